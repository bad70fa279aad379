"""What the Curator returns: findings with verbatim evidence, rendered as JSON, Markdown or SARIF.

The shape follows the paper's Task I/O (§3.3: issue description + contextual evidence) with cleanlab's
discipline (a severity in [0, 1], a location). SARIF 2.1.0 lets a dataset repo lint itself in CI.
"""

from __future__ import annotations

import json
import re

from pydantic import BaseModel, Field, field_validator, model_validator

from dataagents.curation.taxonomy import Tag, display, parse_tag


class Evidence(BaseModel):
    file: str  # relative to the dataset root
    location: str  # "line 12", "line 12 (row 11, column height)", "file", "byte 0"
    context: str  # verbatim excerpt, never paraphrased
    line: int | None = None  # 1-based line of the file where ``context`` starts (set when anchored)
    # False for a fact about the whole file that cannot be quoted (0 bytes, binary content, encoding)
    verbatim: bool = True


class Finding(BaseModel):
    title: str
    description: str
    tags: list[Tag] = Field(default_factory=list)
    severity: float = Field(ge=0.0, le=1.0)
    evidence: list[Evidence] = Field(default_factory=list)
    suggested_fix: str | None = None
    detector: str | None = None  # issue name of the detector that produced it; None for model findings
    # how likely a maintainer would accept this as a real issue; findings are ranked by it
    confidence: float | None = Field(default=None, ge=0.0, le=1.0)
    # built from the hint's quoted text found verbatim in the files, not by a detector: a lead to check
    hint_located: bool = False
    # set by the ranking: the finding is about the files, columns or issue kind that the hint names
    hint_match: float = 0.0
    # findings of one detector with the same ``kind`` (e.g. "Empty cells") are merged into one finding
    # that lists every ``subject`` (e.g. "column 'x' of a.csv"); None: never merged
    kind: str | None = None
    subject: str | None = None

    @model_validator(mode="after")
    def _default_confidence(self) -> Finding:
        if self.confidence is None:
            self.confidence = self.severity
        return self

    @field_validator("tags", mode="before")
    @classmethod
    def _tags(cls, v: object) -> object:
        if not isinstance(v, list):
            return v
        out = []
        for t in v:
            try:
                out.append(parse_tag(t) if isinstance(t, str) else t)
            except ValueError:
                continue  # a model may invent a tag; drop it rather than lose the finding
        return out


QUOTE_CHARS = 200  # a readable quote; the JSON report keeps the whole context


def _evidence_line(ev: Evidence) -> str:
    """``- `file` line N (detail): `quote``` with a long quote cut to a verbatim prefix (the cut is said
    outside the quote, so what is inside the backticks is still the file's own text)."""
    where = f"line {ev.line}" if ev.line is not None else ev.location
    detail = _LINE_PREFIX.sub("", ev.location).strip() if ev.line is not None else ""
    if detail and not detail.startswith("("):
        detail = f"({detail})"
    quote = ev.context if len(ev.context) <= QUOTE_CHARS else ev.context[:QUOTE_CHARS]
    more = f" … (+{len(ev.context) - QUOTE_CHARS} chars)" if len(ev.context) > QUOTE_CHARS else ""
    return f"- `{ev.file}` {where}{' ' + detail if detail else ''}: `{quote.replace('`', chr(39))}`{more}"


_LINE_PREFIX = re.compile(r"^line \d+\s*")


def rank_key(f: Finding) -> tuple[float, float, float]:
    """Sort key: hint match, then confidence, then severity (all descending)."""
    return (-f.hint_match, -(f.confidence if f.confidence is not None else f.severity), -f.severity)


class FileError(BaseModel):
    """A file the Curator could not read; recorded, never a crash."""

    file: str
    reason: str


class CurationReport(BaseModel):
    findings: list[Finding] = Field(default_factory=list)
    errors: list[FileError] = Field(default_factory=list)
    model: str = "none"
    hint: str | None = None
    notes: list[str] = Field(default_factory=list)  # e.g. budget exhausted, model output rejected

    def sorted(self) -> CurationReport:
        """Findings that match the hint first, then by confidence (then severity)."""
        return self.model_copy(update={"findings": sorted(self.findings, key=rank_key)})

    # --- renderings ---------------------------------------------------------------------------------
    def to_json(self, indent: int = 2) -> str:
        return self.model_dump_json(indent=indent)

    def to_markdown(self, top: int | None = None) -> str:
        """The report for a reader; ``top`` keeps the first findings in rank order (None: all)."""
        ranked = self.sorted().findings
        shown = ranked if top is None else ranked[:top]
        head = f"{len(self.findings)} findings" + (
            f", top {len(shown)} shown (--all for every finding)" if len(shown) < len(ranked) else ""
        )
        lines = [f"# Curation report ({head}, model: {self.model})", ""]
        for i, f in enumerate(shown, 1):
            tags = ", ".join(display(t) for t in f.tags) or "-"
            lead = " · *hint-located lead, not confirmed by a detector*" if f.hint_located else ""
            lines += [
                f"## {i}. {f.title}",
                "",
                f"*confidence* {f.confidence:.2f} · *severity* {f.severity:.2f} · *tags* {tags}{lead}",
                "",
                f.description,
            ]
            for ev in f.evidence:
                lines.append(_evidence_line(ev))
            if f.suggested_fix:
                lines += ["", f"**Fix:** {f.suggested_fix}"]
            lines.append("")
        if self.errors:
            lines += ["## Files that could not be read", ""]
            lines += [f"- `{e.file}`: {e.reason}" for e in self.errors]
        return "\n".join(lines).rstrip() + "\n"

    def to_sarif(self) -> str:
        return json.dumps(to_sarif(self), indent=2)

    def answer_text(self, max_findings: int = 12, max_context: int = 400) -> str:
        """The report as the <answer> the Evaluator reads (A.2.1): issues, evidence, descriptions."""
        parts = []
        for f in self.sorted().findings[:max_findings]:
            evid = "\n".join(
                f"    - file: {e.file} ({f'line {e.line}' if e.line is not None else e.location})\n"
                f'      context: "{e.context[:max_context]}"'
                for e in f.evidence[:3]
            )
            lead = (
                " (a lead located from the hint's quoted text, not confirmed by a check)"
                if f.hint_located
                else ""
            )
            parts.append(f"- issue: {f.title}{lead}\n  evidence:\n{evid}\n  description: {f.description}")
        return "\n".join(parts) if parts else "No issues found."


_LINE = re.compile(r"\b(?:line|row)\s+(\d+)", re.IGNORECASE)


def _level(severity: float) -> str:
    return "error" if severity >= 0.7 else "warning" if severity >= 0.4 else "note"


def to_sarif(report: CurationReport) -> dict:
    """SARIF 2.1.0: one rule per detector (or 'model-finding'), one result per finding."""
    rules: dict[str, dict] = {}
    results = []
    for f in report.findings:
        rule_id = f.detector or "model-finding"
        rules.setdefault(
            rule_id,
            {
                "id": rule_id,
                "shortDescription": {"text": rule_id.replace("_", " ")},
                "properties": {"tags": [display(t) for t in f.tags]},
            },
        )
        locations = []
        for ev in f.evidence:
            phys: dict = {"artifactLocation": {"uri": ev.file}}
            m = _LINE.search(ev.location)
            region: dict = {"snippet": {"text": ev.context}}
            if ev.line is not None:
                region["startLine"] = ev.line
            elif m and ev.location.lower().startswith("line"):
                region["startLine"] = max(1, int(m.group(1)))
            phys["region"] = region
            locations.append({"physicalLocation": phys, "message": {"text": ev.location}})
        text = f.title + (f" — {f.suggested_fix}" if f.suggested_fix else "")
        results.append(
            {
                "ruleId": rule_id,
                "level": _level(f.severity),
                "message": {"text": text},
                "locations": locations,
                "properties": {
                    "severity": f.severity,
                    "confidence": f.confidence,
                    "hintLocated": f.hint_located,
                    "description": f.description,
                },
            }
        )
    for e in report.errors:
        rules.setdefault(
            "unreadable-file", {"id": "unreadable-file", "shortDescription": {"text": "unreadable file"}}
        )
        results.append(
            {
                "ruleId": "unreadable-file",
                "level": "error",
                "message": {"text": e.reason},
                "locations": [{"physicalLocation": {"artifactLocation": {"uri": e.file}}}],
            }
        )
    return {
        "version": "2.1.0",
        "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
        "runs": [
            {
                "tool": {"driver": {"name": "dataagents-curate", "rules": list(rules.values())}},
                "results": results,
            }
        ],
    }
