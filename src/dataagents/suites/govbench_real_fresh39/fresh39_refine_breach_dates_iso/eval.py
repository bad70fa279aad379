#!/usr/bin/env python
"""GovBench evaluation script: python eval.py --expected GT --processed OUT -> {"eval_score": x}."""
import argparse
import csv
import hashlib
import json
import math
import sys
from collections import Counter

CONFIG = json.loads(r"""{"components": [{"name": "s1_standardize_date:standardize_date", "kind": "cells", "key": "breach", "targets": [["1", "Breach.Submission.Date"], ["2", "Breach.Submission.Date"], ["3", "Breach.Submission.Date"], ["4", "Breach.Submission.Date"], ["5", "Breach.Submission.Date"], ["6", "Breach.Submission.Date"], ["7", "Breach.Submission.Date"], ["8", "Breach.Submission.Date"], ["9", "Breach.Submission.Date"], ["10", "Breach.Submission.Date"], ["11", "Breach.Submission.Date"], ["12", "Breach.Submission.Date"], ["13", "Breach.Submission.Date"], ["14", "Breach.Submission.Date"], ["15", "Breach.Submission.Date"], ["16", "Breach.Submission.Date"], ["17", "Breach.Submission.Date"], ["18", "Breach.Submission.Date"], ["19", "Breach.Submission.Date"], ["20", "Breach.Submission.Date"], ["21", "Breach.Submission.Date"], ["22", "Breach.Submission.Date"], ["23", "Breach.Submission.Date"], ["24", "Breach.Submission.Date"], ["25", "Breach.Submission.Date"], ["26", "Breach.Submission.Date"], ["27", "Breach.Submission.Date"], ["28", "Breach.Submission.Date"], ["29", "Breach.Submission.Date"], ["30", "Breach.Submission.Date"], ["31", "Breach.Submission.Date"], ["32", "Breach.Submission.Date"], ["33", "Breach.Submission.Date"], ["34", "Breach.Submission.Date"], ["35", "Breach.Submission.Date"], ["36", "Breach.Submission.Date"], ["37", "Breach.Submission.Date"], ["38", "Breach.Submission.Date"], ["39", "Breach.Submission.Date"], ["40", "Breach.Submission.Date"], ["41", "Breach.Submission.Date"], ["42", "Breach.Submission.Date"], ["43", "Breach.Submission.Date"], ["44", "Breach.Submission.Date"], ["45", "Breach.Submission.Date"], ["46", "Breach.Submission.Date"], ["47", "Breach.Submission.Date"], ["48", "Breach.Submission.Date"], ["49", "Breach.Submission.Date"], ["50", "Breach.Submission.Date"], ["51", "Breach.Submission.Date"], ["52", "Breach.Submission.Date"], ["53", "Breach.Submission.Date"], ["54", "Breach.Submission.Date"], ["55", "Breach.Submission.Date"], ["56", "Breach.Submission.Date"], ["57", "Breach.Submission.Date"], ["58", "Breach.Submission.Date"], ["59", "Breach.Submission.Date"], ["60", "Breach.Submission.Date"], ["61", "Breach.Submission.Date"], ["62", "Breach.Submission.Date"], ["63", "Breach.Submission.Date"], ["64", "Breach.Submission.Date"], ["65", "Breach.Submission.Date"], ["66", "Breach.Submission.Date"], ["67", "Breach.Submission.Date"], ["68", "Breach.Submission.Date"], ["69", "Breach.Submission.Date"], ["70", "Breach.Submission.Date"], ["71", "Breach.Submission.Date"], ["72", "Breach.Submission.Date"], ["73", "Breach.Submission.Date"], ["74", "Breach.Submission.Date"], ["75", "Breach.Submission.Date"], ["76", "Breach.Submission.Date"], ["77", "Breach.Submission.Date"], ["78", "Breach.Submission.Date"], ["79", "Breach.Submission.Date"], ["80", "Breach.Submission.Date"], ["81", "Breach.Submission.Date"], ["82", "Breach.Submission.Date"], ["83", "Breach.Submission.Date"], ["84", "Breach.Submission.Date"], ["85", "Breach.Submission.Date"], ["86", "Breach.Submission.Date"], ["87", "Breach.Submission.Date"], ["88", "Breach.Submission.Date"], ["89", "Breach.Submission.Date"], ["90", "Breach.Submission.Date"], ["91", "Breach.Submission.Date"], ["92", "Breach.Submission.Date"], ["93", "Breach.Submission.Date"], ["94", "Breach.Submission.Date"], ["95", "Breach.Submission.Date"], ["96", "Breach.Submission.Date"], ["97", "Breach.Submission.Date"], ["98", "Breach.Submission.Date"], ["99", "Breach.Submission.Date"], ["100", "Breach.Submission.Date"], ["101", "Breach.Submission.Date"], ["102", "Breach.Submission.Date"], ["103", "Breach.Submission.Date"], ["104", "Breach.Submission.Date"], ["105", "Breach.Submission.Date"], ["106", "Breach.Submission.Date"], ["107", "Breach.Submission.Date"], ["108", "Breach.Submission.Date"], ["109", "Breach.Submission.Date"], ["110", "Breach.Submission.Date"], ["111", "Breach.Submission.Date"], ["112", "Breach.Submission.Date"], ["113", "Breach.Submission.Date"], ["114", "Breach.Submission.Date"], ["115", "Breach.Submission.Date"], ["116", "Breach.Submission.Date"], ["117", "Breach.Submission.Date"], ["118", "Breach.Submission.Date"], ["119", "Breach.Submission.Date"], ["120", "Breach.Submission.Date"], ["121", "Breach.Submission.Date"], ["122", "Breach.Submission.Date"], ["123", "Breach.Submission.Date"], ["124", "Breach.Submission.Date"], ["125", "Breach.Submission.Date"], ["126", "Breach.Submission.Date"], ["127", "Breach.Submission.Date"], ["128", "Breach.Submission.Date"], ["129", "Breach.Submission.Date"], ["130", "Breach.Submission.Date"], ["131", "Breach.Submission.Date"], ["132", "Breach.Submission.Date"], ["133", "Breach.Submission.Date"], ["134", "Breach.Submission.Date"], ["135", "Breach.Submission.Date"], ["136", "Breach.Submission.Date"], ["137", "Breach.Submission.Date"], ["138", "Breach.Submission.Date"], ["139", "Breach.Submission.Date"], ["140", "Breach.Submission.Date"], ["141", "Breach.Submission.Date"], ["142", "Breach.Submission.Date"], ["143", "Breach.Submission.Date"], ["144", "Breach.Submission.Date"], ["145", "Breach.Submission.Date"], ["146", "Breach.Submission.Date"], ["147", "Breach.Submission.Date"], ["148", "Breach.Submission.Date"], ["149", "Breach.Submission.Date"], ["150", "Breach.Submission.Date"], ["151", "Breach.Submission.Date"], ["152", "Breach.Submission.Date"], ["153", "Breach.Submission.Date"], ["154", "Breach.Submission.Date"], ["155", "Breach.Submission.Date"], ["156", "Breach.Submission.Date"], ["157", "Breach.Submission.Date"], ["158", "Breach.Submission.Date"], ["159", "Breach.Submission.Date"], ["160", "Breach.Submission.Date"], ["161", "Breach.Submission.Date"], ["162", "Breach.Submission.Date"], ["163", "Breach.Submission.Date"], ["164", "Breach.Submission.Date"], ["165", "Breach.Submission.Date"], ["166", "Breach.Submission.Date"], ["167", "Breach.Submission.Date"], ["168", "Breach.Submission.Date"], ["169", "Breach.Submission.Date"], ["170", "Breach.Submission.Date"], ["171", "Breach.Submission.Date"], ["172", "Breach.Submission.Date"], ["173", "Breach.Submission.Date"], ["174", "Breach.Submission.Date"], ["175", "Breach.Submission.Date"], ["176", "Breach.Submission.Date"], ["177", "Breach.Submission.Date"], ["178", "Breach.Submission.Date"], ["179", "Breach.Submission.Date"], ["180", "Breach.Submission.Date"], ["181", "Breach.Submission.Date"], ["182", "Breach.Submission.Date"], ["183", "Breach.Submission.Date"], ["184", "Breach.Submission.Date"], ["185", "Breach.Submission.Date"], ["186", "Breach.Submission.Date"], ["187", "Breach.Submission.Date"], ["188", "Breach.Submission.Date"], ["189", "Breach.Submission.Date"], ["190", "Breach.Submission.Date"], ["191", "Breach.Submission.Date"], ["192", "Breach.Submission.Date"], ["193", "Breach.Submission.Date"], ["194", "Breach.Submission.Date"], ["195", "Breach.Submission.Date"], ["196", "Breach.Submission.Date"], ["197", "Breach.Submission.Date"], ["198", "Breach.Submission.Date"], ["199", "Breach.Submission.Date"], ["200", "Breach.Submission.Date"], ["201", "Breach.Submission.Date"], ["202", "Breach.Submission.Date"], ["203", "Breach.Submission.Date"], ["204", "Breach.Submission.Date"], ["205", "Breach.Submission.Date"], ["206", "Breach.Submission.Date"], ["207", "Breach.Submission.Date"], ["208", "Breach.Submission.Date"], ["209", "Breach.Submission.Date"], ["210", "Breach.Submission.Date"], ["211", "Breach.Submission.Date"], ["212", "Breach.Submission.Date"], ["213", "Breach.Submission.Date"], ["214", "Breach.Submission.Date"], ["215", "Breach.Submission.Date"], ["216", "Breach.Submission.Date"], ["217", "Breach.Submission.Date"], ["218", "Breach.Submission.Date"], ["219", "Breach.Submission.Date"], ["220", "Breach.Submission.Date"], ["221", "Breach.Submission.Date"], ["222", "Breach.Submission.Date"], ["223", "Breach.Submission.Date"], ["224", "Breach.Submission.Date"], ["225", "Breach.Submission.Date"], ["226", "Breach.Submission.Date"], ["227", "Breach.Submission.Date"], ["228", "Breach.Submission.Date"], ["229", "Breach.Submission.Date"], ["230", "Breach.Submission.Date"], ["231", "Breach.Submission.Date"], ["232", "Breach.Submission.Date"], ["233", "Breach.Submission.Date"], ["234", "Breach.Submission.Date"], ["235", "Breach.Submission.Date"], ["236", "Breach.Submission.Date"], ["237", "Breach.Submission.Date"], ["238", "Breach.Submission.Date"], ["239", "Breach.Submission.Date"], ["240", "Breach.Submission.Date"], ["241", "Breach.Submission.Date"], ["242", "Breach.Submission.Date"], ["243", "Breach.Submission.Date"], ["244", "Breach.Submission.Date"], ["245", "Breach.Submission.Date"], ["246", "Breach.Submission.Date"], ["247", "Breach.Submission.Date"], ["248", "Breach.Submission.Date"], ["249", "Breach.Submission.Date"], ["250", "Breach.Submission.Date"]], "preserve": true, "weight": 1.0}]}""")


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
