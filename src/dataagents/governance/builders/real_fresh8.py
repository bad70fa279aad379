"""Builds the eighth held-out governance suite on real tables (``suites/govbench_real_fresh8``).

The recipe is ``builders/real.py``'s, with helpers borrowed from the earlier held-out builders: 22 R datasets
that no earlier real-table suite touches, each cut small and made dirty only where its scenario needs it, and a
request written as an e-mail from a business user. Where operators express the request, a reference pipeline
and a plain-pandas reading both compute the ground truth and must agree; elsewhere the pandas table is it. The
requests were written blind to the governance agent's reader and planner, so the suite measures generalisation
and its wordings must never feed back into rules.

    python -m dataagents.governance.builders.real_fresh8 [OUT_DIR] [task_id,...]
"""

from __future__ import annotations

import random
from pathlib import Path

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
from dataagents.governance.builders.real_fresh import _iso, named, prefix_conditions
from dataagents.governance.builders.real_fresh2 import _DATASETS, _shuffled
from dataagents.governance.builders.real_fresh4 import _MASS, _VCD
from dataagents.governance.builders.real_fresh7 import _ECDAT, _GPL2_3, _GPL2_LATER, _copies_after_or_before
from dataagents.governance.builders.real_fresh7 import README_HEAD as _FRESH7_HEAD

SEED = 20261217
FRESH8_DIR = Path(__file__).resolve().parents[2] / "suites" / "govbench_real_fresh8"

SOURCES: dict[str, str] = {
    "Lifeboats": f"{_VCD}; Mersey 1912 via Friendly 2000, launch time, side, people aboard and capacity of the 18 "
    "Titanic lifeboats launched before the sinking), licence GPL-2",
    "UScrime": f"{_MASS}; Ehrlich 1973 and Vandaele 1978, crime rates, punishment and social indicators of 47 US "
    f"states in 1960), {_GPL2_3}",
    "bacteria": f"{_MASS}; Dr A. Leach, Menzies School of Health Research, tests for H. influenzae in 50 children "
    f"with otitis media in a drug trial), {_GPL2_3}",
    "stanford2": "R package 'survival' (Therneau; Escobar & Meeker 1992, Stanford heart transplant patients with "
    "age and T5 mismatch score), licence LGPL-2 or later",
    "forbes": f"{_MASS}; Forbes via Atkinson 1985 and Weisberg 1980, boiling point of water and barometric "
    f"pressure at 17 places in the Alps and Scotland), {_GPL2_3}",
    "rivers": f"{_DATASETS}; World Almanac and Book of Facts 1975 via McNeil 1977, lengths of 141 major North "
    f"American rivers in miles), {_GPL2_3}",
    "immer": f"{_MASS}; Immer, Hayes & Powers 1934, barley yields of five varieties at six Minnesota stations in "
    f"1931 and 1932), {_GPL2_3}",
    "DM": f"{_ECDAT}; Bekaert & Hodrick 1993, weekly Deutsche Mark / US dollar spot and forward rates "
    f"1975-1989), {_GPL2_LATER}",
    "VonBort": f"{_VCD}; von Bortkiewicz 1898 via Andrews & Herzberg 1985, deaths by horse kicks in 14 Prussian "
    "army corps 1875-1894), licence GPL-2",
    "skulls": "R package 'HSAUR' (Everitt & Hothorn; Hand et al. 1994, four measurements of 150 Egyptian skulls "
    f"from five epochs), {_GPL2_3}",
    "presidents": f"{_DATASETS}; The Gallup Organisation via McNeil 1977, quarterly approval rating of the US "
    f"president 1945-1974), {_GPL2_3}",
    "islands": f"{_DATASETS}; World Almanac and Book of Facts 1975 via McNeil 1977, areas of the 48 landmasses "
    f"larger than 10,000 square miles), {_GPL2_3}",
    "minn38": f"{_MASS}; Hoyt, Krishnaiah & Torrance 1959 via Plackett 1974, Minnesota high school graduates of "
    f"1938 by school rank, post-school status, father's occupation and sex), {_GPL2_3}",
    "Electricity": f"{_ECDAT}; Christensen & Greene 1976, cost, output and input prices of 158 US electricity "
    f"producers in 1970), {_GPL2_LATER}",
    "Cigarette": f"{_ECDAT}; Gruber via Stock & Watson 2003, cigarette consumption, prices and taxes of 48 US "
    f"states 1985-1995), {_GPL2_LATER}",
    "Crime": f"{_ECDAT}; Cornwell & Trumbull 1994, crime, policing and weekly wages of 90 North Carolina counties "
    f"1981-1987), {_GPL2_LATER}",
    "summer": "R package 'texmex' (Southworth, Heffernan & Metcalfe; Heffernan & Tawn 2004, daily maximum air "
    "pollution in Leeds city centre 1994-1998, the table 'summer' with its companion 'winter'), licence GPL-2 "
    "or later",
    "University": f"{_ECDAT}; Glass, McKillop & Hyndman 1995, students, staff, costs and research of 62 UK "
    f"universities in 1988), {_GPL2_LATER}",
    "Bundestag2005": f"{_VCD}; Statistisches Bundesamt, votes per party in the 16 German states at the 2005 "
    "Bundestag election), licence GPL-2",
    "Diamond": f"{_ECDAT}; Chu 2001, carat, colour, clarity, certification body and price of 308 diamonds sold "
    f"in Singapore), {_GPL2_LATER}",
    "urine": "R package 'boot' (Canty & Ripley; Andrews & Herzberg 1985, physical characteristics of 79 urine "
    "specimens and the presence of calcium oxalate crystals), licence Unlimited",
    "oats": f"{_MASS}; Yates 1935, yields of three oat varieties under four nitrogen levels in a split-plot "
    f"field trial of 6 blocks), {_GPL2_3}",
}


# ---- filtering ----------------------------------------------------------------------------------------
def m_lifeboats(rng):
    return {"titanic_lifeboats.csv": r_data("Lifeboats").reset_index(drop=True)}


def m_uscrime(rng):
    return {"us_crime_1960.tsv": r_data("UScrime").reset_index(drop=True)}


def m_bacteria(rng):
    return {"ear_infection_checks.jsonl": r_data("bacteria").reset_index(drop=True)}


# ---- refinement ---------------------------------------------------------------------------------------
def m_forbes(rng):
    return {"forbes_boiling_points.xlsx": numbered(r_data("forbes"), "reading")}


MILE_IN_KM = 1.609344


def m_rivers(rng):
    return {"river_lengths.csv": numbered(r_data("rivers").rename(columns={"x": "length"}), "river")}


STATIONS = {
    "UF": "University Farm",
    "W": "Waseca",
    "M": "Morris",
    "C": "Crookston",
    "GR": "Grand Rapids",
    "D": "Duluth",
}


def m_immer(rng):
    return {"barley_trial_1931_1932.csv": numbered(r_data("immer"), "entry")}


def m_dm(rng):
    df = r_data("DM")
    df = df[(df["date"] >= 19750101) & (df["date"] < 19780101)].copy()
    df["date"] = pd.to_datetime(df["date"].astype(str), format="%Y%m%d").dt.strftime("%Y-%m-%d")
    df = numbered(df, "week")
    return {"mark_dollar_weekly.csv": N.format_drift(df, "date", "date", 0.7, seed=rng.randrange(10**6))}


# ---- imputation ---------------------------------------------------------------------------------------
def m_vonbort(rng):
    df = numbered(r_data("VonBort"), "record")
    zeros = [i for i in df.index if df.at[i, "deaths"] == 0]
    # only true zeros are left blank: a clerk skipping the nothing-happened cells, so a 0 restores the data
    gone = set(rng.sample(zeros, 60))
    df["deaths"] = [None if i in gone else v for i, v in zip(df.index, df["deaths"], strict=True)]
    return {"horse_kick_deaths.tsv": df}


def m_skulls(rng):
    df = numbered(r_data("skulls"), "skull")
    return {"egyptian_skulls.xlsx": N.missing_cells(df, ["nh"], 0.12, seed=rng.randrange(10**6))}


def m_presidents(rng):
    df = r_data("presidents").reset_index(drop=True)
    year = df["time"].astype(int)
    quarter = ((df["time"] - year) * 4).round().astype(int) + 1
    out = pd.DataFrame({"quarter": [f"{y} Q{q}" for y, q in zip(year, quarter, strict=True)]})
    out["approval"] = df["presidents"]
    # 1945 Q1 has no rating and nothing before it to repeat
    return {"presidential_approval.csv": out.iloc[1:].reset_index(drop=True)}


# ---- deduplication ------------------------------------------------------------------------------------
def _retyped_name(name: str, rng: random.Random) -> str:
    """The same name typed again by someone else: other case, or doubled and stray spaces."""
    styles = [str.upper, str.lower, lambda t: " " + "  ".join(t.split(" ")) + " "]
    return next(v for v in (rng.choice(styles)(name) for _ in range(20)) if v != name)


def m_islands(rng):
    df = named(r_data("islands"), "landmass").rename(columns={"x": "area"})
    picks = rng.sample(range(len(df)), 9)
    copies = df.iloc[picks].copy()
    copies["landmass"] = [_retyped_name(v, rng) for v in copies["landmass"]]
    # each copy somewhere after its original, so that the first entry is always the original spelling
    order = list(range(len(df))) + [rng.uniform(i + 0.5, len(df)) for i in picks]
    out = pd.concat([df, copies], ignore_index=True)
    return {"landmass_areas.jsonl": out.iloc[sorted(range(len(out)), key=order.__getitem__)]}


MINN38_KEY = ["hs", "phs", "fol", "sex"]


def m_minn38(rng):
    df = r_data("minn38").reset_index(drop=True)
    corrected = df.iloc[rng.sample(range(len(df)), 14)].copy()
    corrected["f"] = [
        v + rng.choice([2, 3, 4, 5]) * (1 if v < 6 else rng.choice([-1, 1])) for v in corrected["f"]
    ]
    out = pd.concat([df, _shuffled(corrected, rng)], ignore_index=True)
    return {"minnesota_graduates_1938.csv": out}


def m_electricity(rng):
    df = numbered(r_data("Electricity"), "unit")
    return {
        "power_producers_1970.csv": N.duplicate_rows(df, 0.09, seed=rng.randrange(10**6), id_column="unit")
    }


# ---- integration --------------------------------------------------------------------------------------
CRIME_KEYS = ["county", "year"]


def m_crime(rng):
    df = r_data("Crime")
    df = df[df["year"] >= 85].reset_index(drop=True)
    crime = df[[*CRIME_KEYS, "crmrte", "prbarr", "prbconv", "polpc", "density"]]
    wages = df[[*CRIME_KEYS, "wcon", "wtrd", "wser", "wmfg", "wfed"]]
    crime = crime.drop(index=rng.sample(range(len(df)), 9)).reset_index(drop=True)
    wages = wages.drop(index=rng.sample(range(len(df)), 11))
    return {"county_crime.csv": crime, "county_wages.jsonl": _shuffled(wages, rng)}


def m_leeds(rng):
    return {
        "leeds_summer.csv": r_data("summer").head(120).reset_index(drop=True),
        "leeds_winter.tsv": r_data("winter").head(120)[["PM10", "NO", "NO2", "O3"]].reset_index(drop=True),
    }


UNIVERSITY_NAMES = {
    "undstudents": "undergraduates",
    "poststudents": "postgraduates",
    "acnumbers": "academic_staff",
    "stfees": "student_fees",
    "resgr": "research_grants",
}


def m_university(rng):
    return {"uk_universities_1988.tsv": r_data("University").reset_index(drop=True)}


# ---- labeling -----------------------------------------------------------------------------------------
EAST_STATES = ["Mecklenburg-Vorpommern", "Brandenburg", "Sachsen-Anhalt", "Berlin", "Sachsen", "Thueringen"]


def m_bundestag(rng):
    return {"bundestag_2005_votes.csv": named(r_data("Bundestag2005"), "state")}


def m_diamond(rng):
    df = r_data("Diamond")
    return {"singapore_diamonds.csv": numbered(df.iloc[sorted(rng.sample(range(len(df)), 300))], "stone")}


def m_urine(rng):
    return {"urine_specimens.csv": numbered(r_data("urine"), "specimen")}


# ---- DAG-level ----------------------------------------------------------------------------------------
def m_stanford(rng):
    df = r_data("stanford2").sort_values("id").reset_index(drop=True)
    return {"stanford_transplants.csv": df}


CIGARETTE_COLUMNS = ["state", "year", "pop", "packpc", "income", "tax", "avgprs", "taxs"]


def m_cigarette(rng):
    df = r_data("Cigarette")
    df = df[df["year"] >= 1993][CIGARETTE_COLUMNS].reset_index(drop=True)
    for c in ("packpc", "tax", "avgprs", "taxs"):
        df[c] = df[c].round(2)
    first = [pd.Timestamp("1996-01-15") + pd.Timedelta(days=rng.randrange(0, 90)) for _ in range(len(df))]
    df["received"] = [d.strftime("%Y-%m-%d") for d in first]
    picks = rng.sample(range(len(df)), 16)
    revised = df.iloc[picks].copy()
    revised["packpc"] = [
        round(v * (1 + rng.choice([-1, 1]) * rng.uniform(0.01, 0.05)), 2) for v in revised["packpc"]
    ]
    revised["received"] = [
        (first[i] + pd.Timedelta(days=rng.randrange(20, 120))).strftime("%Y-%m-%d") for i in picks
    ]
    out = numbered(_copies_after_or_before(df, revised, picks, rng), "return_no")
    return {
        "cigarette_tax_returns.xlsx": N.format_drift(out, "received", "date", 0.6, seed=rng.randrange(10**6))
    }


def m_oats(rng):
    df = numbered(r_data("oats"), "plot")
    plots = df[["plot", "B", "V", "N"]].rename(columns={"B": "block", "V": "variety", "N": "nitrogen"})
    harvest = df[["plot", "Y"]].rename(columns={"plot": "plot_no", "Y": "yield"})
    return {"oat_plots.csv": plots, "oat_harvest.tsv": _shuffled(harvest, rng)}


# ---- plain-pandas meanings (independent of the operators) ---------------------------------------------
def e_forbes(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["bp"] = ((df["bp"] - 32) * 5 / 9).round(1)
    return df


def e_rivers(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["length"] = (df["length"] * MILE_IN_KM).round(0)
    return df


def e_dm(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["date"] = [pd.Timestamp(_iso(v)).strftime("%d/%m/%Y") for v in df["date"]]
    return df


def e_skulls(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["nh"] = df["nh"].fillna(df.groupby("epoch")["nh"].transform("mean").round(0))
    return df


def e_presidents(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["approval"] = df.sort_values("quarter")["approval"].ffill().reindex(df.index)
    return df


def e_islands(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    same_name = df["landmass"].map(lambda v: " ".join(str(v).split()).casefold())
    return df[~same_name.duplicated()].reset_index(drop=True)


def e_minn38(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    return df[~df.duplicated(subset=MINN38_KEY, keep="last")].reset_index(drop=True)


def e_electricity(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    figures = [c for c in df.columns if c != "unit"]
    by_number = df.sort_values("unit")
    kept = by_number[~by_number.duplicated(subset=figures)].index
    return df.loc[sorted(kept)].reset_index(drop=True)


def e_crime(frames: Frames) -> pd.DataFrame:
    return frames["county_crime.csv"].merge(frames["county_wages.jsonl"], on=CRIME_KEYS, how="inner")


def e_leeds(frames: Frames) -> pd.DataFrame:
    summer, winter = frames["leeds_summer.csv"], frames["leeds_winter.tsv"]
    return pd.concat([summer.assign(season="summer"), winter.assign(season="winter")], ignore_index=True)


def e_university(frames: Frames) -> pd.DataFrame:
    return one(frames)[list(UNIVERSITY_NAMES)].rename(columns=UNIVERSITY_NAMES)


def _region(r: pd.Series) -> str:
    return "east" if r["state"] in EAST_STATES else "west"


CLARITY_TIERS = {"IF": "premium", "VVS1": "high", "VVS2": "high", "VS1": "standard", "VS2": "standard"}


def _acidity(r: pd.Series) -> str:
    return "acidic" if r["ph"] < 5.5 else "normal" if r["ph"] <= 6.5 else "alkaline"


def e_stanford(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df = df[df["age"] >= 18].reset_index(drop=True)
    df["t5"] = df["t5"].fillna(df["t5"].median())
    return df


def e_cigarette(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["received"] = [_iso(v) for v in df["received"]]
    newest = df.groupby(["state", "year"])["received"].transform("max")
    return df[df["received"] == newest].reset_index(drop=True)


def _yield_class(v: float) -> str:
    return "poor" if v < 80 else "fair" if v < 120 else "good"


def e_oats(frames: Frames) -> pd.DataFrame:
    harvest = frames["oat_harvest.tsv"].rename(columns={"plot_no": "plot"})
    df = frames["oat_plots.csv"].merge(harvest, on="plot", how="left")
    df["yield_class"] = df["yield"].map(_yield_class)
    return df


README_HEAD = """# GovBench real-table held-out suite, eighth set

{n} governance tasks on real public tables that none of the development suite (`govbench_real`) and the seven
earlier held-out suites (`govbench_real_fresh` to `govbench_real_fresh7`) uses. The requests read like e-mails
from different people to a data person: some curt, some with a paragraph of background, a few as bullet lists,
some with the condition first; columns are named by what they hold (or by a synonym, or in another language
than the table's values) rather than by their header, and details a colleague would take for granted are left
out. Built by `python -m dataagents.governance.builders.real_fresh8 [OUT]` (deterministic, seed {seed}).

"""
# the held-out note, the method and the measuring commands are the seventh set's, word for word
README_HEAD += _FRESH7_HEAD[
    _FRESH7_HEAD.index("**Held out.**") : _FRESH7_HEAD.index("Everyday requests")
].replace("govbench_real_fresh7", "govbench_real_fresh8")
README_HEAD += """\
Everyday requests covered: dropping rows by comparing two columns of the same row, rows carrying a yes/no flag,
and keeping only rows whose value is one of a short list; Fahrenheit to Celsius, miles to kilometres, station
initials spelled out (where the same letters mean something else in another column), and mixed dates rewritten
day first; blanks that mean zero, gaps filled with the rounded mean of the same group, and gaps in a time series
carried forward; repeats whose name was typed again in another case or spacing, corrections appended at the
bottom of the sheet on a four-column key, and copies keyed again under a new number; an inner join on two keys,
stacking two files with a source column where one file lacks a column, and keeping five columns under new
names; labels from a list of place names given in another language, from grade codes, and from numeric bands;
and three pipelines: dropping minors then filling a median, rewriting mixed dates then keeping each key's latest
row, and a join on keys named differently followed by banding.

Sources: R datasets from the packages `datasets`, `MASS`, `Ecdat`, `vcd`, `HSAUR`, `survival`, `texmex` and
`boot`, as shipped by the Python package `pydataset` (which bundles the Rdatasets collection); each table's
reference and licence is in the table below and in its task's `provenance`. The corrected counts in
`fresh8_dedup_corrected_counts_last`, the receipt dates and revised pack sales in
`fresh8_dag_cigarette_latest_returns`, and the retyped names in `fresh8_dedup_islands_retyped` are invented by
hand.

"""
README_HEAD += _FRESH7_HEAD[_FRESH7_HEAD.index("Scenario counts:") :]


TASKS: list[RealTask] = [
    # filtering
    RealTask(
        "fresh8_filter_half_empty_lifeboats",
        "filtering",
        "If a lifeboat left the Titanic carrying fewer people than half the seats it had, take it out of the "
        "list. We are only charting the boats that were lowered at least half full.",
        "Lifeboats",
        m_lifeboats,
        keep(lambda d: d["total"] >= d["cap"] / 2),
        "lifeboats_half_full.jsonl",
        "boat",
        kind="removal",
        prep="all 18 lifeboats; no operator compares two columns of a row, so the ground truth is the pandas "
        "table (3 boats carried fewer people than half their capacity)",
    ),
    RealTask(
        "fresh8_filter_outside_south",
        "filtering",
        "Hi, for Thursday's deterrence comparison please remove the Southern states from the 1960 crime file "
        "(there is a flag for them). Everything else stays as it is.",
        "UScrime",
        m_uscrime,
        keep(lambda d: d["So"] != 1),
        "us_crime_1960_non_south.csv",
        None,
        [("filter_rows", {"conditions": [{"column": "So", "op": "==", "value": 1}], "action": "drop"})],
        prep="all 47 states (16 Southern), written as TSV",
    ),
    RealTask(
        "fresh8_filter_on_treatment_weeks",
        "filtering",
        "Ear infection trial, on-treatment analysis: we only look at the swabs taken in weeks 2, 4 and 6. The "
        "baseline checks at week 0 and the week 11 follow-up should not be in the file I get back.",
        "bacteria",
        m_bacteria,
        keep(lambda d: d["week"].isin([2, 4, 6])),
        "ear_infection_on_treatment.tsv",
        None,
        [
            (
                "filter_rows",
                {"conditions": [{"column": "week", "op": "in", "value": [2, 4, 6]}], "action": "keep"},
            )
        ],
        prep="all 220 checks of the 50 children, as JSONL",
    ),
    # refinement
    RealTask(
        "fresh8_refine_boiling_celsius",
        "refinement",
        "Forbes took his boiling point readings in degrees Fahrenheit, but the physics class works in Celsius. "
        "Could you convert them to one decimal place and leave the barometric pressures alone?",
        "forbes",
        m_forbes,
        e_forbes,
        "forbes_boiling_celsius.csv",
        "reading",
        kind="cells",
        prep="all 17 readings, numbered, written as XLSX; no operator converts temperatures, so the ground truth "
        "is the pandas table",
    ),
    RealTask(
        "fresh8_refine_river_kilometres",
        "refinement",
        "Our atlas is metric. The USGS river list gives every length in miles; change them to kilometres, "
        "rounded to the nearest whole kilometre.",
        "rivers",
        m_rivers,
        e_rivers,
        "river_lengths_km.jsonl",
        "river",
        [("convert_unit", {"column": "length", "to_unit": "km", "default_unit": "mi", "round": 0})],
        prep="all 141 rivers, numbered (the vector has no names)",
    ),
    RealTask(
        "fresh8_refine_station_names",
        "refinement",
        "In Immer's barley sheet the six Minnesota stations appear only as initials, which the growers won't "
        "recognise. Spell them out: UF is University Farm, W Waseca, M Morris, C Crookston, GR Grand Rapids and "
        "D Duluth (the variety letters stay as they are).",
        "immer",
        m_immer,
        mapped("Loc", lambda v: STATIONS[str(v)]),
        "barley_trial_stations.xlsx",
        "entry",
        [("map_values", {"column": "Loc", "mapping": STATIONS})],
        prep="all 30 station-variety rows, numbered; the variety column also uses M for Manchuria",
    ),
    RealTask(
        "fresh8_refine_dates_day_first",
        "refinement",
        "The Friday dates in the mark/dollar rate file were pasted in from several systems and no longer look "
        "alike; the ones with slashes came from the New York office, month first. Our Frankfurt desk reads dates day first, so please put every one as day/month/year with "
        "slashes and a two-digit day and month, like 03/01/1975 for the third of January 1975.",
        "DM",
        m_dm,
        e_dm,
        "mark_dollar_weekly_dates.tsv",
        "week",
        [("standardize_date", {"column": "date", "format": "%d/%m/%Y"})],
        prep="the 157 weeks of 1975-1977, numbered, the yyyymmdd dates first written as ISO dates; 70% of them "
        "then rewritten in other formats (noise.format_drift date)",
    ),
    # imputation
    RealTask(
        "fresh8_impute_no_deaths_zero",
        "imputation",
        "Whoever typed up von Bortkiewicz's horse-kick tables left the count empty whenever a corps had no "
        "deaths in a year. Please put a zero in those empty spots.",
        "VonBort",
        m_vonbort,
        lambda fr: one(fr).fillna({"deaths": 0}),
        "horse_kick_deaths_complete.csv",
        "record",
        [("impute_constant", {"columns": ["deaths"], "value": 0})],
        prep="all 280 corps-years, numbered, written as TSV; 60 of the 144 zero death counts left blank by hand",
    ),
    RealTask(
        "fresh8_impute_nasal_height_epoch",
        "imputation",
        "A few nasal heights are missing from the Egyptian skull measurements. Estimate each one as the "
        "average nasal height of the other skulls from the same epoch, rounded to a whole number.",
        "skulls",
        m_skulls,
        e_skulls,
        "egyptian_skulls_filled.tsv",
        "skull",
        [("impute_groupwise", {"columns": ["nh"], "by": ["epoch"], "strategy": "mean", "round": 0})],
        prep="all 150 skulls, numbered, written as XLSX; 12% of the nasal heights blanked (noise.missing_cells)",
    ),
    RealTask(
        "fresh8_impute_approval_previous_quarter",
        "imputation",
        "Gallup skipped a handful of quarters between 1945 and 1974, so the approval series has holes in it. "
        "For each missing quarter just repeat the most recent rating before it.",
        "presidents",
        m_presidents,
        e_presidents,
        "presidential_approval_filled.jsonl",
        "quarter",
        [("forward_fill", {"columns": ["approval"], "order_by": "quarter"})],
        prep="the 119 quarters from 1945 Q2 to 1974 Q4 (1945 Q1 has no rating and nothing before it), the time "
        "written as year and quarter; the 5 blank ratings are the dataset's own NA",
    ),
    # deduplication
    RealTask(
        "fresh8_dedup_islands_retyped",
        "deduplication",
        "Several landmasses ended up in the area list twice, the second time typed a bit differently (all "
        "capitals, lower case, stray spaces). Keep only the first entry for each landmass.",
        "islands",
        m_islands,
        e_islands,
        "landmass_areas_unique.csv",
        None,
        [("dedup_key", {"key": ["landmass"], "keep": "first", "ignore_case": True})],
        prep="all 48 landmasses, the name as a column, as JSONL; 9 of them entered again by hand with the name "
        "in upper or lower case or with doubled and stray spaces, each copy placed after its original",
    ),
    RealTask(
        "fresh8_dedup_corrected_counts_last",
        "deduplication",
        "At the bottom of the 1938 graduates sheet the clerk re-entered fourteen cells with corrected counts. "
        "When the same combination of school rank, what the graduate did next, father's occupation level and "
        "sex shows up twice, the lower line is the right one, so drop the one above it.",
        "minn38",
        m_minn38,
        e_minn38,
        "minnesota_graduates_corrected.xlsx",
        None,
        [("dedup_key", {"key": MINN38_KEY, "keep": "last"})],
        prep="all 168 cells of the four-way table; 14 corrected counts invented by hand (2 to 5 more or fewer "
        "graduates) and appended at the bottom in random order",
    ),
    RealTask(
        "fresh8_dedup_producers_keyed_twice",
        "deduplication",
        "A dozen or so of the 1970 power producers were keyed in a second time under a new line number, so the "
        "figures match but the number doesn't. Remove those repeats; of each pair keep the one with the lower "
        "number.",
        "Electricity",
        m_electricity,
        e_electricity,
        "power_producers_unique.jsonl",
        None,
        [
            (
                "dedup_exact",
                {
                    "columns": ["cost", "q", "pl", "sl", "pk", "sk", "pf", "sf"],
                    "keep": "smallest_id",
                    "id_column": "unit",
                },
            )
        ],
        prep="all 158 producers, numbered; 14 of them copied with new numbers 159-172 and the file shuffled "
        "(noise.duplicate_rows with an id column)",
    ),
    # integration
    RealTask(
        "fresh8_integrate_county_crime_wages",
        "integration",
        "I need North Carolina's crime figures and the weekly wages side by side for each county and year. "
        "Only the county-years that show up in both files should be in the result.",
        "Crime",
        m_crime,
        e_crime,
        "county_crime_wages.tsv",
        None,
        [("join_composite", {"keys": CRIME_KEYS, "how": "inner"})],
        prep="the 270 county-years of 1985-1987, split into a crime file (crime rate, arrest and conviction "
        "probabilities, police per head, density) with 9 county-years removed and a JSONL wages file (five "
        "weekly wages) with 11 removed, shuffled",
    ),
    RealTask(
        "fresh8_integrate_summer_winter_air",
        "integration",
        "Leeds city centre sent the summer and the winter daily maxima as two separate files. Please put them "
        "into one table with a season column (summer or winter) so we can compare them. The winter file never "
        "had sulphur dioxide readings, so leave that blank for winter days.",
        "summer",
        m_leeds,
        e_leeds,
        "leeds_air_pollution.csv",
        None,
        [("union_align", {"source_column": "season", "source_names": ["summer", "winter"]})],
        prep="the first 120 days of the 'summer' table and the first 120 days of the 'winter' table, the winter "
        "file written as TSV with its columns in another order and without SO2",
    ),
    RealTask(
        "fresh8_integrate_university_columns",
        "integration",
        "For the funding council extract I only need five of the university columns, renamed:\n"
        "- undergraduate students as undergraduates\n"
        "- postgraduate students as postgraduates\n"
        "- academic staff numbers as academic_staff\n"
        "- student fees as student_fees\n"
        "- research grants as research_grants\n"
        "Everything else can be dropped.",
        "University",
        m_university,
        e_university,
        "university_funding_extract.xlsx",
        None,
        [("map_columns", {"mapping": UNIVERSITY_NAMES, "drop_unmapped": True})],
        prep="all 62 universities and their 17 columns, written as TSV",
    ),
    # labeling
    RealTask(
        "fresh8_label_east_west_states",
        "labeling",
        "For the 2005 election write-up, tag each state as east or west in a new column called region. East "
        "means the former GDR states and Berlin, that is Brandenburg, Mecklenburg-Western Pomerania, Saxony, "
        "Saxony-Anhalt and Thuringia; all the others are west.",
        "Bundestag2005",
        m_bundestag,
        labelled("region", _region),
        "bundestag_2005_regions.csv",
        "state",
        [
            (
                "label_rules",
                {
                    "column": "state",
                    "target": "region",
                    "rules": [{"pattern": "^(" + "|".join(EAST_STATES) + ")$", "label": "east"}],
                    "default": "west",
                },
            )
        ],
        target="region",
        prep="all 16 states (their German names, as the table writes them), the name as a column",
    ),
    RealTask(
        "fresh8_label_clarity_tier",
        "labeling",
        "Sales would like the Singapore stones grouped into three tiers by clarity. Internally flawless ones "
        "are premium, the two VVS grades are high and the two VS grades are standard; add the tier as a new "
        "column named tier.",
        "Diamond",
        m_diamond,
        labelled("tier", lambda r: CLARITY_TIERS[r["clarity"]]),
        "singapore_diamonds_tiers.tsv",
        "stone",
        [
            (
                "label_rules",
                {
                    "column": "clarity",
                    "target": "tier",
                    "rules": [
                        {"pattern": "^IF$", "label": "premium"},
                        {"pattern": "^VVS[12]$", "label": "high"},
                        {"pattern": "^VS[12]$", "label": "standard"},
                    ],
                    "default": "other",
                },
            )
        ],
        target="tier",
        prep="300 of the 308 stones drawn at random, kept in their order, numbered",
    ),
    RealTask(
        "fresh8_label_urine_acidity",
        "labeling",
        "Where a specimen's pH is below 5.5, call it acidic; from 5.5 up to and including 6.5 it counts as "
        "normal, and anything higher is alkaline. The lab wants this in an acidity column next to the other "
        "measurements.",
        "urine",
        m_urine,
        labelled("acidity", _acidity),
        "urine_specimens_acidity.jsonl",
        "specimen",
        [
            (
                "label_conditions",
                prefix_conditions(
                    "acidity", [("acidic", "ph", "<", 5.5), ("normal", "ph", "<=", 6.5)], "alkaline"
                ),
            )
        ],
        target="acidity",
        prep="all 79 specimens, numbered; the 2 blank osmolarity and conductivity readings are the dataset's own NA",
    ),
    # DAG-level
    RealTask(
        "fresh8_dag_adult_transplants_mismatch",
        "filtering",
        "Two things on the Stanford heart transplant list before cardiology sees it:\n"
        "- patients younger than 18 at the time come out\n"
        "- after that, any blank T5 mismatch score gets the median of the scores that are left.",
        "stanford2",
        m_stanford,
        e_stanford,
        "stanford_transplants_adults.xlsx",
        "id",
        [
            ("filter_rows", {"conditions": [{"column": "age", "op": "<", "value": 18}], "action": "drop"}),
            ("impute_statistic", {"columns": ["t5"], "strategy": "median"}),
        ],
        prep="all 184 patients, sorted by id; the 27 blank T5 scores are the dataset's own NA",
        level="dag",
    ),
    RealTask(
        "fresh8_dag_cigarette_latest_returns",
        "deduplication",
        "Some states filed their 1993-95 cigarette tax returns twice, the second time with revised pack sales. "
        "Keep only the most recently received return for each state and year, and while you're at it write "
        "all the received dates as year-month-day, because they arrived in every format imaginable (the ones "
        "with slashes are American, month first).",
        "Cigarette",
        m_cigarette,
        e_cigarette,
        "cigarette_returns_latest.csv",
        "return_no",
        [
            ("standardize_date", {"column": "received", "format": "%Y-%m-%d"}),
            ("dedup_keep_latest", {"key": ["state", "year"], "timestamp": "received"}),
        ],
        prep="the 144 state-years of 1993-1995, 8 of the 9 columns (the price index left out), prices and taxes "
        "rounded to cents, written as XLSX; a receipt date in early 1996 invented for every row, and 16 "
        "resubmissions invented by hand (pack sales revised by 1-5%, received 20-120 days later), each just "
        "before or after its first return, then every return numbered; 60% of the receipt dates rewritten in other formats "
        "(noise.format_drift date)",
        level="dag",
    ),
    RealTask(
        "fresh8_dag_oat_plots_yield_class",
        "labeling",
        "The oat trial's plot layout and its harvest weights came as separate files, and the harvest file has "
        "its own plot numbers. Bring each plot's yield across and grade it in a yield_class column: under 80 is "
        "poor, 80 to 119 fair, 120 or more good.",
        "oats",
        m_oats,
        e_oats,
        "oat_trial_yield_classes.xlsx",
        "plot",
        [
            ("join_composite", {"left_keys": ["plot"], "right_keys": ["plot_no"], "how": "left"}),
            (
                "label_conditions",
                prefix_conditions(
                    "yield_class", [("poor", "yield", "<", 80), ("fair", "yield", "<", 120)], "good"
                ),
            ),
        ],
        target="yield_class",
        prep="all 72 sub-plots, numbered, split into a layout file (block, variety, nitrogen) and a TSV harvest "
        "file (plot number as plot_no, yield in quarter pounds), shuffled",
        level="dag",
    ),
]


build_suite, main = suite_commands(TASKS, FRESH8_DIR, SEED, sources=SOURCES, head=README_HEAD)


if __name__ == "__main__":
    main()
