"""Builds the twentieth held-out governance suite on real tables (``suites/govbench_real_fresh20``).

The recipe of ``real_fresh16.py`` and the sets before it: 22 R datasets that no earlier real-table suite
touches (nor the same data under another name), cut small and made dirty only where the scenario needs it, one
request each written the way a business user writes an e-mail, and ground truth from a reference pipeline
checked against a plain-pandas reading. This set draws only on datasets whose names start with a letter from M
to Z, so that it cannot meet the nineteenth set, written at the same time from the first half of the alphabet.
The requests were written blind to the governance agent's reader and planner: the suite measures generalisation
and is never a source of rules.

    python -m dataagents.governance.builders.real_fresh20 [OUT_DIR] [task_id,...]
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
from dataagents.governance.builders.real_fresh import prefix_conditions
from dataagents.governance.builders.real_fresh2 import _ECDAT, _MASS, _shuffled
from dataagents.governance.builders.real_fresh3 import _GPL2_3, _HISTDATA, _HSAUR, _SURVIVAL
from dataagents.governance.builders.real_fresh4 import _VCD
from dataagents.governance.builders.real_fresh7 import _GPL2_LATER, _ROBUSTBASE
from dataagents.governance.builders.real_fresh11 import _BOOT
from dataagents.governance.builders.real_fresh12 import _LGPL2_LATER
from dataagents.governance.builders.real_fresh14 import _GEEPACK
from dataagents.governance.builders.real_fresh15 import FRESH15_DIR, _blank, _stratified
from dataagents.governance.builders.real_fresh15 import README_HEAD as _FRESH15_HEAD
from dataagents.governance.builders.real_fresh18 import _CLUSTER, _DATASETS, _GAP, _row_filter

SEED = 20270103
FRESH20_DIR = FRESH15_DIR.parent / "govbench_real_fresh20"

SOURCES: dict[str, str] = {
    "StrikeDur": f"{_ECDAT}; Kennan 1985 via Cameron & Trivedi 2005, duration in days of 566 contract strikes in "
    f"US manufacturing 1968-1976 with a business-cycle measure), {_GPL2_LATER}",
    "mastectomy": f"{_HSAUR}; Everitt & Rabe-Hesketh 2001, survival in months after mastectomy of 44 women with "
    f"breast cancer, whether the death was observed and whether the cancer had metastasised), {_GPL2_3}",
    "Schooling": f"{_ECDAT}; Card 1995, National Longitudinal Survey of Young Men, schooling, age, log wage, "
    "region, city and family background and college proximity of 3010 men in 1966 and 1976), "
    f"{_GPL2_LATER}",
    "Pyx": f"{_HISTDATA}; Stigler 1997, Trial of the Pyx 1848, 10000 gold sovereigns counted by bag and by "
    "deviation from the standard weight, 72 cells), licence GPL",
    "schizophrenia2": f"{_HSAUR}; Davis 2002, follow-up of 44 women with schizophrenia, early or late onset and "
    f"thought disorder at 0, 2, 6, 8 and 10 months after hospitalisation), {_GPL2_3}",
    "USclassifiedDocuments": f"{_ECDAT}; Fitzpatrick 2013, US Information Security Oversight Office, original "
    "classification authorities, original and derivative classification activity and the share under ten-year "
    f"declassification, 1980-2012), {_GPL2_LATER}",
    "OrchardSprays": f"{_DATASETS}; Finney 1947 via McNeil 1977, decrease in volume of sucrose solutions with "
    f"eight strengths of lime sulphur in an 8 x 8 Latin square of honeybee cells), {_GPL2_3}",
    "treering": f"{_DATASETS}; Graybill 1980, normalised ring widths of a Great Basin bristlecone pine, "
    f"Methuselah Walk, California, one per year from 6000 BC to 1979), {_GPL2_3}",
    "phosphate": f"{_HSAUR}; Davis 2002, plasma inorganic phosphate of 13 control and 20 obese subjects at eight "
    f"times up to five hours after an oral glucose challenge), {_GPL2_3}",
    "respdis": f"{_GEEPACK}; Miller, Davis & Landis 1993, response of 111 patients with a respiratory disorder "
    "rated poor, good or excellent at four visits under an active treatment or placebo), licence GPL-3",
    "plasma": f"{_HSAUR}; Collett & Jemain 1985, fibrinogen and globulin in the blood and whether the "
    f"erythrocyte sedimentation rate was under 20 mm/hr, 32 people), {_GPL2_3}",
    "votes.repub": f"{_CLUSTER}; Peterson 1973 and Scammon, percentage of the vote for the Republican candidate in "
    f"each of the 50 states in the 31 presidential elections 1856-1976), {_GPL2_LATER}",
    "VisualAcuity": f"{_VCD}; Kendall & Stuart 1961 via Friendly 2000, unaided vision of the right and left eye "
    "graded 1-4 of 3242 men and 7477 women aged 30-39 in the UK Royal Ordnance factories 1943-1946, 32 "
    "cells), licence GPL-2",
    "ovarian": f"{_SURVIVAL}; Edmunson et al. 1979, survival time, censoring, age, residual disease, treatment "
    f"group and ECOG performance status of 26 women in a trial of two treatments for ovarian cancer), "
    f"{_LGPL2_LATER}",
    "Punishment": f"{_VCD}; Andersen 1991, Gallup Denmark 1979, counts of 1456 people by attitude to corporal "
    "punishment of children, memory of it, education and age group, 36 cells), licence GPL-2",
    "womensrole": f"{_HSAUR}; Haberman 1973 via Collett 2003, 1974-1975 survey, numbers of men and women at each "
    "length of education agreeing or disagreeing that women should run their homes and leave running the "
    f"country to men, 42 cells), {_GPL2_3}",
    "nodal": f"{_BOOT}; Brown 1980 via Davison & Hinkley 1997, nodal involvement, age group, stage, grade, X-ray "
    "reading and acid phosphatase of 53 prostate cancer patients before surgery), licence Unlimited",
    "mfblong": f"{_GAP}; Rabe-Hesketh, Skrondal & Gjessing 2008, a random subset of the Medical Birth Registry of "
    "Norway, birth weight in grams, sex, birth order, mother's age band, birth year and family of 3000 births), "
    f"{_GPL2_LATER}",
    "motors": f"{_MASS}; Nelson & Hahn 1972 via Kalbfleisch & Prentice 1980, hours to failure or censoring of "
    f"10 motorettes at each of four temperatures in an accelerated life test), {_GPL2_3}",
    "Trucks": f"{_VCD}; Andersen 1991, accidents of trucks in England before and after a safety measure of "
    "October 1971, by point of collision, whether the truck was parked and light conditions, 24 cells), "
    "licence GPL-2",
    "PreSex": f"{_VCD}; Thornes & Collard 1979 via Gilbert 1981, 1036 people by marital status, extramarital and "
    "premarital sex and gender, 16 cells), licence GPL-2",
    "telef": f"{_ROBUSTBASE}; Rousseeuw & Leroy 1987 after the Belgian Statistical Survey, international calls "
    f"from Belgium in tens of millions, 1950-1973), {_GPL2_LATER}",
}


# ---- filtering ----------------------------------------------------------------------------------------
FOUR_WEEKS_DAYS = 28


def m_strikes(rng):
    df = r_data("StrikeDur")
    # more long strikes than short ones, so that removing every row cannot pass
    long = df["dur"] >= FOUR_WEEKS_DAYS
    return {"us_manufacturing_strikes.csv": _stratified(df, long, {True: 170, False: 130}, "strike", rng)}


def m_mastectomy(rng):
    return {"mastectomy_survival.xlsx": numbered(r_data("mastectomy"), "patient")}


SCHOOLING_COLUMNS = [
    "ed76",
    "age76",
    "lwage76",
    "black",
    "smsa76",
    "south66",
    "south76",
    "nearc4",
    "momdad14",
]


def m_schooling(rng):
    df = r_data("Schooling")[SCHOOLING_COLUMNS]
    df["lwage76"] = df["lwage76"].round(4)
    cell = df["nearc4"] + "/" + df["south66"]
    # the men asked for are the larger part, so that removing every row cannot pass
    sizes = {"yes/yes": 170, "yes/no": 45, "no/yes": 45, "no/no": 40}
    return {"young_men_1976.jsonl": _stratified(df, cell, sizes, "man", rng)}


# ---- deduplication and consistency --------------------------------------------------------------------
PYX_KEY = ["Bags", "Deviation"]


def m_pyx(rng):
    df = r_data("Pyx").reset_index(drop=True)
    rows = [r for _, r in df.iterrows()]
    # a dozen cells typed again further down with the count put right
    for i in sorted(rng.sample(range(len(df) - 1), 12), reverse=True):
        fixed = rows[i].copy()
        fixed["count"] = max(0, int(fixed["count"]) + rng.choice([-4, -3, -2, -1, 1, 2, 3, 4]))
        rows.insert(rng.randrange(i + 1, len(rows) + 1), fixed)
    return {"pyx_trial_1848.tsv": numbered(pd.DataFrame(rows), "line")}


def e_pyx(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    return df[~df.duplicated(subset=PYX_KEY, keep="last")].reset_index(drop=True)


def m_schizophrenia(rng):
    df = numbered(r_data("schizophrenia2").sort_values(["subject", "month"]), "visit")
    other = {"< 20 yrs": "> 20 yrs", "> 20 yrs": "< 20 yrs"}
    # one visit of 11 patients ticked with the other onset, never two of the same patient
    for s in rng.sample(sorted(df["subject"].unique()), 11):
        i = rng.choice(list(df.index[df["subject"] == s]))
        df.at[i, "onset"] = other[df.at[i, "onset"]]
    return {"madras_schizophrenia_visits.csv": df}


def e_schizophrenia(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["onset"] = df.groupby("subject")["onset"].transform(lambda s: s.mode().iloc[0])
    return df


def m_classified(rng):
    df = r_data("USclassifiedDocuments").reset_index(drop=True)
    start = pd.Timestamp("2013-03-01")
    df["received"] = [start + pd.Timedelta(days=rng.randrange(0, 60)) for _ in range(len(df))]
    # nine years sent again after a revision of the original classification activity
    again = df.iloc[sorted(rng.sample(list(df.index[df["OCActivity"].notna()]), 9))].copy()
    again["received"] = [d + pd.Timedelta(days=rng.randrange(15, 90)) for d in again["received"]]
    again["OCActivity"] = [round(v * rng.uniform(0.95, 1.05)) for v in again["OCActivity"]]
    out = _shuffled(pd.concat([df, again], ignore_index=True), rng)
    out["received"] = [d.strftime("%Y-%m-%d") for d in out["received"]]
    return {"us_classification_activity.xlsx": numbered(out, "line")}


def e_classified(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    latest = df.groupby("year")["received"].transform("max")
    return df[df["received"] == latest].reset_index(drop=True)


# ---- imputation ---------------------------------------------------------------------------------------
def _isolated(n: int, count: int, rng: random.Random) -> set[int]:
    """``count`` row positions in 1..n-2, never two neighbours: each gap has a value on either side."""
    gone: set[int] = set()
    for i in rng.sample(range(1, n - 1), n - 2):
        if len(gone) < count and i - 1 not in gone and i + 1 not in gone:
            gone.add(i)
    return gone


def m_treering(rng):
    df = r_data("treering").rename(columns={"time": "year"}).iloc[-300:].reset_index(drop=True)
    return {"bristlecone_ring_widths.jsonl": _blank(df, "treering", _isolated(len(df), 14, rng))}


def e_treering(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["treering"] = df["treering"].interpolate(method="linear")
    return df


def m_phosphate(rng):
    df = numbered(r_data("phosphate"), "patient")
    return {"glucose_phosphate_study.csv": _blank(df, "t2", set(rng.sample(range(len(df)), 8)))}


def e_phosphate(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["t2"] = df["t2"].fillna(df.groupby("group")["t2"].transform("median"))
    return df


def m_respdis(rng):
    df = numbered(r_data("respdis"), "patient")
    return {"respiratory_trial_visits.xlsx": _blank(df, "y3", set(rng.sample(range(len(df)), 16)))}


def e_respdis(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["y3"] = df["y3"].fillna(df["y2"])
    return df


RAISED_FIBRINOGEN = 3


def m_plasma(rng):
    df = numbered(r_data("plasma"), "sample")
    return {"plasma_proteins.tsv": _blank(df, "fibrinogen", set(rng.sample(range(len(df)), 6)))}


def e_plasma(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["fibrinogen"] = df["fibrinogen"].fillna(df.groupby("ESR")["fibrinogen"].transform("median"))
    df["level"] = ["raised" if v > RAISED_FIBRINOGEN else "normal" for v in df["fibrinogen"]]
    return df


# ---- integration --------------------------------------------------------------------------------------
FIRST_LATER_ELECTION = "X1916"


def m_votes(rng):
    df = r_data("votes.repub")
    df.insert(0, "state", df.index.astype(str))
    df = df.reset_index(drop=True)
    split = list(df.columns).index(FIRST_LATER_ELECTION)
    early = df.iloc[:, :split]
    # the early file lists only states that had voted by 1912
    early = early[early.iloc[:, 1:].notna().any(axis=1)]
    return {
        "republican_share_1916_1976.csv": df[["state", *df.columns[split:]]],
        "republican_share_1856_1912.xlsx": _shuffled(early, rng),
    }


def e_votes(frames: Frames) -> pd.DataFrame:
    later, early = frames.values()
    return later.merge(early, on="state", how="left")


GENDERS = ["female", "male"]


def m_acuity(rng):
    df = r_data("VisualAcuity")
    women, men = (df[df["gender"] == g].drop(columns="gender").reset_index(drop=True) for g in GENDERS)
    return {"eye_tests_women.csv": women, "eye_tests_men.jsonl": men[["right", "left", "Freq"]]}


def e_acuity(frames: Frames) -> pd.DataFrame:
    parts = [f.assign(gender=g) for f, g in zip(frames.values(), GENDERS, strict=True)]
    return pd.concat(parts, ignore_index=True)


# the two arms of Edmunson et al. 1979
REGIMENS = pd.DataFrame({"code": [1, 2], "regimen": ["cyclophosphamide", "cyclophosphamide and adriamycin"]})


def m_ovarian(rng):
    df = numbered(r_data("ovarian"), "patient")
    return {"ovarian_trial.jsonl": df, "treatment_codes.csv": REGIMENS}


def e_ovarian(frames: Frames) -> pd.DataFrame:
    trial, codes = frames.values()
    return trial.merge(codes.rename(columns={"code": "rx"}), on="rx", how="left")


# ---- labeling -----------------------------------------------------------------------------------------
def m_womensrole(rng):
    return {"womens_role_survey.xlsx": numbered(r_data("womensrole"), "cell")}


def _majority(r: pd.Series) -> str:
    if r["agree"] > r["disagree"]:
        return "agree"
    return "disagree" if r["disagree"] > r["agree"] else "tie"


MAJORITY_CASES = [
    {"label": "agree", "conditions": [{"column": "agree", "op": ">", "other": "disagree"}]},
    {"label": "disagree", "conditions": [{"column": "agree", "op": "<", "other": "disagree"}]},
]


def m_nodal(rng):
    return {"prostate_patients.tsv": numbered(r_data("nodal").drop(columns="m"), "patient")}


def _severity(r: pd.Series) -> str:
    serious = int(r["stage"] == 1) + int(r["grade"] == 1)
    return ["low", "medium", "high"][serious]


# the rectal examination (stage) and the biopsy (grade): 1 marks a serious case
SERIOUS_SIGNS = [{"column": "stage", "op": "==", "value": 1}, {"column": "grade", "op": "==", "value": 1}]
SEVERITY_CASES = [
    {"label": "high", "conditions": SERIOUS_SIGNS},
    {"label": "medium", "match": "any", "conditions": SERIOUS_SIGNS},
]

LOW_BIRTH_G = 2500
HIGH_BIRTH_G = 4000


def _weight_band(grams: float) -> str:
    return "low" if grams < LOW_BIRTH_G else "high" if grams > HIGH_BIRTH_G else "normal"


def m_births(rng):
    df = r_data("mfblong").drop(columns=["var1", "var2", "var3"])
    band = df["bwt"].map(_weight_band)
    # every low weight of the subset, so that each boundary weighs in the answer
    sizes = {"low": int((band == "low").sum()), "high": 104}
    sizes["normal"] = 300 - sum(sizes.values())
    return {"norway_births.csv": _stratified(df, band, sizes, "birth", rng)}


def _size(r: pd.Series) -> str:
    return _weight_band(r["bwt"])


SIZE_BANDS = [("low", "bwt", "<", LOW_BIRTH_G), ("high", "bwt", ">", HIGH_BIRTH_G)]


# ---- refinement ---------------------------------------------------------------------------------------
def m_motors(rng):
    return {"motorette_life_test.jsonl": numbered(r_data("motors"), "motorette")}


def e_motors(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["time"] = (df["time"] / 24).round(1)
    return df


IMPACT = {"back": "rear", "forward": "front or side"}


def m_trucks(rng):
    return {"truck_accidents.csv": numbered(r_data("Trucks"), "cell")}


def e_trucks(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["collision"] = df["collision"].replace(IMPACT)
    return df


def _recased(v: str, rng: random.Random) -> str:
    """``v`` in another capitalisation than its own (Married, Divorced)."""
    styles = [v.upper(), v.lower(), v[:3].lower() + v[3:].upper(), v[0].lower() + v[1:], v.swapcase()]
    return rng.choice([s for s in styles if s != v])


def m_presex(rng):
    df = numbered(r_data("PreSex"), "cell")
    df["MaritalStatus"] = [_recased(v, rng) for v in df["MaritalStatus"]]
    return {"marriage_and_divorce.tsv": df}


def e_presex(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["MaritalStatus"] = [v[:1].upper() + v[1:].lower() for v in df["MaritalStatus"]]
    return df


def m_telef(rng):
    df = r_data("telef").reset_index(drop=True)
    # typed in Brussels with a decimal comma
    df["Calls"] = [f"{v:.2f}".replace(".", ",") for v in df["Calls"]]
    return {"belgium_international_calls.csv": df}


def e_telef(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["Calls"] = [float(str(v).replace(",", ".")) for v in df["Calls"]]
    return df


# ---- DAG-level ----------------------------------------------------------------------------------------
CONTROL_TREATMENT = "H"


def m_orchard(rng):
    df = numbered(r_data("OrchardSprays"), "cell")
    rows = [r for _, r in df.iterrows()]
    # most doubles are of the sprays kept, so that the filter alone leaves them in
    sprays = list(df.index[df["treatment"] != CONTROL_TREATMENT])
    control = list(df.index[df["treatment"] == CONTROL_TREATMENT])
    for i in sorted(rng.sample(sprays, 9) + rng.sample(control, 2), reverse=True):
        rows.insert(i + 1 + rng.randrange(0, 3), df.iloc[i])
    return {"orchard_spray_trial.csv": pd.DataFrame(rows).reset_index(drop=True)}


def e_orchard(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df = df[~df.duplicated(keep="first")]
    return df[df["treatment"] != CONTROL_TREATMENT].reset_index(drop=True)


AGE_BANDS = ["15-24", "25-39", "40+"]
SMALLEST_PUBLISHED_CELL = 10


def m_punishment(rng):
    df = r_data("Punishment")
    parts = [df[df["age"] == a].drop(columns="age").reset_index(drop=True) for a in ["15-24", "25-39", "40-"]]
    return {
        "punishment_survey_15_24.csv": parts[0],
        "punishment_survey_25_39.xlsx": parts[1],
        "punishment_survey_40_plus.tsv": parts[2],
    }


def e_punishment(frames: Frames) -> pd.DataFrame:
    parts = [f.assign(age=a) for f, a in zip(frames.values(), AGE_BANDS, strict=True)]
    out = pd.concat(parts, ignore_index=True)
    return out[out["Freq"] >= SMALLEST_PUBLISHED_CELL].reset_index(drop=True)


README_HEAD = """# GovBench real-table held-out suite, twentieth set

{n} governance tasks on real public tables that none of the development suite (`govbench_real`) and the
eighteen earlier held-out suites (`govbench_real_fresh` to `govbench_real_fresh18`) uses, nor the same data under
another name; it was written at the same time as the nineteenth set and takes only datasets whose names begin with
a letter from M to Z, the nineteenth the others. The requests read like e-mails and chat messages from different
people to a data person, of varied length and build; columns are named by what they hold or by a synonym rather
than by their header, and details a colleague would take for granted are left out. Built by
`python -m dataagents.governance.builders.real_fresh20 [OUT]` (deterministic, seed {seed}).

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
].replace("govbench_real_fresh15", "govbench_real_fresh20")
README_HEAD += """\
Everyday requests covered: strikes kept past a length given in weeks over a column in days, patients kept by one
yes/no answer, and men kept only when two answers hold; cells typed again with a corrected count kept once (the
correction), a category that must be one per patient made consistent, and the latest of two submissions per year
kept; gaps filled on a straight line between neighbouring years, blanks filled with the median of the same group,
and blanks taken from another column of the same row; a later and an earlier file put side by side keeping every
state of the later, two sheets stacked with a column naming each, and a code list joined; three labels from a
comparison of two columns, three labels from two yes/no columns, and weight bands given in kilograms over a column
in grams; hours given in days, two codes written as words, words in every capitalisation made one, and numbers
with a decimal comma made plain; and three pipelines: double entries removed before a filter, blanks filled from
a group median before a threshold label, and three sheets stacked before small cells are dropped.

Sources: R datasets from the packages `Ecdat`, `HSAUR`, `HistData`, `datasets`, `geepack`, `cluster`, `vcd`,
`survival`, `boot`, `gap`, `MASS` and `robustbase`, as shipped by the Python package `pydataset` (which bundles the
Rdatasets collection); each table's reference and licence is in the table below and in its task's `provenance`.
The corrected counts in `fresh20_dedup_pyx_corrected_counts`, the mistaken onsets in
`fresh20_dedup_schizophrenia_onset`, the revised submissions and receipt dates in
`fresh20_dedup_classification_resubmitted`, the double entries in `fresh20_dag_orchard_double_entries`, the
treatment code list in `fresh20_integrate_ovarian_regimens` (the two arms as the trial's publication names them)
and the blanked cells are invented by hand.

"""
README_HEAD += _FRESH15_HEAD[_FRESH15_HEAD.index("Scenario counts:") :]


TASKS: list[RealTask] = [
    # filtering
    RealTask(
        "fresh20_filter_strikes_four_weeks",
        "filtering",
        "Labour desk here. For the feature on drawn-out disputes I only need the contract strikes that lasted "
        "four weeks or more, so please cut the shorter ones.",
        "StrikeDur",
        m_strikes,
        keep(lambda d: d["dur"] >= FOUR_WEEKS_DAYS),
        "us_manufacturing_strikes_long.tsv",
        "strike",
        [("filter_value", {"column": "dur", "op": ">=", "value": FOUR_WEEKS_DAYS})],
        prep="300 of the 566 strikes drawn at random within strata, 170 of 28 days or more and 130 shorter, kept "
        "in their order, numbered, as CSV",
    ),
    RealTask(
        "fresh20_filter_metastasised_mastectomy",
        "filtering",
        "Oncology asked for the survival times of the women whose breast cancer had already spread when they "
        "had the operation. Could you leave out everyone else?",
        "mastectomy",
        m_mastectomy,
        keep(lambda d: d["metastized"] == "yes"),
        "mastectomy_survival_metastasised.jsonl",
        "patient",
        [("filter_value", {"column": "metastized", "op": "==", "value": "yes"})],
        prep="all 44 women, numbered, as XLSX",
    ),
    RealTask(
        "fresh20_filter_southern_college_towns",
        "filtering",
        "I'm looking at whether having a university nearby mattered in the South. From the 1976 survey of young "
        "men, keep only those who grew up close to a four-year college and were living in a southern state in "
        "1966.",
        "Schooling",
        m_schooling,
        keep(lambda d: (d["nearc4"] == "yes") & (d["south66"] == "yes")),
        "young_men_1976_south_near_college.csv",
        "man",
        [_row_filter([("nearc4", "==", "yes"), ("south66", "==", "yes")], match="all", action="keep")],
        prep="300 of the 3010 men drawn at random within strata, 170 who grew up near a four-year college and "
        "lived in the South in 1966, 45 near a college elsewhere, 45 in the South not near one and 40 neither, "
        "kept in their order, numbered, nine of the columns, log wage to four decimals, as JSONL",
    ),
    # deduplication and consistency
    RealTask(
        "fresh20_dedup_pyx_corrected_counts",
        "deduplication",
        "A dozen cells of the 1848 Pyx tally were typed in a second time lower down, with the number of coins "
        "corrected. I want each bag and weight-deviation class only once, as corrected.",
        "Pyx",
        m_pyx,
        e_pyx,
        "pyx_trial_1848_clean.xlsx",
        "line",
        [("dedup_key", {"key": PYX_KEY, "keep": "last"})],
        prep="all 72 cells; 12 of them typed again by hand at a random later place with the count 1-4 coins "
        "higher or lower, numbered after that, as TSV",
    ),
    RealTask(
        "fresh20_dedup_schizophrenia_onset",
        "deduplication",
        "Whether the illness started before or after age 20 can't change from one visit to the next, yet in the "
        "Madras follow-up a few visits have it ticked the other way. Make each patient's visits agree with what "
        "the rest of her visits say.",
        "schizophrenia2",
        m_schizophrenia,
        e_schizophrenia,
        "madras_schizophrenia_visits_fixed.tsv",
        "visit",
        [("enforce_functional_dependency", {"determinant": ["subject"], "dependent": "onset"})],
        prep="all 220 visits of the 44 women, sorted by patient and month, numbered, as CSV; the onset of one "
        "visit in each of 11 patients turned by hand to the other band; the blank thought-disorder answers are "
        "the dataset's own NA",
    ),
    RealTask(
        "fresh20_dedup_classification_resubmitted",
        "deduplication",
        "The oversight office sent revised figures for some years after the first submission, so those years "
        "are in the sheet twice. Only the version received last should stay for each year.",
        "USclassifiedDocuments",
        m_classified,
        e_classified,
        "us_classification_activity_latest.csv",
        "line",
        [("dedup_keep_latest", {"key": ["year"], "timestamp": "received"})],
        prep="all 29 years with a made-up date of receipt in March or April 2013; 9 of the years with an "
        "original classification count sent again 15-90 days later with that count moved by up to 5%, "
        "shuffled, numbered, as XLSX; the other blanks are the dataset's own NA",
    ),
    # imputation
    RealTask(
        "fresh20_impute_ring_width_gaps",
        "imputation",
        "Some rings of the bristlecone core were too damaged to measure, so a few years have no width. Estimate "
        "each missing year on a straight line between the years either side of it.",
        "treering",
        m_treering,
        e_treering,
        "bristlecone_ring_widths_filled.csv",
        "year",
        [("impute_interpolate", {"columns": ["treering"]})],
        prep="the last 300 years, 1680-1979, year and ring width, as JSONL; 14 widths blanked by hand, never the "
        "first or last year nor two years running",
    ),
    RealTask(
        "fresh20_impute_two_hour_phosphate",
        "imputation",
        "Eight people in the glucose challenge study have no phosphate reading at the two-hour mark. Please give "
        "each of them the median two-hour value of their own study group.",
        "phosphate",
        m_phosphate,
        e_phosphate,
        "glucose_phosphate_study_filled.xlsx",
        "patient",
        [("impute_groupwise", {"columns": ["t2"], "by": ["group"], "strategy": "median"})],
        prep="all 33 subjects, numbered, as CSV; 8 two-hour readings blanked by hand",
    ),
    RealTask(
        "fresh20_impute_third_visit_from_second",
        "imputation",
        "Where a patient in the respiratory trial has no rating for the third visit, use the rating the same "
        "patient got at the second visit.",
        "respdis",
        m_respdis,
        e_respdis,
        "respiratory_trial_visits_filled.tsv",
        "patient",
        [("fill_from_column", {"pairs": {"y3": "y2"}})],
        prep="all 111 patients, numbered, as XLSX; 16 third-visit ratings blanked by hand",
    ),
    # integration
    RealTask(
        "fresh20_integrate_republican_share_eras",
        "integration",
        "I've got the Republican share of the presidential vote by state in two files, one for 1916 to 1976 and "
        "an older one going back to 1856. Put them side by side with one row per state, and keep every state "
        "from the newer file even where the old one has nothing.",
        "votes.repub",
        m_votes,
        e_votes,
        "republican_share_1856_1976.jsonl",
        "state",
        [("join_composite", {"keys": ["state"], "how": "left"})],
        prep="all 50 states, the state name as a column; the 16 elections 1916-1976 as CSV and the 15 elections "
        "1856-1912 of the 48 states with at least one of them, shuffled, as XLSX; the blanks are the dataset's "
        "own NA",
    ),
    RealTask(
        "fresh20_integrate_eye_tests_by_gender",
        "integration",
        "The Royal Ordnance eye-test counts came as one table for the women and one for the men. Could you "
        "combine them into a single table, with a gender column saying female or male?",
        "VisualAcuity",
        m_acuity,
        e_acuity,
        "eye_tests_royal_ordnance.tsv",
        None,
        [("union_align", {"source_column": "gender", "source_names": GENDERS})],
        prep="all 32 cells, the 16 of the women as CSV and the 16 of the men as JSONL, without the gender",
    ),
    RealTask(
        "fresh20_integrate_ovarian_regimens",
        "integration",
        "Please bring the regimen names from the treatment code list into the ovarian cancer trial, matched on "
        "the treatment group.",
        "ovarian",
        m_ovarian,
        e_ovarian,
        "ovarian_trial_regimens.xlsx",
        "patient",
        [("join_composite", {"left_keys": ["rx"], "right_keys": ["code"], "how": "left"})],
        prep="all 26 women, numbered, as JSONL; the two arms of the trial (cyclophosphamide alone, with "
        "adriamycin) written by hand as a code list, as CSV",
    ),
    # labeling
    RealTask(
        "fresh20_label_womens_role_majority",
        "labeling",
        "For every education level and sex in the 1974-75 survey, did more people agree or disagree with the "
        "statement? Put agree, disagree or tie in a new column named majority.",
        "womensrole",
        m_womensrole,
        labelled("majority", _majority),
        "womens_role_survey_majority.csv",
        "cell",
        [("label_conditions", {"target": "majority", "cases": MAJORITY_CASES, "default": "tie"})],
        target="majority",
        prep="all 42 cells, numbered, as XLSX",
    ),
    RealTask(
        "fresh20_label_prostate_severity",
        "labeling",
        "Grade each prostate patient before surgery from the rectal examination and the biopsy: high when both "
        "point to a serious case, medium when only one of them does and low when neither, in a column called "
        "severity.",
        "nodal",
        m_nodal,
        labelled("severity", _severity),
        "prostate_patients_severity.jsonl",
        "patient",
        [("label_conditions", {"target": "severity", "cases": SEVERITY_CASES, "default": "low"})],
        target="severity",
        prep="all 53 patients, numbered, without the column of ones, as TSV",
    ),
    RealTask(
        "fresh20_label_birth_weight_size",
        "labeling",
        "Could you tag the Norwegian births by weight in a column named size? Under 2.5 kg is low, over 4 kg is "
        "high and anything in between is normal.",
        "mfblong",
        m_births,
        labelled("size", _size),
        "norway_births_sized.xlsx",
        "birth",
        [("label_conditions", prefix_conditions("size", SIZE_BANDS, "normal"))],
        target="size",
        prep="300 of the 3000 births drawn at random within strata, all 46 under 2500 g, 104 over 4000 g and "
        "150 in between, kept in their order, numbered, without the three unexplained variables, as CSV",
    ),
    # refinement
    RealTask(
        "fresh20_refine_motorette_days",
        "refinement",
        "Our reliability report gives lifetimes in days, but the motorette test logged hours. Convert them, one "
        "decimal place is plenty.",
        "motors",
        m_motors,
        e_motors,
        "motorette_life_test_days.csv",
        "motorette",
        [("convert_unit", {"column": "time", "to_unit": "d", "default_unit": "h", "round": 1})],
        prep="all 40 motorettes, numbered, as JSONL",
    ),
    RealTask(
        "fresh20_refine_truck_impact_words",
        "refinement",
        "In the truck accident table, write the point of impact as rear instead of back and as front or side "
        "instead of forward. The printed report uses those words.",
        "Trucks",
        m_trucks,
        e_trucks,
        "truck_accidents_readable.tsv",
        "cell",
        [("map_values", {"column": "collision", "mapping": IMPACT})],
        prep="all 24 cells, numbered, as CSV",
    ),
    RealTask(
        "fresh20_refine_marital_status_case",
        "refinement",
        "The marital status in the divorce study got typed in every mix of capitals. Tidy it so that only the "
        "first letter is a capital.",
        "PreSex",
        m_presex,
        e_presex,
        "marriage_and_divorce_tidy.jsonl",
        "cell",
        [("change_case", {"column": "MaritalStatus", "case": "sentence"})],
        prep="all 16 cells, numbered, as TSV; every marital status re-cased by hand (upper, lower or mixed)",
    ),
    RealTask(
        "fresh20_refine_belgian_decimal_comma",
        "refinement",
        "The Belgian call figures were typed Brussels style with a decimal comma. Turn them into plain numbers "
        "so the chart tool can read them.",
        "telef",
        m_telef,
        e_telef,
        "belgium_international_calls.xlsx",
        "Year",
        [("standardize_number", {"column": "Calls", "decimal": ","})],
        prep="all 24 years, as CSV, the calls written by hand with two decimals and a decimal comma",
    ),
    # DAG-level
    RealTask(
        "fresh20_dag_orchard_double_entries",
        "deduplication",
        "Some cells of the orchard spray trial were entered twice by mistake. Once the doubles are gone, drop "
        "the sugar-only control cells (treatment H) too, we don't report them.",
        "OrchardSprays",
        m_orchard,
        e_orchard,
        "orchard_spray_trial_sprays.xlsx",
        "cell",
        [
            ("dedup_exact", {"keep": "first"}),
            ("filter_value", {"column": "treatment", "op": "!=", "value": CONTROL_TREATMENT}),
        ],
        prep="all 64 cells of the Latin square, numbered; 11 of them, 9 of lime sulphur and 2 of the control, "
        "written again by hand right after or near themselves, as CSV",
        level="dag",
    ),
    RealTask(
        "fresh20_dag_fibrinogen_raised",
        "imputation",
        "A few blood samples have no fibrinogen value; fill those with the median of the samples in the same "
        "sedimentation-rate class. Then add a column called level that says raised when fibrinogen is above 3 "
        "and normal otherwise.",
        "plasma",
        m_plasma,
        e_plasma,
        "plasma_proteins_flagged.jsonl",
        "sample",
        [
            ("impute_groupwise", {"columns": ["fibrinogen"], "by": ["ESR"], "strategy": "median"}),
            (
                "label_conditions",
                prefix_conditions("level", [("raised", "fibrinogen", ">", RAISED_FIBRINOGEN)], "normal"),
            ),
        ],
        target="level",
        prep="all 32 people, numbered, as TSV; 6 fibrinogen levels blanked by hand",
        level="dag",
    ),
    RealTask(
        "fresh20_dag_punishment_small_cells",
        "integration",
        "The corporal punishment survey arrived as three sheets, one per age band. Stack them with the band "
        "(15-24, 25-39 or 40+) in an age column, then drop any cell counting fewer than ten people; those are "
        "too small to publish.",
        "Punishment",
        m_punishment,
        e_punishment,
        "punishment_survey_publishable.csv",
        None,
        [
            ("union_align", {"source_column": "age", "source_names": AGE_BANDS}),
            ("filter_value", {"column": "Freq", "op": ">=", "value": SMALLEST_PUBLISHED_CELL}),
        ],
        prep="all 36 cells, the 12 of each age group (15-24, 25-39, 40 and over) as CSV, XLSX and TSV, without "
        "the age",
        level="dag",
    ),
]


build_suite, main = suite_commands(TASKS, FRESH20_DIR, SEED, sources=SOURCES, head=README_HEAD)


if __name__ == "__main__":
    main()
