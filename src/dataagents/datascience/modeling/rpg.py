"""Relative Performance Gap and task success (DSBench §2.2.2, Appendix E), as the release computes them.

Per task i: p = metric(answer, submission), g = metric(answer, answer) (the best attainable score),
b = metric(answer, sample_submission) (Appendix E: "the performance of the original submission file ... as
the baseline"), and RPG_i = max(0, (p − b) / (g − b)); the formula needs no direction flag because for a
lower-is-better metric both differences are negative. A missing, invalid or NaN-scoring submission adds 0.
RPG = mean over all N tasks (release ``show_results.py``). Task success = a valid submission was produced.
"""

from __future__ import annotations

import math
from pathlib import Path

import pandas as pd
from pydantic import BaseModel, Field

from dataagents.datascience.modeling.errors import ModelingError
from dataagents.datascience.modeling.metrics import score
from dataagents.datascience.modeling.task import ModelingTask, read_csv
from dataagents.datascience.modeling.validate import validate_frame


class TaskScore(BaseModel):
    name: str
    metric: str
    success: bool  # a valid submission was produced
    performance: float | None = None  # p
    best: float | None = None  # g
    baseline: float | None = None  # b
    rpg: float = 0.0
    violations: list[str] = Field(default_factory=list)
    seconds: float | None = None
    cost_usd: float | None = None


def relative_gap(p: float | None, g: float, b: float) -> float:
    """max(0, (p − b)/(g − b)); 0 for a missing or NaN p. When g == b no submission can beat the baseline
    (the release would divide by zero): a p equal to g then counts 1, anything else 0."""
    if p is None or math.isnan(p) or math.isnan(g) or math.isnan(b):
        return 0.0
    if g == b:
        return 1.0 if p == g else 0.0
    return max(0.0, (p - b) / (g - b))


def _metric_value(task: ModelingTask, answer: pd.DataFrame, frame: pd.DataFrame) -> float:
    try:
        return score(answer, frame, task.metric, id_column=task.id_column, target_columns=task.target_columns)
    except (ValueError, ModelingError, TypeError):
        return math.nan  # the metric cannot be computed on this file: scores like NaN (0 in the RPG)


def reference_scores(task: ModelingTask) -> tuple[float, float]:
    """(g, b): the answer scored against itself and the sample submission scored against the answer."""
    if task.answer_path is None:
        raise ModelingError(
            f"task {task.name}: no answers/{task.name}/test_answer.csv", hint="cannot score it"
        )
    answer = read_csv(task.answer_path)
    return _metric_value(task, answer, answer), _metric_value(task, answer, read_csv(task.sample_path))


def score_submission(task: ModelingTask, submission: str | Path | pd.DataFrame | None) -> TaskScore:
    """Validate and score one submission; never raises for a bad submission (it scores 0)."""
    g, b = reference_scores(task)
    result = TaskScore(name=task.name, metric=task.metric.key, success=False, best=g, baseline=b)
    if submission is None:
        result.violations = ["no submission produced"]
        return result
    if isinstance(submission, pd.DataFrame):
        frame = submission
    else:
        try:
            frame = pd.read_csv(submission, low_memory=False)
        except Exception as err:  # unreadable file: a violation, never a crash
            result.violations = [f"{submission}: cannot be read as CSV ({str(err).splitlines()[0][:160]})"]
            return result
    result.violations = validate_frame(frame, task)
    if result.violations:
        return result
    result.success = True
    p = _metric_value(task, read_csv(task.answer_path), frame)  # type: ignore[arg-type]
    result.performance = None if math.isnan(p) else p
    result.rpg = relative_gap(result.performance, g, b)
    return result


def aggregate(scores: list[TaskScore]) -> dict[str, float]:
    """RPG and task success over all tasks (each task counts, failed ones as 0), plus mean time and cost."""
    n = len(scores)
    if n == 0:
        return {"rpg": 0.0, "task_success": 0.0}
    out = {
        "rpg": sum(s.rpg for s in scores) / n,
        "task_success": sum(s.success for s in scores) / n,
    }
    times = [s.seconds for s in scores if s.seconds is not None]
    if times:
        out["seconds_per_task"] = sum(times) / len(times)
    costs = [s.cost_usd for s in scores if s.cost_usd is not None]
    if costs:
        out["cost_usd"] = sum(costs)
    return out
