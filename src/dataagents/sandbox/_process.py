"""Start a wrapped process and drive it to the end: capped reads, deadline, process-group kill."""

from __future__ import annotations

import contextlib
import os
import selectors
import signal
import subprocess
import time
from dataclasses import dataclass

from dataagents.sandbox._output import CappedBuffer
from dataagents.sandbox._reaper import kill_descendants
from dataagents.sandbox._types import Limits

# After the main process exits, how long leftover holders of stdout may keep it open.
_EXIT_GRACE_S = 0.3


def kill_group(proc: subprocess.Popen) -> None:
    """SIGKILL the whole tree: descendants that left the group via setsid, then the group itself."""
    if proc.poll() is None:
        kill_descendants(proc.pid)
    with contextlib.suppress(ProcessLookupError, PermissionError):
        os.killpg(proc.pid, signal.SIGKILL)
    with contextlib.suppress(ProcessLookupError):
        proc.kill()


@dataclass
class Drained:
    returncode: int
    stdout: CappedBuffer
    stderr: CappedBuffer
    killed_reason: str | None
    timed_out: bool


def drive(proc: subprocess.Popen, limits: Limits, *, cap: int) -> Drained:
    """Read stdout/stderr until EOF or a limit; always leaves the process group dead and reaped."""
    out, err = CappedBuffer(cap), CappedBuffer(cap)
    sel = selectors.DefaultSelector()
    assert proc.stdout is not None and proc.stderr is not None
    for stream, buf in ((proc.stdout, out), (proc.stderr, err)):
        os.set_blocking(stream.fileno(), False)
        sel.register(stream, selectors.EVENT_READ, buf)
    deadline = time.monotonic() + limits.timeout_s
    exited_at: float | None = None
    reason: str | None = None
    timed_out = False
    try:
        while sel.get_map():
            now = time.monotonic()
            if now >= deadline:
                reason, timed_out = "timeout", True
                break
            if exited_at is None and proc.poll() is not None:
                exited_at = now
            if exited_at is not None and now - exited_at > _EXIT_GRACE_S:
                break  # a background process still holds the pipe: it dies with the group below
            for key, _ in sel.select(timeout=min(0.05, deadline - now)):
                try:
                    chunk = os.read(key.fd, 1 << 16)
                except BlockingIOError:
                    continue
                if not chunk:
                    sel.unregister(key.fileobj)
                    continue
                key.data.write(chunk)
            if out.total + err.total > limits.kill_output_bytes:
                reason = "output_limit"
                break
    finally:
        sel.close()
        # Whatever is left in the group (timeouts, background processes) is killed here.
        kill_group(proc)
        proc.wait()
        for stream in (proc.stdout, proc.stderr):
            stream.close()
    return Drained(proc.returncode, out, err, reason, timed_out)
