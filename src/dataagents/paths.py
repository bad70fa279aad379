"""Where dataagents keeps its caches (model weights, LLM response cache, recordings)."""

from __future__ import annotations

import os
from pathlib import Path


def cache_dir() -> Path:
    """Root cache folder: ``$DATAAGENTS_CACHE`` or ``~/.cache/dataagents``; created on first use."""
    root = Path(os.environ.get("DATAAGENTS_CACHE") or Path.home() / ".cache" / "dataagents")
    root.mkdir(parents=True, exist_ok=True)
    return root
