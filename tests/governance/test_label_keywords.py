"""What a labelling request is read as: keywords of two content words in either order, a phrase with a function
word as said, and the label set with its label for texts that fit none."""

from __future__ import annotations

import re

import pandas as pd
import pytest

from dataagents.governance.operators.labeling import fallback_label
from dataagents.governance.schema_link import describe_table
from dataagents.governance.spec import ModelLabel, keyword_pattern
from dataagents.governance.understand import parse_request


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


@pytest.mark.parametrize(
    ("request_text", "labels"),
    [
        (
            "Put each message into a topic: billing, login or shipping, and misc if it's none of those.",
            ["billing", "login", "shipping", "misc"],
        ),
        (
            "Add a topic field with billing, login, shipping, or misc when the message doesn't fit any of them.",
            ["billing", "login", "shipping", "misc"],
        ),
        ("Tag every message as billing, login or shipping.", ["billing", "login", "shipping"]),
    ],
)
def test_the_label_for_texts_that_fit_none_is_read(request_text: str, labels: list[str]) -> None:
    table = describe_table("tickets.csv", pd.DataFrame({"message": ["I was charged twice", "cannot log in"]}))
    spec = parse_request(request_text, {"tickets.csv": table})
    intent = spec.steps[0].intent
    assert isinstance(intent, ModelLabel)
    assert intent.labels == labels
    assert fallback_label(intent.labels) == ("misc" if "misc" in labels else None)
