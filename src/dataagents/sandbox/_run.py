"""One-shot execution: ``run(code_or_command, files=..., limits=...) -> ExecResult``."""

from __future__ import annotations

import os
import shlex
import shutil
import signal
import subprocess
import sys
import time
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from dataagents.sandbox._backend import get_backend
from dataagents.sandbox._policy import count_user_tasks, limit_launch, rlimit_pairs, scrubbed_env
from dataagents.sandbox._process import drive
from dataagents.sandbox._types import ExecResult, Limits, SandboxError
from dataagents.sandbox._workspace import (
    FileInput,
    changed,
    give_to,
    keep_temporary,
    new_dir,
    put_files,
    snapshot,
)

_LAUNCHER = Path(__file__).with_name("_launcher.py")


def _signal_reason(sig: int) -> str:
    if sig == signal.SIGXCPU:
        return "cpu_limit"
    if sig == signal.SIGXFSZ:
        return "file_size_limit"
    try:
        return f"signal:{signal.Signals(sig).name}"
    except ValueError:
        return f"signal:{sig}"


def decode_exit(returncode: int) -> tuple[int, str | None]:
    """Normalise exit status; bwrap and the fallback launcher report a signalled child as 128+signal."""
    if returncode < 0:
        return returncode, _signal_reason(-returncode)
    if returncode > 128 and returncode - 128 in (
        signal.SIGKILL,
        signal.SIGXCPU,
        signal.SIGXFSZ,
        signal.SIGSEGV,
        signal.SIGABRT,
        signal.SIGTERM,
        signal.SIGBUS,
    ):
        return -(returncode - 128), _signal_reason(returncode - 128)
    return returncode, None


def nproc_base(uid: int | None) -> int:
    """RLIMIT_NPROC counts every task of the uid: in fallback mode add what the user already runs."""
    if uid is not None or os.geteuid() == 0:
        return 0
    return count_user_tasks(os.geteuid())


def run(
    code_or_command: str | Sequence[str],
    *,
    files: Mapping[str, FileInput] | None = None,
    limits: Limits | None = None,
    workspace: str | Path | None = None,
    language: str = "python",
    env: Mapping[str, str] | None = None,
    input: str | bytes | None = None,
    cwd: str | None = None,
) -> ExecResult:
    """Run Python source (``language="python"``) or a command (``"shell"``: argv list or shell string).

    ``env`` adds variables (secret-looking names are dropped), ``input`` is fed on stdin, ``cwd`` is a
    directory inside the workspace (relative to it) to start in.
    """
    limits = limits or Limits()
    if language not in ("python", "shell"):
        raise SandboxError(f"unknown sandbox language {language!r}", hint="use 'python' or 'shell'")
    backend = get_backend()
    own_ws = workspace is None
    ws = new_dir("ws-") if own_ws else Path(workspace).resolve()
    ws.mkdir(parents=True, exist_ok=True)
    scratch = new_dir("run-")  # code file and (fallback) temp dir, outside the workspace
    files_out: dict[str, Path] = {}
    try:
        put_files(ws, files)
        if language == "python":
            if not isinstance(code_or_command, str):
                raise SandboxError("python code must be a string", hint="use language='shell' for argv lists")
            code_file = scratch / "main.py"
            code_file.write_text(code_or_command, encoding="utf-8")
            os.chmod(code_file, 0o644)  # readable by the sandbox uid whatever the host umask
            argv = [sys.executable, "-B", "-s", "-u", str(code_file)]
        elif isinstance(code_or_command, str):
            argv = ["/bin/sh", "-c", code_or_command]
        else:
            argv = [str(a) for a in code_or_command]
            if not argv:
                raise SandboxError("empty command", hint="pass an argv list or a shell string")
        workdir = ws
        if cwd:
            workdir = (ws / cwd).resolve()
            if not workdir.is_relative_to(ws):
                raise SandboxError(
                    f"sandbox cwd {cwd!r} is outside the workspace", hint="use a relative path"
                )
            workdir.mkdir(parents=True, exist_ok=True)
        if not backend.isolated:
            # no pid namespace: a subreaper parent cleans up whatever the code leaves running
            argv = [sys.executable, "-I", "-S", str(_LAUNCHER), *argv]
        uid = backend.new_uid()
        give_to(ws, uid)
        os.chmod(scratch, 0o755)
        (scratch / "tmp").mkdir(mode=0o1777)
        os.chmod(scratch / "tmp", 0o1777)
        tmpdir = "/tmp" if backend.isolated else str(scratch / "tmp")
        full_env = scrubbed_env(home=tmpdir, tmpdir=tmpdir, extra=env)
        wrapped = backend.wrap(
            argv,
            workspace=ws,
            uid=uid,
            ro_binds=[str(scratch)] if language == "python" else [],
            chdir=workdir,
            network=limits.network,
            tmp_mb=limits.max_file_mb,
        )
        stdin_file = None
        if input is not None:
            (scratch / "stdin").write_bytes(input.encode("utf-8") if isinstance(input, str) else input)
            stdin_file = open(scratch / "stdin", "rb")  # noqa: SIM115 — closed right after Popen
        prefix, preexec = limit_launch(rlimit_pairs(limits, nproc_base=nproc_base(uid)))
        before = snapshot(ws)
        start = time.monotonic()
        try:
            proc = subprocess.Popen(
                prefix + wrapped,
                stdin=stdin_file or subprocess.DEVNULL,
                stdout=subprocess.PIPE,
                stderr=subprocess.PIPE,
                cwd=workdir,
                env=full_env,
                start_new_session=True,
                preexec_fn=preexec,
            )
        except OSError as err:
            raise SandboxError(f"sandbox could not start {shlex.join(argv[:1])}: {err}") from err
        finally:
            if stdin_file is not None:
                stdin_file.close()
        drained = drive(proc, limits, cap=limits.max_output_bytes)
        duration = time.monotonic() - start
        code, reason = decode_exit(drained.returncode)
        reason = drained.killed_reason or reason
        failed = code != 0 or reason is not None
        stderr = drained.stderr.render(tail=failed)
        if reason == "timeout":
            stderr += f"\n[sandbox] killed after {limits.timeout_s:g}s timeout"
        elif reason == "output_limit":
            stderr += f"\n[sandbox] killed: output exceeded {limits.kill_output_bytes} bytes"
        elif reason == "cpu_limit":
            stderr += f"\n[sandbox] killed: CPU limit of {limits.cpu_s}s reached"
        files_out = changed(ws, before)
        return ExecResult(
            exit_code=code if reason is None or code != 0 else -9,
            stdout=drained.stdout.render(tail=failed),
            stderr=stderr,
            duration=duration,
            files_out=files_out,
            timed_out=drained.timed_out,
            killed_reason=reason,
            mode=backend.mode,
            truncated=drained.stdout.truncated or drained.stderr.truncated,
        )
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
        if own_ws:  # keep a temporary workspace only while its outputs matter
            if files_out:
                keep_temporary(ws)
            else:
                shutil.rmtree(ws, ignore_errors=True)


async def run_async(
    code_or_command: str | Sequence[str],
    **kwargs: Any,
) -> ExecResult:
    """``run`` in a worker thread: an async caller (an inspect solver or scorer) keeps its event loop free,
    so other samples' model calls and sandbox runs go on while this one runs."""
    import functools

    import anyio

    return await anyio.to_thread.run_sync(functools.partial(run, code_or_command, **kwargs))
