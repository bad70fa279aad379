"""The in-sandbox half of ``PythonSession``: a tiny REPL server (stdlib only, run as a script).

Protocol: each message is a 4-byte big-endian length and a UTF-8 JSON object, over the process's
original stdin (requests) and stdout (replies). fd 1/2 are then pointed at capture files so that
``print``, C extensions and child processes all land there; the reply carries head/tail of each.
A control pipe (fd given in argv) receives b"i" to interrupt the running cell with SIGINT.
Usage: python _worker.py CTL_FD CAPTURE_DIR [MODULE ...]
"""

import ast
import contextlib
import ctypes
import json
import linecache
import os
import resource
import signal
import struct
import sys
import threading
import time
import traceback

_busy = False


def _on_sigint(signum, frame):
    if _busy:
        raise KeyboardInterrupt
    # idle: an interrupt that arrived between cells is dropped


def _control(fd):
    while True:
        try:
            data = os.read(fd, 64)
        except OSError:
            return
        if not data:
            return
        if b"i" in data and _busy:
            os.kill(os.getpid(), signal.SIGINT)


def _kill_leftovers():
    """Processes do not outlive their cell: kill every descendant (orphans re-parent to us)."""
    me = os.getpid()
    seen = set()
    for _ in range(8):
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
        found, stack = [], list(kids.get(me, []))
        while stack:
            p = stack.pop()
            if p not in seen:
                found.append(p)
            stack.extend(kids.get(p, []))
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
    return len(seen)


def _has_children():
    """Cheap check (no /proc walk) for the common case of a cell that started no process."""
    try:
        with open(f"/proc/{os.getpid()}/task/{os.getpid()}/children") as f:
            return bool(f.read().strip())
    except OSError:
        return True


def _read_exact(f, n):
    buf = b""
    while len(buf) < n:
        chunk = f.read(n - len(buf))
        if not chunk:
            return None
        buf += chunk
    return buf


def _send(f, obj):
    data = json.dumps(obj).encode("utf-8")
    f.write(struct.pack(">I", len(data)) + data)
    f.flush()


def _grab(fd, cap):
    """(head, tail, total) of a capture file."""
    total = os.fstat(fd).st_size
    if total <= cap:
        data = os.pread(fd, total, 0)
        return data.decode("utf-8", "replace"), "", total
    head = os.pread(fd, cap, 0).decode("utf-8", "replace")
    tail = os.pread(fd, cap, total - cap).decode("utf-8", "replace")
    return head, tail, total


def _run_cell(code, ns, name):
    """Exec a cell; like a notebook, a final bare expression's repr is printed."""
    linecache.cache[name] = (len(code), None, code.splitlines(True), name)  # source lines in tracebacks
    tree = ast.parse(code, filename=name, mode="exec")
    last = None
    if tree.body and isinstance(tree.body[-1], ast.Expr):
        last = ast.Expression(tree.body.pop().value)
    if tree.body:
        exec(compile(tree, name, "exec"), ns)
    if last is not None:
        value = eval(compile(last, name, "eval"), ns)
        if value is not None:
            print(repr(value))


def main():
    global _busy
    ctl_fd = int(sys.argv[1])
    cap_dir = sys.argv[2]
    proto_in = os.fdopen(os.dup(0), "rb", buffering=0)
    proto_out = os.fdopen(os.dup(1), "wb", buffering=0)
    null = os.open(os.devnull, os.O_RDONLY)
    os.dup2(null, 0)
    os.close(null)
    flags = os.O_RDWR | os.O_CREAT | os.O_TRUNC | os.O_APPEND
    os.dup2(os.open(os.path.join(cap_dir, "stdout"), flags, 0o600), 1)
    os.dup2(os.open(os.path.join(cap_dir, "stderr"), flags, 0o600), 2)
    # These stay open for the worker's life: no context manager.
    sys.stdout = open(1, "w", encoding="utf-8", errors="backslashreplace", closefd=False, buffering=1)  # noqa: SIM115
    sys.stderr = open(2, "w", encoding="utf-8", errors="backslashreplace", closefd=False, buffering=1)  # noqa: SIM115
    sys.stdin = open(0, closefd=False)  # noqa: SIM115
    signal.signal(signal.SIGINT, _on_sigint)
    signal.signal(signal.SIGXFSZ, signal.SIG_IGN)  # a too-large write fails with EFBIG instead of killing us
    with contextlib.suppress(Exception):  # orphans of cells re-parent to the worker, not to init
        ctypes.CDLL(None, use_errno=True).prctl(36, 1, 0, 0, 0)  # PR_SET_CHILD_SUBREAPER
    threading.Thread(target=_control, args=(ctl_fd,), daemon=True).start()
    for mod in sys.argv[3:]:
        try:
            __import__(mod)
        except Exception as err:  # a missing preload is the cell's problem, not the session's
            print(f"[sandbox] preload {mod} failed: {err}", file=sys.stderr)
    sys.argv = [""]
    sys.path.insert(0, os.getcwd())
    ns = {"__name__": "__main__", "__builtins__": __builtins__}
    _send(proto_out, {"ready": True, "pid": os.getpid()})
    n = 0
    while True:
        try:
            head = _read_exact(proto_in, 4)
            if head is None:
                return
            msg = json.loads(_read_exact(proto_in, struct.unpack(">I", head)[0]) or b"{}")
        except KeyboardInterrupt:
            continue
        if msg.get("op") == "ping":
            _send(proto_out, {"pong": True})
            continue
        n += 1
        for fd in (1, 2):
            os.ftruncate(fd, 0)
        used = resource.getrusage(resource.RUSAGE_SELF)
        cpu_used = int(used.ru_utime + used.ru_stime) + 1
        with contextlib.suppress(ValueError, OSError):
            resource.setrlimit(
                resource.RLIMIT_CPU, (cpu_used + int(msg.get("cpu_s", 120)), resource.RLIM_INFINITY)
            )
        exit_code, reason = 0, None
        t0 = time.perf_counter()
        try:
            _busy = True
            _run_cell(msg["code"], ns, f"<cell {n}>")
        except KeyboardInterrupt:
            _busy = False
            exit_code, reason = 130, "interrupted"
            print("KeyboardInterrupt: cell interrupted", file=sys.stderr)
        except SystemExit as err:
            _busy = False
            code = err.code
            exit_code = code if isinstance(code, int) else (0 if code is None else 1)
            if code is not None and not isinstance(code, int):
                print(code, file=sys.stderr)
        except BaseException:
            _busy = False
            exit_code = 1
            etype, value, tb = sys.exc_info()
            # drop the worker's own frames from the traceback
            while tb is not None and tb.tb_frame.f_code.co_filename == __file__:
                tb = tb.tb_next
            traceback.print_exception(etype, value, tb)
        finally:
            _busy = False
        duration = time.perf_counter() - t0
        if _has_children():
            killed = _kill_leftovers()
            if killed:
                print(f"[sandbox] killed {killed} process(es) left running by the cell", file=sys.stderr)
        try:
            sys.stdout.flush()
            sys.stderr.flush()
        except BaseException:
            pass
        cap = int(msg.get("cap", 64000))
        out = _grab(1, cap)
        err = _grab(2, cap)
        _send(
            proto_out,
            {"exit_code": exit_code, "reason": reason, "stdout": out, "stderr": err, "duration": duration},
        )


if __name__ == "__main__":
    main()
