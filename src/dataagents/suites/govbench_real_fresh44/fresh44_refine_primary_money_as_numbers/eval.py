#!/usr/bin/env python
"""GovBench evaluation script: python eval.py --expected GT --processed OUT -> {"eval_score": x}."""
import argparse
import csv
import hashlib
import json
import math
import sys
from collections import Counter

CONFIG = json.loads(r"""{"components": [{"name": "s1_standardize_number:standardize_number", "kind": "cells", "key": "line", "targets": [["1", "money_raised"], ["2", "money_raised"], ["3", "money_raised"], ["4", "money_raised"], ["5", "money_raised"], ["6", "money_raised"], ["7", "money_raised"], ["8", "money_raised"], ["9", "money_raised"], ["10", "money_raised"], ["11", "money_raised"], ["12", "money_raised"], ["13", "money_raised"], ["14", "money_raised"], ["15", "money_raised"], ["16", "money_raised"], ["17", "money_raised"], ["18", "money_raised"], ["19", "money_raised"], ["20", "money_raised"], ["21", "money_raised"], ["22", "money_raised"], ["23", "money_raised"], ["24", "money_raised"], ["25", "money_raised"], ["26", "money_raised"], ["27", "money_raised"], ["28", "money_raised"], ["29", "money_raised"], ["30", "money_raised"], ["31", "money_raised"], ["32", "money_raised"], ["33", "money_raised"], ["34", "money_raised"], ["35", "money_raised"], ["36", "money_raised"], ["37", "money_raised"], ["38", "money_raised"], ["39", "money_raised"], ["40", "money_raised"], ["41", "money_raised"], ["42", "money_raised"], ["43", "money_raised"], ["44", "money_raised"], ["45", "money_raised"], ["46", "money_raised"], ["47", "money_raised"], ["48", "money_raised"], ["49", "money_raised"], ["50", "money_raised"], ["51", "money_raised"], ["52", "money_raised"], ["53", "money_raised"], ["54", "money_raised"], ["55", "money_raised"], ["56", "money_raised"], ["57", "money_raised"], ["58", "money_raised"], ["59", "money_raised"], ["60", "money_raised"], ["61", "money_raised"], ["62", "money_raised"], ["63", "money_raised"], ["64", "money_raised"], ["65", "money_raised"], ["66", "money_raised"], ["67", "money_raised"], ["68", "money_raised"], ["69", "money_raised"], ["70", "money_raised"], ["71", "money_raised"], ["72", "money_raised"], ["73", "money_raised"], ["74", "money_raised"], ["75", "money_raised"], ["76", "money_raised"], ["77", "money_raised"], ["78", "money_raised"], ["79", "money_raised"], ["80", "money_raised"], ["81", "money_raised"], ["82", "money_raised"], ["83", "money_raised"], ["84", "money_raised"], ["85", "money_raised"], ["86", "money_raised"], ["87", "money_raised"], ["88", "money_raised"], ["89", "money_raised"], ["90", "money_raised"], ["91", "money_raised"], ["92", "money_raised"], ["93", "money_raised"], ["94", "money_raised"], ["95", "money_raised"], ["96", "money_raised"], ["97", "money_raised"], ["98", "money_raised"], ["99", "money_raised"], ["100", "money_raised"], ["101", "money_raised"], ["102", "money_raised"], ["103", "money_raised"], ["104", "money_raised"], ["105", "money_raised"], ["106", "money_raised"], ["107", "money_raised"], ["108", "money_raised"], ["109", "money_raised"]], "preserve": true, "weight": 1.0}]}""")


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
