"""Tiers against a column's own spread ("more often than the 75th-percentile song", "above the median", "in the top
quartile"), with how often a thing was done said by its verb ("played" for a play count) and cases said as
"<condition> is a <label>"; a poll's two sides said by their synonyms ("the people objecting", "those in favour",
"the approval" for a header approve) and compared, never read as arithmetic ("is over four times") nor as words to
look for in a name. Each on tables of its own, in two or more wordings, end to end with no model; the wrong
readings these replaced were reported verified."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pandas as pd
import pytest

from tests.governance.readings import solved

PODCASTS = pd.DataFrame(
    {
        "episode": list(range(1, 13)),
        "title": [f"Episode {i}" for i in range(1, 13)],
        "host": ["Ana", "Ben", "Ana", "Cy", "Ben", "Ana", "Cy", "Ben", "Ana", "Cy", "Ben", "Ana"],
        "downloadcount": [310, 45, 1200, 87, 560, 33, 940, 150, 71, 2100, 410, 19],
        "season_year": [2019, 2019, 2020, 2020, 2020, 2021, 2021, 2021, 2022, 2022, 2023, 2023],
    }
)


def _saved(tmp_path: Path, name: str, frame: pd.DataFrame) -> Path:
    path = tmp_path / name
    frame.to_csv(path, index=False)
    return path


def _tiers(counts: pd.Series, top: str, middle: str, rest: str) -> list[str]:
    upper, median = counts.quantile(0.75), counts.quantile(0.5)
    return [top if v > upper else middle if v > median else rest for v in counts]


@pytest.mark.parametrize(
    "request_text",
    [
        "Anything downloaded more often than the 75th-percentile episode is a hit, more often than the median "
        "episode makes it solid, and the rest are long tails; put it in a reach column?",
        "Add a reach column: hit when the download count is above the upper quartile, solid when it is above the "
        "median, long tail otherwise.",
        "Add a reach column: an episode whose download count is in the top quartile is a hit, above the median is "
        "a solid and everything else is a long tail.",
    ],
)
def test_tiers_against_the_columns_own_quartile_and_median(tmp_path: Path, request_text: str) -> None:
    status, result = solved(request_text, _saved(tmp_path, "episodes.csv", PODCASTS))
    expected = _tiers(PODCASTS["downloadcount"], "hit", "solid", "long tail")
    assert result["reach"].tolist() == expected
    assert len(set(expected)) == 3  # the table has rows in each tier, so a wrong cut shows
    assert status in ("verified", "unverified")


@pytest.mark.parametrize(
    ("request_text", "kept"),
    [
        ("Keep the episodes in the top half by download count.", lambda v: v > np.median(v)),
        ("Drop every episode downloaded less often than the median episode.", lambda v: v >= np.median(v)),
    ],
)
def test_a_filter_against_the_median_said_in_words(tmp_path: Path, request_text: str, kept) -> None:
    status, result = solved(request_text, _saved(tmp_path, "episodes.csv", PODCASTS))
    counts = PODCASTS["downloadcount"].to_numpy()
    assert result["episode"].tolist() == PODCASTS["episode"][kept(counts)].tolist()
    assert len(result) < len(PODCASTS)
    assert status == "verified"


BALLOT = pd.DataFrame(
    {
        "line": list(range(1, 9)),
        "region": ["North", "South", "East", "West", "Coast", "Hills", "Delta", "Plains"],
        "approve": [12, 40, 55, 20, 8, 47, 30, 25],
        "disapprove": [80, 45, 30, 60, 88, 47, 50, 70],
        "unsure": [8, 15, 15, 20, 4, 6, 20, 5],
        "net_approval": [-68, -5, 25, -40, -80, 0, -20, -45],
    }
)


def _verdicts(approve: pd.Series, disapprove: pd.Series, factor: float | None) -> list[str]:
    out = []
    for a, d in zip(approve, disapprove, strict=True):
        if factor is not None and d > factor * a:
            out.append("overwhelmingly against")
        elif d > a:
            out.append("against")
        else:
            out.append("for")
    return out


@pytest.mark.parametrize(
    ("request_text", "factor"),
    [
        (
            "Could each region line of the ballot table get a verdict? Overwhelmingly against when the people "
            "objecting are more than three times those supporting it, against when the objectors simply "
            "outnumber the supporters, and for otherwise.",
            3.0,
        ),
        (
            "Add a verdict column: overwhelmingly against when the disapproval is more than 3 times the approval, "
            "against when disapproval exceeds approval, for otherwise.",
            3.0,
        ),
        (
            "Could each line get a verdict? Overwhelmingly against when disapprove is over three times approve, "
            "against when disapprove beats approve, for otherwise.",
            3.0,
        ),
        ("Add a verdict column: against if those opposed outnumber those in favour, for otherwise.", None),
    ],
)
def test_a_polls_two_sides_said_by_synonyms_and_compared(
    tmp_path: Path, request_text: str, factor: float | None
) -> None:
    status, result = solved(request_text, _saved(tmp_path, "ballot.csv", BALLOT))
    expected = _verdicts(BALLOT["approve"], BALLOT["disapprove"], factor)
    assert result["verdict"].tolist() == expected
    assert status in ("verified", "unverified")
