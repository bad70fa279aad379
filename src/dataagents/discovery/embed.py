"""Sentence and word embeddings for retrieval, from a model whose weights ship inside its PyPI wheel.

``wordllama`` (MIT) carries its 256-dimension ``l2_supercat`` token embeddings (16 MB) and tokenizer in the wheel,
so nothing is downloaded at run time. Its own ``WordLlama.load()`` looks for the tokenizer in a folder named
``tokenizer`` while the wheel ships it under ``tokenizers``, then tries the network; pointing its cache at the
package folder with downloads disabled finds both files where the wheel put them.

Optional: without the package (or with ``DATAAGENTS_DISCOVERY_DENSE=0``) ``embedder()`` returns None and retrieval
uses its lexical signals alone.
"""

from __future__ import annotations

import os
from functools import lru_cache
from pathlib import Path
from typing import Any

import numpy as np

MODEL = "wordllama l2_supercat 256d"


@lru_cache(maxsize=1)
def _load() -> Any | None:
    try:
        # optional dependency, and its load reads 16 MB of weights: only when dense retrieval first runs
        import wordllama
        from wordllama import WordLlama
    except ImportError:
        return None
    try:
        return WordLlama.load(cache_dir=Path(wordllama.__file__).parent, disable_download=True)
    except (FileNotFoundError, OSError):
        return None  # a wheel without its weights: lexical retrieval only, never a download


def embedder() -> Any | None:
    """The embedding model, or None when dense retrieval is off or unavailable."""
    if os.environ.get("DATAAGENTS_DISCOVERY_DENSE", "1").strip().lower() in ("0", "false", "no", "off"):
        return None
    return _load()


def embed(model: Any, texts: list[str]) -> np.ndarray:
    """Unit-length embeddings, one row per text (an empty text embeds to zeros)."""
    if not texts:
        return np.zeros((0, 256), dtype=np.float32)
    return np.asarray(model.embed(texts, norm=True), dtype=np.float32)
