"""Builds a third held-out governance suite on real tables (``suites/govbench_real_fresh3``).

Same recipe as ``builders/real.py``, ``real_fresh.py`` and ``real_fresh2.py`` (whose helpers it imports): a
real public table, cut small, made dirty where the scenario needs it, and asked for the way a business user
asks. Ground truth is computed twice where operators express the request (reference pipeline and plain
pandas, which must agree); otherwise the pandas table is the ground truth. The tables are R datasets that none
of ``govbench_real``, ``govbench_real_fresh`` and ``govbench_real_fresh2`` uses, and the requests were written
without looking at the governance agent's request reader: the suite is a held-out check and must not be used
to grow its rules.

    python -m dataagents.governance.builders.real_fresh3 [OUT_DIR] [task_id,...]
"""

from __future__ import annotations

import random
import re
from pathlib import Path
from typing import Any

import pandas as pd

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
from dataagents.governance.builders.real_fresh import _iso, fill_by_group, named, prefix_conditions
from dataagents.governance.builders.real_fresh2 import _shuffled

SEED = 20261126
FRESH3_DIR = Path(__file__).resolve().parents[2] / "suites" / "govbench_real_fresh3"

_GPL2_3 = "licence GPL-2 | GPL-3"
_CAR = "R package 'car' (Fox & Weisberg"
_ECDAT = "R package 'Ecdat' (Croissant"
_HSAUR = "R package 'HSAUR' (Everitt & Hothorn"
_HISTDATA = "R package 'HistData' (Friendly"
_SURVIVAL = "R package 'survival' (Therneau"
SOURCES: dict[str, str] = {
    "euro": "R package 'datasets' (R Core Team; rates fixed by the European Union on 31 December 1998, value "
    f"of one euro in 11 currencies), {_GPL2_3}",
    "crabs": "R package 'MASS' (Venables & Ripley; Campbell & Mahon 1974, Leptograpsus crabs of Western "
    f"Australia), {_GPL2_3}",
    "States": f"{_CAR}; US Census Bureau, Statistical Abstract of the United States 1992, education "
    "statistics of the US states), licence GPL-2 or later",
    "SLID": f"{_CAR}; Statistics Canada, 1994 Survey of Labour and Income Dynamics, Ontario), "
    "licence GPL-2 or later",
    "Prestige": f"{_CAR}; Canada 1971 census and Pineo-Porter prestige scores of 102 occupations), "
    "licence GPL-2 or later",
    "Florida": f"{_CAR}; Adams & Fastnow 2000, Florida county votes in the 2000 US presidential election), "
    "licence GPL-2 or later",
    "Journals": f"{_ECDAT}; Bergstrom via Stock & Watson 2003, library subscription prices of 180 economics "
    "journals), licence GPL-2 or later",
    "Cigar": f"{_ECDAT}; Baltagi & Levin 1992, cigarette consumption of US states 1963-1992), "
    "licence GPL-2 or later",
    "Forbes2000": f"{_HSAUR}; forbes.com, November 2004, the Forbes 2000 list of the world's biggest "
    "companies), licence GPL-2",
    "planets": f"{_HSAUR}; Mayor & Frei 2003, masses and orbits of 101 exoplanets), licence GPL-2",
    "Nightingale": f"{_HISTDATA}; Nightingale 1858 via Pearson & Short 2007, monthly deaths in the British "
    "army in the East 1854-1856), licence GPL",
    "GaltonFamilies": f"{_HISTDATA}; Galton's notebook via Hanley 2004, heights of parents and their adult "
    "children), licence GPL",
    "lung": f"{_SURVIVAL}; Loprinzi et al. 1994, North Central Cancer Treatment Group advanced lung cancer "
    "patients), licence LGPL-2 or later",
    "pbc": f"{_SURVIVAL}; Therneau & Grambsch 2000, Mayo Clinic trial in primary biliary cirrhosis "
    "1974-1984), licence LGPL-2 or later",
    "baseball": "R package 'plyr' (Wickham; baseball-databank.org, batting records of players with 15+ "
    "seasons), licence MIT",
    "tips": "R package 'reshape2' (Wickham; Bryant & Smith 1995, tips recorded by one waiter), licence MIT",
}


# ---- deduplication ------------------------------------------------------------------------------------
BASEBALL_COLUMNS = ["id", "year", "stint", "team", "lg", "g", "ab", "r", "h", "hr", "rbi", "bb", "so"]


def m_baseball(rng):
    df = r_data("baseball")
    df = df[df["year"].between(2005, 2007)][BASEBALL_COLUMNS]
    return {"batting_2005_2007.tsv": df.reset_index(drop=True)}


def _retyped(title: str, rng: random.Random) -> str:
    words = title.split()
    return rng.choice(
        [
            title.upper(),
            title.lower(),
            "  ".join(words),
            f" {title} ",
            " ".join(w.upper() if i == 0 else w for i, w in enumerate(words)) + "  ",
        ]
    )


def m_journals(rng):
    df = r_data("Journals").reset_index(drop=True)
    df = df[["title", "pub", "society", "libprice", "pages", "citestot", "date1", "field"]]
    picks = rng.sample(range(len(df)), 10)
    again = df.iloc[picks].copy()
    again["title"] = [_retyped(t, rng) for t in again["title"]]
    order = list(range(len(df))) + [rng.uniform(i + 0.5, len(df)) for i in picks]
    out = pd.concat([df, again], ignore_index=True)
    return {"journal_prices.csv": out.iloc[sorted(range(len(out)), key=order.__getitem__)]}


# ---- filtering ----------------------------------------------------------------------------------------
def m_states(rng):
    return {"state_education.csv": named(r_data("States"), "state")}


def m_lung(rng):
    return {"lung_patients.jsonl": numbered(r_data("lung"), "patient")}


def m_planets(rng):
    df = numbered(r_data("planets"), "planet_no")
    return {"exoplanets.csv": df.rename(columns={"mass": "mass_jup", "period": "period_days"})}


# ---- imputation ---------------------------------------------------------------------------------------
def m_slid(rng):
    df = r_data("SLID")
    df = df[df["language"].notna()].sample(400, random_state=rng.randrange(10**6)).sort_index()
    return {"ontario_wages.xlsx": numbered(df, "respondent")}


PBC_COLUMNS = ["id", "time", "status", "trt", "age", "sex", "bili", "chol", "albumin", "trig", "platelet"]


def m_pbc(rng):
    df = r_data("pbc")
    df = df[df["trt"].notna()][PBC_COLUMNS].reset_index(drop=True)
    df["age"] = df["age"].round(1)
    df["trt"] = df["trt"].astype(int)
    return {"pbc_trial.csv": df}


# ---- integration --------------------------------------------------------------------------------------
CIGAR_KEYS = ["state", "year"]


def m_cigar(rng):
    df = r_data("Cigar")
    df = df[df["year"] >= 80].reset_index(drop=True)
    df["year"] = df["year"] + 1900
    df["ndi"] = df["ndi"].round(1)
    prices = df[[*CIGAR_KEYS, "price", "pimin", "sales"]]
    people = df[[*CIGAR_KEYS, "pop", "pop16", "cpi", "ndi"]].drop(index=rng.sample(range(len(df)), 20))
    return {"cigarette_prices.csv": prices, "state_population.csv": _shuffled(people, rng)}


def _county(name: str) -> str:
    return re.sub(r"^ST ", "ST. ", name.replace(".", " "))


FLORIDA_MAIN = ["county", "GORE", "BUSH", "NADER"]


def m_florida(rng):
    df = named(r_data("Florida"), "county")
    df["county"] = df["county"].map(_county)
    main = df[FLORIDA_MAIN].drop(index=rng.sample(range(len(df)), 3))
    rest = df[[c for c in df.columns if c not in FLORIDA_MAIN[1:]]].drop(index=rng.sample(range(len(df)), 3))
    return {"florida_main_candidates.csv": main, "florida_other_candidates.csv": _shuffled(rest, rng)}


# ---- labeling -----------------------------------------------------------------------------------------
FORBES_SECTORS = {
    "Banking": "finance",
    "Diversified financials": "finance",
    "Insurance": "finance",
    "Oil & gas operations": "energy",
    "Utilities": "energy",
    "Software & services": "tech",
    "Semiconductors": "tech",
    "Technology hardware & equipment": "tech",
}


def m_forbes(rng):
    df = r_data("Forbes2000").sample(300, random_state=rng.randrange(10**6)).sort_values("rank")
    return {"forbes_2004.xlsx": df.reset_index(drop=True)}


def m_tips(rng):
    return {"restaurant_bills.csv": numbered(r_data("tips"), "bill_no")}


def m_prestige(rng):
    df = named(r_data("Prestige"), "occupation")
    df["occupation"] = df["occupation"].str.replace(".", " ", regex=False)
    return {"occupations_1971.jsonl": df}


# ---- refinement ---------------------------------------------------------------------------------------
def m_crabs(rng):
    return {"crab_measurements.tsv": numbered(r_data("crabs"), "crab_id")}


UNAMBIGUOUS_DATES = ["%B %d, %Y", "%d %b %Y", "%Y/%m/%d", "%Y%m%d"]


def m_nightingale(rng):
    df = numbered(r_data("Nightingale")[["Date", "Army", "Disease", "Wounds", "Other"]], "month_no")
    df["Date"] = [
        pd.Timestamp(v).strftime(rng.choice(UNAMBIGUOUS_DATES)) if rng.random() < 0.5 else v
        for v in df["Date"]
    ]
    return {"army_deaths_east.csv": df}


EURO_COUNTRIES = {
    "ATS": "Austria",
    "BEF": "Belgium",
    "DEM": "Germany",
    "ESP": "Spain",
    "FIM": "Finland",
    "FRF": "France",
    "IEP": "Ireland",
    "ITL": "Italy",
    "LUF": "Luxembourg",
    "NLG": "Netherlands",
    "PTE": "Portugal",
}


def _european(v: float) -> str:
    whole, _, frac = f"{v:.6g}".partition(".")
    return f"{int(whole):,}".replace(",", ".") + (f",{frac}" if frac else "")


def m_euro(rng):
    df = named(r_data("euro"), "currency")
    df.insert(1, "country", df["currency"].map(EURO_COUNTRIES))
    df["units_per_euro"] = df.pop("x").map(_european)
    return {"euro_conversion.csv": df}


def m_galton(rng):
    df = r_data("GaltonFamilies").reset_index(drop=True)
    df.insert(0, "child_id", [f"{f}-{n}" for f, n in zip(df["family"], df["childNum"], strict=True)])
    return {"galton_heights.csv": df.drop(columns=["midparentHeight"])}


# ---- plain-pandas meanings (independent of the operators) ---------------------------------------------
def e_last_stint(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    last = df.groupby(["id", "year"])["stint"].transform("max")
    return df[df["stint"] == last].reset_index(drop=True)


def e_journals(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    typed = df.assign(title=df["title"].map(lambda t: " ".join(str(t).split()).lower()))
    return df[~typed.duplicated()].reset_index(drop=True)


def e_lab_means(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    for c in ("chol", "trig"):
        df[c] = df[c].fillna(round(df[c].mean()))
    return df


def e_cigar(frames: Frames) -> pd.DataFrame:
    return frames["cigarette_prices.csv"].merge(frames["state_population.csv"], on=CIGAR_KEYS, how="left")


def e_florida(frames: Frames) -> pd.DataFrame:
    main, rest = frames["florida_main_candidates.csv"], frames["florida_other_candidates.csv"]
    df = main.merge(rest, on="county", how="outer")
    df["review"] = ["yes" if v >= 500 else "no" for v in df["BUCHANAN"].fillna(0)]
    return df


def e_prestige(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["type"] = df["type"].fillna("unknown")
    df["pay_band"] = ["high" if v >= 10000 else "middle" if v >= 5000 else "low" for v in df["income"]]
    return df


def e_galton(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    for c in ("father", "mother", "childHeight"):
        df[c] = (df[c] * 2.54).round(2)
    return df


def _month_name(v: Any) -> str:
    return pd.Timestamp(_iso(v)).strftime("%B %Y")


def _from_european(v: Any) -> float:
    return float(str(v).replace(".", "").replace(",", "."))


README_HEAD = """# GovBench real-table held-out suite, third set

{n} governance tasks on real public tables that none of the development suite (`govbench_real`) and the two
earlier held-out suites (`govbench_real_fresh`, `govbench_real_fresh2`) uses, with requests worded the way
different business users write to a data person: a one-line instruction or a short story, polite or blunt,
columns named by meaning or shown by an example value, the details in whatever order they came to mind. Built
by `python -m dataagents.governance.builders.real_fresh3 [OUT]` (deterministic, seed {seed}).

**Held out.** Written without looking at the parser; kept as a held-out check, never used to grow rules. The
requests were written without reading or running the governance agent's request reader or solver
(`understand.py`, `plan.py`, `govern.py`, `verify.py`, `deliver.py`, `schema_link.py`) and were not tuned to
what it can do: run the suite to measure, but do not use its tasks or wordings to grow rules.

How each task is built: the real table is loaded (R datasets via `pydataset`), cut small, and made dirty where
the scenario needs it (`builders/noise.py` or a hand-made perturbation; see each task's `provenance`). The
ground truth is what the request means, computed twice: a reference pipeline of library operators
(`build_eval_config`) and an independent plain-pandas function; the builder stops if they disagree. Every task
passes the consistency check (ground truth scores 1.0, the raw input below 0.3).

Measure an agent on it, then list the per-task scores:

    python -m dataagents.cli bench run govbench --agent datagovagent --model none \\
        -T path=src/dataagents/suites/govbench_real_fresh3 --log-dir /tmp/logs
    python benchmarks/govbench_dev_scores.py /tmp/logs/<run folder>/<log>.eval

Everyday requests covered: one row per key keeping the highest sequence number, dropping re-typed copies
that differ only in letter case and spacing, dropping rows by a list of codes, rows with blanks in named
columns and rows outside a range, filling gaps with a group median, with rounded column means and with a
constant, a left join on a two-column key and a full outer join, labels by category lists, by two conditions
that must both hold and by numeric bands, spelling out one-letter codes, rewriting dates as month and year,
reading numbers written with decimal commas, and converting inches to centimetres.

Sources: R datasets from the packages `datasets`, `MASS`, `car`, `Ecdat`, `HSAUR`, `HistData`, `survival`,
`plyr` and `reshape2`, as shipped by the Python package `pydataset` (which bundles the Rdatasets collection);
each table's reference and licence is in the table below and in its task's `provenance`. The country names in
`fresh3_refine_euro_rates` were added by hand from the R documentation of `euro`.

Scenario counts: {counts}

| id | level | scenario | ground truth | data source | licence |
|---|---|---|---|---|---|
"""


TASKS: list[RealTask] = [
    # deduplication
    RealTask(
        "fresh3_dedup_traded_players",
        "deduplication",
        "Players who changed clubs during a season are listed once per club, numbered by stint. For the "
        "season summary I need one line per player per year, the club he finished that season with.",
        "baseball",
        m_baseball,
        e_last_stint,
        "batting_2005_2007_final.tsv",
        None,
        [("dedup_key", {"key": ["id", "year"], "keep": "largest", "order_by": "stint"})],
        prep="the 2005-2007 seasons (393 batting lines), 13 of 22 columns, written as TSV; players traded "
        "mid-season are the dataset's own repeated lines",
    ),
    RealTask(
        "fresh3_dedup_journal_retyped",
        "deduplication",
        "a handful of journals got typed in a second time further down the list - same journal and same "
        "figures, only the title is in capitals or has extra spaces. keep the original entries and delete "
        "the retyped ones",
        "Journals",
        m_journals,
        e_journals,
        "journal_prices_unique.csv",
        "title",
        [("dedup_exact", {"normalize_text": True})],
        prep="all 180 journals, 8 of 10 columns; 10 rows copied with the title re-typed (upper or lower "
        "case, doubled or surrounding spaces), each copy placed after its original; the two different "
        "journals both called World Development are the dataset's own",
    ),
    # filtering
    RealTask(
        "fresh3_filter_western_states",
        "filtering",
        "Our programme doesn't run out West, so please take the Pacific and Mountain states (region codes "
        "PAC and MTN) out of the state table.",
        "States",
        m_states,
        keep(lambda d: ~d["region"].isin(["PAC", "MTN"])),
        "state_education_programme.csv",
        "state",
        [
            (
                "filter_rows",
                {"conditions": [{"column": "region", "op": "in", "value": ["PAC", "MTN"]}], "action": "drop"},
            )
        ],
        prep="all 50 states and DC, the state code as a column",
    ),
    RealTask(
        "fresh3_filter_incomplete_patients",
        "filtering",
        "For the nutrition analysis I can only use patients where we know both how many calories they eat at "
        "meals and how much weight they lost over the last six months. Could you remove everyone who is "
        "missing either of those?",
        "lung",
        m_lung,
        keep(lambda d: d["meal.cal"].notna() & d["wt.loss"].notna()),
        "lung_patients_nutrition.jsonl",
        "patient",
        [("drop_missing", {"columns": ["meal.cal", "wt.loss"]})],
        prep="all 228 patients, numbered, as JSONL; the blanks are the dataset's own NA",
    ),
    RealTask(
        "fresh3_filter_planet_orbits",
        "filtering",
        "The model only covers orbits that take from 10 days up to 2,000 days, both ends included. Anything "
        "quicker or slower than that has to go.",
        "planets",
        m_planets,
        keep(lambda d: d["period_days"].between(10, 2000)),
        "exoplanets_in_range.csv",
        "planet_no",
        [
            (
                "filter_rows",
                {
                    "conditions": [{"column": "period_days", "op": "between", "value": [10, 2000]}],
                    "action": "keep",
                },
            )
        ],
        prep="all 101 planets, numbered, columns renamed with their units",
    ),
    # imputation
    RealTask(
        "fresh3_impute_wages_by_group",
        "imputation",
        "Quite a few respondents left their hourly wage blank. Please estimate each missing wage as the "
        "median wage of the other respondents of the same sex and the same language, and don't change anything "
        "else.",
        "SLID",
        m_slid,
        fill_by_group("wages", ["sex", "language"]),
        "ontario_wages_filled.xlsx",
        "respondent",
        [("impute_groupwise", {"columns": ["wages"], "by": ["sex", "language"], "strategy": "median"})],
        prep="400 of the 7,304 respondents with a known language sampled, numbered, written as XLSX; blank "
        "wages and education are the dataset's own NA",
    ),
    RealTask(
        "fresh3_impute_lab_means",
        "imputation",
        "Cholesterol and triglycerides weren't measured for some of the trial patients. Where they're "
        "missing, use the average of the measured values for that test, rounded to a whole number.",
        "pbc",
        m_pbc,
        e_lab_means,
        "pbc_trial_filled.csv",
        "id",
        [("impute_statistic", {"columns": ["chol", "trig"], "strategy": "mean", "round": 0})],
        prep="the 312 randomised trial patients, 11 of 20 columns, age rounded to one decimal; the blank "
        "cholesterol and triglyceride values are the dataset's own NA",
    ),
    # integration
    RealTask(
        "fresh3_integrate_state_year",
        "integration",
        "Can you bring the population, consumer price index and income per head from the second file into "
        "the cigarette price table? Rows belong together when both the state code and the year match, and "
        "every price row has to stay even if nothing matches it.",
        "Cigar",
        m_cigar,
        e_cigar,
        "cigarette_prices_with_population.csv",
        None,
        [("join_composite", {"keys": CIGAR_KEYS, "how": "left", "conflict": "suffix"})],
        prep="the 1980-1992 years of 46 states (598 rows), years written in full, split into a price file "
        "and a population file (20 rows removed, shuffled)",
    ),
    # labeling
    RealTask(
        "fresh3_label_sector",
        "labeling",
        "Need a sector column on the Forbes list. Banks, insurers and diversified financials are finance; "
        "oil & gas operations and utilities are energy; software & services, semiconductors and technology "
        "hardware are tech. Anything else: other.",
        "Forbes2000",
        m_forbes,
        labelled("sector", lambda r: FORBES_SECTORS.get(r["category"], "other")),
        "forbes_2004_sectors.xlsx",
        "rank",
        [
            (
                "label_rules",
                {
                    "column": "category",
                    "target": "sector",
                    "rules": [
                        {"pattern": r"^(Banking|Diversified financials|Insurance)$", "label": "finance"},
                        {"pattern": r"^(Oil & gas operations|Utilities)$", "label": "energy"},
                        {
                            "pattern": r"^(Software & services|Semiconductors|Technology hardware"
                            r" & equipment)$",
                            "label": "tech",
                        },
                    ],
                    "default": "other",
                },
            )
        ],
        target="sector",
        prep="300 of the 2,000 companies sampled, in rank order, written as XLSX",
    ),
    RealTask(
        "fresh3_label_big_tables",
        "labeling",
        "Tag each bill as high value when the total came to more than $30 and the tip was $5 or more; every "
        "other bill is regular. Put it in a column called value_tier please.",
        "tips",
        m_tips,
        labelled(
            "value_tier", lambda r: "high value" if r["total_bill"] > 30 and r["tip"] >= 5 else "regular"
        ),
        "restaurant_bills_tiers.csv",
        "bill_no",
        [
            (
                "label_conditions",
                {
                    "target": "value_tier",
                    "cases": [
                        {
                            "label": "high value",
                            "conditions": [
                                {"column": "total_bill", "op": ">", "value": 30},
                                {"column": "tip", "op": ">=", "value": 5},
                            ],
                        }
                    ],
                    "default": "regular",
                },
            )
        ],
        target="value_tier",
        prep="all 244 bills, numbered",
    ),
    # refinement
    RealTask(
        "fresh3_refine_crab_species",
        "refinement",
        "The species column only has a letter in it: B for the blue form, O for the orange one. Could you "
        "write out blue and orange instead, so people reading the sheet don't have to guess?",
        "crabs",
        m_crabs,
        mapped("sp", {"B": "blue", "O": "orange"}.__getitem__),
        "crab_measurements_named.tsv",
        "crab_id",
        [("map_values", {"column": "sp", "mapping": {"B": "blue", "O": "orange"}})],
        prep="all 200 crabs, numbered, written as TSV",
    ),
    RealTask(
        "fresh3_refine_month_names",
        "refinement",
        "Each of these is a monthly return, so for the exhibition panel the Date should just read like April "
        "1854. It's been typed a few different ways as well, so every row needs rewriting in that style.",
        "Nightingale",
        m_nightingale,
        mapped("Date", _month_name),
        "army_deaths_east_months.csv",
        "month_no",
        [("standardize_date", {"column": "Date", "format": "%B %Y"})],
        prep="all 24 months, numbered, the death counts kept and the month, year and rate columns left out; "
        "about half of the dates rewritten by hand in other formats that read only one way (no 01/09/1854)",
    ),
    RealTask(
        "fresh3_refine_euro_rates",
        "refinement",
        "These conversion rates came from the Brussels office, so they're written the European way with a "
        "comma for decimals and dots between thousands (1.936,27 lire to the euro). Turn them into ordinary "
        "numbers.",
        "euro",
        m_euro,
        mapped("units_per_euro", _from_european),
        "euro_conversion_numeric.csv",
        "currency",
        [("standardize_number", {"column": "units_per_euro", "decimal": ","})],
        prep="all 11 currencies, code as a column, the country added by hand, the rate written with a "
        "decimal comma and dots between thousands",
    ),
    # DAG-level
    RealTask(
        "fresh3_dag_heights_cm",
        "refinement",
        "Father's, mother's and child's heights to centimetres please (they're in inches now), two decimals.",
        "GaltonFamilies",
        m_galton,
        e_galton,
        "galton_heights_cm.csv",
        "child_id",
        [
            ("convert_unit", {"column": c, "to_unit": "cm", "default_unit": "in", "round": 2})
            for c in ("father", "mother", "childHeight")
        ],
        prep="all 934 children, an id made of family and birth order, the mid-parent height left out",
        level="dag",
    ),
    RealTask(
        "fresh3_dag_occupation_pay",
        "labeling",
        "Four occupations have no type recorded, so put unknown there. Then band every occupation by its "
        "average income in a new pay_band column: high from $10,000 up, middle from $5,000 to under $10,000, "
        "low below $5,000.",
        "Prestige",
        m_prestige,
        e_prestige,
        "occupations_1971_banded.jsonl",
        "occupation",
        [
            ("impute_constant", {"columns": ["type"], "value": "unknown"}),
            (
                "label_conditions",
                prefix_conditions(
                    "pay_band", [("high", "income", ">=", 10000), ("middle", "income", ">=", 5000)], "low"
                ),
            ),
        ],
        target="pay_band",
        prep="all 102 occupations, name as a column with spaces for dots, as JSONL; the 4 blank types are "
        "the dataset's own NA",
        level="dag",
    ),
    RealTask(
        "fresh3_dag_florida_buchanan",
        "integration",
        "Merge the two Florida 2000 vote files on county, and keep the counties that are only in one of them "
        "too. Then add a review column: yes where Buchanan got 500 votes or more, no everywhere else.",
        "Florida",
        m_florida,
        e_florida,
        "florida_2000_review.csv",
        "county",
        [
            ("join_composite", {"keys": ["county"], "how": "outer", "conflict": "suffix"}),
            (
                "label_conditions",
                prefix_conditions("review", [("yes", "BUCHANAN", ">=", 500)], "no"),
            ),
        ],
        target="review",
        prep="all 67 counties, name as a column (dots as spaces, ST. kept), split into the three main "
        "candidates and the others with the total; 3 counties removed from each file, the second shuffled",
        level="dag",
    ),
]


build_suite, main = suite_commands(TASKS, FRESH3_DIR, SEED, sources=SOURCES, head=README_HEAD)


if __name__ == "__main__":
    main()
