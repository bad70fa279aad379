#!/usr/bin/env python
"""GovBench evaluation script: python eval.py --expected GT --processed OUT -> {"eval_score": x}."""
import argparse
import csv
import hashlib
import json
import math
import sys
from collections import Counter

CONFIG = json.loads(r"""{"components": [{"name": "s1_derive_column:derive_column", "kind": "cells", "key": "line", "targets": [["1", "seat_range"], ["2", "seat_range"], ["3", "seat_range"], ["4", "seat_range"], ["5", "seat_range"], ["6", "seat_range"], ["7", "seat_range"], ["8", "seat_range"], ["9", "seat_range"], ["10", "seat_range"], ["11", "seat_range"], ["12", "seat_range"], ["13", "seat_range"], ["14", "seat_range"], ["15", "seat_range"], ["16", "seat_range"], ["17", "seat_range"], ["18", "seat_range"], ["19", "seat_range"], ["20", "seat_range"], ["21", "seat_range"], ["22", "seat_range"], ["23", "seat_range"], ["24", "seat_range"], ["25", "seat_range"], ["26", "seat_range"], ["27", "seat_range"], ["28", "seat_range"], ["29", "seat_range"], ["30", "seat_range"], ["31", "seat_range"], ["32", "seat_range"], ["33", "seat_range"], ["34", "seat_range"], ["35", "seat_range"], ["36", "seat_range"], ["37", "seat_range"], ["38", "seat_range"], ["39", "seat_range"], ["40", "seat_range"], ["41", "seat_range"], ["42", "seat_range"], ["43", "seat_range"], ["44", "seat_range"], ["45", "seat_range"], ["46", "seat_range"], ["47", "seat_range"], ["48", "seat_range"], ["49", "seat_range"], ["50", "seat_range"], ["51", "seat_range"], ["52", "seat_range"], ["53", "seat_range"], ["54", "seat_range"], ["55", "seat_range"], ["56", "seat_range"], ["57", "seat_range"], ["58", "seat_range"], ["59", "seat_range"], ["60", "seat_range"], ["61", "seat_range"], ["62", "seat_range"], ["63", "seat_range"], ["64", "seat_range"], ["65", "seat_range"], ["66", "seat_range"], ["67", "seat_range"], ["68", "seat_range"], ["69", "seat_range"], ["70", "seat_range"], ["71", "seat_range"], ["72", "seat_range"], ["73", "seat_range"], ["74", "seat_range"], ["75", "seat_range"], ["76", "seat_range"], ["77", "seat_range"], ["78", "seat_range"], ["79", "seat_range"], ["80", "seat_range"], ["81", "seat_range"], ["82", "seat_range"], ["83", "seat_range"], ["84", "seat_range"], ["85", "seat_range"], ["86", "seat_range"], ["87", "seat_range"], ["88", "seat_range"], ["89", "seat_range"], ["90", "seat_range"], ["91", "seat_range"], ["92", "seat_range"], ["93", "seat_range"], ["94", "seat_range"], ["95", "seat_range"], ["96", "seat_range"], ["97", "seat_range"], ["98", "seat_range"], ["99", "seat_range"], ["100", "seat_range"], ["101", "seat_range"], ["102", "seat_range"], ["103", "seat_range"], ["104", "seat_range"], ["105", "seat_range"], ["106", "seat_range"], ["107", "seat_range"], ["108", "seat_range"], ["109", "seat_range"], ["110", "seat_range"], ["111", "seat_range"], ["112", "seat_range"], ["113", "seat_range"], ["114", "seat_range"], ["115", "seat_range"], ["116", "seat_range"], ["117", "seat_range"], ["118", "seat_range"], ["119", "seat_range"], ["120", "seat_range"], ["121", "seat_range"], ["122", "seat_range"], ["123", "seat_range"], ["124", "seat_range"], ["125", "seat_range"], ["126", "seat_range"], ["127", "seat_range"], ["128", "seat_range"], ["129", "seat_range"], ["130", "seat_range"], ["131", "seat_range"], ["132", "seat_range"], ["133", "seat_range"], ["134", "seat_range"], ["135", "seat_range"], ["136", "seat_range"], ["137", "seat_range"], ["138", "seat_range"], ["139", "seat_range"], ["140", "seat_range"], ["141", "seat_range"], ["142", "seat_range"], ["143", "seat_range"], ["144", "seat_range"], ["145", "seat_range"], ["146", "seat_range"], ["147", "seat_range"], ["148", "seat_range"], ["149", "seat_range"], ["150", "seat_range"], ["151", "seat_range"], ["152", "seat_range"], ["153", "seat_range"], ["154", "seat_range"], ["155", "seat_range"], ["156", "seat_range"], ["157", "seat_range"], ["158", "seat_range"], ["159", "seat_range"], ["160", "seat_range"], ["161", "seat_range"], ["162", "seat_range"], ["163", "seat_range"], ["164", "seat_range"], ["165", "seat_range"], ["166", "seat_range"], ["167", "seat_range"], ["168", "seat_range"], ["169", "seat_range"], ["170", "seat_range"], ["171", "seat_range"], ["172", "seat_range"], ["173", "seat_range"], ["174", "seat_range"], ["175", "seat_range"], ["176", "seat_range"], ["177", "seat_range"], ["178", "seat_range"], ["179", "seat_range"], ["180", "seat_range"], ["181", "seat_range"], ["182", "seat_range"], ["183", "seat_range"], ["184", "seat_range"], ["185", "seat_range"], ["186", "seat_range"], ["187", "seat_range"], ["188", "seat_range"], ["189", "seat_range"], ["190", "seat_range"], ["191", "seat_range"], ["192", "seat_range"], ["193", "seat_range"], ["194", "seat_range"], ["195", "seat_range"], ["196", "seat_range"], ["197", "seat_range"], ["198", "seat_range"], ["199", "seat_range"], ["200", "seat_range"], ["201", "seat_range"], ["202", "seat_range"], ["203", "seat_range"], ["204", "seat_range"], ["205", "seat_range"], ["206", "seat_range"], ["207", "seat_range"], ["208", "seat_range"], ["209", "seat_range"], ["210", "seat_range"], ["211", "seat_range"], ["212", "seat_range"], ["213", "seat_range"], ["214", "seat_range"], ["215", "seat_range"], ["216", "seat_range"], ["217", "seat_range"], ["218", "seat_range"], ["219", "seat_range"], ["220", "seat_range"], ["221", "seat_range"], ["222", "seat_range"], ["223", "seat_range"], ["224", "seat_range"], ["225", "seat_range"], ["226", "seat_range"], ["227", "seat_range"], ["228", "seat_range"], ["229", "seat_range"], ["230", "seat_range"], ["231", "seat_range"], ["232", "seat_range"], ["233", "seat_range"], ["234", "seat_range"], ["235", "seat_range"], ["236", "seat_range"], ["237", "seat_range"], ["238", "seat_range"], ["239", "seat_range"], ["240", "seat_range"], ["241", "seat_range"], ["242", "seat_range"], ["243", "seat_range"], ["244", "seat_range"], ["245", "seat_range"], ["246", "seat_range"], ["247", "seat_range"], ["248", "seat_range"], ["249", "seat_range"], ["250", "seat_range"]], "preserve": true, "weight": 1.0}]}""")


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
