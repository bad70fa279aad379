#!/usr/bin/env python
"""GovBench evaluation script: python eval.py --expected GT --processed OUT -> {"eval_score": x}."""
import argparse
import csv
import hashlib
import json
import math
import sys
from collections import Counter

CONFIG = json.loads(r"""{"components": [{"name": "s1_filter_value:filter_value", "kind": "removal", "identity": ["census_div", "csd_type", "density_2021", "land_area_km2", "name", "population_2021", "status"], "removed": ["0030f4fe3ffa5d90", "015ffb8bc4f909f3", "0376e825a86de065", "0b87c34c1271fa81", "0ecce52cbe3eb03e", "0fc227864a9d855c", "1248bc1d46cd769b", "124deb0c604370d5", "133c6e82d51ca8b1", "1370c553fd5712fe", "1693e4fca52625b3", "179fe45a9b1b3612", "1847aa9fef4516d9", "1dffa91b8f4ac953", "2431dfc74a62f583", "2566229ed6542eed", "25cd95e577f70c64", "26a60d167321dc0d", "2aa5afcbbc8b8860", "2c9c0cc2bc01e9c7", "2cd19578643785fb", "30050b6dcdc9810b", "36559cad27717e1b", "380d7ab57d90c5af", "3847aeb0fd694767", "3a5a442f84c2f493", "3bf2e8af8b9c5bcd", "3ddc2c37da1ff8fc", "3e649e24fec9a61d", "3f2cbf4d6c2b6109", "407743e915e7ba86", "408d76a526cbf1ca", "4295dd92584d42df", "42c1e05c80ea387a", "465e6fcd2a37e184", "47a18f2b129fff9b", "493804337761ce82", "49f7aba85a3b0efb", "501447551547aeb8", "50e9dd354be100c0", "51b5401f8f1c1a97", "53e84ac64462fff9", "550b5641168cb8f8", "5afac87cf454a95f", "5d4b67a696b2ed7a", "5db59d8796bfcf16", "5f2cb50930b273df", "5f935e4d82eade44", "64bb87127ec2b7e6", "6594eed4d59c8e5f", "6cb50d260d8ffe0a", "7028b3760ae1bcc6", "726f4f9933713e6e", "73be36998af25d17", "746cad834cf16c0f", "7474bdf97757af2b", "75c3d2a7f16d1f63", "768c65eddf3babf3", "76e82c57c515fd38", "779699250defd94d", "79e4f3409647d3dd", "79e6c2ec44679cdf", "7b0a4d8fea621f40", "8144bfa4ac21fec9", "82fa6cf1e1a5085c", "85ceac138b86c833", "8741b9efb2a5dc85", "8809c278369116ac", "884312ac2d40e4a0", "8b5457cf383eb96d", "8de634c78cf8562e", "8ed195678558781f", "9310524523a5ed9d", "93d45908e6ce4003", "962330df328fa549", "968574d9bc3d78e8", "98aa5e68ec0d3354", "9cdc1eb36742c146", "9d835632afb178cd", "9e8ca27a37f3b007", "a14868969ca14e3d", "a1bd72a649e4e69a", "a1f395d2f42f9e38", "a3ad8ca27eae421e", "a67e7249e0f19692", "a8794848f8387438", "a9f62b5047fd5801", "af2c2a2e6a7f9832", "b19ad28306684ee8", "b234974e5542fced", "b4a5ffc05c23861a", "b63e9737c5565e70", "b69326291b1fc67f", "b836a09942ac5e2c", "b896767a93fd8201", "b8b7f5923129b4c7", "be8f4bd3d156af2f", "c05ce36e6fadffca", "c1c1508c27014b55", "c3a71bfe6ce69fa4", "c459da294c61be88", "c4f5529f493d9885", "c7816309f2279509", "ccccc54f5e1467b7", "ce5b226a0fc6affb", "d4d546429c72ae73", "dd391a15c7dafd88", "ddbd22ec4168478a", "de2b561ba148f397", "df5444fc215a0df4", "e234f98728e5d12e", "e2f59838ab2eca75", "e6eddd85681b19e1", "e97ec968ae84021c", "e98051c3a52dd8c0", "ec78a93b20cf6f36", "ef0e466b0785d53d", "ef8a613015abe824", "f462851fb5ac5704", "f48608d531c4a57c", "f4c7d721f9357177", "f548548c9d66e6d3", "f637179d581948be", "f72f6bb3c50c3de2", "fc825433f42dca7b", "fc8a2d4967ff7565", "fd3c9164d14dad9e", "ffcbb063ac644edd"], "weight": 1.0}]}""")


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
