"""Readings of thresholds said with a unit ("under 40 mm", "high at 40 MPa"), cases in two units of one quantity
("less than a week … 90 days or more"), yes/no flags named by their verb header (is_canceled), a sentence of
context that says what the numbers count in ("given in millions of dollars"), the verb of the clause deciding
what happens to the rows, cents and dollars, the one measured column of a table, copies dated by nothing but
their order, and words that look like values but are not ("seasons" is no SEA team). Each in two wordings over
tables written for these tests, with a case that must not be read where one makes sense."""

from __future__ import annotations

from pathlib import Path

import pandas as pd
import pytest

from dataagents.governance.spec import (
    ConvertUnit,
    Deduplicate,
    DeriveColumn,
    FillMissing,
    LabelByConditions,
    MapValues,
    RowFilter,
    ScaleColumn,
)
from tests.governance.readings import spec_of, written


def _points() -> pd.DataFrame:
    return pd.DataFrame(
        {
            "site": ["A", "B", "C", "D", "E", "F"],
            "Length": [35.2, 41.0, 58.9, 60.0, 72.4, 39.9],
            "Width": [14.1, 16.0, 18.2, 19.9, 22.0, 15.5],
        }
    )


def _cases(step: LabelByConditions) -> list[tuple[str, list[tuple[str, str, object]]]]:
    return [(c.label, [(x.column, x.op, x.value) for x in c.conditions]) for c in step.cases]


@pytest.mark.parametrize(
    "request_text",
    [
        "Sort the museum's dart points into length classes in a size column: short for anything under 40 mm, long from 60 mm up, medium in between.",
        "Group the points by length into a size column: short for anything under 40 mm, long from 60 mm up, medium in between.",
    ],
)  # fmt: skip
def test_label_thresholds_said_with_their_unit(request_text: str) -> None:
    spec = spec_of(request_text, **{"points.csv": _points()})
    assert not spec.unmapped
    [step] = [s.intent for s in spec.steps]
    assert isinstance(step, LabelByConditions) and step.target == "size" and step.default == "medium"
    assert _cases(step) == [("short", [("Length", "<", 40)]), ("long", [("Length", ">=", 60)])]


def _mixes() -> pd.DataFrame:
    # (more distinct strengths than a column of codes holds)
    strengths = [12.5, 20.0, 33.1, 40.0, 61.8, 17.2, 22.4, 25.9, 28.3, 31.0, 36.6, 44.1, 52.7, 8.9]
    return pd.DataFrame({"mix": range(1, len(strengths) + 1), "compressive_strength": strengths})


@pytest.mark.parametrize(
    "request_text",
    [
        "Please give every concrete sample a grade from its compressive strength: low below 20 MPa, normal from 20 up to 40, high at 40 MPa and over. Call the new column grade.",
        "Grade each mix by strength in a new column grade: low below 20 MPa, normal from 20 MPa to under 40, and high from 40 MPa up.",
    ],
)  # fmt: skip
def test_grades_given_from_a_column_with_a_unit_no_conversion_reads(
    request_text: str, tmp_path: Path
) -> None:
    spec = spec_of(request_text, **{"mixes.csv": _mixes()})
    assert not spec.unmapped
    out, status = written(request_text, tmp_path, **{"mixes.csv": _mixes()})
    assert out["grade"].tolist()[:5] == ["low", "normal", "normal", "high", "high"]
    assert out["grade"].tolist()[-1] == "low"
    assert status == "verified"


def _bookings() -> pd.DataFrame:
    return pd.DataFrame(
        {
            "booking": [1, 2, 3, 4, 5, 6],
            "is_canceled": [1, 0, 0, 1, 0, 0],
            "lead_time": [3, 6, 7, 120, 95, 40],
        }
    )


@pytest.mark.parametrize(
    ("request_text", "action", "value"),
    [
        ("Drop the canceled reservations.", "drop", 1),
        ("Please remove the cancelled bookings.", "drop", 1),
        ("Keep only the bookings that weren't cancelled.", "keep", 0),
    ],
)
def test_a_flag_named_by_its_verb_header_in_either_spelling(
    request_text: str, action: str, value: int
) -> None:
    spec = spec_of(request_text, **{"bookings.csv": _bookings()})
    assert not spec.unmapped
    [step] = [s.intent for s in spec.steps]
    assert isinstance(step, RowFilter) and step.action == action
    assert [(c.column, c.op, c.value) for c in step.conditions] == [("is_canceled", "==", value)]


@pytest.mark.parametrize(
    "request_text",
    [
        "Please drop the cancelled reservations first. For the rest, add a column called window that says "
        "last-minute when the booking was made less than a week before, early when it was made 90 days or more "
        "before, and planned otherwise.",
        "Remove the canceled bookings first; then add a window column: last-minute when the lead time is under "
        "one week, early at 90 days or more, planned otherwise.",
    ],
)
def test_cases_in_two_units_of_time_compare_in_the_one_said_most(request_text: str, tmp_path: Path) -> None:
    out, _ = written(request_text, tmp_path, **{"bookings.csv": _bookings()})
    # 6 days is under a week; 7 is not
    assert out["booking"].tolist() == [2, 3, 5, 6]
    assert out["window"].tolist() == ["last-minute", "planned", "early", "planned"]


def _menu() -> pd.DataFrame:
    return pd.DataFrame(
        {
            "item": ["a", "b", "c", "d", "e"],
            "calories": [500, 800, 820, 300, 640],
            "sodium": [1200, 1600, 900, 1499, 1500],
        }
    )


@pytest.mark.parametrize(
    "request_text",
    [
        "Only keep the items with 800 calories or fewer that also have under 1,500 mg of sodium.",
        "Keep just the items that have at most 800 calories and that also have less than 1,500 mg of sodium.",
    ],
)
def test_a_thousands_comma_and_a_relative_also_split_nothing(request_text: str) -> None:
    spec = spec_of(request_text, **{"menu.csv": _menu()})
    assert not spec.unmapped
    [step] = [s.intent for s in spec.steps]
    assert isinstance(step, RowFilter) and step.action == "keep" and step.match == "all"
    assert sorted((c.column, c.op, c.value) for c in step.conditions) == [
        ("calories", "<=", 800),
        ("sodium", "<", 1500),
    ]


def _used_cars() -> pd.DataFrame:
    return pd.DataFrame(
        {
            "listing": [1, 2, 3, 4, 5],
            "Mileage": [8000, 30000, 12000, 25000, 40000],
            "convertible": [0, 1, 1, 0, 0],
        }
    )


@pytest.mark.parametrize(
    "request_text",
    [
        "Take the convertibles off the GM used-car list, and anything that has done 25,000 miles or more.",
        "Remove the convertibles and anything that has done 25,000 miles or more.",
    ],
)
def test_two_groups_each_named_go_and_a_flag_never_takes_a_mileage(request_text: str, tmp_path: Path) -> None:
    spec = spec_of(request_text, **{"cars.csv": _used_cars()})
    [step] = [s.intent for s in spec.steps]
    assert isinstance(step, RowFilter) and step.match == "any"
    assert sorted((c.column, c.op, c.value) for c in step.conditions) == [
        ("Mileage", ">=", 25000),
        ("convertible", "==", 1),
    ]
    out, _ = written(request_text, tmp_path, **{"cars.csv": _used_cars()})
    assert out["listing"].tolist() == [1]


def _rain() -> pd.DataFrame:
    return pd.DataFrame({"station": ["Perth", "Perth", "Perth"], "rainfall": [25.4, 0.0, 12.7]})


@pytest.mark.parametrize(
    "request_text",
    [
        "Our American readers would rather see the rainfall in inches than in millimetres. Two decimal places is plenty.",
        "The readers would prefer to see the rainfall in inches rather than millimetres, two decimals.",
    ],
)  # fmt: skip
def test_the_unit_wanted_and_the_one_said_after_than(request_text: str) -> None:
    spec = spec_of(request_text, **{"rain.csv": _rain()})
    [step] = [s.intent for s in spec.steps]
    assert isinstance(step, ConvertUnit) and (step.from_unit, step.to_unit, step.round) == ("mm", "in", 2)


def test_switching_away_from_one_scale_is_into_the_other_and_said_a_guess() -> None:
    temps = pd.DataFrame({"chirps": [20.0, 16.0], "temp": [31.4, 22.0]})
    spec = spec_of("Could you switch the temperatures over from Celsius, to one decimal?", **{"t.csv": temps})
    [step] = [s.intent for s in spec.steps]
    assert isinstance(step, ConvertUnit) and (step.from_unit, step.to_unit, step.round) == ("c", "f", 1)
    assert any("scale wanted is not said" in u for u in spec.unmapped)


def _takings() -> pd.DataFrame:
    return pd.DataFrame({"obs": [1, 2, 3], "State": ["A", "B", "C"], "Takings": [342.654, 316.056, 0.5]})


@pytest.mark.parametrize(
    "request_text",
    [
        "Takings are given in millions of dollars. Give them in thousands.",
        "Hotel takings in the survey are given in millions of dollars. Finance wants them in thousands, as whole numbers.",
    ],
)  # fmt: skip
def test_a_sentence_saying_the_multiple_held_turns_the_factor_around(request_text: str) -> None:
    spec = spec_of(request_text, **{"takings.csv": _takings()})
    [step] = [s.intent for s in spec.steps]
    # in millions, wanted in thousands: a thousand times larger, never a thousandth
    assert isinstance(step, ScaleColumn) and step.column == "Takings" and step.factor == 1000


def test_giving_a_multiple_with_no_multiple_held_is_a_thousandth() -> None:
    spec = spec_of("Give the takings in thousands of dollars.", **{"takings.csv": _takings()})
    [step] = [s.intent for s in spec.steps]
    assert isinstance(step, ScaleColumn) and step.factor == pytest.approx(0.001)


def test_the_clause_verb_decides_the_action_not_the_sentence_read_with_it() -> None:
    shares = pd.DataFrame(
        {
            "country": ["A", "B", "C", "D"],
            "population_share": [4.5, 1.9, 19.5, 0.3],
            "tv_audience_share": [4.3, 4.9, 14.8, 0.4],
        }
    )
    request = (
        "For the pitch I only want countries that watched the final at least in proportion to their size. Drop "
        "every country whose share of the TV audience was smaller than its share of the world's population."
    )
    spec = spec_of(request, **{"shares.csv": shares})
    [step] = [s.intent for s in spec.steps]
    assert isinstance(step, RowFilter) and step.action == "drop"
    [cond] = step.conditions
    assert (cond.column, cond.op, cond.other) == ("tv_audience_share", "<", "population_share")


@pytest.mark.parametrize(
    ("request_text", "factor"),
    [
        ("I'd rather see the price in dollars a gallon than in cents, to three decimals.", 0.01),
        ("Show the price in cents instead of dollars.", 100.0),
    ],
)
def test_cents_and_dollars_over_the_one_measured_column(request_text: str, factor: float) -> None:
    prices = pd.DataFrame({"week": [1, 2, 2, 3], "time": [1990.13, 1990.15, 1990.15, 1990.17], "value": [126.6, 127.2, 127.2, 132.1]})  # fmt: skip
    spec = spec_of(request_text, **{"gas.csv": prices})
    [step] = [s.intent for s in spec.steps]
    assert isinstance(step, ScaleColumn) and step.column == "value" and step.factor == pytest.approx(factor)


def test_a_word_that_starts_like_a_code_is_no_value_of_it() -> None:
    teams = pd.DataFrame({"yearID": [2000, 2000, 2001], "teamID": ["SEA", "ATL", "AUT"], "W": [91, 95, 70], "L": [71, 67, 92]})  # fmt: skip
    for text in ("Keep only the seasons with more than 90 W.", "Keep only the automatic entries."):
        spec = spec_of(text, **{"teams.csv": teams})
        conds = [c for s in spec.steps for c in getattr(s.intent, "conditions", [])]
        assert not any(c.column == "teamID" for c in conds), (text, spec.steps)


@pytest.mark.parametrize(
    "request_text", ["Keep only the firms controlled from Canada or the US.", "Only the Canadian and US firms stay: keep the firms from Canada or from the US."]
)  # fmt: skip
def test_a_proper_name_said_in_full_is_its_code(request_text: str) -> None:
    firms = pd.DataFrame({"firm": [1, 2, 3, 4], "sector": ["CON", "BNK", "CON", "MIN"], "nation": ["CAN", "US", "UK", "OTH"]})  # fmt: skip
    spec = spec_of(request_text, **{"firms.csv": firms})
    conds = [(c.column, c.op, c.value) for s in spec.steps for c in getattr(s.intent, "conditions", [])]
    assert conds == [("nation", "in", ["CAN", "US"])]


def test_a_value_written_as_a_word_is_named_by_the_word_it_starts() -> None:
    staff = pd.DataFrame(
        {"rank": ["Prof", "AsstProf", "Prof", "AssocProf"], "salary": [139750, 79750, 115000, 90000]}
    )
    for text in (
        "Remove the professors earning more than 120000.",
        "Drop professors whose salary is above 120000.",
    ):
        spec = spec_of(text, **{"staff.csv": staff})
        conds = sorted(
            (c.column, c.op, c.value) for s in spec.steps for c in getattr(s.intent, "conditions", [])
        )
        assert conds == [("rank", "==", "Prof"), ("salary", ">", 120000)], (text, spec.steps)


def _ratings() -> pd.DataFrame:
    return pd.DataFrame(
        {
            "film": ["Up", "Heat", "Rio", "Heat", "Up"],
            "stars": [4.5, 4.0, 3.5, 4.0, 4.5],
            "votes": [100, 200, 300, 260, 180],
        }
    )


@pytest.mark.parametrize(
    "request_text",
    [
        "A week later I pulled a few films again and those rows were added to the bottom of the file with their "
        "newer vote counts. I want every film once, with the more recent figures.",
        "Some films were scraped twice, the re-scrape appended at the bottom with its newer votes. Keep each film "
        "once, the latest one.",
    ],
)
def test_copies_dated_only_by_their_order_keep_the_lower_and_a_changed_column_is_no_key(
    request_text: str, tmp_path: Path
) -> None:
    spec = spec_of(request_text, **{"ratings.csv": _ratings()})
    [step] = [s.intent for s in spec.steps]
    assert isinstance(step, Deduplicate) and step.key == ["film"] and step.keep == "last"
    out, _ = written(request_text, tmp_path, **{"ratings.csv": _ratings()})
    assert sorted(zip(out["film"], out["votes"], strict=True)) == [("Heat", 260), ("Rio", 300), ("Up", 180)]


def test_latest_with_no_dates_and_no_order_said_is_never_verified() -> None:
    spec = spec_of("Keep each film once, the most recent one.", **{"ratings.csv": _ratings()})
    [step] = [s.intent for s in spec.steps]
    assert isinstance(step, Deduplicate) and step.keep == "last"
    assert any("no column dates the copies" in u for u in spec.unmapped)


@pytest.mark.parametrize(
    "request_text",
    [
        "A few artists were typed in twice with different numbers of works. One line per artist please, and where the two lines disagree go with the higher count.",
        "Keep one line per artist, and where the two lines disagree keep the higher count.",
    ],
)  # fmt: skip
def test_which_copy_stays_said_as_the_higher_of_a_column(request_text: str) -> None:
    artists = pd.DataFrame({"artist": ["Ann", "Bo", "Ann"], "country": ["x", "y", "x"], "count": [1, 3, 4]})
    spec = spec_of(request_text, **{"artists.csv": artists})
    dedups = [s.intent for s in spec.steps if isinstance(s.intent, Deduplicate)]
    assert len(dedups) == 1 and (dedups[0].key, dedups[0].keep, dedups[0].order_by) == (
        ["artist"],
        "largest",
        "count",
    )


@pytest.mark.parametrize(
    "request_text",
    [
        "Ten of the colleges came without a graduation rate. Fill each in with the average rate of the other colleges of the same kind, private or public, rounded to a whole percent.",
        "Fill each missing graduation rate with the average rate of the colleges of the same type (private or public).",
    ],
)  # fmt: skip
def test_a_group_named_by_the_kinds_listed_after_same_kind(request_text: str) -> None:
    colleges = pd.DataFrame(
        {
            "college": list("abcdef"),
            "Private": ["Yes", "Yes", "No", "No", "Yes", "No"],
            "Grad.Rate": [60.0, None, 40.0, 50.0, 70.0, None],
        }
    )
    spec = spec_of(request_text, **{"colleges.csv": colleges})
    [step] = [s.intent for s in spec.steps]
    assert isinstance(step, FillMissing) and step.columns == ["Grad.Rate"] and step.by == ["Private"]


def test_a_possessive_names_the_group_the_person_has() -> None:
    heads = pd.DataFrame(
        {"subject": [1, 2, 3, 4], "group": ["a", "a", "b", "b"], "width": [13.5, None, 15.0, 16.0]}
    )
    spec = spec_of(
        "Fill each gap in head width with the average width of the others in that person's group.",
        **{"heads.csv": heads},
    )
    [step] = [s.intent for s in spec.steps]
    assert isinstance(step, FillMissing) and step.by == ["group"]


@pytest.mark.parametrize(
    "request_text",
    [
        "In the franchise list, whether a club still exists is shown as Y or N. Write active or defunct instead, and leave the ones with no entry blank.",
        "Whether a club still exists is recorded as Y or N. Please write active or defunct instead.",
    ],
)  # fmt: skip
def test_codes_then_words_written_instead_and_blanks_left_blank(request_text: str, tmp_path: Path) -> None:
    clubs = pd.DataFrame({"franchID": ["AB", "CD", "EF"], "active": ["N", "Y", None]})
    spec = spec_of(request_text, **{"clubs.csv": clubs})
    assert [type(s.intent) for s in spec.steps] == [MapValues]
    out, _ = written(request_text, tmp_path, **{"clubs.csv": clubs})
    assert out["active"].tolist()[:2] == ["defunct", "active"] and pd.isna(out["active"].iloc[2])


@pytest.mark.parametrize(
    "request_text",
    [
        "The year-on-year change in murders got lost for a few cities. It is just the 2015 count minus the 2014 count, so it can be worked back out.",
        "The change should be the 2015 figure minus the 2014 figure; recompute it.",
    ],
)  # fmt: skip
def test_columns_named_by_the_year_their_header_holds(request_text: str) -> None:
    cities = pd.DataFrame({"city": ["a", "b"], "murders_2014": [211, 411], "murders_2015": [344, 478], "change": [133.0, None]})  # fmt: skip
    spec = spec_of(request_text, **{"cities.csv": cities})
    [step] = [s.intent for s in spec.steps]
    assert isinstance(step, DeriveColumn) and step.target == "change"
    assert step.op == "difference" and step.columns == ["murders_2015", "murders_2014"]


def test_a_possessive_is_no_list_of_two_columns() -> None:
    snow = pd.DataFrame({"SeasonStart": [1893, 1894], "SeasonEnd": [1894, 1895], "Nov": [8.0, 7.5], "Total": [59.0, 64.8]})  # fmt: skip
    request = "I need each season's total in centimetres rather than inches, one decimal. The monthly figures can stay in inches."
    spec = spec_of(request, **{"snow.csv": snow})
    assert not spec.unmapped
    assert [(s.intent.column, s.intent.to_unit) for s in spec.steps] == [("Total", "cm")]


@pytest.mark.parametrize(
    ("request_text", "target"),
    [
        ("For the map, give each country a prevalence label: common where 20% or more of marriages are between cousins, rare under 1%, occasional for the rest.", "prevalence"),
        ("Then mark each day's traffic in a new column: busy at 450 riders or more, quiet under 300, normal otherwise.", "traffic"),
    ],
)  # fmt: skip
def test_the_new_column_named_by_the_word_before_a_generic_noun(request_text: str, target: str) -> None:
    table = pd.DataFrame(
        {
            "country": ["a", "b", "c", "d", "e", "f"],
            "percent": [25.0, 0.5, 10.0, 3.2, 41.0, 0.2],
            "riders": [500, 200, 350, 460, 120, 310],
        }
    )
    spec = spec_of(request_text, **{"t.csv": table})
    [step] = [s.intent for s in spec.steps]
    assert isinstance(step, LabelByConditions) and step.target == target


@pytest.mark.parametrize(
    "request_text",
    [
        "The chart should begin in 1976, when the course changed, so take out the earlier years. The 2020 winners go as well, because that race was virtual.",
        "Start the list in 1976 and drop the previous years; the 2020 race goes too.",
    ],
)  # fmt: skip
def test_the_years_before_the_one_a_list_begins_in(request_text: str, tmp_path: Path) -> None:
    winners = pd.DataFrame({"year": [1974, 1975, 1976, 1990, 2020, 2021], "name": list("abcdef")})
    out, _ = written(request_text, tmp_path, **{"winners.csv": winners})
    assert out["year"].tolist() == [1976, 1990, 2021]


def _monuments() -> pd.DataFrame:
    return pd.DataFrame(
        {
            "line": [1, 2, 3, 4, 5, 6],
            "current_name": ["Devils Tower", "El Morro", "Muir Woods", "Devils Tower", "Gila", "Tonto"],
            "action": ["Established", "Established", "Established", "Established", "Modified", "Established"],
            "acres_affected": [1193.91, 160.0, 295.0, 1193.91, 160.0, 640.0],
        }
    )


@pytest.mark.parametrize(
    "request_text",
    [
        "Our spreadsheet has some actions entered twice, so please remove the repeats. The parks team also works in hectares rather than acres: convert the area affected, to two decimals.",
        "A few actions were typed in twice; drop the repeats. Then give the area affected in hectares instead of acres, two decimals.",
    ],
)  # fmt: skip
def test_rows_named_like_a_column_and_areas_in_hectares(request_text: str, tmp_path: Path) -> None:
    frame = _monuments().drop(columns="line")
    spec = spec_of(request_text, **{"acts.csv": frame})
    dedup, convert = (s.intent for s in spec.steps)
    # "actions" are the rows: a key of five kinds of action would drop most of the table
    assert isinstance(dedup, Deduplicate) and dedup.key == []
    assert isinstance(convert, ConvertUnit) and (convert.from_unit, convert.to_unit, convert.round) == (
        "acre",
        "ha",
        2,
    )
    out, _ = written(request_text, tmp_path, **{"acts.csv": frame})
    assert len(out) == 5 and out["acres_affected"].tolist()[0] == pytest.approx(483.16, abs=0.01)


@pytest.mark.parametrize(
    "request_text",
    [
        "I only need the most recent appointee for each cabinet post under each president, going by the date they started.",
        "For each post under each president, keep only the appointee who started last.",
    ],
)  # fmt: skip
def test_a_key_in_parts_said_with_under_each_and_a_synonym(request_text: str) -> None:
    cabinet = pd.DataFrame(
        {
            "appointment": [1, 2, 3, 4],
            "president": ["Carter", "Carter", "Carter", "Reagan"],
            "position": ["OMB Director", "OMB Director", "Treasury", "OMB Director"],
            "appointee": ["Lance", "McIntyre", "Blumenthal", "Stockman"],
            "start": ["1977-01-21", "1977-09-24", "1977-01-23", "1981-01-21"],
        }
    )
    spec = spec_of(request_text, **{"cabinet.csv": cabinet})
    [step] = [s.intent for s in spec.steps]
    assert isinstance(step, Deduplicate) and sorted(step.key) == ["position", "president"]
    assert (step.keep, step.order_by) == ("latest", "start")


@pytest.mark.parametrize(
    ("request_text", "bpm", "seconds"),
    [
        ("I only want the songs that are 120 beats a minute or faster and no longer than a minute and a half.", (">=", 120), ("<=", 90)),
        ("Keep the songs that last no longer than two and a half minutes and run at no slower than 150 beats a minute.", (">=", 150), ("<=", 150)),
    ],
)  # fmt: skip
def test_a_comparative_said_after_or_and_a_half_in_words(
    request_text: str, bpm: tuple[str, int], seconds: tuple[str, int]
) -> None:
    songs = pd.DataFrame({"school": list("abcdefghijklmn"), "bpm": [152, 76, 120, 140, 90, 160, 133, 118, 101, 125, 144, 99, 87, 171], "sec_duration": [64, 99, 80, 150, 71, 95, 60, 88, 140, 91, 77, 66, 130, 59]})  # fmt: skip
    spec = spec_of(request_text, **{"songs.csv": songs})
    [step] = [s.intent for s in spec.steps]
    assert isinstance(step, RowFilter) and step.action == "keep" and step.match == "all"
    assert sorted((c.column, c.op, c.value) for c in step.conditions) == [
        ("bpm", *bpm),
        ("sec_duration", *seconds),
    ]


def test_an_example_of_no_value_names_the_column_whose_values_span_it() -> None:
    games = pd.DataFrame(
        {
            "game": range(1, 15),
            "round": [1, 2, 1, 3, 2, 1, 4, 1, 2, 1, 5, 1, 2, 6],
            "favorite_prob": [
                0.501,
                0.52,
                0.55,
                0.61,
                0.66,
                0.7,
                0.72,
                0.75,
                0.8,
                0.83,
                0.88,
                0.9,
                0.95,
                0.99,
            ],
        }
    )
    for text in (
        "The chance of winning is written as a fraction; I'd like it as a percentage with one decimal instead, so 0.734 reads 73.4.",
        "Show it as a percentage, one decimal, so that 0.655 becomes 65.5.",
    ):  # fmt: skip
        spec = spec_of(text, **{"games.csv": games})
        steps = [s.intent for s in spec.steps]
        assert len(steps) == 1 and isinstance(steps[0], ScaleColumn), (text, steps)
        assert (steps[0].column, steps[0].factor, steps[0].round) == ("favorite_prob", 100.0, 1)


@pytest.mark.parametrize(
    "request_text",
    [
        "The days the polls went into the field were typed every which way (January 21, 2018, 21.01.2018 and so on). Could you bring them all into the 2018-01-21 style?",
        "Make every date look like 2018-01-21.",
    ],
)  # fmt: skip
def test_the_dates_meant_are_the_column_written_in_several_styles(request_text: str, tmp_path: Path) -> None:
    polls = pd.DataFrame(
        {
            "poll": [1, 2, 3, 4],
            "start": ["July 15, 2018", "2017-07-20", "30.10.2017", "2018/01/21"],
            "end": ["2018-07-17", "2017-07-24", "2017-10-31", "2018-01-23"],
        }
    )
    spec = spec_of(request_text, **{"polls.csv": polls})
    [step] = [s.intent for s in spec.steps]
    assert (step.column, step.date_format) == ("start", "%Y-%m-%d")
    out, _ = written(request_text, tmp_path, **{"polls.csv": polls})
    assert out["start"].tolist() == ["2018-07-15", "2017-07-20", "2017-10-30", "2018-01-21"]


@pytest.mark.parametrize(
    ("request_text", "action"),
    [("After that, keep only the days on which no rain fell.", "keep"), ("Drop the days on which no rain was recorded.", "drop")],
)  # fmt: skip
def test_none_of_a_quantity_happening_is_its_zero(request_text: str, action: str) -> None:
    weather = pd.DataFrame(
        {"day": [1, 2, 3, 4], "rainfall": [0.0, 5.0, 0.0, 12.4], "maxtemp": [30.1, 35.9, 41.4, 22.0]}
    )
    spec = spec_of(request_text, **{"weather.csv": weather})
    [step] = [s.intent for s in spec.steps]
    assert isinstance(step, RowFilter) and step.action == action
    assert [(c.column, c.op, c.value) for c in step.conditions] == [("rainfall", "==", 0)]


@pytest.mark.parametrize(
    "request_text",
    [
        "Rate the hikes in an effort column: strenuous if the climb is 3,000 feet or more or the round trip is 15 miles or longer, moderate otherwise.",
        "Add an effort column: strenuous when the round trip is 15 miles or longer or the climb is 3,000 feet or more, and moderate otherwise.",
    ],
)  # fmt: skip
def test_two_units_in_one_case_are_two_quantities(request_text: str) -> None:
    hikes = pd.DataFrame(
        {
            "hike": range(1, 15),
            "Elevation": [5344, 5114, 4960, 4867, 4840, 4827, 4736, 4714, 4627, 4607, 4420, 4360, 4240, 4120],
            "Ascent": [3166, 2936, 2300, 3100, 2575, 2990, 2700, 3400, 2260, 1980, 2100, 3600, 1500, 2850],
            "Length": [14.8, 9.6, 11.2, 15.0, 13.6, 16.4, 10.0, 12.5, 18.0, 8.3, 7.9, 14.1, 6.6, 15.9],
        }
    )
    spec = spec_of(request_text, **{"hikes.csv": hikes})
    [step] = [s.intent for s in spec.steps]
    assert isinstance(step, LabelByConditions) and step.target == "effort" and step.default == "moderate"
    [case] = step.cases
    assert case.match == "any"
    assert sorted((c.column, c.op, c.value) for c in case.conditions) == [
        ("Ascent", ">=", 3000),
        ("Length", ">=", 15),
    ]
