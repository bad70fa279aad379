"""Figures for the AutoML floor on the bundled DSBench-modeling sample suite (or a release root).

Per task: metric, the floor's test score p, RPG, CV score, wall time and peak RSS (each task runs in a fresh
process so its peak RSS is its own); then mean RPG, task success and mean time, beside the paper's best
agent (AutoGen + GPT-4: RPG 45.52, task success 87.84 %, DSBench Table 6).

    .venv/bin/python benchmarks/modeling_floor.py [ROOT] [--budget SECONDS] [--seed N]
"""

from __future__ import annotations

import argparse
import multiprocessing as mp
import resource
import time

from rich.console import Console
from rich.table import Table


def _one(root: str, name: str, budget: float, seed: int, out: mp.Queue) -> None:
    from dataagents.datascience.modeling.floor import run_floor
    from dataagents.datascience.modeling.rpg import score_submission
    from dataagents.datascience.modeling.task import load_release_task

    t0 = time.perf_counter()
    task = load_release_task(root, name)
    try:
        res = run_floor(task, time_budget_s=budget, seed=seed)
        sub, cv = res.submission, res.cv_score
    except Exception as err:  # a failed task is a row of the table, not a crash of the bench
        sub, cv = None, None
        print(f"{name}: floor failed: {err}")
    s = score_submission(task, sub)
    wall = time.perf_counter() - t0
    rss_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    out.put((name, task.metric.key, s.performance, s.baseline, s.rpg, s.success, cv, wall, rss_mb))


def main() -> None:
    from dataagents.datascience.modeling.suite import SAMPLE_ROOT
    from dataagents.datascience.modeling.task import release_names

    ap = argparse.ArgumentParser()
    ap.add_argument("root", nargs="?", default=SAMPLE_ROOT)
    ap.add_argument("--budget", type=float, default=300.0)
    ap.add_argument("--seed", type=int, default=0)
    args = ap.parse_args()
    ctx = mp.get_context("spawn")
    rows = []
    for name in release_names(args.root):
        q = ctx.Queue()
        p = ctx.Process(target=_one, args=(args.root, name, args.budget, args.seed, q))
        p.start()
        rows.append(q.get())
        p.join()
    table = Table(title=f"AutoML floor on {args.root} (budget {args.budget:.0f} s/task, seed {args.seed})")
    for col in ("task", "metric", "p (test)", "b (sample)", "RPG", "valid", "CV", "wall s", "peak RSS MB"):
        table.add_column(col, justify="right" if col not in ("task", "metric") else "left")
    fmt = lambda v: "-" if v is None else f"{v:.4g}"  # noqa: E731
    for name, metric, p, b, rpg, ok, cv, wall, rss in rows:
        table.add_row(
            name,
            metric,
            fmt(p),
            fmt(b),
            f"{rpg:.3f}",
            "yes" if ok else "NO",
            fmt(cv),
            f"{wall:.1f}",
            f"{rss:.0f}",
        )
    n = len(rows)
    table.add_section()
    table.add_row(
        "mean",
        f"{n} tasks",
        "",
        "",
        f"{sum(r[4] for r in rows) / n:.3f}",
        f"{100 * sum(r[5] for r in rows) / n:.0f}%",
        "",
        f"{sum(r[7] for r in rows) / n:.1f}",
        f"{max(r[8] for r in rows):.0f} max",
    )
    Console(width=140).print(table)
    print("paper (Table 6): AutoGen + GPT-4 RPG 0.4552, task success 87.84 %; human (22 tasks) RPG 0.6502")


if __name__ == "__main__":
    main()
