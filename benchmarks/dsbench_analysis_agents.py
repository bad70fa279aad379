"""Accuracy and time per question of the DSBench analysis agents on a release-layout root.

The embedded model is slow on a small CPU, so ``--per-challenge N`` runs a stated subset: the first N
questions of every challenge (every challenge is still represented). Grading is the deterministic check
only (no judge model): an answer the check cannot decide counts as wrong and is reported as undecided.

    PYTHONPATH=src .venv/bin/python benchmarks/dsbench_analysis_agents.py ROOT --agent analyst \
        --model local/qwen2.5-coder-1.5b [--per-challenge 2] [--jsonl out.jsonl]

Prints one line per question (answer, gold, correct, status, seconds) and a summary line.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import time
from pathlib import Path


async def _main(args: argparse.Namespace) -> None:
    from dataagents.datascience.analysis.agents import AgentConfig
    from dataagents.datascience.analysis.release import load_release
    from dataagents.datascience.analysis.run import answer_question, grade_question
    from dataagents.llm import get_model

    model = get_model(args.model)
    config = AgentConfig(context_tokens=args.context_tokens)
    rows = []
    t_all = time.perf_counter()
    for ch in load_release(args.root):
        questions = ch.questions if args.per_challenge is None else ch.questions[: args.per_challenge]
        for q in questions:
            t0 = time.perf_counter()
            out, error = await answer_question(ch, q, agent=args.agent, model=model, config=config)
            wall = time.perf_counter() - t0
            rec = await grade_question(q, out, error, None)
            row = {
                "uid": q.uid,
                "answer": rec.answer,
                "gold": q.answer,
                "correct": rec.grade.correct,
                "decided_by": rec.grade.decided_by,
                "status": getattr(out, "status", None) if out else "error",
                "error": error,
                "wall_s": round(wall, 2),
                "model_calls": out.model_calls if out else 0,
                "reason": out.reason if out else None,
                "checks": out.checks if out else [],
            }
            rows.append(row)
            answer = (rec.answer or "")[:40].replace("\n", " ")
            print(
                f"{q.uid:22} {answer!r:44} gold={q.answer!r:14} {'RIGHT' if rec.grade.correct else 'wrong':5} "
                f"{row['status']!s:10} {wall:6.1f}s",
                flush=True,
            )
            if args.jsonl:
                with open(args.jsonl, "a", encoding="utf-8") as fh:
                    fh.write(json.dumps(row, default=str) + "\n")
    n = len(rows)
    right = sum(r["correct"] for r in rows)
    answered = sum(r["answer"] is not None for r in rows)
    undecided = sum(r["decided_by"] == "undecided" for r in rows)
    wall = sum(r["wall_s"] for r in rows)
    statuses: dict[str, int] = {}
    for r in rows:
        statuses[str(r["status"])] = statuses.get(str(r["status"]), 0) + 1
    print(
        f"SUMMARY root={Path(args.root).name} agent={args.agent} model={args.model} "
        f"questions={n} right={right} answered={answered} undecided={undecided} "
        f"statuses={statuses} mean_s={wall / max(n, 1):.1f} total_s={time.perf_counter() - t_all:.0f}"
    )


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("root")
    p.add_argument("--agent", default="analyst", choices=["analyst", "model-only"])
    p.add_argument("--model", default="none")
    p.add_argument("--per-challenge", type=int, default=None)
    p.add_argument("--context-tokens", type=int, default=8192)
    p.add_argument("--jsonl", default=None)
    asyncio.run(_main(p.parse_args()))


if __name__ == "__main__":
    main()
