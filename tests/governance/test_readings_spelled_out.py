"""Readings grown on a held-out set once its blind figure was recorded, each checked here on other data and
other wordings: codes spelled out with a lead-in or in parentheses (and a later sentence that only says it
again), "take … out of the table" as a removal, labels of several words, and "$5 or more" joined by "and"."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pandas as pd
import pytest

from dataagents.governance.govern import run_request
from dataagents.governance.schema_link import describe_table
from dataagents.governance.spec import LabelByConditions, MapValues, RowFilter
from dataagents.governance.understand import parse_request

PLANTS = pd.DataFrame({"id": [1, 2, 3, 4, 5], "st": ["A", "D", "A", "A", "D"], "height": [3, 5, 2, 8, 1]})


def _parse(request: str, frame: pd.DataFrame):
    return parse_request(request, {"t.csv": describe_table("t.csv", frame)})


@pytest.mark.parametrize(
    "request_text",
    [
        "The status column only has a letter in it: A for the alive ones, D for the dead ones. "
        "Please write out alive and dead instead.",
        "Status is one letter (A = alive, D = dead); spell them out.",
    ],
)
def test_codes_spelled_out_after_a_lead_in_or_in_parentheses(request_text: str, tmp_path: Path) -> None:
    spec = _parse(request_text, PLANTS)
    (step,) = spec.steps
    assert isinstance(step.intent, MapValues)
    assert step.intent.column == "st" and step.intent.meanings == {"A": "alive", "D": "dead"}
    src, out = tmp_path / "plants.csv", tmp_path / "out.csv"
    PLANTS.to_csv(src, index=False)
    asyncio.run(run_request(request_text, [src], out, model=None))
    assert pd.read_csv(out)["st"].tolist() == ["alive", "dead", "alive", "alive", "dead"]


def test_a_lead_in_that_asks_for_something_is_not_taken_for_context() -> None:
    # the items before the pairs must be a description, never a request of their own
    spec = _parse("Remove the tall ones; A for alive, D for dead", PLANTS)
    assert not any(isinstance(s.intent, MapValues) for s in spec.steps)


SHOPS = pd.DataFrame(
    {
        "shop": ["s1", "s2", "s3", "s4", "s5"],
        "area": ["NTH", "STH", "EST", "NTH", "WST"],
        "sales": [10, 20, 30, 40, 50],
    }
)


@pytest.mark.parametrize(
    "request_text",
    [
        "We are closing up north and east, so please take the northern and eastern shops (area codes NTH and EST) "
        "out of the shop list.",
        "take every shop in area NTH or EST out of the table",
    ],
)
def test_take_out_of_the_table_removes(request_text: str) -> None:
    (step,) = _parse(request_text, SHOPS).steps
    assert isinstance(step.intent, RowFilter) and step.intent.action == "drop"
    (cond,) = step.intent.conditions
    assert cond.column == "area" and set(cond.value) == {"NTH", "EST"}


ORDERS = pd.DataFrame(
    {
        "order_no": list(range(1, 9)),
        "amount": [12.0, 55.5, 80.0, 31.0, 99.0, 45.0, 20.0, 60.0],
        "discount": [0.0, 6.0, 2.0, 5.0, 10.0, 4.0, 7.0, 5.5],
    }
)


@pytest.mark.parametrize(
    "request_text",
    [
        "Mark each order as big spender when the amount came to more than $50 and the discount was $5 or more; "
        "every other order is normal. Put it in a column called spend_band.",
        "Add a column spend_band: big spender if amount is above 50 and discount is 5 or more, normal otherwise.",
    ],
)
def test_a_label_of_two_words_with_two_conditions(request_text: str, tmp_path: Path) -> None:
    (step,) = _parse(request_text, ORDERS).steps
    intent = step.intent
    assert isinstance(intent, LabelByConditions) and intent.target == "spend_band"
    (case,) = intent.cases
    assert case.label == "big spender" and case.match == "all" and intent.default == "normal"
    assert {(c.column, c.op, c.value) for c in case.conditions} == {
        ("amount", ">", 50),
        ("discount", ">=", 5),
    }
    src, out = tmp_path / "orders.csv", tmp_path / "out.csv"
    ORDERS.to_csv(src, index=False)
    outcome = asyncio.run(run_request(request_text, [src], out, model=None))
    got = pd.read_csv(out)["spend_band"].tolist()
    assert got == [
        "normal",
        "big spender",
        "normal",
        "normal",
        "big spender",
        "normal",
        "normal",
        "big spender",
    ]
    assert outcome.status == "verified"


KIDS = pd.DataFrame(
    {
        "child": [1, 2, 3, 4, 5, 6],
        "height": [120.0, None, 131.0, 128.0, None, 125.0],
        "weight": [30.5, 28.0, None, 33.0, 31.0, 29.0],
        "score": [7.0, None, 6.0, 8.0, 5.0, 6.0],
    }
)


@pytest.mark.parametrize(
    "request_text",
    [
        "Height and weight were not recorded for some of the children. Where they're missing, use the average "
        "of the recorded values, rounded to a whole number.",
        "Some children have no height or weight. Fill them with the mean of the other values, rounded to a "
        "whole number.",
    ],
)
def test_a_clause_saying_they_fills_the_columns_the_sentence_before_named(request_text: str) -> None:
    (step,) = _parse(request_text, KIDS).steps
    assert step.intent.kind == "fill_missing" and step.intent.strategy == "mean"
    assert sorted(step.intent.columns) == ["height", "weight"] and step.intent.round == 0


@pytest.mark.parametrize(
    "request_text",
    [
        "For the growth study I can only use children where we know both their height and their weight. "
        "Could you remove everyone who is missing either of those?",
        "We need height and weight for every child. Drop the ones missing any of those.",
    ],
)
def test_missing_either_of_those_means_each_column_named(request_text: str) -> None:
    (step,) = _parse(request_text, KIDS).steps
    assert step.intent.kind == "drop_missing" and sorted(step.intent.columns) == ["height", "weight"]


SENSOR = pd.DataFrame(
    {"reading": list(range(1, 9)), "temp_c": [2.0, 5.0, 12.5, 40.0, 41.5, 22.0, -3.0, 39.9]}
)


@pytest.mark.parametrize(
    "request_text",
    [
        "The sensor only reads temperatures from 5 degrees up to 40 degrees, both ends included. Anything colder or hotter "
        "than that must go.",
        "Valid temperatures are between 5 and 40. Remove everything outside that range.",
    ],
)
def test_the_outside_of_a_range_goes_and_its_ends_stay(request_text: str, tmp_path: Path) -> None:
    (step,) = _parse(request_text, SENSOR).steps
    assert isinstance(step.intent, RowFilter) and step.intent.action == "drop" and step.intent.match == "any"
    assert {(c.column, c.op, c.value) for c in step.intent.conditions} == {
        ("temp_c", "<", 5),
        ("temp_c", ">", 40),
    }
    src, out = tmp_path / "sensor.csv", tmp_path / "out.csv"
    SENSOR.to_csv(src, index=False)
    asyncio.run(run_request(request_text, [src], out, model=None))
    assert pd.read_csv(out)["temp_c"].tolist() == [5.0, 12.5, 40.0, 22.0, 39.9]


def test_a_number_ending_a_sentence_is_not_a_list_item() -> None:
    from dataagents.governance.understand import split_clauses

    assert split_clauses(
        "Valid temperatures are between 5 and 40. Remove everything outside that range."
    ) == [
        "Valid temperatures are between 5 and 40",
        "Remove everything outside that range",
    ]
    assert split_clauses("Steps: 1. drop the blanks 2. remove the copies") == [
        "Steps:",
        "drop the blanks",
        "remove the copies",
    ]


RETURNS = pd.DataFrame(
    {"month_no": [1, 2, 3], "Date": ["1854-04-01", "05/01/1854", "June 1854"], "n": [3, 4, 5]}
)


@pytest.mark.parametrize(
    "request_text",
    [
        "For the poster the Date should read like March 1901; please rewrite every row in that style.",
        "Write the Date as e.g. August 1999.",
    ],
)
def test_a_date_format_shown_with_a_month_name(request_text: str, tmp_path: Path) -> None:
    (step,) = _parse(request_text, RETURNS).steps
    assert step.intent.kind == "standardize" and step.intent.date_format == "%B %Y"
    src, out = tmp_path / "returns.csv", tmp_path / "out.csv"
    RETURNS.to_csv(src, index=False)
    asyncio.run(run_request(request_text, [src], out, model=None))
    assert pd.read_csv(out)["Date"].tolist() == ["April 1854", "May 1854", "June 1854"]


PRICES = pd.DataFrame({"item": ["a", "b", "c"], "price_eur": ["1.234,50", "17,25", "3,9"]})


@pytest.mark.parametrize(
    "request_text",
    [
        "The prices were typed in Germany with a decimal comma and dots for thousands. Make them ordinary numbers.",
        "Convert price_eur to plain numbers.",  # the values only read one way: with a decimal comma
    ],
)
def test_numbers_with_a_decimal_comma(request_text: str, tmp_path: Path) -> None:
    (step,) = _parse(request_text, PRICES).steps
    assert step.intent.format == "number" and step.intent.decimal == ","
    src, out = tmp_path / "prices.csv", tmp_path / "out.csv"
    PRICES.to_csv(src, index=False)
    asyncio.run(run_request(request_text, [src], out, model=None))
    assert pd.read_csv(out)["price_eur"].tolist() == [1234.5, 17.25, 3.9]


BODIES = pd.DataFrame({"id": [1, 2], "arm_len": [20.0, 22.5], "leg_len": [30.0, 31.0], "age": [30, 40]})


@pytest.mark.parametrize(
    "request_text",
    [
        "arm_len and leg_len to centimetres please (they're in inches now)",
        "Convert arm length and leg length from inches to cm.",
    ],
)
def test_a_list_of_columns_converted(request_text: str) -> None:
    steps = _parse(request_text, BODIES).steps
    assert sorted((s.intent.column, s.intent.from_unit, s.intent.to_unit) for s in steps) == [
        ("arm_len", "in", "cm"),
        ("leg_len", "in", "cm"),
    ]


TOWNS = pd.DataFrame({"town": list("abcdef"), "income": [2000, 5000, 9999, 10000, 15000, 4999]})


@pytest.mark.parametrize(
    "request_text",
    [
        "Put a band on every town in a new band column: rich from $10,000 up, mid from $5,000 to under $10,000, "
        "poor below $5,000.",
        "Add a band column: rich when income is 10000 or more, mid for 5000 to under 10000, poor everywhere else.",
    ],
)
def test_open_and_half_open_income_bands(request_text: str) -> None:
    (step,) = _parse(request_text, TOWNS).steps
    intent = step.intent
    assert isinstance(intent, LabelByConditions) and intent.target == "band"
    frame = TOWNS.set_index("town")

    def label(income: float) -> str:
        for case in intent.cases:
            ok = [
                {">=": income >= c.value, "<": income < c.value, ">": income > c.value}[c.op]
                for c in case.conditions
            ]
            if all(ok):
                return case.label
        return intent.default or ""

    assert [label(v) for v in frame["income"]] == ["poor", "mid", "mid", "rich", "rich", "poor"]


def test_only_in_one_of_them_keeps_both_sides_of_a_join() -> None:
    left = describe_table("a.csv", pd.DataFrame({"town": ["x", "y"], "n": [1, 2]}))
    right = describe_table("b.csv", pd.DataFrame({"town": ["y", "z"], "m": [3, 4]}))
    spec = parse_request(
        "Merge the two files on town, and keep the towns that are only in one of them too.",
        {"a.csv": left, "b.csv": right},
    )
    (step,) = spec.steps
    assert step.intent.kind == "join" and step.intent.how == "outer" and step.intent.keys == ["town"]


LOANS_OUT = pd.DataFrame(
    {
        "id": ["ann01", "ann01", "bob02", "cyd03", "cyd03", "cyd03"],
        "year": [2020, 2020, 2020, 2021, 2021, 2021],
        "spell": [2, 1, 1, 1, 3, 2],
        "branch": ["north", "south", "east", "west", "east", "north"],
    }
)


@pytest.mark.parametrize(
    "request_text",
    [
        "Readers who moved branch during a year are listed once per branch, numbered by spell. I need one line "
        "per reader per year, the branch they ended that year with.",
        "Members that switched branch are listed once per branch, numbered by spell. Keep one row per member "
        "per year: the branch they finished the year with.",
    ],
)
def test_one_row_per_thing_per_year_keeping_the_last_numbered(request_text: str) -> None:
    (step,) = _parse(request_text, LOANS_OUT).steps
    intent = step.intent
    assert intent.kind == "deduplicate" and sorted(intent.key) == ["id", "year"]
    assert intent.keep == "largest" and intent.order_by == "spell"


SHOP_ITEMS = pd.DataFrame(
    {
        "sku": list(range(1, 8)),
        "dept": [
            "Bakery",
            "Dairy products",
            "Frozen foods & ice",
            "Toys",
            "Garden tools & seeds",
            "Bakery",
            "Books",
        ],
    }
)


@pytest.mark.parametrize(
    "request_text",
    [
        "We need an aisle column. Bakery and dairy products are fresh; frozen foods and garden tools go to "
        "warehouse; anything else: general.",
        "Add an aisle column: bakeries and dairy products are fresh; frozen foods, garden tools are warehouse; "
        "everything else is general",
    ],
)
def test_labels_from_lists_of_a_columns_values(request_text: str) -> None:
    (step,) = _parse(request_text, SHOP_ITEMS).steps
    intent = step.intent
    assert isinstance(intent, LabelByConditions) and intent.target == "aisle" and intent.default == "general"
    got = {case.label: sorted(case.conditions[0].value) for case in intent.cases}
    assert got == {
        "fresh": ["Bakery", "Dairy products"],
        "warehouse": ["Frozen foods & ice", "Garden tools & seeds"],
    }


BOOKS = pd.DataFrame(
    {
        "title": ["Deep Rivers", "Salt and Stone", "DEEP RIVERS", "Salt  and Stone", "Salt and Stone"],
        "pages": [210, 340, 210, 340, 352],  # the last one is another edition, not a copy
        "year": [1999, 2004, 1999, 2004, 2011],
    }
)


@pytest.mark.parametrize(
    "request_text",
    [
        "A few books got typed in a second time further down - same book and same figures, only the title is in "
        "capitals or has extra spaces. Keep the originals and delete the retyped ones.",
        "Some rows were re-entered with the title in capitals or with extra spaces but the same values otherwise; "
        "remove those copies and keep the first.",
    ],
)
def test_copies_typed_again_in_other_case_or_spacing(request_text: str, tmp_path: Path) -> None:
    (step,) = _parse(request_text, BOOKS).steps
    assert step.intent.kind == "deduplicate" and step.intent.ignore_case and step.intent.key == []
    src, out = tmp_path / "books.csv", tmp_path / "out.csv"
    BOOKS.to_csv(src, index=False)
    asyncio.run(run_request(request_text, [src], out, model=None))
    assert pd.read_csv(out)["pages"].tolist() == [210, 340, 352]


STORES = pd.DataFrame({"store": ["s1", "s2", "s3", "s4"], "zone": ["N", "S", "N", ""], "sales": [1, 2, 3, 4]})
ZONES = pd.DataFrame({"code": ["N", "S", "E"], "zone_name": ["North", "South", "East"]})


@pytest.mark.parametrize(
    "request_text",
    [
        "Next to each store, add the full name of its zone from the zones list. Every store has to stay in, even "
        "the one with no zone.",
        "Bring the zone names in from the zones table for every store; keep those stores anyway when nothing "
        "matches.",
    ],
)
def test_a_join_whose_keys_are_named_differently(request_text: str, tmp_path: Path) -> None:
    tables = {
        "stores.csv": describe_table("stores.csv", STORES),
        "zones.csv": describe_table("zones.csv", ZONES),
    }
    spec = parse_request(request_text, tables)
    joins = [s.intent for s in spec.steps if s.intent.kind == "join"]
    assert len(joins) == 1 and not [s for s in spec.steps if s.intent.kind == "row_filter"]
    (join,) = joins
    assert join.keys == ["zone"] and join.other_keys == ["code"] and join.how == "left"
    a, b, out = tmp_path / "stores.csv", tmp_path / "zones.csv", tmp_path / "out.csv"
    STORES.to_csv(a, index=False)
    ZONES.to_csv(b, index=False)
    asyncio.run(run_request(request_text, [a, b], out, model=None))
    got = pd.read_csv(out, keep_default_na=False)
    assert got["zone_name"].tolist() == ["North", "South", "North", ""] and len(got) == 4


SURVEYS = pd.DataFrame(
    {
        "survey": [1, 2, 3, 4],
        "opened": ["2005-11-01", "2005-12-20", "2006-01-05", "2006-03-01"],
        "closed": ["2005-11-30", "2006-01-10", "2006-01-31", "2006-03-31"],
        "n": [100, 200, 150, 120],
    }
)


@pytest.mark.parametrize(
    ("request_text", "kept"),
    [
        (
            "Surveys whose fieldwork wrapped up before 1 January 2006 aren't needed. Please strip those out.",
            [2, 3, 4],
        ),
        ("Remove every survey that started before January 1, 2006.", [3, 4]),
    ],
)
def test_a_day_written_out_compares_with_the_right_date_column(
    request_text: str, kept: list[int], tmp_path: Path
) -> None:
    src, out = tmp_path / "surveys.csv", tmp_path / "out.csv"
    SURVEYS.to_csv(src, index=False)
    asyncio.run(run_request(request_text, [src], out, model=None))
    assert pd.read_csv(out)["survey"].tolist() == kept


TRIAL = pd.DataFrame({"patient": [1, 2, 3, 4], "trt": [1, 2, 2, 1], "grade": [2.0, None, 3.0, 3.0]})


@pytest.mark.parametrize(
    "request_text",
    [
        "In the trt column 1 means the usual care and 2 the new pill. Could that be spelled out as usual and new "
        "so the tables read properly?",
        "For the trt column, 1 means usual and 2 means new.",
    ],
)
def test_codes_of_a_named_column_are_spelled_out(request_text: str) -> None:
    (step,) = _parse(request_text, TRIAL).steps
    assert isinstance(step.intent, MapValues) and step.intent.column == "trt"
    assert step.intent.meanings == {"1": "usual", "2": "new"}


@pytest.mark.parametrize(
    "request_text",
    [
        "The grade wasn't recorded for some patients. Fill the gaps with the grade that occurs most often.",
        "Where grade is blank, use the most common grade.",
    ],
)
def test_the_value_that_occurs_most_often(request_text: str) -> None:
    (step,) = _parse(request_text, TRIAL).steps
    assert step.intent.kind == "fill_missing" and step.intent.strategy == "mode"
    assert step.intent.columns == ["grade"]


PARTS = pd.DataFrame({"part": list(range(1, 7)), "kind": ["Bolt", "BOLT", "nut", "Nut", "bolt", "Washer"]})


@pytest.mark.parametrize(
    "request_text",
    ["Drop the bolts, code BOLT, as they're out of scope.", "remove every part whose kind is bolt"],
)
def test_a_value_typed_in_several_cases_is_one_value(request_text: str, tmp_path: Path) -> None:
    src, out = tmp_path / "parts.csv", tmp_path / "out.csv"
    PARTS.to_csv(src, index=False)
    asyncio.run(run_request(request_text, [src], out, model=None))
    assert pd.read_csv(out)["part"].tolist() == [3, 4, 6]


CARS = pd.DataFrame(
    {"model": list("abcdefg"), "Country": ["USA", "Japan", "Japan/USA", "Germany", "Korea", None, "Sweden"]}
)


@pytest.mark.parametrize(
    "request_text",
    [
        "I need a region column based on the country; American for the USA; Asian for Japan, Japan/USA and "
        "Korea; European for Germany and Sweden. Everything else, including no country, is other.",
        "Add a region column: the USA is American; Japan, Japan/USA and Korea are Asian; Germany and Sweden are "
        "European; anything else: other",
    ],
)
def test_labels_named_before_or_after_their_lists(request_text: str) -> None:
    (step,) = _parse(request_text, CARS).steps
    intent = step.intent
    assert isinstance(intent, LabelByConditions) and intent.target == "region" and intent.default == "other"
    got = {case.label: sorted(case.conditions[0].value) for case in intent.cases}
    assert got == {
        "American": ["USA"],
        "Asian": ["Japan", "Japan/USA", "Korea"],
        "European": ["Germany", "Sweden"],
    }


PUPILS = pd.DataFrame(
    {"pupil": range(1, 7), "group": ["F3", "F1", "F3", "F2", "F1", "F2"], "days": [5, 50, 2, 41, 40, 3]}
)


@pytest.mark.parametrize(
    "request_text",
    [
        "Pupils in group F3 are followed up separately, and anyone away more than forty days is a special case. "
        "Neither group should be in this sheet.",
        "Group F3 and everyone absent more than 40 days are handled elsewhere; none of them should stay in the list.",
    ],
)
def test_two_groups_that_should_not_be_in_the_sheet(request_text: str, tmp_path: Path) -> None:
    src, out = tmp_path / "pupils.csv", tmp_path / "out.csv"
    PUPILS.to_csv(src, index=False)
    asyncio.run(run_request(request_text, [src], out, model=None))
    assert pd.read_csv(out)["pupil"].tolist() == [5, 6]


PETS = pd.DataFrame(
    {"pet": range(1, 6), "sex": ["male", "female", "male", "male", "female"], "weight": [12, 13, 9, 15, 8]}
)


@pytest.mark.parametrize(
    "request_text",
    [
        "The vet wants male pets whose weight is 12 or more marked for a check. Add a column called followup with "
        "yes for those and no for every other pet.",
        "Male pets with a weight of at least 12 need a check. Add a followup column: yes for those, no elsewhere.",
    ],
)
def test_a_label_for_those_the_sentence_before_describes(request_text: str) -> None:
    (step,) = _parse(request_text, PETS).steps
    intent = step.intent
    assert isinstance(intent, LabelByConditions) and intent.target == "followup" and intent.default == "no"
    (case,) = intent.cases
    assert case.label == "yes" and case.match == "all"
    assert {(c.column, c.op, c.value) for c in case.conditions} == {
        ("sex", "==", "male"),
        ("weight", ">=", 12),
    }


@pytest.mark.parametrize(
    "request_text",
    [
        "Put the two files side by side, matched on town. Keep every town that appears in either file.",
        "Join the files on town. Keep each town even if the other one has nothing for it.",
        "Merge the two lists on town, keeping towns in either one.",
    ],
)
def test_which_rows_a_join_keeps_said_in_the_next_sentence(request_text: str) -> None:
    left = describe_table("a.csv", pd.DataFrame({"town": ["x", "y"], "n": [1, 2]}))
    right = describe_table("b.csv", pd.DataFrame({"town": ["y", "z"], "m": [3, 4]}))
    spec = parse_request(request_text, {"a.csv": left, "b.csv": right})
    (step,) = spec.steps
    assert step.intent.kind == "join" and step.intent.how == "outer" and not spec.unmapped, spec.unmapped


@pytest.mark.parametrize(
    "request_text",
    [
        "Nobody will understand A and D in the plant list. Write them as alive and dead.",
        "The status codes A and D mean nothing to the board; spell them out as alive and dead, in that order.",
    ],
)
def test_codes_listed_then_the_names_for_them_in_order(request_text: str) -> None:
    spec = _parse(request_text, PLANTS)
    steps = [s.intent for s in spec.steps]
    assert len(steps) == 1 and isinstance(steps[0], MapValues)
    assert steps[0].column == "st" and steps[0].meanings == {"A": "alive", "D": "dead"}
