"""``PythonSession``: state between cells, errors, interrupt, timeout restart, leftovers, files."""

from __future__ import annotations

import threading
import time
from pathlib import Path

import pytest

from dataagents.sandbox import Limits, PythonSession, SandboxError


@pytest.fixture
def session():
    with PythonSession(limits=Limits(timeout_s=20)) as s:
        yield s


def test_variables_persist_and_last_expression_is_shown(session: PythonSession):
    assert session.execute("x = 40").exit_code == 0
    session.execute("x += 1")
    r = session.execute("x + 1")
    assert (r.exit_code, r.stdout) == (0, "42\n")
    assert session.execute("import numpy as np\narr = np.arange(4)").exit_code == 0
    assert session.execute("print(arr.sum())").stdout == "6\n"


def test_error_reports_traceback_and_session_survives(session: PythonSession):
    session.execute("y = 1")
    r = session.execute("z = 0\ny / z")
    assert r.exit_code == 1 and "ZeroDivisionError" in r.stderr and "y / z" in r.stderr
    assert session.execute("y").stdout == "1\n"
    r = session.execute("raise SystemExit(4)")
    assert r.exit_code == 4
    assert session.execute("y").stdout == "1\n"
    r = session.execute("def broken(:\n  pass")
    assert r.exit_code == 1 and "SyntaxError" in r.stderr


def test_interrupt_stops_the_cell_and_keeps_state(session: PythonSession):
    session.execute("keep = 'me'")
    threading.Timer(0.5, session.interrupt).start()
    r = session.execute("import time\nwhile True: time.sleep(0.05)")
    assert r.killed_reason == "interrupted" and r.exit_code == 130 and not r.timed_out
    assert session.execute("keep").stdout == "'me'\n"
    session.interrupt()  # an interrupt while idle is harmless
    assert session.execute("1 + 1").stdout == "2\n"


def test_timeout_kills_restarts_and_says_so(session: PythonSession):
    session.execute("lost = True")
    r = session.execute("print('before', flush=True)\nwhile True: pass", timeout_s=1)
    assert r.timed_out and r.killed_reason == "timeout"
    assert "before" in r.stdout and "restarted" in r.stderr
    after = session.execute("'lost' in globals()")
    assert after.exit_code == 0 and after.stdout == "False\n"


def test_worker_death_is_reported_and_recovered(session: PythonSession):
    r = session.execute("import os\nos._exit(9)")
    assert r.killed_reason is not None and "restarted" in r.stderr
    assert session.execute("2 * 21").stdout == "42\n"


def test_restart_clears_variables_keeps_workspace(session: PythonSession):
    session.execute("v = 1\nopen('kept.txt', 'w').write('k')")
    session.restart()
    assert "NameError" in session.execute("v").stderr
    assert session.execute("open('kept.txt').read()").stdout == "'k'\n"


def test_files_in_out_and_close_removes_temp_workspace(tmp_path: Path):
    with PythonSession(files={"in.txt": "hello"}) as s:
        ws = s.workspace
        r = s.execute("open('out.txt', 'w').write(open('in.txt').read().upper())")
        assert list(r.files_out) == ["out.txt"]
        assert r.files_out["out.txt"].read_text() == "HELLO"
    assert not ws.exists()
    with pytest.raises(SandboxError):
        s.execute("1")


def test_background_process_does_not_outlive_its_cell(session: PythonSession):
    r = session.execute(
        "import subprocess, sys\n"
        "subprocess.Popen([sys.executable, '-c', 'import time; time.sleep(2); open(\"late\", \"w\")'],"
        " start_new_session=True)\n"
        "print('ok')"
    )
    assert r.stdout == "ok\n" and "left running" in r.stderr
    time.sleep(2.5)
    assert not (session.workspace / "late").exists()


def test_memory_error_is_a_cell_error_not_a_dead_session():
    with PythonSession(limits=Limits(memory_mb=600)) as s:
        s.execute("keep = 7")
        r = s.execute("big = bytearray(2 * 1024**3)")
        assert r.exit_code == 1 and "MemoryError" in r.stderr
        assert s.execute("keep").stdout == "7\n"


def test_output_capped_in_session():
    with PythonSession(limits=Limits(max_output_bytes=100)) as s:
        r = s.execute("print('a' * 10000)")
        assert r.truncated and len(r.stdout) < 200 and r.stdout.startswith("aaa")


def test_session_in_fallback_mode(fallback_mode):
    with PythonSession() as s:
        assert s.mode == "subprocess"
        s.execute("n = 5")
        assert s.execute("n * 2").stdout == "10\n"
        r = s.execute("while True: pass", timeout_s=1)
        assert r.timed_out
        assert s.execute("1").stdout == "1\n"


def test_symlinked_capture_file_is_not_followed_on_timeout(session: PythonSession):
    # The cell swaps its own stdout capture for a link to a host file, then hangs: the host must not
    # read the link target when it collects the partial output.
    r = session.execute(
        "import os\n"
        "cap = os.readlink('/proc/self/fd/1')\n"
        "os.unlink(cap); os.symlink('/etc/hostname', cap)\n"
        "while True: pass",
        timeout_s=1,
    )
    assert r.timed_out
    assert Path("/etc/hostname").read_text().strip() not in r.stdout
