"""Data leakage: rows shared between train and test splits, a target copied into a feature
(paper A.1.2 *data-leakage*)."""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import ClassVar

import pandas as pd

from dataagents.curation.dataset import DatasetView
from dataagents.curation.detectors.base import MAX_COLUMNS, finding, label_column, row_evidence
from dataagents.curation.report import Finding
from dataagents.curation.taxonomy import Tag

TRAIN = re.compile(r"train", re.I)
MIN_CLASS_ROWS = 5  # every class needs this many rows before a feature can be said to copy the target
HELDOUT = re.compile(r"(test|valid|val|dev|holdout|eval)", re.I)


class Leakage:
    """Reports the same example in train and test, or a feature that encodes the target."""

    name: ClassVar[str] = "leakage"
    tags: ClassVar[list[Tag]] = [Tag.DATA_PROBLEM, Tag.DATA_LEAKAGE]
    accepts: ClassVar[str] = "the same example in train and test, or a feature that encodes the target"

    def detect(self, view: DatasetView) -> Iterable[Finding]:
        tables = {t.name: t for t in view.tables()}
        trains = [t for n, t in tables.items() if TRAIN.search(n.split("/")[-1])]
        helds = [t for n, t in tables.items() if HELDOUT.search(n.split("/")[-1]) and not TRAIN.search(n)]
        for tr in trains:
            for te in helds:
                if list(tr.df.columns) != list(te.df.columns):
                    continue
                keys = pd.util.hash_pandas_object(tr.df, index=False)
                kt = pd.util.hash_pandas_object(te.df, index=False)
                shared = kt.isin(set(keys.tolist()))
                if shared.any():
                    rows = list(te.df.index[shared])
                    n = int(shared.sum())
                    yield finding(
                        self,
                        f"{n} rows of {te.name} also appear in {tr.name}",
                        f"{n} of {len(te.df)} held-out rows ({n / len(te.df):.1%}) are exact copies of "
                        "training rows; evaluation scores on this split are inflated.",
                        row_evidence(te, rows),
                        severity=0.8,
                        fix=f"remove the shared rows from {te.name} (or from {tr.name})",
                    )
        for t in tables.values():
            yield from self._target_copy(t)

    def _target_copy(self, t) -> Iterable[Finding]:
        label = label_column(t)
        if label is None or len(t.df) < 10:
            return
        y = t.df[label].astype(str)
        if y.nunique() > len(y) // 2:
            # with (nearly) one label per row, any unique column "maps one to one" onto it (a text and
            # its translation): that says nothing about leakage
            return
        classes = y.value_counts()
        if len(classes) < 2 or classes.min() < MIN_CLASS_ROWS:
            return  # a class of one or two rows coincides with any rare feature value
        for c in t.df.columns[:MAX_COLUMNS]:
            if str(c) == label:
                continue
            x = t.df[c].astype(str)
            if x.nunique() < 2:
                continue
            # a feature that determines the label exactly, one value per class: a renamed copy of the target
            per_x = y.groupby(x).nunique()
            per_y = x.groupby(y).nunique()
            if (per_x == 1).all() and (per_y == 1).all():
                yield finding(
                    self,
                    f"Feature '{c}' is a copy of the target '{label}' in {t.name}",
                    f"Each value of '{c}' maps to exactly one value of '{label}' and back; the target "
                    "leaks into the features and any model will look perfect.",
                    row_evidence(t, list(range(min(3, len(t.df)))), str(c)),
                    severity=0.8,
                    fix=f"drop '{c}' from the features",
                )
