"""A scaling asked as a wish ("could the 2019 population be given in thousands", "Give it in thousands") rather
than said as how the figures are held; bands said "under 18 minor, 18-29 young adult, …" into "age groups" with no
column named (age_group); a heading that names the column ("Restaurant guide, value column: …") with cases said as
"… makes it a bargain; … is a splurge"; "20 or better" on a score (at least) and on a time (at most); an amount with
its currency sign beyond the score named nearest, read on the one column of money. End to end with no model, on
tables of their own."""

from __future__ import annotations

from pathlib import Path

import pandas as pd
import pytest

from tests.governance.readings import solved

COUNTIES = pd.DataFrame(
    {
        "county": ["Stockholm", "Uppsala", "Skane", "Gotland"],
        "area": [6519.3, 8207.2, 11034.5, 3151.4],
        "pop2019": [2377081, 383713, 1377827, 59686],
    }
)


@pytest.mark.parametrize(
    "request_text",
    [
        "Small thing: in the counties table could the 2019 population be given in thousands, with one decimal?",
        "Give pop2019 in thousands, with one decimal.",
    ],
)
def test_a_scaling_asked_as_a_wish(tmp_path: Path, request_text: str) -> None:
    path = tmp_path / "counties.csv"
    COUNTIES.to_csv(path, index=False)
    status, result = solved(request_text, path)
    assert result["pop2019"].tolist() == [2377.1, 383.7, 1377.8, 59.7]
    assert status in ("verified", "unverified")


PEOPLE = pd.DataFrame({"name": list("ABCDEFGH"), "age": [15, 18, 29, 30, 45, 59, 60, 82]})


@pytest.mark.parametrize(
    "request_text",
    [
        "Sort everyone into age groups, under 18 minor, 18-29 young adult, 30-59 adult and 60 or older senior.",
        "Sort them into age groups: minor under 18, young adult 18-29, adult 30-59 and senior 60 or older.",
    ],
)
def test_bands_into_groups_named_by_what_they_group(tmp_path: Path, request_text: str) -> None:
    path = tmp_path / "people.csv"
    PEOPLE.to_csv(path, index=False)
    status, result = solved(request_text, path)
    assert result["age_group"].tolist() == [
        "minor",
        "young adult",
        "young adult",
        "adult",
        "adult",
        "adult",
        "senior",
        "senior",
    ]
    assert status in ("verified", "unverified")


RESTAURANTS = pd.DataFrame(
    {
        "restaurant": ["Aldo", "Bice", "Coco", "Dino", "Elio", "Fino"],
        "price": [32, 43, 38, 55, 29, 50],
        "food": [22, 21, 19, 24, 20, 18],
        "decor": [18, 19, 15, 22, 14, 16],
    }
)


@pytest.mark.parametrize(
    "request_text",
    [
        "Restaurant guide, value column: food scored 20 or better for under $40 a head makes it a bargain; $50 or "
        "more a head is a splurge, whatever the food; all the others are fair.",
        "Add a value column: bargain when food is 20 or more and price under 40, splurge when price is 50 or more, "
        "fair otherwise.",
    ],
)
def test_a_heading_naming_the_column_and_cases_said_with_their_labels(
    tmp_path: Path, request_text: str
) -> None:
    path = tmp_path / "guide.csv"
    RESTAURANTS.to_csv(path, index=False)
    status, result = solved(request_text, path)
    assert result["value"].tolist() == ["bargain", "fair", "fair", "splurge", "bargain", "splurge"]
    assert status in ("verified", "unverified")


RACES = pd.DataFrame(
    {"runner": list("ABCDE"), "time": [58.0, 61.5, 60.0, 64.2, 59.9], "score": [7, 9, 6, 8, 9]}
)


@pytest.mark.parametrize(
    ("request_text", "kept"),
    [
        ("Keep the runners with a time of 60 or better.", ["A", "C", "E"]),
        ("Keep the runners who scored 8 or better.", ["B", "D", "E"]),
    ],
)
def test_or_better_runs_the_way_the_measure_improves(
    tmp_path: Path, request_text: str, kept: list[str]
) -> None:
    path = tmp_path / "races.csv"
    RACES.to_csv(path, index=False)
    status, result = solved(request_text, path)
    assert result["runner"].tolist() == kept
    assert status in ("verified", "unverified")


SCHOOLS = pd.DataFrame(
    {
        "school": [1, 2, 3, 4, 5, 6],
        "salary": [31400.0, 28000.0, 45000.0, 29999.0, 52000.0, 30500.0],
        "cost": [8340.0, 6980.0, 12000.0, 7100.0, 15000.0, 9000.0],
    }
)


def test_an_amount_with_two_columns_of_money_is_not_moved_to_either_by_its_sign(tmp_path: Path) -> None:
    path = tmp_path / "schools.csv"
    SCHOOLS.to_csv(path, index=False)
    _, result = solved("Drop every school whose graduates start on less than $30,000.", path)
    assert result["school"].tolist() == [1, 3, 5, 6]
