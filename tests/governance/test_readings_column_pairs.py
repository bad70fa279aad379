"""Readings that compare two columns of a row, and thresholds whose unit the table leaves unsaid, checked on
made-up tables in two wordings each: a label case said by its relation to the case before ("the other way
round", "when they're level"); two labels that name the columns compared ("which branch sold more, north or
south? Write north or south"); two columns of one kind of code the same or different ("a school in a different
county from their own"); a multiple set aside ("in billions rather than millions"); headers of words run
together ("ageentry"); a threshold in minutes over a column of seconds, read from the column's values and
reported as a guess."""

from __future__ import annotations

from pathlib import Path

import pandas as pd
import pytest

from dataagents.governance.schema_link import describe_table, find_columns, glued_words, header_words
from dataagents.governance.spec import LabelByConditions, RowFilter, ScaleColumn
from tests.governance.readings import spec_of as _spec
from tests.governance.readings import written as _written

# weekly sales of one product in two channels
CHANNELS = pd.DataFrame(
    {
        "week": list(range(1, 9)),
        "online": [120, 80, 95, 95, 200, 60, 150, 90],
        "store": [100, 110, 95, 120, 150, 60, 170, 40],
    }
)
CHANNEL_LEADER = ["online", "store", "even", "store", "online", "even", "store", "online"]


@pytest.mark.parametrize(
    "request_text",
    [
        "Add a column channel: online when there were more online sales than store sales, store when it's the "
        "other way round, and even when they're level.",
        "Make a column channel that says online where online is greater than store, store where it is the "
        "reverse, and even where the two are equal.",
    ],
)
def test_a_case_said_by_its_relation_to_the_one_before(request_text: str, tmp_path: Path) -> None:
    spec = _spec(request_text, **{"sales.csv": CHANNELS})
    (step,) = spec.steps
    assert isinstance(step.intent, LabelByConditions)
    mirrored = step.intent.cases[1].conditions[0]
    assert (mirrored.column, mirrored.op, mirrored.other) == ("store", ">", "online")
    level = step.intent.cases[2].conditions[0]
    assert (level.op, {level.column, level.other}) == ("==", {"online", "store"})
    out, _ = _written(request_text, tmp_path, **{"sales.csv": CHANNELS})
    assert out["channel"].tolist() == CHANNEL_LEADER


BRANCHES = pd.DataFrame(
    {
        "month": ["Jan", "Feb", "Mar", "Apr", "May"],
        "north_sales": [410, 380, 520, 300, 610],
        "north_returns": [12, 30, 8, 15, 9],
        "south_sales": [400, 420, 500, 350, 640],
    }
)


@pytest.mark.parametrize(
    ("request_text", "expected"),
    [
        (
            "For each month, which branch had more sales, the north or the south one? Write north or south in a "
            "new column named leader.",
            ["north", "south", "north", "south", "south"],
        ),
        (
            "Which branch had the lower sales each month, north or south? Put north or south in a new column "
            "called laggard.",
            ["south", "north", "south", "north", "north"],
        ),
    ],
)
def test_two_labels_that_name_the_columns_compared(
    request_text: str, expected: list[str], tmp_path: Path
) -> None:
    (step,) = _spec(request_text, **{"branches.csv": BRANCHES}).steps
    assert isinstance(step.intent, LabelByConditions)
    compared = {c.column for case in step.intent.cases for c in case.conditions}
    assert compared == {"north_sales", "south_sales"}  # not north_returns: "sales" is said
    out, _ = _written(request_text, tmp_path, **{"branches.csv": BRANCHES})
    assert out.iloc[:, -1].tolist() == expected


PUPILS = pd.DataFrame(
    {
        "pupil": list(range(1, 8)),
        "home_county": ["Kent", "Essex", "Kent", "Surrey", "Essex", "Kent", "Surrey"],
        "school_county": ["Kent", "Kent", "Surrey", "Surrey", "Essex", "kent", "Kent"],
        "score": [61, 72, 55, 80, 67, 70, 58],
    }
)


@pytest.mark.parametrize(
    ("request_text", "kept"),
    [
        ("Keep only the pupils whose school is in a different county from their own.", [2, 3, 7]),
        ("Drop the pupils who go to a school in the same county as their own.", [2, 3, 7]),
    ],
)
def test_two_columns_of_one_kind_the_same_or_different(
    request_text: str, kept: list[int], tmp_path: Path
) -> None:
    (step,) = _spec(request_text, **{"pupils.csv": PUPILS}).steps
    assert isinstance(step.intent, RowFilter)
    (cond,) = step.intent.conditions
    assert {cond.column, cond.other} == {"home_county", "school_county"}
    out, _ = _written(request_text, tmp_path, **{"pupils.csv": PUPILS})
    assert out["pupil"].tolist() == kept  # "kent" and "Kent" are one county


REVENUE = pd.DataFrame({"year": [2019, 2020, 2021], "revenue": [1520.0, 980.5, 2210.25]})


@pytest.mark.parametrize(
    ("request_text", "factor"),
    [
        ("Show the revenue in billions rather than millions.", 0.001),
        ("Could you give the revenue in thousands instead of millions?", 1000.0),
    ],
)
def test_the_multiple_set_aside_is_the_one_held(request_text: str, factor: float) -> None:
    (step,) = _spec(request_text, **{"revenue.csv": REVENUE}).steps
    assert isinstance(step.intent, ScaleColumn)
    assert step.intent.factor == pytest.approx(factor)


def test_headers_of_words_run_together() -> None:
    assert glued_words("ageentry") == ["age", "entry"]
    assert glued_words("airmiles") == ["air", "miles"]
    assert glued_words("labour") is None  # a spelling the dictionary lacks is no lab + our
    assert glued_words("mileage") is None  # a word itself
    assert header_words("IQbio") == ["iq", "bio"]
    assert header_words("USArrests") == ["usarrests"]  # three capitals may end in the word's own
    table = describe_table("t.csv", pd.DataFrame({"ageentry": [30, 41], "agedeath": [50, 70]}))
    assert [m.column for m in find_columns("the age at entry", table)][:1] == ["ageentry"]
    # every word of a run-together header is said (or begun): one of them alone names nothing
    courses = describe_table(
        "c.csv", pd.DataFrame({"sat": [510, 620], "mathcourse": [1, 0], "highage": [0, 1]})
    )
    assert [m.column for m in find_columns("a SAT math score", courses)] == ["sat"]
    assert find_columns("over 4 kg is high", courses) == []


LAPS = pd.DataFrame({"lap": list(range(1, 7)), "time": [48.2, 75.0, 59.9, 130.4, 61.0, 88.8]})


@pytest.mark.parametrize(
    ("request_text", "kept"),
    [
        ("Drop the laps that took longer than a minute.", [1, 3]),
        ("Keep only the laps done in under a minute.", [1, 3]),
    ],
)
def test_a_threshold_in_minutes_over_a_column_of_seconds(
    request_text: str, kept: list[int], tmp_path: Path
) -> None:
    (step,) = _spec(request_text, **{"laps.csv": LAPS}).steps
    assert isinstance(step.intent, RowFilter)
    assert step.intent.conditions[0].value == 60
    out, status = _written(request_text, tmp_path, **{"laps.csv": LAPS})
    assert out["lap"].tolist() == kept
    assert status != "verified"  # the unit was read from the values: a guess, said as one


def test_a_threshold_that_fits_the_column_as_said_is_kept() -> None:
    hours = pd.DataFrame({"job": [1, 2, 3, 4], "duration": [0.5, 2.5, 1.5, 4.0]})
    (step,) = _spec("Drop the jobs that took longer than 2 hours.", **{"jobs.csv": hours}).steps
    assert step.intent.conditions[0].value == 2


ITEMS = pd.DataFrame(
    {
        "person": [1, 2, 3, 4],
        "q1": [1, None, 0, 1],
        "q2": [None, 1, 1, None],
        "q3": [0, 0, None, 1],
    }
)


@pytest.mark.parametrize(
    "request_text",
    [
        "A blank on the quiz means the question was skipped, and a skipped question counts as wrong. Score those "
        "blanks as 0 please.",
        "Skipped questions are left blank and count as incorrect. Code the blank answers as 0.",
    ],
)
def test_a_meaning_in_words_is_not_the_value_written(request_text: str, tmp_path: Path) -> None:
    spec = _spec(request_text, **{"quiz.csv": ITEMS})
    fills = [s.intent for s in spec.steps]
    assert [(f.kind, f.strategy, f.value) for f in fills] == [("fill_missing", "constant", 0)]
    out, _ = _written(request_text, tmp_path, **{"quiz.csv": ITEMS})
    assert out[["q1", "q2", "q3"]].isna().sum().sum() == 0
    assert out["q2"].tolist() == [0, 1, 1, 0]


BABIES = pd.DataFrame({"baby": list(range(1, 7)), "weight": [3120, 2410, 4650, 2980, 1890, 4010]})


@pytest.mark.parametrize(
    ("request_text", "kept"),
    [
        ("Drop the babies that weighed under 2.5 kg.", [1, 3, 4, 6]),
        ("Keep only the babies of at least 2.5 kilos.", [1, 3, 4, 6]),
    ],
)
def test_a_threshold_in_kilograms_over_a_column_of_grams(
    request_text: str, kept: list[int], tmp_path: Path
) -> None:
    (step,) = _spec(request_text, **{"babies.csv": BABIES}).steps
    assert step.intent.conditions[0].value == 2500
    out, status = _written(request_text, tmp_path, **{"babies.csv": BABIES})
    assert out["baby"].tolist() == kept
    assert status != "verified"  # grams were read from the values: a guess, said as one


@pytest.mark.parametrize(
    "request_text",
    [
        "Tag the babies by weight in a column named size: under 2500 is low, over 4000 is high and anything in "
        "between is normal.",
        "Class every baby by weight, low under 2500, high over 4000 and normal in between. Name the column size.",
    ],
)
def test_anything_in_between_is_the_default_case(request_text: str) -> None:
    (step,) = _spec(request_text, **{"babies.csv": BABIES}).steps
    assert isinstance(step.intent, LabelByConditions)
    assert [c.label for c in step.intent.cases] == ["low", "high"]
    assert step.intent.default == "normal"
    assert step.intent.target == "size"


EXAMS = pd.DataFrame(
    {"school": [1, 2, 3], "n": [120, 85, 64], "k": [101, 60, 51], "q": [0.8417, 0.7059, 0.7969]}
)


@pytest.mark.parametrize(
    "request_text",
    [
        "The pass rate is kept as a fraction like 0.84. Show it as a percentage with one decimal.",
        "Our pass rates are fractions, e.g. 0.706; the board wants them as a percentage, one decimal.",
    ],
)
def test_a_column_named_by_an_example_of_its_values(request_text: str) -> None:
    (step,) = _spec(request_text, **{"exams.csv": EXAMS}).steps
    assert isinstance(step.intent, ScaleColumn)
    assert (step.intent.column, step.intent.factor, step.intent.round) == ("q", 100.0, 1)


PATIENTS = pd.DataFrame(
    {
        "patient": list(range(1, 9)),
        "gds": [3, 12, 25, 9, 10, 19, 20, 0],
        "age": [71, 80, 77, 69, 85, 90, 74, 66],
    }
)


@pytest.mark.parametrize(
    "request_text",
    [
        "Band the geriatric depression scores of the patients in a new column called mood: normal for 0-9, mild "
        "for 10-19 and severe for 20 and up.",
        "Please put the patients' Geriatric Depression ratings in a new column called mood: normal for 0-9, mild "
        "for 10-19 and severe for 20 and up.",
    ],
)
def test_an_instrument_named_by_what_it_yields(request_text: str) -> None:
    (step,) = _spec(request_text, **{"patients.csv": PATIENTS}).steps
    assert isinstance(step.intent, LabelByConditions)
    assert {c.column for case in step.intent.cases for c in case.conditions} == {"gds"}  # not the numbering


GLUCOSE = pd.DataFrame(
    {"sample": [1, 2, 3, 4, 5, 3, 4], "glucose": [5.4, 6.1, 5.4, 7.2, 4.9, 5.4, 7.2]}
)  # samples 3 and 4 pasted again; samples 1 and 3 happen to read the same


@pytest.mark.parametrize(
    "request_text",
    [
        "A few of the glucose readings got pasted into the sheet twice, could you make sure each one is only in "
        "there once?",
        "Some glucose results were copied in a second time. Keep each one once, please.",
    ],
)
def test_a_measurement_is_no_key_for_copies(request_text: str, tmp_path: Path) -> None:
    out, _ = _written(request_text, tmp_path, **{"glucose.csv": GLUCOSE})
    assert out["sample"].tolist() == [1, 2, 3, 4, 5]


PEDIGREE = pd.DataFrame({"id": [11, 12, 13, 14], "sex": [1, 2, 2, 1], "affected": [1, 1, 2, 2]})


@pytest.mark.parametrize(
    "request_text",
    [
        "Our drawing tool wants the sex spelled out as male or female rather than the usual codes 1 and 2.",
        "Please write sex as male and female instead of the numeric codes 1 and 2.",
    ],
)
def test_words_instead_of_number_codes(request_text: str) -> None:
    (step,) = _spec(request_text, **{"pedigree.csv": PEDIGREE}).steps
    assert (step.intent.column, step.intent.meanings) == ("sex", {"1": "male", "2": "female"})


CONTRACTS = pd.DataFrame(
    {"contract": list(range(1, 7)), "value_million_usd": [1.2, 7.5, 3.0, 12.4, 0.8, 5.1]}
)


@pytest.mark.parametrize(
    "request_text",
    [
        "Keep the contracts above five million dollars.",
        "Anything above 5,000,000 dollars stays, the smaller contracts can go.",
    ],
)
def test_a_threshold_said_in_full_over_a_column_in_millions(request_text: str, tmp_path: Path) -> None:
    out, _ = _written(request_text, tmp_path, **{"contracts.csv": CONTRACTS})
    assert out["contract"].tolist() == [2, 4, 6]
