"""Suite registry, smoke suite and reports over real inspect logs."""

from __future__ import annotations

from pathlib import Path

import pytest

from dataagents.bench import get_suite, list_suites
from dataagents.bench.registry import UnknownSuiteError
from dataagents.bench.report import collect_rows, write_report
from dataagents.bench.runner import RunError, run_suite


def test_smoke_suite_is_registered() -> None:
    names = [s.name for s in list_suites()]
    assert "smoke" in names
    assert get_suite("smoke").agents == ["profiler", "model-only"]


def test_unknown_suite_names_the_choices() -> None:
    with pytest.raises(UnknownSuiteError, match="smoke"):
        get_suite("no-such-suite")


def test_unknown_agent_is_a_clear_error(tmp_path: Path) -> None:
    with pytest.raises(RunError, match="profiler"):
        run_suite("smoke", agent="nobody", model="none", log_root=tmp_path, display="none")


def test_smoke_floor_runs_in_sandbox_and_reports(tmp_path: Path) -> None:
    ok, _logs, _log_dir = run_suite(
        "smoke", agent="profiler", model="none", log_root=tmp_path, display="none"
    )
    assert ok
    rows = collect_rows(tmp_path)
    assert len(rows) == 1
    row = rows[0]
    assert (row.suite, row.agent, row.model) == ("smoke", "profiler", "none/none")
    assert row.completed == row.samples == 5
    assert row.primary == pytest.approx(1.0)  # the floor computes all five answers exactly

    # model-only with no model answers nothing and scores 0: a second leaderboard row.
    run_suite("smoke", agent="model-only", model="none", log_root=tmp_path, display="none")
    md, html, rows = write_report(tmp_path, tmp_path / "out")
    assert [(r.agent, r.primary) for r in rows] == [("model-only", 0.0), ("profiler", 1.0)]
    text = html.read_text()
    assert "data:image/png;base64," in text and "smoke" in text
    assert (tmp_path / "out" / "leaderboard.png").stat().st_size > 1000
    assert "| smoke" in md.read_text()


def test_report_on_missing_folder_is_a_clear_error(tmp_path: Path) -> None:
    from dataagents.bench.report import ReportError

    with pytest.raises(ReportError, match="does not exist"):
        write_report(tmp_path / "nope")


def test_smoke_model_only_with_scripted_model(tmp_path: Path) -> None:
    from dataagents.llm import scripted_model

    # One scripted reply per sample, in dataset order (max_samples=1 runs them one after another);
    # the third is wrong on purpose.
    replies = [
        '{"answer": "40"}',
        '{"answer": "price"}',
        '{"answer": "7"}',
        '{"answer": "25"}',
        '{"answer": "4"}',
    ]
    model = scripted_model(replies)
    ok, _logs, _ = run_suite(
        "smoke", agent="model-only", model=model, log_root=tmp_path, display="none", max_samples=1
    )
    assert ok
    row = collect_rows(tmp_path)[0]
    assert row.completed == 5
    assert row.metrics["answered/mean"] == pytest.approx(1.0)
    assert row.primary == pytest.approx(4 / 5)


def test_demo_runs_each_demo_agent_and_writes_report(tmp_path: Path) -> None:
    from dataagents.bench.demo import run_demo

    seen: list[tuple[str, str]] = []
    _, html, rows = run_demo(
        model="none",
        log_root=tmp_path / "logs",
        out_dir=tmp_path / "report",
        suites=["smoke"],
        on_suite=lambda suite, model: seen.append((suite, model)),
        display="none",
    )
    assert seen == [("smoke · profiler", "none"), ("smoke · model-only", "none")]
    assert {(r.agent, r.primary) for r in rows} == {("profiler", 1.0), ("model-only", 0.0)}
    assert html.exists()


def test_unknown_model_provider_is_a_clear_error(tmp_path: Path) -> None:
    from dataagents.llm import ModelError

    with pytest.raises(ModelError, match="bogus/x"):
        run_suite("smoke", model="bogus/x", log_root=tmp_path, display="none")


def test_runs_with_other_task_args_get_their_own_folder_and_row(tmp_path: Path) -> None:
    from inspect_ai import Task, task
    from inspect_ai.dataset import MemoryDataset, Sample
    from inspect_ai.scorer import match
    from inspect_ai.solver import generate

    from dataagents.bench.registry import Suite, register_suite

    @task
    def echo_task(level: int = 0) -> Task:
        return Task(
            dataset=MemoryDataset([Sample(input=f"say {level}", target=str(level))]),
            solver=generate(),
            scorer=match(),
        )

    register_suite(Suite(name="echo-args", task_fn=echo_task, description="test", primary_metric="match"))
    from dataagents.llm import scripted_model

    for level in (1, 2):
        ok, _, log_dir = run_suite(
            "echo-args",
            model=scripted_model([str(level)]),
            task_args={"level": level},
            log_root=tmp_path,
            display="none",
        )
        assert ok and log_dir.name.endswith(f"level={level}")
    rows = collect_rows(tmp_path)
    assert [(r.args, r.primary) for r in rows] == [("level=1", 1.0), ("level=2", 1.0)]
