#!/usr/bin/env python
"""GovBench evaluation script: python eval.py --expected GT --processed OUT -> {"eval_score": x}."""
import argparse
import csv
import hashlib
import json
import math
import sys
from collections import Counter

CONFIG = json.loads(r"""{"components": [{"name": "s1_impute_constant:impute_constant", "kind": "cells", "key": "respondent", "targets": [["3", "letter.7"], ["4", "reason.17"], ["7", "letter.7"], ["8", "reason.17"], ["12", "reason.4"], ["12", "reason.17"], ["12", "reason.19"], ["12", "letter.7"], ["12", "letter.33"], ["12", "letter.34"], ["12", "matrix.45"], ["12", "matrix.46"], ["12", "matrix.47"], ["12", "rotate.3"], ["12", "rotate.4"], ["12", "rotate.6"], ["20", "letter.34"], ["21", "letter.33"], ["23", "reason.17"], ["24", "reason.17"], ["26", "letter.33"], ["26", "rotate.8"], ["27", "rotate.4"], ["29", "letter.34"], ["32", "letter.34"], ["41", "letter.7"], ["42", "letter.7"], ["42", "letter.33"], ["43", "letter.34"], ["47", "reason.4"], ["47", "reason.16"], ["47", "reason.17"], ["47", "letter.7"], ["47", "letter.33"], ["47", "matrix.45"], ["47", "matrix.47"], ["47", "rotate.4"], ["47", "rotate.6"], ["47", "rotate.8"], ["52", "matrix.45"], ["52", "matrix.46"], ["52", "matrix.55"], ["55", "reason.4"], ["55", "reason.16"], ["55", "reason.19"], ["55", "letter.7"], ["55", "letter.33"], ["55", "letter.34"], ["55", "letter.58"], ["55", "matrix.45"], ["55", "matrix.46"], ["55", "matrix.47"], ["55", "matrix.55"], ["55", "rotate.3"], ["55", "rotate.4"], ["55", "rotate.6"], ["55", "rotate.8"], ["57", "matrix.47"], ["57", "rotate.4"], ["57", "rotate.8"], ["58", "letter.33"], ["58", "letter.34"], ["58", "letter.58"], ["60", "rotate.3"], ["61", "letter.7"], ["62", "reason.4"], ["62", "reason.16"], ["62", "reason.17"], ["62", "reason.19"], ["62", "letter.7"], ["62", "letter.33"], ["62", "letter.34"], ["62", "letter.58"], ["62", "matrix.45"], ["62", "matrix.46"], ["62", "matrix.47"], ["62", "matrix.55"], ["62", "rotate.3"], ["62", "rotate.4"], ["62", "rotate.6"], ["62", "rotate.8"], ["64", "reason.16"], ["64", "reason.19"], ["64", "letter.34"], ["64", "matrix.45"], ["64", "matrix.46"], ["64", "matrix.55"], ["64", "rotate.4"], ["64", "rotate.8"], ["65", "matrix.45"], ["65", "matrix.55"], ["71", "letter.58"], ["72", "reason.4"], ["72", "reason.16"], ["72", "reason.17"], ["72", "reason.19"], ["72", "letter.7"], ["72", "letter.33"], ["72", "letter.34"], ["72", "letter.58"], ["72", "matrix.46"], ["72", "matrix.47"], ["72", "matrix.55"], ["72", "rotate.3"], ["72", "rotate.4"], ["72", "rotate.6"], ["72", "rotate.8"], ["74", "reason.16"], ["74", "reason.17"], ["74", "reason.19"], ["74", "letter.7"], ["74", "letter.33"], ["74", "letter.34"], ["74", "letter.58"], ["74", "matrix.45"], ["74", "matrix.47"], ["74", "matrix.55"], ["74", "rotate.4"], ["74", "rotate.6"], ["74", "rotate.8"], ["76", "reason.16"], ["77", "reason.4"], ["77", "reason.17"], ["77", "reason.19"], ["77", "letter.33"], ["77", "letter.58"], ["77", "matrix.55"], ["78", "reason.4"], ["78", "reason.19"], ["78", "letter.7"], ["78", "letter.33"], ["78", "letter.34"], ["78", "matrix.46"], ["78", "matrix.47"], ["78", "matrix.55"], ["78", "rotate.6"], ["78", "rotate.8"], ["81", "letter.58"], ["82", "reason.17"], ["83", "reason.4"], ["83", "reason.16"], ["83", "reason.17"], ["83", "reason.19"], ["83", "letter.7"], ["83", "letter.33"], ["83", "letter.58"], ["83", "matrix.47"], ["83", "rotate.4"], ["83", "rotate.6"], ["84", "letter.33"], ["85", "letter.7"], ["86", "rotate.6"], ["88", "letter.34"], ["90", "letter.33"], ["91", "reason.4"], ["92", "letter.33"], ["92", "rotate.6"], ["96", "letter.58"], ["97", "letter.7"], ["97", "letter.58"], ["99", "letter.58"], ["102", "reason.4"], ["104", "reason.4"], ["104", "reason.16"], ["104", "letter.7"], ["104", "letter.33"], ["104", "letter.34"], ["104", "letter.58"], ["104", "matrix.45"], ["104", "matrix.55"], ["104", "rotate.3"], ["104", "rotate.4"], ["104", "rotate.8"], ["105", "reason.4"], ["105", "reason.16"], ["105", "reason.17"], ["105", "reason.19"], ["105", "letter.7"], ["105", "letter.33"], ["105", "letter.34"], ["105", "letter.58"], ["105", "matrix.45"], ["105", "matrix.47"], ["105", "rotate.3"], ["105", "rotate.4"], ["105", "rotate.6"], ["105", "rotate.8"], ["107", "reason.4"], ["107", "reason.17"], ["107", "reason.19"], ["107", "letter.7"], ["107", "letter.33"], ["107", "letter.58"], ["107", "matrix.47"], ["107", "matrix.55"], ["107", "rotate.3"], ["107", "rotate.4"], ["107", "rotate.6"], ["108", "reason.4"], ["112", "rotate.8"], ["113", "matrix.55"], ["114", "reason.4"], ["114", "reason.16"], ["114", "reason.17"], ["114", "reason.19"], ["114", "letter.7"], ["114", "letter.33"], ["114", "letter.34"], ["114", "letter.58"], ["114", "matrix.45"], ["114", "matrix.46"], ["114", "matrix.47"], ["114", "matrix.55"], ["114", "rotate.3"], ["114", "rotate.4"], ["114", "rotate.6"], ["114", "rotate.8"], ["116", "letter.7"], ["116", "matrix.45"], ["116", "matrix.46"], ["116", "matrix.47"], ["116", "rotate.3"], ["116", "rotate.6"], ["116", "rotate.8"], ["117", "reason.4"], ["117", "reason.17"], ["117", "reason.19"], ["117", "letter.7"], ["117", "letter.34"], ["117", "letter.58"], ["117", "matrix.45"], ["117", "matrix.46"], ["117", "matrix.47"], ["117", "matrix.55"], ["117", "rotate.3"], ["117", "rotate.4"], ["117", "rotate.8"], ["118", "letter.34"], ["119", "letter.34"], ["120", "reason.4"], ["121", "reason.17"], ["122", "letter.7"], ["122", "rotate.4"], ["123", "reason.4"], ["123", "reason.16"], ["123", "reason.17"], ["123", "reason.19"], ["123", "letter.7"], ["123", "letter.34"], ["123", "letter.58"], ["123", "matrix.45"], ["123", "matrix.46"], ["123", "matrix.47"], ["123", "matrix.55"], ["123", "rotate.3"], ["123", "rotate.4"], ["123", "rotate.6"], ["123", "rotate.8"], ["125", "reason.4"], ["126", "reason.4"], ["126", "reason.16"], ["126", "reason.17"], ["126", "reason.19"], ["126", "letter.7"], ["126", "letter.33"], ["126", "letter.34"], ["126", "letter.58"], ["126", "matrix.46"], ["126", "matrix.55"], ["126", "rotate.3"], ["126", "rotate.4"], ["126", "rotate.6"], ["126", "rotate.8"], ["128", "letter.58"], ["129", "reason.19"], ["129", "letter.58"], ["129", "matrix.45"], ["129", "matrix.46"], ["129", "rotate.3"], ["129", "rotate.4"], ["129", "rotate.8"], ["133", "reason.17"], ["137", "rotate.8"], ["138", "reason.4"], ["138", "letter.34"], ["138", "letter.58"], ["138", "matrix.45"], ["138", "matrix.46"], ["138", "rotate.3"], ["138", "rotate.8"], ["142", "rotate.8"], ["143", "reason.4"], ["143", "reason.16"], ["143", "reason.17"], ["143", "letter.34"], ["143", "letter.58"], ["143", "rotate.3"], ["143", "rotate.6"], ["144", "reason.17"], ["147", "letter.58"], ["147", "rotate.4"], ["149", "rotate.3"], ["150", "reason.4"], ["150", "reason.16"], ["150", "reason.19"], ["150", "letter.7"], ["150", "letter.34"], ["150", "letter.58"], ["150", "matrix.47"], ["150", "matrix.55"], ["150", "rotate.3"], ["150", "rotate.8"], ["151", "letter.33"], ["155", "reason.4"], ["155", "reason.16"], ["155", "reason.17"], ["155", "reason.19"], ["155", "letter.7"], ["155", "letter.33"], ["155", "letter.34"], ["155", "letter.58"], ["155", "matrix.45"], ["155", "matrix.46"], ["155", "matrix.55"], ["155", "rotate.3"], ["155", "rotate.6"], ["155", "rotate.8"], ["156", "reason.17"], ["157", "letter.34"], ["157", "rotate.6"], ["164", "letter.33"], ["167", "reason.16"], ["169", "reason.4"], ["170", "letter.34"], ["172", "reason.4"], ["172", "reason.16"], ["172", "letter.33"], ["172", "letter.34"], ["172", "letter.58"], ["172", "matrix.45"], ["172", "matrix.46"], ["172", "matrix.47"], ["172", "rotate.3"], ["172", "rotate.4"], ["172", "rotate.6"], ["172", "rotate.8"], ["175", "reason.16"], ["175", "reason.17"], ["175", "reason.19"], ["175", "letter.7"], ["175", "letter.33"], ["175", "letter.34"], ["175", "letter.58"], ["175", "matrix.45"], ["175", "matrix.46"], ["175", "matrix.47"], ["175", "matrix.55"], ["175", "rotate.6"], ["176", "rotate.4"], ["178", "letter.34"], ["183", "letter.7"], ["183", "letter.58"], ["186", "reason.17"], ["187", "reason.4"], ["187", "reason.16"], ["187", "reason.17"], ["187", "reason.19"], ["187", "letter.33"], ["187", "letter.34"], ["187", "letter.58"], ["187", "matrix.45"], ["187", "matrix.47"], ["187", "matrix.55"], ["187", "rotate.4"], ["187", "rotate.6"], ["187", "rotate.8"], ["188", "reason.4"], ["193", "reason.17"], ["193", "rotate.8"], ["202", "reason.16"], ["208", "matrix.46"], ["209", "rotate.3"], ["211", "rotate.8"], ["217", "letter.7"], ["217", "letter.58"], ["217", "matrix.55"], ["217", "rotate.4"], ["217", "rotate.6"], ["217", "rotate.8"], ["218", "letter.33"], ["221", "reason.4"], ["221", "reason.16"], ["221", "reason.17"], ["221", "reason.19"], ["221", "letter.7"], ["221", "letter.33"], ["221", "letter.58"], ["221", "matrix.45"], ["221", "matrix.46"], ["221", "matrix.47"], ["221", "rotate.3"], ["221", "rotate.4"], ["221", "rotate.6"], ["222", "letter.33"], ["223", "letter.7"], ["226", "reason.17"], ["229", "letter.58"], ["230", "reason.17"], ["230", "letter.33"], ["230", "letter.34"], ["230", "letter.58"], ["230", "matrix.45"], ["230", "matrix.46"], ["230", "matrix.47"], ["230", "rotate.3"], ["241", "rotate.6"], ["243", "letter.58"], ["245", "reason.4"], ["247", "rotate.3"], ["253", "reason.17"], ["256", "reason.17"], ["257", "reason.4"], ["257", "reason.16"], ["257", "reason.17"], ["257", "letter.33"], ["257", "letter.34"], ["257", "matrix.45"], ["257", "matrix.46"], ["257", "matrix.55"], ["257", "rotate.3"], ["257", "rotate.4"], ["257", "rotate.8"], ["258", "reason.4"], ["258", "reason.16"], ["258", "reason.17"], ["258", "reason.19"], ["258", "letter.7"], ["258", "letter.33"], ["258", "letter.34"], ["258", "letter.58"], ["258", "matrix.45"], ["258", "matrix.46"], ["258", "matrix.47"], ["258", "matrix.55"], ["258", "rotate.3"], ["258", "rotate.4"], ["258", "rotate.6"], ["258", "rotate.8"], ["261", "matrix.46"], ["263", "letter.58"], ["263", "rotate.8"], ["265", "reason.4"], ["265", "reason.16"], ["265", "reason.19"], ["265", "letter.7"], ["265", "letter.33"], ["265", "letter.58"], ["265", "matrix.45"], ["265", "matrix.46"], ["265", "matrix.55"], ["265", "rotate.6"], ["265", "rotate.8"], ["269", "letter.33"], ["271", "reason.4"], ["271", "reason.16"], ["271", "reason.17"], ["271", "reason.19"], ["271", "letter.7"], ["271", "letter.33"], ["271", "letter.34"], ["271", "letter.58"], ["271", "matrix.46"], ["271", "matrix.47"], ["271", "matrix.55"], ["271", "rotate.4"], ["271", "rotate.6"], ["271", "rotate.8"], ["276", "letter.7"], ["278", "letter.7"], ["278", "letter.58"], ["278", "rotate.3"], ["279", "reason.4"], ["279", "reason.16"], ["279", "reason.17"], ["279", "letter.7"], ["279", "letter.33"], ["279", "letter.58"], ["279", "matrix.45"], ["279", "matrix.46"], ["279", "matrix.47"], ["279", "matrix.55"], ["279", "rotate.3"], ["279", "rotate.4"], ["279", "rotate.6"], ["281", "reason.4"], ["281", "reason.16"], ["281", "reason.17"], ["281", "reason.19"], ["281", "letter.7"], ["281", "letter.33"], ["281", "letter.34"], ["281", "letter.58"], ["281", "matrix.45"], ["281", "matrix.46"], ["281", "matrix.47"], ["281", "matrix.55"], ["281", "rotate.3"], ["281", "rotate.4"], ["281", "rotate.6"], ["281", "rotate.8"], ["283", "letter.34"], ["285", "reason.4"], ["285", "letter.34"], ["285", "matrix.45"], ["286", "reason.4"], ["286", "reason.17"], ["286", "reason.19"], ["286", "letter.33"], ["286", "matrix.45"], ["286", "matrix.46"], ["286", "matrix.55"], ["288", "letter.58"], ["290", "reason.4"], ["290", "reason.16"], ["290", "reason.17"], ["290", "reason.19"], ["290", "letter.7"], ["290", "letter.33"], ["290", "letter.34"], ["290", "letter.58"], ["290", "matrix.45"], ["290", "matrix.46"], ["290", "matrix.55"], ["290", "rotate.3"], ["290", "rotate.4"], ["290", "rotate.6"], ["290", "rotate.8"], ["291", "reason.4"], ["291", "reason.17"], ["291", "reason.19"], ["291", "matrix.45"], ["292", "reason.19"], ["292", "letter.33"], ["292", "letter.34"], ["292", "letter.58"], ["292", "matrix.45"], ["292", "matrix.47"], ["292", "matrix.55"], ["292", "rotate.3"], ["293", "reason.16"], ["293", "reason.19"], ["293", "letter.7"], ["293", "letter.58"], ["293", "matrix.45"], ["293", "matrix.55"], ["293", "rotate.6"], ["294", "matrix.47"], ["295", "reason.4"], ["295", "reason.16"], ["295", "reason.17"], ["295", "reason.19"], ["295", "letter.7"], ["295", "letter.33"], ["295", "letter.34"], ["295", "letter.58"], ["295", "matrix.45"], ["295", "matrix.46"], ["295", "matrix.47"], ["295", "matrix.55"], ["295", "rotate.3"], ["295", "rotate.4"], ["295", "rotate.6"], ["295", "rotate.8"]], "preserve": true, "weight": 1.0}]}""")


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
