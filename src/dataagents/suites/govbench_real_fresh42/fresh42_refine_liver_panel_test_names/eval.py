#!/usr/bin/env python
"""GovBench evaluation script: python eval.py --expected GT --processed OUT -> {"eval_score": x}."""
import argparse
import csv
import hashlib
import json
import math
import sys
from collections import Counter

CONFIG = json.loads(r"""{"components": [{"name": "s1_map_values:map_values", "kind": "cells", "key": "result", "targets": [["1", "PARAMCD"], ["2", "PARAMCD"], ["3", "PARAMCD"], ["4", "PARAMCD"], ["5", "PARAMCD"], ["6", "PARAMCD"], ["7", "PARAMCD"], ["8", "PARAMCD"], ["9", "PARAMCD"], ["10", "PARAMCD"], ["11", "PARAMCD"], ["12", "PARAMCD"], ["13", "PARAMCD"], ["14", "PARAMCD"], ["15", "PARAMCD"], ["16", "PARAMCD"], ["17", "PARAMCD"], ["18", "PARAMCD"], ["19", "PARAMCD"], ["20", "PARAMCD"], ["21", "PARAMCD"], ["22", "PARAMCD"], ["23", "PARAMCD"], ["24", "PARAMCD"], ["25", "PARAMCD"], ["26", "PARAMCD"], ["27", "PARAMCD"], ["28", "PARAMCD"], ["29", "PARAMCD"], ["30", "PARAMCD"], ["31", "PARAMCD"], ["32", "PARAMCD"], ["33", "PARAMCD"], ["34", "PARAMCD"], ["35", "PARAMCD"], ["36", "PARAMCD"], ["37", "PARAMCD"], ["38", "PARAMCD"], ["39", "PARAMCD"], ["40", "PARAMCD"], ["41", "PARAMCD"], ["42", "PARAMCD"], ["43", "PARAMCD"], ["44", "PARAMCD"], ["45", "PARAMCD"], ["46", "PARAMCD"], ["47", "PARAMCD"], ["48", "PARAMCD"], ["49", "PARAMCD"], ["50", "PARAMCD"], ["51", "PARAMCD"], ["52", "PARAMCD"], ["53", "PARAMCD"], ["54", "PARAMCD"], ["55", "PARAMCD"], ["56", "PARAMCD"], ["57", "PARAMCD"], ["58", "PARAMCD"], ["59", "PARAMCD"], ["60", "PARAMCD"], ["61", "PARAMCD"], ["62", "PARAMCD"], ["63", "PARAMCD"], ["64", "PARAMCD"], ["65", "PARAMCD"], ["66", "PARAMCD"], ["67", "PARAMCD"], ["68", "PARAMCD"], ["69", "PARAMCD"], ["70", "PARAMCD"], ["71", "PARAMCD"], ["72", "PARAMCD"], ["73", "PARAMCD"], ["74", "PARAMCD"], ["75", "PARAMCD"], ["76", "PARAMCD"], ["77", "PARAMCD"], ["78", "PARAMCD"], ["79", "PARAMCD"], ["80", "PARAMCD"], ["81", "PARAMCD"], ["82", "PARAMCD"], ["83", "PARAMCD"], ["84", "PARAMCD"], ["85", "PARAMCD"], ["86", "PARAMCD"], ["87", "PARAMCD"], ["88", "PARAMCD"], ["89", "PARAMCD"], ["90", "PARAMCD"], ["91", "PARAMCD"], ["92", "PARAMCD"], ["93", "PARAMCD"], ["94", "PARAMCD"], ["95", "PARAMCD"], ["96", "PARAMCD"], ["97", "PARAMCD"], ["98", "PARAMCD"], ["99", "PARAMCD"], ["100", "PARAMCD"], ["101", "PARAMCD"], ["102", "PARAMCD"], ["103", "PARAMCD"], ["104", "PARAMCD"], ["105", "PARAMCD"], ["106", "PARAMCD"], ["107", "PARAMCD"], ["108", "PARAMCD"], ["109", "PARAMCD"], ["110", "PARAMCD"], ["111", "PARAMCD"], ["112", "PARAMCD"], ["113", "PARAMCD"], ["114", "PARAMCD"], ["115", "PARAMCD"], ["116", "PARAMCD"], ["117", "PARAMCD"], ["118", "PARAMCD"], ["119", "PARAMCD"], ["120", "PARAMCD"], ["121", "PARAMCD"], ["122", "PARAMCD"], ["123", "PARAMCD"], ["124", "PARAMCD"], ["125", "PARAMCD"], ["126", "PARAMCD"], ["127", "PARAMCD"], ["128", "PARAMCD"], ["129", "PARAMCD"], ["130", "PARAMCD"], ["131", "PARAMCD"], ["132", "PARAMCD"], ["133", "PARAMCD"], ["134", "PARAMCD"], ["135", "PARAMCD"], ["136", "PARAMCD"], ["137", "PARAMCD"], ["138", "PARAMCD"], ["139", "PARAMCD"], ["140", "PARAMCD"], ["141", "PARAMCD"], ["142", "PARAMCD"], ["143", "PARAMCD"], ["144", "PARAMCD"], ["145", "PARAMCD"], ["146", "PARAMCD"], ["147", "PARAMCD"], ["148", "PARAMCD"], ["149", "PARAMCD"], ["150", "PARAMCD"], ["151", "PARAMCD"], ["152", "PARAMCD"], ["153", "PARAMCD"], ["154", "PARAMCD"], ["155", "PARAMCD"], ["156", "PARAMCD"], ["157", "PARAMCD"], ["158", "PARAMCD"], ["159", "PARAMCD"], ["160", "PARAMCD"], ["161", "PARAMCD"], ["162", "PARAMCD"], ["163", "PARAMCD"], ["164", "PARAMCD"], ["165", "PARAMCD"], ["166", "PARAMCD"], ["167", "PARAMCD"], ["168", "PARAMCD"], ["169", "PARAMCD"], ["170", "PARAMCD"], ["171", "PARAMCD"], ["172", "PARAMCD"], ["173", "PARAMCD"], ["174", "PARAMCD"], ["175", "PARAMCD"], ["176", "PARAMCD"], ["177", "PARAMCD"], ["178", "PARAMCD"], ["179", "PARAMCD"], ["180", "PARAMCD"], ["181", "PARAMCD"], ["182", "PARAMCD"], ["183", "PARAMCD"], ["184", "PARAMCD"], ["185", "PARAMCD"], ["186", "PARAMCD"], ["187", "PARAMCD"], ["188", "PARAMCD"], ["189", "PARAMCD"], ["190", "PARAMCD"], ["191", "PARAMCD"], ["192", "PARAMCD"], ["193", "PARAMCD"], ["194", "PARAMCD"], ["195", "PARAMCD"], ["196", "PARAMCD"], ["197", "PARAMCD"], ["198", "PARAMCD"], ["199", "PARAMCD"], ["200", "PARAMCD"], ["201", "PARAMCD"], ["202", "PARAMCD"], ["203", "PARAMCD"], ["204", "PARAMCD"], ["205", "PARAMCD"], ["206", "PARAMCD"], ["207", "PARAMCD"], ["208", "PARAMCD"], ["209", "PARAMCD"], ["210", "PARAMCD"], ["211", "PARAMCD"], ["212", "PARAMCD"], ["213", "PARAMCD"], ["214", "PARAMCD"], ["215", "PARAMCD"], ["216", "PARAMCD"], ["217", "PARAMCD"], ["218", "PARAMCD"], ["219", "PARAMCD"], ["220", "PARAMCD"], ["221", "PARAMCD"], ["222", "PARAMCD"], ["223", "PARAMCD"], ["224", "PARAMCD"], ["225", "PARAMCD"], ["226", "PARAMCD"], ["227", "PARAMCD"], ["228", "PARAMCD"], ["229", "PARAMCD"], ["230", "PARAMCD"], ["231", "PARAMCD"], ["232", "PARAMCD"], ["233", "PARAMCD"], ["234", "PARAMCD"], ["235", "PARAMCD"], ["236", "PARAMCD"], ["237", "PARAMCD"], ["238", "PARAMCD"], ["239", "PARAMCD"], ["240", "PARAMCD"]], "preserve": true, "weight": 1.0}]}""")


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
