"""The GovBench task format (paper §3, §5.1) and sandboxed evaluation.

A task is a folder::

    task.json   id, level (operator | dag), category (one of six), instruction, inputs, output, components
    raw/        the noisy input file(s) named in ``inputs``
    gt/         the expected output, named as ``output.name``
    eval.py     ``python eval.py --expected GT --processed OUT`` prints a JSON object with ``eval_score`` in [0, 1]

Evaluation scripts run only in ``dataagents.sandbox``.
"""

from __future__ import annotations

import ast
import json
import re
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, Field, ValidationError

from dataagents.governance.errors import TaskFormatError
from dataagents.governance.operators.base import Category
from dataagents.governance.pipeline import Pipeline
from dataagents.sandbox import Limits, run

EVAL_TIMEOUT_S = 120.0


class OutputSpec(BaseModel):
    name: str
    format: Literal["csv", "jsonl", "json", "parquet", "xlsx", "tsv"]


class TaskSpec(BaseModel):
    id: str
    level: Literal["operator", "dag"]
    category: Category
    instruction: str
    inputs: list[str] = Field(min_length=1)
    output: OutputSpec
    components: list[str] = Field(default_factory=list)  # DAG: the operator-level tasks it chains
    weights: list[float] | None = None  # DAG: wᵢ of the components (metrics.dag_weights)
    reference: Pipeline | None = None  # the pipeline that turns raw/ into gt/ (provenance, floor checks)
    provenance: str = ""


class GovTask(BaseModel):
    spec: TaskSpec
    root: Path

    @property
    def id(self) -> str:
        return self.spec.id

    @property
    def raw_paths(self) -> list[Path]:
        return [self.root / "raw" / name for name in self.spec.inputs]

    @property
    def gt_path(self) -> Path:
        return self.root / "gt" / self.spec.output.name

    @property
    def eval_path(self) -> Path:
        return self.root / "eval.py"


def load_task(folder: str | Path) -> GovTask:
    folder = Path(folder)
    meta = folder / "task.json"
    if not meta.exists():
        raise TaskFormatError(
            f"{folder}: no task.json", hint="a GovBench task folder holds task.json, raw/, gt/, eval.py"
        )
    try:
        spec = TaskSpec.model_validate_json(meta.read_text(encoding="utf-8"))
    except ValidationError as err:
        raise TaskFormatError(
            f"{meta}: invalid task.json ({str(err).splitlines()[0]}: {err.errors()[0]['msg']})",
            hint="see TaskSpec in dataagents.governance.task",
        ) from err
    task = GovTask(spec=spec, root=folder)
    missing = [p for p in [*task.raw_paths, task.gt_path, task.eval_path] if not p.exists()]
    if missing:
        raise TaskFormatError(
            f"{folder}: missing {[str(p.relative_to(folder)) for p in missing]}",
            hint="every input under raw/, the expected output under gt/, and eval.py",
        )
    return task


def load_suite(root: str | Path, *, level: str | None = None, category: str | None = None) -> list[GovTask]:
    """Every task folder under ``root`` (folders holding a task.json), sorted by id."""
    root = Path(root)
    tasks = [load_task(p.parent) for p in sorted(root.glob("*/task.json"))]
    if level:
        tasks = [t for t in tasks if t.spec.level == level]
    if category:
        tasks = [t for t in tasks if t.spec.category == Category(category)]
    return sorted(tasks, key=lambda t: t.id)


class EvalOutcome(BaseModel):
    score: float
    ok: bool  # the script ran and printed a parsable eval_score
    detail: str = ""


_SCORE_LINE = re.compile(r"\{[^{}]*eval_score[^{}]*\}")


def parse_eval_output(stdout: str) -> float | None:
    """The last ``{... "eval_score": x ...}`` printed (JSON or a printed Python dict); clamped to [0, 1]."""
    lines = [ln.strip() for ln in stdout.splitlines() if "eval_score" in ln]
    for m in [*reversed(lines), *reversed(_SCORE_LINE.findall(stdout))]:
        obj: Any
        try:
            obj = json.loads(m)
        except json.JSONDecodeError:
            try:
                obj = ast.literal_eval(m)
            except (ValueError, SyntaxError):
                continue
        try:
            return min(1.0, max(0.0, float(obj["eval_score"])))
        except (KeyError, TypeError, ValueError):
            continue
    return None


def run_eval_script(
    script: str | Path, expected: Path, processed: Path | None, timeout_s: float = EVAL_TIMEOUT_S
) -> EvalOutcome:
    """Run an eval script in the sandbox: ``python eval.py --expected GT --processed OUT``.
    A missing processed file scores 0 without running anything."""
    if processed is None or not Path(processed).exists():
        return EvalOutcome(score=0.0, ok=True, detail="no processed output")
    code = Path(script).read_text(encoding="utf-8") if isinstance(script, Path) else script
    exp_name, proc_name = f"expected/{expected.name}", f"processed/{Path(processed).name}"
    res = run(
        ["python", "eval.py", "--expected", exp_name, "--processed", proc_name],
        files={"eval.py": code, exp_name: expected, proc_name: Path(processed)},
        limits=Limits(timeout_s=timeout_s, memory_mb=4096),
        language="shell",
    )
    score = parse_eval_output(res.stdout)
    if score is None:
        tail = (res.stderr or res.stdout).strip().splitlines()[-3:]
        return EvalOutcome(score=0.0, ok=False, detail=f"eval exit {res.exit_code}: {' | '.join(tail)}"[:500])
    return EvalOutcome(score=score, ok=True, detail=res.stdout.strip()[-300:])


def evaluate_output(task: GovTask, processed: Path | None) -> EvalOutcome:
    """Score an agent's output for ``task`` with the task's own eval.py (in the sandbox)."""
    return run_eval_script(task.eval_path, task.gt_path, processed)
