#!/usr/bin/env python
"""GovBench evaluation script: python eval.py --expected GT --processed OUT -> {"eval_score": x}."""
import argparse
import csv
import hashlib
import json
import math
import sys
from collections import Counter

CONFIG = json.loads(r"""{"components": [{"name": "s1_map_values:map_values", "kind": "cells", "key": "patient", "targets": [["1", "histol"], ["2", "histol"], ["3", "histol"], ["4", "histol"], ["5", "histol"], ["6", "histol"], ["7", "histol"], ["8", "histol"], ["9", "histol"], ["10", "histol"], ["11", "histol"], ["12", "histol"], ["13", "histol"], ["14", "histol"], ["15", "histol"], ["16", "histol"], ["17", "histol"], ["18", "histol"], ["19", "histol"], ["20", "histol"], ["21", "histol"], ["22", "histol"], ["23", "histol"], ["24", "histol"], ["25", "histol"], ["26", "histol"], ["27", "histol"], ["28", "histol"], ["29", "histol"], ["30", "histol"], ["31", "histol"], ["32", "histol"], ["33", "histol"], ["34", "histol"], ["35", "histol"], ["36", "histol"], ["37", "histol"], ["38", "histol"], ["39", "histol"], ["40", "histol"], ["41", "histol"], ["42", "histol"], ["43", "histol"], ["44", "histol"], ["45", "histol"], ["46", "histol"], ["47", "histol"], ["48", "histol"], ["49", "histol"], ["50", "histol"], ["51", "histol"], ["52", "histol"], ["53", "histol"], ["54", "histol"], ["55", "histol"], ["56", "histol"], ["57", "histol"], ["58", "histol"], ["59", "histol"], ["60", "histol"], ["61", "histol"], ["62", "histol"], ["63", "histol"], ["64", "histol"], ["65", "histol"], ["66", "histol"], ["67", "histol"], ["68", "histol"], ["69", "histol"], ["70", "histol"], ["71", "histol"], ["72", "histol"], ["73", "histol"], ["74", "histol"], ["75", "histol"], ["76", "histol"], ["77", "histol"], ["78", "histol"], ["79", "histol"], ["80", "histol"], ["81", "histol"], ["82", "histol"], ["83", "histol"], ["84", "histol"], ["85", "histol"], ["86", "histol"], ["87", "histol"], ["88", "histol"], ["89", "histol"], ["90", "histol"], ["91", "histol"], ["92", "histol"], ["93", "histol"], ["94", "histol"], ["95", "histol"], ["96", "histol"], ["97", "histol"], ["98", "histol"], ["99", "histol"], ["100", "histol"], ["101", "histol"], ["102", "histol"], ["103", "histol"], ["104", "histol"], ["105", "histol"], ["106", "histol"], ["107", "histol"], ["108", "histol"], ["109", "histol"], ["110", "histol"], ["111", "histol"], ["112", "histol"], ["113", "histol"], ["114", "histol"], ["115", "histol"], ["116", "histol"], ["117", "histol"], ["118", "histol"], ["119", "histol"], ["120", "histol"], ["121", "histol"], ["122", "histol"], ["123", "histol"], ["124", "histol"], ["125", "histol"], ["126", "histol"], ["127", "histol"], ["128", "histol"], ["129", "histol"], ["130", "histol"], ["131", "histol"], ["132", "histol"], ["133", "histol"], ["134", "histol"], ["135", "histol"], ["136", "histol"], ["137", "histol"], ["138", "histol"], ["139", "histol"], ["140", "histol"], ["141", "histol"], ["142", "histol"], ["143", "histol"], ["144", "histol"], ["145", "histol"], ["146", "histol"], ["147", "histol"], ["148", "histol"], ["149", "histol"], ["150", "histol"], ["151", "histol"], ["152", "histol"], ["153", "histol"], ["154", "histol"], ["155", "histol"], ["156", "histol"], ["157", "histol"], ["158", "histol"], ["159", "histol"], ["160", "histol"], ["161", "histol"], ["162", "histol"], ["163", "histol"], ["164", "histol"], ["165", "histol"], ["166", "histol"], ["167", "histol"], ["168", "histol"], ["169", "histol"], ["170", "histol"], ["171", "histol"], ["172", "histol"], ["173", "histol"], ["174", "histol"], ["175", "histol"], ["176", "histol"], ["177", "histol"], ["178", "histol"], ["179", "histol"], ["180", "histol"], ["181", "histol"], ["182", "histol"], ["183", "histol"], ["184", "histol"], ["185", "histol"], ["186", "histol"], ["187", "histol"], ["188", "histol"], ["189", "histol"], ["190", "histol"], ["191", "histol"], ["192", "histol"], ["193", "histol"], ["194", "histol"], ["195", "histol"], ["196", "histol"], ["197", "histol"], ["198", "histol"], ["199", "histol"], ["200", "histol"], ["201", "histol"], ["202", "histol"], ["203", "histol"], ["204", "histol"], ["205", "histol"], ["206", "histol"], ["207", "histol"], ["208", "histol"], ["209", "histol"], ["210", "histol"], ["211", "histol"], ["212", "histol"], ["213", "histol"], ["214", "histol"], ["215", "histol"], ["216", "histol"], ["217", "histol"], ["218", "histol"], ["219", "histol"], ["220", "histol"], ["221", "histol"], ["222", "histol"], ["223", "histol"], ["224", "histol"], ["225", "histol"], ["226", "histol"], ["227", "histol"], ["228", "histol"], ["229", "histol"], ["230", "histol"], ["231", "histol"], ["232", "histol"], ["233", "histol"], ["234", "histol"], ["235", "histol"], ["236", "histol"], ["237", "histol"], ["238", "histol"], ["239", "histol"], ["240", "histol"], ["241", "histol"], ["242", "histol"], ["243", "histol"], ["244", "histol"], ["245", "histol"], ["246", "histol"], ["247", "histol"], ["248", "histol"], ["249", "histol"], ["250", "histol"], ["251", "histol"], ["252", "histol"], ["253", "histol"], ["254", "histol"], ["255", "histol"], ["256", "histol"], ["257", "histol"], ["258", "histol"], ["259", "histol"], ["260", "histol"], ["261", "histol"], ["262", "histol"], ["263", "histol"], ["264", "histol"], ["265", "histol"], ["266", "histol"], ["267", "histol"], ["268", "histol"], ["269", "histol"], ["270", "histol"], ["271", "histol"], ["272", "histol"], ["273", "histol"], ["274", "histol"], ["275", "histol"], ["276", "histol"], ["277", "histol"], ["278", "histol"], ["279", "histol"], ["280", "histol"], ["281", "histol"], ["282", "histol"], ["283", "histol"], ["284", "histol"], ["285", "histol"], ["286", "histol"], ["287", "histol"], ["288", "histol"], ["289", "histol"], ["290", "histol"], ["291", "histol"], ["292", "histol"], ["293", "histol"], ["294", "histol"], ["295", "histol"], ["296", "histol"], ["297", "histol"], ["298", "histol"], ["299", "histol"], ["300", "histol"]], "preserve": true, "weight": 1.0}]}""")


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
