#!/usr/bin/env python
"""GovBench evaluation script: python eval.py --expected GT --processed OUT -> {"eval_score": x}."""
import argparse
import csv
import hashlib
import json
import math
import sys
from collections import Counter

CONFIG = json.loads(r"""{"components": [{"name": "s1_dedup_key:dedup_key", "kind": "removal", "identity": ["entry"], "removed": ["111", "120", "141", "143", "156", "171", "193", "26"], "weight": 1.0}, {"name": "s2_map_values:map_values", "kind": "cells", "key": "entry", "targets": [["1", "y"], ["2", "y"], ["3", "y"], ["4", "y"], ["5", "y"], ["6", "y"], ["7", "y"], ["8", "y"], ["9", "y"], ["10", "y"], ["11", "y"], ["12", "y"], ["13", "y"], ["14", "y"], ["15", "y"], ["16", "y"], ["17", "y"], ["18", "y"], ["19", "y"], ["20", "y"], ["21", "y"], ["22", "y"], ["23", "y"], ["24", "y"], ["25", "y"], ["27", "y"], ["28", "y"], ["29", "y"], ["30", "y"], ["31", "y"], ["32", "y"], ["33", "y"], ["34", "y"], ["35", "y"], ["36", "y"], ["37", "y"], ["38", "y"], ["39", "y"], ["40", "y"], ["41", "y"], ["42", "y"], ["43", "y"], ["44", "y"], ["45", "y"], ["46", "y"], ["47", "y"], ["48", "y"], ["49", "y"], ["50", "y"], ["51", "y"], ["52", "y"], ["53", "y"], ["54", "y"], ["55", "y"], ["56", "y"], ["57", "y"], ["58", "y"], ["59", "y"], ["60", "y"], ["61", "y"], ["62", "y"], ["63", "y"], ["64", "y"], ["65", "y"], ["66", "y"], ["67", "y"], ["68", "y"], ["69", "y"], ["70", "y"], ["71", "y"], ["72", "y"], ["73", "y"], ["74", "y"], ["75", "y"], ["76", "y"], ["77", "y"], ["78", "y"], ["79", "y"], ["80", "y"], ["81", "y"], ["82", "y"], ["83", "y"], ["84", "y"], ["85", "y"], ["86", "y"], ["87", "y"], ["88", "y"], ["89", "y"], ["90", "y"], ["91", "y"], ["92", "y"], ["93", "y"], ["94", "y"], ["95", "y"], ["96", "y"], ["97", "y"], ["98", "y"], ["99", "y"], ["100", "y"], ["101", "y"], ["102", "y"], ["103", "y"], ["104", "y"], ["105", "y"], ["106", "y"], ["107", "y"], ["108", "y"], ["109", "y"], ["110", "y"], ["112", "y"], ["113", "y"], ["114", "y"], ["115", "y"], ["116", "y"], ["117", "y"], ["118", "y"], ["119", "y"], ["121", "y"], ["122", "y"], ["123", "y"], ["124", "y"], ["125", "y"], ["126", "y"], ["127", "y"], ["128", "y"], ["129", "y"], ["130", "y"], ["131", "y"], ["132", "y"], ["133", "y"], ["134", "y"], ["135", "y"], ["136", "y"], ["137", "y"], ["138", "y"], ["139", "y"], ["140", "y"], ["142", "y"], ["144", "y"], ["145", "y"], ["146", "y"], ["147", "y"], ["148", "y"], ["149", "y"], ["150", "y"], ["151", "y"], ["152", "y"], ["153", "y"], ["154", "y"], ["155", "y"], ["157", "y"], ["158", "y"], ["159", "y"], ["160", "y"], ["161", "y"], ["162", "y"], ["163", "y"], ["164", "y"], ["165", "y"], ["166", "y"], ["167", "y"], ["168", "y"], ["169", "y"], ["170", "y"], ["172", "y"], ["173", "y"], ["174", "y"], ["175", "y"], ["176", "y"], ["177", "y"], ["178", "y"], ["179", "y"], ["180", "y"], ["181", "y"], ["182", "y"], ["183", "y"], ["184", "y"], ["185", "y"], ["186", "y"], ["187", "y"], ["188", "y"], ["189", "y"], ["190", "y"], ["191", "y"], ["192", "y"], ["194", "y"], ["195", "y"], ["196", "y"], ["197", "y"], ["198", "y"], ["199", "y"], ["200", "y"], ["201", "y"], ["202", "y"], ["203", "y"], ["204", "y"], ["205", "y"], ["206", "y"], ["207", "y"], ["208", "y"], ["209", "y"], ["210", "y"], ["211", "y"], ["212", "y"], ["213", "y"], ["214", "y"], ["215", "y"], ["216", "y"], ["217", "y"], ["218", "y"], ["219", "y"], ["220", "y"], ["221", "y"]], "preserve": false, "weight": 1.0}]}""")


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
