"""Rows that do not line up with their header (paper A.1.2 *wrong-format*, *data-problem/missing-value*): a
delimited file whose records have more or fewer fields than the header, so values shift into the wrong
columns or a parser gives up on the whole file."""

from __future__ import annotations

import csv
import io
from collections import Counter
from collections.abc import Iterable
from pathlib import Path
from typing import ClassVar

from dataagents.curation.dataset import DatasetView, sniff_delimiter
from dataagents.curation.detectors.base import finding, line_evidence
from dataagents.curation.report import Finding
from dataagents.curation.taxonomy import Tag

DELIMITED = {".csv", ".tsv", ".tab"}
MAX_QUOTES = 4


class RaggedRows:
    """Reports the records of a CSV/TSV file whose field count differs from the header's, quoting the header
    and the first such records."""

    name: ClassVar[str] = "ragged_rows"
    tags: ClassVar[list[Tag]] = [Tag.WRONG_FORMAT, Tag.DATA_PROBLEM]
    accepts: ClassVar[str] = (
        "records with more or fewer fields than the header (a missing or extra delimiter), which shift "
        "values into other columns or make standard readers fail"
    )

    def detect(self, view: DatasetView) -> Iterable[Finding]:
        for name in view.names():
            if Path(name).suffix.lower() not in DELIMITED:
                continue
            doc = view.text(name)
            if doc is None or not doc.text.strip():
                continue
            delim = sniff_delimiter(doc.text, Path(name).suffix.lower())
            if delim == " ":
                continue  # whitespace-separated files have no fixed field count to check
            reader = csv.reader(io.StringIO(doc.text, newline=""), delimiter=delim)
            header: list[str] | None = None
            header_line = 0
            off: list[tuple[int, int]] = []  # (0-based last physical line of the record, fields)
            counts: Counter[int] = Counter()
            try:
                for row in reader:
                    if not any(c.strip() for c in row):
                        continue  # blank lines are another matter
                    if header is None:
                        header, header_line = row, reader.line_num - 1
                        continue
                    counts[len(row)] += 1
                    if len(row) != len(header):
                        off.append((reader.line_num - 1, len(row)))
            except csv.Error:
                continue  # a quoting error: the file-problems detector reports unparsable files
            if header is None or not off:
                continue
            lines = doc.lines
            records = sum(counts.values())
            by_count = ", ".join(
                f"{n} with {k} field{'s' if k != 1 else ''}"
                for k, n in sorted(Counter(k for _, k in off).items())
            )
            view.problems.pop(name, None)  # the parse failure is this, reported here with its lines
            quotes = [line_evidence(name, lines, header_line)] + [
                line_evidence(name, lines, i) for i, _ in off[:MAX_QUOTES] if i < len(lines)
            ]
            share = len(off) / max(records, 1)
            yield finding(
                self,
                f"{len(off)} of {records} rows of {name} do not have the header's {len(header)} fields",
                f"The header of {name} (line {header_line + 1}) has {len(header)} fields; {by_count}. Values in "
                "those rows land in the wrong columns (or a reader rejects the file).",
                quotes,
                severity=0.6,
                # a few odd rows are a clear defect; every row off by the same count may be a header problem
                confidence=0.8 if share < 0.5 else 0.65,
                tags=[Tag.WRONG_FORMAT, Tag.DATA_PROBLEM, Tag.MISSING_VALUE],
                fix="add the missing delimiters (or quote the values that contain one) so every row has the "
                "header's fields",
                kind="Rows that do not fit their header",
                subject=f"{name} ({len(off)} of {records} rows)",
            )
