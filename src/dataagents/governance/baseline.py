"""The single-model baseline (paper §5.3): the model gets the task description and the data, and must write a
complete solution in one turn — no multi-agent collaboration, no debugging. The script runs in the sandbox.

With no model the same agent runs its deterministic floor: the instruction becomes a library pipeline
(``floor.plan_pipeline``), exported as a standalone script, which runs in the sandbox the same way, so CRR,
TSR and ATS mean the same thing for both.
"""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

from inspect_ai.model import GenerateConfig
from pydantic import BaseModel

from dataagents.files import render
from dataagents.governance.builders.evalgen import extract_code
from dataagents.governance.errors import GovernanceError
from dataagents.governance.io import read_table
from dataagents.governance.metrics import TaskRecord
from dataagents.governance.pipeline import Pipeline, compile_pipeline, export_script
from dataagents.llm import generate_text
from dataagents.llm.usage import usage_scope
from dataagents.sandbox import Limits, run

RUN_TIMEOUT_S = 120.0
RENDER_TOKENS = 250  # per input file: the 1.5B demo model reads ~58 tok/s
MAX_OUTPUT_TOKENS = 500

SYSTEM = (
    "You are a data engineer. You write one complete, runnable Python 3 script that solves a data governance "
    "task with pandas. Reply with only the code in a ```python block."
)


class AgentRun(BaseModel):
    """One agent attempt at one task: what it wrote, whether it ran, and what it cost."""

    model_config = {"arbitrary_types_allowed": True}

    output: Path | None
    record: TaskRecord
    code: str = ""
    pipeline: Pipeline | None = None
    log: str = ""


def governance_package_files() -> dict[str, Path]:
    """The governance package (without the agent) as sandbox files, so exported pipeline scripts run there."""
    root = Path(__file__).resolve().parent
    pkg = root.parent
    files = {"dataagents/__init__.py": pkg / "__init__.py", "dataagents/errors.py": pkg / "errors.py"}
    for p in root.rglob("*.py"):
        rel = p.relative_to(root)
        if rel.parts[0] in ("agent", "__pycache__") or "__pycache__" in rel.parts:
            continue
        files[f"dataagents/governance/{rel.as_posix()}"] = p
    return files


def run_script_in_sandbox(
    code: str,
    inputs: list[Path],
    output_name: str,
    workdir: Path,
    *,
    argv: list[str] | None = None,
    extra_files: dict[str, Path] | None = None,
) -> tuple[bool, Path | None, str, float]:
    """Run ``code`` with the inputs in its workspace; returns (ran without error, output path, log, seconds)."""
    files: dict[str, Any] = {"solution.py": code, **{p.name: p for p in inputs}, **(extra_files or {})}
    t0 = time.perf_counter()
    res = run(
        ["python", "solution.py", *(argv or [])],
        files=files,
        language="shell",
        limits=Limits(timeout_s=RUN_TIMEOUT_S, memory_mb=4096),
        workspace=workdir / "sandbox",
    )
    secs = time.perf_counter() - t0
    runnable = res.exit_code == 0 and res.killed_reason is None
    out = res.files_out.get(output_name)
    log = (res.stderr or res.stdout or "")[-1500:]
    if out is not None:
        dest = workdir / output_name
        dest.write_bytes(Path(out).read_bytes())
        out = dest
    return runnable, out, log, secs


def _prompt(instruction: str, inputs: list[Path], output_name: str) -> str:
    views = []
    for p in inputs:
        try:
            views.append(f"### {p.name}\n{render(p, budget_tokens=RENDER_TOKENS)}")
        except Exception as err:  # an unreadable input is shown as such; the model may still handle it
            views.append(f"### {p.name}\n(cannot preview: {err})")
    return (
        f"Task: {instruction}\n\nInput files (in the current directory):\n"
        + "\n\n".join(views)
        + f"\n\nWrite a complete Python script that reads {', '.join(p.name for p in inputs)} from the current "
        f"directory and writes the result to '{output_name}' in the same format as the task asks, UTF-8."
    )


async def single_model_agent(
    instruction: str, inputs: list[Path], output_name: str, *, model: Any, workdir: Path
) -> AgentRun:
    """One turn, complete code, no debugging (§5.3); the deterministic floor when ``model`` is None."""
    workdir.mkdir(parents=True, exist_ok=True)
    if model is None:
        return await floor_agent(instruction, inputs, output_name, workdir=workdir)

    t0 = time.perf_counter()
    with usage_scope() as usage:
        reply = await generate_text(
            model,
            _prompt(instruction, inputs, output_name),
            system=SYSTEM,
            config=GenerateConfig(max_tokens=MAX_OUTPUT_TOKENS, temperature=0.0),
        )
    gen_s = time.perf_counter() - t0
    code = extract_code(reply)
    runnable, out, log, exec_s = run_script_in_sandbox(code, inputs, output_name, workdir)
    total = usage.total
    record = TaskRecord(
        task_id="",
        scripts_generated=1,
        scripts_runnable=int(runnable),
        debug_iterations=1,
        tokens=total.input_tokens + total.output_tokens,
        cost_usd=total.cost_usd or 0.0,
        generation_s=gen_s,
        execution_s=exec_s,
        error=None if runnable else log[-300:],
    )
    return AgentRun(output=out, record=record, code=code, log=log)


async def floor_agent(instruction: str, inputs: list[Path], output_name: str, *, workdir: Path) -> AgentRun:
    """The deterministic floor: the rules' reading of the request as a library pipeline, exported and run
    sandboxed."""
    # the rules' reader (understand, rapidfuzz) loads only when the floor agent runs
    from dataagents.governance.plan import rules_pipeline

    t0 = time.perf_counter()
    try:
        tables = {p.name: read_table(p) for p in inputs}
        pipeline, _ = rules_pipeline(instruction, tables)
        compile_pipeline(pipeline, tables)
    except GovernanceError as err:
        return AgentRun(
            output=None,
            record=TaskRecord(
                task_id="",
                scripts_generated=1,
                scripts_runnable=0,
                generation_s=time.perf_counter() - t0,
                error=str(err),
            ),
            log=str(err),
        )
    gen_s = time.perf_counter() - t0
    code = export_script(pipeline)
    argv = [a for p in inputs for a in ("--input", f"{p.name}={p.name}")] + ["--output", output_name]
    runnable, out, log, exec_s = run_script_in_sandbox(
        code, inputs, output_name, workdir, argv=argv, extra_files=governance_package_files()
    )
    record = TaskRecord(
        task_id="",
        scripts_generated=1,
        scripts_runnable=int(runnable),
        debug_iterations=1,
        generation_s=gen_s,
        execution_s=exec_s,
        error=None if runnable else log[-300:],
    )
    return AgentRun(output=out, record=record, code=code, pipeline=pipeline, log=log)
