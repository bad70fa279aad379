"""inspect task ``dataagents/dsbench_modeling`` and the ``dsbench-modeling`` suite (DSBench §2.2).

One sample per modeling task of a release-layout root (the bundled sample suite by default, or
``-T path=ROOT`` for the unzipped DSBench release). Agents: ``modeler`` (floor + the eval's model writing
training code) and ``floor`` (AutoML floor only). Score.value = {rpg, task_success, seconds}; the headline
is the mean RPG over all tasks, failed tasks counting 0, exactly as the release's ``show_results.py``.
"""

from __future__ import annotations

import asyncio
import math
from importlib import resources
from pathlib import Path

from inspect_ai import Task, task
from inspect_ai.dataset import MemoryDataset, Sample
from inspect_ai.scorer import Score, Target, mean, scorer, stderr
from inspect_ai.solver import Generate, TaskState, solver

from dataagents.bench.agent import active_agent_model
from dataagents.bench.registry import Baseline, Suite, register_suite
from dataagents.datascience.modeling.modeler import model_task
from dataagents.datascience.modeling.rpg import score_submission
from dataagents.datascience.modeling.task import load_release_task, release_names
from dataagents.llm.usage import usage_scope

SAMPLE_ROOT = str(resources.files("dataagents") / "suites" / "dsbench_modeling")
AGENTS = ["modeler", "floor"]
# Fast tasks first, so `dataagents demo` (demo_limit) stays well under its 90 s.
DEMO_FIRST = ["wine-alcohol", "breast-cancer-diagnosis", "insurance-claims"]


def _flag(value: bool | str | int) -> bool:
    return value if isinstance(value, bool) else str(value).strip().lower() in {"1", "true", "yes", "on"}


def load_samples(path: str = SAMPLE_ROOT, names: str | None = None) -> list[Sample]:
    wanted = [n.strip() for n in names.split(",")] if names else release_names(path)
    wanted.sort(key=lambda n: (DEMO_FIRST.index(n) if n in DEMO_FIRST else len(DEMO_FIRST), n))
    samples = []
    for name in wanted:
        t = load_release_task(path, name)
        samples.append(
            Sample(
                id=name,
                input=t.description or f"Modeling task {name}",
                target=t.metric.key,
                metadata={"root": str(Path(path).resolve()), "name": name, "metric": t.metric.key},
            )
        )
    return samples


@solver
def modeler_solver(
    agent: str = "modeler",
    time_budget: float = 300.0,
    seed: int = 0,
    debug_rounds: int = 2,
    plan: bool = True,
    approach: str = "features",
):
    async def solve(state: TaskState, generate: Generate) -> TaskState:
        t = await asyncio.to_thread(load_release_task, state.metadata["root"], state.metadata["name"])
        model = active_agent_model() if agent == "modeler" else None
        with usage_scope() as usage:
            result = await model_task(
                t,
                model=model,
                time_budget_s=float(time_budget),
                seed=int(seed),
                debug_rounds=int(debug_rounds),
                plan=plan,
                approach=approach,
            )
        scored = await asyncio.to_thread(score_submission, t, result.submission)
        scored.seconds = result.seconds
        scored.cost_usd = usage.total.cost_usd  # None when a call's price is unknown
        state.metadata.update(
            {
                "chosen": result.chosen,
                "floor_cv": result.floor_cv,
                "model_cv": result.model_cv,
                "approach": result.approach,
                "feature_columns": result.feature_columns,
                "feature_cv": result.feature_cv,
                "attempts": [a.model_dump() for a in result.attempts],
                "notes": result.notes,
                "score": scored.model_dump(),
                "usage": usage.total.as_dict(),
            }
        )
        state.output.completion = f"{result.chosen}: {t.metric.key} = {scored.performance}"
        return state

    return solve


@scorer(
    metrics={"rpg": [mean(), stderr()], "task_success": [mean()], "seconds": [mean()], "cost_usd": [mean()]}
)
def rpg_scorer():
    async def score(state: TaskState, target: Target) -> Score:
        s = state.metadata.get("score") or {}
        return Score(
            value={
                "rpg": float(s.get("rpg", 0.0)),
                "task_success": float(bool(s.get("success"))),
                "seconds": float(s.get("seconds") or 0.0),
                "cost_usd": math.nan if s.get("cost_usd") is None else float(s["cost_usd"]),
            },
            answer=str(s.get("performance")),
            explanation=(
                f"p={s.get('performance')} g={s.get('best')} b={s.get('baseline')} via {state.metadata.get('chosen')}"
                + (f"; violations: {s.get('violations')[:2]}" if s.get("violations") else "")
            ),
        )

    return score


@task
def dsbench_modeling(
    path: str = SAMPLE_ROOT,
    agent: str = "modeler",
    time_budget: float = 300.0,
    seed: int = 0,
    debug_rounds: int = 2,
    plan: bool | str = True,
    names: str | None = None,
    approach: str = "features",
) -> Task:
    """DSBench data modeling: RPG and task success over the tasks under ``path`` (release layout). ``approach``:
    what the model writes, feature code the floor keeps only if CV improves ("features") or a whole script
    ("script")."""
    if approach not in ("features", "script"):
        raise ValueError(f"approach must be 'features' or 'script', not {approach!r}")
    if agent not in AGENTS:
        raise ValueError(f"unknown agent '{agent}' for dsbench_modeling; choose one of {AGENTS}")
    return Task(
        dataset=MemoryDataset(load_samples(path, names), name="dsbench_modeling"),
        solver=modeler_solver(agent, float(time_budget), int(seed), int(debug_rounds), _flag(plan), approach),
        scorer=rpg_scorer(),
        name="dsbench_modeling",
    )


def _paper(name: str, success: float, rpg: float, seconds: float | None = None) -> Baseline:
    metrics = {"task_success": round(success / 100, 6), "rpg": round(rpg / 100, 6)}  # paper reports %
    if seconds is not None:
        metrics["seconds"] = seconds
    return Baseline(name=f"{name} (paper)", metrics=metrics, source="DSBench Table 6 (74 Kaggle tasks)")


BASELINES = [
    _paper("AutoGen + GPT-4", 87.84, 45.52, 77.4),
    _paper("AutoGen + GPT-4o", 71.62, 34.74, 104.1),
    _paper("AutoGen + GPT-4o mini", 22.97, 11.24),
    _paper("AutoGen + GPT-3.5", 8.11, 6.02, 26.5),
    _paper("AutoGen + Llama3-8b", 5.41, 1.55, 50.9),
    _paper("Code Interpreter + GPT-4", 54.05, 26.14, 237.6),
    _paper("Code Interpreter + GPT-4o", 44.59, 19.87, 268.6),
    _paper("Code Interpreter + GPT-4o mini", 39.19, 16.90),
    _paper("Code Interpreter + GPT-3.5", 16.22, 6.52, 112.5),
    Baseline(
        name="Human (paper, 22 competitions)",
        metrics={"task_success": 1.0, "rpg": 0.6502},
        source="DSBench Table 6 (human Kaggle code, 22 competitions)",
    ),
]

register_suite(
    Suite(
        name="dsbench-modeling",
        task_fn=dsbench_modeling,
        description="DSBench data modeling: Kaggle-style tasks scored by Relative Performance Gap and task success",
        agents=AGENTS,
        primary_metric="rpg",
        demo_args={"time_budget": 60, "debug_rounds": 0, "plan": "false"},  # bounds each task to 60 s
        demo_limit=2,
        baselines=BASELINES,
        domain="datascience",
    )
)
