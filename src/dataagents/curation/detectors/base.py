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
    # one sentence: what a dataset maintainer would accept as a real issue from this detector
    accepts: ClassVar[str]

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
    confidence: float | None = None,
    kind: str | None = None,
    subject: str | None = None,
) -> Finding:
    """A detector's finding. ``confidence`` (default: the severity) is how likely a maintainer accepts it;
    ``kind``/``subject`` let findings of one kind in many columns or files merge into one (``group``)."""
    return Finding(
        title=title,
        description=description,
        tags=list(tags or det.tags),
        severity=round(severity, 3),
        evidence=evidence[:MAX_EVIDENCE],
        suggested_fix=fix,
        detector=det.name,
        confidence=None if confidence is None else round(min(1.0, max(0.0, confidence)), 3),
        kind=kind,
        subject=subject,
    )


MAX_GROUP_EVIDENCE = 10  # quotes kept for a merged finding: enough to show every place's first example
MAX_SUBJECTS_IN_TITLE = 4


def group(findings: list[Finding]) -> list[Finding]:
    """Merge findings of one detector and one ``kind`` into a single finding naming every place.

    "Empty cells" once per column and per file is one issue for a maintainer (how the data writes missing
    values), not thirty. The merged finding keeps the highest confidence and severity, one quote from
    each place first (then the rest), and lists every place in its description.
    """
    buckets: dict[tuple[str | None, str], list[Finding]] = {}
    out: list[Finding | tuple[str | None, str]] = []
    for f in findings:
        if f.kind is None:
            out.append(f)
            continue
        key = (f.detector, f.kind)
        if key not in buckets:
            buckets[key] = []
            out.append(key)
        buckets[key].append(f)
    merged: list[Finding] = []
    for item in out:
        if isinstance(item, Finding):
            merged.append(item)
            continue
        members = buckets[item]
        merged.append(members[0] if len(members) == 1 else _merge(item[1], members))
    return merged


def _merge(kind: str, members: list[Finding]) -> Finding:
    members = sorted(members, key=lambda f: -(f.confidence or f.severity))
    subjects = [f.subject or f.title for f in members]
    files = sorted({e.file for f in members for e in f.evidence})
    shown = ", ".join(subjects[:MAX_SUBJECTS_IN_TITLE])
    more = len(subjects) - MAX_SUBJECTS_IN_TITLE
    title = f"{kind} in {len(subjects)} places: {shown}" + (f" and {more} more" if more > 0 else "")
    evidence = [f.evidence[0] for f in members if f.evidence]
    evidence += [e for f in members for e in f.evidence[1:]]
    seen: set[tuple[str, str]] = set()  # one row missing in five columns is quoted once
    evidence = [e for e in evidence if (e.file, e.context) not in seen and not seen.add((e.file, e.context))]
    description = " ".join(f"[{s}] {f.description}" for s, f in zip(subjects, members, strict=True))
    tags = list(dict.fromkeys(t for f in members for t in f.tags))
    return members[0].model_copy(
        update={
            "title": title,
            "description": description + f" Files: {', '.join(files)}.",
            "evidence": evidence[:MAX_GROUP_EVIDENCE],
            "tags": tags,
            "severity": max(f.severity for f in members),
            "confidence": max(f.confidence or f.severity for f in members),
            "subject": None,
        }
    )


def row_evidence(table: Table, rows: Iterable[int], column: str | None = None) -> list[Evidence]:
    return [
        Evidence(file=table.name, location=table.location(i, column), context=table.row_context(i, column))
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
