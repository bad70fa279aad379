"""The third held-out real-table suite (govbench_real_fresh3): shape, sources disjoint from the development
suite and the two earlier held-out suites, provenance, README, ground truth against eval.py, and the builder.
The agent is not run here: the suite is an out-of-sample check, measured on purpose and never used to grow
rules."""

from pathlib import Path

import pytest

from dataagents.governance.builders import real as R
from dataagents.governance.builders import real_fresh as F
from dataagents.governance.builders import real_fresh2 as F2
from dataagents.governance.builders import real_fresh3 as F3
from dataagents.governance.task import load_suite
from tests.governance import real_suites as H

FRESH3 = load_suite(F3.FRESH3_DIR)


def test_fresh3_suite_covers_every_scenario_with_dag_tasks() -> None:
    H.check_shape(FRESH3, F3, n=16, per_scenario=2, dags=3)


def test_fresh3_tables_are_not_the_other_suites_and_each_task_has_its_own() -> None:
    H.check_sources_disjoint(FRESH3, F3, [R, F, F2])
    assert len({td.dataset for td in F3.TASKS}) == len(F3.TASKS)


def test_fresh3_requests_read_like_business_requests() -> None:
    H.check_requests(FRESH3)


def test_fresh3_provenance_names_source_licence_and_seed() -> None:
    H.check_provenance(FRESH3, F3)


def test_fresh3_readme_lists_every_task_and_says_held_out() -> None:
    H.check_readme(FRESH3, F3.FRESH3_DIR)


@pytest.mark.parametrize("task", FRESH3, ids=[t.id for t in FRESH3])
def test_fresh3_ground_truth_scores_one_and_raw_scores_low(task, tmp_path: Path) -> None:
    H.check_ground_truth(task, tmp_path)


def test_fresh3_builder_regenerates_the_bundled_tasks(tmp_path: Path) -> None:
    chosen = ["fresh3_dag_florida_buchanan", "fresh3_dag_occupation_pay"]
    H.check_regenerates(FRESH3, F3, F3.FRESH3_DIR, chosen, tmp_path)
