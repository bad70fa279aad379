"""Builds the eighteenth held-out governance suite on real tables (``suites/govbench_real_fresh18``).

The recipe of ``real_fresh16.py`` and the sets before it: 22 R datasets that no earlier real-table suite
touches (nor the same data under another name), cut small and made dirty only where the scenario needs it, one
request each written the way a business user writes an e-mail, and ground truth from a reference pipeline
checked against a plain-pandas reading (the pandas table alone where no operator expresses the request). This set
draws only on datasets whose names start with a letter from M to Z, so that it cannot meet the seventeenth set,
written at the same time from the first half of the alphabet. The requests were written blind to the governance
agent's reader and planner: the suite measures generalisation and is never a source of rules.

    python -m dataagents.governance.builders.real_fresh18 [OUT_DIR] [task_id,...]
"""

from __future__ import annotations

from typing import Any

import pandas as pd

from dataagents.governance.builders import noise as N
from dataagents.governance.builders.real import (
    Frames,
    RealTask,
    drawn,
    keep,
    labelled,
    numbered,
    one,
    r_data,
    suite_commands,
)
from dataagents.governance.builders.real_fresh import prefix_conditions
from dataagents.governance.builders.real_fresh2 import _ECDAT, _MASS, _shuffled
from dataagents.governance.builders.real_fresh3 import _GPL2_3, _HISTDATA, _HSAUR
from dataagents.governance.builders.real_fresh4 import _VCD
from dataagents.governance.builders.real_fresh7 import _GPL2_LATER, _ROBUSTBASE
from dataagents.governance.builders.real_fresh11 import _BOOT, _COUNT, _ZELIG
from dataagents.governance.builders.real_fresh12 import _KMSURV
from dataagents.governance.builders.real_fresh14 import _PSYCH
from dataagents.governance.builders.real_fresh15 import FRESH15_DIR, _blank, _stratified
from dataagents.governance.builders.real_fresh15 import README_HEAD as _FRESH15_HEAD

SEED = 20270101
FRESH18_DIR = FRESH15_DIR.parent / "govbench_real_fresh18"

_DATASETS = "R package 'datasets' (R Core Team"
_GAP = "R package 'gap' (Zhao"
_CLUSTER = "R package 'cluster' (Maechler, Rousseeuw, Struyf & Hubert"

SOURCES: dict[str, str] = {
    "nep499": f"{_GAP}; Shi et al. 2005, neprilysin gene and sporadic Alzheimer's disease in Chinese persons, "
    f"sex, age, APOE alleles and eight SNPs of 257 cases and 242 controls), {_GPL2_LATER}",
    "schooldays": f"{_HSAUR}; Quine 1975, days absent from school in a year of 154 Australian Aboriginal and "
    f"white children by sex, school form and learner type), {_GPL2_3}",
    "pneumon": f"{_KMSURV}; Klein & Moeschberger 1997 after the National Longitudinal Survey of Youth, age at "
    "pneumonia, hospitalisation and the mother's age, smoking and alcohol use in pregnancy, region, poverty, "
    "race and schooling with weaning and solid-food months of 3470 children), licence GPL-3 or later",
    "Tuna": f"{_ECDAT}; Kim, Blattberg & Rossi 1995, 13705 canned tuna purchases of households, the brand bought "
    f"of five with the price of each), {_GPL2_LATER}",
    "mdvis": f"{_COUNT}; Rabe-Hesketh & Skrondal 2005 after the German Socio-Economic Panel, doctor visits in "
    "three months of 2227 working women before (1996) and after (1998) the 1997 health reform, with bad health, "
    "age, schooling, age group and log household income), licence GPL-2",
    "npr1": f"{_MASS}; Davis 1973 via Venables & Ripley, position, permeability and porosity of 104 wells of the "
    f"US Naval Petroleum Reserve No. 1), {_GPL2_3}",
    "PatentsHGH": f"{_ECDAT}; Hall, Griliches & Hausman 1986, patents applied for and log R&D spending of 346 "
    "US firms yearly 1975-1979 with their industry code, scientific-sector flag, log capital and patent total), "
    f"{_GPL2_LATER}",
    "wool": f"{_BOOT}; Diggle 1990, log ratio of the fine-grade wool price to the Australian Wool Corporation's "
    "floor price in each of 309 market weeks from July 1976 to June 1984), licence Unlimited",
    "milk": f"{_ROBUSTBASE}; Daudin, Duby & Trecourt 1988, density and fat, protein, casein, cheese dry "
    f"substance (factory and laboratory), milk dry substance and cheese product of 86 milk containers), "
    f"{_GPL2_LATER}",
    "waders": f"{_MASS}; Summers, Underhill, Pearson & Scott 1987 via Gower & Hand 1996, summer counts of 19 "
    f"wader species at 15 coast and wetland sites in South Africa), {_GPL2_3}",
    "plantTraits": f"{_CLUSTER}; Vallet 2005, seed mass, seed bank longevity, flowering, height class, "
    f"pollination, dispersal and leaf traits of 136 plant species), {_GPL2_LATER}",
    "Suicide": f"{_VCD}; Heuer 1979 via Friendly 2000, suicides in West Germany by sex, method and age, 306 "
    "cells), licence GPL-2",
    "petrol": f"{_MASS}; Prater 1956, gasoline yield of 32 refinery runs of 10 crude oil samples with the "
    f"crude's gravity, vapour pressure and ASTM 10% point and the run's end point), {_GPL2_3}",
    "sanction": f"{_ZELIG}; Martin 1992, 78 economic sanctions 1939-1983 with military action, cooperation, "
    f"target, import and export sanctions, cost to the sender and number of senders), {_GPL2_LATER}",
    "pulpfiber": f"{_ROBUSTBASE}; Lee 1992 via Rousseeuw et al. 2004, four pulp fibre properties and four "
    f"properties of the paper made from them for 62 samples), {_GPL2_LATER}",
    "std": f"{_KMSURV}; Klein & Moeschberger 1997, 877 patients with gonorrhea or chlamydia, race, marital "
    "status, age, schooling, partners, sexual practices, symptoms, condom use, exam findings and time to "
    "reinfection), licence GPL-3 or later",
    "nuts": f"{_COUNT}; Flaherty et al. 2012 via Zuur, Hilbe & Ieno 2013, cones stripped by red squirrels, "
    "number, diameter and height of trees and canopy cover of 52 plots in Abernethy Forest), licence GPL-2",
    "peas": f"{_PSYCH}; Galton 1877 and 1894 via Stanton 2001, mean diameter of 700 mother and daughter sweet "
    f"peas), {_GPL2_LATER}",
    "topo": f"{_MASS}; Davis 1973 via Venables & Ripley, position in units of 50 feet and height in feet of 52 "
    f"points within a 310 feet square), {_GPL2_3}",
    "sunspot.month": f"{_DATASETS}; WDC-SILSO, Royal Observatory of Belgium, monthly mean sunspot numbers from "
    f"1749), {_GPL2_3}",
    "pressure": f"{_DATASETS}; Weast 1973, Handbook of Chemistry and Physics, vapour pressure of mercury in mm "
    f"at 19 temperatures in degrees Celsius), {_GPL2_3}",
    "Quarrels": f"{_HISTDATA}; Richardson 1960, Statistics of Deadly Quarrels, 779 pairs of belligerents "
    "1809-1949 with the kind of quarrel, months of fighting, deaths and 70 cultural and economic "
    "similarities), licence GPL",
}


# ---- filtering ----------------------------------------------------------------------------------------
def _row_filter(
    conditions: list[tuple[str, str, Any]], *, match: str, action: str
) -> tuple[str, dict[str, Any]]:
    """A ``filter_rows`` step from (column, op, value) conditions."""
    conds = [{"column": c, "op": op, "value": v} for c, op, v in conditions]
    return ("filter_rows", {"conditions": conds, "match": match, "action": action})


NEP_COLUMNS = ["id", "sex", "age", "APOE.a1", "APOE.a2", "apoe4", "status"]
OLDEST_AGE = 80


def m_nep499(rng):
    df = r_data("nep499")[NEP_COLUMNS]
    # every case of 80 and over, and fewer of the rest, so that removing every row cannot pass; the controls of
    # 80 and over weigh in the answer as much as the younger cases
    cell = df["status"].astype(str) + "/" + (df["age"] >= OLDEST_AGE).astype(str)
    sizes = {"1/True": 94, "1/False": 35, "0/True": 30, "0/False": 25}
    return {"neprilysin_alzheimer_study.csv": _stratified(df, cell, sizes, "line", rng)}


LONG_ABSENCE_DAYS = 10


def m_schooldays(rng):
    return {"school_absences.jsonl": numbered(r_data("schooldays"), "child")}


def _exposure(r: pd.Series) -> str:
    return f"{int(r['smoke'] > 0)}/{int(r['alcohol'] > 0)}"


def m_pneumon(rng):
    df = r_data("pneumon")
    exposure = pd.Series([_exposure(r) for _, r in df.iterrows()])
    # the unexposed are the larger part, so that removing every row cannot pass
    sizes = {"0/0": 170, "1/0": 50, "0/1": 45, "1/1": 35}
    return {"infant_pneumonia.xlsx": _stratified(df, exposure, sizes, "child", rng)}


# ---- deduplication and consistency --------------------------------------------------------------------
TUNA_COLUMNS = [
    "household",
    "purchase",
    "brand",
    "price.skw",
    "price.cosw",
    "price.sko",
    "price.coso",
    "price.pw",
]


def m_tuna(rng):
    df = r_data("Tuna").rename(
        columns={"Tuna.hid": "household", "Tuna.id": "purchase", "Tuna.choice": "brand"}
    )
    df = df.iloc[sorted(rng.sample(range(len(df)), 275))].reset_index(drop=True)[TUNA_COLUMNS]
    # a stretch of the file loaded a second time lands at the bottom
    start = rng.randrange(0, len(df) - 25)
    again = df.iloc[start : start + 25]
    return {"tuna_scanner_purchases.tsv": numbered(pd.concat([df, again], ignore_index=True), "line")}


def e_tuna(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    return df[~df.duplicated(subset=TUNA_COLUMNS, keep="first")].reset_index(drop=True)


MDVIS_COLUMNS = ["numvisit", "reform", "badh", "age", "educ", "agegrp", "loginc"]


def m_mdvis(rng):
    df = drawn(r_data("mdvis")[MDVIS_COLUMNS], 300, "person", rng)
    counts = df["age"].value_counts()
    # one wrong band per age, only at ages with three or more people, so that the age's band stays the majority
    for age in rng.sample(sorted(counts.index[counts >= 3]), 14):
        i = rng.choice(list(df.index[df["age"] == age]))
        df.at[i, "agegrp"] = rng.choice([g for g in (1, 2, 3) if g != df.at[i, "agegrp"]])
    return {"german_doctor_visits.csv": df}


def e_mdvis(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    # the documented bands: 1 = 20-39, 2 = 40-49, 3 = 50-60
    df["agegrp"] = [1 if a <= 39 else 2 if a <= 49 else 3 for a in df["age"]]
    return df


def m_npr1(rng):
    df = r_data("npr1")
    df.insert(0, "well", df.index.astype(str))
    rows = [r for _, r in df.reset_index(drop=True).iterrows()]
    for i in sorted(rng.sample(range(len(rows) - 1), 16), reverse=True):
        fixed = rows[i].copy()
        fixed["perm"] = round(fixed["perm"] * rng.uniform(0.85, 1.15))
        fixed["por"] = int(fixed["por"] + rng.choice([-3, -2, -1, 1, 2, 3]))
        rows.insert(rng.randrange(i + 1, len(rows) + 1), fixed)
    return {"naval_reserve_wells.xlsx": numbered(pd.DataFrame(rows), "entry")}


def e_npr1(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    return df[~df.duplicated(subset=["well"], keep="last")].reset_index(drop=True)


PATENT_COLUMNS = ["obsno", "year", "cusip", "ardsic", "scisect", "logk", "sumpat", "logr", "pat"]


def m_patents(rng):
    df = r_data("PatentsHGH")[PATENT_COLUMNS].rename(columns={"obsno": "firm"})
    df["year"] = df["year"] + 1974
    firms = df.drop_duplicates("firm")
    science = sorted(firms.loc[firms["scisect"] == "yes", "firm"])
    other = sorted(firms.loc[firms["scisect"] == "no", "firm"])
    chosen = rng.sample(science, 30) + rng.sample(other, 25)
    df = df[df["firm"].isin(chosen)].reset_index(drop=True)
    rows = [r for _, r in df.iterrows()]
    # most repeats are science-sector firm-years, so that the filter alone leaves them in
    sci = list(df.index[df["scisect"] == "yes"])
    twice = rng.sample(sci, 14) + rng.sample([i for i in df.index if i not in sci], 6)
    for i in sorted(twice, reverse=True):
        rows.insert(i + 1 + rng.randrange(0, 3), df.iloc[i])
    return {"firm_patents_1975_1979.jsonl": pd.DataFrame(rows).reset_index(drop=True)}


def e_patents(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df = df[~df.duplicated(keep="first")]
    return df[df["scisect"] == "yes"].reset_index(drop=True)


# ---- imputation ---------------------------------------------------------------------------------------
def m_wool(rng):
    df = (
        r_data("wool")
        .rename(columns={"time": "week", "wool": "price_ratio"})
        .iloc[:300]
        .reset_index(drop=True)
    )
    gone: set[int] = set()
    for i in rng.sample(range(1, len(df)), len(df) - 1):
        if len(gone) < 15 and i - 1 not in gone and i + 1 not in gone:
            gone.add(i)
    return {"wool_market_weeks.csv": _blank(df, "price_ratio", gone)}


def e_wool(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["price_ratio"] = df["price_ratio"].ffill()
    return df


MILK_COLUMNS = {
    "X1": "density",
    "X2": "fat",
    "X3": "protein",
    "X4": "casein",
    "X5": "cheese_dry_plant",
    "X6": "cheese_dry_lab",
    "X7": "milk_dry",
    "X8": "cheese_product",
}


def m_milk(rng):
    df = numbered(r_data("milk").rename(columns=MILK_COLUMNS), "container")
    return {"milk_containers.tsv": _blank(df, "cheese_dry_lab", set(rng.sample(range(len(df)), 14)))}


def e_milk(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["cheese_dry_lab"] = df["cheese_dry_lab"].fillna(df["cheese_dry_plant"])
    return df


WADER_SPECIES = [
    "oystercatcher",
    "white_fronted_plover",
    "kittlitz_plover",
    "three_banded_plover",
    "grey_plover",
    "ringed_plover",
    "bar_tailed_godwit",
    "whimbrel",
    "marsh_sandpiper",
    "greenshank",
    "common_sandpiper",
    "turnstone",
    "knot",
    "sanderling",
    "little_stint",
    "curlew_sandpiper",
    "ruff",
    "avocet",
    "black_winged_stilt",
]
WADER_SITES = {
    "A": "Namibia North coast",
    "B": "Namibia North wetland",
    "C": "Namibia South coast",
    "D": "Namibia South wetland",
    "E": "Cape North coast",
    "F": "Cape North wetland",
    "G": "Cape West coast",
    "H": "Cape West wetland",
    "I": "Cape South coast",
    "J": "Cape South wetland",
    "K": "Cape East coast",
    "L": "Cape East wetland",
    "M": "Transkei coast",
    "N": "Natal coast",
    "O": "Natal wetland",
}


def m_waders(rng):
    df = r_data("waders")
    df.columns = WADER_SPECIES
    df.insert(0, "site", [WADER_SITES[s] for s in df.index])
    df = df.reset_index(drop=True)
    # the field sheets left a species blank wherever none were seen
    return {"south_africa_waders.xlsx": df.astype(object).where(df != 0, None)}


def e_waders(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df[WADER_SPECIES] = df[WADER_SPECIES].fillna(0)
    return df


PLANT_COLUMNS = ["pdias", "longindex", "durflow", "height", "begflow", "mycor"]
HEAVY_SEED_MG = 1


def m_plants(rng):
    df = r_data("plantTraits")[PLANT_COLUMNS]
    df.insert(0, "species", df.index.astype(str))
    return {"plant_species_traits.csv": df.reset_index(drop=True)}


def e_plants(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["pdias"] = df["pdias"].fillna(df.groupby("height")["pdias"].transform("median"))
    return df[df["pdias"] >= HEAVY_SEED_MG].reset_index(drop=True)


# ---- integration --------------------------------------------------------------------------------------
SEXES = ["male", "female"]


def m_suicide(rng):
    df = r_data("Suicide")
    # the oldest age (90) is left out so that the stacked table stays under 300 rows
    df = df[df["age"] < 90].drop(columns="method2")
    men, women = (df[df["sex"] == s].drop(columns="sex").reset_index(drop=True) for s in SEXES)
    return {
        "west_german_suicides_men.csv": men,
        "west_german_suicides_women.xlsx": women[["age", "age.group", "method", "Freq"]],
    }


def e_suicide(frames: Frames) -> pd.DataFrame:
    parts = [f.assign(sex=s) for f, s in zip(frames.values(), SEXES, strict=True)]
    return pd.concat(parts, ignore_index=True)


def m_petrol(rng):
    df = numbered(r_data("petrol"), "run")
    crudes = df.drop_duplicates("No")[["No", "SG", "VP", "V10"]]
    return {"refinery_runs.csv": df[["run", "No", "EP", "Y"]], "crude_samples.xlsx": _shuffled(crudes, rng)}


def e_petrol(frames: Frames) -> pd.DataFrame:
    runs, crudes = frames.values()
    return runs.merge(crudes, on="No", how="left")


COST_CODES = pd.DataFrame(
    {"code": [1, 2, 3, 4], "effect": ["net gain", "little effect", "modest loss", "major loss"]}
)


def m_sanction(rng):
    df = numbered(r_data("sanction").drop(columns="ncost"), "case")
    return {"economic_sanctions.jsonl": df, "sanction_cost_codes.csv": _shuffled(COST_CODES, rng)}


def e_sanction(frames: Frames) -> pd.DataFrame:
    cases, codes = frames.values()
    return cases.merge(codes.rename(columns={"code": "cost"}), on="cost", how="left")


FIBRE = {"X1": "fibre_length", "X2": "long_fibre_share", "X3": "fine_fibre_share", "X4": "zero_span_tensile"}
PAPER = {"Y1": "breaking_length", "Y2": "elastic_modulus", "Y3": "stress_at_failure", "Y4": "burst_strength"}


def m_pulp(rng):
    df = numbered(r_data("pulpfiber").rename(columns={**FIBRE, **PAPER}), "sample")
    gone = rng.sample(range(len(df)), 5)
    fibre = df.drop(index=gone[:3])[["sample", *FIBRE.values()]]
    paper = df.drop(index=gone[3:])[["sample", *PAPER.values()]]
    return {"pulp_fibre_tests.tsv": fibre, "paper_strength_tests.xlsx": _shuffled(paper, rng)}


def e_pulp(frames: Frames) -> pd.DataFrame:
    fibre, paper = frames.values()
    return fibre.merge(paper, on="sample", how="outer")


# ---- labeling -----------------------------------------------------------------------------------------
SIGNS = ["abdpain", "discharge", "dysuria", "itch", "lesion", "rash", "lymph"]
STD_COLUMNS = ["obs", "race", "marital", "age", "yschool", "iinfct", "npartner", "condom", *SIGNS]


def m_std(rng):
    df = r_data("std")[STD_COLUMNS]
    # drawn so that patients with and without a sign weigh the same
    any_sign = (df[SIGNS] == 1).any(axis=1)
    return {"std_clinic_patients.csv": _stratified(df, any_sign, {True: 150, False: 150}, "line", rng)}


def _symptoms(r: pd.Series) -> str:
    return "symptomatic" if any(r[s] == 1 for s in SIGNS) else "asymptomatic"


SYMPTOM_CASES = [
    {
        "label": "symptomatic",
        "match": "any",
        "conditions": [{"column": s, "op": "==", "value": 1} for s in SIGNS],
    }
]


def m_nuts(rng):
    df = r_data("nuts")[["cones", "ntrees", "dbh", "height", "cover"]]
    return {"squirrel_plots.jsonl": numbered(df, "plot")}


def _feeding(r: pd.Series) -> str:
    return "light" if r["cones"] < 5 else "moderate" if r["cones"] < 20 else "heavy"


FEEDING_BANDS = [("light", "cones", "<", 5), ("moderate", "cones", "<", 20)]


def m_peas(rng):
    df = r_data("peas")
    # drawn so that larger and smaller daughters weigh the same (smaller ones are three in four of the table)
    bigger = df["child"] > df["parent"]
    return {"galton_sweet_peas.xlsx": _stratified(df, bigger, {True: 150, False: 150}, "pair", rng)}


def _daughter(r: pd.Series) -> str:
    if r["child"] > r["parent"]:
        return "larger"
    return "smaller" if r["child"] < r["parent"] else "same"


DAUGHTER_CASES = [
    {"label": "larger", "conditions": [{"column": "child", "op": ">", "other": "parent"}]},
    {"label": "smaller", "conditions": [{"column": "child", "op": "<", "other": "parent"}]},
]


# ---- refinement ---------------------------------------------------------------------------------------
def m_topo(rng):
    return {"topographic_points.csv": numbered(r_data("topo"), "point")}


def e_topo(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["z"] = (df["z"] * 0.3048).round(1)
    return df


def m_sunspots(rng):
    df = r_data("sunspot.month").iloc[(1900 - 1749) * 12 :][:300].reset_index(drop=True)
    # the series is monthly from January 1749; each month is written as its last day
    months = pd.date_range("1900-01-31", periods=300, freq="ME")
    df = pd.DataFrame(
        {"period_end": [d.strftime("%Y-%m-%d") for d in months], "sunspots": df["sunspot.month"]}
    )
    df = numbered(df, "line")
    return {"monthly_sunspots.tsv": N.format_drift(df, "period_end", "date", 0.75, seed=rng.randrange(10**6))}


def e_sunspots(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["period_end"] = [pd.Timestamp(str(v)).strftime("%Y-%m-%d") for v in df["period_end"]]
    return df


def m_pressure(rng):
    return {"mercury_vapour_pressure.jsonl": numbered(r_data("pressure"), "reading")}


BOILING_F = 212


def e_pressure(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["temperature"] = (df["temperature"] * 9 / 5 + 32).round(1)
    return df[df["temperature"] >= BOILING_F].reset_index(drop=True)


QUARREL_COLUMNS = [
    "ID",
    "year",
    "international",
    "colonial",
    "revolution",
    "nat.grp",
    "months",
    "pairs",
    "deaths",
]


def m_quarrels(rng):
    df = drawn(r_data("Quarrels")[QUARREL_COLUMNS], 300, "line", rng)
    # typed with thousands separators, the way the tolls are printed in the book
    df["deaths"] = [f"{int(v):,}" for v in df["deaths"]]
    return {"deadly_quarrels.xlsx": df}


def e_quarrels(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["deaths"] = [float(str(v).replace(",", "")) for v in df["deaths"]]
    return df


README_HEAD = """# GovBench real-table held-out suite, eighteenth set

{n} governance tasks on real public tables that none of the development suite (`govbench_real`) and the sixteen
earlier held-out suites (`govbench_real_fresh` to `govbench_real_fresh16`) uses, nor the same data under another
name; it was written at the same time as the seventeenth set and takes only datasets whose names begin with a
letter from M to Z, the seventeenth the others. The requests read like e-mails from different people to a data
person, of varied length and build; columns are named by what they hold or by a synonym rather than by their
header, and details a colleague would take for granted are left out. Built by
`python -m dataagents.governance.builders.real_fresh18 [OUT]` (deterministic, seed {seed}).

"""
README_HEAD += """\
**Held out.** Written without looking at the parser; kept as a held-out check, never used to grow rules. The
requests were written blind: the governance agent's request reader, planner, solver and their tests were neither
read nor run, and the agent was never run on the suite. Of `governance/` outside `builders/`, only the
operators' parameter declarations and condition code were read, to write the reference pipelines, and the
operators were run only as those pipelines. Nothing was tuned to what the agent can do: run the suite to
measure, but do not use its tasks or wordings to grow rules.

"""
# the method and the measuring commands are the fifteenth set's
README_HEAD += _FRESH15_HEAD[
    _FRESH15_HEAD.index("How each task is built") : _FRESH15_HEAD.index("Everyday requests")
].replace("govbench_real_fresh15", "govbench_real_fresh18")
README_HEAD += """\
Everyday requests covered: the oldest patients of a case-control study kept, children kept past an absence
threshold, and children kept only when neither of two exposures applies; a stretch of a file loaded twice
removed, a band that must follow a number made consistent, and the later of two entries of a well kept; blanks
filled with the previous week's value, from another column of the same row, and with zero across many columns;
two sheets stacked with a column naming each, a property sheet joined to runs, a code list joined, and two lab
files put together keeping samples found in only one; a label when any of seven signs is present, three bands
from a count, and which of two columns is larger; feet given in metres, dates of mixed styles made one, and
numbers typed with thousands separators made plain; and three pipelines: repeats removed before a filter, blanks
filled from a group median before a threshold filter, and Celsius given in Fahrenheit before a threshold filter.

Sources: R datasets from the packages `gap`, `HSAUR`, `KMsurv`, `Ecdat`, `COUNT`, `MASS`, `boot`, `robustbase`,
`cluster`, `vcd`, `Zelig`, `psych`, `HistData` and `datasets`, as shipped by the Python package `pydataset` (which
bundles the Rdatasets collection); each table's reference and licence is in the table below and in its task's
`provenance`. The second load in `fresh18_dedup_tuna_second_load`, the wrong age bands in
`fresh18_dedup_age_band_follows_age`, the re-logged wells in `fresh18_dedup_wells_relogged`, the repeated
firm-years in `fresh18_dag_patents_science_firms`, the cost code list in `fresh18_integrate_sanction_cost_words`
and the blanked cells are invented by hand.

"""
README_HEAD += _FRESH15_HEAD[_FRESH15_HEAD.index("Scenario counts:") :]


TASKS: list[RealTask] = [
    # filtering
    RealTask(
        "fresh18_filter_oldest_alzheimer_cases",
        "filtering",
        "We're writing up the oldest patients in the neprilysin study. Please keep only the Alzheimer's cases "
        "aged 80 or more; the controls can go as well.",
        "nep499",
        m_nep499,
        keep(lambda d: (d["status"] == 1) & (d["age"] >= OLDEST_AGE)),
        "neprilysin_oldest_cases.tsv",
        "line",
        [_row_filter([("status", "==", 1), ("age", ">=", OLDEST_AGE)], match="all", action="keep")],
        prep="184 of the 499 people drawn at random within strata, all 94 cases aged 80 or more, 35 younger "
        "cases, 30 controls aged 80 or more and 25 younger controls, kept in their order, numbered, seven of the "
        "columns (the eight SNPs left out), as CSV",
    ),
    RealTask(
        "fresh18_filter_long_absences",
        "filtering",
        "The attendance officer is following up on every child who was off school for ten days or more in "
        "the year. Could I have just those children?",
        "schooldays",
        m_schooldays,
        keep(lambda d: d["absent"] >= LONG_ABSENCE_DAYS),
        "school_absences_ten_plus.csv",
        "child",
        [("filter_value", {"column": "absent", "op": ">=", "value": LONG_ABSENCE_DAYS})],
        prep="all 154 children, numbered, as JSONL",
    ),
    RealTask(
        "fresh18_filter_unexposed_infants",
        "filtering",
        "I'm building the unexposed comparison group for the pneumonia study: only babies whose mothers "
        "neither smoked nor drank while pregnant should remain.",
        "pneumon",
        m_pneumon,
        keep(lambda d: (d["smoke"] == 0) & (d["alcohol"] == 0)),
        "infant_pneumonia_unexposed.jsonl",
        "child",
        [_row_filter([("smoke", ">", 0), ("alcohol", ">", 0)], match="any", action="drop")],
        prep="300 of the 3470 children drawn at random within strata, 170 whose mothers neither smoked nor "
        "drank, 50 who only smoked, 45 who only drank and 35 who did both, kept in their order, numbered, as XLSX",
    ),
    # deduplication and consistency
    RealTask(
        "fresh18_dedup_tuna_second_load",
        "deduplication",
        "A stretch of the tuna scanner file was loaded a second time, so those shopping trips turn up again at "
        "the bottom under new line numbers. I only want each purchase once.",
        "Tuna",
        m_tuna,
        e_tuna,
        "tuna_scanner_purchases_once.xlsx",
        "line",
        [("dedup_exact", {"columns": TUNA_COLUMNS, "keep": "first"})],
        prep="275 of the 13705 purchases drawn at random, kept in their order, the household and purchase "
        "identifiers and the brand renamed; a run of 25 of them appended again at the end, numbered after that, "
        "as TSV",
    ),
    RealTask(
        "fresh18_dedup_age_band_follows_age",
        "deduplication",
        "In the German doctor-visit panel a handful of women sit in an age band that doesn't match their age. "
        "Could you put the band right wherever it disagrees?",
        "mdvis",
        m_mdvis,
        e_mdvis,
        "german_doctor_visits_bands.tsv",
        "person",
        [("enforce_functional_dependency", {"determinant": ["age"], "dependent": "agegrp"})],
        prep="300 of the 2227 women drawn at random, kept in their order, numbered, seven of the columns (the "
        "schooling and age dummies left out), as CSV; the age group of one woman at each of 14 ages (ages with "
        "three or more women) changed by hand to another group",
    ),
    RealTask(
        "fresh18_dedup_wells_relogged",
        "deduplication",
        "Some wells in the Naval Petroleum Reserve sheet were logged again after the first pass. Whenever a well "
        "is in there more than once, the entry further down is the corrected one; that's the one to keep.",
        "npr1",
        m_npr1,
        e_npr1,
        "naval_reserve_wells_latest.csv",
        "entry",
        [("dedup_key", {"key": ["well"], "keep": "last"})],
        prep="all 104 wells, the row name as a well column; 16 of them logged again by hand at a random later "
        "place with the permeability moved by up to 15% and the porosity by 1-3 points, numbered after that, as "
        "XLSX",
    ),
    # imputation
    RealTask(
        "fresh18_impute_wool_weeks_carried",
        "imputation",
        "The wool price series has holes where the feed skipped a week. Carry the last known ratio forward into "
        "each gap.",
        "wool",
        m_wool,
        e_wool,
        "wool_market_weeks_filled.jsonl",
        "week",
        [("forward_fill", {"columns": ["price_ratio"], "order_by": "week"})],
        prep="the first 300 of the 309 market weeks, numbered by week, as CSV; 15 ratios blanked by hand, never "
        "the first week nor two weeks running",
    ),
    RealTask(
        "fresh18_impute_lab_from_factory",
        "imputation",
        "Fourteen milk containers are missing the laboratory reading of cheese dry substance. Where that's "
        "empty, use what the factory measured for the same container.",
        "milk",
        m_milk,
        e_milk,
        "milk_containers_complete.xlsx",
        "container",
        [("fill_from_column", {"pairs": {"cheese_dry_lab": "cheese_dry_plant"}})],
        prep="all 86 containers, numbered, the eight readings named after the documentation, as TSV; 14 "
        "laboratory readings of cheese dry substance blanked by hand",
    ),
    RealTask(
        "fresh18_impute_waders_none_seen",
        "imputation",
        "On the South African wader count sheets the teams left a species empty when they saw none of it at "
        "that site. Those blanks should read 0.",
        "waders",
        m_waders,
        e_waders,
        "south_africa_waders_zeros.tsv",
        "site",
        [("impute_constant", {"columns": WADER_SPECIES, "value": 0})],
        prep="all 15 sites named after the documentation and the 19 species named after it, as XLSX; every "
        "count of 0 left blank by hand",
    ),
    # integration
    RealTask(
        "fresh18_integrate_suicides_both_sexes",
        "integration",
        "I have the West German suicide counts in one file for men and another for women. One table please, "
        "with a sex column that says male or female.",
        "Suicide",
        m_suicide,
        e_suicide,
        "west_german_suicides.jsonl",
        None,
        [("union_align", {"source_column": "sex", "source_names": SEXES})],
        prep="the 288 cells of ages 10 to 85 (the cells of age 90 and the merged method left out), split by sex "
        "into a CSV for the men and an XLSX for the women (columns in another order), the sex column left out",
    ),
    RealTask(
        "fresh18_integrate_crude_properties",
        "integration",
        "Each refinery run only names its crude sample. Bring the crude's gravity, vapour pressure and 10% "
        "point over from the sample sheet onto every run.",
        "petrol",
        m_petrol,
        e_petrol,
        "refinery_runs_with_crudes.tsv",
        "run",
        [("join_composite", {"keys": ["No"], "how": "left"})],
        prep="all 32 runs, numbered, split into a CSV of the runs (sample, end point, yield) and an XLSX of the "
        "10 crude samples with their three properties, shuffled",
    ),
    RealTask(
        "fresh18_integrate_sanction_cost_words",
        "integration",
        "The sanctions file only has a number for what the sanction cost the sender. There's a small code list "
        "with what each number means; please add that wording to every case.",
        "sanction",
        m_sanction,
        e_sanction,
        "economic_sanctions_costs.xlsx",
        "case",
        [("join_composite", {"left_keys": ["cost"], "right_keys": ["code"], "how": "left"})],
        prep="all 78 sanctions, numbered, without the spelled-out cost, as JSONL; the four cost codes and their "
        "wording (as the dataset spells them) written as a code list, shuffled, as CSV",
    ),
    RealTask(
        "fresh18_integrate_pulp_and_paper",
        "integration",
        "Put the pulp fibre measurements and the paper strength tests together by sample. A few samples were "
        "only tested by one lab - keep those too.",
        "pulpfiber",
        m_pulp,
        e_pulp,
        "pulp_and_paper_by_sample.csv",
        "sample",
        [("join_composite", {"keys": ["sample"], "how": "outer"})],
        prep="all 62 samples, numbered, the properties named after the documentation, split into a TSV of the "
        "four fibre properties without 3 samples and an XLSX of the four paper properties without 2 others, "
        "shuffled",
    ),
    # labeling
    RealTask(
        "fresh18_label_symptomatic_patients",
        "labeling",
        "For the clinic report, mark each patient symptomatic if they came in with any of abdominal pain, "
        "discharge, painful urination, itching, a lesion, a rash or lymph node involvement, and asymptomatic "
        "otherwise. Put it in a column called symptoms.",
        "std",
        m_std,
        labelled("symptoms", _symptoms),
        "std_clinic_patients_symptoms.xlsx",
        "line",
        [("label_conditions", {"target": "symptoms", "cases": SYMPTOM_CASES, "default": "asymptomatic"})],
        target="symptoms",
        prep="300 of the 877 patients drawn at random within strata, 150 with a sign and 150 without, kept in "
        "their order, numbered, 15 of the columns (the exam findings, sexual practices and reinfection left "
        "out), as CSV",
    ),
    RealTask(
        "fresh18_label_squirrel_feeding",
        "labeling",
        "Squirrel feeding per plot, please, in a column named feeding: light when fewer than 5 cones were "
        "stripped, moderate from 5 to 19, heavy from 20 up.",
        "nuts",
        m_nuts,
        labelled("feeding", _feeding),
        "squirrel_plots_feeding.csv",
        "plot",
        [("label_conditions", prefix_conditions("feeding", FEEDING_BANDS, "heavy"))],
        target="feeding",
        prep="all 52 plots, numbered, the five measured columns (the standardised ones left out), as JSONL",
    ),
    RealTask(
        "fresh18_label_daughter_pea_size",
        "labeling",
        "Going through Galton's sweet peas: did each daughter pea come out larger or smaller across than its "
        "mother? Record it as larger, smaller or same in a new column, compared.",
        "peas",
        m_peas,
        labelled("compared", _daughter),
        "galton_sweet_peas_compared.tsv",
        "pair",
        [("label_conditions", {"target": "compared", "cases": DAUGHTER_CASES, "default": "same"})],
        target="compared",
        prep="300 of the 700 pairs drawn at random within strata, 150 with a larger daughter and 150 with a "
        "smaller one (no pair has the same size), kept in their order, numbered, as XLSX",
    ),
    # refinement
    RealTask(
        "fresh18_refine_heights_in_metres",
        "refinement",
        "The elevations on that topographic grid are in feet. Our mapping tool wants metres, one decimal is "
        "plenty.",
        "topo",
        m_topo,
        e_topo,
        "topographic_points_metres.xlsx",
        "point",
        [("convert_unit", {"column": "z", "to_unit": "m", "default_unit": "ft", "round": 1})],
        prep="all 52 points, numbered, as CSV",
    ),
    RealTask(
        "fresh18_refine_sunspot_month_ends",
        "refinement",
        "Whoever typed up the sunspot series wrote the month-end dates every which way. Make them all ISO "
        "style (year-month-day).",
        "sunspot.month",
        m_sunspots,
        e_sunspots,
        "monthly_sunspots_iso.csv",
        "line",
        [("standardize_date", {"column": "period_end", "format": "%Y-%m-%d"})],
        prep="the 300 months 1900-1924, each dated by its last day, numbered, as TSV; 75% of the dates rewritten in other "
        "styles (noise.format_drift date)",
    ),
    RealTask(
        "fresh18_refine_death_tolls_plain",
        "refinement",
        "Richardson's death tolls came over as text with commas in them, so none of my sums work. Can you turn "
        "them back into plain numbers?",
        "Quarrels",
        m_quarrels,
        e_quarrels,
        "deadly_quarrels_numbers.jsonl",
        "line",
        [("standardize_number", {"column": "deaths"})],
        prep="300 of the 779 quarrels drawn at random, kept in their order, numbered, nine of the columns (the "
        "log of the deaths and the 70 similarities left out), as XLSX; every death toll written by hand as text "
        "with thousands separators",
    ),
    # DAG-level
    RealTask(
        "fresh18_dag_patents_science_firms",
        "deduplication",
        "When I combined the two patent extracts some firm-years came through twice. Take out the repeats and "
        "then keep only the firms in the scientific sector.",
        "PatentsHGH",
        m_patents,
        e_patents,
        "firm_patents_science_sector.xlsx",
        None,
        [
            ("dedup_exact", {}),
            ("filter_value", {"column": "scisect", "op": "==", "value": "yes"}),
        ],
        prep="55 of the 346 firms drawn at random, 30 of the scientific sector and 25 others, with their five "
        "years (275 rows), the firm index, year (written 1975-1979), identifiers, sector, capital, patent total, "
        "log R&D and patents (the lags left out); 20 firm-years, 14 of the scientific sector and 6 others, "
        "written again by hand right after or near themselves, as JSONL",
        level="dag",
    ),
    RealTask(
        "fresh18_dag_seed_mass_by_height",
        "imputation",
        "Thirty-odd plants in the traits table have no seed mass. Give each the median seed mass of plants in "
        "the same height class, then drop any species whose seeds come out under one milligram.",
        "plantTraits",
        m_plants,
        e_plants,
        "plant_species_heavier_seeds.tsv",
        "species",
        [
            ("impute_groupwise", {"columns": ["pdias"], "by": ["height"], "strategy": "median"}),
            ("filter_value", {"column": "pdias", "op": ">=", "value": HEAVY_SEED_MG}),
        ],
        prep="all 136 species, the row name as a species column, six of the 31 traits (seed mass, seed bank "
        "longevity, flowering duration, height class, first flowering, mycorrhizas), as CSV; the blanks are the "
        "dataset's own NA",
        level="dag",
    ),
    RealTask(
        "fresh18_dag_mercury_fahrenheit_boiling",
        "refinement",
        "Give the mercury vapour table in Fahrenheit, one decimal, and after that keep only the readings at or "
        "above the boiling point of water, 212 degrees.",
        "pressure",
        m_pressure,
        e_pressure,
        "mercury_vapour_pressure_hot.tsv",
        "reading",
        [
            ("convert_unit", {"column": "temperature", "to_unit": "F", "default_unit": "C", "round": 1}),
            ("filter_value", {"column": "temperature", "op": ">=", "value": BOILING_F}),
        ],
        prep="all 19 readings, numbered, as JSONL",
        level="dag",
    ),
]


build_suite, main = suite_commands(TASKS, FRESH18_DIR, SEED, sources=SOURCES, head=README_HEAD)


if __name__ == "__main__":
    main()
