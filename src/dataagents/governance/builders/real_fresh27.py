"""Builds the twenty-seventh held-out governance suite on real tables (``suites/govbench_real_fresh27``).

The recipe of ``real_fresh26.py`` and the sets before it: 22 R datasets that no earlier real-table suite
touches (nor the same data under another name), cut small and made dirty only where the scenario needs it, one
request each written the way a business user writes an e-mail, and ground truth from a reference pipeline
checked against a plain-pandas reading (the pandas table alone where no operator expresses the request). This set
draws only on datasets whose names start with a letter from A to L, so that it cannot meet the set written at
the same time from the second half of the alphabet. The requests were written blind to the governance agent's
reader and planner: the suite measures generalisation and is never a source of rules.

    python -m dataagents.governance.builders.real_fresh27 [OUT_DIR] [task_id,...]
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
from dataagents.governance.builders.real_fresh2 import _CAR, _MASS, _shuffled
from dataagents.governance.builders.real_fresh3 import _GPL2_3, _HSAUR
from dataagents.governance.builders.real_fresh4 import _VCD
from dataagents.governance.builders.real_fresh7 import _GPL2_LATER, _ROBUSTBASE
from dataagents.governance.builders.real_fresh11 import _BOOT
from dataagents.governance.builders.real_fresh12 import _KMSURV
from dataagents.governance.builders.real_fresh13 import _QUANTREG
from dataagents.governance.builders.real_fresh14 import _PSYCH
from dataagents.governance.builders.real_fresh15 import FRESH15_DIR, _blank
from dataagents.governance.builders.real_fresh15 import README_HEAD as _FRESH15_HEAD
from dataagents.governance.builders.real_fresh17 import _GPL3_LATER
from dataagents.governance.builders.real_fresh18 import _CLUSTER, _DATASETS, _GAP
from dataagents.governance.builders.real_fresh26 import _doubled

SEED = 20270127
FRESH27_DIR = FRESH15_DIR.parent / "govbench_real_fresh27"

SOURCES: dict[str, str] = {
    "claridge": f"{_BOOT}; Claridge via Davison & Hinkley 1997, a DNA measurement and a hand-preference score "
    "from 1 (always the right hand) to 8 (always the left) of 37 mothers of sons with an inherited X-linked "
    "intellectual disability), licence Unlimited",
    "aids": f"{_KMSURV}; Lagakos, Barraj & De Gruttola via Klein & Moeschberger 1997, section 1.19, infection "
    "time and induction time to AIDS in years of 295 patients, adult or child), "
    f"{_GPL3_LATER}",
    "epi": f"{_PSYCH}; Eysenck & Eysenck 1964, answers of 3570 participants to the 57 items of the Eysenck "
    "Personality Inventory, collected in the early 1990s at the Personality, Motivation and Cognition lab of "
    f"Northwestern University), {_GPL2_LATER}",
    "bushfire": f"{_ROBUSTBASE}; Campbell 1984 via Maronna & Yohai 1995, satellite readings on five frequency "
    f"bands of 38 pixels used to locate bushfire scars), {_GPL2_LATER}",
    "blot": f"{_PSYCH}; Bond 1976 via Bond & Fox 2007, right or wrong answers of 150 children to the 35 items of "
    f"Bond's Logical Operations Test), {_GPL2_LATER}",
    "fa": f"{_GAP}; Liu, Sabatti, Teng, Keats & Risch 2001, case-control indicator and twelve microsatellite "
    f"markers of 127 individuals in a Friedreich ataxia linkage-disequilibrium study), {_GPL2_LATER}",
    "lactic": f"{_ROBUSTBASE}; Afifi & Azen 1979 via Rousseeuw & Leroy 1987, true lactic acid concentration and "
    f"the value an instrument measured, 20 calibration samples), {_GPL2_LATER}",
    "DDT": f"{_MASS}; Finsterwalder 1976 via Staudte & Sheather 1990, DDT in kale in parts per million measured "
    f"by 15 laboratories), {_GPL2_3}",
    "Bfox": f"{_CAR}; Fox 1980 via Fox 2008, Canadian women's labour-force participation, fertility, men's and "
    f"women's weekly wages, consumer debt and part-time work, 1946-1975), {_GPL2_LATER}",
    "co.transfer": f"{_BOOT}; Ellis, Neal & Webb 1987 via Hand et al. 1994, carbon monoxide transfer factor of "
    "seven smokers with chickenpox on entry to hospital and one week later), licence Unlimited",
    "Hospital": f"{_VCD}; Wing 1962 via Haberman 1974, 132 long-stay schizophrenic patients of two London "
    "hospitals by frequency of visits and length of stay, 9 cells), licence GPL-2",
    "dogs": f"{_BOOT}; Davison & Hinkley 1997, cardiac oxygen consumption and left ventricular pressure of "
    "seven domestic dogs), licence Unlimited",
    "Harman.political": f"{_PSYCH}; Harman 1976 via Dziuban & Shirkey 1974, correlations between eight "
    f"political variables over 147 election areas), {_GPL2_LATER}",
    "islay": f"{_BOOT}; Till 1974 via Hand et al. 1994, 18 palaeocurrent azimuths in degrees east of north "
    "from the Jura Quartzite on Islay), licence Unlimited",
    "Butterfly": f"{_VCD}; Fisher, Corbet & Williams 1943 via Friendly 2000, the number of species of Malayan "
    "butterflies caught 1 to 24 times, 24 cells), licence GPL-2",
    "Bosco": f"{_QUANTREG}; Boscovich via Koenker 2005, squared sine of the latitude and length of one degree "
    "of latitude in toises above 56,700 at five sites), licence GPL-2 or later",
    "Formaldehyde": f"{_DATASETS}; Bennett & Franklin 1954 via McNeil 1977, carbohydrate in millilitres and "
    f"optical density of six standards for the determination of formaldehyde), {_GPL2_3}",
    "bladdercancer": f"{_HSAUR}; Seeber 1998, follow-up time, size of the primary tumour and number of recurrent "
    f"tumours of 31 men treated for superficial bladder cancer), {_GPL2_3}",
    "animals": f"{_CLUSTER}; Kaufman & Rousseeuw 1990, six yes-or-no attributes of 20 animals coded 1 for no "
    f"and 2 for yes, with some unknown), {_GPL2_LATER}",
    "aircondit7": f"{_BOOT}; Proschan 1963 via Cox & Snell 1981, hours between successive failures of the "
    "air-conditioning equipment of the seventh of ten Boeing 720 aircraft, 24 intervals), licence Unlimited",
    "aircondit": f"{_BOOT}; Proschan 1963 via Cox & Snell 1981, hours between successive failures of the "
    "air-conditioning equipment of the ninth of ten Boeing 720 aircraft, 12 intervals), licence Unlimited",
    "Harman.8": f"{_PSYCH}; Harman 1976 after Mullen 1939, correlations between eight physical measurements of "
    f"305 girls), {_GPL2_LATER}",
}


# ---- filtering ----------------------------------------------------------------------------------------
ALWAYS_RIGHT = 1


def m_claridge(rng):
    return {"claridge_mothers_handedness.csv": numbered(r_data("claridge"), "mother")}


def m_aids(rng):
    return {"aids_induction_times.xlsx": numbered(r_data("aids"), "case")}


EPI_ITEMS = [f"V{i}" for i in range(1, 13)]
FIRST_TEN = EPI_ITEMS[:10]


def m_epi(rng):
    return {"epi_item_responses.jsonl": numbered(r_data("epi").iloc[:150][EPI_ITEMS], "respondent")}


def e_epi(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    return df[df[FIRST_TEN].notna().all(axis=1)].reset_index(drop=True)


# ---- deduplication and consistency --------------------------------------------------------------------
def m_bushfire(rng):
    return {"bushfire_scar_pixels.xlsx": _doubled(numbered(r_data("bushfire"), "pixel"), 6, rng)}


def e_first_copy(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    return df[~df.duplicated(keep="first")].reset_index(drop=True)


def m_blot(rng):
    df = r_data("blot")
    df.columns = [f"q{i}" for i in range(1, len(df.columns) + 1)]
    df = numbered(df, "student")
    start = pd.Timestamp("2024-10-07")
    df.insert(1, "sat_on", [start + pd.Timedelta(days=rng.randrange(0, 5)) for _ in range(len(df))])
    # ten children sat the test again three to six weeks later, a few answers different
    again = df.iloc[sorted(rng.sample(range(len(df)), 10))].copy()
    again["sat_on"] = [d + pd.Timedelta(days=rng.randrange(21, 43)) for d in again["sat_on"]]
    for i in again.index:
        for q in rng.sample([f"q{k}" for k in range(1, 36)], rng.randrange(2, 5)):
            again.loc[i, q] = 1 - again.loc[i, q]
    out = _shuffled(pd.concat([df, again], ignore_index=True), rng)
    out["sat_on"] = [d.strftime("%Y-%m-%d") for d in out["sat_on"]]
    return {"blot_answer_sheets.csv": out}


def e_blot(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    first = df.groupby("student")["sat_on"].transform("min")
    return df[df["sat_on"] == first].reset_index(drop=True)


LOCI = [f"loci{i}" for i in range(1, 13)]


def m_fa(rng):
    df = numbered(r_data("fa"), "subject")
    rows = [r for _, r in df.iterrows()]
    # seven subjects genotyped again, one marker called differently, the new row added further down
    for i in sorted(rng.sample(range(len(df) - 1), 7), reverse=True):
        rerun = rows[i].copy()
        locus = rng.choice(LOCI)
        rerun[locus] = int(rerun[locus]) + rng.choice([-1, 1])
        rows.insert(rng.randrange(i + 2, len(rows) + 1), rerun)
    return {"ataxia_genotypes.tsv": pd.DataFrame(rows).reset_index(drop=True)}


def e_fa(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    return df[~df.duplicated(subset=["subject"], keep="last")].reset_index(drop=True)


# ---- imputation ---------------------------------------------------------------------------------------
def m_lactic(rng):
    df = numbered(r_data("lactic"), "sample")
    # one reading blanked at each true concentration: every level keeps two or more
    blanks = {rng.choice(list(df.index[df["X"] == x])) for x in sorted(df["X"].unique())}
    return {"lactic_acid_calibration.tsv": _blank(df, "Y", blanks)}


def e_lactic(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["Y"] = df["Y"].fillna(df.groupby("X")["Y"].transform("mean"))
    return df


def m_ddt(rng):
    df = numbered(r_data("DDT").rename(columns={"x": "ddt"}), "lab")
    return {"ddt_in_kale.csv": _blank(df, "ddt", set(rng.sample(range(len(df)), 3)))}


def e_ddt(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["ddt"] = df["ddt"].fillna(df["ddt"].median())
    return df


def m_bfox(rng):
    df = r_data("Bfox").rename_axis("year").reset_index()
    # four years inside the series, no two next to each other
    gaps: set[int] = set()
    while len(gaps) < 4:
        i = rng.randrange(1, len(df) - 1)
        if not {i - 1, i, i + 1} & gaps:
            gaps.add(i)
    return {"canada_women_labour_force.xlsx": _blank(df, "menwage", gaps)}


def e_bfox(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    before, after = df["menwage"].shift(1), df["menwage"].shift(-1)
    df["menwage"] = df["menwage"].fillna((before + after) / 2)
    return df


# ---- integration --------------------------------------------------------------------------------------
def m_cotransfer(rng):
    df = numbered(r_data("co.transfer"), "patient")
    later = df.drop(index=rng.sample(range(len(df)), 2))[["patient", "week"]]
    return {
        "co_transfer_on_entry.csv": df[["patient", "entry"]],
        "co_transfer_week_one.jsonl": _shuffled(later, rng),
    }


def e_cotransfer(frames: Frames) -> pd.DataFrame:
    entry, week = frames.values()
    return entry.merge(week, on="patient", how="left")


VISITS = ["regular", "less than monthly", "never"]
STAYS = {"2-9": "2-9 years", "10-19": "10-19 years", "20+": "20+ years"}


def m_hospital(rng):
    df = r_data("Hospital")
    files = {}
    for row, name, ext in zip(
        df.index,
        ["regular_visits", "less_than_monthly", "never_visited"],
        ["csv", "xlsx", "tsv"],
        strict=True,
    ):
        part = pd.DataFrame(
            {"stay": list(STAYS.values()), "patients": [int(v) for v in df.loc[row, list(STAYS)]]}
        )
        files[f"hospital_stays_{name}.{ext}"] = part
    return files


def e_hospital(frames: Frames) -> pd.DataFrame:
    parts = [f.assign(visits=v) for f, v in zip(frames.values(), VISITS, strict=True)]
    return pd.concat(parts, ignore_index=True)


def m_dogs(rng):
    df = numbered(r_data("dogs"), "dog")
    pressure = df.drop(index=rng.randrange(len(df)))[["dog", "lvp"]]
    return {
        "dog_oxygen_consumption.xlsx": df[["dog", "mvo"]],
        "dog_ventricular_pressure.tsv": _shuffled(pressure, rng),
    }


def e_dogs(frames: Frames) -> pd.DataFrame:
    oxygen, pressure = frames.values()
    return oxygen.merge(pressure, on="dog", how="inner")


# ---- labeling -----------------------------------------------------------------------------------------
def _pairs(name: str, diagonal: bool) -> pd.DataFrame:
    """A correlation matrix written one pair a row: the upper triangle, or every cell with ``diagonal``."""
    m = r_data(name)
    names = [str(n) for n in m.index]
    cells = [
        (names[i], names[j], float(m.iloc[i, j]))
        for i in range(len(names))
        for j in range(len(names))
        if diagonal or j > i
    ]
    return pd.DataFrame(cells, columns=["var1", "var2", "r"])


def m_political(rng):
    return {"harman_political_correlations.xlsx": numbered(_pairs("Harman.political", False), "pair")}


STRONG, MODERATE = 0.7, 0.4


def _strength(r: pd.Series) -> str:
    if abs(r["r"]) >= STRONG:
        return "strong"
    return "moderate" if abs(r["r"]) >= MODERATE else "weak"


STRENGTH_CASES = [
    {
        "label": label,
        "conditions": [{"column": "r", "op": ">=", "value": cut}, {"column": "r", "op": "<=", "value": -cut}],
        "match": "any",
    }
    for label, cut in [("strong", STRONG), ("moderate", MODERATE)]
]


def m_islay(rng):
    return {"islay_paleocurrent_azimuths.csv": numbered(r_data("islay"), "reading")}


QUADRANTS = [("NE", 90), ("SE", 180), ("SW", 270)]


def _quadrant(r: pd.Series) -> str:
    return next((q for q, upper in QUADRANTS if r["theta"] < upper), "NW")


def m_butterfly(rng):
    return {"malaya_butterfly_catch_counts.jsonl": r_data("Butterfly").reset_index(drop=True)}


RARE_AT_MOST, COMMON_ABOVE = 5, 15


def _abundance(r: pd.Series) -> str:
    if r["nTokens"] <= RARE_AT_MOST:
        return "rare"
    return "common" if r["nTokens"] > COMMON_ABOVE else "uncommon"


# ---- refinement ---------------------------------------------------------------------------------------
def m_bosco(rng):
    df = r_data("Bosco").rename_axis("site").reset_index()
    return {"boscovich_arcs.csv": df}


def e_bosco(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["latitude"] = [_half_up(math.degrees(math.asin(math.sqrt(v))), 1) for v in df["x"]]
    return df


def _half_up(v: float, places: int) -> float:
    """``v`` rounded the way a person rounds (halves up), to ``places`` decimals."""
    return float(Decimal(repr(v)).quantize(Decimal(1).scaleb(-places), rounding=ROUND_HALF_UP))


UL_PER_ML = 1000


def m_formaldehyde(rng):
    return {"formaldehyde_standard_curve.tsv": numbered(r_data("Formaldehyde"), "standard")}


def e_formaldehyde(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["carb"] = (df["carb"] * UL_PER_ML).round(6)
    return df


TUMOUR_SIZES = {"<=3cm": "3 cm or less", ">3cm": "more than 3 cm"}


def m_bladder(rng):
    return {"bladder_cancer_recurrences.xlsx": numbered(r_data("bladdercancer"), "patient")}


def e_bladder(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["tumorsize"] = df["tumorsize"].map(TUMOUR_SIZES)
    return df


TRAITS = ["war", "fly", "ver", "end", "gro", "hai"]
YES_NO = {1: "no", 2: "yes"}


def m_animals(rng):
    return {"animal_attributes.jsonl": r_data("animals").rename_axis("animal").reset_index()}


def e_animals(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    for c in TRAITS:
        df[c] = [YES_NO[int(v)] if pd.notna(v) else None for v in df[c]]
    return df


# ---- DAG-level ----------------------------------------------------------------------------------------
QUICK_HOURS = 24


def m_aircondit7(rng):
    df = numbered(r_data("aircondit7"), "interval")
    return {"aircraft7_ac_failures.xlsx": _blank(df, "hours", set(rng.sample(range(len(df)), 3)))}


def e_aircondit7(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["hours"] = df["hours"].fillna(df["hours"].median())
    df["early_failure"] = ["yes" if v < QUICK_HOURS else "no" for v in df["hours"]]
    return df


HOURS_PER_DAY = 24


def m_aircondit(rng):
    df = numbered(r_data("aircondit").rename(columns={"hours": "time_between_failures"}), "entry")
    return {"aircraft9_ac_failures.csv": _doubled(df, 3, rng)}


def e_aircondit(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df = df[~df.duplicated(keep="first")].reset_index(drop=True)
    df["time_between_failures"] = [_half_up(v / HOURS_PER_DAY, 1) for v in df["time_between_failures"]]
    return df


HIGH_AT = 0.5


def m_physical(rng):
    return {"harman_physical_correlations.jsonl": numbered(_pairs("Harman.8", True), "cell")}


def e_physical(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df = df[df["var1"] != df["var2"]].reset_index(drop=True)
    df["level"] = ["high" if v >= HIGH_AT else "low" for v in df["r"]]
    return df


README_HEAD = """# GovBench real-table held-out suite, twenty-seventh set

{n} governance tasks on real public tables that none of the development suite (`govbench_real`) and the
twenty-six earlier held-out suites (`govbench_real_fresh` to `govbench_real_fresh26`) uses, nor the same data
under another name; it was written at the same time as a sister set and takes only datasets whose names begin
with a letter from A to L, the sister set the others. The requests read like e-mails and chat messages from
different people to a data person, of varied length and build; columns are named by what they hold or by a
synonym rather than by their header, and details a colleague would take for granted are left out. Built by
`python -m dataagents.governance.builders.real_fresh27 [OUT]` (deterministic, seed {seed}).

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
].replace("govbench_real_fresh15", "govbench_real_fresh27")
README_HEAD += """\
Everyday requests covered: rows kept only at the bottom of a 1-8 scale described in words, one group of a 1/0
flag dropped, and respondents dropped who left any of the first ten items blank; pixels exported twice removed,
each child's first sitting of a test kept by date, and a re-run under the same subject number kept over the
original; one missing reading per level filled from the mean of its level, missing lab results filled from the
median, and gaps in a yearly series filled on the straight line between the neighbouring years; two visit files
joined keeping every patient of the first, three sheets stacked with a column naming each, and two files joined
keeping only the animals in both; three labels from the absolute size of a correlation, quadrants from a
bearing, and three labels around two cut-offs of a count; a latitude worked out from its squared sine,
millilitres given in microlitres, size codes written as words, and 1/2 codes written as no/yes in every column;
and three pipelines: blanks filled from the median before a threshold flag, lines pasted twice removed before
hours are given in days, and self-pairs dropped from a correlation list before a two-way label.

Sources: R datasets from the packages `boot`, `KMsurv`, `psych`, `robustbase`, `gap`, `MASS`, `car`, `vcd`,
`quantreg`, `datasets`, `HSAUR` and `cluster`, as shipped by the Python package `pydataset` (which bundles the
Rdatasets collection); each table's reference and licence is in the table below and in its task's `provenance`.
`aircondit` and `aircondit7` are two aircraft of the same study, each used once; `Harman.political` and `Harman.8`
are two different correlation tables of Harman's book. pydataset holds two tables named `aids`; the one it
loads, and the one used here, is KMsurv's induction times (not boot's reporting delays). The repeated pixels in
`fresh27_dedup_bushfire_pixels_twice`, the retakes and all sitting dates in `fresh27_dedup_blot_first_attempt`,
the re-genotyped rows in `fresh27_dedup_ataxia_regenotyped`, the lines pasted twice in
`fresh27_dag_aircraft9_failures_in_days`, the patients and dog missing from one file in
`fresh27_integrate_co_transfer_visits` and `fresh27_integrate_dog_cardiac_readings`, and the blanked cells are
invented by hand.

"""
README_HEAD += _FRESH15_HEAD[_FRESH15_HEAD.index("Scenario counts:") :]


TASKS: list[RealTask] = [
    # filtering
    RealTask(
        "fresh27_filter_claridge_right_handed",
        "filtering",
        "Re the Claridge handedness data: for this comparison I want only the mothers who always use their right "
        "hand, which is the lowest point of the 1-8 scale. Please remove everyone who shows any left-hand "
        "preference at all.",
        "claridge",
        m_claridge,
        keep(lambda d: d["hand"] == ALWAYS_RIGHT),
        "claridge_always_right_handed.jsonl",
        "mother",
        [("filter_value", {"column": "hand", "op": "==", "value": ALWAYS_RIGHT})],
        prep="all 37 mothers, numbered, as CSV",
    ),
    RealTask(
        "fresh27_filter_aids_adults_only",
        "filtering",
        "We're splitting the AIDS induction-time analysis by age group and I'm doing the adult half. Could you "
        "send me the file without the children?",
        "aids",
        m_aids,
        keep(lambda d: d["adult"] == 1),
        "aids_induction_adults.tsv",
        "case",
        [("filter_value", {"column": "adult", "op": "==", "value": 1})],
        prep="all 295 cases, numbered, as XLSX",
    ),
    RealTask(
        "fresh27_filter_epi_first_ten_answered",
        "filtering",
        "Before I score the Eysenck inventory, take out every respondent who skipped any of the first ten "
        "questions. Gaps in the later questions are fine for now.",
        "epi",
        m_epi,
        e_epi,
        "epi_first_ten_answered.csv",
        "respondent",
        [
            (
                "filter_rows",
                {
                    "conditions": [{"column": c, "op": "is_missing"} for c in FIRST_TEN],
                    "match": "any",
                    "action": "drop",
                },
            )
        ],
        prep="the first 150 participants and the first 12 items, numbered, as JSONL; blanks are the dataset's "
        "own NA",
    ),
    # deduplication and consistency
    RealTask(
        "fresh27_dedup_bushfire_pixels_twice",
        "deduplication",
        "Something went wrong with the satellite export for the bushfire scar study and a few pixels came "
        "through twice. Strip out the repeats so each pixel appears once.",
        "bushfire",
        m_bushfire,
        e_first_copy,
        "bushfire_scar_pixels_clean.csv",
        "pixel",
        [("dedup_exact", {"keep": "first"})],
        prep="all 38 pixels, numbered; 6 of them written again by hand right after or near themselves, as XLSX",
    ),
    RealTask(
        "fresh27_dedup_blot_first_attempt",
        "deduplication",
        "Ten of the kids sat Bond's logical operations test a second time a few weeks after the first. For the "
        "Rasch model only each child's first attempt counts, so please drop the retakes.",
        "blot",
        m_blot,
        e_blot,
        "blot_first_attempts.xlsx",
        "student",
        [("dedup_key", {"key": ["student"], "keep": "earliest", "order_by": "sat_on"})],
        prep="all 150 children, numbered, the items renamed q1-q35, with a made-up sitting date in the week of 7 "
        "October 2024; 10 of them sitting again 21-42 days later with 2-4 answers flipped, shuffled, as CSV",
    ),
    RealTask(
        "fresh27_dedup_ataxia_regenotyped",
        "deduplication",
        "Some of the ataxia samples were genotyped again after a marker failed QC, and the new calls were "
        "appended further down under the same subject number. Wherever a subject shows up twice, keep the "
        "re-run and drop the original row.",
        "fa",
        m_fa,
        e_fa,
        "ataxia_genotypes_final.jsonl",
        "subject",
        [("dedup_key", {"key": ["subject"], "keep": "last"})],
        prep="all 127 individuals, numbered (8 pairs of them share every genotype: they stay); 7 of them written "
        "again by hand at a random later place with one marker 1 higher or lower, as TSV",
    ),
    # imputation
    RealTask(
        "fresh27_impute_lactic_same_concentration",
        "imputation",
        "A few instrument readings are missing from the lactic acid calibration run. Fill each gap with the "
        "average of the other readings taken at the same true concentration.",
        "lactic",
        m_lactic,
        e_lactic,
        "lactic_acid_calibration_filled.jsonl",
        "sample",
        [("impute_groupwise", {"columns": ["Y"], "by": ["X"], "strategy": "mean"})],
        prep="all 20 samples, numbered, as TSV; one instrument reading at each of the 5 true concentrations "
        "blanked by hand",
    ),
    RealTask(
        "fresh27_impute_ddt_lab_median",
        "imputation",
        "Three labs in the kale DDT collaborative study never sent in a result. Put the median of the labs that "
        "did report into those empty spots, thanks.",
        "DDT",
        m_ddt,
        e_ddt,
        "ddt_in_kale_filled.xlsx",
        "lab",
        [("impute_statistic", {"columns": ["ddt"], "strategy": "median"})],
        prep="all 15 measurements, numbered, as CSV; 3 of them blanked by hand",
    ),
    RealTask(
        "fresh27_impute_bfox_wage_gaps",
        "imputation",
        "Hi, the Canadian labour-force series has holes in men's average weekly wages for a few years. Wages "
        "move fairly smoothly, so estimate each missing year as the straight-line value between the year "
        "before and the year after.",
        "Bfox",
        m_bfox,
        e_bfox,
        "canada_women_labour_force_filled.csv",
        "year",
        [("impute_interpolate", {"columns": ["menwage"]})],
        prep="all 30 years, the year as a column, as XLSX; the men's wage of 4 years inside the series, no two "
        "adjacent, blanked by hand",
    ),
    # integration
    RealTask(
        "fresh27_integrate_co_transfer_visits",
        "integration",
        "Attached are the CO transfer factors for the seven smokers with chickenpox, one file from admission and "
        "one from a week later. Two patients have no one-week value yet; I still want all seven in the combined "
        "table, with their week reading left empty.",
        "co.transfer",
        m_cotransfer,
        e_cotransfer,
        "co_transfer_both_visits.xlsx",
        "patient",
        [("join_composite", {"keys": ["patient"], "how": "left"})],
        prep="all 7 patients, numbered; the values on entry as CSV and the values after a week, 2 patients left "
        "out at random and shuffled, as JSONL",
    ),
    RealTask(
        "fresh27_integrate_hospital_visit_sheets",
        "integration",
        "Wing's long-stay patient counts reached me as three sheets, one per visiting pattern: regular, less "
        "than monthly, never. Can you stack them into a single table with a visits column holding whichever of "
        "those three each row came from?",
        "Hospital",
        m_hospital,
        e_hospital,
        "hospital_stays_by_visits.jsonl",
        None,
        [("union_align", {"source_column": "visits", "source_names": VISITS})],
        prep="all 9 cells, the length of stay written out (2-9 years, 10-19 years, 20+ years); the regularly "
        "visited as CSV, the less than monthly as XLSX and the never visited as TSV",
    ),
    RealTask(
        "fresh27_integrate_dog_cardiac_readings",
        "integration",
        "I've got the dogs' cardiac oxygen consumption in one file and their left ventricular pressure in "
        "another. Put them side by side per dog, and leave out any dog that lacks one of the two.",
        "dogs",
        m_dogs,
        e_dogs,
        "dog_cardiac_readings.csv",
        "dog",
        [("join_composite", {"keys": ["dog"], "how": "inner"})],
        prep="all 7 dogs, numbered; the oxygen consumption as XLSX and the pressure, one dog left out at random "
        "and shuffled, as TSV",
    ),
    # labeling
    RealTask(
        "fresh27_label_political_correlation_strength",
        "labeling",
        "For each pair in Harman's political correlations, add a strength column: strong when the correlation "
        "is 0.7 or more in size, moderate from 0.4 up to that, weak under 0.4. A negative correlation counts "
        "the same as a positive one of the same size.",
        "Harman.political",
        m_political,
        labelled("strength", _strength),
        "harman_political_strength.tsv",
        "pair",
        [("label_conditions", {"target": "strength", "cases": STRENGTH_CASES, "default": "weak"})],
        target="strength",
        prep="the 28 pairs of the upper triangle written one a row (first variable, second variable, "
        "correlation), numbered, as XLSX",
    ),
    RealTask(
        "fresh27_label_islay_quadrants",
        "labeling",
        "Could you put the quadrant next to each palaeocurrent azimuth from Islay, in a column called quadrant? "
        "NE for bearings from 0 up to 90 degrees, then SE, SW and NW for each following 90.",
        "islay",
        m_islay,
        labelled("quadrant", _quadrant),
        "islay_azimuth_quadrants.xlsx",
        "reading",
        [
            (
                "label_conditions",
                prefix_conditions("quadrant", [(q, "theta", "<", u) for q, u in QUADRANTS], "NW"),
            )
        ],
        target="quadrant",
        prep="all 18 azimuths, numbered, as CSV",
    ),
    RealTask(
        "fresh27_label_butterfly_abundance",
        "labeling",
        "In Fisher's Malayan butterfly table each row says how many individuals were caught of a species and how "
        "many species were caught that often. Please add a status column: rare for 5 individuals or fewer, "
        "common for more than 15, uncommon in between.",
        "Butterfly",
        m_butterfly,
        labelled("status", _abundance),
        "malaya_butterfly_abundance.csv",
        "nTokens",
        [
            (
                "label_conditions",
                prefix_conditions(
                    "status",
                    [("rare", "nTokens", "<=", RARE_AT_MOST), ("common", "nTokens", ">", COMMON_ABOVE)],
                    "uncommon",
                ),
            )
        ],
        target="status",
        prep="all 24 cells (individuals caught, species), as JSONL",
    ),
    # refinement
    RealTask(
        "fresh27_refine_bosco_latitudes",
        "refinement",
        "Boscovich's arc table gives each site's latitude only as the squared sine, which nobody can read. Add a "
        "latitude column with the angle from the equator in plain degrees to one decimal; north or south "
        "doesn't matter here.",
        "Bosco",
        m_bosco,
        e_bosco,
        "boscovich_arcs_latitude.xlsx",
        "site",
        kind="cells",
        prep="all 5 sites, the site as a column, as CSV",
    ),
    RealTask(
        "fresh27_refine_formaldehyde_microlitres",
        "refinement",
        "The new SOP records carbohydrate volumes in microlitres, while the formaldehyde standard curve still has "
        "them in millilitres. Can you convert them?",
        "Formaldehyde",
        m_formaldehyde,
        e_formaldehyde,
        "formaldehyde_standard_curve_ul.jsonl",
        "standard",
        [("scale_column", {"column": "carb", "factor": UL_PER_ML})],
        prep="all 6 standards, numbered, as TSV",
    ),
    RealTask(
        "fresh27_refine_bladder_tumour_size_words",
        "refinement",
        "For the clinic leaflet, the original tumour size in the bladder cancer recurrence sheet shouldn't read "
        "<=3cm and >3cm. Write them out as 3 cm or less and more than 3 cm.",
        "bladdercancer",
        m_bladder,
        e_bladder,
        "bladder_cancer_recurrences_worded.tsv",
        "patient",
        [("map_values", {"column": "tumorsize", "mapping": TUMOUR_SIZES})],
        prep="all 31 patients, numbered, as XLSX",
    ),
    RealTask(
        "fresh27_refine_animal_traits_yes_no",
        "refinement",
        "Kaufman and Rousseeuw's animal attribute table codes every trait as 1 for no and 2 for yes, which keeps "
        "confusing the students. Please replace the codes with the words no and yes throughout, and leave the "
        "unknowns blank.",
        "animals",
        m_animals,
        e_animals,
        "animal_attributes_worded.csv",
        "animal",
        kind="cells",
        prep="all 20 animals, the animal's three-letter name as a column, as JSONL; the blanks are the dataset's "
        "own NA",
    ),
    # DAG-level
    RealTask(
        "fresh27_dag_aircraft7_early_failures",
        "imputation",
        "A few failure intervals are missing from aircraft 7's air-conditioning log; fill them with the median "
        "interval. Then flag each interval in a new column early_failure, yes if the equipment failed again in "
        "under 24 hours, no otherwise.",
        "aircondit7",
        m_aircondit7,
        e_aircondit7,
        "aircraft7_ac_failures_flagged.tsv",
        "interval",
        [
            ("impute_statistic", {"columns": ["hours"], "strategy": "median"}),
            (
                "label_conditions",
                prefix_conditions("early_failure", [("yes", "hours", "<", QUICK_HOURS)], "no"),
            ),
        ],
        target="early_failure",
        prep="all 24 intervals, numbered in the dataset's (increasing) order, as XLSX; 3 of them blanked by hand",
        level="dag",
    ),
    RealTask(
        "fresh27_dag_aircraft9_failures_in_days",
        "deduplication",
        "The ninth plane's air-conditioning log has a few lines pasted in twice, please remove those. Also the "
        "times between failures are in hours and the maintenance report wants days, to one decimal.",
        "aircondit",
        m_aircondit,
        e_aircondit,
        "aircraft9_ac_failures_days.jsonl",
        "entry",
        [
            ("dedup_exact", {"keep": "first"}),
            ("scale_column", {"column": "time_between_failures", "factor": 1 / HOURS_PER_DAY, "round": 1}),
        ],
        prep="all 12 intervals, numbered, the hours column renamed time_between_failures; 3 of them written "
        "again by hand right after or near themselves, as CSV",
        level="dag",
    ),
    RealTask(
        "fresh27_dag_physical_self_pairs",
        "filtering",
        "My list of correlations between the eight body measurements includes each measurement paired with "
        "itself, which is useless, so take those rows out. Then mark every remaining pair in a column named "
        "level: high if the correlation is at least 0.5, low otherwise.",
        "Harman.8",
        m_physical,
        e_physical,
        "harman_physical_pairs_levelled.xlsx",
        "cell",
        [
            (
                "filter_rows",
                {"conditions": [{"column": "var1", "op": "==", "other": "var2"}], "action": "drop"},
            ),
            ("label_conditions", prefix_conditions("level", [("high", "r", ">=", HIGH_AT)], "low")),
        ],
        target="level",
        prep="all 64 cells of the matrix written one a row (first measurement, second measurement, "
        "correlation; the row names, which spell the measurements out), numbered, as JSONL",
        level="dag",
    ),
]


build_suite, main = suite_commands(TASKS, FRESH27_DIR, SEED, sources=SOURCES, head=README_HEAD)


if __name__ == "__main__":
    main()
