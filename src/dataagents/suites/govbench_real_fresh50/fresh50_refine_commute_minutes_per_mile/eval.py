#!/usr/bin/env python
"""GovBench evaluation script: python eval.py --expected GT --processed OUT -> {"eval_score": x}."""
import argparse
import csv
import hashlib
import json
import math
import sys
from collections import Counter

CONFIG = json.loads(r"""{"components": [{"name": "s1_derive_column:derive_column", "kind": "cells", "key": "commute", "targets": [["1", "minutes_per_mile"], ["2", "minutes_per_mile"], ["3", "minutes_per_mile"], ["4", "minutes_per_mile"], ["5", "minutes_per_mile"], ["6", "minutes_per_mile"], ["7", "minutes_per_mile"], ["8", "minutes_per_mile"], ["9", "minutes_per_mile"], ["10", "minutes_per_mile"], ["11", "minutes_per_mile"], ["12", "minutes_per_mile"], ["13", "minutes_per_mile"], ["14", "minutes_per_mile"], ["15", "minutes_per_mile"], ["16", "minutes_per_mile"], ["17", "minutes_per_mile"], ["18", "minutes_per_mile"], ["19", "minutes_per_mile"], ["20", "minutes_per_mile"], ["21", "minutes_per_mile"], ["22", "minutes_per_mile"], ["23", "minutes_per_mile"], ["24", "minutes_per_mile"], ["25", "minutes_per_mile"], ["26", "minutes_per_mile"], ["27", "minutes_per_mile"], ["28", "minutes_per_mile"], ["29", "minutes_per_mile"], ["30", "minutes_per_mile"], ["31", "minutes_per_mile"], ["32", "minutes_per_mile"], ["33", "minutes_per_mile"], ["34", "minutes_per_mile"], ["35", "minutes_per_mile"], ["36", "minutes_per_mile"], ["37", "minutes_per_mile"], ["38", "minutes_per_mile"], ["39", "minutes_per_mile"], ["40", "minutes_per_mile"], ["41", "minutes_per_mile"], ["42", "minutes_per_mile"], ["43", "minutes_per_mile"], ["44", "minutes_per_mile"], ["45", "minutes_per_mile"], ["46", "minutes_per_mile"], ["47", "minutes_per_mile"], ["48", "minutes_per_mile"], ["49", "minutes_per_mile"], ["50", "minutes_per_mile"], ["51", "minutes_per_mile"], ["52", "minutes_per_mile"], ["53", "minutes_per_mile"], ["54", "minutes_per_mile"], ["55", "minutes_per_mile"], ["56", "minutes_per_mile"], ["57", "minutes_per_mile"], ["58", "minutes_per_mile"], ["59", "minutes_per_mile"], ["60", "minutes_per_mile"], ["61", "minutes_per_mile"], ["62", "minutes_per_mile"], ["63", "minutes_per_mile"], ["64", "minutes_per_mile"], ["65", "minutes_per_mile"], ["66", "minutes_per_mile"], ["67", "minutes_per_mile"], ["68", "minutes_per_mile"], ["69", "minutes_per_mile"], ["70", "minutes_per_mile"], ["71", "minutes_per_mile"], ["72", "minutes_per_mile"], ["73", "minutes_per_mile"], ["74", "minutes_per_mile"], ["75", "minutes_per_mile"], ["76", "minutes_per_mile"], ["77", "minutes_per_mile"], ["78", "minutes_per_mile"], ["79", "minutes_per_mile"], ["80", "minutes_per_mile"], ["81", "minutes_per_mile"], ["82", "minutes_per_mile"], ["83", "minutes_per_mile"], ["84", "minutes_per_mile"], ["85", "minutes_per_mile"], ["86", "minutes_per_mile"], ["87", "minutes_per_mile"], ["88", "minutes_per_mile"], ["89", "minutes_per_mile"], ["90", "minutes_per_mile"], ["91", "minutes_per_mile"], ["92", "minutes_per_mile"], ["93", "minutes_per_mile"], ["94", "minutes_per_mile"], ["95", "minutes_per_mile"], ["96", "minutes_per_mile"], ["97", "minutes_per_mile"], ["98", "minutes_per_mile"], ["99", "minutes_per_mile"], ["100", "minutes_per_mile"], ["101", "minutes_per_mile"], ["102", "minutes_per_mile"], ["103", "minutes_per_mile"], ["104", "minutes_per_mile"], ["105", "minutes_per_mile"], ["106", "minutes_per_mile"], ["107", "minutes_per_mile"], ["108", "minutes_per_mile"], ["109", "minutes_per_mile"], ["110", "minutes_per_mile"], ["111", "minutes_per_mile"], ["112", "minutes_per_mile"], ["113", "minutes_per_mile"], ["114", "minutes_per_mile"], ["115", "minutes_per_mile"], ["116", "minutes_per_mile"], ["117", "minutes_per_mile"], ["118", "minutes_per_mile"], ["119", "minutes_per_mile"], ["120", "minutes_per_mile"], ["121", "minutes_per_mile"], ["122", "minutes_per_mile"], ["123", "minutes_per_mile"], ["124", "minutes_per_mile"], ["125", "minutes_per_mile"], ["126", "minutes_per_mile"], ["127", "minutes_per_mile"], ["128", "minutes_per_mile"], ["129", "minutes_per_mile"], ["130", "minutes_per_mile"], ["131", "minutes_per_mile"], ["132", "minutes_per_mile"], ["133", "minutes_per_mile"], ["134", "minutes_per_mile"], ["135", "minutes_per_mile"], ["136", "minutes_per_mile"], ["137", "minutes_per_mile"], ["138", "minutes_per_mile"], ["139", "minutes_per_mile"], ["140", "minutes_per_mile"], ["141", "minutes_per_mile"], ["142", "minutes_per_mile"], ["143", "minutes_per_mile"], ["144", "minutes_per_mile"], ["145", "minutes_per_mile"], ["146", "minutes_per_mile"], ["147", "minutes_per_mile"], ["148", "minutes_per_mile"], ["149", "minutes_per_mile"], ["150", "minutes_per_mile"]], "preserve": true, "weight": 1.0}]}""")


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
