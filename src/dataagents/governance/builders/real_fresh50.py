"""Builds the fiftieth held-out governance suite on real tables (``suites/govbench_real_fresh50``).

The recipe of ``real_fresh48.py`` and ``real_fresh49.py``: 22 tables that no earlier real-table suite touches (nor
the same data under another name), cut small and made dirty only where the scenario needs it, one request each
written the way a business user or a researcher writes an e-mail or a chat message, and ground truth from a
reference pipeline checked against a plain-pandas reading (or, for the two requests no operator expresses, the
pandas reading alone). The tables come from the Rdatasets collection, from R packages that pydataset does not
ship. As for the sets before it, the packages that no earlier set drew on are spent, so the tables are ones no
earlier set used of packages that earlier sets drew on (fivethirtyeight, dslabs, Lahman, openintro, stevedata,
fpp3, modeldata, wooldridge and Stat2Data); each is kept in the repository as the small cut used
(``builders/data/rdatasets/<package>__<name>.csv``, loaded by ``rdatasets_csv``), so the suite rebuilds offline.
The requests were written blind to the governance agent's reader and planner: the suite measures generalisation
and is never a source of rules.

    python -m dataagents.governance.builders.real_fresh50 [OUT_DIR] [task_id,...]
"""

from __future__ import annotations

from itertools import pairwise

import pandas as pd

from dataagents.governance.builders.real import (
    Frames,
    RealTask,
    fill,
    keep,
    labelled,
    numbered,
    one,
    rdatasets_table,
    steady_xlsx,
    suite_commands,
)
from dataagents.governance.builders.real_fresh15 import FRESH15_DIR, _blank
from dataagents.governance.builders.real_fresh15 import README_HEAD as _FRESH15_HEAD

# the packages' authors and licences as the earlier sets write them (Stat2Data's as the thirty-fourth set does,
# fpp3's as the thirty-fifth and forty-ninth, wooldridge's as the thirty-sixth and forty-eighth, openintro's as
# the thirty-eighth and forty-sixth, modeldata's as the thirty-eighth and forty-seventh, dslabs' as the
# forty-seventh, and fivethirtyeight's, Lahman's and stevedata's as the forty-fourth)
from dataagents.governance.builders.real_fresh34 import _STAT2
from dataagents.governance.builders.real_fresh35 import _FPP3
from dataagents.governance.builders.real_fresh36 import _GPL_STATED, _WOOLDRIDGE
from dataagents.governance.builders.real_fresh38 import _MODELDATA, _OPENINTRO
from dataagents.governance.builders.real_fresh43 import _not_half
from dataagents.governance.builders.real_fresh44 import (
    _538_LICENCE,
    _LAHMAN,
    _LAHMAN_LICENCE,
    _STEVE,
    _STEVE_LICENCE,
    _538,
)
from dataagents.governance.builders.real_fresh46 import _OPENINTRO_LICENCE
from dataagents.governance.builders.real_fresh47 import _DSLABS, _DSLABS_LICENCE, _MODELDATA_LICENCE
from dataagents.governance.builders.real_fresh48 import _WOOLDRIDGE_LICENCE
from dataagents.governance.builders.real_fresh49 import _GPL3
from dataagents.governance.builders.real_fresh49 import README_HEAD as _FRESH49_HEAD

SEED = 20270150
FRESH50_DIR = FRESH15_DIR.parent / "govbench_real_fresh50"

SOURCES: dict[str, str] = {
    "fivethirtyeight/weather_check": f"{_538}; 'Where People Go To Check The Weather', a SurveyMonkey poll of "
    "whether and where respondents check the weather and how likely they would be to check it on a smartwatch, "
    "with age group, sex, household income and region (blank where not given, as shipped); 150 of the 928 "
    "respondents kept in order with eight columns: 30 of the 31 without an age group or a region and 120 of the "
    f"others, drawn at random, {_538_LICENCE}",
    "dslabs/trump_tweets": f"{_DSLABS}; Donald Trump's tweets of 2009-2017 as gathered by the Trump Twitter "
    "Archive, each with the app it was sent from, its text, time, retweets and favourites; 150 of the 6435 of "
    "2015 and 2016 kept in time order with five columns: 85 of those from 16 June 2015 to 8 November 2016 that "
    "do not open with a quotation mark, 20 of the 20 of that span that do and 45 of those before or after it, "
    "drawn at random (none of the days either side of the two dates and none opening with a single quote), the "
    f"time written in UTC without its zone, {_DSLABS_LICENCE}",
    "Lahman/AwardsPlayers": f"{_LAHMAN}; the awards won by players, by award, year and league, with ties and "
    "notes (the position, or the month of a monthly award); 150 lines of 2015-2019 kept in order: 60 of the 505 "
    "weekly and monthly awards and 90 of the others, drawn at random (the Most Valuable Player, Cy Young and "
    f"Rookie of the Year awards, whose votes an earlier set used, left out), {_LAHMAN_LICENCE}",
    "openintro/nba_heights": f"{_OPENINTRO}; the heights of the NBA players of the 2008-09 season in metres and "
    f"inches, with their last and first names; 150 of the 435 drawn at random and kept in order, "
    f"{_OPENINTRO_LICENCE}",
    "openintro/us_temperature": f"{_OPENINTRO}; NOAA's daily highest and lowest temperatures (Fahrenheit) at "
    "stations of the United States in 1950 and 2022, each reading with the station's name, code, position and "
    "elevation; 150 readings of 2022, 25 drawn at random at each of six stations drawn at random, kept in order "
    f"with five columns, {_OPENINTRO_LICENCE}",
    "stevedata/mmb_war": f"{_STEVE}; 'Mutual Military Build-Ups and War', the confrontations of strategic "
    "rivals (Thompson et al.), one line per confrontation and each of its two Correlates of War states (so "
    "every confrontation is written from both sides), with the rivalry and confrontation numbers, the start "
    "year, the low and high estimates of fatalities, the number of events and whether it came after a mutual "
    "military build-up; 150 lines kept in order with seven columns (the rivalry and build-up left out): both "
    f"lines of 55 confrontations and one line of 40 others, drawn at random, {_STEVE_LICENCE}",
    "stevedata/wbd_example": f"{_STEVE}; an example pull of World Bank data, each country's real GDP per head, "
    "life expectancy and human capital index by year, 2000-2020 (the index published only in 2010, 2017, 2018 "
    "and 2020, as shipped); the 156 country-years of 2008-2020 of twelve countries drawn at random, five first "
    "indexed in 2010, four in 2017, two in 2018 and one in 2020, with five columns (GDP and the two-letter code "
    f"left out), {_STEVE_LICENCE}",
    "fpp3/aus_tobacco": f"{_FPP3}; the Australian Bureau of Statistics' quarterly household spending on tobacco "
    "by state (billion dollars, chain volume); the 160 state-quarters of New South Wales, Victoria, Queensland "
    f"and Western Australia in 2001-2010, {_GPL3}",
    "modeldata/ames": f"{_MODELDATA}; De Cock's Ames, Iowa, housing data, the house sales of 2006-2010 with "
    "their neighbourhood, zoning class, building type, year built, lot and living area in square feet and sale "
    "price; 150 of the 1259 sales in six neighbourhoods (North Ames, Old Town, Brookside, Somerset, Edwards and "
    f"the Iowa DOT and Rail Road) drawn at random and kept in order with seven columns, {_MODELDATA_LICENCE}",
    "openintro/yrbss": f"{_OPENINTRO}; the Centers for Disease Control's Youth Risk Behavior Surveillance System, "
    "high schoolers' age, sex, grade, height (metres), weight (kilograms), days physically active and hours of "
    "television a school day (blank where not answered, as shipped); 150 of the 13485 with an age, sex and grade "
    "kept in order with seven columns: 22 of those without a height or a weight and 128 of the others, drawn at "
    f"random, {_OPENINTRO_LICENCE}",
    "stevedata/anes_vote84": f"{_STEVE}; the 1984 American National Election Study, each respondent's state, "
    "whether they voted, age, schooling, sex and political interest (blank where not recorded, as shipped); 150 "
    "of the 2257 kept in order with seven columns (18 of the 268 without a state and 132 of the others, drawn at "
    "random), with, from the package 'fivethirtyeight' (Kim, Ismay & Chunn; data of FiveThirtyEight articles, "
    "licence MIT + file LICENSE) via the same collection, 'state_info', the 50 states and the District of "
    f"Columbia with their two-letter codes, census divisions and regions, {_STEVE_LICENCE}",
    "fpp3/prices": f"{_FPP3}; Makridakis, Wheelwright and Hyndman's yearly prices, adjusted for inflation, of "
    "eggs, chicken, copper, nails and oil (US dollars) and wheat (British pounds), 1800-1997 (blank before they "
    f"were recorded: eggs before 1900, chicken before 1924, oil before 1859, as shipped); all 198 years, {_GPL3}",
    "wooldridge/rental": f"{_WOOLDRIDGE}; David Harvey's 64 college towns in the 1980 and 1990 censuses, each "
    "town (a number) with its population, college enrolment, average rent, renter-occupied and occupied housing "
    f"units and income per head; all 128 town-years with eight columns, {_WOOLDRIDGE_LICENCE}",
    "fpp3/nsw_offences": f"{_FPP3}; the New South Wales Bureau of Crime Statistics and Research's monthly counts "
    "of recorded offences by type (21 types); 150 of the 756 type-months of 2021-2023 drawn at random and kept in "
    f"order, {_GPL3}",
    "Stat2Data/MathPlacement": f"{_STAT2}; a college's mathematics placement records, each student's SAT and ACT "
    "mathematics scores (the SAT divided by ten; blank where not taken, as shipped), placement score, the "
    "course recommended and taken and the grade; 150 of the 2696 drawn at random and kept in order with seven "
    f"columns, {_GPL_STATED}",
    "wooldridge/k401k": f"{_WOOLDRIDGE}; Papke's 401(k) plans of 1987, each plan's participation rate (per cent "
    "of eligible employees), the employer's match rate per dollar, participants, eligible and total employees, "
    "the plan's age in years and whether it is the firm's sole plan; 150 of the 1534 drawn at random and kept "
    f"in order with seven columns, the participation rounded to 0.1 and the match rate to 0.01, "
    f"{_WOOLDRIDGE_LICENCE}",
    "Stat2Data/CountyHealth": f"{_STAT2}; doctors, hospitals and hospital beds of 53 US counties, each county "
    f"written with its state's two-letter code and padded with spaces, as shipped; all 53, {_GPL_STATED}",
    "Stat2Data/KeyWestWater": f"{_STAT2}; NOAA's hourly water temperature (Fahrenheit) at Key West, Florida, "
    "from October 2016 to October 2017, with the date and hour month first; 150 of the 6572 hours drawn at "
    f"random and kept in order, the running hour count left out, {_GPL_STATED}",
    "Stat2Data/MetroCommutes": f"{_STAT2}; the 2007 American Housing Survey's one-way commutes in Boston, "
    "Houston, Minneapolis and Washington, each with its distance in miles and time in minutes; 150 of the 1808 "
    "with a distance and a time above zero whose minutes per mile do not fall on a half of a tenth, drawn at "
    f"random and kept in order, {_GPL_STATED}",
    "stevedata/DJIA": f"{_STEVE}; the daily close of the Dow Jones Industrial Average from 1885; the 150 trading "
    f"days from 5 August 1929 to 11 February 1930, {_STEVE_LICENCE}",
    "fpp3/otexts_views": f"{_FPP3}; the daily page views of the online textbook at OTexts.com; the 150 days "
    f"from 4 March to 31 July 2019, {_GPL3}",
    "modeldata/stackoverflow": f"{_MODELDATA}; Stack Overflow's annual developer survey as Julia Silge prepared "
    "it, respondents in five countries with their salary (US dollars), years coding at work, whether remote, "
    "career satisfaction and company size; 150 of the 5594 drawn at random and kept in order with six columns, "
    f"the salary rounded to whole dollars, {_MODELDATA_LICENCE}",
}


# ---- filtering ----------------------------------------------------------------------------------------
def m_weather(rng):
    df = rdatasets_table("fivethirtyeight/weather_check").drop(columns="respondent_id")
    return {"weather_checking_survey.jsonl": numbered(df, "respondent")}


PLACED = ["age", "region"]

ANNOUNCED, AFTER_ELECTION = "2015-06-16", "2016-11-09"
QUOTE = "\u201c"  # the opening quotation mark the tweets are written with


def m_tweets(rng):
    return {"trump_tweets_2015_2016.csv": numbered(rdatasets_table("dslabs/trump_tweets"), "tweet")}


CAMPAIGN_OWN_WORDS = {
    "conditions": [
        {"column": "created_at", "op": "<", "value": ANNOUNCED},
        {"column": "created_at", "op": ">=", "value": AFTER_ELECTION},
        {"column": "text", "op": "starts_with", "value": QUOTE},
    ],
    "match": "any",
    "action": "drop",
}

SHORT_SPELLS = ["of the Week", "of the Month"]


def m_awards(rng):
    return {"player_awards_2015_2019.tsv": rdatasets_table("Lahman/AwardsPlayers")}


SEASON_AWARDS = {
    "conditions": [{"column": "awardID", "op": "contains", "value": v} for v in SHORT_SPELLS],
    "match": "any",
    "action": "drop",
}


# ---- deduplication ------------------------------------------------------------------------------------
PLAYER = ["first_name", "last_name"]


def m_roster(rng):
    df = rdatasets_table("openintro/nba_heights")
    assert not df[PLAYER].apply(lambda c: c.str.lower()).duplicated().any()
    # the second roster source brought fourteen players in again with their names in capitals, each somewhere
    # after the player's first line
    rows = [r for _, r in df.iterrows()]
    for i in sorted(rng.sample(range(len(df) - 1), 14), reverse=True):
        again = df.loc[i].copy()
        again[PLAYER] = [v.upper() for v in again[PLAYER]]
        rows.insert(rng.randrange(i + 1, len(rows) + 1), again)
    return {"nba_roster_merged.xlsx": pd.DataFrame(rows).reset_index(drop=True)}


def e_roster(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    same = df[PLAYER].apply(lambda c: c.astype(str).str.lower()).duplicated(keep="first")
    return df[~same].reset_index(drop=True)


def m_stations(rng):
    df = numbered(rdatasets_table("openintro/us_temperature"), "reading")
    names = sorted(set(df["location"]))
    # two readings of each station picked up another station's name
    for _, g in df.groupby("station"):
        for i in rng.sample(list(g.index), 2):
            df.at[i, "location"] = rng.choice([n for n in names if n != df.at[i, "location"]])
    return {"station_daily_temperatures_2022.csv": df}


def e_stations(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    most = df.groupby("station")["location"].agg(lambda s: s.value_counts().index[0])
    df["location"] = df["station"].map(most)
    return df


DISPUTE = ["ccode1", "ccode2", "micnum"]


def m_disputes(rng):
    return {"rival_disputes_both_sides.tsv": rdatasets_table("stevedata/mmb_war")}


def e_disputes(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    pair = pd.DataFrame(
        {
            "lo": df[["ccode1", "ccode2"]].min(axis=1),
            "hi": df[["ccode1", "ccode2"]].max(axis=1),
            "micnum": df["micnum"],
        }
    )
    return df[~pair.duplicated(keep="first")].reset_index(drop=True)


# ---- imputation ---------------------------------------------------------------------------------------
def m_capital(rng):
    return {"world_bank_human_capital.csv": numbered(rdatasets_table("stevedata/wbd_example"), "line")}


def e_capital(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["hci"] = df.sort_values("year").groupby("country")["hci"].ffill()
    return df


TOBACCO_STATES = ["NSW", "VIC", "QLD", "WA"]


def m_tobacco(rng):
    df = rdatasets_table("fpp3/aus_tobacco")
    # the bureau's sheet lists every state under each quarter
    df["State"] = pd.Categorical(df["State"], TOBACCO_STATES)
    df = df.sort_values(["Quarter", "State"]).reset_index(drop=True)
    df["State"] = df["State"].astype(str)
    holes: set[int] = set()
    for _, g in df.groupby("State"):
        idx = list(g.index)
        thousandths = [round(v * 1000) for v in g["Expenditure"]]
        # a quarter whose neighbours' midpoint has three decimals exactly (so rounding never meets a half)
        even = [p for p in range(1, len(idx) - 1) if (thousandths[p - 1] + thousandths[p + 1]) % 2 == 0]
        while True:
            # four single quarters lost in each state, none at either end and no two side by side
            picks = sorted(rng.sample(even, 4))
            if all(b - a >= 2 for a, b in pairwise(picks)):
                break
        holes |= {idx[p] for p in picks}
    return {"tobacco_spending_by_state.xlsx": numbered(_blank(df, "Expenditure", holes), "line")}


def e_tobacco(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    line = df.groupby("State")["Expenditure"].transform(lambda s: s.interpolate(limit_area="inside"))
    df["Expenditure"] = df["Expenditure"].where(df["Expenditure"].notna(), line.round(3))
    return df


def m_zoning(rng):
    df = numbered(rdatasets_table("modeldata/ames"), "house")
    while True:
        holes = set(rng.sample(range(len(df)), 16))
        known = df.drop(index=sorted(holes))
        counts = {h: g.value_counts() for h, g in known.groupby("Neighborhood")["MS_Zoning"]}
        hoods = {df.at[i, "Neighborhood"] for i in holes}
        # every blanked house's neighbourhood has one most common class, and they are not all the same class
        tied = any(len(counts[h]) > 1 and counts[h].iloc[0] == counts[h].iloc[1] for h in hoods)
        if not tied and len({counts[h].index[0] for h in hoods}) >= 3:
            return {"ames_house_sales.csv": _blank(df, "MS_Zoning", holes)}


e_zoning = fill(
    "MS_Zoning",
    lambda d: d["Neighborhood"].map(
        d.groupby("Neighborhood")["MS_Zoning"].agg(lambda s: s.value_counts().index[0])
    ),
)

BODY = ["height", "weight"]


def m_students(rng):
    df = numbered(rdatasets_table("openintro/yrbss"), "student")
    assert _not_half(df[BODY].median(), 2)
    return {"yrbss_students.jsonl": df}


def e_students(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    for c in BODY:
        df[c] = df[c].fillna(round(df[c].median(), 2))
    return df


# ---- integration --------------------------------------------------------------------------------------
def m_voters(rng):
    survey = rdatasets_table("stevedata/anes_vote84")
    states = rdatasets_table("fivethirtyeight/state_info")
    assert set(survey["stateabb"].dropna()) <= set(states["state_abbrev"])
    return {"anes_1984_respondents.csv": survey, "us_state_list.xlsx": states}


def e_voters(frames: Frames) -> pd.DataFrame:
    survey, states = frames.values()
    out = survey.merge(states, left_on="stateabb", right_on="state_abbrev", how="left")
    return out.drop(columns="state_abbrev")


NOT_YET = ["eggs", "chicken"]


def m_prices(rng):
    df = rdatasets_table("fpp3/prices")
    old = df[df["year"] < 1900]
    assert old[NOT_YET].isna().all().all()
    return {
        "prices_1800s.xlsx": old.drop(columns=NOT_YET),
        "prices_1900_on.csv": df[df["year"] >= 1900],
    }


def e_prices(frames: Frames) -> pd.DataFrame:
    return pd.concat(list(frames.values()), ignore_index=True)


TOWN_YEAR = ["city", "year"]


def m_towns(rng):
    df = rdatasets_table("wooldridge/rental")
    enrolment = df[[*TOWN_YEAR, "pop", "enroll"]].copy()
    # the enrolment office's populations are older estimates: fourteen town-years are off by 1-4 per cent
    for i in rng.sample(range(len(df)), 14):
        shift = rng.choice([-1, 1]) * rng.uniform(0.01, 0.04)
        enrolment.at[i, "pop"] = round(df.at[i, "pop"] * (1 + shift))
    # five town-years are missing from the housing file
    housing = df.drop(index=rng.sample(range(len(df)), 5)).drop(columns="enroll")
    return {"college_towns_enrolment.csv": enrolment, "college_towns_housing.tsv": housing}


def e_towns(frames: Frames) -> pd.DataFrame:
    enrolment, housing = frames.values()
    out = enrolment.merge(housing, on=TOWN_YEAR, how="left", suffixes=("_enrol", ""))
    out["pop"] = out["pop"].fillna(out["pop_enrol"])
    return out.drop(columns="pop_enrol")


# ---- labeling -----------------------------------------------------------------------------------------
OFFENCE_GROUPS = {
    "person": [
        "Homicide",
        "Assault",
        "Sexual offences",
        "Robbery",
        "Abduction and kidnapping",
        "Other offences against the person",
    ],
    "property": ["Theft", "Arson", "Malicious damage to property"],
    "drugs": ["Drug offences"],
}


def m_offences(rng):
    return {"nsw_recorded_offences.csv": numbered(rdatasets_table("fpp3/nsw_offences"), "line")}


def _offence_group(r: pd.Series) -> str:
    return next((g for g, types in OFFENCE_GROUPS.items() if r["Type"] in types), "other")


OFFENCES = {
    "target": "offence_group",
    "cases": [
        {"label": g, "conditions": [{"column": "Type", "op": "in", "value": types}]}
        for g, types in OFFENCE_GROUPS.items()
    ],
    "default": "other",
}

HIGH_SAT = 65  # the file stores the SAT mathematics score divided by ten


def m_placement(rng):
    return {"math_placement_records.tsv": rdatasets_table("Stat2Data/MathPlacement")}


def _sat_band(r: pd.Series) -> str:
    if pd.isna(r["SATM"]):
        return "no SAT"
    return "high" if r["SATM"] >= HIGH_SAT else "typical"


# a blank score meets neither case and falls to the default
SAT_BANDS = {
    "target": "sat_band",
    "cases": [
        {"label": "high", "conditions": [{"column": "SATM", "op": ">=", "value": HIGH_SAT}]},
        {"label": "typical", "conditions": [{"column": "SATM", "op": "<", "value": HIGH_SAT}]},
    ],
    "default": "no SAT",
}

LOW_TAKE_UP, LOW_MATCH = 80, 0.3


def m_plans(rng):
    return {"401k_plans_1987.xlsx": numbered(rdatasets_table("wooldridge/k401k"), "plan")}


def _review(r: pd.Series) -> str:
    return "follow up" if r["prate"] < LOW_TAKE_UP or r["mrate"] < LOW_MATCH else "fine"


PLANS = {
    "target": "review",
    "cases": [
        {
            "label": "follow up",
            "match": "any",
            "conditions": [
                {"column": "prate", "op": "<", "value": LOW_TAKE_UP},
                {"column": "mrate", "op": "<", "value": LOW_MATCH},
            ],
        }
    ],
    "default": "fine",
}


# ---- refinement ---------------------------------------------------------------------------------------
def m_counties(rng):
    return {"county_health_resources.csv": numbered(rdatasets_table("Stat2Data/CountyHealth"), "line")}


def e_counties(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    parts = df["County"].str.split(",", n=1)
    df["County"] = [p[0].strip() for p in parts]
    df["state"] = [p[1].strip() for p in parts]
    return df


def _celsius(f: float) -> float:
    return round((f - 32) * 5 / 9, 1)


def m_buoy(rng):
    df = rdatasets_table("Stat2Data/KeyWestWater")
    assert _not_half((df["WaterTemp"] - 32) * 5 / 9, 1)
    return {"key_west_water_temperature.jsonl": df}


def e_buoy(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["WaterTemp"] = df["WaterTemp"].map(_celsius)
    return df


def m_commutes(rng):
    return {"metro_commutes.csv": numbered(rdatasets_table("Stat2Data/MetroCommutes"), "commute")}


def e_commutes(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["minutes_per_mile"] = (df["Time"] / df["Distance"]).round(1)
    return df


# ---- DAG-level ----------------------------------------------------------------------------------------
# the closes came out of three exports, each writing the date its own way
EXPORT_STYLES = ["%m/%d/%Y", "%Y-%m-%d", "%d %b %Y"]
ISO_DAY = "%Y-%m-%d"
BLACK_THURSDAY = "1929-10-24"


def m_dow(rng):
    df = numbered(rdatasets_table("stevedata/DJIA"), "day")
    third = len(df) // 3
    df["date"] = [
        pd.Timestamp(v).strftime(EXPORT_STYLES[min(i // third, 2)]) for i, v in enumerate(df["date"])
    ]
    return {"dow_closes_1929_30.csv": df}


def _iso(v: str) -> str:
    for f in EXPORT_STYLES:
        try:
            return pd.to_datetime(v, format=f).strftime(ISO_DAY)
        except ValueError:
            continue
    raise ValueError(v)


def e_dow(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["date"] = df["date"].map(_iso)
    return df[df["date"] >= BLACK_THURSDAY].reset_index(drop=True)


WEEKEND = ["Saturday", "Sunday"]


def m_views(rng):
    return {"otexts_daily_views.tsv": rdatasets_table("fpp3/otexts_views")}


def e_views(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["day_of_week"] = pd.to_datetime(df["Date"]).dt.day_name()
    return df[~df["day_of_week"].isin(WEEKEND)].reset_index(drop=True)


PAY_FROM, HIGH_PAY_FROM = 50000, 100000


def _as_text(v: int, rng) -> str:
    """How the survey export wrote a salary: mostly with a dollar sign and commas, some round ones as 95k."""
    if v % 1000 == 0 and rng.random() < 0.5:
        return f"{v // 1000}k"
    return f"${v:,}" if rng.random() < 0.8 else str(v)


def m_salaries(rng):
    df = numbered(rdatasets_table("modeldata/stackoverflow"), "respondent")
    df["Salary"] = [_as_text(int(v), rng) for v in df["Salary"]]
    return {"developer_survey_salaries.csv": df}


def _salary(v: str) -> int:
    t = v.replace("$", "").replace(",", "")
    return int(t[:-1]) * 1000 if t.endswith("k") else int(t)


def e_salaries(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["Salary"] = df["Salary"].astype(str).map(_salary)
    df["pay_band"] = [
        "under 50k" if v < PAY_FROM else "50k to 100k" if v < HIGH_PAY_FROM else "100k or more"
        for v in df["Salary"]
    ]
    return df


PAY_BANDS = {
    "target": "pay_band",
    "cases": [
        {"label": "under 50k", "conditions": [{"column": "Salary", "op": "<", "value": PAY_FROM}]},
        {"label": "50k to 100k", "conditions": [{"column": "Salary", "op": "<", "value": HIGH_PAY_FROM}]},
    ],
    "default": "100k or more",
}


# the opening, the held-out note, the method and the measuring commands are the forty-ninth set's (the
# forty-eighth's and forty-seventh's, the method the fifteenth's), renamed for this set
README_HEAD = (
    _FRESH49_HEAD[: _FRESH49_HEAD.index("Everyday requests")]
    .replace("govbench_real_fresh49", "govbench_real_fresh50")
    .replace("`govbench_real_fresh48`", "`govbench_real_fresh49`")
    .replace("real_fresh49 [OUT]", "real_fresh50 [OUT]")
    .replace("forty-ninth set", "fiftieth set")
)
README_HEAD += """\
Everyday requests covered: the rows dropped where either of two answers is blank, the rows dropped where a time is
outside two days or a text opens with a quotation mark, and the rows dropped where a name holds either of two
phrases; a second copy of a person whose name came again in capitals dropped (names compared whatever their case),
a name made the same for every line of one code (the name most of its lines carry), and lines that record one event
from both sides made one (a pair of codes taken in either order); blanks in a series published now and then carried
forward within each country (years before the first figure left blank), single blanks filled halfway between the
quarters either side within each state (three decimals), blank classes filled with the most common class of the
same neighbourhood, and blank heights and weights filled with each column's median (two decimals); a list joined to
a file on codes headed differently keeping every line of the file, two sheets stacked where the older lacks two
columns (left blank), and two files joined on a two-column key keeping every line of the first, the second's value
taken where both hold one; a four-way group from lists of values, a three-way band where a blank score takes the
last band, and a two-way review flag where either of two figures below its limit decides; a name split from the
code written after it into a column of its own, Fahrenheit given in Celsius (one decimal), and a new column of one
figure divided by another (one decimal); and three pipelines: dates written three ways made one way before the rows
before a day are dropped, a weekday column added before the weekends are dropped, and money written as text made
numbers before three bands of it.

Sources: tables of the R packages `fivethirtyeight`, `dslabs`, `Lahman`, `openintro`, `stevedata`, `fpp3`,
`modeldata`, `wooldridge` and `Stat2Data`, as kept by the Rdatasets collection; each table's reference and licence
is in the table below and in its task's `provenance`. The authors and licences are those of each package's
DESCRIPTION file, as the earlier sets give them. None of these packages is shipped by `pydataset`. Earlier sets
drew on each of them, but on none of the tables used here, and no table is a copy of data an earlier set used. The
packages that no earlier set drew on stay spent (see the forty-third set's README). Tables of these packages that
hold data an earlier set used were left out: `modeldata`'s `lending_club` (Lending Club loans, as `openintro`'s
`loans_full_schema`), `fivethirtyeight`'s `generic_topline` (beside `generic_polllist`), `tsibbledata`'s `pelt`
(the Hudson's Bay lynx of `lynx`) and `vic_elec` (the Victorian demand of `fpp2`'s `elecdaily`), and `wooldridge`'s
`driving` (state traffic deaths and drinking ages, beside `Fatality`), besides the tables the forty-third to
forty-ninth sets' READMEs left out. `Lahman`'s `AwardsPlayers` is cut without the three awards whose votes are the
`AwardsSharePlayers` an earlier set used; `stevedata`'s `mmb_war` (the confrontations of strategic rivals and their
mutual military build-ups) is not `Zelig`'s `mid` (dyads of states with a dispute indicator), and `anes_vote84`
(the 1984 election study) is not the 1992 study behind `vote92` and `immigration`. The blank age groups and regions
of the weather survey, the blank human capital index between its releases, the blank heights and weights of the
students, the respondents without a state and the blank SAT scores are the datasets' own, and so are the lines of a
dispute written from both sides and the county names with their state codes and padding; the player names written
again in capitals, the station names swapped in, the blanked tobacco spending and zoning classes, the split of the
prices into two sheets, the split of the college towns into an enrolment file and a housing file and the
populations changed and the town-years left off, the dates written three ways and the salaries written as text are
made by hand; the limits, groups, bands and flags are the requesters', not the datasets'.

"""
README_HEAD += _FRESH15_HEAD[_FRESH15_HEAD.index("Scenario counts:") :]


TASKS: list[RealTask] = [
    # filtering
    RealTask(
        "fresh50_filter_weather_survey_unplaced",
        "filtering",
        "Quick one on the weather-checking survey: anybody who left their age bracket or their region blank is "
        "no use for the regional breakdown, so please take them out.",
        "fivethirtyeight/weather_check",
        m_weather,
        keep(lambda d: d["age"].notna() & d["region"].notna()),
        "weather_survey_placed.csv",
        "respondent",
        [("drop_missing", {"columns": PLACED, "how": "any"})],
        prep="150 of the 928 respondents (30 without an age group or a region, 120 others) kept in order with "
        "eight columns, numbered in place of their SurveyMonkey id, as JSONL",
    ),
    RealTask(
        "fresh50_filter_tweets_campaign_own_words",
        "filtering",
        "For the campaign piece I need his tweets from the day he announced his run (16 June 2015) through "
        "election day (8 November 2016). Leave out the ones that open with a quotation mark too, since those "
        "are him quoting somebody else.",
        "dslabs/trump_tweets",
        m_tweets,
        keep(
            lambda d: (
                (d["created_at"] >= ANNOUNCED)
                & (d["created_at"] < AFTER_ELECTION)
                & ~d["text"].str.startswith(QUOTE)
            )
        ),
        "campaign_tweets_own_words.jsonl",
        "tweet",
        [("filter_rows", CAMPAIGN_OWN_WORDS)],
        prep="150 of the 6435 tweets of 2015-2016 (85 of the campaign not opening with a quotation mark, 20 of "
        "the campaign that do, 45 from before or after it) kept in time order with five columns, numbered, as CSV",
    ),
    RealTask(
        "fresh50_filter_awards_season_only",
        "filtering",
        "The awards list is cluttered with the weekly and monthly honours (player of the week, pitcher of the "
        "month and so on). I only want the season-long awards left in it.",
        "Lahman/AwardsPlayers",
        m_awards,
        keep(lambda d: ~d["awardID"].str.contains("|".join(SHORT_SPELLS))),
        "player_season_awards.xlsx",
        None,
        [("filter_rows", SEASON_AWARDS)],
        prep="150 award lines of 2015-2019 (60 weekly or monthly, 90 others; no MVP, Cy Young or Rookie of the "
        "Year) kept in order, as TSV",
    ),
    # deduplication
    RealTask(
        "fresh50_dedup_roster_names_in_capitals",
        "deduplication",
        "When I merged the two roster sources, some players came in a second time with their names in block "
        "capitals. Can you get it down to one row per player, counting JOHN SMITH and John Smith as the same "
        "person, and keep whichever row comes first?",
        "openintro/nba_heights",
        m_roster,
        e_roster,
        "nba_roster_one_row_each.csv",
        None,
        [("dedup_key", {"key": PLAYER, "keep": "first", "ignore_case": True})],
        prep="150 of the 435 players drawn at random and kept in order, as XLSX; 14 of them written again by "
        "hand with their names in capitals, each somewhere after the player's own line",
    ),
    RealTask(
        "fresh50_dedup_station_names_by_code",
        "deduplication",
        "Each station code in this temperature file should go with exactly one station name, but a few readings "
        "picked up the wrong name. For every code, use the name that most of its readings already carry.",
        "openintro/us_temperature",
        m_stations,
        e_stations,
        "station_temperatures_consistent.tsv",
        "reading",
        [
            (
                "enforce_functional_dependency",
                {
                    "determinant": ["station"],
                    "dependent": "location",
                    "action": "fix",
                    "keep": "most_frequent",
                },
            )
        ],
        prep="150 readings of 2022 (25 at each of six stations) kept in order with five columns, numbered, as "
        "CSV; two readings of each station given another station's name by hand",
    ),
    RealTask(
        "fresh50_dedup_rival_disputes_both_sides",
        "deduplication",
        "The rivalry file lists every dispute twice, once from each country's side, so 2 against 40 and 40 "
        "against 2 in the same dispute number are one event. I need a single line per pair of countries per "
        "dispute; the first of the two is fine.",
        "stevedata/mmb_war",
        m_disputes,
        e_disputes,
        "rival_disputes_once.jsonl",
        None,
        [("dedup_key", {"key": DISPUTE, "keep": "first", "unordered": True})],
        prep="150 lines (both lines of 55 pair-disputes and one line of 40 others) kept in order with seven "
        "columns, as TSV; the lines written from both sides are the dataset's own",
    ),
    # imputation
    RealTask(
        "fresh50_impute_human_capital_carry_forward",
        "imputation",
        "The human capital index only comes out every few years. For the years between releases, repeat the "
        "country's most recent score; years before a country's first score should stay empty.",
        "stevedata/wbd_example",
        m_capital,
        e_capital,
        "human_capital_filled.xlsx",
        "line",
        [("forward_fill", {"columns": ["hci"], "by": ["country"], "order_by": "year"})],
        prep="the 156 country-years of 2008-2020 of twelve countries with five columns, numbered, as CSV; the "
        "blank index between releases is the dataset's own",
    ),
    RealTask(
        "fresh50_impute_tobacco_quarters_by_state",
        "imputation",
        "A few quarters of tobacco spending went missing for some of the states. Could you estimate each one on "
        "a straight line between that state's quarter before and quarter after, with three decimals like the "
        "rest?",
        "fpp3/aus_tobacco",
        m_tobacco,
        e_tobacco,
        "tobacco_spending_filled.csv",
        "line",
        [("impute_interpolate", {"columns": ["Expenditure"], "by": ["State"], "round": 3})],
        prep="the 160 state-quarters of 2001-2010, listed by quarter with the four states under each, numbered, "
        "as XLSX; four single quarters of each state, none first or last, no two side by side and each between "
        "quarters whose midpoint has three decimals, blanked by hand",
    ),
    RealTask(
        "fresh50_impute_ames_zoning_neighbourhood",
        "imputation",
        "Sixteen of the Ames sales have no zoning class. Give each of them the zoning that is most common among "
        "the other houses in its neighbourhood.",
        "modeldata/ames",
        m_zoning,
        e_zoning,
        "ames_house_sales_zoned.jsonl",
        "house",
        [("impute_groupwise", {"columns": ["MS_Zoning"], "by": ["Neighborhood"], "strategy": "mode"})],
        prep="150 of the 1259 sales in six neighbourhoods drawn at random and kept in order with seven columns, "
        "numbered, as CSV; 16 zoning classes blanked by hand (no tie for the most common class of their "
        "neighbourhoods)",
    ),
    RealTask(
        "fresh50_impute_student_height_weight_median",
        "imputation",
        "Some of the high schoolers in the risk-behaviour sample have no height or weight on record. Just put in "
        "the median of the students who do have one, for each of the two, rounded to 2 decimals.",
        "openintro/yrbss",
        m_students,
        e_students,
        "yrbss_students_filled.tsv",
        "student",
        [("impute_statistic", {"columns": BODY, "strategy": "median", "round": 2})],
        prep="150 of the 13485 students with an age, sex and grade (22 without a height or weight, 128 others) "
        "kept in order with seven columns, numbered, as JSONL; the blanks are the dataset's own",
    ),
    # integration
    RealTask(
        "fresh50_integrate_election_study_state_regions",
        "integration",
        "Could you bring the full state name, census division and region into the 1984 election study? Match "
        "the two-letter state code against the state list attached; respondents with no state on file stay in, "
        "with those left blank.",
        "stevedata/anes_vote84",
        m_voters,
        e_voters,
        "anes_1984_with_regions.csv",
        "uid",
        [("join_composite", {"left_keys": ["stateabb"], "right_keys": ["state_abbrev"], "how": "left"})],
        prep="150 of the 2257 respondents (18 without a state, 132 others) kept in order with seven columns, as "
        "CSV; and the list of the 50 states and the District of Columbia, as XLSX",
    ),
    RealTask(
        "fresh50_integrate_prices_two_centuries",
        "integration",
        "I've got the long-run commodity prices in two sheets, one for the 1800s and one from 1900 on. Please "
        "stack them into a single table; the older sheet has no eggs or chicken columns because nothing was "
        "recorded then, so leave those empty for the 19th-century years.",
        "fpp3/prices",
        m_prices,
        e_prices,
        "commodity_prices_1800_1997.tsv",
        "year",
        [("union_align", {})],
        prep="the 198 years split by hand at 1900: the 100 years of the 1800s without the eggs and chicken "
        "columns (blank there) as XLSX, and the 98 years from 1900 as CSV",
    ),
    RealTask(
        "fresh50_integrate_college_towns_revised_population",
        "integration",
        "Join the college-town enrolment file to the housing file on town and year, keeping every line of the "
        "enrolment file. Both carry a population, and where the two disagree the housing file has the revised "
        "count, so go with that one.",
        "wooldridge/rental",
        m_towns,
        e_towns,
        "college_towns_combined.xlsx",
        None,
        [("join_composite", {"keys": TOWN_YEAR, "how": "left", "conflict": "right"})],
        prep="the 128 town-years split by hand into an enrolment file (town, year, population, enrolment) as CSV, "
        "with the population of 14 town-years moved 1-4 per cent, and a housing file (the rest, 5 town-years "
        "left off at random) as TSV",
    ),
    # labeling
    RealTask(
        "fresh50_label_nsw_offence_groups",
        "labeling",
        "Add an offence group column: person for homicide, assault, sexual offences, robbery, abduction and "
        "kidnapping and other offences against the person; property for theft, arson and malicious damage to "
        "property; drugs for drug offences; and other for everything else.",
        "fpp3/nsw_offences",
        m_offences,
        labelled("offence_group", _offence_group),
        "nsw_offences_grouped.xlsx",
        "line",
        [("label_conditions", OFFENCES)],
        target="offence_group",
        prep="150 of the 756 type-months of 2021-2023 drawn at random and kept in order, numbered, as CSV",
    ),
    RealTask(
        "fresh50_label_math_placement_sat_band",
        "labeling",
        "Put a SAT band on each student in the placement records: high for a maths SAT of 650 or more (the file "
        "keeps it divided by ten, so 65), typical below that, and no SAT where there isn't a score.",
        "Stat2Data/MathPlacement",
        m_placement,
        labelled("sat_band", _sat_band),
        "math_placement_sat_bands.csv",
        "Student",
        [("label_conditions", SAT_BANDS)],
        target="sat_band",
        prep="150 of the 2696 students drawn at random and kept in order with seven columns, as TSV; the blank "
        "SAT scores are the dataset's own",
    ),
    RealTask(
        "fresh50_label_401k_plans_follow_up",
        "labeling",
        "Please flag the 401(k) plans we should follow up on in a review column: follow up where fewer than 80% "
        "of eligible staff take part, or where the employer matches less than 30 cents on the dollar. Everything "
        "else is fine.",
        "wooldridge/k401k",
        m_plans,
        labelled("review", _review),
        "401k_plans_review.jsonl",
        "plan",
        [("label_conditions", PLANS)],
        target="review",
        prep="150 of the 1534 plans drawn at random and kept in order with seven columns, numbered, as XLSX",
    ),
    # refinement
    RealTask(
        "fresh50_refine_county_state_split",
        "refinement",
        "The county column has the state stuck on the end, like Bay, FL. Split it so the county column keeps just "
        "the name and the two-letter code goes into a new state column.",
        "Stat2Data/CountyHealth",
        m_counties,
        e_counties,
        "county_health_split.tsv",
        "line",
        kind="cells",
        prep="all 53 counties, numbered, as CSV; the state codes and the padding are the dataset's own; no "
        "operator splits a column, so the ground truth is the pandas table",
    ),
    RealTask(
        "fresh50_refine_key_west_celsius",
        "refinement",
        "our key west buoy logs the water temperature in fahrenheit - can you switch that column to celsius? "
        "one decimal is fine",
        "Stat2Data/KeyWestWater",
        m_buoy,
        e_buoy,
        "key_west_water_celsius.csv",
        "DateTime",
        kind="cells",
        prep="150 of the 6572 hours drawn at random and kept in order, as JSONL; no operator converts "
        "temperatures, so the ground truth is the pandas table",
    ),
    RealTask(
        "fresh50_refine_commute_minutes_per_mile",
        "refinement",
        "For every commute in the metro survey, work out the minutes per mile (the time divided by the distance) "
        "in a new column, rounded to one decimal.",
        "Stat2Data/MetroCommutes",
        m_commutes,
        e_commutes,
        "metro_commutes_pace.xlsx",
        "commute",
        [
            (
                "derive_column",
                {"target": "minutes_per_mile", "op": "ratio", "columns": ["Time", "Distance"], "round": 1},
            )
        ],
        prep="150 of the 1808 commutes with a distance and a time drawn at random and kept in order, numbered, "
        "as CSV",
    ),
    # DAG-level
    RealTask(
        "fresh50_dag_dow_dates_from_black_thursday",
        "refinement",
        "The Dow closes for 1929-30 came out of three different exports, so the dates are written all sorts of "
        "ways. Make them all like 1929-10-24 and then keep only the trading days from Black Thursday (24 "
        "October 1929) onwards.",
        "stevedata/DJIA",
        m_dow,
        e_dow,
        "dow_closes_from_black_thursday.jsonl",
        "day",
        [
            ("standardize_date", {"column": "date", "format": ISO_DAY}),
            (
                "filter_rows",
                {
                    "conditions": [{"column": "date", "op": "<", "value": BLACK_THURSDAY}],
                    "match": "all",
                    "action": "drop",
                },
            ),
        ],
        prep="the 150 trading days from 5 August 1929, numbered, as CSV; the dates of the first 50 written "
        "month first with slashes, the next 50 year first and the last 50 as 05 Dec 1929, by hand",
        level="dag",
    ),
    RealTask(
        "fresh50_dag_textbook_views_working_days",
        "refinement",
        "Add a day-of-week column to the textbook's daily page views, written out (Monday, Tuesday and so on), "
        "and then drop the Saturdays and Sundays since we only report working days.",
        "fpp3/otexts_views",
        m_views,
        e_views,
        "otexts_views_working_days.csv",
        "Date",
        [
            ("date_part", {"column": "Date", "part": "weekday", "target": "day_of_week"}),
            (
                "filter_rows",
                {
                    "conditions": [{"column": "day_of_week", "op": "in", "value": WEEKEND}],
                    "match": "all",
                    "action": "drop",
                },
            ),
        ],
        prep="the 150 days from 4 March 2019, as TSV",
        level="dag",
    ),
    RealTask(
        "fresh50_dag_developer_salary_bands",
        "labeling",
        "Salaries in the developer survey extract came through as text, some with dollar signs and commas and "
        "some written like 95k. Turn them into plain numbers, then add a pay band: under 50k, 50k to 100k "
        "(up to but not including 100k), and 100k or more.",
        "modeldata/stackoverflow",
        m_salaries,
        e_salaries,
        "developer_salary_bands.xlsx",
        "respondent",
        [
            ("standardize_number", {"column": "Salary"}),
            ("label_conditions", PAY_BANDS),
        ],
        target="pay_band",
        prep="150 of the 5594 respondents drawn at random and kept in order with six columns, numbered, as CSV; "
        "the salaries written by hand as text, most as $131,250, some round ones as 95k and a few as bare digits",
        level="dag",
    ),
]


build_suite, main = suite_commands(
    TASKS, FRESH50_DIR, SEED, sources=SOURCES, head=README_HEAD, finish=steady_xlsx
)


if __name__ == "__main__":
    main()
