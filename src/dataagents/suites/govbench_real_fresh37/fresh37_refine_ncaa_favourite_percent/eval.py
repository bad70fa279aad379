#!/usr/bin/env python
"""GovBench evaluation script: python eval.py --expected GT --processed OUT -> {"eval_score": x}."""
import argparse
import csv
import hashlib
import json
import math
import sys
from collections import Counter

CONFIG = json.loads(r"""{"components": [{"name": "s1_scale_column:scale_column", "kind": "cells", "key": "game", "targets": [["1", "favorite_prob"], ["2", "favorite_prob"], ["3", "favorite_prob"], ["4", "favorite_prob"], ["5", "favorite_prob"], ["6", "favorite_prob"], ["7", "favorite_prob"], ["8", "favorite_prob"], ["9", "favorite_prob"], ["10", "favorite_prob"], ["11", "favorite_prob"], ["12", "favorite_prob"], ["13", "favorite_prob"], ["14", "favorite_prob"], ["15", "favorite_prob"], ["16", "favorite_prob"], ["17", "favorite_prob"], ["18", "favorite_prob"], ["19", "favorite_prob"], ["20", "favorite_prob"], ["21", "favorite_prob"], ["22", "favorite_prob"], ["23", "favorite_prob"], ["24", "favorite_prob"], ["25", "favorite_prob"], ["26", "favorite_prob"], ["27", "favorite_prob"], ["28", "favorite_prob"], ["29", "favorite_prob"], ["30", "favorite_prob"], ["31", "favorite_prob"], ["32", "favorite_prob"], ["33", "favorite_prob"], ["34", "favorite_prob"], ["35", "favorite_prob"], ["36", "favorite_prob"], ["37", "favorite_prob"], ["38", "favorite_prob"], ["39", "favorite_prob"], ["40", "favorite_prob"], ["41", "favorite_prob"], ["42", "favorite_prob"], ["43", "favorite_prob"], ["44", "favorite_prob"], ["45", "favorite_prob"], ["46", "favorite_prob"], ["47", "favorite_prob"], ["48", "favorite_prob"], ["49", "favorite_prob"], ["50", "favorite_prob"], ["51", "favorite_prob"], ["52", "favorite_prob"], ["53", "favorite_prob"], ["54", "favorite_prob"], ["55", "favorite_prob"], ["56", "favorite_prob"], ["57", "favorite_prob"], ["58", "favorite_prob"], ["59", "favorite_prob"], ["60", "favorite_prob"], ["61", "favorite_prob"], ["62", "favorite_prob"], ["63", "favorite_prob"], ["64", "favorite_prob"], ["65", "favorite_prob"], ["66", "favorite_prob"], ["67", "favorite_prob"], ["68", "favorite_prob"], ["69", "favorite_prob"], ["70", "favorite_prob"], ["71", "favorite_prob"], ["72", "favorite_prob"], ["73", "favorite_prob"], ["74", "favorite_prob"], ["75", "favorite_prob"], ["76", "favorite_prob"], ["77", "favorite_prob"], ["78", "favorite_prob"], ["79", "favorite_prob"], ["80", "favorite_prob"], ["81", "favorite_prob"], ["82", "favorite_prob"], ["83", "favorite_prob"], ["84", "favorite_prob"], ["85", "favorite_prob"], ["86", "favorite_prob"], ["87", "favorite_prob"], ["88", "favorite_prob"], ["89", "favorite_prob"], ["90", "favorite_prob"], ["91", "favorite_prob"], ["92", "favorite_prob"], ["93", "favorite_prob"], ["94", "favorite_prob"], ["95", "favorite_prob"], ["96", "favorite_prob"], ["97", "favorite_prob"], ["98", "favorite_prob"], ["99", "favorite_prob"], ["100", "favorite_prob"], ["101", "favorite_prob"], ["102", "favorite_prob"], ["103", "favorite_prob"], ["104", "favorite_prob"], ["105", "favorite_prob"], ["106", "favorite_prob"], ["107", "favorite_prob"], ["108", "favorite_prob"], ["109", "favorite_prob"], ["110", "favorite_prob"], ["111", "favorite_prob"], ["112", "favorite_prob"], ["113", "favorite_prob"], ["114", "favorite_prob"], ["115", "favorite_prob"], ["116", "favorite_prob"], ["117", "favorite_prob"], ["118", "favorite_prob"], ["119", "favorite_prob"], ["120", "favorite_prob"], ["121", "favorite_prob"], ["122", "favorite_prob"], ["123", "favorite_prob"], ["124", "favorite_prob"], ["125", "favorite_prob"], ["126", "favorite_prob"], ["127", "favorite_prob"], ["128", "favorite_prob"], ["129", "favorite_prob"], ["130", "favorite_prob"], ["131", "favorite_prob"], ["132", "favorite_prob"], ["133", "favorite_prob"], ["134", "favorite_prob"], ["135", "favorite_prob"], ["136", "favorite_prob"], ["137", "favorite_prob"], ["138", "favorite_prob"], ["139", "favorite_prob"], ["140", "favorite_prob"], ["141", "favorite_prob"], ["142", "favorite_prob"], ["143", "favorite_prob"], ["144", "favorite_prob"], ["145", "favorite_prob"], ["146", "favorite_prob"], ["147", "favorite_prob"], ["148", "favorite_prob"], ["149", "favorite_prob"], ["150", "favorite_prob"], ["151", "favorite_prob"], ["152", "favorite_prob"], ["153", "favorite_prob"], ["154", "favorite_prob"], ["155", "favorite_prob"], ["156", "favorite_prob"], ["157", "favorite_prob"], ["158", "favorite_prob"], ["159", "favorite_prob"], ["160", "favorite_prob"], ["161", "favorite_prob"], ["162", "favorite_prob"], ["163", "favorite_prob"], ["164", "favorite_prob"], ["165", "favorite_prob"], ["166", "favorite_prob"], ["167", "favorite_prob"], ["168", "favorite_prob"], ["169", "favorite_prob"], ["170", "favorite_prob"], ["171", "favorite_prob"], ["172", "favorite_prob"], ["173", "favorite_prob"], ["174", "favorite_prob"], ["175", "favorite_prob"], ["176", "favorite_prob"], ["177", "favorite_prob"], ["178", "favorite_prob"], ["179", "favorite_prob"], ["180", "favorite_prob"], ["181", "favorite_prob"], ["182", "favorite_prob"], ["183", "favorite_prob"], ["184", "favorite_prob"], ["185", "favorite_prob"], ["186", "favorite_prob"], ["187", "favorite_prob"], ["188", "favorite_prob"], ["189", "favorite_prob"], ["190", "favorite_prob"], ["191", "favorite_prob"], ["192", "favorite_prob"], ["193", "favorite_prob"], ["194", "favorite_prob"], ["195", "favorite_prob"], ["196", "favorite_prob"], ["197", "favorite_prob"], ["198", "favorite_prob"], ["199", "favorite_prob"], ["200", "favorite_prob"], ["201", "favorite_prob"], ["202", "favorite_prob"], ["203", "favorite_prob"], ["204", "favorite_prob"], ["205", "favorite_prob"], ["206", "favorite_prob"], ["207", "favorite_prob"], ["208", "favorite_prob"], ["209", "favorite_prob"], ["210", "favorite_prob"], ["211", "favorite_prob"], ["212", "favorite_prob"], ["213", "favorite_prob"], ["214", "favorite_prob"], ["215", "favorite_prob"], ["216", "favorite_prob"], ["217", "favorite_prob"], ["218", "favorite_prob"], ["219", "favorite_prob"], ["220", "favorite_prob"], ["221", "favorite_prob"], ["222", "favorite_prob"], ["223", "favorite_prob"], ["224", "favorite_prob"], ["225", "favorite_prob"], ["226", "favorite_prob"], ["227", "favorite_prob"], ["228", "favorite_prob"], ["229", "favorite_prob"], ["230", "favorite_prob"], ["231", "favorite_prob"], ["232", "favorite_prob"], ["233", "favorite_prob"], ["234", "favorite_prob"], ["235", "favorite_prob"], ["236", "favorite_prob"], ["237", "favorite_prob"], ["238", "favorite_prob"], ["239", "favorite_prob"], ["240", "favorite_prob"], ["241", "favorite_prob"], ["242", "favorite_prob"], ["243", "favorite_prob"], ["244", "favorite_prob"], ["245", "favorite_prob"], ["246", "favorite_prob"], ["247", "favorite_prob"], ["248", "favorite_prob"], ["249", "favorite_prob"], ["250", "favorite_prob"], ["251", "favorite_prob"], ["252", "favorite_prob"], ["253", "favorite_prob"]], "preserve": true, "weight": 1.0}]}""")


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
