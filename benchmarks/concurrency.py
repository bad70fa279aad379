"""Do samples of a run overlap? Wall time of N samples run together (``--max-connections N``, N samples at
once) against one sample alone, for three kinds of work:

- model-only: a replayed model that waits ``--delay`` seconds before each answer (an endpoint's latency,
  without the network), recorded first from the tiny embedded model;
- sandbox: the smoke suite's profiler, one pandas script per sample in the sandbox (run from a worker thread);
- govbench: the ``govern`` agent on sample GovBench tasks (pandas in-process, eval script in the sandbox).

    .venv/bin/python benchmarks/concurrency.py [--n 4] [--delay 2.0]

Prints, per kind, the wall seconds of a 1-sample run (the first sample) and of N samples together, the
longest single sample's own time inside the N-sample run, the wall seconds of that slowest sample run alone
(a sample that needs two model calls takes twice as long as one that needs one), and the ratios (1.0 =
perfect overlap; N = none). N together can never beat the slowest sample alone, so that is the ratio that
says whether samples overlap. CPU-bound work cannot overlap beyond the machine's cores. Needs `dataagents llm fetch local/smollm2-135m` for the recording step.
"""

from __future__ import annotations

import argparse
import os
import tempfile
import time
from pathlib import Path

from dataagents.bench.runner import run_suite


def _timed(suite: str, n: int, **kw: object) -> tuple[float, float, object]:
    """Wall seconds of a run of the first ``n`` samples, the longest single sample's own time in it, and
    that sample's id."""
    from inspect_ai.log import read_eval_log

    with tempfile.TemporaryDirectory(prefix="conc-") as logs:
        t0 = time.perf_counter()
        ok, done, _ = run_suite(
            suite,
            limit=None if "sample_id" in kw else n,  # inspect takes one or the other
            max_connections=n,
            max_samples=n,
            log_root=Path(logs),
            display="none",
            **kw,  # type: ignore[arg-type]
        )
        took = time.perf_counter() - t0
        samples = read_eval_log(done[0].location).samples or []
        slowest = max(samples, key=lambda s: s.total_time or 0.0) if samples else None
    if not ok:
        raise SystemExit(f"{suite} run with {n} sample(s) did not finish; see its log")
    return took, (slowest.total_time or 0.0) if slowest else 0.0, slowest.id if slowest else None


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--n", type=int, default=4)
    ap.add_argument("--delay", type=float, default=2.0)
    args = ap.parse_args()
    rec = tempfile.mkdtemp(prefix="conc-rec-")
    os.environ["DATAAGENTS_RECORDINGS"] = rec
    # record the smoke questions once from the tiny embedded model, then replay them with a latency
    os.environ["DATAAGENTS_RECORD"] = "local/smollm2-135m"
    _timed("smoke", args.n, agent="model-only", model="replay/concurrency")
    del os.environ["DATAAGENTS_RECORD"]
    kinds = {
        "model-only (replayed, latency)": ("smoke", {"agent": "model-only", "model": "replay/concurrency"}),
        "sandbox (smoke profiler)": ("smoke", {"agent": "profiler", "model": "none"}),
        "govbench (govern agent, no model)": ("govbench", {"agent": "govern", "model": "none"}),
    }
    os.environ["DATAAGENTS_REPLAY_DELAY"] = str(args.delay)
    print(f"{os.cpu_count()} cores; N = {args.n}; replay delay {args.delay} s")
    print(f"load average {os.getloadavg()[0]:.2f}")
    print(
        f"{'work':<36}{'1 sample s':>11}{f'{args.n} together s':>15}{'longest sample s':>18}"
        f"{'slowest alone s':>17}{'ratio to 1':>11}{'to longest':>11}{'to slowest alone':>17}"
    )
    for label, (suite, kw) in kinds.items():
        one, _, _ = _timed(suite, 1, **kw)
        many, longest, slowest_id = _timed(suite, args.n, **kw)
        alone, _, _ = _timed(suite, args.n, sample_id=slowest_id, **kw)
        print(
            f"{label:<36}{one:>11.2f}{many:>15.2f}{longest:>18.2f}{alone:>17.2f}{many / one:>11.2f}"
            f"{many / max(longest, 1e-9):>11.2f}{many / alone:>17.2f}"
        )


if __name__ == "__main__":
    main()
