"""Internal discrepancies within one file: a total column that is not the sum of its parts, a count column
that does not count its yes/no columns (paper A.1.2 *internal-discrepancy*)."""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterable
from typing import ClassVar

import numpy as np

from dataagents.curation.dataset import DatasetView
from dataagents.curation.detectors.base import MAX_COLUMNS, finding, numeric, row_evidence
from dataagents.curation.report import Finding
from dataagents.curation.taxonomy import Tag

TOTAL = re.compile(r"(^|_|\b)(total|sum|overall|all)(_|\b|$)", re.IGNORECASE)
YES = {"yes", "y", "true", "t", "1"}
NO = {"no", "n", "false", "f", "0"}
MAX_FLAGS = 14  # every subset of the yes/no columns is tried (2^14 sums per row at most)
COUNT_MIN_ROWS = 10
COUNT_SEARCH_ROWS = 500
COUNT_AGREE = 0.9  # the flags must explain nearly every row before the rest count as miscounts
AGREE = 0.6  # the parts must explain most rows before the rest count as discrepancies


class TotalsMismatch:
    """Reports a total column that does not equal the sum of its parts in some rows."""

    name: ClassVar[str] = "totals_mismatch"
    tags: ClassVar[list[Tag]] = [Tag.INTERNAL_DISCREPANCY, Tag.DATA_PROBLEM, Tag.WRONG_VALUE]
    accepts: ClassVar[str] = "a total column that does not equal the sum of its parts in some rows"

    def detect(self, view: DatasetView) -> Iterable[Finding]:
        for table in view.tables():
            if not view.is_large(table.name):
                yield from self._counts(table)
            df = table.df
            nums = {str(c): numeric(df[c]) for c in df.columns[:MAX_COLUMNS]}
            nums = {c: v for c, v in nums.items() if v.notna().mean() >= 0.9}
            for total in [c for c in nums if TOTAL.search(c)]:
                parts = [c for c in nums if c != total and not TOTAL.search(c)]
                if len(parts) < 2 or len(parts) > 12:
                    continue
                best = self._best_subset(nums, total, parts)
                if best is None:
                    continue
                subset, ok = best
                bad = list(np.flatnonzero(~ok))
                rows = [df.index[i] for i in bad]
                yield finding(
                    self,
                    f"'{total}' is not the sum of {' + '.join(subset)} in {table.name}",
                    f"In {ok.sum()} of {len(ok)} rows '{total}' equals {' + '.join(subset)}, but in "
                    f"{len(bad)} rows it does not.",
                    row_evidence(table, rows, total),
                    severity=0.7,
                    fix=f"recompute '{total}' from its parts or correct the parts",
                )

    def _counts(self, table) -> Iterable[Finding]:
        """A count column that equals the number of yes/true flags among some yes/no columns in most rows
        but not in a few: the count was not updated when a flag changed (or the reverse)."""
        df = table.df
        n = len(df)
        if n < COUNT_MIN_ROWS:
            return
        flags: dict[str, np.ndarray] = {}
        for c in df.columns[:MAX_COLUMNS]:
            cells = df[c].astype(str).str.strip().str.lower()
            if cells.isin(YES | NO).mean() >= 0.95 and cells.isin(YES).any() and cells.isin(NO).any():
                flags[str(c)] = cells.isin(YES).to_numpy(dtype=float)
        if len(flags) < 2 or len(flags) > MAX_FLAGS:
            return
        names = list(flags)
        matrix = np.stack([flags[c] for c in names], axis=1).astype(np.int16)  # rows x flags
        masks = (np.arange(1, 2 ** len(names))[:, None] >> np.arange(len(names))) & 1  # subsets x flags
        masks = masks[masks.sum(axis=1) >= 2].astype(np.int16)
        # the subset is chosen on the first rows (rows x subsets stays small), then checked on every row
        head = matrix[:COUNT_SEARCH_ROWS] @ masks.T
        for c in df.columns[:MAX_COLUMNS]:
            if str(c) in flags:
                continue
            vals = numeric(df[c])
            if vals.isna().mean() > 0.05 or vals.nunique() < 3:
                continue
            v = vals.to_numpy(dtype=float)
            counts_like = (v >= 0) & (v <= len(names)) & (v == np.round(v))  # a miscount may fall outside
            counted = v > 0
            # a column of mostly zeros (or of measurements) agrees with any rarely set flags by chance
            if counts_like.mean() < COUNT_AGREE or counted.sum() < COUNT_MIN_ROWS // 2:
                continue
            if (v[counted] == np.round(v[counted])).mean() < COUNT_AGREE:
                continue
            best = int(np.argmax((head == v[:COUNT_SEARCH_ROWS, None]).mean(axis=0)))
            total = matrix @ masks[best]
            agree = float((total == v).mean())
            if not COUNT_AGREE <= agree < 1.0 or (total[counted] == v[counted]).mean() < COUNT_AGREE:
                continue
            subset = [names[i] for i in np.flatnonzero(masks[best])]
            bad = np.flatnonzero(total != v)
            rows = [df.index[i] for i in bad]
            yield finding(
                self,
                f"'{c}' does not count the yes flags of {', '.join(subset[:4])}"
                + (f" and {len(subset) - 4} more" if len(subset) > 4 else "")
                + f" in {len(bad)} row(s) of {table.name}",
                f"In {len(v) - len(bad)} of {len(v)} rows '{c}' equals the number of {', '.join(subset)} marked "
                f"yes/true; in {len(bad)} row(s) it does not.",
                row_evidence(table, rows, str(c)),
                severity=0.7,
                confidence=0.75,
                fix=f"recount '{c}' or correct the flags",
            )

    @staticmethod
    def _best_subset(nums, total, parts):
        t = nums[total].to_numpy(dtype=float)
        best = None
        for k in range(2, min(len(parts), 6) + 1):
            for subset in itertools.combinations(parts, k):
                s = np.sum([nums[c].to_numpy(dtype=float) for c in subset], axis=0)
                ok = np.isclose(s, t, rtol=1e-6, atol=0.011)
                if AGREE <= ok.mean() < 1.0 and (best is None or ok.mean() > best[1].mean()):
                    best = (list(subset), ok)
        return best
