from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest
from openpyxl import Workbook

from dataagents.datascience.analysis.errors import WorkbookError
from dataagents.datascience.analysis.workbook import (
    SANDBOX_LOADER,
    read_workbook_view,
    render_workbook,
    workbook_values_payload,
)
from dataagents.llm.tokens import count_tokens


def test_blank_cached_values_are_recomputed_across_sheets_and_names(sample_root: Path) -> None:
    folder = sample_root / "data" / "00000001"
    view = read_workbook_view(folder / "Sunridge_Model.xlsx")
    assert view.recomputed
    sys.path.insert(0, str(sample_root))
    from solutions import solve_finance

    gold = solve_finance(folder)
    assert round(view.value("Model!B14")) == gold["question3"]  # NPV via named ranges + cross-sheet refs
    assert round(view.value("Model!G5"), 2) == gold["question1"]
    assert view.sheet("Model").formulas["B14"] == "=SUM(B12:K12)-capex"  # formula text kept beside the value
    assert view.named_ranges["discount_rate"] == "Inputs!$B$9"
    assert view.value("discount_rate") == 0.08
    assert view.sheet("Inputs").merged == ["A1:C1"]


def test_several_tables_per_sheet_with_row_and_column_headers(sample_root: Path) -> None:
    view = read_workbook_view(sample_root / "data" / "00000003" / "Retail_March.xlsx")
    stores = view.sheet("Stores").tables
    assert [(t.ref, t.header) for t in stores] == [("A1:C11", "row"), ("F1:J2", "column")]
    assert stores[0].headers == ["Store", "Region", "Opened"]
    assert stores[1].headers == ["Region", "Manager"]
    prices = view.sheet("Prices").tables
    assert [t.ref for t in prices] == ["A1:B1", "A3:B9"]  # the merged title is its own block


@pytest.mark.parametrize("budget", [300, 800, 2000])
def test_render_stays_within_budget_and_says_what_it_cut(sample_root: Path, budget: int) -> None:
    path = sample_root / "data" / "00000003" / "Retail_March.xlsx"
    text = render_workbook(path, budget_tokens=budget)
    assert count_tokens(text) <= budget * 1.1 + 150  # titles always shown; bodies cut to the budget
    assert "Sheet 'Stores' table 2 at F1:J2" in text
    assert "more row(s) not shown" in text


def test_render_shows_formulas_in_brackets(sample_root: Path) -> None:
    text = render_workbook(sample_root / "data" / "00000001" / "Sunridge_Model.xlsx", budget_tokens=4000)
    assert "51239188.4 [=SUM(B12:K12)-capex]" in text
    assert "Named ranges: base_tariff=Inputs!$B$3" in text


def test_malformed_workbook_is_a_typed_error(fixture_root: Path, tmp_path: Path) -> None:
    with pytest.raises(WorkbookError, match="Broken"):
        read_workbook_view(fixture_root / "data" / "00000102" / "Broken.xlsx")
    with pytest.raises(WorkbookError):
        read_workbook_view(tmp_path / "absent.xlsx")


def test_pandas_frames_are_built_inside_the_sandbox(sample_root: Path) -> None:
    from dataagents.sandbox import PythonSession

    view = read_workbook_view(sample_root / "data" / "00000003" / "Retail_March.xlsx")
    files = {"Retail_March.values.json": json.dumps(workbook_values_payload(view))}
    with PythonSession(files=files) as s:
        r = s.execute(
            SANDBOX_LOADER + "print(sorted(sheets)); print(list(tables['Stores!F1:J2'].columns));"
            "print(tables['Prices!A3:B9']['Price'].sum()); print(sheets['Sales'].loc[1, 0])"
        )
    assert r.ok, r.stderr
    lines = r.stdout.splitlines()
    assert lines[0] == "['Prices', 'Sales', 'Stores']"
    assert lines[1] == "['Region', 'Manager']"
    assert float(lines[2]) == pytest.approx(12.5 + 8 + 22.75 + 5.2 + 40 + 15)
    assert lines[3] == "Date"  # raw grid keeps Excel row numbers


def test_xlsx_written_by_openpyxl_with_values_only(tmp_path: Path) -> None:
    wb = Workbook()
    wb.active.append(["a", "b"])
    wb.active.append([1, 2])
    wb.save(tmp_path / "plain.xlsx")
    view = read_workbook_view(tmp_path / "plain.xlsx")
    assert not view.recomputed and view.sheets[0].tables[0].headers == ["a", "b"]
