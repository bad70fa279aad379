"""DataGovAgent (paper §4): Planner -> Executor -> Evaluator, the Agentic Assembly Line.

``govern`` is plain async Python: read the inputs, plan (or, for the --no-planner ablation, hand the raw
instruction to the Executor), realise every node, then loop: run the whole plan in the sandbox, and on a crash
or a contract violation diagnose it (A.6 structured feedback) and revise — a runtime repair step for a violated
pre-condition, else the Executor's minimal fix (Prompt 9) — until the run is runnable and contract-compliant or
``max_rounds`` is spent. ADI counts the sandbox rounds (generate -> execute -> evaluate cycles, Table 10).

With no model every role runs its deterministic floor: the Planner's rule-based decomposition and binding, BM25
retrieval, runtime repairs and next-best retrieved operators in the debug loop.
"""

from __future__ import annotations

import json
import shutil
import tempfile
import time
from functools import partial
from pathlib import Path
from typing import Any

import pandas as pd
from pydantic import BaseModel, Field

from dataagents.errors import DataAgentsError
from dataagents.governance.agent import evaluator, executor, planner
from dataagents.governance.agent.errors import InfeasibleRequest, PlanError
from dataagents.governance.agent.planner import AbstractStep, Plan
from dataagents.governance.baseline import AgentRun
from dataagents.governance.contracts import Dtype, NotNull
from dataagents.governance.errors import GovernanceError
from dataagents.governance.io import read_table
from dataagents.governance.metrics import TaskRecord
from dataagents.governance.operators import OPERATORS
from dataagents.governance.pipeline import Pipeline, Step, export_script
from dataagents.llm.usage import usage_scope

DEFAULT_MAX_ROUNDS = 4  # the paper reports ADI 2.14 (operator) / 3.29 (DAG) with GPT-5; 4 rounds covers both


class RoundLog(BaseModel):
    round: int
    runnable: bool
    compliant: bool
    failure: str = ""
    feedback: str = ""
    action: str = ""
    seconds: float = 0.0


class GovernReport(BaseModel):
    """Everything one run did, so a person can audit it: plan, contracts and their status, retrieved
    operators, iterations, tokens, time."""

    instruction: str
    agent: str
    status: str  # "ok" | "violations" | "failed" | "infeasible"
    message: str = ""
    plan: Plan | None = None
    nodes: list[AbstractStep] = Field(default_factory=list)  # the realised steps, as the last round ran them
    contract_status: dict[str, str] = Field(
        default_factory=dict
    )  # step id -> "ok" | "violated: …" | "not run"
    rounds: list[RoundLog] = Field(default_factory=list)
    tokens: int = 0
    generation_s: float = 0.0
    execution_s: float = 0.0
    output: str | None = None
    script: str | None = None  # the standalone runner (bundle) of the final pipeline
    spec: str | None = None  # pipeline.json when every node is a library operator


def _runtime_repair(node: AbstractStep, failure: evaluator.StepOutcome, n: int) -> AbstractStep | None:
    """A repair step for a violated pre-condition of a single-input node (cast/parse, impute)."""
    if failure.kind != "pre" or len(node.inputs) != 1:
        return None
    text = " ".join(failure.violations)
    if any(x.startswith(f"r{i}_") for i in range(1, n) for x in node.inputs):
        return None  # a repair is already in front of this step: let the Executor revise instead
    look = {k.split(":", 1)[1]: v for k, v in failure.look.items()}
    for c in node.pre:
        if not text.startswith(str(c)) and f"{c}:" not in text:
            continue
        if isinstance(c, NotNull):
            cols = [x for x in c.cols if look.get(x, {}).get("nulls", 1)]
            numeric = all(look.get(x, {}).get("dtype", "object").startswith(("int", "float")) for x in cols)
            op, params = "impute_statistic", {"columns": cols, "strategy": "median" if numeric else "mode"}
        elif isinstance(c, Dtype) and c.dtype in ("numeric", "integer"):
            vals = " ".join(look.get(c.column, {}).get("values", []))
            op, params = (
                ("standardize_number", {"column": c.column})
                if any(ch in vals for ch in "$€£,%")
                else ("cast_type", {"casts": {c.column: c.dtype}})
            )
        elif isinstance(c, Dtype) and c.dtype != "any":
            op, params = "cast_type", {"casts": {c.column: c.dtype}}
        else:
            continue
        p = OPERATORS[op].params(params)
        rid = f"r{n}_{op}"
        return AbstractStep(
            id=rid,
            name=f"Repair: {op}",
            goal=f"establish '{c}' before step '{node.id}'",
            inputs=list(node.inputs),
            op=op,
            params=params,
            pre=list(OPERATORS[op].pre(p)),
            post=[x for x in OPERATORS[op].post(p) if x.kind != "row_count"],
            realised_by="repair",
            reason=f"pre-condition '{c}' of '{node.id}' failed at run time: {failure.violations[0][:160]}",
        )
    return None


def _status(nodes: list[AbstractStep], last: evaluator.RoundResult | None) -> dict[str, str]:
    out = {n.id: "not run" for n in nodes}
    for o in last.outcomes if last else []:
        if o.phase == "full" and o.step in out:
            out[o.step] = (
                "ok" if o.ok else f"violated ({o.kind}): {'; '.join(o.violations)[:200] or o.error[:200]}"
            )
    if last and last.failure and last.failure.phase == "sample" and last.failure.step in out:
        out[last.failure.step] = f"failed on the sample: {last.failure.error[:200]}"
    return out


def _deliver(report: GovernReport, nodes: list[AbstractStep], plan: Plan, workdir: Path) -> None:
    folder = evaluator.write_bundle(workdir / "pipeline", nodes, plan.sources, nodes[-1].id)
    report.script = str(folder / "run_pipeline.py")
    if nodes and all(n.kind == "op" for n in nodes):
        spec = Pipeline(
            name="datagovagent",
            sources=plan.sources,
            output=nodes[-1].id,
            steps=[Step(id=n.id, op=n.op or "", params=n.params, inputs=n.inputs) for n in nodes],
        )
        (folder / "pipeline.json").write_text(spec.model_dump_json(indent=1), encoding="utf-8")
        (folder / "pipeline.py").write_text(export_script(spec), encoding="utf-8")
        report.spec = str(folder / "pipeline.json")
    (workdir / "report.json").write_text(report.model_dump_json(indent=1), encoding="utf-8")


async def govern(
    instruction: str,
    inputs: list[Path],
    output_name: str,
    *,
    model: Any = None,
    workdir: Path,
    max_rounds: int = DEFAULT_MAX_ROUNDS,
    use_planner: bool = True,
    use_rag: bool = True,
    k: int = executor.TOP_K,
) -> tuple[GovernReport, TaskRecord]:
    """Run DataGovAgent on ``inputs``; the output lands in ``workdir/output_name``, the report in
    ``workdir/report.json`` and the final pipeline under ``workdir/pipeline/``."""
    workdir.mkdir(parents=True, exist_ok=True)
    agent = "datagovagent" + ("" if use_planner else "-no-planner") + ("" if use_rag else "-no-rag")
    report = GovernReport(instruction=instruction, agent=agent, status="failed")
    record = TaskRecord(task_id="", scripts_generated=0, scripts_runnable=0, debug_iterations=0)
    gen_s = exec_s = 0.0
    t0 = time.perf_counter()
    with usage_scope() as usage:
        try:
            tables: dict[str, pd.DataFrame] = {p.name: read_table(p) for p in inputs}
            if use_planner:
                the_plan = await planner.plan(instruction, tables, model=model)
            else:
                the_plan = planner.raw_plan(instruction, tables)
            report.plan = the_plan
            nodes = [
                await executor.realize(s, tables, instruction, model=model, use_rag=use_rag, k=k)
                for s in the_plan.steps
            ]
        except InfeasibleRequest as err:
            report.status, report.message = "infeasible", err.message
            record.error = err.message
            report.tokens = record.tokens = usage.total.input_tokens + usage.total.output_tokens
            (workdir / "report.json").write_text(report.model_dump_json(indent=1), encoding="utf-8")
            return report, record
        except (PlanError, DataAgentsError) as err:  # a governance error, or the model failing (ModelError)
            report.message = str(err)
            record.error = str(err)
            report.tokens = record.tokens = usage.total.input_tokens + usage.total.output_tokens
            (workdir / "report.json").write_text(report.model_dump_json(indent=1), encoding="utf-8")
            return report, record
        gen_s += time.perf_counter() - t0
        unrealised = [n.id for n in nodes if n.kind == "none"]
        last: evaluator.RoundResult | None = None
        if unrealised:
            report.message = (
                f"no library operator fits step(s) {unrealised} and no model is available to write "
                f"code for them"
            )
        else:
            for rnd in range(1, max(1, max_rounds) + 1):
                last = evaluator.run_round(
                    nodes, the_plan.sources, nodes[-1].id, inputs, output_name, workdir / f"round{rnd}"
                )
                exec_s += last.seconds
                log = RoundLog(
                    round=rnd, runnable=last.runnable, compliant=last.compliant, seconds=last.seconds
                )
                report.rounds.append(log)
                if last.compliant:
                    break
                fail = last.failure
                if fail is None:
                    break
                log.failure = f"{fail.step}: {fail.kind}: {(fail.error or '; '.join(fail.violations))[:300]}"
                idx = next((i for i, n in enumerate(nodes) if n.id == fail.step), None)
                if idx is None or rnd == max_rounds:
                    break
                node = nodes[idx]
                feedback = evaluator.diagnose(node, fail, instruction)
                log.feedback = feedback.render()
                t1 = time.perf_counter()
                repair = _runtime_repair(node, fail, sum(n.realised_by == "repair" for n in nodes) + 1)
                if repair is not None:
                    node.inputs = [repair.id]
                    nodes.insert(idx, repair)
                    log.action = f"inserted repair '{repair.id}' ({repair.op}): {repair.reason}"
                else:
                    keys = (
                        fail.columns[0]
                        if fail.columns and isinstance(fail.columns[0], list)
                        else fail.columns
                    )
                    changed = await executor.fix(
                        node,
                        feedback.render(),
                        [str(x) for x in keys],
                        tables,
                        instruction,
                        model=model,
                        use_rag=use_rag,
                    )
                    if not changed:
                        log.action = "nothing left to try"
                        gen_s += time.perf_counter() - t1
                        break
                    log.action = (
                        f"revised '{node.id}': "
                        + (
                            f"operator {node.op} {json.dumps(node.params)}"
                            if node.kind == "op"
                            else "new code"
                        )
                        + (f" ({node.reason[:160]})" if node.reason else "")
                    )
                gen_s += time.perf_counter() - t1
        total = usage.total
    report.nodes = nodes
    report.contract_status = _status(nodes, last)
    report.tokens = total.input_tokens + total.output_tokens
    report.generation_s, report.execution_s = round(gen_s, 3), round(exec_s, 3)
    if last is not None:
        report.status = "ok" if last.compliant else ("violations" if last.runnable else "failed")
        report.output = str(last.output) if last.output else None
        if not last.compliant and last.failure:
            report.message = report.rounds[-1].failure
    _deliver(report, nodes, the_plan, workdir)
    record = TaskRecord(
        task_id="",
        scripts_generated=1 if last else 0,
        scripts_runnable=int(bool(last and last.runnable)),
        debug_iterations=len(report.rounds),
        tokens=report.tokens,
        cost_usd=total.cost_usd or 0.0,
        generation_s=gen_s,
        execution_s=exec_s,
        error=None if report.status == "ok" else report.message,
    )
    return report, record


async def datagovagent(
    instruction: str,
    inputs: list[Path],
    output_name: str,
    *,
    model: Any,
    workdir: Path,
    use_planner: bool = True,
    use_rag: bool = True,
    max_rounds: int = DEFAULT_MAX_ROUNDS,
) -> AgentRun:
    """The GovBench agent interface (``governance.suite.GOV_AGENTS``)."""
    report, record = await govern(
        instruction,
        inputs,
        output_name,
        model=model,
        workdir=workdir,
        max_rounds=max_rounds,
        use_planner=use_planner,
        use_rag=use_rag,
    )
    out = Path(report.output) if report.output else None
    # A run whose contracts fail still delivers its output (the eval script decides the score), as the paper's
    # Δrc = CRR − TSR measures; only a crashed run has none.
    if out is None and report.status == "violations":
        cand = workdir / output_name
        out = cand if cand.exists() else None
    code = Path(report.script).read_text(encoding="utf-8") if report.script else ""
    return AgentRun(output=out, record=record, code=code, log=report.message)


AGENTS = {
    "datagovagent": datagovagent,
    "datagovagent-no-planner": partial(datagovagent, use_planner=False),
    "datagovagent-no-rag": partial(datagovagent, use_rag=False),
}


async def govern_files(
    instruction: str,
    inputs: list[str | Path],
    output: str | Path,
    *,
    model: Any = None,
    max_rounds: int = DEFAULT_MAX_ROUNDS,
    use_planner: bool = True,
    use_rag: bool = True,
    workdir: str | Path | None = None,
) -> GovernReport:
    """The CLI's entry point: govern ``inputs`` into ``output``; the report and the final pipeline go to
    ``workdir`` (default: ``<output>.datagovagent/`` beside the output)."""
    output = Path(output)
    paths = [Path(p) for p in inputs]
    missing = [str(p) for p in paths if not p.exists()]
    if missing:
        raise GovernanceError(f"input file(s) not found: {missing}", hint="check the --input paths")
    names = [p.name for p in paths]
    if len(set(names)) != len(names):
        raise GovernanceError(
            f"inputs must have distinct file names, got {names}", hint="rename or copy them"
        )
    wd = Path(workdir) if workdir else output.with_name(output.name + ".datagovagent")
    if wd.exists():
        shutil.rmtree(wd)
    with tempfile.TemporaryDirectory(prefix="datagovagent-") as tmp:
        report, _ = await govern(
            instruction,
            paths,
            output.name,
            model=model,
            workdir=Path(tmp),
            max_rounds=max_rounds,
            use_planner=use_planner,
            use_rag=use_rag,
        )
        wd.mkdir(parents=True, exist_ok=True)
        for name in ("report.json", "pipeline"):
            src = Path(tmp) / name
            if src.is_dir():
                shutil.copytree(src, wd / name)
            elif src.exists():
                shutil.copy2(src, wd / name)
        produced = Path(report.output) if report.output else None
        if produced is not None and produced.exists() and report.status in ("ok", "violations"):
            output.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(produced, output)
            report.output = str(output)
        report.script = str(wd / "pipeline" / "run_pipeline.py") if report.script else None
        report.spec = str(wd / "pipeline" / "pipeline.json") if report.spec else None
        (wd / "report.json").write_text(report.model_dump_json(indent=1), encoding="utf-8")
    return report
