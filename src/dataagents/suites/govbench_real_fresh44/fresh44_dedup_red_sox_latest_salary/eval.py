#!/usr/bin/env python
"""GovBench evaluation script: python eval.py --expected GT --processed OUT -> {"eval_score": x}."""
import argparse
import csv
import hashlib
import json
import math
import sys
from collections import Counter

CONFIG = json.loads(r"""{"components": [{"name": "s1_dedup_key:dedup_key", "kind": "removal", "identity": ["lgID", "playerID", "salary", "teamID", "yearID"], "removed": ["04b614694315ade3", "0d9f9df9dae2354c", "0ded0aa9624d25f2", "0e565ecef50c4cd2", "114da3c11c684fd6", "122628c058278d3b", "166fff3f5924925c", "16a00696addca320", "17fb293076367972", "19b9cedf18b9af3e", "1c2a5d3d822e750e", "22c70f2478654969", "2633ddbbb8418fe4", "30494ffb01fe2fc9", "30519c163f893aaf", "33f1f29d8b2394e9", "3770c403072ae235", "389cb1940935646f", "3a6ceba90db31f26", "43a813fe955288e1", "48879bc417c4b54a", "4b7dfd7c2862017d", "4f78061ba3bb8f90", "5464f4d37e028b2a", "5cfa7c8427198695", "5e9edb63f5b83954", "5ffae214ab834e79", "63c7a383540a0d01", "69b8d1162b97d4e5", "6da7d366e0297284", "7130bc341f9f1388", "7216d6b2110f4762", "7537eef1559bcc8c", "7652c392447af414", "76883908d7f90d01", "76bc8103db65bafb", "7e499c63c252d0c9", "7e5f5003356af56b", "7eddd8807873071e", "7f257ea006f445d1", "80ed5900e8219e36", "817d1f76be73ebd8", "863a60c6c488c97e", "8c129c895d70f78d", "8ed69e9558bdf9c6", "8f66e40e17dd0ef5", "906d4bec718d0afe", "911bb309f37177cf", "91b9c119abcd96d4", "97e687f826bad017", "989295a426af312f", "9d78f27e2648698c", "9fd6e87b18ccb5e9", "a0cd04f88e2989fe", "a79af4d2f36c507c", "a9a81ff8cddc88c0", "b46e1ea7df387d8e", "b4c3f4afd33ce8ab", "b51491034c0f0800", "c0739243bdd25fd6", "c2f29045d8ab3986", "c34d518de126c8e5", "c3613980b609b1d0", "c889ab7e9f61978d", "ca2697d43b84b5e3", "cae3fb981051057b", "d09efbc2d0914b8f", "d2948c5b6b159f2d", "d29aad0b09385d19", "d6b8222e92c7f393", "d8262bc9bd0c1db2", "dbbae66d5c1bacd7", "dbbbdf056b8964d9", "dd10a75cf0369415", "e1a25c6f96357e36", "e5ca7e554a6ad262", "e95c1918ffcce497", "e9d90122db1a4c95", "eafa10724c633328", "f3048f52a6cf3441", "f40862b57f2096da", "f4ca413df3868630"], "weight": 1.0}]}""")


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
