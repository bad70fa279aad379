"""Readings that blind held-out sets showed missing, checked on made-up tables in two wordings each: a value
that belongs to a group (a site's altitude, a firm's sector) set back to what most of the group's rows say;
a blank filled by a method said in the sentence after the blanks; blanks taken from the same-numbered column
of another series; a value written only on the first row of its block filled down; a threshold written in
scientific notation; a blank count "made 0"; rows with no measure "of" a column dropped. Where the reading
takes a column from the data rather than a word, the result is not verified."""

from __future__ import annotations

from pathlib import Path

import pandas as pd
import pytest

from dataagents.governance.schema_link import describe_table, find_columns, stem
from dataagents.governance.spec import DropMissing, FillFrom, FillMissing, MakeConsistent, RowFilter
from dataagents.governance.understand import split_clauses
from tests.governance.readings import spec_of as _spec
from tests.governance.readings import written as _written

# weather stations visited over three years; elevation belongs to the station, two rows were mistyped
STATIONS = pd.DataFrame(
    {
        "visit": list(range(1, 19)),
        "station": [4, 4, 4, 7, 7, 7, 9, 9, 9, 11, 11, 11, 12, 12, 12, 15, 15, 15],
        "year": [2019, 2020, 2021] * 6,
        "elev": [310, 310, 301, 95, 95, 95, 640, 604, 640, 22, 22, 22, 1480, 1480, 1480, 233, 233, 233],
        "rain_mm": [812.0, 790.5, 901.2, 455.0, 470.1, 430.8, 1210.0, 1190.4, 1302.2, 610.0, 655.5, 590.1,
                    1720.4, 1802.0, 1655.9, 700.2, 688.0, 731.5],
        "cloudy": ["no", "no", "yes", "no", "no", "no", "yes", "yes", "no", "no", "yes", "no",
                   "yes", "yes", "yes", "no", "no", "yes"],
    }
)  # fmt: skip
STATIONS_FIXED = STATIONS.assign(
    elev=[310, 310, 310, 95, 95, 95, 640, 640, 640, 22, 22, 22, 1480, 1480, 1480, 233, 233, 233]
)
# shops followed over years, identified by a short code no word names; the region is the shop's
SHOPS = pd.DataFrame(
    {
        "sh": [1, 1, 1, 2, 2, 2, 3, 3, 3],
        "yr": [2018, 2019, 2020] * 3,
        "region": ["north", "north", "south", "east", "east", "east", "west", "west", "west"],
        "sales": [12.5, 13.1, 12.9, 8.4, 8.8, 9.0, 20.2, 19.7, 21.5],
    }
)
QUIZ = pd.DataFrame(
    {
        "pupil": [1, 2, 3, 4],
        "post.1": [5, 6, 7, 4],
        "post.2": [3, 4, 6, 5],
        "fup.1": [5.0, None, 8.0, 4.0],
        "fup.2": [None, 4.0, 6.0, None],
    }
)
ORCHARD = pd.DataFrame(
    {"tree": [1, 2, 3, 4, 5, 6], "row_no": [1.0, None, None, 2.0, None, None], "apples": [40, 38, 51, 29, 33, 47]}
)  # fmt: skip
BUSHES = pd.DataFrame(
    {
        "bush": [1, 2, 3, 4, 5, 6],
        "soil": ["clay", "clay", "sand", "sand", "clay", "sand"],
        "berries": [120.0, None, 80.0, 90.0, 140.0, None],
    }
)
GENES = pd.DataFrame({"snp": ["rs1", "rs2", "rs3", "rs4"], "pval": [3e-8, 0.02, 8e-6, 1.5e-4]})
VESSELS = pd.DataFrame(
    {"hull": [1, 2, 3, 4], "service": [120.0, None, 300.0, 75.0], "incidents": [2.0, None, None, 0.0]}
)


@pytest.mark.parametrize(
    "request_text",
    [
        "Altitude belongs to the station, so every visit to the same station must have the same altitude, yet a "
        "few rows disagree with the rest of their station. Overwrite those with the altitude most of that "
        "station's rows have.",
        "The elevation never changes for a station, but it was retyped by hand and a couple of rows came out "
        "wrong. Set each row back to the value most rows of its station have.",
    ],
)
def test_a_value_that_belongs_to_a_group_is_set_to_the_groups_usual_one(
    request_text: str, tmp_path: Path
) -> None:
    spec = _spec(request_text, **{"stations.csv": STATIONS})
    steps = [s.intent for s in spec.steps]
    assert steps == [MakeConsistent(determinant=["station"], dependent="elev")], spec.unmapped
    out, _ = _written(request_text, tmp_path, **{"stations.csv": STATIONS})
    pd.testing.assert_frame_equal(out, STATIONS_FIXED)


@pytest.mark.parametrize(
    "request_text",
    [
        "A shop stays in the same region for the whole panel, but a few yearly lines were keyed with the wrong "
        "region. Set those back to what the shop's other years show.",
        "Regions don't change from one year to the next for any shop, but a few rows disagree with the rest of "
        "that shop's rows. Correct them to what the shop's other years say.",
    ],
)
def test_a_panel_unit_no_word_names_is_read_from_the_data_and_not_verified(
    request_text: str, tmp_path: Path
) -> None:
    spec = _spec(request_text, **{"shops.csv": SHOPS})
    assert [s.intent for s in spec.steps] == [MakeConsistent(determinant=["sh"], dependent="region")]
    assert any("read as sh" in u for u in spec.unmapped)
    out, status = _written(request_text, tmp_path, **{"shops.csv": SHOPS})
    assert out["region"].tolist()[:3] == ["north"] * 3 and status != "verified"


def test_a_value_no_word_names_is_never_a_column_that_agrees_by_chance() -> None:
    """Yes/no answers agree within most groups by chance; only the column a few rows break is taken, and
    when two could be meant, none is."""
    request = (
        "The figure is fixed for each station, but a few rows don't show it. Set them to the rest's value."
    )
    spec = _spec(request, **{"stations.csv": STATIONS})
    assert [s.intent for s in spec.steps] == [MakeConsistent(determinant=["station"], dependent="elev")]
    assert any("read as elev" in u for u in spec.unmapped)
    two = STATIONS.assign(depth=STATIONS["elev"] // 10)
    spec = _spec(request, **{"stations.csv": two})
    assert not any(isinstance(s.intent, MakeConsistent) for s in spec.steps)


def test_a_group_rule_with_no_correction_asked_reads_no_repair() -> None:
    spec = _spec("Altitude belongs to the station. How many stations are there?", **{"s.csv": STATIONS})
    assert not any(isinstance(s.intent, MakeConsistent) for s in spec.steps)


@pytest.mark.parametrize(
    "request_text",
    [
        "Berry counts didn't get recorded for two bushes. Use the median from the bushes with the same soil for "
        "those.",
        "Two bushes never had their berries counted. Take the median of the bushes on the same soil for them.",
    ],
)
def test_the_fill_method_said_in_the_sentence_after_the_blanks(request_text: str, tmp_path: Path) -> None:
    spec = _spec(request_text, **{"bushes.csv": BUSHES})
    assert [s.intent for s in spec.steps] == [
        FillMissing(columns=["berries"], strategy="median", by=["soil"])
    ], spec.unmapped
    out, _ = _written(request_text, tmp_path, **{"bushes.csv": BUSHES})
    assert out["berries"].tolist() == [120.0, 130.0, 80.0, 90.0, 140.0, 85.0]


@pytest.mark.parametrize(
    "request_text",
    [
        "Some follow-up scores never came in. Until they do, put in the same pupil's post-test score from the "
        "same round.",
        "A few follow-up marks are missing; use the same pupil's post-test mark of that round instead.",
    ],
)
def test_blanks_taken_from_the_same_numbered_column_of_another_series(
    request_text: str, tmp_path: Path
) -> None:
    spec = _spec(request_text, **{"quiz.csv": QUIZ})
    assert [s.intent for s in spec.steps] == [FillFrom(sources={"fup.1": "post.1", "fup.2": "post.2"})]
    out, _ = _written(request_text, tmp_path, **{"quiz.csv": QUIZ})
    assert out["fup.1"].tolist() == [5.0, 6.0, 8.0, 4.0] and out["fup.2"].tolist() == [3.0, 4.0, 6.0, 5.0]


def test_the_same_things_value_from_another_row_is_not_another_column() -> None:
    """ "The same bush's berries from the row before" names the same column of another row, so no column
    is borrowed from a neighbour that merely correlates."""
    spec = _spec(
        "A few berry counts are missing. Use the same bush's count from the year before.",
        **{"bushes.csv": BUSHES},
    )
    assert not any(isinstance(s.intent, FillFrom) for s in spec.steps)


@pytest.mark.parametrize(
    "request_text",
    [
        "The row number is only written against the first tree of each row, the way the orchard book lays it "
        "out. Could you fill it in for every tree?",
        "Please fill the row number down: it is only entered on the first tree of each row.",
    ],
)
def test_a_value_written_only_on_the_first_row_of_its_block_is_filled_down(
    request_text: str, tmp_path: Path
) -> None:
    spec = _spec(request_text, **{"orchard.csv": ORCHARD})
    assert [s.intent for s in spec.steps] == [FillMissing(columns=["row_no"], strategy="previous")]
    out, _ = _written(request_text, tmp_path, **{"orchard.csv": ORCHARD})
    assert out["row_no"].tolist() == [1.0, 1.0, 1.0, 2.0, 2.0, 2.0]


@pytest.mark.parametrize(
    "request_text",
    [
        "I just need the SNPs with a p-value under 1e-5.",
        "Keep the variants whose pval is below 1e-5, drop the rest.",
    ],
)
def test_a_threshold_in_scientific_notation(request_text: str, tmp_path: Path) -> None:
    spec = _spec(request_text, **{"genes.csv": GENES})
    step = spec.steps[0].intent
    assert isinstance(step, RowFilter) and step.conditions[0].value == pytest.approx(1e-5)
    out, _ = _written(request_text, tmp_path, **{"genes.csv": GENES})
    assert out["snp"].tolist() == ["rs1", "rs3"]


@pytest.mark.parametrize(
    "request_text",
    [
        "Take out the hulls with no months of service recorded. After that, a blank incident count just means "
        "nothing was reported, so make it 0.",
        "Drop the hulls with no days of service logged, then make the blank incidents 0.",
    ],
)
def test_rows_with_no_measure_of_a_column_dropped_and_a_blank_made_zero(
    request_text: str, tmp_path: Path
) -> None:
    spec = _spec(request_text, **{"vessels.csv": VESSELS})
    assert [s.intent for s in spec.steps] == [
        DropMissing(columns=["service"]),
        FillMissing(columns=["incidents"], strategy="constant", value=0),
    ], spec.unmapped
    out, _ = _written(request_text, tmp_path, **{"vessels.csv": VESSELS})
    assert out["hull"].tolist() == [1, 3, 4] and out["incidents"].tolist() == [2.0, 0.0, 0.0]


def test_header_readings_learned_plurals_skeletons_and_small_words() -> None:
    assert stem("strata") == stem("stratum") == "stratum"
    table = describe_table(
        "t.csv",
        pd.DataFrame({"prtyid": [1, 2], "yrdispl": [3, 4], "ed": [12, 16], "HEIGHT": [300, 310]}),
    )
    assert find_columns("the same party identification", table)[0].column == "prtyid"
    assert find_columns("year of displacement", table)[0].column == "yrdispl"
    assert find_columns("years of education", table)[-1].column == "ed"
    assert find_columns("altitude", table)[0].column == "HEIGHT"


MILES = pd.DataFrame({"year": [1950, 1951, 1952], "passenger_miles": [8002.0, 10566.0, 12528.0]})
CENSUS = pd.DataFrame({"year": [1790, 1800], "population": [3.929214, 5.308483]})


@pytest.mark.parametrize(
    "request_text",
    [
        "The passenger miles are given in millions; the board slide shows billions. Convert them and keep two "
        "decimals.",
        "Passenger miles are counted in millions here. Please show them in billions, to two decimals.",
    ],
)
def test_a_column_counted_in_one_multiple_wanted_in_another(request_text: str, tmp_path: Path) -> None:
    out, _ = _written(request_text, tmp_path, **{"miles.csv": MILES})
    assert out["passenger_miles"].tolist() == [8.0, 10.57, 12.53]


@pytest.mark.parametrize(
    "request_text",
    [
        "The census series gives the population in millions. For the poster I need the full number of people "
        "instead, as whole numbers.",
        "Population is stated in millions; write it out in full please, as whole numbers.",
    ],
)
def test_a_column_counted_in_millions_written_in_full(request_text: str, tmp_path: Path) -> None:
    spec = _spec(request_text, **{"census.csv": CENSUS})
    assert all(getattr(s.intent, "factor", 1e6) == 1e6 for s in spec.steps)
    out, _ = _written(request_text, tmp_path, **{"census.csv": CENSUS})
    assert out["population"].tolist() == [3929214, 5308483]


def test_a_multiple_only_described_is_no_scaling() -> None:
    spec = _spec("The census series gives the population in millions.", **{"census.csv": CENSUS})
    assert spec.steps == []


HORMONE = pd.DataFrame({"sample": [1, 2, 3, 4, 5], "level": [2.4, None, 2.2, None, 1.9]})


@pytest.mark.parametrize(
    "request_text",
    [
        "A few of the samples couldn't be assayed, so their level is empty. Use the value of the sample taken "
        "just before each of them.",
        "Where the level is blank, take the reading immediately before it.",
    ],
)
def test_a_blank_taken_from_the_row_just_before(request_text: str, tmp_path: Path) -> None:
    out, _ = _written(request_text, tmp_path, **{"hormone.csv": HORMONE})
    assert out["level"].tolist() == [2.4, 2.4, 2.2, 2.2, 1.9]


SHELVES = pd.DataFrame({"shelf": [1, 2, 3], "range": ["1:5", "6:10", "11:15"], "books": [40, 38, 12]})


@pytest.mark.parametrize(
    "request_text",
    [
        "The shelf ranges are written with a colon, like 1:5, and the import reads that as a time. Write them "
        "with a hyphen instead.",
        "Our ranges are typed with colons; please use hyphens instead.",
    ],
)
def test_a_separator_written_one_way_wanted_another(request_text: str, tmp_path: Path) -> None:
    out, _ = _written(request_text, tmp_path, **{"shelves.csv": SHELVES})
    assert out["range"].tolist() == ["1-5", "6-10", "11-15"]


CUBES = pd.DataFrame(
    {
        "sample": [1, 2, 1, 3, 2],
        "tested": ["2024-03-01", "2024-03-02", "2024-03-20", "2024-03-02", "2024-03-25"],
        "heat": [78.5, 74.3, 80.1, 104.3, 75.0],
    }
)


@pytest.mark.parametrize(
    "request_text",
    [
        "Some of the samples were put through the heat test again after they had cured longer. Only the "
        "earliest test of each sample counts.",
        "A few cubes were tested again later; keep just the first test for each sample.",
    ],
)
def test_the_earliest_test_of_each_thing_counts(request_text: str, tmp_path: Path) -> None:
    spec = _spec(request_text, **{"cubes.csv": CUBES})
    assert [type(s.intent).__name__ for s in spec.steps] == ["Deduplicate"], spec.steps
    out, _ = _written(request_text, tmp_path, **{"cubes.csv": CUBES})
    assert sorted(out["heat"].tolist()) == [74.3, 78.5, 104.3]


def test_more_than_that_is_the_number_said_before() -> None:
    said = split_clauses(
        "Isotope-238 is always well under 2 percent, so rows showing more than that are slips."
    )
    assert "more than 2 percent" in said[0]


BRANCH_2019 = pd.DataFrame({"store": [1, 2], "sales": [10.5, 12.0]})
BRANCH_2021 = pd.DataFrame({"store": [1, 3], "sales": [11.0, 9.5]})


@pytest.mark.parametrize(
    "request_text",
    [
        "Please put the 2019 and 2021 sales extracts into one table, with a year column so we can tell them apart.",
        "Stack both files with the year (2019 or 2021) in a year column.",
    ],
)
def test_stacked_files_named_by_the_part_of_their_name_the_request_says(
    request_text: str, tmp_path: Path
) -> None:
    files = {"shop_sales_2019_export.csv": BRANCH_2019, "shop_sales_2021_export.csv": BRANCH_2021}
    spec = _spec(request_text, **files)
    assert spec.steps[0].intent.source_names == ["2019", "2021"]
    out, _ = _written(request_text, tmp_path, **files)
    assert out["year"].astype(str).tolist() == ["2019", "2019", "2021", "2021"]


def test_file_parts_the_request_does_not_say_leave_the_file_names() -> None:
    files = {"shop_sales_2019_export.csv": BRANCH_2019, "shop_sales_2021_export.csv": BRANCH_2021}
    spec = _spec("Stack both files with a source column.", **files)
    assert spec.steps[0].intent.source_names == ["shop_sales_2019_export", "shop_sales_2021_export"]


BRAKES = pd.DataFrame({"car": [1, 2, 3], "speed": [4, 7, 10], "dist": [2.0, 10.0, 26.0]})
TIDES = pd.DataFrame({"year": [1990, 1991], "level": [3.12, 3.3]})


@pytest.mark.parametrize(
    "request_text",
    [
        "Those old braking tests give the stopping distance in feet, which nobody here can picture. Could you put "
        "it in metres with one decimal? Speeds can stay in miles per hour.",
        "The stopping distances are in feet. Please put them in metres, one decimal, and leave the speeds alone.",
    ],
)
def test_a_column_said_to_stay_is_not_the_one_converted(request_text: str, tmp_path: Path) -> None:
    out, _ = _written(request_text, tmp_path, **{"brakes.csv": BRAKES})
    assert out["dist"].tolist() == [0.6, 3.0, 7.9] and out["speed"].tolist() == [4, 7, 10]


@pytest.mark.parametrize(
    "request_text",
    [
        "Tide levels in feet please, two decimals; the harbour engineers don't work in metres.",
        "Give the levels in feet, two decimals. Nobody on the dock team thinks in metres, they never work with metres.",
    ],
)
def test_the_unit_nobody_works_in_is_the_one_the_values_are_in(request_text: str, tmp_path: Path) -> None:
    out, _ = _written(request_text, tmp_path, **{"tides.csv": TIDES})
    assert out["level"].tolist() == [10.24, 10.83]


UPSTREAM = pd.DataFrame({"year": [2001, 2002, 2003], "flow_up": [5.1, 6.0, 4.8]})
DOWNSTREAM = pd.DataFrame({"year": [2002, 2003, 2004], "flow_down": [7.2, 6.1, 6.6]})


@pytest.mark.parametrize(
    "request_text",
    [
        "Put the two gauges side by side by year, only the years measured at both stations.",
        "Please join the two files year by year. Only years that appear in both should be in the result.",
    ],
)
def test_a_join_keeping_only_what_both_have(request_text: str, tmp_path: Path) -> None:
    files = {"up.csv": UPSTREAM, "down.csv": DOWNSTREAM}
    out, _ = _written(request_text, tmp_path, **files)
    assert out["year"].tolist() == [2002, 2003]


@pytest.mark.parametrize(
    "request_text",
    [
        "Merge them into a single table by year and keep every year that either sheet has.",
        "Merge the two gauges by year; keep any year which either file covers.",
    ],
)
def test_a_join_keeping_what_either_has(request_text: str, tmp_path: Path) -> None:
    files = {"up.csv": UPSTREAM, "down.csv": DOWNSTREAM}
    out, _ = _written(request_text, tmp_path, **files)
    assert sorted(out["year"].tolist()) == [2001, 2002, 2003, 2004]


SURVEYS = pd.DataFrame(
    {"respondent": [1, 2, 3, 4, 5], "year": [1978, 1980, 1986, 1989, 1990], "score": [5, 7, 6, 8, 4]}
)


@pytest.mark.parametrize(
    "request_text",
    [
        "We are writing up the 1980s separately, so that decade has to come out of this survey file.",
        "Drop the survey years in the 1980s, keep the rest.",
    ],
)
def test_a_decade_is_its_ten_years(request_text: str, tmp_path: Path) -> None:
    out, _ = _written(request_text, tmp_path, **{"surveys.csv": SURVEYS})
    assert out["year"].tolist() == [1978, 1990]


def test_a_decade_over_two_digit_years(tmp_path: Path) -> None:
    cars = pd.DataFrame(
        {"car": list("abcdef"), "year": [70, 72, 78, 80, 81, 82], "mpg": [18, 20, 25, 30, 31, 33]}
    )
    out, _ = _written("Drop the cars from the 1970s.", tmp_path, **{"cars.csv": cars})
    assert out["year"].tolist() == [80, 81, 82]


TRIALS = pd.DataFrame(
    {"patient": [1, 2, 3, 4, 5], "study": ["I", "II", "III", "IV", "IV"], "arm": list("ababa")}
)
WAVES = pd.DataFrame({"person": [1, 2, 3, 4], "wave": [1, 2, 3, 4], "income": [10, 12, 11, 13]})


@pytest.mark.parametrize(
    "request_text",
    [
        "Drop the fourth study altogether since it is being written up separately.",
        "Please remove the fourth study; it goes into its own report.",
    ],
)
def test_an_ordinal_names_the_value_a_numbered_column_counts_to(request_text: str, tmp_path: Path) -> None:
    out, _ = _written(request_text, tmp_path, **{"trials.csv": TRIALS})
    assert out["study"].tolist() == ["I", "II", "III"]
    out, _ = _written(request_text.replace("study", "wave"), tmp_path, **{"waves.csv": WAVES})
    assert out["wave"].tolist() == [1, 2, 3]


def test_a_count_header_is_named_by_what_it_counts() -> None:
    table = describe_table("t.csv", pd.DataFrame({"numchron": [1, 3], "nrAdvE": [0, 2], "hosp": [0, 1]}))
    assert find_columns("three or more chronic conditions", table)[0].column == "numchron"
    assert find_columns("any adverse event", table)[0].column == "nrAdvE"


MONTHLY = pd.DataFrame(
    {
        "year": [2001, 2001, 2002, 2001, 2002],
        "month": [1, 2, 1, 1, 1],
        "count": [10, 12, 11, 13, 14],
        "issued": ["2001-02-01", "2001-03-01", "2002-02-01", "2001-05-01", "2002-06-01"],
    }
)


@pytest.mark.parametrize(
    "request_text",
    [
        "Some months show up twice because a provisional count was loaded next to the final one. Keep one row per "
        "month, the one issued most recently.",
        "For each month keep only the figure that reached us last.",
    ],
)
def test_a_month_is_a_month_of_its_year_and_arrival_orders_the_copies(
    request_text: str, tmp_path: Path
) -> None:
    out, _ = _written(request_text, tmp_path, **{"monthly.csv": MONTHLY})
    assert sorted(zip(out["year"], out["month"], out["count"], strict=True)) == [
        (2001, 1, 13),
        (2001, 2, 12),
        (2002, 1, 14),
    ]


SOILS = pd.DataFrame(
    {
        "soil": [1, 2, 1, 3],
        "p": [10.1, 8.0, 11.5, 7.2],
        "analysed": ["1974-02-18", "1974-02-20", "1975-06-01", "1974-03-01"],
    }
)


@pytest.mark.parametrize(
    "request_text",
    [
        "Some of the soils went back to the lab and were analysed again. Where a soil appears more than once, keep "
        "only its most recent analysis please.",
        "A few soils were tested again. Where a soil shows up twice keep only its latest result.",
    ],
)
def test_which_copy_stays_said_after_the_copies(request_text: str, tmp_path: Path) -> None:
    out, _ = _written(request_text, tmp_path, **{"soils.csv": SOILS})
    assert sorted(out["p"].tolist()) == [7.2, 8.0, 11.5]


FUNDS = pd.DataFrame({"branch": [1, 2, 3], "income": [10.0, 20.0, 5.0], "reserves": [272.2, 150.0, 60.0]})


@pytest.mark.parametrize(
    "request_text",
    [
        "Mark a branch high in a new column cover when its premium reserves are more than ten times its premium "
        "income, and low otherwise.",
        "Flag each branch high in a new column cover if its reserves are more than ten times its yearly income, and "
        "low for the rest.",
    ],
)
def test_a_two_way_label_said_as_mark_in_a_new_column(request_text: str, tmp_path: Path) -> None:
    out, _ = _written(request_text, tmp_path, **{"funds.csv": FUNDS})
    assert out["cover"].tolist() == ["high", "low", "high"]


DOSES = pd.DataFrame({"batch": [1, 2], "dose": [150.0, 300.0]})


@pytest.mark.parametrize(
    "request_text",
    [
        "The radiation doses are in rads and our note is in grays. Please convert.",
        "Doses were recorded in rad; the report uses grays, so convert them.",
    ],
)
def test_a_unit_the_readers_side_uses_is_the_one_wanted(request_text: str, tmp_path: Path) -> None:
    out, _ = _written(request_text, tmp_path, **{"doses.csv": DOSES})
    assert out["dose"].tolist() == [1.5, 3.0]


BLOCKS = pd.DataFrame(
    {"line": [1, 2, 3, 4], "town": ["Aarhus", None, "Odense", None], "answered": ["yes", "no", "yes", "no"]}
)


def test_a_value_written_on_a_blocks_first_line_is_no_copy_of_a_row(tmp_path: Path) -> None:
    request = "The town is only written on the first line of each block. Fill it in on every line."
    spec = _spec(request, **{"blocks.csv": BLOCKS})
    assert [s.intent for s in spec.steps] == [FillMissing(columns=["town"], strategy="previous")]
    out, _ = _written(request, tmp_path, **{"blocks.csv": BLOCKS})
    assert out["town"].tolist() == ["Aarhus", "Aarhus", "Odense", "Odense"]


TRIALS01 = pd.DataFrame({"trial": [1, 2, 3], "volume": [3.7, 1.2, 0.8], "Y": [1, 0, 1]})


@pytest.mark.parametrize(
    "request_text",
    [
        "The trials code the response as 1 and 0. For the report I need it written out: constriction for 1 and "
        "none for 0.",
        "Please have the response spelled out, constriction for 1 and none for 0.",
    ],
)
def test_codes_written_out_said_as_a_need(request_text: str, tmp_path: Path) -> None:
    out, _ = _written(request_text, tmp_path, **{"trials.csv": TRIALS01})
    assert out["Y"].tolist() == ["constriction", "none", "constriction"]


INPATIENTS = pd.DataFrame({"patient": [1, 2, 3, 4, 5], "age": [44, 25, 51, 30, 25]})


@pytest.mark.parametrize(
    "request_text",
    [
        "Can you band the inpatients by how old they were when admitted? Column band, with under 30, 30 to 44, and 45 "
        "and over.",
        "Add a column band with under 30, 30 to 44 and 45 and over, by age.",
    ],
)
def test_bands_named_by_their_ranges(request_text: str, tmp_path: Path) -> None:
    out, _ = _written(request_text, tmp_path, **{"inpatients.csv": INPATIENTS})
    assert out["band"].tolist() == ["30 to 44", "under 30", "45 and over", "30 to 44", "under 30"]


@pytest.mark.parametrize(
    "request_text",
    [
        "The counts arrived as three files, one per plot, A to C. Stack them and add a column plot with the letter.",
        "Stack the plot files (a to c) into one table with a plot column.",
    ],
)
def test_stacked_files_named_by_a_letter_range_said_anywhere(request_text: str) -> None:
    frames = {f"field_plot_{x}.csv": BRANCH_2019 for x in "abc"}
    spec = _spec(request_text, **frames)
    expected = ["A", "B", "C"] if "A to C" in request_text else ["a", "b", "c"]
    assert spec.steps[0].intent.source_names == expected


def test_a_fill_said_after_the_blanks_replaces_the_guess_not_adds_to_it(tmp_path: Path) -> None:
    runs = pd.DataFrame(
        {"run": [1, 1, 1, 2, 2, 2], "pct": [0, 2, 4, 0, 2, 4], "point": [21.0, None, 25.0, 22.0, None, 28.0]}
    )
    request = (
        "A handful of cloud point readings didn't get recorded. The point climbs steadily with the percentage, so "
        "estimate each missing one on a straight line between the readings either side of it in the same run."
    )
    spec = _spec(request, **{"runs.csv": runs})
    assert [s.intent.strategy for s in spec.steps] == ["interpolate"]
    out, _ = _written(request, tmp_path, **{"runs.csv": runs})
    assert out["point"].tolist() == [21.0, 23.0, 25.0, 22.0, 25.0, 28.0]


PEDIGREE = pd.DataFrame({"id": [1, 2, 3], "sex": ["F", "M", "F"]})


@pytest.mark.parametrize(
    "request_text",
    [
        "Spell out the sex as female or male instead of F and M.",
        "Please write female and male instead of F and M in the sex column.",
    ],
)
def test_two_lists_of_values_paired_in_order(request_text: str, tmp_path: Path) -> None:
    out, _ = _written(request_text, tmp_path, **{"pedigree.csv": PEDIGREE})
    assert out["sex"].tolist() == ["female", "male", "female"]


GRAFTS = pd.DataFrame({"graft": [1, 2, 3, 4], "time": [29, 37, 3, 19], "rejection": [1, 1, 0, 1]})


@pytest.mark.parametrize(
    "request_text",
    [
        "Summary tables report time to rejection in weeks, but the graft log is in days. Convert it, rounded to a "
        "tenth of a week.",
        "The time to rejection is in days; give it in weeks to the nearest tenth.",
    ],
)
def test_a_yes_no_flag_is_never_the_column_converted(request_text: str, tmp_path: Path) -> None:
    out, _ = _written(request_text, tmp_path, **{"grafts.csv": GRAFTS})
    assert out["time"].tolist() == [4.1, 5.3, 0.4, 2.7] and out["rejection"].tolist() == [1, 1, 0, 1]


@pytest.mark.parametrize(
    "request_text",
    [
        "I need the three sets as one long table: a set column numbered 1 to 3 according to the file each row came from.",
        "Stack the sets into one table with a set column numbered 1 to 3.",
    ],
)
def test_stacked_files_numbered_as_their_names_number_them(request_text: str) -> None:
    frames = {f"trial_set{n}.csv": BRANCH_2019 for n in (1, 2, 3)}
    spec = _spec(request_text, **frames)
    assert spec.steps[0].intent.source_names == ["1", "2", "3"]
