#!/usr/bin/env python
"""GovBench evaluation script: python eval.py --expected GT --processed OUT -> {"eval_score": x}."""
import argparse
import csv
import hashlib
import json
import math
import sys
from collections import Counter

CONFIG = json.loads(r"""{"components": [{"name": "s1_dedup_key:dedup_key", "kind": "removal", "identity": ["household"], "removed": ["197", "198", "199", "200", "201", "202", "203", "204", "205", "206", "207", "208", "209", "210", "211", "212", "213", "214"], "weight": 1.0}, {"name": "s2_map_values:map_values", "kind": "cells", "key": "household", "targets": [["1", "occupation"], ["2", "occupation"], ["3", "occupation"], ["4", "occupation"], ["5", "occupation"], ["6", "occupation"], ["7", "occupation"], ["8", "occupation"], ["9", "occupation"], ["10", "occupation"], ["11", "occupation"], ["12", "occupation"], ["13", "occupation"], ["14", "occupation"], ["15", "occupation"], ["16", "occupation"], ["17", "occupation"], ["18", "occupation"], ["19", "occupation"], ["20", "occupation"], ["21", "occupation"], ["22", "occupation"], ["23", "occupation"], ["24", "occupation"], ["25", "occupation"], ["26", "occupation"], ["27", "occupation"], ["28", "occupation"], ["29", "occupation"], ["30", "occupation"], ["31", "occupation"], ["32", "occupation"], ["33", "occupation"], ["34", "occupation"], ["35", "occupation"], ["36", "occupation"], ["37", "occupation"], ["38", "occupation"], ["39", "occupation"], ["40", "occupation"], ["41", "occupation"], ["42", "occupation"], ["43", "occupation"], ["44", "occupation"], ["45", "occupation"], ["46", "occupation"], ["47", "occupation"], ["48", "occupation"], ["49", "occupation"], ["50", "occupation"], ["51", "occupation"], ["52", "occupation"], ["53", "occupation"], ["54", "occupation"], ["55", "occupation"], ["56", "occupation"], ["57", "occupation"], ["58", "occupation"], ["59", "occupation"], ["60", "occupation"], ["61", "occupation"], ["62", "occupation"], ["63", "occupation"], ["64", "occupation"], ["65", "occupation"], ["66", "occupation"], ["67", "occupation"], ["68", "occupation"], ["69", "occupation"], ["70", "occupation"], ["71", "occupation"], ["72", "occupation"], ["73", "occupation"], ["74", "occupation"], ["75", "occupation"], ["76", "occupation"], ["77", "occupation"], ["78", "occupation"], ["79", "occupation"], ["80", "occupation"], ["81", "occupation"], ["82", "occupation"], ["83", "occupation"], ["84", "occupation"], ["85", "occupation"], ["86", "occupation"], ["87", "occupation"], ["88", "occupation"], ["89", "occupation"], ["90", "occupation"], ["91", "occupation"], ["92", "occupation"], ["93", "occupation"], ["94", "occupation"], ["95", "occupation"], ["96", "occupation"], ["97", "occupation"], ["98", "occupation"], ["99", "occupation"], ["100", "occupation"], ["101", "occupation"], ["102", "occupation"], ["103", "occupation"], ["104", "occupation"], ["105", "occupation"], ["106", "occupation"], ["107", "occupation"], ["108", "occupation"], ["109", "occupation"], ["110", "occupation"], ["111", "occupation"], ["112", "occupation"], ["113", "occupation"], ["114", "occupation"], ["115", "occupation"], ["116", "occupation"], ["117", "occupation"], ["118", "occupation"], ["119", "occupation"], ["120", "occupation"], ["121", "occupation"], ["122", "occupation"], ["123", "occupation"], ["124", "occupation"], ["125", "occupation"], ["126", "occupation"], ["127", "occupation"], ["128", "occupation"], ["129", "occupation"], ["130", "occupation"], ["131", "occupation"], ["132", "occupation"], ["133", "occupation"], ["134", "occupation"], ["135", "occupation"], ["136", "occupation"], ["137", "occupation"], ["138", "occupation"], ["139", "occupation"], ["140", "occupation"], ["141", "occupation"], ["142", "occupation"], ["143", "occupation"], ["144", "occupation"], ["145", "occupation"], ["146", "occupation"], ["147", "occupation"], ["148", "occupation"], ["149", "occupation"], ["150", "occupation"], ["151", "occupation"], ["152", "occupation"], ["153", "occupation"], ["154", "occupation"], ["155", "occupation"], ["156", "occupation"], ["157", "occupation"], ["158", "occupation"], ["159", "occupation"], ["160", "occupation"], ["161", "occupation"], ["162", "occupation"], ["163", "occupation"], ["164", "occupation"], ["165", "occupation"], ["166", "occupation"], ["167", "occupation"], ["168", "occupation"], ["169", "occupation"], ["170", "occupation"], ["171", "occupation"], ["172", "occupation"], ["173", "occupation"], ["174", "occupation"], ["175", "occupation"], ["176", "occupation"], ["177", "occupation"], ["178", "occupation"], ["179", "occupation"], ["180", "occupation"], ["181", "occupation"], ["182", "occupation"], ["183", "occupation"], ["184", "occupation"], ["185", "occupation"], ["186", "occupation"], ["187", "occupation"], ["188", "occupation"], ["189", "occupation"], ["190", "occupation"], ["191", "occupation"], ["192", "occupation"], ["193", "occupation"], ["194", "occupation"], ["195", "occupation"], ["196", "occupation"], ["197", "occupation"], ["198", "occupation"], ["199", "occupation"], ["200", "occupation"], ["201", "occupation"], ["202", "occupation"], ["203", "occupation"], ["204", "occupation"], ["205", "occupation"], ["206", "occupation"], ["207", "occupation"], ["208", "occupation"], ["209", "occupation"], ["210", "occupation"], ["211", "occupation"], ["212", "occupation"], ["213", "occupation"], ["214", "occupation"], ["215", "occupation"], ["216", "occupation"], ["217", "occupation"], ["218", "occupation"], ["219", "occupation"], ["220", "occupation"], ["221", "occupation"], ["222", "occupation"], ["223", "occupation"], ["224", "occupation"], ["225", "occupation"], ["226", "occupation"], ["227", "occupation"], ["228", "occupation"], ["229", "occupation"], ["230", "occupation"], ["231", "occupation"], ["232", "occupation"], ["233", "occupation"], ["234", "occupation"], ["235", "occupation"], ["236", "occupation"], ["237", "occupation"], ["238", "occupation"], ["239", "occupation"], ["240", "occupation"]], "preserve": false, "weight": 1.0}]}""")


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
