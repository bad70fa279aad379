"""What a sandboxed process may see and use: a scrubbed environment and rlimits."""

from __future__ import annotations

import os
import re
import resource
import shutil
import sys
from collections.abc import Callable, Mapping

from dataagents.sandbox._types import Limits

MB = 1024 * 1024

# Names that look like credentials are never passed in, whoever asks.
_SECRET = re.compile(r"(KEY|TOKEN|SECRET|PASSW|CREDENTIAL|AUTH|COOKIE|SESSION|PRIVATE)", re.IGNORECASE)
# The only variables taken from the host environment (when not secret-looking).
_HOST_ALLOW = ("LANG", "LC_ALL", "LC_CTYPE", "TZ")
# Threads pinned to 1: numpy/OpenBLAS reserve a large virtual arena per thread and would not even
# import under the address-space rlimit otherwise; and the cores are shared.
_PINNED = {
    "OMP_NUM_THREADS": "1",
    "OPENBLAS_NUM_THREADS": "1",
    "MKL_NUM_THREADS": "1",
    "NUMEXPR_NUM_THREADS": "1",
    "VECLIB_MAXIMUM_THREADS": "1",
    "OMP_WAIT_POLICY": "PASSIVE",
    "PYTHONDONTWRITEBYTECODE": "1",
    "PYTHONNOUSERSITE": "1",
    "MPLBACKEND": "Agg",
}


def is_secret_name(name: str) -> bool:
    return bool(_SECRET.search(name))


def scrubbed_env(*, home: str, tmpdir: str, extra: Mapping[str, str] | None = None) -> dict[str, str]:
    """A minimal environment built from an allow-list; secret-looking names are dropped."""
    env = {k: os.environ[k] for k in _HOST_ALLOW if k in os.environ and not is_secret_name(k)}
    env.setdefault("LANG", "C.UTF-8")
    env.update(
        # The project's interpreter first, so ``python`` inside means the venv with numpy/pandas.
        PATH=f"{os.path.join(sys.prefix, 'bin')}:/usr/local/bin:/usr/bin:/bin",
        HOME=home,
        TMPDIR=tmpdir,
        MPLCONFIGDIR=os.path.join(tmpdir, ".mpl"),
        **_PINNED,
    )
    for key, value in (extra or {}).items():
        if not is_secret_name(key):
            env[str(key)] = str(value)
    return env


def rlimit_pairs(limits: Limits, *, session: bool = False, nproc_base: int = 0) -> list[tuple[int, int]]:
    """(resource, value) pairs; the CPU rlimit of a session is set per cell by the worker itself."""
    cpu = resource.RLIM_INFINITY if session else limits.cpu_s
    pairs = [
        (resource.RLIMIT_AS, limits.memory_mb * MB),
        (resource.RLIMIT_NPROC, nproc_base + limits.max_processes),
        (resource.RLIMIT_FSIZE, limits.max_file_mb * MB),
        (resource.RLIMIT_NOFILE, limits.max_open_files),
        (resource.RLIMIT_CORE, 0),
    ]
    if cpu != resource.RLIM_INFINITY:
        pairs.append((resource.RLIMIT_CPU, cpu))
    return pairs


def make_preexec(pairs: list[tuple[int, int]]) -> Callable[[], None]:
    """Runs in the forked child before exec: only async-signal-safe-ish calls, no allocation-heavy work."""

    def _apply() -> None:
        for res, value in pairs:
            soft = value
            hard = value
            if res == resource.RLIMIT_CPU:
                hard = value + 5  # soft limit sends SIGXCPU first; hard is the SIGKILL backstop
            resource.setrlimit(res, (soft, hard))

    return _apply


def count_user_tasks(uid: int) -> int:
    """Threads+processes owned by ``uid`` (RLIMIT_NPROC counts them all, host-wide)."""
    total = 0
    for entry in os.scandir("/proc"):
        if not entry.name.isdigit():
            continue
        try:
            if entry.stat().st_uid == uid:
                total += len(os.listdir(f"/proc/{entry.name}/task"))
        except OSError:
            continue
    return total


_PRLIMIT_OPT = {
    resource.RLIMIT_AS: "as",
    resource.RLIMIT_NPROC: "nproc",
    resource.RLIMIT_FSIZE: "fsize",
    resource.RLIMIT_NOFILE: "nofile",
    resource.RLIMIT_CORE: "core",
    resource.RLIMIT_CPU: "cpu",
}


def limit_launch(pairs: list[tuple[int, int]]) -> tuple[list[str], Callable[[], None] | None]:
    """How to apply rlimits: a ``prlimit`` argv prefix (util-linux), else a preexec function.

    The prefix is preferred: a Python preexec_fn runs between fork and exec, which is unsafe when the
    host is multi-threaded (inspect runs us from worker threads).
    """
    prlimit = shutil.which("prlimit")
    if prlimit is None:
        return [], make_preexec(pairs)
    args = [prlimit]
    for res, value in pairs:
        hard = value + 5 if res == resource.RLIMIT_CPU else value
        args.append(f"--{_PRLIMIT_OPT[res]}={value}:{hard}")
    return [*args, "--"], None
