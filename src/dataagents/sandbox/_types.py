"""The shapes every caller sees: ``Limits``, ``ExecResult`` and ``SandboxError``."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from dataagents.errors import DataAgentsError


class SandboxError(DataAgentsError):
    """The sandbox itself could not run (not: the code failed, which is a non-zero ``exit_code``)."""


@dataclass(frozen=True)
class Limits:
    """Resource limits for one run or one session cell.

    ``memory_mb`` is the address-space rlimit (virtual memory), ``max_processes`` the process/thread
    count rlimit of the sandbox uid, ``max_file_mb`` the largest file the code may write, ``cpu_s`` the
    CPU-seconds rlimit, ``max_output_bytes`` what is kept of each of stdout/stderr (head on success,
    tail on error). ``network=True`` keeps the host network (off by default; the plain subprocess
    fallback can never cut it).
    """

    timeout_s: float = 60.0
    memory_mb: int = 4096
    max_processes: int = 64
    max_file_mb: int = 512
    cpu_s: int = 120
    max_open_files: int = 256
    max_output_bytes: int = 64_000
    network: bool = False
    # Output beyond this (both streams together) kills the run: nobody reads 1 GB of prints.
    kill_output_bytes: int = 32 * 1024 * 1024

    def __post_init__(self) -> None:
        for name in ("timeout_s", "memory_mb", "max_processes", "max_file_mb", "cpu_s", "max_open_files"):
            if getattr(self, name) <= 0:
                raise SandboxError(f"Limits.{name} must be positive", hint=f"got {getattr(self, name)!r}")
        if self.max_output_bytes < 0:
            raise SandboxError("Limits.max_output_bytes must be >= 0", hint="0 keeps no output")


@dataclass
class ExecResult:
    """What one run (or one session cell) did.

    ``killed_reason`` is None when the code ended on its own, else one of ``"timeout"``,
    ``"cpu_limit"``, ``"output_limit"``, ``"interrupted"``, ``"signal:<NAME>"``, ``"worker_died"``.
    """

    exit_code: int
    stdout: str
    stderr: str
    duration: float
    files_out: dict[str, Path] = field(default_factory=dict)
    timed_out: bool = False
    killed_reason: str | None = None
    mode: str = "bwrap"  # "bwrap" or "subprocess" (the unisolated fallback)
    truncated: bool = False

    @property
    def ok(self) -> bool:
        return self.exit_code == 0 and self.killed_reason is None
