"""Builds the twenty-ninth held-out governance suite on real tables (``suites/govbench_real_fresh29``).

The recipe of ``real_fresh27.py`` and the sets before it: 22 R datasets that no earlier real-table suite
touches (nor the same data under another name), cut small and made dirty only where the scenario needs it, one
request each written the way a business user or a researcher writes an e-mail or a chat message, and ground
truth from a reference pipeline checked against a plain-pandas reading (the pandas table alone where no operator
expresses the request). This set draws only on datasets whose names start with a letter from A to L, so that it
cannot meet the set written at the same time from the second half of the alphabet. The requests were written
blind to the governance agent's reader and planner: the suite measures generalisation and is never a source of
rules.

    python -m dataagents.governance.builders.real_fresh29 [OUT_DIR] [task_id,...]
"""

from __future__ import annotations

from decimal import ROUND_HALF_UP, Decimal

import pandas as pd

from dataagents.governance.builders.real import (
    Frames,
    RealTask,
    keep,
    labelled,
    numbered,
    one,
    r_data,
    suite_commands,
)
from dataagents.governance.builders.real_fresh import prefix_conditions
from dataagents.governance.builders.real_fresh2 import _ECDAT, _shuffled
from dataagents.governance.builders.real_fresh3 import _GPL2_3, _HISTDATA
from dataagents.governance.builders.real_fresh4 import _VCD
from dataagents.governance.builders.real_fresh7 import _GPL2_LATER, _ROBUSTBASE
from dataagents.governance.builders.real_fresh11 import _BOOT, _COUNT, _ZELIG
from dataagents.governance.builders.real_fresh13 import _MULTGEE
from dataagents.governance.builders.real_fresh14 import _PSYCH
from dataagents.governance.builders.real_fresh15 import FRESH15_DIR, _blank
from dataagents.governance.builders.real_fresh15 import README_HEAD as _FRESH15_HEAD
from dataagents.governance.builders.real_fresh18 import _DATASETS
from dataagents.governance.builders.real_fresh26 import _doubled

SEED = 20270129
FRESH29_DIR = FRESH15_DIR.parent / "govbench_real_fresh29"

_GNM = "R package 'gnm' (Turner & Firth"

SOURCES: dict[str, str] = {
    "capability": f"{_BOOT}; Bissell 1990 via Davison & Hinkley 1997, 75 simulated successive measurements of a "
    "manufacturing process in equilibrium with specification limits 5.49 and 5.79), licence Unlimited",
    "cav": f"{_BOOT}; Appleyard, Witkowski, Ripley, Shotton & Dubowicz 1985 via Davison & Hinkley 1997, "
    "positions of 138 caveolae in a 500 by 500 unit square of muscle fibre membrane), licence Unlimited",
    "Ketchup": f"{_ECDAT}; Kim, Blattberg & Rossi 1995, 4956 ketchup purchases of 300 households, the brand "
    f"chosen (Heinz, Hunt's, Del Monte or the store brand) and the price of each), {_GPL2_LATER}",
    "Dwyer": f"{_PSYCH}; Dwyer 1937, correlations between eight cognitive variables, an example of factor "
    f"extension), {_GPL2_LATER}",
    "hbk": f"{_ROBUSTBASE}; Hawkins, Bradu & Kass 1984 via Rousseeuw & Leroy 1987, an artificial data set of 75 "
    f"observations of three explanatory variables and a response, the first 14 of them leverage points), "
    f"{_GPL2_LATER}",
    "epi.dictionary": f"{_PSYCH}; Eysenck & Eysenck 1964, the wording of the 57 questions of the Eysenck "
    "Personality Inventory, the item dictionary that goes with the participants' answers in the table epi), "
    f"{_GPL2_LATER}",
    "Bechtoldt.2": f"{_PSYCH}; Thurstone & Thurstone 1941 via Bechtoldt 1961, the 17 by 17 correlation matrix of "
    f"ability tests of the second of two samples, N = 213), {_GPL2_LATER}",
    "barley": f"{_GNM}; Wedderburn 1974 via McCullagh & Nelder 1989, the proportion of leaf area affected by leaf "
    "blotch (Rhynchosporium secalis) on ten varieties of barley grown at nine sites; pydataset ships it under "
    "the name barley, which its index files as the lattice package's Minnesota barley trial), licence GPL-2 | "
    "GPL-3",
    "Gleser": f"{_PSYCH}; Gleser, Cronbach & Rajaratnam 1965, 12 patients rated on six symptoms by each of two "
    f"judges, the illustrative data of a completely matched generalizability study), {_GPL2_LATER}",
    "CushnyPeeblesN": f"{_HISTDATA}; Cushny & Peebles 1905, the number of nights on which the mean hours of sleep "
    "of each of 11 patients under the control and three hyoscyamine and hyoscine drugs were based, the companion "
    "of the table of means CushnyPeebles), licence GPL",
    "Bechtoldt.1": f"{_PSYCH}; Thurstone & Thurstone 1941 via Bechtoldt 1961, the 17 by 17 correlation matrix of "
    f"ability tests of the first of two samples, N = 212), {_GPL2_LATER}",
    "eidat": f"{_ZELIG}; a simulated data set of ten districts for ecological inference, two splits of each "
    "district's total: by group (x0, x1) and by outcome (t0, t1)), licence GPL-2 or later",
    "bfi.dictionary": f"{_PSYCH}; Goldberg 1999 via Revelle, the wording, IPIP label, keying and factors of the "
    "25 personality items of the bfi questionnaire and three demographic entries, the item dictionary that goes "
    f"with the answers in the table bfi), {_GPL2_LATER}",
    "Holzinger": f"{_PSYCH}; Holzinger & Swineford 1937, the 14 by 14 correlation matrix of ability tests of "
    f"355 pupils), {_GPL2_LATER}",
    "exAM": f"{_ROBUSTBASE}; Antille & El May 1992, an artificial data set of 12 points for simple regression), "
    f"{_GPL2_LATER}",
    "azcabgptca": f"{_COUNT}; Hilbe 2011, a random subset of 1959 patients of the 1991 Arizona Medicare data "
    "hospitalised after a CABG or PTCA procedure, with death in hospital, sex, age, length of stay and "
    "emergency or elective admission), licence GPL-2",
    "BOD": f"{_DATASETS}; Marske 1967 via Bates & Watts 1988, biochemical oxygen demand in mg/l of an "
    f"evaluation of stream water against incubation time in days, six readings), {_GPL2_3}",
    "Holzinger.9": f"{_PSYCH}; Holzinger & Swineford 1939 via Joreskog 2003, the 9 by 9 correlation matrix of "
    f"cognitive ability tests of 145 pupils), {_GPL2_LATER}",
    "Federalist": f"{_VCD}; Mosteller & Wallace 1984 via Friendly 2000, the number of blocks of 262 Federalist "
    "Papers in which the word may occurs 0 to 6 times, 7 cells), licence GPL-2",
    "burt": f"{_PSYCH}; Burt 1915, correlations between 11 emotional variables), {_GPL2_LATER}",
    "Gorsuch": f"{_PSYCH}; Gorsuch 1997, correlations between six variables, a repeat of two of them and two "
    f"composite scores, an example of factor extension), {_GPL2_LATER}",
    "housing": f"{_MULTGEE}; Hurlburt, Wood & Hough 1996 via Touloumis 2015, housing status (street, community "
    "living or independent housing) of 362 severely mentally ill homeless people at baseline and 6, 12 and 24 "
    f"months later, with a Section 8 rent certificate indicator), {_GPL2_3}",
}


def _half_up(v: float, places: int) -> float:
    """``v`` rounded the way a person rounds (halves up), to ``places`` decimals."""
    return float(Decimal(repr(float(v))).quantize(Decimal(1).scaleb(-places), rounding=ROUND_HALF_UP))


def _pairs(name: str, first: str = "var1", second: str = "var2", value: str = "r") -> pd.DataFrame:
    """A correlation matrix written one pair a row, the upper triangle."""
    m = r_data(name)
    names = [str(n) for n in m.index]
    cells = [
        (names[i], names[j], float(m.iloc[i, j])) for i in range(len(names)) for j in range(i + 1, len(names))
    ]
    return pd.DataFrame(cells, columns=[first, second, value])


def _matrix(name: str) -> pd.DataFrame:
    """A correlation matrix with the test names as its first column."""
    return r_data(name).rename_axis("test").reset_index()


# ---- filtering ----------------------------------------------------------------------------------------
SPEC_LOW, SPEC_HIGH = 5.55, 5.70


def m_capability(rng):
    return {"process_capability_readings.csv": numbered(r_data("capability"), "reading")}


def m_cav(rng):
    return {"caveolae_positions.tsv": numbered(r_data("cav"), "caveola")}


QUARTER = 250


def m_ketchup(rng):
    df = r_data("Ketchup").iloc[:300]
    df.columns = [c.replace("Ketchup.", "") for c in df.columns]
    return {"ketchup_scanner_panel.xlsx": numbered(df, "trip")}


NOISE = 0.2


def m_dwyer(rng):
    return {"dwyer_correlation_pairs.jsonl": numbered(_pairs("Dwyer"), "pair")}


# ---- deduplication and consistency --------------------------------------------------------------------
def m_hbk(rng):
    return {"hbk_observations.csv": _doubled(numbered(r_data("hbk"), "obs"), 5, rng)}


def e_first_copy(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    return df[~df.duplicated(keep="first")].reset_index(drop=True)


def m_epi(rng):
    df = r_data("epi.dictionary").rename_axis("item").reset_index().rename(columns={"Content": "question"})
    again = df.iloc[sorted(rng.sample(range(len(df)), 5))].copy()
    again["item"] = [f"V{i}" for i in range(len(df) + 1, len(df) + 6)]
    return {"epi_item_bank_merged.xlsx": pd.concat([df, again], ignore_index=True)}


def e_epi(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    return df[~df.duplicated(subset=["question"], keep="first")].reset_index(drop=True)


def m_bechtoldt2(rng):
    df = _matrix("Bechtoldt.2")
    pasted = df.iloc[sorted(rng.sample(range(len(df)), 4))].copy()
    for c in pasted.columns[1:]:
        pasted[c] = [_half_up(v, 2) for v in pasted[c]]
    return {"bechtoldt_sample2_matrix.csv": pd.concat([pasted, df], ignore_index=True)}


def e_bechtoldt2(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    return df[~df.duplicated(subset=["test"], keep="last")].reset_index(drop=True)


# ---- imputation ---------------------------------------------------------------------------------------
def m_barley(rng):
    df = numbered(r_data("barley").rename(columns={"y": "affected"}), "plot")
    df = df[["plot", "site", "variety", "affected"]]
    sites = rng.sample(sorted(df["site"].unique()), 7)
    blanks = {rng.choice(list(df.index[df["site"] == s])) for s in sites}
    return {"leaf_blotch_trial.tsv": _blank(df, "affected", blanks)}


def e_barley(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["affected"] = df["affected"].fillna(df.groupby("site")["affected"].transform("median"))
    return df


JUDGES = {f"J{s}{j}": f"J{s}{3 - j}" for s in range(1, 7) for j in (1, 2)}


def m_gleser(rng):
    df = numbered(r_data("Gleser"), "patient")
    cells = rng.sample([(i, s) for i in range(len(df)) for s in range(1, 7)], 7)
    for i, s in cells:
        df.loc[i, f"J{s}{rng.choice([1, 2])}"] = None
    return {"gleser_symptom_ratings.csv": df}


def e_gleser(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    raw = df.copy()
    for col, other in JUDGES.items():
        df[col] = raw[col].fillna(raw[other])
    return df


CUSHNY = ["Control", "L_hyoscyamine", "L_hyoscine", "DL_hyoscine"]


def m_cushny(rng):
    df = numbered(r_data("CushnyPeeblesN"), "patient")
    for col, row in zip(CUSHNY, rng.sample(range(10), 4), strict=True):
        df = _blank(df, col, {row})
    return {"cushny_peebles_nights.jsonl": df}


def e_cushny(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    for c in CUSHNY:
        df[c] = df[c].fillna(df[c].mode().iloc[0])
    return df


# ---- integration --------------------------------------------------------------------------------------
def m_bechtoldt1(rng):
    df = _matrix("Bechtoldt.1")
    tests = list(df.columns[1:])
    middle, last = df.iloc[2:9], df.iloc[9:]
    return {
        "bechtoldt_sample1_tests_1_2.csv": df.iloc[:2].reset_index(drop=True),
        "bechtoldt_sample1_tests_3_9.xlsx": middle[["test", *reversed(tests)]].reset_index(drop=True),
        "bechtoldt_sample1_tests_10_17.tsv": last[["test", *tests[8:], *tests[:8]]].reset_index(drop=True),
    }


def e_bechtoldt1(frames: Frames) -> pd.DataFrame:
    parts = list(frames.values())
    return pd.concat([parts[0], *(p[list(parts[0].columns)] for p in parts[1:])], ignore_index=True)


def m_eidat(rng):
    df = numbered(r_data("eidat"), "district")
    votes = df.drop(index=rng.sample(range(len(df)), 2))[["district", "t0", "t1"]]
    return {
        "ei_districts_by_group.csv": df[["district", "x0", "x1"]],
        "ei_districts_by_outcome.jsonl": _shuffled(votes, rng),
    }


def e_eidat(frames: Frames) -> pd.DataFrame:
    groups, votes = frames.values()
    return groups.merge(votes, on="district", how="left")


def m_bfi(rng):
    df = r_data("bfi.dictionary").rename_axis("item").reset_index()
    wording = df[["item", "ItemLabel", "Item"]].rename(columns={"ItemLabel": "ipip_code", "Item": "wording"})
    key = df[df["Keying"].notna()][["item", "Big6", "Keying"]].rename(
        columns={"Big6": "factor", "Keying": "keying"}
    )
    return {"bfi_item_wording.xlsx": wording, "bfi_scoring_key.csv": _shuffled(key, rng)}


def e_bfi(frames: Frames) -> pd.DataFrame:
    wording, key = frames.values()
    return wording.merge(key, on="item", how="inner")


# ---- labeling -----------------------------------------------------------------------------------------
HIGH, MEDIUM = 0.5, 0.3


def m_holzinger(rng):
    return {"holzinger_test_pairs.xlsx": numbered(_pairs("Holzinger", "test_a", "test_b"), "pair")}


def _band(r: pd.Series) -> str:
    if r["r"] >= HIGH:
        return "high"
    return "medium" if r["r"] >= MEDIUM else "low"


def m_exam(rng):
    return {"antille_may_points.tsv": numbered(r_data("exAM"), "point")}


def _side(r: pd.Series) -> str:
    if r["y"] > r["x"]:
        return "above"
    return "below" if r["y"] < r["x"] else "on the line"


SIDE_CASES = {
    "target": "side",
    "cases": [
        {"label": "above", "conditions": [{"column": "y", "op": ">", "other": "x"}]},
        {"label": "below", "conditions": [{"column": "y", "op": "<", "other": "x"}]},
    ],
    "default": "on the line",
}


SHORT_AT_MOST, LONG_ABOVE = 3, 10


def m_cabg(rng):
    return {"arizona_cabg_ptca_stays.csv": numbered(r_data("azcabgptca").iloc[:250], "patient")}


def _stay(r: pd.Series) -> str:
    if r["los"] <= SHORT_AT_MOST:
        return "short"
    return "long" if r["los"] > LONG_ABOVE else "medium"


# ---- refinement ---------------------------------------------------------------------------------------
HOURS_PER_DAY = 24


def m_bod(rng):
    return {"bod_incubation.csv": r_data("BOD").reset_index(drop=True)}


def e_bod(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["Time"] = df["Time"] * HOURS_PER_DAY
    return df


def m_holzinger9(rng):
    return {"holzinger_nine_tests.jsonl": _matrix("Holzinger.9")}


def e_holzinger9(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    for c in df.columns[1:]:
        df[c] = [_half_up(v, 2) for v in df[c]]
    return df


PAPERS = 262


def m_federalist(rng):
    return {"federalist_may_counts.xlsx": r_data("Federalist").reset_index(drop=True)}


def e_federalist(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["Freq"] = (df["Freq"] * 100 / df["Freq"].sum()).round(1)
    return df


# ---- DAG-level ----------------------------------------------------------------------------------------
STRONG_AT = 0.6


def m_burt(rng):
    return {"burt_emotion_pairs.tsv": _doubled(numbered(_pairs("burt"), "pair"), 4, rng)}


def e_burt(frames: Frames) -> pd.DataFrame:
    df = e_first_copy(frames)
    df["link"] = ["strong" if v >= STRONG_AT else "weak" for v in df["r"]]
    return df


EXTRA = ["info2", "tension2", "v123", "v564"]


def m_gorsuch(rng):
    return {"gorsuch_pairs.csv": numbered(_pairs("Gorsuch"), "pair")}


def e_gorsuch(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df = df[~df["var1"].isin(EXTRA) & ~df["var2"].isin(EXTRA)].reset_index(drop=True)
    df["direction"] = ["positive" if v > 0 else "negative" for v in df["r"]]
    return df


# the shipped table codes the status 0, 1, 2 (its help page says 1, 2, 3); nearly every subject starts at 0
HOUSING = {"0": "street", "1": "community living", "2": "independent housing"}


def m_housing(rng):
    df = r_data("housing")
    df = df[(df["id"] <= 60) & df["y"].notna()].reset_index(drop=True)
    df["y"] = df["y"].astype(int)
    fixed = df.iloc[sorted(rng.sample(range(len(df)), 8))].copy()
    fixed["y"] = [rng.choice([v for v in (0, 1, 2) if v != y]) for y in fixed["y"]]
    return {"homeless_housing_followups.xlsx": numbered(pd.concat([df, fixed], ignore_index=True), "entry")}


def e_housing(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df = df[~df.duplicated(subset=["id", "time"], keep="last")].reset_index(drop=True)
    df["y"] = [HOUSING[str(int(v))] for v in df["y"]]
    return df


README_HEAD = """# GovBench real-table held-out suite, twenty-ninth set

{n} governance tasks on real public tables that none of the development suite (`govbench_real`) and the
twenty-eight earlier held-out suites (`govbench_real_fresh` to `govbench_real_fresh28`) uses, nor the same data
under another name; it was written at the same time as a sister set and takes only datasets whose names begin
with a letter from A to L, the sister set the others. The requests read like e-mails and chat messages from
business users and researchers to a data person, of varied length and build; columns are named by what they
hold or by a synonym rather than by their header, and details a colleague would take for granted are left out.
Built by `python -m dataagents.governance.builders.real_fresh29 [OUT]` (deterministic, seed {seed}).

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
].replace("govbench_real_fresh15", "govbench_real_fresh29")
README_HEAD += """\
Everyday requests covered: readings outside a tightened tolerance dropped, points dropped in one quarter of a
square, purchases of one brand dropped, and near-zero correlations dropped; observations written twice removed,
questions appended again under a new number kept under their first, and rows of an old printout pasted above a
matrix dropped in favour of the full-precision rows; gaps filled from the median of the same site, from the
other judge's score of the same symptom, and from the most frequent value of the column; a matrix exported in
three pieces (two with their columns in another order) stacked, two district files joined keeping every district of
the first, and a scoring key joined to item wordings keeping only the items in both; three bands of a
correlation, a point's side of the line y = x, and three bands of a length of stay; days given in hours, a matrix
rounded to two decimals, and counts given as percentages of their total; and three pipelines: repeated lines
removed before a two-way label, pairs with repeated or composite variables dropped before a sign label, and
double-keyed follow-ups resolved to the lower entry before status codes are written as words.

Sources: R datasets from the packages `boot`, `Ecdat`, `psych`, `robustbase`, `gnm`, `HistData`, `Zelig`,
`COUNT`, `datasets`, `vcd` and `multgee`, as shipped by the Python package `pydataset` (which bundles the
Rdatasets collection); each table's reference and licence is in the table below and in its task's `provenance`.
Where pydataset holds two tables under one name it loads one of them, and that is the one used: `housing` is
multgee's homeless data (not MASS's Copenhagen housing survey), and `barley` is the leaf-blotch table that R's
`gnm` package ships as `barley` (Wedderburn's data; pydataset's index lists lattice's Minnesota yield trial
under that name, but the table it loads is the other). `Bechtoldt.1` and `Bechtoldt.2` are the two samples of the
same study, each used once (`Bechtoldt` is the same table as `Bechtoldt.1` and is not used); `Holzinger` and
`Holzinger.9` are two different matrices. Four tables are companions of tables an earlier set used, with
different content: `epi.dictionary` and `bfi.dictionary` hold the wording and keying of the items whose answers
are `epi` and `bfi`, and `CushnyPeeblesN` holds the numbers of nights behind the mean hours of sleep of
`CushnyPeebles`; `azcabgptca` is Hilbe's separate random subset of the 1991 Arizona Medicare CABG/PTCA patients,
with variables (death in hospital, age in years) that `azpro`, an earlier set's extract of the Arizona
cardiovascular files, does not have, and the two may share patients. The repeated observations in
`fresh29_dedup_hbk_repeated_rows`, the questions appended again in `fresh29_dedup_epi_item_bank_codes`, the
rounded rows in `fresh29_dedup_bechtoldt_rounded_paste`, the lines pasted twice in
`fresh29_dag_burt_repeats_strength`, the corrected follow-ups in `fresh29_dag_homeless_corrections`, the
districts missing from one file in `fresh29_integrate_eidat_district_splits`, and the blanked cells are invented
by hand.

"""
README_HEAD += _FRESH15_HEAD[_FRESH15_HEAD.index("Scenario counts:") :]


TASKS: list[RealTask] = [
    # filtering
    RealTask(
        "fresh29_filter_capability_tighter_spec",
        "filtering",
        "Quality tightened the tolerance on this process to 5.55 to 5.70, so anything measured outside that "
        "window has to come off the capability sheet before I recompute Cpk.",
        "capability",
        m_capability,
        keep(lambda d: (d["y"] >= SPEC_LOW) & (d["y"] <= SPEC_HIGH)),
        "process_capability_in_spec.xlsx",
        "reading",
        [
            (
                "filter_rows",
                {
                    "conditions": [
                        {"column": "y", "op": "<", "value": SPEC_LOW},
                        {"column": "y", "op": ">", "value": SPEC_HIGH},
                    ],
                    "match": "any",
                    "action": "drop",
                },
            )
        ],
        prep="all 75 measurements, numbered, as CSV",
    ),
    RealTask(
        "fresh29_filter_caveolae_damaged_quarter",
        "filtering",
        "The bottom-left quarter of the membrane image was damaged during prep, meaning both coordinates under "
        "250 on the 500-unit square. Could you drop the caveolae that fall in there?",
        "cav",
        m_cav,
        keep(lambda d: ~((d["x"] < QUARTER) & (d["y"] < QUARTER))),
        "caveolae_outside_damage.jsonl",
        "caveola",
        [
            (
                "filter_rows",
                {
                    "conditions": [
                        {"column": "x", "op": "<", "value": QUARTER},
                        {"column": "y", "op": "<", "value": QUARTER},
                    ],
                    "match": "all",
                    "action": "drop",
                },
            )
        ],
        prep="all 138 caveolae, numbered, as TSV",
    ),
    RealTask(
        "fresh29_filter_ketchup_no_store_brand",
        "filtering",
        "hey! the brand-equity deck is about the national brands only, so can you take the trips where the "
        "household went for the store's own ketchup out of the scanner panel? thx",
        "Ketchup",
        m_ketchup,
        keep(lambda d: d["choice"] != "stb"),
        "ketchup_national_brand_trips.csv",
        "trip",
        [("filter_value", {"column": "choice", "op": "!=", "value": "stb"})],
        prep="the first 300 purchases (of 111 households), numbered, the 'Ketchup.' prefix taken off the "
        "household, purchase and choice headers, as XLSX",
    ),
    RealTask(
        "fresh29_filter_dwyer_negligible_pairs",
        "filtering",
        "Anything between -0.2 and 0.2 is noise as far as I'm concerned. Please strip those pairs out of Dwyer's "
        "correlation list and leave the rest untouched.",
        "Dwyer",
        m_dwyer,
        keep(lambda d: (d["r"] <= -NOISE) | (d["r"] >= NOISE)),
        "dwyer_correlation_pairs_kept.tsv",
        "pair",
        [
            (
                "filter_rows",
                {
                    "conditions": [
                        {"column": "r", "op": ">", "value": -NOISE},
                        {"column": "r", "op": "<", "value": NOISE},
                    ],
                    "match": "all",
                    "action": "drop",
                },
            )
        ],
        prep="the 28 pairs of the upper triangle written one a row (first variable, second variable, "
        "correlation), numbered, as JSONL",
    ),
    # deduplication and consistency
    RealTask(
        "fresh29_dedup_hbk_repeated_rows",
        "deduplication",
        "The Hawkins-Bradu-Kass file I got from the course folder has a handful of observations in it twice, "
        "sometimes right under each other and sometimes a line or two apart. Could you tidy it so that every "
        "observation is there once?",
        "hbk",
        m_hbk,
        e_first_copy,
        "hbk_observations_once.jsonl",
        "obs",
        [("dedup_exact", {"keep": "first"})],
        prep="all 75 observations, numbered; 5 of them written again by hand right after or near themselves, "
        "as CSV",
    ),
    RealTask(
        "fresh29_dedup_epi_item_bank_codes",
        "deduplication",
        "When the two versions of the EPI item bank were merged, some questions got tacked on again at the "
        "bottom with a new number. Each question should be listed once, under the number it had first.",
        "epi.dictionary",
        m_epi,
        e_epi,
        "epi_item_bank.csv",
        "item",
        [("dedup_key", {"key": ["question"], "keep": "first"})],
        prep="all 57 questions with their item code (V1-V57) as a column; 5 of them written again by hand at "
        "the end under the codes V58-V62, as XLSX",
    ),
    RealTask(
        "fresh29_dedup_bechtoldt_rounded_paste",
        "deduplication",
        "Somebody pasted a few rows from an old two-decimal printout of Bechtoldt's second-sample matrix above "
        "the real table, so those tests now show up twice. Keep the full-precision rows further down and lose "
        "the pasted ones.",
        "Bechtoldt.2",
        m_bechtoldt2,
        e_bechtoldt2,
        "bechtoldt_sample2_matrix_clean.tsv",
        "test",
        [("dedup_key", {"key": ["test"], "keep": "last"})],
        prep="the whole 17 by 17 matrix, the test names as a column; the rows of 4 tests written again by hand, "
        "rounded half up to two decimals, above the table, as CSV",
    ),
    # imputation
    RealTask(
        "fresh29_impute_blotch_site_median",
        "imputation",
        "A few leaf blotch scores are missing from Wedderburn's barley trial. Disease pressure differs a lot from "
        "one site to the next, so fill each gap with the median of the other varieties grown at the same site.",
        "barley",
        m_barley,
        e_barley,
        "leaf_blotch_trial_filled.xlsx",
        "plot",
        [("impute_groupwise", {"columns": ["affected"], "by": ["site"], "strategy": "median"})],
        prep="all 90 site-variety cells, numbered, the proportion affected renamed affected, as TSV; one cell at "
        "each of 7 sites blanked by hand",
    ),
    RealTask(
        "fresh29_impute_gleser_second_judge",
        "imputation",
        "In the Gleser ratings every symptom was scored by two judges, and a few scores never made it into the "
        "sheet. Where one judge's score is missing, just use the other judge's score for that patient and "
        "symptom.",
        "Gleser",
        m_gleser,
        e_gleser,
        "gleser_symptom_ratings_filled.jsonl",
        "patient",
        [("fill_from_column", {"pairs": JUDGES})],
        prep="all 12 patients, numbered, as CSV; 7 scores blanked by hand, never both judges of one symptom of "
        "one patient",
    ),
    RealTask(
        "fresh29_impute_cushny_usual_nights",
        "imputation",
        "Four of the night counts in the Cushny and Peebles table got lost in transcription. For each treatment, "
        "control included, put in whatever count shows up most often for that treatment.",
        "CushnyPeeblesN",
        m_cushny,
        e_cushny,
        "cushny_peebles_nights_filled.csv",
        "patient",
        [("impute_statistic", {"columns": CUSHNY, "strategy": "mode"})],
        prep="all 11 patients, numbered, as JSONL; one count blanked by hand in each of the four treatment "
        "columns, among the first ten patients",
    ),
    # integration
    RealTask(
        "fresh29_integrate_bechtoldt_three_pieces",
        "integration",
        "The first-sample Bechtoldt matrix came out of the export in three pieces (tests 1-2, 3-9 and 10-17), "
        "and in the last two the columns are in some other order. Can you put it back together as a single "
        "table?",
        "Bechtoldt.1",
        m_bechtoldt1,
        e_bechtoldt1,
        "bechtoldt_sample1_matrix.jsonl",
        "test",
        [("union_align", {})],
        prep="the whole 17 by 17 matrix, the test names as a column; the rows of the first 2 tests as CSV, "
        "those of the next 7 with the 17 test columns in reverse order as XLSX, and those of the last 8 with the "
        "test columns rotated to start at the ninth as TSV",
    ),
    RealTask(
        "fresh29_integrate_eidat_district_splits",
        "integration",
        "For the ecological inference demo I have the district totals split two ways, by group in one file and "
        "by outcome in the other. Join them per district, keeping every district from the group file, including "
        "the couple that have no outcome split yet.",
        "eidat",
        m_eidat,
        e_eidat,
        "ei_districts_joined.tsv",
        "district",
        [("join_composite", {"keys": ["district"], "how": "left"})],
        prep="all 10 districts, numbered; the group split as CSV and the outcome split, 2 districts left out at "
        "random and shuffled, as JSONL",
    ),
    RealTask(
        "fresh29_integrate_bfi_keying",
        "integration",
        "Could you put the scoring key, i.e. which factor each item belongs to and whether it's reverse keyed, "
        "next to the wording of the bfi items? Only the 25 personality items have a key, so gender, education "
        "and age can drop out.",
        "bfi.dictionary",
        m_bfi,
        e_bfi,
        "bfi_items_with_key.csv",
        "item",
        [("join_composite", {"keys": ["item"], "how": "inner"})],
        prep="all 28 entries, the item code as a column; code, IPIP label and wording as XLSX, and code, Big Six "
        "factor and keying of the 25 keyed items, shuffled, as CSV",
    ),
    # labeling
    RealTask(
        "fresh29_label_holzinger_bands",
        "labeling",
        "For the Holzinger-Swineford correlations, give every pair of tests a band: high at 0.5 and above, "
        "medium from 0.3 up to that, low below 0.3. A column called band is fine.",
        "Holzinger",
        m_holzinger,
        labelled("band", _band),
        "holzinger_test_pairs_banded.xlsx",
        "pair",
        [
            (
                "label_conditions",
                prefix_conditions("band", [("high", "r", ">=", HIGH), ("medium", "r", ">=", MEDIUM)], "low"),
            )
        ],
        target="band",
        prep="the 91 pairs of the upper triangle written one a row (first test, second test, correlation), "
        "numbered, as XLSX",
    ),
    RealTask(
        "fresh29_label_exam_against_diagonal",
        "labeling",
        "Mark each of the Antille-May points by where it sits relative to the line y = x, in a side column: "
        "above, below, or on the line.",
        "exAM",
        m_exam,
        labelled("side", _side),
        "antille_may_points_side.csv",
        "point",
        [("label_conditions", SIDE_CASES)],
        target="side",
        prep="all 12 points, numbered, as TSV",
    ),
    RealTask(
        "fresh29_label_cabg_stay_length",
        "labeling",
        "We're looking at how long the Arizona bypass and angioplasty patients stayed in. Please tag each one "
        "in a new stay column: short for up to 3 days, long for more than 10, medium otherwise.",
        "azcabgptca",
        m_cabg,
        labelled("stay", _stay),
        "arizona_cabg_ptca_stays_tagged.jsonl",
        "patient",
        [
            (
                "label_conditions",
                prefix_conditions(
                    "stay",
                    [("short", "los", "<=", SHORT_AT_MOST), ("long", "los", ">", LONG_ABOVE)],
                    "medium",
                ),
            )
        ],
        target="stay",
        prep="the first 250 of the 1959 patients, numbered, as CSV",
    ),
    # refinement
    RealTask(
        "fresh29_refine_bod_hours",
        "refinement",
        "Our LIMS wants incubation times in hours, but the BOD sheet has them in days. Can you convert them? "
        "The oxygen demand figures stay as they are.",
        "BOD",
        m_bod,
        e_bod,
        "bod_incubation_hours.xlsx",
        "demand",
        [("scale_column", {"column": "Time", "factor": HOURS_PER_DAY})],
        prep="all 6 readings, as CSV",
    ),
    RealTask(
        "fresh29_refine_holzinger9_two_decimals",
        "refinement",
        "Five decimals is overkill for a handout. Round every correlation in the nine-test Holzinger matrix to "
        "two places.",
        "Holzinger.9",
        m_holzinger9,
        e_holzinger9,
        "holzinger_nine_tests_rounded.tsv",
        "test",
        kind="cells",
        prep="the whole 9 by 9 matrix, the test names as a column, as JSONL",
    ),
    RealTask(
        "fresh29_refine_federalist_percentages",
        "refinement",
        "In the Mosteller-Wallace table of how often 'may' turns up, I'd rather see the share of all the blocks "
        "than the raw number of blocks: a percentage with one decimal, please.",
        "Federalist",
        m_federalist,
        e_federalist,
        "federalist_may_shares.jsonl",
        "nMay",
        [("scale_column", {"column": "Freq", "factor": 100 / PAPERS, "round": 1})],
        prep="all 7 cells (occurrences of may, blocks of text), as XLSX",
    ),
    # DAG-level
    RealTask(
        "fresh29_dag_burt_repeats_strength",
        "labeling",
        "My list of Burt's emotion correlations picked up a few duplicate lines somewhere, so please get rid of "
        "them. After that, add a column link that says strong where the correlation is 0.6 or more and weak "
        "everywhere else.",
        "burt",
        m_burt,
        e_burt,
        "burt_emotion_pairs_linked.csv",
        "pair",
        [
            ("dedup_exact", {"keep": "first"}),
            ("label_conditions", prefix_conditions("link", [("strong", "r", ">=", STRONG_AT)], "weak")),
        ],
        target="link",
        prep="the 55 pairs of the upper triangle written one a row (first variable, second variable, "
        "correlation), numbered; 4 of them written again by hand right after or near themselves, as TSV",
        level="dag",
    ),
    RealTask(
        "fresh29_dag_gorsuch_drop_composites",
        "filtering",
        "Gorsuch's table repeats two variables (info2, tension2) and has two composite scores (v123, v564); drop "
        "every pair that involves any of those four. Then mark the remaining pairs positive or negative by the "
        "sign of the correlation, in a column named direction.",
        "Gorsuch",
        m_gorsuch,
        e_gorsuch,
        "gorsuch_pairs_direction.xlsx",
        "pair",
        [
            (
                "filter_rows",
                {
                    "conditions": [
                        {"column": "var1", "op": "in", "value": EXTRA},
                        {"column": "var2", "op": "in", "value": EXTRA},
                    ],
                    "match": "any",
                    "action": "drop",
                },
            ),
            ("label_conditions", prefix_conditions("direction", [("positive", "r", ">", 0)], "negative")),
        ],
        target="direction",
        prep="the 45 pairs of the upper triangle written one a row (first variable, second variable, "
        "correlation), numbered, as CSV",
        level="dag",
    ),
    RealTask(
        "fresh29_dag_homeless_corrections",
        "deduplication",
        "Some follow-up interviews in the homeless housing study were keyed in twice, and the entry lower down is "
        "the corrected one, so keep that. Also spell out the housing status: 0 street, 1 community living, 2 "
        "independent housing.",
        "housing",
        m_housing,
        e_housing,
        "homeless_housing_followups_clean.tsv",
        "entry",
        [
            ("dedup_key", {"key": ["id", "time"], "keep": "last"}),
            ("map_values", {"column": "y", "mapping": HOUSING}),
        ],
        prep="the interviews of the first 60 subjects with a status recorded, the status as a whole number (0-2, as shipped); 8 of them written again "
        "by hand at the end with another status, the lines numbered, as XLSX",
        level="dag",
    ),
]


build_suite, main = suite_commands(TASKS, FRESH29_DIR, SEED, sources=SOURCES, head=README_HEAD)


if __name__ == "__main__":
    main()
