"""Deduplicate + filter + impute on CSVs larger than memory: wall time and peak RSS per engine, and a check
that the engines write the same output.

For each ``--size`` a synthetic CSV is stream-written (blocks of 200k rows; never whole in memory), the
pipeline runs in a child process (so the peak RSS read with ``resource.getrusage`` is the run's alone),
and the CSV is deleted. At ``--check-size`` every engine in ``--check-engines`` runs the same pipeline and
the outputs are compared: byte for byte, and by the SHA-256 of their sorted lines.

    .venv/bin/python benchmarks/scale_pipeline.py                      # 1GB, check at 50MB
    .venv/bin/python benchmarks/scale_pipeline.py --size 1GB --size 5GB
    .venv/bin/python benchmarks/scale_pipeline.py --size 200MB --engine pandas   # the in-memory reference

The pipeline: ``dedup_exact`` over every column (planted repeated rows), ``filter_value`` age >= 18 (a
blank age is dropped too), ``impute_groupwise`` income by city (mean, rounded to cents; a blank city is its
own group). Goal (issue 16): peak RSS under 2 GB on 2 cores for 1 GB and 5 GB with the local engine.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import numpy as np
import pandas as pd

PIPELINE = {
    "name": "scale",
    "sources": ["big.csv"],
    "steps": [
        {"id": "dedup", "op": "dedup_exact", "params": {}},
        {"id": "adults", "op": "filter_value", "params": {"column": "age", "op": ">=", "value": 18}},
        {
            "id": "impute",
            "op": "impute_groupwise",
            "params": {"columns": ["income"], "by": ["city"], "strategy": "mean", "round": 2},
        },
    ],
}

_CHILD = r"""
import json, resource, sys, time
engine, source, out, workdir, memory_limit, threads, ray_address = sys.argv[1:8]
pipeline_json = sys.stdin.read()
t0 = time.perf_counter()
from dataagents.governance.pipeline import Pipeline, run_pipeline_sync
pipeline = Pipeline.model_validate_json(pipeline_json)
sources = {"big.csv": source}
if engine == "pandas":
    run_pipeline_sync(pipeline, sources, workdir, output_path=out)
elif engine == "duckdb":
    from dataagents.governance.duckdb_engine import run_pipeline_duckdb
    run_pipeline_duckdb(pipeline, sources, workdir, output_path=out, memory_limit=memory_limit, threads=int(threads))
else:
    from dataagents.governance.ray_engine import run_pipeline_ray
    run_pipeline_ray(pipeline, sources, workdir, output_path=out, address=ray_address or None, num_cpus=int(threads))
dt = time.perf_counter() - t0
print("RESULT " + json.dumps({"seconds": dt, "peak_rss_mb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024}))
"""

CITIES = np.array(["Oslo", "Lyon", "Porto", "Graz", "Turku", "Gent", "Brno", "Cork", ""], dtype=object)
WORDS = np.array(["alpha", "beta", "gamma", "delta", "epsilon", "zeta", "eta", "theta", "iota", "kappa"])


def parse_size(s: str) -> int:
    m = re.fullmatch(r"(\d+(?:\.\d+)?)\s*([KMG]?B?)", s.strip().upper())
    if not m:
        raise SystemExit(f"bad size {s!r}; use e.g. 1GB, 300MB")
    mult = {"": 1, "B": 1, "K": 1e3, "KB": 1e3, "M": 1e6, "MB": 1e6, "G": 1e9, "GB": 1e9}[m.group(2)]
    return int(float(m.group(1)) * mult)


def generate(path: Path, target_bytes: int, seed: int = 0) -> int:
    """Stream-write the CSV in blocks; 2% of each block's rows are written twice (exact duplicates)."""
    rng = np.random.default_rng(seed)
    rows, block = 0, 200_000
    day0 = np.datetime64("2023-01-01")
    with path.open("w", encoding="utf-8", newline="") as fh:
        fh.write("id,customer,city,age,income,updated_at,note\n")
        while fh.tell() < target_bytes:
            ids = np.arange(rows, rows + block)
            age = rng.integers(10, 90, block).astype("float64")
            age[rng.random(block) < 0.01] = np.nan
            income = np.round(rng.lognormal(10.5, 0.5, block), 2)
            income[rng.random(block) < 0.03] = np.nan
            df = pd.DataFrame(
                {
                    "id": ids,
                    "customer": rng.integers(0, max(1, target_bytes // 400), block),
                    "city": CITIES[rng.integers(0, len(CITIES), block)],
                    "age": pd.array(age, dtype="Float64").astype("Int64"),
                    "income": income,
                    "updated_at": (day0 + rng.integers(0, 700, block).astype("timedelta64[D]")).astype(str),
                    "note": np.char.add(
                        np.char.add(WORDS[rng.integers(0, len(WORDS), block)], " "),
                        WORDS[rng.integers(0, len(WORDS), block)],
                    ),
                }
            )
            df = pd.concat([df, df.sample(frac=0.02, random_state=int(rng.integers(1 << 30)))])
            df.to_csv(fh, header=False, index=False, lineterminator="\n")
            rows += len(df)
    return rows


def run_engine(
    engine: str, source: Path, out: Path, workdir: Path, memory_limit: str, threads: int, ray_address: str
) -> dict[str, float]:
    proc = subprocess.run(
        [
            sys.executable,
            "-c",
            _CHILD,
            engine,
            str(source),
            str(out),
            str(workdir),
            memory_limit,
            str(threads),
            ray_address,
        ],
        input=json.dumps(PIPELINE),
        capture_output=True,
        text=True,
        check=False,
    )
    if proc.returncode != 0:
        print(proc.stderr[-3000:])
        raise SystemExit(f"{engine} engine failed (exit {proc.returncode})")
    line = next(ln for ln in reversed(proc.stdout.splitlines()) if ln.startswith("RESULT "))
    return json.loads(line.removeprefix("RESULT "))


def sorted_lines_sha(path: Path) -> str:
    """SHA-256 of the file's data lines sorted (header first), for outputs whose row order may differ."""
    with path.open("rb") as fh:
        header = fh.readline()
        lines = sorted(fh.read().splitlines())
    digest = hashlib.sha256(header)
    for ln in lines:
        digest.update(ln + b"\n")
    return digest.hexdigest()[:16]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--size", action="append", help="CSV size to time (repeatable; default 1GB)")
    ap.add_argument("--engine", default="duckdb", help="engine timed at --size (duckdb, pandas, ray)")
    ap.add_argument("--check-size", default="50MB", help="size at which the engines' outputs are compared")
    ap.add_argument("--check-engines", default="pandas,duckdb", help="engines compared at --check-size")
    ap.add_argument("--memory-limit", default="1GB", help="DuckDB memory_limit")
    ap.add_argument("--threads", type=int, default=2, help="DuckDB threads / Ray CPUs")
    ap.add_argument("--ray-address", default="", help="Ray cluster address (default: a local instance)")
    ap.add_argument("--dir", default=tempfile.gettempdir(), help="where the CSVs and work folders go")
    args = ap.parse_args()

    base = Path(tempfile.mkdtemp(prefix="scale_pipeline_", dir=args.dir))
    try:
        if args.check_size and args.check_size != "0":
            src = base / "check.csv"
            rows = generate(src, parse_size(args.check_size))
            print(f"check: {src.stat().st_size / 1e6:,.0f} MB, {rows:,} rows")
            outs = {}
            for engine in [e for e in args.check_engines.split(",") if e]:
                out = base / f"check_{engine}.csv"
                res = run_engine(
                    engine,
                    src,
                    out,
                    base / f"work_check_{engine}",
                    args.memory_limit,
                    args.threads,
                    args.ray_address,
                )
                outs[engine] = out
                print(
                    f"  {engine:7s} {res['seconds']:7.1f} s  peak RSS {res['peak_rss_mb']:7,.0f} MB  "
                    f"output {out.stat().st_size / 1e6:,.1f} MB  sorted-lines sha256 {sorted_lines_sha(out)}"
                )
            names = list(outs)
            for other in names[1:]:
                same = outs[names[0]].read_bytes() == outs[other].read_bytes()
                same_sorted = sorted_lines_sha(outs[names[0]]) == sorted_lines_sha(outs[other])
                print(
                    f"  {names[0]} vs {other}: identical bytes {same}, identical sorted lines {same_sorted}"
                )
            src.unlink()
        for size in args.size or ["1GB"]:
            if parse_size(size) == 0:  # --size 0: the check alone
                continue
            src = base / "big.csv"
            t0 = time.perf_counter()
            rows = generate(src, parse_size(size))
            gen_s = time.perf_counter() - t0
            mb = src.stat().st_size / 1e6
            print(f"{size}: wrote {mb:,.0f} MB, {rows:,} rows in {gen_s:.0f} s")
            out = base / "out.csv"
            work = base / f"work_{size}"
            res = run_engine(args.engine, src, out, work, args.memory_limit, args.threads, args.ray_address)
            print(
                f"  {args.engine}: {res['seconds']:.1f} s wall, peak RSS {res['peak_rss_mb']:,.0f} MB "
                f"(goal < 2,000 MB), {mb / res['seconds']:,.1f} MB/s, output {out.stat().st_size / 1e6:,.0f} MB, "
                f"{os.cpu_count()} CPUs seen, threads {args.threads}, memory_limit {args.memory_limit}"
            )
            src.unlink()
            out.unlink()
            shutil.rmtree(work, ignore_errors=True)
    finally:
        shutil.rmtree(base, ignore_errors=True)


if __name__ == "__main__":
    main()
