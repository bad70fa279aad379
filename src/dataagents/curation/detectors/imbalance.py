"""Class imbalance in a label column: a class so rare that a model trained on the file will hardly learn
it, and accuracy-style metrics hide the failure.

Rule (cleanlab ``Datalab``'s ``ClassImbalanceIssueManager``, default ``threshold=0.1``): with K classes, a
class whose share of the rows is below ``threshold / K`` — i.e. under a tenth of its fair share 1/K — is
imbalanced. cleanlab reports only the rarest class; here every class under the bound is reported (one
finding per label column), since each one is under-represented. cleanlab is not a dependency: the rule
needs only the label counts.

A rare value that is a misspelling, a number among text labels or a blank is a *format* anomaly, already
reported by ``labels.LabelAnomalies``; those are not reported again here.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import ClassVar

import pandas as pd

from dataagents.curation.dataset import DatasetView, Table
from dataagents.curation.detectors.base import finding, label_column, numeric, row_evidence
from dataagents.curation.detectors.labels import LabelAnomalies
from dataagents.curation.report import Finding
from dataagents.curation.taxonomy import Tag

THRESHOLD = 0.1  # cleanlab's default: a class below THRESHOLD * (1/K) of the rows is imbalanced
MIN_ROWS = 20  # fewer rows say nothing about a class distribution
MAX_CLASSES = 50  # more distinct values than this is not a class label


class ClassImbalance:
    """Reports a label class so rare (below 0.1/K of the rows) that models and metrics ignore it."""

    name: ClassVar[str] = "class_imbalance"
    tags: ClassVar[list[Tag]] = [Tag.DATA_PROBLEM]
    accepts: ClassVar[str] = (
        "a label class so rare (below 0.1/K of the rows) that models and metrics ignore it"
    )

    def detect(self, view: DatasetView) -> Iterable[Finding]:
        for table in view.tables():
            col = label_column(table)
            if col is None or len(table.df) < MIN_ROWS:
                continue
            labels = table.df[col].astype(str)
            counts = labels.value_counts()
            k = len(counts)
            if k < 2 or k > MAX_CLASSES:
                continue
            bound = THRESHOLD / k
            rare = [(v, int(n)) for v, n in counts.items() if n / len(labels) < bound]
            rare = [(v, n) for v, n in rare if not _format_anomaly(v, labels, counts)]
            if rare:
                yield self._finding(table, col, labels, counts, rare, bound)

    def _finding(
        self,
        table: Table,
        col: str,
        labels: pd.Series,
        counts: pd.Series,
        rare: list[tuple[str, int]],
        bound: float,
    ) -> Finding:
        n = len(labels)
        dist = ", ".join(f"'{v}': {c}" for v, c in counts.items())
        named = ", ".join(f"'{v}' ({c} of {n} rows, {c / n:.1%})" for v, c in rare)
        # evidence: the rows of the rarest classes, verbatim, located by line and column
        rows = [i for v, _ in sorted(rare, key=lambda r: r[1]) for i in labels.index[labels == v][:2]]
        return finding(
            self,
            f"Class imbalance in column '{col}' of {table.name}: {named}",
            f"Label counts in column '{col}' of {table.name}: {dist}. With {len(counts)} classes a class "
            f"below {bound:.2%} of the rows (a tenth of its fair share 1/{len(counts)}, cleanlab's rule) is "
            f"under-represented: {named}.",
            row_evidence(table, rows, col),
            severity=0.35,
            fix="collect more examples of the rare class(es), or document the imbalance and use "
            "stratified splits and class-aware metrics",
        )


def _format_anomaly(value: str, labels: pd.Series, counts: pd.Series) -> bool:
    """The values ``LabelAnomalies`` reports (its exact conditions): at most 2 rows, not a frequent label,
    and a near-twin of a frequent label, a number among text labels, or a blank."""
    frequent = [v for v, n in counts.items() if n >= max(3, 0.05 * len(labels))]
    if value in frequent or counts[value] > 2:
        return False
    if not value.strip() or LabelAnomalies._twin(value, frequent) is not None:
        return True
    is_num = numeric(labels).notna()
    return bool(is_num.mean() < 0.5 and is_num[labels == value].all())
