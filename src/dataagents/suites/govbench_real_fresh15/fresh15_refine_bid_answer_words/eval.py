#!/usr/bin/env python
"""GovBench evaluation script: python eval.py --expected GT --processed OUT -> {"eval_score": x}."""
import argparse
import csv
import hashlib
import json
import math
import sys
from collections import Counter

CONFIG = json.loads(r"""{"components": [{"name": "s1_map_values:map_values", "kind": "cells", "key": "respondent", "targets": [["1", "answers"], ["2", "answers"], ["3", "answers"], ["4", "answers"], ["5", "answers"], ["6", "answers"], ["7", "answers"], ["8", "answers"], ["9", "answers"], ["10", "answers"], ["11", "answers"], ["12", "answers"], ["13", "answers"], ["14", "answers"], ["15", "answers"], ["16", "answers"], ["17", "answers"], ["18", "answers"], ["19", "answers"], ["20", "answers"], ["21", "answers"], ["22", "answers"], ["23", "answers"], ["24", "answers"], ["25", "answers"], ["26", "answers"], ["27", "answers"], ["28", "answers"], ["29", "answers"], ["30", "answers"], ["31", "answers"], ["32", "answers"], ["33", "answers"], ["34", "answers"], ["35", "answers"], ["36", "answers"], ["37", "answers"], ["38", "answers"], ["39", "answers"], ["40", "answers"], ["41", "answers"], ["42", "answers"], ["43", "answers"], ["44", "answers"], ["45", "answers"], ["46", "answers"], ["47", "answers"], ["48", "answers"], ["49", "answers"], ["50", "answers"], ["51", "answers"], ["52", "answers"], ["53", "answers"], ["54", "answers"], ["55", "answers"], ["56", "answers"], ["57", "answers"], ["58", "answers"], ["59", "answers"], ["60", "answers"], ["61", "answers"], ["62", "answers"], ["63", "answers"], ["64", "answers"], ["65", "answers"], ["66", "answers"], ["67", "answers"], ["68", "answers"], ["69", "answers"], ["70", "answers"], ["71", "answers"], ["72", "answers"], ["73", "answers"], ["74", "answers"], ["75", "answers"], ["76", "answers"], ["77", "answers"], ["78", "answers"], ["79", "answers"], ["80", "answers"], ["81", "answers"], ["82", "answers"], ["83", "answers"], ["84", "answers"], ["85", "answers"], ["86", "answers"], ["87", "answers"], ["88", "answers"], ["89", "answers"], ["90", "answers"], ["91", "answers"], ["92", "answers"], ["93", "answers"], ["94", "answers"], ["95", "answers"], ["96", "answers"], ["97", "answers"], ["98", "answers"], ["99", "answers"], ["100", "answers"], ["101", "answers"], ["102", "answers"], ["103", "answers"], ["104", "answers"], ["105", "answers"], ["106", "answers"], ["107", "answers"], ["108", "answers"], ["109", "answers"], ["110", "answers"], ["111", "answers"], ["112", "answers"], ["113", "answers"], ["114", "answers"], ["115", "answers"], ["116", "answers"], ["117", "answers"], ["118", "answers"], ["119", "answers"], ["120", "answers"], ["121", "answers"], ["122", "answers"], ["123", "answers"], ["124", "answers"], ["125", "answers"], ["126", "answers"], ["127", "answers"], ["128", "answers"], ["129", "answers"], ["130", "answers"], ["131", "answers"], ["132", "answers"], ["133", "answers"], ["134", "answers"], ["135", "answers"], ["136", "answers"], ["137", "answers"], ["138", "answers"], ["139", "answers"], ["140", "answers"], ["141", "answers"], ["142", "answers"], ["143", "answers"], ["144", "answers"], ["145", "answers"], ["146", "answers"], ["147", "answers"], ["148", "answers"], ["149", "answers"], ["150", "answers"], ["151", "answers"], ["152", "answers"], ["153", "answers"], ["154", "answers"], ["155", "answers"], ["156", "answers"], ["157", "answers"], ["158", "answers"], ["159", "answers"], ["160", "answers"], ["161", "answers"], ["162", "answers"], ["163", "answers"], ["164", "answers"], ["165", "answers"], ["166", "answers"], ["167", "answers"], ["168", "answers"], ["169", "answers"], ["170", "answers"], ["171", "answers"], ["172", "answers"], ["173", "answers"], ["174", "answers"], ["175", "answers"], ["176", "answers"], ["177", "answers"], ["178", "answers"], ["179", "answers"], ["180", "answers"], ["181", "answers"], ["182", "answers"], ["183", "answers"], ["184", "answers"], ["185", "answers"], ["186", "answers"], ["187", "answers"], ["188", "answers"], ["189", "answers"], ["190", "answers"], ["191", "answers"], ["192", "answers"], ["193", "answers"], ["194", "answers"], ["195", "answers"], ["196", "answers"], ["197", "answers"], ["198", "answers"], ["199", "answers"], ["200", "answers"], ["201", "answers"], ["202", "answers"], ["203", "answers"], ["204", "answers"], ["205", "answers"], ["206", "answers"], ["207", "answers"], ["208", "answers"], ["209", "answers"], ["210", "answers"], ["211", "answers"], ["212", "answers"], ["213", "answers"], ["214", "answers"], ["215", "answers"], ["216", "answers"], ["217", "answers"], ["218", "answers"], ["219", "answers"], ["220", "answers"], ["221", "answers"], ["222", "answers"], ["223", "answers"], ["224", "answers"], ["225", "answers"], ["226", "answers"], ["227", "answers"], ["228", "answers"], ["229", "answers"], ["230", "answers"], ["231", "answers"], ["232", "answers"], ["233", "answers"], ["234", "answers"], ["235", "answers"], ["236", "answers"], ["237", "answers"], ["238", "answers"], ["239", "answers"], ["240", "answers"], ["241", "answers"], ["242", "answers"], ["243", "answers"], ["244", "answers"], ["245", "answers"], ["246", "answers"], ["247", "answers"], ["248", "answers"], ["249", "answers"], ["250", "answers"], ["251", "answers"], ["252", "answers"], ["253", "answers"], ["254", "answers"], ["255", "answers"], ["256", "answers"], ["257", "answers"], ["258", "answers"], ["259", "answers"], ["260", "answers"], ["261", "answers"], ["262", "answers"], ["263", "answers"], ["264", "answers"], ["265", "answers"], ["266", "answers"], ["267", "answers"], ["268", "answers"], ["269", "answers"], ["270", "answers"], ["271", "answers"], ["272", "answers"], ["273", "answers"], ["274", "answers"], ["275", "answers"], ["276", "answers"], ["277", "answers"], ["278", "answers"], ["279", "answers"], ["280", "answers"], ["281", "answers"], ["282", "answers"], ["283", "answers"], ["284", "answers"], ["285", "answers"], ["286", "answers"], ["287", "answers"], ["288", "answers"], ["289", "answers"], ["290", "answers"], ["291", "answers"], ["292", "answers"], ["293", "answers"], ["294", "answers"], ["295", "answers"], ["296", "answers"], ["297", "answers"], ["298", "answers"], ["299", "answers"], ["300", "answers"]], "preserve": true, "weight": 1.0}]}""")


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
