#!/usr/bin/env python
"""GovBench evaluation script: python eval.py --expected GT --processed OUT -> {"eval_score": x}."""
import argparse
import csv
import hashlib
import json
import math
import sys
from collections import Counter

CONFIG = json.loads(r"""{"components": [{"name": "s1_dedup_exact:dedup_exact", "kind": "removal", "identity": ["ardsic", "cusip", "firm", "logk", "logr", "pat", "scisect", "sumpat", "year"], "removed": ["04e622f56b8311af", "2b6791a6ad0315b3", "33f4aba85c21c996", "38693241238cf17a", "57cc56fc953bd87c", "60b2ae21b7b27ba4", "6a471efe6b0faaa6", "6d8899af2b5c6fdc", "81f2c4370af45b40", "8247128c4c4ad5de", "868905f0b1034a6c", "b7cc006e194b405f", "cca799a865024b96", "d4dbed355b2c9d6a", "d6561e27109c3afa", "eb77282f6c2ac760", "eb7a759110a546dd", "ee223fd69ba5efad", "fe5decccbb00426d", "ff1fd21ddf99e318"], "weight": 1.0}, {"name": "s2_filter_value:filter_value", "kind": "removal", "identity": ["ardsic", "cusip", "firm", "logk", "logr", "pat", "scisect", "sumpat", "year"], "removed": ["081e74fa17dd160b", "08f98990b9869c8f", "09fcf2e040c3c4de", "0bbd4df1f6874b98", "0f003ce15bc1a737", "107fa997d862d9dc", "12ebb19988a3ce5a", "136a553060b3a290", "18107f0618abf63b", "2227e86519cbee90", "22dbe4cf35bb77de", "2546dcd7d07a42d2", "26259916cd946150", "287935fdfa5ac721", "28b3bde35a12cfe1", "296e36d1418b6172", "29d5f7a62820353a", "2a878079ab19c7ae", "2b16578e88b189d7", "2bbb9c0c43b964d2", "2f6d868bcbd32e74", "30c4dfdf818299c2", "326776d61170278b", "3273aa719ffc83f5", "34b034fc65db6967", "34b4e178f201bef6", "34b93dbe77a5c554", "3514ebf718e47a73", "35a20875affdaea4", "3e1f03fd28ce438b", "4171a5ca00b60051", "42a45d7e26fa8f49", "4d146e3931f9cb19", "4d4f3c57fe0187ba", "51049f98631f4836", "525667d3f89fa20e", "5544a36e62a9929c", "55ebc01757e4ecba", "57cc56fc953bd87c", "5d5a1bed06072ffb", "5e3fffe3510b6a9f", "60b2ae21b7b27ba4", "61e1a6e8373bb68f", "61f644e1ca0fdf29", "64bfc302efbe00f4", "66e1419cfde0a22d", "6875d2a379ac9554", "6990356476eca318", "6a95b22b314db257", "6cb9fc90c14a26b8", "6ec8f221d0b683df", "6eec47be7a7fa22b", "6f1f6d04c416648a", "6f382698254b3bd1", "83d7c6ecd88a69dd", "8995f57ef73edd32", "89abc10f1ae45ae1", "8cf5b5e36449a869", "8e232a15427a0f2e", "920651b80167aca9", "9778b728a10df715", "99a45b7a92cd15dd", "9b6d9f28083fe980", "9ba167c07b0fae4a", "9be307fb586705c0", "9daa20dd467a41b0", "a0d469e15a22379d", "a5564d480c49f6a9", "a630a59aac17a005", "a722d7996ef175b3", "aa60c94ffc947c4e", "aaf369b67e467582", "ad93c7aff807b55a", "b0cf9e050aac8687", "b1457b28767081b5", "b348f404715416dc", "b47e759d8734c59c", "b4b2a77095111837", "b574739415a1e2aa", "b861aeb8d8fbadbf", "b93a58b07f0948a5", "ba0491e56436377a", "bacdf83d0c5a2842", "c32e097676a96de3", "c47151556808ab81", "c4cb385fd85d587c", "c5e1acb0fdcc2bcb", "c7c69c0aa387353a", "c8de1d285c29365c", "cb66e56134b3a5ad", "ccaf893683463613", "cd68ee4b23db5b76", "cda1babd6ad49bdf", "ce04d167331d093f", "d056081b1d93c86b", "d38c730ced84cc34", "d650fceafdd44779", "d6561e27109c3afa", "daafd78a632daabf", "db0e6ce82e261b26", "dc21f263f05ff1d2", "dd742073379b8016", "de10b0ed5eb4effd", "de86f5ab6e3ce43a", "def0af3f05e66158", "e2ab4480bdd99054", "e540cfcdbba93540", "e59f28fba4d862f4", "e6b13695535cc613", "e796177322034f90", "e7cc429df90a5274", "eb77282f6c2ac760", "eb8aa43e8ebb7147", "ecbf35a68d70f398", "eef504183fc65a87", "efd19f07e37e3eae", "f19fe50fdd71de7f", "f4dae66b38f849d8", "f65df65cf09f50cf", "fc0810994b0a56d0", "fe5decccbb00426d", "fe7367c8b3c9113c", "fec1cf13ab97ab78", "ff1fd21ddf99e318", "ff7ed500a3d2cc82"], "weight": 1.0}]}""")


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
