"""Fixed judges (recorded in each log, never silently the agent's model, not ranked across judges) and a
report a reader can use (per-suite metric tables, floor rows marked, cost n/a for local models, paper
baselines labelled, a leaderboard that keeps one line per run)."""

from __future__ import annotations

import io
from pathlib import Path

import pytest
from inspect_ai import Task, task
from inspect_ai.dataset import MemoryDataset, Sample
from inspect_ai.log import list_eval_logs, read_eval_log
from inspect_ai.scorer import Score, Target, mean, scorer
from inspect_ai.solver import Generate, TaskState, solver
from rich.console import Console

from dataagents import cli
from dataagents.bench.registry import _SUITES, Baseline, Suite, register_suite
from dataagents.bench.report import (
    collect_rows,
    leaderboard_records,
    suite_metric_frames,
    write_report,
)
from dataagents.bench.runner import RunError, run_suite
from dataagents.llm import ModelError

GIVEN_JUDGES: list[str | None] = []  # what the task function received, in call order


@solver
def _answer_nothing():
    async def solve(state: TaskState, generate: Generate) -> TaskState:
        return state

    return solve


@scorer(metrics={"quality": [mean()], "judged": [mean()]})
def _fixed_quality(quality: float, judge_model: str | None):
    async def score(state: TaskState, target: Target) -> Score:
        return Score(value={"quality": quality, "judged": float(judge_model not in (None, "none"))})

    return score


@task
def judged_probe(judge_model: str | None = None, quality: float = 0.5) -> Task:
    GIVEN_JUDGES.append(judge_model)
    return Task(
        dataset=MemoryDataset([Sample(id="only", input="x", target="y")], name="judged_probe"),
        solver=_answer_nothing(),
        scorer=_fixed_quality(float(quality), judge_model),
        name="judged_probe",
    )


@pytest.fixture
def judged_suite():
    """A suite whose task takes a judge model, registered only for the test."""
    suite = register_suite(
        Suite(
            name="judged-probe",
            task_fn=judged_probe,
            description="test probe",
            primary_metric="quality",
            baselines=[Baseline(name="GPT-4 probe (paper)", metrics={"quality": 0.9}, source="Probe Tab. 1")],
        )
    )
    GIVEN_JUDGES.clear()
    yield suite
    _SUITES.pop("judged-probe", None)


def _recorded_judge(log_root: Path) -> list[str]:
    return [read_eval_log(i, header_only=True).eval.metadata["judge_model"] for i in list_eval_logs(str(log_root), recursive=True)]  # fmt: skip


def test_unset_judge_is_the_suites_default_not_the_agents_model(judged_suite, tmp_path: Path) -> None:
    run_suite("judged-probe", model="mockllm/model", log_root=tmp_path, display="none")
    assert GIVEN_JUDGES[-1] == "none"  # the declared default, though the agent had a model
    assert _recorded_judge(tmp_path) == ["none"]
    [row] = collect_rows(tmp_path)
    assert row.judge == "deterministic" and row.metrics["judged/mean"] == 0.0


def test_judge_model_option_is_passed_and_recorded(judged_suite, tmp_path: Path) -> None:
    run_suite("judged-probe", model="none", judge_model="mockllm/model", log_root=tmp_path, display="none")
    assert GIVEN_JUDGES[-1] == "mockllm/model"
    assert _recorded_judge(tmp_path) == ["mockllm/model"]
    # -T judge_model= works too, and the option wins over it
    run_suite(
        "judged-probe",
        model="none",
        task_args={"judge_model": "mockllm/other"},
        log_root=tmp_path / "t",
        display="none",
    )
    assert _recorded_judge(tmp_path / "t") == ["mockllm/other"]
    # a plain word is the suite's own keyword for a judge without a model: passed through, not opened
    run_suite("judged-probe", model="none", judge_model="rules", log_root=tmp_path / "w", display="none")
    assert GIVEN_JUDGES[-1] == "rules" and _recorded_judge(tmp_path / "w") == ["rules"]
    with pytest.raises(ModelError):  # a provider/model name is opened before the eval starts
        run_suite("judged-probe", model="none", judge_model="nosuch/x", log_root=tmp_path, display="none")


def test_suite_without_a_judge_refuses_one_and_records_how_it_scores(tmp_path: Path) -> None:
    with pytest.raises(RunError, match="no judge option") as caught:
        run_suite("smoke", model="none", judge_model="mockllm/model", log_root=tmp_path, display="none")
    assert caught.value.exit_code == 2
    run_suite("smoke", model="none", log_root=tmp_path, display="none", limit=1)
    assert _recorded_judge(tmp_path) == ["deterministic (normalised exact match)"]


def test_rows_under_different_judges_are_not_ranked_together(judged_suite, tmp_path: Path) -> None:
    for quality, judge in ((0.2, "none"), (0.6, "none"), (0.4, "mockllm/model")):
        run_suite(
            "judged-probe",
            model="none",
            judge_model=judge,
            task_args={"quality": quality},
            log_root=tmp_path,
            display="none",
        )
    rows = collect_rows(tmp_path)
    assert all(set(r.task_args) == {"quality"} for r in rows)  # the judge has a column of its own
    records = leaderboard_records(rows)
    assert {r["task args"] for r in records} == {"quality=0.2", "quality=0.6", "quality=0.4"}
    ranked = {(r["judge"], r["score"]): r["rank"] for r in records}
    assert ranked == {
        ("deterministic", "0.6"): "1",
        ("deterministic", "0.2"): "2",
        ("mockllm/model", "0.4"): "1",
    }


def test_report_tables_fit_what_each_suite_has(judged_suite, tmp_path: Path) -> None:
    run_suite("judged-probe", model="none", log_root=tmp_path, display="none")
    run_suite("smoke", agent="profiler", model="none", log_root=tmp_path, display="none", limit=2)
    rows = collect_rows(tmp_path)

    frames = suite_metric_frames(rows)
    assert set(frames) == {"judged-probe", "smoke"}
    assert not any("correct" in c for c in frames["judged-probe"].columns)
    assert not any("quality" in c for c in frames["smoke"].columns)

    records = leaderboard_records(rows)
    assert {r["model"] for r in records} == {"none (floor)"}
    assert {r["cost"] for r in records} == {"n/a"}
    # empty in every row, so dropped: errors, and task args (each suite has one run, so none differ)
    assert "errors" not in records[0] and "task args" not in records[0]

    md, html, _ = write_report(tmp_path, tmp_path / "out")
    text = md.read_text()
    assert "## judged-probe: metrics" in text and "## smoke: metrics" in text
    assert "reported by the paper for" in text and "GPT-4 probe (paper)" in text
    assert "not comparable" in text
    assert "cost n/a (local models only)" in html.read_text()


def test_leaderboard_keeps_one_line_per_run_off_a_terminal(
    judged_suite, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    for quality in (0.1, 0.3):
        run_suite(
            "judged-probe",
            model="none",
            judge_model="mockllm/a-rather-long-judge-model-name",
            task_args={"quality": quality},
            log_root=tmp_path,
            display="none",
        )
    rows = collect_rows(tmp_path)
    out = io.StringIO()
    monkeypatch.setattr(cli, "console", Console(file=out, width=80))
    cli.print_leaderboard(rows)
    lines = [line for line in out.getvalue().splitlines() if "judged-probe" in line]
    assert len(lines) == 2, out.getvalue()  # one line per run: nothing wrapped onto a second line
    assert all("mockllm/a-rather-long-judge-model-name" in line for line in lines)


def test_report_skips_and_names_an_unreadable_log(tmp_path: Path) -> None:
    from dataagents.bench.report import ReportError

    logs = tmp_path / "logs"
    run_suite("smoke", model="none", log_root=logs, display="none", limit=1)
    [good] = list(logs.rglob("*.eval"))
    cut = good.with_name("2026-01-01T00-00-00-00-00_smoke_cutshortXXXXXXXXXXXXXX.eval")
    cut.write_bytes(good.read_bytes()[:2000])  # what a crash mid-write can leave

    md, _, rows = write_report(logs, tmp_path / "out")
    assert len(rows) == 1 and rows[0].completed == 1
    assert "Unreadable logs (skipped)" in md.read_text() and cut.name in md.read_text()

    good.unlink()
    with pytest.raises(ReportError, match="no readable inspect logs") as caught:
        write_report(logs, tmp_path / "out2")
    assert caught.value.exit_code == 2
