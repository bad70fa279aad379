#!/usr/bin/env python
"""GovBench evaluation script: python eval.py --expected GT --processed OUT -> {"eval_score": x}."""
import argparse
import csv
import hashlib
import json
import math
import sys
from collections import Counter

CONFIG = json.loads(r"""{"components": [{"name": "s1_map_values:map_values", "kind": "cells", "key": "entry", "targets": [["1", "tourney_finish"], ["2", "tourney_finish"], ["3", "tourney_finish"], ["4", "tourney_finish"], ["5", "tourney_finish"], ["6", "tourney_finish"], ["7", "tourney_finish"], ["8", "tourney_finish"], ["9", "tourney_finish"], ["10", "tourney_finish"], ["11", "tourney_finish"], ["12", "tourney_finish"], ["13", "tourney_finish"], ["14", "tourney_finish"], ["15", "tourney_finish"], ["16", "tourney_finish"], ["17", "tourney_finish"], ["18", "tourney_finish"], ["19", "tourney_finish"], ["20", "tourney_finish"], ["21", "tourney_finish"], ["22", "tourney_finish"], ["23", "tourney_finish"], ["24", "tourney_finish"], ["25", "tourney_finish"], ["26", "tourney_finish"], ["27", "tourney_finish"], ["28", "tourney_finish"], ["29", "tourney_finish"], ["30", "tourney_finish"], ["31", "tourney_finish"], ["32", "tourney_finish"], ["33", "tourney_finish"], ["34", "tourney_finish"], ["35", "tourney_finish"], ["36", "tourney_finish"], ["37", "tourney_finish"], ["38", "tourney_finish"], ["39", "tourney_finish"], ["40", "tourney_finish"], ["41", "tourney_finish"], ["42", "tourney_finish"], ["43", "tourney_finish"], ["44", "tourney_finish"], ["45", "tourney_finish"], ["46", "tourney_finish"], ["47", "tourney_finish"], ["48", "tourney_finish"], ["49", "tourney_finish"], ["50", "tourney_finish"], ["51", "tourney_finish"], ["52", "tourney_finish"], ["53", "tourney_finish"], ["54", "tourney_finish"], ["55", "tourney_finish"], ["56", "tourney_finish"], ["57", "tourney_finish"], ["58", "tourney_finish"], ["59", "tourney_finish"], ["60", "tourney_finish"], ["61", "tourney_finish"], ["62", "tourney_finish"], ["63", "tourney_finish"], ["64", "tourney_finish"], ["65", "tourney_finish"], ["66", "tourney_finish"], ["67", "tourney_finish"], ["68", "tourney_finish"], ["69", "tourney_finish"], ["70", "tourney_finish"], ["71", "tourney_finish"], ["72", "tourney_finish"], ["73", "tourney_finish"], ["74", "tourney_finish"], ["75", "tourney_finish"], ["76", "tourney_finish"], ["77", "tourney_finish"], ["78", "tourney_finish"], ["79", "tourney_finish"], ["80", "tourney_finish"], ["81", "tourney_finish"], ["82", "tourney_finish"], ["83", "tourney_finish"], ["84", "tourney_finish"], ["85", "tourney_finish"], ["86", "tourney_finish"], ["87", "tourney_finish"], ["88", "tourney_finish"], ["89", "tourney_finish"], ["90", "tourney_finish"], ["91", "tourney_finish"], ["92", "tourney_finish"], ["93", "tourney_finish"], ["94", "tourney_finish"], ["95", "tourney_finish"], ["96", "tourney_finish"], ["97", "tourney_finish"], ["98", "tourney_finish"], ["99", "tourney_finish"], ["100", "tourney_finish"], ["101", "tourney_finish"], ["102", "tourney_finish"], ["103", "tourney_finish"], ["104", "tourney_finish"], ["105", "tourney_finish"], ["106", "tourney_finish"], ["107", "tourney_finish"], ["108", "tourney_finish"], ["109", "tourney_finish"], ["110", "tourney_finish"], ["111", "tourney_finish"], ["112", "tourney_finish"], ["113", "tourney_finish"], ["114", "tourney_finish"], ["115", "tourney_finish"], ["116", "tourney_finish"], ["117", "tourney_finish"], ["118", "tourney_finish"], ["119", "tourney_finish"], ["120", "tourney_finish"], ["121", "tourney_finish"], ["122", "tourney_finish"], ["123", "tourney_finish"], ["124", "tourney_finish"], ["125", "tourney_finish"], ["126", "tourney_finish"], ["127", "tourney_finish"], ["128", "tourney_finish"], ["129", "tourney_finish"], ["130", "tourney_finish"], ["131", "tourney_finish"], ["132", "tourney_finish"], ["133", "tourney_finish"], ["134", "tourney_finish"], ["135", "tourney_finish"], ["136", "tourney_finish"], ["137", "tourney_finish"], ["138", "tourney_finish"], ["139", "tourney_finish"], ["140", "tourney_finish"], ["141", "tourney_finish"], ["142", "tourney_finish"], ["143", "tourney_finish"], ["144", "tourney_finish"], ["145", "tourney_finish"], ["146", "tourney_finish"], ["147", "tourney_finish"], ["148", "tourney_finish"], ["149", "tourney_finish"], ["150", "tourney_finish"], ["151", "tourney_finish"], ["152", "tourney_finish"], ["153", "tourney_finish"], ["154", "tourney_finish"], ["155", "tourney_finish"], ["156", "tourney_finish"], ["157", "tourney_finish"], ["158", "tourney_finish"], ["159", "tourney_finish"], ["160", "tourney_finish"], ["161", "tourney_finish"], ["162", "tourney_finish"], ["163", "tourney_finish"], ["164", "tourney_finish"], ["165", "tourney_finish"], ["166", "tourney_finish"], ["167", "tourney_finish"], ["168", "tourney_finish"], ["169", "tourney_finish"], ["170", "tourney_finish"], ["171", "tourney_finish"], ["172", "tourney_finish"], ["173", "tourney_finish"], ["174", "tourney_finish"], ["175", "tourney_finish"], ["176", "tourney_finish"], ["177", "tourney_finish"], ["178", "tourney_finish"], ["179", "tourney_finish"], ["180", "tourney_finish"], ["181", "tourney_finish"], ["182", "tourney_finish"], ["183", "tourney_finish"], ["184", "tourney_finish"], ["185", "tourney_finish"], ["186", "tourney_finish"], ["187", "tourney_finish"], ["188", "tourney_finish"], ["189", "tourney_finish"], ["190", "tourney_finish"], ["191", "tourney_finish"], ["192", "tourney_finish"], ["193", "tourney_finish"], ["194", "tourney_finish"], ["195", "tourney_finish"], ["196", "tourney_finish"], ["197", "tourney_finish"], ["198", "tourney_finish"], ["199", "tourney_finish"], ["200", "tourney_finish"], ["201", "tourney_finish"], ["202", "tourney_finish"], ["203", "tourney_finish"], ["204", "tourney_finish"], ["205", "tourney_finish"], ["206", "tourney_finish"], ["207", "tourney_finish"], ["208", "tourney_finish"], ["209", "tourney_finish"], ["210", "tourney_finish"], ["211", "tourney_finish"], ["212", "tourney_finish"], ["213", "tourney_finish"], ["214", "tourney_finish"], ["215", "tourney_finish"], ["216", "tourney_finish"], ["217", "tourney_finish"], ["218", "tourney_finish"], ["219", "tourney_finish"], ["220", "tourney_finish"], ["221", "tourney_finish"], ["222", "tourney_finish"], ["223", "tourney_finish"], ["224", "tourney_finish"], ["225", "tourney_finish"], ["226", "tourney_finish"], ["227", "tourney_finish"], ["228", "tourney_finish"], ["229", "tourney_finish"], ["230", "tourney_finish"], ["231", "tourney_finish"], ["232", "tourney_finish"], ["233", "tourney_finish"], ["234", "tourney_finish"], ["235", "tourney_finish"], ["236", "tourney_finish"], ["237", "tourney_finish"], ["238", "tourney_finish"], ["239", "tourney_finish"], ["240", "tourney_finish"], ["241", "tourney_finish"], ["242", "tourney_finish"], ["243", "tourney_finish"], ["244", "tourney_finish"], ["245", "tourney_finish"], ["246", "tourney_finish"], ["247", "tourney_finish"], ["248", "tourney_finish"], ["249", "tourney_finish"], ["250", "tourney_finish"]], "preserve": true, "weight": 1.0}]}""")


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
