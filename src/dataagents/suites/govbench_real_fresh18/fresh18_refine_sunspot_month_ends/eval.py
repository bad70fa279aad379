#!/usr/bin/env python
"""GovBench evaluation script: python eval.py --expected GT --processed OUT -> {"eval_score": x}."""
import argparse
import csv
import hashlib
import json
import math
import sys
from collections import Counter

CONFIG = json.loads(r"""{"components": [{"name": "s1_standardize_date:standardize_date", "kind": "cells", "key": "line", "targets": [["1", "period_end"], ["2", "period_end"], ["3", "period_end"], ["6", "period_end"], ["7", "period_end"], ["8", "period_end"], ["9", "period_end"], ["10", "period_end"], ["12", "period_end"], ["13", "period_end"], ["15", "period_end"], ["16", "period_end"], ["18", "period_end"], ["19", "period_end"], ["20", "period_end"], ["21", "period_end"], ["22", "period_end"], ["25", "period_end"], ["26", "period_end"], ["27", "period_end"], ["28", "period_end"], ["29", "period_end"], ["30", "period_end"], ["32", "period_end"], ["33", "period_end"], ["34", "period_end"], ["35", "period_end"], ["37", "period_end"], ["38", "period_end"], ["39", "period_end"], ["40", "period_end"], ["41", "period_end"], ["42", "period_end"], ["43", "period_end"], ["45", "period_end"], ["46", "period_end"], ["47", "period_end"], ["48", "period_end"], ["51", "period_end"], ["52", "period_end"], ["55", "period_end"], ["56", "period_end"], ["57", "period_end"], ["60", "period_end"], ["62", "period_end"], ["66", "period_end"], ["67", "period_end"], ["68", "period_end"], ["69", "period_end"], ["70", "period_end"], ["71", "period_end"], ["72", "period_end"], ["73", "period_end"], ["74", "period_end"], ["76", "period_end"], ["77", "period_end"], ["78", "period_end"], ["80", "period_end"], ["83", "period_end"], ["85", "period_end"], ["86", "period_end"], ["87", "period_end"], ["88", "period_end"], ["90", "period_end"], ["91", "period_end"], ["92", "period_end"], ["93", "period_end"], ["95", "period_end"], ["96", "period_end"], ["97", "period_end"], ["98", "period_end"], ["99", "period_end"], ["100", "period_end"], ["101", "period_end"], ["102", "period_end"], ["103", "period_end"], ["105", "period_end"], ["109", "period_end"], ["111", "period_end"], ["113", "period_end"], ["114", "period_end"], ["115", "period_end"], ["116", "period_end"], ["117", "period_end"], ["118", "period_end"], ["119", "period_end"], ["120", "period_end"], ["121", "period_end"], ["122", "period_end"], ["125", "period_end"], ["126", "period_end"], ["127", "period_end"], ["128", "period_end"], ["129", "period_end"], ["130", "period_end"], ["131", "period_end"], ["132", "period_end"], ["134", "period_end"], ["135", "period_end"], ["140", "period_end"], ["141", "period_end"], ["142", "period_end"], ["144", "period_end"], ["145", "period_end"], ["147", "period_end"], ["148", "period_end"], ["149", "period_end"], ["150", "period_end"], ["152", "period_end"], ["153", "period_end"], ["155", "period_end"], ["156", "period_end"], ["157", "period_end"], ["160", "period_end"], ["161", "period_end"], ["162", "period_end"], ["163", "period_end"], ["164", "period_end"], ["166", "period_end"], ["169", "period_end"], ["170", "period_end"], ["171", "period_end"], ["172", "period_end"], ["173", "period_end"], ["175", "period_end"], ["176", "period_end"], ["178", "period_end"], ["179", "period_end"], ["180", "period_end"], ["181", "period_end"], ["182", "period_end"], ["183", "period_end"], ["184", "period_end"], ["185", "period_end"], ["188", "period_end"], ["189", "period_end"], ["190", "period_end"], ["191", "period_end"], ["192", "period_end"], ["193", "period_end"], ["194", "period_end"], ["195", "period_end"], ["196", "period_end"], ["198", "period_end"], ["199", "period_end"], ["200", "period_end"], ["201", "period_end"], ["203", "period_end"], ["206", "period_end"], ["207", "period_end"], ["208", "period_end"], ["210", "period_end"], ["211", "period_end"], ["212", "period_end"], ["213", "period_end"], ["215", "period_end"], ["218", "period_end"], ["219", "period_end"], ["222", "period_end"], ["223", "period_end"], ["226", "period_end"], ["228", "period_end"], ["229", "period_end"], ["230", "period_end"], ["232", "period_end"], ["233", "period_end"], ["234", "period_end"], ["235", "period_end"], ["236", "period_end"], ["237", "period_end"], ["238", "period_end"], ["241", "period_end"], ["242", "period_end"], ["243", "period_end"], ["244", "period_end"], ["245", "period_end"], ["246", "period_end"], ["247", "period_end"], ["248", "period_end"], ["249", "period_end"], ["250", "period_end"], ["251", "period_end"], ["252", "period_end"], ["255", "period_end"], ["256", "period_end"], ["257", "period_end"], ["262", "period_end"], ["263", "period_end"], ["265", "period_end"], ["266", "period_end"], ["267", "period_end"], ["268", "period_end"], ["269", "period_end"], ["271", "period_end"], ["272", "period_end"], ["273", "period_end"], ["274", "period_end"], ["275", "period_end"], ["278", "period_end"], ["280", "period_end"], ["281", "period_end"], ["282", "period_end"], ["283", "period_end"], ["284", "period_end"], ["285", "period_end"], ["286", "period_end"], ["289", "period_end"], ["290", "period_end"], ["291", "period_end"], ["292", "period_end"], ["293", "period_end"], ["296", "period_end"], ["297", "period_end"], ["299", "period_end"], ["300", "period_end"]], "preserve": true, "weight": 1.0}]}""")


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
