"""Readings of a comparison said once for several columns ("x, y or z is under 0.05", "both coordinates under
250", "any of the three numbers"), two comparisons for one column ("under 0.05 or over 0.95"), a range outside
of which rows go (on the measured column, never on a row number), rounding of every number, a unit wanted as
"whole centimetres", label bands that refer to the case before ("from 0.3 up to that") and are named by what
each row is given, labels by the side of a line, copies said to be in twice with no step asked, copies said
elsewhere to differ in their number, the pasted correction that counts, and links moved to https. Each in two
wordings over tables written for these tests, with a case that must not be read where one makes sense."""

from __future__ import annotations

from pathlib import Path

import pandas as pd
import pytest

from dataagents.governance.spec import (
    ConvertUnit,
    Deduplicate,
    LabelByConditions,
    ReplaceText,
    RowFilter,
    ScaleColumn,
    ShareOfTotal,
)
from tests.governance.readings import spec_of, written


def _cube() -> pd.DataFrame:
    return pd.DataFrame(
        {
            "draw": [1, 2, 3, 4, 5],
            "u": [0.01, 0.5, 0.6, 0.97, 0.4],
            "v": [0.5, 0.02, 0.7, 0.5, 0.3],
            "w": [0.5, 0.5, 0.99, 0.5, 0.2],
        }
    )


@pytest.mark.parametrize(
    ("request_text", "kept"),
    [
        ("Drop every draw where u, v or w is under 0.05.", [3, 4, 5]),
        ("Drop every draw where any of the three numbers is under 0.05 or over 0.95.", [5]),
        ("Remove the draws where u is under 0.05 or over 0.95.", [2, 3, 5]),
        ("Keep the draws where both v and w are above 0.45.", [1, 3, 4]),
    ],
)
def test_a_comparison_said_once_holds_for_every_column_listed(
    request_text: str, kept: list[int], tmp_path: Path
) -> None:
    steps = [s.intent for s in spec_of(request_text, **{"cube.csv": _cube()}).steps]
    assert len(steps) == 1 and isinstance(steps[0], RowFilter)
    out, _ = written(request_text, tmp_path, **{"cube.csv": _cube()})
    assert out["draw"].tolist() == kept


def test_a_listed_item_that_is_no_column_is_not_spread() -> None:
    spec = spec_of("Drop every draw where u or the colour is under 0.05.", **{"cube.csv": _cube()})
    assert not any(isinstance(s.intent, RowFilter) and len(s.intent.conditions) >= 2 for s in spec.steps)


def _plates() -> pd.DataFrame:
    return pd.DataFrame({"cell": [1, 2, 3, 4], "x": [100, 300, 200, 400], "y": [120, 90, 400, 450]})


@pytest.mark.parametrize(
    "request_text",
    [
        "The lower-left corner was scratched, meaning both coordinates under 250. Drop the cells that fall there.",
        "Remove the cells with both coordinates below 250.",
    ],
)
def test_both_coordinates_under_a_bound(request_text: str, tmp_path: Path) -> None:
    out, _ = written(request_text, tmp_path, **{"plates.csv": _plates()})
    assert out["cell"].tolist() == [2, 3, 4]


def _gauge() -> pd.DataFrame:
    return pd.DataFrame({"reading": [1, 2, 3, 4, 5], "bore": [5.5, 5.6, 5.72, 5.58, 5.65]})


@pytest.mark.parametrize(
    "request_text",
    [
        "Remove readings outside 5.55 to 5.70.",
        "The tolerance is now 5.55 to 5.70, so anything measured outside that window has to come off the sheet.",
    ],
)
def test_a_range_is_about_the_measured_column_never_the_row_number(request_text: str, tmp_path: Path) -> None:
    (step,) = spec_of(request_text, **{"gauge.csv": _gauge()}).steps
    assert isinstance(step.intent, RowFilter)
    assert {c.column for c in step.intent.conditions} == {"bore"}
    out, status = written(request_text, tmp_path, **{"gauge.csv": _gauge()})
    assert out["reading"].tolist() == [2, 4, 5]
    assert status != "verified"  # the column was a guess: reported


def test_whole_row_numbers_stay_a_condition_on_the_numbering() -> None:
    (step,) = spec_of("Keep readings 2 to 4.", **{"gauge.csv": _gauge()}).steps
    assert {c.column for c in step.intent.conditions} == {"reading"}


def _matrix() -> pd.DataFrame:
    return pd.DataFrame(
        {"test": ["a", "b", "c"], "n": [10, 12, 9], "a": [1.0, 0.31234, 0.5678], "b": [0.31234, 1.0, 0.45]}
    )


@pytest.mark.parametrize(
    "request_text",
    [
        "Round every correlation in the little test matrix to two places.",
        "Please round all the numbers to 2 decimals.",
    ],
)
def test_rounding_every_number_rounds_each_column_with_more_decimals(
    request_text: str, tmp_path: Path
) -> None:
    steps = [s.intent for s in spec_of(request_text, **{"m.csv": _matrix()}).steps]
    assert {s.column for s in steps if isinstance(s, ScaleColumn)} == {"a", "b"}
    out, _ = written(request_text, tmp_path, **{"m.csv": _matrix()})
    assert out["a"].tolist() == [1.0, 0.31, 0.57] and out["n"].tolist() == [10, 12, 9]


@pytest.mark.parametrize(
    "request_text",
    [
        "Heights here are in metres but the form wants whole centimetres. Could you convert them?",
        "The heights are in metres; our report needs them in whole centimetres.",
    ],
)
def test_whole_units_wanted(request_text: str, tmp_path: Path) -> None:
    frame = pd.DataFrame({"name": ["a", "b"], "height": [1.874, 1.5]})
    it = spec_of(request_text, **{"h.csv": frame}).steps[0].intent
    assert isinstance(it, ConvertUnit) and it.to_unit == "cm" and it.round == 0
    out, _ = written(request_text, tmp_path, **{"h.csv": frame})
    assert out["height"].tolist() == [187, 150]


def _pairs() -> pd.DataFrame:
    return pd.DataFrame({"pair": ["ab", "ac", "bc", "bd"], "r": [0.62, 0.35, 0.12, 0.5]})


@pytest.mark.parametrize(
    "request_text",
    [
        "Give every pair of tests a band: high at 0.5 and above, medium from 0.3 up to that, low below 0.3.",
        "Add a band column: high for 0.5 and above, medium from 0.3 up to that, low below 0.3.",
    ],
)
def test_a_band_up_to_the_case_before(request_text: str, tmp_path: Path) -> None:
    (step,) = spec_of(request_text, **{"pairs.csv": _pairs()}).steps
    assert isinstance(step.intent, LabelByConditions) and step.intent.target == "band"
    out, _ = written(request_text, tmp_path, **{"pairs.csv": _pairs()})
    assert out["band"].tolist() == ["high", "medium", "low", "high"]


def _points() -> pd.DataFrame:
    return pd.DataFrame({"point": [1, 2, 3, 4], "x": [1, 2, 3, 4], "y": [2, 2, 0, 0]})


@pytest.mark.parametrize(
    ("request_text", "expected"),
    [
        (
            "Mark where each point sits relative to the line y = x, in a side column: above, below, or on the line.",
            ("side", ["above", "on the line", "below", "below"]),
        ),
        (
            "Which points lie exactly on the line y = 0? New column fit, with on line or off line.",
            ("fit", ["off line", "off line", "on line", "on line"]),
        ),
    ],
)
def test_labels_by_the_side_of_a_line(
    request_text: str, expected: tuple[str, list[str]], tmp_path: Path
) -> None:
    out, _ = written(request_text, tmp_path, **{"points.csv": _points()})
    column, labels = expected
    assert out[column].tolist() == labels


def _obs() -> pd.DataFrame:
    return pd.DataFrame({"obs": [1, 1, 2, 3, 3], "value": [5.0, 5.0, 6.0, 7.0, 7.0]})


@pytest.mark.parametrize(
    "request_text",
    [
        "A handful of observations are in the file twice, sometimes a line or two apart.",
        "Some rows came through twice in the export.",
    ],
)
def test_rows_said_to_be_in_twice_are_kept_once_and_reported(request_text: str, tmp_path: Path) -> None:
    (step,) = spec_of(request_text, **{"obs.csv": _obs()}).steps
    assert isinstance(step.intent, Deduplicate) and step.intent.key == []
    out, status = written(request_text, tmp_path, **{"obs.csv": _obs()})
    assert out["obs"].tolist() == [1, 2, 3] and status != "verified"


def test_twice_said_of_a_table_without_repeated_rows_is_no_deduplication() -> None:
    spec = spec_of("Some rows came through twice in the export.", **{"obs.csv": _obs().drop_duplicates()})
    assert not spec.steps


def _stations() -> pd.DataFrame:
    return pd.DataFrame(
        {"station": [1, 2, 3, 4, 5], "lat": [1.0, 2.0, 3.0, 1.0, 3.0], "lon": [9.0, 8.0, 7.0, 9.0, 7.0]}
    )


@pytest.mark.parametrize(
    "request_text",
    [
        "Someone entered a few of the stations a second time under new station numbers at the end of the list. "
        "Take those second copies out so each station is there once.",
        "A few stations were keyed a second time with new station numbers. Keep one row per station, the first.",
    ],
)
def test_copies_said_elsewhere_to_differ_in_their_number(request_text: str, tmp_path: Path) -> None:
    out, _ = written(request_text, tmp_path, **{"stations.csv": _stations()})
    assert out["station"].tolist() == [1, 2, 3]


@pytest.mark.parametrize(
    "request_text",
    [
        "Corrections were pasted underneath the original rows. Keep one row per year, and where a year appears "
        "twice it's the pasted correction that counts.",
        "Keep one row per year; where there are two, the appended one is the one that wins.",
    ],
)
def test_the_pasted_correction_counts(request_text: str, tmp_path: Path) -> None:
    frame = pd.DataFrame({"year": [1700, 1701, 1702, 1701], "spots": [5.0, 11.0, 16.0, 12.0]})
    out, _ = written(request_text, tmp_path, **{"spots.csv": frame})
    assert dict(zip(out["year"], out["spots"], strict=True)) == {1700: 5.0, 1701: 12.0, 1702: 16.0}


@pytest.mark.parametrize(
    "request_text",
    [
        "Both help links still use plain http. Change them to https and leave the rest of each address alone.",
        "Please switch the links over to https.",
    ],
)
def test_links_moved_to_https(request_text: str, tmp_path: Path) -> None:
    frame = pd.DataFrame(
        {"page": ["a", "b", "c"], "url": ["http://x.org/a", "https://y.org/b", "http://z.org/http/c"]}
    )
    (step,) = spec_of(request_text, **{"links.csv": frame}).steps
    assert isinstance(step.intent, ReplaceText)
    out, _ = written(request_text, tmp_path, **{"links.csv": frame})
    assert out["url"].tolist() == ["https://x.org/a", "https://y.org/b", "https://z.org/http/c"]


def _correlations() -> pd.DataFrame:
    return pd.DataFrame(
        {
            "first": ["mood", "mood", "sleep", "sleep", "diet", "mood"],
            "second": ["mood", "sleep", "mood", "sleep", "mood", "diet"],
            "r": [1.0, 0.4, 0.4, 1.0, 0.2, 0.2],
        }
    )


@pytest.mark.parametrize(
    "request_text",
    [
        "The export lists every pair twice, once in each direction (mood with sleep, then sleep with mood). "
        "One row per pair is enough: keep whichever comes first.",
        "Each pair shows up both ways round; keep one row per pair, the first.",
    ],
)
def test_a_pair_listed_both_ways_is_one_pair(request_text: str, tmp_path: Path) -> None:
    frame = _correlations().iloc[1:4].reset_index(drop=True)  # mood-sleep, sleep-mood, sleep-sleep
    frame = pd.concat([frame, _correlations().iloc[4:]], ignore_index=True)
    steps = [s.intent for s in spec_of(request_text, **{"r.csv": frame}).steps]
    assert len(steps) == 1 and isinstance(steps[0], Deduplicate) and steps[0].unordered
    out, _ = written(request_text, tmp_path, **{"r.csv": frame})
    assert list(zip(out["first"], out["second"], strict=True)) == [
        ("mood", "sleep"),
        ("sleep", "sleep"),
        ("diet", "mood"),
    ]


def test_one_row_per_pair_without_both_ways_keeps_the_order() -> None:
    steps = [
        s.intent
        for s in spec_of("Keep one row per first and second pair.", **{"r.csv": _correlations()}).steps
    ]
    assert not any(isinstance(s, Deduplicate) and s.unordered for s in steps)


@pytest.mark.parametrize(
    "request_text",
    [
        "The list includes each measure paired with itself, which is useless, so take those rows out.",
        "Remove the rows where a measure is correlated with itself.",
    ],
)
def test_rows_pairing_a_name_with_itself_are_dropped(request_text: str, tmp_path: Path) -> None:
    out, _ = written(request_text, tmp_path, **{"r.csv": _correlations()})
    assert (out["first"] != out["second"]).all() and len(out) == 4


@pytest.mark.parametrize(
    "request_text",
    [
        "Fill each missing score with the mean of the other cases in its group, rounded to a whole number.",
        "Fill the blanks with the mean of the same group, to a whole number.",
    ],
)
def test_a_fill_from_the_rows_of_its_group(request_text: str, tmp_path: Path) -> None:
    frame = pd.DataFrame(
        {"case": [1, 2, 3, 4, 5, 6], "group": list("AAABBB"), "s": [1.0, 2.0, None, 10.0, None, 13.0]}
    )
    out, _ = written(request_text, tmp_path, **{"g.csv": frame})
    assert out["s"].tolist() == [1.0, 2.0, 2.0, 10.0, 12.0, 13.0]


@pytest.mark.parametrize(
    "request_text",
    [
        "I'd rather see the share of all the orders than the raw number: a percentage with one decimal, please.",
        "Show each count as a percentage of the total, to one decimal.",
    ],
)
def test_counts_as_a_share_of_their_total(request_text: str, tmp_path: Path) -> None:
    frame = pd.DataFrame({"items": [0, 1, 2, 3], "orders": [156, 63, 29, 12]})
    (step,) = spec_of(request_text, **{"o.csv": frame}).steps
    assert isinstance(step.intent, ShareOfTotal) and step.intent.columns == ["orders"]
    out, _ = written(request_text, tmp_path, **{"o.csv": frame})
    assert out["orders"].tolist() == [60.0, 24.2, 11.2, 4.6] and out["items"].tolist() == [0, 1, 2, 3]


@pytest.mark.parametrize(
    ("request_text", "over"),
    [
        (
            "Show each cell as a percentage of all the matched pairs rather than a count, to one decimal.",
            "all",
        ),
        ("Give each figure as a percentage of its column total, one decimal.", "column"),
    ],
)
def test_cells_as_a_share_of_all_cells_or_of_their_column(
    request_text: str, over: str, tmp_path: Path
) -> None:
    frame = pd.DataFrame({"outcome": ["yes", "no"], "won": [30, 10], "lost": [20, 40]})
    (step,) = spec_of(request_text, **{"t.csv": frame}).steps
    assert isinstance(step.intent, ShareOfTotal) and step.intent.over == over
    out, _ = written(request_text, tmp_path, **{"t.csv": frame})
    expected = {"all": ([30.0, 10.0], [20.0, 40.0]), "column": ([75.0, 25.0], [33.3, 66.7])}[over]
    assert (out["won"].tolist(), out["lost"].tolist()) == expected


def test_a_percentage_of_a_total_no_column_holds_is_not_read() -> None:
    frame = pd.DataFrame({"name": ["a", "b"], "label": ["x", "y"]})
    spec = spec_of("Show each cell as a percentage of the total.", **{"t.csv": frame})
    assert not any(isinstance(s.intent, ShareOfTotal) for s in spec.steps)


@pytest.mark.parametrize(
    "request_text",
    [
        "The test names came out with underscores instead of spaces. Please tidy the names in both test columns.",
        "Replace the underscores with spaces in all the test columns.",
    ],
)
def test_a_replacement_in_every_column_said_together(request_text: str, tmp_path: Path) -> None:
    frame = pd.DataFrame(
        {"test": ["Word_Fluency", "Reading"], "other_test": ["Reading", "Word_Fluency"], "r": [0.4, 0.4]}
    )
    out, _ = written(request_text, tmp_path, **{"t.csv": frame})
    assert out["test"].tolist() == ["Word Fluency", "Reading"]
    assert out["other_test"].tolist() == ["Reading", "Word Fluency"]
