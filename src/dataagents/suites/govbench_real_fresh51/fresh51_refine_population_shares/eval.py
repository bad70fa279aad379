#!/usr/bin/env python
"""GovBench evaluation script: python eval.py --expected GT --processed OUT -> {"eval_score": x}."""
import argparse
import csv
import hashlib
import json
import math
import sys
from collections import Counter

CONFIG = json.loads(r"""{"components": [{"name": "s1_share_of_total:share_of_total", "kind": "cells", "key": "country", "targets": [["Afghanistan", "year_1980"], ["Afghanistan", "year_2000"], ["Afghanistan", "year_2020"], ["Albania", "year_1980"], ["Albania", "year_2000"], ["Albania", "year_2020"], ["American Samoa", "year_1980"], ["American Samoa", "year_2000"], ["American Samoa", "year_2020"], ["Andorra", "year_1980"], ["Andorra", "year_2000"], ["Andorra", "year_2020"], ["Antigua and Barbuda", "year_1980"], ["Antigua and Barbuda", "year_2000"], ["Antigua and Barbuda", "year_2020"], ["Aruba", "year_1980"], ["Aruba", "year_2000"], ["Aruba", "year_2020"], ["Australia", "year_1980"], ["Australia", "year_2000"], ["Australia", "year_2020"], ["Austria", "year_1980"], ["Austria", "year_2000"], ["Austria", "year_2020"], ["Azerbaijan", "year_1980"], ["Azerbaijan", "year_2000"], ["Azerbaijan", "year_2020"], ["Bahamas, The", "year_1980"], ["Bahamas, The", "year_2000"], ["Bahamas, The", "year_2020"], ["Bangladesh", "year_1980"], ["Bangladesh", "year_2000"], ["Bangladesh", "year_2020"], ["Belarus", "year_1980"], ["Belarus", "year_2000"], ["Belarus", "year_2020"], ["Belgium", "year_1980"], ["Belgium", "year_2000"], ["Belgium", "year_2020"], ["Belize", "year_1980"], ["Belize", "year_2000"], ["Belize", "year_2020"], ["Benin", "year_1980"], ["Benin", "year_2000"], ["Benin", "year_2020"], ["Bermuda", "year_1980"], ["Bermuda", "year_2000"], ["Bermuda", "year_2020"], ["Bhutan", "year_1980"], ["Bhutan", "year_2000"], ["Bhutan", "year_2020"], ["Bolivia", "year_1980"], ["Bolivia", "year_2000"], ["Bolivia", "year_2020"], ["Bosnia and Herzegovina", "year_1980"], ["Bosnia and Herzegovina", "year_2000"], ["Bosnia and Herzegovina", "year_2020"], ["British Virgin Islands", "year_1980"], ["British Virgin Islands", "year_2000"], ["British Virgin Islands", "year_2020"], ["Brunei Darussalam", "year_1980"], ["Brunei Darussalam", "year_2000"], ["Brunei Darussalam", "year_2020"], ["Bulgaria", "year_1980"], ["Bulgaria", "year_2000"], ["Bulgaria", "year_2020"], ["Cabo Verde", "year_1980"], ["Cabo Verde", "year_2000"], ["Cabo Verde", "year_2020"], ["Cambodia", "year_1980"], ["Cambodia", "year_2000"], ["Cambodia", "year_2020"], ["Cameroon", "year_1980"], ["Cameroon", "year_2000"], ["Cameroon", "year_2020"], ["Canada", "year_1980"], ["Canada", "year_2000"], ["Canada", "year_2020"], ["Cayman Islands", "year_1980"], ["Cayman Islands", "year_2000"], ["Cayman Islands", "year_2020"], ["Central African Republic", "year_1980"], ["Central African Republic", "year_2000"], ["Central African Republic", "year_2020"], ["Chad", "year_1980"], ["Chad", "year_2000"], ["Chad", "year_2020"], ["Chile", "year_1980"], ["Chile", "year_2000"], ["Chile", "year_2020"], ["China", "year_1980"], ["China", "year_2000"], ["China", "year_2020"], ["Colombia", "year_1980"], ["Colombia", "year_2000"], ["Colombia", "year_2020"], ["Congo, Dem. Rep.", "year_1980"], ["Congo, Dem. Rep.", "year_2000"], ["Congo, Dem. Rep.", "year_2020"], ["Congo, Rep.", "year_1980"], ["Congo, Rep.", "year_2000"], ["Congo, Rep.", "year_2020"], ["Costa Rica", "year_1980"], ["Costa Rica", "year_2000"], ["Costa Rica", "year_2020"], ["Cote d'Ivoire", "year_1980"], ["Cote d'Ivoire", "year_2000"], ["Cote d'Ivoire", "year_2020"], ["Curacao", "year_1980"], ["Curacao", "year_2000"], ["Curacao", "year_2020"], ["Cyprus", "year_1980"], ["Cyprus", "year_2000"], ["Cyprus", "year_2020"], ["Denmark", "year_1980"], ["Denmark", "year_2000"], ["Denmark", "year_2020"], ["Dominica", "year_1980"], ["Dominica", "year_2000"], ["Dominica", "year_2020"], ["Dominican Republic", "year_1980"], ["Dominican Republic", "year_2000"], ["Dominican Republic", "year_2020"], ["Ecuador", "year_1980"], ["Ecuador", "year_2000"], ["Ecuador", "year_2020"], ["Egypt, Arab Rep.", "year_1980"], ["Egypt, Arab Rep.", "year_2000"], ["Egypt, Arab Rep.", "year_2020"], ["Equatorial Guinea", "year_1980"], ["Equatorial Guinea", "year_2000"], ["Equatorial Guinea", "year_2020"], ["Eswatini", "year_1980"], ["Eswatini", "year_2000"], ["Eswatini", "year_2020"], ["Faroe Islands", "year_1980"], ["Faroe Islands", "year_2000"], ["Faroe Islands", "year_2020"], ["Fiji", "year_1980"], ["Fiji", "year_2000"], ["Fiji", "year_2020"], ["France", "year_1980"], ["France", "year_2000"], ["France", "year_2020"], ["Gabon", "year_1980"], ["Gabon", "year_2000"], ["Gabon", "year_2020"], ["Germany", "year_1980"], ["Germany", "year_2000"], ["Germany", "year_2020"], ["Gibraltar", "year_1980"], ["Gibraltar", "year_2000"], ["Gibraltar", "year_2020"], ["Greece", "year_1980"], ["Greece", "year_2000"], ["Greece", "year_2020"], ["Grenada", "year_1980"], ["Grenada", "year_2000"], ["Grenada", "year_2020"], ["Guam", "year_1980"], ["Guam", "year_2000"], ["Guam", "year_2020"], ["Guinea-Bissau", "year_1980"], ["Guinea-Bissau", "year_2000"], ["Guinea-Bissau", "year_2020"], ["Guyana", "year_1980"], ["Guyana", "year_2000"], ["Guyana", "year_2020"], ["Haiti", "year_1980"], ["Haiti", "year_2000"], ["Haiti", "year_2020"], ["Honduras", "year_1980"], ["Honduras", "year_2000"], ["Honduras", "year_2020"], ["Hungary", "year_1980"], ["Hungary", "year_2000"], ["Hungary", "year_2020"], ["Iceland", "year_1980"], ["Iceland", "year_2000"], ["Iceland", "year_2020"], ["Indonesia", "year_1980"], ["Indonesia", "year_2000"], ["Indonesia", "year_2020"], ["Ireland", "year_1980"], ["Ireland", "year_2000"], ["Ireland", "year_2020"], ["Isle of Man", "year_1980"], ["Isle of Man", "year_2000"], ["Isle of Man", "year_2020"], ["Israel", "year_1980"], ["Israel", "year_2000"], ["Israel", "year_2020"], ["Italy", "year_1980"], ["Italy", "year_2000"], ["Italy", "year_2020"], ["Japan", "year_1980"], ["Japan", "year_2000"], ["Japan", "year_2020"], ["Kiribati", "year_1980"], ["Kiribati", "year_2000"], ["Kiribati", "year_2020"], ["Korea, Dem. People's Rep.", "year_1980"], ["Korea, Dem. People's Rep.", "year_2000"], ["Korea, Dem. People's Rep.", "year_2020"], ["Korea, Rep.", "year_1980"], ["Korea, Rep.", "year_2000"], ["Korea, Rep.", "year_2020"], ["Kosovo", "year_1980"], ["Kosovo", "year_2000"], ["Kosovo", "year_2020"], ["Kuwait", "year_1980"], ["Kuwait", "year_2000"], ["Kuwait", "year_2020"], ["Kyrgyz Republic", "year_1980"], ["Kyrgyz Republic", "year_2000"], ["Kyrgyz Republic", "year_2020"], ["Lao PDR", "year_1980"], ["Lao PDR", "year_2000"], ["Lao PDR", "year_2020"], ["Latvia", "year_1980"], ["Latvia", "year_2000"], ["Latvia", "year_2020"], ["Lebanon", "year_1980"], ["Lebanon", "year_2000"], ["Lebanon", "year_2020"], ["Lesotho", "year_1980"], ["Lesotho", "year_2000"], ["Lesotho", "year_2020"], ["Liberia", "year_1980"], ["Liberia", "year_2000"], ["Liberia", "year_2020"], ["Liechtenstein", "year_1980"], ["Liechtenstein", "year_2000"], ["Liechtenstein", "year_2020"], ["Lithuania", "year_1980"], ["Lithuania", "year_2000"], ["Lithuania", "year_2020"], ["Luxembourg", "year_1980"], ["Luxembourg", "year_2000"], ["Luxembourg", "year_2020"], ["Madagascar", "year_1980"], ["Madagascar", "year_2000"], ["Madagascar", "year_2020"], ["Malawi", "year_1980"], ["Malawi", "year_2000"], ["Malawi", "year_2020"], ["Maldives", "year_1980"], ["Maldives", "year_2000"], ["Maldives", "year_2020"], ["Mali", "year_1980"], ["Mali", "year_2000"], ["Mali", "year_2020"], ["Malta", "year_1980"], ["Malta", "year_2000"], ["Malta", "year_2020"], ["Marshall Islands", "year_1980"], ["Marshall Islands", "year_2000"], ["Marshall Islands", "year_2020"], ["Mauritius", "year_1980"], ["Mauritius", "year_2000"], ["Mauritius", "year_2020"], ["Mexico", "year_1980"], ["Mexico", "year_2000"], ["Mexico", "year_2020"], ["Moldova", "year_1980"], ["Moldova", "year_2000"], ["Moldova", "year_2020"], ["Monaco", "year_1980"], ["Monaco", "year_2000"], ["Monaco", "year_2020"], ["Mongolia", "year_1980"], ["Mongolia", "year_2000"], ["Mongolia", "year_2020"], ["Montenegro", "year_1980"], ["Montenegro", "year_2000"], ["Montenegro", "year_2020"], ["Myanmar", "year_1980"], ["Myanmar", "year_2000"], ["Myanmar", "year_2020"], ["Namibia", "year_1980"], ["Namibia", "year_2000"], ["Namibia", "year_2020"], ["Nauru", "year_1980"], ["Nauru", "year_2000"], ["Nauru", "year_2020"], ["Netherlands", "year_1980"], ["Netherlands", "year_2000"], ["Netherlands", "year_2020"], ["New Caledonia", "year_1980"], ["New Caledonia", "year_2000"], ["New Caledonia", "year_2020"], ["New Zealand", "year_1980"], ["New Zealand", "year_2000"], ["New Zealand", "year_2020"], ["Nicaragua", "year_1980"], ["Nicaragua", "year_2000"], ["Nicaragua", "year_2020"], ["Niger", "year_1980"], ["Niger", "year_2000"], ["Niger", "year_2020"], ["Nigeria", "year_1980"], ["Nigeria", "year_2000"], ["Nigeria", "year_2020"], ["Northern Mariana Islands", "year_1980"], ["Northern Mariana Islands", "year_2000"], ["Northern Mariana Islands", "year_2020"], ["Norway", "year_1980"], ["Norway", "year_2000"], ["Norway", "year_2020"], ["Oman", "year_1980"], ["Oman", "year_2000"], ["Oman", "year_2020"], ["Papua New Guinea", "year_1980"], ["Papua New Guinea", "year_2000"], ["Papua New Guinea", "year_2020"], ["Paraguay", "year_1980"], ["Paraguay", "year_2000"], ["Paraguay", "year_2020"], ["Peru", "year_1980"], ["Peru", "year_2000"], ["Peru", "year_2020"], ["Poland", "year_1980"], ["Poland", "year_2000"], ["Poland", "year_2020"], ["Qatar", "year_1980"], ["Qatar", "year_2000"], ["Qatar", "year_2020"], ["Romania", "year_1980"], ["Romania", "year_2000"], ["Romania", "year_2020"], ["Russian Federation", "year_1980"], ["Russian Federation", "year_2000"], ["Russian Federation", "year_2020"], ["San Marino", "year_1980"], ["San Marino", "year_2000"], ["San Marino", "year_2020"], ["Sao Tome and Principe", "year_1980"], ["Sao Tome and Principe", "year_2000"], ["Sao Tome and Principe", "year_2020"], ["Saudi Arabia", "year_1980"], ["Saudi Arabia", "year_2000"], ["Saudi Arabia", "year_2020"], ["Senegal", "year_1980"], ["Senegal", "year_2000"], ["Senegal", "year_2020"], ["Serbia", "year_1980"], ["Serbia", "year_2000"], ["Serbia", "year_2020"], ["Seychelles", "year_1980"], ["Seychelles", "year_2000"], ["Seychelles", "year_2020"], ["Sierra Leone", "year_1980"], ["Sierra Leone", "year_2000"], ["Sierra Leone", "year_2020"], ["Singapore", "year_1980"], ["Singapore", "year_2000"], ["Singapore", "year_2020"], ["Sint Maarten (Dutch part)", "year_1980"], ["Sint Maarten (Dutch part)", "year_2000"], ["Sint Maarten (Dutch part)", "year_2020"], ["Slovak Republic", "year_1980"], ["Slovak Republic", "year_2000"], ["Slovak Republic", "year_2020"], ["Slovenia", "year_1980"], ["Slovenia", "year_2000"], ["Slovenia", "year_2020"], ["Solomon Islands", "year_1980"], ["Solomon Islands", "year_2000"], ["Solomon Islands", "year_2020"], ["Somalia", "year_1980"], ["Somalia", "year_2000"], ["Somalia", "year_2020"], ["South Africa", "year_1980"], ["South Africa", "year_2000"], ["South Africa", "year_2020"], ["Spain", "year_1980"], ["Spain", "year_2000"], ["Spain", "year_2020"], ["St. Kitts and Nevis", "year_1980"], ["St. Kitts and Nevis", "year_2000"], ["St. Kitts and Nevis", "year_2020"], ["St. Lucia", "year_1980"], ["St. Lucia", "year_2000"], ["St. Lucia", "year_2020"], ["St. Martin (French part)", "year_1980"], ["St. Martin (French part)", "year_2000"], ["St. Martin (French part)", "year_2020"], ["St. Vincent and the Grenadines", "year_1980"], ["St. Vincent and the Grenadines", "year_2000"], ["St. Vincent and the Grenadines", "year_2020"], ["Sudan", "year_1980"], ["Sudan", "year_2000"], ["Sudan", "year_2020"], ["Suriname", "year_1980"], ["Suriname", "year_2000"], ["Suriname", "year_2020"], ["Sweden", "year_1980"], ["Sweden", "year_2000"], ["Sweden", "year_2020"], ["Switzerland", "year_1980"], ["Switzerland", "year_2000"], ["Switzerland", "year_2020"], ["Syrian Arab Republic", "year_1980"], ["Syrian Arab Republic", "year_2000"], ["Syrian Arab Republic", "year_2020"], ["Tajikistan", "year_1980"], ["Tajikistan", "year_2000"], ["Tajikistan", "year_2020"], ["Tanzania", "year_1980"], ["Tanzania", "year_2000"], ["Tanzania", "year_2020"], ["Thailand", "year_1980"], ["Thailand", "year_2000"], ["Thailand", "year_2020"], ["Timor-Leste", "year_1980"], ["Timor-Leste", "year_2000"], ["Timor-Leste", "year_2020"], ["Tonga", "year_1980"], ["Tonga", "year_2000"], ["Tonga", "year_2020"], ["Turkey", "year_1980"], ["Turkey", "year_2000"], ["Turkey", "year_2020"], ["Turks and Caicos Islands", "year_1980"], ["Turks and Caicos Islands", "year_2000"], ["Turks and Caicos Islands", "year_2020"], ["Tuvalu", "year_1980"], ["Tuvalu", "year_2000"], ["Tuvalu", "year_2020"], ["Uganda", "year_1980"], ["Uganda", "year_2000"], ["Uganda", "year_2020"], ["United Kingdom", "year_1980"], ["United Kingdom", "year_2000"], ["United Kingdom", "year_2020"], ["United States", "year_1980"], ["United States", "year_2000"], ["United States", "year_2020"], ["Uzbekistan", "year_1980"], ["Uzbekistan", "year_2000"], ["Uzbekistan", "year_2020"], ["Vanuatu", "year_1980"], ["Vanuatu", "year_2000"], ["Vanuatu", "year_2020"], ["Venezuela, RB", "year_1980"], ["Venezuela, RB", "year_2000"], ["Venezuela, RB", "year_2020"], ["Vietnam", "year_1980"], ["Vietnam", "year_2000"], ["Vietnam", "year_2020"]], "preserve": true, "weight": 1.0}]}""")


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
