"""The Modeler agent: the AutoML floor, and with a model, model-proposed features or model-written training code.

Paper setting (§2.2.2, Appendix E): the agent gets the description E, train A, test S and sample submission M
and must produce a submission F̂ "in a bug-free manner within a fixed number of steps". Here:

1. The deterministic floor (``floor.run_floor``) always runs and yields a valid submission plus an out-of-fold
   (OOF) CV score in the task's metric.
2. With a model, ``approach="features"`` (the default): before the floor, the model proposes feature
   expressions (``feature_code``), evaluated in the sandbox with the targets withheld; the floor then uses the
   rest of the budget and keeps the new columns only if its quick CV is strictly better with them. The embedded
   model's speed is measured first (``llm.measure_speed``, a few tokens): a call whose answer could not come
   within the feature share is not made, and the floor gets the time.
3. With ``approach="script"``: after the floor, one planning call (schema-constrained) and one code call write a
   complete training script; it runs only in ``dataagents.sandbox`` with the three CSVs copied in, and must write
   ``submission.csv`` and ``oof.csv`` (out-of-fold predictions for the train rows). Failures are quoted back for
   at most ``debug_rounds`` repairs. We score ``oof.csv`` ourselves with the task metric (never trusting a
   printed number) and keep whichever of floor and script has the better CV.

The agent never ends without a valid submission when the floor can make one.
"""

from __future__ import annotations

import asyncio
import math
import re
import shutil
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Literal

import pandas as pd
from inspect_ai.model import GenerateConfig, Model
from pydantic import BaseModel, Field

from dataagents.datascience.modeling.errors import ModelingError
from dataagents.datascience.modeling.feature_code import (
    FeatureErrors,
    FeatureIdeas,
    NewFeatures,
    feature_prompt,
    repair_prompt,
    run_feature_ideas,
)
from dataagents.datascience.modeling.floor import FloorResult, run_floor
from dataagents.datascience.modeling.metrics import score
from dataagents.datascience.modeling.task import ModelingTask, read_csv
from dataagents.datascience.modeling.validate import validate_frame
from dataagents.llm import ModelError, generate_object, generate_text, measure_speed
from dataagents.llm.tokens import count_tokens
from dataagents.sandbox import Limits, run

DESCRIPTION_CHARS = 2000  # of the long description sent to the model (the paper's average is ~80k chars)
CODE_TIMEOUT_MIN_S = 20.0
MAX_CODE_TOKENS = 1200  # a training script; bounds the call on slow local models


_CODE_CONFIG = GenerateConfig(max_tokens=MAX_CODE_TOKENS, temperature=0.0)
# What the model writes: "features" (feature expressions, kept only if the floor's CV is better with them) or
# "script" (a whole training script, kept only if its out-of-fold CV beats the floor's).
Approach = Literal["features", "script"]
FEATURE_PHASE_SHARE = 0.3  # of the budget, for proposing, evaluating and repairing feature expressions
FEATURE_RUN_MAX_S = 60.0
# a handful of one-line expressions: short, so a slow local model answers within the feature share
FEATURE_ANSWER_TOKENS = 500
_FEATURE_CONFIG = GenerateConfig(max_tokens=FEATURE_ANSWER_TOKENS, temperature=0.0)
# of the feature prompt, sent first to measure the model's speed: a short probe costs little where the answer
# would not come in time (on 2 cores shared with another run, 200 tokens took 23-44 s to read)
PROBE_CHARS = 160
PROBE_ANSWER_TOKENS = 4
MIN_FEATURE_BUDGET_S = (
    120.0  # below it a slow model's call would eat the floor's search: the floor runs alone
)
FLOOR_SHARE = 0.95  # the floor's search ends here; the rest writes and checks the submission


class Plan(BaseModel):
    """The model's reading of the task (kept short: the demo model writes ~19 tokens/s)."""

    features: list[str] = Field(
        default_factory=list, description="feature ideas, at most 5, a few words each"
    )
    model: str = Field(
        default="lightgbm", description="model family to train, e.g. lightgbm, ridge, random forest"
    )


class Attempt(BaseModel):
    round: int
    exit_code: int | None = None
    error: str | None = None  # the last lines of stderr, or why the outputs were rejected
    cv_score: float | None = None
    seconds: float = 0.0


class ModelerResult(BaseModel):
    model_config = {"arbitrary_types_allowed": True}

    task: str
    metric: str
    direction: Literal["maximize", "minimize"]
    chosen: Literal["floor", "model", "floor+features", "none"]
    submission: pd.DataFrame | None = None
    floor_cv: float | None = None
    model_cv: float | None = None
    plan: Plan | None = None
    attempts: list[Attempt] = Field(default_factory=list)
    notes: list[str] = Field(default_factory=list)
    seconds: float = 0.0
    code: str | None = None  # the last script (or feature expressions, as JSON) the model wrote
    approach: Approach = "features"
    feature_columns: list[str] = Field(default_factory=list)  # model-written columns the floor kept
    feature_cv: tuple[float | None, float | None] | None = None  # the floor's quick CV without and with them


def _better(a: float | None, b: float | None, direction: str) -> bool:
    """Is CV ``a`` strictly better than ``b``?"""
    if a is None or math.isnan(a):
        return False
    if b is None or math.isnan(b):
        return True
    return a > b if direction == "maximize" else a < b


_FENCE = re.compile(r"```(?:python|py)?\s*\n(.*?)```", re.DOTALL)


def extract_code(text: str) -> str:
    """The longest fenced Python block of a reply, or the reply itself when it has no fence."""
    blocks = _FENCE.findall(text)
    return max(blocks, key=len).strip() if blocks else text.strip()


def _columns_view(task: ModelingTask, n_rows: int = 3) -> str:
    train = read_csv(task.train_path, nrows=200)
    lines = [
        f"{c}: {train[c].dtype}, e.g. {train[c].dropna().astype(str).head(2).tolist()}"
        for c in train.columns[:40]
    ]
    if train.shape[1] > 40:
        lines.append(f"... and {train.shape[1] - 40} more columns")
    sample = read_csv(task.sample_path, nrows=n_rows).to_csv(index=False).strip()
    return "train.csv columns:\n" + "\n".join(lines) + f"\n\nsample_submission.csv:\n{sample}"


SYSTEM = "You are a Kaggle grandmaster. You write correct, short, runnable Python (pandas, numpy, scikit-learn, lightgbm)."


_OUTPUT_WORDS = {
    "label": "class labels as in train",
    "proba": "probabilities / scores (not labels)",
    "value": "numeric predictions",
    "ranked": "up to 3 space-separated labels, most likely first",
    "text": "text copied from the input",
}


def _code_prompt(task: ModelingTask, plan: Plan | None, floor: FloorResult | None, budget_s: float) -> str:
    ids, targets = task.id_column, task.target_columns
    beat = (
        f" The baseline's CV {task.metric.key} is {floor.cv_score:.5g}; try to beat it."
        if floor and floor.cv_score is not None
        else ""
    )
    idea = f"\nPlan: features {plan.features}; model {plan.model}." if plan else ""
    return (
        f"Task: {task.description[:DESCRIPTION_CHARS]}\n\n{_columns_view(task)}\n\n"
        f"Metric: {task.metric.title} ({task.direction}). Submission values: {_OUTPUT_WORDS[task.metric.output]}.{beat}{idea}\n\n"
        f"Write one Python script that reads train.csv, test.csv and sample_submission.csv from the current "
        f"folder, trains a model with {ids!r} as id and {targets} as target column(s), and writes:\n"
        f"1. submission.csv: exactly the columns of sample_submission.csv, one row per test id;\n"
        f"2. oof.csv: the same columns for every train row, predicted by 5-fold cross-validation "
        f"(out-of-fold).\nUse n_jobs=1 / num_threads=1 and random_state=0; finish within {int(budget_s)} seconds. "
        f"Reply with the code in one ```python block."
    )


def _check_outputs(
    task: ModelingTask, workspace: Path, sample: pd.DataFrame
) -> tuple[pd.DataFrame, float | None]:
    """The script's submission (validated) and our own CV score of its oof.csv; raises ModelingError."""
    sub_path = workspace / "submission.csv"
    if not sub_path.is_file():
        raise ModelingError("the script wrote no submission.csv")
    sub = pd.read_csv(sub_path, low_memory=False)
    problems = validate_frame(sub, task, sample)
    if problems:
        raise ModelingError("submission.csv is invalid: " + "; ".join(problems[:3]))
    oof_path = workspace / "oof.csv"
    if not oof_path.is_file():
        return sub, None
    train = read_csv(task.train_path)
    try:
        oof = pd.read_csv(oof_path, low_memory=False)
        cv = score(train, oof, task.metric, id_column=task.id_column, target_columns=task.target_columns)
    except (ModelingError, ValueError, KeyError, TypeError, pd.errors.ParserError):
        return sub, None  # a valid submission without a usable CV: kept only when the floor has none
    return sub, (None if math.isnan(cv) else cv)


def _model_round(
    task: ModelingTask,
    *,
    code: str,
    round_no: int,
    timeout_s: float,
    sample: pd.DataFrame,
) -> tuple[Attempt, pd.DataFrame | None]:

    workspace = Path(tempfile.mkdtemp(prefix="modeler-"))
    try:
        files = {
            "train.csv": task.train_path,
            "test.csv": task.test_path,
            "sample_submission.csv": task.sample_path,
        }
        limits = Limits(timeout_s=timeout_s, cpu_s=int(timeout_s * 2) + 10, memory_mb=8192)
        result = run(code, files=files, limits=limits, workspace=workspace, env={"OMP_NUM_THREADS": "1"})
        attempt = Attempt(round=round_no, exit_code=result.exit_code)
        if result.exit_code != 0 or result.timed_out:
            tail = (result.stderr or result.stdout or "").strip().splitlines()[-12:]
            attempt.error = (f"killed: {result.killed_reason}\n" if result.killed_reason else "") + "\n".join(
                tail
            )
            return attempt, None
        try:
            sub, cv = _check_outputs(task, workspace, sample)
        except ModelingError as err:
            attempt.error = err.message
            return attempt, None
        attempt.cv_score = cv
        return attempt, sub
    finally:
        shutil.rmtree(workspace, ignore_errors=True)


async def model_task(
    task: ModelingTask,
    *,
    model: Model | None,
    time_budget_s: float = 300.0,
    seed: int = 0,
    debug_rounds: int = 2,
    plan: bool = True,
    approach: Approach = "features",
    on_stage: Callable[[str], None] | None = None,
) -> ModelerResult:
    """Solve one modeling task. With a model, ``approach`` says what it writes: feature expressions that the
    floor keeps only if its CV is better with them ("features"), or a whole script kept only if its out-of-fold
    CV beats the floor's ("script"). ``on_stage`` hears each stage as it starts ("floor: cross-validating",
    "model: round 2"), for a display."""
    started = time.monotonic()

    def stage(what: str) -> None:
        if on_stage is not None:
            on_stage(what)

    result = ModelerResult(
        task=task.name, metric=task.metric.key, direction=task.direction, chosen="none", approach=approach
    )
    sample = read_csv(task.sample_path)

    async def bounded(call, until: float):  # a model call may run until ``until`` (time.monotonic())
        wait = until - time.monotonic()
        if wait <= 1:
            call.close()
            raise ModelingError("time budget spent before the model call")
        try:
            return await asyncio.wait_for(call, timeout=wait)
        except TimeoutError as err:
            raise ModelingError(f"the model call ran past the time budget ({wait:.0f} s)") from err

    new_features: NewFeatures | None = None
    if model is not None and approach == "features":
        if time_budget_s < MIN_FEATURE_BUDGET_S:
            result.notes.append(
                f"budget {time_budget_s:.0f} s is below {MIN_FEATURE_BUDGET_S:.0f} s: no model-written features"
            )
        else:
            until = started + FEATURE_PHASE_SHARE * time_budget_s
            try:
                new_features = await _model_features(task, model, result, until, debug_rounds, stage, bounded)
            except (ModelError, ModelingError) as err:
                result.notes.append(f"model features failed: {err}")
    floor: FloorResult | None = None
    if model is not None and approach == "script":
        floor_budget = 0.4 * time_budget_s
    else:
        floor_budget = FLOOR_SHARE * time_budget_s - (time.monotonic() - started)
    try:
        stage("floor: features and cross-validation")
        extra = None if new_features is None else (new_features.train, new_features.test)
        floor = await asyncio.to_thread(run_floor, task, time_budget_s=floor_budget, seed=seed, extra=extra)
        result.submission, result.floor_cv, result.chosen = floor.submission, floor.cv_score, "floor"
        result.notes += [f"floor: {n}" for n in floor.notes]
        if new_features is not None:
            result.feature_cv = floor.extra_cv
            result.feature_columns = floor.extra_kept
            if floor.extra_kept:
                result.chosen = "floor+features"
    except (ModelingError, ValueError) as err:
        result.notes.append(f"floor failed: {err}")

    if model is not None and approach == "script":
        await _model_script(
            task, model, result, floor, sample, started, time_budget_s, debug_rounds, plan, stage, bounded
        )
    result.seconds = time.monotonic() - started
    return result


async def _model_features(
    task: ModelingTask,
    model: Model,
    result: ModelerResult,
    until: float,
    debug_rounds: int,
    stage: Callable[[str], None],
    bounded: Callable,
) -> NewFeatures | None:
    """Ask for feature expressions, evaluate them in the sandbox, and when none gives a usable column quote
    the errors back for at most ``debug_rounds`` repairs; every evaluation is an ``Attempt``. Returns the
    checked new columns, or None."""
    stage("model: proposing features")
    prompt = feature_prompt(task, _columns_view(task), DESCRIPTION_CHARS)
    # the prompt's beginning: a model that keeps its prompt cache reads it only once
    speed = await bounded(
        measure_speed(model, prompt[:PROBE_CHARS], system=SYSTEM, output_tokens=PROBE_ANSWER_TOKENS), until
    )

    def in_time(text: str) -> bool:
        """Whether an answer to ``text`` would come before ``until`` at the measured speeds (a call that
        would not is not made: waiting for it would only take time from the floor's search)."""
        if speed is None:  # no speeds reported (not the embedded model): the call's own timeout bounds it
            return True
        need = speed.seconds_for(count_tokens(SYSTEM + text), FEATURE_ANSWER_TOKENS)
        left = until - time.monotonic()
        if need <= left:
            return True
        result.notes.append(
            f"model features skipped: an answer could take {need:.0f} s (the model reads "
            f"{speed.prompt_tokens_per_s:.0f} and writes {speed.output_tokens_per_s:.0f} tokens/s now), "
            f"{left:.0f} s are left for them; the floor gets the time"
        )
        return False

    def ask(text: str):
        return bounded(
            generate_object(model, text, FeatureIdeas, system=SYSTEM, config=_FEATURE_CONFIG), until
        )

    if not in_time(prompt):
        return None
    ideas: FeatureIdeas = await ask(prompt)
    for round_no in range(debug_rounds + 1):
        result.code = ideas.model_dump_json(indent=1)
        left = until - time.monotonic()
        if left < 5:
            result.notes.append("time for model features spent: the floor runs without them")
            return None
        stage(f"model: evaluating features, round {round_no + 1}")
        t0 = time.monotonic()
        attempt = Attempt(round=round_no)
        result.attempts.append(attempt)
        try:
            made = await asyncio.to_thread(
                run_feature_ideas, task, ideas, timeout_s=min(FEATURE_RUN_MAX_S, left)
            )
        except ModelingError as err:
            errors = err.errors if isinstance(err, FeatureErrors) else {"all": err.message}
            attempt.error, attempt.seconds = f"{err.message}: {errors}", time.monotonic() - t0
            if round_no == debug_rounds:
                result.notes.append(f"model features: {err.message}")
                return None
            repair = f"{prompt}\n\nYou proposed:\n{result.code}\n\n{repair_prompt(errors)}"
            if not in_time(repair):
                return None
            ideas = await ask(repair)
            continue
        attempt.exit_code, attempt.seconds = 0, time.monotonic() - t0
        unused = {**made.errors, **dict.fromkeys(made.dropped, "constant or past the limit")}
        result.notes.append(f"model features: {made.columns}" + (f"; not usable: {unused}" if unused else ""))
        return made
    return None


async def _model_script(
    task: ModelingTask,
    model: Model,
    result: ModelerResult,
    floor: FloorResult | None,
    sample: pd.DataFrame,
    started: float,
    time_budget_s: float,
    debug_rounds: int,
    plan: bool,
    stage: Callable[[str], None],
    bounded: Callable,
) -> None:
    """The model writes a whole training script (planned first when ``plan``); it runs in the sandbox with
    bounded repairs, and its submission replaces the floor's only if its out-of-fold CV is better."""
    until = started + time_budget_s - CODE_TIMEOUT_MIN_S  # a model call leaves the time to run a script
    try:
        if plan:
            stage("model: planning")
            result.plan = await bounded(
                generate_object(
                    model,
                    f"{task.description[:DESCRIPTION_CHARS]}\n\n{_columns_view(task)}\n\n"
                    f"Metric: {task.metric.title}. Propose up to 5 short feature ideas and one model family.",
                    Plan,
                    system=SYSTEM,
                ),
                until,
            )
        reply = await bounded(
            generate_text(
                model,
                _code_prompt(task, result.plan, floor, time_budget_s / 2),
                system=SYSTEM,
                config=_CODE_CONFIG,
            ),
            until,
        )
        code = extract_code(reply)
        for round_no in range(debug_rounds + 1):
            left = time_budget_s - (time.monotonic() - started)
            if left < CODE_TIMEOUT_MIN_S:
                result.notes.append("time budget spent: no further model rounds")
                break
            t0 = time.monotonic()
            stage(f"model: running script, round {round_no + 1}")
            # the sandbox blocks; run it off the event loop so inspect's other samples keep going
            attempt, sub = await asyncio.to_thread(
                _model_round, task, code=code, round_no=round_no, timeout_s=left, sample=sample
            )
            attempt.seconds = time.monotonic() - t0
            result.attempts.append(attempt)
            result.code = code
            if sub is not None:
                result.model_cv = attempt.cv_score
                if _better(attempt.cv_score, result.floor_cv, task.direction) or result.submission is None:
                    result.submission, result.chosen = sub, "model"
                break
            if round_no == debug_rounds:
                break
            reply = await bounded(
                generate_text(
                    model,
                    f"This script failed:\n```python\n{code}\n```\nError:\n{attempt.error}\n\n"
                    "Fix it. Reply with the whole corrected script in one ```python block.",
                    system=SYSTEM,
                    config=_CODE_CONFIG,
                ),
                until,
            )
            code = extract_code(reply)
    except (ModelError, ModelingError) as err:
        result.notes.append(f"model step failed: {err}")
    if result.chosen == "model":
        result.notes.append(f"kept the model's script: CV {result.model_cv} vs floor {result.floor_cv}")
    elif result.attempts:
        result.notes.append(f"kept the floor: CV {result.floor_cv} vs script {result.model_cv}")
