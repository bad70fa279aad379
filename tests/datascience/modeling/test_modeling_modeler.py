"""The Modeler: floor first, model-written script in the real sandbox, bounded repairs, keep the better CV.

Models are faked only at the model door (``scripted_model``); the scripts really run in the sandbox.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from dataagents.datascience.modeling.modeler import extract_code, model_task
from dataagents.datascience.modeling.rpg import score_submission
from dataagents.datascience.modeling.task import load_release_task
from dataagents.llm import scripted_model

PLAN = json.dumps({"features": ["ratios of acids"], "model": "ridge"})

# Writes a valid constant submission and an oof.csv: a poor model the floor must beat.
CONSTANT = """```python
import pandas as pd
train = pd.read_csv("train.csv"); sample = pd.read_csv("sample_submission.csv")
sub = sample.copy(); sub["alcohol"] = train["alcohol"].mean(); sub.to_csv("submission.csv", index=False)
oof = train[["id"]].copy(); oof["alcohol"] = train["alcohol"].mean(); oof.to_csv("oof.csv", index=False)
```"""

# A real model: ridge regression with 5-fold out-of-fold predictions.
RIDGE = """```python
import pandas as pd
from sklearn.linear_model import RidgeCV
from sklearn.model_selection import cross_val_predict
train = pd.read_csv("train.csv"); test = pd.read_csv("test.csv"); sample = pd.read_csv("sample_submission.csv")
X = pd.get_dummies(train.drop(columns=["id", "alcohol"]), dtype=float)
Xt = pd.get_dummies(test.drop(columns=["id"]), dtype=float).reindex(columns=X.columns, fill_value=0)
m = RidgeCV(alphas=[0.1, 1, 10])
oof = train[["id"]].copy(); oof["alcohol"] = cross_val_predict(m, X, train["alcohol"], cv=5)
oof.to_csv("oof.csv", index=False)
m.fit(X, train["alcohol"])
sub = sample.copy(); sub["alcohol"] = m.predict(Xt); sub.to_csv("submission.csv", index=False)
```"""


@pytest.fixture
def wine_alcohol(suite_root: Path):
    return load_release_task(suite_root, "wine-alcohol")


async def test_no_model_runs_the_floor(wine_alcohol) -> None:
    result = await model_task(wine_alcohol, model=None, time_budget_s=60)
    assert result.chosen == "floor" and not result.attempts
    assert score_submission(wine_alcohol, result.submission).success


async def test_keeps_the_floor_when_the_script_is_worse(wine_alcohol) -> None:
    stages: list[str] = []
    result = await model_task(
        wine_alcohol,
        model=scripted_model([PLAN, CONSTANT]),
        time_budget_s=120,
        approach="script",
        on_stage=stages.append,
    )
    assert stages == [
        "floor: features and cross-validation",
        "model: planning",
        "model: running script, round 1",
    ]
    assert result.plan is not None and result.plan.model == "ridge"
    assert len(result.attempts) == 1 and result.attempts[0].exit_code == 0
    assert result.model_cv is not None and result.floor_cv is not None
    assert result.model_cv > result.floor_cv  # MAE: the constant is worse
    assert result.chosen == "floor"


async def test_repairs_a_failing_script_and_keeps_the_better_cv(wine_alcohol) -> None:
    broken = "```python\nimport pandas as pd\nraise ValueError('feature typo')\n```"
    model = scripted_model([broken, RIDGE])
    result = await model_task(wine_alcohol, model=model, time_budget_s=120, plan=False, approach="script")
    assert [a.exit_code == 0 for a in result.attempts] == [False, True]
    assert "feature typo" in (result.attempts[0].error or "")
    better = result.model_cv < result.floor_cv
    assert result.chosen == ("model" if better else "floor")
    assert score_submission(wine_alcohol, result.submission).success


async def test_bounded_rounds_then_the_floor(wine_alcohol) -> None:
    bad = "```python\nprint('no files written')\n```"
    result = await model_task(
        wine_alcohol,
        model=scripted_model([bad] * 5),
        time_budget_s=120,
        plan=False,
        debug_rounds=1,
        approach="script",
    )
    assert len(result.attempts) == 2
    assert all("submission.csv" in (a.error or "") for a in result.attempts)
    assert result.chosen == "floor" and score_submission(wine_alcohol, result.submission).success


def test_extract_code() -> None:
    assert extract_code("text\n```python\nprint(1)\n```\nmore") == "print(1)"
    assert extract_code("print(2)") == "print(2)"


async def test_no_model_call_when_the_budget_is_spent(wine_alcohol) -> None:
    # a budget below the time reserved to run a script: the model is not asked, the floor stands
    result = await model_task(
        wine_alcohol, model=scripted_model([RIDGE]), time_budget_s=10, plan=False, approach="script"
    )
    assert result.chosen == "floor" and not result.attempts
    assert any("time budget" in n for n in result.notes)


def test_budget_progress_shows_the_stage_and_the_budget() -> None:
    import io

    from rich.console import Console

    from dataagents.datascience.modeling.commands import budget_progress

    out = io.StringIO()
    console = Console(file=out, force_terminal=True, width=100)
    with budget_progress(console, 30.0) as on_stage:
        on_stage("floor: features and cross-validation")
        console.print("")  # let the live display draw once
    text = out.getvalue()
    assert "floor: features and cross-validation" in text and "of 30s" in text
