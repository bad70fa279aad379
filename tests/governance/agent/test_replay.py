"""DataGovAgent replayed on answers recorded from the embedded local model (qwen2.5-coder-1.5b, via
``DATAAGENTS_RECORD=local/qwen2.5-coder-1.5b`` and ``replay/datagovagent-qwen1.5b``): real model output,
reproducible and offline. The small model's plans show why the Planner validates them: one has a self-loop
and a lost branch, the other copies the few-shot example; both are rejected and the floor's plan is used."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path

import pytest

from dataagents.governance.suite import run_task
from dataagents.governance.task import load_task
from dataagents.llm import get_model

HERE = Path(__file__).resolve().parent
SAMPLE = HERE.parents[2] / "src" / "dataagents" / "suites" / "govbench_sample"


@pytest.mark.parametrize(
    ("task_id", "why"),
    [
        ("dag_customer_master", "cycle among steps ['s3']"),
        ("op_impute_median", "not grounded in the request"),
    ],
)
def test_replayed_local_model_plans_are_validated(task_id: str, why: str, tmp_path: Path) -> None:
    model = get_model("replay/datagovagent-qwen1.5b", recordings=str(HERE / "recordings"))
    record = asyncio.run(run_task(load_task(SAMPLE / task_id), "datagovagent", model, tmp_path))
    report = json.loads((tmp_path / "report.json").read_text())
    assert any(why in note for note in report["plan"]["notes"])
    assert report["plan"]["planned_by"] == "floor"
    assert record.tokens > 0 and record.error is None  # the recorded calls were counted, none missed
    assert record.score == 1.0 and record.debug_iterations == 1
