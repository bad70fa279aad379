#!/usr/bin/env python
"""GovBench evaluation script: python eval.py --expected GT --processed OUT -> {"eval_score": x}."""
import argparse
import csv
import hashlib
import json
import math
import sys
from collections import Counter

CONFIG = json.loads(r"""{"components": [{"name": "s1_scale_column:scale_column", "kind": "cells", "key": "day", "targets": [["1", "ret"], ["2", "ret"], ["3", "ret"], ["4", "ret"], ["6", "ret"], ["7", "ret"], ["9", "ret"], ["11", "ret"], ["12", "ret"], ["13", "ret"], ["14", "ret"], ["15", "ret"], ["16", "ret"], ["17", "ret"], ["18", "ret"], ["19", "ret"], ["20", "ret"], ["21", "ret"], ["22", "ret"], ["23", "ret"], ["24", "ret"], ["25", "ret"], ["26", "ret"], ["27", "ret"], ["28", "ret"], ["29", "ret"], ["30", "ret"], ["31", "ret"], ["32", "ret"], ["33", "ret"], ["34", "ret"], ["35", "ret"], ["36", "ret"], ["37", "ret"], ["38", "ret"], ["39", "ret"], ["40", "ret"], ["41", "ret"], ["42", "ret"], ["43", "ret"], ["44", "ret"], ["45", "ret"], ["47", "ret"], ["48", "ret"], ["50", "ret"], ["51", "ret"], ["52", "ret"], ["53", "ret"], ["54", "ret"], ["55", "ret"], ["56", "ret"], ["57", "ret"], ["58", "ret"], ["59", "ret"], ["60", "ret"], ["61", "ret"], ["62", "ret"], ["63", "ret"], ["65", "ret"], ["66", "ret"], ["67", "ret"], ["68", "ret"], ["69", "ret"], ["70", "ret"], ["71", "ret"], ["72", "ret"], ["73", "ret"], ["74", "ret"], ["75", "ret"], ["76", "ret"], ["77", "ret"], ["78", "ret"], ["81", "ret"], ["82", "ret"], ["83", "ret"], ["84", "ret"], ["85", "ret"], ["87", "ret"], ["88", "ret"], ["89", "ret"], ["90", "ret"], ["91", "ret"], ["92", "ret"], ["93", "ret"], ["94", "ret"], ["95", "ret"], ["96", "ret"], ["97", "ret"], ["98", "ret"], ["99", "ret"], ["100", "ret"], ["101", "ret"], ["102", "ret"], ["103", "ret"], ["104", "ret"], ["106", "ret"], ["107", "ret"], ["109", "ret"], ["110", "ret"], ["111", "ret"], ["112", "ret"], ["113", "ret"], ["114", "ret"], ["116", "ret"], ["117", "ret"], ["118", "ret"], ["119", "ret"], ["120", "ret"], ["122", "ret"], ["124", "ret"], ["125", "ret"], ["126", "ret"], ["127", "ret"], ["129", "ret"], ["130", "ret"], ["131", "ret"], ["132", "ret"], ["133", "ret"], ["134", "ret"], ["135", "ret"], ["137", "ret"], ["138", "ret"], ["139", "ret"], ["140", "ret"], ["141", "ret"], ["142", "ret"], ["144", "ret"], ["145", "ret"], ["146", "ret"], ["147", "ret"], ["148", "ret"], ["149", "ret"], ["150", "ret"], ["151", "ret"], ["152", "ret"], ["153", "ret"], ["154", "ret"], ["155", "ret"], ["156", "ret"], ["157", "ret"], ["159", "ret"], ["160", "ret"], ["161", "ret"], ["162", "ret"], ["163", "ret"], ["164", "ret"], ["165", "ret"], ["166", "ret"], ["167", "ret"], ["168", "ret"], ["169", "ret"], ["171", "ret"], ["172", "ret"], ["173", "ret"], ["174", "ret"], ["175", "ret"], ["176", "ret"], ["177", "ret"], ["178", "ret"], ["179", "ret"], ["180", "ret"], ["181", "ret"], ["182", "ret"], ["183", "ret"], ["184", "ret"], ["185", "ret"], ["186", "ret"], ["187", "ret"], ["188", "ret"], ["189", "ret"], ["190", "ret"], ["191", "ret"], ["192", "ret"], ["193", "ret"], ["194", "ret"], ["195", "ret"], ["196", "ret"], ["197", "ret"], ["198", "ret"], ["199", "ret"], ["200", "ret"], ["201", "ret"], ["203", "ret"], ["204", "ret"], ["205", "ret"], ["206", "ret"], ["207", "ret"], ["208", "ret"], ["209", "ret"], ["210", "ret"], ["211", "ret"], ["212", "ret"], ["213", "ret"], ["214", "ret"], ["215", "ret"], ["216", "ret"], ["217", "ret"], ["218", "ret"], ["219", "ret"], ["220", "ret"], ["221", "ret"], ["222", "ret"], ["223", "ret"], ["224", "ret"], ["225", "ret"], ["226", "ret"], ["227", "ret"], ["228", "ret"], ["229", "ret"], ["230", "ret"], ["231", "ret"], ["233", "ret"], ["234", "ret"], ["235", "ret"], ["236", "ret"], ["237", "ret"], ["238", "ret"], ["239", "ret"], ["240", "ret"], ["241", "ret"], ["242", "ret"], ["243", "ret"], ["244", "ret"], ["245", "ret"], ["246", "ret"], ["247", "ret"], ["248", "ret"], ["249", "ret"], ["250", "ret"]], "preserve": false, "weight": 1.0}, {"name": "s2_label_conditions:label_conditions", "kind": "labels", "key": "day", "target": "move", "weight": 1.0}]}""")


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
