"""Workspaces: fresh directories per task, input files copied in, changes listed afterwards."""

from __future__ import annotations

import atexit
import os
import shutil
import stat
import tempfile
import threading
from collections.abc import Mapping
from pathlib import Path

from dataagents.sandbox._types import SandboxError

FileInput = bytes | str | Path
_MAX_SCAN = 20_000

_root_lock = threading.Lock()
_root: Path | None = None


_MAX_KEPT = 256
_kept: list[Path] = []


def keep_temporary(ws: Path) -> None:
    """A temporary workspace with outputs lives on (its ``files_out`` must stay readable), but only the
    most recent ``_MAX_KEPT`` do: a long benchmark run must not fill the disk."""
    with _root_lock:
        _kept.append(ws)
        while len(_kept) > _MAX_KEPT:
            shutil.rmtree(_kept.pop(0), ignore_errors=True)


def read_ends(path: Path, cap: int) -> tuple[bytes, bytes, int]:
    """(first cap bytes, last cap bytes, size) of a file the sandbox could have swapped for a symlink:
    opened without following links, regular files only."""
    fd = os.open(path, os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK)
    try:
        st = os.fstat(fd)
        if not stat.S_ISREG(st.st_mode):
            raise OSError(f"{path} is not a regular file")
        size = st.st_size
        head = os.pread(fd, min(cap, size), 0)
        tail = os.pread(fd, min(cap, max(size - cap, 0)), max(size - cap, cap))
        return head, tail, size
    finally:
        os.close(fd)


def sandbox_root() -> Path:
    """Per-process parent of temporary workspaces, removed at exit."""
    global _root
    with _root_lock:
        if _root is None or not _root.exists():
            _root = Path(tempfile.mkdtemp(prefix="dataagents-sandbox-"))
            atexit.register(shutil.rmtree, _root, True)
        return _root


def new_dir(prefix: str) -> Path:
    return Path(tempfile.mkdtemp(prefix=prefix, dir=sandbox_root()))


def _target(workspace: Path, name: str) -> Path:
    rel = Path(name)
    if rel.is_absolute() or ".." in rel.parts or not rel.parts:
        raise SandboxError(
            f"sandbox input file name {name!r} escapes the workspace", hint="use a relative path"
        )
    return workspace / rel


def _safe_dest(workspace: Path, dest: Path) -> Path:
    """The code may have planted symlinks in a reused workspace: never let a host-side write follow one."""
    dest.parent.mkdir(parents=True, exist_ok=True)
    if not dest.parent.resolve().is_relative_to(workspace.resolve()):
        raise SandboxError(
            f"sandbox input path {dest} leads outside the workspace (symlink)", hint="use a fresh workspace"
        )
    if dest.is_symlink():
        dest.unlink()
    return dest


def put_files(workspace: Path, files: Mapping[str, FileInput] | None) -> None:
    """Copy inputs in: bytes/str are written, a Path (file or folder) is copied."""
    for name, content in (files or {}).items():
        dest = _safe_dest(workspace, _target(workspace, str(name)))
        try:
            if isinstance(content, Path):
                if content.is_dir():
                    shutil.copytree(content, dest, dirs_exist_ok=True)
                else:
                    shutil.copyfile(content, dest)
            elif isinstance(content, bytes):
                dest.write_bytes(content)
            elif isinstance(content, str):
                dest.write_text(content, encoding="utf-8")
            else:
                raise SandboxError(
                    f"sandbox input {name!r} has type {type(content).__name__}",
                    hint="pass bytes, str or Path",
                )
        except OSError as err:
            raise SandboxError(f"cannot copy {name!r} into the sandbox workspace: {err}") from err


def give_to(workspace: Path, uid: int | None) -> None:
    """Hand the workspace to the sandbox uid so the code can write there (and only there)."""
    if uid is None:
        return
    os.chown(workspace, uid, uid)
    for dirpath, dirnames, filenames in os.walk(workspace):
        for n in dirnames + filenames:
            os.chown(os.path.join(dirpath, n), uid, uid, follow_symlinks=False)


Snapshot = dict[str, tuple[int, int]]


def snapshot(workspace: Path) -> Snapshot:
    """relative path -> (size, mtime_ns) of regular files, bounded so a million files cannot hang us."""
    out: Snapshot = {}
    stack = [workspace]
    while stack and len(out) < _MAX_SCAN:
        try:
            entries = list(os.scandir(stack.pop()))
        except OSError:
            continue
        for e in entries:
            try:
                if e.is_dir(follow_symlinks=False):
                    stack.append(Path(e.path))
                elif e.is_file(follow_symlinks=False):
                    st = e.stat(follow_symlinks=False)
                    out[os.path.relpath(e.path, workspace)] = (st.st_size, st.st_mtime_ns)
            except OSError:
                continue
    return out


def changed(workspace: Path, before: Snapshot) -> dict[str, Path]:
    after = snapshot(workspace)
    return {rel: workspace / rel for rel, sig in sorted(after.items()) if before.get(rel) != sig}
