"""Builds the thirty-ninth held-out governance suite on real tables (``suites/govbench_real_fresh39``).

The recipe of ``real_fresh37.py`` and ``real_fresh38.py``: 22 tables that no earlier real-table suite touches (nor
the same data under another name), cut small and made dirty only where the scenario needs it, one request each
written the way a business user or a researcher writes an e-mail or a chat message, and ground truth from a
reference pipeline checked against a plain-pandas reading. The tables come from the Rdatasets collection, from R
packages that pydataset does not ship and whose names start with a letter from A to L (AER, asaur,
CardioDataSets, collegeScorecard, crimedatasets, DAAG, dslabs, experimentr, fishdata, gt, heplots, insuranceData,
ISLR, Lahman); each is kept in the repository as the small cut used (``builders/data/rdatasets/<package>__<name>.csv``,
loaded by ``rdatasets_csv``), so the suite rebuilds offline. The requests were written blind to the governance
agent's reader and planner: the suite measures generalisation and is never a source of rules.

    python -m dataagents.governance.builders.real_fresh39 [OUT_DIR] [task_id,...]
"""

from __future__ import annotations

import pandas as pd

from dataagents.governance.builders.real import (
    Frames,
    RealTask,
    banded,
    keep,
    labelled,
    numbered,
    one,
    rdatasets_package,
    rdatasets_table,
    suite_commands,
)
from dataagents.governance.builders.real_fresh import prefix_conditions
from dataagents.governance.builders.real_fresh2 import _shuffled
from dataagents.governance.builders.real_fresh15 import FRESH15_DIR, _blank
from dataagents.governance.builders.real_fresh15 import README_HEAD as _FRESH15_HEAD
from dataagents.governance.builders.real_fresh26 import _doubled

SEED = 20270139
FRESH39_DIR = FRESH15_DIR.parent / "govbench_real_fresh39"

_STATED = "licence as stated by the package"
_GPL_STATED = "licence as stated by the package (GPL on CRAN as far as known, version not checked)"

_AER = rdatasets_package("AER", "Kleiber & Zeileis")
_DAAG = rdatasets_package("DAAG", "Maindonald & Braun")
_LAHMAN = rdatasets_package("Lahman", "Friendly, Dalzell, Monkman & Murphy; Sean Lahman's Baseball Database")
_CRIME = rdatasets_package("crimedatasets", "Renzo Caceres Rossi")
_FISH = rdatasets_package("fishdata", "Conor Neilson")
_HEPLOTS = rdatasets_package("heplots", "Friendly & Fox")

SOURCES: dict[str, str] = {
    "DAAG/hurricNamed": f"{_DAAG}; Jung, Shavitt, Viswanathan & Hilbe 2014 (PNAS), the 94 named Atlantic "
    "hurricanes that made landfall in the US 1950-2012 with winds in mph and pressure at landfall, damage in "
    "millions of dollars, affected states, date of first landfall and deaths; ten columns kept, "
    f"{_GPL_STATED}",
    "collegeScorecard/school": rdatasets_package("collegeScorecard", "Garrick Aden-Buie")
    + "; the US Department of Education's College Scorecard, institutions with their name, city, state, "
    "predominant and highest degree, control and locale; 250 of the 4819 that mainly award associate, "
    f"bachelor's or graduate degrees drawn at random and kept in order, nine columns kept, {_STATED}",
    "AER/Parade2005": f"{_AER}; Parade magazine's 'What People Earn' survey of 2005, the earnings in dollars of "
    "130 people with age, gender, state and whether a celebrity, licence GPL-2 | GPL-3",
    "gt/constants": rdatasets_package("gt", "Iannone, Cheng, Schloerke, Hughes, Lauer, Seo, Brevoort & Roy")
    + "; NIST's CODATA 2018 fundamental physical constants with value, standard uncertainty, significant "
    "figures and units; the first 250 in alphabetical order kept, licence MIT",
    "insuranceData/WorkersComp": rdatasets_package("insuranceData", "Alicja Wolny-Dominiak & Michal Trzesiok")
    + "; Klugman 1992 via Frees, Young & Luo 2001 (North American Actuarial Journal), from the National Council "
    "on Compensation Insurance: payroll and permanent partial disability losses of workers' compensation by "
    f"occupation class and year; the first 250 class-years kept, {_STATED}",
    "Lahman/HallOfFame": f"{_LAHMAN}; the Baseball Writers' Association of America Hall of Fame ballots "
    "2018-2025, each player's ballots cast, votes needed, votes received and whether inducted; the votes' "
    "note left out, licence GPL (>= 2)",
    "CardioDataSets/cardiac_failure_df": rdatasets_package("CardioDataSets", "Renzo Caceres Rossi")
    + "; Ahmad, Munir, Bhatti, Aftab & Raza 2017 (PLoS ONE), the clinical records of 299 heart failure "
    "patients of Faisalabad, Pakistan, with age, creatinine phosphokinase, ejection fraction, blood pressure, "
    "platelets, serum creatinine and sodium, follow-up days and death; the first 250 and ten columns kept, "
    f"{_STATED}",
    "DAAG/greatLakes": f"{_DAAG}; yearly average water levels in metres of lakes Erie, Michigan-Huron, Ontario "
    "and St Clair 1918-2009 (US Army Corps of Engineers and NOAA), rounded to the centimetre and the year "
    f"written as a column, {_GPL_STATED}",
    "DAAG/ais": f"{_DAAG}; Telford & Cunningham 1991, blood and body measures of 202 athletes of the "
    "Australian Institute of Sport with sex and sport; haemoglobin, ferritin and the body measures kept "
    f"(red and white cell counts and haematocrit left out), {_GPL_STATED}",
    "Lahman/AwardsManagers": f"{_LAHMAN}; the Manager of the Year awards of the BBWAA and The Sporting News "
    "with manager, year, league and a tie mark filled only for a shared award; the notes left out, licence "
    "GPL (>= 2)",
    "fishdata/adults": f"{_FISH}; adult inanga (Galaxias maculatus) caught in the Hutt and Wainuiomata rivers, "
    "New Zealand, 2016, the catch table (site, day and date) and the metrics table (length, body depth, age, "
    "birth date and growth rate of fishdata's adult_metrics), licence GPL-3",
    "dslabs/death_prob": rdatasets_package("dslabs", "Irizarry & Gill")
    + "; the US Social Security Administration's 2015 period life table, the probability of dying within a "
    "year at each age 0-119 for men and women, licence Artistic-2.0",
    "heplots/schooldata": f"{_HEPLOTS}; Charnes, Cooper & Rhodes 1981, the 70 schools of the Program Follow "
    "Through experiment with family background measures and reading, mathematics and self-esteem scores, and "
    f"the schools' sites with type, model, place, region, city size and pupils (heplots' schoolsites), {_STATED}",
    "ISLR/Auto": rdatasets_package("ISLR", "James, Witten, Hastie & Tibshirani")
    + "; the UCI Auto MPG data of StatLib, 392 car models of 1970-1982 with miles per gallon, cylinders, "
    "displacement, horsepower, weight, acceleration, model year, origin and name; 250 drawn at random and kept "
    "in order, licence GPL-2",
    "heplots/Diabetes": f"{_HEPLOTS}; Reaven & Miller 1979 via Andrews & Herzberg 1985, relative weight, "
    "fasting plasma glucose in mg/dl, glucose and insulin test areas and steady state glucose of 145 non-obese "
    f"adults with their clinical group, {_STATED}",
    "experimentr/lynn": rdatasets_package("experimentr", "Kerem Tuncer & Donald Green")
    + "; Lynn & Mynier 1993 (Journal of Applied Social Psychology), 148 restaurant tables served in an "
    "experiment on server posture, with party size, bill and tip in dollars, daytime, server sex, crouching "
    "and card payment, licence MIT",
    "asaur/pharmacoSmoking": rdatasets_package("asaur", "Dirk F. Moore")
    + "; Steinberg et al. 2009 (Annals of Internal Medicine), 125 smokers in a cessation trial of patch only "
    "against triple combination therapy with days to relapse, age, gender, race, employment and smoking "
    f"history; ten columns kept, {_STATED}",
    "DAAG/worldRecords": f"{_DAAG}; men's world record times in minutes for 40 track and road races from 100 "
    f"m to 290 km with place and date, as of 9 August 2006 (gbrathletics.com), {_GPL_STATED}",
    "crimedatasets/CyberSecurityBreaches_df": f"{_CRIME}; the US Department of Health and Human Services' list "
    "of breaches of health information affecting 500 or more people, from October 2009, with the covered "
    f"entity, state, type, people affected, submission date and kind and place of breach; the first 250 and "
    f"eight columns kept (the long description left out), {_STATED}",
    "AER/CreditCard": f"{_AER}; Greene 2003 (Econometric Analysis), credit card applications with whether "
    "accepted, derogatory reports, age, yearly income in ten thousands of dollars, average monthly card "
    "spending in dollars, home ownership, self-employment, dependents, months at address and active accounts; "
    "250 of the 1319 drawn at random and kept in order, licence GPL-2 | GPL-3",
    "fishdata/juveniles": f"{_FISH}; juvenile inanga (Galaxias maculatus) caught in the Hutt and Wainuiomata "
    "rivers, New Zealand, 2015, the catch table (fish and otolith numbers, site, day, month and date) and the "
    "metrics table (length, body depth, age in days, birth date and growth rates of fishdata's "
    "juvenile_metrics); the same 250 of the 496 fish of both drawn at random and kept in order, licence GPL-3",
    "crimedatasets/UScrimerates_tbl_df": f"{_CRIME}; FBI Uniform Crime Reports, yearly US population and "
    "counts of violent and property crime, murder, robbery, burglary and vehicle theft 1960-2019; eight "
    f"columns kept, {_STATED}",
}


# ---- filtering ----------------------------------------------------------------------------------------
CAT2_MPH = 96


def m_hurricanes(rng):
    return {"us_landfalling_hurricanes.csv": rdatasets_table("DAAG/hurricNamed")}


def m_colleges(rng):
    return {"college_scorecard_schools.tsv": rdatasets_table("collegeScorecard/school")}


def m_parade(rng):
    return {"parade_what_people_earn_2005.xlsx": numbered(rdatasets_table("AER/Parade2005"), "respondent")}


# ---- deduplication ------------------------------------------------------------------------------------
def m_constants(rng):
    return {"codata_constants.xlsx": _doubled(rdatasets_table("gt/constants"), 5, rng)}


def e_first_copy(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    return df[~df.duplicated(keep="first")].reset_index(drop=True)


def m_workcomp(rng):
    d = rdatasets_table("insuranceData/WorkersComp")
    again = d.iloc[sorted(rng.sample(range(len(d)), 7))].copy()
    again["LOSS"] = [round(v * rng.choice([0.85, 0.9, 1.1, 1.2, 1.3])) for v in again["LOSS"]]
    return {"workers_comp_losses.csv": pd.concat([d, again], ignore_index=True)}


def e_workcomp(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    return df[~df.duplicated(subset=["CL", "YR"], keep="last")].reset_index(drop=True)


def m_hof(rng):
    return {"hof_bbwaa_ballots_2018_2025.tsv": rdatasets_table("Lahman/HallOfFame")}


def e_hof(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    best = df.groupby("playerID")["votes"].idxmax()
    return df.loc[sorted(best)].reset_index(drop=True)


# ---- imputation ---------------------------------------------------------------------------------------
def m_sodium(rng):
    df = numbered(rdatasets_table("CardioDataSets/cardiac_failure_df"), "patient")
    return {"heart_failure_patients.xlsx": _blank(df, "serum_sodium", set(rng.sample(range(len(df)), 8)))}


def e_sodium(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["serum_sodium"] = df["serum_sodium"].fillna(df["serum_sodium"].median())
    return df


def m_erie(rng):
    df = rdatasets_table("DAAG/greatLakes")
    holes: set[int] = set()
    while len(holes) < 7:  # never the first or last year, never two years running, never a tie to round
        i = rng.randrange(1, len(df) - 1)
        cents = round(df.at[i - 1, "Erie"] * 100) + round(df.at[i + 1, "Erie"] * 100)
        if not holes & {i - 1, i, i + 1} and cents % 2 == 0:
            holes.add(i)
    return {"great_lakes_levels.jsonl": _blank(df, "Erie", holes)}


def e_erie(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["Erie"] = df["Erie"].fillna(df["Erie"].interpolate(limit_area="inside").round(2))
    return df


FERRITIN_SPORTS = ["Row", "T_400m", "B_Ball", "Netball", "Swim", "Field", "W_Polo", "T_Sprnt"]


def m_ferritin(rng):
    df = numbered(rdatasets_table("DAAG/ais"), "athlete")
    while True:  # one blank in each sport with fifteen athletes or more, no group mean ending in a half
        holes = {rng.choice(list(df.index[df["sport"] == s])) for s in FERRITIN_SPORTS}
        rest = df.drop(index=sorted(holes))
        means = rest.groupby("sport")["ferr"].mean()
        if all(abs(means[s] % 1 - 0.5) > 1e-6 for s in FERRITIN_SPORTS):
            return {"ais_blood_tests.csv": _blank(df, "ferr", holes)}


def e_ferritin(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["ferr"] = df["ferr"].fillna(df.groupby("sport")["ferr"].transform("mean").round(0))
    return df


def m_ties(rng):
    return {"manager_of_the_year.csv": numbered(rdatasets_table("Lahman/AwardsManagers"), "award")}


def e_ties(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["tie"] = df["tie"].fillna("N")
    return df


# ---- integration --------------------------------------------------------------------------------------
def m_adults(rng):
    catch = rdatasets_table("fishdata/adults")
    metrics = rdatasets_table("fishdata/adult_metrics")
    metrics = metrics.drop(index=rng.sample(range(len(metrics)), 4))
    return {"inanga_adult_catch.csv": catch, "inanga_adult_measurements.xlsx": _shuffled(metrics, rng)}


def e_adults(frames: Frames) -> pd.DataFrame:
    catch, metrics = frames.values()
    return catch.merge(metrics, on="fish_code", how="inner")


SEXES = ["male", "female"]


def m_life(rng):
    d = rdatasets_table("dslabs/death_prob")
    men = d[d["sex"] == "Male"].drop(columns=["sex"]).reset_index(drop=True)
    women = d[d["sex"] == "Female"].drop(columns=["sex"]).reset_index(drop=True)
    return {"ssa_life_table_2015_men.tsv": men, "ssa_life_table_2015_women.csv": women}


def e_life(frames: Frames) -> pd.DataFrame:
    men, women = frames.values()
    return pd.concat([men.assign(sex=SEXES[0]), women.assign(sex=SEXES[1])], ignore_index=True)


def m_schools(rng):
    scores = numbered(rdatasets_table("heplots/schooldata"), "site")
    sites = rdatasets_table("heplots/schoolsites").rename(columns={"site": "site_no"})
    sites = sites.drop(index=rng.sample(range(len(sites)), 6))
    return {"follow_through_scores.jsonl": scores, "follow_through_sites.csv": _shuffled(sites, rng)}


def e_schools(frames: Frames) -> pd.DataFrame:
    scores, sites = frames.values()
    out = scores.merge(sites, left_on="site", right_on="site_no", how="left")
    return out.drop(columns=["site_no"])


# ---- labeling -----------------------------------------------------------------------------------------
THIRSTY_BELOW, FRUGAL_FROM = 18, 28


def m_auto(rng):
    return {"car_models_1970_1982.csv": numbered(rdatasets_table("ISLR/Auto"), "car")}


_economy = banded("mpg", ["thirsty", "average", "frugal"], (THIRSTY_BELOW, FRUGAL_FROM))


PREDIABETIC_FROM, DIABETIC_FROM = 100, 126


def m_glucose(rng):
    return {"glucose_tolerance_study.xlsx": numbered(rdatasets_table("heplots/Diabetes"), "subject")}


_glucose = banded("glufast", ["normal", "prediabetic", "diabetic"], (PREDIABETIC_FROM, DIABETIC_FROM))


def m_tables(rng):
    return {"restaurant_tables.tsv": numbered(rdatasets_table("experimentr/lynn"), "table")}


def _party(r: pd.Series) -> str:
    if r["groupsize"] <= 1:
        return "solo"
    return "pair" if r["groupsize"] <= 2 else "group"


# ---- refinement ---------------------------------------------------------------------------------------
EMPLOYMENT = {"ft": "full-time", "pt": "part-time"}


def m_smokers(rng):
    return {"smoking_cessation_trial.csv": rdatasets_table("asaur/pharmacoSmoking")}


def e_smokers(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["employment"] = [EMPLOYMENT.get(str(v).strip(), v) for v in df["employment"]]
    return df


def m_records(rng):
    return {"running_world_records_2006.xlsx": numbered(rdatasets_table("DAAG/worldRecords"), "record")}


def e_records(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["Time"] = (df["Time"] * 60).round(9).round(2)
    return df


BREACH_DATE = "Breach.Submission.Date"


def m_breaches(rng):
    df = numbered(rdatasets_table("crimedatasets/CyberSecurityBreaches_df"), "breach")
    df[BREACH_DATE] = pd.to_datetime(df[BREACH_DATE]).dt.strftime("%m/%d/%Y")  # as a US sheet shows them
    return {"hhs_breach_reports.jsonl": df}


def e_breaches(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df[BREACH_DATE] = pd.to_datetime(df[BREACH_DATE], format="%m/%d/%Y").dt.strftime("%Y-%m-%d")
    return df


# ---- DAG-level ----------------------------------------------------------------------------------------
LIGHT_BELOW, HEAVY_FROM = 100, 500


def m_cards(rng):
    return {"card_applications.csv": numbered(rdatasets_table("AER/CreditCard"), "applicant")}


_spender = banded("expenditure", ["light", "regular", "heavy"], (LIGHT_BELOW, HEAVY_FROM))


def e_cards(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df = df[df["card"] == "yes"].reset_index(drop=True)
    df["spender"] = [_spender(r) for _, r in df.iterrows()]
    return df


OLD_ENOUGH_DAYS = 170


def m_juveniles(rng):
    catch = rdatasets_table("fishdata/juveniles")
    metrics = rdatasets_table("fishdata/juvenile_metrics")
    metrics = metrics.drop(index=rng.sample(range(len(metrics)), 8))
    return {"inanga_juvenile_catch.tsv": catch, "inanga_juvenile_otoliths.csv": _shuffled(metrics, rng)}


def e_juveniles(frames: Frames) -> pd.DataFrame:
    catch, metrics = frames.values()
    both = catch.merge(metrics, on="fish_code", how="inner")
    return both[both["age"] >= OLD_ENOUGH_DAYS].reset_index(drop=True)


SINCE_YEAR = 1990


def m_uscrime(rng):
    return {
        "us_crime_counts_1960_2019.xlsx": _doubled(
            rdatasets_table("crimedatasets/UScrimerates_tbl_df"), 4, rng
        )
    }


def e_uscrime(frames: Frames) -> pd.DataFrame:
    df = e_first_copy(frames)
    return df[df["year"] >= SINCE_YEAR].reset_index(drop=True)


README_HEAD = """# GovBench real-table held-out suite, thirty-ninth set

{n} governance tasks on real public tables that none of the development suite (`govbench_real`) and the earlier
held-out suites (`govbench_real_fresh` to `govbench_real_fresh38`) uses, nor the same data under another name.
The tables come from the Rdatasets collection (Vincent Arel-Bundock), from R packages that `pydataset` does not
ship and whose names begin with a letter from A to L. Each table is kept in the repository as the small cut the
suite uses (`governance/builders/data/rdatasets/<package>__<name>.csv`), so the suite rebuilds offline. The
requests read like e-mails and chat messages from different people to a data person, of varied length and build;
columns are named by what they hold or by a synonym rather than by their header, and details a colleague would
take for granted are left out. Built by `python -m dataagents.governance.builders.real_fresh39 [OUT]`
(deterministic, seed {seed}).

"""
README_HEAD += """\
**Held out.** Written without looking at the parser; kept as a held-out check, never used to grow rules. The
requests were written blind: the governance agent's request reader, planner, solver and their tests were neither
read nor run, and the agent was never run on the suite. Of `governance/` outside `builders/`, only the operators'
names and parameters were read, to write the reference pipelines, and the operators were run only as those
pipelines. Nothing was tuned to what the agent can do: run the suite to measure, but do not use its tasks or
wordings to grow rules.

"""
# the method and the measuring commands are the fifteenth set's
README_HEAD += (
    _FRESH15_HEAD[_FRESH15_HEAD.index("How each task is built") : _FRESH15_HEAD.index("Everyday requests")]
    .replace("govbench_real_fresh15", "govbench_real_fresh39")
    .replace("R datasets via `pydataset`", "R datasets from the kept Rdatasets cuts")
)
README_HEAD += """\
Everyday requests covered: storms below a landfall wind speed dropped, for-profit schools dropped, and the
celebrities dropped from an earnings survey; repeated lines pasted into a reference table removed, class-years
re-sent with revised losses resolved to the later line, and players on several ballots resolved to their best
year; blanks filled with the median of a lab value, missing yearly levels filled on a straight line, blanks filled
with the mean of the same sport rounded to a whole number, and a mark left blank when it means no filled with N;
two files of the same fish joined keeping only the fish in both, two halves of a life table stacked with a column
naming the sex, and a table of scores joined with a site list keyed under another heading keeping every school;
three bands of fuel economy, three bands of fasting glucose, and three sizes of a dining party; codes spelled out
in words, times in minutes given in seconds, and month-first dates rewritten year first; and three pipelines:
accepted applications kept before a three-way spending band, two files joined before an age threshold, and
repeated lines removed before a year filter.

Sources: tables of the R packages `AER`, `asaur`, `CardioDataSets`, `collegeScorecard`, `crimedatasets`, `DAAG`,
`dslabs`, `experimentr`, `fishdata`, `gt`, `heplots`, `insuranceData`, `ISLR` and `Lahman`, as kept by the
Rdatasets collection; each table's reference and licence is in the table below and in its task's `provenance`
(where a package's licence was not checked against its DESCRIPTION file, the provenance says "as stated by the
package"). None of these packages is shipped by `pydataset`, and no table is a copy of data an earlier set used
(`AER`'s `CASchools`, `USAirlines`, `CigarettesSW`, `Electricity1970` and `HousePrices`, which hold `Ecdat`'s
`Caschool`, `Airline`, `Cigarette`, `Electricity` and `Housing`, `AER`'s `ShipAccidents` (`MASS`'s `ships`),
`DAAG`'s `carprice` (from `Cars93`) and `educationR`'s `absenteeism` (`MASS`'s `quine`) were left out). The blank
tie marks are the dataset's own; the lines repeated in `fresh39_dedup_codata_constants_pasted` and
`fresh39_dag_us_crime_repeats_since_1990`, the class-years re-sent with another loss, the blanked sodium
readings, lake levels and ferritin values, the fish and sites left off the second file, and the month-first
dates of the breach reports are made by hand; the thresholds, bands and sizes are the requesters', not the
datasets'.

"""
README_HEAD += _FRESH15_HEAD[_FRESH15_HEAD.index("Scenario counts:") :]


TASKS: list[RealTask] = [
    # filtering
    RealTask(
        "fresh39_filter_hurricanes_category_two_up",
        "filtering",
        "For the coastal exposure memo, leave out the storms that were only Category 1 when they came ashore. "
        "I want the hurricanes whose landfall winds were 96 mph or more.",
        "DAAG/hurricNamed",
        m_hurricanes,
        keep(lambda d: d["LF.WindsMPH"] >= CAT2_MPH),
        "hurricanes_category_two_up.xlsx",
        None,
        [("filter_value", {"column": "LF.WindsMPH", "op": ">=", "value": CAT2_MPH})],
        prep="all 94 hurricanes, ten columns, as CSV",
    ),
    RealTask(
        "fresh39_filter_colleges_no_for_profit",
        "filtering",
        "Our comparison only covers public and nonprofit institutions. Could you take the for-profit schools "
        "out of the Scorecard extract?",
        "collegeScorecard/school",
        m_colleges,
        keep(lambda d: d["control"] != "For-profit"),
        "colleges_public_and_nonprofit.jsonl",
        "id",
        [("filter_value", {"column": "control", "op": "!=", "value": "For-profit"})],
        prep="250 of the 4819 schools that mainly award associate, bachelor's or graduate degrees, drawn at "
        "random and kept in order, nine columns, as TSV",
    ),
    RealTask(
        "fresh39_filter_parade_without_celebrities",
        "filtering",
        "The celebrities in the Parade pay survey throw every average off. Remove them so it's only ordinary "
        "earners.",
        "AER/Parade2005",
        m_parade,
        keep(lambda d: d["celebrity"] == "no"),
        "parade_2005_ordinary_earners.csv",
        "respondent",
        [("filter_value", {"column": "celebrity", "op": "==", "value": "no"})],
        prep="all 130 people, numbered, as XLSX",
    ),
    # deduplication
    RealTask(
        "fresh39_dedup_codata_constants_pasted",
        "deduplication",
        "Looks like a few lines of the physical constants table were pasted in twice when I built it. Please "
        "remove the doubled lines and keep everything else in order.",
        "gt/constants",
        m_constants,
        e_first_copy,
        "codata_constants_clean.csv",
        "name",
        [("dedup_exact", {"keep": "first"})],
        prep="the first 250 constants, as XLSX; 5 of them written again by hand right after or near themselves",
    ),
    RealTask(
        "fresh39_dedup_workers_comp_revised_losses",
        "deduplication",
        "The carrier re-sent a handful of class-year rows of the workers' comp data with revised loss amounts, "
        "and they were appended at the bottom. Keep one row for each occupation class and year, the revised "
        "one where there are two.",
        "insuranceData/WorkersComp",
        m_workcomp,
        e_workcomp,
        "workers_comp_losses_clean.jsonl",
        None,
        [("dedup_key", {"key": ["CL", "YR"], "keep": "last"})],
        prep="the first 250 class-years, as CSV; 7 of them written again by hand at the end with the loss moved "
        "by 10 to 30 percent",
    ),
    RealTask(
        "fresh39_dedup_hall_of_fame_best_ballot",
        "deduplication",
        "Most candidates show up on several Hall of Fame ballots in this file. I'd like each player just once, "
        "on the ballot where he drew the most votes.",
        "Lahman/HallOfFame",
        m_hof,
        e_hof,
        "hall_of_fame_best_ballot.xlsx",
        "playerID",
        [("dedup_key", {"key": ["playerID"], "keep": "largest", "order_by": "votes"})],
        prep="the 237 BBWAA ballot lines of 2018-2025, eight columns, as TSV",
    ),
    # imputation
    RealTask(
        "fresh39_impute_heart_failure_sodium_median",
        "imputation",
        "Eight patients in the heart failure records have no serum sodium result. Fill each gap with the median "
        "sodium of the patients that were tested.",
        "CardioDataSets/cardiac_failure_df",
        m_sodium,
        e_sodium,
        "heart_failure_patients_filled.tsv",
        "patient",
        [("impute_statistic", {"columns": ["serum_sodium"], "strategy": "median"})],
        prep="the first 250 patients, ten columns, numbered, as XLSX; 8 sodium readings blanked by hand",
    ),
    RealTask(
        "fresh39_impute_lake_erie_levels",
        "imputation",
        "Some yearly Lake Erie averages went missing in my copy of the Great Lakes levels. Estimate those "
        "years from the year before and the year after on a straight line, keeping two decimals like the rest.",
        "DAAG/greatLakes",
        m_erie,
        e_erie,
        "great_lakes_levels_filled.csv",
        "year",
        [("impute_interpolate", {"columns": ["Erie"], "round": 2})],
        prep="all 92 years 1918-2009, levels rounded to the centimetre, as JSONL; 7 Erie levels blanked by hand, "
        "never the first or last year nor two years running, nor where the straight line ends in a half to round",
    ),
    RealTask(
        "fresh39_impute_ferritin_by_sport",
        "imputation",
        "A few of the AIS athletes are missing their ferritin. Use the average ferritin of the other athletes "
        "in the same sport, as a whole number.",
        "DAAG/ais",
        m_ferritin,
        e_ferritin,
        "ais_blood_tests_filled.xlsx",
        "athlete",
        [("impute_groupwise", {"columns": ["ferr"], "by": ["sport"], "strategy": "mean", "round": 0})],
        prep="all 202 athletes, ten columns, numbered, as CSV; one ferritin blanked by hand in each sport with "
        "fifteen athletes or more, never where the sport's mean ends in a half",
    ),
    RealTask(
        "fresh39_impute_manager_award_ties",
        "imputation",
        "In the manager of the year list the tie field only says Y when two managers shared the award, and "
        "it's empty otherwise. Please put N in the empty ones.",
        "Lahman/AwardsManagers",
        m_ties,
        e_ties,
        "manager_of_the_year_ties.tsv",
        "award",
        [("impute_constant", {"columns": ["tie"], "value": "N"})],
        prep="all 232 awards, the notes left out, numbered, as CSV; the blanks are the dataset's own",
    ),
    # integration
    RealTask(
        "fresh39_integrate_inanga_adults",
        "integration",
        "I have the adult inanga catch records in one file and the lab measurements in another, both with the "
        "fish code. Join them up and keep just the fish that appear in both.",
        "fishdata/adults",
        m_adults,
        e_adults,
        "inanga_adults_measured.csv",
        "fish_code",
        [("join_composite", {"keys": ["fish_code"], "how": "inner"})],
        prep="all 48 adult fish: catch site, day and date as CSV, and length, depth, age, birth date and growth "
        "rate of 44 of them (4 left out at random), shuffled, as XLSX",
    ),
    RealTask(
        "fresh39_integrate_life_table_sexes",
        "integration",
        "SSA's 2015 life table arrived as two files, men and women. Stack them into one table with a sex "
        "column reading male or female.",
        "dslabs/death_prob",
        m_life,
        e_life,
        "ssa_life_table_2015.xlsx",
        None,
        [("union_align", {"source_column": "sex", "source_names": SEXES})],
        prep="the 240 rows, age and probability of dying: the men's 120 as TSV and the women's 120 as CSV, the "
        "sex column left out of both",
    ),
    RealTask(
        "fresh39_integrate_follow_through_sites",
        "integration",
        "Hi, could you attach the site details (type, model, city, region, size) to the Follow Through school "
        "scores? The site list has the site number under its own heading and misses a few sites, but every "
        "school in the scores file should stay.",
        "heplots/schooldata",
        m_schools,
        e_schools,
        "follow_through_scores_with_sites.tsv",
        "site",
        [
            (
                "join_composite",
                {"keys": [], "left_keys": ["site"], "right_keys": ["site_no"], "how": "left"},
            )
        ],
        prep="the 70 schools: scores numbered by site as JSONL, and type, model, place, region, city size and "
        "pupils of 64 of them (6 left out at random) under the heading site_no, shuffled, as CSV",
    ),
    # labeling
    RealTask(
        "fresh39_label_car_fuel_economy",
        "labeling",
        "Give each car model an economy rating: thirsty below 18 miles per gallon, average from 18 up to but "
        "not including 28, and frugal at 28 or better. Name the new column economy.",
        "ISLR/Auto",
        m_auto,
        labelled("economy", _economy),
        "car_models_economy.jsonl",
        "car",
        [
            (
                "label_conditions",
                prefix_conditions(
                    "economy",
                    [("thirsty", "mpg", "<", THIRSTY_BELOW), ("average", "mpg", "<", FRUGAL_FROM)],
                    "frugal",
                ),
            )
        ],
        target="economy",
        prep="250 of the 392 cars drawn at random and kept in order, numbered, as CSV",
    ),
    RealTask(
        "fresh39_label_fasting_glucose_status",
        "labeling",
        "Using the fasting plasma glucose, classify every subject as normal (under 100 mg/dl), prediabetic "
        "(100 to 125) or diabetic (126 and over). Put it in a glucose_status column.",
        "heplots/Diabetes",
        m_glucose,
        labelled("glucose_status", _glucose),
        "glucose_tolerance_status.csv",
        "subject",
        [
            (
                "label_conditions",
                prefix_conditions(
                    "glucose_status",
                    [
                        ("normal", "glufast", "<", PREDIABETIC_FROM),
                        ("prediabetic", "glufast", "<", DIABETIC_FROM),
                    ],
                    "diabetic",
                ),
            )
        ],
        target="glucose_status",
        prep="all 145 subjects, numbered, as XLSX",
    ),
    RealTask(
        "fresh39_label_dining_party_size",
        "labeling",
        "Tag every table in the tipping study by how many people sat at it: solo for one diner, pair for two, "
        "group for three or more. A party column will do.",
        "experimentr/lynn",
        m_tables,
        labelled("party", _party),
        "restaurant_tables_party.xlsx",
        "table",
        [
            (
                "label_conditions",
                prefix_conditions(
                    "party", [("solo", "groupsize", "<=", 1), ("pair", "groupsize", "<=", 2)], "group"
                ),
            )
        ],
        target="party",
        prep="all 148 tables, numbered, as TSV",
    ),
    # refinement
    RealTask(
        "fresh39_refine_smoker_employment_words",
        "refinement",
        "The trial export abbreviates employment as ft and pt. Please write those out as full-time and "
        "part-time; other can stay as it is.",
        "asaur/pharmacoSmoking",
        m_smokers,
        e_smokers,
        "smoking_cessation_trial_clean.tsv",
        "id",
        [("map_values", {"column": "employment", "mapping": EMPLOYMENT})],
        prep="all 125 patients, ten columns, as CSV; the codes as shipped",
    ),
    RealTask(
        "fresh39_refine_world_record_seconds",
        "refinement",
        "These world record times are in minutes, which reads oddly for the sprints. Convert them to seconds, "
        "rounded to the hundredth.",
        "DAAG/worldRecords",
        m_records,
        e_records,
        "running_world_records_seconds.csv",
        "record",
        [("scale_column", {"column": "Time", "factor": 60, "round": 2})],
        prep="all 40 records, numbered, as XLSX",
    ),
    RealTask(
        "fresh39_refine_breach_dates_iso",
        "refinement",
        "When were these breaches reported? The dates in the HHS list are month first, 10/21/2009 style, and "
        "our system wants 2009-10-21.",
        "crimedatasets/CyberSecurityBreaches_df",
        m_breaches,
        e_breaches,
        "hhs_breach_reports_iso.csv",
        "breach",
        [("standardize_date", {"column": BREACH_DATE, "format": "%Y-%m-%d", "dayfirst": False})],
        prep="the first 250 breaches, eight columns, numbered, as JSONL; the submission dates rewritten month "
        "first by hand",
    ),
    # DAG-level
    RealTask(
        "fresh39_dag_card_approved_spending_band",
        "filtering",
        "Only the approved card applications matter here, so drop the rejected ones. Then add a spender column: "
        "light under $100 of average monthly spending, regular from $100 to under $500, heavy at $500 or more.",
        "AER/CreditCard",
        m_cards,
        e_cards,
        "approved_cards_spending.jsonl",
        "applicant",
        [
            ("filter_value", {"column": "card", "op": "==", "value": "yes"}),
            (
                "label_conditions",
                prefix_conditions(
                    "spender",
                    [("light", "expenditure", "<", LIGHT_BELOW), ("regular", "expenditure", "<", HEAVY_FROM)],
                    "heavy",
                ),
            ),
        ],
        target="spender",
        prep="250 of the 1319 applications drawn at random and kept in order, ten columns, numbered, as CSV",
        level="dag",
    ),
    RealTask(
        "fresh39_dag_juvenile_inanga_older",
        "integration",
        "Match the juvenile catch sheet to the otolith results on the fish code, dropping fish that are in "
        "only one of them. After that I only need fish aged 170 days or more.",
        "fishdata/juveniles",
        m_juveniles,
        e_juveniles,
        "inanga_juveniles_170_days.xlsx",
        "fish_code",
        [
            ("join_composite", {"keys": ["fish_code"], "how": "inner"}),
            ("filter_value", {"column": "age", "op": ">=", "value": OLD_ENOUGH_DAYS}),
        ],
        prep="the same 250 of the 496 fish of both tables drawn at random; the catch table as TSV, and the "
        "metrics of 242 of them (8 left out at random), shuffled, as CSV",
        level="dag",
    ),
    RealTask(
        "fresh39_dag_us_crime_repeats_since_1990",
        "deduplication",
        "Some years got copied twice into the national crime counts. Take out the repeats, then cut it down to "
        "1990 onward.",
        "crimedatasets/UScrimerates_tbl_df",
        m_uscrime,
        e_uscrime,
        "us_crime_counts_since_1990.tsv",
        "year",
        [
            ("dedup_exact", {"keep": "first"}),
            ("filter_value", {"column": "year", "op": ">=", "value": SINCE_YEAR}),
        ],
        prep="all 60 years 1960-2019, eight columns, as XLSX; 4 of them written again by hand right after or "
        "near themselves",
        level="dag",
    ),
]


build_suite, main = suite_commands(TASKS, FRESH39_DIR, SEED, sources=SOURCES, head=README_HEAD)


if __name__ == "__main__":
    main()
