"""Builds the twenty-sixth held-out governance suite on real tables (``suites/govbench_real_fresh26``).

The recipe of ``real_fresh20.py`` and the sets before it: 22 R datasets that no earlier real-table suite
touches (nor the same data under another name), cut small and made dirty only where the scenario needs it, one
request each written the way a business user writes an e-mail, and ground truth from a reference pipeline
checked against a plain-pandas reading (the pandas table alone where no operator expresses the request). This set
draws only on datasets whose names start with a letter from M to Z, so that it cannot meet the set written at
the same time from the first half of the alphabet. The requests were written blind to the governance agent's
reader and planner: the suite measures generalisation and is never a source of rules.

    python -m dataagents.governance.builders.real_fresh26 [OUT_DIR] [task_id,...]
"""

from __future__ import annotations

import random
import re

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
from dataagents.governance.builders.real_fresh2 import _CAR, _ECDAT, _MASS, _shuffled
from dataagents.governance.builders.real_fresh3 import _GPL2_3, _HISTDATA, _HSAUR
from dataagents.governance.builders.real_fresh4 import _VCD
from dataagents.governance.builders.real_fresh7 import _GPL2_LATER, _ROBUSTBASE
from dataagents.governance.builders.real_fresh11 import _BOOT
from dataagents.governance.builders.real_fresh12 import _KMSURV
from dataagents.governance.builders.real_fresh13 import _TEXMEX
from dataagents.governance.builders.real_fresh15 import FRESH15_DIR, _blank
from dataagents.governance.builders.real_fresh15 import README_HEAD as _FRESH15_HEAD
from dataagents.governance.builders.real_fresh18 import _DATASETS

SEED = 20270109
FRESH26_DIR = FRESH15_DIR.parent / "govbench_real_fresh26"

SOURCES: dict[str, str] = {
    "precip": f"{_DATASETS}; Statistical Abstracts of the United States 1975 via McNeil 1977, average yearly "
    f"precipitation in inches of 70 US and Puerto Rican cities), {_GPL2_3}",
    "polar": f"{_BOOT}; Fisher, Lewis & Embleton 1987 via Davison & Hinkley 1997, latitude and longitude of 50 "
    "pole positions from a palaeomagnetic study of New Caledonian laterites), licence Unlimited",
    "RepVict": f"{_VCD}; Reiss 1980 via Fienberg 1980 and Friendly 2000, US National Crime Survey, households "
    "by the crime of their first and of their second victimisation, 8 x 8 cells), licence GPL-2",
    "toxicity": f"{_ROBUSTBASE}; Maguna, Nunez, Okulik & Castro 2003, aquatic toxicity and nine molecular "
    f"descriptors of 38 aliphatic carboxylic acids), {_GPL2_LATER}",
    "twins": f"{_KMSURV}; Klein & Moeschberger 1997, exercise 7.14, age at death or censoring, death from "
    "coronary heart disease and sex of both members of 12 male-female twin pairs), licence GPL-3 or later",
    "Sahlins": f"{_CAR}; Sahlins 1972 via Fox 2008, consumers per gardener and acres cultivated per gardener "
    f"of 20 households of Mazulu village, Central Africa), {_GPL2_LATER}",
    "Minard.troops": f"{_HISTDATA}; Minard 1869 via Friendly 2002, longitude, latitude, surviving troops, "
    "direction (advance or retreat) and army group of 51 points on the path of Napoleon's army in the "
    "Russian campaign of 1812), licence GPL",
    "rain": f"{_TEXMEX}; Coles 2001 after the ismev package, daily rainfall accumulations in millimetres at a "
    f"location in south-west England, 17531 days), {_GPL2_LATER}",
    "Skye": f"{_MASS}; Thompson, Esson & Duncan 1972 via Aitchison 1986, percentages of sodium and potassium "
    f"oxides, iron oxide and magnesium oxide of 23 aphyric lavas of the Isle of Skye), {_GPL2_3}",
    "Wheat.monarchs": f"{_HISTDATA}; Playfair 1821 via Friendly & Denis 2005, name, first and last year of "
    "reign and Commonwealth flag of the 12 British rulers from Elizabeth to George IV), licence GPL",
    "NOxEmissions": f"{_ROBUSTBASE}; Locher, ZHAW, hourly log NOx concentration in ppb next to a busy "
    "motorway, log NOx emission of its cars and square root of wind speed in m/s, 8088 hours on days with at "
    f"least 20 observed hours), {_GPL2_LATER}",
    "VADeaths": f"{_DATASETS}; Molyneaux, Gilliam & Florant 1947 via McNeil 1977, death rates per 1000 a year "
    f"in Virginia in 1940 by five-year age group 50-74, rural or urban residence and sex), {_GPL2_3}",
    "politicalKnowledge": f"{_ECDAT}; McChesney & Nichols 2010, share of correct answers on domestic and "
    "international news by education in Denmark, Finland, the UK and the US, with spending on public media), "
    f"{_GPL2_LATER}",
    "wavesurge": f"{_TEXMEX}; Coles 2001 after the ismev package, 2894 simultaneous wave and surge heights "
    f"off south-west England), {_GPL2_LATER}",
    "pistonrings": f"{_HSAUR}; Haberman 1973, piston-ring failures in the north, centre and south legs of four "
    f"steam-driven compressors of one building, 12 cells), {_GPL2_3}",
    "occupationalStatus": f"{_DATASETS}; Goodman 1979 after the package gnm, British men by their own and "
    f"their father's occupational status category 1-8, 64 cells), {_GPL2_3}",
    "SexualFun": f"{_VCD}; Hout, Duncan & Sobel 1987 via Agresti 1990 and Friendly 2000, 91 married couples by "
    "how often husband and wife find sex fun (never or occasionally, fairly often, very often, almost "
    "always), 16 cells), licence GPL-2",
    "Saxony": f"{_VCD}; Geissler via Sokal & Rohlf 1969 and Friendly 2000, 6115 Saxon families of twelve "
    "children by the number of sons, 13 cells), licence GPL-2",
    "Minard.temp": f"{_HISTDATA}; Minard 1869 via Friendly 2002, longitude, temperature in degrees Reaumur, "
    "days and date of 9 points on the retreat of Napoleon's army from Moscow in 1812), licence GPL",
    "newcomb": f"{_MASS}; Newcomb 1882 via Stigler 1977 and Staudte & Sheather 1990, the third series of 66 "
    "passage times of light, each in nanoseconds above 24 microseconds), licence GPL-2 | GPL-3",
    "tuna": f"{_BOOT}; Chen 1996 via Davison & Hinkley 1997, perpendicular distance in miles from the transect "
    "of 64 schools of southern bluefin tuna sighted in an aerial survey of the Great Australian Bight), "
    "licence Unlimited",
    "Snow.pumps": f"{_HISTDATA}; Snow 1855 as digitised by Dodson and Tobler 1992, number, name and map "
    "coordinates of the 13 water pumps around Broad Street, London, in the 1854 cholera outbreak), "
    "licence GPL",
}


# ---- filtering ----------------------------------------------------------------------------------------
MM_PER_INCH = 25.4
WET_ENOUGH_MM = 500


def m_precip(rng):
    return {"us_city_precipitation.csv": numbered(r_data("precip").rename(columns={"x": "precip"}), "city")}


def m_polar(rng):
    return {"laterite_pole_positions.xlsx": numbered(r_data("polar"), "site")}


FAR_SOUTH = -60


def _crosstab(df: pd.DataFrame, rows: str, columns: str, count: str = "Freq") -> pd.DataFrame:
    """An R table written out as one row a cell: the row level, the column level and the count."""
    cells = [(r, c, int(df.loc[r, c])) for r in df.index for c in df.columns]
    return pd.DataFrame(cells, columns=[rows, columns, count])


def m_repvict(rng):
    df = _crosstab(r_data("RepVict"), "First", "Second")
    return {"repeat_victimisation.tsv": numbered(df, "cell")}


# ---- deduplication and consistency --------------------------------------------------------------------
def m_toxicity(rng):
    df = numbered(r_data("toxicity"), "acid")
    start = pd.Timestamp("2025-02-03")
    df.insert(1, "assayed", [start + pd.Timedelta(days=rng.randrange(0, 30)) for _ in range(len(df))])
    # eight acids assayed again two to eight weeks later, the toxicity a little different
    again = df.iloc[sorted(rng.sample(range(len(df)), 8))].copy()
    again["assayed"] = [d + pd.Timedelta(days=rng.randrange(14, 57)) for d in again["assayed"]]
    again["toxicity"] = [
        round(v + rng.choice([-1, 1]) * rng.choice([0.02, 0.03, 0.05, 0.07]), 2) for v in again["toxicity"]
    ]
    out = _shuffled(pd.concat([df, again], ignore_index=True), rng)
    out["assayed"] = [d.strftime("%Y-%m-%d") for d in out["assayed"]]
    return {"carboxylic_acid_toxicity.xlsx": out}


def e_toxicity(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    latest = df.groupby("acid")["assayed"].transform("max")
    return df[df["assayed"] == latest].reset_index(drop=True)


TWIN = ["id", "gender"]


def m_twins(rng):
    df = r_data("twins").reset_index(drop=True)
    rows = [r for _, r in df.iterrows()]
    # five twins keyed again lower down with the age put right
    for i in sorted(rng.sample(range(len(df) - 1), 5), reverse=True):
        fixed = rows[i].copy()
        fixed["age"] = int(fixed["age"]) + rng.choice([-3, -2, -1, 1, 2, 3])
        rows.insert(rng.randrange(i + 2, len(rows) + 1), fixed)
    return {"twin_pairs_chd.csv": numbered(pd.DataFrame(rows), "line")}


def e_twins(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    return df[~df.duplicated(subset=TWIN, keep="last")].reset_index(drop=True)


def _doubled(
    df: pd.DataFrame, count: int, rng: random.Random, among: list[int] | None = None
) -> pd.DataFrame:
    """``df`` with ``count`` of its rows (of ``among``, when given) written again right after or near
    themselves."""
    rows = [r for _, r in df.iterrows()]
    for i in sorted(rng.sample(among if among is not None else list(range(len(df))), count), reverse=True):
        rows.insert(i + 1 + rng.randrange(0, 3), df.iloc[i])
    return pd.DataFrame(rows).reset_index(drop=True)


def m_sahlins(rng):
    return {"mazulu_households.tsv": _doubled(numbered(r_data("Sahlins"), "household"), 5, rng)}


def e_sahlins(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    return df[~df.duplicated(keep="first")].reset_index(drop=True)


# ---- imputation ---------------------------------------------------------------------------------------
def m_rain(rng):
    df = numbered(r_data("rain").iloc[:300].rename(columns={"x": "rainfall"}), "day")
    return {"rain_gauge_daily.jsonl": _blank(df, "rainfall", set(rng.sample(range(len(df)), 14)))}


def e_rain(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["rainfall"] = df["rainfall"].fillna(0)
    return df


AFM_TOTAL = 100


def m_skye(rng):
    df = numbered(r_data("Skye"), "sample")
    df = _blank(df, "M", set(rng.sample(range(len(df)), 6)))
    df["M"] = df["M"].astype("Int64")  # whole percentages, as the other two
    return {"skye_lava_afm.csv": df}


def e_skye(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["M"] = df["M"].fillna(AFM_TOTAL - df["A"] - df["F"]).astype("int64")
    return df


def m_monarchs(rng):
    df = r_data("Wheat.monarchs").reset_index(drop=True)
    # never the last reign: nothing in the list says when it ended
    df = _blank(df, "end", set(rng.sample(range(len(df) - 1), 4)))
    df["end"] = df["end"].astype("Int64")
    return {"playfair_monarchs.tsv": df}


def e_monarchs(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["end"] = df["end"].fillna(df["start"].shift(-1)).astype("int64")
    return df


# ---- integration --------------------------------------------------------------------------------------
AREAS = ["rural", "urban"]


def m_vadeaths(rng):
    df = r_data("VADeaths")
    parts = {}
    for area, ext in zip(AREAS, ["csv", "xlsx"], strict=True):
        part = df[[f"{area.title()} Male", f"{area.title()} Female"]]
        part = part.set_axis(["male", "female"], axis=1).rename_axis("age").reset_index()
        parts[f"virginia_death_rates_{area}.{ext}"] = part
    return parts


def e_vadeaths(frames: Frames) -> pd.DataFrame:
    parts = [f.assign(area=a) for f, a in zip(frames.values(), AREAS, strict=True)]
    return pd.concat(parts, ignore_index=True)


EDUCATION = {"hs": "high school", "sc": "some college", "c": "college graduate"}
SCHOOLING = ["country", "education"]


def m_knowledge(rng):
    df = r_data("politicalKnowledge")
    rows = [
        (r["country"], level, r[f"DomesticKnowledge.{code}"], r[f"InternationalKnowledge.{code}"])
        for _, r in df.iterrows()
        for code, level in EDUCATION.items()
    ]
    cells = pd.DataFrame(rows, columns=[*SCHOOLING, "domestic", "international"])
    return {
        "news_quiz_domestic.xlsx": cells[[*SCHOOLING, "domestic"]],
        "news_quiz_international.jsonl": _shuffled(cells[[*SCHOOLING, "international"]], rng),
    }


def e_knowledge(frames: Frames) -> pd.DataFrame:
    domestic, international = frames.values()
    return domestic.merge(international, on=SCHOOLING, how="inner")


def m_wavesurge(rng):
    df = numbered(r_data("wavesurge").iloc[:150], "record")
    # each log lost a few records of its own
    no_wave = set(rng.sample(range(len(df)), 10))
    no_surge = set(rng.sample(range(len(df)), 8))
    waves = df.loc[[i for i in df.index if i not in no_wave], ["record", "wave"]]
    surges = df.loc[[i for i in df.index if i not in no_surge], ["record", "surge"]]
    return {"wave_log.csv": waves.reset_index(drop=True), "surge_log.tsv": _shuffled(surges, rng)}


def e_wavesurge(frames: Frames) -> pd.DataFrame:
    waves, surges = frames.values()
    return waves.merge(surges, on="record", how="inner")


# ---- labeling -----------------------------------------------------------------------------------------
def m_status(rng):
    return {
        "father_son_status.xlsx": numbered(
            _crosstab(r_data("occupationalStatus"), "origin", "destination"), "cell"
        )
    }


def _mobility(r: pd.Series) -> str:
    # category 1 is the top: a smaller number is a better category
    if r["destination"] < r["origin"]:
        return "up"
    return "down" if r["destination"] > r["origin"] else "same"


MOBILITY_CASES = [
    {"label": "up", "conditions": [{"column": "destination", "op": "<", "other": "origin"}]},
    {"label": "down", "conditions": [{"column": "destination", "op": ">", "other": "origin"}]},
]


FUN_ORDER = ["Never Fun", "Fairly Often", "Very Often", "Always fun"]


def m_sexualfun(rng):
    return {"couples_sex_is_fun.jsonl": numbered(_crosstab(r_data("SexualFun"), "Husband", "Wife"), "cell")}


def _keener(r: pd.Series) -> str:
    husband, wife = FUN_ORDER.index(r["Husband"]), FUN_ORDER.index(r["Wife"])
    if husband > wife:
        return "husband"
    return "wife" if wife > husband else "same"


HALF_OF_TWELVE = 6


def m_saxony(rng):
    return {"saxony_families_of_twelve.csv": r_data("Saxony").reset_index(drop=True)}


def _balance(r: pd.Series) -> str:
    if r["nMales"] > HALF_OF_TWELVE:
        return "more boys"
    return "more girls" if r["nMales"] < HALF_OF_TWELVE else "even"


BALANCE_CASES = [
    ("more boys", "nMales", ">", HALF_OF_TWELVE),
    ("more girls", "nMales", "<", HALF_OF_TWELVE),
]


# ---- refinement ---------------------------------------------------------------------------------------
CELSIUS_PER_REAUMUR = 1.25


def m_minard_temp(rng):
    return {"minard_retreat_temperatures.tsv": r_data("Minard.temp").reset_index(drop=True)}


def e_minard_temp(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["temp"] = df["temp"] * CELSIUS_PER_REAUMUR
    return df


def m_newcomb(rng):
    return {
        "newcomb_light_timings.xlsx": numbered(r_data("newcomb").rename(columns={"x": "time"}), "reading")
    }


def e_newcomb(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["time"] = [round(24 + v / 1000, 3) for v in df["time"]]
    return df


KM_PER_MILE = 1.609344


def m_tuna(rng):
    return {"tuna_sightings.csv": numbered(r_data("tuna").rename(columns={"y": "distance"}), "sighting")}


def e_tuna(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["distance"] = (df["distance"] * KM_PER_MILE).round(2)
    return df


ABBREVIATIONS = {"St": "Street", "Gt": "Great", "So": "South"}


def _spelt_out(name: str) -> str:
    return re.sub(r"\b(St|Gt|So)\b", lambda m: ABBREVIATIONS[m.group(1)], name)


def m_pumps(rng):
    return {"soho_pumps_1854.jsonl": r_data("Snow.pumps").reset_index(drop=True)}


def e_pumps(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["label"] = [_spelt_out(v) if isinstance(v, str) else v for v in df["label"]]
    return df


# every pump name as it is written and spelt out, for the reference pipeline's map_values
PUMP_NAMES = {
    v: _spelt_out(v) for v in r_data("Snow.pumps")["label"].dropna() if _spelt_out(str(v)) != str(v)
}


# ---- DAG-level ----------------------------------------------------------------------------------------
DIRECTIONS = {"A": "advance", "R": "retreat"}


def m_troops(rng):
    return {"minard_army_path.csv": _doubled(numbered(r_data("Minard.troops"), "point"), 8, rng)}


def e_troops(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df = df[~df.duplicated(keep="first")].reset_index(drop=True)
    df["direction"] = df["direction"].map(DIRECTIONS)
    return df


FIRST_WEEK_LAST_DAY = 379  # the record starts on day 373


def m_nox(rng):
    df = r_data("NOxEmissions")
    df = df[df["julday"] <= 382].round(4)
    df = numbered(df, "reading")
    return {"motorway_nox_hourly.tsv": _blank(df, "LNOx", set(rng.sample(range(len(df)), 15)))}


def e_nox(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["LNOx"] = df["LNOx"].fillna(df.groupby("julday")["LNOx"].transform("median"))
    return df[df["julday"] <= FIRST_WEEK_LAST_DAY].reset_index(drop=True)


LEGS = ["north", "centre", "south"]
INSPECT_ABOVE = 15


def m_pistons(rng):
    df = r_data("pistonrings")
    files = {}
    entry = 1
    for leg, column, ext in zip(LEGS, ["North", "Centre", "South"], ["csv", "jsonl", "xlsx"], strict=True):
        part = pd.DataFrame({"compressor": list(df.index), "failures": [int(v) for v in df[column]]})
        files[f"piston_rings_{leg}.{ext}"] = numbered(part, "entry", start=entry)
        entry += len(part)
    return files


def e_pistons(frames: Frames) -> pd.DataFrame:
    out = pd.concat(
        [f.assign(leg=leg) for f, leg in zip(frames.values(), LEGS, strict=True)], ignore_index=True
    )
    out["action"] = ["inspect" if v > INSPECT_ABOVE else "ok" for v in out["failures"]]
    return out


README_HEAD = """# GovBench real-table held-out suite, twenty-sixth set

{n} governance tasks on real public tables that none of the development suite (`govbench_real`) and the
twenty-five earlier held-out suites (`govbench_real_fresh` to `govbench_real_fresh25`) uses, nor the same data
under another name; it was written at the same time as a sister set and takes only datasets whose names begin
with a letter from M to Z, the sister set the others. The requests read like e-mails and chat messages from
different people to a data person, of varied length and build; columns are named by what they hold or by a
synonym rather than by their header, and details a colleague would take for granted are left out. Built by
`python -m dataagents.governance.builders.real_fresh26 [OUT]` (deterministic, seed {seed}).

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
].replace("govbench_real_fresh15", "govbench_real_fresh26")
README_HEAD += """\
Everyday requests covered: cities dropped below a yearly rainfall given in millimetres over a column in inches,
positions kept south of a latitude written as degrees south over negative numbers, and cells dropped where two
columns name the same crime; the most recent of two dated assays kept per item, rows keyed again with a corrected
age kept once (the correction), and lines typed twice removed; gauge gaps counted as zero, a missing share worked
out from the two others that add up to 100, and a missing end year taken from the next row's start; two sheets
stacked with a column naming each, two files put side by side on a two-part key, and two logs joined keeping only
the records in both; three labels from comparing two ranked codes (1 the top), three labels from two answers on
an ordered scale, and three labels around the middle of a count; Reaumur given in Celsius, shorthand timings
written out in full, miles given in kilometres, and abbreviations in names spelt out; and three pipelines: points
digitised twice removed before a code is written as words, blanks filled from the same day's median before the
first week is kept, and three files stacked before a threshold label.

Sources: R datasets from the packages `datasets`, `boot`, `vcd`, `robustbase`, `KMsurv`, `car`, `HistData`,
`MASS`, `texmex`, `Ecdat` and `HSAUR`, as shipped by the Python package `pydataset` (which bundles the Rdatasets
collection); each table's reference and licence is in the table below and in its task's `provenance`. Four tables
come from HistData sets of which another table was used earlier (`Minard.troops` and `Minard.temp` beside
`Minard.cities`, `Snow.pumps` beside `Snow.deaths`, `Wheat.monarchs` beside `Wheat`); they hold other data. The
repeated assays and their dates in `fresh26_dedup_toxicity_reassays`, the corrected ages in
`fresh26_dedup_twins_corrected_age`, the repeated households in `fresh26_dedup_mazulu_households_twice`, the
points digitised twice in `fresh26_dag_minard_path_points`, the records each log lacks in
`fresh26_integrate_wave_surge_logs`, the entry numbers in `fresh26_dag_piston_ring_legs` and the blanked cells are
invented by hand.

"""
README_HEAD += _FRESH15_HEAD[_FRESH15_HEAD.index("Scenario counts:") :]


TASKS: list[RealTask] = [
    # filtering
    RealTask(
        "fresh26_filter_dry_cities",
        "filtering",
        "Gutter-guard campaign: leave out any city averaging under 500 mm of rain a year. Heads-up, the table's "
        "figures are inches.",
        "precip",
        m_precip,
        keep(lambda d: d["precip"] * MM_PER_INCH >= WET_ENOUGH_MM),
        "us_city_precipitation_wet.tsv",
        "city",
        [("filter_value", {"column": "precip", "op": ">=", "value": WET_ENOUGH_MM / MM_PER_INCH})],
        prep="all 70 cities, numbered (the R vector's city names are not in pydataset's copy), as CSV",
    ),
    RealTask(
        "fresh26_filter_far_south_poles",
        "filtering",
        "For the palaeomagnetism figure I only want the laterite pole positions lying south of 60°S. Could you "
        "drop the rest?",
        "polar",
        m_polar,
        keep(lambda d: d["lat"] < FAR_SOUTH),
        "laterite_poles_far_south.jsonl",
        "site",
        [("filter_value", {"column": "lat", "op": "<", "value": FAR_SOUTH})],
        prep="all 50 pole positions, numbered, as XLSX",
    ),
    RealTask(
        "fresh26_filter_different_second_crime",
        "filtering",
        "In the repeat-victimisation counts, remove the cells where the second crime was the same kind as the "
        "first; the report is about households hit by two different crimes.",
        "RepVict",
        m_repvict,
        keep(lambda d: d["First"] != d["Second"]),
        "repeat_victimisation_different.csv",
        "cell",
        [
            (
                "filter_rows",
                {"conditions": [{"column": "First", "op": "==", "other": "Second"}], "action": "drop"},
            )
        ],
        prep="all 64 cells written one a row (first crime, second crime, households; the dataset's own "
        "spelling 'Personal Larcency' kept), numbered, as TSV",
    ),
    # deduplication and consistency
    RealTask(
        "fresh26_dedup_toxicity_reassays",
        "deduplication",
        "The lab repeated the toxicity assay for some of the carboxylic acids, so those acids now have two rows "
        "with different dates. Only the most recent result per acid should stay.",
        "toxicity",
        m_toxicity,
        e_toxicity,
        "carboxylic_acid_toxicity_latest.csv",
        "acid",
        [("dedup_keep_latest", {"key": ["acid"], "timestamp": "assayed"})],
        prep="all 38 acids, numbered, with a made-up assay date in February or early March 2025; 8 of them "
        "assayed again 14-56 days later with the toxicity moved by 0.02-0.07, shuffled, as XLSX",
    ),
    RealTask(
        "fresh26_dedup_twins_corrected_age",
        "deduplication",
        "A few of the twins were keyed in a second time further down the sheet after their age was corrected. "
        "Keep one line per twin, the corrected one please.",
        "twins",
        m_twins,
        e_twins,
        "twin_pairs_chd_clean.xlsx",
        "line",
        [("dedup_key", {"key": TWIN, "keep": "last"})],
        prep="all 24 twins of the 12 pairs; 5 of them typed again by hand at a random later place with the age "
        "1-3 higher or lower, numbered after that, as CSV",
    ),
    RealTask(
        "fresh26_dedup_mazulu_households_twice",
        "deduplication",
        "Looks like some households from the Mazulu village survey got typed in twice. Can you get rid of the "
        "repeats?",
        "Sahlins",
        m_sahlins,
        e_sahlins,
        "mazulu_households_clean.jsonl",
        "household",
        [("dedup_exact", {"keep": "first"})],
        prep="all 20 households, numbered; 5 of them written again by hand right after or near themselves, as "
        "TSV",
    ),
    # imputation
    RealTask(
        "fresh26_impute_rain_gauge_gaps",
        "imputation",
        "The rain gauge log has a handful of days with nothing recorded. Treat those as dry days with zero "
        "rainfall.",
        "rain",
        m_rain,
        e_rain,
        "rain_gauge_daily_filled.tsv",
        "day",
        [("impute_constant", {"columns": ["rainfall"], "value": 0})],
        prep="the first 300 days, numbered, as JSONL; 14 days' rainfall blanked by hand",
    ),
    RealTask(
        "fresh26_impute_skye_magnesia",
        "imputation",
        "Six of the Skye lava analyses are missing the magnesium oxide percentage. Since the three percentages "
        "in each row add up to 100, work it out from the other two.",
        "Skye",
        m_skye,
        e_skye,
        "skye_lava_afm_complete.jsonl",
        "sample",
        kind="cells",
        prep="all 23 lavas, numbered, as CSV; 6 magnesium oxide percentages blanked by hand",
    ),
    RealTask(
        "fresh26_impute_reign_end_years",
        "imputation",
        "Playfair's list of reigns is missing some end years. A reign ends the year the next monarch's begins, "
        "so fill each gap with the year the following ruler came in.",
        "Wheat.monarchs",
        m_monarchs,
        e_monarchs,
        "playfair_monarchs_complete.xlsx",
        "name",
        kind="cells",
        prep="all 12 reigns, as TSV; the end year of 4 of the first 11 blanked by hand",
    ),
    # integration
    RealTask(
        "fresh26_integrate_virginia_rural_urban",
        "integration",
        "Virginia's 1940 death rates arrived as two sheets, rural and urban. Stack them into one table and add an "
        "area column that says rural or urban.",
        "VADeaths",
        m_vadeaths,
        e_vadeaths,
        "virginia_death_rates_1940.tsv",
        None,
        [("union_align", {"source_column": "area", "source_names": AREAS})],
        prep="all 20 rates, the age group as a column; the rural men and women as CSV and the urban ones as XLSX",
    ),
    RealTask(
        "fresh26_integrate_news_knowledge",
        "integration",
        "I have the domestic-news and the international-news quiz results in separate files. Merge them so each "
        "country and education level is one row with both scores.",
        "politicalKnowledge",
        m_knowledge,
        e_knowledge,
        "news_quiz_knowledge.csv",
        None,
        [("join_composite", {"keys": SCHOOLING, "how": "inner"})],
        prep="the 12 country and education cells written one a row (education spelled out: high school, some "
        "college, college graduate), without the averages and the media spending; the domestic shares as XLSX "
        "and the international shares, shuffled, as JSONL",
    ),
    RealTask(
        "fresh26_integrate_wave_surge_logs",
        "integration",
        "The wave heights and the surge heights were logged separately and a few records are missing from one "
        "log or the other. Join them on the record number, keeping only records present in both.",
        "wavesurge",
        m_wavesurge,
        e_wavesurge,
        "wave_surge_matched.xlsx",
        "record",
        [("join_composite", {"keys": ["record"], "how": "inner"})],
        prep="the first 150 records, numbered; the wave heights without 10 records as CSV and the surge heights "
        "without 8 records, shuffled, as TSV (the records left out drawn at random)",
    ),
    # labeling
    RealTask(
        "fresh26_label_father_son_mobility",
        "labeling",
        "In the fathers-and-sons occupational table, status category 1 is the top. Add a column called mobility: "
        "up if the son ended in a better category than his father, down if worse, same if equal.",
        "occupationalStatus",
        m_status,
        labelled("mobility", _mobility),
        "father_son_mobility.jsonl",
        "cell",
        [("label_conditions", {"target": "mobility", "cases": MOBILITY_CASES, "default": "same"})],
        target="mobility",
        prep="all 64 cells written one a row (father's category, son's category, count), numbered, as XLSX",
    ),
    RealTask(
        "fresh26_label_keener_spouse",
        "labeling",
        "For each husband-wife cell of the couples survey, who said sex was fun more often? Put husband, wife or "
        "same in a new column keener.",
        "SexualFun",
        m_sexualfun,
        labelled("keener", _keener),
        "couples_keener_spouse.csv",
        "cell",
        kind="labels",
        target="keener",
        prep="all 16 cells written one a row (husband's answer, wife's answer, couples), numbered, as JSONL",
    ),
    RealTask(
        "fresh26_label_saxon_sons_daughters",
        "labeling",
        "Tag every row of the Saxony twelve-children table in a column balance: more boys, more girls, or even "
        "when it's six and six.",
        "Saxony",
        m_saxony,
        labelled("balance", _balance),
        "saxony_families_balance.xlsx",
        "nMales",
        [("label_conditions", prefix_conditions("balance", BALANCE_CASES, "even"))],
        target="balance",
        prep="all 13 cells, as CSV",
    ),
    # refinement
    RealTask(
        "fresh26_refine_minard_celsius",
        "refinement",
        "Minard wrote the retreat temperatures in degrees Réaumur. We need them in Celsius for the exhibition "
        "panel.",
        "Minard.temp",
        m_minard_temp,
        e_minard_temp,
        "minard_retreat_temperatures_celsius.csv",
        "long",
        [("scale_column", {"column": "temp", "factor": CELSIUS_PER_REAUMUR})],
        prep="all 9 points, as TSV; the blank date is the dataset's own NA",
    ),
    RealTask(
        "fresh26_refine_newcomb_full_times",
        "refinement",
        "Newcomb's timings are stored in shorthand, as nanoseconds above 24 microseconds (28 means 24.028). "
        "Please turn them into the full passage time in microseconds.",
        "newcomb",
        m_newcomb,
        e_newcomb,
        "newcomb_light_timings_microseconds.jsonl",
        "reading",
        kind="cells",
        prep="all 66 timings, numbered, as XLSX",
    ),
    RealTask(
        "fresh26_refine_tuna_kilometres",
        "refinement",
        "The tuna sighting distances are in miles (statute, not nautical). The fisheries agency wants them in "
        "kilometres to two decimals.",
        "tuna",
        m_tuna,
        e_tuna,
        "tuna_sightings_km.xlsx",
        "sighting",
        [("convert_unit", {"column": "distance", "to_unit": "km", "default_unit": "mi", "round": 2})],
        prep="all 64 sightings, numbered, as CSV",
    ),
    RealTask(
        "fresh26_refine_pump_names_spelt_out",
        "refinement",
        "On the 1854 Soho pump list, spell out the abbreviations in the names: St as Street, Gt as Great, So as "
        "South.",
        "Snow.pumps",
        m_pumps,
        e_pumps,
        "soho_pumps_1854_names.tsv",
        "pump",
        [("map_values", {"column": "label", "mapping": PUMP_NAMES})],
        prep="all 13 pumps, as JSONL; the two unnamed pumps are the dataset's own NA",
    ),
    # DAG-level
    RealTask(
        "fresh26_dag_minard_path_points",
        "deduplication",
        "Some points on Napoleon's army route were digitised twice; remove the repeats. Also write the direction "
        "out as advance or retreat instead of the one-letter code.",
        "Minard.troops",
        m_troops,
        e_troops,
        "minard_army_path_clean.xlsx",
        "point",
        [
            ("dedup_exact", {"keep": "first"}),
            ("map_values", {"column": "direction", "mapping": DIRECTIONS}),
        ],
        prep="all 51 points, numbered; 8 of them written again by hand right after or near themselves, as CSV",
        level="dag",
    ),
    RealTask(
        "fresh26_dag_nox_first_week",
        "imputation",
        "Some hourly NOx readings from the motorway station are blank. Fill each one with the median of that "
        "same day, and then cut the file down to the first week of measurements.",
        "NOxEmissions",
        m_nox,
        e_nox,
        "motorway_nox_first_week.jsonl",
        "reading",
        [
            ("impute_groupwise", {"columns": ["LNOx"], "by": ["julday"], "strategy": "median"}),
            ("filter_value", {"column": "julday", "op": "<=", "value": FIRST_WEEK_LAST_DAY}),
        ],
        prep="the first ten days of the record (days 373-382, 236 hours), values to four decimals, numbered, as "
        "TSV; 15 NOx values blanked by hand",
        level="dag",
    ),
    RealTask(
        "fresh26_dag_piston_ring_legs",
        "integration",
        "Piston-ring failures came in three files, one per compressor leg (north, centre, south). Stack them with "
        "the leg in a column named leg, then add a column action: inspect where a leg had more than 15 failures, "
        "ok otherwise.",
        "pistonrings",
        m_pistons,
        e_pistons,
        "piston_rings_actions.tsv",
        "entry",
        [
            ("union_align", {"source_column": "leg", "source_names": LEGS}),
            (
                "label_conditions",
                prefix_conditions("action", [("inspect", "failures", ">", INSPECT_ABOVE)], "ok"),
            ),
        ],
        target="action",
        prep="all 12 cells, the four compressors of each leg as CSV (north), JSONL (centre) and XLSX (south), "
        "without the leg, with entry numbers 1-12 across the three files",
        level="dag",
    ),
]


build_suite, main = suite_commands(TASKS, FRESH26_DIR, SEED, sources=SOURCES, head=README_HEAD)


if __name__ == "__main__":
    main()
