"""What every detector shares: the protocol (cleanlab ``IssueManager`` style: a declared issue name and
tags), column helpers, and the rule that evidence is always a verbatim excerpt of the file."""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import ClassVar, Protocol

import pandas as pd

from dataagents.curation.dataset import MISSING_TOKENS, DatasetView, Table
from dataagents.curation.report import Evidence, Finding
from dataagents.curation.taxonomy import Tag

MAX_EVIDENCE = 5  # quotes per finding: enough to locate, short enough for a judge prompt
MAX_LINE = 2000
MAX_COLUMNS = 300  # per-column checks look at the first 300 columns of very wide tables


class Detector(Protocol):
    name: ClassVar[str]  # issue name, like cleanlab's ``issue_name``
    tags: ClassVar[list[Tag]]

    def detect(self, view: DatasetView) -> Iterable[Finding]: ...


def finding(
    det: type | object,
    title: str,
    description: str,
    evidence: list[Evidence],
    *,
    severity: float,
    tags: list[Tag] | None = None,
    fix: str | None = None,
) -> Finding:
    return Finding(
        title=title,
        description=description,
        tags=list(tags or det.tags),
        severity=round(severity, 3),
        evidence=evidence[:MAX_EVIDENCE],
        suggested_fix=fix,
        detector=det.name,
    )


def row_evidence(table: Table, rows: Iterable[int], column: str | None = None) -> list[Evidence]:
    return [
        Evidence(file=table.name, location=table.location(i, column), context=table.row_context(i))
        for i in list(rows)[:MAX_EVIDENCE]
    ]


def line_evidence(file: str, lines: list[str], idx: int) -> Evidence:
    """Evidence for 0-based line ``idx`` of a text file (the line itself, stripped)."""
    return Evidence(file=file, location=f"line {idx + 1}", context=lines[idx].strip() or lines[idx])


def find_line(lines: list[str], needle: str) -> int | None:
    for i, ln in enumerate(lines):
        if needle in ln:
            return i
    return None


def is_missing_token(v: str) -> bool:
    return v.strip().lower() in MISSING_TOKENS


def numeric(col: pd.Series) -> pd.Series:
    """Cells as floats (NaN where not a number); the table keeps the original strings."""
    return pd.to_numeric(col.astype(str).str.strip(), errors="coerce")


def numeric_share(col: pd.Series) -> float:
    vals = col[~col.astype(str).map(is_missing_token)]
    return float(numeric(vals).notna().mean()) if len(vals) else 0.0


LABEL_NAMES = re.compile(
    r"^(label|labels|target|class|classes|y|species|category|outcome|diagnosis|answer|"
    r"sentiment|is_[a-z_]+|survived|quality|type|grade)$",
    re.IGNORECASE,
)


def label_column(table: Table) -> str | None:
    """A table's label column: a conventional name, else a last column with few distinct values."""
    cols = [str(c) for c in table.df.columns]
    n = len(table.df)
    for c in cols:
        # a conventional name, but only for a class-like column (free-text targets are not labels)
        if LABEL_NAMES.match(c.strip()) and table.df[c].nunique() <= max(20, n // 2):
            return c
    if len(cols) >= 3 and len(table.df) >= 20:
        last = table.df[cols[-1]]
        if last.nunique() <= max(2, min(20, len(table.df) // 10)):
            return cols[-1]
    return None


def doc_texts(view: DatasetView) -> list[tuple[str, list[str]]]:
    out = []
    for name in view.doc_names():
        doc = view.text(name)
        if doc is not None:
            # very long lines (minified JSON, data pasted in a README) are cut: regexes stay linear
            out.append((name, [ln[:MAX_LINE] for ln in doc.lines]))
    return out
