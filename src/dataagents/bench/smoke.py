"""The built-in smoke suite: small questions over CSV files, end to end through every shared room.

Agents:
- ``profiler``: the deterministic floor computes the answer with pandas inside the sandbox; a model (when
  given) is not needed and not called.
- ``model-only``: the model answers from the file rendered within a token budget (schema-constrained);
  with no model it records "no answer".
"""

from __future__ import annotations

import json
from importlib import resources
from pathlib import Path
from typing import Any

from inspect_ai import Task, task
from inspect_ai.dataset import MemoryDataset, Sample
from inspect_ai.model import Model
from inspect_ai.scorer import Score, Target, accuracy, mean, scorer, stderr
from inspect_ai.solver import Generate, TaskState, solver
from pydantic import BaseModel, Field

from dataagents.bench.agent import active_agent_model
from dataagents.bench.registry import Suite, register_suite
from dataagents.llm import generate_object
from dataagents.sandbox import Limits, run_async

SMOKE_DIR = Path(str(resources.files("dataagents") / "suites" / "smoke"))
AGENTS = ["profiler", "model-only"]

# Deterministic code per question kind; run in the sandbox with the file copied into the workspace.
_FLOOR_CODE = {
    "row_count": "print(len(df))",
    "missing_column": "print(','.join(c for c in df.columns if df[c].isna().any()))",
    "column_max": "print(df[{column!r}].max())",
    "distinct_count": "print(df[{column!r}].nunique())",
}


class Answer(BaseModel):
    answer: str = Field(description="the answer only: a number or a column name")


def load_samples(path: Path = SMOKE_DIR) -> list[Sample]:
    samples = []
    for line in (path / "samples.jsonl").read_text().splitlines():
        rec = json.loads(line)
        samples.append(
            Sample(
                id=rec["id"],
                input=rec["question"],
                target=rec["target"],
                metadata={"file": str(path / rec["file"]), "kind": rec["kind"], "column": rec.get("column")},
            )
        )
    return samples


async def answer_with_floor(question_meta: dict[str, Any]) -> str:
    """Compute the answer with pandas in the sandbox (the file travels in as the workspace's only input)."""
    file = Path(question_meta["file"])
    body = _FLOOR_CODE[question_meta["kind"]].format(column=question_meta.get("column"))
    code = f"import pandas as pd\ndf = pd.read_csv({file.name!r})\n{body}\n"
    result = await run_async(code, files={file.name: file}, limits=Limits(timeout_s=60))
    if result.exit_code != 0:
        return (
            f"error: {result.stderr.strip().splitlines()[-1] if result.stderr.strip() else result.exit_code}"
        )
    return result.stdout.strip()


async def answer_with_model(model: Model, question: str, question_meta: dict[str, Any]) -> str:
    # imported when first needed: it loads pandas, which importing this module does not
    from dataagents.files import render

    view = render(question_meta["file"], budget_tokens=1200)
    reply = await generate_object(
        model,
        f"File contents:\n{view}\n\nQuestion: {question}\nReply as JSON with the key 'answer'.",
        Answer,
        system="You answer questions about data files precisely and briefly.",
    )
    return reply.answer.strip()


def _normalise(text: str) -> str:
    text = text.strip().strip(".").lower()
    try:
        number = float(text.replace(",", ""))
        return str(int(number)) if number.is_integer() else str(number)
    except ValueError:
        return text


@solver
def smoke_solver(agent: str = "profiler"):
    async def solve(state: TaskState, generate: Generate) -> TaskState:
        model = active_agent_model()
        if agent == "profiler":
            answer = await answer_with_floor(state.metadata)
        elif model is None:
            answer = ""  # model-only with no model: a recorded non-answer, scored wrong
        else:
            answer = await answer_with_model(model, state.input_text, state.metadata)
        state.output.completion = answer
        state.metadata["answer"] = answer
        return state

    return solve


@scorer(metrics={"correct": [accuracy(), stderr()], "answered": [mean()]})
def smoke_scorer():
    async def score(state: TaskState, target: Target) -> Score:
        answer = state.metadata.get("answer", "")
        correct = _normalise(answer) == _normalise(target.text)
        return Score(
            value={"correct": float(correct), "answered": float(bool(answer))},
            answer=answer,
            explanation=f"expected {target.text!r}",
        )

    return score


@task
def smoke(agent: str = "profiler") -> Task:
    if agent not in AGENTS:
        raise ValueError(f"unknown agent '{agent}' for smoke; choose one of {AGENTS}")
    return Task(
        dataset=MemoryDataset(load_samples(), name="smoke"),
        solver=smoke_solver(agent),
        scorer=smoke_scorer(),
        name="smoke",
    )


register_suite(
    Suite(
        name="smoke",
        task_fn=smoke,
        description="Plumbing check: five questions over two small CSV files",
        agents=AGENTS,
        primary_metric="correct",
        demo_agents=AGENTS,
        domain="foundation",
        scored_by="deterministic (normalised exact match)",
    )
)
