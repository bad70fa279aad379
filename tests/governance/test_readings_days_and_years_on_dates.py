"""A day said before which way the range runs ("began on 18 April 2019 or later", "2019-04-18 onwards", "March 3,
2019 or earlier"), a bare year against a column of dates ("from 2019 on", "from before 2019", "after 2018") with a
count column whose values span the year, and the file's name said whole ("the recall polls" over
recall_polls.csv) naming the table rather than a value its words begin. Before, the year was compared with the
sample size, or the ISO day read as a range "04 to 18", and both were reported verified. End to end with no
model, on a table of its own."""

from __future__ import annotations

from pathlib import Path

import pandas as pd
import pytest

from tests.governance.readings import solved

POLLS = pd.DataFrame(
    {
        "poll": list(range(1, 11)),
        "start": [
            "2018-11-02",
            "2019-01-21",
            "2019-03-03",
            "2019-03-29",
            "2019-04-17",
            "2019-04-18",
            "2019-05-11",
            "2019-06-08",
            "2019-09-23",
            "2020-01-05",
        ],
        "pollster": [
            "Ipsos",
            "Gallup",
            "Civiqs",
            "Ipsos",
            "YouGov",
            "Ipsos",
            "Fox",
            "Civiqs",
            "Ipsos",
            "Gallup",
        ],
        "sample_size": [1001, 2016, 1559, 2716, 3311, 1005, 1008, 1559, 876, 2020],
        "category": [
            "recall",
            "recall_and_remove",
            "recall",
            "begin_inquiry",
            "recall",
            "recall",
            "begin_inquiry",
            "recall_and_remove",
            "recall",
            "recall",
        ],
        "yes": [40, 43, 39, 41, 45, 40, 42, 43, 47, 48],
    }
)
DAYS = pd.to_datetime(POLLS["start"])


def _saved(tmp_path: Path) -> Path:
    path = tmp_path / "recall_polls.csv"
    POLLS.to_csv(path, index=False)
    return path


@pytest.mark.parametrize(
    ("request_text", "kept"),
    [
        (
            "I only want the recall polls whose fieldwork began on 18 April 2019 or later; anything that started "
            "before can go.",
            DAYS >= "2019-04-18",
        ),
        ("Keep the polls from 2019-04-18 onwards.", DAYS >= "2019-04-18"),
        ("Drop the polls that started on March 3, 2019 or earlier.", DAYS > "2019-03-03"),
        ("Keep the polls from 2019 on.", DAYS >= "2019-01-01"),
        ("Drop the polls from before 2019.", DAYS >= "2019-01-01"),
        ("Keep the polls after 2019.", DAYS > "2019-12-31"),
    ],
)
def test_days_and_years_against_the_date_column(tmp_path: Path, request_text: str, kept: pd.Series) -> None:
    status, result = solved(request_text, _saved(tmp_path))
    assert result["poll"].tolist() == POLLS["poll"][kept].tolist()
    assert 0 < len(result) < len(POLLS)
    assert status in ("verified", "unverified")
