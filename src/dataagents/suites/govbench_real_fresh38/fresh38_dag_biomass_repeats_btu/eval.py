#!/usr/bin/env python
"""GovBench evaluation script: python eval.py --expected GT --processed OUT -> {"eval_score": x}."""
import argparse
import csv
import hashlib
import json
import math
import sys
from collections import Counter

CONFIG = json.loads(r"""{"components": [{"name": "s1_dedup_exact:dedup_exact", "kind": "removal", "identity": ["sample"], "removed": ["Chestnut Tree Shaving Waste", "Coffee Husk Waste", "Dakota Switch Grass", "Fir Mill Waste", "Leucaea Wood Chips"], "weight": 1.0}, {"name": "s2_scale_column:scale_column", "kind": "cells", "key": "sample", "targets": [["Akhrot Shell", "HHV"], ["Alabama Oak Wood Waste", "HHV"], ["Alder", "HHV"], ["Alfalfa", "HHV"], ["Alfalfa Seed Straw", "HHV"], ["Alfalfa Stalks", "HHV"], ["Alfalfa Stems", "HHV"], ["Alfalfa Straw", "HHV"], ["Almond", "HHV"], ["Almond Hull", "HHV"], ["Almond Prunings", "HHV"], ["Almond Tree Branch", "HHV"], ["Almond Tree Leaves", "HHV"], ["Almond Wood Chips", "HHV"], ["Amaranth Wood", "HHV"], ["Amaranth (Whole Crop)", "HHV"], ["American Oak Acorn", "HHV"], ["Animal Waste", "carbon"], ["Animal Waste", "hydrogen"], ["Animal Waste", "oxygen"], ["Animal Waste", "nitrogen"], ["Animal Waste", "sulfur"], ["Animal Waste", "HHV"], ["Animal Waste", "HHV"], ["Anthracite Coal", "HHV"], ["Apple Tree Branch", "HHV"], ["Apple Tree Leaves", "HHV"], ["Arundo Donax(Giant Reed)", "HHV"], ["Asparagus Fern", "HHV"], ["Average Refuse", "HHV"], ["Bamboo Wood", "HHV"], ["Bamboo Wood Chips", "HHV"], ["Banagrass", "HHV"], ["Bark", "HHV"], ["Barley", "HHV"], ["Barley Straw", "HHV"], ["Barley Straw Waste", "HHV"], ["Bean Straw", "HHV"], ["Beech Chips", "HHV"], ["Beech", "HHV"], ["Beet Root Pellets", "HHV"], ["Beet Slices", "HHV"], ["Bermuda Grass", "HHV"], ["Bermuda Straw", "HHV"], ["Biobrick", "HHV"], ["Bio-Dry Wood", "HHV"], ["Biological Sludge", "HHV"], ["Biomass Mix", "HHV"], ["Birch Furn. Ply. Waste Wood", "HHV"], ["Black Liquor", "HHV"], ["Black Locust Wood", "HHV"], ["Black Poplar Bark", "HHV"], ["Black Poplar Branch", "HHV"], ["Black Poplar Wood", "HHV"], ["Black Walnut Prunings", "HHV"], ["Block Wood", "HHV"], ["Brassica", "HHV"], ["Briquette", "HHV"], ["Brown Kelp, Giant, Monterey", "HHV"], ["Brown Kelp, Soquel Point", "HHV"], ["Building Wastes Chips", "HHV"], ["B-Wood", "HHV"], ["Cabernet Sauvignon", "HHV"], ["Cacao", "HHV"], ["Camphor Wood Chips", "HHV"], ["Cane, Italy", "HHV"], ["Canyonlive Oak", "HHV"], ["Cardboard,Paper", "HHV"], ["Casuarina Crop", "HHV"], ["Casuarina Equisetifolia Leaf", "HHV"], ["Casuria Wood Char (950C)", "HHV"], ["Casurina Wood", "HHV"], ["Cattails", "HHV"], ["Cedar Bark", "HHV"], ["Cereals, Almo-N3, Grob Enzersdorf Austria", "HHV"], ["Cereals, Almo-W-Ex, Wolfsthal Austria", "HHV"], ["Cereals, Capo-N3, Grob Enzersdorf  Austria", "HHV"], ["Cereals, Capo-W-Ex,Wolfsthal Austria", "HHV"], ["Cereals, Hai-W-Ex,Wolfsthal Austria", "HHV"], ["Cereals, Hay", "HHV"], ["Cereals, Heiduck-W-Ex, Wolfsthal Austria", "HHV"], ["Cereals, Hemp", "HHV"], ["Cereals, Indos N3 , Grob Enzersdorf Austria", "HHV"], ["Cereals, Presto N3, Grob Enzersdorf Austria", "HHV"], ["Cereals, Rye", "HHV"], ["Cereals,Winter Barley", "HHV"], ["Chaparral Wood", "HHV"], ["Char From Electronic Scrap", "HHV"], ["Char From Redwood", "HHV"], ["Char From Wheat Straw", "HHV"], ["Charcoal From Gmelina Arborea", "HHV"], ["Charcoal From Leucaena Leucocephala", "HHV"], ["Chenin Blanc Pr", "HHV"], ["Cherry Stone Waste", "HHV"], ["Cherry Tree Branch", "HHV"], ["Cherry Tree Leaves", "HHV"], ["Chestnut Shell Waste", "HHV"], ["Chestnut Tree Chips", "HHV"], ["Chestnut Tree Leaves", "HHV"], ["Chestnut Tree Shaving Waste", "HHV"], ["Chinkapin Wood", "HHV"], ["Clarifier Sludge", "HHV"], ["Coal", "HHV"], ["Coarse Poplar Wood", "HHV"], ["Cob, Maize", "HHV"], ["Cocoa Beans", "HHV"], ["Cocoa Beans Husk Waste", "HHV"], ["Cocoa Hulls", "HHV"], ["Coconut Coir Pith", "HHV"], ["Coconut Fibre (Coir)", "HHV"], ["Coconut Shell", "HHV"], ["Coconut shell char-750 C", "HHV"], ["Coconut Shell Waste", "HHV"], ["Coffee Husk", "HHV"], ["Coffee Husk Waste", "HHV"], ["Coke", "HHV"], ["Compost Waste", "HHV"], ["Compost Wood Waste", "HHV"], ["Converse School - Sub C Coal", "HHV"], ["Corn Stalks", "HHV"], ["Corn Stover", "HHV"], ["Corncob", "HHV"], ["Corncob Waste", "HHV"], ["Cotton Gin Trash", "HHV"], ["Cotton Gin Waste", "HHV"], ["Cotton Residue", "HHV"], ["Cotton Stalks", "HHV"], ["Cottongin Waste", "HHV"], ["Currency,Paper", "HHV"], ["Cynasa Cardunculus", "HHV"], ["Dakota Switch Grass", "HHV"], ["Dal Lake Weed", "HHV"], ["Date Stone Waste", "HHV"], ["De-Inking Sludge", "HHV"], ["Demo Wood Char 5500C", "HHV"], ["Demo. Wood Char 3500C", "HHV"], ["Demol. Wood", "HHV"], ["Douglas Fir", "HHV"], ["Douglas Fir Wood", "HHV"], ["Douglass Fir Wood", "HHV"], ["Dried Grains Solubles", "HHV"], ["Ecolog", "HHV"], ["Eko Grass Pellets", "HHV"], ["English Walnut Prunings", "HHV"], ["Erco Char", "HHV"], ["Esc700", "HHV"], ["Esparto Plant", "HHV"], ["Eucalyptus", "HHV"], ["Eucalyptus Bark", "HHV"], ["Eucalyptus Camaldulensis Crop", "HHV"], ["Eucalyptus Chips", "HHV"], ["Eucalyptus Fruit", "HHV"], ["Eucalyptus Globulus Wood", "HHV"], ["Eucalyptus-Grandis", "HHV"], ["Eucelyptus Wood Char (9500C)", "HHV"], ["Feijoa Leaves", "HHV"], ["Fescue Straw", "HHV"], ["Fibreboard Waste Wood", "HHV"], ["Field Grass", "HHV"], ["Fir Char", "HHV"], ["Fir Mill Waste", "HHV"], ["Flax", "HHV"], ["Forest Residue", "HHV"], ["Forest Residue Wood", "HHV"], ["Forest Wood (Chips+Bark)", "HHV"], ["Forest Wood Chips", "HHV"], ["Fresh Subabul Wood", "HHV"], ["Furniture Waste Wood", "HHV"], ["German Braunkohole Lignite", "HHV"], ["German-Anna", "HHV"], ["German-Hvb Bittuminus", "HHV"], ["Gorse Crop", "HHV"], ["Grape Pomace", "HHV"], ["Grape Pruning", "HHV"], ["Grape Stem", "HHV"], ["Grape Vine Branch", "HHV"], ["Grapevine Waste", "HHV"], ["Grass Pellets", "HHV"], ["Grass Straw Char", "HHV"], ["Grass, Hay", "HHV"], ["Green Ind. No. 3 -Hvbb Coal", "HHV"], ["Greenwaste", "HHV"], ["Groundnut Shell", "HHV"], ["Hardwood", "HHV"], ["Hardwood Bark", "HHV"], ["Hardwood Chips", "HHV"], ["Hay", "HHV"], ["Hazelnut And Alder Chips", "HHV"], ["Hazelnut Shell", "HHV"], ["Hazelnut Shell Waste", "HHV"], ["Hazelnut Tree Leaves", "HHV"], ["Hemlock Fir", "HHV"], ["Hemp", "HHV"], ["Hemp(Cannabis Sativa L.)Whole Plant", "HHV"], ["Hemp (Whole Crop)", "HHV"], ["Hemp, Crushed , Baled", "HHV"], ["Hemp, Fan Dried After Crushing", "HHV"], ["Hemp,Dried In Field", "HHV"], ["Hemp,Fan Dried", "HHV"], ["Hemp,Fresh", "HHV"], ["Hemp,Silage Dried", "HHV"], ["Hemp,Silage", "HHV"], ["Holmoak Branch Chips", "HHV"], ["Horse Chestnut Tree Branch", "HHV"], ["Hybrid Poplar", "HHV"], ["Ipilipil", "HHV"], ["Jawar Straw", "HHV"], ["Jefferson, Partl -Mvb Coal", "HHV"], ["Jhanjra Bonbahal Seam Coal-R-VII", "HHV"], ["Jujuba Wood", "HHV"], ["Jute Stick", "HHV"], ["Kenaf", "HHV"], ["Kiwi Branch", "HHV"], ["Knot Grass", "HHV"], ["Lanimated Waste Wood", "HHV"], ["Lantana Camara Leaf", "HHV"], ["Leather, Dark Brown", "HHV"], ["Lemon Rind Waste", "HHV"], ["Leucaea Wood Chips", "HHV"], ["Leucaena Wood", "HHV"], ["Lewis", "HHV"], ["Lignite", "HHV"], ["Lignite Char", "HHV"], ["Loblolly Pine", "HHV"], ["Long Leaf Pine Bark", "HHV"], ["Low Temperaure Coke", "HHV"], ["Lucerne (Whole Crop)", "HHV"], ["Lupine", "HHV"], ["Lupine (Whole Crop)", "HHV"], ["Macadamia Shell", "HHV"], ["Maize", "HHV"], ["Maize (Whole Crop)", "HHV"], ["Malt Husks", "HHV"], ["Mango Wood", "HHV"], ["Manzanita Wood", "HHV"], ["Maple", "HHV"], ["Marabu", "HHV"], ["Medlar Tree Branch", "HHV"], ["Millet Grain Waste", "HHV"], ["Millet Straw", "HHV"], ["Mimosa Branch", "HHV"], ["Mint Straw", "HHV"], ["Miscanthus Crop", "HHV"], ["Miscanthus Grass", "HHV"], ["Miscanthus Sinensis Gracillimus, Oregon", "HHV"]], "preserve": false, "weight": 1.0}]}""")


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
