#!/usr/bin/env python
"""GovBench evaluation script: python eval.py --expected GT --processed OUT -> {"eval_score": x}."""
import argparse
import csv
import hashlib
import json
import math
import sys
from collections import Counter

CONFIG = json.loads(r"""{"components": [{"name": "s1_scale_column:scale_column", "kind": "cells", "key": "SeasonStart", "targets": [["1893", "Total"], ["1894", "Total"], ["1895", "Total"], ["1896", "Total"], ["1897", "Total"], ["1898", "Total"], ["1899", "Total"], ["1900", "Total"], ["1901", "Total"], ["1902", "Total"], ["1903", "Total"], ["1904", "Total"], ["1905", "Total"], ["1906", "Total"], ["1907", "Total"], ["1908", "Total"], ["1909", "Total"], ["1910", "Total"], ["1911", "Total"], ["1912", "Total"], ["1913", "Total"], ["1914", "Total"], ["1915", "Total"], ["1916", "Total"], ["1917", "Total"], ["1918", "Total"], ["1919", "Total"], ["1920", "Total"], ["1921", "Total"], ["1922", "Total"], ["1923", "Total"], ["1924", "Total"], ["1925", "Total"], ["1926", "Total"], ["1927", "Total"], ["1928", "Total"], ["1929", "Total"], ["1930", "Total"], ["1931", "Total"], ["1932", "Total"], ["1933", "Total"], ["1934", "Total"], ["1935", "Total"], ["1936", "Total"], ["1937", "Total"], ["1938", "Total"], ["1939", "Total"], ["1940", "Total"], ["1941", "Total"], ["1942", "Total"], ["1943", "Total"], ["1944", "Total"], ["1945", "Total"], ["1946", "Total"], ["1947", "Total"], ["1948", "Total"], ["1949", "Total"], ["1950", "Total"], ["1951", "Total"], ["1952", "Total"], ["1953", "Total"], ["1954", "Total"], ["1955", "Total"], ["1956", "Total"], ["1957", "Total"], ["1958", "Total"], ["1959", "Total"], ["1960", "Total"], ["1961", "Total"], ["1962", "Total"], ["1963", "Total"], ["1964", "Total"], ["1965", "Total"], ["1966", "Total"], ["1967", "Total"], ["1968", "Total"], ["1969", "Total"], ["1970", "Total"], ["1971", "Total"], ["1972", "Total"], ["1973", "Total"], ["1974", "Total"], ["1975", "Total"], ["1976", "Total"], ["1977", "Total"], ["1978", "Total"], ["1979", "Total"], ["1980", "Total"], ["1981", "Total"], ["1982", "Total"], ["1983", "Total"], ["1984", "Total"], ["1985", "Total"], ["1986", "Total"], ["1987", "Total"], ["1988", "Total"], ["1989", "Total"], ["1990", "Total"], ["1991", "Total"], ["1992", "Total"], ["1993", "Total"], ["1994", "Total"], ["1995", "Total"], ["1996", "Total"], ["1997", "Total"], ["1998", "Total"], ["1999", "Total"], ["2000", "Total"], ["2001", "Total"], ["2002", "Total"], ["2003", "Total"], ["2004", "Total"], ["2005", "Total"], ["2006", "Total"], ["2007", "Total"], ["2008", "Total"], ["2009", "Total"], ["2010", "Total"]], "preserve": true, "weight": 1.0}]}""")


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
