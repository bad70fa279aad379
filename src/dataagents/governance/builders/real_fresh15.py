"""Builds the fifteenth held-out governance suite on real tables (``suites/govbench_real_fresh15``).

The recipe of ``real_fresh14.py`` and the sets before it: 22 R datasets that no earlier real-table suite
touches (nor the same data under another name), cut small and made dirty only where the scenario needs it, one
request each written the way a business user writes an e-mail, and ground truth from a reference pipeline
checked against a plain-pandas reading (the pandas table alone where no operator expresses the request). The
requests were written blind to the governance agent's reader and planner: the suite measures generalisation
and is never a source of rules.

    python -m dataagents.governance.builders.real_fresh15 [OUT_DIR] [task_id,...]
"""

from __future__ import annotations

import random

import pandas as pd

from dataagents.governance.builders import noise as N
from dataagents.governance.builders.real import (
    Frames,
    RealTask,
    drawn,
    e_dates,
    keep,
    labelled,
    numbered,
    one,
    r_data,
    suite_commands,
)
from dataagents.governance.builders.real_fresh import named, prefix_conditions
from dataagents.governance.builders.real_fresh2 import _CAR, _ECDAT, _shuffled
from dataagents.governance.builders.real_fresh7 import _GPL2_LATER
from dataagents.governance.builders.real_fresh11 import _COUNT
from dataagents.governance.builders.real_fresh13 import _QUANTREG, _month_column
from dataagents.governance.builders.real_fresh14 import FRESH14_DIR
from dataagents.governance.builders.real_fresh14 import README_HEAD as _FRESH14_HEAD

SEED = 20261229
FRESH15_DIR = FRESH14_DIR.parent / "govbench_real_fresh15"

SOURCES: dict[str, str] = {
    "BudgetFood": f"{_ECDAT}; Delgado & Mora 1998, Spanish household budget survey 1980, share of food in "
    "spending, total expenditure, age and sex of the head, household size and size of town of 23972 "
    f"households), {_GPL2_LATER}",
    "Mroz": f"{_ECDAT}; Mroz 1987, Panel Study of Income Dynamics 1975, hours, earnings and children of 753 "
    f"married women with their husbands' hours, age, schooling and wage), {_GPL2_LATER}",
    "UnempDur": f"{_ECDAT}; McCall 1996, Current Population Survey displaced worker supplements, length and "
    "outcome of 3343 unemployment spells with age, insurance claim, replacement and disregard rates, log wage "
    f"and tenure), {_GPL2_LATER}",
    "engel": f"{_QUANTREG}; Engel 1857 via Koenker & Bassett 1982, yearly income and food expenditure in "
    "Belgian francs of 235 Belgian working-class households), licence GPL-2 or later",
    "PSID": f"{_ECDAT}; Panel Study of Income Dynamics, 1993 interviews, age, schooling, earnings, hours, "
    f"children and marital status of 4856 people with their family interview and person numbers), {_GPL2_LATER}",
    "Wages": f"{_ECDAT}; Cornwell & Rupert 1988, Panel Study of Income Dynamics 1976-1982, experience, weeks "
    "worked, occupation, industry, region, marriage, sex, union, schooling, race and log wage of 595 workers "
    f"over seven years), {_GPL2_LATER}",
    "Griliches": f"{_ECDAT}; Griliches 1976 via Hayashi 2000, National Longitudinal Survey of Young Men, "
    "schooling, IQ, knowledge of the world of work score, experience, tenure and log wage of 758 young men "
    f"in 1966-1973 and 1980), {_GPL2_LATER}",
    "OBrienKaiser": f"{_CAR}; O'Brien & Kaiser 1985, scores of 16 subjects of three treatment groups at five "
    f"hourly sessions of a pre-test, a post-test and a follow-up), {_GPL2_LATER}",
    "StrikeNb": f"{_ECDAT}; Kennan 1985 via Cameron & Trivedi 1998, monthly number of strikes and deviation "
    f"of industrial output from its trend in US manufacturing, 1968-1976), {_GPL2_LATER}",
    "AMSsurvey": f"{_CAR}; American Mathematical Society annual survey, new US doctorates in the mathematical "
    f"sciences in 2008-09 and 2011-12 by type of department, sex and citizenship), {_GPL2_LATER}",
    "CPSch3": f"{_ECDAT}; Stock & Watson 2003, Current Population Survey 1992-1998, average hourly earnings "
    f"and sex of 11130 full-time workers), {_GPL2_LATER}",
    "HC": f"{_ECDAT}; Train 2003, heating and cooling system chosen, installation and operating costs of each "
    f"system and income of 250 newly built houses in California), {_GPL2_LATER}",
    "rwm5yr": f"{_COUNT}; German health registry 1984-1988 via Hilbe 2011, doctor and hospital visits, "
    "schooling, age, work, sex, marriage, children and household income of 19609 person-years), "
    "licence GPL-2",
    "Fishing": f"{_ECDAT}; Herriges & Kling 1999 via Cameron & Trivedi 2005, chosen recreational fishing "
    f"mode, price and catch rate of each mode and income of 1182 anglers), {_GPL2_LATER}",
    "HI": f"{_ECDAT}; Olson 1998, Current Population Survey 1993, hours worked and health insurance of 22272 "
    "wives, through their own job or their husband's, with schooling, race, experience, children, husband's "
    f"income and region), {_GPL2_LATER}",
    "Icecream": f"{_ECDAT}; Hildreth & Lu 1960, ice cream consumption per head in pints, weekly family income "
    "in dollars, price per pint and mean temperature in degrees Fahrenheit of 30 four-week periods, March "
    f"1951 - July 1953), {_GPL2_LATER}",
    "Capm": f"{_ECDAT}; Berndt 1991, monthly excess returns of the food, durables and construction industries "
    f"and of the market, and the risk-free rate, January 1960 - December 2002), {_GPL2_LATER}",
    "NaturalPark": f"{_ECDAT}; Nunes 1998, willingness to pay for the preservation of the Alentejo natural "
    "park in Portugal, 1987: first, higher and lower bid in euro, answer pattern to two bids, age and income "
    f"classes and sex of 312 people), {_GPL2_LATER}",
    "FriendFoe": f"{_ECDAT}; Kalist 2004, the television game show Friend or Foe?, seasons 1-2: sex, race, "
    "age and play of 227 contestants and their partners, round, season and the cash at stake in thousands of "
    f"dollars), {_GPL2_LATER}",
    "Anscombe": f"{_CAR}; Anscombe 1981, per-capita public school expenditure and income in dollars and "
    f"population under 18 and urban per thousand of the 50 US states and DC, 1970), {_GPL2_LATER}",
    "BudgetUK": f"{_ECDAT}; Blundell, Duncan & Pendakur 1998, Family Expenditure Survey 1980-1982, budget "
    "shares of food, fuel, clothing, alcohol, transport and other goods, total expenditure and income in "
    f"pounds, age of the head and children of 1519 British households), {_GPL2_LATER}",
    "Heating": f"{_ECDAT}; Train 2003, heating system chosen, installation and operating costs of five "
    "systems, income class, age of the head, rooms and region of 900 single-family houses in California), "
    f"{_GPL2_LATER}",
}


def _blank(df: pd.DataFrame, column: str, rows: set[int]) -> pd.DataFrame:
    """``df`` with the ``column`` cell of ``rows`` (index labels 0..len-1) left empty."""
    df[column] = [None if i in rows else v for i, v in zip(df.index, df[column], strict=True)]
    return df


def _stratified(
    df: pd.DataFrame, strata: pd.Series, sizes: dict, name: str, rng: random.Random
) -> pd.DataFrame:
    """``sizes[s]`` rows drawn at random from each stratum ``s``, kept in their order and numbered."""
    df = df.reset_index(drop=True)
    strata = strata.reset_index(drop=True)
    rows = [i for s, n in sizes.items() for i in rng.sample(list(strata.index[strata == s]), n)]
    return numbered(df.iloc[sorted(rows)], name)


# ---- filtering ----------------------------------------------------------------------------------------
def m_budgetfood(rng):
    return {"spanish_household_budgets.xlsx": drawn(r_data("BudgetFood"), 300, "household", rng)}


def m_mroz(rng):
    return {"married_women_1975.csv": drawn(r_data("Mroz"), 300, "woman", rng)}


REEMPLOYMENT_STRATA = {"full-time": 70, "part-time": 80, "hours unknown": 60, "still jobless": 90}


def _outcome(r: pd.Series) -> str:
    if r["censor1"] == 1:
        return "full-time"
    if r["censor2"] == 1:
        return "part-time"
    return "hours unknown" if r["censor3"] == 1 else "still jobless"


def m_unempdur(rng):
    df = r_data("UnempDur")
    # drawn by outcome, so that the part-time jobs and the jobs of unknown hours each weigh in the answer
    outcome = pd.Series([_outcome(r) for _, r in df.iterrows()])
    return {"unemployment_spells.tsv": _stratified(df, outcome, REEMPLOYMENT_STRATA, "claim", rng)}


# ---- deduplication and consistency --------------------------------------------------------------------
def m_engel(rng):
    # the shipped table repeats three households exactly; they are left out so that every repeat is the clerks'
    df = r_data("engel").round(4)
    df = df[~df.duplicated()].reset_index(drop=True)
    again = df.iloc[rng.sample(range(len(df)), 20)]
    rows = [r for _, r in df.iterrows()]
    for _, r in again.iterrows():
        first = next(i for i, x in enumerate(rows) if x.equals(r))
        rows.insert(rng.randrange(first + 1, len(rows) + 1), r)
    return {"belgian_household_budgets.csv": numbered(pd.DataFrame(rows), "entry")}


def e_engel(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    return df[~df.duplicated(subset=["income", "foodexp"], keep="first")].reset_index(drop=True)


PERSON = ["intnum", "persnum"]


def m_psid(rng):
    df = r_data("PSID").reset_index(drop=True)
    # whole families drawn at random, so that a family's interview number alone does not name a person
    families = rng.sample(sorted(df["intnum"].unique()), df["intnum"].nunique())
    chosen: list[int] = []
    for f in families:
        members = list(df.index[df["intnum"] == f])
        if len(chosen) + len(members) > 270:
            break
        chosen.extend(members)
    df = df.iloc[sorted(chosen)].reset_index(drop=True)
    again = df.iloc[rng.sample(range(len(df)), 25)].copy()
    # the second run recoded earnings: moved by up to a tenth, rounded to whole dollars
    again["earnings"] = [
        int(v * rng.uniform(0.9, 1.1) + 0.5) if v else rng.randrange(500, 5000) for v in again["earnings"]
    ]
    return {"psid_1993_export.jsonl": numbered(pd.concat([df, again], ignore_index=True), "row")}


def e_psid(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    return df[~df.duplicated(subset=PERSON, keep="last")].reset_index(drop=True)


def m_wages(rng):
    df = r_data("Wages").iloc[: 40 * 7].reset_index(drop=True)
    # the panel lists each worker's seven years, 1976-1982, one after the other
    df.insert(0, "worker", [i // 7 + 1 for i in range(len(df))])
    df.insert(1, "year", [1976 + i % 7 for i in range(len(df))])
    # one mistyped row in each of 12 workers, their first year in half of them, so the first year is not the rule
    for n, w in enumerate(rng.sample(range(1, 41), 12)):
        rows = list(df.index[df["worker"] == w])
        i = rows[0] if n % 2 == 0 else rng.choice(rows[1:])
        df.at[i, "ed"] = int(df.at[i, "ed"]) + rng.choice([-1, 1]) * rng.randrange(1, 5)
    return {"worker_panel_1976_1982.xlsx": numbered(df, "line")}


def e_wages(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["ed"] = df.groupby("worker")["ed"].transform(lambda s: s.mode().iloc[0])
    return df


# ---- imputation ---------------------------------------------------------------------------------------
GRILICHES_COLUMNS = [
    "rns",
    "mrt",
    "smsa",
    "med",
    "iq",
    "kww",
    "year",
    "age",
    "school",
    "expr",
    "tenure",
    "lw",
]


def m_griliches(rng):
    df = drawn(r_data("Griliches")[GRILICHES_COLUMNS], 300, "man", rng)
    sizes = df["school"].value_counts()
    # gaps only where the schooling group keeps at least eight scores, spread over the groups
    pool = [i for i in df.index if sizes[df.at[i, "school"]] >= 10]
    gone: set[int] = set()
    for i in rng.sample(pool, len(pool)):
        same = sum(df.at[j, "school"] == df.at[i, "school"] for j in gone)
        if len(gone) < 20 and same < 5:
            gone.add(i)
    return {"young_men_survey.csv": _blank(df, "kww", gone)}


def e_griliches(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["kww"] = df["kww"].fillna(df.groupby("school")["kww"].transform("median"))
    return df


SESSIONS = range(1, 6)


def m_obrien(rng):
    df = numbered(r_data("OBrienKaiser"), "subject")
    cells = rng.sample([(i, s) for i in df.index for s in SESSIONS], 11)
    for s in SESSIONS:
        _blank(df, f"fup.{s}", {i for i, t in cells if t == s})
    return {"treatment_scores.jsonl": df}


def e_obrien(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    for s in SESSIONS:
        df[f"fup.{s}"] = df[f"fup.{s}"].fillna(df[f"post.{s}"])
    return df


def m_strikes(rng):
    df = r_data("StrikeNb")
    df = _month_column(df, "1968-01")
    gone: set[int] = set()
    for i in rng.sample(range(1, len(df)), len(df) - 1):
        if len(gone) < 12 and i - 1 not in gone and i + 1 not in gone:
            gone.add(i)
    return {"manufacturing_strikes.xlsx": _blank(df, "output", gone)}


def e_strikes(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["output"] = df["output"].ffill()
    return df


# ---- integration --------------------------------------------------------------------------------------
DOCTORATE = ["type", "sex", "citizen"]


def m_ams(rng):
    df = r_data("AMSsurvey").reset_index(drop=True)
    return {
        "new_doctorates_2008_09.csv": _shuffled(df[[*DOCTORATE, "count"]], rng),
        "new_doctorates_2011_12.xlsx": _shuffled(df[[*DOCTORATE, "count11"]], rng),
    }


def e_ams(frames: Frames) -> pd.DataFrame:
    a, b = frames.values()
    return a.merge(b, on=DOCTORATE, how="inner")


CPS_YEARS = ["1992", "1998"]


def m_cps(rng):
    df = r_data("CPSch3")
    df["ahe"] = df["ahe"].round(2)
    parts = [drawn(df[df["year"] == int(y)][["ahe", "sex"]], 150, "worker", rng) for y in CPS_YEARS]
    return {
        "cps_1992_hourly_earnings.csv": parts[0],
        "cps_1998_hourly_earnings.jsonl": parts[1].assign(worker=parts[1]["worker"] + 150),
    }


def e_cps(frames: Frames) -> pd.DataFrame:
    parts = [f.assign(year=y) for f, y in zip(frames.values(), CPS_YEARS, strict=True)]
    return pd.concat(parts, ignore_index=True)


HC_SYSTEMS = {
    "gcc": "gas central heat with central cooling",
    "ecc": "electric central heat with central cooling",
    "erc": "electric room heat with central cooling",
    "hpc": "heat pump with central cooling",
    "gc": "gas central heat without cooling",
    "ec": "electric central heat without cooling",
    "er": "electric room heat without cooling",
}


def m_hc(rng):
    df = numbered(r_data("HC")[["depvar", "icca", "occa", "income"]], "house")
    # the code list comes from another office, which writes the codes in capitals
    codes = pd.DataFrame({"code": [c.upper() for c in HC_SYSTEMS], "system": list(HC_SYSTEMS.values())})
    return {"new_california_houses.tsv": df, "system_codes.csv": _shuffled(codes, rng)}


def e_hc(frames: Frames) -> pd.DataFrame:
    houses, codes = frames.values()
    names = dict(zip(codes["code"].str.lower(), codes["system"], strict=True))
    return houses.assign(system=houses["depvar"].map(names))


# ---- labeling -----------------------------------------------------------------------------------------
AGE_BANDS = [("under 35", "age", "<", 35), ("35-49", "age", "<", 50)]


# the schooling-level dummies repeat the schooling level
RWM_COLUMNS = [
    "id",
    "docvis",
    "hospvis",
    "year",
    "edlevel",
    "age",
    "outwork",
    "female",
    "married",
    "kids",
    "hhninc",
]


def m_rwm(rng):
    df = r_data("rwm5yr")[RWM_COLUMNS]
    return {"german_doctor_visits.csv": drawn(df, 300, "record", rng)}


def _age_group(r: pd.Series) -> str:
    return "under 35" if r["age"] < 35 else "35-49" if r["age"] < 50 else "50+"


def m_fishing(rng):
    df = r_data("Fishing")[["mode", "price", "catch", "income"]]
    shore = df["mode"].isin(["beach", "pier"]).map({True: "shore", False: "boat"})
    return {"angler_trips.jsonl": _stratified(df, shore, {"shore": 150, "boat": 150}, "angler", rng)}


def _setting(r: pd.Series) -> str:
    return "shore" if r["mode"] in ("beach", "pier") else "boat"


HI_COLUMNS = [
    "whrswk",
    "hhi",
    "whi",
    "education",
    "race",
    "experience",
    "kidslt6",
    "kids618",
    "husby",
    "region",
]


def m_hi(rng):
    df = r_data("HI")[HI_COLUMNS]
    cover = df["whi"] + "/" + df["hhi"]
    sizes = {"yes/yes": 75, "yes/no": 75, "no/yes": 75, "no/no": 75}
    return {"wives_health_insurance.xlsx": _stratified(df, cover, sizes, "wife", rng)}


def _coverage(r: pd.Series) -> str:
    own, husband = r["whi"] == "yes", r["hhi"] == "yes"
    return "both" if own and husband else "own job" if own else "husband's" if husband else "no cover"


COVERAGE_CASES = [
    {
        "label": "both",
        "conditions": [
            {"column": "whi", "op": "==", "value": "yes"},
            {"column": "hhi", "op": "==", "value": "yes"},
        ],
    },
    {"label": "own job", "conditions": [{"column": "whi", "op": "==", "value": "yes"}]},
    {"label": "husband's", "conditions": [{"column": "hhi", "op": "==", "value": "yes"}]},
]


# ---- refinement ---------------------------------------------------------------------------------------
def m_icecream(rng):
    return {"ice_cream_periods.csv": numbered(r_data("Icecream"), "period")}


def e_icecream(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["temp"] = ((df["temp"] - 32) * 5 / 9).round(1)
    return df


def m_capm(rng):
    df = r_data("Capm").reset_index(drop=True)
    months = pd.period_range("1960-01", periods=len(df), freq="M")
    # the month's last day, the way the return file dates each month
    df.insert(0, "date", [m.to_timestamp(how="end").strftime("%Y-%m-%d") for m in months])
    df = df[df["date"] >= "1990-01"].reset_index(drop=True)
    return {
        "industry_excess_returns.xlsx": N.format_drift(df, "date", "date", 0.7, seed=rng.randrange(10**6))
    }


ANSWERS = {
    "yy": "accepted both",
    "yn": "accepted first only",
    "ny": "accepted second only",
    "nn": "refused both",
}


def m_naturalpark(rng):
    return {"alentejo_park_survey.tsv": drawn(r_data("NaturalPark"), 300, "respondent", rng)}


def e_naturalpark(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["answers"] = df["answers"].map(ANSWERS)
    return df


def _dollars(amount: int, rng: random.Random) -> str:
    text = f"{amount:,}"
    return rng.choice([f"${text}", f"{text} USD", f"$ {text}", f"USD {text}"])


def m_friendfoe(rng):
    df = numbered(r_data("FriendFoe"), "contestant")
    # the sheet shows whole dollars, the R table thousands
    df["cash"] = [_dollars(int(v * 1000 + 0.5), rng) for v in df["cash"]]
    return {"friend_or_foe_contestants.csv": df}


def e_friendfoe(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["cash"] = [
        float(str(v).replace("USD", "").replace("$", "").replace(",", "").strip()) for v in df["cash"]
    ]
    return df


# ---- DAG-level ----------------------------------------------------------------------------------------
SPENDING_BANDS = [("low", "education", "<", 175), ("medium", "education", "<", 225)]


def m_anscombe(rng):
    df = named(r_data("Anscombe"), "state")
    start = pd.Timestamp("1971-03-01 09:00")
    df["received"] = [start + pd.Timedelta(minutes=rng.randrange(0, 60 * 24 * 30)) for _ in range(len(df))]
    picks = rng.sample(range(len(df)), 10)
    revised = df.iloc[picks].copy()
    # a revision moves the school spending per head by 8-40 dollars, so that some cross a band boundary
    revised["education"] = [v + rng.choice([-1, 1]) * rng.randrange(8, 41) for v in revised["education"]]
    revised["received"] = [
        d + pd.Timedelta(minutes=rng.randrange(60 * 24 * 3, 60 * 24 * 40)) for d in revised["received"]
    ]
    out = _shuffled(pd.concat([df, revised], ignore_index=True), rng)
    out["received"] = [d.strftime("%Y-%m-%d %H:%M") for d in out["received"]]
    return {"state_school_spending_1970.csv": numbered(out, "submission")}


def _spending(v: float) -> str:
    return "low" if v < 175 else "medium" if v < 225 else "high"


def e_anscombe(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df = df[df["received"] == df.groupby("state")["received"].transform("max")].reset_index(drop=True)
    df["spending"] = [_spending(v) for v in df["education"]]
    return df


HIGH_SPEND = 120  # pounds


def m_budgetuk(rng):
    df = drawn(r_data("BudgetUK"), 300, "household", rng)
    return {"british_household_budgets.tsv": _blank(df, "totexp", set(rng.sample(range(len(df)), 18)))}


def e_budgetuk(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["totexp"] = df["totexp"].fillna(df.groupby("children")["totexp"].transform("median"))
    df["spender"] = ["high" if v >= HIGH_SPEND else "normal" for v in df["totexp"]]
    return df


HEATING_SYSTEMS = {
    "gc": "gas central",
    "gr": "gas room",
    "ec": "electric central",
    "er": "electric room",
    "hp": "heat pump",
}
INLAND = ["valley", "mountn"]


def m_heating(rng):
    df = r_data("Heating")[["idcase", "depvar", "income", "agehed", "rooms", "region"]]
    # a third each from the valley, the mountains and the coast, so that each inland region weighs in the answer
    area = df["region"].map({"valley": "valley", "mountn": "mountn"}).fillna("coast")
    df = _stratified(df, area, {"valley": 100, "mountn": 100, "coast": 100}, "row", rng)
    codes = pd.DataFrame({"code": list(HEATING_SYSTEMS), "system": list(HEATING_SYSTEMS.values())})
    return {"california_houses.jsonl": df.drop(columns="row"), "heating_codes.xlsx": _shuffled(codes, rng)}


def e_heating(frames: Frames) -> pd.DataFrame:
    houses, codes = frames.values()
    out = houses.merge(codes.rename(columns={"code": "depvar"}), on="depvar", how="left")
    return out[out["region"].isin(INLAND)].reset_index(drop=True)


README_HEAD = """# GovBench real-table held-out suite, fifteenth set

{n} governance tasks on real public tables that none of the development suite (`govbench_real`) and the fourteen
earlier held-out suites (`govbench_real_fresh` to `govbench_real_fresh14`) uses, nor the same data under another
name. The requests read like e-mails from different people to a data person, of varied length and build;
columns are named by what they hold or by a synonym rather than by their header, and details a colleague would
take for granted are left out. Built by `python -m dataagents.governance.builders.real_fresh15 [OUT]`
(deterministic, seed {seed}).

"""
README_HEAD += """\
**Held out.** Written without looking at the parser; kept as a held-out check, never used to grow rules. The
requests were written without reading or running the governance agent's request reader, planner, solver or
operators (of `governance/` outside `builders/` only the table reader and the metrics' definitions were read; the
operators were run only as reference pipelines) and were not tuned to what it can do: run the suite to measure,
but do not use its tasks or wordings to grow rules.

"""
# the method and the measuring commands are the fourteenth set's
README_HEAD += _FRESH14_HEAD[
    _FRESH14_HEAD.index("How each task is built") : _FRESH14_HEAD.index("Everyday requests")
].replace("govbench_real_fresh14", "govbench_real_fresh15")
README_HEAD += """\
Everyday requests covered: one-person households dropped, people with no paid hours dropped, spells kept when they
ended either of two ways; entries keyed twice under new numbers removed, a re-run export kept once per person
(the later line), and a figure that must be one per worker made consistent; blanks filled with the median of the
same schooling, from another column of the same row, and by carrying the previous month forward; two years put
side by side on a three-part key, two extracts stacked with a column naming each, and a code list written in
other capitals joined; age bands, two answers grouped under one label, and four labels from two yes/no columns;
Fahrenheit given in Celsius, dates of mixed styles made one, answer codes spelled out, and amounts typed with
currency signs made plain; and three pipelines: the latest submission per state kept then banded, blanks filled
from a group median before a threshold label, and a code list joined before a region filter.

Sources: R datasets from the packages `Ecdat`, `car`, `quantreg` and `COUNT`, as shipped by the Python package
`pydataset` (which bundles the Rdatasets collection); each table's reference and licence is in the table below
and in its task's `provenance`. The repeated entries in `fresh15_dedup_household_entries_twice`, the re-run
export in `fresh15_dedup_psid_rerun_export`, the mistyped schooling in `fresh15_dedup_worker_schooling` and the
revised submissions in `fresh15_dag_state_spending_bands` are invented by hand.

"""
README_HEAD += _FRESH14_HEAD[_FRESH14_HEAD.index("Scenario counts:") :]


TASKS: list[RealTask] = [
    # filtering
    RealTask(
        "fresh15_filter_single_households",
        "filtering",
        "Our food-budget model is about families, so people who live on their own shouldn't be in the Spanish "
        "household file. Could you take them out?",
        "BudgetFood",
        m_budgetfood,
        keep(lambda d: d["size"] != 1),
        "spanish_household_budgets_families.csv",
        "household",
        [("filter_rows", {"conditions": [{"column": "size", "op": "==", "value": 1}], "action": "drop"})],
        prep="300 of the 23972 households drawn at random, kept in their order, numbered, as XLSX",
    ),
    RealTask(
        "fresh15_filter_no_paid_hours",
        "filtering",
        "for the wage equation I can only use wives who actually did paid work in 1975 - drop the ones with no "
        "hours. thanks",
        "Mroz",
        m_mroz,
        keep(lambda d: d["hoursw"] > 0),
        "married_women_1975_working.jsonl",
        "woman",
        [("filter_value", {"column": "hoursw", "op": ">", "value": 0})],
        prep="300 of the 753 women drawn at random, kept in their order, numbered, as CSV",
    ),
    RealTask(
        "fresh15_filter_spells_ending_in_work",
        "filtering",
        "The re-employment paper only looks at spells that ended with the person taking up a new job, full-time "
        "or part-time. Please keep just those; the ones still open or where we don't know the hours of the new "
        "job are out of scope.",
        "UnempDur",
        m_unempdur,
        keep(lambda d: (d["censor1"] == 1) | (d["censor2"] == 1)),
        "unemployment_spells_reemployed.xlsx",
        "claim",
        [
            (
                "filter_rows",
                {
                    "conditions": [
                        {"column": "censor1", "op": "==", "value": 1},
                        {"column": "censor2", "op": "==", "value": 1},
                    ],
                    "match": "any",
                    "action": "keep",
                },
            )
        ],
        prep="300 of the 3343 spells drawn at random within strata, 70 that ended in a full-time job, 80 in a "
        "part-time job, 60 in a job of unknown hours and 90 others, kept in their order, numbered, as TSV",
    ),
    # deduplication and consistency
    RealTask(
        "fresh15_dedup_household_entries_twice",
        "deduplication",
        "Two clerks keyed the Belgian household budgets and their batches overlapped, so some households are in "
        "there twice under different entry numbers. Keep the first one of each.",
        "engel",
        m_engel,
        e_engel,
        "belgian_household_budgets_unique.tsv",
        "entry",
        [("dedup_exact", {"columns": ["income", "foodexp"], "keep": "first"})],
        prep="the 232 distinct households (the 3 exact repeats of the shipped table left out), income and food "
        "expenditure rounded to four decimals; 20 of them keyed again by hand at a random later place, numbered "
        "after that, as CSV",
    ),
    RealTask(
        "fresh15_dedup_psid_rerun_export",
        "deduplication",
        "Hi, the 1993 PSID export ran twice for some people and the second run has their recoded earnings. I "
        "need one line per person, and where there are two, the later one. A person is the family interview "
        "number together with the person number.",
        "PSID",
        m_psid,
        e_psid,
        "psid_1993_one_per_person.csv",
        "row",
        [("dedup_key", {"key": PERSON, "keep": "last"})],
        prep="the people of families drawn at random up to 270 of the 4856, kept in their order; 25 of them "
        "appended again by hand "
        "with the earnings moved by up to a tenth (or a made-up figure where they were 0), numbered, as JSONL",
    ),
    RealTask(
        "fresh15_dedup_worker_schooling",
        "deduplication",
        "Years of education don't change from one year to the next for anyone in this panel, but a few of the "
        "yearly rows disagree with the rest of that worker's rows. Can you correct them to what the worker's "
        "other years say?",
        "Wages",
        m_wages,
        e_wages,
        "worker_panel_1976_1982_clean.xlsx",
        "line",
        [("enforce_functional_dependency", {"determinant": ["worker"], "dependent": "ed"})],
        prep="the first 40 of the 595 workers, seven years each (280 rows), with the worker number and the year "
        "1976-1982 of each row written out, numbered, as XLSX; the schooling of one row in each of 12 workers "
        "mistyped by hand by 1-4 years, the worker's first year in 6 of them",
    ),
    # imputation
    RealTask(
        "fresh15_impute_world_of_work_score",
        "imputation",
        "About twenty of the young men have no score on the knowledge-of-the-world-of-work test. Fill each gap "
        "with the median score of the men with the same years of schooling.",
        "Griliches",
        m_griliches,
        e_griliches,
        "young_men_survey_filled.jsonl",
        "man",
        [("impute_groupwise", {"columns": ["kww"], "by": ["school"], "strategy": "median"})],
        prep="300 of the 758 men drawn at random, kept in their order, numbered, the twelve columns of the "
        "first survey year, as CSV; 20 of the scores blanked by hand, at most 5 in a schooling group and only "
        "in groups of 10 or more",
    ),
    RealTask(
        "fresh15_impute_followup_from_posttest",
        "imputation",
        "Eleven follow-up scores never came in. Until they do, put in the same subject's post-test score from "
        "the same session.",
        "OBrienKaiser",
        m_obrien,
        e_obrien,
        "treatment_scores_completed.csv",
        "subject",
        [("fill_from_column", {"pairs": {f"fup.{s}": f"post.{s}" for s in SESSIONS}})],
        prep="all 16 subjects, numbered, as JSONL; 11 follow-up scores blanked by hand",
    ),
    RealTask(
        "fresh15_impute_output_carried_forward",
        "imputation",
        "Some months have no output figure in the strikes file. Use the last month that has one.",
        "StrikeNb",
        m_strikes,
        e_strikes,
        "manufacturing_strikes_complete.tsv",
        "month",
        [("forward_fill", {"columns": ["output"], "order_by": "month", "by": []})],
        prep="all 108 months 1968-1976 with the month written out from the documented start in place of the "
        "month count, as XLSX; 12 output figures blanked by hand, never the first month nor two running",
    ),
    # integration
    RealTask(
        "fresh15_integrate_doctorates_two_years",
        "integration",
        "I'd like the 2008-09 and the 2011-12 counts of new math PhDs side by side, one line per kind of "
        "department, sex and citizenship.",
        "AMSsurvey",
        m_ams,
        e_ams,
        "new_doctorates_both_years.tsv",
        None,
        [("join_composite", {"keys": DOCTORATE, "how": "inner"})],
        prep="all 24 groups split into the 2008-09 counts as CSV and the 2011-12 counts as XLSX, each shuffled",
    ),
    RealTask(
        "fresh15_integrate_cps_survey_years",
        "integration",
        "Please put the 1992 and 1998 hourly earnings extracts into one table, with a year column so we can tell "
        "them apart.",
        "CPSch3",
        m_cps,
        e_cps,
        "cps_hourly_earnings_1992_1998.xlsx",
        None,
        [("union_align", {"source_column": "year", "source_names": CPS_YEARS})],
        prep="150 workers drawn at random from each of the 1992 and the 1998 survey, kept in their order, "
        "numbered on from 1992 to 1998, earnings to the cent, without the year, as CSV and JSONL",
    ),
    RealTask(
        "fresh15_integrate_cooling_system_names",
        "integration",
        "Could you add the plain-English name of the heating and cooling system to each of the new houses? "
        "Energy Services sent the code list.",
        "HC",
        m_hc,
        e_hc,
        "new_california_houses_named.csv",
        "house",
        kind="rows",
        prep="all 250 houses, numbered, the chosen system, the installation and operating cost of central "
        "cooling and income, as TSV; the seven systems of the documentation written as a code list in capital "
        "letters, shuffled, as CSV; no operator matches keys written in other capitals, so the ground truth is "
        "the pandas table",
    ),
    # labeling
    RealTask(
        "fresh15_label_age_groups",
        "labeling",
        "For the visit tables I need an age_group column on the German health panel: under 35, 35-49 and 50+.",
        "rwm5yr",
        m_rwm,
        labelled("age_group", _age_group),
        "german_doctor_visits_grouped.jsonl",
        "record",
        [("label_conditions", prefix_conditions("age_group", AGE_BANDS, "50+"))],
        target="age_group",
        prep="300 of the 19609 person-years drawn at random, kept in their order, eleven of the columns (not "
        "the schooling dummies nor the years of schooling), numbered, as CSV",
    ),
    RealTask(
        "fresh15_label_shore_or_boat",
        "labeling",
        "Marketing wants to split the anglers by where they fished from. Add a setting column, shore for beach "
        "and pier trips and boat for the private and charter boats.",
        "Fishing",
        m_fishing,
        labelled("setting", _setting),
        "angler_trips_setting.csv",
        "angler",
        [
            (
                "label_rules",
                {
                    "column": "mode",
                    "target": "setting",
                    "rules": [
                        {"pattern": "^(beach|pier)$", "label": "shore"},
                        {"pattern": "^(boat|charter)$", "label": "boat"},
                    ],
                    "default": "other",
                },
            )
        ],
        target="setting",
        prep="300 of the 1182 anglers drawn at random within strata, 150 who fished from the beach or a pier "
        "and 150 from a boat, kept in their order, the chosen mode with its price and catch rate and income, "
        "numbered, as JSONL",
    ),
    RealTask(
        "fresh15_label_insurance_coverage",
        "labeling",
        "Please tag each wife's health cover in a coverage column: both if she is insured through her own job "
        "and through her husband's, own job or husband's when only one of them applies, and no cover otherwise.",
        "HI",
        m_hi,
        labelled("coverage", _coverage),
        "wives_health_insurance_coverage.tsv",
        "wife",
        [("label_conditions", {"target": "coverage", "cases": COVERAGE_CASES, "default": "no cover"})],
        target="coverage",
        prep="300 of the 22272 wives drawn at random within strata, 75 for each combination of insurance "
        "through her own job and through her husband's, kept in their order, ten of the columns, numbered, as "
        "XLSX",
    ),
    # refinement
    RealTask(
        "fresh15_refine_icecream_celsius",
        "refinement",
        "The ice cream sheet has its temperatures in Fahrenheit; our team in Lyon needs Celsius, one decimal "
        "please.",
        "Icecream",
        m_icecream,
        e_icecream,
        "ice_cream_periods_celsius.xlsx",
        "period",
        [("convert_unit", {"column": "temp", "to_unit": "C", "default_unit": "F", "round": 1})],
        prep="all 30 periods, numbered, as CSV",
    ),
    RealTask(
        "fresh15_refine_return_dates",
        "refinement",
        "The dates in the industry returns file come in all sorts of styles. Make them all like 2001-04-30.",
        "Capm",
        m_capm,
        e_dates,
        "industry_excess_returns_dated.csv",
        "date",
        [("standardize_date", {"column": "date", "format": "%Y-%m-%d"})],
        prep="the 156 months 1990-2002, each dated by its last day written out from the documented start, as "
        "XLSX; 70% of the dates rewritten in other styles (noise.format_drift date)",
    ),
    RealTask(
        "fresh15_refine_bid_answer_words",
        "refinement",
        "Nobody in the steering group will understand yy, yn, ny and nn in the park survey. Write them as "
        "accepted both, accepted first only, accepted second only and refused both.",
        "NaturalPark",
        m_naturalpark,
        e_naturalpark,
        "alentejo_park_survey_readable.jsonl",
        "respondent",
        [("map_values", {"column": "answers", "mapping": ANSWERS})],
        prep="300 of the 312 respondents drawn at random, kept in their order, numbered, as TSV",
    ),
    RealTask(
        "fresh15_refine_prize_amounts",
        "refinement",
        "The amounts at stake in the game show sheet were pasted as text with dollar signs and commas; turn "
        "them into plain numbers so I can add them up.",
        "FriendFoe",
        m_friendfoe,
        e_friendfoe,
        "friend_or_foe_contestants_clean.tsv",
        "contestant",
        [("standardize_number", {"column": "cash"})],
        prep="all 227 contestants, numbered, as CSV, with the cash at stake written by hand in whole dollars "
        "with thousands separators and a dollar sign or code before or after",
    ),
    # DAG-level
    RealTask(
        "fresh15_dag_state_spending_bands",
        "deduplication",
        "A number of state offices sent their 1970 school spending again after revising it, so only the most "
        "recent submission per state should count. Then add a spending column: low below $175 a head, medium "
        "from 175 to under 225, high from 225.",
        "Anscombe",
        m_anscombe,
        e_anscombe,
        "state_school_spending_1970_banded.jsonl",
        "submission",
        [
            ("dedup_keep_latest", {"key": ["state"], "timestamp": "received"}),
            ("label_conditions", prefix_conditions("spending", SPENDING_BANDS, "high")),
        ],
        target="spending",
        prep="all 51 states with the R row name as a column and a made-up time of receipt in March 1971; 10 "
        "of them sent again 3-40 days later with the school spending moved by 8-40 dollars, shuffled, "
        "numbered, as CSV",
        level="dag",
    ),
    RealTask(
        "fresh15_dag_budget_gaps_high_spenders",
        "imputation",
        "Eighteen households in the British budget file have no total spending. Fill those with the median of "
        "the households with the same number of children, and after that mark everyone spending 120 pounds or "
        "more as high in a spender column, the rest normal.",
        "BudgetUK",
        m_budgetuk,
        e_budgetuk,
        "british_household_budgets_flagged.xlsx",
        "household",
        [
            ("impute_groupwise", {"columns": ["totexp"], "by": ["children"], "strategy": "median"}),
            (
                "label_conditions",
                prefix_conditions("spender", [("high", "totexp", ">=", HIGH_SPEND)], "normal"),
            ),
        ],
        target="spender",
        prep="300 of the 1519 households drawn at random, kept in their order, numbered, as TSV; 18 total "
        "expenditures blanked by hand",
        level="dag",
    ),
    RealTask(
        "fresh15_dag_inland_heating_systems",
        "integration",
        "Add the heating system's full name from the code sheet to every California house, then keep only the "
        "houses in the central valley and the mountain region.",
        "Heating",
        m_heating,
        e_heating,
        "inland_california_houses.csv",
        "idcase",
        [
            ("join_composite", {"left_keys": ["depvar"], "right_keys": ["code"], "how": "left"}),
            (
                "filter_rows",
                {"conditions": [{"column": "region", "op": "in", "value": INLAND}], "action": "keep"},
            ),
        ],
        prep="300 of the 900 houses drawn at random within strata, 100 each from the central valley, the "
        "mountains and the coasts, kept in their order, six of the columns without the costs, "
        "as JSONL; the five systems of the documentation written as a code sheet, shuffled, as XLSX",
        level="dag",
    ),
]


build_suite, main = suite_commands(TASKS, FRESH15_DIR, SEED, sources=SOURCES, head=README_HEAD)


if __name__ == "__main__":
    main()
