"""Model and endpoint faults end a run in bounded time, each sample's fault is recorded with its kind, and
the report and exit code say so. Real HTTP servers on 127.0.0.1 (``fault_server``), the real openai
provider, inspect's real retries and attempt timeouts."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest
from inspect_ai.log import list_eval_logs, read_eval_log

from dataagents.bench.report import collect_rows, cost_label, write_report
from dataagents.bench.runner import (
    DEFAULT_LOCAL_TIMEOUT_S,
    DEFAULT_TIMEOUT_S,
    RunError,
    call_limits,
    run_suite,
)
from dataagents.exit_codes import ExitCode
from dataagents.llm import ModelError, generate_text, get_model
from dataagents.llm.faults import exit_code_for_faults, kind_of_message, sample_call_faults
from tests.bench.fault_server import FaultServer

REPO = Path(__file__).resolve().parents[2]


def model_for(server: FaultServer) -> str:
    """A model name per server: inspect keeps one client per model name, bound to the first base URL."""
    return f"openai-api/fault/{server.behaviour}-{server.base_url.rsplit(':', 1)[1].split('/')[0]}"


@pytest.fixture
def endpoint(monkeypatch: pytest.MonkeyPatch):
    """Start a FaultServer with the given behaviour and point the ``fault`` service at it."""
    servers: list[FaultServer] = []

    def start(behaviour: str) -> FaultServer:
        server = FaultServer(behaviour).start()
        servers.append(server)
        monkeypatch.setenv("FAULT_BASE_URL", server.base_url)
        monkeypatch.setenv("FAULT_API_KEY", "test-key")
        return server

    yield start
    for server in servers:
        server.stop()


def _sample_errors(log_dir: Path) -> list[str | None]:
    [info] = list_eval_logs(str(log_dir))
    log = read_eval_log(info)
    return [s.error.message if s.error else None for s in log.samples or []]


@pytest.mark.timeout(120)
# The openai SDK retries 429 and 5xx twice inside one inspect attempt (honouring Retry-After: 1 s here),
# so those attempts get enough time to finish their own retries and report the status they saw.
@pytest.mark.parametrize(
    ("behaviour", "kind", "timeout", "max_retries"),
    [
        ("hang", "timeout", 2, 1),
        ("500", "server_error", 10, 0),
        ("429", "rate_limit", 10, 0),
        ("garbage", "bad_response", 2, 0),
        ("truncated", "truncated", 2, 0),
        ("not-json-content", "bad_output", 2, 0),
    ],
)
def test_each_fault_is_recorded_per_sample_with_its_kind(
    endpoint, tmp_path: Path, behaviour: str, kind: str, timeout: int, max_retries: int
) -> None:
    server = endpoint(behaviour)
    model = model_for(server)
    started = time.monotonic()
    _, _, log_dir = run_suite(
        "smoke",
        agent="model-only",
        model=model,
        limit=2,
        log_root=tmp_path,
        display="none",
        timeout=timeout,
        max_retries=max_retries,
    )
    elapsed = time.monotonic() - started
    assert server.requests >= 2  # the calls really went over HTTP
    errors = _sample_errors(log_dir)
    assert len(errors) == 2 and all(errors)
    assert [kind_of_message(e) for e in errors] == [kind, kind], errors
    assert all(e.startswith(f"[{kind}] model {model}") for e in errors)
    # hang: 2 attempts x 2 s plus one backoff (3-6 s) per sample, samples in parallel
    assert elapsed < 60, f"{behaviour} took {elapsed:.0f} s"

    [row] = collect_rows(tmp_path)
    assert row.errors == 2 and row.completed == 0
    assert row.fault_kinds == {kind: 2}
    assert exit_code_for_faults(row.fault_kinds) == ExitCode.MODEL_FAULT


@pytest.mark.timeout(120)
def test_a_working_endpoint_scores_and_records_no_fault(endpoint, tmp_path: Path) -> None:
    server = endpoint("ok")  # answers 40 to both questions: right for the first, wrong for the second
    ok, _, log_dir = run_suite(
        "smoke",
        agent="model-only",
        model=model_for(server),
        limit=2,
        log_root=tmp_path,
        display="none",
        timeout=5,
    )
    assert ok
    assert _sample_errors(log_dir) == [None, None]
    [row] = collect_rows(tmp_path)
    assert row.fault_kinds == {} and row.completed == 2
    assert row.primary == pytest.approx(0.5)
    assert exit_code_for_faults(row.fault_kinds) == ExitCode.DONE
    # a remote model with no known price made calls: its cost is unknown, not $0 and not n/a
    assert row.input_tokens > 0 and cost_label(row) == "unknown"


@pytest.mark.timeout(120)
def test_report_works_when_every_sample_errored(endpoint, tmp_path: Path) -> None:
    server = endpoint("500")
    run_suite(
        "smoke",
        agent="model-only",
        model=model_for(server),
        limit=2,
        log_root=tmp_path,
        display="none",
        max_retries=0,
    )
    md, html, rows = write_report(tmp_path, tmp_path / "report")
    assert rows[0].primary is None and rows[0].errors == 2
    assert "server_error" in md.read_text()
    assert "server_error" in html.read_text()
    assert (tmp_path / "report" / "leaderboard.png").stat().st_size > 1000


@pytest.mark.timeout(60)
async def test_models_opened_by_name_inherit_the_runs_attempt_timeout(endpoint) -> None:
    """A judge opened with get_model(name) is not the model under test, so inspect does not hand it the
    eval's attempt timeout; the door does, or a hung judge endpoint would stall the sample forever."""
    from inspect_ai.model import GenerateConfig
    from inspect_ai.model._generate_config import set_active_generate_config

    judge = get_model(model_for(endpoint("hang")))
    assert judge is not None and judge.config.attempt_timeout is None
    set_active_generate_config(GenerateConfig(attempt_timeout=1, max_retries=0))
    started = time.monotonic()
    with pytest.raises(ModelError) as caught:
        await generate_text(judge, "is this right?")
    assert caught.value.kind == "timeout"
    assert time.monotonic() - started < 20


def test_call_limits_defaults_and_bad_values() -> None:
    assert call_limits("openai/gpt-4o", None, None) == (DEFAULT_TIMEOUT_S, 3)
    assert call_limits("local/qwen2.5-coder-1.5b", None, None) == (DEFAULT_LOCAL_TIMEOUT_S, 3)
    assert call_limits("openai-api/x/y", 10, 0) == (10, 0)
    with pytest.raises(RunError, match="--timeout"):
        call_limits("openai/gpt-4o", 0, None)
    with pytest.raises(RunError, match="--max-retries"):
        call_limits("openai/gpt-4o", None, -1)


@pytest.mark.parametrize(
    ("message", "kind"),
    [
        ("[timeout] model x failed: AttemptTimeoutError: attempt_timeout '5' exceeded.", "timeout"),
        ("RetryError[<Future at 0x1 state=finished raised AttemptTimeoutError>]", "timeout"),
        ("RateLimitError: Error code: 429 - slow down", "rate_limit"),
        ("InternalServerError: Error code: 503", "server_error"),
        ("APIConnectionError: Connection error.", "connection"),
        ("[bad_output] model y returned output that does not match Answer", "bad_output"),
        ("KeyError: 'column'", "agent_error"),
        (None, None),
    ],
)
def test_fault_kind_is_read_back_from_a_message(message: str | None, kind: str | None) -> None:
    assert kind_of_message(message) == kind


def test_exit_code_prefers_model_faults_over_agent_errors() -> None:
    assert exit_code_for_faults({}) == ExitCode.DONE
    assert exit_code_for_faults({}, finished=False) == ExitCode.AGENT_COULD_NOT
    assert exit_code_for_faults({"agent_error": 1}) == ExitCode.AGENT_COULD_NOT
    assert exit_code_for_faults({"agent_error": 3, "rate_limit": 1}) == ExitCode.MODEL_FAULT


@pytest.mark.timeout(240)
def test_cli_run_against_a_hung_server_ends_with_exit_3_and_a_report(endpoint, tmp_path: Path) -> None:
    server = endpoint("hang")
    env = {**os.environ, "PYTHONPATH": str(REPO / "src"), "INSPECT_DISPLAY": "none"}
    started = time.monotonic()
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "dataagents.cli",
            "bench",
            "run",
            "smoke",
            "--agent",
            "model-only",
            "--model",
            model_for(server),
            "--limit",
            "2",
            "--timeout",
            "3",
            "--max-retries",
            "1",
            "--log-dir",
            str(tmp_path),
        ],
        env=env,
        capture_output=True,
        text=True,
        timeout=200,
    )
    elapsed = time.monotonic() - started
    assert done.returncode == ExitCode.MODEL_FAULT, done.stdout + done.stderr
    assert "timeout ×2" in done.stdout
    assert server.requests == 4  # 2 samples x (1 attempt + 1 retry)
    assert list(tmp_path.glob("*/report.html"))
    assert elapsed < 120


@pytest.mark.timeout(120)
def test_running_again_retries_only_the_errored_samples(endpoint, tmp_path: Path) -> None:
    server = endpoint("500")
    model = model_for(server)
    run = dict(agent="model-only", model=model, limit=2, log_root=tmp_path, display="none", max_retries=0)
    run_suite("smoke", **run)
    assert collect_rows(tmp_path)[0].fault_kinds == {"server_error": 2}

    server.behaviour = "ok"  # the endpoint recovers
    before = server.requests
    run_suite("smoke", **run)
    [row] = collect_rows(tmp_path)
    assert (row.completed, row.errors, row.fault_kinds) == (2, 0, {})
    assert server.requests - before == 2  # one call per errored sample

    before = server.requests
    run_suite("smoke", **run)  # a finished run is not redone
    assert server.requests == before


@pytest.mark.timeout(180)
def test_a_fault_the_agent_absorbs_is_recorded_and_not_a_clean_run(endpoint, tmp_path: Path) -> None:
    """The DCA curator keeps its detectors' findings when the model fails, so its sample scores; the failed
    call must still show on that sample, in the report, and in the exit code (the score is not the model's)."""
    server = endpoint("hang")
    ok, _, log_dir = run_suite(
        "dca", model=model_for(server), limit=1, log_root=tmp_path, display="none", timeout=5, max_retries=0
    )
    assert ok and server.requests >= 1
    [info] = list_eval_logs(str(log_dir))
    [sample] = read_eval_log(info).samples or []
    assert sample.error is None and sample.scores  # the agent went on and the sample was scored
    assert sample_call_faults(sample.metadata) == {"timeout": 1}
    md, _, [row] = write_report(tmp_path, tmp_path / "report")
    assert (row.errors, row.fault_kinds, row.absorbed_faults) == (0, {}, {"timeout": 1})
    assert "timeout×1 absorbed" in md.read_text()
    assert exit_code_for_faults(row.fault_kinds, absorbed=row.absorbed_faults) == ExitCode.MODEL_FAULT


def test_answers_the_agent_caught_as_unusable_do_not_make_a_run_faulty() -> None:
    assert exit_code_for_faults({}, absorbed={"bad_output": 2, "truncated": 1}) == ExitCode.DONE
    assert exit_code_for_faults({}, absorbed={"rate_limit": 1}) == ExitCode.MODEL_FAULT
    assert sample_call_faults({"dataagents_model_faults": {"timeout": 2}, "other": 1}) == {"timeout": 2}
    assert sample_call_faults(None) == {} and sample_call_faults({"dataagents_model_faults": "x"}) == {}
