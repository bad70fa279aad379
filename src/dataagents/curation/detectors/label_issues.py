"""Likely wrong labels, found the confident-learning way (the idea behind cleanlab's label issues):
out-of-fold class probabilities from a simple model on the numeric features; a row whose given label gets
a very low probability while another class is near-certain is a label issue (paper A.1.2
*data-problem/wrong-value*, *hidden-corruption*). cleanlab itself is not a dependency: scikit-learn's
cross-validated probabilities give the same self-confidence signal for tabular data."""

from __future__ import annotations

from collections.abc import Iterable
from typing import ClassVar

import numpy as np

from dataagents.curation.dataset import DatasetView
from dataagents.curation.detectors.base import MAX_COLUMNS, finding, label_column, numeric, row_evidence
from dataagents.curation.report import Finding
from dataagents.curation.taxonomy import Tag

SELF_CONFIDENCE = 0.05  # probability of the given label below this ...
OTHER_CONFIDENCE = 0.9  # ... while another class is at least this likely
MAX_ROWS = 20_000
MAX_SHARE = 0.05  # more flags than this means the features do not explain the label: report nothing


class LabelIssues:
    """Reports a row whose label disagrees with the label its features predict (a likely mislabel)."""

    name: ClassVar[str] = "label_issues"
    tags: ClassVar[list[Tag]] = [Tag.DATA_PROBLEM, Tag.WRONG_VALUE, Tag.HIDDEN_CORRUPTION]
    accepts: ClassVar[str] = (
        "a row whose label disagrees with the label its features predict (a likely mislabel)"
    )

    def detect(self, view: DatasetView) -> Iterable[Finding]:
        for table in view.tables():
            col = label_column(table)
            if col is None or len(table.df) < 30:
                continue
            df = table.df.head(MAX_ROWS)
            y = df[col].astype(str)
            counts = y.value_counts()
            if len(counts) < 2 or len(counts) > 20 or counts.min() < 3:
                continue
            feats = {c: numeric(df[c]) for c in df.columns[:MAX_COLUMNS] if str(c) != col}
            feats = {c: v for c, v in feats.items() if v.notna().mean() >= 0.95}
            if len(feats) < 2:
                continue
            yield from self._flag(
                table, col, y, np.column_stack([v.fillna(v.median()) for v in feats.values()])
            )

    def _flag(self, table, col, y, x) -> Iterable[Finding]:
        from sklearn.linear_model import LogisticRegression
        from sklearn.model_selection import StratifiedKFold, cross_val_predict
        from sklearn.pipeline import make_pipeline
        from sklearn.preprocessing import StandardScaler

        folds = int(min(5, y.value_counts().min()))
        model = make_pipeline(StandardScaler(), LogisticRegression(max_iter=500))
        proba = cross_val_predict(
            model, x, y, cv=StratifiedKFold(folds, shuffle=True, random_state=0), method="predict_proba"
        )
        classes = np.array(sorted(y.unique()))
        given = proba[np.arange(len(y)), np.searchsorted(classes, y.to_numpy())]
        best = proba.argmax(axis=1)
        flagged = np.flatnonzero((given < SELF_CONFIDENCE) & (proba.max(axis=1) >= OTHER_CONFIDENCE))
        if len(flagged) == 0 or len(flagged) > MAX_SHARE * len(y):
            return
        rows = [int(i) for i in flagged[np.argsort(given[flagged])]]
        examples = "; ".join(
            f"row {i + 1}: '{y.iloc[i]}' but looks like '{classes[best[i]]}' (p={proba[i, best[i]]:.2f})"
            for i in rows[:4]
        )
        yield finding(
            self,
            f"{len(rows)} likely wrong label(s) in column '{col}' of {table.name}",
            f"Out-of-fold class probabilities from the numeric features contradict the given label: "
            f"{examples}.",
            row_evidence(table, rows, col),
            severity=0.6,
            fix="check these rows against the source and correct their labels",
        )
