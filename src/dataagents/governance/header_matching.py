"""Matching the headers of two tables that hold the same things under different names ("batter" and "player",
"hr" and "homeruns", "game" and "gameno"), so that their rows can be stacked under one table's headings.

A pair is made, in turn, by the same header, by the same words in another order, by one header's words being
part of the other's, by the schema linker reading one header as the other, by shared values, by the one free
header that shares a word, and last by the one column left on each side when it holds the same kind of data.
Only a complete one-to-one matching is returned.
"""

from __future__ import annotations

import re

from dataagents.governance.schema_link import TableInfo, find_columns, squeezed


def _values(table: TableInfo, column: str) -> set[str]:
    return {str(v).strip().casefold() for v in table.frame[column].dropna()}


def _contained(a: str, b: str) -> bool:
    """ "game" in "gameno", "status" in "playerstatus": one squeezed header starts or ends the other."""
    x, y = sorted((squeezed(a), squeezed(b)), key=len)
    return len(x) >= 3 and (y.startswith(x) or y.endswith(x))


def _words(name: str) -> set[str]:
    """A header's words, the joining ones left out ("country_of_athlete": country, athlete)."""
    return {
        w for w in re.split(r"[^a-z0-9]+", name.lower()) if w and w not in ("of", "the", "and", "in", "for")
    }


def _kind_family(kind: str) -> str:
    """Kinds that hold the same sort of data: a numbered identifier ("id" 1-150, "person" 151-300) is a number."""
    return "number" if kind in ("id", "numeric") else kind


def _same_sort(a: TableInfo, x: str, b: TableInfo, y: str) -> bool:
    """Whether two columns hold the same sort of data (text and categories are one sort)."""

    def sort(kind: str) -> str:
        return "text" if kind == "category" else _kind_family(kind)

    return sort(a.column(x).kind) == sort(b.column(y).kind)


def match_headers(winner: TableInfo, other: TableInfo) -> dict[str, str] | None:
    """``other``'s headers mapped to ``winner``'s, or None when they do not pair up one to one."""
    if len(winner.columns) != len(other.columns):
        return None
    left = [c.name for c in winner.columns]
    right = [c.name for c in other.columns]
    pairs: dict[str, str] = {}

    def pair_by(fits, any_kind: bool = False) -> None:
        # (by a name, only columns holding the same sort of data: "Day" of dates is not "wday" of weekday names)
        for r in [r for r in right if r not in pairs]:
            free = [w for w in left if w not in pairs.values()]
            hits = [w for w in free if fits(r, w) and (any_kind or _same_sort(other, r, winner, w))]
            if len(hits) == 1:
                pairs[r] = hits[0]

    pair_by(lambda r, w: r.lower() == w.lower(), any_kind=True)
    # "athlete_country" and "country_of_athlete": the same words in another order
    pair_by(lambda r, w: len(_words(r)) >= 2 and _words(r) == _words(w))
    pair_by(_contained)
    pair_by(lambda r, w: any(m.column == w and m.score >= 0.8 for m in find_columns(r, winner)))
    pair_by(lambda r, w: len(_values(other, r) & _values(winner, w)) >= 0.5 * max(1, len(_values(other, r))))
    # "host_country" and "country_of_games", once the athlete's country is paired: the one header left that
    # shares a word
    pair_by(lambda r, w: bool(_words(r) & _words(w)))
    # the columns left, paired by the kind of data they hold where each kind is held by one column on each side
    # (a date, a category and a number: "month, item, cpi" under "date, category, value")
    rest_r = [r for r in right if r not in pairs]
    rest_w = [w for w in left if w not in pairs.values()]
    families_r = [_kind_family(other.column(r).kind) for r in rest_r]
    families_w = [_kind_family(winner.column(w).kind) for w in rest_w]
    if (
        len(rest_r) >= 2
        and sorted(families_r) == sorted(families_w)
        and len(set(families_r)) == len(families_r)
    ):
        pairs.update({r: rest_w[families_w.index(f)] for r, f in zip(rest_r, families_r, strict=True)})
    rest_r = [r for r in right if r not in pairs]
    rest_w = [w for w in left if w not in pairs.values()]
    if (
        len(rest_r) == 1
        and len(rest_w) == 1
        and _kind_family(other.column(rest_r[0]).kind) == _kind_family(winner.column(rest_w[0]).kind)
    ):
        pairs[rest_r[0]] = rest_w[0]
    return pairs if len(pairs) == len(right) else None
