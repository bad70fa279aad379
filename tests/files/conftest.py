"""Real files for the files room's tests, written into tmp_path by each fixture."""

from __future__ import annotations

import json
import zipfile
from pathlib import Path

import openpyxl
import pandas as pd
import pytest


@pytest.fixture
def latin1_csv(tmp_path: Path) -> Path:
    p = tmp_path / "cities_latin1.csv"
    rows = ["city,country,population"] + [
        f"{c},{k},{n}"
        for c, k, n in [
            ("Zürich", "Schweiz", 421878),
            ("Besançon", "France", 116466),
            ("São Paulo", "Brasil", 12325232),
            ("Málaga", "España", 578460),
            ("Köln", "Deutschland", 1083498),
        ]
    ]
    p.write_bytes(("\n".join(rows) + "\n").encode("latin-1"))
    return p


@pytest.fixture
def semicolon_csv(tmp_path: Path) -> Path:
    p = tmp_path / "prices.csv"
    p.write_text("id;product;price\n1;apple, red;1,20\n2;pear;0,95\n3;plum;2,10\n", encoding="utf-8")
    return p


@pytest.fixture
def tsv_file(tmp_path: Path) -> Path:
    p = tmp_path / "scores.tsv"
    p.write_text("name\tscore\tnote\nann\t3\tgood, fine\nbob\t5\tok\ncy\t\tmissing\n", encoding="utf-8")
    return p


@pytest.fixture
def bom_csv(tmp_path: Path) -> Path:
    p = tmp_path / "bom.csv"
    p.write_bytes("\ufeffcol_a,col_b\n1,x\n2,y\n".encode())
    return p


@pytest.fixture
def jsonl_broken(tmp_path: Path) -> Path:
    p = tmp_path / "events.jsonl"
    good = [json.dumps({"id": i, "kind": "click"}) for i in range(1, 4)]
    p.write_text("\n".join([*good, '{"id": 4, "kind": "cli', json.dumps({"id": 5})]) + "\n")
    return p


@pytest.fixture
def parquet_file(tmp_path: Path) -> Path:
    p = tmp_path / "measures.parquet"
    pd.DataFrame(
        {
            "sensor": ["a", "b", "a", "c"] * 25,
            "value": [float(i) for i in range(100)],
            "ok": [True, False] * 50,
        }
    ).to_parquet(p)
    return p


@pytest.fixture
def xlsx_file(tmp_path: Path) -> Path:
    p = tmp_path / "budget.xlsx"
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "Budget"
    ws["A1"] = "Quarterly budget"
    ws.merge_cells("A1:C1")
    ws.append(["item", "q1", "q2"])
    ws.append(["rent", 1000, 1100])
    ws.append(["staff", 5000, 5200])
    ws["A5"] = "total"
    ws["B5"] = "=SUM(B3:B4)"
    ws["C5"] = "=SUM(C3:C4)"
    notes = wb.create_sheet("Notes")
    notes["A1"] = "prepared by finance"
    from openpyxl.workbook.defined_name import DefinedName

    wb.defined_names["q1_total"] = DefinedName("q1_total", attr_text="Budget!$B$5")
    wb.save(p)
    return p


@pytest.fixture
def traversal_zip(tmp_path: Path) -> Path:
    p = tmp_path / "evil.zip"
    with zipfile.ZipFile(p, "w") as zf:
        zf.writestr("data/ok.csv", "a,b\n1,2\n")
        zf.writestr("../../escaped.txt", "pwned")
    return p


@pytest.fixture
def bomb_zip(tmp_path: Path) -> Path:
    p = tmp_path / "bomb.zip"
    with zipfile.ZipFile(p, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as zf:
        zf.writestr("zeros.bin", b"\0" * (16 << 20))  # 16 MiB of zeros packs ~1000:1
    return p
