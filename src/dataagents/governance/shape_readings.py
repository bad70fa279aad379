"""Readings of requests that shape a table or rewrite one column as a whole: which columns to keep or drop,
the order of the rows, the top rows by a column, a column scaled (thousands written out, a percentage) or
rounded, and a piece of text replaced inside a column.

Each reading names its columns through ``schema_link.find_columns`` and is made only when every part it needs
is said (a column that is there, a number of rows, a factor); otherwise it returns None and the clause stays
for the other readings, or not understood.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable

import pandas as pd

from dataagents.governance.schema_link import (
    Mention,
    TableInfo,
    column_of_example,
    columns_holding,
    find_columns,
    holds_dates,
    numbered_column,
    numbering,
    numeric_value,
    stem,
    token_at,
    words,
    year_said_as,
)
from dataagents.governance.spec import (
    DatePart,
    HeadRows,
    ReplaceText,
    ReshapeLong,
    ScaleColumn,
    SelectColumns,
    SortRows,
    SplitColumn,
    Standardize,
    TopRows,
)

_COLUMN_WORD = r"\b(?:columns?|fields?|variables?)\b"
_ROW_SAYING = r"\b(?:rows?|records?|entries|lines?|where|whose|which|when|if|whenever)\b"
_DROP_COLUMNS = (
    r"\b(?:drop|remove|delete|get rid of|lose|take out|strip out|discard|leave out|omit|scrap|ditch)\b|"
    r"\b(?:don't|do not|no longer|never) (?:need|want|use)\b"
)
_ONLY_COLUMNS = (
    r"\b(?:only|just) (?:need|want|keep|use)\b|\bkeep (?:only|just)\b|\b(?:need|want) only\b|"
    r"\bnothing (?:but|except|other than)\b"
)
# Why a column goes, said about it: a reason, asking for nothing more.
SELECTING_WORDS = (
    r"\b(?:redundant|not needed|unneeded|unused|useless|irrelevant|obsolete|empty|needed|need|want|use|"
    r"it's|its|it is|they're|they are|anyway|any more|anymore|longer|please|them|those|these|both|"
    r"columns?|fields?|variables?|only|just|drop|remove|delete|rid|lose|take out|discard|keep|nothing|but|except)\b"
)


# How the columns named in a piece of text are found: by default every mention ``find_columns`` makes; the
# request reader passes its own, which leaves out describing words ("the reaction times" names no day column).
ColumnsIn = Callable[[str, TableInfo], list[Mention]]


def _columns_said(text: str, table: TableInfo, columns_in: ColumnsIn = find_columns) -> list[Mention]:
    """The columns a clause names, in the order it names them (one mention a column)."""
    return sorted(columns_in(text, table), key=lambda m: m.start)


def select_columns(text: str, table: TableInfo, columns_in: ColumnsIn = find_columns) -> SelectColumns | None:
    """ "We don't need the tax and ptratio columns", "drop the Total column", "I only need the state and the
    expenditure columns": a clause about columns (it says column or field, and nothing about rows)."""
    low = text.lower()
    mentions = [m for m in _columns_said(text, table, columns_in) if m.score >= 0.8]
    named_spans = [(m.start, m.end) for m in mentions]
    row_words = [
        i
        for i, w in enumerate(words(text))
        if re.fullmatch(_ROW_SAYING, w) and not any(a <= i < b for a, b in named_spans)
    ]
    if row_words:
        return None  # "drop the rows where …": rows, not columns ("the record column" names a column)
    headers = {c.name.lower() for c in table.columns}
    for verb, make in ((_ONLY_COLUMNS, "keep"), (_DROP_COLUMNS, "drop")):
        m = re.search(verb, low)
        if m is None:
            continue
        words_after = [w for w in re.findall(r"[\w.]+", low[m.end() :]) if w not in _LIST_GLUE]
        said_as_headers = len(words_after) >= 2 and all(w in headers for w in words_after)
        ends = list(re.compile(_COLUMN_WORD).finditer(low, m.end()))
        if not ends and not said_as_headers:
            continue
        # the verb's object is the columns and nothing else: "drop the Total column", "get rid of the record
        # column and the event column", "we only need prof_id, salary and reviewed_on" (headers as written),
        # never "remove excess spaces in the text field"
        first = token_at(text, m.end())
        last = token_at(text, ends[-1].start()) if ends else len(words(text))
        named = [x for x in mentions if first <= x.start and x.end <= last]
        covered = {i for x in named for i in range(x.start, x.end)}
        between = words(text)[first:last]
        if not named or any(i + first not in covered and w not in _LIST_GLUE for i, w in enumerate(between)):
            continue
        columns = list(dict.fromkeys(x.column for x in named))
        return SelectColumns(keep=columns) if make == "keep" else SelectColumns(drop=columns)
    return None


_LIST_GLUE = {
    "the",
    "and",
    "or",
    "both",
    "these",
    "those",
    "a",
    "an",
    "its",
    "their",
    "our",
    "two",
    "three",
    "s",
    "column",
    "columns",
    "field",
    "fields",
    "as",
    "well",
}


_ASCENDING = (
    r"\b(?:ascending|increasing|smallest first|lowest first|nearest first|closest first|shortest first|"
    r"earliest first|oldest first|cheapest first|least first|a to z|alphabetical(?:ly)?|from (?:the )?(?:smallest|"
    r"lowest|least|cheapest|earliest|oldest|nearest|shortest)\b)"
)
_DESCENDING = (
    r"\b(?:descending|decreasing|largest first|highest first|biggest first|furthest first|farthest first|"
    r"longest first|latest first|newest first|most recent first|most first|most \w+ first|z to a|"
    r"from (?:the )?(?:largest|highest|biggest|most|greatest|latest|newest|furthest|farthest|longest)\b)"
)
# a verb of ordering that the clause is about: at its start, or what the rows "should be"
_SORT = (
    r"^(?:(?:please|kindly|could you|can you|would you|i'd like you to|we need to|then|and)\s+)*"
    r"(?:sort|order|rank|arrange|re-?order|re-?sort)\w*\b|"
    r"^(?:(?:please|kindly|could you|can you|would you)\s+)*(?:list|show|give|present|put)\b(?=.*\bfrom the (?:\w+ ){1,3}"
    r"(?:to|down to|up to) the\b)|"
    r"\b(?:should|must|needs? to|has to|have to) be (?:sorted|ordered|ranked|arranged)\b"
)
SORTING_WORDS = (
    _ASCENDING
    + "|"
    + _DESCENDING
    + "|"
    + _SORT
    + r"|\b(?:sorted|ordered|ranked|arranged|listed|by|first|to|the|from|least|most|cheapest|expensive|top|bottom|"
    r"then|within|that|each|lowest|highest|[a-z]+est|"
    r"smallest|largest|biggest|earliest|latest|oldest|newest|nearest|furthest|farthest|shortest|longest)\b"
)


def sort_rows(text: str, table: TableInfo, columns_in: ColumnsIn = find_columns) -> SortRows | None:
    """ "Sort the records by distance, nearest first", "order the tracts from the most expensive to the cheapest
    median value": one column said, and its direction (ascending unless a descending word is said)."""
    low = text.lower()
    m = re.search(_SORT, low.strip())
    low = low.strip()
    text = text.strip()
    blanks_placed = re.search(
        r"\b(?:blanks?|missing|empty|nulls?|gaps?|unknowns?)\b[^.;]*\b(?:first|top|start|last|bottom|end)\b|"
        r"\b(?:first|top|start|last|bottom|end)\b[^.;]*\b(?:blanks?|missing|empty|nulls?|unknowns?)\b",
        low,
    )
    if m is None or blanks_placed or re.search(r"\b(?:sort|kind|order) of\b|\bin order to\b", low):
        # where the blanks go is not a choice this reading makes (they go last): said, it is not understood
        return None
    after = _columns_said(text[m.end() :], table, columns_in)
    by = re.search(r"\b(?:by|from|according to|in order of|on)\s+", low[m.end() :])
    if by is not None:
        # the column said after "by" ("from the most expensive to the cheapest median value"), not the rows
        # said as the verb's object ("order the tracts")
        at = len(words(text[m.end() : m.end() + by.end()]))
        after = [x for x in after if x.start >= at] or after
    if not after:
        return None
    down = re.search(_DESCENDING, low) is not None and re.search(_ASCENDING, low) is None
    superlative = re.search(r"\b([a-z]+est) first\b", low)
    if superlative and not re.search(_ASCENDING + "|" + _DESCENDING, low):
        # "hottest first", "coldest first": the small end of a scale is said with these, the large with the rest
        down = superlative.group(1) not in _SMALL_END
    return SortRows(by=[after[0].column], descending=[down])


_SMALL_END = {
    "smallest",
    "lowest",
    "least",
    "fewest",
    "shortest",
    "earliest",
    "oldest",
    "cheapest",
    "nearest",
    "closest",
    "lightest",
    "youngest",
    "coldest",
    "slowest",
    "poorest",
    "weakest",
    "thinnest",
    "narrowest",
    "shallowest",
    "quietest",
    "soonest",
}


_LARGEST = [
    "highest",
    "largest",
    "biggest",
    "greatest",
    "most",
    "strongest",
    "heaviest",
    "tallest",
    "longest",
    "oldest",
    "latest",
    "top",
    "best",
    "dearest",
    "priciest",
    "costliest",
]
_SMALLEST = [
    "lowest",
    "smallest",
    "fewest",
    "least",
    "weakest",
    "lightest",
    "shortest",
    "youngest",
    "earliest",
    "cheapest",
    "bottom",
    "worst",
]
SUPERLATIVE_WORDS = (*_LARGEST, *_SMALLEST)
_SUPERLATIVE = rf"(?P<up>{'|'.join(_LARGEST)})|(?P<down>{'|'.join(_SMALLEST)})"
# "best" and "worst" say which end only for a measure where more is better: read, but never taken as said
JUDGED_END = r"\b(?:best|worst)\b"
# "each country's", "for every region", "per firm", "within each state": the groups the top n are taken in
_EACH_GROUP = re.compile(
    r"\b(?:for |in |within |of |from )?(?:each|every|per)\s+([a-z][\w-]*(?:\s+[a-z][\w-]*){0,2})", re.I
)
# what "each …" may say that is no group: the rows themselves
_ROW_NOUNS = {"row", "one", "record", "entry", "line", "item", "of", "the", "them", "time", "other"}
_TOP = re.compile(
    r"\b(?:the )?(?:(?:top|bottom|first|last) )?(?P<n>\d+|one|two|three|four|five|six|seven|eight|nine|ten|"
    r"eleven|twelve|fifteen|twenty|thirty|fifty|hundred)\s+(?:\w+\s+){0,2}?(?:with|having|by|of)?\s*(?:the\s+)?"
    rf"(?:{_SUPERLATIVE})\b(?P<rest>.*)",
    re.IGNORECASE,
)
TOP_WORDS = rf"\b(?:top|bottom|with|having|the|{'|'.join(w for w in SUPERLATIVE_WORDS if w not in ('best', 'worst'))})\b"


# the words of a header that holds what something costs
_PRICE_WORDS = {
    "price",
    "prices",
    "cost",
    "costs",
    "fee",
    "fees",
    "fare",
    "fares",
    "rent",
    "charge",
    "charges",
}


def top_rows(
    text: str, table: TableInfo, columns_in: ColumnsIn = find_columns, drop: bool = False
) -> TopRows | None:
    """ "Keep the 5 tracts with the highest crime rate", "the ten records with the largest acceleration": a
    number of rows and the numeric column said after the superlative; "each country's three lowest years"
    takes them within each group of the column the group word names; ``drop`` removes them instead."""
    m = _TOP.search(text)
    if m is None:
        return None
    by: list[str] = []
    for g in _EACH_GROUP.finditer(text):
        # "for every draft year": the longest run of the words after "every" that names a column
        ws = g.group(1).split()
        said = next(
            (
                found
                for k in range(len(ws), 0, -1)
                if (found := [x for x in columns_in(" ".join(ws[:k]), table) if x.score >= 0.8])
            ),
            [],
        )
        year = next((y for k in range(len(ws), 0, -1) if (y := year_said_as(" ".join(ws[:k]), table))), None)
        if year is not None and not (said and said[0].column == year):
            said = [Mention(year, 0, 1, 0.8)]  # "for every draft class": the draft year
        kind = table.column(said[0].column).kind if said else None
        if said and kind in ("category", "text", "id", "date", "numeric") and said[0].column not in by:
            by.append(said[0].column)
        elif (
            not said
            and not re.search(r"\bper\b", g.group(0), re.IGNORECASE)  # ("GDP per head": a unit, no group)
            and stem(ws[0].lower().removesuffix("'s")) not in _ROW_NOUNS
        ):
            return None  # a group said that no column holds: taking the top rows of the whole would be wrong
    n = numeric_value(m.group("n"))
    if n is None or n < 1 or n != int(n):
        return None
    if m.group("n").lower() == "one" and re.search(r"\bthe\s+$", text[: m.start("n")], re.IGNORECASE):
        return None  # "keep the one with the lowest number": of each group of copies, not one row in all
    rest = m.group("rest")
    # "the three worst years for real GDP": the noun after the superlative names the rows, the column follows
    measured = re.match(r"\s*[a-z]+\s+(?:for|of|in|by|on)\s+(.*)", rest, re.I)
    named = [
        x
        for part in ([measured.group(1)] if measured else []) + [rest]
        for x in _columns_said(part, table, columns_in)
        if table.column(x.column) is not None and table.column(x.column).kind == "numeric"
    ]
    named = [x for x in named if x.column not in by]
    if not named and re.search(r"\b(?:cheapest|dearest|priciest|costliest)\b", m.group(0), re.IGNORECASE):
        # "the five cheapest teams": what is cheap is the one price the table holds
        priced = [
            c.name
            for c in table.columns
            if c.kind == "numeric" and set(c.expanded) & _PRICE_WORDS and c.name not in by
        ]
        named = [Mention(priced[0], 0, 1, 0.8)] if len(priced) == 1 else []
    if not named:
        return None
    if len(named) > 1 and (named[0].start, named[0].end, named[0].score) == (
        named[1].start,
        named[1].end,
        named[1].score,
    ):
        return None  # "the highest earnings" over earn96 and earn98: the same words name two columns equally
    return TopRows(column=named[0].column, n=int(n), largest=m.group("down") is None, by=by, drop=drop)


# the words for a multiple a number is counted in, and its size
MULTIPLES = {
    "thousand": 1000.0,
    "thousands": 1000.0,
    "million": 1e6,
    "millions": 1e6,
    "hundred": 100.0,
    "hundreds": 100.0,
    "billion": 1e9,
    "billions": 1e9,
}
# "in thousands of dollars" (how it is, or with a verb of wishing before it, how it is wanted); "to thousands of
# tonnes", "the summary quotes thousands of tonnes": the multiple wanted
_MULTIPLE_SAID_WITH = (
    r"in|into|to|quotes?|uses?|reports?|wants?|needs?|expects?|prefers?|instead of|rather than|from|not in"
)
# the words before a multiple that say the values are counted in it now ("in tonnes instead of millions of tonnes")
_MULTIPLE_NOW = ("in", "instead of", "rather than", "from", "not in")
_IN_MULTIPLES = re.compile(
    rf"\b(?P<prep>{_MULTIPLE_SAID_WITH}) (?P<m>thousands|millions|hundreds|billions) of (?P<unit>[a-z]+)",
    re.IGNORECASE,
)
_WRITTEN_OUT = re.compile(
    r"\b(?:write|written|give|show|put|want|need|express|spell|list|have)\w*\s+(?:\w+\s+){0,2}?(?:out\s+)?(?:in|as)\s+"
    r"(?:plain |full |whole |single )?(?P<unit>[a-z]+)|\bin full\b|\bwritten out\b|\bwrite (?:them|it) out\b",
    re.IGNORECASE,
)
_BY_A_NUMBER = re.compile(
    r"\b(?P<verb>divid(?:e|ed|ing)|multipl(?:y|ied|ying))\s+(?:(?:it|them|each|every|the|all|\w+)\s+){0,3}?by\s+"
    r"(?P<n>\d[\d,]*(?:\.\d+)?|ten|hundred|thousand|a thousand|a hundred|a million|million)\b",
    re.IGNORECASE,
)
# "as a percentage" of the column's own fractions; "as a percentage of 500" / "of the total" is a ratio to
# something else, which this reading does not make
_PERCENT = re.compile(r"\b(?:as|in|into|to) (?:a )?(?:percent(?:age)?s?\b|%)(?!\s+of\b)", re.IGNORECASE)
SCALING_WORDS = (
    rf"\b(?:{_MULTIPLE_SAID_WITH}) (?:thousands|millions|hundreds|billions) of \w+|"
    r"\bfrom \w+(?= (?:to|into) (?:thousands|millions|hundreds|billions) of\b)|\b(?:out )?(?:in|as) (?:plain |full |whole |single )?\w+|"
    r"\b(?:to (?:the )?)?(?:whole|nearest) \w+|"  # "to whole milliseconds", "to the nearest dollar"
    r"\bto the (?:dollar|euro|pound|yen|franc|cent|penny)\b|"  # "rounded to the dollar"
    r"\b(?:thousands?|millions?|hundreds?|billions?|write|written|give|show|put|want|need|express\w*|spell|"
    r"fractions?|proportions?|given|stored|recorded|"
    r"out|in|full|plain|whole|percent(?:age)?s?|round(?:ed|ing)?|to|decimals?|places?|digits?|nearest|divid\w*|"
    r"multipl\w*|by|\d[\d,.]*|"
    r"whole|numbers?|each|every|cents?|pence|pennies|dollars?|euros?|pounds?|rather|than|instead|see|"
    r"an? (?:gallon|litre|liter|unit|kilo|pound|barrel|ton|tonne))\b"
)


def _one_numeric(text: str, table: TableInfo, columns_in: ColumnsIn) -> str | None:
    named = [
        x.column
        for x in _columns_said(text, table, columns_in)
        if table.column(x.column) is not None and table.column(x.column).kind == "numeric"
    ]
    if not named:
        return column_of_example(text, table) or _the_one_measure(table)
    if len(set(named)) > 1:
        # "show the unemployment as a percentage": the form wanted names no column (a "pct" header)
        form = {m.column for m in _columns_said(text, table, columns_in) if _only_a_form(text, m)}
        named = [c for c in named if c not in form] or named
    if len(set(named)) > 1:
        # "in the Boston house sales the selling price is in thousands": a row number (1, 2, 3, …) that a word
        # of the table's name also names is no quantity to scale
        named = [c for c in named if not numbering(table, c, consecutive=True)] or named
    return named[0] if len(set(named)) == 1 else None


def _columns_spanning(numbers: list[float], table: TableInfo) -> list[str]:
    """The measured numeric columns (more distinct values than a column of codes) whose values span every number."""
    out = []
    for c in table.columns:
        if c.kind != "numeric" or numbering(table, c.name, consecutive=True):
            continue
        values = pd.to_numeric(table.frame[c.name], errors="coerce").dropna()
        if values.nunique() > 12 and all(values.min() <= n <= values.max() for n in numbers):
            out.append(c.name)
    return out


# headers that say when a row is (a week number, a season), never what it measures
_WHEN_WORDS = frozenset({"week", "day", "month", "quarter", "period", "season", "year", "wk", "no"})


def _the_one_measure(table: TableInfo) -> str | None:
    """The table's one measured column, when every other numeric column is a numbering of the rows or a year:
    "give them in millions" over a year and a value names the value, which nothing else could mean."""
    measured = []
    for c in table.columns:
        if c.kind != "numeric" or numbering(table, c.name, consecutive=True):
            continue
        values = pd.to_numeric(table.frame[c.name], errors="coerce").dropna()
        # (a year may be written with its fraction: 1990.13 is a week in February 1990)
        years = len(values) > 0 and bool(((values >= 1600) & (values <= 2100)).all())
        if years and set(c.expanded) & {"year", "yr", "season", "date", "time"}:
            continue
        if bool((values == values.round()).all()) and set(c.expanded) <= _WHEN_WORDS:
            continue  # "week" 1, 2, 3, …: when a row is, not a quantity
        measured.append(c.name)
    return measured[0] if len(measured) == 1 else None


def _only_a_form(text: str, mention: Mention) -> bool:
    """Whether a mention is only the word of a form numbers take ("as a percentage", "into a proportion")."""
    toks = words(text)
    said = toks[mention.start : mention.end]
    before = toks[max(0, mention.start - 2) : mention.start]
    forms = {"percent", "percentage", "percentages", "proportion", "proportions", "fraction", "fractions"}
    return bool(said) and set(said) <= forms and bool(set(before) & {"as", "in", "into", "to", "a"})


# "the passenger miles are given in millions", "the census gives the population in millions"
_COUNTED_IN = re.compile(
    # (a wish is no statement of how it is: "could the population be given in thousands", "Give it in thousands")
    r"(?<!\bbe )(?<!^)(?<![.;:?!] )\b(?:is|are|was|were|gives?|given|counted|stated|recorded|shown|reported|written|listed|"
    r"expressed|kept)\s+"
    r"(?:(?:the|its|their|our|a|an)\s+)?(?:[\w'-]+\s+){0,3}?in\s+(?P<m>hundreds|thousands|millions|billions)\b(?!\s+of\b)",
    re.IGNORECASE,
)
_COUNTED_IN_OF = re.compile(_COUNTED_IN.pattern.replace(r"\b(?!\s+of\b)", r"\s+of\s+[a-z]+\b"), re.IGNORECASE)
_IN_FULL = re.compile(
    r"\b(?:full|whole|actual|real|exact|complete)\s+(?:number|count|figure|amount)s?\b|\bas whole numbers\b|"
    r"\bwritten out\b|\bin full\b|\bspelt out\b|\bspelled out\b",
    re.IGNORECASE,
)


_MULTIPLES_RX = r"\b(?:hundreds|thousands|millions|billions)\b"
_INSTEAD_OF_MULTIPLE = re.compile(
    r"\b(?:rather than|instead of|not)\s+(?:in\s+)?(?P<m>hundreds|thousands|millions|billions)\b",
    re.IGNORECASE,
)


def _multiple_restated(text: str) -> tuple[float, bool] | None:
    """ "Given in millions; the slide shows billions" (x 1/1000), "gives the population in millions … the full
    number of people, as whole numbers" (x 1,000,000, whole): a column counted in one multiple, wanted in
    another or in full. The factor, and whether whole numbers are asked."""
    instead = _INSTEAD_OF_MULTIPLE.search(text)
    if instead is not None:
        # "in billions rather than millions": the multiple set aside is the one the column holds now
        held = instead.group("m").lower()
        others = {m.lower() for m in re.findall(_MULTIPLES_RX, text[: instead.start()], re.I)} - {held}
        return (MULTIPLES[held] / MULTIPLES[others.pop()], False) if len(others) == 1 else None
    # "given in millions of dollars … wants them in thousands": counted in a multiple, of a unit or not
    said = sorted([*_COUNTED_IN.finditer(text), *_COUNTED_IN_OF.finditer(text)], key=lambda m: m.start())
    # ("Give them in thousands" asks for a multiple; "the census gives the population in millions" states one)
    counted = next(
        (
            m
            for m in said
            if not (
                m.group(0).lower().startswith("give ")
                and re.search(
                    r"(?:^|[.;:!?]|\bplease|\bthen|\band|\bso)\s*$", text[: m.start()], re.IGNORECASE
                )
            )
        ),
        None,
    )
    if counted is None:
        return None
    held = counted.group("m").lower()
    rest = text[: counted.start()] + " " + text[counted.end() :]
    wanted = [
        m.group(0).lower()
        for m in re.finditer(r"\b(?:hundreds|thousands|millions|billions)\b", rest, re.IGNORECASE)
        if m.group(0).lower() != held
    ]
    whole = bool(re.search(r"\bwhole numbers?\b", text, re.IGNORECASE))
    if len(set(wanted)) == 1:
        return MULTIPLES[held] / MULTIPLES[wanted[0]], whole
    if not wanted and _IN_FULL.search(rest):
        return MULTIPLES[held], whole
    return None


# "so 0.06 becomes 6.0", "(8.47 should become 0.0847)", "12.5 -> 1250": a value of the column as it is, and as
# it should read
EXAMPLE_PAIR = re.compile(
    r"(?<![\w.])(?P<a>-?\d[\d,]*(?:\.\d+)?)\s*(?:(?:should|would|will|must|ought to|has to|needs to)\s+)?"
    r"(?:becomes?|turns? into|turned into|reads?|be (?:shown|written|given) as|comes? out as|ends? up as|->|→|=>)\s+"
    r"(?P<b>-?\d[\d,]*(?:\.\d+)?)(?![\w.])",
    re.IGNORECASE,
)


def example_pairs(text: str) -> list[tuple[float, float]]:
    """The (as it is, as it should be) number pairs a request gives as examples."""
    out = []
    for m in EXAMPLE_PAIR.finditer(text):
        a, b = numeric_value(m.group("a")), numeric_value(m.group("b"))
        if a is not None and b is not None:
            out.append((a, b))
    return out


def _power_of_ten(ratio: float) -> float | None:
    """10**k when ``ratio`` is one (k from -9 to 9), else None."""
    if ratio <= 0:
        return None
    k = round(math.log10(ratio))
    return 10.0**k if abs(k) <= 9 and math.isclose(ratio, 10.0**k, rel_tol=1e-6) else None


def example_factor(text: str) -> float | None:
    """The power of ten every example pair of the request shows ("0.06 becomes 6.0": 100), or None when there is
    no pair or they disagree."""
    factors = {_power_of_ten(b / a) if a else None for a, b in example_pairs(text)}
    return factors.pop() if len(factors) == 1 else None


def example_agrees(a: float, b: float, factor: float, decimals: int | None) -> bool:
    """Whether ``a`` scaled by ``factor`` (and rounded to ``decimals``) is the ``b`` the example shows."""
    got = a * factor if decimals is None else round(a * factor, decimals)
    return math.isclose(got, b, rel_tol=1e-9, abs_tol=1e-12)


# "the unemployment is given in percent, the model needs a proportion", "the share is stored as a fraction; I
# need it as a percentage": how the numbers are held, and the other form wanted
_HELD_AS = re.compile(
    r"\b(?:is|are|was|were|given|recorded|stored|expressed|comes?|kept|written|reported|shown|listed)\s+"
    r"(?:(?:\w+\s+){0,2}?)(?:as|in)\s+(?:an?\s+)?(?:(?P<percent>percent(?:ages?)?|per ?cent|%)|"
    r"(?P<fraction>fractions?|proportions?|decimals?|shares?|ratios?))\b",
    re.IGNORECASE,
)
_PERCENT_WORD = re.compile(r"\b(?:percent(?:ages?)?|per ?cent)\b|%", re.IGNORECASE)
_FRACTION_WORD = re.compile(
    r"\b(?:fractions?|proportions?|decimal fractions?|shares? of one|ratios?)\b", re.IGNORECASE
)


_SUBUNIT = r"(?:cents?|pence|pennies|penny|centimes?)"
_MAIN_UNIT = r"(?:dollars?|euros?|pounds?(?! of)|francs?)"
_HELD_IN = r"(?:from|than|instead of|rather than|not|(?:are|is|were|was|given|recorded|listed|kept|shown)(?: \w+)?)\s+(?:in\s+)?"


def _coins_and_notes(text: str) -> float | None:
    """x 0.01 from cents (pence) held to dollars (pounds, euros) wanted, x 100 the other way: "I'd rather see the
    price in dollars than in cents"; None unless both are said and which one the column holds now is said."""
    if not (re.search(rf"\b{_SUBUNIT}\b", text, re.I) and re.search(rf"\b{_MAIN_UNIT}\b", text, re.I)):
        return None
    if re.search(rf"\b{_HELD_IN}{_SUBUNIT}\b", text, re.I):
        return 0.01
    if re.search(rf"\b{_HELD_IN}{_MAIN_UNIT}\b", text, re.I):
        return 100.0
    return None


def _percent_or_fraction(text: str) -> float | None:
    """x 100 from fractions held to percentages wanted, x 0.01 the other way; None unless both forms are said
    and which one the column holds now is said."""
    held = _HELD_AS.search(text)
    if held is None:
        return None
    rest = text[: held.start()] + " " * (held.end() - held.start()) + text[held.end() :]
    if held.group("percent") and _FRACTION_WORD.search(rest):
        return 0.01
    if held.group("fraction") and _PERCENT_WORD.search(rest):
        return 100.0
    return None


def scale_column(
    text: str, table: TableInfo, decimals: int | None, columns_in: ColumnsIn = find_columns
) -> ScaleColumn | None:
    """The scaling read from the words (``_scale_by_words``); an example the request gives ("so 0.06 becomes
    6.0") decides the factor when it shows a power of ten, and a reading it contradicts yields to it."""
    read = _scale_by_words(text, table, decimals, columns_in)
    pairs = example_pairs(text)
    if not pairs:
        return read
    shown = example_factor(text)
    column = read.column if read is not None else _one_numeric(text, table, columns_in)
    holding = columns_holding([m.group("a").replace(",", "") for m in EXAMPLE_PAIR.finditer(text)], table)
    if holding and column not in holding:
        # "so 0.051 becomes 5.1": the column the example is a value of is the one meant
        column = holding[0] if len(holding) == 1 else None
    if column is None and not holding:
        # "so 0.734 reads 73.4", a value of none: the one measured column whose values span the example
        spanning = _columns_spanning([a for a, _ in pairs], table)
        column = spanning[0] if len(spanning) == 1 else None
    if shown is None or column is None:
        return None  # examples that show no one power of ten: what they ask is not read here
    out = ScaleColumn(column=column, factor=shown, round=read.round if read is not None else decimals)
    return out if all(example_agrees(a, b, out.factor, out.round) for a, b in pairs) else None


def _scale_by_words(
    text: str, table: TableInfo, decimals: int | None, columns_in: ColumnsIn = find_columns
) -> ScaleColumn | None:
    """ "The median values are in thousands of dollars; write them out in dollars" (x 1000), "show the ratio
    as a percentage" (x 100), "round the reaction times to whole milliseconds" (x 1, rounded): one numeric
    column said."""
    column = _one_numeric(text, table, columns_in)
    if column is None:
        return None
    arithmetic = _BY_A_NUMBER.search(text)
    if arithmetic is not None and (number := numeric_value(arithmetic.group("n"))):
        # "divide by 1000", "multiplied by 1.2": the factor said
        factor = 1 / number if arithmetic.group("verb").lower().startswith("divid") else number
        return ScaleColumn(column=column, factor=factor, round=decimals)
    restated = _multiple_restated(text)
    if restated is not None:
        factor, whole = restated
        return ScaleColumn(column=column, factor=factor, round=0 if decimals is None and whole else decimals)
    if _COUNTED_IN.search(text) and not _BY_A_NUMBER.search(text):
        return None  # "the census gives the population in millions": how it is now, the wish comes after
    multiples = _IN_MULTIPLES.search(text)
    if multiples is not None:
        rest = (
            text[: multiples.start()] + " " * (multiples.end() - multiples.start()) + text[multiples.end() :]
        )
        wished = re.search(
            r"\b(?:give|show|put|express|report|want|need|like|prefer|have)\s+(?:[\w'-]+\s+){0,6}?$",
            text[: multiples.start()],
            re.IGNORECASE,
        )
        if multiples.group("prep").lower() not in _MULTIPLE_NOW:
            wished = multiples
        elif multiples.group("prep").lower() != "in":
            wished = (
                None  # "show production in tonnes instead of millions of tonnes": the multiple it is in now
            )
        if wished is not None and not re.search(_MULTIPLES_RX, rest, re.IGNORECASE):
            # "could you give them in millions of square kilometres": the multiple wanted, the column in units
            return ScaleColumn(
                column=column, factor=1 / MULTIPLES[multiples.group("m").lower()], round=decimals
            )
        out = _WRITTEN_OUT.search(rest)
        unit = multiples.group("unit").lower().rstrip("s")
        if out is not None and (out.group("unit") or unit).lower().rstrip("s") == unit:
            return ScaleColumn(column=column, factor=MULTIPLES[multiples.group("m").lower()], round=decimals)
        return None
    coins = _coins_and_notes(text)
    if coins is not None:
        return ScaleColumn(column=column, factor=coins, round=decimals)
    either_way = _percent_or_fraction(text)
    if either_way is not None:
        return ScaleColumn(column=column, factor=either_way, round=decimals)
    held = _HELD_AS.search(text)
    if held is not None and held.group("percent") and not _PERCENT.search(text, held.end()):
        return None  # "the rate is stored as a percentage": how it is, the wish comes after
    if _PERCENT.search(text):
        return ScaleColumn(column=column, factor=100.0, round=decimals)
    said_in = re.search(
        r"\b(?:give|show|put|express|write|want|need|report|list|have)\w*\b[^.;]*?\bin (?P<m>thousands|millions|hundreds|"
        r"billions)\b(?!\s+of\b)",
        text,
        re.IGNORECASE,
    )
    if said_in is not None:  # "give the salary in thousands": counted in thousands
        return ScaleColumn(column=column, factor=1 / MULTIPLES[said_in.group("m").lower()], round=decimals)
    if decimals is None and re.search(
        r"\bround\w*\b(?:\s+[\w'-]+){0,4}?\s+to (?:the nearest )?whole\b", text, re.I
    ):
        decimals = 0  # "round the reaction times to whole milliseconds"
    rounding = re.search(
        r"^(?:(?:please|kindly|could you|can you|would you|and|then)\s+)*round\b|"
        r"\b(?:should|must|needs? to|has to|have to) be rounded\b",
        text.strip(),
        re.IGNORECASE,
    )
    if rounding and decimals is not None:  # a rounding the clause is about, not one said of another step
        return ScaleColumn(column=column, factor=1.0, round=decimals)
    return None


_CHARACTERS = {
    "dot": ".",
    "dots": ".",
    "period": ".",
    "periods": ".",
    "full stop": ".",
    "full stops": ".",
    "comma": ",",
    "commas": ",",
    "underscore": "_",
    "underscores": "_",
    "hyphen": "-",
    "hyphens": "-",
    "dash": "-",
    "dashes": "-",
    "space": " ",
    "spaces": " ",
    "slash": "/",
    "slashes": "/",
    "semicolon": ";",
    "semicolons": ";",
    "colon": ":",
    "colons": ":",
    "ampersand": "&",
    "ampersands": "&",
}
_PIECE = (
    r"(?:['\"“‘](?P<{0}q>[^'\"”’]+)['\"”’]|(?:an? |the |all (?:the )?|every |each |any )?(?P<{0}w>"
    + "|".join(sorted((re.escape(k) for k in _CHARACTERS), key=len, reverse=True))
    + r"))"
)
_REPLACE = re.compile(
    # "replace the dots in the farm names with spaces": where they are may be said between
    r"\breplac\w*\s+"
    + _PIECE.format("old")
    + r"(?:\s+(?:in|from|within|of)(?:\s+[\w.'’-]+){1,5}?)?\s+(?:with|by)\s+"
    + _PIECE.format("new")
    + r"|"
    r"\b(?:turn|change|make)\w*\s+" + _PIECE.format("o2") + r"\s+(?:into|to)\s+" + _PIECE.format("n2"),
    re.IGNORECASE,
)
REPLACING_WORDS = (
    r"\([^()]*\)|"  # an example of the text as it is ("(Near.East)")
    r"\b(?:where|there|should|be|fix|correct|clean|sort out|repair|tidy|that|this|it|them|please|instead|in place of)\b|"
    r"\b(?:https?|plain|links?|address(?:es)?|urls?|scheme)\b|"
    r"\b(?:replac\w*|with|by|turn\w*|change\w*|make|into|to|instead of|have|has|had|got|written|use[sd]?|normal|"
    r"between the words|rather than|in place of|"
    # "like Autumn_Sonata": an example of the text as it is; "whoever typed up the list": who wrote it so
    r"like\s+[A-Za-z0-9]+(?:[_./-][A-Za-z0-9]+)+|(?:whoever|someone|somebody|the person who)\s+(?:typed|keyed|entered|"
    r"wrote|made|put together)(?:\s+up)?|" + "|".join(re.escape(k) for k in _CHARACTERS) + r")\b"
)


_MISWRITTEN = re.compile(
    r"\b(?:use|uses|used|have|has|had|with|contain\w*|show\w*)\s+"
    + _PIECE.format("was")
    + r"\s+(?:where|instead of|in place of)\s+(?:there should be\s+|they should (?:be|have)\s+|it should (?:be|have)\s+)?"
    + _PIECE.format("should"),
    re.IGNORECASE,
)
_FIX = r"\b(?:fix|correct|clean|change|replace|sort out|repair|tidy)\w*"
# "the line blocks are written with a colon … write them with a hyphen instead": how it is, and how it should be
_WRITTEN_WITH = re.compile(
    r"\b(?:written|typed|entered|keyed|given|separated|split)\s+(?:with|by|using)\s+"
    + _PIECE.format("was")
    + "|"
    # "whoever typed up the list used underscores between the words"
    r"\b(?:used|uses)\s+" + _PIECE.format("was2") + r"\s+(?:between|in|for|to separate|to join)\b",
    re.IGNORECASE,
)
_WRITE_WITH_INSTEAD = re.compile(
    r"\b(?:write|use|put|give|separate|split|type|like|want|prefer|need)\w*\s+(?:(?:them|it|those|these|each)\s+)?"
    r"(?:(?:with|by|using)\s+)?(?:(?:normal|plain|ordinary|regular|proper|simple)\s+)?"
    + _PIECE.format("should")
    + r"\s+(?:there\s+)?instead\b",
    re.IGNORECASE,
)
# "use spaces instead of underscores in the titles"
_INSTEAD_OF = re.compile(
    # (asked for: "use …" opening the request, or wanted; "the names have dots instead of spaces" says what is wrong)
    r"(?:^|\bplease\s+|\b(?:could|can|would) you\s+|\bi'?d\s+|\bwe'?d\s+|\b(?:i|we)\s+)"
    r"(?:use|put|want|like|prefer|need)\w*\s+(?:(?:normal|plain|ordinary|regular|proper|simple)\s+)?"
    + _PIECE.format("new3")
    + r"\s+(?:there\s+)?(?:instead of|in place of|rather than)\s+"
    + _PIECE.format("old3"),
    re.IGNORECASE,
)


_TO_HTTPS = re.compile(
    r"\b(?:change|switch|move|update|upgrade|convert|turn|make|put)\w*\b[^.;]{0,60}?\b(?:to|into|over to)\s+(?:use\s+)?https\b",
    re.IGNORECASE,
)


def replace_text(
    text: str, table: TableInfo, columns_in: ColumnsIn = find_columns
) -> ReplaceText | list[ReplaceText] | None:
    """ "Replace the dots with spaces" in the region names: a piece of text (quoted, or a named character)
    replaced inside one text column, said or the only one holding the piece."""
    if _TO_HTTPS.search(text):
        # "the help links still use plain http; change them to https": the scheme of each address, nothing else
        return _replace_in_column(text, table, columns_in, "http://", "https://")
    problem = _MISWRITTEN.search(text)
    if problem is not None and re.search(_FIX, text, re.IGNORECASE):
        # "the region names use dots where there should be spaces, please fix that"
        old = problem.group("wasq") or _CHARACTERS.get((problem.group("wasw") or "").lower())
        new = problem.group("shouldq") or _CHARACTERS.get((problem.group("shouldw") or "").lower())
        return _replace_in_column(text, table, columns_in, old, new)
    was, should = _WRITTEN_WITH.search(text), _WRITE_WITH_INSTEAD.search(text)
    if was is not None and should is not None:
        old = (
            was.group("wasq")
            or was.group("was2q")
            or _CHARACTERS.get((was.group("wasw") or was.group("was2w") or "").lower())
        )
        new = should.group("shouldq") or _CHARACTERS.get((should.group("shouldw") or "").lower())
        return _replace_in_column(text, table, columns_in, old, new)
    instead = _INSTEAD_OF.search(text)
    if instead is not None:
        old = instead.group("old3q") or _CHARACTERS.get((instead.group("old3w") or "").lower())
        new = instead.group("new3q") or _CHARACTERS.get((instead.group("new3w") or "").lower())
        return _replace_in_column(text, table, columns_in, old, new)
    m = _REPLACE.search(text)
    if m is None:
        return _leading_piece_removed(text, table, columns_in)
    old = (
        m.group("oldq")
        or _CHARACTERS.get((m.group("oldw") or "").lower())
        or m.group("o2q")
        or _CHARACTERS.get((m.group("o2w") or "").lower())
    )
    new = (
        m.group("newq")
        or _CHARACTERS.get((m.group("neww") or "").lower())
        or m.group("n2q")
        or _CHARACTERS.get((m.group("n2w") or "").lower())
    )
    return _replace_in_column(text, table, columns_in, old, new)


# a piece said to stand at the start of every value and to be taken off: "every entry starts with an arrow (-> NO +
# O2); strip that off", "remove the leading '#' from the codes"
_AT_THE_START = re.compile(
    r"\b(?:starts?|begins?|starting|beginning) with\b|\bleading\b|\bat the (?:start|beginning|front)\b|\bin front\b",
    re.IGNORECASE,
)
_TAKE_OFF = re.compile(
    r"\b(?:strip|remove|delete|drop|cut|take|get rid of|lose|trim)\b(?:\s+(?:that|it|this|them|those|these))?"
    r"(?:\s+(?:off|away|out))?",
    re.IGNORECASE,
)


def _leading_piece_removed(text: str, table: TableInfo, columns_in: ColumnsIn) -> ReplaceText | None:
    """The piece of symbols every value of a text column starts with ("-> "), taken off when the request says the
    values start with something and asks for it gone; the piece is read from the data, so it must stand once in
    each value, at its start, and hold no letter or digit, and a piece the request quotes or shows must be it."""
    if not (_AT_THE_START.search(text) and _TAKE_OFF.search(text)):
        return None
    named = [m.column for m in columns_in(text, table) if m.score >= 0.8]
    candidates = [c.name for c in table.columns if c.kind in ("text", "category")]
    candidates = [c for c in candidates if c in named] or (candidates if len(candidates) == 1 else [])
    found = []
    for column in candidates:
        values = table.frame[column].dropna().astype(str)
        if values.empty:
            continue
        first = values.iloc[0]
        piece = re.match(r"[^\w]+", first)
        if piece is None:
            continue
        start = piece.group(0)
        if start.strip() and all(v.startswith(start) and v.count(start.strip()) == 1 for v in values):
            found.append((column, start))
    if len(found) != 1:
        return None
    column, piece = found[0]
    if piece.strip() not in text:
        return None  # the request shows the piece ("(-> NO + O2)"), which must be the one the data holds
    return ReplaceText(column=column, old=piece, new="")


def _replace_in_column(
    text: str, table: TableInfo, columns_in: ColumnsIn, old: str | None, new: str | None
) -> ReplaceText | list[ReplaceText] | None:
    """The replacement in the one text column said (or the only one holding the old text)."""
    if not old or new is None or old == new:
        return None
    text_columns = [c.name for c in table.columns if c.kind in ("text", "category", "url", "email")]
    holding = [c for c in text_columns if table.frame[c].astype(str).str.contains(old, regex=False).any()]
    named = [x.column for x in _columns_said(text, table, columns_in) if x.column in holding]
    column = named[0] if named else (holding[0] if len(holding) == 1 else None)
    if column is None:
        return None
    both = re.search(
        r"\b(?:both|all|each|every)(?: of)?(?: the)? (\w+) (?:columns|fields)\b", text, re.IGNORECASE
    )
    if both is not None:
        # "tidy the names in both test columns": every column holding the text whose header has that word
        word = both.group(1).lower()
        alike = [c for c in holding if word in re.split(r"[^a-z0-9]+", c.lower())]
        if len(alike) >= 2 and column in alike:
            return [ReplaceText(column=c, old=old, new=new) for c in alike]
    return ReplaceText(column=column, old=old, new=new)


_HEAD = re.compile(
    r"\b(?P<end>first|last|top|bottom)\s+(?P<n>\d[\d,]*|one|two|three|four|five|six|seven|eight|nine|ten|twenty|"
    r"fifty|hundred)\s+(?:rows?|records?|entries|lines?)\b",
    re.IGNORECASE,
)
HEAD_WORDS = r"\b(?:first|last|top|bottom|rows?|records?|entries|lines?|keep|only|just|the)\b"


def head_rows(text: str) -> HeadRows | None:
    """ "Only keep the first 50 rows", "the last ten records": rows by their place, no column ranks them."""
    m = _HEAD.search(text)
    if m is None or re.search(_SUPERLATIVE, text[m.end() :], re.IGNORECASE):
        return None
    n = numeric_value(m.group("n"))
    if n is None or n < 1 or n != int(n):
        return None
    return HeadRows(n=int(n), last=m.group("end").lower() in ("last", "bottom"))


_PART = re.compile(
    r"\b(?:the\s+)?(?P<part>year|month|day of the week|weekday|day|quarter)(?:\s+of\s+the\s+year)?\s+(?:of|from|in|on)\s+"
    r"(?:the\s+|each\s+|their\s+|its\s+)?",
    re.IGNORECASE,
)
DATE_PART_WORDS = (
    r"\b(?:year|month|day|weekday|week|quarter|of|from|in|on|the|just|only|with|each|their|its|add|new|column|"
    r"called|named|holding|showing|giving|alone)\b|\b\w+ (?:date|day)s?\b|"  # "the review date": the date column said by what it dates
    # "the quarter of the year (1 to 4)": the values a quarter takes
    r"\(\s*1\s*(?:to|-|–|through)\s*4\s*\)"
)


def date_part(
    text: str, table: TableInfo, target: str | None, columns_in: ColumnsIn = find_columns
) -> DatePart | None:
    """ "Add a column review_year with just the year of the review date": a part of a date column's dates, in
    a new column the request names."""
    m = _PART.search(text)
    if not target or table.column(target) is not None:
        return None
    if m is None:
        return _part_of_the_only_date(text, table, target)
    dated = [
        x.column
        for x in _columns_said(text[m.end() :], table, columns_in)
        if x.start <= 1 and table.column(x.column) is not None and table.column(x.column).kind == "date"
    ]
    if not dated:
        return _part_of_the_only_date(text, table, target)
    part = m.group("part").lower()
    return DatePart(column=dated[0], part="weekday" if "week" in part else part, target=target)


_WEEKDAY_SAID = re.compile(
    r"\b(?:the )?(?:day[- ]of[- ](?:the[- ])?week|weekday|name of the day)\b", re.IGNORECASE
)
_QUARTER_SAID = re.compile(r"\b(?:the|which|what) quarter(?: of the year)?\b", re.IGNORECASE)


def _part_of_the_only_date(text: str, table: TableInfo, target: str) -> DatePart | None:
    """ "I'd like the day of the week beside every price, in a weekday column", "could each killing get the
    quarter of the year it happened in": the weekday (else the quarter) of the table's one date column, when the
    text names no date column (a year or a month said so is too often a condition's)."""
    alone = _PART_ALONE.search(text)
    said = (
        "weekday"
        if _WEEKDAY_SAID.search(text)
        else "quarter"
        if _QUARTER_SAID.search(text)
        else (alone.group("part") or alone.group("part2")).lower()
        if alone
        else None
    )
    if said is None:
        return None
    dates = [c.name for c in table.columns if c.kind == "date"] or [
        c.name for c in table.columns if holds_dates(table, c.name)
    ]
    return DatePart(column=dates[0], part=said, target=target) if len(dates) == 1 else None


# "a filing year column with just the year": the part said alone, the new column's whole content
_PART_ALONE = re.compile(
    r"\b(?:with|holding|showing|giving|that has|that holds)\s+(?:just|only)\s+the\s+(?P<part>year|month)\b|"
    r"\b(?:with|holding|showing)\s+the\s+(?P<part2>year|month)\s+(?:alone|only)\b",
    re.IGNORECASE,
)


_SPLIT = re.compile(
    r"\b(?:split|separate|break (?:\w+ ){0,3}?(?:up|apart|out)|pull (?:\w+ ){0,3}?(?:apart|out)|divide|cut)\b"
    r"(?! (?:the )?(?:difference|bill|cost))|"
    # "put the state in its own column": a part moved out of the column it is in
    r"\b(?:put|move|take|give)\b[^.;]{0,40}?\b(?:(?:in|into) (?:its|their) own|(?:in|into) a (?:new|separate)) (?:column|field)",
    re.IGNORECASE,
)
_SEPARATOR_WORDS = {
    "comma": ",",
    "commas": ",",
    "slash": "/",
    "slashes": "/",
    "dash": "-",
    "hyphen": "-",
    "semicolon": ";",
    "colon": ":",
    "pipe": "|",
    "space": " ",
    "underscore": "_",
}
_SEPARATOR_SAID = re.compile(
    r"\b(?:at|on|by|after|before) (?:the |each |every |a )?(?:first |last )?(comma|commas|slash|slashes|dash|hyphen|"
    r"semicolon|colon|pipe|space|underscore)\b",
    re.IGNORECASE,
)
# separators a column's values are most often cut at, the likeliest first
_SEPARATORS = [",", ";", "|", "/", " - ", " – ", "-", ":", " "]
_AT_THE_END = re.compile(
    r"\b(?:on|at|to) the end\b|\btrailing\b|\btacked on\b|\bafter the last\b|\bat the last\b|\blast (?:part|bit|piece)\b",
    re.IGNORECASE,
)
_NEW_PART_COLUMN = re.compile(
    r"\b(?:into|in|to|as) (?:a|an|its|their|the) (?:new |own |separate |extra )?(?:column (?:called |named )?['\"“‘]?"
    r"(?P<a>[A-Za-z][\w-]*)['\"”’]?|(?P<b>[A-Za-z][\w-]*) (?:column|field))\b|"
    r"\b(?:its|their) own (?:column|field),? (?:called |named )?['\"“‘]?(?P<c>[A-Za-z][\w-]*)",
    re.IGNORECASE,
)
_INTO_TWO = re.compile(
    r"\binto (?:two |separate |2 )?(?:new )?(?:columns?,? )?(?:an? |the )?['\"“‘]?(?P<a>[A-Za-z][\w-]*)['\"”’]? and "
    r"(?:an? |the )?['\"“‘]?(?P<b>[A-Za-z][\w-]*)['\"”’]?(?: columns?| fields?)?\b",
    re.IGNORECASE,
)
# "add an origin and a destination column": two new columns named together
_ADD_TWO = re.compile(
    r"\badd (?:an? |the )?(?:new )?['\"“‘]?(?P<a>[A-Za-z][\w-]*)['\"”’]? and (?:an? |the )?(?:new )?['\"“‘]?"
    r"(?P<b>[A-Za-z][\w-]*)['\"”’]? (?:columns?|fields?)\b",
    re.IGNORECASE,
)
SPLITTING_WORDS = (
    # what each part holds: "the office column keeps just the city", "the code goes into a new column"
    r"\bkeeps? (?:just |only )?(?:the )?[\w-]+|\b[\w-]+ (?:goes|go|moves?|ends? up) (?:in|into|to)\b|"
    r"\b(?:split|separate\w*|break|up|apart|out|pull|divide|cut|into|new|own|column|columns|field|keeps?|just|only|"
    r"the|a|an|goes|go|put|move|stuck|on|at|end|part|parts|rest|two|letter|code|name|names|it|so|and|its|their|"
    r"has|have|holds?|like|with|comma|slash|dash|hyphen|space|trailing|tacked|last|first|after|before|called|named|"
    r"abbreviations?|abbreviated|initials|postal)\b|"
    r"\b(?:two|three)-letter\b|"
    # "add an origin and a destination column with the two airports": the new columns and what each holds
    r"\badd\b|\bwith (?:the )?(?:two|both) [\w-]+\b|"
    # "The route codes are written like ADL-PER": the column the example is a value of, said by what it holds
    r"\b(?:the )?(?:[\w-]+ ){0,2}?(?:codes?|names?|labels?|ids?|entries|values?|pairs?)(?= (?:are |is )?(?:written |shown |"
    r"given |coded |formatted )?(?:like|as in|e\.g\.)\b| \(like\b)|\b(?:written|shown|given|coded|formatted) like\b|"
    # "so I can pivot on either end": what the parts are for
    r"\bso (?:that )?(?:i|we) can (?:pivot|group|filter|sort|join|match|chart|plot|count|sum|look up|map)\b[^.;,]*"
)


def _separator_of(values: pd.Series) -> str | None:
    """The separator most of a column's values hold (nine in ten of those filled), the likeliest first."""
    held = values.dropna().astype(str).str.strip()
    held = held[held != ""]
    if len(held) == 0:
        return None
    for sep in _SEPARATORS:
        if held.str.contains(sep, regex=False).mean() >= 0.9:
            return sep.strip() or " "
    return None


def split_column(text: str, table: TableInfo, columns_in: ColumnsIn = find_columns) -> SplitColumn | None:
    """ "Split it so the county column keeps just the name and the two-letter code goes into a new state column",
    "split the location into city and state": one column of values holding a separator, cut at it, the parts
    going where the request names. The column is the one named that holds a separator in nearly every value,
    else the table's one such column; the separator is the one said, else the one the values hold."""
    added_two = _ADD_TWO.search(text)
    shown = [
        c.name
        for c in table.columns
        if c.kind in ("text", "category")
        and any(len(v) >= 3 and v in text for v in table.frame[c.name].dropna().astype(str).unique())
    ]
    # "The route codes are written like ADL-PER. Please add an origin and a destination column with the two
    # airports": two new columns and an example of the column they come from, no verb of splitting
    if not _SPLIT.search(text) and not (added_two and shown):
        return None
    low = text.lower()
    said_sep = _SEPARATOR_SAID.search(text)
    named = [m.column for m in _columns_said(text, table, columns_in) if m.score >= 0.8]
    texts = [c.name for c in table.columns if c.kind in ("text", "category")]

    def separator(column: str) -> str | None:
        if said_sep:
            sep = _SEPARATOR_WORDS[said_sep.group(1).lower()]
            held = table.frame[column].dropna().astype(str)
            return sep if len(held) and held.str.contains(sep, regex=False).mean() >= 0.5 else None
        return _separator_of(table.frame[column])

    candidates = [c for c in dict.fromkeys(named) if c in texts and separator(c)]
    if not candidates and shown:
        # "split the route codes (like ADL-PER)": the column the example is a value of
        candidates = [c for c in shown if separator(c)]
    if not candidates:
        candidates = (
            [c for c in texts if separator(c)] if not named or all(c not in texts for c in named) else []
        )
    if len(candidates) != 1:
        return None
    column = candidates[0]
    sep = separator(column)
    into: list[str] | None = None
    two = _INTO_TWO.search(text) or added_two
    if two:
        into = [_part_name(two.group(g), column, table, columns_in) for g in ("a", "b")]
    else:
        new = next(
            (
                m.group("a") or m.group("b") or m.group("c")
                for m in _NEW_PART_COLUMN.finditer(text)
                if table.column(m.group("a") or m.group("b") or m.group("c")) is None
            ),
            None,
        )
        if new is not None:
            into = [column, new]  # the column keeps its first part; the part moved out is the one after it
    if into is None or len(set(into)) != 2 or any(n != column and table.column(n) is not None for n in into):
        return None
    return SplitColumn(column=column, separator=sep, into=into, from_end=bool(_AT_THE_END.search(low)))


def _part_name(said: str, column: str, table: TableInfo, columns_in: ColumnsIn) -> str:
    """The column a part goes to: the split column itself when the words name it, else a new column as said."""
    named = [m.column for m in columns_in(said, table) if m.score >= 0.8]
    return column if named[:1] == [column] else said


# "a state code column (AL) and a seat number column holding the plain number (2, or 1 for CA-01)": a new column
# named in words, with an example of what it holds in brackets after it
COLUMN_BY_EXAMPLE = re.compile(
    r"\b(?:a|an)\s+(?:new\s+|separate\s+)?((?:[a-z]+\s+){0,2}[a-z]+)\s+(?:column|field)\b[^()]{0,60}?"
    r"\(\s*(?:e\.g\.,?\s*|like\s+|say\s+)?([A-Za-z0-9]+)([^)]*)\)",
    re.IGNORECASE,
)
# "the plain number": a part written as a number, without the zeros it is padded with
_PLAIN_NUMBER = re.compile(r"\b(?:plain|bare|whole|actual|real)\s+(?:number|figure|digits?)\b", re.IGNORECASE)
# "leaving the district itself as it is": the column cut stays beside its parts
KEPT_AS_IT_IS = re.compile(
    r"\b(?:leav(?:e|ing)|keep(?:ing)?)\s+(?:the\s+)?(?:[\w-]+\s+){0,2}?(?:itself\s+|column\s+)?(?:as it is|as is|"
    r"untouched|alone|unchanged|where it is|in place)\b",
    re.IGNORECASE,
)


def _same_part(example: str, part: str) -> bool:
    """Whether an example shows a part as it is, or as the number the part is written with padding ("1" for 01)."""
    if example.casefold() == part.casefold():
        return True
    return example.isdigit() and part.isdigit() and int(example) == int(part)


def parts_by_example(text: str, table: TableInfo) -> list[SplitColumn | Standardize] | None:
    """ "Districts are written like AL-2 or CA-01. Next to each, I'd like a state code column (AL) and a seat
    number column holding the plain number (2, or 1 for CA-01)": new columns, each shown by an example, that are
    the parts of a column's values at the separator they hold; the column stays as it is beside them. A part shown
    as a number with its padding dropped ("1 for CA-01") is written as that number. None unless every example
    is the part at its place of one value of the one column that fits."""
    found = list(COLUMN_BY_EXAMPLE.finditer(text))
    said = [(m.group(1).lower().split(), m.group(2)) for m in found]
    if len(said) < 2 or any(table.column("_".join(name)) is not None for name, _ in said):
        return None
    fitting: list[tuple[str, str]] = []
    for column in (c.name for c in table.columns if c.kind in ("text", "category", "id")):
        sep = _separator_of(table.frame[column])
        if sep is None:
            continue
        for value in table.frame[column].dropna().astype(str):
            parts = [p.strip() for p in value.split(sep)]
            if len(parts) == len(said) and all(
                _same_part(ex, p) for (_, ex), p in zip(said, parts, strict=True)
            ):
                fitting.append((column, sep))
                break
    if len(fitting) != 1:
        return None
    column, sep = fitting[0]
    into = ["_".join(name) for name, _ in said]
    steps: list[SplitColumn | Standardize] = [SplitColumn(column=column, separator=sep, into=into)]
    values = table.frame[column].dropna().astype(str)
    for i, (name, m) in enumerate(zip([n for n, _ in said], found, strict=True)):
        held = [v.split(sep)[i].strip() for v in values if len(v.split(sep)) == len(said)]
        padded = any(p.isdigit() and p != str(int(p)) for p in held)
        # ("1 for CA-01": a padded part shown without its zeros)
        unpadded_shown = any(
            len(parts := shown.group(2).split(sep)) == len(said)
            and parts[i].strip().isdigit()
            and parts[i].strip() != shown.group(1)
            and int(parts[i]) == int(shown.group(1))
            for shown in re.finditer(r"\b(\d+) for ([\w./-]+)", m.group(3))
        )
        numbers = bool(held) and all(p.isdigit() for p in held)
        if numbers and padded and (unpadded_shown or _PLAIN_NUMBER.search(m.group(0))):
            steps.append(Standardize(column="_".join(name), format="number"))
    return steps


# asking for a long table: "needs them long", "in long format", "one row per rat and week", "unpivot"
_LONG_ASKED = re.compile(
    r"\b(?:long|tall)(?: (?:format|form|shape|layout|table))?\b(?! (?:ago|time|while|enough|as|before|after|"
    r"list|name|names|text|lines?)\b)|\bunpivot\w*|\bmelt\b|\bwide[- ]to[- ]long\b|"
    r"\bone (?:row|line|record) (?:per|for each|for every) [a-z]+ (?:and|per|by) [a-z]+\b",
    re.IGNORECASE,
)
# "a column for each week": the wide table as it is, and what its columns stand for
_COLUMN_FOR_EACH = re.compile(
    r"\b(?:an?|one) (?:column|field) (?:for|per) (?:each|every) ([a-z]+)\b", re.IGNORECASE
)
_ROW_PER_TWO = re.compile(
    r"\bone (?:row|line|record) (?:per|for each|for every) ([a-z]+) (?:and|per|by) ([a-z]+)\b", re.IGNORECASE
)
# the wide-to-long words a request says around the reshaping
RESHAPING_WORDS = (
    rf"{_LONG_ASKED.pattern}|{_COLUMN_FOR_EACH.pattern}|"
    r"\b(?:one (?:row|line|record) (?:per|for each|for every) [a-z]+)\b|\bwith (?:the )?|\b(?:columns?|plus|and|"
    r"needs?|wants?|them|it|long|wide|format|code|my|our|each|every|per|row|rows|are|is)\b|"
    r"\(\s*\d+\s*(?:to|-|–|through)\s*\d+\s*\)"
)


def reshape_long(text: str, table: TableInfo, columns_in: ColumnsIn = find_columns) -> ReshapeLong | None:
    """ "Box's rat weights are one row per rat with a column for each week; my code needs them long: one row per
    rat and week, with the rat and trt columns plus week (0 to 4) and weight": the table's one run of numbered
    columns (wt0 … wt4) becomes a column of their numbers (week) and one of their values (weight), the other
    columns kept. The two new names are the words said for them; a range said in brackets after the first
    ("(0 to 4)") must be the numbers the headers end in."""
    if not _LONG_ASKED.search(text):
        return None
    families: dict[str, list[str]] = {}
    for c in table.columns:
        numbered = numbered_column(c.name)
        if numbered is not None:
            families.setdefault(numbered[0].lower(), []).append(c.name)
    runs = [cols for cols in families.values() if len(cols) >= 2]
    if len(runs) != 1:
        return None
    (value_columns,) = runs
    kept = [c.name for c in table.columns if c.name not in value_columns]
    if not kept:
        return None
    # the name of the column the headers stand for: "a column for each week", "one row per rat and week"
    for_each = _COLUMN_FOR_EACH.search(text)
    per_two = [
        w
        for m in _ROW_PER_TWO.finditer(text)
        for w in (m.group(1), m.group(2))
        if table.column(w) is None and not any(x.score >= 0.8 for x in columns_in(w, table))
    ]
    # ("one row per patient and visit" over an id column: the thing each row was is said first, the new one last)
    names_to = (for_each.group(1) if for_each else None) or (per_two[-1] if per_two else None)
    if names_to is None:
        return None
    names_to = stem(names_to.lower())
    # "plus week (0 to 4) and weight": the name of the values, said beside the name of the headers
    said = re.search(
        rf"\b{re.escape(names_to)}s?(?:\s*\(\s*(?P<a>\d+)\s*(?:to|-|–|through)\s*(?P<b>\d+)\s*\))?\s+and\s+"
        r"(?:an?\s+|the\s+|its\s+|their\s+)?(?P<v>[a-z][\w-]*)\b",
        text,
        re.IGNORECASE,
    )
    values_to = said.group("v") if said else None
    if values_to is None or table.column(values_to) is not None or values_to.lower() == names_to:
        return None
    numbers = [numbered_column(c)[1] for c in value_columns if numbered_column(c) is not None]
    if said and said.group("a") is not None:
        first, last = int(said.group("a")), int(said.group("b"))
        if sorted(numbers) != list(range(first, last + 1)):
            return None  # "week (1 to 5)" over wt0 … wt4: the numbers said are not the headers'
    return ReshapeLong(
        id_columns=kept,
        value_columns=value_columns,
        names_to=names_to,
        values_to=values_to.lower(),
        names_as_numbers=True,
    )
