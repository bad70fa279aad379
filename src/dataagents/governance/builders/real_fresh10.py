"""Builds the tenth held-out governance suite on real tables (``suites/govbench_real_fresh10``).

Made the way ``real_fresh9.py`` made the ninth: 22 R datasets that no earlier real-table suite touches, cut
small and dirty only where the scenario needs it, one e-mail-style request each, and ground truth from a
reference pipeline checked against a plain-pandas reading. Only the tables, the requests and the few helpers
they need are new. The requests were written blind to the governance agent's reader and planner: the suite
measures generalisation and is never a source of rules.

    python -m dataagents.governance.builders.real_fresh10 [OUT_DIR] [task_id,...]
"""

from __future__ import annotations

import random

import pandas as pd

from dataagents.governance.builders import noise as N
from dataagents.governance.builders.real import (
    Frames,
    RealTask,
    e_dates,
    e_union,
    fill,
    keep,
    labelled,
    mapped,
    numbered,
    one,
    r_data,
    suite_commands,
)
from dataagents.governance.builders.real_fresh import prefix_conditions
from dataagents.governance.builders.real_fresh2 import _DATASETS
from dataagents.governance.builders.real_fresh4 import _MASS, _PSCL, _VCD, _placed_after
from dataagents.governance.builders.real_fresh6 import _HISTDATA
from dataagents.governance.builders.real_fresh7 import (
    _ECDAT,
    _GPL2_3,
    _GPL2_LATER,
    _HSAUR,
    _LME4,
    _RPART,
    _copies_after_or_before,
    _spaced_blanks,
)
from dataagents.governance.builders.real_fresh7 import README_HEAD as _FRESH7_HEAD
from dataagents.governance.builders.real_fresh9 import FRESH9_DIR, INCH_IN_CM

SEED = 20261219
FRESH10_DIR = FRESH9_DIR.parent / "govbench_real_fresh10"

SOURCES: dict[str, str] = {
    "vote92": f"{_PSCL}; Alvarez & Nagler 1995 from the 1992 American National Election Study, reported vote, "
    "party identification, economic views and ideological distances of 909 voters), licence GPL-2",
    "Titanic": f"{_DATASETS}; Dawson 1995, people aboard the Titanic by class, sex, age and survival), {_GPL2_3}",
    "Langren.all": f"{_HISTDATA}; van Langren 1628-1644 and Lelewel 1851 via Friendly et al. 2010, 61 estimates "
    "of the longitude distance between Toledo and Rome on all known versions of van Langren's graph), licence GPL",
    "cars": f"{_DATASETS}; Ezekiel 1930, speed and stopping distance of 50 cars recorded in the 1920s), {_GPL2_3}",
    "solder": f"{_RPART}; Chambers & Hastie 1992, visible solder skips on printed-circuit boards in a 720-run "
    f"designed experiment varying opening, solder thickness, mask, pad type and panel), {_GPL2_3}",
    "JohnsonJohnson": f"{_DATASETS}; Shumway & Stoffer 2000, quarterly earnings in dollars per Johnson & Johnson "
    f"share 1960-1980), {_GPL2_3}",
    "Treatment": f"{_ECDAT}; LaLonde 1986 via Dehejia & Wahba 1999, real earnings in 1974, 1975 and 1978 and "
    f"background of 2675 men in and outside a job-training programme), {_GPL2_LATER}",
    "weightgain": f"{_HSAUR}; Hand et al. 1994, weight gain in grams of 40 rats fed diets differing in source "
    f"and amount of protein), {_GPL2_3}",
    "Rubber": f"{_MASS}; Davies & Goldsmith 1972, abrasion loss, hardness and tensile strength of 30 samples of "
    f"tyre rubber), {_GPL2_3}",
    "cbpp": f"{_LME4}; Lesnoff et al. 2004, new cases of contagious bovine pleuropneumonia and herd size in 15 "
    "Ethiopian zebu herds over four periods), licence GPL-2 or later",
    "Bowley": f"{_HISTDATA}; Bowley 1901, total value of British and Irish exports in millions of pounds "
    "1855-1899), licence GPL",
    "michelson": f"{_MASS}; Michelson 1879 via Weekes 1986 and Stigler 1977, five experiments of 20 runs "
    f"measuring the speed of light in km/s less 299000), {_GPL2_3}",
    "USstateAbbreviations": f"{_ECDAT}; Wikipedia's list of U.S. state abbreviations read on May 20, 2013, "
    f"names, status and ten kinds of codes of 76 political entities), {_GPL2_LATER}",
    "UCBAdmissions": f"{_DATASETS}; Bickel, Hammel & O'Connell 1975, applicants to the six largest graduate "
    f"departments at UC Berkeley in 1973 by admission, gender and department), {_GPL2_3}",
    "HairEyeColor": f"{_DATASETS}; Snee 1974, hair colour, eye colour and sex of 592 statistics students at "
    f"the University of Delaware), {_GPL2_3}",
    "longley": f"{_DATASETS}; Longley 1967, US macroeconomic series 1947-1962 with GNP, its deflator, "
    f"unemployment, armed forces, population and employment), {_GPL2_3}",
    "bioChemists": f"{_PSCL}; Long 1990, articles, sex, marital status, young children, department prestige "
    "and mentor's articles of 915 biochemistry PhD students), licence GPL-2",
    "agefat": f"{_HSAUR}; Mazess, Peppler & Gibbons 1984, age, body fat percentage and sex of 25 normal "
    f"adults), {_GPL2_3}",
    "iraqVote": f"{_PSCL}; Poole's 107th Senate roll calls and Leip's atlas, the 2002 Senate vote authorising "
    "force against Iraq with each senator's name, party, state and Gore's 2000 vote share), licence GPL-2",
    "SpaceShuttle": f"{_VCD}; Dalal, Fowlkes & Hoadley 1989 via Friendly 2000, launch temperature, leak-check "
    "pressure and O-ring failures and damage of 24 space shuttle flights before the Challenger disaster), "
    "licence GPL-2",
    "nhtemp": f"{_DATASETS}; Vaux & Brinker 1972 via McNeil 1977, average yearly temperature in degrees "
    f"Fahrenheit in New Haven, Connecticut 1912-1971), {_GPL2_3}",
    "PearsonLee": f"{_HISTDATA}; Pearson & Lee 1896 and 1903 via Wachsmuth, Wilkinson & Dallal 2003, frequency "
    "table of the heights in inches of parents and their children by sex of parent and child), licence GPL",
}


# ---- filtering ----------------------------------------------------------------------------------------
def m_vote92(rng):
    df = r_data("vote92")
    return {
        "election_1992_survey.csv": numbered(df.iloc[sorted(rng.sample(range(len(df)), 300))], "respondent")
    }


def m_titanic(rng):
    return {"titanic_people.jsonl": r_data("Titanic").reset_index(drop=True)}


UNNAMED_SOURCES = ["Algunos1", "Algunos2"]


def m_langren(rng):
    return {"toledo_rome_longitudes.tsv": r_data("Langren.all").reset_index(drop=True)}


# ---- refinement ---------------------------------------------------------------------------------------
FOOT_IN_METRES = 0.3048


def m_cars(rng):
    return {"braking_tests.csv": numbered(r_data("cars"), "car")}


OPENINGS = {"S": "small", "M": "medium", "L": "large"}


def m_solder(rng):
    df = r_data("solder")
    return {"solder_trial.tsv": numbered(df.iloc[sorted(rng.sample(range(len(df)), 300))], "test")}


def m_johnson(rng):
    df = r_data("JohnsonJohnson")
    year = df["time"].round(2).astype(int)
    quarter = ((df["time"] - year) * 4).round().astype(int) + 1
    out = pd.DataFrame(
        {
            "date": [
                (pd.Timestamp(year=y, month=3 * q, day=1) + pd.offsets.MonthEnd(0)).strftime("%Y-%m-%d")
                for y, q in zip(year, quarter, strict=True)
            ]
        }
    )
    out["earnings"] = df["JohnsonJohnson"].to_numpy()
    # quarter ends fall on the 30th or 31st: a month-first or day-first date can never be read the wrong way
    return {
        "jnj_quarterly_earnings.xlsx": N.format_drift(
            numbered(out, "period"), "date", "date", 0.6, seed=rng.randrange(10**6)
        )
    }


TREATMENT_COLUMNS = ["treat", "age", "educ", "ethn", "married", "re74", "re75", "re78"]


def _typed_dollars(v: float, rng: random.Random) -> str:
    """An amount typed by hand: thousands separators, a dollar sign or code in front, or both."""
    return rng.choice([f"${v:,.2f}", f"{v:,.2f}", f"USD {v:,.2f}", f"US$ {v:,.2f}", f"USD {v:.2f}"])


def m_treatment(rng):
    df = r_data("Treatment")
    df = numbered(df.iloc[sorted(rng.sample(range(len(df)), 300))][TREATMENT_COLUMNS], "participant")
    df["re78"] = [_typed_dollars(float(v), rng) if rng.random() < 0.8 else v for v in df["re78"]]
    return {"job_training_earnings.csv": df}


def e_dollars(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["re78"] = [
        float(str(v).replace("US$", "").replace("USD", "").replace("$", "").replace(",", ""))
        for v in df["re78"]
    ]
    return df


# ---- imputation ---------------------------------------------------------------------------------------
def m_weightgain(rng):
    df = numbered(r_data("weightgain"), "rat")
    # one or three blanks a diet, so that each diet mean is over nine or seven rats and never ends in a 5 that
    # one-decimal rounding would have to break
    groups = [list(g.index) for _, g in df.groupby(["source", "type"])]
    gone = {i for g, n in zip(groups, rng.sample([1, 1, 3, 3], 4), strict=True) for i in rng.sample(g, n)}
    df["weightgain"] = [None if i in gone else v for i, v in zip(df.index, df["weightgain"], strict=True)]
    return {"rat_protein_diets.jsonl": df}


def e_weightgain(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    diet_mean = df.groupby(["source", "type"])["weightgain"].transform("mean").round(1)
    df["weightgain"] = df["weightgain"].fillna(diet_mean)
    return df


def m_rubber(rng):
    df = numbered(r_data("Rubber"), "sample")
    gone = set(rng.sample(range(len(df)), 5))
    df["hard"] = [None if i in gone else v for i, v in zip(df.index, df["hard"], strict=True)]
    return {"tyre_rubber_tests.csv": df}


def m_cbpp(rng):
    df = r_data("cbpp").sort_values(["herd", "period"]).reset_index(drop=True)
    gone = _spaced_blanks(df, "herd", 10, rng)
    df["size"] = [None if i in gone else v for i, v in zip(df.index, df["size"], strict=True)]
    # the follow-up sheet lists every herd visited in a period before the next period
    return {"cbpp_herds.xlsx": numbered(df.sort_values(["period", "herd"]), "record")}


def e_cbpp(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    by_herd = df.sort_values(["herd", "period"])
    df["size"] = by_herd.groupby("herd")["size"].ffill().reindex(df.index)
    return df


# ---- deduplication ------------------------------------------------------------------------------------
def m_bowley(rng):
    df = r_data("Bowley").reset_index(drop=True)
    first = [pd.Timestamp("1900-03-01") + pd.Timedelta(days=rng.randrange(0, 120)) for _ in range(len(df))]
    df["keyed_on"] = [d.strftime("%Y-%m-%d") for d in first]
    picks = rng.sample(range(len(df)), 12)
    again = df.iloc[picks].copy()
    again["Value"] = [
        round(v * (1 + rng.choice([-1, 1]) * rng.uniform(0.01, 0.04)), 1) for v in again["Value"]
    ]
    again["keyed_on"] = [
        (first[i] + pd.Timedelta(days=rng.randrange(20, 150))).strftime("%Y-%m-%d") for i in picks
    ]
    return {"bowley_exports.tsv": _copies_after_or_before(df, again, picks, rng)}


def e_bowley(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    latest = df.sort_values("keyed_on", kind="stable").drop_duplicates("Year", keep="last")
    return df.loc[sorted(latest.index)].reset_index(drop=True)


def m_michelson(rng):
    df = r_data("michelson")[["Expt", "Run", "Speed"]].reset_index(drop=True)
    start = rng.randrange(10, 80)
    # a block of 12 consecutive runs pasted a second time, straight after itself
    block = df.iloc[start : start + 12]
    out = pd.concat([df.iloc[: start + 12], block, df.iloc[start + 12 :]], ignore_index=True)
    return {"michelson_light_runs.csv": out}


STATE_COLUMNS = ["Name", "Status", "ANSI.digits", "USPS", "AP"]


def m_states(rng):
    df = r_data("USstateAbbreviations")
    df = df[df["Status"].str.startswith("State") | (df["Status"] == "Federal district")]
    df = df[STATE_COLUMNS].reset_index(drop=True)
    df["ANSI.digits"] = df["ANSI.digits"].astype(int)
    picks = rng.sample(range(len(df)), 9)
    again = df.iloc[picks].copy()
    again["Name"] = again["Name"].str.upper()
    return {"state_abbreviations.jsonl": _placed_after(df, again, picks, rng)}


def e_states(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    return df[~df["Name"].str.lower().duplicated()].reset_index(drop=True)


# ---- integration --------------------------------------------------------------------------------------
UCB_KEYS = ["Dept", "Gender"]


def m_ucb(rng):
    df = r_data("UCBAdmissions")
    admitted = df[df["Admit"] == "Admitted"][[*UCB_KEYS, "Freq"]].rename(columns={"Freq": "admitted"})
    rejected = df[df["Admit"] == "Rejected"][["Gender", "Dept", "Freq"]].rename(columns={"Freq": "rejected"})
    return {
        "berkeley_admitted.csv": admitted.reset_index(drop=True),
        "berkeley_rejected.jsonl": rejected.sort_values(["Gender", "Dept"]).reset_index(drop=True),
    }


def e_ucb(frames: Frames) -> pd.DataFrame:
    return frames["berkeley_admitted.csv"].merge(frames["berkeley_rejected.jsonl"], on=UCB_KEYS, how="inner")


SEXES = ["male", "female"]


def m_hair_eye(rng):
    df = r_data("HairEyeColor")
    men = df[df["Sex"] == "Male"][["Hair", "Eye", "Freq"]].reset_index(drop=True)
    women = df[df["Sex"] == "Female"][["Eye", "Hair", "Freq"]].reset_index(drop=True)
    return {"hair_eye_men.csv": men, "hair_eye_women.tsv": women}


def m_longley(rng):
    df = r_data("longley").reset_index(drop=True)
    gaps = rng.sample(range(len(df)), 3)
    labour = df[["Year", "Employed", "Unemployed", "Armed.Forces", "Population"]].drop(index=gaps[:2])
    accounts = df[["Year", "GNP", "GNP.deflator"]].drop(index=gaps[2:])
    return {
        "longley_labour.csv": labour.reset_index(drop=True),
        "longley_accounts.jsonl": accounts.reset_index(drop=True),
    }


def e_longley(frames: Frames) -> pd.DataFrame:
    return frames["longley_labour.csv"].merge(frames["longley_accounts.jsonl"], on="Year", how="inner")


# ---- labeling -----------------------------------------------------------------------------------------
def m_biochemists(rng):
    df = r_data("bioChemists")
    return {
        "biochemistry_students.tsv": numbered(df.iloc[sorted(rng.sample(range(len(df)), 300))], "student")
    }


def _productivity(r: pd.Series) -> str:
    return "inactive" if r["art"] == 0 else "steady" if r["art"] <= 3 else "prolific"


def m_agefat(rng):
    return {"body_composition.csv": numbered(r_data("agefat"), "subject")}


FAT_LIMITS = {"female": 32, "male": 25}


def _fat_rating(r: pd.Series) -> str:
    return "high" if r["fat"] >= FAT_LIMITS[r["sex"]] else "normal"


def m_iraq(rng):
    return {"senate_iraq_vote.xlsx": r_data("iraqVote").reset_index(drop=True)}


PARTIES = {"R": "Republican", "D": "Democrat", "Indep": "Independent"}


def _party(r: pd.Series) -> str:
    code = r["name"].split("(")[1].split()[0]
    return PARTIES[code]


# ---- DAG-level ----------------------------------------------------------------------------------------
def m_shuttle(rng):
    return {"shuttle_orings.csv": r_data("SpaceShuttle").reset_index(drop=True)}


def e_shuttle(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df = df[df["Fail"].notna()].reset_index(drop=True)
    df["launch"] = ["cold" if t < 65 else "mild" for t in df["Temperature"]]
    return df


def m_nhtemp(rng):
    df = r_data("nhtemp").rename(columns={"time": "year", "nhtemp": "temperature"}).reset_index(drop=True)
    df["year"] = df["year"].astype(int)
    return {
        "new_haven_1912_1945.csv": df[df["year"] <= 1945].reset_index(drop=True),
        "new_haven_1938_1971.jsonl": df[df["year"] >= 1938].reset_index(drop=True),
    }


def e_nhtemp(frames: Frames) -> pd.DataFrame:
    df = pd.concat(list(frames.values()), ignore_index=True).drop_duplicates().reset_index(drop=True)
    df["verdict"] = ["warm" if t >= 52 else "cool" for t in df["temperature"]]
    return df


def m_pearson_lee(rng):
    df = r_data("PearsonLee")
    return {"pearson_lee_heights.tsv": numbered(df.iloc[sorted(rng.sample(range(len(df)), 300))], "line")}


def e_pearson_lee(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df = df[(df["par"] == "Mother") & (df["chl"] == "Daughter")].reset_index(drop=True)
    for c in ("child", "parent"):
        df[c] = [round(v * INCH_IN_CM, 2) for v in df[c]]
    return df


README_HEAD = """# GovBench real-table held-out suite, tenth set

{n} governance tasks on real public tables that none of the development suite (`govbench_real`) and the nine
earlier held-out suites (`govbench_real_fresh` to `govbench_real_fresh9`) uses. The requests read like e-mails
from different people to a data person: some curt, some with a sentence of background or a word of thanks, one
as a bullet list, some with the condition first and some with it last; columns are named by what they hold or
by a synonym rather than by their header, and details a colleague would take for granted are left out. Built
by `python -m dataagents.governance.builders.real_fresh10 [OUT]` (deterministic, seed {seed}).

"""
# the held-out note, the method and the measuring commands are the seventh set's, word for word
README_HEAD += _FRESH7_HEAD[
    _FRESH7_HEAD.index("**Held out.**") : _FRESH7_HEAD.index("Everyday requests")
].replace("govbench_real_fresh7", "govbench_real_fresh10")
README_HEAD += """\
Everyday requests covered: dropping the rows of one answer, rows whose count is zero, and rows of one author
or of two named sources; feet to metres for one of two measured columns, letter codes spelled out as words,
dates typed in several styles written one way, and amounts typed with separators and currency marks turned
into numbers; gaps filled with the mean of the same two-way group, with the overall mean rounded to a whole
number, and from the same herd's previous period in a file ordered by period; the most recently keyed of two
entries kept, a block of pasted lines removed, and names entered again in capitals removed; two count sheets
joined on two keys, two sheets stacked with a column naming each one's group, and an inner join on the year;
labels in three bands of a count, from a threshold that depends on sex, and from a code in brackets after a
name; and three pipelines: dropping a row with no results then banding a number, stacking two overlapping
files, dropping the repeats and banding, and keeping one pair of groups then converting two columns from
inches.

Sources: R datasets from the packages `datasets`, `MASS`, `HistData`, `rpart`, `Ecdat`, `HSAUR`, `lme4`,
`pscl` and `vcd`, as shipped by the Python package `pydataset` (which bundles the Rdatasets collection); each
table's reference and licence is in the table below and in its task's `provenance`. The entry dates and
re-keyed values in `fresh10_dedup_bowley_latest_keying`, the pasted block in
`fresh10_dedup_light_runs_pasted_twice` and the capitalised second entries in
`fresh10_dedup_states_entered_twice` are invented by hand.

"""
README_HEAD += _FRESH7_HEAD[_FRESH7_HEAD.index("Scenario counts:") :]


TASKS: list[RealTask] = [
    # filtering
    RealTask(
        "fresh10_filter_perot_voters",
        "filtering",
        "We're only comparing the two major-party candidates in the 1992 election survey, so please take "
        "out every respondent who reported voting for Perot.",
        "vote92",
        m_vote92,
        keep(lambda d: d["vote"] != "Perot"),
        "election_1992_two_candidates.xlsx",
        "respondent",
        [
            (
                "filter_rows",
                {"conditions": [{"column": "vote", "op": "==", "value": "Perot"}], "action": "drop"},
            )
        ],
        prep="300 of the 909 respondents drawn at random, kept in their order, numbered",
    ),
    RealTask(
        "fresh10_filter_empty_titanic_groups",
        "filtering",
        "A few lines of the Titanic summary have a count of zero, crew children for instance, because "
        "nobody fell into that group. Delete those lines and leave the rest untouched.",
        "Titanic",
        m_titanic,
        keep(lambda d: d["Freq"] != 0),
        "titanic_people_nonzero.csv",
        None,
        [("filter_rows", {"conditions": [{"column": "Freq", "op": "==", "value": 0}], "action": "drop"})],
        prep="all 32 class, sex, age and survival groups with their counts, written as JSONL",
    ),
    RealTask(
        "fresh10_filter_langren_own_graphs",
        "filtering",
        "For the history-of-navigation talk I only want the longitude estimates as van Langren himself drew "
        "them, so Lelewel's 1851 redrawing has to go. Drop the unnamed sources too (Algunos1 and Algunos2).",
        "Langren.all",
        m_langren,
        keep(lambda d: (d["Author"] != "Lelewel") & ~d["Name"].isin(UNNAMED_SOURCES)),
        "toledo_rome_langren_only.jsonl",
        None,
        [
            (
                "filter_rows",
                {
                    "conditions": [
                        {"column": "Author", "op": "==", "value": "Lelewel"},
                        {"column": "Name", "op": "in", "value": UNNAMED_SOURCES},
                    ],
                    "match": "any",
                    "action": "drop",
                },
            )
        ],
        prep="all 61 estimates, written as TSV (12 of them Lelewel's, 4 credited to Algunos1 or Algunos2)",
    ),
    # refinement
    RealTask(
        "fresh10_refine_stopping_distance_metres",
        "refinement",
        "Those old braking tests give the stopping distance in feet, which nobody here can picture. Could "
        "you put it in metres with one decimal? Speeds can stay in miles per hour.",
        "cars",
        m_cars,
        mapped("dist", lambda v: round(v * FOOT_IN_METRES, 1)),
        "braking_tests_metric.jsonl",
        "car",
        [("convert_unit", {"column": "dist", "to_unit": "m", "default_unit": "ft", "round": 1})],
        prep="all 50 cars, numbered",
    ),
    RealTask(
        "fresh10_refine_solder_opening_words",
        "refinement",
        "Hi, on the circuit-board soldering trial the opening around the pad is only a letter: S, M or L. "
        "Please spell it out as small, medium and large so the plant people can read it.",
        "solder",
        m_solder,
        mapped("Opening", lambda v: OPENINGS[v]),
        "solder_trial_openings.xlsx",
        "test",
        [("map_values", {"column": "Opening", "mapping": OPENINGS})],
        prep="300 of the 720 runs drawn at random, kept in their order, numbered, written as TSV",
    ),
    RealTask(
        "fresh10_refine_quarter_end_dates",
        "refinement",
        "The quarter-end dates in the Johnson & Johnson earnings sheet were typed by different people in "
        "different styles. Make them all read year-month-day with dashes, as in 1960-03-31.",
        "JohnsonJohnson",
        m_johnson,
        e_dates,
        "jnj_quarterly_earnings.tsv",
        "period",
        [("standardize_date", {"column": "date", "format": "%Y-%m-%d"})],
        prep="all 84 quarters 1960-1980, numbered, the time written as the quarter's last day, written as "
        "XLSX; 60% of the dates rewritten in other styles (noise.format_drift date)",
    ),
    RealTask(
        "fresh10_refine_1978_earnings",
        "refinement",
        "In the job-training evaluation the 1978 earnings arrived as text with dollar signs, USD and "
        "thousands separators mixed in, so nothing adds up. Turn them into plain numbers please; the 1974 "
        "and 1975 earnings are already fine.",
        "Treatment",
        m_treatment,
        e_dollars,
        "job_training_earnings_clean.csv",
        "participant",
        [("standardize_number", {"column": "re78"})],
        prep="300 of the 2675 men drawn at random, kept in their order, numbered, 8 of the 10 columns; 80% "
        "of the 1978 earnings rewritten by hand with thousands separators and a dollar sign or code",
    ),
    # imputation
    RealTask(
        "fresh10_impute_rat_gain_diet_mean",
        "imputation",
        "Eight rats in the protein feeding experiment are missing their weight gain. Fill each one with the "
        "mean gain of the other rats on the same diet, meaning the same protein source and the same protein "
        "level, to one decimal.",
        "weightgain",
        m_weightgain,
        e_weightgain,
        "rat_protein_diets_filled.csv",
        "rat",
        [
            (
                "impute_groupwise",
                {"columns": ["weightgain"], "by": ["source", "type"], "strategy": "mean", "round": 1},
            )
        ],
        prep="all 40 rats, numbered, as JSONL; 8 weight gains blanked by hand, one in two of the four diets "
        "and three in the other two",
    ),
    RealTask(
        "fresh10_impute_rubber_hardness_average",
        "imputation",
        "Some of the tyre rubber samples came back without a hardness reading. Put in the average hardness "
        "of the samples that were measured, rounded to a whole number.",
        "Rubber",
        m_rubber,
        fill("hard", lambda d: round(d["hard"].mean())),
        "tyre_rubber_tests_filled.xlsx",
        "sample",
        [("impute_statistic", {"columns": ["hard"], "strategy": "mean", "round": 0})],
        prep="all 30 samples, numbered; 5 hardness readings blanked by hand",
    ),
    RealTask(
        "fresh10_impute_herd_size_previous_period",
        "imputation",
        "Herd size is blank on a few lines of the CBPP follow-up in Ethiopia. It barely changes from one "
        "visit to the next, so fill each blank with that herd's size in the previous period.",
        "cbpp",
        m_cbpp,
        e_cbpp,
        "cbpp_herds_filled.jsonl",
        "record",
        [("forward_fill", {"columns": ["size"], "order_by": "period", "by": ["herd"]})],
        prep="all 56 herd-periods, ordered by period then herd, numbered, written as XLSX; 10 herd sizes "
        "blanked by hand, never a herd's first period nor two periods running",
    ),
    # deduplication
    RealTask(
        "fresh10_dedup_bowley_latest_keying",
        "deduplication",
        "After the proofs came back, several years of Bowley's export series were keyed in a second time "
        "with corrected values. For each year, keep only the line keyed most recently.",
        "Bowley",
        m_bowley,
        e_bowley,
        "bowley_exports_final.csv",
        None,
        [("dedup_keep_latest", {"key": ["Year"], "timestamp": "keyed_on"})],
        prep="all 45 years, written as TSV; an entry date in spring 1900 invented by hand for each year, "
        "and 12 years keyed again 20-150 days later with the value 1-4% higher or lower, each just before "
        "or after the first entry",
    ),
    RealTask(
        "fresh10_dedup_light_runs_pasted_twice",
        "deduplication",
        "Someone pasted a block of Michelson's speed-of-light runs into the sheet twice, so those lines now "
        "appear two times. Can you remove the repeats? Each run of each experiment should be there once.",
        "michelson",
        m_michelson,
        lambda fr: one(fr).drop_duplicates().reset_index(drop=True),
        "michelson_light_runs_once.tsv",
        None,
        [("dedup_exact", {})],
        prep="all 100 runs, the experiment, run and speed columns; a block of 12 consecutive runs pasted "
        "again straight after itself",
    ),
    RealTask(
        "fresh10_dedup_states_entered_twice",
        "deduplication",
        "Our state abbreviation lookup has a handful of states entered a second time further down, with the "
        "name in capitals. Keep the first entry for each state and drop the later one.",
        "USstateAbbreviations",
        m_states,
        e_states,
        "state_abbreviations_unique.xlsx",
        None,
        [("dedup_exact", {"columns": ["Name"], "keep": "first", "normalize_text": True})],
        prep="the 50 states and the District of Columbia with their name, status, ANSI number, postal code "
        "and AP abbreviation, as JSONL; 9 of them entered again by hand with the name in capitals, each "
        "somewhere after the first entry",
    ),
    # integration
    RealTask(
        "fresh10_integrate_admitted_rejected",
        "integration",
        "Berkeley sent the 1973 graduate admissions as two sheets, admitted applicants in one and rejected "
        "in the other, both by department and gender. I'd like a single table with one line per department "
        "and gender showing both numbers.",
        "UCBAdmissions",
        m_ucb,
        e_ucb,
        "berkeley_admissions_1973.tsv",
        None,
        [("join_composite", {"keys": UCB_KEYS, "how": "inner"})],
        prep="the 24 counts split by admission into a CSV of the 12 admitted counts and a JSONL of the 12 "
        "rejected counts (columns in another order, sorted by gender)",
    ),
    RealTask(
        "fresh10_integrate_hair_eye_by_sex",
        "integration",
        "The hair and eye colour tallies from the statistics class were kept separately for men and women. "
        "Please stack the two sheets into one and add a column called sex that says male or female.",
        "HairEyeColor",
        m_hair_eye,
        e_union("sex", SEXES),
        "hair_eye_colour_all.jsonl",
        None,
        [("union_align", {"source_column": "sex", "source_names": SEXES})],
        prep="the 32 counts split by sex into a CSV for the men and a TSV for the women (columns in another "
        "order), the sex column left out",
    ),
    RealTask(
        "fresh10_integrate_longley_years",
        "integration",
        "Longley's employment figures and the national accounts came as two files, and each one is missing "
        "a year or so. Match them up by year, keeping only the years that appear in both.",
        "longley",
        m_longley,
        e_longley,
        "longley_combined.xlsx",
        None,
        [("join_composite", {"keys": ["Year"], "how": "inner"})],
        prep="all 16 years split into a CSV of employment, unemployment, armed forces and population "
        "without 2 years and a JSONL of GNP and its deflator without another year",
    ),
    # labeling
    RealTask(
        "fresh10_label_article_productivity",
        "labeling",
        "For the mentoring review, group the PhD students by the articles they published in their last "
        "three years of study: inactive for zero, steady for one to three and prolific for four or more. "
        "Put the group in a new column named productivity.",
        "bioChemists",
        m_biochemists,
        labelled("productivity", _productivity),
        "biochemistry_students_productivity.csv",
        "student",
        [
            (
                "label_conditions",
                prefix_conditions(
                    "productivity", [("inactive", "art", "==", 0), ("steady", "art", "<=", 3)], "prolific"
                ),
            )
        ],
        target="productivity",
        prep="300 of the 915 students drawn at random, kept in their order, numbered",
    ),
    RealTask(
        "fresh10_label_body_fat_rating",
        "labeling",
        "Thanks for the body composition file. Could you add a column called rating that says high when a "
        "woman's body fat is 32 percent or more or a man's is 25 percent or more, and normal for everyone "
        "else?",
        "agefat",
        m_agefat,
        labelled("rating", _fat_rating),
        "body_composition_rated.tsv",
        "subject",
        [
            (
                "label_conditions",
                {
                    "target": "rating",
                    "cases": [
                        {
                            "label": "high",
                            "conditions": [
                                {"column": "sex", "op": "==", "value": sex},
                                {"column": "fat", "op": ">=", "value": limit},
                            ],
                        }
                        for sex, limit in FAT_LIMITS.items()
                    ],
                    "default": "normal",
                },
            )
        ],
        target="rating",
        prep="all 25 adults, numbered",
    ),
    RealTask(
        "fresh10_label_senator_party",
        "labeling",
        "Each senator's party is only in brackets after the name on the Iraq vote list: R, D or Indep. Add "
        "a party column saying Republican, Democrat or Independent accordingly.",
        "iraqVote",
        m_iraq,
        labelled("party", _party),
        "senate_iraq_vote_parties.jsonl",
        "name",
        [
            (
                "label_rules",
                {
                    "column": "name",
                    "target": "party",
                    "rules": [{"pattern": rf"\({code} ", "label": party} for code, party in PARTIES.items()],
                    "default": "unknown",
                },
            )
        ],
        target="party",
        prep="all 100 senators, written as XLSX",
    ),
    # DAG-level
    RealTask(
        "fresh10_dag_shuttle_cold_launches",
        "filtering",
        "Shuttle O-ring data, two things please:\n- one flight has no inspection results at all, leave it "
        "out\n- then add a column launch that says cold for launches below 65 degrees and mild for the rest.",
        "SpaceShuttle",
        m_shuttle,
        e_shuttle,
        "shuttle_orings_launches.xlsx",
        "FlightNumber",
        [
            ("filter_rows", {"conditions": [{"column": "Fail", "op": "is_missing"}], "action": "drop"}),
            ("label_conditions", prefix_conditions("launch", [("cold", "Temperature", "<", 65)], "mild")),
        ],
        target="launch",
        prep="all 24 flights; flight 4's failure and damage record is the dataset's own NA",
        level="dag",
    ),
    RealTask(
        "fresh10_dag_new_haven_two_files",
        "deduplication",
        "I have New Haven's yearly mean temperatures in two files whose years overlap from the late 1930s "
        "to the mid 1940s. Put them together with each year only once, then mark every year warm if its "
        "mean was 52 degrees or more and cool if not, in a new column called verdict.",
        "nhtemp",
        m_nhtemp,
        e_nhtemp,
        "new_haven_temperatures.csv",
        "year",
        [
            ("union_align", {}),
            ("dedup_exact", {}),
            ("label_conditions", prefix_conditions("verdict", [("warm", "temperature", ">=", 52)], "cool")),
        ],
        target="verdict",
        prep="all 60 years split into a CSV of 1912-1945 and a JSONL of 1938-1971, the eight years "
        "1938-1945 in both",
        level="dag",
    ),
    RealTask(
        "fresh10_dag_mothers_daughters_metric",
        "refinement",
        "From Pearson and Lee's family heights I just need the mothers with their daughters, none of the "
        "fathers or sons. After that, convert both heights from inches to centimetres, to two decimals.",
        "PearsonLee",
        m_pearson_lee,
        e_pearson_lee,
        "mothers_daughters_cm.jsonl",
        "line",
        [
            (
                "filter_rows",
                {
                    "conditions": [
                        {"column": "par", "op": "==", "value": "Mother"},
                        {"column": "chl", "op": "==", "value": "Daughter"},
                    ],
                    "action": "keep",
                },
            ),
            ("convert_unit", {"column": "child", "to_unit": "cm", "default_unit": "in", "round": 2}),
            ("convert_unit", {"column": "parent", "to_unit": "cm", "default_unit": "in", "round": 2}),
        ],
        prep="300 of the 746 height pairs drawn at random, kept in their order, numbered",
        level="dag",
    ),
]


build_suite, main = suite_commands(TASKS, FRESH10_DIR, SEED, sources=SOURCES, head=README_HEAD)


if __name__ == "__main__":
    main()
