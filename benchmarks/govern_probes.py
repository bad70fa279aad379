"""Probes of plain business wordings for the governance floor, in rounds, each round written before the rules it
led to: the honest measure of how a reading transfers to wordings it was not written for.

Each probe is one request over a table of an in-repo suite (never a held-out set's request) with its meaning
written in pandas; the agent (no model) runs the request and its output is compared with the meaning. Per probe:
right or wrong, the status reported, and whether a wrong output was reported ``verified`` (a false success).

Figures (2026-11-26; "first" = the round's run before any rule was written for it; "now" = at the commit that
added this script; rules written after a round never saw a later round):

    round  probes  first (code at)           now
    1      30      18 (start of session)      28
    2      27      15 (round-1 rules)         23
    3      17       7 (rounds 1-2 rules)      11
    4      15       9 (rounds 1-3 rules)      14
    5      16       8 (rounds 1-4 rules)      12
    6      16       6 (rounds 1-5 rules)      14  (e-mail style; its first run had one false success, since fixed)
    7      13       6 (rounds 1-6 rules)      13  (joins, stacks, renames, deduplication)
    rounds 2-7, first run: 51 of 104 (49 %); no false success now

Later rounds, written to find what no reading could do yet rather than new wordings (2026-11-26, later):

    round  probes  first (code at)           now
    8      16       1 (2e27bff)               16  (two columns compared, derived columns, interpolation)
    9      14       0 (5a011ee)               14  (columns kept/dropped, sort, top n, cap, scale, replace)
    10     12       0 (a653c8c)               10  (statistics of a column, first n rows, date parts, units of time)
    11     10       0 (2f72ddf)               10  (the same capabilities said otherwise, and two-step requests)
    12      8       5 (1e3af72)                8  (e-mail style; no false success on its first run)
    13      8       3 (2fd357f)                6  (its first run had one false success: "2 standard deviations
                                                   above the mean" read on both sides; now one side only)
    rounds 8-13, first run: 9 of 68
    (rounds 1-3 are now 30, 24 and 13: the general readings helped earlier rounds too)

    .venv/bin/python benchmarks/govern_probes.py [--round N]
"""

from __future__ import annotations

import argparse
import asyncio
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import numpy as np
import pandas as pd
from rich.console import Console
from rich.table import Table

from dataagents.governance.govern import solve
from dataagents.governance.io import read_table

SUITES = Path(__file__).resolve().parents[1] / "src" / "dataagents" / "suites"


@dataclass(frozen=True)
class Probe:
    round: int
    folder: str  # a task folder of an in-repo suite, whose raw/ tables the probe reads
    files: list[str]
    request: str
    meaning: Callable[..., pd.DataFrame]  # the expected output, from the input frames


PROBES = [
    Probe(
        1,
        "govbench_real/real_filter_shallow_quakes",
        ["fiji_quakes.tsv"],
        "Anything deeper than 300 km is of no use to us, so drop it.",
        lambda d: d[d.depth <= 300],
    ),
    Probe(
        1,
        "govbench_real/real_filter_shallow_quakes",
        ["fiji_quakes.tsv"],
        "I only care about the quakes that at least 50 stations picked up.",
        lambda d: d[d.stations >= 50],
    ),
    Probe(
        1,
        "govbench_real/real_filter_shallow_quakes",
        ["fiji_quakes.tsv"],
        "Could you get rid of the weak ones, magnitude below 4.5, please?",
        lambda d: d[d.mag >= 4.5],
    ),
    Probe(
        1,
        "govbench_real/real_filter_shallow_quakes",
        ["fiji_quakes.tsv"],
        "Please drop every quake weaker than 4.5 and every quake that fewer than 20 stations recorded.",
        lambda d: d[(d.mag >= 4.5) & (d.stations >= 20)],
    ),
    Probe(
        1,
        "govbench_real/real_filter_missing_ozone",
        ["air_1973.csv"],
        "For the heat report give me just the summer months, June to August.",
        lambda d: d[d.Month.isin([6, 7, 8])],
    ),
    Probe(
        1,
        "govbench_real/real_filter_missing_ozone",
        ["air_1973.csv"],
        "Days without an ozone reading are useless for the report - take them out.",
        lambda d: d[d.Ozone.notna()],
    ),
    Probe(
        1,
        "govbench_real/real_filter_missing_ozone",
        ["air_1973.csv"],
        "Keep only the days that were hotter than 85 degrees.",
        lambda d: d[d.Temp > 85],
    ),
    Probe(
        1,
        "govbench_real/real_filter_cut_quality",
        ["stones.csv"],
        "We only stock stones of one carat or more.",
        lambda d: d[d.carat >= 1],
    ),
    Probe(
        1,
        "govbench_real/real_filter_cut_quality",
        ["stones.csv"],
        "Leave out anything priced above 10,000 dollars.",
        lambda d: d[d.price <= 10000],
    ),
    Probe(
        1,
        "govbench_real/real_filter_cut_quality",
        ["stones.csv"],
        "The buyer only wants colours D, E and F.",
        lambda d: d[d.color.isin(["D", "E", "F"])],
    ),
    Probe(
        1,
        "govbench_real/real_filter_long_eruptions",
        ["eruptions.jsonl"],
        "Keep the eruptions that lasted between 2 and 4 minutes.",
        lambda d: d[(d.eruptions >= 2) & (d.eruptions <= 4)],
    ),
    Probe(
        1,
        "govbench_real/real_filter_low_mpg_cars",
        ["cars.csv"],
        "Strip out the eight-cylinder cars.",
        lambda d: d[d.cyl != 8],
    ),
    Probe(
        1,
        "govbench_real/real_filter_low_mpg_cars",
        ["cars.csv"],
        "Only the cars with more than 150 horsepower, please.",
        lambda d: d[d.hp > 150],
    ),
    Probe(
        1,
        "govbench_real/real_label_murder_rate",
        ["states.jsonl"],
        "Which states have an urban population share of at least 70? Send me only those.",
        lambda d: d[d.UrbanPop >= 70],
    ),
    Probe(
        1,
        "govbench_real/real_label_murder_rate",
        ["states.jsonl"],
        "Remove the states with a murder rate over 10.",
        lambda d: d[d.Murder <= 10],
    ),
    Probe(
        1,
        "govbench_real/real_impute_price_by_cut",
        ["stone_prices.csv"],
        "Some prices are missing; fill them with the median price of stones of the same cut.",
        lambda d: d.assign(price=d.price.fillna(d.groupby("cut").price.transform("median"))),
    ),
    Probe(
        1,
        "govbench_real/real_impute_price_by_cut",
        ["stone_prices.csv"],
        "Where a price is blank, use the average price for that cut.",
        lambda d: d.assign(price=d.price.fillna(d.groupby("cut").price.transform("mean"))),
    ),
    Probe(
        1,
        "govbench_real/real_filter_missing_ozone",
        ["air_1973.csv"],
        "Fill the gaps in ozone with the overall median.",
        lambda d: d.assign(Ozone=d.Ozone.fillna(d.Ozone.median())),
    ),
    Probe(
        1,
        "govbench_real/real_filter_missing_ozone",
        ["air_1973.csv"],
        "Replace missing solar radiation values by the mean for the month.",
        lambda d: d.assign(
            **{"Solar.R": d["Solar.R"].fillna(d.groupby("Month")["Solar.R"].transform("mean"))}
        ),
    ),
    Probe(
        1,
        "govbench_real/real_filter_missing_ozone",
        ["air_1973.csv"],
        "Blank ozone readings should be 0.",
        lambda d: d.assign(Ozone=d.Ozone.fillna(0)),
    ),
    Probe(
        1,
        "govbench_real/real_label_murder_rate",
        ["states.jsonl"],
        "Some states appear more than once; keep just one row per state.",
        lambda d: d.drop_duplicates("state"),
    ),
    Probe(
        1,
        "govbench_real/real_label_murder_rate",
        ["states.jsonl"],
        "Add a column risk: high when the murder rate is above 10, otherwise low.",
        lambda d: d.assign(risk=np.where(d.Murder > 10, "high", "low")),
    ),
    Probe(
        1,
        "govbench_real/real_filter_low_mpg_cars",
        ["cars.csv"],
        "Mark each car as heavy if it weighs more than 3.5 (thousand pounds) and light otherwise, in a column called weight_class.",
        lambda d: d.assign(weight_class=np.where(d.wt > 3.5, "heavy", "light")),
    ),
    Probe(
        1,
        "govbench_real/real_filter_shallow_quakes",
        ["fiji_quakes.tsv"],
        "Put a strength column on each quake: strong for magnitude 5 or more, moderate from 4.5 up to 5, light below that.",
        lambda d: d.assign(strength=np.select([d.mag >= 5, d.mag >= 4.5], ["strong", "moderate"], "light")),
    ),
    Probe(
        1,
        "govbench_real/real_filter_missing_ozone",
        ["air_1973.csv"],
        "The temperatures are in Fahrenheit; give them in Celsius with one decimal.",
        lambda d: d.assign(Temp=((d.Temp - 32) * 5 / 9).round(1)),
    ),
    Probe(
        1,
        "govbench_real/real_filter_low_mpg_cars",
        ["cars.csv"],
        "Rename mpg to miles_per_gallon and hp to horsepower.",
        lambda d: d.rename(columns={"mpg": "miles_per_gallon", "hp": "horsepower"}),
    ),
    Probe(
        1,
        "govbench_real/real_filter_low_mpg_cars",
        ["cars.csv"],
        "Drop the qsec column, nobody uses it.",
        lambda d: d.drop(columns=["qsec"]),
    ),
    Probe(
        1,
        "govbench_real/real_filter_low_mpg_cars",
        ["cars.csv"],
        "Round the weights to one decimal.",
        lambda d: d.assign(wt=d.wt.round(1)),
    ),
    Probe(
        1,
        "govbench_real/real_integrate_car_sheets",
        ["performance.csv", "specs.csv"],
        "Put the performance figures and the specs side by side for each model.",
        lambda a, b: a.merge(b, on="model", how="inner"),
    ),
    Probe(
        1,
        "govbench_real/real_integrate_car_sheets",
        ["performance.csv", "specs.csv"],
        "Add the spec columns to the performance table, matched on model; keep every performance row.",
        lambda a, b: a.merge(b, on="model", how="left"),
    ),
    Probe(
        2,
        "govbench_real_fresh3/fresh3_label_big_tables",
        ["restaurant_bills.csv"],
        "We are only looking at dinner service for this one.",
        lambda d: d[d.time == "Dinner"],
    ),
    Probe(
        2,
        "govbench_real_fresh3/fresh3_label_big_tables",
        ["restaurant_bills.csv"],
        "Leave the smokers out of it, please.",
        lambda d: d[d.smoker != "Yes"],
    ),
    Probe(
        2,
        "govbench_real_fresh3/fresh3_label_big_tables",
        ["restaurant_bills.csv"],
        "Parties of five or more need to go into a separate analysis, so remove them here.",
        lambda d: d[d["size"] < 5],
    ),
    Probe(
        2,
        "govbench_real_fresh3/fresh3_label_big_tables",
        ["restaurant_bills.csv"],
        "Bills under ten dollars are test transactions; get rid of them.",
        lambda d: d[d.total_bill >= 10],
    ),
    Probe(
        2,
        "govbench_real_fresh3/fresh3_label_big_tables",
        ["restaurant_bills.csv"],
        "Only weekend visits (Saturday and Sunday) matter.",
        lambda d: d[d.day.isin(["Sat", "Sun"])],
    ),
    Probe(
        2,
        "govbench_real_fresh3/fresh3_label_big_tables",
        ["restaurant_bills.csv"],
        "Add a column called big_party that says yes for tables of six and no otherwise.",
        lambda d: d.assign(big_party=np.where(d["size"] == 6, "yes", "no")),
    ),
    Probe(
        2,
        "govbench_real_fresh3/fresh3_label_big_tables",
        ["restaurant_bills.csv"],
        "Classify each tip as generous when it is more than 5 dollars, otherwise normal, in a new column tip_level.",
        lambda d: d.assign(tip_level=np.where(d.tip > 5, "generous", "normal")),
    ),
    Probe(
        2,
        "govbench_real_fresh3/fresh3_filter_western_states",
        ["state_education.csv"],
        "Restrict the list to states where teacher pay is at least 35.",
        lambda d: d[d.pay >= 35],
    ),
    Probe(
        2,
        "govbench_real_fresh3/fresh3_filter_western_states",
        ["state_education.csv"],
        "Discard the states in which fewer than 10 percent of students took the SAT.",
        lambda d: d[d.percent >= 10],
    ),
    Probe(
        2,
        "govbench_real_fresh3/fresh3_filter_western_states",
        ["state_education.csv"],
        "I need the Pacific and Mountain states only (PAC, MTN).",
        lambda d: d[d.region.isin(["PAC", "MTN"])],
    ),
    Probe(
        2,
        "govbench_real_fresh2/fresh2_refine_sale_prices",
        ["windsor_sales.csv"],
        "Houses without a driveway are not part of the study.",
        lambda d: d[d.driveway != "no"],
    ),
    Probe(
        2,
        "govbench_real_fresh2/fresh2_refine_sale_prices",
        ["windsor_sales.csv"],
        "We want only the homes that have air conditioning.",
        lambda d: d[d.airco == "yes"],
    ),
    Probe(
        2,
        "govbench_real_fresh2/fresh2_refine_sale_prices",
        ["windsor_sales.csv"],
        "Remove every house with more than four bedrooms.",
        lambda d: d[d.bedrooms <= 4],
    ),
    Probe(
        2,
        "govbench_real_fresh2/fresh2_refine_sale_prices",
        ["windsor_sales.csv"],
        "Only two-storey houses, please.",
        lambda d: d[d.stories == 2],
    ),
    Probe(
        2,
        "govbench_real_fresh2/fresh2_dag_infant_mortality_level",
        ["nations_1970.jsonl"],
        "Take out the oil exporters.",
        lambda d: d[d.oil != "yes"],
    ),
    Probe(
        2,
        "govbench_real_fresh2/fresh2_dag_infant_mortality_level",
        ["nations_1970.jsonl"],
        "The countries with no infant mortality figure should get the median of their region.",
        lambda d: d.assign(infant=d.infant.fillna(d.groupby("region").infant.transform("median"))),
    ),
    Probe(
        2,
        "govbench_real_fresh2/fresh2_dag_infant_mortality_level",
        ["nations_1970.jsonl"],
        "Where infant mortality is unknown, put the overall average.",
        lambda d: d.assign(infant=d.infant.fillna(d.infant.mean())),
    ),
    Probe(
        2,
        "govbench_real_fresh2/fresh2_dag_infant_mortality_level",
        ["nations_1970.jsonl"],
        "Drop the countries where we have no infant mortality number.",
        lambda d: d[d.infant.notna()],
    ),
    Probe(
        2,
        "govbench_real_fresh2/fresh2_dag_infant_mortality_level",
        ["nations_1970.jsonl"],
        "Label each country rich if its income is over 2,000 and poor otherwise; call the column wealth.",
        lambda d: d.assign(wealth=np.where(d.income > 2000, "rich", "poor")),
    ),
    Probe(
        2,
        "govbench_real_fresh3/fresh3_filter_planet_orbits",
        ["exoplanets.csv"],
        "Planets heavier than 5 Jupiter masses should be excluded.",
        lambda d: d[d.mass_jup <= 5],
    ),
    Probe(
        2,
        "govbench_real_fresh3/fresh3_filter_planet_orbits",
        ["exoplanets.csv"],
        "Keep the planets on nearly circular orbits, eccentricity below 0.1.",
        lambda d: d[d.eccen < 0.1],
    ),
    Probe(
        2,
        "govbench_real_fresh3/fresh3_filter_planet_orbits",
        ["exoplanets.csv"],
        "I only want planets that take longer than a year (365 days) to go round their star.",
        lambda d: d[d.period_days > 365],
    ),
    Probe(
        2,
        "govbench_real_fresh2/fresh2_impute_speed_by_experiment",
        ["light_speed_runs.jsonl"],
        "Some speed measurements were lost; fill each one with the mean speed of its experiment.",
        lambda d: d.assign(Speed=d.Speed.fillna(d.groupby("Expt").Speed.transform("mean"))),
    ),
    Probe(
        2,
        "govbench_real_fresh2/fresh2_impute_speed_by_experiment",
        ["light_speed_runs.jsonl"],
        "Any run with no speed recorded should be thrown out.",
        lambda d: d[d.Speed.notna()],
    ),
    Probe(
        2,
        "govbench_real_fresh2/fresh2_refine_names_capitals",
        ["mammal_weights.csv"],
        "Animals lighter than 1 kg are outside our scope.",
        lambda d: d[d.body_kg >= 1],
    ),
    Probe(
        2,
        "govbench_real_fresh2/fresh2_refine_names_capitals",
        ["mammal_weights.csv"],
        "Give me the body weights in pounds instead of kilograms, two decimals.",
        lambda d: d.assign(body_kg=(d.body_kg / 0.45359237).round(2)),
    ),
    Probe(
        2,
        "govbench_real_fresh2/fresh2_refine_names_capitals",
        ["mammal_weights.csv"],
        "Upper-case the species names.",
        lambda d: d.assign(species=d.species.str.upper()),
    ),
    Probe(
        3,
        "govbench_real_fresh4/fresh4_label_heart_check",
        ["cat_weights.tsv"],
        "The female cats are being studied elsewhere; remove them.",
        lambda d: d[d.Sex != "F"],
    ),
    Probe(
        3,
        "govbench_real_fresh4/fresh4_label_heart_check",
        ["cat_weights.tsv"],
        "Cats heavier than 3 kg only, please.",
        lambda d: d[d.Bwt > 3],
    ),
    Probe(
        3,
        "govbench_real_fresh4/fresh4_label_heart_check",
        ["cat_weights.tsv"],
        "Add heart_size: large where the heart weighs over 12 grams, small otherwise.",
        lambda d: d.assign(heart_size=np.where(d.Hwt > 12, "large", "small")),
    ),
    Probe(
        3,
        "govbench_real_fresh4/fresh4_filter_absence_outliers",
        ["school_absence.csv"],
        "Children who missed more than 50 days are outliers; drop them.",
        lambda d: d[d.Days <= 50],
    ),
    Probe(
        3,
        "govbench_real_fresh4/fresh4_filter_absence_outliers",
        ["school_absence.csv"],
        "We only report on the boys.",
        lambda d: d[d.Sex == "M"],
    ),
    Probe(
        3,
        "govbench_real_fresh4/fresh4_filter_absence_outliers",
        ["school_absence.csv"],
        "Keep the slow learners (SL) and get rid of everyone else.",
        lambda d: d[d.Lrn == "SL"],
    ),
    Probe(
        3,
        "govbench_real_fresh5/fresh5_filter_foreign_boards",
        ["corporate_interlocks.csv"],
        "Firms with no interlocks at all are irrelevant here.",
        lambda d: d[d.interlocks != 0],
    ),
    Probe(
        3,
        "govbench_real_fresh5/fresh5_filter_foreign_boards",
        ["corporate_interlocks.csv"],
        "Just the Canadian banks, please (sector BNK).",
        lambda d: d[(d.nation == "CAN") & (d.sector == "BNK")],
    ),
    Probe(
        3,
        "govbench_real_fresh5/fresh5_filter_foreign_boards",
        ["corporate_interlocks.csv"],
        "Remove firms with assets below 1,000.",
        lambda d: d[d.assets >= 1000],
    ),
    Probe(
        3,
        "govbench_real_fresh5/fresh5_impute_bmi_by_diagnosis",
        ["pima_screening.csv"],
        "Body mass index is blank for some women; fill it in with the median BMI of women with the same diagnosis.",
        lambda d: d.assign(bmi=d.bmi.fillna(d.groupby("type").bmi.transform("median"))),
    ),
    Probe(
        3,
        "govbench_real_fresh5/fresh5_impute_bmi_by_diagnosis",
        ["pima_screening.csv"],
        "Some BMI values are missing. Use the mean BMI, rounded to one decimal.",
        lambda d: d.assign(bmi=d.bmi.fillna(round(d.bmi.mean(), 1))),
    ),
    Probe(
        3,
        "govbench_real_fresh5/fresh5_impute_bmi_by_diagnosis",
        ["pima_screening.csv"],
        "Patients older than 60 are out of scope, and so are those without a BMI.",
        lambda d: d[(d.age <= 60) & d.bmi.notna()],
    ),
    Probe(
        3,
        "govbench_real_fresh4/fresh4_label_value_band",
        ["boston_tracts.csv"],
        "Tag each tract as expensive when the median value is above 30, else affordable, in a column named price_band.",
        lambda d: d.assign(price_band=np.where(d.medv > 30, "expensive", "affordable")),
    ),
    Probe(
        3,
        "govbench_real_fresh4/fresh4_label_value_band",
        ["boston_tracts.csv"],
        "Tracts with a crime rate of 10 or higher should not appear in the output.",
        lambda d: d[d.crim < 10],
    ),
    Probe(
        3,
        "govbench_real_fresh4/fresh4_label_value_band",
        ["boston_tracts.csv"],
        "Only keep the tracts where homes average at least 7 rooms.",
        lambda d: d[d.rm >= 7],
    ),
    Probe(
        3,
        "govbench_real/real_dedup_animal_names",
        ["sleep_log.csv"],
        "Some animals have no diet recorded; write unknown there.",
        lambda d: d.assign(vore=d.vore.fillna("unknown")),
    ),
    Probe(
        3,
        "govbench_real/real_dedup_animal_names",
        ["sleep_log.csv"],
        "The animals that sleep more than 15 hours a day should be dropped.",
        lambda d: d[d.sleep_total <= 15],
    ),
    Probe(
        4,
        "govbench_real_fresh5/fresh5_label_waiting_band",
        ["old_faithful_1985.csv"],
        "Eruptions shorter than two minutes are measurement glitches. Please delete them.",
        lambda d: d[d.duration >= 2],
    ),
    Probe(
        4,
        "govbench_real_fresh5/fresh5_label_waiting_band",
        ["old_faithful_1985.csv"],
        "Could you flag long waits? A new column long_wait: yes if the wait was over 80 minutes, no if not.",
        lambda d: d.assign(long_wait=np.where(d.waiting > 80, "yes", "no")),
    ),
    Probe(
        4,
        "govbench_real_fresh5/fresh5_label_tumour_risk",
        ["melanoma_surgery.jsonl"],
        "Tumours thicker than 5 mm go to the specialist review, not this file, so leave them out.",
        lambda d: d[d.thickness <= 5],
    ),
    Probe(
        4,
        "govbench_real_fresh5/fresh5_label_tumour_risk",
        ["melanoma_surgery.jsonl"],
        "Only patients operated on in 1970 or later.",
        lambda d: d[d.year >= 1970],
    ),
    Probe(
        4,
        "govbench_real_fresh5/fresh5_label_tumour_risk",
        ["melanoma_surgery.jsonl"],
        "Keep the ulcerated cases and drop the rest.",
        lambda d: d[d.ulcer == 1],
    ),
    Probe(
        4,
        "govbench_real_fresh5/fresh5_label_region_zone",
        ["womens_labour_force.tsv"],
        "We're only analysing women in Ontario and Quebec.",
        lambda d: d[d.region.isin(["Ontario", "Quebec"])],
    ),
    Probe(
        4,
        "govbench_real_fresh5/fresh5_label_region_zone",
        ["womens_labour_force.tsv"],
        "Remove the women who have children at home.",
        lambda d: d[d.children != "present"],
    ),
    Probe(
        4,
        "govbench_real_fresh5/fresh5_label_region_zone",
        ["womens_labour_force.tsv"],
        "Anyone with a husband's income above 30 should come out of the sample.",
        lambda d: d[d.hincome <= 30],
    ),
    Probe(
        4,
        "govbench_real/real_dedup_latest_review",
        ["salary_reviews.csv"],
        "Every professor was reviewed several times; I only want the most recent review for each.",
        lambda d: d.sort_values("reviewed_on").drop_duplicates("prof_id", keep="last").sort_index(),
    ),
    Probe(
        4,
        "govbench_real/real_dedup_latest_review",
        ["salary_reviews.csv"],
        "For each professor keep only the earliest review.",
        lambda d: (
            d.sort_values("reviewed_on", kind="stable").drop_duplicates("prof_id", keep="first").sort_index()
        ),
    ),
    Probe(
        4,
        "govbench_real/real_dedup_state_first",
        ["state_crime.csv"],
        "A few states were entered twice. One row per state is enough; keep the first one.",
        lambda d: d.drop_duplicates("state", keep="first"),
    ),
    Probe(
        4,
        "govbench_real/real_integrate_month_names",
        ["readings.csv", "months.csv"],
        "Bring the month names into the readings, matching on the month number.",
        lambda a, b: a.merge(b, on="Month", how="left"),
    ),
    Probe(
        4,
        "govbench_real/real_integrate_observers_union",
        ["observer_a.csv", "observer_b.csv"],
        "The two observers' logs should become one table.",
        lambda a, b: pd.concat([a, b], ignore_index=True),
    ),
    Probe(
        4,
        "govbench_real/real_integrate_observers_union",
        ["observer_a.csv", "observer_b.csv"],
        "Stack observer B's eruptions under observer A's.",
        lambda a, b: pd.concat([a, b], ignore_index=True),
    ),
    Probe(
        4,
        "govbench_real/real_integrate_month_names",
        ["readings.csv", "months.csv"],
        "Drop the readings with no ozone value, then add the month names from the lookup.",
        lambda a, b: a[a.Ozone.notna()].merge(b, on="Month", how="left"),
    ),
    Probe(
        5,
        "govbench_real_fresh6/fresh6_dag_anorexia_metric",
        ["anorexia_weights.csv"],
        "The control group (Cont) is analysed separately, so take it out of this file.",
        lambda d: d[d.Treat != "Cont"],
    ),
    Probe(
        5,
        "govbench_real_fresh6/fresh6_dag_anorexia_metric",
        ["anorexia_weights.csv"],
        "Girls who weighed more after treatment than before should be kept; drop the others.",
        lambda d: d[d.Postwt > d.Prewt],
    ),
    Probe(
        5,
        "govbench_real_fresh6/fresh6_dag_anorexia_metric",
        ["anorexia_weights.csv"],
        "Add a column gain with the weight after treatment minus the weight before.",
        lambda d: d.assign(gain=d.Postwt - d.Prewt),
    ),
    Probe(
        5,
        "govbench_real_fresh6/fresh6_impute_density_median",
        ["metro_crowding.jsonl"],
        "Ten cities have no density figure. Put in the median density of the other cities.",
        lambda d: d.assign(density=d.density.fillna(d.density.median())),
    ),
    Probe(
        5,
        "govbench_real_fresh6/fresh6_impute_density_median",
        ["metro_crowding.jsonl"],
        "Cities missing either population or density can't be used; remove them.",
        lambda d: d[d.population.notna() & d.density.notna()],
    ),
    Probe(
        5,
        "govbench_real_fresh6/fresh6_impute_density_median",
        ["metro_crowding.jsonl"],
        "Only cities with more than 5,000 crimes are of interest.",
        lambda d: d[d.crime > 5000],
    ),
    Probe(
        5,
        "govbench_real_fresh6/fresh6_label_spine_review",
        ["spinal_surgery.tsv"],
        "Children older than 10 years (120 months) at surgery go to another review; leave them out.",
        lambda d: d[d.Age <= 120],
    ),
    Probe(
        5,
        "govbench_real_fresh6/fresh6_label_spine_review",
        ["spinal_surgery.tsv"],
        "Keep just the children where kyphosis was present after the operation.",
        lambda d: d[d.Kyphosis == "present"],
    ),
    Probe(
        5,
        "govbench_real_fresh6/fresh6_label_spine_review",
        ["spinal_surgery.tsv"],
        "Mark each child as high_risk if more than 4 vertebrae were involved, else low_risk, in a column risk.",
        lambda d: d.assign(risk=np.where(d.Number > 4, "high_risk", "low_risk")),
    ),
    Probe(
        5,
        "govbench_real_fresh7/fresh7_impute_reliability_by_type",
        ["car_reliability_1990.csv"],
        "Reliability ratings are missing for some cars; give each the most common rating of its type.",
        lambda d: d.assign(
            Reliability=d.Reliability.fillna(
                d.groupby("Type").Reliability.transform(lambda s: s.mode().iloc[0])
            )
        ),
    ),
    Probe(
        5,
        "govbench_real_fresh7/fresh7_impute_reliability_by_type",
        ["car_reliability_1990.csv"],
        "We only compare Japanese cars.",
        lambda d: d[d.Country == "Japan"],
    ),
    Probe(
        5,
        "govbench_real_fresh7/fresh7_impute_reliability_by_type",
        ["car_reliability_1990.csv"],
        "Cars costing more than 20,000 dollars are out of our price range.",
        lambda d: d[d.Price <= 20000],
    ),
    Probe(
        5,
        "govbench_real_fresh6/fresh6_refine_sex_capitalised",
        ["volunteer_survey.csv"],
        "Write sex with a capital letter: Female and Male.",
        lambda d: d.assign(sex=d.sex.str.capitalize()),
    ),
    Probe(
        5,
        "govbench_real_fresh6/fresh6_refine_sex_capitalised",
        ["volunteer_survey.csv"],
        "Please remove the people who did not volunteer.",
        lambda d: d[d.volunteer != "no"],
    ),
    Probe(
        5,
        "govbench_real_fresh6/fresh6_impute_reaction_subject_mean",
        ["sleep_deprivation.tsv"],
        "Missing reaction times: use that subject's average reaction time.",
        lambda d: d.assign(Reaction=d.Reaction.fillna(d.groupby("Subject").Reaction.transform("mean"))),
    ),
    Probe(
        5,
        "govbench_real_fresh6/fresh6_impute_reaction_subject_mean",
        ["sleep_deprivation.tsv"],
        "We only look at the first five days (day 0 to day 4).",
        lambda d: d[d.Days <= 4],
    ),
    Probe(
        6,
        "govbench_real_fresh8/fresh8_label_clarity_tier",
        ["singapore_diamonds.csv"],
        "Hi, the Hong Kong buyers asked for GIA-certified stones only. Could you send me just those?",
        lambda d: d[d.certification == "GIA"],
    ),
    Probe(
        6,
        "govbench_real_fresh8/fresh8_label_clarity_tier",
        ["singapore_diamonds.csv"],
        "We're dropping HRD from our range, so please take every HRD stone off the list.",
        lambda d: d[d.certification != "HRD"],
    ),
    Probe(
        6,
        "govbench_real_fresh8/fresh8_label_clarity_tier",
        ["singapore_diamonds.csv"],
        "Anything under half a carat is too small for this catalogue.",
        lambda d: d[d.carat >= 0.5],
    ),
    Probe(
        6,
        "govbench_real_fresh8/fresh8_label_clarity_tier",
        ["singapore_diamonds.csv"],
        "Price tier please: premium for stones above 5,000 dollars, regular for the rest, in a new column tier.",
        lambda d: d.assign(tier=np.where(d.price > 5000, "premium", "regular")),
    ),
    Probe(
        6,
        "govbench_real_fresh8/fresh8_filter_half_empty_lifeboats",
        ["titanic_lifeboats.csv"],
        "For the starboard analysis I need only the boats launched on the starboard side.",
        lambda d: d[d.side == "Starboard"],
    ),
    Probe(
        6,
        "govbench_real_fresh8/fresh8_filter_half_empty_lifeboats",
        ["titanic_lifeboats.csv"],
        "Boats that carried no crew at all should be excluded.",
        lambda d: d[d.crew != 0],
    ),
    Probe(
        6,
        "govbench_real_fresh9/fresh9_impute_major_most_common",
        ["calculus_students.csv"],
        "Thirty students never declared a major. Put 'undeclared' for them.",
        lambda d: d.assign(major=d.major.fillna("undeclared")),
    ),
    Probe(
        6,
        "govbench_real_fresh9/fresh9_impute_major_most_common",
        ["calculus_students.csv"],
        "The students who don't speak another language at home are the ones we want; remove the others.",
        lambda d: d[d.language == "no"],
    ),
    Probe(
        6,
        "govbench_real_fresh9/fresh9_impute_major_most_common",
        ["calculus_students.csv"],
        "Leave out students with a SAT math score under 500.",
        lambda d: d[d.sat >= 500],
    ),
    Probe(
        6,
        "govbench_real_fresh8/fresh8_impute_no_deaths_zero",
        ["horse_kick_deaths.tsv"],
        "The blanks in the deaths column are years with no deaths recorded, so they should read 0.",
        lambda d: d.assign(deaths=d.deaths.fillna(0)),
    ),
    Probe(
        6,
        "govbench_real_fresh8/fresh8_impute_no_deaths_zero",
        ["horse_kick_deaths.tsv"],
        "We only study the Guard corps (G) and corps I to IV.",
        lambda d: d[d.corps.isin(["G", "I", "II", "III", "IV"])],
    ),
    Probe(
        6,
        "govbench_real_fresh8/fresh8_impute_no_deaths_zero",
        ["horse_kick_deaths.tsv"],
        "Could you drop the years before 1880? The early records are unreliable.",
        lambda d: d[d.year >= 1880],
    ),
    Probe(
        6,
        "govbench_real_fresh9/fresh9_label_population_pressure",
        ["birth_death_rates.csv"],
        "Flag the countries whose death rate is above 15 as high_mortality, the others as normal; call the column mortality.",
        lambda d: d.assign(mortality=np.where(d.death > 15, "high_mortality", "normal")),
    ),
    Probe(
        6,
        "govbench_real_fresh9/fresh9_label_population_pressure",
        ["birth_death_rates.csv"],
        "Countries with a birth rate of 40 or more are out of scope.",
        lambda d: d[d.birth < 40],
    ),
    Probe(
        6,
        "govbench_real_fresh8/fresh8_refine_river_kilometres",
        ["river_lengths.csv"],
        "The lengths are in miles. Please give them in kilometres, rounded to whole kilometres.",
        lambda d: d.assign(length=(d.length * 1.609344).round(0)),
    ),
    Probe(
        6,
        "govbench_real_fresh8/fresh8_refine_river_kilometres",
        ["river_lengths.csv"],
        "Rivers shorter than 500 miles aren't needed.",
        lambda d: d[d.length >= 500],
    ),
    Probe(
        7,
        "govbench_real/real_integrate_payroll_wins",
        ["hr_records.csv", "payroll.csv"],
        "Payroll has the correct salaries. Take payroll's salary for every staff member and keep the rest of the HR record.",
        lambda a, b: a.drop(columns=["salary"]).merge(b, on="staff_id", how="left")[
            ["staff_id", "rank", "discipline", "salary"]
        ],
    ),
    Probe(
        7,
        "govbench_real/real_integrate_payroll_wins",
        ["hr_records.csv", "payroll.csv"],
        "Where HR and payroll disagree on salary, payroll wins.",
        lambda a, b: a.drop(columns=["salary"]).merge(b, on="staff_id", how="left")[
            ["staff_id", "rank", "discipline", "salary"]
        ],
    ),
    Probe(
        7,
        "govbench_real_fresh3/fresh3_integrate_state_year",
        ["cigarette_prices.csv", "state_population.csv"],
        "Add the population figures to the cigarette prices, matched by state and year; keep every price row.",
        lambda a, b: a.merge(b, on=["state", "year"], how="left"),
    ),
    Probe(
        7,
        "govbench_real_fresh3/fresh3_integrate_state_year",
        ["cigarette_prices.csv", "state_population.csv"],
        "I need prices and population side by side, but only for state-years that appear in both files.",
        lambda a, b: a.merge(b, on=["state", "year"], how="inner"),
    ),
    Probe(
        7,
        "govbench_real_fresh5/fresh5_integrate_segment_traffic",
        ["highway_segments.csv", "segment_traffic.csv"],
        "Attach the traffic counts to each highway segment (the traffic file calls the segment seg_ref). Segments without traffic data stay, with blanks.",
        lambda a, b: a.merge(b, left_on="segment", right_on="seg_ref", how="left").drop(columns=["seg_ref"]),
    ),
    Probe(
        7,
        "govbench_real_fresh5/fresh5_integrate_segment_traffic",
        ["highway_segments.csv", "segment_traffic.csv"],
        "Combine the segment list with the traffic file on the segment number; drop segments that have no traffic record.",
        lambda a, b: a.merge(b, left_on="segment", right_on="seg_ref", how="inner").drop(columns=["seg_ref"]),
    ),
    Probe(
        7,
        "govbench_real/real_dedup_repeated_rows",
        ["cars_export.csv"],
        "The export wrote some cars twice. Each car should appear once.",
        lambda d: d.drop_duplicates(),
    ),
    Probe(
        7,
        "govbench_real/real_dedup_repeated_rows",
        ["cars_export.csv"],
        "Get rid of the repeated rows, please.",
        lambda d: d.drop_duplicates(),
    ),
    Probe(
        7,
        "govbench_real/real_dedup_repeated_rows",
        ["cars_export.csv"],
        "Several models are listed more than once; keep only the first listing of each model.",
        lambda d: d.drop_duplicates("model"),
    ),
    Probe(
        7,
        "govbench_real_fresh6/fresh6_integrate_puromycin_cells",
        ["puromycin_treated.csv", "puromycin_untreated.csv"],
        "Put the treated and untreated measurements in one table, with a column state saying treated or untreated.",
        lambda a, b: pd.concat([a.assign(state="treated"), b.assign(state="untreated")], ignore_index=True),
    ),
    Probe(
        7,
        "govbench_real_fresh6/fresh6_integrate_puromycin_cells",
        ["puromycin_treated.csv", "puromycin_untreated.csv"],
        "Append the untreated readings below the treated ones.",
        lambda a, b: pd.concat([a, b], ignore_index=True),
    ),
    Probe(
        7,
        "govbench_real/real_integrate_payroll_wins",
        ["hr_records.csv", "payroll.csv"],
        "Rename staff_id to employee and discipline to department.",
        lambda a, b: a.rename(columns={"staff_id": "employee", "discipline": "department"}),
    ),
    Probe(
        7,
        "govbench_real/real_integrate_payroll_wins",
        ["hr_records.csv", "payroll.csv"],
        "The column called rank should be called grade from now on.",
        lambda a, b: a.rename(columns={"rank": "grade"}),
    ),
    Probe(
        8,
        "govbench_real_fresh3/fresh3_dag_heights_cm",
        ["galton_heights.csv"],
        "Keep only the children who ended up taller than their father.",
        lambda d: d[d.childHeight > d.father],
    ),
    Probe(
        8,
        "govbench_real_fresh3/fresh3_dag_florida_buchanan",
        ["florida_main_candidates.csv"],
        "Drop the counties where Bush got more votes than Gore.",
        lambda d: d[~(d.BUSH > d.GORE)],
    ),
    Probe(
        8,
        "govbench_real/real_refine_sex_lower",
        ["faculty.csv"],
        "Anyone whose years of service exceed their years since the PhD is a typo on our side, please remove them.",
        lambda d: d[~(d["yrs.service"] > d["yrs.since.phd"])],
    ),
    Probe(
        8,
        "govbench_real_fresh2/fresh2_refine_names_capitals",
        ["mammal_weights.csv"],
        "Could you add a column brain_per_kg with the brain weight divided by the body weight, to two decimals?",
        lambda d: d.assign(brain_per_kg=(d.brain_g / d.body_kg).round(2)),
    ),
    Probe(
        8,
        "govbench_real_fresh3/fresh3_dag_florida_buchanan",
        ["florida_main_candidates.csv"],
        "Add a column total that adds up the Gore, Bush and Nader votes.",
        lambda d: d.assign(total=d.GORE + d.BUSH + d.NADER),
    ),
    Probe(
        8,
        "govbench_real/real_filter_low_mpg_cars",
        ["cars.csv"],
        "I'd like the power-to-weight figure for each car: horsepower divided by weight, one decimal, as hp_per_wt.",
        lambda d: d.assign(hp_per_wt=(d.hp / d.wt).round(1)),
    ),
    Probe(
        8,
        "govbench_real/real_refine_sex_lower",
        ["faculty.csv"],
        "Work out how many years each person spent elsewhere after the PhD (years since PhD minus years of "
        "service) and put it in a new column years_elsewhere.",
        lambda d: d.assign(years_elsewhere=d["yrs.since.phd"] - d["yrs.service"]),
    ),
    Probe(
        8,
        "govbench_real_fresh2/fresh2_impute_lake_carry_over",
        ["lake_huron_levels.csv"],
        "Some years have no lake level. Interpolate them linearly from the nearest years that do have one.",
        lambda d: d.assign(level_ft=d.level_ft.interpolate(limit_area="inside")),
    ),
    Probe(
        8,
        "govbench_real/real_filter_missing_ozone",
        ["air_1973.csv"],
        "Fill in the missing ozone values by interpolating between the readings either side.",
        lambda d: d.assign(Ozone=d.Ozone.interpolate(limit_area="inside")),
    ),
    Probe(
        8,
        "govbench_real/real_impute_drive_mode",
        ["drivetrains.csv"],
        "Where the drive type is blank, use the drive type most of that model's cars have.",
        lambda d: d.assign(
            drv=d.drv.fillna(
                d.groupby("model").drv.transform(lambda s: s.mode().iloc[0] if s.notna().any() else None)
            )
        ),
    ),
    Probe(
        8,
        "govbench_real/real_consistency_model_maker",
        ["model_makers.csv"],
        "A model is only ever made by one manufacturer. Where a row disagrees with the rest of its model, set "
        "the manufacturer to the one most rows of that model show.",
        lambda d: d.assign(
            manufacturer=d.groupby("model").manufacturer.transform(lambda s: s.mode().iloc[0])
        ),
    ),
    Probe(
        8,
        "govbench_real_fresh3/fresh3_dag_heights_cm",
        ["galton_heights.csv"],
        "The child heights are in inches, we need centimetres (one decimal).",
        lambda d: d.assign(childHeight=(d.childHeight * 2.54).round(1)),
    ),
    Probe(
        8,
        "govbench_real_fresh3/fresh3_dag_florida_buchanan",
        ["florida_main_candidates.csv"],
        "Add a column winner that says GORE or BUSH, whichever of the two got more votes in the county.",
        lambda d: d.assign(winner=np.where(d.GORE > d.BUSH, "GORE", "BUSH")),
    ),
    Probe(
        8,
        "govbench_real/real_label_murder_rate",
        ["states.jsonl"],
        "Keep the states where the rape rate is higher than the murder rate.",
        lambda d: d[d.Rape > d.Murder],
    ),
    Probe(
        8,
        "govbench_real/real_refine_tree_height_m",
        ["cherry_trees.csv"],
        "New column volume_per_foot: the volume divided by the height, rounded to 3 decimal places.",
        lambda d: d.assign(volume_per_foot=(d.Volume / d.Height).round(3)),
    ),
    Probe(
        8,
        "govbench_real/real_refine_sex_lower",
        ["faculty.csv"],
        "Only keep the people whose years since PhD is at least double their years of service.",
        lambda d: d[d["yrs.since.phd"] >= 2 * d["yrs.service"]],
    ),
    Probe(
        9,
        "govbench_real_fresh4/fresh4_label_value_band",
        ["boston_tracts.csv"],
        "The median values are in thousands of dollars; please write them out in dollars.",
        lambda d: d.assign(medv=(d.medv * 1000).round(2)),
    ),
    Probe(
        9,
        "govbench_real_fresh4/fresh4_label_value_band",
        ["boston_tracts.csv"],
        "Keep the 5 tracts with the highest crime rate.",
        lambda d: d.loc[sorted(d.nlargest(5, "crim").index)],
    ),
    Probe(
        9,
        "govbench_real_fresh4/fresh4_label_value_band",
        ["boston_tracts.csv"],
        "We don't need the tax and ptratio columns, please remove them.",
        lambda d: d.drop(columns=["tax", "ptratio"]),
    ),
    Probe(
        9,
        "govbench_real_fresh6/fresh6_dedup_state_names_capitals",
        ["school_spending_1979.csv"],
        "I only need the state and the expenditure columns.",
        lambda d: d[["state", "Expenditure"]],
    ),
    Probe(
        9,
        "govbench_real_fresh6/fresh6_filter_far_stations",
        ["strong_motion_records.csv"],
        "Sort the records by distance, nearest first.",
        lambda d: d.sort_values("dist", kind="stable"),
    ),
    Probe(
        9,
        "govbench_real_fresh6/fresh6_dedup_earliest_survey",
        ["fertility_surveys.jsonl"],
        "The region names have dots instead of spaces (Near.East); replace the dots with spaces.",
        lambda d: d.assign(region=d.region.str.replace(".", " ", regex=False)),
    ),
    Probe(
        9,
        "govbench_real_fresh6/fresh6_impute_reaction_subject_mean",
        ["sleep_deprivation.tsv"],
        "Round the reaction times to whole milliseconds.",
        lambda d: d.assign(Reaction=d.Reaction.round(0)),
    ),
    Probe(
        9,
        "govbench_real_fresh4/fresh4_filter_absence_outliers",
        ["school_absence.csv"],
        "Cap the days absent at 60: anything above 60 should be set to 60.",
        lambda d: d.assign(Days=d.Days.clip(upper=60)),
    ),
    Probe(
        9,
        "govbench_real_fresh4/fresh4_label_heart_check",
        ["cat_weights.tsv"],
        "Body weight is in kilograms; we want it in grams.",
        lambda d: d.assign(Bwt=(d.Bwt * 1000).round(2)),
    ),
    Probe(
        9,
        "govbench_real_fresh6/fresh6_filter_interregnum_years",
        ["london_christenings.jsonl"],
        "Show the ratio as a percentage with one decimal.",
        lambda d: d.assign(Ratio=(d.Ratio * 100).round(1)),
    ),
    Probe(
        9,
        "govbench_real_fresh6/fresh6_filter_interregnum_years",
        ["london_christenings.jsonl"],
        "Drop the Total column, it's redundant.",
        lambda d: d.drop(columns=["Total"]),
    ),
    Probe(
        9,
        "govbench_real_fresh6/fresh6_filter_far_stations",
        ["strong_motion_records.csv"],
        "Keep the ten records with the largest acceleration.",
        lambda d: d.loc[sorted(d.nlargest(10, "accel").index)],
    ),
    Probe(
        9,
        "govbench_real_fresh6/fresh6_impute_reaction_subject_mean",
        ["sleep_deprivation.tsv"],
        "Reaction times over 400 ms are not believable; blank them out.",
        lambda d: d.assign(Reaction=d.Reaction.where(~(d.Reaction > 400))),
    ),
    Probe(
        9,
        "govbench_real_fresh4/fresh4_label_value_band",
        ["boston_tracts.csv"],
        "Order the tracts from the most expensive to the cheapest median value.",
        lambda d: d.sort_values("medv", ascending=False, kind="stable"),
    ),
    Probe(
        10,
        "govbench_real/real_dedup_latest_review",
        ["salary_reviews.csv"],
        "Add a column review_year with just the year of the review date.",
        lambda d: d.assign(review_year=pd.to_datetime(d.reviewed_on).dt.year),
    ),
    Probe(
        10,
        "govbench_real_fresh4/fresh4_filter_polls_before_2006",
        ["voting_intention_polls.csv"],
        "The Nat figure is 0 where it was not asked; those zeros mean missing, please blank them.",
        lambda d: d.assign(Nat=d.Nat.where(d.Nat != 0)),
    ),
    Probe(
        10,
        "govbench_real_fresh5/fresh5_label_waiting_band",
        ["old_faithful_1985.csv"],
        "Remove eruptions whose waiting time is more than 2 standard deviations away from the mean.",
        lambda d: d[(d.waiting - d.waiting.mean()).abs() <= 2 * d.waiting.std()],
    ),
    Probe(
        10,
        "govbench_real/real_label_sequels",
        ["titles.csv"],
        "Only keep the first 50 rows.",
        lambda d: d.head(50),
    ),
    Probe(
        10,
        "govbench_real_fresh4/fresh4_filter_polls_before_2006",
        ["voting_intention_polls.csv"],
        "Add a column major_total with ALP plus Lib plus Nat.",
        lambda d: d.assign(major_total=d.ALP + d.Lib + d.Nat),
    ),
    Probe(
        10,
        "govbench_real/real_label_sequels",
        ["titles.csv"],
        "Drop the films rated above the 90th percentile of ratings.",
        lambda d: d[~(d.rating > d.rating.quantile(0.9))],
    ),
    Probe(
        10,
        "govbench_real_fresh4/fresh4_filter_polls_before_2006",
        ["voting_intention_polls.csv"],
        "Put the pollster names in upper case.",
        lambda d: d.assign(org=d.org.str.upper()),
    ),
    Probe(
        10,
        "govbench_real/real_dedup_latest_review",
        ["salary_reviews.csv"],
        "Give each professor's salary in thousands (divide by 1000), one decimal.",
        lambda d: d.assign(salary=(d.salary / 1000).round(1)),
    ),
    Probe(
        10,
        "govbench_real_fresh5/fresh5_label_waiting_band",
        ["old_faithful_1985.csv"],
        "The durations are in minutes; convert them to seconds, rounded to whole seconds.",
        lambda d: d.assign(duration=(d.duration * 60).round(0)),
    ),
    Probe(
        10,
        "govbench_real/real_dedup_latest_review",
        ["salary_reviews.csv"],
        "Sort by rank, then by salary from highest to lowest.",
        lambda d: d.sort_values(["rank", "salary"], ascending=[True, False], kind="stable"),
    ),
    Probe(
        10,
        "govbench_real_fresh4/fresh4_filter_polls_before_2006",
        ["voting_intention_polls.csv"],
        "Keep only polls with a sample of at least 1,500 people where Labor was ahead of the Liberals.",
        lambda d: d[(d.sampleSize >= 1500) & (d.Lib < d.ALP)],
    ),
    Probe(
        10,
        "govbench_real_fresh5/fresh5_impute_zero_deaths",
        ["snail_mortality.tsv"],
        "Where deaths are missing, they mean none died, so put 0.",
        lambda d: d.assign(Deaths=d.Deaths.fillna(0)),
    ),
    Probe(
        11,
        "govbench_real_fresh4/fresh4_label_value_band",
        ["boston_tracts.csv"],
        "Drop the tax column, then keep only the 20 tracts with the lowest crime rate, sorted by median value "
        "from highest to lowest.",
        lambda d: (
            d.drop(columns=["tax"])
            .loc[sorted(d.nsmallest(20, "crim").index)]
            .sort_values("medv", ascending=False, kind="stable")
        ),
    ),
    Probe(
        11,
        "govbench_real_fresh6/fresh6_impute_reaction_subject_mean",
        ["sleep_deprivation.tsv"],
        "First blank out any reaction time above 450, then fill the gaps by interpolating between the days either "
        "side for the same subject.",
        lambda d: d.assign(
            Reaction=d.Reaction.where(~(d.Reaction > 450))
            .groupby(d.Subject)
            .transform(lambda s: s.interpolate(limit_area="inside"))
        ),
    ),
    Probe(
        11,
        "govbench_real/real_label_murder_rate",
        ["states.jsonl"],
        "Add a column violent with Murder plus Assault plus Rape, then keep the 10 states with the highest violent.",
        lambda d: d.assign(violent=d.Murder + d.Assault + d.Rape).pipe(
            lambda e: e.loc[sorted(e.nlargest(10, "violent").index)]
        ),
    ),
    Probe(
        11,
        "govbench_real_fresh3/fresh3_dag_florida_buchanan",
        ["florida_main_candidates.csv"],
        "Keep the counties where Nader got more than a tenth of Gore's votes.",
        lambda d: d[d.NADER > 0.1 * d.GORE],
    ),
    Probe(
        11,
        "govbench_real_fresh5/fresh5_label_waiting_band",
        ["old_faithful_1985.csv"],
        "Could you list the eruptions from the longest wait to the shortest?",
        lambda d: d.sort_values("waiting", ascending=False, kind="stable"),
    ),
    Probe(
        11,
        "govbench_real/real_dedup_latest_review",
        ["salary_reviews.csv"],
        "We only need prof_id, salary and reviewed_on.",
        lambda d: d[["prof_id", "salary", "reviewed_on"]],
    ),
    Probe(
        11,
        "govbench_real_fresh4/fresh4_label_heart_check",
        ["cat_weights.tsv"],
        "Add heart_ratio: heart weight in grams divided by body weight in kilograms, 2 decimals.",
        lambda d: d.assign(heart_ratio=(d.Hwt / d.Bwt).round(2)),
    ),
    Probe(
        11,
        "govbench_real_fresh6/fresh6_filter_far_stations",
        ["strong_motion_records.csv"],
        "Please get rid of the record column and the event column.",
        lambda d: d.drop(columns=["record", "event"]),
    ),
    Probe(
        11,
        "govbench_real_fresh4/fresh4_filter_absence_outliers",
        ["school_absence.csv"],
        "Rank the children by days absent, most first, and keep only the top 15.",
        lambda d: d.loc[sorted(d.nlargest(15, "Days").index)].sort_values(
            "Days", ascending=False, kind="stable"
        ),
    ),
    Probe(
        11,
        "govbench_real_fresh6/fresh6_filter_interregnum_years",
        ["london_christenings.jsonl"],
        "Keep the years where more boys than girls were christened.",
        lambda d: d[d.Males > d.Females],
    ),
    Probe(
        12,
        "govbench_real_fresh4/fresh4_filter_absence_outliers",
        ["school_absence.csv"],
        "Hi, the board asked for the absence list again. A handful of children have day counts that look wrong, "
        "anything over 70 can't be right, so cap those at 70. Thanks!",
        lambda d: d.assign(Days=d.Days.clip(upper=70)),
    ),
    Probe(
        12,
        "govbench_real/real_dedup_latest_review",
        ["salary_reviews.csv"],
        "For the budget meeting I need the salaries shown in thousands of dollars (so divide by 1,000), rounded "
        "to one decimal place.",
        lambda d: d.assign(salary=(d.salary / 1000).round(1)),
    ),
    Probe(
        12,
        "govbench_real_fresh6/fresh6_filter_far_stations",
        ["strong_motion_records.csv"],
        "Our engineers only look at the strongest shaking. Give them the 25 records with the highest peak "
        "acceleration, largest first.",
        lambda d: d.loc[sorted(d.nlargest(25, "accel").index)].sort_values(
            "accel", ascending=False, kind="stable"
        ),
    ),
    Probe(
        12,
        "govbench_real_fresh2/fresh2_impute_lake_carry_over",
        ["lake_huron_levels.csv"],
        "The gauge was down in a few years so the level is blank there. Could you estimate each missing year as a "
        "straight line between the years before and after it?",
        lambda d: d.assign(level_ft=d.level_ft.interpolate(limit_area="inside")),
    ),
    Probe(
        12,
        "govbench_real/real_refine_sex_lower",
        ["faculty.csv"],
        "HR wants to see, for everyone, how many years they spent elsewhere before joining us: put years since the "
        "PhD minus years of service in a new column called years_before.",
        lambda d: d.assign(years_before=d["yrs.since.phd"] - d["yrs.service"]),
    ),
    Probe(
        12,
        "govbench_real_fresh3/fresh3_dag_heights_cm",
        ["galton_heights.csv"],
        "We're checking the old family records. Flag each child as 'taller' if their height is greater than "
        "their father's and 'not taller' otherwise, in a column named vs_father.",
        lambda d: d.assign(vs_father=np.where(d.childHeight > d.father, "taller", "not taller")),
    ),
    Probe(
        12,
        "govbench_real_fresh4/fresh4_label_value_band",
        ["boston_tracts.csv"],
        "Please remove the tracts whose median value is more than three standard deviations from the average, "
        "they distort the model.",
        lambda d: d[(d.medv - d.medv.mean()).abs() <= 3 * d.medv.std()],
    ),
    Probe(
        12,
        "govbench_real_fresh6/fresh6_dedup_earliest_survey",
        ["fertility_surveys.jsonl"],
        "Two things: the region names use dots where there should be spaces, please fix that; and we don't need "
        "the contraceptors column.",
        lambda d: d.assign(region=d.region.str.replace(".", " ", regex=False)).drop(
            columns=["contraceptors"]
        ),
    ),
    Probe(
        13,
        "govbench_real_fresh8/fresh8_filter_half_empty_lifeboats",
        ["titanic_lifeboats.csv"],
        "For each boat I'd like to see how many seats went unused: add spare_seats as the capacity minus the total "
        "on board.",
        lambda d: d.assign(spare_seats=d.cap - d.total),
    ),
    Probe(
        13,
        "govbench_real_fresh8/fresh8_label_east_west_states",
        ["bundestag_2005_votes.csv"],
        "Which states gave the CDU/CSU more votes than the SPD? Keep just those.",
        lambda d: d[d["CDU/CSU"] > d.SPD],
    ),
    Probe(
        13,
        "govbench_real_fresh8/fresh8_label_clarity_tier",
        ["singapore_diamonds.csv"],
        "Price per carat please, as a new column price_per_carat, rounded to whole dollars.",
        lambda d: d.assign(price_per_carat=(d.price / d.carat).round(0)),
    ),
    Probe(
        13,
        "govbench_real_fresh8/fresh8_impute_approval_previous_quarter",
        ["presidential_approval.csv"],
        "Sort the quarters from the highest approval to the lowest.",
        lambda d: d.sort_values("approval", ascending=False, kind="stable", na_position="last"),
    ),
    Probe(
        13,
        "govbench_real_fresh7/fresh7_dag_teacher_salary_band",
        ["school_districts.csv"],
        "Drop the districts whose average salary is more than 2 standard deviations above the mean.",
        lambda d: d[~(d.avgsalary > d.avgsalary.mean() + 2 * d.avgsalary.std())],
    ),
    Probe(
        13,
        "govbench_real_fresh8/fresh8_dag_adult_transplants_mismatch",
        ["stanford_transplants.csv"],
        "Add a column age_group: 'under 40' if the age is below 40, otherwise '40 and over'.",
        lambda d: d.assign(age_group=np.where(d.age < 40, "under 40", "40 and over")),
    ),
    Probe(
        13,
        "govbench_real_fresh8/fresh8_filter_half_empty_lifeboats",
        ["titanic_lifeboats.csv"],
        "Keep the boats that left with fewer than half their seats filled.",
        lambda d: d[d.total < 0.5 * d.cap],
    ),
    Probe(
        13,
        "govbench_real_fresh8/fresh8_label_clarity_tier",
        ["singapore_diamonds.csv"],
        "Show me the ten priciest stones, most expensive first.",
        lambda d: d.loc[sorted(d.nlargest(10, "price").index)].sort_values(
            "price", ascending=False, kind="stable"
        ),
    ),
]


def same(got: pd.DataFrame | None, want: pd.DataFrame) -> bool:
    if got is None:
        return False
    try:
        pd.testing.assert_frame_equal(
            got.reset_index(drop=True), want.reset_index(drop=True), check_dtype=False
        )
    except AssertionError:
        return False
    return True


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--round", type=int, default=None, help="only this round")
    args = ap.parse_args()
    table = Table(title="Governance floor on plain-wording probes")
    for col in ("round", "request", "status", "right"):
        table.add_column(col)
    tally: dict[int, list[int]] = {}
    false_successes = 0
    for p in PROBES:
        if args.round is not None and p.round != args.round:
            continue
        paths = [SUITES / p.folder / "raw" / f for f in p.files]
        want = p.meaning(*[read_table(path) for path in paths])
        outcome, got = asyncio.run(solve(p.request, paths, model=None))
        right = same(got, want)
        false_successes += outcome.status == "verified" and not right
        counts = tally.setdefault(p.round, [0, 0])
        counts[0] += right
        counts[1] += 1
        table.add_row(str(p.round), p.request[:80], outcome.status, "yes" if right else "NO")
    console = Console()
    console.print(table)
    for r, (ok, n) in sorted(tally.items()):
        console.print(f"round {r}: {ok} of {n} right")
    console.print(f"false successes (verified but wrong): {false_successes}")


if __name__ == "__main__":
    main()
