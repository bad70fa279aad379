#!/usr/bin/env python
"""GovBench evaluation script: python eval.py --expected GT --processed OUT -> {"eval_score": x}."""
import argparse
import csv
import hashlib
import json
import math
import sys
from collections import Counter

CONFIG = json.loads(r"""{"components": [{"name": "s1_impute_constant:impute_constant", "kind": "cells", "key": "sample", "targets": [["1", "tassel"], ["1", "grain"], ["2", "tassel"], ["2", "grain"], ["3", "tassel"], ["3", "grain"], ["4", "tassel"], ["4", "grain"], ["5", "tassel"], ["5", "grain"], ["6", "tassel"], ["6", "grain"], ["7", "tassel"], ["7", "grain"], ["8", "tassel"], ["8", "grain"], ["9", "tassel"], ["9", "grain"], ["10", "tassel"], ["10", "grain"], ["11", "tassel"], ["11", "grain"], ["12", "tassel"], ["13", "tassel"], ["14", "tassel"], ["15", "tassel"], ["16", "tassel"], ["17", "tassel"], ["18", "tassel"], ["18", "grain"], ["19", "tassel"], ["19", "grain"], ["20", "tassel"], ["20", "grain"], ["21", "tassel"], ["21", "grain"], ["22", "tassel"], ["22", "grain"], ["23", "tassel"], ["23", "grain"], ["24", "tassel"], ["24", "grain"], ["25", "tassel"], ["25", "grain"], ["26", "tassel"], ["26", "grain"], ["27", "tassel"], ["27", "grain"], ["28", "tassel"], ["28", "grain"], ["29", "tassel"], ["30", "tassel"], ["31", "tassel"], ["32", "tassel"], ["33", "tassel"], ["34", "tassel"], ["35", "tassel"], ["35", "grain"], ["36", "tassel"], ["36", "grain"], ["37", "tassel"], ["37", "grain"], ["38", "tassel"], ["38", "grain"], ["39", "tassel"], ["39", "grain"], ["40", "tassel"], ["40", "grain"], ["41", "tassel"], ["41", "grain"], ["42", "tassel"], ["42", "grain"], ["43", "tassel"], ["43", "grain"], ["44", "tassel"], ["44", "grain"], ["45", "tassel"], ["45", "grain"], ["46", "tassel"], ["46", "grain"], ["47", "tassel"], ["48", "tassel"], ["49", "tassel"], ["50", "tassel"], ["51", "tassel"], ["52", "tassel"], ["53", "tassel"], ["54", "tassel"], ["55", "tassel"], ["56", "tassel"], ["56", "grain"], ["57", "tassel"], ["57", "grain"], ["58", "tassel"], ["58", "grain"], ["59", "tassel"], ["59", "grain"], ["60", "tassel"], ["60", "grain"], ["61", "tassel"], ["61", "grain"], ["62", "tassel"], ["62", "grain"], ["63", "tassel"], ["63", "grain"], ["64", "tassel"], ["64", "grain"], ["65", "tassel"], ["65", "grain"], ["66", "tassel"], ["66", "grain"], ["67", "tassel"], ["67", "grain"], ["68", "tassel"], ["69", "tassel"], ["70", "tassel"], ["71", "tassel"], ["72", "tassel"], ["73", "tassel"], ["74", "tassel"], ["75", "tassel"], ["76", "tassel"], ["77", "tassel"], ["77", "grain"], ["78", "tassel"], ["78", "grain"], ["79", "tassel"], ["79", "grain"], ["80", "tassel"], ["80", "grain"], ["81", "tassel"], ["81", "grain"], ["82", "tassel"], ["82", "grain"], ["83", "tassel"], ["83", "grain"], ["84", "tassel"], ["84", "grain"], ["85", "tassel"], ["85", "grain"], ["86", "tassel"], ["86", "grain"], ["87", "tassel"], ["87", "grain"], ["88", "tassel"], ["88", "grain"], ["89", "tassel"], ["89", "grain"], ["90", "tassel"], ["90", "grain"], ["91", "tassel"], ["91", "grain"], ["92", "tassel"], ["92", "grain"], ["93", "tassel"], ["93", "grain"], ["94", "tassel"], ["94", "grain"], ["95", "tassel"], ["96", "tassel"], ["97", "tassel"], ["97", "grain"], ["98", "tassel"], ["98", "grain"], ["99", "tassel"], ["99", "grain"], ["100", "tassel"], ["100", "grain"], ["101", "tassel"], ["101", "grain"], ["102", "tassel"], ["102", "grain"], ["103", "tassel"], ["103", "grain"], ["104", "tassel"], ["104", "grain"], ["105", "tassel"], ["105", "grain"], ["106", "grain"], ["107", "grain"], ["108", "grain"], ["109", "grain"], ["112", "tassel"], ["112", "grain"], ["113", "tassel"], ["113", "grain"], ["114", "tassel"], ["114", "grain"], ["115", "tassel"], ["115", "grain"], ["116", "tassel"], ["116", "grain"], ["117", "tassel"], ["117", "grain"], ["118", "tassel"], ["118", "grain"], ["119", "tassel"], ["119", "grain"], ["120", "tassel"], ["120", "grain"], ["121", "grain"], ["122", "grain"], ["123", "grain"], ["124", "grain"], ["128", "tassel"], ["128", "grain"], ["129", "tassel"], ["129", "grain"], ["130", "tassel"], ["130", "grain"], ["131", "tassel"], ["131", "grain"], ["132", "tassel"], ["132", "grain"], ["133", "tassel"], ["133", "grain"], ["134", "tassel"], ["134", "grain"], ["135", "tassel"], ["135", "grain"], ["136", "tassel"], ["136", "grain"], ["137", "grain"], ["138", "grain"], ["139", "grain"], ["140", "grain"], ["149", "tassel"], ["149", "grain"], ["150", "tassel"], ["150", "grain"], ["151", "tassel"], ["151", "grain"], ["152", "tassel"], ["152", "grain"], ["153", "tassel"], ["153", "grain"], ["154", "tassel"], ["154", "grain"], ["155", "tassel"], ["155", "grain"], ["156", "tassel"], ["156", "grain"], ["157", "tassel"], ["157", "grain"], ["158", "grain"], ["159", "grain"], ["160", "grain"], ["161", "grain"]], "preserve": true, "weight": 1.0}]}""")


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
