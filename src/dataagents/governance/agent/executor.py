"""The Executor (paper §4.2, A.6): retrieval over the operator library, parameter binding, and code generation
only where no library operator fits.

Retrieval: BM25 (SQLite FTS5, part of Python's sqlite3 here: no dependency, no weights, deterministic) over each
operator's retrieval card (name, category, description, parameters), top-k with k = 4 as in A.6; the Planner's
own operator suggestion, when it has one, is kept in the list. With a model, the retrieved operators' cards and
source snippets are injected as exemplars (Prompt 7/8 semantics) and the model either instantiates one of them
with parameters or writes a ``transform(tables) -> DataFrame`` function; with no model, parameters come from
the rule-based extractor of the floor. ``fix`` makes the minimal change the Evaluator's feedback asks for
(Prompt 9 semantics); generated code only ever runs in the sandbox.
"""

from __future__ import annotations

import inspect as _inspect
import json
import re
import sqlite3
import textwrap
from typing import Any

import pandas as pd
from pydantic import BaseModel, Field

from dataagents.governance.agent.planner import AbstractStep, bind, describe_data, rule_bindings
from dataagents.governance.errors import OperatorError
from dataagents.governance.operators import OPERATORS, list_operators

TOP_K = 4  # A.6: "retrieve the top-K (e.g., top-4) most relevant operators"
SNIPPET_CHARS = 700  # per exemplar: the demo model reads ~58 tok/s


# ---- retrieval ------------------------------------------------------------------------------------------
class OperatorIndex:
    """BM25 over the operators' retrieval cards (SQLite FTS5; name weighted over description)."""

    def __init__(self) -> None:
        self._db = sqlite3.connect(":memory:")
        self._db.execute(
            "CREATE VIRTUAL TABLE ops USING fts5(name, title, category, body, tokenize='porter')"
        )
        for o in list_operators(spec_only=False):
            self._db.execute(
                "INSERT INTO ops VALUES (?, ?, ?, ?)",
                (o.name, o.name.replace("_", " "), str(o.category), o.card()),
            )

    def search(self, text: str, k: int = TOP_K) -> list[tuple[str, float]]:
        words = sorted({w for w in re.findall(r"[a-z0-9]+", text.lower()) if len(w) > 1})
        if not words:
            return []
        query = " OR ".join(f'"{w}"' for w in words)
        rows = self._db.execute(
            "SELECT name, bm25(ops, 0.0, 3.0, 1.0, 1.0) AS s FROM ops WHERE ops MATCH ? ORDER BY s LIMIT ?",
            (query, k),
        ).fetchall()
        return [(name, -score) for name, score in rows]


_INDEX: OperatorIndex | None = None


def retrieve(text: str, k: int = TOP_K, prefer: str | None = None) -> list[str]:
    """Top-k operator names for ``text``; ``prefer`` (the Planner's suggestion) first when given."""
    global _INDEX
    if _INDEX is None:
        _INDEX = OperatorIndex()
    names = [n for n, _ in _INDEX.search(text, k)]
    if prefer and prefer in OPERATORS:
        names = [prefer, *[n for n in names if n != prefer]][:k]
    return names


def exemplar(name: str, chars: int = SNIPPET_CHARS) -> str:
    """An operator's card and the source of its ``run``, for in-context exemplars (A.6)."""
    op = OPERATORS[name]
    try:
        src = textwrap.dedent(_inspect.getsource(type(op).run))
    except (OSError, TypeError):
        src = ""
    return f"{op.card()[:500]}\ncode:\n{src[:chars]}"


# ---- model replies -------------------------------------------------------------------------------------
class Realization(BaseModel):
    """Prompt 7/8 reply: a retrieved operator with parameters, or new code."""

    operator: str | None = None
    params: dict[str, Any] = Field(default_factory=dict)
    code: str | None = None
    reason: str = ""


CODE_RULES = (
    "Code rules: define `def transform(tables: list[pd.DataFrame]) -> pd.DataFrame` (tables are the step's "
    "inputs in order) with its imports (pandas as pd, re, numpy); return the new table; no file or network "
    "access, no printing; keep other columns and the field structure unchanged."
)
WRITE_SYSTEM = "[ROLE] You are an expert in data operator development. Reply only in JSON."
FIX_SYSTEM = "[ROLE] You are an expert in code debugging and correction. Reply only in JSON."


def _contract_text(step: AbstractStep) -> str:
    pre = "; ".join(map(str, step.pre)) or "(none)"
    post = "; ".join(map(str, step.post)) or "(none)"
    return f"pre: {pre}\npost: {post}"


def write_prompt(
    step: AbstractStep, data: str, retrieved: list[str], suggestion: dict[str, Any] | None
) -> str:
    head = (
        f"[TASK] Realise this pipeline step.\nRequirement: {step.goal}\nAbstract operator: {step.name}\n"
        f"Contract (must hold):\n{_contract_text(step)}\n\n[Input data]\n{data}\n\n"
    )
    if not retrieved:  # --no-rag: the abstract operator name only (Table 8, RQ2)
        return head + f'Write new code. {CODE_RULES}\nReply JSON: {{"code": "...", "reason": "..."}}'
    ex = "\n\n".join(f"[{i}] {exemplar(n)}" for i, n in enumerate(retrieved, start=1))
    sug = f"\nSuggested binding (check it against the data): {json.dumps(suggestion)}" if suggestion else ""
    return (
        head
        + f"[Retrieved validated operators]\n{ex}\n{sug}\n\nIf one of the retrieved operators fits, reply "
        f'{{"operator": NAME, "params": {{...}}, "reason": "..."}} with parameters for its params model. '
        f'Only if none fits, reply {{"operator": null, "code": "...", "reason": "..."}}. {CODE_RULES}'
    )


def fix_prompt(node: AbstractStep, feedback: str, data_keys: list[str], reference: str) -> str:
    original = node.code if node.kind == "code" else json.dumps({"operator": node.op, "params": node.params})
    ref = f"\n- Reference code retrieved:\n{reference}" if reference else ""
    return (
        f"[TASK] Minimally modify the original step to fix the problem below; keep everything else as is.\n"
        f"- The original code: {original}\n{feedback}\n- The data fields of the step's input: {data_keys}{ref}\n"
        f'[OUTPUT RULES] Reply JSON: either {{"operator": NAME, "params": {{...}}, "reason": "..."}} '
        f'(a library operator) or {{"operator": null, "code": "...", "reason": "..."}}. {CODE_RULES}'
    )


def _code_of(text: str | None) -> str | None:
    if not text or "def transform" not in text:
        return None
    m = re.search(r"```(?:python)?\s*(.*?)```", text, re.DOTALL)
    return (m.group(1) if m else text).strip() + "\n"


def _apply_reply(node: AbstractStep, reply: Realization, allowed: list[str] | None) -> bool:
    """Take the model's choice when it is usable (a known operator with valid params, or code)."""
    if reply.operator and reply.operator in OPERATORS and (allowed is None or reply.operator in allowed):
        try:
            OPERATORS[reply.operator].params(reply.params)
        except OperatorError:
            pass
        else:
            node.op, node.params, node.code = reply.operator, dict(reply.params), None
            node.realised_by, node.reason = "model", reply.reason
            return True
    code = _code_of(reply.code)
    if code:
        node.op, node.params, node.code = None, {}, code
        node.realised_by, node.reason = "model", reply.reason
        return True
    return False


# ---- realisation ------------------------------------------------------------------------------------------
async def realize(
    step: AbstractStep,
    tables: dict[str, pd.DataFrame],
    instruction: str,
    *,
    model: Any = None,
    use_rag: bool = True,
    k: int = TOP_K,
) -> AbstractStep:
    """Realise a planned step: a copy of it bound to a library operator with parameters, or to code (the plan
    itself is left as the Planner made it)."""
    node = step.model_copy(deep=True)
    node.retrieved = retrieve(f"{step.name} {step.goal}", k, prefer=step.op) if use_rag else []
    if step.op is not None:  # the Planner's binding is the default
        node.realised_by = "rules"
    else:
        node.params = {}
        if use_rag or step.repair_of:
            for name in node.retrieved[:1] if model is None else []:
                text = instruction if name.startswith("label_") else step.goal
                params = bind(text, name, tables)
                if params is not None:
                    node.op, node.params, node.realised_by = name, params, "rules"
    if node.op:
        node.tried.append(node.op)
        if OPERATORS[node.op].arity == 1 and len(node.inputs) > 1:
            node.inputs = node.inputs[:1]  # the raw-instruction node (--no-planner) lists every source
    # The model is asked only where the Planner's rules bound no operator: a rule binding that validates is kept
    # (small models tend to rebind to the wrong column), and the model revises it in the debug loop if it fails.
    if model is None or step.repair_of or node.kind == "op":
        return node
    # imported when first needed: it loads inspect_ai, which importing this module does not
    from dataagents.llm import StructuredOutputError, generate_object

    suggestion = {"operator": node.op, "params": node.params} if node.op else None
    prompt = write_prompt(
        step,
        describe_data({n: tables[n] for n in step.inputs if n in tables} or tables),
        node.retrieved,
        suggestion,
    )
    try:
        reply = await generate_object(model, prompt, Realization, system=WRITE_SYSTEM)
    except StructuredOutputError as err:
        node.reason = f"model reply unusable ({err.message[:100]}); rule binding kept"
        return node
    if _apply_reply(node, reply, node.retrieved if use_rag else []) and node.op and node.op not in node.tried:
        node.tried.append(node.op)
    return node


async def fix(
    node: AbstractStep,
    feedback: str,
    data_keys: list[str],
    tables: dict[str, pd.DataFrame],
    instruction: str,
    *,
    model: Any = None,
    use_rag: bool = True,
) -> bool:
    """Revise ``node`` after a failed round. With a model: Prompt 9 (minimal fix). With no model: the next
    retrieved operator that binds. Returns False when there is nothing left to try."""
    if model is not None:
        # imported when first needed: it loads inspect_ai, which importing this module does not
        from dataagents.llm import ModelError, generate_object

        reference = exemplar(node.retrieved[0]) if use_rag and node.retrieved else ""
        try:
            reply = await generate_object(
                model, fix_prompt(node, feedback, data_keys, reference), Realization, system=FIX_SYSTEM
            )
        except ModelError:  # no usable reply (StructuredOutputError is a ModelError): stop revising
            return False
        ok = _apply_reply(node, reply, None if use_rag else [])
        if ok and node.op:
            node.tried.append(node.op)
        return ok
    if not use_rag:
        return False
    by_goal, by_request = rule_bindings(node.goal, tables), rule_bindings(instruction, tables)
    for name in node.retrieved:
        if name in node.tried or OPERATORS[name].arity != (OPERATORS[node.op].arity if node.op else 1):
            continue
        node.tried.append(name)
        params = (by_request if name.startswith("label_") else by_goal).get(name)
        if params is not None:
            node.op, node.params, node.realised_by = name, params, "rules"
            node.reason = f"next retrieved operator after: {feedback.splitlines()[0][:120]}"
            return True
    return False
