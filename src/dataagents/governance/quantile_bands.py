"""Labels by a numeric column's own spread: "split the schools into quarters by average teacher salary: top
quarter for the best-paid quarter of the schools, bottom quarter for the worst-paid quarter, and middle for the half
in between". Each label names a part of the rows ranked by the column (the top or bottom share, said as a quarter,
a third, a tenth, a half or a percentage), and one label may take the rest. The parts are conditions against the
column's own quantiles (linear between the two nearest values), which the verifier checks row by row."""

from __future__ import annotations

import re
from dataclasses import dataclass

from dataagents.governance.schema_link import TableInfo, find_columns
from dataagents.governance.spec import Condition, LabelByConditions, LabelCase

# the share of the rows a part names
_SHARES = {
    "half": 1 / 2,
    "halves": 1 / 2,
    "third": 1 / 3,
    "thirds": 1 / 3,
    "tercile": 1 / 3,
    "terciles": 1 / 3,
    "quarter": 1 / 4,
    "quarters": 1 / 4,
    "quartile": 1 / 4,
    "quartiles": 1 / 4,
    "fifth": 1 / 5,
    "fifths": 1 / 5,
    "quintile": 1 / 5,
    "quintiles": 1 / 5,
    "tenth": 1 / 10,
    "tenths": 1 / 10,
    "decile": 1 / 10,
    "deciles": 1 / 10,
}
_SHARE_WORD = "|".join(sorted(_SHARES, key=len, reverse=True))
# the rows ranked into parts: "split the schools into quarters by average salary", "put the towns in quartiles of
# population", "divide the players into thirds according to their score"
_SPLIT = re.compile(
    rf"\b(?:split|divide|break|group|sort|put|place|rank|band|bin|cut)\w*\s+(?:[\w'-]+\s+){{0,5}}?(?:into|in)\s+"
    rf"(?:(?:four|three|five|ten|two)\s+)?(?:equal\s+)?(?P<parts>{_SHARE_WORD})\s+"
    r"(?:by|of|on|according to|based on|going by)\s+(?:the\s+|their\s+|its\s+|his\s+|her\s+)?(?P<measure>[^,:;.]+)",
    re.IGNORECASE,
)
# "top quarter for the best-paid quarter of the schools": a label for a part
_FOR_PART = re.compile(
    r"^(?:and\s+|or\s+)?(?P<label>[\w' -]+?)\s+for\s+(?:the\s+|those\s+in\s+the\s+)?(?P<part>.+)$", re.I
)
_HIGH = re.compile(
    r"\b(?:top|highest|upper|largest|biggest|greatest|most|best(?=-)|richest|highest-\w+|most-\w+)\b", re.I
)
_LOW = re.compile(
    r"\b(?:bottom|lowest|lower|smallest|least|fewest|worst(?=-)|poorest|lowest-\w+|least-\w+)\b", re.I
)
_REST = re.compile(
    r"^(?:(?:the\s+)?(?:rest|others|remainder|remaining\s+\w+)|everyone else|everything else|all (?:the )?others|"
    r"(?:the\s+)?(?:\w+\s+){0,2}(?:in between|in the middle|between (?:them|the two))|(?:the\s+)?middle(?:\s+\w+){0,2})\b",
    re.I,
)
_PERCENT = re.compile(r"\b(\d{1,2}(?:\.\d+)?)\s*(?:%|per ?cent)")


@dataclass(frozen=True)
class QuantileBands:
    label: LabelByConditions
    spans: list[tuple[int, int]]  # characters of the clause the reading took


def _share(part: str) -> float | None:
    pct = _PERCENT.search(part)
    if pct:
        return float(pct.group(1)) / 100
    said = [_SHARES[w.lower()] for w in re.findall(rf"\b(?:{_SHARE_WORD})\b", part, re.I)]
    return said[0] if len(said) == 1 else None


def quantile_band_label(text: str, table: TableInfo, target: str | None) -> QuantileBands | None:
    """The label a clause asks for by parts of the rows ranked by one numeric column, or None when it says no
    ranking into parts, names no one numeric column, or gives a part no direction and share."""
    split = _SPLIT.search(text)
    if split is None or target is None or table.column(target) is not None:
        return None
    measure = [
        m.column
        for m in find_columns(split.group("measure"), table)
        if m.score >= 0.7 and (info := table.column(m.column)) is not None and info.kind == "numeric"
    ]
    if len(set(measure)) != 1:
        return None
    column = measure[0]
    colon = text.find(":", split.end())
    if colon < 0:
        return None
    items = [
        i.strip()
        for i in re.split(r"\s*[,;]\s*|\s+and\s+(?=[\w' -]+\s+for\b)", text[colon + 1 :].strip(" ."))
    ]
    highs: list[tuple[str, float]] = []
    lows: list[tuple[str, float]] = []
    rest: str | None = None
    for item in filter(None, items):
        m = _FOR_PART.match(item)
        if m is None:
            return None
        label, part = m.group("label").strip(), m.group("part").strip()
        if _REST.match(part):
            if rest is not None:
                return None
            rest = label
            continue
        share = _share(part)
        high, low = bool(_HIGH.search(part)), bool(_LOW.search(part))
        if share is None or high == low:
            return None
        (highs if high else lows).append((label, share))
    if (
        len(highs) > 1
        or len(lows) > 1
        or not (highs or lows)
        or (rest is None and len(highs) + len(lows) < 2)
    ):
        return None
    taken = sum(s for _, s in highs + lows)
    if taken > 1 + 1e-9 or (rest is None and abs(taken - 1) > 1e-9):
        return None
    cases = [
        LabelCase(
            label=label, conditions=[Condition(column=column, op="above_quantile", value=round(1 - s, 6))]
        )
        for label, s in highs
    ] + [
        LabelCase(label=label, conditions=[Condition(column=column, op="below_quantile", value=round(s, 6))])
        for label, s in lows
    ]
    return QuantileBands(
        LabelByConditions(target=target, cases=cases, default=rest), [(split.start(), len(text))]
    )
