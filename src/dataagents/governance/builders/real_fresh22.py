"""Builds the twenty-second held-out governance suite on real tables (``suites/govbench_real_fresh22``).

The recipe of ``real_fresh20.py`` and the sets before it: 22 R datasets that no earlier real-table suite
touches (nor the same data under another name), cut small and made dirty only where the scenario needs it, one
request each written the way a business user writes an e-mail, and ground truth from a reference pipeline
checked against a plain-pandas reading (the pandas table alone where no operator expresses the request). This
set draws only on datasets whose names start with a letter from M to Z, so that it cannot meet the twenty-first
set, written at the same time from the first half of the alphabet. The requests were written blind to the
governance agent's reader and planner: the suite measures generalisation and is never a source of rules.

    python -m dataagents.governance.builders.real_fresh22 [OUT_DIR] [task_id,...]
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
    r_data,
    suite_commands,
)
from dataagents.governance.builders.real_fresh2 import _CAR, _ECDAT, _MASS, _shuffled
from dataagents.governance.builders.real_fresh3 import _GPL2_3, _HSAUR
from dataagents.governance.builders.real_fresh7 import _GPL2_LATER
from dataagents.governance.builders.real_fresh11 import _BOOT, _COUNT, _ZELIG
from dataagents.governance.builders.real_fresh12 import _KMSURV
from dataagents.governance.builders.real_fresh15 import FRESH15_DIR, _blank, _stratified
from dataagents.governance.builders.real_fresh15 import README_HEAD as _FRESH15_HEAD
from dataagents.governance.builders.real_fresh17 import _GPL3_LATER
from dataagents.governance.builders.real_fresh18 import _CLUSTER, _DATASETS, _GAP

SEED = 20270105
FRESH22_DIR = FRESH15_DIR.parent / "govbench_real_fresh22"

SOURCES: dict[str, str] = {
    "MedExp": f"{_ECDAT}; Deb & Trivedi 2002 via Cameron & Trivedi 2005, RAND Health Insurance Experiment, "
    "annual medical expenditure in constant dollars, coinsurance, deductible plan, chronic diseases, self-rated "
    f"health, physical limitation, family income, age and sex of 5574 people), {_GPL2_LATER}",
    "mhtdata": f"{_GAP}; Kilpelainen et al. 2011, p-values, chromosome, position and gene annotation of 159312 "
    f"SNPs from a genome-wide scan for adiposity), {_GPL2_LATER}",
    "PD": f"{_GAP}; Parsian et al. 2005, familial, sporadic and control subjects of a study of Parkinson's disease "
    f"with APOE, LRRK2 and SNCA markers, sex, race and age at onset, 825 people), {_GPL2_LATER}",
    "rotifer": f"{_MASS}; Collett 1991, numbers of the rotifers Polyartha major and Keratella cochlearis falling "
    f"out of suspension and their totals at 20 fluid densities), {_GPL2_3}",
    "smoking": f"{_HSAUR}; Silagy 2003, Cochrane review of nicotine gum for smoking cessation, quitters and "
    f"subjects in the treated and the control arm of 26 trials), {_GPL2_3}",
    "motor": f"{_BOOT}; Silverman 1985 via Davison & Hinkley 1997, head acceleration in g at 94 times after "
    "impact in a simulated motorcycle accident used to test crash helmets, with three strata and an estimate "
    "of each stratum's residual variance), licence Unlimited",
    "polyps3": f"{_HSAUR}; Giardiello et al. 1993 via Piantadosi 1997, sex, treatment, age and number of colonic "
    "polyps at baseline and after three months of 22 patients with familial adenomatous polyposis in a trial "
    f"of sulindac), {_GPL2_3}",
    "muscle": f"{_MASS}; Linder, Chakravarti & Vuagnat 1964, shortening of 21 strips of rat heart muscle dipped "
    f"into calcium chloride solutions of several concentrations, 60 readings), {_GPL2_3}",
    "WeightLoss": f"{_CAR}; contrived data courtesy of Friendly, weight loss and self-esteem at one, two and three "
    f"months of 34 people in a control, a diet and a diet-and-exercise group), {_GPL2_LATER}",
    "npk": f"{_MASS}; Imperial College M.Sc. exercise sheet via Venables & Ripley 2002, yield of peas in pounds on "
    f"24 plots in six blocks of a nitrogen, phosphate and potassium factorial experiment), {_GPL2_3}",
    "ships": f"{_COUNT}; McCullagh & Nelder 1989 via Hilbe 2011, accidents and months of service of five ship "
    "types by period of construction and period of operation, 40 rows), licence GPL-2",
    "WorldPhones": f"{_DATASETS}; AT&T 1961 via McNeil 1977, telephones in thousands in seven regions of the "
    f"world in 1951 and 1956-1961), {_GPL2_3}",
    "meteo": f"{_HSAUR}; Everitt & Dunn 2001, November-December rainfall, July temperature, rainfall and "
    f"radiation and average harvest yield of the 11 seasons 1920-21 to 1930-31), {_GPL2_3}",
    "mao": f"{_GAP}; Zhao 2004 after Latsoudis, a study of Parkinson's disease and the MAOA gene, case or control, "
    f"sex, age, age at onset and five marker genotypes of 340 people), {_GPL2_LATER}",
    "students": f"{_HSAUR}; Timm 2002, scores of 35 students on two parallel forms of a risk-taking test after "
    f"random assignment to one of three treatments), {_GPL2_3}",
    "menarche": f"{_MASS}; Milicer & Szczotka 1966, Warsaw girls in 1965, number examined and number who had "
    f"reached menarche in 25 age groups), {_GPL2_3}",
    "SupremeCourt": f"{_ZELIG}; Spaeth 2005, liberal or conservative votes of the nine justices in the 43 "
    f"non-unanimous cases of the 2000 term of the US Supreme Court), {_GPL2_LATER}",
    "tongue": f"{_KMSURV}; Sickle-Santanello et al. 1988 via Klein & Moeschberger 1997, aneuploid or diploid "
    f"tumour, weeks to death or end of follow-up and death of 80 patients with cancer of the tongue), "
    f"{_GPL3_LATER}",
    "steam": f"{_MASS}; Draper & Smith 1981, pressure at 14 temperatures in degrees Celsius in a saturated steam "
    f"driven experimental device), {_GPL2_3}",
    "USPop": f"{_CAR}; US Census Bureau via Fox 2008, population of the United States in millions at each "
    f"decennial census 1790-2000), {_GPL2_LATER}",
    "pluton": f"{_CLUSTER}; Rousseeuw, Kaufman & Trauwaert 1996, percentages of plutonium 238, 239, 240 and 241 "
    f"in 45 plutonium batches), {_GPL2_LATER}",
    "tau": f"{_BOOT}; Efron 1992 via Davison & Hinkley 1997, 60 measured decay rates in percent of the tau "
    "particle, of the one-charged-particle decay and of its four major modes), licence Unlimited",
}


# ---- filtering ----------------------------------------------------------------------------------------
BIG_BILL_DOLLARS = 1000
MEDEXP_COLUMNS = ["med", "age", "sex", "health", "physlim", "idp"]


def m_medexp(rng):
    df = r_data("MedExp")[MEDEXP_COLUMNS]
    df["med"] = df["med"].round(2)
    df["age"] = df["age"].round(1)
    # more people over the line than under it, so that removing every row cannot pass
    big = df["med"] > BIG_BILL_DOLLARS
    return {"rand_medical_spending.jsonl": _stratified(df, big, {True: 170, False: 130}, "person", rng)}


SUGGESTIVE_P = 1e-5
MHT_COLUMNS = ["rsn", "gene", "chr", "pos", "p"]


def m_mhtdata(rng):
    df = r_data("mhtdata")[MHT_COLUMNS]
    below = df["p"] < SUGGESTIVE_P
    return {"adiposity_scan_snps.tsv": _stratified(df, below, {True: 170, False: 130}, "line", rng)}


EARLY_ONSET_AGE = 50
PD_COLUMNS = ["lab", "abc", "sex", "aon", "apoe", "rs10506151", "rs1365763", "snca"]


def _onset_group(r: pd.Series) -> str:
    if r["abc"] == "Control":
        return "control"
    if pd.isna(r["aon"]):
        return "unknown"
    return "early" if r["aon"] < EARLY_ONSET_AGE else "later"


def m_pd(rng):
    df = r_data("PD")[PD_COLUMNS]
    group = df.apply(_onset_group, axis=1)
    # patients of unknown onset are left out: whether they fell ill before 50 is not known
    sizes = {"early": 110, "later": 55, "control": 35}
    return {"parkinsons_markers.csv": _stratified(df, group, sizes, "subject", rng)}


# ---- deduplication and consistency --------------------------------------------------------------------
SPECIES = [("pm.y", "pm.tot"), ("kc.y", "kc.tot")]


def m_rotifer(rng):
    df = numbered(r_data("rotifer"), "line")
    # two rows of each species typed with the count falling out and the total swapped
    free = list(df.index)
    for fell, total in SPECIES:
        for i in rng.sample([i for i in free if df.at[i, fell] < df.at[i, total]], 2):
            df.at[i, fell], df.at[i, total] = df.at[i, total], df.at[i, fell]
            free.remove(i)
    return {"rotifer_settling_counts.xlsx": df}


def e_rotifer(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    ok = (df["pm.y"] <= df["pm.tot"]) & (df["kc.y"] <= df["kc.tot"])
    return df[ok].reset_index(drop=True)


def m_smoking(rng):
    df = r_data("smoking")
    df.insert(0, "study", df.index.astype(str))
    rows = [r for _, r in df.reset_index(drop=True).iterrows()]
    # five trials entered a second time from an interim report, with fewer subjects, just before or after
    for i in sorted(rng.sample(range(len(rows)), 5), reverse=True):
        final = rows[i]
        share = rng.uniform(0.45, 0.8)
        interim = final.copy()
        interim["tt"], interim["tc"] = round(final["tt"] * share), round(final["tc"] * share)
        interim["qt"] = min(interim["tt"], max(1, round(final["qt"] * share * rng.uniform(0.8, 1.2))))
        interim["qc"] = min(interim["tc"], max(1, round(final["qc"] * share * rng.uniform(0.8, 1.2))))
        rows.insert(i + rng.choice([0, 1]), interim)
    return {"nicotine_gum_trials.csv": pd.DataFrame(rows).reset_index(drop=True)}


def e_smoking(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    larger = df.sort_values("tt", ascending=False, kind="stable").drop_duplicates("study")
    return df.loc[sorted(larger.index)].reset_index(drop=True)


# a variance written wrongly: a digit doubled or dropped, two digits swapped, the point moved
MISTYPED = {3.7: [37.0, 7.3, 3.07], 607.0: [670.0, 60.7, 6070.0, 617.0], 138.0: [183.0, 13.8, 1380.0, 128.0]}
TYPOS_PER_STRATUM = {1: 2, 2: 4, 3: 1}


def m_motor(rng):
    df = numbered(r_data("motor"), "reading")
    for stratum, n in TYPOS_PER_STRATUM.items():
        for i in rng.sample(list(df.index[df["strata"] == stratum]), n):
            df.at[i, "v"] = rng.choice(MISTYPED[float(df.at[i, "v"])])
    return {"helmet_impact_test.tsv": df}


def e_motor(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["v"] = df.groupby("strata")["v"].transform(lambda s: s.mode().iloc[0])
    return df


# ---- imputation ---------------------------------------------------------------------------------------
def _evenly_between(df: pd.DataFrame) -> list[int]:
    """Readings inside a strip whose concentration lies halfway between its neighbours' on that strip."""
    out = []
    for _, g in df.groupby("Strip", sort=False):
        idx, conc = list(g.index), list(g["Conc"])
        out += [idx[j] for j in range(1, len(idx) - 1) if conc[j] - conc[j - 1] == conc[j + 1] - conc[j]]
    return out


def m_muscle(rng):
    df = numbered(r_data("muscle"), "reading")
    gone: set[int] = set()
    for i in rng.sample(_evenly_between(df), len(_evenly_between(df))):
        if len(gone) < 6 and i - 1 not in gone and i + 1 not in gone:
            gone.add(i)
    return {"heart_muscle_calcium.csv": _blank(df, "Length", gone)}


def e_muscle(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    prev = df.groupby("Strip")["Length"].shift(1)
    nxt = df.groupby("Strip")["Length"].shift(-1)
    df["Length"] = df["Length"].fillna((prev + nxt) / 2)
    return df


def m_weightloss(rng):
    df = numbered(r_data("WeightLoss"), "participant")
    gone = {i for g in ["Control", "Diet", "DietEx"] for i in rng.sample(list(df.index[df["group"] == g]), 2)}
    gone.add(rng.choice([i for i in df.index if i not in gone]))
    return {"weight_loss_programmes.xlsx": _blank(df, "wl2", gone)}


def e_weightloss(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    means = df.groupby("group")["wl2"].transform("mean")
    # a mean that sits on a half-way point would round two ways: the draw must not give one
    assert ((means * 10 - (means * 10).round()).abs() - 0.5).abs().min() > 1e-6
    df["wl2"] = df["wl2"].fillna(means.round(1))
    return df


def m_npk(rng):
    df = numbered(r_data("npk"), "plot")
    # the block is written once, against the first plot of each block, as in the field book
    return {"pea_fertiliser_trial.xlsx": _blank(df, "block", set(df.index[df["block"].duplicated()]))}


def e_npk(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["block"] = df["block"].ffill()
    return df


# ---- integration --------------------------------------------------------------------------------------
AMERICAS = ["N.Amer", "S.Amer", "Mid.Amer"]
ELSEWHERE = ["Europe", "Asia", "Oceania", "Africa"]


def m_phones(rng):
    df = r_data("WorldPhones")
    df.insert(0, "year", df.index.astype(int))
    df = df.reset_index(drop=True)
    # the Americas sheet stops at 1960 and the other one starts at 1956: each has a year the other lacks
    return {
        "telephones_americas.csv": df[df["year"] <= 1960][["year", *AMERICAS]],
        "telephones_rest_of_world.jsonl": df[df["year"] >= 1956][["year", *ELSEWHERE]],
    }


def e_phones(frames: Frames) -> pd.DataFrame:
    americas, rest = frames.values()
    return americas.merge(rest, on="year", how="outer")


def m_meteo(rng):
    df = r_data("meteo").reset_index(drop=True)
    missing = rng.randrange(2, len(df) - 1)
    ours = df.drop(index=missing)
    # eight seasons of our sheet carry a provisional yield that the final figures put right
    provisional = sorted(rng.sample(list(ours.index), 8))
    ours = ours.copy()
    for i in provisional:
        ours.at[i, "yield"] = round(ours.at[i, "yield"] + rng.choice([-1, 1]) * rng.uniform(0.3, 1.2), 2)
    corrections = df.loc[sorted([*provisional, missing])]
    return {"harvest_weather.xlsx": ours.reset_index(drop=True), "harvest_corrections.csv": corrections}


def e_meteo(frames: Frames) -> pd.DataFrame:
    ours, corrections = frames.values()
    fixed = corrections.set_index("year")
    rows = [
        {"year": r["year"], **fixed.loc[r["year"]].to_dict()} if r["year"] in fixed.index else r
        for r in ours.to_dict(orient="records")
    ]
    added = corrections[~corrections["year"].isin(ours["year"])].to_dict(orient="records")
    return pd.DataFrame(rows + added)[list(ours.columns)]


MAO_CLINICAL = ["id", "type", "gender", "age", "aao"]
MAO_GENOTYPES = ["maoai2", "maobi2", "gtbex3", "maoavntr", "maoa31"]


def m_mao(rng):
    # the study's own labels mix numbers and grid-plate positions, some twice: each person gets a number
    df = numbered(r_data("mao").drop(columns="id"), "id")
    picks = rng.sample(range(len(df)), 92)
    clinical = sorted(picks[:80])
    typed = sorted(rng.sample(clinical, 62)) + sorted(
        picks[80:]
    )  # 62 of ours and 12 the lab typed for others
    genotypes = df.loc[typed, ["id", *MAO_GENOTYPES]].rename(columns={"id": "subject"})
    return {
        "mao_study_clinical.csv": df.loc[clinical, MAO_CLINICAL].reset_index(drop=True),
        "mao_study_genotypes.xlsx": _shuffled(genotypes, rng),
    }


def e_mao(frames: Frames) -> pd.DataFrame:
    clinical, genotypes = frames.values()
    return clinical.merge(genotypes, left_on="id", right_on="subject").drop(columns="subject")


# ---- labeling -----------------------------------------------------------------------------------------
def m_menarche(rng):
    return {"warsaw_menarche_1965.tsv": numbered(r_data("menarche"), "group")}


def _majority(r: pd.Series) -> str:
    return "yes" if 2 * r["Menarche"] > r["Total"] else "no"


OVER_HALF = [
    {"label": "yes", "conditions": [{"column": "Menarche", "op": ">", "other": "Total", "times": 0.5}]}
]

JUSTICES = ["Rehnquist", "Stevens", "OConnor", "Scalia", "Kennedy", "Souter", "Thomas", "Ginsburg", "Breyer"]


def m_court(rng):
    df = numbered(r_data("SupremeCourt"), "case")
    for j in JUSTICES:  # a justice who took no part is a blank, the others 1 or 0
        df[j] = df[j].astype("Int64")
    return {"supreme_court_2000_votes.csv": df}


def _outcome(r: pd.Series) -> str:
    votes = [int(r[j]) for j in JUSTICES if pd.notna(r[j])]
    return "liberal" if 2 * sum(votes) > len(votes) else "conservative"


TUMOUR = {1: "aneuploid", 2: "diploid"}
WEEKS_IN_A_YEAR = 52  # whole weeks: no one is followed for between 52 and 53 weeks


def m_tongue(rng):
    df = r_data("tongue")
    df = pd.DataFrame({"tumour": df["type"].map(TUMOUR), "weeks": df["time"], "died": df["delta"]})
    return {"tongue_cancer_followup.jsonl": numbered(df, "patient")}


def _first_year(r: pd.Series) -> str:
    if r["weeks"] > WEEKS_IN_A_YEAR:
        return "survived"
    return "died" if r["died"] == 1 else "unknown"


FIRST_YEAR_CASES = [
    {
        "label": "died",
        "conditions": [
            {"column": "died", "op": "==", "value": 1},
            {"column": "weeks", "op": "<=", "value": WEEKS_IN_A_YEAR},
        ],
    },
    {"label": "survived", "conditions": [{"column": "weeks", "op": ">", "value": WEEKS_IN_A_YEAR}]},
]


# ---- refinement ---------------------------------------------------------------------------------------
def m_steam(rng):
    return {"saturated_steam.jsonl": numbered(r_data("steam"), "reading")}


def e_steam(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["Temp"] = (df["Temp"] * 9 / 5 + 32).round(1)
    return df


def m_uspop(rng):
    return {"us_census_population.tsv": r_data("USPop").reset_index(drop=True)}


def e_uspop(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["population"] = [round(v * 1_000_000) for v in df["population"]]
    return df


PU238_CEILING = 2  # percent; the dataset's own documentation: always less than 2 percent


def m_pluton(rng):
    df = numbered(r_data("pluton"), "batch")
    # five batches typed with the decimal point one place to the right
    for i in rng.sample(list(df.index[df["Pu238"] * 10 > PU238_CEILING + 0.5]), 5):
        df.at[i, "Pu238"] = round(df.at[i, "Pu238"] * 10, 2)
    return {"plutonium_batches.csv": df}


def e_pluton(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["Pu238"] = df["Pu238"].where(df["Pu238"] <= PU238_CEILING)
    return df


def m_tau(rng):
    df = numbered(r_data("tau"), "experiment")
    df["rate"] = [f"{v:.1f}%" for v in df["rate"]]
    return {"tau_decay_rates.xlsx": df}


def e_tau(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["rate"] = [float(str(v).strip().removesuffix("%")) for v in df["rate"]]
    return df


# ---- DAG-level ----------------------------------------------------------------------------------------
def m_polyps(rng):
    df = numbered(r_data("polyps3"), "patient")
    rows = [r for _, r in df.iterrows()]
    # five patients keyed in a second time, right after themselves or a row or two further down
    for i in sorted(rng.sample(range(len(df)), 5), reverse=True):
        rows.insert(i + 1 + rng.randrange(0, 3), df.iloc[i])
    return {"sulindac_polyp_trial.jsonl": pd.DataFrame(rows).reset_index(drop=True)}


def e_polyps(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df = df[~df.duplicated(keep="first")].reset_index(drop=True)
    df["improved"] = ["yes" if a < b else "no" for a, b in zip(df["number3m"], df["baseline"], strict=True)]
    return df


FEWER_POLYPS = [{"label": "yes", "conditions": [{"column": "number3m", "op": "<", "other": "baseline"}]}]


def m_ships(rng):
    df = numbered(r_data("ships"), "line")
    # six zero counts left blank: the clerk wrote nothing when nothing was reported
    zeros = list(df.index[(df["accident"] == 0) & df["service"].notna()])
    return {"ship_damage.tsv": _blank(df, "accident", set(rng.sample(zeros, 6)))}


def e_ships(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df = df[df["service"].notna()].reset_index(drop=True)
    df["accident"] = df["accident"].fillna(0)
    return df


TREATMENTS = ["AA", "C", "NC"]


def m_students(rng):
    df = numbered(r_data("students"), "student")
    # five students absent for the second form: two in AA, one in C, two in NC
    gone = {
        i
        for t, n in zip(TREATMENTS, [2, 1, 2], strict=True)
        for i in rng.sample(list(df.index[df["treatment"] == t]), n)
    }
    df = _blank(df, "high", gone)
    parts = [df[df["treatment"] == t].drop(columns="treatment").reset_index(drop=True) for t in TREATMENTS]
    return {
        "risk_taking_AA.csv": parts[0],
        "risk_taking_C.tsv": parts[1],
        "risk_taking_NC.xlsx": parts[2],
    }


def e_students(frames: Frames) -> pd.DataFrame:
    parts = [f.assign(treatment=t) for f, t in zip(frames.values(), TREATMENTS, strict=True)]
    out = pd.concat(parts, ignore_index=True)
    return out[out["high"].notna()].reset_index(drop=True)


README_HEAD = """# GovBench real-table held-out suite, twenty-second set

{n} governance tasks on real public tables that none of the development suite (`govbench_real`) and the
twenty earlier held-out suites (`govbench_real_fresh` to `govbench_real_fresh20`) uses, nor the same data under
another name; it was written at the same time as the twenty-first set and takes only datasets whose names begin
with a letter from M to Z, the twenty-first the others. The requests read like e-mails and chat messages from
different people to a data person, of varied length and build; columns are named by what they hold or by a
synonym rather than by their header, and details a colleague would take for granted are left out. Built by
`python -m dataagents.governance.builders.real_fresh22 [OUT]` (deterministic, seed {seed}).

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
].replace("govbench_real_fresh15", "govbench_real_fresh22")
README_HEAD += """\
Everyday requests covered: people kept past a spending line given in thousands of dollars, SNPs kept under a
p-value written in scientific notation, and patients kept by an age at onset with the controls going too; rows
that break a rule between two columns dropped, trials entered twice kept once by the bigger of two figures, and a
value that must be one per stratum made consistent; a blank filled with the average of its two neighbours on the
same strip, blanks filled with the rounded mean of the same group, and a number written only on the first row
of each block filled down; two sheets merged by year keeping every year of either, a corrections sheet applied
over a table (rows replaced, a new one added), and two sheets joined on differently named keys keeping the
matches; a yes/no label from one column against half of another, a majority of nine votes with a justice who
took no part (ground truth from pandas alone), and three labels from a death flag and a year given over a column
in weeks; Celsius given in Fahrenheit, millions written out as whole numbers, impossible readings blanked, and
numbers with a percent sign made plain; and three pipelines: repeated entries removed before a two-column
label, rows without service dropped before blanks are read as zero, and three sheets stacked with a column
naming each before rows missing a score are dropped.

Sources: R datasets from the packages `Ecdat`, `gap`, `MASS`, `HSAUR`, `boot`, `car`, `COUNT`, `datasets`,
`Zelig`, `KMsurv` and `cluster`, as shipped by the Python package `pydataset` (which bundles the Rdatasets
collection); each table's reference and licence is in the table below and in its task's `provenance`. The
swapped counts in `fresh22_dedup_rotifer_impossible_counts`, the interim entries in
`fresh22_dedup_nicotine_gum_interim`, the mistyped variances in `fresh22_dedup_helmet_variance_per_stratum`, the
repeated patients in `fresh22_dag_polyps_repeat_entries`, the provisional yields and the split of the table in
`fresh22_integrate_harvest_corrections`, the decimal slips in `fresh22_refine_plutonium_slips`, the percent signs
in `fresh22_refine_tau_percent_signs`, the blocks written once in `fresh22_impute_pea_blocks_fill_down`, the
unwritten zeros in `fresh22_dag_ships_unreported_accidents` and the blanked cells are invented by hand.

"""
README_HEAD += _FRESH15_HEAD[_FRESH15_HEAD.index("Scenario counts:") :]


TASKS: list[RealTask] = [
    # filtering
    RealTask(
        "fresh22_filter_medical_bills_over_1k",
        "filtering",
        "Claims analytics here. From the RAND health insurance extract I only want the people whose medical "
        "spending for the year came to more than $1k, so please drop everyone else.",
        "MedExp",
        m_medexp,
        keep(lambda d: d["med"] > BIG_BILL_DOLLARS),
        "rand_medical_spending_over_1k.csv",
        "person",
        [("filter_value", {"column": "med", "op": ">", "value": BIG_BILL_DOLLARS})],
        prep="300 of the 5574 people drawn at random within strata, 170 who spent more than $1,000 and 130 "
        "who did not, kept in their order, numbered, six of the columns, spending to the cent and age to one "
        "decimal, as JSONL",
    ),
    RealTask(
        "fresh22_filter_suggestive_snps",
        "filtering",
        "hi! for the replication genotyping I just need the SNPs from the adiposity scan with a p-value under "
        "1e-5, could you strip out the rest?",
        "mhtdata",
        m_mhtdata,
        keep(lambda d: d["p"] < SUGGESTIVE_P),
        "adiposity_scan_suggestive.xlsx",
        "line",
        [("filter_value", {"column": "p", "op": "<", "value": SUGGESTIVE_P})],
        prep="300 of the 159312 SNPs drawn at random within strata, 170 with a p-value under 1e-5 and 130 "
        "above, kept in their order, numbered, the SNP name, gene, chromosome, position and p-value, as TSV",
    ),
    RealTask(
        "fresh22_filter_early_onset_parkinsons",
        "filtering",
        "We're writing up early-onset Parkinson's. Keep only the people whose symptoms began before the age of "
        "50; the controls and anyone who fell ill later can go.",
        "PD",
        m_pd,
        keep(lambda d: d["aon"] < EARLY_ONSET_AGE),
        "parkinsons_early_onset.jsonl",
        "subject",
        [("filter_value", {"column": "aon", "op": "<", "value": EARLY_ONSET_AGE})],
        prep="200 of the 825 people drawn at random within strata, 110 patients with onset before 50, 55 with "
        "onset at 50 or later and 35 controls (patients of unknown onset left out), kept in their order, "
        "numbered, eight of the columns, as CSV; the blank markers are the dataset's own NA",
    ),
    # deduplication and consistency
    RealTask(
        "fresh22_dedup_rotifer_impossible_counts",
        "deduplication",
        "In the rotifer settling counts the number of animals that fell out can never be more than the total "
        "for that species, yet a few rows claim otherwise for one species or the other. Please remove those "
        "rows, we can't trust them.",
        "rotifer",
        m_rotifer,
        e_rotifer,
        "rotifer_settling_counts_checked.tsv",
        "line",
        [
            (
                "consistency_rules",
                {
                    "rules": [{"left": y, "op": "<=", "right_column": tot} for y, tot in SPECIES],
                    "action": "drop",
                },
            )
        ],
        prep="all 20 densities, numbered, as XLSX; in two rows of each species the number falling out and the "
        "total swapped by hand",
    ),
    RealTask(
        "fresh22_dedup_nicotine_gum_interim",
        "deduplication",
        "Five trials in our nicotine gum review were entered twice, once from an interim report and once from "
        "the final paper. I need every trial once, keeping whichever of its two lines has more treated smokers.",
        "smoking",
        m_smoking,
        e_smoking,
        "nicotine_gum_trials_once.xlsx",
        "study",
        [("dedup_key", {"key": ["study"], "keep": "largest", "order_by": "tt"})],
        prep="all 26 trials, the study name as a column; 5 of them entered again by hand as an interim report "
        "with 45-80% of the subjects of each arm and about as many quitters in proportion, just before or "
        "after the final line, as CSV",
    ),
    RealTask(
        "fresh22_dedup_helmet_variance_per_stratum",
        "deduplication",
        "The crash helmet test file carries a variance estimate that should be a single value per stratum, but "
        "it was retyped by hand and a few rows came out wrong. Set each row back to the value most rows in its "
        "stratum have.",
        "motor",
        m_motor,
        e_motor,
        "helmet_impact_test_fixed.csv",
        "reading",
        [("enforce_functional_dependency", {"determinant": ["strata"], "dependent": "v"})],
        prep="all 94 readings, numbered, as TSV; the variance of 7 readings (2, 4 and 1 in the three strata) "
        "mistyped by hand",
    ),
    # imputation
    RealTask(
        "fresh22_impute_muscle_strip_neighbours",
        "imputation",
        "Six shortening readings never got written down in the calcium chloride heart muscle experiment. For "
        "each gap, take the average of the same strip's readings at the next lower and the next higher "
        "concentration.",
        "muscle",
        m_muscle,
        e_muscle,
        "heart_muscle_calcium_filled.jsonl",
        "reading",
        [("impute_interpolate", {"columns": ["Length"], "by": ["Strip"]})],
        prep="all 60 readings, numbered, as CSV; 6 shortenings blanked by hand, each inside its strip at a "
        "concentration halfway between its neighbours' and never two running",
    ),
    RealTask(
        "fresh22_impute_weight_loss_group_mean",
        "imputation",
        "Some participants are missing their month-two weight loss. Fill each one with the month-two average "
        "of the person's own programme group, rounded to one decimal place.",
        "WeightLoss",
        m_weightloss,
        e_weightloss,
        "weight_loss_programmes_filled.tsv",
        "participant",
        [("impute_groupwise", {"columns": ["wl2"], "by": ["group"], "strategy": "mean", "round": 1})],
        prep="all 34 people, numbered, as XLSX; 7 month-two weight losses blanked by hand, at least two in "
        "each group",
    ),
    RealTask(
        "fresh22_impute_pea_blocks_fill_down",
        "imputation",
        "In the pea fertiliser trial sheet the block number is only written against the first plot of each "
        "block, the way the field book lays it out. Could you fill it in for every plot?",
        "npk",
        m_npk,
        e_npk,
        "pea_fertiliser_trial_blocks.csv",
        "plot",
        [("forward_fill", {"columns": ["block"]})],
        prep="all 24 plots, numbered, as XLSX; the block left blank by hand on every plot but the first of "
        "its block",
    ),
    # integration
    RealTask(
        "fresh22_integrate_world_telephones",
        "integration",
        "AT&T's telephone counts arrived as two sheets, the Americas in one and the rest of the world in the "
        "other. Merge them into a single table by year and keep every year that either sheet has.",
        "WorldPhones",
        m_phones,
        e_phones,
        "world_telephones.tsv",
        "year",
        [("join_composite", {"keys": ["year"], "how": "outer"})],
        prep="all 7 years, the year as a column; the three American regions 1951-1960 as CSV and the four "
        "other regions 1956-1961 as JSONL",
    ),
    RealTask(
        "fresh22_integrate_harvest_corrections",
        "integration",
        "The agronomy office sent a corrections sheet for our weather and harvest table. It restates most "
        "seasons with the final yields and adds a season we never had; please apply it so the corrected "
        "seasons replace ours and the new one is added.",
        "meteo",
        m_meteo,
        e_meteo,
        "harvest_weather_corrected.jsonl",
        "year",
        [("upsert_rows", {"key": ["year"]})],
        prep="the 11 seasons; ours with one season left out and a provisional yield made up by hand for 8 "
        "others (0.3 to 1.2 quintals off), as XLSX; the corrections, those 8 seasons and the missing one as "
        "published, as CSV",
    ),
    RealTask(
        "fresh22_integrate_mao_genotypes",
        "integration",
        "Please join the clinical sheet of the MAO Parkinson's study to the genotype sheet the lab sent back, "
        "person by person. Only people who appear in both should be in the result.",
        "mao",
        m_mao,
        e_mao,
        "mao_study_merged.tsv",
        "id",
        [("join_composite", {"left_keys": ["id"], "right_keys": ["subject"], "how": "inner"})],
        prep="all 340 people numbered, 92 of them drawn at random: 80 with case or control, sex, age and age "
        "at onset, as CSV; the five marker genotypes of 62 of those 80 and of the other 12, the "
        "number headed subject, shuffled, as XLSX; the blanks are the dataset's own NA",
    ),
    # labeling
    RealTask(
        "fresh22_label_menarche_majority",
        "labeling",
        "For each age group of the 1965 Warsaw survey, add a column named majority: yes where more than half of "
        "the girls examined had already had their first period, no where they hadn't.",
        "menarche",
        m_menarche,
        labelled("majority", _majority),
        "warsaw_menarche_majority.jsonl",
        "group",
        [("label_conditions", {"target": "majority", "cases": OVER_HALF, "default": "no"})],
        target="majority",
        prep="all 25 age groups, numbered, as TSV",
    ),
    RealTask(
        "fresh22_label_supreme_court_outcome",
        "labeling",
        "Each row is one of the split decisions from the Supreme Court's 2000 term, with every justice's vote "
        "coded 1 for liberal and 0 for conservative. Can you add a column called outcome that reads liberal "
        "where most of the justices voted liberal and conservative otherwise?",
        "SupremeCourt",
        m_court,
        labelled("outcome", _outcome),
        "supreme_court_2000_outcomes.xlsx",
        "case",
        None,
        kind="labels",
        target="outcome",
        prep="all 43 cases, numbered, as CSV; the two blank votes are the dataset's own NA (justices who took "
        "no part)",
    ),
    RealTask(
        "fresh22_label_tongue_first_year",
        "labeling",
        "I'd like the tongue cancer patients grouped by how their first year went, in a new column first_year. "
        "Put died for those who died within a year, survived for anyone followed for more than a year (even if "
        "they died later), and unknown for those lost to follow-up before the year was out.",
        "tongue",
        m_tongue,
        labelled("first_year", _first_year),
        "tongue_cancer_first_year.tsv",
        "patient",
        [("label_conditions", {"target": "first_year", "cases": FIRST_YEAR_CASES, "default": "unknown"})],
        target="first_year",
        prep="all 80 patients, numbered, the tumour type written as aneuploid or diploid, the time headed weeks "
        "and the death indicator headed died, as JSONL",
    ),
    # refinement
    RealTask(
        "fresh22_refine_steam_fahrenheit",
        "refinement",
        "Our client's engineers in Houston work in Fahrenheit. Can you convert the temperatures in the "
        "saturated steam table for them?",
        "steam",
        m_steam,
        e_steam,
        "saturated_steam_fahrenheit.xlsx",
        "reading",
        [("convert_unit", {"column": "Temp", "to_unit": "f", "default_unit": "c", "round": 1})],
        prep="all 14 readings, numbered, as JSONL",
    ),
    RealTask(
        "fresh22_refine_census_full_count",
        "refinement",
        "The census series gives the US population in millions. For the poster I need the full number of "
        "people instead, as whole numbers.",
        "USPop",
        m_uspop,
        e_uspop,
        "us_census_population_people.csv",
        "year",
        [("scale_column", {"column": "population", "factor": 1_000_000, "round": 0})],
        prep="all 22 censuses, as TSV",
    ),
    RealTask(
        "fresh22_refine_plutonium_slips",
        "refinement",
        "Plutonium-238 is always well under 2 percent of a batch, so the few batches showing more than that are "
        "typing slips. Blank out just those Pu-238 figures and leave everything else in the row as it is until "
        "the lab re-sends them.",
        "pluton",
        m_pluton,
        e_pluton,
        "plutonium_batches_checked.xlsx",
        "batch",
        [
            (
                "set_values",
                {
                    "column": "Pu238",
                    "conditions": [{"column": "Pu238", "op": ">", "value": PU238_CEILING}],
                    "value": None,
                },
            )
        ],
        prep="all 45 batches, numbered, as CSV; the plutonium-238 share of 5 of them typed by hand with the "
        "decimal point one place to the right",
    ),
    RealTask(
        "fresh22_refine_tau_percent_signs",
        "refinement",
        "The tau decay rates were exported as text with a percent sign stuck on the end (86.1%). Make them "
        "plain numbers on the same scale so we can average them.",
        "tau",
        m_tau,
        e_tau,
        "tau_decay_rates_numeric.jsonl",
        "experiment",
        [("standardize_number", {"column": "rate"})],
        prep="all 60 measurements, numbered, as XLSX, the rates written by hand with one decimal and a percent "
        "sign",
    ),
    # DAG-level
    RealTask(
        "fresh22_dag_polyps_repeat_entries",
        "deduplication",
        "A handful of patients in the sulindac polyp trial were keyed in twice, so first take out the repeated "
        "rows. Then add a column called improved: yes if the patient had fewer polyps at three months than at "
        "the start, no otherwise.",
        "polyps3",
        m_polyps,
        e_polyps,
        "sulindac_polyp_trial_improved.csv",
        "patient",
        [
            ("dedup_exact", {"keep": "first"}),
            ("label_conditions", {"target": "improved", "cases": FEWER_POLYPS, "default": "no"}),
        ],
        target="improved",
        prep="all 22 patients, numbered; 5 of them written again by hand right after or a row or two below "
        "themselves, as JSONL",
        level="dag",
    ),
    RealTask(
        "fresh22_dag_ships_unreported_accidents",
        "imputation",
        "The ship damage file still has rows for type and period combinations with no months of service "
        "recorded; take those out. After that, a blank accident count just means nothing was reported, so make "
        "it 0.",
        "ships",
        m_ships,
        e_ships,
        "ship_damage_clean.jsonl",
        "line",
        [
            ("drop_missing", {"columns": ["service"]}),
            ("impute_constant", {"columns": ["accident"], "value": 0}),
        ],
        prep="all 40 rows, numbered, as TSV; the 6 rows without service are the dataset's own NA; 6 of the "
        "zero accident counts of ships in service left blank by hand",
        level="dag",
    ),
    RealTask(
        "fresh22_dag_risk_taking_three_groups",
        "integration",
        "The risk-taking test scores came in three files, one for each treatment group (AA, C and NC). Stack "
        "them into one table with a treatment column giving the group, then leave out any student who missed "
        "the second test.",
        "students",
        m_students,
        e_students,
        "risk_taking_scores.xlsx",
        "student",
        [
            ("union_align", {"source_column": "treatment", "source_names": TREATMENTS}),
            ("drop_missing", {"columns": ["high"]}),
        ],
        prep="all 35 students, numbered, the 14 of AA as CSV, the 10 of C as TSV and the 11 of NC as XLSX, "
        "without the treatment; the second score of 5 students (two in AA, one in C, two in NC) blanked by "
        "hand",
        level="dag",
    ),
]


build_suite, main = suite_commands(TASKS, FRESH22_DIR, SEED, sources=SOURCES, head=README_HEAD)


if __name__ == "__main__":
    main()
