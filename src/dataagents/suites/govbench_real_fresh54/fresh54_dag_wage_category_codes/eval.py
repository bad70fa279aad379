#!/usr/bin/env python
"""GovBench evaluation script: python eval.py --expected GT --processed OUT -> {"eval_score": x}."""
import argparse
import csv
import hashlib
import json
import math
import sys
from collections import Counter

CONFIG = json.loads(r"""{"components": [{"name": "s1_map_values:map_values", "kind": "cells", "key": "worker", "targets": [["1", "maritl"], ["2", "maritl"], ["3", "maritl"], ["4", "maritl"], ["5", "maritl"], ["6", "maritl"], ["7", "maritl"], ["8", "maritl"], ["9", "maritl"], ["10", "maritl"], ["11", "maritl"], ["12", "maritl"], ["13", "maritl"], ["14", "maritl"], ["15", "maritl"], ["16", "maritl"], ["17", "maritl"], ["18", "maritl"], ["19", "maritl"], ["20", "maritl"], ["21", "maritl"], ["22", "maritl"], ["23", "maritl"], ["24", "maritl"], ["25", "maritl"], ["26", "maritl"], ["27", "maritl"], ["28", "maritl"], ["29", "maritl"], ["30", "maritl"], ["31", "maritl"], ["32", "maritl"], ["33", "maritl"], ["34", "maritl"], ["35", "maritl"], ["36", "maritl"], ["37", "maritl"], ["38", "maritl"], ["39", "maritl"], ["40", "maritl"], ["41", "maritl"], ["42", "maritl"], ["43", "maritl"], ["44", "maritl"], ["45", "maritl"], ["46", "maritl"], ["47", "maritl"], ["48", "maritl"], ["49", "maritl"], ["50", "maritl"], ["51", "maritl"], ["52", "maritl"], ["53", "maritl"], ["54", "maritl"], ["55", "maritl"], ["56", "maritl"], ["57", "maritl"], ["58", "maritl"], ["59", "maritl"], ["60", "maritl"], ["61", "maritl"], ["62", "maritl"], ["63", "maritl"], ["64", "maritl"], ["65", "maritl"], ["66", "maritl"], ["67", "maritl"], ["68", "maritl"], ["69", "maritl"], ["70", "maritl"], ["71", "maritl"], ["72", "maritl"], ["73", "maritl"], ["74", "maritl"], ["75", "maritl"], ["76", "maritl"], ["77", "maritl"], ["78", "maritl"], ["79", "maritl"], ["80", "maritl"], ["81", "maritl"], ["82", "maritl"], ["83", "maritl"], ["84", "maritl"], ["85", "maritl"], ["86", "maritl"], ["87", "maritl"], ["88", "maritl"], ["89", "maritl"], ["90", "maritl"], ["91", "maritl"], ["92", "maritl"], ["93", "maritl"], ["94", "maritl"], ["95", "maritl"], ["96", "maritl"], ["97", "maritl"], ["98", "maritl"], ["99", "maritl"], ["100", "maritl"], ["101", "maritl"], ["102", "maritl"], ["103", "maritl"], ["104", "maritl"], ["105", "maritl"], ["106", "maritl"], ["107", "maritl"], ["108", "maritl"], ["109", "maritl"], ["110", "maritl"], ["111", "maritl"], ["112", "maritl"], ["113", "maritl"], ["114", "maritl"], ["115", "maritl"], ["116", "maritl"], ["117", "maritl"], ["118", "maritl"], ["119", "maritl"], ["120", "maritl"], ["121", "maritl"], ["122", "maritl"], ["123", "maritl"], ["124", "maritl"], ["125", "maritl"], ["126", "maritl"], ["127", "maritl"], ["128", "maritl"], ["129", "maritl"], ["130", "maritl"], ["131", "maritl"], ["132", "maritl"], ["133", "maritl"], ["134", "maritl"], ["135", "maritl"], ["136", "maritl"], ["137", "maritl"], ["138", "maritl"], ["139", "maritl"], ["140", "maritl"], ["141", "maritl"], ["142", "maritl"], ["143", "maritl"], ["144", "maritl"], ["145", "maritl"], ["146", "maritl"], ["147", "maritl"], ["148", "maritl"], ["149", "maritl"], ["150", "maritl"], ["151", "maritl"], ["152", "maritl"], ["153", "maritl"], ["154", "maritl"], ["155", "maritl"], ["156", "maritl"], ["157", "maritl"], ["158", "maritl"], ["159", "maritl"], ["160", "maritl"], ["161", "maritl"], ["162", "maritl"], ["163", "maritl"], ["164", "maritl"], ["165", "maritl"], ["166", "maritl"], ["167", "maritl"], ["168", "maritl"], ["169", "maritl"], ["170", "maritl"], ["171", "maritl"], ["172", "maritl"], ["173", "maritl"], ["174", "maritl"], ["175", "maritl"], ["176", "maritl"], ["177", "maritl"], ["178", "maritl"], ["179", "maritl"], ["180", "maritl"], ["181", "maritl"], ["182", "maritl"], ["183", "maritl"], ["184", "maritl"], ["185", "maritl"], ["186", "maritl"], ["187", "maritl"], ["188", "maritl"], ["189", "maritl"], ["190", "maritl"], ["191", "maritl"], ["192", "maritl"], ["193", "maritl"], ["194", "maritl"], ["195", "maritl"], ["196", "maritl"], ["197", "maritl"], ["198", "maritl"], ["199", "maritl"], ["200", "maritl"]], "preserve": false, "weight": 1.0}, {"name": "s2_map_values:map_values", "kind": "cells", "key": "worker", "targets": [["1", "education"], ["2", "education"], ["3", "education"], ["4", "education"], ["5", "education"], ["6", "education"], ["7", "education"], ["8", "education"], ["9", "education"], ["10", "education"], ["11", "education"], ["12", "education"], ["13", "education"], ["14", "education"], ["15", "education"], ["16", "education"], ["17", "education"], ["18", "education"], ["19", "education"], ["20", "education"], ["21", "education"], ["22", "education"], ["23", "education"], ["24", "education"], ["25", "education"], ["26", "education"], ["27", "education"], ["28", "education"], ["29", "education"], ["30", "education"], ["31", "education"], ["32", "education"], ["33", "education"], ["34", "education"], ["35", "education"], ["36", "education"], ["37", "education"], ["38", "education"], ["39", "education"], ["40", "education"], ["41", "education"], ["42", "education"], ["43", "education"], ["44", "education"], ["45", "education"], ["46", "education"], ["47", "education"], ["48", "education"], ["49", "education"], ["50", "education"], ["51", "education"], ["52", "education"], ["53", "education"], ["54", "education"], ["55", "education"], ["56", "education"], ["57", "education"], ["58", "education"], ["59", "education"], ["60", "education"], ["61", "education"], ["62", "education"], ["63", "education"], ["64", "education"], ["65", "education"], ["66", "education"], ["67", "education"], ["68", "education"], ["69", "education"], ["70", "education"], ["71", "education"], ["72", "education"], ["73", "education"], ["74", "education"], ["75", "education"], ["76", "education"], ["77", "education"], ["78", "education"], ["79", "education"], ["80", "education"], ["81", "education"], ["82", "education"], ["83", "education"], ["84", "education"], ["85", "education"], ["86", "education"], ["87", "education"], ["88", "education"], ["89", "education"], ["90", "education"], ["91", "education"], ["92", "education"], ["93", "education"], ["94", "education"], ["95", "education"], ["96", "education"], ["97", "education"], ["98", "education"], ["99", "education"], ["100", "education"], ["101", "education"], ["102", "education"], ["103", "education"], ["104", "education"], ["105", "education"], ["106", "education"], ["107", "education"], ["108", "education"], ["109", "education"], ["110", "education"], ["111", "education"], ["112", "education"], ["113", "education"], ["114", "education"], ["115", "education"], ["116", "education"], ["117", "education"], ["118", "education"], ["119", "education"], ["120", "education"], ["121", "education"], ["122", "education"], ["123", "education"], ["124", "education"], ["125", "education"], ["126", "education"], ["127", "education"], ["128", "education"], ["129", "education"], ["130", "education"], ["131", "education"], ["132", "education"], ["133", "education"], ["134", "education"], ["135", "education"], ["136", "education"], ["137", "education"], ["138", "education"], ["139", "education"], ["140", "education"], ["141", "education"], ["142", "education"], ["143", "education"], ["144", "education"], ["145", "education"], ["146", "education"], ["147", "education"], ["148", "education"], ["149", "education"], ["150", "education"], ["151", "education"], ["152", "education"], ["153", "education"], ["154", "education"], ["155", "education"], ["156", "education"], ["157", "education"], ["158", "education"], ["159", "education"], ["160", "education"], ["161", "education"], ["162", "education"], ["163", "education"], ["164", "education"], ["165", "education"], ["166", "education"], ["167", "education"], ["168", "education"], ["169", "education"], ["170", "education"], ["171", "education"], ["172", "education"], ["173", "education"], ["174", "education"], ["175", "education"], ["176", "education"], ["177", "education"], ["178", "education"], ["179", "education"], ["180", "education"], ["181", "education"], ["182", "education"], ["183", "education"], ["184", "education"], ["185", "education"], ["186", "education"], ["187", "education"], ["188", "education"], ["189", "education"], ["190", "education"], ["191", "education"], ["192", "education"], ["193", "education"], ["194", "education"], ["195", "education"], ["196", "education"], ["197", "education"], ["198", "education"], ["199", "education"], ["200", "education"]], "preserve": false, "weight": 1.0}]}""")


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
