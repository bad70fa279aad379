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
# "1 for yes and 0 for no", "Macintosh for 0 (the standard blade) and Pentax AWS for 1": the new value (a few
# words) said first, a bracket after a pair saying what it is
_NEW_WORDS = (
    r"['\"“‘]?\b((?:(?!(?:Write|Use|Put|Say|Show|Make|Set|Code|Mark|Enter|Please|Then|And|For)\b)(?-i:[A-Z])[\w.+-]{0,19}\s)"
    r"{0,2}[\w.+-]{1,20})['\"”’]?"
)  # (a name of a few words, each capitalised: "Pentax AWS")
_ASIDE = r"(?:\s*\([^()]{1,60}\))?"
_FOR_PAIRS = re.compile(
    rf"{_NEW_WORDS}\s+for\s+{_VALUE}{_ASIDE}(?:{_JOIN}{_NEW_WORDS}\s+for\s+{_VALUE}{_ASIDE})+", re.I
)
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


# what separates the items of a list: "a, b and c", "a, b, or c", "a/b"
_LIST_JOIN = r"\s*(?:,\s*(?:and\s+|or\s+)?|\s+and\s+|\s+or\s+|\s*/\s*)"


def _items(listed: str) -> list[str]:
    return [i.strip(" '\"“”‘’") for i in re.split(_LIST_JOIN, listed) if i]


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
        found = re.findall(
            rf"(?:^|{_JOIN}){_NEW_WORDS}\s+for\s+{_VALUE}", re.sub(_ASIDE[3:-2], "", m.group(0)), re.I
        )
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
    olds = [_code_key(old) for old, _ in pairs]
    if len(pairs) < 2 or len(set(olds)) < len(olds):
        return None
    named = list(dict.fromkeys(m.column for m in find_columns(text, table) if m.score >= 0.8))
    holding = [c for c in named if set(olds) <= set(_held_code(table, c))]
    # "turn the yes/no answers into 1 and 0": every column that holds just those values
    only_these = _coded_columns(table, olds)
    if not named:
        holding = only_these
    elif re.search(r"\bboth\b", text, re.I) and len(only_these) == 2 and set(holding) < set(only_these):
        # "… into 1 and 0, both for being in the labour force and for being foreign": two columns meant, the
        # two that hold just those values, though only one is named in a way found
        holding = only_these
    if not holding:
        return None
    return _spelled_out(table, holding, pairs)


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
        held = _held_code(table, c.name)
        # (codes may be numbers: "the pedigree codes 1 and 2")
        coded = c.kind in ("category", "text") or (c.kind == "numeric" and len(held) <= 10)
        if coded and all(_code_key(w) in held for w in wrong):
            holding.append(c.name)
    if len(holding) > 1:  # several columns hold those codes: the one the text names
        named = {m.column for m in find_columns(text, table) if m.score >= 0.8}
        holding = [c for c in holding if c in named]
    if len(holding) != 1:
        return None
    held = _held_code(table, holding[0])
    return MapValues(
        column=holding[0], meanings={held[_code_key(w)]: r for w, r in zip(wrong, right, strict=True)}
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


# A legend the request states for coded values: "coded 1 for went into remission and 0 for didn't", "codes
# every trait as 1 for no and 2 for yes", "1 = male, 2 = female"; (code, what it stands for) pairs
_STOP = r"(?:and|or|which|that|so|but|because|while|whereas|when|where|to|in|throughout|please)\b"
_MEANING = rf"(?!{_STOP})[\w'’-]+(?:\s+(?!{_STOP})[\w'’-]+){{0,3}}"
_LEGEND_PAIR = rf"['\"“‘]?(?P<code>[\w.+-]{{1,4}})['\"”’]?\s*(?:\s(?:for|means?|meaning|stands? for)\s|=|:)\s*['\"“‘]?(?P<meaning>{_MEANING})['\"”’]?"
# asking for the codes to be written out as words
_DECODE_ASKED = re.compile(
    r"\b(?:spell\w*|spelt|write\w* (?:\w+ ){0,2}?out|written out|replace\w* (?:the |those |these )?(?:codes?|numbers?)|"
    r"decode\w*|(?:in|into|as|with) (?:the |plain )?words?|(?:turn|change|convert)\w* (?:the |those |these |them )?"
    r"(?:codes? |numbers? )?(?:in)?to (?:the )?words?|say (?:yes|no))\b",
    re.I,
)
_NEGATED = re.compile(
    r"\b(?:no|not|none|never|didn'?t|did not|doesn'?t|does not|don'?t|hasn'?t|haven'?t|wasn'?t|weren'?t|isn'?t|"
    r"aren'?t|without|absent|negative|failed to|no longer)\b|n[’']t\b",
    re.I,
)
_YES_NO = [("yes", "no"), ("true", "false"), ("present", "absent"), ("positive", "negative")]


def _legend_pairs(text: str) -> list[tuple[str, str]]:
    """The (code, meaning) pairs of the first legend the text states, in its order."""
    # a legend is two or more pairs next to each other: keep the first run of them joined by and/or/commas
    runs: list[list[tuple[str, str]]] = []
    last_end = -1
    for m in re.finditer(rf"{_LEGEND_PAIR}", text, re.I):
        gap = text[last_end : m.start()] if last_end >= 0 else None
        pair = (m.group("code"), m.group("meaning").strip())
        if gap is not None and re.fullmatch(
            r"\s*(?:,\s*(?:and\s+|or\s+)?|;\s*|\s+and\s+|\s+or\s+)\s*", gap, re.I
        ):
            runs[-1].append(pair)
        else:
            runs.append([pair])
        last_end = m.end()
    return next((run for run in runs if len(run) >= 2), [])


def _held_code(table: TableInfo, column: str) -> dict[str, str]:
    """The column's distinct values by a canonical text of each ("1.0" and "1" alike)."""
    texts = [str(v).strip() for v in pd.unique(table.frame[column].dropna())]
    return {_code_key(text): text for text in texts}


def _code_key(code: str) -> str:
    """A code as compared: a whole number without its ".0", other text without case."""
    try:
        number = float(code)
        return str(int(number)) if number.is_integer() else code
    except ValueError:
        return code.casefold()


def _words_wanted(text: str, meanings: list[str]) -> list[str] | None:
    """The words the request asks the codes to become: "as yes or no", "with the words no and yes"; None when
    it names none (the legend's own meanings are then written)."""
    for yes, no in _YES_NO:
        said = re.search(rf"\b({yes}|{no})\s*(?:/|,|\s+or\s+|\s+and\s+)\s*({yes}|{no})\b", text, re.I)
        if said and {said.group(1).lower(), said.group(2).lower()} == {yes, no}:
            if all(m.casefold() in (yes, no) for m in meanings):
                return None  # the legend already says them
            return [yes, no]
    return None


def _coded_columns(table: TableInfo, codes: list[str]) -> list[str]:
    """The columns whose every value is one of ``codes``, with at least two of them present."""
    return [
        c.name
        for c in table.columns
        if len(held := _held_code(table, c.name)) >= 2 and set(held) <= set(codes)
    ]


def legend_says_blank_words(text: str, table: TableInfo) -> bool:
    """The text states what the codes of some column stand for, one of them with a word that elsewhere means a
    blank ("2 means present and 1 means absent"), and asks nothing of them: a description of the data for the
    clause that asks, never a request to fill blanks."""
    pairs = _legend_pairs(text)
    return (
        len(pairs) >= 2
        and not _DECODE_ASKED.search(text)
        and any(re.search(_BLANK_MEANING, m, re.I) for _, m in pairs)
        and bool(_coded_columns(table, [_code_key(c) for c, _ in pairs]))
    )


_BLANK_MEANING = r"\b(?:absent|missing|none|unknown|blank|empty|not recorded|n/?a)\b"


def decode_by_legend(text: str, table: TableInfo) -> tuple[list[MapValues], str | None] | None:
    """Coded columns written out as the words a legend in the request gives them: "The outcome is coded 1 for
    went into remission and 0 for didn't. Can you spell it out as yes or no?". The codes must be what the
    columns hold (every value of each coded column is a code of the legend, at least two of them present); the
    columns are the ones named among those, or every such column when none is named. When the words wanted are
    yes/no and the legend says something else, the negated meaning becomes "no" and the other "yes"; that is a
    reading of the words, so a note comes with it (the result is then not verified)."""
    if not _DECODE_ASKED.search(text):
        return None
    pairs = _legend_pairs(text)
    codes = [_code_key(c) for c, _ in pairs]
    if len(pairs) < 2 or len(set(codes)) < len(codes):
        return None
    coded = _coded_columns(table, codes)
    if not coded:
        return None
    named = {m.column for m in find_columns(text, table) if m.score >= 0.8}
    if named & set(coded):
        coded = [c for c in coded if c in named]
    meanings = [m for _, m in pairs]
    wanted = _words_wanted(text, meanings)
    note = None
    if wanted is None:
        words = meanings
    else:
        yes, no = wanted
        negated = [bool(_NEGATED.search(m)) for m in meanings]
        if len(pairs) != 2 or sum(negated) != 1:
            return None
        words = [no if n else yes for n in negated]
        note = (
            f"read {meanings[negated.index(True)]!r} as {no!r} and {meanings[negated.index(False)]!r} as "
            f"{yes!r}"
        )
    return _spelled_out(table, coded, list(zip(codes, words, strict=True))), note


def _spelled_out(table: TableInfo, columns: list[str], pairs: list[tuple[str, str]]) -> list[MapValues]:
    """One MapValues per column: each (code, new) pair whose code the column holds, keyed by the column's own
    writing of the code ("1.0" for 1 in a column of floats)."""
    out = []
    for column in columns:
        held = _held_code(table, column)
        meanings = {held[_code_key(code)]: new for code, new in pairs if _code_key(code) in held}
        out.append(MapValues(column=column, meanings=meanings))
    return out


# asking for codes to be written out as words
_SPELL_OUT = re.compile(
    r"\b(?:spell\w*|spelt|write\w*\s+(?:\w+\s+){0,2}?out|written out|in (?:full )?words|expand\w*|in full|"
    r"full (?:names?|words|forms?)|"
    # "Nobody will understand yy, yn, ny and nn. Write them as accepted both, …"
    r"(?:write|call|show|label|name|rename|put|turn|make)\s+(?:them|these|those|the codes|each|it)\s+(?:as|into|to)|"
    # "shown as Y or N. Write active or defunct instead"
    r"(?:write|put|use|show|say)\s+[^.;:?!]{1,60}?\s+instead)\b",
    re.I,
)
# "Write active or defunct instead": the words wanted, said before "instead"
_WORDS_INSTEAD = re.compile(r"\b(?:write|put|use|show|say)\s+(?P<list>[^.;:?!()]+?)\s+instead\b", re.I)
# where a list of words wanted starts ("as likely voters, …", "(rear-wheel drive, …)") and where it stops
_WORDS_LIST = re.compile(
    r"(?:\b(?:as|into|to)\s+|\(\s*|:\s*)(?P<list>[^.;:?!()]+?)(?=\s*(?:[.;:?!()]|$|\brather than\b|\binstead of\b|"
    r"\bplease\b|\bwhere\b|,?\s+respectively\b|,?\s+in (?:that|this|the same) order\b))",
    re.I,
)


def codes_spelled_out(text: str, table: TableInfo) -> MapValues | None:
    """ "The poll sheet abbreviates who was sampled as lv, rv or a. Could you spell that out as likely voters,
    registered voters and adults?", "write the drivetrain out in words (rear-wheel drive, all-wheel drive) rather
    than the rwd and awd codes", "Nobody will understand yy, yn, ny and nn. Write them as accepted both, …": a list
    of the codes one column holds and a list of as many words, no one of them a code, paired in order. Exactly
    one column and one such pair of lists, else None."""
    if not _SPELL_OUT.search(text):
        return None
    found: list[MapValues] = []
    for c in table.columns:
        held = _held_code(table, c.name)
        if c.kind not in ("category", "text", "id") or not 2 <= len(held) <= 12:
            continue
        token = "|".join(sorted((re.escape(k) for k in held), key=len, reverse=True))
        run = re.compile(rf"(?<![\w-])(?:{token})(?:{_LIST_JOIN}(?:{token}))+(?![\w-])", re.I)
        for codes_at in run.finditer(text):
            codes = [_code_key(x) for x in _items(codes_at.group(0))]
            if len(set(codes)) != len(codes):
                continue
            for words_at in [*_WORDS_LIST.finditer(text), *_WORDS_INSTEAD.finditer(text)]:
                words = _items(words_at.group("list"))
                if (
                    len(words) == len(codes)
                    and not any(_code_key(w) in held for w in words)
                    and all(1 <= len(w.split()) <= 4 for w in words)
                ):
                    found.append(
                        MapValues(
                            column=c.name, meanings={held[k]: w for k, w in zip(codes, words, strict=True)}
                        )
                    )
    distinct = {(*sorted(m.meanings.items()), m.column) for m in found}
    return found[0] if len(distinct) == 1 else None


# "take the numbers off both so only the names remain": the code numbers written in front of each category dropped
CODE_NUMBERS_OFF = re.compile(
    r"\b(?:take|strip|drop|remove|cut|lose|delete|get rid of)\b[^.;]{0,40}?\b(?:code )?(?:numbers?|codes?|digits|"
    r"prefix(?:es)?)\b(?:\s+(?:off|out|away))?|\bonly the (?:names|labels|words|text|categories) (?:remains?|are left|"
    r"stays?)\b",
    re.IGNORECASE,
)
_LEADING_CODE = re.compile(r"^\s*\d+\s*[.):-]\s*(?=\S)")


def code_numbers_stripped(text: str, table: TableInfo) -> list[MapValues]:
    """ "The marital status and education columns carry the survey's code number in front of every category
    ("2. Married"); take the numbers off both": each column named whose every value starts with a code number
    written as "2." or "2)", each value mapped to the words after it. None of a column where any value has no
    such number, or where two codes would become the same words."""
    if not CODE_NUMBERS_OFF.search(text):
        return []
    out = []
    for column in dict.fromkeys(m.column for m in find_columns(text, table) if m.score >= 0.8):
        info = table.column(column)
        if info is None or info.kind not in ("text", "category"):
            continue
        values = [str(v) for v in pd.Series(table.frame[column]).dropna().unique()]
        if not values or not all(_LEADING_CODE.match(v) for v in values):
            continue
        mapping = {v: _LEADING_CODE.sub("", v).strip() for v in values}
        if len(set(mapping.values())) != len(mapping):
            continue  # "1. Other" and "2. Other": the numbers are what tells them apart
        out.append(MapValues(column=column, meanings=mapping))
    return out
