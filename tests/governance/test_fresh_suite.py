"""The held-out real-table suite (govbench_real_fresh): shape, sources disjoint from the development suite,
provenance, README, ground truth against eval.py, and the builder. The agent is not run here: the suite is
an out-of-sample check, measured on purpose and never used to grow rules."""

import re
from pathlib import Path

import pytest

from dataagents.governance.builders import real as R
from dataagents.governance.builders import real_fresh as F
from dataagents.governance.task import load_suite
from tests.governance import real_suites as H

FRESH = load_suite(F.FRESH_DIR)


def test_fresh_suite_covers_every_scenario_with_dag_tasks() -> None:
    H.check_shape(FRESH, F, n=16, per_scenario=2, dags=3)


def test_fresh_tables_are_not_the_development_suites() -> None:
    H.check_sources_disjoint(FRESH, F, [R])


def test_fresh_requests_read_like_business_requests() -> None:
    for t in FRESH:
        text = t.spec.instruction
        assert "`" not in text and not re.search(r"'[a-z]+_[a-z_]+'", text), t.id
        assert 1 <= len(re.findall(r"[.?!](\s|$)", text)) <= 3, t.id


def test_fresh_provenance_names_source_licence_and_seed() -> None:
    H.check_provenance(FRESH, F)


def test_fresh_readme_lists_every_task_and_says_held_out() -> None:
    readme = (F.FRESH_DIR / "README.md").read_text(encoding="utf-8")
    for t in FRESH:
        assert f"| {t.id} |" in readme
    assert "must not" in readme.lower() or "do not use" in readme.lower()
    assert "held-out" in readme.lower() or "held out" in readme.lower()


@pytest.mark.parametrize("task", FRESH, ids=[t.id for t in FRESH])
def test_fresh_ground_truth_scores_one_and_raw_scores_low(task, tmp_path: Path) -> None:
    H.check_ground_truth(task, tmp_path)


def test_fresh_builder_regenerates_the_bundled_tasks(tmp_path: Path) -> None:
    chosen = ["fresh_dedup_latest_submission", "fresh_dag_cabbage_offices"]
    H.check_regenerates(FRESH, F, F.FRESH_DIR, chosen, tmp_path)
