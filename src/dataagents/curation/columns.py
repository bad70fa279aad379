"""What a column holds decides what "missing" and "invalid" mean in it.

"NA" is Namibia in a column of ISO-2 country codes, "None" is an answer in a free-text survey column, and a
unique integer ID is not a measurement whose outliers matter. Detectors ask ``classify`` first and use the
kind's own missing-value tokens (``missing_tokens``) instead of one global list.
"""

from __future__ import annotations

import re
from enum import StrEnum

import pandas as pd


class ColumnKind(StrEnum):
    EMPTY = "empty"  # no value at all
    CODE = "code"  # two/three-letter codes: ISO countries, languages, currencies, states
    ID = "id"  # identifiers: one per row, no arithmetic meaning
    FREE_TEXT = "free-text"  # sentences, comments, titles
    NUMERIC = "numeric"
    DATE = "date"
    CATEGORICAL = "categorical"  # a small set of labels


# Tokens that stand for "no value" in each kind of column. Shared by every kind: the empty cell.
_COMMON = {"", "?", "n/a", "null", "nan", "missing", "-", "--"}
MISSING_BY_KIND: dict[ColumnKind, frozenset[str]] = {
    # "NA"/"None"/"NAN" are real codes or real answers here, never missing markers
    ColumnKind.CODE: frozenset(_COMMON - {"nan"}),
    ColumnKind.ID: frozenset(_COMMON),
    ColumnKind.FREE_TEXT: frozenset(_COMMON - {"-", "--"}),
    ColumnKind.NUMERIC: frozenset(_COMMON | {"na", "none"}),
    ColumnKind.DATE: frozenset(_COMMON | {"na", "none"}),
    ColumnKind.CATEGORICAL: frozenset(_COMMON | {"na", "none"}),
    ColumnKind.EMPTY: frozenset(_COMMON | {"na", "none"}),
}

_CODE_VALUE = re.compile(r"^[A-Z]{1,3}$")  # ISO-2/3, vehicle signs ("F"), continents ("NA")
_CODE_NAME = re.compile(
    r"(code|iso|alpha|country|nation|lang|locale|currency|ccy|state|province|region|abbr|symbol|ticker)",
    re.IGNORECASE,
)
_ID_NAME = re.compile(
    r"(^|[_\s-])(id|ids|uuid|guid|key|identifier|index|idx|no|num|number)$|^(id|uuid|guid)[_\s-]|"
    r"[a-z]Id$",
    re.IGNORECASE,
)
_NUMERIC_CODE_NAME = re.compile(
    r"(code|\biso\b|iso[-_ ]?\d|fips|\bzip\b|postal|postcode|\bdial|phone|\bm49\b|geoname|\bgaul\b)",
    re.IGNORECASE,
)
_NUMBER = re.compile(r"^[-+]?(\d+(\.\d*)?|\.\d+)([eE][-+]?\d+)?%?$")
_DATE = re.compile(
    r"^(\d{4}[-/.]\d{1,2}[-/.]\d{1,2}|\d{1,2}[-/.]\d{1,2}[-/.]\d{2,4}|\d{4}-\d{2}-\d{2}[T ][\d:.]+Z?)$"
)


def missing_tokens(kind: ColumnKind) -> frozenset[str]:
    """Lower-cased, stripped cell values that mean "no value" in a column of ``kind``."""
    return MISSING_BY_KIND[kind]


def is_missing(value: str, kind: ColumnKind) -> bool:
    return value.strip().lower() in MISSING_BY_KIND[kind]


def classify(name: str, values: pd.Series) -> ColumnKind:
    """The kind of a column from its name and its cells (the file's own strings, ``keep_default_na=False``).

    Codes are checked before missingness: in a column where nearly every value is a two/three-letter
    upper-case code, "NA" is read as a code. The rules look at shapes and names, never at particular values.
    """
    cells = values.astype(str).str.strip()
    present = cells[cells != ""]
    if present.empty:
        return ColumnKind.EMPTY
    sample = present if len(present) <= 20_000 else present.sample(20_000, random_state=0)
    n = len(sample)
    distinct = sample.nunique()
    is_code = sample.str.fullmatch(_CODE_VALUE)
    code_share = float(is_code.mean())
    # several different codes: a column of "NA" placeholders alone is not a code column
    several = sample[is_code].nunique() >= min(3, n)
    if several and (code_share >= 0.95 or (code_share >= 0.8 and _CODE_NAME.search(name))):
        return ColumnKind.CODE
    lowered = sample.str.lower()
    real = sample[~lowered.isin(MISSING_BY_KIND[ColumnKind.NUMERIC])]
    if len(real):
        numeric_share = float(real.str.fullmatch(_NUMBER).mean())
        if numeric_share >= 0.8:
            if _ID_NAME.search(name.strip()) and real.nunique() >= 0.95 * len(real):
                return ColumnKind.ID
            # numbers that name things: a code-like name ("M49 code", "FIPS", "zip") or leading zeros
            # ("036") mean no arithmetic meaning, so no ranges or outliers
            if _NUMERIC_CODE_NAME.search(name) or float(real.str.match(r"^0\d").mean()) >= 0.05:
                return ColumnKind.ID
            return ColumnKind.NUMERIC
        if float(real.str.fullmatch(_DATE).mean()) >= 0.8:
            return ColumnKind.DATE
    unique_share = distinct / n
    words = sample.str.count(r"\s+") + 1
    if words.mean() >= 3 or (sample.str.len().mean() >= 30 and unique_share >= 0.5):
        return ColumnKind.FREE_TEXT
    if _ID_NAME.search(name.strip()) or (n >= 20 and unique_share >= 0.98 and not words.gt(1).any()):
        return ColumnKind.ID
    return ColumnKind.CATEGORICAL
