"""Print the DatasetResearch table (metadata judge + normalised DTP by domain) per agent on the bundled sample.

    .venv/bin/python benchmarks/datasetresearch_table.py [--model none|local/qwen2.5-coder-1.5b] [--shots 1,3,5]
        [--test-limit N] [--open]

--model none runs every agent's deterministic floor and the nearest-neighbour DTP predictor. Figures are ours on
the 12-demand sample; the paper's (Table 2) are printed underneath for orientation, not comparison.
"""

from __future__ import annotations

import argparse
import tempfile
import time

from inspect_ai import eval as inspect_eval

from dataagents.bench import get_suite

KEYS = ("meta_avg", "meta_avg8", "dtp_base", "dtp_1shot", "dtp_3shot", "dtp_5shot", "failed")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--model", default="none")
    ap.add_argument("--shots", default="1,3,5")
    ap.add_argument("--test-limit", type=int, default=None)
    ap.add_argument("--open", action="store_true", help="do not hide the reference dataset (gated=False)")
    ap.add_argument("--limit", type=int, default=None)
    args = ap.parse_args()
    suite = get_suite("datasetresearch")
    model = "none/none" if args.model == "none" else args.model
    print(f"model={args.model} gated={not args.open} shots={args.shots}")
    print(f"{'agent':<10} {'domain':<10} " + " ".join(f"{k:>10}" for k in KEYS) + "   wall_s")
    for agent in suite.agents:
        t = time.perf_counter()
        with tempfile.TemporaryDirectory() as logs:
            log = inspect_eval(
                suite.task_fn(agent=agent, shots=args.shots, test_limit=args.test_limit, gated=not args.open),
                model=model,
                limit=args.limit,
                display="none",
                log_dir=logs,
            )[0]
        wall = time.perf_counter() - t
        m = {f"{s.name}/{k}": v.value for s in log.results.scores for k, v in s.metrics.items()}
        for domain, suffix in (
            ("all", "mean"),
            ("knowledge", "grouped_knowledge"),
            ("reasoning", "grouped_reasoning"),
        ):
            row = " ".join(f"{m.get(f'{k}/{suffix}', float('nan')):>10.3f}" for k in KEYS)
            print(
                f"{agent:<10} {domain:<10} {row}   {wall:.1f}"
                if domain == "all"
                else f"{agent:<10} {domain:<10} {row}"
            )
    print("\npaper (DatasetResearch Table 2, normalised DTP; metadata 0-10):")
    for b in suite.baselines:
        print(f"  {b.name}: " + ", ".join(f"{k}={v}" for k, v in b.metrics.items()))


if __name__ == "__main__":
    main()
