#!/usr/bin/env python
"""GovBench evaluation script: python eval.py --expected GT --processed OUT -> {"eval_score": x}."""
import argparse
import csv
import hashlib
import json
import math
import sys
from collections import Counter

CONFIG = json.loads(r"""{"components": [{"name": "s1_derive_column:derive_column", "kind": "cells", "key": "entry", "targets": [["2", "total"], ["3", "total"], ["4", "total"], ["5", "total"], ["6", "total"], ["7", "total"], ["8", "total"], ["9", "total"], ["10", "total"], ["11", "total"], ["12", "total"], ["13", "total"], ["14", "total"], ["15", "total"], ["16", "total"], ["17", "total"], ["18", "total"], ["19", "total"], ["20", "total"], ["21", "total"], ["22", "total"], ["23", "total"], ["24", "total"], ["25", "total"], ["26", "total"], ["27", "total"], ["28", "total"], ["29", "total"], ["30", "total"], ["31", "total"], ["32", "total"], ["34", "total"], ["35", "total"], ["36", "total"], ["37", "total"], ["38", "total"], ["39", "total"], ["41", "total"], ["42", "total"], ["43", "total"], ["44", "total"], ["45", "total"], ["46", "total"], ["47", "total"], ["48", "total"], ["49", "total"], ["50", "total"], ["51", "total"], ["52", "total"], ["53", "total"], ["54", "total"], ["55", "total"], ["56", "total"], ["57", "total"], ["58", "total"], ["59", "total"], ["60", "total"], ["62", "total"], ["63", "total"], ["64", "total"], ["65", "total"], ["66", "total"], ["67", "total"], ["68", "total"], ["70", "total"], ["71", "total"], ["72", "total"], ["73", "total"], ["74", "total"], ["75", "total"], ["76", "total"], ["77", "total"], ["78", "total"], ["79", "total"], ["80", "total"], ["82", "total"], ["83", "total"], ["84", "total"], ["85", "total"], ["86", "total"], ["87", "total"], ["88", "total"], ["89", "total"], ["90", "total"], ["91", "total"], ["92", "total"], ["93", "total"], ["94", "total"], ["95", "total"], ["96", "total"], ["97", "total"], ["98", "total"], ["99", "total"], ["100", "total"], ["101", "total"], ["102", "total"], ["103", "total"], ["104", "total"], ["105", "total"], ["106", "total"], ["107", "total"], ["108", "total"], ["109", "total"], ["110", "total"], ["111", "total"], ["112", "total"], ["113", "total"], ["114", "total"], ["115", "total"], ["116", "total"], ["117", "total"], ["118", "total"], ["119", "total"], ["120", "total"], ["121", "total"], ["122", "total"], ["123", "total"], ["125", "total"], ["126", "total"], ["127", "total"], ["128", "total"], ["130", "total"], ["131", "total"], ["132", "total"], ["133", "total"], ["134", "total"], ["135", "total"], ["136", "total"], ["138", "total"], ["139", "total"], ["140", "total"], ["141", "total"], ["142", "total"], ["143", "total"], ["144", "total"], ["145", "total"], ["146", "total"], ["147", "total"], ["148", "total"], ["149", "total"], ["150", "total"], ["151", "total"], ["152", "total"], ["153", "total"], ["154", "total"], ["155", "total"], ["156", "total"], ["157", "total"], ["158", "total"], ["159", "total"], ["160", "total"], ["161", "total"], ["162", "total"], ["164", "total"], ["165", "total"], ["166", "total"], ["167", "total"], ["168", "total"], ["169", "total"], ["170", "total"], ["171", "total"], ["172", "total"], ["173", "total"], ["174", "total"], ["175", "total"], ["176", "total"], ["177", "total"], ["178", "total"], ["179", "total"], ["180", "total"], ["181", "total"], ["182", "total"], ["183", "total"], ["184", "total"], ["185", "total"], ["186", "total"], ["187", "total"], ["188", "total"], ["189", "total"], ["190", "total"], ["191", "total"], ["192", "total"], ["193", "total"], ["194", "total"], ["195", "total"], ["196", "total"], ["197", "total"], ["198", "total"], ["199", "total"], ["200", "total"], ["201", "total"], ["202", "total"], ["204", "total"], ["205", "total"], ["206", "total"], ["207", "total"], ["209", "total"], ["210", "total"], ["211", "total"], ["213", "total"], ["214", "total"], ["215", "total"], ["216", "total"], ["217", "total"], ["218", "total"], ["219", "total"], ["220", "total"], ["221", "total"], ["223", "total"], ["224", "total"], ["225", "total"], ["226", "total"], ["227", "total"], ["228", "total"], ["229", "total"], ["230", "total"], ["231", "total"], ["232", "total"], ["233", "total"], ["234", "total"], ["235", "total"], ["236", "total"], ["237", "total"], ["238", "total"], ["239", "total"], ["240", "total"], ["241", "total"], ["242", "total"], ["243", "total"], ["244", "total"], ["245", "total"], ["246", "total"], ["247", "total"], ["248", "total"], ["249", "total"], ["250", "total"]], "preserve": false, "weight": 1.0}, {"name": "s2_filter_rows:filter_rows", "kind": "removal", "identity": ["entry"], "removed": ["1", "124", "129", "137", "163", "203", "208", "212", "222", "33", "40", "61", "69", "81"], "weight": 1.0}]}""")


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
