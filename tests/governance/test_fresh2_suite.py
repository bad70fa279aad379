"""The second held-out real-table suite (govbench_real_fresh2): shape, sources disjoint from the development
suite and the first held-out suite, provenance, README, ground truth against eval.py, and the builder. The
agent is not run here: the suite is an out-of-sample check, measured on purpose and never used to grow rules."""

from pathlib import Path

import pytest

from dataagents.governance.builders import real as R
from dataagents.governance.builders import real_fresh as F
from dataagents.governance.builders import real_fresh2 as F2
from dataagents.governance.task import load_suite
from tests.governance import real_suites as H

FRESH2 = load_suite(F2.FRESH2_DIR)


def test_fresh2_suite_covers_every_scenario_with_dag_tasks() -> None:
    H.check_shape(FRESH2, F2, n=20, per_scenario=3, dags=4)


def test_fresh2_tables_are_not_the_other_suites() -> None:
    H.check_sources_disjoint(FRESH2, F2, [R, F])


def test_fresh2_requests_read_like_business_requests() -> None:
    H.check_requests(FRESH2)


def test_fresh2_provenance_names_source_licence_and_seed() -> None:
    H.check_provenance(FRESH2, F2)


def test_fresh2_readme_lists_every_task_and_says_held_out() -> None:
    H.check_readme(FRESH2, F2.FRESH2_DIR)


@pytest.mark.parametrize("task", FRESH2, ids=[t.id for t in FRESH2])
def test_fresh2_ground_truth_scores_one_and_raw_scores_low(task, tmp_path: Path) -> None:
    H.check_ground_truth(task, tmp_path)


def test_fresh2_builder_regenerates_the_bundled_tasks(tmp_path: Path) -> None:
    chosen = ["fresh2_dedup_latest_country", "fresh2_dag_beaver_logs"]
    H.check_regenerates(FRESH2, F2, F2.FRESH2_DIR, chosen, tmp_path)
