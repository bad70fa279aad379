"""DataGovAgent's Planner with no model reads a request through the rule parser's spec: the same plan for
different wordings, parameters bound from meaning, and nothing planned for what it did not understand."""

from __future__ import annotations

import asyncio

import pandas as pd
import pytest

from dataagents.governance.agent import planner


def _shipments() -> pd.DataFrame:
    return pd.DataFrame(
        {
            "shipment_ref": ["A1", "A2", "A3", "A4"],
            "carrier": ["DHL", "UPS", None, "DHL"],
            "weight_kg": [2.5, None, 4.0, 1.2],
            "shipped_on": ["2024-01-03", "03/01/2024", "2024-01-05", None],
        }
    )


@pytest.mark.parametrize(
    "request_text",
    [
        "Get rid of shipments that have no carrier, then fill the blank weights with the median weight.",
        "Shipments without a carrier must go. After that, any weight left empty takes the median.",
    ],
)
def test_two_wordings_give_the_same_bound_plan(request_text: str) -> None:
    plan = asyncio.run(planner.plan(request_text, {"shipments.csv": _shipments()}))
    assert plan.planned_by == "floor"
    assert [(s.op, s.params) for s in plan.steps] == [
        ("drop_missing", {"columns": ["carrier"], "how": "any"}),
        ("impute_statistic", {"columns": ["weight_kg"], "strategy": "median"}),
    ]
    assert plan.steps[1].inputs == [plan.steps[0].id]


def test_bind_reads_the_operator_parameters_from_the_text() -> None:
    tables = {"shipments.csv": _shipments()}
    assert planner.bind("fill missing weights with the median", "impute_statistic", tables) == {
        "columns": ["weight_kg"],
        "strategy": "median",
    }
    # the text asks for something else: no parameters for this operator are made up
    assert planner.bind("fill missing weights with the median", "standardize_date", tables) is None


def test_a_request_it_cannot_read_leaves_the_step_unbound() -> None:
    plan = asyncio.run(planner.plan("Make the shipments look nicer for the board.", {"s.csv": _shipments()}))
    assert [s.op for s in plan.steps] == [None]
    assert any("not understood" in n for n in plan.notes)
