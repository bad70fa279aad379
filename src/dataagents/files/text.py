"""Read text files and cut numbered line windows from them, so evidence can be cited by line."""

from __future__ import annotations

from collections import deque
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

from dataagents.files.errors import FileReadError, guard
from dataagents.files.sniffing import (
    BINARY_KINDS,
    check_file,
    default_stream_max_bytes,
    detect_kind,
    ensure_text,
    sniff_encoding,
)
from dataagents.files.tables import decode_text

MAX_LINE_CHARS = 400  # one minified line must not eat a whole budget


def _refuse_binary(p: Path, kind: str) -> None:
    if kind in BINARY_KINDS:
        hint = {
            "parquet": "use read_table() or render()",
            "excel": "use read_workbook(), read_table() or render()",
            "zip": "use extract_zip() or render()",
        }[kind]
        raise FileReadError(p, f"a {kind} file is binary, not text", hint, kind="unsupported")
    ensure_text(p, kind)


@guard
def read_text(path: str | Path, *, max_bytes: int | None = None) -> str:
    """The whole file as text: encoding sniffed (BOM, UTF-8, charset-normalizer), newlines as ``\\n``."""
    p = check_file(path, max_bytes)
    _refuse_binary(p, detect_kind(p))
    return decode_text(p)[0]


_READ_CHUNK = 1 << 16  # a 1 GB single-line file must not become one 1 GB string


def iter_lines(path: Path, encoding: str | None = None) -> Iterator[str]:
    """Stream lines (without newline) in the sniffed encoding; undecodable bytes raise with the line.

    Memory stays bounded: a line longer than 64K characters keeps its start and a ``[+N chars]`` marker.
    """
    enc = encoding or sniff_encoding(path).name
    n = 0
    try:
        with open(path, encoding=enc, newline=None) as fh:
            while piece := fh.readline(_READ_CHUNK):
                n += 1
                if piece.endswith("\n"):
                    yield piece[:-1]
                    continue
                rest = 0
                while more := fh.readline(_READ_CHUNK):
                    if more.endswith("\n"):
                        rest += len(more) - 1
                        break
                    rest += len(more)
                yield piece + (f"… [+{rest} chars]" if rest else "")
    except UnicodeDecodeError as err:
        raise FileReadError(
            path,
            f"bytes on line {n + 1} are not valid {enc}",
            "re-save the file as UTF-8",
            kind="encoding",
            line=n + 1,
        ) from err


def clip_line(line: str, limit: int = MAX_LINE_CHARS) -> str:
    return line if len(line) <= limit else f"{line[:limit]}… [+{len(line) - limit} chars]"


def number_lines(lines: list[tuple[int, str]], width: int | None = None, limit: int = MAX_LINE_CHARS) -> str:
    """``  12 | text`` lines; ``width`` aligns the numbers."""
    w = width or (len(str(lines[-1][0])) if lines else 1)
    return "\n".join(f"{n:>{w}} | {clip_line(t, limit)}" for n, t in lines)


@guard
def render_text_window(
    path: str | Path,
    start_line: int,
    end_line: int,
    *,
    max_line_chars: int = MAX_LINE_CHARS,
) -> str:
    """Lines ``start_line..end_line`` (1-based, inclusive) with their numbers, streamed from disk.

    The header names the file and the range actually shown, so a model can cite ``path:line``.
    """
    p = check_file(path, default_stream_max_bytes())
    _refuse_binary(p, detect_kind(p))
    if start_line < 1 or end_line < start_line:
        raise FileReadError(
            p, f"bad line range {start_line}..{end_line}", "lines are 1-based and end >= start", kind="parse"
        )
    picked: list[tuple[int, str]] = []
    total = 0
    for n, line in enumerate(iter_lines(p), start=1):
        total = n
        if n > end_line:
            break
        if n >= start_line:
            picked.append((n, line))
    if not picked:
        return f"{p.name}: lines {start_line}-{end_line} are past the end (file has {total} lines)"
    last = picked[-1][0]
    return f"{p.name} lines {start_line}-{last}:\n" + number_lines(picked, len(str(last)), max_line_chars)


@dataclass
class TextScan:
    """One streaming pass over a text file: counts, head and tail lines, and Markdown headings."""

    encoding: str
    total_lines: int = 0
    total_chars: int = 0
    head: list[tuple[int, str]] = field(default_factory=list)
    tail: deque[tuple[int, str]] = field(default_factory=lambda: deque(maxlen=200))
    headings: list[tuple[int, str]] = field(default_factory=list)


def scan_text(p: Path, *, keep: int = 400, markdown: bool = False, max_headings: int = 200) -> TextScan:
    scan = TextScan(encoding=sniff_encoding(p).name)
    in_fence = False
    for n, line in enumerate(iter_lines(p, scan.encoding), start=1):
        scan.total_lines = n
        scan.total_chars += len(line) + 1
        if n <= keep:
            scan.head.append((n, line))
        else:
            scan.tail.append((n, line))
        if markdown:
            if line.lstrip().startswith(("```", "~~~")):
                in_fence = not in_fence
            elif not in_fence and line.startswith("#") and len(scan.headings) < max_headings:
                scan.headings.append((n, line.strip()))
    return scan
