#!/usr/bin/env python
"""GovBench evaluation script: python eval.py --expected GT --processed OUT -> {"eval_score": x}."""
import argparse
import csv
import hashlib
import json
import math
import sys
from collections import Counter

CONFIG = json.loads(r"""{"components": [{"name": "s1_map_values:map_values", "kind": "cells", "key": "worker", "targets": [["1", "sector"], ["2", "sector"], ["3", "sector"], ["4", "sector"], ["5", "sector"], ["6", "sector"], ["7", "sector"], ["8", "sector"], ["9", "sector"], ["10", "sector"], ["11", "sector"], ["12", "sector"], ["13", "sector"], ["14", "sector"], ["15", "sector"], ["16", "sector"], ["17", "sector"], ["18", "sector"], ["19", "sector"], ["20", "sector"], ["21", "sector"], ["22", "sector"], ["23", "sector"], ["24", "sector"], ["25", "sector"], ["26", "sector"], ["27", "sector"], ["28", "sector"], ["29", "sector"], ["30", "sector"], ["31", "sector"], ["32", "sector"], ["33", "sector"], ["34", "sector"], ["35", "sector"], ["36", "sector"], ["37", "sector"], ["38", "sector"], ["39", "sector"], ["40", "sector"], ["41", "sector"], ["42", "sector"], ["43", "sector"], ["44", "sector"], ["45", "sector"], ["46", "sector"], ["47", "sector"], ["48", "sector"], ["49", "sector"], ["50", "sector"], ["51", "sector"], ["52", "sector"], ["53", "sector"], ["54", "sector"], ["55", "sector"], ["56", "sector"], ["57", "sector"], ["58", "sector"], ["59", "sector"], ["60", "sector"], ["61", "sector"], ["62", "sector"], ["63", "sector"], ["64", "sector"], ["65", "sector"], ["66", "sector"], ["67", "sector"], ["68", "sector"], ["69", "sector"], ["70", "sector"], ["71", "sector"], ["72", "sector"], ["73", "sector"], ["74", "sector"], ["75", "sector"], ["76", "sector"], ["77", "sector"], ["78", "sector"], ["79", "sector"], ["80", "sector"], ["81", "sector"], ["82", "sector"], ["83", "sector"], ["84", "sector"], ["85", "sector"], ["86", "sector"], ["87", "sector"], ["88", "sector"], ["89", "sector"], ["90", "sector"], ["91", "sector"], ["92", "sector"], ["93", "sector"], ["94", "sector"], ["95", "sector"], ["96", "sector"], ["97", "sector"], ["98", "sector"], ["99", "sector"], ["100", "sector"], ["101", "sector"], ["102", "sector"], ["103", "sector"], ["104", "sector"], ["105", "sector"], ["106", "sector"], ["107", "sector"], ["108", "sector"], ["109", "sector"], ["110", "sector"], ["111", "sector"], ["112", "sector"], ["113", "sector"], ["114", "sector"], ["115", "sector"], ["116", "sector"], ["117", "sector"], ["118", "sector"], ["119", "sector"], ["120", "sector"], ["121", "sector"], ["122", "sector"], ["123", "sector"], ["124", "sector"], ["125", "sector"], ["126", "sector"], ["127", "sector"], ["128", "sector"], ["129", "sector"], ["130", "sector"], ["131", "sector"], ["132", "sector"], ["133", "sector"], ["134", "sector"], ["135", "sector"], ["136", "sector"], ["137", "sector"], ["138", "sector"], ["139", "sector"], ["140", "sector"], ["141", "sector"], ["142", "sector"], ["143", "sector"], ["144", "sector"], ["145", "sector"], ["146", "sector"], ["147", "sector"], ["148", "sector"], ["149", "sector"], ["150", "sector"]], "preserve": true, "weight": 1.0}]}""")


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
