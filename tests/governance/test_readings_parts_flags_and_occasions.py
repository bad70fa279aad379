"""A yes/no column said as what a case's rows are ("came in as an emergency with a systolic pressure under 100, or
if their pulse was over 120"), and never left out in silence; blanks of a total said to be the sum of other
columns, the parts read from the data; blanks filled from a second table when only its keys are named; which of
the parts of a whole is largest, and which of two named columns is ahead with a tie; a condition that holds for
every row names the table, not rows; a value fixed for a group said "stayed the same", in British spelling; new
columns shown by examples of a code's parts ("a state code column (AL) and a seat number column (2, or 1 for
CA-01)"); two measurements of a numbered pair said by their occasions ("slaughter weight", "entry weight"); New
Year's as a date; a value's comparative is no value ("lower than" over a diet of Low); a rate whose two sides are
in the same multiple; a unit wanted "in hectares, not acres"; shares that "add up to one". End to end with no
model, on tables of their own, in two wordings or more, with the negatives that must not be read."""

from __future__ import annotations

from pathlib import Path

import pandas as pd
import pytest

from dataagents.governance.schema_link import new_year_as_a_date
from dataagents.governance.spec import (
    ConvertUnit,
    DeriveColumn,
    FillFromTable,
    FillMissing,
    LabelByConditions,
    RowFilter,
    SplitColumn,
    Standardize,
)
from tests.governance.readings import spec_of, written

WARD = pd.DataFrame(
    {
        "patient": [1, 2, 3, 4, 5, 6],
        "Urgent": [1, 1, 0, 0, 1, 0],
        "SysBP": [85, 130, 80, 120, 95, 140],
        "HeartRate": [90, 140, 88, 135, 70, 60],
    }
)


@pytest.mark.parametrize(
    "request_text",
    [
        "Mark a patient as check if they came in urgent with a systolic pressure under 90, or if their heart rate "
        "was over 130 however they were admitted; everyone else is fine. Put it in a triage flag column.",
        "Tag each patient check if they were urgent admissions with a systolic blood pressure below 90 or if their "
        "heart rate was over 130, and fine otherwise, in a new column triage_flag.",
    ],
)
def test_a_flag_said_as_what_the_rows_are_is_a_condition_of_its_case(
    tmp_path: Path, request_text: str
) -> None:
    result, status = written(request_text, tmp_path, **{"ward.csv": WARD})
    assert status == "verified"
    assert list(result["triage_flag"]) == ["check", "check", "fine", "check", "fine", "fine"]


def test_a_flag_left_unread_in_a_case_is_reported_never_dropped_in_silence() -> None:
    spec = spec_of(
        "Flag for review any patient with a heart rate above 130 regardless of how they were admitted, and any "
        "urgent admission whose systolic blood pressure is below 90; the rest are fine. Put it in a triage flag "
        "column.",
        **{"ward.csv": WARD},
    )
    assert spec.unmapped  # the urgent flag is not read, so the reading cannot be called complete
    assert "urgent" in " ".join(spec.unmapped)


def test_a_flag_said_as_an_alternative_joins_with_or() -> None:
    spec = spec_of(
        "Add a review column: refer for anyone who was urgent or a heart rate over 130; everyone else is clear.",
        **{"ward.csv": WARD},
    )
    (step,) = spec.steps
    assert isinstance(step.intent, LabelByConditions)
    (case,) = step.intent.cases
    assert case.match == "any" and {c.column for c in case.conditions} == {"Urgent", "HeartRate"}


SALES = pd.DataFrame(
    {
        "week": [1, 2, 3, 4, 5, 6],
        "north": [12, 20, 31, 44, 50, 63],
        "south": [5, 9, 7, 8, 11, 10],
        "returns": [1, 0, 2, 1, 0, 3],
        "total": [17, None, 38, None, 61, 73],
    }
)


@pytest.mark.parametrize(
    "request_text",
    [
        "The log lost the total on two weeks. That total is just what the northern and southern shops sold "
        "together, so could you put it back?",
        "Fill the blank totals: the total is the north figure plus the south figure.",
    ],
)
def test_blank_totals_are_the_sum_of_the_parts_the_data_says(tmp_path: Path, request_text: str) -> None:
    result, status = written(request_text, tmp_path, **{"sales.csv": SALES})
    assert status == "verified"
    assert list(result["total"]) == [17, 29, 38, 52, 61, 73]


def test_parts_that_do_not_add_up_give_no_sum() -> None:
    off = SALES.assign(total=[18, None, 38, None, 61, 73])  # the first full row is not north + south
    spec = spec_of(
        "That total is just what the two shops sold together, so please put it back.", **{"s.csv": off}
    )
    assert not any(isinstance(s.intent, DeriveColumn) for s in spec.steps)


RESULTS = pd.DataFrame(
    {
        "county": ["Ada", "Ada", "Bee", "Bee"],
        "candidate": ["X", "Y", "X", "Y"],
        "party": [None, "P", None, "Q"],
        "votes": [10.0, None, None, 7.0],
    }
)
CANVASS = pd.DataFrame(
    {"County": ["Bee", "Ada", "Bee", "Ada"], "Ticket": ["X", "Y", "Y", "X"], "Votes": [3, 4, 7, 10]}
)


@pytest.mark.parametrize(
    "request_text",
    [
        "The canvass report has every county's count for every ticket, and we have 2 blanks in our results. Could "
        "you fill them in from the report, matching by county and ticket?",
        "We're missing a couple of vote counts; the canvass report has them for each county and ticket, so please "
        "copy them over.",
    ],
)
def test_blanks_filled_from_a_second_table_when_only_its_keys_are_named(request_text: str) -> None:
    spec = spec_of(request_text, **{"results.csv": RESULTS, "canvass_report.csv": CANVASS})
    (step,) = spec.steps
    assert isinstance(step.intent, FillFromTable) and not spec.unmapped
    assert step.intent.columns == {"votes": "Votes"}
    assert step.intent.keys == ["county", "candidate"] and step.intent.other_keys == ["County", "Ticket"]


REGIONS = pd.DataFrame(
    {
        "week": [1, 2, 3, 4],
        "north": [10, 50, 5, 20],
        "south": [30, 10, 5, 20],
        "east": [5, 5, 40, 1],
        "total": [45, 65, 50, 41],
        "staff": [3, 4, 5, 6],
    }
)


@pytest.mark.parametrize(
    ("request_text", "target", "expected"),
    [
        # (a top shared by two parts gets no label)
        (
            "Add a top_region column saying which region sold the most that week.",
            "top_region",
            ["south", "north", "east", ""],
        ),
        (
            "Add a column weakest naming the region with the lowest sales.",
            "weakest",
            ["east", "east", "", "east"],
        ),
    ],
)
def test_the_largest_part_of_a_whole_is_named(
    tmp_path: Path, request_text: str, target: str, expected: list[str]
) -> None:
    result, status = written(request_text, tmp_path, **{"regions.csv": REGIONS})
    assert status == "verified"
    assert result[target].fillna("").tolist() == expected


POLLS = pd.DataFrame({"poll": [1, 2, 3], "Smith": [46, 47, 45], "Jones": [49, 45, 45], "n": [900, 1000, 800]})


@pytest.mark.parametrize(
    "request_text",
    [
        "Who was ahead in each of these polls? A leader column with Jones or Smith would be great, and tied when "
        "they had the same share.",
        "Add a leader column with Smith or Jones, whoever had the higher share, and tied when they were equal.",
    ],
)
def test_which_of_two_named_columns_is_ahead_with_a_tie(tmp_path: Path, request_text: str) -> None:
    result, status = written(request_text, tmp_path, **{"polls.csv": POLLS})
    assert status == "verified"
    assert list(result["leader"]) == ["Jones", "Smith", "tied"]


CENSUS = pd.DataFrame(
    {
        "person": [1, 2, 3, 4, 5],
        "city": ["Leeds", "York", "Leeds", "York", "York"],
        "age": [12, 30, 70, 45, 17],
    }
)


def test_values_every_row_holds_name_the_table_not_rows(tmp_path: Path) -> None:
    result, status = written(
        "Our labour-market piece is about people of working age, so the under-18s and everyone 65 or older should "
        "come out of the Leeds and York sample.",
        tmp_path,
        **{"sample.csv": CENSUS},
    )
    assert status == "verified"
    assert list(result["person"]) == [2, 4]


def test_listing_some_of_the_values_still_names_rows() -> None:
    spec = spec_of("Drop the under-18s and everyone living in Leeds.", **{"sample.csv": CENSUS})
    (step,) = spec.steps
    assert isinstance(step.intent, RowFilter)
    assert any(c.column == "city" for c in step.intent.conditions)


CENTRES = pd.DataFrame(
    {
        "line": range(1, 9),
        "center": [1, 1, 1, 1, 2, 2, 2, 2],
        "week": [1, 2, 3, 4, 1, 2, 3, 4],
        "children": [37, 73, 37, 37, 20, 20, 2, 20],
    }
)


def test_a_value_that_stayed_the_same_in_british_spelling(tmp_path: Path) -> None:
    result, status = written(
        "Each centre's number of children stayed the same throughout the study, and those weeks don't match it. "
        "Set them to the number the centre shows on most of its weeks.",
        tmp_path,
        **{"pickups.csv": CENTRES},
    )
    assert status == "verified"
    assert list(result["children"]) == [37, 37, 37, 37, 20, 20, 20, 20]


SEATS = pd.DataFrame({"member": ["a", "b", "c", "d"], "Dist": ["AL-2", "CA-01", "CA-12", "TX-7"]})


@pytest.mark.parametrize(
    "request_text",
    [
        "Districts are written like AL-2 or CA-01. Next to each, I'd like a state code column (AL) and a seat "
        "number column holding the plain number (2, or 1 for CA-01), leaving the district itself as it is.",
        "The district codes look like AL-2 or CA-01. Please add a state code column (AL) and a seat number column "
        "(2, or 1 for CA-01), keeping the district column as it is.",
    ],
)
def test_new_columns_shown_by_examples_of_a_codes_parts(tmp_path: Path, request_text: str) -> None:
    result, status = written(request_text, tmp_path, **{"seats.csv": SEATS})
    assert status == "verified"
    assert list(result["Dist"]) == ["AL-2", "CA-01", "CA-12", "TX-7"]
    assert list(result["state_code"]) == ["AL", "CA", "CA", "TX"]
    assert list(result["seat_number"]) == [2, 1, 12, 7]


def test_a_part_shown_as_written_keeps_its_padding() -> None:
    spec = spec_of(
        "Please add a state column (AL) and a seat column (2), keeping the district column as it is.",
        **{"seats.csv": SEATS},
    )
    kinds = [type(s.intent) for s in spec.steps]
    assert kinds == [SplitColumn]  # "2" of AL-2 shows no padding dropped: CA-01 stays 01
    assert not any(isinstance(s.intent, Standardize) for s in spec.steps)


CALVES = pd.DataFrame(
    {
        "calf": [1, 2, 3, 4],
        "diet": ["Low", "High", "Low", "Medium"],
        "weight1": [500, 520, 610, 480],
        "weight2": [800, 510, 900, 470],
    }
)


@pytest.mark.parametrize(
    "request_text",
    [
        "No calf leaves the feedlot lighter than it came in, so any record with a slaughter weight below the entry "
        "weight was keyed in wrong. Remove those records.",
        "Drop the calves whose final weight is lower than their starting weight.",
    ],
)
def test_two_measurements_said_by_their_occasions(tmp_path: Path, request_text: str) -> None:
    result, status = written(request_text, tmp_path, **{"calf_weights.csv": CALVES})
    assert status == "verified"
    assert list(result["calf"]) == [1, 3]


def test_one_occasion_alone_names_neither_measurement() -> None:
    spec = spec_of("Drop the calves whose final weight is under 600.", **{"calves.csv": CALVES})
    assert not any(
        isinstance(s.intent, RowFilter) and {c.column for c in s.intent.conditions} == {"weight2"}
        for s in spec.steps
    )


def test_a_values_comparative_is_no_value() -> None:
    spec = spec_of("Drop the calves whose weight2 is lower than their weight1.", **{"calves.csv": CALVES})
    (step,) = spec.steps
    assert [c.column for c in step.intent.conditions] == ["weight2"]  # never diet == Low


def test_new_year_is_a_date_of_the_one_year_said() -> None:
    said = new_year_as_a_date("Songs of 2000. Some were charting before New Year's, so take those out.")
    assert "before January 1, 2000" in said
    assert new_year_as_a_date("before New Year's 1999, after 2001") == "before January 1, 1999, after 2001"
    assert new_year_as_a_date("before New Year's, in 1999 or 2000") == "before New Year's, in 1999 or 2000"


HOUSES = pd.DataFrame({"house": [1, 2, 3], "Price": [57.6, 120.0, 150.0], "Size": [0.96, 2.0, 1.0]})


def test_a_rate_whose_sides_are_in_the_same_multiple(tmp_path: Path) -> None:
    result, status = written(
        "Work out each house's price per square foot (prices are in thousands of dollars and floor areas in "
        "thousands of square feet), to the cent, in a price per square foot column. Then drop the houses that "
        "come to more than $100 a square foot.",
        tmp_path,
        **{"houses.csv": HOUSES},
    )
    assert status == "verified"
    assert list(result["house"]) == [1, 2]
    assert list(result["price_per_square_foot"]) == [60.0, 60.0]


def test_a_rate_whose_sides_are_in_different_multiples_is_not_read() -> None:
    spec = spec_of(
        "Work out each house's price per square foot (prices are in thousands of dollars), in a price per square "
        "foot column.",
        **{"houses.csv": HOUSES},
    )
    assert not any(isinstance(s.intent, DeriveColumn) for s in spec.steps)


FIELDS = pd.DataFrame({"line": [1, 2], "state": ["A", "B"], "area_harvested": [9000, 140000]})


def test_a_unit_wanted_rather_than_the_one_the_values_are_in() -> None:
    spec = spec_of(
        "The template wants the harvested area in hectares, not acres. Whole hectares are fine.",
        **{"fields.csv": FIELDS},
    )
    (step,) = spec.steps
    assert isinstance(step.intent, ConvertUnit) and not spec.unmapped
    assert (step.intent.from_unit, step.intent.to_unit, step.intent.round) == ("acre", "ha", 0)


SHARES = pd.DataFrame(
    {
        "year": [1, 2, 3, 4],
        "capital": [0.1, 0.2, 0.15, 0.1],
        "laborshare": [0.3, 0.3, 0.25, 0.2],
        "materials": [0.6, None, 0.6, None],
    }
)


@pytest.mark.parametrize(
    "request_text",
    [
        "Capital, labour and materials shares add up to one, so the gap is whatever the other two leave.",
        "The three shares add up to 1, so the missing materials share is whatever the other two leave.",
    ],
)
def test_shares_that_add_up_to_one(request_text: str) -> None:
    spec = spec_of(request_text, **{"shares.csv": SHARES})
    (step,) = spec.steps
    assert isinstance(step.intent, FillMissing) and step.intent.strategy == "remainder"
    assert step.intent.columns == ["materials"] and not spec.unmapped


PEOPLE = pd.DataFrame(
    {
        "person": [1, 2, 3, 4, 5, 6],
        "age": [10, 35, 15, 52, 41, 29],
        "edu": ["hs", "college", "hs", "college", "hs", "hs"],
        "income": [None, 50.0, None, None, 30.0, 34.0],
    }
)


def test_kids_under_an_age_are_bounded_by_age_not_the_column_said_after(tmp_path: Path) -> None:
    result, status = written(
        "Two things: take out the kids under 16, who weren't asked about income, and then fill the missing incomes "
        "that are left with the median income of people with the same education level.",
        tmp_path,
        **{"people.csv": PEOPLE},
    )
    assert status == "verified"
    assert list(result["person"]) == [2, 4, 5, 6]
    assert list(result["income"]) == [50.0, 50.0, 30.0, 34.0]


LEDGER = pd.DataFrame(
    {"Name": ["Ames, A", "Bell, B", "Cole, C"], "St": ["AK", "AL", "AZ"], "Gift": [5, 7, 9]}
)
ROLL = pd.DataFrame(
    {"Senator": ["Bell, B", "Ames, A", "Dunn, D"], "State": ["AL", "AK", "AR"], "Vote": ["yes", "no", "yes"]}
)


def test_keys_said_in_words_pair_columns_named_differently_and_say_whose_names_stay() -> None:
    spec = spec_of(
        "Match the gifts ledger to the roll call by senator and state. I only want the senators in both files.",
        **{"gifts_ledger.csv": LEDGER, "roll_call.csv": ROLL},
    )
    join = spec.steps[0].intent
    assert (join.keys, join.other_keys, join.how) == (["Name", "St"], ["Senator", "State"], "inner")
    # which file's names the keys keep is not said, so the result is not called verified
    assert any("key columns keep" in u for u in spec.unmapped)


CHART = pd.DataFrame(
    {
        "song": [1, 2, 3, 4],
        "artist": ["a", "b", "c", "d"],
        "date.entered": ["1999-12-11", "2000-02-26", "1999-10-02", "2000-07-15"],
    }
)


@pytest.mark.parametrize(
    "request_text",
    [
        "Some songs on the 2000 chart were already charting before New Year's, so please take those out.",
        "Drop the songs that debuted before 2000.",
    ],
)
def test_the_event_a_dates_column_dates_said_by_its_verb(tmp_path: Path, request_text: str) -> None:
    result, status = written(request_text, tmp_path, **{"hot100_chart.csv": CHART})
    assert status == "verified"
    assert list(result["song"]) == [2, 4]


MILL = pd.DataFrame(
    {
        "age": [10, 11, 12, 13],
        "mnum": [20, 19, 0, 5],
        "mwage": [30.5, 31.0, 0.0, 40.0],
        "fnum": [12, 0, 7, 0],
        "fwage": [35.0, 0.0, 36.0, 0.0],
    }
)


@pytest.mark.parametrize(
    "request_text",
    [
        "Blank out the women's average wage where no women were employed.",
        "The women's average wage shows 0 at the ages where no women were employed at all. That isn't a wage; make "
        "those cells empty.",
    ],
)
def test_the_column_named_is_blanked_where_the_condition_holds(tmp_path: Path, request_text: str) -> None:
    result, status = written(request_text, tmp_path, **{"mill_wages.csv": MILL})
    assert status == "verified"
    assert result["fwage"].isna().tolist() == [False, True, False, True]
    assert list(result["fnum"]) == [12, 0, 7, 0]  # the condition's column stays as it is
    assert list(result["mwage"]) == [30.5, 31.0, 0.0, 40.0]  # and so do the men's wages


SURVEY = pd.DataFrame(
    {
        "person": [1, 2, 3, 4],
        "status": ["2. Married", "1. Never Married", "2. Married", "3. Widowed"],
        "school": ["1) Primary", "2) Secondary", "2) Secondary", "3) Degree"],
        "town": ["1. Leeds", "York", "2. Hull", "York"],
    }
)


@pytest.mark.parametrize(
    "request_text",
    [
        "The status and school columns still carry the survey's code number in front of every category, the 2 in "
        "front of Married for instance. Take the numbers off both so only the names remain.",
        "Strip the code numbers from the status and school columns.",
    ],
)
def test_code_numbers_in_front_of_categories_are_taken_off(tmp_path: Path, request_text: str) -> None:
    result, status = written(request_text, tmp_path, **{"survey.csv": SURVEY})
    assert status == "verified"
    assert list(result["status"]) == ["Married", "Never Married", "Married", "Widowed"]
    assert list(result["school"]) == ["Primary", "Secondary", "Secondary", "Degree"]


def test_a_column_with_values_that_carry_no_code_is_not_stripped() -> None:
    spec = spec_of("Strip the code numbers from the town column.", **{"survey.csv": SURVEY})
    assert not any(getattr(s.intent, "column", None) == "town" for s in spec.steps)


PAPERS = pd.DataFrame(
    {
        "journal": ["AmNat", "AmNat", "Ecol", "AmNat", "Ecol"],
        "volume": [151, 151, 80, 151, 80],
        "startpage": [29, 84, 10, 29, 10],
        "pages": [17, 13, 9, 17, 9],
        "cites": [25, 12, 40, 27, 44],
    }
)


@pytest.mark.parametrize(
    "request_text",
    [
        "Some papers ended up twice because I pasted a newer download underneath. A paper is the same journal, "
        "volume and first page; keep its lower line, which has the newer counts.",
        "Drop the repeated papers (same journal, volume and first page), keeping the lower line.",
    ],
)
def test_a_key_the_request_defines_and_the_lower_copy_kept(tmp_path: Path, request_text: str) -> None:
    result, status = written(request_text, tmp_path, **{"papers.csv": PAPERS})
    assert status == "verified"
    assert list(result["cites"]) == [12, 27, 44]


MORTALITY = pd.DataFrame(
    {
        "country": ["A", "B", "C", "D", "E"],
        "deaths": [5, 60, None, 800, 20],
        "ratio_2017": [15.0, 90.0, None, 640.0, 300.0],
    }
)


def test_bands_said_after_each_other_and_a_word_for_the_blanks(tmp_path: Path) -> None:
    result, status = written(
        "Band each country by its 2017 ratio in a ratio band column: very low under 20, low under 100, high under "
        "500 and very high from 500 up. Where WHO has no ratio, write no estimate.",
        tmp_path,
        **{"mortality.csv": MORTALITY},
    )
    assert status == "verified"
    assert list(result["ratio_band"]) == ["very low", "low", "no estimate", "very high", "high"]


def test_a_word_for_the_blanks_with_a_condition_more_is_not_taken_as_such() -> None:
    spec = spec_of(
        "Band each country by its 2017 ratio in a ratio band column: very low under 20, low under 100, high under "
        "500 and very high from 500 up. Where WHO has no ratio and deaths are over 100, write no estimate.",
        **{"mortality.csv": MORTALITY},
    )
    label = spec.steps[0].intent
    assert not any(c.op == "is_missing" for case in label.cases for c in case.conditions)
    assert spec.unmapped


def _downloads(tmp_path: Path, request: str) -> tuple[pd.DataFrame, str]:
    games = pd.DataFrame({"Points": [300, 350, 410, 290, 380], "Opp": [280, 360, 300, 310, 330]})
    first, second = games.iloc[:4], games.iloc[2:]  # games 3 and 4 in both downloads
    return written(request, tmp_path, **{"games_march.csv": first, "games_june.csv": second})


@pytest.mark.parametrize(
    ("request_text", "in_both"),
    [
        (
            "I downloaded my game history in March and again in June, and the two files overlap. Can you make one "
            "list with every game once, plus a download column saying March or June (March for the games in both)?",
            "March",
        ),
        (
            "Make one list of the two downloads with every game once, and a download column saying March or June; "
            "June for the games in both.",
            "June",
        ),
    ],
)
def test_two_overlapping_files_stacked_with_every_row_once(
    tmp_path: Path, request_text: str, in_both: str
) -> None:
    result, status = _downloads(tmp_path, request_text)
    assert status == "verified"
    assert sorted(result["Points"]) == [290, 300, 350, 380, 410]
    assert result.set_index("Points").loc[[410, 290], "download"].tolist() == [in_both, in_both]


def test_which_file_the_shared_rows_are_put_down_to_is_reported_when_unsaid(tmp_path: Path) -> None:
    result, status = _downloads(
        tmp_path,
        "Make one list of the two downloads with every game once, and a download column saying March or June.",
    )
    assert sorted(result["Points"]) == [290, 300, 350, 380, 410]
    assert status != "verified"


SURVEY_HOURS = pd.DataFrame(
    {
        "respondent": [1, 2, 3, 4],
        "hrsrelax": [None, 3.0, None, 5.0],
        "mntlhlth": [None, None, 2.0, 0.0],
        "degree": ["BA", "HS", "HS", "MA"],
    }
)


@pytest.mark.parametrize(
    "request_text",
    [
        "Drop the respondents whose relaxing hours and mental health days are both blank.",
        "Drop the respondents who left both the relaxing-hours question and the mental-health-days question blank.",
    ],
)
def test_rows_left_blank_in_both_columns_said_by_their_words(request_text: str) -> None:
    spec = spec_of(request_text, **{"survey.csv": SURVEY_HOURS})
    (step,) = spec.steps
    assert (step.intent.columns, step.intent.how) == (["hrsrelax", "mntlhlth"], "all")
