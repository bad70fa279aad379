"""Operators that shape a table without changing its cells: which columns it keeps, the order of its rows, the
top rows by a column, and a wide table made long."""

from __future__ import annotations

import re
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


@register
class ReshapeLong(Operator):
    """Example: ``{"id_columns": ["rat", "trt"], "value_columns": ["wt0", "wt1"], "names_to": "week",
    "values_to": "weight", "names_as_numbers": true}`` turns one row per rat with a column for each week into one
    row per rat and week: rat, trt, week (0, 1) and weight."""

    name = "reshape_long"
    spec_only = True
    category = Category.REFINEMENT
    description = (
        "Wide to long: the kept columns repeated for each of the value columns, a column naming which one "
        "(its header, or the number the header ends in) and a column of its value; rows by the original order, "
        "then the value columns' order."
    )

    class Params(BaseModel):
        id_columns: list[str] = Field(min_length=1)
        value_columns: list[str] = Field(min_length=2)
        names_to: str = Field(min_length=1)
        values_to: str = Field(min_length=1)
        names_as_numbers: bool = False  # "wt0" … "wt4" name weeks 0 … 4

    def input_columns(self, p: Any) -> list[str]:
        return [*p.id_columns, *p.value_columns]

    def output_columns(self, p: Any, inputs: list[list[str]]) -> list[str]:
        return [*p.id_columns, p.names_to, p.values_to]

    def post(self, p: Any) -> list:
        return [RowCount(relation=">=")]

    def run(self, tables: list[pd.DataFrame], p: Any, ctx: RunContext) -> pd.DataFrame:
        df = tables[0]
        clash = {p.names_to, p.values_to} & set(p.id_columns)
        if clash or p.names_to == p.values_to:
            raise OperatorError(
                f"the new columns need names of their own: {sorted(clash) or [p.names_to]} taken",
                hint="name the column of names and the column of values differently from the kept columns",
            )
        names: list[Any] = list(p.value_columns)
        if p.names_as_numbers:
            numbers = [re.search(r"(\d+)$", str(c)) for c in p.value_columns]
            if any(n is None for n in numbers):
                raise OperatorError(
                    "every value column must end in a number to name its rows by that number",
                    hint="set names_as_numbers to false to name them by their headers",
                )
            names = [int(n.group(1)) for n in numbers if n is not None]
        rows = [
            {**{c: df.at[i, c] for c in p.id_columns}, p.names_to: name, p.values_to: df.at[i, column]}
            for i in df.index
            for name, column in zip(names, p.value_columns, strict=True)
        ]
        return pd.DataFrame(rows, columns=[*p.id_columns, p.names_to, p.values_to])
