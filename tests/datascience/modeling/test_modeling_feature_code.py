"""Model-proposed features: the expressions are evaluated in the real sandbox with the targets withheld, each
on its own, their columns are checked, and the floor keeps them only when cross-validation is strictly better
with them.

Models are faked only at the model door (``scripted_model``); the expressions really run in the sandbox and
the floor's CV is real LightGBM."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pandas as pd
import pytest

from dataagents.datascience.modeling.errors import ModelingError
from dataagents.datascience.modeling.feature_code import (
    MAX_IDEAS,
    PREFIX,
    FeatureErrors,
    FeatureIdea,
    FeatureIdeas,
    run_feature_ideas,
)
from dataagents.datascience.modeling.floor import _share_of_wins, run_floor
from dataagents.datascience.modeling.modeler import model_task
from dataagents.datascience.modeling.task import ModelingTask, load_task_dir
from dataagents.llm import CallSpeed, generate_text, scripted_model


def ideas(**named: str) -> FeatureIdeas:
    return FeatureIdeas(features=[FeatureIdea(name=n, expression=e) for n, e in named.items()])


RATIO = ideas(cost_per_unit="df['cost'] / df['units']").model_dump_json()
# reads the target, which is withheld from the rows the expressions see
PEEKS = ideas(leak="df['price_per_unit'] * 2").model_dump_json()


@pytest.fixture
def ratio_task(tmp_path: Path) -> ModelingTask:
    """A target that is a ratio of two columns: trees approximate it poorly, the ratio itself is exact."""
    rng = np.random.default_rng(7)
    n = 600
    frame = pd.DataFrame(
        {
            "id": np.arange(n),
            "cost": rng.uniform(10, 1000, n).round(2),
            "units": rng.integers(1, 60, n),
            "region": rng.choice(["north", "south", "east"], n),
        }
    )
    frame["price_per_unit"] = frame["cost"] / frame["units"]
    folder = tmp_path / "unit-prices"
    folder.mkdir()
    frame.iloc[:480].to_csv(folder / "train.csv", index=False)
    frame.iloc[480:].drop(columns="price_per_unit").to_csv(folder / "test.csv", index=False)
    sample = frame.iloc[480:][["id"]].assign(price_per_unit=frame["price_per_unit"].iloc[:480].mean())
    sample.to_csv(folder / "sample_submission.csv", index=False)
    spec = {"metric": "rmse", "id_column": "id", "target_columns": ["price_per_unit"]}
    (folder / "task.json").write_text(json.dumps(spec))
    (folder / "description.txt").write_text("Predict the price per unit of each order.")
    return load_task_dir(folder)


def test_new_columns_come_back_for_train_and_test_rows(ratio_task: ModelingTask) -> None:
    made = run_feature_ideas(
        ratio_task, ideas(cost_per_unit="df['cost'] / df['units']", broken="df['cost'].str[:2]"), timeout_s=60
    )
    assert made.columns == [f"{PREFIX}cost_per_unit"]
    assert (len(made.train), len(made.test)) == (480, 120)
    train = pd.read_csv(ratio_task.train_path)
    assert np.allclose(made.train[f"{PREFIX}cost_per_unit"], train["cost"] / train["units"])
    assert "AttributeError" in made.errors["broken"]  # one bad expression loses only itself


def test_the_target_is_withheld_from_the_expressions(ratio_task: ModelingTask) -> None:
    with pytest.raises(FeatureErrors) as caught:
        run_feature_ideas(ratio_task, ideas(leak="df['price_per_unit'] * 2"), timeout_s=60)
    assert "price_per_unit" in caught.value.errors["leak"]


def test_wrong_lengths_constants_and_too_many_are_refused(ratio_task: ModelingTask) -> None:
    with pytest.raises(FeatureErrors) as caught:
        run_feature_ideas(
            ratio_task,
            ideas(short="df['cost'].head(5)", one="np.ones(len(df))", mean="df['cost'].mean()"),
            timeout_s=60,
        )
    assert set(caught.value.errors) == {"short", "one", "mean"}
    assert "not one per row" in caught.value.errors["short"]
    many = FeatureIdeas.model_construct(
        features=[FeatureIdea(name=f"c{i}", expression=f"df['cost'] * {i}") for i in range(1, 10)]
    )
    made = run_feature_ideas(ratio_task, many, timeout_s=60)
    assert len(made.columns) == MAX_IDEAS and len(made.dropped) == 9 - MAX_IDEAS


def test_the_floor_keeps_a_column_that_improves_cv(ratio_task: ModelingTask) -> None:
    made = run_feature_ideas(ratio_task, ideas(ratio="df['cost'] / df['units']"), timeout_s=60)
    got = run_floor(ratio_task, time_budget_s=60, extra=(made.train, made.test))
    without, with_extra = got.extra_cv
    assert with_extra < without  # rmse: the exact ratio is far better than trees on cost and units
    assert got.extra_kept == made.columns


def test_a_column_is_kept_only_when_cv_is_strictly_better(ratio_task: ModelingTask) -> None:
    rng = np.random.default_rng(3)
    noise = pd.Series(rng.normal(size=600), name=f"{PREFIX}noise")
    got = run_floor(
        ratio_task, time_budget_s=60, extra=(noise.iloc[:480].to_frame(), noise.iloc[480:].to_frame())
    )
    without, with_extra = got.extra_cv
    assert without is not None and with_extra is not None
    # kept only when better overall and on most random halves of the rows (a paired check against noise)
    assert not got.extra_kept or with_extra < without
    (note,) = [n for n in got.notes if n.startswith("model features")]
    assert "random halves" in note and ("not kept" in note) != bool(got.extra_kept)


def test_a_noise_sized_gain_does_not_win_most_halves(ratio_task: ModelingTask) -> None:
    class Scored:  # RMSE on the rows that have a prediction, like the floor's scorer
        def score(self, oof):
            y = pd.read_csv(ratio_task.train_path)["price_per_unit"].to_numpy()
            have = ~np.isnan(oof[:, 0])
            return float(np.sqrt(np.mean((oof[have, 0] - y[have]) ** 2)))

    y = pd.read_csv(ratio_task.train_path)["price_per_unit"].to_numpy()
    rng = np.random.default_rng(0)
    base = (y + rng.normal(0, 5, len(y)))[:, None]
    jitter = base + rng.normal(0, 0.05, base.shape)  # the same predictions, moved by noise
    exact = (y + rng.normal(0, 1, len(y)))[:, None]  # far better everywhere
    assert _share_of_wins(Scored(), exact, base, "minimize", 0) == 1.0
    assert 0.1 < _share_of_wins(Scored(), jitter, base, "minimize", 0) < 0.9


async def test_the_modeler_keeps_model_features_only_through_cv(ratio_task: ModelingTask) -> None:
    stages: list[str] = []
    result = await model_task(
        ratio_task, model=scripted_model([RATIO]), time_budget_s=120, on_stage=stages.append
    )
    assert stages[:2] == ["model: proposing features", "model: evaluating features, round 1"]
    assert result.feature_columns == [f"{PREFIX}cost_per_unit"] and result.chosen == "floor+features"
    plain = await model_task(ratio_task, model=None, time_budget_s=60)
    assert result.floor_cv < plain.floor_cv  # rmse


async def test_failing_features_are_repaired_then_left_to_the_floor(ratio_task: ModelingTask) -> None:
    result = await model_task(
        ratio_task, model=scripted_model([PEEKS, PEEKS]), time_budget_s=120, debug_rounds=1
    )
    assert len(result.attempts) == 2 and all("price_per_unit" in (a.error or "") for a in result.attempts)
    assert result.chosen == "floor" and result.feature_columns == [] and result.submission is not None


async def test_a_repair_that_works_is_used(ratio_task: ModelingTask) -> None:
    result = await model_task(
        ratio_task, model=scripted_model([PEEKS, RATIO]), time_budget_s=120, debug_rounds=1
    )
    assert [a.exit_code for a in result.attempts] == [None, 0]
    assert result.feature_columns == [f"{PREFIX}cost_per_unit"]


async def test_a_small_budget_leaves_the_floor_alone(ratio_task: ModelingTask) -> None:
    result = await model_task(ratio_task, model=scripted_model([RATIO]), time_budget_s=60)
    assert not result.attempts and result.chosen == "floor"
    assert any("no model-written features" in n for n in result.notes)


def _speed(tokens_per_s: float):
    async def measured(*args: object, **kwargs: object) -> CallSpeed:
        return CallSpeed(prompt_tokens_per_s=tokens_per_s, output_tokens_per_s=tokens_per_s, seconds=0.1)

    return measured


async def test_a_model_too_slow_to_answer_in_time_is_not_asked(
    ratio_task: ModelingTask, monkeypatch: pytest.MonkeyPatch
) -> None:
    # at 5 tokens/s the prompt and a full answer take minutes, more than the 36 s share of a 120 s budget
    monkeypatch.setattr("dataagents.datascience.modeling.modeler.measure_speed", _speed(5.0))
    model = scripted_model([RATIO])
    result = await model_task(ratio_task, model=model, time_budget_s=120)
    assert not result.attempts and result.chosen == "floor" and result.submission is not None
    skipped = [n for n in result.notes if n.startswith("model features skipped")]
    assert skipped and "5 tokens/s" in skipped[0]
    # the scripted answer was never asked for: it is still there for the next call
    assert json.loads(await generate_text(model, "next")) == json.loads(RATIO)


async def test_a_model_fast_enough_is_asked(
    ratio_task: ModelingTask, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr("dataagents.datascience.modeling.modeler.measure_speed", _speed(5000.0))
    result = await model_task(ratio_task, model=scripted_model([RATIO]), time_budget_s=120)
    assert result.feature_columns == [f"{PREFIX}cost_per_unit"]
    assert not any(n.startswith("model features skipped") for n in result.notes)


def test_a_crashing_run_is_a_modeling_error(ratio_task: ModelingTask) -> None:
    # an expression that exits the interpreter stops the whole evaluation: a clear error, not a hang
    with pytest.raises(ModelingError, match="evaluating the feature expressions failed"):
        run_feature_ideas(ratio_task, ideas(bye="__import__('os')._exit(3)"), timeout_s=60)
