"""The Evaluator (paper §4.2, A.6): sandboxed execution with contract checks, and the structured feedback of the
meta-cognitive debugging loop.

Every round runs the whole plan in the sandbox through one fixed runner script (``RUNNER``, ours, not the
model's): a 10-row sample pass first (does each step run at all?), then the full data with every step's pre-
and post-conditions checked. The runner reports each step as a tagged JSON line; the first failing step
becomes a ``Feedback``: the offending code region, the full error and the tail of the traceback, the violated
contracts with a concrete revision suggestion, and the task context (A.6, Figure 2).
"""

from __future__ import annotations

import json
import re
import time
from pathlib import Path
from typing import Any

from pydantic import BaseModel, Field

from dataagents.governance.agent.planner import AbstractStep
from dataagents.sandbox import Limits, run

# A plan runs on a 10-row sample first, so a broken step fails in seconds, then on the full data.
SAMPLE_ROWS = 10
RUN_TIMEOUT_S = 120.0
TAG = "@@STEP "

RUNNER = r'''#!/usr/bin/env python
"""DataGovAgent pipeline runner (exported by dataagents.governance.agent).

Usage: python run_pipeline.py --input NAME=PATH ... --output OUT [--sample N] [--report]
plan.json lists the steps (library operators with parameters, or step_<id>.py modules defining transform());
with --report each step's outcome is printed as a tagged JSON line and contracts are checked.
"""
import argparse
import asyncio
import importlib
import json
import sys
import traceback
from pathlib import Path

import pandas as pd

from dataagents.governance.contracts import CONTRACT_ADAPTER, check_all
from dataagents.governance.io import read_table, write_table
from dataagents.governance.operators import get_operator

HERE = Path(__file__).resolve().parent
TAG = "@@STEP "


def emit(on, **rec):
    if on:
        print(TAG + json.dumps(rec, default=str), flush=True)


def contracts(raw):
    return [CONTRACT_ADAPTER.validate_python(c) for c in raw]


def look(tables, cols):
    """dtypes and a few values of the columns a failed contract talks about (for the feedback)."""
    out = {}
    for i, t in enumerate(tables):
        for c in cols or list(t.columns)[:8]:
            if c in t.columns:
                out[f"{i}:{c}"] = {"dtype": str(t[c].dtype), "nulls": int(t[c].isna().sum()),
                                   "values": [str(v)[:40] for v in t[c].head(3).tolist()]}
    return out


def run_node(node, ins):
    if node["kind"] == "op":
        return asyncio.run(get_operator(node["op"]).apply_async(ins, node["params"], where=f" (step '{node['id']}')"))
    if node["kind"] != "code":
        raise RuntimeError(f"step '{node['id']}' has no operator and no code")
    mod = importlib.import_module(node["module"])
    out = mod.transform([t.copy() for t in ins])
    if not isinstance(out, pd.DataFrame):
        raise TypeError(f"transform() of step '{node['id']}' returned {type(out).__name__}, not a pandas DataFrame")
    return out


def phase(plan, frames, name, report, check, violated):
    """Run every step; a crash stops the run (None), a violated contract is reported and the run goes on."""
    t = dict(frames)
    for node in plan["steps"]:
        ins = [t[d] for d in node["inputs"]]
        rows = [len(x) for x in ins]
        if check:
            pre = contracts(node["pre"])
            v = [x for tab in ins for x in check_all(pre, tab)]
            if v:
                cols = sorted({c for k in pre for c in (getattr(k, "cols", None) or [getattr(k, "column", None)]) if c})
                emit(report, phase=name, step=node["id"], ok=False, kind="pre", violations=v, rows_in=rows,
                     columns=[list(map(str, x.columns)) for x in ins], look=look(ins, cols))
                violated.append(node["id"])
        try:
            out = run_node(node, ins)
        except Exception as e:
            found = list(getattr(e, "violations", None) or [])
            if found:  # a library operator refused its input or output: a contract failure, not a crash
                pre = contracts(node["pre"])
                cols = sorted({c for k in pre for c in (getattr(k, "cols", None) or [getattr(k, "column", None)]) if c})
                emit(report, phase=name, step=node["id"], ok=False,
                     kind="pre" if "pre-condition" in str(e) else "post", violations=found, error=str(e)[:600],
                     rows_in=rows, columns=[list(map(str, x.columns)) for x in ins], look=look(ins, cols))
                return None
            emit(report, phase=name, step=node["id"], ok=False, kind="error", error=f"{type(e).__name__}: {e}",
                 traceback=traceback.format_exc()[-4000:], violations=list(getattr(e, "violations", None) or []),
                 rows_in=rows, columns=[list(map(str, x.columns)) for x in ins])
            return None
        if check:
            post = contracts(node["post"])
            v = check_all(post, out, rows[0] if rows else None)
            if v:
                cols = sorted({c for k in post for c in (getattr(k, "cols", None) or [getattr(k, "column", None)]) if c})
                emit(report, phase=name, step=node["id"], ok=False, kind="post", violations=v, rows_in=rows,
                     rows_out=len(out), columns=[list(map(str, out.columns))], look=look([out], cols))
                violated.append(node["id"])
                t[node["id"]] = out
                continue
        emit(report, phase=name, step=node["id"], ok=True, rows_in=rows, rows_out=len(out),
             columns=list(map(str, out.columns)))
        t[node["id"]] = out
    return t[plan["output"]]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--input", action="append", default=[], help="NAME=PATH")
    ap.add_argument("--output", required=True)
    ap.add_argument("--sample", type=int, default=0)
    ap.add_argument("--report", action="store_true")
    a = ap.parse_args()
    sys.path.insert(0, str(HERE))
    plan = json.loads((HERE / "plan.json").read_text(encoding="utf-8"))
    paths = dict(item.split("=", 1) for item in a.input)
    missing = [s for s in plan["sources"] if s not in paths]
    if missing:
        ap.error(f"missing --input for {missing}")
    frames = {name: read_table(paths[name]) for name in plan["sources"]}
    violated = []
    if a.sample and phase(plan, {k: v.head(a.sample) for k, v in frames.items()}, "sample", a.report, False,
                          violated) is None:
        sys.exit(3)
    result = phase(plan, frames, "full", a.report, a.report, violated)
    if result is None:
        sys.exit(4)
    write_table(result, a.output)
    emit(a.report, phase="done", step="", ok=not violated, rows_out=len(result), violated=violated)
    if violated:
        sys.exit(5)


if __name__ == "__main__":
    main()
'''


class StepOutcome(BaseModel):
    phase: str
    step: str
    ok: bool
    kind: str = ""  # "error" | "pre" | "post" on failure
    error: str = ""
    traceback: str = ""
    violations: list[str] = Field(default_factory=list)
    rows_in: list[int] = Field(default_factory=list)
    rows_out: int | None = None
    columns: list[Any] = Field(default_factory=list)
    look: dict[str, Any] = Field(default_factory=dict)


class RoundResult(BaseModel):
    """One sandboxed run of the whole plan."""

    runnable: bool  # no uncaught error in any step (contract violations are not crashes: CRR vs TSR, A.7.1)
    compliant: bool  # ran to the end with every contract satisfied and the output written
    outcomes: list[StepOutcome]
    failure: StepOutcome | None = None
    output: Path | None = None
    log: str = ""
    seconds: float = 0.0


class Feedback(BaseModel):
    """The Evaluator's structured diagnosis (A.6): what failed, where, why, and what to change."""

    step: str
    phase: str
    kind: str
    code_region: str
    error: str
    traceback_tail: str
    violated: list[str]
    suggestion: str
    context: str

    def render(self) -> str:
        parts = [
            f"- Failing step: '{self.step}' ({self.phase} data, {self.kind})",
            f"- Offending code region:\n{self.code_region}",
        ]
        if self.error:
            parts.append(f"- The error message: {self.error}")
        if self.traceback_tail:
            parts.append(f"- Traceback (tail):\n{self.traceback_tail}")
        if self.violated:
            parts.append("- Violated contracts:\n" + "\n".join(f"  * {v}" for v in self.violated))
        parts.append(f"- Revision suggestion: {self.suggestion}")
        parts.append(f"- Task context: {self.context}")
        return "\n".join(parts)


def module_name(step: AbstractStep) -> str:
    """The module a generated step's code is written to in the bundle."""
    return f"step_{re.sub(r'[^0-9A-Za-z_]', '_', step.id)}"


def runner_spec(step: AbstractStep) -> dict[str, Any]:
    """What the sandboxed runner needs of a step (its plan.json entry)."""
    return {
        "id": step.id,
        "kind": step.kind,
        "op": step.op,
        "params": step.params,
        "module": module_name(step),
        "inputs": step.inputs,
        "pre": [c.model_dump() for c in step.pre],
        "post": [c.model_dump() for c in step.post],
    }


def write_bundle(folder: Path, nodes: list[AbstractStep], sources: list[str], output_step: str) -> Path:
    """The standalone deliverable: run_pipeline.py + plan.json + one module per generated step."""
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "run_pipeline.py").write_text(RUNNER, encoding="utf-8")
    plan = {"sources": sources, "output": output_step, "steps": [runner_spec(n) for n in nodes]}
    (folder / "plan.json").write_text(json.dumps(plan, indent=1, ensure_ascii=False), encoding="utf-8")
    for n in nodes:
        if n.kind == "code" and n.code:
            (folder / f"{module_name(n)}.py").write_text(n.code, encoding="utf-8")
    return folder


def run_round(
    nodes: list[AbstractStep],
    sources: list[str],
    output_step: str,
    inputs: list[Path],
    output_name: str,
    workdir: Path,
    *,
    sample_rows: int = SAMPLE_ROWS,
) -> RoundResult:
    """Run the plan in the sandbox (sample pass, then full data with contracts) and collect the outcomes."""
    # imported when first needed: it loads inspect_ai, which importing this module does not
    from dataagents.governance.baseline import governance_package_files

    bundle = write_bundle(workdir / "bundle", nodes, sources, output_step)
    files: dict[str, Any] = {p.name: p for p in bundle.iterdir() if p.is_file()}
    files.update({f"in/{p.name}": p for p in inputs})
    files.update(governance_package_files())
    argv = [
        "python",
        "run_pipeline.py",
        *[a for p in inputs for a in ("--input", f"{p.name}=in/{p.name}")],
        "--output",
        output_name,
        "--report",
        "--sample",
        str(sample_rows),
    ]
    t0 = time.perf_counter()
    res = run(
        argv,
        files=files,
        language="shell",
        limits=Limits(timeout_s=RUN_TIMEOUT_S, memory_mb=4096),
        workspace=workdir / "sandbox",
    )
    secs = time.perf_counter() - t0
    outcomes = []
    for line in res.stdout.splitlines():
        if line.startswith(TAG):
            try:
                outcomes.append(StepOutcome.model_validate(json.loads(line[len(TAG) :])))
            except ValueError:
                continue
    failure = next((o for o in outcomes if not o.ok and o.phase != "done"), None)
    done = any(o.phase == "done" for o in outcomes)
    out = res.files_out.get(output_name) if done else None
    dest = None
    if out is not None:
        dest = workdir / output_name
        dest.write_bytes(Path(out).read_bytes())
    log = (res.stderr or "")[-1500:]
    if (
        failure is None and not done
    ):  # the runner itself died (timeout, memory, killed): a crash, no step named
        reason = res.killed_reason or f"exit {res.exit_code}"
        failure = StepOutcome(
            phase="full",
            step=_last_step(outcomes, nodes),
            ok=False,
            kind="error",
            error=f"the run ended without finishing ({reason})",
            traceback=log,
        )
    runnable = failure is None or failure.kind != "error"
    return RoundResult(
        runnable=runnable,
        compliant=done and failure is None,
        outcomes=outcomes,
        failure=failure,
        output=dest,
        log=log,
        seconds=secs,
    )


def _last_step(outcomes: list[StepOutcome], nodes: list[AbstractStep]) -> str:
    ran = [o.step for o in outcomes if o.ok and o.step]
    ids = [n.id for n in nodes]
    if ran and ran[-1] in ids and ids.index(ran[-1]) + 1 < len(ids):
        return ids[ids.index(ran[-1]) + 1]
    return ids[0] if ids else ""


# ---- diagnosis ---------------------------------------------------------------------------------------------
def code_region(node: AbstractStep, traceback: str, around: int = 3) -> str:
    """The lines the failure points at: for generated code the numbered lines around the last frame in the
    step's module; for a library operator the call with its parameters."""
    if node.kind == "code" and node.code:
        lines = node.code.splitlines()
        hits = re.findall(rf'{re.escape(module_name(node))}\.py", line (\d+)', traceback)
        at = int(hits[-1]) if hits else None
        lo, hi = (max(1, at - around), min(len(lines), at + around)) if at else (1, min(len(lines), 12))
        return "\n".join(f"{'>>' if i == at else '  '} {i:3d} | {lines[i - 1]}" for i in range(lo, hi + 1))
    return f">> step '{node.id}': get_operator({node.op!r}).apply_async(inputs, {json.dumps(node.params)})"


_SUGGEST: list[tuple[str, str]] = [
    (
        r"no nulls in \[([^\]]*)\]|null\(s\)",
        "Add handling for the null values in {cols} before the failing operation "
        "(fill them as the task asks, e.g. the column median/mode, or drop those rows if the task says so).",
    ),
    (
        r" is (numeric|integer|datetime|string|bool)",
        "Cast {cols} to the required type first (pd.to_numeric(..., "
        "errors='coerce') / pd.to_datetime(..., errors='coerce')), parsing values written as text.",
    ),
    (r"unique on", "Deduplicate on {cols} (apply the task's keep rule) before returning the table."),
    (r" in \[", "Map every value of {cols} into the closed set the contract lists; nothing outside it."),
    (
        r"matches /",
        "Normalise {cols} so every value matches the contract's pattern; see the first bad value quoted.",
    ),
    (
        r"rows (==|<=|>=|<|>) input",
        "Keep the row count as the contract says: this step must not add or drop rows "
        "beyond what the task asks.",
    ),
    (
        r"missing column|KeyError",
        "Use only columns that exist at this step ({columns}); a column the task names "
        "must come from an earlier step or the input.",
    ),
]


def diagnose(node: AbstractStep, failure: StepOutcome, instruction: str) -> Feedback:
    """Meta-cognitive diagnosis (A.6): tie the failure to code, error and contracts, and say what to change."""
    text = " ".join(failure.violations) + " " + failure.error
    cols = sorted(
        {c for v in failure.violations for c in re.findall(r"'([^']+)'", v)}
        | set(re.findall(r"KeyError: '([^']+)'", failure.error))
    )
    columns = (
        failure.columns[0] if failure.columns and isinstance(failure.columns[0], list) else failure.columns
    )
    suggestion = ""
    for pattern, advice in _SUGGEST:
        if re.search(pattern, text):
            suggestion = advice.format(cols=cols or "the columns named", columns=columns)
            break
    if not suggestion:
        suggestion = (
            "Make the smallest change that removes the error at the marked line; keep the rest of the step "
            "as it is."
            if failure.kind == "error"
            else "Revise the step so its output satisfies the contract."
        )
    if failure.look:
        suggestion += f" Observed: {json.dumps(failure.look)[:400]}"
    tb = "\n".join(failure.traceback.strip().splitlines()[-8:])
    return Feedback(
        step=node.id,
        phase=failure.phase,
        kind=failure.kind,
        code_region=code_region(node, failure.traceback),
        error=failure.error[:600],
        traceback_tail=tb[-1500:],
        violated=failure.violations[:5],
        suggestion=suggestion,
        context=f"task: {instruction[:400]} | this step: {node.name}: {node.goal[:200]}",
    )
