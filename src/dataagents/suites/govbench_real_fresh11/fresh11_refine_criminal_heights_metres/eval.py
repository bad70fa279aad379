#!/usr/bin/env python
"""GovBench evaluation script: python eval.py --expected GT --processed OUT -> {"eval_score": x}."""
import argparse
import csv
import hashlib
import json
import math
import sys
from collections import Counter

CONFIG = json.loads(r"""{"components": [{"name": "s1_convert_unit:convert_unit", "kind": "cells", "key": "cell", "targets": [["1", "height"], ["2", "height"], ["3", "height"], ["4", "height"], ["5", "height"], ["6", "height"], ["7", "height"], ["8", "height"], ["9", "height"], ["10", "height"], ["11", "height"], ["12", "height"], ["13", "height"], ["14", "height"], ["15", "height"], ["16", "height"], ["17", "height"], ["18", "height"], ["19", "height"], ["20", "height"], ["21", "height"], ["22", "height"], ["23", "height"], ["24", "height"], ["25", "height"], ["26", "height"], ["27", "height"], ["28", "height"], ["29", "height"], ["30", "height"], ["31", "height"], ["32", "height"], ["33", "height"], ["34", "height"], ["35", "height"], ["36", "height"], ["37", "height"], ["38", "height"], ["39", "height"], ["40", "height"], ["41", "height"], ["42", "height"], ["43", "height"], ["44", "height"], ["45", "height"], ["46", "height"], ["47", "height"], ["48", "height"], ["49", "height"], ["50", "height"], ["51", "height"], ["52", "height"], ["53", "height"], ["54", "height"], ["55", "height"], ["56", "height"], ["57", "height"], ["58", "height"], ["59", "height"], ["60", "height"], ["61", "height"], ["62", "height"], ["63", "height"], ["64", "height"], ["65", "height"], ["66", "height"], ["67", "height"], ["68", "height"], ["69", "height"], ["70", "height"], ["71", "height"], ["72", "height"], ["73", "height"], ["74", "height"], ["75", "height"], ["76", "height"], ["77", "height"], ["78", "height"], ["79", "height"], ["80", "height"], ["81", "height"], ["82", "height"], ["83", "height"], ["84", "height"], ["85", "height"], ["86", "height"], ["87", "height"], ["88", "height"], ["89", "height"], ["90", "height"], ["91", "height"], ["92", "height"], ["93", "height"], ["94", "height"], ["95", "height"], ["96", "height"], ["97", "height"], ["98", "height"], ["99", "height"], ["100", "height"], ["101", "height"], ["102", "height"], ["103", "height"], ["104", "height"], ["105", "height"], ["106", "height"], ["107", "height"], ["108", "height"], ["109", "height"], ["110", "height"], ["111", "height"], ["112", "height"], ["113", "height"], ["114", "height"], ["115", "height"], ["116", "height"], ["117", "height"], ["118", "height"], ["119", "height"], ["120", "height"], ["121", "height"], ["122", "height"], ["123", "height"], ["124", "height"], ["125", "height"], ["126", "height"], ["127", "height"], ["128", "height"], ["129", "height"], ["130", "height"], ["131", "height"], ["132", "height"], ["133", "height"], ["134", "height"], ["135", "height"], ["136", "height"], ["137", "height"], ["138", "height"], ["139", "height"], ["140", "height"], ["141", "height"], ["142", "height"], ["143", "height"], ["144", "height"], ["145", "height"], ["146", "height"], ["147", "height"], ["148", "height"], ["149", "height"], ["150", "height"], ["151", "height"], ["152", "height"], ["153", "height"], ["154", "height"], ["155", "height"], ["156", "height"], ["157", "height"], ["158", "height"], ["159", "height"], ["160", "height"], ["161", "height"], ["162", "height"], ["163", "height"], ["164", "height"], ["165", "height"], ["166", "height"], ["167", "height"], ["168", "height"], ["169", "height"], ["170", "height"], ["171", "height"], ["172", "height"], ["173", "height"], ["174", "height"], ["175", "height"], ["176", "height"], ["177", "height"], ["178", "height"], ["179", "height"], ["180", "height"], ["181", "height"], ["182", "height"], ["183", "height"], ["184", "height"], ["185", "height"], ["186", "height"], ["187", "height"], ["188", "height"], ["189", "height"], ["190", "height"], ["191", "height"], ["192", "height"], ["193", "height"], ["194", "height"], ["195", "height"], ["196", "height"], ["197", "height"], ["198", "height"], ["199", "height"], ["200", "height"], ["201", "height"], ["202", "height"], ["203", "height"], ["204", "height"], ["205", "height"], ["206", "height"], ["207", "height"], ["208", "height"], ["209", "height"], ["210", "height"], ["211", "height"], ["212", "height"], ["213", "height"], ["214", "height"], ["215", "height"], ["216", "height"], ["217", "height"], ["218", "height"], ["219", "height"], ["220", "height"], ["221", "height"], ["222", "height"], ["223", "height"], ["224", "height"], ["225", "height"], ["226", "height"], ["227", "height"], ["228", "height"], ["229", "height"], ["230", "height"], ["231", "height"], ["232", "height"], ["233", "height"], ["234", "height"], ["235", "height"], ["236", "height"], ["237", "height"], ["238", "height"], ["239", "height"], ["240", "height"], ["241", "height"], ["242", "height"], ["243", "height"], ["244", "height"], ["245", "height"], ["246", "height"], ["247", "height"], ["248", "height"], ["249", "height"], ["250", "height"], ["251", "height"], ["252", "height"], ["253", "height"], ["254", "height"], ["255", "height"], ["256", "height"], ["257", "height"], ["258", "height"], ["259", "height"], ["260", "height"], ["261", "height"], ["262", "height"], ["263", "height"], ["264", "height"], ["265", "height"], ["266", "height"], ["267", "height"], ["268", "height"], ["269", "height"], ["270", "height"], ["271", "height"], ["272", "height"], ["273", "height"], ["274", "height"], ["275", "height"], ["276", "height"], ["277", "height"], ["278", "height"], ["279", "height"], ["280", "height"], ["281", "height"], ["282", "height"], ["283", "height"], ["284", "height"], ["285", "height"], ["286", "height"], ["287", "height"], ["288", "height"], ["289", "height"], ["290", "height"], ["291", "height"], ["292", "height"], ["293", "height"], ["294", "height"], ["295", "height"], ["296", "height"], ["297", "height"], ["298", "height"], ["299", "height"], ["300", "height"]], "preserve": true, "weight": 1.0}]}""")


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
