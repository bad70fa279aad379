"""Builds the seventeenth held-out governance suite on real tables (``suites/govbench_real_fresh17``).

The recipe of ``real_fresh16.py`` and the sets before it: 22 R datasets that no earlier real-table suite
touches (nor the same data under another name), all named A to L, cut small and made dirty only where the
scenario needs it, one request each written the way a business user writes an e-mail or a chat message, and
ground truth from a reference pipeline checked against a plain-pandas reading. The requests were written blind
to the governance agent's reader and planner: the suite measures generalisation and is never a source of rules.

    python -m dataagents.governance.builders.real_fresh17 [OUT_DIR] [task_id,...]
"""

from __future__ import annotations

import random

import pandas as pd

from dataagents.governance.builders.real import (
    Frames,
    RealTask,
    drawn,
    keep,
    labelled,
    mapped,
    numbered,
    one,
    r_data,
    suite_commands,
)
from dataagents.governance.builders.real_fresh import prefix_conditions
from dataagents.governance.builders.real_fresh2 import _ECDAT, _MASS, _shuffled
from dataagents.governance.builders.real_fresh3 import _GPL2_3, _HSAUR
from dataagents.governance.builders.real_fresh4 import _VCD
from dataagents.governance.builders.real_fresh7 import _GPL2_LATER, _ROBUSTBASE
from dataagents.governance.builders.real_fresh11 import _BOOT, _ZELIG
from dataagents.governance.builders.real_fresh12 import _KMSURV
from dataagents.governance.builders.real_fresh14 import _GEEPACK
from dataagents.governance.builders.real_fresh15 import _blank, _stratified
from dataagents.governance.builders.real_fresh16 import _DATASETS, FRESH16_DIR
from dataagents.governance.builders.real_fresh16 import README_HEAD as _FRESH16_HEAD

SEED = 20261231
FRESH17_DIR = FRESH16_DIR.parent / "govbench_real_fresh17"

_GPL3_LATER = "licence GPL-3 or later"

SOURCES: dict[str, str] = {
    "bfeed": f"{_KMSURV}; National Longitudinal Survey of Youth, duration of breast feeding in weeks and whether "
    "it ended, race, poverty, smoking and alcohol use of the mother at the birth, her age and schooling, year "
    f"of birth and prenatal care after the third month of 927 first-born children), {_GPL3_LATER}",
    "coalition": f"{_ZELIG}; King, Alt, Burns & Laver 1990, duration in months, censoring, investiture rule, "
    "fractionalisation, polarisation, majority status and length of the formation crisis of 314 cabinets in "
    f"15 parliamentary democracies 1945-1987), {_GPL2_LATER}",
    "Lanza": f"{_HSAUR}; Lanza et al. 1987-1989, four randomised trials of misoprostol against placebo, the "
    f"study, treatment and endoscopic damage class 1-5 of 198 patients), {_GPL2_3}",
    "koch": f"{_GEEPACK}; Koch et al., ordinal response 1-3 of 72 subjects under one of two treatments on "
    "days 3, 7, 10 and 14), licence GPL-3",
    "LaborSupply": f"{_ECDAT}; Ziliak 1997, Panel Study of Income Dynamics 1979-1988, log annual hours, log "
    f"hourly wage, children, age and bad health of 532 men over ten years), {_GPL2_LATER}",
    "JointSports": f"{_VCD}; Andersen 1991, Danish high-school students aged 16-19 in 1983 and 1985 counted by "
    "their opinion of sports together with the other gender, year, grade and gender, 40 cells), licence GPL-2",
    "condroz": f"{_ROBUSTBASE}; Goegebeur et al. 2005 via Hubert & Vandervieren 2006, calcium content and pH of "
    f"428 soil samples of the Condroz region in Belgium with a pH from 7.0 to 7.5), {_GPL2_LATER}",
    "BJsales": f"{_DATASETS}; Box & Jenkins 1976, 150 consecutive values of a sales series), {_GPL2_3}",
    "free1": f"{_ZELIG}; King, Murray, Salomon & Tandon 2004, freedom of speech survey with anchoring "
    "vignettes, sex, age, schooling, country (renamed after Orwell's 1984), self-assessment and six vignette "
    f"answers of 450 respondents), {_GPL2_LATER}",
    "kidrecurr": f"{_KMSURV}; McGilchrist & Aisbett 1991, times in days to the first and second recurrence of "
    f"infection, age, gender and disease type of 38 kidney dialysis patients), {_GPL3_LATER}",
    "hodg": f"{_KMSURV}; Avalos et al. 1993, graft and disease type, days to death or relapse, Karnofsky score "
    f"and waiting time to transplant in months of 43 lymphoma patients), {_GPL3_LATER}",
    "gehan": f"{_MASS}; Gehan 1965 via Cox & Oakes 1984, remission times in weeks of 42 leukaemia patients in "
    f"21 pairs matched between 6-mercaptopurine and control), {_GPL2_3}",
    "Earnings": f"{_ECDAT}; Mills & Zandvakili 1997, average annual earnings in 1982 US dollars of 4266 people "
    f"in three age groups, 1988-1989), {_GPL2_LATER}",
    "BudgetItaly": f"{_ECDAT}; Bollino, Perali & Rossi 2000, budget shares and prices of food, housing and "
    "other goods, total expenditure, year, income class, household size and weight of 1729 cells of Italian "
    f"households 1973-1992), {_GPL2_LATER}",
    "BCG": f"{_HSAUR}; Colditz et al. 1994, tuberculosis cases among the vaccinated and the unvaccinated, the "
    f"size of both groups, latitude and year of 13 trials of the BCG vaccine), {_GPL2_3}",
    "burn": f"{_KMSURV}; Ichida et al. 1993, treatment, sex, race, percentage of body surface burned, burn "
    "sites and type, and days to excision, to antibiotic treatment and to staphylococcus infection of 154 "
    f"burn patients), {_GPL3_LATER}",
    "cane": f"{_BOOT}; Demetrio via Davison & Hinkley 1997, total and diseased shoots and stem pieces planted "
    "in 180 plots of 45 sugar-cane varieties in four blocks, a trial against the coal of sugar-cane disease), "
    "licence Unlimited",
    "gilgais": f"{_MASS}; Webster 1977, pH, electrical conductivity and chloride content at 0-10, 30-40 and "
    "80-90 cm of 365 points of a line transect in gilgai territory in New South Wales), "
    f"{_GPL2_3}",
    "Employment": f"{_VCD}; Andersen 1991 via Friendly 2000, 1314 Danish workers laid off in 1974 counted by "
    "employment status on 1 January 1975, cause of layoff and length of employment, 24 cells), licence GPL-2",
    "bigcity": f"{_BOOT}; Cochran 1977 via Davison & Hinkley 1997, population in thousands of 49 US cities in "
    "1920 and 1930), licence Unlimited",
    "hirose": f"{_BOOT}; Hirose 1993 via Davison & Hinkley 1997, failure or censoring times in hours of 44 PET "
    "film samples in an accelerated life test at four voltages), licence Unlimited",
    "Cracker": f"{_ECDAT}; Jain, Vilcassim & Chintagunta 1994, 3292 cracker purchases of 136 households, the "
    f"brand bought of four (Keebler spelled kleebler) with the display, feature and price of each), {_GPL2_LATER}",
}


def _after_themselves(df: pd.DataFrame, picks: list[int], rng: random.Random, retype=None) -> pd.DataFrame:
    """``df`` with the rows at ``picks`` written again a little later in the file (``retype`` changes a copy
    the way a second typing does): a repeat comes after its original, never before it."""
    rows = [r for _, r in df.iterrows()]
    for i in sorted(picks, reverse=True):
        copy = rows[i].copy() if retype is None else retype(rows[i].copy())
        rows.insert(i + 1 + rng.randrange(0, 4), copy)
    return pd.DataFrame(rows).reset_index(drop=True)


def _rows_where(conditions: list[tuple[str, str, object]], match: str, action: str) -> dict:
    """``filter_rows`` params from (column, op, value) conditions."""
    conds = [{"column": c, "op": op, "value": v} for c, op, v in conditions]
    return {"conditions": conds, "match": match, "action": action}


# ---- filtering ----------------------------------------------------------------------------------------
def m_bfeed(rng):
    df = r_data("bfeed")
    # half teenage mothers, so that the answer turns on the age
    return {
        "breast_feeding_nlsy.csv": _stratified(df, df["agemth"] >= 20, {False: 150, True: 150}, "child", rng)
    }


def _cabinet(r: pd.Series) -> str:
    if r["numst2"] != 1:
        return "minority"
    return "lasting majority" if r["duration"] >= 12 else "short majority"


def m_coalition(rng):
    df = r_data("coalition")
    # the cabinets asked for are more than half, so that emptying the table is not near a pass
    kind = pd.Series([_cabinet(r) for _, r in df.iterrows()])
    sizes = {"lasting majority": 120, "short majority": 40, "minority": 40}
    return {"cabinet_durations.xlsx": _stratified(df, kind, sizes, "cabinet", rng)}


def _arm(r: pd.Series) -> str:
    return "fourth study" if r["study"] == "IV" else str(r["treatment"])


def m_lanza(rng):
    df = r_data("Lanza")
    # every misoprostol patient of the first three studies and every patient of the fourth, but only 40 of
    # the 89 placebo patients of the first three, so that emptying the table is not near a pass
    arm = pd.Series([_arm(r) for _, r in df.iterrows()])
    sizes = {"Misoprostol": 89, "Placebo": 40, "fourth study": 20}
    return {"misoprostol_trials.tsv": _stratified(df, arm, sizes, "patient", rng)}


# ---- deduplication and consistency --------------------------------------------------------------------
def m_koch(rng):
    df = r_data("koch")[["id", "day", "trt", "y"]].sort_values(["id", "day"]).reset_index(drop=True)
    # one visit of 12 subjects keyed with the other arm, the first visit in four of them and the last in four
    for n, s in enumerate(rng.sample(sorted(df["id"].unique()), 12)):
        rows = list(df.index[df["id"] == s])
        i = [rows[0], rows[-1], rng.choice(rows[1:-1])][n % 3]
        df.at[i, "trt"] = 1 - df.at[i, "trt"]
    return {"koch_ordinal_visits.jsonl": numbered(df, "line")}


def e_koch(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["trt"] = df.groupby("id")["trt"].transform(lambda s: s.mode().iloc[0])
    return df


LABOR_COLUMNS = ["id", "year", "lnhr", "lnwg", "kids", "age", "disab"]


def m_laborsupply(rng):
    df = r_data("LaborSupply")[LABOR_COLUMNS]
    men = sorted(rng.sample(sorted(df["id"].unique()), 27))
    first = df[df["id"].isin(men)].sort_values(["id", "year"]).reset_index(drop=True)
    # the second batch re-sends 25 person-years with the hours corrected
    again = first.iloc[rng.sample(range(len(first)), 25)].copy()
    again["lnhr"] = [round(v + rng.choice([-1, 1]) * rng.randint(1, 20) / 100, 2) for v in again["lnhr"]]
    return {"hours_wages_panel.csv": pd.concat([first, _shuffled(again, rng)], ignore_index=True)}


def e_laborsupply(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    return df[~df.duplicated(subset=["id", "year"], keep="last")].reset_index(drop=True)


SPORTS_COLUMNS = ["year", "grade", "gender", "opinion", "Freq"]


def _retyped(row: pd.Series, rng: random.Random) -> pd.Series:
    for c in ("grade", "gender", "opinion"):
        row[c] = rng.choice([str.upper, str.title, lambda t: f" {t}", lambda t: t.replace(" ", "  ") + " "])(
            row[c]
        )
    return row


def m_jointsports(rng):
    df = r_data("JointSports")[SPORTS_COLUMNS].reset_index(drop=True)
    twice = _after_themselves(df, rng.sample(range(len(df)), 10), rng, lambda r: _retyped(r, rng))
    return {"joint_sports_opinions.xlsx": numbered(twice, "line")}


def _typed_as(df: pd.DataFrame) -> pd.DataFrame:
    """The cells as text, trimmed, lower-cased, runs of spaces made one: what a retyping cannot change."""
    return df[SPORTS_COLUMNS].astype(str).apply(lambda s: s.str.strip().str.lower().str.split().str.join(" "))


def e_jointsports(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    return df[~_typed_as(df).duplicated(keep="first")].reset_index(drop=True)


# ---- imputation ---------------------------------------------------------------------------------------
def m_bjsales(rng):
    df = r_data("BJsales").rename(columns={"time": "period", "BJsales": "sales"}).reset_index(drop=True)
    # never the first period, which has nothing before it; two running gaps may happen
    return {"sales_series.tsv": _blank(df, "sales", set(rng.sample(range(1, len(df)), 18)))}


def e_bjsales(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["sales"] = df.sort_values("period")["sales"].ffill()
    return df


def m_free1(rng):
    df = drawn(r_data("free1"), 300, "respondent", rng)
    known = list(df.index[df["age"].notna()])
    return {"free_speech_survey.csv": _blank(df, "age", set(rng.sample(known, 20)))}


def e_free1(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["age"] = df["age"].fillna(df.groupby("country")["age"].transform("mean").round(0))
    return df


def m_kidrecurr(rng):
    df = r_data("kidrecurr").reset_index(drop=True)
    register = df[["patient", "age"]].rename(columns={"patient": "id", "age": "age_years"})
    return {
        "dialysis_infections.jsonl": _blank(df, "age", set(rng.sample(range(len(df)), 12))),
        "hospital_register.csv": _shuffled(register, rng),
    }


def e_kidrecurr(frames: Frames) -> pd.DataFrame:
    infections, register = frames.values()
    ages = dict(zip(register["id"], register["age_years"], strict=True))
    infections["age"] = infections["age"].fillna(infections["patient"].map(ages))
    return infections


# ---- integration --------------------------------------------------------------------------------------
def m_gehan(rng):
    df = r_data("gehan").reset_index(drop=True)
    arms = {}
    for treat, short in (("control", "control"), ("6-MP", "mp")):
        arm = df[df["treat"] == treat][["pair", "time", "cens"]]
        arms[short] = arm.rename(columns={"time": f"{short}_weeks", "cens": f"{short}_relapse"})
    # three pairs lack their control line and two others their 6-MP line
    gone = rng.sample(sorted(df["pair"].unique()), 5)
    return {
        "remission_control.csv": arms["control"][~arms["control"]["pair"].isin(gone[:3])],
        "remission_6mp.tsv": _shuffled(arms["mp"][~arms["mp"]["pair"].isin(gone[3:])], rng),
    }


def e_gehan(frames: Frames) -> pd.DataFrame:
    control, drug = frames.values()
    return control.merge(drug, on="pair", how="outer")


EARNINGS_PART1 = {"id": "person", "group": "age_group", "annual_earnings": "earnings"}


def m_earnings(rng):
    df = r_data("Earnings").rename(columns={"age": "age_group", "y": "earnings"})
    df = drawn(df, 300, "person", rng)
    first = df.iloc[:150].rename(columns={v: k for k, v in EARNINGS_PART1.items()})
    return {
        "earnings_1988_part1.jsonl": first[list(EARNINGS_PART1)],
        "earnings_1988_part2.xlsx": df.iloc[150:],
    }


def e_earnings(frames: Frames) -> pd.DataFrame:
    first, second = frames.values()
    return pd.concat([first.rename(columns=EARNINGS_PART1), second], ignore_index=True)


BUDGET_COLUMNS = ["year", "income", "size", "totexp", "wfood", "whouse", "wmisc"]


def m_budgetitaly(rng):
    df = r_data("BudgetItaly")[BUDGET_COLUMNS].reset_index(drop=True)
    for c in ("totexp", "wfood", "whouse", "wmisc"):
        df[c] = df[c].round(4)
    rows = rng.sample(range(len(df)), 150)
    main = numbered(df.iloc[sorted(rows[:100])], "household")
    # a revised release: most cells revised, some new (a sheet revising a few rows would leave the
    # unrevised file scoring close to a pass)
    revised = main.iloc[rng.sample(range(len(main)), 70)].copy()
    # the revision moves the total expenditure by 2 to 10 percent
    revised["totexp"] = [
        round(v * (1 + rng.choice([-1, 1]) * rng.randint(2, 10) / 100), 4) for v in revised["totexp"]
    ]
    new = numbered(df.iloc[sorted(rows[100:])], "household", start=101)
    return {
        "italian_budget_cells.csv": main,
        "italian_budget_cells_revised.xlsx": _shuffled(pd.concat([revised, new], ignore_index=True), rng),
    }


def e_budgetitaly(frames: Frames) -> pd.DataFrame:
    main, release = frames.values()
    main = main.set_index("household")
    release = release.set_index("household")[list(main.columns)]
    replaced = main.drop(index=[h for h in release.index if h in main.index])
    out = pd.concat([replaced, release]).loc[
        list(main.index) + [h for h in release.index if h not in main.index]
    ]
    return out.reset_index()


# ---- labeling -----------------------------------------------------------------------------------------
BURN_HEADERS = {
    "Obs": "patient",
    "Z1": "body_cleansing",
    "Z2": "female",
    "Z3": "white",
    "Z4": "surface_burned_pct",
    "Z5": "head",
    "Z6": "buttock",
    "Z7": "trunk",
    "Z8": "upper_leg",
    "Z9": "lower_leg",
    "Z10": "airway",
    "Z11": "burn_type",
    "T1": "excision_days",
    "D1": "excised",
    "T2": "antibiotic_days",
    "D2": "antibiotic",
    "T3": "infection_days",
    "D3": "infected",
}
EXTENT_BANDS = [("minor", "surface_burned_pct", "<", 20), ("moderate", "surface_burned_pct", "<", 40)]


def m_burn(rng):
    return {"burn_unit_patients.jsonl": r_data("burn").rename(columns=BURN_HEADERS).reset_index(drop=True)}


def _extent(r: pd.Series) -> str:
    pct = r["surface_burned_pct"]
    return "minor" if pct < 20 else "moderate" if pct < 40 else "severe"


CANE_HEADERS = {"n": "shoots", "r": "diseased", "x": "pieces_planted", "var": "variety", "block": "block"}


def m_cane(rng):
    df = r_data("cane").rename(columns=CANE_HEADERS)
    return {"sugar_cane_plots.csv": numbered(df, "plot")}


def _rating(r: pd.Series) -> str:
    share = r["diseased"] / r["shoots"]
    return "susceptible" if share > 0.3 else "intermediate" if share > 0.1 else "resistant"


def _share_above(share: float) -> dict:
    return {"column": "diseased", "op": ">", "other": "shoots", "times": share}


RATING_CASES = [
    {"label": "susceptible", "conditions": [_share_above(0.3)]},
    {"label": "intermediate", "conditions": [_share_above(0.1)]},
]


REACTION_BANDS = [("acidic", "pH00", "<", 6.5), ("alkaline", "pH00", ">", 7.5)]


def _reaction(r: pd.Series) -> str:
    return "acidic" if r["pH00"] < 6.5 else "alkaline" if r["pH00"] > 7.5 else "neutral"


def m_gilgais(rng):
    df = r_data("gilgais").reset_index(drop=True)
    # every acidic point and as many of the other two kinds, so that no one label is most of the answer
    kind = pd.Series([_reaction(r) for _, r in df.iterrows()])
    sizes = {"acidic": int((kind == "acidic").sum()), "neutral": 132, "alkaline": 132}
    return {"gilgai_transect.tsv": _stratified(df, kind, sizes, "point", rng)}


# ---- refinement ---------------------------------------------------------------------------------------
LENGTHS = {
    "<1Mo": "under 1 month",
    "1-3Mo": "1 to 3 months",
    "3-12Mo": "3 to 12 months",
    "1-2Yr": "1 to 2 years",
    "2-5Yr": "2 to 5 years",
    ">5Yr": "over 5 years",
}


def m_employment(rng):
    return {"danish_layoffs_1974.csv": numbered(r_data("Employment"), "cell")}


def m_bigcity(rng):
    df = r_data("bigcity").rename(columns={"u": "census_1920", "x": "census_1930"})
    return {"us_city_populations.jsonl": numbered(df, "city")}


def e_bigcity(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["growth"] = (df["census_1930"] - df["census_1920"]).astype(float)
    return df


def m_hirose(rng):
    return {"pet_film_failures.xlsx": numbered(r_data("hirose"), "sample")}


BRANDS = ["kleebler", "nabisco", "private", "sunshine"]


def m_cracker(rng):
    df = r_data("Cracker").reset_index(drop=True)
    # the price, display and feature of the brand bought, one column each
    for what in ("price", "disp", "feat"):
        df[f"{what}_bought"] = [df.at[i, f"{what}.{b}"] for i, b in enumerate(df["choice"])]
    df = df.rename(columns={"id": "household", "price_bought": "price", "disp_bought": "display"})
    df = df[["household", "choice", "price", "display", "feat_bought"]].rename(
        columns={"feat_bought": "feature"}
    )
    df["price"] = df["price"].round(0).astype(int)
    sizes = dict(zip(BRANDS, [100, 80, 70, 50], strict=True))
    return {"cracker_purchases.jsonl": _stratified(df, df["choice"], sizes, "purchase", rng)}


# ---- DAG-level ----------------------------------------------------------------------------------------
CALCIUM_HIGH = 400


def m_condroz(rng):
    df = drawn(r_data("condroz"), 280, "sample", rng)
    return {"condroz_soil_samples.csv": _after_themselves(df, rng.sample(range(len(df)), 20), rng)}


def e_condroz(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df = df[~df.duplicated(subset=["sample"], keep="first")].reset_index(drop=True)
    df["level"] = ["high" if v > CALCIUM_HIGH else "normal" for v in df["Ca"]]
    return df


WAIT_LIMIT_MONTHS = 24


def m_hodg(rng):
    df = numbered(r_data("hodg"), "patient")
    gone = [i for g in (1, 2) for i in rng.sample(list(df.index[df["gtype"] == g]), 4)]
    return {"lymphoma_transplants.xlsx": _blank(df, "wtime", set(gone))}


def e_hodg(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["wtime"] = df["wtime"].fillna(df.groupby("gtype")["wtime"].transform("median"))
    return df[df["wtime"] <= WAIT_LIMIT_MONTHS].reset_index(drop=True)


def m_bcg(rng):
    df = r_data("BCG").reset_index(drop=True)
    return {
        "bcg_vaccinated.xlsx": df[["Study", "BCGTB", "BCGVacc", "Latitude", "Year"]],
        "bcg_unvaccinated.csv": _shuffled(df[["Study", "NoVaccTB", "NoVacc"]], rng),
    }


def e_bcg(frames: Frames) -> pd.DataFrame:
    vaccinated, unvaccinated = frames.values()
    out = vaccinated.merge(unvaccinated, on="Study", how="inner")
    out["participants"] = (out["BCGVacc"] + out["NoVacc"]).astype(float)
    return out


README_HEAD = """# GovBench real-table held-out suite, seventeenth set

{n} governance tasks on real public tables that none of the development suite (`govbench_real`) and the sixteen
earlier held-out suites (`govbench_real_fresh` to `govbench_real_fresh16`) uses, nor the same data under another
name; every table's name starts with a letter from A to L. The requests read like e-mails and chat messages from
different people to a data person, of varied length and build; columns are named by what they hold or by a
synonym rather than by their header, and details a colleague would take for granted are left out. Built by
`python -m dataagents.governance.builders.real_fresh17 [OUT]` (deterministic, seed {seed}).

"""
README_HEAD += """\
**Held out.** Written without looking at the parser; kept as a held-out check, never used to grow rules. The
requests were written without reading or running the governance agent's request reader, planner or solver (of
`governance/` outside `builders/` only the operators were read, to write the reference pipelines, and they were
run only as those pipelines) and were not tuned to what it can do: run the suite to measure, but do not use its
tasks or wordings to grow rules.

"""
# the method and the measuring commands are the sixteenth set's
README_HEAD += _FRESH16_HEAD[
    _FRESH16_HEAD.index("How each task is built") : _FRESH16_HEAD.index("Everyday requests")
].replace("govbench_real_fresh16", "govbench_real_fresh17")
README_HEAD += """\
Everyday requests covered: teenage mothers dropped, cabinets kept only when two conditions hold, and one arm and
one whole study dropped; a treatment code that must be one per subject made consistent, re-sent person-years
kept over the first sending, and cells typed in again with other capitals or spaces removed; gaps filled with the
last reported value, blanks filled with a group's rounded average, and blanks filled from a second file; two
sheets put side by side keeping the rows only one of them has, two files with different headers stacked, and a
revised release applied; three bands from a percentage, three ratings from the share of one count in another,
and three classes from a reading; lengths spelled out, the difference of two columns added, hours given in days,
and a misspelt name corrected; and three pipelines: repeats removed before a threshold label, blanks filled
before a filter, and two files joined before a sum of two columns.

Sources: R datasets from the packages `KMsurv`, `Zelig`, `HSAUR`, `geepack`, `Ecdat`, `vcd`, `robustbase`, `MASS`,
`boot` and `datasets`, as shipped by the Python package `pydataset` (which bundles the Rdatasets collection); each
table's reference and licence is in the table below and in its task's `provenance`. The miskeyed treatment codes
in `fresh17_dedup_subject_treatment_code`, the re-sent person-years in `fresh17_dedup_labour_panel_resent`, the
retyped cells in `fresh17_dedup_joint_sports_retyped`, the repeated samples in
`fresh17_dag_condroz_repeats_then_calcium`, the revised release in `fresh17_integrate_budget_revision`, the
readable headers of the burn and sugar-cane tables and every blank but the survey's own missing ages are made by
hand.

"""
README_HEAD += _FRESH16_HEAD[_FRESH16_HEAD.index("Scenario counts:") :]


TASKS: list[RealTask] = [
    # filtering
    RealTask(
        "fresh17_filter_mothers_in_their_twenties",
        "filtering",
        "The weaning analysis only covers women who were in their twenties when the child was born. Please take "
        "the teenage mothers out of the breast-feeding file.",
        "bfeed",
        m_bfeed,
        keep(lambda d: d["agemth"] >= 20),
        "breast_feeding_twenties.jsonl",
        "child",
        [("filter_value", {"column": "agemth", "op": ">=", "value": 20})],
        prep="300 of the 927 children drawn at random within strata, 150 whose mother was under 20 at the birth "
        "and 150 whose mother was older, kept in their order, numbered, as CSV",
    ),
    RealTask(
        "fresh17_filter_lasting_majority_cabinets",
        "filtering",
        "I'm charting cabinets that had a parliamentary majority and stayed in office for at least a year - "
        "could you cut the coalition table down to those?",
        "coalition",
        m_coalition,
        keep(lambda d: (d["numst2"] == 1) & (d["duration"] >= 12)),
        "majority_cabinets_one_year.tsv",
        "cabinet",
        [("filter_rows", _rows_where([("numst2", "==", 1), ("duration", ">=", 12)], "all", "keep"))],
        prep="200 of the 314 cabinets drawn at random within strata, 120 majority cabinets of a year or more, 40 "
        "shorter majority cabinets and 40 minority cabinets, kept in their order, numbered, as XLSX",
    ),
    RealTask(
        "fresh17_filter_misoprostol_first_studies",
        "filtering",
        "Safety summary prep: drop the placebo patients, and drop the fourth study altogether since it is being "
        "written up separately.",
        "Lanza",
        m_lanza,
        keep(lambda d: (d["treatment"] != "Placebo") & (d["study"] != "IV")),
        "misoprostol_safety_set.csv",
        "patient",
        [
            (
                "filter_rows",
                _rows_where([("treatment", "==", "Placebo"), ("study", "==", "IV")], "any", "drop"),
            )
        ],
        prep="149 of the 198 patients, all 89 on misoprostol in the first three studies, all 20 of the fourth and "
        "40 of the 89 on placebo in the first three drawn at random, kept in their order, numbered, as TSV",
    ),
    # deduplication and consistency
    RealTask(
        "fresh17_dedup_subject_treatment_code",
        "deduplication",
        "Every subject in the ordinal trial stayed on one treatment for all four visit days, yet a few visits "
        "carry the other treatment code. Correct those from what the subject's remaining visits say.",
        "koch",
        m_koch,
        e_koch,
        "koch_ordinal_visits_fixed.xlsx",
        "line",
        [("enforce_functional_dependency", {"determinant": ["id"], "dependent": "trt"})],
        prep="all 288 visits of the 72 subjects, sorted by subject and day, numbered, as JSONL; the treatment of "
        "one visit in each of 12 subjects switched by hand to the other, the subject's first visit in 4 of them "
        "and its last in 4",
    ),
    RealTask(
        "fresh17_dedup_labour_panel_resent",
        "deduplication",
        "The hours-and-wages panel arrived in two batches, and batch two re-sent some person-years with "
        "corrected hours. I need one row per person per year; where a year came twice, the re-sent one wins.",
        "LaborSupply",
        m_laborsupply,
        e_laborsupply,
        "hours_wages_panel_clean.jsonl",
        None,
        [("dedup_key", {"key": ["id", "year"], "keep": "last"})],
        prep="27 of the 532 men drawn at random with their ten years (270 rows), sorted by man and year, with the "
        "person and year first, as CSV; 25 of their person-years sent again at the end in a random order with "
        "the log hours moved by 0.01 to 0.20",
    ),
    RealTask(
        "fresh17_dedup_joint_sports_retyped",
        "deduplication",
        "About ten cells of the Danish joint-sports table were keyed in a second time, some in capitals or with "
        "stray spaces, and their counts are the same. Keep every cell once, as it was first typed.",
        "JointSports",
        m_jointsports,
        e_jointsports,
        "joint_sports_opinions_once.csv",
        "line",
        [("dedup_exact", {"columns": SPORTS_COLUMNS, "keep": "first", "normalize_text": True})],
        prep="all 40 cells, year, grade, gender and opinion first; 10 of them typed again by hand 1-4 lines "
        "after themselves with the grade, gender and opinion in capitals, title case or with extra spaces, "
        "numbered after that, as XLSX",
    ),
    # imputation
    RealTask(
        "fresh17_impute_sales_carry_forward",
        "imputation",
        "A feed outage left holes in our sales series. Until the real figures come in, repeat the last reported "
        "value in each gap.",
        "BJsales",
        m_bjsales,
        e_bjsales,
        "sales_series_filled.xlsx",
        "period",
        [("forward_fill", {"columns": ["sales"], "order_by": "period"})],
        prep="all 150 periods, the period and the sales, as TSV; 18 sales blanked by hand, never the first",
    ),
    RealTask(
        "fresh17_impute_age_by_country",
        "imputation",
        "Several people in the freedom-of-speech survey left their age blank. Put in the average age of "
        "respondents from the same country, rounded to whole years.",
        "free1",
        m_free1,
        e_free1,
        "free_speech_survey_ages.tsv",
        "respondent",
        [("impute_groupwise", {"columns": ["age"], "by": ["country"], "strategy": "mean", "round": 0})],
        prep="300 of the 450 respondents drawn at random, kept in their order, numbered, as CSV; 20 known ages "
        "blanked by hand besides the dataset's own NA",
    ),
    RealTask(
        "fresh17_impute_dialysis_age_from_register",
        "imputation",
        "Twelve dialysis patients have no age in the infection file, but the hospital register lists everyone's "
        "age. Could you fill those in from the register?",
        "kidrecurr",
        m_kidrecurr,
        e_kidrecurr,
        "dialysis_infections_aged.csv",
        "patient",
        [("fill_from_table", {"keys": ["patient"], "other_keys": ["id"], "columns": {"age": "age_years"}})],
        prep="all 38 patients, numbered, as JSONL, 12 ages blanked by hand; the patient number and age of all "
        "of them written as a register with its own headers, shuffled, as CSV",
    ),
    # integration
    RealTask(
        "fresh17_integrate_remission_pairs",
        "integration",
        "Please line up the control and 6-MP remission times pair by pair. A few pairs appear in only one of the "
        "two sheets; keep those as well, with the missing side blank.",
        "gehan",
        m_gehan,
        e_gehan,
        "remission_pairs.xlsx",
        None,
        [("join_composite", {"keys": ["pair"], "how": "outer"})],
        prep="the 21 pairs split by arm, the remission weeks and relapse flag under headers naming the arm; the "
        "control arm of 3 pairs and the 6-MP arm of 2 others drawn at random and left out; the control arm as "
        "CSV and the 6-MP arm shuffled as TSV",
    ),
    RealTask(
        "fresh17_integrate_earnings_two_typists",
        "integration",
        "Two of us typed up the 1988-89 earnings sample, and we didn't agree on headers. Stack part 1 and part 2 "
        "into one table using part 2's headers.",
        "Earnings",
        m_earnings,
        e_earnings,
        "earnings_1988_all.tsv",
        None,
        [("union_align", {"renames": [EARNINGS_PART1]})],
        prep="300 of the 4266 people drawn at random, kept in their order, numbered; the first 150 as JSONL "
        "under other headers for the same three columns and the rest as XLSX",
    ),
    RealTask(
        "fresh17_integrate_budget_revision",
        "integration",
        "Attached is the revised release of the Italian household budget cells: most cells have new figures and "
        "some are new altogether. Bring our copy up to date with it, replacing the revised cells, adding the new "
        "ones and leaving the rest as they are.",
        "BudgetItaly",
        m_budgetitaly,
        e_budgetitaly,
        "italian_budget_cells_updated.csv",
        "household",
        [("upsert_rows", {"key": ["household"]})],
        prep="150 of the 1729 cells drawn at random, seven of the columns, figures to four decimals; 100 of them "
        "kept in their order and numbered as our copy, as CSV; as the revised release, 70 of those with the "
        "total expenditure moved by hand by 2 to 10 percent and the other 50 numbered 101-150, shuffled, as XLSX",
    ),
    # labeling
    RealTask(
        "fresh17_label_burn_extent",
        "labeling",
        "Could you tag the burn patients by how much of their body surface was burned? Minor below 20 percent, "
        "moderate from 20 up to 40, severe at 40 or more, in a column called extent.",
        "burn",
        m_burn,
        labelled("extent", _extent),
        "burn_unit_patients_extent.csv",
        "patient",
        [("label_conditions", prefix_conditions("extent", EXTENT_BANDS, "severe"))],
        target="extent",
        prep="all 154 patients, the coded headers Z1-Z11, T1-T3 and D1-D3 written out as words from the "
        "documentation, as JSONL",
    ),
    RealTask(
        "fresh17_label_cane_resistance",
        "labeling",
        "For the carvão screening, rate each plot by its share of diseased shoots: more than 30% is susceptible, "
        "more than 10% intermediate, anything lower resistant. Put it in a new rating column.",
        "cane",
        m_cane,
        labelled("rating", _rating),
        "sugar_cane_plots_rated.xlsx",
        "plot",
        [("label_conditions", {"target": "rating", "cases": RATING_CASES, "default": "resistant"})],
        target="rating",
        prep="all 180 plots, numbered, the headers written out as words, as CSV",
    ),
    RealTask(
        "fresh17_label_topsoil_reaction",
        "labeling",
        "Soil team request: class every transect point by topsoil pH, acidic under 6.5, alkaline over 7.5 and "
        "neutral in between. Name the column reaction.",
        "gilgais",
        m_gilgais,
        labelled("reaction", _reaction),
        "gilgai_transect_reaction.jsonl",
        "point",
        [("label_conditions", prefix_conditions("reaction", REACTION_BANDS, "neutral"))],
        target="reaction",
        prep="300 of the 365 points drawn at random within strata of the pH at 0-10 cm, all 36 under 6.5, 132 "
        "from 6.5 to 7.5 and 132 over 7.5, kept in their order, numbered, as TSV",
    ),
    # refinement
    RealTask(
        "fresh17_refine_layoff_lengths_spelled",
        "refinement",
        "Spell out the employment lengths in the Danish layoff table the way the report does: under 1 month, 1 "
        "to 3 months, 3 to 12 months, 1 to 2 years, 2 to 5 years and over 5 years.",
        "Employment",
        m_employment,
        mapped("EmploymentLength", LENGTHS.__getitem__),
        "danish_layoffs_1974_lengths.tsv",
        "cell",
        [("map_values", {"column": "EmploymentLength", "mapping": LENGTHS})],
        prep="all 24 cells, numbered, as CSV",
    ),
    RealTask(
        "fresh17_refine_city_growth",
        "refinement",
        "Add how much each city grew between the 1920 and 1930 censuses, as a growth column in thousands like "
        "the other figures.",
        "bigcity",
        m_bigcity,
        e_bigcity,
        "us_city_growth.xlsx",
        "city",
        [
            (
                "derive_column",
                {"target": "growth", "op": "difference", "columns": ["census_1930", "census_1920"]},
            )
        ],
        prep="all 49 cities, numbered, the two populations under headers naming the census year, as JSONL",
    ),
    RealTask(
        "fresh17_refine_film_failures_in_days",
        "refinement",
        "Engineering wants the PET film failure times in days rather than hours, to two decimals.",
        "hirose",
        m_hirose,
        mapped("time", lambda hours: round(hours * 3600 / 86400, 2)),
        "pet_film_failures_days.csv",
        "sample",
        [("convert_unit", {"column": "time", "to_unit": "d", "default_unit": "h", "round": 2})],
        prep="all 44 samples, numbered, as XLSX",
    ),
    RealTask(
        "fresh17_refine_keebler_spelling",
        "refinement",
        "Keebler is spelled kleebler wherever it was the brand bought in the cracker panel. Fix the spelling "
        "and keep it lower case like the other brands.",
        "Cracker",
        m_cracker,
        mapped("choice", lambda brand: brand.replace("kleebler", "keebler")),
        "cracker_purchases_clean.tsv",
        "purchase",
        [("replace_text", {"column": "choice", "old": "kleebler", "new": "keebler"})],
        prep="300 of the 3292 purchases drawn at random within strata of the brand bought, 100 kleebler, 80 "
        "nabisco, 70 private label and 50 sunshine, kept in their order, numbered; the price in cents "
        "(rounded to a whole cent), display and feature of the brand bought kept, those of the other brands dropped; as JSONL",
    ),
    # DAG-level
    RealTask(
        "fresh17_dag_condroz_repeats_then_calcium",
        "deduplication",
        "Some Condroz soil samples were logged twice under the same sample number. After clearing the repeats, "
        "add a level column saying high where the calcium content is above 400 and normal elsewhere.",
        "condroz",
        m_condroz,
        e_condroz,
        "condroz_soil_levels.tsv",
        "sample",
        [
            ("dedup_key", {"key": ["sample"], "keep": "first"}),
            ("label_conditions", prefix_conditions("level", [("high", "Ca", ">", CALCIUM_HIGH)], "normal")),
        ],
        target="level",
        prep="280 of the 428 samples drawn at random, kept in their order, numbered; 20 of them written again by "
        "hand 1-4 lines after themselves, as CSV",
        level="dag",
    ),
    RealTask(
        "fresh17_dag_transplant_wait_limit",
        "imputation",
        "Eight of the transplant patients have no waiting time on record. Use the median wait of patients who "
        "got the same graft type for them, and then leave out anyone who waited longer than two years.",
        "hodg",
        m_hodg,
        e_hodg,
        "lymphoma_transplants_short_wait.jsonl",
        "patient",
        [
            ("impute_groupwise", {"columns": ["wtime"], "by": ["gtype"], "strategy": "median"}),
            ("filter_value", {"column": "wtime", "op": "<=", "value": WAIT_LIMIT_MONTHS}),
        ],
        prep="all 43 patients, numbered, as XLSX; the waiting time of 4 patients of each graft type blanked by "
        "hand",
        level="dag",
    ),
    RealTask(
        "fresh17_dag_bcg_arms_joined",
        "integration",
        "The BCG trials came as two files, one for the vaccinated group and one for the unvaccinated. Join them "
        "per trial and add a participants column with both groups' sizes added up.",
        "BCG",
        m_bcg,
        e_bcg,
        "bcg_trials_joined.jsonl",
        "Study",
        [
            ("join_composite", {"keys": ["Study"], "how": "inner"}),
            ("derive_column", {"target": "participants", "op": "sum", "columns": ["BCGVacc", "NoVacc"]}),
        ],
        prep="all 13 trials; the vaccinated group's cases and size with the latitude and year as XLSX, the "
        "unvaccinated group's cases and size shuffled as CSV",
        level="dag",
    ),
]


build_suite, main = suite_commands(TASKS, FRESH17_DIR, SEED, sources=SOURCES, head=README_HEAD)


if __name__ == "__main__":
    main()
