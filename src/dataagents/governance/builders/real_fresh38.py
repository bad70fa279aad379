"""Builds the thirty-eighth held-out governance suite on real tables (``suites/govbench_real_fresh38``).

The recipe of ``real_fresh31.py`` and ``real_fresh32.py``: 22 tables that no earlier real-table suite touches (nor
the same data under another name), cut small and made dirty only where the scenario needs it, one request each
written the way a business user or a researcher writes an e-mail or a chat message, and ground truth from a
reference pipeline checked against a plain-pandas reading. The tables come from the Rdatasets collection, from R
packages that pydataset does not ship and whose names start with a letter from M to Z (a sister set written at
the same time takes the first half of the alphabet); each is kept in the repository as the small cut used
(``builders/data/rdatasets/<package>__<name>.csv``, loaded by ``rdatasets_csv``), so the suite rebuilds offline.
The requests were written blind to the governance agent's reader and planner: the suite measures generalisation
and is never a source of rules.

    python -m dataagents.governance.builders.real_fresh38 [OUT_DIR] [task_id,...]
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
    rdatasets_package,
    rdatasets_table,
    suite_commands,
)
from dataagents.governance.builders.real_fresh import prefix_conditions
from dataagents.governance.builders.real_fresh2 import _shuffled
from dataagents.governance.builders.real_fresh15 import FRESH15_DIR, _blank
from dataagents.governance.builders.real_fresh15 import README_HEAD as _FRESH15_HEAD
from dataagents.governance.builders.real_fresh26 import _doubled

SEED = 20270138
FRESH38_DIR = FRESH15_DIR.parent / "govbench_real_fresh38"

_STATED = "licence as stated by the package"
_GPL_STATED = "licence as stated by the package (GPL on CRAN as far as known, version not checked)"

_OPENINTRO = rdatasets_package(
    "openintro", "Cetinkaya-Rundel, Diez, Bray, Kim, Baumer, Ismay, Paterno & Barr"
)
_MODELDATA = rdatasets_package("modeldata", "Max Kuhn")
_STEVE = rdatasets_package("stevedata", "Steven V. Miller")
_MLDATAR = rdatasets_package("MLDataR", "Gary Hutson et al.")
_NEURO = rdatasets_package("NeuroDataSets", "Renzo Caceres Rossi")

SOURCES: dict[str, str] = {
    "openintro/cpu": f"{_OPENINTRO}; the TechPowerUp CPU database, desktop and laptop processors of Intel and "
    "AMD released 2010-2020 with cores, threads, clocks and thermal design power in watts; 250 of the 875 drawn "
    "at random, licence GPL-3",
    "stevedata/asn_stats": f"{_STEVE}; Aviation Safety Network (Flight Safety Foundation), yearly hull-loss "
    "accidents and fatalities of airliners and corporate jets and hijackings with their fatalities, 1942-2019, "
    f"{_GPL_STATED}",
    "modeldata/scat": f"{_MODELDATA}; Reid 2015 (Wildlife Biology), DNA-verified bobcat, coyote and gray fox "
    "scats collected in coastal California with time and place of collection, size, mass and isotope ratios; "
    "ten columns kept, licence MIT",
    "modeldata/tate_text": f"{_MODELDATA}; the Tate Gallery's open collection metadata (github.com/tategallery/"
    "collection), id, artist, title, medium and year of artworks made from 1990 on; 250 of the 4284 drawn at "
    "random, licence MIT",
    "openintro/nba_finals": f"{_OPENINTRO}; Wikipedia's list of NBA champions, the Finals of 1950-2022 with the "
    "winner, games won by each conference champion, their coaches and home court, licence GPL-3",
    "openintro/mlb": f"{_OPENINTRO}; USA Today's salary database, salaries in thousands of dollars of Major "
    "League Baseball players in 2010 with team and position; the first 250 (ten teams) kept, licence GPL-3",
    "openintro/pm25_2022_durham": f"{_OPENINTRO}; US EPA AirData, daily mean PM2.5 concentration and air "
    "quality index at the Durham Armory monitor, North Carolina, 2022; the first 250 days (1 January to 7 "
    "September, none missing) and four columns kept, licence GPL-3",
    "modeldata/oils": f"{_MODELDATA}; Brodnjak-Voncina et al. 2005 (Chemometrics and Intelligent Laboratory "
    "Systems), fatty acid composition in percent of 96 commercial vegetable oils of seven kinds, measured by gas "
    "chromatography, licence MIT",
    "openintro/teacher": f"{_OPENINTRO}; salaries 2009-2010 of the 71 teachers of the St. Louis Public Schools, "
    "Michigan, with degree, full-time equivalent, years of service, base pay, FICA, retirement and total, "
    "once posted on SODA (dev.socrata.com), licence GPL-3",
    "openintro/snowfall": f"{_OPENINTRO}; National Park Service, annual snowfall in inches at Paradise, Mount "
    "Rainier National Park, July to June seasons from 1920-21, the seasons of 1943-46 and 1948-54 not recorded "
    "(blanks as shipped), licence GPL-3",
    "modeldata/attrition": f"{_MODELDATA}; IBM Watson Analytics Lab, a fictional employee attrition data set "
    "created by IBM data scientists; the first 200 employees with their employee number (the row names) and "
    "nine columns kept, licence MIT",
    "openintro/get_it_dunn_run": f"{_OPENINTRO}; GSE Timing, results of the Get It Dunn run in Dunn County, "
    "Wisconsin; of the 2018 race the first 150 finishers of the 5K as listed and all 91 of the half "
    "marathon, with bib, name, sex, age, home town and time in minutes, licence GPL-3",
    "stevedata/af_crime93": f"{_STEVE}; Agresti & Finlay 1997, Statistical Methods for the Social Sciences, "
    "table 9.1, from the Statistical Abstract of the United States: violent crime and murder rates with "
    "poverty, single-parent, metropolitan, white and high school shares by state, mostly 1993, "
    f"{_GPL_STATED}",
    "openintro/evals": f"{_OPENINTRO}; Hamermesh & Parker 2005 (Economics of Education Review), end of semester "
    "evaluations of 463 courses taught by 94 professors of the University of Texas at Austin with the "
    "professor's rank, gender, age and beauty rating; the first 250 and nine columns kept, licence GPL-3",
    "openintro/ssd_speed": f"{_OPENINTRO}; UserBenchmark, user-submitted read and write speeds in MB/s of 54 "
    "one-terabyte solid state drives with brand, model, form factor and NVMe, retrieved 1 September 2020, "
    "licence GPL-3",
    "openintro/xom": f"{_OPENINTRO}; monthly Exxon Mobil share prices from Yahoo Finance, February 2006 to "
    "February 2014, open, high, low, close and volume, licence GPL-3",
    "NeuroDataSets/nfl_concussions_tbl_df": f"{_NEURO}; Kaggle (Rishi Damarla), concussions of National Football League players in the "
    "2012-2014 seasons with team, date, opponent, position, weeks injured, games missed, reported injury and "
    f"average play time before the injury; the first 200 and ten columns kept, {_STATED}",
    "modeldata/cat_adoption": f"{_MODELDATA}; cats taken in at the animal shelter of Long Beach, California, "
    "with time at the shelter, outcome, sex, neutering and intake condition and type; the first 250 and six "
    "columns kept, licence MIT",
    "MLDataR/long_stayers": f"{_MLDATAR}; Gary Hutson 2021, synthetic inpatients based on patient data of NHS "
    "secondary care trusts, labelled stranded (in hospital over seven days) or not, with age, referral, care flags, previous care periods, admission date (day first) and frailty; the "
    f"first 250 kept, {_STATED}",
    "MLDataR/heartdisease": f"{_MLDATAR}; collected by Gary Hutson, December 2021, 918 "
    "patients with age, sex, resting blood pressure, cholesterol (0 where not measured), "
    "fasting blood sugar, ECG, maximum heart rate, angina and heart disease; 250 drawn at random), "
    f"{_STATED}",
    "modeldata/biomass": f"{_MODELDATA}; Ghugare, Tiwary, Elangovan & Tambe 2013 (BioEnergy Research), carbon, "
    "hydrogen, oxygen, nitrogen and sulfur content in percent and higher heating value in MJ/kg of solid "
    "biomass fuels; the first 240 of those whose name occurs once kept, licence MIT",
    "openintro/solar": f"{_OPENINTRO}; Larry Rosenfeld, daily energy output in kWh of two rooftop solar arrays "
    "about a mile apart in San Francisco, Haight-Ashbury and Inner Sunset, December 2015 to July 2016, "
    "licence GPL-3",
}


# ---- filtering ----------------------------------------------------------------------------------------
COOL_WATTS = 65


def m_cpu(rng):
    return {"cpu_specs_2010_2020.tsv": rdatasets_table("openintro/cpu")}


def m_aviation(rng):
    return {"aviation_safety_by_year.csv": rdatasets_table("stevedata/asn_stats")}


def m_scat(rng):
    return {"scat_samples.xlsx": numbered(rdatasets_table("modeldata/scat"), "sample")}


# ---- deduplication ------------------------------------------------------------------------------------
def m_tate(rng):
    d = rdatasets_table("modeldata/tate_text")
    again = d.iloc[sorted(rng.sample(range(len(d)), 6))].copy()
    again["year"] = [y + rng.choice([-1, 1]) for y in again["year"]]  # the registrar's corrected year
    return {"tate_artworks_extract.csv": pd.concat([d, again], ignore_index=True)}


def e_tate(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    return df[~df.duplicated(subset=["id"], keep="last")].reset_index(drop=True)


def m_finals(rng):
    return {"nba_finals_history.csv": _doubled(rdatasets_table("openintro/nba_finals"), 4, rng)}


def e_first_copy(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    return df[~df.duplicated(keep="first")].reset_index(drop=True)


def m_mlb(rng):
    d = rdatasets_table("openintro/mlb")
    again = d.iloc[sorted(rng.sample(range(len(d)), 7))].copy()
    again["salary"] = [round(s * rng.choice([0.8, 0.85, 0.9, 1.1, 1.15, 1.25]), 1) for s in again["salary"]]
    return {"mlb_payroll_2010.xlsx": pd.concat([d, again], ignore_index=True)}


def e_mlb(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    best = df.groupby("player")["salary"].idxmax()
    return df.loc[sorted(best)].reset_index(drop=True)


# ---- imputation ---------------------------------------------------------------------------------------
PM25 = "daily_mean_pm2_5_concentration"


def m_pm25(rng):
    df = rdatasets_table("openintro/pm25_2022_durham")
    holes: set[int] = set()
    while len(holes) < 8:  # never the first or last day, never two days running, never a tie to round
        i = rng.randrange(1, len(df) - 1)
        tenths = round(df.at[i - 1, PM25] * 10) + round(df.at[i + 1, PM25] * 10)
        if not holes & {i - 1, i, i + 1} and tenths % 2 == 0:
            holes.add(i)
    return {"durham_pm25_2022.csv": _blank(df, PM25, holes)}


def e_pm25(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df[PM25] = df[PM25].fillna(df[PM25].interpolate(limit_area="inside").round(1))
    return df


OIL_KINDS = ["pumpkin", "sunflower", "soybean", "rapeseed", "olive"]  # those with six samples or more


def m_oils(rng):
    df = numbered(rdatasets_table("modeldata/oils"), "sample")
    holes = set(rng.sample(list(df.index[df["class"] == "pumpkin"]), 2))
    holes |= {rng.choice(list(df.index[df["class"] == k])) for k in OIL_KINDS[1:]}
    return {"vegetable_oil_fatty_acids.tsv": _blank(df, "oleic", holes)}


def e_oils(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["oleic"] = df["oleic"].fillna(df.groupby("class")["oleic"].transform("mean").round(2))
    return df


def m_teacher(rng):
    df = rdatasets_table("openintro/teacher")
    full = list(df.index[df["fte"] == 1.0])
    return {"st_louis_teacher_pay.xlsx": _blank(df, "fte", set(rng.sample(full, 8)))}


def e_teacher(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["fte"] = df["fte"].fillna(1.0)
    return df


def m_snow(rng):
    # the dataset's own blanks: the war years and 1948-54 were not recorded
    return {"paradise_snowfall.jsonl": rdatasets_table("openintro/snowfall")}


def e_snow(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["total_snow"] = df["total_snow"].fillna(df["total_snow"].median())
    return df


# ---- integration --------------------------------------------------------------------------------------
STAFF = ["employee_number", "Age", "Gender", "MaritalStatus", "Department", "JobRole"]
PAY = ["employee_number", "MonthlyIncome", "PercentSalaryHike", "YearsAtCompany", "Attrition"]


def m_attrition(rng):
    d = rdatasets_table("modeldata/attrition")
    pay = d[PAY].rename(columns={"employee_number": "emp_no"})
    pay = pay.drop(index=rng.sample(range(len(pay)), 9))
    return {"staff_list.csv": d[STAFF], "pay_and_tenure.xlsx": _shuffled(pay, rng)}


def e_attrition(frames: Frames) -> pd.DataFrame:
    staff, pay = frames.values()
    out = staff.merge(pay, left_on="employee_number", right_on="emp_no", how="left")
    return out.drop(columns=["emp_no"])


RACES = ["5K", "half marathon"]


def m_dunn(rng):
    d = rdatasets_table("openintro/get_it_dunn_run")
    five = d[d["race"] == "5k"].drop(columns=["race"]).reset_index(drop=True)
    half = d[d["race"] == "half-marathon"].drop(columns=["race"]).reset_index(drop=True)
    half = half[["run_time_minutes", "bib_num", "first_name", "last_initial", "sex", "age", "city", "state"]]
    return {"dunn_run_2018_5k.csv": five, "dunn_run_2018_half.tsv": half}


def e_dunn(frames: Frames) -> pd.DataFrame:
    five, half = frames.values()
    return pd.concat(
        [five.assign(race=RACES[0]), half[list(five.columns)].assign(race=RACES[1])], ignore_index=True
    )


CRIME = ["state", "violent", "murder"]
CENSUS = ["state", "poverty", "single", "metro", "white", "highschool"]


def m_crime(rng):
    d = rdatasets_table("stevedata/af_crime93")
    census = d[CENSUS].drop(index=rng.sample(range(len(d)), 4))
    return {"state_crime_rates_1993.jsonl": d[CRIME], "state_census_shares.csv": _shuffled(census, rng)}


def e_crime(frames: Frames) -> pd.DataFrame:
    crime, census = frames.values()
    return crime.merge(census, on="state", how="inner")


# ---- labeling -----------------------------------------------------------------------------------------
STRONG, SOLID = 4.5, 4.0


def m_evals(rng):
    return {"course_evaluations.csv": rdatasets_table("openintro/evals")}


def _rating(r: pd.Series) -> str:
    if r["score"] >= STRONG:
        return "strong"
    return "solid" if r["score"] >= SOLID else "weak"


HIGH_END, MID_RANGE = 2000, 1000


def m_ssd(rng):
    return {"ssd_benchmarks.jsonl": numbered(rdatasets_table("openintro/ssd_speed"), "drive")}


def _tier(r: pd.Series) -> str:
    if r["read"] >= HIGH_END:
        return "high-end"
    return "mid-range" if r["read"] >= MID_RANGE else "entry-level"


def m_xom(rng):
    return {"exxon_monthly_prices.tsv": rdatasets_table("openintro/xom")}


def _direction(r: pd.Series) -> str:
    if r["close"] > r["open"]:
        return "up"
    return "down" if r["close"] < r["open"] else "flat"


DIRECTION_CASES = {
    "target": "direction",
    "cases": [
        {"label": "up", "conditions": [{"column": "close", "op": ">", "other": "open"}]},
        {"label": "down", "conditions": [{"column": "close", "op": "<", "other": "open"}]},
    ],
    "default": "flat",
}


# ---- refinement ---------------------------------------------------------------------------------------
PLAYTIME = "Average Playtime Before Injury"


def m_concussions(rng):
    return {
        "nfl_concussion_log.xlsx": numbered(rdatasets_table("NeuroDataSets/nfl_concussions_tbl_df"), "case")
    }


def e_concussions(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df[PLAYTIME] = [float(str(v).split()[0]) if pd.notna(v) else None for v in df[PLAYTIME]]
    df[PLAYTIME] = pd.to_numeric(df[PLAYTIME])
    return df


INTAKE = {
    "ill_mild": "mildly ill",
    "ill_moderatete": "moderately ill",
    "under_age_or_weight": "underage or underweight",
}


def m_cats(rng):
    return {"shelter_cat_intakes.csv": numbered(rdatasets_table("modeldata/cat_adoption"), "cat")}


def e_cats(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["intake_condition"] = [INTAKE.get(str(v).strip(), v) for v in df["intake_condition"]]
    return df


def m_stayers(rng):
    return {"hospital_long_stayers.tsv": numbered(rdatasets_table("MLDataR/long_stayers"), "patient")}


def e_stayers(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["admit_date"] = pd.to_datetime(df["admit_date"], format="%d/%m/%Y").dt.strftime("%Y-%m-%d")
    return df


# ---- DAG-level ----------------------------------------------------------------------------------------
DESIRABLE_BELOW, HIGH_FROM = 200, 240


def m_heart(rng):
    return {"heart_clinic_patients.csv": numbered(rdatasets_table("MLDataR/heartdisease"), "patient")}


def _band(r: pd.Series) -> str:
    if r["Cholesterol"] < DESIRABLE_BELOW:
        return "desirable"
    return "borderline" if r["Cholesterol"] < HIGH_FROM else "high"


def e_heart(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df = df[df["Cholesterol"] > 0].reset_index(drop=True)
    df["cholesterol_band"] = [_band(r) for _, r in df.iterrows()]
    return df


BTU_LB_PER_MJ_KG = 429.923


def m_biomass(rng):
    return {"biomass_fuels.xlsx": _doubled(rdatasets_table("modeldata/biomass"), 5, rng)}


def e_biomass(frames: Frames) -> pd.DataFrame:
    df = e_first_copy(frames)
    df["HHV"] = (df["HHV"] * BTU_LB_PER_MJ_KG).round(9).round(0).astype(int)
    return df


ARRAYS = ["Haight-Ashbury", "Inner Sunset"]
WORTHWHILE_KWH = 5


def m_solar(rng):
    d = rdatasets_table("openintro/solar")
    haight = d[d["location"] == "Haight_Ashbury"].drop(columns=["location"]).reset_index(drop=True)
    sunset = d[d["location"] == "Inner_Sunset"].drop(columns=["location"]).reset_index(drop=True)
    return {"haight_ashbury_array.csv": haight, "inner_sunset_array.jsonl": sunset}


def e_solar(frames: Frames) -> pd.DataFrame:
    haight, sunset = frames.values()
    both = pd.concat([haight.assign(site=ARRAYS[0]), sunset.assign(site=ARRAYS[1])], ignore_index=True)
    return both[both["kwh"] >= WORTHWHILE_KWH].reset_index(drop=True)


README_HEAD = """# GovBench real-table held-out suite, thirty-eighth set

{n} governance tasks on real public tables that none of the development suite (`govbench_real`) and the earlier
held-out suites (`govbench_real_fresh` to `govbench_real_fresh36`) uses, nor the same data under another name.
The tables come from the Rdatasets collection (Vincent Arel-Bundock), from R packages that `pydataset` does not
ship; the set was written at the same time as a sister set (the thirty-seventh) and takes only packages whose
names begin with a letter from M to Z. Each table is kept in the repository as the small cut the suite uses
(`governance/builders/data/rdatasets/<package>__<name>.csv`), so the suite rebuilds offline. The requests read
like e-mails and chat messages from different people to a data person, of varied length and build; columns are
named by what they hold or by a synonym rather than by their header, and details a colleague would take for
granted are left out. Built by `python -m dataagents.governance.builders.real_fresh38 [OUT]` (deterministic, seed
{seed}).

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
README_HEAD += (
    _FRESH15_HEAD[_FRESH15_HEAD.index("How each task is built") : _FRESH15_HEAD.index("Everyday requests")]
    .replace("govbench_real_fresh15", "govbench_real_fresh38")
    .replace("R datasets via `pydataset`", "R datasets from the kept Rdatasets cuts")
)
README_HEAD += """\
Everyday requests covered: processors kept only when their power rating is low, years without a hijacking
dropped, and one species dropped from a field sample; records re-sent with a corrected year resolved to the
later line, repeated lines pasted into a history sheet removed, and players listed twice
resolved to the higher salary; missing daily readings filled on a straight line, blanks filled with the mean of the same
kind of oil rounded to two decimals, blanks that mean full time filled with 1, and the seasons a record never had
filled with the median season; a staff list joined with a pay sheet keyed under another heading keeping everyone
on the staff list, the results of two races stacked (the second file with its columns in another order) with a
column naming the race, and two state tables put side by side keeping only the states in both; three bands of an
evaluation score, three tiers of a read speed, and months marked up, down or flat from two columns; a number
pulled out of text with a unit, codes spelled out in words, and day-first dates rewritten year first; and three
pipelines: readings that mean not measured dropped before a three-way band, repeated lines removed before a unit
conversion, and two files stacked with a column naming each before a threshold filter.

Sources: tables of the R packages `openintro`, `modeldata`, `stevedata`, `MLDataR` and `NeuroDataSets`, as kept
by the Rdatasets collection; each table's reference and licence is in the table below and in its task's
`provenance` (where a package's licence was not checked against its DESCRIPTION file, the provenance says "as
stated by the package"). None of these packages is shipped by `pydataset`, and no table is a copy of data an
earlier set used (`mosaicData`'s `RailTrail`, the rail-trail counts an earlier set took as `Riders`, and
`openintro`'s `paralympic_1500`, which holds the Olympic 1500 m winners of `tsibbledata`'s `olympic_running`,
were left out). The Paradise snowfall blanks are the dataset's own; the records re-sent with a corrected year in
`fresh38_dedup_tate_corrected_year`, the lines repeated in `fresh38_dedup_nba_finals_pasted` and
`fresh38_dag_biomass_repeats_btu`, the players listed again with another salary, the blanked readings, oleic
contents and full-time equivalents, the employees left off the pay sheet and the states left off the census file
are invented by hand; the thresholds, bands and tiers are the requesters', not the datasets'.

"""
README_HEAD += _FRESH15_HEAD[_FRESH15_HEAD.index("Scenario counts:") :]


TASKS: list[RealTask] = [
    # filtering
    RealTask(
        "fresh38_filter_cpu_65w_or_less",
        "filtering",
        "I'm speccing quiet, cool-running office PCs, so anything that draws a lot of power is out. From the "
        "processor list, keep only the chips rated at 65 watts or less.",
        "openintro/cpu",
        m_cpu,
        keep(lambda d: d["tdp"] <= COOL_WATTS),
        "cpus_65w_or_less.csv",
        "name",
        [("filter_value", {"column": "tdp", "op": "<=", "value": COOL_WATTS})],
        prep="250 of the 875 processors drawn at random and kept in order, nine columns, as TSV",
    ),
    RealTask(
        "fresh38_filter_aviation_hijack_years",
        "filtering",
        "For the hijacking timeline I only care about the years that actually saw a hijacking. Drop the years "
        "with none from the aviation safety figures.",
        "stevedata/asn_stats",
        m_aviation,
        keep(lambda d: d["hijack"] > 0),
        "aviation_hijack_years.xlsx",
        "year",
        [("filter_value", {"column": "hijack", "op": ">", "value": 0})],
        prep="all 78 years, as CSV",
    ),
    RealTask(
        "fresh38_filter_scat_no_bobcats",
        "filtering",
        "We're writing up the coyote and gray fox comparison, so the bobcat droppings have to come out of the "
        "scat samples.",
        "modeldata/scat",
        m_scat,
        keep(lambda d: d["Species"] != "bobcat"),
        "scat_canids_only.jsonl",
        "sample",
        [("filter_value", {"column": "Species", "op": "!=", "value": "bobcat"})],
        prep="all 110 samples, ten columns, numbered, as XLSX; the blanks are the dataset's own NA",
    ),
    # deduplication
    RealTask(
        "fresh38_dedup_tate_corrected_year",
        "deduplication",
        "The collections office re-sent a few Tate records after fixing the year the work was made, and the "
        "fixed versions were simply tacked onto the end of the extract. Each artwork id should be there once, "
        "with the corrected entry.",
        "modeldata/tate_text",
        m_tate,
        e_tate,
        "tate_artworks_clean.tsv",
        None,
        [("dedup_key", {"key": ["id"], "keep": "last"})],
        prep="250 of the 4284 artworks drawn at random and kept in order; 6 of them written again by "
        "hand at the end with the year moved by one, as CSV",
    ),
    RealTask(
        "fresh38_dedup_nba_finals_pasted",
        "deduplication",
        "Somehow a handful of Finals series got pasted into the NBA history sheet twice. Could you strip out "
        "the extra copies?",
        "openintro/nba_finals",
        m_finals,
        e_first_copy,
        "nba_finals_history_clean.jsonl",
        "year",
        [("dedup_exact", {"keep": "first"})],
        prep="all 73 Finals, as CSV; 4 of them written again by hand right after or near themselves",
    ),
    RealTask(
        "fresh38_dedup_mlb_higher_salary",
        "deduplication",
        "When I merged the opening-day and end-of-season payroll pulls, some players landed on the 2010 list "
        "twice with different salaries. One line per player please, the one with the higher salary.",
        "openintro/mlb",
        m_mlb,
        e_mlb,
        "mlb_payroll_2010_clean.csv",
        None,
        [("dedup_key", {"key": ["player"], "keep": "largest", "order_by": "salary"})],
        prep="the first 250 players (ten teams), as XLSX; 7 of them written again by hand at the end with the "
        "salary moved by 10 to 25 percent",
    ),
    # imputation
    RealTask(
        "fresh38_impute_pm25_missing_days",
        "imputation",
        "The Durham monitor skipped a few days of fine-particle readings this year. Estimate each missing "
        "day's concentration on a straight line between the day before and the day after, to one decimal like "
        "the rest.",
        "openintro/pm25_2022_durham",
        m_pm25,
        e_pm25,
        "durham_pm25_2022_filled.xlsx",
        "date",
        [("impute_interpolate", {"columns": [PM25], "round": 1})],
        prep="the first 250 days of 2022, date, site, daily mean PM2.5 and AQI, as CSV; 8 concentrations blanked "
        "by hand, never the first or last day nor two days running, nor where the straight line ends in a "
        "half to round",
    ),
    RealTask(
        "fresh38_impute_oleic_by_oil",
        "imputation",
        "Six oleic acid values are missing from the vegetable oil results. Use the average oleic content of "
        "the other samples of the same kind of oil for each gap, rounded to two decimals.",
        "modeldata/oils",
        m_oils,
        e_oils,
        "vegetable_oil_fatty_acids_filled.csv",
        "sample",
        [("impute_groupwise", {"columns": ["oleic"], "by": ["class"], "strategy": "mean", "round": 2})],
        prep="all 96 oils, numbered, as TSV; one oleic content blanked by hand in each kind of oil with six "
        "samples or more, two in the pumpkin seed oils",
    ),
    RealTask(
        "fresh38_impute_teacher_fte_full_time",
        "imputation",
        "In the St. Louis teacher pay file nobody bothered to type the full-time equivalent for teachers who "
        "work full time, so it's blank for some of them. Please fill those blanks with 1.",
        "openintro/teacher",
        m_teacher,
        e_teacher,
        "st_louis_teacher_pay_filled.tsv",
        "id",
        [("impute_constant", {"columns": ["fte"], "value": 1.0})],
        prep="all 71 teachers, as XLSX; the full-time equivalent blanked by hand for 8 of the full-time ones",
    ),
    RealTask(
        "fresh38_impute_paradise_snow_median",
        "imputation",
        "Paradise has no snowfall totals for the war years or for the late forties and early fifties. For the "
        "long-run chart, give those winters the median total of all the winters that were measured.",
        "openintro/snowfall",
        m_snow,
        e_snow,
        "paradise_snowfall_filled.csv",
        "year_start",
        [("impute_statistic", {"columns": ["total_snow"], "strategy": "median"})],
        prep="all 100 seasons 1920-21 to 2019-20, as JSONL; the 9 blanks are the dataset's own NA",
    ),
    # integration
    RealTask(
        "fresh38_integrate_staff_pay_sheet",
        "integration",
        "HR gave me the staff list and, separately, a pay and tenure sheet that uses its own heading for the "
        "employee number. Please combine them into one row per employee, keeping everybody on the staff list "
        "even when there's no pay record for them.",
        "modeldata/attrition",
        m_attrition,
        e_attrition,
        "staff_with_pay.csv",
        "employee_number",
        [
            (
                "join_composite",
                {"keys": [], "left_keys": ["employee_number"], "right_keys": ["emp_no"], "how": "left"},
            )
        ],
        prep="the first 200 employees; number, age, gender, marital status, department and job role as CSV; "
        "monthly income, salary rise, years at the company and attrition of 191 of them (9 left out at random) "
        "under the heading emp_no, shuffled, as XLSX",
    ),
    RealTask(
        "fresh38_integrate_dunn_run_races",
        "integration",
        "The 2018 Get It Dunn results came back as two sheets, one for the 5K and one for the half marathon. "
        "Stack them into one results list and add a race column reading 5K or half marathon.",
        "openintro/get_it_dunn_run",
        m_dunn,
        e_dunn,
        "dunn_run_2018_results.xlsx",
        None,
        [("union_align", {"source_column": "race", "source_names": RACES})],
        prep="the first 150 finishers of the 2018 5K as listed, as CSV, and all 91 of the half marathon with the "
        "time first, as TSV; the race column left out of both",
    ),
    RealTask(
        "fresh38_integrate_state_crime_census",
        "integration",
        "Can you put the 1993 crime rates next to the census shares, matching states on their two-letter "
        "code? A state that is missing from either file can be dropped.",
        "stevedata/af_crime93",
        m_crime,
        e_crime,
        "state_crime_and_census.tsv",
        "state",
        [("join_composite", {"keys": ["state"], "how": "inner"})],
        prep="the 50 states and DC; violent crime and murder rates as JSONL, and poverty, single-parent, "
        "metropolitan, white and high school shares of 47 of them (4 left out at random), shuffled, as CSV",
    ),
    # labeling
    RealTask(
        "fresh38_label_course_evaluation_rating",
        "labeling",
        "Please give every course a rating from its average evaluation score: strong for 4.5 and up, solid "
        "from 4.0 to below 4.5, weak under 4.0. Put it in a new column called rating.",
        "openintro/evals",
        m_evals,
        labelled("rating", _rating),
        "course_evaluations_rated.xlsx",
        "course_id",
        [
            (
                "label_conditions",
                prefix_conditions(
                    "rating", [("strong", "score", ">=", STRONG), ("solid", "score", ">=", SOLID)], "weak"
                ),
            )
        ],
        target="rating",
        prep="the first 250 of the 463 courses, nine columns, as CSV",
    ),
    RealTask(
        "fresh38_label_ssd_read_tier",
        "labeling",
        "For the storage buying guide, each drive needs a tier based on how fast it reads: high-end from 2,000 "
        "MB/s up, mid-range from 1,000 to 1,999, and entry-level below 1,000. A tier column is fine.",
        "openintro/ssd_speed",
        m_ssd,
        labelled("tier", _tier),
        "ssd_benchmarks_tiered.csv",
        "drive",
        [
            (
                "label_conditions",
                prefix_conditions(
                    "tier",
                    [("high-end", "read", ">=", HIGH_END), ("mid-range", "read", ">=", MID_RANGE)],
                    "entry-level",
                ),
            )
        ],
        target="tier",
        prep="all 54 drives, numbered, as JSONL",
    ),
    RealTask(
        "fresh38_label_exxon_month_direction",
        "labeling",
        "Mark each month of the Exxon share price as up when it closed above where it opened, down when it "
        "closed below, and flat if the two are equal. Call the new column direction.",
        "openintro/xom",
        m_xom,
        labelled("direction", _direction),
        "exxon_monthly_direction.jsonl",
        "date",
        [("label_conditions", DIRECTION_CASES)],
        target="direction",
        prep="all 98 months, date, open, high, low, close and volume, as TSV",
    ),
    # refinement
    RealTask(
        "fresh38_refine_concussion_playtime_number",
        "refinement",
        "In the concussion log, the average play time before the injury is stored as text with the word "
        "downs after the number. I need it as a plain number so I can average it.",
        "NeuroDataSets/nfl_concussions_tbl_df",
        m_concussions,
        e_concussions,
        "nfl_concussion_log_numeric.csv",
        "case",
        [("standardize_number", {"column": PLAYTIME})],
        prep="the first 200 of the 392 cases, ten columns, numbered, as XLSX; the blanks are the dataset's own NA",
    ),
    RealTask(
        "fresh38_refine_cat_intake_words",
        "refinement",
        "The shelter's export shows some intake conditions as system codes. Write the mild and moderate "
        "illness codes as mildly ill and moderately ill, and the under age or weight code as underage or "
        "underweight; normal, fractious, feral and other are fine as they are.",
        "modeldata/cat_adoption",
        m_cats,
        e_cats,
        "shelter_cat_intakes_clean.tsv",
        "cat",
        [("map_values", {"column": "intake_condition", "mapping": INTAKE})],
        prep="the first 250 of the 2257 cats, six columns, numbered, as CSV; the codes as shipped (the moderate "
        "one misspelled)",
    ),
    RealTask(
        "fresh38_refine_admission_dates_iso",
        "refinement",
        "The admission dates in the long-stay patient file are written day first, like 29/12/2020. Could you "
        "switch them to year-month-day, so 2020-12-29?",
        "MLDataR/long_stayers",
        m_stayers,
        e_stayers,
        "hospital_long_stayers_iso.xlsx",
        "patient",
        [("standardize_date", {"column": "admit_date", "format": "%Y-%m-%d", "dayfirst": True})],
        prep="the first 250 of the 768 admissions, numbered, as TSV",
    ),
    # DAG-level
    RealTask(
        "fresh38_dag_heart_cholesterol_band",
        "filtering",
        "A cholesterol of 0 in the heart clinic data just means it wasn't measured, so drop those patients. "
        "Then put everyone else in a new column cholesterol_band: desirable under 200, borderline 200 to 239, "
        "high at 240 or more.",
        "MLDataR/heartdisease",
        m_heart,
        e_heart,
        "heart_clinic_cholesterol_bands.tsv",
        "patient",
        [
            ("filter_value", {"column": "Cholesterol", "op": ">", "value": 0}),
            (
                "label_conditions",
                prefix_conditions(
                    "cholesterol_band",
                    [
                        ("desirable", "Cholesterol", "<", DESIRABLE_BELOW),
                        ("borderline", "Cholesterol", "<", HIGH_FROM),
                    ],
                    "high",
                ),
            ),
        ],
        target="cholesterol_band",
        prep="250 of the 918 patients drawn at random and kept in order, numbered, as CSV",
        level="dag",
    ),
    RealTask(
        "fresh38_dag_biomass_repeats_btu",
        "deduplication",
        "A few fuels were pasted twice into the biomass sheet, so get rid of the repeats first. After that, "
        "give the higher heating value in BTU per pound rather than MJ/kg, rounded to whole BTUs (1 MJ/kg is "
        "429.923 BTU/lb).",
        "modeldata/biomass",
        m_biomass,
        e_biomass,
        "biomass_fuels_btu.tsv",
        "sample",
        [
            ("dedup_exact", {"keep": "first"}),
            ("scale_column", {"column": "HHV", "factor": BTU_LB_PER_MJ_KG, "round": 0}),
        ],
        prep="240 fuels (the first of those whose name occurs once), name, five elements and heating value; 5 of "
        "them written again by hand right after or near themselves, as XLSX",
        level="dag",
    ),
    RealTask(
        "fresh38_dag_solar_arrays_productive_days",
        "integration",
        "Attached are the daily outputs of our two rooftop arrays, Haight-Ashbury and Inner Sunset, one file "
        "each. Stack them with a column site saying which array it is, and leave out any day that produced "
        "less than 5 kWh.",
        "openintro/solar",
        m_solar,
        e_solar,
        "solar_productive_days.csv",
        None,
        [
            ("union_align", {"source_column": "site", "source_names": ARRAYS}),
            ("filter_value", {"column": "kwh", "op": ">=", "value": WORTHWHILE_KWH}),
        ],
        prep="the 284 days in two files, date and kWh: Haight-Ashbury's 215 as CSV and Inner Sunset's 69 as "
        "JSONL, the location column left out of both",
        level="dag",
    ),
]


build_suite, main = suite_commands(TASKS, FRESH38_DIR, SEED, sources=SOURCES, head=README_HEAD)


if __name__ == "__main__":
    main()
