#!/usr/bin/env python
"""GovBench evaluation script: python eval.py --expected GT --processed OUT -> {"eval_score": x}."""
import argparse
import csv
import hashlib
import json
import math
import sys
from collections import Counter

CONFIG = json.loads(r"""{"components": [{"name": "s1_drop_missing:drop_missing", "kind": "removal", "identity": ["couple"], "removed": ["120", "121", "122", "129", "130", "14", "149", "153", "154", "162", "163", "164", "176", "189", "192", "194", "22", "30", "35", "45", "52", "58", "59", "66", "75", "76", "77", "8", "88"], "weight": 1.0}, {"name": "s2_convert_unit:convert_unit", "kind": "cells", "key": "couple", "targets": [["1", "ht_husband"], ["2", "ht_husband"], ["3", "ht_husband"], ["4", "ht_husband"], ["5", "ht_husband"], ["6", "ht_husband"], ["7", "ht_husband"], ["9", "ht_husband"], ["10", "ht_husband"], ["11", "ht_husband"], ["12", "ht_husband"], ["13", "ht_husband"], ["15", "ht_husband"], ["16", "ht_husband"], ["17", "ht_husband"], ["18", "ht_husband"], ["19", "ht_husband"], ["20", "ht_husband"], ["21", "ht_husband"], ["23", "ht_husband"], ["24", "ht_husband"], ["25", "ht_husband"], ["26", "ht_husband"], ["27", "ht_husband"], ["28", "ht_husband"], ["29", "ht_husband"], ["31", "ht_husband"], ["32", "ht_husband"], ["33", "ht_husband"], ["34", "ht_husband"], ["36", "ht_husband"], ["37", "ht_husband"], ["38", "ht_husband"], ["39", "ht_husband"], ["40", "ht_husband"], ["41", "ht_husband"], ["42", "ht_husband"], ["43", "ht_husband"], ["44", "ht_husband"], ["46", "ht_husband"], ["47", "ht_husband"], ["48", "ht_husband"], ["49", "ht_husband"], ["50", "ht_husband"], ["51", "ht_husband"], ["53", "ht_husband"], ["54", "ht_husband"], ["55", "ht_husband"], ["56", "ht_husband"], ["57", "ht_husband"], ["60", "ht_husband"], ["61", "ht_husband"], ["62", "ht_husband"], ["63", "ht_husband"], ["64", "ht_husband"], ["65", "ht_husband"], ["67", "ht_husband"], ["68", "ht_husband"], ["69", "ht_husband"], ["70", "ht_husband"], ["71", "ht_husband"], ["72", "ht_husband"], ["73", "ht_husband"], ["74", "ht_husband"], ["78", "ht_husband"], ["79", "ht_husband"], ["80", "ht_husband"], ["81", "ht_husband"], ["82", "ht_husband"], ["83", "ht_husband"], ["84", "ht_husband"], ["85", "ht_husband"], ["86", "ht_husband"], ["87", "ht_husband"], ["89", "ht_husband"], ["90", "ht_husband"], ["91", "ht_husband"], ["92", "ht_husband"], ["93", "ht_husband"], ["94", "ht_husband"], ["95", "ht_husband"], ["96", "ht_husband"], ["97", "ht_husband"], ["98", "ht_husband"], ["99", "ht_husband"], ["100", "ht_husband"], ["101", "ht_husband"], ["102", "ht_husband"], ["103", "ht_husband"], ["104", "ht_husband"], ["105", "ht_husband"], ["106", "ht_husband"], ["107", "ht_husband"], ["108", "ht_husband"], ["109", "ht_husband"], ["110", "ht_husband"], ["111", "ht_husband"], ["112", "ht_husband"], ["113", "ht_husband"], ["114", "ht_husband"], ["115", "ht_husband"], ["116", "ht_husband"], ["117", "ht_husband"], ["118", "ht_husband"], ["119", "ht_husband"], ["123", "ht_husband"], ["124", "ht_husband"], ["125", "ht_husband"], ["126", "ht_husband"], ["127", "ht_husband"], ["128", "ht_husband"], ["131", "ht_husband"], ["132", "ht_husband"], ["133", "ht_husband"], ["134", "ht_husband"], ["135", "ht_husband"], ["136", "ht_husband"], ["137", "ht_husband"], ["138", "ht_husband"], ["139", "ht_husband"], ["140", "ht_husband"], ["141", "ht_husband"], ["142", "ht_husband"], ["143", "ht_husband"], ["144", "ht_husband"], ["145", "ht_husband"], ["146", "ht_husband"], ["147", "ht_husband"], ["148", "ht_husband"], ["150", "ht_husband"], ["151", "ht_husband"], ["152", "ht_husband"], ["155", "ht_husband"], ["156", "ht_husband"], ["157", "ht_husband"], ["158", "ht_husband"], ["159", "ht_husband"], ["160", "ht_husband"], ["161", "ht_husband"], ["165", "ht_husband"], ["166", "ht_husband"], ["167", "ht_husband"], ["168", "ht_husband"], ["169", "ht_husband"], ["170", "ht_husband"], ["171", "ht_husband"], ["172", "ht_husband"], ["173", "ht_husband"], ["174", "ht_husband"], ["175", "ht_husband"], ["177", "ht_husband"], ["178", "ht_husband"], ["179", "ht_husband"], ["180", "ht_husband"], ["181", "ht_husband"], ["182", "ht_husband"], ["183", "ht_husband"], ["184", "ht_husband"], ["185", "ht_husband"], ["186", "ht_husband"], ["187", "ht_husband"], ["188", "ht_husband"], ["190", "ht_husband"], ["191", "ht_husband"], ["193", "ht_husband"], ["195", "ht_husband"], ["196", "ht_husband"], ["197", "ht_husband"], ["198", "ht_husband"], ["199", "ht_husband"]], "preserve": false, "weight": 1.0}, {"name": "s3_convert_unit:convert_unit", "kind": "cells", "key": "couple", "targets": [["1", "ht_wife"], ["2", "ht_wife"], ["3", "ht_wife"], ["4", "ht_wife"], ["5", "ht_wife"], ["6", "ht_wife"], ["7", "ht_wife"], ["9", "ht_wife"], ["10", "ht_wife"], ["11", "ht_wife"], ["12", "ht_wife"], ["13", "ht_wife"], ["15", "ht_wife"], ["16", "ht_wife"], ["17", "ht_wife"], ["18", "ht_wife"], ["19", "ht_wife"], ["20", "ht_wife"], ["21", "ht_wife"], ["23", "ht_wife"], ["24", "ht_wife"], ["25", "ht_wife"], ["26", "ht_wife"], ["27", "ht_wife"], ["28", "ht_wife"], ["29", "ht_wife"], ["31", "ht_wife"], ["32", "ht_wife"], ["33", "ht_wife"], ["34", "ht_wife"], ["36", "ht_wife"], ["37", "ht_wife"], ["38", "ht_wife"], ["39", "ht_wife"], ["40", "ht_wife"], ["41", "ht_wife"], ["42", "ht_wife"], ["43", "ht_wife"], ["44", "ht_wife"], ["46", "ht_wife"], ["47", "ht_wife"], ["48", "ht_wife"], ["49", "ht_wife"], ["50", "ht_wife"], ["51", "ht_wife"], ["53", "ht_wife"], ["54", "ht_wife"], ["55", "ht_wife"], ["56", "ht_wife"], ["57", "ht_wife"], ["60", "ht_wife"], ["61", "ht_wife"], ["62", "ht_wife"], ["63", "ht_wife"], ["64", "ht_wife"], ["65", "ht_wife"], ["67", "ht_wife"], ["68", "ht_wife"], ["69", "ht_wife"], ["70", "ht_wife"], ["71", "ht_wife"], ["72", "ht_wife"], ["73", "ht_wife"], ["74", "ht_wife"], ["78", "ht_wife"], ["79", "ht_wife"], ["80", "ht_wife"], ["81", "ht_wife"], ["82", "ht_wife"], ["83", "ht_wife"], ["84", "ht_wife"], ["85", "ht_wife"], ["86", "ht_wife"], ["87", "ht_wife"], ["89", "ht_wife"], ["90", "ht_wife"], ["91", "ht_wife"], ["92", "ht_wife"], ["93", "ht_wife"], ["94", "ht_wife"], ["95", "ht_wife"], ["96", "ht_wife"], ["97", "ht_wife"], ["98", "ht_wife"], ["99", "ht_wife"], ["100", "ht_wife"], ["101", "ht_wife"], ["102", "ht_wife"], ["103", "ht_wife"], ["104", "ht_wife"], ["105", "ht_wife"], ["106", "ht_wife"], ["107", "ht_wife"], ["108", "ht_wife"], ["109", "ht_wife"], ["110", "ht_wife"], ["111", "ht_wife"], ["112", "ht_wife"], ["113", "ht_wife"], ["114", "ht_wife"], ["115", "ht_wife"], ["116", "ht_wife"], ["117", "ht_wife"], ["118", "ht_wife"], ["119", "ht_wife"], ["123", "ht_wife"], ["124", "ht_wife"], ["125", "ht_wife"], ["126", "ht_wife"], ["127", "ht_wife"], ["128", "ht_wife"], ["131", "ht_wife"], ["132", "ht_wife"], ["133", "ht_wife"], ["134", "ht_wife"], ["135", "ht_wife"], ["136", "ht_wife"], ["137", "ht_wife"], ["138", "ht_wife"], ["139", "ht_wife"], ["140", "ht_wife"], ["141", "ht_wife"], ["142", "ht_wife"], ["143", "ht_wife"], ["144", "ht_wife"], ["145", "ht_wife"], ["146", "ht_wife"], ["147", "ht_wife"], ["148", "ht_wife"], ["150", "ht_wife"], ["151", "ht_wife"], ["152", "ht_wife"], ["155", "ht_wife"], ["156", "ht_wife"], ["157", "ht_wife"], ["158", "ht_wife"], ["159", "ht_wife"], ["160", "ht_wife"], ["161", "ht_wife"], ["165", "ht_wife"], ["166", "ht_wife"], ["167", "ht_wife"], ["168", "ht_wife"], ["169", "ht_wife"], ["170", "ht_wife"], ["171", "ht_wife"], ["172", "ht_wife"], ["173", "ht_wife"], ["174", "ht_wife"], ["175", "ht_wife"], ["177", "ht_wife"], ["178", "ht_wife"], ["179", "ht_wife"], ["180", "ht_wife"], ["181", "ht_wife"], ["182", "ht_wife"], ["183", "ht_wife"], ["184", "ht_wife"], ["185", "ht_wife"], ["186", "ht_wife"], ["187", "ht_wife"], ["188", "ht_wife"], ["190", "ht_wife"], ["191", "ht_wife"], ["193", "ht_wife"], ["195", "ht_wife"], ["196", "ht_wife"], ["197", "ht_wife"], ["198", "ht_wife"], ["199", "ht_wife"]], "preserve": false, "weight": 1.0}]}""")


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
