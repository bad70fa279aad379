"""Exact and near-duplicate rows (paper A.1.2: duplicated data is *apparent-corruption*)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import ClassVar

import numpy as np
import pandas as pd

from dataagents.curation.columns import ColumnKind
from dataagents.curation.dataset import DatasetView
from dataagents.curation.detectors.base import MAX_COLUMNS, MAX_EVIDENCE, finding, row_evidence
from dataagents.curation.report import Evidence, Finding
from dataagents.curation.taxonomy import Tag

NEAR_DUP_THRESHOLD = 0.8  # MinHash Jaccard on word 3-shingles
NEAR_DUP_MAX_SHARE = 0.3  # above this share of rows involved, the likeness is the table's form
MIN_TEXT_LEN = 40  # only long free-text cells are compared for near duplicates


ALL_BUT_ONE_MAX_ROWS = 50_000  # one duplicate pass per column: kept to tables a pass reads quickly
ALL_BUT_ONE_MAX_COLUMNS = 80
ALL_BUT_ONE_MIN_COLUMNS = 4
UNIQUE_SHARE = 0.95  # a column with a distinct value in this share of rows names its records  # with two or three columns, sharing all but one is ordinary
DISTINCT_SHARE = 0.5  # a column this varied (per row) makes two identical records unlikely by chance


def _identifier(table, col: str, n: int) -> bool:
    cells = table.df[col]
    if cells.nunique() < UNIQUE_SHARE * n:
        return False
    kind = table.column_kind(col)
    decimals = cells.astype(str).str.fullmatch(r"-?\d*\.\d+").mean() > 0.5  # 16.99: a measurement
    return kind in (ColumnKind.ID, ColumnKind.CODE) or (kind is not ColumnKind.FREE_TEXT and not decimals)


def _coincidence_likely(df) -> bool:
    """No column is varied enough to tell records apart (no id, no free text, no fine measurement), so
    identical rows may be different people or items (e.g. passengers with the same class, sex, age, fare)."""
    n = len(df)
    return all(df[c].nunique() < DISTINCT_SHARE * n for c in df.columns[:MAX_COLUMNS])


class DuplicateRows:
    """Reports the same record present twice (exactly, or as a near-copy of a long text), which double-counts
    it in training and evaluation."""

    name: ClassVar[str] = "duplicate_rows"
    tags: ClassVar[list[Tag]] = [Tag.DATA_PROBLEM, Tag.APPARENT_CORRUPTION]
    accepts: ClassVar[str] = (
        "the same record present twice (exactly, or as a near-copy of a long text), which double-counts "
        "it in training and evaluation"
    )

    def detect(self, view: DatasetView) -> Iterable[Finding]:
        for table in view.tables():
            df = table.df
            if view.is_large(table.name):
                stats = view.stream_stats(table.name)
                if stats and stats.duplicate_rows:
                    ev = []
                    if stats.first_duplicate is not None and stats.first_duplicate < len(df):
                        ev = row_evidence(table, [stats.first_duplicate])
                    yield finding(
                        self,
                        f"{stats.duplicate_rows} exact duplicate rows in {table.name}",
                        f"{stats.duplicate_rows} of {stats.rows} rows repeat an earlier row exactly "
                        "(full pass over the file).",
                        ev
                        or [Evidence(file=table.name, location="whole file", context=table.header_context())],
                        severity=min(0.9, 0.4 + stats.duplicate_rows / max(stats.rows, 1)),
                        confidence=0.35 if _coincidence_likely(df) else 0.7,
                        fix="drop the repeated rows or explain why repeats are legitimate",
                    )
                continue
            if len(df) < 2:
                continue
            dup = df.duplicated(keep=False)
            later = df.duplicated(keep="first")
            n = int(later.sum())
            if n:
                rows = list(df.index[dup])[: 2 * 3]
                share = n / len(df)
                by_chance = _coincidence_likely(df)
                yield finding(
                    self,
                    f"{n} exact duplicate rows in {table.name}",
                    f"{n} of {len(df)} rows ({share:.1%}) repeat an earlier row exactly; duplicates "
                    "inflate counts and leak between train/test splits."
                    + (
                        " Every column has few distinct values and there is no identifier, so different "
                        "records can coincide: check before dropping."
                        if by_chance
                        else ""
                    ),
                    row_evidence(table, rows),
                    severity=min(0.9, 0.45 + 3 * share),
                    confidence=0.35 if by_chance else min(0.9, 0.6 + 3 * share),
                    fix="drop the repeated rows (keep the first) or document why they repeat",
                )
            yield from self._all_but_one(table)
            yield from self._near(table)

    def _all_but_one(self, table) -> Iterable[Finding]:
        """Records that repeat another in every column but one: the same entity entered twice under a
        new id (or with one field retyped). Only where the other columns tell records apart (an exact copy
        of a varied record is not a coincidence) and where few rows are involved (a table of repeated
        measurements per key is its design)."""
        df = table.df
        n = len(df)
        if n < 3 or n > ALL_BUT_ONE_MAX_ROWS or len(df.columns) < ALL_BUT_ONE_MIN_COLUMNS:
            return
        cols = list(df.columns[:MAX_COLUMNS])
        # one 64-bit hash per cell, weighted and summed per row: the row without column j is the sum
        # less column j's term, so each "all but one" pass is O(rows), not a fresh hash of the table
        hashes = np.stack([pd.util.hash_pandas_object(df[c], index=False).to_numpy() for c in cols], axis=1)
        weights = np.random.default_rng(0).integers(1, 2**63, size=len(cols), dtype=np.uint64) | np.uint64(1)
        with np.errstate(over="ignore"):
            terms = hashes * weights
            total = terms.sum(axis=1, dtype=np.uint64)
        exact = pd.Series(total).duplicated(keep=False).to_numpy()
        best: tuple[str, list[int]] | None = None
        distinct = {c: df[c].nunique() for c in cols}
        for j, col in enumerate(cols[:ALL_BUT_ONE_MAX_COLUMNS]):
            if all(k < DISTINCT_SHARE * n for c, k in distinct.items() if c != col):
                continue  # no column tells records apart: equal rows may be different records
            with np.errstate(over="ignore"):
                key = pd.Series(total - terms[:, j])
            again = key.duplicated(keep="first")
            records = n - int(again.sum())
            # the same record only if the changed column is an identifier (one value per row, not a
            # measurement) or the other columns hold one (a name, a code: one value per record): else
            # equal rows may be two restaurant bills with the same tip, day and party size
            named = any(c != col and k >= UNIQUE_SHARE * records for c, k in distinct.items())
            if not (named or _identifier(table, str(col), n)):
                continue
            same = key.duplicated(keep=False).to_numpy() & ~exact
            k = int(same.sum())
            if k == 0 or k > NEAR_DUP_MAX_SHARE * n or df.loc[same, col].nunique() < 2:
                continue
            if best is None or k > len(best[1]):
                best = (str(col), list(df.index[same]))
        if best is not None:  # a hash pair is confirmed on the cells themselves
            col, rows = best
            rest = df.loc[rows].drop(columns=[col])
            best = (col, list(rest.index[rest.duplicated(keep=False)])) if rest.duplicated().any() else None
        if best is None:
            return
        col, rows = best
        keys = df.loc[rows].drop(columns=[col]).astype(str).agg("\x1f".join, axis=1)
        ordered = sorted(rows, key=lambda r: (keys[r], r))  # pairs side by side in the evidence
        groups = keys.nunique()
        yield finding(
            self,
            f"{groups} record(s) of {table.name} repeated with only '{col}' changed",
            f"{len(rows)} rows ({groups} groups) are identical in every column except '{col}': the same "
            f"record was entered more than once under a different '{col}'.",
            row_evidence(table, ordered[:MAX_EVIDENCE]),
            severity=0.6,
            confidence=0.65,
            fix=f"keep one row per record, or explain why the rows differ only in '{col}'",
            kind="Records repeated with one column changed",
            subject=f"{table.name} ('{col}', {groups} record(s))",
        )

    def _near(self, table) -> Iterable[Finding]:
        text_cols = [
            c
            for c in table.df.columns[:MAX_COLUMNS]
            if table.df[c].astype(str).str.len().mean() >= MIN_TEXT_LEN
        ]
        if not text_cols or len(table.df) > 200_000:
            return
        from datasketch import MinHash, MinHashLSH

        texts = table.df[text_cols].astype(str).agg(" ".join, axis=1)
        exact = table.df.duplicated(keep=False)
        # recall-leaning LSH bands, then every candidate is confirmed on its estimated Jaccard
        lsh = MinHashLSH(threshold=NEAR_DUP_THRESHOLD, num_perm=128, weights=(0.2, 0.8))
        hashes: dict[int, MinHash] = {}
        pairs: list[tuple[int, int]] = []
        for i, t in texts.items():
            if exact[i]:
                continue
            words = t.lower().split()
            m = MinHash(num_perm=128)
            for sh in {" ".join(words[j : j + 3]) for j in range(max(1, len(words) - 2))}:
                m.update(sh.encode())
            pairs += [(o, i) for o in lsh.query(m) if m.jaccard(hashes[o]) >= NEAR_DUP_THRESHOLD]
            lsh.insert(i, m)
            hashes[i] = m
        involved = {r for p in pairs for r in p}
        # when most rows resemble each other the text is boilerplate by design (the same notes, the same
        # yes/no answers), not rows copied with small edits
        if pairs and len(involved) <= NEAR_DUP_MAX_SHARE * len(table.df):
            rows = sorted({r for p in pairs[:3] for r in p})
            yield finding(
                self,
                f"{len(involved)} near-duplicate text rows in {table.name}",
                f"Rows whose text in {', '.join(map(str, text_cols))} is nearly identical "
                f"(MinHash Jaccard >= {NEAR_DUP_THRESHOLD}); e.g. rows {[p[0] + 1 for p in pairs[:3]]} "
                f"and {[p[1] + 1 for p in pairs[:3]]}.",
                row_evidence(table, rows),
                severity=0.5,
                fix="review the pairs; drop paraphrased copies or merge their labels",
            )
