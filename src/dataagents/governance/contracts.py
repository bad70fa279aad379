"""Governance contracts: machine-checkable (pre, post) predicates in a small vocabulary (paper §4.2, A.6).

Each contract checks a table at run time (``check``) and can be compared with another statically
(``implies``), which is how ``pipeline.compile`` decides that a step's post-condition guarantees the next
step's pre-condition. Contracts are pydantic models with a ``kind`` tag, so plans serialise to JSON/YAML.
"""

from __future__ import annotations

import re
from typing import Annotated, Any, Literal

import pandas as pd
from pandas.api import types as ptypes
from pydantic import BaseModel, ConfigDict, Field, TypeAdapter

DtypeKind = Literal["numeric", "integer", "string", "datetime", "bool", "any"]


class _Base(BaseModel):
    model_config = ConfigDict(frozen=True)

    def describe(self) -> str:
        return str(self)

    def check(self, df: pd.DataFrame, input_rows: int | None = None) -> list[str]:  # pragma: no cover
        raise NotImplementedError

    def implies(self, other: Contract) -> bool:
        return self == other


def _missing(df: pd.DataFrame, cols: list[str]) -> list[str]:
    return [c for c in cols if c not in df.columns]


class ColumnsExist(_Base):
    kind: Literal["columns_exist"] = "columns_exist"
    cols: list[str]

    def __str__(self) -> str:
        return f"columns exist {self.cols}"

    def check(self, df: pd.DataFrame, input_rows: int | None = None) -> list[str]:
        miss = _missing(df, self.cols)
        return [f"missing column(s) {miss} (have {list(df.columns)})"] if miss else []

    def implies(self, other: Contract) -> bool:
        return isinstance(other, ColumnsExist) and set(other.cols) <= set(self.cols)


def dtype_matches(series: pd.Series, kind: str) -> bool:
    if kind == "any":
        return True
    if kind == "numeric":
        return ptypes.is_numeric_dtype(series) and not ptypes.is_bool_dtype(series)
    if kind == "integer":
        return ptypes.is_integer_dtype(series)
    if kind == "bool":
        return ptypes.is_bool_dtype(series)
    if kind == "datetime":
        return ptypes.is_datetime64_any_dtype(series)
    if kind == "string":
        if ptypes.is_string_dtype(series):
            return True
        if series.dtype == object:
            vals = series.dropna()
            return all(isinstance(v, str) for v in vals.head(1000))
        return False
    return False


class Dtype(_Base):
    kind: Literal["dtype"] = "dtype"
    column: str
    dtype: DtypeKind

    def __str__(self) -> str:
        return f"{self.column} is {self.dtype}"

    def check(self, df: pd.DataFrame, input_rows: int | None = None) -> list[str]:
        if self.column not in df.columns:
            return [f"missing column '{self.column}'"]
        s = df[self.column]
        if not dtype_matches(s, self.dtype):
            return [f"column '{self.column}' has dtype {s.dtype}, expected {self.dtype}"]
        return []

    def implies(self, other: Contract) -> bool:
        if isinstance(other, ColumnsExist):
            return other.cols == [self.column]
        if not isinstance(other, Dtype) or other.column != self.column:
            return False
        return other.dtype in (self.dtype, "any") or (self.dtype == "integer" and other.dtype == "numeric")


class NotNull(_Base):
    kind: Literal["not_null"] = "not_null"
    cols: list[str]

    def __str__(self) -> str:
        return f"no nulls in {self.cols}"

    def check(self, df: pd.DataFrame, input_rows: int | None = None) -> list[str]:
        out = [f"missing column '{c}'" for c in _missing(df, self.cols)]
        for c in self.cols:
            if c in df.columns:
                rows = df.index[df[c].isna()].tolist()
                if rows:
                    out.append(f"column '{c}' has {len(rows)} null(s), first at row {rows[0]}")
        return out

    def implies(self, other: Contract) -> bool:
        return isinstance(other, NotNull | ColumnsExist) and set(other.cols) <= set(self.cols)


class Unique(_Base):
    kind: Literal["unique"] = "unique"
    cols: list[str]

    def __str__(self) -> str:
        return f"unique on {self.cols}"

    def check(self, df: pd.DataFrame, input_rows: int | None = None) -> list[str]:
        miss = _missing(df, self.cols)
        if miss:
            return [f"missing column(s) {miss}"]
        dup = df.duplicated(subset=self.cols, keep="first")
        if dup.any():
            return [f"{int(dup.sum())} duplicate key(s) on {self.cols}, first at row {df.index[dup][0]}"]
        return []

    def implies(self, other: Contract) -> bool:
        # unique on fewer columns implies unique on any superset of them
        if isinstance(other, Unique):
            return set(self.cols) <= set(other.cols)
        return isinstance(other, ColumnsExist) and set(other.cols) <= set(self.cols)


class InSet(_Base):
    kind: Literal["in_set"] = "in_set"
    column: str
    values: list[Any]
    allow_null: bool = False

    def __str__(self) -> str:
        return f"{self.column} in {self.values}"

    def check(self, df: pd.DataFrame, input_rows: int | None = None) -> list[str]:
        if self.column not in df.columns:
            return [f"missing column '{self.column}'"]
        s = df[self.column]
        bad = ~s.isin(self.values) & ~(s.isna() if self.allow_null else False)
        if bad.any():
            first = df.index[bad][0]
            return [
                f"{int(bad.sum())} value(s) of '{self.column}' outside {self.values}, first at row {first}: "
                f"{s[first]!r}"
            ]
        return []

    def implies(self, other: Contract) -> bool:
        if isinstance(other, InSet) and other.column == self.column:
            return set(map(str, self.values)) <= set(map(str, other.values)) and (
                other.allow_null or not self.allow_null
            )
        if isinstance(other, NotNull):
            return not self.allow_null and other.cols == [self.column]
        return isinstance(other, ColumnsExist) and other.cols == [self.column]


class MatchesRegex(_Base):
    kind: Literal["matches_regex"] = "matches_regex"
    column: str
    pattern: str

    def __str__(self) -> str:
        return f"{self.column} matches /{self.pattern}/"

    def check(self, df: pd.DataFrame, input_rows: int | None = None) -> list[str]:
        if self.column not in df.columns:
            return [f"missing column '{self.column}'"]
        rx = re.compile(self.pattern)
        s = df[self.column]
        bad = [i for i, v in zip(df.index, s, strict=True) if pd.notna(v) and not rx.fullmatch(str(v))]
        if bad:
            return [
                f"{len(bad)} value(s) of '{self.column}' do not match /{self.pattern}/, first at row {bad[0]}: "
                f"{s[bad[0]]!r}"
            ]
        return []

    def implies(self, other: Contract) -> bool:
        if isinstance(other, MatchesRegex):
            return other.column == self.column and other.pattern in (self.pattern, ".*")
        return isinstance(other, ColumnsExist) and other.cols == [self.column]


class InRange(_Base):
    kind: Literal["in_range"] = "in_range"
    column: str
    min: float | None = None
    max: float | None = None

    def __str__(self) -> str:
        return f"{self.min} <= {self.column} <= {self.max}"

    def check(self, df: pd.DataFrame, input_rows: int | None = None) -> list[str]:
        if self.column not in df.columns:
            return [f"missing column '{self.column}'"]
        s = pd.to_numeric(df[self.column], errors="coerce")
        bad = pd.Series(False, index=df.index)
        if self.min is not None:
            bad |= s < self.min
        if self.max is not None:
            bad |= s > self.max
        if bad.any():
            first = df.index[bad][0]
            return [
                f"{int(bad.sum())} value(s) of '{self.column}' outside [{self.min}, {self.max}], first at row "
                f"{first}"
            ]
        return []

    def implies(self, other: Contract) -> bool:
        if isinstance(other, InRange) and other.column == self.column:
            lo = other.min is None or (self.min is not None and self.min >= other.min)
            hi = other.max is None or (self.max is not None and self.max <= other.max)
            return lo and hi
        return isinstance(other, ColumnsExist) and other.cols == [self.column]


class RowCount(_Base):
    """Row count of the output relative to the (first) input: ``<=`` filters, ``==`` maps, ``>=`` unions."""

    kind: Literal["row_count"] = "row_count"
    relation: Literal["<=", "==", ">=", "<", ">"]

    def __str__(self) -> str:
        return f"rows {self.relation} input rows"

    def check(self, df: pd.DataFrame, input_rows: int | None = None) -> list[str]:
        if input_rows is None:
            return []
        n = len(df)
        ok = {
            "<=": n <= input_rows,
            "==": n == input_rows,
            ">=": n >= input_rows,
            "<": n < input_rows,
            ">": n > input_rows,
        }[self.relation]
        return [] if ok else [f"output has {n} rows, expected {self.relation} {input_rows}"]


class NonEmpty(_Base):
    kind: Literal["non_empty"] = "non_empty"

    def __str__(self) -> str:
        return "table is not empty"

    def check(self, df: pd.DataFrame, input_rows: int | None = None) -> list[str]:
        return [] if len(df) else ["table is empty"]


Contract = Annotated[
    ColumnsExist | Dtype | NotNull | Unique | InSet | MatchesRegex | InRange | RowCount | NonEmpty,
    Field(discriminator="kind"),
]
CONTRACT_ADAPTER: TypeAdapter[Contract] = TypeAdapter(Contract)


def contract_columns(c: Contract) -> list[str]:
    """Columns a contract talks about (empty for table-level contracts)."""
    if hasattr(c, "cols"):
        return list(c.cols)
    if hasattr(c, "column"):
        return [c.column]
    return []


def check_all(contracts: list[Contract], df: pd.DataFrame, input_rows: int | None = None) -> list[str]:
    """Every violation of every contract, as ``"<contract>: <violation>"`` lines."""
    out: list[str] = []
    for c in contracts:
        out.extend(f"{c}: {v}" for v in c.check(df, input_rows))
    return out


def implied_by(target: Contract, facts: list[Contract]) -> bool:
    return any(f == target or f.implies(target) for f in facts)
