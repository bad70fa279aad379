"""Kill a whole process tree, including members that left the process group with setsid().

The tree is found through parent pids in /proc; stopping every member before killing means a member
cannot fork a replacement in between. Used by the host side, by the fallback launcher and (copied,
since it runs standalone) by the session worker.
"""

from __future__ import annotations

import contextlib
import os
import signal


def children_map() -> dict[int, list[int]]:
    kids: dict[int, list[int]] = {}
    for name in os.listdir("/proc"):
        if not name.isdigit():
            continue
        try:
            with open(f"/proc/{name}/stat", "rb") as f:
                stat = f.read()
        except OSError:
            continue
        # the command name may contain spaces and parentheses: split after the last ')'
        fields = stat[stat.rfind(b")") + 2 :].split()
        with contextlib.suppress(IndexError, ValueError):
            kids.setdefault(int(fields[1]), []).append(int(name))
    return kids


def descendants(pid: int) -> list[int]:
    kids = children_map()
    out: list[int] = []
    stack = list(kids.get(pid, []))
    while stack:
        p = stack.pop()
        out.append(p)
        stack.extend(kids.get(p, []))
    return out


def kill_descendants(pid: int, rounds: int = 8) -> int:
    """SIGSTOP then SIGKILL every descendant of ``pid`` (not ``pid`` itself); returns how many."""
    seen: set[int] = set()
    for _ in range(rounds):
        found = [p for p in descendants(pid) if p not in seen]
        if not found:
            break
        for p in found:
            with contextlib.suppress(OSError):
                os.kill(p, signal.SIGSTOP)
        seen.update(found)
    for p in seen:
        with contextlib.suppress(OSError):
            os.kill(p, signal.SIGKILL)
    return len(seen)
