"""Builds the fourteenth held-out governance suite on real tables (``suites/govbench_real_fresh14``).

The recipe of ``real_fresh13.py`` and the sets before it: 22 R datasets that no earlier real-table suite
touches (nor the same data under another name), cut small and made dirty only where the scenario needs it, one
request each written the way a business user writes an e-mail, and ground truth from a reference pipeline
checked against a plain-pandas reading (the pandas table alone where no operator expresses the request). The
requests were written blind to the governance agent's reader and planner: the suite measures generalisation
and is never a source of rules.

    python -m dataagents.governance.builders.real_fresh14 [OUT_DIR] [task_id,...]
"""

from __future__ import annotations

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
from dataagents.governance.builders.real_fresh import named, prefix_conditions
from dataagents.governance.builders.real_fresh2 import _CAR, _DATASETS, _shuffled
from dataagents.governance.builders.real_fresh4 import _MASS, _PSCL
from dataagents.governance.builders.real_fresh7 import _ECDAT, _GPL2_3, _GPL2_LATER, _LME4
from dataagents.governance.builders.real_fresh11 import _BOOT, _COUNT, _ZELIG
from dataagents.governance.builders.real_fresh12 import _KMSURV
from dataagents.governance.builders.real_fresh13 import _QUANTREG, _TEXMEX, FRESH13_DIR, _month_column
from dataagents.governance.builders.real_fresh13 import README_HEAD as _FRESH13_HEAD

SEED = 20261228
FRESH14_DIR = FRESH13_DIR.parent / "govbench_real_fresh14"

_PSYCH = "R package 'psych' (Revelle"
_GEEPACK = "R package 'geepack' (Halekoh, Hojsgaard & Yan"
_SEM = "R package 'sem' (Fox, Nie & Byrnes"

SOURCES: dict[str, str] = {
    "bfi": f"{_PSYCH}; Revelle, Wilt & Rosenthal 2010, SAPA project, answers of 2800 people to 25 personality "
    f"items with their gender, education and age), {_GPL2_LATER}",
    "medpar": f"{_COUNT}; 1991 Arizona Medicare inpatient file via Hilbe 2011, length of stay, HMO membership, "
    "race, death, age over 80, type of admission and provider number of 1495 stays for one diagnostic group), "
    "licence GPL-2",
    "badhealth": f"{_COUNT}; German Health Survey 1998 via Hilbe & Greene 2008, doctor visits, self-reported "
    "bad health and age of 1127 patients aged 20 to 60), licence GPL-2",
    "larynx": f"{_KMSURV}; Kardaun 1983 via Klein & Moeschberger 1997, stage, time to death, age and year of "
    "diagnosis of 90 men with cancer of the larynx), licence GPL-3 or later",
    "unionDensity": f"{_PSCL}; Wallerstein 1989 and Stephens & Wallerstein 1991 via Western & Jackman "
    "1994, trade union density, left government, log labour force size and industrial concentration of 20 "
    "countries), licence GPL-2",
    "barro": f"{_QUANTREG}; Barro & Lee 1994, growth of GDP per head and its determinants for 161 "
    "country-periods, 1965-1975 and 1975-1985), licence GPL-2 or later",
    "Benefits": f"{_ECDAT}; McCall 1995 via Verbeek 2004, state unemployment rate and maximum benefit, age, "
    "tenure, reason for job loss, year of displacement and benefit take-up of 4877 unemployed blue-collar "
    f"workers), {_GPL2_LATER}",
    "Depredations": f"{_CAR}; Harper et al. 2008, position and number of wolf depredations of livestock, "
    f"1976-1991 and 1992-1998, on 434 Minnesota farms), {_GPL2_LATER}",
    "poisons": f"{_BOOT}; Box & Cox 1964 via Davison & Hinkley 1997, survival time in tens of hours of 48 "
    "animals given one of three poisons and one of four treatments), licence Unlimited",
    "ohio": f"{_GEEPACK}; Ware et al. 1984 via Fitzmaurice & Laird 1993, wheeze status at ages 7 to 10 and "
    "maternal smoking of 537 children of the six-city study of air pollution and health), licence GPL-3",
    "co2": f"{_DATASETS}; Keeling & Whorf, Scripps Institution of Oceanography, monthly atmospheric CO2 "
    f"concentration at Mauna Loa in parts per million, 1959-1997), {_GPL2_3}",
    "bmt": f"{_KMSURV}; Copelan et al. 1991 via Klein & Moeschberger 1997, disease group, survival, graft "
    "versus host disease, ages, sexes, waiting time and hospital of 137 bone marrow transplant patients), "
    "licence GPL-3 or later",
    "Dyestuff": f"{_LME4}; Davies & Goldsmith 1972 and, for Dyestuff2, Box & Tiao 1973, yield of dyestuff in "
    "grams of standard colour from five preparations of each of six batches of an intermediate product, and a "
    f"constructed set of the same shape), {_GPL2_LATER}",
    "Kakadu": f"{_ECDAT}; Werner 1999 via Carson, Wilks & Imber 1994, willingness to pay for the preservation "
    "of the Kakadu conservation zone, attitudes, sex, age, schooling and income of 1827 Australians), "
    f"{_GPL2_LATER}",
    "manaus": f"{_BOOT}; Sternberg 1987 via Davison & Hinkley 1997, monthly average stage of the Rio Negro at "
    "Manaus in metres against a reference level, 1903-1992), licence Unlimited",
    "OFP": f"{_ECDAT}; Deb & Trivedi 1997, National Medical Expenditure Survey 1987-1988, visits to doctors, "
    "hospital stays, chronic conditions, health and demographics of 4406 people aged 66 and over, age in "
    "decades), "
    f"{_GPL2_LATER}",
    "Workinghours": f"{_ECDAT}; Lee 1995, hours worked in 1987 by 3382 US wives, other household income, "
    f"age, schooling, children and husband's occupation), {_GPL2_LATER}",
    "GAGurine": f"{_MASS}; Prosser, University of Oxford, via Venables & Ripley 2002, concentration of glycosaminoglycans in the "
    f"urine of 314 children aged 0 to 17), {_GPL2_3}",
    "portpirie": f"{_TEXMEX}; Coles 2001 via the ismev package, annual maximum sea level in metres at Port Pirie, South Australia, "
    "1923-1987), licence GPL-2 or later",
    "CNES": f"{_SEM}; York University Institute for Social Research, 1997 Canadian National Election Study "
    "mail-back questionnaire, four-point agreement with four statements on traditional values of 1529 "
    f"respondents), {_GPL2_LATER}",
    "Weimar": f"{_ZELIG}; ICPSR via King 1997, votes for the Nazi party, the government parties, the "
    "Communists, the far right and others, with the shares of unemployed, blue- and white-collar, self-employed, "
    "domestic and Protestant voters, in 10 districts at the 1932 German election), licence GPL-2 or later",
    "Mammals": f"{_QUANTREG}; Garland 1983, body mass in kilograms and maximal running speed in km/h of 107 "
    "mammal species, with whether they hop or are special cases), licence GPL-2 or later",
}


# ---- filtering ----------------------------------------------------------------------------------------
CONSENT_AGE = 16


def m_bfi(rng):
    return {"personality_questionnaire.xlsx": drawn(r_data("bfi"), 300, "respondent", rng)}


THIN_PROVIDER = 10  # stays a hospital needs in the extract to stay in


def m_medpar(rng):
    df = r_data("medpar")[["provnum", "los", "hmo", "white", "died", "age80", "type"]]
    return {"arizona_medicare_stays.csv": drawn(df, 300, "stay", rng)}


def e_medpar(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    stays = df.groupby("provnum")["stay"].transform("size")
    return df[stays >= THIN_PROVIDER].reset_index(drop=True)


WORKING_AGE_LIMIT = 55
ORDINARY_VISITS = 6


def m_badhealth(rng):
    return {"doctor_visits_survey.jsonl": drawn(r_data("badhealth"), 300, "patient", rng)}


DIAGNOSED_FROM = 74  # the year of diagnosis is written with two digits


def m_larynx(rng):
    return {"larynx_cancer_patients.tsv": numbered(r_data("larynx"), "patient")}


def e_larynx(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df = df[df["diagyr"] >= DIAGNOSED_FROM].reset_index(drop=True)
    df["stage_group"] = ["early" if s <= 2 else "late" for s in df["stage"]]
    return df


# ---- deduplication and consistency --------------------------------------------------------------------
def m_union(rng):
    df = named(r_data("unionDensity"), "country")
    start = pd.Timestamp("1981-02-02")
    df["received"] = [start + pd.Timedelta(days=rng.randrange(0, 60)) for _ in range(len(df))]
    picks = rng.sample(range(len(df)), 8)
    revised = df.iloc[picks].copy()
    # a revised figure arrives weeks after the first, moved by a point or two
    revised["union"] = [round(v + rng.choice([-1, 1]) * rng.uniform(0.3, 2.5), 1) for v in revised["union"]]
    revised["received"] = [d + pd.Timedelta(days=rng.randrange(14, 90)) for d in revised["received"]]
    out = _shuffled(pd.concat([df, revised], ignore_index=True), rng)
    out["received"] = [d.strftime("%Y-%m-%d") for d in out["received"]]
    return {"union_density_submissions.csv": out}


def e_union(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    latest = df.groupby("country")["received"].transform("max")
    return df[df["received"] == latest].reset_index(drop=True)


BARRO_COLUMNS = ["y.net", "lgdp2", "mse2", "fse2", "lexp2", "Iy2", "gcony2"]


def m_barro(rng):
    df = r_data("barro")
    names = pd.Series(df.index.astype(str))
    out = pd.DataFrame(
        {
            # R row names join the country (underscores for spaces) and the period's end year
            "country": names.str[:-2].str.rstrip(".").str.replace("_", " ", regex=False),
            "period": ["1965-1975" if n.endswith("75") else "1975-1985" for n in names],
        }
    )
    out = pd.concat([out, df[BARRO_COLUMNS].reset_index(drop=True).round(4)], axis=1)
    picks = sorted(rng.sample(range(len(out)), 16))
    again = out.iloc[picks].copy()
    again["country"] = [rng.choice([c.upper(), c.lower()]) for c in again["country"]]
    return {
        "growth_panel.jsonl": numbered(pd.concat([out, _shuffled(again, rng)], ignore_index=True), "line")
    }


def e_barro(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    same = pd.DataFrame({"c": df["country"].str.lower(), "p": df["period"]})
    return df[~same.duplicated(keep="first")].reset_index(drop=True)


BENEFIT_KEY = ["state", "yrdispl"]
BENEFIT_COLUMNS = ["state", "yrdispl", "statemb", "stateur", "age", "tenure", "sex", "joblost", "ui"]


def m_benefits(rng):
    df = r_data("Benefits")[BENEFIT_COLUMNS]
    sizes = df.groupby(BENEFIT_KEY).size()
    groups = [g for g, n in sizes.items() if 5 <= n <= 12]
    chosen: list[tuple[int, int]] = []
    for g in rng.sample(groups, len(groups)):
        if sum(sizes[c] for c in chosen) + sizes[g] > 300:
            break
        chosen.append(g)
    keyed = df.set_index(BENEFIT_KEY)
    df = keyed.loc[sorted(chosen)].reset_index().loc[:, BENEFIT_COLUMNS]
    df = numbered(df, "worker")
    # one mistyped figure in each of 14 groups, so the rest of the group still carries the right one; in
    # half of them it is the group's first row, so the figure of the first row is not the rule
    members = df.reset_index().groupby(BENEFIT_KEY)["index"].apply(list)
    for n, rows in enumerate(rng.sample(list(members), 14)):
        i = rows[0] if n % 2 == 0 else rng.choice(rows[1:])
        df.at[i, "statemb"] = int(df.at[i, "statemb"]) + rng.choice([-1, 1]) * rng.randrange(4, 40)
    return {"blue_collar_unemployment.tsv": df}


def e_benefits(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["statemb"] = df.groupby(BENEFIT_KEY)["statemb"].transform(lambda s: s.mode().iloc[0])
    return df


def m_depredations(rng):
    df = numbered(r_data("Depredations").iloc[:270], "farm")
    start = rng.randrange(40, 220)
    return {"wolf_depredation_farms.csv": pd.concat([df, df.iloc[start : start + 30]], ignore_index=True)}


def e_depredations(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    return df[~df.duplicated(keep="first")].reset_index(drop=True)


# ---- imputation ---------------------------------------------------------------------------------------
def m_poisons(rng):
    df = numbered(r_data("poisons"), "animal")
    # one animal of eight of the twelve poison-treatment cells, so each cell keeps three times
    cells = df.groupby(["poison", "treat"]).groups
    gone = [rng.choice(list(rows)) for rows in rng.sample(list(cells.values()), 8)]
    df["time"] = [None if i in gone else v for i, v in zip(df.index, df["time"], strict=True)]
    return {"poison_trial.csv": df}


def e_poisons(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["time"] = df["time"].fillna(df.groupby(["poison", "treat"])["time"].transform("mean").round(2))
    return df


def m_ohio(rng):
    df = r_data("ohio")
    # R lists the non-smokers' children first; the study file lists 75 children drawn at random in the order
    # they were drawn, each child's years together
    children = rng.sample(sorted(df["id"].unique()), 75)
    order = {c: n for n, c in enumerate(children)}
    df = df[df["id"].isin(children)]
    df = df.assign(_order=df["id"].map(order)).sort_values(["_order", "age"]).drop(columns="_order")
    df = df.reset_index(drop=True)
    smoke = list(df["smoke"])
    first = [i for i in df.index if i == 0 or df.at[i - 1, "id"] != df.at[i, "id"]]
    last = [i for i in df.index if i == len(df) - 1 or df.at[i + 1, "id"] != df.at[i, "id"]]
    # blanks on a child's first row after a child of the other status and on its last row before one, so
    # that a value carried down or up the file is not the child's own, and as many on the rows in between;
    # four of each kind among smokers' children and four among the others'
    kinds = [
        [i for i in first if i > 0 and smoke[i - 1] != smoke[i]],
        [i for i in last if i < len(df) - 1 and smoke[i + 1] != smoke[i]],
        [i for i in df.index if i not in first and i not in last],
    ]
    gone: set[int] = set()
    for rows in kinds:
        for flag in (0, 1):
            pool = [
                i for i in rows if smoke[i] == flag and all(df.at[j, "id"] != df.at[i, "id"] for j in gone)
            ]
            gone.update(rng.sample(pool, 4))
    df["smoke"] = [None if i in gone else v for i, v in zip(df.index, df["smoke"], strict=True)]
    return {"wheeze_study_rows.tsv": numbered(df, "row")}


def e_ohio(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["smoke"] = df["smoke"].fillna(df.groupby("id")["smoke"].transform("first"))
    return df


def m_co2(rng):
    df = _month_column(r_data("co2"), "1959-01")
    df = df[(df["month"] >= "1975-01") & (df["month"] <= "1994-12")].reset_index(drop=True)
    gone: set[int] = set()
    for i in rng.sample(range(1, len(df) - 1), len(df) - 2):
        if len(gone) == 15:
            break
        if i - 1 not in gone and i + 1 not in gone:
            gone.add(i)
    df["co2"] = [None if i in gone else v for i, v in zip(df.index, df["co2"], strict=True)]
    return {"mauna_loa_co2.xlsx": df}


def e_co2(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["co2"] = df["co2"].fillna(df["co2"].interpolate().round(2))
    return df


# ---- integration --------------------------------------------------------------------------------------
BMT_COLUMNS = ["group", "t2", "d3", "z1", "z2", "z3", "z4", "z7", "z9"]
DISEASES = {1: "ALL", 2: "AML low risk", 3: "AML high risk"}


def m_bmt(rng):
    df = numbered(r_data("bmt")[BMT_COLUMNS], "patient")
    codes = pd.DataFrame({"code": list(DISEASES), "disease": list(DISEASES.values())})
    return {"marrow_transplants.jsonl": df, "disease_group_codes.csv": _shuffled(codes, rng)}


def e_bmt(frames: Frames) -> pd.DataFrame:
    codes = frames["disease_group_codes.csv"].rename(columns={"code": "group"})
    return frames["marrow_transplants.jsonl"].merge(codes, on="group", how="left")


DYESTUFF_SOURCES = ["works", "constructed"]


def m_dyestuff(rng):
    return {
        "dyestuff_yields_works.csv": r_data("Dyestuff").reset_index(drop=True),
        "dyestuff_yields_constructed.xlsx": r_data("Dyestuff2").reset_index(drop=True),
    }


def e_dyestuff(frames: Frames) -> pd.DataFrame:
    parts = [f.assign(source=s) for f, s in zip(frames.values(), DYESTUFF_SOURCES, strict=True)]
    return pd.concat(parts, ignore_index=True)


KAKADU_ANSWERS = [
    "lower",
    "upper",
    "answer",
    "recparks",
    "jobs",
    "wildlife",
    "future",
    "aboriginal",
    "finben",
]
KAKADU_PROFILE = ["sex", "age", "schooling", "income", "envcon", "vparks", "conservation"]


def m_kakadu(rng):
    df = drawn(r_data("Kakadu"), 300, "respondent", rng)
    profiles = df[["respondent", *KAKADU_PROFILE]].rename(columns={"respondent": "id"})
    # the profile form came back from only 170 of the 300
    profiles = profiles.drop(index=rng.sample(range(len(df)), 130))
    return {
        "kakadu_answers.tsv": df[["respondent", *KAKADU_ANSWERS]],
        "kakadu_profiles.csv": _shuffled(profiles, rng),
    }


def e_kakadu(frames: Frames) -> pd.DataFrame:
    profiles = frames["kakadu_profiles.csv"].rename(columns={"id": "respondent"})
    return frames["kakadu_answers.tsv"].merge(profiles, on="respondent", how="left")


MANAUS_BANDS = [("high", "level", ">=", 1), ("low", "level", "<=", -1)]


def m_manaus(rng):
    df = _month_column(r_data("manaus"), "1903-01").rename(columns={"manaus": "level"})
    df["level"] = df["level"].round(3)
    df = df[(df["month"] >= "1960-01") & (df["month"] <= "1975-12")].reset_index(drop=True)
    return {
        "rio_negro_1960_1963.csv": df[df["month"] <= "1963-12"].reset_index(drop=True),
        "rio_negro_1962_1975.csv": df[df["month"] >= "1962-01"].reset_index(drop=True),
    }


def _water(level: float) -> str:
    return "high" if level >= 1 else "low" if level <= -1 else "normal"


def e_manaus(frames: Frames) -> pd.DataFrame:
    df = pd.concat(list(frames.values()), ignore_index=True)
    df = df.drop_duplicates("month", keep="first").reset_index(drop=True)
    df["water"] = [_water(v) for v in df["level"]]
    return df


# ---- labeling -----------------------------------------------------------------------------------------
OFP_COLUMNS = ["ofp", "ofnp", "emr", "hosp", "numchron", "adldiff", "age", "sex", "school", "privins", "hlth"]


CARE_STRATA = {(True, False): 90, (False, True): 90, (True, True): 10, (False, False): 110}


def m_ofp(rng):
    df = r_data("OFP")[OFP_COLUMNS].reset_index(drop=True)
    # drawn by the two conditions, so that each alone, and neither, covers about a third of the people
    stratum = list(zip(df["numchron"] >= 3, df["hosp"] >= 1, strict=True))
    rows = [
        i
        for key, n in CARE_STRATA.items()
        for i in rng.sample([j for j, s in enumerate(stratum) if s == key], n)
    ]
    return {"medicare_elderly_survey.csv": numbered(df.iloc[sorted(rows)], "patient")}


def _care(r: pd.Series) -> str:
    return "priority" if r["numchron"] >= 3 or r["hosp"] >= 1 else "routine"


FULL_TIME_HOURS = 1750


def m_workinghours(rng):
    return {"wives_working_hours.jsonl": drawn(r_data("Workinghours"), 300, "household", rng)}


def _work_pattern(r: pd.Series) -> str:
    if r["hours"] == 0:
        return "not working"
    return "part time" if r["hours"] < FULL_TIME_HOURS else "full time"


def m_gag(rng):
    return {"urine_gag_children.tsv": drawn(r_data("GAGurine"), 300, "child", rng)}


def e_gag(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    years = df["Age"].astype(float).astype(int)  # age in completed years
    median = df.groupby(years)["GAG"].transform("median")
    df["gag_level"] = ["high" if g > m else "normal" for g, m in zip(df["GAG"], median, strict=True)]
    return df


# ---- refinement ---------------------------------------------------------------------------------------
def m_portpirie(rng):
    return {"port_pirie_sea_levels.csv": r_data("portpirie").reset_index(drop=True)}


def e_portpirie(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["SeaLevel"] = (df["SeaLevel"] / 0.3048).round(2)
    return df


AGREEMENT = {"StronglyDisagree": 1, "Disagree": 2, "Agree": 3, "StronglyAgree": 4}
CNES_ITEMS = ["MBSA2", "MBSA7", "MBSA8", "MBSA9"]


def m_cnes(rng):
    return {"election_study_values.xlsx": drawn(r_data("CNES"), 300, "respondent", rng)}


def e_cnes(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    for c in CNES_ITEMS:
        df[c] = df[c].map(AGREEMENT)
    return df


WEIMAR_VOTES = ["Nazi", "Government", "Communists", "FarRight", "Other"]


def _german(n: int) -> str:
    return f"{n:,}".replace(",", ".")


def m_weimar(rng):
    df = numbered(r_data("Weimar"), "district")
    for c in WEIMAR_VOTES:
        df[c] = [_german(int(v)) for v in df[c]]
    return {"weimar_1932_districts.jsonl": df}


def e_weimar(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    for c in WEIMAR_VOTES:
        df[c] = [int(str(v).replace(".", "")) for v in df[c]]
    return df


KMH_PER_MPH = 1.609344
FAST_MPH = 20


def m_mammals(rng):
    return {"mammal_running_speeds.xlsx": numbered(r_data("Mammals"), "species")}


def e_mammals(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["speed"] = (df["speed"] / KMH_PER_MPH).round(1)
    return df[df["speed"] >= FAST_MPH].reset_index(drop=True)


README_HEAD = """# GovBench real-table held-out suite, fourteenth set

{n} governance tasks on real public tables that none of the development suite (`govbench_real`) and the thirteen
earlier held-out suites (`govbench_real_fresh` to `govbench_real_fresh13`) uses, nor the same data under another
name. The requests read like e-mails from different people to a data person, of varied length and build;
columns are named by what they hold or by a synonym rather than by their header, and details a colleague would
take for granted are left out. Built by `python -m dataagents.governance.builders.real_fresh14 [OUT]`
(deterministic, seed {seed}).

"""
README_HEAD += """\
**Held out.** Written without looking at the parser; kept as a held-out check, never used to grow rules. The
requests were written without reading or running the governance agent's request reader, planner, solver or
operators (of `governance/` outside `builders/` only the table reader and the metrics' definitions were read; the
operators were run only as reference pipelines, and once on a two-row table to learn which unit names the unit
converter knows) and were not tuned to what it can do: run the suite to measure, but do not use its tasks or
wordings to grow rules.

"""
# the method and the measuring commands are the thirteenth set's
README_HEAD += _FRESH13_HEAD[
    _FRESH13_HEAD.index("How each task is built") : _FRESH13_HEAD.index("Everyday requests")
].replace("govbench_real_fresh13", "govbench_real_fresh14")
README_HEAD += """\
Everyday requests covered: respondents under an age limit dropped, hospitals with too few stays dropped, rows
meeting either of two conditions dropped; the latest submission per country kept, rows re-keyed in other capitals
kept once, a figure that must be one per state and year made consistent, and a block pasted twice removed;
blanks filled with the mean of the same two-way cell, from the same child's other rows, and by interpolation
between neighbouring months; a code list joined, two sheets stacked with a column naming each, and a profile
sheet joined on a differently named key keeping every answer; labels from either of two conditions, hours put in
bands, and a reading compared with the median of the same age; metres given in feet, agreement words coded 1 to 4,
and numbers with German thousands separators made plain; and three pipelines: a year filter then stage groups,
two overlapping exports stacked, each month kept once and labelled, and speeds converted before a threshold in
the new unit.

Sources: R datasets from the packages `datasets`, `MASS`, `Ecdat`, `car`, `boot`, `COUNT`, `KMsurv`, `pscl`,
`psych`, `quantreg`, `geepack`, `lme4`, `sem`, `texmex` and `Zelig`, as shipped by the Python package `pydataset`
(which bundles the Rdatasets collection); each table's reference and licence is in the table below and in its
task's `provenance`. The revised submissions in `fresh14_dedup_union_resubmissions`, the re-keyed rows in
`fresh14_dedup_growth_panel_retyped`, the mistyped benefit figures in `fresh14_dedup_benefit_ceiling` and the
pasted block in `fresh14_dedup_wolf_farms_pasted` are invented by hand.

"""
README_HEAD += _FRESH13_HEAD[_FRESH13_HEAD.index("Scenario counts:") :]


TASKS: list[RealTask] = [
    # filtering
    RealTask(
        "fresh14_filter_under_consent_age",
        "filtering",
        "We have no parental consent for anyone under 16 in the personality questionnaire data. Please take "
        "those respondents out before the file goes to our partner university.",
        "bfi",
        m_bfi,
        keep(lambda d: ~(d["age"] < CONSENT_AGE)),
        "personality_questionnaire_consented.csv",
        "respondent",
        [
            (
                "filter_rows",
                {"conditions": [{"column": "age", "op": "<", "value": CONSENT_AGE}], "action": "drop"},
            )
        ],
        prep="300 of the 2800 respondents drawn at random, kept in their order, numbered, as XLSX; the blank "
        "answers are the dataset's own NA",
    ),
    RealTask(
        "fresh14_filter_thin_providers",
        "filtering",
        "Hospitals with fewer than ten stays in this Medicare extract give us meaningless averages, so leave "
        "their stays out. Keep everything else as it is.",
        "medpar",
        m_medpar,
        e_medpar,
        "arizona_medicare_stays_main_providers.jsonl",
        "stay",
        kind="removal",
        prep="300 of the 1495 stays drawn at random, kept in their order, numbered, as CSV, without the three "
        "admission-type dummies; no operator counts a group's rows, so the ground truth is the pandas table",
    ),
    RealTask(
        "fresh14_filter_visits_outliers",
        "filtering",
        "hi, before I fit the visits model: it's meant for people under 55 who see the doctor now and then, so "
        "drop everyone 55 or older and everyone with more than six visits (the heavy users have their own "
        "study). thx",
        "badhealth",
        m_badhealth,
        keep(lambda d: (d["age"] < WORKING_AGE_LIMIT) & (d["numvisit"] <= ORDINARY_VISITS)),
        "doctor_visits_working_age.tsv",
        "patient",
        kind="removal",
        prep="300 of the 1127 patients drawn at random, kept in their order, numbered, as JSONL; a row goes when "
        "either condition holds, which the ground truth takes from pandas",
    ),
    # deduplication and consistency
    RealTask(
        "fresh14_dedup_union_resubmissions",
        "deduplication",
        "Several national offices sent their union membership figures a second time after revising them. For "
        "each country keep only the submission that reached us last.",
        "unionDensity",
        m_union,
        e_union,
        "union_density_latest.xlsx",
        None,
        [("dedup_keep_latest", {"key": ["country"], "timestamp": "received"})],
        prep="all 20 countries with a made-up date of receipt in early 1981; 8 of them sent again 2-13 weeks "
        "later with the union density moved by 0.3-2.5 points, shuffled, as CSV",
    ),
    RealTask(
        "fresh14_dedup_growth_panel_retyped",
        "deduplication",
        "A second batch of rows was appended to the growth panel, and whoever typed it used different capitals "
        "for the country names, so some country and period pairs now appear twice. Keep the earlier line of "
        "each pair.",
        "barro",
        m_barro,
        e_barro,
        "growth_panel_deduplicated.csv",
        "line",
        [("dedup_exact", {"columns": ["country", "period"], "keep": "first", "normalize_text": True})],
        prep="all 161 country-periods with the R row name split into country (underscores as spaces) and period "
        "and seven of the variables rounded to four decimals; 16 of them appended again by hand, shuffled, with "
        "the country in capitals or small letters, numbered, as JSONL",
    ),
    RealTask(
        "fresh14_dedup_benefit_ceiling",
        "deduplication",
        "The maximum benefit is fixed by the state for each year of displacement, so every worker from the same "
        "state and year must show the same figure. A handful don't; set them to the figure the rest of their "
        "state and year carries.",
        "Benefits",
        m_benefits,
        e_benefits,
        "blue_collar_unemployment_consistent.xlsx",
        "worker",
        [("enforce_functional_dependency", {"determinant": BENEFIT_KEY, "dependent": "statemb"})],
        prep="the workers of state and year groups of 5-12 people, groups drawn at random up to 300 rows, nine "
        "of the columns, numbered, as TSV; the maximum benefit of one worker in each of 14 groups mistyped by "
        "hand by 4-39, the first worker of the group in 7 of them",
    ),
    RealTask(
        "fresh14_dedup_wolf_farms_pasted",
        "deduplication",
        "When I merged the wolf depredation sheets a block of about thirty farms ended up in there twice. Could "
        "you remove the repeated lines?",
        "Depredations",
        m_depredations,
        e_depredations,
        "wolf_depredation_farms_clean.tsv",
        "farm",
        [("dedup_key", {"key": None, "keep": "first"})],
        prep="the first 270 of the 434 farms, numbered, then a run of 30 of them pasted again by hand at the "
        "end, as CSV; farms with the same position and counts are the dataset's own and stay",
    ),
    # imputation
    RealTask(
        "fresh14_impute_poison_cell_means",
        "imputation",
        "Eight survival times are missing from the poisons experiment. Fill each with the average of the "
        "animals that got the same poison and the same treatment, rounded to two decimals.",
        "poisons",
        m_poisons,
        e_poisons,
        "poison_trial_filled.xlsx",
        "animal",
        [
            (
                "impute_groupwise",
                {"columns": ["time"], "by": ["poison", "treat"], "strategy": "mean", "round": 2},
            )
        ],
        prep="all 48 animals, numbered, as CSV; one time blanked by hand in 8 of the 12 poison-treatment cells",
    ),
    RealTask(
        "fresh14_impute_mother_smoking",
        "imputation",
        "Whether the mother smoked is asked once at the start of the wheeze study and copied to each of the "
        "child's yearly rows, but some rows lost it. Fill those in from the same child.",
        "ohio",
        m_ohio,
        e_ohio,
        "wheeze_study_rows_complete.csv",
        "row",
        kind="cells",
        prep="the 300 yearly rows of 75 children drawn at random, in the order drawn, numbered, as TSV; 24 maternal-smoking values blanked by hand, "
        "one row per child, 12 of smokers' children and 12 of the others, 8 on a child's first row, 8 on its "
        "last and 8 in between; no operator copies a "
        "value from the same entity's rows, so the ground truth is the pandas table",
    ),
    RealTask(
        "fresh14_impute_co2_gaps",
        "imputation",
        "The Mauna Loa monthly CO2 series has gaps from when the analyser was down. Fill each missing month by "
        "straight-line interpolation from the months either side, two decimals.",
        "co2",
        m_co2,
        e_co2,
        "mauna_loa_co2_filled.jsonl",
        "month",
        kind="cells",
        prep="the 240 months 1975-1994 with the month written out from the documented start, as XLSX; 15 "
        "months blanked by hand, never the first or last nor two running; the ground truth is the pandas table",
    ),
    # integration
    RealTask(
        "fresh14_integrate_disease_names",
        "integration",
        "Can you add the disease name to each bone marrow transplant patient from the little code list? Nobody "
        "outside the unit knows what groups 1, 2 and 3 are.",
        "bmt",
        m_bmt,
        e_bmt,
        "marrow_transplants_named.csv",
        "patient",
        [("join_composite", {"left_keys": ["group"], "right_keys": ["code"], "how": "left"})],
        prep="all 137 patients with nine of the columns, numbered, as JSONL; the three disease groups of the "
        "documentation written as a code list, shuffled, as CSV",
    ),
    RealTask(
        "fresh14_integrate_dyestuff_sheets",
        "integration",
        "Please stack the two dyestuff yield sheets into one table and add a source column: works for the rows "
        "from the works batches, constructed for the rows of the constructed example.",
        "Dyestuff",
        m_dyestuff,
        e_dyestuff,
        "dyestuff_yields_all.tsv",
        None,
        [("union_align", {"source_column": "source", "source_names": DYESTUFF_SOURCES})],
        prep="the 30 preparations of Dyestuff as CSV and the 30 of Dyestuff2 as XLSX, as shipped",
    ),
    RealTask(
        "fresh14_integrate_kakadu_profiles",
        "integration",
        "The Kakadu survey came back in two parts, the answers to the willingness-to-pay questions and a "
        "separate profile form about the respondent. I need them in one table, matched on the respondent "
        "number (the profile sheet has its own heading for it). Every answer has to stay, also for the "
        "people who never sent their profile back.",
        "Kakadu",
        m_kakadu,
        e_kakadu,
        "kakadu_answers_with_profiles.xlsx",
        "respondent",
        [("join_composite", {"left_keys": ["respondent"], "right_keys": ["id"], "how": "left"})],
        prep="300 of the 1827 respondents drawn at random, kept in their order, numbered, split into a TSV of "
        "nine answer columns and a CSV of seven profile columns keyed by id for 170 of them drawn at random, "
        "shuffled",
    ),
    # labeling
    RealTask(
        "fresh14_label_care_priority",
        "labeling",
        "For the care-coordination pilot, add a care column to the elderly survey: priority for anyone with "
        "three or more chronic conditions or at least one hospital stay, routine for the rest.",
        "OFP",
        m_ofp,
        labelled("care", _care),
        "medicare_elderly_care.jsonl",
        "patient",
        [
            (
                "label_conditions",
                prefix_conditions(
                    "care", [("priority", "numchron", ">=", 3), ("priority", "hosp", ">=", 1)], "routine"
                ),
            )
        ],
        target="care",
        prep="300 of the 4406 people drawn at random within strata, 90 with three or more chronic conditions "
        "and no hospital stay, 90 with a stay and fewer conditions, 10 with both and 110 with neither, kept in "
        "their order, eleven of the columns, numbered, as CSV",
    ),
    RealTask(
        "fresh14_label_work_pattern",
        "labeling",
        "Could you sort the wives into a work_pattern column by their hours over the year? Not working if "
        "none, part time under 1,750 hours, full time from there on.",
        "Workinghours",
        m_workinghours,
        labelled("work_pattern", _work_pattern),
        "wives_working_hours_pattern.csv",
        "household",
        [
            (
                "label_conditions",
                prefix_conditions(
                    "work_pattern",
                    [("not working", "hours", "==", 0), ("part time", "hours", "<", FULL_TIME_HOURS)],
                    "full time",
                ),
            )
        ],
        target="work_pattern",
        prep="300 of the 3382 wives drawn at random, kept in their order, numbered, as JSONL",
    ),
    RealTask(
        "fresh14_label_gag_for_age",
        "labeling",
        "GAG levels fall steeply with age, so a single cut-off is useless. Mark each child high in a gag_level "
        "column if the reading is above the median of the children of the same age in completed years, "
        "otherwise normal.",
        "GAGurine",
        m_gag,
        e_gag,
        "urine_gag_children_flagged.xlsx",
        "child",
        kind="labels",
        target="gag_level",
        prep="300 of the 314 children drawn at random, kept in their order, numbered, as TSV; no operator "
        "compares a row with its own group's median, so the ground truth is the pandas table",
    ),
    # refinement
    RealTask(
        "fresh14_refine_sea_levels_feet",
        "refinement",
        "Port Pirie sea levels in feet please, two decimals; the harbour engineers don't work in metres.",
        "portpirie",
        m_portpirie,
        e_portpirie,
        "port_pirie_sea_levels_feet.tsv",
        "Year",
        [("convert_unit", {"column": "SeaLevel", "to_unit": "ft", "default_unit": "m", "round": 2})],
        prep="all 65 years, as CSV",
    ),
    RealTask(
        "fresh14_refine_agreement_codes",
        "refinement",
        "Our scaling software needs numbers: in the election study extract, code the four traditional-values "
        "statements from strongly disagree as 1 to strongly agree as 4.",
        "CNES",
        m_cnes,
        e_cnes,
        "election_study_values_coded.csv",
        "respondent",
        [
            ("map_values", {"column": c, "mapping": {k: str(v) for k, v in AGREEMENT.items()}})
            for c in CNES_ITEMS
        ],
        prep="300 of the 1529 respondents drawn at random, kept in their order, numbered, as XLSX",
    ),
    RealTask(
        "fresh14_refine_german_vote_counts",
        "refinement",
        "The 1932 vote counts were copied from a German table, so 26.892 means twenty-six thousand eight "
        "hundred and ninety-two. Make them ordinary numbers.",
        "Weimar",
        m_weimar,
        e_weimar,
        "weimar_1932_districts_clean.csv",
        "district",
        kind="cells",
        prep="all 10 districts, numbered, as JSONL, with the five vote counts written with a dot between "
        "thousands as a German table does; the ground truth is the pandas table",
    ),
    # DAG-level
    RealTask(
        "fresh14_dag_larynx_recent_stages",
        "filtering",
        "Only patients diagnosed in 1974 or later belong in the larynx cancer analysis. For those, add a "
        "stage_group column: early for stages 1 and 2, late for 3 and 4.",
        "larynx",
        m_larynx,
        e_larynx,
        "larynx_cancer_recent.jsonl",
        "patient",
        [
            ("filter_value", {"column": "diagyr", "op": ">=", "value": DIAGNOSED_FROM}),
            ("label_conditions", prefix_conditions("stage_group", [("early", "stage", "<=", 2)], "late")),
        ],
        target="stage_group",
        prep="all 90 patients, numbered, as TSV; the year of diagnosis is the dataset's own two-digit year",
        level="dag",
    ),
    RealTask(
        "fresh14_dag_rio_negro_exports",
        "integration",
        "The Rio Negro gauge came as two exports that overlap by a couple of years. Put them together with "
        "each month once, then add a water column: high at 1 m or more above the reference level, low at 1 m "
        "or more below it, normal in between.",
        "manaus",
        m_manaus,
        e_manaus,
        "rio_negro_1960_1975.xlsx",
        "month",
        [
            ("union_align", {}),
            ("dedup_key", {"key": ["month"], "keep": "first"}),
            ("label_conditions", prefix_conditions("water", MANAUS_BANDS, "normal")),
        ],
        target="water",
        prep="the 192 months 1960-1975 with the month written out from the documented start and the level "
        "rounded to millimetres, split into a CSV of 1960-1963 and a CSV of 1962-1975",
        level="dag",
    ),
    RealTask(
        "fresh14_dag_mammal_speeds_mph",
        "refinement",
        "Convert the mammals' top running speeds from km/h to mph, one decimal. After that, drop every species "
        "that can't reach 20 mph.",
        "Mammals",
        m_mammals,
        e_mammals,
        "mammal_running_speeds_fast.csv",
        "species",
        [
            # kilometres to miles is the same factor as km/h to mph
            ("convert_unit", {"column": "speed", "to_unit": "mi", "default_unit": "km", "round": 1}),
            ("filter_value", {"column": "speed", "op": ">=", "value": FAST_MPH}),
        ],
        prep="all 107 species, numbered, as XLSX",
        level="dag",
    ),
]


build_suite, main = suite_commands(TASKS, FRESH14_DIR, SEED, sources=SOURCES, head=README_HEAD)


if __name__ == "__main__":
    main()
