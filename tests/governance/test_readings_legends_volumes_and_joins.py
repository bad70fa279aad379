"""Readings of a code legend the request states ("coded 1 for relapsed and 0 for didn't; spell it out"),
volumes and conversions of unnamed numbered columns, the rounding a conversion keeps when it is not said, and
join wordings ("put the scores next to the names by pupil number", "side by side per plot", "leave out any
plot that lacks one of the two", "keep the pupils without a score in the table"). Each in two wordings over
tables written for these tests, with a case that must not be read where one makes sense."""

from __future__ import annotations

from pathlib import Path

import pandas as pd
import pytest

from dataagents.governance.spec import ConvertUnit, Join, MapValues, RowFilter
from tests.governance.readings import spec_of, written


def _trial() -> pd.DataFrame:
    return pd.DataFrame({"case": [1, 2, 3, 4], "dose": [0.5, 1.5, 0.5, 2.0], "relapse": [1, 0, 0, 1]})


@pytest.mark.parametrize(
    "request_text",
    [
        "The relapse column is coded 1 for relapsed and 0 for did not relapse. Please spell it out as yes or no.",
        "Relapse uses 1 = came back, 0 = never came back; can you write it out as yes/no instead?",
    ],
)
def test_a_stated_legend_spells_codes_as_yes_or_no(request_text: str, tmp_path: Path) -> None:
    it = spec_of(request_text, **{"trial.csv": _trial()}).steps[0].intent
    assert isinstance(it, MapValues) and it.column == "relapse"
    assert it.meanings == {"1": "yes", "0": "no"}
    out, status = written(request_text, tmp_path, **{"trial.csv": _trial()})
    assert out["relapse"].tolist() == ["yes", "no", "no", "yes"]
    assert out["dose"].tolist() == [0.5, 1.5, 0.5, 2.0]
    # which meaning is yes is read from the words: said in the report, never verified
    assert status != "verified"


def _traits() -> pd.DataFrame:
    return pd.DataFrame(
        {
            "plant": ["oak", "fern", "moss"],
            "woody": [2, 1, 1],
            "flowers": [1.0, None, 2.0],
            "height": [30.0, 1.0, 0.1],
        }
    )


@pytest.mark.parametrize(
    "request_text",
    [
        "Every trait is coded 1 for absent and 2 for present. Replace the codes with the words throughout.",
        "The trait columns use 2 = present and 1 = absent, which nobody remembers; please decode them.",
    ],
)
def test_a_legend_spells_every_column_that_holds_only_its_codes(request_text: str, tmp_path: Path) -> None:
    steps = [s.intent for s in spec_of(request_text, **{"traits.csv": _traits()}).steps]
    assert {s.column for s in steps if isinstance(s, MapValues)} == {"woody", "flowers"}
    out, _ = written(request_text, tmp_path, **{"traits.csv": _traits()})
    assert out["woody"].tolist() == ["present", "absent", "absent"]
    assert out["flowers"].fillna("").tolist() == ["absent", "", "present"]
    assert out["height"].tolist() == [30.0, 1.0, 0.1]  # holds other values: no code column


def test_a_legend_whose_codes_no_column_holds_is_not_read() -> None:
    spec = spec_of(
        "Sites are coded 7 for coastal and 9 for inland; spell them out.", **{"traits.csv": _traits()}
    )
    assert not any(isinstance(s.intent, MapValues) for s in spec.steps)


def _curve() -> pd.DataFrame:
    return pd.DataFrame({"standard": [1, 2, 3], "glucose": [0.1, 0.35, 0.6], "absorbance": [0.08, 0.3, 0.51]})


@pytest.mark.parametrize(
    "request_text",
    [
        "Our new protocol logs glucose volumes in microlitres, but this curve still has them in millilitres. "
        "Could you convert them?",
        "The glucose amounts are in millilitres; please give them in microlitres.",
    ],
)
def test_millilitres_convert_to_microlitres(request_text: str, tmp_path: Path) -> None:
    it = spec_of(request_text, **{"curve.csv": _curve()}).steps[0].intent
    assert (
        isinstance(it, ConvertUnit) and it.column == "glucose" and (it.from_unit, it.to_unit) == ("ml", "ul")
    )
    out, _ = written(request_text, tmp_path, **{"curve.csv": _curve()})
    assert out["glucose"].tolist() == [100.0, 350.0, 600.0]
    assert out["absorbance"].tolist() == [0.08, 0.3, 0.51]


def _laps() -> pd.DataFrame:
    return pd.DataFrame({"runner": [1, 2, 3], "T1": [61250.0, 59870.5, None], "T2": [60100.0, None, 62004.0]})


@pytest.mark.parametrize(
    "request_text",
    [
        "The lap times are in milliseconds, please give them in seconds.",
        "Could I have the laps in seconds rather than milliseconds?",
    ],
)
def test_unnamed_numbered_columns_are_all_converted_and_keep_their_digits(
    request_text: str, tmp_path: Path
) -> None:
    steps = [s.intent for s in spec_of(request_text, **{"laps.csv": _laps()}).steps]
    assert [(s.column, s.to_unit) for s in steps] == [("T1", "s"), ("T2", "s")]
    out, status = written(request_text, tmp_path, **{"laps.csv": _laps()})
    # 59870.5 ms is 59.8705 s: a conversion whose rounding is not said keeps every digit the values had
    assert out["T1"].tolist()[:2] == [61.25, 59.8705]
    assert out["T2"].tolist()[::2] == [60.1, 62.004]
    assert out["runner"].tolist() == [1, 2, 3]
    assert status != "verified"  # the columns were a guess: reported, not verified


def test_no_guess_when_the_measured_columns_are_no_numbered_run() -> None:
    table = pd.DataFrame({"runner": [1, 2], "warmup": [300.0, 280.0], "race": [61000.0, 59000.0]})
    spec = spec_of("The times are in milliseconds; give them in seconds.", **{"times.csv": table})
    assert not any(isinstance(s.intent, ConvertUnit) for s in spec.steps)


def _pupils() -> pd.DataFrame:
    return pd.DataFrame({"pupil": [1, 2, 3, 4], "name": ["Ann", "Bo", "Cy", "Di"]})


def _scores() -> pd.DataFrame:
    return pd.DataFrame({"pupil": [4, 1, 5], "score": [71, 64, 80]})


@pytest.mark.parametrize(
    "request_text",
    [
        "Put the scores next to the names by pupil number, and keep the pupils without a score in the table, "
        "blank for now.",
        "Put the test results alongside the class list per pupil; keep those with no result yet, blank.",
    ],
)
def test_next_to_by_a_key_is_a_join_keeping_the_unmatched(request_text: str, tmp_path: Path) -> None:
    frames = {"a_pupils.csv": _pupils(), "b_scores.csv": _scores()}
    steps = [s.intent for s in spec_of(request_text, **frames).steps]
    assert len(steps) == 1 and isinstance(steps[0], Join)
    assert steps[0].keys == ["pupil"] and steps[0].how == "left"
    out, _ = written(request_text, tmp_path, **frames)
    assert out["pupil"].tolist() == [1, 2, 3, 4]
    assert out["score"].fillna(-1).tolist() == [64, -1, -1, 71]


@pytest.mark.parametrize(
    "request_text",
    [
        "I have the names in one file and the scores in another. Put them side by side per pupil, and leave out "
        "any pupil that lacks one of the two.",
        "Names in one file, scores in the other: line them up by pupil and drop any pupil missing from either.",
    ],
)
def test_side_by_side_leaving_out_the_unmatched_is_an_inner_join(request_text: str, tmp_path: Path) -> None:
    frames = {"a_pupils.csv": _pupils(), "b_scores.csv": _scores()}
    steps = [s.intent for s in spec_of(request_text, **frames).steps]
    assert [type(s) for s in steps] == [Join] and steps[0].how == "inner"
    out, _ = written(request_text, tmp_path, **frames)
    assert sorted(out["pupil"].tolist()) == [1, 4]


def test_keeping_rows_without_a_column_value_after_a_join_stays_a_filter() -> None:
    frames = {
        "a_pupils.csv": _pupils().assign(phone=["1", None, "3", None]),
        "b_scores.csv": _scores(),
    }
    spec = spec_of("Join the scores on pupil. Keep only the pupils without a phone.", **frames)
    assert any(isinstance(s.intent, RowFilter) for s in spec.steps)


def _plots() -> pd.DataFrame:
    return pd.DataFrame({"plot": [1, 2, 3, 4], "x": [2.0, 8.0, 3.0, 9.0], "y": [1.0, 2.0, 7.0, 8.0]})


@pytest.mark.parametrize(
    "request_text",
    [
        "Add a column called corner giving each plot's quadrant about (5, 5): top left, top right, bottom left or "
        "bottom right.",
        "Please tag every plot with its quadrant relative to the point (5, 5) - lower left, lower right, upper "
        "left or upper right - in a new corner column.",
    ],
)
def test_quadrants_around_a_point_label_each_row(request_text: str, tmp_path: Path) -> None:
    out, _ = written(request_text, tmp_path, **{"plots.csv": _plots()})
    low = "bottom" if "bottom" in request_text else "lower"
    high = "top" if "top" in request_text else "upper"
    assert out["corner"].tolist() == [f"{low} left", f"{low} right", f"{high} left", f"{high} right"]


def test_a_quadrant_without_a_point_is_not_guessed() -> None:
    spec = spec_of(
        "Tag each plot with its quadrant: upper left, upper right, lower left or lower right.",
        **{"plots.csv": _plots()},
    )
    assert not spec.steps
