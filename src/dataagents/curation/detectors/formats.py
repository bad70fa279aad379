"""Mixed types and formats within a column, and header anomalies (paper A.1.2 *wrong-format*,
*apparent-corruption*: "CSV file with wrong format")."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable
from typing import ClassVar

from dataagents.curation.dataset import DatasetView
from dataagents.curation.detectors.base import MAX_COLUMNS, finding, is_missing_token, numeric, row_evidence
from dataagents.curation.report import Evidence, Finding
from dataagents.curation.taxonomy import Tag

DATE_SHAPES = [
    (re.compile(r"^\d{4}-\d{1,2}-\d{1,2}$"), "YYYY-MM-DD"),
    (re.compile(r"^\d{1,2}/\d{1,2}/\d{4}$"), "MM/DD/YYYY or DD/MM/YYYY"),
    (re.compile(r"^\d{1,2}-\d{1,2}-\d{4}$"), "DD-MM-YYYY"),
    (re.compile(r"^\d{1,2}\.\d{1,2}\.\d{4}$"), "DD.MM.YYYY"),
    (re.compile(r"^\d{4}/\d{1,2}/\d{1,2}$"), "YYYY/MM/DD"),
    (re.compile(r"^[A-Za-z]{3,9} \d{1,2},? \d{4}$"), "Month D, YYYY"),
]
NUMBER = re.compile(r"^[-+]?(\d+([.,]\d*)?|\.\d+)([eE][-+]?\d+)?$")


def _shape(v: str) -> str | None:
    for rx, name in DATE_SHAPES:
        if rx.match(v):
            return name
    return None


# Excel / LibreOffice / Google Sheets error codes that end up in exported CSV files
SPREADSHEET_ERROR = r"#(?:VALUE!|DIV/0!|REF!|NAME\?|N/A|NUM!|NULL!|SPILL!|CALC!|ERROR!|Err:\d+)"
COMPOUND_NUMBER = r"[\d.]+(?:\s*[-,;|/]\s*[\d.]+)+"


class MixedFormats:
    """Reports a column or header whose format breaks loading: text in a numeric column, mixed date formats, a
    header that is not column names."""

    name: ClassVar[str] = "mixed_formats"
    tags: ClassVar[list[Tag]] = [Tag.WRONG_FORMAT, Tag.DATA_PROBLEM, Tag.APPARENT_CORRUPTION]
    accepts: ClassVar[str] = (
        "a column or header whose format breaks loading: text in a numeric column, mixed date formats, a "
        "header that is not column names"
    )

    def detect(self, view: DatasetView) -> Iterable[Finding]:
        for table in view.tables():
            yield from self._header(table)
            yield from self._spreadsheet_errors(table)
            for col in table.df.columns[:MAX_COLUMNS]:
                yield from self._column(table, str(col))

    def _spreadsheet_errors(self, table) -> Iterable[Finding]:
        """Cells holding a spreadsheet's error code (``#VALUE!``, ``#DIV/0!``, ``#REF!``, ``#N/A``...): a
        formula failed when the table was exported, so the value is lost whatever the column means."""
        for col in table.df.columns[:MAX_COLUMNS]:
            cells = table.df[col].astype(str).str.strip()
            bad = cells.str.fullmatch(SPREADSHEET_ERROR)
            if not bad.any():
                continue
            codes = Counter(cells[bad])
            shown = ", ".join(f"'{c}' x{n}" for c, n in codes.most_common(3))
            yield finding(
                self,
                f"Spreadsheet error values in column '{col}' of {table.name}",
                f"{int(bad.sum())} of {len(cells)} cells of '{col}' hold a spreadsheet error code ({shown}) "
                "instead of a value: a formula failed when the table was exported.",
                row_evidence(table, list(cells.index[bad]), str(col)),
                severity=0.7,
                confidence=0.8,
                tags=[Tag.DATA_PROBLEM, Tag.WRONG_VALUE, Tag.APPARENT_CORRUPTION],
                fix="recompute the values (or leave the cells empty and document why)",
                kind="Spreadsheet error values",
                subject=f"column '{col}' of {table.name}",
            )

    def _header(self, table) -> Iterable[Finding]:
        header = Evidence(file=table.name, location="line 1 (header)", context=table.header_context())
        if table.header_fields is not None and table.data_fields is not None:
            yield finding(
                self,
                f"Header of {table.name} does not match its rows",
                f"The first line has {table.header_fields} fields but data rows have "
                f"{table.data_fields}; the first line is not a header of column names (it looks like "
                "metadata), so a CSV reader mislabels or drops columns.",
                [header],
                severity=0.65,
                fix="write a header with one name per column; move metadata to the documentation",
            )
        elif table.no_header:
            first = Evidence(
                file=table.name, location="line 1", context=table.raw_lines[0] if table.raw_lines else ""
            )
            yield finding(
                self,
                f"{table.name} has no header row",
                f"The first line of {table.name} is already data; the {table.df.shape[1]} columns have no "
                "names in the file, so their meaning depends on documentation or code.",
                [first],
                severity=0.4,
                tags=[Tag.WRONG_FORMAT, Tag.DOCUMENT_PROBLEM, Tag.INSUFFICIENT_INFO],
                fix="add a header line with one descriptive name per column",
            )
        elif table.kind == "csv":
            names = [str(c) for c in table.df.columns]
            numeric_names = [c for c in names if NUMBER.match(c.strip())]
            if len(numeric_names) >= max(1, len(names) // 2):
                yield finding(
                    self,
                    f"Header of {table.name} holds values, not column names",
                    f"{len(numeric_names)} of {len(names)} header fields are numbers "
                    f"({', '.join(numeric_names[:4])}); the columns have no names, so their meaning "
                    "depends on documentation or code.",
                    [header],
                    severity=0.6,
                    tags=[Tag.WRONG_FORMAT, Tag.DOCUMENT_PROBLEM, Tag.INSUFFICIENT_INFO],
                    fix="replace the first line with descriptive column names",
                )

    def _column(self, table, col: str) -> Iterable[Finding]:
        s = table.df[col].astype(str).str.strip()
        present = s[~s.map(is_missing_token)]
        if len(present) < 5:
            return
        nums = numeric(present)
        share = nums.notna().mean()
        if 0.8 <= share < 1.0:
            bad = present[nums.isna()]
            # "1-684", "356,064", "2;4": several numbers in one cell is a format choice (lists, ranges,
            # compound codes), worth a note; a word or stray letter among numbers ("290 n") is an entry error
            compound = bad.str.fullmatch(COMPOUND_NUMBER)
            subject = f"column '{col}' of {table.name}"
            other = bad[~compound]
            if len(other):
                vals = sorted(set(other))[:5]
                yield finding(
                    self,
                    f"Non-numeric values in numeric column '{col}' of {table.name}",
                    f"{len(other)} of {len(present)} values in '{col}' are not numbers ({', '.join(vals)}) "
                    "while the rest are; the column will load as text or fail to convert.",
                    row_evidence(table, list(other.index), col),
                    severity=0.6,
                    fix="fix or blank the non-numeric cells",
                    kind="Non-numeric values in numeric columns",
                    subject=subject,
                )
            if compound.any():
                several = bad[compound]
                vals = sorted(set(several))[:5]
                yield finding(
                    self,
                    f"Cells holding several numbers in column '{col}' of {table.name}",
                    f"{len(several)} of {len(present)} values in '{col}' hold more than one number "
                    f"({', '.join(vals)}); the column loads as text and each cell needs splitting.",
                    row_evidence(table, list(several.index), col),
                    severity=0.4,
                    confidence=0.3,
                    fix="split multi-valued cells into their own rows or columns, or document the format",
                    kind="Cells holding several numbers",
                    subject=subject,
                )
            return
        shapes = present.map(_shape)
        if shapes.notna().mean() >= 0.8:
            counts = Counter(shapes.dropna())
            if len(counts) > 1:
                minority = min(counts, key=counts.get)
                rows = list(present.index[shapes == minority])
                yield finding(
                    self,
                    f"Mixed date formats in column '{col}' of {table.name}",
                    f"'{col}' mixes date formats: "
                    + ", ".join(f"{k} x{v}" for k, v in counts.items())
                    + "; day and month may be swapped when parsed.",
                    row_evidence(table, rows, col),
                    severity=0.55,
                    fix="write every date as YYYY-MM-DD",
                )
