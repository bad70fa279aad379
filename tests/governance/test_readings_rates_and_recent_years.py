"""A date example that reads both ways ("11/09/1996") is placed by the dates the column holds, or not guessed;
"with slashes, the zeros kept" says the form; "Swap in the words" recodes, after "X is coded 0 to 2, which nobody
outside the team can read"; "the clinic's median", "the median … of the clinic" fill per clinic; "keep a race even
if only one of the two files has it" joins outer; a name said in full whose initials are a file's word; "which way
… leans" is what a label answers; "the most recent year" over a column of two-digit years keeps the largest (not
"the more recent figures", nor years that run over a century's turn); "what remains of the 1,440 minutes in a day
once work and sleep are taken off" fills the rest; a rate of two units converts into another ("tonnes per hectare
rather than bushels per acre" with what a bushel weighs); "leis1" is leisure and "totwrk" work. End to end with no
model, on tables of their own, each in two wordings or more."""

from __future__ import annotations

from pathlib import Path

import pandas as pd
import pytest

from dataagents.governance.schema_link import describe_table, find_columns
from dataagents.governance.spec import Deduplicate, FillMissing, Join, MapValues, Union
from dataagents.governance.verify import _check_union
from tests.governance.readings import spec_of, written

EVENTS = pd.DataFrame(
    {"event": [1, 2, 3], "held": ["1996-11-09", "1996-11-12", "1997-03-05"], "guests": [40, 52, 18]}
)


@pytest.mark.parametrize(
    "request_text",
    [
        "Please write the held dates as 11/09/1996.",
        "hi, the booking form wants the held dates month first with slashes, like 11/09/1996 with the zeros kept. "
        "can you rewrite that column for me?",
    ],
)
def test_a_date_example_that_reads_both_ways_is_placed_by_the_data(tmp_path: Path, request_text: str) -> None:
    result, status = written(request_text, tmp_path, **{"events.csv": EVENTS})
    assert status == "verified"
    assert list(result["held"]) == ["11/09/1996", "11/12/1996", "03/05/1997"]


def test_the_same_example_reads_day_first_where_the_data_says_so(tmp_path: Path) -> None:
    events = EVENTS.assign(held=["1996-09-11", "1996-11-12", "1997-03-05"])
    result, status = written("Please write the held dates as 11/09/1996.", tmp_path, **{"events.csv": events})
    assert status == "verified"
    assert list(result["held"]) == ["11/09/1996", "12/11/1996", "05/03/1997"]


def test_an_example_the_data_cannot_place_is_not_guessed(tmp_path: Path) -> None:
    events = EVENTS.assign(held=["1996-01-02", "1996-02-01", "1997-03-05"])
    spec = spec_of("Please write the held dates as 11/09/1996.", **{"events.csv": events})
    assert not spec.steps


SURVEY = pd.DataFrame({"id": [1, 2, 3, 4], "marital": [0, 2, 1, 0], "age": [34, 51, 28, 62]})


@pytest.mark.parametrize(
    "request_text",
    [
        "Marital status is coded 0 to 2 in this extract, which nobody outside the team can read. Swap in the "
        "words: 0 single, 1 married, 2 widowed.",
        "Swap in the words for marital: 0 single, 1 married, 2 widowed.",
    ],
)
def test_swap_in_the_words_recodes(request_text: str) -> None:
    spec = spec_of(request_text, **{"survey.csv": SURVEY})
    assert [type(s.intent) for s in spec.steps] == [MapValues] and not spec.unmapped
    assert spec.steps[0].intent.column == "marital"


VISITS = pd.DataFrame(
    {
        "patient": [1, 2, 3, 4, 5, 6],
        "Clinic": ["north", "north", "north", "south", "south", "south"],
        "BMI": [20.0, None, 24.0, 30.0, 34.0, None],
    }
)


@pytest.mark.parametrize(
    "request_text",
    [
        "A few BMI values are missing; use the clinic's median BMI.",
        "A few BMI values are missing; fill them with the median BMI of the clinic.",
        "Some BMI readings are blank. Put in the median BMI at the clinic.",
    ],
)
def test_the_clinics_median_fills_per_clinic(tmp_path: Path, request_text: str) -> None:
    result, status = written(request_text, tmp_path, **{"visits.csv": VISITS})
    assert status == "verified"
    assert list(result["BMI"]) == [20.0, 22.0, 24.0, 30.0, 34.0, 32.0]


RESULTS = pd.DataFrame({"state": ["AK", "AL", "AL"], "district": [1, 1, 2], "winner": ["R", "D", "R"]})
SPENDING = pd.DataFrame({"state": ["AK", "AL", "AZ"], "district": [1, 1, 1], "spent": [0.4, 1.2, 0.9]})


@pytest.mark.parametrize(
    "request_text",
    [
        "Put them together so each race is one line, matched on state and district, and keep a race even if only "
        "one of the two files has it.",
        "Match the results to the spending on state and district, one line per race, and keep a race even when "
        "just one of the files has it.",
    ],
)
def test_a_race_kept_even_if_only_one_file_has_it_joins_outer(tmp_path: Path, request_text: str) -> None:
    result, status = written(request_text, tmp_path, **{"results.csv": RESULTS, "spending.csv": SPENDING})
    assert status == "verified"
    assert len(result) == 4


PLAYERS = pd.DataFrame({"player": [1, 2, 3], "team": [10, 20, 99], "goals": [12, 3, 7]})
TEAMS = pd.DataFrame({"team": [10, 20], "name": ["Boston", "Chicago"]})


@pytest.mark.parametrize(
    "request_text",
    [
        "In the players file each player's team is only a National Hockey League number. Please add the team name "
        "from the list attached; a few numbers aren't on that list, and their lines stay in with no name.",
        "Each team is just a National Hockey League code. Please add the name from the attached list, keeping the "
        "lines whose code isn't on it.",
    ],
)
def test_a_name_said_in_full_whose_initials_are_a_files_word(request_text: str) -> None:
    spec = spec_of(request_text, **{"players.csv": PLAYERS, "nhl_teams.csv": TEAMS})
    assert [type(s.intent) for s in spec.steps] == [Join] and not spec.unmapped


COUNTIES = pd.DataFrame(
    {"county": ["adams", "boone", "cass"], "crop": [300.0, 100.0, 120.0], "animal": [100.0, 300.0, 100.0]}
)


@pytest.mark.parametrize(
    "request_text",
    [
        "For each Iowa county, tell me which way its farm income leans in a leaning column: crops when crop sales "
        "are more than 1.5 times animal sales, livestock when it's the other way round, and mixed in between.",
        "Add a leaning column saying which way each county tilts: crops when crop sales are more than 1.5 times "
        "animal sales, livestock when animal sales are more than 1.5 times crop sales, otherwise mixed.",
    ],
)
def test_which_way_it_leans_is_what_the_label_answers(tmp_path: Path, request_text: str) -> None:
    result, status = written(request_text, tmp_path, **{"iowa_farm_income.csv": COUNTIES})
    assert status == "verified"
    assert list(result["leaning"]) == ["crops", "livestock", "mixed"]


PANEL = pd.DataFrame(
    {
        "state": ["AL", "AL", "AZ", "AZ", "AZ"],
        "year": [90, 87, 87, 93, 90],
        "rate": [11.6, 12.0, 7.5, 8.1, 7.7],
    }
)


@pytest.mark.parametrize(
    ("request_text", "years"),
    [
        ("The panel has up to three years per state, 1987, 1990 and 1993. Boil it down to one line per state, "
         "whichever is the most recent year we have for that state.", {"AL": 90, "AZ": 93}),
        ("Keep one line per state, the latest year.", {"AL": 90, "AZ": 93}),
        ("Keep each state once, its earliest year.", {"AL": 87, "AZ": 87}),
    ],
)  # fmt: skip
def test_the_most_recent_year_of_two_digit_years_is_the_largest(
    tmp_path: Path, request_text: str, years: dict[str, int]
) -> None:
    result, status = written(request_text, tmp_path, **{"murder_panel.csv": PANEL})
    assert status == "verified"
    assert dict(zip(result["state"], result["year"], strict=True)) == years


def test_recent_figures_are_not_read_as_the_largest_year() -> None:
    films = pd.DataFrame({"film": ["Up", "Heat", "Up"], "year": [2009, 1995, 2009], "votes": [100, 80, 140]})
    spec = spec_of(
        "I pulled a few films again and the rows went to the bottom. I want every film once, with the more recent "
        "figures.",
        **{"films.csv": films},
    )
    (step,) = [s.intent for s in spec.steps]
    assert isinstance(step, Deduplicate) and step.keep == "last" and step.order_by is None


def test_years_over_a_centurys_turn_are_not_ordered_by_size() -> None:
    panel = PANEL.assign(year=[98, 99, 99, 0, 1])
    spec = spec_of("Keep one line per state, the latest year.", **{"murder_panel.csv": panel})
    (step,) = [s.intent for s in spec.steps]
    assert isinstance(step, Deduplicate) and step.order_by != "year"


DAYS = pd.DataFrame(
    {
        "case": [1, 2, 3, 4],
        "age": [30, 41, 25, 60],
        "totwrk": [480, 0, 540, 300],
        "sleep": [420, 500, 400, 480],
        "leis1": [540.0, 940.0, None, None],
    }
)


@pytest.mark.parametrize(
    "request_text",
    [
        "In the 2019 day-log survey, leisure is just what remains of the 1,440 minutes in a day once work and "
        "sleep are taken off. Two respondents are missing it; please work it out for them.",
        "Leisure is what is left of the 1,440 minutes in a day after work and sleep. Fill it in where it's missing.",
    ],
)
def test_what_remains_of_a_whole_fills_the_rest(tmp_path: Path, request_text: str) -> None:
    result, status = written(request_text, tmp_path, **{"day_log_2019.csv": DAYS})
    assert status == "verified"
    assert list(result["leis1"]) == [540.0, 940.0, 500.0, 660.0]
    assert list(result["sleep"]) == list(DAYS["sleep"])  # "Two respondents" is no code for a blank sleep


def test_a_numbered_header_and_a_total_name_what_they_abbreviate() -> None:
    info = describe_table("days.csv", DAYS)
    assert [m.column for m in find_columns("leisure", info)[:1]] == ["leis1"]
    assert [m.column for m in find_columns("work", info)[:1]] == ["totwrk"]


def test_a_remainder_is_filled_from_the_parts_said() -> None:
    spec = spec_of(
        "Leisure is what remains of the 1,440 minutes in a day once work and sleep are taken off; fill the gaps.",
        **{"days.csv": DAYS},
    )
    (step,) = [s.intent for s in spec.steps]
    assert (
        isinstance(step, FillMissing)
        and step.strategy == "remainder"
        and set(step.parts) == {"totwrk", "sleep"}
    )


YIELDS = pd.DataFrame({"state": ["Iowa", "Ohio"], "acres": [20000, 50000], "yield": [50.0, 71.0]})


@pytest.mark.parametrize(
    ("request_text", "values"),
    [
        ("Our partners want the yields in tonnes per hectare rather than bushels per acre (a bushel of oats weighs "
         "32 lb). Convert the yield figures where they are, to two decimals.", [1.79, 2.55]),
        ("Convert the yield from pounds per acre to kilograms per hectare, one decimal.", [56.0, 79.6]),
    ],
)  # fmt: skip
def test_a_rate_of_two_units_converts_into_another(
    tmp_path: Path, request_text: str, values: list[float]
) -> None:
    result, status = written(request_text, tmp_path, **{"oat_yields.csv": YIELDS})
    assert status == "verified"
    assert list(result["yield"]) == values
    assert list(result.columns) == list(YIELDS.columns)


def test_a_bushel_with_no_weight_is_not_converted(tmp_path: Path) -> None:
    _, status = written(
        "Convert the yield from bushels per acre to tonnes per hectare.",
        tmp_path,
        **{"oat_yields.csv": YIELDS},
    )
    assert status != "verified"


ORDERS = pd.DataFrame(
    {
        "order": [1, 2, 3, 4, 5, 6],
        "hour": [11.5, 18.25, 13.9, 12.0, 14.2, 9.75],
        "day": ["Mon", "Sat", "Wed", "Sun", "Fri", "Tue"],
        "items": [2, 5, 1, 3, 2, 4],
    }
)


@pytest.mark.parametrize(
    ("request_text", "kept"),
    [
        ("Keep only the orders from Monday to Friday.", [1, 3, 5, 6]),
        ("Drop the weekend orders.", [1, 3, 5, 6]),
        ("Keep the orders from Tue to Thu.", [3, 6]),
        ("Keep only the orders before 2 pm.", [1, 3, 4, 6]),
        ("Drop the orders after 12:30 pm.", [1, 4, 6]),
    ],
)  # fmt: skip
def test_days_of_the_week_and_times_of_day(tmp_path: Path, request_text: str, kept: list[int]) -> None:
    result, status = written(request_text, tmp_path, **{"orders.csv": ORDERS})
    assert status == "verified"
    assert list(result["order"]) == kept


SALES = pd.DataFrame(
    {"sale": [1, 2, 3, 4], "year": [1978, 1981, 1981, 1978], "dist": [1000, 2500, 3280, 400]}
)


@pytest.mark.parametrize(
    "request_text",
    [
        "Only the 1981 sales matter for this piece. For those, the distance should be in metres, not feet, rounded "
        "to the nearest metre.",
        "Only the 1981 sales are relevant. Give the distance in metres, not feet, rounded to the nearest metre.",
    ],
)
def test_only_some_rows_matter_and_a_unit_said_after_not(tmp_path: Path, request_text: str) -> None:
    result, status = written(request_text, tmp_path, **{"sales.csv": SALES})
    assert status == "verified"
    assert list(result["dist"]) == [762.0, 1000.0]


OURS = pd.DataFrame({"date": ["1978-01-01", "1978-01-02"], "births": [7701, 7527], "wday": ["Sun", "Mon"]})
REGISTRY = pd.DataFrame(
    {"Day": ["1978-02-01", "1978-02-02"], "Live births": [9159, 9218], "Day of week": ["Wed", "Thu"]}
)


@pytest.mark.parametrize(
    "request_text",
    [
        "One table with our column names, please.",
        "Stack the registry's days under ours, keeping our headings.",
    ],
)
def test_headings_pair_by_what_the_columns_hold(tmp_path: Path, request_text: str) -> None:
    result, _ = written(request_text, tmp_path, **{"births_ours.csv": OURS, "births_registry.csv": REGISTRY})
    assert list(result.columns) == ["date", "births", "wday"]
    assert list(result["wday"]) == ["Sun", "Mon", "Wed", "Thu"]
    assert list(result["date"]) == ["1978-01-01", "1978-01-02", "1978-02-01", "1978-02-02"]


def test_a_stack_that_pairs_dates_with_day_names_fails_its_check() -> None:
    wrong = Union(
        others=["births_registry.csv"],
        renames=[{}, {"Day": "wday", "Live births": "births", "Day of week": "date"}],
        headings=["date", "births", "wday"],
    )
    stacked = pd.concat([OURS, REGISTRY.rename(columns=wrong.renames[1])], ignore_index=True)
    checks, _ = _check_union(
        wrong, [OURS, REGISTRY], stacked, files=["births_ours.csv", "births_registry.csv"]
    )
    failed = [c for c in checks if not c.passed]
    assert [c.name for c in failed] == ["each heading holds one sort of data from every input"]


GROUPS = pd.DataFrame(
    {
        "line": [1, 2, 3, 4, 5],
        "gcode": ["ARB", None, None, "EAS", None],
        "gname": ["Arab World", None, None, "East Asia", None],
        "country": ["Algeria", "Bahrain", "Comoros", "China", "Fiji"],
    }
)


@pytest.mark.parametrize(
    "request_text",
    [
        "Fill the blanks in gcode and gname with the value above.",
        "Fill the blanks in gcode and gname with the value from the row above.",
        "This list came out of a pivot report, so each group's gcode and gname only appear next to its first "
        "country. Please fill them in on the rows underneath.",
    ],
)
def test_the_value_above_is_carried_down_never_written_as_a_word(tmp_path: Path, request_text: str) -> None:
    result, status = written(request_text, tmp_path, **{"groups.csv": GROUPS})
    assert list(result["gcode"]) == ["ARB", "ARB", "ARB", "EAS", "EAS"]
    assert list(result["gname"]) == ["Arab World", "Arab World", "Arab World", "East Asia", "East Asia"]
    assert status == "verified"


def test_the_value_below_is_not_written_as_a_word(tmp_path: Path) -> None:
    spec = spec_of("Fill the blanks in gcode and gname with the value below.", **{"groups.csv": GROUPS})
    assert not any(getattr(s.intent, "value", None) == "below" for s in spec.steps)


RUNS = pd.DataFrame(
    {"run": [1, 2, 3], "Date": ["1/3/2002", "1/15/2002", "2/26/2002"], "Miles": [5.0, 5.0, 6.0]}
)


@pytest.mark.parametrize(
    "request_text",
    [
        "my running log has the dates American style, like 1/15/2002. could you flip them to 2002-01-15 so the "
        "sheet sorts properly? cheers",
        "could you flip the dates to 2002-01-15?",
    ],
)
def test_dates_flipped_to_the_form_shown(tmp_path: Path, request_text: str) -> None:
    result, status = written(request_text, tmp_path, **{"running_log.csv": RUNS})
    assert status == "verified"
    assert list(result["Date"]) == ["2002-01-03", "2002-01-15", "2002-02-26"]


SHOPS = pd.DataFrame({"shop": [1, 2, 3, 4], "chain": [2, 1, 4, 2], "price": [1.1, 0.9, 1.0, 1.2]})


@pytest.mark.parametrize(
    "request_text",
    [
        "The chain column only has numbers. They stand for Burger King (1), KFC (2), Roy Rogers (3) and Wendy's "
        "(4); could you put the names in instead?",
        "Replace the chain codes: Burger King (1), KFC (2), Roy Rogers (3) and Wendy's (4).",
    ],
)
def test_names_each_with_its_code_in_brackets(tmp_path: Path, request_text: str) -> None:
    result, status = written(request_text, tmp_path, **{"shops.csv": SHOPS})
    assert status == "verified"
    assert list(result["chain"]) == ["KFC", "Burger King", "Wendy's", "KFC"]


def test_numbered_items_in_brackets_still_split() -> None:
    spec = spec_of(
        "(1) Drop the shops with a price over 1.15. (2) Then keep chain 2.", **{"shops.csv": SHOPS}
    )
    assert len(spec.steps) == 2


STEAK = pd.DataFrame({"id": [1, 2, 3], "steak_prep": ["Rare", None, "Medium"], "age": [30, None, 45]})


@pytest.mark.parametrize(
    ("request_text", "value"),
    [
        ("The steak_prep cell is empty for people who don't eat steak. Can you write does not eat steak in there?",
         "does not eat steak"),
        ("Where steak_prep is blank, put no answer given in those cells.", "no answer given"),
    ],
)  # fmt: skip
def test_unquoted_words_written_in_the_blanks(tmp_path: Path, request_text: str, value: str) -> None:
    result, _ = written(request_text, tmp_path, **{"steak.csv": STEAK})
    assert list(result["steak_prep"]) == ["Rare", value, "Medium"]
    assert result["age"].isna().sum() == 1


BUDGET = pd.DataFrame(
    {
        "household": [1, 2, 3, 4],
        "sfood": [0.2, 0.3, 0.25, 0.1],
        "sfuel": [0.1, 0.1, 0.15, 0.2],
        "sclothes": [0.1, 0.05, 0.1, 0.1],
        "salcohol": [0.05, 0.05, 0.1, 0.05],
        "stransport": [0.25, 0.2, 0.2, 0.25],
        "sother": [0.3, 0.3, None, None],
        "totexpend": [180, 90, 120, 150],
        "income": [230, 100, 140, 200],
        "age": [47, 31, 52, 38],
        "kids": [2, 1, 0, 3],
    }
)


@pytest.mark.parametrize(
    "request_text",
    [
        "The six spending shares always add up to 1; fill the missing other share, 4 decimals.",
        "In the budget file the six shares always add up to 1. Work out sother where it's missing, to 4 decimals.",
    ],
)
def test_a_remainder_among_many_columns_by_the_count_said(tmp_path: Path, request_text: str) -> None:
    result, _ = written(request_text, tmp_path, **{"budget.csv": BUDGET})
    assert list(result["sother"]) == [0.3, 0.3, 0.2, 0.3]
