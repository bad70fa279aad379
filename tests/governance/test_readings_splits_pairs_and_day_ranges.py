"""A column cut into parts ("Bay, FL" into a county and a state), with a check that fails on a wrong cut; pairs
listed from both sides ("2 against 40 and 40 against 2") kept once per pair and per the number said beside them,
and an example of two such codes is never read as a legend; copies told apart only by capitals, said by an
example ("counting JOHN SMITH and John Smith as the same person"), over a key of first and last names; a range
of days ("from 16 June 2015 through 8 November 2016") on a column of dates and times, the last day in full, and
a day given in brackets after the words naming it ("from Black Thursday (24 October 1929) onwards"); text that
opens with a quotation mark; bands named by their own ranges ("a pay band: under 50k, 50k to 100k, and 100k or
more"), each ending where the next starts, over numbers a step before wrote from text; a later sentence saying
whose value a column both joined tables carry keeps ("the housing file has the revised count"). End to end with
no model, on tables of their own, each in two wordings or more, with the negatives that must not be read."""

from __future__ import annotations

import re
from pathlib import Path

import pandas as pd
import pytest

from dataagents.governance.operators.filtering import condition_mask
from dataagents.governance.spec import MapValues, SplitColumn, StepSpec
from dataagents.governance.verify import verify_step
from tests.governance.readings import spec_of, written

OFFICES = pd.DataFrame(
    {
        "office": ["Springfield, IL", "Austin, TX  ", "Winston-Salem, NC", "Reno, NV", None],
        "staff": [120, 300, 60, 40, 5],
    }
)


@pytest.mark.parametrize(
    ("request_text", "into"),
    [
        (
            "The office column has the state stuck on the end, like Reno, NV. Split it so the office column keeps "
            "just the city and the two-letter code goes into a new state column.",
            ["office", "state"],
        ),
        ("Split office into two columns, city and state_code, at the comma.", ["city", "state_code"]),
    ],
)
def test_a_column_is_cut_at_its_separator_into_the_columns_said(
    tmp_path: Path, request_text: str, into: list[str]
) -> None:
    result, status = written(request_text, tmp_path, **{"offices.csv": OFFICES})
    assert status == "verified"
    assert list(result[into[0]].iloc[:4]) == ["Springfield", "Austin", "Winston-Salem", "Reno"]
    assert list(result[into[1]].iloc[:4]) == ["IL", "TX", "NC", "NV"]
    assert result[into[1]].isna().iloc[4]
    assert list(result["staff"]) == [120, 300, 60, 40, 5]


def test_a_column_without_a_separator_in_its_values_is_never_cut() -> None:
    spec = spec_of("Split the staff column into two.", **{"offices.csv": OFFICES})
    assert not any(isinstance(s.intent, SplitColumn) for s in spec.steps)


def test_the_split_check_fails_on_parts_cut_at_the_wrong_place() -> None:
    it = SplitColumn(column="place", separator=",", into=["place", "state"], from_end=True)
    before = pd.DataFrame({"place": ["Dade, Miami, FL", "Bay, FL"]})
    right = pd.DataFrame({"place": ["Dade, Miami", "Bay"], "state": ["FL", "FL"]})
    wrong = pd.DataFrame({"place": ["Dade", "Bay"], "state": ["Miami, FL", "FL"]})
    lost = pd.DataFrame({"place": ["Dade, Miami", "Bay"], "state": ["FL", ""]})
    step = StepSpec(intent=it, table="t.csv", phrase="")
    assert all(c.passed for c in verify_step(1, step, before, right, {}).checks)
    assert not all(c.passed for c in verify_step(1, step, before, wrong, {}).checks)
    assert not all(c.passed for c in verify_step(1, step, before, lost, {}).checks)


DISPUTES = pd.DataFrame(
    {
        "ccode1": [2, 40, 2, 365, 2, 710],
        "ccode2": [40, 2, 365, 2, 40, 2],
        "micnum": [197, 197, 3637, 3637, 4486, 4486],
        "year": [1962, 1962, 1986, 1986, 2009, 2009],
    }
)


@pytest.mark.parametrize(
    "request_text",
    [
        "The file lists every dispute twice, once from each country's side, so 2 against 40 and 40 against 2 in "
        "the same dispute number are one event. I need a single line per pair of countries per dispute; the first "
        "of the two is fine.",
        "Each rivalry shows up twice, once from either side (2 vs 40, 40 vs 2). Keep one row per dispute number "
        "and pair of countries, the first one.",
    ],
)
def test_pairs_listed_from_both_sides_are_kept_once_per_pair_and_number(
    tmp_path: Path, request_text: str
) -> None:
    result, status = written(request_text, tmp_path, **{"disputes.csv": DISPUTES})
    assert status == "verified"
    # 2-40 in dispute 4486 is another dispute than 2-40 in 197, and 710-2 is another pair than 2-40
    assert list(zip(result["micnum"], result["ccode1"], result["ccode2"], strict=True)) == [
        (197, 2, 40),
        (3637, 2, 365),
        (4486, 2, 40),
        (4486, 710, 2),
    ]


def test_a_pair_shown_both_ways_round_is_never_read_as_codes_spelled_out() -> None:
    spec = spec_of("Each rivalry shows up twice (2 vs 40, 40 vs 2).", **{"disputes.csv": DISPUTES})
    assert not any(isinstance(s.intent, MapValues) for s in spec.steps)


ROSTER = pd.DataFrame(
    {
        "surname": ["Jones", "Smith", "JONES", "Brown", "smith", "Jones"],
        "forename": ["Mary", "Tom", "MARY", "Ann", "tom", "Tim"],
        "grade": [71, 64, 72, 80, 65, 55],
    }
)


@pytest.mark.parametrize(
    "request_text",
    [
        "Some pupils were typed in twice, once in capital letters. I want one row per pupil, treating MARY JONES "
        "and Mary Jones as one, keeping the first.",
        "Keep a single row for each child; count TOM SMITH and tom smith as the same child.",
    ],
)
def test_copies_differing_in_capitals_said_by_an_example_over_first_and_last_names(
    tmp_path: Path, request_text: str
) -> None:
    result, status = written(request_text, tmp_path, **{"pupils.csv": ROSTER})
    assert status == "verified"
    assert list(result["grade"]) == [71, 64, 80, 55]


def test_an_example_of_two_different_names_is_no_case_rule() -> None:
    spec = spec_of(
        "Keep a single row for each child; count Tom Smith and Thomas Smith as the same child.",
        **{"pupils.csv": ROSTER},
    )
    assert not any(getattr(s.intent, "ignore_case", False) for s in spec.steps)
    assert spec.unmapped


TWEETS = pd.DataFrame(
    {
        "text": [
            '"Great rally" said a fan',
            "Thank you Iowa!",
            "“Quote” from a paper",
            "Vote today",
            "Early one",
        ],
        "created_at": [
            "2016-11-08 21:47:00",
            "2016-11-09 00:05:00",
            "2015-06-16 10:00:00",
            "2016-01-02 08:00:00",
            "2015-06-15 23:59:00",
        ],
    }
)


@pytest.mark.parametrize(
    "request_text",
    [
        "For the campaign piece I need his tweets from the day he announced his run (16 June 2015) through "
        "election day (8 November 2016). Leave out the ones that open with a quotation mark too, since those are "
        "him quoting somebody else.",
        "Only keep tweets between 16 June 2015 and 8 November 2016, and drop any that start with a quote mark.",
    ],
)
def test_a_range_of_days_keeps_the_last_day_in_full_and_quotes_go(tmp_path: Path, request_text: str) -> None:
    result, status = written(request_text, tmp_path, **{"tweets.csv": TWEETS})
    assert status == "verified"
    assert list(result["text"]) == ["Vote today"]


def test_a_day_bound_on_dates_with_times_is_the_whole_day() -> None:
    frame = pd.DataFrame({"t": ["2016-11-08 21:47:00", "2016-11-09 00:01:00", "2015-06-16 01:00:00"]})
    kept = condition_mask(frame, {"column": "t", "op": "between", "value": ["2015-06-16", "2016-11-08"]})
    later = condition_mask(frame, {"column": "t", "op": ">", "value": "2016-11-08"})
    assert list(kept) == [True, False, True]
    assert list(later) == [False, True, False]


PEOPLE = pd.DataFrame(
    {
        "id": [0, 1, 2, 3, 4, 5],
        "age": [25, 31, 49, 50, 70, 18],
        "income": [30000, 52000, 99999, 100000, 150000, 12000],
    }
)


@pytest.mark.parametrize(
    ("request_text", "target"),
    [
        (
            "Add a pay band: under 50k, 50k to 100k (up to but not including 100k), and 100k or more.",
            "pay_band",
        ),
        ("Give each person an income band: below 50k, 50k-100k, 100k+.", "income_band"),
    ],
)
def test_bands_named_by_their_ranges_end_where_the_next_one_starts(
    tmp_path: Path, request_text: str, target: str
) -> None:
    result, status = written(request_text, tmp_path, **{"people.csv": PEOPLE})
    assert status == "verified"
    low, middle, high = [b.strip() for b in re.split(r":|,\s*(?:and\s+)?", request_text)[1:4]]
    middle = middle.split(" (")[0]
    assert list(result[target]) == [low, middle, middle, high.rstrip("."), high.rstrip("."), low]


def test_numbers_written_as_text_are_banded_as_the_numbers_they_become(tmp_path: Path) -> None:
    pay = pd.DataFrame({"who": [1, 2, 3, 4], "salary": ["$131,250", "95k", "40,000", "100k"]})
    result, status = written(
        "Salaries came through as text, some written like 95k. Turn them into plain numbers, then add a pay band: "
        "under 50k, 50k to 100k, and 100k or more.",
        tmp_path,
        **{"pay.csv": pay},
    )
    assert status == "verified"
    assert list(result["salary"]) == [131250, 95000, 40000, 100000]
    assert list(result["pay_band"]) == ["100k or more", "50k to 100k", "under 50k", "100k or more"]


CLOSES = pd.DataFrame(
    {"date": ["1929-10-22", "1929-10-23", "1929-10-24", "1929-10-25", "1929-10-28"], "close": [1, 2, 3, 4, 5]}
)


@pytest.mark.parametrize(
    ("request_text", "closes"),
    [
        ("Keep only the trading days from Black Thursday (24 October 1929) onwards.", [3, 4, 5]),
        ("Drop the days before the crash began (24 October 1929).", [3, 4, 5]),
        ("Keep just the days after Black Thursday (24 October 1929).", [4, 5]),
    ],
)
def test_a_day_given_in_brackets_after_the_words_that_name_it(
    tmp_path: Path, request_text: str, closes: list[int]
) -> None:
    result, status = written(request_text, tmp_path, **{"closes.csv": CLOSES})
    assert status == "verified"
    assert list(result["close"]) == closes


STORES = pd.DataFrame({"store": [1, 2, 3, 4], "region": ["N", "S", "E", "W"], "staff": [10, 12, 7, 9]})
AUDIT = pd.DataFrame({"store": [1, 2, 3], "staff": [11, 12, 8], "sales": [100, 200, 150]})


@pytest.mark.parametrize(
    "request_text",
    [
        "Join the audit to the stores on store number, keeping every store. Both have a staff count; where they "
        "differ, the audit has the corrected figure.",
        "Add the audit's sales to the store list by store, keeping every store. Both carry staff, and where they "
        "disagree go with the audit.",
    ],
)
def test_a_later_sentence_says_whose_value_a_shared_column_keeps(tmp_path: Path, request_text: str) -> None:
    result, status = written(request_text, tmp_path, **{"stores.csv": STORES, "store_audit.csv": AUDIT})
    assert status == "verified"
    assert list(result["staff"]) == [11, 12, 8, 9]


@pytest.mark.parametrize(
    "request_text",
    [
        # which side "that one" is, is never said
        "Add the audit's sales to the store list by store, keeping every store; both carry staff, so go with that "
        "one.",
        "Join the audit to the stores by store, keeping every store. Where they differ, the audit has the corrected "
        "figure, except for store 3.",
    ],
)
def test_a_side_not_said_or_said_with_more_is_not_verified(tmp_path: Path, request_text: str) -> None:
    _, status = written(request_text, tmp_path, **{"stores.csv": STORES, "store_audit.csv": AUDIT})
    assert status != "verified"
