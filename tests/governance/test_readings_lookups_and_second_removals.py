"""Details put next to the rows of one file, taken from another, keep that file's rows (and "keep their lines
and leave those details empty" asks for no filter); a lookup keyed on state alone is completed with the year
where that makes the lookup's rows unique; "fill the blanks from it" after a lookup is that lookup; "where a
species turns up twice for the same year" keys on species and year; "each player once per award" on both;
"merely indicted" is the value indictment and "…goes, and so does …" is a second removal. End to end with no
model, on tables of their own, each in two wordings or more."""

from __future__ import annotations

from pathlib import Path

import pandas as pd
import pytest

from dataagents.governance.spec import Label, LabelRule, StepSpec
from dataagents.governance.verify import verify_step
from tests.governance.readings import spec_of, written

LINES = pd.DataFrame(
    {
        "line": [1, 2, 3, 4],
        "playerID": ["ab01", "cd02", "ab01", "zz99"],
        "W": [1, 0, 0, 1],
        "SO": [7, 4, 2, 5],
    }
)
REGISTER = pd.DataFrame(
    {"playerID": ["cd02", "ab01", "ef03"], "nameFirst": ["Carl", "Ann", "Eve"], "throws": ["R", "L", "R"]}
)


@pytest.mark.parametrize(
    "request_text",
    [
        "Could you put each pitcher's first name and throwing hand next to his postseason lines, taken from the "
        "player register? A handful of pitchers aren't in the register yet; keep their lines and leave those "
        "details empty.",
        "Put each pitcher's first name and throwing hand, from the player register, next to his postseason lines.",
    ],
)
def test_details_put_next_to_the_lines_keep_every_line(tmp_path: Path, request_text: str) -> None:
    result, _ = written(
        request_text, tmp_path, **{"postseason_lines.csv": LINES, "player_register.csv": REGISTER}
    )
    assert list(result["line"]) == [1, 2, 3, 4]
    assert list(result["nameFirst"].fillna("")) == ["Ann", "Carl", "Ann", ""]


COUNTS = pd.DataFrame(
    {
        "disease": ["Measles", "Mumps", "Measles", "Mumps", "Measles"],
        "state": ["Iowa", "Iowa", "Iowa", "Utah", "Utah"],
        "year": [1970, 1970, 1971, 1970, 1971],
        "count": [120, 40, 90, 12, 30],
    }
)
POPULATION = pd.DataFrame(
    {"state": ["Iowa", "Iowa", "Utah"], "year": [1970, 1971, 1970], "population": [2825, 2850, 1059]}
)


@pytest.mark.parametrize(
    "request_text",
    [
        "Next to the measles and mumps counts I need the state's population in that year, from the population "
        "sheet. That sheet misses a few state-years; keep those count lines anyway with the population empty.",
        "Put each state's population from the population sheet next to the counts.",
    ],
)
def test_a_lookup_keyed_on_state_is_completed_with_the_year(tmp_path: Path, request_text: str) -> None:
    result, _ = written(request_text, tmp_path, **{"counts.csv": COUNTS, "population.csv": POPULATION})
    assert len(result) == len(COUNTS)
    assert list(result["population"].fillna(0)) == [2825, 2825, 2850, 1059, 0]


def test_keeping_only_the_unmatched_lines_is_still_a_filter() -> None:
    spec = spec_of(
        "Next to the counts put the state's population from the population sheet, then keep only the count lines "
        "with the population empty.",
        **{"counts.csv": COUNTS, "population.csv": POPULATION},
    )
    assert [s.intent.kind for s in spec.steps] == ["join", "row_filter"]


FREEDOM = pd.DataFrame(
    {
        "countries": ["Chad", "Peru", "Oman", "Fiji"],
        "region": ["Sub-Saharan Africa", None, None, "Oceania"],
        "hf_score": [5.1, None, 6.0, 7.2],
    }
)
REGIONS = pd.DataFrame(
    {
        "country": ["Chad", "Peru", "Oman", "Fiji"],
        "world_region": ["Sub-Saharan Africa", "Americas", "MENA", "Oceania"],
    }
)


@pytest.mark.parametrize(
    "request_text",
    [
        "Two rows of the freedom extract lost their world region along the way. The attached country list gives "
        "every country's region; fill the blanks from it.",
        "Some rows lost their region. The country list has every country's region, so fill them in from that.",
    ],
)
def test_filling_the_blanks_from_it_is_the_lookup(tmp_path: Path, request_text: str) -> None:
    result, _ = written(request_text, tmp_path, **{"freedom.csv": FREEDOM, "country_list.csv": REGIONS})
    assert list(result["region"]) == ["Sub-Saharan Africa", "Americas", "MENA", "Oceania"]
    assert result["hf_score"].isna().sum() == 1


BIRDS = pd.DataFrame(
    {
        "year": [2015, 2015, 2016, 2016, 2015],
        "species": ["Coot", "Teal", "Coot", "Teal", "Coot"],
        "count": [167, 40, 150, 41, 170],
    }
)


@pytest.mark.parametrize(
    "request_text",
    [
        "Our count coordinator re-sent corrected tallies, pasted under the original lines. Where a species turns "
        "up twice for the same year, keep the corrected line, the one further down.",
        "Where a species appears twice in the same year, keep the later line.",
    ],
)
def test_a_species_twice_for_the_same_year(tmp_path: Path, request_text: str) -> None:
    result, _ = written(request_text, tmp_path, **{"birds.csv": BIRDS})
    assert sorted(zip(result["year"], result["species"], result["count"], strict=True)) == [
        (2015, "Coot", 170),
        (2015, "Teal", 40),
        (2016, "Coot", 150),
        (2016, "Teal", 41),
    ]


VOTES = pd.DataFrame(
    {
        "awardID": ["Cy Young", "Cy Young", "Rookie", "Cy Young", "Rookie", "Rookie"],
        "yearID": [2005, 2006, 2005, 2005, 2006, 2005],
        "playerID": ["a1", "a1", "a1", "b2", "b2", "c3"],
        "pointsWon": [30, 90, 12, 70, 55, 5],
    }
)


@pytest.mark.parametrize(
    "request_text",
    [
        "I'd like each player once per award, from the year in which he drew the most points.",
        "Each player should appear only once per award: the year he won the most points.",
    ],
)
def test_each_player_once_per_award(tmp_path: Path, request_text: str) -> None:
    result, _ = written(request_text, tmp_path, **{"votes.csv": VOTES})
    assert sorted(zip(result["playerID"], result["awardID"], result["yearID"], strict=True)) == [
        ("a1", "Cy Young", 2006),
        ("a1", "Rookie", 2005),
        ("b2", "Cy Young", 2005),
        ("b2", "Rookie", 2006),
        ("c3", "Rookie", 2005),
    ]


CASES = pd.DataFrame(
    {
        "name": ["A", "B", "C", "D", "E"],
        "type": ["conviction", "indictment", "guilty-plea", "conviction", "indictment"],
        "overturned": [False, False, False, True, False],
    }
)


@pytest.mark.parametrize(
    "request_text",
    [
        "Anyone who was merely indicted goes, and so does anyone whose conviction was overturned later.",
        "Those who were only indicted have to go, and so do those whose conviction was overturned.",
    ],
)
def test_a_participle_names_its_value_and_so_does_is_a_second_removal(
    tmp_path: Path, request_text: str
) -> None:
    result, _ = written(request_text, tmp_path, **{"cases.csv": CASES})
    assert list(result["name"]) == ["A", "C"]


WAGES = pd.DataFrame(
    {
        "worker": [1, 2, 3, 4, 5],
        "sector": ["const", "clerical", "prof", "other", "sales"],
        "wage": [9.0, 7.5, 14.2, 6.0, 8.1],
    }
)


@pytest.mark.parametrize(
    "request_text",
    [
        "The survey uses short codes for the sector. Please write them out: const as Construction, prof as "
        "Professional, and clerical, sales and other simply capitalised.",
        "Write the sectors out: const as Construction, prof as Professional, and the others simply capitalised.",
    ],
)
def test_codes_written_out_and_the_rest_capitalised(tmp_path: Path, request_text: str) -> None:
    result, _ = written(request_text, tmp_path, **{"wages.csv": WAGES})
    assert list(result["sector"]) == ["Construction", "Clerical", "Professional", "Other", "Sales"]


def test_capitalising_words_that_are_no_values_is_not_read() -> None:
    spec = spec_of(
        "Write the sectors out: const as Construction, prof as Professional, and mining simply capitalised.",
        **{"wages.csv": WAGES},
    )
    assert not [s for s in spec.steps if s.intent.kind == "map_values"]


CALLS = pd.DataFrame(
    {
        "account": [1, 2, 3],
        "total_day_minutes": [157.0, 240.2, 120.0],
        "total_day_calls": [79, 90, 300],
        "total_eve_minutes": [103.1, 200.0, 180.5],
        "total_eve_calls": [94, 80, 20],
        "total_night_minutes": [211.8, 100.4, 150.0],
        "total_night_calls": [96, 70, 10],
    }
)


@pytest.mark.parametrize(
    ("request_text", "peaks"),
    [
        (
            "Which part of the day does each account spend the most minutes on the phone, day, evening or night? "
            "Put the answer in a peak column.",
            ["night", "day", "evening"],
        ),
        (
            "Add a peak column saying day, evening or night, whichever has the most minutes.",
            ["night", "day", "evening"],
        ),
        (
            "Add a quiet column saying day, evening or night, whichever had the fewest calls.",
            ["day", "night", "night"],
        ),
    ],
)
def test_which_of_several_columns_is_largest(tmp_path: Path, request_text: str, peaks: list[str]) -> None:
    result, _ = written(request_text, tmp_path, **{"calls.csv": CALLS})
    target = "peak" if "peak" in request_text else "quiet"
    assert list(result[target]) == peaks


LOANS = pd.DataFrame({"loan": [1, 2, 3, 4], "grade": ["A", "E", "C", "E"], "dti": [10.0, 22.0, 45.0, 8.0]})


@pytest.mark.parametrize(
    "request_text",
    [
        "Add a risk column: high when the grade is E, F or G, and medium for everything else.",
        "Add a risk column: high if the grade is E, F or G, medium otherwise.",
    ],
)
def test_grades_said_after_is_are_the_values(tmp_path: Path, request_text: str) -> None:
    result, status = written(request_text, tmp_path, **{"loans.csv": LOANS})
    assert list(result["risk"]) == ["medium", "high", "medium", "high"]
    assert status == "verified"


def test_a_label_whose_words_no_row_holds_is_not_verified() -> None:
    misread = Label(
        column="grade",
        target="risk",
        rules=[LabelRule(label="high", keywords=["is E", "F", "G"])],
        default="medium",
    )
    after = LOANS.assign(risk="medium")
    checked = verify_step(1, StepSpec(intent=misread, table="loans.csv"), LOANS, after, {})
    assert all(c.passed for c in checked.checks)
    assert not checked.complete
