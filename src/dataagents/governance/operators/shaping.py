"""Operators that shape a table without changing its cells: which columns it keeps, the order of its rows, and
the top rows by a column."""

from __future__ import annotations

from typing import Any

import pandas as pd
from pydantic import BaseModel, Field, model_validator

from dataagents.governance.contracts import RowCount
from dataagents.governance.errors import OperatorError
from dataagents.governance.operators.base import Category, Operator, RunContext, register
from dataagents.governance.operators.filtering import numeric_series


def sort_key(values: pd.Series) -> pd.Series:
    """What a column is ordered by: numbers as numbers when it holds numbers, dates as dates when it holds dates,
    else its text without case."""
    numbers = numeric_series(values)
    filled = values.notna() & values.astype("object").map(lambda v: str(v).strip() != "")
    if filled.any() and numbers[filled].notna().all():
        return numbers
    if not pd.api.types.is_numeric_dtype(values):
        when = pd.to_datetime(values.astype("object").where(filled), errors="coerce", format="mixed")
        if filled.any() and when[filled].notna().all():
            return when
    return values.astype("object").where(filled).map(lambda v: v if pd.isna(v) else str(v).casefold())


@register
class SelectColumns(Operator):
    """Example: ``{"drop": ["tax", "ptratio"]}`` removes two columns; ``{"keep": ["state", "income"]}`` keeps
    exactly those two, in that order."""

    name = "select_columns"
    spec_only = True
    category = Category.REFINEMENT
    description = (
        "Keep only some columns (in the order given) or drop some columns; rows and cells unchanged."
    )

    class Params(BaseModel):
        keep: list[str] | None = None
        drop: list[str] | None = None

        @model_validator(mode="after")
        def _one_of(self) -> SelectColumns.Params:
            if bool(self.keep) == bool(self.drop):
                raise ValueError("give keep or drop")
            return self

    def input_columns(self, p: Any) -> list[str]:
        return list(p.keep or p.drop)

    def output_columns(self, p: Any, inputs: list[list[str]]) -> list[str]:
        return list(p.keep) if p.keep else [c for c in inputs[0] if c not in p.drop]

    def post(self, p: Any) -> list:
        return [RowCount(relation="==")]

    def run(self, tables: list[pd.DataFrame], p: Any, ctx: RunContext) -> pd.DataFrame:
        df = tables[0]
        return df[list(p.keep)] if p.keep else df.drop(columns=list(p.drop))


@register
class SortRows(Operator):
    """Example: ``{"by": ["dist"], "descending": [false]}`` orders the rows nearest first; ties keep their
    order and blanks go last."""

    name = "sort_rows"
    spec_only = True
    category = Category.REFINEMENT
    description = "Sort the rows by one or more columns, ascending or descending (stable; blanks last)."

    class Params(BaseModel):
        by: list[str] = Field(min_length=1)
        descending: list[bool] = Field(default_factory=list)

    def input_columns(self, p: Any) -> list[str]:
        return list(p.by)

    def post(self, p: Any) -> list:
        return [RowCount(relation="==")]

    def run(self, tables: list[pd.DataFrame], p: Any, ctx: RunContext) -> pd.DataFrame:
        df = tables[0]
        descending = [*p.descending, *[False] * len(p.by)][: len(p.by)]
        keys = pd.DataFrame({f"k{i}": sort_key(df[c]) for i, c in enumerate(p.by)}, index=df.index)
        order = keys.sort_values(
            list(keys.columns), ascending=[not d for d in descending], kind="stable", na_position="last"
        ).index
        return df.loc[order].reset_index(drop=True)


@register
class TopRows(Operator):
    """Example: ``{"column": "crim", "n": 5}`` keeps the five rows with the highest crim, in their original
    order (a tie at the cut keeps the earlier row)."""

    name = "top_rows"
    spec_only = True
    category = Category.FILTERING
    description = (
        "Keep the n rows with the largest (or smallest) values of a numeric column, in original order."
    )

    class Params(BaseModel):
        column: str
        n: int = Field(ge=1)
        largest: bool = True
        by: list[str] = Field(default_factory=list)  # the n rows of each group
        drop: bool = False  # remove those rows and keep the rest

    def input_columns(self, p: Any) -> list[str]:
        return [p.column, *p.by]

    def post(self, p: Any) -> list:
        return [RowCount(relation="<=")]

    def run(self, tables: list[pd.DataFrame], p: Any, ctx: RunContext) -> pd.DataFrame:
        df = tables[0]
        values = numeric_series(df[p.column])
        if values.notna().sum() == 0:
            raise OperatorError(f"column {p.column!r} holds no numbers to rank rows by")

        def pick(v: pd.Series) -> pd.Series:
            return v.nlargest(p.n, keep="first") if p.largest else v.nsmallest(p.n, keep="first")

        if p.by:
            chosen = [
                i
                for _, group in values.groupby([df[c] for c in p.by], sort=False, dropna=False)
                for i in pick(group).index
            ]
        else:
            chosen = list(pick(values).index)
        kept = df.index.difference(chosen) if p.drop else sorted(chosen)
        return df.loc[kept].reset_index(drop=True)


@register
class HeadRows(Operator):
    """Example: ``{"n": 50}`` keeps the first 50 rows; ``{"n": 10, "last": true}`` the last ten."""

    name = "head_rows"
    spec_only = True
    category = Category.FILTERING
    description = "Keep the first (or last) n rows of the table as it stands."

    class Params(BaseModel):
        n: int = Field(ge=1)
        last: bool = False

    def post(self, p: Any) -> list:
        return [RowCount(relation="<=")]

    def run(self, tables: list[pd.DataFrame], p: Any, ctx: RunContext) -> pd.DataFrame:
        df = tables[0]
        return (df.tail(p.n) if p.last else df.head(p.n)).reset_index(drop=True)
