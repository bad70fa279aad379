#!/usr/bin/env python
"""GovBench evaluation script: python eval.py --expected GT --processed OUT -> {"eval_score": x}."""
import argparse
import csv
import hashlib
import json
import math
import sys
from collections import Counter

CONFIG = json.loads(r"""{"components": [{"name": "s1_standardize_number:standardize_number", "kind": "cells", "key": "participant", "targets": [["1", "re78"], ["2", "re78"], ["4", "re78"], ["5", "re78"], ["6", "re78"], ["7", "re78"], ["8", "re78"], ["9", "re78"], ["10", "re78"], ["11", "re78"], ["12", "re78"], ["14", "re78"], ["15", "re78"], ["16", "re78"], ["17", "re78"], ["18", "re78"], ["20", "re78"], ["21", "re78"], ["22", "re78"], ["24", "re78"], ["25", "re78"], ["28", "re78"], ["29", "re78"], ["31", "re78"], ["33", "re78"], ["34", "re78"], ["35", "re78"], ["36", "re78"], ["37", "re78"], ["38", "re78"], ["40", "re78"], ["41", "re78"], ["42", "re78"], ["44", "re78"], ["45", "re78"], ["46", "re78"], ["47", "re78"], ["48", "re78"], ["49", "re78"], ["50", "re78"], ["52", "re78"], ["53", "re78"], ["55", "re78"], ["57", "re78"], ["59", "re78"], ["60", "re78"], ["61", "re78"], ["63", "re78"], ["65", "re78"], ["66", "re78"], ["67", "re78"], ["68", "re78"], ["69", "re78"], ["70", "re78"], ["71", "re78"], ["72", "re78"], ["73", "re78"], ["74", "re78"], ["75", "re78"], ["76", "re78"], ["77", "re78"], ["79", "re78"], ["80", "re78"], ["81", "re78"], ["84", "re78"], ["85", "re78"], ["86", "re78"], ["88", "re78"], ["90", "re78"], ["91", "re78"], ["92", "re78"], ["93", "re78"], ["94", "re78"], ["95", "re78"], ["96", "re78"], ["98", "re78"], ["100", "re78"], ["101", "re78"], ["103", "re78"], ["104", "re78"], ["107", "re78"], ["108", "re78"], ["110", "re78"], ["111", "re78"], ["114", "re78"], ["115", "re78"], ["117", "re78"], ["118", "re78"], ["119", "re78"], ["120", "re78"], ["121", "re78"], ["122", "re78"], ["123", "re78"], ["125", "re78"], ["127", "re78"], ["130", "re78"], ["132", "re78"], ["134", "re78"], ["138", "re78"], ["140", "re78"], ["141", "re78"], ["142", "re78"], ["143", "re78"], ["144", "re78"], ["146", "re78"], ["147", "re78"], ["149", "re78"], ["150", "re78"], ["151", "re78"], ["152", "re78"], ["153", "re78"], ["155", "re78"], ["156", "re78"], ["157", "re78"], ["158", "re78"], ["159", "re78"], ["160", "re78"], ["161", "re78"], ["162", "re78"], ["163", "re78"], ["166", "re78"], ["167", "re78"], ["168", "re78"], ["169", "re78"], ["170", "re78"], ["171", "re78"], ["172", "re78"], ["173", "re78"], ["174", "re78"], ["175", "re78"], ["176", "re78"], ["178", "re78"], ["179", "re78"], ["180", "re78"], ["181", "re78"], ["182", "re78"], ["186", "re78"], ["187", "re78"], ["188", "re78"], ["190", "re78"], ["191", "re78"], ["193", "re78"], ["194", "re78"], ["195", "re78"], ["196", "re78"], ["197", "re78"], ["199", "re78"], ["200", "re78"], ["201", "re78"], ["202", "re78"], ["203", "re78"], ["207", "re78"], ["209", "re78"], ["210", "re78"], ["211", "re78"], ["214", "re78"], ["216", "re78"], ["217", "re78"], ["218", "re78"], ["219", "re78"], ["220", "re78"], ["221", "re78"], ["222", "re78"], ["223", "re78"], ["227", "re78"], ["229", "re78"], ["230", "re78"], ["232", "re78"], ["233", "re78"], ["234", "re78"], ["235", "re78"], ["236", "re78"], ["237", "re78"], ["238", "re78"], ["239", "re78"], ["240", "re78"], ["241", "re78"], ["242", "re78"], ["243", "re78"], ["244", "re78"], ["245", "re78"], ["246", "re78"], ["247", "re78"], ["248", "re78"], ["250", "re78"], ["251", "re78"], ["252", "re78"], ["254", "re78"], ["256", "re78"], ["257", "re78"], ["258", "re78"], ["259", "re78"], ["260", "re78"], ["262", "re78"], ["263", "re78"], ["265", "re78"], ["267", "re78"], ["268", "re78"], ["269", "re78"], ["270", "re78"], ["272", "re78"], ["273", "re78"], ["274", "re78"], ["275", "re78"], ["276", "re78"], ["277", "re78"], ["278", "re78"], ["280", "re78"], ["283", "re78"], ["284", "re78"], ["287", "re78"], ["288", "re78"], ["290", "re78"], ["291", "re78"], ["292", "re78"], ["293", "re78"], ["294", "re78"], ["295", "re78"], ["298", "re78"], ["299", "re78"]], "preserve": true, "weight": 1.0}]}""")


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
