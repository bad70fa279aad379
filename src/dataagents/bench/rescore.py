"""Score a finished run again with another judge, from its log alone.

Every suite scores in its inspect scorer from what the solver left in the sample (the agent's report or
output and the metadata), so a log can be re-scored without running the agent again: the suite's task is
rebuilt with the log's own task arguments and the new judge, and its scorer runs over the logged samples
(``inspect_ai.score_async``). The new log records the new judge as ``judge_model`` and where it came from.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from inspect_ai import score_async
from inspect_ai.log import EvalLog, read_eval_log, write_eval_log

from dataagents.bench.registry import Suite, list_suites
from dataagents.bench.runner import resolve_judge
from dataagents.errors import DataAgentsError
from dataagents.llm.door import _ensure_providers_registered


class RescoreError(DataAgentsError):
    exit_code = 2  # bad usage or input (dataagents.exit_codes)


def suite_of_log(log: EvalLog) -> Suite:
    """The registered suite whose task wrote ``log`` (matched by the task's registered name)."""
    task_name = log.eval.task.split("/")[-1]
    for suite in list_suites():
        fn = suite.task_fn
        names = {
            getattr(fn, "__name__", ""),
            getattr(fn, "__registry_info__", None) and fn.__registry_info__.name,
        }
        if task_name in {n.split("/")[-1] for n in names if n}:
            return suite
    raise RescoreError(
        f"no registered suite wrote task '{log.eval.task}'",
        hint="re-score logs written by `dataagents bench run`",
    )


async def rescore_log(log_path: Path, judge_model: str, out: Path | None = None) -> tuple[EvalLog, Path]:
    """Re-score the log at ``log_path`` with ``judge_model``; write the result to ``out`` (default: beside
    the original, named after the judge) and return it. The original log is never written over."""
    log = read_eval_log(str(log_path))
    if log.samples is None or not log.samples:
        raise RescoreError(f"{log_path} has no samples to score", hint="pass a finished run's .eval log")
    suite = suite_of_log(log)
    if not suite.takes_judge():
        raise RescoreError(
            f"suite '{suite.name}' takes no judge: it is scored by {suite.scored_by or 'its own check'}",
            hint="only suites with a judge option can be re-scored with another judge",
        )

    args: dict[str, Any] = dict(log.eval.task_args or {})
    judge = resolve_judge(suite, judge_model, args)
    task = suite.task_fn(**args)
    # inspect prints a hooks banner the first time it loads them; the door loads them quietly (a judge
    # named by a plain word such as dca's "overlap" never opens a model, so it would not have)
    _ensure_providers_registered()
    scored = await score_async(log, task.scorer, action="overwrite", copy=True)
    scored.eval.metadata = {
        **(log.eval.metadata or {}),
        "judge_model": judge,
        "rescored_from": str(log_path),
        "judge_model_before": (log.eval.metadata or {}).get("judge_model"),
    }
    safe = "".join(c if c.isalnum() or c in "-_." else "_" for c in judge)
    target = out or log_path.with_name(f"{log_path.stem}.rescored-{safe}{log_path.suffix}")
    if target.resolve() == log_path.resolve():
        raise RescoreError("the re-scored log would overwrite the original", hint="give another --out")
    write_eval_log(scored, str(target))
    return scored, target


def headline(log: EvalLog) -> dict[str, float]:
    """Every metric of a log's results as ``score/metric -> value``."""
    out: dict[str, float] = {}
    for s in (log.results.scores if log.results else []) or []:
        for name, m in s.metrics.items():
            out[f"{s.name}/{name}"] = float(m.value)
    return out
