"""Builds the twenty-first held-out governance suite on real tables (``suites/govbench_real_fresh21``).

The recipe of ``real_fresh20.py`` and the sets before it: 22 R datasets that no earlier real-table suite
touches (nor the same data under another name), cut small and made dirty only where the scenario needs it, one
request each written the way a business user writes an e-mail, and ground truth from a reference pipeline
checked against a plain-pandas reading (the pandas table alone where no operator expresses the request). This set
draws only on datasets whose names start with a letter from A to L, so that it cannot meet the twenty-second set,
written at the same time from the second half of the alphabet. The requests were written blind to the governance
agent's reader and planner: the suite measures generalisation and is never a source of rules.

    python -m dataagents.governance.builders.real_fresh21 [OUT_DIR] [task_id,...]
"""

from __future__ import annotations

import random

import pandas as pd
from dateutil import parser as dateparser

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
from dataagents.governance.builders.real_fresh3 import _GPL2_3, _HISTDATA
from dataagents.governance.builders.real_fresh7 import _GPL2_LATER, _ROBUSTBASE
from dataagents.governance.builders.real_fresh11 import _BOOT
from dataagents.governance.builders.real_fresh12 import _KMSURV
from dataagents.governance.builders.real_fresh15 import FRESH15_DIR, _blank, _stratified
from dataagents.governance.builders.real_fresh15 import README_HEAD as _FRESH15_HEAD
from dataagents.governance.builders.real_fresh18 import _DATASETS, _row_filter

SEED = 20270104
FRESH21_DIR = FRESH15_DIR.parent / "govbench_real_fresh21"

_GPL3_LATER = "licence GPL-3 or later"

SOURCES: dict[str, str] = {
    "amis": f"{_BOOT}; Amis, Cambridgeshire County Council, via Davison & Hinkley 1997, speeds in miles per hour "
    "of 8437 cars at 14 pairs of sites, one of each pair given a warning sign, before the sign went up, shortly "
    "after and some time after), licence Unlimited",
    "azt": f"{_KMSURV}; Klein & Moeschberger 1997, age in months at entry into an AZT study and at death or "
    f"censoring of 45 patients), {_GPL3_LATER}",
    "genotype": f"{_MASS}; Bailey 1953 via Scheffe 1959, foster feeding experiment, genotype of 61 rat litters and "
    f"of their foster mothers and the litters' average weight gain in grams at 28 days), {_GPL2_3}",
    "caith": f"{_MASS}; Fisher 1940 via Venables & Ripley 2002, 5387 people of Caithness, Scotland, counted by eye "
    f"colour and hair colour, 20 cells), {_GPL2_3}",
    "bnct": f"{_KMSURV}; Klein & Moeschberger 1997, days to death or end of study of 30 rats left untreated, "
    f"radiated, or radiated after BPA for boron neutron capture therapy), {_GPL3_LATER}",
    "cement": f"{_MASS}; Woods, Steinour & Starke 1932 via Hald 1957, percentages of four ingredients and heat "
    f"evolved in calories per gram of 13 samples of Portland cement while setting), {_GPL2_3}",
    "aml": f"{_BOOT}; Embury et al. 1977 via Miller 1981, length in weeks and censoring of the complete remission "
    "of 23 patients with acute myelogenous leukaemia with or without maintenance chemotherapy, October 1974), "
    "licence Unlimited",
    "lh": f"{_DATASETS}; Diggle 1990, luteinizing hormone in 48 blood samples of a woman taken at 10-minute "
    f"intervals), {_GPL2_3}",
    "coleman": f"{_ROBUSTBASE}; Coleman et al. 1966 via Mosteller & Tukey 1977 and Rousseeuw & Leroy 1987, staff "
    "salaries per pupil, white-collar fathers, socioeconomic status, teachers' verbal score, mothers' education "
    f"and sixth graders' verbal score of 20 Mid-Atlantic and New England schools), {_GPL2_LATER}",
    "btrial": f"{_KMSURV}; Sedmak et al. 1989 via Klein & Moeschberger 1997, months to death or end of study and "
    f"immunohistochemical response of 45 women with breast cancer), {_GPL3_LATER}",
    "fir": f"{_BOOT}; Davison & Hinkley 1997, balsam-fir seedlings counted in a grid of 5 rows of 10 five-foot "
    "square quadrats), licence Unlimited",
    "kootenay": f"{_ROBUSTBASE}; Ezekiel & Fox 1959 via Rousseeuw & Leroy 1987, January water flow of the "
    "Kootenay river at Libby, Montana, and Newgate, British Columbia, 1931-1943, one Newgate figure modified "
    f"by the package), {_GPL2_LATER}",
    "downs.bc": f"{_BOOT}; Geyer 1991 after the British Columbia Health Surveillance Registry, live births and "
    "cases of Down's syndrome by mother's age in the 1960s, 30 age groups), licence Unlimited",
    "drughiv": f"{_KMSURV}; Klein & Moeschberger 1997, days until the CD4 count reached a set level and whether "
    f"it did, of 34 HIV patients on AZT and zalcitabine with or without saquinavir), {_GPL3_LATER}",
    "carrots": f"{_ROBUSTBASE}; Phelps 1982 via McCullagh & Nelder 1989, carrots damaged by insects and carrots "
    f"counted at eight log doses of insecticide in three blocks of a soil trial), {_GPL2_LATER}",
    "breslow": f"{_BOOT}; Doll & Hill 1966 via Breslow 1985, person-years and coronary deaths of British "
    "doctors by ten-year age group and smoking in the first ten years of the study), licence Unlimited",
    "Friendly": f"{_CAR}; Friendly & Franklin 1980, words recalled out of 40 on the last trial by 30 subjects "
    f"under three presentation formats), {_GPL2_LATER}",
    "Fingerprints": f"{_HISTDATA}; Waite 1915 via Stigler 1999, 2000 right hands counted by the number of "
    "fingers with a whorl and with a small loop, 36 cells), licence GPL",
    "aircraft": f"{_ROBUSTBASE}; Office of Naval Research via Rousseeuw & Leroy 1987, aspect ratio, "
    "lift-to-drag ratio, weight in pounds, maximal thrust and cost of 23 single-engine aircraft built "
    f"1947-1979), {_GPL2_LATER}",
    "Dactyl": f"{_HISTDATA}; Edgeworth 1885 via Stigler 1999, dactyls among the first four feet of the first 75 "
    "lines of Book XI of Virgil's Aeneid, in blocks of five lines, 60 cells), licence GPL",
    "airmiles": f"{_DATASETS}; F.A.A. Statistical Handbook of Aviation via Brown 1963, revenue passenger miles "
    f"flown by US commercial airlines in millions, 1937-1960), {_GPL2_3}",
    "freeny": f"{_DATASETS}; Freeny 1977 via Becker, Chambers & Wilks 1988, quarterly revenue with price index, "
    f"income level and market potential, 1962 Q2 - 1971 Q4), {_GPL2_3}",
}


# ---- filtering ----------------------------------------------------------------------------------------
# the codes of the package's documentation, written as words
SIGN = {1: "sign", 2: "no sign"}
PERIOD = {1: "before", 2: "shortly after", 3: "some time after"}


def m_amis(rng):
    df = r_data("amis")
    df["warning"] = df["warning"].map(SIGN)
    df["period"] = df["period"].map(PERIOD)
    cell = df["warning"].where(df["warning"] == "no sign", df["warning"] + "/" + df["period"])
    # the readings asked for are the larger part, so that removing every row cannot pass
    sizes = {"sign/shortly after": 85, "sign/some time after": 85, "sign/before": 45, "no sign": 85}
    return {"cambridgeshire_speed_survey.csv": _stratified(df, cell, sizes, "reading", rng)}


THIRTY_YEARS_MONTHS = 360


def m_azt(rng):
    return {"azt_study_ages.xlsx": r_data("azt").reset_index(drop=True)}


def m_genotype(rng):
    return {"rat_foster_litters.tsv": numbered(r_data("genotype"), "no")}


def e_genotype(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    return df[df["Litter"].astype(str) != df["Mother"].astype(str)].reset_index(drop=True)


# ---- deduplication and consistency --------------------------------------------------------------------
def _recased(v: str, rng: random.Random) -> str:
    """``v`` in another capitalisation than its own (blue, fair)."""
    return rng.choice([s for s in (v.upper(), v.capitalize()) if s != v])


def m_caith(rng):
    df = r_data("caith")
    df.insert(0, "eye", df.index.astype(str))
    df = df.melt(id_vars="eye", var_name="hair", value_name="people")
    rows = [r for _, r in df.iterrows()]
    # six cells keyed again further down by someone who capitalised them their own way
    for i in sorted(rng.sample(range(len(df) - 1), 6), reverse=True):
        copy = rows[i].copy()
        copy["eye"], copy["hair"] = _recased(copy["eye"], rng), _recased(copy["hair"], rng)
        rows.insert(rng.randrange(i + 2, len(rows) + 1), copy)
    return {"caithness_eyes_and_hair.csv": pd.DataFrame(rows).reset_index(drop=True)}


def e_caith(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    same = df.astype(str).apply(lambda s: s.str.strip().str.lower())
    return df[~same.duplicated(keep="first")].reset_index(drop=True)


TREATMENTS = {1: "untreated", 2: "radiated", 3: "radiated + BPA"}


def m_bnct(rng):
    df = numbered(r_data("bnct"), "rat")
    df.insert(2, "treatment", df["trt"].map(TREATMENTS))
    # five rows given another arm's name, never more than two in one arm
    for i in sorted(
        rng.sample(range(0, 10), 2) + rng.sample(range(10, 20), 1) + rng.sample(range(20, 30), 2)
    ):
        df.at[i, "treatment"] = rng.choice([t for c, t in TREATMENTS.items() if c != df.at[i, "trt"]])
    return {"bnct_rat_survival.jsonl": df}


def e_bnct(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["treatment"] = df.groupby("trt")["treatment"].transform(lambda s: s.value_counts().index[0])
    return df


def m_cement(rng):
    df = numbered(r_data("cement"), "sample")
    start = pd.Timestamp("1931-03-02")
    df["tested"] = [start + pd.Timedelta(days=rng.randrange(0, 40)) for _ in range(len(df))]
    # six samples tested a second time after curing longer, giving off a little more heat
    again = df.iloc[sorted(rng.sample(range(len(df)), 6))].copy()
    again["tested"] = [d + pd.Timedelta(days=rng.randrange(7, 29)) for d in again["tested"]]
    again["y"] = [round(v * rng.uniform(1.01, 1.06), 1) for v in again["y"]]
    out = _shuffled(pd.concat([df, again], ignore_index=True), rng)
    out["tested"] = [d.strftime("%Y-%m-%d") for d in out["tested"]]
    return {"portland_cement_heat.xlsx": out}


def e_cement(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    when = pd.Series([dateparser.parse(str(v)) for v in df["tested"]], index=df.index)
    first = when.groupby(df["sample"]).transform("min")
    return df[when == first].reset_index(drop=True)


def m_aml(rng):
    df = numbered(r_data("aml"), "patient")
    # the patients still in remission in October 1974 typed in again at the bottom after a later review
    again = df[df["cens"] == 0].copy()
    again["time"] = [t + rng.randrange(4, 31) for t in again["time"]]
    again["cens"] = [rng.choice([0, 1]) for _ in range(len(again))]
    return {"aml_remission.tsv": pd.concat([df, _shuffled(again, rng)], ignore_index=True)}


def e_aml(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    return df[~df.duplicated(subset=["patient"], keep="last")].reset_index(drop=True)


# ---- imputation ---------------------------------------------------------------------------------------
def _apart(n: int, count: int, rng: random.Random) -> set[int]:
    """``count`` row positions in 1..n-1, never two neighbours: each gap has a reading just before it."""
    gone: set[int] = set()
    for i in rng.sample(range(1, n), n - 1):
        if len(gone) < count and i - 1 not in gone and i + 1 not in gone:
            gone.add(i)
    return gone


def m_lh(rng):
    df = numbered(r_data("lh").drop(columns="time"), "sample")
    df.insert(1, "minute", [10 * i for i in range(len(df))])
    return {"lh_blood_samples.csv": _blank(df, "lh", _apart(len(df), 8, rng))}


def e_lh(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["lh"] = df["lh"].ffill()
    return df


def m_coleman(rng):
    df = numbered(r_data("coleman"), "school")
    return {"coleman_schools.jsonl": _blank(df, "teacherSc", set(rng.sample(range(len(df)), 5)))}


def e_coleman(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["teacherSc"] = df["teacherSc"].fillna(round(float(df["teacherSc"].mean()), 2))
    return df


def m_btrial(rng):
    df = numbered(r_data("btrial"), "patient")
    lab = df[["patient", "im"]].rename(columns={"patient": "patient_no", "im": "stain"})
    df = _blank(df, "im", set(rng.sample(range(len(df)), 10)))
    df["im"] = df["im"].astype("Int64")
    return {
        "breast_trial_followup.xlsx": df,
        "pathology_stains.csv": _shuffled(lab, rng),
    }


def e_btrial(frames: Frames) -> pd.DataFrame:
    trial, lab = (f.copy() for f in frames.values())
    stain = dict(zip(lab["patient_no"], lab["stain"], strict=True))
    trial["im"] = trial["im"].fillna(trial["patient"].map(stain))
    return trial


# ---- integration --------------------------------------------------------------------------------------
def m_kootenay(rng):
    df = r_data("kootenay")
    df.insert(0, "year", df.index.astype(int))
    df = df.reset_index(drop=True)
    newgate = df[["year", "Newgate"]].drop(index=sorted(rng.sample(range(1, len(df) - 1), 2)))
    return {"kootenay_libby.csv": df[["year", "Libby"]], "kootenay_newgate.jsonl": _shuffled(newgate, rng)}


def e_kootenay(frames: Frames) -> pd.DataFrame:
    libby, newgate = frames.values()
    return libby.merge(newgate, on="year", how="inner")


def m_downs(rng):
    df = r_data("downs.bc").reset_index(drop=True)
    late = sorted(rng.sample(range(len(df)), 4))  # age groups our copy lacks
    ours = df.drop(index=late)
    # most groups revised upwards after late registrations
    revised = ours.iloc[sorted(rng.sample(range(len(ours)), 20))].copy()
    revised["m"] = [int(v + max(1, round(v * rng.uniform(0.002, 0.02)))) for v in revised["m"]]
    revised["r"] = [int(v + rng.choice([0, 0, 1, 2])) for v in revised["r"]]
    update = _shuffled(pd.concat([revised, df.iloc[late]], ignore_index=True), rng)
    return {"downs_births_by_age.xlsx": ours.reset_index(drop=True), "registry_update.csv": update}


def e_downs(frames: Frames) -> pd.DataFrame:
    ours, update = frames.values()
    kept = ours[~ours["age"].isin(update["age"])]
    return pd.concat([kept, update], ignore_index=True)


REGIMENS = ["AZT + zalcitabine", "AZT + zalcitabine + saquinavir"]
HIV_HEADERS = {"time": "days", "delta": "reached"}


def m_drughiv(rng):
    df = r_data("drughiv")
    first, second = (df[df["drug"] == d].drop(columns="drug").reset_index(drop=True) for d in (1, 2))
    return {
        "hiv_arm_azt_zalcitabine.csv": first.rename(columns=HIV_HEADERS),
        "hiv_arm_azt_zalcitabine_saquinavir.jsonl": second,
    }


def e_drughiv(frames: Frames) -> pd.DataFrame:
    first, second = frames.values()
    parts = [
        first.assign(regimen=REGIMENS[0]),
        second.rename(columns=HIV_HEADERS).assign(regimen=REGIMENS[1]),
    ]
    return pd.concat(parts, ignore_index=True)


# ---- labeling -----------------------------------------------------------------------------------------
LOW_RATE, HIGH_RATE = 1, 10  # coronary deaths per 1,000 person-years


def m_breslow(rng):
    return {"doctors_coronary_deaths.xlsx": numbered(r_data("breslow"), "group")}


def _risk(r: pd.Series) -> str:
    rate = r["y"] / r["n"] * 1000
    return "low" if rate < LOW_RATE else "high" if rate > HIGH_RATE else "medium"


RISK_CASES = [
    {"label": "low", "conditions": [{"column": "y", "op": "<", "other": "n", "times": LOW_RATE / 1000}]},
    {"label": "high", "conditions": [{"column": "y", "op": ">", "other": "n", "times": HIGH_RATE / 1000}]},
]

WORDS = 40


def m_friendly(rng):
    return {"free_recall_experiment.tsv": numbered(r_data("Friendly"), "subject")}


def _band(r: pd.Series) -> str:
    share = r["correct"] / WORDS
    return "strong" if share >= 0.9 else "weak" if share < 0.75 else "fair"


BANDS = [("strong", "correct", ">=", 0.9 * WORDS), ("weak", "correct", "<", 0.75 * WORDS)]


def m_fingerprints(rng):
    df = r_data("Fingerprints").dropna(subset=["count"])
    df["count"] = df["count"].astype(int)
    return {"waite_fingerprints.csv": numbered(df, "cell")}


def _dominant(r: pd.Series) -> str:
    if r["Whorls"] > r["Loops"]:
        return "whorls"
    return "loops" if r["Loops"] > r["Whorls"] else "equal"


DOMINANT_CASES = [
    {"label": "whorls", "conditions": [{"column": "Whorls", "op": ">", "other": "Loops"}]},
    {"label": "loops", "conditions": [{"column": "Whorls", "op": "<", "other": "Loops"}]},
]


# ---- refinement ---------------------------------------------------------------------------------------
AIRCRAFT_COLUMNS = {"X1": "aspect_ratio", "X2": "lift_to_drag", "X3": "weight", "X4": "thrust", "Y": "cost"}


def m_aircraft(rng):
    return {
        "single_engine_aircraft.jsonl": numbered(
            r_data("aircraft").rename(columns=AIRCRAFT_COLUMNS), "aircraft"
        )
    }


def e_aircraft(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["weight"] = (df["weight"] * 0.45359237).round(0)
    return df


def m_dactyl(rng):
    df = r_data("Dactyl")
    df["Lines"] = df["Lines"].astype(str)
    return {"aeneid_dactyls.xlsx": numbered(df, "cell")}


def e_dactyl(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["Lines"] = [str(v).replace(":", "-") for v in df["Lines"]]
    return df


def m_airmiles(rng):
    return {"us_airline_passenger_miles.csv": r_data("airmiles").rename(columns={"time": "year"})}


def e_airmiles(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["airmiles"] = (df["airmiles"] / 1000).round(2)
    return df


# ---- DAG-level ----------------------------------------------------------------------------------------
def m_fir(rng):
    df = numbered(r_data("fir")[["row", "col", "count"]], "quadrat")
    # the crews left a quadrat blank where they found no seedlings
    df = _blank(df, "count", set(df.index[df["count"] == 0]))
    df["count"] = df["count"].astype("Int64")
    first = df[df["row"] <= 2].reset_index(drop=True)
    return {
        "fir_crew_rows_1_2.csv": first,
        "fir_crew_rows_3_5.xlsx": df[df["row"] > 2].reset_index(drop=True),
    }


def e_fir(frames: Frames) -> pd.DataFrame:
    out = pd.concat(list(frames.values()), ignore_index=True)
    out["count"] = out["count"].fillna(0)
    return out


CARROT_KEY = ["block", "logdose"]


def m_carrots(rng):
    df = r_data("carrots").reset_index(drop=True)[["block", "logdose", "success", "total"]]
    damaged = numbered(df[["block", "logdose", "success"]].rename(columns={"success": "damaged"}), "plot")
    counted = df[["block", "logdose", "total"]].rename(columns={"total": "carrots"})
    return {"carrot_damage.tsv": damaged, "carrot_counts.xlsx": _shuffled(counted, rng)}


def e_carrots(frames: Frames) -> pd.DataFrame:
    damaged, counted = frames.values()
    out = damaged.merge(counted, on=CARROT_KEY, how="inner")
    out["share_damaged"] = (out["damaged"] / out["carrots"]).round(2)
    return out


FIRST_KEPT_DAY = "1966-01-01"
DATE_STYLES = ["iso", "slash", "day month", "day mon", "month day"]


def _quarter_start(t: float) -> pd.Timestamp:
    year = int(t)
    return pd.Timestamp(year=year, month=1 + 3 * round((t - year) * 4), day=1)


def _typed(d: pd.Timestamp, style: str) -> str:
    return {
        "iso": d.strftime("%Y-%m-%d"),
        "slash": d.strftime("%Y/%m/%d"),
        "day month": f"{d.day} {d:%B %Y}",
        "day mon": f"{d.day} {d:%b %Y}",
        "month day": f"{d:%B} {d.day}, {d.year}",
    }[style]


FREENY_COLUMNS = {
    "y": "revenue",
    "price.index": "price_index",
    "income.level": "income_level",
    "market.potential": "market_potential",
}


def m_freeny(rng):
    df = r_data("freeny")
    starts = [_quarter_start(t) for t in df.index]
    df = df.drop(columns="lag.quarterly.revenue").rename(columns=FREENY_COLUMNS).reset_index(drop=True)
    df.insert(0, "quarter_start", [_typed(d, rng.choice(DATE_STYLES)) for d in starts])
    return {"freeny_quarterly_revenue.tsv": numbered(df, "period")}


def e_freeny(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    when = [dateparser.parse(str(v)) for v in df["quarter_start"]]
    df["quarter_start"] = [d.strftime("%Y-%m-%d") for d in when]
    return df[[d >= dateparser.parse(FIRST_KEPT_DAY) for d in when]].reset_index(drop=True)


README_HEAD = """# GovBench real-table held-out suite, twenty-first set

{n} governance tasks on real public tables that none of the development suite (`govbench_real`) and the
twenty earlier held-out suites (`govbench_real_fresh` to `govbench_real_fresh20`) uses, nor the same data under
another name; it was written at the same time as the twenty-second set and takes only datasets whose names begin
with a letter from A to L, the twenty-second the others. The requests read like e-mails and chat messages from
different people to a data person, of varied length and build; columns are named by what they hold or by a
synonym rather than by their header, and details a colleague would take for granted are left out. Built by
`python -m dataagents.governance.builders.real_fresh21 [OUT]` (deterministic, seed {seed}).

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
].replace("govbench_real_fresh15", "govbench_real_fresh21")
README_HEAD += """\
Everyday requests covered: readings kept only where two coded answers (written as words) hold, patients kept by an
age in years over a column in months, and litters kept when two columns of the same row differ; cells keyed again
in other capitals kept once (the first), a name that must go with its code made consistent, the earliest of
repeated tests per sample kept, and a re-entered patient kept once (the later line); blanks filled from the
reading just before, with the average of the other rows to two decimals, and from a second list matched on a
number named differently; two files put side by side keeping only the years both have, an update sheet applied
(its rows replace ours, new ones added), and two sheets with different headings stacked under one set of names
with a column naming each; three labels from a rate per 1,000 over two columns, bands given in percent over a
score out of 40, and which of two columns is the larger; pounds given in kilograms, a separator in a code
replaced, millions given in billions; and three pipelines: two crews' sheets stacked before blanks meaning none
are written as 0, two files joined on a two-part key before a ratio column is added, and dates of mixed styles
made one before the rows before a date are dropped.

Sources: R datasets from the packages `boot`, `KMsurv`, `MASS`, `datasets`, `robustbase`, `car` and `HistData`,
as shipped by the Python package `pydataset` (which bundles the Rdatasets collection); each table's reference and
licence is in the table below and in its task's `provenance`. The words for the site and period codes in
`fresh21_filter_signed_sites_after` (as the package's documentation gives them), the re-keyed cells in
`fresh21_dedup_caithness_rekeyed`, the mistyped treatment names in `fresh21_dedup_bnct_treatment_names`, the
test dates and repeated tests in `fresh21_dedup_cement_first_test`, the later review entries in
`fresh21_dedup_aml_review_entries`, the revised counts of the update sheet in
`fresh21_integrate_downs_registry_update`, the quarter dates in the typing styles of
`fresh21_dag_freeny_dates_from_1966` and the blanked cells are invented by hand.

"""
README_HEAD += _FRESH15_HEAD[_FRESH15_HEAD.index("Scenario counts:") :]


TASKS: list[RealTask] = [
    # filtering
    RealTask(
        "fresh21_filter_signed_sites_after",
        "filtering",
        "Road safety team here. For the warning sign evaluation I only want the speeds measured at the sites "
        "that got a sign, and only once the sign was up; please drop everything else.",
        "amis",
        m_amis,
        keep(lambda d: (d["warning"] == SIGN[1]) & (d["period"] != PERIOD[1])),
        "speeds_at_signed_sites.jsonl",
        "reading",
        [_row_filter([("warning", "==", SIGN[1]), ("period", "!=", PERIOD[1])], match="all", action="keep")],
        prep="300 of the 8437 readings drawn at random within strata, 85 at a signed site shortly after and 85 "
        "some time after the sign went up, 45 at a signed site before and 85 at a site without a sign, kept in "
        "their order, numbered; the site and period codes written as the words of the documentation; as CSV",
    ),
    RealTask(
        "fresh21_filter_azt_under_thirty",
        "filtering",
        "Could you cut the AZT study list down to the patients who were still under 30 when they entered the "
        "study?",
        "azt",
        m_azt,
        keep(lambda d: d["ageentry"] < THIRTY_YEARS_MONTHS),
        "azt_entered_under_30.csv",
        "patient",
        [("filter_value", {"column": "ageentry", "op": "<", "value": THIRTY_YEARS_MONTHS})],
        prep="all 45 patients with their own numbers, as XLSX",
    ),
    RealTask(
        "fresh21_filter_cross_fostered_litters",
        "filtering",
        "For the cross-fostering comparison I need only the rat litters that were nursed by a foster mother of a "
        "different genotype from their own. The same-genotype pairs can go.",
        "genotype",
        m_genotype,
        e_genotype,
        "rat_litters_cross_fostered.xlsx",
        "no",
        kind="removal",
        prep="all 61 litters, numbered, as TSV",
    ),
    # deduplication and consistency
    RealTask(
        "fresh21_dedup_caithness_rekeyed",
        "deduplication",
        "Somebody keyed part of the Caithness eye and hair colour counts in a second time further down, with "
        "their own capital letters. Each eye and hair combination should be there once, as first entered.",
        "caith",
        m_caith,
        e_caith,
        "caithness_eyes_and_hair_once.tsv",
        None,
        [("dedup_exact", {"keep": "first", "normalize_text": True})],
        prep="all 20 cells as one row per eye and hair colour; 6 of them typed again by hand at a random later "
        "place with the colours in other capitals, as CSV",
    ),
    RealTask(
        "fresh21_dedup_bnct_treatment_names",
        "deduplication",
        "In the rat tumour survival file the treatment name should always go with the treatment code, but a "
        "handful of rows carry the wrong name. Set them back to the name that code has on its other rows.",
        "bnct",
        m_bnct,
        e_bnct,
        "bnct_rat_survival_fixed.csv",
        "rat",
        [("enforce_functional_dependency", {"determinant": ["trt"], "dependent": "treatment"})],
        prep="all 30 rats, numbered, the arm's name from the documentation added next to its code; the name of "
        "5 rows (at most two of an arm) turned by hand to another arm's, as JSONL",
    ),
    RealTask(
        "fresh21_dedup_cement_first_test",
        "deduplication",
        "Some of the cement samples were put through the heat test again after they had cured longer. For the "
        "mix comparison only the earliest test of each sample counts.",
        "cement",
        m_cement,
        e_cement,
        "portland_cement_first_tests.jsonl",
        "sample",
        [("dedup_key", {"key": ["sample"], "keep": "earliest", "order_by": "tested"})],
        prep="all 13 samples, numbered, with a made-up test date in March or April 1931; 6 of them tested again "
        "7-28 days later with 1-6% more heat, shuffled, as XLSX",
    ),
    RealTask(
        "fresh21_dedup_aml_review_entries",
        "deduplication",
        "After the last review the leukaemia patients who were still in remission got typed in again at the "
        "bottom with their new figures. I need one line per patient, the later one where there are two.",
        "aml",
        m_aml,
        e_aml,
        "aml_remission_current.xlsx",
        "patient",
        [("dedup_key", {"key": ["patient"], "keep": "last"})],
        prep="all 23 patients, numbered; the 5 censored ones typed again in random order at the bottom with a "
        "remission 4-30 weeks longer and a relapse or not drawn at random, as TSV",
    ),
    # imputation
    RealTask(
        "fresh21_impute_lh_previous_sample",
        "imputation",
        "A few of the hormone samples couldn't be assayed, so their reading is empty. Use the value of the sample "
        "taken just before each of them.",
        "lh",
        m_lh,
        e_lh,
        "lh_blood_samples_filled.tsv",
        "sample",
        [("forward_fill", {"columns": ["lh"]})],
        prep="all 48 samples, numbered, with the minute of each sample; 8 readings blanked by hand, never the "
        "first nor two running, as CSV",
    ),
    RealTask(
        "fresh21_impute_coleman_teacher_scores",
        "imputation",
        "The teachers' verbal test score is missing for some of the Coleman schools. Put in the average of the "
        "schools that have it, rounded to two decimals.",
        "coleman",
        m_coleman,
        e_coleman,
        "coleman_schools_filled.xlsx",
        "school",
        [("impute_statistic", {"columns": ["teacherSc"], "strategy": "mean", "round": 2})],
        prep="all 20 schools, numbered, as JSONL; 5 teachers' verbal scores blanked by hand",
    ),
    RealTask(
        "fresh21_impute_btrial_stain_from_lab",
        "imputation",
        "Hi, the immunoperoxidase result is blank for a number of women in the breast cancer follow-up. "
        "Pathology sent their staining list by patient number; fill the blanks from it and leave the other rows "
        "as they are.",
        "btrial",
        m_btrial,
        e_btrial,
        "breast_trial_followup_filled.jsonl",
        "patient",
        [
            (
                "fill_from_table",
                {"keys": ["patient"], "other_keys": ["patient_no"], "columns": {"im": "stain"}},
            )
        ],
        prep="all 45 women, numbered, as XLSX, 10 staining results blanked by hand; the staining code of every "
        "woman by her number, shuffled, as the lab's CSV",
    ),
    # integration
    RealTask(
        "fresh21_integrate_kootenay_gauges",
        "integration",
        "The January flows of the Kootenay at Libby and at Newgate came as two files. Put them side by side by "
        "year, only the years measured at both stations.",
        "kootenay",
        m_kootenay,
        e_kootenay,
        "kootenay_both_gauges.xlsx",
        "year",
        [("join_composite", {"keys": ["year"], "how": "inner"})],
        prep="all 13 years, the year as a column; Libby's flows as CSV and Newgate's, without 2 years dropped at "
        "random, shuffled, as JSONL",
    ),
    RealTask(
        "fresh21_integrate_downs_registry_update",
        "integration",
        "The registry has sent an update to the Down's syndrome births by mother's age: revised numbers for many "
        "age groups and a few groups our copy never had. Where they have a row for an age, theirs replaces ours, "
        "and their new ages go in as well.",
        "downs.bc",
        m_downs,
        e_downs,
        "downs_births_by_age_updated.csv",
        "age",
        [("upsert_rows", {"key": ["age"]})],
        prep="26 of the 30 age groups as XLSX; the update as CSV: 20 of those groups with the births raised by "
        "0.2-2% and the cases by 0-2, and the 4 other groups, shuffled",
    ),
    RealTask(
        "fresh21_integrate_hiv_regimens",
        "integration",
        "The two arms of the HIV drug study came with different headings. Stack them under the headings days and "
        "reached, and add a regimen column saying AZT + zalcitabine or AZT + zalcitabine + saquinavir.",
        "drughiv",
        m_drughiv,
        e_drughiv,
        "hiv_trial_both_arms.tsv",
        None,
        [
            (
                "union_align",
                {"source_column": "regimen", "source_names": REGIMENS, "renames": [{}, HIV_HEADERS]},
            )
        ],
        prep="all 34 patients, without the drug code: the 17 on AZT and zalcitabine as CSV with the headings "
        "days and reached, the 17 with saquinavir as JSONL with the package's headings",
    ),
    # labeling
    RealTask(
        "fresh21_label_doctor_coronary_risk",
        "labeling",
        "Please tag each age and smoking group of the doctors' cohort by its coronary death rate, in a column "
        "called risk: below 1 death per 1,000 person-years is low, above 10 is high, anything between medium.",
        "breslow",
        m_breslow,
        labelled("risk", _risk),
        "doctors_coronary_risk.jsonl",
        "group",
        [("label_conditions", {"target": "risk", "cases": RISK_CASES, "default": "medium"})],
        target="risk",
        prep="all 10 groups, numbered, as XLSX",
    ),
    RealTask(
        "fresh21_label_recall_band",
        "labeling",
        "The recall scores are out of 40 words. Add a band column: strong for 90% or more, weak for below 75%, "
        "fair for the rest.",
        "Friendly",
        m_friendly,
        labelled("band", _band),
        "free_recall_banded.csv",
        "subject",
        [("label_conditions", prefix_conditions("band", BANDS, "fair"))],
        target="band",
        prep="all 30 subjects, numbered, as TSV",
    ),
    RealTask(
        "fresh21_label_fingerprint_dominant",
        "labeling",
        "In Waite's fingerprint counts, mark every row with whorls when those hands had more whorls than small "
        "loops, loops when it's the other way round and equal when they're level. Call the column dominant.",
        "Fingerprints",
        m_fingerprints,
        labelled("dominant", _dominant),
        "waite_fingerprints_dominant.xlsx",
        "cell",
        [("label_conditions", {"target": "dominant", "cases": DOMINANT_CASES, "default": "equal"})],
        target="dominant",
        prep="the 21 possible cells (the 15 with more than five fingers have no count), numbered, as CSV",
    ),
    # refinement
    RealTask(
        "fresh21_refine_aircraft_weight_kg",
        "refinement",
        "Our fleet sheets are metric. Could you give the aircraft weights in kilograms instead of pounds, to the "
        "nearest kilo?",
        "aircraft",
        m_aircraft,
        e_aircraft,
        "single_engine_aircraft_metric.csv",
        "aircraft",
        [("convert_unit", {"column": "weight", "to_unit": "kg", "default_unit": "lb", "round": 0})],
        prep="all 23 aircraft, numbered, the five variables named after what the documentation says they hold, as "
        "JSONL",
    ),
    RealTask(
        "fresh21_refine_dactyl_line_blocks",
        "refinement",
        "The line blocks in the Aeneid dactyl sheet are written with a colon, like 1:5, and our import reads "
        "that as a time. Write them with a hyphen instead (1-5, 6-10 and so on).",
        "Dactyl",
        m_dactyl,
        e_dactyl,
        "aeneid_dactyls_blocks.tsv",
        "cell",
        [("replace_text", {"column": "Lines", "old": ":", "new": "-"})],
        prep="all 60 cells, numbered, as XLSX",
    ),
    RealTask(
        "fresh21_refine_airmiles_billions",
        "refinement",
        "The airline passenger miles are given in millions; the board slide shows billions. Convert them and "
        "keep two decimals.",
        "airmiles",
        m_airmiles,
        e_airmiles,
        "us_airline_passenger_miles_billions.jsonl",
        "year",
        [("scale_column", {"column": "airmiles", "factor": 0.001, "round": 2})],
        prep="all 24 years, as CSV",
    ),
    # DAG-level
    RealTask(
        "fresh21_dag_fir_two_crews",
        "imputation",
        "Two crews counted the balsam fir seedlings, one in grid rows 1 and 2 and the other in rows 3 to 5. "
        "Combine their sheets into one table, and where a quadrat was left blank they found no seedlings, so "
        "write 0 there.",
        "fir",
        m_fir,
        e_fir,
        "fir_seedlings_all_quadrats.tsv",
        "quadrat",
        [
            ("union_align", {}),
            ("impute_constant", {"columns": ["count"], "value": 0}),
        ],
        prep="all 50 quadrats, numbered, the 7 without seedlings left blank; rows 1-2 as CSV and rows 3-5 as XLSX",
        level="dag",
    ),
    RealTask(
        "fresh21_dag_carrot_damage_share",
        "integration",
        "For the insecticide trial the damaged carrots and the carrots counted are in separate files. Match them "
        "up by block and dose, then add share_damaged, damaged divided by counted, to two decimals.",
        "carrots",
        m_carrots,
        e_carrots,
        "carrot_damage_share.csv",
        "plot",
        [
            ("join_composite", {"keys": CARROT_KEY, "how": "inner"}),
            (
                "derive_column",
                {"target": "share_damaged", "op": "ratio", "columns": ["damaged", "carrots"], "round": 2},
            ),
        ],
        prep="all 24 plots: numbered, block, log dose and damaged carrots as TSV, block, log dose and carrots counted, "
        "shuffled, as XLSX",
        level="dag",
    ),
    RealTask(
        "fresh21_dag_freeny_dates_from_1966",
        "refinement",
        "The quarter start dates in the Freeny revenue sheet were typed every which way. Write them all as "
        "YYYY-MM-DD and then drop the quarters before 1966.",
        "freeny",
        m_freeny,
        e_freeny,
        "freeny_revenue_from_1966.xlsx",
        "period",
        [
            ("standardize_date", {"column": "quarter_start", "format": "%Y-%m-%d"}),
            (
                "filter_rows",
                {
                    "conditions": [{"column": "quarter_start", "op": ">=", "value": FIRST_KEPT_DAY}],
                    "action": "keep",
                },
            ),
        ],
        prep="all 39 quarters, numbered, the start of each quarter written by hand in one of five styles at "
        "random, without the lagged revenue, as TSV",
        level="dag",
    ),
]


build_suite, main = suite_commands(TASKS, FRESH21_DIR, SEED, sources=SOURCES, head=README_HEAD)


if __name__ == "__main__":
    main()
