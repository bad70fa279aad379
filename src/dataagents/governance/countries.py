"""Countries named in a request, as the ISO 3166 codes a table may hold instead ("the United States" for US or
USA, "Germany" for DE). Names come from pycountry (the ISO 3166 tables, kept up to date by its maintainers): each
country's short name, its official name, its common name and the part of a "Korea, Republic of" name before the
comma; plus the short forms everyone uses that ISO does not list ("Russia", "Britain", "the USSR")."""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache

import pycountry

# Everyday names ISO 3166 does not carry, with the alpha-2 code they stand for.
_EVERYDAY_NAMES = {
    "america": "US",
    "usa": "US",
    "u.s.": "US",
    "u.s.a.": "US",
    "britain": "GB",
    "great britain": "GB",
    "uk": "GB",
    "russia": "RU",
    "holland": "NL",
    "czech republic": "CZ",
    "turkey": "TR",
    "ivory coast": "CI",
    "burma": "MM",
    "macedonia": "MK",
    "swaziland": "SZ",
    "cape verde": "CV",
    "east timor": "TL",
    "vatican": "VA",
    "soviet union": "SU",
    "ussr": "SU",
    "east germany": "DD",
    "yugoslavia": "YU",
    "czechoslovakia": "CS",
}


@dataclass(frozen=True)
class CountrySaid:
    alpha_2: str
    alpha_3: str
    start: int  # where the name starts in the text
    end: int


@cache
def _names() -> dict[str, tuple[str, str]]:
    """Every name, lower case, with the country's alpha-2 and alpha-3 codes."""
    out: dict[str, tuple[str, str]] = {}
    for c in [*pycountry.countries, *pycountry.historic_countries]:
        codes = (c.alpha_2, c.alpha_3)
        for name in (c.name, getattr(c, "official_name", None), getattr(c, "common_name", None)):
            if not name:
                continue
            out.setdefault(name.lower(), codes)
            if "," in name:
                out.setdefault(name.split(",")[0].strip().lower(), codes)  # "Korea, Republic of" -> "korea"
    by_alpha_2 = {c.alpha_2: c.alpha_3 for c in [*pycountry.countries, *pycountry.historic_countries]}
    for name, alpha_2 in _EVERYDAY_NAMES.items():
        out.setdefault(name, (alpha_2, by_alpha_2.get(alpha_2, alpha_2)))
    return out


@cache
def _pattern() -> re.Pattern[str]:
    names = sorted(_names(), key=len, reverse=True)  # "south korea" before "korea"
    return re.compile(
        r"(?<![\w.])(?:the\s+)?(" + "|".join(re.escape(n) for n in names) + r")(?![\w])", re.IGNORECASE
    )


def countries_said(text: str) -> list[CountrySaid]:
    """The countries a text names with a capital, as written in running prose ("the United States", "Germany");
    a name in lower case is a word, not a country ("chad", "turkey")."""
    out: list[CountrySaid] = []
    for m in _pattern().finditer(text):
        said = m.group(1)
        if not said[0].isupper():
            continue
        alpha_2, alpha_3 = _names()[said.lower()]
        out.append(CountrySaid(alpha_2, alpha_3, m.start(1), m.end(1)))
    return out


def cell_items(values: list[str]) -> set[str]:
    """Every item of the cells, a cell holding several split apart ("GB,US" -> GB and US)."""
    return {p.strip() for v in values for p in re.split(r"[,;/|]", str(v)) if p.strip()}


@cache
def _codes(width: int) -> frozenset[str]:
    attr = "alpha_2" if width == 2 else "alpha_3"
    return frozenset(getattr(c, attr) for c in [*pycountry.countries, *pycountry.historic_countries])


def code_width(values: list[str]) -> int | None:
    """2 or 3 when nearly every code in ``values`` (cells, several codes to a cell split apart) is an ISO 3166
    code of that width in capitals; None otherwise."""
    parts = cell_items(values)
    if len(parts) < 3:
        return None
    for width in (2, 3):
        held = [p for p in parts if len(p) == width and p.isupper()]
        if len(held) >= 0.9 * len(parts) and sum(p in _codes(width) for p in held) >= 0.8 * len(parts):
            return width
    return None
