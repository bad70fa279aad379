"""Evaluation-script generation (paper §3.4, Prompt 4) and the consistency check.

Two ways to get a task's ``eval.py``:
- deterministic: ``build_eval_config`` runs the task's reference pipeline, records what each step must
  change (rows to remove, cells to rewrite, labels, joined rows) and renders ``EVAL_TEMPLATE``;
- with a model: ``generate_eval_script`` asks with Prompt 4, adapted to the CLI contract.
Either way ``consistency_check`` must pass: the ground truth scores 1.0 and the raw input below 0.3,
else the script (or the noise) is rejected (§3.4 "Consistency Check").
"""

from __future__ import annotations

import json
import re
import tempfile
import types
from collections import Counter
from pathlib import Path
from typing import Any

import pandas as pd
from pydantic import BaseModel

from dataagents.governance.builders.eval_template import EVAL_TEMPLATE
from dataagents.governance.errors import GovernanceError
from dataagents.governance.io import read_table, write_table
from dataagents.governance.metrics import dag_weights
from dataagents.governance.operators import OPERATORS, Category
from dataagents.governance.pipeline import Pipeline, run_pipeline
from dataagents.governance.task import run_eval_script

GT_SCORE = 1.0  # §3.4: the ground truth must score 1.0
RAW_MAX = 0.3  # §3.4: the raw input must score below 0.3


def _core() -> types.ModuleType:
    """The template's own helpers (norm, ident), so the builder and eval.py agree on identities."""
    mod = types.ModuleType("govbench_eval_core")
    exec(
        compile(EVAL_TEMPLATE.replace("__CONFIG__", '{"components": []}'), "eval_template", "exec"),
        mod.__dict__,
    )
    return mod


_CORE = _core()


def _records(df: pd.DataFrame) -> list[dict[str, Any]]:
    return df.astype(object).where(df.notna(), None).to_dict(orient="records")


def _kind(op_name: str, params: dict[str, Any]) -> str:
    op = OPERATORS[op_name]
    if op.category == Category.INTEGRATION:
        return "rows"
    if op.category == Category.LABELING:
        return "labels"
    if op.category == Category.FILTERING:
        return "removal"
    if op.category == Category.DEDUPLICATION:
        if op_name == "enforce_functional_dependency" and params.get("action", "fix") == "fix":
            return "cells"
        if op_name == "consistency_rules" and params.get("action") == "flag":
            return "cells"
        return "removal"
    return "cells"


def _identity(df: pd.DataFrame, key: str | None) -> list[str]:
    if key and key in df.columns and not df[key].map(_CORE.norm).duplicated().any():
        return [key]
    return sorted(map(str, df.columns))


class EvalConfigResult(BaseModel):
    model_config = {"arbitrary_types_allowed": True}

    config: dict[str, Any]
    expected: pd.DataFrame


async def build_eval_config(
    reference: Pipeline,
    raw: dict[str, pd.DataFrame],
    *,
    key: str | None,
    level: str = "operator",
    reference_scores: list[float] | None = None,
    alpha: float = 1.0,
) -> EvalConfigResult:
    """Run the reference pipeline on the raw data and describe, per step, what a solution must do."""
    with tempfile.TemporaryDirectory() as tmp:
        result = await run_pipeline(reference, raw, tmp)
        outs = result.steps
    expected = result.output
    inputs = reference.resolved_inputs()
    components: list[dict[str, Any]] = []
    tables: dict[str, pd.DataFrame] = {**raw, **outs}
    for step in reference.steps:
        ins = [tables[d] for d in inputs[step.id]]
        comp = describe_change(
            ins,
            outs[step.id],
            expected,
            kind=_kind(step.op, step.params),
            key=key,
            level=level,
            name=f"{step.id}:{step.op}",
            target=step.params.get("target", "label"),
        )
        components.append(comp)
    _follow_renames(reference, components, expected)
    weights = dag_weights(reference_scores, alpha) if reference_scores else [1.0] * len(components)
    for c, w in zip(components, weights, strict=True):
        c["weight"] = round(w, 6)
    return EvalConfigResult(config={"components": components}, expected=expected)


def _follow_renames(reference: Pipeline, components: list[dict[str, Any]], expected: pd.DataFrame) -> None:
    """A removal is scored on the final output, so its identity columns must be named as the output names them:
    a rename later in the pipeline renames them here too (in the same order, so the recorded identities still
    match). Identity columns the output lacks would make every output row look alike, and the removal would be
    scored by row count alone, so that is refused."""
    final_columns = set(map(str, expected.columns))
    for i, comp in enumerate(components):
        if comp["kind"] != "removal":
            continue
        identity = list(comp["identity"])
        for later in reference.steps[i + 1 :]:
            if later.op == "map_columns":
                mapping = later.params.get("mapping", {})
                identity = [mapping.get(c, c) for c in identity]
        lacking = [c for c in identity if c not in final_columns]
        if lacking:
            raise GovernanceError(
                f"component '{comp['name']}' identifies rows by {lacking}, which the expected output does not have",
                hint="give the task a key column the output keeps, or drop those columns after the removal",
            )
        comp["identity"] = identity


def describe_change(
    inputs: list[pd.DataFrame],
    output: pd.DataFrame,
    final: pd.DataFrame,
    *,
    kind: str,
    key: str | None,
    level: str = "operator",
    name: str = "",
    target: str = "label",
) -> dict[str, Any]:
    """One eval component: what turning ``inputs`` into ``output`` must do, scored against ``final`` (the
    task's expected output). ``kind`` is removal | cells | labels | rows (see the eval template)."""
    comp: dict[str, Any] = {"name": name or kind, "kind": kind}
    if kind == "removal":
        universe = pd.concat([t.reindex(columns=output.columns) for t in inputs], ignore_index=True)
        ident_cols = (
            _identity(universe, key)
            if level == "operator"
            else ([key] if key else sorted(map(str, output.columns)))
        )
        before = Counter(_CORE.ident(r, ident_cols) for r in _records(universe))
        after = Counter(_CORE.ident(r, ident_cols) for r in _records(output))
        comp.update(identity=ident_cols, removed=sorted((before - after).elements()))
    elif kind in ("cells", "labels"):
        if not key:
            raise GovernanceError(
                f"component '{name}' changes cells; the task needs a key column",
                hint="pass key=<unique id column>",
            )
        if kind == "labels":
            comp.update(key=key, target=target)
        else:
            src = {_CORE.norm(r.get(key)): r for r in _records(inputs[0])}
            final_keys = {_CORE.norm(r.get(key)) for r in _records(final)}
            targets = []
            for r in _records(output):
                k = _CORE.norm(r.get(key))
                if k not in final_keys:
                    continue
                for c, v in r.items():
                    if c == key:
                        continue
                    if k not in src or c not in src[k] or _CORE.norm(src[k][c]) != _CORE.norm(v):
                        targets.append([k, c])
            comp.update(key=key, targets=targets, preserve=level == "operator")
    elif kind == "rows":
        comp.update(columns=[str(c) for c in final.columns])
    else:
        raise GovernanceError(f"unknown component kind '{kind}'", hint="removal | cells | labels | rows")
    return comp


def eval_config_from_expected(
    raw: list[pd.DataFrame], expected: pd.DataFrame, *, key: str | None, kind: str, target: str = "label"
) -> dict[str, Any]:
    """An operator-level eval config straight from the raw input(s) and the expected output, for tasks whose
    meaning no library operator expresses exactly (the expected table is computed another way)."""
    comp = describe_change(raw, expected, expected, kind=kind, key=key, name=kind, target=target)
    comp["weight"] = 1.0
    return {"components": [comp]}


def render_eval_script(config: dict[str, Any]) -> str:
    return EVAL_TEMPLATE.replace("__CONFIG__", json.dumps(config, ensure_ascii=False))


class ConsistencyReport(BaseModel):
    gt_score: float
    raw_score: float
    passed: bool
    detail: str = ""


def consistency_check(eval_code: str | Path, gt_path: Path, raw_path: Path) -> ConsistencyReport:
    """Run the script (in the sandbox) on the ground truth and on the raw input (§3.4)."""
    gt = run_eval_script(eval_code, gt_path, gt_path)
    raw_as_output = raw_path
    if raw_path.suffix != gt_path.suffix:  # score the raw data in the output's format
        tmp = Path(tempfile.mkdtemp()) / f"raw{gt_path.suffix}"
        write_table(read_table(raw_path), tmp)
        raw_as_output = tmp
    raw = run_eval_script(eval_code, gt_path, raw_as_output)
    ok = gt.ok and raw.ok and gt.score >= GT_SCORE - 1e-9 and raw.score < RAW_MAX
    why = (
        []
        if ok
        else [
            f"ground truth scored {gt.score:.3f} (needs 1.0)" if gt.score < GT_SCORE - 1e-9 else "",
            f"raw input scored {raw.score:.3f} (needs < {RAW_MAX})" if raw.score >= RAW_MAX else "",
            gt.detail if not gt.ok else "",
            raw.detail if not raw.ok else "",
        ]
    )
    return ConsistencyReport(
        gt_score=gt.score, raw_score=raw.score, passed=ok, detail="; ".join(w for w in why if w)
    )


# ---- Prompt 4: eval-script generation by a model --------------------------------------------------
PROMPT_4 = """### Task Description
You are given a data governance task description:

{task_description}

### Data Samples
Here are some representative ground truth (expected) data samples:

{gt_samples}

Here are some representative processed data samples:
{processed_samples}

### Instruction
Write a Python evaluation script that compares the processed dataset against the ground truth dataset and
outputs a quantitative score between 0 and 1, reflecting the models effectiveness in completing the task.

The evaluation should:
1. Load the ground truth and processed datasets from file paths provided as arguments
   (command line: python eval.py --expected GT_PATH --processed PROCESSED_PATH).
2. Use evaluation metrics appropriate for the task category:
   - Filtering: F1 Score (balance of precision and recall in filtering unwanted entries).
   - Refinement: Accuracy (correctness of standardized or transformed data fields).
   - Imputation: Completion Rate / Imputation Accuracy (ability to correctly fill in missing values).
   - Deduplication & Consistency: Duplicate Reduction Rate or Consistency Score (removal of duplicates or
     ensuring consistent values).
   - Data Integration: Integration Accuracy (accuracy of merging heterogeneous datasets, resolving conflicts).
   - Classification & Labeling: Accuracy, Precision, Recall, F1 Score (standard classification metrics).
3. Output the evaluation result as a dictionary with the key "eval_score" and the corresponding score
   (float between 0 and 1).
4. Print the dictionary as JSON as the final output.

### Expected Output
Provide only the Python code for the evaluation script (standard library and pandas only).
The code should be complete and runnable."""

_CODE = re.compile(r"```(?:python|py)?\s*\n(.*?)```", re.DOTALL)


def write_task(folder: Path, spec: Any) -> dict[str, Any]:
    """Write a built task's ``task.json`` (a ``TaskSpec``) and run the consistency check on its eval script,
    ground truth and first input: the builders' common last step."""
    (folder / "task.json").write_text(spec.model_dump_json(indent=1, exclude_none=True), encoding="utf-8")
    output = spec.output.name
    report = consistency_check(folder / "eval.py", folder / "gt" / output, folder / "raw" / spec.inputs[0])
    return {
        "id": spec.id,
        "gt": report.gt_score,
        "raw": report.raw_score,
        "passed": report.passed,
        "detail": report.detail,
    }


def extract_code(text: str) -> str:
    """The first fenced code block, or the whole reply when there is none."""
    m = _CODE.search(text)
    return (m.group(1) if m else text).strip() + "\n"


def _samples(path: Path, n: int = 5) -> str:
    df = read_table(path).head(n)
    return "\n".join(
        json.dumps({k: _CORE.norm(v) for k, v in r.items()}, ensure_ascii=False) for r in _records(df)
    )


async def generate_eval_script(model: Any, instruction: str, gt_path: Path, processed_sample: Path) -> str:
    """Ask the model for an eval script (Prompt 4). The code is only ever run in the sandbox."""
    # imported when first needed: it loads inspect_ai, which importing this module does not
    from dataagents.llm import generate_text

    prompt = PROMPT_4.format(
        task_description=instruction,
        gt_samples=_samples(gt_path),
        processed_samples=_samples(processed_sample),
    )
    return extract_code(await generate_text(model, prompt))


class GeneratedEval(BaseModel):
    code: str
    report: ConsistencyReport
    accepted: bool


async def generate_checked_eval_script(
    model: Any, instruction: str, gt_path: Path, raw_path: Path
) -> GeneratedEval:
    """Prompt 4 + the consistency check: a script that does not give GT 1.0 and raw < 0.3 is rejected."""
    code = await generate_eval_script(model, instruction, gt_path, raw_path)
    report = consistency_check(code, gt_path, raw_path)
    return GeneratedEval(code=code, report=report, accepted=report.passed)
