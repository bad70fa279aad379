"""The analyst's deterministic floor: answers what rules can decide from a workbook, abstains otherwise.

With no model (``--model none``) the agents used to give up on every question. Many analyst questions,
though, are one operation over one labelled series: a lookup ("What was X in 1955?"), a mean, a total,
a count under a simple filter, an extreme value, an argmax/argmin ("Which state had the highest Y?") or
a percentage change between two named points. The rules here read the question's *meaning*: operation
words, and row/column labels matched against the labels found in the workbook. Nothing is keyed on a
particular question's wording or values.

Every table block a sheet holds (``workbook.find_tables``; titles and notes above a header are separate
blocks) becomes a ``Grid``: first row = column labels, first column = row labels. That one shape serves
both a normal table (fields across, records down) and a transposed fact sheet (years across, items
down): a *series* is any labelled column or row, keyed by the labels of the other axis.

For multiple choice the floor computes, then picks the nearest option; when it cannot compute, it still
answers with an option (the middle one, marked as a guess) because an empty answer is always wrong.
"""

from __future__ import annotations

import datetime as dt
import math
import re
from dataclasses import dataclass, field
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path
from typing import Any

from openpyxl.utils import range_boundaries

from dataagents.datascience.analysis.answers import parse_date, parse_dates, parse_number, question_options
from dataagents.datascience.analysis.workbook import WorkbookView, table_rows

# Keys that summarise the other keys: left out of aggregates and rankings so a Total line is not
# counted twice nor named the "largest region".
_SUMMARY_KEY = re.compile(r"\b(total|totals|sum|world|overall|all|average|mean|grand)\b", re.IGNORECASE)
_STOP = set(
    [
        "the",
        "a",
        "an",
        "of",
        "in",
        "on",
        "at",
        "for",
        "to",
        "by",
        "and",
        "or",
        "was",
        "were",
        "is",
        "are",
        "did",
        "does",
        "do",
        "what",
        "which",
        "who",
        "how",
        "many",
        "much",
        "had",
        "has",
        "have",
        "with",
        "from",
        "between",
        "over",
        "across",
        "per",
        "this",
        "that",
        "these",
        "those",
        "give",
        "answer",
        "as",
        "e",
        "g",
        "decimal",
        "decimals",
        "one",
        "two",
        "three",
        "rounded",
        "nearest",
        "its",
        "their",
        "there",
        "than",
        "be",
        "been",
        "it",
        "per",
    ]
)
_MAX_WORDS = r"highest|largest|most|biggest|greatest|maximum|max|top|best|peak|heaviest|longest|oldest|hottest|fastest|richest"
_MIN_WORDS = r"lowest|smallest|least|fewest|minimum|min|bottom|worst|lightest|shortest|youngest|coldest|slowest|poorest"
# A superlative adjective names its measure ("the heaviest car" ranks by weight): generic English, used
# only when no label is named in the question.
_ADJ_MEASURE = {
    "heaviest": "weight", "lightest": "weight", "longest": "length", "shortest": "length",
    "oldest": "age", "youngest": "age", "hottest": "temperature", "coldest": "temperature",
    "fastest": "speed", "slowest": "speed", "richest": "income", "poorest": "income",
}  # fmt: skip
_MONTHS = {m.lower(): i for i, m in enumerate(
    ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
     "November", "December"], start=1)}  # fmt: skip
_NUMWORDS = {"zero": 0, "no": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6}


@dataclass
class FloorAnswer:
    """What the floor decided: an answer with the rule and evidence, or an abstention with a reason."""

    answer: str | None
    rule: str | None = None
    reason: str = ""
    guessed: bool = False  # a multiple-choice option picked without a computation
    evidence: list[str] = field(default_factory=list)
    # The computed value equals the chosen option to the option's own precision: the question's options
    # confirm the computation (a *nearest* option only says the computation was near something).
    option_exact: bool = False


@dataclass
class Grid:
    """One table block: labels of the first row and first column, and the body between them."""

    source: str
    col_labels: list[str]
    row_keys: list[Any]  # first-column values (dates kept as dates)
    body: list[list[Any]]
    key_label: str = ""  # the header over the first column ("State", "date")
    # Read both ways (this grid and its transposed twin are in the list): each one's columns are
    # series, its rows are not, so every row is offered once, as a column of the other.
    twinned: bool = False

    @property
    def row_labels(self) -> list[str]:
        return [_key_text(k) for k in self.row_keys]


@dataclass
class Series:
    """A labelled column (keys = row labels) or a labelled row (keys = column labels) of a grid."""

    grid: Grid
    axis: str  # "col" or "row"
    index: int
    label: str

    @property
    def keys(self) -> list[Any]:
        return self.grid.row_keys if self.axis == "col" else list(self.grid.col_labels)

    @property
    def values(self) -> list[Any]:
        if self.axis == "col":
            return [r[self.index] for r in self.grid.body]
        return list(self.grid.body[self.index])


# ---------------------------------------------------------------- reading grids
_ISO_DATE = re.compile(r"^\d{4}-\d{2}-\d{2}(?:[T ]00:00:00)?$")


def _as_key(v: Any) -> Any:
    if isinstance(v, str) and _ISO_DATE.match(v.strip()):
        return dt.date.fromisoformat(v.strip()[:10])
    if isinstance(v, float) and v.is_integer():
        return int(v)
    return v


def _key_text(k: Any) -> str:
    if isinstance(k, dt.date):
        return f"{k.day} {k.strftime('%b %Y')}"
    return "" if k is None else str(k).strip()


_NUMERIC_TEXT = re.compile(r"^\s*\(?[-+]?[$€£]?\s*[\d,]*\.?\d+\s*\)?\s*%?\s*$")


def _num(v: Any) -> float | None:
    if isinstance(v, bool) or v is None:
        return None
    if isinstance(v, int | float):
        return None if isinstance(v, float) and math.isnan(v) else float(v)
    if isinstance(v, str) and _NUMERIC_TEXT.match(v):  # "S05" is a code, not five
        n = parse_number(v)
        return n.value if n else None
    return None


def _grid_from_rows(source: str, rows: list[list[Any]]) -> Grid | None:
    # A merged title spread over the block's first row (or a lone caption) is not a header: skip it.
    while rows and len(rows[0]) > 2:
        filled = [v for v in rows[0] if v not in (None, "")]
        if len(filled) <= 1 or len({str(v) for v in filled}) == 1:
            rows = rows[1:]
        else:
            break
    if len(rows) < 2 or len(rows[0]) < 2:
        return None
    cols = [_key_text(_as_key(v)) for v in rows[0][1:]]
    return Grid(
        source,
        cols,
        [_as_key(r[0]) for r in rows[1:]],
        [list(r[1:]) for r in rows[1:]],
        _key_text(rows[0][0]),
    )


def _transposed(grid: Grid) -> Grid:
    """The same block read the other way: a fact sheet with items across (states, years) and
    measures down becomes items down, so a filter, count or ranking over the items reads a column."""
    return Grid(
        grid.source + " (transposed)",
        grid.row_labels,
        [_as_key(lab) for lab in grid.col_labels],
        [list(col) for col in zip(*grid.body, strict=True)] if grid.body else [],
        grid.key_label,
        twinned=True,
    )


def _facts(view: WorkbookView) -> Grid | None:
    """Lone labelled values, one grid per workbook: the lines of a two-column block "label | value" (a
    model's "Net present value ($) | 125,357,395") and every single-cell defined name, keyed by the label
    beside its cell and by the name itself ("DiscountRate" read as "Discount Rate")."""
    keys: list[Any] = []
    body: list[list[Any]] = []
    for sheet in view.sheets:
        for table in sheet.tables:
            c1, _, c2, _ = range_boundaries(table.ref)
            if c2 != c1 + 1:  # "label | value" lines, one or several (a model's outputs block)
                continue
            for label, value in table_rows(sheet, table):
                if isinstance(label, str) and _num(value) is not None:
                    keys.append(label.strip())
                    body.append([value])
    for name, value in view.named_values.items():
        if _num(value) is None:
            continue
        spaced = re.sub(r"(?<=[a-z])(?=[A-Z])|_", " ", name)
        beside = view.label_of(view.named_ranges[name])
        for key in {spaced, beside} - {None, ""}:
            keys.append(key)
            body.append([value])
    if not keys:
        return None
    # The column is labelled "=" so that no question word names it: these values are found by their
    # row labels alone (``_labelled_value``), never crossed with a column the question names.
    return Grid(f"{view.path.name}: labelled values", ["="], keys, body, "label")


def grids_from_views(views: list[WorkbookView]) -> list[Grid]:
    """Every table block of every sheet as a grid (blocks of one row or one column are captions);
    a block wider than tall also read transposed; lone labelled values as one more grid."""
    out = []
    for view in views:
        for sheet in view.sheets:
            for table in sheet.tables:
                c1, r1, c2, r2 = range_boundaries(table.ref)
                if r2 - r1 < 1 or c2 - c1 < 1:
                    continue
                grid = _grid_from_rows(f"{view.path.name}:{sheet.name}!{table.ref}", table_rows(sheet, table))
                if grid:
                    out.append(grid)
                    if len(grid.col_labels) > len(grid.row_keys):
                        grid.twinned = True
                        out.append(_transposed(grid))
        facts = _facts(view)
        if facts:
            out.append(facts)
    return out


def grids_from_csv(path: Path) -> list[Grid]:
    import pandas as pd

    try:
        df = pd.read_csv(path)
    except Exception:  # an unreadable CSV leaves the workbooks to answer
        return []
    rows = [list(df.columns)] + [[None if pd.isna(v) else v for v in r] for r in df.itertuples(index=False)]
    grid = _grid_from_rows(path.name, rows)
    return [grid] if grid else []


# ---------------------------------------------------------------- matching labels to the question
def _tokens(text: str) -> list[str]:
    return re.findall(r"[a-z]+|\d+(?:\.\d+)?", text.lower())


def _content(text: str) -> list[str]:
    return [t for t in _tokens(text) if t not in _STOP and (len(t) >= 2 or t.isdigit())]


def _tok_match(t: str, q: str) -> bool:
    if t == q:
        return True
    if t.isdigit() or q.isdigit():
        return False
    # "max"/"maximum", "unemploy"/"unemployed", "cylinders"/"cylinder": a shared stem of 3+ letters.
    short, long_ = sorted((t, q), key=len)
    if len(short) >= 3 and long_.startswith(short) and (len(long_) - len(short) <= 4 or len(short) >= 5):
        return True
    # "unemployed"/"unemployment", "staff"/"staffing": the same stem once an English ending is taken
    # off ("popular"/"population" keep different stems).
    return len(short) >= 4 and _stem(t) == _stem(q)


_SUFFIXES = ("ations", "ation", "ments", "ment", "ings", "ing", "ers", "er", "ed", "es", "s")


def _stem(word: str) -> str:
    for suffix in _SUFFIXES:
        if word.endswith(suffix) and len(word) - len(suffix) >= 4:
            return word[: -len(suffix)]
    return word


def label_score(label: str, question_tokens: set[str]) -> float:
    """Share of the label's content words that the question names (0 when none does); a unit in
    brackets ("Weight (1000 lbs)") may be left unnamed."""
    bare = re.sub(r"\([^)]*\)", " ", label).strip()
    if bare and bare != label:
        return max(_label_score(label, question_tokens), _label_score(bare, question_tokens))
    return _label_score(label, question_tokens)


def _label_hit(t: str, question_tokens: set[str]) -> bool:
    # An exported header abbreviates ("mag", "pop", "temp"): a label word of 3+ letters that begins
    # a question word names it. The question's function words ("decimal", "give") name no label.
    return any(
        q not in _STOP and (_tok_match(t, q) or (len(t) >= 3 and not t.isdigit() and q.startswith(t)))
        for q in question_tokens
    )


def _label_score(label: str, question_tokens: set[str]) -> float:
    toks = _content(label)
    if not toks:
        return 0.0
    hit = sum(1 for t in toks if _label_hit(t, question_tokens))
    if hit == 0:
        return 0.0
    return hit / len(toks)


def label_hits(label: str, question_tokens: set[str]) -> int:
    """How many of the label's words (unit in brackets left out) the question names."""
    bare = re.sub(r"\([^)]*\)", " ", label)
    return sum(1 for t in set(_content(bare)) if _label_hit(t, question_tokens))


def _phrase_in(label: str, question: str) -> bool:
    norm = " ".join(_tokens(label))
    return (
        bool(norm)
        and re.search(rf"(?<![\w.]){re.escape(norm)}(?![\w])", " ".join(_tokens(question))) is not None
    )


def _key_named(key: Any, question: str, qdates: set[dt.date]) -> bool:
    if isinstance(key, dt.date):
        return key in qdates
    if isinstance(key, int | float) and not isinstance(key, bool):
        return re.search(rf"(?<![\d.,-]){re.escape(_key_text(key))}(?![\d.,%])", question) is not None
    text = _key_text(key)
    return len(text) >= 2 and not _SUMMARY_KEY.fullmatch(text.lower()) and _phrase_in(text, question)


def _question_dates(question: str) -> set[dt.date]:
    found: set[dt.date] = set()
    for meanings in parse_dates(question):
        if len(meanings) == 1:
            found |= meanings
    return found


# ---------------------------------------------------------------- the question
@dataclass
class _Q:
    text: str
    body: str  # the question without its option lines
    tokens: set[str]
    options: dict[str, str]
    dates: set[dt.date]
    decimals: int | None
    asks_label: bool
    asks_date: bool


def _parse_question(question: str) -> _Q:
    options = question_options(question)
    body = (
        "\n".join(ln for ln in question.splitlines() if not re.match(r"^\s*\(?[A-Z][.)]\s", ln)) or question
    )
    decimals = None
    m = re.search(r"\b(\w+)\s+decimal", body, re.IGNORECASE)
    if m:
        w = m.group(1).lower()
        decimals = int(w) if w.isdigit() else _NUMWORDS.get(w)
    nearest = re.search(
        r"nearest (whole|integer|unit|dollar|pound|euro|yen|franc|rupee|cent|penny|pence)",
        body,
        re.IGNORECASE,
    )
    if nearest:
        decimals = 2 if nearest.group(1).lower() in ("cent", "penny", "pence") else 0
    # "Answer like 14 Feb 2023" / "e.g. 1 Jun 1973": an example's words and dates name no data.
    example_free = re.sub(r"(?:\be\.g\.|\bfor example\b|\blike\b).*", "", body, flags=re.IGNORECASE)
    low = body.lower().lstrip()
    asks_label = bool(
        re.match(
            r"(which|who|on which|in which|what (state|region|country|category|car|model|date|month|year|day|product|store))\b",
            low,
        )
    )
    asks_date = bool(re.search(r"\b(which|what) (date|month|day)\b|\bon which\b", low))
    tokens = set(_tokens(example_free))
    if asks_label:
        # "Which car is the heaviest?": the noun after "which" is what is ranked, not the measure.
        m = re.match(r"\W*(?:on |in |for )?(?:which|what)\s+([a-z]+)", low)
        if m and m.group(1) not in ("is", "was", "were", "are", "had", "has", "did", "does"):
            tokens.discard(m.group(1))
    return _Q(
        text=question,
        body=example_free,
        tokens=tokens,
        options=options,
        dates=_question_dates(example_free),
        decimals=decimals,
        asks_label=asks_label,
        asks_date=asks_date,
    )


def _all_series(grids: list[Grid]) -> list[Series]:
    out = []
    for g in grids:
        out += [Series(g, "col", j, lab) for j, lab in enumerate(g.col_labels) if lab]
        if not g.twinned:
            out += [Series(g, "row", i, lab) for i, lab in enumerate(g.row_labels) if lab]
    return out


def _aliases(grids: list[Grid]) -> dict[str, str]:
    """A data dictionary (a two-column block whose first column names other blocks' columns) gives each
    terse column name ("psavert") its description ("Personal savings rate, %")."""
    names = {lab.lower() for g in grids for lab in [g.key_label, *g.col_labels] if lab}
    out: dict[str, str] = {}
    for g in grids:
        if len(g.col_labels) == 1:
            hits = [(k, r[0]) for k, r in zip(g.row_labels, g.body, strict=True) if k.lower() in names]
            if len(hits) >= 2:
                out.update({k.lower(): str(v) for k, v in hits if isinstance(v, str)})
    return out


def _numeric(s: Series) -> list[tuple[Any, float]]:
    """(key, value) pairs with a number, summary keys (Total, World …) left out."""
    out = []
    for k, v in zip(s.keys, s.values, strict=False):
        n = _num(v)
        if n is not None and not _SUMMARY_KEY.search(_key_text(k)):
            out.append((k, n))
    return out


def _rank_series(
    q: _Q, series: list[Series], aliases: dict[str, str], text: str | None = None
) -> list[tuple[float, Series]]:
    tokens = set(_tokens(text)) if text is not None else q.tokens
    ranked = []
    for s in series:
        if _SUMMARY_KEY.fullmatch(s.label.strip()):  # a Total line is not a measure the question names
            continue
        key = s.grid.row_keys[s.index] if s.axis == "row" else None
        if isinstance(key, dt.date):  # a dated row is named only by its date
            score = 1.0 if key in q.dates else 0.0
        elif re.fullmatch(r"\d+(\.\d+)?", s.label):  # a year-like label must be named exactly
            score = 1.0 if s.label in tokens else 0.0
        else:
            score = max(label_score(s.label, tokens), label_score(aliases.get(s.label.lower(), ""), tokens))
        filled = [v for v in s.values if v not in (None, "")]
        if score >= 0.5 and filled and len(_numeric(s)) >= 0.5 * len(filled):
            # Equal shares: the label naming more of the question's words is meant ("Passenger
            # growth" over "Passengers" when the question asks about growth in passengers).
            ranked.append((score + 0.01 * label_hits(s.label, tokens), s))
    ranked.sort(key=lambda p: -p[0])
    return ranked


# ---------------------------------------------------------------- filters
_CMP = [
    (r"at least|no less than", ">="),
    (r"at most|no more than", "<="),
    (
        r"more than|greater than|above|exceed(?:ed|s)?|over|higher than|(?:deeper|larger|bigger|longer|heavier|older|taller|hotter|faster|richer) than",
        ">",
    ),
    (
        r"less than|fewer than|below|under|lower than|(?:shallower|smaller|shorter|lighter|younger|colder|slower|poorer) than",
        "<",
    ),
]
# A comparative names its measure as a superlative does ("deeper than 500 km" compares depth):
# generic English, used to find the column a threshold applies to.
_CMP_MEASURE = {
    "deeper": "depth", "shallower": "depth", "heavier": "weight", "lighter": "weight", "older": "age",
    "younger": "age", "longer": "length", "shorter": "length", "taller": "height", "hotter": "temperature",
    "colder": "temperature", "faster": "speed", "slower": "speed", "richer": "income", "poorer": "income",
}  # fmt: skip


def _comparison_words(text: str) -> tuple[set[str], int] | None:
    """The words that say *what* a threshold applies to: the measure a comparative names ("deeper"),
    else the few words just before the comparison ("with a depth of more than"); and where it starts."""
    for words, _ in _CMP:
        m = re.search(rf"\b(?:{words})\s+\$?-?[\d,]*\.?\d+", text, re.IGNORECASE)
        if m:
            first = m.group(0).split()[0].lower()
            if first in _CMP_MEASURE:
                return {_CMP_MEASURE[first]}, m.start()
            before = [t for t in _content(text[: m.start()]) if not t.isdigit()][-3:]
            return set(before), m.start()
    return None


def _unit_factor(text: str) -> float | None:
    """The scale a unit states: thousands 1e3, millions 1e6, billions 1e9, a bare "$" 1; None = none stated."""
    low = text.lower()
    if re.search(r"\bthousands?\b|'000|[$£€¥]000|\(000\)|[$£€¥]k\b", low):
        return 1e3
    if re.search(r"\bmillions?\b|[$£€¥]mn?\b|\bmn\b", low):
        return 1e6
    if re.search(r"\bbillions?\b|[$£€¥]bn\b|\bbn\b", low):
        return 1e9
    if re.search(r"\(\s*[$£€¥]\s*\)|\(\s*(?:usd|gbp|eur|dollars|pounds|euros)\s*\)", low):
        return 1.0
    return None


def _scaled(q: _Q, label: str, value: float) -> float:
    """A value in the unit the question asks for ("in $ millions") when the label states its own
    unit ("Revenue ($)"); unchanged when either is silent."""
    m = re.search(
        r"\bin (?:[$£€¥]|us\$|usd|gbp|eur|dollars|pounds|euros)?\s*(thousands|millions|billions)\b|"
        r"\bin [$£€¥](k|m|mn|bn)\b",
        q.body,
        re.IGNORECASE,
    )
    if not m:
        return value
    asked = _unit_factor(m.group(0).replace("in ", "", 1))
    units = " ".join(re.findall(r"\(([^)]*)\)", label))
    own = _unit_factor(f"({units})") if units else None
    if asked is None or own is None:
        return value
    return value * own / asked


def _comparison(text: str) -> tuple[str, float] | None:
    """A threshold the question sets: "at least 80", "exceed 90", "below 3%", "8 or more"."""
    for words, op in _CMP:
        m = re.search(rf"\b(?:{words})\s+\$?(-?[\d,]*\.?\d+)", text, re.IGNORECASE)
        if m:
            return op, float(m.group(1).replace(",", ""))
    m = re.search(r"(-?[\d,]*\.?\d+)\s*%?\s+(?:[a-z]+\s+){0,2}or\s+(more|less|fewer)\b", text, re.IGNORECASE)
    if m:
        return (">=" if m.group(2).lower() == "more" else "<="), float(m.group(1).replace(",", ""))
    return None


def _apply(op: str, v: float, x: float) -> bool:
    return {">=": v >= x, "<=": v <= x, ">": v > x, "<": v < x, "==": v == x}[op]


def _row_filter(q: _Q, s: Series, aliases: dict[str, str]) -> tuple[list[int], str] | None:
    """Rows of ``s`` kept by a filter the question states: a month/year for date keys, "8-cylinder",
    or a text value of another column ("a manual transmission"). None when the question states none."""
    keys = s.keys
    idx = list(range(len(keys)))
    if any(isinstance(k, dt.date) for k in keys):
        months = [n for name, n in _MONTHS.items() if re.search(rf"\b{name}\b", q.body, re.IGNORECASE)]
        years = [int(y) for y in re.findall(r"\b(1[89]\d\d|20\d\d)\b", q.body)]
        if months or years:
            kept = [i for i in idx if isinstance(keys[i], dt.date)
                    and (not months or keys[i].month in months) and (not years or keys[i].year in years)]  # fmt: skip
            if kept and len(kept) < len(idx):
                return kept, f"date filter months={months} years={years}"
    if s.axis != "col":
        return None
    cmp, about = _comparison(q.body), _comparison_words(q.body)
    if cmp and about:  # "the average magnitude of events deeper than 500 km": a threshold on another column
        scored = [
            (label_score(lab, about[0]), j) for j, lab in enumerate(s.grid.col_labels) if lab and j != s.index
        ]
        scored = [p for p in scored if p[0] >= 0.5]
        if scored:
            j = max(scored)[1]
            col = [r[j] for r in s.grid.body]
            kept = [i for i in idx if (n := _num(col[i])) is not None and _apply(cmp[0], n, cmp[1])]
            if kept:
                return kept, f"{s.grid.col_labels[j]} {cmp[0]} {cmp[1]:g}"
    for j, lab in enumerate(s.grid.col_labels):
        if j == s.index or not lab:
            continue
        col = [r[j] for r in s.grid.body]
        for m in re.finditer(r"(\d+(?:\.\d+)?)[- ]([a-z]+)", q.body.lower()):
            if label_score(lab, {m.group(2)}) >= 0.5:
                x = float(m.group(1))
                kept = [i for i in idx if _num(col[i]) == x]
                if kept:
                    return kept, f"{lab} = {m.group(1)}"
        texts = {str(v).strip().lower() for v in col if isinstance(v, str) and _num(v) is None}
        if 1 < len(texts) <= 12:
            named = [t for t in texts if _phrase_in(t, q.body)]
            if len(named) == 1:
                kept = [i for i in idx if isinstance(col[i], str) and col[i].strip().lower() == named[0]]
                return kept, f"{lab} = {named[0]}"
    return None


# ---------------------------------------------------------------- formatting and options
def _fmt_number(v: float, q: _Q, percent: bool = False) -> str:
    if q.decimals is not None:
        # Half away from zero, as Excel's ROUND and a reader do (f-strings round 13.25 to 13.2).
        step = Decimal(1).scaleb(-q.decimals)
        text = str(Decimal(repr(float(v))).quantize(step, rounding=ROUND_HALF_UP))
    elif float(v).is_integer() and abs(v) < 1e15:
        text = str(int(v))
    else:
        text = f"{v:.10g}"
    return text + ("%" if percent else "")


def _decimals_shown(text: str) -> int:
    m = re.search(r"\d(?:[\d,]*)\.(\d+)", text)
    return len(m.group(1)) if m else 0


def _pick_option(q: _Q, value: Any, percent: bool = False) -> tuple[str, str, bool] | None:
    """The option nearest the computed value: same text for labels/dates, nearest number otherwise;
    third item: whether the value equals the option to the option's precision."""
    if not q.options:
        return None
    if isinstance(value, str):
        hits = [k for k, v in q.options.items() if _phrase_in(v, value) and _phrase_in(value, v)]
        if not hits:
            d = parse_date(value)
            hits = [k for k, v in q.options.items() if d is not None and parse_date(v) == d]
        if len(hits) == 1:
            return hits[0], f"option {hits[0]} = {value}", True
        return None
    nums = {k: parse_number(v) for k, v in q.options.items()}
    usable = {k: n.value for k, n in nums.items() if n is not None}
    if len(usable) < max(2, len(q.options) - 1):
        return None
    target = float(value)
    best = min(usable, key=lambda k: (abs(usable[k] - target), k))
    exact = abs(usable[best] - target) <= 0.5 * 10 ** -_decimals_shown(q.options[best]) + 1e-9
    return (
        best,
        f"{'option' if exact else 'nearest option'} {best} ({q.options[best]}) to {target:.6g}",
        exact,
    )


def _guess(q: _Q, why: str) -> FloorAnswer:
    letters = sorted(q.options)
    middle = letters[(len(letters) - 1) // 2]
    return FloorAnswer(middle, "guess", f"multiple choice, no rule applied ({why}): middle option", True)


def _finish(q: _Q, value: Any, rule: str, evidence: list[str], percent: bool = False) -> FloorAnswer:
    if q.options:
        picked = _pick_option(q, value, percent)
        if picked is None:
            return _guess(q, f"computed {value!r} matches no option")
        return FloorAnswer(picked[0], rule, picked[1], False, evidence, option_exact=picked[2])
    if isinstance(value, dt.date):
        return FloorAnswer(_key_text(value), rule, "", False, evidence)
    if isinstance(value, str):
        return FloorAnswer(value, rule, "", False, evidence)
    return FloorAnswer(_fmt_number(value, q, percent), rule, "", False, evidence)


# ---------------------------------------------------------------- the rules
def _endpoints(q: _Q) -> tuple[str, str] | None:
    m = re.search(r"\bbetween\s+(.+?)\s+and\s+(.+?)(?=[?.,;]\s|[?]|$)", q.body, re.IGNORECASE)
    m = m or re.search(r"\bfrom\s+(.+?)\s+to\s+(.+?)(?=[?.,;]\s|[?]|$)", q.body, re.IGNORECASE)
    return (m.group(1).strip(), m.group(2).strip()) if m else None


def _find_key(keys: list[Any], text: str) -> int | None:
    d = parse_date(text)
    for i, k in enumerate(keys):
        if isinstance(k, dt.date) and d == k:
            return i
        if _key_text(k) and _key_text(k).lower() == text.lower():
            return i
    return None


def _pct_change(q: _Q, series: list[Series], aliases: dict[str, str]) -> FloorAnswer | None:
    if not re.search(r"percent|%|growth rate", q.body, re.IGNORECASE) or not re.search(
        r"chang|grow|grew|increas|decreas|declin|fell|fall|rise|rose", q.body, re.IGNORECASE
    ):
        return None
    ends = _endpoints(q)
    if ends is None:
        return None
    rest = q.body.replace(ends[0], " ").replace(ends[1], " ")

    def change(s: Series) -> float | None:
        i, j = _find_key(s.keys, ends[0]), _find_key(s.keys, ends[1])
        if i is None or j is None:
            return None
        a, b = _num(s.values[i]), _num(s.values[j])
        return None if a in (None, 0) or b is None else (b / a - 1) * 100  # type: ignore[operator]

    superlative = re.search(rf"\b({_MAX_WORDS}|{_MIN_WORDS})\b", q.body, re.IGNORECASE)
    if q.asks_label and superlative:
        scored = [
            (c, s.label) for s in series if not _SUMMARY_KEY.search(s.label) and (c := change(s)) is not None
        ]
        if len(scored) >= 2:
            pick = max if re.fullmatch(_MAX_WORDS, superlative.group(1).lower()) else min
            c, lab = pick(scored)
            return _finish(q, lab, "argmax-change" if pick is max else "argmin-change", [f"{lab}: {c:.6g}%"])
        return None
    for _, s in _rank_series(q, series, aliases, rest):
        c = change(s)
        if c is not None:
            return _finish(
                q, c, "percent-change", [f"{s.grid.source} {s.label}: {ends[0]} -> {ends[1]}"], True
            )
    return None


def _lookup(q: _Q, series: list[Series], aliases: dict[str, str]) -> FloorAnswer | None:
    """A row named by its label and a column named by its label: the cell where they cross."""
    best: tuple[float, Series, int] | None = None
    for score, s in _rank_series(q, series, aliases):
        if s.axis != "col":
            continue
        named = [i for i, k in enumerate(s.keys) if _key_named(k, q.body, q.dates)]
        named = [i for i in named if _num(s.values[i]) is not None or isinstance(s.values[i], str)]
        if len(named) == 1 and (best is None or score > best[0]):
            best = (score, s, named[0])
    if best is None:
        return None
    _, s, i = best
    value = s.values[i]
    n = _num(value)
    if n is not None:
        n = _scaled(q, f"{s.label} {_key_text(s.keys[i])}", n)
    return _finish(q, n if n is not None else str(value), "lookup",
                   [f"{s.grid.source} row '{_key_text(s.keys[i])}' x column '{s.label}'"])  # fmt: skip


def _sum_of_named(q: _Q, series: list[Series], aliases: dict[str, str]) -> FloorAnswer | None:
    """ "verbal plus math in Iowa": each word after or before "plus" picks one measure among those the
    question names, the same named record is read in each, and the values are added."""
    m = re.search(r"\b(\w+) plus (\w+)\b", q.body.lower())
    if m is None:
        return None
    ranked = [s for _, s in _rank_series(q, series, aliases) if s.axis == "col"]
    picked: list[tuple[Series, int]] = []
    for word in (m.group(1), m.group(2)):
        hits = [
            s
            for s in ranked
            if label_hits(s.label, {word}) and s.grid is (ranked[0].grid if ranked else None)
        ]
        if len(hits) != 1:
            return None
        s = hits[0]
        rows = [
            i
            for i, k in enumerate(s.keys)
            if _key_named(k, q.body, q.dates) and _num(s.values[i]) is not None
        ]
        if len(rows) != 1:
            return None
        picked.append((s, rows[0]))
    if picked[0][0] is picked[1][0] or picked[0][1] != picked[1][1]:
        return None
    total = sum(_num(s.values[i]) or 0.0 for s, i in picked)
    key = _key_text(picked[0][0].keys[picked[0][1]])
    return _finish(
        q, total, "sum-of-two", [f"{s.grid.source} row '{key}' x column '{s.label}'" for s, _ in picked]
    )


def _year_span(q: _Q) -> tuple[int, int] | None:
    m = re.search(r"\b(1[89]\d\d|20\d\d)\s*(?:to|-|–|through|until|and)\s*(1[89]\d\d|20\d\d)\b", q.body)
    return (int(m.group(1)), int(m.group(2))) if m else None


def _labelled_value(q: _Q, grids: list[Grid]) -> FloorAnswer | None:
    """A lone labelled value (a model's output line, a defined name) every word of whose label the
    question names: "What is the net present value?" -> "Net present value ($) | 125,357,395"."""
    found = []
    for g in grids:
        if g.col_labels != ["="] or g.key_label != "label":
            continue
        for key, row in zip(g.row_labels, g.body, strict=True):
            if label_score(key, q.tokens) == 1.0 and (n := _num(row[0])) is not None:
                found.append((label_hits(key, q.tokens), key, n, g.source))
    if not found:
        return None
    best = max(f[0] for f in found)
    values = {f[2] for f in found if f[0] == best}
    if len(values) != 1:
        return None
    _, key, n, source = next(f for f in found if f[0] == best)
    return _finish(q, _scaled(q, key, n), "labelled-value", [f"{source}: '{key}'"])


def answer_by_rules(question: str, grids: list[Grid]) -> FloorAnswer:
    """Answer ``question`` from ``grids`` by the first rule that applies; abstain with a reason."""
    q = _parse_question(question)
    if not grids:
        return _guess(q, "no readable table") if q.options else FloorAnswer(None, None, "no readable table")
    series = _all_series(grids)
    aliases = _aliases(grids)
    low = q.body.lower()
    if re.search(r"\b\w+ plus \w+\b", low) and not re.search(r"\bif\b|what would", low):
        got = _sum_of_named(q, series, aliases)
        if got:
            return got
    beyond = _BEYOND.search(low)
    if beyond:
        return _abstain(q, f"needs more than one operation over one series ('{beyond.group(0)}')")
    try:
        got = _pct_change(q, series, aliases)
        if got:
            return got
        sup_max = re.search(rf"\b({_MAX_WORDS})\b", low)
        sup_min = re.search(rf"\b({_MIN_WORDS})\b", low)
        sup = sup_max or sup_min
        agg_mean = re.search(r"\b(average|mean)\b", low)
        agg_sum = re.search(r"\b(total|sum|combined|altogether)\b", low)
        agg_count = re.search(
            r"\bhow many\b|\bnumber of (?:\w+ ){0,2}(?:had|have|with|were|was)\b|"
            r"\b(?:what|which) (?:percentage|percent|share|proportion|fraction) of\b",
            low,
        )
        # A named row and column answer directly, unless an aggregate word asks for more than one cell
        # and the named labels do not carry that word themselves ("Total", "Average horsepower").
        if not (sup and q.asks_label):
            got = _lookup(q, series, aliases)
            # "across the 50 states and DC": the named keys are the range of an aggregate, not a cell
            across = re.search(r"\b(across|over all|of all|for all|in all)\b", low)
            if got and not (agg_count and _comparison(q.body)) and not ((agg_mean or agg_sum) and across):
                agg = agg_mean or agg_sum
                if not agg or agg.group(1) in " ".join(got.evidence).lower():
                    return got
        ranked = _rank_series(q, series, aliases)
        span = _year_span(q)
        if span:  # "over 1949 to 1960": the years bound the keys, they are not the measure
            ranked = [r for r in ranked if r[1].label not in (str(span[0]), str(span[1]))]
        adj = next((w for w in _ADJ_MEASURE if re.search(rf"\b{w}\b", low)), None) if sup else None
        if adj:  # "heaviest" names its measure more surely than any other word of the question
            ranked = _rank_series(q, series, aliases, _ADJ_MEASURE[adj]) or ranked
        if sup and q.asks_label and ranked:
            s = ranked[0][1]
            pairs = _numeric(s)
            filt = _row_filter(q, s, aliases)
            if filt:
                keep = {_key_text(s.keys[i]) for i in filt[0]}
                pairs = [p for p in pairs if _key_text(p[0]) in keep]
            if len(pairs) >= 2:
                pick = max if sup_max else min
                top = pick(v for _, v in pairs)
                winners = [k for k, v in pairs if v == top]
                if len(winners) == 1:
                    return _finish(q, winners[0] if isinstance(winners[0], dt.date) else _key_text(winners[0]),
                                   "argmax" if sup_max else "argmin", [f"{s.grid.source} {s.label}: {top:g}"])  # fmt: skip
                return _abstain(q, f"tie for the {'highest' if sup_max else 'lowest'} {s.label}")
        if agg_count:
            got = _count(q, ranked, series, aliases)
            if got:
                return got
        if ranked and (agg_mean or agg_sum or sup):
            s = ranked[0][1]
            pairs = _numeric(s)
            filt = _row_filter(q, s, aliases)
            note = [f"{s.grid.source} {s.label}"]
            if filt:
                keep_i = set(filt[0])
                pairs = [(k, n) for i, (k, v) in enumerate(zip(s.keys, s.values, strict=False))
                         if i in keep_i and (n := _num(v)) is not None and not _SUMMARY_KEY.search(_key_text(k))]  # fmt: skip
                note.append(filt[1])
            if span and pairs and all(re.fullmatch(r"\d{4}", _key_text(k)) for k, _ in pairs):
                pairs = [(k, v) for k, v in pairs if span[0] <= int(_key_text(k)) <= span[1]]
                note.append(f"keys {span[0]}-{span[1]}")
            if pairs:
                vals = [v for _, v in pairs]
                if agg_mean:
                    return _finish(
                        q, _scaled(q, s.label, sum(vals) / len(vals)), "mean", [*note, f"n={len(vals)}"]
                    )
                if agg_sum:
                    return _finish(q, _scaled(q, s.label, sum(vals)), "sum", [*note, f"n={len(vals)}"])
                top = max(vals) if sup_max else min(vals)
                return _finish(q, _scaled(q, s.label, top), "max" if sup_max else "min", note)
        if not (agg_mean or agg_sum or agg_count or sup):
            got = _labelled_value(q, grids)
            if got:
                return got
    except (ValueError, ZeroDivisionError, IndexError) as err:  # a rule tripping on odd cells abstains
        return _abstain(q, f"rule failed: {err}")
    return _abstain(q, "no rule matched the question to the workbook's labels")


# Words that ask for more than the rules compute (weights, joins, finance, cleaning, several answers):
# the floor abstains rather than answer a simpler question than the one asked.
_BEYOND = re.compile(
    r"\b(weighted|ratio of|ratio between|proportion of|share of (?:the )?total|cumulative|median|"
    r"standard deviation|variance|correlat\w*|distinct|unique|duplicate\w*|twice|npv|irr|discount\w*|"
    r"payback|forecast\w*|regression|json|responsible for|and what|plus|what would|"
    # a hypothetical ("if the fare were $5 higher"): the model must be re-run, not read
    r"if (?:the |a |an |every |all )?(?:\w+ ){0,3}(?:were|was|had been|rose|fell|increased|decreased)|"
    # a value of the record picked by another column ("the province with the highest Education"): two steps
    r"(?:for )?the \w+ (?:with|that|which|whose)(?: \w+)?(?: the| a)? (?:"
    + _MAX_WORDS
    + "|"
    + _MIN_WORDS
    + r")|"
    r"for the \w+ (?:with|that|which))\b"
)


def _abstain(q: _Q, why: str) -> FloorAnswer:
    return _guess(q, why) if q.options else FloorAnswer(None, None, why)


def _count(
    q: _Q, ranked: list[tuple[float, Series]], series: list[Series], aliases: dict[str, str]
) -> FloorAnswer | None:
    cmp = _comparison(q.body)
    missing = re.search(r"\b(no|missing|without|blank|empty)\b", q.body, re.IGNORECASE)
    share = re.search(
        r"\b(?:what|which) (?:percentage|percent|share|proportion|fraction)\b", q.body, re.IGNORECASE
    )
    about = _comparison_words(q.body) if cmp else None
    if about and about[0] <= set(_CMP_MEASURE.values()):  # "shallower than": rank by depth first
        ranked = _rank_series(q, series, aliases, " ".join(about[0])) + ranked
    for _, s in ranked:
        if s.axis != "col":
            continue
        if cmp:
            vals = [n for k, v in zip(s.keys, s.values, strict=False)
                    if (n := _num(v)) is not None and not _SUMMARY_KEY.search(_key_text(k))]  # fmt: skip
            hits = sum(_apply(cmp[0], v, cmp[1]) for v in vals)
            evidence = [f"{s.grid.source} {s.label} {cmp[0]} {cmp[1]:g}: {hits} of {len(vals)}"]
            if share and vals:
                return _finish(q, 100 * hits / len(vals), "share", evidence, True)
            return _finish(q, hits, "count", evidence)
        if missing:
            blanks = sum(1 for v in s.values if v in (None, ""))
            return _finish(q, blanks, "count-blank", [f"{s.grid.source} {s.label} blank"])
        filt = _row_filter(q, s, aliases)
        if filt:
            return _finish(q, len(filt[0]), "count", [f"{s.grid.source} {filt[1]}"])
    # A text value named in the question ("a manual transmission"): count the rows that hold it.
    for s in series:
        if s.axis != "col":
            continue
        filt = _row_filter(q, s, aliases)
        if filt and "=" in filt[1] and not filt[1].startswith("date"):
            return _finish(q, len(filt[0]), "count", [f"{s.grid.source} {filt[1]}"])
    return None
