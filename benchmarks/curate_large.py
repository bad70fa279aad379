"""Time and peak memory of the Curator's deterministic pass over a large CSV (default 1 GiB).

Usage: .venv/bin/python benchmarks/curate_large.py [--size-gb 1.0] [--path FILE] [--keep]

Writes a synthetic CSV (ids, ages, incomes, cities, a score, a label) with planted issues — repeated rows,
disguised missing values, an impossible age — unless --path names an existing file, then runs
``curate(..., model=None)`` on its folder and prints wall time, peak RSS and what was found.
Goal: peak RSS < 2 GB for 1 GiB of CSV, so the Curator runs on a laptop-sized machine.
"""

from __future__ import annotations

import argparse
import asyncio
import resource
import shutil
import tempfile
import time
from pathlib import Path

import numpy as np
import pandas as pd

CITIES = np.array(["Oslo", "Lyon", "Porto", "Graz", "Turku", "Gent", "Brno", "Cork"])


def write_csv(path: Path, size_bytes: int, seed: int = 0) -> int:
    """Write ~size_bytes of CSV in 200k-row blocks; returns the number of data rows."""
    rng = np.random.default_rng(seed)
    rows = 0
    block = 200_000
    with open(path, "w", encoding="utf-8") as fh:
        fh.write("id,age,income,city,score,label\n")
        while fh.tell() < size_bytes:
            income = rng.normal(42000, 9000, block).round(2).astype(object)
            income[rng.random(block) < 0.001] = "?"  # disguised missing values
            df = pd.DataFrame(
                {
                    "id": np.arange(rows, rows + block),
                    "age": rng.integers(18, 90, block),
                    "income": income,
                    "city": CITIES[rng.integers(0, len(CITIES), block)],
                    "score": rng.random(block).round(4),
                    "label": np.where(rng.random(block) < 0.3, "yes", "no"),
                }
            )
            if rows == 0:
                df.loc[10, "age"] = 431  # an impossible age
            df = pd.concat([df, df.head(50)])  # 50 repeated rows per block
            df.to_csv(fh, header=False, index=False, lineterminator="\n")
            rows += len(df)
    return rows


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--size-gb", type=float, default=1.0)
    ap.add_argument("--path", type=Path, default=None, help="curate this existing CSV instead of writing one")
    ap.add_argument("--keep", action="store_true", help="keep the generated file")
    args = ap.parse_args()

    from dataagents.curation.curator import curate

    tmp = None
    if args.path is None:
        tmp = Path(tempfile.mkdtemp(prefix="curate_large_"))
        path = tmp / "big.csv"
        t0 = time.monotonic()
        n = write_csv(path, int(args.size_gb * 1024**3))
        print(
            f"wrote {path} ({path.stat().st_size / 1024**3:.2f} GiB, {n:,} rows) in {time.monotonic() - t0:.1f}s"
        )
    else:
        path = args.path
    rss_before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    t0 = time.monotonic()
    report = asyncio.run(curate(path))
    wall = time.monotonic() - t0
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024  # KiB on Linux -> MiB
    print(
        f"deterministic pass: {wall:.1f}s wall, peak RSS {peak:.0f} MiB (before the pass: {rss_before:.0f} MiB)"
    )
    print(
        f"size {path.stat().st_size / 1024**3:.2f} GiB, throughput {path.stat().st_size / 1024**2 / wall:.1f} MiB/s"
    )
    for f in report.findings:
        print(f"  [{f.severity:.2f}] {f.title}")
    for e in report.errors:
        print(f"  error: {e.file}: {e.reason}")
    if tmp is not None and not args.keep:
        shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    main()
