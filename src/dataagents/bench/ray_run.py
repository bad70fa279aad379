"""Run a suite's samples on a Ray cluster into the same log a local run writes (`bench run --ray ADDRESS`).

What runs where:

- the driver (where ``dataagents`` runs) resolves the run as a local run does (``runner.prepare_run``: suite,
  agent, model, judge, task arguments, log folder), reads the folder's log to find the samples already
  finished, and splits the others into shards;
- each shard is one Ray task (1 CPU) on some node of the cluster: it runs ``runner.run_suite`` for its
  shard's sample ids, the same inspect eval as a local run, into a scratch folder of its own, and sends the
  log file back;
- the driver merges the samples of each returned shard into the run folder's log as soon as it returns (the
  log stays marked ``cancelled`` until every shard is in, so a killed run keeps the finished shards and the
  same command resumes it), then writes the finished log: the run's whole selection, results recomputed from
  the samples by inspect (``recompute_metrics``). Last, the driver runs ``run_suite`` itself: it finds the
  log complete and runs nothing, leaving the folder as a local run leaves it.

So ``bench report``, ``bench rescore`` and a later local or Ray run of the same command read the log as
they read a local run's. The workers need the same ``dataagents`` installed and anything the suite reads
(``-T path=…``) at the same path, and the model's settings (API keys, ``*_BASE_URL``) in their environment.
"""

from __future__ import annotations

import glob
import math
import os
import socket
import tempfile
import uuid
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from inspect_ai._eval.task.util import slice_dataset
from inspect_ai.log import (
    EvalLog,
    EvalSample,
    list_eval_logs,
    read_eval_log,
    recompute_metrics,
    write_eval_log,
)

from dataagents.bench.runner import PreparedRun, RunError, prepare_run, run_suite
from dataagents.errors import DataAgentsError
from dataagents.threads import available_cores

LOCAL = "local"  # the address that starts a Ray instance on this machine
# A shard is the unit of scheduling and of resume: a killed run loses the shards in flight, so they are kept
# small enough that a long suite is many shards, which also spreads samples of uneven length over the CPUs.
MAX_SHARD_SAMPLES = 16
EVAL_SET_ID_FILE = ".eval-set-id"  # where inspect's eval_set keeps a log folder's eval-set id

SampleId = str | int


class RayRunError(DataAgentsError):
    exit_code = 3  # an infrastructure fault (dataagents.exit_codes): a worker or the cluster failed


def connect(address: str, num_cpus: int | None = None) -> tuple[Any, bool]:
    """Join the Ray cluster at ``address`` (``auto``, ``HOST:PORT``, ``ray://HOST:PORT``) or start one here
    (``local``, with ``num_cpus`` or the cores this process may use); returns (ray, whether we started it)."""
    try:
        # Ray is an optional extra (pip install 'dataagents[ray]'): imported only when a run asks for it
        import ray
    except ImportError as err:
        raise RunError(
            "--ray needs Ray", hint="pip install 'dataagents[ray]' on this machine and every worker"
        ) from err
    if ray.is_initialized():  # the caller (a test, a notebook) already joined a cluster: use it
        return ray, False
    check_reachable(address)
    try:
        if address == LOCAL:
            ray.init(num_cpus=num_cpus or available_cores(), include_dashboard=False, log_to_driver=False)
        else:
            ray.init(address=address, log_to_driver=False)
    except (ConnectionError, ValueError, RuntimeError) as err:
        raise RayRunError(
            f"could not join the Ray cluster at '{address}': {str(err).strip().splitlines()[0][:200]}",
            hint="start one with `ray start --head` (docs/cluster.md), or use --ray local",
        ) from err
    return ray, True


def check_reachable(address: str, timeout_s: float = 5.0) -> None:
    """Fail fast when nothing answers at a ``HOST:PORT`` or ``ray://HOST:PORT`` address: ``ray.init`` waits
    for minutes on one (``auto`` and ``local`` need no check)."""
    if address in (LOCAL, "auto"):
        return
    host, _, port = address.removeprefix("ray://").rpartition(":")
    if not host or not port.isdigit():
        raise RunError(
            f"'{address}' is not a Ray address", hint="use auto, HOST:PORT, ray://HOST:PORT or local"
        )
    try:
        socket.create_connection((host, int(port)), timeout=timeout_s).close()
    except OSError as err:
        raise RayRunError(
            f"nothing answers at {host}:{port} ({err.strerror or err})",
            hint="start the cluster's head there (`ray start --head`, docs/cluster.md), or use --ray local",
        ) from err


def selected_ids(run: PreparedRun, limit: int | None, sample_id: Any) -> list[SampleId]:
    """The ids of the samples the run selects, in dataset order: inspect's own selection (``slice_dataset``,
    pinned inspect version), so a Ray run and a local run pick the same samples."""
    ids = [s.id for s in slice_dataset(run.task.dataset, limit, sample_id)]
    if any(i is None for i in ids):
        raise RunError(f"suite '{run.suite.name}' has samples without ids", hint="--ray shards samples by id")
    return ids  # type: ignore[return-value]


def latest_log(run: PreparedRun) -> EvalLog | None:
    """The run folder's newest log of this task and model, with its samples (as inspect's eval_set pairs a
    task with the newest log of the same task in its folder)."""
    infos = sorted(list_eval_logs(str(run.log_dir), recursive=True), key=lambda i: i.mtime or 0, reverse=True)
    for info in infos:
        header = read_eval_log(info, header_only=True)
        if header.eval.task.split("/")[-1] == run.task.name.split("/")[-1] and header.eval.model == str(
            run.model
        ):
            return read_eval_log(info)
    return None


def is_finished(log: EvalLog, planned: int) -> bool:
    """Whether inspect's eval_set would take ``log`` as a finished run of ``planned`` samples and run
    nothing: a successful log with results for all of them (a sample that errored in it stays errored)."""
    return (
        log.status == "success"
        and not log.invalidated
        and log.results is not None
        and log.results.total_samples >= planned
    )


def reusable(sample: EvalSample) -> bool:
    """A sample inspect reuses when it resumes an unfinished log: it ended without an error."""
    return sample.error is None and sample.invalidation is None


def shards_of(ids: list[SampleId], cpus: int, most: int = MAX_SHARD_SAMPLES) -> list[list[SampleId]]:
    """Split ``ids`` into contiguous shards whose sizes differ by one at most: one per CPU (while there are
    ids enough), more when a shard would hold more than ``most``."""
    count = min(len(ids), max(cpus, math.ceil(len(ids) / most)))
    return [ids[n * len(ids) // count : (n + 1) * len(ids) // count] for n in range(count)]


def exact_pattern(sample_id: SampleId) -> SampleId:
    """inspect matches ``sample_id`` as glob patterns: escape an id that holds glob characters."""
    return glob.escape(sample_id) if isinstance(sample_id, str) else sample_id


def run_shard(suite_name: str, ids: list[SampleId], run_args: dict[str, Any]) -> tuple[str, bytes]:
    """On a worker: run the shard's samples as a local run would, in a scratch folder; (log name, bytes)."""
    with tempfile.TemporaryDirectory(prefix="dataagents-shard-") as scratch:
        _, _, log_dir = run_suite(
            suite_name,
            sample_id=[exact_pattern(i) for i in ids],
            log_root=Path(scratch),
            display="none",
            **run_args,
        )
        [info] = list_eval_logs(str(log_dir))
        path = Path(info.name.removeprefix("file://"))
        return path.name, path.read_bytes()


def _read_shard(name: str, data: bytes) -> EvalLog:
    with tempfile.TemporaryDirectory(prefix="dataagents-shard-") as scratch:
        path = Path(scratch) / name
        path.write_bytes(data)
        return read_eval_log(str(path))


def folder_eval_set_id(log_dir: Path) -> str:
    """The folder's eval-set id (inspect's ``.eval-set-id``), made now when the folder has none, so the
    shards' logs carry the id a local run in this folder records."""
    path = log_dir / EVAL_SET_ID_FILE
    if path.exists():
        return path.read_text().strip()
    new_id = uuid.uuid4().hex
    path.write_text(new_id)
    return new_id


def _now() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")  # inspect's own timestamp format


class MergedLog:
    """The run folder's log, built from the samples kept from the folder's previous log and those the shards
    return. Each ``write`` replaces the file atomically (a killed driver never leaves half a log)."""

    def __init__(
        self,
        run: PreparedRun,
        selection: list[SampleId],
        limit: int | None,
        sample_id: Any,
        prior: EvalLog | None,
    ) -> None:
        self.run, self.selection, self.limit, self.sample_id = run, selection, limit, sample_id
        self.prior = prior
        self.samples: dict[tuple[SampleId, int], EvalSample] = {}
        if prior is not None:
            wanted = set(selection)
            self.samples = {(s.id, s.epoch): s for s in prior.samples or [] if reusable(s) and s.id in wanted}
        self.shard_logs: list[EvalLog] = []
        self.started_at = _now()
        self.path: Path | None = None

    def pending(self, epochs: int) -> list[SampleId]:
        """The selected ids still to run: those without a kept sample for every epoch (a shard runs all of an
        id's epochs, so the kept epochs of a pending id are dropped)."""
        epoch_range = range(1, epochs + 1)
        todo = [sid for sid in self.selection if any((sid, e) not in self.samples for e in epoch_range)]
        dropped = set(todo)
        self.samples = {key: sample for key, sample in self.samples.items() if key[0] not in dropped}
        return todo

    def add(self, shard: EvalLog) -> None:
        self.shard_logs.append(shard)
        for sample in shard.samples or []:
            self.samples[(sample.id, sample.epoch)] = sample

    def _build(self, finished: bool) -> EvalLog:
        base = self.shard_logs[0] if self.shard_logs else self.prior
        assert base is not None, "a merged log needs a shard's or the previous log's header"
        log = base.model_copy(deep=True)
        # the header of the whole run, as a local run of the same command records it
        log.eval.config.limit = self.limit
        log.eval.config.sample_id = self.sample_id
        log.eval.dataset.sample_ids = list(self.selection)
        if self.prior is not None:
            log.eval.task_id = self.prior.eval.task_id
        order = {sid: n for n, sid in enumerate(self.selection)}
        log.samples = [
            self.samples[k] for k in sorted(self.samples, key=lambda k: (order.get(k[0], 0), k[1]))
        ]
        usage_logs = [
            *self.shard_logs,
            *([self.prior] if self.prior is not None and self.prior is not base else []),
        ]
        log.stats.model_usage = _summed([u.stats.model_usage for u in usage_logs])
        log.stats.role_usage = _summed([u.stats.role_usage for u in usage_logs])
        log.stats.started_at, log.stats.completed_at = self.started_at, _now()
        log.error = None
        if finished:
            log.status = "success"
            if any(s.scores for s in log.samples):
                recompute_metrics(log)
            else:  # every sample errored: inspect then writes no results, and resumes all of them
                log.results, log.reductions = None, None
        else:
            log.status, log.results, log.reductions = "cancelled", None, None
        return log

    def write(self, *, finished: bool) -> EvalLog:
        log = self._build(finished)
        base = self.shard_logs[0] if self.shard_logs else self.prior
        assert base is not None and base.location
        target = self.run.log_dir / Path(base.location.removeprefix("file://")).name
        partial = target.with_name(f".{target.name}.writing")  # not a log name: no reader lists it
        write_eval_log(log, str(partial), format="eval" if target.suffix == ".eval" else "json")
        os.replace(partial, target)
        self.path = target
        log.location = str(target)
        prior_path = (
            Path(self.prior.location.removeprefix("file://")) if self.prior and self.prior.location else None
        )
        # the previous log's samples are all in this one; a "started" log is left to inspect, which also
        # keeps a sample buffer for it and cleans both up itself
        if prior_path is not None and prior_path != target and self.prior.status != "started":
            prior_path.unlink(missing_ok=True)
        return log


def _summed(usages: list[dict[str, Any]]) -> dict[str, Any]:
    total: dict[str, Any] = {}
    for usage in usages:
        for model, used in usage.items():
            total[model] = total[model] + used if model in total else used
    return total


def run_suite_on_ray(
    suite_name: str,
    *,
    address: str,
    agent: str | None = None,
    model: str | None = None,
    limit: int | None = None,
    sample_id: str | int | list[str | int] | None = None,
    task_args: dict[str, Any] | None = None,
    max_connections: int | None = None,
    max_samples: int | None = None,
    log_root: Path = Path("logs"),
    timeout: int | None = None,
    max_retries: int | None = None,
    judge_model: str | None = None,
    num_cpus: int | None = None,
    max_shard_samples: int = MAX_SHARD_SAMPLES,
    on_shard: Callable[[int, int, EvalLog], None] | None = None,
) -> tuple[bool, list[EvalLog], Path]:
    """Run (or resume) one suite with its samples on Ray; returns what ``run_suite`` returns.

    ``address`` is a Ray address (``auto``, ``HOST:PORT``, ``ray://HOST:PORT``) or ``local`` to start a
    Ray instance here with ``num_cpus``. A shard holds at most ``max_shard_samples`` samples.
    ``on_shard(done, shards, shard_log)`` is called as each shard's samples are saved.
    A worker or cluster failure raises ``RayRunError`` after the finished shards are saved.
    """
    # the run's own options, passed on as they are to every shard and to the driver's final pass
    run_args: dict[str, Any] = {
        "agent": agent,
        "model": model,
        "task_args": task_args,
        "timeout": timeout,
        "max_retries": max_retries,
        "judge_model": judge_model,
    }
    run = prepare_run(suite_name, log_root=log_root, **run_args)
    selection = selected_ids(run, limit, sample_id)
    prior = latest_log(run)
    planned = len(selection) * (run.task.epochs or 1)
    run_args |= {
        "max_connections": max_connections,
        "max_samples": max_samples,
        "eval_set_id": folder_eval_set_id(run.log_dir),
    }
    if prior is None or not is_finished(prior, planned):
        merged = MergedLog(run, selection, limit, sample_id, prior)
        pending = merged.pending(run.task.epochs or 1)
        if pending:
            _run_shards(merged, pending, max_shard_samples, suite_name, run_args, address, num_cpus, on_shard)
        final = merged.write(finished=True)
        if final.results is None:  # every sample errored: a local run stops here too
            return True, [read_eval_log(str(merged.path), header_only=True)], run.log_dir
    # the log is complete: inspect runs nothing and leaves the folder's eval-set files as a local run does
    success, logs, _ = run_suite(
        suite_name, limit=limit, sample_id=sample_id, log_root=log_root, display="none", **run_args
    )
    return success, logs, run.log_dir


def _run_shards(
    merged: MergedLog,
    pending: list[SampleId],
    max_shard_samples: int,
    suite_name: str,
    run_args: dict[str, Any],
    address: str,
    num_cpus: int | None,
    on_shard: Callable[[int, int, EvalLog], None] | None,
) -> None:
    ray, started = connect(address, num_cpus)
    waiting: list[Any] = []
    try:
        shards = shards_of(pending, int(ray.cluster_resources().get("CPU", 1)), max_shard_samples)
        remote = ray.remote(num_cpus=1)(run_shard)
        waiting = [remote.remote(suite_name, shard, run_args) for shard in shards]
        merged.started_at = _now()
        failures: list[str] = []
        done = 0
        while waiting:
            ready, waiting = ray.wait(waiting, num_returns=1)
            try:
                name, data = ray.get(ready[0])
            except Exception as err:  # a worker's failure comes back as a RayTaskError (or a lost node)
                failures.append(f"{type(err).__name__}: {str(err).strip().splitlines()[-1][:300]}")
                continue
            shard_log = _read_shard(name, data)
            merged.add(shard_log)
            merged.write(finished=False)
            done += 1
            if (
                shard_log.status != "success"
            ):  # the eval itself stopped on the worker: what it finished is kept
                error = shard_log.error.message if shard_log.error else shard_log.status
                failures.append(f"a shard's eval ended {shard_log.status}: {error.strip()[:300]}")
            if on_shard is not None:
                on_shard(done, len(shards), shard_log)
        returned = {key[0] for key in merged.samples}
        missing = [sid for sid in pending if sid not in returned]
        if missing:
            reason = failures[0] if failures else f"no log of sample {missing[0]!r} came back"
            raise RayRunError(
                f"the cluster did not finish {len(missing)} of {len(pending)} samples: {reason}",
                hint="the finished shards are saved: run the same command again to run the rest",
            )
    finally:
        for ref in waiting:  # stopped early (Ctrl-C, an error): the shards still running are not wanted
            ray.cancel(ref, force=True)
        if started:
            ray.shutdown()
