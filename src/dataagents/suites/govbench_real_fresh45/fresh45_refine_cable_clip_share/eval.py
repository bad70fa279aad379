#!/usr/bin/env python
"""GovBench evaluation script: python eval.py --expected GT --processed OUT -> {"eval_score": x}."""
import argparse
import csv
import hashlib
import json
import math
import sys
from collections import Counter

CONFIG = json.loads(r"""{"components": [{"name": "s1_derive_column:derive_column", "kind": "cells", "key": "line", "targets": [["1", "share"], ["2", "share"], ["3", "share"], ["4", "share"], ["5", "share"], ["6", "share"], ["7", "share"], ["8", "share"], ["9", "share"], ["10", "share"], ["11", "share"], ["12", "share"], ["13", "share"], ["14", "share"], ["15", "share"], ["16", "share"], ["17", "share"], ["18", "share"], ["19", "share"], ["20", "share"], ["21", "share"], ["22", "share"], ["23", "share"], ["24", "share"], ["25", "share"], ["26", "share"], ["27", "share"], ["28", "share"], ["29", "share"], ["30", "share"], ["31", "share"], ["32", "share"], ["33", "share"], ["34", "share"], ["35", "share"], ["36", "share"], ["37", "share"], ["38", "share"], ["39", "share"], ["40", "share"], ["41", "share"], ["42", "share"], ["43", "share"], ["44", "share"], ["45", "share"], ["46", "share"], ["47", "share"], ["48", "share"], ["49", "share"], ["50", "share"], ["51", "share"], ["52", "share"], ["53", "share"], ["54", "share"], ["55", "share"], ["56", "share"], ["57", "share"], ["58", "share"], ["59", "share"], ["60", "share"], ["61", "share"], ["62", "share"], ["63", "share"], ["64", "share"], ["65", "share"], ["66", "share"], ["67", "share"], ["68", "share"], ["69", "share"], ["70", "share"], ["71", "share"], ["72", "share"], ["73", "share"], ["74", "share"], ["75", "share"], ["76", "share"], ["77", "share"], ["78", "share"], ["79", "share"], ["80", "share"], ["81", "share"], ["82", "share"], ["83", "share"], ["84", "share"], ["85", "share"], ["86", "share"], ["87", "share"], ["88", "share"], ["89", "share"], ["90", "share"], ["91", "share"], ["92", "share"], ["93", "share"], ["94", "share"], ["95", "share"], ["96", "share"], ["97", "share"], ["98", "share"], ["99", "share"], ["100", "share"], ["101", "share"], ["102", "share"], ["103", "share"], ["104", "share"], ["105", "share"], ["106", "share"], ["107", "share"], ["108", "share"], ["109", "share"], ["110", "share"], ["111", "share"], ["112", "share"], ["113", "share"], ["114", "share"], ["115", "share"], ["116", "share"], ["117", "share"], ["118", "share"], ["119", "share"], ["120", "share"], ["121", "share"], ["122", "share"], ["123", "share"], ["124", "share"], ["125", "share"], ["126", "share"], ["127", "share"], ["128", "share"], ["129", "share"], ["130", "share"], ["131", "share"], ["132", "share"], ["133", "share"], ["134", "share"], ["135", "share"], ["136", "share"], ["137", "share"], ["138", "share"], ["139", "share"], ["140", "share"], ["141", "share"], ["142", "share"], ["143", "share"], ["144", "share"], ["145", "share"], ["146", "share"], ["147", "share"], ["148", "share"], ["149", "share"], ["150", "share"], ["151", "share"], ["152", "share"], ["153", "share"], ["154", "share"], ["155", "share"], ["156", "share"], ["157", "share"], ["158", "share"], ["159", "share"], ["160", "share"], ["161", "share"], ["162", "share"], ["163", "share"], ["164", "share"], ["165", "share"], ["166", "share"], ["167", "share"], ["168", "share"], ["169", "share"], ["170", "share"], ["171", "share"], ["172", "share"], ["173", "share"], ["174", "share"], ["175", "share"], ["176", "share"], ["177", "share"], ["178", "share"], ["179", "share"], ["180", "share"], ["181", "share"], ["182", "share"], ["183", "share"], ["184", "share"], ["185", "share"], ["186", "share"], ["187", "share"], ["188", "share"], ["189", "share"], ["190", "share"], ["191", "share"], ["192", "share"], ["193", "share"], ["194", "share"], ["195", "share"], ["196", "share"], ["197", "share"], ["198", "share"], ["199", "share"], ["200", "share"], ["201", "share"], ["202", "share"], ["203", "share"], ["204", "share"], ["205", "share"], ["206", "share"], ["207", "share"], ["208", "share"], ["209", "share"], ["210", "share"], ["211", "share"], ["212", "share"], ["213", "share"], ["214", "share"], ["215", "share"], ["216", "share"], ["217", "share"], ["218", "share"], ["219", "share"], ["220", "share"], ["221", "share"], ["222", "share"], ["223", "share"], ["224", "share"], ["225", "share"], ["226", "share"], ["227", "share"], ["228", "share"], ["229", "share"], ["230", "share"], ["231", "share"], ["232", "share"], ["233", "share"], ["234", "share"], ["235", "share"], ["236", "share"], ["237", "share"], ["238", "share"], ["239", "share"], ["240", "share"], ["241", "share"], ["242", "share"], ["243", "share"], ["244", "share"], ["245", "share"], ["246", "share"], ["247", "share"], ["248", "share"], ["249", "share"], ["250", "share"]], "preserve": true, "weight": 1.0}]}""")


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
