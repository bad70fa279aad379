"""A delivered table keeps the input's spelling of every value it did not change: whole numbers in a column
with blanks stay '30' (not pandas' '30.0'), '+1415…' keeps its plus, and a code that looks like a missing
marker ('NA' among two-letter country codes) stays a value."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pandas as pd

from dataagents.governance.deliver import as_written, input_spellings, written_form_check
from dataagents.governance.govern import run_request
from dataagents.governance.io import read_table


def _govern(request: str, inputs: list[Path], out: Path):
    return asyncio.run(run_request(request, inputs, out, model=None))


def test_dropping_rows_keeps_whole_numbers_and_codes_as_written(tmp_path: Path) -> None:
    src = tmp_path / "people.csv"
    src.write_text("name,age,score,country\nann,30,3.50,NA\nbob,,2.25,DE\ncid,41,1.00,\ndan,27,0.75,FR\n")
    out = tmp_path / "kept.csv"
    outcome = _govern("remove every row whose age is blank", [src], out)
    assert outcome.status == "verified", outcome.reason
    assert out.read_text().splitlines() == [
        "name,age,score,country",
        "ann,30,3.50,NA",
        "cid,41,1.00,",
        "dan,27,0.75,FR",
    ]


def test_a_changed_value_is_written_new_and_kept_ones_as_before(tmp_path: Path) -> None:
    src = tmp_path / "ages.csv"
    src.write_text("id,age\n1,30\n2,\n3,40\n4,31\n")
    out = tmp_path / "filled.csv"
    outcome = _govern("fill the missing ages with the median age", [src], out)
    assert outcome.status == "verified", outcome.reason
    assert out.read_text().splitlines() == ["id,age", "1,30", "2,31", "3,40", "4,31"]


def test_missing_markers_of_another_shape_are_still_missing(tmp_path: Path) -> None:
    src = tmp_path / "cities.csv"
    src.write_text("city,pop\nOslo,700\nNA,\nRome,2800\nLima,9700\n")
    assert read_table(src)["city"].isna().tolist() == [False, True, False, False]
    codes = tmp_path / "codes.csv"
    codes.write_text("code,pop\nDE,83\nNA,2.6\n,1\nFR,68\n")
    assert read_table(codes)["code"].tolist()[:2] == ["DE", "NA"]
    assert pd.isna(read_table(codes)["code"].iloc[2])


def test_long_numbers_keep_every_digit_and_sign(tmp_path: Path) -> None:
    src = tmp_path / "phones.csv"
    src.write_text("id,phone\n1,+14158324682\n2,+14158324689\n3,\n")
    frame = read_table(src)
    spelled = as_written(frame, input_spellings([src]))
    assert spelled["phone"].tolist()[:2] == ["+14158324682", "+14158324689"]


def test_a_respelled_value_is_reported(tmp_path: Path) -> None:
    src = tmp_path / "ages.csv"
    src.write_text("id,age\n1,30\n2,\n")
    written = pd.DataFrame({"id": ["1"], "age": ["30.0"]})
    assert written_form_check(written, input_spellings([src])) == ["age: '30' written as '30.0'"]
    assert written_form_check(pd.DataFrame({"id": ["1"], "age": ["30"]}), input_spellings([src])) == []
