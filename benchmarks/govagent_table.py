"""DataGovAgent vs its ablations and the single-model baseline on the GovBench sample suite: prints CRR, TSR, ATS,
Avg. Score, ADI, tokens and the derived A, Δrc, E, T* (paper Table 10, A.7.1), plus operator retrieval hit rates
(BM25/FTS5 vs the floor's idf overlap) on the operator-level instructions.

    .venv/bin/python benchmarks/govagent_table.py [--model none|local/qwen2.5-coder-1.5b|replay/NAME] [--tasks a,b]
        [--agents datagovagent,datagovagent-no-planner,datagovagent-no-rag,single-model]
"""

from __future__ import annotations

import argparse
import asyncio
import tempfile
import time
from pathlib import Path

from dataagents.governance.agent.executor import retrieve
from dataagents.governance.metrics import TaskRecord, summarize
from dataagents.governance.suite import SAMPLE_DIR, run_task
from dataagents.governance.task import load_suite
from dataagents.llm import get_model


def retrieval_figures() -> None:
    tasks = [t for t in load_suite(SAMPLE_DIR, level="operator") if t.spec.reference]
    rows = []
    for name, fn in (("bm25 (fts5)", lambda q: retrieve(q, 4)),):
        t0 = time.perf_counter()
        hits = [(t.spec.reference.steps[0].op, fn(t.spec.instruction)) for t in tasks]
        ms = 1000 * (time.perf_counter() - t0) / len(tasks)
        h1 = sum(r[0] == ref for ref, r in hits)
        h4 = sum(ref in r for ref, r in hits)
        rows.append(f"{name:<20} hit@1 {h1}/{len(tasks)}  hit@4 {h4}/{len(tasks)}  {ms:.2f} ms/query")
    print("retrieval over the operator catalog (raw instruction -> reference operator):")
    print("\n".join(rows))


async def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--model", default="none")
    ap.add_argument("--tasks", default="")
    ap.add_argument("--level", default=None)
    ap.add_argument(
        "--agents", default="datagovagent,datagovagent-no-planner,datagovagent-no-rag,single-model"
    )
    a = ap.parse_args()
    retrieval_figures()
    model = get_model(a.model)
    tasks = load_suite(SAMPLE_DIR, level=a.level)
    if a.tasks:
        tasks = [t for t in tasks if t.id in a.tasks.split(",")]
    print(f"\n{len(tasks)} sample tasks, model {a.model}")
    head = f"{'agent':<26}{'CRR':>6}{'TSR':>7}{'ATS':>7}{'Avg':>7}{'ADI':>6}{'tokens':>8}{'A':>6}{'Δrc':>6}{'E':>7}{'T*':>8}{'wall s':>8}"
    print(head)
    for agent in a.agents.split(","):
        records = []
        t0 = time.perf_counter()
        for t in tasks:
            with tempfile.TemporaryDirectory() as tmp:
                try:
                    records.append(await run_task(t, agent, model, Path(tmp)))
                except Exception as err:  # e.g. a replay miss: the task counts as generated, not run, score 0
                    records.append(TaskRecord(task_id=t.id, error=str(err)[:200]))
        m = summarize(records)
        f = lambda v, d=1: "-" if v is None else f"{v:.{d}f}"  # noqa: E731
        print(
            f"{agent:<26}{m.crr:>6.1f}{m.tsr:>7.1f}{m.ats:>7.1f}{m.avg_score:>7.1f}{m.adi:>6.2f}{m.avg_tokens:>8.0f}"
            f"{f(m.alignment, 2):>6}{m.contract_gap:>6.1f}{f(m.debug_efficiency):>7}{f(m.tokens_per_success, 0):>8}"
            f"{time.perf_counter() - t0:>8.1f}"
        )
        failed = [f"{r.task_id}={r.score:.2f}" for r in records if not r.success]
        if failed:
            print(f"{'':<26}not solved: {', '.join(failed)}")


if __name__ == "__main__":
    asyncio.run(main())
