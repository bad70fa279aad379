"""The typed request spec: what a governance request asks for, step by step, before anything runs.

A request becomes a ``RequestSpec``: an ordered list of ``StepSpec``, each holding one *intent* (a typed
description of the wanted change: drop rows matching a condition, fill blanks, deduplicate on a key, …), the
phrase of the request it came from, and the table it applies to. An intent knows two things:

- ``to_steps()``: the library operators (and their parameters) that realise it;
- what the request's success conditions are; ``governance.verify`` turns each intent into executable checks
  over the inputs and the output, written independently of the operators so that a wrong output fails them.

Both the rule parser (``governance.understand``) and a model (schema-constrained JSON) fill this same spec,
so the two are compared on equal terms: the one whose result passes its checks wins.
"""

from __future__ import annotations

import re
from typing import Annotated, Any, Literal

from pydantic import BaseModel, BeforeValidator, Field, model_validator


def _as_list(v: Any) -> Any:
    """A model may write one column as a string where a list is wanted."""
    return [v] if isinstance(v, str) else v


StrList = Annotated[list[str], BeforeValidator(_as_list)]

CondOp = Literal[
    "<",
    "<=",
    ">",
    ">=",
    "==",
    "!=",
    "in",
    "not_in",
    "between",
    "contains",
    "starts_with",
    "ends_with",
    "matches",
    "is_missing",
    "not_missing",
    "is_valid",
    "not_valid",
    "outside",  # value [low, high]: below low or above high
    # of the column's own numbers, as the table stands when the step runs: value k standard deviations from
    # the mean (beyond / within), or the value-th quantile (0-1; above / below)
    "beyond_sd",
    "within_sd",
    "above_sd",  # more than value standard deviations above the mean (one side only)
    "below_sd",
    "above_quantile",
    "below_quantile",
]
# What "valid" means for a value kind (used by is_valid / not_valid conditions and format checks). A value is
# valid only when it matches in full.
VALIDITY_PATTERNS: dict[str, str] = {
    "email": r"[^@\s]+@[^@\s]+\.[A-Za-z]{2,}",
    "url": r"(?:https?://|www\.)[^\s/$.?#][^\s]*",
    "phone": r"\+?[\d\s().-]{7,20}",
    "date": r"\d{4}-\d{2}-\d{2}",
}


_ROW_COMPARISONS = ("<", "<=", ">", ">=", "==", "!=")


# ops that compare a number with its own column's statistics, computed on the table as a step finds it
STATISTIC_OPS = ("beyond_sd", "within_sd", "above_sd", "below_sd", "above_quantile", "below_quantile")


class Condition(BaseModel):
    """One condition on one column. A condition on a missing cell is false, except ``is_missing``."""

    column: str
    op: CondOp
    value: Any = None  # number, text, list, [low, high], a regex (matches), or a kind (is_valid: email|url|…)
    case_sensitive: bool = False
    # compared with another column of the same row instead of a value: ``column op times × other``
    # ("children taller than their father", "at least double their years of service")
    other: str | None = None
    times: float = 1.0
    # the words of an ordered scale the column holds, lowest first ("Never Fun", …, "Always fun"): compared
    # with ``other``, or with the word ``value`` ("at least Somewhat worried"), by their place on it
    order: list[str] | None = None

    @model_validator(mode="after")
    def _numbers_for_comparisons(self) -> Condition:
        """A model may write 2 as "2": comparisons take numbers."""

        def num(v: Any) -> Any:
            if isinstance(v, str):
                try:
                    f = float(v.replace(",", ""))
                    return int(f) if f.is_integer() else f
                except ValueError:
                    return v
            return v

        if self.other is not None:
            if self.op not in _ROW_COMPARISONS:
                raise ValueError(f"a comparison with another column takes one of {_ROW_COMPARISONS}")
            self.value = None
        elif self.op in ("<", "<=", ">", ">="):
            self.value = num(self.value)
        elif self.op in ("between", "outside") and isinstance(self.value, list):
            self.value = [num(v) for v in self.value]
        elif self.op in STATISTIC_OPS:
            self.value = float(num(self.value))
        return self

    def describe(self) -> str:
        if self.op in ("is_missing", "not_missing"):
            return f"{self.column} {self.op.replace('_', ' ')}"
        if self.other is not None:
            scale = "" if self.times == 1 else f"{self.times:g} × "
            ranked = f" (ranked {' < '.join(self.order)})" if self.order else ""
            return f"{self.column} {self.op} {scale}{self.other}{ranked}"
        if self.op in ("beyond_sd", "within_sd", "above_sd", "below_sd"):
            how = {
                "beyond_sd": "more than",
                "within_sd": "within",
                "above_sd": "more than",
                "below_sd": "more than",
            }
            side = {"above_sd": " above", "below_sd": " below"}.get(self.op, " of")
            return f"{self.column} {how[self.op]} {self.value:g} standard deviation(s){side} its mean"
        if self.op in ("above_quantile", "below_quantile"):
            side = "above" if self.op == "above_quantile" else "below"
            return f"{self.column} {side} its {float(self.value) * 100:g}th percentile"
        ranked = f" (ranked {' < '.join(self.order)})" if self.order else ""
        return f"{self.column} {self.op} {self.value!r}{ranked}"


class RowFilter(BaseModel):
    """Drop (or keep only) the rows that match the conditions."""

    kind: Literal["row_filter"] = "row_filter"
    conditions: list[Condition] = Field(min_length=1)
    match: Literal["all", "any"] = "all"
    action: Literal["drop", "keep"] = "drop"

    def to_steps(self) -> list[tuple[str, dict[str, Any]]]:
        conds = [c.model_dump() for c in self.conditions]
        return [("filter_rows", {"conditions": conds, "match": self.match, "action": self.action})]

    def describe(self) -> str:
        joined = f" {'and' if self.match == 'all' else 'or'} ".join(c.describe() for c in self.conditions)
        return f"{self.action} rows where {joined}"


class DropMissing(BaseModel):
    """Drop the rows with a blank in any of ``columns`` (every column when ``columns`` is empty), or with ``how``
    "all" the rows blank in every one of them."""

    kind: Literal["drop_missing"] = "drop_missing"
    columns: StrList = Field(default_factory=list)
    how: Literal["any", "all"] = "any"  # "all": only the rows blank in every one of the columns

    def to_steps(self) -> list[tuple[str, dict[str, Any]]]:
        return [("drop_missing", {"columns": self.columns or None, "how": self.how})]

    def describe(self) -> str:
        if self.how == "all":
            return f"drop rows blank in all of {', '.join(self.columns) or 'the columns'}"
        return f"drop rows with a blank in {', '.join(self.columns) or 'any column'}"


class FillMissing(BaseModel):
    """Fill the blanks of ``columns``; other cells are left as they are."""

    kind: Literal["fill_missing"] = "fill_missing"
    columns: StrList = Field(min_length=1)
    # interpolate: on a straight line between the nearest filled rows before and after (row order)
    # remainder: what the row's ``parts`` leave of ``value``, the whole they add up to ("the three percentages
    # add up to 100")
    strategy: Literal["mean", "median", "mode", "constant", "previous", "knn", "interpolate", "remainder"] = (
        "mean"
    )
    value: Any = None  # the constant; for "remainder", the whole
    parts: StrList = Field(default_factory=list)  # remainder: the other columns of the whole
    by: StrList = Field(default_factory=list)  # group columns: fill from rows of the same group
    order_by: str | None = None  # "previous": the column that orders the rows
    # "previous": the blanks before a group's first value take that first value ("empty years at the very start,
    # with nothing before them, its first known figure")
    leading: bool = False
    round: int | None = None  # decimals of filled statistics
    k: int = 3  # knn: neighbours
    exclude: StrList = Field(default_factory=list)  # knn: columns that take no part (identifiers)

    def to_steps(self) -> list[tuple[str, dict[str, Any]]]:
        if self.strategy == "constant":
            return [("impute_constant", {"columns": self.columns, "value": self.value})]
        if self.strategy == "previous":
            return [
                (
                    "forward_fill",
                    {
                        "columns": self.columns,
                        "order_by": self.order_by,
                        "by": self.by,
                        **({"backfill_leading": True} if self.leading else {}),
                    },
                )
            ]
        if self.strategy == "knn":
            return [("impute_knn", {"columns": self.columns, "k": self.k, "exclude": self.exclude})]
        rnd = {"round": self.round} if self.round is not None else {}
        if self.strategy == "remainder":
            return [
                (
                    "impute_remainder",
                    {"columns": self.columns, "parts": self.parts, "total": float(self.value), **rnd},
                )
            ]
        if self.strategy == "interpolate":
            return [("impute_interpolate", {"columns": self.columns, "by": self.by, **rnd})]
        if self.by:
            return [
                (
                    "impute_groupwise",
                    {"columns": self.columns, "by": self.by, "strategy": self.strategy, **rnd},
                )
            ]
        return [("impute_statistic", {"columns": self.columns, "strategy": self.strategy, **rnd})]

    def describe(self) -> str:
        if self.strategy == "remainder":
            return (
                f"fill blanks in {', '.join(self.columns)} with {self.value:g} minus {' + '.join(self.parts)}"
            )
        how = f"{self.strategy}" + (f" {self.value!r}" if self.strategy == "constant" else "")
        return f"fill blanks in {', '.join(self.columns)} with the {how}" + (
            f" per {', '.join(self.by)}" if self.by else ""
        )


class Deduplicate(BaseModel):
    """One row per key (every column when ``key`` is empty); ``keep`` names which row of a group stays."""

    kind: Literal["deduplicate"] = "deduplicate"
    key: StrList = Field(default_factory=list)
    keep: Literal["first", "last", "latest", "earliest", "smallest", "largest"] = "first"
    order_by: str | None = None  # latest/earliest: the time column; smallest/largest: the number column
    ignore_case: bool = False  # "Rex" and "REX " are one key
    # the key's last two columns as a set: "phone, routine" and "routine, phone" are one pair (the columns before
    # them, such as the date the pair met, compared as they are)
    unordered: bool = False
    # "trust the first entry, the one with the fuller description": the copy kept is also said to be the one
    # with the longest text here (a claim about the data the verifier checks; it changes no step)
    fullest: str | None = None

    def to_steps(self) -> list[tuple[str, dict[str, Any]]]:
        return [
            (
                "dedup_key",
                {
                    "key": self.key or None,
                    "keep": self.keep,
                    "order_by": self.order_by,
                    "ignore_case": self.ignore_case,
                    "unordered": self.unordered,
                    **({"pair": self.key[-2:]} if self.unordered and len(self.key) > 2 else {}),
                },
            )
        ]

    def describe(self) -> str:
        on = ", ".join(self.key) or "all columns"
        if self.unordered and len(self.key) >= 2:
            pair = "{" + ", ".join(self.key[-2:]) + "} in either order"
            on = ", ".join([*self.key[:-2], pair])
        by = f" by {self.order_by}" if self.order_by else ""
        fullest = f" (the one with the fullest {self.fullest})" if self.fullest else ""
        return f"one row per {on}, keeping the {self.keep}{by}{fullest}"


FormatKind = Literal[
    "date", "phone", "email", "lower", "upper", "title", "sentence", "trim", "strip_html", "number"
]


class Standardize(BaseModel):
    """Bring every value of ``column`` into one format."""

    kind: Literal["standardize"] = "standardize"
    column: str
    format: FormatKind
    date_format: str = "%Y-%m-%d"
    decimal: Literal[".", ","] = "."  # numbers written the European way ("1.936,27") have a decimal comma

    def to_steps(self) -> list[tuple[str, dict[str, Any]]]:
        f = self.format
        if f == "date":
            return [("standardize_date", {"column": self.column, "format": self.date_format})]
        if f == "phone":
            return [("standardize_phone", {"column": self.column})]
        if f == "email":
            return [("standardize_email", {"column": self.column})]
        if f == "trim":
            return [("normalize_whitespace", {"column": self.column})]
        if f == "strip_html":
            return [("strip_html", {"column": self.column})]
        if f == "number":
            return [("standardize_number", {"column": self.column, "decimal": self.decimal})]
        return [("change_case", {"column": self.column, "case": f})]

    def describe(self) -> str:
        extra = f" ({self.date_format})" if self.format == "date" else ""
        return f"standardise {self.column} as {self.format}{extra}"


class ConvertUnit(BaseModel):
    kind: Literal["convert_unit"] = "convert_unit"
    column: str
    to_unit: str
    from_unit: str | None = None  # the unit of bare numbers
    round: int | None = 2
    scale: float = 1.0  # bare numbers count this many from_units ("weight in thousands of pounds": 1000)

    def to_steps(self) -> list[tuple[str, dict[str, Any]]]:
        return [
            (
                "convert_unit",
                {
                    "column": self.column,
                    "to_unit": self.to_unit,
                    "default_unit": self.from_unit,
                    "round": self.round,
                    "scale": self.scale,
                },
            )
        ]

    def describe(self) -> str:
        return f"convert {self.column} to {self.to_unit}"


class DeriveColumn(BaseModel):
    """A new column worked out from numeric columns of the same row: their sum, the first minus the second,
    their product, or the first divided by the second; rounded when asked. A blank or non-number in any of
    them (or a division by zero) leaves the new cell blank."""

    kind: Literal["derive_column"] = "derive_column"
    target: str
    op: Literal["sum", "difference", "product", "ratio"]
    columns: StrList = Field(min_length=2)
    round: int | None = None
    replace: bool = False  # the target is a column the table has, worked out again ("recompute the totals")

    @model_validator(mode="after")
    def _two_for_difference_and_ratio(self) -> DeriveColumn:
        if self.op in ("difference", "ratio") and len(self.columns) != 2:
            raise ValueError(f"a {self.op} takes exactly two columns")
        return self

    def to_steps(self) -> list[tuple[str, dict[str, Any]]]:
        params = {"target": self.target, "op": self.op, "columns": self.columns, "round": self.round}
        if self.replace:
            params["replace"] = True
        return [("derive_column", params)]

    def describe(self) -> str:
        sign = {"sum": " + ", "difference": " - ", "product": " × ", "ratio": " / "}[self.op]
        rounded = "" if self.round is None else f", rounded to {self.round} decimal(s)"
        return f"{'' if self.replace else 'new column '}{self.target} = {sign.join(self.columns)}{rounded}"


class SelectColumns(BaseModel):
    """Keep only ``keep`` (in that order), or drop ``drop``; rows and cells are left as they are."""

    kind: Literal["select_columns"] = "select_columns"
    keep: StrList = Field(default_factory=list)
    drop: StrList = Field(default_factory=list)

    @model_validator(mode="after")
    def _one_of_keep_or_drop(self) -> SelectColumns:
        if bool(self.keep) == bool(self.drop):
            raise ValueError("name the columns to keep or the columns to drop, not both")
        return self

    def to_steps(self) -> list[tuple[str, dict[str, Any]]]:
        return [("select_columns", {"keep": self.keep or None, "drop": self.drop or None})]

    def describe(self) -> str:
        return (
            f"keep only the columns {', '.join(self.keep)}"
            if self.keep
            else f"drop the columns {', '.join(self.drop)}"
        )


class SortRows(BaseModel):
    """Order the rows by columns (numbers as numbers, dates as dates); ties keep their order, blanks go last."""

    kind: Literal["sort_rows"] = "sort_rows"
    by: StrList = Field(min_length=1)
    descending: list[bool] = Field(default_factory=list)  # one per column; missing ones ascend

    def to_steps(self) -> list[tuple[str, dict[str, Any]]]:
        return [("sort_rows", {"by": self.by, "descending": self._descending()})]

    def _descending(self) -> list[bool]:
        return [*self.descending, *[False] * (len(self.by) - len(self.descending))][: len(self.by)]

    def describe(self) -> str:
        return "sort by " + ", ".join(
            f"{c} ({'descending' if d else 'ascending'})"
            for c, d in zip(self.by, self._descending(), strict=True)
        )


class TopRows(BaseModel):
    """Keep (or, with ``drop``, remove) the ``n`` rows with the largest (or smallest) values of ``column``,
    within each group of ``by`` when given, the rest in their original order."""

    kind: Literal["top_rows"] = "top_rows"
    column: str
    n: int = Field(ge=1)
    largest: bool = True
    by: StrList = Field(default_factory=list)
    drop: bool = False

    def to_steps(self) -> list[tuple[str, dict[str, Any]]]:
        params = {"column": self.column, "n": self.n, "largest": self.largest}
        if self.by or self.drop:
            params |= {"by": self.by, "drop": self.drop}
        return [("top_rows", params)]

    def describe(self) -> str:
        group = f" of each {', '.join(self.by)}" if self.by else ""
        return (
            f"{'remove' if self.drop else 'keep'} the {self.n} rows{group} with the "
            f"{'largest' if self.largest else 'smallest'} {self.column}"
        )


class ReshapeLong(BaseModel):
    """Wide to long: one row per row and value column, the ``id_columns`` repeated, ``names_to`` naming the value
    column (its header, or the number it ends in) and ``values_to`` holding its value."""

    kind: Literal["reshape_long"] = "reshape_long"
    id_columns: StrList = Field(min_length=1)
    value_columns: StrList = Field(min_length=2)
    names_to: str
    values_to: str
    names_as_numbers: bool = False

    def to_steps(self) -> list[tuple[str, dict[str, Any]]]:
        return [
            (
                "reshape_long",
                {
                    "id_columns": self.id_columns,
                    "value_columns": self.value_columns,
                    "names_to": self.names_to,
                    "values_to": self.values_to,
                    "names_as_numbers": self.names_as_numbers,
                },
            )
        ]

    def describe(self) -> str:
        return (
            f"reshape long: one row per {', '.join(self.id_columns)} and {self.names_to} "
            f"(from {self.value_columns[0]} … {self.value_columns[-1]}), the values in {self.values_to}"
        )


class HeadRows(BaseModel):
    """Keep the first (or last) ``n`` rows as they stand."""

    kind: Literal["head_rows"] = "head_rows"
    n: int = Field(ge=1)
    last: bool = False

    def to_steps(self) -> list[tuple[str, dict[str, Any]]]:
        return [("head_rows", {"n": self.n, "last": self.last})]

    def describe(self) -> str:
        return f"keep the {'last' if self.last else 'first'} {self.n} rows"


class DatePart(BaseModel):
    """A new column with one part (year, month, day, weekday, quarter) of the dates in ``column``."""

    kind: Literal["date_part"] = "date_part"
    column: str
    part: Literal["year", "month", "day", "weekday", "quarter"]
    target: str

    def to_steps(self) -> list[tuple[str, dict[str, Any]]]:
        return [("date_part", {"column": self.column, "part": self.part, "target": self.target})]

    def describe(self) -> str:
        return f"new column {self.target} = the {self.part} of {self.column}"


class SplitColumn(BaseModel):
    """One column cut into parts at a separator ("Bay, FL" into county Bay and state FL): each part trimmed and
    written to the column of ``into`` at its place; a name in ``into`` equal to ``column`` keeps that part in the
    column's place, any other name is a new last column."""

    kind: Literal["split_column"] = "split_column"
    column: str
    separator: str = Field(min_length=1)
    into: StrList = Field(min_length=2)
    from_end: bool = False  # cut at the last separators ("the state stuck on the end"), not the first

    def to_steps(self) -> list[tuple[str, dict[str, Any]]]:
        return [
            (
                "split_column",
                {
                    "column": self.column,
                    "separator": self.separator,
                    "into": self.into,
                    "from_end": self.from_end,
                },
            )
        ]

    def describe(self) -> str:
        where = "last" if self.from_end else "first"
        return f"split {self.column} at the {where} {self.separator!r} into " + ", ".join(self.into)


class SetValues(BaseModel):
    """Set the cells of ``column`` to ``value`` (blank when None) on the rows where the conditions hold; other
    cells stay as they are ("cap the days at 60", "blank out readings over 400")."""

    kind: Literal["set_values"] = "set_values"
    column: str
    conditions: list[Condition] = Field(min_length=1)
    match: Literal["all", "any"] = "all"
    value: Any = None

    def to_steps(self) -> list[tuple[str, dict[str, Any]]]:
        conds = [c.model_dump() for c in self.conditions]
        return [
            (
                "set_values",
                {"column": self.column, "conditions": conds, "match": self.match, "value": self.value},
            )
        ]

    def describe(self) -> str:
        joined = f" {'and' if self.match == 'all' else 'or'} ".join(c.describe() for c in self.conditions)
        to = "blank" if self.value is None else repr(self.value)
        return f"set {self.column} to {to} where {joined}"


class ScaleColumn(BaseModel):
    """Multiply the numbers of a column by ``factor`` (1 to round only), rounded when asked; blanks stay."""

    kind: Literal["scale_column"] = "scale_column"
    column: str
    factor: float = 1.0
    round: int | None = None

    def to_steps(self) -> list[tuple[str, dict[str, Any]]]:
        return [("scale_column", {"column": self.column, "factor": self.factor, "round": self.round})]

    def describe(self) -> str:
        scaled = "" if self.factor == 1 else f"multiply {self.column} by {self.factor:g}"
        rounded = "" if self.round is None else f"round {self.column} to {self.round} decimal(s)"
        return ", then ".join(p for p in (scaled, rounded) if p) or f"leave {self.column} as it is"


class ShareOfTotal(BaseModel):
    """Each number of ``columns`` written as a percentage of a total: its own column's total (``over="column"``)
    or the total of every listed column together (``over="all"``: "each cell as a percentage of all the pairs");
    rounded when asked; blanks stay."""

    kind: Literal["share_of_total"] = "share_of_total"
    columns: StrList = Field(min_length=1)
    over: Literal["column", "all"] = "column"
    round: int | None = None

    def to_steps(self) -> list[tuple[str, dict[str, Any]]]:
        return [("share_of_total", {"columns": self.columns, "over": self.over, "round": self.round})]

    def describe(self) -> str:
        of = "its column's total" if self.over == "column" else "the total of them all"
        rounded = "" if self.round is None else f", {self.round} decimal(s)"
        return f"write {', '.join(self.columns)} as a percentage of {of}{rounded}"


class ReplaceText(BaseModel):
    """Replace every occurrence of ``old`` by ``new`` inside the cells of ``column`` (text, case as written)."""

    kind: Literal["replace_text"] = "replace_text"
    column: str
    old: str = Field(min_length=1)
    new: str = ""
    whole_words: bool = False  # "St" as a word of its own ("Oxford St"), not inside "Stanhope"

    def to_steps(self) -> list[tuple[str, dict[str, Any]]]:
        params = {"column": self.column, "old": self.old, "new": self.new}
        return [("replace_text", {**params, "whole_words": True} if self.whole_words else params)]

    def describe(self) -> str:
        words = " as a word" if self.whole_words else ""
        return f"replace {self.old!r}{words} with {self.new!r} in {self.column}"


class Join(BaseModel):
    """Join the current table with another input on key columns."""

    kind: Literal["join"] = "join"
    other: str  # the other input's file name
    keys: StrList = Field(min_length=1)
    how: Literal["inner", "left", "right", "outer"] = "left"
    conflict: Literal["left", "right", "suffix"] = "suffix"  # whose value a column in both tables keeps
    suffixes: tuple[str, str] = ("_left", "_right")
    other_keys: StrList | None = None  # the other table's key columns, where they are named differently

    def to_steps(self) -> list[tuple[str, dict[str, Any]]]:
        keys: dict[str, Any] = (
            {"left_keys": self.keys, "right_keys": self.other_keys}
            if self.other_keys
            else {"keys": self.keys}
        )
        return [
            (
                "join_composite",
                {
                    **keys,
                    "how": self.how,
                    "conflict": self.conflict,
                    "suffixes": list(self.suffixes),
                },
            )
        ]

    def describe(self) -> str:
        other = f" = {self.other}.{', '.join(self.other_keys)}" if self.other_keys else ""
        return f"{self.how} join with {self.other} on {', '.join(self.keys)}{other}"


class Union(BaseModel):
    """Stack the rows of all inputs (columns aligned by name)."""

    kind: Literal["union"] = "union"
    others: StrList = Field(min_length=1)
    source_column: str | None = None  # a column naming each row's input
    source_names: StrList = Field(default_factory=list)
    # the same things under other headings: per input (the step's table first), its header -> the heading kept
    renames: list[dict[str, str]] = Field(default_factory=list)
    headings: StrList = Field(default_factory=list)  # the output's columns, in order, when renamed

    def to_steps(self) -> list[tuple[str, dict[str, Any]]]:
        params: dict[str, Any] = {}
        if self.source_column:
            params |= {"source_column": self.source_column, "source_names": self.source_names}
        if self.renames:
            params |= {"renames": self.renames, "columns": self.headings}
        return [("union_align", params)]

    def describe(self) -> str:
        return f"append the rows of {', '.join(self.others)}"


class LabelRule(BaseModel):
    label: str
    keywords: StrList = Field(min_length=1)


_FUNCTION_WORDS = {
    "in",
    "on",
    "at",
    "to",
    "of",
    "a",
    "an",
    "the",
    "up",
    "out",
    "off",
    "for",
    "by",
    "with",
    "no",
}


def keyword_pattern(keyword: str) -> str:
    """The regex a labelling keyword stands for: a word or phrase at a word start ('refund' also finds
    'refunds'); two content words in either order, up to three words apart ('a locked account' finds 'account
    locked'), where a phrase with a function word ('log in') stays as said."""
    ws = keyword.split()
    if len(ws) == 2 and not {w.lower() for w in ws} & _FUNCTION_WORDS:
        a, b = (re.escape(w) for w in ws)
        gap = r"(?:\W+\w+){0,3}?\W+"
        return rf"\b(?:{a}{gap}{b}|{b}{gap}{a})"
    return rf"\b{re.escape(keyword)}"


class Label(BaseModel):
    """Write a label per row into ``target``: the first rule whose keywords the text mentions, else default."""

    kind: Literal["label"] = "label"
    column: str
    target: str = "label"
    rules: list[LabelRule] = Field(min_length=1)
    default: str = "other"
    whole_words: bool = False  # "as a separate word": '2' does not find '2001', 'Part' not 'Party'

    def to_steps(self) -> list[tuple[str, dict[str, Any]]]:
        end = r"\b" if self.whole_words else ""
        rules = [
            {
                "label": r.label,
                "pattern": "(?:" + "|".join(keyword_pattern(k) + end for k in r.keywords) + ")",
            }
            for r in self.rules
        ]
        return [
            (
                "label_rules",
                {"column": self.column, "target": self.target, "rules": rules, "default": self.default},
            )
        ]

    def describe(self) -> str:
        return f"label {self.column} into {self.target} ({', '.join(r.label for r in self.rules)})"


class LabelCase(BaseModel):
    label: str
    conditions: list[Condition] = Field(min_length=1)
    match: Literal["all", "any"] = "all"


class LabelByConditions(BaseModel):
    """Write a label per row into ``target``: the first case whose conditions hold, else ``default`` (blank
    when there is none)."""

    kind: Literal["label_conditions"] = "label_conditions"
    target: str
    cases: list[LabelCase] = Field(min_length=1)
    default: str | None = None

    def to_steps(self) -> list[tuple[str, dict[str, Any]]]:
        cases = [
            {"label": c.label, "conditions": [x.model_dump() for x in c.conditions], "match": c.match}
            for c in self.cases
        ]
        return [("label_conditions", {"target": self.target, "cases": cases, "default": self.default})]

    def describe(self) -> str:
        parts = [
            f"{c.label} where "
            + f" {'and' if c.match == 'all' else 'or'} ".join(x.describe() for x in c.conditions)
            for c in self.cases
        ]
        rest = f"; otherwise {self.default}" if self.default is not None else ""
        return f"label {self.target}: " + "; ".join(parts) + rest


class TextFilter(BaseModel):
    """Drop the rows whose text has a property: links, personal data, too many symbols, blocked words, another
    language than ``language``, or a length outside bounds."""

    kind: Literal["text_filter"] = "text_filter"
    column: str
    what: Literal["links", "pii", "symbols", "language", "blocked_words", "length"]
    words: StrList = Field(default_factory=list)
    pii_kinds: list[Literal["email", "phone", "ssn", "credit_card", "ip"]] = Field(default_factory=list)
    max_ratio: float = 0.25
    language: str = "en"
    min_len: int | None = None
    max_len: int | None = None
    unit: Literal["chars", "words"] = "chars"

    def to_steps(self) -> list[tuple[str, dict[str, Any]]]:
        c = {"column": self.column}
        if self.what == "links":
            return [("filter_links", c)]
        if self.what == "pii":
            return [("filter_pii", {**c, **({"kinds": self.pii_kinds} if self.pii_kinds else {})})]
        if self.what == "symbols":
            return [("filter_symbol_ratio", {**c, "max_ratio": self.max_ratio})]
        if self.what == "language":
            return [("filter_language", {**c, "language": self.language})]
        if self.what == "blocked_words":
            return [("filter_blocked_words", {**c, **({"words": self.words} if self.words else {})})]
        return [("filter_length", {**c, "min_len": self.min_len, "max_len": self.max_len, "unit": self.unit})]

    def describe(self) -> str:
        extra = {
            "symbols": f" (symbol share > {self.max_ratio})",
            "language": f" (not in {self.language})",
            "blocked_words": f" ({', '.join(self.words)})" if self.words else "",
            "pii": f" ({', '.join(self.pii_kinds)})" if self.pii_kinds else "",
            "length": f" (outside {self.min_len}..{self.max_len} {self.unit})",
        }.get(self.what, "")
        return f"drop rows whose {self.column} has {self.what.replace('_', ' ')}{extra}"


class MaskWords(BaseModel):
    """Replace each listed word in ``column`` by ``mask``; rows are kept."""

    kind: Literal["mask_words"] = "mask_words"
    column: str
    words: StrList = Field(min_length=1)
    mask: str = "****"

    def to_steps(self) -> list[tuple[str, dict[str, Any]]]:
        return [("mask_profanity", {"column": self.column, "words": self.words, "mask": self.mask})]

    def describe(self) -> str:
        return f"mask {', '.join(self.words)} in {self.column} with {self.mask}"


class MisspeltCopies(BaseModel):
    """Rows entered again with a slip in one text column ("Lindsey Grahm" for "Lindsey Graham"), alike in the
    ``alike`` columns: one row of each stays (the first or the last). A copy is a name at most ``max_edits``
    letters away (RapidFuzz similarity >= ``similarity`` for the operator)."""

    kind: Literal["misspelt_copies"] = "misspelt_copies"
    column: str
    alike: StrList = Field(default_factory=list)
    keep: Literal["first", "last"] = "first"
    similarity: float = Field(85, gt=0, le=100)
    max_edits: int = Field(2, ge=1)
    # "Ten senators got entered a second time": how many copies the request says there are (checked, not used)
    copies_said: int | None = None
    # "like Lindsey Graham coming back as Lindsey Grahm": the right value and its slip, as the request shows them
    example: tuple[str, str] | None = None

    def to_steps(self) -> list[tuple[str, dict[str, Any]]]:
        return [
            (
                "dedup_fuzzy",
                {
                    "column": self.column,
                    "threshold": self.similarity,
                    "scorer": "ratio",
                    "keep": self.keep,
                    "block_by": self.alike,
                },
            )
        ]

    def describe(self) -> str:
        alike = f", alike in {', '.join(self.alike)}" if self.alike else ""
        return f"drop copies of rows whose {self.column} has a slip{alike}, keeping the {self.keep}"


class NearDuplicates(BaseModel):
    """Groups of rows whose text is nearly the same keep one row (approximate: MinHash)."""

    kind: Literal["near_duplicates"] = "near_duplicates"
    column: str
    threshold: float = Field(0.9, gt=0, le=1)
    keep: Literal["first", "last", "smallest_id", "largest_id", "longest"] = "first"
    id_column: str | None = None

    def to_steps(self) -> list[tuple[str, dict[str, Any]]]:
        return [
            (
                "dedup_minhash",
                {
                    "column": self.column,
                    "threshold": self.threshold,
                    "keep": self.keep,
                    "id_column": self.id_column,
                },
            )
        ]

    def describe(self) -> str:
        return (
            f"drop near-duplicates of {self.column} (similarity >= {self.threshold}), keeping the {self.keep}"
        )


class MakeConsistent(BaseModel):
    """Rows that share ``determinant`` get one ``dependent`` value: the one written most often, or the
    group's first (non-blank, in the rows' order) with ``keep="first"``."""

    kind: Literal["make_consistent"] = "make_consistent"
    determinant: StrList = Field(min_length=1)
    dependent: str
    keep: Literal["most_frequent", "first"] = "most_frequent"

    def to_steps(self) -> list[tuple[str, dict[str, Any]]]:
        params: dict[str, Any] = {"determinant": self.determinant, "dependent": self.dependent}
        if self.keep != "most_frequent":
            params["keep"] = self.keep
        return [("enforce_functional_dependency", params)]

    def describe(self) -> str:
        which = "the first one written" if self.keep == "first" else "the most frequent"
        return f"one {self.dependent} per {', '.join(self.determinant)} ({which})"


class RenameColumns(BaseModel):
    """Rename columns (old -> new); with ``only_mapped`` the output has exactly the new columns, in order."""

    kind: Literal["rename_columns"] = "rename_columns"
    mapping: dict[str, str] = Field(min_length=1)
    only_mapped: bool = False

    def to_steps(self) -> list[tuple[str, dict[str, Any]]]:
        target = list(self.mapping.values()) if self.only_mapped else None
        return [
            (
                "map_columns",
                {"mapping": self.mapping, "target_columns": target, "drop_unmapped": self.only_mapped},
            )
        ]

    def describe(self) -> str:
        return "rename " + ", ".join(f"{a} -> {b}" for a, b in self.mapping.items())


class ModelLabel(BaseModel):
    """A label per row from a fixed label set, decided by a model (a word list with no model)."""

    kind: Literal["model_label"] = "model_label"
    column: str
    target: str = "label"
    labels: StrList = Field(min_length=2)
    task: str = "classify each text"

    def to_steps(self) -> list[tuple[str, dict[str, Any]]]:
        return [
            (
                "label_model",
                {"column": self.column, "target": self.target, "labels": self.labels, "task": self.task},
            )
        ]

    def describe(self) -> str:
        return f"label {self.column} into {self.target} as one of {', '.join(self.labels)}"


class MergeIncrement(BaseModel):
    """Fold a new batch (``other``) into an already deduplicated history (the step's table): keys not in the
    history are appended, exact repeats are ignored, and for a key in both the version with the latest
    ``timestamp`` stays (the history's on a tie)."""

    kind: Literal["merge_increment"] = "merge_increment"
    other: str
    key: StrList = Field(min_length=1)
    timestamp: str

    def to_steps(self) -> list[tuple[str, dict[str, Any]]]:
        return [("dedup_incremental", {"key": self.key, "timestamp": self.timestamp})]

    def describe(self) -> str:
        return (
            f"merge the new rows of {self.other} in by {', '.join(self.key)}, the latest {self.timestamp} "
            "winning"
        )


class FillFromTable(BaseModel):
    """Blanks of the step's table filled from a lookup table (``other``) matched on keys ("fill the gaps from
    the randomisation list by centre and patient")."""

    kind: Literal["fill_from_table"] = "fill_from_table"
    other: str
    columns: dict[str, str] = Field(min_length=1)  # column with blanks -> lookup column giving its value
    keys: StrList = Field(min_length=1)
    other_keys: StrList = Field(min_length=1)

    def to_steps(self) -> list[tuple[str, dict[str, Any]]]:
        return [
            ("fill_from_table", {"keys": self.keys, "other_keys": self.other_keys, "columns": self.columns})
        ]

    def describe(self) -> str:
        pairs = ", ".join(f"{t} from {s}" for t, s in self.columns.items())
        return f"fill blanks of {pairs} of {self.other}, matched on {', '.join(self.keys)}"


class Upsert(BaseModel):
    """Corrections or updates (``other``) applied to the step's table by ``key``: a row whose key is there
    replaces that row, a row with a new key is added."""

    kind: Literal["upsert"] = "upsert"
    other: str
    key: StrList = Field(min_length=1)

    def to_steps(self) -> list[tuple[str, dict[str, Any]]]:
        return [("upsert_rows", {"key": self.key})]

    def describe(self) -> str:
        return f"apply the rows of {self.other} by {', '.join(self.key)}: replace those present, add the new ones"


class FillFrom(BaseModel):
    """Blanks of each column filled with another column of the same row ("use what we measured instead")."""

    kind: Literal["fill_from"] = "fill_from"
    sources: dict[str, str] = Field(min_length=1)  # column with blanks -> column it takes its value from

    def to_steps(self) -> list[tuple[str, dict[str, Any]]]:
        return [("fill_from_column", {"pairs": self.sources})]

    def describe(self) -> str:
        return "fill blanks " + ", ".join(f"of {t} from {s}" for t, s in self.sources.items())


class MapValues(BaseModel):
    """Coded values of ``column`` replaced by what the request says they stand for."""

    kind: Literal["map_values"] = "map_values"
    column: str
    meanings: dict[str, str] = Field(min_length=1)  # code -> what it stands for

    def to_steps(self) -> list[tuple[str, dict[str, Any]]]:
        return [("map_values", {"column": self.column, "mapping": self.meanings})]

    def describe(self) -> str:
        return f"spell out {self.column}: " + ", ".join(f"{k} -> {v}" for k, v in self.meanings.items())


Intent = Annotated[
    RowFilter
    | DropMissing
    | FillMissing
    | Deduplicate
    | Standardize
    | ConvertUnit
    | DeriveColumn
    | SelectColumns
    | SortRows
    | TopRows
    | HeadRows
    | DatePart
    | SplitColumn
    | SetValues
    | ScaleColumn
    | ShareOfTotal
    | ReplaceText
    | Join
    | Union
    | Label
    | TextFilter
    | MaskWords
    | NearDuplicates
    | MisspeltCopies
    | ReshapeLong
    | MakeConsistent
    | RenameColumns
    | ModelLabel
    | MergeIncrement
    | Upsert
    | FillFromTable
    | LabelByConditions
    | MapValues
    | FillFrom,
    Field(discriminator="kind"),
]


class StepSpec(BaseModel):
    intent: Intent
    table: str  # the input file the step reads (the previous step's result when it is not the first)
    phrase: str = ""  # the words of the request this step answers


class RequestSpec(BaseModel):
    """A whole request: its steps in order, and the phrases nobody could map (reported, never dropped)."""

    steps: list[StepSpec] = Field(default_factory=list)
    unmapped: list[str] = Field(default_factory=list)
    filled_by: Literal["rules", "model"] = "rules"

    def describe(self) -> list[str]:
        return [s.intent.describe() for s in self.steps]
