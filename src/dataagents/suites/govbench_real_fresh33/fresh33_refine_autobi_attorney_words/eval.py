#!/usr/bin/env python
"""GovBench evaluation script: python eval.py --expected GT --processed OUT -> {"eval_score": x}."""
import argparse
import csv
import hashlib
import json
import math
import sys
from collections import Counter

CONFIG = json.loads(r"""{"components": [{"name": "s1_map_values:map_values", "kind": "cells", "key": "CASENUM", "targets": [["5", "ATTORNEY"], ["13", "ATTORNEY"], ["66", "ATTORNEY"], ["71", "ATTORNEY"], ["96", "ATTORNEY"], ["97", "ATTORNEY"], ["120", "ATTORNEY"], ["136", "ATTORNEY"], ["152", "ATTORNEY"], ["155", "ATTORNEY"], ["162", "ATTORNEY"], ["248", "ATTORNEY"], ["250", "ATTORNEY"], ["251", "ATTORNEY"], ["269", "ATTORNEY"], ["272", "ATTORNEY"], ["334", "ATTORNEY"], ["361", "ATTORNEY"], ["376", "ATTORNEY"], ["412", "ATTORNEY"], ["479", "ATTORNEY"], ["481", "ATTORNEY"], ["551", "ATTORNEY"], ["569", "ATTORNEY"], ["581", "ATTORNEY"], ["608", "ATTORNEY"], ["613", "ATTORNEY"], ["616", "ATTORNEY"], ["617", "ATTORNEY"], ["631", "ATTORNEY"], ["640", "ATTORNEY"], ["641", "ATTORNEY"], ["685", "ATTORNEY"], ["700", "ATTORNEY"], ["721", "ATTORNEY"], ["766", "ATTORNEY"], ["775", "ATTORNEY"], ["805", "ATTORNEY"], ["829", "ATTORNEY"], ["838", "ATTORNEY"], ["852", "ATTORNEY"], ["872", "ATTORNEY"], ["915", "ATTORNEY"], ["942", "ATTORNEY"], ["972", "ATTORNEY"], ["1062", "ATTORNEY"], ["1063", "ATTORNEY"], ["1078", "ATTORNEY"], ["1092", "ATTORNEY"], ["1101", "ATTORNEY"], ["1104", "ATTORNEY"], ["1154", "ATTORNEY"], ["1170", "ATTORNEY"], ["1186", "ATTORNEY"], ["1278", "ATTORNEY"], ["1295", "ATTORNEY"], ["1312", "ATTORNEY"], ["1314", "ATTORNEY"], ["1335", "ATTORNEY"], ["1339", "ATTORNEY"], ["1354", "ATTORNEY"], ["1359", "ATTORNEY"], ["1366", "ATTORNEY"], ["1387", "ATTORNEY"], ["1415", "ATTORNEY"], ["1445", "ATTORNEY"], ["1470", "ATTORNEY"], ["1505", "ATTORNEY"], ["1530", "ATTORNEY"], ["1590", "ATTORNEY"], ["1607", "ATTORNEY"], ["1608", "ATTORNEY"], ["1624", "ATTORNEY"], ["1664", "ATTORNEY"], ["1671", "ATTORNEY"], ["1740", "ATTORNEY"], ["1743", "ATTORNEY"], ["1780", "ATTORNEY"], ["1784", "ATTORNEY"], ["1791", "ATTORNEY"], ["1840", "ATTORNEY"], ["1918", "ATTORNEY"], ["1970", "ATTORNEY"], ["1996", "ATTORNEY"], ["2002", "ATTORNEY"], ["2009", "ATTORNEY"], ["2013", "ATTORNEY"], ["2020", "ATTORNEY"], ["2023", "ATTORNEY"], ["2027", "ATTORNEY"], ["2028", "ATTORNEY"], ["2054", "ATTORNEY"], ["2063", "ATTORNEY"], ["2092", "ATTORNEY"], ["2121", "ATTORNEY"], ["2122", "ATTORNEY"], ["2123", "ATTORNEY"], ["2154", "ATTORNEY"], ["2157", "ATTORNEY"], ["2159", "ATTORNEY"], ["2178", "ATTORNEY"], ["2256", "ATTORNEY"], ["2264", "ATTORNEY"], ["2289", "ATTORNEY"], ["2309", "ATTORNEY"], ["2314", "ATTORNEY"], ["2325", "ATTORNEY"], ["2349", "ATTORNEY"], ["2388", "ATTORNEY"], ["2404", "ATTORNEY"], ["2470", "ATTORNEY"], ["2473", "ATTORNEY"], ["2492", "ATTORNEY"], ["2496", "ATTORNEY"], ["2568", "ATTORNEY"], ["2589", "ATTORNEY"], ["2599", "ATTORNEY"], ["2616", "ATTORNEY"], ["2655", "ATTORNEY"], ["2662", "ATTORNEY"], ["2691", "ATTORNEY"], ["2741", "ATTORNEY"], ["2755", "ATTORNEY"], ["2758", "ATTORNEY"], ["2838", "ATTORNEY"], ["2846", "ATTORNEY"], ["2879", "ATTORNEY"], ["2896", "ATTORNEY"], ["2939", "ATTORNEY"], ["2958", "ATTORNEY"], ["2991", "ATTORNEY"], ["3067", "ATTORNEY"], ["3087", "ATTORNEY"], ["3093", "ATTORNEY"], ["3147", "ATTORNEY"], ["3252", "ATTORNEY"], ["3257", "ATTORNEY"], ["3291", "ATTORNEY"], ["3298", "ATTORNEY"], ["3305", "ATTORNEY"], ["3324", "ATTORNEY"], ["3337", "ATTORNEY"], ["3384", "ATTORNEY"], ["3443", "ATTORNEY"], ["3446", "ATTORNEY"], ["3465", "ATTORNEY"], ["3510", "ATTORNEY"], ["3532", "ATTORNEY"], ["3546", "ATTORNEY"], ["3562", "ATTORNEY"], ["3572", "ATTORNEY"], ["3580", "ATTORNEY"], ["3605", "ATTORNEY"], ["3667", "ATTORNEY"], ["3668", "ATTORNEY"], ["3677", "ATTORNEY"], ["3699", "ATTORNEY"], ["3717", "ATTORNEY"], ["3763", "ATTORNEY"], ["3792", "ATTORNEY"], ["3810", "ATTORNEY"], ["3848", "ATTORNEY"], ["3874", "ATTORNEY"], ["3902", "ATTORNEY"], ["3906", "ATTORNEY"], ["3910", "ATTORNEY"], ["3915", "ATTORNEY"], ["3921", "ATTORNEY"], ["3939", "ATTORNEY"], ["3974", "ATTORNEY"], ["3995", "ATTORNEY"], ["4066", "ATTORNEY"], ["4083", "ATTORNEY"], ["4100", "ATTORNEY"], ["4116", "ATTORNEY"], ["4184", "ATTORNEY"], ["4188", "ATTORNEY"], ["4196", "ATTORNEY"], ["4202", "ATTORNEY"], ["4231", "ATTORNEY"], ["4237", "ATTORNEY"], ["4248", "ATTORNEY"], ["4296", "ATTORNEY"], ["4409", "ATTORNEY"], ["4465", "ATTORNEY"], ["4491", "ATTORNEY"], ["4517", "ATTORNEY"], ["4562", "ATTORNEY"], ["4593", "ATTORNEY"], ["4682", "ATTORNEY"], ["4684", "ATTORNEY"], ["4695", "ATTORNEY"], ["4707", "ATTORNEY"], ["4708", "ATTORNEY"], ["4780", "ATTORNEY"], ["4789", "ATTORNEY"], ["4799", "ATTORNEY"], ["4835", "ATTORNEY"], ["4844", "ATTORNEY"], ["4925", "ATTORNEY"], ["4929", "ATTORNEY"], ["4935", "ATTORNEY"], ["4970", "ATTORNEY"], ["5001", "ATTORNEY"], ["5020", "ATTORNEY"], ["5152", "ATTORNEY"], ["5176", "ATTORNEY"], ["5208", "ATTORNEY"], ["5211", "ATTORNEY"], ["5252", "ATTORNEY"], ["5284", "ATTORNEY"], ["5287", "ATTORNEY"], ["5304", "ATTORNEY"], ["5340", "ATTORNEY"], ["5359", "ATTORNEY"], ["5376", "ATTORNEY"], ["5380", "ATTORNEY"], ["5382", "ATTORNEY"], ["5410", "ATTORNEY"], ["5492", "ATTORNEY"], ["5514", "ATTORNEY"], ["5547", "ATTORNEY"], ["5560", "ATTORNEY"], ["5639", "ATTORNEY"], ["5642", "ATTORNEY"], ["5666", "ATTORNEY"], ["5685", "ATTORNEY"], ["5718", "ATTORNEY"], ["5730", "ATTORNEY"], ["5745", "ATTORNEY"], ["5748", "ATTORNEY"], ["5758", "ATTORNEY"], ["5800", "ATTORNEY"], ["5829", "ATTORNEY"], ["5882", "ATTORNEY"], ["5900", "ATTORNEY"], ["5928", "ATTORNEY"], ["5949", "ATTORNEY"], ["5954", "ATTORNEY"], ["5956", "ATTORNEY"], ["5992", "ATTORNEY"], ["6024", "ATTORNEY"], ["6081", "ATTORNEY"], ["6101", "ATTORNEY"], ["6105", "ATTORNEY"], ["6118", "ATTORNEY"], ["6234", "ATTORNEY"], ["6295", "ATTORNEY"], ["6323", "ATTORNEY"], ["6330", "ATTORNEY"]], "preserve": true, "weight": 1.0}]}""")


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
