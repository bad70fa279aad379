"""Readings of a scaling shown by an example ("so 0.06 becomes 6.0"), fractions and percentages either way, a
table that "gives" its unit, numbers said with a multiple word ("10 million", "a billion"), fills grouped by
two columns ("the same species and sex"), label cases ending "for everything in between" and named in a
sentence of their own, rows flagged yes/no by a condition, codes spelled out from two parallel lists, and
duplicates keyed by "per X and Y" or "where a X has the same Y more than once". Each in two wordings over
tables written for these tests, with a case that must not be read where one makes sense."""

from __future__ import annotations

from pathlib import Path

import pandas as pd
import pytest

from dataagents.governance.schema_link import describe_table, find_columns, spell_out_multiples
from dataagents.governance.spec import (
    ConvertUnit,
    Deduplicate,
    FillMissing,
    LabelByConditions,
    MapValues,
    RowFilter,
    ScaleColumn,
)
from tests.governance.readings import spec_of, written


def _regions() -> pd.DataFrame:
    return pd.DataFrame(
        {
            "region": ["North", "South", "East", "West", "Centre"],
            "jobless_pct": [8.47, 5.1, 12.0, 3.25, 6.5],
            "share_unemp_seas": [0.0847, 0.051, 0.12, 0.0325, 0.065],
            "inhabitants": [12_500_000, 2_100_000, 6_000_000, 980_000, 3_000_000],
        }
    )


@pytest.mark.parametrize(
    ("request_text", "column", "factor"),
    [
        ("The jobless rate is given in percent and the model needs a proportion (8.47 should become 0.0847).", "jobless_pct", 0.01),
        ("Jobless pct is recorded as a percentage; turn it into a fraction of one.", "jobless_pct", 0.01),
        ("The seasonally adjusted unemployment is stored as a fraction; I need it as a percentage, so 0.051 becomes 5.1.", "share_unemp_seas", 100.0),
        ("Show the seasonally adjusted unemployment as a percentage.", "share_unemp_seas", 100.0),
    ],
)  # fmt: skip
def test_fractions_and_percentages_either_way(request_text: str, column: str, factor: float) -> None:
    spec = spec_of(request_text, **{"regions.csv": _regions()})
    assert not spec.unmapped
    [step] = [s.intent for s in spec.steps]
    assert isinstance(step, ScaleColumn) and step.column == column and step.factor == pytest.approx(factor)


def test_an_example_the_words_contradict_is_never_read_silently() -> None:
    # the example shows x 100 over a column the words say is already in percent: no one reading fits both
    spec = spec_of(
        "The jobless rate is given in percent, the model needs a proportion (8.47 should become 847).",
        **{"regions.csv": _regions()},
    )
    scaled = [s.intent for s in spec.steps if isinstance(s.intent, ScaleColumn)]
    assert all(s.factor == pytest.approx(100.0) for s in scaled)
    # and an example that shows no power of ten is not read as a scaling at all
    spec = spec_of(
        "Turn the jobless rate into something else: 8.47 becomes 3.1.", **{"regions.csv": _regions()}
    )
    assert not any(isinstance(s.intent, ScaleColumn) for s in spec.steps)


def test_a_stated_percentage_is_how_the_column_is_not_a_wish() -> None:
    spec = spec_of("The jobless pct is stored as a percentage.", **{"regions.csv": _regions()})
    assert not any(isinstance(s.intent, ScaleColumn) for s in spec.steps)


@pytest.mark.parametrize(
    "request_text",
    [
        "The airport list gives elevation in feet but the GIS layer wants metres. Please convert it.",
        "Our station sheet lists altitude in feet; the map needs metres.",
    ],
)
def test_a_table_that_gives_its_unit_is_converted_from_it(request_text: str) -> None:
    frame = pd.DataFrame({"code": ["A", "B", "C"], "alt": [108, 1000, 3280]})
    spec = spec_of(request_text, **{"airports.csv": frame})
    [step] = [s.intent for s in spec.steps]
    assert isinstance(step, ConvertUnit) and step.from_unit == "ft" and step.to_unit == "m"


def test_multiples_become_numbers_and_columns_compare_with_the_size_meant(tmp_path: Path) -> None:
    assert spell_out_multiples("from 10 million up, below 3.5 million") == "from 10000000 up, below 3500000"
    assert (
        spell_out_multiples("at least a billion dollars, $2.5bn")
        == "at least 1000000000 dollars, $2500000000"
    )
    assert spell_out_multiples("the figures are given in millions") == "the figures are given in millions"
    out, _ = written(
        "Drop the regions with more than 5 million inhabitants.", tmp_path, **{"r.csv": _regions()}
    )
    assert out["region"].tolist() == ["South", "West", "Centre"]


@pytest.mark.parametrize(
    "request_text",
    [
        "Group the regions by how many people live there, in a size column: large from 10 million up, small "
        "below 3 million, mid-sized for everything in between.",
        "Tag each region by its inhabitants: large from 10 million up, small below 3 million and mid-sized in "
        "between. A size column would be great.",
    ],
)
def test_label_bands_with_multiples_and_a_name_said_apart(request_text: str, tmp_path: Path) -> None:
    spec = spec_of(request_text, **{"r.csv": _regions()})
    assert not spec.unmapped
    [step] = [s.intent for s in spec.steps]
    assert isinstance(step, LabelByConditions) and step.target == "size" and step.default == "mid-sized"
    out, _ = written(request_text, tmp_path, **{"r.csv": _regions()})
    assert out["size"].tolist() == ["large", "small", "mid-sized", "small", "mid-sized"]


def _films() -> pd.DataFrame:
    return pd.DataFrame(
        {
            "movie": ["A", "B", "C", "D"],
            "gross_us": [300e6, 700e6, 90e6, 410e6],
            "gross_world": [650e6, 2100e6, 180e6, 1030e6],
        }
    )


@pytest.mark.parametrize(
    "request_text",
    [
        "For the slide deck, flag the films that took at least a billion dollars worldwide: a new column "
        "billion with yes or no.",
        "Mark the movies whose world gross is at least 1,000 million in a new column billion with yes or no.",
    ],
)
def test_rows_flagged_yes_or_no_by_a_condition(request_text: str, tmp_path: Path) -> None:
    out, _ = written(request_text, tmp_path, **{"films.csv": _films()})
    assert out["billion"].tolist() == ["no", "yes", "no", "yes"]


def test_a_flag_without_a_column_name_is_not_this_reading() -> None:
    spec = spec_of(
        "Flag the films that took at least a billion dollars worldwide.", **{"films.csv": _films()}
    )
    assert not any(
        isinstance(s.intent, LabelByConditions) and s.intent.target == "billion" for s in spec.steps
    )


def _birds() -> pd.DataFrame:
    return pd.DataFrame(
        {
            "bird": [1, 2, 3, 4, 5, 6, 7],
            "species": ["a", "a", "a", "b", "b", "a", "a"],
            "island": ["x", "x", "y", "y", "y", "x", "y"],
            "sex": ["m", "f", "m", "m", "m", "m", "f"],
            "body_mass_g": [3000.0, 2000.0, 3500.0, 5000.0, None, None, 2500.0],
        }
    )


@pytest.mark.parametrize(
    ("request_text", "by"),
    [
        ("Body mass never got written down for a couple of the birds. Fill it with the median mass of birds of "
         "the same species and sex.", ["species", "sex"]),
        ("Fill the missing body mass with the median per species and island.", ["species", "island"]),
        ("Fill the missing body mass with the median per species.", ["species"]),
    ],
)  # fmt: skip
def test_fills_grouped_by_every_column_listed(request_text: str, by: list[str]) -> None:
    spec = spec_of(request_text, **{"birds.csv": _birds()})
    assert not spec.unmapped
    [step] = [s.intent for s in spec.steps]
    assert isinstance(step, FillMissing) and step.by == by


def test_a_grouped_fill_uses_both_groups(tmp_path: Path) -> None:
    out, _ = written(
        "Fill the missing body mass with the median of birds of the same species and sex.",
        tmp_path,
        **{"birds.csv": _birds()},
    )
    # bird 6 is species a, male: the median of 3000 and 3500
    assert out["body_mass_g"].tolist()[5] == pytest.approx(3250.0)


@pytest.mark.parametrize(
    "request_text",
    [
        "The survey sheet abbreviates who was asked as lv, rv or a. Could you spell that out as likely voters, "
        "registered voters and adults?",
        "Write the population out in words (likely voters, registered voters, adults) rather than the lv, rv and "
        "a codes.",
    ],
)
def test_codes_spelled_out_from_two_parallel_lists(request_text: str) -> None:
    polls = pd.DataFrame(
        {"poll": [1, 2, 3, 4], "population": ["lv", "rv", "a", "lv"], "n": [900, 1200, 800, 1500]}
    )
    [step] = [s.intent for s in spec_of(request_text, **{"polls.csv": polls}).steps]
    assert isinstance(step, MapValues) and step.column == "population"
    assert step.meanings == {"lv": "likely voters", "rv": "registered voters", "a": "adults"}


def test_lists_of_unequal_length_pair_nothing() -> None:
    polls = pd.DataFrame({"poll": [1, 2, 3], "population": ["lv", "rv", "a"]})
    spec = spec_of("Spell out lv, rv and a as likely voters and adults.", **{"polls.csv": polls})
    assert not any(isinstance(s.intent, MapValues) and len(s.intent.meanings) == 3 for s in spec.steps)


def _prices() -> pd.DataFrame:
    return pd.DataFrame(
        {
            "Symbol": ["AA", "AA", "BB", "BB", "AA"],
            "Date": ["2018-01-02", "2018-01-03", "2018-01-02", "2018-01-03", "2018-01-03"],
            "Close": [10.0, 11.0, 20.0, 21.0, 11.5],
        }
    )


@pytest.mark.parametrize(
    "request_text",
    [
        "One row per ticker and trading day please, keeping the revised figures.",
        "Where a symbol has the same date more than once, the later figure is the one to trust.",
    ],
)
def test_a_key_of_two_things_named_keeps_the_copy_said(request_text: str, tmp_path: Path) -> None:
    [step] = [s.intent for s in spec_of(request_text, **{"prices.csv": _prices()}).steps]
    assert isinstance(step, Deduplicate) and step.key == ["Symbol", "Date"] and step.keep == "last"
    out, _ = written(request_text, tmp_path, **{"prices.csv": _prices()})
    assert sorted(out["Close"].tolist()) == [10.0, 11.5, 20.0, 21.0]


def test_the_original_trusted_over_the_reentries() -> None:
    [step] = [
        s.intent
        for s in spec_of(
            "There should be one row per symbol and date; I trust the original rows more than the re-entries.",
            **{"prices.csv": _prices()},
        ).steps
    ]
    assert isinstance(step, Deduplicate) and step.keep == "first"


def test_what_a_table_is_for_names_no_column() -> None:
    stars = pd.DataFrame(
        {"star": ["Sun", "Vega", "Sun"], "magnitude": [4.8, 0.6, 4.8], "type": ["G", "A", "G"]}
    )
    info = describe_table("stars.csv", stars)
    assert any(m.column == "type" for m in find_columns("the planetarium class", info))  # a synonym of type
    spec = spec_of(
        "The star list I made for the planetarium class has some stars pasted in twice. Could you clean it up so "
        "that every line is there only once?",
        **{"stars.csv": stars},
    )
    [step] = [s.intent for s in spec.steps]
    assert isinstance(step, Deduplicate) and "type" not in step.key


def test_a_row_number_is_no_quantity_to_scale() -> None:
    sales = pd.DataFrame(
        {"house": [1, 2, 3, 4], "price": [300.0, 250.5, 199.0, 410.0], "assess": [349.1, 240.0, 200.0, 400.0]}
    )
    spec = spec_of(
        "In the house sales the selling price is in thousands. Write it out in full dollars, rounded to the dollar; "
        "the assessed value can stay as it is.",
        **{"house_sales.csv": sales},
    )
    assert not spec.unmapped
    [step] = [s.intent for s in spec.steps]
    assert (
        isinstance(step, ScaleColumn) and step.column == "price" and step.factor == 1000 and step.round == 0
    )


def test_filters_on_multiples_are_exact() -> None:
    [step] = [
        s.intent
        for s in spec_of(
            "Keep the regions with under 3.5 million inhabitants.", **{"r.csv": _regions()}
        ).steps
    ]
    assert isinstance(step, RowFilter) and step.conditions[0].value == 3_500_000


def test_a_multiple_the_column_is_counted_in_stays_as_said() -> None:
    plants = pd.DataFrame({"plant": [1, 2, 3, 4], "output": [450.0, 1200.0, 3100.0, 800.0]})
    spec = spec_of(
        "Leave out the small plants, those under 1000 million kWh of output.", **{"plants.csv": plants}
    )
    [step] = [s.intent for s in spec.steps]
    assert isinstance(step, RowFilter) and step.conditions[0].value == 1000


def _sales() -> pd.DataFrame:
    return pd.DataFrame(
        {
            "sale": [1, 2, 3, 4, 5],
            "beds": [2, 2, 3, 4, 5],
            "sqft": [800, 950, 1400, 2100, 2600],
            "price": [120_000, 180_000, 210_000, 320_000, 90_000],
        }
    )


@pytest.mark.parametrize(
    "request_text",
    [
        "Could you tag each sale with a segment? Starter if it has two bedrooms or fewer and sold for under "
        "$150,000, large if it has four beds or more, and mid for the rest.",
        "Add a segment column: starter if it has 2 beds or fewer and sold for less than 150,000, large if it has 4 "
        "beds or more, mid otherwise.",
    ],
)
def test_a_case_of_two_conditions_and_a_threshold_of_another_column(
    request_text: str, tmp_path: Path
) -> None:
    spec = spec_of(request_text, **{"sales.csv": _sales()})
    [step] = [s.intent for s in spec.steps]
    assert isinstance(step, LabelByConditions) and step.target == "segment"
    starter = step.cases[0]
    assert starter.label == "starter" and [c.column for c in starter.conditions] == ["beds", "price"]
    if "$" not in request_text:
        # the price was read from the number alone: said in the report, so never verified (with the dollar sign
        # the amount names the one column of money)
        assert any("read as price" in u for u in spec.unmapped)
    out, status = written(request_text, tmp_path, **{"sales.csv": _sales()})
    assert out["segment"].tolist() == ["starter", "mid", "mid", "large", "large"] and status != "verified"


@pytest.mark.parametrize(
    "request_text",
    [
        "For every shop, note whether our kettle sells for less than the competitor's kettle there, for more, or for "
        "the same. Put cheaper, dearer or same in a position column.",
        "Is our price lower than the competitor's? Record it as cheaper, dearer or same in a new column position.",
    ],
)
def test_our_price_against_theirs(request_text: str) -> None:
    shops = pd.DataFrame({"shop": [1, 2, 3], "Price": [20, 25, 30], "CompPrice": [22, 25, 28]})
    [step] = [s.intent for s in spec_of(request_text, **{"shops.csv": shops}).steps]
    assert isinstance(step, LabelByConditions) and step.target == "position"
    assert [
        (c.label, c.conditions[0].column, c.conditions[0].op, c.conditions[0].other) for c in step.cases
    ] == [
        ("cheaper", "Price", "<", "CompPrice"),
        ("dearer", "Price", ">", "CompPrice"),
        ("same", "Price", "==", "CompPrice"),
    ]


@pytest.mark.parametrize(
    "request_text",
    [
        "Two crops lost their total yield. The total yield is simply the yield in spring plus that in autumn, so it "
        "can be worked back out.",
        "The total yield is the spring yield plus the autumn yield, so it can be worked back out.",
    ],
)
def test_a_total_worked_back_out_from_its_parts(request_text: str, tmp_path: Path) -> None:
    crops = pd.DataFrame(
        {
            "crop": ["a", "b", "c"],
            "yield_spring": [3, 4, 5],
            "yield_autumn": [1, 2, 2],
            "yield_total": [4, None, None],
        }
    )
    out, _ = written(request_text, tmp_path, **{"crops.csv": crops})
    assert out["yield_total"].tolist() == [4, 6, 7]


def _fleet() -> dict[str, pd.DataFrame]:
    return {
        "aircraft.csv": pd.DataFrame({"tailnum": ["N1", "N2", "N3"], "year": [2001, 2005, 2010]}),
        "hangar_sheet.csv": pd.DataFrame({"Tail": ["N2", "N3", "N9"], "seats": [140, 55, 180]}),
    }


@pytest.mark.parametrize(
    "request_text",
    [
        "Combine them into one row per plane, only for the planes that show up in both.",
        "The tail numbers and years are in one file and the seats in a spreadsheet the hangar keeps. Combine the two "
        "into one row per plane by tail number, keeping only the planes that show up in both.",
    ],
)
def test_one_row_per_thing_from_two_files_is_a_join(request_text: str, tmp_path: Path) -> None:
    steps = [s.intent for s in spec_of(request_text, **_fleet()).steps]
    assert [s.kind for s in steps] == ["join"] and steps[0].how == "inner"
    out, _ = written(request_text, tmp_path, **_fleet())
    assert len(out) == 2 and set(out["seats"]) == {140, 55}


def test_suffixes_said_as_the_ends_of_the_names() -> None:
    frames = {
        "state_income.csv": pd.DataFrame({"NAME": ["Iowa", "Ohio"], "estimate": [30000, 31000]}),
        "state_rent.csv": pd.DataFrame({"NAME": ["Ohio", "Iowa"], "estimate": [800, 740]}),
    }
    for said in ("_income and _rent", "_rent and _income"):
        [step] = [
            s.intent
            for s in spec_of(
                f"Each an estimate. Line them up so every state is one row, with {said} on the ends of the column "
                "names so it's clear which is which.",
                **frames,
            ).steps
        ]
        assert step.kind == "join" and step.suffixes == ("_income", "_rent")


@pytest.mark.parametrize(
    "request_text",
    [
        "Some patients have no PSA. Give them the median PSA of the whole cohort, then keep only those at 10 or below.",
        "Fill the blank PSA values with the median, and after that drop the ones over 10.",
    ],
)
def test_rows_compared_on_the_column_the_step_before_worked_on(request_text: str, tmp_path: Path) -> None:
    cohort = pd.DataFrame(
        {"patient": [1, 2, 3, 4, 5], "psa": [4.0, None, 12.5, 8.0, 30.0], "age": [61, 58, 70, 66, 59]}
    )
    steps = [s.intent for s in spec_of(request_text, **{"cohort.csv": cohort}).steps]
    assert [s.kind for s in steps] == ["fill_missing", "row_filter"]
    assert steps[1].conditions[0].column == "psa"
    out, _ = written(request_text, tmp_path, **{"cohort.csv": cohort})
    assert out["patient"].tolist() == [1, 4]  # patient 2 takes the median, 10.25


def _orders() -> pd.DataFrame:
    return pd.DataFrame(
        {
            "order": [1, 2, 3, 4, 5, 6],
            "size": ["S", "M", "L", "XL", "XXL", "M"],
            "crust": ["thin", "deep", "thin", "deep", "thin", "stuffed"],
        }
    )


@pytest.mark.parametrize(
    ("request_text", "kept"),
    [
        (
            "I'm only looking at small and medium pizzas, so please take the large and extra-large ones out.",
            [1, 2, 6],
        ),
        ("Remove the extra-large and the extra-extra-large pizzas.", [1, 2, 3, 6]),
        ("Keep only the large ones.", [3]),
    ],
)
def test_sizes_said_in_words_over_size_codes(request_text: str, kept: list[int], tmp_path: Path) -> None:
    out, _ = written(request_text, tmp_path, **{"orders.csv": _orders()})
    assert out["order"].tolist() == kept


def test_what_stays_and_what_goes_are_two_steps() -> None:
    spec = spec_of(
        "I'm only looking at thin and deep pizzas, so please take the stuffed ones out.",
        **{"orders.csv": _orders()},
    )
    filters = [s.intent for s in spec.steps if isinstance(s.intent, RowFilter)]
    assert filters and filters[0].action == "keep" and filters[0].conditions[0].value == ["thin", "deep"]


def test_a_column_named_in_full_is_not_also_half_of_another() -> None:
    shops = pd.DataFrame(
        {
            "shop": [1, 2, 3, 4],
            "size": ["sc1", "sc1", "sc2", "sc2"],
            "staff": [10.0, None, 30.0, 50.0],
            "staff.costs": [100.0, 120.0, None, 400.0],
        }
    )
    for said in (
        "Fill the missing staff with the median of the shops in the same size class.",
        "Use the median headcount of the shops in the same size class for the blank staff numbers.",
    ):
        [step] = [s.intent for s in spec_of(said, **{"shops.csv": shops}).steps]
        assert isinstance(step, FillMissing) and step.columns == ["staff"] and step.by == ["size"]


@pytest.mark.parametrize(
    ("request_text", "kept"),
    [
        ("First remove the firms that made a loss or broke even.", [1, 4]),
        ("Drop the companies that were in the red.", [1, 3, 4]),
        ("Keep only the firms that made a profit.", [1, 4]),
    ],
)
def test_a_result_said_in_words_is_a_sign_of_the_profit(
    request_text: str, kept: list[int], tmp_path: Path
) -> None:
    firms = pd.DataFrame({"firm": [1, 2, 3, 4], "sales": [500, 80, 120, 900], "profits": [40, -5, 0, 120]})
    out, _ = written(request_text, tmp_path, **{"firms.csv": firms})
    assert out["firm"].tolist() == kept


def test_no_profit_column_no_sign_read() -> None:
    firms = pd.DataFrame({"firm": [1, 2, 3], "sales": [500, 80, 120], "margin": [0.1, -0.2, 0.0]})
    spec = spec_of("Remove the firms that made a loss.", **{"firms.csv": firms})
    assert not any(isinstance(s.intent, RowFilter) for s in spec.steps) or spec.unmapped


@pytest.mark.parametrize(
    "request_text",
    [
        "The map shows built-up places, so the townships and the villages shouldn't be on the list. Everything else "
        "(cities, towns and the other municipalities) stays.",
        "Remove the townships and villages.",
    ],
)
def test_values_said_in_the_plural(request_text: str, tmp_path: Path) -> None:
    places = pd.DataFrame(
        {
            "name": ["A", "B", "C", "D", "E", "F"],
            "kind": ["township", "town", "village", "city", "township", "municipality"],
            "population": [2500, 12000, 800, 90000, 3100, 15000],
        }
    )
    out, _ = written(request_text, tmp_path, **{"places.csv": places})
    assert out["name"].tolist() == ["B", "D", "F"]


@pytest.mark.parametrize(
    "request_text",
    [
        "Fill the missing weight with the median weight of the animals of its own species.",
        "Fill the blank weights with the median weight per species.",
    ],
)
def test_a_group_named_by_the_thing_its_code_identifies(request_text: str) -> None:
    catch = pd.DataFrame(
        {
            "record_id": [1, 2, 3, 4, 5, 6],
            "species_id": ["DM", "DM", "PP", "PP", "DM", "PP"],
            "weight": [40.0, 44.0, 15.0, None, None, 17.0],
        }
    )
    [step] = [s.intent for s in spec_of(request_text, **{"catch.csv": catch}).steps]
    assert isinstance(step, FillMissing) and step.by == ["species_id"]


@pytest.mark.parametrize(
    "request_text",
    [
        "Some runners have no net time because the start mat missed their chip. Where that's the case, just use "
        "their gun time.",
        "Where the net time is blank, use their gun time instead.",
    ],
)
def test_blanks_taken_from_the_rows_own_other_column(request_text: str, tmp_path: Path) -> None:
    race = pd.DataFrame(
        {
            "runner": [1, 2, 3, 4, 5],
            "time": [6060, 4151, 5000, 5400, 4800],
            "net": [5978, 4115, None, 5310, None],
        }
    )
    out, _ = written(request_text, tmp_path, **{"race.csv": race})
    assert out["net"].tolist() == [5978, 4115, 5000, 5310, 4800]


@pytest.mark.parametrize(
    "request_text",
    [
        "I need every quarter just once, and where there are two versions the corrected one wins.",
        "Keep each quarter only once; the revised figures are the ones to trust.",
    ],
)
def test_the_copy_that_wins_said_after_the_key(request_text: str) -> None:
    series = pd.DataFrame({"Quarter": ["1990 Q1", "1990 Q2", "1990 Q1"], "Beer": [280, 290, 284]})
    [step] = [s.intent for s in spec_of(request_text, **{"series.csv": series}).steps]
    assert isinstance(step, Deduplicate) and step.key == ["Quarter"] and step.keep == "last"
