"""Keeping what a model reads within its budget: tokens of a text, the first view (rich to lean) that fits,
a text cut to fit, and a value clipped to one bounded line.

Every renderer (tables, text, workbooks, zips) shares these; they sit below the renderers so that
``render`` may dispatch to the workbook and archive renderers without those importing ``render`` back.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable
from typing import Any

import pandas as pd


def count_tokens(text: str) -> int:
    """Tokens of ``text`` as a model counts them (o200k, offline)."""
    # Imported when first counted: importing dataagents.llm loads inspect_ai, which reading a file must not.
    from dataagents.llm.tokens import count_tokens as _count

    return _count(text)


def fit(views: Iterable[Callable[[], str]], budget_tokens: int) -> str:
    """First view (rich → lean) within budget; the leanest is cut to fit if none does."""
    last = ""
    for view in views:
        last = view()
        if count_tokens(last) <= budget_tokens:
            return last
    return truncate_to_tokens(last, budget_tokens)


def truncate_to_tokens(text: str, budget_tokens: int) -> str:
    marker = "\n… [truncated to fit the token budget]"
    room = max(budget_tokens - count_tokens(marker), 1)
    lo, hi = 0, len(text)
    while lo < hi:  # longest prefix that fits, by binary search on characters
        mid = (lo + hi + 1) // 2
        if count_tokens(text[:mid]) <= room:
            lo = mid
        else:
            hi = mid - 1
    out = text[:lo].rsplit("\n", 1)[0] + marker if "\n" in text[:lo] else text[:lo] + marker
    while count_tokens(out) > budget_tokens and len(out) > len(marker):
        out = out[: len(out) - len(marker) - max(1, (len(out) - len(marker)) // 10)] + marker
    return out if count_tokens(out) <= budget_tokens else marker.strip()[: max(budget_tokens, 0) * 3]


def fmt_value(v: Any, width: int = 40) -> str:
    if v is None or (isinstance(v, float) and pd.isna(v)) or v is pd.NA or v is pd.NaT:
        return ""
    if isinstance(v, float):
        s = f"{v:.6g}"
    elif isinstance(v, (list, dict)):
        s = json.dumps(v, default=str, ensure_ascii=False)
    else:
        s = str(v)
    s = s.replace("\n", "⏎").replace("|", "¦")
    return s if len(s) <= width else s[: max(width - 1, 1)] + "…"
