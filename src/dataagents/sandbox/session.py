"""``PythonSession``: a persistent Python worker inside the sandbox that keeps variables between cells.

Fast path: a small stdlib worker (``_worker.py``) speaking length-prefixed JSON over pipes — no
Jupyter kernel, no ZeroMQ. A cell timeout kills the whole sandbox and starts a fresh worker (the
variables are lost, and the result says so); ``interrupt()`` sends SIGINT to the running cell and
the session survives.
"""

from __future__ import annotations

import contextlib
import json
import os
import select
import shutil
import struct
import subprocess
import sys
import threading
import time
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from dataagents.sandbox._backend import Backend, get_backend
from dataagents.sandbox._output import CappedBuffer
from dataagents.sandbox._policy import limit_launch, rlimit_pairs, scrubbed_env
from dataagents.sandbox._process import kill_group
from dataagents.sandbox._run import decode_exit, nproc_base
from dataagents.sandbox._types import ExecResult, Limits, SandboxError
from dataagents.sandbox._workspace import (
    FileInput,
    changed,
    give_to,
    new_dir,
    put_files,
    read_ends,
    snapshot,
)

_WORKER_SRC = Path(__file__).with_name("_worker.py")
_MAX_REPLY = 64 * 1024 * 1024
_START_TIMEOUT_S = 60.0


class _WorkerGone(Exception):
    pass


class PythonSession:
    """A stateful Python worker in the sandbox; use as a context manager.

    ``preload`` names modules imported once at start (e.g. ``("numpy", "pandas")``) so cells do not
    pay for them.
    """

    def __init__(
        self,
        *,
        files: Mapping[str, FileInput] | None = None,
        limits: Limits | None = None,
        workspace: str | Path | None = None,
        env: Mapping[str, str] | None = None,
        preload: Sequence[str] = (),
    ) -> None:
        self.limits = limits or Limits()
        self._env = dict(env or {})
        self._preload = list(preload)
        self._backend: Backend = get_backend()
        self._own_ws = workspace is None
        self.workspace = new_dir("session-") if self._own_ws else Path(workspace).resolve()
        self.workspace.mkdir(parents=True, exist_ok=True)
        put_files(self.workspace, files)
        self._scratch: Path | None = None
        self._proc: subprocess.Popen | None = None
        self._ctl_w: int | None = None
        self._lock = threading.Lock()
        self._closed = False
        self._start()

    # -- lifecycle -------------------------------------------------------------------------
    @property
    def mode(self) -> str:
        return self._backend.mode

    @property
    def alive(self) -> bool:
        return self._proc is not None and self._proc.poll() is None

    def _start(self) -> None:
        scratch = new_dir("worker-")
        os.chmod(scratch, 0o755)
        worker = scratch / "worker.py"
        shutil.copyfile(_WORKER_SRC, worker)
        os.chmod(worker, 0o644)  # readable by the sandbox uid whatever the host umask
        cap_dir = scratch / "cap"
        cap_dir.mkdir()
        tmp = scratch / "tmp"
        tmp.mkdir()
        uid = self._backend.new_uid()
        give_to(self.workspace, uid)
        for d in (cap_dir, tmp):
            os.chmod(d, 0o1777 if uid is None else 0o700)
            if uid is not None:
                os.chown(d, uid, uid)
        tmpdir = "/tmp" if self._backend.isolated else str(tmp)
        env = scrubbed_env(home=tmpdir, tmpdir=tmpdir, extra=self._env)
        ctl_r, ctl_w = os.pipe()
        argv = [sys.executable, "-B", "-s", str(worker), str(ctl_r), str(cap_dir), *self._preload]
        wrapped = self._backend.wrap(
            argv,
            workspace=self.workspace,
            uid=uid,
            ro_binds=[str(worker)],
            rw_binds=[str(cap_dir)],
            network=self.limits.network,
            tmp_mb=self.limits.max_file_mb,
        )
        prefix, preexec = limit_launch(rlimit_pairs(self.limits, session=True, nproc_base=nproc_base(uid)))
        boot_log = open(scratch / "boot.log", "wb")  # noqa: SIM115 — bwrap/setpriv complaints before fd 2 is redirected
        try:
            self._proc = subprocess.Popen(
                prefix + wrapped,
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                stderr=boot_log,
                cwd=self.workspace,
                env=env,
                start_new_session=True,
                pass_fds=(ctl_r,),
                preexec_fn=preexec,
            )
        except OSError as err:
            raise SandboxError(f"cannot start the sandboxed Python worker: {err}") from err
        finally:
            os.close(ctl_r)
            boot_log.close()
        self._ctl_w = ctl_w
        self._scratch = scratch
        self._cap_dir = cap_dir
        try:
            hello = self._recv(time.monotonic() + _START_TIMEOUT_S)
        except (_WorkerGone, TimeoutError) as err:
            boot = (scratch / "boot.log").read_text(errors="replace")[-2000:]
            self._stop()
            raise SandboxError(
                f"sandboxed Python worker failed to start ({err}): {boot.strip() or 'no output'}",
                hint="check that bubblewrap works (DATAAGENTS_SANDBOX=subprocess to bypass, unisolated)",
            ) from err
        if not hello.get("ready"):
            self._stop()
            raise SandboxError("sandboxed Python worker sent a bad greeting")

    def _stop(self) -> None:
        proc, self._proc = self._proc, None
        if proc is not None:
            kill_group(proc)
            for stream in (proc.stdin, proc.stdout):
                with contextlib.suppress(OSError):
                    stream.close()
            proc.wait()
        if self._ctl_w is not None:
            with contextlib.suppress(OSError):
                os.close(self._ctl_w)
            self._ctl_w = None
        if self._scratch is not None:
            shutil.rmtree(self._scratch, ignore_errors=True)
            self._scratch = None

    def restart(self) -> None:
        """Kill the worker and start a fresh one (variables are lost; the workspace stays)."""
        with self._lock:
            self._stop()
            self._start()

    def close(self) -> None:
        if self._closed:
            return
        self._closed = True
        self._stop()
        if self._own_ws:
            shutil.rmtree(self.workspace, ignore_errors=True)

    def __enter__(self) -> PythonSession:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def __del__(self) -> None:
        with contextlib.suppress(Exception):
            self.close()

    def interrupt(self) -> None:
        """SIGINT the running cell (KeyboardInterrupt inside it); the session and its variables survive."""
        if self._ctl_w is not None:
            with contextlib.suppress(OSError):
                os.write(self._ctl_w, b"i")

    # -- protocol ----------------------------------------------------------------------------
    def _send(self, obj: dict[str, Any]) -> None:
        assert self._proc is not None and self._proc.stdin is not None
        data = json.dumps(obj).encode("utf-8")
        try:
            self._proc.stdin.write(struct.pack(">I", len(data)) + data)
            self._proc.stdin.flush()
        except (BrokenPipeError, OSError) as err:
            raise _WorkerGone("worker pipe closed") from err

    def _read_exact(self, n: int, deadline: float) -> bytes:
        assert self._proc is not None and self._proc.stdout is not None
        fd = self._proc.stdout.fileno()
        buf = bytearray()
        while len(buf) < n:
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                raise TimeoutError("no reply before the deadline")
            ready, _, _ = select.select([fd], [], [], remaining)
            if not ready:
                continue
            chunk = os.read(fd, n - len(buf))
            if not chunk:
                raise _WorkerGone("worker exited")
            buf += chunk
        return bytes(buf)

    def _recv(self, deadline: float) -> dict[str, Any]:
        (size,) = struct.unpack(">I", self._read_exact(4, deadline))
        if size > _MAX_REPLY:
            raise _WorkerGone("worker sent an oversized reply")
        try:
            msg = json.loads(self._read_exact(size, deadline))
        except ValueError as err:
            raise _WorkerGone("worker sent a malformed reply") from err
        if not isinstance(msg, dict):
            raise _WorkerGone("worker sent a malformed reply")
        return msg

    # -- cells -----------------------------------------------------------------------------------
    def execute(self, code: str, timeout_s: float | None = None) -> ExecResult:
        """Run one cell; variables persist. A timeout kills and restarts the worker (state lost)."""
        if self._closed:
            raise SandboxError("PythonSession is closed", hint="open a new session")
        timeout = float(timeout_s if timeout_s is not None else self.limits.timeout_s)
        with self._lock:
            if not self.alive:
                self._stop()
                self._start()
            before = snapshot(self.workspace)
            start = time.monotonic()
            cap = self.limits.max_output_bytes
            try:
                self._send({"op": "exec", "code": code, "cpu_s": self.limits.cpu_s, "cap": cap})
                reply = self._recv(start + timeout)
            except TimeoutError:
                return self._abort("timeout", start, before, timeout)
            except _WorkerGone:
                return self._abort(None, start, before, timeout)
            exit_code = reply.get("exit_code")
            exit_code = exit_code if isinstance(exit_code, int) else 1
            reason = reply.get("reason") if reply.get("reason") in ("interrupted",) else None
            failed = exit_code != 0 or reason is not None
            out, t1 = _render(reply.get("stdout"), cap, tail=failed)
            err, t2 = _render(reply.get("stderr"), cap, tail=failed)
            return ExecResult(
                exit_code=exit_code,
                stdout=out,
                stderr=err,
                duration=time.monotonic() - start,
                files_out=changed(self.workspace, before),
                timed_out=False,
                killed_reason=reason,
                mode=self.mode,
                truncated=t1 or t2,
            )

    def _abort(self, reason: str | None, start: float, before: dict, timeout: float) -> ExecResult:
        """The worker timed out or died: keep what it printed, restart it, say so plainly."""
        proc = self._proc
        if proc is not None and reason == "timeout":
            kill_group(proc)
        code = proc.wait() if proc is not None else -9
        code, sig_reason = decode_exit(code)
        reason = reason or sig_reason or "worker_died"
        cap = self.limits.max_output_bytes
        outputs = []
        for name in ("stdout", "stderr"):
            buf = CappedBuffer(cap)
            with contextlib.suppress(OSError):
                # head and tail only, never following a symlink: the sandboxed code owned this file
                head, tail, total = read_ends(self._cap_dir / name, cap)
                buf.write(head)
                buf.total = total - len(tail) if total > 2 * cap else buf.total
                buf.write(tail)
            outputs.append(buf)
        what = f"timed out after {timeout:g}s" if reason == "timeout" else f"the worker died ({reason})"
        note = f"\n[sandbox] cell {what}; the session was restarted and its variables are lost"
        self._stop()
        self._start()
        return ExecResult(
            exit_code=-9 if reason == "timeout" else (code if code != 0 else -1),
            stdout=outputs[0].render(tail=True),
            stderr=outputs[1].render(tail=True) + note,
            duration=time.monotonic() - start,
            files_out=changed(self.workspace, before),
            timed_out=reason == "timeout",
            killed_reason=reason,
            mode=self.mode,
            truncated=outputs[0].truncated or outputs[1].truncated,
        )


def _render(part: Any, cap: int, *, tail: bool) -> tuple[str, bool]:
    """Worker sends (head, tail, total); rebuild head-on-success / tail-on-error text."""
    if not (isinstance(part, list) and len(part) == 3):
        return "", False
    head, end, total = (str(part[0]), str(part[1]), int(part[2]))
    if total <= cap:
        return head, False
    cut = total - cap
    if tail:
        return f"[... {cut} bytes cut, tail kept ...]\n" + end, True
    return head + f"\n[... {cut} bytes cut, head kept ...]", True
