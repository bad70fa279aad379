"""Readings of business shorthand: a column named by another form of its header word, a conversion factor
the request sets, blanks said to stay blank, a percentage over a column of fractions, a bound "in either
direction", a value changed "from X to Y", labels said as a distance from a target, and a new column named
by what it holds ("add a verdict: …"). Each in two wordings over tables written for these tests."""

from __future__ import annotations

from pathlib import Path

import pandas as pd
import pytest

from dataagents.governance.spec import ConvertUnit, FillMissing, RowFilter, ScaleColumn
from tests.governance.readings import spec_of, written


def _clinic() -> pd.DataFrame:
    return pd.DataFrame({"patient": [1, 2, 3], "completed": [2.5, 1.0, 6.0], "visits": [3, 1, 4]})


@pytest.mark.parametrize(
    "request_text",
    [
        "Convert the completion times from months to weeks.",
        "Time to completion is in months; give it in weeks.",
    ],
)
def test_a_header_is_named_by_another_form_of_its_word(request_text: str) -> None:
    it = spec_of(request_text, **{"clinic.csv": _clinic()}).steps[0].intent
    assert isinstance(it, ConvertUnit) and it.column == "completed" and it.to_unit == "wk"


@pytest.mark.parametrize(
    "request_text",
    [
        "Time to completion is in months. Convert it to weeks at 52/12 weeks a month, rounded to one decimal.",
        "The completion times are in months; convert them to days at 30 days per month, one decimal.",
    ],
)
def test_a_conversion_factor_the_request_sets_is_the_one_used(request_text: str, tmp_path: Path) -> None:
    it = spec_of(request_text, **{"clinic.csv": _clinic()}).steps[0].intent
    assert isinstance(it, ScaleColumn) and it.column == "completed" and it.round == 1
    out, _ = written(request_text, tmp_path, **{"clinic.csv": _clinic()})
    expected = [10.8, 4.3, 26.0] if "52/12" in request_text else [75.0, 30.0, 180.0]
    assert out["completed"].tolist() == expected


def _spikes() -> pd.DataFrame:
    return pd.DataFrame({"replicate": [1, 2, 3], "lag": [120.0, None, 310.0]})


@pytest.mark.parametrize(
    "request_text",
    [
        "Empty cells just mean the replicate had no spike, so leave them empty.",
        "Some lags are blank on purpose; those gaps are meant to be there, don't fill them.",
    ],
)
def test_blanks_said_to_stay_are_not_filled(request_text: str) -> None:
    spec = spec_of(request_text, **{"spikes.csv": _spikes()})
    assert not any(isinstance(s.intent, FillMissing) for s in spec.steps)


def test_milliseconds_convert_to_seconds(tmp_path: Path) -> None:
    for request_text in (
        "The lags are in milliseconds; please give them in seconds.",
        "Convert lag from ms to seconds.",
    ):
        out, _ = written(request_text, tmp_path, **{"spikes.csv": _spikes()})
        assert out["lag"].tolist()[::2] == [0.12, 0.31], request_text


def _returns() -> pd.DataFrame:
    return pd.DataFrame({"day": [1, 2, 3, 4, 5], "ret": [0.012, -0.031, 0.025, -0.004, 0.019]})


@pytest.mark.parametrize(
    ("request_text", "kept_days"),
    [
        ("Remove every day on which the return moved by more than 2% in either direction.", [1, 4, 5]),
        ("Keep only the days whose return was beyond 2 percent either way.", [2, 3]),
    ],
)
def test_a_percentage_over_fractions_in_either_direction_bounds_the_size(
    request_text: str, kept_days: list[int], tmp_path: Path
) -> None:
    it = spec_of(request_text, **{"returns.csv": _returns()}).steps[0].intent
    assert (
        isinstance(it, RowFilter)
        and it.conditions[0].op == "outside"
        and it.conditions[0].value == [-0.02, 0.02]
    )
    out, status = written(request_text, tmp_path, **{"returns.csv": _returns()})
    assert out["day"].tolist() == kept_days
    assert (
        status != "verified"
    )  # the percentage was read from the values: a reading to report, not to vouch for


def _peaks() -> pd.DataFrame:
    return pd.DataFrame({"peak": [1, 2, 3, 4], "level": [97.2, 66.1, 79.9, 81.0]})


@pytest.mark.parametrize(
    "request_text",
    [
        "Hydrology raised the threshold from 65 to 80. Anything below 80 has to go.",
        "We moved the cut-off from 65 to 80, so drop the peaks under 80.",
    ],
)
def test_a_value_changed_from_one_number_to_another_is_no_range(request_text: str, tmp_path: Path) -> None:
    out, _ = written(request_text, tmp_path, **{"peaks.csv": _peaks()})
    assert out["peak"].tolist() == [1, 4]


def _assays() -> pd.DataFrame:
    return pd.DataFrame({"lab": [1, 2, 3, 4, 5], "fat_pct": [20.5, 18.6, 21.4, 19.0, 22.0]})


@pytest.mark.parametrize(
    "request_text",
    [
        "Our target is 20% fat. Add a verdict: low if it is more than one point under 20, high if more than one "
        "point over, ok otherwise.",
        "Add a new column verdict: low when the fat percentage is more than 1 point below 20, high when more than "
        "1 point above, ok otherwise.",
    ],
)
def test_labels_said_as_a_distance_from_a_target(request_text: str, tmp_path: Path) -> None:
    out, _ = written(request_text, tmp_path, **{"assays.csv": _assays()})
    assert out["verdict"].tolist() == ["ok", "low", "high", "ok", "high"]
