"""A blank filled from the column named as the verb's object ("use the campus bookstore's price for a new copy"),
never from a group said after it; one row per person kept where "his win count is highest", the person being the
table's one column of names; "neither a lead nor a supporting part" as counts of zero (num_lead, num_support),
while "no ozone reading" stays a blank; a header read as an acronym only when it is no everyday word ("sex" is not
"second exam scores"); a term said for a semester; two files stacked whose headings say the same things in other
words ("athlete_country" and "country_of_athlete"). End to end with no model, on tables of their own."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pandas as pd
import pytest

from tests.governance.readings import solved

BOOKS = pd.DataFrame(
    {
        "line": [1, 2, 3, 4, 5, 6],
        "course": ["Intro A", "Intro B", "Stats", "Art", "Chem", "Law"],
        "bookstore_new": [47.97, 14.26, np.nan, 90.0, 120.5, 60.0],
        "bookstore_used": [44.97, 10.96, np.nan, 70.0, 99.0, 45.0],
        "amazon_new": [47.45, np.nan, np.nan, np.nan, 118.0, np.nan],
        "amazon_used": [51.2, 7.1, 20.0, np.nan, 80.0, 30.0],
    }
)


@pytest.mark.parametrize(
    "request_text",
    [
        "Where Amazon had no new copy of a course's textbook, just use the campus bookstore's price for a new copy, "
        "so the comparison has fewer holes. Leave everything else alone.",
        "Where the Amazon new price is missing, use the bookstore new price.",
        "Where amazon_new is blank, use bookstore_new.",
    ],
)
def test_a_blank_taken_from_the_column_named_after_the_verb(tmp_path: Path, request_text: str) -> None:
    path = tmp_path / "books.tsv"
    BOOKS.to_csv(path, sep="\t", index=False)
    status, result = solved(request_text, path)
    expected = BOOKS["amazon_new"].fillna(BOOKS["bookstore_new"])
    assert result["amazon_new"].tolist() == pytest.approx(expected.tolist(), nan_ok=True)
    assert result["bookstore_new"].tolist() == pytest.approx(BOOKS["bookstore_new"].tolist(), nan_ok=True)
    assert status in ("verified", "unverified")


BOXERS = pd.DataFrame(
    {
        "name": ["Ada Roe", "Ada Roe", "Bo Finn", "Ada Roe", "Bo Finn", "Cy Vale"],
        "date": ["1950-01-01", "1950-06-01", "1951-02-01", "1951-03-01", "1951-09-01", "1952-01-01"],
        "wins": [1, 2, 1, 3, 2, 1],
    }
)


@pytest.mark.parametrize(
    "request_text",
    [
        "The sheet has a line for every single win. I'd like it down to one line per fighter, namely the one where "
        "his win count is highest.",
        "Keep one row per boxer, the one with the most wins.",
    ],
)
def test_one_row_per_person_by_the_one_column_of_names(tmp_path: Path, request_text: str) -> None:
    path = tmp_path / "boxers.csv"
    BOXERS.to_csv(path, index=False)
    status, result = solved(request_text, path)
    assert sorted(zip(result["name"], result["wins"], strict=True)) == [
        ("Ada Roe", 3),
        ("Bo Finn", 2),
        ("Cy Vale", 1),
    ]
    assert status in ("verified", "unverified")


CAST = pd.DataFrame(
    {
        "performer": ["Ann", "Ben", "Cat", "Dan", "Eve", "Fay"],
        "show": ["Law", "Law", "ER", "ER", "House", "House"],
        "years_since": [15, 12, 12, 10, 8, 8],
        "num_lead": [0, 0, 2, 0, 1, 0],
        "num_support": [0, 1, 0, 0, 3, 0],
    }
)


@pytest.mark.parametrize(
    "request_text",
    [
        "Please remove the actors who have had neither a lead nor a supporting part since leaving their show.",
        "Remove the actors with no lead roles and no supporting roles.",
    ],
)
def test_none_of_two_counted_things_is_two_zeros(tmp_path: Path, request_text: str) -> None:
    path = tmp_path / "cast.csv"
    CAST.to_csv(path, index=False)
    status, result = solved(request_text, path)
    assert result["performer"].tolist() == ["Ben", "Cat", "Eve"]
    assert status in ("verified", "unverified")


GRADES = pd.DataFrame(
    {
        "student": list(range(1, 9)),
        "semester": ["2000-1", "2000-1", "2000-1", "2000-1", "2000-2", "2000-2", "2000-2", "2000-2"],
        "sex": ["Man", "Woman", "Man", "Woman", "Man", "Woman", "Man", "Woman"],
        "exam1": [84.5, 80.0, 56.0, 70.0, 90.0, np.nan, 66.0, 75.0],
        "exam2": [69.5, np.nan, 70.0, 80.0, np.nan, 60.0, 64.0, 90.0],
    }
)


@pytest.mark.parametrize(
    "request_text",
    [
        "When the gradebooks were merged, two second-exam scores fell out. Please fill each one with the median of "
        "that exam among the students of the same term.",
        "Fill the blank second-exam scores with the median of that exam among the students of the same semester.",
    ],
)
def test_the_second_exam_by_the_median_of_its_term(tmp_path: Path, request_text: str) -> None:
    path = tmp_path / "grades.csv"
    GRADES.to_csv(path, index=False)
    status, result = solved(request_text, path)
    assert result["exam2"].tolist() == [69.5, 70.0, 70.0, 80.0, 64.0, 60.0, 64.0, 90.0]
    assert result["exam1"].isna().sum() == 1  # the other exam's blank is not asked about
    assert status in ("verified", "unverified")


OLYMPIC = pd.DataFrame(
    {
        "year": [1896, 1900],
        "city": ["Athens", "Paris"],
        "country_of_games": ["Greece", "France"],
        "type": ["Olympic", "Olympic"],
        "name": ["Edwin Flack", "Charles Bennett"],
        "country_of_athlete": ["Australia", "Great Britain"],
        "time_min": [4.55, 4.10],
    }
)
PARALYMPIC = pd.DataFrame(
    {
        "games_year": [1984, 1988],
        "host_city": ["New York", "Seoul"],
        "host_country": ["USA", "South Korea"],
        "class": ["T11", "T12"],
        "athlete": ["Robert Matthews", "Sixten Berner"],
        "athlete_country": ["Great Britain", "Sweden"],
        "minutes": [4.31, 4.25],
    }
)


@pytest.mark.parametrize(
    "request_text",
    [
        "Can you put the Olympic and Paralympic 1500 m champions into a single list, with a games column saying "
        "Olympic or Paralympic for each? The Paralympic file came from a different person and uses its own column "
        "names, so line them up with the Olympic file's.",
    ],
)
def test_two_files_stacked_whose_headings_say_the_same_in_other_words(
    tmp_path: Path, request_text: str
) -> None:
    OLYMPIC.to_csv(tmp_path / "olympic_champions.csv", index=False)
    PARALYMPIC.to_csv(tmp_path / "paralympic_champions.csv", index=False)
    status, result = solved(
        request_text, tmp_path / "olympic_champions.csv", tmp_path / "paralympic_champions.csv"
    )
    assert list(result.columns) == [*OLYMPIC.columns, "games"]
    assert result["country_of_athlete"].tolist() == ["Australia", "Great Britain", "Great Britain", "Sweden"]
    assert result["country_of_games"].tolist() == ["Greece", "France", "USA", "South Korea"]
    assert result["games"].tolist() == ["Olympic", "Olympic", "Paralympic", "Paralympic"]
    assert status in ("verified", "unverified")
