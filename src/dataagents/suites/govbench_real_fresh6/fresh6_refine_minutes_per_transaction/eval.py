#!/usr/bin/env python
"""GovBench evaluation script: python eval.py --expected GT --processed OUT -> {"eval_score": x}."""
import argparse
import csv
import hashlib
import json
import math
import sys
from collections import Counter

CONFIG = json.loads(r"""{"components": [{"name": "cells", "kind": "cells", "key": "branch", "targets": [["1", "minutes_per_transaction"], ["2", "minutes_per_transaction"], ["3", "minutes_per_transaction"], ["4", "minutes_per_transaction"], ["5", "minutes_per_transaction"], ["6", "minutes_per_transaction"], ["7", "minutes_per_transaction"], ["8", "minutes_per_transaction"], ["9", "minutes_per_transaction"], ["10", "minutes_per_transaction"], ["11", "minutes_per_transaction"], ["12", "minutes_per_transaction"], ["13", "minutes_per_transaction"], ["14", "minutes_per_transaction"], ["15", "minutes_per_transaction"], ["16", "minutes_per_transaction"], ["17", "minutes_per_transaction"], ["18", "minutes_per_transaction"], ["19", "minutes_per_transaction"], ["20", "minutes_per_transaction"], ["21", "minutes_per_transaction"], ["22", "minutes_per_transaction"], ["23", "minutes_per_transaction"], ["24", "minutes_per_transaction"], ["25", "minutes_per_transaction"], ["26", "minutes_per_transaction"], ["27", "minutes_per_transaction"], ["28", "minutes_per_transaction"], ["29", "minutes_per_transaction"], ["30", "minutes_per_transaction"], ["31", "minutes_per_transaction"], ["32", "minutes_per_transaction"], ["33", "minutes_per_transaction"], ["34", "minutes_per_transaction"], ["35", "minutes_per_transaction"], ["36", "minutes_per_transaction"], ["37", "minutes_per_transaction"], ["38", "minutes_per_transaction"], ["39", "minutes_per_transaction"], ["40", "minutes_per_transaction"], ["41", "minutes_per_transaction"], ["42", "minutes_per_transaction"], ["43", "minutes_per_transaction"], ["44", "minutes_per_transaction"], ["45", "minutes_per_transaction"], ["46", "minutes_per_transaction"], ["47", "minutes_per_transaction"], ["48", "minutes_per_transaction"], ["49", "minutes_per_transaction"], ["50", "minutes_per_transaction"], ["51", "minutes_per_transaction"], ["52", "minutes_per_transaction"], ["53", "minutes_per_transaction"], ["54", "minutes_per_transaction"], ["55", "minutes_per_transaction"], ["56", "minutes_per_transaction"], ["57", "minutes_per_transaction"], ["58", "minutes_per_transaction"], ["59", "minutes_per_transaction"], ["60", "minutes_per_transaction"], ["61", "minutes_per_transaction"], ["62", "minutes_per_transaction"], ["63", "minutes_per_transaction"], ["64", "minutes_per_transaction"], ["65", "minutes_per_transaction"], ["66", "minutes_per_transaction"], ["67", "minutes_per_transaction"], ["68", "minutes_per_transaction"], ["69", "minutes_per_transaction"], ["70", "minutes_per_transaction"], ["71", "minutes_per_transaction"], ["72", "minutes_per_transaction"], ["73", "minutes_per_transaction"], ["74", "minutes_per_transaction"], ["75", "minutes_per_transaction"], ["76", "minutes_per_transaction"], ["77", "minutes_per_transaction"], ["78", "minutes_per_transaction"], ["79", "minutes_per_transaction"], ["80", "minutes_per_transaction"], ["81", "minutes_per_transaction"], ["82", "minutes_per_transaction"], ["83", "minutes_per_transaction"], ["84", "minutes_per_transaction"], ["85", "minutes_per_transaction"], ["86", "minutes_per_transaction"], ["87", "minutes_per_transaction"], ["88", "minutes_per_transaction"], ["89", "minutes_per_transaction"], ["90", "minutes_per_transaction"], ["91", "minutes_per_transaction"], ["92", "minutes_per_transaction"], ["93", "minutes_per_transaction"], ["94", "minutes_per_transaction"], ["95", "minutes_per_transaction"], ["96", "minutes_per_transaction"], ["97", "minutes_per_transaction"], ["98", "minutes_per_transaction"], ["99", "minutes_per_transaction"], ["100", "minutes_per_transaction"], ["101", "minutes_per_transaction"], ["102", "minutes_per_transaction"], ["103", "minutes_per_transaction"], ["104", "minutes_per_transaction"], ["105", "minutes_per_transaction"], ["106", "minutes_per_transaction"], ["107", "minutes_per_transaction"], ["108", "minutes_per_transaction"], ["109", "minutes_per_transaction"], ["110", "minutes_per_transaction"], ["111", "minutes_per_transaction"], ["112", "minutes_per_transaction"], ["113", "minutes_per_transaction"], ["114", "minutes_per_transaction"], ["115", "minutes_per_transaction"], ["116", "minutes_per_transaction"], ["117", "minutes_per_transaction"], ["118", "minutes_per_transaction"], ["119", "minutes_per_transaction"], ["120", "minutes_per_transaction"], ["121", "minutes_per_transaction"], ["122", "minutes_per_transaction"], ["123", "minutes_per_transaction"], ["124", "minutes_per_transaction"], ["125", "minutes_per_transaction"], ["126", "minutes_per_transaction"], ["127", "minutes_per_transaction"], ["128", "minutes_per_transaction"], ["129", "minutes_per_transaction"], ["130", "minutes_per_transaction"], ["131", "minutes_per_transaction"], ["132", "minutes_per_transaction"], ["133", "minutes_per_transaction"], ["134", "minutes_per_transaction"], ["135", "minutes_per_transaction"], ["136", "minutes_per_transaction"], ["137", "minutes_per_transaction"], ["138", "minutes_per_transaction"], ["139", "minutes_per_transaction"], ["140", "minutes_per_transaction"], ["141", "minutes_per_transaction"], ["142", "minutes_per_transaction"], ["143", "minutes_per_transaction"], ["144", "minutes_per_transaction"], ["145", "minutes_per_transaction"], ["146", "minutes_per_transaction"], ["147", "minutes_per_transaction"], ["148", "minutes_per_transaction"], ["149", "minutes_per_transaction"], ["150", "minutes_per_transaction"], ["151", "minutes_per_transaction"], ["152", "minutes_per_transaction"], ["153", "minutes_per_transaction"], ["154", "minutes_per_transaction"], ["155", "minutes_per_transaction"], ["156", "minutes_per_transaction"], ["157", "minutes_per_transaction"], ["158", "minutes_per_transaction"], ["159", "minutes_per_transaction"], ["160", "minutes_per_transaction"], ["161", "minutes_per_transaction"], ["162", "minutes_per_transaction"], ["163", "minutes_per_transaction"], ["164", "minutes_per_transaction"], ["165", "minutes_per_transaction"], ["166", "minutes_per_transaction"], ["167", "minutes_per_transaction"], ["168", "minutes_per_transaction"], ["169", "minutes_per_transaction"], ["170", "minutes_per_transaction"], ["171", "minutes_per_transaction"], ["172", "minutes_per_transaction"], ["173", "minutes_per_transaction"], ["174", "minutes_per_transaction"], ["175", "minutes_per_transaction"], ["176", "minutes_per_transaction"], ["177", "minutes_per_transaction"], ["178", "minutes_per_transaction"], ["179", "minutes_per_transaction"], ["180", "minutes_per_transaction"], ["181", "minutes_per_transaction"], ["182", "minutes_per_transaction"], ["183", "minutes_per_transaction"], ["184", "minutes_per_transaction"], ["185", "minutes_per_transaction"], ["186", "minutes_per_transaction"], ["187", "minutes_per_transaction"], ["188", "minutes_per_transaction"], ["189", "minutes_per_transaction"], ["190", "minutes_per_transaction"], ["191", "minutes_per_transaction"], ["192", "minutes_per_transaction"], ["193", "minutes_per_transaction"], ["194", "minutes_per_transaction"], ["195", "minutes_per_transaction"], ["196", "minutes_per_transaction"], ["197", "minutes_per_transaction"], ["198", "minutes_per_transaction"], ["199", "minutes_per_transaction"], ["200", "minutes_per_transaction"], ["201", "minutes_per_transaction"], ["202", "minutes_per_transaction"], ["203", "minutes_per_transaction"], ["204", "minutes_per_transaction"], ["205", "minutes_per_transaction"], ["206", "minutes_per_transaction"], ["207", "minutes_per_transaction"], ["208", "minutes_per_transaction"], ["209", "minutes_per_transaction"], ["210", "minutes_per_transaction"], ["211", "minutes_per_transaction"], ["212", "minutes_per_transaction"], ["213", "minutes_per_transaction"], ["214", "minutes_per_transaction"], ["215", "minutes_per_transaction"], ["216", "minutes_per_transaction"], ["217", "minutes_per_transaction"], ["218", "minutes_per_transaction"], ["219", "minutes_per_transaction"], ["220", "minutes_per_transaction"], ["221", "minutes_per_transaction"], ["222", "minutes_per_transaction"], ["223", "minutes_per_transaction"], ["224", "minutes_per_transaction"], ["225", "minutes_per_transaction"], ["226", "minutes_per_transaction"], ["227", "minutes_per_transaction"], ["228", "minutes_per_transaction"], ["229", "minutes_per_transaction"], ["230", "minutes_per_transaction"], ["231", "minutes_per_transaction"], ["232", "minutes_per_transaction"], ["233", "minutes_per_transaction"], ["234", "minutes_per_transaction"], ["235", "minutes_per_transaction"], ["236", "minutes_per_transaction"], ["237", "minutes_per_transaction"], ["238", "minutes_per_transaction"], ["239", "minutes_per_transaction"], ["240", "minutes_per_transaction"], ["241", "minutes_per_transaction"], ["242", "minutes_per_transaction"], ["243", "minutes_per_transaction"], ["244", "minutes_per_transaction"], ["245", "minutes_per_transaction"], ["246", "minutes_per_transaction"], ["247", "minutes_per_transaction"], ["248", "minutes_per_transaction"], ["249", "minutes_per_transaction"], ["250", "minutes_per_transaction"], ["251", "minutes_per_transaction"], ["252", "minutes_per_transaction"], ["253", "minutes_per_transaction"], ["254", "minutes_per_transaction"], ["255", "minutes_per_transaction"], ["256", "minutes_per_transaction"], ["257", "minutes_per_transaction"], ["258", "minutes_per_transaction"], ["259", "minutes_per_transaction"], ["260", "minutes_per_transaction"], ["261", "minutes_per_transaction"]], "preserve": true, "weight": 1.0}]}""")


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
