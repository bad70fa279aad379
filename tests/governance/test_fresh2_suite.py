"""The second held-out real-table suite (govbench_real_fresh2): shape, sources disjoint from the development
suite and the first held-out suite, provenance, README, ground truth against eval.py, and the builder. The
agent is not run here: the suite is an out-of-sample check, measured on purpose and never used to grow rules."""

import asyncio
import re
from collections import Counter
from pathlib import Path

import pytest

from dataagents.governance.builders import real as R
from dataagents.governance.builders import real_fresh as F
from dataagents.governance.builders import real_fresh2 as F2
from dataagents.governance.builders.evalgen import consistency_check
from dataagents.governance.io import read_table, write_table
from dataagents.governance.task import load_suite, run_eval_script

FRESH2 = load_suite(F2.FRESH2_DIR)
SCENARIOS = {"filtering", "refinement", "imputation", "deduplication", "integration", "labeling"}


def test_fresh2_suite_covers_every_scenario_with_dag_tasks() -> None:
    assert len(FRESH2) == 20 and {t.id for t in FRESH2} == {t.id for t in F2.TASKS}
    cats = Counter(str(t.spec.category) for t in FRESH2)
    assert set(cats) == SCENARIOS and min(cats.values()) >= 3
    dags = [t for t in FRESH2 if t.spec.level == "dag"]
    assert len(dags) == 4 and all(2 <= len(t.spec.reference.steps) <= 3 for t in dags)
    assert {"csv", "jsonl", "tsv", "xlsx"} <= {t.spec.output.format for t in FRESH2}


def test_fresh2_tables_are_not_the_other_suites() -> None:
    used = {td.dataset for td in F2.TASKS}
    assert used <= set(F2.SOURCES)
    assert not used & set(R.SOURCES) and not used & set(F.SOURCES)
    ids = {t.id for t in FRESH2}
    assert not ids & {td.id for td in R.TASKS} and not ids & {td.id for td in F.TASKS}


def test_fresh2_requests_read_like_business_requests() -> None:
    texts = [t.spec.instruction for t in FRESH2]
    for t, text in zip(FRESH2, texts, strict=True):
        assert "`" not in text and not re.search(r"'[a-z]+_[a-z_]+'", text), t.id
        assert 1 <= len(re.findall(r"[.?!](\s|$)", text)) <= 3, t.id
    openings = Counter(" ".join(text.split()[:2]).lower() for text in texts)
    assert max(openings.values()) <= 2  # no shared template


def test_fresh2_provenance_names_source_licence_and_seed() -> None:
    for t in FRESH2:
        prov = t.spec.provenance
        assert prov and f"seed {F2.SEED}" in prov, t.id
        dataset = prov.split("table '")[1].split("'")[0]
        assert prov.startswith(F2.SOURCES[dataset]) and "licence" in prov, t.id


def test_fresh2_readme_lists_every_task_and_says_held_out() -> None:
    readme = (F2.FRESH2_DIR / "README.md").read_text(encoding="utf-8")
    for t in FRESH2:
        assert f"| {t.id} |" in readme
    assert "written without looking at the parser" in readme.lower()
    assert "never used to grow rules" in readme.lower()


@pytest.mark.parametrize("task", FRESH2, ids=[t.id for t in FRESH2])
def test_fresh2_ground_truth_scores_one_and_raw_scores_low(task, tmp_path: Path) -> None:
    report = consistency_check(task.eval_path, task.gt_path, task.raw_paths[0])
    assert report.passed, report.detail
    assert report.gt_score == 1.0 and report.raw_score < 0.3
    empty = tmp_path / task.gt_path.name
    write_table(read_table(task.gt_path).iloc[:0], empty)
    assert run_eval_script(task.eval_path, task.gt_path, empty).score < 0.7


def test_fresh2_builder_regenerates_the_bundled_tasks(tmp_path: Path) -> None:
    chosen = ["fresh2_dedup_latest_country", "fresh2_dag_beaver_logs"]
    results = asyncio.run(F2.build_suite(tmp_path, only=chosen))
    assert [r["passed"] for r in results] == [True] * 2
    for task_id in chosen:
        bundled = next(t for t in FRESH2 if t.id == task_id)
        for rel in ("eval.py", "task.json", f"gt/{bundled.gt_path.name}"):
            assert (tmp_path / task_id / rel).read_bytes() == (F2.FRESH2_DIR / task_id / rel).read_bytes()
