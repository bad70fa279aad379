#!/usr/bin/env python
"""GovBench evaluation script: python eval.py --expected GT --processed OUT -> {"eval_score": x}."""
import argparse
import csv
import hashlib
import json
import math
import sys
from collections import Counter

CONFIG = json.loads(r"""{"components": [{"name": "s1_union_align:union_align", "kind": "rows", "columns": ["Event", "Year", "Champion", "Country", "Time"], "weight": 1.0}, {"name": "s2_filter_value:filter_value", "kind": "removal", "identity": ["Champion", "Country", "Event", "Time", "Year"], "removed": ["0023d8407e45e58e", "00e1e67ed1851de7", "00f325582f47b837", "02be703d73c1af60", "05e4c82297b9f39e", "06c1286850d51098", "0a30a5a4447ae1b9", "0ba158aad3a08842", "0d3cda4e2d471b73", "141069ab4e7759d9", "17dfd77e56175616", "1a74a60586190509", "1bb7a5f818200ec8", "1e0e52c1466e9efe", "253dd2c1e2b1919c", "264787e9bc3d0fad", "2f19052fff1b87f6", "2f54893241b7bc88", "31ec2f1769ea8e70", "32663b5a49f6e18d", "344e0148b4bc2ce1", "364f088757ff24a8", "3a4ffca603247f00", "3ffc36c4afd9ee24", "40494fa2b9fda4f6", "4212fddc4d841170", "42d912de09e67fb2", "430652664c2872a8", "44e8f1b0d138f8b3", "47bb973d2b650a09", "48397f17e7ec2b72", "49001aa4e03cbd54", "498f4f6f56549977", "4b6c95b5c0ffc296", "4bc963c37abf3ed5", "4d15bf6ebeb32f42", "4da003b648fc9a76", "5098c2438e872fb4", "52072898c7baedd3", "5844b5ec5ad2fd82", "5959615b138ccf40", "5cfcd59acd09b096", "5dab1d478e8fe0b0", "629cdb4f0151df34", "638a82679a9c470b", "64ad116a454e5833", "670b6d8faea38389", "67c79c7653c6e2fe", "68364c0efb5befc5", "68e9d946b17d1184", "695ddd4395184a1a", "6cac763ec80dddd2", "6cb02f32229bdf4d", "6ef19fca24b1dde8", "7199e74ca39c8348", "743687d490afcc36", "74cf90ac4bdae988", "74f314b63b321dbe", "76509a77fc5f7846", "7973df6cd17cca49", "7993a9303d6d3d31", "7b0c17e80a394a93", "7b7236c64ec30fea", "7bd7496fc0f7c2c3", "8069b7748b74ed38", "80f5e6be98a314a8", "85ef105d2149735e", "86a222542f3d344d", "87a18e4e516f062b", "8985dfc58007dd4f", "8a9a04caab4fd871", "8b60aefe84046d30", "8d38b72d33aadea0", "8ffadb18114eb32d", "94324d2cf9737b5d", "94ec24fcbfc7d56b", "9698b41aceb081f7", "97868072a62278f0", "98949888a81102c7", "9a36171bb1586ece", "9a759a02e8606035", "9a9a6515e6dc5166", "9b77a76882065f19", "9d3416c8521c527a", "a47dba887ae1f9a6", "a9ef7705f8a68ba1", "ab51a566867c4bd5", "ae513e262e384e98", "b03e9026377225e7", "b46f9a97f95f3741", "b495f92b114c5b63", "b4d93d7193129900", "b6814fca2f7f2122", "b70426932fbee2bd", "b747dab043a4d387", "b81f02572dec5361", "ba19a082e990677b", "bbc74d9d922998b4", "be9edeb05ac4e4a5", "c21ee18b804c39f2", "c35733092e37df73", "c37bc4947e15bd3b", "c3959d0c446b7991", "c5cf4e513b13aaea", "cab27da552a985a4", "cc88784523cd6f78", "cc9ed85d1b4af0f6", "ce8920c66c2524ed", "cea31b63542a03bd", "d03fd3e5cfcddde5", "d1ee8ab4ea49cc1c", "d2f90cd2a7bc0266", "d3b0bbf1cfbf5469", "d6c3d15f96b3ed7f", "de651204656e41af", "e4a93bbe61144164", "e4ef3521397da880", "e8090d7426dc097d", "e868919a51e54e1c", "f215e4e50f97e929", "f28f88e50719b3ed", "f352f09ebac927bc", "f457049752c6fc34", "f55073f2d65b75b9", "f85baf225e89150a", "f8a0f5f6429311c9", "fb2acad3857cae35", "fd1bcb0425a627c3", "fde03e74eb288368", "fe908b93e059058b", "fed10c599a5b54b0"], "weight": 1.0}]}""")


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
