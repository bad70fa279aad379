#!/usr/bin/env python
"""GovBench evaluation script: python eval.py --expected GT --processed OUT -> {"eval_score": x}."""
import argparse
import csv
import hashlib
import json
import math
import sys
from collections import Counter

CONFIG = json.loads(r"""{"components": [{"name": "s1_standardize_number:standardize_number", "kind": "cells", "key": "worker", "targets": [["1", "wage"], ["2", "wage"], ["3", "wage"], ["4", "wage"], ["5", "wage"], ["6", "wage"], ["7", "wage"], ["8", "wage"], ["9", "wage"], ["10", "wage"], ["11", "wage"], ["12", "wage"], ["13", "wage"], ["14", "wage"], ["15", "wage"], ["16", "wage"], ["17", "wage"], ["18", "wage"], ["19", "wage"], ["20", "wage"], ["21", "wage"], ["22", "wage"], ["23", "wage"], ["24", "wage"], ["25", "wage"], ["26", "wage"], ["27", "wage"], ["28", "wage"], ["29", "wage"], ["30", "wage"], ["31", "wage"], ["32", "wage"], ["33", "wage"], ["34", "wage"], ["35", "wage"], ["36", "wage"], ["37", "wage"], ["38", "wage"], ["39", "wage"], ["40", "wage"], ["41", "wage"], ["42", "wage"], ["43", "wage"], ["44", "wage"], ["45", "wage"], ["46", "wage"], ["47", "wage"], ["48", "wage"], ["49", "wage"], ["50", "wage"], ["51", "wage"], ["52", "wage"], ["53", "wage"], ["54", "wage"], ["55", "wage"], ["56", "wage"], ["57", "wage"], ["58", "wage"], ["59", "wage"], ["60", "wage"], ["61", "wage"], ["62", "wage"], ["63", "wage"], ["64", "wage"], ["65", "wage"], ["66", "wage"], ["67", "wage"], ["68", "wage"], ["69", "wage"], ["70", "wage"], ["71", "wage"], ["72", "wage"], ["73", "wage"], ["74", "wage"], ["75", "wage"], ["76", "wage"], ["77", "wage"], ["78", "wage"], ["79", "wage"], ["80", "wage"], ["81", "wage"], ["82", "wage"], ["83", "wage"], ["84", "wage"], ["85", "wage"], ["86", "wage"], ["87", "wage"], ["88", "wage"], ["89", "wage"], ["90", "wage"], ["91", "wage"], ["92", "wage"], ["93", "wage"], ["94", "wage"], ["95", "wage"], ["96", "wage"], ["97", "wage"], ["98", "wage"], ["99", "wage"], ["100", "wage"], ["101", "wage"], ["102", "wage"], ["103", "wage"], ["104", "wage"], ["105", "wage"], ["106", "wage"], ["107", "wage"], ["108", "wage"], ["109", "wage"], ["110", "wage"], ["111", "wage"], ["112", "wage"], ["113", "wage"], ["114", "wage"], ["115", "wage"], ["116", "wage"], ["117", "wage"], ["118", "wage"], ["119", "wage"], ["120", "wage"], ["121", "wage"], ["122", "wage"], ["123", "wage"], ["124", "wage"], ["125", "wage"], ["126", "wage"], ["127", "wage"], ["128", "wage"], ["129", "wage"], ["130", "wage"], ["131", "wage"], ["132", "wage"], ["133", "wage"], ["134", "wage"], ["135", "wage"], ["136", "wage"], ["137", "wage"], ["138", "wage"], ["139", "wage"], ["140", "wage"], ["141", "wage"], ["142", "wage"], ["143", "wage"], ["144", "wage"], ["145", "wage"], ["146", "wage"], ["147", "wage"], ["148", "wage"], ["149", "wage"], ["150", "wage"], ["151", "wage"], ["152", "wage"], ["153", "wage"], ["154", "wage"], ["155", "wage"], ["156", "wage"], ["157", "wage"], ["158", "wage"], ["159", "wage"], ["160", "wage"], ["161", "wage"], ["162", "wage"], ["163", "wage"], ["164", "wage"], ["165", "wage"], ["166", "wage"], ["167", "wage"], ["168", "wage"], ["169", "wage"], ["170", "wage"], ["171", "wage"], ["172", "wage"], ["173", "wage"], ["174", "wage"], ["175", "wage"], ["176", "wage"], ["177", "wage"], ["178", "wage"], ["179", "wage"], ["180", "wage"], ["181", "wage"], ["182", "wage"], ["183", "wage"], ["184", "wage"], ["185", "wage"], ["186", "wage"], ["187", "wage"], ["188", "wage"], ["189", "wage"], ["190", "wage"], ["191", "wage"], ["192", "wage"], ["193", "wage"], ["194", "wage"], ["195", "wage"], ["196", "wage"], ["197", "wage"], ["198", "wage"], ["199", "wage"], ["200", "wage"], ["201", "wage"], ["202", "wage"], ["203", "wage"], ["204", "wage"], ["205", "wage"], ["206", "wage"], ["207", "wage"], ["208", "wage"], ["209", "wage"], ["210", "wage"], ["211", "wage"], ["212", "wage"], ["213", "wage"], ["214", "wage"], ["215", "wage"], ["216", "wage"], ["217", "wage"], ["218", "wage"], ["219", "wage"], ["220", "wage"], ["221", "wage"], ["222", "wage"], ["223", "wage"], ["224", "wage"], ["225", "wage"], ["226", "wage"], ["227", "wage"], ["228", "wage"], ["229", "wage"], ["230", "wage"], ["231", "wage"], ["232", "wage"], ["233", "wage"], ["234", "wage"], ["235", "wage"], ["236", "wage"], ["237", "wage"], ["238", "wage"], ["239", "wage"], ["240", "wage"], ["241", "wage"], ["242", "wage"], ["243", "wage"], ["244", "wage"], ["245", "wage"], ["246", "wage"], ["247", "wage"], ["248", "wage"], ["249", "wage"], ["250", "wage"], ["251", "wage"], ["252", "wage"], ["253", "wage"], ["254", "wage"], ["255", "wage"], ["256", "wage"], ["257", "wage"], ["258", "wage"], ["259", "wage"], ["260", "wage"], ["261", "wage"], ["262", "wage"], ["263", "wage"], ["264", "wage"], ["265", "wage"], ["266", "wage"], ["267", "wage"], ["268", "wage"], ["269", "wage"], ["270", "wage"], ["271", "wage"], ["272", "wage"], ["273", "wage"], ["274", "wage"], ["275", "wage"], ["276", "wage"], ["277", "wage"], ["278", "wage"], ["279", "wage"], ["280", "wage"], ["281", "wage"], ["282", "wage"], ["283", "wage"], ["284", "wage"], ["285", "wage"], ["286", "wage"], ["287", "wage"], ["288", "wage"], ["289", "wage"], ["290", "wage"], ["291", "wage"], ["292", "wage"], ["293", "wage"], ["294", "wage"], ["295", "wage"], ["296", "wage"], ["297", "wage"], ["298", "wage"], ["299", "wage"], ["300", "wage"]], "preserve": true, "weight": 1.0}]}""")


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
