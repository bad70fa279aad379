"""Builds the thirty-first held-out governance suite on real tables (``suites/govbench_real_fresh31``).

The recipe of ``real_fresh29.py`` and the sets before it: 22 real tables that no earlier suite touches (nor the
same data under another name), cut small and made dirty only where the scenario needs it, one request each
written the way a business user or a researcher writes an e-mail or a chat message, and ground truth from a
reference pipeline checked against a plain-pandas reading (the pandas table alone where no operator expresses the
request). pydataset's tables are nearly used up, so this set is the first to draw on the Rdatasets collection
(Arel-Bundock) for R packages pydataset does not ship, and only on packages whose names start with a letter from
A to L, so that it cannot meet the set written at the same time from the second half of the alphabet. The cut of
each table is kept in ``builders/data/rdatasets`` and loaded with ``rdatasets_csv``. The requests were written
blind to the governance agent's reader and planner: the suite measures generalisation and is never a source of
rules.

    python -m dataagents.governance.builders.real_fresh31 [OUT_DIR] [task_id,...]
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
    rdatasets_csv,
    suite_commands,
)
from dataagents.governance.builders.real_fresh import prefix_conditions
from dataagents.governance.builders.real_fresh2 import _shuffled
from dataagents.governance.builders.real_fresh15 import FRESH15_DIR, _blank
from dataagents.governance.builders.real_fresh15 import README_HEAD as _FRESH15_HEAD
from dataagents.governance.builders.real_fresh26 import _doubled

SEED = 20270131
FRESH31_DIR = FRESH15_DIR.parent / "govbench_real_fresh31"

_VIA = "the Rdatasets collection (Arel-Bundock), csv"
_GT = "R package 'gt' (Iannone, Cheng, Schloerke, Hughes, Lauer, Seo, Brevoort & Roy"
_MIT = "licence MIT + file LICENSE"
_538 = "R package 'fivethirtyeight' (Kim, Ismay & Chunn; data of FiveThirtyEight articles, released CC BY 4.0"
_DSLABS = "R package 'dslabs' (Irizarry & Gill"
_CAUSAL = "R package 'causaldata' (Huntington-Klein & Barrett"
_BAYES = "R package 'bayesrules' (Dogucu, Johnson & Ott"
_ISLR = "R package 'ISLR' (James, Witten, Hastie & Tibshirani"
_GAPMINDER = "R package 'gapminder' (Bryan; data of the Gapminder Foundation"

SOURCES: dict[str, str] = {
    "gt/pizzaplace": f"{_GT}; {_VIA}/gt/pizzaplace.csv: a year (2015) of pizza sales of a pizza place, one line per "
    f"pizza with order id, date, time, pizza name, size, type and price), {_MIT}",
    "fivethirtyeight/airline_safety": f"{_538}; Silver 2014, 'Should Travelers Avoid Flying Airlines That Have "
    "Had Crashes in the Past?', incidents, fatal accidents and fatalities of 56 airlines in 1985-1999 and "
    f"2000-2014 with their available seat kilometres per week; {_VIA}/fivethirtyeight/airline_safety.csv), {_MIT}",
    "dslabs/brexit_polls": f"{_DSLABS}; Wikipedia's table of opinion polls for the 2016 United Kingdom European "
    "Union membership referendum, 127 polls with dates, pollster, online or telephone, sample size and the "
    f"shares for remain, leave and undecided; {_VIA}/dslabs/brexit_polls.csv), licence Artistic-2.0",
    "bayesrules/airbnb_small": f"{_BAYES}; Trinh & Ameri 2018, Airbnb listings in Chicago with nightly price, "
    f"rating, number of reviews, room type, size and neighbourhood; {_VIA}/bayesrules/airbnb_small.csv), "
    "licence GPL (>= 3)",
    "dslabs/stars": f"{_DSLABS}; compiled from open-access references on VizieR, absolute magnitude, surface "
    "temperature in kelvin and spectral class of 96 stars, Altair listed twice in the shipped table; "
    f"{_VIA}/dslabs/stars.csv), licence Artistic-2.0",
    "causaldata/organ_donations": f"{_CAUSAL}; Kessler & Roth 2014, organ donor registration rates by state and "
    "quarter around California's 2011 change to active-choice wording, the data of the difference-in-differences "
    f"chapter of Huntington-Klein's The Effect; {_VIA}/causaldata/organ_donations.csv), {_MIT}",
    "gapminder/country_codes": f"{_GAPMINDER}, the ISO 3166-1 alpha-3 and numeric codes of its 187 countries; "
    f"{_VIA}/gapminder/country_codes.csv), licence CC0",
    "gt/gtcars": f"{_GT}; {_VIA}/gt/gtcars.csv: 47 deluxe automobiles of the 2014-2017 model years with maker, "
    f"model, trim, body style, horsepower, drivetrain, country of origin and list price), {_MIT}",
    "dslabs/olive": f"{_DSLABS}; Forina, Armanino, Lanteri & Tiscornia 1983, fatty acid composition in percent "
    f"of 572 Italian olive oils from nine growing areas of three regions; {_VIA}/dslabs/olive.csv), "
    "licence Artistic-2.0",
    "fivethirtyeight/bad_drivers": f"{_538}; Chalabi 2014, 'Dear Mona, Which State Has The Worst Drivers?', "
    "drivers in fatal collisions per billion miles by state (NHTSA) with the shares speeding, drunk, not "
    "distracted and with no previous accident, and car insurance premiums and insurers' losses per insured "
    f"driver (NAIC); {_VIA}/fivethirtyeight/bad_drivers.csv), {_MIT}",
    "dslabs/research_funding_rates": f"{_DSLABS}; van der Lee & Ellemers 2015 (PNAS), applications and awards "
    "of the Netherlands Organisation for Scientific Research's grant programme by discipline and gender; "
    f"{_VIA}/dslabs/research_funding_rates.csv), licence Artistic-2.0",
    "gapminder/gapminder": f"{_GAPMINDER}, life expectancy, population and GDP per capita of 142 countries "
    f"every five years from 1952 to 2007; {_VIA}/gapminder/gapminder.csv), licence CC0",
    "gt/countrypops": f"{_GT}; the World Bank's yearly populations of countries from 1960, with their ISO "
    f"codes; {_VIA}/gt/countrypops.csv), {_MIT}",
    "fivethirtyeight/drinks": f"{_538}; Chalabi 2014, 'Dear Mona Followup: Where Do People Drink The Most Beer, "
    "Wine And Spirits?', servings of beer, spirits and wine per person and litres of pure alcohol per person "
    f"in 2010 for 193 countries (WHO); {_VIA}/fivethirtyeight/drinks.csv), {_MIT}",
    "ISLR/Credit": f"{_ISLR}; simulated credit card balances of 400 customers with income, credit limit, "
    "rating, number of cards, age, education, gender, student, married and ethnicity, the data of An "
    f"Introduction to Statistical Learning; {_VIA}/ISLR/Credit.csv), licence GPL-2",
    "fivethirtyeight/candy_rankings": f"{_538}; Hickey 2017, 'The Ultimate Halloween Candy Power Ranking', "
    "85 candies with their make-up, sugar and price percentiles and the share of online head-to-head "
    f"matchups they won; {_VIA}/fivethirtyeight/candy_rankings.csv), {_MIT}",
    "ISLR/Carseats": f"{_ISLR}; simulated sales of child car seats at 400 stores with the competitor's price, "
    "local income, advertising budget, population, own price, shelf location, age, education, urban and US; "
    f"{_VIA}/ISLR/Carseats.csv), licence GPL-2",
    "dslabs/murders": f"{_DSLABS}; FBI Uniform Crime Reports, gun murders in 2010 by US state with the "
    f"state's region and 2010 census population; {_VIA}/dslabs/murders.csv), licence Artistic-2.0",
    "causaldata/restaurant_inspections": f"{_CAUSAL}; Camus 2020 (Kaggle), health inspection scores of "
    "restaurants in Anchorage, Alaska, with year, number of locations of the chain and weekend inspection, "
    f"the data of the regression chapter of Huntington-Klein's The Effect; {_VIA}/"
    f"causaldata/restaurant_inspections.csv), {_MIT}",
    "bayesrules/bikes": f"{_BAYES}; Fanaee-T & Gama 2013, daily Capital Bikeshare ridership in Washington, "
    "D.C., 2011-2012, with season, temperature in degrees Fahrenheit, humidity, wind speed in miles per hour "
    f"and weather category; {_VIA}/bayesrules/bikes.csv), licence GPL (>= 3)",
    "fivethirtyeight/hate_crimes": f"{_538}; Majumder 2017, 'Higher Rates Of Hate Crimes Are Tied To Income "
    "Inequality', hate crimes per 100,000 people by state (SPLC, FBI) with median household income, "
    "seasonally adjusted unemployment, Gini index and other shares of the population; "
    f"{_VIA}/fivethirtyeight/hate_crimes.csv), {_MIT}",
    "dslabs/polls_us_election_2016": f"{_DSLABS}; FiveThirtyEight's collection of 2016 US presidential election "
    "polls, with pollster, grade, sample size, population sampled and the raw and adjusted shares of the "
    f"candidates; {_VIA}/dslabs/polls_us_election_2016.csv), licence Artistic-2.0",
}


def _rd(dataset: str) -> pd.DataFrame:
    package, name = dataset.split("/")
    return rdatasets_csv(package, name)


# ---- filtering ----------------------------------------------------------------------------------------
SMALL_SIZES = ["S", "M"]


def m_pizza(rng):
    return {"pizza_order_lines.csv": numbered(_rd("gt/pizzaplace"), "line")}


def m_airlines(rng):
    return {"airline_safety_record.tsv": _rd("fivethirtyeight/airline_safety")}


SMALL_POLL = 1000


def m_brexit(rng):
    return {"eu_referendum_polls.jsonl": numbered(_rd("dslabs/brexit_polls"), "poll")}


TOP_RATED, BUDGET_BELOW, PREMIUM_FROM = 4.5, 75, 150


def m_airbnb(rng):
    return {"chicago_listings.xlsx": numbered(_rd("bayesrules/airbnb_small"), "listing")}


def e_airbnb(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df = df[df["rating"] >= TOP_RATED].reset_index(drop=True)
    df["tier"] = [
        "budget" if p < BUDGET_BELOW else "premium" if p >= PREMIUM_FROM else "mid-range" for p in df["price"]
    ]
    return df


# ---- deduplication ------------------------------------------------------------------------------------
def m_stars(rng):
    return {"star_catalogue.csv": _doubled(_rd("dslabs/stars"), 4, rng)}


def e_first_copy(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    return df[~df.duplicated(keep="first")].reset_index(drop=True)


def m_organ(rng):
    df = _rd("causaldata/organ_donations")
    resent = df.iloc[sorted(rng.sample(range(len(df)), 6))].copy()
    resent["Rate"] = [
        round(r + rng.choice([-0.03, -0.02, -0.01, 0.01, 0.02, 0.03]), 2) for r in resent["Rate"]
    ]
    return {"donor_registration_rates.xlsx": numbered(pd.concat([df, resent], ignore_index=True), "line")}


def e_organ(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    return df[~df.duplicated(subset=["State", "Quarter"], keep="last")].reset_index(drop=True)


def m_codes(rng):
    df = _rd("gapminder/country_codes")
    again = df.iloc[sorted(rng.sample(range(len(df)), 5))].copy()
    again["country"] = again["country"].str.upper()
    return {"iso_country_codes.tsv": numbered(pd.concat([df, again], ignore_index=True), "line")}


def e_codes(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    return df[~df["country"].str.lower().duplicated(keep="first")].reset_index(drop=True)


DRIVETRAIN = {"rwd": "rear-wheel drive", "awd": "all-wheel drive"}


def m_gtcars(rng):
    return {"supercar_specs.jsonl": _doubled(_rd("gt/gtcars"), 4, rng)}


def e_gtcars(frames: Frames) -> pd.DataFrame:
    df = e_first_copy(frames)
    df["drivetrain"] = [DRIVETRAIN.get(v, v) for v in df["drivetrain"]]
    return df


# ---- imputation ---------------------------------------------------------------------------------------
def m_olive(rng):
    df = numbered(_rd("dslabs/olive"), "sample")
    blanks = {rng.choice(list(df.index[df["area"] == a])) for a in sorted(df["area"].unique())}
    return {"olive_oil_panel.csv": _blank(df, "linoleic", blanks)}


def e_olive(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["linoleic"] = df["linoleic"].fillna(df.groupby("area")["linoleic"].transform("median"))
    return df


def m_drivers(rng):
    df = _rd("fivethirtyeight/bad_drivers")
    return {"state_driver_stats.xlsx": _blank(df, "insurance_premiums", set(rng.sample(range(len(df)), 5)))}


def e_drivers(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["insurance_premiums"] = df["insurance_premiums"].fillna(round(df["insurance_premiums"].mean(), 2))
    return df


def m_funding(rng):
    df = _rd("dslabs/research_funding_rates")
    return {"nwo_grants_by_discipline.tsv": _blank(df, "awards_total", set(rng.sample(range(len(df)), 3)))}


def e_funding(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["awards_total"] = df["awards_total"].fillna(df["awards_men"] + df["awards_women"])
    return df


def m_gapminder(rng):
    df = numbered(_rd("gapminder/gapminder"), "record")
    inner = list(df.index[(df["year"] > 1952) & (df["year"] < 2007)])
    return {"europe_life_expectancy.jsonl": _blank(df, "lifeExp", set(rng.sample(inner, 8)))}


def e_gapminder(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    line = df.groupby("country")["lifeExp"].transform(lambda s: s.interpolate(limit_area="inside"))
    df["lifeExp"] = df["lifeExp"].fillna(line.round(3))
    return df


# ---- integration --------------------------------------------------------------------------------------
def m_countrypops(rng):
    df = _rd("gt/countrypops")
    first = df["country_name"].str[0]
    return {
        "population_2021_a_b.csv": df[first <= "B"].reset_index(drop=True),
        "population_2021_c_m.xlsx": df[(first >= "C") & (first <= "M")][
            ["population", "country_code_3", "country_name"]
        ].reset_index(drop=True),
        "population_2021_n_z.jsonl": df[first >= "N"][
            ["country_code_3", "country_name", "population"]
        ].reset_index(drop=True),
    }


def e_stacked(frames: Frames) -> pd.DataFrame:
    parts = list(frames.values())
    return pd.concat([parts[0], *(p[list(parts[0].columns)] for p in parts[1:])], ignore_index=True)


def m_drinks(rng):
    df = _rd("fivethirtyeight/drinks")
    wine = df.drop(index=rng.sample(range(len(df)), 6))[
        ["country", "wine_servings", "total_litres_of_pure_alcohol"]
    ]
    return {
        "beer_and_spirits.xlsx": df[["country", "beer_servings", "spirit_servings"]],
        "wine_and_pure_alcohol.csv": _shuffled(wine, rng),
    }


def e_drinks(frames: Frames) -> pd.DataFrame:
    beer, wine = frames.values()
    return beer.merge(wine, on="country", how="left")


PROFILE = ["ID", "Age", "Education", "Gender", "Student", "Married", "Ethnicity"]
ACCOUNT = ["ID", "Income", "Limit", "Rating", "Cards", "Balance"]


def m_credit(rng):
    df = _rd("ISLR/Credit")
    gone = rng.sample(range(len(df)), 14)
    profiles = df.drop(index=gone[:8])[PROFILE]
    accounts = df.drop(index=gone[8:])[ACCOUNT]
    return {"customer_profiles.csv": profiles, "card_accounts.tsv": _shuffled(accounts, rng)}


def e_credit(frames: Frames) -> pd.DataFrame:
    profiles, accounts = frames.values()
    return profiles.merge(accounts, on="ID", how="inner")


# ---- labeling -----------------------------------------------------------------------------------------
FAVOURITE_FROM, UNPOPULAR_BELOW = 60, 45


def m_candy(rng):
    return {"halloween_candy_ranking.tsv": _rd("fivethirtyeight/candy_rankings")}


def _verdict(r: pd.Series) -> str:
    if r["winpercent"] >= FAVOURITE_FROM:
        return "favourite"
    return "unpopular" if r["winpercent"] < UNPOPULAR_BELOW else "middling"


def m_carseats(rng):
    return {"car_seat_stores.xlsx": numbered(_rd("ISLR/Carseats"), "store")}


def _position(r: pd.Series) -> str:
    if r["Price"] < r["CompPrice"]:
        return "cheaper"
    return "dearer" if r["Price"] > r["CompPrice"] else "same"


POSITION_CASES = {
    "target": "position",
    "cases": [
        {"label": "cheaper", "conditions": [{"column": "Price", "op": "<", "other": "CompPrice"}]},
        {"label": "dearer", "conditions": [{"column": "Price", "op": ">", "other": "CompPrice"}]},
    ],
    "default": "same",
}


LARGE_FROM, SMALL_BELOW = 10_000_000, 3_000_000


def m_murders(rng):
    return {"state_gun_murders_2010.jsonl": _rd("dslabs/murders")}


def _size(r: pd.Series) -> str:
    if r["population"] >= LARGE_FROM:
        return "large"
    return "small" if r["population"] < SMALL_BELOW else "mid-sized"


GRADE_A, GRADE_B = 95, 85


def m_inspections(rng):
    df = numbered(_rd("causaldata/restaurant_inspections"), "inspection")
    return {"anchorage_inspections.csv": _doubled(df, 5, rng)}


def e_inspections(frames: Frames) -> pd.DataFrame:
    df = e_first_copy(frames)
    df["grade"] = ["A" if s >= GRADE_A else "B" if s >= GRADE_B else "C" for s in df["inspection_score"]]
    return df


# ---- refinement ---------------------------------------------------------------------------------------
KMH_PER_MPH = 1.609344


def m_bikes(rng):
    return {"bikeshare_days.csv": _rd("bayesrules/bikes")}


def e_bikes(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["windspeed"] = (df["windspeed"] * KMH_PER_MPH).round(9).round(1)
    return df


def m_hate(rng):
    return {"state_hate_crimes.tsv": _rd("fivethirtyeight/hate_crimes")}


def e_hate(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["share_unemp_seas"] = (df["share_unemp_seas"] * 100).round(9).round(1)
    return df


SAMPLED = {"lv": "likely voters", "rv": "registered voters", "a": "adults"}


def m_polls(rng):
    return {"election_polls_2016.xlsx": numbered(_rd("dslabs/polls_us_election_2016"), "poll")}


def e_polls(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["population"] = [SAMPLED.get(str(v).strip(), v) for v in df["population"]]
    return df


README_HEAD = """# GovBench real-table held-out suite, thirty-first set

{n} governance tasks on real public tables that none of the development suite (`govbench_real`) and the
thirty earlier held-out suites (`govbench_real_fresh` to `govbench_real_fresh30`) uses, nor the same data under
another name; it was written at the same time as a sister set and takes only R packages whose names begin with a
letter from A to L, the sister set the others. The requests read like e-mails and chat messages from business
users and researchers to a data person, of varied length and build; columns are named by what they hold or by a
synonym rather than by their header, and details a colleague would take for granted are left out. Built by
`python -m dataagents.governance.builders.real_fresh31 [OUT]` (deterministic, seed {seed}).

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
    .replace("govbench_real_fresh15", "govbench_real_fresh31")
    .replace("(R datasets via `pydataset`", "(R datasets from the Rdatasets collection")
)
README_HEAD += """\
Everyday requests covered: large pizzas dropped from an order log, airlines with a fatal accident since 2000
dropped, and small telephone polls dropped; stars pasted twice removed, re-sent state-quarter figures resolved to
the later line, and countries keyed again in capitals dropped in favour of their first spelling; gaps filled from
the median of the same growing area, from the mean of the column rounded to cents, from the two parts a total is
made of, and on a straight line between the neighbouring years of the same country; a population list exported in
three files (two with their columns in another order) stacked, two drink files joined keeping every country of the
first, and customer profiles matched to card accounts keeping only customers in both; three bands of a win share,
a price against the competitor's, and three bands of a population; wind speed in km/h, a fraction as a percentage,
and sampling codes spelled out; and three pipelines: listings rated too low dropped before price tiers, repeated
car lines removed before drivetrain codes are written as words, and repeated inspection lines removed before a
three-way grade.

Sources: tables of R packages that the Python package `pydataset` does not ship (`gt`, `fivethirtyeight`,
`dslabs`, `causaldata`, `gapminder`, `bayesrules` and `ISLR`), from the Rdatasets collection (Vincent
Arel-Bundock, https://github.com/vincentarelbundock/Rdatasets, `csv/<package>/<name>.csv`); only the cut each task
uses (at most 300 rows, the columns it needs) is kept, in `governance/builders/data/rdatasets/<package>__<name>.csv`,
and a table is named `<package>/<name>` so that it never meets a pydataset name. Each table's reference and its
package's licence are in the table below and in its task's `provenance`. `dslabs/stars` ships Altair twice; that
repeat is in the raw file and is removed with the repeats added by hand. The lines repeated in
`fresh31_dedup_stars_pasted_twice`, `fresh31_dag_supercars_repeats_drivetrain` and
`fresh31_dag_inspections_repeats_grade`, the re-sent rates in `fresh31_dedup_organ_rates_resent`, the countries in
capitals in `fresh31_dedup_country_codes_capitals`, the countries missing from one file in
`fresh31_integrate_drinks_by_country`, the customers missing from one file in
`fresh31_integrate_credit_profiles_accounts`, and the blanked cells are invented by hand.

"""
README_HEAD += _FRESH15_HEAD[_FRESH15_HEAD.index("Scenario counts:") :]


TASKS: list[RealTask] = [
    # filtering
    RealTask(
        "fresh31_filter_pizza_small_medium",
        "filtering",
        "For the lunch deal I'm only looking at small and medium pizzas, so please take the large and extra-large "
        "ones out of the order log.",
        "gt/pizzaplace",
        m_pizza,
        keep(lambda d: d["size"].isin(SMALL_SIZES)),
        "pizza_lunch_sizes.xlsx",
        "line",
        [("filter_value", {"column": "size", "op": "in", "value": SMALL_SIZES})],
        prep="the first 250 pizzas sold (1-2 January 2015), the lines numbered, as CSV",
    ),
    RealTask(
        "fresh31_filter_airlines_no_recent_fatal",
        "filtering",
        "Which carriers have gone without a single fatal accident since 2000? Keep just those in the airline "
        "safety sheet.",
        "fivethirtyeight/airline_safety",
        m_airlines,
        keep(lambda d: d["fatal_accidents_00_14"] == 0),
        "airlines_no_fatal_since_2000.csv",
        "airline",
        [("filter_value", {"column": "fatal_accidents_00_14", "op": "==", "value": 0})],
        prep="all 56 airlines, as TSV",
    ),
    RealTask(
        "fresh31_filter_brexit_small_phone_polls",
        "filtering",
        "Phone polls with fewer than a thousand respondents are too noisy for the referendum tracker. Please "
        "remove those; the online ones all stay whatever their size.",
        "dslabs/brexit_polls",
        m_brexit,
        keep(lambda d: ~((d["poll_type"] == "Telephone") & (d["samplesize"] < SMALL_POLL))),
        "eu_referendum_polls_tracker.tsv",
        "poll",
        [
            (
                "filter_rows",
                {
                    "conditions": [
                        {"column": "poll_type", "op": "==", "value": "Telephone"},
                        {"column": "samplesize", "op": "<", "value": SMALL_POLL},
                    ],
                    "match": "all",
                    "action": "drop",
                },
            )
        ],
        prep="all 127 polls, numbered, the spread column left out, as JSONL",
    ),
    # deduplication
    RealTask(
        "fresh31_dedup_stars_pasted_twice",
        "deduplication",
        "The star catalogue I put together for the planetarium class has some stars pasted in twice. Could you "
        "clean it up so that every line is there only once?",
        "dslabs/stars",
        m_stars,
        e_first_copy,
        "star_catalogue_clean.jsonl",
        "star",
        [("dedup_exact", {"keep": "first"})],
        prep="all 96 stars (Altair twice, as shipped); 4 of them written again by hand right after or near "
        "themselves, as CSV",
    ),
    RealTask(
        "fresh31_dedup_organ_rates_resent",
        "deduplication",
        "Several of the donor registration rates were re-sent with corrections and just appended at the bottom "
        "of the file. Where a state has the same quarter more than once, the later figure is the one to trust.",
        "causaldata/organ_donations",
        m_organ,
        e_organ,
        "donor_registration_rates_final.csv",
        "line",
        [("dedup_key", {"key": ["State", "Quarter"], "keep": "last"})],
        prep="all 162 state-quarters (state, quarter, rate); 6 of them written again by hand at the end with the "
        "rate moved by 0.01 to 0.03, the lines numbered, as XLSX",
    ),
    RealTask(
        "fresh31_dedup_country_codes_capitals",
        "deduplication",
        "A few countries were typed in a second time, in capitals, at the end of the ISO code list. I only want "
        "each country once, as it was spelled originally.",
        "gapminder/country_codes",
        m_codes,
        e_codes,
        "iso_country_codes_clean.xlsx",
        "line",
        [("dedup_key", {"key": ["country"], "keep": "first", "ignore_case": True})],
        prep="all 187 countries; 5 of them written again by hand at the end with the name in capitals and the "
        "same codes, the lines numbered, as TSV",
    ),
    # imputation
    RealTask(
        "fresh31_impute_olive_area_median",
        "imputation",
        "Some linoleic acid readings are missing from the olive oil panel. Oils from different growing areas "
        "aren't comparable, so fill each gap with the median of the other samples from the same area.",
        "dslabs/olive",
        m_olive,
        e_olive,
        "olive_oil_panel_filled.xlsx",
        "sample",
        [("impute_groupwise", {"columns": ["linoleic"], "by": ["area"], "strategy": "median"})],
        prep="every second of the 572 oils (286), numbered, as CSV; one linoleic reading blanked by hand in each "
        "of the nine areas",
    ),
    RealTask(
        "fresh31_impute_premiums_average",
        "imputation",
        "Five states came through without their car insurance premium. Put in the average premium of the other "
        "states, rounded to the cent.",
        "fivethirtyeight/bad_drivers",
        m_drivers,
        e_drivers,
        "state_driver_stats_filled.jsonl",
        "state",
        [("impute_statistic", {"columns": ["insurance_premiums"], "strategy": "mean", "round": 2})],
        prep="all 51 states (with the District of Columbia), as XLSX; 5 premiums blanked by hand",
    ),
    RealTask(
        "fresh31_impute_awards_from_parts",
        "imputation",
        "Three disciplines lost their total number of grants awarded in the NWO table. The total is simply the "
        "awards to men plus those to women, so it can be worked back out.",
        "dslabs/research_funding_rates",
        m_funding,
        e_funding,
        "nwo_grants_by_discipline_filled.csv",
        "discipline",
        [
            (
                "derive_column",
                {
                    "target": "awards_total",
                    "op": "sum",
                    "columns": ["awards_men", "awards_women"],
                    "replace": True,
                },
            )
        ],
        prep="all 9 disciplines, applications and awards (total, men, women), the success rates left out, as "
        "TSV; 3 award totals blanked by hand",
    ),
    RealTask(
        "fresh31_impute_gapminder_life_gaps",
        "imputation",
        "A handful of life expectancy figures went missing in my European gapminder extract. Could you "
        "interpolate them in a straight line from the same country's surveys either side, to three decimals "
        "like the others?",
        "gapminder/gapminder",
        m_gapminder,
        e_gapminder,
        "europe_life_expectancy_filled.tsv",
        "record",
        [("impute_interpolate", {"columns": ["lifeExp"], "by": ["country"], "round": 3})],
        prep="the 12 European countries first in alphabetical order, every fifth year 1952-2007 (144 rows), "
        "numbered, as JSONL; 8 life expectancies between 1957 and 2002 blanked by hand",
    ),
    # integration
    RealTask(
        "fresh31_integrate_countrypops_three_files",
        "integration",
        "The 2021 population extract came out as three files by country name (A-B, C-M and N-Z), and the "
        "columns aren't in the same order in all of them. I need it back as one list.",
        "gt/countrypops",
        m_countrypops,
        e_stacked,
        "population_2021_all.tsv",
        "country_code_3",
        [("union_align", {})],
        prep="the 215 countries of 2021 (name, ISO alpha-3 code, population); those from A to B as CSV, C to M "
        "with the columns in reverse order as XLSX, and N to Z with the code first as JSONL",
    ),
    RealTask(
        "fresh31_integrate_drinks_by_country",
        "integration",
        "I have beer and spirit servings per country in one file and wine plus total pure alcohol in another. "
        "Could you merge them country by country, keeping every country from the beer and spirits file even if "
        "the wine file hasn't got it?",
        "fivethirtyeight/drinks",
        m_drinks,
        e_drinks,
        "drinks_per_country.jsonl",
        "country",
        [("join_composite", {"keys": ["country"], "how": "left"})],
        prep="all 193 countries; beer and spirit servings as XLSX, and wine servings and litres of pure alcohol, "
        "6 countries left out at random and shuffled, as CSV",
    ),
    RealTask(
        "fresh31_integrate_credit_profiles_accounts",
        "integration",
        "Please match the customer profiles to their card accounts by customer number. Customers that are "
        "missing from either file should be left out.",
        "ISLR/Credit",
        m_credit,
        e_credit,
        "customers_with_accounts.xlsx",
        "ID",
        [("join_composite", {"keys": ["ID"], "how": "inner"})],
        prep="the first 200 customers; ID, age, education, gender, student, married and ethnicity as CSV with 8 "
        "customers left out, and ID, income, limit, rating, cards and balance, 6 other customers left out and "
        "shuffled, as TSV",
    ),
    # labeling
    RealTask(
        "fresh31_label_candy_verdict",
        "labeling",
        "Tag each candy by how often it won its head-to-head matchups: favourite at 60% or more, unpopular "
        "under 45%, middling for everything in between. A verdict column would be great.",
        "fivethirtyeight/candy_rankings",
        m_candy,
        labelled("verdict", _verdict),
        "halloween_candy_verdicts.csv",
        "competitorname",
        [
            (
                "label_conditions",
                prefix_conditions(
                    "verdict",
                    [
                        ("favourite", "winpercent", ">=", FAVOURITE_FROM),
                        ("unpopular", "winpercent", "<", UNPOPULAR_BELOW),
                    ],
                    "middling",
                ),
            )
        ],
        target="verdict",
        prep="all 85 candies, name, chocolate, fruity, sugar and price percentiles and win share, as TSV",
    ),
    RealTask(
        "fresh31_label_carseats_against_competitor",
        "labeling",
        "For every store, note whether our car seat sells for less than the competitor's seat there, for more, "
        "or for the same. Put cheaper, dearer or same in a position column.",
        "ISLR/Carseats",
        m_carseats,
        labelled("position", _position),
        "car_seat_price_position.jsonl",
        "store",
        [("label_conditions", POSITION_CASES)],
        target="position",
        prep="the first 250 of the 400 stores, numbered, as XLSX",
    ),
    RealTask(
        "fresh31_label_murders_state_size",
        "labeling",
        "Group the states by how many people live there, in a size column: large from 10 million up, small "
        "below 3 million, mid-sized otherwise.",
        "dslabs/murders",
        m_murders,
        labelled("size", _size),
        "state_gun_murders_sized.xlsx",
        "state",
        [
            (
                "label_conditions",
                prefix_conditions(
                    "size",
                    [("large", "population", ">=", LARGE_FROM), ("small", "population", "<", SMALL_BELOW)],
                    "mid-sized",
                ),
            )
        ],
        target="size",
        prep="all 50 states and the District of Columbia, as JSONL",
    ),
    # refinement
    RealTask(
        "fresh31_refine_bikes_wind_kmh",
        "refinement",
        "Our partners in Europe want the wind speeds of the bikeshare days in km/h rather than miles per hour. "
        "One decimal is plenty.",
        "bayesrules/bikes",
        m_bikes,
        e_bikes,
        "bikeshare_days_kmh.xlsx",
        "date",
        [("scale_column", {"column": "windspeed", "factor": KMH_PER_MPH, "round": 1})],
        prep="the first 250 of the 500 days, date, season, temperature, humidity, wind speed, weather category "
        "and rides, as CSV",
    ),
    RealTask(
        "fresh31_refine_hate_crimes_unemployment_percent",
        "refinement",
        "In the state hate crimes table the seasonally adjusted unemployment is given as a fraction; I need "
        "it as a percentage with one decimal for the chart, so 0.06 becomes 6.0.",
        "fivethirtyeight/hate_crimes",
        m_hate,
        e_hate,
        "state_hate_crimes_pct.jsonl",
        "state",
        [("scale_column", {"column": "share_unemp_seas", "factor": 100, "round": 1})],
        prep="all 51 states (with the District of Columbia), as TSV",
    ),
    RealTask(
        "fresh31_refine_polls_sampled_words",
        "refinement",
        "The 2016 poll sheet abbreviates who was sampled as lv, rv or a. Could you spell that out as likely "
        "voters, registered voters and adults?",
        "dslabs/polls_us_election_2016",
        m_polls,
        e_polls,
        "election_polls_2016_spelled.csv",
        "poll",
        [("map_values", {"column": "population", "mapping": SAMPLED})],
        prep="the first 250 of the 4208 polls, state, dates, pollster, grade, sample size, population sampled "
        "and the raw Clinton and Trump shares, numbered, as XLSX",
    ),
    # DAG-level
    RealTask(
        "fresh31_dag_airbnb_rating_price_tier",
        "filtering",
        "Hi, for the Chicago listings deck: leave out anything rated below 4.5 stars, then give each remaining "
        "listing a price tier, budget under $75 a night, premium from $150 up and mid-range in between.",
        "bayesrules/airbnb_small",
        m_airbnb,
        e_airbnb,
        "chicago_listings_tiers.jsonl",
        "listing",
        [
            ("filter_value", {"column": "rating", "op": ">=", "value": TOP_RATED}),
            (
                "label_conditions",
                prefix_conditions(
                    "tier",
                    [("budget", "price", "<", BUDGET_BELOW), ("premium", "price", ">=", PREMIUM_FROM)],
                    "mid-range",
                ),
            ),
        ],
        target="tier",
        prep="the first 250 of the 869 listings, price, rating, reviews, room type, guests, bedrooms and "
        "neighbourhood, numbered, as XLSX",
        level="dag",
    ),
    RealTask(
        "fresh31_dag_supercars_repeats_drivetrain",
        "deduplication",
        "Our supercar spec sheet has a few cars listed twice; drop the repeats. Also, write the drivetrain out "
        "in words (rear-wheel drive, all-wheel drive) rather than the rwd and awd codes.",
        "gt/gtcars",
        m_gtcars,
        e_gtcars,
        "supercar_specs_clean.tsv",
        "model",
        [("dedup_exact", {"keep": "first"}), ("map_values", {"column": "drivetrain", "mapping": DRIVETRAIN})],
        prep="all 47 cars, maker, model, year, trim, body style, horsepower, drivetrain, country of origin and "
        "list price; 4 of them written again by hand right after or near themselves, as JSONL",
        level="dag",
    ),
    RealTask(
        "fresh31_dag_inspections_repeats_grade",
        "labeling",
        "The Anchorage inspection export repeats some lines, so get rid of those first. Then grade every "
        "inspection in a grade column: A for a score of 95 or more, B for 85 to 94, C below that.",
        "causaldata/restaurant_inspections",
        m_inspections,
        e_inspections,
        "anchorage_inspections_graded.tsv",
        "inspection",
        [
            ("dedup_exact", {"keep": "first"}),
            (
                "label_conditions",
                prefix_conditions(
                    "grade",
                    [("A", "inspection_score", ">=", GRADE_A), ("B", "inspection_score", ">=", GRADE_B)],
                    "C",
                ),
            ),
        ],
        target="grade",
        prep="the first 240 of the 27178 inspections, numbered; 5 of them written again by hand right after or "
        "near themselves, as CSV",
        level="dag",
    ),
]


build_suite, main = suite_commands(TASKS, FRESH31_DIR, SEED, sources=SOURCES, head=README_HEAD)


if __name__ == "__main__":
    main()
