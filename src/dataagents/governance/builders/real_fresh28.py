"""Builds the twenty-eighth held-out governance suite on real tables (``suites/govbench_real_fresh28``).

The recipe of ``real_fresh26.py`` and the sets before it: 22 R datasets that no earlier real-table suite
touches (nor the same data under another name), cut small and made dirty only where the scenario needs it, one
request each written the way a business user or a researcher writes an e-mail, and ground truth from a reference
pipeline checked against a plain-pandas reading (the pandas table alone where no operator expresses the request).
This set draws only on datasets whose names start with a letter from M to Z, so that it cannot meet the set
written at the same time from the first half of the alphabet. The requests were written blind to the governance
agent's reader and planner: the suite measures generalisation and is never a source of rules.

    python -m dataagents.governance.builders.real_fresh28 [OUT_DIR] [task_id,...]
"""

from __future__ import annotations

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
from dataagents.governance.builders.real_fresh2 import _ECDAT, _MASS, _shuffled
from dataagents.governance.builders.real_fresh3 import _GPL2_3, _HISTDATA, _HSAUR
from dataagents.governance.builders.real_fresh4 import _VCD
from dataagents.governance.builders.real_fresh7 import _GPL2_LATER, _ROBUSTBASE
from dataagents.governance.builders.real_fresh11 import _BOOT, _ZELIG
from dataagents.governance.builders.real_fresh12 import _KMSURV
from dataagents.governance.builders.real_fresh15 import FRESH15_DIR, _blank
from dataagents.governance.builders.real_fresh15 import README_HEAD as _FRESH15_HEAD
from dataagents.governance.builders.real_fresh18 import _CLUSTER, _DATASETS
from dataagents.governance.builders.real_fresh25 import _EVIR

SEED = 20270128
FRESH28_DIR = FRESH15_DIR.parent / "govbench_real_fresh28"

SOURCES: dict[str, str] = {
    "watervoles": f"{_HSAUR}; Corbet, Cummins, Hedges & Krzanowski 1970, dissimilarities between 14 samples of "
    "water vole skulls, six British populations and eight from the rest of Europe, from the percentage incidence "
    f"of 13 characteristics), {_GPL2_3}",
    "SP500": f"{_ECDAT}; Verbeek 2004, daily return (change in the log index) of the Standard & Poor's 500 "
    f"index from January 1981 to April 1991, 2783 trading days), {_GPL2_LATER}",
    "nidd.thresh": f"{_EVIR}; after Davison & Smith 1990, 154 high levels of the River Nidd in Yorkshire above a "
    f"threshold of 65), {_GPL2_LATER}",
    "Zelig.url": f"{_ZELIG}; the help index of the Zelig package, 49 commands and the page of the Zelig "
    "documentation each one opens), licence GPL-2 or later",
    "Snow.streets": f"{_HISTDATA}; Snow 1855 as digitised by Dodson and Tobler 1992, the 1241 points of the 528 "
    "street segments of Snow's map of the 1854 cholera outbreak around Broad Street, London, each with its "
    "segment's number of points), licence GPL",
    "radarImage": f"{_ROBUSTBASE}; Frery via Maronna, Martin & Yohai 2006, coordinates and three frequency "
    "bands of 1573 pixels of a synthetic aperture satellite radar image of a suburb of Munich), "
    f"{_GPL2_LATER}",
    "paulsen": f"{_BOOT}; Paulsen & Heggelund 1994 via Davison & Hinkley 1997, peak amplitude in picoamperes of "
    "346 spontaneous currents into cells of guinea-pig thalamic slices), licence Unlimited",
    "synth.tr": f"{_MASS}; Ripley 1994, the 250 training points of a synthetic two-class problem, two "
    f"coordinates and the class 0 or 1), {_GPL2_3}",
    "volcano": f"{_DATASETS}; digitised by Ross Ihaka from a topographic map, heights in metres of Maunga Whau "
    f"(Mt Eden), Auckland, on a 10 m by 10 m grid of 87 x 61 points), {_GPL2_3}",
    "seals": "R package 'ggplot2' (Wickham; Brillinger, Preisler, Ager & Kie 2004, a vector field of seal "
    "movements: latitude, longitude and the east-west and north-south components of the movement at 1155 grid "
    "points), licence MIT",
    "wood": f"{_ROBUSTBASE}; Draper & Smith 1966 via Rousseeuw & Leroy 1987, five anatomical variables and the "
    f"specific gravity of 20 wood specimens, a few of them replaced by outliers), {_GPL2_LATER}",
    "pilot": f"{_ROBUSTBASE}; Daniel & Wood 1971 via Rousseeuw & Leroy 1987, organic acid content by "
    f"extraction and weighing and acid content by titration of 20 pilot-plant samples), {_GPL2_LATER}",
    "ruspini": f"{_CLUSTER}; Ruspini 1970, 75 points in four groups, a classic example for clustering), "
    f"{_GPL2_LATER}",
    "shrimp": f"{_MASS}; King & Ryan 1976 via Staudte & Sheather 1990, 18 laboratories' determinations of the "
    f"shrimp in shrimp cocktail as a percentage of the declared total weight), {_GPL2_3}",
    "WeldonDice": f"{_VCD}; Weldon 1894 via Pearson 1900 and Friendly 2000, 26306 throws of 12 dice by the "
    "number of fives and sixes, 10 meaning 10 or more, 11 cells), licence GPL-2",
    "neuro": f"{_BOOT}; Boniface via Ventura, Davison & Boniface 1997 and Davison & Hinkley 1997, times in "
    "milliseconds of the observed firings of a neuron within 250 ms either side of a magnetic stimulus, 469 "
    "replicates of two to six firings), licence Unlimited",
    "nonEnglishNames": f"{_ECDAT}; 17 Spanish names with each accented letter replaced by an underscore, beside "
    f"their spelling in plain English letters), {_GPL2_LATER}",
    "remission": f"{_BOOT}; Freeman 1987 via Davison & Hinkley 1997, a cell activity index of 27 cancer "
    "patients and whether each went into remission), licence Unlimited",
    "stddiag": f"{_KMSURV}; Klein & Moeschberger 1997, exercise 5.6, months from "
    "January 1993 to the encounter and months until a sexually transmitted disease was diagnosed in the clinic, "
    "25 patients), licence GPL-3 or later",
    "xclara": f"{_CLUSTER}; Struyf, Hubert & Rousseeuw 1996, 3000 artificial points in three well-separated "
    f"clusters of 1000), {_GPL2_LATER}",
    "sp.raw": f"{_EVIR}; daily closing values of the S&P 500 index from 4 January 1960 to 11 June 1993, 8415 "
    f"trading days), {_GPL2_LATER}",
    "siemens": f"{_EVIR}; daily log returns on the Siemens share price from 2 January 1973 to 23 July 1996, "
    f"6146 trading days), {_GPL2_LATER}",
}


# ---- filtering ----------------------------------------------------------------------------------------
BRITISH = ["Surrey", "Shropshire", "Yorkshire", "Perthshire", "Aberdeen", "Elean Gamhna"]


def m_voles(rng):
    d = r_data("watervoles")
    areas = list(d.columns)
    pairs = [(a, b, float(d.loc[a, b])) for i, a in enumerate(areas) for b in areas[i + 1 :]]
    df = pd.DataFrame(pairs, columns=["area", "other_area", "dissimilarity"])
    return {"water_vole_skull_pairs.csv": numbered(df, "pair")}


def m_sp500(rng):
    return {"sp500_daily_returns_1981.jsonl": numbered(r_data("SP500").iloc[:250], "day")}


BIG_MOVE = 0.02


def m_nidd(rng):
    return {"river_nidd_peaks.tsv": numbered(r_data("nidd.thresh").rename(columns={"x": "level"}), "peak")}


NEW_THRESHOLD = 80


# ---- deduplication and consistency --------------------------------------------------------------------
def m_zelig(rng):
    df = r_data("Zelig.url").reset_index(drop=True)
    return {"zelig_help_index.csv": df.set_axis(["command", "url"], axis=1)}


def e_zelig(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    return df[~df.duplicated(subset=["url"], keep="first")].reset_index(drop=True)


def m_streets(rng):
    df = r_data("Snow.streets").reset_index(drop=True)
    # the segments of three points or more, so that one wrong count is always the odd one out
    long = df[df["n"] >= 3]
    chosen = list(dict.fromkeys(long["street"]))[:55]
    df = numbered(df[df["street"].isin(chosen)], "point")
    for street in rng.sample(chosen, 9):
        i = rng.choice(list(df.index[df["street"] == street]))
        n = int(df.at[i, "n"])
        df.at[i, "n"] = n + rng.choice([d for d in (-1, 1, 2) if n + d >= 2])
    return {"snow_map_street_points.xlsx": df}


def e_streets(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["n"] = df.groupby("street")["street"].transform("size")
    return df


PIXEL = ["X.coord", "Y.coord"]
BANDS = ["Band.1", "Band.2", "Band.3"]


def m_radar(rng):
    df = r_data("radarImage").iloc[:150].reset_index(drop=True)
    # a second delivery re-sends ten pixels at the bottom, one to three band values corrected
    again = df.iloc[rng.sample(range(len(df)), 10)].copy()
    for i in again.index:
        for band in rng.sample(BANDS, rng.randint(1, 3)):
            again.at[i, band] = round(again.at[i, band] + rng.choice([-1, 1]) * rng.uniform(2, 20), 2)
    return {"radar_pixels_munich.tsv": pd.concat([df, again], ignore_index=True)}


def e_radar(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    return df[~df.duplicated(subset=PIXEL, keep="last")].reset_index(drop=True)


# ---- imputation ---------------------------------------------------------------------------------------
def m_paulsen(rng):
    df = numbered(r_data("paulsen").iloc[:200].rename(columns={"y": "current"}), "event")
    return {"guinea_pig_currents.csv": _blank(df, "current", set(rng.sample(range(len(df)), 12)))}


def e_paulsen(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["current"] = df["current"].fillna(df["current"].median())
    return df


def m_synth(rng):
    df = numbered(r_data("synth.tr"), "point")
    return {"ripley_training_points.jsonl": _blank(df, "xs", set(rng.sample(range(len(df)), 14)))}


def e_synth(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["xs"] = df["xs"].fillna(df.groupby("yc")["xs"].transform("mean"))
    return df


LINES = [15, 30, 45]


def m_volcano(rng):
    v = r_data("volcano").reset_index(drop=True)
    parts = []
    for line in LINES:
        heights = [int(h) for h in v[f"V{line}"]]
        gaps = set(rng.sample(range(1, len(heights) - 1), 4))  # never the ends of a line
        heights = [None if i in gaps else h for i, h in enumerate(heights)]
        parts.append(pd.DataFrame({"line": line, "point": range(1, len(heights) + 1), "height": heights}))
    df = numbered(pd.concat(parts, ignore_index=True), "spot")
    df["height"] = df["height"].astype("Int64")
    return {"maunga_whau_lines.xlsx": df}


def e_volcano(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    line = df.groupby("line")["height"].transform(lambda s: s.astype(float).interpolate(limit_area="inside"))
    df["height"] = df["height"].fillna(line)
    return df


# ---- integration --------------------------------------------------------------------------------------
GRID = ["lat", "long"]


def m_seals(rng):
    df = r_data("seals")
    lats = sorted(df["lat"].unique())[:10]
    longs = sorted(df["long"].unique())[:12]
    df = df[df["lat"].isin(lats) & df["long"].isin(longs)].reset_index(drop=True).round(5)
    lost = rng.sample(range(len(df)), 13)
    no_east, no_north = set(lost[:7]), set(lost[7:])
    east = df.loc[[i for i in df.index if i not in no_east], [*GRID, "delta_long"]]
    north = df.loc[[i for i in df.index if i not in no_north], [*GRID, "delta_lat"]]
    return {
        "seal_field_east_west.csv": east.reset_index(drop=True),
        "seal_field_north_south.jsonl": _shuffled(north, rng),
    }


def e_seals(frames: Frames) -> pd.DataFrame:
    east, north = frames.values()
    return east.merge(north, on=GRID, how="outer")


def m_wood(rng):
    df = numbered(r_data("wood"), "specimen")
    measured = sorted(rng.sample(range(len(df)), 15))
    gravity = df.iloc[measured][["specimen", "y"]].rename(columns={"y": "gravity"})
    return {
        "wood_anatomy.xlsx": df[["specimen", "x1", "x2", "x3", "x4", "x5"]],
        "wood_gravity_results.tsv": _shuffled(gravity, rng),
    }


def e_wood(frames: Frames) -> pd.DataFrame:
    anatomy, gravity = frames.values()
    return anatomy.merge(gravity, on="specimen", how="left")


SHIFTS = ["day", "night"]
NIGHT_HEADERS = {
    "run": "Sample",
    "extraction": "Organic acid (extraction)",
    "titration": "Acid number (titration)",
}


def m_pilot(rng):
    df = numbered(r_data("pilot").rename(columns={"X": "extraction", "Y": "titration"}), "run")
    night = df.iloc[12:].rename(columns=NIGHT_HEADERS)
    night = night[["Sample", "Acid number (titration)", "Organic acid (extraction)"]]
    return {"pilot_plant_day.csv": df.iloc[:12], "pilot_plant_night.xlsx": night.reset_index(drop=True)}


def e_pilot(frames: Frames) -> pd.DataFrame:
    day, night = frames.values()
    night = night.rename(columns={v: k for k, v in NIGHT_HEADERS.items()})
    return pd.concat([day.assign(shift="day"), night.assign(shift="night")], ignore_index=True)


# ---- labeling -----------------------------------------------------------------------------------------
CENTRE_X, CENTRE_Y = 65, 100


def m_ruspini(rng):
    return {"ruspini_points.tsv": numbered(r_data("ruspini"), "point")}


def _quadrant(r: pd.Series) -> str:
    return f"{'upper' if r['y'] > CENTRE_Y else 'lower'} {'right' if r['x'] > CENTRE_X else 'left'}"


def _case(label: str, x_op: str, y_op: str) -> dict:
    return {
        "label": label,
        "conditions": [
            {"column": "x", "op": x_op, "value": CENTRE_X},
            {"column": "y", "op": y_op, "value": CENTRE_Y},
        ],
    }


QUADRANT_CASES = [
    _case("upper right", ">", ">"),
    _case("upper left", "<", ">"),
    _case("lower right", ">", "<"),
]

SPEC_PCT = 32


def m_shrimp(rng):
    return {
        "shrimp_cocktail_labs.jsonl": numbered(r_data("shrimp").rename(columns={"x": "shrimp_pct"}), "lab")
    }


def _verdict(r: pd.Series) -> str:
    if SPEC_PCT - r["shrimp_pct"] > 1:
        return "low"
    return "high" if r["shrimp_pct"] - SPEC_PCT > 1 else "ok"


VERDICT_CASES = [("low", "shrimp_pct", "<", SPEC_PCT - 1), ("high", "shrimp_pct", ">", SPEC_PCT + 1)]

DICE, FIVE_OR_SIX = 12, 2 / 6


def m_weldon(rng):
    return {"weldon_dice.csv": r_data("WeldonDice").reset_index(drop=True)}


def _versus(r: pd.Series) -> str:
    expected = DICE * FIVE_OR_SIX
    if r["n56"] < expected:
        return "below"
    return "above" if r["n56"] > expected else "at"


EXPECTED_FIVES_SIXES = round(DICE * FIVE_OR_SIX)
VERSUS_CASES = [
    ("below", "n56", "<", EXPECTED_FIVES_SIXES),
    ("above", "n56", ">", EXPECTED_FIVES_SIXES),
]


# ---- refinement ---------------------------------------------------------------------------------------
FIRINGS = ["V1", "V2", "V3", "V4", "V5", "V6"]


def m_neuro(rng):
    return {"neuron_firing_times.xlsx": numbered(r_data("neuro").iloc[:120], "replicate")}


def e_neuro(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    for c in FIRINGS:
        df[c] = (df[c] / 1000).round(6)
    return df


def m_names(rng):
    return {"names_export.tsv": numbered(r_data("nonEnglishNames"), "entry")}


ACUTE = {"a": "á", "e": "é", "i": "í", "o": "ó", "u": "ú"}


def _accented(garbled: str, plain: str) -> str:
    # each underscore stands for the acute-accented form of the plain spelling's letter at that place
    return "".join(ACUTE[p] if g == "_" else g for g, p in zip(garbled, plain, strict=True))


def e_names(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["nonEnglish"] = [_accented(g, p) for g, p in zip(df["nonEnglish"], df["English"], strict=True)]
    return df


# the spellings written out by hand, for the reference pipeline's map_values
ACCENTED_NAMES = {
    "C_rdenas": "Cárdenas",
    "Vel_zquez": "Velázquez",
    "S_nchez": "Sánchez",
    "Luj_n": "Luján",
    "Rub_n": "Rubén",
    "Andr_": "André",
    "Jos_": "José",
    "Men_ndez": "Menéndez",
    "Ra_l": "Raúl",
    "Guti_rrez": "Gutiérrez",
}


def m_remission(rng):
    return {"remission_li.csv": numbered(r_data("remission"), "patient")}


YES_NO = {"1": "yes", "0": "no"}


def e_remission(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["r"] = df["r"].map({1: "yes", 0: "no"})
    return df


WEEKS_PER_MONTH = 52 / 12


def m_stddiag(rng):
    return {"std_clinic_diagnoses.jsonl": numbered(r_data("stddiag"), "patient")}


def e_stddiag(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["diagnosed"] = (df["diagnosed"] * WEEKS_PER_MONTH).round(1)
    return df


# ---- DAG-level ----------------------------------------------------------------------------------------
BATCHES = ["A", "B", "C"]


def m_xclara(rng):
    df = r_data("xclara").reset_index(drop=True).set_axis(["x", "y"], axis=1).round(3)
    picked = [i for start in (0, 1000, 2000) for i in rng.sample(range(start, start + 1000), 16)]
    df = numbered(df.iloc[rng.sample(picked, len(picked))], "point")
    batch = {p: BATCHES[i // 16] for i, p in enumerate(rng.sample(list(df["point"]), len(df)))}
    parts = {b: df[[batch[p] == b for p in df["point"]]] for b in BATCHES}
    # six points sent again in a later batch
    for p in rng.sample([p for p in df["point"] if batch[p] != "C"], 6):
        later = rng.choice(BATCHES[BATCHES.index(batch[p]) + 1 :])
        parts[later] = pd.concat([parts[later], df[df["point"] == p]])
    parts = {b: _shuffled(part, rng) for b, part in parts.items()}
    return {
        "cluster_points_batch_A.csv": parts["A"],
        "cluster_points_batch_B.jsonl": parts["B"],
        "cluster_points_batch_C.xlsx": parts["C"],
    }


def e_xclara(frames: Frames) -> pd.DataFrame:
    out = pd.concat(
        [f.assign(batch=b) for f, b in zip(frames.values(), BATCHES, strict=True)], ignore_index=True
    )
    return out[~out.duplicated(subset=["point"], keep="first")].reset_index(drop=True)


CLOSE_AT_LEAST = 55


def m_sp(rng):
    df = numbered(r_data("sp.raw").iloc[:250].rename(columns={"x": "close"}), "day")
    return {"sp500_closes_1960.tsv": _blank(df, "close", set(rng.sample(range(1, len(df)), 12)))}


def e_sp(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["close"] = df["close"].ffill()
    return df[df["close"] >= CLOSE_AT_LEAST].reset_index(drop=True)


BIG_PCT = 3


def m_siemens(rng):
    return {
        "siemens_daily_returns.xlsx": numbered(
            r_data("siemens").iloc[:250].rename(columns={"x": "ret"}), "day"
        )
    }


def e_siemens(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["ret"] = (df["ret"] * 100).round(2)
    df["move"] = ["big" if abs(v) > BIG_PCT else "normal" for v in df["ret"]]
    return df


README_HEAD = """# GovBench real-table held-out suite, twenty-eighth set

{n} governance tasks on real public tables that none of the development suite (`govbench_real`) and the
twenty-six earlier held-out suites (`govbench_real_fresh` to `govbench_real_fresh26`) uses, nor the same data
under another name; it was written at the same time as a sister set and takes only datasets whose names begin
with a letter from M to Z, the sister set the others. The requests read like e-mails and chat messages from
different people to a data person, of varied length and build; columns are named by what they hold or by a
synonym rather than by their header, and details a colleague would take for granted are left out. Built by
`python -m dataagents.governance.builders.real_fresh28 [OUT]` (deterministic, seed {seed}).

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
].replace("govbench_real_fresh15", "govbench_real_fresh28")
README_HEAD += """\
Everyday requests covered: pairs dropped where neither of two areas belongs to a group the source names (six
British populations among fourteen), trading days dropped where a return given as a fraction moved more than a
percentage either way, and peaks dropped under a raised threshold; aliases opening the same page kept once (the
first), a per-segment count put right from the segment's own rows, and re-sent pixels kept once (the later copy) on
a two-part key; blanks filled with the median, with the mean of the row's class, and by straight-line interpolation
within each survey line; two half-lost component files joined on a two-part key keeping every grid point, results
attached to all specimens with blanks where none came, and two sheets with different headers stacked with a column
naming each; four quadrant labels around a point, three labels around a specification, and three labels against an
expectation the reader works out (twelve dice, a third of them fives or sixes); milliseconds given in seconds over
six columns with blanks, lost accents put back in names, a 1/0 code written as yes/no, and months given in weeks;
and three pipelines: three batches stacked with a column naming each before points sent twice are kept once, gaps
carried forward before a threshold filter, and fractions given as percentages before a two-sided threshold label.

Sources: R datasets from the packages `HSAUR`, `Ecdat`, `evir`, `Zelig`, `HistData`, `robustbase`, `boot`, `MASS`,
`datasets`, `ggplot2`, `cluster`, `vcd` and `KMsurv`, as shipped by the Python package `pydataset` (which bundles
the Rdatasets collection); each table's reference and licence is in the table below and in its task's `provenance`.
`Snow.streets` comes from the HistData set of which `Snow.deaths` and `Snow.pumps` were used earlier; it holds
other data (the street segments). `sp.raw` (S&P 500 closes of 1960) and `SP500` (S&P 500 returns of 1981) cover the
same index in years that do not meet, and `siemens` is another share than the `bmw` returns used earlier. The wrong
point counts in `fresh28_dedup_snow_street_counts`, the re-sent pixels and their corrected bands in
`fresh28_dedup_radar_resent_pixels`, the grid points each seal file lacks, the specimens without a gravity result,
the day and night split of the pilot-plant runs and the night sheet's headers, the three batches and the points
sent twice in `fresh28_dag_cluster_batches`, and the blanked cells are invented by hand; the 32% specification in
`fresh28_label_shrimp_lab_verdicts` is the requester's, not the dataset's.

"""
README_HEAD += _FRESH15_HEAD[_FRESH15_HEAD.index("Scenario counts:") :]


TASKS: list[RealTask] = [
    # filtering
    RealTask(
        "fresh28_filter_vole_british_pairs",
        "filtering",
        "For the water vole skull comparison we only care about pairs that involve at least one of the six "
        "British populations. Please drop every pair in which neither area is British.",
        "watervoles",
        m_voles,
        keep(lambda d: d["area"].isin(BRITISH) | d["other_area"].isin(BRITISH)),
        "water_vole_pairs_british.tsv",
        "pair",
        [
            (
                "filter_rows",
                {
                    "conditions": [
                        {"column": "area", "op": "not_in", "value": BRITISH},
                        {"column": "other_area", "op": "not_in", "value": BRITISH},
                    ],
                    "action": "drop",
                },
            )
        ],
        prep="the 91 pairs of the 14 x 14 dissimilarity matrix written one a row in the matrix's order (each pair "
        "once, the area listed first in the matrix first), numbered, as CSV",
    ),
    RealTask(
        "fresh28_filter_sp500_quiet_days",
        "filtering",
        "Risk team here. We're fitting a model for ordinary trading days, so remove every day on which the "
        "S&P 500 moved by more than 2% in either direction.",
        "SP500",
        m_sp500,
        keep(lambda d: d["r500"].abs() <= BIG_MOVE),
        "sp500_quiet_days_1981.csv",
        "day",
        [
            (
                "filter_rows",
                {"conditions": [{"column": "r500", "op": "outside", "value": [-BIG_MOVE, BIG_MOVE]}]},
            )
        ],
        prep="the first 250 trading days (January to December 1981), numbered (pydataset's copy has no dates), "
        "as JSONL",
    ),
    RealTask(
        "fresh28_filter_nidd_raised_threshold",
        "filtering",
        "Hydrology would like the threshold on the River Nidd peak series raised from 65 to 80. Anything "
        "below 80 has to go.",
        "nidd.thresh",
        m_nidd,
        keep(lambda d: d["level"] >= NEW_THRESHOLD),
        "river_nidd_peaks_over_80.xlsx",
        "peak",
        [("filter_value", {"column": "level", "op": ">=", "value": NEW_THRESHOLD})],
        prep="all 154 levels, numbered in their order, as TSV",
    ),
    # deduplication and consistency
    RealTask(
        "fresh28_dedup_zelig_help_pages",
        "deduplication",
        "The Zelig help index has several commands that all open the same page, like model and models. I "
        "need every page listed just once, so keep the first command for each page and drop the others.",
        "Zelig.url",
        m_zelig,
        e_zelig,
        "zelig_help_pages.jsonl",
        "command",
        [("dedup_key", {"key": ["url"], "keep": "first"})],
        prep="all 49 commands, the garbled header of pydataset's copy replaced by command and url, as CSV",
    ),
    RealTask(
        "fresh28_dedup_snow_street_counts",
        "deduplication",
        "On the digitised Snow map every row of a street segment carries that segment's number of points, "
        "which should equal how many rows the segment has. A few rows have a wrong count typed in; please "
        "correct them.",
        "Snow.streets",
        m_streets,
        e_streets,
        "snow_map_street_points_fixed.csv",
        "point",
        [("enforce_functional_dependency", {"determinant": ["street"], "dependent": "n"})],
        prep="the first 55 street segments of three points or more (188 points), numbered, as XLSX; in 9 of them "
        "one row's count raised by 1 or 2 or lowered by 1 by hand",
    ),
    RealTask(
        "fresh28_dedup_radar_resent_pixels",
        "deduplication",
        "The second download from the radar archive re-sent some pixels with corrected band values, tacked on "
        "at the bottom of the file. Keep one row per pixel position, the corrected one where there are two.",
        "radarImage",
        m_radar,
        e_radar,
        "radar_pixels_munich_clean.xlsx",
        None,
        [("dedup_key", {"key": PIXEL, "keep": "last"})],
        prep="the first 150 pixels, as TSV; 10 of them written again by hand at the bottom with one to three "
        "band values moved by 2 to 20",
    ),
    # imputation
    RealTask(
        "fresh28_impute_current_median",
        "imputation",
        "Twelve of the current amplitudes in the guinea-pig recordings didn't save. Fill them in with the "
        "median amplitude of the others.",
        "paulsen",
        m_paulsen,
        e_paulsen,
        "guinea_pig_currents_filled.jsonl",
        "event",
        [("impute_statistic", {"columns": ["current"], "strategy": "median"})],
        prep="the first 200 currents, numbered, as CSV; 12 amplitudes blanked by hand",
    ),
    RealTask(
        "fresh28_impute_ripley_class_means",
        "imputation",
        "Some x-coordinates are blank in Ripley's training set. Could you fill each one with the average x of "
        "the points in the same class?",
        "synth.tr",
        m_synth,
        e_synth,
        "ripley_training_points_filled.csv",
        "point",
        [("impute_groupwise", {"columns": ["xs"], "by": ["yc"], "strategy": "mean"})],
        prep="all 250 points, numbered, as JSONL; 14 x-coordinates blanked by hand",
    ),
    RealTask(
        "fresh28_impute_volcano_line_gaps",
        "imputation",
        "A few spot heights are missing along our three survey lines across Maunga Whau. Fill each gap by "
        "straight-line interpolation between the nearest known heights on the same line.",
        "volcano",
        m_volcano,
        e_volcano,
        "maunga_whau_lines_filled.tsv",
        "spot",
        [("impute_interpolate", {"columns": ["height"], "by": ["line"]})],
        prep="the grid's columns 15, 30 and 45 (south-north lines of 87 points each) written one point a row "
        "with the line and the point's place on it, numbered, as XLSX; 4 heights inside each line blanked by "
        "hand",
    ),
    # integration
    RealTask(
        "fresh28_integrate_seal_field_parts",
        "integration",
        "The east-west and north-south parts of the seal movement field were exported separately, and each "
        "export lost a few grid points. Put them together by position so every grid point found in either "
        "file is there once with both parts, blank where one is missing.",
        "seals",
        m_seals,
        e_seals,
        "seal_field_combined.xlsx",
        None,
        [("join_composite", {"keys": GRID, "how": "outer"})],
        prep="the 120 grid points of the 10 southernmost latitudes and 12 westernmost longitudes, components to "
        "five decimals; the east-west components without 7 points as CSV and the north-south ones without 6 "
        "other points, shuffled, as JSONL (the points left out drawn at random)",
    ),
    RealTask(
        "fresh28_integrate_wood_gravity",
        "integration",
        "I've got the anatomy measurements for all twenty wood specimens, but the lab has only sent specific "
        "gravity for some of them so far. Put the gravity next to the measurements by specimen number, and "
        "keep the specimens without a result in the table, blank for now.",
        "wood",
        m_wood,
        e_wood,
        "wood_specimens_with_gravity.jsonl",
        None,
        [("join_composite", {"keys": ["specimen"], "how": "left"})],
        prep="all 20 specimens, numbered; the five anatomical variables as XLSX and the specific gravity of 15 "
        "of them (drawn at random), shuffled, as TSV",
    ),
    RealTask(
        "fresh28_integrate_pilot_plant_shifts",
        "integration",
        "The pilot-plant acid results are in two sheets, day shift and night shift, and whoever did the night "
        "sheet used their own headers. Stack them into one table under the day sheet's column names, with a "
        "column shift saying day or night.",
        "pilot",
        m_pilot,
        e_pilot,
        "pilot_plant_runs.tsv",
        None,
        [
            (
                "union_align",
                {
                    "source_column": "shift",
                    "source_names": SHIFTS,
                    "renames": [{}, {v: k for k, v in NIGHT_HEADERS.items()}],
                },
            )
        ],
        prep="all 20 samples numbered as runs; runs 1-12 as CSV (run, extraction, titration) and runs 13-20 "
        "as XLSX under other headers in another order",
    ),
    # labeling
    RealTask(
        "fresh28_label_ruspini_quadrants",
        "labeling",
        "Quick one: tag each Ruspini point with its quadrant around the point (65, 100): upper left, upper "
        "right, lower left or lower right, in a column called quadrant.",
        "ruspini",
        m_ruspini,
        labelled("quadrant", _quadrant),
        "ruspini_quadrants.csv",
        "point",
        [("label_conditions", {"target": "quadrant", "cases": QUADRANT_CASES, "default": "lower left"})],
        target="quadrant",
        prep="all 75 points, numbered, as TSV (none lies on x = 65 or y = 100)",
    ),
    RealTask(
        "fresh28_label_shrimp_lab_verdicts",
        "labeling",
        "Our spec for the cocktail is 32% shrimp. For each lab's determination add a verdict: low if it is "
        "more than one point under 32, high if more than one point over, ok otherwise.",
        "shrimp",
        m_shrimp,
        labelled("verdict", _verdict),
        "shrimp_cocktail_verdicts.xlsx",
        "lab",
        [("label_conditions", prefix_conditions("verdict", VERDICT_CASES, "ok"))],
        target="verdict",
        prep="all 18 determinations, numbered, as JSONL",
    ),
    RealTask(
        "fresh28_label_weldon_expected",
        "labeling",
        "Weldon threw twelve dice at a time and counted the fives and sixes. Mark each count as below, at or "
        "above the average you'd expect from fair dice, in a new column named expectation.",
        "WeldonDice",
        m_weldon,
        labelled("expectation", _versus),
        "weldon_dice_expectation.tsv",
        "n56",
        [("label_conditions", prefix_conditions("expectation", VERSUS_CASES, "at"))],
        target="expectation",
        prep="all 11 cells, as CSV",
    ),
    # refinement
    RealTask(
        "fresh28_refine_firing_seconds",
        "refinement",
        "The neuron firing times are in milliseconds relative to the stimulus; please give them in seconds. "
        "Empty cells just mean that replicate had fewer firings, so leave them empty.",
        "neuro",
        m_neuro,
        e_neuro,
        "neuron_firing_times_seconds.csv",
        "replicate",
        kind="cells",
        prep="the first 120 replicates, numbered, as XLSX; the blanks are the dataset's own NA",
    ),
    RealTask(
        "fresh28_refine_restore_accents",
        "refinement",
        "Our export turned every accented letter in these names into an underscore (C_rdenas should be "
        "Cárdenas). Please restore the accents in that column and leave the plain-letter column as it is.",
        "nonEnglishNames",
        m_names,
        e_names,
        "names_with_accents.jsonl",
        "entry",
        [("map_values", {"column": "nonEnglish", "mapping": ACCENTED_NAMES})],
        prep="all 17 names, numbered, as TSV",
    ),
    RealTask(
        "fresh28_refine_remission_yes_no",
        "refinement",
        "The outcome in the remission data is coded 1 for went into remission and 0 for didn't. Can you spell "
        "it out as yes or no?",
        "remission",
        m_remission,
        e_remission,
        "remission_li_outcome.xlsx",
        "patient",
        [("map_values", {"column": "r", "mapping": YES_NO})],
        prep="all 27 patients, numbered, as CSV",
    ),
    RealTask(
        "fresh28_refine_diagnosis_weeks",
        "refinement",
        "Time to diagnosis in the STD clinic table is in months. Convert it to weeks at 52/12 weeks a month, "
        "rounded to one decimal.",
        "stddiag",
        m_stddiag,
        e_stddiag,
        "std_clinic_diagnoses_weeks.tsv",
        "patient",
        [("scale_column", {"column": "diagnosed", "factor": WEEKS_PER_MONTH, "round": 1})],
        prep="all 25 patients, numbered, as JSONL",
    ),
    # DAG-level
    RealTask(
        "fresh28_dag_cluster_batches",
        "integration",
        "The cluster points came in three batches, A, B and C. Stack them with a column batch saying which "
        "batch each row came from; some points were sent again in a later batch, so keep each point once, in "
        "the batch it first arrived in.",
        "xclara",
        m_xclara,
        e_xclara,
        "cluster_points_all.csv",
        "point",
        [
            ("union_align", {"source_column": "batch", "source_names": BATCHES}),
            ("dedup_key", {"key": ["point"], "keep": "first"}),
        ],
        prep="16 points drawn from each of the three clusters, coordinates to three decimals, numbered in a "
        "random order and dealt into batches of 16 at random; 6 points of batches A and B sent again in a later "
        "batch; batch A as CSV, B as JSONL and C as XLSX, each shuffled",
        level="dag",
    ),
    RealTask(
        "fresh28_dag_sp_closes_1960",
        "imputation",
        "A handful of the 1960 S&P closing values are blank. Carry the previous day's close forward into each "
        "gap, and after that keep only the days on which the index closed at 55 or above.",
        "sp.raw",
        m_sp,
        e_sp,
        "sp500_closes_1960_55_up.jsonl",
        "day",
        [
            ("forward_fill", {"columns": ["close"]}),
            ("filter_value", {"column": "close", "op": ">=", "value": CLOSE_AT_LEAST}),
        ],
        prep="the first 250 trading days from 4 January 1960, numbered (pydataset's copy has no dates), as TSV; "
        "12 closes after the first blanked by hand",
        level="dag",
    ),
    RealTask(
        "fresh28_dag_siemens_big_moves",
        "labeling",
        "The Siemens returns are stored as fractions (0.0143 is 1.43%). Turn them into percentages with two "
        "decimals, then add a column move that says big for days beyond 3% either way and normal for the rest.",
        "siemens",
        m_siemens,
        e_siemens,
        "siemens_daily_moves.tsv",
        "day",
        [
            ("scale_column", {"column": "ret", "factor": 100, "round": 2}),
            (
                "label_conditions",
                {
                    "target": "move",
                    "cases": [
                        {
                            "label": "big",
                            "conditions": [{"column": "ret", "op": "outside", "value": [-BIG_PCT, BIG_PCT]}],
                        }
                    ],
                    "default": "normal",
                },
            ),
        ],
        target="move",
        prep="the first 250 trading days from 2 January 1973, numbered (pydataset's copy has no dates), as XLSX",
        level="dag",
    ),
]


build_suite, main = suite_commands(TASKS, FRESH28_DIR, SEED, sources=SOURCES, head=README_HEAD)


if __name__ == "__main__":
    main()
