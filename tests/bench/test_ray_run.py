"""`bench run --ray`: a suite's samples run as Ray tasks on a local Ray instance end in the log a local run
writes (the same samples with the same scores, the same results), which `bench report` and a later local run
read as a finished run; a run resumes from the folder's log, running only the samples it lacks. Real Ray
(started here on 127.0.0.1), real suites with no model. Slow: starting Ray alone takes ~10 s."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from inspect_ai.log import EvalLog, list_eval_logs, read_eval_log

from dataagents.bench.report import collect_rows
from dataagents.bench.runner import RunError, run_suite

ray = pytest.importorskip("ray", reason="the 'ray' extra is not installed")
ray_run = pytest.importorskip("dataagents.bench.ray_run")

pytestmark = pytest.mark.slow

REPO = Path(__file__).resolve().parents[2]
SMOKE = {"model": "none"}


def only_log(folder: Path) -> EvalLog:
    [info] = list_eval_logs(str(folder), recursive=True)
    return read_eval_log(info)


def measured_time(name: str) -> bool:
    """Score values named ``*_s`` are seconds measured while the sample ran: two runs never share them."""
    return name.endswith("_s")


def scores_by_sample(log: EvalLog) -> dict[Any, dict[str, Any]]:
    def value(v: Any) -> Any:
        return {k: x for k, x in v.items() if not measured_time(k)} if isinstance(v, dict) else v

    return {
        s.id: {name: value(score.value) for name, score in (s.scores or {}).items()}
        for s in log.samples or []
    }


def results_of(log: EvalLog) -> list[dict[str, Any]]:
    assert log.results is not None
    return [s.model_dump() for s in log.results.scores if not measured_time(s.name)]


@pytest.fixture(scope="module")
def local_smoke(tmp_path_factory: pytest.TempPathFactory) -> EvalLog:
    """The reference: the smoke suite run locally, as `bench run smoke --model none` runs it."""
    ok, _, folder = run_suite("smoke", log_root=tmp_path_factory.mktemp("local"), display="none", **SMOKE)
    assert ok
    return only_log(folder)


def test_bench_run_with_ray_local_gives_the_local_runs_log(tmp_path: Path, local_smoke: EvalLog) -> None:
    """The command itself: `--ray local` starts a Ray instance, runs the shards on it and writes the report."""
    env = {**os.environ, "PYTHONPATH": str(REPO / "src"), "INSPECT_DISPLAY": "none"}
    command = [sys.executable, "-m", "dataagents.cli", "bench", "run", "smoke", "--model", "none"]
    done = subprocess.run(
        [*command, "--ray", "local", "--log-dir", str(tmp_path)],
        env=env,
        capture_output=True,
        text=True,
        timeout=240,
    )
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    assert "saved (" in done.stdout  # shards came back from the workers
    log = only_log(tmp_path)
    assert log.status == "success"
    assert scores_by_sample(log) == scores_by_sample(local_smoke)
    assert results_of(log) == results_of(local_smoke)
    assert list(tmp_path.glob("*/report.html"))
    [row] = collect_rows(tmp_path)
    every = len(local_smoke.samples or [])
    assert (row.suite, row.samples, row.completed, row.errors) == ("smoke", every, every, 0)


@pytest.fixture(scope="module")
def local_ray() -> Iterator[None]:
    ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False)
    yield
    ray.shutdown()


def _shard_samples(into: list[EvalLog]) -> Any:
    def on_shard(done: int, shards: int, shard_log: EvalLog) -> None:
        into.append(shard_log)

    return on_shard


def test_a_ray_run_resumes_a_shorter_local_run_and_a_local_run_reads_it_as_finished(
    local_ray: None, tmp_path: Path, local_smoke: EvalLog
) -> None:
    ok, _, folder = run_suite("smoke", limit=2, log_root=tmp_path, display="none", **SMOKE)
    assert ok
    before = {s.id: s.uuid for s in only_log(folder).samples or []}
    assert len(before) == 2

    shards: list[EvalLog] = []
    ok, _, ray_folder = ray_run.run_suite_on_ray(
        "smoke", address="auto", log_root=tmp_path, on_shard=_shard_samples(shards), **SMOKE
    )
    assert ok and ray_folder == folder
    ran = {s.id: s.uuid for shard in shards for s in shard.samples or []}
    assert set(ran) == set(scores_by_sample(local_smoke)) - set(before)  # only the samples the log lacked
    log = only_log(folder)
    assert {s.id: s.uuid for s in log.samples or []} == {**before, **ran}  # as run, nothing run again
    assert scores_by_sample(log) == scores_by_sample(local_smoke)
    assert results_of(log) == results_of(local_smoke)

    # inspect takes it as this run's finished log: the same command run locally runs nothing
    ok, _, _ = run_suite("smoke", log_root=tmp_path, display="none", **SMOKE)
    again = only_log(folder)
    assert ok and again.location == log.location
    assert {s.id: s.uuid for s in again.samples or []} == {**before, **ran}


def test_an_interrupted_ray_run_keeps_its_finished_shards_and_resumes(
    local_ray: None, tmp_path: Path, local_smoke: EvalLog
) -> None:
    def stop_after_first(done: int, shards: int, shard_log: EvalLog) -> None:
        first.append(shard_log)
        raise KeyboardInterrupt  # Ctrl-C once the first shard is saved

    first: list[EvalLog] = []
    with pytest.raises(KeyboardInterrupt):
        ray_run.run_suite_on_ray(
            "smoke",
            address="auto",
            log_root=tmp_path,
            max_shard_samples=2,
            on_shard=stop_after_first,
            **SMOKE,
        )
    saved = only_log(tmp_path)
    assert saved.status == "cancelled"
    kept = {s.id: s.uuid for s in saved.samples or []}
    assert kept == {s.id: s.uuid for s in first[0].samples or []} and 0 < len(kept) < 5
    [row] = collect_rows(tmp_path)  # the report reads the unfinished run
    assert row.status == "cancelled"

    rest: list[EvalLog] = []
    ok, _, _ = ray_run.run_suite_on_ray(
        "smoke",
        address="auto",
        log_root=tmp_path,
        max_shard_samples=2,
        on_shard=_shard_samples(rest),
        **SMOKE,
    )
    assert ok
    ran = {s.id: s.uuid for shard in rest for s in shard.samples or []}
    assert set(ran) == set(scores_by_sample(local_smoke)) - set(kept)
    log = only_log(tmp_path)
    assert {s.id: s.uuid for s in log.samples or []} == {**kept, **ran}
    assert scores_by_sample(log) == scores_by_sample(local_smoke)
    assert results_of(log) == results_of(local_smoke)


def test_a_ray_run_of_a_second_suite_matches_its_local_run(local_ray: None, tmp_path: Path) -> None:
    """GovBench with the `govern` agent and no model: tables and eval scripts read from the package on the
    worker."""
    args = {"model": "none", "limit": 3}
    ok, _, local_folder = run_suite("govbench", log_root=tmp_path / "local", display="none", **args)
    ok_ray, _, ray_folder = ray_run.run_suite_on_ray(
        "govbench", address="auto", log_root=tmp_path / "ray", **args
    )
    assert ok and ok_ray
    local, on_ray = only_log(local_folder), only_log(ray_folder)
    assert len(on_ray.samples or []) == args["limit"]
    assert scores_by_sample(on_ray) == scores_by_sample(local)
    assert results_of(on_ray) == results_of(local)
    assert on_ray.eval.config.limit == local.eval.config.limit == args["limit"]
    assert on_ray.eval.dataset.sample_ids == local.eval.dataset.sample_ids


def test_shards_cover_every_sample_once_in_order() -> None:
    for count, cpus, most in [(37, 1, 16), (37, 2, 16), (37, 8, 16), (37, 64, 16), (37, 2, 1), (10, 6, 16)]:
        ids = list(range(count))
        shards = ray_run.shards_of(ids, cpus, most)
        assert [i for shard in shards for i in shard] == ids
        assert max(map(len, shards)) <= most
        assert len(shards) >= min(cpus, count)
    assert ray_run.shards_of([], 2) == []


def test_samples_that_error_on_the_workers_are_recorded_as_a_local_run_records_them(
    local_ray: None, tmp_path: Path
) -> None:
    """inspect's mock model answers prose where the agent needs JSON: every sample errors (bad_output)."""
    args = {"agent": "model-only", "model": "mockllm/model", "limit": 3, "max_retries": 0}
    ok, _, local_folder = run_suite("smoke", log_root=tmp_path / "local", display="none", **args)
    shards: list[EvalLog] = []
    ok_ray, _, _ = ray_run.run_suite_on_ray(
        "smoke", address="auto", log_root=tmp_path / "ray", on_shard=_shard_samples(shards), **args
    )
    assert ok == ok_ray
    assert sum(len(shard.samples or []) for shard in shards) == args["limit"]
    local, on_ray = only_log(local_folder), only_log(tmp_path / "ray")

    def errors(log: EvalLog) -> dict[Any, str | None]:
        return {s.id: s.error.message if s.error else None for s in log.samples or []}

    assert errors(on_ray) == errors(local) and all(errors(on_ray).values())
    assert (on_ray.status, on_ray.results) == (local.status, local.results)
    [local_row], [ray_row] = collect_rows(tmp_path / "local"), collect_rows(tmp_path / "ray")
    assert ray_row.fault_kinds == local_row.fault_kinds == {"bad_output": args["limit"]}

    # a log with no scored sample is not a finished run (inspect runs its samples again): nor is it on Ray
    again: list[EvalLog] = []
    ray_run.run_suite_on_ray(
        "smoke", address="auto", log_root=tmp_path / "ray", on_shard=_shard_samples(again), **args
    )
    assert sorted(s.id for shard in again for s in shard.samples or []) == sorted(errors(local))


def test_a_shard_lost_on_the_cluster_ends_the_run_with_the_others_saved_and_a_local_run_finishes_it(
    local_ray: None, tmp_path: Path, local_smoke: EvalLog, monkeypatch: pytest.MonkeyPatch
) -> None:
    doomed = sorted(scores_by_sample(local_smoke))[-1]

    def lose_one_shard(suite_name: str, ids: list[Any], run_args: dict[str, Any]) -> tuple[str, bytes]:
        # runs on a worker (sent by value), where the module holds the real shard function
        from dataagents.bench.ray_run import run_shard

        if doomed in ids:
            raise RuntimeError("worker lost")
        return run_shard(suite_name, ids, run_args)

    monkeypatch.setattr(ray_run, "run_shard", lose_one_shard)
    every = len(scores_by_sample(local_smoke))
    with pytest.raises(ray_run.RayRunError, match=rf"did not finish 1 of {every} samples: .*worker lost"):
        ray_run.run_suite_on_ray("smoke", address="auto", log_root=tmp_path, max_shard_samples=1, **SMOKE)
    saved = only_log(tmp_path)
    assert saved.status == "cancelled"
    assert set(scores_by_sample(saved)) == set(scores_by_sample(local_smoke)) - {doomed}

    kept = {s.id: s.uuid for s in saved.samples or []}

    # finished without Ray: inspect resumes the saved log as its own, running only the lost sample
    ok, _, _ = run_suite("smoke", log_root=tmp_path, display="none", **SMOKE)
    log = only_log(tmp_path)
    assert ok and log.status == "success"
    assert {s.id: s.uuid for s in log.samples or [] if s.id != doomed} == kept
    assert scores_by_sample(log) == scores_by_sample(local_smoke)
    assert results_of(log) == results_of(local_smoke)


def test_an_address_where_nothing_answers_fails_at_once(tmp_path: Path) -> None:
    with socket.socket() as probe:  # a port that was free a moment ago: nothing listens there
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    for address in (f"127.0.0.1:{port}", f"ray://127.0.0.1:{port}"):
        with pytest.raises(ray_run.RayRunError, match="nothing answers"):
            ray_run.check_reachable(address)
    with pytest.raises(RunError, match="not a Ray address"):
        ray_run.check_reachable("head-node")
