#!/usr/bin/env python
"""GovBench evaluation script: python eval.py --expected GT --processed OUT -> {"eval_score": x}."""
import argparse
import csv
import hashlib
import json
import math
import sys
from collections import Counter

CONFIG = json.loads(r"""{"components": [{"name": "s1_map_values:map_values", "kind": "cells", "key": "woman", "targets": [["1", "lfp"], ["2", "lfp"], ["3", "lfp"], ["4", "lfp"], ["5", "lfp"], ["6", "lfp"], ["7", "lfp"], ["8", "lfp"], ["9", "lfp"], ["10", "lfp"], ["11", "lfp"], ["12", "lfp"], ["13", "lfp"], ["14", "lfp"], ["15", "lfp"], ["16", "lfp"], ["17", "lfp"], ["18", "lfp"], ["19", "lfp"], ["20", "lfp"], ["21", "lfp"], ["22", "lfp"], ["23", "lfp"], ["24", "lfp"], ["25", "lfp"], ["26", "lfp"], ["27", "lfp"], ["28", "lfp"], ["29", "lfp"], ["30", "lfp"], ["31", "lfp"], ["32", "lfp"], ["33", "lfp"], ["34", "lfp"], ["35", "lfp"], ["36", "lfp"], ["37", "lfp"], ["38", "lfp"], ["39", "lfp"], ["40", "lfp"], ["41", "lfp"], ["42", "lfp"], ["43", "lfp"], ["44", "lfp"], ["45", "lfp"], ["46", "lfp"], ["47", "lfp"], ["48", "lfp"], ["49", "lfp"], ["50", "lfp"], ["51", "lfp"], ["52", "lfp"], ["53", "lfp"], ["54", "lfp"], ["55", "lfp"], ["56", "lfp"], ["57", "lfp"], ["58", "lfp"], ["59", "lfp"], ["60", "lfp"], ["61", "lfp"], ["62", "lfp"], ["63", "lfp"], ["64", "lfp"], ["65", "lfp"], ["66", "lfp"], ["67", "lfp"], ["68", "lfp"], ["69", "lfp"], ["70", "lfp"], ["71", "lfp"], ["72", "lfp"], ["73", "lfp"], ["74", "lfp"], ["75", "lfp"], ["76", "lfp"], ["77", "lfp"], ["78", "lfp"], ["79", "lfp"], ["80", "lfp"], ["81", "lfp"], ["82", "lfp"], ["83", "lfp"], ["84", "lfp"], ["85", "lfp"], ["86", "lfp"], ["87", "lfp"], ["88", "lfp"], ["89", "lfp"], ["90", "lfp"], ["91", "lfp"], ["92", "lfp"], ["93", "lfp"], ["94", "lfp"], ["95", "lfp"], ["96", "lfp"], ["97", "lfp"], ["98", "lfp"], ["99", "lfp"], ["100", "lfp"], ["101", "lfp"], ["102", "lfp"], ["103", "lfp"], ["104", "lfp"], ["105", "lfp"], ["106", "lfp"], ["107", "lfp"], ["108", "lfp"], ["109", "lfp"], ["110", "lfp"], ["111", "lfp"], ["112", "lfp"], ["113", "lfp"], ["114", "lfp"], ["115", "lfp"], ["116", "lfp"], ["117", "lfp"], ["118", "lfp"], ["119", "lfp"], ["120", "lfp"], ["121", "lfp"], ["122", "lfp"], ["123", "lfp"], ["124", "lfp"], ["125", "lfp"], ["126", "lfp"], ["127", "lfp"], ["128", "lfp"], ["129", "lfp"], ["130", "lfp"], ["131", "lfp"], ["132", "lfp"], ["133", "lfp"], ["134", "lfp"], ["135", "lfp"], ["136", "lfp"], ["137", "lfp"], ["138", "lfp"], ["139", "lfp"], ["140", "lfp"], ["141", "lfp"], ["142", "lfp"], ["143", "lfp"], ["144", "lfp"], ["145", "lfp"], ["146", "lfp"], ["147", "lfp"], ["148", "lfp"], ["149", "lfp"], ["150", "lfp"], ["151", "lfp"], ["152", "lfp"], ["153", "lfp"], ["154", "lfp"], ["155", "lfp"], ["156", "lfp"], ["157", "lfp"], ["158", "lfp"], ["159", "lfp"], ["160", "lfp"], ["161", "lfp"], ["162", "lfp"], ["163", "lfp"], ["164", "lfp"], ["165", "lfp"], ["166", "lfp"], ["167", "lfp"], ["168", "lfp"], ["169", "lfp"], ["170", "lfp"], ["171", "lfp"], ["172", "lfp"], ["173", "lfp"], ["174", "lfp"], ["175", "lfp"], ["176", "lfp"], ["177", "lfp"], ["178", "lfp"], ["179", "lfp"], ["180", "lfp"], ["181", "lfp"], ["182", "lfp"], ["183", "lfp"], ["184", "lfp"], ["185", "lfp"], ["186", "lfp"], ["187", "lfp"], ["188", "lfp"], ["189", "lfp"], ["190", "lfp"], ["191", "lfp"], ["192", "lfp"], ["193", "lfp"], ["194", "lfp"], ["195", "lfp"], ["196", "lfp"], ["197", "lfp"], ["198", "lfp"], ["199", "lfp"], ["200", "lfp"], ["201", "lfp"], ["202", "lfp"], ["203", "lfp"], ["204", "lfp"], ["205", "lfp"], ["206", "lfp"], ["207", "lfp"], ["208", "lfp"], ["209", "lfp"], ["210", "lfp"], ["211", "lfp"], ["212", "lfp"], ["213", "lfp"], ["214", "lfp"], ["215", "lfp"], ["216", "lfp"], ["217", "lfp"], ["218", "lfp"], ["219", "lfp"], ["220", "lfp"], ["221", "lfp"], ["222", "lfp"], ["223", "lfp"], ["224", "lfp"], ["225", "lfp"], ["226", "lfp"], ["227", "lfp"], ["228", "lfp"], ["229", "lfp"], ["230", "lfp"], ["231", "lfp"], ["232", "lfp"], ["233", "lfp"], ["234", "lfp"], ["235", "lfp"], ["236", "lfp"], ["237", "lfp"], ["238", "lfp"], ["239", "lfp"], ["240", "lfp"], ["241", "lfp"], ["242", "lfp"], ["243", "lfp"], ["244", "lfp"], ["245", "lfp"], ["246", "lfp"], ["247", "lfp"], ["248", "lfp"], ["249", "lfp"], ["250", "lfp"], ["251", "lfp"], ["252", "lfp"], ["253", "lfp"], ["254", "lfp"], ["255", "lfp"], ["256", "lfp"], ["257", "lfp"], ["258", "lfp"], ["259", "lfp"], ["260", "lfp"], ["261", "lfp"], ["262", "lfp"], ["263", "lfp"], ["264", "lfp"], ["265", "lfp"], ["266", "lfp"], ["267", "lfp"], ["268", "lfp"], ["269", "lfp"], ["270", "lfp"], ["271", "lfp"], ["272", "lfp"], ["273", "lfp"], ["274", "lfp"], ["275", "lfp"], ["276", "lfp"], ["277", "lfp"], ["278", "lfp"], ["279", "lfp"], ["280", "lfp"], ["281", "lfp"], ["282", "lfp"], ["283", "lfp"], ["284", "lfp"], ["285", "lfp"], ["286", "lfp"], ["287", "lfp"], ["288", "lfp"], ["289", "lfp"], ["290", "lfp"], ["291", "lfp"], ["292", "lfp"], ["293", "lfp"], ["294", "lfp"], ["295", "lfp"], ["296", "lfp"], ["297", "lfp"], ["298", "lfp"], ["299", "lfp"], ["300", "lfp"]], "preserve": true, "weight": 1.0}, {"name": "s2_map_values:map_values", "kind": "cells", "key": "woman", "targets": [["1", "foreign"], ["2", "foreign"], ["3", "foreign"], ["4", "foreign"], ["5", "foreign"], ["6", "foreign"], ["7", "foreign"], ["8", "foreign"], ["9", "foreign"], ["10", "foreign"], ["11", "foreign"], ["12", "foreign"], ["13", "foreign"], ["14", "foreign"], ["15", "foreign"], ["16", "foreign"], ["17", "foreign"], ["18", "foreign"], ["19", "foreign"], ["20", "foreign"], ["21", "foreign"], ["22", "foreign"], ["23", "foreign"], ["24", "foreign"], ["25", "foreign"], ["26", "foreign"], ["27", "foreign"], ["28", "foreign"], ["29", "foreign"], ["30", "foreign"], ["31", "foreign"], ["32", "foreign"], ["33", "foreign"], ["34", "foreign"], ["35", "foreign"], ["36", "foreign"], ["37", "foreign"], ["38", "foreign"], ["39", "foreign"], ["40", "foreign"], ["41", "foreign"], ["42", "foreign"], ["43", "foreign"], ["44", "foreign"], ["45", "foreign"], ["46", "foreign"], ["47", "foreign"], ["48", "foreign"], ["49", "foreign"], ["50", "foreign"], ["51", "foreign"], ["52", "foreign"], ["53", "foreign"], ["54", "foreign"], ["55", "foreign"], ["56", "foreign"], ["57", "foreign"], ["58", "foreign"], ["59", "foreign"], ["60", "foreign"], ["61", "foreign"], ["62", "foreign"], ["63", "foreign"], ["64", "foreign"], ["65", "foreign"], ["66", "foreign"], ["67", "foreign"], ["68", "foreign"], ["69", "foreign"], ["70", "foreign"], ["71", "foreign"], ["72", "foreign"], ["73", "foreign"], ["74", "foreign"], ["75", "foreign"], ["76", "foreign"], ["77", "foreign"], ["78", "foreign"], ["79", "foreign"], ["80", "foreign"], ["81", "foreign"], ["82", "foreign"], ["83", "foreign"], ["84", "foreign"], ["85", "foreign"], ["86", "foreign"], ["87", "foreign"], ["88", "foreign"], ["89", "foreign"], ["90", "foreign"], ["91", "foreign"], ["92", "foreign"], ["93", "foreign"], ["94", "foreign"], ["95", "foreign"], ["96", "foreign"], ["97", "foreign"], ["98", "foreign"], ["99", "foreign"], ["100", "foreign"], ["101", "foreign"], ["102", "foreign"], ["103", "foreign"], ["104", "foreign"], ["105", "foreign"], ["106", "foreign"], ["107", "foreign"], ["108", "foreign"], ["109", "foreign"], ["110", "foreign"], ["111", "foreign"], ["112", "foreign"], ["113", "foreign"], ["114", "foreign"], ["115", "foreign"], ["116", "foreign"], ["117", "foreign"], ["118", "foreign"], ["119", "foreign"], ["120", "foreign"], ["121", "foreign"], ["122", "foreign"], ["123", "foreign"], ["124", "foreign"], ["125", "foreign"], ["126", "foreign"], ["127", "foreign"], ["128", "foreign"], ["129", "foreign"], ["130", "foreign"], ["131", "foreign"], ["132", "foreign"], ["133", "foreign"], ["134", "foreign"], ["135", "foreign"], ["136", "foreign"], ["137", "foreign"], ["138", "foreign"], ["139", "foreign"], ["140", "foreign"], ["141", "foreign"], ["142", "foreign"], ["143", "foreign"], ["144", "foreign"], ["145", "foreign"], ["146", "foreign"], ["147", "foreign"], ["148", "foreign"], ["149", "foreign"], ["150", "foreign"], ["151", "foreign"], ["152", "foreign"], ["153", "foreign"], ["154", "foreign"], ["155", "foreign"], ["156", "foreign"], ["157", "foreign"], ["158", "foreign"], ["159", "foreign"], ["160", "foreign"], ["161", "foreign"], ["162", "foreign"], ["163", "foreign"], ["164", "foreign"], ["165", "foreign"], ["166", "foreign"], ["167", "foreign"], ["168", "foreign"], ["169", "foreign"], ["170", "foreign"], ["171", "foreign"], ["172", "foreign"], ["173", "foreign"], ["174", "foreign"], ["175", "foreign"], ["176", "foreign"], ["177", "foreign"], ["178", "foreign"], ["179", "foreign"], ["180", "foreign"], ["181", "foreign"], ["182", "foreign"], ["183", "foreign"], ["184", "foreign"], ["185", "foreign"], ["186", "foreign"], ["187", "foreign"], ["188", "foreign"], ["189", "foreign"], ["190", "foreign"], ["191", "foreign"], ["192", "foreign"], ["193", "foreign"], ["194", "foreign"], ["195", "foreign"], ["196", "foreign"], ["197", "foreign"], ["198", "foreign"], ["199", "foreign"], ["200", "foreign"], ["201", "foreign"], ["202", "foreign"], ["203", "foreign"], ["204", "foreign"], ["205", "foreign"], ["206", "foreign"], ["207", "foreign"], ["208", "foreign"], ["209", "foreign"], ["210", "foreign"], ["211", "foreign"], ["212", "foreign"], ["213", "foreign"], ["214", "foreign"], ["215", "foreign"], ["216", "foreign"], ["217", "foreign"], ["218", "foreign"], ["219", "foreign"], ["220", "foreign"], ["221", "foreign"], ["222", "foreign"], ["223", "foreign"], ["224", "foreign"], ["225", "foreign"], ["226", "foreign"], ["227", "foreign"], ["228", "foreign"], ["229", "foreign"], ["230", "foreign"], ["231", "foreign"], ["232", "foreign"], ["233", "foreign"], ["234", "foreign"], ["235", "foreign"], ["236", "foreign"], ["237", "foreign"], ["238", "foreign"], ["239", "foreign"], ["240", "foreign"], ["241", "foreign"], ["242", "foreign"], ["243", "foreign"], ["244", "foreign"], ["245", "foreign"], ["246", "foreign"], ["247", "foreign"], ["248", "foreign"], ["249", "foreign"], ["250", "foreign"], ["251", "foreign"], ["252", "foreign"], ["253", "foreign"], ["254", "foreign"], ["255", "foreign"], ["256", "foreign"], ["257", "foreign"], ["258", "foreign"], ["259", "foreign"], ["260", "foreign"], ["261", "foreign"], ["262", "foreign"], ["263", "foreign"], ["264", "foreign"], ["265", "foreign"], ["266", "foreign"], ["267", "foreign"], ["268", "foreign"], ["269", "foreign"], ["270", "foreign"], ["271", "foreign"], ["272", "foreign"], ["273", "foreign"], ["274", "foreign"], ["275", "foreign"], ["276", "foreign"], ["277", "foreign"], ["278", "foreign"], ["279", "foreign"], ["280", "foreign"], ["281", "foreign"], ["282", "foreign"], ["283", "foreign"], ["284", "foreign"], ["285", "foreign"], ["286", "foreign"], ["287", "foreign"], ["288", "foreign"], ["289", "foreign"], ["290", "foreign"], ["291", "foreign"], ["292", "foreign"], ["293", "foreign"], ["294", "foreign"], ["295", "foreign"], ["296", "foreign"], ["297", "foreign"], ["298", "foreign"], ["299", "foreign"], ["300", "foreign"]], "preserve": true, "weight": 1.0}]}""")


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
