"""The model never makes a result worse than the floor: with no check able to verify either, the rules'
reading (run without the model) is delivered, not labels the model wrote."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pandas as pd

from dataagents.governance.govern import solve
from dataagents.llm import scripted_model


def test_unverifiable_model_labels_do_not_replace_the_floor(tmp_path: Path) -> None:
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
    request = "Put each headline into a topic column: sports, technology or finance."
    floor, floor_out = asyncio.run(solve(request, [src], model=None))
    assert floor.chosen == "rules"
    # a model that answers every prompt with the same (wrong for most rows) word
    model = scripted_model(["finance"] * 50)
    outcome, out = asyncio.run(solve(request, [src], model=model))
    assert outcome.status != "verified"
    assert outcome.chosen == "rules"
    assert out is not None and floor_out is not None
    assert out["topic"].tolist() == floor_out["topic"].tolist()
