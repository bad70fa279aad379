"""The inspect sandbox provider: a Task with ``sandbox="dataagents"`` runs commands in our sandbox."""

from __future__ import annotations

from pathlib import Path

from inspect_ai import Task, eval
from inspect_ai.dataset import Sample
from inspect_ai.scorer import Score, Target, accuracy, scorer
from inspect_ai.solver import Generate, TaskState, solver
from inspect_ai.util import sandbox

import dataagents.sandbox.inspect_provider  # noqa: F401  (registers the provider)


@solver
def _use_sandbox():
    async def solve(state: TaskState, generate: Generate) -> TaskState:
        sb = sandbox()
        await sb.write_file("data/input.txt", "21")
        res = await sb.exec(
            ["python", "-c", "import os, numpy; print(int(open('data/input.txt').read()) * 2, os.getuid())"]
        )
        net = await sb.exec(["python", "-c", "import socket; socket.create_connection(('127.0.0.1', 9), 1)"])
        echo = await sb.exec(
            ["sh", "-c", 'cat; echo "$SECRET_TOKEN"'], input="piped\n", env={"SECRET_TOKEN": "x"}
        )
        await sb.exec(["sh", "-c", "echo done > result.txt"])
        state.metadata.update(
            out=res.stdout.split(),
            ok=res.success,
            net_ok=net.success,
            echo=echo.stdout,
            result=await sb.read_file("result.txt"),
        )
        return state

    return solve


@scorer(metrics=[accuracy()])
def _check():
    async def score(state: TaskState, target: Target) -> Score:
        m = state.metadata
        good = (
            m["ok"]
            and m["out"][0] == "42"
            and m["out"][1] != "0"
            and not m["net_ok"]
            and m["echo"] == "piped\n\n"
            and m["result"] == "done\n"
        )
        return Score(value=1.0 if good else 0.0, explanation=repr(m))

    return score


def test_inspect_task_runs_exec_in_dataagents_sandbox(tmp_path: Path):
    task = Task(
        dataset=[Sample(input="go", target="42")],
        solver=_use_sandbox(),
        scorer=_check(),
        sandbox="dataagents",
    )
    [log] = eval(task, model="mockllm/model", log_dir=str(tmp_path), display="none")
    assert log.status == "success", log.error
    sample = log.samples[0]
    assert sample.scores is not None
    [score] = sample.scores.values()
    assert score.value == 1.0, score.explanation


async def test_provider_paths_timeouts_and_cleanup(tmp_path: Path):
    import pytest
    from inspect_ai.util._sandbox.environment import SandboxUserUnsupportedError

    from dataagents.sandbox.inspect_provider import DataAgentsSandboxConfig, DataAgentsSandboxEnvironment

    cfg = DataAgentsSandboxEnvironment.config_deserialize({"timeout_s": 5})
    assert isinstance(cfg, DataAgentsSandboxConfig)
    envs = await DataAgentsSandboxEnvironment.sample_init("t", cfg, {})
    sb = envs["default"]
    ws = sb.as_type(DataAgentsSandboxEnvironment).workspace
    with pytest.raises(PermissionError):
        await sb.write_file(str(tmp_path / "outside.txt"), "x")
    with pytest.raises(PermissionError):
        await sb.read_file("/etc/hostname")
    await sb.write_file(str(ws / "abs.txt"), b"bytes")
    assert await sb.read_file("abs.txt", text=False) == b"bytes"
    with pytest.raises(TimeoutError):
        await sb.exec(["sleep", "30"], timeout=1)
    with pytest.raises(SandboxUserUnsupportedError):
        await sb.exec(["true"], user="root")
    res = await sb.exec(["sh", "-c", "pwd"], cwd="deeper")
    assert res.success and res.stdout.strip().endswith("/deeper")
    await DataAgentsSandboxEnvironment.sample_cleanup("t", cfg, envs, interrupted=False)
    assert not ws.exists()
