#!/usr/bin/env python
"""GovBench evaluation script: python eval.py --expected GT --processed OUT -> {"eval_score": x}."""
import argparse
import csv
import hashlib
import json
import math
import sys
from collections import Counter

CONFIG = json.loads(r"""{"components": [{"name": "s1_filter_value:filter_value", "kind": "removal", "identity": ["film"], "removed": ["1", "101", "104", "105", "106", "107", "108", "110", "111", "113", "117", "12", "123", "131", "135", "144", "146", "147", "151", "153", "158", "160", "162", "164", "165", "166", "167", "168", "173", "174", "176", "178", "18", "181", "184", "185", "186", "187", "188", "19", "191", "194", "195", "196", "20", "201", "202", "203", "207", "208", "21", "212", "214", "215", "216", "217", "22", "220", "222", "223", "225", "228", "229", "230", "237", "238", "242", "245", "247", "248", "249", "25", "250", "27", "3", "31", "32", "36", "38", "4", "43", "45", "49", "5", "51", "53", "54", "55", "56", "68", "69", "73", "74", "83", "84", "86", "87", "91", "93", "96", "97"], "weight": 1.0}, {"name": "s2_scale_column:scale_column", "kind": "cells", "key": "film", "targets": [["2", "box_office"], ["6", "box_office"], ["7", "box_office"], ["8", "box_office"], ["9", "box_office"], ["10", "box_office"], ["11", "box_office"], ["13", "box_office"], ["14", "box_office"], ["15", "box_office"], ["16", "box_office"], ["17", "box_office"], ["23", "box_office"], ["24", "box_office"], ["26", "box_office"], ["28", "box_office"], ["29", "box_office"], ["30", "box_office"], ["33", "box_office"], ["34", "box_office"], ["35", "box_office"], ["37", "box_office"], ["39", "box_office"], ["40", "box_office"], ["41", "box_office"], ["42", "box_office"], ["44", "box_office"], ["46", "box_office"], ["47", "box_office"], ["48", "box_office"], ["50", "box_office"], ["52", "box_office"], ["57", "box_office"], ["58", "box_office"], ["59", "box_office"], ["60", "box_office"], ["61", "box_office"], ["62", "box_office"], ["63", "box_office"], ["64", "box_office"], ["65", "box_office"], ["66", "box_office"], ["67", "box_office"], ["70", "box_office"], ["71", "box_office"], ["72", "box_office"], ["75", "box_office"], ["76", "box_office"], ["77", "box_office"], ["78", "box_office"], ["79", "box_office"], ["80", "box_office"], ["81", "box_office"], ["82", "box_office"], ["85", "box_office"], ["88", "box_office"], ["89", "box_office"], ["90", "box_office"], ["92", "box_office"], ["94", "box_office"], ["95", "box_office"], ["98", "box_office"], ["99", "box_office"], ["100", "box_office"], ["102", "box_office"], ["103", "box_office"], ["109", "box_office"], ["112", "box_office"], ["114", "box_office"], ["115", "box_office"], ["116", "box_office"], ["118", "box_office"], ["119", "box_office"], ["120", "box_office"], ["121", "box_office"], ["122", "box_office"], ["124", "box_office"], ["125", "box_office"], ["126", "box_office"], ["127", "box_office"], ["128", "box_office"], ["129", "box_office"], ["130", "box_office"], ["132", "box_office"], ["133", "box_office"], ["134", "box_office"], ["136", "box_office"], ["137", "box_office"], ["138", "box_office"], ["139", "box_office"], ["140", "box_office"], ["141", "box_office"], ["142", "box_office"], ["143", "box_office"], ["145", "box_office"], ["148", "box_office"], ["149", "box_office"], ["150", "box_office"], ["152", "box_office"], ["154", "box_office"], ["155", "box_office"], ["156", "box_office"], ["157", "box_office"], ["159", "box_office"], ["161", "box_office"], ["163", "box_office"], ["169", "box_office"], ["170", "box_office"], ["171", "box_office"], ["172", "box_office"], ["175", "box_office"], ["177", "box_office"], ["179", "box_office"], ["180", "box_office"], ["182", "box_office"], ["183", "box_office"], ["189", "box_office"], ["190", "box_office"], ["192", "box_office"], ["193", "box_office"], ["197", "box_office"], ["198", "box_office"], ["199", "box_office"], ["200", "box_office"], ["204", "box_office"], ["205", "box_office"], ["206", "box_office"], ["209", "box_office"], ["210", "box_office"], ["211", "box_office"], ["213", "box_office"], ["218", "box_office"], ["219", "box_office"], ["221", "box_office"], ["224", "box_office"], ["226", "box_office"], ["227", "box_office"], ["231", "box_office"], ["232", "box_office"], ["233", "box_office"], ["234", "box_office"], ["235", "box_office"], ["236", "box_office"], ["239", "box_office"], ["240", "box_office"], ["241", "box_office"], ["243", "box_office"], ["244", "box_office"], ["246", "box_office"]], "preserve": false, "weight": 1.0}]}""")


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
