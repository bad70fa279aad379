"""Optional imports of rooms that may not be built yet."""

from __future__ import annotations

import importlib
from types import ModuleType


def import_present(name: str) -> ModuleType | None:
    """Import a module if it exists; a room not built yet gives None, a broken one still raises."""
    try:
        return importlib.import_module(name)
    except ModuleNotFoundError as err:
        if err.name is None or not name.startswith(err.name):
            raise
        return None
