"""Wrong information in documentation that can be checked offline: malformed emails and URLs, impossible
dates (paper A.1.2 *wrong-info*: "wrong meta-information, typos, invalid URLs and email addresses").
Links cannot be fetched offline: well-formed URLs are listed as unverifiable in the report's notes."""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Iterable
from typing import ClassVar

from dataagents.curation.dataset import DatasetView
from dataagents.curation.detectors.base import doc_texts, finding
from dataagents.curation.report import Evidence, Finding
from dataagents.curation.taxonomy import Tag

EMAIL_LIKE = re.compile(r"[\w.%+\-!#]+@[\w.\-%]+")
EMAIL_OK = re.compile(r"^[A-Za-z0-9._+\-]+@[A-Za-z0-9\-]+(\.[A-Za-z0-9\-]+)*\.[A-Za-z]{2,}$")
URL_LIKE = re.compile(r"\b(?:https?|ftp|htps?|htp|http)[:;]/+[^\s<>\"')\]]+|\bwww\.[^\s<>\"')\]]+", re.I)
URL_OK = re.compile(r"^(https?|ftp)://[A-Za-z0-9\-.]+\.[A-Za-z]{2,}(:\d+)?(/[^\s]*)?$")
ISO_DATE = re.compile(r"\b(\d{4})-(\d{1,2})-(\d{1,2})\b")
MONTHS = [
    "january",
    "february",
    "march",
    "april",
    "may",
    "june",
    "july",
    "august",
    "september",
    "october",
    "november",
    "december",
]
TEXT_DATE = re.compile(r"\b(\d{1,2})\s+(" + "|".join(MONTHS) + r")\s+(\d{4})\b", re.I)


def _valid(y: int, m: int, d: int) -> bool:
    try:
        dt.date(y, m, d)
        return True
    except ValueError:
        return False


class WrongInfo:
    """Reports documentation that states something false: a broken link, a malformed contact, a
    wrong number."""

    name: ClassVar[str] = "wrong_info"
    tags: ClassVar[list[Tag]] = [Tag.DOCUMENT_PROBLEM, Tag.WRONG_INFO]
    accepts: ClassVar[str] = (
        "documentation that states something false: a broken link, a malformed contact, a wrong number"
    )

    def __init__(self) -> None:
        self.unverifiable: list[str] = []  # well-formed links we could not check offline

    def detect(self, view: DatasetView) -> Iterable[Finding]:
        for name, lines in doc_texts(view):
            emails, urls, dates = [], [], []
            for i, ln in enumerate(lines):
                links = [u.span() for u in URL_LIKE.finditer(ln)]
                for m in EMAIL_LIKE.finditer(ln):
                    addr = m.group(0).rstrip(".")
                    if "://" in ln[max(0, m.start() - 12) : m.start()]:
                        continue  # user@host inside a URL
                    if any(a <= m.start() < b for a, b in links) or addr.split("@", 1)[1][:1].isdigit():
                        continue  # a package@version in a link or a command ("vega-datasets@3")
                    if not EMAIL_OK.match(addr):
                        emails.append((i, addr))
                for m in URL_LIKE.finditer(ln):
                    url = m.group(0).rstrip(".,;")
                    if URL_OK.match(url):
                        self.unverifiable.append(url)
                    elif not url.lower().startswith("www."):
                        urls.append((i, url))
                for m in ISO_DATE.finditer(ln):
                    y, mo, d = map(int, m.groups())
                    if 1000 < y < 3000 and not _valid(y, mo, d):
                        dates.append((i, m.group(0)))
                for m in TEXT_DATE.finditer(ln):
                    d, mon, y = int(m.group(1)), MONTHS.index(m.group(2).lower()) + 1, int(m.group(3))
                    if not _valid(y, mon, d):
                        dates.append((i, m.group(0)))
            for kind, items, why in (
                ("email address", emails, "is not a valid address (RFC 5322 shape)"),
                ("URL", urls, "is malformed"),
                ("date", dates, "does not exist"),
            ):
                if items:
                    vals = ", ".join(v for _, v in items[:4])
                    yield finding(
                        self,
                        f"Malformed {kind}{'es' if kind.endswith('s') and len(items) > 1 else ''} in {name}"
                        if kind != "date"
                        else f"Impossible date in {name}",
                        f"The {kind} {vals} {why}; readers cannot use it to reach the source.",
                        [
                            Evidence(file=name, location=f"line {i + 1}", context=lines[i].strip())
                            for i, _ in items
                        ],
                        severity=0.55,
                        fix=f"correct the {kind}",
                    )
