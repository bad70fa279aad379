#!/usr/bin/env python
"""GovBench evaluation script: python eval.py --expected GT --processed OUT -> {"eval_score": x}."""
import argparse
import csv
import hashlib
import json
import math
import sys
from collections import Counter

CONFIG = json.loads(r"""{"components": [{"name": "s1_change_case:change_case", "kind": "cells", "key": "respondent", "targets": [["1", "sex"], ["2", "sex"], ["3", "sex"], ["4", "sex"], ["5", "sex"], ["6", "sex"], ["7", "sex"], ["9", "sex"], ["10", "sex"], ["13", "sex"], ["14", "sex"], ["15", "sex"], ["18", "sex"], ["19", "sex"], ["20", "sex"], ["21", "sex"], ["22", "sex"], ["23", "sex"], ["25", "sex"], ["27", "sex"], ["28", "sex"], ["29", "sex"], ["31", "sex"], ["32", "sex"], ["33", "sex"], ["34", "sex"], ["35", "sex"], ["37", "sex"], ["38", "sex"], ["39", "sex"], ["40", "sex"], ["41", "sex"], ["42", "sex"], ["43", "sex"], ["44", "sex"], ["45", "sex"], ["46", "sex"], ["47", "sex"], ["50", "sex"], ["51", "sex"], ["53", "sex"], ["55", "sex"], ["56", "sex"], ["57", "sex"], ["58", "sex"], ["59", "sex"], ["61", "sex"], ["62", "sex"], ["63", "sex"], ["64", "sex"], ["65", "sex"], ["66", "sex"], ["67", "sex"], ["68", "sex"], ["69", "sex"], ["72", "sex"], ["73", "sex"], ["74", "sex"], ["75", "sex"], ["77", "sex"], ["78", "sex"], ["79", "sex"], ["81", "sex"], ["84", "sex"], ["85", "sex"], ["86", "sex"], ["87", "sex"], ["88", "sex"], ["90", "sex"], ["91", "sex"], ["92", "sex"], ["93", "sex"], ["94", "sex"], ["95", "sex"], ["96", "sex"], ["97", "sex"], ["98", "sex"], ["99", "sex"], ["100", "sex"], ["101", "sex"], ["102", "sex"], ["103", "sex"], ["106", "sex"], ["107", "sex"], ["108", "sex"], ["109", "sex"], ["110", "sex"], ["111", "sex"], ["112", "sex"], ["113", "sex"], ["115", "sex"], ["116", "sex"], ["117", "sex"], ["118", "sex"], ["119", "sex"], ["121", "sex"], ["122", "sex"], ["124", "sex"], ["125", "sex"], ["126", "sex"], ["128", "sex"], ["130", "sex"], ["132", "sex"], ["134", "sex"], ["135", "sex"], ["136", "sex"], ["137", "sex"], ["138", "sex"], ["140", "sex"], ["141", "sex"], ["142", "sex"], ["143", "sex"], ["144", "sex"], ["145", "sex"], ["147", "sex"], ["148", "sex"], ["149", "sex"], ["150", "sex"], ["151", "sex"], ["152", "sex"], ["153", "sex"], ["154", "sex"], ["155", "sex"], ["156", "sex"], ["157", "sex"], ["159", "sex"], ["160", "sex"], ["161", "sex"], ["162", "sex"], ["163", "sex"], ["164", "sex"], ["165", "sex"], ["166", "sex"], ["167", "sex"], ["168", "sex"], ["169", "sex"], ["170", "sex"], ["171", "sex"], ["172", "sex"], ["173", "sex"], ["174", "sex"], ["175", "sex"], ["176", "sex"], ["177", "sex"], ["178", "sex"], ["179", "sex"], ["180", "sex"], ["181", "sex"], ["182", "sex"], ["183", "sex"], ["184", "sex"], ["185", "sex"], ["186", "sex"], ["187", "sex"], ["188", "sex"], ["189", "sex"], ["190", "sex"], ["191", "sex"], ["192", "sex"], ["193", "sex"], ["194", "sex"], ["195", "sex"], ["196", "sex"], ["197", "sex"], ["198", "sex"], ["199", "sex"], ["200", "sex"], ["201", "sex"], ["202", "sex"], ["203", "sex"], ["205", "sex"], ["206", "sex"], ["207", "sex"], ["208", "sex"], ["209", "sex"], ["210", "sex"], ["211", "sex"], ["212", "sex"], ["213", "sex"], ["214", "sex"], ["215", "sex"], ["216", "sex"], ["218", "sex"], ["219", "sex"], ["221", "sex"], ["222", "sex"], ["223", "sex"], ["224", "sex"], ["225", "sex"], ["226", "sex"], ["227", "sex"], ["228", "sex"], ["229", "sex"], ["230", "sex"], ["231", "sex"], ["232", "sex"], ["233", "sex"], ["234", "sex"], ["236", "sex"], ["238", "sex"], ["239", "sex"], ["240", "sex"], ["241", "sex"], ["242", "sex"], ["243", "sex"], ["244", "sex"], ["245", "sex"], ["246", "sex"], ["247", "sex"], ["248", "sex"], ["249", "sex"], ["250", "sex"], ["251", "sex"], ["252", "sex"], ["253", "sex"], ["254", "sex"], ["255", "sex"], ["256", "sex"], ["257", "sex"], ["258", "sex"], ["259", "sex"], ["260", "sex"], ["261", "sex"], ["262", "sex"], ["263", "sex"], ["264", "sex"], ["265", "sex"], ["266", "sex"], ["268", "sex"], ["269", "sex"], ["270", "sex"], ["271", "sex"], ["272", "sex"], ["273", "sex"], ["274", "sex"], ["275", "sex"], ["276", "sex"], ["277", "sex"], ["278", "sex"], ["279", "sex"], ["280", "sex"]], "preserve": true, "weight": 1.0}]}""")


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
