"""Small text helpers shared by the judge floor, metadata floor and catalog: tokens and lexical similarity."""

from __future__ import annotations

import math
import re
from collections import Counter

# in alphabetical order, so a word is easy to find and is listed once
STOPWORDS = frozenset(
    [
        "a",
        "about",
        "all",
        "also",
        "an",
        "and",
        "any",
        "approximately",
        "are",
        "around",
        "as",
        "at",
        "be",
        "been",
        "being",
        "by",
        "can",
        "contain",
        "containing",
        "contains",
        "could",
        "data",
        "dataset",
        "datasets",
        "did",
        "do",
        "does",
        "e",
        "each",
        "eg",
        "etc",
        "example",
        "examples",
        "find",
        "for",
        "from",
        "g",
        "he",
        "her",
        "his",
        "how",
        "i",
        "in",
        "include",
        "includes",
        "including",
        "into",
        "is",
        "it",
        "its",
        "like",
        "may",
        "might",
        "more",
        "most",
        "must",
        "no",
        "not",
        "of",
        "on",
        "only",
        "or",
        "other",
        "our",
        "sample",
        "samples",
        "set",
        "sets",
        "shall",
        "she",
        "should",
        "some",
        "such",
        "task",
        "tasks",
        "than",
        "that",
        "the",
        "their",
        "them",
        "then",
        "there",
        "these",
        "they",
        "this",
        "those",
        "to",
        "use",
        "used",
        "using",
        "was",
        "we",
        "were",
        "what",
        "when",
        "where",
        "which",
        "who",
        "whom",
        "why",
        "will",
        "with",
        "would",
        "yes",
        "you",
        "your",
    ]
)
_WORD = re.compile(r"[\w']+", re.UNICODE)


def tokens(text: str) -> list[str]:
    return [w for w in _WORD.findall(text.lower()) if w not in STOPWORDS and len(w) > 1]


def cosine(a: str, b: str) -> float:
    """Cosine similarity of content-word counts, 0..1 (0 when either side has no content words)."""
    ca, cb = Counter(tokens(a)), Counter(tokens(b))
    if not ca or not cb:
        return 0.0
    dot = sum(ca[w] * cb[w] for w in ca)
    return dot / (math.sqrt(sum(v * v for v in ca.values())) * math.sqrt(sum(v * v for v in cb.values())))


def keywords(text: str, limit: int = 24) -> list[str]:
    """Content words in order of first appearance, de-duplicated (a BM25 query from a long demand)."""
    seen: dict[str, None] = {}
    for w in tokens(text):
        seen.setdefault(w, None)
    return list(seen)[:limit]
