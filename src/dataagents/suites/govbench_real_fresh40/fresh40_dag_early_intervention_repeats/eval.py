#!/usr/bin/env python
"""GovBench evaluation script: python eval.py --expected GT --processed OUT -> {"eval_score": x}."""
import argparse
import csv
import hashlib
import json
import math
import sys
from collections import Counter

CONFIG = json.loads(r"""{"components": [{"name": "s1_dedup_exact:dedup_exact", "kind": "removal", "identity": ["visit"], "removed": ["116", "177", "181", "192", "215"], "weight": 1.0}, {"name": "s2_map_values:map_values", "kind": "cells", "key": "visit", "targets": [["1", "trt"], ["2", "trt"], ["3", "trt"], ["4", "trt"], ["5", "trt"], ["6", "trt"], ["7", "trt"], ["8", "trt"], ["9", "trt"], ["10", "trt"], ["11", "trt"], ["12", "trt"], ["13", "trt"], ["14", "trt"], ["15", "trt"], ["16", "trt"], ["17", "trt"], ["18", "trt"], ["19", "trt"], ["20", "trt"], ["21", "trt"], ["22", "trt"], ["23", "trt"], ["24", "trt"], ["25", "trt"], ["26", "trt"], ["27", "trt"], ["28", "trt"], ["29", "trt"], ["30", "trt"], ["31", "trt"], ["32", "trt"], ["33", "trt"], ["34", "trt"], ["35", "trt"], ["36", "trt"], ["37", "trt"], ["38", "trt"], ["39", "trt"], ["40", "trt"], ["41", "trt"], ["42", "trt"], ["43", "trt"], ["44", "trt"], ["45", "trt"], ["46", "trt"], ["47", "trt"], ["48", "trt"], ["49", "trt"], ["50", "trt"], ["51", "trt"], ["52", "trt"], ["53", "trt"], ["54", "trt"], ["55", "trt"], ["56", "trt"], ["57", "trt"], ["58", "trt"], ["59", "trt"], ["60", "trt"], ["61", "trt"], ["62", "trt"], ["63", "trt"], ["64", "trt"], ["65", "trt"], ["66", "trt"], ["67", "trt"], ["68", "trt"], ["69", "trt"], ["70", "trt"], ["71", "trt"], ["72", "trt"], ["73", "trt"], ["74", "trt"], ["75", "trt"], ["76", "trt"], ["77", "trt"], ["78", "trt"], ["79", "trt"], ["80", "trt"], ["81", "trt"], ["82", "trt"], ["83", "trt"], ["84", "trt"], ["85", "trt"], ["86", "trt"], ["87", "trt"], ["88", "trt"], ["89", "trt"], ["90", "trt"], ["91", "trt"], ["92", "trt"], ["93", "trt"], ["94", "trt"], ["95", "trt"], ["96", "trt"], ["97", "trt"], ["98", "trt"], ["99", "trt"], ["100", "trt"], ["101", "trt"], ["102", "trt"], ["103", "trt"], ["104", "trt"], ["105", "trt"], ["106", "trt"], ["107", "trt"], ["108", "trt"], ["109", "trt"], ["110", "trt"], ["111", "trt"], ["112", "trt"], ["113", "trt"], ["114", "trt"], ["115", "trt"], ["116", "trt"], ["117", "trt"], ["118", "trt"], ["119", "trt"], ["120", "trt"], ["121", "trt"], ["122", "trt"], ["123", "trt"], ["124", "trt"], ["125", "trt"], ["126", "trt"], ["127", "trt"], ["128", "trt"], ["129", "trt"], ["130", "trt"], ["131", "trt"], ["132", "trt"], ["133", "trt"], ["134", "trt"], ["135", "trt"], ["136", "trt"], ["137", "trt"], ["138", "trt"], ["139", "trt"], ["140", "trt"], ["141", "trt"], ["142", "trt"], ["143", "trt"], ["144", "trt"], ["145", "trt"], ["146", "trt"], ["147", "trt"], ["148", "trt"], ["149", "trt"], ["150", "trt"], ["151", "trt"], ["152", "trt"], ["153", "trt"], ["154", "trt"], ["155", "trt"], ["156", "trt"], ["157", "trt"], ["158", "trt"], ["159", "trt"], ["160", "trt"], ["161", "trt"], ["162", "trt"], ["163", "trt"], ["164", "trt"], ["165", "trt"], ["166", "trt"], ["167", "trt"], ["168", "trt"], ["169", "trt"], ["170", "trt"], ["171", "trt"], ["172", "trt"], ["173", "trt"], ["174", "trt"], ["175", "trt"], ["176", "trt"], ["177", "trt"], ["178", "trt"], ["179", "trt"], ["180", "trt"], ["181", "trt"], ["182", "trt"], ["183", "trt"], ["184", "trt"], ["185", "trt"], ["186", "trt"], ["187", "trt"], ["188", "trt"], ["189", "trt"], ["190", "trt"], ["191", "trt"], ["192", "trt"], ["193", "trt"], ["194", "trt"], ["195", "trt"], ["196", "trt"], ["197", "trt"], ["198", "trt"], ["199", "trt"], ["200", "trt"], ["201", "trt"], ["202", "trt"], ["203", "trt"], ["204", "trt"], ["205", "trt"], ["206", "trt"], ["207", "trt"], ["208", "trt"], ["209", "trt"], ["210", "trt"], ["211", "trt"], ["212", "trt"], ["213", "trt"], ["214", "trt"], ["215", "trt"], ["216", "trt"], ["217", "trt"], ["218", "trt"], ["219", "trt"], ["220", "trt"], ["221", "trt"], ["222", "trt"], ["223", "trt"], ["224", "trt"], ["225", "trt"], ["226", "trt"], ["227", "trt"], ["228", "trt"], ["229", "trt"], ["230", "trt"], ["231", "trt"], ["232", "trt"], ["233", "trt"], ["234", "trt"], ["235", "trt"], ["236", "trt"], ["237", "trt"], ["238", "trt"], ["239", "trt"], ["240", "trt"]], "preserve": false, "weight": 1.0}]}""")


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
