"""The file's name said as the things a key identifies ("each Daily Show guest should appear once" over
daily_show_guest_log.tsv: the guest column, not the show date), with copies that differ in capitals said in the
next sentence; the quarter of the year of the one date column; a column headed p90 said as "the seats at the
90th percentile"; and blanks written with a word "rather than left blank". End to end with no model, on tables
of their own."""

from __future__ import annotations

from pathlib import Path

import pandas as pd
import pytest

from tests.governance.readings import solved

GUESTS = pd.DataFrame(
    {
        "year": [2001, 2001, 2002, 2002, 2003, 2003, 2004],
        "occupation": ["actor", "comedian", "actor", "journalist", "actor", "comedian", "singer"],
        "show": [
            "2001-01-04",
            "2001-02-11",
            "2002-03-09",
            "2002-05-17",
            "2003-01-22",
            "2003-06-30",
            "2004-02-02",
        ],
        "raw_guest_list": [
            "Ana Lopez",
            "Ben Kerr",
            "ANA LOPEZ",
            "Cy Dunne",
            "Ben Kerr",
            "ben kerr",
            "Dee Moss",
        ],
    }
)


@pytest.mark.parametrize(
    "request_text",
    [
        "Each Talk Show guest should appear once in the log, at their first visit. Heads up that one of the "
        "interns typed some names in capitals, and ANA LOPEZ is still the same person as Ana Lopez.",
        "Keep one row per guest, the earliest appearance. Some names were typed in capitals.",
    ],
)
def test_each_guest_once_with_capitals_said_in_the_next_sentence(tmp_path: Path, request_text: str) -> None:
    path = tmp_path / "talk_show_guest_log.tsv"
    GUESTS.to_csv(path, sep="\t", index=False)
    status, result = solved(request_text, path)
    assert result["raw_guest_list"].tolist() == ["Ana Lopez", "Ben Kerr", "Cy Dunne", "Dee Moss"]
    assert status in ("verified", "unverified")


def test_an_example_that_is_no_case_difference_leaves_the_copies_unread(tmp_path: Path) -> None:
    path = tmp_path / "talk_show_guest_log.tsv"
    GUESTS.to_csv(path, sep="\t", index=False)
    status, _ = solved(
        "Keep one row per guest, the earliest appearance. Note that Ana Lopez is the same person as Ana Lopes.",
        path,
    )
    assert status != "verified"


KILLINGS = pd.DataFrame(
    {
        "case": [1, 2, 3, 4, 5, 6],
        "age": [19, 31, 62, 24, 45, 38],
        "date": ["2006-01-02", "2006-05-13", "2006-08-04", "2006-11-30", "2007-03-31", "2007-04-01"],
        "year": [2006, 2006, 2006, 2006, 2007, 2007],
    }
)


@pytest.mark.parametrize(
    ("request_text", "target"),
    [
        (
            "Briefing next week: could each killing get the quarter of the year it happened in (1 to 4), in a "
            "column called quarter?",
            "quarter",
        ),
        ("Put the quarter of the date in a new column qtr.", "qtr"),
    ],
)
def test_the_quarter_of_the_one_date_column(tmp_path: Path, request_text: str, target: str) -> None:
    path = tmp_path / "killings.csv"
    KILLINGS.to_csv(path, index=False)
    status, result = solved(request_text, path)
    assert result[target].tolist() == [1, 2, 3, 4, 1, 2]
    assert status in ("verified", "unverified")


FORECAST = pd.DataFrame(
    {
        "line": [1, 2, 3, 4],
        "party": ["D", "R", "D", "R"],
        "mean_seats": [49.1, 50.9, 48.2, 51.8],
        "p10_seats": [46, 48, 44, 49],
        "p90_seats": [52, 54, 53, 56],
    }
)


@pytest.mark.parametrize(
    "request_text",
    [
        "On the forecast, add a seat_range column: for each line, the seats at the 90th percentile minus the seats "
        "at the 10th.",
        "Add a seat_range column, the 90th percentile seats minus the 10th percentile seats.",
    ],
)
def test_percentile_columns_said_in_words(tmp_path: Path, request_text: str) -> None:
    path = tmp_path / "forecast.csv"
    FORECAST.to_csv(path, index=False)
    status, result = solved(request_text, path)
    assert result["seat_range"].tolist() == [6, 6, 9, 7]
    assert status in ("verified", "unverified")


STORIES = pd.DataFrame(
    {
        "date": ["2015-06-16", "2015-06-17", "2015-06-18", "2015-06-19", "2015-06-20"],
        "major_cat": ["Noncampaign", "Other", "Polls", "Other", "Noncampaign"],
        "detail": [None, "Entry into race", None, "Debate", None],
    }
)


@pytest.mark.parametrize(
    "request_text",
    [
        "In the news log an empty detail just means the day's top story had no sub-topic. Could you write general "
        "in those cells rather than leave them blank?",
        "Write general in the empty detail cells rather than leave them empty.",
    ],
)
def test_a_word_written_rather_than_blanks_left(tmp_path: Path, request_text: str) -> None:
    path = tmp_path / "stories.csv"
    STORIES.to_csv(path, index=False)
    status, result = solved(request_text, path)
    assert result["detail"].tolist() == ["general", "Entry into race", "general", "Debate", "general"]
    assert status in ("verified", "unverified")
