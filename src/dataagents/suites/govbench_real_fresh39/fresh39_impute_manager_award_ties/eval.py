#!/usr/bin/env python
"""GovBench evaluation script: python eval.py --expected GT --processed OUT -> {"eval_score": x}."""
import argparse
import csv
import hashlib
import json
import math
import sys
from collections import Counter

CONFIG = json.loads(r"""{"components": [{"name": "s1_impute_constant:impute_constant", "kind": "cells", "key": "award", "targets": [["1", "tie"], ["2", "tie"], ["3", "tie"], ["4", "tie"], ["5", "tie"], ["6", "tie"], ["7", "tie"], ["8", "tie"], ["9", "tie"], ["10", "tie"], ["11", "tie"], ["12", "tie"], ["13", "tie"], ["14", "tie"], ["15", "tie"], ["16", "tie"], ["17", "tie"], ["18", "tie"], ["19", "tie"], ["20", "tie"], ["21", "tie"], ["22", "tie"], ["23", "tie"], ["24", "tie"], ["25", "tie"], ["26", "tie"], ["27", "tie"], ["28", "tie"], ["29", "tie"], ["30", "tie"], ["31", "tie"], ["32", "tie"], ["33", "tie"], ["34", "tie"], ["35", "tie"], ["36", "tie"], ["37", "tie"], ["40", "tie"], ["41", "tie"], ["42", "tie"], ["43", "tie"], ["44", "tie"], ["45", "tie"], ["46", "tie"], ["47", "tie"], ["48", "tie"], ["49", "tie"], ["50", "tie"], ["51", "tie"], ["52", "tie"], ["53", "tie"], ["54", "tie"], ["55", "tie"], ["56", "tie"], ["57", "tie"], ["58", "tie"], ["59", "tie"], ["60", "tie"], ["61", "tie"], ["62", "tie"], ["63", "tie"], ["64", "tie"], ["65", "tie"], ["66", "tie"], ["67", "tie"], ["68", "tie"], ["70", "tie"], ["71", "tie"], ["72", "tie"], ["73", "tie"], ["74", "tie"], ["75", "tie"], ["76", "tie"], ["77", "tie"], ["78", "tie"], ["79", "tie"], ["80", "tie"], ["81", "tie"], ["82", "tie"], ["83", "tie"], ["84", "tie"], ["85", "tie"], ["86", "tie"], ["87", "tie"], ["88", "tie"], ["89", "tie"], ["90", "tie"], ["91", "tie"], ["92", "tie"], ["93", "tie"], ["94", "tie"], ["95", "tie"], ["96", "tie"], ["97", "tie"], ["98", "tie"], ["99", "tie"], ["100", "tie"], ["101", "tie"], ["102", "tie"], ["103", "tie"], ["104", "tie"], ["105", "tie"], ["106", "tie"], ["107", "tie"], ["108", "tie"], ["109", "tie"], ["110", "tie"], ["111", "tie"], ["112", "tie"], ["113", "tie"], ["114", "tie"], ["115", "tie"], ["116", "tie"], ["117", "tie"], ["118", "tie"], ["119", "tie"], ["120", "tie"], ["121", "tie"], ["122", "tie"], ["123", "tie"], ["124", "tie"], ["125", "tie"], ["126", "tie"], ["127", "tie"], ["128", "tie"], ["129", "tie"], ["130", "tie"], ["131", "tie"], ["132", "tie"], ["133", "tie"], ["134", "tie"], ["135", "tie"], ["136", "tie"], ["137", "tie"], ["138", "tie"], ["139", "tie"], ["140", "tie"], ["141", "tie"], ["142", "tie"], ["143", "tie"], ["144", "tie"], ["145", "tie"], ["146", "tie"], ["147", "tie"], ["148", "tie"], ["149", "tie"], ["150", "tie"], ["151", "tie"], ["152", "tie"], ["153", "tie"], ["154", "tie"], ["155", "tie"], ["156", "tie"], ["157", "tie"], ["158", "tie"], ["160", "tie"], ["161", "tie"], ["162", "tie"], ["163", "tie"], ["164", "tie"], ["165", "tie"], ["166", "tie"], ["167", "tie"], ["168", "tie"], ["169", "tie"], ["170", "tie"], ["171", "tie"], ["172", "tie"], ["173", "tie"], ["174", "tie"], ["175", "tie"], ["176", "tie"], ["177", "tie"], ["178", "tie"], ["179", "tie"], ["180", "tie"], ["181", "tie"], ["182", "tie"], ["183", "tie"], ["184", "tie"], ["185", "tie"], ["186", "tie"], ["187", "tie"], ["188", "tie"], ["189", "tie"], ["190", "tie"], ["192", "tie"], ["193", "tie"], ["194", "tie"], ["195", "tie"], ["197", "tie"], ["199", "tie"], ["200", "tie"], ["201", "tie"], ["202", "tie"], ["203", "tie"], ["204", "tie"], ["205", "tie"], ["206", "tie"], ["207", "tie"], ["208", "tie"], ["210", "tie"], ["211", "tie"], ["212", "tie"], ["213", "tie"], ["214", "tie"], ["215", "tie"], ["216", "tie"], ["217", "tie"], ["218", "tie"], ["219", "tie"], ["220", "tie"], ["221", "tie"], ["222", "tie"], ["223", "tie"], ["224", "tie"], ["225", "tie"], ["226", "tie"], ["227", "tie"], ["228", "tie"], ["229", "tie"], ["230", "tie"], ["231", "tie"], ["232", "tie"]], "preserve": true, "weight": 1.0}]}""")


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
