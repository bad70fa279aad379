"""Unit conversions said in business words: the column next to the unit it is in, and numbers written in
thousands of a unit."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pandas as pd

from dataagents.governance.govern import run_request
from dataagents.governance.plan import read_by_rules
from dataagents.governance.spec import ConvertUnit


def _hikes() -> pd.DataFrame:
    return pd.DataFrame({"route": [1, 2, 3], "climb": [3.2, 1.5, 0.8], "name": ["Ridge", "Lake", "Falls"]})


def test_numbers_in_thousands_of_a_unit_are_scaled(tmp_path: Path) -> None:
    text = "The climb is recorded in thousands of feet (3.2 means 3,200 ft). Give it in metres, rounded to one decimal."
    spec, problem = read_by_rules(text, {"hikes.csv": _hikes()})
    it = spec.steps[0].intent
    assert not problem and isinstance(it, ConvertUnit)
    assert (it.column, it.from_unit, it.scale, it.to_unit, it.round) == ("climb", "ft", 1000.0, "m", 1)
    src, out = tmp_path / "hikes.csv", tmp_path / "out.csv"
    _hikes().to_csv(src, index=False)
    asyncio.run(run_request(text, [src], out, model=None))
    assert pd.read_csv(out)["climb"].tolist() == [975.4, 457.2, 243.8]


def test_the_column_said_next_to_its_unit_is_converted() -> None:
    text = "The route climbs here are in feet. Convert them to metres."
    spec, _ = read_by_rules(text, {"hikes.csv": _hikes()})
    it = spec.steps[0].intent
    assert isinstance(it, ConvertUnit) and it.column == "climb" and it.from_unit == "ft"
