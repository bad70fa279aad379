"""The layouts of ModelOff-style workbooks, read by the view and answered by the floor, each rule on at
least two phrasings, over small workbooks made here (data neither development set uses): a one-column
delimited export with junk lines, a transposed fact sheet with a unit column and a category row, and a
project model whose outputs are lone labelled cells and defined names."""

from __future__ import annotations

from pathlib import Path

import pytest
from openpyxl import Workbook
from openpyxl.workbook.defined_name import DefinedName

from dataagents.datascience.analysis.answers import check_answer
from dataagents.datascience.analysis.floor import Grid, answer_by_rules, grids_from_views, label_score
from dataagents.datascience.analysis.workbook import read_workbook_view, render_workbook
from dataagents.files import read_workbook
from dataagents.files.workbook import delimited_records

PARCELS = [  # parcel_id, weight_kg, distance_km, fee
    (1001, 1.5, 120, 6.0),
    (1002, 7.0, 40, 14.5),
    (1003, 0.8, 300, 9.0),
    (1004, 12.0, 15, 22.0),
    (1005, 3.2, 75, 8.5),
    (1006, 6.4, 210, 18.0),
]


def _export(path: Path) -> Path:
    wb = Workbook()
    ws = wb.active
    ws.title = "dump"
    header = "parcel_id|weight_kg|distance_km|fee"
    lines = ["COURIER SYSTEM - parcel dump", "run 2021-03-04 08:00; delimiter |", None, header]
    for i, p in enumerate(PARCELS):
        if i == 4:  # a page break that repeats the header
            lines += [None, "page 2 of 2", header]
        lines.append("|".join(str(x) for x in p))
    lines += [None, f"{len(PARCELS)} rows", "end"]
    for r, line in enumerate(lines, start=1):
        if line is not None:
            ws.cell(r, 1, line)
    wb.save(path)
    return path


def _facts(path: Path) -> Path:
    wb = Workbook()
    ws = wb.active
    ws.title = "Facts"
    ws["A1"] = "Country fact sheet, 2020"
    ws.merge_cells("A1:F1")
    rows = [
        ("Indicator", "Unit", "Norway", "Sweden", "Spain", "Portugal"),
        ("Group", None, "Nordic", "Nordic", "Iberian", "Iberian"),
        ("Population", "millions", 5.4, 10.4, 47.4, 10.3),
        ("Forest cover", "%", 33, 69, 37, 36),
        ("Coastline", "km", 25148, 3218, 4964, 1793),
    ]
    for r, row in enumerate(rows, start=3):
        for c, v in enumerate(row, start=1):
            if v is not None:
                ws.cell(r, c, v)
    wb.save(path)
    return path


def _model(path: Path) -> Path:
    wb = Workbook()
    ws = wb.active
    ws.title = "Plan"
    rows = [
        ("Line", 2022, 2023, 2024, 2025),
        ("Revenue ($)", 2_500_000, 3_000_000, 3_750_000, 4_000_000),
        ("Staff costs (€)", 900_000, 950_000, 1_000_000, 1_100_000),
    ]
    for r, row in enumerate(rows, start=1):
        for c, v in enumerate(row, start=1):
            ws.cell(r, c, v)
    ws["A5"] = "Break-even volume (units)"
    ws["B5"] = 41_250
    out = wb.create_sheet("Outputs")
    out["C7"] = 1_875_000  # no label beside it: only its defined name says what it is
    wb.defined_names["TerminalValue"] = DefinedName("TerminalValue", attr_text="Outputs!$C$7")
    wb.save(path)
    return path


@pytest.fixture(scope="module")
def folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    d = tmp_path_factory.mktemp("layouts")
    _export(d / "dump.xlsx")
    _facts(d / "facts.xlsx")
    _model(d / "plan.xlsx")
    return d


def _grids(folder: Path, name: str) -> list[Grid]:
    return grids_from_views([read_workbook_view(folder / name)])


def test_one_column_export_is_recognised_as_records(folder: Path) -> None:
    sheet = read_workbook(folder / "dump.xlsx").sheets[0]
    found = delimited_records(sheet)
    assert found is not None and found.delimiter == "|"
    assert found.header == ["parcel_id", "weight_kg", "distance_km", "fee"]
    assert len(found.records) == len(PARCELS) and found.records[1] == [1002, 7.0, 40, 14.5]
    assert len(found.skipped) == 6  # preamble (2), page line, repeated header, footer (2)
    view = read_workbook_view(folder / "dump.xlsx")
    assert view.record_sheets == {"dump (records)": "dump"}
    text = render_workbook(view, budget_tokens=600)
    assert "parsed into sheet 'dump (records)'" in text and "1004 | 12 | 15 | 22" in text


def test_a_plain_list_in_one_column_is_not_an_export(folder: Path) -> None:
    wb = Workbook()
    for r, word in enumerate(["Notes", "Prices include tax.", "Figures, not audited; see p. 4"], start=1):
        wb.active.cell(r, 1, word)
    wb.save(folder / "notes.xlsx")
    assert delimited_records(read_workbook(folder / "notes.xlsx").sheets[0]) is None


EXPORT_CASES = [
    ("How many parcels weighed more than 5 kg?", 3, "count"),
    ("In how many parcels did weight_kg exceed 5?", 3, "count"),
    ("What was the average fee of the parcels heavier than 5 kg? Give two decimals.", 18.17, "mean"),
    ("What was the mean fee for parcels with a weight above 5? Two decimals.", 18.17, "mean"),
    ("What percentage of the parcels were lighter than 2 kg? Give one decimal.", "33.3%", "share"),
    ("What percentage of parcels had a weight below 2? One decimal.", "33.3%", "share"),
    ("What was the fee of parcel 1004?", 22.0, "lookup"),
    ("What distance, in km, did parcel 1003 travel?", 300, "lookup"),
    ("Which parcel travelled the longest distance?", "1003", "argmax"),
    ("Which parcel had the highest fee?", "1004", "argmax"),
]


@pytest.mark.parametrize(("question", "gold", "rule"), EXPORT_CASES)
def test_questions_over_a_one_column_export(folder: Path, question: str, gold: object, rule: str) -> None:
    got = answer_by_rules(question, _grids(folder, "dump.xlsx"))
    assert got.rule == rule, got
    assert check_answer(got.answer, gold).correct, (got.answer, gold)


FACT_CASES = [
    ("Which country had the largest coastline?", "Norway", "argmax"),
    ("Which country has the most forest cover?", "Sweden", "argmax"),
    ("What was the total population of the Nordic countries, in millions?", 15.8, "sum"),
    ("What is the combined population of the Iberian group?", 57.7, "sum"),
    ("In how many countries was forest cover above 35%?", 3, "count"),
    ("How many countries had a coastline of at least 4000 km?", 2, "count"),
    ("What was the population of Spain?", 47.4, "lookup"),
    ("How long is the coastline of Portugal, in km?", 1793, "lookup"),
    # two measures of one named record, added (units aside: the rule reads, the question decides)
    ("What is the forest cover plus coastline of Norway?", 25181, "sum-of-two"),
    ("For Portugal, what do coastline plus forest cover come to?", 1829, "sum-of-two"),
]


@pytest.mark.parametrize(("question", "gold", "rule"), FACT_CASES)
def test_questions_over_a_transposed_fact_sheet(folder: Path, question: str, gold: object, rule: str) -> None:
    got = answer_by_rules(question, _grids(folder, "facts.xlsx"))
    assert got.rule == rule, got
    assert check_answer(got.answer, gold).correct, (got.answer, gold)


MODEL_CASES = [
    ("What is the break-even volume?", 41250, "labelled-value"),
    ("What break-even volume does the plan give?", 41250, "labelled-value"),
    ("What is the terminal value?", 1875000, "labelled-value"),
    ("What terminal value does the model use?", 1875000, "labelled-value"),
    ("What is the break-even volume, to the nearest pound?", "41250", "labelled-value"),
    ("What is the terminal value? Round to the nearest euro.", "1875000", "labelled-value"),
    ("What is the total revenue over 2022 to 2025, in $ millions? One decimal.", 13.3, "sum"),
    ("What was total revenue over 2023-2024, in millions of dollars? Give two decimals.", 6.75, "sum"),
    ("What was the revenue in 2024, in $ thousands?", 3750, "lookup"),
    ("What were total staff costs over 2022-2025, in € thousands?", 3950, "sum"),
    ("What was the staff cost in 2025, in thousands of euros?", 1100, "lookup"),
    # "staffing" names "Staff costs" by its stem
    ("What were the average staffing costs over 2022 to 2023, in € millions? Two decimals.", 0.93, "mean"),
]


@pytest.mark.parametrize(("question", "gold", "rule"), MODEL_CASES)
def test_questions_over_a_model_with_labelled_outputs(
    folder: Path, question: str, gold: object, rule: str
) -> None:
    got = answer_by_rules(question, _grids(folder, "plan.xlsx"))
    assert got.rule == rule, got
    assert check_answer(got.answer, gold).correct, (got.answer, gold)


def test_named_values_are_shown_beside_their_names(folder: Path) -> None:
    view = read_workbook_view(folder / "plan.xlsx")
    assert view.named_values == {"TerminalValue": 1875000}
    assert "TerminalValue=Outputs!$C$7 (= 1875000)" in render_workbook(view, budget_tokens=400)


@pytest.mark.parametrize(
    "question",
    [
        "If the fee were $2 higher, what would the average fee be?",
        "What would total revenue be if 2025 revenue rose by 10%?",
        "What is the population of Norway plus that of Sweden?",
    ],
)
def test_hypotheticals_and_two_step_sums_abstain(folder: Path, question: str) -> None:
    grids = _grids(folder, "dump.xlsx") + _grids(folder, "plan.xlsx") + _grids(folder, "facts.xlsx")
    got = answer_by_rules(question, grids)
    assert got.answer is None and "more than one operation" in got.reason


def test_the_plain_file_view_names_a_one_column_export(folder: Path) -> None:
    from dataagents.files.workbook import render_workbook as render_file

    text = render_file(read_workbook(folder / "dump.xlsx"), budget_tokens=800)
    assert 'sheet "dump" is a one-column text export: 6 records of 4' in text
    assert "['parcel_id', 'weight_kg', 'distance_km', 'fee'] at row 4" in text


@pytest.mark.parametrize(
    ("label", "words", "named"),
    [
        ("Unemployed (thousands)", {"unemployment"}, True),
        ("Employed (millions)", {"employment"}, True),
        ("Population", {"popular"}, False),
        ("Income", {"incomplete"}, False),
    ],
)
def test_a_shared_stem_with_short_endings_names_a_label(label: str, words: set[str], named: bool) -> None:
    assert (label_score(label, words) == 1.0) is named


def test_a_quoted_field_may_hold_the_delimiter(folder: Path) -> None:
    wb = Workbook()
    lines = ["customer export", "id,name,balance", '1,"Smith, J.",120.5', "2,Ng,80", '3,"Roe, A.",99']
    for r, line in enumerate(lines, start=1):
        wb.active.cell(r, 1, line)
    wb.save(folder / "quoted.xlsx")
    found = delimited_records(read_workbook(folder / "quoted.xlsx").sheets[0])
    assert found is not None and found.records[0] == [1, "Smith, J.", 120.5] and len(found.records) == 3


@pytest.mark.parametrize("unit", ["dollar", "pound", "euro"])
def test_nearest_currency_unit_means_no_decimals(modeloff_root: Path, unit: str) -> None:
    view = read_workbook_view(modeloff_root / "data" / "10000101" / "Route_Project_Model.xlsx")
    got = answer_by_rules(
        f"What is the net present value? Round to the nearest {unit}.", grids_from_views([view])
    )
    assert got.answer == "125357395"  # the cached value is 125357395.30…


@pytest.fixture(scope="module")
def shop_model(folder: Path) -> Path:
    wb = Workbook()
    ws = wb.active
    ws.title = "Inputs"
    for r, (label, value) in enumerate(
        [("Price per unit ($)", 10), ("Units sold", 1000), ("Tax rate", 0.2)], 2
    ):
        ws.cell(r, 1, label)
        ws.cell(r, 2, value)
    wb.defined_names["Price"] = DefinedName("Price", attr_text="Inputs!$B$2")
    wb.defined_names["TaxRate"] = DefinedName("TaxRate", attr_text="Inputs!$B$4")
    out = wb.create_sheet("Result")
    out["A1"], out["B1"] = "Revenue ($)", "=Price*Inputs!B3"
    out["A2"], out["B2"] = "Costs ($)", 4000
    out["A3"], out["B3"] = "Profit after tax ($)", "=(B1-B2)*(1-TaxRate)"
    path = folder / "shop_model.xlsx"
    wb.save(path)  # no cached values: the view recomputes them, the what-if recalculates again
    return path


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        ("If the price per unit were $2 higher, what would the profit after tax be?", 6400),
        ("What would the profit after tax be if the price were 2 lower?", 3200),
        ("If units sold increased by 10%, what would revenue be?", 11000),
        ("If the tax rate were 25%, what would the profit after tax be?", 4500),
        ("What would revenue be if units sold fell to 800?", 8000),
    ],
)
def test_what_if_changes_one_input_and_recalculates(shop_model: Path, question: str, gold: float) -> None:
    from dataagents.datascience.analysis.whatif import what_if

    got = what_if(question, [read_workbook_view(shop_model)])
    assert got is not None and got.rule is not None and got.rule.startswith("what-if"), got
    assert check_answer(got.answer, gold).correct, (got.answer, gold, got.evidence)


def test_what_if_abstains_when_the_input_is_not_found(shop_model: Path) -> None:
    from dataagents.datascience.analysis.whatif import what_if

    view = read_workbook_view(shop_model)
    assert what_if("If the exchange rate were 2, what would revenue be?", [view]) is None
    assert what_if("What is the revenue?", [view]) is None
