"""Builds the twenty-third held-out governance suite on real tables (``suites/govbench_real_fresh23``).

The recipe of ``real_fresh20.py`` and the sets before it: 22 R datasets that no earlier real-table suite
touches (nor the same data under another name), cut small and made dirty only where the scenario needs it, one
request each written the way a business user writes an e-mail, and ground truth from a reference pipeline
checked against a plain-pandas reading. This set draws only on datasets whose names start with a letter from A
to L, so that it cannot meet the twenty-fourth set, written at the same time from the second half of the
alphabet. The requests were written blind to the governance agent's reader and planner: the suite measures
generalisation and is never a source of rules.

    python -m dataagents.governance.builders.real_fresh23 [OUT_DIR] [task_id,...]
"""

from __future__ import annotations

import random

import pandas as pd

from dataagents.governance.builders.real import (
    Frames,
    RealTask,
    keep,
    labelled,
    numbered,
    one,
    r_data,
    suite_commands,
)
from dataagents.governance.builders.real_fresh import named, prefix_conditions
from dataagents.governance.builders.real_fresh2 import _CAR, _ECDAT, _MASS, _shuffled
from dataagents.governance.builders.real_fresh3 import _GPL2_3, _HISTDATA, _HSAUR
from dataagents.governance.builders.real_fresh4 import _VCD
from dataagents.governance.builders.real_fresh7 import _GPL2_LATER, _ROBUSTBASE
from dataagents.governance.builders.real_fresh11 import _BOOT, _ZELIG
from dataagents.governance.builders.real_fresh12 import _KMSURV
from dataagents.governance.builders.real_fresh15 import FRESH15_DIR, _blank
from dataagents.governance.builders.real_fresh15 import README_HEAD as _FRESH15_HEAD
from dataagents.governance.builders.real_fresh17 import _GPL3_LATER
from dataagents.governance.builders.real_fresh18 import _CLUSTER, _DATASETS, _GAP

SEED = 20270106
FRESH23_DIR = FRESH15_DIR.parent / "govbench_real_fresh23"

SOURCES: dict[str, str] = {
    "clouds": f"{_HSAUR}; Woodley, Simpson, Biondini & Berkeley 1977 via Cook & Weisberg 1980, Florida Area "
    "Cumulus Experiment 1975, seeding, day of the experiment, suitability criterion, radar cloud cover, "
    f"prewetness, radar echo motion and rainfall of 24 days), {_GPL2_3}",
    "foster": f"{_HSAUR}; Hand et al. 1994, foster feeding experiment with rats, genotype of the litter and of "
    f"the mother that reared it and weight of 61 litters), {_GPL2_3}",
    "bcdeter": f"{_KMSURV}; Beadle et al. 1984, visits in months bracketing the onset of breast retraction of 95 "
    f"women with early breast cancer treated by radiotherapy alone or with chemotherapy), {_GPL3_LATER}",
    "alcohol": f"{_ROBUSTBASE}; Romanelli et al. 2001 via Maronna, Martin & Yohai 2006, solubility in water and "
    f"six molecular descriptors of 44 aliphatic alcohols), {_GPL2_LATER}",
    "cloth": f"{_BOOT}; Bissell 1972 via Davison & Hinkley 1997, length and number of flaws of 32 rolls of "
    "cloth), licence Unlimited",
    "hoff": f"{_ZELIG}; King & Laver 1993, US social security spending as a share of the budget lagged two "
    "years, mentions of social justice in the Democratic and Republican platforms and the president's party, "
    f"1948-1983), {_GPL2_LATER}",
    "lukas": f"{_GAP}; Lukas Keller, a multi-generational pedigree of 85 individuals with their father, mother "
    f"and sex), {_GPL2_LATER}",
    "calcium": f"{_BOOT}; Rawlings 1988 via Davison & Hinkley 1997, Howard Grimes's calcium uptake of plant "
    "cells after nine suspension times, three replicates each), licence Unlimited",
    "gravity": f"{_BOOT}; Cressie 1982 via Davison & Hinkley 1997, National Bureau of Standards estimates of the "
    "acceleration due to gravity at Washington in eight experiments, May 1934 - July 1935, 81 readings), "
    "licence Unlimited",
    "agriculture": f"{_CLUSTER}; Eurostat 1994, GNP per head and percentage of the population working in "
    f"agriculture of the 12 countries of the European Union, 1993), {_GPL2_LATER}",
    "cloud": f"{_ROBUSTBASE}; Draper & Smith 1969 via Rousseeuw & Leroy 1987, cloud point of a liquid at 19 "
    f"percentages of I-8 in three runs), {_GPL2_LATER}",
    "anscombe": f"{_DATASETS}; Anscombe 1973, four sets of 11 x-y pairs with the same means, variances, "
    f"correlation and regression line), {_GPL2_3}",
    "aspirin": f"{_HSAUR}; Fleiss 1993, deaths and patients in the placebo and aspirin arms of seven trials of "
    f"aspirin after myocardial infarction), {_GPL2_3}",
    "ducks": f"{_BOOT}; Sharpe & Johnsgard 1966 via Larsen & Marx 1986, plumage and behaviour indices of 11 "
    "second-generation mallard x pintail hybrid drakes), licence Unlimited",
    "bankingCrises": f"{_ECDAT}; Reinhart & Rogoff 2009, whether each of 70 countries had a banking crisis in "
    f"each year 1800-2010), {_GPL2_LATER}",
    "CushnyPeebles": f"{_HISTDATA}; Cushny & Peebles 1905 via Senn & Richardson 1994, mean hours of sleep of 11 "
    "patients without a hypnotic and after L-hyoscyamine, L-hyoscine and DL-hyoscine), licence GPL",
    "eagles": f"{_MASS}; Knight & Skagen 1988, 160 attempts by wintering bald eagles in Washington State to "
    "steal a salmon from another eagle, by size and age of the pirate and size of the victim, 8 cells), "
    f"{_GPL2_3}",
    "DavisThin": f"{_CAR}; Davis, Claridge & Cerullo 1997, the seven items of a drive for thinness scale "
    f"answered by 191 people), {_GPL2_LATER}",
    "flower": f"{_CLUSTER}; Struyf, Hubert & Rousseeuw 1996, winter hardiness, shade, tubers, colour, soil, "
    f"preference rank, height and spacing of 18 popular garden flowers), {_GPL2_LATER}",
    "galaxies": f"{_MASS}; Postman, Huchra & Geller 1986 via Roeder 1990, velocities in km/s of 82 galaxies of "
    f"the Corona Borealis region), {_GPL2_3}",
    "allograft": f"{_KMSURV}; Batchelor & Hackett 1970, days to rejection of 34 skin grafts on 16 burn "
    f"patients by closeness of the HLA match), {_GPL3_LATER}",
    "BrokenMarriage": f"{_VCD}; Andersen 1991, Danish Welfare Study, broken marriages or permanent relationships "
    "by gender and social rank, 20 cells), licence GPL-2",
}


def _near_themselves(df: pd.DataFrame, picks: list[int], rng: random.Random) -> pd.DataFrame:
    """``df`` with the rows at ``picks`` written again right after themselves or a row or two further on."""
    rows = [r for _, r in df.iterrows()]
    for i in sorted(picks, reverse=True):
        rows.insert(i + 1 + rng.randrange(0, 3), df.iloc[i])
    return pd.DataFrame(rows).reset_index(drop=True).astype(df.dtypes.to_dict())


# ---- filtering ----------------------------------------------------------------------------------------
MOST_CLOUD_PCT = 10


def m_clouds(rng):
    return {"florida_seeding_days.jsonl": r_data("clouds").reset_index(drop=True)}


def m_foster(rng):
    return {"rat_foster_feeding.csv": numbered(r_data("foster"), "litter")}


def m_bcdeter(rng):
    return {"breast_retraction_visits.xlsx": numbered(r_data("bcdeter"), "patient")}


# ---- deduplication and consistency --------------------------------------------------------------------
def m_alcohol(rng):
    df = numbered(r_data("alcohol"), "compound")
    return {"alcohol_solubility.tsv": _near_themselves(df, rng.sample(range(len(df) - 1), 8), rng)}


def e_alcohol(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    return df[~df.duplicated(keep="first")].reset_index(drop=True)


def m_cloth(rng):
    df = numbered(r_data("cloth"), "roll")
    rows = [r for _, r in df.iterrows()]
    # seven rolls inspected a second time, logged further down with another count of flaws
    for i in sorted(rng.sample(range(len(df) - 1), 7), reverse=True):
        again = df.iloc[i].copy()
        again["y"] = max(0, int(again["y"]) + rng.choice([-3, -2, -1, 1, 2, 3]))
        rows.insert(rng.randrange(i + 1, len(rows) + 1), again)
    return {
        "cloth_roll_inspections.csv": pd.DataFrame(rows).reset_index(drop=True).astype(df.dtypes.to_dict())
    }


def e_cloth(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    return df[~df.duplicated(subset=["roll"], keep="first")].reset_index(drop=True)


def m_hoff(rng):
    df = r_data("hoff").reset_index(drop=True)
    start = pd.Timestamp("2024-01-08")
    df["issued"] = [start + pd.Timedelta(days=rng.randrange(0, 50)) for _ in range(len(df))]
    # eight years issued again later with the spending share revised
    again = df.iloc[sorted(rng.sample(range(len(df)), 8))].copy()
    again["issued"] = [d + pd.Timedelta(days=rng.randrange(20, 120)) for d in again["issued"]]
    again["L2SocSec"] = [
        round(v + rng.choice([-1, 1]) * rng.uniform(0.05, 0.6), 2) for v in again["L2SocSec"]
    ]
    out = _shuffled(pd.concat([df, again], ignore_index=True), rng)
    out["issued"] = [d.strftime("%Y-%m-%d") for d in out["issued"]]
    return {"social_security_share.xlsx": numbered(out, "line")}


def e_hoff(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    latest = df.groupby("year")["issued"].transform("max")
    return df[df["issued"] == latest].reset_index(drop=True)


SEX_WORDS = {"F": "female", "M": "male"}


def m_lukas(rng):
    df = r_data("lukas").reset_index(drop=True)
    return {"pedigree_export.jsonl": _near_themselves(df, rng.sample(range(len(df) - 1), 12), rng)}


def e_lukas(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df = df[~df.duplicated(keep="first")].reset_index(drop=True)
    df["sex"] = df["sex"].map(SEX_WORDS)
    return df


# ---- imputation ---------------------------------------------------------------------------------------
def m_calcium(rng):
    df = numbered(r_data("calcium"), "sample")
    # the time is written on the first of each three replicates only, as on the lab sheet
    df["time"] = df["time"].where(df["time"] != df["time"].shift())
    return {"calcium_uptake.xlsx": df}


def e_calcium(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["time"] = df["time"].ffill()
    return df


def m_gravity(rng):
    df = numbered(r_data("gravity"), "reading")
    # ten readings lost, never more than two of one experiment
    per_series = {s: rng.sample(list(df.index[df["series"] == s]), 2) for s in sorted(df["series"].unique())}
    lost = [i for s in rng.sample(sorted(per_series), 5) for i in per_series[s]]
    return {"gravity_pendulum_1934.csv": _blank(df, "g", set(lost))}


def e_gravity(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["g"] = df["g"].fillna(df.groupby("series")["g"].transform("median"))
    return df


# the twelve member states of 1993 as Eurostat codes them
EU12 = {
    "B": "Belgium",
    "DK": "Denmark",
    "D": "Germany",
    "GR": "Greece",
    "E": "Spain",
    "F": "France",
    "IRL": "Ireland",
    "I": "Italy",
    "L": "Luxembourg",
    "NL": "Netherlands",
    "P": "Portugal",
    "UK": "United Kingdom",
}


def m_agriculture(rng):
    df = named(r_data("agriculture"), "country").rename(columns={"x": "gnp", "y": "agriculture_pct"})
    eurostat = pd.DataFrame(
        {"name": [EU12[c] for c in df["country"]], "code": df["country"], "gnp_per_capita": df["gnp"]}
    )
    sheet = _blank(df.copy(), "gnp", set(rng.sample(range(len(df)), 5)))
    return {
        "eu_farm_workforce_1993.tsv": sheet,
        "eurostat_gnp_1993.xlsx": eurostat.sort_values("name").reset_index(drop=True),
    }


def e_agriculture(frames: Frames) -> pd.DataFrame:
    sheet, eurostat = (f.copy() for f in frames.values())
    gnp = dict(zip(eurostat["code"], eurostat["gnp_per_capita"], strict=True))
    sheet["gnp"] = sheet["gnp"].fillna(sheet["country"].map(gnp))
    return sheet


def m_cloud(rng):
    df = r_data("cloud").reset_index(drop=True)
    # the percentages start again from 0 in each of the three runs
    df.insert(0, "run", (df["Percentage"] <= df["Percentage"].shift(fill_value=-1)).cumsum() + 1)
    df = numbered(df, "reading")
    inside = [
        i for i in range(1, len(df) - 1) if df.at[i - 1, "run"] == df.at[i, "run"] == df.at[i + 1, "run"]
    ]
    gone: set[int] = set()
    for i in rng.sample(inside, len(inside)):
        if len(gone) < 5 and i - 1 not in gone and i + 1 not in gone:
            gone.add(i)
    return {"cloud_point_runs.jsonl": _blank(df, "CloudPoint", gone)}


def e_cloud(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["CloudPoint"] = df.groupby("run")["CloudPoint"].transform(lambda s: s.interpolate(method="linear"))
    return df


# ---- integration --------------------------------------------------------------------------------------
ANSCOMBE_FILES = ["anscombe_set1.csv", "anscombe_set2.tsv", "anscombe_set3.xlsx", "anscombe_set4.jsonl"]


def m_anscombe(rng):
    df = r_data("anscombe").reset_index(drop=True)
    return {
        name: df[[f"x{i}", f"y{i}"]].set_axis(["x", "y"], axis=1) for i, name in enumerate(ANSCOMBE_FILES, 1)
    }


def e_anscombe(frames: Frames) -> pd.DataFrame:
    return pd.concat([f.assign(set=i) for i, f in enumerate(frames.values(), 1)], ignore_index=True)


# the seven trials of Fleiss 1993 as the meta-analysis names them
TRIALS = {
    "Elwoodetal1974": "Elwood et al. 1974",
    "Coronary1976": "Coronary Drug Project 1976",
    "ElwoodSweetman1979": "Elwood & Sweetman 1979",
    "Breddinetal1979": "Breddin et al. 1979",
    "Persantine1980": "PARIS 1980",
    "Aspirin1980": "AMIS 1980",
    "ISIS21988": "ISIS-2 1988",
}


def m_aspirin(rng):
    df = r_data("aspirin")
    df.insert(0, "trial", [TRIALS[k.split(":")[1].rstrip("}")] for k in df.index])
    df = df.reset_index(drop=True)
    placebo = df[["trial", "dp", "tp"]].set_axis(["trial", "placebo_deaths", "placebo_patients"], axis=1)
    aspirin = df[["trial", "da", "ta"]].set_axis(["study", "aspirin_deaths", "aspirin_patients"], axis=1)
    return {"placebo_arms.csv": placebo, "aspirin_arms.jsonl": _shuffled(aspirin, rng)}


def e_aspirin(frames: Frames) -> pd.DataFrame:
    placebo, aspirin = frames.values()
    return placebo.merge(aspirin, left_on="trial", right_on="study").drop(columns="study")


def m_ducks(rng):
    df = numbered(r_data("ducks"), "duck")
    # two drakes were never watched in the field
    watched = df.drop(index=rng.sample(range(len(df)), 2))
    return {
        "duck_plumage_panel.xlsx": df[["duck", "plumage"]],
        "duck_behaviour_notes.tsv": _shuffled(watched[["duck", "behaviour"]], rng),
    }


def e_ducks(frames: Frames) -> pd.DataFrame:
    plumage, behaviour = frames.values()
    return plumage.merge(behaviour, on="duck", how="inner")


AMERICAS = ["Argentina", "Brazil", "Chile", "Colombia", "Mexico", "US"]
EUROPE = ["Denmark", "Germany", "Norway", "Spain", "Sweden", "UK"]
FIRST_YEAR, FROM_YEAR = 1946, 1971


def m_banking(rng):
    df = r_data("bankingCrises")
    df = df[df["year"] >= FIRST_YEAR].reset_index(drop=True)
    df[AMERICAS + EUROPE] = df[AMERICAS + EUROPE].astype(int)
    return {
        "banking_crises_americas.csv": df[["year", *AMERICAS]],
        "banking_crises_europe.xlsx": df[["year", *EUROPE]],
    }


def e_banking(frames: Frames) -> pd.DataFrame:
    americas, europe = frames.values()
    out = americas.merge(europe, on="year")
    return out[out["year"] >= FROM_YEAR].reset_index(drop=True)


# ---- labeling -----------------------------------------------------------------------------------------
def m_cushny(rng):
    return {"hyoscine_sleep_hours.csv": numbered(r_data("CushnyPeebles"), "patient")}


def _better(r: pd.Series) -> str:
    if r["L_hyoscine"] > r["DL_hyoscine"]:
        return "L"
    return "DL" if r["L_hyoscine"] < r["DL_hyoscine"] else "tie"


BETTER_CASES = [
    {"label": "L", "conditions": [{"column": "L_hyoscine", "op": ">", "other": "DL_hyoscine"}]},
    {"label": "DL", "conditions": [{"column": "L_hyoscine", "op": "<", "other": "DL_hyoscine"}]},
]


def m_eagles(rng):
    return {"eagle_piracy_attempts.tsv": numbered(r_data("eagles"), "group")}


def _verdict(r: pd.Series) -> str:
    return "success" if r["y"] > r["n"] / 2 else "failure"


VERDICT_CASES = [
    {"label": "success", "conditions": [{"column": "y", "op": ">", "other": "n", "times": 0.5}]},
]

THINNESS_ITEMS = [f"DT{i}" for i in range(1, 8)]
HIGH_TOTAL, MODERATE_TOTAL = 15, 5


def m_davisthin(rng):
    return {"drive_for_thinness_items.csv": numbered(r_data("DavisThin"), "respondent")}


def e_davisthin(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["total"] = df[THINNESS_ITEMS].sum(axis=1)
    df["level"] = [
        "high" if t >= HIGH_TOTAL else "moderate" if t >= MODERATE_TOTAL else "low" for t in df["total"]
    ]
    return df


# ---- refinement ---------------------------------------------------------------------------------------
FLOWER_COLUMNS = ["winters", "shadow", "tubers", "color", "soil", "preference", "height", "distance"]
COLOURS = {"1": "white", "2": "yellow", "3": "pink", "4": "red", "5": "blue"}


def m_flower(rng):
    df = r_data("flower").set_axis(FLOWER_COLUMNS, axis=1)
    return {"garden_flowers.xlsx": numbered(df, "flower")}


def e_flower(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["color"] = [COLOURS[str(v)] for v in df["color"]]
    return df


def _typed_velocity(v: int, rng: random.Random) -> str:
    """A velocity as it was pasted: with a thousands comma, a km/s tag, or both."""
    return rng.choice([f"{v:,} km/s", f"{v:,}", f"{v} km/s"])


def m_galaxies(rng):
    df = numbered(r_data("galaxies").rename(columns={"x": "velocity"}), "galaxy")
    df["velocity"] = [_typed_velocity(int(v), rng) for v in df["velocity"]]
    return {"corona_borealis_galaxies.csv": df}


def e_galaxies(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["velocity"] = [float(str(v).replace("km/s", "").replace(",", "").strip()) for v in df["velocity"]]
    return df


def m_allograft(rng):
    return {"skin_graft_log.tsv": numbered(r_data("allograft"), "graft")}


def e_allograft(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["time"] = (df["time"] / 7).round(1)
    return df


def _lowered(numeral: str, rng: random.Random) -> str:
    """A roman numeral typed again with at least one letter in lower case."""
    forms = {
        "".join(c.lower() if (m >> k) & 1 else c for k, c in enumerate(numeral))
        for m in range(1, 2 ** len(numeral))
    }
    return rng.choice(sorted(forms))


def m_brokenmarriage(rng):
    df = numbered(r_data("BrokenMarriage"), "cell")
    df["rank"] = [_lowered(v, rng) for v in df["rank"]]
    return {"danish_broken_marriages.jsonl": df}


def e_brokenmarriage(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["rank"] = df["rank"].str.upper()
    return df


README_HEAD = """# GovBench real-table held-out suite, twenty-third set

{n} governance tasks on real public tables that none of the development suite (`govbench_real`) and the
twenty-two earlier held-out suites (`govbench_real_fresh` to `govbench_real_fresh22`) uses, nor the same data
under another name; it was written at the same time as the twenty-fourth set and takes only datasets whose names
begin with a letter from A to L, the twenty-fourth the others. The requests read like e-mails and chat messages
from different people to a data person, of varied length and build; columns are named by what they hold or by a
synonym rather than by their header, and details a colleague would take for granted are left out. Built by
`python -m dataagents.governance.builders.real_fresh23 [OUT]` (deterministic, seed {seed}).

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
README_HEAD += _FRESH15_HEAD[
    _FRESH15_HEAD.index("How each task is built") : _FRESH15_HEAD.index("Everyday requests")
].replace("govbench_real_fresh15", "govbench_real_fresh23")
README_HEAD += """\
Everyday requests covered: days dropped past a cloud cover given as a fraction over a column in percent, litters
kept when two columns differ, and patients kept only when an event was seen; rows pasted twice kept once, the
first of two inspections of a roll kept, and the most recently issued row of each year kept; a value written only
on the first row of its block filled down, blanks filled with the median of the same experiment, blanks taken from
a second table matched on a code, and gaps filled on a straight line within a run; four files stacked with a
column numbering them, two files with differently named keys joined one row per trial, and two lists joined
keeping only the rows in both; the bigger of two columns named in a label, and a label from one count against half
of another; codes written as the words given, numbers with thousands commas and a unit tag made plain, days given
in weeks, and numerals in every capitalisation made capitals; and three pipelines: repeated people removed before
a code is spelled out, two sheets joined before the earlier years are dropped, and seven items added up before the
total is banded.

Sources: R datasets from the packages `HSAUR`, `KMsurv`, `robustbase`, `boot`, `Zelig`, `gap`, `cluster`,
`datasets`, `Ecdat`, `HistData`, `MASS`, `car` and `vcd`, as shipped by the Python package `pydataset` (which
bundles the Rdatasets collection); each table's reference and licence is in the table below and in its task's
`provenance`. The doubled rows in `fresh23_dedup_alcohol_pasted_twice` and `fresh23_dag_pedigree_listed_twice`,
the second inspections in `fresh23_dedup_cloth_first_inspection`, the reissues and issue dates in
`fresh23_dedup_social_security_reissued`, the times left off the replicate rows in
`fresh23_impute_calcium_times_down`, the Eurostat lookup in `fresh23_impute_gnp_from_eurostat` (the table's own
figures with the country names written by hand), the trial names in `fresh23_integrate_aspirin_trial_arms` (from
their citations), the two drakes missing from the field notes in `fresh23_integrate_duck_scores`, the typed
velocities in `fresh23_refine_galaxy_velocity_text`, the lower-case numerals in
`fresh23_refine_social_rank_capitals`, the split of tables into several files and the blanked cells are invented
by hand; the run numbers in `fresh23_impute_cloud_point_line` are read from where the percentages start again.

"""
README_HEAD += _FRESH15_HEAD[_FRESH15_HEAD.index("Scenario counts:") :]


TASKS: list[RealTask] = [
    # filtering
    RealTask(
        "fresh23_filter_clouds_overcast_days",
        "filtering",
        "Weather modification team here. For the Florida seeding analysis, leave out the days when more than a "
        "tenth of the target area was under cloud on the radar.",
        "clouds",
        m_clouds,
        keep(lambda d: d["cloudcover"] <= MOST_CLOUD_PCT),
        "florida_seeding_days_clearer.csv",
        "time",
        [("filter_value", {"column": "cloudcover", "op": "<=", "value": MOST_CLOUD_PCT})],
        prep="all 24 days, as JSONL",
    ),
    RealTask(
        "fresh23_filter_cross_fostered_litters",
        "filtering",
        "From the rat foster-feeding trial I only want the litters that were reared by a mother of a different "
        "genotype from their own; please drop the rest.",
        "foster",
        m_foster,
        keep(lambda d: d["litgen"] != d["motgen"]),
        "rat_litters_cross_fostered.xlsx",
        "litter",
        [("consistency_rules", {"rules": [{"left": "litgen", "op": "!=", "right_column": "motgen"}]})],
        prep="all 61 litters, numbered, as CSV",
    ),
    RealTask(
        "fresh23_filter_retraction_observed",
        "filtering",
        "For the cosmetic outcome paper we can only use women in whom breast retraction actually showed up during "
        "follow-up. Anyone still without it at her last visit should come out of the sheet.",
        "bcdeter",
        m_bcdeter,
        keep(lambda d: d["upper"].notna()),
        "breast_retraction_observed.tsv",
        "patient",
        [("filter_value", {"column": "upper", "op": "not_null"})],
        prep="all 95 women as shipped, numbered, as XLSX; the blank upper limits are the dataset's own NA",
    ),
    # deduplication and consistency
    RealTask(
        "fresh23_dedup_alcohol_pasted_twice",
        "deduplication",
        "Some rows of the alcohol solubility sheet got pasted in twice when we merged the lab notebooks. Keep just "
        "one copy of each compound.",
        "alcohol",
        m_alcohol,
        e_alcohol,
        "alcohol_solubility_clean.jsonl",
        "compound",
        [("dedup_exact", {"keep": "first"})],
        prep="all 44 alcohols, numbered; 8 of them written again by hand right after or near themselves, as TSV",
    ),
    RealTask(
        "fresh23_dedup_cloth_first_inspection",
        "deduplication",
        "A few rolls of cloth went through the flaw inspection twice and both counts were logged. Only the first "
        "inspection of each roll should count.",
        "cloth",
        m_cloth,
        e_cloth,
        "cloth_rolls_first_inspection.tsv",
        "roll",
        [("dedup_key", {"key": ["roll"], "keep": "first"})],
        prep="all 32 rolls, numbered; 7 of them logged again by hand at a random later place with the flaw count "
        "1-3 higher or lower, as CSV",
    ),
    RealTask(
        "fresh23_dedup_social_security_reissued",
        "deduplication",
        "The budget office reissued the social security share for several years, so those years now show up more "
        "than once. For each year, keep whichever row was issued most recently.",
        "hoff",
        m_hoff,
        e_hoff,
        "social_security_share_current.csv",
        "line",
        [("dedup_keep_latest", {"key": ["year"], "timestamp": "issued"})],
        prep="all 36 years with a made-up issue date in January or February 2024; 8 years issued again 20-119 "
        "days later with the lagged spending share moved by 0.05-0.6 points, shuffled, numbered, as XLSX",
    ),
    # imputation
    RealTask(
        "fresh23_impute_calcium_times_down",
        "imputation",
        "In the calcium uptake sheet the suspension time was only written on the first of each set of three "
        "replicates. Please fill it in on the other two rows.",
        "calcium",
        m_calcium,
        e_calcium,
        "calcium_uptake_complete.csv",
        "sample",
        [("forward_fill", {"columns": ["time"]})],
        prep="all 27 samples in their order, numbered, as XLSX; the time left blank by hand on the second and "
        "third replicate of each time",
    ),
    RealTask(
        "fresh23_impute_gravity_series_median",
        "imputation",
        "Ten of the pendulum estimates of g from the 1934-35 Bureau of Standards runs are missing. Put in the "
        "median of the other estimates from the same experiment.",
        "gravity",
        m_gravity,
        e_gravity,
        "gravity_pendulum_1934_filled.jsonl",
        "reading",
        [("impute_groupwise", {"columns": ["g"], "by": ["series"], "strategy": "median"})],
        prep="all 81 readings, numbered, as CSV; 10 estimates blanked by hand, two in each of five experiments",
    ),
    RealTask(
        "fresh23_impute_gnp_from_eurostat",
        "imputation",
        "Our EU farm workforce sheet is missing GNP per head for a few countries. The Eurostat table I attached "
        "has it, so copy those figures across, matching on the country code.",
        "agriculture",
        m_agriculture,
        e_agriculture,
        "eu_farm_workforce_1993_complete.csv",
        "country",
        [
            (
                "fill_from_table",
                {"keys": ["country"], "other_keys": ["code"], "columns": {"gnp": "gnp_per_capita"}},
            )
        ],
        prep="all 12 countries, the country code as a column, as TSV, 5 GNP figures blanked by hand; the same "
        "figures with the country names written by hand as a Eurostat lookup sorted by name, as XLSX",
    ),
    RealTask(
        "fresh23_impute_cloud_point_line",
        "imputation",
        "A handful of cloud point readings didn't get recorded. The cloud point climbs steadily with the I-8 "
        "percentage, so estimate each missing one on a straight line between the readings either side of it in "
        "the same run.",
        "cloud",
        m_cloud,
        e_cloud,
        "cloud_point_runs_filled.tsv",
        "reading",
        [("impute_interpolate", {"columns": ["CloudPoint"], "by": ["run"]})],
        prep="all 19 readings in their order with the run (1-3) they belong to, numbered, as JSONL; 5 cloud "
        "points blanked by hand, never the first or last of a run nor two running",
    ),
    # integration
    RealTask(
        "fresh23_integrate_anscombe_sets",
        "integration",
        "For the teaching notes I need Anscombe's four sets as one long table: x, y and a set column numbered 1 "
        "to 4 according to the file each pair came from.",
        "anscombe",
        m_anscombe,
        e_anscombe,
        "anscombe_long.csv",
        None,
        [("union_align", {"source_column": "set", "source_names": ["1", "2", "3", "4"]})],
        prep="all 11 pairs of each set, the four sets as CSV, TSV, XLSX and JSONL",
    ),
    RealTask(
        "fresh23_integrate_aspirin_trial_arms",
        "integration",
        "The meta-analysis counts came in two files, one for the placebo arms and one for the aspirin arms. Could "
        "you line them up into one row per trial?",
        "aspirin",
        m_aspirin,
        e_aspirin,
        "aspirin_trials.xlsx",
        "trial",
        [("join_composite", {"left_keys": ["trial"], "right_keys": ["study"], "how": "inner"})],
        prep="all 7 trials, named by hand from their citations; the placebo arms as CSV and the aspirin arms, "
        "shuffled, as JSONL",
    ),
    RealTask(
        "fresh23_integrate_duck_scores",
        "integration",
        "Match the plumage scores from the photo panel with the behaviour scores from the field notes by duck "
        "number. Only keep the ducks that were scored on both.",
        "ducks",
        m_ducks,
        e_ducks,
        "hybrid_duck_scores.jsonl",
        "duck",
        [("join_composite", {"keys": ["duck"], "how": "inner"})],
        prep="all 11 drakes, numbered; the plumage of all as XLSX and the behaviour of 9 of them, shuffled, as TSV",
    ),
    # labeling
    RealTask(
        "fresh23_label_better_hyoscine",
        "labeling",
        "For each patient in the Cushny and Peebles sleep data, which form of hyoscine gave the longer night's "
        "sleep, the L or the DL? Write L or DL in a new column named better.",
        "CushnyPeebles",
        m_cushny,
        labelled("better", _better),
        "hyoscine_sleep_better.jsonl",
        "patient",
        [("label_conditions", {"target": "better", "cases": BETTER_CASES, "default": "tie"})],
        target="better",
        prep="all 11 patients, numbered, as CSV; the missing control night of the last patient is the dataset's "
        "own NA",
    ),
    RealTask(
        "fresh23_label_eagle_piracy_success",
        "labeling",
        "For every pirate/victim combination in the bald eagle study, mark success in a column called verdict when "
        "more than half of the theft attempts worked, and failure otherwise.",
        "eagles",
        m_eagles,
        labelled("verdict", _verdict),
        "eagle_piracy_verdicts.xlsx",
        "group",
        [("label_conditions", {"target": "verdict", "cases": VERDICT_CASES, "default": "failure"})],
        target="verdict",
        prep="all 8 cells, numbered, as TSV",
    ),
    # refinement
    RealTask(
        "fresh23_refine_flower_colour_names",
        "refinement",
        "The colour column in the garden flower list still has the catalogue codes. Please swap them for the "
        "words: 1 white, 2 yellow, 3 pink, 4 red, 5 blue.",
        "flower",
        m_flower,
        e_flower,
        "garden_flowers_colours.csv",
        "flower",
        [("map_values", {"column": "color", "mapping": COLOURS})],
        prep="all 18 flowers, numbered, the eight columns named after the documentation, as XLSX",
    ),
    RealTask(
        "fresh23_refine_galaxy_velocity_text",
        "refinement",
        "The galaxy velocities were pasted as text, with thousands commas and a km/s tag on some of them. I need "
        "them as plain numbers (still km/s) to plot.",
        "galaxies",
        m_galaxies,
        e_galaxies,
        "corona_borealis_velocities.xlsx",
        "galaxy",
        [("standardize_number", {"column": "velocity"})],
        prep="all 82 galaxies, numbered, as CSV; each velocity typed by hand with a thousands comma, a km/s tag "
        "or both",
    ),
    RealTask(
        "fresh23_refine_graft_rejection_weeks",
        "refinement",
        "Transplant summary tables report time to rejection in weeks, but the skin graft log is in days. Convert "
        "it, rounded to a tenth of a week.",
        "allograft",
        m_allograft,
        e_allograft,
        "skin_graft_log_weeks.jsonl",
        "graft",
        [("convert_unit", {"column": "time", "to_unit": "wk", "default_unit": "d", "round": 1})],
        prep="all 34 grafts, numbered, as TSV",
    ),
    RealTask(
        "fresh23_refine_social_rank_capitals",
        "refinement",
        "Someone retyped the Danish welfare survey table and the social rank numerals are now a mix of lower and "
        "upper case. Please make them all capitals again (I, II, III, IV, V).",
        "BrokenMarriage",
        m_brokenmarriage,
        e_brokenmarriage,
        "danish_broken_marriages_tidy.tsv",
        "cell",
        [("change_case", {"column": "rank", "case": "upper"})],
        prep="all 20 cells, numbered, as JSONL; every social rank retyped by hand with one or more letters in "
        "lower case",
    ),
    # DAG-level
    RealTask(
        "fresh23_dag_pedigree_listed_twice",
        "deduplication",
        "The pedigree export has a dozen people listed twice. Keep each individual once, and then spell out the "
        "sex as female or male instead of F and M.",
        "lukas",
        m_lukas,
        e_lukas,
        "pedigree_clean.xlsx",
        "id",
        [
            ("dedup_exact", {"keep": "first"}),
            ("map_values", {"column": "sex", "mapping": SEX_WORDS}),
        ],
        prep="all 85 individuals; 12 of them written again by hand right after or near themselves, as JSONL",
        level="dag",
    ),
    RealTask(
        "fresh23_dag_banking_crises_since_1971",
        "integration",
        "Put the Americas and the Europe banking-crisis sheets side by side, one row per year. After that, I only "
        "need 1971 onwards.",
        "bankingCrises",
        m_banking,
        e_banking,
        "banking_crises_1971_2010.tsv",
        "year",
        [
            ("join_composite", {"keys": ["year"], "how": "inner"}),
            ("filter_value", {"column": "year", "op": ">=", "value": FROM_YEAR}),
        ],
        prep="the 65 years 1946-2010 of six countries of the Americas as CSV and of six European countries as "
        "XLSX",
        level="dag",
    ),
    RealTask(
        "fresh23_dag_thinness_total_level",
        "labeling",
        "Please add up the seven drive-for-thinness items into a column called total. Then classify everyone in a "
        "column called level: high from 15 up, moderate from 5 to 14 and low below 5.",
        "DavisThin",
        m_davisthin,
        e_davisthin,
        "drive_for_thinness_levels.tsv",
        "respondent",
        [
            ("derive_column", {"target": "total", "op": "sum", "columns": THINNESS_ITEMS}),
            (
                "label_conditions",
                prefix_conditions(
                    "level",
                    [("high", "total", ">=", HIGH_TOTAL), ("moderate", "total", ">=", MODERATE_TOTAL)],
                    "low",
                ),
            ),
        ],
        target="level",
        prep="all 191 people, numbered, as CSV",
        level="dag",
    ),
]


build_suite, main = suite_commands(TASKS, FRESH23_DIR, SEED, sources=SOURCES, head=README_HEAD)


if __name__ == "__main__":
    main()
