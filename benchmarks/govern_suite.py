"""The `govern` path (understand -> plan -> execute -> verify -> deliver) over a GovBench-format suite: per task
the status it reported and the score of its output by the task's own eval.py, then TSR, ATS, how often each
status was reported, false successes (reported `verified`, scored below 0.8), median seconds per
operator-level task and tokens per solved task (compare the paper's T*, A.7.1).

    .venv/bin/python benchmarks/govern_suite.py SUITE_DIR [--model none|local/qwen2.5-coder-1.5b] [--tasks a,b]
        [--json results.jsonl]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import statistics
import tempfile
import time
from collections import Counter
from pathlib import Path

from dataagents.governance.govern import govern_agent
from dataagents.governance.task import evaluate_output, load_suite
from dataagents.llm import get_model

FALSE_SUCCESS_BELOW = 0.8


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("suite", type=Path)
    ap.add_argument("--model", default="none")
    ap.add_argument("--tasks", default="")
    ap.add_argument("--json", type=Path, default=None)
    args = ap.parse_args()
    model = get_model(args.model)
    tasks = load_suite(args.suite)
    if not tasks:
        raise SystemExit(
            f"no tasks in {args.suite}: give a suite folder, e.g. src/dataagents/suites/govbench_real"
        )
    if args.tasks:
        wanted = set(args.tasks.split(","))
        tasks = [t for t in tasks if t.id in wanted]
    rows = []
    for t in tasks:
        with tempfile.TemporaryDirectory() as tmp:
            t0 = time.perf_counter()
            run = asyncio.run(
                govern_agent(
                    t.spec.instruction, t.raw_paths, t.spec.output.name, model=model, workdir=Path(tmp)
                )
            )
            seconds = time.perf_counter() - t0
            score = evaluate_output(t, run.output).score if run.output else 0.0
        status = run.log.split(":")[0]
        row = {
            "id": t.id,
            "level": t.spec.level,
            "category": str(t.spec.category),
            "status": status,
            "score": round(score, 4),
            "seconds": round(seconds, 2),
            "tokens": run.record.tokens,
            "reason": run.log[len(status) + 2 :][:300],
        }
        rows.append(row)
        print(f"{t.id:42s} {status:11s} {score:6.3f} {seconds:6.1f}s {run.record.tokens:6d} tok", flush=True)
        if args.json:
            with args.json.open("a", encoding="utf-8") as fh:
                fh.write(json.dumps(row) + "\n")
    n = len(rows)
    solved = [r for r in rows if r["score"] >= 0.999]
    false_successes = [
        r["id"] for r in rows if r["status"] == "verified" and r["score"] < FALSE_SUCCESS_BELOW
    ]
    op_times = [r["seconds"] for r in rows if r["level"] == "operator"]
    tokens = sum(r["tokens"] for r in rows)
    print(f"\nsuite {args.suite} · model {args.model} · {n} tasks")
    print(f"TSR {100 * len(solved) / n:.1f}  ATS {100 * sum(r['score'] for r in rows) / n:.1f}")
    print("statuses:", dict(Counter(r["status"] for r in rows)))
    verified = [r for r in rows if r["status"] == "verified"]
    if verified:
        exact = sum(r["score"] >= 0.999 for r in verified)
        print(f"verified: {len(verified)}, of which solved exactly {exact}")
    print(
        f"false successes (verified, score < {FALSE_SUCCESS_BELOW}): {len(false_successes)} {false_successes}"
    )
    if op_times:
        print(f"median seconds per operator-level task: {statistics.median(op_times):.2f}")
    if solved:
        print(f"tokens per solved task: {tokens / len(solved):.0f} (paper T* with GPT-5: 49k)")


if __name__ == "__main__":
    main()
