"""Builds the nineteenth held-out governance suite on real tables (``suites/govbench_real_fresh19``).

The recipe of ``real_fresh16.py`` and the sets before it: 22 R datasets that no earlier real-table suite
touches (nor the same data under another name), cut small and made dirty only where the scenario needs it, one
request each written the way a business user writes an e-mail, and ground truth from a reference pipeline
checked against a plain-pandas reading. This set draws only on datasets whose names start with a letter from A
to L, so that it cannot meet the twentieth set, written at the same time from the second half of the alphabet.
The requests were written blind to the governance agent's reader and planner: the suite measures generalisation
and is never a source of rules.

    python -m dataagents.governance.builders.real_fresh19 [OUT_DIR] [task_id,...]
"""

from __future__ import annotations

import random
from typing import Any

import pandas as pd

from dataagents.governance.builders.real import (
    Frames,
    RealTask,
    e_union,
    keep,
    labelled,
    numbered,
    one,
    r_data,
    suite_commands,
)
from dataagents.governance.builders.real_fresh import prefix_conditions
from dataagents.governance.builders.real_fresh2 import _CAR, _MASS, _shuffled
from dataagents.governance.builders.real_fresh3 import _GPL2_3, _HSAUR
from dataagents.governance.builders.real_fresh4 import _VCD
from dataagents.governance.builders.real_fresh7 import _GPL2_LATER, _ROBUSTBASE
from dataagents.governance.builders.real_fresh11 import _BOOT, _COUNT
from dataagents.governance.builders.real_fresh12 import _KMSURV, _LATTICE
from dataagents.governance.builders.real_fresh14 import _PSYCH, _SEM
from dataagents.governance.builders.real_fresh15 import FRESH15_DIR, _blank, _stratified
from dataagents.governance.builders.real_fresh15 import README_HEAD as _FRESH15_HEAD
from dataagents.governance.builders.real_fresh16 import _DATASETS
from dataagents.governance.builders.real_fresh17 import _GPL3_LATER
from dataagents.governance.builders.real_fresh18 import _GAP, _row_filter

SEED = 20270102
FRESH19_DIR = FRESH15_DIR.parent / "govbench_real_fresh19"

SOURCES: dict[str, str] = {
    "affect": f"{_PSYCH}; Rafaeli & Revelle 2006, two mood studies at Northwestern University, 330 participants "
    "with Eysenck personality scales, trait and state anxiety and energetic and tense arousal, positive and "
    "negative affect before and after one of four film clips (1 a Frontline documentary, 2 the horror film "
    f"Halloween, 3 a National Geographic nature film, 4 the comedy Parenthood)), {_GPL2_LATER}",
    "apoeapoc": f"{_GAP}; Shi et al. 2004, APOE and APOC1 genotypes, age and sex of 353 Chinese sporadic "
    f"Alzheimer's disease patients and controls), {_GPL2_LATER}",
    "ethanol": f"{_LATTICE}; Brinkman 1981 via Cleveland 1993, nitrogen oxide emissions in micrograms per joule of "
    "88 runs of a single-cylinder engine burning ethanol at several compression and equivalence ratios), "
    f"{_GPL2_LATER}",
    "lynx": f"{_DATASETS}; Brockwell & Davis 1991 after Campbell & Walker 1977, annual Canadian lynx trappings "
    f"1821-1934), {_GPL2_3}",
    "fishing": f"{_COUNT}; Bailey et al. 2008 via Zuur, Hilbe & Ieno 2013, deep-sea fish counted at 147 North "
    "East Atlantic trawl sites with density, mean depth, year, sampling period (1977-1989 or 2000-2002) and "
    "swept area; not the Ecdat recreational fishing-mode table of the same name), licence GPL-2",
    "brambles": f"{_BOOT}; Diggle 1983, position in a 9 m square plot (as a unit square) and age class of 823 "
    "living bramble canes), licence Unlimited",
    "CYGOB1": f"{_HSAUR}; Vanisma & De Greve 1972 via Hand et al. 1994, log surface temperature and log light "
    f"intensity of 47 stars of the cluster CYG OB1), {_GPL2_3}",
    "austres": f"{_DATASETS}; Brockwell & Davis 1996, quarterly number of Australian residents in thousands, 89 "
    f"quarters from 1971), {_GPL2_3}",
    "ability": f"{_PSYCH}; Condon & Revelle 2014, SAPA project 2012, 16 multiple-choice ability items (verbal "
    "reasoning, letter series, matrix reasoning, spatial rotation) of 1525 people scored correct or incorrect, "
    f"blank where not answered), {_GPL2_LATER}",
    "Adler": f"{_CAR}; Adler 1973, average success ratings of pictures collected by 97 experimenters told to "
    f"expect high or low ratings and instructed to get good, scientific or no particular data), {_GPL2_LATER}",
    "Bollen": f"{_SEM}; Bollen 1989, press freedom, freedom of the opposition, fairness of elections and "
    "effectiveness of the legislature in 1960 and 1965 and three measures of industrialisation in 1960 of 75 "
    f"developing countries), {_GPL2_LATER}",
    "frets": f"{_BOOT}; Frets 1921, head length and breadth in millimetres of the eldest and second adult sons of "
    "25 families), licence Unlimited",
    "GHQ": f"{_HSAUR}; Goldberg 1972, General Health Questionnaire score 0-10 with the number of psychiatric cases "
    f"and non-cases among women and men), {_GPL2_3}",
    "farms": f"{_MASS}; Jongman, ter Braak & van Tongeren 1987 via Gower & Hand 1996, soil moisture, grassland "
    f"management type, grassland use and manure class of 20 farms on Terschelling), {_GPL2_3}",
    "alloauto": f"{_KMSURV}; Kardaun 1983 via Klein & Moeschberger 1997, months to death or relapse and whether "
    f"either happened of 101 leukaemia patients given an allogeneic or an autologous transplant), {_GPL3_LATER}",
    "Burt": f"{_CAR}; Burt 1966, IQ of 27 pairs of identical twins, one raised by the birth parents and one by "
    f"foster parents, with the social class; the data are known to be fabricated), {_GPL2_LATER}",
    "discoveries": f"{_DATASETS}; The World Almanac 1975 via McNeil 1977, yearly number of great inventions and "
    f"scientific discoveries 1860-1959), {_GPL2_3}",
    "CoalMiners": f"{_VCD}; Ashford & Sowden 1970 via Agresti 1990 and Friendly 2000, 18282 coal miners who "
    "smoked counted by breathlessness, wheeze and five-year age group 20-64, 36 cells), licence GPL-2",
    "delivery": f"{_ROBUSTBASE}; Montgomery & Peck 1982, time to service 25 vending machines with the number of "
    f"products stocked and the distance in feet walked by the route driver), {_GPL2_LATER}",
    "income": f"{_PSYCH}; US Census Bureau table HINC-06 for 2008, household income groups by lower bound in "
    f"dollars with the number of households, their mean income and share, 44 groups), {_GPL2_LATER}",
    "Guyer": f"{_CAR}; Fox & Guyer 1978, cooperative choices of 20 four-person groups of women or men playing a "
    f"prisoner's dilemma 30 times in public or anonymously), {_GPL2_LATER}",
    "CanPop": f"{_CAR}; Urquhart & Buckley 1965 and Statistics Canada, Canadian population in millions at the 16 "
    f"censuses 1851-2001), {_GPL2_LATER}",
}


def _reentered(df: pd.DataFrame, picks: list[int], rng: random.Random, change: Any = None) -> pd.DataFrame:
    """``df`` with the rows at ``picks`` written again at a random later place, changed by ``change`` if given."""
    rows = [r for _, r in df.iterrows()]
    for i in sorted(picks, reverse=True):
        again = df.iloc[i].copy()
        if change is not None:
            again = change(again)
        rows.insert(rng.randrange(i + 1, len(rows) + 1), again)
    return pd.DataFrame(rows).reset_index(drop=True)


# ---- filtering ----------------------------------------------------------------------------------------
AROUSING_FILMS = [2, 4]


def m_affect(rng):
    df = r_data("affect")
    # the two clips asked for weigh a little more than the others, so that removing every row cannot pass
    sizes = {1: 72, 2: 78, 3: 72, 4: 78}
    return {"mood_film_study.csv": _stratified(df, df["Film"], sizes, "participant", rng)}


def _e4_carrier(d: pd.DataFrame) -> pd.Series:
    return (d["apoe.a1"] == 4) | (d["apoe.a2"] == 4)


def m_apoeapoc(rng):
    df = r_data("apoeapoc").reset_index(drop=True)
    carriers = list(df.index[_e4_carrier(df)])
    others = rng.sample([i for i in df.index if i not in carriers], 200)
    return {"alzheimer_apoe_markers.tsv": df.iloc[sorted(carriers + others)].reset_index(drop=True)}


LEAN_BELOW = 1


def m_ethanol(rng):
    return {"ethanol_engine_runs.jsonl": numbered(r_data("ethanol"), "run")}


# ---- deduplication and consistency --------------------------------------------------------------------
def m_lynx(rng):
    df = r_data("lynx").rename(columns={"time": "year", "lynx": "trapped"}).reset_index(drop=True)
    start = [pd.Timestamp(f"{y + 1}-01-15") + pd.Timedelta(days=rng.randrange(0, 300)) for y in df["year"]]
    df["received"] = start

    def revised(r: pd.Series) -> pd.Series:
        r = r.copy()
        r["trapped"] = int(r["trapped"] * rng.uniform(0.85, 1.15)) + 1
        r["received"] = r["received"] + pd.Timedelta(days=rng.randrange(120, 900))
        return r

    out = _reentered(df, rng.sample(range(len(df)), 16), rng, revised)
    out["received"] = [d.strftime("%Y-%m-%d") for d in out["received"]]
    out["trapped"] = out["trapped"].astype(int)
    return {"lynx_trapping_returns.xlsx": numbered(out, "line")}


def e_lynx(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    last = df.groupby("year")["received"].transform("max")
    return df[df["received"] == last].reset_index(drop=True)


FIRST_PERIOD, SECOND_PERIOD = "1977-1989", "2000-2002"


def _period(year: int) -> str:
    return FIRST_PERIOD if year <= 1989 else SECOND_PERIOD


def m_fishing(rng):
    df = r_data("fishing").reset_index(drop=True)
    counts = df["year"].value_counts()
    # one site of each year with three or more sites given the other period, so that the year's period stays
    # the majority
    for year in sorted(counts.index[counts >= 3]):
        i = rng.choice(list(df.index[df["year"] == year]))
        df.at[i, "period"] = SECOND_PERIOD if df.at[i, "period"] == FIRST_PERIOD else FIRST_PERIOD
    return {"deep_sea_trawl_sites.csv": df}


def e_fishing(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["period"] = [_period(y) for y in df["year"]]
    return df


BRAMBLE_COLUMNS = ["x", "y", "age"]


def m_brambles(rng):
    df = r_data("brambles")
    # canes that share a position in the survey itself are left out, so that every repeat is one made by hand
    df = df[~df.duplicated(subset=["x", "y"], keep=False)]
    df = df.iloc[sorted(rng.sample(range(len(df)), 272))].reset_index(drop=True)
    out = _reentered(df, rng.sample(range(len(df) - 1), 26), rng)
    return {"bramble_cane_map.tsv": numbered(out, "entry")}


def e_brambles(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    return df[~df.duplicated(subset=BRAMBLE_COLUMNS, keep="first")].reset_index(drop=True)


# ---- imputation ---------------------------------------------------------------------------------------
def _quarter(t: float) -> str:
    # R labels a quarterly series starting at 1971.25 as 1971 Q2
    return f"{int(t)} Q{round((t % 1) * 4) + 1}"


def _apart(n: int, count: int, rng: random.Random) -> set[int]:
    """``count`` row numbers inside 1..n-2, no two next to each other."""
    gone: set[int] = set()
    for i in rng.sample(range(1, n - 1), n - 2):
        if len(gone) < count and i - 1 not in gone and i + 1 not in gone:
            gone.add(i)
    return gone


def m_austres(rng):
    df = r_data("austres").reset_index(drop=True)
    df = pd.DataFrame({"quarter": [_quarter(t) for t in df["time"]], "residents": df["austres"]})
    return {"australian_residents_quarterly.xlsx": _blank(df, "residents", _apart(len(df), 12, rng))}


def e_austres(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["residents"] = df["residents"].interpolate(method="linear")
    return df


ABILITY_ITEMS = [
    *[f"reason.{n}" for n in (4, 16, 17, 19)],
    *[f"letter.{n}" for n in (7, 33, 34, 58)],
    *[f"matrix.{n}" for n in (45, 46, 47, 55)],
    *[f"rotate.{n}" for n in (3, 4, 6, 8)],
]


def m_ability(rng):
    df = r_data("ability")[ABILITY_ITEMS]
    skipped = df.isna().any(axis=1)
    # drawn so that a good share of people left something blank
    return {"sapa_ability_items.jsonl": _stratified(df, skipped, {True: 130, False: 170}, "respondent", rng)}


def e_ability(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df[ABILITY_ITEMS] = df[ABILITY_ITEMS].fillna(0)
    return df


ADLER_GROUP = ["instruction", "expectation"]


def m_adler(rng):
    df = numbered(r_data("Adler"), "experimenter")
    return {"experimenter_expectancy.csv": _blank(df, "rating", set(rng.sample(range(len(df)), 15)))}


def e_adler(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["rating"] = df["rating"].fillna(df.groupby(ADLER_GROUP)["rating"].transform("median"))
    return df


# ---- integration --------------------------------------------------------------------------------------
def m_frets(rng):
    df = numbered(r_data("frets"), "family")
    measured = sorted(rng.sample(range(len(df)), 20))
    return {
        "eldest_sons_heads.csv": df[["family", "l1", "b1"]],
        "second_sons_heads.jsonl": _shuffled(df.iloc[measured][["family", "l2", "b2"]], rng),
    }


def e_frets(frames: Frames) -> pd.DataFrame:
    eldest, second = frames.values()
    return eldest.merge(second, on="family", how="left")


GHQ_GROUPS = ["women", "men"]


def m_ghq(rng):
    df = r_data("GHQ")
    women = df[df["sex"] == "female"].drop(columns="sex").reset_index(drop=True)
    men = df[df["sex"] == "male"].drop(columns="sex").reset_index(drop=True)
    return {"ghq_screening_women.xlsx": women, "ghq_screening_men.csv": men[["GHQ", "non.cases", "cases"]]}


MANAGEMENT = pd.DataFrame(
    {
        "code": ["SF", "BF", "HF", "NM"],
        "management": [
            "standard farming",
            "biological farming",
            "hobby farming",
            "nature conservation management",
        ],
    }
)


def m_farms(rng):
    return {
        "terschelling_farms.xlsx": numbered(r_data("farms"), "farm"),
        "management_codes.tsv": _shuffled(MANAGEMENT, rng),
    }


def e_farms(frames: Frames) -> pd.DataFrame:
    farms, codes = frames.values()
    return farms.merge(codes.rename(columns={"code": "Manag"}), on="Manag", how="left")


# ---- labeling -----------------------------------------------------------------------------------------
def m_burt(rng):
    return {"burt_twins_iq.jsonl": numbered(r_data("Burt"), "pair")}


def _higher(r: pd.Series) -> str:
    if r["IQbio"] > r["IQfoster"]:
        return "birth"
    return "foster" if r["IQfoster"] > r["IQbio"] else "tie"


HIGHER_CASES = [
    {"label": "birth", "conditions": [{"column": "IQbio", "op": ">", "other": "IQfoster"}]},
    {"label": "foster", "conditions": [{"column": "IQfoster", "op": ">", "other": "IQbio"}]},
]


def m_discoveries(rng):
    df = r_data("discoveries").rename(columns={"time": "year"}).reset_index(drop=True)
    return {"great_discoveries_by_year.tsv": df}


def _pace(r: pd.Series) -> str:
    return "quiet" if r["discoveries"] <= 1 else "steady" if r["discoveries"] <= 4 else "busy"


PACE_BANDS = [("quiet", "discoveries", "<=", 1), ("steady", "discoveries", "<=", 4)]


def m_coalminers(rng):
    return {"coal_miner_symptoms.csv": numbered(r_data("CoalMiners"), "cell")}


def _symptoms(r: pd.Series) -> str:
    breathless, wheeze = r["Breathlessness"] == "B", r["Wheeze"] == "W"
    if breathless and wheeze:
        return "both"
    return "breathless only" if breathless else "wheeze only" if wheeze else "neither"


def _both(breath: str, wheeze: str) -> list[dict[str, Any]]:
    return [
        {"column": "Breathlessness", "op": "==", "value": breath},
        {"column": "Wheeze", "op": "==", "value": wheeze},
    ]


SYMPTOM_CASES = [
    {"label": "both", "conditions": _both("B", "W")},
    {"label": "breathless only", "conditions": _both("B", "NoW")},
    {"label": "wheeze only", "conditions": _both("NoB", "W")},
]


# ---- refinement ---------------------------------------------------------------------------------------
def m_delivery(rng):
    return {"vending_deliveries.xlsx": numbered(r_data("delivery"), "delivery")}


def e_delivery(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["distance"] = (df["distance"] * 0.3048).round(1)
    return df


def m_income(rng):
    df = r_data("income").reset_index(drop=True)
    # typed the way a report prints money
    df["mean"] = [f"${int(v):,}" for v in df["mean"]]
    return {"household_income_2008.csv": df}


def e_income(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["mean"] = [float(str(v).replace("$", "").replace(",", "")) for v in df["mean"]]
    return df


CONDITIONS = {"P": "public", "A": "anonymous"}


def m_guyer(rng):
    return {"prisoners_dilemma_groups.tsv": numbered(r_data("Guyer"), "group")}


def e_guyer(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["condition"] = df["condition"].replace(CONDITIONS)
    return df


def m_canpop(rng):
    return {"canada_census_population.jsonl": r_data("CanPop").reset_index(drop=True)}


def e_canpop(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["population"] = (df["population"] * 1000).round(0).astype(int)
    return df


# ---- DAG-level ----------------------------------------------------------------------------------------
GIANT_BELOW = 4


def m_cygob1(rng):
    df = numbered(r_data("CYGOB1"), "star")
    # stars far from the threshold are measured again, so that keeping either reading gives the same kind
    far = [i for i in df.index if abs(df.at[i, "logst"] - GIANT_BELOW) > 0.1]
    again = df.iloc[sorted(rng.sample(far, 6))].copy()
    again["logst"] = [round(v + rng.choice([-0.02, -0.01, 0.01, 0.02]), 2) for v in again["logst"]]
    again["logli"] = [round(v + rng.choice([-0.06, -0.04, 0.03, 0.05]), 2) for v in again["logli"]]
    return {"cyg_ob1_stars.jsonl": pd.concat([df, _shuffled(again, rng)], ignore_index=True)}


def e_cygob1(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df = df[~df.duplicated(subset=["star"], keep="last")].reset_index(drop=True)
    df["kind"] = ["giant" if v < GIANT_BELOW else "main sequence" for v in df["logst"]]
    return df


FREE_PRESS_AT_LEAST = 5


def m_bollen(rng):
    df = numbered(r_data("Bollen"), "country")
    return {"democracy_indicators.tsv": _blank(df, "y5", set(rng.sample(range(len(df)), 12)))}


def e_bollen(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["y5"] = df["y5"].fillna(df["y1"])
    return df[df["y5"] >= FREE_PRESS_AT_LEAST].reset_index(drop=True)


TRANSPLANTS = ["allogeneic", "autologous"]


def m_alloauto(rng):
    df = numbered(r_data("alloauto"), "patient")
    allo, auto = (df[df["type"] == t].drop(columns="type") for t in (1, 2))
    return {"transplants_allogeneic.csv": allo, "transplants_autologous.xlsx": auto}


def e_alloauto(frames: Frames) -> pd.DataFrame:
    df = e_union("transplant", TRANSPLANTS)(frames)
    return df[df["delta"] == 1].reset_index(drop=True)


README_HEAD = """# GovBench real-table held-out suite, nineteenth set

{n} governance tasks on real public tables that none of the development suite (`govbench_real`) and the
eighteen earlier held-out suites (`govbench_real_fresh` to `govbench_real_fresh18`) uses, nor the same data under
another name; it was written at the same time as the twentieth set and takes only datasets whose names begin
with a letter from A to L, the twentieth the others. The requests read like e-mails and chat messages from
different people to a data person, of varied length and build; columns are named by what they hold or by a
synonym rather than by their header, and details a colleague would take for granted are left out. Built by
`python -m dataagents.governance.builders.real_fresh19 [OUT]` (deterministic, seed {seed}).

"""
README_HEAD += """\
**Held out.** Written without looking at the parser; kept as a held-out check, never used to grow rules. The
requests were written blind: the governance agent's request reader, planner, solver and their tests were neither
read nor run, and the agent was never run on the suite. Of `governance/` outside `builders/`, only the
operators' registry, parameter declarations and condition code were read, to write the reference pipelines, and
the operators were run only as those pipelines. Nothing was tuned to what the agent can do: run the suite to
measure, but do not use its tasks or wordings to grow rules.

"""
# the method and the measuring commands are the fifteenth set's
README_HEAD += _FRESH15_HEAD[
    _FRESH15_HEAD.index("How each task is built") : _FRESH15_HEAD.index("Everyday requests")
].replace("govbench_real_fresh15", "govbench_real_fresh19")
README_HEAD += """\
Everyday requests covered: participants kept for two of four film clips, carriers of a risk allele removed when
either of two columns shows it, and engine runs kept under a threshold; yearly returns sent again kept at the
latest, a period that must follow the year made consistent, and canes entered twice removed; quarters filled on
a straight line, skipped answers scored as zero across sixteen columns, and blanks filled with the median of a
two-way group; a second sheet joined keeping every row of the first, two tables stacked with a column naming
each, and a code list joined; which of two columns is higher, three bands from a count, and four labels from two
coded columns; feet given in metres, money typed as text made plain, one-letter codes spelled out, and millions
written as thousands; and three pipelines: a re-measurement kept before a threshold label, blanks filled from an
earlier year's column before a threshold filter, and two files stacked before a filter.

Sources: R datasets from the packages `psych`, `gap`, `lattice`, `datasets`, `COUNT`, `boot`, `HSAUR`, `car`,
`sem`, `MASS`, `KMsurv`, `vcd` and `robustbase`, as shipped by the Python package `pydataset` (which bundles the
Rdatasets collection); each table's reference and licence is in the table below and in its task's `provenance`.
The second returns in `fresh19_dedup_lynx_resent_returns`, the wrong periods in
`fresh19_dedup_trawl_period_follows_year`, the repeated canes in `fresh19_dedup_bramble_canes_twice`, the
re-measured stars in `fresh19_dag_stars_remeasured_giants`, the management code list in
`fresh19_integrate_farm_management_words`, the dates of the lynx returns and the blanked cells are invented by
hand.

"""
README_HEAD += _FRESH15_HEAD[_FRESH15_HEAD.index("Scenario counts:") :]


TASKS: list[RealTask] = [
    # filtering
    RealTask(
        "fresh19_filter_horror_or_comedy_clip",
        "filtering",
        "Our replication only covers the two arousing clips, the horror film (clip 2) and the comedy (clip 4). "
        "Could you cut the mood study down to the people who watched one of those?",
        "affect",
        m_affect,
        keep(lambda d: d["Film"].isin(AROUSING_FILMS)),
        "mood_film_study_arousing.xlsx",
        "participant",
        [("filter_value", {"column": "Film", "op": "in", "value": AROUSING_FILMS})],
        prep="300 of the 330 participants drawn at random within strata, 72 of clip 1, all 78 of clip 2, 72 of clip 3 "
        "and 78 of clip 4, kept in their order, numbered, as CSV",
    ),
    RealTask(
        "fresh19_filter_without_e4_carriers",
        "filtering",
        "For the sensitivity analysis we have to leave out everybody carrying at least one APOE e4 allele. "
        "Please take them off the Alzheimer's marker sheet and send me the rest.",
        "apoeapoc",
        m_apoeapoc,
        keep(lambda d: ~_e4_carrier(d)),
        "alzheimer_apoe_markers_no_e4.jsonl",
        "id",
        [_row_filter([("apoe.a1", "==", 4), ("apoe.a2", "==", 4)], match="any", action="drop")],
        prep="all 76 people with an e4 allele and 200 of the 277 others drawn at random, kept in their order, with "
        "their own id, as TSV",
    ),
    RealTask(
        "fresh19_filter_lean_engine_runs",
        "filtering",
        "which of the ethanol engine runs burned lean? I only want those for the NOx plot - equivalence ratio "
        "below one",
        "ethanol",
        m_ethanol,
        keep(lambda d: d["E"] < LEAN_BELOW),
        "ethanol_engine_runs_lean.csv",
        "run",
        [("filter_value", {"column": "E", "op": "<", "value": LEAN_BELOW})],
        prep="all 88 runs, numbered, as JSONL",
    ),
    # deduplication and consistency
    RealTask(
        "fresh19_dedup_lynx_resent_returns",
        "deduplication",
        "Some years of the lynx trapping returns were sent in a second time with corrected counts, so those "
        "years appear twice. Keep whichever return for a year reached us last.",
        "lynx",
        m_lynx,
        e_lynx,
        "lynx_trapping_returns_final.tsv",
        "line",
        [("dedup_keep_latest", {"key": ["year"], "timestamp": "received"})],
        prep="all 114 years with a made-up date of receipt in the following year; 16 of them sent again by hand "
        "120-900 days later with the count moved by up to 15%, placed at a random later line, numbered after "
        "that, as XLSX",
    ),
    RealTask(
        "fresh19_dedup_trawl_period_follows_year",
        "deduplication",
        "On the deep-sea trawl sites, the sampling period and the year fished don't agree on about ten rows. "
        "The year is right; fix the period to match it.",
        "fishing",
        m_fishing,
        e_fishing,
        "deep_sea_trawl_sites_fixed.xlsx",
        "site",
        [("enforce_functional_dependency", {"determinant": ["year"], "dependent": "period"})],
        prep="all 147 sites, as CSV; the period of one site in each of the 10 years with three or more sites "
        "changed by hand to the other period",
    ),
    RealTask(
        "fresh19_dedup_bramble_canes_twice",
        "deduplication",
        "Two of us mapped the same corner of the bramble plot, so a couple of dozen canes went in twice with "
        "the same position and age. Could you strip out the second copies?",
        "brambles",
        m_brambles,
        e_brambles,
        "bramble_cane_map_clean.csv",
        "entry",
        [("dedup_exact", {"columns": BRAMBLE_COLUMNS, "keep": "first"})],
        prep="272 of the 823 canes drawn at random from those whose position no other cane shares, kept in their "
        "order; 26 of them entered again by hand at a random later place, numbered after that, as TSV",
    ),
    # imputation
    RealTask(
        "fresh19_impute_residents_straight_line",
        "imputation",
        "Twelve quarters are missing from the Australian resident population series. Fill each one on a "
        "straight line between the quarter before and the quarter after.",
        "austres",
        m_austres,
        e_austres,
        "australian_residents_quarterly_filled.jsonl",
        "quarter",
        [("impute_interpolate", {"columns": ["residents"]})],
        prep="all 89 quarters, labelled as R labels the series (1971 Q2 to 1993 Q2), as XLSX; 12 counts blanked by "
        "hand, never the first or last quarter nor two running",
    ),
    RealTask(
        "fresh19_impute_skipped_items_wrong",
        "imputation",
        "On the SAPA ability items a blank means the person skipped that question, and a skipped question "
        "counts as wrong. Score those blanks as 0 please.",
        "ability",
        m_ability,
        e_ability,
        "sapa_ability_items_scored.tsv",
        "respondent",
        [("impute_constant", {"columns": ABILITY_ITEMS, "value": 0})],
        prep="300 of the 1525 people drawn at random within strata, 130 who left an item blank and 170 who did "
        "not, kept in their order, numbered, as JSONL; the blanks are the dataset's own NA",
    ),
    RealTask(
        "fresh19_impute_rating_same_condition",
        "imputation",
        "Fifteen of the success ratings in the experimenter-expectancy data got lost. Fill each gap with the "
        "median rating of the experimenters who were briefed the same way and led to expect the same result.",
        "Adler",
        m_adler,
        e_adler,
        "experimenter_expectancy_filled.xlsx",
        "experimenter",
        [("impute_groupwise", {"columns": ["rating"], "by": ADLER_GROUP, "strategy": "median"})],
        prep="all 97 experimenters, numbered, as CSV; 15 ratings blanked by hand",
    ),
    # integration
    RealTask(
        "fresh19_integrate_second_sons_heads",
        "integration",
        "Put the second son's head length and breadth next to the eldest son's, family by family. Every family "
        "on the eldest-son sheet stays, even the five where no second brother was measured.",
        "frets",
        m_frets,
        e_frets,
        "brothers_heads_by_family.tsv",
        "family",
        [("join_composite", {"keys": ["family"], "how": "left"})],
        prep="all 25 families, numbered, the eldest sons' measurements as CSV and the second sons' of 20 of them "
        "drawn at random, shuffled, as JSONL",
    ),
    RealTask(
        "fresh19_integrate_ghq_women_and_men",
        "integration",
        "I've got the GHQ screening counts as two tables, women and men. Could you put them one under the "
        "other in a single table, with a column called group that reads women or men?",
        "GHQ",
        m_ghq,
        e_union("group", GHQ_GROUPS),
        "ghq_screening_all.jsonl",
        None,
        [("union_align", {"source_column": "group", "source_names": GHQ_GROUPS})],
        prep="all 22 rows split by sex, the sex column left out, the women's as XLSX and the men's as CSV with the "
        "columns in another order",
    ),
    RealTask(
        "fresh19_integrate_farm_management_words",
        "integration",
        "The Terschelling farm table only shows the two-letter management codes. Pull the written-out "
        "management type over from the little code list onto each farm.",
        "farms",
        m_farms,
        e_farms,
        "terschelling_farms_management.csv",
        "farm",
        [("join_composite", {"left_keys": ["Manag"], "right_keys": ["code"], "how": "left"})],
        prep="all 20 farms, numbered, as XLSX; the four management types of the documentation written as a code "
        "list, shuffled, as TSV",
    ),
    # labeling
    RealTask(
        "fresh19_label_twin_with_higher_iq",
        "labeling",
        "For each pair in Burt's twin table, who scored higher: the twin brought up by the birth parents or "
        "the one raised by foster parents? Write birth, foster or tie in a new column called higher.",
        "Burt",
        m_burt,
        labelled("higher", _higher),
        "burt_twins_iq_higher.csv",
        "pair",
        [("label_conditions", {"target": "higher", "cases": HIGHER_CASES, "default": "tie"})],
        target="higher",
        prep="all 27 pairs, numbered, as JSONL",
    ),
    RealTask(
        "fresh19_label_discovery_year_pace",
        "labeling",
        "Tag each year from 1860 to 1959 by how many great discoveries it had, in a column named pace: quiet "
        "for none or one, steady for two to four, busy for five or more.",
        "discoveries",
        m_discoveries,
        labelled("pace", _pace),
        "great_discoveries_pace.xlsx",
        "year",
        [("label_conditions", prefix_conditions("pace", PACE_BANDS, "busy"))],
        target="pace",
        prep="all 100 years, as TSV",
    ),
    RealTask(
        "fresh19_label_miner_symptom_mix",
        "labeling",
        "Please add a symptoms column to the coal miner counts: both where a cell has breathlessness and "
        "wheeze, breathless only, wheeze only, or neither.",
        "CoalMiners",
        m_coalminers,
        labelled("symptoms", _symptoms),
        "coal_miner_symptoms_labelled.jsonl",
        "cell",
        [("label_conditions", {"target": "symptoms", "cases": SYMPTOM_CASES, "default": "neither"})],
        target="symptoms",
        prep="all 36 cells, numbered, as CSV",
    ),
    # refinement
    RealTask(
        "fresh19_refine_walking_distance_metres",
        "refinement",
        "The route drivers' walking distances in the vending delivery study are in feet. Give them in metres "
        "with one decimal.",
        "delivery",
        m_delivery,
        e_delivery,
        "vending_deliveries_metres.csv",
        "delivery",
        [("convert_unit", {"column": "distance", "to_unit": "m", "default_unit": "ft", "round": 1})],
        prep="all 25 deliveries, numbered, as XLSX",
    ),
    RealTask(
        "fresh19_refine_mean_income_plain",
        "refinement",
        "In the 2008 census income table the average income of each bracket came out as text with dollar "
        "signs and commas, and my chart won't take it. Make it a plain number.",
        "income",
        m_income,
        e_income,
        "household_income_2008_numbers.xlsx",
        "value",
        [("standardize_number", {"column": "mean"})],
        prep="all 44 income groups, as CSV; every mean income written by hand with a dollar sign and thousands "
        "separators",
    ),
    RealTask(
        "fresh19_refine_dilemma_condition_words",
        "refinement",
        "In the prisoner's dilemma groups, swap the one-letter codes for how the choices were made for words: "
        "public for P, anonymous for A.",
        "Guyer",
        m_guyer,
        e_guyer,
        "prisoners_dilemma_groups_readable.jsonl",
        "group",
        [("map_values", {"column": "condition", "mapping": CONDITIONS})],
        prep="all 20 groups, numbered, as TSV",
    ),
    RealTask(
        "fresh19_refine_population_thousands",
        "refinement",
        "Statistics Canada's template wants the census population in thousands of people as whole numbers, "
        "not in millions with decimals.",
        "CanPop",
        m_canpop,
        e_canpop,
        "canada_census_population_thousands.tsv",
        "year",
        [("scale_column", {"column": "population", "factor": 1000, "round": 0})],
        prep="all 16 censuses, as JSONL",
    ),
    # DAG-level
    RealTask(
        "fresh19_dag_stars_remeasured_giants",
        "deduplication",
        "Six stars in the CYG OB1 list were measured again and the new readings were added at the bottom; the "
        "newer reading replaces the older one. After that, add a column kind: giant where the log surface "
        "temperature is under 4, main sequence otherwise.",
        "CYGOB1",
        m_cygob1,
        e_cygob1,
        "cyg_ob1_stars_kind.xlsx",
        "star",
        [
            ("dedup_key", {"key": ["star"], "keep": "last"}),
            (
                "label_conditions",
                prefix_conditions("kind", [("giant", "logst", "<", GIANT_BELOW)], "main sequence"),
            ),
        ],
        target="kind",
        prep="all 47 stars, numbered; 6 of them, none within 0.1 of log temperature 4, measured again by hand "
        "(log temperature moved by up to 0.02, log light by up to 0.06) and appended at the end, as JSONL",
        level="dag",
    ),
    RealTask(
        "fresh19_dag_press_freedom_from_1960",
        "imputation",
        "Where a country has no 1965 press freedom score, use its 1960 one. Then I only need the countries "
        "with a 1965 press freedom of at least 5.",
        "Bollen",
        m_bollen,
        e_bollen,
        "democracy_indicators_free_press.csv",
        "country",
        [
            ("fill_from_column", {"pairs": {"y5": "y1"}}),
            ("filter_value", {"column": "y5", "op": ">=", "value": FREE_PRESS_AT_LEAST}),
        ],
        prep="all 75 countries, numbered, as TSV; 12 press freedom scores of 1965 blanked by hand",
        level="dag",
    ),
    RealTask(
        "fresh19_dag_transplants_relapsed",
        "integration",
        "Stack the allogeneic and the autologous transplant files into one table with a transplant column "
        "saying which kind each patient had, then keep only the patients who relapsed or died.",
        "alloauto",
        m_alloauto,
        e_alloauto,
        "transplants_relapsed_or_died.tsv",
        "patient",
        [
            ("union_align", {"source_column": "transplant", "source_names": TRANSPLANTS}),
            ("filter_value", {"column": "delta", "op": "==", "value": 1}),
        ],
        prep="all 101 patients, numbered, split by transplant type without the type column, the allogeneic ones "
        "as CSV and the autologous ones as XLSX",
        level="dag",
    ),
]


build_suite, main = suite_commands(TASKS, FRESH19_DIR, SEED, sources=SOURCES, head=README_HEAD)


if __name__ == "__main__":
    main()
