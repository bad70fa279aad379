"""Paths: where dataagents keeps its caches (model weights, LLM response cache, recordings), and the checks
every command makes on a user's input and output paths before any work starts."""

from __future__ import annotations

import contextlib
import os
from pathlib import Path

from dataagents.errors import DataAgentsError
from dataagents.exit_codes import ExitCode


def cache_dir() -> Path:
    """Root cache folder: ``$DATAAGENTS_CACHE`` or ``~/.cache/dataagents``; created on first use."""
    root = Path(os.environ.get("DATAAGENTS_CACHE") or Path.home() / ".cache" / "dataagents")
    root.mkdir(parents=True, exist_ok=True)
    return root


class UsageError(DataAgentsError):
    """Bad usage or input found before any work was done (exit code 2)."""

    exit_code = ExitCode.BAD_USAGE


def check_output_path(path: Path, *, option: str, directory: bool = False) -> Path:
    """Fail before any work when ``path`` cannot be written: a file's folder must already exist and be
    writable; a folder (``directory=True``) is created later with its parents, so its nearest existing
    ancestor must be a writable folder. Returns the path unchanged."""
    if directory:
        if path.exists() and not path.is_dir():
            raise UsageError(f"{option} {path} is a file, not a folder")
        ancestor = path
        while not ancestor.exists():
            ancestor = ancestor.parent
        where = ancestor
    else:
        if path.is_dir():
            raise UsageError(f"{option} {path} is a folder", hint="name a file inside it")
        where = path.parent
        if not where.exists():
            raise UsageError(f"{option} {path}: folder {where} does not exist", hint="create it first")
    if not where.is_dir():
        raise UsageError(f"{option} {path}: {where} is not a folder")
    if not os.access(where, os.W_OK | os.X_OK) or not _can_create_in(where):
        raise UsageError(f"{option} {path}: folder {where} is not writable")
    if path.exists() and not os.access(path, os.W_OK):
        raise UsageError(f"{option} {path} is not writable")
    return path


def _can_create_in(folder: Path) -> bool:
    """Whether a file can really be created in ``folder``: ``os.access`` says yes to root everywhere, even
    on a read-only mount or in ``/proc``, so the check makes (and removes) an empty file."""
    import tempfile

    try:
        fd, probe = tempfile.mkstemp(dir=folder, prefix=".dataagents-write-check-")
    except OSError:
        return False
    os.close(fd)
    with contextlib.suppress(OSError):
        os.unlink(probe)
    return True


def check_input_path(path: Path, *, option: str, kind: str = "any") -> Path:
    """Fail before any work when ``path`` is missing or unreadable; ``kind``: ``file``, ``dir`` or ``any``."""
    if not path.exists():
        raise UsageError(f"{option} {path} does not exist")
    if kind == "file" and not path.is_file():
        raise UsageError(f"{option} {path} is not a file")
    if kind == "dir" and not path.is_dir():
        raise UsageError(f"{option} {path} is not a folder")
    if not os.access(path, os.R_OK):
        raise UsageError(f"{option} {path} is not readable")
    return path
