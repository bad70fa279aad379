#!/usr/bin/env python
"""GovBench evaluation script: python eval.py --expected GT --processed OUT -> {"eval_score": x}."""
import argparse
import csv
import hashlib
import json
import math
import sys
from collections import Counter

CONFIG = json.loads(r"""{"components": [{"name": "s1_map_values:map_values", "kind": "cells", "key": "woman", "targets": [["1", "urban"], ["2", "urban"], ["3", "urban"], ["4", "urban"], ["5", "urban"], ["6", "urban"], ["7", "urban"], ["8", "urban"], ["9", "urban"], ["10", "urban"], ["11", "urban"], ["12", "urban"], ["13", "urban"], ["14", "urban"], ["15", "urban"], ["16", "urban"], ["17", "urban"], ["18", "urban"], ["19", "urban"], ["20", "urban"], ["21", "urban"], ["22", "urban"], ["23", "urban"], ["24", "urban"], ["25", "urban"], ["26", "urban"], ["27", "urban"], ["28", "urban"], ["29", "urban"], ["30", "urban"], ["31", "urban"], ["32", "urban"], ["33", "urban"], ["34", "urban"], ["35", "urban"], ["36", "urban"], ["37", "urban"], ["38", "urban"], ["39", "urban"], ["40", "urban"], ["41", "urban"], ["42", "urban"], ["43", "urban"], ["44", "urban"], ["45", "urban"], ["46", "urban"], ["47", "urban"], ["48", "urban"], ["49", "urban"], ["50", "urban"], ["51", "urban"], ["52", "urban"], ["53", "urban"], ["54", "urban"], ["55", "urban"], ["56", "urban"], ["57", "urban"], ["58", "urban"], ["59", "urban"], ["60", "urban"], ["61", "urban"], ["62", "urban"], ["63", "urban"], ["64", "urban"], ["65", "urban"], ["66", "urban"], ["67", "urban"], ["68", "urban"], ["69", "urban"], ["70", "urban"], ["71", "urban"], ["72", "urban"], ["73", "urban"], ["74", "urban"], ["75", "urban"], ["76", "urban"], ["77", "urban"], ["78", "urban"], ["79", "urban"], ["80", "urban"], ["81", "urban"], ["82", "urban"], ["83", "urban"], ["84", "urban"], ["85", "urban"], ["86", "urban"], ["87", "urban"], ["88", "urban"], ["89", "urban"], ["90", "urban"], ["91", "urban"], ["92", "urban"], ["93", "urban"], ["94", "urban"], ["95", "urban"], ["96", "urban"], ["97", "urban"], ["98", "urban"], ["99", "urban"], ["100", "urban"], ["101", "urban"], ["102", "urban"], ["103", "urban"], ["104", "urban"], ["105", "urban"], ["106", "urban"], ["107", "urban"], ["108", "urban"], ["109", "urban"], ["110", "urban"], ["111", "urban"], ["112", "urban"], ["113", "urban"], ["114", "urban"], ["115", "urban"], ["116", "urban"], ["117", "urban"], ["118", "urban"], ["119", "urban"], ["120", "urban"], ["121", "urban"], ["122", "urban"], ["123", "urban"], ["124", "urban"], ["125", "urban"], ["126", "urban"], ["127", "urban"], ["128", "urban"], ["129", "urban"], ["130", "urban"], ["131", "urban"], ["132", "urban"], ["133", "urban"], ["134", "urban"], ["135", "urban"], ["136", "urban"], ["137", "urban"], ["138", "urban"], ["139", "urban"], ["140", "urban"], ["141", "urban"], ["142", "urban"], ["143", "urban"], ["144", "urban"], ["145", "urban"], ["146", "urban"], ["147", "urban"], ["148", "urban"], ["149", "urban"], ["150", "urban"], ["151", "urban"], ["152", "urban"], ["153", "urban"], ["154", "urban"], ["155", "urban"], ["156", "urban"], ["157", "urban"], ["158", "urban"], ["159", "urban"], ["160", "urban"], ["161", "urban"], ["162", "urban"], ["163", "urban"], ["164", "urban"], ["165", "urban"], ["166", "urban"], ["167", "urban"], ["168", "urban"], ["169", "urban"], ["170", "urban"], ["171", "urban"], ["172", "urban"], ["173", "urban"], ["174", "urban"], ["175", "urban"], ["176", "urban"], ["177", "urban"], ["178", "urban"], ["179", "urban"], ["180", "urban"], ["181", "urban"], ["182", "urban"], ["183", "urban"], ["184", "urban"], ["185", "urban"], ["186", "urban"], ["187", "urban"], ["188", "urban"], ["189", "urban"], ["190", "urban"], ["191", "urban"], ["192", "urban"], ["193", "urban"], ["194", "urban"], ["195", "urban"], ["196", "urban"], ["197", "urban"], ["198", "urban"], ["199", "urban"], ["200", "urban"], ["201", "urban"], ["202", "urban"], ["203", "urban"], ["204", "urban"], ["205", "urban"], ["206", "urban"], ["207", "urban"], ["208", "urban"], ["209", "urban"], ["210", "urban"], ["211", "urban"], ["212", "urban"], ["213", "urban"], ["214", "urban"], ["215", "urban"], ["216", "urban"], ["217", "urban"], ["218", "urban"], ["219", "urban"], ["220", "urban"], ["221", "urban"], ["222", "urban"], ["223", "urban"], ["224", "urban"], ["225", "urban"], ["226", "urban"], ["227", "urban"], ["228", "urban"], ["229", "urban"], ["230", "urban"], ["231", "urban"], ["232", "urban"], ["233", "urban"], ["234", "urban"], ["235", "urban"], ["236", "urban"], ["237", "urban"], ["238", "urban"], ["239", "urban"], ["240", "urban"], ["241", "urban"], ["242", "urban"], ["243", "urban"], ["244", "urban"], ["245", "urban"], ["246", "urban"], ["247", "urban"], ["248", "urban"], ["249", "urban"], ["250", "urban"]], "preserve": true, "weight": 1.0}]}""")


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
