"""Insufficient documentation: no README/datacard, empty sections, no license/source/citation, columns the
documentation never mentions (paper A.1.2 *insufficient-info*; A.2.5's example: an empty "Data source")."""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import ClassVar

from dataagents.curation.dataset import DatasetView
from dataagents.curation.detectors.base import doc_texts, finding
from dataagents.curation.report import Evidence, Finding
from dataagents.curation.taxonomy import Tag

MD_HEADING = re.compile(r"^\s{0,3}(#{1,6})\s+(.+?)\s*#*\s*$")
RST_UNDERLINE = re.compile(r"^([=\-~^\"'`#*+])\1{2,}\s*$")
FENCE = re.compile(r"^\s{0,3}(```|~~~)")
RST_FIELD = re.compile(r"^:([\w ]+):\s*$")
SOURCE_WORDS = re.compile(
    r"\b(sourced?|sources|collected|donor|creator|origin|originally|provenance|obtained from|comes from)\b",
    re.I,
)
CITATION_WORDS = re.compile(r"\b(cite|citation|bibtex|reference|doi)\b", re.I)
LICENSE_WORDS = re.compile(r"\b(licen[cs]e|cc[- ]by|cc0|public domain|apache|mit|bsd|gpl|odbl)\b", re.I)


def _headings(lines: list[str]) -> list[tuple[int, int, str]]:
    """(line index, level, title) for markdown '#' headings and rst underlined titles."""
    out = []
    fenced = False
    rst_levels: dict[str, int] = {}  # rst: the first underline character seen is level 1, the next 2, ...
    for i, ln in enumerate(lines):
        if FENCE.match(ln):  # a fenced code block: its lines are code, and ``` is not an rst underline
            fenced = not fenced
            continue
        if fenced:
            continue
        m = MD_HEADING.match(ln)
        if m:
            out.append((i, len(m.group(1)), m.group(2)))
        elif (
            i > 0
            and RST_UNDERLINE.match(ln)
            and lines[i - 1].strip()
            and not RST_UNDERLINE.match(lines[i - 1])
        ):
            level = rst_levels.setdefault(ln.strip()[0], len(rst_levels) + 1)
            out.append((i - 1, level, lines[i - 1].strip()))
    return out


class InsufficientDocumentation:
    """Reports documentation a user needs and cannot find: no README at all, an empty section, columns or
    licence never described."""

    name: ClassVar[str] = "insufficient_documentation"
    tags: ClassVar[list[Tag]] = [Tag.DOCUMENT_PROBLEM, Tag.INSUFFICIENT_INFO]
    accepts: ClassVar[str] = (
        "documentation a user needs and cannot find: no README at all, an empty section, columns or "
        "licence never described"
    )

    def detect(self, view: DatasetView) -> Iterable[Finding]:
        docs = doc_texts(view)
        if not docs:
            if view.tables():
                yield finding(
                    self,
                    "No documentation (README or datacard) for the data",
                    "The dataset has data files but no README, datacard or description; columns, units, "
                    "source and license are undocumented.",
                    [
                        Evidence(file=n, location="file", context=n, verbatim=False)
                        for n in view.table_names()[:3]
                    ],
                    severity=0.6,
                    fix="add a README/datacard describing source, columns and license",
                )
            return
        for name, lines in docs:
            yield from self._empty_sections(name, lines)
        alltext = "\n".join("\n".join(lines) for _, lines in docs)
        main = docs[0][0]
        missing = [
            w for w, rx in (("source", SOURCE_WORDS), ("citation", CITATION_WORDS)) if not rx.search(alltext)
        ]
        if missing:
            yield finding(
                self,
                f"Documentation gives no {' or '.join(missing)}",
                f"None of the documentation files mention the data's {' or '.join(missing)}; users cannot "
                "check where the data comes from or how to credit it.",
                [
                    Evidence(
                        file=main, location="whole file", context=docs[0][1][0].strip() if docs[0][1] else ""
                    )
                ],
                severity=0.45,
                confidence=0.35,
                fix="add a Source and a Citation section",
            )
        yield from self._undocumented_columns(view, alltext, main)

    def _empty_sections(self, name: str, lines: list[str]) -> Iterable[Finding]:
        heads = _headings(lines)
        for k, (i, level, title) in enumerate(heads):
            start = i + (2 if i + 1 < len(lines) and RST_UNDERLINE.match(lines[i + 1]) else 1)
            end = heads[k + 1][0] if k + 1 < len(heads) else len(lines)
            body = [ln for ln in lines[start:end] if ln.strip()]
            nested = k + 1 < len(heads) and heads[k + 1][1] > level and heads[k + 1][0] == end
            if not body and not nested:
                yield finding(
                    self,
                    f"Empty section '{title}' in {name}",
                    f"The section '{title}' has no content; the information it promises is missing.",
                    [Evidence(file=name, location=f"line {i + 1}", context=lines[i].strip())],
                    severity=0.55,
                    fix=f"fill in the '{title}' section or remove it",
                    kind="Empty sections in the documentation",
                    subject=f"'{title}' in {name}",
                )
        for i, ln in enumerate(lines):
            m = RST_FIELD.match(ln)
            nxt = next((x for x in lines[i + 1 :] if x.strip()), "")
            if m and (not nxt or RST_FIELD.match(nxt) or nxt.startswith(":") or MD_HEADING.match(nxt)):
                yield finding(
                    self,
                    f"Empty field '{m.group(1)}' in {name}",
                    f"The field ':{m.group(1)}:' has no value.",
                    [Evidence(file=name, location=f"line {i + 1}", context=ln.strip())],
                    severity=0.5,
                    fix=f"give a value for '{m.group(1)}'",
                    kind="Empty fields in the documentation",
                    subject=f"'{m.group(1)}' in {name}",
                )

    def _undocumented_columns(self, view: DatasetView, alltext: str, main: str) -> Iterable[Finding]:
        low = re.sub(r"[_\-]", " ", alltext.lower())
        for t in view.tables():
            cols = [str(c) for c in t.df.columns]
            if any(re.fullmatch(r"col_\d+|\d+(\.\d+)?", c) for c in cols):
                continue  # unnamed columns are the formats detector's finding
            undocumented = [c for c in cols if re.sub(r"[_\-]", " ", c.lower()).strip() not in low]
            if undocumented and len(undocumented) >= max(1, len(cols) // 3):
                yield finding(
                    self,
                    f"Columns of {t.name} not described in the documentation",
                    f"{len(undocumented)} of {len(cols)} columns are never mentioned in the documentation: "
                    f"{', '.join(undocumented[:8])}; their meaning and units are unclear.",
                    [Evidence(file=t.name, location="line 1 (header)", context=t.header_context())],
                    severity=0.45,
                    confidence=0.35,
                    fix=f"describe each column (meaning, unit, allowed values) in {main}",
                    kind="Columns not described in the documentation",
                    subject=f"{t.name} ({', '.join(undocumented[:3])})",
                )
