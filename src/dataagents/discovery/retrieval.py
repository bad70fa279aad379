"""Retrieval that matches every dimension of a demand, and an honest "nothing suitable found".

Two stages:

1. **Lexical recall and relevance**: the catalog's own BM25 (SQLite FTS5 for local catalogs) proposes
   candidates; a TF-IDF model (scikit-learn) fitted on the whole catalog gives a cosine in [0, 1], which, unlike
   BM25, is comparable across demands and so can carry a threshold. No embedding model ships inside an
   installed PyPI package here, so none is used.
2. **Dimension checks**: the demand is read for what it says about task type, language or language pair, label
   set, output format, topic (domain), size and licence; each candidate's card header (``task_type``, ``input``,
   ``output``, ``license`` ...) is read the same way. A dimension the demand names and the card contradicts is
   a *mismatch* (a different language pair or label set is not a near miss); one either side leaves unsaid is
   unknown and costs nothing. A candidate is suitable when it has no mismatch and its relevance reaches
   ``THRESHOLD`` (calibrated on the dev split of ``suites/discovery_demands``; see its README).

The rules read meaning (task words, language names and ISO codes, label words), never particular demands.
"""

from __future__ import annotations

import re
import weakref
from dataclasses import dataclass, field
from typing import Any

from dataagents.discovery.catalog.base import Catalog, CatalogEntry
from dataagents.discovery.errors import CatalogError
from dataagents.discovery.text import STOPWORDS

# Calibrated on the dev split of suites/discovery_demands (benchmarks/discovery_demands.py --calibrate): the midpoint
# between the lowest relevance of a right answer (0.55) and the highest of a mismatch-free candidate for a demand
# with nothing suitable (0.38).
THRESHOLD = 0.46
RECALL_K = 30  # candidates taken from each lexical ranker before the dimension checks

LANGUAGES: dict[str, str] = {
    "english": "en",
    "french": "fr",
    "spanish": "es",
    "german": "de",
    "italian": "it",
    "portuguese": "pt",
    "dutch": "nl",
    "russian": "ru",
    "chinese": "zh",
    "mandarin": "zh",
    "japanese": "ja",
    "korean": "ko",
    "arabic": "ar",
    "hindi": "hi",
    "turkish": "tr",
    "polish": "pl",
    "swedish": "sv",
    "greek": "el",
    "vietnamese": "vi",
    "indonesian": "id",
}
_CODES = frozenset(LANGUAGES.values())
# two ISO codes joined as a pair ("en-fr", "en->fr", "en→fr", "en/fr", "en_fr"); bare codes are too ambiguous
_CODE_PAIR = re.compile(r"\b([a-z]{2})\s*(?:->|→|>|-|/|_|2)\s*([a-z]{2})\b")

# Task families: a demand's family and a card's must agree. Free-text QA and generation are one family (a
# question answered in words and an instruction answered in words are the same fine-tuning shape).
FAMILY: dict[str, str] = {
    "translation": "translation",
    "summarization": "summarization",
    "multiple-choice": "multiple-choice",
    "text-classification": "classification",
    "question-answering": "free-text",
    "text-generation": "free-text",
}
# Cue patterns per family, checked in this order (a "multiple-choice question" is multiple choice, not QA).
_TASK_CUES: list[tuple[str, re.Pattern[str]]] = [
    ("translation", re.compile(r"\btranslat|\bparallel (?:corpus|sentences|text)|\bbilingual\b|\bmt\b")),
    ("summarization", re.compile(r"\bsummar|\bheadlines?\b|\btl;?dr\b|\bcondense")),
    (
        "multiple-choice",
        re.compile(
            r"multiple[- ]choice|\b(?:answer |four |three |five )?options?\b|\bchoices\b|\ba\s*(?:-|to)\s*d\b"
        ),
    ),
    (
        "classification",
        re.compile(
            r"\bclassif|\bsort(?:ed|ing)?\b(?:\W+\w+){0,4}\W+into\b|\blabell?ed\b|\blabels?\b|\bsentiment\b|\bcategori[sz]|\bspam\b|\bwhether\b"
            r"|\byes or no\b|\byes/no\b|\btrue or false\b|\bstar rating\b|\bclasses\b"
        ),
    ),
    (
        "free-text",
        re.compile(r"\bquestions?\b|\banswer|\bq&a\b|\bqa\b|\btrivia\b|\bexpand|\bgenerat|\bwrite\b"),
    ),
]

_NUMBER_WORDS = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "ten": 10, "binary": 2}
# words that describe the request, not its topic: left out of the topic (domain) comparison
_REQUEST_WORDS = frozenset(
    [
        "need",
        "want",
        "looking",
        "dataset",
        "datasets",
        "data",
        "set",
        "corpus",
        "collection",
        "examples",
        "example",
        "pairs",
        "pair",
        "sample",
        "samples",
        "train",
        "training",
        "fine",
        "tune",
        "tuning",
        "finetune",
        "model",
        "models",
        "small",
        "large",
        "few",
        "hundred",
        "thousand",
        "short",
        "simple",
        "classic",
        "label",
        "labels",
        "labelled",
        "labeled",
        "labelling",
        "classify",
        "classifier",
        "classification",
        "class",
        "classes",
        "category",
        "categories",
        "task",
        "tasks",
        "text",
        "texts",
        "sentence",
        "sentences",
        "phrase",
        "phrases",
        "question",
        "questions",
        "answer",
        "answers",
        "answered",
        "answering",
        "translation",
        "translations",
        "translate",
        "translated",
        "parallel",
        "summary",
        "summaries",
        "summarise",
        "summarize",
        "summarization",
        "multiple",
        "choice",
        "option",
        "options",
        "quiz",
        "like",
        "such",
        "given",
        "each",
        "use",
        "using",
        "one",
        "two",
        "three",
        "four",
        "five",
        "positive",
        "negative",
        "yes",
        "no",
        "sentiment",
        "binary",
        "rating",
        "star",
        "stars",
        "kind",
        "type",
        "types",
        "about",
        "into",
        "between",
        "based",
        "tell",
        "apart",
    ]
)


def stem(word: str) -> str:
    """A light stemmer: plural and verb endings off, then a six-letter prefix, so "summaries" meets
    "summarization" and "measurements" meets "measure" without a stemming dependency."""
    w = word.lower().strip("'")
    for suf in ("'s", "ies", "es", "s"):
        if w.endswith(suf) and len(w) - len(suf) >= 3:
            w = w[: -len(suf)] + ("y" if suf == "ies" else "")
            break
    return w[:6]


def _words(text: str) -> list[str]:
    return re.findall(r"[a-z][a-z0-9']+", text.lower())


def analyzer(text: str) -> list[str]:
    """TF-IDF tokens: stemmed words, stopwords out."""
    return [stem(w) for w in _words(text) if w not in STOPWORDS and len(w) > 1]


# --------------------------------------------------------------------------------------------------- reading


@dataclass
class Profile:
    """What a demand asks for, or what a catalog entry offers, along the dimensions compared."""

    family: str = ""  # task family ("" = unsaid)
    languages: list[str] = field(default_factory=list)  # ISO codes in order of mention
    pair: frozenset[str] | None = None  # a translation's language pair
    labels: frozenset[str] | None = None
    n_labels: int | None = None
    number_output: bool | None = None  # True: a number; False: said and not a number; None: unsaid
    min_size: int | None = None
    licence: str = ""  # a licence family the demand needs ("permissive", "cc0", "gpl", ...)
    table: bool = False  # an entry whose records are short values (measurements, categories), not text


def languages_in(text: str) -> list[str]:
    """ISO codes of the languages a text names (names, or code pairs like en-fr), in order of mention."""
    low = text.lower()
    found: list[tuple[int, str]] = []
    for name, code in LANGUAGES.items():
        for m in re.finditer(rf"\b{name}\b", low):
            found.append((m.start(), code))
    for m in _CODE_PAIR.finditer(low):
        if m.group(1) in _CODES and m.group(2) in _CODES and m.group(1) != m.group(2):
            found += [(m.start(1), m.group(1)), (m.start(2), m.group(2))]
    out: list[str] = []
    for _, code in sorted(found):
        if code not in out:
            out.append(code)
    return out


_LANG_ALT = "|".join(LANGUAGES)
# two languages joined as a direction or a pair ("English to French", "English-Spanish", "fr/es"): translation
_LANG_PAIR = re.compile(rf"\b(?:{_LANG_ALT})\s*(?:-|–|/|→|->|\bto\b|\binto\b)\s*(?:{_LANG_ALT})\b")


def task_family(text: str) -> str:
    """The task family a text asks for, from cue words; "" when it says none."""
    low = text.lower()
    if _LANG_PAIR.search(low) or (_CODE_PAIR.search(low) and len(languages_in(low)) >= 2):
        return "translation"
    for family, cue in _TASK_CUES:
        if cue.search(low):
            return family
    return ""


_LABEL_WORD = r"[a-z][a-z'-]{1,20}"
_LABEL_CUE = re.compile(
    r"(?:\blabel\w*|\bclass\w*|\bcategor\w*|\bsentiment|\btagged|\bmarked|\bjudged|\bas|\binto|\banswer\w*|:)\W*"
    r"(?:\w+\W+){0,2}$"
)
# pairs that are label sets wherever they stand
_POLAR = re.compile(r"\byes\b.*\bno\b|\btrue\b.*\bfalse\b|\bpositive\b.*\bnegative\b")
_STOP_LABELS = STOPWORDS - {"yes", "no"} | {"labels", "label", "classes", "class", "sentiment", "labelled"}


def labels_in(text: str) -> tuple[frozenset[str] | None, int | None]:
    """A label set a text names ("positive or negative", "spam/ham", "positive, neutral or negative",
    "1-5 stars") and a class count it states ("three classes", "binary"); None where unsaid."""
    low = text.lower()
    m = re.search(r"\b(\d)\s*(?:-|to)\s*(\d+)\s*[- ]?stars?\b|\b(\d)\s*[- ]?star\b", low)
    if m and m.group(1):
        return frozenset(str(i) for i in range(int(m.group(1)), int(m.group(2)) + 1)), None
    if m:
        return frozenset(str(i) for i in range(1, int(m.group(3)) + 1)), None
    labels: frozenset[str] | None = None
    lst = re.search(rf"\b({_LABEL_WORD}(?:\s*,\s*{_LABEL_WORD})+),?\s+(?:or|and)\s+({_LABEL_WORD})\b", low)
    pair = re.search(rf"\b({_LABEL_WORD})\s*(?:\bor\b|/|\bvs\.?\b|\bversus\b)\s*({_LABEL_WORD})\b", low)
    # words only count as labels right after a label cue, else "carat, cut, colour and clarity", "input/output"
    # or "two or three steps" would be label sets
    cands: list[str] = []
    if lst and _LABEL_CUE.search(low[max(0, lst.start() - 60) : lst.start()]):
        cands = [*re.split(r"\s*,\s*", lst.group(1)), lst.group(2)]
    elif pair and (
        _LABEL_CUE.search(low[max(0, pair.start() - 60) : pair.start()]) or _POLAR.search(pair.group(0))
    ):
        cands = [pair.group(1), pair.group(2)]
    cands = [
        c
        for c in cands
        if c not in LANGUAGES and c not in _STOP_LABELS and c not in _NUMBER_WORDS and not c.isdigit()
    ]
    if len(cands) >= 2:
        labels = frozenset(cands)
    n = None
    m = re.search(
        r"\b(binary|two|three|four|five|six|seven|ten|\d+)[- ](?:classes|labels|categories|way)\b", low
    )
    if m:
        g = m.group(1)
        n = int(g) if g.isdigit() else _NUMBER_WORDS[g]
    elif re.search(r"\bbinary\b", low):
        n = 2
    return labels, n


def read_demand(demand: str) -> Profile:
    low = demand.lower()
    fam = task_family(demand)
    langs = languages_in(demand)
    labels, n_labels = labels_in(demand)
    size = re.search(r"\b(?:at least|minimum of|more than|over)\s+([\d,]+)\s*(?:k\b)?", low)
    min_size = int(size.group(1).replace(",", "")) if size else None
    lic = ""
    for word, fam_l in (
        ("cc0", "cc0"),
        ("public domain", "cc0"),
        ("commercial", "permissive"),
        ("permissive", "permissive"),
        ("mit licen", "permissive"),
        ("apache", "permissive"),
        ("gpl", "gpl"),
    ):
        if word in low:
            lic = fam_l
            break
    # a number as the *answer* ("answered with a number", "integer answers"), not a number in the topic
    number = (
        True
        if re.search(
            r"\b(?:answer\w*|output|reply|respond\w*)\b\W+(?:\w+\W+){0,3}?(?:a number|an integer|integer|numeric)\b"
            r"|\b(?:integer|numeric|numerical)\s+(?:answers?|outputs?)\b|\bnumbers? only\b",
            low,
        )
        else None
    )
    return Profile(
        family=fam,
        languages=langs,
        pair=frozenset(langs[:2]) if fam == "translation" and len(langs) >= 2 else None,
        labels=labels,
        n_labels=n_labels,
        number_output=number,
        min_size=min_size,
        licence=lic,
    )


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


def topic_words(demand: str) -> list[str]:
    """The demand's topic words (stemmed): what is left once request, task, label and language words are out."""
    out = []
    for w in _words(demand):
        if w in STOPWORDS or w in _REQUEST_WORDS or w in LANGUAGES or len(w) < 3 or w.isdigit():
            continue
        s = stem(w)
        if s not in out:
            out.append(s)
    return out


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

    @property
    def score(self) -> float:
        return self.relevance + 0.05 * len(self.matches)

    def why(self) -> str:
        if self.mismatches:
            return "; ".join(self.mismatches)
        if not self.suitable:
            return f"relevance {self.relevance:.2f} below the threshold {THRESHOLD}"
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
    """TF-IDF over every card of a catalog that can list its ids (local catalogs), fitted once per catalog."""

    def __init__(self, catalog: Catalog) -> None:
        from sklearn.feature_extraction.text import TfidfVectorizer

        ids = list(catalog.ids()) if hasattr(catalog, "ids") else []
        self.ids = ids
        self.texts = [_entry_text(catalog.get(i)) for i in ids]
        self.vec = TfidfVectorizer(analyzer=analyzer, sublinear_tf=True)
        self.matrix = self.vec.fit_transform(self.texts) if ids else None


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


def rank_candidates(demand: str, catalog: Catalog, k: int = RECALL_K) -> list[Candidate]:
    """Every candidate the lexical rankers propose, checked dimension by dimension: suitable ones first (by
    score), then the rest (nearest first), each with why it fails."""
    from sklearn.metrics.pairwise import cosine_similarity

    want = read_demand(demand)
    topic = topic_words(demand)
    cos: dict[str, float] = {}
    idx = _index(catalog)
    # topic words weigh by their rarity in the catalog: missing "bitcoin" or "history" counts for more than
    # missing "daily" or "world"; a word no card has weighs the most
    weight = {t: 1.0 for t in topic}
    if idx is not None:
        vocab, idf = idx.vec.vocabulary_, idx.vec.idf_
        top_idf = float(idf.max()) if len(idf) else 1.0
        weight = {t: float(idf[vocab[t]]) if t in vocab else top_idf + 1.0 for t in topic}
        sims = cosine_similarity(idx.vec.transform([demand]), idx.matrix)[0]
        for i in sims.argsort()[::-1][:k]:
            if sims[i] > 0:
                cos[idx.ids[i]] = float(sims[i])
    hits = catalog.search(demand, k)  # a catalog that cannot be searched is the caller's failure to report
    ids = list(dict.fromkeys([*cos, *(h.id for h in hits)]))
    out: list[Candidate] = []
    for ds_id in ids:
        try:
            entry = catalog.get(ds_id)
        except CatalogError:
            continue
        text = _entry_text(entry)
        stems = set(analyzer(text))
        total = sum(weight.values())
        coverage = sum(w for t, w in weight.items() if t in stems) / total if total else 1.0
        c = cos.get(ds_id)
        if c is None:  # a backend without a full index (the Hub): fit on this candidate alone
            c = _pair_cosine(demand, text)
        rel = 0.5 * c + 0.5 * coverage
        have = read_entry(entry)
        if not have.family and not entry.template and entry.backend == "local":
            have.table = _is_table(catalog, entry)
        ok, bad = compare(want, have, entry, coverage)
        cand = Candidate(
            id=ds_id, title=entry.title, relevance=rel, matches=ok, mismatches=bad, coverage=coverage
        )
        cand.suitable = not bad and rel >= THRESHOLD
        out.append(cand)
    out.sort(key=lambda c: (not c.suitable, -c.score, c.id))
    return out


def _pair_cosine(a: str, b: str) -> float:
    ta, tb = set(analyzer(a)), set(analyzer(b))
    return len(ta & tb) / ((len(ta) * len(tb)) ** 0.5) if ta and tb else 0.0


def nothing_suitable(cands: list[Candidate], n: int = 3) -> list[str]:
    """Lines naming the nearest candidates and why each fails (for the trace and the command's output)."""
    return [f"{c.id} ({c.relevance:.2f}): {c.why()}" for c in cands[:n]]
