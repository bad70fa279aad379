#!/usr/bin/env python
"""GovBench evaluation script: python eval.py --expected GT --processed OUT -> {"eval_score": x}."""
import argparse
import csv
import hashlib
import json
import math
import sys
from collections import Counter

CONFIG = json.loads(r"""{"components": [{"name": "s1_date_part:date_part", "kind": "cells", "key": "case", "targets": [["1", "quarter"], ["2", "quarter"], ["3", "quarter"], ["4", "quarter"], ["5", "quarter"], ["6", "quarter"], ["7", "quarter"], ["8", "quarter"], ["9", "quarter"], ["10", "quarter"], ["11", "quarter"], ["12", "quarter"], ["13", "quarter"], ["14", "quarter"], ["15", "quarter"], ["16", "quarter"], ["17", "quarter"], ["18", "quarter"], ["19", "quarter"], ["20", "quarter"], ["21", "quarter"], ["22", "quarter"], ["23", "quarter"], ["24", "quarter"], ["25", "quarter"], ["26", "quarter"], ["27", "quarter"], ["28", "quarter"], ["29", "quarter"], ["30", "quarter"], ["31", "quarter"], ["32", "quarter"], ["33", "quarter"], ["34", "quarter"], ["35", "quarter"], ["36", "quarter"], ["37", "quarter"], ["38", "quarter"], ["39", "quarter"], ["40", "quarter"], ["41", "quarter"], ["42", "quarter"], ["43", "quarter"], ["44", "quarter"], ["45", "quarter"], ["46", "quarter"], ["47", "quarter"], ["48", "quarter"], ["49", "quarter"], ["50", "quarter"], ["51", "quarter"], ["52", "quarter"], ["53", "quarter"], ["54", "quarter"], ["55", "quarter"], ["56", "quarter"], ["57", "quarter"], ["58", "quarter"], ["59", "quarter"], ["60", "quarter"], ["61", "quarter"], ["62", "quarter"], ["63", "quarter"], ["64", "quarter"], ["65", "quarter"], ["66", "quarter"], ["67", "quarter"], ["68", "quarter"], ["69", "quarter"], ["70", "quarter"], ["71", "quarter"], ["72", "quarter"], ["73", "quarter"], ["74", "quarter"], ["75", "quarter"], ["76", "quarter"], ["77", "quarter"], ["78", "quarter"], ["79", "quarter"], ["80", "quarter"], ["81", "quarter"], ["82", "quarter"], ["83", "quarter"], ["84", "quarter"], ["85", "quarter"], ["86", "quarter"], ["87", "quarter"], ["88", "quarter"], ["89", "quarter"], ["90", "quarter"], ["91", "quarter"], ["92", "quarter"], ["93", "quarter"], ["94", "quarter"], ["95", "quarter"], ["96", "quarter"], ["97", "quarter"], ["98", "quarter"], ["99", "quarter"], ["100", "quarter"], ["101", "quarter"], ["102", "quarter"], ["103", "quarter"], ["104", "quarter"], ["105", "quarter"], ["106", "quarter"], ["107", "quarter"], ["108", "quarter"], ["109", "quarter"], ["110", "quarter"], ["111", "quarter"], ["112", "quarter"], ["113", "quarter"], ["114", "quarter"], ["115", "quarter"], ["116", "quarter"], ["117", "quarter"], ["118", "quarter"], ["119", "quarter"], ["120", "quarter"], ["121", "quarter"], ["122", "quarter"], ["123", "quarter"], ["124", "quarter"], ["125", "quarter"], ["126", "quarter"], ["127", "quarter"], ["128", "quarter"], ["129", "quarter"], ["130", "quarter"], ["131", "quarter"], ["132", "quarter"], ["133", "quarter"], ["134", "quarter"], ["135", "quarter"], ["136", "quarter"], ["137", "quarter"], ["138", "quarter"], ["139", "quarter"], ["140", "quarter"], ["141", "quarter"], ["142", "quarter"], ["143", "quarter"], ["144", "quarter"], ["145", "quarter"], ["146", "quarter"], ["147", "quarter"], ["148", "quarter"], ["149", "quarter"], ["150", "quarter"], ["151", "quarter"], ["152", "quarter"], ["153", "quarter"], ["154", "quarter"], ["155", "quarter"], ["156", "quarter"], ["157", "quarter"], ["158", "quarter"], ["159", "quarter"], ["160", "quarter"], ["161", "quarter"], ["162", "quarter"], ["163", "quarter"], ["164", "quarter"], ["165", "quarter"], ["166", "quarter"], ["167", "quarter"], ["168", "quarter"], ["169", "quarter"], ["170", "quarter"], ["171", "quarter"], ["172", "quarter"], ["173", "quarter"], ["174", "quarter"], ["175", "quarter"], ["176", "quarter"], ["177", "quarter"], ["178", "quarter"], ["179", "quarter"], ["180", "quarter"], ["181", "quarter"], ["182", "quarter"], ["183", "quarter"], ["184", "quarter"], ["185", "quarter"], ["186", "quarter"], ["187", "quarter"], ["188", "quarter"], ["189", "quarter"], ["190", "quarter"], ["191", "quarter"], ["192", "quarter"], ["193", "quarter"], ["194", "quarter"], ["195", "quarter"], ["196", "quarter"], ["197", "quarter"], ["198", "quarter"], ["199", "quarter"], ["200", "quarter"], ["201", "quarter"], ["202", "quarter"], ["203", "quarter"], ["204", "quarter"], ["205", "quarter"], ["206", "quarter"], ["207", "quarter"], ["208", "quarter"], ["209", "quarter"], ["210", "quarter"], ["211", "quarter"], ["212", "quarter"], ["213", "quarter"], ["214", "quarter"], ["215", "quarter"], ["216", "quarter"], ["217", "quarter"], ["218", "quarter"], ["219", "quarter"], ["220", "quarter"], ["221", "quarter"], ["222", "quarter"], ["223", "quarter"], ["224", "quarter"], ["225", "quarter"], ["226", "quarter"], ["227", "quarter"], ["228", "quarter"], ["229", "quarter"], ["230", "quarter"], ["231", "quarter"], ["232", "quarter"], ["233", "quarter"], ["234", "quarter"], ["235", "quarter"], ["236", "quarter"], ["237", "quarter"], ["238", "quarter"], ["239", "quarter"], ["240", "quarter"], ["241", "quarter"], ["242", "quarter"], ["243", "quarter"], ["244", "quarter"], ["245", "quarter"], ["246", "quarter"], ["247", "quarter"], ["248", "quarter"], ["249", "quarter"], ["250", "quarter"]], "preserve": true, "weight": 1.0}]}""")


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
