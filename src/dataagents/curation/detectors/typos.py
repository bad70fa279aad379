"""Typos in documentation and in label values: dictionary spell-check (pyspellchecker) with a domain
whitelist built from the dataset itself (paper A.1.2 *typo*)."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable
from functools import cache
from typing import ClassVar

from dataagents.curation.dataset import DatasetView
from dataagents.curation.detectors.base import MAX_COLUMNS, doc_texts, finding, label_column, row_evidence
from dataagents.curation.report import Evidence, Finding
from dataagents.curation.taxonomy import Tag

WORD = re.compile(r"(?<![\w@/.\-])([a-z]{5,})(?![\w@/\-]|\.\w)")
MAX_PER_FILE = 8
STRIP = re.compile(r"\S*(://|@|www\.)\S*|`[^`]*`|<[^>]*>")  # URLs, emails, code spans, markup


@cache
def _speller():
    from spellchecker import SpellChecker

    return SpellChecker(distance=2)


def domain_words(view: DatasetView) -> set[str]:
    """Words the dataset itself uses as names: column names, file names, label values."""
    words: set[str] = set()
    for n in view.names():
        words.update(w.lower() for w in re.findall(r"[A-Za-z]+", n))
    for t in view.tables():
        for c in t.df.columns[:MAX_COLUMNS]:
            words.update(w.lower() for w in re.findall(r"[A-Za-z]+", str(c)))
        col = label_column(t)
        if col:
            for v in t.df[col].unique()[:50]:
                words.update(w.lower() for w in re.findall(r"[A-Za-z]+", str(v)))
    return words


class Typos:
    """Reports a misspelled word in the documentation or in text fields that a reader would correct."""

    name: ClassVar[str] = "typos"
    tags: ClassVar[list[Tag]] = [Tag.TYPO, Tag.DOCUMENT_PROBLEM]
    accepts: ClassVar[str] = (
        "a misspelled word in the documentation or in text fields that a reader would correct"
    )

    def detect(self, view: DatasetView) -> Iterable[Finding]:
        spell = _speller()
        whitelist = domain_words(view)
        for name, lines in doc_texts(view):
            if name.lower().endswith((".yaml", ".yml", ".html")):
                continue
            text_words = Counter(w for ln in lines for w in WORD.findall(STRIP.sub(" ", ln)))
            hits: list[tuple[int, str, str]] = []
            fenced = False
            for i, ln in enumerate(lines):
                if ln.lstrip().startswith(("```", "~~~")):
                    fenced = not fenced
                    continue
                if fenced:
                    continue  # code in a fenced block: identifiers, not prose
                for w in WORD.findall(STRIP.sub(" ", ln)):
                    if w in whitelist or text_words[w] > 2:
                        continue  # repeated words are terminology, not slips
                    if spell.known([w]):
                        continue
                    fix = spell.correction(w)
                    if fix and fix != w:
                        hits.append((i, w, fix))
            if hits:
                shown = "; ".join(f"'{w}' → '{f}'" for _, w, f in hits[:MAX_PER_FILE])
                yield finding(
                    self,
                    f"Possible typos in {name}",
                    f"Words not in the dictionary with a close correction: {shown}.",
                    [
                        Evidence(file=name, location=f"line {i + 1}", context=lines[i].strip())
                        for i, _, _ in hits[:MAX_PER_FILE]
                    ],
                    severity=0.35,
                    fix="correct the spelling",
                    kind="Possible typos in the documentation",
                    subject=name,
                )
        yield from self._labels(view, spell)

    def _labels(self, view: DatasetView, spell) -> Iterable[Finding]:
        for t in view.tables():
            col = label_column(t)
            if col is None:
                continue
            vals = t.df[col].astype(str)
            counts = vals.value_counts()
            for v, n in counts.items():
                words = [w for w in re.findall(r"[a-z]{5,}", v.lower()) if not spell.known([w])]
                fixes = [(w, spell.correction(w)) for w in words]
                fixes = [(w, f) for w, f in fixes if f and f != w and f in " ".join(counts.index).lower()]
                if fixes:
                    rows = list(vals.index[vals == v])
                    yield finding(
                        self,
                        f"Misspelled label '{v}' in {t.name}",
                        f"Label '{v}' ({n} rows) contains {', '.join(w for w, _ in fixes)}; other labels "
                        f"spell it {', '.join(f for _, f in fixes)}.",
                        row_evidence(t, rows, col),
                        severity=0.6,
                        tags=[Tag.TYPO, Tag.DATA_PROBLEM, Tag.APPARENT_CORRUPTION],
                        fix="correct the label spelling",
                    )
