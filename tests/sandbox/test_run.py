"""One-shot ``run``: results, files in/out, output caps, timeouts, environment scrubbing."""

from __future__ import annotations

from pathlib import Path

import pytest

from dataagents.sandbox import ExecResult, Limits, SandboxError, run


def test_python_runs_with_data_stack(bwrap_mode):
    r = run(
        "import numpy, pandas, sklearn, lightgbm, os\n"
        "df = pandas.DataFrame({'a': numpy.arange(5)})\n"
        "print(int(df.a.sum()), os.getuid() != 0)\n"
    )
    assert isinstance(r, ExecResult)
    assert r.exit_code == 0, r.stderr
    assert r.stdout.split() == ["10", "True"]  # runs as an unprivileged uid
    assert r.mode == "bwrap" and r.killed_reason is None and not r.timed_out


def test_files_in_and_files_out(tmp_path: Path):
    src = tmp_path / "data.csv"
    src.write_text("x\n1\n2\n")
    code = (
        "import pandas as pd\n"
        "df = pd.read_csv('in/data.csv')\n"
        "df.assign(y=df.x * 2).to_csv('out.csv', index=False)\n"
        "open('notes.txt', 'a').write('extra')\n"
    )
    ws = tmp_path / "ws"
    r = run(code, files={"in/data.csv": src, "notes.txt": "old ", "same.bin": b"\x00\x01"}, workspace=ws)
    assert r.exit_code == 0, r.stderr
    assert sorted(r.files_out) == ["notes.txt", "out.csv"]  # unchanged inputs are not outputs
    assert r.files_out["out.csv"].read_text().splitlines() == ["x,y", "1,2", "2,4"]
    assert (ws / "notes.txt").read_text() == "old extra"


def test_temporary_workspace_is_fresh_per_run():
    first = run("open('marker', 'w').write('1')")
    second = run("import os; print(sorted(os.listdir('.')))")
    assert "marker" in first.files_out
    assert second.stdout.strip() == "[]"
    assert first.files_out["marker"].parent != Path.cwd()


def test_input_name_escaping_workspace_is_refused():
    with pytest.raises(SandboxError, match="escapes the workspace"):
        run("pass", files={"../evil.txt": "x"})
    with pytest.raises(SandboxError):
        run("pass", files={"/etc/evil": "x"})


def test_failure_keeps_tail_success_keeps_head():
    lim = Limits(max_output_bytes=200)
    ok = run("for i in range(1000): print(f'line{i}')", limits=lim)
    assert ok.exit_code == 0 and ok.truncated
    assert ok.stdout.startswith("line0\n") and "head kept" in ok.stdout and "line999" not in ok.stdout
    bad = run("for i in range(1000): print(f'line{i}')\nraise SystemExit(3)", limits=lim)
    assert bad.exit_code == 3
    assert (
        bad.stdout.rstrip().endswith("line999") and "tail kept" in bad.stdout and "line0\n" not in bad.stdout
    )
    err = run("import sys\nsys.stderr.write('e' * 5000)\nraise ValueError('boom')", limits=lim)
    assert err.exit_code == 1 and err.stderr.rstrip().endswith("ValueError: boom")


def test_timeout_kills_and_reports():
    r = run("import time\nprint('started', flush=True)\ntime.sleep(60)", limits=Limits(timeout_s=1.0))
    assert r.timed_out and r.killed_reason == "timeout"
    assert r.exit_code != 0 and "started" in r.stdout and "timeout" in r.stderr
    assert r.duration < 10


def test_shell_argv_string_stdin_and_cwd():
    r = run(["python", "-c", "import sys; print(sys.stdin.read().upper())"], language="shell", input="abc")
    assert (r.exit_code, r.stdout.strip()) == (0, "ABC")
    r = run("pwd; echo hi > f.txt; cat f.txt", language="shell", cwd="sub")
    assert r.exit_code == 0 and r.stdout.split()[0].endswith("/sub") and r.stdout.split()[1] == "hi"
    assert list(r.files_out) == ["sub/f.txt"]
    with pytest.raises(SandboxError):
        run("true", language="shell", cwd="../..")
    r = run(["definitely-not-a-command-xyz"], language="shell")
    assert r.exit_code != 0


def test_environment_is_scrubbed(monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setenv("DATAAGENTS_CANARY", "visible-not")
    r = run(
        "import os, json; print(json.dumps(dict(os.environ)))",
        env={"GOOD_SETTING": "1", "SERVICE_API_KEY": "sk-x", "DB_PASSWORD": "p"},
    )
    import json

    env = json.loads(r.stdout)
    assert env["GOOD_SETTING"] == "1"
    assert "SERVICE_API_KEY" not in env and "DB_PASSWORD" not in env and "DATAAGENTS_CANARY" not in env
    assert env["OMP_NUM_THREADS"] == env["OPENBLAS_NUM_THREADS"] == env["MKL_NUM_THREADS"] == "1"


def test_numpy_imports_under_tight_address_space_limit():
    r = run("import numpy, pandas\nprint(numpy.ones(3).sum())", limits=Limits(memory_mb=768))
    assert r.exit_code == 0, r.stderr
    assert r.stdout.strip() == "3.0"


def test_cpu_limit_kills_busy_loop():
    r = run("while True: pass", limits=Limits(cpu_s=1, timeout_s=30))
    assert r.killed_reason == "cpu_limit" and not r.timed_out
    assert r.duration < 15


def test_bad_limits_and_language_are_typed_errors():
    with pytest.raises(SandboxError):
        Limits(timeout_s=0)
    with pytest.raises(SandboxError):
        run("x", language="ruby")
    with pytest.raises(SandboxError):
        run(["ls"], language="python")  # type: ignore[arg-type]


def test_fallback_mode_runs_and_warns_once(fallback_mode, caplog: pytest.LogCaptureFixture):
    with caplog.at_level("WARNING", logger="dataagents.sandbox"):
        r1 = run("print(6 * 7)")
        r2 = run("import numpy; print(numpy.__name__)")
    assert (r1.exit_code, r1.stdout.strip(), r1.mode) == (0, "42", "subprocess")
    assert r2.stdout.strip() == "numpy"
    warnings = [rec for rec in caplog.records if "NOT ISOLATED" in rec.getMessage()]
    assert len(warnings) == 1


def test_fallback_mode_timeout_and_files(fallback_mode):
    r = run("open('o.txt','w').write('1')\nimport time\ntime.sleep(30)", limits=Limits(timeout_s=1))
    assert r.timed_out and "o.txt" in r.files_out


def test_network_is_opt_in(bwrap_mode):
    import socket

    server = socket.socket()
    server.bind(("127.0.0.1", 0))
    server.listen(1)
    port = server.getsockname()[1]
    code = f"import socket\nsocket.create_connection(('127.0.0.1', {port}), timeout=2).close()\nprint('up')"
    try:
        assert run(code, limits=Limits(timeout_s=10)).exit_code != 0
        assert run(code, limits=Limits(timeout_s=10, network=True)).stdout == "up\n"
    finally:
        server.close()


def test_file_size_limit():
    r = run("open('big.bin', 'wb').write(b'x' * (3 * 1024 * 1024))", limits=Limits(max_file_mb=1))
    assert r.exit_code != 0 and "File too large" in r.stderr


def test_planted_symlink_does_not_redirect_host_writes(tmp_path: Path):
    ws = tmp_path / "ws"
    victim = tmp_path / "victim"
    victim.mkdir()
    r = run(
        f"import os\nos.symlink({str(victim)!r}, 'data')\nos.symlink('/etc/hostname', 'leak.txt')",
        workspace=ws,
    )
    assert r.exit_code == 0 and "leak.txt" not in r.files_out  # symlinks are never listed as outputs
    with pytest.raises(SandboxError, match="symlink"):
        run("pass", workspace=ws, files={"data/x.txt": "owned?"})
    assert not (victim / "x.txt").exists()
