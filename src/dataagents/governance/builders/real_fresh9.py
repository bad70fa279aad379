"""Builds the ninth held-out governance suite on real tables (``suites/govbench_real_fresh9``).

The recipe is ``builders/real.py``'s, with helpers borrowed from the earlier held-out builders: 22 R datasets
that no earlier real-table suite touches, each cut small and made dirty only where its scenario needs it, and a
request written as an e-mail from a business user. Where operators express the request, a reference pipeline
and a plain-pandas reading both compute the ground truth and must agree. The requests were written blind to
the governance agent's reader and planner, so the suite measures generalisation and its wordings must never
feed back into rules.

    python -m dataagents.governance.builders.real_fresh9 [OUT_DIR] [task_id,...]
"""

from __future__ import annotations

import random
import re

import pandas as pd

from dataagents.governance.builders import noise as N
from dataagents.governance.builders.real import (
    Frames,
    RealTask,
    fill,
    keep,
    labelled,
    mapped,
    numbered,
    one,
    r_data,
    suite_commands,
)
from dataagents.governance.builders.real_fresh import named, prefix_conditions
from dataagents.governance.builders.real_fresh2 import _DATASETS, _shuffled
from dataagents.governance.builders.real_fresh4 import _MASS
from dataagents.governance.builders.real_fresh6 import _HISTDATA
from dataagents.governance.builders.real_fresh7 import (
    _ECDAT,
    _GPL2_3,
    _GPL2_LATER,
    _HSAUR,
    _LME4,
    _copies_after_or_before,
)
from dataagents.governance.builders.real_fresh7 import README_HEAD as _FRESH7_HEAD
from dataagents.governance.builders.real_fresh8 import FRESH8_DIR

SEED = 20261218
FRESH9_DIR = FRESH8_DIR.parent / "govbench_real_fresh9"

_PLM = "R package 'plm' (Croissant & Millo"

SOURCES: dict[str, str] = {
    "Animals": f"{_MASS}; Rousseeuw & Leroy 1987, average body and brain weights of 28 species of land "
    f"animals, three of them dinosaurs), {_GPL2_3}",
    "CRANpackages": f"{_ECDAT}; Fox 2009, counts of packages on CRAN recorded by John Fox and Spencer Graves "
    f"at 29 dates 2001-2014), {_GPL2_LATER}",
    "nuclear": "R package 'boot' (Canty & Ripley; Cox & Snell 1981, construction cost and characteristics of 32 "
    "light water reactor plants built in the USA around 1970), licence Unlimited",
    "leuk": f"{_MASS}; Feigl & Zelen 1965 via Cox & Oakes 1984, white blood count, AG test and survival in "
    f"weeks of 33 acute myelogenous leukaemia patients), {_GPL2_3}",
    "heights": "R package 'psych' (Revelle; Galton 1888, heights and forearm (cubit) lengths in inches of 348 people), "
    "licence GPL-2 or later",
    "Clothing": f"{_ECDAT}; Verbeek 2004, annual sales in guilders, staff and floor space of 400 Dutch menswear "
    f"stores in 1990), {_GPL2_LATER}",
    "VA": f"{_MASS}; Kalbfleisch & Prentice 1980, survival, treatment, cell type and performance score of 137 "
    f"patients in the Veterans' Administration lung cancer trial), {_GPL2_3}",
    "Minard.cities": f"{_HISTDATA}; Minard 1869, the 20 towns marked on his map of Napoleon's Russian campaign "
    "with longitude and latitude), licence GPL",
    "dietox": "R package 'geepack' (Halekoh, Hojsgaard & Yan; Lauridsen, Hojsgaard & Sorensen 1999, weekly "
    "weight and feed intake of 72 pigs in a 3x3 factorial vitamin E and copper trial), licence GPL-3",
    "Mathlevel": f"{_ECDAT}; Butler, Finegan & Siegfried 1998, highest calculus level, SAT math score, major and "
    f"science courses of 609 US students taking intermediate microeconomics 1983-1986), {_GPL2_LATER}",
    "Cavendish": f"{_HISTDATA}; Cavendish 1798 via Stigler 1977, 29 determinations of the density of the earth, "
    "as reported, corrected, and for the stiffer wire only), licence GPL",
    "Airq": f"{_ECDAT}; Verbeek 2004, air quality, value added, rainfall, coastal location, density and income "
    f"of 30 Californian metropolitan areas in 1972), {_GPL2_LATER}",
    "EmplUK": f"{_PLM}; Arellano & Bond 1991, employment, wages, capital and output of 140 UK firms by sector "
    "1976-1984), licence GPL-2 or later",
    "MunExp": f"{_ECDAT}; Dahlberg & Johansson 2000, expenditure, tax revenue and central grants of 265 Swedish "
    f"municipalities 1979-1987), {_GPL2_LATER}",
    "UKgas": f"{_DATASETS}; Durbin & Koopman 2001, quarterly UK gas consumption in millions of "
    f"therms 1960-1986), {_GPL2_3}",
    "Tobacco": f"{_ECDAT}; Belgian National Institute of Statistics via Verbeek 2004, tobacco and alcohol budget shares, occupation, region and household "
    f"size of 2724 Belgian households 1995-1996), {_GPL2_LATER}",
    "Pound": f"{_ECDAT}; Bekaert & Hodrick 1993, weekly pound/dollar spot and 30-day forward rates "
    f"1975-1989), {_GPL2_LATER}",
    "Pastes": f"{_LME4}; Davies & Goldsmith 1972, strength of a chemical paste assayed twice from each of three "
    "casks in ten delivery batches), licence GPL-2 or later",
    "Snmesp": f"{_PLM}; Alonso-Borrego & Arellano 1999, logs of employment, wages, output, intermediate inputs "
    "and capital stock of 738 Spanish firms 1983-1990), licence GPL-2 or later",
    "AirPassengers": f"{_DATASETS}; Box, Jenkins & Reinsel 1976, monthly international airline passengers in thousands "
    f"1949-1960), {_GPL2_3}",
    "birthdeathrates": f"{_HSAUR}; Hartigan 1975, birth and death rates per thousand of 69 countries), "
    f"{_GPL2_3}",
    "VerbAgg": f"{_LME4}; De Boeck & Wilson 2004, answers of 316 people to 24 items on verbal aggression "
    "(cursing, scolding, shouting, wanting or doing it) in four frustrating situations), licence GPL-2 or later",
}


# ---- filtering ----------------------------------------------------------------------------------------
DINOSAURS = ["Brachiosaurus", "Dipliodocus", "Triceratops"]  # the sheet's spelling of Diplodocus


def m_animals(rng):
    return {"animal_brain_body.tsv": named(r_data("Animals"), "species")}


CRAN_FROM, CRAN_TO = "2004-01-01", "2011-12-31"


def m_cran(rng):
    return {"cran_package_counts.csv": r_data("CRANpackages").reset_index(drop=True)}


def m_nuclear(rng):
    return {"reactor_plants.tsv": numbered(r_data("nuclear"), "plant")}


# ---- refinement ---------------------------------------------------------------------------------------
INCH_IN_CM = 2.54


def m_heights(rng):
    df = r_data("heights")
    return {"galton_heights.csv": numbered(df.iloc[sorted(rng.sample(range(len(df)), 300))], "person")}


def _guilders(v: int, rng: random.Random) -> str:
    """A yearly turnover typed by hand: separators, a guilder sign or code, or the word after it."""
    return rng.choice([f"{v:,}", f"NLG {v:,}", f"\u0192 {v:,}", f"{v:,} guilders", f"fl. {v:,}"])


CLOTHING_COLUMNS = ["tsales", "sales", "margin", "nown", "nfull", "npart", "hoursw", "ssize", "start"]


def m_clothing(rng):
    df = r_data("Clothing")
    df = numbered(df.iloc[sorted(rng.sample(range(len(df)), 200))][CLOTHING_COLUMNS], "store")
    df["tsales"] = [_guilders(int(v), rng) if rng.random() < 0.8 else int(v) for v in df["tsales"]]
    return {"menswear_stores_1990.xlsx": df}


CELL_TYPES = {"1": "squamous", "2": "small cell", "3": "adeno", "4": "large"}


def m_va(rng):
    return {"va_lung_trial.csv": numbered(r_data("VA"), "patient")}


def m_minard(rng):
    df = numbered(r_data("Minard.cities"), "stop")[["stop", "city", "long", "lat"]]
    return {"napoleon_route_towns.jsonl": N.format_drift(df, "city", "html", 0.7, seed=rng.randrange(10**6))}


def e_minard(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["city"] = [re.sub(r"<!--.*?-->|<[^>]+>", "", str(v)).strip() for v in df["city"]]
    return df


# ---- imputation ---------------------------------------------------------------------------------------
def m_dietox(rng):
    df = r_data("dietox")
    full = [p for p, n in df.groupby("Pig").size().items() if n == 12][:25]
    df = df[df["Pig"].isin(full)][["Pig", "Time", "Weight", "Feed", "Evit", "Cu", "Litter"]]
    df = numbered(df.sort_values(["Pig", "Time"]), "record")
    df[["Weight", "Feed"]] = df[["Weight", "Feed"]].round(2)
    # blanks from week 3 on, never two weeks running, so that the week before always has an intake
    candidates = [i for i in df.index if df.at[i, "Time"] >= 3]
    gone: set[int] = set()
    for i in rng.sample(candidates, len(candidates)):
        if len(gone) == 26:
            break
        if i - 1 not in gone and i + 1 not in gone:
            gone.add(i)
    df["Feed"] = [None if i in gone else v for i, v in zip(df.index, df["Feed"], strict=True)]
    return {"pig_growth_trial.tsv": _shuffled(df, rng)}


def m_mathlevel(rng):
    df = r_data("Mathlevel")
    df = numbered(df.iloc[sorted(rng.sample(range(len(df)), 300))], "student")
    return {"calculus_students.csv": N.missing_cells(df, ["major"], 0.1, seed=rng.randrange(10**6))}


def m_cavendish(rng):
    df = numbered(r_data("Cavendish"), "run")
    # the third run is the one whose corrected value differs: its blank would need the correction itself
    gone = set(rng.sample([i for i in df.index if i != 2], 8))
    df["density2"] = [None if i in gone else v for i, v in zip(df.index, df["density2"], strict=True)]
    return {"cavendish_density.xlsx": df}


# ---- deduplication ------------------------------------------------------------------------------------
def m_empluk(rng):
    df = r_data("EmplUK")
    df = numbered(df[df["firm"] <= 36], "line")
    sizes = df.groupby("firm").size()
    for firm in rng.sample([f for f, n in sizes.items() if n >= 6], 14):
        i = rng.choice(list(df.index[df["firm"] == firm]))
        df.at[i, "sector"] = rng.choice([s for s in range(1, 10) if s != df.at[i, "sector"]])
    return {"uk_firms_panel.csv": df}


MUNEXP_KEY = ["id", "year"]


def m_munexp(rng):
    df = r_data("MunExp")
    df = df[df["id"].isin(sorted(df["id"].unique())[:30])].reset_index(drop=True)
    picks = rng.sample(range(len(df)), 15)
    again = df.iloc[picks].copy()
    again["expend"] = [
        round(v * (1 + rng.choice([-1, 1]) * rng.uniform(0.02, 0.08)), 6) for v in again["expend"]
    ]
    return {"municipal_accounts.tsv": _copies_after_or_before(df, again, picks, rng)}


def m_ukgas(rng):
    df = r_data("UKgas")
    year = df["time"].astype(int)
    quarter = ((df["time"] - year) * 4).round().astype(int) + 1
    out = pd.DataFrame({"quarter": [f"{y} Q{q}" for y, q in zip(year, quarter, strict=True)]})
    out["consumption"] = df["UKgas"].to_numpy()
    ends = [
        pd.Timestamp(year=y, month=3 * q, day=1) + pd.offsets.MonthEnd(0)
        for y, q in zip(year, quarter, strict=True)
    ]
    first = [d + pd.Timedelta(days=rng.randrange(15, 46)) for d in ends]
    out["submitted"] = [d.strftime("%Y-%m-%d") for d in first]
    picks = rng.sample(range(len(out)), 14)
    later = out.iloc[picks].copy()
    later["consumption"] = [
        round(v * (1 + rng.choice([-1, 1]) * rng.uniform(0.02, 0.06)), 1) for v in later["consumption"]
    ]
    later["submitted"] = [
        (first[i] + pd.Timedelta(days=rng.randrange(30, 300))).strftime("%Y-%m-%d") for i in picks
    ]
    return {"uk_gas_quarterly.csv": _copies_after_or_before(out, later, picks, rng)}


# ---- integration --------------------------------------------------------------------------------------
def m_pound(rng):
    df = r_data("Pound")
    df = df[(df["date"] >= 19800101) & (df["date"] <= 19821231)].copy()
    df["date"] = pd.to_datetime(df["date"].astype(str), format="%Y%m%d").dt.strftime("%Y-%m-%d")
    df = df.reset_index(drop=True)
    gaps = rng.sample(range(len(df)), 20)
    spot = df[["date", "s"]].drop(index=gaps[:9]).reset_index(drop=True)
    forward = df[["date", "f", "s30"]].drop(index=gaps[9:]).reset_index(drop=True)
    return {"pound_spot_weekly.csv": spot, "pound_forward_weekly.jsonl": forward}


CASKS = ["a", "b", "c"]


def m_pastes(rng):
    df = r_data("Pastes")
    sheets = {c: df[df["cask"] == c][["batch", "strength"]].reset_index(drop=True) for c in CASKS}
    return {
        "paste_cask_a.csv": sheets["a"],
        "paste_cask_b.tsv": sheets["b"][["strength", "batch"]],
        "paste_cask_c.jsonl": sheets["c"],
    }


SNMESP_KEYS = ["firm", "year"]


def m_snmesp(rng):
    df = r_data("Snmesp")
    df = df[df["firm"] <= 35][[*SNMESP_KEYS, "n", "w", "y", "i", "k"]].reset_index(drop=True)
    df[["n", "w", "y", "i", "k"]] = df[["n", "w", "y", "i", "k"]].round(4)
    # most firm-years restated: the panel as it stands must not already pass for the merged one
    restated = df.iloc[rng.sample(range(len(df)), 224)][[*SNMESP_KEYS, "k"]].copy()
    restated["k"] = [round(v + rng.choice([-1, 1]) * rng.uniform(0.03, 0.2), 4) for v in restated["k"]]
    return {"spanish_firms_panel.csv": df, "capital_restated.tsv": _shuffled(restated, rng)}


# ---- labeling -----------------------------------------------------------------------------------------
SEASONS = {
    "winter": ["Dec", "Jan", "Feb"],
    "spring": ["Mar", "Apr", "May"],
    "summer": ["Jun", "Jul", "Aug"],
    "autumn": ["Sep", "Oct", "Nov"],
}


def m_airpassengers(rng):
    df = r_data("AirPassengers")
    year = df["time"].round(4).astype(int)
    month = ((df["time"] - year) * 12).round().astype(int) + 1
    out = pd.DataFrame(
        {
            "month": [
                pd.Timestamp(year=y, month=m, day=1).strftime("%b %Y")
                for y, m in zip(year, month, strict=True)
            ]
        }
    )
    out["passengers"] = df["AirPassengers"].to_numpy()
    return {"airline_passengers.tsv": out}


def m_birthdeath(rng):
    return {"birth_death_rates.csv": named(r_data("birthdeathrates"), "country")}


VERBAGG_COLUMNS = ["id", "Anger", "Gender", "item", "resp"]


def m_verbagg(rng):
    df = r_data("VerbAgg")
    df = df.iloc[sorted(rng.sample(range(len(df)), 300))][VERBAGG_COLUMNS]
    return {"verbal_aggression_answers.jsonl": numbered(df, "answer")}


# ---- DAG-level ----------------------------------------------------------------------------------------
def m_leuk(rng):
    return {"leukaemia_patients.csv": numbered(r_data("leuk"), "patient")}


def m_airq(rng):
    df = numbered(r_data("Airq"), "area")
    return {"california_air.jsonl": N.missing_cells(df, ["rain"], 0.17, seed=rng.randrange(10**6))}


OCCUPATIONS = {
    "bluecol": "blue collar",
    "whitecol": "white collar",
    "inactself": "inactive and self-employed",
}


def m_tobacco(rng):
    df = r_data("Tobacco")
    df = numbered(df.iloc[sorted(rng.sample(range(len(df)), 240))], "household")
    start = rng.randrange(40, 200)
    # one batch imported a second time: the same lines again at the end of the extract
    return {"belgian_households.xlsx": pd.concat([df, df.iloc[start : start + 18]], ignore_index=True)}


# ---- plain-pandas meanings (independent of the operators) ---------------------------------------------
def e_guilders(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["tsales"] = [float(re.sub(r"\D", "", str(v))) for v in df["tsales"]]
    return df


def e_dietox(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    by_pig = df.sort_values(["Pig", "Time"])
    df["Feed"] = by_pig.groupby("Pig")["Feed"].ffill().reindex(df.index)
    return df


def e_empluk(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["sector"] = df.groupby("firm")["sector"].transform(lambda s: s.mode().iloc[0])
    return df


def e_munexp(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    return df.loc[sorted(df.groupby(MUNEXP_KEY)["expend"].idxmax())].reset_index(drop=True)


def e_ukgas(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    first = df.sort_values("submitted", kind="stable").drop_duplicates("quarter", keep="first")
    return df.loc[sorted(first.index)].reset_index(drop=True)


def e_pound(frames: Frames) -> pd.DataFrame:
    return frames["pound_spot_weekly.csv"].merge(frames["pound_forward_weekly.jsonl"], on="date", how="outer")


def e_pastes(frames: Frames) -> pd.DataFrame:
    return pd.concat(
        [f.assign(cask=c) for c, f in zip(CASKS, frames.values(), strict=True)], ignore_index=True
    )


def e_snmesp(frames: Frames) -> pd.DataFrame:
    restated = frames["capital_restated.tsv"].rename(columns={"k": "k_restated"})
    df = frames["spanish_firms_panel.csv"].merge(restated, on=SNMESP_KEYS, how="left")
    df["k"] = df["k_restated"].fillna(df["k"])
    return df.drop(columns="k_restated")


def _season(r: pd.Series) -> str:
    return next(s for s, months in SEASONS.items() if r["month"][:3] in months)


def _pressure(r: pd.Series) -> str:
    return "high" if r["birth"] > 35 or r["death"] > 12 else "low"


def _behaviour(r: pd.Series) -> str:
    return re.search(r"(curse|scold|shout)$", r["item"], re.IGNORECASE).group(1).lower()


def e_leuk(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df = df[df["ag"] == "present"].reset_index(drop=True)
    df["survival"] = ["over a year" if t > 52 else "under a year" for t in df["time"]]
    return df


def e_airq(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["rain"] = df["rain"].fillna(df.groupby("coas")["rain"].transform("median").round(2))
    df["climate"] = ["wet" if r >= 40 else "dry" for r in df["rain"]]
    return df


def e_tobacco(frames: Frames) -> pd.DataFrame:
    df = one(frames).drop_duplicates().reset_index(drop=True)
    df["occupation"] = df["occupation"].map(OCCUPATIONS)
    return df


README_HEAD = """# GovBench real-table held-out suite, ninth set

{n} governance tasks on real public tables that none of the development suite (`govbench_real`) and the eight
earlier held-out suites (`govbench_real_fresh` to `govbench_real_fresh8`) uses. The requests read like e-mails
from different people to a data person: some curt, some with a sentence of background, a few as bullet lists,
some with the condition first and some with the request in the middle of other remarks; columns are named by
what they hold or by a synonym rather than by their header, and details a colleague would take for granted are
left out. Built by `python -m dataagents.governance.builders.real_fresh9 [OUT]` (deterministic, seed {seed}).

"""
# the held-out note, the method and the measuring commands are the seventh set's, word for word
README_HEAD += _FRESH7_HEAD[
    _FRESH7_HEAD.index("**Held out.**") : _FRESH7_HEAD.index("Everyday requests")
].replace("govbench_real_fresh7", "govbench_real_fresh9")
README_HEAD += """\
Everyday requests covered: dropping rows named in a short list, keeping rows whose date falls in a span of
years, and dropping rows that carry either of two flags; inches to centimetres for one of two columns in
inches, amounts typed with separators and currency words turned into numbers, numeric codes replaced by names
given in order, and HTML markup stripped from names; gaps filled from the same animal's previous week in a
shuffled file, with the most common value, and from another column of the same row; a code put back to the
value its group has on most rows, repeats keeping the larger of two figures, and resubmissions keeping the
earliest one; an outer join of two files on a date, stacking three files with a column naming each file's
origin, and restated figures taking precedence in a left join on two keys; labels from month names, from either
of two thresholds, and from the end of a code; and three pipelines: keeping one group then banding a number,
filling a group median then banding, and dropping an imported batch's repeats then spelling codes out.

Sources: R datasets from the packages `datasets`, `MASS`, `Ecdat`, `boot`, `psych`, `HistData`, `geepack`,
`plm`, `lme4` and `HSAUR`, as shipped by the Python package `pydataset` (which bundles the Rdatasets
collection); each table's reference and licence is in the table below and in its task's `provenance`. The
wrong sector codes in `fresh9_dedup_firm_sector_codes`, the second filings in
`fresh9_dedup_municipal_second_filing`, the submission dates and resubmitted figures in
`fresh9_dedup_gas_first_submission`, and the restated capital stocks in `fresh9_integrate_restated_capital`
are invented by hand.

"""
README_HEAD += _FRESH7_HEAD[_FRESH7_HEAD.index("Scenario counts:") :]


TASKS: list[RealTask] = [
    # filtering
    RealTask(
        "fresh9_filter_no_dinosaurs",
        "filtering",
        "Rousseeuw's brain and body weight list still includes three dinosaurs: Brachiosaurus, Triceratops and "
        "the one spelled Dipliodocus. They throw the regression off completely, so please leave them out and "
        "send me the other species.",
        "Animals",
        m_animals,
        keep(lambda d: ~d["species"].isin(DINOSAURS)),
        "animal_brain_body_no_dinosaurs.csv",
        "species",
        [
            (
                "filter_rows",
                {"conditions": [{"column": "species", "op": "in", "value": DINOSAURS}], "action": "drop"},
            )
        ],
        prep="all 28 species, the name as a column, written as TSV",
    ),
    RealTask(
        "fresh9_filter_cran_years",
        "filtering",
        "Slides are due Friday, so quickly: cut the CRAN package counts down to the ones taken from 2004 through "
        "2011, both years in full. Everything before and after belongs to another talk.",
        "CRANpackages",
        m_cran,
        keep(lambda d: (d["Date"] >= CRAN_FROM) & (d["Date"] <= CRAN_TO)),
        "cran_counts_2004_2011.tsv",
        None,
        [
            (
                "filter_rows",
                {
                    "conditions": [{"column": "Date", "op": "between", "value": [CRAN_FROM, CRAN_TO]}],
                    "action": "keep",
                },
            )
        ],
        prep="all 29 counts as the dataset has them (the version numbers 2.1 and 2.10 both read 2.1)",
    ),
    RealTask(
        "fresh9_filter_turnkey_or_babcock",
        "filtering",
        "Cost model for the light-water reactors: leave out any plant that came with a partial turnkey "
        "guarantee, and also any plant whose steam supply system was built by Babcock-Wilcox. Both are marked "
        "with a 1 in the file.",
        "nuclear",
        m_nuclear,
        keep(lambda d: (d["pt"] != 1) & (d["bw"] != 1)),
        "reactor_plants_for_cost_model.jsonl",
        "plant",
        [
            (
                "filter_rows",
                {
                    "conditions": [
                        {"column": "pt", "op": "==", "value": 1},
                        {"column": "bw", "op": "==", "value": 1},
                    ],
                    "match": "any",
                    "action": "drop",
                },
            )
        ],
        prep="all 32 plants, numbered, written as TSV (6 partial turnkey plants and 6 Babcock-Wilcox systems, "
        "9 plants either)",
    ),
    # refinement
    RealTask(
        "fresh9_refine_heights_centimetres",
        "refinement",
        "Galton's height and forearm measurements are all in inches. The anthropometry group wants the body "
        "heights in centimetres with one decimal; the cubits stay in inches for now.",
        "heights",
        m_heights,
        mapped("height", lambda v: round(v * INCH_IN_CM, 1)),
        "galton_heights_cm.jsonl",
        "person",
        [("convert_unit", {"column": "height", "to_unit": "cm", "default_unit": "in", "round": 1})],
        prep="300 of the 348 people drawn at random, kept in their order, numbered",
    ),
    RealTask(
        "fresh9_refine_turnover_numbers",
        "refinement",
        "The Dutch menswear survey came back with the yearly turnover typed every which way, some with "
        "thousands separators, some with a guilder sign or NLG in front or the word guilders after. Can you turn "
        "that into plain numbers so I can add them up?",
        "Clothing",
        m_clothing,
        e_guilders,
        "menswear_stores_turnover.csv",
        "store",
        [("standardize_number", {"column": "tsales"})],
        prep="200 of the 400 stores drawn at random, kept in their order, numbered, 10 of the 13 columns, "
        "written as XLSX; 80% of the annual sales rewritten by hand with thousands separators and a guilder "
        "sign, code or word",
    ),
    RealTask(
        "fresh9_refine_lung_cell_types",
        "refinement",
        "Cell type in the VA lung cancer file is still coded 1 to 4. Could you spell it out as squamous, small "
        "cell, adeno and large, in that order?",
        "VA",
        m_va,
        mapped("cell", lambda v: CELL_TYPES[str(v)]),
        "va_lung_trial_cell_types.tsv",
        "patient",
        [("map_values", {"column": "cell", "mapping": CELL_TYPES})],
        prep="all 137 patients, numbered; the treatment column is also coded 1 and 2",
    ),
    RealTask(
        "fresh9_refine_town_names_markup",
        "refinement",
        "I copied the towns on Napoleon's route out of a web page and the names came along with bits of HTML "
        "markup. Can you clean that out so only the names are left?",
        "Minard.cities",
        m_minard,
        e_minard,
        "napoleon_route_towns.xlsx",
        "stop",
        [("strip_html", {"column": "city"})],
        prep="all 20 towns, numbered, as JSONL; 70% of the names wrapped in HTML tags, some with a line break or "
        "a comment after them (noise.format_drift html)",
    ),
    # imputation
    RealTask(
        "fresh9_impute_pig_feed_week_before",
        "imputation",
        "A few weekly feed intakes are missing from the pig growth trial. For each gap, use the same pig's "
        "intake from the week before (the first week never had feed recorded, leave those empty).",
        "dietox",
        m_dietox,
        e_dietox,
        "pig_growth_trial_filled.csv",
        "record",
        [("forward_fill", {"columns": ["Feed"], "order_by": "Time", "by": ["Pig"]})],
        prep="the first 25 pigs weighed in all 12 weeks, weights and feed rounded to 2 decimals, numbered, then "
        "shuffled, written as TSV; the 25 week-1 feed blanks are the dataset's own NA, and 26 feed intakes from "
        "week 3 on blanked by hand, never two weeks running for a pig",
    ),
    RealTask(
        "fresh9_impute_major_most_common",
        "imputation",
        "Some students in the calculus study have no major recorded \u2014 just put in whichever major is most "
        "common.",
        "Mathlevel",
        m_mathlevel,
        fill("major", lambda d: d["major"].mode().iloc[0]),
        "calculus_students_majors.jsonl",
        "student",
        [("impute_statistic", {"columns": ["major"], "strategy": "mode"})],
        prep="300 of the 609 students drawn at random, kept in their order, numbered; 10% of the majors blanked "
        "(noise.missing_cells)",
    ),
    RealTask(
        "fresh9_impute_cavendish_corrected",
        "imputation",
        "When the corrected density is blank, Cavendish's own reported value stands, so copy that across. The "
        "series for the stiffer wire has no values for the first six runs, and those gaps are meant to be there.",
        "Cavendish",
        m_cavendish,
        fill("density2", lambda d: d["density"]),
        "cavendish_density_filled.tsv",
        "run",
        [("fill_from_column", {"pairs": {"density2": "density"}})],
        prep="all 29 runs, numbered, written as XLSX; 8 corrected densities blanked by hand (never the third run, "
        "the one the correction changed); the 6 blanks of the stiffer-wire series are the dataset's own NA",
    ),
    # deduplication
    RealTask(
        "fresh9_dedup_firm_sector_codes",
        "deduplication",
        "A UK firm stays in the same sector for the whole panel, but on a few lines someone keyed in a different "
        "sector code. Put those lines back to the sector the firm has on most of its other lines.",
        "EmplUK",
        m_empluk,
        e_empluk,
        "uk_firms_panel_sectors.jsonl",
        "line",
        [
            (
                "enforce_functional_dependency",
                {"determinant": ["firm"], "dependent": "sector", "action": "fix"},
            )
        ],
        prep="the 252 firm-years of firms 1-36, numbered; on 14 firms with 6 or more years one line's sector code "
        "changed by hand to another of the 9 codes",
    ),
    RealTask(
        "fresh9_dedup_municipal_second_filing",
        "deduplication",
        "If a Swedish municipality filed its accounts for the same year twice, only the filing with the higher "
        "expenditure counts, since the other one was sent before the late invoices were in. Please drop the "
        "other filing.",
        "MunExp",
        m_munexp,
        e_munexp,
        "municipal_accounts_single.csv",
        None,
        [("dedup_key", {"key": MUNEXP_KEY, "keep": "largest", "order_by": "expend"})],
        prep="the 270 municipality-years of the 30 lowest municipality ids, written as TSV; 15 second filings "
        "invented by hand (expenditure 2-8% higher or lower), each just before or after its first filing",
    ),
    RealTask(
        "fresh9_dedup_gas_first_submission",
        "deduplication",
        "Some quarters of the UK gas consumption series were resubmitted later with estimated figures, and I "
        "want the originals. For each quarter keep whatever was submitted first and throw away the "
        "resubmissions.",
        "UKgas",
        m_ukgas,
        e_ukgas,
        "uk_gas_quarterly_originals.xlsx",
        None,
        [("dedup_key", {"key": ["quarter"], "keep": "earliest", "order_by": "submitted"})],
        prep="all 108 quarters 1960-1986, the time written as year and quarter; a submission date 15-45 days "
        "after each quarter invented by hand, and 14 resubmissions (consumption 2-6% higher or lower, submitted "
        "30-300 days later) each just before or after its original",
    ),
    # integration
    RealTask(
        "fresh9_integrate_spot_forward_weeks",
        "integration",
        "Thanks again for last week's rate charts. The weekly pound/dollar spot quotes and the forward quotes now "
        "come as two files, each missing a few Fridays, so I'd like them side by side by date, with every week "
        "that either file has and blanks where a file has nothing for that week. Happy to explain the columns if "
        "anything is unclear.",
        "Pound",
        m_pound,
        e_pound,
        "pound_spot_forward.xlsx",
        None,
        [("join_composite", {"keys": ["date"], "how": "outer"})],
        prep="the 157 weeks of 1980-1982, the yyyymmdd dates written as ISO dates, split into a spot file (spot "
        "ask) without 9 weeks and a JSONL forward file (forward ask and spot bid on delivery) without 11 other "
        "weeks",
    ),
    RealTask(
        "fresh9_integrate_paste_casks",
        "integration",
        "Each of the three casks went to a different lab, so the paste strengths came back as three sheets. "
        "Stack them into one table and add a cask column with a, b or c.",
        "Pastes",
        m_pastes,
        e_pastes,
        "paste_strengths_all_casks.csv",
        None,
        [("union_align", {"source_column": "cask", "source_names": CASKS})],
        prep="all 60 assays, split by cask into a CSV, a TSV (columns in the other order) and a JSONL file "
        "holding batch and strength only",
    ),
    RealTask(
        "fresh9_integrate_restated_capital",
        "integration",
        "Finance restated the capital stock for most of the Spanish firm-years. Use their figure wherever they "
        "have one and ours everywhere else; all our firm-years stay and nothing else changes.",
        "Snmesp",
        m_snmesp,
        e_snmesp,
        "spanish_firms_restated.jsonl",
        None,
        [("join_composite", {"keys": SNMESP_KEYS, "how": "left", "conflict": "right"})],
        prep="the 280 firm-years of firms 1-35, the logged figures rounded to 4 decimals (cash flow left out); a "
        "TSV of 224 of them (80%) with the log capital stock restated by hand (0.03-0.2 higher or lower), "
        "shuffled",
    ),
    # labeling
    RealTask(
        "fresh9_label_airline_seasons",
        "labeling",
        "Tag every month of the airline passenger series with its season in a new column named season: December "
        "to February is winter, March to May spring, June to August summer and September to November autumn.",
        "AirPassengers",
        m_airpassengers,
        labelled("season", _season),
        "airline_passengers_seasons.csv",
        "month",
        [
            (
                "label_rules",
                {
                    "column": "month",
                    "target": "season",
                    "rules": [{"pattern": "^(" + "|".join(m) + ")", "label": s} for s, m in SEASONS.items()],
                    "default": "unknown",
                },
            )
        ],
        target="season",
        prep="all 144 months 1949-1960, the time written as month and year (Jan 1949), written as TSV",
    ),
    RealTask(
        "fresh9_label_population_pressure",
        "labeling",
        "Countries where more than 35 babies are born per thousand people, or where more than 12 per thousand "
        "die, should be marked high in a new column called pressure. The rest are low.",
        "birthdeathrates",
        m_birthdeath,
        labelled("pressure", _pressure),
        "birth_death_pressure.jsonl",
        "country",
        [
            (
                "label_conditions",
                {
                    "target": "pressure",
                    "cases": [
                        {
                            "label": "high",
                            "conditions": [
                                {"column": "birth", "op": ">", "value": 35},
                                {"column": "death", "op": ">", "value": 12},
                            ],
                            "match": "any",
                        }
                    ],
                    "default": "low",
                },
            )
        ],
        target="pressure",
        prep="all 69 countries, their three-letter codes as a column",
    ),
    RealTask(
        "fresh9_label_aggression_behaviour",
        "labeling",
        "The item codes in the verbal aggression survey tell you which behaviour the question was about: "
        "cursing, scolding or shouting. Put that in its own column, behaviour, written as curse, scold or shout.",
        "VerbAgg",
        m_verbagg,
        labelled("behaviour", _behaviour),
        "verbal_aggression_behaviour.tsv",
        "answer",
        [
            (
                "label_rules",
                {
                    "column": "item",
                    "target": "behaviour",
                    "rules": [{"pattern": f"{b}$", "label": b} for b in ("curse", "scold", "shout")],
                    "default": "other",
                },
            )
        ],
        target="behaviour",
        prep="300 of the 7584 answers drawn at random, kept in their order, numbered; the columns that already "
        "split the item code (behaviour type, situation, mode) left out",
    ),
    # DAG-level
    RealTask(
        "fresh9_dag_ag_positive_survival",
        "filtering",
        "Leukaemia survival file, two steps:\n"
        "- only the AG-positive patients stay (test result present)\n"
        '- then a new column survival: "over a year" if they lived more than 52 weeks, otherwise "under a '
        'year".',
        "leuk",
        m_leuk,
        e_leuk,
        "leukaemia_ag_positive.xlsx",
        "patient",
        [
            (
                "filter_rows",
                {"conditions": [{"column": "ag", "op": "==", "value": "present"}], "action": "keep"},
            ),
            (
                "label_conditions",
                prefix_conditions("survival", [("over a year", "time", ">", 52)], "under a year"),
            ),
        ],
        target="survival",
        prep="all 33 patients, numbered",
        level="dag",
    ),
    RealTask(
        "fresh9_dag_rainfall_fill_climate",
        "imputation",
        "Before I classify the California metro areas I need the missing rainfall filled in: use the median of "
        "the other areas on the same side, coastal or inland, rounded to two decimals. After that, add a column "
        "called climate that says wet where an area gets 40 inches of rain or more a year and dry everywhere "
        "else.",
        "Airq",
        m_airq,
        e_airq,
        "california_air_climate.xlsx",
        "area",
        [
            ("impute_groupwise", {"columns": ["rain"], "by": ["coas"], "strategy": "median", "round": 2}),
            ("label_conditions", prefix_conditions("climate", [("wet", "rain", ">=", 40)], "dry")),
        ],
        target="climate",
        prep="all 30 areas, numbered, as JSONL; 5 rainfall figures blanked (noise.missing_cells)",
        level="dag",
    ),
    RealTask(
        "fresh9_dag_household_batch_occupations",
        "deduplication",
        "Belgian household budget extract, please:\n"
        "- one batch of households was imported twice, identical lines, so remove the repeats\n"
        "- write the occupation out in words: bluecol is blue collar, whitecol white collar, inactself inactive "
        "and self-employed.",
        "Tobacco",
        m_tobacco,
        e_tobacco,
        "belgian_households_clean.tsv",
        "household",
        [
            ("dedup_key", {"key": None, "keep": "first"}),
            ("map_values", {"column": "occupation", "mapping": OCCUPATIONS}),
        ],
        prep="240 of the 2724 households drawn at random, kept in their order, numbered, written as XLSX; a run "
        "of 18 of them appended again at the end",
        level="dag",
    ),
]


build_suite, main = suite_commands(TASKS, FRESH9_DIR, SEED, sources=SOURCES, head=README_HEAD)


if __name__ == "__main__":
    main()
