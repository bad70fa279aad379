#!/usr/bin/env python
"""GovBench evaluation script: python eval.py --expected GT --processed OUT -> {"eval_score": x}."""
import argparse
import csv
import hashlib
import json
import math
import sys
from collections import Counter

CONFIG = json.loads(r"""{"components": [{"name": "cells", "kind": "cells", "key": "obs", "targets": [["1", "ageentry"], ["1", "age"], ["2", "ageentry"], ["2", "age"], ["3", "ageentry"], ["3", "age"], ["5", "ageentry"], ["5", "age"], ["6", "ageentry"], ["6", "age"], ["7", "ageentry"], ["7", "age"], ["8", "ageentry"], ["8", "age"], ["9", "ageentry"], ["9", "age"], ["10", "ageentry"], ["10", "age"], ["12", "ageentry"], ["12", "age"], ["13", "ageentry"], ["13", "age"], ["15", "ageentry"], ["15", "age"], ["16", "ageentry"], ["16", "age"], ["18", "ageentry"], ["18", "age"], ["19", "ageentry"], ["19", "age"], ["20", "ageentry"], ["20", "age"], ["21", "ageentry"], ["21", "age"], ["22", "ageentry"], ["22", "age"], ["23", "ageentry"], ["23", "age"], ["24", "ageentry"], ["24", "age"], ["25", "ageentry"], ["25", "age"], ["26", "ageentry"], ["26", "age"], ["27", "ageentry"], ["27", "age"], ["28", "ageentry"], ["28", "age"], ["29", "ageentry"], ["29", "age"], ["30", "ageentry"], ["30", "age"], ["31", "ageentry"], ["31", "age"], ["32", "ageentry"], ["32", "age"], ["37", "ageentry"], ["37", "age"], ["38", "ageentry"], ["38", "age"], ["42", "ageentry"], ["42", "age"], ["44", "ageentry"], ["44", "age"], ["45", "ageentry"], ["45", "age"], ["47", "ageentry"], ["47", "age"], ["48", "ageentry"], ["48", "age"], ["51", "ageentry"], ["51", "age"], ["54", "ageentry"], ["54", "age"], ["57", "ageentry"], ["57", "age"], ["58", "ageentry"], ["58", "age"], ["60", "ageentry"], ["60", "age"], ["61", "ageentry"], ["61", "age"], ["62", "ageentry"], ["62", "age"], ["63", "ageentry"], ["63", "age"], ["65", "ageentry"], ["65", "age"], ["66", "ageentry"], ["66", "age"], ["67", "ageentry"], ["67", "age"], ["68", "ageentry"], ["68", "age"], ["69", "ageentry"], ["69", "age"], ["70", "ageentry"], ["70", "age"], ["71", "ageentry"], ["71", "age"], ["72", "ageentry"], ["72", "age"], ["73", "ageentry"], ["73", "age"], ["75", "ageentry"], ["75", "age"], ["76", "ageentry"], ["76", "age"], ["78", "ageentry"], ["78", "age"], ["80", "ageentry"], ["80", "age"], ["81", "ageentry"], ["81", "age"], ["82", "ageentry"], ["82", "age"], ["85", "ageentry"], ["85", "age"], ["86", "ageentry"], ["86", "age"], ["87", "ageentry"], ["87", "age"], ["88", "ageentry"], ["88", "age"], ["89", "ageentry"], ["89", "age"], ["90", "ageentry"], ["90", "age"], ["92", "ageentry"], ["92", "age"], ["96", "ageentry"], ["96", "age"], ["97", "ageentry"], ["97", "age"], ["98", "ageentry"], ["98", "age"], ["99", "ageentry"], ["99", "age"], ["101", "ageentry"], ["101", "age"], ["102", "ageentry"], ["102", "age"], ["104", "ageentry"], ["104", "age"], ["105", "ageentry"], ["105", "age"], ["106", "ageentry"], ["106", "age"], ["107", "ageentry"], ["107", "age"], ["108", "ageentry"], ["108", "age"], ["109", "ageentry"], ["109", "age"], ["110", "ageentry"], ["110", "age"], ["113", "ageentry"], ["113", "age"], ["114", "ageentry"], ["114", "age"], ["115", "ageentry"], ["115", "age"], ["116", "ageentry"], ["116", "age"], ["118", "ageentry"], ["118", "age"], ["119", "ageentry"], ["119", "age"], ["120", "ageentry"], ["120", "age"], ["121", "ageentry"], ["121", "age"], ["122", "ageentry"], ["122", "age"], ["124", "ageentry"], ["124", "age"], ["125", "ageentry"], ["125", "age"], ["126", "ageentry"], ["126", "age"], ["127", "ageentry"], ["127", "age"], ["128", "ageentry"], ["128", "age"], ["129", "ageentry"], ["129", "age"], ["132", "ageentry"], ["132", "age"], ["133", "ageentry"], ["133", "age"], ["134", "ageentry"], ["134", "age"], ["135", "ageentry"], ["135", "age"], ["136", "ageentry"], ["136", "age"], ["139", "ageentry"], ["139", "age"], ["143", "ageentry"], ["143", "age"], ["145", "ageentry"], ["145", "age"], ["146", "ageentry"], ["146", "age"], ["147", "ageentry"], ["147", "age"], ["148", "ageentry"], ["148", "age"], ["150", "ageentry"], ["150", "age"], ["151", "ageentry"], ["151", "age"], ["152", "ageentry"], ["152", "age"], ["153", "ageentry"], ["153", "age"], ["155", "ageentry"], ["155", "age"], ["156", "ageentry"], ["156", "age"], ["158", "ageentry"], ["158", "age"], ["159", "ageentry"], ["159", "age"], ["160", "ageentry"], ["160", "age"], ["162", "ageentry"], ["162", "age"], ["163", "ageentry"], ["163", "age"], ["164", "ageentry"], ["164", "age"], ["165", "ageentry"], ["165", "age"], ["168", "ageentry"], ["168", "age"], ["169", "ageentry"], ["169", "age"], ["171", "ageentry"], ["171", "age"], ["172", "ageentry"], ["172", "age"], ["173", "ageentry"], ["173", "age"], ["175", "ageentry"], ["175", "age"], ["176", "ageentry"], ["176", "age"], ["177", "ageentry"], ["177", "age"], ["181", "ageentry"], ["181", "age"], ["183", "ageentry"], ["183", "age"], ["185", "ageentry"], ["185", "age"], ["187", "ageentry"], ["187", "age"], ["190", "ageentry"], ["190", "age"], ["191", "ageentry"], ["191", "age"], ["192", "ageentry"], ["192", "age"], ["193", "ageentry"], ["193", "age"], ["194", "ageentry"], ["194", "age"], ["198", "ageentry"], ["198", "age"], ["199", "ageentry"], ["199", "age"], ["200", "ageentry"], ["200", "age"], ["203", "ageentry"], ["203", "age"], ["204", "ageentry"], ["204", "age"], ["206", "ageentry"], ["206", "age"], ["208", "ageentry"], ["208", "age"], ["209", "ageentry"], ["209", "age"], ["210", "ageentry"], ["210", "age"], ["212", "ageentry"], ["212", "age"], ["214", "ageentry"], ["214", "age"], ["215", "ageentry"], ["215", "age"], ["217", "ageentry"], ["217", "age"], ["218", "ageentry"], ["218", "age"], ["220", "ageentry"], ["220", "age"], ["221", "ageentry"], ["221", "age"], ["222", "ageentry"], ["222", "age"], ["223", "ageentry"], ["223", "age"], ["224", "ageentry"], ["224", "age"], ["225", "ageentry"], ["225", "age"], ["228", "ageentry"], ["228", "age"], ["229", "ageentry"], ["229", "age"], ["230", "ageentry"], ["230", "age"], ["231", "ageentry"], ["231", "age"], ["232", "ageentry"], ["232", "age"], ["234", "ageentry"], ["234", "age"], ["235", "ageentry"], ["235", "age"], ["236", "ageentry"], ["236", "age"], ["237", "ageentry"], ["237", "age"], ["238", "ageentry"], ["238", "age"], ["240", "ageentry"], ["240", "age"], ["241", "ageentry"], ["241", "age"], ["250", "ageentry"], ["250", "age"], ["251", "ageentry"], ["251", "age"], ["252", "ageentry"], ["252", "age"], ["253", "ageentry"], ["253", "age"], ["259", "ageentry"], ["259", "age"], ["261", "ageentry"], ["261", "age"], ["262", "ageentry"], ["262", "age"], ["264", "ageentry"], ["264", "age"], ["266", "ageentry"], ["266", "age"], ["267", "ageentry"], ["267", "age"], ["268", "ageentry"], ["268", "age"], ["269", "ageentry"], ["269", "age"], ["274", "ageentry"], ["274", "age"], ["275", "ageentry"], ["275", "age"], ["276", "ageentry"], ["276", "age"], ["278", "ageentry"], ["278", "age"], ["279", "ageentry"], ["279", "age"], ["280", "ageentry"], ["280", "age"], ["283", "ageentry"], ["283", "age"], ["284", "ageentry"], ["284", "age"], ["287", "ageentry"], ["287", "age"], ["288", "ageentry"], ["288", "age"], ["290", "ageentry"], ["290", "age"], ["292", "ageentry"], ["292", "age"], ["293", "ageentry"], ["293", "age"], ["296", "ageentry"], ["296", "age"], ["297", "ageentry"], ["297", "age"], ["298", "ageentry"], ["298", "age"], ["299", "ageentry"], ["299", "age"], ["300", "ageentry"], ["300", "age"], ["301", "ageentry"], ["301", "age"], ["302", "ageentry"], ["302", "age"], ["304", "ageentry"], ["304", "age"], ["306", "ageentry"], ["306", "age"], ["308", "ageentry"], ["308", "age"], ["309", "ageentry"], ["309", "age"], ["310", "ageentry"], ["310", "age"], ["311", "ageentry"], ["311", "age"], ["313", "ageentry"], ["313", "age"], ["314", "ageentry"], ["314", "age"], ["315", "ageentry"], ["315", "age"], ["317", "ageentry"], ["317", "age"], ["318", "ageentry"], ["318", "age"], ["319", "ageentry"], ["319", "age"], ["320", "ageentry"], ["320", "age"], ["321", "ageentry"], ["321", "age"], ["322", "ageentry"], ["322", "age"], ["324", "ageentry"], ["324", "age"], ["325", "ageentry"], ["325", "age"], ["326", "ageentry"], ["326", "age"], ["330", "ageentry"], ["330", "age"], ["331", "ageentry"], ["331", "age"], ["334", "ageentry"], ["334", "age"], ["336", "ageentry"], ["336", "age"], ["337", "ageentry"], ["337", "age"], ["338", "ageentry"], ["338", "age"], ["339", "ageentry"], ["339", "age"], ["341", "ageentry"], ["341", "age"], ["342", "ageentry"], ["342", "age"], ["344", "ageentry"], ["344", "age"], ["345", "ageentry"], ["345", "age"], ["347", "ageentry"], ["347", "age"], ["348", "ageentry"], ["348", "age"], ["351", "ageentry"], ["351", "age"], ["353", "ageentry"], ["353", "age"], ["354", "ageentry"], ["354", "age"], ["355", "ageentry"], ["355", "age"], ["358", "ageentry"], ["358", "age"], ["359", "ageentry"], ["359", "age"], ["360", "ageentry"], ["360", "age"], ["361", "ageentry"], ["361", "age"], ["362", "ageentry"], ["362", "age"], ["363", "ageentry"], ["363", "age"], ["364", "ageentry"], ["364", "age"], ["368", "ageentry"], ["368", "age"], ["369", "ageentry"], ["369", "age"], ["370", "ageentry"], ["370", "age"], ["372", "ageentry"], ["372", "age"], ["373", "ageentry"], ["373", "age"], ["376", "ageentry"], ["376", "age"], ["377", "ageentry"], ["377", "age"], ["378", "ageentry"], ["378", "age"], ["380", "ageentry"], ["380", "age"], ["381", "ageentry"], ["381", "age"], ["382", "ageentry"], ["382", "age"], ["383", "ageentry"], ["383", "age"], ["384", "ageentry"], ["384", "age"], ["386", "ageentry"], ["386", "age"], ["390", "ageentry"], ["390", "age"], ["391", "ageentry"], ["391", "age"], ["392", "ageentry"], ["392", "age"], ["395", "ageentry"], ["395", "age"], ["396", "ageentry"], ["396", "age"], ["399", "ageentry"], ["399", "age"], ["402", "ageentry"], ["402", "age"], ["403", "ageentry"], ["403", "age"], ["404", "ageentry"], ["404", "age"], ["405", "ageentry"], ["405", "age"], ["406", "ageentry"], ["406", "age"], ["408", "ageentry"], ["408", "age"], ["409", "ageentry"], ["409", "age"], ["410", "ageentry"], ["410", "age"], ["411", "ageentry"], ["411", "age"], ["414", "ageentry"], ["414", "age"], ["415", "ageentry"], ["415", "age"], ["416", "ageentry"], ["416", "age"], ["420", "ageentry"], ["420", "age"], ["421", "ageentry"], ["421", "age"], ["423", "ageentry"], ["423", "age"], ["429", "ageentry"], ["429", "age"], ["430", "ageentry"], ["430", "age"], ["431", "ageentry"], ["431", "age"], ["432", "ageentry"], ["432", "age"], ["435", "ageentry"], ["435", "age"], ["436", "ageentry"], ["436", "age"], ["437", "ageentry"], ["437", "age"], ["438", "ageentry"], ["438", "age"], ["439", "ageentry"], ["439", "age"], ["440", "ageentry"], ["440", "age"], ["441", "ageentry"], ["441", "age"], ["444", "ageentry"], ["444", "age"], ["447", "ageentry"], ["447", "age"], ["448", "ageentry"], ["448", "age"], ["449", "ageentry"], ["449", "age"], ["450", "ageentry"], ["450", "age"], ["451", "ageentry"], ["451", "age"], ["452", "ageentry"], ["452", "age"], ["453", "ageentry"], ["453", "age"], ["456", "ageentry"], ["456", "age"], ["458", "ageentry"], ["458", "age"], ["459", "ageentry"], ["459", "age"], ["460", "ageentry"], ["460", "age"], ["461", "ageentry"], ["461", "age"], ["462", "ageentry"], ["462", "age"]], "preserve": true, "weight": 1.0}]}""")


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
