"""Isolated code execution: one-shot ``run`` and the stateful ``PythonSession``.

Public surface (stable, used by every domain):
- ``Limits(timeout_s, memory_mb, max_processes, max_file_mb, cpu_s, max_open_files, max_output_bytes, network)``
- ``ExecResult(exit_code, stdout, stderr, duration, files_out, timed_out, killed_reason)``
- ``run(code_or_command, *, files=None, limits=None, workspace=None, language="python") -> ExecResult``;
  ``await run_async(...)`` (same arguments) runs it in a worker thread for async callers
  ``code_or_command``: Python source (str) when ``language="python"``, or an argv list / shell string
  when ``language="shell"``. ``files`` maps workspace-relative names to bytes/str/Path to copy in.
  ``files_out`` maps workspace-relative names of files created or changed to their absolute paths
  (valid until the workspace is removed; pass ``workspace=`` to keep them).
- ``PythonSession`` (context manager): ``.execute(code, timeout_s=None) -> ExecResult``, ``.interrupt()``,
  ``.restart()``, ``.close()``, ``.workspace`` (Path) ; variables persist between ``execute`` calls.
- ``SandboxError``: the sandbox itself could not run (not: the code failed — that is a non-zero exit_code).

Additions (optional, keyword-only): ``run(..., env=, input=, cwd=)``; ``PythonSession(files=, limits=,
workspace=, env=, preload=("numpy", "pandas"))``; ``ExecResult.mode`` ("bwrap" | "subprocess"),
``.truncated``, ``.ok``; ``Limits.kill_output_bytes`` (output beyond it kills the run);
``get_backend()`` says which isolation is in force. ``DATAAGENTS_SANDBOX=auto|bwrap|subprocess``
chooses it (``bwrap`` refuses to run unisolated). ``killed_reason``: timeout, cpu_limit,
file_size_limit, output_limit, interrupted, signal:NAME, worker_died.

Isolation (bubblewrap): fresh workspace per run/session, the only writable path besides a private
/tmp; system, interpreter and venv read-only; no network, own pid/ipc/uts namespaces; code runs as
a fresh unprivileged uid per sandbox (setpriv) with rlimits on address space, processes, file size,
CPU seconds and open files; BLAS/OMP threads pinned to 1; environment rebuilt from an allow-list with
secret-looking names dropped; no process outlives its run or session cell. Without bubblewrap the
plain subprocess fallback keeps the rlimits, environment scrub, timeouts and leftover-process kill,
logs a loud warning once, and cannot stop network access, writes outside the workspace, reading the
host parent's /proc environ, or (as root) a fork bomb — see tests/security.
Generated code from a model is never run any other way.
"""

from __future__ import annotations

from dataagents.sandbox._backend import get_backend
from dataagents.sandbox._run import run, run_async
from dataagents.sandbox._types import ExecResult, Limits, SandboxError
from dataagents.sandbox.session import PythonSession

__all__ = ["ExecResult", "Limits", "PythonSession", "SandboxError", "get_backend", "run", "run_async"]
