"""GovBench as an inspect task: ``inspect eval dataagents/govbench`` and ``dataagents bench run govbench``.

Each sample is a task folder; the solver runs a governance agent (by name, from ``GOV_AGENTS``) on the raw
inputs; the scorer runs the task's eval.py in the sandbox. Score.value holds the per-task terms of Table 10
scaled so that their means are the paper's metrics: ``ats`` (100·score), ``tsr`` (100 if score = 1),
``crr`` (100·runnable scripts / generated), ``avg_score`` (their mean), ``adi``, ``tokens``, ``cost_usd``,
``generation_s``, ``execution_s``. ``metrics.summarize`` gives the exact run-level figures and A, Δrc, E, T*.
"""

from __future__ import annotations

import tempfile
from collections.abc import Awaitable, Callable
from importlib import resources
from pathlib import Path
from typing import Any

import anyio
from inspect_ai import Task, task
from inspect_ai.dataset import MemoryDataset, Sample
from inspect_ai.scorer import Score, Target, mean, scorer
from inspect_ai.solver import Generate, TaskState, solver

from dataagents.bench.agent import active_agent_model
from dataagents.bench.registry import Baseline, Suite, register_suite
from dataagents.governance.agent.agent import AGENTS as DATAGOVAGENT_AGENTS
from dataagents.governance.baseline import AgentRun, single_model_agent
from dataagents.governance.govern import govern_agent
from dataagents.governance.metrics import (
    TaskRecord,
    alignment,
    avg_score,
    contract_gap,
    debug_efficiency,
    tokens_per_success,
)
from dataagents.governance.task import GovTask, evaluate_output, load_suite, load_task

SAMPLE_DIR = Path(str(resources.files("dataagents") / "suites" / "govbench_sample"))

# name -> async fn(instruction, inputs, output_name, *, model, workdir) -> AgentRun
AgentFn = Callable[..., Awaitable[AgentRun]]


# "govern" is the one path (understand -> plan -> execute -> verify -> deliver) that `dataagents govern` runs;
# DataGovAgent (planner, executor, evaluator) and its Table 8 ablations without the Planner or without RAG.
GOV_AGENTS: dict[str, AgentFn] = {
    "govern": govern_agent,
    "single-model": single_model_agent,
    **DATAGOVAGENT_AGENTS,
}
METRIC_KEYS = [
    "ats",
    "tsr",
    "crr",
    "avg_score",
    "adi",
    "tokens",
    "cost_usd",
    "generation_s",
    "execution_s",
    "verified",
    "false_success",
]
# An output the agent called verified that its eval script scores below this is a false success.
FALSE_SUCCESS_BELOW = 0.8


def register_agent(name: str, fn: AgentFn) -> None:
    """Add a governance agent (a plug-in's, or a test's) and list it on the suite; call it explicitly, never as
    a side effect of importing a module."""
    GOV_AGENTS[name] = fn
    if name not in SUITE.agents:
        SUITE.agents.append(name)


def load_samples(
    path: str | Path = SAMPLE_DIR,
    level: str | None = None,
    category: str | None = None,
    tasks: str | None = None,
) -> list[Sample]:
    chosen = load_suite(path, level=level, category=category)
    if tasks:
        wanted = [t.strip() for t in tasks.split(",") if t.strip()]
        chosen = [t for t in chosen if t.id in wanted]
    return [
        Sample(
            id=t.id,
            input=t.spec.instruction,
            target=t.spec.output.name,
            metadata={"task_dir": str(t.root), "level": t.spec.level, "category": str(t.spec.category)},
        )
        for t in chosen
    ]


async def run_task(gov: GovTask, agent: str, model: Any, workdir: Path) -> TaskRecord:
    """Run one agent on one task and score its output with the task's eval.py (in the sandbox)."""
    fn = GOV_AGENTS[agent]
    run = await fn(gov.spec.instruction, gov.raw_paths, gov.spec.output.name, model=model, workdir=workdir)
    # the eval script runs in the sandbox from a worker thread: other samples go on meanwhile
    outcome = await anyio.to_thread.run_sync(evaluate_output, gov, run.output)
    return run.record.model_copy(
        update={
            "task_id": gov.id,
            "score": outcome.score,
            "level": gov.spec.level,
            "category": str(gov.spec.category),
            "error": run.record.error or (None if outcome.ok else outcome.detail),
        }
    )


@solver
def govbench_solver(agent: str = "single-model"):
    async def solve(state: TaskState, generate: Generate) -> TaskState:
        gov = load_task(state.metadata["task_dir"])
        with tempfile.TemporaryDirectory(prefix=f"govbench-{gov.id}-") as tmp:
            record = await run_task(gov, agent, active_agent_model(), Path(tmp))
        state.metadata["record"] = record.model_dump()
        state.output.completion = f"score {record.score:.3f}" + (f" ({record.error})" if record.error else "")
        return state

    return solve


def score_value(record: TaskRecord) -> dict[str, float]:
    ats = 100.0 * record.score
    tsr = 100.0 * record.success
    crr = 100.0 * record.scripts_runnable / record.scripts_generated if record.scripts_generated else 0.0
    return {
        "ats": ats,
        "tsr": tsr,
        "crr": crr,
        "avg_score": avg_score(ats, tsr, crr),
        "adi": float(record.debug_iterations),
        "tokens": float(record.tokens),
        "cost_usd": record.cost_usd,
        "generation_s": record.generation_s,
        "execution_s": record.execution_s,
        # share of tasks the agent called verified, and of those scored below FALSE_SUCCESS_BELOW
        "verified": 100.0 * (record.status == "verified"),
        "false_success": 100.0 * (record.status == "verified" and record.score < FALSE_SUCCESS_BELOW),
    }


@scorer(metrics={k: [mean()] for k in METRIC_KEYS})
def govbench_scorer():
    async def score(state: TaskState, target: Target) -> Score:
        record = TaskRecord.model_validate(state.metadata["record"])
        return Score(
            value=score_value(record),
            answer=state.output.completion,
            explanation=record.error or f"eval_score {record.score:.4f}",
        )

    return score


@task
def govbench(
    agent: str = "single-model",
    path: str = str(SAMPLE_DIR),
    level: str | None = None,
    category: str | None = None,
    tasks: str | None = None,
) -> Task:
    """GovBench (operator- and DAG-level data governance tasks scored by their own eval.py)."""
    if agent not in GOV_AGENTS:
        raise ValueError(f"unknown agent '{agent}' for govbench; choose one of {sorted(GOV_AGENTS)}")
    return Task(
        dataset=MemoryDataset(load_samples(path, level, category, tasks), name="govbench"),
        solver=govbench_solver(agent),
        scorer=govbench_scorer(),
        name="govbench",
    )


def _paper(
    name: str, ats: float | None, tsr: float, crr: float, avg: float | None, tokens: float | None, source: str
) -> Baseline:
    m = {"ats": ats, "tsr": tsr, "crr": crr, "avg_score": avg, "tokens": tokens}
    return Baseline(
        name=f"{name} (paper)", metrics={k: v for k, v in m.items() if v is not None}, source=source
    )


_T2 = "GovBench Table 2 (closed-source, operator-level, single-model)"
_T1 = "GovBench Table 1 (open-source, operator-level, single-model)"
BASELINES = [
    _paper("GPT-5", 40.98, 49.00, 81.00, 56.99, 3706.21, _T2),
    _paper("GPT-4o", 32.04, 41.00, 56.00, 43.01, 555.26, _T2),
    _paper("o4-mini", 41.47, 49.00, 68.00, 52.82, 1510.68, _T2),
    _paper("o1", 32.50, 41.00, 74.00, 49.17, 1908.54, _T2),
    _paper("o3", 34.48, 45.00, 63.00, 47.49, 1415.08, _T2),
    _paper("Claude-4-sonnet", 36.75, 46.00, 85.00, 55.92, 1672.91, _T2),
    _paper("Claude-4-opus", 38.30, 47.00, 79.00, 54.77, 1390.04, _T2),
    _paper("Gemini-2.5-flash", 40.26, 48.00, 80.00, 56.09, 5234.30, _T2),
    _paper("Grok-3", 35.41, 44.00, 71.00, 50.14, 688.51, _T2),
    _paper("Grok-4", 36.90, 44.00, 67.00, 49.30, 4575.07, _T2),
    _paper("Kimi-K2-instruct", 39.52, 49.00, 70.00, 52.84, 721.16, _T2),
    # Table 1 as extracted from the paper's text; cells the extraction garbled are left out.
    _paper("Qwen3-235b-a22b", 34.73, 46.00, 69.00, 49.91, 950.68, _T1),
    _paper("Qwen2.5-coder", 27.99, 38.00, 58.00, 41.33, 589.57, _T1),
    _paper("DeepSeek-V3", 35.68, 47.00, 74.00, None, 680.51, _T1),
    _paper("Llama-3-70B", 26.87, 35.00, 49.00, 36.96, 536.03, _T1),
    _paper("Llama-4-scout", 14.88, 23.00, 37.00, 24.96, 702.50, _T1),
    _paper("Mistral-7B", 10.41, 15.00, 27.00, 17.47, 715.78, _T1),
    _paper("Gemma-3-27B", 29.62, 43.00, 76.00, 49.54, None, _T1),
    _paper("Phi4", 23.24, 32.00, 42.00, 32.41, 982.37, _T1),
    Baseline(
        name="DataGovAgent + GPT-5, operator-level (paper)",
        metrics={"ats": 55.47, "tsr": 64.0, "crr": 88.0, "avg_score": 69.15, "adi": 2.14, "tokens": 31503.75},
        source="GovBench A.7.1",
    ),
    Baseline(
        name="DataGovAgent + GPT-5, DAG-level (paper)",
        metrics={"ats": 54.91, "tsr": 60.0, "crr": 74.0, "avg_score": 62.97, "adi": 3.29, "tokens": 34303.72},
        source="GovBench A.7.1",
    ),
    # Table 8 (A.8): ablations of DataGovAgent on GovBench operator-level tasks, GPT-5 base.
    Baseline(
        name="DataGovAgent w/o Planner + GPT-5 (paper)",
        metrics={"ats": 31.20, "tsr": 38.0, "crr": 51.0, "adi": 8.75},
        source="GovBench Table 8 (ablation, operator-level, GPT-5)",
    ),
    Baseline(
        name="DataGovAgent w/o RAG + GPT-5 (paper)",
        metrics={"ats": 42.15, "tsr": 49.0, "crr": 65.0, "adi": 5.20},
        source="GovBench Table 8 (ablation, operator-level, GPT-5)",
    ),
]


def derived_metrics(m: dict[str, float]) -> dict[str, float]:
    """A.7.1's run-level figures from the per-task means: A, Δrc, E and T* (undefined ones left out)."""
    tsr, crr, adi, tokens = (m.get(f"{k}/mean") for k in ("tsr", "crr", "adi", "tokens"))
    if tsr is None or crr is None:
        return {}
    values = {
        "A": alignment(tsr, crr),
        "delta_rc": contract_gap(tsr, crr),
        "E": debug_efficiency(tsr, adi) if adi is not None else None,
        "T_star": tokens_per_success(tokens, tsr) if tokens is not None else None,
    }
    return {k: v for k, v in values.items() if v is not None}


SUITE = register_suite(
    Suite(
        name="govbench",
        task_fn=govbench,
        description="GovBench sample: 26 operator-level and 4 DAG-level data governance tasks over six scenarios, "
        "each scored by its own eval.py in the sandbox (CRR, TSR, ATS, Avg. Score, ADI, tokens)",
        agents=list(GOV_AGENTS),
        # the request path users get from `dataagents govern`, beside the paper's single-model baseline
        demo_agents=["govern", "single-model"],
        primary_metric="ats",
        scored_by="deterministic (each task's own eval.py, run in the sandbox)",
        demo_args={"tasks": "op_refine_whitespace,op_filter_links"},
        demo_limit=2,
        baselines=BASELINES,
        domain="governance",
        derived_metrics=derived_metrics,
    )
)
