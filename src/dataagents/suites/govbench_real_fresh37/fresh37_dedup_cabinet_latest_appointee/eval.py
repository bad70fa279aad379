#!/usr/bin/env python
"""GovBench evaluation script: python eval.py --expected GT --processed OUT -> {"eval_score": x}."""
import argparse
import csv
import hashlib
import json
import math
import sys
from collections import Counter

CONFIG = json.loads(r"""{"components": [{"name": "s1_dedup_key:dedup_key", "kind": "removal", "identity": ["appointee", "appointment", "end", "position", "president", "start"], "removed": ["00145682e6a259a3", "037097485afe2c5b", "094cfe52f392eb0b", "0b469064b900a0ba", "10391822ed3f23a5", "10eaeb8ef715e479", "1387c80b04dcf0c2", "1477b52db95bf9dd", "16ef00e70574fe46", "1b0dd045d27a6ec9", "1c6c898c62d54db9", "1cae50c38c8e1b94", "1edafb31ec89eebf", "202b46361ada15b8", "258a417391e27e07", "25cbca494d6ad72f", "2963269c11b3a6f3", "2f877d1436c2120a", "33a69dd9efb5f449", "33b78a45df3ca39d", "33f00be4436e239b", "34ac133c3cc77ced", "35c01dceb58488ea", "36d0d4871f4657a5", "37e703c83383cd7e", "39347b560038efde", "39f1360db1d6371f", "39f4924fe4fac6bb", "405fa10303d3ec62", "40b678e44a4e9198", "42681bfbdbcc7fb2", "43f7d7bd11397e8d", "46f9ea7ca7fff382", "4aba2789d7c5fe50", "4bbe8bfd3c7c8b50", "4c0d4dfb035c5cd7", "532b863995411248", "5423cedb0f11da40", "5461f64aa152e993", "579458822459c99c", "5820fb8225dd1dc7", "5aeeb310eecabe94", "5c306ee1c0c9759b", "60b102de99cdbaf7", "62a34a67883b24d2", "62f3a180b7bf4481", "65853489067f9702", "6594f59d53d70175", "676a66ff77404758", "67eb0e3002cc121b", "69001ac1a3f990f5", "70bc5e6a2306f785", "72ba678fcce6b58c", "7330f22bd8251387", "7343bb35b829c709", "7604169813a99127", "7ac03f8a728fe3c2", "7bcddbbf27cc1d54", "8041fdf08b0e2fe2", "819220c4cf8a5587", "89a92444280a3ac7", "8d44c4e9d7ac0793", "8e94d8354bb7c195", "927f2b5abaf8066b", "9304313d9b8f5678", "93acd1566fc0a7b3", "941ad08b755e6c8b", "9a8c43ae04a0ae8e", "9b14741f676c720f", "9d94a476cbab7fed", "a0820841f8c43e1d", "a52b72905dd88ce8", "a5bfd4cc0fc77058", "addbf5a9ee9558f1", "ae7c1dd512f5b706", "b4802e19d829f5b9", "b4abddd3b9ff964a", "b5d18fe64c8df12e", "b906cf35983e9da9", "b9fe1a15dfb58009", "ba90ae4f6e4fd5de", "baa0e7e427ba0b50", "bbeaca026d59a832", "bbf2f70252ae27fe", "bca0dbd62dc9d4fc", "bd3e2457e3d51ec4", "c0ecc7ca175e63e2", "c1baa4e3555b6b5d", "c40102ad53abe52e", "cd08cab36e4d8516", "cf2d8725a875997b", "d2852b2dc19a591c", "d29caadfe5e6bd81", "d490c959d5c1137d", "d71bfdf987bf4249", "d7cdf799431eb4e6", "d7d59dd58a0cdd68", "d881c28a11224c46", "da16957d5ad1a2fa", "de3d4dbd7ac665f5", "deb324c9c45c08a9", "e22ea462cd2bcb48", "e485e49a45aa38c4", "e6ec2284be98fdde", "e731907e414f18ac", "e846df567828a0a9", "e87ca0dadec8552a", "e9a8ea450c35a60a", "efb21f19f96e87cb", "f1092a5be5954358", "f12cd734b1050261", "f1d3c9904a9eb746", "f35d04e70106597f", "f7470ee77f2ac7ec", "f7fe37a44a1456a1", "f852533d6fddd866", "fb80818ddd089844", "fd30486671900c75", "feca1c3160d7c2fd", "ff74ead3e6239a88", "ff799c3f856b7269"], "weight": 1.0}]}""")


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
