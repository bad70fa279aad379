"""The held-out real-table suite (govbench_real_fresh): shape, sources disjoint from the development suite,
provenance, README, ground truth against eval.py, and the builder. The agent is not run here: the suite is
an out-of-sample check, measured on purpose and never used to grow rules."""

import asyncio
import re
from collections import Counter
from pathlib import Path

import pytest

from dataagents.governance.builders import real as R
from dataagents.governance.builders import real_fresh as F
from dataagents.governance.builders.evalgen import consistency_check
from dataagents.governance.io import read_table, write_table
from dataagents.governance.task import load_suite, run_eval_script

FRESH = load_suite(F.FRESH_DIR)
SCENARIOS = {"filtering", "refinement", "imputation", "deduplication", "integration", "labeling"}


def test_fresh_suite_covers_every_scenario_with_dag_tasks() -> None:
    assert len(FRESH) == 16 and {t.id for t in FRESH} == {t.id for t in F.TASKS}
    cats = Counter(str(t.spec.category) for t in FRESH)
    assert set(cats) == SCENARIOS and min(cats.values()) >= 2
    dags = [t for t in FRESH if t.spec.level == "dag"]
    assert len(dags) == 3 and all(2 <= len(t.spec.reference.steps) <= 3 for t in dags)
    assert {"csv", "jsonl", "tsv", "xlsx"} <= {t.spec.output.format for t in FRESH}


def test_fresh_tables_are_not_the_development_suites() -> None:
    used = {td.dataset for td in F.TASKS}
    assert used <= set(F.SOURCES) and not used & set(R.SOURCES)
    assert not {t.id for t in FRESH} & {td.id for td in R.TASKS}


def test_fresh_requests_read_like_business_requests() -> None:
    for t in FRESH:
        text = t.spec.instruction
        assert "`" not in text and not re.search(r"'[a-z]+_[a-z_]+'", text), t.id
        assert 1 <= len(re.findall(r"[.?!](\s|$)", text)) <= 3, t.id


def test_fresh_provenance_names_source_licence_and_seed() -> None:
    for t in FRESH:
        prov = t.spec.provenance
        assert prov and f"seed {F.SEED}" in prov, t.id
        dataset = prov.split("table '")[1].split("'")[0]
        assert prov.startswith(F.SOURCES[dataset]) and "licence" in prov, t.id


def test_fresh_readme_lists_every_task_and_says_held_out() -> None:
    readme = (F.FRESH_DIR / "README.md").read_text(encoding="utf-8")
    for t in FRESH:
        assert f"| {t.id} |" in readme
    assert "must not" in readme.lower() or "do not use" in readme.lower()
    assert "held-out" in readme.lower() or "held out" in readme.lower()


@pytest.mark.parametrize("task", FRESH, ids=[t.id for t in FRESH])
def test_fresh_ground_truth_scores_one_and_raw_scores_low(task, tmp_path: Path) -> None:
    report = consistency_check(task.eval_path, task.gt_path, task.raw_paths[0])
    assert report.passed, report.detail
    assert report.gt_score == 1.0 and report.raw_score < 0.3
    empty = tmp_path / task.gt_path.name
    write_table(read_table(task.gt_path).iloc[:0], empty)
    assert run_eval_script(task.eval_path, task.gt_path, empty).score < 0.7


def test_fresh_builder_regenerates_the_bundled_tasks(tmp_path: Path) -> None:
    chosen = ["fresh_dedup_latest_submission", "fresh_dag_cabbage_offices"]
    results = asyncio.run(F.build_suite(tmp_path, only=chosen))
    assert [r["passed"] for r in results] == [True] * 2
    for task_id in chosen:
        bundled = next(t for t in FRESH if t.id == task_id)
        for rel in ("eval.py", "task.json", f"gt/{bundled.gt_path.name}"):
            assert (tmp_path / task_id / rel).read_bytes() == (F.FRESH_DIR / task_id / rel).read_bytes()
