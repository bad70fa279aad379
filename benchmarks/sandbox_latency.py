"""Sandbox latency: warm ``PythonSession`` cell and one-shot ``run`` vs a Jupyter kernel round trip.

Usage: .venv/bin/python benchmarks/sandbox_latency.py [--cells 300] [--runs 20] [--kernel-cells 200] [--with-fallback]
Prints median and p95 (ms) for each, measured in the same process, and the kernel/session ratio.
The Jupyter kernel is a plain local ipykernel (no sandbox around it), so the comparison favours it.
"""

from __future__ import annotations

import argparse
import logging
import os
import statistics
import sys
import time
from collections.abc import Callable


def _timed(fn: Callable[[], object], n: int) -> list[float]:
    out = []
    for _ in range(n):
        t0 = time.perf_counter()
        fn()
        out.append((time.perf_counter() - t0) * 1000)
    return out


def _stats(ms: list[float]) -> tuple[float, float]:
    ms = sorted(ms)
    return statistics.median(ms), ms[min(len(ms) - 1, round(0.95 * (len(ms) - 1)))]


def bench_session(cells: int) -> tuple[list[float], str]:
    from dataagents.sandbox import PythonSession

    with PythonSession() as s:
        s.execute("x = 0")
        for _ in range(20):  # warm-up
            s.execute("x += 1")

        def cell() -> None:
            r = s.execute("x += 1")
            assert r.exit_code == 0, r.stderr

        return _timed(cell, cells), s.mode


def bench_run(runs: int) -> list[float]:
    from dataagents.sandbox import run

    run("x = 1")  # probe + warm page cache

    def once() -> None:
        r = run("x = 1\nx += 1")
        assert r.exit_code == 0, r.stderr

    return _timed(once, runs)


def bench_kernel(cells: int) -> list[float]:
    from jupyter_client.manager import start_new_kernel

    km, kc = start_new_kernel(kernel_name="python3", extra_arguments=["--HistoryManager.enabled=False"])
    try:
        kc.execute_interactive("x = 0", timeout=60)
        for _ in range(20):
            kc.execute_interactive("x += 1", timeout=60)

        def cell() -> None:
            reply = kc.execute_interactive("x += 1", timeout=60)  # returns after the kernel is idle again
            assert reply["content"]["status"] == "ok"

        return _timed(cell, cells)
    finally:
        kc.stop_channels()
        km.shutdown_kernel(now=True)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--cells", type=int, default=300)
    ap.add_argument("--runs", type=int, default=20)
    ap.add_argument("--kernel-cells", type=int, default=200)
    ap.add_argument("--with-fallback", action="store_true", help="also time the plain-subprocess fallback")
    args = ap.parse_args()

    session_ms, mode = bench_session(args.cells)
    run_ms = bench_run(args.runs)
    kernel_ms = bench_kernel(args.kernel_cells)
    rows = [
        (f"PythonSession warm cell `x += 1` ({mode})", session_ms),
        (f"one-shot run() ({mode})", run_ms),
        ("Jupyter kernel round trip `x += 1` (ipykernel, unsandboxed)", kernel_ms),
    ]
    if args.with_fallback and mode != "subprocess":
        from dataagents.sandbox import _backend

        logging.getLogger("dataagents.sandbox").setLevel(logging.ERROR)  # the fallback warning is expected
        os.environ[_backend.ENV_MODE] = "subprocess"
        _backend.reset_backend()
        fb_session, _ = bench_session(args.cells)
        rows += [
            ("PythonSession warm cell `x += 1` (fallback, unisolated)", fb_session),
            ("one-shot run() (fallback, unisolated)", bench_run(args.runs)),
        ]
    print(f"{'what':64} {'n':>5} {'median ms':>10} {'p95 ms':>9}")
    for name, ms in rows:
        med, p95 = _stats(ms)
        print(f"{name:64} {len(ms):5d} {med:10.3f} {p95:9.3f}")
    s_med, _ = _stats(session_ms)
    k_med, _ = _stats(kernel_ms)
    print(
        f"\nkernel / session median ratio: {k_med / s_med:.1f}x  (goal: session <= 20 ms and >= 10x faster)"
    )
    ok = s_med <= 20 and k_med / s_med >= 10
    print("goal met" if ok else "goal NOT met")
    sys.exit(0 if ok else 1)


if __name__ == "__main__":
    main()
