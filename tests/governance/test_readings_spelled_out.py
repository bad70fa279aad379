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
