"""Exact and near-duplicate rows (paper A.1.2: duplicated data is *apparent-corruption*)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import ClassVar

from dataagents.curation.dataset import DatasetView
from dataagents.curation.detectors.base import MAX_COLUMNS, finding, row_evidence
from dataagents.curation.report import Evidence, Finding
from dataagents.curation.taxonomy import Tag

NEAR_DUP_THRESHOLD = 0.8  # MinHash Jaccard on word 3-shingles
NEAR_DUP_MAX_SHARE = 0.3  # above this share of rows involved, the likeness is the table's form
MIN_TEXT_LEN = 40  # only long free-text cells are compared for near duplicates


DISTINCT_SHARE = 0.5  # a column this varied (per row) makes two identical records unlikely by chance


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
            yield from self._near(table)

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
