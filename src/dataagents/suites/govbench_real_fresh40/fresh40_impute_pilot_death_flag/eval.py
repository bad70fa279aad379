#!/usr/bin/env python
"""GovBench evaluation script: python eval.py --expected GT --processed OUT -> {"eval_score": x}."""
import argparse
import csv
import hashlib
import json
import math
import sys
from collections import Counter

CONFIG = json.loads(r"""{"components": [{"name": "s1_impute_constant:impute_constant", "kind": "cells", "key": "USUBJID", "targets": [["01-701-1015", "DTHFL"], ["01-701-1023", "DTHFL"], ["01-701-1028", "DTHFL"], ["01-701-1033", "DTHFL"], ["01-701-1034", "DTHFL"], ["01-701-1047", "DTHFL"], ["01-701-1057", "DTHFL"], ["01-701-1097", "DTHFL"], ["01-701-1111", "DTHFL"], ["01-701-1115", "DTHFL"], ["01-701-1118", "DTHFL"], ["01-701-1130", "DTHFL"], ["01-701-1133", "DTHFL"], ["01-701-1145", "DTHFL"], ["01-701-1146", "DTHFL"], ["01-701-1148", "DTHFL"], ["01-701-1153", "DTHFL"], ["01-701-1162", "DTHFL"], ["01-701-1176", "DTHFL"], ["01-701-1180", "DTHFL"], ["01-701-1181", "DTHFL"], ["01-701-1188", "DTHFL"], ["01-701-1192", "DTHFL"], ["01-701-1203", "DTHFL"], ["01-701-1234", "DTHFL"], ["01-701-1239", "DTHFL"], ["01-701-1240", "DTHFL"], ["01-701-1275", "DTHFL"], ["01-701-1287", "DTHFL"], ["01-701-1294", "DTHFL"], ["01-701-1302", "DTHFL"], ["01-701-1307", "DTHFL"], ["01-701-1317", "DTHFL"], ["01-701-1324", "DTHFL"], ["01-701-1341", "DTHFL"], ["01-701-1345", "DTHFL"], ["01-701-1356", "DTHFL"], ["01-701-1360", "DTHFL"], ["01-701-1363", "DTHFL"], ["01-701-1369", "DTHFL"], ["01-701-1383", "DTHFL"], ["01-701-1386", "DTHFL"], ["01-701-1387", "DTHFL"], ["01-701-1392", "DTHFL"], ["01-701-1411", "DTHFL"], ["01-701-1415", "DTHFL"], ["01-701-1429", "DTHFL"], ["01-701-1440", "DTHFL"], ["01-701-1442", "DTHFL"], ["01-701-1444", "DTHFL"], ["01-702-1082", "DTHFL"], ["01-703-1042", "DTHFL"], ["01-703-1076", "DTHFL"], ["01-703-1086", "DTHFL"], ["01-703-1096", "DTHFL"], ["01-703-1100", "DTHFL"], ["01-703-1119", "DTHFL"], ["01-703-1175", "DTHFL"], ["01-703-1182", "DTHFL"], ["01-703-1197", "DTHFL"], ["01-703-1210", "DTHFL"], ["01-703-1258", "DTHFL"], ["01-703-1279", "DTHFL"], ["01-703-1295", "DTHFL"], ["01-703-1299", "DTHFL"], ["01-703-1335", "DTHFL"], ["01-703-1379", "DTHFL"], ["01-703-1396", "DTHFL"], ["01-703-1403", "DTHFL"], ["01-703-1439", "DTHFL"], ["01-704-1008", "DTHFL"], ["01-704-1009", "DTHFL"], ["01-704-1010", "DTHFL"], ["01-704-1017", "DTHFL"], ["01-704-1025", "DTHFL"], ["01-704-1065", "DTHFL"], ["01-704-1074", "DTHFL"], ["01-704-1093", "DTHFL"], ["01-704-1114", "DTHFL"], ["01-704-1120", "DTHFL"], ["01-704-1127", "DTHFL"], ["01-704-1135", "DTHFL"], ["01-704-1164", "DTHFL"], ["01-704-1218", "DTHFL"], ["01-704-1233", "DTHFL"], ["01-704-1241", "DTHFL"], ["01-704-1260", "DTHFL"], ["01-704-1266", "DTHFL"], ["01-704-1323", "DTHFL"], ["01-704-1325", "DTHFL"], ["01-704-1332", "DTHFL"], ["01-704-1351", "DTHFL"], ["01-704-1388", "DTHFL"], ["01-704-1435", "DTHFL"], ["01-705-1011", "DTHFL"], ["01-705-1018", "DTHFL"], ["01-705-1031", "DTHFL"], ["01-705-1058", "DTHFL"], ["01-705-1059", "DTHFL"], ["01-705-1112", "DTHFL"], ["01-705-1186", "DTHFL"], ["01-705-1199", "DTHFL"], ["01-705-1243", "DTHFL"], ["01-705-1280", "DTHFL"], ["01-705-1281", "DTHFL"], ["01-705-1282", "DTHFL"], ["01-705-1292", "DTHFL"], ["01-705-1303", "DTHFL"], ["01-705-1310", "DTHFL"], ["01-705-1349", "DTHFL"], ["01-705-1377", "DTHFL"], ["01-705-1382", "DTHFL"], ["01-705-1393", "DTHFL"], ["01-705-1421", "DTHFL"], ["01-705-1431", "DTHFL"], ["01-706-1041", "DTHFL"], ["01-706-1049", "DTHFL"], ["01-706-1384", "DTHFL"], ["01-707-1037", "DTHFL"], ["01-707-1206", "DTHFL"], ["01-707-1276", "DTHFL"], ["01-707-1430", "DTHFL"], ["01-707-1434", "DTHFL"], ["01-708-1013", "DTHFL"], ["01-708-1019", "DTHFL"], ["01-708-1032", "DTHFL"], ["01-708-1054", "DTHFL"], ["01-708-1067", "DTHFL"], ["01-708-1084", "DTHFL"], ["01-708-1087", "DTHFL"], ["01-708-1104", "DTHFL"], ["01-708-1158", "DTHFL"], ["01-708-1171", "DTHFL"], ["01-708-1178", "DTHFL"], ["01-708-1184", "DTHFL"], ["01-708-1213", "DTHFL"], ["01-708-1216", "DTHFL"], ["01-708-1236", "DTHFL"], ["01-708-1242", "DTHFL"], ["01-708-1253", "DTHFL"], ["01-708-1272", "DTHFL"], ["01-708-1286", "DTHFL"], ["01-708-1296", "DTHFL"], ["01-708-1297", "DTHFL"], ["01-708-1316", "DTHFL"], ["01-708-1336", "DTHFL"], ["01-708-1342", "DTHFL"], ["01-708-1347", "DTHFL"], ["01-708-1348", "DTHFL"], ["01-708-1352", "DTHFL"], ["01-708-1353", "DTHFL"], ["01-708-1372", "DTHFL"], ["01-708-1378", "DTHFL"], ["01-708-1406", "DTHFL"], ["01-708-1428", "DTHFL"], ["01-709-1001", "DTHFL"], ["01-709-1007", "DTHFL"], ["01-709-1020", "DTHFL"], ["01-709-1029", "DTHFL"], ["01-709-1081", "DTHFL"], ["01-709-1088", "DTHFL"], ["01-709-1099", "DTHFL"], ["01-709-1102", "DTHFL"], ["01-709-1168", "DTHFL"], ["01-709-1217", "DTHFL"], ["01-709-1224", "DTHFL"], ["01-709-1237", "DTHFL"], ["01-709-1238", "DTHFL"], ["01-709-1259", "DTHFL"], ["01-709-1285", "DTHFL"], ["01-709-1301", "DTHFL"], ["01-709-1306", "DTHFL"], ["01-709-1309", "DTHFL"], ["01-709-1312", "DTHFL"], ["01-709-1326", "DTHFL"], ["01-709-1329", "DTHFL"], ["01-709-1339", "DTHFL"], ["01-709-1424", "DTHFL"], ["01-710-1002", "DTHFL"], ["01-710-1006", "DTHFL"], ["01-710-1021", "DTHFL"], ["01-710-1027", "DTHFL"], ["01-710-1045", "DTHFL"], ["01-710-1053", "DTHFL"], ["01-710-1060", "DTHFL"], ["01-710-1070", "DTHFL"], ["01-710-1077", "DTHFL"], ["01-710-1078", "DTHFL"], ["01-710-1129", "DTHFL"], ["01-710-1137", "DTHFL"], ["01-710-1142", "DTHFL"], ["01-710-1149", "DTHFL"], ["01-710-1154", "DTHFL"], ["01-710-1166", "DTHFL"], ["01-710-1183", "DTHFL"], ["01-710-1187", "DTHFL"], ["01-710-1235", "DTHFL"], ["01-710-1249", "DTHFL"], ["01-710-1257", "DTHFL"], ["01-710-1264", "DTHFL"], ["01-710-1270", "DTHFL"], ["01-710-1271", "DTHFL"], ["01-710-1278", "DTHFL"], ["01-710-1300", "DTHFL"], ["01-710-1314", "DTHFL"], ["01-710-1315", "DTHFL"], ["01-710-1337", "DTHFL"], ["01-710-1354", "DTHFL"], ["01-710-1358", "DTHFL"], ["01-710-1368", "DTHFL"], ["01-710-1376", "DTHFL"], ["01-710-1380", "DTHFL"], ["01-710-1385", "DTHFL"], ["01-710-1408", "DTHFL"], ["01-710-1443", "DTHFL"], ["01-711-1012", "DTHFL"], ["01-711-1022", "DTHFL"], ["01-711-1036", "DTHFL"], ["01-711-1143", "DTHFL"], ["01-711-1163", "DTHFL"], ["01-711-1173", "DTHFL"], ["01-711-1226", "DTHFL"], ["01-711-1251", "DTHFL"], ["01-711-1283", "DTHFL"], ["01-711-1284", "DTHFL"], ["01-711-1290", "DTHFL"], ["01-711-1433", "DTHFL"], ["01-713-1043", "DTHFL"], ["01-713-1073", "DTHFL"], ["01-713-1106", "DTHFL"], ["01-713-1141", "DTHFL"], ["01-713-1179", "DTHFL"], ["01-713-1209", "DTHFL"], ["01-713-1256", "DTHFL"], ["01-713-1269", "DTHFL"], ["01-713-1448", "DTHFL"], ["01-714-1035", "DTHFL"], ["01-714-1068", "DTHFL"], ["01-714-1195", "DTHFL"], ["01-714-1288", "DTHFL"], ["01-714-1375", "DTHFL"], ["01-714-1425", "DTHFL"], ["01-715-1085", "DTHFL"], ["01-715-1107", "DTHFL"], ["01-715-1134", "DTHFL"], ["01-715-1155", "DTHFL"], ["01-715-1207", "DTHFL"]], "preserve": true, "weight": 1.0}]}""")


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
