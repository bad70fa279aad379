#!/usr/bin/env python
"""GovBench evaluation script: python eval.py --expected GT --processed OUT -> {"eval_score": x}."""
import argparse
import csv
import hashlib
import json
import math
import sys
from collections import Counter

CONFIG = json.loads(r"""{"components": [{"name": "s1_filter_rows:filter_rows", "kind": "removal", "identity": ["L", "R", "RA", "W", "attendance", "lgID", "name", "teamID", "yearID"], "removed": ["00b1f002ef2e2cc1", "00e43ebf01089cb4", "02c66cb403c8f374", "042800fcf8018ba5", "05b964952a54e46f", "069add0e02ac8743", "0c0063edaa5ac166", "0cf87cbe8d167d92", "0d3e57ec6be99451", "1200a328128cd4c2", "13bc608dfbcc7cf6", "157c65c723ba2237", "16393b6cb9c9de78", "194bfb3e56449378", "19cf76b4ac36e5e7", "1b328b5359347828", "1de492c24e3e8de2", "1eb645bc4f340448", "1f07ce70a98f3bba", "260cad7223b1100e", "2685011c8a194ad8", "28bb825f65f065b5", "29b60bdcfa92bcab", "2a1fe6afef9d65a5", "2b1f97697b82924c", "2c919df9e88d779a", "2d07f46c0d80adc1", "2d33bad56ff61f67", "2f277243f16b5ef6", "300df384cc4c5f12", "3044060779eeb025", "319fd0b807315dfc", "32d6cb807207bec0", "362cc76ff32c10bd", "36a1820fc72d4402", "38d8fc57493857ab", "3c9b73c4e74c3266", "3cdb57df6848e5b4", "400e573bd6a0de38", "407f6e93b3c7b13c", "42c7247499255c39", "43043498cb059a53", "43ac5788f3aadecb", "452cf6b1c4c8af43", "473e860bb41fbe05", "48661ec1b58dc1a8", "48dfc9fd322d0b98", "49b9c92291981fd9", "4adfe21f000ff12e", "4b375a47957125c0", "4cab9fea96242d9c", "4fb1f3ff2cc1de74", "5038e66ce8e7d7a3", "50620ab5f2105062", "511ee76966a38fa3", "534a7d7870d8fc1d", "544f93f69e1acd0b", "579dacfe267432b3", "58c3388d96cb36e1", "59c71edaa5086f31", "59c8deebf68e1ab9", "5b2ca175375a1940", "5b8024f6ea9f4628", "5f9496c7452d8336", "61f36dd0ba579f47", "6370e16dd0319f9a", "644ff05a63be176c", "64fbe3dd9e42c9ee", "65f05626e5993a9f", "6667b91bf789a354", "66ac89061932f5b9", "6bc8090f177f6054", "6d95bafae69cc085", "6dac1067626830cf", "6e3c345c825fbe26", "6ff5624b3fbcf917", "73ba45905d3f8011", "7455ca546df62be3", "773529b1f4d80aa0", "77aeacee08b455bd", "77bfc195d414ae10", "7956c77702561b4f", "7accc18ba6b56e17", "7b523be82b258f11", "7cc162ddd262111f", "7f1cee7a0c58ba47", "81526f15924484ac", "83189815b19eb413", "83aca07745ad1339", "8403d2c12895db3e", "84c8c4ccc9870df5", "895cdafd846d0a42", "8bedc82782d47635", "934649dae0205f3f", "94c0ebcdbc9fb875", "953c5189f28fad6a", "954f09fa6b2dd56b", "998129c1c49fcde4", "a0e140b812d11c7d", "a58114c342616f7f", "a768111d564bc493", "a80d918696e6f8c3", "aaf445ade3db8d76", "ab9cb45dfba3b724", "ac979e049c0e019c", "ace0e0ab370b18e0", "ad3780339b600ca4", "b2579c49790bbfef", "b68ee6657d19c808", "ba194cd6990aa45f", "bd9af0c34efcf5f5", "bf59dc9129d96e7e", "c286f6dea7f128fb", "c36f14cda8e30987", "c3b13accc4f6875f", "c6142a127dccb516", "c7ffed96dcba745b", "c89630f722d18b28", "ca1e0b3122e2c60b", "cc641cf3015e9641", "d1462bf6ef434c37", "d49c3bfc5574fd30", "d9b002b54eff6b96", "ddef8959c8ca10b3", "def5f6a068c00074", "dfb785060cd1676c", "e122cf7a53345c81", "e2e3493c80f1998e", "e4d5d73d9fdc112e", "e5f2b092c3d04eef", "e9a9339127891889", "eb4e06c96e3f760b", "ebac4de3c1526dc1", "ee7b01a4c0e439ee", "f0b2e6ee0f567dd1", "f245216a0307af92", "f2bbf294a5082881", "f4823ab4476c21c0", "f6f041227310c207", "f7a543bb65fb60ed", "f8223a50f4a36cda", "f8c924867408a2ef", "fad23002296f9771", "fc85dfe8b027dd1f", "fe0376f9c47f2fbb"], "weight": 1.0}]}""")


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
