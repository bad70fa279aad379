"""One path for a governance request: understand -> plan -> execute -> verify -> deliver.

- understand (``understand``): the rule parser and, when a model is given, the model each fill a
  ``RequestSpec``; neither vetoes the other.
- plan: each spec's intents become a ``Pipeline`` of library operators.
- execute: each candidate pipeline runs on copies of the inputs in its own work folder (library operators
  only; model-written code would run in the sandbox).
- verify (``verify``): each step's checks, derived from the request, run on that step's input and output.
- deliver (``deliver``): the best candidate (verified > unverified > violations > failed) is written, with
  an honest status, what changed, and every check with its outcome.
"""

from __future__ import annotations

import tempfile
import time
from pathlib import Path
from typing import Any, Literal

import pandas as pd
from pydantic import BaseModel, Field

from dataagents.governance.baseline import AgentRun, single_model_agent
from dataagents.governance.deliver import (
    ChangeSummary,
    change_summary,
    check_output_path,
    input_spellings,
    write_result,
    written_form_check,
)
from dataagents.governance.engine import APPROXIMATE_OPERATORS, EngineName, choose_engine
from dataagents.governance.errors import GovernanceError
from dataagents.governance.io import read_table, table_format
from dataagents.governance.metrics import TaskRecord
from dataagents.governance.operators import RunContext, get_operator
from dataagents.governance.pipeline import Pipeline, run_pipeline
from dataagents.governance.plan import plan_spec
from dataagents.governance.schema_link import TableInfo, describe_table
from dataagents.governance.spec import RequestSpec
from dataagents.governance.understand import (
    check_columns,
    model_spec,
    parse_request,
    unaccounted_by,
    ungrounded,
)
from dataagents.governance.verify import CheckResult, StepVerification, same_table, verify_step

Status = Literal["verified", "unverified", "violations", "failed", "infeasible"]
_RANK = {"verified": 0, "unverified": 1, "violations": 2, "failed": 3, "infeasible": 4}


class Candidate(BaseModel):
    """One spec tried end to end."""

    source: Literal["rules", "rules+model", "model", "model-code"]
    spec: RequestSpec | None = None
    status: Status = "failed"
    reason: str = ""
    steps: list[StepVerification] = Field(default_factory=list)
    pipeline: Pipeline | None = None
    seconds: float = 0.0

    model_config = {"arbitrary_types_allowed": True}


class GovernOutcome(BaseModel):
    request: str
    status: Status
    reason: str
    chosen: str | None = None  # "rules" | "model"
    candidates: list[Candidate] = Field(default_factory=list)
    checks: list[CheckResult] = Field(default_factory=list)
    changes: ChangeSummary | None = None
    tokens: int = 0
    seconds: float = 0.0
    engine: str = "pandas"  # the engine that wrote the output (``engine.choose_engine``)
    # steps whose operator is approximate by design (MinHash near-duplicates): run only when the request asked
    approximate: list[str] = Field(default_factory=list)

    @property
    def steps(self) -> list[str]:
        c = self.best
        return c.spec.describe() if c and c.spec else []

    @property
    def best(self) -> Candidate | None:
        return next((c for c in self.candidates if c.source == self.chosen), None)


async def _try(
    source: Literal["rules", "rules+model", "model", "model-code"],
    spec: RequestSpec,
    frames: dict[str, pd.DataFrame],
    workdir: Path,
    ctx: Any = None,
    *,
    request: str = "",
) -> tuple[Candidate, pd.DataFrame | None]:
    t0 = time.perf_counter()
    cand = Candidate(source=source, spec=spec)
    if not spec.steps:
        cand.status = "failed"
        cand.reason = "nothing in the request was understood" + (
            f": could not map {spec.unmapped}" if spec.unmapped else ""
        )
        return cand, None
    pipeline, ends = plan_spec(spec, list(frames))
    cand.pipeline = pipeline
    try:
        result = await run_pipeline(pipeline, frames, workdir, ctx=ctx)
    except Exception as err:  # an operator or compile error: this candidate failed, others may not
        cand.status = "failed"
        cand.reason = f"{type(err).__name__}: {str(err)[:300]}"
        cand.seconds = time.perf_counter() - t0
        return cand, None
    outs = result.steps
    tables: dict[str, pd.DataFrame] = {**frames, **outs}
    before_id = None
    for n, (s, end) in enumerate(zip(spec.steps, ends, strict=True), start=1):
        before = tables[before_id or s.table]
        cand.steps.append(verify_step(n, s, before, tables[end], frames, request=request))
        before_id = end
    failed = [c for v in cand.steps for c in v.checks if not c.passed]
    incomplete = [v.intent for v in cand.steps if not v.complete]
    if failed:
        cand.status = "violations"
        cand.reason = "; ".join(f"step {c.step} '{c.name}': {c.detail}" for c in failed[:4])
    elif spec.unmapped or incomplete:
        cand.status = "unverified"
        parts = []
        if spec.unmapped:
            parts.append(f"not understood: {spec.unmapped}")
        if incomplete:
            parts.append(f"no complete check for: {incomplete}")
        cand.reason = "; ".join(parts)
    else:
        cand.status = "verified"
        cand.reason = f"{sum(len(v.checks) for v in cand.steps)} checks passed over {len(cand.steps)} step(s)"
    cand.seconds = time.perf_counter() - t0
    return cand, result.output


def _read_as_written(path: Path, encoding: str) -> pd.DataFrame:
    """A delivered file read back with no type guessing (a '+1415…' phone stays text)."""
    fmt = table_format(path)
    if fmt in ("csv", "tsv"):
        return pd.read_csv(
            path,
            sep="\t" if fmt == "tsv" else ",",
            dtype=str,
            keep_default_na=False,
            encoding=encoding,
        )
    return read_table(path)


async def _model_code(
    request: str, inputs: list[Path], model: Any, workdir: Path
) -> tuple[Candidate, pd.DataFrame | None, int]:
    """When no spec could be run, the model writes a pandas script that runs in the sandbox. Nothing derived
    from the request checks its result, so it is at best ``unverified``."""
    t0 = time.perf_counter()
    name = "result" + inputs[0].suffix
    try:
        run = await single_model_agent(request, inputs, name, model=model, workdir=workdir)
    except Exception as err:  # a model fault: the other candidates still stand
        reason = f"model-written script not obtained: {type(err).__name__}: {str(err)[:200]}"
        return Candidate(source="model-code", status="failed", reason=reason), None, 0
    out = None
    if run.output is not None and Path(run.output).exists():
        try:
            out = read_table(run.output)
        except Exception:  # the script wrote something that is not a table
            out = None
    cand = Candidate(
        source="model-code",
        status="unverified" if out is not None else "failed",
        reason=(
            "model-written script ran in the sandbox; no check derived from the request covers it"
            if out is not None
            else f"model-written script failed: {(run.log or '')[-200:]}"
        ),
        seconds=time.perf_counter() - t0,
    )
    return cand, out, run.record.tokens


def _quoted_but_absent(request: str, infos: dict[str, TableInfo]) -> list[str]:
    """Names the request quotes that are neither a column, a value nor a file of the inputs."""
    import re

    known = {n.lower() for n in infos} | {n.rsplit(".", 1)[0].lower() for n in infos}
    for t in infos.values():
        known |= {c.name.lower() for c in t.columns} | {v.lower() for c in t.columns for v in c.values}
    # a quoted name in the place of a column ("the 'colour' column", "whose 'colour' is"), not an example
    quoted = re.findall(
        r"(?:column|field|whose|where)\s+['\"“‘]([^'\"”’]{1,40})['\"”’]|['\"“‘]([^'\"”’]{1,40})['\"”’]\s+(?:column|field)",
        request,
    )
    names = [a or b for a, b in quoted]
    return [q for q in names if q.strip().lower() not in known and re.fullmatch(r"[\w .-]+", q.strip())]


def _requested_parts(rules: RequestSpec) -> int:
    """How many parts the request has, as the rule parser split it (understood or not)."""
    phrases = {s.phrase for s in rules.steps} | {u.split(" [not understood:")[0] for u in rules.unmapped}
    return len(phrases)


def read_inputs(inputs: list[Path]) -> dict[str, pd.DataFrame]:
    return {p.name: read_table(p) for p in inputs}


# Among candidates of the same status the floor comes first: when neither is verified, nothing says the
# model's output is the better one, and the model must never leave a result worse than the floor's.
_PREFERENCE = ["rules", "rules+model", "model", "model-code"]


def _has_output_at_least_unverified(candidates: list[Candidate]) -> bool:
    return any(_RANK[c.status] <= _RANK["unverified"] for c in candidates)


def _asks_the_model(spec: RequestSpec) -> bool:

    return any(get_operator(op).uses_model for step in spec.steps for op, _ in step.intent.to_steps())


async def solve(
    request: str,
    inputs: list[Path],
    *,
    model: Any = None,
    workdir: Path | None = None,
) -> tuple[GovernOutcome, pd.DataFrame | None]:
    """Understand, plan, execute and verify; returns the outcome and the chosen result (not yet written).
    Its tokens are every model call made on the way, the labelling operators' included."""
    # inspect_ai (under the usage hooks) loads only when a request is solved, not when the CLI starts
    from dataagents.llm.usage import usage_scope

    with usage_scope() as usage:
        outcome, result = await _solve(request, inputs, model=model, workdir=workdir)
    outcome.tokens = max(outcome.tokens, usage.total.input_tokens + usage.total.output_tokens)
    return outcome, result


async def _solve(
    request: str,
    inputs: list[Path],
    *,
    model: Any = None,
    workdir: Path | None = None,
) -> tuple[GovernOutcome, pd.DataFrame | None]:

    t0 = time.perf_counter()
    frames = read_inputs(inputs)
    infos: dict[str, TableInfo] = {n: describe_table(n, f) for n, f in frames.items()}
    specs: list[tuple[Literal["rules", "rules+model", "model"], RequestSpec]] = []
    notes: list[str] = []
    try:
        rules = parse_request(request, infos)
    except Exception as err:
        # a fault of the rule reader: reported with the task, and the model (when given) may still read it
        rules = RequestSpec(
            filled_by="rules", unmapped=[f"the rule reader stopped: {type(err).__name__}: {err}"]
        )
    problem = check_columns(rules, infos)
    if problem:
        notes.append(f"rules: {problem}")
    else:
        specs.append(("rules", rules))
    tokens = 0
    if model is not None:
        mspec, mproblem, tokens = await model_spec(request, infos, model)
        if mspec is not None:
            specs.append(("model", mspec))
        elif mproblem:
            notes.append(f"model: {mproblem}")
    candidates: list[Candidate] = []
    results: dict[str, pd.DataFrame | None] = {}
    with tempfile.TemporaryDirectory(prefix="govern-") as tmp:
        base = Path(workdir or tmp)
        for source, spec in specs:
            # the rules' reading runs without the model, so it is the floor: an operator that would ask the
            # model (labels by topic) uses its own deterministic fallback there, and the model's labels only
            # come with the model's reading, which wins only when it is verified
            ctx = RunContext(model=None if source == "rules" else model)
            cand, out = await _try(source, spec, frames, base / source, ctx, request=request)
            loose = ungrounded(spec, request, infos) if source == "model" else []
            parts = _requested_parts(rules)
            if source == "model" and len(spec.steps) < parts:
                loose.append(f"{len(spec.steps)} step(s) for a request of {parts} part(s)")
            if source == "model" and (rest := unaccounted_by(spec, request, infos)):
                loose.append(f"words it does not account for: {' '.join(rest[:8])}")
            if loose and cand.status == "verified":
                cand.status = "unverified"
                cand.reason = f"the model's reading is not grounded in the request: {'; '.join(loose[:3])}"
            candidates.append(cand)
            results[source] = out
        # The later tries can only win where nothing so far is unverified or better (an unverified output of
        # the floor is kept over an unverified one of the model, which could be worse), so they are skipped
        # there and cost no model time.
        if model is not None and _asks_the_model(rules) and not _has_output_at_least_unverified(candidates):
            # the rules' reading with the model doing what only a model can (labels by topic)
            cand, out = await _try(
                "rules+model", rules, frames, base / "rules+model", RunContext(model=model), request=request
            )
            candidates.append(cand)
            results[cand.source] = out
        if model is not None and not _has_output_at_least_unverified(candidates):
            cand, out, used = await _model_code(request, inputs, model, base / "model-code")
            tokens += used
            candidates.append(cand)
            results[cand.source] = out
    ranked = sorted(candidates, key=lambda c: (_RANK[c.status], _PREFERENCE.index(c.source)))
    if not ranked:
        return (
            GovernOutcome(
                request=request,
                status="infeasible",
                reason="; ".join(notes) or "no spec",
                tokens=tokens,
                seconds=time.perf_counter() - t0,
            ),
            None,
        )
    best = ranked[0]
    reason = best.reason + (f" ({'; '.join(notes)})" if notes else "")
    status = best.status
    absent = _quoted_but_absent(request, infos)
    if status == "failed" and absent:
        status = "infeasible"
        reason = f"the tables have no column or value {', '.join(map(repr, absent))}; {reason}"
    outcome = GovernOutcome(
        request=request,
        status=status,
        reason=reason,
        chosen=best.source,
        candidates=candidates,
        checks=[c for v in best.steps for c in v.checks],
        tokens=tokens,
        seconds=time.perf_counter() - t0,
    )
    result = results.get(best.source)
    if result is not None:
        first = best.spec.steps[0].table if best.spec and best.spec.steps else next(iter(frames))
        outcome.changes = change_summary(frames[first], result)
    return outcome, result


def approximate_steps(pipeline: Pipeline | None) -> list[str]:
    """The pipeline's steps whose operator is approximate by design, described for the report."""
    if pipeline is None:
        return []
    return [
        f"{s.id}: {s.op} (approximate: near-duplicates by estimated similarity)"
        for s in pipeline.steps
        if s.op in APPROXIMATE_OPERATORS
    ]


# How many rows of each input the out-of-core path reads to understand the request and check its steps.
SAMPLE_ROWS = 20_000


async def solve_out_of_core(
    request: str,
    inputs: list[Path],
    output: Path,
    *,
    engine: str,
    model: Any = None,
    ray_address: str | None = None,
) -> GovernOutcome:
    """A request on tables too large for pandas: understood and checked on each input's first
    ``SAMPLE_ROWS`` rows with the pandas engine, then the same pipeline runs on the whole files with the
    out-of-core engine, which keeps the pandas meaning (``engine``) and refuses what it cannot keep.

    The checks cover only the sample, so a large table's result is at best ``unverified``; when the sample is
    the whole table, the full run's output is also compared with the checked result."""
    t0 = time.perf_counter()
    sample = {p.name: read_table_head(p, SAMPLE_ROWS) for p in inputs}
    whole = all(len(f) < SAMPLE_ROWS for f in sample.values())
    infos = {n: describe_table(n, f) for n, f in sample.items()}
    rules = parse_request(request, infos)
    spec, source = rules, "rules"
    problem = check_columns(rules, infos)
    tokens = 0
    if (problem or not rules.steps) and model is not None:
        mspec, _, tokens = await model_spec(request, infos, model)
        if mspec is not None:
            spec, source, problem = mspec, "model", None
    if problem or not spec.steps:
        return GovernOutcome(
            request=request,
            status="infeasible" if problem else "failed",
            reason=problem or "nothing in the request was understood",
            engine=engine,
            tokens=tokens,
            seconds=time.perf_counter() - t0,
        )
    with tempfile.TemporaryDirectory(prefix="govern-") as tmp:
        cand, checked = await _try(
            source, spec, sample, Path(tmp) / "sample", RunContext(model=model), request=request
        )
        outcome = GovernOutcome(
            request=request,
            status=cand.status,
            reason=cand.reason,
            chosen=source,
            candidates=[cand],
            checks=[c for v in cand.steps for c in v.checks],
            engine=engine,
            tokens=tokens,
            approximate=approximate_steps(cand.pipeline),
        )
        if cand.pipeline is None or checked is None:
            outcome.seconds = time.perf_counter() - t0
            return outcome
        try:
            run_out_of_core(
                engine, cand.pipeline, {p.name: p for p in inputs}, Path(tmp) / "full", output, ray_address
            )
        except GovernanceError as err:  # a step the engine cannot run exactly: said, not approximated
            outcome.status, outcome.reason = "failed", err.message + (f" ({err.hint})" if err.hint else "")
            outcome.seconds = time.perf_counter() - t0
            return outcome
    if whole:
        written = same_table(checked, read_table(output))
        outcome.checks.append(written)
        if not written.passed and outcome.status == "verified":
            outcome.status = "violations"
            outcome.reason = f"the {engine} engine's output differs from the checked result: {written.detail}"
    elif outcome.status == "verified":
        outcome.status = "unverified"
        outcome.reason = (
            f"{outcome.reason} on the first {SAMPLE_ROWS:,} rows of each input; the whole table ran with the "
            f"same pipeline on the {engine} engine, which no check read in full"
        )
    outcome.seconds = time.perf_counter() - t0
    return outcome


def read_table_head(path: Path, rows: int) -> pd.DataFrame:
    """The first rows of a table file, through the project's reader."""
    # the files package is the one reader; governance io reads whole files only
    from dataagents.files import read_table as read_any

    return read_any(path, nrows=rows)


def run_out_of_core(
    engine: str,
    pipeline: Pipeline,
    sources: dict[str, Path],
    workdir: Path,
    output: Path,
    ray_address: str | None = None,
) -> None:
    """Run ``pipeline`` on whole files with the DuckDB or the Ray engine, writing ``output``."""
    if engine == "ray":
        # Ray is an optional extra: imported only when asked for
        from dataagents.governance.ray_engine import run_pipeline_ray

        run_pipeline_ray(pipeline, sources, workdir, output_path=output, address=ray_address)
        return
    # DuckDB is imported only for tables that need it, so the CLI starts without it
    from dataagents.governance.duckdb_engine import run_pipeline_duckdb

    run_pipeline_duckdb(pipeline, sources, workdir, output_path=output)


async def run_request(
    request: str,
    inputs: list[Path],
    output: Path,
    *,
    model: Any = None,
    in_place: bool = False,
    report_path: Path | None = None,
    engine: EngineName = "pandas",
    ray_address: str | None = None,
) -> GovernOutcome:
    """The whole path for a user: checks the paths before any work, solves, writes the chosen result (in the
    first input's format and encoding) and the report. The output is written whatever the status, so a person
    can look at it; only ``verified`` means it answers the request.

    ``engine``: ``pandas`` holds the tables in memory; ``duckdb`` and ``ray`` run out of core
    (``solve_out_of_core``); ``auto`` picks by the inputs' size (``engine.choose_engine``)."""
    inputs = [Path(p) for p in inputs]
    missing = [str(p) for p in inputs if not p.exists()]
    if missing:
        raise GovernanceError(f"input file(s) not found: {missing}", hint="check the --input paths")
    if len({p.name for p in inputs}) != len(inputs):
        raise GovernanceError("inputs must have distinct file names", hint="rename or copy them")
    check_output_path(output, inputs, in_place=in_place)
    chosen = choose_engine(engine, inputs)
    if chosen != "pandas":
        if in_place:
            raise GovernanceError(
                "--in-place is not available with the out-of-core engines", hint="write to a new file"
            )
        outcome = await solve_out_of_core(
            request, inputs, output, engine=chosen, model=model, ray_address=ray_address
        )
        if report_path is not None:
            report_path.parent.mkdir(parents=True, exist_ok=True)
            report_path.write_text(outcome.model_dump_json(indent=1), encoding="utf-8")
        return outcome
    outcome, result = await solve(request, inputs, model=model)
    outcome.approximate = approximate_steps(outcome.best.pipeline if outcome.best else None)
    if result is not None:
        # the inputs' spellings are read once: the writer keeps them and the delivery check compares with them
        spellings = input_spellings(inputs) if table_format(output) in ("csv", "tsv") else {}
        encoding, as_spelled = write_result(result, output, inputs[0], in_place=in_place, spellings=spellings)
        written = _read_as_written(output, encoding)
        delivered = same_table(result, written)
        if not delivered.passed:  # kept spellings ('+1415…' for a number read as 14150…) compare as written
            delivered = same_table(as_spelled, written)
        if delivered.passed and table_format(output) in ("csv", "tsv"):
            respelled = written_form_check(written, spellings)
            delivered = CheckResult(
                step=0,
                name="delivered file equals the verified result, kept values spelled as in the input",
                passed=not respelled,
                detail="; ".join(respelled[:3]),
            )
        outcome.checks.append(delivered)
        if not delivered.passed and outcome.status == "verified":
            outcome.status = "violations"
            outcome.reason = f"the written file differs from the verified result: {delivered.detail}"
    if report_path is not None:
        report_path.parent.mkdir(parents=True, exist_ok=True)
        report_path.write_text(outcome.model_dump_json(indent=1), encoding="utf-8")
    return outcome


async def govern_agent(
    instruction: str, inputs: list[Path], output_name: str, *, model: Any, workdir: Path
) -> Any:
    """The GovBench agent interface: the one path, its output scored by the task's eval.py."""
    out = Path(workdir) / output_name
    t0 = time.perf_counter()
    try:
        outcome = await run_request(
            instruction, inputs, out, model=model, report_path=Path(workdir) / "report.json"
        )
    except Exception as err:
        record = TaskRecord(task_id="", scripts_runnable=0, error=f"{type(err).__name__}: {err}"[:500])
        return AgentRun(output=None, record=record, log=str(err))
    ran = out.exists()
    record = TaskRecord(
        task_id="",
        scripts_generated=1,
        scripts_runnable=int(ran),
        debug_iterations=len(outcome.candidates),
        tokens=outcome.tokens,
        generation_s=0.0,
        execution_s=time.perf_counter() - t0,
        error=None if outcome.status == "verified" else f"{outcome.status}: {outcome.reason}"[:500],
        status=outcome.status,
    )
    best = outcome.best
    return AgentRun(
        output=out if ran else None,
        record=record,
        code=best.pipeline.model_dump_json(indent=1) if best and best.pipeline else "",
        pipeline=best.pipeline if best else None,
        log=f"{outcome.status}: {outcome.reason}",
    )
