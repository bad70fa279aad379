"""Reading a request that says a value belongs to a group and some rows got it wrong: "Altitude belongs to the
location … overwrite those with the altitude the majority of that location's rows have", "a firm stays in the
same industry for the whole panel, but a few yearly lines were keyed with the wrong sector; set those back to
what the firm's other years show". The reading is the functional dependency group -> value, repaired to the
value most of the group's rows carry (the ``enforce_functional_dependency`` operator)."""

from __future__ import annotations

import re

import pandas as pd

from dataagents.governance.schema_link import TableInfo, find_columns
from dataagents.governance.spec import MakeConsistent

# the repair: the wrong rows set to what the rest of their group says
_TO_THE_GROUPS_VALUE = re.compile(
    r"\b(?:correct|set|put|change|bring|fix|make|overwrite|replace|align|reset|repair)\w*\b.{0,60}?"
    r"\b(?:to|with|from|so (?:they|it) (?:matches|match|agrees? with))\b.{0,50}?"
    r"\b(?:majority|rest of|others?|most(?: of)?|remaining|usual|common)\b|"
    # "use the name that most of its readings already carry"
    r"\b(?:use|take|keep|give (?:\w+ )?)\s+the (?:\w+ )?\w+ (?:that|which) (?:most|the majority) of (?:its|their|the)\b"
)
# the rule the request states: a value fixed for a group
_FIXED_FOR_A_GROUP = re.compile(
    r"\b(?:belongs? to|(?:is|are) fixed (?:by|for)|(?:does ?n[o']?t|do ?n[o']?t|never|can't|cannot|can not) change|"
    r"(?:stays?|stayed|remains?|remained) (?:in )?the same|(?:stays?|stayed|remains?|remained) (?:on|in|with|at) (?:one|the same|a single)|"
    r"(?:must|should) (?:have|show|carry|get) the same|(?:is|are) the same (?:for|across|in|within) (?:every|all|each)|"
    r"(?:a single|one|the same) (?:\w+ )?(?:per|for each|for every|within each|in each|for the whole)|"
    r"(?:should|must) (?:always )?(?:go|goes|match|agree|belong) with)\b"
)
# where the group is said: "at the same location", "the rest of their state and year", "the firm's other years"
_GROUP_SAID = [
    r"(?<!stays )(?<!stay )\b(?:at|from|in|of|for|within|across) the same ([a-z ]+?)(?= must| should| has| have| is| are|,|\.|;|$| so| but| yet)",
    r"\bthe rest of (?:their|its|his|her|that|the|this) ([a-z ]+?)(?= carr| ha| show| say| give|'s|,|\.|;|$)",
    r"\b(?:the|that|their|each|a|an|this) ([a-z]+)'s (?:other|remaining|rest|own|\w+ rows|"
    r"(?:visits|rows|lines|records|entries|years|waves|rounds|readings)\b)",
    r"\bbelongs? to (?:the|a|its|their|each) ([a-z]+)",
    # "each centre's number of children stayed the same": whose value it is
    r"\b(?:each|every|a|an|the) ([a-z]+)'s [a-z]+(?: [a-z]+){0,3}? (?:stays?|stayed|remains?|remained|is|was) "
    r"(?:always )?(?:the same|fixed|constant|unchanged)",
    r"\b(?:should|must) (?:always )?(?:go|match|agree|belong) with (?:the|its|their|a|an) ([a-z]+(?: [a-z]+)?)",
    r"\bfor (?:each|every|a|an|any) ([a-z]+(?: of [a-z]+)?)",
    # "each station code in this file should go with exactly one station name"
    r"\b(?:each|every) ([a-z]+(?: [a-z]+)?)\b[^.;]{0,40}?\b(?:should|must) (?:always )?(?:go|match|agree|belong|have|carry)\b",
    r"\b(?:per|in its|in their|of its|of their|within its|within their|in each|within each) ([a-z]+)",
]
# where the value is said: "altitude belongs to", "must have the same altitude", "the wrong sector"
_VALUE_SAID = [
    r"\bwith the wrong ([a-z]+(?: [a-z]+)?)",
    r"\bwith the ([a-z]+(?: [a-z]+)?) (?:that|which) the (?:majority|rest|others)",
    r"\b(?:have|show|carry|get) the same ([a-z]+(?: [a-z]+)?)",
    r"\bstays? in the same ([a-z]+)",
    r"\b(?:each|every|a|an|the) [a-z]+'s ([a-z]+(?: [a-z]+){0,3}?) (?:stays?|stayed|remains?|remained|is|was) "
    r"(?:always )?(?:the same|fixed|constant|unchanged)",
    # "each station code should go with exactly one station name", "must always have one location"
    r"\b(?:should|must) (?:always )?(?:go with|match|agree with|belong with|have|carry) (?:exactly |just |only )?"
    r"(?:one|a single) ([a-z]+(?: [a-z]+)?)",
    r"\bthe ([a-z]+(?: [a-z]+)?) (?:should|must) (?:always )?(?:go|match|agree|belong) with\b",
    r"\b(?:stays?|stayed|remains?|remained) (?:on|in|with|at) (?:one|the same|a single) ([a-z]+)",
    r"(?:^|[.;] |where )(?:the )?([a-z]+(?: [a-z]+){0,3}?) (?:belongs? to|(?:is|are) fixed|do(?:es)?n[o']?t change|"
    r"do(?:es)? not change|never changes?)",
]
# what such a request says about the rule and the rows that break it
GROUP_VALUE_WORDS = (
    r"\b(?:belongs?|fixed|changes?|stays?|same|wrong|disagree\w*|differ\w*|majority|rest|others?|carr(?:y|ies)|"
    r"keyed|typed|entered|shows?|says?|overwrite|set|back|correct\w*|yearly|whole|anyone|everyone|handful|few|"
    r"next|yet|figure|value|picked up|got|given|most|usual|match(?:es)?|stayed|remain(?:s|ed)?)\b|"
    # "the number the centre shows on most of its weeks": the group's rows, by the time they stand for
    r"\b(?:its|their|the \w+'s|those|these|the|such) (?:other )?(?:weeks|years|months|days|quarters|waves|rounds|visits|"
    r"rows|lines)\b|"
    r"\b(?:throughout|across|for|over) (?:the|its|their) (?:whole |entire )?(?:study|survey|panel|period|trial|data|"
    r"sample|log|file)\b"
)
# a panel's time axis, for "the firm's other years" when no column names the firm
_TIME_WORDS = {"year", "yr", "month", "week", "day", "quarter", "period", "wave", "time", "date"}


def _columns_in(phrase: str, table: TableInfo, exclude: set[str]) -> list[str]:
    """The columns a phrase names, the one named by the phrase's last words first ("years of education" is
    education, not year)."""
    found = [m for m in find_columns(phrase, table) if m.score >= 0.75 and m.column not in exclude]
    return [m.column for m in sorted(found, key=lambda m: (-m.end, -m.score))]


def _said_in_full(word: str, low: str, table: TableInfo, exclude: set[str]) -> list[str]:
    """The column a short word stands for when the request said it in full elsewhere: "the same state and
    year" after "for each year of displacement" (yrdispl)."""
    for m in re.finditer(rf"\b{re.escape(word)}(?: [a-z]+){{1,3}}", low):
        found = [x for x in find_columns(m.group(0), table) if x.start == 0 and x.score >= 0.75]
        if found and found[0].column not in exclude:
            return [found[0].column]
    return []


def _panel_unit(table: TableInfo) -> str | None:
    """The one column that, with the table's time column, tells every row apart: the unit a panel follows
    ("worker", "fi" for a firm), when no header names it."""
    times = [c.name for c in table.columns if set(c.expanded) & _TIME_WORDS]
    if len(times) != 1:
        return None
    frame = table.frame
    units = [
        c.name
        for c in table.columns
        if c.name not in times
        and c.kind in ("id", "numeric")
        and 1 < frame[c.name].nunique() < len(frame)
        and _whole_numbers(frame[c.name])
        and not frame.duplicated([c.name, times[0]]).any()
    ]
    return units[0] if len(units) == 1 else None


def _whole_numbers(values: pd.Series) -> bool:
    numbers = pd.to_numeric(values, errors="coerce")
    return bool(numbers.notna().all() and (numbers == numbers.round()).all())


def _nearly_fixed(frame: pd.DataFrame, group: list[str], column: str, named: bool = False) -> bool:
    """Whether ``column`` is one value per group on most rows but not on all: what a few mistyped rows leave.
    A column the request names needs only a majority; one read from the data must stand out from columns
    that agree within a group by chance (two answers spread over people)."""
    values = frame[[*group, column]].dropna()
    if values.empty or values.groupby(group).size().max() < 2:
        return False
    modes = values.groupby(group)[column].transform(lambda s: s.mode().iloc[0])
    agrees = values[column] == modes
    # a few rows off, in a minority of the groups (two answers spread over people agree by chance far less)
    groups_whole = agrees.groupby([values[g] for g in group]).all().mean()
    share = float(agrees.mean())
    if named:
        return 0.5 < share < 1.0
    return 0.9 <= share < 1.0 or (0.8 <= share < 1.0 and float(groups_whole) >= 0.6)


def constant_within(text: str, table: TableInfo) -> tuple[list[MakeConsistent], list[str]]:
    """The group and the value a request says belongs to it, when it asks the rows that disagree to be set to
    the group's usual value; with a note for each part read from the data rather than from a word."""
    low = text.lower()
    rule = bool(_FIXED_FOR_A_GROUP.search(low))
    broken = bool(
        re.search(
            r"\b(?:disagree\w*|wrong|differ\w*|mistyped|don't|do not|the other (?:way|one|\w+ code))\b", low
        )
    )
    repair = bool(_TO_THE_GROUPS_VALUE.search(low))
    # the repair with the rule or its breach said; or the rule and its breach, which ask for the repair
    if not ((repair and (rule or broken)) or (rule and broken)):
        return [], []
    notes: list[str] = []
    group: list[str] = []
    for pattern in _GROUP_SAID:
        for m in re.finditer(pattern, low):
            for part in re.split(r"\s+and\s+", m.group(1).strip()):
                named = _columns_in(part, table, set(group)) or _said_in_full(part, low, table, set(group))
                if named and named[0] not in group:
                    group.append(named[0])
            if group:
                break
        if group:
            break
    if not group:
        # a thing no header names, over a table with one identifier column ("each subject" over id)
        ids = [c.name for c in table.columns if c.words in (["id"], ["key"], ["identifier"])]
        if len(ids) == 1 and table.frame[ids[0]].nunique() < len(table.frame):
            group = ids
    if not group:
        unit = _panel_unit(table)
        if unit is None:
            return [], []
        group = [unit]
        notes.append(
            f"the group is read as {unit}, the column that with the time column tells the rows apart"
        )
    frame = table.frame
    for pattern in _VALUE_SAID:
        for m in re.finditer(pattern, low):
            named = [
                c
                for c in _columns_in(m.group(1), table, set(group))
                if _nearly_fixed(frame, group, c, named=True)
            ]
            if named:
                return [MakeConsistent(determinant=group, dependent=named[0])], notes
    # the value's word names no column: the one column a few rows break the rule in
    candidates = [
        c.name
        for c in table.columns
        if c.name not in group and c.kind != "id" and _nearly_fixed(frame, group, c.name)
    ]
    if len(candidates) != 1:
        return [], []
    notes.append(f"the value is read as {candidates[0]}, the only column a few rows of a group disagree in")
    return [MakeConsistent(determinant=group, dependent=candidates[0])], notes
