"""A finished run re-scored from its log with another judge: the judge is recorded, the agent does not run
again, the original log is kept, and the same log with the same judge scores the same."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest
from inspect_ai.log import list_eval_logs, read_eval_log
from typer.testing import CliRunner

from dataagents import cli
from dataagents.bench.report import collect_rows, leaderboard_records
from dataagents.bench.rescore import RescoreError, rescore_log
from dataagents.bench.runner import run_suite
from tests.bench.test_judges_report import GIVEN_JUDGES, judged_suite  # noqa: F401  (fixture)


def _only_log(root: Path) -> Path:
    logs = list_eval_logs(str(root), recursive=True)
    assert len(logs) == 1
    return Path(logs[0].name.removeprefix("file://"))


def _sample_scores(log) -> list[dict]:
    return [{k: v.value for k, v in (s.scores or {}).items()} for s in log.samples]


def test_rescoring_with_another_judge_records_it_and_keeps_the_original(judged_suite, tmp_path: Path) -> None:  # noqa: F811
    run_suite("judged-probe", model="none", log_root=tmp_path, display="none")
    original = _only_log(tmp_path)
    before = original.read_bytes()
    scored, target = asyncio.run(rescore_log(original, "mockllm/model"))
    assert target != original and original.read_bytes() == before
    assert scored.eval.metadata["judge_model"] == "mockllm/model"
    assert scored.eval.metadata["judge_model_before"] == "none"
    assert _sample_scores(scored) == [{"_fixed_quality": {"quality": 0.5, "judged": 1.0}}]
    # the task was rebuilt with the new judge (the scorer's judge), never the agent's model
    assert GIVEN_JUDGES[-1] == "mockllm/model"
    again, _ = asyncio.run(rescore_log(original, "mockllm/model", tmp_path / "again.eval"))
    assert _sample_scores(again) == _sample_scores(scored)


def test_a_real_suite_rescored_with_the_same_judge_scores_the_same(tmp_path: Path) -> None:
    run_suite(
        "dca",
        model="none",
        limit=2,
        task_args={"hint_level": 3},
        judge_model="overlap",
        log_root=tmp_path,
        display="none",
    )
    original = _only_log(tmp_path)
    log = read_eval_log(str(original))
    scored, _ = asyncio.run(rescore_log(original, "overlap", tmp_path / "same.eval"))
    assert _sample_scores(scored) == _sample_scores(log)
    result = CliRunner().invoke(cli.app, ["bench", "rescore", str(original), "--judge-model", "overlap"])
    assert result.exit_code == 0, result.output
    assert "re-scored with judge overlap" in result.output


def test_a_suite_without_a_judge_is_refused(tmp_path: Path) -> None:
    run_suite("smoke", model="none", limit=1, log_root=tmp_path, display="none")
    with pytest.raises(RescoreError, match="takes no judge"):
        asyncio.run(rescore_log(_only_log(tmp_path), "mockllm/model"))


def test_a_rescored_log_is_its_own_report_row_and_not_ranked_with_the_original(
    judged_suite,  # noqa: F811  (the fixture imported above)
    tmp_path: Path,
) -> None:
    # bench rescore writes the new log beside the original: the report must show both, each with its judge
    run_suite("judged-probe", model="none", log_root=tmp_path, display="none", task_args={"quality": 0.25})
    asyncio.run(rescore_log(_only_log(tmp_path), "mockllm/model"))
    rows = collect_rows(tmp_path)
    assert sorted(r.judge for r in rows) == ["deterministic", "mockllm/model"]
    assert {r.primary for r in rows} == {0.25}
    assert [rec["rank"] for rec in leaderboard_records(rows)] == ["1", "1"]  # one per judge
