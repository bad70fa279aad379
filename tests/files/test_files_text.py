from __future__ import annotations

from pathlib import Path

import pytest

from dataagents.files import FileReadError, read_text, render, render_text_window


def test_read_text_utf8_and_newlines(tmp_path: Path) -> None:
    p = tmp_path / "a.md"
    p.write_bytes("# Título\r\nline two\r\n".encode())
    assert read_text(p) == "# Título\nline two\n"


def test_read_text_utf16_bom(tmp_path: Path) -> None:
    p = tmp_path / "w.txt"
    p.write_text("hello wörld\n", encoding="utf-16")
    assert read_text(p) == "hello wörld\n"


def test_read_text_refuses_binary_kinds(parquet_file: Path) -> None:
    with pytest.raises(FileReadError) as ei:
        read_text(parquet_file)
    assert ei.value.kind == "unsupported" and "read_table" in (ei.value.hint or "")


def test_undecodable_bytes(tmp_path: Path) -> None:
    # Valid UTF-8 for the first 2 MiB sample, then bytes that are not: sniffing says utf-8, decoding fails.
    p = tmp_path / "mixed.txt"
    p.write_bytes(b"a" * (2 << 20) + b"\n\xff\xfe\xfa broken\n")
    with pytest.raises(FileReadError) as ei:
        read_text(p)
    assert ei.value.kind == "encoding" and "offset" in ei.value.reason


def test_window_numbers_lines(tmp_path: Path) -> None:
    p = tmp_path / "log.txt"
    p.write_text("\n".join(f"event {i}" for i in range(1, 101)) + "\n")
    out = render_text_window(p, 40, 42)
    assert out.splitlines()[1:] == ["40 | event 40", "41 | event 41", "42 | event 42"]
    assert "past the end" in render_text_window(p, 500, 510)
    with pytest.raises(FileReadError):
        render_text_window(p, 5, 2)


def test_render_long_markdown_fits_budget_and_cites_lines(tmp_path: Path) -> None:
    from dataagents.llm.tokens import count_tokens

    p = tmp_path / "report.md"
    lines = []
    for s in range(1, 41):
        lines.append(f"## Section {s}")
        lines += [f"Paragraph {s}.{k}: the quick brown fox measured {s * k} widgets." for k in range(1, 26)]
    p.write_text("\n".join(lines) + "\n")
    out = render(p, budget_tokens=800)
    assert count_tokens(out) <= 800
    assert "1,040 lines" in out
    assert "outline (Markdown headings):" in out and "27 | ## Section 2" in out
    assert "render_text_window" in out  # tells the model how to read the hidden middle
    assert " 1 | ## Section 1" in out  # line-numbered head window


def test_render_short_text_shows_everything(tmp_path: Path) -> None:
    p = tmp_path / "notes.txt"
    p.write_text("alpha\nbeta\ngamma\n")
    out = render(p)
    assert "1 | alpha" in out and "3 | gamma" in out and "not shown" not in out


def test_unknown_extension_text_is_rendered(tmp_path: Path) -> None:
    p = tmp_path / "README"
    p.write_text("plain words\n")
    assert "1 | plain words" in render(p)


def test_latin1_text_and_window(tmp_path: Path) -> None:
    p = tmp_path / "notes.txt"
    p.write_bytes("Première ligne\nDeuxième ligne à Zürich\n".encode("latin-1"))
    assert read_text(p).splitlines()[1] == "Deuxième ligne à Zürich"
    assert render_text_window(p, 2, 2).endswith("2 | Deuxième ligne à Zürich")


def test_huge_single_line_is_clipped(tmp_path: Path) -> None:
    from dataagents.files.text import iter_lines

    p = tmp_path / "minified.txt"
    p.write_text("x" * 300_000 + "\nsecond\n")
    lines = list(iter_lines(p))
    assert len(lines) == 2 and lines[1] == "second"
    assert lines[0].endswith(f"… [+{300_000 - 65_536} chars]")
    out = render(p, budget_tokens=300)
    assert "2 | second" in out
