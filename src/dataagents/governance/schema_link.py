"""Linking the words of a request to the columns and values of real tables.

A person names a column by its header ("customer_id"), by its words in another order or form ("the customer
id", "customer IDs"), by an expansion of an abbreviation ("miles per gallon" for ``mpg``), or by a synonym
("the postcode" for ``zip``). Values are named as they appear in the data, quoted or not. This module knows
those ways of naming, never the wording of any particular request.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass, field, replace
from typing import Any

import pandas as pd
from rapidfuzz import fuzz
from spellchecker import SpellChecker

from dataagents.governance.countries import cell_items, code_width, countries_said

# Abbreviations found in real column headers, expanded to the words people say.
ABBREVIATIONS: dict[str, str] = {
    "qty": "quantity",
    "amt": "amount",
    "tix": "tickets",
    "num": "number",
    "nbr": "number",
    "no": "number",
    "dt": "date",
    "dob": "date of birth",
    "bday": "birthday",
    "addr": "address",
    "abr": "abbreviation",
    "abbr": "abbreviation",
    "abbrev": "abbreviation",
    "tel": "phone",
    # "ph" is left as it is: in measured data it is the pH far more often than a phone
    "zip": "zip code",
    "zipcode": "zip code",
    "postcode": "postal code",
    "pct": "percent",
    "pval": "p value",
    "perc": "percent",
    "wt": "weight",
    "hp": "horsepower",
    "mpg": "miles per gallon",
    "cyl": "cylinders",
    "disp": "displacement",
    "yr": "year",
    "ed": "education",
    "elev": "elevation",
    "alt": "altitude",
    "educ": "education",
    "bio": "biological",
    "yrs": "years",
    "mo": "month",
    "desc": "description",
    "descr": "description",
    "cat": "category",
    "dept": "department",
    "emp": "employee",
    "cust": "customer",
    "prod": "product",
    "temp": "temperature",
    "avg": "average",
    "lat": "latitude",
    "lon": "longitude",
    "lng": "longitude",
    "pop": "population",
    "sqft": "square feet",
    # baseball box scores (Lahman, the MLB tables): at bats, runs batted in
    "ab": "at bats",
    "rbi": "runs batted in",
    "ht": "height",
    "len": "length",
    "dur": "duration",
    "sal": "salary",
    "fname": "first name",
    "lname": "last name",
    "mgr": "manager",
    "org": "organisation",
    "ctry": "country",
    "cty": "city",
    "st": "state",
    "id": "identifier",
    "ts": "timestamp",
    "upd": "updated",
    "txt": "text",
    "msg": "message",
    "sev": "severity",
    "acct": "account",
    "bal": "balance",
    "inc": "income",
    "edu": "education",
    "gdp": "gross domestic product",
    "eng": "english",
    "drv": "drive",
    "trans": "transmission",
    "displ": "displacement",
    "mfr": "manufacturer",
    "iso3c": "three letter country code",
    "iso3": "three letter country code",
    "iso2c": "two letter country code",
    "iso2": "two letter country code",
    "bpm": "beats per minute",
    # blood pressure in clinical tables (sbp, dbp; SysBP and DiaBP below); "bp" alone is as often a boiling point
    "sbp": "systolic blood pressure",
    "dbp": "diastolic blood pressure",
    "msrp": "sticker price",  # the manufacturer's suggested retail price
    "hwy": "highway",
    "lg": "league",
    "wt_kg": "weight",
    "ram": "memory",
    "hd": "hard drive",
    "hdd": "hard drive",
    "cpu": "processor",
    "tdp": "thermal design power",
    "precip": "precipitation",
    "julday": "julian day",
    "jday": "julian day",
    "doy": "day of year",
    # clinical trial data in the CDISC standard (SDTM, ADaM): the subject's identifier, unique across studies or not
    "usubjid": "subject",
    "subjid": "subject",
}
# Groups of words that name the same thing in a table.
SYNONYMS: list[set[str]] = [
    {"start", "first"},  # "the first page" for startpage
    # "the start and end of year weights" over initial and final (never "first" for initial: "keep the first")
    {"initial", "start", "beginning"},
    {"final", "end"},
    {"price", "cost", "amount", "fare", "charge", "fee", "paid"},
    {"weight", "mass", "heavy"},
    {"zip", "postcode", "postal"},
    {"phone", "telephone", "mobile", "cell", "tel"},
    {"email", "mail"},
    {"customer", "client", "buyer", "purchaser"},
    {"date", "day", "when", "timestamp", "time"},
    {"country", "nation"},
    {"city", "town"},
    {"salary", "wage", "pay", "income", "earnings"},
    {"sex", "gender"},
    {"quantity", "count", "units"},
    {"text", "comment", "review", "note", "message", "body", "content", "description", "feedback"},
    {"speed", "velocity"},
    {"car", "automobile", "auto"},
    {"processor", "chip", "cpu"},
    {"animal", "livestock"},
    {"height", "tall"},
    {"length", "long"},
    {"duration", "lasted", "length"},
    {"company", "firm", "business", "employer", "organisation", "organization"},
    {"identifier", "id", "code", "key", "reference", "number"},
    {"number", "slot"},  # "the same item slot" over item_number: a place in a numbered list
    {"manufacturer", "maker", "make", "brand", "producer"},
    {"name", "called"},
    {"rating", "score", "stars", "mark"},  # "what each mark means" over an exam score
    {"state", "province", "region"},
    {"address", "street"},
    {"product", "item", "article", "goods"},
    {"category", "type", "kind", "class", "group"},
    {"updated", "modified", "changed"},
    {"year", "yr"},
    {"revenue", "sales", "turnover"},
    {"memory", "ram"},
    {"birth", "born"},
    {"biological", "birth"},  # "the birth parents" for a column of the biological ones
    {"death", "die", "died", "dies", "killed", "fatalities", "fatality", "dead"},
    {"magnitude", "richter", "mag"},
    {"drive", "disk", "storage"},
    {"male", "boy", "man", "men"},  # a column counting males ("more boys than girls")
    {"female", "girl", "woman", "women"},
    # kin, one pair per group: a mother is a parent, but never the father ("mother" must not find a father column)
    {"parent", "mother"},
    {"parent", "father"},
    {"child", "daughter"},
    {"child", "son"},
    {"child", "offspring"},
    {"plant", "factory", "mill", "works"},
    {"altitude", "elevation", "height"},  # a height above sea level; "tall" stays with a person's height
    {"industry", "sector"},
    {"population", "inhabitants", "inhabitant", "residents", "resident", "people"},
    {"symbol", "ticker"},
    {"mileage", "miles", "odometer"},
    {"booking", "reservation"},
    {"attorney", "lawyer", "counsel", "solicitor"},
    {"diet", "feed", "food", "feeding"},
    {"position", "post", "role"},
    {"precipitation", "rain", "rainfall"},
    {"site", "station"},  # where a sample or reading was taken
    {"approve", "approval", "support", "supporter", "supporting", "favour", "favor"},  # a poll's two sides
    {"disapprove", "disapproval", "oppose", "opposed", "opposing", "object", "objector", "objecting"},
    {"semester", "term"},  # a course's period of the school year
    {"location", "place", "venue"},  # where something happened ("in the same place" over a location column)
    {"subject", "patient", "participant"},  # who a trial or study follows
    {"sigma", "error", "uncertainty"},  # a measurement's error, written as its symbol
    {"capita", "head"},  # "GDP per head" for a GDP per capita
    {
        "labour",
        "labor",
        "employees",
        "employee",
        "headcount",
        "workforce",
        "staff",
        "employ",
        "employs",
        "employed",
        "employment",
    },  # a firm's number employed
]
_SYN_OF: dict[str, set[str]] = {}
for _group in SYNONYMS:
    for _w in _group:
        _SYN_OF.setdefault(_w, set()).update(_group)

_GENERIC = {"the", "of", "a", "an", "in", "per", "and", "or", "to", "by", "for", "on", "at", "is"}
# camelCase and a number of two or more digits glued on ("pH00" is pH at 0 cm, "census1920"); "pH" itself is
# one word, not p and H
_CAMEL = re.compile(r"(?<=[a-z0-9])(?<!^p)(?<!_p)(?=[A-Z])|(?<=[A-Za-z])(?=\d{2,}\b)")


# Latin and Greek plurals that headers and requests use either way ("per stratum" over a strata column)
_LEARNED_PLURALS = {
    "strata": "stratum",
    "criteria": "criterion",
    "indices": "index",
    "matrices": "matrix",
    "analyses": "analysis",
    "diagnoses": "diagnosis",
    "hypotheses": "hypothesis",
    "phenomena": "phenomenon",
    "vertices": "vertex",
}


def stem(word: str) -> str:
    """A light English stem: plural and possessive endings off, so 'cars'/'car's'/'car' meet."""
    w = word.lower().strip("'")
    if w.endswith("'s"):
        w = w[:-2]
    if w in _LEARNED_PLURALS:
        return _LEARNED_PLURALS[w]
    if len(w) > 4 and w.endswith("ies"):
        return w[:-3] + "y"
    if len(w) > 4 and w.endswith(("sses", "shes", "ches", "xes")):
        return w[:-2]
    if len(w) > 3 and w.endswith("s") and not w.endswith(("ss", "us", "is")):
        return w[:-1]
    return w


# A word token; letters joined by an ampersand are one word ("S&P" is sp, "R&D" is rd, as headers write them).
TOKEN = r"[a-z0-9]+(?:&[a-z0-9]+)*"


def words(text: str) -> list[str]:
    """Lower-case word tokens of free text (e-mail and e.164 kept whole-ish)."""
    return [w.replace("&", "") for w in re.findall(TOKEN, text.lower().replace("e-mail", "email"))]


def token_spans(text: str) -> list[tuple[int, int]]:
    """Where each token of ``words(text)`` stands in ``text``: its first character and the one after it."""
    return [m.span() for m in re.finditer(TOKEN, text.lower().replace("e-mail", "email "))]


def token_at(text: str, pos: int) -> int:
    """The index among ``words(text)`` of the token at (or after) character ``pos``."""
    return len(words(text[:pos]))


def header_words(column: str) -> list[str]:
    """The words of a header: snake_case, kebab-case, dots, camelCase and digits split."""
    spaced = _CAMEL.sub(" ", str(column)).replace("_", " ")
    # a two-letter acronym with a word run on in lower case: "IQbio" (a longer run of capitals may end in the
    # word's own capital: "USArrests")
    return words(re.sub(r"\b([A-Z]{2})(?=[a-z]{3,}\b)", r"\1 ", spaced))


@functools.cache
def _english() -> Any:
    """English word frequencies (pyspellchecker's dictionary), loaded once."""
    return SpellChecker(distance=1).word_frequency


# a part of a run-together header is an everyday word, not a rare one the dictionary also lists ("chron")
_COMMON_WORD = 1000
# words no header is made of: "labour" (a spelling the dictionary lacks) is not lab + our
_FUNCTION_WORDS = {
    "our", "the", "and", "for", "you", "her", "his", "its", "are", "was", "not", "but", "all", "any", "can",
    "had", "has", "one", "out", "who", "why", "how", "per", "off", "own", "she", "him", "they", "them",
    "their", "this", "that", "with", "from", "into", "than", "then", "were", "been", "your", "ours",
}  # fmt: skip


def glued_words(token: str) -> list[str] | None:
    """A header of words run together, split into them: "ageentry" -> age, entry; "airmiles" -> air, miles.
    Only a token that is no word itself, split into two or three everyday words of three letters or more (the
    split whose rarest part is most common)."""
    known = _english()
    if len(token) < 6 or not token.isalpha() or token in known or token in _SYN_OF:
        return None

    def common(w: str) -> bool:
        return len(w) >= 3 and w in known and known[w] >= _COMMON_WORD and w not in _FUNCTION_WORDS

    best: tuple[int, list[str]] | None = None
    for i in range(3, len(token) - 2):
        head, tail = token[:i], token[i:]
        splits = [[head, tail]] + [[head, tail[:j], tail[j:]] for j in range(3, len(tail) - 2)]
        for parts in splits:
            if all(common(p) for p in parts):
                rarest = min(known[p] for p in parts) // len(parts)  # fewer parts first
                if best is None or rarest > best[0]:
                    best = (rarest, parts)
    return best[1] if best else None


# a blood pressure header in parts ("SysBP", "dia_bp"): the reading and the pressure said in full
_PRESSURE_PARTS = {"sys": "systolic", "systolic": "systolic", "dia": "diastolic", "diastolic": "diastolic"}


def _expanded(tokens: list[str]) -> list[str]:
    out: list[str] = []
    if "bp" in tokens and set(tokens) & set(_PRESSURE_PARTS):
        tokens = ["blood pressure" if t == "bp" else _PRESSURE_PARTS.get(t, t) for t in tokens]
        return [w for t in tokens for w in t.split()]
    for at, t in enumerate(tokens):
        if t in ("id", "identifier") and at > 0 and tokens[at - 1] == "year":
            continue  # Lahman's yearID: the year's "id" says nothing more than the year
        percentile = re.fullmatch(r"[pq](\d{1,2})", t)
        if percentile:
            # "p90_seats" is said "the seats at the 90th percentile"
            n = int(percentile.group(1))
            suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
            out.extend([f"{n}{suffix}", "percentile"])
            continue
        per_capita = re.fullmatch(r"([a-z]{3,})pc", t)
        if t not in ABBREVIATIONS and per_capita:
            # "gdppc", "incpc": a measure per head of population, said "GDP per capita", "GDP per head"
            out.extend([per_capita.group(1), "per", "capita"])
            continue
        out.extend(
            ABBREVIATIONS[t].split()
            if t in ABBREVIATIONS
            else _with_an_id_ending(t) or glued_words(t) or _before_or_after(t) or [t]
        )
    return out


def _before_or_after(token: str) -> list[str] | None:
    """ "prewt", "postwt": a measure taken before or after something, said "the weight before (after)": pre or
    post run together with a known abbreviation or an everyday word. None for a word of its own ("present")."""
    known = _english()
    m = re.fullmatch(r"(pre|post)([a-z]{2,})", token)
    if m is None or token in known:
        return None
    rest = m.group(2)
    if rest in ABBREVIATIONS and " " not in ABBREVIATIONS[rest]:
        said = ABBREVIATIONS[rest]
    elif len(rest) >= 3 and rest in known and known[rest] >= _COMMON_WORD and rest not in _FUNCTION_WORDS:
        said = rest
    else:
        return None
    return ["before" if m.group(1) == "pre" else "after", said]


def _with_an_id_ending(token: str) -> list[str] | None:
    """A header whose camel case was lost ("yearid", "lgid", "gamenum" for Lahman's yearID, lgID, gameNum): a
    word or known abbreviation, then an identifier ending. The year's "id" says nothing more than the year."""
    m = re.fullmatch(r"([a-z]{2,}?)(id|num|nr|no|code)", token)
    if m is None or token in _english():
        return None
    head, ending = m.groups()
    words = ABBREVIATIONS[head].split() if head in ABBREVIATIONS else [head] if head in _english() else None
    if words is None:
        return None
    if head == "year":
        return ["year"]
    return [*words, "number" if ending in ("num", "nr", "no") else "identifier"]


@dataclass
class ColumnInfo:
    name: str
    words: list[str]  # header words, stemmed
    expanded: list[str]  # with abbreviations expanded, stemmed
    kind: str  # numeric | date | email | phone | url | text | category | id
    values: list[str] = field(default_factory=list)  # distinct non-blank values (category-like columns)
    missing: int = 0
    # head nouns the request itself gave this column ("that age" after "the minimum legal drinking age")
    aliases: list[str] = field(default_factory=list)
    # the unit the request says the column counts in ("the table's figures are inches"), its header naming none
    unit: str | None = None


@dataclass
class TableInfo:
    name: str
    frame: pd.DataFrame
    columns: list[ColumnInfo]

    def column(self, name: str) -> ColumnInfo | None:
        return next((c for c in self.columns if c.name == name), None)


_EMAIL = re.compile(r"^[^@\s]+@[^@\s]+\.[A-Za-z]{2,}$")
_URL = re.compile(r"^(?:https?://|www\.)", re.IGNORECASE)
_PHONE = re.compile(r"^\+?[\d\s().-]{7,20}$")


def _kind(name: str, s: pd.Series) -> str:
    vals = s.dropna()
    vals = vals[vals.map(lambda v: not (isinstance(v, str) and not v.strip()))]
    if len(vals) == 0:
        return "text"
    text = vals.astype(str).str.strip()
    sample = text.head(200)
    if pd.api.types.is_numeric_dtype(s) and not pd.api.types.is_bool_dtype(s):
        hw = set(header_words(name))
        if hw & {"id", "code", "key"} and s.nunique() == len(vals):
            return "id"
        return "numeric"
    share = lambda rx: sample.map(lambda v: bool(rx.search(v))).mean()  # noqa: E731
    if share(_EMAIL) > 0.6:
        return "email"
    if share(_URL) > 0.6:
        return "url"
    if sample.str.contains(r"\d{1,4}[-/.]\d{1,2}[-/.]\d{1,4}|\d{4}-\d{2}", regex=True).mean() > 0.6:
        return "date"
    if share(_PHONE) > 0.6 and sample.str.count(r"\d").mean() >= 7:
        return "phone"
    if pd.to_numeric(text.str.replace(r"[\s$€£,%]", "", regex=True), errors="coerce").notna().mean() > 0.9:
        return "numeric"
    hw = set(header_words(name))
    if hw & {"id", "code", "key", "uuid", "sku"} and text.nunique() > 0.9 * len(text):
        return "id"
    if text.nunique() <= max(30, len(text) // 5) and text.str.len().mean() < 40:
        return "category"
    return "text"


def describe_table(name: str, frame: pd.DataFrame) -> TableInfo:
    cols = []
    for c in frame.columns:
        hw = header_words(str(c))
        kind = _kind(str(c), frame[c])
        s = frame[c]
        missing = int(
            (s.isna() | s.astype("object").map(lambda v: isinstance(v, str) and not v.strip())).sum()
        )
        vals: list[str] = []
        if kind in ("category", "text", "id", "numeric", "date"):
            uniq = s.dropna().astype(str).str.strip().unique()
            if len(uniq) <= 500:
                vals = [v for v in uniq if v]
        cols.append(
            ColumnInfo(
                name=str(c),
                words=[stem(w) for w in hw],
                expanded=[stem(w) for w in _expanded(hw)],
                kind=kind,
                values=vals,
                missing=missing,
            )
        )
    return TableInfo(name=name, frame=frame, columns=cols)


# a value shown as an example of what a column holds: "a fraction like 0.613", "codes such as B12"
_EXAMPLE = re.compile(
    r"\b(?:like|e\.?g\.?|such as|for example|for instance|say)\s*[,:]?\s*['\"“‘(]?(-?\d[\d,]*(?:\.\d+)?)",
    re.IGNORECASE,
)


def column_of_example(text: str, table: TableInfo) -> str | None:
    """The one numeric column holding every number the text gives as an example of its values ("the turnout
    share is a fraction like 0.613": the column where 0.613 stands), when the text names the column no other
    way."""
    said = [m.group(1).replace(",", "") for m in _EXAMPLE.finditer(text)]
    if not said:
        return None
    holding = columns_holding(said, table)
    return holding[0] if len(holding) == 1 else None


def columns_holding(numbers: list[str], table: TableInfo) -> list[str]:
    """The numeric columns where every one of ``numbers`` (as written) stands as a value, each compared at the
    decimals it was written with (an example may be rounded: 0.613 for 0.6128…)."""
    examples = [(float(x), len(x.split(".")[1]) if "." in x else 0) for x in numbers]
    holding = []
    for col in table.columns:
        if col.kind != "numeric":
            continue
        values = pd.to_numeric(table.frame[col.name], errors="coerce").dropna()
        if all(bool(((values.round(d) - x).abs() < 1e-9).any()) for x, d in examples):
            holding.append(col.name)
    return holding


def numbering(table: TableInfo, column: str, consecutive: bool = False) -> bool:
    """A numbering (1, 2, 3, … or, unless ``consecutive``, any increasing counter such as a run of years) of
    distinct whole numbers: it names rows, measures nothing."""
    vals = pd.to_numeric(table.frame[column], errors="coerce").dropna()
    whole_and_distinct = len(vals) > 1 and vals.nunique() == len(vals) and bool((vals == vals.round()).all())
    dense = bool(len(vals)) and vals.max() - vals.min() + 1 <= 1.5 * len(vals)
    return whole_and_distinct and (dense or (not consecutive and vals.is_monotonic_increasing))


@dataclass
class Mention:
    column: str
    start: int  # token index in the clause
    end: int
    score: float


# the "-is-" of a British verb ending ("randomised", "organisation"), written "-iz-" in American
_BRITISH_IS = re.compile(r"(?<=[a-z]{4})is(?=(?:e|ed|es|ing|ation|ations|er|ers)$)")


def _american_l(word: str) -> str:
    """A word with the British single l before -ment written double, as American headers write it ("enrolment"
    for enrollment, "instalment")."""
    return re.sub(r"(?<=[aeiou])l(?=ments?$)", "ll", word)


def american_spelling(word: str) -> str:
    """A word in the American spelling headers mostly use: "labour" labor, "centre" center, "enrolment"
    enrollment."""
    word = _american_l(word)
    if len(word) >= 5:
        word = re.sub(r"our(s?)$", r"or\1", word)
        word = re.sub(r"(?<=[^aeiou])re$", "er", word)
    return word


def _same(a: str, b: str) -> bool:
    if a == b:
        return True
    # British and American spellings of one verb: "randomised" for a header "randomization"
    if "is" in a or "is" in b:
        a2, b2 = (_BRITISH_IS.sub("iz", w) for w in (a, b))
        if (a2, b2) != (a, b) and _same(a2, b2):
            return True
    if len(a) >= 4 and len(b) > len(a) + 2 and b.startswith(a):
        return True  # a header word abbreviated by its start: "prof" for professor, "temp" for temperature
    if len(b) >= 4 and a.startswith(b) and a[len(b) :] in ("ing", "ed", "er", "ion", "ment"):
        return True  # the header's word with an ending the request leaves off: "wait" for waiting
    if _american_l(a) != a and _same(_american_l(a), b):
        return True
    # British spellings as American headers write them: "labour" for labor, "centre" for center
    a_us, b_us = american_spelling(a), american_spelling(b)
    if (a_us, b_us) != (a, b) and a_us == b_us:
        return True
    skeleton = len(a) >= 3 and not set(a[1:]) & set("aeiou")
    if skeleton and len(b) >= len(a) + 3 and a[0] == b[0] and a[-1] == b[-1] and _in_order(a, b):
        return True  # a consonant skeleton, first and last letters kept: "expt" for experiment, "qty", "mgmt"
    if _one_root(a, b):
        return True  # one word root, two endings: "diagnosis" for a header "diagnosed"
    if len(a) >= 5 and len(b) >= 5 and {r for r in _roots(a) if len(r) >= 4} & _roots(b):
        return True  # one verb, two endings: "rated" for a header "rating", "listed" for "listing"
    return bool(len(a) >= 5 and len(b) >= 5 and fuzz.ratio(a, b) >= 88)


def _roots(word: str) -> set[str]:
    """The word and what is left without one everyday ending (with the "e" such an ending may have eaten)."""
    out = {word}
    for ending in ("ing", "ed", "er", "es", "ion", "e", "s", "d"):
        if word.endswith(ending) and len(word) - len(ending) >= 3:
            root = word[: -len(ending)]
            out |= {root, root + "e"}
    if word.endswith("al") and len(word) >= 7:
        # a noun made of a verb: "approval" for a header "approve", "arrival" for "arrived"
        out |= {word[:-2], word[:-2] + "e"}
    return out


def _one_root(a: str, b: str) -> bool:
    """Two long words that differ only in their last two letters or fewer after a shared start of seven or
    more ("diagnosis"/"diagnosed", "administration"/"administrator")."""
    shared = next((i for i, (x, y) in enumerate(zip(a, b, strict=False)) if x != y), min(len(a), len(b)))
    return shared >= 7 and shared >= min(len(a), len(b)) - 2


def _in_order(short: str, long: str) -> bool:
    rest = iter(long)
    return all(ch in rest for ch in short)


def _find_phrase(phrase: list[str], toks: list[str]) -> int:
    """Where a header's words appear in order; after an exact first word, a later header word may be the start
    of the word said ("Solar.R" is "solar radiation", "Sepal.L" is "sepal length")."""
    n = len(phrase)
    for i in range(len(toks) - n + 1):
        if all(
            _same(phrase[j], toks[i + j])
            or (j > 0 and len(toks[i + j]) > len(phrase[j]) and toks[i + j].startswith(phrase[j]))
            for j in range(n)
        ):
            return i
    return -1


_INITIALS_SKIPPED = {"of", "and", "the", "per", "for"}
# words that start a phrase without naming anything: "some other", "each patient", "this year"
_NOT_INITIALS = {
    *("some", "other", "each", "every", "this", "that", "these", "those", "with", "from", "only", "also"),
    *("what", "when", "where", "which", "while", "have", "been", "were", "they", "them", "their"),
}


def _initials_at(header: str, toks: list[str]) -> tuple[int, int] | None:
    """Where the text spells out an acronym header word by word ("body mass index" for bmi: every letter
    starts a word of three or more letters, in order; "of", "and", "the" between them may be skipped).
    Only headers of two to six letters that are not themselves a word of the text qualify, and a two-letter
    one only from two words of four letters or more."""
    if not (2 <= len(header) <= 6 and header.isalpha()) or header in toks or header in _SYN_OF:
        return None  # (a word the table's vocabulary knows, "sex", is no acronym: "second exam scores")
    shortest = 4 if len(header) == 2 else 3  # "bp" for boiling point, never for "an ox"
    for i, first in enumerate(toks):
        if not first or first[0] != header[0] or first in _INITIALS_SKIPPED:
            continue
        j, k = i, 0
        while j < len(toks) and k < len(header):
            word = toks[j]
            if word in _INITIALS_SKIPPED and k > 0:
                j += 1
                continue
            if not word or word[0] != header[k] or len(word) < shortest or word in _NOT_INITIALS:
                break
            j, k = j + 1, k + 1
        if k == len(header):
            return i, j
        if k == len(header) - 1 >= 2 and j < len(toks) and toks[j] in _INSTRUMENT_NOUNS:
            # "the Beck depression scores" for bdi: the instrument's last word (inventory, index, scale) said as
            # what it yields
            return i, j + 1
    return None


# what a named instrument yields, said in place of its own last word ("Beck depression scores" for bdi)
_INSTRUMENT_NOUNS = {"score", "scores", "scale", "scales", "rating", "ratings", "index", "result", "results"}


# a word's usual abbreviations ("weight": wt), from the one-word expansions above
_ABBREVIATED: dict[str, list[str]] = {}
for _short, _long in ABBREVIATIONS.items():
    if " " not in _long and len(_short) >= 2:
        _ABBREVIATED.setdefault(_long, []).append(_short)
        _ABBREVIATED.setdefault(stem(_long), []).append(_short)


def _prefixes_at(header: str, toks: list[str]) -> tuple[int, int] | None:
    """Where the text says in full a header made of the starts of consecutive words ("median value" for medv,
    "pupil teacher ratio" for ptratio, "lower status" for lstat): two to four words of three or more letters,
    each giving the header its first letters (or its usual abbreviation) in turn, one of them at least two."""
    if not (3 <= len(header) <= 12 and header.isalpha()) or header in toks:
        return None

    def split(at: int, j: int, used: int, longest: int) -> int | None:
        """The token after the last word when header[at:] is made of the starts of toks[j:], else None;
        ``longest`` counts a usual abbreviation as three letters (it is as telling as a start of three)."""
        if at == len(header):
            return j if used >= 2 and longest >= 3 else None
        if 0 < used < 4 and j + 1 < len(toks) and toks[j] in _INITIALS_SKIPPED:
            # "year of displacement" for yrdispl: a small word between the parts gives the header nothing
            return split(at, j + 1, used, longest)
        if j >= len(toks) or used == 4 or len(toks[j]) < 3 or toks[j] in _INITIALS_SKIPPED:
            return None
        word = toks[j]
        # the start of the word, or its usual abbreviation ("bwt" for body weight: b + wt)
        pieces = [(word[:cut], cut) for cut in range(min(len(word), len(header) - at), 0, -1)]
        pieces += [(short, 3) for short in _ABBREVIATED.get(word, [])]
        # its consonant skeleton's start ("prty" for party in prtyid), at least three letters
        skeleton = consonant_skeleton(word)
        if skeleton != word:
            pieces += [(skeleton[:cut], cut) for cut in range(len(skeleton), 2, -1)]
            if len(skeleton) == 2 and len(word) >= 4:
                pieces.append((skeleton, 2))  # a whole word of two consonants: "hd" for head in hdcirc
        for piece, weight in pieces:
            if header.startswith(piece, at):
                end = split(at + len(piece), j + 1, used + 1, max(longest, weight))
                if end is not None:
                    return end
        return None

    for i in range(len(toks)):
        end = split(0, i, 0, 0)
        if end is not None:
            return i, end
    return None


def _reversed_prefixes_at(header: str, toks: list[str]) -> tuple[int, int] | None:
    """Where the text says a two-part header in English order, the header putting the head noun first ("fasting
    plasma glucose" for glufast, "test glucose" for glutest): the starts of two words, three letters or more
    each, the later word's first, with at most one word between them."""
    if not (4 <= len(header) <= 12 and header.isalpha()):
        return None
    for j in range(1, len(toks)):
        # "maths SAT" for satm: a whole word of the header first, then the initial (or two letters) of the word
        # said just before it
        rest = header[len(toks[j]) :] if len(toks[j]) >= 3 and header.startswith(toks[j]) else ""
        before = toks[j - 1]
        if (
            1 <= len(rest) <= 2
            and len(before) >= 4
            and before not in _INITIALS_SKIPPED
            and before.startswith(rest)
        ):
            return j - 1, j + 1
    if len(header) < 6:
        return None
    for j in range(1, len(toks)):
        later = toks[j]
        for i in (j - 1, j - 2):
            if i < 0 or len(toks[i]) < 3 or toks[i] in _INITIALS_SKIPPED:
                continue
            for cut in range(3, min(len(later), len(header) - 3) + 1):
                rest = header[cut:]
                if header.startswith(later[:cut]) and len(rest) >= 3 and toks[i].startswith(rest):
                    return i, j + 1
            # ("relaxing hours" for hrsrelax: the later word by its consonants, its plural's too, since the words
            # come here stemmed)
            for skeleton in {consonant_skeleton(later), consonant_skeleton(later + "s")}:
                rest = header[len(skeleton) :]
                if (
                    len(skeleton) >= 3
                    and skeleton not in (later, later + "s")
                    and header.startswith(skeleton)
                    and len(rest) >= 3
                    and toks[i].startswith(rest)
                ):
                    return i, j + 1
    return None


_DEMONSTRATIVES = {"that", "this", "those", "these", "said"}


# the words for the first and the second of two measurements of one thing ("entry weight", "slaughter weight")
_FIRST_OCCASION = (
    r"entry|entering|initial|start|starting|opening|arrival|baseline|intake|admission|beginning|incoming|before|"
    r"earlier|pre"
)
_SECOND_OCCASION = (
    r"slaughter|final|end|ending|closing|exit|leaving|departure|finish|finishing|discharge|outgoing|after|later|"
    r"post|follow-up|followup"
)


def occasions_as_headers(text: str, tables: list[TableInfo]) -> str:
    """ "a slaughter weight below the entry weight" over weight1 and weight2: the two measurements of a numbered
    pair said by their occasions, written as the headers. Only where the request says both occasions of the one
    pair a table has for that word, so the contrast between them is what tells the two apart."""
    for table in tables:
        numbered: dict[str, dict[str, str]] = {}
        for c in table.columns:
            m = re.fullmatch(r"([A-Za-z]{3,}?)[_.]?([12])", c.name)
            if m and c.kind == "numeric":
                numbered.setdefault(m.group(1).lower(), {})[m.group(2)] = c.name
        for word, pair in numbered.items():
            if set(pair) != {"1", "2"}:
                continue
            said = {
                n: rf"\b(?:{occasion})\s+(?={re.escape(word)}s?\b)"
                for n, occasion in (("1", _FIRST_OCCASION), ("2", _SECOND_OCCASION))
            }
            if not all(re.search(rx, text, re.IGNORECASE) for rx in said.values()):
                continue
            for n, rx in said.items():
                text = re.sub(rx + rf"{re.escape(word)}s?\b", pair[n], text, flags=re.IGNORECASE)
    return text


_SEX_PREFIXES = {
    "f": r"women|woman|female|females|girls?|ladies",
    "m": r"men|man|male|males|boys?",
}


def sexes_as_headers(text: str, tables: list[TableInfo]) -> str:
    """ "the women's average wage" over mwage and fwage, "where no women were employed" over mnum and fnum:
    a pair of columns told apart by a leading m and f, said by the sex and the rest of the header, written as
    the header; "no women were <verb>" is the women's count at 0. Only where the table has both of the pair."""
    for table in tables:
        names = {c.name.lower(): c.name for c in table.columns}
        pairs = {
            n[1:]: (names[n], names.get("m" + n[1:])) for n in names if n.startswith("f") and len(n) >= 4
        }
        pairs = {rest: (f, m) for rest, (f, m) in pairs.items() if m is not None}
        for rest, (female, male) in pairs.items():
            info = table.column(female)
            said = {w for w in (info.expanded if info else []) if len(w) >= 3} | {rest}
            for letter, header in (("f", female), ("m", male)):
                sex = _SEX_PREFIXES[letter]
                for word in sorted(said, key=len, reverse=True):
                    text = re.sub(
                        rf"\b(?:{sex})(?:'s|s'|’s)?\s+(?:average\s+|mean\s+)?{re.escape(word)}s?\b",
                        header,
                        text,
                        flags=re.IGNORECASE,
                    )
                if rest in ("num", "n", "no", "count", "number"):
                    # "where no women were employed": that sex's count is 0
                    text = re.sub(
                        rf"\bno (?:{sex}) (?:were|was|are|is) (?:\w+ ){{0,2}}?(?:employed|working|hired|present|there|"
                        r"counted|recorded)\b(?: at all)?",
                        f"{header} is 0",
                        text,
                        flags=re.IGNORECASE,
                    )
    return text


def new_year_as_a_date(text: str) -> str:
    """ "already charting before New Year's" in a request about 2000: New Year's (Day) written as the first of
    January of the year said with it, else of the one year the request names; as it is where no one year is said."""
    years = set(re.findall(r"\b((?:19|20)\d{2})\b", text))

    def dated(m: re.Match[str]) -> str:
        year = m.group(1) or (next(iter(years)) if len(years) == 1 else None)
        return f"January 1, {year}" if year else m.group(0)

    return re.sub(r"\bNew Year'?s?(?:'s)?(?: Day)?(?:,?\s+((?:19|20)\d{2})\b)?", dated, text)


def with_aliases(text: str, table: TableInfo) -> TableInfo:
    """The table with the head nouns a request gives its columns: where a phrase of two or more words names a
    column ("their minimum legal drinking age" for mlda), its last word may later stand for it after a
    demonstrative ("that age"), as long as that word names no column itself."""
    toks = [stem(w) for w in words(text)]
    heads: dict[str, set[str]] = {}
    for m in find_columns(text, table):
        if m.end - m.start >= 2 and m.score >= 0.8:
            heads.setdefault(toks[m.end - 1], set()).add(m.column)
    own_words = {w for c in table.columns for w in c.words + c.expanded}
    aliases = {head: cols.pop() for head, cols in heads.items() if len(cols) == 1 and head not in own_words}
    if not aliases:
        return table
    columns = [
        replace(c, aliases=sorted(h for h, col in aliases.items() if col == c.name)) for c in table.columns
    ]
    return replace(table, columns=columns)


def _closest_positions(places: list[list[int]]) -> list[int]:
    """One token position per word of a name (-1 where it is not said), taken as close together as they can
    be: "years of service exceed their years since the PhD" names yrs.since.phd with the second "years"."""
    anchors = sorted({p for ps in places for p in ps})
    if not anchors:
        return [-1] * len(places)

    def around(anchor: int) -> list[int]:
        nearest = [min(ps, key=lambda p: (abs(p - anchor), p)) if ps else -1 for ps in places]
        return [p if p >= 0 and abs(p - anchor) <= 7 else -1 for p in nearest]

    def spread(pos: list[int]) -> tuple[int, int]:
        hit = [p for p in pos if p >= 0]
        return (-len(hit), max(hit) - min(hit))

    return min((around(a) for a in anchors), key=spread)


ORDINALS = {
    "first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7, "eighth": 8,
    "ninth": 9, "tenth": 10, "1st": 1, "2nd": 2, "3rd": 3, "4th": 4, "5th": 5, "6th": 6,
}  # fmt: skip
# what a numbered series of columns (y1 … y4) numbers: "the third visit", "the second wave"
_OCCASIONS = {
    "visit", "round", "wave", "test", "measurement", "reading", "exam", "examination", "trial", "period", "survey",
    "interview", "session", "occasion", "attempt", "stage", "dose", "check", "assessment", "follow", "time",
}  # fmt: skip


def numbered_column(column: str) -> tuple[str, int] | None:
    """(prefix, number) of a column of a numbered series ("y3", "score_2"), else None."""
    m = re.fullmatch(r"([A-Za-z]+?)[_.]?(\d{1,2})", column)
    return (m.group(1), int(m.group(2))) if m else None


def _ordinal_in_series(column: str, table: TableInfo, toks: list[str]) -> Mention | None:
    """ "The third visit" for y3 when the table numbers one measure over occasions (y1, y2, y3, y4): an ordinal
    followed by a word for an occasion names the column of that number, when its series has two or more."""
    numbered = numbered_column(column)
    if numbered is None:
        return None
    prefix, number = numbered
    series = [c.name for c in table.columns if (n := numbered_column(c.name)) and n[0] == prefix]
    if len(series) < 2:
        return None
    for i, t in enumerate(toks[:-1]):
        if ORDINALS.get(t) == number and stem(toks[i + 1]) in _OCCASIONS:
            return Mention(column, i, i + 2, 0.8)
    return None


_BEFORE_A_THRESHOLD = {
    "under", "over", "below", "above", "than", "at", "from", "to", "between", "least", "most", "exceed",
    "past", "about", "around", "and", "or",
}  # fmt: skip
_AFTER_A_THRESHOLD = {
    "mm", "cm", "m", "km", "kg", "g", "mg", "lb", "percent", "per", "point", "degre", "degree", "hour", "day",
    "week", "month", "year", "minut", "minute", "second", "or", "and", "up", "upward", "more", "less", "plus",
}  # fmt: skip


def _year_of_a_series(col: ColumnInfo, table: TableInfo, toks: list[str]) -> Mention | None:
    """A column of a series told apart by years ("year_2010" beside "year_2020", "earn98" beside "earn96"), named
    by its year said ("its 2010 figure", "the highest 1998 earnings": 1998 for 98), with the series' word beside
    it when said ("1998 earnings" as a whole)."""
    numbered = [w for w in col.words if re.fullmatch(r"\d{2}|\d{4}", w)]
    if len(numbered) != 1 or len(col.words) < 2:
        return None
    rest = [w for w in col.words if w != numbered[0]]
    siblings = [
        c
        for c in table.columns
        if c.name != col.name
        and [w for w in c.words if not re.fullmatch(r"\d{2}|\d{4}", w)] == rest
        and any(re.fullmatch(r"\d{2}|\d{4}", w) for w in c.words)
    ]
    if not siblings:
        return None
    year = numbered[0]

    def said(t: str) -> bool:
        # a year said in full: 2010 for "2010", 1998 for "98" (a bare "10" is a number, not a year)
        if len(year) == 4:
            return t == year and 1600 <= int(year) <= 2100
        return re.fullmatch(r"(?:19|20)" + year, t) is not None

    i = next((i for i, t in enumerate(toks) if said(t)), -1)
    if i < 0:
        return None
    # the series' own word just before or after the year ("1998 earnings", "earnings for 1998")
    near = [
        j for j in (i - 1, i + 1, i - 2, i + 2) if 0 <= j < len(toks) and any(_same(toks[j], w) for w in rest)
    ]
    if near:
        return Mention(col.name, min(i, near[0]), max(i, near[0]) + 1, 0.9)
    # the year alone names the column only where no column of another series carries that year ("unemployed in
    # 1998" beside earn98 and unem98 is no earnings)
    series = {col.name, *(c.name for c in siblings)}
    if any(c.name not in series and year in c.words for c in table.columns):
        return None
    return Mention(col.name, i, i + 1, 0.85)


def _a_threshold(toks: list[str], at: int) -> bool:
    """Whether the number at token ``at`` reads as a threshold: a comparison word before it or a unit after."""
    return (at > 0 and toks[at - 1] in _BEFORE_A_THRESHOLD) or (
        at + 1 < len(toks) and toks[at + 1] in _AFTER_A_THRESHOLD
    )


# words for the rows of one year: a season, a draft or school class, a cohort, a wine's vintage
_YEAR_GROUPS = {"season", "class", "cohort", "vintage", "intake"}


def year_said_as(said: str, table: TableInfo) -> str | None:
    """ "Per season", "for every draft class": a group of one year named by what it is, over a table that
    holds the year (yearID, draft_year) and no column of that word: the column of whole years the words name
    with "year" in place of the group's word."""
    ws = said.lower().split()
    if not ws or stem(ws[-1]) not in _YEAR_GROUPS:
        return None
    found = [m.column for m in find_columns(" ".join([*ws[:-1], "year"]), table) if m.score >= 0.8]
    if not found and len(ws) == 1:
        # "the rest of each class": the group's word alone, over a table with one column of years
        years = [c.name for c in table.columns if c.kind == "numeric" and "year" in c.expanded]
        found = years if len(years) == 1 else []
    return found[0] if found and whole_years(table.frame[found[0]]) else None


def whole_years(values: pd.Series) -> bool:
    """Whether a column's numbers are all whole years (1600 to 2100), with at least one number."""
    held = pd.to_numeric(values, errors="coerce").dropna()
    return len(held) > 0 and bool((held == held.round()).all() and held.between(1600, 2100).all())


def find_columns(text: str, table: TableInfo, *, minimum: float = 0.55) -> list[Mention]:
    """Every column the text names, best first, with where it is named (token positions)."""
    toks = [stem(w) for w in words(text)]
    found: list[Mention] = []
    for col in table.columns:
        best: Mention | None = None
        [w for w in col.words if w not in _GENERIC]
        exp_content = [w for w in col.expanded if w not in _GENERIC]
        variants: list[tuple[list[str], float]] = [(col.words, 1.0), (col.expanded, 0.95)]
        if len(exp_content) == 1:
            if exp_content != col.words:
                variants.append(
                    (exp_content, 0.9)
                )  # "updated_at" said as "update time": its one content word
            for syn in sorted(_SYN_OF.get(exp_content[0], set()) - {exp_content[0]}):
                variants.append(([stem(syn)], 0.8))
        # the header run together ("customerid") or a header that is one word of a phrase
        for phrase, weight in variants:
            if not phrase:
                continue
            i = _find_phrase(phrase, toks)
            if i >= 0:
                m = Mention(col.name, i, i + len(phrase), weight)
                best = m if best is None or m.score > best.score else best
        if best is None and len(col.words) == 2 and not set(col.words) & _GENERIC:
            # a header of two words said the other way round ("20 mpg combined" for comb_mpg)
            i = _find_phrase(col.words[::-1], toks)
            if i >= 0:
                best = Mention(col.name, i, i + 2, 0.85)
        if best is None:
            # the header said with its words split or joined differently: "sign up date" for signup_date
            joined = "".join(col.words)
            for n in (
                (1, 2, 3, 4) if len(col.words) >= 2 else (2, 3, 4)
            ):  # "ph00" for pH00, "sign up" for signup
                for i in range(len(toks) - n + 1):
                    run = "".join(toks[i : i + n])
                    if run == joined or stem(run) == joined:
                        best = Mention(col.name, i, i + n, 0.95)
                        break
                if best is not None:
                    break
        if best is None and len(exp_content) >= 2:
            # most of a multi-word name present near each other ("the weight in tonnes" for weight_tons); a header
            # of words run together needs all of them, each said or begun ("airline passenger miles" names
            # airmiles; "SAT math score" does not name mathcourse, nor "high" highage)
            glued = len(col.words) == 1 and "".join(exp_content) == col.words[0]
            # a header word of letters and digits said as two words ("S&P 500" for the sp500 of SP500_Return)
            # ("the Big One" for the bigone of worry_bigone: a header word of two words run together)
            split_in_two = {
                (w, i)
                for w in exp_content
                if re.fullmatch(r"[a-z]+\d+", w) or (w.isalpha() and len(w) >= 5)
                for i in range(len(toks) - 1)
                if toks[i] + toks[i + 1] == w and min(len(toks[i]), len(toks[i + 1])) >= 2
            }
            pos = _closest_positions(
                [
                    [
                        i
                        for i, t in enumerate(toks)
                        if _same(w, t)
                        or t in _SYN_OF.get(w, ())
                        or (glued and len(w) >= 3 and t.startswith(w))
                        or (w, i) in split_in_two
                    ]
                    for w in exp_content
                ]
            )
            hit = [p for p in pos if p >= 0] + [
                p + 1 for w, p in zip(exp_content, pos, strict=True) if (w, p) in split_in_two
            ]
            # a three-letter start of a long word ("seas" for seasonally, stemmed to "sea") counts only beside
            # another word of the header that was said: alone it is too weak a sign
            short_starts = [
                next((i for i, t in enumerate(toks) if len(t) >= len(w) + 4 and t.startswith(w)), -1)
                if p < 0 and len(w) == 3 and not glued
                else -1
                for w, p in zip(exp_content, pos, strict=True)
            ]
            if hit and any(s >= 0 for s in short_starts):
                pos = [s if s >= 0 else p for p, s in zip(pos, short_starts, strict=True)]
                hit = [p for p in pos if p >= 0]
            if hit and max(hit) - min(hit) <= 7:
                frac = sum(p >= 0 for p in pos) / len(exp_content)
                distinctive = [
                    w
                    for w, p in zip(exp_content, pos, strict=True)
                    # (a number said as a threshold tells no header: "under 10 mm" names no rainfc.10, while "the
                    # S&P 500" names r500)
                    if p >= 0
                    and w not in {"identifier", "number", "date", "name", "code"}
                    and not (w.isdigit() and _a_threshold(toks, p))
                ]
                unmatched = {w for w, p in zip(exp_content, pos, strict=True) if p < 0}
                # "the readings" does not name reading_id: an identifier is named with its id word
                if (
                    frac >= (1.0 if glued else 0.5)
                    and distinctive
                    and not unmatched & {"identifier", "number", "code", "key"}
                ):
                    best = Mention(col.name, min(hit), max(hit) + 1, 0.5 + 0.35 * frac)
        if best is None and len(col.words) == 1 and len(col.words[0]) >= 3 and col.words[0] not in _GENERIC:
            # an abbreviated header said in full: "mag" for magnitude, "temp" for temperature
            head = col.words[0]
            numbered_head = re.fullmatch(r"([a-z]{4,})\d", head)
            if numbered_head and not any(
                c.name != col.name and c.words and c.words[0].startswith(numbered_head.group(1))
                for c in table.columns
            ):
                head = numbered_head.group(1)  # "leis1", the one leisure column of a table, for leisure
            # (a header of four letters or more may be one letter short: "crim" for crime)
            longer = 0 if len(head) >= 4 else 1
            i = next(
                (
                    i
                    for i, t in enumerate(toks)
                    # ("namely" is no name, "partly" no part: the header with -ly is an adverb)
                    if len(t) > len(head) + longer
                    and (t.startswith(head) or _american_l(t).startswith(head))
                    and t != head + "ly"
                ),
                -1,
            )
            if i >= 0:
                best = Mention(col.name, i, i + 1, 0.8 if len(head) >= 4 else 0.75)
        qualified = (
            re.fullmatch(r"(?:tot|avg|max|min|med)([a-z]{3,})", col.words[0]) if len(col.words) == 1 else None
        )
        if best is None and qualified:
            # "totwrk" for work, "avgwage" for wage: a total or average of what the rest of the header says, in
            # full or by its consonants
            rest = qualified.group(1)
            i = next(
                (
                    i
                    for i, t in enumerate(toks)
                    if len(t) >= 4 and (t.startswith(rest) or consonant_skeleton(t) == rest)
                ),
                -1,
            )
            if i >= 0:
                best = Mention(col.name, i, i + 1, 0.8)
        if best is None and len(col.words) == 1:
            # a header that is the initials of what it measures: "mlda" for minimum legal drinking age
            at = _initials_at(col.words[0], toks)
            if at is not None:
                best = Mention(col.name, at[0], at[1], 0.85)
        if best is None and len(col.words) == 1:
            # a header made of the starts of the words it stands for: "medv" for median value
            at = _prefixes_at(col.words[0], toks) or _reversed_prefixes_at(col.words[0], toks)
            if at is not None:
                best = Mention(col.name, at[0], at[1], 0.8)
        if (
            (best is None or best.score < 0.8)
            and len(col.words) == 2
            and 2 <= len(col.words[0]) <= 3
            and col.words[0].isalpha()
            and len(col.words[1]) >= 3
        ):
            # a header of initials and a word: "fy_gpa" for the first-year (college) GPA, one describing word
            # allowed between
            at = _initials_at(col.words[0], toks)
            if at is not None:
                after = [k for k in (at[1], at[1] + 1) if k < len(toks) and toks[k] == col.words[1]]
                if after:
                    best = Mention(col.name, at[0], after[0] + 1, 0.8)
        if best is None and 2 <= len(col.words) <= 3 and all(w.isalpha() and len(w) <= 4 for w in col.words):
            # the same with the starts parted in the header: "wai_gi" for waist girth
            at = _prefixes_at("".join(col.words), toks)
            if at is not None and at[1] - at[0] == len(col.words):
                best = Mention(col.name, at[0], at[1], 0.8)
        if best is None and (counted := re.fullmatch(r"(?:num|nr|no|n)([a-z]{4,})", "".join(col.words))):
            # a count of what the rest of the header abbreviates: "numchron" for "chronic conditions",
            # "nrAdvE" for "adverse events"
            rest = counted.group(1)
            at = _prefixes_at(rest, toks)
            i = next((i for i, t in enumerate(toks) if len(t) > len(rest) and t.startswith(rest)), -1)
            if at is not None:
                best = Mention(col.name, at[0], at[1], 0.8)
            elif i >= 0:
                best = Mention(col.name, i, i + 1, 0.75)
        if best is None and col.aliases:
            # "that age", "this rate": a column named in full earlier, now by its head noun after a demonstrative
            i = next(
                (i for i in range(1, len(toks)) if toks[i] in col.aliases and toks[i - 1] in _DEMONSTRATIVES),
                -1,
            )
            if i >= 0:
                best = Mention(col.name, i - 1, i + 1, 0.85)
        if best is None and len(col.words) == 1 and len(col.words[0]) == 2 and col.words[0] not in _GENERIC:
            # a two-letter header is named in full only when called a column: "the species column" for sp
            head = col.words[0]
            i = next(
                (
                    i
                    for i, t in enumerate(toks[:-1])
                    if toks[i + 1] in {"column", "field"} and len(t) >= 4 and t.startswith(head)
                ),
                -1,
            )
            if i >= 0:
                best = Mention(col.name, i, i + 1, 0.75)
        if best is None:
            best = _ordinal_in_series(col.name, table, toks)
        dated = _year_of_a_series(col, table, toks)
        if dated is not None and (best is None or best.score < dated.score):
            best = dated
        if best is not None and best.score >= minimum:
            found.append(best)
    # a name inside a longer name ("price" inside "unit price") yields to the longer one at the same place
    found.sort(key=lambda m: (-(m.end - m.start), -m.score))
    kept: list[Mention] = []
    for m in found:
        if any(
            k.start <= m.start
            and m.end <= k.end
            and (k.end - k.start) > (m.end - m.start)
            # ("weights before and after treatment" names the weight before as well as the one after)
            and not {"and", "or"} & set(toks[k.start : k.end])
            for k in kept
        ):
            continue
        # "the missing staff" names staff, not half of staff.costs: at the same words a clearly better match wins
        if any(
            (k.start, k.end) == (m.start, m.end) and k.score >= 0.8 and k.score - m.score >= 0.1
            for k in found
        ):
            continue
        # "hijackfatal" is the header hijackfatal, not hijack shortened: where the words said are one column's
        # whole header, a header they only begin with yields
        said = "".join(toks[m.start : m.end])
        own = "".join(table.column(m.column).words)
        if (
            said != own
            and said.startswith(own)
            and any(
                (k.start, k.end) == (m.start, m.end) and said == "".join(table.column(k.column).words)
                for k in found
            )
        ):
            continue
        kept.append(m)
    # nor is half of staff.costs named where staff itself is named (by its header or a synonym) elsewhere
    strong = [table.column(k.column) for k in kept if k.score >= 0.8]
    kept = [
        m
        for m in kept
        if m.score >= 0.8
        or not any(c is not None and set(c.words) < set(table.column(m.column).words) for c in strong)
    ]
    return sorted(kept, key=lambda m: (-m.score, m.start))


# Values that are also everyday words are taken as values only when quoted.
_NEEDS_QUOTES = {
    "per",  # "per thousand people" is no country code
    "no",
    "yes",
    "none",
    "all",
    "other",
    "na",
    "not",
    "the",
    "and",
    "or",
    "in",
    "on",
    "at",
    "to",
    "is",
    "true",
    "false",
    "one",
    "two",
    "some",
    "any",
    "unknown",
    "missing",
}


# "car and motorcycle accidents", "duty-related or 9/11-related illness": words listed before the one noun of all
_LISTED_BEFORE_HEAD = re.compile(
    r"(?<![\w/-])((?:[\w/'-]+(?:,\s*(?:and\s+|or\s+)?|\s+and\s+|\s+or\s+)){1,8}[\w/'-]+)\s+([a-z]+)(?![\w-])"
)


def _plain_text(value: str) -> str:
    return " ".join(t for t in re.split(r"[\s_-]+", value.casefold()) if t)


def _variants_included(low: str, table: TableInfo, found: set[tuple[str, str]]) -> list[tuple[str, str, int]]:
    """ "Any gunfire, accidental included" over Gunfire and Gunfire (Accidental): the variant of a value found
    that the words after it include is a value too."""
    out: list[tuple[str, str, int]] = []
    for m in re.finditer(r"\b(?:any|all|every)\s+([a-z]+),?\s+([a-z]+)(?:\s+ones?)?\s+included\b", low):
        base, variant = m.group(1), m.group(2)
        for column, value in found:
            if value.casefold() != base:
                continue
            info = table.column(column)
            out += [
                (column, v, m.start(2))
                for v in (info.values if info else [])
                if v.casefold().startswith(base) and variant in v.casefold() and (column, v) not in found
            ]
    return out


def _value_with_noun(item: str, heads: set[str], plain: dict[str, str]) -> str | None:
    """The value a listed word (or a synonym of it) makes with the list's noun, as written plainly."""
    said = [_plain_text(item), *sorted(_SYN_OF.get(item, set()))]
    return next((plain[f"{w} {h}"] for w in said for h in sorted(heads) if f"{w} {h}" in plain), None)


def _values_listed_before_their_noun(
    low: str, table: TableInfo, columns: list[str] | None, found: set[tuple[str, str]]
) -> list[tuple[str, str, int]]:
    """ "car and motorcycle accidents" over Automobile accident and Motorcycle accident: each listed word (or a
    synonym of it) with the noun after the list is a value of one column, whatever its hyphens. Taken only when
    every listed word makes a value of the same column, so an ordinary list is never read as values."""
    out: list[tuple[str, str, int]] = []
    for m in _LISTED_BEFORE_HEAD.finditer(low):
        items = [
            (w.group(0), m.start(1) + w.start())
            for w in re.finditer(r"[\w/'-]+", m.group(1))
            if w.group(0) not in ("and", "or")
        ]
        head = m.group(2)
        heads = {head, head[:-1] if head.endswith("s") else head}
        for col in table.columns:
            if (columns is not None and col.name not in columns) or col.kind not in ("category", "text"):
                continue
            plain = {_plain_text(v): v for v in col.values}
            # ("heart attacks and duty-related or 9/11-related illness": the list is the words at its end that
            # each make a value with the noun)
            for start in range(len(items) - 1):
                picks = [(_value_with_noun(item, heads, plain), at) for item, at in items[start:]]
                if all(v is not None for v, _ in picks):
                    out += [
                        (col.name, v, at) for v, at in picks if v is not None and (col.name, v) not in found
                    ]
                    break
    return out


def _plain_words_listed(
    low: str, table: TableInfo, found: set[tuple[str, str]]
) -> list[tuple[str, str, int]]:
    """A value that is an everyday word ("unknown", "yes", "none") said in one list with another value of the
    same column ("whose stance is unknown or undecided", "the yes, no and leaning-no members"): a value too."""
    out = []
    for column, value in found:
        info = table.column(column)
        if info is None:
            continue
        for v in info.values:
            vf = v.casefold()
            if (
                vf not in _NEEDS_QUOTES
                or (column, v) in found
                or vf in ("the", "and", "or", "in", "on", "to")
            ):
                continue
            other = re.escape(value.casefold())
            m = re.search(
                rf"(?<![\w-])(?P<first>{re.escape(vf)})(?:,\s*|\s+(?:or|and)\s+)(?:[\w-]+(?:,\s*|\s+(?:or|and)\s+))"
                rf"{{0,3}}{other}(?![\w-])|(?<![\w-]){other}(?:,\s*|\s+(?:or|and)\s+)(?:[\w-]+(?:,\s*|\s+(?:or|and)"
                rf"\s+)){{0,3}}(?P<last>{re.escape(vf)})(?![\w-])",
                low.replace("-", " ") if "-" not in vf else low,
            )
            if m is not None:
                out.append((column, v, m.start("first") if m.group("first") else m.start("last")))
    return out


_CALENDAR_NAMES = {
    "january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
    "november", "december", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday",
}  # fmt: skip


def find_values(text: str, table: TableInfo, columns: list[str] | None = None) -> list[tuple[str, str, int]]:
    """Values of category-like columns named in the text: ``(column, value as in the data, char offset)``.
    Quoted values first; then unquoted whole-word mentions of values of two characters or more."""
    out: list[tuple[str, str, int]] = []
    low = text.casefold()
    quoted = [(m.group(2), m.start(2)) for m in re.finditer(r"(['\"“‘])(.+?)(['\"”’])", text)]
    for col in table.columns:
        if columns is not None and col.name not in columns:
            continue
        if col.kind not in ("category", "text", "id") or not col.values:
            continue
        shared: set[str] | None = None  # the column's values two rows or more hold, counted once when needed
        for v in col.values:
            vf = v.casefold()
            hit = next((pos for q, pos in quoted if q.casefold() == vf), None)
            if hit is None and len(vf) >= 2 and not vf.isdigit() and vf not in _NEEDS_QUOTES:
                # "GIA-certified stones": a code with a participle hyphened on is still the code
                # ("the townships and the villages": a value said in the plural is still the value)
                # (and a value of words in the plural of its last: "the swinging strikes" for Swinging Strike)
                # (of a kind that several rows share only: "the fight songs" is no song called The Fight Song)
                words_only = re.fullmatch(r"[a-z]+(?: [a-z]+)+", vf) is not None
                # ("the vans" for Van: a short word in the plural, when it is a kind several rows share and not a
                # code in capitals)
                short_word = len(vf) == 3 and vf.isalpha() and not v.isupper()
                if (words_only or short_word) and shared is None:
                    shared = _values_shared_by_rows(table, col.name)
                plural = (
                    r"(?:s|es)?"
                    if len(vf) >= 4 and (vf.isalpha() or (words_only and v in (shared or set())))
                    else "s?"
                    if short_word and v in (shared or set())
                    else ""
                )
                many = (
                    rf"|(?<![\w-]){re.escape(vf[:-1])}ies(?![\w-])"
                    if vf.isalpha() and vf.endswith("y")
                    else ""
                )
                m = re.search(
                    rf"(?<![\w-]){re.escape(vf)}{plural}(?![\w-])|(?<![\w-]){re.escape(vf)}(?=-[a-z]+ed\b){many}",
                    low,
                )
                hit = m.start() if m else None
            if hit is None and len(vf.split()) >= 2 and vf not in _NEEDS_QUOTES:
                # "being struck by a vehicle" for Struck by vehicle, "duty-related illness" for Duty related illness:
                # the value's words in order, with a hyphen for a space or an article between
                flexible = r"[\s-]+(?:(?:a|an|the)\s+)?".join(re.escape(w) for w in re.split(r"[\s-]+", vf))
                # (never in the plural: "the fight songs" is no song called The Fight Song)
                m = re.search(rf"(?<![\w-]){flexible}(?![\w-])", low)
                hit = m.start() if m else None
            if hit is None and len(vf) >= 3 and vf.isalpha() and col.kind == "category":
                # an abbreviated value named in full ("Sun" for "Sunday", "Jan" for "January")
                # (a value written as a word, "Prof" for "professors"; a code in capitals only for a name of the
                # calendar or a proper name written with its capital inside a sentence, "Canada" for CAN: "seasons"
                # is no SEA team, "automatic" no AUT country)
                m = re.search(rf"(?<![\w-]){re.escape(vf)}[a-z]{{2,10}}(?![\w-])", low)
                proper = (
                    m is not None
                    and len(text) == len(low)
                    and text[m.start()].isupper()
                    and not re.search(r"(?:^|[.!?:;]\s*|[\"“‘(]\s*)$", text[: m.start()])
                )
                worded = not v.isupper()
                # ("lower than" is no value Low: a value's comparative or superlative compares, it names nothing)
                said = (
                    m is not None
                    and m.group(0) not in _NEEDS_QUOTES
                    and m.group(0)[len(vf) :] not in ("er", "est", "r", "st")
                )
                hit = (
                    m.start()
                    if m and said and (worded or m.group(0).rstrip("s") in _CALENDAR_NAMES or proper)
                    else None
                )
            if hit is not None:
                out.append((col.name, v, hit))
    out += _plain_words_listed(low, table, {(c, v) for c, v, _ in out})
    out += _values_listed_before_their_noun(low, table, columns, {(c, v) for c, v, _ in out})
    out += _variants_included(low, table, {(c, v) for c, v, _ in out})
    out += _letters_listed(text, table, columns, {(c, v) for c, v, _ in out})
    out += _initials_said_in_full(text, table, columns, {(c, v) for c, v, _ in out})
    out += _kinds_coded_by_initials(low, table, columns, {(c, v) for c, v, _ in out})
    out += _countries_named(text, table, columns, {(c, v) for c, v, _ in out})
    out += _sexes_said(low, table, columns, {c for c, _, _ in out})
    out += _one_and_its_negation_said(low, table, columns, {c for c, _, _ in out})
    out += _sizes_said(low, table, columns, {c for c, _, _ in out})
    out += _shared_head_values(low, table, columns, {(c, v) for c, v, _ in out})
    out += _value_beginnings(text, table, columns, {(c, v) for c, v, _ in out})
    out += _values_done_to(low, table, columns, {(c, v) for c, v, _ in out})
    out += _same_root_said(low, table, columns, out)
    return out


def _shared_start(a: str, b: str) -> int:
    """How many letters two words begin with alike."""
    return next((i for i, (x, y) in enumerate(zip(a, b, strict=False)) if x != y), min(len(a), len(b)))


def _same_root_said(
    low: str, table: TableInfo, columns: list[str] | None, found_at: list[tuple[str, str, int]]
) -> list[tuple[str, str, int]]:
    """A one-word value said as another word of its root ("the custodians" for ``custodial``): the two share all
    but the last two letters of each (never "positivity" for ``positive``), in a column of a few kinds; a word
    that fits two values of a column names neither."""
    out: list[tuple[str, str, int]] = []
    for col in table.columns:
        if (columns is not None and col.name not in columns) or col.kind != "category":
            continue
        if not 2 <= len(col.values) <= 30:
            continue
        kinds = [v for v in col.values if re.fullmatch(r"[a-z]{5,}", v.casefold())]
        taken = {p for c, _, p in found_at if c == col.name}
        for m in re.finditer(r"(?<![\w-])([a-z]{5,})(?![\w-])", low):
            word = m.group(1)
            if m.start() in taken:
                continue  # "mothers who don't smoke" read already as nonsmoker
            fits = [
                v
                for v in kinds
                if _shared_start(word, v.casefold()) >= max(5, len(v) - 2, len(word) - 2)
                and word != v.casefold()
            ]
            if len(fits) == 1:
                out.append((col.name, fits[0], m.start()))
    return [x for x in out if (x[0], x[1]) not in {(c, v) for c, v, _ in found_at}]


def _values_done_to(
    low: str, table: TableInfo, columns: list[str] | None, found: set[tuple[str, str]]
) -> list[tuple[str, str, int]]:
    """A value that is the noun of what was done to a row, said with the verb ("who was merely indicted" for
    ``indictment``, "were convicted" for ``conviction``): the one value of a column of a few kinds whose root the
    participle has."""
    out: list[tuple[str, str, int]] = []
    for m in re.finditer(
        r"\b(?:was|were|been|being|is|are|be|got|get|gets)\s+(?:[a-z]+ly\s+)?([a-z]{4,})ed\b", low
    ):
        root = m.group(1)
        for col in table.columns:
            if (columns is not None and col.name not in columns) or col.kind not in ("category", "text"):
                continue
            if not 2 <= len(col.values) <= 30:
                continue
            fits = [
                v
                for v in col.values
                if re.fullmatch(rf"{re.escape(root)}(?:ment|ion|ation|al)", v.casefold())
                and (col.name, v) not in found
            ]
            if len(fits) == 1:
                out.append((col.name, fits[0], m.start(1)))
    return out


def _values_shared_by_rows(table: TableInfo, column: str) -> set[str]:
    """The values two rows or more hold (kinds of thing, not the names of one each)."""
    counts = table.frame[column].astype("string").str.strip().value_counts()
    return set(counts[counts >= 2].index)


# the nouns a category's values qualify when a request names the rows by them ("the sleep questions")
_ROWS_OF_A_KIND = (
    r"questions?|answers?|items?|responses?|rows?|records?|entries|lines?|readings?|cases?|ones|sets?|groups?|"
    r"results?|scores?|observations?|measurements?|samples?|points?|tests?|listings?|visits?|trials?|sessions?"
)


# words before such a noun that say how much or which of them, never what kind ("the average scores")
_SAYS_HOW_NOT_WHICH = {
    "average", "total", "mean", "median", "high", "higher", "highest", "lower", "lowest", "other", "first", "last",
    "same", "whole", "missing", "blank", "empty", "more", "less", "most", "least", "next", "previous", "final",
    "overall", "main", "late", "early", "good", "better", "best", "worse", "worst", "these", "those", "extra",
    "duplicate", "repeated", "remaining", "following", "above", "below", "many", "several", "some", "both",
}  # fmt: skip


def _value_beginnings(
    text: str, table: TableInfo, columns: list[str] | None, found: set[tuple[str, str]]
) -> list[tuple[str, str, int]]:
    """A value named by its beginning: a code that starts exactly one value of a column ("(GAD-7)" for
    ``GAD-7 V2``), or a word before a noun for rows whose root is the first word of exactly one two-word value
    ("the sleep questions" for ``SLEEPING PROBLEMS``). Values that several beginnings would fit are never
    guessed."""
    out: list[tuple[str, str, int]] = []
    low = text.casefold()
    cols = [
        c
        for c in table.columns
        if (columns is None or c.name in columns)
        and c.kind in ("category", "text", "id")
        and 2 <= len(c.values) <= 30
        and not any(fc == c.name for fc, _ in found)
    ]
    for col in cols:
        split = {v: [t for t in re.split(r"\s+", v.casefold()) if t] for v in col.values}
        # a code: letters and digits joined by a hyphen, said whole as the first word of the value
        for m in re.finditer(r"(?<![\w-])([a-z]+-?\d+[a-z]?|[a-z]+-[a-z]+\d*)(?![\w-])", low):
            starts = [v for v, p in split.items() if len(p) >= 2 and p[0] == m.group(1)]
            if len(starts) == 1:
                out.append((col.name, starts[0], m.start()))
        for m in re.finditer(rf"(?<![\w-])([a-z]{{4,}})\s+(?:{_ROWS_OF_A_KIND})(?![\w-])", low):
            word = m.group(1)
            if word in _SAYS_HOW_NOT_WHICH:
                continue
            starts = [v for v, p in split.items() if len(p) == 2 and _roots(word) & _roots(p[0])]
            if len(starts) == 1:
                out.append((col.name, starts[0], m.start()))
    return [x for x in out if (x[0], x[1]) not in found]


# "the horizontal, vertical, high and wide line sets": words listed before the one noun they all qualify
_SHARED_HEAD = re.compile(
    r"(?<![\w-])((?:[a-z]+(?:,\s*(?:and\s+|or\s+)?|\s+and\s+|\s+or\s+)){1,8}[a-z]+)\s+([a-z]+)(?![\w-])"
)


def _shared_head_values(
    low: str, table: TableInfo, columns: list[str] | None, found: set[tuple[str, str]]
) -> list[tuple[str, str, int]]:
    """ "the horizontal, vertical, high and wide line sets" over values ``h_lines``, ``v_lines``, ``high_lines``,
    ``wide_lines``: each listed word with the noun after the list is a two-part value of one column, the word
    written out or by its first letter. Taken only when every listed word names a value of the same column, so an
    ordinary list of words is never read as values."""
    out: list[tuple[str, str, int]] = []
    for m in _SHARED_HEAD.finditer(low):
        listed = [(w.group(0), m.start(1) + w.start()) for w in re.finditer(r"[a-z]+", m.group(1))]
        listed = [(w, at) for w, at in listed if w not in ("and", "or", "the")]
        head = stem(m.group(2))
        if len(listed) < 2:
            continue
        for col in table.columns:
            if columns is not None and col.name not in columns:
                continue
            if col.kind not in ("category", "text", "id") or not col.values:
                continue
            parts = {
                v: p
                for v in col.values
                if len(p := [t for t in re.split(r"[_\s.-]+", v.casefold()) if t]) == 2
                and head in (stem(p[0]), stem(p[1]))
            }
            qualifier = {
                v: next(t for t in p if stem(t) != head)
                for v, p in parts.items()
                if len(set(map(stem, p))) == 2
            }
            spelt = {v for v, q in qualifier.items() for w, _ in listed if stem(q) == stem(w)}
            named: list[tuple[str, int]] = []
            for word, at in listed:
                # a word written out wins over a first letter ("high" is high_lines, "horizontal" then h_lines)
                pick = [v for v, q in qualifier.items() if stem(q) == stem(word)] or [
                    v for v, q in qualifier.items() if len(q) == 1 and word.startswith(q) and v not in spelt
                ]
                if len(pick) != 1 or any(v == pick[0] for v, _ in named):
                    named = []
                    break
                named.append((pick[0], at))
            if named:
                out += [(col.name, v, at) for v, at in named if (col.name, v) not in found]
    return out


# the words a size code (S, M, L, XL, …) stands for, longest first so "extra large" is not read as "large"
SIZE_WORDS = {
    "xxxl": r"(?:extra[- ]){3}large|triple[- ]extra[- ]large",
    "xxl": r"extra[- ]extra[- ]large|double[- ]extra[- ]large",
    "xl": r"extra[- ]large",
    "xxs": r"extra[- ]extra[- ]small|double[- ]extra[- ]small",
    "xs": r"extra[- ]small",
    "l": r"large",
    "m": r"medium|mid-sized|midsize",
    "s": r"small",
}


def _sizes_said(
    low: str, table: TableInfo, columns: list[str] | None, found: set[str]
) -> list[tuple[str, str, int]]:
    """ "small and medium pizzas", "the large and extra-large ones" over a column of size codes (S, M, L, XL):
    the codes those words stand for."""
    coded = [
        c
        for c in table.columns
        if (columns is None or c.name in columns)
        and c.name not in found
        and c.kind in ("category", "text", "id")
        and len(c.values) >= 2
        and {v.casefold() for v in c.values} <= set(SIZE_WORDS)
    ]
    if len(coded) != 1:
        return []
    out: list[tuple[str, str, int]] = []
    taken: list[tuple[int, int]] = []
    for code, rx in SIZE_WORDS.items():
        held = next((v for v in coded[0].values if v.casefold() == code), None)
        for m in re.finditer(rf"(?<![\w-])(?:{rx})(?![\w-])", low):
            if held is not None and not any(a <= m.start() < b for a, b in taken):
                out.append((coded[0].name, held, m.start()))
            taken.append(m.span())
    return out


# "the female cats", "only the boys": the words a one-letter sex code (F / M) stands for (never words that are
# also everyday verbs or money, such as "does" or "bucks")
SEX_WORDS = {
    "f": r"females?|women|woman|girls?|ladies|lady|mothers?|daughters?|wives|wife",
    "m": r"males?|men|man|boys?|gentlemen|fathers?|sons?|husbands?",
}


def _countries_named(
    text: str, table: TableInfo, columns: list[str] | None, found: set[tuple[str, str]]
) -> list[tuple[str, str, int]]:
    """ "every film the United States had a hand in" over a column of ISO codes (US, "GB,US"): the country's code
    in the width the column writes, where the column holds it (alone or among others in a cell)."""
    said = countries_said(text)
    if not said:
        return []
    out: list[tuple[str, str, int]] = []
    for col in table.columns:
        if columns is not None and col.name not in columns:
            continue
        if col.kind not in ("category", "text", "id") or not col.values:
            continue
        width = code_width(col.values)
        if width is None:
            continue
        held = cell_items(col.values)
        for country in said:
            code = country.alpha_2 if width == 2 else country.alpha_3
            if code in held and (col.name, code) not in found:
                out.append((col.name, code, country.start))
    return out


def _one_and_its_negation_said(
    low: str, table: TableInfo, columns: list[str] | None, found: set[str]
) -> list[tuple[str, str, int]]:
    """ "non-smoking mothers", "where the mother smoked" over a column of smoker / nonsmoker: a column of two
    values, one the other with "non" before it, said by a form of the word's verb (smoked, smoking, smokes),
    the "non" form when "non-" or a denial comes before it."""
    out: list[tuple[str, str, int]] = []
    for c in table.columns:
        if (columns is not None and c.name not in columns) or c.name in found or len(c.values) != 2:
            continue
        a, b = sorted((str(v) for v in c.values), key=len)
        plain, negated = a.casefold(), b.casefold()
        if not (re.fullmatch(rf"non[- ]?{re.escape(plain)}", negated) and re.fullmatch(r"[a-z]{4,}", plain)):
            continue
        root = plain[:-2] if plain.endswith("er") else plain  # smoker -> smok
        said = re.search(
            rf"(?<![\w-])(?P<non>non[- ]?)?{re.escape(root)}(?:e|ed|es|ing|er|ers)?(?![\w-])", low
        )
        if said is None or said.group(0) in (plain, negated):
            continue  # the value said as it is: the other readings take it
        # ("non-smoking", "mothers who don't smoke", "never smoked": the other value)
        denied = said.group("non") or re.search(
            r"\b(?:not|never|no|don't|doesn't|didn't|do not|does not|did not)\s+$", low[: said.start()]
        )
        out.append((c.name, b if denied else a, said.start()))
    return out


def _sexes_said(
    low: str, table: TableInfo, columns: list[str] | None, found: set[str]
) -> list[tuple[str, str, int]]:
    coded = [
        c
        for c in table.columns
        if (columns is None or c.name in columns)
        and c.name not in found
        and c.kind in ("category", "text", "id")
        # (F and M, or the words: Female and Male, woman and man)
        and {v.casefold()[:1] for v in c.values} == {"f", "m"}
        and all(re.fullmatch(SEX_WORDS[v.casefold()[:1]] + "|[fm]", v.casefold()) for v in c.values)
        and len(c.values) == 2
    ]
    if len(coded) != 1:
        return []
    out: list[tuple[str, str, int]] = []
    # "full-term babies of non-smoking mothers" over a table of births: the parent is not the row, so a parent
    # word says nothing of the sex the rows record
    of_births = re.search(
        r"\b(?:bab(?:y|ies)|births?|newborns?|infants?|child(?:ren)?|kids?|pup(?:s|pies)?|calf|calves)\b", low
    )
    for letter, rx in SEX_WORDS.items():
        if of_births:
            rx = "|".join(
                w for w in rx.split("|") if not re.match(r"(?:mother|father|wife|wives|husband)", w)
            )
        m = re.search(rf"(?<![\w-])(?:{rx})(?![\w-])", low)
        if m:
            out.append(
                (coded[0].name, next(v for v in coded[0].values if v.casefold()[:1] == letter), m.start())
            )
    return out


# "colours D, E and F", "grades A or B": single capital letters said as a list (one letter alone is a word)
_LETTER_LIST = re.compile(
    r"(?<![\w'-])[A-Z](?:\s*(?:,\s*(?:and\s+|or\s+)?|\s+and\s+|\s+or\s+|/|&)\s*[A-Z])+(?![\w'-])"
)


def _grades_beyond(values: list[str] | set[str], letters: list[str]) -> bool:
    """ "graded E, F or G" over grades A to E: a column of letter grades running A, B, C, … without a gap, and
    letters said that it holds or that carry its run on past its last letter (the scale goes further than the
    rows); at least one of them held."""
    held = {str(v) for v in values}
    if not held or not all(re.fullmatch(r"[A-Z]", v) for v in held) or not set(letters) & held:
        return False
    top = max(held)
    if sorted(held) != [chr(c) for c in range(ord("A"), ord(top) + 1)]:
        return False
    beyond = sorted(set(letters) - held)
    return beyond == [chr(c) for c in range(ord(top) + 1, ord(top) + 1 + len(beyond))]


def _initials_said_in_full(
    text: str, table: TableInfo, columns: list[str] | None, found: set[tuple[str, str]]
) -> list[tuple[str, str, int]]:
    """ "the World Series" over a round column of WS, ALCS, NLDS1, …: two to four capitalised words whose
    initials are one value, in capitals, of exactly one code column (never a value the text also says as it is)."""
    out: list[tuple[str, str, int]] = []
    for m in re.finditer(r"\b[A-Z][a-z]+(?: (?:of |and )?[A-Z][a-z]+){1,3}\b", text):
        initials = "".join(w[0] for w in m.group(0).split() if w[0].isupper())
        holders = [
            c
            for c in table.columns
            if (columns is None or c.name in columns)
            and c.kind in ("category", "text", "id")
            and initials in c.values
            and all(str(v).isupper() and len(str(v)) <= 6 for v in c.values)
        ]
        if len(holders) == 1 and (holders[0].name, initials) not in found:
            out.append((holders[0].name, initials, m.start()))
    return out


def _kinds_coded_by_initials(
    low: str, table: TableInfo, columns: list[str] | None, found: set[tuple[str, str]]
) -> list[tuple[str, str, int]]:
    """ "registered or likely voters" over a column of rv, lv, a: kinds listed before one noun, each kind with the
    noun abbreviated to their two initials, every one of them a value of exactly one column of short codes (so a
    single kind said alone names its code too: "likely voters" for lv)."""
    out: list[tuple[str, str, int]] = []
    coded = [
        c
        for c in table.columns
        if (columns is None or c.name in columns)
        and c.kind in ("category", "id")
        and 2 <= len(c.values) <= 12
        and all(re.fullmatch(r"[a-z]{1,3}|[A-Z]{1,3}", str(v)) for v in c.values)
        and not {str(v).casefold() for v in c.values} & _WORDS_NOT_CODES
        and any(len(str(v)) == 2 for v in c.values)
    ]
    if not coded:
        return out
    kind = r"[a-z]{3,}"
    listed = re.compile(rf"(?<![\w-])({kind}(?:, {kind})*(?:,? (?:or|and) {kind})?) ({kind})(?![\w-])")
    starts = [w.start() for w in re.finditer(r"(?<![\w-])[a-z]", low)]
    pos = 0
    for start in starts:
        # (tried at every word, so "keep just the likely or registered voter polls" finds the list after "the")
        m = listed.match(low, start) if start >= pos else None
        if m is None:
            continue
        kinds = [k for k in re.split(r",? (?:or|and) |, ", m.group(1)) if k]
        if any(k in _NOT_A_KIND for k in (*kinds, m.group(2))):
            continue
        codes = [k[0] + m.group(2)[0] for k in kinds]
        holders = [c for c in coded if all(code in {str(v).casefold() for v in c.values} for code in codes)]
        if len(holders) != 1:
            continue
        by_fold = {str(v).casefold(): str(v) for v in holders[0].values}
        pos = m.end()
        said_at = [w.start() for w in re.finditer(kind, m.group(1)) if w.group(0) not in ("or", "and")]
        for code, offset in zip(codes, said_at, strict=True):
            value = by_fold[code]
            if (holders[0].name, value) not in found:
                out.append((holders[0].name, value, m.start(1) + offset))
    return out


# words before a noun that are never one of its kinds ("the only voters", "all polls", "need only")
_NOT_A_KIND = frozenset({
    "the", "any", "all", "only", "just", "every", "each", "some", "more", "most", "less", "few", "many", "other",
    "these", "those", "their", "its", "our", "your", "with", "from", "into", "than", "then", "that", "this",
    "need", "needs", "want", "wants", "please", "keep", "drop", "remove", "also", "too", "very", "not", "and",
})  # fmt: skip
# short values that are words, not codes made of initials ("no" is never "need only")
_WORDS_NOT_CODES = {
    "yes", "no", "na", "all", "any", "one", "two", "off", "on", "out", "in", "up", "new", "old",
}  # fmt: skip


def _letters_listed(
    text: str, table: TableInfo, columns: list[str] | None, found: set[tuple[str, str]]
) -> list[tuple[str, str, int]]:
    out: list[tuple[str, str, int]] = []
    for m in _LETTER_LIST.finditer(text):
        letters = [(x.group(0), m.start() + x.start()) for x in re.finditer(r"[A-Z]", m.group(0))]
        holders = [
            c
            for c in table.columns
            if (columns is None or c.name in columns)
            and c.kind in ("category", "text", "id")
            and (
                all(letter in c.values for letter, _ in letters)
                or _grades_beyond(c.values, [letter for letter, _ in letters])
            )
        ]
        if len(holders) == 1:  # the letters name values of exactly one column
            out += [(holders[0].name, x, at) for x, at in letters if (holders[0].name, x) not in found]
    return out


def numeric_value(token: str) -> float | None:
    """'1,200' -> 1200, '$15' -> 15, '2.5k' -> 2500, 'zero' -> 0; None when not a number."""
    t = token.strip().lower().replace(",", "").lstrip("$€£").rstrip("%")
    mult = 1.0
    if t.endswith("k") and t[:-1].replace(".", "", 1).lstrip("-").isdigit():
        t, mult = t[:-1], 1000.0
    try:
        return float(t) * mult
    except ValueError:
        return NUMBER_WORDS.get(t)


NUMBER_WORDS: dict[str, float] = {
    w: float(i)
    for i, w in enumerate(
        [
            "zero",
            "one",
            "two",
            "three",
            "four",
            "five",
            "six",
            "seven",
            "eight",
            "nine",
            "ten",
            "eleven",
            "twelve",
            "thirteen",
            "fourteen",
            "fifteen",
            "sixteen",
            "seventeen",
            "eighteen",
            "nineteen",
            "twenty",
        ]
    )
} | {
    "thirty": 30.0,
    "forty": 40.0,
    "fifty": 50.0,
    "sixty": 60.0,
    "seventy": 70.0,
    "eighty": 80.0,
    "ninety": 90.0,
    "hundred": 100.0,
    "thousand": 1000.0,
    "million": 1e6,
}


_SCALE_WORDS = {"thousand": 1e3, "million": 1e6, "billion": 1e9, "trillion": 1e12, "mn": 1e6, "bn": 1e9}
_NUMBER_AND_SCALE = re.compile(
    r"(?<![\w.,])(?P<cur>[$€£]?)(?P<n>\d[\d,]*(?:\.\d+)?|an?|"
    + "|".join(w for w in NUMBER_WORDS if NUMBER_WORDS[w] >= 1 and NUMBER_WORDS[w] < 100)
    + r")\s*(?P<m>thousand|million|billion|trillion|(?<=\d)\s?(?:mn|bn))\b(?!s\b|\s+of\b)",
    re.IGNORECASE,
)


def spell_out_multiples(text: str, tables: list[TableInfo] | None = None) -> str:
    """ "from 10 million up", "at least a billion dollars", "$2.5bn": each number said with a multiple word written
    as one number (10000000), so every reading compares with the size meant; "in millions" (no number) stays.
    Given the tables, only where some numeric column's numbers are of that size (its largest within a hundredth
    of it): "under 1000 million kWh" over an output counted in million kWh stays as said."""

    def number(m: re.Match[str]) -> str:
        said = m.group("n").lower()
        base = 1.0 if said in ("a", "an") else numeric_value(said)
        if base is None:
            return m.group(0)
        value = base * _SCALE_WORDS[m.group("m").lower().strip()]
        if tables is not None and not any(_reaches(t, value) for t in tables):
            return m.group(0)
        return f"{m.group('cur')}{as_number(round(value, 6))}"

    return _NUMBER_AND_SCALE.sub(number, text)


# "a maths SAT of 650 or more (the file keeps it divided by ten, so 65)": a number with the form the table stores
# it in said after it, in brackets
_STORED_AS = re.compile(
    r"(?P<n>\d[\d,]*(?:\.\d+)?)(?P<mid>\s+(?:or (?:more|less|above|below|higher|lower|over|under|better|worse)|"
    r"and (?:above|over|up|below|under)))?\s*\((?P<why>[^()]{0,80}?\b(?:divided by|multiplied by|times|in (?:tens|hundreds|"
    r"thousands)|stored as|kept as|recorded as|written as|keeps? (?:it|them)|has (?:it|them)|holds? (?:it|them))\b[^()]{0,40}?)"
    r"[,;]?\s*(?:so|i\.e\.?|that is|which is|meaning|giving|there)\s+(?P<m>\d[\d,]*(?:\.\d+)?)\s*\)",
    re.IGNORECASE,
)


def numbers_as_stored(text: str) -> str:
    """Each number said with the form the table keeps it in ("650 or more (the file keeps it divided by ten, so
    65)") written in that form ("65 or more"), where the two differ by a power of ten, as such a note says."""

    def stored(m: re.Match[str]) -> str:
        said, kept = (
            numeric_value(m.group("n").replace(",", "")),
            numeric_value(m.group("m").replace(",", "")),
        )
        if not said or not kept:
            return m.group(0)
        ratio = said / kept
        if not any(abs(ratio - f) < 1e-9 * f for f in (10, 100, 1000, 0.1, 0.01, 0.001)):
            return m.group(0)
        return f"{m.group('m')}{m.group('mid') or ''}"

    return _STORED_AS.sub(stored, text)


def squeezed(name: str) -> str:
    """A name with only its lower-case letters and digits ("Acid.Conc." -> acidconc), for comparing spellings."""
    return re.sub(r"[^a-z0-9]", "", name.lower())


def consonant_skeleton(word: str) -> str:
    """A word's first letter and the consonants after it ("freshmen" -> frshmn, "party" -> prty)."""
    return word[:1] + re.sub(r"[aeiou]", "", word[1:])


def holds_dates(table: TableInfo, column: str) -> bool:
    """Whether a column's values read as dates ('18 May 1971', '2024-03-01'), whatever kind it was given: a date
    column, or text of which nine in ten values read as dates in whatever styles they are written."""
    info = table.column(column)
    if info is None or info.kind == "date":
        return info is not None
    if info.kind not in ("text", "category"):
        return False
    vals = table.frame[column].dropna().astype(str).head(500)
    if vals.empty or not vals.str.contains(r"\d").all():
        return False
    parsed = pd.to_datetime(vals, errors="coerce", format="mixed")
    return bool(parsed.notna().mean() >= 0.9)


def _reaches(table: TableInfo, value: float) -> bool:
    """Whether some numeric column of ``table`` holds numbers of the size of ``value``."""
    for col in table.columns:
        if col.kind == "numeric":
            held = pd.to_numeric(table.frame[col.name], errors="coerce").abs().max()
            if pd.notna(held) and held >= abs(value) / 100:
                return True
    return False


def as_number(v: float) -> Any:
    return int(v) if float(v).is_integer() else v
