"""How a command is wrapped: bubblewrap (isolated) or the plain subprocess fallback (not isolated).

Root flavour (we are root here): bwrap unshares ipc/pid/net/uts/cgroup — everything ``--unshare-all``
does except the user namespace, because as root ``--unshare-all`` maps only uid 0 into a new user
namespace and ``setpriv`` inside it cannot switch to another uid; and bwrap started as an unprivileged
uid cannot see an interpreter under ``/root`` (mode 0700). So bwrap keeps CAP_SETUID/CAP_SETGID just
long enough for ``setpriv`` to drop to a fresh unprivileged uid per sandbox, with every capability,
the bounding set and groups cleared and no_new_privs set. A fresh uid per sandbox matters: the
process-count rlimit is ignored for root and counted per uid host-wide.
Non-root flavour: ``bwrap --unshare-all`` (user namespace included) as the calling user.
"""

from __future__ import annotations

import functools
import logging
import os
import random
import shutil
import subprocess
import sys
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path

from dataagents.sandbox._types import SandboxError

log = logging.getLogger("dataagents.sandbox")

ENV_MODE = "DATAAGENTS_SANDBOX"  # auto (default) | bwrap | subprocess
_SYSTEM_DIRS = ("/usr", "/bin", "/sbin", "/lib", "/lib64", "/lib32", "/libx32", "/etc")


@dataclass(frozen=True)
class Backend:
    mode: str  # "bwrap" or "subprocess"
    bwrap: str | None = None
    setpriv: str | None = None
    as_root: bool = False
    reason: str = ""
    python_dirs: tuple[str, ...] = field(default_factory=tuple)

    @property
    def isolated(self) -> bool:
        return self.mode == "bwrap"

    def new_uid(self) -> int | None:
        """A fresh unprivileged uid for one sandbox (root flavour only)."""
        if self.mode == "bwrap" and self.as_root:
            return random.randint(1_000_000, 1_999_999)
        return None

    def wrap(
        self,
        argv: list[str],
        *,
        workspace: Path,
        uid: int | None,
        ro_binds: Iterable[str] = (),
        rw_binds: Iterable[str] = (),
        chdir: Path | None = None,
        network: bool = False,
        tmp_mb: int = 512,
    ) -> list[str]:
        """The full argv that runs ``argv`` with cwd ``workspace`` under this backend."""
        if self.mode != "bwrap":
            return list(argv)
        assert self.bwrap
        args = [self.bwrap, "--die-with-parent", "--new-session"]
        if self.as_root:
            args += ["--unshare-ipc", "--unshare-pid", "--unshare-uts", "--unshare-cgroup-try"]
            if not network:
                args.append("--unshare-net")
            args += ["--cap-add", "CAP_SETUID", "--cap-add", "CAP_SETGID"]
        else:
            args += ["--unshare-all"] + (["--share-net"] if network else [])
        for d in _SYSTEM_DIRS:
            if os.path.islink(d):
                args += ["--symlink", os.readlink(d), d]
            elif os.path.isdir(d):
                args += ["--ro-bind", d, d]
        args += ["--dev", "/dev", "--proc", "/proc"]
        # tmpfs pages are host RAM outside the address-space rlimit: cap their size too
        size = str(tmp_mb * 1024 * 1024)
        args += ["--perms", "1777", "--size", size, "--tmpfs", "/tmp"]
        args += ["--perms", "1777", "--size", size, "--tmpfs", "/dev/shm"]
        made: set[str] = {"/", "/tmp", "/dev", "/proc", *_SYSTEM_DIRS}
        for path, flag in [(p, "--ro-bind") for p in (*self.python_dirs, *ro_binds)] + [
            (p, "--bind") for p in (*rw_binds, str(workspace))
        ]:
            for parent in _ancestors(path):
                if parent not in made:
                    args += ["--perms", "0755", "--dir", parent]
                    made.add(parent)
            args += [flag, path, path]
            made.add(path)
        args += ["--chdir", str(chdir or workspace), "--"]
        if uid is not None and self.setpriv:
            args += [
                self.setpriv,
                f"--reuid={uid}",
                f"--regid={uid}",
                "--clear-groups",
                "--inh-caps=-all",
                "--bounding-set=-all",
                "--",
            ]
        return args + list(argv)


def _ancestors(path: str) -> list[str]:
    parts = Path(path).parts
    return [str(Path(*parts[:i])) for i in range(2, len(parts))]


def _covered(path: str, roots: Iterable[str]) -> bool:
    return any(path == r or path.startswith(r.rstrip("/") + "/") for r in roots)


def _python_dirs() -> tuple[str, ...]:
    """Directories the interpreter and the venv's packages live in, to bind read-only."""
    dirs: list[str] = []
    for cand in (
        sys.prefix,
        sys.base_prefix,
        sys.exec_prefix,
        os.path.dirname(os.path.realpath(sys.executable)),
    ):
        real = os.path.realpath(cand)
        for p in (cand, real):
            if p and os.path.isdir(p) and not _covered(p, ("/usr", "/etc")):
                dirs.append(p)
    # Keep only outermost paths; a nested bind would be redundant.
    dirs = sorted(set(dirs), key=len)
    out: list[str] = []
    for d in dirs:
        if not _covered(d, out):
            out.append(d)
    return tuple(out)


def _probe(backend: Backend) -> str | None:
    """Run a trivial Python inside the sandbox; return why it failed, or None."""
    import tempfile

    ws = Path(tempfile.mkdtemp(prefix="dataagents-probe-"))
    try:
        uid = backend.new_uid()
        if uid is not None:
            os.chown(ws, uid, uid)
        argv = backend.wrap(
            [sys.executable, "-S", "-c", "import os; print(os.getuid())"], workspace=ws, uid=uid
        )
        proc = subprocess.run(argv, capture_output=True, text=True, timeout=30, env={"PATH": "/usr/bin:/bin"})
        if proc.returncode != 0:
            return (proc.stderr or proc.stdout).strip()[:300] or f"exit code {proc.returncode}"
        if uid is not None and proc.stdout.strip() != str(uid):
            return f"setpriv did not switch uid (got {proc.stdout.strip()!r})"
        return None
    except (OSError, subprocess.SubprocessError) as err:
        return str(err)
    finally:
        shutil.rmtree(ws, ignore_errors=True)


_warned = False


def _warn_fallback(reason: str) -> None:
    global _warned
    if not _warned:
        _warned = True
        log.warning(
            "SANDBOX NOT ISOLATED: bubblewrap is unavailable (%s); generated code runs as a plain "
            "subprocess with rlimits, a scrubbed environment and timeouts only — it can reach the "
            "network and write anywhere this user can. Install bubblewrap (apt-get install bubblewrap) "
            "or set %s=bwrap to refuse to run without it.",
            reason,
            ENV_MODE,
        )


@functools.cache
def _detect() -> Backend:
    want = os.environ.get(ENV_MODE, "auto").strip().lower() or "auto"
    if want not in ("auto", "bwrap", "subprocess"):
        raise SandboxError(f"{ENV_MODE}={want!r} is not a sandbox mode", hint="use auto, bwrap or subprocess")
    if want == "subprocess":
        return Backend("subprocess", reason=f"{ENV_MODE}=subprocess")
    as_root = os.geteuid() == 0
    bwrap = shutil.which("bwrap")
    setpriv = shutil.which("setpriv")
    if bwrap is None:
        reason = "bwrap not found on PATH"
    elif as_root and setpriv is None:
        reason = "running as root and setpriv (util-linux) not found to drop privileges"
    else:
        cand = Backend("bwrap", bwrap=bwrap, setpriv=setpriv, as_root=as_root, python_dirs=_python_dirs())
        reason = _probe(cand) or ""
        if not reason:
            return cand
        reason = f"bwrap failed to start: {reason}"
    if want == "bwrap":
        raise SandboxError(
            f"bubblewrap sandbox unusable: {reason}", hint="install bubblewrap or unset " + ENV_MODE
        )
    return Backend("subprocess", reason=reason)


def get_backend() -> Backend:
    """The backend for this process (probed once; env var read at first use)."""
    backend = _detect()
    if backend.mode == "subprocess":
        _warn_fallback(backend.reason)
    return backend


def reset_backend() -> None:
    """Forget the probed backend (tests switch ``DATAAGENTS_SANDBOX``)."""
    global _warned
    _detect.cache_clear()
    _warned = False
