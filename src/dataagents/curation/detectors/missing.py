"""Missing values, including disguised ones (``?``, ``NA``, ``-999``, empty strings) and zeros in columns
where zero is impossible (paper A.1.2 *missing-value*). What counts as missing depends on the column's
kind (``curation.columns``): "NA" in a column of country codes is Namibia, not a gap."""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import ClassVar

import pandas as pd

from dataagents.curation.columns import ColumnKind, missing_tokens
from dataagents.curation.dataset import DatasetView, Table
from dataagents.curation.detectors.base import MAX_COLUMNS, finding, numeric, row_evidence
from dataagents.curation.report import Finding
from dataagents.curation.taxonomy import Tag

# Physical quantities that cannot be zero for a living person / a real object.
NONZERO_COLUMNS = re.compile(
    r"(weight|height|waist|pulse|heart|bmi|blood.?pressure|bp|glucose|insulin|skin|age|length|width|area|"
    r"perimeter|radius|price|mass|temperature_k|pressure)",
    re.IGNORECASE,
)
PERIOD = re.compile(r"^(year|yr|season|period|quarter|month|wave|round)s?$", re.IGNORECASE)
PANEL_MIN_ROWS = 12
PANEL_MIN_PERIODS = 4
PANEL_SHORT = 0.5  # the last period has at most half the rows of the periods just before it
SENTINELS = {"-999", "-9999", "-99", "999999", "-1"}


class MissingValues:
    """Missing values a maintainer would fix: placeholders that tools read as real values (``-999`` among
    positive measurements, ``?`` or ``NA`` in a numeric column), zeros where zero is physically impossible,
    and (weakly) empty cells. Each column's kind decides which tokens mean "missing"; one finding per kind
    of gap lists every column and file that has it."""

    name: ClassVar[str] = "missing_values"
    tags: ClassVar[list[Tag]] = [Tag.DATA_PROBLEM, Tag.MISSING_VALUE]
    accepts: ClassVar[str] = (
        "a placeholder (-999, ?, NA in a numeric column) or an impossible zero standing in for a missing "
        "measurement; empty cells only as a weak note, and never a valid code such as NA (Namibia)"
    )

    def detect(self, view: DatasetView) -> Iterable[Finding]:
        for table in view.tables():
            df = table.df
            kinds = {str(c): table.column_kind(str(c)) for c in df.columns[:MAX_COLUMNS]}
            if view.is_large(table.name):
                yield from self._streamed(view, table, kinds)
                continue
            for col, kind in kinds.items():
                yield from self._column(table, col, kind)
            yield from self._last_period(table)

    def _last_period(self, table: Table) -> Iterable[Finding]:
        """A panel (one row per entity and period) whose last period has far fewer rows than the periods
        before it: a period added for one or two entities only, which a per-period mean or trend reads as
        a jump."""
        df = table.df
        if len(df) < PANEL_MIN_ROWS:
            return
        for col in df.columns[:MAX_COLUMNS]:
            if not PERIOD.search(str(col)):
                continue
            periods = numeric(df[col])
            if periods.isna().mean() > 0.05 or periods.nunique() < PANEL_MIN_PERIODS:
                continue
            counts = periods.value_counts().sort_index()
            before = counts.iloc[-PANEL_MIN_PERIODS:-1]
            last = counts.index[-1]
            if before.median() < 3 or counts.iloc[-1] > PANEL_SHORT * before.median():
                continue
            rows = list(df.index[periods == last])
            yield finding(
                self,
                f"The last period ({col} {last:g}) of {table.name} has {counts.iloc[-1]} row(s), "
                f"the periods before it about {before.median():g}",
                f"{table.name} has about {before.median():g} rows per {col} until {counts.index[-2]:g}, but only "
                f"{counts.iloc[-1]} for {last:g}: an incomplete last period that per-period summaries read "
                "as a real change.",
                row_evidence(table, rows, str(col)),
                severity=0.5,
                confidence=0.55,
                tags=[Tag.DATA_PROBLEM, Tag.MISSING_VALUE],
                fix=f"drop the incomplete {col} or complete it, and say so in the documentation",
            )
            return

    def _streamed(self, view: DatasetView, table: Table, kinds: dict[str, ColumnKind]) -> Iterable[Finding]:
        stats = view.stream_stats(table.name)
        for col, toks in (stats.missing_tokens if stats else {}).items():
            kind = kinds.get(col, ColumnKind.CATEGORICAL)
            toks = {t: n for t, n in toks.items() if t.strip().lower() in missing_tokens(kind)}
            if not toks:
                continue
            total = sum(toks.values())
            shown = ", ".join(f"'{t}' x{n}" for t, n in sorted(toks.items(), key=lambda kv: -kv[1])[:4])
            cells = table.df[col].astype(str).str.strip().str.lower() if col in table.df.columns else None
            first = [] if cells is None else list(cells.index[cells.isin(missing_tokens(kind))])[:3]
            yield finding(
                self,
                f"Missing values in column '{col}' of {table.name}",
                f"{total} of {stats.rows} cells are empty or missing-value tokens ({shown}).",
                row_evidence(table, first, col),
                severity=0.5,
                confidence=0.35,
                fix="use one explicit missing marker and document it",
                kind="Missing values",
                subject=f"column '{col}' of {table.name}",
            )

    def _column(self, table: Table, col: str, kind: ColumnKind) -> Iterable[Finding]:
        s = table.df[col].astype(str)
        tokens = s.str.strip()
        miss = tokens.str.lower().isin(missing_tokens(kind))
        nums = numeric(s)
        sent = pd.Series(False, index=s.index)
        if kind is ColumnKind.NUMERIC:
            sent = tokens.isin(SENTINELS)
            if sent.any():
                others = nums[~sent & nums.notna()]
                # a sentinel counts only when it is far outside the real values (-999 among positives,
                # 999999 far above the maximum); a column that reaches 999999 is not missing data
                neg = tokens.str.startswith("-")
                plausible = bool(len(others)) and (
                    (neg[sent].all() and others.min() >= 0)
                    or ((~neg[sent]).all() and nums[sent].min() > 10 * others.max())
                )
                sent = sent if plausible else pd.Series(False, index=s.index)
        subject = f"column '{col}' of {table.name}"
        # a cell of only spaces (often a no-break space) looks empty but is not: readers keep it as text
        blank = (tokens == "") & (s != "")
        miss = miss | blank
        empty = miss & (s == "")
        disguised = (miss & ~empty) | sent
        if disguised.any():
            rows = list(s.index[disguised])
            written = sorted(
                {t if t else _spelled(v) for t, v in zip(tokens[disguised], s[disguised], strict=True)}
            )
            share = len(rows) / len(s)
            # a placeholder read as a number (-999 in a mean) corrupts results; a text token is visible
            strong = kind is ColumnKind.NUMERIC
            yield finding(
                self,
                f"Disguised missing values ({', '.join(written[:4])}) in column '{col}' of {table.name}",
                f"{len(rows)} of {len(s)} values ({share:.1%}) in {kind.value} column '{col}' are "
                f"placeholders for missing data, written as {', '.join(written[:6])}; tools will read them "
                "as real values or silently drop them.",
                row_evidence(table, rows, col),
                severity=min(0.85, 0.55 + share),
                confidence=(0.75 if sent.any() else 0.6) if strong else 0.4,
                fix="replace with one explicit missing marker (empty/NaN) and document it",
                kind="Disguised missing values",
                subject=f"{subject} ({', '.join(written[:3])})",
            )
        if empty.any():
            rows = list(s.index[empty])
            share = len(rows) / len(s)
            yield finding(
                self,
                f"Empty cells in column '{col}' of {table.name}",
                f"{len(rows)} of {len(s)} values ({share:.1%}) in {kind.value} column '{col}' are empty.",
                row_evidence(table, rows, col),
                severity=min(0.6, 0.3 + share),
                # empty optional fields are common and usually intended: a weak note unless most are gone
                confidence=0.2 + 0.25 * min(1.0, share * 2),
                fix="document what an empty cell means, or fill it",
                kind="Empty cells",
                subject=subject,
            )
        if kind is ColumnKind.NUMERIC and NONZERO_COLUMNS.search(col):
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
                    confidence=0.65,
                    fix="treat the zeros as missing (NaN) and document the encoding",
                    kind="Impossible zeros",
                    subject=subject,
                )


def _spelled(cell: str) -> str:
    """A whitespace-only cell, named so a reader can see it ("no-break space x1")."""
    names = {" ": "space", "\xa0": "no-break space", "\t": "tab", "\u3000": "ideographic space"}
    kinds = sorted({names.get(ch, f"U+{ord(ch):04X}") for ch in cell})
    return f"whitespace-only cell ({', '.join(kinds)})"
