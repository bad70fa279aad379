"""Reading a request to fill blanks from a second table: "the randomisation list has every patient's arm by
centre and patient number, so please fill the gaps from it".

The columns to fill are the table's columns with blanks that the request names; each takes its values from
the lookup column of the same name, or from the lookup column the request names whose values are values of
the column to fill. The keys are the lookup's other columns the request names (else all of them), each paired
with the table's column of the same name or spelling, or else the one whose values hold the lookup's. The keys
must pick one lookup row each; otherwise there is no reading.
"""

from __future__ import annotations

from dataagents.governance.schema_link import TableInfo, find_columns, token_spans
from dataagents.governance.spec import FillFromTable


def _values(table: TableInfo, column: str) -> set[str]:
    """Distinct values as written, "1.0" read as "1"."""
    return {str(v).strip().removesuffix(".0") for v in table.frame[column].dropna() if str(v).strip()}


def _paired_column(
    base: TableInfo, lookup: TableInfo, column: str, taken: set[str], said: list[str]
) -> str | None:
    """The table's column that a lookup column matches: the same header, a header the lookup's names, or the
    column whose values hold the lookup's (the one the request names, else the closest set of values)."""
    same = next(
        (c.name for c in base.columns if c.name.lower() == column.lower() and c.name not in taken), None
    )
    if same:
        return same
    named = [m.column for m in find_columns(column, base) if m.score >= 0.8 and m.column not in taken]
    if len(named) == 1:
        return named[0]
    wanted = _values(lookup, column)
    fits = [
        c.name
        for c in base.columns
        if c.name not in taken and wanted and len(wanted & _values(base, c.name)) >= 0.9 * len(wanted)
    ]
    if len(fits) <= 1:
        return fits[0] if fits else None
    named_fits = [c for c in fits if c in said]
    if len(named_fits) == 1:
        return named_fits[0]
    closeness = sorted(
        ((len(wanted & _values(base, c)) / len(wanted | _values(base, c)), c) for c in fits), reverse=True
    )
    return closeness[0][1] if closeness[0][0] > closeness[1][0] else None


def lookup_fill(
    text: str, base: TableInfo, other: str, lookup: TableInfo
) -> tuple[FillFromTable, list[tuple[int, int]]] | None:
    """The lookup fill a clause asks for, with the character spans of the words that named the lookup's
    columns (they name no column of the table itself); None when it cannot be placed."""
    said_base = [m.column for m in find_columns(text, base) if m.score >= 0.8]
    said_lookup = [m for m in find_columns(text, lookup) if m.score >= 0.8]
    targets = [c for c in dict.fromkeys(said_base) if base.column(c).missing]
    if not targets:
        # "… has every patient's arm …, so fill the gaps from it": the one column with blanks whose values the
        # named lookup column holds
        targets = [
            c.name
            for c in base.columns
            if c.missing
            and any(
                _values(base, c.name) and _values(base, c.name) <= _values(lookup, m.column)
                for m in said_lookup
            )
        ]
        gappy = [c.name for c in base.columns if c.missing]
        if not targets and not said_lookup and len(gappy) == 1:
            targets = gappy  # "could you fill those in from the register?": the one column with blanks
        headed_alike = [c for c in gappy if any(o.name.lower() == c.lower() for o in lookup.columns)]
        if not targets and len(headed_alike) == 1:
            # "fill them in from the report, matching by county and ticket": only the lookup's keys are named,
            # and one column with blanks is a column the lookup has under its name
            targets = headed_alike
        if len(targets) != 1:
            return None
    sources: dict[str, str] = {}
    for target in targets:
        have = _values(base, target)
        same = next((c.name for c in lookup.columns if c.name.lower() == target.lower()), None)

        def fits(column: str, have: set[str] = have) -> bool:
            # the lookup also lists what the table lacks ("the register lists everyone's age"): most of the
            # smaller side's values are on the other side
            given = _values(lookup, column)
            return bool(have and given) and len(given & have) >= 0.8 * min(len(given), len(have))

        fitting = [m.column for m in said_lookup if fits(m.column)]
        unsaid = [c.name for c in lookup.columns if fits(c.name)]  # "fill the blank cyl from the specs file"
        if len(unsaid) > 1:  # "age_years" for age: of several, the one whose header shares the target's words
            unsaid = [c for c in unsaid if set(lookup.column(c).expanded) & set(base.column(target).expanded)]
        source = same or next(iter(fitting), None) or (unsaid[0] if len(unsaid) == 1 else None)
        if source is None:
            return None
        sources[target] = source
    key_candidates = [m.column for m in said_lookup if m.column not in sources.values()]
    key_candidates = list(dict.fromkeys(key_candidates)) or [
        c.name for c in lookup.columns if c.name not in sources.values()
    ]
    keys, other_keys = [], []
    for column in key_candidates:
        paired = _paired_column(base, lookup, column, set(keys) | set(sources), said_base)
        if paired is None:
            return None
        keys.append(paired)
        other_keys.append(column)
    if not keys or lookup.frame.duplicated(subset=other_keys).any():
        return None  # a key that picks several lookup rows says no one value
    spans = token_spans(text)
    used = set(other_keys) | set(sources.values())
    explained = [(spans[m.start][0], spans[m.end - 1][1]) for m in said_lookup if m.column in used]
    return FillFromTable(other=other, columns=sources, keys=keys, other_keys=other_keys), explained
