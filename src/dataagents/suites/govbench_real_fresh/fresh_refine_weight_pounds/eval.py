#!/usr/bin/env python
"""GovBench evaluation script: python eval.py --expected GT --processed OUT -> {"eval_score": x}."""
import argparse
import csv
import hashlib
import json
import math
import sys
from collections import Counter

CONFIG = json.loads(r"""{"components": [{"name": "s1_convert_unit:convert_unit", "kind": "cells", "key": "person", "targets": [["1", "weight"], ["2", "weight"], ["3", "weight"], ["4", "weight"], ["5", "weight"], ["6", "weight"], ["7", "weight"], ["8", "weight"], ["9", "weight"], ["10", "weight"], ["11", "weight"], ["12", "weight"], ["13", "weight"], ["14", "weight"], ["15", "weight"], ["16", "weight"], ["17", "weight"], ["18", "weight"], ["19", "weight"], ["20", "weight"], ["21", "weight"], ["22", "weight"], ["23", "weight"], ["24", "weight"], ["25", "weight"], ["26", "weight"], ["27", "weight"], ["28", "weight"], ["29", "weight"], ["30", "weight"], ["31", "weight"], ["32", "weight"], ["33", "weight"], ["34", "weight"], ["35", "weight"], ["36", "weight"], ["37", "weight"], ["38", "weight"], ["39", "weight"], ["40", "weight"], ["41", "weight"], ["42", "weight"], ["43", "weight"], ["44", "weight"], ["45", "weight"], ["46", "weight"], ["47", "weight"], ["48", "weight"], ["49", "weight"], ["50", "weight"], ["51", "weight"], ["52", "weight"], ["53", "weight"], ["54", "weight"], ["55", "weight"], ["56", "weight"], ["57", "weight"], ["58", "weight"], ["59", "weight"], ["60", "weight"], ["61", "weight"], ["62", "weight"], ["63", "weight"], ["64", "weight"], ["65", "weight"], ["66", "weight"], ["67", "weight"], ["68", "weight"], ["69", "weight"], ["70", "weight"], ["71", "weight"], ["72", "weight"], ["73", "weight"], ["74", "weight"], ["75", "weight"], ["76", "weight"], ["77", "weight"], ["78", "weight"], ["79", "weight"], ["80", "weight"], ["81", "weight"], ["82", "weight"], ["83", "weight"], ["84", "weight"], ["85", "weight"], ["86", "weight"], ["87", "weight"], ["88", "weight"], ["89", "weight"], ["90", "weight"], ["91", "weight"], ["92", "weight"], ["93", "weight"], ["94", "weight"], ["95", "weight"], ["96", "weight"], ["97", "weight"], ["98", "weight"], ["99", "weight"], ["100", "weight"], ["101", "weight"], ["102", "weight"], ["103", "weight"], ["104", "weight"], ["105", "weight"], ["106", "weight"], ["107", "weight"], ["108", "weight"], ["109", "weight"], ["110", "weight"], ["111", "weight"], ["112", "weight"], ["113", "weight"], ["114", "weight"], ["115", "weight"], ["116", "weight"], ["117", "weight"], ["118", "weight"], ["119", "weight"], ["120", "weight"], ["121", "weight"], ["122", "weight"], ["123", "weight"], ["124", "weight"], ["125", "weight"], ["126", "weight"], ["127", "weight"], ["128", "weight"], ["129", "weight"], ["130", "weight"], ["131", "weight"], ["132", "weight"], ["133", "weight"], ["134", "weight"], ["135", "weight"], ["136", "weight"], ["137", "weight"], ["138", "weight"], ["139", "weight"], ["140", "weight"], ["141", "weight"], ["142", "weight"], ["143", "weight"], ["144", "weight"], ["145", "weight"], ["146", "weight"], ["147", "weight"], ["148", "weight"], ["149", "weight"], ["150", "weight"], ["151", "weight"], ["152", "weight"], ["153", "weight"], ["154", "weight"], ["155", "weight"], ["156", "weight"], ["157", "weight"], ["158", "weight"], ["159", "weight"], ["160", "weight"], ["161", "weight"], ["162", "weight"], ["163", "weight"], ["164", "weight"], ["165", "weight"], ["166", "weight"], ["167", "weight"], ["168", "weight"], ["169", "weight"], ["170", "weight"], ["171", "weight"], ["172", "weight"], ["173", "weight"], ["174", "weight"], ["175", "weight"], ["176", "weight"], ["177", "weight"], ["178", "weight"], ["179", "weight"], ["180", "weight"], ["181", "weight"], ["182", "weight"], ["183", "weight"], ["184", "weight"], ["185", "weight"], ["186", "weight"], ["187", "weight"], ["188", "weight"], ["189", "weight"], ["190", "weight"], ["191", "weight"], ["192", "weight"], ["193", "weight"], ["194", "weight"], ["195", "weight"], ["196", "weight"], ["197", "weight"], ["198", "weight"], ["199", "weight"], ["200", "weight"]], "preserve": true, "weight": 1.0}]}""")


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
