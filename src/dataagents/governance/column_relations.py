"""Readings that relate one column of a row to another: a comparison of two columns ("children who ended up
taller than their father", "counties where Bush got more votes than Gore", "at least double their years of
service") and a new column worked out from others ("brain weight divided by body weight", "adds up the Gore,
Bush and Nader votes", "years since PhD minus years of service").

Both read the same way: the columns are found by ``schema_link.find_columns`` in the words around an
arithmetic or comparative phrase; each side must be one numeric column of the table, or the reading is not
made (and the clause stays not understood rather than half read).
"""

from __future__ import annotations

import itertools
import re
from dataclasses import dataclass

import pandas as pd

from dataagents.governance.ordinal_scales import ordinal_order
from dataagents.governance.schema_link import (
    Mention,
    TableInfo,
    find_columns,
    header_words,
    numbered_column,
    numeric_value,
    stem,
    token_at,
    token_spans,
    words,
)
from dataagents.governance.spec import Condition, DeriveColumn, LabelByConditions, LabelCase

# A comparative: its operator, and for a word tied to a measure ("taller"), the word a column of that measure
# carries in its name (so "the children taller than their father" compares the child's height, not the
# number of children).
_COMPARATIVES: dict[str, tuple[str, str | None]] = {
    "more": (">", None),
    "greater": (">", None),
    "higher": (">", None),
    "larger": (">", None),
    "bigger": (">", None),
    "taller": (">", "height"),
    "heavier": (">", "weight"),
    "older": (">", "age"),
    "longer": (">", "length"),
    "less": ("<", None),
    "fewer": ("<", None),
    "lower": ("<", None),
    "smaller": ("<", None),
    "shorter": ("<", "height"),
    "lighter": ("<", "weight"),
    "younger": ("<", "age"),
}
_FACTORS = {
    "double": 2.0,
    "twice": 2.0,
    "triple": 3.0,
    "treble": 3.0,
    "thrice": 3.0,
    "half": 0.5,
    "third": 1 / 3,
    "quarter": 0.25,
    "fifth": 0.2,
    "tenth": 0.1,
}
_ORDINAL = rf"(?:{'|'.join(_COMPARATIVES)})"
# "more votes than", "higher than", "exceed", "is at least double", "no more than half": the operator words,
# then an optional multiplier, then the other column's words
_COMPARISON = re.compile(
    rf"(?:(?P<symbol>[<>]=?|==|!=|=)(?=\s)|\b(?:(?P<at_least>at least|no less than|not less than|at or above)|"
    r"(?P<at_most>at most|no more than|not more than|at or below)|"
    rf"(?P<word>{_ORDINAL})(?:\s+[a-z]+){{0,2}}?\s+than|"
    r"(?P<exceed>exceed(?:s|ed|ing)?|outnumber(?:s|ed)?|beat(?:s)?|ahead of|above|over|topp?(?:s|ed))|"
    r"(?P<behind>behind|below|under|beneath|trail(?:s|ed)?)|"
    r"(?P<differ>(?:is |are |was |were )?(?:not (?:equal to|the same(?: [a-z]+)? as)|different(?: [a-z]+)? (?:from|to|than)|"
    r"differs? from))|"
    r"(?P<equal>(?:is |are |was |were )?(?:equal to|the same(?: [a-z]+)? as|equals?|matches|identical to))"
    r"))"
    r"(?:\s+(?:(?:a|one)\s+)?(?P<factor>double|twice|triple|treble|thrice|half|third|quarter|fifth|tenth|"
    r"(?P<times>\d+(?:\.\d+)?|two|three|four|five|ten) times|(?P<percent>\d+(?:\.\d+)?)\s*(?:%|per ?cent))(?:\s+of)?)?"
    # "closed above where it opened": the other column said as what the row did
    # ("outnumber those in favour": the people on the other side)
    r"(?:\s+(?:that of|those of|(?:what|where) (?:it|they|he|she)|what|the|their|its|his|her|of|it|they|"
    r"those(?: who are)?(?= in\b)|in(?= favou?r\b)))*\s+",
    re.IGNORECASE,
)


# What a numeric column measures, said after its own words ("the brain weight", "Nader votes"): it describes the
# column and asks for nothing.
_MEASURE_NOUNS = (
    r"\b(?:weights?|heights?|lengths?|widths?|depths?|ages?|votes?|counts?|numbers?|amounts?|figures?|values?|"
    r"rates?|scores?|sizes?|totals?|levels?|readings?|measurements?|sums?|prices?|costs?)\b"
)
# The words a comparison of two columns is said with, beyond the columns' own: the comparative and the thing
# compared ("more votes than"), the verb that leads to it ("ended up", "got", "came out"), the multiplier.
COMPARING_WORDS = (
    rf"\b{_ORDINAL}(?:\s+[a-z]+)?\s+than\b|\b(?:than|exceed\w*|outnumber\w*|beat|beats|ahead of|behind|at least|at most|"
    r"above|over|below|under|beneath|trail(?:s|ed)?|topp?(?:s|ed)|better|worse|higher|lower|where|what|"
    r"no (?:more|less)|not (?:more|less)|double|twice|triple|treble|thrice|half|third|quarter|fifth|tenth|a|one|"
    r"percent|per cent|times|equal to|equals?|the same as|same|identical|matches|different|differs?|from|to|as|not|"
    r"end(?:ed)? up|turn(?:ed|s)? out|came out|comes out|got|gets|had|has|have|scored|received|that of|those of|"
    r"sides?)\b|" + _MEASURE_NOUNS
)


@dataclass(frozen=True)
class ColumnComparison:
    condition: Condition
    span: tuple[int, int]  # characters of the clause the reading took (left column to right column)
    guessed: bool = False  # the columns were taken from the data, neither named by the text


def _numeric(table: TableInfo, column: str) -> bool:
    info = table.column(column)
    return info is not None and info.kind == "numeric"


def _measure_column(table: TableInfo, said: list[Mention], measure: str) -> str | None:
    """The numeric column of a measure ("height") for the words said before the comparative ("children" ->
    childHeight): a column of that measure the words name, else the one column of the measure whose name shares
    a word with what they name, else the table's only column of that measure."""
    of_measure = [c.name for c in table.columns if c.kind == "numeric" and measure in c.expanded]
    named = [x for x in said if x.column in of_measure]
    if named:
        return max(named, key=lambda x: (x.end, x.score)).column
    stems = {w.rstrip("s") for x in said for w in _words_of(table, x.column)}
    sharing = [name for name in of_measure if stems & {w.rstrip("s") for w in _words_of(table, name)}]
    if len(sharing) == 1:
        return sharing[0]
    return of_measure[0] if len(of_measure) == 1 else None


def _factor(m: re.Match[str]) -> float:
    if m.group("times"):
        return numeric_value(m.group("times")) or 1.0
    if m.group("percent"):
        return float(m.group("percent")) / 100
    return _FACTORS.get((m.group("factor") or "").lower(), 1.0)


# a point of a column's own spread, which a comparison with it is against, not against another column
_OWN_SPREAD = r"median|mean|average|typical|percentile|quartile"


def column_comparisons(text: str, table: TableInfo) -> list[ColumnComparison]:
    """Every "<column> <compared with> <other column>" in a clause, both sides numeric columns of the table."""
    mentions = find_columns(text, table)
    found: list[ColumnComparison] = []
    toks = words(text)
    named = {x.column for x in mentions if x.score >= 0.8}
    mentions = mentions + headed_by_initial(toks, table, mentions)
    for m in _COMPARISON.finditer(text):
        after = token_at(text, m.end())
        # the other column is named right after the comparison; a name whose words are spread ("the home side
        # scored more goals than the away side": home … goals) may take in the comparison's own words
        right = (
            next((x for x in mentions if x.start == after), None)
            or next((x for x in mentions if x.start <= after < x.end), None)
            # "more than ten times its premium income": one describing word before the column's own (not a
            # number: "at least one hospital stay" counts stays)
            or next(
                (
                    x
                    for x in mentions
                    if x.start == after + 1
                    and x.end - x.start == 1
                    and numeric_value(toks[after] if after < len(toks) else "") is None
                    # ("more often than the median song": a point of the column's own spread, no other column)
                    and not re.fullmatch(
                        rf"{_OWN_SPREAD}|\d+(?:st|nd|rd|th)|upper|lower",
                        toks[after].lower() if after < len(toks) else "",
                    )
                ),
                None,
            )
        )
        if (
            right is None
            or _more_arithmetic(text, right)
            or re.match(
                r"\s*(?:by\s+(?:more than|at least|over|under|less than)?\s*\d|plus|minus|\+|-\s*\d)",
                text[_end_of_token(text, right.end - 1) :],
                re.IGNORECASE,
            )
        ):
            continue  # "exceed away goals by more than 2": an offset this reading does not take
        at = token_at(text, m.start())
        before = [
            x
            for x in mentions
            if x.start < at and (at - x.end <= 5) and x.column != right.column and x.start < right.start + 1
        ]
        left = max(before, key=lambda x: (min(x.end, at), x.score), default=None)
        owner = re.search(r"\b(?:his|her|its|their)\s+[a-z][\w-]*\s*$", text[: m.start()], re.IGNORECASE)
        if left is None and owner is not None:
            # "the places Romney carried, i.e. where his share beat Obama's": "his" is the column named before
            said_at = token_at(text, owner.start())
            left = max(
                (
                    x
                    for x in mentions
                    if x.end <= said_at and x.column != right.column and _numeric(table, x.column)
                ),
                key=lambda x: x.end,
                default=None,
            )
        inside = token_at(text, m.start("word")) + 1 if m.group("word") else -1
        counted = next((x for x in mentions if x.start == inside and x.column != right.column), None)
        if counted is not None and _numeric(table, counted.column):
            # "the years where more boys than girls were christened": the column said between the comparative
            # and "than" is what is compared, not the rows said before it
            left = counted
        if m.group("word"):
            op, measure = _COMPARATIVES[m.group("word").lower()]
        elif m.group("symbol"):
            op = {"=": "==", "==": "==", "!=": "!="}.get(m.group("symbol"), m.group("symbol"))
            measure = None
        elif m.group("at_least") or m.group("exceed"):
            op, measure = (">=" if m.group("at_least") else ">"), None
        elif m.group("at_most"):
            op, measure = "<=", None
        elif m.group("behind"):
            op, measure = "<", None
        elif m.group("differ"):
            op, measure = "!=", None
        else:
            op, measure = "==", None
        left_column = left.column if left is not None else None
        if measure is not None:
            left_column = _measure_column(table, before, measure)
        if left_column is None or left_column == right.column:
            continue
        if not (_numeric(table, left_column) and _numeric(table, right.column)) and not (
            op in ("==", "!=") and _same_kind_of_words(table, left_column, right.column)
        ):
            continue
        start = _char_of_token(text, left.start) if left is not None else m.start()
        end = _char_of_token(text, right.end)
        found.append(
            ColumnComparison(
                Condition(column=left_column, op=op, other=right.column, times=_factor(m)),
                (start, end),
                # ("more admissions than rejections" over A and R: both read from their initials alone)
                guessed=not {left_column, right.column} & named,
            )
        )
    return found or _counts_compared(text, table, mentions) or _same_or_different(text, table, mentions)


# "at least as many wins as losses", "more wins than losses", "won more games than it lost": two counts of a row
# compared, each said by a word (or the verb) whose column may be headed by its initial alone (W, L)
_COUNTS_COMPARED = re.compile(
    r"\b(?P<op>at least as many|no fewer|not fewer|more|fewer|less|no more|not more|at most as many)\s+"
    r"(?P<a>[a-z]+)\s+(?:than|as)\s+(?:(?:it|they|he|she|the\s+\w+)\s+)?(?P<b>[a-z]+)\b|"
    r"\b(?P<a2>[a-z]+)\s+(?P<op2>more|fewer|less)\s+(?:[a-z]+\s+)?than\s+(?:it|they|he|she|the\s+\w+)\s+"
    r"(?P<b2>[a-z]+)\b",
    re.IGNORECASE,
)
_COUNT_OPS = {
    "at least as many": ">=",
    "no fewer": ">=",
    "not fewer": ">=",
    "more": ">",
    "fewer": "<",
    "less": "<",
    "no more": "<=",
    "not more": "<=",
    "at most as many": "<=",
}


def headed_by_initial(toks: list[str], table: TableInfo, mentions: list[Mention]) -> list[Mention]:
    """The plural nouns of a clause no column's name takes, each naming the one numeric column headed by its
    initial alone ("the games" for G, "the losses" for L), as a comparison of two counts of a row says them. A
    participle after the noun that only says what the whole table is about ("games pitched" in a file of pitching
    lines) is part of the name."""
    taken = {i for x in mentions for i in range(x.start, x.end)}
    table_words = set(re.findall(r"[a-z]+", table.name.lower()))
    out = []
    for i, tok in enumerate(toks):
        if i in taken or not re.fullmatch(r"[a-z]{3,}s", tok) or tok in _NOT_COUNTS:
            continue
        initial = _headed_by_its_initial(table, tok)
        if initial is None:
            continue
        after = toks[i + 1] if i + 1 < len(toks) else ""
        echoes_table = (
            after.endswith("ed")
            and len(after) > 5
            and i + 1 not in taken
            and any(w.startswith(after[:-2]) or w.startswith(after[:-1]) for w in table_words)
        )
        out.append(Mention(initial, i, i + 2 if echoes_table else i + 1, 0.7))
    return out


# plural words of a clause that are never a count a row holds
_NOT_COUNTS = {
    "rows",
    "lines",
    "records",
    "entries",
    "values",
    "this",
    "those",
    "these",
    "always",
    "times",
    "was",
}


def _count_column(word: str, table: TableInfo, mentions: list[Mention]) -> str | None:
    """The numeric column a word of a count names: one the word names outright, else the one numeric column
    headed by the word's initial alone ("wins" and "won" for W)."""
    named = [m.column for m in find_columns(word, table) if m.score >= 0.8 and _numeric(table, m.column)]
    if named:
        return named[0]
    return _headed_by_its_initial(table, word)


def _headed_by_its_initial(table: TableInfo, word: str) -> str | None:
    """The one numeric column whose whole header is the word's initial ("wins" for W), if there is one."""
    initial = [c.name for c in table.columns if c.kind == "numeric" and c.name.lower() == word[0].lower()]
    return initial[0] if len(initial) == 1 else None


def _counts_compared(text: str, table: TableInfo, mentions: list[Mention]) -> list[ColumnComparison]:
    out = []
    for m in _COUNTS_COMPARED.finditer(text):
        if re.search(rf"\b(?:{_OWN_SPREAD})\b", m.group(0), re.IGNORECASE):
            continue  # "downloaded less often than the median episode": against the column's own spread
        op = _COUNT_OPS[(m.group("op") or m.group("op2")).lower()]
        a = _count_column(m.group("a") or m.group("a2"), table, mentions)
        b = _count_column(m.group("b") or m.group("b2"), table, mentions)
        if a is None or b is None or a == b:
            continue
        named = {x.column for x in mentions if x.score >= 0.8}
        out.append(
            ColumnComparison(Condition(column=a, op=op, other=b), m.span(), guessed=not {a, b} & named)
        )
    return out


# "a mother of a different genotype from their own", "born in the same state as their parents": a row's two
# columns of one kind of code or word compared
_OWN_KIND = re.compile(
    r"\b(?:(?P<differ>different|another|other|not the same)|(?P<same>the same|identical|matching))\s+"
    r"(?:[\w-]+\s+){0,2}?(?:from|than|to|as)\s+(?:their|its|his|her|the \w+'s)\s+own\b",
    re.IGNORECASE,
)


def _same_or_different(text: str, table: TableInfo, mentions: list[Mention]) -> list[ColumnComparison]:
    """The two columns whose values are codes or words of one kind (most of either's values are the other's),
    the same or different row by row: the only such pair of the table, or the only one holding a column the text
    names."""
    said = _OWN_KIND.search(text)
    if said is None:
        return []
    pairs = [
        (a.name, b.name)
        for i, a in enumerate(table.columns)
        for b in table.columns[i + 1 :]
        if a.kind == b.kind == "category" and _shared_values(a.values, b.values)
    ]
    named = {m.column for m in mentions}
    if len(pairs) > 1:
        pairs = [p for p in pairs if set(p) & named]
    if len(pairs) != 1:
        return []
    a, b = pairs[0]
    if b in named and a not in named:
        a, b = b, a  # the column the text names is the one compared
    op = "!=" if said.group("differ") else "=="
    return [ColumnComparison(Condition(column=a, op=op, other=b), said.span(), guessed=not {a, b} & named)]


def _same_kind_of_words(table: TableInfo, a: str, b: str) -> bool:
    """Two columns of codes or words of one kind ("the second crime was the same as the first"), which an
    equality between them can compare."""
    x, y = table.column(a), table.column(b)
    return (
        x is not None
        and y is not None
        and x.kind in ("category", "text")
        and y.kind in ("category", "text")
        and _shared_values(x.values, y.values)
    )


def _shared_values(a: list[str], b: list[str]) -> bool:
    x, y = {v.casefold() for v in a}, {v.casefold() for v in b}
    return bool(x and y) and len(x & y) >= 0.6 * max(len(x), len(y))


def _words_of(table: TableInfo, column: str) -> list[str]:
    info = table.column(column)
    return list(info.expanded) if info is not None else []


def _char_of_token(text: str, token: int) -> int:
    """The character offset where token ``token`` of ``schema_link.words`` starts (the text's end past the
    last token)."""
    spans = token_spans(text)
    return spans[token][0] if token < len(spans) else len(text)


# How a new column from others is said. Infix: "<A> divided by <B>", "<A> minus <B>", "<A> times <B>",
# "<A> plus <B>"; prefix, with the columns listed after: "the sum of", "adds up", "the difference between",
# "the ratio of <A> to <B>", "the product of".
_INFIX = {
    "ratio": r"divided by|over|per|/",
    "difference": r"minus|take away|-",
    "product": r"times|multiplied by|×|\*",
    "sum": r"plus|\+",
}
_PREFIX = {
    "ratio": r"(?:the )?ratio (?:of|between)",
    "difference": r"(?:the )?difference (?:between|of)|subtract(?:ing)?",
    "product": r"(?:the )?product of|multipl(?:y|ies|ying)",
    "sum": r"adds? up|add(?:ing)? together|(?:the )?(?:sum|total) of|sums? up|summing|totals? up",
}
# The words a derived column is asked with, beyond its columns and its name.
DERIVING_WORDS = (
    r"\b(?:divided|by|over|minus|less|take away|times|multiplied|plus|adds?|added|adding|up|together|sum|sums|"
    r"summing|total|totals|ratio|difference|between|product|subtract\w*|multipl\w*|from|to|work(?:ed|s)? out|"
    r"calculat\w*|comput\w*|figure|new|result|answer|each|every)\b|" + _MEASURE_NOUNS + r"|"
    # the units the columns are in, said inside the formula ("heart weight in grams divided by …")
    r"\b(?:in|as) (?:kilo|centi|milli)?(?:grams?|met(?:er|re)s?|lit(?:re|er)s?|seconds?|minutes?|hours?|days?|"
    r"pounds?|dollars?|euros?|inch(?:es)?|feet|miles?|tonnes?|tons?)\b"
)


def _list_after(text: str, mentions: list[Mention], start_token: int) -> list[Mention]:
    """The columns listed right after a token ("the sum of Gore, Bush and Nader votes"): mentions in order,
    each at most two words ("the", "and", "their") after the last."""
    listed: list[Mention] = []
    at = start_token
    toks = words(text)
    for x in sorted(mentions, key=lambda x: x.start):
        if x.start < at and (listed or x.end <= at + 1):
            # (a name whose spread words take in one said before the list, "the seats at the 90th percentile
            # minus the seats at the 10th" for p10_seats, starts the list all the same)
            continue
        if x.start - at > 2 or any(
            t[:1].isdigit() or numeric_value(t) is not None for t in toks[at : x.start]
        ):
            break  # "art is over 3 and kid5": a number between says the words are no list of columns
        if listed and x.column == listed[-1].column:
            continue
        listed.append(x)
        at = x.end
    return listed


def derived_column(
    text: str, table: TableInfo, target: str | None, decimals: int | None
) -> DeriveColumn | None:
    """A new column worked out from numeric columns of the table (a ``DeriveColumn``), or None when the clause
    asks for none, names no new column, or names a side that is not one numeric column."""
    if not target or table.column(target) is not None:
        return None
    # the new name's words ("hp_per_wt") name no column it is worked out from
    text = re.sub(rf"['\"“‘]?\b{re.escape(target)}\b['\"”’]?", "it", text)
    mentions = [x for x in find_columns(text, table) if _numeric(table, x.column)]
    return _derivation(text, table, mentions, target, decimals) or _change_between(
        text, table, target, decimals
    )


# The units a rate is said per ("per square foot"): how the unit is said, the header words of the one column
# measured in it, and the unit's short form in the new column's name (price_per_sqft, the way listings write it)
PER_UNITS: list[tuple[str, set[str], str]] = [
    # ("size", "floor": a house's size is its floor area)
    (
        r"square (?:foot|feet)|sq\.? ?(?:ft|feet)|sqft",
        {"sqft", "area", "footage", "square", "size", "floor"},
        "sqft",
    ),
    (r"square met(?:re|er)s?|sq\.? ?m|sqm|m2", {"sqm", "area", "m2", "square"}, "sqm"),
    (r"acres?", {"acre", "acreage"}, "acre"),
    (r"hectares?", {"hectare", "ha"}, "hectare"),
]
# "what each house went for", "what it sold for": the amount a thing fetched is the table's one column of money
_WENT_FOR = r"\b(?:went|sold|go|goes|sells?|selling|fetched|fetches|cost|costs|paid)\b(?: \w+)?(?: for)?"
_MONEY_HEADERS = {"price", "cost", "fee", "fare", "amount", "revenue", "rent", "value"}
# the words of a rate that name no column ("per square foot", "a foot", "went for"), read once the rate is
PER_UNIT_WORDS = (
    r"\b(?:per|a|an|for each|every)\s+(?:"
    + "|".join(pattern for pattern, _, _ in PER_UNITS)
    + r"|foot|feet|ft)\b|"
    + _WENT_FOR
)


def _measured_in(table: TableInfo, header: set[str]) -> str | None:
    """The one numeric column whose header holds a word of ``header`` (the area said per square foot)."""
    found = [c.name for c in table.columns if c.kind == "numeric" and set(c.words) & header]
    return found[0] if len(found) == 1 else None


def per_unit_ratio(text: str, table: TableInfo, decimals: int | None) -> DeriveColumn | None:
    """ "Work out what each house went for per square foot": the amount said before "per <unit>" divided by
    the one column measured in that unit, in a new column named <amount>_per_<unit> (price_per_sqft)."""
    low = text.lower()
    for pattern, header, short in PER_UNITS:
        said = re.search(rf"\b(?:per|a|an|for each|every)\s+(?:{pattern})\b", low)
        if said is None:
            continue
        area = _measured_in(table, header)
        before = low[: said.start()]
        named = [
            m
            for m in find_columns(before, table)
            if m.score >= 0.8 and _numeric(table, m.column) and m.column != area
        ]
        money = [c.name for c in table.columns if c.kind == "numeric" and set(c.words) & _MONEY_HEADERS]
        amount = (
            max(named, key=lambda m: m.end).column
            if named
            else money[0]
            if len(money) == 1 and re.search(_WENT_FOR, before)
            else None
        )
        if area is None or amount is None or not _same_scale_said(low, pattern):
            return None
        # ("in a price per square foot column": the name said, written as a header)
        named_column = re.search(
            rf"\b(?:in|into|as)\s+(?:a|an|the)\s+(?:new\s+)?((?:[a-z]+\s+){{1,2}}per\s+(?:{pattern}))\s+(?:column|field)\b",
            low,
        )
        target = "_".join(named_column.group(1).split()) if named_column else f"{amount.lower()}_per_{short}"
        if table.column(target) is not None:
            return None
        return DeriveColumn(target=target, op="ratio", columns=[amount, area], round=decimals)
    return None


# "prices are in thousands of dollars and floor areas in thousands of square feet": the scale each side is in
SCALE_STATED = re.compile(
    r"\b(?:[a-z]+\s+){0,2}?(?:(?:are|is|were|was|both)\s+)?(?:given\s+|written\s+|recorded\s+)?in\s+"
    r"(?P<mult>hundreds|thousands|millions|billions)\s+of\s+(?P<unit>[a-z]+(?:\s+[a-z]+)?)"
)


def _same_scale_said(low: str, area_unit: str) -> bool:
    """Whether the amount and the area of a rate are said to be in the same multiple (thousands of dollars over
    thousands of square feet: the rate is as it stands) or neither has one said; a rate whose sides are in
    different multiples would need a factor that a ratio of two columns does not take."""
    amount_scale = area_scale = None
    for said in SCALE_STATED.finditer(low):
        if re.match(rf"(?:{area_unit})\b", said.group("unit")):
            area_scale = said.group("mult")
        else:
            amount_scale = said.group("mult")
    return amount_scale == area_scale


def per_unit_column(table: TableInfo, after: str) -> str | None:
    """ "Under $250 a foot": the one column of a rate per the unit said after an amount (price_per_sqft)."""
    for pattern, _, short in PER_UNITS:
        unit = rf"(?:{pattern}|foot|feet|ft)" if short == "sqft" else rf"(?:{pattern})"
        if re.match(rf"\s*(?:(?:dollars?|euros?|pounds?|bucks)\s+)?(?:per|a|an|/)\s*{unit}\b", after.lower()):
            rates = [
                c.name
                for c in table.columns
                if c.kind == "numeric"
                and "per" in c.words
                and (
                    c.words[-1] in (short, *short.split())
                    or (short == "sqft" and c.words[-1] in ("foot", "feet"))
                )
            ]
            return rates[0] if len(rates) == 1 else None
    return None


# "how much each city grew between the 1920 and 1930 censuses": the later column minus the earlier one (a fall
# the earlier minus the later)
_CHANGE_BETWEEN = re.compile(
    r"\bhow much (?:\w+ ){0,3}?(?:(?P<up>grew|rose|increased|gained|went up|changed)|(?P<down>fell|dropped|declined|"
    r"shrank|decreased|lost|went down))\b(?: \w+){0,3}? between (?P<span>[^.;:?!]+)",
    re.IGNORECASE,
)


CHANGE_WORDS = (
    r"\b(?:how much|grew|rose|increased|gained|went up|changed|fell|dropped|declined|shrank|decreased|lost|"
    r"went down|between)\b"
)


def _column_of_number(table: TableInfo, number: str) -> str | None:
    """The one numeric column whose header holds this number ("census_1920" for 1920)."""
    held = [
        c.name
        for c in table.columns
        if re.search(rf"(?<!\d){number}(?!\d)", c.name) and _numeric(table, c.name)
    ]
    return held[0] if len(held) == 1 else None


def _change_between(text: str, table: TableInfo, target: str, decimals: int | None) -> DeriveColumn | None:
    said = _CHANGE_BETWEEN.search(text)
    if said is None:
        return None
    span = said.group("span")
    sides = list(
        dict.fromkeys(
            # (in the order said: "between the 1920 and 1930 censuses" is 1920 first)
            m.column
            for m in sorted(find_columns(span, table), key=lambda m: m.start)
            if m.score >= 0.8 and _numeric(table, m.column)
        )
    )
    if len(sides) != 2:
        numbers = re.findall(r"(?<![\d.])\d{2,}(?![\d.])", span)
        sides = [c for n in numbers if (c := _column_of_number(table, n))]
    if len(sides) != 2 or sides[0] == sides[1]:
        return None
    earlier, later = sides
    columns = [later, earlier] if said.group("up") else [earlier, later]
    return DeriveColumn(target=target, op="difference", columns=columns, round=decimals)


# an existing column to be worked out again: "recompute", "correct them", "should be the sum of"
_RECOMPUTE = (
    r"\b(?:recomput\w*|recalculat\w*|re-calculat\w*|correct(?!ed\b)\w*|fix|fixe[sd]|redo|re-do|overwrite|"
    r"should (?:be|equal|match)|must (?:be|equal)|(?:is|are) (?:supposed|meant) to be|ought to be|set|"
    r"work(?:ed)? (?:(?:it|them) )?(?:back )?out|(?:re-?)?derived?)\b"
)
RECOMPUTING_WORDS = (
    _RECOMPUTE
    + r"|\b(?:don't|do not|doesn't|does not) add up\b|\b(?:from|using|with|off|wrong|incorrect|mistyped|"
    r"typos?|errors?|mistakes?|inconsistent|out)\b|"
    r"\b(?:year|month|week|quarter)[- ](?:on|over)[- ](?:year|month|week|quarter)\b"
)


def recomputed_column(text: str, table: TableInfo, decimals: int | None) -> DeriveColumn | None:
    """ "Recompute total as the sum of brood1, brood2 and brood3", "each total should be the sum of its three
    broods … correct them": a numeric column the table has, said before the arithmetic, worked out again from
    other columns of the row."""
    if not re.search(_RECOMPUTE, text, re.IGNORECASE):
        return None
    # "the awards to men plus those to women": "those" (or "that") stands for the noun of the part before
    text = re.sub(
        r"\b(the\s+)?([a-z]+)(\s+(?:to|of|for|by|from|in)\s+\w+\s+(?:plus|and|minus|less)\s+)(?:those|that)(?=\s+(?:to|of|for|by|from|in)\b)",
        r"\1\2\3the \2",
        text,
        flags=re.IGNORECASE,
    )
    # "the 2015 count minus the 2014 count": a number said as the column whose header holds it
    text = re.sub(
        r"\b(?:the\s+)?(\d{2,4})\s+(?:count|figure|number|total|value|one|tally|score|amount|reading)s?\b",
        lambda m: _column_of_number(table, m.group(1)) or m.group(0),
        text,
        flags=re.IGNORECASE,
    )
    mentions = [x for x in find_columns(text, table) if _numeric(table, x.column) and x.score >= 0.8]
    for said in sorted(mentions, key=lambda x: x.start):
        if _more_arithmetic(text, said):
            continue  # "brood1 + brood2": a column followed by an operation is one it is worked out from
        others = [x for x in mentions if x.column != said.column]
        derived = _derivation(text, table, others, said.column, decimals, from_token=said.end)
        if derived is not None and said.column not in derived.columns:
            return derived.model_copy(update={"replace": True})
    return None


def _numbered_group(text: str, table: TableInfo, start: int) -> list[str]:
    """ "its three broods" after "the sum of": the columns named by the word and a number (brood1, brood2,
    brood3), as many as said when a count is said."""
    m = re.match(
        r"\s*(?:of\s+)?(?:its|their|the|all|all the|all of the)?\s*(?:(\w+)\s+)?([a-z]+?)s\b",
        text[start:],
        re.I,
    )
    found = _numbered_said(table, m) if m is not None else []
    if found:
        return found
    # "add up the soldiers each reader sent to the ten castles": the group said with its count further on
    for later in re.finditer(r"\b(?:its|their|the|all)\s+(\w+)\s+([a-z]+?)s\b", text[start:], re.I):
        if numeric_value(later.group(1)) is not None and (found := _numbered_said(table, later)):
            return found
    return []


def _numbered_said(table: TableInfo, m: re.Match[str]) -> list[str]:
    """The numbered columns a word and its count name ("three broods": brood1, brood2, brood3)."""
    word = m.group(2).lower()
    numbered = [c.name for c in table.columns if re.fullmatch(rf"{re.escape(word)}[ _]?\d+", c.name.lower())]
    count = numeric_value(m.group(1)) if m.group(1) else None
    if (
        len(numbered) < 2
        or (count is not None and count != len(numbered))
        or not all(_numeric(table, c) for c in numbered)
    ):
        return []
    return numbered


def _with_series_ranges(text: str, table: TableInfo, listed: list[Mention]) -> list[str]:
    """The columns listed, a range of one numbered series said by its ends ("castle1 to castle10",
    "q3 through q7") standing for every column of the series from the one to the other."""
    spans = token_spans(text)
    out: list[str] = []
    i = 0
    while i < len(listed):
        x = listed[i]
        if i + 1 < len(listed):
            y = listed[i + 1]
            between = text[spans[x.end - 1][1] : spans[y.start][0]] if y.start < len(spans) else ""
            a, b = numbered_column(x.column), numbered_column(y.column)
            if re.fullmatch(r"\s*(?:to|through|thru|up to|-|–)\s*", between) and a and b and a[0] == b[0]:
                lo, hi = sorted((a[1], b[1]))
                out += [
                    c.name
                    for c in table.columns
                    if (n := numbered_column(c.name)) and n[0] == a[0] and lo <= n[1] <= hi
                ]
                i += 2
                continue
        out.append(x.column)
        i += 1
    return list(dict.fromkeys(out))


def _derivation(
    text: str,
    table: TableInfo,
    mentions: list[Mention],
    target: str,
    decimals: int | None,
    from_token: int = 0,
) -> DeriveColumn | None:
    """The arithmetic a clause says over the columns mentioned (from token ``from_token`` on), as a
    DeriveColumn."""
    low = text.lower()
    for op, said in _PREFIX.items():
        for m in re.finditer(rf"\b(?:{said})\b", low):
            if token_at(text, m.start()) < from_token:
                continue
            listed = _list_after(text, mentions, token_at(text, m.end()))
            if len(listed) >= 2 and op in ("sum", "product"):
                columns = _with_series_ranges(text, table, listed)
                return DeriveColumn(target=target, op=op, columns=columns, round=decimals)
            if len(listed) == 2:
                return DeriveColumn(target=target, op=op, columns=[x.column for x in listed], round=decimals)
            group = _numbered_group(text, table, m.end()) if op in ("sum", "product") else []
            if group:
                return DeriveColumn(target=target, op=op, columns=group, round=decimals)
    for op, said in _INFIX.items():
        for m in re.finditer(rf"(?:\s|^)(?:{said})(?:\s|$)", low):
            if token_at(text, m.start()) < from_token:
                continue
            before = [
                x
                for x in mentions
                if x.end <= token_at(text, m.start()) <= x.end + 2 and x.start >= from_token
            ]
            after = _list_after(text, mentions, token_at(text, m.end()))
            if before and after and before[-1].column != after[0].column:
                left = max(before, key=lambda x: x.end)
                between = " ".join(words(text)[left.end : token_at(text, m.start())])
                if re.search(
                    r"\b(?:is|are|was|were|be|being|get|gets|got|runs?|ran)\b", between, re.IGNORECASE
                ):
                    continue  # "disapprove is over four times approve" compares; it works nothing out
                columns = [left.column, after[0].column]
                last = after[0]
                if op in ("sum", "product"):
                    # "ALP plus Lib plus Nat": the same operation again after the second column
                    chained = _chained(text, mentions, after[0], said)
                    columns += chained
                    last = next((x for x in mentions if x.column == chained[-1]), last) if chained else last
                if _more_arithmetic(text, last):
                    return None  # "revenue divided by cost times 100": more than one operation is not read
                return DeriveColumn(target=target, op=op, columns=columns, round=decimals)
    return None


_ANY_OPERATOR = r"(?:times|multiplied by|divided by|plus|minus|over|per|less|x|\*|/|\+|-|×)"


def _more_arithmetic(text: str, last: Mention) -> bool:
    """Whether an operation follows the last column read ("… cost times 100", "… cost plus 5")."""
    spans = [start for start, _ in token_spans(text)]
    if last.end >= len(spans):
        return False
    return re.match(
        rf"(?:the\s+)?{_ANY_OPERATOR}\s", text[spans[last.end] :], re.IGNORECASE
    ) is not None or bool(re.match(r"\s*[*/+×-]", text[_end_of_token(text, last.end - 1) :]))


def _end_of_token(text: str, token: int) -> int:
    spans = token_spans(text)
    return spans[token][1] if token < len(spans) else len(text)


def _chained(text: str, mentions: list[Mention], last: Mention, said: str) -> list[str]:
    """The columns that follow ``last`` each after the same operator word ("… plus Nat plus Green")."""
    out: list[str] = []
    spans = [start for start, _ in token_spans(text)]
    while last.end < len(spans):
        # from the end of the last column's words: a "+" between two columns is no word of its own
        end = _end_of_token(text, last.end - 1)
        m = re.match(rf"\s*(?:{said})(?![a-z])\s*(?:the\s+)?", text[end:], re.IGNORECASE)
        if m is None:
            break
        at = token_at(text, end + m.end())
        nxt = next((x for x in mentions if x.start == at), None)
        if nxt is None:
            break
        out.append(nxt.column)
        last = nxt
    return out


# "says GORE or BUSH, whichever of the two got more votes": a label naming the larger (or smaller) of two
# columns. The labels are the words said; each names one numeric column.
_WHICHEVER = re.compile(
    r"['\"“‘]?(?P<a>[\w.-]+)['\"”’]?\s+or\s+['\"“‘]?(?P<b>[\w.-]+)['\"”’]?,?\s+(?:\(\s*)?whichever\b"
    r"(?P<rest>[^.;()]*)",
    re.IGNORECASE,
)
_LARGER = re.compile(
    rf"\b(?P<word>{_ORDINAL})\b|\b(?P<most>most|highest|largest|biggest|greatest)\b", re.IGNORECASE
)
_SMALLER_WORDS = {"less", "fewer", "lower", "smaller", "shorter", "lighter", "younger"}
WHICHEVER_WORDS = (
    r"\bwhichever\b[^.;]*?\b(?:in|for) (?:the|each|every|that|this) \w+|"  # "… in the county": in each row
    r"\b(?:whichever|of the two|two|both|says?|saying|said|larger|smaller|most|least)\b|"
    r"\b(?:more|fewer|less|higher|lower|larger|smaller|most|least)(?: \w+)?"  # "more goals": what both count
)


def _one_column(word: str, table: TableInfo) -> str | None:
    found = [x for x in find_columns(word, table) if x.score >= 0.8 and _numeric(table, x.column)]
    return found[0].column if len(found) == 1 else None


def whichever_label(text: str, table: TableInfo, target: str | None) -> LabelByConditions | None:
    """A new column naming, row by row, which of two numeric columns is larger (or smaller); a row where they
    are equal is left blank (neither is larger)."""
    m = _WHICHEVER.search(text)
    if m is None or not target or table.column(target) is not None:
        return None
    larger = _LARGER.search(m.group("rest"))
    if larger is None:
        return None
    a, b = _one_column(m.group("a"), table), _one_column(m.group("b"), table)
    if a is None or b is None or a == b:
        return None
    op = "<" if (larger.group("word") or "").lower() in _SMALLER_WORDS else ">"
    return LabelByConditions(target=target, cases=_which_of_two(m.group("a"), a, m.group("b"), b, op))


_WHICH_MOST = re.compile(
    r"\b(?:which|whichever|what)\b[^.;:]{0,120}?\b(?P<end>most|largest|highest|biggest|greatest|longest|least|fewest|"
    r"smallest|lowest|shortest)\b",
    re.IGNORECASE,
)
_LISTED_LABELS = re.compile(r"\b([a-z]+(?:,\s*[a-z]+){1,5}),?\s+or\s+([a-z]+)\b")


def largest_of_label(text: str, table: TableInfo, target: str | None) -> LabelByConditions | None:
    """ "Which part of the day does each account spend the most minutes on the phone, day, evening or night?":
    a new column naming, row by row, which of three or more numeric columns is the largest (or smallest); each
    label is the one column its word and the measure said name (day for total_day_minutes, not total_day_calls);
    a row where the largest is shared gets no label."""
    asked = _WHICH_MOST.search(text)
    listed = _LISTED_LABELS.search(text)
    if asked is None or listed is None or not target or table.column(target) is not None:
        return None
    listed_words = [w.strip() for w in listed.group(1).split(",")] + [listed.group(2)]
    said = {stem(w) for w in words(text.lower())} - set(listed_words)

    def named(label: str) -> str | None:
        fits = [
            c
            for c in table.columns
            if c.kind == "numeric"
            and any(w == label or (len(w) >= 3 and label.startswith(w)) for w in c.words)
        ]
        # (day names total_day_minutes and total_day_calls: the measure the question says picks one)
        measured = [c.name for c in fits if (set(c.words) - {label}) & said or len(fits) == 1]
        return measured[0] if len(measured) == 1 else None

    # ("on the phone, day, evening or night": the list is the words at its end that each name a column)
    labels: list[str] = []
    columns: list[str] = []
    for start in range(len(listed_words) - 1):
        found = [named(w) for w in listed_words[start:]]
        if all(found) and len(set(found)) == len(found):
            labels, columns = listed_words[start:], [c for c in found if c]
            break
    if len(labels) < 2:
        return None
    op = "<" if asked.group("end").lower() in ("least", "fewest", "smallest", "lowest", "shortest") else ">"
    return LabelByConditions(target=target, cases=_each_beating_the_rest(labels, columns, op))


def _each_beating_the_rest(labels: list[str], columns: list[str], op: str) -> list[LabelCase]:
    """One case per column: its label where the column is ``op`` every other one (a shared top gets none)."""
    return [
        LabelCase(
            label=label,
            conditions=[Condition(column=column, op=op, other=other) for other in columns if other != column],
        )
        for label, column in zip(labels, columns, strict=True)
    ]


# "the candidate who got the most votes there": the part of a whole that is largest, asked without listing the parts
PART_WITH_MOST = re.compile(
    r"(?:\b(?:who|whoever|which|that|whichever)\s+(?:[\w'-]+\s+){0,3}?(?:got|gets|had|has|have|won|wins|received|"
    r"receives|took|takes|drew|draws|scored|earned|polled|collected|sold|bought)|\bwith)\s+(?:the\s+)?"
    r"(?P<end>most|largest|highest|biggest|"
    r"greatest|fewest|least|smallest|lowest)\s+(?:number\s+of\s+|share\s+of\s+(?:the\s+)?)?(?P<measure>[a-z]+)?",
    re.IGNORECASE,
)
NAMES_ASKED = re.compile(r"\b(?:sur|last |family |first )?names?\b", re.IGNORECASE)


def sets_adding_up_to(
    frame: pd.DataFrame, whole: str, candidates: list[str], sizes: range
) -> list[list[str]]:
    """Every set of ``candidates`` of a size in ``sizes`` whose sum is ``whole`` on every full row (three rows at
    least, to rounding), the frame's columns read as numbers."""
    found = []
    for size in sizes:
        for parts in itertools.combinations(candidates, size):
            full = frame[[whole, *parts]].apply(pd.to_numeric, errors="coerce").dropna()
            if len(full) < 3:
                continue
            tolerance = 1e-6 * full[whole].abs().clip(lower=1.0) + 0.005
            if bool(((full[list(parts)].sum(axis=1) - full[whole]).abs() <= tolerance).all()):
                found.append(list(parts))
    return found


def _parts_of_a_whole(table: TableInfo, measure: str | None) -> list[str] | None:
    """The one set of three to eight numeric columns that adds up to another numeric column on every full row
    (the whole named by the measure when a column's header says it, "votes" for legitimate_votes); None when no
    set, or more than one, does."""
    numeric = [c.name for c in table.columns if c.kind == "numeric"]
    if not 4 <= len(numeric) <= 14:
        return None
    frame = table.frame[numeric].apply(pd.to_numeric, errors="coerce")
    wholes = [
        c for c in numeric if measure and stem(measure) in {stem(w) for w in _words_of(table, c)}
    ] or numeric
    found: list[list[str]] = []
    for whole in wholes:
        others = [c for c in numeric if c != whole]
        # a part is never larger than the whole on any row
        small = [
            c
            for c in others
            if bool((frame[c].dropna() >= 0).all()) and bool((frame[c] <= frame[whole]).fillna(True).all())
        ]
        found = sets_adding_up_to(frame, whole, small, range(min(8, len(small)), 2, -1))
        if found:
            break
    return found[0] if len(found) == 1 else None


def largest_part_label(text: str, table: TableInfo, target: str | None) -> LabelByConditions | None:
    """ "Add a winner column with the surname of the candidate who got the most votes there": a new column naming,
    row by row, which of the columns that make up a whole is the largest (or smallest), when the request does not
    list them; the parts are read from the data (the one set of columns that adds up to another on every row),
    each label its column's header, capitalised when names are asked for. A row where the largest is shared gets
    no label."""
    asked = PART_WITH_MOST.search(text)
    if asked is None or not target or table.column(target) is not None:
        return None
    parts = _parts_of_a_whole(table, asked.group("measure"))
    if parts is None:
        return None
    op = "<" if asked.group("end").lower() in ("least", "fewest", "smallest", "lowest") else ">"
    named = NAMES_ASKED.search(text) is not None

    def label(column: str) -> str:
        said = column.replace("_", " ")
        return said[:1].upper() + said[1:] if named and said.islower() else said

    return LabelByConditions(
        target=target, cases=_each_beating_the_rest([label(c) for c in parts], parts, op)
    )


def _which_of_two(
    label_a: str, a: str, label_b: str, b: str, op: str, order: list[str] | None = None
) -> list[LabelCase]:
    """Two label cases: ``label_a`` where ``a op b``, ``label_b`` where ``b op a`` (a tie gets neither); words
    of an ordered scale compare by ``order``."""
    return [
        LabelCase(label=label_a, conditions=[Condition(column=a, op=op, other=b, order=order)]),
        LabelCase(label=label_b, conditions=[Condition(column=b, op=op, other=a, order=order)]),
    ]


# "who was ahead in each poll? A leader column with Obama or McCain, and tied when they had the same share": the
# labels are two numeric columns' own names, the one with the larger figure named, a tie said with its own word
_AHEAD_ASKED = re.compile(
    r"\b(?:ahead|lead(?:er|ers|ing|s)?|won|wins?|winners?|beat|on top|in front|came first|higher|larger|bigger|more)\b",
    re.IGNORECASE,
)
_TWO_NAMES = re.compile(r"\b([A-Za-z][\w.-]*)\s+or\s+([A-Za-z][\w.-]*)\b")
TIE_SAID = re.compile(
    r"['\"“‘]?(?P<label>[a-z][\w-]*)['\"”’]?\s+(?:when|if|where|for)\s+(?:[\w']+\s+){0,4}?"
    r"(?:the same|equal|level|even|a tie|tied|level pegging)\b(?:\s+(?:share|figure|number|count|score|votes?))?",
    re.IGNORECASE,
)


def ahead_label(text: str, table: TableInfo, target: str | None) -> LabelByConditions | None:
    """A new column naming which of two numeric columns, said by their own headers as the labels ("Obama or
    McCain"), holds the larger figure in each row, with the word said for a tie ("tied when they had the same
    share") or no label for one."""
    if not target or table.column(target) is not None or not _AHEAD_ASKED.search(text):
        return None
    pairs = []
    for m in _TWO_NAMES.finditer(text):
        a, b = (
            next((c.name for c in table.columns if c.name.casefold() == w.casefold()), None)
            for w in m.groups()
        )
        if a and b and a != b and _numeric(table, a) and _numeric(table, b):
            pairs.append((m.group(1), a, m.group(2), b))
    if len(pairs) != 1:
        return None
    label_a, a, label_b, b = pairs[0]
    cases = _which_of_two(label_a, a, label_b, b, ">")
    tie = TIE_SAID.search(text)
    if tie is not None and tie.group("label").lower() not in {"and", "or", "but", "them", "it", "they"}:
        cases.append(LabelCase(label=tie.group("label"), conditions=[Condition(column=a, op="==", other=b)]))
    return LabelByConditions(target=target, cases=cases)


# the labels a comparison of two columns is written as: "record it as larger, smaller or same", "put first,
# second or same in a new column"
_THREE_LABELS = re.compile(
    r"\b(?:as|put|write|enter|record|mark|with|saying|says?)\s+['\"“‘]?(?P<l1>[a-z]+)['\"”’]?,?\s+"
    r"['\"“‘]?(?P<l2>[a-z]+)['\"”’]?,?\s+(?:or|and)\s+['\"“‘]?(?P<l3>[a-z]+)['\"”’]?",
    re.IGNORECASE,
)
_SAME_LABELS = {"same", "equal", "tie", "tied", "neither", "even", "level"}
_PRICE_COMPARATIVES = {"cheaper": "<", "dearer": ">", "pricier": ">", "costlier": ">"}
_ORDINAL_LABELS = [("first", "second"), ("one", "two"), ("1", "2"), ("a", "b"), ("left", "right")]


def _columns_named_by(labels: list[str], table: TableInfo, text: str) -> tuple[str, str] | None:
    """The two numeric columns the two labels name, one each: the header itself ("agree", "disagree"), what it
    holds ("birth" and "foster" for IQbio and IQfoster), or a word of it that the rest of the text completes
    ("the L or the DL" form of hyoscine: L_hyoscine, not L_hyoscyamine)."""
    said_words = set(words(text))
    found: list[str] = []
    for label in labels:
        if table.column(label) is not None:
            found.append(label)
            continue
        said = {m.column for m in find_columns(label, table) if m.score >= 0.6}
        if not said:
            said = {c.name for c in table.columns if label.lower() in header_words(c.name)}
        if len(said) > 1:
            said = {c for c in said if set(header_words(c)) - {label.lower()} <= said_words}
        if len(said) != 1:
            return None
        found.append(said.pop())
    if len(set(found)) != 2:
        return None
    if not all(_numeric(table, c) for c in found) and scale_of(table, found[0], found[1]) is None:
        return None
    return found[0], found[1]


def scale_of(table: TableInfo, a: str, b: str) -> list[str] | None:
    """The ordered scale two text columns both answer on ("Never Fun" … "Always fun"), lowest first: the
    values of both together lie on one scale, a step each (``ordinal_scales``); None for numeric columns."""
    x, y = table.column(a), table.column(b)
    if x is None or y is None or _numeric(table, a) or _numeric(table, b):
        return None
    values = [str(v) for c in (a, b) for v in table.frame[c].dropna().unique()]
    return ordinal_order(values)


# the two labels a comparison of two columns is written as, ties left blank: "Write L or DL in a new column"
_TWO_LABELS = re.compile(
    r"\b(?:put|write|enter|record|mark|saying|says?)\s+['\"“‘]?(?P<l1>[\w.-]+)['\"”’]?\s+or\s+"
    r"['\"“‘]?(?P<l2>[\w.-]+)['\"”’]?(?=\s+(?:in|into|under|as)\b|\s*[,.;]|$)",
    re.IGNORECASE,
)


def _which_of_two_named(text: str, table: TableInfo, target: str) -> LabelByConditions | None:
    """ "Which form gave the longer sleep, the L or the DL? Write L or DL in a new column": each row gets the
    label naming the column with the larger value (smaller, when the question's comparative says so); a tie gets
    neither."""
    said = _TWO_LABELS.search(text)
    if said is None:
        return None
    labels = [said.group("l1"), said.group("l2")]
    named = _columns_named_by(labels, table, text)
    comparative = re.findall(rf"\b({_ORDINAL}|most|least)\b", _without_labels(text, said, target), re.I)
    if named is None or len({_comparative_op(w) or w.lower() for w in comparative}) != 1:
        return None
    op = "<" if comparative[0].lower() == "least" or _comparative_op(comparative[0]) == "<" else ">"
    order = scale_of(table, named[0], named[1])
    return LabelByConditions(
        target=target, cases=_which_of_two(labels[0], named[0], labels[1], named[1], op, order)
    )


def _without_labels(text: str, said: re.Match[str], target: str) -> str:
    """The text where a comparative may say which column wins: all of it (the question may be in a sentence read
    along with this one) but the labels and where the new column is named ("a new column named majority" says
    nothing of which wins; "who scored higher … a column called higher" does)."""
    return re.sub(
        rf"\b(?:called|named|column|field)\s+['\"“‘]?{re.escape(target)}\b",
        " ",
        text[: said.start()] + " " + text[said.end() :],
    )


def _comparative_op(word: str) -> str | None:
    word = word.lower()
    if word in _PRICE_COMPARATIVES:
        return _PRICE_COMPARATIVES[word]
    return _COMPARATIVES[word][0] if word in _COMPARATIVES else None


def _numbered_pair(table: TableInfo, stems: set[str]) -> tuple[str, str] | None:
    """The two numeric columns ``<stem>1`` and ``<stem>2`` (``price1``, ``price2``) of one of the stems."""
    for root in stems:
        pair = [
            next((c.name for c in table.columns if c.name.lower() in (f"{root}{n}", f"{root}_{n}")), None)
            for n in (1, 2)
        ]
        if all(pair) and all(_numeric(table, c) for c in pair):
            return pair[0], pair[1]
    return None


def _ours_and_theirs(question: str, table: TableInfo) -> list[str]:
    """ "whether our car seat sells for less than the competitor's seat": the two price columns of the table
    (Price, CompPrice), the one whose own other words are said after "than" being the one compared with."""
    priced = [
        c.name
        for c in table.columns
        if _numeric(table, c.name) and {"price", "cost", "fare"} & set(_words_of(table, c.name))
    ]
    than = re.search(r"\bthan\b", question, re.I)
    if len(priced) != 2 or than is None:
        return []
    after = question[than.end() :]
    # the header's words other than the price word, said (or begun) after "than": the one compared with
    theirs = [
        c
        for c in priced
        if any(
            re.search(rf"\b{re.escape(w)}", after, re.I)
            for w in _words_of(table, c)
            if w not in {"price", "cost", "fare"} and len(w) >= 3
        )
    ]
    if len(theirs) != 1:
        return []
    return [next(c for c in priced if c != theirs[0]), theirs[0]]


def comparison_label(text: str, table: TableInfo, target: str | None) -> LabelByConditions | None:
    """A new column saying, row by row, how two numeric columns compare, in the request's own three labels:
    "did each daughter pea come out larger or smaller than its mother? Record it as larger, smaller or same"
    (the column said first is the one the comparative describes), or "which of the two trips was cheaper? Put
    first, second or same" (the pair ``price1``/``price2``: the label of the one the comparative picks). A
    row with either side blank gets no label."""
    if not target or table.column(target) is not None:
        return None
    said = _THREE_LABELS.search(text)
    if said is None:
        return _which_of_two_named(text, table, target)
    labels = [said.group(k) for k in ("l1", "l2", "l3")]
    same = [x for x in labels if x.lower() in _SAME_LABELS]
    if len(same) != 1:
        return None
    rest = [x for x in labels if x is not same[0]]
    question = text[: said.start()]
    ops = [_comparative_op(x) for x in rest]
    if ops[0] and ops[1] and ops[0] != ops[1]:
        # the labels are the comparatives themselves: the first column said is the one they describe
        said_cols = [
            m.column for m in find_columns(question, table) if m.score >= 0.8 and _numeric(table, m.column)
        ]
        cols = list(dict.fromkeys(said_cols))
        if len(cols) != 2 and all(x.lower() in _PRICE_COMPARATIVES for x in rest):
            cols = _ours_and_theirs(question, table)
        if len(cols) != 2:
            return None
        a, b = cols
        cases = [
            LabelCase(label=x, conditions=[Condition(column=a, op=op, other=b)])
            for x, op in zip(rest, ops, strict=True)
        ]
    elif named := _columns_named_by(rest, table, text):
        # "did more people agree or disagree? Put agree, disagree or tie": the labels name the two columns, and
        # each row gets the name of the one with more (fewer, when the question asks which has fewer)
        rest_text = _without_labels(text, said, target)
        fewer = re.search(r"\b(?:fewer|less|lower|smaller|minority)\b", rest_text, re.I)
        more = re.search(r"\b(?:more|most|greater|higher|larger|majority|outnumber\w*)\b", rest_text, re.I)
        if bool(fewer) == bool(more):
            return None
        op = "<" if fewer else ">"
        a, b = named
        order = scale_of(table, a, b)
        cases = _which_of_two(rest[0], a, rest[1], b, op, order)
    else:
        pair = next((p for p in _ORDINAL_LABELS if [x.lower() for x in rest] == list(p)), None)
        word = re.search(r"\b(" + "|".join([*_PRICE_COMPARATIVES, *_COMPARATIVES]) + r")\b", question, re.I)
        if pair is None or word is None:
            return None
        op = _comparative_op(word.group(1))
        measure = _COMPARATIVES.get(word.group(1).lower(), ("", None))[1]
        stems = {"price", "cost", "fare", "amount"} if word.group(1).lower() in _PRICE_COMPARATIVES else set()
        stems |= {measure} if measure else set()
        stems |= {w for m in find_columns(question, table) for w in _words_of(table, m.column)}
        columns = _numbered_pair(table, stems)
        if columns is None or op is None:
            return None
        a, b = columns
        cases = _which_of_two(rest[0], a, rest[1], b, op)
    order = scale_of(table, a, b)
    cases.append(LabelCase(label=same[0], conditions=[Condition(column=a, op="==", other=b, order=order)]))
    return LabelByConditions(target=target, cases=cases)


# A team's (or a manager's) record said by its outcome: "winning" is more wins than losses
_RECORD_LABELS = {"winning": "wins", "losing": "losses"}


def record_label(text: str, table: TableInfo, target: str | None) -> tuple[LabelByConditions, bool] | None:
    """ "Mark each team's half in a record column as winning, losing or even": a record label from the two
    count columns the outcomes are about (wins and losses, headed by the word or by its initial alone); a tie
    gets the third label. Also whether the columns were taken from the data (no word of the text names them)."""
    if not target or table.column(target) is not None:
        return None
    said = _THREE_LABELS.search(text)
    if said is None:
        return None
    labels = [said.group(k) for k in ("l1", "l2", "l3")]
    same = [x for x in labels if x.lower() in _SAME_LABELS]
    rest = [x for x in labels if x.lower() in _RECORD_LABELS]
    if len(same) != 1 or len(rest) != 2 or rest[0].lower() == rest[1].lower():
        return None
    mentions = find_columns(text, table)
    a, b = (_count_column(_RECORD_LABELS[x.lower()], table, mentions) for x in rest)
    if a is None or b is None or a == b:
        return None
    cases = _which_of_two(rest[0], a, rest[1], b, ">")
    cases.append(LabelCase(label=same[0], conditions=[Condition(column=a, op="==", other=b)]))
    named = {m.column for m in mentions if m.score >= 0.8}
    return LabelByConditions(target=target, cases=cases), not {a, b} & named


# "mark each result low, normal or high against its own reference range": three labels, below / within /
# above, and the range's two ends held by two columns of the row
_RANGE_LABELS = re.compile(
    r"\b(?P<low>low|below|under)\b,?\s+(?P<mid>normal|within|in range|ok|inside|fine)\b,?\s+(?:or|and)\s+"
    r"(?P<high>high|above|over)\b",
    re.IGNORECASE,
)
_RANGE_WORDS = re.compile(r"\b(?:range|limits?|bounds?|interval|band)\b", re.IGNORECASE)
_LOWER_END = {"l", "lo", "low", "lower", "min", "minimum", "lcl", "lsl", "floor", "lll"}
_UPPER_END = {"u", "hi", "high", "upper", "max", "maximum", "ucl", "usl", "ceiling", "ull"}


def _range_ends(table: TableInfo) -> tuple[str, str] | None:
    """The one pair of numeric columns holding a range's two ends: headers alike but for a word of the lower
    end and one of the upper (norm_l / norm_u, ref_low / ref_high, min / max)."""
    ends: dict[str, dict[str, str]] = {}
    for c in table.columns:
        if not _numeric(table, c.name):
            continue
        ws = header_words(c.name)
        for i, w in enumerate(ws):
            side = "lower" if w in _LOWER_END else "upper" if w in _UPPER_END else None
            if side is not None:
                ends.setdefault(" ".join(ws[:i] + ws[i + 1 :]), {})[side] = c.name
    pairs = [(e["lower"], e["upper"]) for e in ends.values() if len(e) == 2]
    return pairs[0] if len(pairs) == 1 else None


def range_ends_said(text: str, table: TableInfo) -> tuple[str, str] | None:
    """The columns of a range's two ends, when the text labels rows against a range ("low, normal or high
    against the reference range")."""
    if _RANGE_LABELS.search(text) is None or not _RANGE_WORDS.search(text):
        return None
    return _range_ends(table)


def range_label(text: str, table: TableInfo, target: str | None) -> LabelByConditions | None:
    """Each row's value labelled against the range its own row gives: the first label below the lower end, the
    last above the upper end, the middle one otherwise. The value is the one numeric column the text names
    (other than the ends), or the table's only other numeric column."""
    said = _RANGE_LABELS.search(text)
    ends = range_ends_said(text, table)
    if said is None or ends is None or not target or table.column(target) is not None:
        return None
    lower, upper = ends
    named = [
        m.column
        for m in find_columns(text, table)
        if m.score >= 0.8 and _numeric(table, m.column) and m.column not in ends
    ]
    others = [c.name for c in table.columns if _numeric(table, c.name) and c.name not in ends]
    values = list(dict.fromkeys(named)) or (others if len(others) == 1 else [])
    if len(values) != 1:
        return None
    value = values[0]
    # (a row whose value or either end is blank gets no label: it is neither in nor out of its range)
    inside = [Condition(column=value, op=">=", other=lower), Condition(column=value, op="<=", other=upper)]
    return LabelByConditions(
        target=target,
        cases=[
            LabelCase(label=said.group("low"), conditions=[Condition(column=value, op="<", other=lower)]),
            LabelCase(label=said.group("high"), conditions=[Condition(column=value, op=">", other=upper)]),
            LabelCase(label=said.group("mid"), conditions=inside),
        ],
    )
