"""Retrieval that matches every dimension of a demand, and an honest "nothing suitable found".

Two stages:

1. **Recall and relevance**: the catalog's own BM25 (SQLite FTS5 for local catalogs, ``bm25s`` for the Hub)
   proposes candidates; a TF-IDF model (scikit-learn) fitted on the whole catalog gives a cosine in [0, 1], which,
   unlike BM25, is comparable across demands and so can carry a threshold. With the sentence embeddings
   (``embed``: wordllama, weights inside its wheel) the nearest cards by embedding are a third list, their cosine
   is half the similarity, and a demand's topic word counts as covered by a card word of the same meaning
   (``SYNONYM``).
2. **Dimension checks**: the demand is read for what it says about task type, language or language pair, label
   set, output format, topic (domain), size and licence; each candidate's card header (``task_type``, ``input``,
   ``output``, ``license`` ...) is read the same way. A dimension the demand names and the card contradicts is
   a *mismatch* (a different language pair or label set is not a near miss); one either side leaves unsaid is
   unknown and costs nothing. A candidate is suitable when it has no mismatch and its relevance reaches
   ``THRESHOLD_DENSE`` with the embeddings, ``THRESHOLD`` without (each calibrated on the dev split of
   ``suites/discovery_demands``; see its README).

The rules read meaning (task words, language names and ISO codes, label words), never particular demands.
"""

from __future__ import annotations

import re
import weakref
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from dataagents.discovery.catalog.base import Catalog, CatalogEntry
from dataagents.discovery.demand import (
    FAMILY,
    LANGUAGES,
    Profile,
    analyzer,
    labels_in,
    languages_in,
    read_demand,
    stem,
    task_family,
    topic_words,
)
from dataagents.discovery.embed import embed, embedder
from dataagents.discovery.errors import CatalogError
from dataagents.discovery.text import STOPWORDS

__all__ = [
    "FAMILY",
    "LANGUAGES",
    "THRESHOLD",
    "Candidate",
    "Profile",
    "analyzer",
    "labels_in",
    "languages_in",
    "nothing_suitable",
    "rank_candidates",
    "read_demand",
    "read_entry",
    "stem",
    "task_family",
    "topic_words",
]

# Calibrated on the dev split of suites/discovery_demands (benchmarks/discovery_demands.py --calibrate): the midpoint
# between the lowest relevance of a right answer (0.55) and the highest of a mismatch-free candidate for a demand
# with nothing suitable (0.38).
THRESHOLD = 0.46
# the same, when the embeddings take part in relevance (calibrated the same way)
THRESHOLD_DENSE = 0.50
# two words mean the same when their embeddings are this close: with wordllama film/movie 0.84, legal/law 0.61;
# related but not the same, weather/temperature 0.56, diabetes/glucose 0.51, automobiles/cars 0.48
SYNONYM = 0.6
RECALL_K = 30  # candidates taken from each lexical ranker before the dimension checks


def _header(entry: CatalogEntry) -> dict[str, str]:
    out: dict[str, str] = {}
    for line in entry.card.splitlines()[:20]:
        m = re.match(r"^([a-z_]+)\s*:\s*(.*)$", line.strip())
        if m:
            out[m.group(1)] = m.group(2)
    return out


def read_entry(entry: CatalogEntry) -> Profile:
    """The entry's profile from its card header; a card without one (R help pages) leaves dimensions unknown."""
    head = _header(entry)
    fam = FAMILY.get(entry.task_type, "")
    in_langs, out_langs = languages_in(head.get("input", "")), languages_in(head.get("output", ""))
    langs = [*in_langs, *[c for c in out_langs if c not in in_langs]]
    pair = frozenset(langs[:2]) if fam == "translation" and len(langs) >= 2 else None
    labels, n_labels = labels_in(head.get("output", "")) if fam == "classification" else (None, None)
    out_text = head.get("output", "").lower()
    number = None
    if out_text:
        number = bool(re.search(r"\b(?:integer|number|numeric|digits?)\b", out_text))
    return Profile(
        family=fam,
        languages=langs,
        pair=pair,
        labels=labels,
        n_labels=n_labels or (len(labels) if labels else None),
        number_output=number,
        licence=entry.license.lower(),
    )


# ------------------------------------------------------------------------------------------------- comparing


@dataclass
class Candidate:
    id: str
    title: str
    relevance: float  # TF-IDF cosine blended with topic coverage, in [0, 1]
    matches: list[str] = field(default_factory=list)
    mismatches: list[str] = field(default_factory=list)  # "dimension: why"
    suitable: bool = False
    coverage: float = 0.0  # share (rarity-weighted) of the demand's topic words the card has
    threshold: float = THRESHOLD  # the relevance it had to reach (lexical or with the embeddings)

    @property
    def score(self) -> float:
        return self.relevance + 0.05 * len(self.matches)

    def why(self) -> str:
        if self.mismatches:
            return "; ".join(self.mismatches)
        if not self.suitable:
            return f"relevance {self.relevance:.2f} below the threshold {self.threshold}"
        return "matches: " + ", ".join(self.matches or ["topic"])


def _lang_names(codes: Any, ordered: bool = False) -> str:
    """ "English-French"; a demand's own order is kept (``ordered``), a set is sorted for stable messages."""
    names = {v: k.capitalize() for k, v in reversed(list(LANGUAGES.items()))}
    return "-".join(names.get(c, c) for c in (codes if ordered else sorted(codes)))


_PERMISSIVE = ("cc0", "cc-by", "cc by", "mit", "apache", "bsd", "public domain")


def compare(
    want: Profile, have: Profile, entry: CatalogEntry, coverage: float
) -> tuple[list[str], list[str]]:
    """(matches, mismatches) of an entry against a demand, dimension by dimension."""
    ok: list[str] = []
    bad: list[str] = []
    if have.table and want.family in ("translation", "summarization", "multiple-choice"):
        bad.append(f"task: the demand asks for {want.family}, the dataset is a table of values, not text")
    elif have.table and want.languages:
        bad.append(f"language: wants {_lang_names(want.languages)} text, the dataset is a table of values")
    elif want.languages and not have.languages and not have.family:
        # a card without a header (R help page, Hub README): the languages must at least be named in it
        named = languages_in(entry.card)
        missing = [c for c in want.languages if c not in named]
        if missing:
            bad.append(f"language: wants {_lang_names(missing)}, the card names none")
    if want.family and have.family:
        if want.family == have.family:
            ok.append("task")
        else:
            bad.append(f"task: the demand asks for {want.family}, the dataset is {entry.task_type}")
    if want.pair is not None and have.family == "translation":
        if have.pair == want.pair:
            ok.append("language pair")
        else:
            have_p = _lang_names(have.pair) if have.pair else "unknown"
            bad.append(f"language pair: wants {_lang_names(want.languages[:2], True)}, has {have_p}")
    elif want.languages and have.languages:
        missing = [c for c in want.languages if c not in have.languages]
        if want.family == "translation" and have.family == "translation" and len(want.languages) == 1:
            missing = [] if want.languages[0] in have.languages else missing
        if missing:
            bad.append(f"language: wants {_lang_names(missing)}, has {_lang_names(have.languages)}")
        else:
            ok.append("language")
    if want.labels is not None and have.labels is not None:
        if want.labels == have.labels:
            ok.append("label set")
        else:
            bad.append(
                f"label set: wants {'/'.join(sorted(want.labels))}, has {'/'.join(sorted(have.labels))}"
            )
    elif (
        want.labels is not None
        and want.family in ("classification", "")
        and have.family not in ("classification", "")
    ):
        bad.append(f"label set: wants labels {'/'.join(sorted(want.labels))}, the dataset has none")
    elif want.n_labels is not None and have.n_labels is not None and want.n_labels != have.n_labels:
        bad.append(f"label set: wants {want.n_labels} classes, has {have.n_labels}")
    if want.number_output and have.number_output is False:
        bad.append("output format: wants a number, the dataset answers in words")
    elif want.number_output and have.number_output:
        ok.append("output format")
    if want.min_size and entry.n_records and entry.n_records < want.min_size:
        bad.append(f"size: wants at least {want.min_size}, has {entry.n_records}")
    if want.licence:
        lic = have.licence
        if not lic or lic.startswith("see "):
            pass  # unknown licence: said in the candidate list, not a mismatch
        elif (want.licence == "permissive" and lic.startswith(_PERMISSIVE)) or want.licence in lic:
            ok.append("licence")
        else:
            bad.append(f"licence: wants {want.licence}, has {have.licence}")
    if coverage < 0.34:
        bad.append(f"domain: the card covers {coverage:.0%} of the demand's topic words")
    else:
        ok.append("domain")
    return ok, bad


# ------------------------------------------------------------------------------------------------- ranking


class _Index:
    """TF-IDF over every card of a catalog that can list its ids (local catalogs), fitted once per catalog; the
    dense parts (card embeddings, the catalog's vocabulary embedded word by word) are made on first use."""

    def __init__(self, catalog: Catalog) -> None:
        from sklearn.feature_extraction.text import TfidfVectorizer

        ids = list(catalog.ids()) if hasattr(catalog, "ids") else []
        self.ids = ids
        self.texts = [_entry_text(catalog.get(i)) for i in ids]
        self.vec = TfidfVectorizer(analyzer=analyzer, sublinear_tf=True)
        self.matrix = self.vec.fit_transform(self.texts) if ids else None
        self._dense: np.ndarray | None = None
        self._vocab: Vocabulary | None = None

    def dense(self, model: Any) -> np.ndarray:
        if self._dense is None:
            self._dense = embed(model, self.texts)
        return self._dense

    def vocabulary(self, model: Any) -> Vocabulary:
        if self._vocab is None:
            self._vocab = Vocabulary(model, self.texts)
        return self._vocab


class Vocabulary:
    """The words of a set of cards, embedded one by one, to find which of them mean what a demand's word means."""

    def __init__(self, model: Any, texts: list[str]) -> None:
        words = sorted({w for t in texts for w in _plain_words(t)})
        self.words = words
        self.matrix = embed(model, words)

    def synonyms(self, model: Any, words: list[str]) -> list[set[str]]:
        """For each word, the stems of the card words at least ``SYNONYM`` close to it ("film" -> "movie");
        one embedding call for all of them."""
        if not self.words or not words:
            return [set() for _ in words]
        sims = self.matrix @ embed(model, words).T
        return [
            {stem(self.words[i]) for i in np.flatnonzero(sims[:, j] >= SYNONYM)} for j in range(len(words))
        ]


def _plain_words(text: str) -> list[str]:
    return [w for w in re.findall(r"[a-z][a-z']+", text.lower()) if len(w) > 2 and w not in STOPWORDS]


_INDEXES: weakref.WeakKeyDictionary[Any, _Index] = weakref.WeakKeyDictionary()


def _entry_text(entry: CatalogEntry) -> str:
    # the title and header say what the set is; R help pages run long, so their prose is cut to its start
    return f"{entry.id.replace('-', ' ')} {entry.title} {entry.title} {entry.card[:3000]}"


def _index(catalog: Catalog) -> _Index | None:
    try:
        idx = _INDEXES.get(catalog)
        if idx is None:
            idx = _Index(catalog)
            _INDEXES[catalog] = idx
        return idx if idx.matrix is not None else None
    except TypeError:  # not weak-referenceable: no cache
        idx = _Index(catalog)
        return idx if idx.matrix is not None else None


def _is_table(catalog: Catalog, entry: CatalogEntry) -> bool:
    """Records made of short values only (numbers, category codes) are a table, not text: a translation or
    summarization demand cannot be met from it whatever its card says."""
    try:
        rows = catalog.load_records(entry.id, limit=5)
    except CatalogError:
        return False
    values = [str(v) for r in rows for v in r.values()]
    return bool(values) and all(len(v) <= 30 and len(v.split()) <= 3 for v in values)


def rank_candidates(
    demand: str, catalog: Catalog, k: int = RECALL_K, *, dense: bool | None = None
) -> list[Candidate]:
    """Every candidate the rankers propose (TF-IDF, the catalog's BM25, and the embeddings when ``dense``),
    checked dimension by dimension: suitable ones first (by score), then the rest (nearest first), each with
    why it fails. ``dense=None`` uses the embedding model when it is installed."""
    from sklearn.metrics.pairwise import cosine_similarity

    model = embedder() if dense is not False else None
    threshold = THRESHOLD_DENSE if model is not None else THRESHOLD
    want = read_demand(demand)
    topic = topic_words(demand)
    cos: dict[str, float] = {}
    near: dict[str, float] = {}
    idx = _index(catalog)
    # topic words weigh by their rarity in the catalog: missing "bitcoin" or "history" counts for more than
    # missing "daily" or "world"; a word no card has weighs the most
    weight = {t: 1.0 for t in topic}
    query = embed(model, [demand])[0] if model is not None else None
    if idx is not None:
        vocab, idf = idx.vec.vocabulary_, idx.vec.idf_
        top_idf = float(idf.max()) if len(idf) else 1.0
        weight = {t: float(idf[vocab[t]]) if t in vocab else top_idf + 1.0 for t in topic}
        sims = cosine_similarity(idx.vec.transform([demand]), idx.matrix)[0]
        for i in sims.argsort()[::-1][:k]:
            if sims[i] > 0:
                cos[idx.ids[i]] = float(sims[i])
        if model is not None and query is not None:
            dsims = idx.dense(model) @ query
            near = {idx.ids[i]: float(dsims[i]) for i in range(len(idx.ids))}
    hits = catalog.search(demand, k)  # a catalog that cannot be searched is the caller's failure to report
    by_dense = sorted(near, key=lambda i: -near[i])[:k]
    ids = list(dict.fromkeys([*cos, *(h.id for h in hits), *by_dense]))
    entries = {}
    for ds_id in ids:
        try:
            entries[ds_id] = catalog.get(ds_id)
        except CatalogError:
            continue
    # a topic word is covered by the card's own word or by one meaning the same ("film" for "movie")
    synonyms: dict[str, set[str]] = {}
    if model is not None and topic:
        words = (
            idx.vocabulary(model)
            if idx is not None
            else Vocabulary(model, [_entry_text(e) for e in entries.values()])
        )
        raw = {stem(w): w for w in _plain_words(demand)}
        asked = [t for t in topic if t in raw]
        synonyms = dict(zip(asked, words.synonyms(model, [raw[t] for t in asked]), strict=True))
    out: list[Candidate] = []
    for ds_id, entry in entries.items():
        text = _entry_text(entry)
        stems = set(analyzer(text))
        total = sum(weight.values())
        coverage = (
            sum(w for t, w in weight.items() if t in stems or synonyms.get(t, set()) & stems) / total
            if total
            else 1.0
        )
        c = cos.get(ds_id)
        if c is None:  # a backend without a full index (the Hub): fit on this candidate alone
            c = _pair_cosine(demand, text)
        if model is not None and query is not None:
            d = near[ds_id] if ds_id in near else float(embed(model, [text])[0] @ query)
            rel = 0.25 * c + 0.25 * max(d, 0.0) + 0.5 * coverage
        else:
            rel = 0.5 * c + 0.5 * coverage
        have = read_entry(entry)
        if not have.family and not entry.template and entry.backend in ("local", "folder"):
            have.table = _is_table(catalog, entry)
        ok, bad = compare(want, have, entry, coverage)
        cand = Candidate(
            id=ds_id,
            title=entry.title,
            relevance=rel,
            matches=ok,
            mismatches=bad,
            coverage=coverage,
            threshold=threshold,
        )
        cand.suitable = not bad and rel >= threshold
        out.append(cand)
    out.sort(key=lambda c: (not c.suitable, -c.score, c.id))
    return out


def _pair_cosine(a: str, b: str) -> float:
    ta, tb = set(analyzer(a)), set(analyzer(b))
    return len(ta & tb) / ((len(ta) * len(tb)) ** 0.5) if ta and tb else 0.0


def nothing_suitable(cands: list[Candidate], n: int = 3) -> list[str]:
    """Lines naming the nearest candidates and why each fails (for the trace and the command's output)."""
    return [f"{c.id} ({c.relevance:.2f}): {c.why()}" for c in cands[:n]]
