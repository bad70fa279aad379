#!/usr/bin/env python
"""GovBench evaluation script: python eval.py --expected GT --processed OUT -> {"eval_score": x}."""
import argparse
import csv
import hashlib
import json
import math
import sys
from collections import Counter

CONFIG = json.loads(r"""{"components": [{"name": "s1_standardize_date:standardize_date", "kind": "cells", "key": "match", "targets": [["1", "date"], ["2", "date"], ["3", "date"], ["4", "date"], ["5", "date"], ["6", "date"], ["7", "date"], ["8", "date"], ["9", "date"], ["10", "date"], ["11", "date"], ["12", "date"], ["13", "date"], ["14", "date"], ["15", "date"], ["16", "date"], ["17", "date"], ["18", "date"], ["19", "date"], ["20", "date"], ["21", "date"], ["22", "date"], ["23", "date"], ["24", "date"], ["25", "date"], ["26", "date"], ["27", "date"], ["28", "date"], ["29", "date"], ["30", "date"], ["31", "date"], ["32", "date"], ["33", "date"], ["34", "date"], ["35", "date"], ["36", "date"], ["37", "date"], ["38", "date"], ["39", "date"], ["40", "date"], ["41", "date"], ["42", "date"], ["43", "date"], ["44", "date"], ["45", "date"], ["46", "date"], ["47", "date"], ["48", "date"], ["49", "date"], ["50", "date"], ["51", "date"], ["52", "date"], ["53", "date"], ["54", "date"], ["55", "date"], ["56", "date"], ["57", "date"], ["58", "date"], ["59", "date"], ["60", "date"], ["61", "date"], ["62", "date"], ["63", "date"], ["64", "date"], ["65", "date"], ["66", "date"], ["67", "date"], ["68", "date"], ["69", "date"], ["70", "date"], ["71", "date"], ["72", "date"], ["73", "date"], ["74", "date"], ["75", "date"], ["76", "date"], ["77", "date"], ["78", "date"], ["79", "date"], ["80", "date"], ["81", "date"], ["82", "date"], ["83", "date"], ["84", "date"], ["85", "date"], ["86", "date"], ["87", "date"], ["88", "date"], ["89", "date"], ["90", "date"], ["91", "date"], ["92", "date"], ["93", "date"], ["94", "date"], ["95", "date"], ["96", "date"], ["97", "date"], ["98", "date"], ["99", "date"], ["100", "date"], ["101", "date"], ["102", "date"], ["103", "date"], ["104", "date"], ["105", "date"], ["106", "date"], ["107", "date"], ["108", "date"], ["109", "date"], ["110", "date"], ["111", "date"], ["112", "date"], ["113", "date"], ["114", "date"], ["115", "date"], ["116", "date"], ["117", "date"], ["118", "date"], ["119", "date"], ["120", "date"], ["121", "date"], ["122", "date"], ["123", "date"], ["124", "date"], ["125", "date"], ["126", "date"], ["127", "date"], ["128", "date"], ["129", "date"], ["130", "date"], ["131", "date"], ["132", "date"], ["133", "date"], ["134", "date"], ["135", "date"], ["136", "date"], ["137", "date"], ["138", "date"], ["139", "date"], ["140", "date"], ["141", "date"], ["142", "date"], ["143", "date"], ["144", "date"], ["145", "date"], ["146", "date"], ["147", "date"], ["148", "date"], ["149", "date"], ["150", "date"], ["151", "date"], ["152", "date"], ["153", "date"], ["154", "date"], ["155", "date"], ["156", "date"], ["157", "date"], ["158", "date"], ["159", "date"], ["160", "date"], ["161", "date"], ["162", "date"], ["163", "date"], ["164", "date"], ["165", "date"], ["166", "date"], ["167", "date"], ["168", "date"], ["169", "date"], ["170", "date"], ["171", "date"], ["172", "date"], ["173", "date"], ["174", "date"], ["175", "date"], ["176", "date"], ["177", "date"], ["178", "date"], ["179", "date"], ["180", "date"], ["181", "date"], ["182", "date"], ["183", "date"], ["184", "date"], ["185", "date"], ["186", "date"], ["187", "date"], ["188", "date"], ["189", "date"], ["190", "date"], ["191", "date"], ["192", "date"], ["193", "date"], ["194", "date"], ["195", "date"], ["196", "date"], ["197", "date"], ["198", "date"], ["199", "date"], ["200", "date"]], "preserve": false, "weight": 1.0}, {"name": "s2_derive_column:derive_column", "kind": "cells", "key": "match", "targets": [["1", "kd_ratio"], ["2", "kd_ratio"], ["3", "kd_ratio"], ["4", "kd_ratio"], ["5", "kd_ratio"], ["6", "kd_ratio"], ["7", "kd_ratio"], ["8", "kd_ratio"], ["9", "kd_ratio"], ["10", "kd_ratio"], ["11", "kd_ratio"], ["12", "kd_ratio"], ["13", "kd_ratio"], ["14", "kd_ratio"], ["15", "kd_ratio"], ["16", "kd_ratio"], ["17", "kd_ratio"], ["18", "kd_ratio"], ["19", "kd_ratio"], ["20", "kd_ratio"], ["21", "kd_ratio"], ["22", "kd_ratio"], ["23", "kd_ratio"], ["24", "kd_ratio"], ["25", "kd_ratio"], ["26", "kd_ratio"], ["27", "kd_ratio"], ["28", "kd_ratio"], ["29", "kd_ratio"], ["30", "kd_ratio"], ["31", "kd_ratio"], ["32", "kd_ratio"], ["33", "kd_ratio"], ["34", "kd_ratio"], ["35", "kd_ratio"], ["36", "kd_ratio"], ["37", "kd_ratio"], ["38", "kd_ratio"], ["39", "kd_ratio"], ["40", "kd_ratio"], ["41", "kd_ratio"], ["42", "kd_ratio"], ["43", "kd_ratio"], ["44", "kd_ratio"], ["45", "kd_ratio"], ["46", "kd_ratio"], ["47", "kd_ratio"], ["48", "kd_ratio"], ["49", "kd_ratio"], ["50", "kd_ratio"], ["51", "kd_ratio"], ["52", "kd_ratio"], ["53", "kd_ratio"], ["54", "kd_ratio"], ["55", "kd_ratio"], ["56", "kd_ratio"], ["57", "kd_ratio"], ["58", "kd_ratio"], ["59", "kd_ratio"], ["60", "kd_ratio"], ["61", "kd_ratio"], ["62", "kd_ratio"], ["63", "kd_ratio"], ["64", "kd_ratio"], ["65", "kd_ratio"], ["66", "kd_ratio"], ["67", "kd_ratio"], ["68", "kd_ratio"], ["69", "kd_ratio"], ["70", "kd_ratio"], ["71", "kd_ratio"], ["72", "kd_ratio"], ["73", "kd_ratio"], ["74", "kd_ratio"], ["75", "kd_ratio"], ["76", "kd_ratio"], ["77", "kd_ratio"], ["78", "kd_ratio"], ["79", "kd_ratio"], ["80", "kd_ratio"], ["81", "kd_ratio"], ["82", "kd_ratio"], ["83", "kd_ratio"], ["84", "kd_ratio"], ["85", "kd_ratio"], ["86", "kd_ratio"], ["87", "kd_ratio"], ["88", "kd_ratio"], ["89", "kd_ratio"], ["90", "kd_ratio"], ["91", "kd_ratio"], ["92", "kd_ratio"], ["93", "kd_ratio"], ["94", "kd_ratio"], ["95", "kd_ratio"], ["96", "kd_ratio"], ["97", "kd_ratio"], ["98", "kd_ratio"], ["99", "kd_ratio"], ["100", "kd_ratio"], ["101", "kd_ratio"], ["102", "kd_ratio"], ["103", "kd_ratio"], ["104", "kd_ratio"], ["105", "kd_ratio"], ["106", "kd_ratio"], ["107", "kd_ratio"], ["108", "kd_ratio"], ["109", "kd_ratio"], ["110", "kd_ratio"], ["111", "kd_ratio"], ["112", "kd_ratio"], ["113", "kd_ratio"], ["114", "kd_ratio"], ["115", "kd_ratio"], ["116", "kd_ratio"], ["117", "kd_ratio"], ["118", "kd_ratio"], ["119", "kd_ratio"], ["120", "kd_ratio"], ["121", "kd_ratio"], ["122", "kd_ratio"], ["123", "kd_ratio"], ["124", "kd_ratio"], ["125", "kd_ratio"], ["126", "kd_ratio"], ["127", "kd_ratio"], ["128", "kd_ratio"], ["129", "kd_ratio"], ["130", "kd_ratio"], ["131", "kd_ratio"], ["132", "kd_ratio"], ["133", "kd_ratio"], ["134", "kd_ratio"], ["135", "kd_ratio"], ["136", "kd_ratio"], ["137", "kd_ratio"], ["138", "kd_ratio"], ["139", "kd_ratio"], ["140", "kd_ratio"], ["141", "kd_ratio"], ["142", "kd_ratio"], ["143", "kd_ratio"], ["144", "kd_ratio"], ["145", "kd_ratio"], ["146", "kd_ratio"], ["147", "kd_ratio"], ["148", "kd_ratio"], ["149", "kd_ratio"], ["150", "kd_ratio"], ["151", "kd_ratio"], ["152", "kd_ratio"], ["153", "kd_ratio"], ["154", "kd_ratio"], ["155", "kd_ratio"], ["156", "kd_ratio"], ["157", "kd_ratio"], ["158", "kd_ratio"], ["159", "kd_ratio"], ["160", "kd_ratio"], ["161", "kd_ratio"], ["162", "kd_ratio"], ["163", "kd_ratio"], ["164", "kd_ratio"], ["165", "kd_ratio"], ["166", "kd_ratio"], ["167", "kd_ratio"], ["168", "kd_ratio"], ["169", "kd_ratio"], ["170", "kd_ratio"], ["171", "kd_ratio"], ["172", "kd_ratio"], ["173", "kd_ratio"], ["174", "kd_ratio"], ["175", "kd_ratio"], ["176", "kd_ratio"], ["177", "kd_ratio"], ["178", "kd_ratio"], ["179", "kd_ratio"], ["180", "kd_ratio"], ["181", "kd_ratio"], ["182", "kd_ratio"], ["183", "kd_ratio"], ["184", "kd_ratio"], ["185", "kd_ratio"], ["186", "kd_ratio"], ["187", "kd_ratio"], ["188", "kd_ratio"], ["189", "kd_ratio"], ["190", "kd_ratio"], ["191", "kd_ratio"], ["192", "kd_ratio"], ["193", "kd_ratio"], ["194", "kd_ratio"], ["195", "kd_ratio"], ["196", "kd_ratio"], ["197", "kd_ratio"], ["198", "kd_ratio"], ["199", "kd_ratio"], ["200", "kd_ratio"]], "preserve": false, "weight": 1.0}]}""")


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
