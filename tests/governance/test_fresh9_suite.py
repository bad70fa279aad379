"""The ninth held-out real-table suite (govbench_real_fresh9): shape, sources disjoint from the development
suite and the eight earlier held-out suites, provenance, README, ground truth against eval.py and against the
builder's independent plain-pandas meaning, and the builder (the whole suite rebuilt, file for file). The agent
is not run here: the suite is an out-of-sample check, measured on purpose and never used to grow rules."""

from pathlib import Path

import pytest

from dataagents.governance.builders import real as R
from dataagents.governance.builders import real_fresh as F
from dataagents.governance.builders import real_fresh2 as F2
from dataagents.governance.builders import real_fresh3 as F3
from dataagents.governance.builders import real_fresh4 as F4
from dataagents.governance.builders import real_fresh5 as F5
from dataagents.governance.builders import real_fresh6 as F6
from dataagents.governance.builders import real_fresh7 as F7
from dataagents.governance.builders import real_fresh8 as F8
from dataagents.governance.builders import real_fresh9 as F9
from dataagents.governance.task import load_suite
from tests.governance import real_suites as H

FRESH9 = load_suite(F9.FRESH9_DIR)


def test_fresh9_suite_covers_every_scenario_with_dag_tasks() -> None:
    H.check_shape(FRESH9, F9, n=22, per_scenario=3, dags=3)
    assert sum(len(t.spec.inputs) >= 2 for t in FRESH9) >= 3


def test_fresh9_tables_are_not_the_other_suites_and_each_task_has_its_own() -> None:
    H.check_sources_disjoint(FRESH9, F9, [R, F, F2, F3, F4, F5, F6, F7, F8])
    assert len({td.dataset for td in F9.TASKS}) == len(F9.TASKS)


def test_fresh9_requests_read_like_business_requests() -> None:
    H.check_requests(FRESH9)


def test_fresh9_provenance_names_source_licence_and_seed() -> None:
    H.check_provenance(FRESH9, F9)


def test_fresh9_readme_lists_every_task_and_says_held_out() -> None:
    H.check_readme(FRESH9, F9.FRESH9_DIR)


@pytest.mark.parametrize("task", FRESH9, ids=[t.id for t in FRESH9])
def test_fresh9_ground_truth_scores_one_and_raw_scores_low(task, tmp_path: Path) -> None:
    H.check_ground_truth(task, tmp_path)


@pytest.mark.parametrize("task", FRESH9, ids=[t.id for t in FRESH9])
def test_fresh9_ground_truth_is_the_plain_pandas_meaning(task) -> None:
    H.check_pandas_meaning(task, F9)


def test_fresh9_builder_regenerates_the_whole_suite(tmp_path: Path) -> None:
    H.check_rebuilds_whole_suite(F9, F9.FRESH9_DIR, tmp_path)


def test_fresh9_tables_are_small() -> None:
    H.check_small(FRESH9, F9.FRESH9_DIR)


LABELLED = {td.id: td.target for td in F9.TASKS if td.category == "labeling" and td.level == "operator"}


LABEL_TASKS = [t for t in FRESH9 if t.id in LABELLED]


@pytest.mark.parametrize("task", LABEL_TASKS, ids=[t.id for t in LABEL_TASKS])
def test_fresh9_one_label_for_every_row_does_not_pass(task, tmp_path: Path) -> None:
    H.check_one_label_guess(task, LABELLED[task.id], tmp_path)
