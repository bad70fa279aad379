"""Builds the twelfth held-out governance suite on real tables (``suites/govbench_real_fresh12``).

The recipe of ``real_fresh11.py`` and the sets before it: 22 R datasets that no earlier real-table suite
touches, cut small and made dirty only where the scenario needs it, one request each written the way a business
user writes an e-mail, and ground truth from a reference pipeline checked against a plain-pandas reading (the
pandas table alone where no operator expresses the request). The requests were written blind to the governance
agent's reader and planner: the suite measures generalisation and is never a source of rules.

    python -m dataagents.governance.builders.real_fresh12 [OUT_DIR] [task_id,...]
"""

from __future__ import annotations

import random

import pandas as pd

from dataagents.governance.builders.real import (
    Frames,
    RealTask,
    drawn,
    e_union,
    keep,
    labelled,
    mapped,
    numbered,
    one,
    r_data,
    suite_commands,
)
from dataagents.governance.builders.real_fresh import prefix_conditions
from dataagents.governance.builders.real_fresh2 import _DATASETS, _shuffled
from dataagents.governance.builders.real_fresh4 import _MASS, _PSCL, _SURVIVAL, _placed_after
from dataagents.governance.builders.real_fresh6 import _HISTDATA
from dataagents.governance.builders.real_fresh7 import (
    _ECDAT,
    _GPL2_3,
    _GPL2_LATER,
    _HSAUR,
    _copies_after_or_before,
    _spaced_blanks,
)
from dataagents.governance.builders.real_fresh11 import _ZELIG, FRESH11_DIR
from dataagents.governance.builders.real_fresh11 import README_HEAD as _FRESH11_HEAD

SEED = 20261226
FRESH12_DIR = FRESH11_DIR.parent / "govbench_real_fresh12"

_LATTICE = "R package 'lattice' (Sarkar"
_RESHAPE2 = "R package 'reshape2' (Wickham"
_KMSURV = "R package 'KMsurv' (Klein & Moeschberger"
_LGPL2_LATER = "licence LGPL-2 or later"

SOURCES: dict[str, str] = {
    "Mode": f"{_ECDAT}; Train via Kenneth Train's home page, cost and time of travelling by car, carpool, bus "
    f"and rail and the mode chosen by 453 commuters), {_GPL2_LATER}",
    "DoctorAUS": f"{_ECDAT}; Cameron & Trivedi 1986, Australian Health Survey 1977-1978, sex, age in years "
    "divided by 100, income, insurance, illness and doctor consultations of 5190 people), licence GPL-2 or later",
    "Unemployment": f"{_ECDAT}; Romeo 1999, duration of the first spell of unemployment, race, sex, reason for "
    f"unemployment and job search of 452 US people in 1993), {_GPL2_LATER}",
    "Bwages": f"{_ECDAT}; European Community Household Panel via Verbeek 2004, gross hourly wage in euro, "
    f"education level and years of experience of 1472 Belgian workers in 1994), {_GPL2_LATER}",
    "nwtco": f"{_SURVIVAL}; Breslow & Chatterjee 1999, National Wilms Tumor Study, histology read by the local "
    "institution and by the central lab, stage, study, relapse and age of 4028 children), "
    f"{_LGPL2_LATER}",
    "environmental": f"{_LATTICE}; Bruntz et al. 1974 via Cleveland 1993, daily ozone, solar radiation, "
    "maximum temperature in degrees Fahrenheit and wind speed in New York City, May to September 1973), "
    "licence GPL-2 or later",
    "RockTheVote": f"{_PSCL}; Green & Vavreck 2008 via Jackman 2009, registered and voting 18 and 19 year "
    "olds in 85 cable TV systems of a 2004 Rock the Vote advertising experiment), licence GPL-2",
    "macro": f"{_ZELIG}; ICPSR via King, Tomz & Wittenberg 2000, GDP growth, unemployment, capital mobility "
    "and trade of 14 countries 1966-1990), licence GPL-2 or later",
    "french_fries": f"{_RESHAPE2}; Iowa State University 2004, flavour scores given twice by each panelist to "
    "french fries from three fryer oils over ten weeks), licence MIT",
    "Forward": f"{_ECDAT}; Datastream via Verbeek 2004, monthly spot and one- and three-month forward exchange "
    f"rates between the US dollar, the euro and the pound sterling 1979-2001), {_GPL2_LATER}",
    "USAccDeaths": f"{_DATASETS}; Brockwell & Davis 1991, monthly accidental deaths in the USA 1973-1978), "
    f"{_GPL2_3}",
    "epil": f"{_MASS}; Thall & Vail 1990, two-week seizure counts in four periods, baseline counts, treatment "
    f"and age of 59 epileptics), {_GPL2_3}",
    "Mofa": f"{_ECDAT}; US Direct Investment Abroad 1982 Benchmark Survey via Ioannatos 1995, capital "
    "expenditure, sales, number of affiliates and net income of US majority-owned finance affiliates and the "
    f"GDP of 50 host countries), {_GPL2_LATER}",
    "absentee": f"{_PSCL}; Ashenfelter 1994 via Jackman 2009, absentee and voting-machine ballots for the "
    "Democratic and Republican candidates in 22 Pennsylvania State Senate races 1982-1993), licence GPL-2",
    "schizophrenia": f"{_HSAUR}; Kraepelin 1919 via Everitt & Hothorn 2006, age at diagnosis of 251 "
    f"schizophrenia patients by sex), {_GPL2_3}",
    "EfronMorris": f"{_PSCL}; Efron & Morris 1975, hits and batting average over the first 45 at bats and "
    "the rest of the 1970 season of 18 major league baseball players), licence GPL-2",
    "Labour": f"{_ECDAT}; Verbeek 2004, fixed assets, number of workers, value added and wage costs per worker "
    f"of 569 Belgian firms in 1996), {_GPL2_LATER}",
    "logan": f"{_SURVIVAL}; General Social Survey 1972-1978 via Logan 1983, occupation, father's occupation, "
    f"years of schooling and race of 838 men), {_LGPL2_LATER}",
    "Hdma": f"{_ECDAT}; Federal Reserve Bank of Boston via Munnell et al. 1996 and Stock & Watson 2003, debt "
    "and housing ratios, loan-to-value, credit scores, bad credit records and the decision on 2381 Boston "
    f"mortgage applications 1997-1998), {_GPL2_LATER}",
    "baboon": f"{_KMSURV}; Klein & Moeschberger 1997, date, military time and whether it was seen, of 152 "
    "descents of a baboon troop from their sleeping trees 1963-1964), licence GPL-3 or later",
    "Nerlove": f"{_ECDAT}; Nerlove 1963 via Christensen & Greene 1976, total cost, output in millions of kWh, "
    "wage rate, capital price index, fuel price and cost shares of 159 US electricity producers in 1955), "
    f"{_GPL2_LATER}",
    "Snow.deaths": f"{_HISTDATA}; Snow's 1854 map as digitised by Dodson and Tobler 1994, map coordinates of the 578 cholera deaths around "
    "Broad Street, London, in the 1854 outbreak), licence GPL",
}


# ---- filtering ----------------------------------------------------------------------------------------
def m_mode(rng):
    return {"commuter_mode_choice.jsonl": drawn(r_data("Mode"), 300, "commuter", rng)}


def _bus_wins(d: pd.DataFrame) -> pd.Series:
    return (d["time.bus"] < d["time.car"]) & (d["cost.bus"] < d["cost.car"])


DOCTOR_COLUMNS = ["sex", "age", "income", "insurance", "illness", "actdays", "hscore", "chcond", "doctorco"]
PENSION_AGE = 0.65  # ages are stored in years divided by 100


def m_doctoraus(rng):
    return {"health_survey_1977.csv": drawn(r_data("DoctorAUS")[DOCTOR_COLUMNS], 300, "person", rng)}


NOT_JOB_LOSS = ["new", "reentr"]


def m_unemployment(rng):
    df = r_data("Unemployment").drop(columns=["ftp1", "ftp2", "ftp3", "ftp4"])
    return {"unemployment_spells.tsv": drawn(df, 300, "spell_id", rng)}


# ---- refinement ---------------------------------------------------------------------------------------
def m_bwages(rng):
    df = drawn(r_data("Bwages")[["wage", "educ", "exper"]], 300, "worker", rng)
    # typed in Brussels: two decimals, a comma for the decimal point
    df["wage"] = [f"{w:.2f}".replace(".", ",") for w in df["wage"]]
    return {"belgian_wages.tsv": df}


def e_bwages(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["wage"] = [float(str(v).replace(",", ".")) for v in df["wage"]]
    return df


HISTOLOGY = {"1": "favourable", "2": "unfavourable"}


def m_nwtco(rng):
    return {"wilms_tumour_study.xlsx": drawn(r_data("nwtco"), 300, "patient", rng)}


def m_baboon(rng):
    return {"baboon_descents.csv": numbered(r_data("baboon"), "morning")}


def e_baboon(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    # two-digit years of the 1963-1964 field season: day first, then month, in the 1900s
    parts = df["date"].str.split("/")
    df["date"] = [f"19{y}-{int(m):02d}-{int(d):02d}" for d, m, y in parts]
    return df


def m_rockthevote(rng):
    df = r_data("RockTheVote").sort_values(["strata", "treated"], kind="stable")
    return {"rock_the_vote_turnout.xlsx": numbered(df, "system")}


def e_rockthevote(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["p"] = (df["p"] * 100).round(1)
    return df


# ---- imputation ---------------------------------------------------------------------------------------
def m_macro(rng):
    df = r_data("macro")
    df = df[df["country"].isin(df["country"].unique()[:12])]
    df = df.sort_values(["country", "year"]).reset_index(drop=True)
    gone = _spaced_blanks(df, "country", 14, rng)
    df["unem"] = [None if i in gone else v for i, v in zip(df.index, df["unem"], strict=True)]
    # the panel as it is usually listed: every country's year before the next year
    return {"country_panel.csv": numbered(df.sort_values(["year", "country"]), "record")}


def e_macro(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    by_country = df.sort_values(["country", "year"])
    df["unem"] = by_country.groupby("country")["unem"].ffill().reindex(df.index)
    return df


FLAVOURS = ["potato", "buttery", "grassy", "rancid", "painty"]
TASTING = ["time", "treatment", "subject"]


def m_fries(rng):
    df = r_data("french_fries")
    df = df[df["time"].between(5, 8)].sort_values(["time", "treatment", "subject", "rep"])
    return {"fries_tasting_weeks_5_8.jsonl": numbered(df, "tasting")}


def e_fries(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    for c in FLAVOURS:
        other = df.groupby(TASTING)[c].transform("mean")
        df[c] = df[c].fillna(other)
    return df


def m_forward(rng):
    df = r_data("Forward").reset_index(drop=True)
    months = pd.period_range("1979-01", periods=len(df), freq="M")
    df.insert(0, "month", [str(m) for m in months])
    gone = set(rng.sample(range(1, len(df)), 16))
    df["usdbp1"] = [None if i in gone else v for i, v in zip(df.index, df["usdbp1"], strict=True)]
    return {"exchange_rates_monthly.xlsx": df}


# ---- deduplication ------------------------------------------------------------------------------------
DEATHS_KEY = ["year", "month"]


def m_accdeaths(rng):
    df = r_data("USAccDeaths")
    year = df["time"].round(3).astype(int)
    month = ((df["time"] - year) * 12).round().astype(int) + 1
    out = pd.DataFrame(
        {"year": year.to_numpy(), "month": month.to_numpy(), "deaths": df["USAccDeaths"].to_numpy()}
    )
    month_end = [
        pd.Timestamp(year=y, month=m, day=1) + pd.offsets.MonthEnd(0)
        for y, m in zip(out["year"], out["month"], strict=True)
    ]
    picks = rng.sample(range(len(out)), 16)
    # a final figure is issued months after the month; for the picked months a provisional one came first
    final = [d + pd.Timedelta(days=rng.randrange(150, 400)) for d in month_end]
    out["issued"] = [d.strftime("%Y-%m-%d") for d in final]
    early = out.iloc[picks].copy()
    early["deaths"] = [
        round(v * (1 + rng.choice([-1, 1]) * rng.uniform(0.01, 0.05))) for v in early["deaths"]
    ]
    early["issued"] = [
        (month_end[i] + pd.Timedelta(days=rng.randrange(20, 60))).strftime("%Y-%m-%d") for i in picks
    ]
    return {"accidental_deaths_monthly.tsv": _copies_after_or_before(out, early, picks, rng)}


def e_accdeaths(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    latest = df.sort_values("issued", kind="stable").drop_duplicates(DEATHS_KEY, keep="last")
    return df.loc[sorted(latest.index)].reset_index(drop=True)


EPIL_COLUMNS = ["subject", "period", "trt", "base", "age", "y"]


def m_epil(rng):
    df = r_data("epil")[EPIL_COLUMNS].reset_index(drop=True)
    twice = set(rng.sample(sorted(df["subject"].unique()), 8))
    # the export wrote some patients' four periods a second time, straight after the first
    parts = []
    for subject, block in df.groupby("subject", sort=False):
        parts.append(block)
        if subject in twice:
            parts.append(block)
    return {"seizure_counts_export.csv": pd.concat(parts, ignore_index=True)}


MOFA_COLUMNS = ["country", "capexp", "gdp", "sales", "nbaf", "netinc"]


def _retyped_country(name: str, rng: random.Random) -> str:
    """A country name as a second sheet typed it: in capitals, in lower case, or with stray spaces."""
    return rng.choice([name.upper(), name.lower(), f" {name}", f"{name}  "])


def m_mofa(rng):
    df = r_data("Mofa")
    df.insert(0, "country", df.index.astype(str))
    df = df[MOFA_COLUMNS].reset_index(drop=True)
    plain = [i for i in df.index if df.at[i, "country"].isalpha()]
    picks = rng.sample(plain, 9)
    again = df.iloc[picks].copy()
    again["country"] = [_retyped_country(v, rng) for v in again["country"]]
    return {"finance_affiliates_by_country.jsonl": _placed_after(df, again, picks, rng)}


def e_mofa(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    name = df["country"].map(lambda v: " ".join(str(v).lower().split()))
    return df[~name.duplicated(keep="first")].reset_index(drop=True)


# ---- integration --------------------------------------------------------------------------------------
RACE_KEY = ["year", "district"]


def m_absentee(rng):
    df = r_data("absentee").reset_index(drop=True)
    gaps = rng.sample(range(len(df)), 3)
    absent = df[[*RACE_KEY, "absdem", "absrep"]].drop(index=gaps[:1])
    machine = df[["district", "year", "machdem", "machrep"]].drop(index=gaps[1:])
    return {
        "absentee_ballots.csv": absent.reset_index(drop=True),
        "machine_votes.jsonl": _shuffled(machine, rng),
    }


def e_absentee(frames: Frames) -> pd.DataFrame:
    return frames["absentee_ballots.csv"].merge(frames["machine_votes.jsonl"], on=RACE_KEY, how="inner")


SEXES = ["female", "male"]


def m_schizophrenia(rng):
    df = r_data("schizophrenia")
    sheets = {s: numbered(df[df["gender"] == s][["age"]], "patient") for s in SEXES}
    return {"onset_women.csv": sheets["female"], "onset_men.tsv": sheets["male"][["age", "patient"]]}


def m_efronmorris(rng):
    df = r_data("EfronMorris").reset_index(drop=True)
    roster = df[["name", "team", "league"]]
    stats = df[["name", "r", "y", "n", "p"]].rename(columns={"name": "player"})
    stats = stats.drop(index=rng.sample(range(len(df)), 2))
    return {"roster_1970.xlsx": roster, "batting_1970.csv": _shuffled(stats, rng)}


def e_efronmorris(frames: Frames) -> pd.DataFrame:
    stats = frames["batting_1970.csv"].rename(columns={"player": "name"})
    return frames["roster_1970.xlsx"].merge(stats, on="name", how="left")


# ---- labeling -----------------------------------------------------------------------------------------
def m_labour(rng):
    return {"belgian_firms_1996.csv": drawn(r_data("Labour"), 300, "firm", rng)}


def _size_class(r: pd.Series) -> str:
    if r["labour"] < 50:
        return "small"
    return "medium" if r["labour"] < 250 else "large"


def m_logan(rng):
    return {"occupational_mobility.tsv": drawn(r_data("logan"), 300, "respondent", rng)}


COLLARS = {
    "professional": "white collar",
    "sales": "white collar",
    "craftsmen": "blue collar",
    "operatives": "blue collar",
    "farm": "farm",
}


def m_hdma(rng):
    df = r_data("Hdma").dropna()
    return {"boston_mortgage_applications.jsonl": drawn(df, 300, "application", rng)}


def _review(r: pd.Series) -> str:
    if r["pbcr"] == "yes" or r["ccs"] >= 5:
        return "refer"
    return "watch" if r["dir"] > 0.35 else "clear"


# ---- DAG-level ----------------------------------------------------------------------------------------
def m_environmental(rng):
    return {"nyc_air_quality_1973.csv": numbered(r_data("environmental"), "day")}


WARM_DAY = 25  # degrees Celsius, after rounding to one decimal


def e_environmental(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["temperature"] = ((df["temperature"] - 32) * 5 / 9).round(1)
    return df[df["temperature"] >= WARM_DAY].reset_index(drop=True)


SMALL_PLANT = 1000  # million kWh a year


def m_nerlove(rng):
    df = numbered(r_data("Nerlove"), "plant")
    prices = df[["plant", "pl", "pk", "pf"]].rename(columns={"plant": "plant_no"})
    prices = prices.drop(index=rng.sample(range(len(df)), 6))
    return {
        "plant_costs_1955.csv": df[["plant", "cost", "output"]],
        "input_prices_1955.xlsx": _shuffled(prices, rng),
    }


def e_nerlove(frames: Frames) -> pd.DataFrame:
    prices = frames["input_prices_1955.xlsx"].rename(columns={"plant_no": "plant"})
    df = frames["plant_costs_1955.csv"].merge(prices, on="plant", how="left")
    return df[df["output"] >= SMALL_PLANT].reset_index(drop=True)


def m_snow(rng):
    df = r_data("Snow.deaths").head(300).reset_index(drop=True)
    # the second volunteer started a few pages before the first one stopped
    stop = rng.randrange(40, 50)
    start = stop - rng.randrange(10, 20)
    return {
        "cholera_deaths_volunteer_a.csv": df.iloc[:stop],
        "cholera_deaths_volunteer_b.jsonl": df.iloc[start:],
    }


def e_snow(frames: Frames) -> pd.DataFrame:
    return pd.concat(list(frames.values()), ignore_index=True).drop_duplicates().reset_index(drop=True)


README_HEAD = """# GovBench real-table held-out suite, twelfth set

{n} governance tasks on real public tables that none of the development suite (`govbench_real`) and the eleven
earlier held-out suites (`govbench_real_fresh` to `govbench_real_fresh11`) uses. The requests read like e-mails
from different people to a data person, of varied length and build; columns are named by what they hold or by
a synonym rather than by their header, and details a colleague would take for granted are left out. Built by
`python -m dataagents.governance.builders.real_fresh12 [OUT]` (deterministic, seed {seed}).

"""
# the held-out note, the method and the measuring commands are the eleventh set's; only builders/ was read
README_HEAD += _FRESH11_HEAD[
    _FRESH11_HEAD.index("**Held out.**") : _FRESH11_HEAD.index("Everyday requests")
].replace("govbench_real_fresh11", "govbench_real_fresh12")
README_HEAD += """\
Everyday requests covered: dropping rows where one option beats another on two counts at once, rows past an
age limit stored as a fraction, and rows of two categories; decimal commas made numbers, codes spelled out as
words, a proportion shown as a percentage, and day-first dates with two-digit years written out in full; blanks
filled with the same group's value the year before, with the other reading of the same batch, and from a
sister column; the latest issued figure kept per month, whole blocks exported twice removed, and names typed
twice in other capitals or spacing kept once; an inner join on two keys, two sheets stacked with a column
naming each one's group, and a lookup joined on a differently named key keeping every row; labels from size
bands, from grouping five categories into three, and from rules on several columns with a fallback; and three
pipelines: Fahrenheit to Celsius then the days under a temperature dropped, a price sheet joined on a
differently named key then the small plants dropped, and two overlapping transcriptions stacked then the
doubled cases removed.

Sources: R datasets from the packages `datasets`, `MASS`, `HistData`, `Ecdat`, `survival`, `lattice`, `pscl`,
`Zelig`, `reshape2`, `HSAUR` and `KMsurv`, as shipped by the Python package `pydataset` (which bundles the
Rdatasets collection); each table's reference and licence is in the table below and in its task's
`provenance`. The entry dates and provisional counts in `fresh12_dedup_accidental_deaths_final`, the blocks
exported twice in `fresh12_dedup_seizure_export_twice`, the retyped country names in
`fresh12_dedup_affiliate_countries_retyped` and the overlap of the two transcriptions in
`fresh12_dag_cholera_two_volunteers` are invented by hand.

"""
README_HEAD += _FRESH11_HEAD[_FRESH11_HEAD.index("Scenario counts:") :]


TASKS: list[RealTask] = [
    # filtering
    RealTask(
        "fresh12_filter_commute_bus_wins",
        "filtering",
        "For the park-and-ride model we only want commuters the bus hasn't already won over on paper. Please drop "
        "everyone whose bus trip would have been both cheaper and faster than going by car.",
        "Mode",
        m_mode,
        keep(lambda d: ~_bus_wins(d)),
        "commuters_bus_cannot_win.csv",
        "commuter",
        kind="removal",
        prep="300 of the 453 commuters drawn at random, kept in their order, numbered, as JSONL; no operator "
        "compares one column with another, so the ground truth is the pandas table",
    ),
    RealTask(
        "fresh12_filter_health_survey_under_65",
        "filtering",
        "This extract of the 1977 Australian health survey is meant to cover the working-age population only. "
        "Could you remove everyone aged 65 or older?",
        "DoctorAUS",
        m_doctoraus,
        keep(lambda d: d["age"] < PENSION_AGE),
        "health_survey_under_65.xlsx",
        "person",
        [
            (
                "filter_rows",
                {"conditions": [{"column": "age", "op": ">=", "value": PENSION_AGE}], "action": "drop"},
            )
        ],
        prep="300 of the 5190 people drawn at random, kept in their order, numbered, 9 of the 15 columns (the "
        "hospital and medication counts left out); ages are the dataset's own years divided by 100",
    ),
    RealTask(
        "fresh12_filter_job_losers_leavers",
        "filtering",
        "hi, I'm only looking at people who ended up unemployed because they lost a job or walked out of one, so "
        "please take the new entrants and the re-entrants out of the spells file. Thanks!",
        "Unemployment",
        m_unemployment,
        keep(lambda d: ~d["reason"].isin(NOT_JOB_LOSS)),
        "unemployment_spells_job_loss.jsonl",
        "spell_id",
        [
            (
                "filter_rows",
                {"conditions": [{"column": "reason", "op": "in", "value": NOT_JOB_LOSS}], "action": "drop"},
            )
        ],
        prep="300 of the 452 people drawn at random, kept in their order, numbered, the four full-time search "
        "flags left out, written as TSV",
    ),
    # refinement
    RealTask(
        "fresh12_refine_wage_decimal_commas",
        "refinement",
        "The hourly wages in the Belgian file were typed with a decimal comma (7,78 instead of 7.78), so "
        "everything downstream treats them as text. Can you make them real numbers?",
        "Bwages",
        m_bwages,
        e_bwages,
        "belgian_wages_numeric.csv",
        "worker",
        [("standardize_number", {"column": "wage", "decimal": ","})],
        prep="300 of the 1472 workers drawn at random, kept in their order, numbered, wage, education level and "
        "experience (the sex column reads empty in pydataset and is left out); every wage written by hand with "
        "two decimals and a decimal comma, as TSV",
    ),
    RealTask(
        "fresh12_refine_wilms_central_histology",
        "refinement",
        "The histology from the central lab is still coded 1 and 2 in the Wilms tumour extract; please write it "
        "out as favourable for 1 and unfavourable for 2. Leave the local hospital's reading as it is.",
        "nwtco",
        m_nwtco,
        mapped("histol", lambda v: HISTOLOGY[str(int(v))]),
        "wilms_tumour_study_labelled.tsv",
        "patient",
        [("map_values", {"column": "histol", "mapping": HISTOLOGY})],
        prep="300 of the 4028 children drawn at random, kept in their order, numbered, written as XLSX",
    ),
    RealTask(
        "fresh12_refine_turnout_as_percent",
        "refinement",
        "On the Rock the Vote sheet the turnout share is a fraction like 0.613. The slides need it as a percentage "
        "with one decimal (61.3), in the same column please.",
        "RockTheVote",
        m_rockthevote,
        e_rockthevote,
        "rock_the_vote_turnout_pct.csv",
        "system",
        kind="cells",
        prep="all 85 cable systems sorted by stratum, controls first, numbered, written as XLSX; no operator "
        "rescales a column by a factor, so the ground truth is the pandas table",
    ),
    RealTask(
        "fresh12_refine_baboon_dates_in_full",
        "refinement",
        "The baboon descent dates are day/month with a two-digit year, all from the 1963-64 field season; please "
        "write them out in full, like 1963-11-25.",
        "baboon",
        m_baboon,
        e_baboon,
        "baboon_descents_dated.tsv",
        "morning",
        kind="cells",
        prep="all 152 mornings, numbered; the dates are the dataset's own day/month/two-digit-year text; the "
        "date operator reads two-digit years as 20xx and some days as months, so the ground truth is the pandas "
        "table",
    ),
    # imputation
    RealTask(
        "fresh12_impute_jobless_rate_year_before",
        "imputation",
        "A few jobless rates are blank in the country panel. Fill each one with that country's rate from the "
        "previous year.",
        "macro",
        m_macro,
        e_macro,
        "country_panel_filled.tsv",
        "record",
        [("forward_fill", {"columns": ["unem"], "order_by": "year", "by": ["country"]})],
        prep="the first 12 of the 14 countries, all 25 years 1966-1990, listed year by year, numbered, as CSV; "
        "14 unemployment rates blanked by hand, never a country's first year nor two years running",
    ),
    RealTask(
        "fresh12_impute_fries_other_tasting",
        "imputation",
        "Each panelist scored every batch of fries twice, and a few flavour scores never made it onto the sheet "
        "for weeks 5 to 8. Where a score is missing, use what the same panelist gave on the other tasting of the "
        "same oil that week.",
        "french_fries",
        m_fries,
        e_fries,
        "fries_tasting_filled.xlsx",
        "tasting",
        [("impute_groupwise", {"columns": FLAVOURS, "by": TASTING, "strategy": "mean"})],
        prep="the 288 tastings of weeks 5-8, sorted by week, oil, panelist and replicate, numbered, as JSONL; the "
        "blank scores are the dataset's own NA",
    ),
    RealTask(
        "fresh12_impute_forward_from_spot",
        "imputation",
        "Some months have no one-month forward quote for the dollar against sterling. In those months, just take "
        "the spot dollar-sterling rate for the same month.",
        "Forward",
        m_forward,
        lambda fr: one(fr).assign(usdbp1=lambda d: d["usdbp1"].fillna(d["usdbp"])),
        "exchange_rates_filled.csv",
        "month",
        [("fill_from_column", {"pairs": {"usdbp1": "usdbp"}})],
        prep="all 276 months 1979-2001 with the month written out from the documented start, as XLSX; 16 "
        "one-month forward dollar-pound rates blanked by hand, never the first month",
    ),
    # deduplication
    RealTask(
        "fresh12_dedup_accidental_deaths_final",
        "deduplication",
        "In the US accidental deaths series some months show up twice, because an early provisional count was "
        "loaded next to the final one. Keep one row per month, the one issued most recently.",
        "USAccDeaths",
        m_accdeaths,
        e_accdeaths,
        "accidental_deaths_final.jsonl",
        None,
        [("dedup_keep_latest", {"key": DEATHS_KEY, "timestamp": "issued"})],
        prep="all 72 months 1973-1978 as year, month and deaths, with an issue date 150-400 days after the month "
        "invented by hand; for 16 months a provisional count 1-5% off, issued 20-60 days after the month, put "
        "just before or after the final one, written as TSV",
    ),
    RealTask(
        "fresh12_dedup_seizure_export_twice",
        "deduplication",
        "The seizure-count export went wrong for a handful of patients and wrote all four of their two-week "
        "periods out twice, identical. Can you strip the repeated lines?",
        "epil",
        m_epil,
        lambda fr: one(fr).drop_duplicates().reset_index(drop=True),
        "seizure_counts_clean.xlsx",
        None,
        [("dedup_exact", {})],
        prep="all 236 patient-periods, 6 of the 9 columns (the period-4 flag and the centred logs left out); the "
        "four rows of 8 patients written a second time straight after the first, as CSV",
    ),
    RealTask(
        "fresh12_dedup_affiliate_countries_retyped",
        "deduplication",
        "Two sheets of host countries for US-owned finance affiliates got pasted into one, so further down a few "
        "countries come round again, written in capitals, in lower case or with stray spaces. Keep each "
        "country's first line and drop the later ones.",
        "Mofa",
        m_mofa,
        e_mofa,
        "finance_affiliates_by_country_unique.tsv",
        "country",
        [("dedup_exact", {"columns": ["country"], "keep": "first", "normalize_text": True})],
        prep="all 50 countries, the row names as a country column; 9 countries with a one-word name copied by "
        "hand with the name retyped (capitals, lower case or extra spaces), each copy somewhere after its "
        "original, as JSONL",
    ),
    # integration
    RealTask(
        "fresh12_integrate_absentee_machine_votes",
        "integration",
        "Could you line up the absentee ballot counts with the voting-machine counts for the Pennsylvania senate "
        "races, matching on election year and district? A race that's only in one of the two files can be left "
        "out.",
        "absentee",
        m_absentee,
        e_absentee,
        "senate_races_combined.xlsx",
        None,
        [("join_composite", {"keys": RACE_KEY, "how": "inner"})],
        prep="all 22 races split into a CSV of absentee ballots without one race and a JSONL of machine votes "
        "(district before year) without two others, shuffled; the two margin columns left out",
    ),
    RealTask(
        "fresh12_integrate_onset_sheets_by_sex",
        "integration",
        "The clinic sent the ages at diagnosis as two files, one for the women and one for the men. I'd like a "
        "single list with a sex column that says female or male.",
        "schizophrenia",
        m_schizophrenia,
        e_union("sex", SEXES),
        "onset_all_patients.csv",
        None,
        [("union_align", {"source_column": "sex", "source_names": SEXES})],
        prep="all 251 patients split by sex into a CSV of 99 women and a TSV of 152 men (columns in the other "
        "order), numbered within the file, the sex column left out",
    ),
    RealTask(
        "fresh12_integrate_roster_batting",
        "integration",
        "Please add the batting figures to the 1970 roster, matching each roster name to the player column of the "
        "stats file. Keep every roster player; two of them have no figures yet, so just leave those blank.",
        "EfronMorris",
        m_efronmorris,
        e_efronmorris,
        "roster_with_batting.jsonl",
        "name",
        [("join_composite", {"left_keys": ["name"], "right_keys": ["player"], "how": "left"})],
        prep="all 18 players split into an XLSX roster of name, team and league and a CSV of hits, averages and "
        "at bats keyed by player, without 2 players, shuffled",
    ),
    # labeling
    RealTask(
        "fresh12_label_firm_size_class",
        "labeling",
        "For the SME chapter, put each Belgian firm in a size_class column by headcount: small below 50 "
        "employees, medium for 50 to 249, large for 250 and up.",
        "Labour",
        m_labour,
        labelled("size_class", _size_class),
        "belgian_firms_sized.tsv",
        "firm",
        [
            (
                "label_conditions",
                prefix_conditions(
                    "size_class", [("small", "labour", "<", 50), ("medium", "labour", "<", 250)], "large"
                ),
            )
        ],
        target="size_class",
        prep="300 of the 569 firms drawn at random, kept in their order, numbered",
    ),
    RealTask(
        "fresh12_label_occupation_collar",
        "labeling",
        "I need a collar column from each man's own job, not his father's: white collar for professional and "
        "sales, blue collar for craftsmen and operatives, and farm for farm work.",
        "logan",
        m_logan,
        labelled("collar", lambda r: COLLARS[r["occupation"]]),
        "occupational_mobility_collar.xlsx",
        "respondent",
        [
            (
                "label_rules",
                {
                    "column": "occupation",
                    "target": "collar",
                    "rules": [
                        {"pattern": "^(professional|sales)$", "label": "white collar"},
                        {"pattern": "^(craftsmen|operatives)$", "label": "blue collar"},
                        {"pattern": "^farm$", "label": "farm"},
                    ],
                    "default": "other",
                },
            )
        ],
        target="collar",
        prep="300 of the 838 men drawn at random, kept in their order, numbered, written as TSV",
    ),
    RealTask(
        "fresh12_label_mortgage_review",
        "labeling",
        "Credit committee triage, please: add a review column reading refer, watch or clear. Refer is for anyone "
        "with a public bad-credit record or a consumer credit score of 5 or 6; of the rest, watch is for those "
        "whose debt payments eat up more than 35% of income, and everyone else is clear.",
        "Hdma",
        m_hdma,
        labelled("review", _review),
        "mortgage_applications_review.csv",
        "application",
        [
            (
                "label_conditions",
                {
                    "target": "review",
                    "cases": [
                        {"label": "refer", "conditions": [{"column": "pbcr", "op": "==", "value": "yes"}]},
                        {"label": "refer", "conditions": [{"column": "ccs", "op": ">=", "value": 5}]},
                        {"label": "watch", "conditions": [{"column": "dir", "op": ">", "value": 0.35}]},
                    ],
                    "default": "clear",
                },
            )
        ],
        target="review",
        prep="300 of the 2379 complete applications drawn at random, kept in their order, numbered, as JSONL",
    ),
    # DAG-level
    RealTask(
        "fresh12_dag_nyc_warm_days_celsius",
        "filtering",
        "Our partners in Lyon want the New York air-quality days with the daily highs in Celsius instead of "
        "Fahrenheit, to one decimal. Once that's done, keep just the days whose high reached 25 degrees or more; "
        "ozone, sunshine and wind stay as they are.",
        "environmental",
        m_environmental,
        e_environmental,
        "nyc_warm_days_celsius.jsonl",
        "day",
        [
            ("convert_unit", {"column": "temperature", "to_unit": "C", "default_unit": "F", "round": 1}),
            (
                "filter_rows",
                {"conditions": [{"column": "temperature", "op": "<", "value": WARM_DAY}], "action": "drop"},
            ),
        ],
        prep="all 111 days with complete readings, numbered, as CSV",
        level="dag",
    ),
    RealTask(
        "fresh12_dag_power_plants_large",
        "integration",
        "Bring the wage, capital and fuel prices over to the 1955 power plant costs by plant number, keeping "
        "every plant on the cost sheet even where the price sheet has nothing for it. After that, leave out the "
        "small producers, those under 1000 million kWh of output.",
        "Nerlove",
        m_nerlove,
        e_nerlove,
        "power_plants_large_1955.xlsx",
        "plant",
        [
            ("join_composite", {"left_keys": ["plant"], "right_keys": ["plant_no"], "how": "left"}),
            (
                "filter_rows",
                {"conditions": [{"column": "output", "op": "<", "value": SMALL_PLANT}], "action": "drop"},
            ),
        ],
        prep="all 159 producers, numbered, split into a CSV of cost and output and an XLSX of the three input "
        "prices (the cost shares left out) keyed by plant_no, without 6 producers, shuffled",
        level="dag",
    ),
    RealTask(
        "fresh12_dag_cholera_two_volunteers",
        "deduplication",
        "Two volunteers typed up Snow's cholera death locations, and the second one began a few pages before the "
        "first had stopped, so some cases are in both files. Combine the two into one list with each case only "
        "once.",
        "Snow.deaths",
        m_snow,
        e_snow,
        "cholera_deaths_combined.tsv",
        "case",
        [("union_align", {}), ("dedup_exact", {})],
        prep="the first 300 of the 578 deaths split into a CSV of the first 40-49 cases and a JSONL from 10-19 "
        "cases before the first file's end to case 300",
        level="dag",
    ),
]


build_suite, main = suite_commands(TASKS, FRESH12_DIR, SEED, sources=SOURCES, head=README_HEAD)


if __name__ == "__main__":
    main()
