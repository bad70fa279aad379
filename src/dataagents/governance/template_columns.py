"""A table put into a template said by its columns: "put the body measurements into our clinic template, which has
just five columns, Age, Sex, Height, Weight and Waist (the waist girth), in that order, and everything else is
dropped". Each name of the template is one column of the table: its header under another spelling or case, or the
column the name (or the description in brackets after it) names. The result has exactly the template's columns, in
its order, under its names."""

from __future__ import annotations

import re
from dataclasses import dataclass

from dataagents.governance.schema_link import NUMBER_WORDS, TableInfo, find_columns, squeezed
from dataagents.governance.spec import RenameColumns

# "our clinic template, which has just five columns, …", "the layout we need is: …", "a form with the fields …"
_TEMPLATE = re.compile(
    r"\b(?:template|layout|schema|form|format)\b(?:[^.;:]{0,40}?)\b(?:has|have|with|uses|takes|needs|is|are|of)\s+"
    r"(?:just\s+|only\s+|exactly\s+)?(?:the\s+)?(?:(?P<n>two|three|four|five|six|seven|eight|nine|ten|\d{1,2})\s+)?"
    r"(?:columns|fields|headers|headings)\b\s*[,:]?\s*(?P<names>[^.;]+)",
    re.IGNORECASE,
)
# what may follow the list: the order and the rest dropped
_AFTER_LIST = re.compile(
    r",?\s*(?:and\s+)?(?:in (?:that|this|the same) order|(?:and\s+)?(?:everything|anything|all) else (?:is |gets |can be |should be )?"
    r"(?:dropped|removed|left out|discarded|deleted|goes)|nothing else)\b.*$",
    re.IGNORECASE,
)
_REST_DROPPED = re.compile(
    r"\b(?:just|only|exactly)\b|\b(?:everything|anything|all) else\b|\bnothing else\b|\bdrop (?:the )?(?:other|rest)\b",
    re.IGNORECASE,
)


@dataclass(frozen=True)
class TemplateColumns:
    rename: RenameColumns
    span: tuple[int, int]  # characters of the clause the reading took


def _column_for(name: str, described: str | None, table: TableInfo, taken: set[str]) -> str | None:
    same = [c.name for c in table.columns if squeezed(c.name) == squeezed(name) and c.name not in taken]
    if len(same) == 1:
        return same[0]
    for said in (described, name):
        if not said:
            continue
        found = [m for m in find_columns(said, table) if m.score >= 0.7 and m.column not in taken]
        best = max((m.score for m in found), default=0)
        top = {m.column for m in found if m.score == best}
        if len(top) == 1:
            return top.pop()
    return None


def template_columns(text: str, table: TableInfo) -> TemplateColumns | None:
    """The renaming and selection a template said by its columns asks for, or None when the clause says no such
    template, or some name of it is no one column of the table."""
    m = _TEMPLATE.search(text)
    if m is None:
        return None
    listed = _AFTER_LIST.sub("", m.group("names")).strip(" ,")
    items = [i.strip() for i in re.split(r"\s*,\s*(?:and\s+)?|\s+and\s+", listed) if i.strip()]
    said = m.group("n")
    if said and (int(said) if said.isdigit() else NUMBER_WORDS[said.lower()]) != len(items):
        return None
    if len(items) < 2:
        return None
    mapping: dict[str, str] = {}
    for item in items:
        named = re.fullmatch(
            r"['\"“‘]?(?P<name>[A-Za-z][\w .-]*?)['\"”’]?\s*(?:\((?:the\s+|its\s+)?(?P<desc>[^)]+)\))?", item
        )
        if named is None:
            return None
        name = named.group("name").strip()
        column = _column_for(name, named.group("desc"), table, set(mapping))
        if column is None:
            return None
        mapping[column] = name
    only = bool(_REST_DROPPED.search(text[m.start() :]))
    # "please put the body measurements into our clinic template": what goes into it, said before
    lead = re.search(
        r"\b(?:put|fit|turn|map|move|copy|get|reshape|convert)\s+(?:[\w'-]+\s+){0,5}?(?:into|in|onto|to|as)\s+"
        r"(?:our|the|a|an|my|their|this|that)\s+(?:[\w'-]+\s+){0,3}?$",
        text[: m.start()],
        re.IGNORECASE,
    )
    start = lead.start() if lead else m.start()
    return TemplateColumns(RenameColumns(mapping=mapping, only_mapped=only), (start, len(text)))
