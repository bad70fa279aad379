"""Readings grown on a held-out set after its blind figure was recorded, each checked here on other data and in
two wordings: a header that is the initials of what the request spells out ("body mass index" for bmi), a
column named again by its head noun after a demonstrative ("that index"), a record noun made of two column
words ("every patient-visit in which …"), renames given as header / new-name pairs after one verb, title case
said as "every word begins with a capital", codes spelled out with number words ("one stands for …"), blanks
said as "nobody recorded" / "gave no", and a group said with two words after "same"."""

from __future__ import annotations

import pandas as pd
import pytest

from dataagents.governance.schema_link import describe_table, find_columns, with_aliases
from dataagents.governance.spec import FillMissing, MapValues, RenameColumns, RowFilter, Standardize
from dataagents.governance.understand import parse_request

CLINIC = pd.DataFrame(
    {
        "patient": [1, 1, 2, 3, 4],
        "visit": [1, 2, 1, 1, 1],
        "bmi": [22.0, 41.5, 38.0, 45.2, 30.1],
        "clinic": ["north", "north", "south", "south", "east"],
    }
)


def _parse(request: str, frame: pd.DataFrame, name: str = "t.csv"):
    return parse_request(request, {name: describe_table(name, frame)})


def _only_step(request: str, frame: pd.DataFrame):
    spec = _parse(request, frame)
    assert len(spec.steps) == 1, (spec.steps, spec.unmapped)
    return spec.steps[0].intent


@pytest.mark.parametrize(
    "request_text",
    [
        "Drop the patients whose body mass index is over 40.",
        "The clinic records each patient's body mass index. Every patient-visit in which that index was above "
        "forty must come out.",
    ],
)
def test_an_acronym_header_named_by_the_words_it_stands_for(request_text: str) -> None:
    step = _only_step(request_text, CLINIC)
    assert isinstance(step, RowFilter) and step.action == "drop"
    assert [(c.column, c.op, c.value) for c in step.conditions] == [("bmi", ">", 40)]


def test_initials_need_a_word_for_every_letter_in_order() -> None:
    table = describe_table("t.csv", CLINIC)
    assert [m.column for m in find_columns("the body mass index", table)] == ["bmi"]
    assert not [m.column for m in find_columns("the mass index of the body", table) if m.column == "bmi"]
    assert not [m.column for m in find_columns("body mass", table) if m.column == "bmi"]


def test_a_head_noun_stands_for_its_column_only_after_the_request_named_it() -> None:
    table = describe_table("t.csv", CLINIC)
    assert not find_columns("that index", table)
    aliased = with_aliases("Each patient has a body mass index.", table)
    assert [m.column for m in find_columns("remove rows where that index is high", aliased)] == ["bmi"]
    # without a demonstrative the head noun alone is no column ("an index of prices")
    assert not find_columns("an index of prices", aliased)


KLEIN_LIKE = pd.DataFrame(
    {"Yr": [1, 2], "A": [3.0, 4.0], "P": [5.0, 6.0], "Cx": [7.0, 8.0], "note": ["a", "b"]}
)


@pytest.mark.parametrize(
    "request_text",
    [
        "Call A area, P perimeter and Cx compactness.",
        "Nobody can read these headings. Rename A to area, P to perimeter and Cx to compactness; Yr stays.",
    ],
)
def test_renames_given_as_header_and_new_name_pairs(request_text: str) -> None:
    step = _only_step(request_text, KLEIN_LIKE)
    assert isinstance(step, RenameColumns)
    assert step.mapping == {"A": "area", "P": "perimeter", "Cx": "compactness"}


def test_pairs_with_a_word_that_is_no_header_rename_nothing() -> None:
    spec = _parse("Call A area, Q quality and Cx compactness.", KLEIN_LIKE)
    assert not any(isinstance(s.intent, RenameColumns) for s in spec.steps)


CITIES = pd.DataFrame({"city": ["NEW YORK", "paris", "Rio de JANEIRO"], "region": [1, 2, 3]})


@pytest.mark.parametrize(
    "request_text",
    [
        "For the printed list, every word of a city should begin with a capital letter followed by small letters.",
        "Clerks typed the cities in any case; each word of a city must start with an upper-case letter.",
    ],
)
def test_title_case_said_as_every_word_beginning_with_a_capital(request_text: str) -> None:
    step = _only_step(request_text, CITIES)
    assert isinstance(step, Standardize) and (step.column, step.format) == ("city", "title")


@pytest.mark.parametrize(
    "request_text",
    [
        "Show the region's name instead of its number, where one stands for Americas, two for Europe and three "
        "for Asia.",
        "Spell out the region: one means Americas, two means Europe and three means Asia.",
    ],
)
def test_codes_written_as_number_words(request_text: str) -> None:
    step = _only_step(request_text, CITIES)
    assert isinstance(step, MapValues) and step.column == "region"
    assert step.meanings == {"1": "Americas", "2": "Europe", "3": "Asia"}


PARCELS = pd.DataFrame(
    {
        "parcel": [1, 2, 3, 4, 5, 6],
        "carrier": ["a", "a", "b", "b", "b", "a"],
        "route": ["r1", "r1", "r2", "r2", "r1", "r1"],
        "weight": [2.0, None, 5.0, None, 1.0, 4.0],
    }
)


@pytest.mark.parametrize(
    "request_text",
    [
        "Nobody recorded the weight of some parcels. Estimate each one as the average weight of the parcels "
        "from the same carrier that went out on the same delivery route.",
        "The scale gave no weight for a few parcels; fill those with the mean of parcels with the same carrier "
        "and the same delivery route.",
    ],
)
def test_blanks_said_as_nobody_recorded_filled_within_two_groups(request_text: str) -> None:
    spec = _parse(request_text, PARCELS)
    fills = [s.intent for s in spec.steps if isinstance(s.intent, FillMissing)]
    assert len(fills) == 1, (spec.steps, spec.unmapped)
    assert fills[0].columns == ["weight"] and fills[0].strategy == "mean"
    assert fills[0].by == ["carrier", "route"]
