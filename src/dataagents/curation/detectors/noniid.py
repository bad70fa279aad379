"""Non-IID row order: rows that are close in feature space sit close together in the file (sorted by
class, drift, batches appended one after another), so a head/tail split or a row-order k-fold gives
biased train/test sets.

Method (cleanlab ``Datalab``'s ``NonIIDIssueManager``, its defaults): the k = 10 nearest neighbours of
each row in standardised numeric-feature space; the distances |i - j| between a row's index and its
neighbours' indices; the Kolmogorov-Smirnov statistic between their distribution and the distribution
of index distances of random pairs (P(d) = 2(N - d) / (N(N - 1))); a permutation test over 25 random row
orders (seed 0) gives the p-value; p < 0.05 is non-IID. cleanlab smooths the permuted statistics with a
KDE; here the p-value is the plain permutation estimate (1 + #{permuted >= observed}) / (1 + 25), whose
smallest value 1/26 is below 0.05. cleanlab is not a dependency.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import ClassVar

import numpy as np

from dataagents.curation.columns import ColumnKind
from dataagents.curation.dataset import DatasetView, Table
from dataagents.curation.detectors.base import MAX_COLUMNS, finding, label_column, numeric, row_evidence
from dataagents.curation.report import Finding
from dataagents.curation.taxonomy import Tag

K = 10
PERMUTATIONS = 25
SIGNIFICANCE = 0.05
MIN_ROWS = 50
MAX_ROWS = 5_000  # the head of bigger tables: enough to see an ordering, cheap to search
MIN_KS = 0.2  # an effect size floor: a tiny but "significant" ordering is not worth a finding


def ks_statistic(dist: np.ndarray, n: int) -> float:
    """KS distance between the index distances ``dist`` (1..n-1) and those of uniformly random pairs."""
    d = np.arange(1, n)
    background = np.cumsum(2.0 * (n - d) / (n * (n - 1)))
    observed = np.cumsum(np.bincount(dist, minlength=n)[1:n]) / len(dist)
    return float(np.max(np.abs(observed - background)))


def non_iid_test(x: np.ndarray, seed: int = 0) -> tuple[float, float, np.ndarray]:
    """(KS statistic, permutation p-value, neighbour indices) for the rows of ``x`` in file order."""
    from sklearn.neighbors import NearestNeighbors

    n = len(x)
    k = min(K, n - 1)
    nbrs = NearestNeighbors(n_neighbors=k + 1).fit(x).kneighbors(x, return_distance=False)
    # drop each row itself (an exact duplicate may come first instead: drop the row's own index)
    nb = np.array([[j for j in row if j != i][:k] for i, row in enumerate(nbrs)])
    idx = np.arange(n)[:, None]
    stat = ks_statistic(np.abs(idx - nb).ravel(), n)
    rng = np.random.default_rng(seed)
    perm_stats = []
    for _ in range(PERMUTATIONS):
        p = rng.permutation(n)
        perm_stats.append(ks_statistic(np.abs(p[:, None] - p[nb]).ravel(), n))
    p_value = (1 + sum(s >= stat for s in perm_stats)) / (1 + PERMUTATIONS)
    return stat, p_value, nb


def _ordered_on_purpose(df) -> bool:
    """The file is sorted by one of its own columns (a rank, a year, a date): the row order is stated in the
    data, readers know it, and it is not the hidden ordering this check is for."""
    for c in df.columns[:MAX_COLUMNS]:
        v = numeric(df[c])
        if v.notna().mean() < 0.95 or v.nunique() < SORTED_MIN_DISTINCT:
            continue
        step = v.dropna().diff().dropna()
        if (step >= 0).all() or (step <= 0).all():
            return True
    return False


SORTED_MIN_DISTINCT = 5


class NonIID:
    """Reports rows ordered by class or time so that a head/tail split or k-fold without
    shuffling is biased."""

    name: ClassVar[str] = "non_iid"
    tags: ClassVar[list[Tag]] = [Tag.DATA_PROBLEM, Tag.HIDDEN_CORRUPTION]
    accepts: ClassVar[str] = (
        "rows ordered by class or time so that a head/tail split or k-fold without shuffling is biased"
    )

    def detect(self, view: DatasetView) -> Iterable[Finding]:
        for table in view.tables():
            if len(table.df) < MIN_ROWS:
                continue
            df = table.df.head(MAX_ROWS)
            if _ordered_on_purpose(df):
                continue  # a ranking or a time series: its order is what the file is
            # measurements only: codes and identifiers follow the row order by construction
            feats = [
                numeric(df[c])
                for c in df.columns[:MAX_COLUMNS]
                if table.column_kind(str(c)) is ColumnKind.NUMERIC
            ]
            feats = [v for v in feats if v.notna().mean() >= 0.95 and v.nunique() > 1]
            if len(feats) < 2:
                continue
            x = np.column_stack([(v.fillna(v.median()) - v.mean()) / v.std() for v in feats])
            stat, p_value, nb = non_iid_test(x)
            if p_value < SIGNIFICANCE and stat >= MIN_KS:
                yield self._finding(table, df, stat, p_value, nb)

    def _finding(self, table: Table, df, stat: float, p_value: float, nb: np.ndarray) -> Finding:
        n = len(df)
        col = label_column(table)
        sorted_by = ""
        rows: list[int]
        if col is not None:
            y = df[col].astype(str).to_numpy()
            starts = [0] + [i for i in range(1, n) if y[i] != y[i - 1]]
            if len(starts) <= 2 * len(set(y)):  # few long runs: the file is ordered by its label
                sorted_by = f" The rows are grouped by the label '{col}' ({len(starts)} runs)."
                rows = starts
        if not sorted_by:
            mean_gap = np.abs(np.arange(n)[:, None] - nb).mean(axis=1)
            i = int(mean_gap.argmin())  # the row whose neighbours sit closest to it in the file
            rows = [i, *[int(j) for j in nb[i][:2]]]
        return finding(
            self,
            f"Rows of {table.name} are not in random order (non-IID, p = {p_value:.3f})",
            f"Rows that are similar in their numeric features sit close together in {table.name}: the index "
            f"distances to each row's {K} nearest neighbours differ from random order (KS = {stat:.2f}, "
            f"permutation p = {p_value:.3f} over the first {n} rows; cleanlab's non-IID test).{sorted_by} "
            "A split by row position gives biased train and test sets.",
            row_evidence(table, rows),
            severity=0.3,
            fix="shuffle before splitting (or split by the grouping on purpose) and document the row order",
            kind="Rows not in random order (non-IID)",
            subject=f"{table.name} (p = {p_value:.3f})",
        )
