#!/usr/bin/env python
"""GovBench evaluation script: python eval.py --expected GT --processed OUT -> {"eval_score": x}."""
import argparse
import csv
import hashlib
import json
import math
import sys
from collections import Counter

CONFIG = json.loads(r"""{"components": [{"name": "s1_standardize_number:standardize_number", "kind": "cells", "key": "case", "targets": [["1", "Average Playtime Before Injury"], ["2", "Average Playtime Before Injury"], ["3", "Average Playtime Before Injury"], ["4", "Average Playtime Before Injury"], ["17", "Average Playtime Before Injury"], ["18", "Average Playtime Before Injury"], ["19", "Average Playtime Before Injury"], ["20", "Average Playtime Before Injury"], ["21", "Average Playtime Before Injury"], ["24", "Average Playtime Before Injury"], ["25", "Average Playtime Before Injury"], ["26", "Average Playtime Before Injury"], ["27", "Average Playtime Before Injury"], ["28", "Average Playtime Before Injury"], ["29", "Average Playtime Before Injury"], ["30", "Average Playtime Before Injury"], ["31", "Average Playtime Before Injury"], ["32", "Average Playtime Before Injury"], ["33", "Average Playtime Before Injury"], ["34", "Average Playtime Before Injury"], ["36", "Average Playtime Before Injury"], ["37", "Average Playtime Before Injury"], ["38", "Average Playtime Before Injury"], ["39", "Average Playtime Before Injury"], ["40", "Average Playtime Before Injury"], ["41", "Average Playtime Before Injury"], ["42", "Average Playtime Before Injury"], ["43", "Average Playtime Before Injury"], ["44", "Average Playtime Before Injury"], ["45", "Average Playtime Before Injury"], ["46", "Average Playtime Before Injury"], ["47", "Average Playtime Before Injury"], ["48", "Average Playtime Before Injury"], ["49", "Average Playtime Before Injury"], ["50", "Average Playtime Before Injury"], ["51", "Average Playtime Before Injury"], ["52", "Average Playtime Before Injury"], ["53", "Average Playtime Before Injury"], ["54", "Average Playtime Before Injury"], ["55", "Average Playtime Before Injury"], ["56", "Average Playtime Before Injury"], ["57", "Average Playtime Before Injury"], ["58", "Average Playtime Before Injury"], ["59", "Average Playtime Before Injury"], ["60", "Average Playtime Before Injury"], ["62", "Average Playtime Before Injury"], ["63", "Average Playtime Before Injury"], ["64", "Average Playtime Before Injury"], ["65", "Average Playtime Before Injury"], ["66", "Average Playtime Before Injury"], ["67", "Average Playtime Before Injury"], ["70", "Average Playtime Before Injury"], ["71", "Average Playtime Before Injury"], ["72", "Average Playtime Before Injury"], ["73", "Average Playtime Before Injury"], ["74", "Average Playtime Before Injury"], ["75", "Average Playtime Before Injury"], ["76", "Average Playtime Before Injury"], ["77", "Average Playtime Before Injury"], ["78", "Average Playtime Before Injury"], ["79", "Average Playtime Before Injury"], ["80", "Average Playtime Before Injury"], ["82", "Average Playtime Before Injury"], ["83", "Average Playtime Before Injury"], ["84", "Average Playtime Before Injury"], ["86", "Average Playtime Before Injury"], ["87", "Average Playtime Before Injury"], ["88", "Average Playtime Before Injury"], ["89", "Average Playtime Before Injury"], ["90", "Average Playtime Before Injury"], ["91", "Average Playtime Before Injury"], ["92", "Average Playtime Before Injury"], ["94", "Average Playtime Before Injury"], ["95", "Average Playtime Before Injury"], ["96", "Average Playtime Before Injury"], ["97", "Average Playtime Before Injury"], ["98", "Average Playtime Before Injury"], ["99", "Average Playtime Before Injury"], ["100", "Average Playtime Before Injury"], ["101", "Average Playtime Before Injury"], ["103", "Average Playtime Before Injury"], ["104", "Average Playtime Before Injury"], ["105", "Average Playtime Before Injury"], ["106", "Average Playtime Before Injury"], ["107", "Average Playtime Before Injury"], ["109", "Average Playtime Before Injury"], ["110", "Average Playtime Before Injury"], ["111", "Average Playtime Before Injury"], ["112", "Average Playtime Before Injury"], ["113", "Average Playtime Before Injury"], ["114", "Average Playtime Before Injury"], ["116", "Average Playtime Before Injury"], ["117", "Average Playtime Before Injury"], ["118", "Average Playtime Before Injury"], ["119", "Average Playtime Before Injury"], ["120", "Average Playtime Before Injury"], ["121", "Average Playtime Before Injury"], ["122", "Average Playtime Before Injury"], ["123", "Average Playtime Before Injury"], ["124", "Average Playtime Before Injury"], ["125", "Average Playtime Before Injury"], ["126", "Average Playtime Before Injury"], ["127", "Average Playtime Before Injury"], ["128", "Average Playtime Before Injury"], ["129", "Average Playtime Before Injury"], ["131", "Average Playtime Before Injury"], ["132", "Average Playtime Before Injury"], ["133", "Average Playtime Before Injury"], ["134", "Average Playtime Before Injury"], ["135", "Average Playtime Before Injury"], ["136", "Average Playtime Before Injury"], ["137", "Average Playtime Before Injury"], ["138", "Average Playtime Before Injury"], ["140", "Average Playtime Before Injury"], ["141", "Average Playtime Before Injury"], ["142", "Average Playtime Before Injury"], ["143", "Average Playtime Before Injury"], ["144", "Average Playtime Before Injury"], ["145", "Average Playtime Before Injury"], ["146", "Average Playtime Before Injury"], ["147", "Average Playtime Before Injury"], ["148", "Average Playtime Before Injury"], ["149", "Average Playtime Before Injury"], ["151", "Average Playtime Before Injury"], ["152", "Average Playtime Before Injury"], ["153", "Average Playtime Before Injury"], ["154", "Average Playtime Before Injury"], ["155", "Average Playtime Before Injury"], ["156", "Average Playtime Before Injury"], ["157", "Average Playtime Before Injury"], ["159", "Average Playtime Before Injury"], ["160", "Average Playtime Before Injury"], ["161", "Average Playtime Before Injury"], ["162", "Average Playtime Before Injury"], ["163", "Average Playtime Before Injury"], ["164", "Average Playtime Before Injury"], ["165", "Average Playtime Before Injury"], ["166", "Average Playtime Before Injury"], ["167", "Average Playtime Before Injury"], ["168", "Average Playtime Before Injury"], ["169", "Average Playtime Before Injury"], ["170", "Average Playtime Before Injury"], ["172", "Average Playtime Before Injury"], ["173", "Average Playtime Before Injury"], ["174", "Average Playtime Before Injury"], ["176", "Average Playtime Before Injury"], ["177", "Average Playtime Before Injury"], ["178", "Average Playtime Before Injury"], ["179", "Average Playtime Before Injury"], ["180", "Average Playtime Before Injury"], ["181", "Average Playtime Before Injury"], ["182", "Average Playtime Before Injury"], ["183", "Average Playtime Before Injury"], ["184", "Average Playtime Before Injury"], ["186", "Average Playtime Before Injury"], ["187", "Average Playtime Before Injury"], ["188", "Average Playtime Before Injury"], ["189", "Average Playtime Before Injury"], ["190", "Average Playtime Before Injury"], ["191", "Average Playtime Before Injury"], ["192", "Average Playtime Before Injury"], ["194", "Average Playtime Before Injury"], ["196", "Average Playtime Before Injury"], ["197", "Average Playtime Before Injury"], ["199", "Average Playtime Before Injury"], ["200", "Average Playtime Before Injury"]], "preserve": true, "weight": 1.0}]}""")


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
