#!/usr/bin/env python
"""GovBench evaluation script: python eval.py --expected GT --processed OUT -> {"eval_score": x}."""
import argparse
import csv
import hashlib
import json
import math
import sys
from collections import Counter

CONFIG = json.loads(r"""{"components": [{"name": "s1_standardize_date:standardize_date", "kind": "cells", "key": "record", "targets": [["1", "specimen_collection_date"], ["2", "specimen_collection_date"], ["3", "specimen_collection_date"], ["4", "specimen_collection_date"], ["5", "specimen_collection_date"], ["6", "specimen_collection_date"], ["7", "specimen_collection_date"], ["8", "specimen_collection_date"], ["9", "specimen_collection_date"], ["10", "specimen_collection_date"], ["11", "specimen_collection_date"], ["12", "specimen_collection_date"], ["13", "specimen_collection_date"], ["14", "specimen_collection_date"], ["15", "specimen_collection_date"], ["16", "specimen_collection_date"], ["17", "specimen_collection_date"], ["18", "specimen_collection_date"], ["19", "specimen_collection_date"], ["20", "specimen_collection_date"], ["21", "specimen_collection_date"], ["22", "specimen_collection_date"], ["23", "specimen_collection_date"], ["24", "specimen_collection_date"], ["25", "specimen_collection_date"], ["26", "specimen_collection_date"], ["27", "specimen_collection_date"], ["28", "specimen_collection_date"], ["29", "specimen_collection_date"], ["30", "specimen_collection_date"], ["31", "specimen_collection_date"], ["32", "specimen_collection_date"], ["33", "specimen_collection_date"], ["34", "specimen_collection_date"], ["35", "specimen_collection_date"], ["36", "specimen_collection_date"], ["37", "specimen_collection_date"], ["38", "specimen_collection_date"], ["39", "specimen_collection_date"], ["40", "specimen_collection_date"], ["41", "specimen_collection_date"], ["42", "specimen_collection_date"], ["43", "specimen_collection_date"], ["44", "specimen_collection_date"], ["45", "specimen_collection_date"], ["46", "specimen_collection_date"], ["47", "specimen_collection_date"], ["48", "specimen_collection_date"], ["49", "specimen_collection_date"], ["50", "specimen_collection_date"], ["51", "specimen_collection_date"], ["52", "specimen_collection_date"], ["53", "specimen_collection_date"], ["54", "specimen_collection_date"], ["55", "specimen_collection_date"], ["56", "specimen_collection_date"], ["57", "specimen_collection_date"], ["58", "specimen_collection_date"], ["59", "specimen_collection_date"], ["60", "specimen_collection_date"], ["61", "specimen_collection_date"], ["62", "specimen_collection_date"], ["63", "specimen_collection_date"], ["64", "specimen_collection_date"], ["65", "specimen_collection_date"], ["66", "specimen_collection_date"], ["67", "specimen_collection_date"], ["68", "specimen_collection_date"], ["69", "specimen_collection_date"], ["70", "specimen_collection_date"], ["71", "specimen_collection_date"], ["72", "specimen_collection_date"], ["73", "specimen_collection_date"], ["74", "specimen_collection_date"], ["75", "specimen_collection_date"], ["76", "specimen_collection_date"], ["77", "specimen_collection_date"], ["78", "specimen_collection_date"], ["79", "specimen_collection_date"], ["80", "specimen_collection_date"], ["81", "specimen_collection_date"], ["82", "specimen_collection_date"], ["83", "specimen_collection_date"], ["84", "specimen_collection_date"], ["85", "specimen_collection_date"], ["86", "specimen_collection_date"], ["87", "specimen_collection_date"], ["88", "specimen_collection_date"], ["89", "specimen_collection_date"], ["90", "specimen_collection_date"], ["91", "specimen_collection_date"], ["92", "specimen_collection_date"], ["93", "specimen_collection_date"], ["94", "specimen_collection_date"], ["95", "specimen_collection_date"], ["96", "specimen_collection_date"], ["97", "specimen_collection_date"], ["98", "specimen_collection_date"], ["99", "specimen_collection_date"], ["100", "specimen_collection_date"], ["101", "specimen_collection_date"], ["102", "specimen_collection_date"], ["103", "specimen_collection_date"], ["104", "specimen_collection_date"], ["105", "specimen_collection_date"], ["106", "specimen_collection_date"], ["107", "specimen_collection_date"], ["108", "specimen_collection_date"], ["109", "specimen_collection_date"], ["110", "specimen_collection_date"], ["111", "specimen_collection_date"], ["112", "specimen_collection_date"], ["113", "specimen_collection_date"], ["114", "specimen_collection_date"], ["115", "specimen_collection_date"], ["116", "specimen_collection_date"], ["117", "specimen_collection_date"], ["118", "specimen_collection_date"], ["119", "specimen_collection_date"], ["120", "specimen_collection_date"], ["121", "specimen_collection_date"], ["122", "specimen_collection_date"], ["123", "specimen_collection_date"], ["124", "specimen_collection_date"], ["125", "specimen_collection_date"], ["126", "specimen_collection_date"], ["127", "specimen_collection_date"], ["128", "specimen_collection_date"], ["129", "specimen_collection_date"], ["130", "specimen_collection_date"], ["131", "specimen_collection_date"], ["132", "specimen_collection_date"], ["133", "specimen_collection_date"], ["134", "specimen_collection_date"], ["135", "specimen_collection_date"], ["136", "specimen_collection_date"], ["137", "specimen_collection_date"], ["138", "specimen_collection_date"], ["139", "specimen_collection_date"], ["140", "specimen_collection_date"], ["141", "specimen_collection_date"], ["142", "specimen_collection_date"], ["143", "specimen_collection_date"], ["144", "specimen_collection_date"], ["145", "specimen_collection_date"], ["146", "specimen_collection_date"], ["147", "specimen_collection_date"], ["148", "specimen_collection_date"], ["149", "specimen_collection_date"], ["150", "specimen_collection_date"], ["151", "specimen_collection_date"], ["152", "specimen_collection_date"], ["153", "specimen_collection_date"], ["154", "specimen_collection_date"], ["155", "specimen_collection_date"], ["156", "specimen_collection_date"], ["157", "specimen_collection_date"], ["158", "specimen_collection_date"], ["159", "specimen_collection_date"], ["160", "specimen_collection_date"], ["161", "specimen_collection_date"], ["162", "specimen_collection_date"], ["163", "specimen_collection_date"], ["164", "specimen_collection_date"], ["165", "specimen_collection_date"], ["166", "specimen_collection_date"], ["167", "specimen_collection_date"], ["168", "specimen_collection_date"], ["169", "specimen_collection_date"], ["170", "specimen_collection_date"], ["171", "specimen_collection_date"], ["172", "specimen_collection_date"], ["173", "specimen_collection_date"], ["174", "specimen_collection_date"], ["175", "specimen_collection_date"], ["176", "specimen_collection_date"], ["177", "specimen_collection_date"], ["178", "specimen_collection_date"], ["179", "specimen_collection_date"], ["180", "specimen_collection_date"], ["181", "specimen_collection_date"], ["182", "specimen_collection_date"], ["183", "specimen_collection_date"], ["184", "specimen_collection_date"], ["185", "specimen_collection_date"], ["186", "specimen_collection_date"], ["187", "specimen_collection_date"], ["188", "specimen_collection_date"], ["189", "specimen_collection_date"], ["190", "specimen_collection_date"], ["191", "specimen_collection_date"], ["192", "specimen_collection_date"], ["193", "specimen_collection_date"], ["194", "specimen_collection_date"], ["195", "specimen_collection_date"], ["196", "specimen_collection_date"], ["197", "specimen_collection_date"], ["198", "specimen_collection_date"], ["199", "specimen_collection_date"], ["200", "specimen_collection_date"], ["201", "specimen_collection_date"], ["202", "specimen_collection_date"], ["203", "specimen_collection_date"], ["204", "specimen_collection_date"], ["205", "specimen_collection_date"], ["206", "specimen_collection_date"], ["207", "specimen_collection_date"], ["208", "specimen_collection_date"], ["209", "specimen_collection_date"], ["210", "specimen_collection_date"], ["211", "specimen_collection_date"], ["212", "specimen_collection_date"], ["213", "specimen_collection_date"], ["214", "specimen_collection_date"], ["215", "specimen_collection_date"], ["216", "specimen_collection_date"], ["217", "specimen_collection_date"], ["218", "specimen_collection_date"], ["219", "specimen_collection_date"], ["220", "specimen_collection_date"], ["221", "specimen_collection_date"], ["222", "specimen_collection_date"], ["223", "specimen_collection_date"], ["224", "specimen_collection_date"], ["225", "specimen_collection_date"], ["226", "specimen_collection_date"], ["227", "specimen_collection_date"], ["228", "specimen_collection_date"], ["229", "specimen_collection_date"], ["230", "specimen_collection_date"], ["231", "specimen_collection_date"], ["232", "specimen_collection_date"], ["233", "specimen_collection_date"], ["234", "specimen_collection_date"], ["235", "specimen_collection_date"], ["236", "specimen_collection_date"], ["237", "specimen_collection_date"], ["238", "specimen_collection_date"], ["239", "specimen_collection_date"], ["240", "specimen_collection_date"], ["241", "specimen_collection_date"], ["242", "specimen_collection_date"], ["243", "specimen_collection_date"], ["244", "specimen_collection_date"], ["245", "specimen_collection_date"], ["246", "specimen_collection_date"], ["247", "specimen_collection_date"], ["248", "specimen_collection_date"], ["249", "specimen_collection_date"], ["250", "specimen_collection_date"]], "preserve": true, "weight": 1.0}]}""")


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
