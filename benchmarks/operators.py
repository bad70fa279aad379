"""Throughput of the governance operators that matter at scale, each next to the plain loop in the same run.

    .venv/bin/python benchmarks/operators.py [--texts 1000000] [--rows 1000000] [--cols 20] [--missing-rows 10000]

MinHash near-duplicate detection: the operator's vectorised path (``dedup_minhash``: shingle hashing and
permutations in numpy, banded LSH with numpy grouping) vs a plain datasketch loop (``MinHash.update_batch``
per text + ``MinHashLSH`` insert/query), both at 128 permutations and threshold 0.9.
KNN imputation on rows × cols with ``missing-rows`` incomplete rows: the operator's blocked path
(``knn_impute_blocked``) vs a plain per-row numpy loop over the same complete donors; the loop is timed on a
sample of rows and scaled, so that the run ends in minutes.
"""

from __future__ import annotations

import argparse
import random
import time

import numpy as np

WORDS = [
    "order",
    "refund",
    "delivery",
    "service",
    "product",
    "price",
    "support",
    "account",
    "return",
    "warranty",
    "parcel",
    "store",
    "quick",
    "slow",
    "great",
    "broken",
    "late",
    "early",
    "fine",
    "help",
]


def make_texts(n: int, seed: int = 0) -> list[str]:
    rng = random.Random(seed)
    texts = [" ".join(rng.choice(WORDS) for _ in range(rng.randrange(8, 14))) for _ in range(n)]
    for i in rng.sample(range(n), n // 10):  # 10% near duplicates of another text
        j = rng.randrange(n)
        texts[i] = texts[j] + rng.choice(["", " ", "!"])
    return texts


def bench_minhash(n: int) -> None:
    from datasketch import MinHash, MinHashLSH

    from dataagents.governance.operators.dedup import minhash_signatures, near_duplicate_groups

    texts = make_texts(n)
    t0 = time.perf_counter()
    labels = near_duplicate_groups(minhash_signatures(texts, 128, 5), 0.9)
    ours = time.perf_counter() - t0
    dup_ours = n - len(np.unique(labels))

    t0 = time.perf_counter()
    lsh = MinHashLSH(threshold=0.9, num_perm=128)
    dup_plain = 0
    for i, t in enumerate(texts):
        norm = " ".join(t.lower().split())
        m = MinHash(num_perm=128)
        m.update_batch([norm[j : j + 5].encode() for j in range(max(1, len(norm) - 4))])
        if lsh.query(m):
            dup_plain += 1
        else:
            lsh.insert(str(i), m)
    plain = time.perf_counter() - t0
    print(
        f"minhash near-dup, {n:,} short texts: operator {ours:.1f}s ({n / ours:,.0f} texts/s, {dup_ours:,} dups) | "
        f"plain datasketch loop {plain:.1f}s ({n / plain:,.0f} texts/s, {dup_plain:,} dups) | "
        f"speed-up {plain / ours:.1f}x"
    )


def bench_knn(rows: int, cols: int, missing_rows: int, k: int = 3, loop_sample: int = 300) -> None:
    from dataagents.governance.operators.imputation import knn_impute_blocked

    rng = np.random.default_rng(0)
    x = rng.normal(size=(rows, cols))
    holes = rng.choice(rows, size=missing_rows, replace=False)
    x[holes, rng.integers(0, cols, size=missing_rows)] = np.nan
    t0 = time.perf_counter()
    knn_impute_blocked(x, k)
    ours = time.perf_counter() - t0

    complete = ~np.isnan(x).any(axis=1)
    donors = x[complete]
    sample = holes[:loop_sample]
    t0 = time.perf_counter()
    for r in sample:  # the plain way: one recipient at a time
        obs = ~np.isnan(x[r])
        d = np.sqrt(((donors[:, obs] - x[r, obs]) ** 2).sum(axis=1))
        nn = np.argpartition(d, k - 1)[:k]
        _ = donors[nn][:, ~obs].mean(axis=0)
    plain = (time.perf_counter() - t0) / len(sample) * missing_rows
    print(
        f"knn imputation, {rows:,} x {cols} with {missing_rows:,} incomplete rows (k={k}): operator {ours:.1f}s | "
        f"plain per-row loop {plain:.1f}s (timed on {len(sample)} rows, scaled) | speed-up {plain / ours:.1f}x"
    )


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--texts", type=int, default=1_000_000)
    ap.add_argument("--rows", type=int, default=1_000_000)
    ap.add_argument("--cols", type=int, default=20)
    ap.add_argument("--missing-rows", type=int, default=10_000)
    a = ap.parse_args()
    bench_minhash(a.texts)
    bench_knn(a.rows, a.cols, a.missing_rows)


if __name__ == "__main__":
    main()
