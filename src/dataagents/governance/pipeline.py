"""The pipeline engine: a pipeline is data (sources + steps + params + edges), compiled before it runs,
run with write-once step outputs and lineage, resumable from a step, and exportable as a Python script.

``compile`` reports every problem at once: unknown operators, invalid params, cycles, columns no input
provides, and contract chains where a step's pre-condition is not guaranteed by what precedes it
(paper §4.2: "the post-condition of each step satisfies the pre-condition of the next").
"""

from __future__ import annotations

import hashlib
import json
import time
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

import pandas as pd
from pydantic import BaseModel, Field

from dataagents.governance.contracts import (
    ColumnsExist,
    Contract,
    Dtype,
    InRange,
    InSet,
    MatchesRegex,
    RowCount,
    check_all,
    contract_columns,
    implied_by,
)
from dataagents.governance.errors import GovernanceError, OperatorError, PipelineCompileError
from dataagents.governance.io import read_table, write_table
from dataagents.governance.operators import OPERATORS, RunContext


class Step(BaseModel):
    """A node of the DAG: an operator, its parameters and its inputs. The engine runs these; the DataGovAgent
    extends them (``agent.planner.AbstractStep``) with the goal and contracts it plans by and, once its
    Executor has realised them, generated code where no operator fits."""

    id: str
    op: str
    params: dict[str, Any] = Field(default_factory=dict)
    inputs: list[str] = Field(
        default_factory=list
    )  # source names or step ids; empty = previous step/only source


def default_inputs(steps: Sequence[Step], sources: list[str]) -> list[list[str]]:
    """Each step's inputs, with an empty list filled in: the previous step, or for the first step its
    source(s) (all of them only for an operator that takes several tables)."""
    out: list[list[str]] = []
    prev: str | None = None
    for s in steps:
        if s.inputs:
            out.append(list(s.inputs))
        elif prev is not None:
            out.append([prev])
        else:
            op = OPERATORS.get(s.op) if s.op else None
            out.append(
                list(sources[:1]) if len(sources) == 1 or op is None or op.arity == 1 else list(sources)
            )
        prev = s.id
    return out


class Pipeline(BaseModel):
    name: str = "pipeline"
    sources: list[str] = Field(default_factory=lambda: ["input"])
    steps: list[Step] = Field(default_factory=list)
    output: str | None = None  # step id whose table is the result (default: the last step)

    # -- building in Python ------------------------------------------------------------------------
    def add(self, op: str, *, inputs: list[str] | None = None, id: str | None = None, **params: Any) -> str:
        sid = id or f"s{len(self.steps) + 1}_{op}"
        self.steps.append(Step(id=sid, op=op, params=params, inputs=inputs or []))
        return sid

    @classmethod
    def load(cls, path: str | Path) -> Pipeline:
        """Read a pipeline from a JSON or YAML file."""
        path = Path(path)
        text = path.read_text(encoding="utf-8")
        try:
            if path.suffix.lower() in (".yaml", ".yml"):
                import yaml

                data = yaml.safe_load(text)
            else:
                data = json.loads(text)
            return cls.model_validate(data)
        except Exception as err:
            raise GovernanceError(
                f"{path}: not a valid pipeline spec ({str(err)[:300]})",
                hint="see Pipeline in dataagents.governance.pipeline",
            ) from err

    def resolved_inputs(self) -> dict[str, list[str]]:
        """Each step's inputs with defaults filled in: the previous step, or the only source."""
        return {
            s.id: inputs
            for s, inputs in zip(self.steps, default_inputs(self.steps, self.sources), strict=True)
        }

    @property
    def output_step(self) -> str | None:
        return self.output or (self.steps[-1].id if self.steps else None)


class CompiledPipeline(BaseModel):
    model_config = {"arbitrary_types_allowed": True}

    pipeline: Pipeline
    order: list[str]  # step ids in execution order
    inputs: dict[str, list[str]]
    columns: dict[str, list[str]]  # node (source or step) -> columns
    params: dict[str, Any]  # step id -> validated params


def topological_order(nodes: list[str], edges: dict[str, list[str]]) -> tuple[list[str], list[str]]:
    """Kahn's algorithm over step ids (edges: a step's inputs; names that are not steps are ignored);
    returns (order, the steps on a cycle)."""
    indeg = {n: sum(1 for d in edges[n] if d in edges) for n in nodes}
    users: dict[str, list[str]] = {n: [] for n in nodes}
    for n in nodes:
        for d in edges[n]:
            if d in users:
                users[d].append(n)
    ready = [n for n in nodes if indeg[n] == 0]
    order: list[str] = []
    while ready:
        n = ready.pop(0)
        order.append(n)
        for u in users[n]:
            indeg[u] -= 1
            if indeg[u] == 0:
                ready.append(u)
    left = [n for n in nodes if n not in order]
    # What Kahn leaves is the cycles and every step downstream of one; peel those off so the problem names
    # only the steps on a cycle (a step fed by a cycle is not itself wrong).
    peeled = True
    while peeled:
        kept = [n for n in left if any(u in left for u in users[n])]
        peeled = len(kept) < len(left)
        left = kept
    return order, left


SourceInfo = pd.DataFrame | list[str]


def compile_pipeline(pipeline: Pipeline, sources: Mapping[str, SourceInfo] | None = None) -> CompiledPipeline:
    """Check a pipeline before running it. ``sources`` gives each source's data (or just its columns);
    with data, pre-conditions on untouched source columns are checked against the data itself."""
    problems: list[str] = []
    sources = dict(sources or {})
    ids = [s.id for s in pipeline.steps]
    steps = {s.id: s for s in pipeline.steps}
    for sid in {i for i in ids if ids.count(i) > 1}:
        problems.append(f"step id '{sid}' is used more than once")
    for name in pipeline.sources:
        if name in steps:
            problems.append(f"'{name}' is both a source and a step id")
    inputs = pipeline.resolved_inputs()
    params: dict[str, Any] = {}
    for s in pipeline.steps:
        op = OPERATORS.get(s.op)
        if op is None:
            problems.append(f"step '{s.id}': unknown operator '{s.op}'")
            continue
        try:
            params[s.id] = op.params(s.params)
        except OperatorError as err:
            problems.append(f"step '{s.id}': {err.message}")
        n_in = len(inputs[s.id])
        if op.arity > 0 and n_in != op.arity:
            problems.append(f"step '{s.id}' ({s.op}) takes {op.arity} input(s), got {n_in}: {inputs[s.id]}")
        for d in inputs[s.id]:
            if d not in steps and d not in pipeline.sources:
                problems.append(f"step '{s.id}': input '{d}' is neither a source nor a step")
    order, cyclic = topological_order(ids, inputs)
    if cyclic:
        problems.append(f"cycle among steps {sorted(cyclic)}")
    if pipeline.output_step and pipeline.output_step not in steps:
        problems.append(f"output '{pipeline.output_step}' is not a step")

    # Column and contract propagation along the topological order.
    columns: dict[str, list[str]] = {}
    facts: dict[str, list[Contract]] = {}
    origin: dict[str, dict[str, str]] = {}  # node -> column -> source it comes from untouched
    for name in pipeline.sources:
        info = sources.get(name)
        if info is not None:
            columns[name] = list(info.columns) if isinstance(info, pd.DataFrame) else list(info)
            facts[name] = [ColumnsExist(cols=columns[name])]
            origin[name] = {c: name for c in columns[name]}
    for sid in order:
        s = steps[sid]
        op = OPERATORS.get(s.op)
        p = params.get(sid)
        if op is None or p is None or any(d not in columns for d in inputs[sid]):
            continue
        in_cols = [columns[d] for d in inputs[sid]]
        for d, cols in zip(inputs[sid], in_cols, strict=True):
            miss = [c for c in op.input_columns(p) if c not in cols]
            if miss:
                problems.append(
                    f"step '{sid}' ({s.op}): column(s) {miss} not available from '{d}' (it has {cols})"
                )
        for d in inputs[sid]:
            for c in op.pre(p):
                if isinstance(c, ColumnsExist | RowCount):
                    continue  # column availability is checked above; row counts are run-time only
                if implied_by(c, facts[d]):
                    continue
                ccols = contract_columns(c)
                src = {origin[d].get(col) for col in ccols}
                if (
                    ccols
                    and len(src) == 1
                    and None not in src
                    and isinstance(sources.get(next(iter(src))), pd.DataFrame)
                ):
                    violations = check_all([c], sources[next(iter(src))])
                    if violations:
                        problems.append(
                            f"step '{sid}' ({s.op}): pre-condition '{c}' fails on source "
                            f"'{next(iter(src))}': {violations[0]}"
                        )
                    continue
                if any(col not in columns[d] for col in ccols):
                    continue  # already reported as a missing column
                problems.append(
                    f"step '{sid}' ({s.op}): pre-condition '{c}' is not guaranteed by the "
                    f"post-condition of '{d}'"
                )
        out_cols = op.output_columns(p, in_cols)
        columns[sid] = out_cols
        through = op.passthrough(p, in_cols)  # output column -> (input index, input column), values unchanged
        kept: list[Contract] = []
        origin[sid] = {}
        for oc, (i, ic) in through.items():
            d = inputs[sid][i]
            if ic in origin[d]:
                origin[sid][oc] = origin[d][ic]
        for i, d in enumerate(inputs[sid]):
            back = {ic: oc for oc, (j, ic) in through.items() if j == i}
            for f in facts[d]:
                fcols = contract_columns(f)
                if isinstance(f, ColumnsExist | RowCount) or not fcols or any(c not in back for c in fcols):
                    continue
                if op.arity != 1 and not isinstance(f, Dtype | InSet | InRange | MatchesRegex):
                    continue  # joins and unions keep value facts only (they may add nulls or repeat keys)
                renamed = {c: back[c] for c in fcols}
                kept.append(type(f).model_validate(_rename(f, renamed)))
        post = [c for c in op.post(p) if not isinstance(c, RowCount)]
        facts[sid] = [ColumnsExist(cols=out_cols), *kept, *post]
    if problems:
        raise PipelineCompileError(problems)
    return CompiledPipeline(pipeline=pipeline, order=order, inputs=inputs, columns=columns, params=params)


def _rename(f: Contract, renamed: dict[str, str]) -> dict[str, Any]:
    data = f.model_dump()
    if "cols" in data:
        data["cols"] = [renamed.get(c, c) for c in data["cols"]]
    if "column" in data:
        data["column"] = renamed.get(data["column"], data["column"])
    return data


# ---- running -------------------------------------------------------------------------------------
class LineageRecord(BaseModel):
    step: str
    op: str
    params: dict[str, Any]
    inputs: list[str]
    rows_in: list[int]
    rows_out: int
    columns_out: list[str]
    output_file: str
    sha256: str
    seconds: float
    status: str  # "ran" | "resumed"


class RunResult(BaseModel):
    model_config = {"arbitrary_types_allowed": True}

    output: pd.DataFrame
    lineage: list[LineageRecord]
    workdir: Path
    steps: dict[str, pd.DataFrame] = Field(default_factory=dict)  # each step's output, as written to workdir


def _sha(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()[:16]


async def run_pipeline(
    pipeline: Pipeline,
    sources: Mapping[str, pd.DataFrame | str | Path],
    workdir: str | Path,
    *,
    ctx: RunContext | None = None,
    resume_from: str | None = None,
    output_path: str | Path | None = None,
) -> RunResult:
    """Compile, then run each step once in order, checking contracts; outputs go to ``workdir/steps``.

    A step's output file is written exactly once; running again into the same workdir is refused unless
    ``resume_from`` names a step: earlier steps are then loaded from their files and that step and its
    successors run again."""
    frames = {k: (v if isinstance(v, pd.DataFrame) else read_table(v)) for k, v in sources.items()}
    missing = [s for s in pipeline.sources if s not in frames]
    if missing:
        raise GovernanceError(
            f"pipeline '{pipeline.name}': no data for source(s) {missing}",
            hint="pass every source named in the pipeline",
        )
    compiled = compile_pipeline(pipeline, frames)
    workdir = Path(workdir)
    stepdir = workdir / "steps"
    stepdir.mkdir(parents=True, exist_ok=True)
    order = compiled.order
    if resume_from is not None and resume_from not in order:
        raise GovernanceError(f"cannot resume from '{resume_from}': no such step", hint=f"steps: {order}")
    rerun = set(order[order.index(resume_from) :]) if resume_from else set(order)
    tables: dict[str, pd.DataFrame] = dict(frames)
    lineage: list[LineageRecord] = []
    steps = {s.id: s for s in pipeline.steps}
    for sid in order:
        s = steps[sid]
        file = stepdir / f"{sid}.pkl"
        ins = [tables[d] for d in compiled.inputs[sid]]
        if sid not in rerun:
            if not file.exists():
                raise GovernanceError(
                    f"cannot resume: step '{sid}' has no saved output in {stepdir}",
                    hint="resume from an earlier step or run from the start",
                )
            tables[sid] = pd.read_pickle(file)
            status, secs = "resumed", 0.0
        else:
            if file.exists() and resume_from is None:
                raise GovernanceError(
                    f"step '{sid}' output already exists in {stepdir} (outputs are write-once)",
                    hint="use a fresh workdir or resume_from=<step>",
                )
            t0 = time.perf_counter()
            out = await OPERATORS[s.op].apply_async(ins, compiled.params[sid], ctx, where=f" (step '{sid}')")
            secs = time.perf_counter() - t0
            tmp = file.with_suffix(".tmp")
            out.to_pickle(tmp)
            tmp.replace(file)
            tables[sid] = out
            status = "ran"
        lineage.append(
            LineageRecord(
                step=sid,
                op=s.op,
                params=compiled.params[sid].model_dump(mode="json"),
                inputs=compiled.inputs[sid],
                rows_in=[len(t) for t in ins],
                rows_out=len(tables[sid]),
                columns_out=list(tables[sid].columns),
                output_file=str(file),
                sha256=_sha(file),
                seconds=round(secs, 4),
                status=status,
            )
        )
    result = tables[pipeline.output_step] if pipeline.output_step else next(iter(frames.values()))
    (workdir / "lineage.json").write_text(json.dumps([r.model_dump() for r in lineage], indent=1))
    if output_path is not None:
        write_table(result, output_path)
    steps_out = {rec.step: tables[rec.step] for rec in lineage}
    return RunResult(output=result, lineage=lineage, workdir=workdir, steps=steps_out)


def run_pipeline_sync(*args: Any, **kwargs: Any) -> RunResult:
    import asyncio

    return asyncio.run(run_pipeline(*args, **kwargs))


# ---- export --------------------------------------------------------------------------------------
def export_script(pipeline: Pipeline) -> str:
    """A standalone Python script that reproduces the pipeline's output:
    ``python script.py --input SOURCE=PATH ... --output OUT``."""
    inputs = pipeline.resolved_inputs()
    lines = [
        "#!/usr/bin/env python",
        f'"""Pipeline {pipeline.name!r}, exported by dataagents.governance.',
        "",
        f"Usage: python this.py {' '.join(f'--input {s}=PATH' for s in pipeline.sources)} --output OUT",
        '"""',
        "import argparse",
        "import asyncio",
        "",
        "from dataagents.governance.io import read_table, write_table",
        "from dataagents.governance.operators import get_operator",
        "",
        "",
        "async def main(paths, output):",
        "    t = {name: read_table(path) for name, path in paths.items()}",
    ]
    for s in pipeline.steps:
        args = ", ".join(f"t[{d!r}]" for d in inputs[s.id])
        lines.append(f"    # {s.id}: {OPERATORS[s.op].description[:80] if s.op in OPERATORS else s.op}")
        lines.append(f"    t[{s.id!r}] = await get_operator({s.op!r}).apply_async([{args}], {s.params!r})")
    out = pipeline.output_step
    lines += [
        f"    write_table(t[{out!r}], output)" if out else "    write_table(next(iter(t.values())), output)",
        "",
        "",
        'if __name__ == "__main__":',
        "    ap = argparse.ArgumentParser()",
        '    ap.add_argument("--input", action="append", default=[], help="SOURCE=PATH")',
        '    ap.add_argument("--output", required=True)',
        "    a = ap.parse_args()",
        '    paths = dict(item.split("=", 1) for item in a.input)',
        f"    missing = [s for s in {pipeline.sources!r} if s not in paths]",
        "    if missing:",
        '        ap.error(f"missing --input for {missing}")',
        "    asyncio.run(main(paths, a.output))",
        "",
    ]
    return "\n".join(lines)
