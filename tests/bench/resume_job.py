"""Subprocess body for test_resume: a slow 12-sample suite run through dataagents.bench.runner."""

import os
import sys
import time
from pathlib import Path

from inspect_ai import Task, task
from inspect_ai.dataset import MemoryDataset, Sample
from inspect_ai.scorer import match
from inspect_ai.solver import solver

from dataagents.bench.registry import Suite, register_suite
from dataagents.bench.runner import run_suite

COUNTER = Path(sys.argv[1])


@solver
def slow():
    async def solve(state, generate):
        with COUNTER.open("a") as f:
            f.write(f"{state.sample_id}\n")
        time.sleep(float(os.environ.get("DELAY", "0.5")))
        state.output.completion = "ok"
        return state

    return solve


@task
def slowtask():
    return Task(
        dataset=MemoryDataset([Sample(id=i, input="x", target="ok") for i in range(1, 13)]),
        solver=slow(),
        scorer=match(),
    )


register_suite(Suite(name="slow", task_fn=slowtask, description="t", primary_metric="match"))
ok, logs, d = run_suite(
    "slow", model="mockllm/model", log_root=Path(sys.argv[2]), display="none", max_connections=1
)
print("OK", ok, logs[0].results.completed_samples if logs and logs[0].results else None)
