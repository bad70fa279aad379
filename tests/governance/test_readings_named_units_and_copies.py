"""A bound in a unit no conversion reads ("65 watts or less") is about the one column of that quantity (tdp, the
thermal design power); a header of two words said the other way round ("20 mpg combined" for comb_mpg); copies
"pasted in a second time further down" with "the first one" asked keep the first copy, never the later one;
measures taken before and after something (Prewt, Postwt) are converted together; "put the words no improvement
in those cells" fills with those words. End to end with no model, on tables of their own, each in two wordings or more."""

from __future__ import annotations

from pathlib import Path

import pandas as pd
import pytest

from tests.governance.readings import written

CHIPS = pd.DataFrame(
    {
        "name": ["A1", "B2", "C3", "D4", "E5"],
        "cores": [2, 4, 6, 8, 4],
        "tdp": [35, 65, 95, 125, 65],
    }
)


@pytest.mark.parametrize(
    "request_text",
    [
        "From the processor list, keep only the chips rated at 65 watts or less.",
        "Keep only the chips drawing 65 watts or less.",
        "Drop the processors above 65 W.",
    ],
)
def test_a_bound_in_watts_is_about_the_power_column(tmp_path: Path, request_text: str) -> None:
    result, status = written(request_text, tmp_path, **{"processors.csv": CHIPS})
    assert list(result["name"]) == ["A1", "B2", "E5"]
    assert status == "verified"


CARS = pd.DataFrame(
    {
        "model": ["a", "b", "c", "d"],
        "city_mpg": [30, 15, 25, 12],
        "comb_mpg": [18, 22, 19, 25],
    }
)


@pytest.mark.parametrize(
    "request_text",
    ["Drop anything doing under 20 mpg combined.", "Drop anything under 20 combined mpg."],
)
def test_a_two_word_header_said_the_other_way_round(tmp_path: Path, request_text: str) -> None:
    result, status = written(request_text, tmp_path, **{"cars.csv": CARS})
    assert list(result["model"]) == ["b", "d"]
    assert status == "verified"


FIELDS = pd.DataFrame(
    {
        "line": [1, 2, 3, 4, 5, 6],
        "size": [235.0, 105.0, 50.0, 235.0, 105.0, 70.0],
        "depth": [126.0, 91.0, 80.0, 126.0, 91.0, 60.0],
        "operator": ["BP", "Shell", "BP", "BP", "Shell", "Esso"],
    }
)


@pytest.mark.parametrize(
    ("request_text", "lines"),
    [
        (
            "Somebody pasted part of the field list in a second time further down, so a few fields show up twice "
            "with different line numbers. One line per field, please, the first one.",
            [1, 2, 3, 6],
        ),
        (
            "Somebody pasted part of the field list in a second time further down, so a few fields show up twice "
            "with different line numbers. One line per field, please, the last one.",
            [3, 4, 5, 6],
        ),
    ],
)
def test_copies_pasted_a_second_time_keep_the_copy_asked_for(
    tmp_path: Path, request_text: str, lines: list[int]
) -> None:
    result, status = written(request_text, tmp_path, **{"fields.csv": FIELDS})
    assert sorted(result["line"]) == lines
    assert status == "verified"


WEIGHTS = pd.DataFrame(
    {
        "patient": [1, 2, 3],
        "Treat": ["Cont", "CBT", "FT"],
        "Prewt": [80.7, 90.0, 100.0],
        "Postwt": [80.2, 95.5, 110.0],
    }
)


@pytest.mark.parametrize(
    "request_text",
    [
        "Weights before and after treatment are in pounds; convert both to kilograms, one decimal.",
        "Convert the weights before and after from pounds to kilograms, one decimal.",
    ],
)
def test_measures_taken_before_and_after_are_converted_together(tmp_path: Path, request_text: str) -> None:
    result, status = written(request_text, tmp_path, **{"weights.csv": WEIGHTS})
    assert list(result["Prewt"]) == [36.6, 40.8, 45.4]
    assert list(result["Postwt"]) == [36.4, 43.3, 49.9]
    assert status == "verified"


def test_the_measure_after_alone_is_converted_alone(tmp_path: Path) -> None:
    result, _ = written(
        "Convert the weight after from pounds to kilograms, one decimal.",
        tmp_path,
        **{"weights.csv": WEIGHTS},
    )
    assert list(result["Prewt"]) == [80.7, 90.0, 100.0]
    assert list(result["Postwt"]) == [36.4, 43.3, 49.9]


TRIAL = pd.DataFrame(
    {"ID": [57, 46, 77, 17], "Treatment": ["Treated"] * 4, "Improved": ["Some", None, None, "Marked"]}
)


@pytest.mark.parametrize(
    "request_text",
    [
        "An empty improvement cell means the patient showed no improvement at all, it's not missing data. Put the "
        "words no improvement in those cells.",
        "Put the words no improvement in the empty Improved cells.",
    ],
)
def test_the_words_said_for_the_blanks_are_the_fill(tmp_path: Path, request_text: str) -> None:
    result, status = written(request_text, tmp_path, **{"trial.csv": TRIAL})
    assert list(result["Improved"]) == ["Some", "no improvement", "no improvement", "Marked"]
    assert status == "verified"
