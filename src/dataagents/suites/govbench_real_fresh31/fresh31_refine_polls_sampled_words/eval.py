#!/usr/bin/env python
"""GovBench evaluation script: python eval.py --expected GT --processed OUT -> {"eval_score": x}."""
import argparse
import csv
import hashlib
import json
import math
import sys
from collections import Counter

CONFIG = json.loads(r"""{"components": [{"name": "s1_map_values:map_values", "kind": "cells", "key": "poll", "targets": [["1", "population"], ["2", "population"], ["3", "population"], ["4", "population"], ["5", "population"], ["6", "population"], ["7", "population"], ["8", "population"], ["9", "population"], ["10", "population"], ["11", "population"], ["12", "population"], ["13", "population"], ["14", "population"], ["15", "population"], ["16", "population"], ["17", "population"], ["18", "population"], ["19", "population"], ["20", "population"], ["21", "population"], ["22", "population"], ["23", "population"], ["24", "population"], ["25", "population"], ["26", "population"], ["27", "population"], ["28", "population"], ["29", "population"], ["30", "population"], ["31", "population"], ["32", "population"], ["33", "population"], ["34", "population"], ["35", "population"], ["36", "population"], ["37", "population"], ["38", "population"], ["39", "population"], ["40", "population"], ["41", "population"], ["42", "population"], ["43", "population"], ["44", "population"], ["45", "population"], ["46", "population"], ["47", "population"], ["48", "population"], ["49", "population"], ["50", "population"], ["51", "population"], ["52", "population"], ["53", "population"], ["54", "population"], ["55", "population"], ["56", "population"], ["57", "population"], ["58", "population"], ["59", "population"], ["60", "population"], ["61", "population"], ["62", "population"], ["63", "population"], ["64", "population"], ["65", "population"], ["66", "population"], ["67", "population"], ["68", "population"], ["69", "population"], ["70", "population"], ["71", "population"], ["72", "population"], ["73", "population"], ["74", "population"], ["75", "population"], ["76", "population"], ["77", "population"], ["78", "population"], ["79", "population"], ["80", "population"], ["81", "population"], ["82", "population"], ["83", "population"], ["84", "population"], ["85", "population"], ["86", "population"], ["87", "population"], ["88", "population"], ["89", "population"], ["90", "population"], ["91", "population"], ["92", "population"], ["93", "population"], ["94", "population"], ["95", "population"], ["96", "population"], ["97", "population"], ["98", "population"], ["99", "population"], ["100", "population"], ["101", "population"], ["102", "population"], ["103", "population"], ["104", "population"], ["105", "population"], ["106", "population"], ["107", "population"], ["108", "population"], ["109", "population"], ["110", "population"], ["111", "population"], ["112", "population"], ["113", "population"], ["114", "population"], ["115", "population"], ["116", "population"], ["117", "population"], ["118", "population"], ["119", "population"], ["120", "population"], ["121", "population"], ["122", "population"], ["123", "population"], ["124", "population"], ["125", "population"], ["126", "population"], ["127", "population"], ["128", "population"], ["129", "population"], ["130", "population"], ["131", "population"], ["132", "population"], ["133", "population"], ["134", "population"], ["135", "population"], ["136", "population"], ["137", "population"], ["138", "population"], ["139", "population"], ["140", "population"], ["141", "population"], ["142", "population"], ["143", "population"], ["144", "population"], ["145", "population"], ["146", "population"], ["147", "population"], ["148", "population"], ["149", "population"], ["150", "population"], ["151", "population"], ["152", "population"], ["153", "population"], ["154", "population"], ["155", "population"], ["156", "population"], ["157", "population"], ["158", "population"], ["159", "population"], ["160", "population"], ["161", "population"], ["162", "population"], ["163", "population"], ["164", "population"], ["165", "population"], ["166", "population"], ["167", "population"], ["168", "population"], ["169", "population"], ["170", "population"], ["171", "population"], ["172", "population"], ["173", "population"], ["174", "population"], ["175", "population"], ["176", "population"], ["177", "population"], ["178", "population"], ["179", "population"], ["180", "population"], ["181", "population"], ["182", "population"], ["183", "population"], ["184", "population"], ["185", "population"], ["186", "population"], ["187", "population"], ["188", "population"], ["189", "population"], ["190", "population"], ["191", "population"], ["192", "population"], ["193", "population"], ["194", "population"], ["195", "population"], ["196", "population"], ["197", "population"], ["198", "population"], ["199", "population"], ["200", "population"], ["201", "population"], ["202", "population"], ["203", "population"], ["204", "population"], ["205", "population"], ["206", "population"], ["207", "population"], ["208", "population"], ["209", "population"], ["210", "population"], ["211", "population"], ["212", "population"], ["213", "population"], ["214", "population"], ["215", "population"], ["216", "population"], ["217", "population"], ["218", "population"], ["219", "population"], ["220", "population"], ["221", "population"], ["222", "population"], ["223", "population"], ["224", "population"], ["225", "population"], ["226", "population"], ["227", "population"], ["228", "population"], ["229", "population"], ["230", "population"], ["231", "population"], ["232", "population"], ["233", "population"], ["234", "population"], ["235", "population"], ["236", "population"], ["237", "population"], ["238", "population"], ["239", "population"], ["240", "population"], ["241", "population"], ["242", "population"], ["243", "population"], ["244", "population"], ["245", "population"], ["246", "population"], ["247", "population"], ["248", "population"], ["249", "population"], ["250", "population"]], "preserve": true, "weight": 1.0}]}""")


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
