"""On the development sets (real tables in business wording, and two re-wordings of every bundled task),
`govern` with no model never calls a wrong output verified: every `verified` output scores at least 0.8 with
the task's own eval script, and most tasks are solved."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from dataagents.governance.govern import govern_agent
from dataagents.governance.suite import SAMPLE_DIR
from dataagents.governance.task import evaluate_output, load_suite

SUITES = SAMPLE_DIR.parent


@pytest.mark.parametrize("suite,min_solved", [("govbench_real", 0.55), ("govbench_paraphrase", 0.7)])
def test_no_false_success_on_the_development_sets(tmp_path: Path, suite: str, min_solved: float) -> None:
    tasks = load_suite(SUITES / suite)
    false_successes, solved = [], 0
    for task in tasks:
        work = tmp_path / task.id
        work.mkdir()
        run = asyncio.run(
            govern_agent(
                task.spec.instruction, task.raw_paths, task.spec.output.name, model=None, workdir=work
            )
        )
        score = evaluate_output(task, run.output).score if run.output else 0.0
        solved += score >= 0.999
        if run.record.status == "verified" and score < 0.8:
            false_successes.append((task.id, score))
    assert false_successes == []
    assert solved >= min_solved * len(tasks), f"{solved}/{len(tasks)} solved"
