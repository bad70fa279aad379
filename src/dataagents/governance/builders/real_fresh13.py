"""Builds the thirteenth held-out governance suite on real tables (``suites/govbench_real_fresh13``).

The recipe of ``real_fresh12.py`` and the sets before it: 22 R datasets that no earlier real-table suite
touches, cut small and made dirty only where the scenario needs it, one request each written the way a business
user writes an e-mail, and ground truth from a reference pipeline checked against a plain-pandas reading (the
pandas table alone where no operator expresses the request). The requests were written blind to the governance
agent's reader and planner: the suite measures generalisation and is never a source of rules.

    python -m dataagents.governance.builders.real_fresh13 [OUT_DIR] [task_id,...]
"""

from __future__ import annotations

import random

import pandas as pd

from dataagents.governance.builders.real import (
    Frames,
    RealTask,
    drawn,
    keep,
    labelled,
    numbered,
    one,
    r_data,
    suite_commands,
)
from dataagents.governance.builders.real_fresh import prefix_conditions
from dataagents.governance.builders.real_fresh2 import _DATASETS, _shuffled
from dataagents.governance.builders.real_fresh4 import _MASS, _PSCL, _SURVIVAL
from dataagents.governance.builders.real_fresh7 import _ECDAT, _GPL2_3, _GPL2_LATER, _HSAUR, _ROBUSTBASE
from dataagents.governance.builders.real_fresh11 import _BOOT, _ZELIG
from dataagents.governance.builders.real_fresh12 import _KMSURV, _LGPL2_LATER, FRESH12_DIR
from dataagents.governance.builders.real_fresh12 import README_HEAD as _FRESH12_HEAD

SEED = 20261227
FRESH13_DIR = FRESH12_DIR.parent / "govbench_real_fresh13"

_MULTGEE = "R package 'multgee' (Touloumis"
_TEXMEX = "R package 'texmex' (Southworth & Heffernan"
_QUANTREG = "R package 'quantreg' (Koenker"

SOURCES: dict[str, str] = {
    "bladder": f"{_SURVIVAL}; Wei, Lin & Weissfeld 1989, up to four bladder cancer recurrences of 85 patients "
    f"of the placebo and thiotepa arms of a Veterans Administration trial, four rows a patient), {_LGPL2_LATER}",
    "SumHes": f"{_ECDAT}; Summers & Heston 1991, the Penn World Table 5, population, real GDP per head and "
    f"savings rate of 125 countries 1960-1985), {_GPL2_LATER}",
    "turnout": f"{_ZELIG}; US National Election Survey via King, Tomz & Wittenberg 2000, race, age, years of "
    "schooling, income and whether each of 2000 respondents voted), licence GPL-2 or later",
    "Males": f"{_ECDAT}; Vella & Verbeek 1998, National Longitudinal Survey of Youth, wages, schooling, "
    f"union membership, industry, occupation and region of 545 young men 1980-1987), {_GPL2_LATER}",
    "channing": f"{_BOOT}; Hyde 1980 via Davison & Hinkley 1997, age in months at entry and at death or "
    "leaving, and months in residence, of 462 residents of the Channing House retirement centre in Palo Alto), "
    "licence Unlimited",
    "Participation": f"{_ECDAT}; Gerfin 1996, labour force participation, non-labour income, age in decades, "
    f"schooling, young and older children and nationality of 872 Swiss women in 1981), {_GPL2_LATER}",
    "acme": f"{_BOOT}; Simonoff 1994 via Davison & Hinkley 1997, monthly excess returns of the Acme Cleveland "
    "Corporation and of the market, January 1986 to December 1990), licence Unlimited",
    "UKDriverDeaths": f"{_DATASETS}; Harvey & Durbin 1986, monthly car drivers killed or seriously injured in "
    f"Great Britain 1969-1984), {_GPL2_3}",
    "respiratory": f"{_HSAUR}; Davis 1991 via Everitt & Hothorn 2006, respiratory status of 111 patients at "
    f"four visits of a two-centre trial of an active treatment against placebo), {_GPL2_3}",
    "possumDiv": f"{_ROBUSTBASE}; Lindenmayer et al. 1990 and 1991, diversity of arboreal marsupials, shrubs, "
    "stumps, stags, bark, habitat, acacia basal area, dominant eucalypt and aspect at 151 sites in the Central "
    f"Highlands of Victoria), {_GPL2_LATER}",
    "nitrofen": f"{_BOOT}; Bailer & Oris 1994 via Davison & Hinkley 1997, live young in each of three broods "
    "and in all of 50 Ceriodaphnia dubia kept at five concentrations of the herbicide nitrofen), licence "
    "Unlimited",
    "arthritis": f"{_MULTGEE}; Lipsitz, Kim & Zhao 1994 via Touloumis 2015, self-assessed arthritis score of "
    f"302 patients at three follow-ups, with sex, age, treatment and baseline score), {_GPL2_3}",
    "kidtran": f"{_KMSURV}; Klein & Moeschberger 1997, time to death or censoring, gender, race and age at "
    "transplant of 863 kidney transplant patients), licence GPL-3 or later",
    "TranspEq": f"{_ECDAT}; Zellner & Revankar 1970, value added, capital, labour and number of firms of "
    f"transportation equipment manufacturing in 25 US states), {_GPL2_LATER}",
    "wagnerGrowth": f"{_ROBUSTBASE}; Wagner 1994 via Hubert, Rousseeuw & Van Aelst, employment shares, "
    "their growth, human-capital shares and their growth, and employment growth of 21 regions around Hannover "
    f"in three periods), {_GPL2_LATER}",
    "homerun": f"{_ZELIG}; Simonoff 1998, home runs in each game of Mark McGwire and Sammy Sosa in the 1998 "
    "season, with the month and whether the player was on the disabled list), licence GPL-2 or later",
    "deaths": f"{_MASS}; Diggle 1990, monthly deaths from bronchitis, emphysema and asthma in the UK "
    f"1974-1979), {_GPL2_3}",
    "liver": f"{_TEXMEX}; Southworth & Heffernan 2012, liver enzymes ALP, ALT, AST and bilirubin before and "
    "after treatment of 606 patients on four doses of a drug in a clinical trial), licence GPL-2 or later",
    "admit": f"{_PSCL}; Jackman 2009, faculty rating, quantitative and verbal GRE scores, fields of interest "
    "and sex of 106 applicants to a political science PhD programme), licence GPL-2",
    "foodstamp": f"{_ROBUSTBASE}; Kuensch, Stefanski & Carroll 1989, food stamp participation, tenancy, "
    f"supplemental income and monthly income of 150 elderly people), {_GPL2_LATER}",
    "prussian": f"{_PSCL}; von Bortkiewicz 1898 via Jackman 2009, deaths by horse kicks in 14 corps of the "
    "Prussian army, 1875-1894), licence GPL-2",
    "uis": f"{_QUANTREG}; Hosmer & Lemeshow 1998, the UIS drug treatment study, age, depression score, drug "
    "history, race, site, programme, days in treatment and time to return to drug use of 575 clients), licence "
    "GPL-2 or later",
}


# ---- filtering ----------------------------------------------------------------------------------------
WITHDRAWN = [8, 31, 48, 49, 58, 67]  # patient numbers named in the request


def m_bladder(rng):
    df = r_data("bladder")
    return {"bladder_recurrences.csv": df[df["id"] <= 72].reset_index(drop=True)}


WEAK_YEARS = 3


def m_sumhes(rng):
    df = r_data("SumHes")
    full = [c for c, n in df.groupby("country").size().items() if n == 26]
    # countries whose three lowest GDP figures are clear of ties, so "the three weakest" has one reading
    clear = [
        c for c in full if df[df["country"] == c]["gdp"].nsmallest(WEAK_YEARS + 1).nunique() == WEAK_YEARS + 1
    ]
    chosen = sorted(rng.sample(clear, 10))
    return {"penn_world_table_extract.jsonl": df[df["country"].isin(chosen)].reset_index(drop=True)}


def e_sumhes(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    weakest = df.groupby("country")["gdp"].rank(method="first") <= WEAK_YEARS
    return df[~weakest].reset_index(drop=True)


YOUTH_AGE = 30


def m_turnout(rng):
    return {"election_survey.tsv": drawn(r_data("turnout"), 300, "respondent", rng)}


def m_males(rng):
    return {"young_men_panel.csv": drawn(r_data("Males"), 300, "record", rng)}


# ---- refinement ---------------------------------------------------------------------------------------
MONTHS_A_YEAR = 12


def m_channing(rng):
    df = r_data("channing")
    return {"channing_house_residents.xlsx": df.iloc[sorted(rng.sample(range(len(df)), 300))]}


def e_channing(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    # two decimals: a month count over twelve never ends in a half at the second decimal, as it does at the first
    for c in ["ageentry", "age"]:
        df[c] = (df[c] / MONTHS_A_YEAR).round(2)
    return df


YES_NO = {"yes": 1, "no": 0}


def m_participation(rng):
    return {"swiss_women_1981.jsonl": drawn(r_data("Participation"), 300, "woman", rng)}


def e_participation(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    for c in ["lfp", "foreign"]:
        df[c] = df[c].map(YES_NO)
    return df


def m_acme(rng):
    return {"acme_monthly_returns.csv": numbered(r_data("acme"), "period")}


def e_acme(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    # month/two-digit year, all of 1986-1990
    parts = df["month"].astype(str).str.split("/")
    df["month"] = [f"19{y}-{int(m):02d}" for m, y in parts]
    return df


# ---- imputation ---------------------------------------------------------------------------------------
def _month_column(df: pd.DataFrame, start: str) -> pd.DataFrame:
    """A monthly series with its months written out from the documented start, replacing the decimal time."""
    months = pd.period_range(start, periods=len(df), freq="M")
    out = df.drop(columns=["time"]).reset_index(drop=True)
    out.insert(0, "month", [str(m) for m in months])
    return out


def _blanked(df: pd.DataFrame, column: str, n: int, rng: random.Random) -> pd.DataFrame:
    """``df`` with the ``column`` cell of ``n`` rows drawn at random blanked (its index must be 0..len-1)."""
    gone = set(rng.sample(range(len(df)), n))
    df[column] = [None if i in gone else v for i, v in zip(df.index, df[column], strict=True)]
    return df


def m_driverdeaths(rng):
    df = _month_column(r_data("UKDriverDeaths"), "1969-01")
    gone: set[int] = set()
    # never the first year, and never the same month of two years running, so a year earlier always has a value
    for i in rng.sample(range(MONTHS_A_YEAR, len(df)), len(df) - MONTHS_A_YEAR):
        if len(gone) == 12:
            break
        if i - MONTHS_A_YEAR not in gone and i + MONTHS_A_YEAR not in gone:
            gone.add(i)
    df["UKDriverDeaths"] = [
        None if i in gone else v for i, v in zip(df.index, df["UKDriverDeaths"], strict=True)
    ]
    return {"gb_driver_casualties.xlsx": df}


def e_driverdeaths(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    a_year_before = df["UKDriverDeaths"].shift(MONTHS_A_YEAR)
    df["UKDriverDeaths"] = df["UKDriverDeaths"].fillna(a_year_before)
    return df


def m_respiratory(rng):
    df = r_data("respiratory").sort_values(["center", "id", "visit"], kind="stable")
    patients = df[["center", "id"]].drop_duplicates().head(75)
    df = df.merge(patients, on=["center", "id"])
    arms = df.drop_duplicates(["center", "id"])[["center", "id", "treat"]]
    df = _blanked(numbered(df, "record"), "treat", 30, rng)
    randomisation = arms.rename(columns={"center": "centre", "id": "patient", "treat": "arm"})
    return {"respiratory_visits.tsv": df, "randomisation_list.csv": _shuffled(randomisation, rng)}


def e_respiratory(frames: Frames) -> pd.DataFrame:
    df = frames["respiratory_visits.tsv"].copy()
    arms = frames["randomisation_list.csv"].set_index(["centre", "patient"])["arm"]
    looked_up = [arms[(c, p)] for c, p in zip(df["center"], df["id"], strict=True)]
    df["treat"] = df["treat"].fillna(pd.Series(looked_up, index=df.index))
    return df


def m_possum(rng):
    return {"possum_survey_sites.csv": _blanked(numbered(r_data("possumDiv"), "site"), "Bark", 12, rng)}


def e_possum(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["Bark"] = df["Bark"].fillna(df.groupby("eucalyptus")["Bark"].transform("median"))
    return df


# ---- deduplication and consistency --------------------------------------------------------------------
BROODS = ["brood1", "brood2", "brood3"]


def m_nitrofen(rng):
    df = numbered(r_data("nitrofen"), "animal")
    for i in rng.sample(range(len(df)), 7):
        # a total mistyped by a few young, never to the right figure
        df.at[i, "total"] = int(df.at[i, "total"]) + rng.choice([-1, 1]) * rng.randrange(1, 6)
    return {"nitrofen_broods.tsv": df}


def e_nitrofen(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["total"] = df[BROODS].sum(axis=1)
    return df


def m_arthritis(rng):
    df = r_data("arthritis").sort_values(["id", "time"], kind="stable")
    df = numbered(df[df["id"] <= 100], "record")
    later = [i for i in df.index if i > 0 and df.at[i, "id"] == df.at[i - 1, "id"]]
    picks = rng.sample(later, 14)
    for i in picks[:10]:
        df.at[i, "age"] = int(df.at[i, "age"]) + rng.choice([-3, -2, -1, 1, 2, 3])
    for i in picks[10:]:
        df.at[i, "sex"] = 3 - int(df.at[i, "sex"])  # sex is coded 1 and 2
    return {"arthritis_trial_visits.xlsx": df}


def e_arthritis(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    first = df.sort_values("time", kind="stable").groupby("id")[["sex", "age"]].transform("first")
    df[["sex", "age"]] = first.reindex(df.index)
    return df


KIDNEY_FIELDS = ["time", "delta", "gender", "race", "age"]


def m_kidtran(rng):
    df = r_data("kidtran")
    # patients no other patient matches on every field, so a re-keyed copy is the only way to repeat a line
    df = df[~df.duplicated(KIDNEY_FIELDS, keep=False)].reset_index(drop=True)
    df = df.iloc[sorted(rng.sample(range(len(df)), 285))].reset_index(drop=True)
    copies = df.iloc[sorted(rng.sample(range(200), 15))].copy()
    copies["obs"] = range(int(df["obs"].max()) + 1, int(df["obs"].max()) + 1 + len(copies))
    return {"kidney_transplant_register.jsonl": pd.concat([df, copies], ignore_index=True)}


def e_kidtran(frames: Frames) -> pd.DataFrame:
    df = one(frames).sort_values("obs", kind="stable")
    kept = df.drop_duplicates(KIDNEY_FIELDS, keep="first")
    return one(frames).loc[sorted(kept.index)].reset_index(drop=True)


# ---- integration --------------------------------------------------------------------------------------
REVISED = ["va", "labor"]


def m_transpeq(rng):
    df = r_data("TranspEq").reset_index(drop=True)
    new = sorted(rng.sample(range(len(df)), 2))
    revised = sorted(rng.sample([i for i in range(len(df)) if i not in new], 2))
    corrections = df.iloc[revised].copy()
    for c in REVISED:
        corrections[c] = [
            round(v * (1 + rng.choice([-1, 1]) * rng.uniform(0.02, 0.08)), 3) for v in corrections[c]
        ]
    corrections = pd.concat([corrections, df.iloc[new]], ignore_index=True)
    return {
        "state_corrections.xlsx": _shuffled(corrections, rng),
        "transport_equipment_by_state.csv": df.drop(index=new).reset_index(drop=True),
    }


def e_transpeq(frames: Frames) -> pd.DataFrame:
    master = frames["transport_equipment_by_state.csv"]
    corrections = frames["state_corrections.xlsx"]
    kept = master[~master["state"].isin(corrections["state"])]
    return pd.concat([kept, corrections], ignore_index=True)


GROWTH_KEY = ["Region", "Period"]


def m_wagner(rng):
    df = r_data("wagnerGrowth").reset_index(drop=True)
    gaps = rng.sample(range(len(df)), 5)
    shares = df[[*GROWTH_KEY, "PA", "GPA"]].drop(index=gaps[:3])
    capital = df[[*GROWTH_KEY, "HS", "GHS", "y"]].drop(index=gaps[3:])
    return {
        "hannover_employment_shares.csv": shares.reset_index(drop=True),
        "hannover_human_capital.jsonl": _shuffled(capital, rng),
    }


def e_wagner(frames: Frames) -> pd.DataFrame:
    return frames["hannover_employment_shares.csv"].merge(
        frames["hannover_human_capital.jsonl"], on=GROWTH_KEY, how="outer"
    )


SOSA_HEADINGS = {"gameno": "game", "homeruns": "hr", "playerstatus": "status", "player": "batter"}


def m_homerun(rng):
    df = r_data("homerun")
    df = df[df["month"] != "September"]
    mcgwire = df[df["player"] == "McGwire"].reset_index(drop=True)
    sosa = df[df["player"] == "Sosa"].rename(columns=SOSA_HEADINGS).reset_index(drop=True)
    return {
        "sosa_1998_games.tsv": sosa[["batter", "game", "month", "hr", "status"]],
        "mcgwire_1998_games.csv": mcgwire,
    }


def e_homerun(frames: Frames) -> pd.DataFrame:
    sosa = frames["sosa_1998_games.tsv"].rename(columns={v: k for k, v in SOSA_HEADINGS.items()})
    return pd.concat([frames["mcgwire_1998_games.csv"], sosa], ignore_index=True)


# ---- labeling -----------------------------------------------------------------------------------------
def m_deaths(rng):
    return {"uk_lung_disease_deaths.csv": _month_column(r_data("deaths"), "1974-01")}


def _fiscal_quarter(r: pd.Series) -> str:
    month = int(str(r["month"])[5:7])
    return f"Q{(month - 4) % 12 // 3 + 1}"  # April starts the financial year


def m_liver(rng):
    return {"liver_enzymes_trial.xlsx": drawn(r_data("liver"), 300, "patient", rng)}


def _alt_change(r: pd.Series) -> str:
    if r["ALT.M"] >= 2 * r["ALT.B"]:
        return "doubled"
    return "up" if r["ALT.M"] > r["ALT.B"] else "not up"


def m_admit(rng):
    return {"phd_applicants.tsv": numbered(r_data("admit"), "applicant")}


def _triage(r: pd.Series) -> str:
    if r["score"] >= 4:
        return "interview"
    return "second look" if r["gre.quant"] >= 700 else "decline"


# ---- DAG-level ----------------------------------------------------------------------------------------
INCOME_BANDS = [("low", "income", "<", 500), ("middle", "income", "<", 1000)]


def m_foodstamp(rng):
    return {
        "food_stamp_survey.jsonl": _blanked(numbered(r_data("foodstamp"), "household"), "income", 10, rng)
    }


def e_foodstamp(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["income"] = df["income"].fillna(df["income"].median())
    df["income_band"] = ["low" if v < 500 else "middle" if v < 1000 else "high" for v in df["income"]]
    return df


def _rekeyed_corps(code: str, rng: random.Random) -> str:
    """A corps code as the second clerk typed it: in small letters, or with only its first letter a capital."""
    return rng.choice([code.lower(), code.capitalize()]) if len(code) > 1 else code.lower()


def m_prussian(rng):
    df = r_data("prussian").reset_index(drop=True)
    picks = sorted(rng.sample(range(len(df)), 20))
    again = df.iloc[picks].copy()
    again["corp"] = [_rekeyed_corps(c, rng) for c in again["corp"]]
    # the second clerk's batch was pasted at the end, and the corps codes of a few originals were retyped too
    out = pd.concat([df, again], ignore_index=True)
    for i in rng.sample([i for i in range(len(df)) if i not in picks], 8):
        out.at[i, "corp"] = _rekeyed_corps(out.at[i, "corp"], rng)
    return {"horse_kick_deaths.csv": numbered(out, "line")}


def e_prussian(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["corp"] = df["corp"].astype(str).str.upper()
    return df.drop_duplicates(["corp", "year"], keep="first").reset_index(drop=True)


RETAINED_DAYS = 90


def m_uis(rng):
    df = r_data("uis").head(300).reset_index(drop=True)
    intake = df[["ID", "AGE", "BECK", "IV", "NDT", "RACE", "SITE"]]
    stays = df[["ID", "TREAT", "LEN.T", "TIME", "CENSOR"]].rename(columns={"ID": "client"})
    stays = stays.drop(index=rng.sample(range(len(df)), 7))
    return {"uis_intake.csv": intake, "uis_treatment_stays.xlsx": _shuffled(stays, rng)}


def e_uis(frames: Frames) -> pd.DataFrame:
    stays = frames["uis_treatment_stays.xlsx"].rename(columns={"client": "ID"})
    df = frames["uis_intake.csv"].merge(stays, on="ID", how="inner")
    df["retained"] = ["yes" if v >= RETAINED_DAYS else "no" for v in df["LEN.T"]]
    return df


README_HEAD = """# GovBench real-table held-out suite, thirteenth set

{n} governance tasks on real public tables that none of the development suite (`govbench_real`) and the twelve
earlier held-out suites (`govbench_real_fresh` to `govbench_real_fresh12`) uses. The requests read like e-mails
from different people to a data person, of varied length and build; columns are named by what they hold or by
a synonym rather than by their header, and details a colleague would take for granted are left out. Built by
`python -m dataagents.governance.builders.real_fresh13 [OUT]` (deterministic, seed {seed}).

"""
# the held-out note, the method and the measuring commands are the twelfth set's; only builders/ was read
README_HEAD += _FRESH12_HEAD[
    _FRESH12_HEAD.index("**Held out.**") : _FRESH12_HEAD.index("Everyday requests")
].replace("govbench_real_fresh12", "govbench_real_fresh13")
README_HEAD += """\
Everyday requests covered: the rows of patients who withdrew consent removed, each group's three weakest years
dropped, rows meeting two conditions at once dropped, and rows without a region dropped; ages in months given in
years, yes/no answers made 1 and 0, and month/two-digit-year labels written as year-month; blanks filled with
the same month a year earlier, from a second file keyed on two columns, and with the median of the same kind of
site; totals recomputed from their parts, later visits made to agree with the first, and records keyed twice
under a new number kept once; a corrections sheet applied as updates and new rows, an outer join on two keys,
and two sheets with differently named headings stacked; labels for the quarter of a financial year starting in
April, from comparing a reading after treatment with the one before, and from a rating and a score with a
fallback; and three pipelines: a median filled then income bands, codes put back in capitals then the first line
per key kept, and a join on a differently named key keeping matches only then a yes/no flag from a threshold.

Sources: R datasets from the packages `datasets`, `MASS`, `Ecdat`, `survival`, `pscl`, `Zelig`, `boot`, `HSAUR`,
`KMsurv`, `robustbase`, `multgee`, `texmex` and `quantreg`, as shipped by the Python package `pydataset` (which
bundles the Rdatasets collection); each table's reference and licence is in the table below and in its task's
`provenance`. The choice of withdrawn patients in `fresh13_filter_withdrawn_consent`, the mistyped totals in
`fresh13_dedup_nitrofen_totals`, the retyped ages and sexes in `fresh13_dedup_arthritis_first_visit`, the
re-keyed copies in `fresh13_dedup_kidney_rekeyed`, the revised figures in `fresh13_integrate_state_corrections`
and the second clerk's entries in `fresh13_dag_horse_kicks_retyped` are invented by hand.

"""
README_HEAD += _FRESH12_HEAD[_FRESH12_HEAD.index("Scenario counts:") :]


TASKS: list[RealTask] = [
    # filtering
    RealTask(
        "fresh13_filter_withdrawn_consent",
        "filtering",
        "Patients 8, 31, 48, 49, 58 and 67 from the bladder cancer follow-up have withdrawn their consent. "
        "Please remove everything we hold on them from the recurrence file.",
        "bladder",
        m_bladder,
        keep(lambda d: ~d["id"].isin(WITHDRAWN)),
        "bladder_recurrences_consented.jsonl",
        None,
        [
            (
                "filter_rows",
                {"conditions": [{"column": "id", "op": "in", "value": WITHDRAWN}], "action": "drop"},
            )
        ],
        prep="the 288 rows of patients 1-72 (four a patient), as CSV; the six withdrawn patients were drawn at "
        "random by hand",
    ),
    RealTask(
        "fresh13_filter_weakest_years",
        "filtering",
        "For the growth chapter I don't want the slumps dragging the averages down. In the Penn table extract, "
        "drop each country's three worst years for real GDP per head and keep the rest.",
        "SumHes",
        m_sumhes,
        e_sumhes,
        "penn_world_table_without_slumps.csv",
        None,
        kind="removal",
        prep="10 of the countries with all 26 years drawn at random among those whose four lowest GDP figures "
        "differ, 260 country-years, as JSONL; no operator ranks rows within a group, so the ground truth is the "
        "pandas table",
    ),
    RealTask(
        "fresh13_filter_young_nonvoters",
        "filtering",
        "The youth outreach team is contacting the under-30s who didn't vote themselves, so take those people out "
        "of the election survey before it goes to the pollster.",
        "turnout",
        m_turnout,
        keep(lambda d: ~((d["age"] < YOUTH_AGE) & (d["vote"] == 0))),
        "election_survey_for_pollster.xlsx",
        "respondent",
        kind="removal",
        prep="300 of the 2000 respondents drawn at random, kept in their order, numbered, as TSV; the rule drops "
        "a row only when both conditions hold, which the ground truth takes from pandas",
    ),
    RealTask(
        "fresh13_filter_unknown_region",
        "filtering",
        "Quite a few of the young men in the wage panel have no region recorded. I can't place them on the "
        "regional map, so just drop those rows.",
        "Males",
        m_males,
        keep(lambda d: d["residence"].notna()),
        "young_men_panel_with_region.tsv",
        "record",
        [("drop_missing", {"columns": ["residence"]})],
        prep="300 of the 4360 person-years drawn at random, kept in their order, numbered, as CSV; the blank "
        "regions are the dataset's own NA",
    ),
    # refinement
    RealTask(
        "fresh13_refine_channing_ages_in_years",
        "refinement",
        "In the Channing House file both the age on arrival and the age on leaving are counted in months. Could "
        "you give them in years, to two decimals? The length of stay can stay in months.",
        "channing",
        m_channing,
        e_channing,
        "channing_house_ages_in_years.tsv",
        "obs",
        kind="cells",
        prep="300 of the 462 residents drawn at random, kept in their order with their own observation number, "
        "as XLSX; no operator divides by twelve, so the ground truth is the pandas table",
    ),
    RealTask(
        "fresh13_refine_labour_force_yes_no",
        "refinement",
        "My regression script chokes on text, so in the Swiss women file please turn the yes/no answers into 1 "
        "and 0, both for being in the labour force and for being foreign.",
        "Participation",
        m_participation,
        e_participation,
        "swiss_women_coded.csv",
        "woman",
        [
            ("map_values", {"column": "lfp", "mapping": {k: str(v) for k, v in YES_NO.items()}}),
            ("map_values", {"column": "foreign", "mapping": {k: str(v) for k, v in YES_NO.items()}}),
        ],
        prep="300 of the 872 women drawn at random, kept in their order, numbered, as JSONL",
    ),
    RealTask(
        "fresh13_refine_acme_months",
        "refinement",
        "The months on the Acme returns sheet are written like 1/86 and 12/90, which our database rejects. "
        "Please rewrite them as 1986-01 and so on.",
        "acme",
        m_acme,
        e_acme,
        "acme_monthly_returns_dated.jsonl",
        "period",
        kind="cells",
        prep="all 60 months, numbered; the months are the dataset's own month/two-digit-year text; no operator "
        "writes a month without a day, so the ground truth is the pandas table",
    ),
    # imputation
    RealTask(
        "fresh13_impute_driver_deaths_year_before",
        "imputation",
        "Twelve months are missing from the GB driver casualty series. Because of the strong seasonal pattern, "
        "fill each gap with the figure for the same month one year earlier.",
        "UKDriverDeaths",
        m_driverdeaths,
        e_driverdeaths,
        "gb_driver_casualties_filled.csv",
        "month",
        kind="cells",
        prep="all 192 months 1969-1984 with the month written out from the documented start, as XLSX; 12 counts "
        "blanked by hand, never in 1969 nor the same month of two years running; no operator takes a value a "
        "fixed number of rows back, so the ground truth is the pandas table",
    ),
    RealTask(
        "fresh13_impute_arm_from_randomisation",
        "imputation",
        "Some visit rows of the respiratory trial lost their treatment arm when the sites merged their data. The "
        "randomisation list has every patient's arm by centre and patient number, so please fill the gaps from "
        "it.",
        "respiratory",
        m_respiratory,
        e_respiratory,
        "respiratory_visits_complete.xlsx",
        "record",
        kind="cells",
        prep="the first 75 patients by centre and number, their 300 visits, numbered, as TSV, with 30 arms "
        "blanked by hand; the list of the 75 patients' arms (centre, patient and arm headings) shuffled, as CSV; "
        "the ground truth is the pandas table",
    ),
    RealTask(
        "fresh13_impute_possum_bark",
        "imputation",
        "Bark cover didn't get recorded at about a dozen of the possum survey sites. Use the median from the "
        "sites with the same dominant eucalypt species for those.",
        "possumDiv",
        m_possum,
        e_possum,
        "possum_survey_sites_filled.jsonl",
        "site",
        [("impute_groupwise", {"columns": ["Bark"], "by": ["eucalyptus"], "strategy": "median"})],
        prep="all 151 sites, numbered, as CSV; 12 bark values blanked by hand",
    ),
    # deduplication and consistency
    RealTask(
        "fresh13_dedup_nitrofen_totals",
        "deduplication",
        "Each water flea's total should be the sum of its three broods, but a few totals in the nitrofen sheet "
        "don't add up. Can you correct them from the brood counts?",
        "nitrofen",
        m_nitrofen,
        e_nitrofen,
        "nitrofen_broods_checked.csv",
        "animal",
        kind="cells",
        prep="all 50 animals, numbered, as TSV; 7 totals mistyped by hand by 1-5 young; no operator recomputes "
        "a column from others, so the ground truth is the pandas table",
    ),
    RealTask(
        "fresh13_dedup_arthritis_first_visit",
        "deduplication",
        "Sex and age were keyed in again at each follow-up of the arthritis trial, and for some patients a later "
        "visit disagrees with the first one. The first visit is right; make the later ones match it.",
        "arthritis",
        m_arthritis,
        e_arthritis,
        "arthritis_trial_consistent.tsv",
        "record",
        kind="cells",
        prep="the 300 follow-ups of patients 1-100 sorted by patient and time, numbered, as XLSX; the age of 10 "
        "later follow-ups moved by 1-3 years and the sex of 4 others swapped by hand; the scores' blanks are the "
        "dataset's own NA; the ground truth is the pandas table",
    ),
    RealTask(
        "fresh13_dedup_kidney_rekeyed",
        "deduplication",
        "part of the transplant register was keyed a second time, so some patients appear twice with a new "
        "observation number and everything else the same. Keep the original entry of each, the one with the "
        "lower number.",
        "kidtran",
        m_kidtran,
        e_kidtran,
        "kidney_transplant_register_clean.csv",
        "obs",
        [("dedup_key", {"key": KIDNEY_FIELDS, "keep": "first"})],
        prep="285 of the 853 patients no other patient matches on every field, drawn at random, kept in their "
        "order; 15 of the first 200 copied by hand at the end with new observation numbers, as JSONL",
    ),
    # integration
    RealTask(
        "fresh13_integrate_state_corrections",
        "integration",
        "Attached are corrections to the transportation equipment figures by state. Where a state is already in "
        "our table, use the corrected line instead; states we don't have yet should be added.",
        "TranspEq",
        m_transpeq,
        e_transpeq,
        "transport_equipment_corrected.tsv",
        None,
        kind="rows",
        prep="an XLSX of corrections holding 2 states with value added and labour revised by hand by 2-8% and 2 "
        "states left out of the main table, shuffled, then the main table of the other 23 states as CSV; no "
        "operator replaces matching rows and "
        "appends the rest, so the ground truth is the pandas table",
    ),
    RealTask(
        "fresh13_integrate_hannover_outer",
        "integration",
        "Please put the two Hannover regional files side by side, matched on region and period. Keep every "
        "region and period that appears in either file, even if the other one has nothing for it.",
        "wagnerGrowth",
        m_wagner,
        e_wagner,
        "hannover_regions_combined.xlsx",
        None,
        [("join_composite", {"keys": GROWTH_KEY, "how": "outer"})],
        prep="all 63 region-periods split into a CSV of employment shares and their growth without 3 of them and "
        "a JSONL of human-capital shares, their growth and employment growth without 2 others, shuffled",
    ),
    RealTask(
        "fresh13_integrate_home_run_logs",
        "integration",
        "I've got McGwire's and Sosa's 1998 game logs as two files and want them as one table. Sosa's was typed "
        "up by someone else, so the headings are different even though the columns hold the same things; use "
        "McGwire's headings.",
        "homerun",
        m_homerun,
        e_homerun,
        "home_run_race_1998.jsonl",
        None,
        kind="rows",
        prep="the games of March to August (134 of Sosa's as TSV with four headings renamed and the columns in "
        "another order, then 130 of McGwire's as CSV); no operator renames headings to another file's while "
        "stacking, so the ground truth is the pandas table",
    ),
    # labeling
    RealTask(
        "fresh13_label_fiscal_quarter",
        "labeling",
        "Our financial year starts in April, so April to June is Q1 and January to March is Q4. Please add a "
        "fiscal_quarter column to the UK lung disease deaths series.",
        "deaths",
        m_deaths,
        labelled("fiscal_quarter", _fiscal_quarter),
        "uk_lung_disease_deaths_fq.xlsx",
        "month",
        kind="labels",
        target="fiscal_quarter",
        prep="all 72 months 1974-1979 with the month written out from the documented start, as CSV; the ground "
        "truth is the pandas table",
    ),
    RealTask(
        "fresh13_label_alt_change",
        "labeling",
        "For the liver safety review, compare each patient's ALT after treatment with their own baseline ALT. "
        "Record it in an alt_change column: doubled if it at least doubled, up if it rose by less than that, not "
        "up otherwise.",
        "liver",
        m_liver,
        labelled("alt_change", _alt_change),
        "liver_enzymes_alt_change.csv",
        "patient",
        kind="labels",
        target="alt_change",
        prep="300 of the 606 patients drawn at random, kept in their order, numbered, as XLSX; no operator "
        "compares one column with a multiple of another, so the ground truth is the pandas table",
    ),
    RealTask(
        "fresh13_label_applicant_triage",
        "labeling",
        "Could you add a triage column to the PhD applicants? Anyone the committee rated 4 or 5 gets interview; "
        "of the others, a quantitative GRE of 700 or more gets second look, and everyone else decline.",
        "admit",
        m_admit,
        labelled("triage", _triage),
        "phd_applicants_triaged.jsonl",
        "applicant",
        [
            (
                "label_conditions",
                prefix_conditions(
                    "triage",
                    [("interview", "score", ">=", 4), ("second look", "gre.quant", ">=", 700)],
                    "decline",
                ),
            )
        ],
        target="triage",
        prep="all 106 applicants, numbered, as TSV",
    ),
    # DAG-level
    RealTask(
        "fresh13_dag_food_stamp_income_bands",
        "imputation",
        "Ten households in the food stamp survey have no monthly income; give them the median of everyone else. "
        "Then band every household in an income_band column: low under 500 dollars, middle from 500 to under "
        "1000, high at 1000 or more.",
        "foodstamp",
        m_foodstamp,
        e_foodstamp,
        "food_stamp_survey_banded.tsv",
        "household",
        [
            ("impute_statistic", {"columns": ["income"], "strategy": "median"}),
            ("label_conditions", prefix_conditions("income_band", INCOME_BANDS, "high")),
        ],
        target="income_band",
        prep="all 150 people, numbered, as JSONL; 10 incomes blanked by hand",
        level="dag",
    ),
    RealTask(
        "fresh13_dag_horse_kicks_retyped",
        "deduplication",
        "Some of the horse-kick sheet was keyed twice, and the second clerk typed the corps numerals in small "
        "letters, so the same corps and year turn up twice. Put all the codes back in capitals, then keep only the "
        "first line for each corps and year.",
        "prussian",
        m_prussian,
        e_prussian,
        "horse_kick_deaths_clean.xlsx",
        "line",
        [
            ("change_case", {"column": "corp", "case": "upper"}),
            ("dedup_key", {"key": ["corp", "year"], "keep": "first"}),
        ],
        prep="all 280 corps-years; 20 of them keyed again by hand at the end and 8 originals retyped, the corps "
        "code in small letters or with only its first letter a capital, numbered, as CSV",
        level="dag",
    ),
    RealTask(
        "fresh13_dag_treatment_stays_retained",
        "integration",
        "Match the drug-treatment intake records with the treatment stay records on the client number, keeping "
        "only clients who are in both. Then add a retained column: yes if they stayed in treatment 90 days or "
        "more, no if not.",
        "uis",
        m_uis,
        e_uis,
        "uis_clients_retained.csv",
        "ID",
        [
            ("join_composite", {"left_keys": ["ID"], "right_keys": ["client"], "how": "inner"}),
            (
                "label_conditions",
                prefix_conditions("retained", [("yes", "LEN.T", ">=", RETAINED_DAYS)], "no"),
            ),
        ],
        target="retained",
        prep="the first 300 of the 575 clients split into a CSV of intake details and an XLSX of programme, "
        "days in treatment and follow-up keyed by client without 7 of them, shuffled (the derived columns left "
        "out)",
        level="dag",
    ),
]


build_suite, main = suite_commands(TASKS, FRESH13_DIR, SEED, sources=SOURCES, head=README_HEAD)


if __name__ == "__main__":
    main()
