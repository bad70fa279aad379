"""Small text helpers shared by the judge floor, metadata floor and catalog: tokens and lexical similarity."""

from __future__ import annotations

import math
import re
from collections import Counter

STOPWORDS = frozenset(
    [
        "a",
        "an",
        "the",
        "and",
        "or",
        "of",
        "to",
        "in",
        "on",
        "for",
        "with",
        "by",
        "from",
        "as",
        "at",
        "is",
        "are",
        "was",
        "were",
        "be",
        "been",
        "being",
        "this",
        "that",
        "these",
        "those",
        "it",
        "its",
        "into",
        "than",
        "then",
        "there",
        "their",
        "them",
        "they",
        "we",
        "you",
        "your",
        "our",
        "i",
        "he",
        "she",
        "his",
        "her",
        "not",
        "no",
        "yes",
        "do",
        "does",
        "did",
        "can",
        "could",
        "should",
        "would",
        "will",
        "shall",
        "may",
        "might",
        "must",
        "such",
        "each",
        "which",
        "who",
        "whom",
        "what",
        "when",
        "where",
        "why",
        "how",
        "all",
        "any",
        "some",
        "more",
        "most",
        "other",
        "also",
        "only",
        "find",
        "dataset",
        "datasets",
        "data",
        "set",
        "sets",
        "use",
        "used",
        "using",
        "should",
        "must",
        "contain",
        "contains",
        "containing",
        "include",
        "includes",
        "including",
        "example",
        "examples",
        "sample",
        "samples",
        "task",
        "tasks",
        "like",
        "e",
        "g",
        "eg",
        "etc",
        "around",
        "about",
        "approximately",
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
