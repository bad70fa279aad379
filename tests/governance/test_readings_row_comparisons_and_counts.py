"""Requests that compare two columns of a row in everyday words ("closed above where it opened", "close > open",
"beat the FTSE 100's"), a case that leaves the other side unsaid ("down when it closed below", "when the fund's
was higher" after a sentence that names both), a digit said with "is" ("where complaints is 0"), a count said
with "saw a"/"had a" and "with none", and a header said whole beside one it begins with ("crashfatal" is not
"crash"). Each reading is checked on tables of its own in two wordings, end to end with no model, and each check
would fail on a wrong output."""

from __future__ import annotations

from pathlib import Path

import pandas as pd

from dataagents.governance.schema_link import describe_table, find_columns
from dataagents.governance.spec import Condition, LabelByConditions, RowFilter
from tests.governance.readings import spec_of, written

PRICES = pd.DataFrame(
    {
        "day": ["2024-03-01", "2024-03-04", "2024-03-05", "2024-03-06", "2024-03-07"],
        "open": [10.0, 10.5, 10.2, 10.2, 11.0],
        "high": [10.9, 10.6, 10.4, 10.8, 11.2],
        "low": [9.8, 10.0, 10.1, 10.1, 10.7],
        "close": [10.5, 10.2, 10.2, 10.7, 10.9],
    }
)
MOVES = ["gain", "loss", "unchanged", "gain", "loss"]

FUND = pd.DataFrame(
    {
        "week": [1, 2, 3, 4, 5, 6],
        "Fund_Return": [0.012, -0.004, 0.020, -0.011, 0.003, 0.007],
        "FTSE100_Return": [0.010, -0.002, 0.015, -0.020, 0.005, 0.001],
    }
)
VERDICTS = ["ahead", "lagged", "ahead", "ahead", "lagged", "ahead"]

FIRMS = pd.DataFrame(
    {
        "firm": ["Acme", "Birch", "Cobalt", "Dune", "Elm"],
        "RD_Spend": [120.0, 40.0, 300.0, 75.0, 10.0],
        "Marketing_Spend": [100.0, 90.0, 150.0, 75.0, 60.0],
    }
)

STORES = pd.DataFrame(
    {
        "store": ["s1", "s2", "s3", "s4", "s5", "s6"],
        "complaints": [0, 3, 0, 1, 7, 0],
        "returns": [5, 0, 2, 0, 1, 4],
    }
)

CRASHES = pd.DataFrame(
    {
        "year": [2001, 2002, 2003, 2004, 2005],
        "crash": [3, 0, 2, 5, 1],
        "crashfatal": [0, 0, 4, 0, 2],
    }
)

SEASONS = pd.DataFrame(
    {
        "season": [2015, 2016, 2017, 2018, 2019, 2020],
        "wins": [40, 38, 51, 45, 29, 33],
        "shutouts": [2, 0, 5, 0, 1, 0],
    }
)


def _label(request: str, frame: pd.DataFrame) -> LabelByConditions:
    spec = spec_of(request, **{"t.csv": frame})
    assert spec.unmapped == [], spec.unmapped
    (step,) = spec.steps
    assert isinstance(step.intent, LabelByConditions)
    return step.intent


def _written_labels(request: str, frame: pd.DataFrame, column: str, tmp_path: Path) -> list[str]:
    """The labels the agent writes into ``column`` with no model; it must call the result verified."""
    out, status = written(request, tmp_path, **{"table.csv": frame})
    assert status == "verified", request
    return out[column].tolist()


def test_closed_above_where_it_opened_compares_the_two_columns_and_the_unsaid_side(tmp_path: Path) -> None:
    for request in (
        "Mark each day of the Acme share price as gain when it closed above where it opened, loss when it closed "
        "below, and unchanged if the two are equal. Call the new column move.",
        "Add a move column: gain where close > open, loss where close < open, unchanged where they match.",
    ):
        intent = _label(request, PRICES)
        assert intent.target == "move"
        assert [c.conditions for c in intent.cases] == [
            [Condition(column="close", op=">", other="open")],
            [Condition(column="close", op="<", other="open")],
            [Condition(column="close", op="==", other="open")],
        ]
        assert _written_labels(request, PRICES, "move", tmp_path) == MOVES


def test_a_case_left_unsaid_takes_the_columns_the_sentence_before_compares(tmp_path: Path) -> None:
    for request in (
        "Mark each week by whether the fund's return beat the FTSE 100's that week. Put ahead in a new verdict "
        "column when the fund's was higher, lagged otherwise.",
        "Add a verdict column saying ahead when Fund_Return is above FTSE100_Return, lagged otherwise.",
    ):
        intent = _label(request, FUND)
        assert intent.target == "verdict"
        assert intent.cases[0].conditions == [Condition(column="Fund_Return", op=">", other="FTSE100_Return")]
        assert intent.default == "lagged"
        assert _written_labels(request, FUND, "verdict", tmp_path) == VERDICTS


def test_letters_joined_by_an_ampersand_and_a_header_word_said_as_two_words_name_the_column() -> None:
    info = describe_table("f.csv", FUND)
    assert [m.column for m in find_columns("the FTSE 100's return", info)] == ["FTSE100_Return"]
    spec = spec_of("Keep the firms whose R&D spend exceeds their marketing spend.", **{"f.csv": FIRMS})
    assert spec.unmapped == []
    (step,) = spec.steps
    assert isinstance(step.intent, RowFilter)
    assert step.intent.conditions == [Condition(column="RD_Spend", op=">", other="Marketing_Spend")]


def test_a_digit_said_with_is_is_an_equality_and_a_bound_after_it_stays_one(tmp_path: Path) -> None:
    for request, kept in (
        ("Remove every store where complaints is 0.", ["s2", "s4", "s5"]),
        ("Drop the stores where returns are 0.", ["s1", "s3", "s5", "s6"]),
    ):
        out, status = written(request, tmp_path, **{"stores.csv": STORES})
        assert status == "verified"
        assert out["store"].tolist() == kept
    spec = spec_of("Keep the stores where complaints is 0 or more.", **{"s.csv": STORES})
    (step,) = spec.steps
    assert step.intent.conditions == [Condition(column="complaints", op=">=", value=0)]


def test_a_header_said_whole_is_not_the_header_it_begins_with(tmp_path: Path) -> None:
    info = describe_table("c.csv", CRASHES)
    assert [m.column for m in find_columns("where crashfatal is zero", info)] == ["crashfatal"]
    out, status = written("Drop rows where crashfatal is 0.", tmp_path, **{"crashes.csv": CRASHES})
    assert status == "verified"
    assert out["year"].tolist() == [2003, 2005]


def test_rows_that_saw_a_counted_thing_and_those_with_none(tmp_path: Path) -> None:
    for request in (
        "For the goalkeeping review I only care about the seasons that actually saw a shutout. Drop the seasons "
        "with none from the season figures.",
        "Keep only the seasons that had at least one shutout.",
        "Keep just the seasons that had a shutout.",
    ):
        out, status = written(request, tmp_path, **{"seasons.csv": SEASONS})
        assert status == "verified", request
        assert out["season"].tolist() == [2015, 2017, 2019]
    spec = spec_of("Remove the seasons that recorded no shutouts.", **{"s.csv": SEASONS})
    (step,) = spec.steps
    assert step.intent.conditions == [Condition(column="shutouts", op="==", value=0)]


LINKS = pd.DataFrame(
    {
        "line": [1, 2, 3, 4, 5, 6],
        "download": [250, 80, 12, 100, 24, 35],
        "upload": [40, 20, 2, 110, 5, 10],
    }
)


def test_a_tier_based_on_how_fast_it_does_what_a_column_names(tmp_path: Path) -> None:
    for request in (
        "For the ISP report, each line needs a tier based on how fast it downloads: fast from 100 Mbps up, "
        "middling from 25 to 99, and slow below 25. A tier column is fine.",
        "Each line should get a tier by how fast it downloads: fast from 100 Mbps up, middling from 25 to 99, "
        "slow below 25.",
    ):
        intent = _label(request, LINKS)
        assert intent.target == "tier"
        assert {c.column for case in intent.cases for c in case.conditions} == {"download"}
        assert _written_labels(request, LINKS, "tier", tmp_path) == [
            "fast",
            "middling",
            "slow",
            "fast",
            "slow",
            "middling",
        ]


LAB = pd.DataFrame(
    {
        "patient": [1, 2, 3, 4, 5, 6, 7],
        "glucose": [0, 95, 130, 0, 210, 99, 126],
        "age": [50, 61, 45, 38, 70, 29, 55],
    }
)


def test_a_number_said_to_mean_not_measured_is_dropped_and_bands_said_label_first(tmp_path: Path) -> None:
    request = (
        "A glucose of 0 in the lab export just means it wasn't measured, so drop those patients. Then put everyone "
        "else in a new column glucose_band: normal under 100, raised 100 to 125, diabetic at 126 or more."
    )
    out, status = written(request, tmp_path, **{"lab.csv": LAB})
    assert status == "verified"
    assert out["patient"].tolist() == [2, 3, 5, 6, 7]
    assert out["glucose_band"].tolist() == ["normal", "diabetic", "diabetic", "normal", "diabetic"]
    spec = spec_of("A glucose of 0 means it was not recorded, so remove those rows.", **{"lab.csv": LAB})
    (step,) = spec.steps
    assert isinstance(step.intent, RowFilter) and step.intent.action == "drop"
    assert step.intent.conditions == [Condition(column="glucose", op="==", value=0)]


PAYROLL = pd.DataFrame(
    {
        "player": ["Ann", "Bo", "Ann", "Cy", "Bo"],
        "team": ["A", "B", "A", "C", "B"],
        "salary": [500.0, 900.0, 650.0, 300.0, 800.0],
    }
)


def test_the_copy_with_the_higher_or_lower_figure_stays(tmp_path: Path) -> None:
    for request, salaries in (
        (
            "Some players are in twice. One line per player please, the one with the higher salary.",
            [650, 900, 300],
        ),
        ("Keep one row per player, the one with the lower salary.", [500, 800, 300]),
    ):
        out, status = written(request, tmp_path, **{"payroll.csv": PAYROLL})
        assert status == "verified", request
        assert sorted(out["salary"].tolist()) == sorted(salaries)


OILS = pd.DataFrame(
    {
        "sample": [1, 2, 3, 4, 5, 6],
        "oleic": [30.0, None, 34.0, 70.0, 72.0, None],
        "linoleic": [50.0, 52.0, 48.0, 10.0, 11.0, 12.0],
        "variety": ["pumpkin", "pumpkin", "pumpkin", "olive", "olive", "olive"],
    }
)


def test_the_same_kind_of_thing_is_the_tables_one_column_of_kinds(tmp_path: Path) -> None:
    for request in (
        "Use the average oleic content of the other samples of the same kind of oil for each gap.",
        "Fill the missing oleic values with the mean of samples of the same type of oil.",
    ):
        out, status = written(request, tmp_path, **{"oils.csv": OILS})
        assert status == "verified", request
        assert out["oleic"].tolist() == [30.0, 32.0, 34.0, 70.0, 72.0, 71.0]


def test_a_sentence_that_only_says_what_the_stacked_files_are_asks_nothing(tmp_path: Path) -> None:
    first = pd.DataFrame({"runner": ["a", "b"], "time": [20.5, 22.0]})
    second = pd.DataFrame({"runner": ["c", "d"], "time": [95.0, 101.5]})
    request = (
        "The club results came back as two sheets, one for the 10K and one for the half marathon. Stack them into "
        "one results list and add a race column reading 10K or half marathon."
    )
    spec = spec_of(request, **{"club_10k.csv": first, "club_half.csv": second})
    assert spec.unmapped == []
    assert spec.steps[0].intent.source_names == ["10K", "half marathon"]  # a name of two words, whole
    out, status = written(request, tmp_path, **{"club_10k.csv": first, "club_half.csv": second})
    assert status == "verified"
    assert out["race"].tolist() == ["10K", "10K", "half marathon", "half marathon"]
    spec = spec_of(
        "The club results came back as two sheets. Drop the slow ones.",
        **{"club_10k.csv": first, "club_marathon.csv": second},
    )
    assert spec.unmapped  # nothing is stacked: the sentence is not explained away


FILMS = pd.DataFrame(
    {
        "film": [1, 2, 3, 4, 5, 6, 7],
        "title": ["A", "B", "C", "D", "E", "F", "G"],
        "origin": ["US", "FR", "GB,US", "IT,FR", "DE", "US,DE", "JP"],
    }
)
PLAYERS = pd.DataFrame(
    {
        "player": ["p1", "p2", "p3", "p4", "p5"],
        "nation": ["DEU", "BRA", "DEU", "ARG", "KOR"],
        "caps": [12, 40, 3, 55, 21],
    }
)


def test_a_country_named_in_words_is_its_iso_code_and_one_of_several_in_a_cell(tmp_path: Path) -> None:
    for request in (
        "Our festival piece is about European cinema, so take out every film the United States had a hand in, "
        "co-productions included.",
        "Drop all films with the United States among the origins.",
    ):
        out, status = written(request, tmp_path, **{"films.csv": FILMS})
        assert status == "verified", request
        assert out["film"].tolist() == [2, 4, 5, 7]
    out, status = written(
        "Keep only the players from Germany or South Korea.", tmp_path, **{"p.csv": PLAYERS}
    )
    assert status == "verified"
    assert out["player"].tolist() == ["p1", "p3", "p5"]


def test_a_country_name_in_lower_case_or_a_code_column_of_other_codes_is_no_country() -> None:
    from dataagents.governance.countries import code_width, countries_said

    assert [c.alpha_2 for c in countries_said("Rows from Chad and Turkey")] == ["TD", "TR"]
    assert countries_said("the turkey and chad columns") == []
    assert code_width(["NYC", "LAX", "SFO", "ORD"]) is None  # airports, not countries
    assert code_width(["IT", "US", "GB,US"]) == 2


def test_numbers_written_with_one_unit_word_become_plain_numbers(tmp_path: Path) -> None:
    log = pd.DataFrame(
        {
            "player": ["a", "b", "c", "d"],
            "season": ["2012/2013", "2013/2014", "2013/2014", "2014/2015"],
            "snaps before injury": ["37.00 downs", "12.50 downs", "0.00 downs", "41.25 downs"],
        }
    )
    for request in (
        "In the injury log the snaps before injury are stored as text with the word downs after the number. I need "
        "them as a plain number so I can average them.",
        "Make the snaps before injury a plain number.",
    ):
        out, status = written(request, tmp_path, **{"log.csv": log})
        assert status == "verified", request
        assert out["snaps before injury"].tolist() == [37.0, 12.5, 0.0, 41.25]
        assert out["season"].tolist() == log["season"].tolist()  # a season is no number written as text


def test_the_verifier_reads_a_unit_word_after_an_amount_and_a_scale_word_only_as_a_word() -> None:
    from dataagents.governance.verify import _same_amount

    assert _same_amount("37.00 downs", "37") and _same_amount("15.9k", "15900")
    assert _same_amount("12 kg", "12") and not _same_amount("12 kg", "12000")  # "kg" is no thousand
    assert not _same_amount("37.00 downs", "3700")
