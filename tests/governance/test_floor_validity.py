"""The floor turns "drop rows whose <kind> is invalid" into a full-match regex filter on that column."""

from __future__ import annotations

import pandas as pd
import pytest

from dataagents.governance.floor import choose_operator, extract_params
from dataagents.governance.operators import get_operator


@pytest.mark.parametrize(
    ("instruction", "column", "kept"),
    [
        ("drop rows whose email is invalid", "email", [1, 3]),
        ("Remove records with malformed contact_email values", "contact_email", [1, 3]),
        ("drop rows where the homepage url is not valid", "homepage_url", [2, 3]),
    ],
)
def test_invalid_values_are_filtered(instruction: str, column: str, kept: list[int]) -> None:
    values = {
        "email": ["ann@example.com", "bob_at_example", "cy@example.org"],
        "contact_email": ["ann@example.com", "bob@", "cy@example.org"],
        "homepage_url": ["www example", "https://a.org/x", "http://b.io"],
    }[column]
    df = pd.DataFrame({"id": [1, 2, 3], column: values})
    op = choose_operator(instruction)
    assert op == "filter_regex"
    params = extract_params(op, instruction, df, list(df.columns))
    assert params["column"] == column and params["keep_matching"] and params["full_match"]
    out = get_operator(op).apply(df, params)  # checks pre/post contracts too
    assert out["id"].tolist() == kept


def test_plain_email_standardisation_still_chooses_the_refiner() -> None:
    assert choose_operator("standardize the email column to lowercase") == "standardize_email"
