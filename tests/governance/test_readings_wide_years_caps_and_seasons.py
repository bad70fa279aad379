"""Columns of a series told apart by years ("year_2010" beside "year_2020", "earn98" beside "earn96") named by
the year said ("its 2010 figure", "the highest 1998 earnings"), never by a year another series also carries, and
two such columns named by the same words are never picked between; a value copied in from the row's figure of
another year, whose own blanks stay blank; a cap said as "top-code", and the cap said again in a sentence of its
own (a value said otherwise is not understood); seasons by months over a column numbering the months; a share of
each column's own total said "separately"; rows blank in every one of a group of columns ("no ACT scores at all");
"at least one of the three" is no threshold; the table a request calls ours trusted where two joined tables
disagree; one row per the thing an identifier numbers, the row kept said by when its measure was lowest; a
second step "of those" split off; values each written with its own unit made one unit, the verifier converting each
from its own; labels "for them" after a sentence saying who they are; values carried forward within groups, the
first years given the first known value when said ("with nothing before them, its first known figure",
"back-fill"), "GDP per head" for gdppc. End to end with no model, on tables of their own, in two wordings or more,
with the negatives that must not be read."""

from __future__ import annotations

from pathlib import Path

import pandas as pd
import pytest

from dataagents.governance.spec import DropMissing, FillMissing, RowFilter, StepSpec, TopRows
from dataagents.governance.verify import verify_step
from tests.governance.readings import spec_of, written

TOWNS = pd.DataFrame(
    {
        "town": ["A", "B", "C", "D"],
        "pop2000": [100, 200, 300, None],
        "pop2010": [110, None, 310, 50],
        "pop2020": [None, None, 320, None],
    }
)


@pytest.mark.parametrize(
    "request_text",
    [
        "Where a town has no 2020 population, copy in its 2010 figure; if 2010 is blank too, leave it.",
        "Fill the missing 2020 figures with each town's 2010 figure.",
    ],
)
def test_a_year_said_names_its_column_of_a_series(tmp_path: Path, request_text: str) -> None:
    result, status = written(request_text, tmp_path, **{"towns.csv": TOWNS})
    assert status == "verified"
    assert list(result["pop2020"].fillna(-1)) == [110, -1, 320, 50]
    assert list(result["pop2010"].fillna(-1)) == [110, -1, 310, 50]


TRAINEES = pd.DataFrame(
    {
        "person": [1, 2, 3, 4, 5],
        "train": [1, 1, 0, 1, 0],
        "earn96": [50.0, 1.0, 60.0, 3.0, 70.0],
        "earn98": [2.0, 40.0, 90.0, 30.0, 80.0],
        "unem98": [0, 0, 1, 0, 1],
    }
)


@pytest.mark.parametrize(
    "request_text",
    [
        "Only the people who went through the job training programme, please, and of those just the two with "
        "the highest 1998 earnings.",
        "Keep the trainees only, and of those the two with the highest earnings in 1998.",
    ],
)
def test_a_two_digit_year_header_is_named_by_its_year_and_a_second_step_of_those(
    tmp_path: Path, request_text: str
) -> None:
    result, status = written(request_text, tmp_path, **{"trainees.csv": TRAINEES})
    assert status == "verified"
    assert sorted(result["person"]) == [2, 4]


def test_the_same_words_naming_two_columns_of_a_series_are_not_picked_between() -> None:
    spec = spec_of("Keep the two with the highest earnings.", **{"trainees.csv": TRAINEES})
    assert not any(isinstance(s.intent, TopRows) for s in spec.steps)
    unemployed = spec_of("Keep the people unemployed in 1998.", **{"trainees.csv": TRAINEES})
    assert all(
        c.column != "earn98"
        for s in unemployed.steps
        if isinstance(s.intent, RowFilter)
        for c in s.intent.conditions
    )


EARNINGS = pd.DataFrame({"worker": [1, 2, 3, 4], "wage": [900, 1250, 1300, 2400]})


@pytest.mark.parametrize(
    "request_text",
    [
        "Before the file goes out, top-code monthly earnings at 1,250: anyone earning more than that should show "
        "exactly 1250.",
        "Cap the wage at 1,250. Anything above that should read 1250.",
    ],
)
def test_a_cap_said_as_top_coding_and_said_again(tmp_path: Path, request_text: str) -> None:
    result, status = written(request_text, tmp_path, **{"earnings.csv": EARNINGS})
    assert status == "verified"
    assert list(result["wage"]) == [900, 1250, 1250, 1250]


def test_a_sentence_setting_another_value_after_a_cap_is_not_dropped(tmp_path: Path) -> None:
    _, status = written(
        "Top-code the wage at 1,250: anything above that should be 1000.",
        tmp_path,
        **{"earnings.csv": EARNINGS},
    )
    assert status != "verified"


OIL = pd.DataFrame({"Year": [1990] * 12, "Month": list(range(1, 13)), "price": [float(i) for i in range(12)]})


@pytest.mark.parametrize(
    "request_text",
    [
        "Could each month of the series get a season? Spring is March to May, summer June to August, autumn "
        "September to November, and winter is December, January and February.",
        "December to February is winter, March to May spring, June to August summer and September to November "
        "autumn; put it in a season column.",
    ],
)
def test_seasons_by_months_over_a_column_numbering_the_months(tmp_path: Path, request_text: str) -> None:
    result, status = written(request_text, tmp_path, **{"oil.csv": OIL})
    assert status == "verified"
    assert list(result["season"]) == ["winter"] * 2 + ["spring"] * 3 + ["summer"] * 3 + ["autumn"] * 3 + [
        "winter"
    ]


STUDENTS = pd.DataFrame(
    {
        "student": [1, 2, 3, 4, 5],
        "act": [31.0, None, 25.0, None, 20.0],
        "acteng": [30.0, None, None, 22.0, 19.0],
        "actmth": [28.0, None, 24.0, None, 21.0],
        "score": [81.0, 65.0, 70.0, 72.0, 60.0],
    }
)


@pytest.mark.parametrize(
    "request_text",
    ["Drop students with no ACT scores at all.", "Drop the students whose ACT scores are all empty."],
)
def test_rows_blank_in_every_one_of_a_group_of_columns(tmp_path: Path, request_text: str) -> None:
    result, status = written(request_text, tmp_path, **{"students.csv": STUDENTS})
    assert status == "verified"
    assert list(result["student"]) == [1, 3, 4, 5]


def test_at_least_one_of_the_three_is_no_threshold() -> None:
    spec = spec_of(
        "Drop those students, but keep anyone who has at least one of the three.", **{"s.csv": STUDENTS}
    )
    assert not any(
        c.value == 1 for s in spec.steps if isinstance(s.intent, RowFilter) for c in s.intent.conditions
    )
    assert not any(isinstance(s.intent, DropMissing) and s.intent.how == "any" for s in spec.steps)


SCORES = pd.DataFrame({"bcode": [1, 2, 3], "math": [50, 60, 70], "enroll": [300.0, None, 280.0]})
FINANCE = pd.DataFrame({"bcode": [1, 2, 3], "spend": [5, 6, 7], "enroll": [310, 250, 280]})


@pytest.mark.parametrize(
    "request_text",
    [
        "Join the district's finance sheet onto our school test scores by building code, keeping all of our "
        "schools. Both have an enrolment figure: ours is the one to trust, so only take the district's number "
        "where ours is blank.",
        "Bring the finance figures onto our test scores by bcode, keeping every school. Both carry enrollment; "
        "where they disagree, our scores file has the correct figures.",
    ],
)
def test_the_table_a_request_calls_ours_is_trusted(tmp_path: Path, request_text: str) -> None:
    result, status = written(
        request_text, tmp_path, **{"school_test_scores.csv": SCORES, "district_school_finance.csv": FINANCE}
    )
    assert status == "verified"
    assert list(result["enroll"]) == [300, 250, 280]


FARES = pd.DataFrame(
    {
        "year": [1997, 1998, 1999, 1997, 2000],
        "id": [2, 2, 2, 13, 13],
        "fare": [104, 99, 120, 186, 170],
    }
)


@pytest.mark.parametrize(
    "request_text",
    [
        "I need one line per route: the year when its fare was lowest.",
        "One row per route please, the one where the fare is lowest.",
    ],
)
def test_one_row_per_what_the_identifier_numbers_kept_by_its_lowest_measure(
    tmp_path: Path, request_text: str
) -> None:
    result, status = written(request_text, tmp_path, **{"fares.csv": FARES})
    assert list(result["year"]) == [1998, 2000]
    assert status in ("verified", "unverified")  # the rows are right; a word may stay not understood


POPULATION = pd.DataFrame({"country": ["A", "B"], "year_1980": [30, 10], "year_2000": [60, 40]})


def test_a_share_of_each_columns_own_total_said_separately(tmp_path: Path) -> None:
    result, status = written(
        "Show each country's population as a percentage of the total of all the countries in the list, "
        "separately for 1980 and 2000, to one decimal.",
        tmp_path,
        **{"population.csv": POPULATION},
    )
    assert status == "verified"
    assert list(result["year_1980"]) == [75.0, 25.0]
    assert list(result["year_2000"]) == [60.0, 40.0]


PARCELS = pd.DataFrame({"parcel": [1, 2, 3, 4, 5], "weight": ["2.5 kg", "3 lb", "500 g", None, "1.2 kg"]})


@pytest.mark.parametrize(
    "request_text",
    [
        "Some parcels were weighed in pounds and the rest in kilograms or grams. Make the weight column plain "
        "kilograms, two decimals.",
        "Convert the weights to kilograms.",
    ],
)
def test_values_each_with_its_own_unit_made_one_unit_and_checked_each_from_its_own(
    tmp_path: Path, request_text: str
) -> None:
    result, status = written(request_text, tmp_path, **{"parcels.csv": PARCELS})
    assert status == "verified"
    assert list(result["weight"].fillna(-1)) == [2.5, 1.36, 0.5, -1, 1.2]


FIRST_YEARS = pd.DataFrame(
    {
        "student": [1, 2, 3, 4],
        "GPA": [3.9, 3.9, 2.0, 3.6],
        "HSGPA": [3.6, 3.2, 3.9, 3.5],
        "SATM": [650, 700, 610, 590],
    }
)


@pytest.mark.parametrize(
    "request_text",
    [
        "They need both a maths SAT of at least 600 and a high school GPA of 3.5 or better; in a track column put "
        "honours for them and standard for everyone else.",
        "A maths SAT of at least 600 and a high school GPA of 3.5 or better are both needed. Put honours for those "
        "and standard for the rest, in a track column.",
    ],
)
def test_labels_for_the_rows_a_sentence_before_says(tmp_path: Path, request_text: str) -> None:
    result, _ = written(request_text, tmp_path, **{"first_years.csv": FIRST_YEARS})
    assert list(result["track"]) == ["honours", "standard", "honours", "standard"]


PANEL = pd.DataFrame(
    {
        "country": ["A", "A", "A", "A", "B", "B", "B"],
        "year": [2000, 2001, 2002, 2003, 2000, 2001, 2002],
        "gdppc": [None, 5.0, None, 7.0, None, None, 3.0],
    }
)


@pytest.mark.parametrize(
    "request_text",
    [
        "GDP per head has holes. Within each country, an empty year should take the latest figure before it, and "
        "empty years at the very start of a country's series, with nothing before them, its first known figure.",
        "Within each country, carry the GDP per capita forward into the blank years, and back-fill the years "
        "before its first figure.",
    ],
)
def test_carried_forward_and_the_first_years_take_the_first_known_value(
    tmp_path: Path, request_text: str
) -> None:
    result, status = written(request_text, tmp_path, **{"panel.csv": PANEL})
    assert list(result["gdppc"]) == [5.0, 5.0, 5.0, 7.0, 3.0, 3.0, 3.0]
    assert status == "verified"


def test_carried_forward_alone_leaves_the_first_years_blank(tmp_path: Path) -> None:
    result, _ = written(
        "Within each country, an empty year should take the latest GDP per head before it.",
        tmp_path,
        **{"panel.csv": PANEL},
    )
    assert list(result["gdppc"].fillna(-1)) == [-1, 5.0, 5.0, 7.0, -1, -1, 3.0]


def test_the_carry_forward_check_follows_the_order_said_to_the_time_of_day() -> None:
    it = FillMissing(columns=["t"], strategy="previous", by=["s"], order_by="ts")
    before = pd.DataFrame(
        {
            "s": ["A", "A", "A"],
            "ts": ["2024-05-01T10:00:00", "2024-05-01T06:00:00", "2024-05-01T08:00:00"],
            "t": [None, 17.0, None],
        }
    )
    right = before.assign(t=[17.0, 17.0, 17.0])
    file_order = before.assign(t=[None, 17.0, 17.0])  # carried down the file, not along the times
    step = StepSpec(intent=it, table="r.csv", phrase="")
    assert all(c.passed for c in verify_step(1, step, before, right, {}).checks)
    assert not all(c.passed for c in verify_step(1, step, before, file_order, {}).checks)


AGES = pd.DataFrame({"id": [1, 2, 3], "age": [25, 40, 19]})


@pytest.mark.parametrize(
    "request_text",
    [
        "Add an age band column: young under 30, old at 30 or more. Drop the young.",
        "Add an age band column: young under 30, old at 30 or more; drop autumn.",
    ],
)
def test_rows_dropped_after_a_labelling_are_never_taken_for_the_labelling_said_again(
    tmp_path: Path, request_text: str
) -> None:
    _, status = written(request_text, tmp_path, **{"ages.csv": AGES})
    assert status != "verified"
