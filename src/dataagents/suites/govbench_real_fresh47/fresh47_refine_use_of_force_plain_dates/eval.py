#!/usr/bin/env python
"""GovBench evaluation script: python eval.py --expected GT --processed OUT -> {"eval_score": x}."""
import argparse
import csv
import hashlib
import json
import math
import sys
from collections import Counter

CONFIG = json.loads(r"""{"components": [{"name": "s1_standardize_date:standardize_date", "kind": "cells", "key": "report", "targets": [["1", "response_datetime"], ["2", "response_datetime"], ["3", "response_datetime"], ["4", "response_datetime"], ["5", "response_datetime"], ["6", "response_datetime"], ["7", "response_datetime"], ["8", "response_datetime"], ["9", "response_datetime"], ["10", "response_datetime"], ["11", "response_datetime"], ["12", "response_datetime"], ["13", "response_datetime"], ["14", "response_datetime"], ["15", "response_datetime"], ["16", "response_datetime"], ["17", "response_datetime"], ["18", "response_datetime"], ["19", "response_datetime"], ["20", "response_datetime"], ["21", "response_datetime"], ["22", "response_datetime"], ["23", "response_datetime"], ["24", "response_datetime"], ["25", "response_datetime"], ["26", "response_datetime"], ["27", "response_datetime"], ["28", "response_datetime"], ["29", "response_datetime"], ["30", "response_datetime"], ["31", "response_datetime"], ["32", "response_datetime"], ["33", "response_datetime"], ["34", "response_datetime"], ["35", "response_datetime"], ["36", "response_datetime"], ["37", "response_datetime"], ["38", "response_datetime"], ["39", "response_datetime"], ["40", "response_datetime"], ["41", "response_datetime"], ["42", "response_datetime"], ["43", "response_datetime"], ["44", "response_datetime"], ["45", "response_datetime"], ["46", "response_datetime"], ["47", "response_datetime"], ["48", "response_datetime"], ["49", "response_datetime"], ["50", "response_datetime"], ["51", "response_datetime"], ["52", "response_datetime"], ["53", "response_datetime"], ["54", "response_datetime"], ["55", "response_datetime"], ["56", "response_datetime"], ["57", "response_datetime"], ["58", "response_datetime"], ["59", "response_datetime"], ["60", "response_datetime"], ["61", "response_datetime"], ["62", "response_datetime"], ["63", "response_datetime"], ["64", "response_datetime"], ["65", "response_datetime"], ["66", "response_datetime"], ["67", "response_datetime"], ["68", "response_datetime"], ["69", "response_datetime"], ["70", "response_datetime"], ["71", "response_datetime"], ["72", "response_datetime"], ["73", "response_datetime"], ["74", "response_datetime"], ["75", "response_datetime"], ["76", "response_datetime"], ["77", "response_datetime"], ["78", "response_datetime"], ["79", "response_datetime"], ["80", "response_datetime"], ["81", "response_datetime"], ["82", "response_datetime"], ["83", "response_datetime"], ["84", "response_datetime"], ["85", "response_datetime"], ["86", "response_datetime"], ["87", "response_datetime"], ["88", "response_datetime"], ["89", "response_datetime"], ["90", "response_datetime"], ["91", "response_datetime"], ["92", "response_datetime"], ["93", "response_datetime"], ["94", "response_datetime"], ["95", "response_datetime"], ["96", "response_datetime"], ["97", "response_datetime"], ["98", "response_datetime"], ["99", "response_datetime"], ["100", "response_datetime"], ["101", "response_datetime"], ["102", "response_datetime"], ["103", "response_datetime"], ["104", "response_datetime"], ["105", "response_datetime"], ["106", "response_datetime"], ["107", "response_datetime"], ["108", "response_datetime"], ["109", "response_datetime"], ["110", "response_datetime"], ["111", "response_datetime"], ["112", "response_datetime"], ["113", "response_datetime"], ["114", "response_datetime"], ["115", "response_datetime"], ["116", "response_datetime"], ["117", "response_datetime"], ["118", "response_datetime"], ["119", "response_datetime"], ["120", "response_datetime"], ["121", "response_datetime"], ["122", "response_datetime"], ["123", "response_datetime"], ["124", "response_datetime"], ["125", "response_datetime"], ["126", "response_datetime"], ["127", "response_datetime"], ["128", "response_datetime"], ["129", "response_datetime"], ["130", "response_datetime"], ["131", "response_datetime"], ["132", "response_datetime"], ["133", "response_datetime"], ["134", "response_datetime"], ["135", "response_datetime"], ["136", "response_datetime"], ["137", "response_datetime"], ["138", "response_datetime"], ["139", "response_datetime"], ["140", "response_datetime"], ["141", "response_datetime"], ["142", "response_datetime"], ["143", "response_datetime"], ["144", "response_datetime"], ["145", "response_datetime"], ["146", "response_datetime"], ["147", "response_datetime"], ["148", "response_datetime"], ["149", "response_datetime"], ["150", "response_datetime"]], "preserve": true, "weight": 1.0}]}""")


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
