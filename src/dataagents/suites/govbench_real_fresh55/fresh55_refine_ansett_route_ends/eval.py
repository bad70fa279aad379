#!/usr/bin/env python
"""GovBench evaluation script: python eval.py --expected GT --processed OUT -> {"eval_score": x}."""
import argparse
import csv
import hashlib
import json
import math
import sys
from collections import Counter

CONFIG = json.loads(r"""{"components": [{"name": "s1_split_column:split_column", "kind": "cells", "key": "line", "targets": [["1", "origin"], ["1", "destination"], ["2", "origin"], ["2", "destination"], ["3", "origin"], ["3", "destination"], ["4", "origin"], ["4", "destination"], ["5", "origin"], ["5", "destination"], ["6", "origin"], ["6", "destination"], ["7", "origin"], ["7", "destination"], ["8", "origin"], ["8", "destination"], ["9", "origin"], ["9", "destination"], ["10", "origin"], ["10", "destination"], ["11", "origin"], ["11", "destination"], ["12", "origin"], ["12", "destination"], ["13", "origin"], ["13", "destination"], ["14", "origin"], ["14", "destination"], ["15", "origin"], ["15", "destination"], ["16", "origin"], ["16", "destination"], ["17", "origin"], ["17", "destination"], ["18", "origin"], ["18", "destination"], ["19", "origin"], ["19", "destination"], ["20", "origin"], ["20", "destination"], ["21", "origin"], ["21", "destination"], ["22", "origin"], ["22", "destination"], ["23", "origin"], ["23", "destination"], ["24", "origin"], ["24", "destination"], ["25", "origin"], ["25", "destination"], ["26", "origin"], ["26", "destination"], ["27", "origin"], ["27", "destination"], ["28", "origin"], ["28", "destination"], ["29", "origin"], ["29", "destination"], ["30", "origin"], ["30", "destination"], ["31", "origin"], ["31", "destination"], ["32", "origin"], ["32", "destination"], ["33", "origin"], ["33", "destination"], ["34", "origin"], ["34", "destination"], ["35", "origin"], ["35", "destination"], ["36", "origin"], ["36", "destination"], ["37", "origin"], ["37", "destination"], ["38", "origin"], ["38", "destination"], ["39", "origin"], ["39", "destination"], ["40", "origin"], ["40", "destination"], ["41", "origin"], ["41", "destination"], ["42", "origin"], ["42", "destination"], ["43", "origin"], ["43", "destination"], ["44", "origin"], ["44", "destination"], ["45", "origin"], ["45", "destination"], ["46", "origin"], ["46", "destination"], ["47", "origin"], ["47", "destination"], ["48", "origin"], ["48", "destination"], ["49", "origin"], ["49", "destination"], ["50", "origin"], ["50", "destination"], ["51", "origin"], ["51", "destination"], ["52", "origin"], ["52", "destination"], ["53", "origin"], ["53", "destination"], ["54", "origin"], ["54", "destination"], ["55", "origin"], ["55", "destination"], ["56", "origin"], ["56", "destination"], ["57", "origin"], ["57", "destination"], ["58", "origin"], ["58", "destination"], ["59", "origin"], ["59", "destination"], ["60", "origin"], ["60", "destination"], ["61", "origin"], ["61", "destination"], ["62", "origin"], ["62", "destination"], ["63", "origin"], ["63", "destination"], ["64", "origin"], ["64", "destination"], ["65", "origin"], ["65", "destination"], ["66", "origin"], ["66", "destination"], ["67", "origin"], ["67", "destination"], ["68", "origin"], ["68", "destination"], ["69", "origin"], ["69", "destination"], ["70", "origin"], ["70", "destination"], ["71", "origin"], ["71", "destination"], ["72", "origin"], ["72", "destination"], ["73", "origin"], ["73", "destination"], ["74", "origin"], ["74", "destination"], ["75", "origin"], ["75", "destination"], ["76", "origin"], ["76", "destination"], ["77", "origin"], ["77", "destination"], ["78", "origin"], ["78", "destination"], ["79", "origin"], ["79", "destination"], ["80", "origin"], ["80", "destination"], ["81", "origin"], ["81", "destination"], ["82", "origin"], ["82", "destination"], ["83", "origin"], ["83", "destination"], ["84", "origin"], ["84", "destination"], ["85", "origin"], ["85", "destination"], ["86", "origin"], ["86", "destination"], ["87", "origin"], ["87", "destination"], ["88", "origin"], ["88", "destination"], ["89", "origin"], ["89", "destination"], ["90", "origin"], ["90", "destination"], ["91", "origin"], ["91", "destination"], ["92", "origin"], ["92", "destination"], ["93", "origin"], ["93", "destination"], ["94", "origin"], ["94", "destination"], ["95", "origin"], ["95", "destination"], ["96", "origin"], ["96", "destination"], ["97", "origin"], ["97", "destination"], ["98", "origin"], ["98", "destination"], ["99", "origin"], ["99", "destination"], ["100", "origin"], ["100", "destination"], ["101", "origin"], ["101", "destination"], ["102", "origin"], ["102", "destination"], ["103", "origin"], ["103", "destination"], ["104", "origin"], ["104", "destination"], ["105", "origin"], ["105", "destination"], ["106", "origin"], ["106", "destination"], ["107", "origin"], ["107", "destination"], ["108", "origin"], ["108", "destination"], ["109", "origin"], ["109", "destination"], ["110", "origin"], ["110", "destination"], ["111", "origin"], ["111", "destination"], ["112", "origin"], ["112", "destination"], ["113", "origin"], ["113", "destination"], ["114", "origin"], ["114", "destination"], ["115", "origin"], ["115", "destination"], ["116", "origin"], ["116", "destination"], ["117", "origin"], ["117", "destination"], ["118", "origin"], ["118", "destination"], ["119", "origin"], ["119", "destination"], ["120", "origin"], ["120", "destination"], ["121", "origin"], ["121", "destination"], ["122", "origin"], ["122", "destination"], ["123", "origin"], ["123", "destination"], ["124", "origin"], ["124", "destination"], ["125", "origin"], ["125", "destination"], ["126", "origin"], ["126", "destination"], ["127", "origin"], ["127", "destination"], ["128", "origin"], ["128", "destination"], ["129", "origin"], ["129", "destination"], ["130", "origin"], ["130", "destination"], ["131", "origin"], ["131", "destination"], ["132", "origin"], ["132", "destination"], ["133", "origin"], ["133", "destination"], ["134", "origin"], ["134", "destination"], ["135", "origin"], ["135", "destination"], ["136", "origin"], ["136", "destination"], ["137", "origin"], ["137", "destination"], ["138", "origin"], ["138", "destination"], ["139", "origin"], ["139", "destination"], ["140", "origin"], ["140", "destination"], ["141", "origin"], ["141", "destination"], ["142", "origin"], ["142", "destination"], ["143", "origin"], ["143", "destination"], ["144", "origin"], ["144", "destination"], ["145", "origin"], ["145", "destination"], ["146", "origin"], ["146", "destination"], ["147", "origin"], ["147", "destination"], ["148", "origin"], ["148", "destination"], ["149", "origin"], ["149", "destination"], ["150", "origin"], ["150", "destination"], ["151", "origin"], ["151", "destination"], ["152", "origin"], ["152", "destination"], ["153", "origin"], ["153", "destination"], ["154", "origin"], ["154", "destination"], ["155", "origin"], ["155", "destination"], ["156", "origin"], ["156", "destination"], ["157", "origin"], ["157", "destination"], ["158", "origin"], ["158", "destination"], ["159", "origin"], ["159", "destination"], ["160", "origin"], ["160", "destination"], ["161", "origin"], ["161", "destination"], ["162", "origin"], ["162", "destination"], ["163", "origin"], ["163", "destination"], ["164", "origin"], ["164", "destination"], ["165", "origin"], ["165", "destination"], ["166", "origin"], ["166", "destination"], ["167", "origin"], ["167", "destination"], ["168", "origin"], ["168", "destination"], ["169", "origin"], ["169", "destination"], ["170", "origin"], ["170", "destination"], ["171", "origin"], ["171", "destination"], ["172", "origin"], ["172", "destination"], ["173", "origin"], ["173", "destination"], ["174", "origin"], ["174", "destination"], ["175", "origin"], ["175", "destination"], ["176", "origin"], ["176", "destination"], ["177", "origin"], ["177", "destination"], ["178", "origin"], ["178", "destination"], ["179", "origin"], ["179", "destination"], ["180", "origin"], ["180", "destination"], ["181", "origin"], ["181", "destination"], ["182", "origin"], ["182", "destination"], ["183", "origin"], ["183", "destination"], ["184", "origin"], ["184", "destination"], ["185", "origin"], ["185", "destination"], ["186", "origin"], ["186", "destination"], ["187", "origin"], ["187", "destination"], ["188", "origin"], ["188", "destination"], ["189", "origin"], ["189", "destination"], ["190", "origin"], ["190", "destination"], ["191", "origin"], ["191", "destination"], ["192", "origin"], ["192", "destination"], ["193", "origin"], ["193", "destination"], ["194", "origin"], ["194", "destination"], ["195", "origin"], ["195", "destination"], ["196", "origin"], ["196", "destination"], ["197", "origin"], ["197", "destination"], ["198", "origin"], ["198", "destination"], ["199", "origin"], ["199", "destination"], ["200", "origin"], ["200", "destination"]], "preserve": true, "weight": 1.0}]}""")


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
