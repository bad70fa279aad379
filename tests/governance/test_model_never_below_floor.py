"""The model never makes a result worse than the floor: with no check able to verify either, the rules'
reading (run without the model) is delivered, not labels or a reading the model wrote."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path

import pandas as pd
import pytest

from dataagents.governance.govern import solve
from dataagents.llm import scripted_model

REQUEST = "Put each headline into a topic column: sports, technology or finance."
# a model that answers every question with valid JSON, yes to every label and 'finance' when asked to pick:
# labels of the right form, wrong for most rows
ALWAYS_FINANCE = json.dumps({"answer": "yes", "label": "finance"})


@pytest.fixture
def headlines(tmp_path: Path) -> Path:
    src = tmp_path / "headlines.csv"
    pd.DataFrame(
        {
            "headline": [
                "Striker scores twice as the league leaders win the derby",
                "New chip doubles battery life of laptops",
                "Central bank raises interest rates again",
            ]
        }
    ).to_csv(src, index=False)
    return src


def test_unverifiable_model_labels_do_not_replace_the_floor(headlines: Path) -> None:
    floor, floor_out = asyncio.run(solve(REQUEST, [headlines], model=None))
    assert floor.chosen == "rules" and floor.status == "unverified"
    for answers in (["finance"] * 50, [ALWAYS_FINANCE] * 80):
        outcome, out = asyncio.run(solve(REQUEST, [headlines], model=scripted_model(answers)))
        assert outcome.status != "verified"
        assert outcome.chosen == "rules", [(c.source, c.status) for c in outcome.candidates]
        assert out is not None and floor_out is not None
        assert out["topic"].tolist() == floor_out["topic"].tolist()
        assert "finance" not in out["topic"].tolist()[:2]


def test_an_unverified_model_reading_loses_to_an_unverified_floor(headlines: Path) -> None:
    spec = {
        "steps": [
            {
                "intent": {
                    "kind": "model_label",
                    "column": "headline",
                    "target": "topic",
                    "labels": ["sports", "technology", "finance"],
                },
                "table": "headlines.csv",
            }
        ]
    }
    model = scripted_model([json.dumps(spec)] + [ALWAYS_FINANCE] * 80)
    outcome, out = asyncio.run(solve(REQUEST, [headlines], model=model))
    tried = {c.source: c.status for c in outcome.candidates}
    assert tried.get("model") == "unverified", outcome.candidates
    assert outcome.chosen == "rules" and out is not None
    assert out["topic"].tolist() != ["finance"] * 3
    # the floor's output is at least unverified, so neither the model's own script nor the model's labels
    # on the rules' reading is tried: they could not win
    assert not {"rules+model", "model-code"} & set(tried)
