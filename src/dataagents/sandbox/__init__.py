"""Isolated code execution: one-shot ``run`` and the stateful ``PythonSession``.

Public surface (stable, used by every domain):
- ``Limits(timeout_s, memory_mb, max_processes, max_file_mb, cpu_s, max_open_files, max_output_bytes, network)``
- ``ExecResult(exit_code, stdout, stderr, duration, files_out, timed_out, killed_reason)``
- ``run(code_or_command, *, files=None, limits=None, workspace=None, language="python") -> ExecResult``
  ``code_or_command``: Python source (str) when ``language="python"``, or an argv list / shell string
  when ``language="shell"``. ``files`` maps workspace-relative names to bytes/str/Path to copy in.
  ``files_out`` maps workspace-relative names of files created or changed to their absolute paths
  (valid until the workspace is removed; pass ``workspace=`` to keep them).
- ``PythonSession`` (context manager): ``.execute(code, timeout_s=None) -> ExecResult``, ``.interrupt()``,
  ``.restart()``, ``.close()``, ``.workspace`` (Path) ; variables persist between ``execute`` calls.
- ``SandboxError``: the sandbox itself could not run (not: the code failed — that is a non-zero exit_code).
"""

from __future__ import annotations

from dataagents.sandbox._backend import get_backend
from dataagents.sandbox._run import run
from dataagents.sandbox._types import ExecResult, Limits, SandboxError
from dataagents.sandbox.session import PythonSession

__all__ = ["ExecResult", "Limits", "PythonSession", "SandboxError", "get_backend", "run"]
