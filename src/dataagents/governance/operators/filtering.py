"""Filtering operators: drop unwanted records (GovBench scenario 1; scored by F1, Table 7)."""

from __future__ import annotations

import re
from typing import Any, Literal

import pandas as pd
from pydantic import BaseModel, Field

from dataagents.governance.contracts import ColumnsExist, RowCount
from dataagents.governance.errors import OperatorError
from dataagents.governance.operators.base import (
    Category,
    Operator,
    RunContext,
    blank_cells,
    register,
    text_column_values,
)
from dataagents.governance.spec import STATISTIC_OPS, VALIDITY_PATTERNS

# A small default lexicon of blocked words (profanity/insults); tasks usually pass their own list.
DEFAULT_BLOCKED = [
    "fuck",
    "fucking",
    "shit",
    "crap",
    "damn",
    "bitch",
    "bastard",
    "asshole",
    "dick",
    "piss",
    "bollocks",
    "bloody",
    "hell",
    "idiot",
    "stupid",
    "moron",
]


class _TextFilter(Operator):
    category = Category.FILTERING

    def input_columns(self, p: Any) -> list[str]:
        return [p.column]

    def post(self, p: Any) -> list:
        return [ColumnsExist(cols=[p.column]), RowCount(relation="<=")]

    def drop_mask(self, s: pd.Series, p: Any) -> pd.Series:  # pragma: no cover
        raise NotImplementedError

    def run(self, tables: list[pd.DataFrame], p: Any, ctx: RunContext) -> pd.DataFrame:
        df = tables[0]
        mask = self.drop_mask(text_column_values(df, p.column), p)
        return df.loc[~mask.to_numpy()].reset_index(drop=True)


def words_pattern(words: list[str], whole_word: bool) -> re.Pattern[str]:
    alts = "|".join(re.escape(w) for w in sorted(words, key=len, reverse=True) if w)
    return re.compile(rf"\b(?:{alts})\b" if whole_word else f"(?:{alts})", re.IGNORECASE)


@register
class FilterBlockedWords(_TextFilter):
    """Example: ``{"column": "text", "words": ["damn", "crap"]}`` drops "Fix this damn service now."."""

    name = "filter_blocked_words"
    description = (
        "Remove records whose text field contains blocked words (offensive, vulgar, obscene, "
        "banned terms) from a block list; whole-word, case-insensitive match."
    )

    class Params(BaseModel):
        column: str = "text"
        words: list[str] = Field(default_factory=lambda: list(DEFAULT_BLOCKED))
        whole_word: bool = True

    def drop_mask(self, s: pd.Series, p: Any) -> pd.Series:
        rx = words_pattern(p.words, p.whole_word)
        return s.map(lambda v: bool(rx.search(v)))


@register
class FilterRegex(_TextFilter):
    """Example: ``{"column": "sku", "pattern": "^TEST-", "keep_matching": false}`` drops test SKUs."""

    name = "filter_regex"
    description = (
        "Filter records with a regular expression on a field: drop rows that match (or keep only "
        "rows that match), e.g. invalid codes, test records, malformed identifiers."
    )

    class Params(BaseModel):
        column: str
        pattern: str
        keep_matching: bool = False
        full_match: bool = False

    def drop_mask(self, s: pd.Series, p: Any) -> pd.Series:
        rx = re.compile(p.pattern)
        hit = s.map(lambda v: bool(rx.fullmatch(v) if p.full_match else rx.search(v)))
        return ~hit if p.keep_matching else hit


_LINK = re.compile(r"(?:https?://|www\.)\S+", re.IGNORECASE)


@register
class FilterLinks(_TextFilter):
    """Example: ``{"column": "text"}`` drops "see https://spam.example now"."""

    name = "filter_links"
    description = (
        "Remove records whose text contains links or URLs (strings starting with http://, https:// or www.)."
    )

    class Params(BaseModel):
        column: str = "text"

    def drop_mask(self, s: pd.Series, p: Any) -> pd.Series:
        return s.map(lambda v: bool(_LINK.search(v)))


def symbol_ratio(text: str) -> float:
    """Share of characters that are neither letters/digits nor whitespace."""
    if not text:
        return 0.0
    symbols = sum(1 for ch in text if not (ch.isalnum() or ch.isspace()))
    return symbols / len(text)


@register
class FilterSymbolRatio(_TextFilter):
    """Example: ``{"column": "text", "max_ratio": 0.25}`` drops "@@## $$ !!! ~~~ buy"."""

    name = "filter_symbol_ratio"
    description = (
        "Remove records whose text has a high proportion of symbols or special characters "
        "(non-alphanumeric, non-space) above a maximum ratio; junk and garbled text."
    )

    class Params(BaseModel):
        column: str = "text"
        max_ratio: float = Field(0.25, ge=0, le=1)

    def drop_mask(self, s: pd.Series, p: Any) -> pd.Series:
        return s.map(lambda v: symbol_ratio(v) > p.max_ratio)


@register
class FilterLength(_TextFilter):
    """Example: ``{"column": "text", "min_len": 5, "unit": "words"}`` drops "ok thanks"."""

    name = "filter_length"
    description = (
        "Remove records whose text is too short or too long, measured in characters or words "
        "(min/max length filter)."
    )

    class Params(BaseModel):
        column: str = "text"
        min_len: int | None = Field(None, ge=0)
        max_len: int | None = Field(None, ge=0)
        unit: Literal["chars", "words"] = "chars"

    def drop_mask(self, s: pd.Series, p: Any) -> pd.Series:
        n = s.map(len) if p.unit == "chars" else s.map(lambda v: len(v.split()))
        bad = pd.Series(False, index=s.index)
        if p.min_len is not None:
            bad |= n < p.min_len
        if p.max_len is not None:
            bad |= n > p.max_len
        return bad


# Stopwords per language; a text is in language L when its stopword share for L is highest and high enough.
_STOP = {
    "en": "the a an and or of to in is are was were be it that this for on with as at by from not you i we they "
    "he she my your have has had do does will would can could very so but if",
    "fr": "le la les un une et ou de des du en est sont pour pas que qui dans sur avec ce cette je nous vous il "
    "elle au aux très mais",
    "de": "der die das und oder ein eine ist sind nicht zu mit auf für von den dem ich wir sie es sehr aber",
    "es": "el la los las un una y o de del en es son para no que con por se lo muy pero yo nosotros",
    "it": "il lo la gli le un una e o di del della in è sono per non che con si molto ma io",
}
_STOPSETS = {k: set(v.split()) for k, v in _STOP.items()}
_WORD = re.compile(r"[^\W\d_]+", re.UNICODE)


def detect_language(text: str) -> str:
    """Script first (CJK, Cyrillic, Arabic…), then stopword overlap for Latin-script languages."""
    letters = [ch for ch in text if ch.isalpha()]
    if not letters:
        return "unknown"

    def share(lo: int, hi: int) -> float:
        return sum(1 for ch in letters if lo <= ord(ch) <= hi) / len(letters)

    if share(0x4E00, 0x9FFF) + share(0x3040, 0x30FF) > 0.3:
        return "zh" if share(0x3040, 0x30FF) < 0.1 else "ja"
    if share(0xAC00, 0xD7AF) > 0.3:
        return "ko"
    if share(0x0400, 0x04FF) > 0.3:
        return "ru"
    if share(0x0600, 0x06FF) > 0.3:
        return "ar"
    words = [w.lower() for w in _WORD.findall(text)]
    if not words:
        return "unknown"
    scores = {lang: sum(w in stop for w in words) / len(words) for lang, stop in _STOPSETS.items()}
    best = max(scores, key=lambda k: scores[k])
    return best if scores[best] > 0.05 else "unknown"


@register
class FilterLanguage(_TextFilter):
    """Example: ``{"column": "text", "language": "en"}`` drops "Le service est très lent"."""

    name = "filter_language"
    description = (
        "Keep only records whose text is in a given language (e.g. English), removing "
        "records in other languages; script and stopword based language identification."
    )

    class Params(BaseModel):
        column: str = "text"
        language: str = "en"
        keep_unknown: bool = True

    def drop_mask(self, s: pd.Series, p: Any) -> pd.Series:
        def drop(v: str) -> bool:
            lang = detect_language(v)
            return not (lang == p.language or (lang == "unknown" and p.keep_unknown))

        return s.map(drop)


_PII = {
    "email": r"[\w.+-]+@[\w-]+\.[\w.-]+",
    "phone": r"(?:\+?\d{1,3}[\s.-]?)?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}\b",
    "ssn": r"\b\d{3}-\d{2}-\d{4}\b",
    "credit_card": r"\b(?:\d[ -]?){13,16}\b",
    "ip": r"\b(?:\d{1,3}\.){3}\d{1,3}\b",
}


@register
class FilterPII(_TextFilter):
    """Example: ``{"column": "text", "kinds": ["email", "phone"]}`` drops "mail me at a@b.com"."""

    name = "filter_pii"
    description = (
        "Remove records containing personally identifiable information (PII): email addresses, "
        "phone numbers, social security numbers, credit card numbers, IP addresses."
    )

    class Params(BaseModel):
        column: str = "text"
        kinds: list[Literal["email", "phone", "ssn", "credit_card", "ip"]] = Field(
            default_factory=lambda: ["email", "phone", "ssn", "credit_card"]
        )

    def drop_mask(self, s: pd.Series, p: Any) -> pd.Series:
        rx = re.compile("|".join(f"(?:{_PII[k]})" for k in p.kinds))
        return s.map(lambda v: bool(rx.search(v)))


_OPS = Literal["==", "!=", ">", ">=", "<", "<=", "in", "not_in", "is_null", "not_null", "contains"]


@register
class FilterValue(Operator):
    """Example: ``{"column": "age", "op": ">=", "value": 18}`` keeps adults only."""

    name = "filter_value"
    category = Category.FILTERING
    description = (
        "Keep records that satisfy a value condition on a column (==, !=, >, >=, <, <=, in, "
        "not in, is null, not null, contains); drop the others, e.g. invalid or out-of-range rows."
    )

    class Params(BaseModel):
        column: str
        op: _OPS
        value: Any = None

    def input_columns(self, p: Any) -> list[str]:
        return [p.column]

    def post(self, p: Any) -> list:
        return [RowCount(relation="<=")]

    def run(self, tables: list[pd.DataFrame], p: Any, ctx: RunContext) -> pd.DataFrame:
        df = tables[0]
        s = df[p.column]
        if p.op in (">", ">=", "<", "<="):
            num = pd.to_numeric(s, errors="coerce")
            keep = {">": num > p.value, ">=": num >= p.value, "<": num < p.value, "<=": num <= p.value}[p.op]
        elif p.op == "==":
            keep = s == p.value
        elif p.op == "!=":
            keep = s != p.value
        elif p.op in ("in", "not_in"):
            keep = s.isin(list(p.value or []))
            keep = keep if p.op == "in" else ~keep
        elif p.op == "is_null":
            keep = s.isna()
        elif p.op == "not_null":
            keep = s.notna()
        else:
            keep = text_column_values(df, p.column).str.contains(str(p.value), regex=False)
        return df.loc[keep.fillna(False).astype(bool).to_numpy()].reset_index(drop=True)


def numeric_series(s: pd.Series) -> pd.Series:
    """Numbers as people write them in tables: '$1,200', '15%', ' 3.5 ' -> 1200, 15, 3.5; others NaN."""
    if pd.api.types.is_numeric_dtype(s):
        return pd.to_numeric(s, errors="coerce")
    text = s.astype("object").where(s.notna(), "").map(str).str.replace(r"[\s$€£,%]", "", regex=True)
    return pd.to_numeric(text, errors="coerce")


def condition_columns(conds: list[dict[str, Any]]) -> list[str]:
    """The columns conditions read: each one's column and, for a comparison of two columns, the other."""
    return list(dict.fromkeys(name for c in conds for name in (c["column"], c.get("other")) if name))


def conditions_mask(df: pd.DataFrame, conds: list[dict[str, Any]], match: str = "all") -> pd.Series:
    """Where all (``match="all"``) or any of the conditions hold."""
    masks = [condition_mask(df, c) for c in conds]
    hit = masks[0]
    for m in masks[1:]:
        hit = (hit & m) if match == "all" else (hit | m)
    return hit


_ISO_DAY = re.compile(r"^\d{4}-\d{2}-\d{2}$")


def _against_the_column(num: pd.Series, op: str, value: float) -> pd.Series:
    """A number against its own column: ``value`` standard deviations (sample) from the mean, or above /
    below the ``value``-th quantile (linear between the two nearest numbers)."""
    if op in ("beyond_sd", "within_sd"):
        far = (num - num.mean()).abs() > value * num.std()
        hit = far if op == "beyond_sd" else ~far
    elif op in ("above_sd", "below_sd"):
        hit = (
            num > num.mean() + value * num.std() if op == "above_sd" else num < num.mean() - value * num.std()
        )
    else:
        cut = num.quantile(value)
        hit = num > cut if op == "above_quantile" else num < cut
    return hit & num.notna()


def _text_only(raw: pd.Series, numbers: pd.Series) -> bool:
    """Whether a column holds words or codes rather than numbers: a filled cell that reads as no number."""
    return bool((~blank_cells(raw) & numbers.isna()).any())


def _places_on_scale(df: pd.DataFrame, col: str, order: list[str]) -> pd.Series:
    """Each value's place on an ordered scale of words (lowest first), blank where it is not on it."""
    rank = {w.strip().casefold(): float(i) for i, w in enumerate(order)}
    return text_column_values(df, col).str.strip().str.casefold().map(rank)


def _compared_with_column(
    df: pd.DataFrame, col: str, op: str, other: str, times: float, order: list[str] | None = None
) -> pd.Series:
    """``col op times × other`` row by row, as numbers; false where either side is blank or not a number. Two
    columns that are not both numbers are the same or not as text (case aside); with ``order`` (words of an
    ordered scale, lowest first) they compare by their place on it, false where either is not on it."""
    if order:
        left, right = _places_on_scale(df, col, order), _places_on_scale(df, other, order)
    else:
        left, right = numeric_series(df[col]), numeric_series(df[other]) * times
    if not order and op in ("==", "!=") and (_text_only(df[col], left) or _text_only(df[other], right)):
        a, b = text_column_values(df, col).str.strip(), text_column_values(df, other).str.strip()
        same = a.str.casefold() == b.str.casefold()
        return (same if op == "==" else ~same) & (a != "") & (b != "")
    hit = {
        "<": left < right,
        "<=": left <= right,
        ">": left > right,
        ">=": left >= right,
        "==": left == right,
        "!=": left != right,
    }[op]
    return hit & left.notna() & right.notna()


def condition_mask(df: pd.DataFrame, cond: dict[str, Any]) -> pd.Series:
    """Where a condition (``spec.Condition`` as a dict) holds. A missing cell matches only ``is_missing``."""
    col, op, value = cond["column"], cond["op"], cond.get("value")
    s = df[col]
    missing = blank_cells(s)
    text = text_column_values(df, col)
    flags = 0 if cond.get("case_sensitive") else re.IGNORECASE
    if op == "is_missing":
        return missing
    if op == "not_missing":
        return ~missing
    if cond.get("other"):
        return _compared_with_column(
            df, col, op, cond["other"], float(cond.get("times", 1.0)), cond.get("order")
        )
    if op in STATISTIC_OPS:
        return _against_the_column(numeric_series(s), op, float(value)) & ~missing
    if cond.get("order") and isinstance(value, str) and op in ("<", "<=", ">", ">="):
        # words of an ordered scale ("at least somewhat worried"): compared by their place on it
        order = cond["order"]
        at = {w.strip().casefold(): float(i) for i, w in enumerate(order)}.get(value.strip().casefold())
        if at is None:
            return pd.Series(False, index=df.index)
        places = _places_on_scale(df, col, order)
        hit = {"<": places < at, "<=": places <= at, ">": places > at, ">=": places >= at}[op]
        return hit.fillna(False).astype(bool) & ~missing
    bounds = value if isinstance(value, list) else [value]
    if op in ("<", "<=", ">", ">=", "between") and all(
        isinstance(b, str) and _ISO_DAY.match(b) for b in bounds
    ):
        # dates compared as dates: '1926-04' and 'April 1926' are the same month
        when = pd.to_datetime(s.astype("object").map(str), errors="coerce", format="mixed")
        # a bound said as a day is that whole day: "through 8 November" keeps a post at 21:47 that day
        if isinstance(when.dtype, pd.DatetimeTZDtype):
            when = when.dt.tz_localize(None)  # the day as written, not moved to another zone
        if pd.api.types.is_datetime64_dtype(when):
            when = when.dt.normalize()
        if op == "between":
            hit = (when >= pd.Timestamp(bounds[0])) & (when <= pd.Timestamp(bounds[1]))
        else:
            at = pd.Timestamp(bounds[0])
            hit = {"<": when < at, "<=": when <= at, ">": when > at, ">=": when >= at}[op]
        return hit.fillna(False).astype(bool) & ~missing
    if op in ("<", "<=", ">", ">=", "between", "outside"):
        num = numeric_series(s)
        if op in ("between", "outside"):
            lo, hi = value
            hit = (num >= lo) & (num <= hi) if op == "between" else (num < lo) | (num > hi)
        else:
            hit = {"<": num < value, "<=": num <= value, ">": num > value, ">=": num >= value}[op]
        return hit.fillna(False).astype(bool) & ~missing
    if op in ("==", "!=", "in", "not_in"):
        wanted = value if isinstance(value, list) else [value]

        def same(v: Any, w: Any) -> bool:
            if isinstance(w, int | float) and not isinstance(w, bool):
                try:
                    return float(v) == float(w)
                except (TypeError, ValueError):
                    return False
            a, b = str(v).strip(), str(w).strip()
            return a == b if flags == 0 else a.casefold() == b.casefold()

        hit = s.map(lambda v: any(same(v, w) for w in wanted)).astype(bool)
        hit = hit & ~missing
        return hit if op in ("==", "in") else ~hit & ~missing
    if op == "contains":
        words = value if isinstance(value, list) else [value]
        rx = re.compile("|".join(re.escape(str(w)) for w in words), flags)
        return text.map(lambda v: bool(rx.search(v))) & ~missing
    if op in ("starts_with", "ends_with"):
        rx = re.compile(
            ("^" if op == "starts_with" else "") + re.escape(str(value)) + ("$" if op == "ends_with" else ""),
            flags,
        )
        return text.map(lambda v: bool(rx.search(v.strip()))) & ~missing
    if op == "matches":
        rx = re.compile(str(value), flags)
        return text.map(lambda v: bool(rx.search(v))) & ~missing
    if op in ("is_valid", "not_valid"):
        rx = re.compile(VALIDITY_PATTERNS[str(value)], re.IGNORECASE)
        valid = text.map(lambda v: bool(rx.fullmatch(v.strip())))
        return (valid if op == "is_valid" else ~valid) & ~missing
    raise OperatorError(f"unknown condition operator '{op}'")


@register
class FilterRows(Operator):
    """Example: ``{"conditions": [{"column": "mpg", "op": "<", "value": 15}], "action": "drop"}`` removes
    the cars doing fewer than 15 miles per gallon and keeps every other row as it was (blank mpg included)."""

    name = "filter_rows"
    spec_only = True
    category = Category.FILTERING
    description = (
        "Drop (or keep only) the rows matching conditions on columns: comparisons (below, above, between), "
        "equal to / one of, contains a word, starts with, missing, invalid email/url/phone, or one column "
        "against another (``other``, optionally ``times`` it); all or any."
    )

    class Params(BaseModel):
        conditions: list[dict[str, Any]] = Field(min_length=1)
        match: Literal["all", "any"] = "all"
        action: Literal["drop", "keep"] = "drop"

    def input_columns(self, p: Any) -> list[str]:
        return condition_columns(p.conditions)

    def post(self, p: Any) -> list:
        return [RowCount(relation="<=")]

    def run(self, tables: list[pd.DataFrame], p: Any, ctx: RunContext) -> pd.DataFrame:
        df = tables[0]
        hit = conditions_mask(df, p.conditions, p.match)
        keep = hit if p.action == "keep" else ~hit
        return df.loc[keep.to_numpy()].reset_index(drop=True)


@register
class DropMissing(Operator):
    """Example: ``{"columns": ["age"]}`` drops the rows whose age is blank; ``{}`` drops rows with any blank."""

    name = "drop_missing"
    spec_only = True
    category = Category.FILTERING
    description = (
        "Drop the rows that have missing, blank or empty values in the given columns (or in any column); "
        "rows are removed, nothing is filled in."
    )

    class Params(BaseModel):
        columns: list[str] | None = None
        how: Literal["any", "all"] = "any"

    def input_columns(self, p: Any) -> list[str]:
        return list(p.columns or [])

    def post(self, p: Any) -> list:
        return [RowCount(relation="<=")]

    def run(self, tables: list[pd.DataFrame], p: Any, ctx: RunContext) -> pd.DataFrame:
        df = tables[0]
        cols = p.columns or list(df.columns)
        blank = pd.concat([condition_mask(df, {"column": c, "op": "is_missing"}) for c in cols], axis=1)
        drop = blank.any(axis=1) if p.how == "any" else blank.all(axis=1)
        return df.loc[~drop.to_numpy()].reset_index(drop=True)
