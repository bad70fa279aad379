#!/usr/bin/env python
"""GovBench evaluation script: python eval.py --expected GT --processed OUT -> {"eval_score": x}."""
import argparse
import csv
import hashlib
import json
import math
import sys
from collections import Counter

CONFIG = json.loads(r"""{"components": [{"name": "s1_split_column:split_column", "kind": "cells", "key": "Dist", "targets": [["AK-1", "state_code"], ["AK-1", "seat_number"], ["AL-2", "state_code"], ["AL-2", "seat_number"], ["AL-3", "state_code"], ["AL-3", "seat_number"], ["AL-5", "state_code"], ["AL-5", "seat_number"], ["AR-2", "state_code"], ["AR-2", "seat_number"], ["AZ-1", "state_code"], ["AZ-1", "seat_number"], ["AZ-2", "state_code"], ["AZ-2", "seat_number"], ["AZ-8", "state_code"], ["AZ-8", "seat_number"], ["CA-01", "state_code"], ["CA-01", "seat_number"], ["CA-04", "state_code"], ["CA-04", "seat_number"], ["CA-05", "state_code"], ["CA-05", "seat_number"], ["CA-09", "state_code"], ["CA-09", "seat_number"], ["CA-16", "state_code"], ["CA-16", "seat_number"], ["CA-20", "state_code"], ["CA-20", "seat_number"], ["CA-21", "state_code"], ["CA-21", "seat_number"], ["CA-23", "state_code"], ["CA-23", "seat_number"], ["CA-25", "state_code"], ["CA-25", "seat_number"], ["CA-26", "state_code"], ["CA-26", "seat_number"], ["CA-27", "state_code"], ["CA-27", "seat_number"], ["CA-33", "state_code"], ["CA-33", "seat_number"], ["CA-35", "state_code"], ["CA-35", "seat_number"], ["CA-37", "state_code"], ["CA-37", "seat_number"], ["CA-41", "state_code"], ["CA-41", "seat_number"], ["CA-42", "state_code"], ["CA-42", "seat_number"], ["CA-43", "state_code"], ["CA-43", "seat_number"], ["CA-44", "state_code"], ["CA-44", "seat_number"], ["CA-45", "state_code"], ["CA-45", "seat_number"], ["CA-46", "state_code"], ["CA-46", "seat_number"], ["CA-52", "state_code"], ["CA-52", "seat_number"], ["CO-5", "state_code"], ["CO-5", "seat_number"], ["CT-2", "state_code"], ["CT-2", "seat_number"], ["CT-3", "state_code"], ["CT-3", "seat_number"], ["DE-1", "state_code"], ["DE-1", "seat_number"], ["FL-03", "state_code"], ["FL-03", "seat_number"], ["FL-04", "state_code"], ["FL-04", "seat_number"], ["FL-06", "state_code"], ["FL-06", "seat_number"], ["FL-07", "state_code"], ["FL-07", "seat_number"], ["FL-12", "state_code"], ["FL-12", "seat_number"], ["FL-16", "state_code"], ["FL-16", "seat_number"], ["FL-25", "state_code"], ["FL-25", "seat_number"], ["GA-03", "state_code"], ["GA-03", "seat_number"], ["GA-04", "state_code"], ["GA-04", "seat_number"], ["GA-05", "state_code"], ["GA-05", "seat_number"], ["GA-08", "state_code"], ["GA-08", "seat_number"], ["GA-10", "state_code"], ["GA-10", "seat_number"], ["GA-11", "state_code"], ["GA-11", "seat_number"], ["GA-13", "state_code"], ["GA-13", "seat_number"], ["GA-14", "state_code"], ["GA-14", "seat_number"], ["IA-1", "state_code"], ["IA-1", "seat_number"], ["IL-04", "state_code"], ["IL-04", "seat_number"], ["IL-06", "state_code"], ["IL-06", "seat_number"], ["IL-14", "state_code"], ["IL-14", "seat_number"], ["IL-17", "state_code"], ["IL-17", "seat_number"], ["IN-6", "state_code"], ["IN-6", "seat_number"], ["KS-1", "state_code"], ["KS-1", "seat_number"], ["KS-2", "state_code"], ["KS-2", "seat_number"], ["KY-1", "state_code"], ["KY-1", "seat_number"], ["KY-5", "state_code"], ["KY-5", "seat_number"], ["KY-6", "state_code"], ["KY-6", "seat_number"], ["LA-2", "state_code"], ["LA-2", "seat_number"], ["LA-3", "state_code"], ["LA-3", "seat_number"], ["LA-5", "state_code"], ["LA-5", "seat_number"], ["MA-3", "state_code"], ["MA-3", "seat_number"], ["MA-7", "state_code"], ["MA-7", "seat_number"], ["MD-5", "state_code"], ["MD-5", "seat_number"], ["MD-7", "state_code"], ["MD-7", "seat_number"], ["MI-01", "state_code"], ["MI-01", "seat_number"], ["MI-05", "state_code"], ["MI-05", "seat_number"], ["MI-07", "state_code"], ["MI-07", "seat_number"], ["MI-08", "state_code"], ["MI-08", "seat_number"], ["MI-09", "state_code"], ["MI-09", "seat_number"], ["MI-13", "state_code"], ["MI-13", "seat_number"], ["MN-1", "state_code"], ["MN-1", "seat_number"], ["MN-2", "state_code"], ["MN-2", "seat_number"], ["MN-5", "state_code"], ["MN-5", "seat_number"], ["MN-6", "state_code"], ["MN-6", "seat_number"], ["MN-8", "state_code"], ["MN-8", "seat_number"], ["MO-8", "state_code"], ["MO-8", "seat_number"], ["MS-1", "state_code"], ["MS-1", "seat_number"], ["MS-2", "state_code"], ["MS-2", "seat_number"], ["MS-3", "state_code"], ["MS-3", "seat_number"], ["NC-01", "state_code"], ["NC-01", "seat_number"], ["NC-03", "state_code"], ["NC-03", "seat_number"], ["NC-04", "state_code"], ["NC-04", "seat_number"], ["NC-07", "state_code"], ["NC-07", "seat_number"], ["NC-12", "state_code"], ["NC-12", "seat_number"], ["NC-13", "state_code"], ["NC-13", "seat_number"], ["NE-2", "state_code"], ["NE-2", "seat_number"], ["NH-2", "state_code"], ["NH-2", "seat_number"], ["NJ-04", "state_code"], ["NJ-04", "seat_number"], ["NJ-09", "state_code"], ["NJ-09", "seat_number"], ["NM-2", "state_code"], ["NM-2", "seat_number"], ["NY-05", "state_code"], ["NY-05", "seat_number"], ["NY-09", "state_code"], ["NY-09", "seat_number"], ["NY-11", "state_code"], ["NY-11", "seat_number"], ["NY-15", "state_code"], ["NY-15", "seat_number"], ["NY-18", "state_code"], ["NY-18", "seat_number"], ["NY-21", "state_code"], ["NY-21", "seat_number"], ["NY-22", "state_code"], ["NY-22", "seat_number"], ["NY-23", "state_code"], ["NY-23", "seat_number"], ["NY-24", "state_code"], ["NY-24", "seat_number"], ["OH-04", "state_code"], ["OH-04", "seat_number"], ["OH-06", "state_code"], ["OH-06", "seat_number"], ["OH-07", "state_code"], ["OH-07", "seat_number"], ["OH-08", "state_code"], ["OH-08", "seat_number"], ["OH-10", "state_code"], ["OH-10", "seat_number"], ["OH-11", "state_code"], ["OH-11", "seat_number"], ["OH-15", "state_code"], ["OH-15", "seat_number"], ["OH-16", "state_code"], ["OH-16", "seat_number"], ["OK-1", "state_code"], ["OK-1", "seat_number"], ["OK-2", "state_code"], ["OK-2", "seat_number"], ["OK-3", "state_code"], ["OK-3", "seat_number"], ["OR-1", "state_code"], ["OR-1", "seat_number"], ["OR-3", "state_code"], ["OR-3", "seat_number"], ["OR-4", "state_code"], ["OR-4", "seat_number"], ["PA-01", "state_code"], ["PA-01", "seat_number"], ["PA-05", "state_code"], ["PA-05", "seat_number"], ["PA-06", "state_code"], ["PA-06", "seat_number"], ["PA-13", "state_code"], ["PA-13", "seat_number"], ["PA-14", "state_code"], ["PA-14", "seat_number"], ["PA-16", "state_code"], ["PA-16", "seat_number"], ["SC-4", "state_code"], ["SC-4", "seat_number"], ["SC-6", "state_code"], ["SC-6", "seat_number"], ["TN-2", "state_code"], ["TN-2", "seat_number"], ["TN-4", "state_code"], ["TN-4", "seat_number"], ["TN-8", "state_code"], ["TN-8", "seat_number"], ["TN-9", "state_code"], ["TN-9", "seat_number"], ["TX-01", "state_code"], ["TX-01", "seat_number"], ["TX-06", "state_code"], ["TX-06", "seat_number"], ["TX-12", "state_code"], ["TX-12", "seat_number"], ["TX-16", "state_code"], ["TX-16", "seat_number"], ["TX-17", "state_code"], ["TX-17", "seat_number"], ["TX-18", "state_code"], ["TX-18", "seat_number"], ["TX-19", "state_code"], ["TX-19", "seat_number"], ["TX-20", "state_code"], ["TX-20", "seat_number"], ["TX-25", "state_code"], ["TX-25", "seat_number"], ["TX-28", "state_code"], ["TX-28", "seat_number"], ["TX-29", "state_code"], ["TX-29", "seat_number"], ["TX-34", "state_code"], ["TX-34", "seat_number"], ["TX-36", "state_code"], ["TX-36", "seat_number"], ["UT-3", "state_code"], ["UT-3", "seat_number"], ["VA-04", "state_code"], ["VA-04", "seat_number"], ["VA-05", "state_code"], ["VA-05", "seat_number"], ["VA-08", "state_code"], ["VA-08", "seat_number"], ["VA-11", "state_code"], ["VA-11", "seat_number"], ["VT-1", "state_code"], ["VT-1", "seat_number"], ["WI-3", "state_code"], ["WI-3", "seat_number"], ["WI-7", "state_code"], ["WI-7", "seat_number"], ["WI-8", "state_code"], ["WI-8", "seat_number"], ["WV-2", "state_code"], ["WV-2", "seat_number"]], "preserve": true, "weight": 1.0}, {"name": "s2_cast_type:cast_type", "kind": "cells", "key": "Dist", "targets": [["CA-01", "seat_number"], ["CA-04", "seat_number"], ["CA-05", "seat_number"], ["CA-09", "seat_number"], ["FL-03", "seat_number"], ["FL-04", "seat_number"], ["FL-06", "seat_number"], ["FL-07", "seat_number"], ["GA-03", "seat_number"], ["GA-04", "seat_number"], ["GA-05", "seat_number"], ["GA-08", "seat_number"], ["IL-04", "seat_number"], ["IL-06", "seat_number"], ["MI-01", "seat_number"], ["MI-05", "seat_number"], ["MI-07", "seat_number"], ["MI-08", "seat_number"], ["MI-09", "seat_number"], ["NC-01", "seat_number"], ["NC-03", "seat_number"], ["NC-04", "seat_number"], ["NC-07", "seat_number"], ["NJ-04", "seat_number"], ["NJ-09", "seat_number"], ["NY-05", "seat_number"], ["NY-09", "seat_number"], ["OH-04", "seat_number"], ["OH-06", "seat_number"], ["OH-07", "seat_number"], ["OH-08", "seat_number"], ["PA-01", "seat_number"], ["PA-05", "seat_number"], ["PA-06", "seat_number"], ["TX-01", "seat_number"], ["TX-06", "seat_number"], ["VA-04", "seat_number"], ["VA-05", "seat_number"], ["VA-08", "seat_number"]], "preserve": true, "weight": 1.0}]}""")


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
