"""Internal discrepancies within one file: a total column that is not the sum of its parts
(paper A.1.2 *internal-discrepancy*)."""

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
AGREE = 0.6  # the parts must explain most rows before the rest count as discrepancies


class TotalsMismatch:
    """Reports a total column that does not equal the sum of its parts in some rows."""

    name: ClassVar[str] = "totals_mismatch"
    tags: ClassVar[list[Tag]] = [Tag.INTERNAL_DISCREPANCY, Tag.DATA_PROBLEM, Tag.WRONG_VALUE]
    accepts: ClassVar[str] = "a total column that does not equal the sum of its parts in some rows"

    def detect(self, view: DatasetView) -> Iterable[Finding]:
        for table in view.tables():
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
