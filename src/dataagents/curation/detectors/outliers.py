"""Impossible values and extreme outliers in numeric columns (paper A.1.2 *wrong-value*)."""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import ClassVar

import numpy as np

from dataagents.curation.columns import ColumnKind
from dataagents.curation.dataset import DatasetView
from dataagents.curation.detectors.base import MAX_COLUMNS, finding, numeric, row_evidence
from dataagents.curation.report import Finding
from dataagents.curation.taxonomy import Tag

# name pattern -> (lowest possible, highest possible)
BOUNDS: list[tuple[re.Pattern[str], float, float]] = [
    (re.compile(r"^(age|age_years)$", re.I), 0, 122),
    (re.compile(r"(percent|pct|_rate$|proportion|share)", re.I), 0, 100),
    (
        re.compile(r"(count|number|num_|n_|weight|height|price|length|width|area|pulse|waist|radius)", re.I),
        0,
        np.inf,
    ),
    (re.compile(r"^(month)$", re.I), 1, 12),
    (re.compile(r"^(day)$", re.I), 1, 31),
    (re.compile(r"(latitude|^lat$)", re.I), -90, 90),
    (re.compile(r"(longitude|^lon$|^lng$)", re.I), -180, 180),
]
COORDINATES = re.compile(r"(latitude|longitude|^lat$|^lon$|^lng$|^long$|easting|northing)", re.I)
ROBUST_Z = 10.0  # |x - median| / (1.4826 * MAD): far beyond anything a normal tail produces
SENTINELS = {-999.0, -9999.0, -99.0, 999999.0}


class ImpossibleValues:
    """Reports a measurement outside its physical range or far beyond every other value, i.e. a unit or entry
    error."""

    name: ClassVar[str] = "impossible_values"
    tags: ClassVar[list[Tag]] = [Tag.DATA_PROBLEM, Tag.WRONG_VALUE]
    accepts: ClassVar[str] = (
        "a measurement outside its physical range or far beyond every other value, i.e. a unit or entry error"
    )

    def detect(self, view: DatasetView) -> Iterable[Finding]:
        for table in view.tables():
            for col in table.df.columns[:MAX_COLUMNS]:
                if table.column_kind(str(col)) is not ColumnKind.NUMERIC:
                    continue  # identifiers and codes have no range: their extremes are not errors
                nums = numeric(table.df[col])
                if nums.notna().mean() < 0.8 or nums.notna().sum() < 8:
                    continue
                nums = nums.where(~nums.isin(SENTINELS))  # sentinels are the missing-values detector's
                yield from self._bounds(table, str(col), nums)
                if not COORDINATES.search(str(col)):
                    # a place far from the others (an island airport) is not an entry error: coordinates
                    # are checked against their range only
                    yield from self._outliers(table, str(col), nums)

    def _bounds(self, table, col, nums) -> Iterable[Finding]:
        for rx, lo, hi in BOUNDS:
            if rx.search(col):
                bad = nums[(nums < lo) | (nums > hi)]
                if len(bad):
                    yield finding(
                        self,
                        f"Impossible values in column '{col}' of {table.name}",
                        f"{len(bad)} values of '{col}' fall outside [{lo}, {hi}] (e.g. {bad.iloc[0]:g}).",
                        row_evidence(table, list(bad.index), col),
                        severity=0.7,
                        fix="correct the values or mark them missing",
                    )
                return

    def _outliers(self, table, col, nums) -> Iterable[Finding]:
        x = nums.dropna()
        if x.nunique() < 8:
            return
        if (x > 0).all():
            x = np.log(x)  # positive measurements are usually right-skewed: judge outliers on the log scale
        med = x.median()
        mad = (x - med).abs().median() * 1.4826
        if mad == 0:
            return
        z = (x - med).abs() / mad
        out = z[z > ROBUST_Z].sort_values(ascending=False)
        if 0 < len(out) <= max(3, len(x) // 100):
            rows = list(out.index)
            yield finding(
                self,
                f"Extreme outlier(s) in column '{col}' of {table.name}",
                f"{len(out)} value(s) of '{col}' lie more than {ROBUST_Z:g} robust standard deviations "
                f"from the median (e.g. {nums[rows[0]]:g}); likely a unit or entry error.",
                row_evidence(table, rows, col),
                severity=0.5,
                fix="verify against the source",
            )
