"""Kinds listed before one noun name the codes of their initials ("registered or likely voters" for rv, lv), and
the "or" between them lists values, never joins conditions; a count of people is never compared on a column of
codes; a rate said in a sentence of its own ("These yields are pounds of lint per acre") is what the next sentence
converts from; labels that lean ("below average") close their cases; "the married women" asks both flags, "the
women" a female flag or a sex column said in words, and "women" is never just the rows' noun where a sex column
the reading leaves out could say it. End to end with no model, on tables of their own, each in two wordings or
more, with the negatives that must not be read."""

from __future__ import annotations

from pathlib import Path

import pandas as pd
import pytest

from dataagents.governance.spec import (
    Condition,
    ConvertUnit,
    LabelByConditions,
    LabelCase,
    RowFilter,
    StepSpec,
)
from dataagents.governance.verify import verify_step
from tests.governance.readings import spec_of, written

POLLS = pd.DataFrame(
    {
        "poll": [1, 2, 3, 4, 5, 6, 7, 8],
        "sample_size": [1500, 800, 1200, 2000, 950, 1100, 400, 3000],
        "population": ["lv", "rv", "rv", "a", "lv", "a", "rv", "rv"],
        "dem": [44.0, 46.5, 43.0, 41.0, 47.2, 45.5, 40.0, 44.4],
    }
)


@pytest.mark.parametrize(
    "request_text",
    [
        "For the chart I only want polls of registered or likely voters that talked to at least 1,000 people.",
        "Keep just the likely or registered voter polls with a sample of at least 1,000.",
    ],
)
def test_kinds_before_one_noun_name_the_codes_of_their_initials(tmp_path: Path, request_text: str) -> None:
    result, status = written(request_text, tmp_path, **{"polls.csv": POLLS})
    assert status == "verified"
    assert list(result["poll"]) == [1, 3, 8]


def test_the_or_between_such_kinds_lists_values_and_an_or_between_conditions_still_joins(
    tmp_path: Path,
) -> None:
    result, status = written(
        "Keep polls of likely voters, or with a sample of at least 2,000.", tmp_path, **{"polls.csv": POLLS}
    )
    assert status == "verified"
    assert list(result["poll"]) == [1, 4, 5, 8]


def test_a_single_kind_names_its_code_and_words_are_never_read_as_initials() -> None:
    spec = spec_of("Keep the polls of likely voters only.", **{"polls.csv": POLLS})
    (step,) = spec.steps
    assert isinstance(step.intent, RowFilter)
    assert [(c.column, c.value) for c in step.intent.conditions] == [("population", "lv")]
    # a yes/no column of short words is no column of initials: "need only" is never "no"
    ships = pd.DataFrame({"ship": [1, 2, 3], "registry": ["LR", "BV", "LR"], "insured": ["yes", "no", "yes"]})
    spec = spec_of("We need only the LR ships.", **{"ships.csv": ships})
    (step,) = spec.steps
    assert [(c.column, c.value) for c in step.intent.conditions] == [("registry", "LR")]


def test_a_count_of_people_is_never_compared_on_a_column_of_codes() -> None:
    for text in (
        "Keep polls that talked to at least 1,000 people.",
        "Only the polls that reached 1,000 people or more.",
    ):
        spec = spec_of(text, **{"polls.csv": POLLS})
        columns = {c.column for s in spec.steps for c in getattr(s.intent, "conditions", [])}
        assert "population" not in columns, spec


COTTON = pd.DataFrame(
    {"state": ["Alabama", "Arizona", "Texas"], "acres": [530000, 282900, 6000000], "yield": [492, 1354, 600]}
)


@pytest.mark.parametrize(
    "request_text",
    [
        "These cotton yields are pounds of lint per acre. I need kilograms per hectare instead, whole kilos.",
        "The yields are in pounds per acre. Convert them to kilograms per hectare, no decimals.",
    ],
)
def test_a_rate_said_in_a_sentence_of_its_own_is_what_the_next_converts_from(
    tmp_path: Path, request_text: str
) -> None:
    result, status = written(request_text, tmp_path, **{"cotton.csv": COTTON})
    assert status == "verified"
    # 1 lb/acre = 0.45359237 kg / 0.40468564224 ha = 1.12085 kg/ha
    assert list(result["yield"]) == [551, 1518, 673]
    assert list(result["acres"]) == list(COTTON["acres"])


def test_a_stated_rate_is_never_a_ratio_of_two_columns_and_one_with_no_weight_is_not_converted() -> None:
    spec = spec_of(
        "The yields are in pounds per acre. Give them in tonnes per hectare.", **{"cotton.csv": COTTON}
    )
    (step,) = spec.steps
    assert isinstance(step.intent, ConvertUnit)
    assert (step.intent.column, step.intent.from_unit, step.intent.to_unit) == ("yield", "lb/acre", "t/ha")
    spec = spec_of(
        "These yields are bushels per acre. I need tonnes per hectare instead.", **{"cotton.csv": COTTON}
    )
    assert not any(isinstance(s.intent, ConvertUnit) for s in spec.steps)
    assert spec.unmapped


LOOKS = pd.DataFrame({"person": [1, 2, 3, 4, 5, 6], "looks": [1, 2, 3, 4, 5, 3]})


@pytest.mark.parametrize(
    "request_text",
    [
        "Add a looks group column: 1 or 2 is below average, 3 is average and 4 or 5 is above average.",
        "Add a looks group column: 1-2 below average, 3 average, 4-5 above average.",
        "Add a looks group column: 1 or 2 is 'below average', 3 is 'average' and 4 or 5 is 'above average'.",
        "Then put each of them in a looks group from the interviewer's 1-5 rating: 1 or 2 is below average, 3 is "
        "average and 4 or 5 above average.",
    ],
)
def test_labels_that_lean_close_their_cases(tmp_path: Path, request_text: str) -> None:
    result, status = written(request_text, tmp_path, **{"looks.csv": LOOKS})
    assert status == "verified"
    assert list(result["looks_group"]) == [
        "below average",
        "below average",
        "average",
        "above average",
        "above average",
        "average",
    ]
    spec = spec_of(request_text, **{"looks.csv": LOOKS})
    assert isinstance(spec.steps[0].intent, LabelByConditions)


PAY = pd.DataFrame(
    {
        "person": [1, 2, 3, 4, 5, 6],
        "wage": [7.5, 9.0, 12.0, 5.5, 8.0, 10.0],
        "female": [1, 1, 0, 0, 1, 0],
        "married": [1, 0, 1, 0, 1, 1],
    }
)


@pytest.mark.parametrize(
    ("request_text", "kept"),
    [
        ("Keep only the married women.", [1, 5]),
        ("Keep only the women who are not married.", [2]),
        ("Keep the men who are married.", [3, 6]),
        ("Keep only the women.", [1, 2, 5]),
    ],
)
def test_women_and_married_are_two_flags_both_asked(
    tmp_path: Path, request_text: str, kept: list[int]
) -> None:
    result, status = written(request_text, tmp_path, **{"pay.csv": PAY})
    assert status == "verified"
    assert list(result["person"]) == kept


def test_the_unmarried_men_are_dropped_on_both_flags(tmp_path: Path) -> None:
    result, _ = written("Drop the unmarried men.", tmp_path, **{"pay.csv": PAY})
    assert list(result["person"]) == [1, 2, 3, 5, 6]


def test_a_sex_column_in_words_says_women(tmp_path: Path) -> None:
    pay = PAY.assign(sex=PAY["female"].map({1: "Female", 0: "Male"})).drop(columns="female")
    result, status = written("Keep only the married women.", tmp_path, **{"pay.csv": pay})
    assert status == "verified"
    assert list(result["person"]) == [1, 5]


def test_women_over_a_sex_column_of_numbers_is_never_just_the_rows_noun(tmp_path: Path) -> None:
    # 1 and 2 say nothing of which is which: the word stays unread, and the married rows alone are no success
    pay = PAY.assign(sex=PAY["female"].map({1: 2, 0: 1})).drop(columns="female")
    _, status = written("Keep only the married women.", tmp_path, **{"pay.csv": pay})
    assert status != "verified"
    # a noun no column could say is still only what the rows are
    _, status = written("Keep only the married employees.", tmp_path, **{"pay.csv": pay})
    assert status == "verified"


@pytest.mark.parametrize("purpose", ["For the FAO comparison", "For the warning sign evaluation"])
def test_what_the_result_is_for_asks_nothing(tmp_path: Path, purpose: str) -> None:
    _, status = written(
        f"{purpose} I need the yields in kilograms per hectare instead of pounds per acre, whole kilos.",
        tmp_path,
        **{"cotton.csv": COTTON},
    )
    assert status == "verified"


PLOTS = pd.DataFrame(
    {
        "year": [1852, 1852, 1853, 1853, 1854],
        "plot": ["P02", "P08", "P02", "P08", "P02"],
        "grain": [1.92, 1.88, 1.26, 1.71, 2.05],
        "straw": [3.87, 4.25, 3.78, 3.10, 4.40],
    }
)


@pytest.mark.parametrize(
    ("request_text", "kept"),
    [
        ("For each year keep whichever of the two gave more grain.", ["P02", "P08", "P02"]),
        ("For each year keep the plot with the most grain.", ["P02", "P08", "P02"]),
        ("One row per year please, whichever plot yielded less straw.", ["P02", "P08", "P02"]),
    ],
)
def test_the_copy_that_gave_more_stays_and_the_kind_of_copy_is_no_key(
    tmp_path: Path, request_text: str, kept: list[str]
) -> None:
    result, status = written(request_text, tmp_path, **{"plots.csv": PLOTS})
    assert status == "verified"
    assert list(result["year"]) == [1852, 1853, 1854]
    assert list(result["plot"]) == kept


ORDERS = pd.DataFrame(
    {
        "order": [1, 2, 3, 4, 5, 6],
        "hour": [12.5, 15.2, 11.0, 13.9, 19.4, 12.1],
        "day": ["Mon", "Tue", "Sat", "Fri", "Wed", "Sun"],
        "items": [2, 5, 4, 1, 6, 3],
    }
)


@pytest.mark.parametrize(
    ("request_text", "kept"),
    [
        (
            "Could you trim the delivery log to weekday lunch orders? By that I mean anything placed Monday to "
            "Friday before 2 pm.",
            [1, 4],
        ),
        (
            "Trim the log to weekday lunch orders. I mean the orders placed Monday to Friday before 2 pm.",
            [1, 4],
        ),
        ("Trim the log to the busy orders. By busy I mean anything with more than 3 items.", [2, 3, 5]),
    ],
)
def test_a_sentence_that_says_what_the_filter_before_meant_replaces_it(
    tmp_path: Path, request_text: str, kept: list[int]
) -> None:
    result, status = written(request_text, tmp_path, **{"orders.csv": ORDERS})
    assert status == "verified"
    assert list(result["order"]) == kept


def test_a_definition_that_keeps_the_other_way_or_is_not_read_replaces_nothing() -> None:
    spec = spec_of(
        "Trim the log to the busy orders. By busy I mean the ones with lots of items.",
        **{"orders.csv": ORDERS},
    )
    assert not spec.steps and spec.unmapped
    spec = spec_of(
        "Keep only the weekday lunch orders. By that I mean drop anything placed after 2 pm.",
        **{"orders.csv": ORDERS},
    )
    assert spec.unmapped


OFFENCES = pd.DataFrame(
    {
        "line": [1, 2, 3, 4, 5],
        "Type": ["Homicide", "Theft", "Liquor offences", "Drug offences", "Assault"],
        "Count": [4, 30, 8, 12, 20],
    }
)


@pytest.mark.parametrize(
    "request_text",
    [
        "Add an offence group column: person for homicide and assault; drugs for drug offences; and other for "
        "everything else.",
        "Add an offence group column: person for homicide and assault; drugs for drug offences; other for the rest.",
        "Add an offence group column: person for homicide and assault; drugs for drug offences; the rest: other.",
        "Add an offence group column: person for homicide and assault; drugs for drug offences. Call the rest other.",
        "Add an offence group column: person for homicide and assault; drugs for drug offences; whatever is left is "
        "other.",
        "Add an offence group column: person for homicide and assault; drugs for drug offences; other in all "
        "remaining cases.",
    ],
)
def test_the_rests_label_split_off_from_its_cases_completes_them(tmp_path: Path, request_text: str) -> None:
    result, status = written(request_text, tmp_path, **{"offences.csv": OFFENCES})
    assert status == "verified"
    assert list(result["offence_group"]) == ["person", "other", "other", "drugs", "person"]


def test_a_rests_label_with_no_cases_before_it_is_reported() -> None:
    spec = spec_of(
        "Keep rows with Count over 10; and other for everything else.", **{"offences.csv": OFFENCES}
    )
    assert "and other for everything else" in spec.unmapped


def test_the_verifier_reads_from_the_request_that_the_rest_gets_a_label() -> None:
    step = StepSpec(
        intent=LabelByConditions(
            target="offence_group",
            cases=[
                LabelCase(
                    label="drugs", conditions=[Condition(column="Type", op="==", value="Drug offences")]
                )
            ],
        ),
        table="offences.csv",
    )
    after = OFFENCES.assign(offence_group=["", "", "", "drugs", ""])
    said = "Add an offence group column: drugs for drug offences, and other for everything else."
    checks = verify_step(1, step, OFFENCES, after, {}, request=said).checks
    assert not all(c.passed for c in checks)
    plain = "Add an offence group column: drugs for drug offences."
    checks = verify_step(1, step, OFFENCES, after, {}, request=plain).checks
    assert all(c.passed for c in checks)


COMMUTES = pd.DataFrame(
    {"commute": [1, 2, 3], "City": ["Oslo", "Oslo", "Rome"], "Distance": [12, 3, 8], "Time": [35, 5, 20]}
)


@pytest.mark.parametrize(
    "request_text",
    [
        "For every commute, work out the minutes per mile (the time divided by the distance) in a new column, "
        "rounded to one decimal.",
        "Please calculate the minutes per mile, the Time divided by the Distance, in a new column, one decimal.",
    ],
)
def test_a_rate_worked_out_in_a_new_column_names_it(tmp_path: Path, request_text: str) -> None:
    result, status = written(request_text, tmp_path, **{"commutes.csv": COMMUTES})
    assert status == "verified"
    assert list(result["minutes_per_mile"]) == [2.9, 1.7, 2.5]
    assert list(result["commute"]) == [1, 2, 3]


READINGS = pd.DataFrame(
    {
        "reading": [1, 2, 3, 4, 5, 6],
        "station": ["S1", "S1", "S1", "S2", "S2", "S2"],
        "location": ["OSLO", "OSLO", "BERGEN", "ROME", "ROME", "ROME"],
        "tmax": [3.0, 2.5, 4.0, 14.0, 15.5, 13.0],
    }
)


@pytest.mark.parametrize(
    "request_text",
    [
        "Each station code in this file should go with exactly one location, but a few readings picked up the "
        "wrong one. For every code, use the location that most of its readings already carry.",
        "Every station must always have one location; a few readings got the wrong location. Use the location "
        "that most of its readings carry.",
    ],
)
def test_a_value_each_code_should_go_with_is_set_to_what_most_of_its_rows_carry(
    tmp_path: Path, request_text: str
) -> None:
    result, _ = written(request_text, tmp_path, **{"readings.csv": READINGS})
    assert list(result["location"]) == ["OSLO", "OSLO", "OSLO", "ROME", "ROME", "ROME"]


VIEWS = pd.DataFrame(
    {
        "Date": ["2019-03-08", "2019-03-09", "2019-03-10", "2019-03-11"],
        "Pageviews": [13096, 9000, 8800, 17665],
    }
)


@pytest.mark.parametrize(
    "request_text",
    [
        "Add a day-of-week column, written out (Monday, Tuesday and so on), and then drop the Saturdays and "
        "Sundays since we only report working days.",
        "Add a day-of-week column and then drop the Saturdays and Sundays, because we only report weekdays.",
    ],
)
def test_a_weekday_added_then_named_and_a_reason_names_no_rows(tmp_path: Path, request_text: str) -> None:
    result, _ = written(request_text, tmp_path, **{"views.csv": VIEWS})
    assert list(result["day_of_week"]) == ["Friday", "Monday"]
    assert list(result["Pageviews"]) == [13096, 17665]


def test_the_rest_said_to_stay_blank_is_no_missing_label() -> None:
    step = StepSpec(
        intent=LabelByConditions(
            target="offence_group",
            cases=[
                LabelCase(
                    label="drugs", conditions=[Condition(column="Type", op="==", value="Drug offences")]
                )
            ],
        ),
        table="offences.csv",
    )
    after = OFFENCES.assign(offence_group=["", "", "", "drugs", ""])
    for said in (
        "Add an offence group column: drugs for drug offences, otherwise leave it blank.",
        "Add an offence group column: drugs for drug offences. The rest stay as they are.",
    ):
        assert all(c.passed for c in verify_step(1, step, OFFENCES, after, {}, request=said).checks)
    for said in (
        "Add an offence group column: drugs for drug offences. Call the rest other.",
        "Add an offence group column: drugs for drug offences, default other.",
        "Add an offence group column: drugs for drug offences; remaining types are other.",
    ):
        assert not all(c.passed for c in verify_step(1, step, OFFENCES, after, {}, request=said).checks)


SALES = pd.DataFrame(
    {
        "id": [1, 2, 3, 4],
        "price": [10.0, None, 12.0, 14.0],
        "qty": [1.0, 2.0, None, 4.0],
    }
)


@pytest.mark.parametrize(
    "request_text",
    [
        "Fill the blank prices with the median; the quantities with zero.",
        "Fill the blank prices with the median; and the qty with 0.",
    ],
)
def test_a_fill_said_again_for_another_column_with_its_verb_left_out(
    tmp_path: Path, request_text: str
) -> None:
    result, status = written(request_text, tmp_path, **{"sales.csv": SALES})
    assert status == "verified"
    assert list(result["price"]) == [10.0, 12.0, 12.0, 14.0]
    assert list(result["qty"]) == [1.0, 2.0, 0.0, 4.0]


def test_a_column_and_a_number_no_reading_took_are_never_context_in_silence() -> None:
    spec = spec_of(
        "Fill the blank prices with the median. The quantities with zero, please.", **{"sales.csv": SALES}
    )
    assert "The quantities with zero, please" in spec.unmapped
