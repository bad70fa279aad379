#!/usr/bin/env python
"""GovBench evaluation script: python eval.py --expected GT --processed OUT -> {"eval_score": x}."""
import argparse
import csv
import hashlib
import json
import math
import sys
from collections import Counter

CONFIG = json.loads(r"""{"components": [{"name": "s1_filter_rows:filter_rows", "kind": "removal", "identity": ["draymond", "player", "possessions", "season"], "removed": ["03c4d5da729f94c6", "05a178f2aeb77e6b", "0803c460e8211377", "0a7495a6016d609d", "1c886549ea6c9ec6", "23987baeb9844fc9", "26df50a89af6332b", "276dee3c86e4e22f", "28c8da2a8709c9ca", "29663a711f195f6f", "29e3cf706fbd2518", "2ed694a32cb02ff2", "31d22967e81ce239", "39c3703477c81714", "3cd3b1f60a9c6055", "3fd4e984247df59a", "44e6fbd4816bd8ea", "4bf4c9a095ff3d65", "4cd9c41819f93042", "50fac59cddde5b79", "52bb52d91d9b4eb7", "63e5f6fd87e98d77", "6d11878cf0b78cc8", "6edc82f1b61dbb7b", "6f2003cf21899993", "7db778523f5332f8", "7f4721d0d163f190", "8295daff5487aafa", "8f07ad25c594f59d", "9963cdac891d17c4", "9cba8d01ebd0c595", "9db7cc486a8305a0", "a557649225b05618", "a6f6100111c94632", "ac7f0529cde8e096", "afd092d9585b3b17", "b380a99b04f72a6a", "b49b5a82de86fa19", "b4bd1d2a64ade318", "b637ecd6b2d6f2b6", "b7380b80d1883aa2", "b8b68e700349b220", "c1bdbe6890aab976", "c1ebe2bcc3dc24c8", "c35b3d8e74b0dcc1", "c39a05098d2c8d9a", "c5c8c654355e9f8a", "d10ed1ea88119607", "d19cbef4b3fdde8a", "d49a14d451550311", "d56629d0949b879d", "d7ff3238c388db1f", "ddd568d3a6075b8b", "df426005e8e81c59", "e248c97a3d7cfda7", "e663396f9948a261", "e70a475e3d52a682", "e8c7b9b78df91cb5", "ea699f7f20de6eee", "ee8350b4dd6acc06", "f16e0ef164a87022", "f3030e77a0114307", "fd84bdbc9e41250e"], "weight": 1.0}]}""")


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
