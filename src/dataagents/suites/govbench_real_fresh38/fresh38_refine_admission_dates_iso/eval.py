#!/usr/bin/env python
"""GovBench evaluation script: python eval.py --expected GT --processed OUT -> {"eval_score": x}."""
import argparse
import csv
import hashlib
import json
import math
import sys
from collections import Counter

CONFIG = json.loads(r"""{"components": [{"name": "s1_standardize_date:standardize_date", "kind": "cells", "key": "patient", "targets": [["1", "admit_date"], ["2", "admit_date"], ["3", "admit_date"], ["4", "admit_date"], ["5", "admit_date"], ["6", "admit_date"], ["7", "admit_date"], ["8", "admit_date"], ["9", "admit_date"], ["10", "admit_date"], ["11", "admit_date"], ["12", "admit_date"], ["13", "admit_date"], ["14", "admit_date"], ["15", "admit_date"], ["16", "admit_date"], ["17", "admit_date"], ["18", "admit_date"], ["19", "admit_date"], ["20", "admit_date"], ["21", "admit_date"], ["22", "admit_date"], ["23", "admit_date"], ["24", "admit_date"], ["25", "admit_date"], ["26", "admit_date"], ["27", "admit_date"], ["28", "admit_date"], ["29", "admit_date"], ["30", "admit_date"], ["31", "admit_date"], ["32", "admit_date"], ["33", "admit_date"], ["34", "admit_date"], ["35", "admit_date"], ["36", "admit_date"], ["37", "admit_date"], ["38", "admit_date"], ["39", "admit_date"], ["40", "admit_date"], ["41", "admit_date"], ["42", "admit_date"], ["43", "admit_date"], ["44", "admit_date"], ["45", "admit_date"], ["46", "admit_date"], ["47", "admit_date"], ["48", "admit_date"], ["49", "admit_date"], ["50", "admit_date"], ["51", "admit_date"], ["52", "admit_date"], ["53", "admit_date"], ["54", "admit_date"], ["55", "admit_date"], ["56", "admit_date"], ["57", "admit_date"], ["58", "admit_date"], ["59", "admit_date"], ["60", "admit_date"], ["61", "admit_date"], ["62", "admit_date"], ["63", "admit_date"], ["64", "admit_date"], ["65", "admit_date"], ["66", "admit_date"], ["67", "admit_date"], ["68", "admit_date"], ["69", "admit_date"], ["70", "admit_date"], ["71", "admit_date"], ["72", "admit_date"], ["73", "admit_date"], ["74", "admit_date"], ["75", "admit_date"], ["76", "admit_date"], ["77", "admit_date"], ["78", "admit_date"], ["79", "admit_date"], ["80", "admit_date"], ["81", "admit_date"], ["82", "admit_date"], ["83", "admit_date"], ["84", "admit_date"], ["85", "admit_date"], ["86", "admit_date"], ["87", "admit_date"], ["88", "admit_date"], ["89", "admit_date"], ["90", "admit_date"], ["91", "admit_date"], ["92", "admit_date"], ["93", "admit_date"], ["94", "admit_date"], ["95", "admit_date"], ["96", "admit_date"], ["97", "admit_date"], ["98", "admit_date"], ["99", "admit_date"], ["100", "admit_date"], ["101", "admit_date"], ["102", "admit_date"], ["103", "admit_date"], ["104", "admit_date"], ["105", "admit_date"], ["106", "admit_date"], ["107", "admit_date"], ["108", "admit_date"], ["109", "admit_date"], ["110", "admit_date"], ["111", "admit_date"], ["112", "admit_date"], ["113", "admit_date"], ["114", "admit_date"], ["115", "admit_date"], ["116", "admit_date"], ["117", "admit_date"], ["118", "admit_date"], ["119", "admit_date"], ["120", "admit_date"], ["121", "admit_date"], ["122", "admit_date"], ["123", "admit_date"], ["124", "admit_date"], ["125", "admit_date"], ["126", "admit_date"], ["127", "admit_date"], ["128", "admit_date"], ["129", "admit_date"], ["130", "admit_date"], ["131", "admit_date"], ["132", "admit_date"], ["133", "admit_date"], ["134", "admit_date"], ["135", "admit_date"], ["136", "admit_date"], ["137", "admit_date"], ["138", "admit_date"], ["139", "admit_date"], ["140", "admit_date"], ["141", "admit_date"], ["142", "admit_date"], ["143", "admit_date"], ["144", "admit_date"], ["145", "admit_date"], ["146", "admit_date"], ["147", "admit_date"], ["148", "admit_date"], ["149", "admit_date"], ["150", "admit_date"], ["151", "admit_date"], ["152", "admit_date"], ["153", "admit_date"], ["154", "admit_date"], ["155", "admit_date"], ["156", "admit_date"], ["157", "admit_date"], ["158", "admit_date"], ["159", "admit_date"], ["160", "admit_date"], ["161", "admit_date"], ["162", "admit_date"], ["163", "admit_date"], ["164", "admit_date"], ["165", "admit_date"], ["166", "admit_date"], ["167", "admit_date"], ["168", "admit_date"], ["169", "admit_date"], ["170", "admit_date"], ["171", "admit_date"], ["172", "admit_date"], ["173", "admit_date"], ["174", "admit_date"], ["175", "admit_date"], ["176", "admit_date"], ["177", "admit_date"], ["178", "admit_date"], ["179", "admit_date"], ["180", "admit_date"], ["181", "admit_date"], ["182", "admit_date"], ["183", "admit_date"], ["184", "admit_date"], ["185", "admit_date"], ["186", "admit_date"], ["187", "admit_date"], ["188", "admit_date"], ["189", "admit_date"], ["190", "admit_date"], ["191", "admit_date"], ["192", "admit_date"], ["193", "admit_date"], ["194", "admit_date"], ["195", "admit_date"], ["196", "admit_date"], ["197", "admit_date"], ["198", "admit_date"], ["199", "admit_date"], ["200", "admit_date"], ["201", "admit_date"], ["202", "admit_date"], ["203", "admit_date"], ["204", "admit_date"], ["205", "admit_date"], ["206", "admit_date"], ["207", "admit_date"], ["208", "admit_date"], ["209", "admit_date"], ["210", "admit_date"], ["211", "admit_date"], ["212", "admit_date"], ["213", "admit_date"], ["214", "admit_date"], ["215", "admit_date"], ["216", "admit_date"], ["217", "admit_date"], ["218", "admit_date"], ["219", "admit_date"], ["220", "admit_date"], ["221", "admit_date"], ["222", "admit_date"], ["223", "admit_date"], ["224", "admit_date"], ["225", "admit_date"], ["226", "admit_date"], ["227", "admit_date"], ["228", "admit_date"], ["229", "admit_date"], ["230", "admit_date"], ["231", "admit_date"], ["232", "admit_date"], ["233", "admit_date"], ["234", "admit_date"], ["235", "admit_date"], ["236", "admit_date"], ["237", "admit_date"], ["238", "admit_date"], ["239", "admit_date"], ["240", "admit_date"], ["241", "admit_date"], ["242", "admit_date"], ["243", "admit_date"], ["244", "admit_date"], ["245", "admit_date"], ["246", "admit_date"], ["247", "admit_date"], ["248", "admit_date"], ["249", "admit_date"], ["250", "admit_date"]], "preserve": true, "weight": 1.0}]}""")


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
