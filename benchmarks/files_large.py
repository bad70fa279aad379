"""Render a large CSV and report wall time and peak memory.

Generates a CSV of about ``--size`` (default 1 GB) under /tmp, renders it with ``dataagents.files.render``
in a child process (so peak RSS is that of the render alone, read with ``resource.getrusage``), prints
the figures and removes the file. Goal from the issue: a 1 GB CSV renders under 500 MB RSS.

    .venv/bin/python benchmarks/files_large.py              # ~1 GB
    .venv/bin/python benchmarks/files_large.py --size 200MB --budget 3000 --show
"""

from __future__ import annotations

import argparse
import io
import json
import os
import re
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import numpy as np
import pandas as pd

_CHILD = r"""
import json, resource, sys, time
t0 = time.perf_counter()
from dataagents.files import render
from dataagents.llm.tokens import count_tokens
text = render(sys.argv[1], budget_tokens=int(sys.argv[2]))
dt = time.perf_counter() - t0
peak_kb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
print("RESULT " + json.dumps({"seconds": dt, "peak_rss_mb": peak_kb / 1024, "tokens": count_tokens(text), "text": text}))
"""


def parse_size(s: str) -> int:
    m = re.fullmatch(r"(\d+(?:\.\d+)?)\s*([KMG]?B?)", s.strip().upper())
    if not m:
        raise SystemExit(f"bad --size {s!r}; use e.g. 1GB, 300MB")
    mult = {"": 1, "B": 1, "K": 1e3, "KB": 1e3, "M": 1e6, "MB": 1e6, "G": 1e9, "GB": 1e9}[m.group(2)]
    return int(float(m.group(1)) * mult)


def generate(path: Path, target_bytes: int, seed: int = 0) -> int:
    """Write a mixed-type CSV (ids, timestamps, categories, floats with gaps, ints, text) in blocks."""
    rng = np.random.default_rng(seed)
    cats = np.array([f"category_{i:02d}" for i in range(40)])
    words = np.array(
        ["alpha", "beta", "gamma", "delta", "epsilon", "zeta", "eta", "theta", "iota", "kappa", "lambda"]
    )
    rows, block = 0, 200_000
    start = np.datetime64("2024-01-01T00:00:00")
    with open(path, "w", encoding="utf-8", newline="") as fh:
        fh.write("id,ts,category,amount,quantity,score,comment\n")
        while fh.tell() < target_bytes:
            ids = np.arange(rows + 1, rows + block + 1)
            amount = np.round(rng.lognormal(3, 1, block), 2)
            amount[rng.random(block) < 0.02] = np.nan
            df = pd.DataFrame(
                {
                    "id": ids,
                    "ts": start + ids.astype("timedelta64[s]") * 7,
                    "category": cats[rng.integers(0, len(cats), block)],
                    "amount": amount,
                    "quantity": rng.integers(1, 100, block),
                    "score": np.round(rng.normal(0, 1, block), 4),
                    "comment": np.char.add(
                        np.char.add(words[rng.integers(0, len(words), block)], " "),
                        words[rng.integers(0, len(words), block)],
                    ),
                }
            )
            buf = io.StringIO()
            df.to_csv(buf, header=False, index=False)
            fh.write(buf.getvalue())
            rows += block
    return rows


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--size", default="1GB", help="approximate CSV size (default 1GB)")
    ap.add_argument("--budget", type=int, default=2000, help="render token budget")
    ap.add_argument("--dir", default=tempfile.gettempdir(), help="where to write the CSV (default /tmp)")
    ap.add_argument("--show", action="store_true", help="print the rendered text")
    args = ap.parse_args()

    path = Path(args.dir) / f"dataagents_files_large_{os.getpid()}.csv"
    try:
        t0 = time.perf_counter()
        rows = generate(path, parse_size(args.size))
        gen_s = time.perf_counter() - t0
        size = path.stat().st_size
        print(f"generated {path} — {size / 1e6:,.0f} MB, {rows:,} rows in {gen_s:.1f} s")
        out = subprocess.run(
            [sys.executable, "-c", _CHILD, str(path), str(args.budget)],
            capture_output=True,
            text=True,
            check=False,
        )
        if out.returncode != 0:
            print(out.stderr[-3000:])
            raise SystemExit(f"render failed (exit {out.returncode})")
        line = next(ln for ln in reversed(out.stdout.splitlines()) if ln.startswith("RESULT "))
        res = json.loads(line.removeprefix("RESULT "))
        child_peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024
        print(f"render: {res['seconds']:.1f} s wall, {size / 1e6 / res['seconds']:,.0f} MB/s")
        print(
            f"peak RSS of the render process: {max(res['peak_rss_mb'], child_peak):,.0f} MB (goal < 500 MB)"
        )
        print(f"rendered text: {res['tokens']:,} tokens (budget {args.budget:,})")
        ok = "rows: " + f"{rows:,}" in res["text"]
        print(f"row count in render matches generated rows: {ok}")
        if args.show:
            print(res["text"])
    finally:
        path.unlink(missing_ok=True)
        print(f"removed {path}")


if __name__ == "__main__":
    main()
