"""The operator contract: name, category, retrieval-ready description, typed params, declared columns,
pre/post contracts, and a run function over pandas tables (ARCHITECTURE: DataFlow-style operators).

Operators are registered by class decoration; ``list_operators()`` is the catalog the CLI prints and the
DataGovAgent's Executor retrieves from.
"""

from __future__ import annotations

import inspect as _inspect
from dataclasses import dataclass
from enum import StrEnum
from typing import Any, ClassVar

import pandas as pd
from pydantic import BaseModel, ValidationError

from dataagents.governance.contracts import ColumnsExist, Contract, check_all
from dataagents.governance.errors import ContractViolation, OperatorError


class Category(StrEnum):
    """The six GovBench scenarios (paper §3.2, Figure 4)."""

    FILTERING = "filtering"
    REFINEMENT = "refinement"
    IMPUTATION = "imputation"
    DEDUPLICATION = "deduplication"  # deduplication & consistency
    INTEGRATION = "integration"
    LABELING = "labeling"  # classification & labeling


@dataclass
class RunContext:
    """What an operator may use besides its tables: the model door (labeling only) and a seed."""

    model: Any = None  # inspect Model | None
    seed: int = 0


class Operator:
    name: ClassVar[str]
    category: ClassVar[Category]
    description: ClassVar[str]  # written for retrieval: what, when, typical phrasing
    Params: ClassVar[type[BaseModel]]
    arity: ClassVar[int] = 1  # number of input tables; -1 = any number >= 1
    uses_model: ClassVar[bool] = False
    spec_only: ClassVar[bool] = False  # parameters come from a typed request spec, not from retrieval

    # -- declarations (static; used by pipeline.compile) -------------------------------------------
    def input_columns(self, p: Any) -> list[str]:
        """Columns every input table must have."""
        return []

    def output_columns(self, p: Any, inputs: list[list[str]]) -> list[str]:
        """Columns of the output given the input tables' columns (default: first input's, unchanged)."""
        return list(inputs[0])

    def modified_columns(self, p: Any) -> list[str]:
        """Columns whose values this operator may change (facts about them do not survive the step)."""
        return []

    def passthrough(self, p: Any, inputs: list[list[str]]) -> dict[str, tuple[int, str]]:
        """Output columns whose values come unchanged from an input column: ``{out: (input index, in)}``.
        Default: single-input operators pass every column they do not modify."""
        if len(inputs) != 1:
            return {}
        modified = set(self.modified_columns(p))
        if "*" in modified:
            return {}
        outs = set(self.output_columns(p, inputs))
        return {c: (0, c) for c in inputs[0] if c in outs and c not in modified}

    def pre(self, p: Any) -> list[Contract]:
        cols = self.input_columns(p)
        return [ColumnsExist(cols=cols)] if cols else []

    def post(self, p: Any) -> list[Contract]:
        return []

    # -- execution ---------------------------------------------------------------------------------
    def run(self, tables: list[pd.DataFrame], p: Any, ctx: RunContext) -> pd.DataFrame:  # pragma: no cover
        raise NotImplementedError

    async def arun(self, tables: list[pd.DataFrame], p: Any, ctx: RunContext) -> pd.DataFrame:
        return self.run(tables, p, ctx)

    # -- helpers -----------------------------------------------------------------------------------
    def params(self, raw: dict[str, Any] | BaseModel | None = None) -> BaseModel:
        if isinstance(raw, self.Params):
            return raw
        try:
            return self.Params.model_validate(dict(raw or {}))
        except ValidationError as err:
            problems = "; ".join(
                f"{'.'.join(map(str, e['loc'])) or '(params)'}: {e['msg']}" for e in err.errors()
            )
            raise OperatorError(
                f"operator '{self.name}': invalid parameters ({problems})",
                hint=f"parameters: {', '.join(self.Params.model_fields)}",
            ) from err

    def check_inputs(self, tables: list[pd.DataFrame], p: BaseModel, where: str = "") -> None:
        if self.arity > 0 and len(tables) != self.arity:
            raise OperatorError(
                f"operator '{self.name}'{where} takes {self.arity} table(s), got {len(tables)}"
            )
        for i, t in enumerate(tables):
            miss = [c for c in self.input_columns(p) if c not in t.columns]
            if miss:
                raise OperatorError(
                    f"operator '{self.name}'{where}: input {i} lacks column(s) {miss}",
                    hint=f"available columns: {list(t.columns)}",
                )
        violations = [v for t in tables for v in check_all(self.pre(p), t)]
        if violations:
            raise ContractViolation(
                f"operator '{self.name}'{where}: pre-condition failed: {violations[0]}",
                violations=violations,
                hint="repair the input first (cast, impute, trim) or change the parameters",
            )

    def check_output(
        self, out: pd.DataFrame, tables: list[pd.DataFrame], p: BaseModel, where: str = ""
    ) -> None:
        violations = check_all(self.post(p), out, len(tables[0]) if tables else None)
        if violations:
            raise ContractViolation(
                f"operator '{self.name}'{where}: post-condition failed: {violations[0]}",
                violations=violations,
            )

    async def apply_async(
        self,
        tables: list[pd.DataFrame],
        params: dict[str, Any] | BaseModel | None = None,
        ctx: RunContext | None = None,
        where: str = "",
    ) -> pd.DataFrame:
        """Validate params, check pre-conditions, run, check post-conditions."""
        p = self.params(params)
        self.check_inputs(tables, p, where)
        out = await self.arun([t.copy() for t in tables], p, ctx or RunContext())
        self.check_output(out, tables, p, where)
        return out

    def apply(
        self,
        tables: list[pd.DataFrame] | pd.DataFrame,
        params: dict[str, Any] | BaseModel | None = None,
        ctx: RunContext | None = None,
    ) -> pd.DataFrame:
        """Synchronous ``apply_async`` for non-model operators (and scripts)."""
        import asyncio

        tables = [tables] if isinstance(tables, pd.DataFrame) else tables
        return asyncio.run(self.apply_async(tables, params, ctx))

    def declaration(self) -> dict[str, Any]:
        """What the operator promises, machine-readable: its parameters' JSON schema and the post-conditions it
        guarantees for its default parameters (``dataagents govern ops --json``)."""
        try:
            post = [c.model_dump() for c in self.post(self.params({}))]
        except Exception:  # required parameters: the guarantees depend on them
            post = []
        return {
            "name": self.name,
            "category": str(self.category),
            "description": self.description,
            "arity": self.arity,
            "params_schema": self.Params.model_json_schema(),
            "postconditions": post,
        }

    def card(self) -> str:
        """The text the Executor retrieves over: name, category, description, parameters, example."""
        params = ", ".join(
            f"{n}: {f.annotation.__name__ if isinstance(f.annotation, type) else f.annotation}"
            + ("" if f.is_required() else f" = {f.default!r}")
            for n, f in self.Params.model_fields.items()
        )
        doc = _inspect.getdoc(type(self)) or ""
        return f"{self.name} [{self.category}] {self.description}\nparams: {params}\n{doc}"


OPERATORS: dict[str, Operator] = {}


def register(cls: type[Operator]) -> type[Operator]:
    if cls.name in OPERATORS:
        raise ValueError(f"duplicate operator name {cls.name}")
    OPERATORS[cls.name] = cls()
    return cls


def blank_cells(s: pd.Series) -> pd.Series:
    """Where a column is blank: a missing cell, or text of nothing but spaces."""
    return s.isna() | s.astype("object").map(lambda v: isinstance(v, str) and not v.strip())


def text_column_values(df: pd.DataFrame, column: str) -> pd.Series:
    """The column as strings, nulls kept as empty strings for matching (values themselves unchanged)."""
    return df[column].astype("object").where(df[column].notna(), "").map(str)
