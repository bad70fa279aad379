"""Target/label format anomalies: a label written differently from the others (a typo, another case,
a number among names), rare label variants (paper A.1.2 *apparent-corruption*: "apparently wrong target
format compared to other targets in the same file")."""

from __future__ import annotations

from collections.abc import Iterable
from typing import ClassVar

from rapidfuzz import fuzz
from rapidfuzz.distance import OSA

from dataagents.curation.dataset import DatasetView
from dataagents.curation.detectors.base import finding, label_column, numeric, row_evidence
from dataagents.curation.report import Finding
from dataagents.curation.taxonomy import Tag

SIMILAR = 80  # rapidfuzz ratio above which a rare label is a variant of a frequent one


def _other_word(a: str, b: str) -> bool:
    """Labels that are the same words but one, and that one is a different word (not one letter off)."""
    wa, wb = a.split(), b.split()
    if len(wa) != len(wb) or len(wa) < 2:
        return False
    diff = [(x, y) for x, y in zip(wa, wb, strict=True) if x != y]
    return len(diff) == 1 and not (min(map(len, diff[0])) >= 4 and OSA.distance(*diff[0]) <= 1)


class LabelAnomalies:
    """Reports a label spelled differently from the rest of its class (a typo that creates a
    spurious class)."""

    name: ClassVar[str] = "label_anomalies"
    tags: ClassVar[list[Tag]] = [Tag.DATA_PROBLEM, Tag.APPARENT_CORRUPTION, Tag.WRONG_FORMAT]
    accepts: ClassVar[str] = (
        "a label spelled differently from the rest of its class (a typo that creates a spurious class)"
    )

    def detect(self, view: DatasetView) -> Iterable[Finding]:
        for table in view.tables():
            col = label_column(table)
            if col is None:
                continue
            s = table.df[col].astype(str)
            counts = s.value_counts()
            if len(counts) < 2 or len(counts) > 50:
                continue
            frequent = [v for v, n in counts.items() if n >= max(3, 0.05 * len(s))]
            for value, n in counts.items():
                if value in frequent or n > 2:
                    continue
                twin = self._twin(value, frequent)
                is_num = numeric(s).notna()
                odd_type = bool(is_num.mean() < 0.5 and is_num[s == value].all())
                if twin is None and not odd_type and value.strip():
                    continue
                rows = list(s.index[s == value])
                why = (
                    f"looks like a misspelling of the frequent label '{twin}'"
                    if twin
                    else "is a number among text labels"
                    if odd_type
                    else "is blank"
                )
                yield finding(
                    self,
                    f"Anomalous label '{value}' in column '{col}' of {table.name}",
                    f"The label '{value}' appears {n} time(s) and {why}; it creates a spurious class.",
                    row_evidence(table, rows, col),
                    severity=0.7,
                    fix=f"correct it to '{twin}'" if twin else "correct or remove the row's label",
                    kind="Anomalous labels",
                    subject=f"'{value}' in column '{col}' of {table.name}",
                )

    @staticmethod
    def _twin(value: str, frequent: list[str]) -> str | None:
        best, score = None, 0.0
        for f in frequent:
            if f == value:
                continue
            a, b = f.strip().lower(), value.strip().lower()
            if _other_word(a, b):
                continue  # "Territory of US" beside "Territory of GB": another category, not a slip
            # same word in another case, a close spelling, or one transposition ("dgo" for "dog")
            r = (
                100.0
                if a == b or (min(len(a), len(b)) >= 3 and OSA.distance(a, b) <= 1)
                else fuzz.ratio(a, b)
            )
            if r > score:
                best, score = f, r
        return best if score >= SIMILAR else None
