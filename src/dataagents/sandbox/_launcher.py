"""Fallback-mode parent of the user's command (stdlib only, run as a script).

Without bubblewrap there is no pid namespace, so processes the code leaves behind (even after
setsid + double fork) would outlive the run. This launcher makes itself a child subreaper, so
orphans re-parent to it, runs the command, and when it ends kills every remaining descendant.
Usage: python _launcher.py CMD [ARG ...]; exits with the command's status (128+signal if killed).
"""

import contextlib
import ctypes
import os
import signal
import sys

PR_SET_CHILD_SUBREAPER = 36


def _descendants(pid):
    kids = {}
    for name in os.listdir("/proc"):
        if not name.isdigit():
            continue
        try:
            with open(f"/proc/{name}/stat", "rb") as f:
                stat = f.read()
        except OSError:
            continue
        fields = stat[stat.rfind(b")") + 2 :].split()
        with contextlib.suppress(IndexError, ValueError):
            kids.setdefault(int(fields[1]), []).append(int(name))
    out, stack = [], list(kids.get(pid, []))
    while stack:
        p = stack.pop()
        out.append(p)
        stack.extend(kids.get(p, []))
    return out


def _kill_all():
    seen = set()
    for _ in range(8):
        found = [p for p in _descendants(os.getpid()) if p not in seen]
        if not found:
            break
        for p in found:
            with contextlib.suppress(OSError):
                os.kill(p, signal.SIGSTOP)
        seen.update(found)
    for p in seen:
        with contextlib.suppress(OSError):
            os.kill(p, signal.SIGKILL)
    with contextlib.suppress(ChildProcessError):
        while os.waitpid(-1, os.WNOHANG)[0]:
            pass


def main():
    with contextlib.suppress(Exception):
        ctypes.CDLL(None, use_errno=True).prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0)
    signal.signal(signal.SIGTERM, lambda *_: (_kill_all(), os._exit(143)))
    pid = os.fork()
    if pid == 0:
        signal.signal(signal.SIGTERM, signal.SIG_DFL)
        try:
            os.execvp(sys.argv[1], sys.argv[1:])
        except OSError as err:
            print(f"sandbox: cannot run {sys.argv[1]}: {err}", file=sys.stderr)
            os._exit(127)
    while True:
        try:
            _, status = os.waitpid(pid, 0)
            break
        except ChildProcessError:
            status = 0
            break
        except InterruptedError:
            continue
    _kill_all()
    if os.WIFSIGNALED(status):
        os._exit(128 + os.WTERMSIG(status))
    os._exit(os.WEXITSTATUS(status))


if __name__ == "__main__":
    main()
