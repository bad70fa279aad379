"""What a demand asks for, read along the dimensions a dataset is compared on: task family, language or language
pair, label set, answer format, size, licence, topic words.

The rules read meaning (task words, language names and ISO codes, label words after a label cue), never particular
demands. Catalog backends use them too (the Hub catalog maps a demand to the Hub's filters), so they live apart from
the ranking in ``retrieval``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from dataagents.discovery.text import STOPWORDS

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
