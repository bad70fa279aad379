#!/usr/bin/env python
"""GovBench evaluation script: python eval.py --expected GT --processed OUT -> {"eval_score": x}."""
import argparse
import csv
import hashlib
import json
import math
import sys
from collections import Counter

CONFIG = json.loads(r"""{"components": [{"name": "s1_standardize_number:standardize_number", "kind": "cells", "key": "report", "targets": [["1", "Malt_and_malt_products"], ["2", "Malt_and_malt_products"], ["3", "Malt_and_malt_products"], ["4", "Malt_and_malt_products"], ["5", "Malt_and_malt_products"], ["6", "Malt_and_malt_products"], ["7", "Malt_and_malt_products"], ["8", "Malt_and_malt_products"], ["9", "Malt_and_malt_products"], ["10", "Malt_and_malt_products"], ["11", "Malt_and_malt_products"], ["12", "Malt_and_malt_products"], ["13", "Malt_and_malt_products"], ["14", "Malt_and_malt_products"], ["15", "Malt_and_malt_products"], ["16", "Malt_and_malt_products"], ["17", "Malt_and_malt_products"], ["18", "Malt_and_malt_products"], ["19", "Malt_and_malt_products"], ["20", "Malt_and_malt_products"], ["21", "Malt_and_malt_products"], ["22", "Malt_and_malt_products"], ["23", "Malt_and_malt_products"], ["24", "Malt_and_malt_products"], ["25", "Malt_and_malt_products"], ["26", "Malt_and_malt_products"], ["27", "Malt_and_malt_products"], ["28", "Malt_and_malt_products"], ["29", "Malt_and_malt_products"], ["30", "Malt_and_malt_products"], ["31", "Malt_and_malt_products"], ["32", "Malt_and_malt_products"], ["33", "Malt_and_malt_products"], ["34", "Malt_and_malt_products"], ["35", "Malt_and_malt_products"], ["36", "Malt_and_malt_products"], ["37", "Malt_and_malt_products"], ["38", "Malt_and_malt_products"], ["39", "Malt_and_malt_products"], ["40", "Malt_and_malt_products"], ["41", "Malt_and_malt_products"], ["42", "Malt_and_malt_products"], ["43", "Malt_and_malt_products"], ["44", "Malt_and_malt_products"], ["45", "Malt_and_malt_products"], ["46", "Malt_and_malt_products"], ["47", "Malt_and_malt_products"], ["48", "Malt_and_malt_products"], ["49", "Malt_and_malt_products"], ["50", "Malt_and_malt_products"], ["51", "Malt_and_malt_products"], ["52", "Malt_and_malt_products"], ["53", "Malt_and_malt_products"], ["54", "Malt_and_malt_products"], ["55", "Malt_and_malt_products"], ["56", "Malt_and_malt_products"], ["57", "Malt_and_malt_products"], ["58", "Malt_and_malt_products"], ["59", "Malt_and_malt_products"], ["60", "Malt_and_malt_products"], ["61", "Malt_and_malt_products"], ["62", "Malt_and_malt_products"], ["63", "Malt_and_malt_products"], ["64", "Malt_and_malt_products"], ["65", "Malt_and_malt_products"], ["66", "Malt_and_malt_products"], ["67", "Malt_and_malt_products"], ["68", "Malt_and_malt_products"], ["69", "Malt_and_malt_products"], ["70", "Malt_and_malt_products"], ["71", "Malt_and_malt_products"], ["72", "Malt_and_malt_products"], ["73", "Malt_and_malt_products"], ["74", "Malt_and_malt_products"], ["75", "Malt_and_malt_products"], ["76", "Malt_and_malt_products"], ["77", "Malt_and_malt_products"], ["78", "Malt_and_malt_products"], ["79", "Malt_and_malt_products"], ["80", "Malt_and_malt_products"], ["81", "Malt_and_malt_products"], ["82", "Malt_and_malt_products"], ["83", "Malt_and_malt_products"], ["84", "Malt_and_malt_products"], ["85", "Malt_and_malt_products"], ["86", "Malt_and_malt_products"], ["87", "Malt_and_malt_products"], ["88", "Malt_and_malt_products"], ["89", "Malt_and_malt_products"], ["90", "Malt_and_malt_products"], ["91", "Malt_and_malt_products"], ["92", "Malt_and_malt_products"], ["93", "Malt_and_malt_products"], ["94", "Malt_and_malt_products"], ["95", "Malt_and_malt_products"], ["96", "Malt_and_malt_products"], ["97", "Malt_and_malt_products"], ["98", "Malt_and_malt_products"], ["99", "Malt_and_malt_products"], ["100", "Malt_and_malt_products"], ["101", "Malt_and_malt_products"], ["102", "Malt_and_malt_products"], ["103", "Malt_and_malt_products"], ["104", "Malt_and_malt_products"], ["105", "Malt_and_malt_products"], ["106", "Malt_and_malt_products"], ["107", "Malt_and_malt_products"], ["108", "Malt_and_malt_products"], ["109", "Malt_and_malt_products"], ["110", "Malt_and_malt_products"], ["111", "Malt_and_malt_products"], ["112", "Malt_and_malt_products"], ["113", "Malt_and_malt_products"], ["114", "Malt_and_malt_products"], ["115", "Malt_and_malt_products"], ["116", "Malt_and_malt_products"], ["117", "Malt_and_malt_products"], ["118", "Malt_and_malt_products"], ["119", "Malt_and_malt_products"], ["120", "Malt_and_malt_products"]], "preserve": true, "weight": 1.0}]}""")


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
