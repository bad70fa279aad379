#!/usr/bin/env python
"""GovBench evaluation script: python eval.py --expected GT --processed OUT -> {"eval_score": x}."""
import argparse
import csv
import hashlib
import json
import math
import sys
from collections import Counter

CONFIG = json.loads(r"""{"components": [{"name": "s1_map_values:map_values", "kind": "cells", "key": "patient", "targets": [["1", "event"], ["2", "event"], ["3", "event"], ["4", "event"], ["5", "event"], ["6", "event"], ["7", "event"], ["8", "event"], ["9", "event"], ["10", "event"], ["11", "event"], ["12", "event"], ["13", "event"], ["14", "event"], ["15", "event"], ["16", "event"], ["17", "event"], ["18", "event"], ["19", "event"], ["20", "event"], ["21", "event"], ["22", "event"], ["23", "event"], ["24", "event"], ["25", "event"], ["26", "event"], ["27", "event"], ["28", "event"], ["29", "event"], ["30", "event"], ["31", "event"], ["32", "event"], ["33", "event"], ["34", "event"], ["35", "event"], ["36", "event"], ["37", "event"], ["38", "event"], ["39", "event"], ["40", "event"], ["41", "event"], ["42", "event"], ["43", "event"], ["44", "event"], ["45", "event"], ["46", "event"], ["47", "event"], ["48", "event"], ["49", "event"], ["50", "event"], ["51", "event"], ["52", "event"], ["53", "event"], ["54", "event"], ["55", "event"], ["56", "event"], ["57", "event"], ["58", "event"], ["59", "event"], ["60", "event"], ["61", "event"], ["62", "event"], ["63", "event"], ["64", "event"], ["65", "event"], ["66", "event"], ["67", "event"], ["68", "event"], ["69", "event"], ["70", "event"], ["71", "event"], ["72", "event"], ["73", "event"], ["74", "event"], ["75", "event"], ["76", "event"], ["77", "event"], ["78", "event"], ["79", "event"], ["80", "event"], ["81", "event"], ["82", "event"], ["83", "event"], ["84", "event"], ["85", "event"], ["86", "event"], ["87", "event"], ["88", "event"], ["89", "event"], ["90", "event"], ["91", "event"], ["92", "event"], ["93", "event"], ["94", "event"], ["95", "event"], ["96", "event"], ["97", "event"], ["98", "event"], ["99", "event"], ["100", "event"], ["101", "event"], ["102", "event"], ["103", "event"], ["104", "event"], ["105", "event"], ["106", "event"], ["107", "event"], ["108", "event"], ["109", "event"], ["110", "event"], ["111", "event"], ["112", "event"], ["113", "event"], ["114", "event"], ["115", "event"], ["116", "event"], ["117", "event"], ["118", "event"], ["119", "event"], ["120", "event"], ["121", "event"], ["122", "event"], ["123", "event"], ["124", "event"], ["125", "event"], ["126", "event"], ["127", "event"], ["128", "event"], ["129", "event"], ["130", "event"], ["131", "event"], ["132", "event"], ["133", "event"], ["134", "event"], ["135", "event"], ["136", "event"], ["137", "event"], ["138", "event"], ["139", "event"], ["140", "event"], ["141", "event"], ["142", "event"], ["143", "event"], ["144", "event"], ["145", "event"], ["146", "event"], ["147", "event"], ["148", "event"], ["149", "event"], ["150", "event"], ["151", "event"], ["152", "event"], ["153", "event"], ["154", "event"], ["155", "event"], ["156", "event"], ["157", "event"], ["158", "event"], ["159", "event"], ["160", "event"], ["161", "event"], ["162", "event"], ["163", "event"], ["164", "event"], ["165", "event"], ["166", "event"], ["167", "event"], ["168", "event"], ["169", "event"], ["170", "event"], ["171", "event"], ["172", "event"], ["173", "event"], ["174", "event"], ["175", "event"], ["176", "event"], ["177", "event"], ["178", "event"], ["179", "event"], ["180", "event"], ["181", "event"], ["182", "event"], ["183", "event"], ["184", "event"], ["185", "event"], ["186", "event"], ["187", "event"], ["188", "event"], ["189", "event"], ["190", "event"], ["191", "event"], ["192", "event"], ["193", "event"], ["194", "event"], ["195", "event"], ["196", "event"], ["197", "event"], ["198", "event"], ["199", "event"], ["200", "event"], ["201", "event"], ["202", "event"], ["203", "event"], ["204", "event"], ["205", "event"], ["206", "event"], ["207", "event"], ["208", "event"], ["209", "event"], ["210", "event"], ["211", "event"], ["212", "event"], ["213", "event"], ["214", "event"], ["215", "event"], ["216", "event"], ["217", "event"], ["218", "event"], ["219", "event"], ["220", "event"], ["221", "event"], ["222", "event"], ["223", "event"], ["224", "event"], ["225", "event"], ["226", "event"], ["227", "event"], ["228", "event"], ["229", "event"], ["230", "event"], ["231", "event"], ["232", "event"], ["233", "event"], ["234", "event"], ["235", "event"], ["236", "event"], ["237", "event"], ["238", "event"], ["239", "event"], ["240", "event"], ["241", "event"], ["242", "event"], ["243", "event"], ["244", "event"], ["245", "event"], ["246", "event"], ["247", "event"], ["248", "event"], ["249", "event"], ["250", "event"]], "preserve": true, "weight": 1.0}]}""")


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
