"""Builds the fifty-fifth held-out governance suite on real tables (``suites/govbench_real_fresh55``).

The recipe of ``real_fresh53.py`` and ``real_fresh54.py``: 22 tables that no earlier real-table suite touches (nor
the same data under another name), cut small and made dirty only where the scenario needs it, one request each
written the way a business user or a researcher writes an e-mail or a chat message, and ground truth from a
reference pipeline checked against a plain-pandas reading (or, for the one reshape no operator expresses, the
pandas table itself). The tables come from the Rdatasets collection, from R packages that pydataset does not ship
(nor does it ship any of these tables). The packages that no earlier set drew on are spent, so the tables are ones
no earlier set used of packages that earlier sets drew on (dslabs, archdata, fivethirtyeight, mosaicData, ipsRdbs,
fpp3, bayesrules, heplots, vcdExtra, folio, tsibbledata, MLDataR and nlme), mostly packages the two sets before
this one did not draw on; each is kept in the repository as the small cut used
(``builders/data/rdatasets/<package>__<name>.csv``, loaded by ``rdatasets_csv``), so the suite rebuilds offline.
The requests were written blind to the governance agent's reader and planner: the suite measures generalisation
and is never a source of rules.

    python -m dataagents.governance.builders.real_fresh55 [OUT_DIR] [task_id,...]
"""

from __future__ import annotations

import re

import pandas as pd

from dataagents.governance.builders.real import (
    Frames,
    RealTask,
    fill,
    keep,
    labelled,
    numbered,
    one,
    rdatasets_table,
    steady_xlsx,
    suite_commands,
)
from dataagents.governance.builders.real_fresh2 import _shuffled
from dataagents.governance.builders.real_fresh15 import FRESH15_DIR, _blank
from dataagents.governance.builders.real_fresh15 import README_HEAD as _FRESH15_HEAD

# the packages' authors and licences as the earlier sets write them (archdata's and MLDataR's as the thirty-third
# and thirty-eighth sets do, dslabs' as the forty-seventh, fivethirtyeight's and bayesrules' as the forty-fourth,
# mosaicData's and vcdExtra's as the thirty-sixth, ipsRdbs' and folio's as the forty-first, fpp3's as the
# thirty-fifth, heplots' as the thirty-ninth and forty-ninth, tsibbledata's as the thirty-second and
# thirty-fourth, nlme's as the fortieth)
from dataagents.governance.builders.real_fresh33 import _ARCH, _STATED
from dataagents.governance.builders.real_fresh34 import _TSIBBLEDATA
from dataagents.governance.builders.real_fresh35 import _FPP3
from dataagents.governance.builders.real_fresh36 import _GPL_STATED, _MOSAIC, _VCDEXTRA
from dataagents.governance.builders.real_fresh38 import _MLDATAR
from dataagents.governance.builders.real_fresh39 import _HEPLOTS
from dataagents.governance.builders.real_fresh40 import _NLME
from dataagents.governance.builders.real_fresh41 import _FOLIO, _IPS
from dataagents.governance.builders.real_fresh43 import _not_half
from dataagents.governance.builders.real_fresh44 import _538_LICENCE, _BAYES, _BAYES_LICENCE, _538
from dataagents.governance.builders.real_fresh47 import _DSLABS, _DSLABS_LICENCE
from dataagents.governance.builders.real_fresh49 import _HEPLOTS_LICENCE
from dataagents.governance.builders.real_fresh54 import README_HEAD as _FRESH54_HEAD

SEED = 20270155
FRESH55_DIR = FRESH15_DIR.parent / "govbench_real_fresh55"

SOURCES: dict[str, str] = {
    "dslabs/results_us_election_2012": f"{_DSLABS}; the results of the 2012 US presidential election by state "
    "(and by congressional district of Maine and Nebraska), with electoral votes and the shares of Obama, "
    f"Romney, Johnson and Stein (percent); all 56, {_DSLABS_LICENCE}",
    "archdata/Handaxes": f"{_ARCH}; Fox & Baker 2006, the dimensions (millimetres) of the Acheulean handaxes "
    "from Furze Platt, Maidenhead, England, stored at the Royal Ontario Museum, with catalogue number, maximum "
    f"length, breadths and thicknesses; 200 of the 600 drawn at random and kept in order, {_STATED}",
    "fivethirtyeight/tv_states": f"{_538}; FiveThirtyEight's count (2017) of the share of sentences on national "
    "cable news that mentioned Florida, Texas or Puerto Rico each day from 20 August to 10 October 2017, the "
    f"weeks of hurricanes Harvey, Irma and Maria; all 52 days, {_538_LICENCE}",
    "fivethirtyeight/nfltix_usa_avg": f"{_538}; the average StubHub ticket price (dollars) of each NFL team, the "
    f"data behind the story Who Goes To Meaningless NFL Games And Why?; all 32 teams, {_538_LICENCE}",
    "mosaicData/Births2015": f"{_MOSAIC}; the number of births in the United States on each day of 2015, with "
    "the weekday; the 181 days of January to June with the date, births and weekday, "
    f"{_GPL_STATED}",
    "ipsRdbs/beanie": f"{_IPS}; the name, age (months) and value (dollars) of 50 Beanie Babies toys from Beanie "
    "World magazine; all 50, licence GPL-3",
    "fpp3/bank_calls": f"{_FPP3}; the calls handled by a large North American commercial bank in each five "
    "minutes from 7:00 to 21:05 on the weekdays of 3 March to 24 October 2003; the 169 five-minute slots of 5 "
    "March 2003, licence GPL-3",
    "bayesrules/bald_eagles": f"{_BAYES}; the bald eagles counted by birdwatchers in the Ontario area in late "
    "December of 1981-2017, with the hours of observation; all 37 years with the year, count and hours (the "
    f"counts per hour and per week left out), {_BAYES_LICENCE}",
    "heplots/Headache": f"{_HEPLOTS}; Hand & Taylor 1987 (Study E), 98 sufferers of migraine or tension "
    "headaches given one of three psychological treatments or none, with the uncomfortable and definitely "
    f"uncomfortable noise levels before and after treatment; all 98, {_HEPLOTS_LICENCE}",
    "vcdExtra/Cormorants": f"{_VCDEXTRA}; McRae 2015, observations of male double-crested cormorants' "
    "advertising behaviour at six stations of a tree-nesting colony, with time of season, week, station, nest, "
    "height, density, tree health and count; 200 of the 343 kept in order: the 25 whose time of season is blank "
    "in the collection's copy (the level Chicks Present, as shipped) and 175 others drawn at random, licence "
    "GPL (>= 2)",
    "fpp3/guinea_rice": f"{_FPP3}; the rice production of Guinea (million tonnes) from the Food and Agriculture "
    "Organization, 1970-2011; all 42 years, licence GPL-3",
    "fpp3/aus_vehicle_sales": f"{_FPP3}; monthly new vehicle sales in Australia by type (passenger vehicles, "
    "SUVs and other); the 36 months of 2015-2017, licence GPL-3",
    "mosaicData/SAT": f"{_MOSAIC}; Guber 1999 (Journal of Statistics Education), each US state's school "
    "spending per pupil and teachers' salary (thousand dollars), pupil-teacher ratio, share of students taking "
    f"the SAT and their average verbal, maths and total scores in 1994-95; all 50 states, {_GPL_STATED}",
    "archdata/OxfordPots": f"{_ARCH}; Fulford & Hodder 1974, the share of Oxford and New Forest ware among the "
    "late Romano-British pottery of 30 towns with their distances from the kilns, walled area (blank where "
    f"unknown, as shipped) and whether reached by water; all 30, {_STATED}",
    "archdata/EWBurials": f"{_ARCH}; Hall 1981, the 49 burials of the Ernest Witte site, a Late Archaic cemetery "
    "in Texas, with burial number, group, grid location, age, sex, the direction of the burial and the "
    f"direction the face looks (degrees) and grave goods; all 49, {_STATED}",
    "folio/shipwrecks": f"{_FOLIO}; Strauss 2013, the Oxford Roman Economy Project's database of ancient "
    "shipwrecks of the Mediterranean, with name, sea, country, region, depth, period and dating as written; 200 "
    "of the 767 with a dating drawn at random and kept in order with seven columns, licence GPL (>= 3)",
    "fivethirtyeight/senate_polls": f"{_538}; the data behind the story Early Senate Polls Have Plenty to Tell "
    "Us About November, US Senate races with the year, the final margin, the early presidential approval and "
    f"the early polling margin (points); all 107, {_538_LICENCE}",
    "tsibbledata/ansett": f"{_TSIBBLEDATA}; the weekly passengers of Ansett Airlines between Australia's major "
    "cities, 1987-1992, by route and class; the economy class of the first 20 weeks of 1992 on the ten routes, "
    "licence GPL-3",
    "heplots/RatWeight": f"{_HEPLOTS}; Box 1950, the weights (grams) of 27 rats in a control group and groups "
    f"given thyroxin or thiouracil, at the start and each of four weeks after; all 27, {_HEPLOTS_LICENCE}",
    "MLDataR/csgo": f"{_MLDATAR}; one player's Counter-Strike: Global Offensive matches of 2015-2018 with map, "
    "date (day first), wait and match time, rounds, ping, kills, assists, deaths, MVPs, headshot share, points "
    "and result; 200 of the 1091 whose kills over deaths do not end on a half hundredth drawn at random and kept "
    f"in order, {_STATED}",
    "ipsRdbs/wgain": f"{_IPS}; the weights (kilograms; whole pounds written in kilograms, as the values show) of "
    "68 first-year students at the start and after the first 12 weeks of college; all 68, licence GPL-3",
    "nlme/Alfalfa": f"{_NLME}; Snedecor & Cochran 1980, the yields (tons an acre) of three alfalfa varieties in "
    "six blocks under four dates of the third cutting (none, 1 and 20 September and 7 October, coded None, S1, "
    "S20 and O7; None read as blank); all 72 plots, licence GPL (>= 2) | file LICENCE",
}


# ---- filtering ----------------------------------------------------------------------------------------
def m_election(rng):
    df = rdatasets_table("dslabs/results_us_election_2012")
    assert not df["state"].duplicated().any() and (df["romney"] > df["obama"]).sum() == 27
    return {"presidential_results_2012_by_state.csv": df}


SDS = 2  # how many standard deviations from the mean length make an outlier


def m_handaxes(rng):
    df = rdatasets_table("archdata/Handaxes")
    length = df["L"]
    assert (
        not df["Catalog"].duplicated().any()
        and ((length - length.mean()).abs() > SDS * length.std()).sum() == 6
    )
    return {"furze_platt_handaxes.tsv": df}


def e_handaxes(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    mean = df["L"].sum() / len(df)
    sd = (((df["L"] - mean) ** 2).sum() / (len(df) - 1)) ** 0.5
    return df[(df["L"] - mean).abs() <= SDS * sd].reset_index(drop=True)


SEPTEMBER = ["2017-09-01", "2017-09-30"]


def m_tv(rng):
    df = rdatasets_table("fivethirtyeight/tv_states")
    assert df["date"].str.startswith("2017-09").sum() == 30
    return {"hurricane_cable_news_mentions.xlsx": df}


CHEAPEST = 5


def m_tickets(rng):
    df = rdatasets_table("fivethirtyeight/nfltix_usa_avg")
    prices = df["avg_tix_price"].sort_values()
    assert prices.iloc[CHEAPEST - 1] < prices.iloc[CHEAPEST]  # no tie at the cut
    return {"nfl_resale_ticket_prices.jsonl": df}


def e_tickets(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    cut = sorted(df["avg_tix_price"])[CHEAPEST - 1]
    return df[df["avg_tix_price"] > cut].reset_index(drop=True)


# ---- deduplication ------------------------------------------------------------------------------------
def m_births(rng):
    df = rdatasets_table("mosaicData/Births2015")
    assert not df["date"].duplicated().any()
    rows = [r for _, r in df.iterrows()]
    # four weeks written out a second time by the export, each right after a later week
    for start in sorted(rng.sample(range(0, len(df) - 14, 7), 4), reverse=True):
        week = [df.loc[i].copy() for i in range(start, start + 7)]
        at = rng.randrange(start + 7, len(rows) + 1)
        rows[at:at] = week
    return {"us_daily_births_2015_h1.csv": pd.DataFrame(rows).reset_index(drop=True)}


def e_births(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    seen: set[tuple] = set()
    kept = []
    for i, r in df.iterrows():
        row = tuple(r)
        if row not in seen:
            seen.add(row)
            kept.append(i)
    return df.loc[kept].reset_index(drop=True)


def m_beanies(rng):
    df = rdatasets_table("ipsRdbs/beanie")
    assert not df["name"].str.lower().duplicated().any()
    rows = [r for _, r in df.iterrows()]
    # eight toys typed in again further down, the name in capitals or in lower case
    for i in sorted(rng.sample(range(len(df) - 1), 8), reverse=True):
        again = df.loc[i].copy()
        again["name"] = rng.choice([str.upper, str.lower])(again["name"])
        rows.insert(rng.randrange(i + 1, len(rows) + 1), again)
    return {"beanie_collection.xlsx": pd.DataFrame(rows).reset_index(drop=True)}


def e_beanies(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    return df[~df["name"].str.casefold().duplicated()].reset_index(drop=True)


def m_calls(rng):
    df = rdatasets_table("fpp3/bank_calls")
    assert not df["DateTime"].duplicated().any()
    rows = [r for _, r in df.iterrows()]
    # ten slots sent again by the feed later in the day with an incomplete (lower) count
    busy = [i for i in df.index if df.at[i, "Calls"] >= 20]
    for i in sorted(rng.sample(busy, 10), reverse=True):
        again = df.loc[i].copy()
        again["Calls"] = rng.randint(1, int(again["Calls"]) - 1)
        rows.insert(rng.randrange(i + 1, len(rows) + 1), again)
    return {"call_centre_5min_2003_03_05.jsonl": pd.DataFrame(rows).reset_index(drop=True)}


def e_calls(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    best: dict[str, int] = {}  # each slot's line with the most calls (the first of equals)
    for i, (slot, calls) in enumerate(zip(df["DateTime"], df["Calls"], strict=True)):
        if slot not in best or calls > df.at[best[slot], "Calls"]:
            best[slot] = i
    return df.loc[sorted(best.values())].reset_index(drop=True)


# ---- imputation ---------------------------------------------------------------------------------------
def m_eagles(rng):
    df = rdatasets_table("bayesrules/bald_eagles")[["year", "count", "hours"]]
    assert df["hours"].notna().all()
    return {"bald_eagle_counts.xlsx": _blank(df, "hours", set(rng.sample(range(len(df)), 5)))}


def e_eagles(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    known = sorted(df["hours"].dropna())
    n = len(known)
    middle = known[n // 2] if n % 2 else (known[n // 2 - 1] + known[n // 2]) / 2
    df["hours"] = df["hours"].fillna(middle)
    return df


HEADACHE_GROUPS = ["type", "treatment"]


def m_headache(rng):
    df = numbered(rdatasets_table("heplots/Headache"), "patient")
    assert df["du2"].notna().all()
    return {"headache_loudness_levels.csv": _blank(df, "du2", set(rng.sample(range(len(df)), 10)))}


def e_headache(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    medians = {g: part["du2"].dropna().median() for g, part in df.groupby(HEADACHE_GROUPS)}
    df["du2"] = [
        medians[(t, tr)] if pd.isna(v) else v
        for t, tr, v in zip(df["type"], df["treatment"], df["du2"], strict=True)
    ]
    return df


NOT_RECORDED = "not recorded"


def m_cormorants(rng):
    df = numbered(rdatasets_table("vcdExtra/Cormorants"), "obs")
    assert df["category"].isna().sum() == 25
    return {"cormorant_observations_2017.tsv": df}


e_cormorants = fill("category", lambda d: NOT_RECORDED)


def m_rice(rng):
    df = rdatasets_table("fpp3/guinea_rice")
    # seven years lost, none the first or the last, and none filled on a half tonne
    while True:
        holes = set(rng.sample(range(1, len(df) - 1), 7))
        line = df["Production"].where(~df.index.isin(holes)).interpolate()
        if _not_half(line * 1e6, 0):
            break
    return {"guinea_rice_production.csv": _blank(df, "Production", holes)}


def e_rice(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    values = list(df["Production"])
    for i, v in enumerate(values):
        if pd.isna(v):
            lo = max(j for j in range(i) if pd.notna(values[j]))
            hi = min(j for j in range(i + 1, len(values)) if pd.notna(df.at[j, "Production"]))
            a, b = values[lo], df.at[hi, "Production"]
            values[i] = a + (b - a) * (i - lo) / (hi - lo)
    df["Production"] = [round(v * 1_000_000) for v in values]
    return df


# ---- integration --------------------------------------------------------------------------------------
VEHICLE_TYPES = ["Passenger", "SUV", "Other"]


def m_vehicles(rng):
    df = rdatasets_table("fpp3/aus_vehicle_sales")
    assert set(df["Type"]) == set(VEHICLE_TYPES) and len(df) == 108
    parts = {t: df[df["Type"] == t].drop(columns="Type").reset_index(drop=True) for t in VEHICLE_TYPES}
    return {
        "passenger_vehicle_sales.csv": parts["Passenger"],
        "suv_sales.xlsx": parts["SUV"],
        "other_vehicle_sales.jsonl": parts["Other"],
    }


def e_vehicles(frames: Frames) -> pd.DataFrame:
    return pd.concat(
        [f.assign(type=t) for f, t in zip(frames.values(), VEHICLE_TYPES, strict=True)], ignore_index=True
    )


def m_sat(rng):
    df = rdatasets_table("mosaicData/SAT")
    # the table carries preliminary teacher salaries, each a little off; the final figures come as a list of
    # state and salary
    preliminary = df.copy()
    preliminary["salary"] = [
        round(v + rng.choice([-1, 1]) * rng.randint(50, 1500) / 1000, 3) for v in df["salary"]
    ]
    final = df[["state", "salary"]]
    return {"state_sat_spending_1995.tsv": preliminary, "teacher_salaries_final.csv": _shuffled(final, rng)}


def e_sat(frames: Frames) -> pd.DataFrame:
    table, corrections = (f.copy() for f in frames.values())
    fixed = corrections.set_index("state")
    for i, state in enumerate(table["state"]):
        if state in fixed.index:
            for c in fixed.columns:
                table.at[i, c] = fixed.at[state, c]
    return table


def m_pots(rng):
    df = rdatasets_table("archdata/OxfordPots")
    shares = df[["Place", "OxfordPct", "OxfordDst", "NewForestPct", "NewForestDst", "WaterTrans"]]
    gazetteer = df.loc[df["WalledArea"].notna(), ["Place", "WalledArea"]].rename(
        columns={"Place": "town", "WalledArea": "walled_area_ha"}
    )
    assert len(gazetteer) == 21
    return {"oxford_ware_shares.xlsx": shares, "town_gazetteer.csv": _shuffled(gazetteer, rng)}


def e_pots(frames: Frames) -> pd.DataFrame:
    shares, gazetteer = frames.values()
    area = dict(zip(gazetteer["town"], gazetteer["walled_area_ha"], strict=True))
    return shares.assign(walled_area_ha=[area.get(p) for p in shares["Place"]])


# ---- labeling -----------------------------------------------------------------------------------------
QUARTERS = [(45, "east"), (135, "south"), (225, "west"), (315, "north")]  # a quarter starts at its degrees


def m_burials(rng):
    df = rdatasets_table("archdata/EWBurials")
    heads = pd.Series([_heading(r) for _, r in df.iterrows()])
    assert (
        set(heads) == {"north", "east", "south", "west"} and heads.value_counts(normalize=True).iloc[0] < 0.7
    )
    return {"witte_burials.tsv": df}


def _heading(r: pd.Series) -> str:
    degrees = r["Direction"] % 360
    label = "north"
    for start, name in QUARTERS:
        if degrees >= start:
            label = name
    return label


HEADINGS = {
    "target": "heading",
    "cases": [
        {
            "label": "east",
            "conditions": [
                {"column": "Direction", "op": ">=", "value": 45},
                {"column": "Direction", "op": "<", "value": 135},
            ],
        },
        {
            "label": "south",
            "conditions": [
                {"column": "Direction", "op": ">=", "value": 135},
                {"column": "Direction", "op": "<", "value": 225},
            ],
        },
        {
            "label": "west",
            "conditions": [
                {"column": "Direction", "op": ">=", "value": 225},
                {"column": "Direction", "op": "<", "value": 315},
            ],
        },
    ],
    "default": "north",
}


def m_wrecks(rng):
    df = numbered(rdatasets_table("folio/shipwrecks"), "wreck")
    eras = pd.Series([_era(r) for _, r in df.iterrows()])
    assert (
        set(eras) == {"BC", "AD", "BC to AD", "unclear"} and eras.value_counts(normalize=True).iloc[0] < 0.7
    )
    return {"mediterranean_shipwrecks.csv": df}


def _era(r: pd.Series) -> str:
    words = set(re.findall(r"[A-Za-z]+", str(r["dating"])))
    if {"BC", "AD"} <= words:
        return "BC to AD"
    return "BC" if "BC" in words else "AD" if "AD" in words else "unclear"


BC, AD = r"(?<![a-z])BC(?![a-z])", r"(?<![a-z])AD(?![a-z])"  # as words, or after a year (50BC)
ERA_RULES = [(f"{BC}.*{AD}", "BC to AD"), (BC, "BC"), (AD, "AD")]


def m_senate(rng):
    df = numbered(rdatasets_table("fivethirtyeight/senate_polls"), "race")
    misses = pd.Series([_miss(r) for _, r in df.iterrows()])
    assert set(misses) == set(MISSES) and misses.value_counts(normalize=True).iloc[0] < 0.7
    return {"senate_races_polls_vs_results.csv": df}


MISSES = ["polls too low", "polls too high", "on the nose"]


def _miss(r: pd.Series) -> str:
    if r["election_result"] > r["poll_average"]:
        return MISSES[0]
    return MISSES[1] if r["election_result"] < r["poll_average"] else MISSES[2]


POLL_MISS = {
    "target": "miss",
    "cases": [
        {
            "label": MISSES[0],
            "conditions": [{"column": "election_result", "op": ">", "other": "poll_average"}],
        },
        {
            "label": MISSES[1],
            "conditions": [{"column": "election_result", "op": "<", "other": "poll_average"}],
        },
    ],
    "default": MISSES[2],
}


# ---- refinement ---------------------------------------------------------------------------------------
def m_ansett(rng):
    df = numbered(rdatasets_table("tsibbledata/ansett"), "line")
    assert df["Airports"].str.fullmatch(r"[A-Z]{3}-[A-Z]{3}").all() and df["Airports"].nunique() == 10
    return {"ansett_economy_1992.xlsx": df}


def e_ansett(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["origin"] = [a[:3] for a in df["Airports"]]
    df["destination"] = [a[4:] for a in df["Airports"]]
    return df


WEEKS = ["wt0", "wt1", "wt2", "wt3", "wt4"]


def m_rats(rng):
    return {"rat_weights_wide.jsonl": numbered(rdatasets_table("heplots/RatWeight"), "rat")}


def e_rats(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    rows = [
        {"rat": r["rat"], "trt": r["trt"], "week": w, "weight": r[f"wt{w}"]}
        for _, r in df.iterrows()
        for w in range(len(WEEKS))
    ]
    return pd.DataFrame(rows)


CUTTINGS = {"S1": "Sep 1", "S20": "Sep 20", "O7": "Oct 7"}


def m_alfalfa(rng):
    df = numbered(rdatasets_table("nlme/Alfalfa"), "plot")
    assert set(df["Date"].dropna()) == set(CUTTINGS) and df["Date"].isna().sum() == 18
    return {"alfalfa_cutting_trial.tsv": df}


def e_alfalfa(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["Date"] = [CUTTINGS.get(v, v) for v in df["Date"]]
    return df


CSGO = ["map", "date", "wait_time_s", "match_time_s", "team_a_rounds", "team_b_rounds", "ping", "kills"]
CSGO += ["assists", "deaths", "mvps", "hs_percent", "points", "result"]


def m_csgo(rng):
    df = numbered(rdatasets_table("MLDataR/csgo")[CSGO], "match")
    ratio = df["kills"] / df["deaths"].where(df["deaths"] != 0)
    assert (df["deaths"] == 0).sum() == 1 and _not_half(ratio.dropna(), 2)
    assert df["date"].str.fullmatch(r"\d{1,2}/\d{1,2}/\d{4}").all()
    return {"my_csgo_matches.csv": df}


def e_csgo(frames: Frames) -> pd.DataFrame:
    df = one(frames)

    def iso(v: str) -> str:
        day, month, year = (int(x) for x in v.split("/"))
        return f"{year:04d}-{month:02d}-{day:02d}"

    df["date"] = [iso(v) for v in df["date"]]
    df["kd_ratio"] = [round(k / d, 2) if d else None for k, d in zip(df["kills"], df["deaths"], strict=True)]
    return df


KG_PER_LB = 0.45359237


def m_wgain(rng):
    df = rdatasets_table("ipsRdbs/wgain")
    for c in ("initial", "final"):
        pounds = df[c] / KG_PER_LB
        assert ((pounds - pounds.round()).abs() < 0.01).all()
    return {"freshman_weights_kg.xlsx": df}


def e_wgain(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    for c in ("initial", "final"):
        df[c] = [float(round(v / KG_PER_LB)) for v in df[c]]
    return df


# the opening, the held-out note, the method and the measuring commands are the fifty-fourth set's (the
# fifty-third's, the method the fifteenth's), renamed for this set
README_HEAD = (
    _FRESH54_HEAD[: _FRESH54_HEAD.index("Everyday requests")]
    .replace("govbench_real_fresh54", "govbench_real_fresh55")
    .replace("`govbench_real_fresh53`", "`govbench_real_fresh54`")
    .replace("real_fresh54 [OUT]", "real_fresh55 [OUT]")
    .replace("20270154", "20270155")
    .replace("fifty-fourth set", "fifty-fifth set")
)
README_HEAD += """\
Everyday requests covered: the rows kept where one share is above another, the rows dropped whose length is
more than two standard deviations from the mean, the rows kept of one calendar month, and the rows dropped with the
five smallest figures; weeks a second export repeated dropped, names typed again in other capitals dropped, and a
slot sent twice kept with its larger count; blanks filled with the median of the column, blanks filled with the
median of the same two-column group, and blank words filled with a fixed phrase; three files stacked with a column
saying which file each line came from, the final figures of one column swapped in for the preliminary ones on the
lines of the same name, and a second list joined on a name headed differently keeping every line of the first; a
four-way compass label from degrees, a four-way label from words in a text, and a three-way label from comparing
two columns with a tie as the third; a route code cut into two new columns, a wide table of weekly weights made
long (a reshape no operator expresses), and three codes written out as dates; and three pipelines: gaps filled on a
straight line before a figure in millions is written out in whole units, day-first dates rewritten year first
before a ratio of two columns is added (blank where it would divide by zero), and two columns of kilograms given in
whole pounds.

Sources: tables of the R packages `dslabs`, `archdata`, `fivethirtyeight`, `mosaicData`, `ipsRdbs`, `fpp3`,
`bayesrules`, `heplots`, `vcdExtra`, `folio`, `tsibbledata`, `MLDataR` and `nlme`, as kept by the Rdatasets
collection; each table's reference and licence is in the table below and in its task's `provenance`. The authors and
licences are those of each package's DESCRIPTION file, as the earlier sets give them. `pydataset` ships none of
these tables. Earlier sets drew on each of these packages, but on none of the tables used here, and no table is a
copy of data an earlier set used; of the packages the two sets before this one drew on, only `fivethirtyeight` (the
fifty-third set's) is drawn on again. The packages that no earlier set drew on stay spent (see the forty-third set's
README). Tables of these packages that hold data an earlier set used were left out, besides those the forty-third to
fifty-fourth sets' READMEs left out: `ipsRdbs`' `possum` (`openintro`'s `possum`), `dslabs`' `reported_heights` (the
raw answers of `heights`), `fivethirtyeight`'s `murder_2016_prelim` (its 2015 counts are `murder_2015_final`'s) and
`state_info` (the abbreviations of `USstateAbbreviations`), `mosaicData`'s `Utilities2` (the bills of `Utilities`),
`fpp3`'s `aus_arrivals` (`fpp2`'s `arrivals`), `tsibbledata`'s `pelt` (`lynx`) and `vic_elec` (`elecdaily`), `gt`'s
`sp500` (`SP500`), `bayesrules`' `airbnb`, `coffee_ratings`, `moma` and `weather_australia` (the data of the samples
`airbnb_small`, `coffee_ratings_small`, `moma_sample` and `weather_perth`), `bakeoff`'s raw tables (`ratings`,
`bakers`), `heplots`' `Pottery2` (`Pottery`), `nlme`'s `Earthquake` (`attenu`) and `vcdExtra`'s `PhdPubs`
(`bioChemists`), `ICU` (`Stat2Data`'s `ICU`) and `Draft1970table` (`Draft1970`). `mosaicData`'s `Births2015` is a
year that neither `Births78` nor `fivethirtyeight`'s birth series cover; `fpp3`'s `guinea_rice` is the series `fpp2`
ships as `guinearice`, which no set used. The blank times of season of the cormorants (the level Chicks Present,
blank in the collection's copy), the blank walled areas of the towns and the blank cutting dates of the alfalfa
plots (the level None) are the datasets' own; the weeks of births exported again, the toys typed again in other
capitals, the call slots sent again with lower counts, the observer hours, loudness levels and rice production
blanked, the split of the vehicle sales into three files, the preliminary salaries and the list of final ones, and
the split of the pottery shares and the town list are made by hand; the limits, quarters, eras, labels, column names
and the words for the codes are the requesters', not the datasets'.

"""
README_HEAD += _FRESH15_HEAD[_FRESH15_HEAD.index("Scenario counts:") :]


TASKS: list[RealTask] = [
    # filtering
    RealTask(
        "fresh55_filter_romney_states_2012",
        "filtering",
        "For the 2012 red-state map I only need the places Romney carried, i.e. where his share beat Obama's. "
        "Please drop everything else from the results file.",
        "dslabs/results_us_election_2012",
        m_election,
        keep(lambda d: d["romney"] > d["obama"]),
        "romney_carried_2012.xlsx",
        "state",
        [
            (
                "filter_rows",
                {"conditions": [{"column": "romney", "op": ">", "other": "obama"}], "action": "keep"},
            )
        ],
        prep="all 56 states and districts, as CSV",
    ),
    RealTask(
        "fresh55_filter_handaxe_length_outliers",
        "filtering",
        "Before the shape analysis of the Furze Platt handaxes, take out any axe whose overall length sits more "
        "than two standard deviations from the mean length, long or short.",
        "archdata/Handaxes",
        m_handaxes,
        e_handaxes,
        "furze_platt_handaxes_trimmed.jsonl",
        "Catalog",
        [
            (
                "filter_rows",
                {"conditions": [{"column": "L", "op": "beyond_sd", "value": SDS}], "action": "drop"},
            )
        ],
        prep="200 of the 600 handaxes drawn at random and kept in order, as TSV; six of them are more than two "
        "standard deviations from the mean length",
    ),
    RealTask(
        "fresh55_filter_hurricane_coverage_september",
        "filtering",
        "could you cut the cable news hurricane mentions down to September 2017? Nothing from August or "
        "October.",
        "fivethirtyeight/tv_states",
        m_tv,
        keep(lambda d: d["date"].astype(str).str.startswith("2017-09")),
        "hurricane_mentions_september.tsv",
        "date",
        [
            (
                "filter_rows",
                {"conditions": [{"column": "date", "op": "between", "value": SEPTEMBER}], "action": "keep"},
            )
        ],
        prep="all 52 days, as XLSX",
    ),
    RealTask(
        "fresh55_filter_cheapest_nfl_tickets",
        "filtering",
        "We're leaving the five teams with the cheapest average resale tickets out of the hospitality mailing. "
        "Can you take them off the ticket price list?",
        "fivethirtyeight/nfltix_usa_avg",
        m_tickets,
        e_tickets,
        "nfl_ticket_prices_mailing.csv",
        "team",
        [("top_rows", {"column": "avg_tix_price", "n": CHEAPEST, "largest": False, "drop": True})],
        prep="all 32 teams, as JSONL",
    ),
    # deduplication
    RealTask(
        "fresh55_dedup_births_weeks_exported_twice",
        "deduplication",
        "The CDC export hiccuped and wrote a few weeks of the 2015 daily births out a second time further down "
        "the file. Clean out the repeats so every day appears once.",
        "mosaicData/Births2015",
        m_births,
        e_births,
        "us_daily_births_2015_h1_clean.xlsx",
        "date",
        [("dedup_key", {"key": None, "keep": "first"})],
        prep="the 181 days of January to June with date, births and weekday, as CSV; four weeks written again by "
        "hand, each after a later week",
    ),
    RealTask(
        "fresh55_dedup_beanie_babies_retyped",
        "deduplication",
        "My niece typed some of her Beanie Babies into the collection list twice, the second time in all caps "
        "or all lower case (BONGO, bongo). One line per toy please, the first one.",
        "ipsRdbs/beanie",
        m_beanies,
        e_beanies,
        "beanie_collection_once.tsv",
        None,
        [("dedup_key", {"key": ["name"], "keep": "first", "ignore_case": True})],
        prep="all 50 toys, as XLSX; eight of them written again by hand somewhere after their own line, the name "
        "in capitals or in lower case",
    ),
    RealTask(
        "fresh55_dedup_call_slots_resent",
        "deduplication",
        "Our telephony feed re-sent some five-minute slots later in the day, and the resent copy has an "
        "incomplete call count. Where a time slot shows up twice, keep the line with the higher number of calls.",
        "fpp3/bank_calls",
        m_calls,
        e_calls,
        "call_centre_5min_clean.csv",
        None,
        [("dedup_key", {"key": ["DateTime"], "keep": "largest", "order_by": "Calls"})],
        prep="the 169 slots of 5 March 2003, as JSONL; ten slots of 20 calls or more written again by hand "
        "somewhere after their own line with a lower count",
    ),
    # imputation
    RealTask(
        "fresh55_impute_eagle_hours_median",
        "imputation",
        "A handful of years in the bald eagle count are missing the hours the observers put in. Use the median "
        "of the recorded hours for those.",
        "bayesrules/bald_eagles",
        m_eagles,
        e_eagles,
        "bald_eagle_counts_filled.jsonl",
        "year",
        [("impute_statistic", {"columns": ["hours"], "strategy": "median"})],
        prep="all 37 years with the year, count and hours, as XLSX; five hours blanked by hand",
    ),
    RealTask(
        "fresh55_impute_headache_post_levels_by_group",
        "imputation",
        "Ten patients are missing the after-treatment 'definitely uncomfortable' loudness level. Please fill "
        "each one with the median for patients who have the same headache type and got the same treatment.",
        "heplots/Headache",
        m_headache,
        e_headache,
        "headache_loudness_filled.xlsx",
        "patient",
        [("impute_groupwise", {"columns": ["du2"], "by": HEADACHE_GROUPS, "strategy": "median"})],
        prep="all 98 patients, numbered, as CSV; ten post-treatment definitely uncomfortable levels blanked by "
        "hand",
    ),
    RealTask(
        "fresh55_impute_cormorant_stage_not_recorded",
        "imputation",
        "In the cormorant sheet the breeding stage is empty on a couple dozen observations. I don't want it "
        "guessed, just put not recorded in those cells.",
        "vcdExtra/Cormorants",
        m_cormorants,
        e_cormorants,
        "cormorant_observations_2017_filled.csv",
        "obs",
        [("impute_constant", {"columns": ["category"], "value": NOT_RECORDED})],
        prep="200 of the 343 observations (the 25 without a stage and 175 others drawn at random) kept in order, "
        "numbered, as TSV; the blank stages are the collection's copy's own",
    ),
    # integration
    RealTask(
        "fresh55_integrate_vehicle_sales_three_files",
        "integration",
        "FCAI sent passenger cars, SUVs and other vehicles as three separate files. I'd like them in one "
        "table with a type column saying Passenger, SUV or Other on every line.",
        "fpp3/aus_vehicle_sales",
        m_vehicles,
        e_vehicles,
        "vehicle_sales_2015_2017.tsv",
        None,
        [("union_align", {"source_column": "type", "source_names": VEHICLE_TYPES})],
        prep="the 36 months of 2015-2017 split by hand by type into three files without the type (passenger cars "
        "as CSV, SUVs as XLSX, others as JSONL)",
    ),
    RealTask(
        "fresh55_integrate_sat_final_salaries",
        "integration",
        "Our 1994-95 SAT and school spending table still has the preliminary teacher pay. The final figures "
        "came in as a list by state; swap them in for the preliminary ones.",
        "mosaicData/SAT",
        m_sat,
        e_sat,
        "state_sat_spending_final.jsonl",
        None,
        [("upsert_rows", {"key": ["state"]})],
        prep="all 50 states, as TSV, each teachers' salary moved by hand by 50 to 1500 dollars up or down as the "
        "preliminary figure; the states' true salaries, shuffled, as the list of final figures (CSV)",
    ),
    RealTask(
        "fresh55_integrate_pottery_towns_walled_area",
        "integration",
        "Bring the walled area from the town gazetteer into the Oxford ware shares table. The gazetteer doesn't "
        "list every town; those should stay in with no area.",
        "archdata/OxfordPots",
        m_pots,
        e_pots,
        "oxford_ware_with_walled_area.xlsx",
        None,
        [("join_composite", {"left_keys": ["Place"], "right_keys": ["town"], "how": "left"})],
        prep="the 30 towns split by hand into the pottery shares (place, the four shares and distances and "
        "whether reached by water) as XLSX and a gazetteer (headed town and walled_area_ha; the 21 towns with a "
        "walled area, shuffled) as CSV",
    ),
    # labeling
    RealTask(
        "fresh55_label_burial_heading",
        "labeling",
        "Which way does each Witte burial point? Give me a heading column by compass quarter: north from 315 to "
        "45 degrees, east from 45, south from 135 and west from 225.",
        "archdata/EWBurials",
        m_burials,
        labelled("heading", _heading),
        "witte_burial_headings.csv",
        "burial",
        [("label_conditions", HEADINGS)],
        target="heading",
        prep="all 49 burials with their numbers, as TSV",
    ),
    RealTask(
        "fresh55_label_shipwreck_era",
        "labeling",
        "Could you add an era column to the wreck list based on how each one is dated? BC, AD, BC to AD when "
        "the range crosses over, and unclear when the dating says neither, e.g. just Roman or Unknown.",
        "folio/shipwrecks",
        m_wrecks,
        labelled("era", _era),
        "mediterranean_shipwrecks_era.jsonl",
        "wreck",
        [
            (
                "label_rules",
                {
                    "column": "dating",
                    "target": "era",
                    "rules": [{"pattern": p, "label": label} for p, label in ERA_RULES],
                    "default": "unclear",
                },
            )
        ],
        target="era",
        prep="200 of the 767 wrecks with a dating drawn at random and kept in order with seven columns, numbered, "
        "as CSV; the datings are the dataset's own",
    ),
    RealTask(
        "fresh55_label_senate_polling_miss",
        "labeling",
        "Did the early polls miss in each Senate race? In a miss column, write polls too low when the final "
        "margin came out above the early polling average, polls too high when below, and on the nose when equal.",
        "fivethirtyeight/senate_polls",
        m_senate,
        labelled("miss", _miss),
        "senate_polling_misses.tsv",
        "race",
        [("label_conditions", POLL_MISS)],
        target="miss",
        prep="all 107 races, numbered, as CSV",
    ),
    # refinement
    RealTask(
        "fresh55_refine_ansett_route_ends",
        "refinement",
        "The Ansett route codes are written like ADL-PER. Please add an origin and a destination column with "
        "the two airports, so I can pivot on either end.",
        "tsibbledata/ansett",
        m_ansett,
        e_ansett,
        "ansett_economy_1992_routes.csv",
        "line",
        [("split_column", {"column": "Airports", "separator": "-", "into": ["origin", "destination"]})],
        prep="the economy class of the first 20 weeks of 1992 on the ten routes, numbered, as XLSX",
    ),
    RealTask(
        "fresh55_refine_rat_weights_long",
        "refinement",
        "Box's rat weights are one row per rat with a column for each week. My mixed-model code needs them long: "
        "one row per rat and week, with the rat and trt columns plus week (0 to 4) and weight.",
        "heplots/RatWeight",
        m_rats,
        e_rats,
        "rat_weights_long.xlsx",
        None,
        kind="rows",
        prep="all 27 rats, numbered, as JSONL",
    ),
    RealTask(
        "fresh55_refine_alfalfa_cutting_dates",
        "refinement",
        "In the alfalfa trial the last-cutting date is coded S1, S20 and O7. Write those out as Sep 1, Sep 20 "
        "and Oct 7; the blank ones had no cutting and stay blank.",
        "nlme/Alfalfa",
        m_alfalfa,
        e_alfalfa,
        "alfalfa_cutting_trial_dates.jsonl",
        "plot",
        [("map_values", {"column": "Date", "mapping": CUTTINGS})],
        prep="all 72 plots, numbered, as TSV; the codes and the blank level None are the dataset's own",
    ),
    # DAG-level
    RealTask(
        "fresh55_dag_rice_gaps_in_tonnes",
        "imputation",
        "Guinea's rice series has some years missing. Fill each gap along a straight line between the years "
        "around it, and then show production in whole tonnes instead of millions of tonnes.",
        "fpp3/guinea_rice",
        m_rice,
        e_rice,
        "guinea_rice_tonnes.tsv",
        "Year",
        [
            ("impute_interpolate", {"columns": ["Production"]}),
            ("scale_column", {"column": "Production", "factor": 1_000_000, "round": 0}),
        ],
        prep="all 42 years, as CSV; seven productions, none the first or last, blanked by hand",
        level="dag",
    ),
    RealTask(
        "fresh55_dag_csgo_dates_and_kd",
        "refinement",
        "Two fixes to my CS:GO match log please: the dates are day/month/year, switch them to year-month-day; "
        "and add a kd_ratio column, kills over deaths to two decimals, left empty for a game where I never died.",
        "MLDataR/csgo",
        m_csgo,
        e_csgo,
        "my_csgo_matches_clean.xlsx",
        "match",
        [
            ("standardize_date", {"column": "date", "format": "%Y-%m-%d", "dayfirst": True}),
            (
                "derive_column",
                {"target": "kd_ratio", "op": "ratio", "columns": ["kills", "deaths"], "round": 2},
            ),
        ],
        prep="200 of the 1133 matches drawn at random and kept in order with fourteen columns (the day, month and "
        "year columns left out), numbered, as CSV; the day-first dates are the dataset's own",
        level="dag",
    ),
    RealTask(
        "fresh55_dag_freshman_weights_pounds",
        "refinement",
        "The freshman weight file has kilos but the students were weighed in pounds, so give both the start "
        "and end of year weights back in whole pounds.",
        "ipsRdbs/wgain",
        m_wgain,
        e_wgain,
        "freshman_weights_lb.csv",
        "student",
        [
            ("convert_unit", {"column": "initial", "to_unit": "lb", "default_unit": "kg", "round": 0}),
            ("convert_unit", {"column": "final", "to_unit": "lb", "default_unit": "kg", "round": 0}),
        ],
        prep="all 68 students, as XLSX",
        level="dag",
    ),
]


build_suite, main = suite_commands(
    TASKS, FRESH55_DIR, SEED, sources=SOURCES, head=README_HEAD, finish=steady_xlsx
)


if __name__ == "__main__":
    main()
