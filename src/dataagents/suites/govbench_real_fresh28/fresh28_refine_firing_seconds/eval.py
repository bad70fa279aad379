#!/usr/bin/env python
"""GovBench evaluation script: python eval.py --expected GT --processed OUT -> {"eval_score": x}."""
import argparse
import csv
import hashlib
import json
import math
import sys
from collections import Counter

CONFIG = json.loads(r"""{"components": [{"name": "cells", "kind": "cells", "key": "replicate", "targets": [["1", "V2"], ["1", "V3"], ["1", "V4"], ["2", "V2"], ["2", "V3"], ["2", "V4"], ["2", "V5"], ["3", "V2"], ["3", "V3"], ["3", "V4"], ["3", "V5"], ["4", "V2"], ["4", "V3"], ["4", "V4"], ["4", "V5"], ["5", "V3"], ["5", "V4"], ["5", "V5"], ["6", "V2"], ["6", "V3"], ["6", "V4"], ["6", "V5"], ["7", "V2"], ["7", "V3"], ["7", "V4"], ["7", "V5"], ["8", "V2"], ["8", "V3"], ["8", "V4"], ["8", "V5"], ["9", "V2"], ["9", "V3"], ["9", "V4"], ["9", "V5"], ["10", "V2"], ["10", "V3"], ["10", "V4"], ["10", "V5"], ["11", "V3"], ["11", "V4"], ["11", "V5"], ["12", "V2"], ["12", "V3"], ["12", "V4"], ["13", "V2"], ["13", "V3"], ["13", "V4"], ["13", "V5"], ["14", "V2"], ["14", "V3"], ["14", "V4"], ["14", "V5"], ["15", "V1"], ["15", "V2"], ["15", "V3"], ["15", "V4"], ["15", "V5"], ["16", "V2"], ["16", "V3"], ["16", "V4"], ["16", "V5"], ["17", "V2"], ["17", "V3"], ["17", "V4"], ["17", "V5"], ["18", "V2"], ["18", "V3"], ["18", "V4"], ["18", "V5"], ["19", "V2"], ["19", "V3"], ["19", "V4"], ["19", "V5"], ["20", "V3"], ["20", "V4"], ["21", "V2"], ["21", "V3"], ["21", "V4"], ["21", "V5"], ["22", "V2"], ["22", "V3"], ["22", "V4"], ["22", "V5"], ["23", "V1"], ["23", "V2"], ["23", "V3"], ["23", "V4"], ["23", "V5"], ["24", "V2"], ["24", "V3"], ["24", "V4"], ["24", "V5"], ["25", "V2"], ["25", "V3"], ["25", "V4"], ["25", "V5"], ["26", "V3"], ["26", "V4"], ["26", "V5"], ["27", "V2"], ["27", "V3"], ["27", "V4"], ["27", "V5"], ["28", "V1"], ["28", "V2"], ["28", "V3"], ["28", "V4"], ["28", "V5"], ["29", "V1"], ["29", "V2"], ["29", "V3"], ["29", "V4"], ["29", "V5"], ["30", "V2"], ["30", "V3"], ["30", "V4"], ["30", "V5"], ["30", "V6"], ["31", "V2"], ["31", "V3"], ["31", "V4"], ["31", "V5"], ["32", "V2"], ["32", "V3"], ["32", "V4"], ["32", "V5"], ["32", "V6"], ["33", "V2"], ["33", "V3"], ["33", "V4"], ["33", "V5"], ["34", "V2"], ["34", "V3"], ["34", "V4"], ["34", "V5"], ["35", "V2"], ["35", "V3"], ["35", "V4"], ["35", "V5"], ["36", "V2"], ["36", "V3"], ["36", "V4"], ["37", "V2"], ["37", "V3"], ["37", "V4"], ["37", "V5"], ["38", "V2"], ["38", "V3"], ["38", "V4"], ["38", "V5"], ["39", "V2"], ["39", "V3"], ["39", "V4"], ["39", "V5"], ["40", "V2"], ["40", "V3"], ["40", "V4"], ["40", "V5"], ["41", "V2"], ["41", "V3"], ["41", "V4"], ["41", "V5"], ["42", "V2"], ["42", "V3"], ["42", "V4"], ["42", "V5"], ["43", "V1"], ["43", "V2"], ["43", "V3"], ["43", "V4"], ["43", "V5"], ["43", "V6"], ["44", "V2"], ["44", "V3"], ["44", "V4"], ["44", "V5"], ["45", "V2"], ["45", "V3"], ["45", "V4"], ["45", "V5"], ["46", "V2"], ["46", "V3"], ["46", "V4"], ["46", "V5"], ["47", "V2"], ["47", "V3"], ["47", "V4"], ["47", "V5"], ["48", "V2"], ["48", "V3"], ["48", "V4"], ["48", "V5"], ["49", "V2"], ["49", "V3"], ["49", "V4"], ["49", "V5"], ["50", "V2"], ["50", "V3"], ["50", "V4"], ["50", "V5"], ["51", "V2"], ["51", "V3"], ["51", "V4"], ["51", "V5"], ["51", "V6"], ["52", "V2"], ["52", "V3"], ["52", "V4"], ["52", "V5"], ["53", "V2"], ["53", "V3"], ["53", "V4"], ["53", "V5"], ["54", "V2"], ["54", "V3"], ["54", "V4"], ["54", "V5"], ["55", "V2"], ["55", "V3"], ["55", "V4"], ["55", "V5"], ["56", "V2"], ["56", "V3"], ["56", "V4"], ["56", "V5"], ["57", "V2"], ["57", "V3"], ["57", "V4"], ["57", "V5"], ["58", "V2"], ["58", "V3"], ["58", "V4"], ["58", "V5"], ["59", "V2"], ["59", "V3"], ["59", "V4"], ["59", "V5"], ["60", "V2"], ["60", "V3"], ["60", "V4"], ["60", "V5"], ["61", "V2"], ["61", "V3"], ["61", "V4"], ["61", "V5"], ["62", "V3"], ["62", "V4"], ["62", "V5"], ["63", "V2"], ["63", "V3"], ["63", "V4"], ["63", "V5"], ["64", "V2"], ["64", "V3"], ["64", "V4"], ["64", "V5"], ["65", "V2"], ["65", "V3"], ["65", "V4"], ["65", "V5"], ["66", "V2"], ["66", "V3"], ["66", "V4"], ["66", "V5"], ["67", "V2"], ["67", "V3"], ["67", "V4"], ["67", "V5"], ["68", "V2"], ["68", "V3"], ["68", "V4"], ["68", "V5"], ["69", "V2"], ["69", "V3"], ["69", "V4"], ["69", "V5"], ["70", "V2"], ["70", "V3"], ["70", "V4"], ["70", "V5"], ["71", "V2"], ["71", "V3"], ["71", "V4"], ["71", "V5"], ["72", "V1"], ["72", "V2"], ["72", "V3"], ["72", "V4"], ["72", "V5"], ["73", "V2"], ["73", "V3"], ["73", "V4"], ["73", "V5"], ["74", "V3"], ["74", "V4"], ["74", "V5"], ["75", "V2"], ["75", "V3"], ["75", "V4"], ["75", "V5"], ["76", "V2"], ["76", "V3"], ["76", "V4"], ["76", "V5"], ["77", "V2"], ["77", "V3"], ["77", "V4"], ["77", "V5"], ["78", "V2"], ["78", "V3"], ["78", "V4"], ["78", "V5"], ["79", "V2"], ["79", "V3"], ["79", "V4"], ["79", "V5"], ["79", "V6"], ["80", "V2"], ["80", "V3"], ["80", "V4"], ["80", "V5"], ["81", "V2"], ["81", "V3"], ["81", "V4"], ["81", "V5"], ["82", "V3"], ["82", "V4"], ["82", "V5"], ["83", "V2"], ["83", "V3"], ["83", "V4"], ["83", "V5"], ["84", "V2"], ["84", "V3"], ["84", "V4"], ["85", "V3"], ["85", "V4"], ["85", "V5"], ["86", "V3"], ["86", "V4"], ["86", "V5"], ["87", "V2"], ["87", "V3"], ["87", "V4"], ["88", "V2"], ["88", "V3"], ["88", "V4"], ["89", "V2"], ["89", "V3"], ["89", "V4"], ["89", "V5"], ["90", "V2"], ["90", "V3"], ["90", "V4"], ["90", "V5"], ["91", "V3"], ["91", "V4"], ["91", "V5"], ["92", "V3"], ["92", "V4"], ["92", "V5"], ["93", "V2"], ["93", "V3"], ["93", "V4"], ["94", "V2"], ["94", "V3"], ["94", "V4"], ["95", "V2"], ["95", "V3"], ["95", "V4"], ["95", "V5"], ["96", "V2"], ["96", "V3"], ["96", "V4"], ["96", "V5"], ["97", "V2"], ["97", "V3"], ["97", "V4"], ["98", "V2"], ["98", "V3"], ["98", "V4"], ["99", "V2"], ["99", "V3"], ["99", "V4"], ["99", "V5"], ["100", "V2"], ["100", "V3"], ["100", "V4"], ["100", "V5"], ["101", "V2"], ["101", "V3"], ["101", "V4"], ["101", "V5"], ["102", "V2"], ["102", "V3"], ["102", "V4"], ["102", "V5"], ["103", "V2"], ["103", "V3"], ["103", "V4"], ["103", "V5"], ["104", "V2"], ["104", "V3"], ["104", "V4"], ["104", "V5"], ["105", "V2"], ["105", "V3"], ["105", "V4"], ["105", "V5"], ["106", "V2"], ["106", "V3"], ["106", "V4"], ["106", "V5"], ["107", "V2"], ["107", "V3"], ["107", "V4"], ["107", "V5"], ["108", "V2"], ["108", "V3"], ["108", "V4"], ["108", "V5"], ["109", "V2"], ["109", "V3"], ["109", "V4"], ["109", "V5"], ["110", "V2"], ["110", "V3"], ["110", "V4"], ["110", "V5"], ["111", "V2"], ["111", "V3"], ["111", "V4"], ["111", "V5"], ["112", "V2"], ["112", "V3"], ["112", "V4"], ["112", "V5"], ["113", "V2"], ["113", "V3"], ["113", "V4"], ["114", "V2"], ["114", "V3"], ["114", "V4"], ["114", "V5"], ["115", "V2"], ["115", "V3"], ["115", "V4"], ["115", "V5"], ["116", "V2"], ["116", "V3"], ["116", "V4"], ["116", "V5"], ["117", "V2"], ["117", "V3"], ["117", "V4"], ["117", "V5"], ["118", "V2"], ["118", "V3"], ["118", "V4"], ["118", "V5"], ["119", "V2"], ["119", "V3"], ["119", "V4"], ["119", "V5"], ["120", "V3"], ["120", "V4"], ["120", "V5"]], "preserve": true, "weight": 1.0}]}""")


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
