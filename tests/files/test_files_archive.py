from __future__ import annotations

import zipfile
from pathlib import Path

import pytest

from dataagents.files import FileReadError, ZipLimits, extract_zip, list_zip, render


def test_traversal_refused_before_writing(traversal_zip: Path, tmp_path: Path) -> None:
    dest = tmp_path / "out"
    with pytest.raises(FileReadError) as ei:
        extract_zip(traversal_zip, dest)
    assert ei.value.kind == "zip_traversal" and "../../escaped.txt" in ei.value.reason
    assert not (tmp_path / "escaped.txt").exists() and not (tmp_path.parent / "escaped.txt").exists()
    assert list(dest.rglob("*")) == []  # the safe member was not written either


def test_absolute_path_refused(tmp_path: Path) -> None:
    p = tmp_path / "abs.zip"
    with zipfile.ZipFile(p, "w") as zf:
        zf.writestr("/etc/evil", "x")
    with pytest.raises(FileReadError) as ei:
        extract_zip(p, tmp_path / "o")
    assert ei.value.kind == "zip_traversal"


def test_symlink_member_refused(tmp_path: Path) -> None:
    p = tmp_path / "link.zip"
    info = zipfile.ZipInfo("link")
    info.external_attr = 0o120777 << 16
    with zipfile.ZipFile(p, "w") as zf:
        zf.writestr(info, "/etc/passwd")
    with pytest.raises(FileReadError) as ei:
        extract_zip(p, tmp_path / "o")
    assert ei.value.kind == "zip_traversal"


def test_bomb_by_ratio(bomb_zip: Path, tmp_path: Path) -> None:
    members = list_zip(bomb_zip)
    assert members[0].ratio > 100
    with pytest.raises(FileReadError) as ei:
        extract_zip(bomb_zip, tmp_path / "o")
    assert ei.value.kind == "zip_bomb" and "ratio" in ei.value.reason
    assert "UNSAFE" in render(bomb_zip)


def test_member_count_and_total_size_limits(tmp_path: Path) -> None:
    p = tmp_path / "many.zip"
    with zipfile.ZipFile(p, "w") as zf:
        for i in range(20):
            zf.writestr(f"f{i}.txt", "x" * 100)
    with pytest.raises(FileReadError) as ei:
        extract_zip(p, tmp_path / "o", limits=ZipLimits(max_members=10))
    assert "members" in ei.value.reason
    with pytest.raises(FileReadError) as ei:
        extract_zip(p, tmp_path / "o", limits=ZipLimits(max_total_bytes=1000))
    assert "uncompressed" in ei.value.reason


def test_safe_zip_extracts_and_renders(tmp_path: Path) -> None:
    p = tmp_path / "data.zip"
    with zipfile.ZipFile(p, "w", zipfile.ZIP_DEFLATED) as zf:
        zf.writestr("tables/a.csv", "x,y\n1,2\n")
        zf.writestr("README.md", "# data\n")
    out = extract_zip(p, tmp_path / "ws")
    assert sorted(f.relative_to(tmp_path / "ws").as_posix() for f in out) == ["README.md", "tables/a.csv"]
    assert (tmp_path / "ws" / "tables" / "a.csv").read_text() == "x,y\n1,2\n"
    text = render(p)
    assert "2 members" in text and "tables/a.csv" in text and "safe to extract" in text


def test_not_a_zip(tmp_path: Path) -> None:
    p = tmp_path / "fake.zip"
    p.write_text("just text")
    with pytest.raises(FileReadError) as ei:
        list_zip(p)
    assert ei.value.kind == "zip"
