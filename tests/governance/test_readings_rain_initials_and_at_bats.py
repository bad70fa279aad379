"""A case "if any rain fell" is more than the zero a column of amounts starts at (never moved to the one column
that spans the other case's bound), and "otherwise busy when …" is one more case in order, not the rest's label;
"we counted 400 or more users" is about the one count column; "the World Series" is the code WS, said by its
initials; "got an at-bat" is at least one at-bat; "grade everyone left" labels; "one and a half times … the other
way round" keeps the factor; blanks "never given a theme" and "mark those as untagged" fill them. End to end with
no model, on tables of their own, each in two wordings or more."""

from __future__ import annotations

from pathlib import Path

import pandas as pd
import pytest

from tests.governance.readings import spec_of, written

TRAIL = pd.DataFrame(
    {
        "day": [1, 2, 3, 4, 5, 6],
        "hightemp": [83, 73, 74, 95, 44, 69],
        "precip": [0.0, 0.29, 0.0, 0.0, 1.2, 0.0],
        "volume": [501, 419, 397, 620, 120, 288],
    }
)


@pytest.mark.parametrize(
    ("request_text", "labels"),
    [
        (
            "Add a conditions column to the rail-trail days: wet if any rain fell, otherwise busy when we counted "
            "400 or more users, and quiet for the rest.",
            ["busy", "wet", "quiet", "busy", "wet", "quiet"],
        ),
        (
            "Add a conditions column: busy when we counted 400 or more users, otherwise wet if any rain fell, and "
            "quiet for the rest.",
            ["busy", "busy", "quiet", "busy", "wet", "quiet"],
        ),
    ],
)
def test_any_rain_and_a_case_after_otherwise(tmp_path: Path, request_text: str, labels: list[str]) -> None:
    result, status = written(request_text, tmp_path, **{"rail_trail.csv": TRAIL})
    assert list(result["conditions"]) == labels
    assert status == "verified"


LINES = pd.DataFrame(
    {
        "yearID": [2016, 2016, 2016, 2017, 2017, 2018],
        "round": ["ALDS1", "WS", "WS", "NLCS", "WS", "WS"],
        "playerID": ["a", "b", "c", "d", "e", "f"],
        "AB": [11, 0, 4, 3, 7, 0],
    }
)


@pytest.mark.parametrize(
    "request_text",
    [
        "From these postseason batting lines I just need the World Series, and of those, only players who actually "
        "got an at-bat.",
        "Keep only the World Series lines, then drop the players who got no at-bat.",
    ],
)
def test_a_code_said_by_its_initials_and_an_at_bat(tmp_path: Path, request_text: str) -> None:
    result, status = written(request_text, tmp_path, **{"postseason_batting.csv": LINES})
    assert list(result["playerID"]) == ["c", "e"]
    assert status == "verified"


def test_words_whose_initials_no_code_is_are_not_read() -> None:
    spec = spec_of("Keep only the Championship Series lines.", **{"postseason_batting.csv": LINES})
    assert spec.unmapped and not spec.steps


SCORES = pd.DataFrame({"id": [1, 2, 3, 4], "cesd": [45, 20, 8, 39]})


@pytest.mark.parametrize(
    "request_text",
    [
        "Grade everyone on the CES-D score in a depression column: severe at 40 and up, moderate from 16 to 39, "
        "minimal below 16.",
        "Grade everybody on the cesd score in a new depression column: minimal below 16, moderate from 16 to 39, "
        "severe at 40 and up.",
    ],
)
def test_grade_everyone(tmp_path: Path, request_text: str) -> None:
    result, status = written(request_text, tmp_path, **{"scores.csv": SCORES})
    assert list(result["depression"]) == ["severe", "moderate", "minimal", "moderate"]
    assert status == "verified"


FARMS = pd.DataFrame(
    {
        "county": ["a", "b", "c", "d"],
        "crop": [300.0, 100.0, 120.0, 50.0],
        "animal": [100.0, 120.0, 100.0, 200.0],
    }
)


@pytest.mark.parametrize(
    "request_text",
    [
        "Add a leaning column: crops when crop sales are more than one and a half times livestock sales, livestock "
        "when it's the other way round, and mixed in between.",
        "Add a leaning column: crops when crop sales are more than 1.5 times livestock sales, livestock when "
        "livestock sales are more than 1.5 times crop sales, mixed otherwise.",
    ],
)
def test_a_factor_the_other_way_round_leaves_a_band_in_between(tmp_path: Path, request_text: str) -> None:
    result, status = written(request_text, tmp_path, **{"farm_income.csv": FARMS})
    assert list(result["leaning"]) == ["crops", "mixed", "mixed", "livestock"]
    assert status == "verified"


LYRICS = pd.DataFrame(
    {
        "song": ["a", "b", "c", "d"],
        "candidate": ["X", "Y", "X", "Z"],
        "theme": ["money", None, "hotels", None],
    }
)


@pytest.mark.parametrize(
    "request_text",
    [
        "Quite a few of the lyrics were never given a theme. Mark those as untagged, otherwise they drop out of my "
        "pivot table.",
        "Some lyrics were never given a theme; put untagged in those cells.",
    ],
)
def test_blanks_said_never_given_are_marked_with_a_word(tmp_path: Path, request_text: str) -> None:
    result, status = written(request_text, tmp_path, **{"lyrics.csv": LYRICS})
    assert list(result["theme"]) == ["money", "untagged", "hotels", "untagged"]
    assert len(result) == 4
    assert status == "verified"
