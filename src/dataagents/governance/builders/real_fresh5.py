"""Builds a fifth held-out governance suite on real tables (``suites/govbench_real_fresh5``).

Same recipe as ``builders/real.py`` and the four earlier held-out builders (whose helpers it imports): a real
public table, cut small, made dirty where the scenario needs it, and asked for the way a business user asks.
Ground truth is computed twice where operators express the request (reference pipeline and plain pandas, which
must agree); otherwise the pandas table is the ground truth. The tables are R datasets that none of
``govbench_real`` and ``govbench_real_fresh`` to ``govbench_real_fresh4`` uses, and the requests were written
without looking at the governance agent's request reader: the suite is a held-out check and must not be used to
grow its rules.

    python -m dataagents.governance.builders.real_fresh5 [OUT_DIR] [task_id,...]
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
from dataagents.governance.builders.real_fresh2 import _shuffled
from dataagents.governance.builders.real_fresh4 import _placed_after, _typed_code

SEED = 20261202
FRESH5_DIR = Path(__file__).resolve().parents[2] / "suites" / "govbench_real_fresh5"

_GPL2_3 = "licence GPL-2 | GPL-3"
_CARDATA = "R package 'carData' (Fox & Weisberg"
_ECDAT = "R package 'Ecdat' (Croissant"
_MASS = "R package 'MASS' (Venables & Ripley"
SOURCES: dict[str, str] = {
    "Ornstein": f"{_CARDATA}; Ornstein 1976, interlocking directorates among 248 major Canadian firms), "
    f"{_GPL2_3}",
    "biopsy": f"{_MASS}; Wolberg & Mangasarian 1990 via the UCI repository, Wisconsin breast cancer fine "
    f"needle aspirate biopsies), {_GPL2_3}",
    "Garch": f"{_ECDAT}; Verbeek, A Guide to Modern Econometrics, daily dollar exchange rates 1980-1987), "
    "licence GPL-2 or later",
    "Yen": f"{_ECDAT}; Bekaert & Hodrick 1993, weekly yen-dollar spot and forward rates), licence GPL-2 or "
    "later",
    "Moore": f"{_CARDATA}; Moore & Krupat 1971, conformity and partner's status in a social-psychological "
    f"experiment), {_GPL2_3}",
    "infert": "R package 'datasets' (R Core Team; Trichopoulos et al. 1976, infertility after spontaneous "
    f"and induced abortion), {_GPL2_3}",
    "Pima.te": f"{_MASS}; Smith et al. 1988, diabetes in women of Pima Indian heritage, NIDDK), {_GPL2_3}",
    "Greene": f"{_CARDATA}; Greene & Shaffer 1992, Canadian refugee appeals to the Federal Court), {_GPL2_3}",
    "snails": f"{_MASS}; Zoology Department, University of Adelaide, snail mortality under controlled "
    f"humidity and temperature), {_GPL2_3}",
    "Baumann": f"{_CARDATA}; Baumann, Seifert-Kessell & Jones 1992 via Moore & McCabe 1993, reading "
    f"comprehension of 66 pupils under three teaching methods), {_GPL2_3}",
    "Migration": f"{_CARDATA}; Statistics Canada, migration between the Canadian provinces 1966-1971), "
    f"{_GPL2_3}",
    "Ericksen": f"{_CARDATA}; Ericksen, Kadane & Tukey 1989, estimated undercount of the 1980 US census), "
    f"{_GPL2_3}",
    "Highway1": f"{_CARDATA}; Hoffstedt via Weisberg, accident rates on 39 Minnesota highway segments in "
    f"1973), {_GPL2_3}",
    "Rabbit": f"{_MASS}; Ludbrook 1994, blood pressure change in rabbits given phenylbiguanide with and "
    f"without MDL 72222), {_GPL2_3}",
    "Ginzberg": f"{_CARDATA}; Ginzberg via Monette, simplicity, fatalism and depression scores of 82 "
    f"psychiatric patients), {_GPL2_3}",
    "geyser": f"{_MASS}; Azzalini & Bowman 1990, Old Faithful geyser eruptions in August 1985), {_GPL2_3}",
    "Womenlf": f"{_CARDATA}; Social Change in Canada Project 1977, labour-force participation of married "
    f"Canadian women), {_GPL2_3}",
    "Melanoma": f"{_MASS}; Andersen, Borgan, Gill & Keiding 1993, survival after melanoma surgery in Odense "
    f"1962-1977), {_GPL2_3}",
    "coop": f"{_MASS}; Analytical Methods Committee 1987, co-operative trial of six laboratories in "
    f"analytical chemistry), {_GPL2_3}",
    "nlschools": f"{_MASS}; Snijders & Bosker 1999, language test scores of Dutch eighth-grade pupils), "
    f"{_GPL2_3}",
    "Angell": f"{_CARDATA}; Angell 1951, moral integration of 43 American cities), {_GPL2_3}",
}


# ---- filtering ----------------------------------------------------------------------------------------
def m_ornstein(rng):
    return {"corporate_interlocks.csv": numbered(r_data("Ornstein"), "firm")}


BIOPSY_NAMES = {
    "V1": "clump_thickness",
    "V2": "cell_size",
    "V3": "cell_shape",
    "V4": "adhesion",
    "V5": "epithelial_size",
    "V6": "bare_nuclei",
    "V7": "chromatin",
    "V8": "nucleoli",
    "V9": "mitoses",
}


def m_biopsy(rng):
    df = r_data("biopsy").drop(columns=["ID"]).rename(columns=BIOPSY_NAMES)
    blank = df[df["bare_nuclei"].isna()]
    rest = df[df["bare_nuclei"].notna()].sample(234, random_state=rng.randrange(10**6))
    df = numbered(pd.concat([blank, rest]).sort_index(), "specimen")
    return {"fna_biopsies.jsonl": N.missing_cells(df, ["chromatin"], 0.025, seed=rng.randrange(10**6))}


def m_garch(rng):
    df = r_data("Garch")
    df = df[df["date"] < 810000][["date", "day", "dm", "bp", "cd", "dy"]].reset_index(drop=True)
    df["date"] = [pd.to_datetime(str(v), format="%y%m%d").strftime("%Y-%m-%d") for v in df["date"]]
    return {"dollar_rates_1980.tsv": df}


# ---- refinement ---------------------------------------------------------------------------------------
def m_yen(rng):
    df = r_data("Yen")
    df = df[df["date"] < 19790000].reset_index(drop=True)
    df["date"] = [pd.to_datetime(str(v), format="%Y%m%d").strftime("%Y-%m-%d") for v in df["date"]]
    df = numbered(df, "week")
    return {"yen_weekly.csv": N.format_drift(df, "date", "date", 0.7, seed=rng.randrange(10**6))}


def m_moore(rng):
    df = numbered(r_data("Moore"), "subject")
    df["fcategory"] = [_typed_code(v, rng) if rng.random() < 0.6 else v for v in df["fcategory"]]
    return {"conformity_experiment.tsv": df}


SCHOOLING = {"0-5yrs": "primary", "6-11yrs": "secondary", "12+ yrs": "higher"}


def m_infert(rng):
    return {"infertility_study.xlsx": numbered(r_data("infert"), "woman")}


# ---- imputation ---------------------------------------------------------------------------------------
def m_pima(rng):
    df = r_data("Pima.te").sample(280, random_state=rng.randrange(10**6)).sort_index()
    df = numbered(df, "patient")
    return {"pima_screening.csv": N.missing_cells(df, ["bmi"], 0.07, seed=rng.randrange(10**6))}


def m_greene(rng):
    df = numbered(r_data("Greene"), "appeal")
    df = df[df["appeal"] <= 260].reset_index(drop=True)
    return {"refugee_appeals.jsonl": N.missing_cells(df, ["location"], 0.1, seed=rng.randrange(10**6))}


def m_snails(rng):
    df = numbered(r_data("snails"), "batch")
    df["Deaths"] = [None if v == 0 else v for v in df["Deaths"]]
    return {"snail_mortality.tsv": df}


# ---- deduplication ------------------------------------------------------------------------------------
def m_baumann(rng):
    df = numbered(r_data("Baumann"), "pupil")
    picks = rng.sample(range(len(df)), 7)
    return {"reading_scores.csv": _placed_after(df, df.iloc[picks].copy(), picks, rng)}


def m_migration(rng):
    df = r_data("Migration")[["source", "destination", "migrants", "distance", "pops66", "pops71"]]
    df = df.reset_index(drop=True)
    picks = rng.sample(range(len(df)), 12)
    again = df.iloc[picks].copy()
    again["migrants"] = [int(v + rng.choice([-1, 1]) * rng.randrange(5, 200)) for v in again["migrants"]]
    return {"provincial_migration.xlsx": pd.concat([df, _shuffled(again, rng)], ignore_index=True)}


def m_ericksen(rng):
    df = named(r_data("Ericksen"), "area")
    start = pd.Timestamp("1981-01-05 08:00")
    df["revised"] = [start + pd.Timedelta(minutes=rng.randrange(0, 60 * 24 * 20)) for _ in range(len(df))]
    picks = rng.sample(range(len(df)), 14)
    other = df.iloc[picks].copy()
    other["undercount"] = [
        round(v + rng.choice([-1, 1]) * rng.randrange(1, 40) / 100, 2) for v in other["undercount"]
    ]
    other["revised"] = [
        t + pd.Timedelta(minutes=rng.randrange(90, 60 * 24 * 9)) * (1 if rng.random() < 0.65 else -1)
        for t in other["revised"]
    ]
    out = _shuffled(pd.concat([df, other], ignore_index=True), rng)
    out["revised"] = [t.strftime("%Y-%m-%dT%H:%M") for t in out["revised"]]
    return {"census_undercount.csv": out}


# ---- integration --------------------------------------------------------------------------------------
SEGMENT_COLUMNS = ["segment", "hwy", "len", "slim", "lane", "shld", "lwid"]
TRAFFIC_COLUMNS = ["seg_ref", "ADT", "trks", "sigs1", "acpt", "rate"]


def m_highway(rng):
    df = numbered(r_data("Highway1"), "segment")
    df["seg_ref"] = df["segment"]
    traffic = df[TRAFFIC_COLUMNS].drop(index=rng.sample(range(len(df)), 3))
    return {"highway_segments.csv": df[SEGMENT_COLUMNS], "segment_traffic.csv": _shuffled(traffic, rng)}


def m_rabbit(rng):
    df = r_data("Rabbit")
    arm = df["Treatment"]
    df = df.drop(columns=["Treatment"])
    return {
        "rabbits_control.csv": df[arm == "Control"].reset_index(drop=True),
        "rabbits_mdl.csv": df[arm == "MDL"].reset_index(drop=True),
    }


def m_ginzberg(rng):
    return {"depression_scales.jsonl": numbered(r_data("Ginzberg"), "patient")}


# ---- labeling -----------------------------------------------------------------------------------------
def m_geyser(rng):
    return {"old_faithful_1985.csv": numbered(r_data("geyser"), "eruption")}


def m_womenlf(rng):
    return {"womens_labour_force.tsv": numbered(r_data("Womenlf"), "respondent")}


def m_melanoma(rng):
    return {"melanoma_surgery.jsonl": numbered(r_data("Melanoma"), "patient")}


# ---- DAG-level ----------------------------------------------------------------------------------------
def m_coop(rng):
    df = r_data("coop").reset_index(drop=True)
    first = df["Lab"].isin(["L1", "L2", "L3"])
    return {"coop_labs_1_3.csv": df[first], "coop_labs_4_6.csv": df[~first]}


def m_nlschools(rng):
    df = r_data("nlschools")
    classes = sorted(rng.sample(sorted(set(df["class"])), 40))
    df = df[df["class"].isin(classes[:14])]
    df = numbered(df, "pupil")
    gone = set()
    for rows in df.groupby("class").groups.values():
        if len(rows) >= 4:
            gone |= set(rng.sample(list(rows), 1 if len(rows) < 15 else 2))
    df["IQ"] = [None if i in gone else v for i, v in zip(df.index, df["IQ"], strict=True)]
    return {"pupil_language_scores.xlsx": df}


def m_angell(rng):
    df = named(r_data("Angell"), "city")
    df["region"] = [v.lower() if rng.random() < 0.6 else v for v in df["region"]]
    return {"city_integration.tsv": df}


# ---- plain-pandas meanings (independent of the operators) ---------------------------------------------
def e_garch(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    when = pd.to_datetime(df["date"], format="%Y-%m-%d")
    return df[(when >= pd.Timestamp("1980-03-17")) & (df["day"] != "monday")].reset_index(drop=True)


def e_pima(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["bmi"] = df["bmi"].fillna(df.groupby("type")["bmi"].transform("median"))
    return df


def e_greene(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["location"] = df["location"].fillna(df["location"].mode().iloc[0])
    return df


def e_ericksen(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    when = pd.to_datetime(df["revised"], format="%Y-%m-%dT%H:%M")
    return df[when == when.groupby(df["area"]).transform("max")].reset_index(drop=True)


def e_highway(frames: Frames) -> pd.DataFrame:
    left, right = frames["highway_segments.csv"], frames["segment_traffic.csv"]
    looked = right.set_index("seg_ref")
    out = left.copy()
    for c in TRAFFIC_COLUMNS[1:]:
        out[c] = out["segment"].map(looked[c])
    return out


def e_rabbit(frames: Frames) -> pd.DataFrame:
    a, b = frames["rabbits_control.csv"], frames["rabbits_mdl.csv"]
    return pd.concat([a.assign(treatment="Control"), b.assign(treatment="MDL")], ignore_index=True)


GINZBERG_NAMES = {
    "adjsimp": "simplicity_adjusted",
    "adjfatal": "fatalism_adjusted",
    "adjdep": "depression_adjusted",
}
ZONES = {"Atlantic": "East", "Quebec": "East", "Ontario": "Central", "Prairie": "West", "BC": "West"}
COOP_NAMES = {"Lab": "laboratory", "Spc": "specimen", "Bat": "batch", "Conc": "concentration"}
ANGELL_REGIONS = {"E": "East", "MW": "Midwest", "S": "South", "W": "West"}


def e_coop(frames: Frames) -> pd.DataFrame:
    return pd.concat(list(frames.values()), ignore_index=True).rename(columns=COOP_NAMES)


def e_nlschools(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df = df[df["COMB"] != 1].reset_index(drop=True)
    df["IQ"] = df["IQ"].fillna(df.groupby("class")["IQ"].transform("median"))
    return df


def e_angell(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["region"] = [ANGELL_REGIONS[str(v).upper()] for v in df["region"]]
    return df


def _risk(r: pd.Series) -> str:
    return "high" if r["thickness"] >= 4 or r["ulcer"] == 1 else "standard"


def _wait(r: pd.Series) -> str:
    return "short" if r["waiting"] < 60 else "usual" if r["waiting"] < 80 else "long"


README_HEAD = """# GovBench real-table held-out suite, fifth set

{n} governance tasks on real public tables that none of the development suite (`govbench_real`) and the four
earlier held-out suites (`govbench_real_fresh` to `govbench_real_fresh4`) uses, with requests worded the way
different business users write to a data person: an email sentence or two with the reason included, columns
named loosely (by what they hold rather than by their header), numbers sometimes written as words, passive and
active voice. Built by `python -m dataagents.governance.builders.real_fresh5 [OUT]` (deterministic, seed
{seed}).

**Held out.** Written without looking at the parser; kept as a held-out check, never used to grow rules. The
requests were written without reading or running the governance agent's request reader or solver (nothing
under `governance/` outside `builders/` was read) and were not tuned to what it can do: run the suite to
measure, but do not use its tasks or wordings to grow rules.

How each task is built: the real table is loaded (R datasets via `pydataset`), cut small, and made dirty where
the scenario needs it (a hand-made perturbation or `builders/noise.py`, see each task's `provenance`). The
ground truth is what the request means, computed twice where library operators express it: a reference
pipeline of operators (`build_eval_config`) and an independent plain-pandas function; the builder stops if they
disagree. Tasks marked "pandas" have no operator that expresses the request; their ground truth is the pandas
table and `eval_config_from_expected` writes the eval config. Every task passes the consistency check (ground
truth scores 1.0, the raw input below 0.3).

Measure an agent on it, then list the per-task scores:

    python -m dataagents.cli bench run govbench --agent datagovagent --model none \\
        -T path=src/dataagents/suites/govbench_real_fresh5 --log-dir /tmp/logs
    python benchmarks/govbench_dev_scores.py /tmp/logs/<run folder>/<log>.eval

Everyday requests covered: dropping rows by a list of codes, rows with blanks in two named columns, and rows
before a date together with one weekday; rewriting dates from mixed formats as ISO dates, lower-casing a
hand-typed category, recoding year ranges as words; filling gaps with a group median, the most common value and
a constant that a blank stands for, and (after a filter) a per-class median; dropping rows pasted twice,
keeping the last row per two-column key and the latest revision per key by timestamp; a left join on
differently named keys, stacking two files with a source column, renaming columns, and stacking two files
before renaming their headers; labels by numeric bands, by lists of regions and by either of two conditions;
upper-casing hand-typed region codes before
spelling them out.

Sources: R datasets from the packages `carData`, `MASS`, `Ecdat` and `datasets`, as shipped by the Python
package `pydataset` (which bundles the Rdatasets collection); each table's reference and licence is in the
table below and in its task's `provenance`. The revision times in `fresh5_dedup_latest_revision` and the
re-sent rows in `fresh5_dedup_resent_flows` are invented by hand.

Scenario counts: {counts}

| id | level | scenario | ground truth | data source | licence |
|---|---|---|---|---|---|
"""


TASKS: list[RealTask] = [
    # filtering
    RealTask(
        "fresh5_filter_foreign_boards",
        "filtering",
        "Our board study only looks at companies controlled from Canada or the US. Could you remove the firms "
        "whose controlling nation is the UK or OTH from the interlocks file?",
        "Ornstein",
        m_ornstein,
        keep(lambda d: ~d["nation"].isin(["UK", "OTH"])),
        "corporate_interlocks_na.csv",
        "firm",
        [
            (
                "filter_rows",
                {"conditions": [{"column": "nation", "op": "in", "value": ["UK", "OTH"]}], "action": "drop"},
            )
        ],
        prep="all 248 firms, numbered",
    ),
    RealTask(
        "fresh5_filter_incomplete_biopsies",
        "filtering",
        "The pathologist can't score a specimen unless both the bare nuclei count and the chromatin grade are "
        "there, so specimens lacking either of those two should be deleted. Blanks elsewhere are fine.",
        "biopsy",
        m_biopsy,
        keep(lambda d: d["bare_nuclei"].notna() & d["chromatin"].notna()),
        "fna_biopsies_complete.jsonl",
        "specimen",
        [("drop_missing", {"columns": ["bare_nuclei", "chromatin"]})],
        prep="250 of 699 specimens (all 16 without a bare nuclei count and 234 sampled), numbered, the sample "
        "code left out and V1-V9 named after the documented measurements, as JSONL; the bare nuclei blanks "
        "are the dataset's own NA, 6 chromatin cells blanked (noise.missing_cells)",
    ),
    RealTask(
        "fresh5_filter_rates_after_reform",
        "filtering",
        "Treasury wants the 1980 rate sheet to start on the seventeenth of March, so every quote dated before "
        "that day has to go. Monday quotes aren't comparable either; please leave them out as well.",
        "Garch",
        m_garch,
        e_garch,
        "dollar_rates_from_march.tsv",
        "date",
        kind="removal",
        prep="the 252 trading days of 1980, 6 of 8 columns (the daily change and the Swiss franc left out), "
        "the yymmdd date written as an ISO date, as TSV",
    ),
    # refinement
    RealTask(
        "fresh5_refine_week_dates",
        "refinement",
        "The week-ending dates in the yen sheet were typed in by three different desks and it shows. Make "
        "them uniform as year-month-day with dashes, like 1976-02-13.",
        "Yen",
        m_yen,
        e_dates,
        "yen_weekly_iso.csv",
        "week",
        [("standardize_date", {"column": "date", "format": "%Y-%m-%d"})],
        prep="the 209 weeks of 1975-1978, numbered, the date written as an ISO date and then 70% of dates "
        "rewritten in other formats (noise.format_drift date)",
    ),
    RealTask(
        "fresh5_refine_authoritarianism_case",
        "refinement",
        "Low, medium and high in the F-scale category got typed with random capitals. I'd want that column "
        "entirely in lowercase letters.",
        "Moore",
        m_moore,
        mapped("fcategory", lambda v: str(v).lower()),
        "conformity_experiment_clean.tsv",
        "subject",
        [("change_case", {"column": "fcategory", "case": "lower"})],
        prep="all 45 subjects, numbered, written as TSV; 60% of the F-scale categories re-typed by hand "
        "(lower, upper, swapped or capitalised case)",
    ),
    RealTask(
        "fresh5_refine_schooling_words",
        "refinement",
        "Readers of the report won't understand year ranges for schooling. Replace 0-5yrs by primary, 6-11yrs "
        "by secondary and 12+ yrs by higher in the education field.",
        "infert",
        m_infert,
        mapped("education", SCHOOLING.__getitem__),
        "infertility_study_coded.xlsx",
        "woman",
        [("map_values", {"column": "education", "mapping": SCHOOLING})],
        prep="all 248 women, numbered, written as XLSX",
    ),
    # imputation
    RealTask(
        "fresh5_impute_bmi_by_diagnosis",
        "imputation",
        "Body mass index is blank for a handful of the women. Complete it using the median BMI of the women "
        "with the same diabetes result (yes or no).",
        "Pima.te",
        m_pima,
        e_pima,
        "pima_screening_filled.csv",
        "patient",
        [("impute_groupwise", {"columns": ["bmi"], "by": ["type"], "strategy": "median"})],
        prep="280 of the 332 women of Pima.te sampled, numbered; 7% of BMI cells blanked (noise.missing_cells)",
    ),
    RealTask(
        "fresh5_impute_hearing_location",
        "imputation",
        "Where the hearing location was left empty we'll assume the usual venue. Fill those gaps with "
        "whichever location shows up most frequently among the appeals.",
        "Greene",
        m_greene,
        e_greene,
        "refugee_appeals_filled.jsonl",
        "appeal",
        [("impute_statistic", {"columns": ["location"], "strategy": "mode"})],
        prep="the first 260 of 384 appeals, numbered, as JSONL; 10% of location cells blanked "
        "(noise.missing_cells)",
    ),
    RealTask(
        "fresh5_impute_zero_deaths",
        "imputation",
        "In the snail sheet the technicians left the deaths cell empty when no snail in the batch died. "
        "Please enter a zero wherever that cell is blank.",
        "snails",
        m_snails,
        lambda fr: one(fr).assign(Deaths=one(fr)["Deaths"].fillna(0)),
        "snail_mortality_complete.tsv",
        "batch",
        [("impute_constant", {"columns": ["Deaths"], "value": 0})],
        prep="all 96 batches, numbered, written as TSV; the 41 zero death counts left blank by hand",
    ),
    # deduplication
    RealTask(
        "fresh5_dedup_repeated_pupils",
        "deduplication",
        "Some pupils were entered twice when the sheets were merged, with exactly the same scores both "
        "times. Each pupil should only appear once.",
        "Baumann",
        m_baumann,
        lambda fr: one(fr).drop_duplicates().reset_index(drop=True),
        "reading_scores_unique.csv",
        "pupil",
        [("dedup_exact", {})],
        prep="all 66 pupils, numbered; 7 rows copied unchanged, each copy placed after its original",
    ),
    RealTask(
        "fresh5_dedup_resent_flows",
        "deduplication",
        "Statistics Canada resent corrected migrant counts for a dozen province pairs, and the corrections "
        "were tacked on at the bottom. For every origin and destination combination keep just the last row.",
        "Migration",
        m_migration,
        lambda fr: one(fr).drop_duplicates(["source", "destination"], keep="last").reset_index(drop=True),
        "provincial_migration_final.xlsx",
        None,
        [("dedup_exact", {"columns": ["source", "destination"], "keep": "last"})],
        prep="all 90 province pairs, 6 of 8 columns (the 1966 and 1971 destination populations left out); 12 "
        "pairs appended again with the migrant count revised by 5-199, shuffled, written as XLSX",
    ),
    RealTask(
        "fresh5_dedup_latest_revision",
        "deduplication",
        "Several states and cities got revised repeatedly, and the file isn't sorted. Keep only the "
        "newest revision for each area according to the revised timestamp.",
        "Ericksen",
        m_ericksen,
        e_ericksen,
        "census_undercount_latest.csv",
        None,
        [("dedup_keep_latest", {"key": ["area"], "timestamp": "revised"})],
        prep="all 66 areas, name as a column, a hand-made revision time; 14 revised a second time with the "
        "undercount changed by up to 0.39, 65% later and the rest earlier, shuffled",
    ),
    # integration
    RealTask(
        "fresh5_integrate_segment_traffic",
        "integration",
        "Attach the traffic figures to the segment list; in the traffic file the segment number is called "
        "seg ref. Every segment has to stay in the result, also when it has no traffic figures.",
        "Highway1",
        m_highway,
        e_highway,
        "highway_segments_traffic.tsv",
        "segment",
        [
            (
                "join_composite",
                {
                    "keys": [],
                    "left_keys": ["segment"],
                    "right_keys": ["seg_ref"],
                    "how": "left",
                    "conflict": "left",
                },
            )
        ],
        prep="all 39 segments, numbered, split into a segment file (6 design columns) and a traffic file (the "
        "number as seg_ref and 5 traffic columns) with 3 segments removed from it, shuffled",
    ),
    RealTask(
        "fresh5_integrate_rabbit_arms",
        "integration",
        "The control rabbits and the MDL rabbits were sent as two separate files. They should be combined "
        "into a single table, with a treatment column saying Control or MDL for each row.",
        "Rabbit",
        m_rabbit,
        e_rabbit,
        "rabbits_combined.csv",
        None,
        [("union_align", {"source_column": "treatment", "source_names": ["Control", "MDL"]})],
        prep="all 60 measurements split by treatment into two files of 30, the treatment column left out",
    ),
    RealTask(
        "fresh5_integrate_adjusted_headers",
        "integration",
        "Nobody outside the clinic can read adjsimp, adjfatal and adjdep. Rename them simplicity_adjusted, "
        "fatalism_adjusted and depression_adjusted, keeping the other headers unchanged.",
        "Ginzberg",
        m_ginzberg,
        lambda fr: one(fr).rename(columns=GINZBERG_NAMES),
        "depression_scales_renamed.xlsx",
        None,
        [("map_columns", {"mapping": GINZBERG_NAMES})],
        prep="all 82 patients, numbered, as JSONL",
    ),
    # labeling
    RealTask(
        "fresh5_label_waiting_band",
        "labeling",
        "Tag each eruption with a wait_class based on the minutes waited beforehand: short below sixty, "
        "usual from sixty to just under eighty, long for eighty minutes or more.",
        "geyser",
        m_geyser,
        labelled("wait_class", _wait),
        "old_faithful_classes.csv",
        "eruption",
        [
            (
                "label_conditions",
                prefix_conditions(
                    "wait_class", [("short", "waiting", "<", 60), ("usual", "waiting", "<", 80)], "long"
                ),
            )
        ],
        target="wait_class",
        prep="all 299 eruptions, numbered",
    ),
    RealTask(
        "fresh5_label_region_zone",
        "labeling",
        "For the map we group the provinces into zones: Atlantic and Quebec are East, Ontario is Central, "
        "Prairie and BC are West. Put that in a new zone column.",
        "Womenlf",
        m_womenlf,
        labelled("zone", lambda r: ZONES[r["region"]]),
        "womens_labour_force_zones.tsv",
        "respondent",
        [
            (
                "label_rules",
                {
                    "column": "region",
                    "target": "zone",
                    "rules": [
                        {"pattern": r"^(Atlantic|Quebec)$", "label": "East"},
                        {"pattern": r"^Ontario$", "label": "Central"},
                        {"pattern": r"^(Prairie|BC)$", "label": "West"},
                    ],
                    "default": "other",
                },
            )
        ],
        target="zone",
        prep="all 263 women, numbered, written as TSV",
    ),
    RealTask(
        "fresh5_label_tumour_risk",
        "labeling",
        "A patient counts as high risk if the tumour was at least 4 mm thick or was ulcerated (ulcer 1); "
        "everybody else is standard. Record this in a column named risk.",
        "Melanoma",
        m_melanoma,
        labelled("risk", _risk),
        "melanoma_surgery_risk.jsonl",
        "patient",
        [
            (
                "label_conditions",
                {
                    "target": "risk",
                    "cases": [
                        {"label": "high", "conditions": [{"column": "thickness", "op": ">=", "value": 4}]},
                        {"label": "high", "conditions": [{"column": "ulcer", "op": "==", "value": 1}]},
                    ],
                    "default": "standard",
                },
            )
        ],
        target="risk",
        prep="all 205 patients, numbered, as JSONL",
    ),
    # DAG-level
    RealTask(
        "fresh5_dag_coop_headers",
        "integration",
        "Labs one to three sent their results apart from labs four to six; please put both files together as "
        "a single sheet. The headings should then read laboratory, specimen, batch and concentration instead "
        "of the short codes.",
        "coop",
        m_coop,
        e_coop,
        "coop_trial_all_labs.csv",
        None,
        [("union_align", {}), ("map_columns", {"mapping": COOP_NAMES})],
        prep="all 252 determinations, split into labs L1-L3 and L4-L6",
        level="dag",
    ),
    RealTask(
        "fresh5_dag_pupil_iq",
        "imputation",
        "Pupils sitting in combination classes (COMB equal to 1) are not part of this analysis, so take them "
        "out first. After that, any missing verbal IQ gets the median IQ of the pupil's own class.",
        "nlschools",
        m_nlschools,
        e_nlschools,
        "pupil_language_scores_filled.xlsx",
        "pupil",
        [
            (
                "filter_rows",
                {"conditions": [{"column": "COMB", "op": "in", "value": [1]}], "action": "drop"},
            ),
            ("impute_groupwise", {"columns": ["IQ"], "by": ["class"], "strategy": "median"}),
        ],
        prep="the 264 pupils of 14 of the 133 classes (sampled), numbered, written as XLSX; the verbal IQ of "
        "one pupil per class (two in classes of 15 or more, none in classes under 4) blanked by hand",
        level="dag",
    ),
    RealTask(
        "fresh5_dag_region_names",
        "refinement",
        "Many of the region codes in the city sheet were keyed in small letters, so first turn them all into "
        "capitals. Once that's done, spell them out: E as East, MW as Midwest, S as South and W as West.",
        "Angell",
        m_angell,
        e_angell,
        "city_integration_regions.tsv",
        "city",
        [
            ("change_case", {"column": "region", "case": "upper"}),
            ("map_values", {"column": "region", "mapping": ANGELL_REGIONS}),
        ],
        prep="all 43 cities, name as a column, written as TSV; 60% of the region codes re-typed in lower "
        "case by hand",
        level="dag",
    ),
]


build_suite, main = suite_commands(TASKS, FRESH5_DIR, SEED, sources=SOURCES, head=README_HEAD)


if __name__ == "__main__":
    main()
