from __future__ import annotations

from pathlib import Path

import pandas as pd
import pytest

from dataagents.files import FileReadError, Workbook, read_table, read_workbook, render


def test_workbook_cells_formulas_merged_named(xlsx_file: Path) -> None:
    wb = read_workbook(xlsx_file)
    assert isinstance(wb, Workbook) and wb.sheet_names == ["Budget", "Notes"]
    budget = wb.sheet("Budget")
    assert budget.merged_ranges == ["A1:C1"]
    assert budget.dimensions == "A1:C5" and budget.max_row == 5
    assert budget.cell("B3").value == 1000
    b5 = budget.cell("$B$5")
    assert b5.formula == "=SUM(B3:B4)" and b5.value is None  # openpyxl writes no cached value
    assert {c.address for c in budget.formulas} == {"B5", "C5"}
    assert [(n.name, n.refers_to) for n in wb.named_ranges] == [("q1_total", "Budget!$B$5")]
    assert any("no cached value" in n for n in wb.notes)
    assert wb.sheet("Notes").cell("A1").value == "prepared by finance"


def test_workbook_serialises(xlsx_file: Path) -> None:
    again = Workbook.model_validate_json(read_workbook(xlsx_file).model_dump_json())
    assert again.sheet("Budget").cell("C5").formula == "=SUM(C3:C4)"


def test_render_workbook_has_addresses(xlsx_file: Path) -> None:
    out = render(xlsx_file, budget_tokens=600)
    assert 'sheet 1 "Budget"' in out and 'sheet 2 "Notes"' in out
    assert "merged: A1:C1" in out
    assert "B5=[=SUM(B3:B4)]" in out and "B3=1000" in out
    assert "q1_total=Budget!$B$5" in out


def test_xlsx_via_read_table(xlsx_file: Path) -> None:
    df = read_table(xlsx_file, sheet="Budget")
    assert df.shape[0] == 4  # title row is the header; 4 data rows


def test_corrupt_xlsx(tmp_path: Path) -> None:
    p = tmp_path / "broken.xlsx"
    p.write_bytes(b"PK\x03\x04" + b"garbage" * 50)
    with pytest.raises(FileReadError) as ei:
        read_workbook(p)
    assert ei.value.kind == "parse"
    with pytest.raises(FileReadError):
        render(p)


def test_xlsx_written_by_pandas_values(tmp_path: Path) -> None:
    p = tmp_path / "two.xlsx"
    with pd.ExcelWriter(p, engine="openpyxl") as xw:
        pd.DataFrame({"a": [1, 2]}).to_excel(xw, sheet_name="first", index=False)
        pd.DataFrame({"b": ["x"]}).to_excel(xw, sheet_name="second", index=False)
    wb = read_workbook(p)
    assert wb.sheet("second").cell("A2").value == "x"
    assert [c.value for c in wb.sheet("first").cells] == ["a", 1, 2]


def test_large_workbook_streaming_mode(xlsx_file: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Workbooks above READ_ONLY_ABOVE_BYTES use openpyxl's read-only mode: same cells, no merged ranges."""
    import dataagents.files.workbook as wbmod

    monkeypatch.setattr(wbmod, "READ_ONLY_ABOVE_BYTES", 0)
    wb = read_workbook(xlsx_file)
    budget = wb.sheet("Budget")
    assert budget.cell("B5").formula == "=SUM(B3:B4)" and budget.cell("C4").value == 5200
    assert budget.merged_ranges == [] and any("read-only" in n for n in wb.notes)


def test_max_cells_cuts_each_sheet(xlsx_file: Path) -> None:
    wb = read_workbook(xlsx_file, max_cells=3)
    assert len(wb.sheet("Budget").cells) == 3 and wb.sheet("Budget").truncated
    assert wb.sheet("Notes").cell("A1") is not None
