#!/usr/bin/env python
"""GovBench evaluation script: python eval.py --expected GT --processed OUT -> {"eval_score": x}."""
import argparse
import csv
import hashlib
import json
import math
import sys
from collections import Counter

CONFIG = json.loads(r"""{"components": [{"name": "s1_map_values:map_values", "kind": "cells", "key": "test", "targets": [["1", "Opening"], ["2", "Opening"], ["3", "Opening"], ["4", "Opening"], ["5", "Opening"], ["6", "Opening"], ["7", "Opening"], ["8", "Opening"], ["9", "Opening"], ["10", "Opening"], ["11", "Opening"], ["12", "Opening"], ["13", "Opening"], ["14", "Opening"], ["15", "Opening"], ["16", "Opening"], ["17", "Opening"], ["18", "Opening"], ["19", "Opening"], ["20", "Opening"], ["21", "Opening"], ["22", "Opening"], ["23", "Opening"], ["24", "Opening"], ["25", "Opening"], ["26", "Opening"], ["27", "Opening"], ["28", "Opening"], ["29", "Opening"], ["30", "Opening"], ["31", "Opening"], ["32", "Opening"], ["33", "Opening"], ["34", "Opening"], ["35", "Opening"], ["36", "Opening"], ["37", "Opening"], ["38", "Opening"], ["39", "Opening"], ["40", "Opening"], ["41", "Opening"], ["42", "Opening"], ["43", "Opening"], ["44", "Opening"], ["45", "Opening"], ["46", "Opening"], ["47", "Opening"], ["48", "Opening"], ["49", "Opening"], ["50", "Opening"], ["51", "Opening"], ["52", "Opening"], ["53", "Opening"], ["54", "Opening"], ["55", "Opening"], ["56", "Opening"], ["57", "Opening"], ["58", "Opening"], ["59", "Opening"], ["60", "Opening"], ["61", "Opening"], ["62", "Opening"], ["63", "Opening"], ["64", "Opening"], ["65", "Opening"], ["66", "Opening"], ["67", "Opening"], ["68", "Opening"], ["69", "Opening"], ["70", "Opening"], ["71", "Opening"], ["72", "Opening"], ["73", "Opening"], ["74", "Opening"], ["75", "Opening"], ["76", "Opening"], ["77", "Opening"], ["78", "Opening"], ["79", "Opening"], ["80", "Opening"], ["81", "Opening"], ["82", "Opening"], ["83", "Opening"], ["84", "Opening"], ["85", "Opening"], ["86", "Opening"], ["87", "Opening"], ["88", "Opening"], ["89", "Opening"], ["90", "Opening"], ["91", "Opening"], ["92", "Opening"], ["93", "Opening"], ["94", "Opening"], ["95", "Opening"], ["96", "Opening"], ["97", "Opening"], ["98", "Opening"], ["99", "Opening"], ["100", "Opening"], ["101", "Opening"], ["102", "Opening"], ["103", "Opening"], ["104", "Opening"], ["105", "Opening"], ["106", "Opening"], ["107", "Opening"], ["108", "Opening"], ["109", "Opening"], ["110", "Opening"], ["111", "Opening"], ["112", "Opening"], ["113", "Opening"], ["114", "Opening"], ["115", "Opening"], ["116", "Opening"], ["117", "Opening"], ["118", "Opening"], ["119", "Opening"], ["120", "Opening"], ["121", "Opening"], ["122", "Opening"], ["123", "Opening"], ["124", "Opening"], ["125", "Opening"], ["126", "Opening"], ["127", "Opening"], ["128", "Opening"], ["129", "Opening"], ["130", "Opening"], ["131", "Opening"], ["132", "Opening"], ["133", "Opening"], ["134", "Opening"], ["135", "Opening"], ["136", "Opening"], ["137", "Opening"], ["138", "Opening"], ["139", "Opening"], ["140", "Opening"], ["141", "Opening"], ["142", "Opening"], ["143", "Opening"], ["144", "Opening"], ["145", "Opening"], ["146", "Opening"], ["147", "Opening"], ["148", "Opening"], ["149", "Opening"], ["150", "Opening"], ["151", "Opening"], ["152", "Opening"], ["153", "Opening"], ["154", "Opening"], ["155", "Opening"], ["156", "Opening"], ["157", "Opening"], ["158", "Opening"], ["159", "Opening"], ["160", "Opening"], ["161", "Opening"], ["162", "Opening"], ["163", "Opening"], ["164", "Opening"], ["165", "Opening"], ["166", "Opening"], ["167", "Opening"], ["168", "Opening"], ["169", "Opening"], ["170", "Opening"], ["171", "Opening"], ["172", "Opening"], ["173", "Opening"], ["174", "Opening"], ["175", "Opening"], ["176", "Opening"], ["177", "Opening"], ["178", "Opening"], ["179", "Opening"], ["180", "Opening"], ["181", "Opening"], ["182", "Opening"], ["183", "Opening"], ["184", "Opening"], ["185", "Opening"], ["186", "Opening"], ["187", "Opening"], ["188", "Opening"], ["189", "Opening"], ["190", "Opening"], ["191", "Opening"], ["192", "Opening"], ["193", "Opening"], ["194", "Opening"], ["195", "Opening"], ["196", "Opening"], ["197", "Opening"], ["198", "Opening"], ["199", "Opening"], ["200", "Opening"], ["201", "Opening"], ["202", "Opening"], ["203", "Opening"], ["204", "Opening"], ["205", "Opening"], ["206", "Opening"], ["207", "Opening"], ["208", "Opening"], ["209", "Opening"], ["210", "Opening"], ["211", "Opening"], ["212", "Opening"], ["213", "Opening"], ["214", "Opening"], ["215", "Opening"], ["216", "Opening"], ["217", "Opening"], ["218", "Opening"], ["219", "Opening"], ["220", "Opening"], ["221", "Opening"], ["222", "Opening"], ["223", "Opening"], ["224", "Opening"], ["225", "Opening"], ["226", "Opening"], ["227", "Opening"], ["228", "Opening"], ["229", "Opening"], ["230", "Opening"], ["231", "Opening"], ["232", "Opening"], ["233", "Opening"], ["234", "Opening"], ["235", "Opening"], ["236", "Opening"], ["237", "Opening"], ["238", "Opening"], ["239", "Opening"], ["240", "Opening"], ["241", "Opening"], ["242", "Opening"], ["243", "Opening"], ["244", "Opening"], ["245", "Opening"], ["246", "Opening"], ["247", "Opening"], ["248", "Opening"], ["249", "Opening"], ["250", "Opening"], ["251", "Opening"], ["252", "Opening"], ["253", "Opening"], ["254", "Opening"], ["255", "Opening"], ["256", "Opening"], ["257", "Opening"], ["258", "Opening"], ["259", "Opening"], ["260", "Opening"], ["261", "Opening"], ["262", "Opening"], ["263", "Opening"], ["264", "Opening"], ["265", "Opening"], ["266", "Opening"], ["267", "Opening"], ["268", "Opening"], ["269", "Opening"], ["270", "Opening"], ["271", "Opening"], ["272", "Opening"], ["273", "Opening"], ["274", "Opening"], ["275", "Opening"], ["276", "Opening"], ["277", "Opening"], ["278", "Opening"], ["279", "Opening"], ["280", "Opening"], ["281", "Opening"], ["282", "Opening"], ["283", "Opening"], ["284", "Opening"], ["285", "Opening"], ["286", "Opening"], ["287", "Opening"], ["288", "Opening"], ["289", "Opening"], ["290", "Opening"], ["291", "Opening"], ["292", "Opening"], ["293", "Opening"], ["294", "Opening"], ["295", "Opening"], ["296", "Opening"], ["297", "Opening"], ["298", "Opening"], ["299", "Opening"], ["300", "Opening"]], "preserve": true, "weight": 1.0}]}""")


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
