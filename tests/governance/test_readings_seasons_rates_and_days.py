"""A season, a draft class and a cohort are named by their year (yearID, draft_year); districts numbered within
each state are joined on state and number together; a price per square foot is worked out from the one area
column and filtered on "under $200 a foot"; a day said without its year ("1 June or later") is a day of the one
year the dates hold, and is left unread over dates of several years; "the 1990s" over polls numbered 1 to n is
about the column of years; "grade each poll" names the column; "a net figure" is the net. End to end with no
model, on tables of their own, each in two wordings or more."""

from __future__ import annotations

from pathlib import Path

import pandas as pd
import pytest

from tests.governance.readings import solved, spec_of, written

STINTS = pd.DataFrame(
    {
        "playerID": ["ab01", "ab01", "cd02", "ef03", "ef03", "ef03", "ab01", "gh04"],
        "yearID": [1950, 1950, 1950, 1951, 1951, 1951, 1951, 1951],
        "stint": [1, 2, 1, 1, 2, 3, 1, 1],
        "games": [20, 90, 140, 10, 30, 60, 150, 12],
    }
)


@pytest.mark.parametrize(
    "request_text",
    [
        "A player traded during a year shows up once for every club he played for. Keep a single row per player "
        "per season: the one for the club he ended the season with.",
        "Players traded mid-season appear once per team. I want one row per player per season, keeping the "
        "team he finished the season with.",
        "Only one record for each player and season please; keep the last club.",
    ],
)
def test_a_season_is_its_year_and_the_club_he_ended_with_is_the_last(
    tmp_path: Path, request_text: str
) -> None:
    path = tmp_path / "fielding.csv"
    STINTS.to_csv(path, index=False)
    _, result = solved(request_text, path)
    got = sorted(zip(result["playerID"], result["yearID"], result["stint"], strict=True))
    assert got == [
        ("ab01", 1950, 2),
        ("ab01", 1951, 1),
        ("cd02", 1950, 1),
        ("ef03", 1951, 3),
        ("gh04", 1951, 1),
    ]


@pytest.mark.parametrize(
    "request_text",
    [
        "Each player should show up once for every season he played.",
        "Each player should appear only once per season.",
    ],
)
def test_what_appears_once_for_each_season_is_keyed_on_both(request_text: str) -> None:
    (step,) = spec_of(request_text, **{"fielding.csv": STINTS}).steps
    assert step.intent.kind == "deduplicate"
    assert sorted(step.intent.key) == ["playerID", "yearID"]


SWING = pd.DataFrame(
    {
        "state": ["Ohio", "Ohio", "Iowa", "Iowa", "Utah"],
        "district": [1, 2, 1, 2, 1],
        "swing": [1.1, 0.9, 1.2, 1.0, 0.8],
    }
)
LEAN = pd.DataFrame(
    {
        "state": ["Iowa", "Ohio", "Ohio", "Iowa"],
        "district": [2, 1, 2, 1],
        "lean": ["R+3", "D+5", "R+9", "R+1"],
    }
)


@pytest.mark.parametrize(
    "request_text",
    [
        "One file says how much each district swings, the other gives its lean. One row per district with both, "
        "please; a district missing from either file can be left out.",
        "Combine the two district files into one table, only districts found in both.",
    ],
)
def test_districts_numbered_within_states_join_on_state_and_number(tmp_path: Path, request_text: str) -> None:
    result, _ = written(request_text, tmp_path, **{"district_swing.csv": SWING, "district_lean.csv": LEAN})
    got = sorted(zip(result["state"], result["district"], result["swing"], result["lean"], strict=True))
    assert got == [
        ("Iowa", 1, 1.2, "R+1"),
        ("Iowa", 2, 1.0, "R+3"),
        ("Ohio", 1, 1.1, "D+5"),
        ("Ohio", 2, 0.9, "R+9"),
    ]


HOUSES = pd.DataFrame(
    {
        "address": ["1 Elm St", "2 Oak Ave", "3 Pine Rd", "4 Ash Ct"],
        "price": [300000, 455000, 610000, 199000],
        "bed": [3, 4, 5, 2],
        "area": [1500, 1750, 2000, 1210],
    }
)


@pytest.mark.parametrize(
    ("request_text", "kept"),
    [
        (
            "Two steps: work out what each home went for per square foot, in whole dollars, and then keep only "
            "those that sold for less than $250 a foot.",
            {"1 Elm St": 200, "4 Ash Ct": 164},
        ),
        (
            "What did each house sell for per square foot? Keep the ones at $250 a square foot or more.",
            {"2 Oak Ave": 260, "3 Pine Rd": 305},
        ),
    ],
)
def test_a_price_per_square_foot_is_worked_out_and_filtered(
    tmp_path: Path, request_text: str, kept: dict[str, int]
) -> None:
    result, _ = written(request_text, tmp_path, **{"sales.csv": HOUSES})
    assert dict(zip(result["address"], result["price_per_sqft"].round(), strict=True)) == kept
    assert list(result.columns) == [*HOUSES.columns, "price_per_sqft"]


def test_no_rate_is_read_without_a_column_of_area() -> None:
    spec = spec_of(
        "Work out what each home went for per square foot.", **{"sales.csv": HOUSES.drop(columns=["area"])}
    )
    assert not [s for s in spec.steps if s.intent.kind == "derive_column"]


PRIMARIES = pd.DataFrame(
    {
        "candidate": ["A", "B", "C", "D", "E"],
        "primary_date": ["2018-05-15", "June 5, 2018", "2018-06-26", "May 8, 2018", "2018-06-01"],
        "share": [41.0, 12.5, 60.2, 33.3, 18.0],
    }
)


@pytest.mark.parametrize(
    ("request_text", "kept"),
    [
        ("Keep just the candidates whose primary fell on 1 June or later.", ["B", "C", "E"]),
        ("Keep the candidates whose primary was before the 12th of June.", ["A", "B", "D", "E"]),
        ("Only the candidates with a primary after May 15.", ["B", "C", "E"]),
    ],
)
def test_a_day_said_without_its_year_is_in_the_dates_one_year(
    tmp_path: Path, request_text: str, kept: list[str]
) -> None:
    result, _ = written(request_text, tmp_path, **{"primaries.csv": PRIMARIES})
    assert sorted(result["candidate"]) == kept


def test_a_day_without_its_year_over_dates_of_two_years_is_not_read() -> None:
    two_years = PRIMARIES.assign(
        primary_date=["2018-05-15", "2019-06-05", "2018-06-26", "2019-05-08", "2018-06-01"]
    )
    spec = spec_of("Keep just the candidates whose primary fell on 1 June or later.", **{"p.csv": two_years})
    assert not [
        c
        for s in spec.steps
        if s.intent.kind == "row_filter"
        for c in s.intent.conditions
        if c.column == "primary_date"
    ]


POLLS = pd.DataFrame(
    {
        "poll": list(range(1, 9)),
        "cycle": [1990, 1994, 1998, 2002, 2006, 2010, 2014, 1996],
        "miss": [2.0, 9.5, 4.0, 1.0, 8.0, 3.0, 12.0, 0.5],
    }
)


@pytest.mark.parametrize(
    "request_text",
    [
        "Drop the election years of the 1990s, and then grade each remaining poll on how far it missed: close if "
        "the miss was under 3 points, off from 3 up to 8, way off at 8 or more.",
        "Leave out the 1990s. Then grade every poll: close if the miss was under 3, off from 3 up to 8, way off "
        "at 8 or more.",
    ],
)
def test_a_decade_is_about_the_years_and_grading_names_the_grade(tmp_path: Path, request_text: str) -> None:
    result, _ = written(request_text, tmp_path, **{"polls.csv": POLLS})
    assert dict(zip(result["cycle"], result["grade"], strict=True)) == {
        2002: "close",
        2006: "way off",
        2010: "off",
        2014: "way off",
    }


DRAFT = pd.DataFrame(
    {
        "prospect": list(range(1, 9)),
        "draft_year": [2014, 2014, 2014, 2014, 2015, 2015, 2015, 2015],
        "projected_spm": [0.5, 0.1, 0.3, -0.2, 0.4, 0.6, -0.1, 0.2],
    }
)


@pytest.mark.parametrize(
    "request_text",
    [
        "for every draft class I just need the two prospects with the best projected plus-minus, the rest of "
        "each class can be cut.",
        "Keep the two prospects with the highest projected plus-minus in each draft class.",
    ],
)
def test_the_top_rows_of_each_draft_class(tmp_path: Path, request_text: str) -> None:
    result, _ = written(request_text, tmp_path, **{"draft.csv": DRAFT})
    assert sorted(result["prospect"]) == [1, 3, 5, 6]


APPROVAL = pd.DataFrame(
    {"day": ["2018-08-01", "2018-08-02"], "approve": [43.24, 42.9], "disapprove": [52.1, 53.26]}
)


@pytest.mark.parametrize(
    "request_text",
    [
        "Give every day a net figure, approval minus disapproval to one decimal.",
        "Give each day a net number: approve minus disapprove, to one decimal.",
    ],
)
def test_a_net_figure_is_named_net(tmp_path: Path, request_text: str) -> None:
    result, _ = written(request_text, tmp_path, **{"approval.csv": APPROVAL})
    assert list(result["net"]) == [-8.9, -10.4]
