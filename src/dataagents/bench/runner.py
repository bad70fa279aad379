"""Run a registered suite through inspect's eval_set: concurrent, logged, and resumable.

A run's log folder is keyed by suite, agent and model, so running the same command again after a crash
or Ctrl-C picks up the unfinished task and keeps the samples that were already done (inspect eval-set
semantics); a finished run is not redone.
"""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from inspect_ai import Task, eval_set
from inspect_ai.log import EvalLog
from inspect_ai.model import Model

from dataagents.bench.agent import NO_MODEL
from dataagents.bench.registry import Suite, get_suite
from dataagents.errors import DataAgentsError
from dataagents.llm.door import get_model
from dataagents.llm.resolve import NO_MODEL_NAMES


class RunError(DataAgentsError):
    exit_code = 2  # bad usage or input (dataagents.exit_codes)


# Every model call of a run is bounded: an attempt that gets no answer within the timeout is abandoned and
# retried at most max_retries times (inspect's attempt_timeout / max_retries), so a hung or failing endpoint
# ends the sample with a recorded fault instead of stalling the run. The embedded model answers on the CPU,
# often slowly on a busy machine, so its attempts get longer before they count as hung.
DEFAULT_TIMEOUT_S = 120
DEFAULT_LOCAL_TIMEOUT_S = 900
DEFAULT_MAX_RETRIES = 3


def call_limits(model: str | Model, timeout: int | None, max_retries: int | None) -> tuple[int, int]:
    """(seconds per attempt, retries) for a run's model calls: the given values, else the defaults."""
    name = model if isinstance(model, str) else str(model)
    if timeout is not None and timeout <= 0:
        raise RunError(f"--timeout must be a positive number of seconds, not {timeout}")
    if max_retries is not None and max_retries < 0:
        raise RunError(f"--max-retries must be 0 or more, not {max_retries}")
    default_timeout = DEFAULT_LOCAL_TIMEOUT_S if name.startswith("local/") else DEFAULT_TIMEOUT_S
    return (
        default_timeout if timeout is None else timeout,
        DEFAULT_MAX_RETRIES if max_retries is None else max_retries,
    )


def inspect_model_name(model: str | Model | None) -> str | Model:
    """Our CLI accepts ``none``; inspect needs a provider/model string (or a ready ``Model``)."""
    if isinstance(model, Model):
        return model
    if model is None or model.strip().lower() in NO_MODEL_NAMES:
        return NO_MODEL
    return model


def run_dir(root: Path, suite: str, agent: str, model: str, task_args: dict[str, Any] | None = None) -> Path:
    """One folder per (suite, agent, model, task args): re-running the same command resumes it, and a run
    with other task args (e.g. another hint level) never mixes into it."""
    name = f"{suite}__{agent}__{model}"
    extra = "_".join(f"{k}={v}" for k, v in sorted((task_args or {}).items()) if k != "agent")
    if extra:
        short = re.sub(r"[^A-Za-z0-9._=-]+", "_", extra)
        name += "__" + (
            short if len(short) <= 60 else short[:40] + "-" + hashlib.sha1(extra.encode()).hexdigest()[:10]
        )
    return root / re.sub(r"[^A-Za-z0-9._=-]+", "_", name)


def resolve_agent(suite: Suite, agent: str | None) -> str:
    if not suite.agents:
        return agent or ""
    chosen = agent or suite.agents[0]
    if chosen not in suite.agents:
        raise RunError(
            f"suite '{suite.name}' has no agent '{chosen}'", hint=f"choose one of: {', '.join(suite.agents)}"
        )
    return chosen


NOT_DECLARED = "not declared by the suite"


def judge_label(judge: str | None) -> str:
    """How a recorded judge reads in reports: no model means the suite's deterministic check."""
    if judge is None:
        return "not recorded"
    return "deterministic" if judge.strip().lower() in NO_MODEL_NAMES else judge


def resolve_judge(suite: Suite, judge_model: str | None, task_args: dict[str, Any]) -> str:
    """Put the run's judge into ``task_args`` and return what the log records as its judge.

    Precedence: ``--judge-model``, then ``-T <judge_arg>=…``, then the suite's ``default_judge``."""
    if not suite.takes_judge():
        if judge_model is not None:
            raise RunError(
                f"suite '{suite.name}' has no judge option (scored by: {suite.scored_by or NOT_DECLARED})",
                hint="drop --judge-model for this suite",
            )
        return suite.scored_by or NOT_DECLARED
    if judge_model is not None:
        task_args[suite.judge_arg] = judge_model
    judge = str(task_args.get(suite.judge_arg) or suite.default_judge)
    # provider/model names are checked here (an unknown judge is a one-line error before the eval starts);
    # a plain word is the suite's own keyword for a judge without a model (e.g. dca's "overlap")
    if "/" in judge:
        get_model(judge)
    task_args[suite.judge_arg] = judge
    return judge


@dataclass(frozen=True)
class PreparedRun:
    """A run resolved before any sample runs: what a local and a Ray run (``bench.ray_run``) share."""

    suite: Suite
    task: Task
    task_args: dict[str, Any]  # with the agent and the judge filled in
    model: str | Model  # as inspect takes it (``none`` is ``NO_MODEL``)
    attempt_timeout: int
    max_retries: int
    judge: str
    log_dir: Path


def prepare_run(
    suite_name: str,
    *,
    agent: str | None = None,
    model: str | Model | None = None,
    task_args: dict[str, Any] | None = None,
    log_root: Path = Path("logs"),
    timeout: int | None = None,
    max_retries: int | None = None,
    judge_model: str | None = None,
) -> PreparedRun:
    """Resolve a run (suite, agent, model, judge, call limits), make its log folder and build its task;
    every usage error is raised here, before any sample runs."""
    suite = get_suite(suite_name)
    chosen = resolve_agent(suite, agent)
    args = dict(task_args or {})
    if suite.agents:
        args["agent"] = chosen
    model_name = inspect_model_name(model)
    if isinstance(model_name, str) and model_name != NO_MODEL:
        get_model(model_name)  # fail here with a one-line ModelError, not inside inspect with a traceback
    attempt_timeout, retries = call_limits(model_name, timeout, max_retries)
    judge = resolve_judge(suite, judge_model, args)
    log_dir = run_dir(log_root, suite.name, chosen or "default", str(model_name), args)
    log_dir.mkdir(parents=True, exist_ok=True)
    try:
        task = suite.task_fn(**args)
    except TypeError as err:
        raise RunError(
            f"bad task argument for suite '{suite.name}': {err}", hint="check the -T key=value pairs"
        ) from err
    return PreparedRun(
        suite=suite,
        task=task,
        task_args=args,
        model=model_name,
        attempt_timeout=attempt_timeout,
        max_retries=retries,
        judge=judge,
        log_dir=log_dir,
    )


def run_suite(
    suite_name: str,
    *,
    agent: str | None = None,
    model: str | Model | None = None,
    limit: int | None = None,
    sample_id: str | int | list[str | int] | None = None,
    task_args: dict[str, Any] | None = None,
    max_connections: int | None = None,
    max_samples: int | None = None,
    log_root: Path = Path("logs"),
    display: str = "rich",
    retry_attempts: int = 1,
    timeout: int | None = None,
    max_retries: int | None = None,
    judge_model: str | None = None,
    eval_set_id: str | None = None,
) -> tuple[bool, list[EvalLog], Path]:
    """Run (or resume) one suite; returns (all finished, logs, log folder).

    ``timeout`` is seconds per model-call attempt and ``max_retries`` the retries after the first attempt
    (defaults: ``call_limits``); a call that runs out of them fails its sample with a recorded fault kind.
    ``sample_id`` runs only those samples (inspect's ``sample_id``). ``judge_model`` fixes the judge of
    suites that take one (``resolve_judge``); the log's eval metadata records it as ``judge_model``.
    ``eval_set_id`` names the eval set (a Ray shard runs under its run folder's id; default: the folder's).
    """
    run = prepare_run(
        suite_name,
        agent=agent,
        model=model,
        task_args=task_args,
        log_root=log_root,
        timeout=timeout,
        max_retries=max_retries,
        judge_model=judge_model,
    )
    success, logs = eval_set(
        tasks=[run.task],
        log_dir=str(run.log_dir),
        model=run.model,
        limit=limit,
        sample_id=sample_id,
        max_connections=max_connections,
        max_samples=max_samples,
        retry_attempts=retry_attempts,
        retry_wait=1,
        display=display,  # type: ignore[arg-type]
        fail_on_error=False,
        log_level="warning",
        attempt_timeout=run.attempt_timeout,
        max_retries=run.max_retries,
        metadata={"judge_model": run.judge},
        eval_set_id=eval_set_id,
    )
    return success, logs, run.log_dir
