"""List the files of a dataset folder the way every reader in the project sees them."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path


@dataclass(frozen=True)
class ListedFile:
    name: str  # relative to the folder, '/'-separated
    size: int  # bytes


def list_folder(root: str | Path) -> list[ListedFile]:
    """Every regular file under ``root``, sorted by name. Symbolic links are not followed (a link could
    point outside the folder); a missing folder lists nothing."""
    base = Path(root)
    if not base.is_dir():
        return []
    out = []
    for p in sorted(base.rglob("*")):
        if p.is_file() and not p.is_symlink():
            out.append(ListedFile(name=p.relative_to(base).as_posix(), size=p.stat().st_size))
    return out
