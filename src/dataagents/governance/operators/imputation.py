"""Imputation operators: fill missing values (GovBench scenario 3; scored by completion rate / accuracy)."""

from __future__ import annotations

from typing import Any, Literal

import numpy as np
import pandas as pd
from pandas.api import types as ptypes
from pydantic import BaseModel, Field

from dataagents.governance.contracts import ColumnsExist, Dtype, NotNull, RowCount
from dataagents.governance.errors import OperatorError
from dataagents.governance.operators.base import Category, Operator, RunContext, blank_cells, register


def _fill_value(s: pd.Series, strategy: str) -> Any:
    obs = s.dropna()
    if obs.empty:
        return None
    if strategy == "mean":
        return pd.to_numeric(obs, errors="raise").mean()
    if strategy == "median":
        return pd.to_numeric(obs, errors="raise").median()
    modes = obs.mode()
    return modes.iloc[0] if not modes.empty else None


class _Impute(Operator):
    category = Category.IMPUTATION

    def input_columns(self, p: Any) -> list[str]:
        return list(p.columns)

    def modified_columns(self, p: Any) -> list[str]:
        return list(p.columns)

    def post(self, p: Any) -> list:
        return [NotNull(cols=list(p.columns)), RowCount(relation="==")]

    def pre(self, p: Any) -> list:
        base = super().pre(p)
        if getattr(p, "strategy", None) in ("mean", "median"):
            base += [Dtype(column=c, dtype="numeric") for c in p.columns]
        return base


@register
class ImputeStatistic(_Impute):
    """Example: ``{"columns": ["income"], "strategy": "median"}`` fills missing incomes with the median."""

    name = "impute_statistic"
    description = (
        "Fill missing values (nulls, NaN, blanks) in columns with the column mean, median or mode "
        "(most frequent value); simple imputation."
    )

    class Params(BaseModel):
        columns: list[str] = Field(min_length=1)
        strategy: Literal["mean", "median", "mode"] = "mean"
        round: int | None = None

    def run(self, tables: list[pd.DataFrame], p: Any, ctx: RunContext) -> pd.DataFrame:
        df = tables[0]
        for c in p.columns:
            v = _fill_value(df[c], p.strategy)
            if v is None:
                raise OperatorError(
                    f"impute_statistic: column '{c}' has no observed values to compute a {p.strategy}"
                )
            if p.round is not None and p.strategy != "mode":
                v = round(float(v), p.round)
            df[c] = df[c].fillna(v)
        return df


@register
class ImputeConstant(_Impute):
    """Example: ``{"columns": ["country"], "value": "unknown"}``."""

    name = "impute_constant"
    description = "Fill missing values in columns with a constant value such as 0, 'unknown' or 'N/A'."

    class Params(BaseModel):
        columns: list[str] = Field(min_length=1)
        value: Any

    def run(self, tables: list[pd.DataFrame], p: Any, ctx: RunContext) -> pd.DataFrame:
        df = tables[0]
        for c in p.columns:
            df[c] = (
                df[c].astype(object).where(df[c].notna(), p.value)
                if df[c].dtype == object or (isinstance(p.value, str) and not ptypes.is_string_dtype(df[c]))
                else df[c].fillna(p.value)
            )
        return df


def knn_features(df: pd.DataFrame, exclude: list[str]) -> list[str]:
    """The columns a KNN imputation uses as features and fills: numeric and one-hot (bool) ones."""
    return [
        c
        for c in df.columns
        if c not in exclude
        and (ptypes.is_bool_dtype(df[c]) or ptypes.is_numeric_dtype(df[c]) or _is_boolish(df[c]))
    ]


def _is_boolish(s: pd.Series) -> bool:
    vals = s.dropna()
    return len(vals) > 0 and vals.map(lambda v: isinstance(v, bool | np.bool_)).all()


EXACT_KNN_MAX_ROWS = 50_000  # above this, sklearn's all-pairs nan-euclidean search is too slow


def knn_impute_blocked(x: np.ndarray, k: int, max_cells: int = 2**25) -> np.ndarray:
    """KNN imputation for large tables: recipients are grouped by missing pattern, donors are the complete
    rows, and distances over the recipient's observed columns come from one matrix product per chunk.
    With complete donors this ranks neighbours exactly as nan-euclidean does (its rescaling is constant per
    recipient); unlike sklearn, donors that themselves miss values are not used."""
    out = x.copy()
    miss = np.isnan(x)
    complete = ~miss.any(axis=1)
    donors = x[complete]
    if len(donors) == 0:
        return out
    k = min(k, len(donors))
    rows = np.nonzero(~complete)[0]
    chunk = max(8, min(4096, max_cells // len(donors)))  # bound the distance block to ~256 MB
    patterns, inverse = np.unique(miss[rows], axis=0, return_inverse=True)
    for pi, pattern in enumerate(patterns):
        obs = ~pattern
        recipients = rows[inverse.ravel() == pi]
        if not obs.any():  # nothing observed: the donors' mean
            out[np.ix_(recipients, pattern)] = donors[:, pattern].mean(axis=0)
            continue
        d_obs = donors[:, obs]
        d_sq = (d_obs**2).sum(axis=1)
        for lo in range(0, len(recipients), chunk):
            r = recipients[lo : lo + chunk]
            q = x[np.ix_(r, obs)]
            dist = (q**2).sum(axis=1)[:, None] + d_sq[None, :] - 2.0 * q @ d_obs.T
            nearest = np.argpartition(dist, k - 1, axis=1)[:, :k]
            out[np.ix_(r, pattern)] = donors[:, pattern][nearest].mean(axis=1)
    return out


@register
class ImputeKNN(Operator):
    """Example: ``{"k": 3, "exclude": ["customer_id"]}``: numeric and one-hot (bool) columns become floats and
    each missing cell is the mean of that column over the 3 nearest rows (nan-euclidean distance)."""

    name = "impute_knn"
    category = Category.IMPUTATION
    description = (
        "K-nearest-neighbours (KNN) imputation with configurable k: fill missing numeric and "
        "one-hot encoded categorical values from the k most similar rows (nan-euclidean distance)."
    )

    class Params(BaseModel):
        k: int = Field(3, ge=1)
        columns: list[str] | None = None  # features and targets; default: every numeric/bool column
        exclude: list[str] = Field(default_factory=list)  # ids and other columns kept out of the distance

    def input_columns(self, p: Any) -> list[str]:
        return list(p.columns or []) + list(p.exclude)

    def modified_columns(self, p: Any) -> list[str]:
        return list(p.columns or ["*"])

    def pre(self, p: Any) -> list:
        # one-hot columns may be read as True/False text: the run casts them, and says so when it cannot
        return [ColumnsExist(cols=list(p.columns))] if p.columns else []

    def post(self, p: Any) -> list:
        return [RowCount(relation="==")] + ([NotNull(cols=list(p.columns))] if p.columns else [])

    def run(self, tables: list[pd.DataFrame], p: Any, ctx: RunContext) -> pd.DataFrame:
        from sklearn.impute import KNNImputer

        df = tables[0]
        cols = p.columns or knn_features(df, p.exclude)
        if not cols:
            raise OperatorError(
                "impute_knn: no numeric or one-hot columns to impute",
                hint=f"columns are {list(df.columns)}; cast them first (cast_type)",
            )
        try:
            x = df[cols].astype("float64").to_numpy()
        except (TypeError, ValueError) as err:
            raise OperatorError(
                f"impute_knn: columns {cols} are not all numeric ({err})",
                hint="cast them with cast_type or exclude them",
            ) from err
        if not np.isnan(x).any():
            df[cols] = x
            return df
        if len(x) > EXACT_KNN_MAX_ROWS:
            filled = knn_impute_blocked(x, p.k)
        else:
            # keep_empty_features so a fully missing column stays (as NaN) instead of shifting columns
            filled = KNNImputer(n_neighbors=p.k, keep_empty_features=True).fit_transform(x)
        filled[:, np.isnan(x).all(axis=0)] = (
            np.nan
        )  # nothing to learn from: stay missing, the post-check says so
        df[cols] = filled
        return df


@register
class ImputeGroupwise(_Impute):
    """Example: ``{"columns": ["price"], "by": ["category"], "strategy": "median"}``."""

    name = "impute_groupwise"
    description = (
        "Group-wise imputation: fill missing values with the mean, median or mode of the row's "
        "group (e.g. per category, per region); falls back to the global statistic."
    )

    class Params(BaseModel):
        columns: list[str] = Field(min_length=1)
        by: list[str] = Field(min_length=1)
        strategy: Literal["mean", "median", "mode"] = "mean"
        round: int | None = None

    def input_columns(self, p: Any) -> list[str]:
        return list(p.columns) + list(p.by)

    def run(self, tables: list[pd.DataFrame], p: Any, ctx: RunContext) -> pd.DataFrame:
        df = tables[0]
        for c in p.columns:
            per_group = df.groupby(p.by, dropna=False)[c].transform(lambda s: _fill_value(s, p.strategy))
            glob = _fill_value(df[c], p.strategy)
            fill = per_group.fillna(glob) if glob is not None else per_group
            if p.round is not None and p.strategy != "mode":
                fill = fill.astype(float).round(p.round)
            df[c] = df[c].where(df[c].notna(), fill)
        return df


@register
class ImputeInterpolate(_Impute):
    """Example: ``{"columns": ["level_ft"]}`` fills a blank level on a straight line between the nearest filled
    rows before and after it (row order); blanks before the first or after the last filled row stay blank."""

    name = "impute_interpolate"
    spec_only = True
    description = (
        "Linear interpolation: fill a numeric blank from the nearest filled rows before and after it, in row "
        "order (within groups when given); blanks with no filled row on one side stay blank."
    )

    class Params(BaseModel):
        columns: list[str] = Field(min_length=1)
        by: list[str] = Field(default_factory=list)
        round: int | None = None

    def input_columns(self, p: Any) -> list[str]:
        return list(p.columns) + list(p.by)

    def post(self, p: Any) -> list:
        return [RowCount(relation="==")]  # the ends may stay blank

    def run(self, tables: list[pd.DataFrame], p: Any, ctx: RunContext) -> pd.DataFrame:
        df = tables[0]
        for c in p.columns:
            blank = blank_cells(df[c])
            # a cell that is not a number is no point on the line: it is neither used nor written over
            values = pd.to_numeric(df[c].where(~blank), errors="coerce").astype("float64")
            if p.by:
                line = values.groupby([df[b] for b in p.by], dropna=False).transform(
                    lambda s: s.interpolate(limit_area="inside")
                )
            else:
                line = values.interpolate(limit_area="inside")
            if p.round is not None:
                line = line.round(p.round)
            filled = df[c].astype("object").where(~blank, line)
            df[c] = pd.to_numeric(filled) if values.notna().sum() == (~blank).sum() else filled
        return df


@register
class ForwardFill(_Impute):
    """Example: ``{"columns": ["reading"], "order_by": "ts", "by": ["sensor"]}``."""

    name = "forward_fill"
    description = (
        "Forward fill (carry the last observed value forward) missing values in time-ordered "
        "data, optionally within groups and after sorting; backward fill for leading gaps."
    )

    class Params(BaseModel):
        columns: list[str] = Field(min_length=1)
        order_by: str | None = None
        by: list[str] = Field(default_factory=list)
        backfill_leading: bool = False

    def input_columns(self, p: Any) -> list[str]:
        return list(p.columns) + list(p.by) + ([p.order_by] if p.order_by else [])

    def post(self, p: Any) -> list:
        return [RowCount(relation="==")] + ([NotNull(cols=list(p.columns))] if p.backfill_leading else [])

    def run(self, tables: list[pd.DataFrame], p: Any, ctx: RunContext) -> pd.DataFrame:
        df = tables[0]
        order = df.sort_values(p.order_by, kind="stable").index if p.order_by else df.index
        work = df.loc[order]
        for c in p.columns:
            g = work.groupby(p.by, dropna=False)[c] if p.by else work[c]
            filled = g.ffill()
            if p.backfill_leading:
                filled = (
                    filled.groupby([work[b] for b in p.by], dropna=False).bfill() if p.by else filled.bfill()
                )
            work[c] = filled
        return work.loc[df.index]


@register
class ImputeRemainder(_Impute):
    """Example: ``{"columns": ["M"], "parts": ["A", "F"], "total": 100}``: a blank M becomes 100 - A - F (the
    three percentages of a row add up to 100). A row with a blank among the parts keeps its blank."""

    name = "impute_remainder"
    spec_only = True
    description = "Fill a blank with what the row's other parts leave of a whole they add up to."

    class Params(BaseModel):
        columns: list[str] = Field(min_length=1, max_length=1)
        parts: list[str] = Field(min_length=1)
        total: float
        round: int | None = None

    def input_columns(self, p: Any) -> list[str]:
        return [*p.columns, *p.parts]

    def post(self, p: Any) -> list:
        return [RowCount(relation="==")]

    def run(self, tables: list[pd.DataFrame], p: Any, ctx: RunContext) -> pd.DataFrame:
        df = tables[0]
        target = p.columns[0]
        parts = df[p.parts].apply(pd.to_numeric, errors="coerce")
        rest = p.total - parts.sum(axis=1, min_count=len(p.parts))
        rest = rest.where(parts.notna().all(axis=1))
        # as many decimals as the numbers it comes from, so 100 - 52.3 - 44.1 is 3.6, not 3.6000000000000014
        places = p.round if p.round is not None else decimals_of(df[[target, *p.parts]])
        df[target] = df[target].where(df[target].notna(), rest.round(places))
        return df


def decimals_of(frame: pd.DataFrame) -> int:
    """The most decimals any number of ``frame`` is written with."""
    texts = [repr(float(v)) for v in frame.apply(pd.to_numeric, errors="coerce").stack().tolist()]
    return max((len(t.split(".")[1].rstrip("0")) for t in texts if "." in t and "e" not in t), default=0)


@register
class FillFromColumn(Operator):
    """Example: ``{"pairs": {"repwt": "weight"}}``: a blank reported weight takes the measured weight of the same
    row; filled cells are left as they are."""

    name = "fill_from_column"
    category = Category.IMPUTATION
    spec_only = True
    description = "Fill the blanks of a column with the value of another column of the same row (coalesce)."

    class Params(BaseModel):
        pairs: dict[str, str] = Field(min_length=1)  # column with blanks -> column it takes its value from

    def input_columns(self, p: Any) -> list[str]:
        return list(dict.fromkeys([*p.pairs, *p.pairs.values()]))

    def modified_columns(self, p: Any) -> list[str]:
        return list(p.pairs)

    def post(self, p: Any) -> list:
        return [RowCount(relation="==")]

    def run(self, tables: list[pd.DataFrame], p: Any, ctx: RunContext) -> pd.DataFrame:
        df = tables[0]
        for target, source in p.pairs.items():
            df[target] = df[target].where(df[target].notna(), df[source])
        return df


@register
class FillFromTable(Operator):
    """Example: inputs ``[visits.csv, randomisation.csv]``, ``{"keys": ["center", "id"], "other_keys":
    ["centre", "patient"], "columns": {"treat": "arm"}}``: a blank treat takes the arm of the randomisation row
    with the same centre and patient; filled cells, and blanks with no match, are left as they are."""

    name = "fill_from_table"
    category = Category.IMPUTATION
    arity = 2
    spec_only = True
    description = (
        "Fill the blanks of columns from a second table (a lookup list) matched on key columns. "
        "Inputs: the table with blanks, the lookup table."
    )

    class Params(BaseModel):
        keys: list[str] = Field(min_length=1)
        other_keys: list[str] = Field(min_length=1)
        columns: dict[str, str] = Field(min_length=1)  # column with blanks -> lookup column giving its value

    def input_columns(self, p: Any) -> list[str]:
        return []  # the two tables name their keys differently; run() says which one lacks what

    def output_columns(self, p: Any, inputs: list[list[str]]) -> list[str]:
        return list(inputs[0])

    def modified_columns(self, p: Any) -> list[str]:
        return list(p.columns)

    def post(self, p: Any) -> list:
        return [RowCount(relation="==")]

    def run(self, tables: list[pd.DataFrame], p: Any, ctx: RunContext) -> pd.DataFrame:
        df, lookup = tables
        if len(p.keys) != len(p.other_keys):
            raise OperatorError("keys and other_keys must pair up one to one")
        lacking = [c for c in [*p.keys, *p.columns] if c not in df.columns]
        lacking += [c for c in [*p.other_keys, *p.columns.values()] if c not in lookup.columns]
        if lacking:
            raise OperatorError(f"column(s) {lacking} not in their tables")

        def key_text(frame: pd.DataFrame, cols: list[str]) -> pd.Series:
            # "1" in a CSV and 1.0 in a workbook are the same key
            parts = [
                frame[c].map(lambda v: "" if pd.isna(v) else str(v).strip().removesuffix(".0")) for c in cols
            ]
            return pd.Series(list(zip(*parts, strict=True)), index=frame.index)

        left, right = key_text(df, p.keys), key_text(lookup, p.other_keys)
        for target, source in p.columns.items():
            known = lookup[source].notna() & lookup[source].map(lambda v: str(v).strip() != "")
            table = dict(zip(right[known], lookup.loc[known, source], strict=True))
            blank = blank_cells(df[target])
            found = left[blank].map(table)
            df[target] = df[target].astype(object)
            df.loc[found.dropna().index, target] = found.dropna()
        return df.infer_objects()
