"""Builds the twenty-fourth held-out governance suite on real tables (``suites/govbench_real_fresh24``).

The recipe of ``real_fresh20.py`` and the sets before it: 22 R datasets that no earlier real-table suite
touches (nor the same data under another name), cut small and made dirty only where the scenario needs it, one
request each written the way a business user writes an e-mail, and ground truth from a reference pipeline
checked against a plain-pandas reading. This set draws only on datasets whose names start with a letter from M
to Z, so that it cannot meet the twenty-third set, written at the same time from the first half of the alphabet.
The requests were written blind to the governance agent's reader and planner: the suite measures generalisation
and is never a source of rules.

    python -m dataagents.governance.builders.real_fresh24 [OUT_DIR] [task_id,...]
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
from dataagents.governance.builders.real_fresh2 import _CAR, _ECDAT, _MASS, _shuffled
from dataagents.governance.builders.real_fresh3 import _GPL2_3, _HISTDATA, _HSAUR, _SURVIVAL
from dataagents.governance.builders.real_fresh4 import _VCD
from dataagents.governance.builders.real_fresh7 import _GPL2_LATER, _ROBUSTBASE
from dataagents.governance.builders.real_fresh11 import _BOOT, _ZELIG
from dataagents.governance.builders.real_fresh12 import _KMSURV, _LGPL2_LATER
from dataagents.governance.builders.real_fresh14 import _PSYCH
from dataagents.governance.builders.real_fresh15 import FRESH15_DIR, _blank, _stratified
from dataagents.governance.builders.real_fresh15 import README_HEAD as _FRESH15_HEAD
from dataagents.governance.builders.real_fresh17 import _GPL3_LATER
from dataagents.governance.builders.real_fresh18 import _DATASETS

SEED = 20270107
FRESH24_DIR = FRESH15_DIR.parent / "govbench_real_fresh24"

SOURCES: dict[str, str] = {
    "Wool": f"{_CAR}; Box & Cox 1964, cycles to failure of worsted yarn under a cyclic load in a 3 x 3 x 3 "
    f"experiment on specimen length (250, 300, 350 mm), amplitude of the loading cycle and load, 27 runs), "
    f"{_GPL2_LATER}",
    "stormer": f"{_MASS}; Williams 1959 via Venables & Ripley, calibration of a Stormer viscometer: time in "
    "seconds taken by the inner cylinder for a fixed number of revolutions under three actuating weights in "
    f"fluids of known viscosity, 23 runs), {_GPL2_3}",
    "msq": f"{_PSYCH}; Revelle & Anderson, Motivational State Questionnaire, 72 mood items, energetic and tense "
    "arousal, positive and negative affect and Eysenck Personality Inventory extraversion, neuroticism and lie "
    f"scores of 3896 participants in 38 studies), {_GPL2_LATER}",
    "orallesions": f"{_HSAUR}; Mehta & Patel 2003, site of the oral lesions found in house-to-house surveys in "
    f"three regions of rural India, Kerala, Gujarat and Andhra, 8 x 3 table), {_GPL2_3}",
    "NonResponse": f"{_VCD}; Andersen 1991, a Danish survey of 1965, people who answered or did not by residence "
    "(Copenhagen, other cities, countryside) and gender, 12 cells), licence GPL-2",
    "salinity": f"{_ROBUSTBASE}; Ruppert & Carroll 1980 via Rousseeuw & Leroy 1987, biweekly salinity, the "
    "salinity two weeks before, the two-week period of the spring season and the river discharge in North "
    f"Carolina's Pamlico Sound, 28 observations), {_GPL2_LATER}",
    "UStaxWords": f"{_ECDAT}; Tax Foundation, thousands of words in the US income tax code, the other tax code "
    f"and their regulations, every ten years 1955-2005), {_GPL2_LATER}",
    "rats": f"{_SURVIVAL}; Mantel, Bohidar & Ciminera 1977, a litter-matched tumour study, one drug-treated and two "
    f"control rats per litter, time to tumour or last follow-up and whether a tumour was seen, 150 rats of 50 "
    f"litters), {_LGPL2_LATER}",
    "waves": f"{_HSAUR}; Hand et al. 1994, root mean square bending moment in newton metres of a model wave-power "
    f"device under 18 sea states of a wave tank with each of two mooring methods), {_GPL2_3}",
    "phosphor": f"{_ROBUSTBASE}; Prescott 1975 via Rousseeuw & Leroy 1987, inorganic and organic phosphorus of "
    f"18 soils and the phosphorus content of the corn grown in them), {_GPL2_LATER}",
    "OvaryCancer": f"{_VCD}; Obel 1975 via Andersen 1991, 299 women operated for ovary cancer ten years before, by "
    "stage, type of operation, X-ray treatment and ten-year survival, 16 cells), licence GPL-2",
    "PolioTrials": f"{_HISTDATA}; Francis et al. 1955, the 1954 field trials of the Salk polio vaccine, "
    "population and paralytic, non-paralytic and falsely reported cases of each group in the placebo-controlled "
    "and the observed-control design, 8 groups), licence GPL",
    "Yeast": f"{_HISTDATA}; Student 1906 via Hand et al. 1994, number of squares of a 400-square haemocytometer "
    "grid holding 0, 1, 2, ... yeast cells in each of four samples, 36 cells), licence GPL",
    "USPersonalExpenditure": f"{_DATASETS}; The World Almanac and Book of Facts 1962, US personal expenditure in "
    "billions of dollars on food and tobacco, household operation, medical and health, personal care and "
    f"private education in 1940, 1945, 1950, 1955 and 1960), {_GPL2_3}",
    "toothpaste": f"{_HSAUR}; Everitt & Pickles 2000, nine randomised trials of two toothpastes, subjects and "
    f"mean and standard deviation of the increase in the DMFS caries index under each), {_GPL2_3}",
    "UKSoccer": f"{_VCD}; Lee 1997 via Friendly 2000, goals scored by the home and the away team in the 380 games "
    "of the 1995/6 Premier League, 25 cells), licence GPL-2",
    "psych": f"{_KMSURV}; Woolson 1981 via Klein & Moeschberger 1997, sex, age at admission, follow-up time "
    f"and death of 26 psychiatric inpatients), {_GPL3_LATER}",
    "pension": f"{_ROBUSTBASE}; de Wit 1982 via Rousseeuw & Leroy 1987, 1981 premium income and premium reserves "
    f"in millions of guilders of the pension funds of 18 professional branches in the Netherlands), "
    f"{_GPL2_LATER}",
    "vaso": f"{_ROBUSTBASE}; Finney 1947, volume and rate of the air taken in one deep breath and whether a "
    f"reflex vaso-constriction of the skin of the digits followed, 39 trials of three subjects), {_GPL2_LATER}",
    "sleep": f"{_DATASETS}; Cushny & Peebles 1905 via Student 1908, increase in hours of sleep of 10 patients "
    f"under each of two soporific drugs), {_GPL2_3}",
    "survival": f"{_BOOT}; Efron 1988 via Davison & Hinkley 1997, survival percentage of batches of rats given "
    "radiation doses in rads, two or three batches at each of six doses), licence Unlimited",
    "tobin": f"{_ZELIG}; Tobin 1958, durable goods purchase, age of the head and liquidity ratio (x 1000) of 20 "
    f"households), {_GPL2_LATER}",
}


# ---- filtering ----------------------------------------------------------------------------------------
SHORT_SPECIMEN_MM = 250  # 25 cm


def m_wool(rng):
    return {"yarn_fatigue_trial.xlsx": numbered(r_data("Wool"), "run")}


LONGEST_RUN_S = 60  # a minute


def m_stormer(rng):
    return {"viscometer_calibration.tsv": numbered(r_data("stormer"), "run")}


MSQ_COLUMNS = ["exper", "EA", "TA", "PA", "NegAff", "Extraversion", "Neuroticism", "Lie"]
FAKING_LIE_SCORE = 5


def m_msq(rng):
    df = r_data("msq")[MSQ_COLUMNS]
    df = df[df["Lie"].notna()]
    faking = df["Lie"] >= FAKING_LIE_SCORE
    # more honest answers than faked ones, so that removing every row cannot pass
    return {"mood_questionnaires.jsonl": _stratified(df, faking, {True: 90, False: 150}, "respondent", rng)}


# ---- imputation ---------------------------------------------------------------------------------------
REGIONS = ["Kerala", "Gujarat", "Andhra"]


def m_orallesions(rng):
    df = r_data("orallesions")
    df.insert(0, "site", df.index.astype(str))
    df = df.reset_index(drop=True)
    # the survey sheet leaves a site without lesions empty
    for c in REGIONS:
        df[c] = pd.array([None if v == 0 else v for v in df[c]], dtype="Int64")
    return {"oral_lesion_survey.csv": df}


def e_orallesions(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    for c in REGIONS:
        df[c] = df[c].fillna(0)
    return df


def m_nonresponse(rng):
    df = numbered(r_data("NonResponse")[["residence", "gender", "response", "Freq"]], "line")
    # a report layout: the residence is written on the first line of its block only
    first = ~df["residence"].duplicated()
    df["residence"] = df["residence"].where(first, None)
    return {"danish_survey_1965.tsv": df}


def e_nonresponse(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["residence"] = df["residence"].ffill()
    return df


SALINITY_NAMES = {"X1": "lagged_salinity", "X2": "period", "X3": "discharge", "Y": "salinity"}


def m_salinity(rng):
    df = numbered(r_data("salinity").rename(columns=SALINITY_NAMES), "obs")
    # one blank in each of five different periods, so that every period keeps readings of other years
    periods = rng.sample(sorted(df["period"].unique()), 5)
    gone = {rng.choice(list(df.index[df["period"] == p])) for p in periods}
    return {"pamlico_sound_salinity.xlsx": _blank(df, "discharge", gone)}


def e_salinity(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["discharge"] = df["discharge"].fillna(df.groupby("period")["discharge"].transform("median"))
    return df


TAX_SERIES = ["IncomeTaxCode", "otherTaxCode", "IncomeTaxRegulations", "otherTaxRegulations"]
# (decade row, series): never the first or last decade, never two decades running in one series
TAX_GAPS = [
    (2, "IncomeTaxCode"),
    (3, "otherTaxCode"),
    (1, "IncomeTaxRegulations"),
    (4, "otherTaxRegulations"),
]


def m_taxwords(rng):
    df = r_data("UStaxWords")[["year", *TAX_SERIES]].reset_index(drop=True)
    for row, col in TAX_GAPS:
        df = _blank(df, col, {row})
    return {"us_tax_law_words.csv": df.astype({c: "Int64" for c in TAX_SERIES})}


def e_taxwords(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    for c in TAX_SERIES:
        df[c] = df[c].astype(float).interpolate(method="linear")
    return df


# ---- deduplication and consistency --------------------------------------------------------------------
def m_rats(rng):
    df = numbered(r_data("rats"), "rat")
    rows = [r for _, r in df.iterrows()]
    # 24 rats also exported at an interim look, with a shorter follow-up and no tumour yet
    for i in sorted(rng.sample(range(len(df)), 24), reverse=True):
        early = df.iloc[i].copy()
        early["time"] = max(1, round(int(early["time"]) * rng.uniform(0.3, 0.8)))
        early["status"] = 0
        rows.insert(rng.randrange(0, i + 1), early)
    return {"rat_tumour_study.csv": pd.DataFrame(rows).reset_index(drop=True)}


def e_rats(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    longest = df.groupby("rat")["time"].transform("max")
    return df[df["time"] == longest].reset_index(drop=True)


def m_waves(rng):
    df = numbered(r_data("waves"), "sea_state")
    rows = [r for _, r in df.iterrows()]
    # seven sea states typed a second time further down from a printout rounded to one decimal
    for i in sorted(rng.sample(range(len(df)), 7), reverse=True):
        again = df.iloc[i].copy()
        again["method1"] = round(float(again["method1"]), 1)
        again["method2"] = round(float(again["method2"]), 1)
        rows.insert(rng.randrange(i + 1, len(rows) + 1), again)
    out = pd.DataFrame(rows).reset_index(drop=True)
    out["sea_state"] = out["sea_state"].astype(int)
    return {"wave_tank_bending.jsonl": out}


def e_waves(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    return df[~df["sea_state"].duplicated(keep="first")].reset_index(drop=True)


def _day(ts: pd.Timestamp) -> str:
    return ts.strftime("%d %b %Y")


def m_phosphor(rng):
    df = numbered(r_data("phosphor"), "soil")
    start = pd.Timestamp("1974-02-04")
    first_day = [start + pd.Timedelta(days=rng.randrange(0, 40)) for _ in range(len(df))]
    # six soils analysed a first time with other figures; the later analysis is the published one
    redo = sorted(rng.sample(range(len(df)), 6))
    first = df.iloc[redo].copy()
    first["inorg"] = [round(v * rng.uniform(0.8, 1.2), 1) for v in first["inorg"]]
    first["organic"] = [v + rng.choice([-5, -4, -3, 3, 4, 5]) for v in first["organic"]]
    first["plant"] = [v + rng.choice([-6, -4, -2, 2, 4, 6]) for v in first["plant"]]
    first["analysed"] = [_day(first_day[i]) for i in redo]
    again = {i: first_day[i] + pd.Timedelta(days=rng.randrange(20, 41)) for i in redo}
    df["analysed"] = [_day(again.get(i, d)) for i, d in enumerate(first_day)]
    return {"soil_phosphorus.xlsx": _shuffled(pd.concat([df, first], ignore_index=True), rng)}


def e_phosphor(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    when = pd.to_datetime(df["analysed"], format="%d %b %Y")
    return df[when == when.groupby(df["soil"]).transform("max")].reset_index(drop=True)


# ---- integration --------------------------------------------------------------------------------------
DESIGNS = ["placebo", "observed"]


def m_polio(rng):
    df = r_data("PolioTrials")
    parts = [
        df[df["Experiment"] == e].drop(columns="Experiment").reset_index(drop=True)
        for e in ["RandomizedControl", "ObservedControl"]
    ]
    return {"polio_trial_placebo_areas.csv": parts[0], "polio_trial_observed_areas.xlsx": parts[1]}


def e_polio(frames: Frames) -> pd.DataFrame:
    parts = [f.assign(design=d) for f, d in zip(frames.values(), DESIGNS, strict=True)]
    return pd.concat(parts, ignore_index=True)


SAMPLES = ["A", "B", "C", "D"]


def m_yeast(rng):
    df = r_data("Yeast")
    files = ["yeast_sample_a.csv", "yeast_sample_b.tsv", "yeast_sample_c.jsonl", "yeast_sample_d.xlsx"]
    return {
        f: df[df["sample"] == s].drop(columns="sample").reset_index(drop=True)
        for f, s in zip(files, SAMPLES, strict=True)
    }


def e_yeast(frames: Frames) -> pd.DataFrame:
    parts = [f.assign(sample=s) for f, s in zip(frames.values(), SAMPLES, strict=True)]
    return pd.concat(parts, ignore_index=True)


def m_expenditure(rng):
    df = r_data("USPersonalExpenditure")
    df.insert(0, "category", df.index.astype(str))
    df = df.reset_index(drop=True)
    return {
        "us_expenditure_1940_1950.jsonl": df[["category", "1940", "1945", "1950"]],
        "us_expenditure_1955_1960.csv": _shuffled(df[["category", "1955", "1960"]], rng),
    }


def e_expenditure(frames: Frames) -> pd.DataFrame:
    early, late = frames.values()
    return early.merge(late, on="category", how="inner")


# ---- labeling -----------------------------------------------------------------------------------------
def m_soccer(rng):
    df = r_data("UKSoccer")
    long = [{"Home": int(h), "Away": int(a), "Freq": int(df.loc[h, a])} for a in df.columns for h in df.index]
    return {"premier_league_1995_96_scores.csv": numbered(pd.DataFrame(long), "line")}


def _result(r: pd.Series) -> str:
    if r["Home"] > r["Away"]:
        return "home win"
    return "away win" if r["Home"] < r["Away"] else "draw"


RESULT_CASES = [
    {"label": "home win", "conditions": [{"column": "Home", "op": ">", "other": "Away"}]},
    {"label": "away win", "conditions": [{"column": "Home", "op": "<", "other": "Away"}]},
]


def m_psych(rng):
    return {"psychiatric_inpatients.jsonl": numbered(r_data("psych"), "patient")}


YOUNG, MIDDLE = 30, 45


def _age_band(r: pd.Series) -> str:
    return "under 30" if r["age"] < YOUNG else "30 to 44" if r["age"] < MIDDLE else "45 and over"


AGE_BANDS = [("under 30", "age", "<", YOUNG), ("30 to 44", "age", "<", MIDDLE)]


def m_pension(rng):
    return {"dutch_pension_funds_1981.tsv": numbered(r_data("pension"), "branch")}


COVER_TIMES = 10


def _cover(r: pd.Series) -> str:
    return "high" if r["Reserves"] > COVER_TIMES * r["Income"] else "low"


COVER_CASES = [
    {
        "label": "high",
        "conditions": [{"column": "Reserves", "op": ">", "other": "Income", "times": COVER_TIMES}],
    }
]


# ---- refinement ---------------------------------------------------------------------------------------
RESPONSE_WORDS = {"1": "constriction", "0": "none"}


def m_vaso(rng):
    return {"finney_deep_breath_trials.csv": numbered(r_data("vaso"), "trial")}


def e_vaso(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["Y"] = [RESPONSE_WORDS[str(v)] for v in df["Y"]]
    return df


def _typed_hours(v: float, rng: random.Random) -> str:
    """``v`` hours as typed on the ward sheet: a sign on gains now and then, and one of several units."""
    text = f"{v:.1f}"
    if v > 0 and rng.random() < 0.5:
        text = "+" + text
    return text + rng.choice([" h", "h", " hrs", " hours", " hr"])


def m_sleep(rng):
    df = numbered(r_data("sleep")[["ID", "group", "extra"]], "line")
    df["extra"] = [_typed_hours(v, rng) for v in df["extra"]]
    return {"sleep_drug_trial.xlsx": df}


def e_sleep(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["extra"] = [float(str(v).split("h")[0].strip()) for v in df["extra"]]
    return df


RADS_PER_GRAY = 100


def m_survival(rng):
    return {"radiation_survival_batches.jsonl": numbered(r_data("survival"), "batch")}


def e_survival(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["dose"] = df["dose"] / RADS_PER_GRAY
    return df


# ---- DAG-level ----------------------------------------------------------------------------------------
def m_ovary(rng):
    df = numbered(r_data("OvaryCancer")[["stage", "operation", "xray", "survival", "Freq"]], "cell")
    rows = [r for _, r in df.iterrows()]
    # most doubles are of the X-ray cells kept, so that the filter alone leaves them in
    rayed = list(df.index[df["xray"] == "yes"])
    other = list(df.index[df["xray"] == "no"])
    for i in sorted(rng.sample(rayed, 4) + rng.sample(other, 1), reverse=True):
        rows.insert(i + 1 + rng.randrange(0, 3), df.iloc[i])
    return {"ovary_cancer_followup.csv": pd.DataFrame(rows).reset_index(drop=True)}


def e_ovary(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df = df[~df.duplicated(keep="first")]
    return df[df["xray"] == "yes"].reset_index(drop=True)


def m_toothpaste(rng):
    df = r_data("toothpaste").reset_index(drop=True)
    return {
        "toothpaste_trials_paste_a.xlsx": df[["Study", "nA", "meanA", "sdA"]],
        "toothpaste_trials_paste_b.csv": _shuffled(df[["Study", "nB", "meanB", "sdB"]], rng),
    }


def e_toothpaste(frames: Frames) -> pd.DataFrame:
    a, b = frames.values()
    df = a.merge(b, on="Study", how="inner")
    df["better"] = ["A" if x < y else "B" for x, y in zip(df["meanA"], df["meanB"], strict=True)]
    return df


def m_tobin(rng):
    return {"tobin_households.csv": numbered(r_data("tobin"), "household")}


def e_tobin(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["quant"] = df["quant"] / 1000
    df["bought"] = ["yes" if v > 0 else "no" for v in df["durable"]]
    return df


README_HEAD = """# GovBench real-table held-out suite, twenty-fourth set

{n} governance tasks on real public tables that none of the development suite (`govbench_real`) and the
twenty-two earlier held-out suites (`govbench_real_fresh` to `govbench_real_fresh22`) uses, nor the same data
under another name; it was written at the same time as the twenty-third set and takes only datasets whose names
begin with a letter from M to Z, the twenty-third the others. The requests read like e-mails and chat messages
from different people to a data person, of varied length and build; columns are named by what they hold or by a
synonym rather than by their header, and details a colleague would take for granted are left out. Built by
`python -m dataagents.governance.builders.real_fresh24 [OUT]` (deterministic, seed {seed}).

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
].replace("govbench_real_fresh15", "govbench_real_fresh24")
README_HEAD += """\
Everyday requests covered: runs dropped by a specimen length given in centimetres over a column in millimetres,
runs dropped past a time given in minutes over a column in seconds, and questionnaires dropped from a score up;
an interim and a final export kept once per animal by the longer follow-up, entries typed again from a rounded
printout kept once (the original), and the latest of two laboratory analyses per soil kept; empty cells of a count
table read as zero, a label written only on the first line of each block filled down, blanks filled with the
median of the same two-week period of other years, and gaps filled on a straight line between the decades either
side; two sheets stacked with a column naming the design, four files stacked with a column giving the sample
letter, and two pieces of a table joined into one row per category; three labels from a comparison of two
columns, age bands with a boundary that belongs to the upper band, and a label from one column against ten times
another; two codes written as words, hours typed with signs and units made plain numbers, and rads given in
grays; and three pipelines: double entries removed before a filter, two files joined before a label from
comparing two columns, and a ratio stored times 1000 written out before a yes/no label.

Sources: R datasets from the packages `car`, `MASS`, `psych`, `HSAUR`, `vcd`, `robustbase`, `Ecdat`,
`survival`, `HistData`, `datasets`, `KMsurv`, `boot` and `Zelig`, as shipped by the Python package `pydataset`
(which bundles the Rdatasets collection); each table's reference and licence is in the table below and in its
task's `provenance`. The interim records in `fresh24_dedup_rat_interim_records`, the retyped sea states in
`fresh24_dedup_wave_tank_retyped`, the first analyses and all analysis dates in
`fresh24_dedup_soil_reanalysis_latest`, the double entries in `fresh24_dag_ovary_cancer_xray`, the empty cells
for zero in `fresh24_impute_oral_lesion_zeros`, the block layout in `fresh24_impute_residence_fill_down`, the
typed hours in `fresh24_refine_sleep_hours_typed`, the design names in `fresh24_integrate_polio_trial_designs`
and the blanked cells are invented by hand.

"""
README_HEAD += _FRESH15_HEAD[_FRESH15_HEAD.index("Scenario counts:") :]


TASKS: list[RealTask] = [
    # filtering
    RealTask(
        "fresh24_filter_wool_short_specimens",
        "filtering",
        "Yarn fatigue trial: the write-up only covers the 30 and 35 cm specimens, so please take out the runs "
        "done on the 25 cm ones.",
        "Wool",
        m_wool,
        keep(lambda d: d["len"] != SHORT_SPECIMEN_MM),
        "yarn_fatigue_30_35cm.csv",
        "run",
        [("filter_value", {"column": "len", "op": "!=", "value": SHORT_SPECIMEN_MM})],
        prep="all 27 runs, numbered, as XLSX",
    ),
    RealTask(
        "fresh24_filter_viscometer_slow_runs",
        "filtering",
        "Any calibration run where the cylinder took longer than a minute is no use to us. Could you drop those "
        "from the viscometer sheet?",
        "stormer",
        m_stormer,
        keep(lambda d: d["Time"] <= LONGEST_RUN_S),
        "viscometer_calibration_quick.jsonl",
        "run",
        [("filter_value", {"column": "Time", "op": "<=", "value": LONGEST_RUN_S})],
        prep="all 23 runs, numbered, as TSV",
    ),
    RealTask(
        "fresh24_filter_msq_lie_scale",
        "filtering",
        "hi, before I pool the mood questionnaires: anyone who scored 5 or more on the EPI lie scale has to go, "
        "we treat those as faked answers.",
        "msq",
        m_msq,
        keep(lambda d: d["Lie"] < FAKING_LIE_SCORE),
        "mood_questionnaires_honest.tsv",
        "respondent",
        [("filter_value", {"column": "Lie", "op": "<", "value": FAKING_LIE_SCORE})],
        prep="240 of the 3890 participants with a lie score drawn at random within strata, 90 with a score of 5 "
        "or more and 150 below, kept in their order, numbered, the study, the four mood scales and the three "
        "EPI scores, as JSONL; the blank mood scales are the dataset's own NA",
    ),
    # imputation
    RealTask(
        "fresh24_impute_oral_lesion_zeros",
        "imputation",
        "In the oral lesion survey sheet an empty cell means nobody had a lesion at that site in that region. "
        "Please put a 0 there so the totals work.",
        "orallesions",
        m_orallesions,
        e_orallesions,
        "oral_lesion_counts.xlsx",
        "site",
        [("impute_constant", {"columns": REGIONS, "value": 0})],
        prep="all 8 sites in the 3 regions, the site as a column, as CSV; the 12 zero counts written by hand as "
        "empty cells",
    ),
    RealTask(
        "fresh24_impute_residence_fill_down",
        "imputation",
        "This 1965 non-response table was copied out of a report, so where people live is only written on the "
        "first line of each block. Fill it in on every line.",
        "NonResponse",
        m_nonresponse,
        e_nonresponse,
        "danish_survey_1965_filled.jsonl",
        "line",
        [("forward_fill", {"columns": ["residence"]})],
        prep="all 12 cells, numbered, the residence first, as TSV; the residence left empty by hand on all but "
        "the first line of each block of four",
    ),
    RealTask(
        "fresh24_impute_discharge_fortnight_median",
        "imputation",
        "Five river discharge readings are missing from the Pamlico Sound file. Fill each one with the median "
        "discharge of the other years in the same two-week period of the season.",
        "salinity",
        m_salinity,
        e_salinity,
        "pamlico_sound_salinity_filled.csv",
        "obs",
        [("impute_groupwise", {"columns": ["discharge"], "by": ["period"], "strategy": "median"})],
        prep="all 28 observations, numbered, the columns named lagged_salinity, period, discharge and salinity, "
        "as XLSX; one discharge in each of 5 periods blanked by hand",
    ),
    RealTask(
        "fresh24_impute_tax_words_between_decades",
        "imputation",
        "Our word counts for the tax code and the regulations have a hole here and there. Could you estimate "
        "each missing figure on a straight line between the decade before and the decade after?",
        "UStaxWords",
        m_taxwords,
        e_taxwords,
        "us_tax_law_words_filled.tsv",
        "year",
        [("impute_interpolate", {"columns": TAX_SERIES})],
        prep="all 6 decades, the year and the four series that are not sums of others, as CSV; one figure in each "
        "series blanked by hand, never the first or last decade",
    ),
    # deduplication and consistency
    RealTask(
        "fresh24_dedup_rat_interim_records",
        "deduplication",
        "The tumour study file is the interim export and the final export pasted together, so 24 rats are in "
        "it twice. For each rat keep just the record with the longest follow-up.",
        "rats",
        m_rats,
        e_rats,
        "rat_tumour_study_final.tsv",
        "rat",
        [("dedup_key", {"key": ["rat"], "keep": "largest", "order_by": "time"})],
        prep="all 150 rats, numbered; 24 of them entered again by hand at a random earlier place as at an interim "
        "look, with 30-80% of their follow-up time and no tumour, as CSV",
    ),
    RealTask(
        "fresh24_dedup_wave_tank_retyped",
        "deduplication",
        "Seven sea states in the wave tank results were keyed in a second time from a printout that rounds to "
        "one decimal. I'd like one line per sea state, the original entry.",
        "waves",
        m_waves,
        e_waves,
        "wave_tank_bending_clean.xlsx",
        "sea_state",
        [("dedup_key", {"key": ["sea_state"], "keep": "first"})],
        prep="all 18 sea states, numbered; 7 of them typed again by hand at a random later place with both "
        "bending moments rounded to one decimal, as JSONL",
    ),
    RealTask(
        "fresh24_dedup_soil_reanalysis_latest",
        "deduplication",
        "Some of the soils went back to the lab and were analysed again. Where a soil appears more than once, "
        "keep only its most recent analysis please.",
        "phosphor",
        m_phosphor,
        e_phosphor,
        "soil_phosphorus_latest.csv",
        "soil",
        [("dedup_keep_latest", {"key": ["soil"], "timestamp": "analysed"})],
        prep="all 18 soils, numbered, with a made-up date of analysis in February to April 1974; for 6 of them a "
        "made-up earlier analysis 20-40 days before with other figures, shuffled, as XLSX",
    ),
    # integration
    RealTask(
        "fresh24_integrate_polio_trial_designs",
        "integration",
        "The Salk vaccine field trial came to us as two files, the placebo-controlled areas and the "
        "observed-control areas. Can you put them in one table with a column called design saying placebo or "
        "observed?",
        "PolioTrials",
        m_polio,
        e_polio,
        "polio_field_trials_1954.jsonl",
        None,
        [("union_align", {"source_column": "design", "source_names": DESIGNS})],
        prep="all 8 groups, the 4 of the randomised design as CSV and the 4 of the observed-control design as "
        "XLSX, without the design",
    ),
    RealTask(
        "fresh24_integrate_yeast_samples",
        "integration",
        "Student's yeast cell counts arrived as four files, one per sample, A to D. Stack them into a single "
        "frequency table and add a column sample with the letter.",
        "Yeast",
        m_yeast,
        e_yeast,
        "yeast_counts_four_samples.csv",
        None,
        [("union_align", {"source_column": "sample", "source_names": SAMPLES})],
        prep="all 36 cells, each sample's as its own file (CSV, TSV, JSONL, XLSX), without the sample",
    ),
    RealTask(
        "fresh24_integrate_expenditure_two_almanacs",
        "integration",
        "I have the US personal expenditure figures in two pieces, 1940 to 1950 and then 1955 and 1960. "
        "Please join them so there's one row per spending category with all five years.",
        "USPersonalExpenditure",
        m_expenditure,
        e_expenditure,
        "us_personal_expenditure_1940_1960.tsv",
        "category",
        [("join_composite", {"keys": ["category"], "how": "inner"})],
        prep="all 5 categories, the category as a column; the years 1940-1950 as JSONL and 1955-1960, shuffled, "
        "as CSV",
    ),
    # labeling
    RealTask(
        "fresh24_label_premier_league_results",
        "labeling",
        "For every scoreline in the 1995/96 Premier League table, say whether it was a home win, a draw or an "
        "away win, in a new column called result.",
        "UKSoccer",
        m_soccer,
        labelled("result", _result),
        "premier_league_1995_96_results.xlsx",
        "line",
        [("label_conditions", {"target": "result", "cases": RESULT_CASES, "default": "draw"})],
        target="result",
        prep="all 25 cells as one line per scoreline (home goals, away goals, games), numbered, as CSV",
    ),
    RealTask(
        "fresh24_label_psychiatric_age_bands",
        "labeling",
        "Can you band the psychiatric inpatients by how old they were when admitted? Column band, with under 30, "
        "30 to 44, and 45 and over.",
        "psych",
        m_psych,
        labelled("band", _age_band),
        "psychiatric_inpatients_banded.csv",
        "patient",
        [("label_conditions", prefix_conditions("band", AGE_BANDS, "45 and over"))],
        target="band",
        prep="all 26 patients, numbered, as JSONL",
    ),
    RealTask(
        "fresh24_label_pension_reserve_cover",
        "labeling",
        "Quick one on the Dutch pension funds: mark a branch high in a new column cover when its premium reserves "
        "are more than ten times its premium income, and low otherwise.",
        "pension",
        m_pension,
        labelled("cover", _cover),
        "dutch_pension_funds_cover.jsonl",
        "branch",
        [("label_conditions", {"target": "cover", "cases": COVER_CASES, "default": "low"})],
        target="cover",
        prep="all 18 branches, numbered, as TSV",
    ),
    # refinement
    RealTask(
        "fresh24_refine_vaso_response_words",
        "refinement",
        "Finney's deep-breath trials code the response as 1 and 0. For the report I need it written out: "
        "constriction for 1 and none for 0.",
        "vaso",
        m_vaso,
        e_vaso,
        "finney_deep_breath_trials_worded.tsv",
        "trial",
        [("map_values", {"column": "Y", "mapping": RESPONSE_WORDS})],
        prep="all 39 trials, numbered, as CSV",
    ),
    RealTask(
        "fresh24_refine_sleep_hours_typed",
        "refinement",
        "On the sleep drug sheet the extra sleep was typed with signs and units, like +1.9 h or 0.8 hrs. Turn it "
        "into plain numbers of hours so I can average it.",
        "sleep",
        m_sleep,
        e_sleep,
        "sleep_drug_trial_hours.csv",
        "line",
        [("standardize_number", {"column": "extra"})],
        prep="all 20 measurements (10 patients, 2 drugs), numbered, as XLSX; each extra sleep written by hand "
        "with one decimal, a plus sign on some gains and a unit (h, hr, hrs or hours)",
    ),
    RealTask(
        "fresh24_refine_radiation_dose_grays",
        "refinement",
        "The radiation doses in the rat survival batches are in rads and our note is in grays. Please convert.",
        "survival",
        m_survival,
        e_survival,
        "radiation_survival_grays.xlsx",
        "batch",
        [("scale_column", {"column": "dose", "factor": 1 / RADS_PER_GRAY})],
        prep="all 14 batches, numbered, as JSONL",
    ),
    # DAG-level
    RealTask(
        "fresh24_dag_ovary_cancer_xray",
        "deduplication",
        "A few cells of the Obel ovary cancer table were entered twice by mistake. Once the repeats are gone, "
        "keep only the women who had X-ray treatment.",
        "OvaryCancer",
        m_ovary,
        e_ovary,
        "ovary_cancer_xray.tsv",
        "cell",
        [
            ("dedup_exact", {"keep": "first"}),
            ("filter_value", {"column": "xray", "op": "==", "value": "yes"}),
        ],
        prep="all 16 cells, numbered; 5 of them, 4 with X-ray treatment and 1 without, written again by hand "
        "right after or near themselves, as CSV",
        level="dag",
    ),
    RealTask(
        "fresh24_dag_toothpaste_better_arm",
        "integration",
        "The toothpaste trials are split into one file per paste. Join them by study, then add a column better "
        "that says A when paste A's mean DMFS increase is lower than paste B's, and B otherwise.",
        "toothpaste",
        m_toothpaste,
        e_toothpaste,
        "toothpaste_trials_compared.jsonl",
        "Study",
        [
            ("join_composite", {"keys": ["Study"], "how": "inner"}),
            (
                "label_conditions",
                {
                    "target": "better",
                    "cases": [
                        {"label": "A", "conditions": [{"column": "meanA", "op": "<", "other": "meanB"}]}
                    ],
                    "default": "B",
                },
            ),
        ],
        target="better",
        prep="all 9 studies, paste A's subjects, mean and SD as XLSX and paste B's, shuffled, as CSV",
        level="dag",
    ),
    RealTask(
        "fresh24_dag_tobin_liquidity_buyers",
        "refinement",
        "Two things on Tobin's household data. The liquidity ratio is stored times 1000, please write the real "
        "ratio; then add a column bought, yes for households that made any durable goods purchase, no for the "
        "rest.",
        "tobin",
        m_tobin,
        e_tobin,
        "tobin_households_buyers.xlsx",
        "household",
        [
            ("scale_column", {"column": "quant", "factor": 0.001}),
            ("label_conditions", prefix_conditions("bought", [("yes", "durable", ">", 0)], "no")),
        ],
        target="bought",
        prep="all 20 households, numbered, as CSV",
        level="dag",
    ),
]


build_suite, main = suite_commands(TASKS, FRESH24_DIR, SEED, sources=SOURCES, head=README_HEAD)


if __name__ == "__main__":
    main()
