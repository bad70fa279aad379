#!/usr/bin/env python
"""GovBench evaluation script: python eval.py --expected GT --processed OUT -> {"eval_score": x}."""
import argparse
import csv
import hashlib
import json
import math
import sys
from collections import Counter

CONFIG = json.loads(r"""{"components": [{"name": "s1_dedup_exact:dedup_exact", "kind": "removal", "identity": ["person"], "removed": ["116", "130", "15", "47", "60"], "weight": 1.0}, {"name": "s2_map_values:map_values", "kind": "cells", "key": "person", "targets": [["1", "region"], ["2", "region"], ["3", "region"], ["4", "region"], ["5", "region"], ["6", "region"], ["7", "region"], ["8", "region"], ["9", "region"], ["10", "region"], ["11", "region"], ["12", "region"], ["13", "region"], ["14", "region"], ["15", "region"], ["16", "region"], ["17", "region"], ["18", "region"], ["19", "region"], ["20", "region"], ["21", "region"], ["22", "region"], ["23", "region"], ["24", "region"], ["25", "region"], ["26", "region"], ["27", "region"], ["28", "region"], ["29", "region"], ["30", "region"], ["31", "region"], ["32", "region"], ["33", "region"], ["34", "region"], ["35", "region"], ["36", "region"], ["37", "region"], ["38", "region"], ["39", "region"], ["40", "region"], ["41", "region"], ["42", "region"], ["43", "region"], ["44", "region"], ["45", "region"], ["46", "region"], ["47", "region"], ["48", "region"], ["49", "region"], ["50", "region"], ["51", "region"], ["52", "region"], ["53", "region"], ["54", "region"], ["55", "region"], ["56", "region"], ["57", "region"], ["58", "region"], ["59", "region"], ["60", "region"], ["61", "region"], ["62", "region"], ["63", "region"], ["64", "region"], ["65", "region"], ["66", "region"], ["67", "region"], ["68", "region"], ["69", "region"], ["70", "region"], ["71", "region"], ["72", "region"], ["73", "region"], ["74", "region"], ["75", "region"], ["76", "region"], ["77", "region"], ["78", "region"], ["79", "region"], ["80", "region"], ["81", "region"], ["82", "region"], ["83", "region"], ["84", "region"], ["85", "region"], ["86", "region"], ["87", "region"], ["88", "region"], ["89", "region"], ["90", "region"], ["91", "region"], ["92", "region"], ["93", "region"], ["94", "region"], ["95", "region"], ["96", "region"], ["97", "region"], ["98", "region"], ["99", "region"], ["100", "region"], ["101", "region"], ["102", "region"], ["103", "region"], ["104", "region"], ["105", "region"], ["106", "region"], ["107", "region"], ["108", "region"], ["109", "region"], ["110", "region"], ["111", "region"], ["112", "region"], ["113", "region"], ["114", "region"], ["115", "region"], ["116", "region"], ["117", "region"], ["118", "region"], ["119", "region"], ["120", "region"], ["121", "region"], ["122", "region"], ["123", "region"], ["124", "region"], ["125", "region"], ["126", "region"], ["127", "region"], ["128", "region"], ["129", "region"], ["130", "region"], ["131", "region"], ["132", "region"], ["133", "region"], ["134", "region"], ["135", "region"], ["136", "region"], ["137", "region"], ["138", "region"], ["139", "region"], ["140", "region"], ["141", "region"], ["142", "region"], ["143", "region"], ["144", "region"], ["145", "region"], ["146", "region"], ["147", "region"], ["148", "region"], ["149", "region"], ["150", "region"], ["151", "region"], ["152", "region"], ["153", "region"], ["154", "region"], ["155", "region"], ["156", "region"], ["157", "region"], ["158", "region"], ["159", "region"], ["160", "region"], ["161", "region"], ["162", "region"], ["163", "region"], ["164", "region"], ["165", "region"], ["166", "region"], ["167", "region"], ["168", "region"], ["169", "region"], ["170", "region"], ["171", "region"], ["172", "region"], ["173", "region"], ["174", "region"], ["175", "region"], ["176", "region"], ["177", "region"], ["178", "region"], ["179", "region"], ["180", "region"], ["181", "region"], ["182", "region"], ["183", "region"], ["184", "region"], ["185", "region"], ["186", "region"], ["187", "region"], ["188", "region"], ["189", "region"], ["190", "region"], ["191", "region"], ["192", "region"], ["193", "region"], ["194", "region"], ["195", "region"], ["196", "region"], ["197", "region"], ["198", "region"], ["199", "region"], ["200", "region"], ["201", "region"], ["202", "region"], ["203", "region"], ["204", "region"], ["205", "region"], ["206", "region"], ["207", "region"], ["208", "region"], ["209", "region"], ["210", "region"], ["211", "region"], ["212", "region"], ["213", "region"], ["214", "region"], ["215", "region"], ["216", "region"], ["217", "region"], ["218", "region"], ["219", "region"], ["220", "region"], ["221", "region"], ["222", "region"], ["223", "region"], ["224", "region"], ["225", "region"]], "preserve": false, "weight": 1.0}]}""")


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
