"""What a labelling keyword finds: two content words in either order, a phrase with a function word as said."""

from __future__ import annotations

import re

import pytest

from dataagents.governance.spec import keyword_pattern


@pytest.mark.parametrize(
    ("keyword", "text", "found"),
    [
        ("locked account", "My account got locked yesterday", True),
        ("locked account", "Locked out of my account", True),
        ("broken screen", "screen arrived broken", True),
        ("refund", "Two refunds still missing", True),
        ("log in", "Cannot log in on the app", True),
        ("log in", "The change log shows an error in the invoice", False),
        ("locked account", "Account settings page is slow; the door is locked", False),
    ],
)
def test_keyword_pattern(keyword: str, text: str, found: bool) -> None:
    assert bool(re.search(keyword_pattern(keyword), text, re.IGNORECASE)) is found
