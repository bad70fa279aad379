"""Text that was damaged on its way into the file (paper A.1.2 *data-problem/apparent-corruption*,
*wrong-format*): stray bytes that are not UTF-8 in an otherwise UTF-8 file, and mojibake (UTF-8 text that
was decoded as Latin-1 or cp1252 once and saved again: 'Ã…LAND' for 'ÅLAND', 'â€™' for '’').

Mojibake is recognised with ``ftfy`` (its ``badness`` heuristic and ``fix_encoding``), the standard library
for it, so a line is reported only when ftfy both finds it suspicious and can repair it.
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path
from typing import ClassVar

from dataagents.curation.dataset import DatasetView
from dataagents.curation.detectors.base import finding, line_evidence
from dataagents.curation.detectors.files import TEXT_EXT
from dataagents.curation.report import Finding
from dataagents.curation.taxonomy import Tag

MAX_BYTES = 64 << 20  # read at most this much of a file for its byte-level check
MAX_QUOTES = 5
FEW_LINES = 5  # this many damaged lines are spots to repair even when most non-ASCII lines are damaged


def _invalid_utf8_lines(data: bytes) -> tuple[list[int], int]:
    """0-based lines holding bytes that do not decode as UTF-8, and how many lines hold any non-ASCII."""
    text = data.decode("utf-8", errors="surrogateescape")
    bad, non_ascii = [], 0
    for i, line in enumerate(text.splitlines()):
        if any(ord(c) > 127 for c in line):
            non_ascii += 1
            if any("\udc80" <= c <= "\udcff" for c in line):
                bad.append(i)
    return bad, non_ascii


class TextEncoding:
    """Reports stray non-UTF-8 bytes in a UTF-8 file and mojibake, quoting each damaged line."""

    name: ClassVar[str] = "text_encoding"
    tags: ClassVar[list[Tag]] = [Tag.DATA_PROBLEM, Tag.APPARENT_CORRUPTION]
    accepts: ClassVar[str] = (
        "lines whose characters were damaged in encoding: a few byte sequences that are not valid UTF-8 in "
        "a file that is otherwise UTF-8, or mojibake that ftfy can repair (e.g. 'CÃ”TE' for 'CÔTE')"
    )

    def detect(self, view: DatasetView) -> Iterable[Finding]:
        for f in view.files:
            if Path(f.name).suffix.lower() not in TEXT_EXT or f.size == 0:
                continue
            yield from self._stray_bytes(view, f.name)
            yield from self._mojibake(view, f.name)

    def _stray_bytes(self, view: DatasetView, name: str) -> Iterable[Finding]:
        data = view.head(name, MAX_BYTES)  # the raw bytes: the decoded text has lost the bad ones
        bad, non_ascii = _invalid_utf8_lines(data)
        # other lines are valid UTF-8 and the damaged ones are few (or a minority): spots to repair. A file
        # where no non-ASCII line is UTF-8 was saved in another encoding throughout: the file-problems
        # detector reports that ("not UTF-8")
        valid = non_ascii - len(bad)
        if not bad or not valid or (len(bad) > FEW_LINES and len(bad) > valid):
            return
        doc = view.text(name)
        if doc is None:
            return
        lines = doc.lines
        quotes = [line_evidence(name, lines, i) for i in bad[:MAX_QUOTES] if i < len(lines)]
        if not quotes:
            return
        yield finding(
            self,
            f"Bytes that are not valid UTF-8 on {len(bad)} line(s) of {name}",
            f"{len(bad)} line(s) of {name} hold byte sequences that are not UTF-8 "
            f"({non_ascii - len(bad)} other line(s) with non-ASCII text decode cleanly, the rest is ASCII), "
            "so strict UTF-8 readers fail on the file "
            "and others show replacement characters; the characters there were most likely typed or "
            "pasted in another encoding.",
            quotes,
            severity=0.55,
            confidence=0.75,
            tags=[Tag.DATA_PROBLEM, Tag.APPARENT_CORRUPTION, Tag.WRONG_FORMAT],
            fix="re-type the damaged characters (or decode those bytes as cp1252) and save as UTF-8",
        )

    def _mojibake(self, view: DatasetView, name: str) -> Iterable[Finding]:
        import ftfy
        from ftfy.badness import is_bad

        doc = view.text(name)
        if doc is None:
            return
        lines = doc.lines
        damaged = []
        for i, line in enumerate(lines):
            if line.isascii() or not is_bad(line):
                continue
            repaired = ftfy.fix_encoding(line)
            if repaired != line:
                damaged.append((i, repaired))
        if not damaged:
            return
        i0, repaired0 = damaged[0]
        yield finding(
            self,
            f"Garbled characters (mojibake) on {len(damaged)} line(s) of {name}",
            f"{len(damaged)} line(s) of {name} show UTF-8 text that was decoded as Latin-1/cp1252 and saved "
            f"again: line {i0 + 1} reads {lines[i0].strip()[:80]!r} where {repaired0.strip()[:80]!r} was meant.",
            [line_evidence(name, lines, i) for i, _ in damaged[:MAX_QUOTES]],
            severity=0.5,
            confidence=0.8,
            fix="repair the text (e.g. ftfy.fix_encoding) and save it as UTF-8",
        )
