#!/usr/bin/env python
"""GovBench evaluation script: python eval.py --expected GT --processed OUT -> {"eval_score": x}."""
import argparse
import csv
import hashlib
import json
import math
import sys
from collections import Counter

CONFIG = json.loads(r"""{"components": [{"name": "s1_scale_column:scale_column", "kind": "cells", "key": "day", "targets": [["2017", "log_return"], ["2018", "log_return"], ["2020", "log_return"], ["2021", "log_return"], ["2022", "log_return"], ["2023", "log_return"], ["2024", "log_return"], ["2025", "log_return"], ["2027", "log_return"], ["2028", "log_return"], ["2029", "log_return"], ["2030", "log_return"], ["2031", "log_return"], ["2032", "log_return"], ["2033", "log_return"], ["2034", "log_return"], ["2035", "log_return"], ["2036", "log_return"], ["2037", "log_return"], ["2038", "log_return"], ["2039", "log_return"], ["2040", "log_return"], ["2041", "log_return"], ["2042", "log_return"], ["2044", "log_return"], ["2045", "log_return"], ["2046", "log_return"], ["2047", "log_return"], ["2048", "log_return"], ["2049", "log_return"], ["2050", "log_return"], ["2051", "log_return"], ["2052", "log_return"], ["2053", "log_return"], ["2054", "log_return"], ["2055", "log_return"], ["2056", "log_return"], ["2058", "log_return"], ["2060", "log_return"], ["2061", "log_return"], ["2062", "log_return"], ["2064", "log_return"], ["2065", "log_return"], ["2066", "log_return"], ["2067", "log_return"], ["2068", "log_return"], ["2069", "log_return"], ["2070", "log_return"], ["2071", "log_return"], ["2072", "log_return"], ["2073", "log_return"], ["2074", "log_return"], ["2075", "log_return"], ["2076", "log_return"], ["2077", "log_return"], ["2078", "log_return"], ["2079", "log_return"], ["2080", "log_return"], ["2081", "log_return"], ["2085", "log_return"], ["2086", "log_return"], ["2089", "log_return"], ["2090", "log_return"], ["2091", "log_return"], ["2092", "log_return"], ["2093", "log_return"], ["2094", "log_return"], ["2095", "log_return"], ["2096", "log_return"], ["2097", "log_return"], ["2098", "log_return"], ["2099", "log_return"], ["2100", "log_return"], ["2101", "log_return"], ["2102", "log_return"], ["2103", "log_return"], ["2105", "log_return"], ["2106", "log_return"], ["2107", "log_return"], ["2109", "log_return"], ["2112", "log_return"], ["2113", "log_return"], ["2114", "log_return"], ["2115", "log_return"], ["2116", "log_return"], ["2117", "log_return"], ["2118", "log_return"], ["2119", "log_return"], ["2120", "log_return"], ["2121", "log_return"], ["2122", "log_return"], ["2123", "log_return"], ["2124", "log_return"], ["2125", "log_return"], ["2127", "log_return"], ["2128", "log_return"], ["2129", "log_return"], ["2130", "log_return"], ["2131", "log_return"], ["2132", "log_return"], ["2133", "log_return"], ["2134", "log_return"], ["2135", "log_return"], ["2136", "log_return"], ["2137", "log_return"], ["2138", "log_return"], ["2139", "log_return"], ["2141", "log_return"], ["2143", "log_return"], ["2144", "log_return"], ["2145", "log_return"], ["2146", "log_return"], ["2147", "log_return"], ["2148", "log_return"], ["2149", "log_return"], ["2151", "log_return"], ["2152", "log_return"], ["2153", "log_return"], ["2154", "log_return"], ["2155", "log_return"], ["2157", "log_return"], ["2158", "log_return"], ["2159", "log_return"], ["2160", "log_return"], ["2161", "log_return"], ["2162", "log_return"], ["2163", "log_return"], ["2166", "log_return"], ["2167", "log_return"], ["2168", "log_return"], ["2169", "log_return"], ["2170", "log_return"], ["2172", "log_return"], ["2173", "log_return"], ["2175", "log_return"], ["2176", "log_return"], ["2177", "log_return"], ["2178", "log_return"], ["2179", "log_return"], ["2180", "log_return"], ["2181", "log_return"], ["2182", "log_return"], ["2183", "log_return"], ["2184", "log_return"], ["2186", "log_return"], ["2187", "log_return"], ["2188", "log_return"], ["2189", "log_return"], ["2190", "log_return"], ["2191", "log_return"], ["2194", "log_return"], ["2195", "log_return"], ["2197", "log_return"], ["2198", "log_return"], ["2199", "log_return"], ["2201", "log_return"], ["2203", "log_return"], ["2204", "log_return"], ["2205", "log_return"], ["2206", "log_return"], ["2210", "log_return"], ["2211", "log_return"], ["2212", "log_return"], ["2213", "log_return"], ["2214", "log_return"], ["2215", "log_return"], ["2216", "log_return"], ["2217", "log_return"], ["2218", "log_return"], ["2219", "log_return"], ["2220", "log_return"], ["2221", "log_return"], ["2222", "log_return"], ["2223", "log_return"], ["2225", "log_return"], ["2226", "log_return"], ["2228", "log_return"], ["2229", "log_return"], ["2230", "log_return"], ["2231", "log_return"], ["2232", "log_return"], ["2233", "log_return"], ["2234", "log_return"], ["2235", "log_return"], ["2236", "log_return"], ["2237", "log_return"], ["2239", "log_return"], ["2240", "log_return"], ["2241", "log_return"], ["2242", "log_return"], ["2243", "log_return"], ["2244", "log_return"], ["2245", "log_return"], ["2246", "log_return"], ["2248", "log_return"], ["2249", "log_return"], ["2250", "log_return"], ["2251", "log_return"], ["2252", "log_return"], ["2253", "log_return"], ["2254", "log_return"], ["2255", "log_return"], ["2256", "log_return"], ["2257", "log_return"], ["2258", "log_return"], ["2259", "log_return"], ["2260", "log_return"], ["2261", "log_return"], ["2262", "log_return"], ["2263", "log_return"], ["2264", "log_return"], ["2265", "log_return"], ["2266", "log_return"]], "preserve": true, "weight": 1.0}]}""")


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
