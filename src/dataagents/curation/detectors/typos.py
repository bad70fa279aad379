"""Typos in documentation and in label values: dictionary spell-check (pyspellchecker) with a domain
whitelist built from the dataset itself (paper A.1.2 *typo*)."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable
from functools import cache
from itertools import combinations
from pathlib import Path
from typing import ClassVar

from dataagents.curation.dataset import DatasetView
from dataagents.curation.detectors.base import (
    MAX_COLUMNS,
    MAX_LINE,
    doc_texts,
    finding,
    label_column,
    row_evidence,
)
from dataagents.curation.report import Evidence, Finding
from dataagents.curation.taxonomy import Tag

WORD = re.compile(r"(?<![\w@/.\-])([a-z]{5,})(?![\w@/\-]|\.\w)")
MAX_PER_FILE = 8
NAME = re.compile(r"(?<![\w@/.\-])([A-Za-z][a-z]{4,})(?![\w@/\-]|\.\w)")  # words, capitalised or not
NAME_MIN_USES = 3  # a spelling used this often in the dataset's text is the intended one
HEADER_NAME = 40  # longer column names are sentences (survey questions), not names
HEADER_WORD = 5  # shorter words in column names ("Date"/"Data", "Rate"/"Race") differ by design
SCRIPT_COMMENT_EXT = {".py", ".r", ".sh", ".jl", ".rb", ".pl", ".m"}


URL = re.compile(r"\S*(://|www\.)\S*|\S+@\S+")


def _compound(word: str, spell) -> bool:
    """Two dictionary words written as one ('filenames', 'plaintext', 'filetype'): technical usage."""
    return any(spell.known([word[:i]]) and spell.known([word[i:]]) for i in range(3, len(word) - 2))


def one_slip(a: str, b: str) -> bool:
    """``a`` and ``b`` differ by one inserted, deleted, replaced or swapped neighbouring letter."""
    if a == b or abs(len(a) - len(b)) > 1:
        return False
    if len(a) == len(b):
        diff = [i for i in range(len(a)) if a[i] != b[i]]
        return len(diff) == 1 or (
            len(diff) == 2
            and diff[1] == diff[0] + 1
            and a[diff[0]] == b[diff[1]]
            and a[diff[1]] == b[diff[0]]
        )
    short, long_ = (a, b) if len(a) < len(b) else (b, a)
    return any(long_[:i] + long_[i + 1 :] == short for i in range(len(long_)))


def _inflected(a: str, b: str) -> bool:
    short, long_ = (a, b) if len(a) < len(b) else (b, a)
    return long_.startswith(short) or short.rstrip("e") + "ed" == long_ or short[:-1] + "ies" == long_


def _script_comments(view: DatasetView) -> list[tuple[str, list[str | None]]]:
    """Comment lines of scripts (roxygen, docstring-like ``#`` blocks), other lines as None: prose about
    the data lives there too, and a misspelled word in it is what users copy."""
    out = []
    for name in view.names():
        if Path(name).suffix.lower() not in SCRIPT_COMMENT_EXT:
            continue
        doc = view.text(name)
        if doc is None:
            continue
        lines = [
            ln[:MAX_LINE] if ln.lstrip().startswith("#") and not ln.startswith("#!") else None
            for ln in doc.lines
        ]
        if any(ln is not None for ln in lines):
            out.append((name, lines))
    return out


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
        texts = [(n, ls) for n, ls in doc_texts(view) if not n.lower().endswith((".yaml", ".yml", ".html"))]
        texts += _script_comments(view)
        # every word of the documentation, any case: a capitalised word one slip away from a word the
        # dataset uses again and again ("Avnegers" beside "Avengers") is a typo even if it is a name
        usage = Counter(
            w.lower()
            for _, ls in texts
            for ln in ls
            if ln is not None
            for w in NAME.findall(STRIP.sub(" ", ln))
        )
        for name, lines in texts:
            text_words = Counter(
                w for ln in lines if ln is not None for w in WORD.findall(STRIP.sub(" ", ln))
            )
            # names the document links to or titles itself with ('seaborn' in seaborn.pydata.org, a user
            # in github.com/lexman, the project in its '# heading') are names, not slips
            named = {
                t.lower()
                for ln in lines
                if ln is not None
                for m in URL.finditer(ln)
                for t in re.findall(r"[A-Za-z]{3,}", m.group(0))
            }
            heading = next((ln for ln in lines if ln is not None and ln.startswith("#")), "")
            named |= {t.lower() for t in re.findall(r"[A-Za-z]{3,}", heading)}
            hits: list[tuple[int, str, str]] = []
            fenced = False
            for i, ln in enumerate(lines):
                if ln is None:
                    continue  # not a comment line of a script
                if ln.lstrip().startswith(("```", "~~~")):
                    fenced = not fenced
                    continue
                if fenced:
                    continue  # code in a fenced block: identifiers, not prose
                for w in WORD.findall(STRIP.sub(" ", ln)):
                    if w in whitelist or text_words[w] > 2 or w in named:
                        continue  # repeated words are terminology, not slips
                    if spell.known([w]) or _compound(w, spell):
                        continue
                    fix = spell.correction(w)
                    if fix and fix != w:
                        hits.append((i, w, fix))
                for w in NAME.findall(STRIP.sub(" ", ln)):
                    low = w.lower()
                    if usage[low] > 1 or low in whitelist or spell.known([low]):
                        continue
                    fix = next(
                        (u for u, k in usage.most_common() if k >= NAME_MIN_USES and one_slip(low, u)), None
                    )
                    if fix:
                        hits.append((i, w, fix[0].upper() + fix[1:] if w[0].isupper() else fix))
            hits = list(dict.fromkeys(hits))
            if hits:
                shown = "; ".join(f"'{w}' → '{f}'" for _, w, f in hits[:MAX_PER_FILE])
                # the right spelling is used elsewhere in the dataset's own text: a slip, not a term
                backed = any(usage[f.lower()] >= 1 for _, _, f in hits)
                yield finding(
                    self,
                    f"Possible typos in {name}",
                    f"Words not in the dictionary with a close correction: {shown}.",
                    [
                        Evidence(file=name, location=f"line {i + 1}", context=lines[i].strip())
                        for i, _, _ in hits[:MAX_PER_FILE]
                    ],
                    severity=0.35,
                    confidence=0.55 if backed else 0.35,
                    fix="correct the spelling",
                    kind="Possible typos in the documentation",
                    subject=name,
                )
        yield from self._labels(view, spell)
        yield from self._headers(view)

    def _headers(self, view: DatasetView) -> Iterable[Finding]:
        """Column names that spell a shared word two ways (``Sepal_Width`` beside ``Septal_Length``): one
        slip apart, neither a plural or inflection of the other."""
        for t in view.tables():
            # names, not sentences: survey questions as headers use ordinary words that differ by a letter
            cols = [
                str(c)
                for c in t.df.columns[:MAX_COLUMNS]
                if not re.fullmatch(r"col_\d+", str(c))
                and len(str(c)) <= HEADER_NAME
                and len(str(c).split()) <= 3
            ]
            words: dict[str, set[str]] = {}
            for c in cols:
                for w in re.findall(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])", c):
                    if len(w) >= HEADER_WORD:
                        words.setdefault(w.lower(), set()).add(c)
            pairs = [
                (a, b)
                for a, b in combinations(sorted(words), 2)
                if one_slip(a, b) and not _inflected(a, b) and words[a] != words[b]
            ]
            if not pairs:
                continue
            desc = "; ".join(
                f"{sorted(words[a])[0]!r} spells '{a}', {sorted(words[b])[0]!r} spells '{b}'"
                for a, b in pairs[:3]
            )
            yield finding(
                self,
                f"Column names of {t.name} spell a word two ways",
                f"Column names one letter apart in a shared word: {desc}. One of them is likely misspelled, "
                "which breaks code that selects the columns by name.",
                [Evidence(file=t.name, location="line 1 (header)", context=t.header_context())],
                severity=0.5,
                confidence=0.6,
                tags=[Tag.TYPO, Tag.DATA_PROBLEM],
                fix="spell the column names the same way",
            )

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
