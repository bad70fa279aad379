"""A miniature task in the DSBench release layout, written fresh for each test."""

from __future__ import annotations

from pathlib import Path

import pandas as pd
import pytest


@pytest.fixture(autouse=True)
def _few_search_trials(monkeypatch: pytest.MonkeyPatch) -> None:
    """Two TPE trials per search: the floor's search would otherwise use each test's whole time budget."""
    monkeypatch.setenv("DATAAGENTS_FLOOR_TRIALS", "2")


DESCRIPTION = """Bike Sharing Demand (miniature)
Description
Forecast hourly bike rentals.
Evaluation
Submissions are evaluated one the Root Mean Squared Logarithmic Error (RMSLE).
Data Fields
datetime - hourly date + timestamp
temp - temperature in Celsius
count - number of total rentals
"""


def write_release(root: Path, name: str = "bike-mini", n_train: int = 40, n_test: int = 10) -> Path:
    """A release-layout root (``data/task``, ``data/data_resplit``, ``data/answers``) with one task."""
    base = root / "data"
    folder = base / "data_resplit" / name
    folder.mkdir(parents=True)
    (base / "task").mkdir(parents=True)
    (base / "answers" / name).mkdir(parents=True)
    rows = n_train + n_test
    times = pd.date_range("2011-01-01", periods=rows, freq="h")
    temp = [10 + (i % 24) * 0.5 for i in range(rows)]
    count = [int(5 + 3 * (i % 24)) for i in range(rows)]
    df = pd.DataFrame({"datetime": times.strftime("%Y-%m-%d %H:%M:%S"), "temp": temp, "count": count})
    train, test = df.iloc[:n_train], df.iloc[n_train:]
    train.to_csv(folder / "train.csv", index=False)
    test.drop(columns="count").to_csv(folder / "test.csv", index=False)
    test.assign(count=0)[["datetime", "count"]].to_csv(folder / "sample_submission.csv", index=False)
    test[["datetime", "count"]].to_csv(base / "answers" / name / "test_answer.csv", index=False)
    (base / "task" / f"{name}.txt").write_text(DESCRIPTION, encoding="utf-8")
    return root


@pytest.fixture
def release(tmp_path: Path) -> Path:
    return write_release(tmp_path)


SUITE = Path(__file__).resolve().parents[3] / "src" / "dataagents" / "suites" / "dsbench_modeling"


@pytest.fixture
def suite_root() -> Path:
    return SUITE


@pytest.fixture
def make_release():
    return write_release
