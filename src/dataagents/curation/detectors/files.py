"""File problems: empty files, unparsable files, extension vs content mismatch, non-UTF-8 encodings
(paper A.1.2 *inappropriate-file*, *wrong-format*, *infrastructure-problem/data-access*)."""

from __future__ import annotations

import json
from collections.abc import Iterable
from pathlib import Path
from typing import ClassVar

from dataagents.curation.dataset import DatasetView, is_binary
from dataagents.curation.detectors.base import finding, line_evidence
from dataagents.curation.report import Evidence, Finding
from dataagents.curation.taxonomy import Tag

MAGIC = [
    (b"\x1f\x8b", "gzip"),
    (b"PK\x03\x04", "zip"),
    (b"PAR1", "parquet"),
    (b"\x89PNG", "png"),
    (b"%PDF", "pdf"),
    (b"\xff\xd8\xff", "jpeg"),
    (b"SQLite format 3", "sqlite"),
    (b"\xd0\xcf\x11\xe0", "ole2/xls"),
]
TEXT_EXT = {".csv", ".tsv", ".json", ".jsonl", ".txt", ".md", ".rst", ".py", ".yaml", ".yml", ".data"}
EXPECTED = {
    ".gz": "gzip",
    ".zip": "zip",
    ".parquet": "parquet",
    ".png": "png",
    ".pdf": "pdf",
    ".jpg": "jpeg",
    ".jpeg": "jpeg",
    ".xlsx": "zip",
    ".sqlite": "sqlite",
    ".db": "sqlite",
    ".xls": "ole2/xls",
}


def sniff(head: bytes) -> str | None:
    for magic, kind in MAGIC:
        if head.startswith(magic):
            return kind
    return None


class FileProblems:
    """Reports a file that cannot be read as what its name says: empty, binary under a text name, not
    parseable, or not UTF-8."""

    name: ClassVar[str] = "file_problems"
    tags: ClassVar[list[Tag]] = [Tag.INAPPROPRIATE_FILE]
    accepts: ClassVar[str] = (
        "a file that cannot be read as what its name says: empty, binary under a text name, not "
        "parseable, or not UTF-8"
    )

    def detect(self, view: DatasetView) -> Iterable[Finding]:
        for f in view.files:
            suffix = Path(f.name).suffix.lower()
            if f.size == 0 and Path(f.name).name not in {"__init__.py", ".gitkeep", ".keep"}:
                yield finding(
                    self,
                    f"Empty file {f.name}",
                    f"{f.name} has 0 bytes; it is missing its content or should not be in the dataset.",
                    [Evidence(file=f.name, location="file", context="(0 bytes)", verbatim=False)],
                    severity=0.6,
                    fix="restore the file's content or remove it",
                )
                continue
            head = view.head(f.name, 8192)
            kind = sniff(head)
            if suffix in TEXT_EXT and (kind or is_binary(head)):
                yield finding(
                    self,
                    f"{f.name} is {kind or 'binary'} data, not {suffix[1:]} text",
                    f"The name says {suffix} but the bytes are {kind or 'binary (NUL bytes)'}; readers "
                    "expecting text fail or read garbage.",
                    [Evidence(file=f.name, location="byte 0", context=repr(head[:16]), verbatim=False)],
                    severity=0.7,
                    tags=[Tag.WRONG_FORMAT, Tag.INFRASTRUCTURE_PROBLEM, Tag.DATA_ACCESS],
                    fix=f"rename it to its real type ({kind or 'binary'}) or convert it",
                )
                continue
            if suffix in EXPECTED and kind and kind != EXPECTED[suffix]:
                yield finding(
                    self,
                    f"{f.name} is {kind}, not {suffix[1:]}",
                    f"Extension {suffix} but content is {kind}.",
                    [Evidence(file=f.name, location="byte 0", context=repr(head[:16]), verbatim=False)],
                    severity=0.6,
                    tags=[Tag.WRONG_FORMAT, Tag.INAPPROPRIATE_FILE],
                    fix="fix the extension",
                )
                continue
            if suffix in TEXT_EXT and head:
                # the encoding the view decoded the file with (sniffed on its whole first MiB, not the
                # head: a file may turn non-UTF-8 after its first 8 KB); the text is read once and cached
                doc = view.text(f.name)
                enc = doc.encoding if doc is not None else "utf-8"
                if enc not in {"utf-8", "ascii", "utf_8", "utf-8-sig"}:
                    lines = doc.lines if doc is not None else []
                    first = next((i for i, ln in enumerate(lines) if any(ord(c) > 127 for c in ln)), None)
                    quote = (
                        [line_evidence(f.name, lines, first)]
                        if first is not None
                        else [Evidence(file=f.name, location="file", context=enc, verbatim=False)]
                    )
                    yield finding(
                        self,
                        f"{f.name} is not UTF-8 ({enc})",
                        f"{f.name} is encoded as {enc}; tools that assume UTF-8 will fail or garble "
                        "its non-ASCII characters (first one on the quoted line).",
                        quote,
                        severity=0.35,
                        confidence=0.4,
                        tags=[Tag.WRONG_FORMAT],
                        fix="re-encode the file as UTF-8",
                        kind="Not UTF-8",
                        subject=f"{f.name} ({enc})",
                    )
            if suffix == ".json" and not view.is_large(f.name):
                yield from self._json(view, f.name)
        for name, reason in sorted(view.problems.items()):
            if reason.startswith(("empty file", "binary content")):
                continue  # reported above
            yield finding(
                self,
                f"{name} cannot be parsed",
                f"{name} {reason}.",
                [Evidence(file=name, location="file", context=reason[:200], verbatim=False)],
                severity=0.65,
                tags=[Tag.DATA_PROBLEM, Tag.APPARENT_CORRUPTION, Tag.WRONG_FORMAT],
                fix="repair the file so a standard reader can parse it",
            )

    def _json(self, view: DatasetView, name: str) -> Iterable[Finding]:
        doc = view.text(name)
        if doc is None:
            return
        try:
            json.loads(doc.text)
        except json.JSONDecodeError as err:
            lines = doc.lines
            ln = min(max(err.lineno, 1), max(len(lines), 1))
            view.problems.pop(name, None)  # reported here with its line
            yield finding(
                self,
                f"{name} is not valid JSON",
                f"JSON syntax error: {err.msg} at line {err.lineno}, "
                f"column {err.colno}; loaders fail on the whole file.",
                [Evidence(file=name, location=f"line {ln}", context=lines[ln - 1].strip() if lines else "")],
                severity=0.75,
                tags=[Tag.DATA_PROBLEM, Tag.APPARENT_CORRUPTION, Tag.WRONG_FORMAT],
                fix="fix the JSON syntax",
            )
