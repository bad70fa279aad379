"""Any GovBench agent over a GovBench-format suite, with no inspect log: TSR, ATS, ADI's parts and failures
per task, for quick side-by-side figures of the agents on the sample, paraphrase and real-table suites.

    .venv/bin/python benchmarks/govbench_agents.py SUITE_DIR [--agents govern,datagovagent] [--model none]
"""

from __future__ import annotations

import argparse
import asyncio
import tempfile
from pathlib import Path

from dataagents.governance.metrics import summarize
from dataagents.governance.suite import run_task
from dataagents.governance.task import load_suite
from dataagents.llm import get_model


async def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("suite", type=Path)
    ap.add_argument("--agents", default="govern,datagovagent")
    ap.add_argument("--model", default="none")
    ap.add_argument("--tasks", default="")
    ap.add_argument("--show-failures", action="store_true")
    args = ap.parse_args()
    model = get_model(args.model)
    tasks = load_suite(args.suite)
    if args.tasks:
        tasks = [t for t in tasks if t.id in set(args.tasks.split(","))]
    print(f"{args.suite.name}: {len(tasks)} tasks, model {args.model}")
    print(f"{'agent':<26}{'TSR':>7}{'ATS':>7}{'failed tasks':>14}")
    for agent in args.agents.split(","):
        records = []
        for t in tasks:
            with tempfile.TemporaryDirectory(prefix=f"gov-{t.id}-") as tmp:
                records.append(await run_task(t, agent, model, Path(tmp)))
        s = summarize(records)
        failed = [r.task_id for r in records if r.score < 1.0]
        print(f"{agent:<26}{s.tsr:>7.1f}{s.ats:>7.1f}{len(failed):>14}")
        if args.show_failures:
            for r in records:
                if r.score < 1.0:
                    print(f"    {r.task_id:<40} {r.score:.2f} {(r.error or '')[:90]}")


if __name__ == "__main__":
    asyncio.run(main())
