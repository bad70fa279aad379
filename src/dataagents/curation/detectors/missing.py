"""Missing values, including disguised ones (``?``, ``NA``, ``-999``, empty strings) and zeros in columns
where zero is impossible (paper A.1.2 *missing-value*)."""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import ClassVar

from dataagents.curation.dataset import DatasetView
from dataagents.curation.detectors.base import MAX_COLUMNS, finding, is_missing_token, numeric, row_evidence
from dataagents.curation.report import Finding
from dataagents.curation.taxonomy import Tag

# Physical quantities that cannot be zero for a living person / a real object.
NONZERO_COLUMNS = re.compile(
    r"(weight|height|waist|pulse|heart|bmi|blood.?pressure|bp|glucose|insulin|skin|age|length|width|area|"
    r"perimeter|radius|price|mass|temperature_k|pressure)",
    re.IGNORECASE,
)
SENTINELS = {"-999", "-9999", "-99", "999999", "-1"}


class MissingValues:
    name: ClassVar[str] = "missing_values"
    tags: ClassVar[list[Tag]] = [Tag.DATA_PROBLEM, Tag.MISSING_VALUE]

    def detect(self, view: DatasetView) -> Iterable[Finding]:
        for table in view.tables():
            df = table.df
            if view.is_large(table.name):
                stats = view.stream_stats(table.name)
                for col, toks in (stats.missing_tokens if stats else {}).items():
                    total = sum(toks.values())
                    shown = ", ".join(
                        f"'{t}' x{n}" for t, n in sorted(toks.items(), key=lambda kv: -kv[1])[:4]
                    )
                    first = df.index[df[col].map(is_missing_token)] if col in df.columns else []
                    yield finding(
                        self,
                        f"Missing values in column '{col}' of {table.name}",
                        f"{total} of {stats.rows} cells are empty or missing-value tokens ({shown}).",
                        row_evidence(table, list(first)[:3], col),
                        severity=0.5,
                        fix="use one explicit missing marker and document it",
                    )
                continue
            for col in df.columns[:MAX_COLUMNS]:
                yield from self._column(table, str(col))

    def _column(self, table, col: str) -> Iterable[Finding]:
        s = table.df[col].astype(str)
        nums = numeric(s)
        numeric_col = nums.notna().mean() >= 0.8
        tokens = s.str.strip()
        miss = tokens.map(is_missing_token)
        # a sentinel like -999 counts only in a numeric column where it is far from the other values
        if numeric_col:
            sent = tokens.isin(SENTINELS)
            if sent.any():
                others = nums[~sent & nums.notna()]
                # a sentinel counts only when it is far outside the real values (-999 among positives,
                # 999999 far above the maximum); an id column that reaches 999999 is not missing data
                neg = tokens.str.startswith("-")
                plausible = bool(len(others)) and (
                    (neg[sent].all() and others.min() >= 0)
                    or ((~neg[sent]).all() and nums[sent].min() > 10 * others.max())
                )
                miss = (miss | sent) if plausible else (miss & ~sent)
        if miss.any():
            rows = list(s.index[miss])
            kinds = sorted({t if t else "(empty)" for t in tokens[miss]})
            disguised = [k for k in kinds if k != "(empty)"]
            title = (
                f"Disguised missing values ({', '.join(disguised[:4])}) in column '{col}' of {table.name}"
                if disguised
                else f"Empty cells in column '{col}' of {table.name}"
            )
            share = len(rows) / len(s)
            yield finding(
                self,
                title,
                f"{len(rows)} of {len(s)} values ({share:.1%}) in '{col}' are missing"
                + (f", written as {', '.join(kinds)}" if kinds else "")
                + "; tools will read them as real values or silently drop them.",
                row_evidence(table, rows, col),
                severity=min(0.85, 0.45 + share),
                fix="replace with one explicit missing marker (empty/NaN) and document it",
            )
        if numeric_col and NONZERO_COLUMNS.search(col):
            zeros = nums == 0
            if zeros.any() and zeros.mean() < 0.5 and (nums[nums.notna() & ~zeros] > 0).all():
                rows = list(s.index[zeros])
                yield finding(
                    self,
                    f"Zeros where zero is impossible in column '{col}' of {table.name}",
                    f"{len(rows)} rows have {col} = 0 while all other values are positive; a zero "
                    f"{col} is physically impossible and most likely encodes a missing measurement.",
                    row_evidence(table, rows, col),
                    severity=0.6,
                    fix="treat the zeros as missing (NaN) and document the encoding",
                )
