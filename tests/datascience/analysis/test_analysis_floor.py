"""The deterministic floor's rules, each on at least two phrasings, over small workbooks made here (data
the rules were not written for): titles above headers, a transposed sheet, date keys with blanks."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import pytest
from openpyxl import Workbook

from dataagents.datascience.analysis.answers import check_answer
from dataagents.datascience.analysis.floor import (
    Grid,
    answer_by_rules,
    grids_from_csv,
    grids_from_views,
    label_score,
)
from dataagents.datascience.analysis.workbook import read_workbook_view

SHOPS = [  # shop, apples, pears, staff, city
    ("Shop Alpha", 120, 40, 5, "Lyon"),
    ("Shop Beta", 95, 66, 3, "Paris"),
    ("Shop Gamma", 210, 12, 8, "Lyon"),
    ("Shop Delta", 60, 81, 4, "Nice"),
]


@pytest.fixture(scope="module")
def grids(tmp_path_factory: pytest.TempPathFactory) -> list[Grid]:
    folder = tmp_path_factory.mktemp("floor")
    wb = Workbook()
    ws = wb.active
    ws.title = "Shops"
    ws["A1"] = "Fruit sales by shop, week 12"
    ws.merge_cells("A1:E1")
    for c, h in enumerate(["Shop", "Apples sold", "Pears sold", "Staff", "City"], start=1):
        ws.cell(3, c, h)
    for r, row in enumerate(SHOPS, start=4):
        for c, v in enumerate(row, start=1):
            ws.cell(r, c, v)
    ws.cell(8, 1, "Total")  # a total line right under the table: never counted as a shop
    ws.cell(8, 2, sum(s[1] for s in SHOPS))
    ws.cell(8, 3, sum(s[2] for s in SHOPS))
    fs = wb.create_sheet("Fact sheet")  # transposed: items down, years across
    fs["A1"] = "Key figures, EUR thousands"
    for c, h in enumerate(["Item", 2019, 2020, 2021], start=1):
        fs.cell(3, c, h)
    for r, row in enumerate(
        [("Revenue", 400, 460, 500), ("Costs", 300, 330, 390), ("Marketing", 20, 25, 40)], 4
    ):
        for c, v in enumerate(row, start=1):
            fs.cell(r, c, v)
    dd = wb.create_sheet("Weather")  # a caption, not a header, in the first row
    dd["A1"] = "Station log, spring 2022; blank = gauge fault"
    for c, h in enumerate(["Day", "Rainfall (mm)", "Wind (km/h)"], start=1):
        dd.cell(3, c, h)
    days = [(dt.datetime(2022, 3, 30), 4.0, 20), (dt.datetime(2022, 3, 31), None, 35),
            (dt.datetime(2022, 4, 1), 12.5, 18), (dt.datetime(2022, 4, 2), 7.5, None),
            (dt.datetime(2022, 4, 3), 0.0, 12)]  # fmt: skip
    for r, (d, rain, wind) in enumerate(days, start=4):
        dd.cell(r, 1, d)
        dd.cell(r, 2, rain)
        dd.cell(r, 3, wind)
    wb.save(folder / "book.xlsx")
    (folder / "rates.csv").write_text("code,rate_pct\nX1,2.5\nX2,4.0\nX3,3.1\n", encoding="utf-8")
    return grids_from_views([read_workbook_view(folder / "book.xlsx")]) + grids_from_csv(folder / "rates.csv")


CASES = [
    # lookups: a named row crossed with a named column, normal and transposed
    ("What were the apple sales at Shop Delta?", 60, "lookup"),
    ("How many pears did Shop Beta sell?", 66, "lookup"),
    ("What was Revenue in 2020?", 460, "lookup"),
    ("How much were costs in 2021?", 390, "lookup"),
    ("What was the rate_pct of X2?", 4.0, "lookup"),
    # argmax / argmin: the label of the extreme, the Total line left out
    ("Which shop sold the most apples?", "Shop Gamma", "argmax"),
    ("Which shop had the highest pear sales?", "Shop Delta", "argmax"),
    ("Which shop had the fewest staff?", "Shop Beta", "argmin"),
    ("Which item was lowest in 2019?", "Marketing", "argmin"),
    ("On which day was rainfall highest? Answer like 1 Jan 2022.", "1 Apr 2022", "argmax"),
    # sums and means over one series
    ("What were total apple sales across all shops?", 485, "sum"),
    ("What is the sum of pears sold?", 199, "sum"),
    ("What is the mean share of staff across shops?", 5, "mean"),  # "share" alone is a column word
    ("What is the average number of staff per shop?", 5, "mean"),
    ("What was the mean rainfall in April, ignoring blanks?", 20 / 3, "mean"),
    ("What was the average marketing spend over the three years?", 85 / 3, "mean"),
    # counts under a simple filter
    ("How many shops sold more than 100 apples?", 2, "count"),
    ("In how many shops were pears sold at least 66?", 2, "count"),
    ("How many shops are in Lyon?", 2, "count"),
    ("How many shops have 66 pears sold or more?", 2, "count"),
    ("How many shops sold 95 or more apples?", 3, "count"),
    ("How many days have no rainfall reading?", 1, "count-blank"),
    ("How many codes have a rate_pct below 3?", 1, "count"),
    # extreme values
    ("What was the highest rainfall recorded?", 12.5, "max"),
    ("What is the maximum wind speed?", 35, "max"),
    # percentage change between two named points
    ("By what percentage did revenue change between 2019 and 2021?", "25%", "percent-change"),
    ("What was the percentage growth in costs from 2019 to 2020?", "10%", "percent-change"),
    ("Which item grew the most in percentage terms between 2019 and 2021?", "Marketing", "argmax-change"),
]


@pytest.mark.parametrize(("question", "gold", "rule"), CASES)
def test_rules_answer_on_unseen_workbooks(grids: list[Grid], question: str, gold: object, rule: str) -> None:
    got = answer_by_rules(question, grids)
    assert got.rule == rule, (got.rule, got.reason, got.evidence)
    assert check_answer(got.answer, gold, question).correct is True, (got.answer, gold)
    assert not got.guessed


def test_multiple_choice_computes_then_picks_the_nearest_option(grids: list[Grid]) -> None:
    got = answer_by_rules(
        "Which shop sold the most apples?\nA. Shop Alpha\nB. Shop Beta\nC. Shop Gamma", grids
    )
    assert got.answer == "C" and not got.guessed
    got = answer_by_rules("What is the average number of staff?\nA. 4\nB. 4.9\nC. 6\nD. 8", grids)
    assert got.answer == "B" and got.rule == "mean"  # 5.0 is nearest 4.9
    got = answer_by_rules(
        "What was the percentage change in revenue from 2019 to 2021?\nA. 10%\nB. 25%\nC. 40%", grids
    )
    assert got.answer == "B"


def test_abstains_with_a_reason_and_always_answers_an_option(grids: list[Grid]) -> None:
    for question in (
        "What is the staff-weighted average of apples sold?",  # a weighting the rules do not compute
        "What is the NPV of the revenue at 8%?",
        "Who founded Shop Alpha?",  # nothing in the workbook
        "How many pears were sold by the shop with the most staff?",  # pick a record, then read it: two steps
        "What is the city of the shop that has the fewest apples sold?",
    ):
        got = answer_by_rules(question, grids)
        assert got.answer is None and got.reason, question
    got = answer_by_rules("What is the NPV of the revenue at 8%?\nA. 100\nB. 200\nC. 300\nD. 400", grids)
    assert got.answer in "ABCD" and got.guessed and got.rule == "guess"
    assert answer_by_rules("Which shop sold the most apples?", []).answer is None


def test_label_matching_uses_stems_and_ignores_unrelated_words() -> None:
    assert label_score("Max temperature (F)", {"maximum", "temperature"}) == 1.0
    assert label_score("unemploy", {"unemployed"}) == 1.0
    assert label_score("Apples sold", {"pears"}) == 0.0
    assert label_score("Personal savings rate, %", {"personal", "consumption"}) < 0.5


def test_a_superlative_adjective_names_its_measure(tmp_path: Path) -> None:
    wb = Workbook()
    ws = wb.active
    rows = [("Parcel", "Weight (kg)", "Length (cm)"), ("P-1", 2.5, 40), ("P-2", 7.0, 25), ("P-3", 1.2, 90)]
    for r, row in enumerate(rows, start=1):
        for c, v in enumerate(row, start=1):
            ws.cell(r, c, v)
    wb.save(tmp_path / "parcels.xlsx")
    grids = grids_from_views([read_workbook_view(tmp_path / "parcels.xlsx")])
    assert answer_by_rules("Which parcel is the heaviest?", grids).answer == "P-2"
    assert answer_by_rules("Which parcel is the lightest one?", grids).answer == "P-3"
    assert answer_by_rules("Which parcel is the longest?\nA. P-1\nB. P-2\nC. P-3", grids).answer == "C"


def test_a_data_dictionary_names_terse_columns(tmp_path: Path) -> None:
    (tmp_path / "series.csv").write_text(
        "month,xq\n2020-01-31,5\n2020-02-29,9\n2020-03-31,7\n", encoding="utf-8"
    )
    wb = Workbook()
    ws = wb.active
    for r, (a, b) in enumerate(
        [("Series", "Meaning"), ("month", "Month end"), ("xq", "Export quota, tonnes")], 1
    ):
        ws.cell(r, 1, a)
        ws.cell(r, 2, b)
    wb.save(tmp_path / "defs.xlsx")
    grids = grids_from_views([read_workbook_view(tmp_path / "defs.xlsx")]) + grids_from_csv(
        tmp_path / "series.csv"
    )
    got = answer_by_rules("In which month was the export quota highest?", grids)
    assert got.answer == "29 Feb 2020", (got.rule, got.reason)
