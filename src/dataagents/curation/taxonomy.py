"""The DCA-Bench issue taxonomy: 18 tags with their parent/child structure (paper §A.1.2, Tab. 5).

Tags are written either bare (``wrong-value``) or with their parent (``data-problem/wrong-value``);
``ethical-legal-risk`` is accepted for ``ethical/legal-risk`` (the paper's A.1.3 spells it both ways).
"""

from __future__ import annotations

from enum import StrEnum


class Tag(StrEnum):
    # top-level tags without children
    TYPO = "typo"
    WRONG_FORMAT = "wrong-format"
    INAPPROPRIATE_FILE = "inappropriate-file"
    ETHICAL_LEGAL_RISK = "ethical/legal-risk"
    INTERNAL_DISCREPANCY = "internal-discrepancy"
    CROSS_FILE_DISCREPANCY = "cross-file-discrepancy"
    # data-problem and its children
    DATA_PROBLEM = "data-problem"
    WRONG_VALUE = "wrong-value"
    MISSING_VALUE = "missing-value"
    DATA_LEAKAGE = "data-leakage"
    APPARENT_CORRUPTION = "apparent-corruption"
    HIDDEN_CORRUPTION = "hidden-corruption"
    # document-problem and its children
    DOCUMENT_PROBLEM = "document-problem"
    WRONG_INFO = "wrong-info"
    INSUFFICIENT_INFO = "insufficient-info"
    # infrastructure-problem and its children
    INFRASTRUCTURE_PROBLEM = "infrastructure-problem"
    DATA_ACCESS = "data-access"
    SCRIPT_CODE = "script-code"


PARENT: dict[Tag, Tag] = {
    Tag.WRONG_VALUE: Tag.DATA_PROBLEM,
    Tag.MISSING_VALUE: Tag.DATA_PROBLEM,
    Tag.DATA_LEAKAGE: Tag.DATA_PROBLEM,
    Tag.APPARENT_CORRUPTION: Tag.DATA_PROBLEM,
    Tag.HIDDEN_CORRUPTION: Tag.DATA_PROBLEM,
    Tag.WRONG_INFO: Tag.DOCUMENT_PROBLEM,
    Tag.INSUFFICIENT_INFO: Tag.DOCUMENT_PROBLEM,
    Tag.DATA_ACCESS: Tag.INFRASTRUCTURE_PROBLEM,
    Tag.SCRIPT_CODE: Tag.INFRASTRUCTURE_PROBLEM,
}

# The four parent categories the paper reports (Tab. 1 "Tag-Level").
PARENT_CATEGORIES = (
    Tag.DATA_PROBLEM,
    Tag.DOCUMENT_PROBLEM,
    Tag.INFRASTRUCTURE_PROBLEM,
    Tag.ETHICAL_LEGAL_RISK,
)

_ALIASES = {"ethical-legal-risk": Tag.ETHICAL_LEGAL_RISK, "ethical_legal_risk": Tag.ETHICAL_LEGAL_RISK}


def parse_tag(text: str) -> Tag:
    """``"data-problem/wrong-value"`` or ``"wrong-value"`` -> ``Tag.WRONG_VALUE``; raises ValueError."""
    raw = text.strip().lower()
    if raw in _ALIASES:
        return _ALIASES[raw]
    try:
        return Tag(raw)
    except ValueError:
        pass
    if "/" in raw:
        parent, _, child = raw.rpartition("/")
        members = Tag._value2member_map_
        if child in members and parent in members and PARENT.get(Tag(child)) == Tag(parent):
            return Tag(child)
    raise ValueError(f"unknown DCA tag '{text}' (see paper A.1.2 for the 18 tags)")


def expand(tags: list[Tag]) -> set[Tag]:
    """Tags plus their parents, for per-tag metrics (a wrong-value case also counts as data-problem)."""
    out = set(tags)
    out.update(PARENT[t] for t in tags if t in PARENT)
    return out


def display(tag: Tag) -> str:
    """``data-problem/wrong-value`` for children, the bare name for top-level tags."""
    return f"{PARENT[tag].value}/{tag.value}" if tag in PARENT else tag.value
