#!/usr/bin/env python
"""GovBench evaluation script: python eval.py --expected GT --processed OUT -> {"eval_score": x}."""
import argparse
import csv
import hashlib
import json
import math
import sys
from collections import Counter

CONFIG = json.loads(r"""{"components": [{"name": "s1_standardize_date:standardize_date", "kind": "cells", "key": "run", "targets": [["1", "Date"], ["2", "Date"], ["3", "Date"], ["4", "Date"], ["5", "Date"], ["6", "Date"], ["7", "Date"], ["8", "Date"], ["9", "Date"], ["10", "Date"], ["11", "Date"], ["12", "Date"], ["13", "Date"], ["14", "Date"], ["15", "Date"], ["16", "Date"], ["17", "Date"], ["18", "Date"], ["19", "Date"], ["20", "Date"], ["21", "Date"], ["22", "Date"], ["23", "Date"], ["24", "Date"], ["25", "Date"], ["26", "Date"], ["27", "Date"], ["28", "Date"], ["29", "Date"], ["30", "Date"], ["31", "Date"], ["32", "Date"], ["33", "Date"], ["34", "Date"], ["35", "Date"], ["36", "Date"], ["37", "Date"], ["38", "Date"], ["39", "Date"], ["40", "Date"], ["41", "Date"], ["42", "Date"], ["43", "Date"], ["44", "Date"], ["45", "Date"], ["46", "Date"], ["47", "Date"], ["48", "Date"], ["49", "Date"], ["50", "Date"], ["51", "Date"], ["52", "Date"], ["53", "Date"], ["54", "Date"], ["55", "Date"], ["56", "Date"], ["57", "Date"], ["58", "Date"], ["59", "Date"], ["60", "Date"], ["61", "Date"], ["62", "Date"], ["63", "Date"], ["64", "Date"], ["65", "Date"], ["66", "Date"], ["67", "Date"], ["68", "Date"], ["69", "Date"], ["70", "Date"], ["71", "Date"], ["72", "Date"], ["73", "Date"], ["74", "Date"], ["75", "Date"], ["76", "Date"], ["77", "Date"], ["78", "Date"], ["79", "Date"], ["80", "Date"], ["81", "Date"], ["82", "Date"], ["83", "Date"], ["84", "Date"], ["85", "Date"], ["86", "Date"], ["87", "Date"], ["88", "Date"], ["89", "Date"], ["90", "Date"], ["91", "Date"], ["92", "Date"], ["93", "Date"], ["94", "Date"], ["95", "Date"], ["96", "Date"], ["97", "Date"], ["98", "Date"], ["99", "Date"], ["100", "Date"], ["101", "Date"], ["102", "Date"], ["103", "Date"], ["104", "Date"], ["105", "Date"], ["106", "Date"], ["107", "Date"], ["108", "Date"], ["109", "Date"], ["110", "Date"], ["111", "Date"], ["112", "Date"], ["113", "Date"], ["114", "Date"], ["115", "Date"], ["116", "Date"], ["117", "Date"], ["118", "Date"], ["119", "Date"], ["120", "Date"], ["121", "Date"], ["122", "Date"], ["123", "Date"], ["124", "Date"], ["125", "Date"], ["126", "Date"], ["127", "Date"], ["128", "Date"], ["129", "Date"], ["130", "Date"], ["131", "Date"], ["132", "Date"], ["133", "Date"], ["134", "Date"], ["135", "Date"], ["136", "Date"], ["137", "Date"], ["138", "Date"], ["139", "Date"], ["140", "Date"], ["141", "Date"], ["142", "Date"], ["143", "Date"], ["144", "Date"], ["145", "Date"], ["146", "Date"], ["147", "Date"], ["148", "Date"], ["149", "Date"], ["150", "Date"]], "preserve": true, "weight": 1.0}]}""")


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
