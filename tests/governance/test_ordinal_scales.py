"""Words of an ordered scale (how often, how much, how good, how far one agrees, how large) compared by their
place on it, and no order where the words do not make one."""

from __future__ import annotations

from pathlib import Path

import pandas as pd
import pytest

from dataagents.governance.ordinal_scales import ordinal_order
from tests.governance.readings import spec_of, written


@pytest.mark.parametrize(
    ("values", "expected"),
    [
        (
            ["Always fun", "Never Fun", "Very Often", "Fairly Often"],
            ["Never Fun", "Fairly Often", "Very Often", "Always fun"],
        ),
        (
            ["Agree", "Strongly disagree", "Neutral", "Strongly agree"],
            ["Strongly disagree", "Neutral", "Agree", "Strongly agree"],
        ),
        (["good", "poor", "excellent"], ["poor", "good", "excellent"]),
        (["large", "small", "medium"], ["small", "medium", "large"]),
    ],
)
def test_values_of_one_scale_are_put_in_its_order(values: list[str], expected: list[str]) -> None:
    assert ordinal_order(values) == expected


@pytest.mark.parametrize(
    "values",
    [
        ["red", "blue", "green"],  # no scale
        ["often", "frequently"],  # two values on one step
        ["poor", "often"],  # two scales
        ["good"],  # one value orders nothing
    ],
)
def test_values_that_make_no_order_give_none(values: list[str]) -> None:
    assert ordinal_order(values) is None


def _ratings() -> pd.DataFrame:
    return pd.DataFrame(
        {
            "school": [1, 2, 3, 4],
            "teacher": ["Agree", "Strongly agree", "Disagree", "Neutral"],
            "parent": ["Strongly agree", "Agree", "Disagree", "Strongly disagree"],
        }
    )


@pytest.mark.parametrize(
    ("request_text", "column"),
    [
        (
            "Who agreed more strongly, the teacher or the parent? Put teacher, parent or same in a new column stronger.",
            "stronger",
        ),
        (
            "Did the parent or the teacher agree more? Record parent, teacher or same in a column called keener.",
            "keener",
        ),
    ],
)
def test_two_answers_on_one_scale_are_compared_by_their_place_on_it(
    request_text: str, column: str, tmp_path: Path
) -> None:
    spec = spec_of(request_text, **{"ratings.csv": _ratings()})
    condition = spec.steps[0].intent.cases[0].conditions[0]
    assert condition.order == ["Strongly disagree", "Disagree", "Neutral", "Agree", "Strongly agree"]
    out, _ = written(request_text, tmp_path, **{"ratings.csv": _ratings()})
    assert out[column].tolist() == ["parent", "teacher", "same", "teacher"]


def test_columns_of_unordered_words_are_not_compared_as_if_ordered() -> None:
    colours = pd.DataFrame({"car": [1, 2], "inside": ["red", "blue"], "outside": ["blue", "blue"]})
    spec = spec_of(
        "Which is brighter, inside or outside? Put inside, outside or same in a new column brighter.",
        **{"cars.csv": colours},
    )
    assert not any(getattr(s.intent, "kind", "") == "label_conditions" for s in spec.steps)
