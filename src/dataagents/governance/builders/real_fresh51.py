"""Builds the fifty-first held-out governance suite on real tables (``suites/govbench_real_fresh51``).

The recipe of ``real_fresh49.py`` and ``real_fresh50.py``: 22 tables that no earlier real-table suite touches (nor
the same data under another name), cut small and made dirty only where the scenario needs it, one request each
written the way a business user or a researcher writes an e-mail or a chat message, and ground truth from a
reference pipeline checked against a plain-pandas reading. The tables come from the Rdatasets collection, from R
packages that pydataset does not ship. As for the sets before it, the packages that no earlier set drew on are
spent, so the tables are ones no earlier set used of packages that earlier sets drew on (openintro, Stat2Data,
wooldridge, Lahman, stevedata and fivethirtyeight); each is kept in the repository as the small cut used
(``builders/data/rdatasets/<package>__<name>.csv``, loaded by ``rdatasets_csv``), so the suite rebuilds offline.
The requests were written blind to the governance agent's reader and planner: the suite measures generalisation
and is never a source of rules.

    python -m dataagents.governance.builders.real_fresh51 [OUT_DIR] [task_id,...]
"""

from __future__ import annotations

from itertools import pairwise

import pandas as pd

from dataagents.governance.builders.real import (
    Frames,
    RealTask,
    keep,
    labelled,
    numbered,
    one,
    rdatasets_table,
    steady_xlsx,
    suite_commands,
)
from dataagents.governance.builders.real_fresh2 import _shuffled
from dataagents.governance.builders.real_fresh15 import FRESH15_DIR, _blank
from dataagents.governance.builders.real_fresh15 import README_HEAD as _FRESH15_HEAD

# the packages' authors and licences as the earlier sets write them (Stat2Data's as the thirty-fourth set does,
# wooldridge's as the thirty-sixth and forty-eighth, openintro's as the thirty-eighth and forty-sixth, and
# fivethirtyeight's, Lahman's and stevedata's as the forty-fourth)
from dataagents.governance.builders.real_fresh34 import _STAT2
from dataagents.governance.builders.real_fresh36 import _GPL_STATED, _WOOLDRIDGE
from dataagents.governance.builders.real_fresh38 import _OPENINTRO
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
from dataagents.governance.builders.real_fresh48 import _WOOLDRIDGE_LICENCE
from dataagents.governance.builders.real_fresh50 import README_HEAD as _FRESH50_HEAD

SEED = 20270151
FRESH51_DIR = FRESH15_DIR.parent / "govbench_real_fresh51"

SOURCES: dict[str, str] = {
    "openintro/life_exp": f"{_OPENINTRO}; life expectancy at birth and median household income of the counties "
    "of the United States; all 131 counties of eight states (Arizona, Maine, Maryland, Massachusetts, Nevada, "
    f"New Hampshire, New Jersey and Vermont), kept in order, {_OPENINTRO_LICENCE}",
    "Stat2Data/WalkTheDogs": f"{_STAT2}; a dog owner's daily step counts, calories, miles, weather, weekday and "
    "whether the dog was walked; 150 of the 223 days drawn at random and kept in order with six columns (the "
    f"steps in thousands left out), {_GPL_STATED}",
    "wooldridge/econmath": f"{_WOOLDRIDGE}; students of an introductory economics course with their age, weekly "
    "hours of study, college and high school GPA, ACT English, mathematics and composite scores (blank for those "
    "who did not take the ACT, as shipped) and course score; 150 of the 856 kept in order with eight columns: 30 "
    f"of the 42 without ACT scores and 120 of the others, drawn at random, {_WOOLDRIDGE_LICENCE}",
    "Stat2Data/CanadianDrugs": f"{_STAT2}; the 2017 Senate roll call on an amendment for importing prescription "
    "drugs from Canada, each senator's surname, contributions from the pharmaceutical industry, party, state, "
    f"vote and whether it went with or against the party; all 94, {_GPL_STATED}",
    "Lahman/Pitching": f"{_LAHMAN}; the season pitching lines of every player, year, stint and team; 150 of the "
    "824 lines of 2016 drawn at random and kept in order with eleven columns (wins, losses, games, games started, "
    "saves, outs pitched and earned run average), read from the collection's Parquet copy (its CSV file is "
    f"broken in the mirror), {_LAHMAN_LICENCE}",
    "wooldridge/airfare": f"{_WOOLDRIDGE}; the average fares of domestic airline routes in 1997-2000 with the "
    "route's distance, passengers a day and the largest carrier's market share; 181 lines of 100 routes with "
    "four different yearly fares drawn at random (one, two or three of each route's four years drawn at "
    f"random), kept in order with six columns, the share rounded to 0.001, {_WOOLDRIDGE_LICENCE}",
    "openintro/gdp_countries": f"{_OPENINTRO}; the World Bank's GDP, GDP growth and GDP per head of countries "
    "and regions every ten years from 1960 (blank where not published, as shipped); 150 of the 218 lines of GDP "
    "per head drawn at random and kept in order with the years 1990, 2000, 2010 and 2020, rounded to cents, "
    f"{_OPENINTRO_LICENCE}",
    "Stat2Data/Election16": f"{_STAT2}; the 50 states in the 2016 presidential election with their two-letter "
    "code, median household income, shares of adults with a high school diploma, a bachelor's degree and an "
    "advanced degree, the Democratic minus the Republican margin and whether Trump won; all 50, the padding "
    f"after the state names trimmed, {_GPL_STATED}",
    "Stat2Data/Pedometer": f"{_STAT2}; a walker's daily pedometer readings, steps, moderate steps and minutes, "
    f"calories and miles, with the weather, weekday and whether a weekday or weekend; all 68 days, {_GPL_STATED}",
    "stevedata/china_peace": f"{_STEVE}; Chinese official development aid by recipient country and year, "
    "2000-2017, with the region, GDP per head (blank where not recorded, as shipped) and the number of Chinese "
    "projects; the 121 country-years of Afghanistan, Djibouti, Somalia and South Sudan (whose GDP per head is "
    "blank for some years) and of four countries with every year recorded drawn at random, with five columns, "
    f"GDP per head rounded to cents, {_STEVE_LICENCE}",
    "wooldridge/meap01": f"{_WOOLDRIDGE}; Michigan elementary schools' 2001 fourth-grade mathematics and reading "
    "pass rates, district and building codes, share eligible for school lunch, enrolment and spending per pupil; "
    f"150 of the 1823 drawn at random and kept in order with seven columns, {_WOOLDRIDGE_LICENCE}",
    "openintro/epa2012": f"{_OPENINTRO}; the US Environmental Protection Agency's fuel economy data of the 2012 "
    "model year, each car line with its maker, engine displacement, cylinders, transmission and city, highway "
    f"and combined miles per gallon; 156 of the 1129 drawn at random and kept in order, {_OPENINTRO_LICENCE}",
    "openintro/bdims": f"{_OPENINTRO}; Heinz et al.'s body girth and skeletal diameter measurements of 507 "
    "physically active adults with their age, weight (kg), height (cm) and sex (1 male); 150 drawn at random and "
    f"kept in order with seven columns (age, sex, height, weight and the waist, hip and chest girths), "
    f"{_OPENINTRO_LICENCE}",
    "wooldridge/elem94_95": f"{_WOOLDRIDGE}; Michigan elementary schools in 1994-95, district and school codes, "
    "share eligible for school lunch, enrolment, staff per thousand pupils, average teacher salary and "
    "fourth-grade mathematics pass rate; 148 of the 1848 (a number of schools that splits into four equal "
    f"quarters) drawn at random and kept in order with seven columns, {_WOOLDRIDGE_LICENCE}",
    "Stat2Data/HeatingOil": f"{_STAT2}; monthly residential heating oil use in the United States (thousand "
    f"barrels a day), 1983-2016; the 144 months of 1990-2001 with three columns, {_GPL_STATED}",
    "Stat2Data/FirstYearGPA": f"{_STAT2}; first-year college GPA of students with their high school GPA, SAT "
    "verbal and mathematics scores, sex and whether the first of their family in college; 150 of the 219 drawn "
    f"at random and kept in order with six columns, {_GPL_STATED}",
    "openintro/world_pop": f"{_OPENINTRO}; the World Bank's population of countries every year 1960-2020; 150 of "
    "the 215 with a figure for 1980, 2000 and 2020 drawn at random and kept in order with those three years, "
    f"{_OPENINTRO_LICENCE}",
    "wooldridge/wage2": f"{_WOOLDRIDGE}; Blackburn and Neumark's monthly earnings of 935 men in 1980 with weekly "
    "hours, IQ, years of schooling, experience and tenure and age; 150 drawn at random and kept in order with "
    f"seven columns, {_WOOLDRIDGE_LICENCE}",
    "Stat2Data/Perch": f"{_STAT2}; the weight (grams), length and width (centimetres) of 56 perch caught in a "
    f"lake in Finland (the fish catch data of Brofeldt, 1917); all 56, {_GPL_STATED}",
    "fivethirtyeight/nflwr_hist": f"{_538}; FiveThirtyEight's career ratings of NFL wide receivers, each with "
    "his Pro Football Reference id, name, career targets over expectation, receiving yards per attempt and "
    "'with or without you' rating; 120 of the 6436 with every rating drawn at random and kept in order (the BCS "
    f"rating left out), the ratings rounded to 0.001, {_538_LICENCE}",
    "wooldridge/twoyear": f"{_WOOLDRIDGE}; Kane and Rouse's returns to two-year and four-year college, each "
    "person's id, sex, high school percentile rank, years of junior college and of university, months of work "
    "experience and log hourly wage; 150 of the 6763 drawn at random and kept in order with seven columns (the "
    f"total years of college left out), the years rounded to 0.01, {_WOOLDRIDGE_LICENCE}",
    "wooldridge/jtrain98": f"{_WOOLDRIDGE}; a job training programme's participants and non-participants with "
    "age, schooling, marital status, earnings in 1996 and 1998 (thousand dollars) and whether unemployed in "
    "1998; 100 of the 1130 kept in order with seven columns, 80 of the 376 who took part and 20 of the others "
    f"drawn at random, the earnings rounded to whole dollars, {_WOOLDRIDGE_LICENCE}",
}


# ---- filtering ----------------------------------------------------------------------------------------
def m_counties(rng):
    return {"county_life_expectancy.csv": rdatasets_table("openintro/life_exp")}


def e_counties(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    place = df.groupby("state")["expectancy"].rank(method="first")
    return df[place > 3].reset_index(drop=True)


UNUSUAL_SD = 1.5


def m_walks(rng):
    df = numbered(rdatasets_table("Stat2Data/WalkTheDogs"), "day")
    s = df["StepCount"]
    # no day near the cut, so the sample and the population standard deviation agree
    for sd in (s.std(), s.std(ddof=0)):
        assert ((s - s.mean()).abs() / sd - UNUSUAL_SD).abs().min() > 0.02
    return {"dog_walk_step_log.jsonl": df}


ACT = ["acteng", "actmth", "act"]


def m_econ(rng):
    df = numbered(rdatasets_table("wooldridge/econmath"), "student")
    full = list(df.index[df[ACT].notna().all(axis=1)])
    # ten students' records lost one part of their ACT results (they still count as having taken it)
    for i in rng.sample(full, 10):
        df.at[i, rng.choice(ACT)] = None
    return {"econ_class_students.tsv": df}


# ---- deduplication ------------------------------------------------------------------------------------
def _typo(name: str, rng) -> str:
    """A surname keyed again by hand: one letter doubled or one dropped, inside the name."""
    i = rng.randrange(1, len(name) - 1)
    return name[:i] + name[i] + name[i:] if rng.random() < 0.5 else name[:i] + name[i + 1 :]


def m_senators(rng):
    df = rdatasets_table("Stat2Data/CanadianDrugs")
    rows = [r for _, r in df.iterrows()]
    longer = [i for i in range(len(df)) if len(df.at[i, "Senator"]) >= 7 and " " not in df.at[i, "Senator"]]
    # ten senators keyed in again further down with a slip in the surname, the rest of the line the same
    for i in sorted(rng.sample(longer, 10), reverse=True):
        again = df.loc[i].copy()
        again["Senator"] = _typo(again["Senator"], rng)
        rows.insert(rng.randrange(i + 1, len(rows) + 1), again)
    return {"senate_drug_import_vote.xlsx": pd.DataFrame(rows).reset_index(drop=True)}


def _one_slip(a: str, b: str) -> bool:
    """Whether ``b`` is ``a`` with one letter added or dropped."""
    if abs(len(a) - len(b)) != 1:
        return False
    short, long_ = sorted((a, b), key=len)
    return any(long_[:i] + long_[i + 1 :] == short for i in range(len(long_)))


def e_senators(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    rest = [c for c in df.columns if c != "Senator"]
    again = []
    for i in range(len(df)):
        for j in range(i):
            same = all(str(df.at[i, c]) == str(df.at[j, c]) for c in rest)
            if same and _one_slip(df.at[j, "Senator"], df.at[i, "Senator"]):
                again.append(i)
                break
    return df.drop(index=again).reset_index(drop=True)


def m_pitching(rng):
    df = rdatasets_table("Lahman/Pitching")
    assert (df["GS"] <= df["G"]).all()
    rows = [r for _, r in df.iterrows()]
    swappable = [i for i in range(len(df)) if 0 < df.at[i, "GS"] < df.at[i, "G"]]
    # twelve lines typed again further down with the games and the starts swapped
    for i in sorted(rng.sample(swappable, 12), reverse=True):
        bad = df.loc[i].copy()
        bad["G"], bad["GS"] = df.at[i, "GS"], df.at[i, "G"]
        rows.insert(rng.randrange(i + 1, len(rows) + 1), bad)
    return {"pitching_lines_2016.csv": pd.DataFrame(rows).reset_index(drop=True)}


def m_fares(rng):
    return {"airline_route_fares_1997_2000.tsv": rdatasets_table("wooldridge/airfare")}


def e_fares(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    cheapest = df.groupby("id")["fare"].transform("min")
    return df[df["fare"] == cheapest].reset_index(drop=True)


# ---- imputation ---------------------------------------------------------------------------------------
def m_gdp(rng):
    df = rdatasets_table("openintro/gdp_countries")
    assert not df["country"].duplicated().any()
    assert (df["year_2020"].isna() & df["year_2010"].notna()).sum() >= 10
    return {"gdp_per_head_by_decade.csv": df}


def e_gdp(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["year_2020"] = df["year_2020"].fillna(df["year_2010"])
    return df


STATE_CODES = {"State": "name", "Abr": "code"}


def m_states(rng):
    df = rdatasets_table("Stat2Data/Election16")
    codes = df[list(STATE_CODES)].rename(columns=STATE_CODES)
    return {
        "state_education_income_2016.csv": _blank(df, "Abr", set(rng.sample(range(len(df)), 10))),
        "state_postal_codes.xlsx": _shuffled(codes, rng),
    }


def e_states(frames: Frames) -> pd.DataFrame:
    states, codes = frames.values()
    code = states["State"].map(dict(zip(codes["name"], codes["code"], strict=True)))
    states["Abr"] = states["Abr"].fillna(code)
    return states


def m_steps(rng):
    df = numbered(rdatasets_table("Stat2Data/Pedometer"), "day")
    while True:
        holes = set(rng.sample(range(len(df)), 10))
        counts = df.drop(index=sorted(holes))["Rain"].value_counts()
        # one weather noted most often, and a blank that is not always that weather
        if counts.iloc[0] > counts.iloc[1] and {df.at[i, "Rain"] for i in holes} != {counts.index[0]}:
            return {"step_diary.jsonl": _blank(df, "Rain", holes)}


def e_steps(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["Rain"] = df["Rain"].fillna(df["Rain"].value_counts().index[0])
    return df


def m_aid(rng):
    df = numbered(rdatasets_table("stevedata/china_peace"), "line")
    full = [
        i
        for i in df.index
        if df.at[i, "country"] not in ("Afghanistan", "Djibouti", "Somalia", "South Sudan")
    ]
    inner = [i for i in full if 2000 < df.at[i, "year"] < 2017]
    while True:
        holes = sorted(rng.sample(inner, 8))
        if all(b - a >= 2 for a, b in pairwise(holes)):
            # eight single years of the fully recorded countries went missing in the merge
            return {"china_aid_panel.csv": _blank(df, "gdppc", set(holes))}


def e_aid(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    order = df.sort_values("year").index
    g = df.loc[order].groupby("country")["gdppc"]
    filled = g.ffill()
    first = df.loc[order].groupby("country")["gdppc"].transform("first")
    df["gdppc"] = filled.fillna(first).reindex(df.index)
    return df


# ---- integration --------------------------------------------------------------------------------------
def m_schools(rng):
    df = rdatasets_table("wooldridge/meap01")
    ours = df[["bcode", "dcode", "math4", "read4", "enroll"]].copy()
    district = df[["bcode", "enroll", "lunch", "exppp"]].copy()
    # our enrolment is blank for twelve schools; the district's is an older count for fifteen others
    blanks = set(rng.sample(range(len(df)), 12))
    ours = _blank(ours, "enroll", blanks)
    for i in rng.sample([i for i in range(len(df)) if i not in blanks], 15):
        district.at[i, "enroll"] = round(
            df.at[i, "enroll"] * (1 + rng.choice([-1, 1]) * rng.uniform(0.02, 0.08))
        )
    # eight schools are not in the district's sheet
    district = district.drop(index=rng.sample(range(len(df)), 8))
    return {"school_test_scores.csv": ours, "district_school_finance.xlsx": _shuffled(district, rng)}


def e_schools(frames: Frames) -> pd.DataFrame:
    ours, district = frames.values()
    out = ours.merge(district, on="bcode", how="left", suffixes=("", "_district"))
    out["enroll"] = out["enroll"].fillna(out["enroll_district"])
    return out.drop(columns="enroll_district")


MPG = ["city_mpg", "hwy_mpg", "comb_mpg"]


def m_cars(rng):
    df = numbered(rdatasets_table("openintro/epa2012"), "vehicle")
    new = sorted(rng.sample(range(len(df)), 6))
    ours = df.drop(index=new).reset_index(drop=True)
    retested = sorted(rng.sample(range(len(ours)), 12))
    fixed = ours.iloc[retested].copy()
    for i in fixed.index:
        for c in MPG:
            fixed.at[i, c] = fixed.at[i, c] + rng.choice([-2, -1, 1, 2])
    updates = pd.concat([fixed, df.iloc[new]], ignore_index=True)
    days = pd.date_range("2012-03-01", "2012-06-29", freq="D")
    updates["retested_on"] = [rng.choice(days).strftime("%Y-%m-%d") for _ in range(len(updates))]
    return {"fuel_economy_2012.csv": ours, "epa_retests.jsonl": _shuffled(updates, rng)}


def e_cars(frames: Frames) -> pd.DataFrame:
    ours, updates = frames.values()
    out = ours.set_index("vehicle")
    out["retested_on"] = None
    upd = updates.set_index("vehicle")
    known = upd.index.isin(out.index)
    for v, row in upd[known].iterrows():
        for c in upd.columns:
            out.at[v, c] = row[c]
    return pd.concat([out, upd[~known][out.columns]]).reset_index()


TEMPLATE = {"age": "Age", "sex": "Sex", "hgt": "Height", "wgt": "Weight", "wai_gi": "Waist"}


def m_bodies(rng):
    return {"body_dimensions.tsv": rdatasets_table("openintro/bdims")}


def e_bodies(frames: Frames) -> pd.DataFrame:
    return one(frames)[list(TEMPLATE)].rename(columns=TEMPLATE)


# ---- labeling -----------------------------------------------------------------------------------------
def m_salaries(rng):
    df = rdatasets_table("wooldridge/elem94_95")
    assert not df["schid"].duplicated().any()
    # the schools split into four equal quarters, and no two salaries tie where one quarter meets the next
    quarter = len(df) // 4
    assert len(df) == 4 * quarter
    ranked = sorted(df["avgsal"])
    assert ranked[quarter - 1] < ranked[quarter] and ranked[-quarter - 1] < ranked[-quarter]
    return {"michigan_schools_1995.xlsx": df}


def e_salaries(frames: Frames) -> pd.DataFrame:
    """The best-paid quarter of the schools by rank, the worst-paid quarter, and the half between."""
    df = one(frames)
    quarter = len(df) // 4
    place = df["avgsal"].rank(method="first")
    df["salary_quarter"] = [
        "bottom quarter" if p <= quarter else "top quarter" if p > len(df) - quarter else "middle"
        for p in place
    ]
    return df


SALARY_QUARTERS = {
    "target": "salary_quarter",
    "cases": [
        {"label": "top quarter", "conditions": [{"column": "avgsal", "op": "above_quantile", "value": 0.75}]},
        {
            "label": "bottom quarter",
            "conditions": [{"column": "avgsal", "op": "below_quantile", "value": 0.25}],
        },
    ],
    "default": "middle",
}

SEASONS = {"spring": (3, 5), "summer": (6, 8), "autumn": (9, 11)}


def m_oil(rng):
    return {"heating_oil_monthly.csv": numbered(rdatasets_table("Stat2Data/HeatingOil"), "line")}


def _season(r: pd.Series) -> str:
    return next((s for s, (a, b) in SEASONS.items() if a <= r["Month"] <= b), "winter")


OIL_SEASONS = {
    "target": "season",
    "cases": [
        {"label": s, "conditions": [{"column": "Month", "op": "between", "value": [a, b]}]}
        for s, (a, b) in SEASONS.items()
    ],
    "default": "winter",
}

HONOURS_SAT, HONOURS_GPA = 600, 3.5


def m_freshers(rng):
    return {"first_year_students.xlsx": numbered(rdatasets_table("Stat2Data/FirstYearGPA"), "student")}


def _track(r: pd.Series) -> str:
    return "honours" if r["SATM"] >= HONOURS_SAT and r["HSGPA"] >= HONOURS_GPA else "standard"


TRACKS = {
    "target": "track",
    "cases": [
        {
            "label": "honours",
            "match": "all",
            "conditions": [
                {"column": "SATM", "op": ">=", "value": HONOURS_SAT},
                {"column": "HSGPA", "op": ">=", "value": HONOURS_GPA},
            ],
        }
    ],
    "default": "standard",
}


# ---- refinement ---------------------------------------------------------------------------------------
POP_YEARS = ["year_1980", "year_2000", "year_2020"]


def m_population(rng):
    df = rdatasets_table("openintro/world_pop")
    for c in POP_YEARS:
        assert _not_half(df[c] * 100 / df[c].sum(), 3)
    return {"country_population.tsv": df}


def e_population(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    for c in POP_YEARS:
        df[c] = (df[c] * 100 / df[c].sum()).round(3)
    return df


TOP_CODE = 1250


def m_wages(rng):
    return {"monthly_earnings_1980.xlsx": numbered(rdatasets_table("wooldridge/wage2"), "worker")}


def e_wages(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["wage"] = df["wage"].clip(upper=TOP_CODE)
    return df


CM_PER_INCH = 2.54


def m_perch(rng):
    df = rdatasets_table("Stat2Data/Perch")
    # the second boat measured in inches: eighteen fish, their lengths written in inches to two decimals
    # (fish whose length in inches, written to two decimals, is not a half cent of a centimetre)
    fits = [
        i
        for i, v in enumerate(df["Length"])
        if _not_half(pd.Series([round(v / CM_PER_INCH, 2) * CM_PER_INCH]), 2)
    ]
    inches = set(rng.sample(fits, 18))
    written = []
    for i, v in enumerate(df["Length"]):
        if i in inches:
            written.append(f"{round(v / CM_PER_INCH, 2):.2f} in")
        else:
            written.append(f"{v:g} cm")
    df["Length"] = written
    return {"perch_catch.csv": df}


def _cm(text: str) -> float:
    number, unit = text.split()
    return round(float(number) * (CM_PER_INCH if unit == "in" else 1.0), 2)


def e_perch(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["Length"] = df["Length"].map(_cm)
    return df


# ---- DAG-level ----------------------------------------------------------------------------------------
def _spaced(name: str, rng) -> str:
    """A name typed with stray spaces: doubled between the words, or left before or after it."""
    how = rng.choice(["double", "before", "after", "both"])
    if how == "double" and " " in name:
        return name.replace(" ", "  ", 1)
    return (" " if how in ("before", "both") else "") + name + ("  " if how in ("after", "both") else "")


def m_receivers(rng):
    df = rdatasets_table("fivethirtyeight/nflwr_hist")
    assert not df["pfr_player_id"].duplicated().any()
    rows = [r.copy() for _, r in df.iterrows()]
    for i in rng.sample(range(len(rows)), 25):
        rows[i]["player_name"] = _spaced(rows[i]["player_name"], rng)
    # twelve receivers pasted in again further down, their names spaced another way
    for i in sorted(rng.sample(range(len(df)), 12), reverse=True):
        again = df.loc[i].copy()
        again["player_name"] = _spaced(again["player_name"], rng)
        rows.insert(rng.randrange(i + 1, len(rows) + 1), again)
    return {"receiver_career_ratings.csv": pd.DataFrame(rows).reset_index(drop=True)}


def e_receivers(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["player_name"] = df["player_name"].map(lambda v: " ".join(str(v).split()))
    return df.drop_duplicates(keep="first").reset_index(drop=True)


COLLEGE_YEARS = 3


def m_college(rng):
    df = rdatasets_table("wooldridge/twoyear")
    assert not df["id"].duplicated().any()
    assert ((df["jc"] + df["univ"] - COLLEGE_YEARS).abs() > 0.001).all()
    return {"college_and_wages.xlsx": df}


def e_college(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["total_college"] = (df["jc"] + df["univ"]).round(2)
    return df[df["total_college"] >= COLLEGE_YEARS].reset_index(drop=True)


TOP_EARNERS = 40


def m_trainees(rng):
    df = numbered(rdatasets_table("wooldridge/jtrain98"), "person")
    top = df[df["train"] == 1]["earn98"].nlargest(TOP_EARNERS + 1)
    assert top.iloc[-1] < top.iloc[-2]
    return {"job_training_1998.csv": df}


def e_trainees(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    trained = df[df["train"] == 1]
    top = trained["earn98"].nlargest(TOP_EARNERS).index
    return df.loc[sorted(top)].reset_index(drop=True)


# the opening, the held-out note, the method and the measuring commands are the fiftieth set's (the forty-ninth's
# and forty-eighth's, the method the fifteenth's), renamed for this set
README_HEAD = (
    _FRESH50_HEAD[: _FRESH50_HEAD.index("Everyday requests")]
    .replace("govbench_real_fresh50", "govbench_real_fresh51")
    .replace("`govbench_real_fresh49`", "`govbench_real_fresh50`")
    .replace("real_fresh50 [OUT]", "real_fresh51 [OUT]")
    .replace("20270150", "20270151")
    .replace("fiftieth set", "fifty-first set")
    # the operators' code was read as well as their parameters, to be sure what each reference step does
    .replace(
        "only the operators'\nnames and parameters were read",
        "only the operators\n(their parameters and code) were read",
    )
)
README_HEAD += """\
Everyday requests covered: the three rows with the smallest figure dropped within each group, the rows dropped
whose figure lies more than one and a half standard deviations from the column's mean, and the rows dropped where all of
three columns are blank (one or two blanks kept); a second entry of a name keyed again with a one-letter slip
dropped, the rows dropped where one count exceeds another that bounds it, and one line per code kept at the
smallest of a figure; blanks of one column filled from another column of the same row, blank codes filled from a
second file matched on a name headed differently, blanks filled with the column's most common word, and blanks
carried forward within each country with the leading years given the first known figure; two files joined on a
code keeping every line of the first, the first's value kept where both hold one and the second's taken for its
blanks, a file of corrections applied by a key (replaced in place, new ones at the bottom) bringing a column of
its own, and a table put into a template of five renamed columns in a given order; a three-way band from the
rows ranked by a figure (the top and bottom quarters and the half between), a four-way season from ranges of a
month number, and a two-way track where two limits must both be met; counts written as percentages of their column's total (three decimals), a figure capped at a
limit, and lengths written with mixed units given in one unit (two decimals); and three pipelines: stray spaces in
a name tidied before the lines then repeated are dropped, a sum of two columns added before the rows below a limit
are dropped, and the rows of one value kept before the forty with the largest figure.

Sources: tables of the R packages `openintro`, `Stat2Data`, `wooldridge`, `Lahman`, `stevedata` and
`fivethirtyeight`, as kept by the Rdatasets collection; each table's reference and licence is in the table below
and in its task's `provenance`. The authors and licences are those of each package's DESCRIPTION file, as the
earlier sets give them. None of these packages is shipped by `pydataset`. Earlier sets drew on each of them, but
on none of the tables used here, and no table is a copy of data an earlier set used. The packages that no earlier
set drew on stay spent (see the forty-third set's README). Tables of these packages that hold data an earlier set
used were left out, besides the tables the forty-third to fiftieth sets' READMEs left out: `fivethirtyeight`'s
`trump_twitter` (the tweets of `dslabs`' `trump_tweets`), `openintro`'s `nycflights` (`nycflights13`'s flights),
`sp500_1950_2018` (beside `SP500`) and `yrbss_samp` (a sample of `yrbss`), `Stat2Data`'s `CO2Hawaii` (the Mauna
Loa series of `co2`), and `stevedata`'s `usa_states` (a state list like `fivethirtyeight`'s `state_info`).
`Lahman`'s `Pitching` (the
regular season) is not the `PitchingPost` an earlier set used; `openintro`'s `epa2012` (the 2012 model year) is
not the 2021 guide of `epa2021`; `wooldridge`'s `jtrain98` is not LaLonde's experiment behind `jtrain2`, `jtrain3`
and `Treatment`; `Stat2Data`'s `CanadianDrugs` (a 2017 roll call) is not the 2002 Iraq vote of an earlier set. The
blank ACT scores and the blank GDP figures of both the World Bank table and the China aid panel are the datasets'
own; the ACT parts blanked, the senators keyed again with a slip, the pitching lines typed again with the games
and starts swapped, the state codes, weather notes and single years of GDP per head blanked, the code list made
from the table's own names and codes, the split of the schools into our scores and the district's sheet with
enrolments blanked, changed and schools left off, the retest sheet of changed mileages and new cars with its dates,
the lengths written in inches, the stray spaces and the receivers pasted in again are made by hand; the limits,
bands, seasons, tracks and the template are the requesters', not the datasets'.

"""
README_HEAD += _FRESH15_HEAD[_FRESH15_HEAD.index("Scenario counts:") :]


TASKS: list[RealTask] = [
    # filtering
    RealTask(
        "fresh51_filter_shortest_lived_counties_out",
        "filtering",
        "For the health atlas, leave out the three counties with the shortest life expectancy in each state. "
        "All the other counties stay.",
        "openintro/life_exp",
        m_counties,
        e_counties,
        "counties_for_atlas.xlsx",
        None,
        [("top_rows", {"column": "expectancy", "n": 3, "by": ["state"], "largest": False, "drop": True})],
        prep="all 131 counties of eight states kept in order, as CSV; no tie at any state's third lowest place",
    ),
    RealTask(
        "fresh51_filter_dog_walk_unusual_days",
        "filtering",
        "Take the unusual days out of my step log, meaning any day whose step count is more than one and a half "
        "standard deviations away from the average.",
        "Stat2Data/WalkTheDogs",
        m_walks,
        keep(lambda d: (d["StepCount"] - d["StepCount"].mean()).abs() <= UNUSUAL_SD * d["StepCount"].std()),
        "dog_walk_usual_days.csv",
        "day",
        [
            (
                "filter_rows",
                {
                    "conditions": [{"column": "StepCount", "op": "beyond_sd", "value": UNUSUAL_SD}],
                    "action": "drop",
                },
            )
        ],
        prep="150 of the 223 days drawn at random and kept in order with six columns, numbered, as JSONL; no day "
        "near the cut, so the sample and the population standard deviation drop the same days",
    ),
    RealTask(
        "fresh51_filter_econ_students_without_act",
        "filtering",
        "Some students in the economics class file never sat the ACT, so their English, maths and composite "
        "ACT scores are all empty. Drop those students, but keep anyone who has at least one of the three.",
        "wooldridge/econmath",
        m_econ,
        keep(lambda d: d[ACT].notna().any(axis=1)),
        "econ_students_with_act.tsv",
        "student",
        [("drop_missing", {"columns": ACT, "how": "all"})],
        prep="150 of the 856 students (30 without ACT scores, 120 others) kept in order with eight columns, "
        "numbered, as TSV; one of the three ACT scores of ten students with all three blanked by hand",
    ),
    # deduplication
    RealTask(
        "fresh51_dedup_senators_keyed_twice",
        "deduplication",
        "About ten senators got keyed into the Canadian drug import vote sheet a second time, with a slip in "
        "the surname (a letter doubled or missing) but the rest of the line identical. Keep only the first "
        "entry for each senator.",
        "Stat2Data/CanadianDrugs",
        m_senators,
        e_senators,
        "senate_drug_import_vote_once.jsonl",
        None,
        [
            (
                "dedup_fuzzy",
                {"column": "Senator", "threshold": 85, "keep": "first", "block_by": ["State", "Party"]},
            )
        ],
        prep="all 94 senators, as XLSX; ten of them, with surnames of seven letters or more, written again by "
        "hand somewhere after their own line with one letter of the surname doubled or dropped",
    ),
    RealTask(
        "fresh51_dedup_pitching_starts_over_games",
        "deduplication",
        "A pitcher can't start more games than he appeared in, so any line where the games started are higher "
        "than the games pitched is a keying error. Please drop those lines from the 2016 pitching file.",
        "Lahman/Pitching",
        m_pitching,
        keep(lambda d: d["GS"] <= d["G"]),
        "pitching_lines_2016_checked.xlsx",
        None,
        [
            (
                "consistency_rules",
                {"rules": [{"left": "GS", "op": "<=", "right_column": "G"}], "action": "drop"},
            )
        ],
        prep="150 of the 824 lines of 2016 kept in order with eleven columns, as CSV; twelve lines with some "
        "starts written again by hand somewhere after their own line with the games and the starts swapped",
    ),
    RealTask(
        "fresh51_dedup_routes_cheapest_year",
        "deduplication",
        "Many routes in the airfare panel have lines for more than one year between 1997 and 2000. I need one "
        "line per route: the year when its average fare was lowest.",
        "wooldridge/airfare",
        m_fares,
        e_fares,
        "route_cheapest_year.csv",
        None,
        [("dedup_key", {"key": ["id"], "keep": "smallest", "order_by": "fare"})],
        prep="181 lines of 100 routes (one to three of each route's four years, all at different fares) kept in "
        "order, as TSV",
    ),
    # imputation
    RealTask(
        "fresh51_impute_gdp_2020_from_2010",
        "imputation",
        "Where a country has no GDP per head for 2020, copy in its 2010 figure so each row has a latest number. "
        "If 2010 is missing as well, leave it empty.",
        "openintro/gdp_countries",
        m_gdp,
        e_gdp,
        "gdp_per_head_latest.jsonl",
        "country",
        [("fill_from_column", {"pairs": {"year_2020": "year_2010"}})],
        prep="150 of the 218 countries and regions kept in order with five columns, as CSV; the blanks are the "
        "dataset's own",
    ),
    RealTask(
        "fresh51_impute_state_codes_from_list",
        "imputation",
        "Ten states lost their two-letter abbreviation in the 2016 education and income table. Fill them in from "
        "the postal code list attached, matching on the state name.",
        "Stat2Data/Election16",
        m_states,
        e_states,
        "state_education_income_coded.tsv",
        "State",
        [("fill_from_table", {"keys": ["State"], "other_keys": ["name"], "columns": {"Abr": "code"}})],
        prep="all 50 states, as CSV, ten codes blanked by hand; and a list of the 50 names and codes made from "
        "the table, headed name and code and shuffled, as XLSX",
    ),
    RealTask(
        "fresh51_impute_step_diary_weather",
        "imputation",
        "hey, on a few days I forgot to note the weather in my step diary - could you fill those gaps with "
        "whatever weather I noted most often?",
        "Stat2Data/Pedometer",
        m_steps,
        e_steps,
        "step_diary_weather.xlsx",
        "day",
        [("impute_statistic", {"columns": ["Rain"], "strategy": "mode"})],
        prep="all 68 days, numbered, as JSONL; ten weather notes blanked by hand (one weather still the most "
        "common)",
    ),
    RealTask(
        "fresh51_impute_aid_panel_gdp_carry",
        "imputation",
        "GDP per head has holes in the China aid panel. Within each country, an empty year should take the "
        "latest figure before it, and empty years at the very start of a country's series, with nothing before "
        "them, its first known figure.",
        "stevedata/china_peace",
        m_aid,
        e_aid,
        "china_aid_panel_filled.csv",
        "line",
        [
            (
                "forward_fill",
                {"columns": ["gdppc"], "by": ["country"], "order_by": "year", "backfill_leading": True},
            )
        ],
        prep="the 121 country-years of eight countries, numbered, as CSV; the blanks of Afghanistan, Djibouti, "
        "Somalia and South Sudan are the dataset's own, and eight single years of the other four, none first or "
        "last and no two side by side, were blanked by hand",
    ),
    # integration
    RealTask(
        "fresh51_integrate_school_finance_keep_ours",
        "integration",
        "Join the district's finance sheet onto our school test scores by building code, keeping all of our "
        "schools. Both have an enrolment figure: ours is the one to trust, so only take the district's number "
        "where ours is blank.",
        "wooldridge/meap01",
        m_schools,
        e_schools,
        "schools_scores_and_finance.jsonl",
        None,
        [("join_composite", {"keys": ["bcode"], "how": "left", "conflict": "left"})],
        prep="150 of the 1823 schools split by hand into our scores (building and district code, the two pass "
        "rates, enrolment; twelve enrolments blanked) as CSV and the district's sheet (building code, an older "
        "enrolment for fifteen schools, lunch share, spending per pupil; eight schools left off, shuffled) as XLSX",
    ),
    RealTask(
        "fresh51_integrate_fuel_economy_retests",
        "integration",
        "The EPA retest file has corrected lines for some vehicles already in our 2012 list and a few we don't "
        "have yet. Swap their line in for ours where we share a vehicle number, add the new ones at the end, and "
        "bring over their retest date (left empty for the vehicles they didn't retest).",
        "openintro/epa2012",
        m_cars,
        e_cars,
        "fuel_economy_2012_retested.tsv",
        "vehicle",
        [("upsert_rows", {"key": ["vehicle"]})],
        prep="156 of the 1129 car lines drawn at random, numbered, split by hand into our list of 150 as CSV and "
        "a retest file, shuffled, of twelve of ours with the three mileages moved by one or two and the six "
        "others, each with a retest date of spring 2012, as JSONL",
    ),
    RealTask(
        "fresh51_integrate_body_measurements_template",
        "integration",
        "Please put the body measurements into our clinic template. It has just five columns, Age, Sex, Height, "
        "Weight and Waist (the waist girth), in that order, and everything else is dropped.",
        "openintro/bdims",
        m_bodies,
        e_bodies,
        "clinic_template_measurements.xlsx",
        None,
        [
            (
                "map_columns",
                {"mapping": TEMPLATE, "target_columns": list(TEMPLATE.values()), "drop_unmapped": True},
            )
        ],
        prep="150 of the 507 adults drawn at random and kept in order with seven columns, as TSV",
    ),
    # labeling
    RealTask(
        "fresh51_label_school_salary_quarters",
        "labeling",
        "Split the Michigan elementary schools into quarters by average teacher salary, in a salary quarter "
        "column: top quarter for the best-paid quarter of the schools, bottom quarter for the worst-paid "
        "quarter, and middle for the half in between.",
        "wooldridge/elem94_95",
        m_salaries,
        e_salaries,
        "school_salary_quarters.csv",
        "schid",
        [("label_conditions", SALARY_QUARTERS)],
        target="salary_quarter",
        prep="148 of the 1848 schools drawn at random and kept in order with seven columns, as XLSX; 37 schools "
        "a quarter, no tie where two quarters meet (so the quartiles taken linearly between the two nearest "
        "salaries part the same schools)",
    ),
    RealTask(
        "fresh51_label_heating_oil_seasons",
        "labeling",
        "Could each month of the heating oil series get a season? Spring is March to May, summer June to August, "
        "autumn September to November, and winter is December, January and February.",
        "Stat2Data/HeatingOil",
        m_oil,
        labelled("season", _season),
        "heating_oil_seasons.jsonl",
        "line",
        [("label_conditions", OIL_SEASONS)],
        target="season",
        prep="the 144 months of 1990-2001, numbered, as CSV",
    ),
    RealTask(
        "fresh51_label_first_year_honours_track",
        "labeling",
        "Mark which first-year students qualify for the honours track. They need both a maths SAT of at least "
        "600 and a high school GPA of 3.5 or better; in a track column put honours for them and standard for "
        "everyone else.",
        "Stat2Data/FirstYearGPA",
        m_freshers,
        labelled("track", _track),
        "first_year_tracks.tsv",
        "student",
        [("label_conditions", TRACKS)],
        target="track",
        prep="150 of the 219 students drawn at random and kept in order with six columns, numbered, as XLSX",
    ),
    # refinement
    RealTask(
        "fresh51_refine_population_shares",
        "refinement",
        "Rather than head counts, I'd like each country's population shown as a percentage of the total of all "
        "the countries in the list, separately for 1980, 2000 and 2020, to three decimals.",
        "openintro/world_pop",
        m_population,
        e_population,
        "population_shares.xlsx",
        "country",
        [("share_of_total", {"columns": POP_YEARS, "over": "column", "round": 3})],
        prep="150 of the 215 countries with all three years drawn at random and kept in order, as TSV",
    ),
    RealTask(
        "fresh51_refine_earnings_top_coded",
        "refinement",
        "Before the file goes out, top-code monthly earnings at 1,250: anyone earning more than that should show "
        "exactly 1250.",
        "wooldridge/wage2",
        m_wages,
        e_wages,
        "earnings_top_coded.csv",
        "worker",
        [
            (
                "set_values",
                {
                    "column": "wage",
                    "conditions": [{"column": "wage", "op": ">", "value": TOP_CODE}],
                    "value": TOP_CODE,
                },
            )
        ],
        prep="150 of the 935 men drawn at random and kept in order with seven columns, numbered, as XLSX",
    ),
    RealTask(
        "fresh51_refine_perch_lengths_cm",
        "refinement",
        "The perch lengths came from two boats, one measuring in centimetres and the other in inches, with the "
        "unit written after each number. Make the whole column plain centimetres, two decimals.",
        "Stat2Data/Perch",
        m_perch,
        e_perch,
        "perch_lengths_cm.jsonl",
        "Obs",
        [("convert_unit", {"column": "Length", "to_unit": "cm", "round": 2})],
        prep="all 56 fish, as CSV; the lengths written by hand with their unit, 38 in centimetres as shipped and "
        "18 in inches to two decimals",
    ),
    # DAG-level
    RealTask(
        "fresh51_dag_receiver_names_repeats",
        "deduplication",
        "The receiver names have stray spaces, doubled between the first and last name or hanging off either "
        "end. Tidy those up, then remove any line that has become an exact repeat of an earlier one.",
        "fivethirtyeight/nflwr_hist",
        m_receivers,
        e_receivers,
        "receiver_career_ratings_clean.xlsx",
        "pfr_player_id",
        [
            ("normalize_whitespace", {"column": "player_name"}),
            ("dedup_exact", {"keep": "first"}),
        ],
        prep="120 of the 6436 receivers drawn at random and kept in order, as CSV; 25 names given stray spaces by "
        "hand, and twelve receivers pasted in again somewhere after their own line with their names spaced "
        "another way",
        level="dag",
    ),
    RealTask(
        "fresh51_dag_college_three_years",
        "refinement",
        "Add a total college column with each person's years of junior college plus university, and then keep "
        "only the people whose total comes to three years or more.",
        "wooldridge/twoyear",
        m_college,
        e_college,
        "college_three_years_plus.jsonl",
        "id",
        [
            (
                "derive_column",
                {"target": "total_college", "op": "sum", "columns": ["jc", "univ"], "round": 2},
            ),
            (
                "filter_rows",
                {
                    "conditions": [{"column": "total_college", "op": "<", "value": COLLEGE_YEARS}],
                    "match": "all",
                    "action": "drop",
                },
            ),
        ],
        prep="150 of the 6763 people drawn at random and kept in order with seven columns, as XLSX; no total on "
        "three years exactly",
        level="dag",
    ),
    RealTask(
        "fresh51_dag_trainees_top_earners",
        "filtering",
        "Only the people who went through the job training programme, please, and of those just the forty "
        "with the highest 1998 earnings.",
        "wooldridge/jtrain98",
        m_trainees,
        e_trainees,
        "trainee_top_earners.tsv",
        "person",
        [
            ("filter_rows", {"conditions": [{"column": "train", "op": "==", "value": 1}], "action": "keep"}),
            ("top_rows", {"column": "earn98", "n": TOP_EARNERS}),
        ],
        prep="100 of the 1130 people (80 trained, 20 not) kept in order with seven columns, numbered, as CSV; no "
        "tie at the fortieth place",
        level="dag",
    ),
]


build_suite, main = suite_commands(
    TASKS, FRESH51_DIR, SEED, sources=SOURCES, head=README_HEAD, finish=steady_xlsx
)


if __name__ == "__main__":
    main()
