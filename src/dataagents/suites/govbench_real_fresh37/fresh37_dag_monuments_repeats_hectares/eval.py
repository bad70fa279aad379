#!/usr/bin/env python
"""GovBench evaluation script: python eval.py --expected GT --processed OUT -> {"eval_score": x}."""
import argparse
import csv
import hashlib
import json
import math
import sys
from collections import Counter

CONFIG = json.loads(r"""{"components": [{"name": "s1_dedup_exact:dedup_exact", "kind": "removal", "identity": ["line"], "removed": ["134", "39", "44", "71"], "weight": 1.0}, {"name": "s2_scale_column:scale_column", "kind": "cells", "key": "line", "targets": [["1", "acres_affected"], ["2", "acres_affected"], ["3", "acres_affected"], ["4", "acres_affected"], ["5", "acres_affected"], ["6", "acres_affected"], ["7", "acres_affected"], ["8", "acres_affected"], ["9", "acres_affected"], ["10", "acres_affected"], ["13", "acres_affected"], ["14", "acres_affected"], ["15", "acres_affected"], ["17", "acres_affected"], ["19", "acres_affected"], ["21", "acres_affected"], ["22", "acres_affected"], ["23", "acres_affected"], ["24", "acres_affected"], ["25", "acres_affected"], ["26", "acres_affected"], ["27", "acres_affected"], ["28", "acres_affected"], ["29", "acres_affected"], ["30", "acres_affected"], ["32", "acres_affected"], ["33", "acres_affected"], ["34", "acres_affected"], ["35", "acres_affected"], ["36", "acres_affected"], ["37", "acres_affected"], ["38", "acres_affected"], ["39", "acres_affected"], ["40", "acres_affected"], ["41", "acres_affected"], ["42", "acres_affected"], ["44", "acres_affected"], ["45", "acres_affected"], ["46", "acres_affected"], ["47", "acres_affected"], ["49", "acres_affected"], ["50", "acres_affected"], ["51", "acres_affected"], ["52", "acres_affected"], ["54", "acres_affected"], ["56", "acres_affected"], ["57", "acres_affected"], ["58", "acres_affected"], ["59", "acres_affected"], ["61", "acres_affected"], ["62", "acres_affected"], ["63", "acres_affected"], ["64", "acres_affected"], ["66", "acres_affected"], ["67", "acres_affected"], ["69", "acres_affected"], ["71", "acres_affected"], ["72", "acres_affected"], ["75", "acres_affected"], ["76", "acres_affected"], ["79", "acres_affected"], ["80", "acres_affected"], ["81", "acres_affected"], ["83", "acres_affected"], ["85", "acres_affected"], ["86", "acres_affected"], ["87", "acres_affected"], ["88", "acres_affected"], ["89", "acres_affected"], ["90", "acres_affected"], ["91", "acres_affected"], ["93", "acres_affected"], ["94", "acres_affected"], ["95", "acres_affected"], ["96", "acres_affected"], ["97", "acres_affected"], ["99", "acres_affected"], ["100", "acres_affected"], ["101", "acres_affected"], ["102", "acres_affected"], ["105", "acres_affected"], ["107", "acres_affected"], ["109", "acres_affected"], ["111", "acres_affected"], ["112", "acres_affected"], ["116", "acres_affected"], ["117", "acres_affected"], ["119", "acres_affected"], ["121", "acres_affected"], ["122", "acres_affected"], ["123", "acres_affected"], ["125", "acres_affected"], ["127", "acres_affected"], ["129", "acres_affected"], ["130", "acres_affected"], ["131", "acres_affected"], ["132", "acres_affected"], ["133", "acres_affected"], ["134", "acres_affected"], ["135", "acres_affected"], ["136", "acres_affected"], ["137", "acres_affected"], ["138", "acres_affected"], ["140", "acres_affected"], ["141", "acres_affected"], ["143", "acres_affected"], ["145", "acres_affected"], ["146", "acres_affected"], ["147", "acres_affected"], ["148", "acres_affected"]], "preserve": false, "weight": 1.0}]}""")


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
