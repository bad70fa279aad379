"""Submission validation, RPG (release formula) and task success on real files."""

from __future__ import annotations

import math
from pathlib import Path

import pandas as pd
import pytest

from dataagents.datascience.modeling.rpg import aggregate, relative_gap, score_submission
from dataagents.datascience.modeling.task import load_release
from dataagents.datascience.modeling.validate import validate_submission


def test_relative_gap_both_directions() -> None:
    # higher is better: b=0.5, g=1.0, p=0.8 -> 0.6 ; lower is better: b=10, g=0, p=4 -> 0.6
    assert relative_gap(0.8, 1.0, 0.5) == pytest.approx(0.6)
    assert relative_gap(4.0, 0.0, 10.0) == pytest.approx(0.6)
    assert relative_gap(12.0, 0.0, 10.0) == 0.0  # worse than the baseline clips at 0
    assert relative_gap(math.nan, 0.0, 10.0) == 0.0
    assert relative_gap(None, 0.0, 10.0) == 0.0


def _answer(release: Path) -> pd.DataFrame:
    return pd.read_csv(release / "data" / "answers" / "bike-mini" / "test_answer.csv")


def test_rpg_of_answer_sample_and_a_shuffled_half_way_submission(release: Path, tmp_path: Path) -> None:
    (task,) = load_release(release)
    perfect = score_submission(task, task.answer_path)
    assert perfect.success and perfect.rpg == pytest.approx(1.0) and perfect.best == 0.0
    trivial = score_submission(task, task.sample_path)
    assert trivial.success and trivial.rpg == 0.0
    # predictions whose log1p is half-way between the answer's and log1p(0)=0 -> p = b/2 -> RPG 0.5,
    # written in reverse row order: scored by id, not position
    ans = _answer(release)
    half = ans.assign(count=(ans["count"] + 1) ** 0.5 - 1).iloc[::-1]
    path = tmp_path / "half.csv"
    half.to_csv(path, index=False)
    s = score_submission(task, path)
    assert s.success and s.rpg == pytest.approx(0.5)


def test_invalid_submissions_score_zero_with_reasons(release: Path, tmp_path: Path) -> None:
    (task,) = load_release(release)
    ans = _answer(release)
    cases = {
        "missing_rows": (ans.iloc[:-2], "test ids have no prediction"),
        "nan": (ans.assign(count=[None, *list(ans["count"][1:])]), "missing values"),
        "text": (ans.assign(count="many"), "must be numeric"),
        "columns": (ans.rename(columns={"count": "cnt"}), "columns differ"),
        "order": (ans[["count", "datetime"]], "wrong order"),
        "negative": (ans.assign(count=-5.0), "<= -1"),
        "dup": (pd.concat([ans, ans.iloc[:1]]), "duplicated ids"),
    }
    for name, (frame, reason) in cases.items():
        path = tmp_path / f"{name}.csv"
        frame.to_csv(path, index=False)
        violations = validate_submission(path, task)
        assert any(reason in v for v in violations), (name, violations)
        s = score_submission(task, path)
        assert not s.success and s.rpg == 0.0
    missing = score_submission(task, tmp_path / "absent.csv")
    assert not missing.success and "cannot be read" in missing.violations[0]
    assert score_submission(task, None).violations == ["no submission produced"]


def test_aggregate_counts_failures_as_zero(release: Path) -> None:
    (task,) = load_release(release)
    scores = [score_submission(task, task.answer_path), score_submission(task, None)]
    agg = aggregate(scores)
    assert agg["rpg"] == pytest.approx(0.5) and agg["task_success"] == pytest.approx(0.5)


def test_every_sample_task_perfect_and_trivial(suite_root: Path) -> None:
    for task in load_release(suite_root):
        assert score_submission(task, task.answer_path).rpg == pytest.approx(1.0), task.name
        trivial = score_submission(task, task.sample_path)
        assert trivial.success and trivial.rpg == 0.0, task.name


def test_metric_specific_value_checks(suite_root: Path, tmp_path: Path) -> None:
    from dataagents.datascience.modeling.task import load_release_task

    iris = load_release_task(suite_root, "iris-species")
    sample = pd.read_csv(iris.sample_path)
    labels = sample.assign(setosa="setosa")
    over = sample.assign(versicolor=1.7)
    for frame, reason in ((labels, "must be numeric"), (over, "probabilities in [0, 1]")):
        path = tmp_path / "iris.csv"
        frame.to_csv(path, index=False)
        assert any(reason in v for v in validate_submission(path, iris)), reason
    grade = load_release_task(suite_root, "diabetes-grade")
    halves = pd.read_csv(grade.sample_path).assign(grade=2.5)
    path = tmp_path / "grade.csv"
    halves.to_csv(path, index=False)
    assert any("integer grades" in v for v in validate_submission(path, grade))
