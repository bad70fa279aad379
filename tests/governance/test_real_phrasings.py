"""Readings grown on real requests, each checked on data and wording it was not written for: a forward fill
"going by date" orders by the date (no groups), example values name the column ("(fixed, variable and so
on)"), "as a separate word" matches whole words only, and labels spelled out by a column's codes."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pandas as pd
import pytest

from dataagents.governance.govern import run_request
from dataagents.governance.schema_link import describe_table
from dataagents.governance.spec import DropMissing, FillMissing, Label
from dataagents.governance.understand import parse_request

RATES = pd.DataFrame(
    {
        "day": ["2024-01-03", "2024-01-01", "2024-01-02", "2024-01-04"],
        "eurusd": [1.09, 1.10, None, None],
        "kind": ["fix-5y", "var-3m", "fixed", "variable"],
    }
)


def _intents(request: str, frame: pd.DataFrame) -> list:
    table = describe_table("t.csv", frame)
    return [s.intent for s in parse_request(request, {"t.csv": table}).steps]


@pytest.mark.parametrize(
    "request_text",
    ["The rate has gaps; carry the last known eurusd forward, going by day.", "forward fill eurusd by day"],
)
def test_forward_fill_by_a_date_orders_and_does_not_group(request_text: str, tmp_path: Path) -> None:
    (intent,) = _intents(request_text, RATES)
    assert isinstance(intent, FillMissing) and intent.strategy == "previous"
    assert intent.by == [] and intent.order_by == "day"
    src, out = tmp_path / "rates.csv", tmp_path / "filled.csv"
    RATES.to_csv(src, index=False)
    asyncio.run(run_request(request_text, [src], out, model=None))
    filled = pd.read_csv(out).set_index("day")["eurusd"]
    assert filled["2024-01-02"] == 1.10 and filled["2024-01-04"] == 1.09  # in date order, not file order


LOANS = pd.DataFrame(
    {"loan": [1, 2, 3, 4], "rate_type": ["fixed", None, "variable", "fixed"], "note": list("abcd")}
)


@pytest.mark.parametrize(
    "request_text",
    [
        "Some loans have no rate type recorded (fixed, variable and so on). Remove those rows.",
        "drop the loans with a missing rate kind, such as fixed or variable",
    ],
)
def test_example_values_name_the_column(request_text: str) -> None:
    (intent,) = _intents(request_text, LOANS)
    assert isinstance(intent, DropMissing) and intent.columns == ["rate_type"]


BOOKS = pd.DataFrame({"name": ["Dune 2", "Dune", "2001 Nights", "Party Book", "Saga Part II", "Rocky IV"]})


@pytest.mark.parametrize(
    "request_text",
    [
        "Add an is_followup column that says yes when the name has a 2, II or IV as a separate word or the "
        "word Part, and no otherwise.",
        "Add a followup_flag column: yes if the name contains 2, II, IV or Part as a whole word; no otherwise.",
    ],
)
def test_separate_words_match_whole_words_only(request_text: str, tmp_path: Path) -> None:
    (intent,) = _intents(request_text, BOOKS)
    assert isinstance(intent, Label) and intent.whole_words and intent.default == "no"
    src, out = tmp_path / "books.csv", tmp_path / "flagged.csv"
    BOOKS.to_csv(src, index=False)
    outcome = asyncio.run(run_request(request_text, [src], out, model=None))
    assert pd.read_csv(out)[intent.target].tolist() == ["yes", "no", "no", "no", "yes", "yes"]
    assert outcome.status in ("verified", "unverified")


@pytest.mark.parametrize(
    "request_text",
    [
        "Work out from the kind code whether each loan is fixed or variable and write it into a new rate column.",
        "Tell me whether every loan is variable or fixed, going by its kind code, in a new rate column.",
    ],
)
def test_labels_spelled_out_by_codes_need_no_model(request_text: str) -> None:
    (intent,) = _intents(request_text, RATES)
    assert isinstance(intent, Label)
    rule_of = {r.label: r.keywords for r in intent.rules}
    assert rule_of == {"fixed": ["fix"], "variable": ["var"]}


def test_codes_that_fit_no_label_are_left_to_a_model() -> None:
    codes = RATES.assign(kind=["A1", "B2", "A1", "B2"])
    (intent,) = _intents("whether each loan is fixed or variable from its kind code, in a rate column", codes)
    assert not isinstance(intent, Label)


FEES = pd.DataFrame(
    {"item": [1, 2, 3, 4], "fee": ["$1,250.00", "EUR 900", "2.5k", "(40)"], "desk": list("abab")}
)


@pytest.mark.parametrize(
    "request_text",
    [
        "The fee column is text with currency signs and things like 2.5k. Make it plain numbers.",
        "turn fee back into numbers",
    ],
)
def test_amounts_written_as_text_become_numbers(request_text: str, tmp_path: Path) -> None:
    src, out = tmp_path / "fees.csv", tmp_path / "numeric.csv"
    FEES.to_csv(src, index=False)
    outcome = asyncio.run(run_request(request_text, [src], out, model=None))
    assert pd.read_csv(out)["fee"].tolist() == [1250.0, 900.0, 2500.0, -40.0]
    assert all(c.passed for c in outcome.checks), outcome.checks


def test_the_number_check_catches_a_wrong_amount() -> None:
    from dataagents.governance.spec import Standardize, StepSpec
    from dataagents.governance.verify import verify_step

    step = StepSpec(intent=Standardize(column="fee", format="number"), table="fees.csv")
    right = verify_step(1, step, FEES.copy(), FEES.assign(fee=[1250.0, 900.0, 2500.0, -40.0]), {})
    assert all(c.passed for c in right.checks)
    wrong = verify_step(
        1, step, FEES.copy(), FEES.assign(fee=[1250.0, 900.0, 2.5, -40.0]), {}
    )  # '2.5k' as 2.5
    assert not all(c.passed for c in wrong.checks)


STAFF = pd.DataFrame({"emp_no": [1, 2, 3], "grade": ["A", "B", "A"], "pay": [100, 200, 300]})
LEDGER = pd.DataFrame({"emp_no": [1, 2, 3], "pay": [100, 250, 300]})


@pytest.mark.parametrize(
    "request_text",
    [
        "Merge the staff list with the ledger by employee number. The ledger is the source of truth for pay.",
        "Join staff and ledger on emp_no; where they disagree on pay take the ledger's figure.",
    ],
)
def test_join_keys_are_the_columns_said_after_by(request_text: str, tmp_path: Path) -> None:
    staff, ledger, out = tmp_path / "staff.csv", tmp_path / "ledger.csv", tmp_path / "merged.csv"
    STAFF.to_csv(staff, index=False)
    LEDGER.to_csv(ledger, index=False)
    asyncio.run(run_request(request_text, [staff, ledger], out, model=None))
    merged = pd.read_csv(out).set_index("emp_no")
    assert merged.loc[2, "pay"] == 250 and len(merged) == 3


CLINIC = pd.DataFrame(
    {
        "visit": range(1, 9),
        "age": [19, 34, 52, 23, 41, 67, 30, 28],
        "sbp": [118, 135, 162, 121, 149, 171, 128, 140],
        "site": list("ABABABAB"),
        "drug": ["x", "x", "y", "y", "x", "y", "x", "y"],
        "chol": [4.1, None, 6.2, 4.8, None, 5.9, 5.0, None],
    }
)


@pytest.mark.parametrize(
    ("request_text", "labels"),
    [
        (
            "Add a pressure_band column: normal if systolic readings under 130, raised for 130 to 149, and high "
            "for 150 or more.",
            ["normal", "raised", "high", "normal", "raised", "high", "normal", "raised"],
        ),
        (
            "flag the hypertensive patients: add a column called bp_flag that says high when the patient "
            "measured over 145 and ok otherwise",
            ["ok", "ok", "high", "ok", "high", "high", "ok", "ok"],
        ),
    ],
)
def test_thresholds_find_the_column_whose_values_span_them(
    request_text: str, labels: list[str], tmp_path: Path
) -> None:
    src, out = tmp_path / "clinic.csv", tmp_path / "labelled.csv"
    CLINIC.to_csv(src, index=False)
    asyncio.run(run_request(request_text, [src], out, model=None))
    written = pd.read_csv(out)
    assert written[written.columns[-1]].tolist() == labels


def test_people_under_an_age_are_filtered_on_the_age_column(tmp_path: Path) -> None:
    src, out = tmp_path / "clinic.csv", tmp_path / "adults.csv"
    CLINIC.to_csv(src, index=False)
    asyncio.run(run_request("Leave out the patients under 25.", [src], out, model=None))
    assert pd.read_csv(out)["visit"].tolist() == [2, 3, 5, 6, 7, 8]


@pytest.mark.parametrize(
    "request_text",
    [
        "Some visits have no cholesterol reading. Fill each gap with the median of the visits at the same site "
        "and the same drug.",
        "estimate the missing chol values from the median of rows that share the same site and same drug",
    ],
)
def test_each_same_x_is_a_group_and_the_blank_column_is_the_target(request_text: str) -> None:
    (intent,) = _intents(request_text, CLINIC)
    assert isinstance(intent, FillMissing)
    assert intent.columns == ["chol"] and intent.by == ["site", "drug"] and intent.strategy == "median"


SHOPS = pd.DataFrame(
    {
        "shop": [1, 2, 3, 4, 5],
        "region": ["N", "S", "E", "N", "W"],
        "area_m2": [120.0, 88.5, 240.0, 99.0, 150.0],
        "listed_m2": [118.0, None, 251.0, None, 149.0],
        "opened": ["03 Jan 2020", "14 Feb 2019", "01 Mar 2021", "20 Jun 2022", "11 Nov 2018"],
    }
)


@pytest.mark.parametrize(
    "request_text",
    [
        "Nobody outside knows the region letters. Spell them out: N is North, S is South, E = East and W West.",
        "replace the region codes: N means North, S means South, E means East, W means West",
    ],
)
def test_codes_spelled_out_in_the_request_are_mapped(request_text: str, tmp_path: Path) -> None:
    src, out = tmp_path / "shops.csv", tmp_path / "named.csv"
    SHOPS.to_csv(src, index=False)
    outcome = asyncio.run(run_request(request_text, [src], out, model=None))
    assert pd.read_csv(out)["region"].tolist() == ["North", "South", "East", "North", "West"]
    assert all(c.passed for c in outcome.checks)


@pytest.mark.parametrize(
    "request_text",
    [
        "Where the listing didn't give a floor area, just use the one we measured instead.",
        "fill the blank listed areas from the measured area column",
    ],
)
def test_blanks_take_the_column_that_measures_the_same_thing(request_text: str, tmp_path: Path) -> None:
    src, out = tmp_path / "shops.csv", tmp_path / "filled.csv"
    SHOPS.to_csv(src, index=False)
    asyncio.run(run_request(request_text, [src], out, model=None))
    assert pd.read_csv(out)["listed_m2"].tolist() == [118.0, 88.5, 251.0, 99.0, 149.0]


def test_a_version_received_last_is_the_latest_by_its_date(tmp_path: Path) -> None:
    versions = pd.DataFrame(
        {
            "store": ["a", "b", "a", "b"],
            "sales": [10, 20, 11, 19],
            "received": ["05 Mar 2021", "09 Jan 2021", "02 Feb 2021", "10 Apr 2021"],
        }
    )
    src, out = tmp_path / "versions.csv", tmp_path / "latest.csv"
    versions.to_csv(src, index=False)
    asyncio.run(
        run_request("For each store I only want the figures we received last.", [src], out, model=None)
    )
    assert sorted(pd.read_csv(out)["sales"].tolist()) == [10, 19]  # by date, not by position in the file


@pytest.mark.parametrize(
    "request_text",
    [
        "Head office wants the area in square feet rather than square metres. Whole numbers are fine.",
        "Our partners want the listed weight in pounds instead of kilograms. No decimals please.",
    ],
)
def test_the_unit_said_with_rather_than_and_a_rounding_sentence(request_text: str) -> None:
    frame = SHOPS.assign(weight=[12.5, 3.0, 7.25, 1.0, 2.0])
    intents = _intents(request_text, frame)
    if "pounds" in request_text:
        (intent,) = intents
        assert (intent.to_unit, intent.from_unit, intent.round) == ("lb", "kg", 0)
    else:  # square units are not in the unit table: nothing is converted, and the request is not understood
        assert intents == []


STOCK = pd.DataFrame(
    {
        "sku": [101, 102, 103, 104, 105, 106],
        "depot": ["A", "B", "A", "B", "A", "A"],
        "bin": ["x", "y", "x", "y", "x", "z"],
        "cost": ["$1,200", "1.5k", "C$900", "$40", "2k", "$75"],
        "score": [81, 45, 66, 90, 50, 12],
        "title": ["red cup", "blue mug", "tea pot", "jar", "lid", "box"],
        "ram": [2, 8, 16, 4, 1, 32],
    }
)


@pytest.mark.parametrize(
    ("request_text", "kind", "check"),
    [
        ("Could you turn the cost into plain dollar amounts?", "standardize", lambda i: i.format == "number"),
        (
            "give every item a grade column from its score: good for 70 and above, fair from 50 to 69, weak below 50",
            "label_conditions",
            lambda i: i.target == "grade" and len(i.cases) == 3,
        ),
        (
            "For each depot and bin combination, keep only the last line in the file.",
            "deduplicate",
            lambda i: i.key == ["depot", "bin"] and i.keep == "last",
        ),
        (
            "The shop sign only does capital letters, so the titles need to be written in upper case.",
            "standardize",
            lambda i: (i.column, i.format) == ("title", "upper"),
        ),
        (
            "drop anything with less than 4 GB of memory",
            "row_filter",
            lambda i: i.conditions[0].column == "ram",
        ),
    ],
)
def test_everyday_wordings_on_other_data(request_text: str, kind: str, check) -> None:
    (intent,) = _intents(request_text, STOCK)
    assert intent.kind == kind and check(intent)


def test_a_carry_forward_said_as_the_last_value_we_have() -> None:
    levels = pd.DataFrame({"year": [2001, 2002, 2003, 2004], "depth": [3.1, None, 2.9, None]})
    (intent,) = _intents(
        "There are years with no depth. For each of those use the last depth we have.", levels
    )
    assert isinstance(intent, FillMissing) and intent.strategy == "previous"


@pytest.mark.parametrize(
    ("request_text", "fmt"),
    [
        ("The Paris office wants the order dates written day first, like 31/01/2024.", "%d/%m/%Y"),
        ("please reformat the order dates like 2024.01.31", "%Y.%m.%d"),
        ("Write the order dates month first, e.g. 12-25-2023", "%m-%d-%Y"),
        ("Write every order date day first, as in 05/06/2024", "%d/%m/%Y"),
    ],
)
def test_a_date_format_shown_by_example(request_text: str, fmt: str) -> None:
    orders = pd.DataFrame(
        {
            "order": range(1, 7),
            "ordered": [
                "2024-01-31",
                "March 3, 2024",
                "2024-02-14",
                "04/21/2024",
                "2024-05-01",
                "6 Jun 2024",
            ],
        }
    )
    (intent,) = _intents(request_text, orders)
    assert intent.format == "date" and intent.date_format == fmt


MONTHLY_SALES = pd.DataFrame(
    {"month": [f"{y}-{m:02d}" for y in (2019, 2020) for m in range(1, 13)], "units": list(range(24))}
)


@pytest.mark.parametrize(
    "request_text",
    [
        "Only keep March 2019 up to and including February 2020.",
        "keep the months from mar 2019 through feb 2020",
    ],
)
def test_a_range_of_months_keeps_those_months(request_text: str, tmp_path: Path) -> None:
    src, out = tmp_path / "sales.csv", tmp_path / "kept.csv"
    MONTHLY_SALES.to_csv(src, index=False)
    outcome = asyncio.run(run_request(request_text, [src], out, model=None))
    kept = pd.read_csv(out)["month"].tolist()
    assert kept[0] == "2019-03" and kept[-1] == "2020-02" and len(kept) == 12
    assert all(c.passed for c in outcome.checks)


def test_the_date_check_catches_a_month_too_many() -> None:
    from dataagents.governance.spec import Condition, RowFilter, StepSpec
    from dataagents.governance.verify import verify_step

    cond = Condition(column="month", op="between", value=["2019-03-01", "2020-02-29"])
    step = StepSpec(intent=RowFilter(conditions=[cond], action="keep"), table="sales.csv")
    wrong = MONTHLY_SALES.iloc[2:15]  # one month too many
    assert not all(c.passed for c in verify_step(1, step, MONTHLY_SALES, wrong, {}).checks)
    right = MONTHLY_SALES.iloc[2:14]
    assert all(c.passed for c in verify_step(1, step, MONTHLY_SALES, right, {}).checks)
