"""Reading a request to recode the values of one or more columns: "turn the yes/no answers into 1 and 0",
"replace yes with 1 and no with 0 in the smoker column", "code male as 0 and female as 1", "1 for yes, 0 for
no".

The old values must be values the columns hold (compared without case); the columns are the ones the request
names that hold every old value, or, when it names none, every column whose values are just those. A request
whose pairs cannot all be placed gives no reading, so the clause stays for the other readings or is reported.
"""

from __future__ import annotations

import re

import pandas as pd

from dataagents.governance.schema_link import TableInfo, find_columns
from dataagents.governance.spec import MapValues

_VALUE = r"['\"“‘]?([\w.+-]{1,20})['\"”’]?"
_ARROW = r"\s*(?:->|→|=>|=)\s*|\s+(?:to|into|as|with|by|becomes?|should become|should be|is)\s+"
_JOIN = r"\s*(?:,\s*(?:and\s+)?|;\s*|\s+and\s+)"
_PAIRS = re.compile(rf"{_VALUE}(?:{_ARROW}){_VALUE}(?:{_JOIN}{_VALUE}(?:{_ARROW}){_VALUE})+", re.I)
# "1 for yes and 0 for no": the new value said first
_FOR_PAIRS = re.compile(rf"{_VALUE}\s+for\s+{_VALUE}(?:{_JOIN}{_VALUE}\s+for\s+{_VALUE})+", re.I)
_SLASHED = r"[\w.+-]{1,20}(?:\s*/\s*[\w.+-]{1,20})+"
_LISTED = r"[\w.+-]{1,20}(?:(?:\s*,\s*|\s+(?:and|or)\s+)[\w.+-]{1,20})+"
# "the yes/no answers into 1 and 0", "male and female as 0 and 1"
_PARALLEL = re.compile(
    rf"\b({_SLASHED}|{_LISTED})(?:\s+(?:answers?|values?|responses?|entries|labels?|codes?|flags?))?\s+"
    rf"(?:to|into|as|with|by)\s+({_SLASHED}|{_LISTED})\b",
    re.I,
)
_ASKS = re.compile(
    r"\b(?:turn\w*|convert\w*|recode\w*|re-code\w*|code\w*|encode\w*|change\w*|map\w*|replace\w*|make|write|"
    r"rewrite|written|spell\w*|spelt|swap\w*|switch\w*|translate\w*|set|put|becomes?|should be|instead of)\b",
    re.I,
)


def _items(listed: str) -> list[str]:
    return [
        i.strip(" '\"“”‘’")
        for i in re.split(r"\s*/\s*|\s*,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+", listed)
        if i
    ]


# what may follow the last pair: the end, or a word that starts something else ("… in the smoker column");
# anything more ("… and 12+ yrs by higher", "CBT as cognitive behavioural") is a pair these words cannot hold
_PAIRS_END = re.compile(
    r"\s*(?:$|[.;:!?)]|,?\s*(?:in|for|of|on|across|throughout|please|so|because|respectively|both|each|every|"
    r"instead|where|when|if|then)\b)",
    re.I,
)


# "write the point of impact as rear instead of back and as front or side instead of forward": the new value
# (a few words) first, then the one it replaces
_INSTEAD = re.compile(
    r"(?:\b(?:and\s+)?(?:as|write|put|use|say)|\band|,)\s+['\"“‘]?(?P<new>(?!(?:the|as|a|an)\b)[\w.+-]+"
    r"(?:\s(?!(?:instead|the|as|a|an)\b)[\w.+-]+){0,3}?)['\"”’]?\s+instead\s+of\s+"
    r"['\"“‘]?(?P<old>[\w.+-]{1,20})['\"”’]?",
    re.I,
)


# words a list of values runs into that are no value ("1 and 0, both for …")
_NOT_A_VALUE = {"both", "each", "every", "all", "respectively", "please", "for", "in"}


def _pairs(text: str) -> list[tuple[str, str]]:
    instead = [(m.group("old"), m.group("new")) for m in _INSTEAD.finditer(text)]
    if len(instead) >= 2:
        return instead
    for m in _PAIRS.finditer(text):
        found = re.findall(rf"{_VALUE}(?:{_ARROW}){_VALUE}", m.group(0), re.I)
        if len(found) >= 2:
            return [(a, b) for a, b in found] if _PAIRS_END.match(text[m.end() :]) else []
    for m in _FOR_PAIRS.finditer(text):
        found = re.findall(rf"{_VALUE}\s+for\s+{_VALUE}", m.group(0), re.I)
        if len(found) >= 2:
            return [(old, new) for new, old in found] if _PAIRS_END.match(text[m.end() :]) else []
    for m in _PARALLEL.finditer(text):
        olds, news = _items(m.group(1)), _items(m.group(2))
        end = m.end()
        if len(news) > len(olds) and news[len(olds)].lower() in _NOT_A_VALUE:
            # "into 1 and 0, both for …": the list stops where a word that starts something else stands
            end = m.start(2) + m.group(2).lower().rindex(news[len(olds)].lower())
            news = news[: len(olds)]
        if len(olds) == len(news) >= 2 and _PAIRS_END.match(text[end:]):
            return list(zip(olds, news, strict=True))
    return []


def _held(table: TableInfo, column: str) -> dict[str, str]:
    """The column's distinct values, by their case-folded text."""
    values = table.frame[column].dropna()
    return {str(v).strip().casefold(): str(v).strip() for v in pd.unique(values)}


def recode_values(text: str, table: TableInfo) -> list[MapValues] | None:
    """One MapValues per column the request recodes, or None when it asks for no recoding or its old values
    are not all values of the columns it names."""
    if not _ASKS.search(text):
        return None
    pairs = _pairs(text)
    olds = [old.casefold() for old, _ in pairs]
    if len(pairs) < 2 or len(set(olds)) < len(olds):
        return None
    named = list(dict.fromkeys(m.column for m in find_columns(text, table) if m.score >= 0.8))
    holding = [c for c in named if set(olds) <= set(_held(table, c))]
    # "turn the yes/no answers into 1 and 0": every column that holds just those values
    only_these = [
        c.name for c in table.columns if len(held := _held(table, c.name)) >= 2 and set(held) <= set(olds)
    ]
    if not named:
        holding = only_these
    elif re.search(r"\bboth\b", text, re.I) and len(only_these) == 2 and set(holding) < set(only_these):
        # "… into 1 and 0, both for being in the labour force and for being foreign": two columns meant, the
        # two that hold just those values, though only one is named in a way found
        holding = only_these
    if not holding:
        return None
    out = []
    for column in holding:
        held = _held(table, column)
        out.append(
            MapValues(
                column=column,
                meanings={held[old.casefold()]: new for old, new in pairs if old.casefold() in held},
            )
        )
    return out


_WORDS = r"['\"“‘]?([\w][\w'&.-]*(?:\s[\w][\w'&.-]*){0,2}?)['\"”’]?"
# one value put right: "Keebler is spelled kleebler", "kleebler is a typo for keebler", "replace kleebler with
# keebler", "kleebler should read keebler"; (group of the wrong value, group of the right one)
_ONE_FIX = [
    (re.compile(rf"{_WORDS}\s+(?:is|was|has been|gets|got)\s+(?:mis)?spel(?:led|t)\s+(?:as\s+)?{_WORDS}(?=$|[\s,.;:!?])", re.I), 2, 1),
    (re.compile(rf"{_WORDS}\s+(?:is|was)\s+(?:a\s+)?(?:typo|misspelling|misspelt version|wrong spelling)\s+(?:of|for)\s+{_WORDS}(?=$|[\s,.;:!?])", re.I), 1, 2),
    (re.compile(rf"\b(?:replace|change|correct|fix)\s+(?:every\s+|each\s+|all\s+|the\s+)?{_WORDS}\s+(?:with|by|to|into)\s+{_WORDS}(?=$|[\s,.;:!?])", re.I), 1, 2),
    (re.compile(rf"{_WORDS}\s+should\s+(?:read|say|be spelled|be spelt|be written|be)\s+{_WORDS}(?=$|[\s,.;:!?])", re.I), 1, 2),
    (re.compile(rf"\b(?:as|write|put|use)\s+{_WORDS}\s+(?:instead\s+of|rather\s+than)\s+{_WORDS}(?=$|[\s,.;:!?])", re.I), 2, 1),
    # "spelled out as male or female rather than the usual pedigree codes 1 and 2"
    (re.compile(rf"\b(?:as|write|put|use)\s+{_WORDS}\s+(?:instead\s+of|rather\s+than)\s+(?:the\s+)?(?:[\w-]+\s+){{0,3}}?(?:codes?|values?|numbers?|letters?|labels?|abbreviations?)\s+{_WORDS}(?=$|[\s,.;:!?])", re.I), 2, 1),
]  # fmt: skip


_NO_VALUE = r"(?:an? |the )?(?:blank|empty|nothing|missing|null|nan|none|na|n/a)(?: cells?| values?)?"


def _in_house_case(new: str, others: list[str]) -> str:
    """The right value written the way the column writes its other values (all lower or all upper case)."""
    letters = [v for v in others if any(ch.isalpha() for ch in v)]
    if letters and all(v == v.lower() for v in letters):
        return new.lower()
    if letters and all(v == v.upper() for v in letters):
        return new.upper()
    return new


_LIST_AT = re.compile(r"[\w'&.-]+(?:\s*(?:,\s*(?:and\s+|or\s+)?|\s+and\s+|\s+or\s+)[\w'&.-]+)+")


def _lists_paired(
    text: str, m: re.Match[str], wrong_at: int, right_at: int, table: TableInfo
) -> MapValues | None:
    """ "spell out the sex as female or male instead of F and M": two lists of the same length, the old values
    every one a value of one text column, paired in order."""
    lists = [_LIST_AT.match(text, m.start(at)) for at in (wrong_at, right_at)]
    if not all(lists):
        return None
    wrong, right = (_items(x.group(0)) for x in lists if x is not None)
    if len(wrong) < 2 or len(wrong) != len(right):
        return None
    holding = []
    for c in table.columns:
        held = _held(table, c.name)
        # (codes may be numbers: "the pedigree codes 1 and 2")
        coded = c.kind in ("category", "text") or (c.kind == "numeric" and len(held) <= 10)
        if coded and all(w.casefold() in held for w in wrong):
            holding.append(c.name)
    if len(holding) > 1:  # several columns hold those codes: the one the text names
        named = {m.column for m in find_columns(text, table) if m.score >= 0.8}
        holding = [c for c in holding if c in named]
    if len(holding) != 1:
        return None
    held = _held(table, holding[0])
    return MapValues(
        column=holding[0], meanings={held[w.casefold()]: r for w, r in zip(wrong, right, strict=True)}
    )


def corrected_value(text: str, table: TableInfo) -> tuple[MapValues, str | None] | None:
    """One misspelt or wrong value of a text column put right, said as a fact or an order, and a note when the
    right value is written otherwise than the request wrote it. The wrong value must be a whole value of
    exactly one text column (compared without case) and the right one must differ from it; the right value is
    written in the column's own case when every other value shares one (a capital that only starts the
    sentence is no choice of case; one inside it is, so the change is noted and the result not verified)."""
    for rx, wrong_at, right_at in _ONE_FIX:
        for m in rx.finditer(text):
            wrong, right = m.group(wrong_at).strip(), m.group(right_at).strip()
            paired = _lists_paired(text, m, wrong_at, right_at, table)
            if paired is not None:
                return paired, None
            if wrong.casefold() == right.casefold() or re.fullmatch(_NO_VALUE, right, re.I):
                continue  # "replace unknown with a blank" empties cells: no value to write
            columns = [
                c.name
                for c in table.columns
                if c.kind in ("category", "text") and wrong.casefold() in _held(table, c.name)
            ]
            if len(columns) != 1:
                continue
            held = _held(table, columns[0])
            others = [v for k, v in held.items() if k != wrong.casefold()]
            written = _in_house_case(right, others)
            note = (
                f"'{right}' written '{written}' like the other values of {columns[0]}"
                if written != right and m.start(right_at) > 0
                else None
            )
            return MapValues(column=columns[0], meanings={held[wrong.casefold()]: written}), note
    return None
