"""Integration operators: joins, unions, column mapping (GovBench scenario 5; scored by integration accuracy)."""

from __future__ import annotations

from typing import Any, Literal

import pandas as pd
from pydantic import BaseModel, Field, model_validator

from dataagents.governance.contracts import ColumnsExist, RowCount
from dataagents.governance.errors import OperatorError
from dataagents.governance.operators.base import Category, Operator, RunContext, register


@register
class JoinComposite(Operator):
    """Example: inputs ``[customer1.csv, customer2.csv]``, ``{"keys": ["country", "region", "customer_id"],
    "conflict": "suffix"}``: shared non-key columns become email_left / email_right."""

    name = "join_composite"
    category = Category.INTEGRATION
    arity = 2
    description = (
        "Join two tables on a composite (multi-column) key and resolve conflicting non-key "
        "columns by a policy: left priority, right priority, or keep both with left/right "
        "suffixes. Inner, left, right or outer join."
    )

    class Params(BaseModel):
        keys: list[str] = Field(default_factory=list, min_length=0)
        left_keys: list[str] | None = None
        right_keys: list[str] | None = None
        how: Literal["inner", "left", "right", "outer"] = "inner"
        conflict: Literal["left", "right", "suffix"] = "suffix"
        suffixes: tuple[str, str] = ("_left", "_right")
        fill_from_other: bool = True  # priority policies take the other side's value where theirs is null

        @model_validator(mode="after")
        def _keys(self) -> JoinComposite.Params:
            lk, rk = self.left_keys or self.keys, self.right_keys or self.keys
            if not lk or len(lk) != len(rk):
                raise ValueError("keys (or left_keys/right_keys of equal length) are required")
            return self

    def input_columns(self, p: Any) -> list[str]:
        return [] if p.left_keys else list(p.keys)

    def pre(self, p: Any) -> list:
        return [ColumnsExist(cols=list(p.keys))] if p.keys and not p.left_keys else []

    def output_columns(self, p: Any, inputs: list[list[str]]) -> list[str]:
        lk = p.left_keys or p.keys
        rk = p.right_keys or p.keys
        left, right = inputs
        shared = [c for c in left if c in right and c not in lk]
        out = []
        for c in left:
            out.append(f"{c}{p.suffixes[0]}" if c in shared and p.conflict == "suffix" else c)
        for c in right:
            if c in rk and lk == rk:
                continue
            if c in shared:
                if p.conflict == "suffix":
                    out.append(f"{c}{p.suffixes[1]}")
            else:
                out.append(c)
        return out

    def post(self, p: Any) -> list:
        return [ColumnsExist(cols=list(p.left_keys or p.keys))]

    def passthrough(self, p: Any, inputs: list[list[str]]) -> dict[str, tuple[int, str]]:
        lk, rk = p.left_keys or p.keys, p.right_keys or p.keys
        left, right = inputs
        shared = {c for c in left if c in right and c not in lk}
        out = {c: (0, c) for c in left if c not in shared}
        out.update({c: (1, c) for c in right if c not in shared and c not in rk})
        if p.conflict == "suffix":
            out.update({f"{c}{p.suffixes[0]}": (0, c) for c in shared})
            out.update({f"{c}{p.suffixes[1]}": (1, c) for c in shared})
        return out

    def run(self, tables: list[pd.DataFrame], p: Any, ctx: RunContext) -> pd.DataFrame:
        left, right = tables
        lk, rk = p.left_keys or p.keys, p.right_keys or p.keys
        for a, b in zip(lk, rk, strict=True):  # align key dtypes: "007" vs 7 must not silently miss
            if left[a].dtype != right[b].dtype:
                left[a], right[b] = left[a].astype(str), right[b].astype(str)
        shared = [c for c in left.columns if c in right.columns and c not in lk]
        merged = left.merge(right, how=p.how, left_on=lk, right_on=rk, suffixes=("\0L", "\0R"))
        if lk != rk:
            merged = merged.drop(columns=[c for c in rk if c not in lk and c in merged.columns])
        for c in shared:
            lc, rc = f"{c}\0L", f"{c}\0R"
            if p.conflict == "suffix":
                merged = merged.rename(columns={lc: f"{c}{p.suffixes[0]}", rc: f"{c}{p.suffixes[1]}"})
                continue
            first, second = (lc, rc) if p.conflict == "left" else (rc, lc)
            value = (
                merged[first].where(merged[first].notna(), merged[second])
                if p.fill_from_other
                else merged[first]
            )
            merged[lc] = value
            merged = merged.drop(columns=[rc]).rename(columns={lc: c})
        return merged.reset_index(drop=True)


@register
class UnionAlign(Operator):
    """Example: inputs ``[a.csv, b.jsonl]``: columns are the union in first-seen order; a column missing in
    one source is null there; ``drop_duplicates`` removes rows repeated across sources."""

    name = "union_align"
    category = Category.INTEGRATION
    arity = -1
    description = (
        "Union (append, concatenate) several tables with schema alignment: match columns by "
        "name, fill missing columns with nulls, optionally record the source and drop repeated rows."
    )

    class Params(BaseModel):
        columns: list[str] | None = None  # output columns (default: union in first-seen order)
        source_column: str | None = None
        source_names: list[str] = Field(default_factory=list)
        drop_duplicates: bool = False
        renames: list[dict[str, str]] = Field(default_factory=list)  # per input: its header -> the one kept

    def output_columns(self, p: Any, inputs: list[list[str]]) -> list[str]:
        cols = list(p.columns) if p.columns else list(dict.fromkeys(c for cs in inputs for c in cs))
        return cols + ([p.source_column] if p.source_column else [])

    def post(self, p: Any) -> list:
        return [RowCount(relation=">=")] if not p.drop_duplicates else []

    def run(self, tables: list[pd.DataFrame], p: Any, ctx: RunContext) -> pd.DataFrame:
        tables = [t.rename(columns=p.renames[i]) if i < len(p.renames) else t for i, t in enumerate(tables)]
        cols = self.output_columns(p, [list(t.columns) for t in tables])
        parts = []
        for i, t in enumerate(tables):
            t = t.copy()
            if p.source_column:
                t[p.source_column] = p.source_names[i] if i < len(p.source_names) else f"input_{i}"
            parts.append(t.reindex(columns=cols))
        out = pd.concat(parts, ignore_index=True)
        if p.drop_duplicates:
            data_cols = [c for c in cols if c != p.source_column]
            out = out[~out[data_cols].astype(str).duplicated()].reset_index(drop=True)
        return out


@register
class MapColumns(Operator):
    """Example: ``{"mapping": {"cust_name": "name", "e_mail": "email"}}`` renames to the target schema."""

    name = "map_columns"
    category = Category.INTEGRATION
    description = (
        "Column mapping to a target schema: rename source columns (schema matching), select and "
        "reorder columns, drop unmapped ones, add missing target columns as nulls."
    )

    class Params(BaseModel):
        mapping: dict[str, str] = Field(default_factory=dict)
        target_columns: list[str] | None = None  # final order; missing ones are added as nulls
        drop_unmapped: bool = False

    def input_columns(self, p: Any) -> list[str]:
        return list(p.mapping)

    def output_columns(self, p: Any, inputs: list[list[str]]) -> list[str]:
        if p.target_columns:
            return list(p.target_columns)
        renamed = [p.mapping.get(c, c) for c in inputs[0] if c in p.mapping or not p.drop_unmapped]
        return list(dict.fromkeys(renamed))

    def modified_columns(self, p: Any) -> list[str]:
        return list(p.mapping.values())

    def post(self, p: Any) -> list:
        return [RowCount(relation="==")]

    def run(self, tables: list[pd.DataFrame], p: Any, ctx: RunContext) -> pd.DataFrame:
        df = tables[0].rename(columns=p.mapping)
        cols = self.output_columns(p, [list(tables[0].columns)])
        return df.reindex(columns=cols)


@register
class UpsertRows(Operator):
    """Example: inputs ``[prices.csv, corrections.xlsx]``, ``{"key": ["sku"]}``: a row of the corrections
    whose sku is in prices replaces that row where it stands (its columns; a column the corrections lack
    keeps the old value); a sku prices lacks is added at the end."""

    name = "upsert_rows"
    category = Category.INTEGRATION
    arity = 2
    spec_only = True
    description = (
        "Apply a table of corrections or updates to a table by a key: rows whose key is already there are "
        "replaced by the corrected row, rows with a new key are appended (an upsert). Inputs: table, updates."
    )

    class Params(BaseModel):
        key: list[str] = Field(min_length=1)

    def input_columns(self, p: Any) -> list[str]:
        return list(p.key)

    def output_columns(self, p: Any, inputs: list[list[str]]) -> list[str]:
        return list(inputs[0]) + [c for c in inputs[1] if c not in inputs[0]]

    def modified_columns(self, p: Any) -> list[str]:
        return ["*"]

    def post(self, p: Any) -> list:
        return [RowCount(relation=">=")]

    def run(self, tables: list[pd.DataFrame], p: Any, ctx: RunContext) -> pd.DataFrame:
        base, updates = tables
        missing = [c for c in p.key if c not in updates.columns]
        if missing:
            raise OperatorError(f"the updates lack the key column(s) {missing}")
        cols = list(base.columns) + [c for c in updates.columns if c not in base.columns]
        out = base.reindex(columns=cols).astype(object)
        # keys compare as trimmed text: a CSV may read "007" as 7 where a workbook kept "007"
        as_key = lambda f: list(map(tuple, f[p.key].astype(str).apply(lambda s: s.str.strip()).to_numpy()))  # noqa: E731
        where = {}
        for i, k in enumerate(as_key(base)):
            where.setdefault(k, []).append(i)
        added = []
        for k, (_, row) in zip(as_key(updates), updates.iterrows(), strict=True):
            if k in where:
                for i in where[k]:
                    for c in updates.columns:
                        out.iat[i, cols.index(c)] = row[c]
            else:
                added.append(row.reindex(cols))
        if added:
            out = pd.concat([out, pd.DataFrame(added, columns=cols)], ignore_index=True)
        return out.infer_objects()
