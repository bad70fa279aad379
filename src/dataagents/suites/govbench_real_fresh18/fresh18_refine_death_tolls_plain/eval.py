#!/usr/bin/env python
"""GovBench evaluation script: python eval.py --expected GT --processed OUT -> {"eval_score": x}."""
import argparse
import csv
import hashlib
import json
import math
import sys
from collections import Counter

CONFIG = json.loads(r"""{"components": [{"name": "s1_standardize_number:standardize_number", "kind": "cells", "key": "line", "targets": [["1", "deaths"], ["2", "deaths"], ["3", "deaths"], ["4", "deaths"], ["5", "deaths"], ["6", "deaths"], ["7", "deaths"], ["8", "deaths"], ["9", "deaths"], ["10", "deaths"], ["11", "deaths"], ["12", "deaths"], ["13", "deaths"], ["14", "deaths"], ["15", "deaths"], ["16", "deaths"], ["17", "deaths"], ["18", "deaths"], ["19", "deaths"], ["20", "deaths"], ["21", "deaths"], ["22", "deaths"], ["23", "deaths"], ["24", "deaths"], ["25", "deaths"], ["26", "deaths"], ["27", "deaths"], ["28", "deaths"], ["29", "deaths"], ["30", "deaths"], ["31", "deaths"], ["32", "deaths"], ["33", "deaths"], ["34", "deaths"], ["35", "deaths"], ["36", "deaths"], ["37", "deaths"], ["38", "deaths"], ["39", "deaths"], ["40", "deaths"], ["41", "deaths"], ["42", "deaths"], ["43", "deaths"], ["44", "deaths"], ["45", "deaths"], ["46", "deaths"], ["47", "deaths"], ["48", "deaths"], ["49", "deaths"], ["50", "deaths"], ["51", "deaths"], ["52", "deaths"], ["53", "deaths"], ["54", "deaths"], ["55", "deaths"], ["56", "deaths"], ["57", "deaths"], ["58", "deaths"], ["59", "deaths"], ["60", "deaths"], ["61", "deaths"], ["62", "deaths"], ["63", "deaths"], ["64", "deaths"], ["65", "deaths"], ["66", "deaths"], ["67", "deaths"], ["68", "deaths"], ["69", "deaths"], ["70", "deaths"], ["71", "deaths"], ["72", "deaths"], ["73", "deaths"], ["74", "deaths"], ["75", "deaths"], ["76", "deaths"], ["77", "deaths"], ["78", "deaths"], ["79", "deaths"], ["80", "deaths"], ["81", "deaths"], ["82", "deaths"], ["83", "deaths"], ["84", "deaths"], ["85", "deaths"], ["86", "deaths"], ["87", "deaths"], ["88", "deaths"], ["89", "deaths"], ["90", "deaths"], ["91", "deaths"], ["92", "deaths"], ["93", "deaths"], ["94", "deaths"], ["95", "deaths"], ["96", "deaths"], ["97", "deaths"], ["98", "deaths"], ["99", "deaths"], ["100", "deaths"], ["101", "deaths"], ["102", "deaths"], ["103", "deaths"], ["104", "deaths"], ["105", "deaths"], ["106", "deaths"], ["107", "deaths"], ["108", "deaths"], ["109", "deaths"], ["110", "deaths"], ["111", "deaths"], ["112", "deaths"], ["113", "deaths"], ["114", "deaths"], ["115", "deaths"], ["116", "deaths"], ["117", "deaths"], ["118", "deaths"], ["119", "deaths"], ["120", "deaths"], ["121", "deaths"], ["122", "deaths"], ["123", "deaths"], ["124", "deaths"], ["125", "deaths"], ["126", "deaths"], ["127", "deaths"], ["128", "deaths"], ["129", "deaths"], ["130", "deaths"], ["131", "deaths"], ["132", "deaths"], ["133", "deaths"], ["134", "deaths"], ["135", "deaths"], ["136", "deaths"], ["137", "deaths"], ["138", "deaths"], ["139", "deaths"], ["140", "deaths"], ["141", "deaths"], ["142", "deaths"], ["143", "deaths"], ["144", "deaths"], ["145", "deaths"], ["146", "deaths"], ["147", "deaths"], ["148", "deaths"], ["149", "deaths"], ["150", "deaths"], ["151", "deaths"], ["152", "deaths"], ["153", "deaths"], ["154", "deaths"], ["155", "deaths"], ["156", "deaths"], ["157", "deaths"], ["158", "deaths"], ["159", "deaths"], ["160", "deaths"], ["161", "deaths"], ["162", "deaths"], ["163", "deaths"], ["164", "deaths"], ["165", "deaths"], ["166", "deaths"], ["167", "deaths"], ["168", "deaths"], ["169", "deaths"], ["170", "deaths"], ["171", "deaths"], ["172", "deaths"], ["173", "deaths"], ["174", "deaths"], ["175", "deaths"], ["176", "deaths"], ["177", "deaths"], ["178", "deaths"], ["179", "deaths"], ["180", "deaths"], ["181", "deaths"], ["182", "deaths"], ["183", "deaths"], ["184", "deaths"], ["185", "deaths"], ["186", "deaths"], ["187", "deaths"], ["188", "deaths"], ["189", "deaths"], ["190", "deaths"], ["191", "deaths"], ["192", "deaths"], ["193", "deaths"], ["194", "deaths"], ["195", "deaths"], ["196", "deaths"], ["197", "deaths"], ["198", "deaths"], ["199", "deaths"], ["201", "deaths"], ["202", "deaths"], ["203", "deaths"], ["204", "deaths"], ["205", "deaths"], ["206", "deaths"], ["207", "deaths"], ["208", "deaths"], ["209", "deaths"], ["210", "deaths"], ["211", "deaths"], ["212", "deaths"], ["214", "deaths"], ["215", "deaths"], ["216", "deaths"], ["217", "deaths"], ["218", "deaths"], ["219", "deaths"], ["220", "deaths"], ["221", "deaths"], ["222", "deaths"], ["223", "deaths"], ["224", "deaths"], ["225", "deaths"], ["226", "deaths"], ["230", "deaths"], ["231", "deaths"], ["232", "deaths"], ["234", "deaths"], ["237", "deaths"], ["238", "deaths"], ["239", "deaths"], ["240", "deaths"], ["241", "deaths"], ["242", "deaths"], ["243", "deaths"], ["244", "deaths"], ["245", "deaths"], ["246", "deaths"], ["247", "deaths"], ["249", "deaths"], ["250", "deaths"], ["251", "deaths"], ["252", "deaths"], ["253", "deaths"], ["254", "deaths"], ["255", "deaths"], ["256", "deaths"], ["257", "deaths"], ["258", "deaths"], ["259", "deaths"], ["260", "deaths"], ["261", "deaths"], ["262", "deaths"], ["263", "deaths"], ["264", "deaths"], ["265", "deaths"], ["267", "deaths"], ["268", "deaths"], ["269", "deaths"], ["270", "deaths"], ["271", "deaths"], ["272", "deaths"], ["274", "deaths"], ["277", "deaths"], ["278", "deaths"], ["279", "deaths"], ["280", "deaths"], ["281", "deaths"], ["282", "deaths"], ["283", "deaths"], ["284", "deaths"], ["285", "deaths"], ["286", "deaths"], ["287", "deaths"], ["288", "deaths"], ["289", "deaths"], ["290", "deaths"], ["292", "deaths"], ["293", "deaths"], ["295", "deaths"], ["297", "deaths"], ["298", "deaths"], ["299", "deaths"], ["300", "deaths"]], "preserve": true, "weight": 1.0}]}""")


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
