"""Ethical and legal flags: sensitive attributes used as features or encoded in a documented formula,
personal data (emails, phone numbers) inside the data, no license (paper A.1.2 *ethical/legal-risk*;
A.1.3 example 1: Boston's ``B = 1000(Bk - 0.63)^2`` "proportion of blacks by town")."""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import ClassVar

from dataagents.curation.dataset import DatasetView
from dataagents.curation.detectors.base import (
    MAX_COLUMNS,
    doc_texts,
    finding,
    label_column,
    line_evidence,
    row_evidence,
)
from dataagents.curation.report import Evidence, Finding
from dataagents.curation.taxonomy import Tag

SENSITIVE = re.compile(
    r"^(race|racial|ethnicity|ethnic|religion|religious|gender|sex|nationality|caste|"
    r"skin_?colou?r|sexual_orientation|disability|marital_status)$",
    re.I,
)
SENSITIVE_WORDS = re.compile(
    r"\b(blacks?|whites?|race|racial|ethnic(?:ity)?|religio(?:n|us)|caste|negro|"
    r"hispanic|asian|jewish|muslim|christian)\b",
    re.I,
)
FORMULA = re.compile(r"\d\s*\(|\)\s*\^|\)\s*2\b|²|\b(proportion|percentage|share|fraction) of\b", re.I)
EMAIL = re.compile(r"^[\w.+\-]+@[\w\-]+(\.[\w\-]+)*\.[A-Za-z]{2,}$")
PHONE = re.compile(r"^\+?\(?\d{1,4}\)?[\s.\-]?\(?\d{2,4}\)?[\s.\-]\d{3,4}[\s.\-]?\d{2,4}$")
_PART_OF_LARGER = re.compile(r"\bthis (sub-?)?(folder|directory)\b|\]\(\.\./", re.IGNORECASE)
LICENSE_WORDS = re.compile(
    r"\b(licen[cs]e[ds]?|cc[- ]by|cc0|public domain|apache|mit license|bsd|gpl|odbl)\b", re.I
)
# a sentence of prose: not a heading, an underline, a badge, a link or markup
_PROSE = re.compile(r"^\s*(?![#!\[<=\-*|>])\S+(?:\s+\S+){2,}")
_HANDS_OUT = re.compile(
    r"\bdownload|\bcan be (?:obtained|fetched|retrieved)|\bavailable (?:at|from|for download)\b", re.I
)


class EthicalLegal:
    """Reports personal data (emails, phone numbers, names) or a protected attribute used as a feature, or a
    missing/conflicting licence."""

    name: ClassVar[str] = "ethical_legal"
    tags: ClassVar[list[Tag]] = [Tag.ETHICAL_LEGAL_RISK]
    accepts: ClassVar[str] = (
        "personal data (emails, phone numbers, names) or a protected attribute used as a feature, or a "
        "missing/conflicting licence"
    )

    def detect(self, view: DatasetView) -> Iterable[Finding]:
        yield from self._sensitive_columns(view)
        yield from self._sensitive_docs(view)
        yield from self._pii(view)
        yield from self._license(view)

    def _sensitive_columns(self, view) -> Iterable[Finding]:
        for t in view.tables():
            label = label_column(t)
            for c in t.df.columns[:MAX_COLUMNS]:
                if SENSITIVE.match(str(c).strip()) and str(c) != label:
                    yield finding(
                        self,
                        f"Sensitive attribute '{c}' used as a feature in {t.name}",
                        f"'{c}' is a protected attribute; models trained on it can discriminate, and "
                        "its use needs a stated purpose and consent.",
                        [Evidence(file=t.name, location="line 1 (header)", context=t.header_context())],
                        severity=0.6,
                        # with no target column the table describes people rather than trains a model on
                        # them: the attribute may be the subject of the data, a weaker concern
                        confidence=0.5 if label is not None else 0.25,
                        tags=[Tag.ETHICAL_LEGAL_RISK, Tag.DATA_PROBLEM],
                        fix=f"justify '{c}' in the datacard or drop it from the features",
                        kind="Sensitive attributes used as features",
                        subject=f"'{c}' in {t.name}",
                    )

    def _sensitive_docs(self, view) -> Iterable[Finding]:
        for name, lines in doc_texts(view):
            hits = [i for i, ln in enumerate(lines) if SENSITIVE_WORDS.search(ln) and FORMULA.search(ln)]
            if hits:
                yield finding(
                    self,
                    f"A feature documented in {name} encodes race or another protected group",
                    "The documentation defines a feature by a formula over a racial/religious/ethnic "
                    "group; the feature singles out that group and can encode bias into models.",
                    [Evidence(file=name, location=f"line {i + 1}", context=lines[i].strip()) for i in hits],
                    severity=0.7,
                    tags=[Tag.ETHICAL_LEGAL_RISK, Tag.DOCUMENT_PROBLEM],
                    fix="remove the feature or document the ethical review behind it",
                )

    def _pii(self, view) -> Iterable[Finding]:
        for t in view.tables():
            for c in t.df.columns[:MAX_COLUMNS]:
                s = t.df[c].astype(str).str.strip()
                if len(s) == 0:
                    continue
                sample = s.head(5000)
                emails = sample.str.match(EMAIL)
                phones = sample.str.match(PHONE)
                for mask, what in ((emails, "email addresses"), (phones, "phone numbers")):
                    if mask.sum() >= max(2, 0.2 * len(sample)):
                        rows = list(sample.index[mask])
                        yield finding(
                            self,
                            f"Personal data ({what}) in column '{c}' of {t.name}",
                            f"{int(mask.sum())} values of '{c}' are {what}: personal data that needs a "
                            "legal basis (e.g. GDPR) and should not be published as is.",
                            row_evidence(t, rows, str(c)),
                            severity=0.75,
                            tags=[Tag.ETHICAL_LEGAL_RISK, Tag.DATA_PROBLEM],
                            fix=f"remove or pseudonymise '{c}'",
                        )

    def _license(self, view) -> Iterable[Finding]:
        if any(n.lower().split("/")[-1].startswith(("license", "licence", "copying")) for n in view.names()):
            return
        docs = doc_texts(view)
        if docs and not any(LICENSE_WORDS.search(ln) for _, lines in docs for ln in lines):
            name, lines = docs[0]
            # quote what the documentation says the data is, and where it hands the data out: the places a
            # licence statement belongs
            first = next((i for i, ln in enumerate(lines) if _PROSE.match(ln)), None)
            hand_out = next((i for i, ln in enumerate(lines) if _HANDS_OUT.search(ln)), None)
            spots = list(dict.fromkeys(i for i in (first, hand_out) if i is not None))
            quotes = [line_evidence(name, lines, i) for i in spots] or [
                Evidence(file=name, location="file", context=name, verbatim=False)
            ]
            # "This folder contains the data behind ...": one folder of a larger repository, whose licence
            # usually sits at the repository's root, outside what was handed to the Curator
            part = any(_PART_OF_LARGER.search(ln) for _, lines in docs for ln in lines)
            yield finding(
                self,
                "No license for the dataset",
                "Neither a LICENSE file nor any license statement in the documentation; users cannot "
                "know whether they may use or redistribute the data."
                + (
                    " The documentation calls this a folder of a larger repository: check the repository's "
                    "own licence before reporting."
                    if part
                    else ""
                ),
                quotes,
                severity=0.55,
                confidence=0.3 if part else None,
                tags=[Tag.ETHICAL_LEGAL_RISK, Tag.DOCUMENT_PROBLEM, Tag.INSUFFICIENT_INFO],
                fix="add a LICENSE file and state the license in the README",
            )
