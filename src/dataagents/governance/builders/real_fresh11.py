"""Builds the eleventh held-out governance suite on real tables (``suites/govbench_real_fresh11``).

The recipe of ``real_fresh10.py`` and the sets before it: 22 R datasets that no earlier real-table suite
touches, cut small and made dirty only where the scenario needs it, one request each written the way a business
user writes an e-mail, and ground truth from a reference pipeline checked against a plain-pandas reading (the
pandas table alone where no operator expresses the request). The requests were written blind to the governance
agent's reader and planner: the suite measures generalisation and is never a source of rules.

    python -m dataagents.governance.builders.real_fresh11 [OUT_DIR] [task_id,...]
"""

from __future__ import annotations

import random

import pandas as pd

from dataagents.governance.builders import noise as N
from dataagents.governance.builders.real import (
    Frames,
    RealTask,
    drawn,
    e_dates,
    keep,
    labelled,
    mapped,
    numbered,
    one,
    r_data,
    suite_commands,
)
from dataagents.governance.builders.real_fresh import prefix_conditions
from dataagents.governance.builders.real_fresh2 import _CAR, _DATASETS, _shuffled
from dataagents.governance.builders.real_fresh4 import _MASS, _PSCL
from dataagents.governance.builders.real_fresh6 import _HISTDATA
from dataagents.governance.builders.real_fresh7 import (
    _ECDAT,
    _GPL2_3,
    _GPL2_LATER,
    _LME4,
    _copies_after_or_before,
)
from dataagents.governance.builders.real_fresh7 import README_HEAD as _FRESH7_HEAD
from dataagents.governance.builders.real_fresh10 import FOOT_IN_METRES, FRESH10_DIR

SEED = 20261220
FRESH11_DIR = FRESH10_DIR.parent / "govbench_real_fresh11"

_COUNT = "R package 'COUNT' (Hilbe"
_ZELIG = "R package 'Zelig' (Imai, King & Lau"
_BOOT = "R package 'boot' (Canty & Ripley"

SOURCES: dict[str, str] = {
    "loomis": f"{_COUNT}; Loomis 2003, annual visits to a park, sex, income band and travel-time band of 410 "
    "visitors surveyed on site), licence GPL-2",
    "ZeaMays": f"{_HISTDATA}; Darwin 1876 via Fisher 1935, heights in inches of 15 pairs of cross- and "
    "self-fertilised maize plants grown in four pots), licence GPL",
    "Vocab": f"{_CAR}; National Opinion Research Center, General Social Surveys 1972-2004, year, sex, years of "
    f"education and vocabulary test score of 21,638 respondents), {_GPL2_LATER}",
    "shuttle": f"{_MASS}; Michie 1989, 256 space shuttle autolander conditions by stability, error size and "
    f"sign, wind sign and strength and visibility, with the decision to use the autolander), {_GPL2_3}",
    "PErisk": f"{_ZELIG}; Quinn 2004, courts, black market premium, expropriation and corruption risk and GDP "
    "per worker of 62 countries in 1987), licence GPL-2 or later",
    "Macdonell": f"{_HISTDATA}; Macdonell 1902 via Gosset 1908, frequency table of the height in decimal feet "
    "and left middle finger length of 3000 criminals in England and Wales), licence GPL",
    "Wheat": f"{_HISTDATA}; Playfair 1821 via Friendly & Denis 2005, price of wheat and weekly wage of a good "
    "mechanic in shillings every five years 1565-1821), licence GPL",
    "OME": f"{_MASS}; Hogan, University of Oxford, auditory tests of children with a high or low history of "
    f"otitis media with effusion at several ages, loudness and noise), {_GPL2_3}",
    "Wages1": f"{_ECDAT}; Verbeek 2004, hourly wage in 1980 dollars, experience, sex and years of schooling "
    f"of 3294 US workers 1976-1982), {_GPL2_LATER}",
    "Nile": f"{_DATASETS}; Durbin & Koopman 2001, annual flow of the river Nile at Aswan 1871-1970), "
    f"{_GPL2_3}",
    "grouseticks": f"{_LME4}; Elston et al. 2001, ticks on the heads of 403 red grouse chicks with their "
    "brood, year, location and the location's altitude in metres), licence GPL-2 or later",
    "approval": f"{_ZELIG}; ICPSR, monthly shares approving, disapproving and unsure of the US president "
    "2001-2006), licence GPL-2 or later",
    "Somerville": f"{_ECDAT}; Seller, Stoll & Chavas 1985, visits to Lake Somerville, quality score, water "
    f"skiing, income, fee paid and trip costs to three lakes of 659 people in 1980), {_GPL2_LATER}",
    "Produc": f"{_ECDAT}; Munnell 1990 via Baltagi 2003, capital stocks, gross state product, employment and "
    f"unemployment of 48 US states 1970-1986), {_GPL2_LATER}",
    "PlantGrowth": f"{_DATASETS}; Dobson 1983, dried weight of 30 plants under a control and two treatment "
    f"conditions), {_GPL2_3}",
    "USFinanceIndustry": f"{_ECDAT}; Bureau of Economic Analysis NIPA table 6.16, US corporate, domestic, "
    f"financial, nonfinancial and rest-of-world profits in billions of dollars 1929-2012), {_GPL2_LATER}",
    "politicalInformation": f"{_PSCL}; 2000 American National Election Study via Jackman 2009, interviewer "
    "ratings of 1807 respondents' political information, with degree, sex, age, home ownership, government "
    "job, interview length and interviewer), licence GPL-2",
    "Star": f"{_ECDAT}; Project STAR via Stock & Watson 2003, kindergarten maths and reading scores, class type, teacher "
    f"experience, sex, free lunch, race and school of 5748 pupils 1985-1989), {_GPL2_LATER}",
    "Jevons": f"{_HISTDATA}; Jevons 1871, 1027 trials in which Jevons estimated at a glance the number of "
    "beans thrown into a box, as a frequency table of actual and estimated counts), licence GPL",
    "coal": f"{_BOOT}; Jarrett 1979 via Hand et al. 1994, dates in decimal years of 191 coal "
    "mine explosions that killed ten or more men 1851-1962), licence Unlimited",
    "OldMaps": f"{_HISTDATA}; Andrews & Herzberg 1985, latitude and longitude of 39 points of the Great Lakes area "
    "read from 11 old maps 1688-1818, and their actual positions), licence GPL",
    "Doctor": f"{_ECDAT}; Gurmu 1997, doctor visits, children in the household, access to health care and "
    f"health status of 485 people in 1986), {_GPL2_LATER}",
}


# ---- filtering ----------------------------------------------------------------------------------------
LOOMIS_COLUMNS = ["anvisits", "gender", "income", "travel"]


def m_loomis(rng):
    df = r_data("loomis")[LOOMIS_COLUMNS]
    return {"park_visitor_survey.jsonl": drawn(df, 300, "respondent", rng)}


def m_zeamays(rng):
    return {"darwin_maize_pairs.csv": r_data("ZeaMays").reset_index(drop=True)}


EIGHTIES = [1980, 1989]


def m_vocab(rng):
    df = r_data("Vocab")
    return {"vocabulary_survey.xlsx": drawn(df, 300, "respondent", rng)}


# ---- refinement ---------------------------------------------------------------------------------------
def _mixed_case(code: str, rng: random.Random) -> str:
    """A two-letter code keyed with the capitals gone astray: lx, Lx or lX for LX."""
    return rng.choice([code.lower(), code.capitalize(), code[0].lower() + code[1:]])


def m_shuttle(rng):
    df = numbered(r_data("shuttle"), "run")
    df["error"] = [_mixed_case(v, rng) if rng.random() < 0.7 else v for v in df["error"]]
    return {"autolander_runs.tsv": df}


def m_perisk(rng):
    df = numbered(r_data("PErisk"), "entry")
    return {
        "political_risk_1987.csv": N.format_drift(df, "country", "whitespace", 0.7, seed=rng.randrange(10**6))
    }


def m_macdonell(rng):
    df = r_data("Macdonell")
    filled = df[df["frequency"] > 0]
    return {"criminal_heights_fingers.jsonl": drawn(filled, 300, "cell", rng)}


def m_wheat(rng):
    return {"playfair_wheat_wages.tsv": r_data("Wheat").reset_index(drop=True)}


def e_wheat(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["weeks_of_work"] = [
        round(w / p, 2) if pd.notna(p) else None for w, p in zip(df["Wheat"], df["Wages"], strict=True)
    ]
    return df


# ---- imputation ---------------------------------------------------------------------------------------
OME_COLUMNS = ["ID", "Age", "OME", "Loud", "Noise", "Correct", "Trials"]


def m_ome(rng):
    df = r_data("OME")[OME_COLUMNS]
    return {"hearing_tests.csv": drawn(df, 300, "test", rng)}


def m_wages1(rng):
    df = r_data("Wages1")
    df = drawn(df, 300, "worker", rng)
    # blanks only where the schooling group is large, so every gap has a median of several others
    sizes = df["school"].map(df["school"].value_counts())
    gone = set(rng.sample([i for i in df.index if sizes[i] >= 12], 18))
    df["wage"] = [None if i in gone else v for i, v in zip(df.index, df["wage"], strict=True)]
    return {"earnings_sample.xlsx": df}


def e_wages1(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["wage"] = df["wage"].fillna(df.groupby("school")["wage"].transform("median"))
    return df


def m_nile(rng):
    df = r_data("Nile").rename(columns={"time": "year", "Nile": "flow"}).reset_index(drop=True)
    # interior years, never two running, so that the year before and the year after always have a flow
    gone: set[int] = set()
    for i in rng.sample(range(1, len(df) - 1), len(df) - 2):
        if len(gone) == 8:
            break
        if i - 1 not in gone and i + 1 not in gone:
            gone.add(i)
    df["flow"] = [None if i in gone else v for i, v in zip(df.index, df["flow"], strict=True)]
    return {"nile_flow_aswan.jsonl": df}


def e_nile(frames: Frames) -> pd.DataFrame:
    df = one(frames).sort_values("year").reset_index(drop=True)
    flows = list(df["flow"])
    df["flow"] = [(flows[i - 1] + flows[i + 1]) / 2 if pd.isna(v) else v for i, v in enumerate(flows)]
    return df


# ---- deduplication ------------------------------------------------------------------------------------
GROUSE_COLUMNS = ["INDEX", "TICKS", "BROOD", "HEIGHT", "YEAR", "LOCATION"]


def m_grouse(rng):
    df = r_data("grouseticks")[GROUSE_COLUMNS]
    df = df.iloc[sorted(rng.sample(range(len(df)), 300))].reset_index(drop=True)
    sizes = df["LOCATION"].value_counts()
    # one wrong altitude in each of 12 locations with four or more chicks: the majority stays clear
    for loc in rng.sample(sorted(sizes[sizes >= 4].index), 12):
        i = rng.choice(list(df.index[df["LOCATION"] == loc]))
        df.at[i, "HEIGHT"] = df.at[i, "HEIGHT"] + rng.choice([-1, 1]) * rng.choice([10, 20, 30, 50, 100])
    return {"grouse_tick_counts.csv": df}


def e_grouse(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["HEIGHT"] = df.groupby("LOCATION")["HEIGHT"].transform(lambda s: s.mode().iloc[0])
    return df


APPROVAL_KEY = ["year", "month"]


def m_approval(rng):
    df = r_data("approval")[["month", "year", "approve", "disapprove", "unsure"]].reset_index(drop=True)
    month_ends = [
        pd.Timestamp(year=y, month=m, day=1) + pd.offsets.MonthEnd(0)
        for y, m in zip(df["year"], df["month"], strict=True)
    ]
    first = [d + pd.Timedelta(days=rng.randrange(1, 11)) for d in month_ends]
    df["entered"] = [d.strftime("%Y-%m-%d") for d in first]
    picks = rng.sample(range(len(df)), 13)
    again = df.iloc[picks].copy()
    again["approve"] = [round(v + rng.choice([-1, 1]) * rng.uniform(0.5, 3), 2) for v in again["approve"]]
    again["disapprove"] = [
        round(v + rng.choice([-1, 1]) * rng.uniform(0.5, 3), 2) for v in again["disapprove"]
    ]
    again["unsure"] = (100 - again["approve"] - again["disapprove"]).round(2)
    again["entered"] = [
        (first[i] + pd.Timedelta(days=rng.randrange(5, 41))).strftime("%Y-%m-%d") for i in picks
    ]
    return {"presidential_approval.tsv": _copies_after_or_before(df, again, picks, rng)}


def e_approval(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    first = df.sort_values("entered", kind="stable").drop_duplicates(APPROVAL_KEY, keep="first")
    return df.loc[sorted(first.index)].reset_index(drop=True)


SOMERVILLE_ANSWERS = ["quality", "ski", "income", "feeSom", "costCon", "costSom", "costHoust"]


def m_somerville(rng):
    df = r_data("Somerville")
    df = drawn(df, 250, "respondent", rng)
    picks = rng.sample(range(len(df)), 14)
    copies = df.iloc[picks].copy().astype(object)
    for i in copies.index:
        for c in rng.sample(SOMERVILLE_ANSWERS, rng.randint(1, 3)):
            copies.at[i, c] = None
    return {"lake_somerville_survey.jsonl": _copies_after_or_before(df, copies, picks, rng)}


def e_somerville(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    blanks = df.isna().sum(axis=1)
    fullest = blanks.groupby(df["respondent"]).idxmin()
    return df.loc[sorted(fullest)].reset_index(drop=True)


# ---- integration --------------------------------------------------------------------------------------
PRODUC_KEYS = ["state", "year"]


def m_produc(rng):
    df = r_data("Produc")
    df = df[df["year"].between(1981, 1986)].reset_index(drop=True)
    gaps = rng.sample(range(len(df)), 11)
    capital = df[[*PRODUC_KEYS, "pcap", "hwy", "water", "util", "pc"]].drop(index=gaps[:5])
    output = df[["year", "state", "gsp", "emp", "unemp"]].drop(index=gaps[5:])
    return {
        "state_capital_stocks.csv": capital.reset_index(drop=True),
        "state_output_jobs.jsonl": _shuffled(output, rng),
    }


def e_produc(frames: Frames) -> pd.DataFrame:
    return frames["state_capital_stocks.csv"].merge(
        frames["state_output_jobs.jsonl"], on=PRODUC_KEYS, how="outer"
    )


PLANT_GROUPS = {"ctrl": "control", "trt1": "treatment 1", "trt2": "treatment 2"}


def m_plants(rng):
    df = r_data("PlantGrowth")
    sheets = {g: numbered(df[df["group"] == g][["weight"]], "plant") for g in PLANT_GROUPS}
    return {
        "plant_weights_control.csv": sheets["ctrl"],
        "plant_weights_treatment_1.tsv": sheets["trt1"],
        "plant_weights_treatment_2.jsonl": sheets["trt2"][["weight", "plant"]],
    }


def e_plants(frames: Frames) -> pd.DataFrame:
    return pd.concat(
        [f.assign(group=g) for g, f in zip(PLANT_GROUPS.values(), frames.values(), strict=True)],
        ignore_index=True,
    )


PROFIT_COLUMNS = ["year", "CorporateProfitsAdj", "Domestic", "Financial", "Nonfinancial", "restOfWorld"]
REVISED = ["Financial", "Domestic", "CorporateProfitsAdj"]


def m_profits(rng):
    df = r_data("USFinanceIndustry")
    df = df[df["year"] <= 2011][PROFIT_COLUMNS].reset_index(drop=True)
    # most years revised: the table as it stands must not already pass for the updated one
    revised = df.iloc[rng.sample(range(len(df)), 66)][["year", *REVISED]].copy()
    for i in revised.index:
        # the financial profits move and the two totals that include them move by as much
        delta = rng.choice([-1, 1]) * rng.randint(1, 20) / 10
        for c in REVISED:
            revised.at[i, c] = round(revised.at[i, c] + delta, 1)
    return {"corporate_profits.xlsx": df, "profit_revisions.csv": _shuffled(revised, rng)}


def e_profits(frames: Frames) -> pd.DataFrame:
    revisions = frames["profit_revisions.csv"].set_index("year")
    df = frames["corporate_profits.xlsx"].copy()
    for c in REVISED:
        df[c] = [
            revisions.at[y, c] if y in revisions.index else v for y, v in zip(df["year"], df[c], strict=True)
        ]
    return df


# ---- labeling -----------------------------------------------------------------------------------------
def m_polinfo(rng):
    df = r_data("politicalInformation")
    df = df[df["y"].notna()]
    return {"election_interviews.jsonl": drawn(df, 300, "respondent", rng)}


def _knowledge(r: pd.Series) -> str:
    return r["y"].split()[-1].lower()


def m_star(rng):
    df = r_data("Star")
    return {"class_size_pupils.csv": drawn(df, 300, "pupil", rng)}


def _support(r: pd.Series) -> str:
    if r["freelunk"] != "yes":
        return "standard"
    return "priority" if r["classk"] == "regular" else "monitor"


def m_jevons(rng):
    return {"jevons_bean_counts.xlsx": numbered(r_data("Jevons"), "trial")}


def _guess(r: pd.Series) -> str:
    if r["estimated"] > r["actual"]:
        return "over"
    return "under" if r["estimated"] < r["actual"] else "exact"


# ---- DAG-level ----------------------------------------------------------------------------------------
def _calendar_date(decimal_year: float) -> pd.Timestamp:
    """A decimal year as the calendar day it falls on (the fraction of the year's days, rounded down)."""
    year = int(decimal_year)
    start = pd.Timestamp(year=year, month=1, day=1)
    days = (pd.Timestamp(year=year + 1, month=1, day=1) - start).days
    return start + pd.Timedelta(days=int((decimal_year - year) * days))


UNAMBIGUOUS_STYLES = ["%B %d, %Y", "%Y/%m/%d", "%Y%m%d", "%d %b %Y"]


def _typed_date(day: pd.Timestamp, rng: random.Random) -> str:
    """A date typed in one of several styles; month-first slashes and day-first dots only where the day is
    above 12, so that no date can be read two ways."""
    styles = UNAMBIGUOUS_STYLES + (["%m/%d/%Y", "%d.%m.%Y"] if day.day > 12 else [])
    return day.strftime(rng.choice(styles))


DISASTER_WINDOW = ["1875-01-01", "1899-12-31"]


def m_coal(rng):
    days = [_calendar_date(v) for v in r_data("coal")["date"]]
    df = numbered(pd.DataFrame({"date": [d.strftime("%Y-%m-%d") for d in days]}), "disaster")
    df["date"] = [
        _typed_date(d, rng) if rng.random() < 0.6 else v for d, v in zip(days, df["date"], strict=True)
    ]
    return {"coal_mine_disasters.csv": df}


def e_coal(frames: Frames) -> pd.DataFrame:
    df = e_dates(frames)
    return df[(df["date"] >= DISASTER_WINDOW[0]) & (df["date"] <= DISASTER_WINDOW[1])].reset_index(drop=True)


def m_oldmaps(rng):
    df = r_data("OldMaps")
    df = df[df["point"] <= 25].reset_index(drop=True)
    readings = numbered(df[["point", "col", "lat", "long"]].rename(columns={"col": "map"}), "reading")
    maps = df[["col", "name", "year"]].drop_duplicates().sort_values("col")
    maps = maps.rename(columns={"col": "number", "name": "cartographer"}).astype({"year": "Int64"})
    return {"old_map_readings.tsv": readings, "map_list.csv": maps.reset_index(drop=True)}


def e_oldmaps(frames: Frames) -> pd.DataFrame:
    maps = frames["map_list.csv"].rename(columns={"number": "map"})
    df = frames["old_map_readings.tsv"].merge(maps, on="map", how="left")
    return df[df["cartographer"] != "Actual"].reset_index(drop=True)


def m_doctor(rng):
    df = r_data("Doctor")
    df = drawn(df, 250, "person", rng)
    df = N.missing_cells(df, ["access"], 0.06, seed=rng.randrange(10**6))
    start = rng.randrange(20, 200)
    # one block pasted a second time at the bottom of the sheet
    return {"doctor_visits.xlsx": pd.concat([df, df.iloc[start : start + 20]], ignore_index=True)}


def e_doctor(frames: Frames) -> pd.DataFrame:
    df = one(frames).drop_duplicates().reset_index(drop=True)
    df["access"] = df["access"].fillna(df["access"].median())
    return df


README_HEAD = """# GovBench real-table held-out suite, eleventh set

{n} governance tasks on real public tables that none of the development suite (`govbench_real`) and the ten
earlier held-out suites (`govbench_real_fresh` to `govbench_real_fresh10`) uses. The requests read like e-mails
from different people to a data person, of varied length and build; columns are named by what they hold or by
a synonym rather than by their header, and details a colleague would take for granted are left out. Built by
`python -m dataagents.governance.builders.real_fresh11 [OUT]` (deterministic, seed {seed}).

"""
# the held-out note, the method and the measuring commands are the seventh set's; only builders/ was read
README_HEAD += (
    _FRESH7_HEAD[_FRESH7_HEAD.index("**Held out.**") : _FRESH7_HEAD.index("Everyday requests")]
    .replace("govbench_real_fresh7", "govbench_real_fresh11")
    .replace(
        "`builders/` and `operators/` was read) and were not tuned to what it can\ndo: run the suite",
        "`builders/` was read) and were not tuned to what it can do: run the\nsuite",
    )
)
README_HEAD += """\
Everyday requests covered: dropping rows that lack either of two answers, rows where one measurement beats
its pair, and rows of one decade; two-letter codes put back in capitals, stray spaces taken out of names,
decimal feet to metres, and a new column dividing one figure by another; blanks filled with a fixed phrase,
with the median of the same schooling, and halfway between the neighbouring years; a value put back to what
its group shows on most rows, the earliest of two entries per month kept, and of two copies of a record the
one without gaps kept; an outer join of two files on two keys, three sheets stacked with a column naming each
one's group, and revised figures taking precedence for three columns; labels collapsing five grades into three,
from two conditions with a fallback, and from comparing an estimate with a count; and three pipelines: dates
typed in several styles written one way then kept within a span of years, a lookup joined on a differently
named key then the reference rows dropped, and pasted repeats removed then a median filled.

Sources: R datasets from the packages `datasets`, `MASS`, `HistData`, `Ecdat`, `car`, `lme4`, `pscl`,
`Zelig`, `COUNT` and `boot`, as shipped by the Python package `pydataset` (which bundles the Rdatasets
collection); each table's reference and licence is in the table below and in its task's `provenance`. The
wrong altitudes in `fresh11_dedup_grouse_altitude_by_location`, the entry dates and revised averages in
`fresh11_dedup_approval_first_entry`, the copies with gaps in `fresh11_dedup_somerville_complete_copy`, the
revised profits in `fresh11_integrate_profit_revisions` and the pasted block in
`fresh11_dag_doctor_pasted_then_median` are invented by hand.

"""
README_HEAD += _FRESH7_HEAD[_FRESH7_HEAD.index("Scenario counts:") :]


TASKS: list[RealTask] = [
    # filtering
    RealTask(
        "fresh11_filter_park_survey_unanswered",
        "filtering",
        "Quick one before the recreation model runs tonight: a visitor is only usable if they answered both the "
        "income question and the travel-time question. Could you drop everybody who left either of those blank?",
        "loomis",
        m_loomis,
        keep(lambda d: d["income"].notna() & d["travel"].notna()),
        "park_visitor_survey_complete.csv",
        "respondent",
        [("drop_missing", {"columns": ["income", "travel"]})],
        prep="300 of the 410 visitors drawn at random, kept in their order, numbered, the visits, sex, income band "
        "and travel band (the band dummies left out), as JSONL; the blanks are the dataset's own NA",
    ),
    RealTask(
        "fresh11_filter_maize_self_taller",
        "filtering",
        "In two of Darwin's maize pairs the self-fertilised plant finished taller than its cross-fertilised "
        "partner. Those go against the point of the handout, so please take them out and leave the other pairs "
        "as they are.",
        "ZeaMays",
        m_zeamays,
        keep(lambda d: d["cross"] >= d["self"]),
        "darwin_maize_pairs_handout.tsv",
        "pair",
        [("filter_rows", {"conditions": [{"column": "diff", "op": "<", "value": 0}], "action": "drop"})],
        prep="all 15 pairs with the dataset's own difference column",
    ),
    RealTask(
        "fresh11_filter_vocabulary_eighties",
        "filtering",
        "We are writing up the 1980s separately, so that decade has to come out of this vocabulary survey file. "
        "All the other survey years stay in.",
        "Vocab",
        m_vocab,
        keep(lambda d: ~d["year"].between(*EIGHTIES)),
        "vocabulary_survey_without_80s.jsonl",
        "respondent",
        [
            (
                "filter_rows",
                {"conditions": [{"column": "year", "op": "between", "value": EIGHTIES}], "action": "drop"},
            )
        ],
        prep="300 of the 21,638 respondents drawn at random, kept in their order, numbered, written as XLSX "
        "(the surveys of 1982, 1984, 1987, 1988 and 1989 fall in the 1980s)",
    ),
    # refinement
    RealTask(
        "fresh11_refine_autolander_error_codes",
        "refinement",
        "The error sizes in the autolander runs were keyed in by hand and the capitals went astray, so you now "
        "see lx, Mm, sS and the like. They are codes and should read LX, MM, SS or XL, all upper case.",
        "shuttle",
        m_shuttle,
        mapped("error", lambda v: str(v).upper()),
        "autolander_runs_clean.xlsx",
        "run",
        [("change_case", {"column": "error", "case": "upper"})],
        prep="all 256 conditions, numbered, written as TSV; 70% of the error-size codes re-typed by hand in lower "
        "or mixed case",
    ),
    RealTask(
        "fresh11_refine_country_name_spacing",
        "refinement",
        "Could you tidy up the country names in the political risk table? They were pasted in with extra spaces, "
        "some doubled between words and some stuck on the front or the end, and each should end up with single "
        "spaces between the words and nothing either side.",
        "PErisk",
        m_perisk,
        mapped("country", lambda v: " ".join(str(v).split())),
        "political_risk_1987_clean.tsv",
        "entry",
        [("normalize_whitespace", {"column": "country"})],
        prep="all 62 countries, numbered; 70% of the names re-spaced (noise.format_drift whitespace)",
    ),
    RealTask(
        "fresh11_refine_criminal_heights_metres",
        "refinement",
        "Macdonell recorded the criminals' heights in decimal feet, which means nothing to visitors. For the "
        "exhibition panel please give them in metres to two decimals, and leave the finger lengths and the counts "
        "alone.",
        "Macdonell",
        m_macdonell,
        mapped("height", lambda v: round(v * FOOT_IN_METRES, 2)),
        "criminal_heights_metres.csv",
        "cell",
        [("convert_unit", {"column": "height", "to_unit": "m", "default_unit": "ft", "round": 2})],
        prep="300 of the 301 non-empty cells of the height by finger table drawn at random, kept in their order, "
        "numbered, as JSONL",
    ),
    RealTask(
        "fresh11_refine_wheat_weeks_of_work",
        "refinement",
        "Playfair's chart is really about how long a mechanic had to work to buy a quarter of wheat. Please add a "
        "column named weeks_of_work with the wheat price divided by the weekly wage, to two decimal places; the "
        "last few years have no wage, so leave it empty for them.",
        "Wheat",
        m_wheat,
        e_wheat,
        "playfair_weeks_of_work.jsonl",
        "Year",
        kind="cells",
        prep="all 53 years, written as TSV (the last 3 have no wage, the dataset's own NA); no operator divides "
        "one column by another, so the ground truth is the pandas table",
    ),
    # imputation
    RealTask(
        "fresh11_impute_ome_group_not_assessed",
        "imputation",
        "Hearing tests: the OME grouping (low or high) was only assessed at 30 and 60 months, so tests at the "
        'other ages have nothing in that column. Please write "not assessed" into those empty cells so the pivot '
        "tables stop dropping them.",
        "OME",
        m_ome,
        lambda fr: one(fr).fillna({"OME": "not assessed"}),
        "hearing_tests_grouped.xlsx",
        "test",
        [("impute_constant", {"columns": ["OME"], "value": "not assessed"})],
        prep="300 of the 1097 tests drawn at random, kept in their order, numbered; the blank groups (tests at 7 "
        "and 18 months) are the dataset's own NA",
    ),
    RealTask(
        "fresh11_impute_wage_by_schooling",
        "imputation",
        "A number of hourly wages are missing from the 1976-82 earnings sample. For each gap, take the median wage "
        "of the other people with exactly the same years of schooling.",
        "Wages1",
        m_wages1,
        e_wages1,
        "earnings_sample_filled.csv",
        "worker",
        [("impute_groupwise", {"columns": ["wage"], "by": ["school"], "strategy": "median"})],
        prep="300 of the 3294 observations drawn at random, kept in their order, numbered, written as XLSX; 18 "
        "wages blanked by hand, each in a schooling group of 12 or more",
    ),
    RealTask(
        "fresh11_impute_nile_flow_midpoint",
        "imputation",
        "There are holes in the annual Nile flow series at Aswan, single years with no reading. Estimate each "
        "missing year as the midpoint between the flow the year before and the flow the year after, no rounding "
        "needed.",
        "Nile",
        m_nile,
        e_nile,
        "nile_flow_aswan_filled.tsv",
        "year",
        kind="cells",
        prep="all 100 years, as JSONL; 8 flows blanked by hand, never the first or last year nor two years running; "
        "no operator interpolates between neighbours, so the ground truth is the pandas table",
    ),
    # deduplication
    RealTask(
        "fresh11_dedup_grouse_altitude_by_location",
        "deduplication",
        "Altitude belongs to the location, so every chick caught at the same location must have the same "
        "altitude, yet in the grouse tick counts a few rows disagree with the rest of their location. Overwrite "
        "those with the altitude that the majority of that location's rows have.",
        "grouseticks",
        m_grouse,
        e_grouse,
        "grouse_tick_counts_fixed.jsonl",
        "INDEX",
        [
            (
                "enforce_functional_dependency",
                {"determinant": ["LOCATION"], "dependent": "HEIGHT", "action": "fix"},
            )
        ],
        prep="300 of the 403 chicks drawn at random, kept in their order, 6 of the 7 columns (the centred height "
        "left out); in 12 locations with four or more chicks one altitude changed by hand by 10 to 100 metres",
    ),
    RealTask(
        "fresh11_dedup_approval_first_entry",
        "deduplication",
        "Some months of the presidential approval sheet have a second row because a revised average was keyed in "
        "afterwards. We always report the figure that was entered first, so keep a single row for each month, the "
        "one with the earliest entry date.",
        "approval",
        m_approval,
        e_approval,
        "presidential_approval_first.csv",
        None,
        [("dedup_key", {"key": APPROVAL_KEY, "keep": "earliest", "order_by": "entered"})],
        prep="all 65 months 2001-2006, the month, year and three shares; an entry date 1-10 days after each month "
        "invented by hand, and 13 revised rows (approval and disapproval 0.5-3 points higher or lower, unsure "
        "the rest, entered 5-40 days later) each just before or after its first entry, written as TSV",
    ),
    RealTask(
        "fresh11_dedup_somerville_complete_copy",
        "deduplication",
        "About a dozen of the Lake Somerville respondents went in twice, once from the full questionnaire and "
        "once from a photocopy where some answers were illegible and left blank. Keep the complete version of each "
        "and get rid of the copy with the gaps.",
        "Somerville",
        m_somerville,
        e_somerville,
        "lake_somerville_survey_unique.xlsx",
        "respondent",
        kind="removal",
        prep="250 of the 659 households drawn at random, kept in their order, numbered, as JSONL; 14 of them "
        "copied by hand with one to three answers blanked, each copy just before or after its original; no "
        "operator keeps the fuller of two records, so the ground truth is the pandas table",
    ),
    # integration
    RealTask(
        "fresh11_integrate_state_capital_output",
        "integration",
        "I have the state capital stock figures for 1981 to 1986 in one file and gross state product, employment "
        "and unemployment in another. Can you combine them into one table, one row per state and year? Keep a "
        "state-year even if only one of the files has it, with the other file's columns left empty.",
        "Produc",
        m_produc,
        e_produc,
        "state_capital_output.xlsx",
        None,
        [("join_composite", {"keys": PRODUC_KEYS, "how": "outer"})],
        prep="the 288 state-years of 1981-1986, split into a capital file (the four capital stocks and their "
        "total) without 5 state-years and a JSONL output file (gross state product, employment, unemployment "
        "rate) without 6 others, with year before state, shuffled",
    ),
    RealTask(
        "fresh11_integrate_plant_growth_sheets",
        "integration",
        "Thanks for chasing the lab! They sent the dried plant weights as three sheets, the control plants and the "
        "two treatments, and I'd like them as one list with a column called group that reads control, treatment 1 "
        "or treatment 2.",
        "PlantGrowth",
        m_plants,
        e_plants,
        "plant_weights_all.tsv",
        None,
        [("union_align", {"source_column": "group", "source_names": list(PLANT_GROUPS.values())})],
        prep="all 30 plants split by group into a CSV, a TSV and a JSONL file (columns in the other order) of 10 "
        "weights each, numbered within the sheet, the group column left out",
    ),
    RealTask(
        "fresh11_integrate_profit_revisions",
        "integration",
        "The BEA has since revised financial-sector profits for most years, and domestic and total corporate "
        "profits moved with them; the revisions file holds just those three figures by year. Please bring our "
        "profits table up to date with the revised numbers for every year that file covers; the list of years "
        "stays exactly as it is.",
        "USFinanceIndustry",
        m_profits,
        e_profits,
        "corporate_profits_revised.jsonl",
        None,
        [("join_composite", {"keys": ["year"], "how": "left", "conflict": "right"})],
        prep="the 83 years 1929-2011 (2012 has no figures), 6 of the 7 columns (the finance share left out), "
        "written as XLSX; a CSV of 66 of them (80%) with financial profits revised by hand by 0.1-2 billion and "
        "domestic and total profits by the same amount, shuffled",
    ),
    # labeling
    RealTask(
        "fresh11_label_political_knowledge_three",
        "labeling",
        "Interviewers graded each respondent's grasp of politics on five steps, from very low to very high. For "
        "the briefing I need it in three: a new knowledge column with low for the two low grades, high for the two "
        "high ones, and average for average.",
        "politicalInformation",
        m_polinfo,
        labelled("knowledge", _knowledge),
        "election_interviews_knowledge.csv",
        "respondent",
        [
            (
                "label_rules",
                {
                    "column": "y",
                    "target": "knowledge",
                    "rules": [
                        {"pattern": "Low$", "label": "low"},
                        {"pattern": "^Average$", "label": "average"},
                        {"pattern": "High$", "label": "high"},
                    ],
                    "default": "unknown",
                },
            )
        ],
        target="knowledge",
        prep="300 of the 1800 rated respondents drawn at random, kept in their order, numbered, as JSONL",
    ),
    RealTask(
        "fresh11_label_free_lunch_support",
        "labeling",
        "Who gets tutoring first? Children on free lunch who were in a regular class without an aide are priority, "
        "the other free-lunch children are monitor, and everyone else is standard; please put this in a support "
        "column on the class-size file.",
        "Star",
        m_star,
        labelled("support", _support),
        "class_size_support.tsv",
        "pupil",
        [
            (
                "label_conditions",
                {
                    "target": "support",
                    "cases": [
                        {
                            "label": "priority",
                            "conditions": [
                                {"column": "freelunk", "op": "==", "value": "yes"},
                                {"column": "classk", "op": "==", "value": "regular"},
                            ],
                        },
                        {
                            "label": "monitor",
                            "conditions": [{"column": "freelunk", "op": "==", "value": "yes"}],
                        },
                    ],
                    "default": "standard",
                },
            )
        ],
        target="support",
        prep="300 of the 5748 pupils drawn at random, kept in their order, numbered",
    ),
    RealTask(
        "fresh11_label_jevons_guesses",
        "labeling",
        "Jevons guessed at a glance how many beans had landed in the box and then counted them. Add a column named "
        "guess saying over where his estimate was above the true count, under where it was below, and exact where "
        "he got it right.",
        "Jevons",
        m_jevons,
        labelled("guess", _guess),
        "jevons_bean_guesses.jsonl",
        "trial",
        [
            (
                "label_conditions",
                prefix_conditions("guess", [("over", "error", "<", 0), ("under", "error", ">", 0)], "exact"),
            )
        ],
        target="guess",
        prep="all 50 actual and estimated count pairs with their frequency and the dataset's own error column "
        "(actual less estimated), numbered, written as XLSX",
    ),
    # DAG-level
    RealTask(
        "fresh11_dag_coal_dates_window",
        "refinement",
        "Please first rewrite every date in the coal-mining disasters list as year-month-day, like 1851-03-15, "
        "since they were typed in all sorts of styles. Then cut the list down to the disasters from 1875 through "
        "1899.",
        "coal",
        m_coal,
        e_coal,
        "coal_mine_disasters_1875_1899.jsonl",
        "disaster",
        [
            ("standardize_date", {"column": "date", "format": "%Y-%m-%d"}),
            (
                "filter_rows",
                {
                    "conditions": [{"column": "date", "op": "between", "value": DISASTER_WINDOW}],
                    "action": "keep",
                },
            ),
        ],
        prep="all 191 explosions, numbered, the decimal year written as the calendar day it falls on (the "
        "fraction of the year's days, rounded down); 60% of the dates rewritten by hand in other styles, "
        "month-first slashes and day-first dots only for days after the 12th",
        level="dag",
    ),
    RealTask(
        "fresh11_dag_old_maps_cartographers",
        "integration",
        "The map readings only carry a map number, while the map list says which cartographer drew each map and "
        "when. Bring the cartographer and the year across to the readings, then drop the rows for the modern "
        "reference positions (entered as Actual, with no year), since we only compare the old maps.",
        "OldMaps",
        m_oldmaps,
        e_oldmaps,
        "old_map_readings_named.csv",
        "reading",
        [
            ("join_composite", {"left_keys": ["map"], "right_keys": ["number"], "how": "left"}),
            (
                "filter_rows",
                {"conditions": [{"column": "cartographer", "op": "==", "value": "Actual"}], "action": "drop"},
            ),
        ],
        prep="the 300 readings of points 1-25 on the 12 columns of the table (11 maps and the actual position), "
        "numbered, split into a TSV of point, map number, latitude and longitude and a CSV map list of number, "
        "cartographer and year",
        level="dag",
    ),
    RealTask(
        "fresh11_dag_doctor_pasted_then_median",
        "deduplication",
        "Somebody pasted a block of the doctor-visit survey in a second time at the bottom, so those people are in "
        "it twice; take the repeats out first. After that, give every blank access score the median access score "
        "of the rest.",
        "Doctor",
        m_doctor,
        e_doctor,
        "doctor_visits_clean.tsv",
        "person",
        [
            ("dedup_exact", {}),
            ("impute_statistic", {"columns": ["access"], "strategy": "median"}),
        ],
        prep="250 of the 485 people drawn at random, kept in their order, numbered, written as XLSX; 6% of the "
        "access scores blanked (noise.missing_cells), then a run of 20 rows appended again at the end",
        level="dag",
    ),
]


build_suite, main = suite_commands(TASKS, FRESH11_DIR, SEED, sources=SOURCES, head=README_HEAD)


if __name__ == "__main__":
    main()
