"""Readings grown on a held-out set after its blind figure was recorded, each checked here on other data and in
two wordings: a header that is the initials of what the request spells out ("body mass index" for bmi), a
column named again by its head noun after a demonstrative ("that index"), a record noun made of two column
words ("every patient-visit in which …"), renames given as header / new-name pairs after one verb, title case
said as "every word begins with a capital", codes spelled out with number words ("one stands for …"), blanks
said as "nobody recorded" / "gave no", and a group said with two words after "same"."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pandas as pd
import pytest

from dataagents.governance.govern import run_request
from dataagents.governance.schema_link import describe_table, find_columns, with_aliases
from dataagents.governance.spec import FillMissing, MapValues, RenameColumns, RowFilter, Standardize
from dataagents.governance.understand import parse_request

CLINIC = pd.DataFrame(
    {
        "patient": [1, 1, 2, 3, 4],
        "visit": [1, 2, 1, 1, 1],
        "bmi": [22.0, 41.5, 38.0, 45.2, 30.1],
        "clinic": ["north", "north", "south", "south", "east"],
    }
)


def _parse(request: str, frame: pd.DataFrame, name: str = "t.csv"):
    return parse_request(request, {name: describe_table(name, frame)})


def _governed(request_text: str, frame: pd.DataFrame, tmp_path: Path) -> pd.DataFrame:
    """The table written by the governance agent with no model, for this request over this frame."""
    src, out = tmp_path / "in.csv", tmp_path / "out.csv"
    frame.to_csv(src, index=False)
    asyncio.run(run_request(request_text, [src], out, model=None))
    return pd.read_csv(out)


def _only_step(request: str, frame: pd.DataFrame):
    spec = _parse(request, frame)
    assert len(spec.steps) == 1, (spec.steps, spec.unmapped)
    return spec.steps[0].intent


@pytest.mark.parametrize(
    "request_text",
    [
        "Drop the patients whose body mass index is over 40.",
        "The clinic records each patient's body mass index. Every patient-visit in which that index was above "
        "forty must come out.",
    ],
)
def test_an_acronym_header_named_by_the_words_it_stands_for(request_text: str) -> None:
    step = _only_step(request_text, CLINIC)
    assert isinstance(step, RowFilter) and step.action == "drop"
    assert [(c.column, c.op, c.value) for c in step.conditions] == [("bmi", ">", 40)]


def test_initials_need_a_word_for_every_letter_in_order() -> None:
    table = describe_table("t.csv", CLINIC)
    assert [m.column for m in find_columns("the body mass index", table)] == ["bmi"]
    assert not [m.column for m in find_columns("the mass index of the body", table) if m.column == "bmi"]
    assert not [m.column for m in find_columns("body mass", table) if m.column == "bmi"]


def test_a_head_noun_stands_for_its_column_only_after_the_request_named_it() -> None:
    table = describe_table("t.csv", CLINIC)
    assert not find_columns("that index", table)
    aliased = with_aliases("Each patient has a body mass index.", table)
    assert [m.column for m in find_columns("remove rows where that index is high", aliased)] == ["bmi"]
    # without a demonstrative the head noun alone is no column ("an index of prices")
    assert not find_columns("an index of prices", aliased)


KLEIN_LIKE = pd.DataFrame(
    {"Yr": [1, 2], "A": [3.0, 4.0], "P": [5.0, 6.0], "Cx": [7.0, 8.0], "note": ["a", "b"]}
)


@pytest.mark.parametrize(
    "request_text",
    [
        "Call A area, P perimeter and Cx compactness.",
        "Nobody can read these headings. Rename A to area, P to perimeter and Cx to compactness; Yr stays.",
    ],
)
def test_renames_given_as_header_and_new_name_pairs(request_text: str) -> None:
    step = _only_step(request_text, KLEIN_LIKE)
    assert isinstance(step, RenameColumns)
    assert step.mapping == {"A": "area", "P": "perimeter", "Cx": "compactness"}


def test_pairs_with_a_word_that_is_no_header_rename_nothing() -> None:
    spec = _parse("Call A area, Q quality and Cx compactness.", KLEIN_LIKE)
    assert not any(isinstance(s.intent, RenameColumns) for s in spec.steps)


CITIES = pd.DataFrame({"city": ["NEW YORK", "paris", "Rio de JANEIRO"], "region": [1, 2, 3]})


@pytest.mark.parametrize(
    "request_text",
    [
        "For the printed list, every word of a city should begin with a capital letter followed by small letters.",
        "Clerks typed the cities in any case; each word of a city must start with an upper-case letter.",
    ],
)
def test_title_case_said_as_every_word_beginning_with_a_capital(request_text: str) -> None:
    step = _only_step(request_text, CITIES)
    assert isinstance(step, Standardize) and (step.column, step.format) == ("city", "title")


@pytest.mark.parametrize(
    "request_text",
    [
        "Show the region's name instead of its number, where one stands for Americas, two for Europe and three "
        "for Asia.",
        "Spell out the region: one means Americas, two means Europe and three means Asia.",
    ],
)
def test_codes_written_as_number_words(request_text: str) -> None:
    step = _only_step(request_text, CITIES)
    assert isinstance(step, MapValues) and step.column == "region"
    assert step.meanings == {"1": "Americas", "2": "Europe", "3": "Asia"}


PARCELS = pd.DataFrame(
    {
        "parcel": [1, 2, 3, 4, 5, 6],
        "carrier": ["a", "a", "b", "b", "b", "a"],
        "route": ["r1", "r1", "r2", "r2", "r1", "r1"],
        "weight": [2.0, None, 5.0, None, 1.0, 4.0],
    }
)


@pytest.mark.parametrize(
    "request_text",
    [
        "Nobody recorded the weight of some parcels. Estimate each one as the average weight of the parcels "
        "from the same carrier that went out on the same delivery route.",
        "The scale gave no weight for a few parcels; fill those with the mean of parcels with the same carrier "
        "and the same delivery route.",
    ],
)
def test_blanks_said_as_nobody_recorded_filled_within_two_groups(request_text: str) -> None:
    spec = _parse(request_text, PARCELS)
    fills = [s.intent for s in spec.steps if isinstance(s.intent, FillMissing)]
    assert len(fills) == 1, (spec.steps, spec.unmapped)
    assert fills[0].columns == ["weight"] and fills[0].strategy == "mean"
    assert fills[0].by == ["carrier", "route"]


HERBS = pd.DataFrame({"plant": [1, 2, 3, 4], "organic": [1, 0, 0, 1], "smoker": ["yes", "no", "no", "yes"]})


@pytest.mark.parametrize(
    ("request_text", "action", "value"),
    [
        ("Please take the organic plants out (there is a flag for them).", "drop", 1),
        ("Keep only the plants that are not organic.", "keep", 0),
    ],
)
def test_a_yes_no_column_named_by_its_word_selects_the_rows_it_flags(
    request_text: str, action: str, value: int
) -> None:
    spec = _parse(request_text, HERBS[["plant", "organic"]])
    (step,) = [s.intent for s in spec.steps]
    assert isinstance(step, RowFilter) and step.action == action
    assert [(c.column, c.op, c.value) for c in step.conditions] == [("organic", "==", value)]


def test_a_short_flag_header_is_named_by_the_word_it_begins_only_when_a_flag_is_said() -> None:
    frame = pd.DataFrame({"state": ["a", "b", "c"], "So": [1, 0, 1], "crime": [3, 4, 5]})
    flagged = _parse("Remove the Southern states, there is a flag for them.", frame)
    assert [(c.column, c.value) for s in flagged.steps for c in s.intent.conditions] == [("So", 1)]
    assert not _parse("Remove the Southern states.", frame).steps


@pytest.mark.parametrize(
    "request_text",
    [
        "Several towns were typed in twice, the second time a bit differently (all capitals, lower case, stray "
        "spaces). Keep the first entry for each town.",
        "The copies were keyed differently. Keep one row per town, the first.",
    ],
)
def test_copies_typed_differently_are_matched_ignoring_case_and_spaces(request_text: str) -> None:
    frame = pd.DataFrame({"town": ["Leeds", "LEEDS ", "York"], "pop": [1, 1, 2]})
    spec = _parse(request_text, frame)
    (step,) = [s.intent for s in spec.steps]
    assert step.kind == "deduplicate" and step.key == ["town"] and step.ignore_case


TEMPS = pd.DataFrame({"reading": [1, 2, 3], "bp": [212.0, 200.3, 194.0], "pres": [29.9, 25.1, 22.4]})


@pytest.mark.parametrize(
    "request_text",
    [
        "The boiling points were taken in degrees Fahrenheit, but the class works in Celsius. Convert them to one "
        "decimal place.",
        "Convert the boiling points from Fahrenheit to Celsius, to one decimal place.",
    ],
)
def test_temperatures_convert_between_scales(request_text: str, tmp_path) -> None:
    spec = _parse(request_text, TEMPS)
    (step,) = [s.intent for s in spec.steps]
    assert (step.kind, step.column, step.from_unit, step.to_unit, step.round) == (
        "convert_unit",
        "bp",
        "f",
        "c",
        1,
    )
    out = _governed(request_text, TEMPS, tmp_path)
    assert out["bp"].tolist() == [100.0, 93.5, 90.0] and out["pres"].tolist() == TEMPS["pres"].tolist()


def test_the_unit_the_numbers_are_in_may_be_said_in_any_sentence(tmp_path) -> None:
    rivers = pd.DataFrame({"river": [1, 2], "length": [735, 320]})
    request = "Our atlas is metric. The list gives every length in miles; change them to kilometres, rounded to the nearest whole kilometre."
    out = _governed(request, rivers, tmp_path)
    assert out["length"].tolist() == [1183, 515]


@pytest.mark.parametrize(
    "request_text",
    [
        "Gallup skipped a few quarters, so the approval series has holes. For each missing quarter just repeat the "
        "most recent rating before it.",
        "Where a quarter's approval is blank, reuse the latest approval before it.",
    ],
)
def test_repeat_the_most_recent_value_is_a_forward_fill_not_grouped_by_the_row_key(request_text: str) -> None:
    frame = pd.DataFrame(
        {"quarter": ["1945 Q2", "1945 Q3", "1945 Q4", "1946 Q1"], "approval": [87.0, None, 75.0, None]}
    )
    fills = [s.intent for s in _parse(request_text, frame).steps]
    assert len(fills) == 1 and isinstance(fills[0], FillMissing)
    assert fills[0].strategy == "previous" and fills[0].by == [] and fills[0].columns == ["approval"]


URINE = pd.DataFrame({"specimen": [1, 2, 3, 4], "ph": [4.9, 5.5, 6.5, 7.1], "calc": [2.4, 5.5, 6.1, 1.2]})


@pytest.mark.parametrize(
    "request_text",
    [
        "Where a specimen's pH is below 5.5, call it acidic; from 5.5 up to and including 6.5 it counts as normal, "
        "and anything higher is alkaline. The lab wants this in an acidity column.",
        "Grade the pH in an acidity column: under 5.5 is acidic, 5.5 to 6.5 normal, above 6.5 alkaline.",
    ],
)
def test_bands_said_range_first_and_open_ended(request_text: str, tmp_path) -> None:
    out = _governed(request_text, URINE, tmp_path)
    assert out["acidity"].tolist() == ["acidic", "normal", "normal", "alkaline"]
    assert out["calc"].tolist() == URINE["calc"].tolist()


DIARY = pd.DataFrame({"entry": [1, 2, 3, 4], "day": [0, 7, 14, 21], "Weight": [100.0, 98.0, 97.5, 96.0]})


@pytest.mark.parametrize(
    "request_text",
    [
        "The first fortnight is mostly water, so drop the entries from before day 14. The rest should be shown in "
        "pounds instead of kilograms, to one decimal place.",
        "- entries before day 14 come out\n- after that, the rest in pounds instead of kilograms, one decimal",
    ],
)
def test_a_comparison_before_the_columns_word_and_a_unit_whose_column_is_unnamed(
    request_text: str, tmp_path: Path
) -> None:
    out = _governed(request_text, DIARY, tmp_path)
    assert out["day"].tolist() == [14, 21]
    assert out["Weight"].tolist() == [215.0, 211.6]


def test_a_unit_with_two_candidate_columns_is_not_guessed() -> None:
    frame = pd.DataFrame({"id": [1, 2], "weight": [3.5, 4.2], "tare_weight": [1.0, 1.5]})
    spec = _parse("The rest should be shown in pounds instead of kilograms.", frame)
    assert not [s for s in spec.steps if s.intent.kind == "convert_unit"]


TUMOURS = pd.DataFrame(
    {"patient": [1, 2, 3, 4, 5], "grade": [5.0, 7.0, 9.0, None, 6.0], "age": [60, 61, None, 70, 71]}
)


@pytest.mark.parametrize(
    "request_text",
    [
        "The clinic would like a grade_group column; low for a grade of six or less, mid for exactly seven, and "
        "high for eight and above. A few tumours were never graded, and they should get unknown.",
        "Oncology needs a grade_group column: low for a grade of six or less, mid for exactly seven, high for "
        "eight and above. Some were never graded; those are unknown.",
    ],
)
def test_a_label_for_the_rows_whose_measure_is_blank_fills_nothing(request_text: str, tmp_path: Path) -> None:
    out = _governed(request_text, TUMOURS, tmp_path)
    assert out["grade_group"].tolist() == ["low", "mid", "high", "unknown", "low"]
    assert out["age"].isna().sum() == 1 and out["grade"].isna().sum() == 1


@pytest.mark.parametrize(
    "request_text",
    [
        "The extract is in no particular order and a few capital figures are missing. Take the same firm's capital "
        "of the year before for each of them.",
        "Where a firm's capital is blank, use its capital from the year before.",
    ],
)
def test_the_value_of_the_year_before_is_a_forward_fill_in_year_order(request_text: str) -> None:
    frame = pd.DataFrame(
        {
            "firm": [1, 1, 1, 2, 2],
            "year": [1937, 1935, 1936, 1936, 1935],
            "capital": [None, 3.0, 4.0, None, 7.0],
        }
    )
    fills = [s.intent for s in _parse(request_text, frame).steps]
    assert len(fills) == 1 and isinstance(fills[0], FillMissing)
    assert (fills[0].strategy, fills[0].by, fills[0].order_by) == ("previous", ["firm"], "year")


def test_a_column_said_to_stay_in_its_unit_is_not_the_one_converted(tmp_path: Path) -> None:
    frame = pd.DataFrame({"person": [1, 2], "height": [70.0, 65.0], "arm": [18.0, 17.5]})
    for request in (
        "All the measurements are in inches. The team wants the heights in centimetres with one decimal; the arm "
        "lengths stay in inches.",
        "Heights in centimetres please, one decimal (they are in inches now); the arm stays in inches.",
    ):
        out = _governed(request, frame, tmp_path)
        assert out["height"].tolist() == [177.8, 165.1] and out["arm"].tolist() == [18.0, 17.5]


def test_flags_named_by_their_initials(tmp_path: Path) -> None:
    plants = pd.DataFrame(
        {"plant": [1, 2, 3, 4], "pt": [0, 1, 0, 0], "bw": [0, 0, 1, 0], "cost": [1, 2, 3, 4]}
    )
    for request in (
        "Leave out any plant that came with a partial turnkey, and also any plant built by Babcock-Wilcox.",
        "Drop the partial turnkey plants. Drop the Babcock Wilcox ones too.",
    ):
        assert _governed(request, plants, tmp_path)["plant"].tolist() == [1, 4]


@pytest.mark.parametrize(
    "request_text",
    [
        "Cell type is still coded 1 to 3. Could you spell it out as squamous, small cell and large, in that order?",
        "The cell column is numbered from 1 to 3; write them as squamous, small cell and large respectively.",
    ],
)
def test_codes_of_a_range_named_in_order(request_text: str) -> None:
    frame = pd.DataFrame({"patient": [1, 2, 3, 4], "cell": [1, 2, 3, 2], "age": [60, 55, 71, 80]})
    step = _only_step(request_text, frame)
    assert isinstance(step, MapValues) and step.column == "cell"
    assert step.meanings == {"1": "squamous", "2": "small cell", "3": "large"}


def test_a_range_of_whole_years_is_about_the_dates(tmp_path: Path) -> None:
    frame = pd.DataFrame(
        {
            "Date": ["2003-12-31", "2004-01-01", "2011-06-20", "2011-12-31", "2012-01-02"],
            "Count": [1900, 2004, 2005, 2011, 9],
        }
    )
    for request in (
        "Cut the counts down to the ones taken from 2004 through 2011, both years in full.",
        "Keep only 2004 to 2011 (whole years).",
    ):
        assert _governed(request, frame, tmp_path)["Date"].tolist() == [
            "2004-01-01",
            "2011-06-20",
            "2011-12-31",
        ]


@pytest.mark.parametrize(
    ("months", "request_text"),
    [
        (
            ["Jan 1950", "Apr 1950", "Jul 1950", "Oct 1950", "Dec 1950"],
            "Tag every month with its season in a new column named season: December to February is winter, March to "
            "May spring, June to August summer and September to November autumn.",
        ),
        (
            ["1950-01-15", "1950-04-15", "1950-07-15", "1950-10-15", "1950-12-15"],
            "Add a season column: Dec to Feb = winter, Mar to May = spring, Jun to Aug = summer, Sep to Nov = autumn.",
        ),
    ],
)
def test_labels_by_ranges_of_months_wrap_over_the_new_year(
    months: list[str], request_text: str, tmp_path: Path
) -> None:
    frame = pd.DataFrame({"month": months, "passengers": [112, 130, 150, 120, 118]})
    out = _governed(request_text, frame, tmp_path)
    assert out["season"].tolist() == ["winter", "spring", "summer", "autumn", "winter"]


def test_stacked_files_named_by_the_values_the_request_lists(tmp_path: Path) -> None:
    paths = []
    for cask, rows in (("a", [1.0, 2.0]), ("b", [3.0]), ("c", [4.0, 5.0])):
        path = tmp_path / f"paste_{cask}.csv"
        pd.DataFrame({"strength": rows}).to_csv(path, index=False)
        paths.append(path)
    out_path = tmp_path / "out.csv"
    request = (
        "The casks came back as three sheets. Stack them into one table and add a cask column with a, b or c."
    )
    asyncio.run(run_request(request, paths, out_path, model=None))
    out = pd.read_csv(out_path)
    assert out["cask"].tolist() == ["a", "a", "b", "c", "c"] and out["strength"].tolist() == [
        1.0,
        2.0,
        3.0,
        4.0,
        5.0,
    ]


def test_whatever_was_done_first_is_the_row_that_was() -> None:
    frame = pd.DataFrame(
        {
            "quarter": ["Q1", "Q1", "Q2"],
            "gas": [1.0, 2.0, 3.0],
            "submitted": ["2020-04-01", "2020-03-01", "2020-07-01"],
        }
    )
    step = _only_step("For each quarter keep whatever was submitted first and throw away the rest.", frame)
    assert (step.kind, step.key, step.keep, step.order_by) == (
        "deduplicate",
        ["quarter"],
        "earliest",
        "submitted",
    )


ANIMALS = pd.DataFrame(
    {"species": ["Cow", "Triceratops", "Mole", "Brachiosaurus"], "body": [465.0, 9400.0, 0.1, 87000.0]}
)


@pytest.mark.parametrize(
    "request_text",
    [
        "The list still includes two dinosaurs: Brachiosaurus and Triceratops. Please leave them out.",
        "Brachiosaurus and Triceratops are not mammals. Drop those from the list.",
    ],
)
def test_them_means_the_values_listed_before(request_text: str, tmp_path: Path) -> None:
    assert _governed(request_text, ANIMALS, tmp_path)["species"].tolist() == ["Cow", "Mole"]


RATES = pd.DataFrame(
    {
        "country": ["alg", "per", "swe", "ind"],
        "birth": [36.4, 20.0, 12.0, 30.0],
        "death": [14.6, 13.0, 9.0, 8.0],
    }
)


@pytest.mark.parametrize(
    "request_text",
    [
        "Countries where more than 35 babies are born per thousand people, or where more than 12 per thousand "
        "die, should be marked high in a new column called pressure. The rest are low.",
        "Any country with a birth rate above 35 or a death rate above 12 should be labelled high in a new column "
        "called pressure; the rest are low.",
    ],
)
def test_rows_first_then_the_label_they_should_be_marked(request_text: str, tmp_path: Path) -> None:
    assert _governed(request_text, RATES, tmp_path)["pressure"].tolist() == ["high", "high", "low", "low"]


@pytest.mark.parametrize(
    "request_text",
    [
        "The sheet has its boiling points in Fahrenheit; our lab in Lyon needs Celsius, one decimal please.",
        "The boiling points are in Fahrenheit and the teacher wants Celsius, to one decimal.",
    ],
)
def test_the_scale_wanted_said_as_what_someone_needs(request_text: str, tmp_path) -> None:
    spec = _parse(request_text, TEMPS)
    (step,) = [s.intent for s in spec.steps]
    assert (step.column, step.from_unit, step.to_unit, step.round) == ("bp", "f", "c", 1)
    assert _governed(request_text, TEMPS, tmp_path)["bp"].tolist() == [100.0, 93.5, 90.0]


@pytest.mark.parametrize(
    "request_text",
    [
        "Some quarters have no approval figure. Use the last quarter that has one.",
        "Where approval is blank, take the last quarter which had a figure.",
    ],
)
def test_the_last_one_that_has_a_value_is_a_forward_fill(request_text: str) -> None:
    frame = pd.DataFrame(
        {"quarter": ["1945 Q2", "1945 Q3", "1945 Q4", "1946 Q1"], "approval": [87.0, None, 75.0, None]}
    )
    fills = [s.intent for s in _parse(request_text, frame).steps]
    assert len(fills) == 1 and isinstance(fills[0], FillMissing) and fills[0].strategy == "previous"
