"""A word for a blank that the column holds as a value ("unknown" among stances) is that value; "no personal
income recorded" is a blank of total_personal_income, not a count of zero; "band the rest by personal income"
names income_band and "zero or a loss" is zero or less; "zero miles" is about the one distance column and says
the unit a later conversion starts from; a sentence that only tells how copies came about gives way to the
request that follows it, and "on the last year he played" keeps the latest year. End to end with no model, on
tables of their own, each in two wordings or more."""

from __future__ import annotations

from pathlib import Path

import pandas as pd
import pytest

from tests.governance.readings import spec_of, written

STANCES = pd.DataFrame(
    {
        "member": ["A", "B", "C", "D", "E", "F"],
        "stance": ["yes", "unknown", "no", "undecided", "leaning no", "unknown"],
        "years": [2, 10, 4, 8, 1, 6],
    }
)


@pytest.mark.parametrize(
    "request_text",
    [
        "pls take out the members whose stance is unknown or undecided. the yes, no and leaning-no members all stay.",
        "Remove every member whose stance is undecided or unknown.",
    ],
)
def test_a_word_for_a_blank_that_the_column_holds_is_a_value(tmp_path: Path, request_text: str) -> None:
    result, _ = written(request_text, tmp_path, **{"whip.csv": STANCES})
    assert list(result["member"]) == ["A", "C", "E"]


INCOMES = pd.DataFrame(
    {
        "person": [1, 2, 3, 4, 5, 6, 7],
        "age": [20, 35, 51, 44, 29, 63, 38],
        "total_personal_income": [13000.0, None, 48000.0, 0.0, -2000.0, 75000.0, None],
    }
)


@pytest.mark.parametrize(
    "request_text",
    [
        "First drop the people with no personal income recorded at all. Then band the rest by personal income: "
        "none for zero or a loss, low under $20,000, middle from $20,000 up to $50,000, high at $50,000 or more.",
        "Remove anyone whose personal income was not recorded, then band the rest by personal income: none for "
        "zero or a loss, low under $20,000, middle from $20,000 up to $50,000, high at $50,000 or more.",
    ],
)
def test_no_income_recorded_is_a_blank_and_the_bands_are_named_by_the_measure(
    tmp_path: Path, request_text: str
) -> None:
    result, _ = written(request_text, tmp_path, **{"census.csv": INCOMES})
    assert dict(zip(result["person"], result["income_band"], strict=True)) == {
        1: "low",
        3: "middle",
        4: "none",
        5: "none",
        6: "high",
    }


def test_a_header_word_before_the_counted_thing_counts_nothing() -> None:
    (step,) = spec_of("Drop the people with no personal income.", **{"census.csv": INCOMES}).steps
    assert step.intent.kind == "drop_missing"
    assert step.intent.columns == ["total_personal_income"]


TRIPS = pd.DataFrame(
    {"trip": [1, 2, 3, 4], "distance": [12.2, 0.0, 0.8, 0.0], "company": ["Flash", "Sun", "Flash", "City"]}
)


@pytest.mark.parametrize(
    "request_text",
    [
        "Leave out the trips logged at zero miles, and after that give every trip's distance in kilometres, to "
        "two decimals.",
        "Drop the trips of zero miles, then convert the distance into kilometres with two decimals.",
    ],
)
def test_zero_miles_is_the_distance_and_the_unit_it_converts_from(tmp_path: Path, request_text: str) -> None:
    result, _ = written(request_text, tmp_path, **{"taxi.csv": TRIPS})
    assert dict(zip(result["trip"], result["distance"], strict=True)) == {1: 19.63, 3: 1.29}


COLLEGE = pd.DataFrame(
    {
        "playerID": ["aa01", "aa01", "bb02", "cc03", "cc03", "cc03", "dd04", "ee05"],
        "schoolID": ["ark", "ark", "lsu", "usc", "usc", "usc", "ark", "lsu"],
        "yearID": [1915, 1914, 1969, 1990, 1992, 1991, 1914, 1990],
    }
)


@pytest.mark.parametrize(
    "request_text",
    [
        "The college file lists every year a future big leaguer played in college, so a player who played several "
        "years appears several times. For the alumni feature we want each player once, on the last year he played.",
        "Each player appears once for every year he played. Keep each player once, on his final year.",
    ],
)
def test_each_player_once_on_the_last_year_he_played(tmp_path: Path, request_text: str) -> None:
    result, _ = written(request_text, tmp_path, **{"college.csv": COLLEGE})
    assert sorted(zip(result["playerID"], result["yearID"], strict=True)) == [
        ("aa01", 1915),
        ("bb02", 1969),
        ("cc03", 1992),
        ("dd04", 1914),
        ("ee05", 1990),
    ]


CAUSES = pd.DataFrame(
    {
        "officer": list(range(1, 12)),
        "cause_of_death": [
            "Gunfire",
            "Automobile accident",
            "Struck by vehicle",
            "Heart attack",
            "Duty related illness",
            "9/11 related illness",
            "Gunfire (Accidental)",
            "Fall",
            "Motorcycle accident",
            "Drowned",
            "Heart attack",
        ],
    }
)


@pytest.mark.parametrize(
    "request_text",
    [
        "For the memorial report, give each officer a cause group: shooting for any gunfire, accidental included; "
        "road for car and motorcycle accidents and being struck by a vehicle; health for heart attacks and "
        "duty-related or 9/11-related illness. Everything else is other.",
        "Give each officer a cause group: shooting for any gunfire, accidental included; road for auto and "
        "motorcycle accidents or being struck by a vehicle; health for a heart attack and duty-related or "
        "9/11-related illness; other for the rest.",
    ],
)
def test_causes_listed_before_their_noun_with_hyphens_articles_and_synonyms(
    tmp_path: Path, request_text: str
) -> None:
    result, _ = written(request_text, tmp_path, **{"deaths.csv": CAUSES})
    assert list(result["cause_group"]) == [
        "shooting",
        "road",
        "road",
        "health",
        "health",
        "health",
        "shooting",
        "other",
        "road",
        "other",
        "health",
    ]


def test_a_list_before_a_noun_that_makes_no_values_is_not_read() -> None:
    spec = spec_of("Keep the officers who died in car and boat accidents.", **{"deaths.csv": CAUSES})
    assert not [
        c
        for s in spec.steps
        if s.intent.kind == "row_filter"
        for c in s.intent.conditions
        if c.value in ("Automobile accident", ["Automobile accident"])
    ]
