"""Builds a seventh held-out governance suite on real tables (``suites/govbench_real_fresh7``).

Same recipe as ``builders/real.py`` and the six earlier held-out builders (whose helpers it imports): a real
public table, cut small, made dirty where the scenario needs it, and asked for the way a business user asks.
Ground truth is computed twice where operators express the request (reference pipeline and plain pandas, which
must agree); otherwise the pandas table is the ground truth. The tables are R datasets that none of
``govbench_real`` and ``govbench_real_fresh`` to ``govbench_real_fresh6`` uses, and the requests were written
without looking at the governance agent's request reader or planner: the suite is a held-out check and must not
be used to grow its rules.

    python -m dataagents.governance.builders.real_fresh7 [OUT_DIR] [task_id,...]
"""

from __future__ import annotations

import random
from pathlib import Path

import pandas as pd

from dataagents.governance.builders import noise as N
from dataagents.governance.builders.real import (
    Frames,
    RealTask,
    e_dates,
    keep,
    labelled,
    mapped,
    numbered,
    one,
    r_data,
    suite_commands,
)
from dataagents.governance.builders.real_fresh import named, prefix_conditions
from dataagents.governance.builders.real_fresh2 import _shuffled
from dataagents.governance.builders.real_fresh4 import _typed_code

SEED = 20261216
FRESH7_DIR = Path(__file__).resolve().parents[2] / "suites" / "govbench_real_fresh7"

_GPL2_3 = "licence GPL-2 | GPL-3"
_GPL2_LATER = "licence GPL-2 or later"
_ECDAT = "R package 'Ecdat' (Croissant"
_HSAUR = "R package 'HSAUR' (Everitt & Hothorn"
_ROBUSTBASE = "R package 'robustbase' (Maechler et al."
_RPART = "R package 'rpart' (Therneau & Atkinson"
_LME4 = "R package 'lme4' (Bates, Maechler, Bolker & Walker"
SOURCES: dict[str, str] = {
    "Accident": f"{_ECDAT}; McCullagh & Nelder 1989 from Lloyd's Register, damage incidents of cargo ships by "
    f"type, construction period and operating period), {_GPL2_LATER}",
    "Fatality": f"{_ECDAT}; Ruhm 1996 via Stock & Watson 2003, traffic fatality rates and drunk driving laws "
    f"in the 48 contiguous US states 1982-1988), {_GPL2_LATER}",
    "BtheB": f"{_HSAUR}; Proudfoot et al. 2003, Beat the Blues computerised therapy trial for depression), "
    "licence GPL-2 | GPL-3",
    "roomwidth": f"{_HSAUR}; Hand et al. 1994, students' estimates of the width of a lecture hall in feet "
    "or metres), licence GPL-2 | GPL-3",
    "ambientNOxCH": f"{_ROBUSTBASE}; Swiss federal air monitoring network NABEL, daily mean NOx at 13 Swiss "
    f"sites in 2004), {_GPL2_LATER}",
    "education": f"{_ROBUSTBASE}; Chatterjee & Price 1977, public education expenditure of the US states in "
    f"1975), {_GPL2_LATER}",
    "DrinksWages": "R package 'HistData' (Friendly; Elderton & Pearson 1910, drinking and wages of men in 70 "
    "trades in Scotland), licence GPL",
    "car.test.frame": f"{_RPART}; Consumer Reports, April 1990, 60 car models with price and reliability), "
    f"{_GPL2_3}",
    "cake": f"{_LME4}; Cochran & Cox 1957, breaking angle of chocolate cakes by recipe and baking "
    f"temperature), {_GPL2_LATER}",
    "Grunfeld": f"{_ECDAT}; Grunfeld 1958, investment, value and capital stock of 10 US firms 1935-1954), "
    f"{_GPL2_LATER}",
    "Airline": f"{_ECDAT}; Greene 2003, costs, output, fuel price and load factor of 6 US airlines over 15 "
    f"years), {_GPL2_LATER}",
    "incomeInequality": f"{_ECDAT}; US Census Bureau historical income tables, family income quintiles "
    f"1947-2012), {_GPL2_LATER}",
    "cgd": "R package 'survival' (Therneau; Fleming & Harrington 1991, trial of gamma interferon against "
    "infections in chronic granulomatous disease), licence LGPL-2 or later",
    "Gasoline": f"{_ECDAT}; Baltagi & Griffin 1983, gasoline consumption, income and prices of 18 OECD "
    f"countries 1960-1978), {_GPL2_LATER}",
    "water": f"{_HSAUR}; Hand et al. 1994, mortality and drinking water hardness in 61 towns of England and "
    "Wales), licence GPL-2 | GPL-3",
    "Klein": f"{_ECDAT}; Klein 1950 via Greene 2003, the US economy 1920-1941 for Klein's Model I), "
    f"{_GPL2_LATER}",
    "Hitters": "R package 'vcd' (Meyer, Zeileis & Hornik; Friendly 2002 from the 1986 baseball hitters "
    "data, fielding putouts, assists and errors by position), licence GPL-2",
    "stagec": f"{_RPART}; Therneau & Atkinson, 146 stage C prostate cancer patients), {_GPL2_3}",
    "CrohnD": f"{_ROBUSTBASE}; Lamkin et al., adverse events of 117 patients in a Crohn's disease drug "
    f"trial), {_GPL2_LATER}",
    "wtloss": "R package 'MASS' (Venables & Ripley; Dr T. Davies, weight loss of an obese patient during a "
    f"diet), {_GPL2_3}",
    "MCAS": f"{_ECDAT}; Massachusetts Department of Education via Stock & Watson 2003, test scores, spending "
    f"and teachers' salaries of 220 school districts), {_GPL2_LATER}",
    "Penicillin": f"{_LME4}; Davies & Goldsmith 1972, inhibition zone diameters of six penicillin samples on "
    f"24 plates), {_GPL2_LATER}",
}


# ---- filtering ----------------------------------------------------------------------------------------
def m_accident(rng):
    return {"ship_damage.csv": r_data("Accident").reset_index(drop=True)}


def m_fatality(rng):
    df = r_data("Fatality")
    return {"traffic_fatalities.jsonl": df[df["year"] >= 1983].reset_index(drop=True)}


def m_btheb(rng):
    return {"beat_the_blues.xlsx": numbered(r_data("BtheB"), "patient")}


# ---- refinement ---------------------------------------------------------------------------------------
FOOT_IN_METRES = 0.3048


def m_roomwidth(rng):
    return {"room_width_guesses.csv": numbered(r_data("roomwidth"), "student")}


NOX_SITES = ["date", "ad", "ba", "lu", "zg"]


def m_nox(rng):
    df = r_data("ambientNOxCH")[NOX_SITES]
    df = numbered(df[df["date"] < "2004-05-01"], "day")
    return {"nox_daily_2004.tsv": N.format_drift(df, "date", "date", 0.7, seed=rng.randrange(10**6))}


CENSUS_REGIONS = {"1": "Northeast", "2": "North Central", "3": "South", "4": "West"}


def m_education(rng):
    return {"state_education_1975.csv": r_data("education").reset_index(drop=True)}


def m_drinkswages(rng):
    df = numbered(r_data("DrinksWages"), "entry")
    df["trade"] = [_typed_code(v, rng) if rng.random() < 0.7 else v for v in df["trade"]]
    return {"drink_and_wages.jsonl": df}


# ---- imputation ---------------------------------------------------------------------------------------
def m_cartest(rng):
    return {"car_reliability_1990.csv": named(r_data("car.test.frame"), "model")}


def m_cake(rng):
    df = numbered(r_data("cake").drop(columns=["temp"]), "cake")
    return {"cake_breakage.tsv": N.missing_cells(df, ["angle"], 0.1, seed=rng.randrange(10**6))}


def _spaced_blanks(df: pd.DataFrame, by: str, n: int, rng: random.Random) -> set[int]:
    """``n`` rows to blank, never a group's first row nor two rows in a row of the same group, so that the
    previous year of the same group always has a value."""
    candidates = [i for i in df.index if i > 0 and df.at[i, by] == df.at[i - 1, by]]
    chosen: set[int] = set()
    for i in rng.sample(candidates, len(candidates)):
        if len(chosen) == n:
            break
        if i - 1 not in chosen and i + 1 not in chosen:
            chosen.add(i)
    return chosen


def m_grunfeld(rng):
    df = numbered(r_data("Grunfeld"), "record")
    gone = _spaced_blanks(df, "firm", 16, rng)
    df["capital"] = [None if i in gone else v for i, v in zip(df.index, df["capital"], strict=True)]
    return {"grunfeld_investment.csv": _shuffled(df, rng)}


# ---- deduplication ------------------------------------------------------------------------------------
def _copies_anywhere(df: pd.DataFrame, picks: list[int], rng: random.Random) -> pd.DataFrame:
    """``df`` with exact copies of rows ``picks`` put at random places, before or after the original."""
    out = pd.concat([df, df.iloc[picks]], ignore_index=True)
    order = list(range(len(df))) + [rng.uniform(-0.5, len(df)) for _ in picks]
    return out.iloc[sorted(range(len(out)), key=order.__getitem__)].reset_index(drop=True)


def m_airline(rng):
    df = r_data("Airline").reset_index(drop=True)
    return {"airline_costs.xlsx": _copies_anywhere(df, rng.sample(range(len(df)), 11), rng)}


INCOME_COLUMNS = [
    "Year",
    "Number.thousands",
    "quintile1",
    "quintile2",
    "median",
    "quintile3",
    "quintile4",
    "p95",
]


def m_income(rng):
    df = r_data("incomeInequality")[INCOME_COLUMNS].reset_index(drop=True)
    df["median"] = df["median"].round(0).astype(int)
    picks = rng.sample(range(len(df)), 14)
    early = df.iloc[picks].copy()
    early["Number.thousands"] = [round(v * (1 - rng.uniform(0.005, 0.03))) for v in early["Number.thousands"]]
    for c in INCOME_COLUMNS[2:]:
        early[c] = [round(v * (1 + rng.uniform(-0.02, 0.02))) for v in early[c]]
    return {"family_income_counts.csv": _copies_after_or_before(df, early, picks, rng)}


def _copies_after_or_before(
    df: pd.DataFrame, other: pd.DataFrame, picks: list[int], rng: random.Random
) -> pd.DataFrame:
    """``df`` with the rows of ``other`` (variants of rows ``picks``) each just before or just after its
    original, so that neither 'first' nor 'last' picks the right one."""
    order = list(range(len(df))) + [i + rng.choice([-0.5, 0.5]) for i in picks]
    out = pd.concat([df, other], ignore_index=True)
    return out.iloc[sorted(range(len(out)), key=order.__getitem__)].reset_index(drop=True)


CGD_COLUMNS = [
    "id",
    "center",
    "treat",
    "sex",
    "age",
    "height",
    "weight",
    "inherit",
    "tstart",
    "enum",
    "tstop",
    "status",
]


def m_cgd(rng):
    return {"cgd_intervals.tsv": _shuffled(r_data("cgd")[CGD_COLUMNS], rng)}


# ---- integration --------------------------------------------------------------------------------------
GAS_ECONOMICS = {"country": "nation", "year": "yr"}


def m_gasoline(rng):
    df = r_data("Gasoline")
    df = df[df["year"] >= 1970].reset_index(drop=True)
    consumption = df[["country", "year", "lgaspcar"]]
    economics = df[["country", "year", "lincomep", "lrpmg", "lcarpcap"]].rename(columns=GAS_ECONOMICS)
    economics = economics.drop(index=rng.sample(range(len(df)), 12))
    return {"petrol_per_car.csv": consumption, "country_economics.jsonl": _shuffled(economics, rng)}


def m_water(rng):
    df = r_data("water").reset_index(drop=True)
    north = df[df["location"] == "North"].drop(columns=["location"])
    south = df[df["location"] == "South"].drop(columns=["location"])
    return {
        "towns_north.csv": north.reset_index(drop=True),
        "towns_south.csv": south[["town", "hardness", "mortality"]].reset_index(drop=True),
    }


KLEIN_NAMES = {
    "C": "consumption",
    "P": "profits",
    "I": "investment",
    "G": "government_spending",
    "T": "taxes",
    "Wp": "private_wages",
    "Wg": "government_wages",
}


def m_klein(rng):
    return {"klein_model_one.tsv": r_data("Klein").reset_index(drop=True)}


# ---- labeling -----------------------------------------------------------------------------------------
def m_hitters(rng):
    return {"fielding_1986.csv": numbered(r_data("Hitters"), "player")}


def m_stagec(rng):
    return {"stage_c_prostate.jsonl": numbered(r_data("stagec"), "patient")}


def m_crohnd(rng):
    return {"crohn_adverse_events.xlsx": r_data("CrohnD").reset_index(drop=True)}


# ---- DAG-level ----------------------------------------------------------------------------------------
def m_wtloss(rng):
    return {"weight_log.csv": numbered(r_data("wtloss"), "weigh_in")}


MCAS_COLUMNS = ["code", "district", "municipa", "totday", "lnchpct", "tchratio", "totsc4", "avgsalary"]


def m_mcas(rng):
    return {"school_districts.csv": r_data("MCAS")[MCAS_COLUMNS].reset_index(drop=True)}


PLATES_A = list("abcdefghijklm")
PLATES_B = list("klmnopqrstuvwx")


def m_penicillin(rng):
    df = r_data("Penicillin").reset_index(drop=True)
    return {
        "plates_technician_a.csv": df[df["plate"].isin(PLATES_A)].reset_index(drop=True),
        "plates_technician_b.csv": df[df["plate"].isin(PLATES_B)].reset_index(drop=True),
    }


# ---- plain-pandas meanings (independent of the operators) ---------------------------------------------
def e_roomwidth(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    feet = df["unit"] == "feet"
    df["width"] = df["width"].astype(float).where(~feet, (df["width"] * FOOT_IN_METRES).round(2))
    df["unit"] = "metres"
    return df


def e_nox(frames: Frames) -> pd.DataFrame:
    df = e_dates(frames)
    df["date"] = pd.to_datetime(df["date"]).dt.strftime("%d %B %Y")
    return df


def e_cartest(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["Reliability"] = df["Reliability"].fillna(df.groupby("Type")["Reliability"].transform("median"))
    return df


def e_cake(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    same_batch = df.groupby(["recipe", "temperature"])["angle"].transform("mean").round(1)
    df["angle"] = df["angle"].fillna(same_batch)
    return df


def e_grunfeld(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    ordered = df.sort_values(["firm", "year"])
    df["capital"] = ordered.groupby("firm")["capital"].ffill().reindex(df.index)
    return df


def e_income(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    most = df.groupby("Year")["Number.thousands"].transform("max")
    return df[df["Number.thousands"] == most].reset_index(drop=True)


def e_cgd(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    return df[df["enum"] == df.groupby("id")["enum"].transform("max")].reset_index(drop=True)


def e_gasoline(frames: Frames) -> pd.DataFrame:
    economics = frames["country_economics.jsonl"].rename(columns={v: k for k, v in GAS_ECONOMICS.items()})
    return frames["petrol_per_car.csv"].merge(economics, on=["country", "year"], how="left")


def e_water(frames: Frames) -> pd.DataFrame:
    north, south = frames["towns_north.csv"], frames["towns_south.csv"]
    return pd.concat([north.assign(location="North"), south.assign(location="South")], ignore_index=True)


HITTER_AREAS = {
    "1B": "infield",
    "2B": "infield",
    "3B": "infield",
    "SS": "infield",
    "OF": "outfield",
    "C": "catcher",
}


def _gleason_group(r: pd.Series) -> str:
    g = r["gleason"]
    if pd.isna(g):
        return "unknown"
    return "low" if g <= 6 else "intermediate" if g == 7 else "high"


def _safety_flag(r: pd.Series) -> str:
    return "yes" if r["treat"] in ("d1", "d2") and r["nrAdvE"] >= 1 else "no"


def e_wtloss(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df = df[df["Days"] >= 14].reset_index(drop=True)
    df["Weight"] = (df["Weight"] / 0.45359237).round(1)
    return df


def _salary_band(v: float) -> str:
    return "low" if v < 34 else "middle" if v < 38 else "high"


def e_mcas(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["avgsalary"] = df["avgsalary"].fillna(df["avgsalary"].median())
    df["salary_band"] = df["avgsalary"].map(_salary_band)
    return df


def e_penicillin(frames: Frames) -> pd.DataFrame:
    both = pd.concat(list(frames.values()), ignore_index=True)
    return both.drop_duplicates().reset_index(drop=True).rename(columns={"diameter": "inhibition_zone_mm"})


README_HEAD = """# GovBench real-table held-out suite, seventh set

{n} governance tasks on real public tables that none of the development suite (`govbench_real`) and the six
earlier held-out suites (`govbench_real_fresh` to `govbench_real_fresh6`) uses, with requests worded the way
different business users write to a data person: one to three sentences, about half with the reason or the
background first, columns described by what they hold rather than by their header in several, numbers written
as words in some, lists of codes spelled out in prose. Built by
`python -m dataagents.governance.builders.real_fresh7 [OUT]` (deterministic, seed {seed}).

**Held out.** Written without looking at the parser; kept as a held-out check, never used to grow rules. The
requests were written without reading or running the governance agent's request reader, planner or solver
(nothing under `governance/` outside `builders/` and `operators/` was read) and were not tuned to what it can
do: run the suite to measure, but do not use its tasks or wordings to grow rules.

How each task is built: the real table is loaded (R datasets via `pydataset`), cut small, and made dirty where
the scenario needs it (a hand-made perturbation or `builders/noise.py`, see each task's `provenance`). The
ground truth is what the request means, computed twice where library operators express it: a reference
pipeline of operators (`build_eval_config`) and an independent plain-pandas function; the builder stops if they
disagree. Tasks marked "pandas" have no operator that expresses the request; their ground truth is the pandas
table and `eval_config_from_expected` writes the eval config. Every task passes the consistency check (ground
truth scores 1.0, the raw input below 0.3).

Measure an agent on it, then list the per-task scores:

    python -m dataagents.cli bench run govbench --agent datagovagent --model none \\
        -T path=src/dataagents/suites/govbench_real_fresh7 --log-dir /tmp/logs
    python benchmarks/govbench_dev_scores.py /tmp/logs/<run folder>/<log>.eval

Everyday requests covered: dropping rows that are blank or below a threshold, rows under a legal age written
in words, and rows that meet two conditions at once; converting the feet half of a column with a unit column to
metres, spelling dates out with the month's name, replacing numeric region codes by names, and title case for a
hand-typed text column; filling gaps with the median of the same type, with the mean of the same recipe and
temperature (two keys), and with the same firm's previous year in a shuffled file; dropping exact copies
scattered through the file, keeping the larger of a preliminary and a final count, and keeping each patient's
highest-numbered interval; a left join on two keys named differently in the two files, stacking two files whose
columns are in different orders with a source column, and renaming one-letter headers; labels from a list of
position codes, from score bands with an unknown for blanks, and from two conditions that must both hold; and
three pipelines: dropping early rows then converting kilograms to pounds, filling a median then banding the
same column, and stacking two overlapping files, dropping the repeats and renaming a column.

Sources: R datasets from the packages `Ecdat`, `HSAUR`, `robustbase`, `HistData`, `rpart`, `lme4`, `survival`,
`vcd` and `MASS`, as shipped by the Python package `pydataset` (which bundles the Rdatasets collection); each
table's reference and licence is in the table below and in its task's `provenance`. The preliminary counts in
`fresh7_dedup_final_family_count` are invented by hand.

Scenario counts: {counts}

| id | level | scenario | ground truth | data source | licence |
|---|---|---|---|---|---|
"""


TASKS: list[RealTask] = [
    # filtering
    RealTask(
        "fresh7_filter_ships_little_service",
        "filtering",
        "Some ship type and period combinations never existed, so their months of service are empty, and a "
        "few others sailed for so short a time that a single incident would wreck the accident rate. Delete "
        "the rows with no service months and the rows with fewer than a hundred.",
        "Accident",
        m_accident,
        keep(lambda d: d["months"].notna() & (d["months"] >= 100)),
        "ship_damage_in_service.tsv",
        None,
        [
            (
                "filter_rows",
                {
                    "conditions": [
                        {"column": "months", "op": "is_missing"},
                        {"column": "months", "op": "<", "value": 100},
                    ],
                    "match": "any",
                    "action": "drop",
                },
            )
        ],
        prep="all 40 type, construction and operation combinations; the 6 blank months and incident counts are "
        "the dataset's own NA",
    ),
    RealTask(
        "fresh7_filter_drinking_age_below_21",
        "filtering",
        "We are comparing traffic deaths only in states that had already raised their minimum legal drinking "
        "age. Any state-year in which that age was still under twenty-one must come out.",
        "Fatality",
        m_fatality,
        keep(lambda d: d["mlda"] >= 21),
        "traffic_fatalities_age21.jsonl",
        None,
        [("filter_rows", {"conditions": [{"column": "mlda", "op": "<", "value": 21}], "action": "drop"})],
        prep="the 288 state-years of 1983-1988 (1982 left out to stay under 300 rows), as JSONL",
    ),
    RealTask(
        "fresh7_filter_short_episode_no_followup",
        "filtering",
        "The four-month analysis excludes a patient only when both things are true: the depressive episode "
        "had lasted less than six months at entry, and there is no Beck score at four months. Remove those "
        "patients and keep all others, including the ones with just one of the two.",
        "BtheB",
        m_btheb,
        keep(lambda d: ~((d["length"] == "<6m") & d["bdi.4m"].isna())),
        "beat_the_blues_4m.xlsx",
        "patient",
        [
            (
                "filter_rows",
                {
                    "conditions": [
                        {"column": "length", "op": "==", "value": "<6m"},
                        {"column": "bdi.4m", "op": "is_missing"},
                    ],
                    "action": "drop",
                },
            )
        ],
        prep="all 100 patients, numbered, written as XLSX; the blank follow-up scores are the dataset's own NA",
    ),
    # refinement
    RealTask(
        "fresh7_refine_room_width_metres",
        "refinement",
        "Some of the class guessed the lecture hall's width in feet and the others in metres, and the unit "
        "column says which. Give every guess in metres, a foot being 0.3048 m, rounded to 2 decimals, and "
        "set the unit to metres on every row.",
        "roomwidth",
        m_roomwidth,
        e_roomwidth,
        "room_width_metres.csv",
        "student",
        kind="cells",
        prep="all 113 guesses (44 in metres, 69 in feet), numbered",
    ),
    RealTask(
        "fresh7_refine_nox_long_dates",
        "refinement",
        "The air monitoring summary follows a style guide that spells dates out as the day, the full month "
        "name and the year, like 09 March 2004. At the moment the dates are a jumble of formats; rewrite "
        "all of them in that style.",
        "ambientNOxCH",
        m_nox,
        e_nox,
        "nox_daily_2004_dates.tsv",
        "day",
        [("standardize_date", {"column": "date", "format": "%d %B %Y"})],
        prep="the 121 days of January to April 2004 at 4 of the 13 sites (Andeer, Basel, Lugano, Zug), numbered, "
        "written as TSV; 70% of the ISO dates rewritten in other formats (noise.format_drift date)",
    ),
    RealTask(
        "fresh7_refine_region_names",
        "refinement",
        "On the state education spending sheet the region is just a number, which means nothing to the "
        "board. Show the census region's name instead, where one stands for Northeast, two for North "
        "Central, three for South and four for West.",
        "education",
        m_education,
        mapped("Region", lambda v: CENSUS_REGIONS[str(v)]),
        "state_education_regions.xlsx",
        "State",
        [("map_values", {"column": "Region", "mapping": CENSUS_REGIONS})],
        prep="all 50 states",
    ),
    RealTask(
        "fresh7_refine_trade_title_case",
        "refinement",
        "Several clerks entered Elderton and Pearson's trades, some in capitals, some not. For the printed "
        "table, every word of a trade should begin with a capital letter followed by small letters, as in "
        "French Polisher.",
        "DrinksWages",
        m_drinkswages,
        mapped("trade", lambda v: str(v).title()),
        "drink_and_wages_trades.jsonl",
        "entry",
        [("change_case", {"column": "trade", "case": "title"})],
        prep="all 70 trades, numbered, as JSONL; 70% of the (lower-case) trade names re-typed by hand (lower, "
        "upper, swapped or capitalised case)",
    ),
    # imputation
    RealTask(
        "fresh7_impute_reliability_by_type",
        "imputation",
        "Consumer Reports gave no reliability score for eleven of the 1990 models. For each of those, look "
        "at the other models of the same type (small, compact, van and so on) and take the median of their "
        "scores.",
        "car.test.frame",
        m_cartest,
        e_cartest,
        "car_reliability_filled.csv",
        "model",
        [("impute_groupwise", {"columns": ["Reliability"], "by": ["Type"], "strategy": "median"})],
        prep="all 60 models, the name as a column; the 11 blank reliability scores are the dataset's own NA",
    ),
    RealTask(
        "fresh7_impute_cake_angle_recipe_temperature",
        "imputation",
        "Nobody wrote down the breaking angle for some of the chocolate cakes. Estimate each one as the "
        "average angle of the cakes that had the same recipe and went in at the same oven temperature, "
        "rounded to one decimal.",
        "cake",
        m_cake,
        e_cake,
        "cake_breakage_filled.tsv",
        "cake",
        [
            (
                "impute_groupwise",
                {"columns": ["angle"], "by": ["recipe", "temperature"], "strategy": "mean", "round": 1},
            )
        ],
        prep="all 270 cakes, numbered, the duplicate temp column left out, written as TSV; 10% of the angles "
        "blanked (noise.missing_cells)",
    ),
    RealTask(
        "fresh7_impute_capital_previous_year",
        "imputation",
        "The Grunfeld extract is in no particular order and sixteen capital stock figures are missing from "
        "it. Take the same firm's capital stock of the year before for each of them.",
        "Grunfeld",
        m_grunfeld,
        e_grunfeld,
        "grunfeld_investment_filled.csv",
        "record",
        [("forward_fill", {"columns": ["capital"], "order_by": "year", "by": ["firm"]})],
        prep="all 200 firm-years, numbered, then shuffled; 16 capital figures blanked by hand, never a firm's "
        "first year nor two years running",
    ),
    # deduplication
    RealTask(
        "fresh7_dedup_airline_export_glitch",
        "deduplication",
        "An export glitch wrote a number of lines of the airline cost panel out a second time, word for word, "
        "and not next to the original. Clear out the extra copies so every airline and year is there once.",
        "Airline",
        m_airline,
        lambda fr: one(fr).drop_duplicates().reset_index(drop=True),
        "airline_costs_unique.tsv",
        None,
        [("dedup_exact", {})],
        prep="all 90 airline-years, written as XLSX; 11 rows copied unchanged, each copy placed at a random "
        "position before or after its original",
    ),
    RealTask(
        "fresh7_dedup_final_family_count",
        "deduplication",
        "For fourteen years the income table holds a preliminary row next to the final one, and the final "
        "row is always the one that counts more families. Keep a single row per year, the final one.",
        "incomeInequality",
        m_income,
        e_income,
        "family_income_final.jsonl",
        None,
        [("dedup_key", {"key": ["Year"], "keep": "largest", "order_by": "Number.thousands"})],
        prep="all 66 years (1947-2012), 8 of the 22 columns, the median rounded to whole dollars; 14 "
        "preliminary rows invented by hand (0.5-3% fewer families, the income figures off by up to 2%), each "
        "placed just before or just after its year's final row",
    ),
    RealTask(
        "fresh7_dedup_last_interval_per_patient",
        "deduplication",
        "Each patient in the gamma interferon trial has one line per follow-up interval, numbered from 1 "
        "upwards, and the file has been shuffled. The registry wants one line per patient: the interval with "
        "the highest number.",
        "cgd",
        m_cgd,
        e_cgd,
        "cgd_last_interval.csv",
        None,
        [("dedup_key", {"key": ["id"], "keep": "largest", "order_by": "enum"})],
        prep="all 203 intervals of the 128 patients, 12 of the 16 columns (the randomisation date, steroid and "
        "antibiotic flags and hospital category left out), shuffled, written as TSV",
    ),
    # integration
    RealTask(
        "fresh7_integrate_petrol_economics",
        "integration",
        "The petrol consumption table needs three more columns from the economics file: income, real petrol "
        "price and cars per head, matched on country and year (which that file calls nation and yr). No "
        "consumption row may be lost; where the economics file has no figures for a country and year, leave "
        "them empty.",
        "Gasoline",
        m_gasoline,
        e_gasoline,
        "petrol_with_economics.xlsx",
        None,
        [
            (
                "join_composite",
                {"left_keys": ["country", "year"], "right_keys": ["nation", "yr"], "how": "left"},
            )
        ],
        prep="the 162 country-years of 1970-1978, split into a consumption file (gasoline per car) and a JSONL "
        "economics file (income, real price, cars per head) whose key columns are renamed nation and yr, with "
        "12 country-years removed, shuffled",
    ),
    RealTask(
        "fresh7_integrate_towns_north_south",
        "integration",
        "The towns north of the line were sent in one file and the southern towns in another, with the "
        "columns in a different order. We need all 61 towns in a single list, each still showing whether it "
        "lies North or South, in a column called location.",
        "water",
        m_water,
        e_water,
        "towns_water_hardness.jsonl",
        None,
        [("union_align", {"source_column": "location", "source_names": ["North", "South"]})],
        prep="all 61 towns split by location into two files (35 North, 26 South, the South file with hardness "
        "before mortality), the location column left out",
    ),
    RealTask(
        "fresh7_integrate_klein_headings",
        "integration",
        "Klein's model tables use one-letter headings that nobody on the project can read. Call C "
        "consumption, P profits, I investment, G government_spending and T taxes, and the two wage bills Wp "
        "and Wg become private_wages and government_wages; Year, K.lag and X keep their headings.",
        "Klein",
        m_klein,
        lambda fr: one(fr).rename(columns=KLEIN_NAMES),
        "klein_model_named.csv",
        None,
        [("map_columns", {"mapping": KLEIN_NAMES})],
        prep="all 22 years (1920-1941), written as TSV",
    ),
    # labeling
    RealTask(
        "fresh7_label_fielding_area",
        "labeling",
        "Scouting groups players by where they field. In a new column named area, put infield for 1B, 2B, "
        "3B and SS, outfield for OF, catcher for C, and other for the utility players (UT).",
        "Hitters",
        m_hitters,
        labelled("area", lambda r: HITTER_AREAS.get(r["Positions"], "other")),
        "fielding_areas.tsv",
        "player",
        [
            (
                "label_rules",
                {
                    "column": "Positions",
                    "target": "area",
                    "rules": [
                        {"pattern": r"^(1B|2B|3B|SS)$", "label": "infield"},
                        {"pattern": r"^OF$", "label": "outfield"},
                        {"pattern": r"^C$", "label": "catcher"},
                    ],
                    "default": "other",
                },
            )
        ],
        target="area",
        prep="all 154 players, numbered",
    ),
    RealTask(
        "fresh7_label_gleason_group",
        "labeling",
        "Urology would like a gleason_group column on the stage C file: low for a Gleason score of six or "
        "less, intermediate for exactly seven, and high for eight and above. A few men were never scored, "
        "and they should get unknown.",
        "stagec",
        m_stagec,
        labelled("gleason_group", _gleason_group),
        "stage_c_prostate_groups.jsonl",
        "patient",
        [
            (
                "label_conditions",
                {
                    "target": "gleason_group",
                    "cases": [
                        {"label": "low", "conditions": [{"column": "gleason", "op": "<=", "value": 6}]},
                        {
                            "label": "intermediate",
                            "conditions": [{"column": "gleason", "op": "==", "value": 7}],
                        },
                        {"label": "high", "conditions": [{"column": "gleason", "op": ">=", "value": 8}]},
                    ],
                    "default": "unknown",
                },
            )
        ],
        target="gleason_group",
        prep="all 146 patients, numbered, as JSONL; the 3 blank Gleason scores are the dataset's own NA",
    ),
    RealTask(
        "fresh7_label_safety_flag",
        "labeling",
        "The safety board looks at every patient who was given one of the active drugs, d1 or d2 rather "
        "than placebo, and who went on to report any adverse event at all. Flag them with yes in a new "
        "safety_flag column and everybody else with no.",
        "CrohnD",
        m_crohnd,
        labelled("safety_flag", _safety_flag),
        "crohn_safety_flags.csv",
        "ID",
        [
            (
                "label_conditions",
                {
                    "target": "safety_flag",
                    "cases": [
                        {
                            "label": "yes",
                            "conditions": [
                                {"column": "treat", "op": "in", "value": ["d1", "d2"]},
                                {"column": "nrAdvE", "op": ">=", "value": 1},
                            ],
                        }
                    ],
                    "default": "no",
                },
            )
        ],
        target="safety_flag",
        prep="all 117 patients, written as XLSX",
    ),
    # DAG-level
    RealTask(
        "fresh7_dag_weight_log_pounds",
        "filtering",
        "The weight log starts with a fortnight that is mostly water loss, so drop the weigh-ins from before "
        "day 14. The rest should then be shown in pounds instead of kilograms, to one decimal place.",
        "wtloss",
        m_wtloss,
        e_wtloss,
        "weight_log_pounds.xlsx",
        "weigh_in",
        [
            ("filter_rows", {"conditions": [{"column": "Days", "op": "<", "value": 14}], "action": "drop"}),
            ("convert_unit", {"column": "Weight", "to_unit": "lb", "default_unit": "kg", "round": 1}),
        ],
        prep="all 52 weigh-ins over 246 days, numbered",
        level="dag",
    ),
    RealTask(
        "fresh7_dag_teacher_salary_band",
        "imputation",
        "Twenty-five Massachusetts districts reported no average teacher salary, so give them the median of "
        "the districts that did. Then put every district in a salary_band, the salary being in thousands of "
        "dollars: low under 34, middle from 34 to under 38, high from 38 up.",
        "MCAS",
        m_mcas,
        e_mcas,
        "school_districts_salary.tsv",
        "code",
        [
            ("impute_statistic", {"columns": ["avgsalary"], "strategy": "median"}),
            (
                "label_conditions",
                prefix_conditions(
                    "salary_band", [("low", "avgsalary", "<", 34), ("middle", "avgsalary", "<", 38)], "high"
                ),
            ),
        ],
        prep="all 220 districts, 8 of the 17 columns; the 25 blank salaries are the dataset's own NA",
        level="dag",
    ),
    RealTask(
        "fresh7_dag_penicillin_plates",
        "integration",
        "Two technicians each typed up part of the penicillin plate readings, and plates k, l and m ended up "
        "in both files. Combine the two, keep a single copy of each reading, and call the diameter column "
        "inhibition_zone_mm.",
        "Penicillin",
        m_penicillin,
        e_penicillin,
        "penicillin_plates.jsonl",
        None,
        [
            # renamed before the repeats are dropped: a removal component identifies rows by the columns of
            # its own step's output, so one scored before the rename would not see the renamed column
            ("union_align", {}),
            ("map_columns", {"mapping": {"diameter": "inhibition_zone_mm"}}),
            ("dedup_exact", {}),
        ],
        prep="all 144 readings (24 plates x 6 samples), split into plates a-m and plates k-x, so the 18 "
        "readings of plates k, l and m are in both files",
        level="dag",
    ),
]


build_suite, main = suite_commands(TASKS, FRESH7_DIR, SEED, sources=SOURCES, head=README_HEAD)


if __name__ == "__main__":
    main()
