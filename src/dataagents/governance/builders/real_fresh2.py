"""Builds a second held-out governance suite on real tables (``suites/govbench_real_fresh2``).

Same recipe as ``builders/real.py`` and ``builders/real_fresh.py`` (whose helpers it imports): a real public
table, cut small, made dirty where the scenario needs it, and asked for the way a business user asks. Ground
truth is computed twice where operators express the request (reference pipeline and plain pandas, which must
agree); otherwise the pandas table is the ground truth. The tables are R datasets that neither
``govbench_real`` nor ``govbench_real_fresh`` uses, and the requests were written without looking at the
governance agent's request reader: the suite is a held-out check and must not be used to grow its rules.

    python -m dataagents.governance.builders.real_fresh2 [OUT_DIR] [task_id,...]
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pandas as pd

from dataagents.governance.builders import noise as N
from dataagents.governance.builders.real import (
    Frames,
    RealTask,
    keep,
    labelled,
    mapped,
    numbered,
    one,
    r_data,
    suite_commands,
)
from dataagents.governance.builders.real_fresh import fill_by_group, named, prefix_conditions

SEED = 20261125
FRESH2_DIR = Path(__file__).resolve().parents[2] / "suites" / "govbench_real_fresh2"

_DATASETS = "R package 'datasets' (R Core Team"
_MASS = "R package 'MASS' (Venables & Ripley"
_CAR = "R package 'car' (Fox & Weisberg"
_ECDAT = "R package 'Ecdat' (Croissant"
SOURCES: dict[str, str] = {
    "USJudgeRatings": f"{_DATASETS}; Connecticut Bar Association 1977, lawyers' ratings of state judges), "
    "licence GPL-2 | GPL-3",
    "nottem": f"{_DATASETS}; Anderson 1976, monthly mean air temperature at Nottingham Castle 1920-1939), "
    "licence GPL-2 | GPL-3",
    "LakeHuron": f"{_DATASETS}; Brockwell & Davis 1991, annual level of Lake Huron 1875-1972), "
    "licence GPL-2 | GPL-3",
    "morley": f"{_DATASETS}; Michelson 1882 speed-of-light measurements via Weekes 1986), licence GPL-2 | GPL-3",
    "rock": f"{_DATASETS}; BP Research, 48 petroleum reservoir rock samples), licence GPL-2 | GPL-3",
    "attitude": f"{_DATASETS}; Chatterjee & Price 1977, clerical employees' survey of 30 departments), "
    "licence GPL-2 | GPL-3",
    "mammals": f"{_MASS}; Allison & Cicchetti 1976 via Weisberg 1985, body and brain weights of 62 mammals), "
    "licence GPL-2 | GPL-3",
    "Aids2": f"{_MASS}; Australian National Centre in HIV Epidemiology and Clinical Research, "
    "anonymised AIDS survival data), licence GPL-2 | GPL-3",
    "Insurance": f"{_MASS}; Baxter, Coutts & Ross 1980, motor insurance claims by district, car group and "
    "age), licence GPL-2 | GPL-3",
    "hills": f"{_MASS}; Atkinson 1986, Scottish hill races 1984), licence GPL-2 | GPL-3",
    "cpus": f"{_MASS}; Ein-Dor & Feldmesser 1987, performance of 209 computer CPUs), licence GPL-2 | GPL-3",
    "beav1": f"{_MASS}; Reynolds 1994, body temperature of two beavers; tables beav1 and beav2), "
    "licence GPL-2 | GPL-3",
    "Duncan": f"{_CAR}; Duncan 1961, income, education and prestige of 45 US occupations in 1950), "
    "licence GPL-2 or later",
    "UN": f"{_CAR}; United Nations 1998 social indicators, infant mortality and GDP per head), "
    "licence GPL-2 or later",
    "Leinhardt": f"{_CAR}; Leinhardt & Wasserman 1979, income and infant mortality of 105 nations), "
    "licence GPL-2 or later",
    "Chile": f"{_CAR}; FLACSO/Chile 1988 plebiscite survey), licence GPL-2 or later",
    "Computers": f"{_ECDAT}; Stengos & Zacharias 2006, US personal computer prices 1993-1995), "
    "licence GPL-2 or later",
    "Housing": f"{_ECDAT}; Anglin & Gencay 1996, house sale prices in Windsor, Ontario, 1987), "
    "licence GPL-2 or later",
    "Caschool": f"{_ECDAT}; Stock & Watson 2003, California school districts test scores 1998-1999), "
    "licence GPL-2 or later",
    "Guerry": "R package 'HistData' (Friendly; Guerry 1833, moral statistics of France by department), "
    "licence GPL",
}


def _shuffled(df: pd.DataFrame, rng: random.Random) -> pd.DataFrame:
    return df.sample(frac=1, random_state=rng.randrange(10**6)).reset_index(drop=True)


def _dotless(df: pd.DataFrame, column: str) -> pd.DataFrame:
    """R row names use dots for spaces (New.Zealand); a sheet writes the name."""
    df[column] = df[column].str.replace(".", " ", regex=False)
    return df


# ---- filtering ----------------------------------------------------------------------------------------
FAKE_JUDGES = ["TEST,ENTRY", "DUMMY,A.B.", "test judge - ignore", "ZZ TEST,X.Y."]


def m_judges(rng):
    df = named(r_data("USJudgeRatings"), "judge")
    fake = [
        {"judge": name, **{c: round(rng.uniform(1, 10), 1) for c in df.columns[1:]}} for name in FAKE_JUDGES
    ]
    out = pd.concat([df, pd.DataFrame(fake)], ignore_index=True)
    return {"judge_ratings.csv": _shuffled(out, rng)}


def m_nottem(rng):
    df = r_data("nottem")
    months = pd.period_range("1920-01", periods=len(df), freq="M").astype(str)
    return {"nottingham_monthly.csv": pd.DataFrame({"month": months, "mean_temp_f": df["nottem"].to_numpy()})}


def m_computers(rng):
    df = r_data("Computers").sample(300, random_state=rng.randrange(10**6)).sort_index()
    df = numbered(df, "listing", 5001)
    return {
        "pc_catalogue.xlsx": df[
            ["listing", "price", "speed", "hd", "ram", "screen", "cd", "multi", "premium"]
        ]
    }


# ---- refinement ---------------------------------------------------------------------------------------
def m_mammals(rng):
    df = named(r_data("mammals"), "species").rename(columns={"body": "body_kg", "brain": "brain_g"})
    return {"mammal_weights.csv": numbered(df, "animal_no")}


def _price_text(v: float, rng: random.Random) -> str:
    return rng.choice(
        [f"${v:,.0f}", f"{v:,.0f}", f"${v:,.2f}", f"{v / 1000:g}k", f"CAD {v:,.0f}", f"C${v:,.0f}"]
    )


def m_housing(rng):
    df = r_data("Housing").sample(200, random_state=rng.randrange(10**6)).sort_index()
    df = numbered(df, "sale_id")[
        ["sale_id", "price", "lotsize", "bedrooms", "bathrms", "stories", "driveway", "airco", "garagepl"]
    ]
    df["price"] = [_price_text(v, rng) if rng.random() < 0.75 else v for v in df["price"]]
    return {"windsor_sales.csv": df}


def m_aids(rng):
    df = r_data("Aids2").sample(160, random_state=rng.randrange(10**6)).sort_index()
    df = numbered(df, "patient")
    df["diagnosed"] = [
        (pd.Timestamp("1960-01-01") + pd.Timedelta(days=int(d))).strftime("%Y-%m-%d") for d in df["diag"]
    ]
    df = df[["patient", "state", "sex", "age", "T.categ", "diagnosed", "status"]]
    return {"aids_cases.csv": N.format_drift(df, "diagnosed", "date", 0.75, seed=rng.randrange(10**6))}


def m_cpus(rng):
    df = numbered(r_data("cpus"), "machine_id")
    return {"cpu_benchmarks.csv": N.format_drift(df, "name", "whitespace", 0.45, seed=rng.randrange(10**6))}


# ---- imputation ---------------------------------------------------------------------------------------
def m_lake(rng):
    df = r_data("LakeHuron").rename(columns={"time": "year", "LakeHuron": "level_ft"}).reset_index(drop=True)
    df["year"] = df["year"].astype(int)
    df["level_ft"] = df["level_ft"].astype(object)
    for i in rng.sample(range(1, len(df)), 12):
        df.loc[i, "level_ft"] = None
    return {"lake_huron_levels.csv": df}


def m_morley(rng):
    df = numbered(r_data("morley"), "measurement")
    return {"light_speed_runs.jsonl": N.missing_cells(df, ["Speed"], 0.12, seed=rng.randrange(10**6))}


# ---- deduplication ------------------------------------------------------------------------------------
def m_rock(rng):
    df = numbered(r_data("rock"), "sample")
    picks = rng.sample(range(len(df)), 7)
    order = list(range(len(df))) + [rng.uniform(i + 0.5, len(df)) for i in picks]
    out = pd.concat([df, df.iloc[picks]], ignore_index=True)
    return {
        "rock_samples.csv": out.iloc[sorted(range(len(out)), key=order.__getitem__)].reset_index(drop=True)
    }


INSURANCE_KEYS = ["District", "Group", "Age"]


def m_insurance(rng):
    df = r_data("Insurance").reset_index(drop=True)
    df["District"] = df["District"].astype(int)
    picks = rng.sample(range(len(df)), 10)
    again = df.iloc[picks].copy()
    again["Claims"] = [max(0, c + rng.choice([-1, 1]) * rng.randrange(1, 6)) for c in again["Claims"]]
    again = again.sample(frac=1, random_state=rng.randrange(10**6))
    return {"claims_by_district.tsv": pd.concat([df, again], ignore_index=True)}


def m_un(rng):
    df = _dotless(named(r_data("UN"), "country"), "country")
    df = df.rename(columns={"infant.mortality": "infant_mortality", "gdp": "gdp_per_capita"})
    start = pd.Timestamp("2023-01-02 08:00")
    df["last_updated"] = [
        start + pd.Timedelta(minutes=rng.randrange(0, 60 * 24 * 90)) for _ in range(len(df))
    ]
    picks = rng.sample(range(len(df)), 25)
    other = df.iloc[picks].copy()
    newer = [rng.random() < 0.7 for _ in picks]
    other["gdp_per_capita"] = [
        v if pd.isna(v) else round(v * rng.uniform(0.9, 1.1)) for v in other["gdp_per_capita"]
    ]
    other["last_updated"] = [
        t + pd.Timedelta(minutes=rng.randrange(60 * 24 * 20, 60 * 24 * 200)) * (1 if up else -1)
        for t, up in zip(other["last_updated"], newer, strict=True)
    ]
    out = _shuffled(pd.concat([df, other], ignore_index=True), rng)
    out["last_updated"] = [t.strftime("%Y-%m-%d %H:%M") for t in out["last_updated"]]
    return {"country_indicators.csv": out}


# ---- integration --------------------------------------------------------------------------------------
REGIONS = {"C": "Centre", "E": "East", "N": "North", "S": "South", "W": "West"}


def m_guerry(rng):
    df = r_data("Guerry")[
        ["dept", "Region", "Department", "Crime_pers", "Crime_prop", "Literacy", "Donations", "Pop1831"]
    ]
    lookup = pd.DataFrame({"code": list(REGIONS), "region_name": list(REGIONS.values())})
    return {"departments_1830s.csv": df.reset_index(drop=True), "regions.csv": _shuffled(lookup, rng)}


def m_duncan(rng):
    df = named(r_data("Duncan"), "occupation")
    jobs = df[["occupation", "type", "income", "education"]].drop(index=rng.sample(range(len(df)), 4))
    scores = df[["occupation", "prestige"]].drop(index=rng.sample(range(len(df)), 5))
    return {
        "occupations.jsonl": jobs.reset_index(drop=True),
        "prestige_ratings.jsonl": _shuffled(scores, rng),
    }


# ---- labeling -----------------------------------------------------------------------------------------
def m_attitude(rng):
    return {"department_survey.csv": numbered(r_data("attitude"), "department")}


def m_caschool(rng):
    df = r_data("Caschool").sample(200, random_state=rng.randrange(10**6)).sort_index()
    df = df[["distcod", "county", "district", "grspan", "enrltot", "mealpct", "testscr"]].reset_index(
        drop=True
    )
    df["mealpct"] = df["mealpct"].round(1)
    df["testscr"] = df["testscr"].round(1)
    return {"ca_districts.xlsx": df}


# ---- DAG ----------------------------------------------------------------------------------------------
def m_hills(rng):
    return {"hill_races.xlsx": named(r_data("hills"), "race")}


def m_beavers(rng):
    a = r_data("beav1").reset_index(drop=True)
    b = r_data("beav2").reset_index(drop=True)
    a.insert(0, "reading_id", [f"A{i:03d}" for i in range(1, len(a) + 1)])
    b.insert(0, "reading_id", [f"B{i:03d}" for i in range(1, len(b) + 1)])
    return {"beaver_a.csv": a, "beaver_b.csv": b}


def m_leinhardt(rng):
    return {"nations_1970.jsonl": _dotless(named(r_data("Leinhardt"), "country"), "country")}


def m_chile(rng):
    df = r_data("Chile").sample(300, random_state=rng.randrange(10**6)).sort_index()
    return {"plebiscite_survey.csv": numbered(df, "respondent")}


# ---- plain-pandas meanings (independent of the operators) ---------------------------------------------
def e_month_window(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    when = pd.to_datetime(df["month"].astype(str), format="%Y-%m")
    return df[(when >= "1926-04-01") & (when <= "1937-12-01")].reset_index(drop=True)


def _dollars(v: Any) -> float:
    t = str(v).strip()
    for junk in ("CAD", "C$", "$", ","):
        t = t.replace(junk, "")
    t = t.strip()
    return float(t[:-1]) * 1000 if t.endswith("k") else float(t)


def _day_month_year(v: Any) -> str:
    for f in ("%Y-%m-%d", "%m/%d/%Y", "%d.%m.%Y", "%B %d, %Y", "%Y/%m/%d", "%Y%m%d", "%d %b %Y"):
        try:
            return pd.to_datetime(str(v), format=f).strftime("%d/%m/%Y")
        except ValueError:
            continue
    raise ValueError(v)


def e_lake(frames: Frames) -> pd.DataFrame:
    df = one(frames).sort_values("year", kind="stable")
    df["level_ft"] = df["level_ft"].ffill()
    return df.reset_index(drop=True)


def e_rock(frames: Frames) -> pd.DataFrame:
    return one(frames).drop_duplicates().reset_index(drop=True)


def e_insurance(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    return df[~df.duplicated(subset=INSURANCE_KEYS, keep="last")].reset_index(drop=True)


def e_un(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    when = pd.to_datetime(df["last_updated"], format="%Y-%m-%d %H:%M")
    return df[when == when.groupby(df["country"]).transform("max")].reset_index(drop=True)


def e_guerry(frames: Frames) -> pd.DataFrame:
    regions = frames["regions.csv"].set_index("code")["region_name"]
    df = frames["departments_1830s.csv"].copy()
    df["region_name"] = df["Region"].map(regions)
    return df


def e_duncan(frames: Frames) -> pd.DataFrame:
    return frames["occupations.jsonl"].merge(frames["prestige_ratings.jsonl"], on="occupation", how="inner")


def _district_kind(name: str) -> str:
    words = str(name).split()
    return next((w.lower() for w in ("Joint", "Union", "City") if w in words), "other")


def e_hills(frames: Frames) -> pd.DataFrame:
    df = one(frames).rename(columns={"dist": "distance_km", "climb": "climb_m"})
    df["distance_km"] = (df["distance_km"] * 1609.344 / 1000).round(1)
    df["climb_m"] = (df["climb_m"] * 0.3048).round(1)
    return df


def e_beavers(frames: Frames) -> pd.DataFrame:
    a, b = frames["beaver_a.csv"].assign(beaver="A"), frames["beaver_b.csv"].assign(beaver="B")
    df = pd.concat([a, b], ignore_index=True)
    df["temp_flag"] = ["high" if t >= 37.5 else "normal" for t in df["temp"]]
    return df


def e_leinhardt(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["infant"] = df["infant"].fillna(round(df["infant"].mean(), 1))
    df["mortality"] = ["high" if v >= 100 else "medium" if v >= 30 else "low" for v in df["infant"]]
    return df


def e_chile(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["vote"] = df["vote"].astype(object).where(df["vote"].notna(), "not stated")
    df["income"] = df["income"].fillna(df["income"].median())
    return df


README_HEAD = """# GovBench real-table held-out suite, second set

{n} governance tasks on real public tables that neither the development suite (`govbench_real`) nor the first
held-out suite (`govbench_real_fresh`) uses, with requests worded the way different business users write to a
data person: terse or chatty, polite or blunt, columns named by meaning or by example values, the details in
whatever order they came to mind. Built by `python -m dataagents.governance.builders.real_fresh2 [OUT]`
(deterministic, seed {seed}).

**Held out.** Written without looking at the parser; kept as a held-out check, never used to grow rules. The
requests were written without reading or running the governance agent's request reader or solver
(`understand.py`, `plan.py`, `govern.py`, `verify.py`, `deliver.py`) and were not tuned to what it can do: run
the suite to measure, but do not use its tasks or wordings to grow rules.

How each task is built: the real table is loaded (R datasets via `pydataset`), cut small, and made dirty where
the scenario needs it (`builders/noise.py` or a hand-made perturbation; see each task's `provenance`). The
ground truth is what the request means, computed twice where library operators express it: a reference
pipeline of operators (`build_eval_config`) and an independent plain-pandas function; the builder stops if
they disagree. Tasks marked "pandas" have no operator that expresses the request; their ground truth is the
pandas table and `eval_config_from_expected` writes the eval config. Every task passes the consistency check
(ground truth scores 1.0, the raw input below 0.3).

Measure an agent on it, then list the per-task scores:

    python -m dataagents.cli bench run govbench --agent datagovagent --model none \\
        -T path=src/dataagents/suites/govbench_real_fresh2 --log-dir /tmp/logs
    python benchmarks/govbench_dev_scores.py /tmp/logs/<run folder>/<log>.eval

Everyday requests covered: removing test/dummy rows, keeping a date range, dropping exact duplicates, keeping
the last row per key and the latest row per key by timestamp, filling gaps with a constant, the mean, the
median, a group median and the previous value, left and inner joins (one on differently named keys), stacking
two files with a source column, labels by numeric thresholds and by keywords, and standardising dates (to
day/month/year), letter case, whitespace and numbers written with currency, renaming columns and converting
miles and feet to kilometres and metres.

Sources: R datasets from the packages `datasets`, `MASS`, `car`, `Ecdat` and `HistData`, as shipped by the
Python package `pydataset` (which bundles the Rdatasets collection); each table's reference and licence is in
the table below and in its task's `provenance`. The thermometer story in `fresh2_filter_thermometer_period`
is invented to motivate the date range.

Scenario counts: {counts}

| id | level | scenario | ground truth | data source | licence |
|---|---|---|---|---|---|
"""


TASKS: list[RealTask] = [
    # filtering
    RealTask(
        "fresh2_filter_fake_judges",
        "filtering",
        "When we were trying out the new entry form, a few made-up judges ended up in the ratings file - "
        "they're the ones called TEST or DUMMY. Please take them out and leave every real judge alone.",
        "USJudgeRatings",
        m_judges,
        keep(lambda d: ~d["judge"].isin(FAKE_JUDGES)),
        "judge_ratings_clean.csv",
        "judge",
        [("filter_regex", {"column": "judge", "pattern": r"(?i)\b(test|dummy)\b"})],
        prep="all 43 judges, name as a column; 4 hand-made fake judges with random ratings added, shuffled",
    ),
    RealTask(
        "fresh2_filter_thermometer_period",
        "filtering",
        "Only the months measured with the new thermometer count, and that went in in April 1926 and was "
        "retired when the station moved at the start of 1938. So keep April 1926 up to and including "
        "December 1937, and drop every other month.",
        "nottem",
        m_nottem,
        e_month_window,
        "nottingham_1926_1937.csv",
        "month",
        kind="removal",
        prep="all 240 months, written as YYYY-MM with the temperature in degrees Fahrenheit; the thermometer "
        "story is invented to motivate the date range",
    ),
    RealTask(
        "fresh2_filter_underpowered_pcs",
        "filtering",
        "we're not listing anything with less than 4 MB of memory, or with a hard drive under 200 MB. pls "
        "remove those machines from the catalogue",
        "Computers",
        m_computers,
        keep(lambda d: ~((d["ram"] < 4) | (d["hd"] < 200))),
        "pc_catalogue_listed.xlsx",
        "listing",
        [
            (
                "filter_rows",
                {
                    "conditions": [
                        {"column": "ram", "op": "<", "value": 4},
                        {"column": "hd", "op": "<", "value": 200},
                    ],
                    "match": "any",
                    "action": "drop",
                },
            )
        ],
        prep="300 of 6,259 computers sampled, numbered from 5001, 9 of 10 columns, written as XLSX",
    ),
    # refinement
    RealTask(
        "fresh2_refine_names_capitals",
        "refinement",
        "Our label printer only does capital letters, so the animal names need to be written in upper case. "
        "Everything else stays as it is.",
        "mammals",
        m_mammals,
        mapped("species", str.upper),
        "mammal_weights_labels.csv",
        "animal_no",
        [("change_case", {"column": "species", "case": "upper"})],
        prep="all 62 mammals, name as a column, numbered, weight columns renamed with their units",
    ),
    RealTask(
        "fresh2_refine_sale_prices",
        "refinement",
        "Sale prices got typed in every which way ($42,000, 42k, CAD 42,000 and so on), so the column won't "
        "add up. Could you turn it into plain dollar amounts?",
        "Housing",
        m_housing,
        mapped("price", _dollars),
        "windsor_sales_numeric.csv",
        "sale_id",
        [("standardize_number", {"column": "price"})],
        prep="200 of 546 sales sampled, numbered, 9 of 12 columns; 75% of prices rewritten by hand as text "
        "($, commas, k, CAD, C$)",
    ),
    RealTask(
        "fresh2_refine_diagnosis_day_first",
        "refinement",
        "The Sydney office needs the diagnosis dates written day first, like 25/12/1990. Right now they're in "
        "all sorts of formats, and the ones with slashes are American, month first.",
        "Aids2",
        m_aids,
        mapped("diagnosed", _day_month_year),
        "aids_cases_dates.csv",
        "patient",
        [("standardize_date", {"column": "diagnosed", "format": "%d/%m/%Y"})],
        prep="160 of 2,843 cases sampled, numbered; the diagnosis day count turned into a date, 75% of them "
        "rewritten in other formats (noise.format_drift date); the death date left out",
    ),
    RealTask(
        "fresh2_refine_cpu_name_spacing",
        "refinement",
        "Hi! The CPU model names (AMDAHL 470V/7 and so on) have picked up stray spaces, doubled between words "
        "and some at the start or end. Can you tidy them so there's a single space between words and nothing "
        "around them?",
        "cpus",
        m_cpus,
        mapped("name", lambda v: " ".join(str(v).split())),
        "cpu_benchmarks_tidy.csv",
        "machine_id",
        [("normalize_whitespace", {"column": "name"})],
        prep="all 209 CPUs, numbered; 45% of model names re-spaced (noise.format_drift whitespace)",
    ),
    # imputation
    RealTask(
        "fresh2_impute_lake_carry_over",
        "imputation",
        "There are years with no lake level. For each of those just use the last level we have from an "
        "earlier year.",
        "LakeHuron",
        m_lake,
        e_lake,
        "lake_huron_filled.csv",
        "year",
        [("forward_fill", {"columns": ["level_ft"], "order_by": "year", "by": []})],
        prep="all 98 years, level in feet; 12 levels after the first year blanked by hand",
    ),
    RealTask(
        "fresh2_impute_speed_by_experiment",
        "imputation",
        "Some light-speed readings were lost. Please estimate each missing one as the median of the other "
        "runs in the same experiment.",
        "morley",
        m_morley,
        fill_by_group("Speed", ["Expt"]),
        "light_speed_filled.jsonl",
        "measurement",
        [("impute_groupwise", {"columns": ["Speed"], "by": ["Expt"], "strategy": "median"})],
        prep="all 100 runs (5 experiments of 20), numbered, as JSONL; 12% of speeds blanked "
        "(noise.missing_cells)",
    ),
    # deduplication
    RealTask(
        "fresh2_dedup_pasted_twice",
        "deduplication",
        "Some rock samples were pasted into the sheet twice and the copies are identical in every column. "
        "Drop the repeats so each sample is in there once.",
        "rock",
        m_rock,
        e_rock,
        "rock_samples_unique.csv",
        "sample",
        [("dedup_exact", {})],
        prep="all 48 samples, numbered; 7 rows copied unchanged, each copy placed after its original",
    ),
    RealTask(
        "fresh2_dedup_corrected_claims",
        "deduplication",
        "Head office re-sent a few lines with corrected claim counts and just added them at the bottom. "
        "For each district, car group and age band combination, keep only the last line in the file.",
        "Insurance",
        m_insurance,
        e_insurance,
        "claims_by_district_final.tsv",
        None,
        [("dedup_exact", {"columns": INSURANCE_KEYS, "keep": "last"})],
        prep="all 64 district / car group / age rows, written as TSV; 10 of them re-sent with the claim count "
        "changed by 1-5, appended at the end",
    ),
    RealTask(
        "fresh2_dedup_latest_country",
        "deduplication",
        "Some countries appear several times because their figures were revised, and the file isn't in date "
        "order. I only want each country's most recently updated row.",
        "UN",
        m_un,
        e_un,
        "country_indicators_latest.csv",
        None,
        [("dedup_keep_latest", {"key": ["country"], "timestamp": "last_updated"})],
        prep="207 countries, name as a column with spaces for dots, columns renamed, hand-made update times; 25 "
        "countries get a second row with GDP changed by up to 10%, 70% of them updated later and the rest "
        "earlier (stale copies), shuffled",
    ),
    # integration
    RealTask(
        "fresh2_integrate_region_names",
        "integration",
        "Next to each department, add the full name of its region from the little regions list. Every "
        "department has to stay in, even the one with no region code.",
        "Guerry",
        m_guerry,
        e_guerry,
        "departments_with_regions.csv",
        "dept",
        [
            (
                "join_composite",
                {
                    "keys": [],
                    "left_keys": ["Region"],
                    "right_keys": ["code"],
                    "how": "left",
                    "conflict": "left",
                },
            )
        ],
        prep="86 departments, 8 of 23 columns; hand-made region lookup from the R documentation (C, E, N, S, "
        "W), shuffled; Corsica has no region in the source",
    ),
    RealTask(
        "fresh2_integrate_prestige_scores",
        "integration",
        "Please match the prestige ratings to the occupation list by job title. A job that only shows up in "
        "one of the two files should be left out.",
        "Duncan",
        m_duncan,
        e_duncan,
        "occupations_with_prestige.jsonl",
        "occupation",
        [("join_composite", {"keys": ["occupation"], "how": "inner", "conflict": "suffix"})],
        prep="45 occupations, title as a column, split into a details file (4 removed) and a ratings file "
        "(5 others removed, shuffled), as JSONL",
    ),
    # labeling
    RealTask(
        "fresh2_label_department_verdict",
        "labeling",
        "For the HR deck, give every department a verdict column from its overall rating: favourable for 70 "
        "and above, mixed from 50 to 69, poor below 50.",
        "attitude",
        m_attitude,
        labelled(
            "verdict",
            lambda r: "favourable" if r["rating"] >= 70 else "mixed" if r["rating"] >= 50 else "poor",
        ),
        "department_verdicts.csv",
        "department",
        [
            (
                "label_conditions",
                prefix_conditions(
                    "verdict", [("favourable", "rating", ">=", 70), ("mixed", "rating", ">=", 50)], "poor"
                ),
            )
        ],
        target="verdict",
        prep="all 30 departments, numbered",
    ),
    RealTask(
        "fresh2_label_district_kind",
        "labeling",
        "Could you add a district_kind column going by the district's name? Make it joint if the word Joint is "
        "in the name (that wins, even for Joint Union), otherwise union if it says Union, city if it says "
        "City, and other for everything else.",
        "Caschool",
        m_caschool,
        labelled("district_kind", lambda r: _district_kind(r["district"])),
        "ca_districts_kinds.xlsx",
        "distcod",
        [
            (
                "label_rules",
                {
                    "column": "district",
                    "target": "district_kind",
                    "rules": [
                        {"pattern": r"\bJoint\b", "label": "joint"},
                        {"pattern": r"\bUnion\b", "label": "union"},
                        {"pattern": r"\bCity\b", "label": "city"},
                    ],
                    "default": "other",
                },
            )
        ],
        target="district_kind",
        prep="200 of 420 districts sampled, 7 of 17 columns, written as XLSX",
    ),
    # DAG-level
    RealTask(
        "fresh2_dag_hill_races_metric",
        "refinement",
        "Please switch the hill race list to metric: distances are in miles and the climb is in feet, and I'd "
        "like kilometres and metres, one decimal each. Call those two columns distance_km and climb_m.",
        "hills",
        m_hills,
        e_hills,
        "hill_races_metric.xlsx",
        "race",
        [
            ("map_columns", {"mapping": {"dist": "distance_km", "climb": "climb_m"}}),
            ("convert_unit", {"column": "distance_km", "to_unit": "km", "default_unit": "mi", "round": 1}),
            ("convert_unit", {"column": "climb_m", "to_unit": "m", "default_unit": "ft", "round": 1}),
        ],
        prep="all 35 races, name as a column, written as XLSX",
        level="dag",
    ),
    RealTask(
        "fresh2_dag_beaver_logs",
        "integration",
        "Stack the two beaver logs into one table, with a beaver column saying A or B depending on which file "
        "the reading came from. Then add temp_flag: high when the body temperature is 37.5 degrees or more, "
        "otherwise normal.",
        "beav1",
        m_beavers,
        e_beavers,
        "beaver_readings.csv",
        "reading_id",
        [
            ("union_align", {"source_column": "beaver", "source_names": ["A", "B"]}),
            ("label_conditions", prefix_conditions("temp_flag", [("high", "temp", ">=", 37.5)], "normal")),
        ],
        target="temp_flag",
        prep="beav1 (114 readings) and beav2 (100 readings) as two files, each reading given an id A001.. / "
        "B001..",
        level="dag",
    ),
    RealTask(
        "fresh2_dag_infant_mortality_level",
        "labeling",
        "Four countries have no infant mortality figure, so fill those with the average of the others, "
        "rounded to one decimal. Then rate every country in a mortality column: high at 100 or more deaths "
        "per 1,000 births, medium from 30 up to 100, low under 30.",
        "Leinhardt",
        m_leinhardt,
        e_leinhardt,
        "nations_mortality.jsonl",
        "country",
        [
            ("impute_statistic", {"columns": ["infant"], "strategy": "mean", "round": 1}),
            (
                "label_conditions",
                prefix_conditions(
                    "mortality", [("high", "infant", ">=", 100), ("medium", "infant", ">=", 30)], "low"
                ),
            ),
        ],
        target="mortality",
        prep="all 105 nations, name as a column with spaces for dots, as JSONL; 4 infant mortality rates "
        "are the dataset's own NA",
        level="dag",
    ),
    RealTask(
        "fresh2_dag_survey_blanks",
        "imputation",
        "In this survey extract, put 'not stated' wherever the vote intention is blank, and give anyone with a "
        "blank income the median income of the people who answered.",
        "Chile",
        m_chile,
        e_chile,
        "plebiscite_survey_filled.csv",
        "respondent",
        [
            ("impute_constant", {"columns": ["vote"], "value": "not stated"}),
            ("impute_statistic", {"columns": ["income"], "strategy": "median"}),
        ],
        prep="300 of 2,700 respondents sampled, numbered; blanks are the dataset's own NA",
        level="dag",
    ),
]


build_suite, main = suite_commands(TASKS, FRESH2_DIR, SEED, sources=SOURCES, head=README_HEAD)


if __name__ == "__main__":
    main()
