"""How a kind of thing said in a request is written in a column of free text.

A request names kinds in everyday words ("three for three-pointers, jump shot for any jumper"); the text it is
looked for in writes them its own way ("three point jumper", "3pt Shot", "Jump Shot"). Each way is read from the
column's own words, never from a list of domains: the keyword as said when the text holds it, else its words as the
text writes them (a doer's noun by its verb, "pointer" -> "point"; a hyphen as a space), and a number word with the
words after it run together and cut short ("three point" -> "3pt", "four-wheel drive" -> "4wd").
"""

from __future__ import annotations

import functools
import itertools
import re

import pandas as pd

from dataagents.governance.schema_link import NUMBER_WORDS, stem


def _found(texts: pd.Series, pattern: str) -> bool:
    return bool(texts.str.contains(pattern, regex=True).any())


def _phrase_pattern(phrase: str) -> str:
    """A phrase at a word start, its words apart by spaces or hyphens."""
    return r"\b" + r"[\s-]+".join(re.escape(w) for w in phrase.split())


class ColumnWords:
    """The words of a column's texts (case folded), read once and only when a form needs them: each word, and each
    two words that stand next to each other."""

    def __init__(self, texts: pd.Series) -> None:
        self.texts = texts

    @functools.cached_property
    def said(self) -> list[list[str]]:
        return [re.findall(r"[a-z0-9]+", value) for value in self.texts]

    @functools.cached_property
    def vocabulary(self) -> set[str]:
        return {w for words in self.said for w in words}

    @functools.cached_property
    def pairs(self) -> set[tuple[str, str]]:
        return {pair for words in self.said for pair in itertools.pairwise(words)}


def _base_of_doer(word: str, words: ColumnWords) -> str | None:
    """The verb a doer's noun is made from, as the text writes it: jumper -> jump, driver -> drive, runner -> run."""
    if len(word) < 5 or not word.endswith("er"):
        return None
    base = word[:-2]
    for candidate in (base, base + "e", base[:-1] if len(base) > 2 and base[-1] == base[-2] else ""):
        if candidate and candidate in words.vocabulary:
            return candidate
    return None


def _cut_short(word: str) -> str:
    """A word written cut short: its first letter, then any of its later letters in order ("point" -> p, pt, pnt)."""
    return re.escape(word[0]) + "".join(f"(?:{re.escape(c)})?" for c in word[1:])


def keywords_as_written(
    texts: pd.Series, keyword: str, label: str, words: ColumnWords | None = None
) -> list[str]:
    """The forms of ``keyword`` that ``texts`` (the column's values, case folded) write, each a keyword of its own;
    the keyword as said when nothing else is found. ``label`` is the label the keyword is for: a doer's noun said
    and found ("any jumper") also stands for its verb only where the label says that verb ("jump shot"). ``words``
    are the texts' words when the caller reads several keywords over the same column."""
    words = words or ColumnWords(texts)
    said = keyword.casefold()
    said_words = [w for w in re.split(r"[\s-]+", said) if w]
    if not said_words:
        return [keyword]
    said_words[-1] = stem(said_words[-1])
    as_said = _found(texts, _phrase_pattern(said)) or _found(texts, _phrase_pattern(" ".join(said_words)))
    forms: list[str] = [keyword] if as_said else []
    bases = [_base_of_doer(w, words) for w in said_words]
    if as_said:
        label_words = {stem(w) for w in re.findall(r"[a-z]+", label.casefold())}
        forms += [b for b in bases if b and b in label_words and len(said_words) == 1]
        return forms
    written = [b or w for b, w in zip(bases, said_words, strict=True)]
    for phrase in dict.fromkeys((" ".join(said_words), " ".join(written))):
        if _found(texts, _phrase_pattern(phrase)):
            forms.append(phrase)
    joined = "".join(said_words)
    if len(said_words) >= 2 and joined in words.vocabulary:
        forms.append(joined)  # "log in" written "login"
    if len(said_words) == 1:
        # "login" written "log in", "e-mail" written "email"
        forms += [
            f"{a} {b}"
            for a, b in sorted(words.pairs)
            if a + b == joined and min(len(a), len(b)) >= 2 and _found(texts, _phrase_pattern(f"{a} {b}"))
        ]
    numbers = {w: int(v) for w, v in NUMBER_WORDS.items() if float(v).is_integer() and 0 <= v < 100}
    if len(written) >= 2 and any(w in numbers for w in written):
        run_together = re.compile(
            "".join(f"(?:{numbers[w]}|{w})" if w in numbers else _cut_short(w) for w in written)
        )
        forms += sorted(
            w
            for w in words.vocabulary
            if any(c.isdigit() for c in w) and w not in forms and run_together.fullmatch(w)
        )
    return forms or [keyword]
