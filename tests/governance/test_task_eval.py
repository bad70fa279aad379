"""The task format, eval parsing, and the consistency check rejecting weak eval scripts (§3.4)."""

import json
import shutil
from pathlib import Path

import pytest

from dataagents.governance.builders.evalgen import consistency_check, generate_checked_eval_script
from dataagents.governance.errors import TaskFormatError
from dataagents.governance.suite import SAMPLE_DIR
from dataagents.governance.task import load_suite, load_task, parse_eval_output, run_eval_script
from dataagents.llm import scripted_model

TASK = SAMPLE_DIR / "op_filter_blocked_words"


def test_parse_eval_output_variants() -> None:
    assert parse_eval_output('{"eval_score": 0.75}') == 0.75
    assert parse_eval_output("noise\n{'eval_score': '0.5000'}\n") == 0.5  # the paper's print(result) style
    assert parse_eval_output('{"eval_score": 1.0, "components": [{"a": 1}]}') == 1.0
    assert parse_eval_output('{"eval_score": 7}') == 1.0  # clamped
    assert parse_eval_output("no score here") is None


def test_load_task_and_suite_filters() -> None:
    t = load_task(TASK)
    assert t.spec.level == "operator" and t.spec.category == "filtering"
    assert t.raw_paths[0].exists() and t.gt_path.exists() and t.eval_path.exists()
    suite = load_suite(SAMPLE_DIR)
    assert len([x for x in suite if x.spec.level == "operator"]) >= 18
    assert len(load_suite(SAMPLE_DIR, level="dag")) >= 4
    assert all(x.spec.category == "imputation" for x in load_suite(SAMPLE_DIR, category="imputation"))


def test_malformed_task_folders(tmp_path: Path) -> None:
    with pytest.raises(TaskFormatError, match=r"no task\.json"):
        load_task(tmp_path)
    shutil.copytree(TASK, tmp_path / "t")
    (tmp_path / "t" / "eval.py").unlink()
    with pytest.raises(TaskFormatError, match=r"missing \['eval.py'\]"):
        load_task(tmp_path / "t")
    (tmp_path / "t" / "task.json").write_text(json.dumps({"id": "x", "level": "galaxy"}))
    with pytest.raises(TaskFormatError, match=r"invalid task\.json"):
        load_task(tmp_path / "t")


def test_eval_script_runs_in_sandbox_on_gt_and_on_nothing() -> None:
    t = load_task(TASK)
    assert run_eval_script(t.eval_path, t.gt_path, t.gt_path).score == 1.0
    assert run_eval_script(t.eval_path, t.gt_path, None).score == 0.0


WEAK_ALWAYS_ONE = 'print({"eval_score": 1.0})\n'
WEAK_ROW_COUNT = """import argparse, json
ap = argparse.ArgumentParser(); ap.add_argument("--expected"); ap.add_argument("--processed"); a = ap.parse_args()
n_gt = sum(1 for _ in open(a.expected)); n = sum(1 for _ in open(a.processed))
print(json.dumps({"eval_score": min(n, n_gt) / max(n, n_gt)}))
"""


def test_consistency_check_rejects_weak_scripts_and_accepts_the_real_one() -> None:
    t = load_task(TASK)
    good = consistency_check(t.eval_path, t.gt_path, t.raw_paths[0])
    assert good.passed and good.gt_score == 1.0 and good.raw_score < 0.3
    lazy = consistency_check(WEAK_ALWAYS_ONE, t.gt_path, t.raw_paths[0])
    assert not lazy.passed and "raw input scored 1.000" in lazy.detail
    counting = consistency_check(WEAK_ROW_COUNT, t.gt_path, t.raw_paths[0])
    assert not counting.passed and counting.raw_score >= 0.3
    broken = consistency_check("raise SystemExit(3)\n", t.gt_path, t.raw_paths[0])
    assert not broken.passed


async def test_prompt4_generation_with_consistency_gate() -> None:
    t = load_task(TASK)
    good_code = t.eval_path.read_text()
    accepted = await generate_checked_eval_script(
        scripted_model([f"```python\n{good_code}```"]), t.spec.instruction, t.gt_path, t.raw_paths[0]
    )
    assert accepted.accepted and accepted.report.gt_score == 1.0
    rejected = await generate_checked_eval_script(
        scripted_model([f"```python\n{WEAK_ALWAYS_ONE}```"]), t.spec.instruction, t.gt_path, t.raw_paths[0]
    )
    assert not rejected.accepted and rejected.code == WEAK_ALWAYS_ONE
