#!/usr/bin/env python
"""GovBench evaluation script: python eval.py --expected GT --processed OUT -> {"eval_score": x}."""
import argparse
import csv
import hashlib
import json
import math
import sys
from collections import Counter

CONFIG = json.loads(r"""{"components": [{"name": "s1_impute_groupwise:impute_groupwise", "kind": "cells", "key": "respondent", "targets": [["1", "wages"], ["3", "wages"], ["4", "wages"], ["5", "wages"], ["6", "wages"], ["7", "wages"], ["8", "wages"], ["15", "wages"], ["16", "wages"], ["17", "wages"], ["18", "wages"], ["19", "wages"], ["20", "wages"], ["27", "wages"], ["32", "wages"], ["33", "wages"], ["34", "wages"], ["35", "wages"], ["38", "wages"], ["40", "wages"], ["42", "wages"], ["45", "wages"], ["46", "wages"], ["47", "wages"], ["55", "wages"], ["61", "wages"], ["63", "wages"], ["65", "wages"], ["66", "wages"], ["68", "wages"], ["69", "wages"], ["73", "wages"], ["77", "wages"], ["80", "wages"], ["83", "wages"], ["84", "wages"], ["85", "wages"], ["91", "wages"], ["92", "wages"], ["93", "wages"], ["94", "wages"], ["95", "wages"], ["96", "wages"], ["97", "wages"], ["99", "wages"], ["100", "wages"], ["104", "wages"], ["105", "wages"], ["106", "wages"], ["112", "wages"], ["113", "wages"], ["115", "wages"], ["116", "wages"], ["119", "wages"], ["120", "wages"], ["132", "wages"], ["133", "wages"], ["135", "wages"], ["136", "wages"], ["140", "wages"], ["147", "wages"], ["152", "wages"], ["153", "wages"], ["157", "wages"], ["159", "wages"], ["167", "wages"], ["171", "wages"], ["172", "wages"], ["176", "wages"], ["177", "wages"], ["178", "wages"], ["179", "wages"], ["180", "wages"], ["181", "wages"], ["182", "wages"], ["183", "wages"], ["184", "wages"], ["186", "wages"], ["188", "wages"], ["191", "wages"], ["193", "wages"], ["196", "wages"], ["200", "wages"], ["203", "wages"], ["204", "wages"], ["205", "wages"], ["210", "wages"], ["216", "wages"], ["219", "wages"], ["230", "wages"], ["231", "wages"], ["234", "wages"], ["238", "wages"], ["241", "wages"], ["242", "wages"], ["246", "wages"], ["247", "wages"], ["248", "wages"], ["255", "wages"], ["257", "wages"], ["259", "wages"], ["260", "wages"], ["263", "wages"], ["264", "wages"], ["267", "wages"], ["268", "wages"], ["269", "wages"], ["271", "wages"], ["275", "wages"], ["277", "wages"], ["278", "wages"], ["280", "wages"], ["284", "wages"], ["288", "wages"], ["289", "wages"], ["291", "wages"], ["293", "wages"], ["294", "wages"], ["297", "wages"], ["300", "wages"], ["301", "wages"], ["303", "wages"], ["305", "wages"], ["306", "wages"], ["307", "wages"], ["312", "wages"], ["313", "wages"], ["315", "wages"], ["316", "wages"], ["318", "wages"], ["319", "wages"], ["320", "wages"], ["331", "wages"], ["332", "wages"], ["337", "wages"], ["344", "wages"], ["345", "wages"], ["348", "wages"], ["351", "wages"], ["353", "wages"], ["355", "wages"], ["356", "wages"], ["361", "wages"], ["363", "wages"], ["364", "wages"], ["365", "wages"], ["367", "wages"], ["368", "wages"], ["370", "wages"], ["372", "wages"], ["373", "wages"], ["374", "wages"], ["375", "wages"], ["376", "wages"], ["377", "wages"], ["379", "wages"], ["381", "wages"], ["384", "wages"], ["385", "wages"], ["388", "wages"], ["389", "wages"], ["390", "wages"], ["391", "wages"], ["393", "wages"], ["394", "wages"], ["399", "wages"], ["400", "wages"]], "preserve": true, "weight": 1.0}]}""")


def load(path):
    p = path.lower()
    if p.endswith(".jsonl"):
        rows = []
        with open(path, encoding="utf-8-sig") as fh:
            for n, line in enumerate(fh, 1):
                if line.strip():
                    try:
                        rows.append(json.loads(line))
                    except json.JSONDecodeError:
                        print(f"[eval] malformed JSON on line {n}", file=sys.stderr)
        return rows
    if p.endswith(".json"):
        with open(path, encoding="utf-8-sig") as fh:
            data = json.load(fh)
        return data if isinstance(data, list) else [data]
    if p.endswith(".csv") or p.endswith(".tsv"):
        with open(path, encoding="utf-8-sig", newline="") as fh:
            return list(csv.DictReader(fh, delimiter="\t" if p.endswith(".tsv") else ","))
    import pandas as pd

    df = pd.read_parquet(path) if p.endswith(".parquet") else pd.read_excel(path)
    return df.astype(object).where(df.notna(), None).to_dict(orient="records")


def norm(v):
    """Compare values as written data: trimmed text, numbers to 6 significant digits, booleans as 1/0."""
    if v is None:
        return ""
    if isinstance(v, bool):
        return "1" if v else "0"
    if isinstance(v, (list, dict)):
        return json.dumps(v, sort_keys=True, ensure_ascii=False)
    if isinstance(v, float) and math.isnan(v):
        return ""
    s = str(v).strip()
    low = s.lower()
    if low in ("nan", "none", "null", "nat", "<na>"):
        return ""
    if low in ("true", "false"):
        return "1" if low == "true" else "0"
    try:
        f = float(s)
        if math.isfinite(f) and not (s.startswith("0") and len(s) > 1 and s[1].isdigit()):
            return f"{f:.6g}"
    except ValueError:
        pass
    return s


def ident(row, cols):
    vals = [norm(row.get(c)) for c in cols]
    if len(cols) == 1:
        return vals[0]
    return hashlib.sha1(json.dumps(vals, ensure_ascii=False).encode()).hexdigest()[:16]


def f1(tp, fp, fn):
    if tp == 0:
        return 1.0 if fp == 0 and fn == 0 else 0.0
    p, r = tp / (tp + fp), tp / (tp + fn)
    return 2 * p * r / (p + r)


def score_removal(comp, expected, processed):
    cols = comp["identity"]
    kept_true = Counter(ident(r, cols) for r in expected)
    removed_true = Counter(comp["removed"])
    universe = kept_true + removed_true
    present = Counter(ident(r, cols) for r in processed)
    predicted = Counter({k: max(0, n - present.get(k, 0)) for k, n in universe.items()})
    tp = sum(min(predicted[k], removed_true[k]) for k in predicted)
    fp = sum(predicted.values()) - tp
    fn = sum(removed_true.values()) - tp
    return f1(tp, fp, fn)


def score_cells(comp, expected, processed):
    key = comp["key"]
    exp = {norm(r.get(key)): r for r in expected}
    got = {norm(r.get(key)): r for r in processed}
    tol = comp.get("atol", 1e-4)

    def same(a, b):
        a, b = norm(a), norm(b)
        if a == b:
            return True
        try:
            return abs(float(a) - float(b)) <= tol * max(1.0, abs(float(a)))
        except ValueError:
            return comp.get("case_insensitive", False) and a.lower() == b.lower()

    targets = comp["targets"]  # [[key, column], ...]
    hit = sum(1 for k, c in targets if k in exp and k in got and c in got[k] and same(exp[k].get(c), got[k][c]))
    acc = hit / len(targets) if targets else 1.0
    if not comp.get("preserve", True):
        return acc
    target_set = {(k, c) for k, c in targets}
    total = kept = 0
    for k, row in exp.items():
        for c, v in row.items():
            if (k, c) in target_set:
                continue
            total += 1
            kept += int(k in got and same(v, got[k].get(c)))
    return acc * (kept / total if total else 1.0)


def score_rows(comp, expected, processed):
    cols = comp.get("columns") or (list(expected[0].keys()) if expected else [])
    have = set().union(*[set(r.keys()) for r in processed]) if processed else set()
    missing = [c for c in cols if c not in have]
    if missing:
        print(f"[eval] missing columns: {missing}", file=sys.stderr)
        return 0.0
    e = Counter(tuple(norm(r.get(c)) for c in cols) for r in expected)
    p = Counter(tuple(norm(r.get(c)) for c in cols) for r in processed)
    tp = sum((e & p).values())
    return f1(tp, sum(p.values()) - tp, sum(e.values()) - tp)


def score_labels(comp, expected, processed):
    key, target = comp["key"], comp["target"]
    gold = {norm(r.get(key)): norm(r.get(target)) for r in expected}
    pred = {norm(r.get(key)): norm(r.get(target)) for r in processed}
    labels = sorted(set(gold.values()))
    correct = sum(1 for k, v in gold.items() if pred.get(k) == v)
    f1s = []
    for lab in labels:
        tp = sum(1 for k, v in gold.items() if v == lab and pred.get(k) == lab)
        fp = sum(1 for k, v in pred.items() if v == lab and gold.get(k) not in (None, lab))
        fn = sum(1 for k, v in gold.items() if v == lab and pred.get(k) != lab)
        f1s.append(f1(tp, fp, fn))
    print(f"[eval] accuracy={correct / max(1, len(gold)):.4f} macro_f1={sum(f1s) / max(1, len(f1s)):.4f}",
          file=sys.stderr)
    return correct / len(gold) if gold else 1.0


SCORERS = {"removal": score_removal, "cells": score_cells, "rows": score_rows, "labels": score_labels}


def evaluate(expected_path, processed_path):
    expected, processed = load(expected_path), load(processed_path)
    parts = []
    for comp in CONFIG["components"]:
        s = SCORERS[comp["kind"]](comp, expected, processed)
        parts.append({"name": comp.get("name", comp["kind"]), "score": round(s, 6), "weight": comp.get("weight", 1.0)})
    total = sum(p["weight"] for p in parts)
    score = sum(p["weight"] * p["score"] for p in parts) / total if total else 0.0
    return {"eval_score": round(score, 6), "components": parts}


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("--expected", required=True)
    ap.add_argument("--processed", required=True)
    a = ap.parse_args()
    try:
        result = evaluate(a.expected, a.processed)
    except Exception as err:  # unreadable output scores 0, with the reason on stderr
        print(f"[eval] cannot evaluate: {err}", file=sys.stderr)
        result = {"eval_score": 0.0}
    print(json.dumps(result))
