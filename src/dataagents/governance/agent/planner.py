"""The Planner (paper §4.2, A.6): intent understanding grounded in the data, contract extraction per abstract
step, and a validated DAG of abstract operators with minimal repairs where a post does not meet the next pre.

Intent (Prompt 5): the request goes to the model together with each input's schema and sampled rows; the model
says single operator vs pipeline, restates the requirement and may flag the request infeasible. A
deterministic feasibility check always runs as well: a column the request names that no input has (and that
the request does not ask to create) makes the request infeasible, with a message naming the column and the
columns that do exist — never a guess.

Decomposition (Prompt 6 semantics): the model lists abstract steps (name, goal, operator hint, edges); with
no model the floor's sequencing rules split the instruction. Contracts: each step's (pre, post) in the
vocabulary of ``governance.contracts``, from the operator that realises it (rule-bound parameters) and from the
request itself (explicit target formats, "fields unchanged"). Repairs: where a pre-condition is neither
implied by earlier posts nor true of the source data, the minimal repair (cast, numeric parsing, imputation,
trimming) is inserted before the step and the reason recorded. Plans are validated (unique ids, every input
an id or a source, acyclic) before they are accepted.
"""

from __future__ import annotations

import json
import re
from typing import Any, Literal

import pandas as pd
from pydantic import BaseModel, Field, computed_field

from dataagents.governance.agent.errors import InfeasibleRequest, PlanError
from dataagents.governance.contracts import (
    ColumnsExist,
    Contract,
    Dtype,
    MatchesRegex,
    NotNull,
    RowCount,
    Unique,
    check_all,
    contract_columns,
    implied_by,
)
from dataagents.governance.errors import GovernanceError, OperatorError
from dataagents.governance.operators import OPERATORS, list_operators
from dataagents.governance.pipeline import Step, default_inputs, topological_order
from dataagents.governance.plan import plan_spec, read_by_rules

SAMPLE_ROWS = 3  # rows shown to the model per input (the demo model reads ~58 tok/s)
MAX_CELL = 80


# ---- plan data -------------------------------------------------------------------------------------
class AbstractStep(Step):
    """A step of the DataGovAgent's pipeline: the pipeline's ``Step`` with an abstract operator name, the goal it
    serves and its contracts. The Planner plans these, with ``op``/``params`` as its suggestion (``op`` may be
    left open); the Executor realises a copy of each (``executor.realize``): a library operator with
    parameters (``op``), or, where none fits, generated code (``code``), and records how it got there; the
    Evaluator runs the realised steps and the debug loop revises them in place."""

    name: str  # abstract operator, e.g. "Standardize Date Format"
    goal: str  # the part of the request this step realises (the Executor's retrieval query)
    op: str | None = None  # type: ignore[assignment]
    code: str | None = None  # generated ``transform(tables)`` source, when no library operator realises it
    pre: list[Contract] = Field(default_factory=list)
    post: list[Contract] = Field(default_factory=list)
    repair_of: str | None = None  # for an inserted repair: the step whose pre-condition it establishes
    why: str = ""  # why the Planner inserted a repair
    # The Executor's record of realising the step (empty on the Planner's plan):
    retrieved: list[str] = Field(default_factory=list)  # the operators retrieval offered for it
    tried: list[str] = Field(default_factory=list)  # operators already tried (debug loop)
    realised_by: str = ""  # "rules" | "model" | "repair"
    reason: str = ""  # why the current operator or code was chosen

    @computed_field  # type: ignore[prop-decorator]
    @property
    def kind(self) -> Literal["op", "code", "none"]:
        """How the step is realised: a library operator, generated code, or not yet."""
        if self.op is not None:
            return "op"
        return "code" if self.code is not None else "none"


class Intent(BaseModel):
    """Prompt 5's reply, plus the feasibility verdict."""

    is_single_operator: bool = True
    is_pipeline: bool = False
    assistant_reply: str = ""
    reason: str = ""
    purpose: str = ""
    feasible: bool = True
    infeasible_reason: str = ""


class Plan(BaseModel):
    instruction: str
    sources: list[str]
    intent: Intent
    steps: list[AbstractStep]
    repairs: list[str] = Field(default_factory=list)  # one line per inserted repair
    notes: list[str] = Field(default_factory=list)  # contracts that can only be checked at run time, etc.
    planned_by: str = "floor"  # "model" or "floor" (or "none" for the --no-planner ablation)

    @property
    def output_step(self) -> str:
        return self.steps[-1].id


# ---- grounding ---------------------------------------------------------------------------------------
def describe_data(tables: dict[str, pd.DataFrame], rows: int = SAMPLE_ROWS) -> str:
    """Schema and sampled rows of each input, as the model sees them (Prompt 5/6 grounding)."""
    parts = []
    for name, df in tables.items():
        schema = ", ".join(f"{c} ({df[c].dtype}, {int(df[c].isna().sum())} null)" for c in df.columns)
        sample = df.head(rows).astype(object).where(df.head(rows).notna(), None).to_dict(orient="records")
        lines = [
            json.dumps(
                {k: (str(v)[:MAX_CELL] if v is not None else None) for k, v in r.items()}, ensure_ascii=False
            )
            for r in sample
        ]
        parts.append(f"### {name}: {len(df)} rows\ncolumns: {schema}\nsample rows:\n" + "\n".join(lines))
    return "\n\n".join(parts)


_QUOTED = re.compile(r"['\"`]([A-Za-z_][\w.-]{0,63})['\"`]")
_CREATES = re.compile(
    r"(?:add|adds|create|creates|new|into|to|as|named|called|target)\s+(?:an?\s+)?(?:new\s+)?"
    r"(?:column\s+|field\s+)?$",
    re.IGNORECASE,
)


def missing_columns(instruction: str, tables: dict[str, pd.DataFrame]) -> list[str]:
    """Columns the request names in quotes that no input has and that it does not ask to create."""
    have = {str(c) for t in tables.values() for c in t.columns}
    names = {n for n in tables}
    out: list[str] = []
    for m in _QUOTED.finditer(instruction):
        col = m.group(1)
        if col in have or col in names or "." in col or col in out:
            continue
        before = instruction[max(0, m.start() - 30) : m.start()]
        after = instruction[m.end() : m.end() + 12].lower()
        if _CREATES.search(before) or (
            re.match(r"\s*(?:column|field)\b", after)
            and re.search(r"\b(?:a|an|new)\s+$", before, re.IGNORECASE)
        ):
            continue  # the request asks for this column to be created
        if _is_value(col, tables):
            continue  # a quoted data value (a label, a code), not a column reference
        out.append(col)
    return out


def _is_value(word: str, tables: dict[str, pd.DataFrame], rows: int = 2000) -> bool:
    for t in tables.values():
        for c in t.columns:
            if t[c].dtype == object and t[c].head(rows).astype(str).str.contains(word, regex=False).any():
                return True
    return False


def check_feasible(instruction: str, tables: dict[str, pd.DataFrame]) -> Intent | None:
    """An infeasible ``Intent`` when the request names a column the data lacks, else ``None``."""
    miss = missing_columns(instruction, tables)
    if not miss:
        return None
    have = {n: list(map(str, t.columns)) for n, t in tables.items()}
    msg = (
        f"The request refers to column(s) {miss} that do not exist in the input data "
        f"({'; '.join(f'{n}: {c}' for n, c in have.items())}); nothing was changed. Name an existing column "
        f"or add the missing one first."
    )
    return Intent(
        is_single_operator=False,
        is_pipeline=False,
        assistant_reply=msg,
        reason="missing column(s)",
        feasible=False,
        infeasible_reason=msg,
    )


# ---- model replies ------------------------------------------------------------------------------------
class IntentReply(BaseModel):
    """Prompt 5 (intent understanding), with the feasibility verdict the paper asks the Planner for."""

    is_single_operator: bool
    is_pipeline: bool
    assistant_reply: str
    reason: str = ""
    purpose: str = ""
    feasible: bool = True
    infeasible_reason: str = ""


class StepReply(BaseModel):
    id: str
    name: str
    goal: str
    operator: str | None = None
    inputs: list[str] = Field(default_factory=list)


class PlanReply(BaseModel):
    """Prompt 6 (pipeline recommendation): the steps with their edges and the reasoning."""

    steps: list[StepReply]
    reason: str = ""


INTENT_SYSTEM = (
    "[Role] You are an intent analysis robot for data governance. Identify the user's explicit intent "
    "and check it against the data schema and sample rows. Reply only in JSON."
)
PLAN_SYSTEM = (
    "[ROLE] You are a data governance workflow recommendation system. Select operator nodes and assemble "
    "them into a processing pipeline that satisfies the requirement. Reply only in JSON."
)
_INTENT_EXAMPLE = (
    '{"is_single_operator": false, "is_pipeline": true, "assistant_reply": "I will standardise the '
    'dates, then keep the latest record per id.", "reason": "two operations are requested", '
    '"purpose": "clean customer records", "feasible": true, "infeasible_reason": ""}'
)


def intent_prompt(instruction: str, data: str) -> str:
    return (
        f"[Task] Decide whether the request needs a single operator or a pipeline; summarise the requirement "
        f"in assistant_reply. If the request refers to columns or data that do not exist in the schema below, "
        f"set feasible to false and explain in infeasible_reason.\n[Input data]\n{data}\n"
        f"[Current user request] {instruction}\n[Example] {_INTENT_EXAMPLE}"
    )


def plan_prompt(instruction: str, intent: Intent, data: str, sources: list[str]) -> str:
    catalog = "\n".join(f"- {o.name}: {o.description.split('.')[0]}" for o in list_operators(spec_only=False))
    return (
        f"Workflow requirement: {instruction}\nSummary: {intent.assistant_reply}\n\nSample data information:\n"
        f"{data}\n\nAvailable operators:\n{catalog}\n\nReturn the steps in execution order: each with an id "
        f"(s1, s2, ...), an abstract name, the goal (the exact part of the requirement it realises, with column "
        f"names and values), the operator name from the list (or null when none fits), and inputs (earlier step "
        f"ids or the input files {sources}; empty means the previous step). Use as few steps as the requirement "
        f'needs. Example: {{"steps": [{{"id": "s1", "name": "Remove HTML", "goal": "remove HTML '
        f'tags from the text field", "operator": "strip_html", "inputs": []}}], "reason": "..."}}'
    )


# ---- contracts ------------------------------------------------------------------------------------------
def request_contracts(
    goal: str, columns: list[str], op: str | None, params: dict[str, Any]
) -> list[Contract]:
    """Post-conditions the request itself states (A.6: 'extracts contracts from the user request')."""
    low = goal.lower()
    out: list[Contract] = []
    col = params.get("column") if isinstance(params.get("column"), str) else None
    if col and ("e.164" in low or "+1 followed by" in low) and op == "standardize_phone":
        out.append(MatchesRegex(column=col, pattern=r"\+\d{7,15}"))
    if (
        col
        and re.search(r"yyyy-mm-dd|iso format", low)
        and op == "standardize_date"
        and params.get("unparseable") == "null"
    ):
        out.append(MatchesRegex(column=col, pattern=r"\d{4}-\d{2}-\d{2}"))
    return out


def unbound_contracts(goal: str, columns: list[str]) -> list[Contract]:
    """Post-conditions of a step no library operator realises, read from its goal: the columns it must fill
    have no nulls, the key it deduplicates on is unique, a closed label set bounds a new label column."""
    low = goal.lower()
    named = [c for c in dict.fromkeys(_QUOTED.findall(goal)) if c in columns]
    out: list[Contract] = []
    if named and re.search(r"\b(fill|impute|replace missing)", low):
        out.append(NotNull(cols=named))
    if named and re.search(r"\bdeduplicat\w* (?:by|on) (?:the )?key", low):
        out.append(Unique(cols=named[:1]))
    if named:
        out.append(ColumnsExist(cols=named))
    return out


def rule_bindings(text: str, tables: dict[str, pd.DataFrame]) -> dict[str, dict[str, Any]]:
    """Per operator, the parameters of the first step that uses it in the rule parser's reading of ``text``
    over the tables; an operator whose first step's parameters do not validate is left out. Read once per
    text, then looked up for every operator a caller tries."""
    spec, problem = read_by_rules(text, tables)
    if not spec.steps or problem:
        return {}
    out: dict[str, dict[str, Any]] = {}
    seen: set[str] = set()
    for step in plan_spec(spec, list(tables))[0].steps:
        if step.op in seen:
            continue
        seen.add(step.op)
        try:
            OPERATORS[step.op].params(step.params)
        except (OperatorError, GovernanceError, KeyError, ValueError):
            continue
        out[step.op] = dict(step.params)
    return out


def bind(text: str, op: str, tables: dict[str, pd.DataFrame]) -> dict[str, Any] | None:
    """Parameters for ``op`` from the rule parser's reading of ``text`` (``rule_bindings``), or ``None``."""
    return rule_bindings(text, tables).get(op)


def step_contracts(step: AbstractStep, columns: list[str]) -> None:
    """Fill ``step.pre``/``step.post`` from its operator (when bound) and from the request."""
    if step.op is None or step.op not in OPERATORS:
        step.pre, step.post = [], unbound_contracts(step.goal, columns)
        return
    op = OPERATORS[step.op]
    p = op.params(step.params)
    step.pre = list(op.pre(p))
    post = list(op.post(p)) + request_contracts(step.goal, columns, step.op, step.params)
    step.post = [c for i, c in enumerate(post) if c not in post[:i]]


# ---- validation and repairs ------------------------------------------------------------------------------
def validate_plan(plan: Plan) -> list[str]:
    """Order of the steps after checking the DAG: ids unique, every input a source or a step, no cycle.
    Raises ``PlanError`` listing every problem at once."""
    problems: list[str] = []
    ids = [s.id for s in plan.steps]
    if not ids:
        problems.append("the plan has no steps")
    for sid in sorted({i for i in ids if ids.count(i) > 1}):
        problems.append(f"step id '{sid}' is used more than once")
    for s in plan.steps:
        if s.id in plan.sources:
            problems.append(f"'{s.id}' is both a source and a step id")
        for d in s.inputs:
            if d not in ids and d not in plan.sources:
                problems.append(f"step '{s.id}': input '{d}' is neither a source {plan.sources} nor a step")
        if s.op is not None and s.op not in OPERATORS:
            problems.append(f"step '{s.id}': unknown operator '{s.op}'")
    used = {d for s in plan.steps for d in s.inputs}
    for s in plan.steps[:-1]:
        if s.id not in used:
            problems.append(
                f"step '{s.id}' feeds no later step and is not the output (its work would be lost)"
            )
    order, cyclic = topological_order(ids, {s.id: s.inputs for s in plan.steps})
    if cyclic:
        problems.append(f"cycle among steps {sorted(cyclic)}")
    if problems:
        raise PlanError(problems)
    return order


def _fill_inputs(steps: list[AbstractStep], sources: list[str]) -> None:
    """Empty inputs mean: the previous step, or for the first step its source(s) (as in the pipeline)."""
    for s, inputs in zip(steps, default_inputs(steps, sources), strict=True):
        s.inputs = inputs


def _repair_for(c: Contract, df: pd.DataFrame, before: str) -> tuple[str, dict[str, Any], str] | None:
    """The minimal repair that establishes ``c`` on ``df``: (operator, params, why)."""
    if isinstance(c, Dtype) and c.dtype in ("numeric", "integer"):
        vals = (
            df[c.column].dropna().astype(str).head(200)
            if c.column in df.columns
            else pd.Series([], dtype=str)
        )
        textual = vals[vals.str.contains(r"[$€£,%]|\d\s*[kKmM]\b", regex=True)]
        if len(textual):
            return (
                "standardize_number",
                {"column": c.column},
                f"'{c.column}' holds numbers written as text (e.g. {textual.iloc[0]!r}) but {before} needs it "
                f"{c.dtype}: parse them first",
            )
        return (
            "cast_type",
            {"casts": {c.column: c.dtype}},
            f"'{c.column}' is {df[c.column].dtype if c.column in df.columns else '?'} but {before} needs it "
            f"{c.dtype}: cast it (invalid values become null)",
        )
    if isinstance(c, Dtype) and c.dtype in ("datetime", "string", "bool"):
        return (
            "cast_type",
            {"casts": {c.column: c.dtype}},
            f"{before} needs '{c.column}' as {c.dtype}: cast it",
        )
    if isinstance(c, NotNull):
        cols = [x for x in c.cols if x in df.columns and df[x].isna().any()]
        numeric = all(pd.api.types.is_numeric_dtype(df[x]) for x in cols)
        return (
            "impute_statistic",
            {"columns": cols, "strategy": "median" if numeric else "mode"},
            f"{before} needs no nulls in {cols}: impute them ({'median' if numeric else 'mode'})",
        )
    if isinstance(c, MatchesRegex) and c.column in df.columns:
        s = df[c.column].dropna().astype(str)
        if (s != s.str.strip()).any():
            return (
                "normalize_whitespace",
                {"column": c.column},
                f"{before} needs '{c.column}' to match /{c.pattern}/ and some values carry stray whitespace: "
                f"trim them",
            )
    return None


def insert_repairs(plan: Plan, tables: dict[str, pd.DataFrame]) -> None:
    """Walk the plan in order; where a pre-condition is neither implied by the facts established so far nor
    true of the untouched source data, insert the minimal repair before the step (A.6) and record why."""
    facts: dict[str, list[Contract]] = {
        n: [ColumnsExist(cols=list(map(str, t.columns)))] for n, t in tables.items()
    }
    touched: dict[str, set[str]] = {n: set() for n in tables}  # columns whose values changed since the source
    origin: dict[str, str] = {
        n: n for n in tables
    }  # node -> source whose rows it carries (single-input chain)
    out: list[AbstractStep] = []
    for step in list(plan.steps):
        d = step.inputs[0] if step.inputs else plan.sources[0]
        src = origin.get(d)
        if step.op is not None and len(step.inputs) == 1 and src in tables:
            df = tables[src]
            for c in step.pre:
                if isinstance(c, ColumnsExist | RowCount) or implied_by(c, facts.get(d, [])):
                    continue
                cols = contract_columns(c)
                if any(x in touched[d] or x not in df.columns for x in cols) or "*" in touched[d]:
                    plan.notes.append(
                        f"step '{step.id}': pre-condition '{c}' is checked at run time "
                        f"(its columns are produced by an earlier step)"
                    )
                    continue
                if not check_all([c], df):
                    continue
                fix = _repair_for(c, df, f"step '{step.id}' ({step.op})")
                if fix is None:
                    plan.notes.append(
                        f"step '{step.id}': pre-condition '{c}' fails on the data and no repair "
                        f"is known; the Evaluator will report it"
                    )
                    continue
                op, params, why = fix
                rid = f"r{len(plan.repairs) + 1}_{op}"
                repair = AbstractStep(
                    id=rid,
                    name=f"Repair: {op}",
                    goal=why,
                    inputs=[d],
                    op=op,
                    params=params,
                    repair_of=step.id,
                    why=why,
                )
                step_contracts(repair, list(df.columns))
                out.append(repair)
                plan.repairs.append(f"inserted '{rid}' before '{step.id}': {why}")
                facts[rid] = [*facts.get(d, []), *[p for p in repair.post if not isinstance(p, RowCount)]]
                touched[rid] = touched[d] | set(OPERATORS[op].modified_columns(OPERATORS[op].params(params)))
                origin[rid] = src
                step.inputs = [rid]
                d = rid
        out.append(step)
        op = OPERATORS.get(step.op) if step.op else None
        mod = set(op.modified_columns(op.params(step.params))) if op else {"*"}
        base = facts.get(d, []) if len(step.inputs) == 1 else []
        kept = [f for f in base if not (set(contract_columns(f)) & mod) and "*" not in mod]
        facts[step.id] = kept + [p for p in step.post if not isinstance(p, RowCount)]
        touched[step.id] = (touched.get(d, set()) | mod) if len(step.inputs) == 1 else {"*"}
        origin[step.id] = src if len(step.inputs) == 1 and src else ""
    plan.steps = out


# ---- the Planner ---------------------------------------------------------------------------------------------
def _floor_steps(instruction: str, tables: dict[str, pd.DataFrame]) -> tuple[list[AbstractStep], list[str]]:
    """Abstract steps from the rule parser's reading of the request (one per operator step, each with the
    request's phrase as its goal), and the phrases it could not map. When it understood nothing, one unbound
    step carries the whole request and the Executor retrieves an operator for it."""
    spec, problem = read_by_rules(instruction, tables)
    if not spec.steps or problem:
        why = problem or "; ".join(spec.unmapped) or "no operation recognised"
        return [AbstractStep(id="s1", name="Whole request", goal=instruction)], [why]
    steps = []
    ids: dict[str, str] = {}  # the plan numbers its steps s1, s2, … as a model's plan does
    for k, st in enumerate(plan_spec(spec, list(tables))[0].steps, start=1):
        ids[st.id] = f"s{k}"
        phrase = spec.steps[int(st.id[1:].split("_", 1)[0]) - 1].phrase
        steps.append(
            AbstractStep(
                id=ids[st.id],
                name=st.op.replace("_", " ").title(),
                goal=phrase,
                inputs=[ids.get(i, i) for i in st.inputs],
                op=st.op,
                params=dict(st.params),
            )
        )
    return steps, list(spec.unmapped)


async def _model_steps(
    model: Any, instruction: str, intent: Intent, data: str, sources: list[str]
) -> list[AbstractStep]:
    # imported when first needed: it loads inspect_ai, which importing this module does not
    from dataagents.llm import generate_object

    reply = await generate_object(
        model, plan_prompt(instruction, intent, data, sources), PlanReply, system=PLAN_SYSTEM
    )
    return [
        AbstractStep(
            id=s.id,
            name=s.name,
            goal=s.goal,
            inputs=list(s.inputs),
            op=s.operator if s.operator in OPERATORS else None,
        )
        for s in reply.steps
    ]


def _bind_all(steps: list[AbstractStep], instruction: str, tables: dict[str, pd.DataFrame]) -> None:
    """Rule-bound parameters for the model's steps: from the step's goal, else from the whole request (label
    sets and join policies are often said elsewhere in it); a step left unbound is the Executor's."""
    whole: dict[str, dict[str, Any]] | None = None  # the whole request's reading, made once if needed
    for s in steps:
        if s.op is None:
            continue
        params = bind(s.goal, s.op, tables)
        if params is None and s.goal != instruction:
            whole = rule_bindings(instruction, tables) if whole is None else whole
            params = whole.get(s.op)
        if params is None:
            s.op = None
            continue
        s.params = params


async def plan(instruction: str, tables: dict[str, pd.DataFrame], *, model: Any = None) -> Plan:
    """Intent -> contracts -> validated DAG of abstract operators with repairs. Raises ``InfeasibleRequest``
    when the request cannot be met on this data and ``PlanError`` when the DAG is invalid."""
    sources = list(tables)
    if not sources:
        raise PlanError(["no input tables"])
    infeasible = check_feasible(instruction, tables)
    if infeasible is not None:
        raise InfeasibleRequest(infeasible.infeasible_reason, intent=infeasible)
    data = describe_data(tables)
    planned_by = "floor"
    intent = Intent(assistant_reply=f"I will {instruction[:200]}")
    steps: list[AbstractStep] = []
    if model is not None:
        # imported when first needed: it loads inspect_ai, which importing this module does not
        from dataagents.llm import StructuredOutputError, generate_object

        try:
            reply = await generate_object(
                model, intent_prompt(instruction, data), IntentReply, system=INTENT_SYSTEM
            )
            intent = Intent.model_validate(reply.model_dump())
            if not intent.feasible:
                raise InfeasibleRequest(intent.infeasible_reason or intent.assistant_reply, intent=intent)
            steps = await _model_steps(model, instruction, intent, data, sources)
            planned_by = "model"
        except StructuredOutputError as err:
            intent.reason = f"model plan unusable ({err.message[:120]}); floor plan used"
            steps = []
    all_columns = list(dict.fromkeys(str(c) for t in tables.values() for c in t.columns))
    p = Plan(instruction=instruction, sources=sources, intent=intent, steps=steps, planned_by=planned_by)
    if steps:  # the model's plan: accepted only if it validates and is grounded in the request
        _bind_all(p.steps, instruction, tables)
        _fill_inputs(p.steps, sources)
        try:
            validate_plan(p)
            usable = _model_plan_usable(p, all_columns, instruction, tables)
        except PlanError as err:
            p.notes.append(f"model plan rejected: {'; '.join(err.problems)}")
            usable = False
        if not usable:
            p.steps, p.planned_by = [], "floor"
            p.notes.append("the floor's plan was used instead of the model's")
    if not p.steps:
        p.steps, unmapped = _floor_steps(instruction, tables)
        p.notes.extend(f"not understood by the rules: {u}" for u in unmapped)
        _fill_inputs(p.steps, sources)
        validate_plan(p)
    intent.is_pipeline = len(p.steps) > 1
    intent.is_single_operator = len(p.steps) == 1
    for s in p.steps:
        step_contracts(s, all_columns)
        needed = OPERATORS[s.op].input_columns(OPERATORS[s.op].params(s.params)) if s.op else []
        miss = [c for c in needed if c not in all_columns]
        if miss and s.inputs and all(d in tables for d in s.inputs):
            msg = (
                f"step '{s.id}' ({s.name}) needs column(s) {miss}, which the input data does not have "
                f"(columns: {all_columns}); nothing was changed."
            )
            raise InfeasibleRequest(
                msg, intent=intent.model_copy(update={"feasible": False, "infeasible_reason": msg})
            )
    insert_repairs(p, tables)
    validate_plan(p)
    return p


_CONTENT = re.compile(r"[a-z][a-z0-9_]{3,}")


def grounded(goal: str, op: str | None, instruction: str, floor_ops: set[str]) -> bool:
    """A model-planned step is grounded in the request when the floor's reading of the request uses its
    operator, or when most of the content words of its goal occur in the request."""
    if op is not None and op in floor_ops:
        return True
    words = set(_CONTENT.findall(goal.lower()))
    return bool(words) and len(words & set(_CONTENT.findall(instruction.lower()))) >= 0.6 * len(words)


def _model_plan_usable(
    p: Plan, all_columns: list[str], instruction: str, tables: dict[str, pd.DataFrame]
) -> bool:
    """False when the model bound a step to source columns the data lacks, or planned a step the request does
    not ground. An unbound (grounded) step is legitimate: the Executor writes code for it (Prompt 8)."""
    floor_ops = {s.op for s in _floor_steps(instruction, tables)[0] if s.op}
    for s in p.steps:
        if not grounded(s.goal, s.op, instruction, floor_ops):
            p.notes.append(f"model step '{s.id}' ({s.name}: {s.goal[:80]}) is not grounded in the request")
            return False
        if s.op is None:
            continue
        needed = OPERATORS[s.op].input_columns(OPERATORS[s.op].params(s.params))
        if any(c not in all_columns for c in needed) and all(d in p.sources for d in s.inputs):
            return False
    return True


def raw_plan(instruction: str, tables: dict[str, pd.DataFrame]) -> Plan:
    """The --no-planner ablation (Table 8, RQ1): one node carrying the raw instruction, no contracts."""
    sources = list(tables)
    infeasible = check_feasible(instruction, tables)
    if infeasible is not None:
        raise InfeasibleRequest(infeasible.infeasible_reason, intent=infeasible)
    step = AbstractStep(id="s1", name="Whole request", goal=instruction, inputs=list(sources))
    return Plan(
        instruction=instruction,
        sources=sources,
        intent=Intent(assistant_reply=instruction),
        steps=[step],
        planned_by="none",
    )
