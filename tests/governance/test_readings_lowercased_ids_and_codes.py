"""Headers whose camel case was lost (yearid, lgid, gamenum, as Lahman's yearID, lgID, gameNum often arrive): "one
line per league per year, the first game" keys on lgid and yearid and keeps the lowest game number; one row per
member of a roster whose only identifier is a column of codes (O000006, H000324), from the latest term. End to end
with no model, on tables of their own; a header that is an everyday word ("paid", "rapid") is never split."""

from __future__ import annotations

from pathlib import Path

import pandas as pd
import pytest

from dataagents.governance.schema_link import describe_table
from tests.governance.readings import solved

ALL_STARS = pd.DataFrame(
    {
        "yearid": [1958, 1959, 1959, 1959, 1959, 1960, 1960],
        "gamenum": [0, 2, 1, 1, 2, 1, 1],
        "gameid": ["A58", "B59", "A59", "A59", "B59", "A60", "A60"],
        "lgid": ["AL", "AL", "AL", "NL", "NL", "AL", "NL"],
        "talent": [1.2, 1.5, 1.4, 1.1, 1.3, 0.9, 1.0],
    }
)


@pytest.mark.parametrize(
    "request_text",
    [
        "Some summers had two games. One line per league per year is what I'm after, and for those summers take "
        "the first game.",
        "Keep one line per league per year, the first game.",
    ],
)
def test_lowercased_identifier_headers_and_the_first_of_a_numbered_thing(
    tmp_path: Path, request_text: str
) -> None:
    path = tmp_path / "all_star_talent.csv"
    ALL_STARS.to_csv(path, index=False)
    status, result = solved(request_text, path)
    got = sorted(zip(result["yearid"], result["lgid"], result["gamenum"], strict=True))
    assert got == [(1958, "AL", 0), (1959, "AL", 1), (1959, "NL", 1), (1960, "AL", 1), (1960, "NL", 1)]
    assert status in ("verified", "unverified")


ROSTER = pd.DataFrame(
    {
        "congress": [111, 111, 111, 111, 112, 112, 113, 113, 113],
        "bioguide": [
            "O000006",
            "H000324",
            "N000179",
            "K000009",
            "H000324",
            "N000179",
            "N000179",
            "H000324",
            "W000187",
        ],
        "lastname": [
            "Oberstar",
            "Hastings",
            "Napolitano",
            "Kaptur",
            "Hastings",
            "Napolitano",
            "Napolitano",
            "Hastings",
            "Waters",
        ],
        "termstart": [
            "2009-01-06",
            "2009-01-06",
            "2009-01-06",
            "2009-01-06",
            "2011-01-05",
            "2011-01-05",
            "2013-01-03",
            "2013-01-03",
            "2013-01-03",
        ],
    }
)


@pytest.mark.parametrize(
    "request_text",
    [
        "Keep a single row per member, taken from their most recent term.",
        "Members who served more than one term show up once per term. For the roster I want a single row for each "
        "of them, taken from their most recent term.",
    ],
)
def test_one_row_per_member_by_the_one_column_of_codes(tmp_path: Path, request_text: str) -> None:
    path = tmp_path / "members.csv"
    ROSTER.to_csv(path, index=False)
    status, result = solved(request_text, path)
    got = sorted(zip(result["bioguide"], result["congress"], strict=True))
    assert got == [("H000324", 113), ("K000009", 111), ("N000179", 113), ("O000006", 111), ("W000187", 113)]
    assert status in ("verified", "unverified")


def test_an_everyday_word_is_no_header_with_an_id_ending() -> None:
    table = describe_table(
        "t.csv", pd.DataFrame({"paid": [1], "rapid": [2], "lgid": ["AL"], "yearid": [1990]})
    )
    assert [c.expanded for c in table.columns] == [["paid"], ["rapid"], ["league", "identifier"], ["year"]]
