"""The suite end to end through the shared runner, with replayed (scripted) model answers."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest
from inspect_ai.log import read_eval_log

from dataagents.bench import get_suite
from dataagents.bench.report import write_report
from dataagents.bench.runner import run_suite
from dataagents.llm import scripted_model


def _run(root: Path, agent: str, outputs: list[str], tmp_path: Path) -> dict[str, float]:
    ok, logs, log_dir = run_suite(
        "dsbench-analysis",
        agent=agent,
        model=scripted_model(outputs),
        task_args={"path": str(root)},
        max_samples=1,  # scripted answers are consumed in sample order
        log_root=tmp_path,
        display="none",
    )
    assert ok and logs[0].status == "success"
    _, _, rows = write_report(log_dir)
    (row,) = rows
    return row.metrics | {"_samples": read_eval_log(logs[0].location).samples}


def test_suite_is_registered_with_both_agents_and_paper_baselines() -> None:
    suite = get_suite("dsbench-analysis")
    assert suite.agents == ["model-only", "analyst"] and suite.primary_metric == "task_accuracy"
    gpt4o = next(b for b in suite.baselines if b.name.startswith("GPT-4o model-only"))
    assert gpt4o.metrics["task_accuracy"] == pytest.approx(0.2811) and "Table 4" in gpt4o.source
    assert suite.demo_limit and suite.demo_limit <= 3


def test_model_only_task_and_competition_accuracy(fixture_root: Path, tmp_path: Path) -> None:
    m = _run(fixture_root, "model-only", ["There are 6 voters.", "B", "Total"], tmp_path)
    # 00000101: q1 right, q2 right, q3 missing file (wrong); 00000102: q1 right despite a broken workbook.
    assert m["task_accuracy/mean"] == pytest.approx(3 / 4)
    assert m["competition_accuracy/competition_mean"] == pytest.approx((2 / 3 + 1) / 2)
    assert m["decided_deterministic/mean"] == 1.0
    samples = {s.id: s for s in m["_samples"]}
    missing = samples["00000101/question3"].scores["analysis_scorer"]
    assert "missing question file" in missing.explanation and missing.value["answered"] == 0.0


def test_analyst_through_the_runner(fixture_root: Path, tmp_path: Path) -> None:
    codes = [
        "answer = len(tables['Voters!A1:B7'])",
        "answer = tables['Voters!A1:B7']['District Code'].max()",
        "answer = 'Wrong'",
    ]
    m = _run(fixture_root, "analyst", [json.dumps({"plan": "p", "code": c}) for c in codes], tmp_path)
    assert m["task_accuracy/mean"] == pytest.approx(2 / 4)
    assert m["competition_accuracy/competition_mean"] == pytest.approx((2 / 3 + 0) / 2)
    assert m["tokens/mean"] > 0


def test_analyst_floor_with_no_model_answers_what_rules_decide(fixture_root: Path, tmp_path: Path) -> None:
    ok, logs, _ = run_suite(
        "dsbench-analysis",
        agent="analyst",
        model="none",
        task_args={"path": str(fixture_root)},
        log_root=tmp_path,
        display="none",
    )
    assert ok
    by_id = {s.id: s for s in read_eval_log(logs[0].location).samples}
    # "What is the highest District Code?" with options: a max over one column, then the nearest option.
    decided = by_id["00000101/question2"].scores["analysis_scorer"].value
    assert decided["task_accuracy"] == 1.0 and decided["answered"] == 1.0
    # "How many voters are there?" names no column the rules can count under: a recorded abstention.
    abstained = by_id["00000101/question1"]
    assert abstained.scores["analysis_scorer"].value["answered"] == 0.0
    assert "rules abstain" in abstained.metadata["analysis"]["reason"]


def test_bundled_answers_are_reproduced_by_the_reference_solutions(sample_root: Path, tmp_path: Path) -> None:
    sys.path.insert(0, str(sample_root))
    import build_sample

    build_sample.main(tmp_path)
    rebuilt = (tmp_path / "data.json").read_text().splitlines()
    shipped = (sample_root / "data.json").read_text().splitlines()
    assert [json.loads(x)["answers"] for x in rebuilt] == [json.loads(x)["answers"] for x in shipped]


def test_analyze_command_without_model(sample_root: Path) -> None:
    from typer.testing import CliRunner

    from dataagents.cli import _mount_room_commands, app

    _mount_room_commands()
    d = sample_root / "data" / "00000003"
    result = CliRunner().invoke(
        app,
        ["analyze", "--intro", str(d / "introduction.txt"), "--question", str(d / "question1.txt"),
         "--files", str(d / "Retail_March.xlsx"), "--model", "none"],
    )  # fmt: skip
    # No answer is not done: the command says why and exits non-zero (ExitCode.AGENT_COULD_NOT).
    assert result.exit_code == 1, result.output
    assert "no answer" in result.output and "abstained" in result.output and "Sheet 'Sales'" in result.output
