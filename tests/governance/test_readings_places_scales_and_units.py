"""Readings of requests that name places by compass bearing, temperatures on older scales, the unit a table
counts in said in a sentence of its own, blanks said as "nothing recorded", and two columns of words compared
row by row. Each is read in two wordings over tables written for these tests."""

from __future__ import annotations

from pathlib import Path

import pandas as pd
import pytest

from dataagents.governance.spec import ConvertUnit, FillMissing, RowFilter
from tests.governance.readings import spec_of, written


def _quakes() -> pd.DataFrame:
    return pd.DataFrame(
        {
            "event": [1, 2, 3, 4, 5, 6],
            "lat": [-12.5, -35.2, -21.0, -29.9, -30.1, -18.4],
            "long": [-170.2, 178.1, -175.5, 176.0, -168.3, 179.9],
            "mag": [4.1, 4.8, 5.0, 4.4, 4.6, 4.2],
        }
    )


@pytest.mark.parametrize(
    ("request_text", "kept_events"),
    [
        ("Keep only the earthquakes south of 30°S, please.", [2, 5]),
        ("Drop every quake that lies north of 20 degrees S.", [2, 3, 4, 5]),
        ("For the map I only need the events west of 172°W; could you remove the others?", [3]),
    ],
)
def test_a_compass_bound_is_a_signed_latitude_or_longitude(
    request_text: str, kept_events: list[int], tmp_path: Path
) -> None:
    out, _ = written(request_text, tmp_path, **{"quakes.csv": _quakes()})
    assert out["event"].tolist() == kept_events


def test_a_compass_bound_on_the_wrong_axis_or_a_0_to_360_longitude_is_not_read() -> None:
    wrong_axis = spec_of("Keep only the quakes north of 5°E.", **{"quakes.csv": _quakes()})
    assert not any(isinstance(s.intent, RowFilter) for s in wrong_axis.steps)
    poles = pd.DataFrame({"site": [1, 2, 3], "lat": [-70.0, -50.0, -80.0], "long": [324.0, 163.7, 51.9]})
    wrapped = spec_of("Keep only the poles west of 30°W.", **{"poles.csv": poles})
    assert not any(isinstance(s.intent, RowFilter) for s in wrapped.steps)


def _weekly() -> pd.DataFrame:
    return pd.DataFrame({"week": [1, 2, 3, 4, 5], "sales": [120.0, None, 95.0, None, 101.0]})


@pytest.mark.parametrize(
    "request_text",
    [
        "The shop log has a few weeks with nothing recorded. Treat those as quiet weeks with zero sales.",
        "Some weeks have nothing entered for sales; count those weeks as 0.",
    ],
)
def test_nothing_recorded_is_a_blank_and_treat_as_a_number_fills_it(
    request_text: str, tmp_path: Path
) -> None:
    spec = spec_of(request_text, **{"weekly.csv": _weekly()})
    it = spec.steps[0].intent
    assert isinstance(it, FillMissing) and it.strategy == "constant" and it.value == 0
    out, _ = written(request_text, tmp_path, **{"weekly.csv": _weekly()})
    assert out["sales"].tolist() == [120.0, 0.0, 95.0, 0.0, 101.0]


def _readings() -> pd.DataFrame:
    return pd.DataFrame({"station": [1, 2, 3], "temp": [-8.0, 0.0, 16.0]})


@pytest.mark.parametrize(
    ("request_text", "from_unit", "to_unit", "expected"),
    [
        (
            "The observer wrote these temperatures in degrees Réaumur. We need them in Celsius.",
            "re",
            "c",
            [-10.0, 0.0, 20.0],
        ),
        ("Convert the temperatures from Reaumur to Fahrenheit.", "re", "f", [14.0, 32.0, 68.0]),
    ],
)
def test_reaumur_temperatures_are_converted_and_checked(
    request_text: str, from_unit: str, to_unit: str, expected: list[float], tmp_path: Path
) -> None:
    it = spec_of(request_text, **{"stations.csv": _readings()}).steps[0].intent
    assert isinstance(it, ConvertUnit) and (it.from_unit, it.to_unit) == (from_unit, to_unit)
    out, status = written(request_text, tmp_path, **{"stations.csv": _readings()})
    assert out["temp"].tolist() == expected
    if request_text.startswith("Convert"):
        assert status == "verified"  # every word understood, and the conversion re-derived by pint


def _cities() -> pd.DataFrame:
    return pd.DataFrame({"city": [1, 2, 3, 4], "precip": [67.0, 7.0, 19.0, 21.0]})


@pytest.mark.parametrize(
    "request_text",
    [
        "Leave out any city with under 500 mm of rain. Heads-up, the table's figures are inches.",
        "Precipitation is recorded in inches. Remove the cities below 50 centimetres of rainfall.",
    ],
)
def test_a_unit_said_in_a_sentence_of_its_own_converts_a_threshold(request_text: str, tmp_path: Path) -> None:
    it = spec_of(request_text, **{"cities.csv": _cities()}).steps[0].intent
    assert isinstance(it, RowFilter) and it.conditions[0].column == "precip"
    assert it.conditions[0].value == pytest.approx(19.685, abs=1e-3)
    out, _ = written(request_text, tmp_path, **{"cities.csv": _cities()})
    assert out["city"].tolist() == [1, 4]


def _trips() -> pd.DataFrame:
    return pd.DataFrame(
        {
            "trip": [1, 2, 3, 4, 5],
            "origin": ["Leeds", "York", "Hull", "York", "Leeds"],
            "destination": ["Leeds", "Hull", "Hull", "Leeds", "York"],
        }
    )


@pytest.mark.parametrize(
    ("request_text", "kept_trips"),
    [
        ("Remove the trips where the destination was the same as the origin.", [2, 4, 5]),
        ("Keep only the trips whose destination is different from the origin.", [2, 4, 5]),
        ("Just keep the rows where the destination matches the origin.", [1, 3]),
    ],
)
def test_two_columns_of_places_are_compared_row_by_row(
    request_text: str, kept_trips: list[int], tmp_path: Path
) -> None:
    out, _ = written(request_text, tmp_path, **{"trips.csv": _trips()})
    assert out["trip"].tolist() == kept_trips


def _shipments() -> pd.DataFrame:
    return pd.DataFrame({"parcel": [1, 2, 3, 4], "mode": ["S", "A", "S", "R"], "kg": [2.0, 1.5, 7.0, 3.2]})


@pytest.mark.parametrize(
    "request_text",
    [
        "Write the shipping mode out as air, rail or sea instead of the one-letter code.",
        "Please spell the mode out in full: sea, air and rail.",
    ],
)
def test_one_letter_codes_take_the_listed_words_they_are_the_initials_of(
    request_text: str, tmp_path: Path
) -> None:
    out, _ = written(request_text, tmp_path, **{"parcels.csv": _shipments()})
    assert out["mode"].tolist() == ["sea", "air", "sea", "rail"]


def test_listed_words_that_do_not_cover_the_codes_are_no_spelling_out() -> None:
    spec = spec_of("Write the mode out as air or sea.", **{"parcels.csv": _shipments()})
    assert not any(getattr(s.intent, "kind", "") == "map_values" for s in spec.steps)


def test_the_most_recent_row_is_the_one_with_the_latest_date_not_a_header_that_reads_like_a_time() -> None:
    assays = pd.DataFrame(
        {
            "acid": [1, 2, 1],
            "assayed": ["2025-02-03", "2025-02-05", "2025-03-20"],
            "toxicity": [0.4, 0.9, 0.45],
            "Ts": [47.8, 31.8, 47.8],  # a melting point, not a timestamp
        }
    )
    for request_text in (
        "Some acids were assayed twice. Only the most recent result per acid should stay.",
        "Keep just the latest assay of each acid.",
    ):
        it = spec_of(request_text, **{"assays.csv": assays}).steps[0].intent
        assert it.kind == "deduplicate" and it.order_by == "assayed", request_text


def _hourly() -> pd.DataFrame:
    days = [100] * 3 + [101] * 3 + [105] * 3 + [108] * 3 + [114] * 3
    level = [2.0, None, 4.0, 1.0, 1.5, None, 3.0, 3.0, 3.5, 1.0, 2.0, 2.5, 4.0, 4.0, 5.0]
    return pd.DataFrame({"reading": range(1, 16), "jday": days, "level": level})


@pytest.mark.parametrize(
    ("request_text", "last_day"),
    [
        ("Keep only the first week of measurements.", 105),
        ("Please cut the log down to the first two weeks.", 108),
    ],
)
def test_the_first_weeks_are_counted_from_the_lowest_day_number(
    request_text: str, last_day: int, tmp_path: Path
) -> None:
    out, _ = written(request_text, tmp_path, **{"hourly.csv": _hourly()})
    assert out["jday"].max() == last_day and out["jday"].min() == 100


def test_the_median_of_that_same_day_groups_by_the_julian_day_column(tmp_path: Path) -> None:
    request_text = "Some levels are blank. Fill each one with the median of that same day."
    out, _ = written(request_text, tmp_path, **{"hourly.csv": _hourly()})
    assert out["level"].tolist()[:6] == [2.0, 3.0, 4.0, 1.0, 1.5, 1.25]


def _budget() -> pd.DataFrame:
    return pd.DataFrame(
        {
            "household": [1, 2, 3, 4, 5],
            "food": [35.5, 40.0, 28.0, None, 50.0],
            "rent": [40.0, None, 45.5, 38.0, None],
            "other": [24.5, 25.0, 26.5, 30.0, None],
        }
    )


@pytest.mark.parametrize(
    "request_text",
    [
        "Some shares are blank. The three shares of each household add up to 100, so work the rent out from the other two.",
        "Fill the missing rent: food, rent and other always sum to 100 percent.",
    ],
)
def test_a_blank_part_of_a_whole_is_what_the_other_parts_leave(request_text: str, tmp_path: Path) -> None:
    it = spec_of(request_text, **{"budget.csv": _budget()}).steps[0].intent
    assert isinstance(it, FillMissing) and it.strategy == "remainder" and it.columns == ["rent"]
    assert it.parts == ["food", "other"] and it.value == 100
    out, _ = written(request_text, tmp_path, **{"budget.csv": _budget()})
    rent = out["rent"].tolist()
    assert rent[:4] == [40.0, 35.0, 45.5, 38.0] and pd.isna(rent[4])  # household 5 lacks a part: stays blank


def test_parts_that_do_not_add_up_to_the_whole_are_not_read_as_its_parts() -> None:
    wrong = _budget().assign(other=[10.0, 25.0, 26.5, 30.0, None])
    spec = spec_of(
        "Fill the missing rent: food, rent and other always sum to 100 percent.", **{"b.csv": wrong}
    )
    assert not any(getattr(s.intent, "strategy", "") == "remainder" for s in spec.steps)


def _shops() -> pd.DataFrame:
    return pd.DataFrame(
        {
            "shop": [1, 2, 3, 4],
            "address": ["12 Mill Rd", "4 Stanhope Ave", "Rd End Ave", "9 Avenham Rd"],
            "staff": [3, 5, 2, 4],
        }
    )


@pytest.mark.parametrize(
    "request_text",
    [
        "Please spell out the abbreviations in the addresses: Rd as Road, Ave as Avenue.",
        "In the address column, replace Rd with Road and Ave with Avenue.",
    ],
)
def test_abbreviations_are_replaced_where_they_are_words_of_their_own(
    request_text: str, tmp_path: Path
) -> None:
    out, _ = written(request_text, tmp_path, **{"shops.csv": _shops()})
    assert out["address"].tolist() == [
        "12 Mill Road",
        "4 Stanhope Avenue",
        "Road End Avenue",
        "9 Avenham Road",
    ]
