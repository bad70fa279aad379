"""The held-out real-table suites (govbench_real_fresh to govbench_real_fresh56), one parametrised module: shape,
tables disjoint from the development suite and every earlier held-out suite, business-style requests,
provenance, README, ground truth against eval.py and (from the fourth set on) against the builder's independent
plain-pandas meaning, and the builder (chosen tasks rebuilt byte for byte for the first three sets, the whole
suite file for file from the fourth on). The agent is not run here: each suite is an out-of-sample check,
measured on purpose and never used to grow rules. The checks of each set's shipped data run by default for the
newest set, and for every set under ``make test-slow``.

Each suite's figures are the ones its own test module had; what only one suite checks stays a test of its own."""

import re
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType
from typing import Any

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
from dataagents.governance.builders import real_fresh10 as F10
from dataagents.governance.builders import real_fresh11 as F11
from dataagents.governance.builders import real_fresh12 as F12
from dataagents.governance.builders import real_fresh13 as F13
from dataagents.governance.builders import real_fresh14 as F14
from dataagents.governance.builders import real_fresh15 as F15
from dataagents.governance.builders import real_fresh16 as F16
from dataagents.governance.builders import real_fresh17 as F17
from dataagents.governance.builders import real_fresh18 as F18
from dataagents.governance.builders import real_fresh19 as F19
from dataagents.governance.builders import real_fresh20 as F20
from dataagents.governance.builders import real_fresh21 as F21
from dataagents.governance.builders import real_fresh22 as F22
from dataagents.governance.builders import real_fresh23 as F23
from dataagents.governance.builders import real_fresh24 as F24
from dataagents.governance.builders import real_fresh25 as F25
from dataagents.governance.builders import real_fresh26 as F26
from dataagents.governance.builders import real_fresh27 as F27
from dataagents.governance.builders import real_fresh28 as F28
from dataagents.governance.builders import real_fresh29 as F29
from dataagents.governance.builders import real_fresh30 as F30
from dataagents.governance.builders import real_fresh31 as F31
from dataagents.governance.builders import real_fresh32 as F32
from dataagents.governance.builders import real_fresh33 as F33
from dataagents.governance.builders import real_fresh34 as F34
from dataagents.governance.builders import real_fresh35 as F35
from dataagents.governance.builders import real_fresh36 as F36
from dataagents.governance.builders import real_fresh37 as F37
from dataagents.governance.builders import real_fresh38 as F38
from dataagents.governance.builders import real_fresh39 as F39
from dataagents.governance.builders import real_fresh40 as F40
from dataagents.governance.builders import real_fresh41 as F41
from dataagents.governance.builders import real_fresh42 as F42
from dataagents.governance.builders import real_fresh43 as F43
from dataagents.governance.builders import real_fresh44 as F44
from dataagents.governance.builders import real_fresh45 as F45
from dataagents.governance.builders import real_fresh46 as F46
from dataagents.governance.builders import real_fresh47 as F47
from dataagents.governance.builders import real_fresh48 as F48
from dataagents.governance.builders import real_fresh49 as F49
from dataagents.governance.builders import real_fresh50 as F50
from dataagents.governance.builders import real_fresh51 as F51
from dataagents.governance.builders import real_fresh52 as F52
from dataagents.governance.builders import real_fresh53 as F53
from dataagents.governance.builders import real_fresh54 as F54
from dataagents.governance.builders import real_fresh55 as F55
from dataagents.governance.builders import real_fresh56 as F56
from dataagents.governance.task import load_suite
from tests.governance import real_suites as H


@dataclass(frozen=True)
class HeldOut:
    name: str
    builder: ModuleType
    n: int
    per_scenario: int
    dags: int
    multi_input: int = 0  # at least this many tasks read two or more files
    own_tables: bool = False  # no two tasks share a table
    # from the fourth set on: ground truth checked against the pandas meaning, the whole suite rebuilt, small tables
    whole_rebuild: bool = False
    regenerated: tuple[str, ...] = ()  # the first three sets: these tasks rebuilt byte for byte
    one_label_guess: bool = False  # operator-level labels: one label on every row must not pass

    @property
    def folder(self) -> Path:
        return getattr(self.builder, f"{self.name.upper()}_DIR")


SUITES = [
    HeldOut(
        "fresh",
        F,
        n=16,
        per_scenario=2,
        dags=3,
        regenerated=("fresh_dedup_latest_submission", "fresh_dag_cabbage_offices"),
    ),
    HeldOut(
        "fresh2",
        F2,
        n=20,
        per_scenario=3,
        dags=4,
        regenerated=("fresh2_dedup_latest_country", "fresh2_dag_beaver_logs"),
    ),
    HeldOut(
        "fresh3",
        F3,
        n=16,
        per_scenario=2,
        dags=3,
        own_tables=True,
        regenerated=("fresh3_dag_florida_buchanan", "fresh3_dag_occupation_pay"),
    ),
    HeldOut("fresh4", F4, n=22, per_scenario=3, dags=4, multi_input=4, own_tables=True, whole_rebuild=True),
    *[
        HeldOut(
            name,
            builder,
            n=n,
            per_scenario=3,
            dags=3,
            multi_input=3,
            own_tables=True,
            whole_rebuild=True,
            one_label_guess=name not in ("fresh5", "fresh6"),
        )
        for name, builder, n in [
            ("fresh5", F5, 21),
            ("fresh6", F6, 23),
            ("fresh7", F7, 22),
            ("fresh8", F8, 22),
            ("fresh9", F9, 22),
            ("fresh10", F10, 22),
            ("fresh11", F11, 22),
            ("fresh12", F12, 22),
            ("fresh13", F13, 22),
            ("fresh14", F14, 22),
            ("fresh15", F15, 22),
            ("fresh16", F16, 22),
            ("fresh17", F17, 22),
            ("fresh18", F18, 22),
            ("fresh19", F19, 22),
            ("fresh20", F20, 22),
            ("fresh21", F21, 22),
            ("fresh22", F22, 22),
            ("fresh23", F23, 22),
            ("fresh24", F24, 22),
            ("fresh25", F25, 22),
            ("fresh26", F26, 22),
            ("fresh27", F27, 22),
            ("fresh28", F28, 22),
            ("fresh29", F29, 22),
            ("fresh30", F30, 22),
            ("fresh31", F31, 22),
            ("fresh32", F32, 22),
            ("fresh33", F33, 22),
            ("fresh34", F34, 22),
            ("fresh35", F35, 22),
            ("fresh36", F36, 22),
            ("fresh37", F37, 22),
            ("fresh38", F38, 22),
            ("fresh39", F39, 22),
            ("fresh40", F40, 22),
            ("fresh41", F41, 22),
            ("fresh42", F42, 22),
            ("fresh43", F43, 22),
            ("fresh44", F44, 22),
            ("fresh45", F45, 22),
            ("fresh46", F46, 22),
            ("fresh47", F47, 22),
            ("fresh48", F48, 22),
            ("fresh49", F49, 22),
            ("fresh50", F50, 22),
            ("fresh51", F51, 22),
            ("fresh52", F52, 22),
            ("fresh53", F53, 22),
            ("fresh54", F54, 22),
            ("fresh55", F55, 22),
            ("fresh56", F56, 22),
        ]
    ],
]


def _earlier(suite: "HeldOut") -> list[ModuleType]:
    """The development suite's builder and those of every held-out suite before ``suite``."""
    return [R, *[s.builder for s in SUITES[: SUITES.index(suite)]]]


LOADED: dict[str, list[Any]] = {s.name: load_suite(s.folder) for s in SUITES}
FIRST = SUITES[0]


# The checks of a set's shipped data (its ground truth against eval.py and the pandas meaning, the builder
# rebuilding it) take about half a minute a set on 2 cores. A set's files never change once it is written, so the
# default run checks the newest set only (the default run must stay under 15 minutes
# on 2 cores); `make test-slow` checks every set.
_DATA_CHECKED_BY_DEFAULT = {SUITES[-1].name}


def _data_check(suite: HeldOut, *values: Any) -> Any:
    marks = () if suite.name in _DATA_CHECKED_BY_DEFAULT else (pytest.mark.slow,)
    return pytest.param(*values, marks=marks)


def _suites(which: list[HeldOut], data: bool = False) -> Any:
    """One test per suite of ``which``; a check of a set's shipped data (``data``) is slow for the older sets."""
    values = [_data_check(s, s) if data else s for s in which]
    return pytest.mark.parametrize("suite", values, ids=[s.name for s in which])


def _tasks(which: list[HeldOut], keep: Any = lambda suite, task: True) -> Any:
    """Every task of ``which`` (those ``keep`` accepts), with its suite; the test id is suite/task. These check
    the shipped data: slow for the older sets."""
    pairs = [(s, t) for s in which for t in LOADED[s.name] if keep(s, t)]
    return pytest.mark.parametrize(
        ("suite", "task"),
        [_data_check(s, s, t) for s, t in pairs],
        ids=[f"{s.name}/{t.id}" for s, t in pairs],
    )


@_suites(SUITES)
def test_suite_covers_every_scenario_with_dag_tasks(suite: HeldOut) -> None:
    tasks = LOADED[suite.name]
    H.check_shape(tasks, suite.builder, n=suite.n, per_scenario=suite.per_scenario, dags=suite.dags)
    if suite.multi_input:
        assert sum(len(t.spec.inputs) >= 2 for t in tasks) >= suite.multi_input


@_suites(SUITES)
def test_tables_are_not_the_earlier_suites(suite: HeldOut) -> None:
    H.check_sources_disjoint(LOADED[suite.name], suite.builder, _earlier(suite))
    if suite.own_tables:
        assert len({td.dataset for td in suite.builder.TASKS}) == len(suite.builder.TASKS)


@_suites(SUITES[1:])
def test_requests_read_like_business_requests(suite: HeldOut) -> None:
    H.check_requests(LOADED[suite.name])


def test_fresh_requests_read_like_business_requests() -> None:
    """The first set predates the rule against shared openings: its requests are only held to the form."""
    for t in LOADED[FIRST.name]:
        text = t.spec.instruction
        assert "`" not in text and not re.search(r"'[a-z]+_[a-z_]+'", text), t.id
        assert 1 <= len(re.findall(r"[.?!](\s|$)", text)) <= 3, t.id


@_suites(SUITES)
def test_provenance_names_source_licence_and_seed(suite: HeldOut) -> None:
    H.check_provenance(LOADED[suite.name], suite.builder)


@_suites(SUITES[1:])
def test_readme_lists_every_task_and_says_held_out(suite: HeldOut) -> None:
    H.check_readme(LOADED[suite.name], suite.folder)


def test_fresh_readme_lists_every_task_and_says_held_out() -> None:
    """The first set's README words its held-out note its own way."""
    readme = (FIRST.folder / "README.md").read_text(encoding="utf-8")
    for t in LOADED[FIRST.name]:
        assert f"| {t.id} |" in readme
    assert "must not" in readme.lower() or "do not use" in readme.lower()
    assert "held-out" in readme.lower() or "held out" in readme.lower()


@_tasks(SUITES)
def test_ground_truth_scores_one_and_raw_scores_low(suite: HeldOut, task: Any, tmp_path: Path) -> None:
    H.check_ground_truth(task, tmp_path)


@_tasks([s for s in SUITES if s.whole_rebuild])
def test_ground_truth_is_the_plain_pandas_meaning(suite: HeldOut, task: Any) -> None:
    H.check_pandas_meaning(task, suite.builder)


@_suites([s for s in SUITES if s.regenerated], data=True)
def test_builder_regenerates_the_bundled_tasks(suite: HeldOut, tmp_path: Path) -> None:
    H.check_regenerates(LOADED[suite.name], suite.builder, suite.folder, list(suite.regenerated), tmp_path)


@pytest.mark.parametrize(
    "suite",
    [s if s is SUITES[-1] else pytest.param(s, marks=pytest.mark.slow) for s in SUITES if s.whole_rebuild],
    ids=[s.name for s in SUITES if s.whole_rebuild],
)
def test_builder_regenerates_the_whole_suite(suite: HeldOut, tmp_path: Path) -> None:
    """Rebuilding a whole set takes 10-20 s: by default only the newest set is rebuilt (every set under make
    test-slow)."""
    H.check_rebuilds_whole_suite(suite.builder, suite.folder, tmp_path)


@_suites([s for s in SUITES if s.whole_rebuild])
def test_tables_are_small(suite: HeldOut) -> None:
    H.check_small(LOADED[suite.name], suite.folder)


def _operator_label_task(suite: HeldOut, task: Any) -> bool:
    return suite.one_label_guess and any(
        td.id == task.id and td.category == "labeling" and td.level == "operator"
        for td in suite.builder.TASKS
    )


@_tasks(SUITES, keep=_operator_label_task)
def test_one_label_for_every_row_does_not_pass(suite: HeldOut, task: Any, tmp_path: Path) -> None:
    target = next(td.target for td in suite.builder.TASKS if td.id == task.id)
    H.check_one_label_guess(task, target, tmp_path)
