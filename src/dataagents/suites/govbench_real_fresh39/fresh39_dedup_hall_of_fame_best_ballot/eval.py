#!/usr/bin/env python
"""GovBench evaluation script: python eval.py --expected GT --processed OUT -> {"eval_score": x}."""
import argparse
import csv
import hashlib
import json
import math
import sys
from collections import Counter

CONFIG = json.loads(r"""{"components": [{"name": "s1_dedup_key:dedup_key", "kind": "removal", "identity": ["ballots", "category", "inducted", "needed", "playerID", "votedBy", "votes", "yearID"], "removed": ["007a6fbcc432ca56", "02f880e25c6257a7", "03827f6ac29bc0e5", "08bb1d80f5c879f4", "0b473ebb313960c7", "0e43150c205c878f", "0ea6a6eef2666af1", "105d32c11b8764b7", "11909e5c6c9aa80b", "15d7436f3dfdc908", "1a33a1b133334ee2", "1c90c934e99d6085", "1cbb3674cc78b026", "2015aec511a66915", "20616854491aa003", "23cf4b537c83e6ca", "283eb532acb2ce5c", "2975365544111e17", "2d802e03cf32b2d0", "2eca439c727932da", "3067a77ba38de524", "36f0fd119732bd7c", "381962e5f04afd52", "398bba5d3ebf2209", "3e02fed4c82f50b0", "401cd9a2603e05f9", "4399829d16539ce4", "454125f3b5f4c4cc", "479d161aaf53e2c4", "4c3a86ef296dbcb1", "4cf410aebf611e27", "4d957cb94f61c660", "4ff4d1baab7d4b77", "50e4c091cb6e21ba", "54cb42f379692084", "5511d773bae2a7fe", "5798261675ed2ce2", "57a0abb5f85fea3a", "5a06a9fa2c4c04b1", "5d25dd0f4ef21c44", "5df626b5c7e875b2", "639e45b9a341ba56", "654cb0eec424b624", "657fdf48f6210e1e", "6984ef12f3e4ba69", "6bc57a578f5a38d3", "6f0d5102a26ac7d8", "7394c634ac88aa5c", "75185648e4c6f3d0", "75e833ac34e30046", "76e2be4e3ccebdd9", "7824ae5e9ccb17f6", "7b10f80fa5cdd5f0", "7d57afbd1556f8fb", "7efe8a3edfe580af", "7f4a2526bcaae492", "83dd13375ff622cd", "866e4bc71812dd0f", "8848d2f497596eff", "897c2169ea99df6c", "8b13ca226be3de10", "8dff2021e7e1b93e", "970df1ddc13cada2", "9a507be2ddbdb0bf", "9ca2629f8e5c6a4f", "9d5f8120de79879e", "9ec31c5e401132e7", "a101d7e016e770e5", "a37df0ab164d70f3", "a622e6fb3e4b2954", "aa1e3615187fc621", "ac8ec063f021a09d", "adde8d353a3ddfd7", "ae185b5909fd0504", "aef066dccf9ec7ad", "b473bb3e94f0c331", "b9fa718f80f13b5d", "be029a07688149d4", "be2713cac2807432", "c30317df113dec7d", "c82a8a1fe37275c4", "c8b8a1ce029b4871", "c9091e942d28158f", "cab700f4dd3b1836", "cc5105f8524e521c", "ce94e0d8271cb5b1", "d06505201068d57d", "d333d297e6b67e38", "da7c7764e8edefc7", "e0cf453068634b5f", "e18085ae04646e51", "e5c232dc3d405e19", "ed23bd9fb8137c07", "f1f7ed3111c8d1db", "f493ccc78525d18c", "f506e3590776143e", "f6823010b1c0b7a3", "f8a27d86d2c81500", "f940027af7aa542a", "fd46ca1c46fc5124", "feb45357e2a46eb4", "ff3fccf89295e536"], "weight": 1.0}]}""")


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
