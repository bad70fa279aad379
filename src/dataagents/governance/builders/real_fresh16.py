"""Builds the sixteenth held-out governance suite on real tables (``suites/govbench_real_fresh16``).

The recipe of ``real_fresh15.py`` and the sets before it: 22 R datasets that no earlier real-table suite
touches (nor the same data under another name), cut small and made dirty only where the scenario needs it, one
request each written the way a business user writes an e-mail, and ground truth from a reference pipeline
checked against a plain-pandas reading (the pandas table alone where no operator expresses the request). The
requests were written blind to the governance agent's reader and planner: the suite measures generalisation
and is never a source of rules.

    python -m dataagents.governance.builders.real_fresh16 [OUT_DIR] [task_id,...]
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
from dataagents.governance.builders.real_fresh2 import _ECDAT, _shuffled
from dataagents.governance.builders.real_fresh3 import _GPL2_3, _HISTDATA
from dataagents.governance.builders.real_fresh7 import _GPL2_LATER, _LME4
from dataagents.governance.builders.real_fresh11 import _BOOT, _COUNT, _ZELIG
from dataagents.governance.builders.real_fresh14 import _SEM
from dataagents.governance.builders.real_fresh15 import FRESH15_DIR, _blank, _stratified
from dataagents.governance.builders.real_fresh15 import README_HEAD as _FRESH15_HEAD

SEED = 20261230
FRESH16_DIR = FRESH15_DIR.parent / "govbench_real_fresh16"

_DATASETS = "R package 'datasets' (R Core Team"
_VCDEXTRA = "R package 'vcdExtra' (Friendly"

SOURCES: dict[str, str] = {
    "VietNamI": f"{_ECDAT}; World Bank Vietnam Living Standards Survey 1997-1998, pharmacy visits, log household "
    "expenditure, log age, sex, marriage, schooling, number of illnesses, injury, illness and inactive days, "
    f"insurance and commune of 27765 individuals), {_GPL2_LATER}",
    "InstEval": f"{_LME4}; ETH Zurich lecture evaluations, 73421 ratings from 1 to 5 with the student, the "
    "lecturer, the student's semester, the lecture's age, whether the course was a service course for another "
    f"department, and the department), {_GPL2_LATER}",
    "mid": f"{_ZELIG}; Militarized Interstate Disputes, 3126 pairs of states with a dispute indicator, whether "
    "one of them is a major power, whether they are contiguous, their power ratio, highest and lowest democracy "
    f"score and years of peace), {_GPL2_LATER}",
    "Oil": f"{_ECDAT}; Favero, Pesaran & Sharma 1994, duration until development, size, water depth, gas "
    "reserves, operator's reserves and oil price expectations of 53 UK oil fields discovered 1973-1983), "
    f"{_GPL2_LATER}",
    "PatentsRD": f"{_ECDAT}; Cincera 1997, patents, log R&D expenditure, spillovers, sector and geographic "
    f"area of 181 international firms, yearly 1983-1991), {_GPL2_LATER}",
    "VietNamH": f"{_ECDAT}; World Bank Vietnam Living Standards Survey 1997-1998, sex, age and schooling of the "
    "head, farm and urban household, household size, log total, medical and food expenditure and commune of "
    f"5999 households), {_GPL2_LATER}",
    "WWWusage": f"{_DATASETS}; Durbin & Koopman 2001, number of users connected to the internet through a server "
    f"every minute for 100 minutes), {_GPL2_3}",
    "DoctorContacts": f"{_ECDAT}; Deb & Trivedi 2002, RAND Health Insurance Experiment, outpatient visits to a "
    "medical doctor, coinsurance, deductible, physical limitation, chronic diseases, health, income, family "
    f"size, schooling, age and sex of 20186 person-years), {_GPL2_LATER}",
    "immigration": f"{_ZELIG}; Scheve & Slaughter 2001, 1992 National Election Study, preferred immigration "
    "policy, 1992 wage, party identification, ideology and gender of 2485 respondents), "
    f"{_GPL2_LATER}",
    "cd4": f"{_BOOT}; DiCiccio & Efron 1996, CD4 counts in hundreds of 20 HIV-positive patients at the start "
    "of an experimental treatment and one year later), licence Unlimited",
    "voteincome": f"{_ZELIG}; Current Population Survey 2000, turnout, income class, education class, age and "
    f"sex of 1500 respondents in Arkansas and South Carolina), {_GPL2_LATER}",
    "mexico": f"{_ZELIG}; King, Tomz & Wittenberg 2000 after Dominguez & McCann, survey of the 1988 Mexican "
    "presidential election, vote for Salinas, Clouthier or Cardenas and 32 opinions and demographics of 1359 "
    f"respondents), {_GPL2_LATER}",
    "Fair": f"{_ECDAT}; Fair 1978, Psychology Today survey 1969, sex, age, years married, children, "
    "religiousness, schooling, occupation, self-rated happiness of the marriage and number of affairs in the "
    f"past year of 601 people), {_GPL2_LATER}",
    "azpro": f"{_COUNT}; Hilbe 2011, Arizona cardiovascular patient files 1991, length of stay of 3589 "
    "patients with their procedure (CABG or PTCA), sex, age 75 and over, urgent or elective admission and "
    "hospital), licence GPL-2",
    "Train": f"{_ECDAT}; Ben-Akiva, Bolduc & Bradley 1993, Dutch rail stated-preference survey 1987, 2929 "
    "choices of 235 people between two trips described by price in cents of guilder, time, changes and comfort), "
    f"{_GPL2_LATER}",
    "ChestSizes": f"{_HISTDATA}; Quetelet 1846, chest circumference in inches of 5738 Scottish militiamen, as "
    "counts per inch), licence GPL",
    "Catsup": f"{_ECDAT}; Jain, Vilcassim & Chintagunta 1994, 2798 ketchup purchases of 300 households, the "
    f"brand bought of four with the display, feature and price of each), {_GPL2_LATER}",
    "Metal": f"{_ECDAT}; Hildebrand & Liu 1957 via Greene, value added, labour and capital of 27 "
    f"state-level observations of the primary metals industry, SIC 33), {_GPL2_LATER}",
    "DanishWelfare": f"{_VCDEXTRA}; Andersen 1991, Danish Welfare Study 1976, counts of people by alcohol "
    f"consumption, income, marital status and urbanisation, 180 cells), {_GPL2_LATER}",
    "Yogurt": f"{_ECDAT}; Jain, Vilcassim & Chintagunta 1994, 2412 yogurt purchases of 100 households, the "
    f"brand bought of four with the feature and price of each), {_GPL2_LATER}",
    "Tests": f"{_SEM}; scores of 32 students on six mental tests, three of one kind (x1-x3) and three of "
    f"another (y1-y3), with scores missing), {_GPL2_LATER}",
    "ModeChoice": f"{_ECDAT}; Greene 2003 after Hensher, travel between Sydney and Melbourne by air, train, "
    "bus or car of 210 travellers: mode chosen, terminal waiting time, in-vehicle cost and time, generalised "
    f"cost, household income and party size), {_GPL2_LATER}",
}


# ---- filtering ----------------------------------------------------------------------------------------
def _health(r: pd.Series) -> str:
    ill, injured = r["illness"] > 0, r["injury"] == 1
    return "both" if ill and injured else "ill" if ill else "injured" if injured else "neither"


def m_vietnami(rng):
    df = r_data("VietNamI")
    # drawn by kind so that the injured without an illness weigh in the answer as much as the ill
    kind = pd.Series([_health(r) for _, r in df.iterrows()])
    sizes = {"ill": 90, "injured": 80, "both": 10, "neither": 120}
    return {"vietnam_individuals_1997.csv": _stratified(df, kind, sizes, "person", rng)}


def m_insteval(rng):
    df = r_data("InstEval")
    return {"eth_lecture_ratings.xlsx": _stratified(df, df["service"], {0: 150, 1: 150}, "rating_no", rng)}


def m_mid(rng):
    df = r_data("mid")
    pair = df["contig"].astype(str) + "/" + df["major"].astype(str)
    sizes = {"1/1": 150, "1/0": 75, "0/1": 60, "0/0": 15}
    return {"interstate_dyads.jsonl": _stratified(df, pair, sizes, "dyad", rng)}


# ---- deduplication and consistency --------------------------------------------------------------------
OIL_COLUMNS = ["dur", "size", "waterd", "gasres", "operator", "p", "vardp"]


def m_oil(rng):
    df = r_data("Oil")[OIL_COLUMNS].reset_index(drop=True)
    rows = [r for _, r in df.iterrows()]
    for _, r in df.iloc[rng.sample(range(len(df)), 12)].iterrows():
        first = next(i for i, x in enumerate(rows) if x.equals(r))
        rows.insert(rng.randrange(first + 1, len(rows) + 1), r)
    return {"uk_oil_fields.tsv": numbered(pd.DataFrame(rows), "line")}


def e_oil(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    return df[~df.duplicated(subset=OIL_COLUMNS, keep="first")].reset_index(drop=True)


def m_patents(rng):
    df = r_data("PatentsRD").reset_index(drop=True)
    firms = sorted(rng.sample(sorted(df["fi"].unique()), 30))
    df = df[df["fi"].isin(firms)].sort_values(["fi", "year"]).reset_index(drop=True)
    sectors = sorted(df["sector"].unique())
    # one year of 12 firms keyed with another sector, the firm's first year in four of them and its last in
    # four, so that neither end of the panel is the rule
    for n, w in enumerate(rng.sample(firms, 12)):
        rows = list(df.index[df["fi"] == w])
        i = [rows[0], rows[-1], rng.choice(rows[1:-1])][n % 3]
        df.at[i, "sector"] = rng.choice([s for s in sectors if s != df.at[i, "sector"]])
    return {"firm_patents_1983_1991.csv": numbered(df, "line")}


def e_patents(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["sector"] = df.groupby("fi")["sector"].transform(lambda s: s.mode().iloc[0])
    return df


def m_vietnamh(rng):
    df = drawn(r_data("VietNamH"), 265, "household", rng)
    start = pd.Timestamp("1997-12-01")
    df["interviewed"] = [start + pd.Timedelta(days=rng.randrange(0, 240)) for _ in range(len(df))]
    again = df.iloc[rng.sample(range(len(df)), 35)].copy()
    # the second interview is later and the expenditure answers moved a little
    again["interviewed"] = [d + pd.Timedelta(days=rng.randrange(20, 120)) for d in again["interviewed"]]
    again["lntotal"] = [round(v + rng.uniform(-0.15, 0.15), 5) for v in again["lntotal"]]
    out = _shuffled(pd.concat([df, again], ignore_index=True), rng)
    out["interviewed"] = [d.strftime("%Y-%m-%d") for d in out["interviewed"]]
    return {"vietnam_households_1997.xlsx": numbered(out, "line")}


def e_vietnamh(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    latest = df.groupby("household")["interviewed"].transform("max")
    return df[df["interviewed"] == latest].reset_index(drop=True)


# ---- imputation ---------------------------------------------------------------------------------------
def m_www(rng):
    df = r_data("WWWusage").rename(columns={"time": "minute", "WWWusage": "users"}).reset_index(drop=True)
    gone: set[int] = set()
    for i in rng.sample(range(1, len(df) - 1), len(df) - 2):
        if len(gone) < 12 and i - 1 not in gone and i + 1 not in gone:
            gone.add(i)
    return {"server_users_per_minute.csv": _blank(df, "users", gone)}


def e_www(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["users"] = df["users"].interpolate(method="linear")
    return df


DOCTOR_COLUMNS = ["mdu", "lc", "idp", "physlim", "ndisease", "health", "linc", "educdec", "age", "sex"]


def m_doctor(rng):
    df = r_data("DoctorContacts")[DOCTOR_COLUMNS]
    df["age"] = df["age"].round(1)
    df = drawn(df, 300, "person_year", rng)
    # the entry screen left the visits blank for everyone with none
    return {"rand_doctor_contacts.jsonl": _blank(df, "mdu", set(df.index[df["mdu"] == 0]))}


def e_doctor(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["mdu"] = df["mdu"].fillna(0)
    return df


def m_immigration(rng):
    df = r_data("immigration").dropna(subset=["prtyid"])
    df["wage1992"] = df["wage1992"].round(4)
    return {"immigration_attitudes_1992.tsv": drawn(df, 300, "respondent", rng)}


def e_immigration(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["wage1992"] = df["wage1992"].fillna(df.groupby("prtyid")["wage1992"].transform("median"))
    return df


# ---- integration --------------------------------------------------------------------------------------
def m_cd4(rng):
    df = numbered(r_data("cd4"), "patient")
    stayed = sorted(rng.sample(range(len(df)), 13))
    return {
        "cd4_baseline.csv": df[["patient", "baseline"]],
        "cd4_one_year.xlsx": _shuffled(df.iloc[stayed][["patient", "oneyear"]], rng),
    }


def e_cd4(frames: Frames) -> pd.DataFrame:
    a, b = frames.values()
    return a.merge(b, on="patient", how="inner")


VOTE_STATES = ["AR", "SC"]


def m_voteincome(rng):
    df = r_data("voteincome")
    parts = [drawn(df[df["state"] == s].drop(columns="state"), 150, "respondent", rng) for s in VOTE_STATES]
    return {
        "turnout_arkansas_2000.jsonl": parts[0],
        "turnout_south_carolina_2000.csv": parts[1].assign(respondent=parts[1]["respondent"] + 150),
    }


def e_voteincome(frames: Frames) -> pd.DataFrame:
    parts = [f.assign(state=s) for f, s in zip(frames.values(), VOTE_STATES, strict=True)]
    return pd.concat(parts, ignore_index=True)


MEXICO_COLUMNS = ["vote88", "age", "female", "school", "working", "union", "townsize", "religion"]
CANDIDATES = pd.DataFrame(
    {
        "code": [1, 2, 3],
        "candidate": ["Carlos Salinas", "Manuel Clouthier", "Cuauhtemoc Cardenas"],
        "party": ["PRI", "PAN", "FDN"],
    }
)


def m_mexico(rng):
    df = drawn(r_data("mexico")[MEXICO_COLUMNS], 300, "respondent", rng)
    return {"mexico_1988_survey.csv": df, "candidates_1988.tsv": _shuffled(CANDIDATES, rng)}


def e_mexico(frames: Frames) -> pd.DataFrame:
    survey, candidates = frames.values()
    return survey.merge(candidates.rename(columns={"code": "vote88"}), on="vote88", how="left")


# ---- labeling -----------------------------------------------------------------------------------------
def _mood(r: pd.Series) -> str:
    return "unhappy" if r["rate"] <= 2 else "average" if r["rate"] == 3 else "happy"


def m_fair(rng):
    df = r_data("Fair")
    # drawn by rating, so that each boundary between the moods weighs in the answer
    sizes = {1: 14, 2: 66, 3: 80, 4: 90, 5: 50}
    return {"marriage_survey_1969.xlsx": _stratified(df, df["rate"], sizes, "respondent", rng)}


MOOD_BANDS = [("unhappy", "rate", "<=", 2), ("average", "rate", "<=", 3)]


def _triage(r: pd.Series) -> str:
    if r["admit"] == 1:
        return "high" if r["age75"] == 1 else "medium"
    return "routine"


def m_azpro(rng):
    df = r_data("azpro")
    cell = df["admit"].astype(str) + "/" + df["age75"].astype(str)
    sizes = {"1/1": 75, "1/0": 75, "0/1": 75, "0/0": 75}
    return {"arizona_cardiac_stays.csv": _stratified(df, cell, sizes, "patient", rng)}


TRIAGE_CASES = [
    {
        "label": "high",
        "conditions": [
            {"column": "admit", "op": "==", "value": 1},
            {"column": "age75", "op": "==", "value": 1},
        ],
    },
    {"label": "medium", "conditions": [{"column": "admit", "op": "==", "value": 1}]},
]


def m_train(rng):
    return {"dutch_rail_choices.tsv": drawn(r_data("Train"), 300, "question", rng)}


def _cheaper(r: pd.Series) -> str:
    if r["price1"] < r["price2"]:
        return "first"
    return "second" if r["price2"] < r["price1"] else "same"


# ---- refinement ---------------------------------------------------------------------------------------
def m_chest(rng):
    return {"militia_chest_sizes.jsonl": r_data("ChestSizes").reset_index(drop=True)}


def e_chest(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["chest"] = (df["chest"] * 2.54).round(1)
    return df


def _recased(v: str, rng: random.Random) -> str:
    return rng.choice([v.upper(), v.capitalize(), v[:5].capitalize() + v[5:].upper(), v.title()])


def m_catsup(rng):
    df = drawn(r_data("Catsup"), 300, "purchase", rng)
    df["choice"] = [_recased(v, rng) if rng.random() < 0.65 else v for v in df["choice"]]
    return {"ketchup_purchases.xlsx": df}


def e_catsup(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["choice"] = df["choice"].str.lower()
    return df


METAL_COLUMNS = ["va", "labor", "capital"]


def _german(v: float) -> str:
    return f"{v:,.2f}".replace(",", " ").replace(".", ",").replace(" ", ".")


def m_metal(rng):
    df = numbered(r_data("Metal"), "observation")
    for c in METAL_COLUMNS:
        df[c] = [_german(v) for v in df[c]]
    return {"primary_metals_sic33.csv": df}


def e_metal(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    for c in METAL_COLUMNS:
        df[c] = [float(str(v).replace(".", "").replace(",", ".")) for v in df[c]]
    return df


TOWNS = {
    "SubCopenhagen": "Copenhagen suburbs",
    "LargeCity": "large city",
    "City": "other city",
    "Country": "countryside",
}


def m_danish(rng):
    return {"danish_welfare_1976.tsv": numbered(r_data("DanishWelfare"), "cell")}


def e_danish(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["Urban"] = df["Urban"].replace(TOWNS)
    return df


# ---- DAG-level ----------------------------------------------------------------------------------------
def m_yogurt(rng):
    df = r_data("Yogurt").iloc[:280].reset_index(drop=True)
    df.insert(0, "purchase", range(1, len(df) + 1))
    rows = [r for _, r in df.iterrows()]
    dannon = list(df.index[df["choice"] == "dannon"])
    # most doubles are of the brand asked for, so that filtering alone leaves them in
    twice = rng.sample(dannon, 14) + rng.sample([i for i in df.index if i not in dannon], 6)
    for _, r in df.iloc[sorted(twice)].iterrows():
        rows.insert(int(r["purchase"]) + rng.randrange(0, 3), r)
    return {"yogurt_purchases_export.csv": pd.DataFrame(rows).reset_index(drop=True)}


def e_yogurt(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df = df[~df.duplicated(subset=["purchase"], keep="first")]
    return df[df["choice"] == "dannon"].reset_index(drop=True)


UPPER_SCORE = 20


def m_tests(rng):
    return {"mental_test_scores.xlsx": numbered(r_data("Tests"), "student")}


def e_tests(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["x2"] = df["x2"].fillna(df["x2"].median())
    df["group"] = ["upper" if v >= UPPER_SCORE else "lower" for v in df["x2"]]
    return df


MODES = ["air", "train", "bus", "car"]


def m_modechoice(rng):
    df = r_data("ModeChoice").reset_index(drop=True)
    # the table lists each traveller's four modes in a fixed order, air first
    df.insert(0, "traveller", [i // 4 + 1 for i in range(len(df))])
    df.insert(1, "option", [MODES[i % 4] for i in range(len(df))])
    chosen = sorted(rng.sample(range(1, df["traveller"].max() + 1), 60))
    df = df[df["traveller"].isin(chosen)].reset_index(drop=True)
    trips = numbered(df.drop(columns=["hinc", "psize"]).rename(columns={"mode": "chosen"}), "row")
    people = df.drop_duplicates("traveller")[["traveller", "hinc", "psize"]]
    return {"sydney_melbourne_options.jsonl": trips, "travellers.xlsx": _shuffled(people, rng)}


def e_modechoice(frames: Frames) -> pd.DataFrame:
    trips, people = frames.values()
    out = trips.merge(people, on="traveller", how="left")
    return out[out["chosen"] == 1].reset_index(drop=True)


README_HEAD = """# GovBench real-table held-out suite, sixteenth set

{n} governance tasks on real public tables that none of the development suite (`govbench_real`) and the fifteen
earlier held-out suites (`govbench_real_fresh` to `govbench_real_fresh15`) uses, nor the same data under another
name. The requests read like e-mails from different people to a data person, of varied length and build;
columns are named by what they hold or by a synonym rather than by their header, and details a colleague would
take for granted are left out. Built by `python -m dataagents.governance.builders.real_fresh16 [OUT]`
(deterministic, seed {seed}).

"""
README_HEAD += """\
**Held out.** Written without looking at the parser; kept as a held-out check, never used to grow rules. The
requests were written without reading or running the governance agent's request reader, planner, solver or
operators (of `governance/` outside `builders/` only the table reader and the metrics' definitions were read; the
operators were run only as reference pipelines) and were not tuned to what it can do: run the suite to measure,
but do not use its tasks or wordings to grow rules.

"""
# the method and the measuring commands are the fifteenth set's
README_HEAD += _FRESH15_HEAD[
    _FRESH15_HEAD.index("How each task is built") : _FRESH15_HEAD.index("Everyday requests")
].replace("govbench_real_fresh15", "govbench_real_fresh16")
README_HEAD += """\
Everyday requests covered: people kept when either of two things happened to them, ratings of service courses
dropped, pairs kept only when two conditions hold; fields pasted in twice under new line numbers removed, a code
that must be one per firm made consistent, and the latest of two interviews kept; gaps filled halfway between
their neighbours, blanks that mean zero filled, and blanks filled with the median of a group; two visits put side
by side for the patients in both, two state extracts stacked with a column naming each, and a code sheet joined;
three bands from a rating, three labels from two yes/no columns, and which of two columns is lower; inches given
in centimetres, codes typed in every capitalisation made one, German-formatted numbers made plain, and codes
spelled out; and three pipelines: a double export removed before a filter, blanks filled before a threshold
label, and a second table joined before a filter.

Sources: R datasets from the packages `Ecdat`, `Zelig`, `lme4`, `COUNT`, `boot`, `sem`, `HistData`, `vcdExtra` and
`datasets`, as shipped by the Python package `pydataset` (which bundles the Rdatasets collection); each table's
reference and licence is in the table below and in its task's `provenance`. The repeated fields in
`fresh16_dedup_oil_fields_pasted_twice`, the miskeyed sectors in `fresh16_dedup_firm_sector`, the second
interviews in `fresh16_dedup_household_reinterviews`, the double export in `fresh16_dag_yogurt_double_export`,
the candidate sheet in `fresh16_integrate_mexico_candidates` and the interview dates are invented by hand.

"""
README_HEAD += _FRESH15_HEAD[_FRESH15_HEAD.index("Scenario counts:") :]


TASKS: list[RealTask] = [
    # filtering
    RealTask(
        "fresh16_filter_ill_or_injured",
        "filtering",
        "For the pharmacy-use paper we only want people who were ill or got injured in the past twelve months. "
        "Please drop everyone else from the Vietnam individuals file.",
        "VietNamI",
        m_vietnami,
        keep(lambda d: (d["illness"] > 0) | (d["injury"] == 1)),
        "vietnam_individuals_ill_or_injured.tsv",
        "person",
        [
            (
                "filter_rows",
                {
                    "conditions": [
                        {"column": "illness", "op": ">", "value": 0},
                        {"column": "injury", "op": "==", "value": 1},
                    ],
                    "match": "any",
                    "action": "keep",
                },
            )
        ],
        prep="300 of the 27765 individuals drawn at random within strata, 90 ill and not injured, 80 injured "
        "and not ill, 10 both and 120 neither, kept in their order, numbered, as CSV",
    ),
    RealTask(
        "fresh16_filter_home_department_courses",
        "filtering",
        "The teaching prize only counts courses a lecturer gives for their own department. Can you take the "
        "service courses out of the ETH ratings?",
        "InstEval",
        m_insteval,
        keep(lambda d: d["service"] == 0),
        "eth_lecture_ratings_own_department.csv",
        "rating_no",
        [("filter_value", {"column": "service", "op": "==", "value": 0})],
        prep="300 of the 73421 ratings drawn at random within strata, 150 of service courses and 150 of others, "
        "kept in their order, numbered, as XLSX",
    ),
    RealTask(
        "fresh16_filter_bordering_major_powers",
        "filtering",
        "hi - for the rivalry chapter I just need the pairs of countries that border each other and where at "
        "least one side is a major power. everything else can go",
        "mid",
        m_mid,
        keep(lambda d: (d["contig"] == 1) & (d["major"] == 1)),
        "interstate_dyads_bordering_major.xlsx",
        "dyad",
        [
            (
                "filter_rows",
                {
                    "conditions": [
                        {"column": "contig", "op": "==", "value": 1},
                        {"column": "major", "op": "==", "value": 1},
                    ],
                    "match": "all",
                    "action": "keep",
                },
            )
        ],
        prep="300 of the 3126 pairs drawn at random within strata, 150 contiguous with a major power, 75 "
        "contiguous without, 60 with a major power not contiguous and 15 neither, kept in their order, "
        "numbered, as JSONL",
    ),
    # deduplication and consistency
    RealTask(
        "fresh16_dedup_oil_fields_pasted_twice",
        "deduplication",
        "Somebody pasted part of the UK oil field list in a second time further down, so a dozen fields show up "
        "twice with different line numbers. One line per field, please, the first one.",
        "Oil",
        m_oil,
        e_oil,
        "uk_oil_fields_unique.jsonl",
        "line",
        [("dedup_exact", {"columns": OIL_COLUMNS, "keep": "first"})],
        prep="all 53 fields, seven of the columns (not the later price expectations), 12 of them pasted again "
        "by hand at a random later place, numbered after that, as TSV",
    ),
    RealTask(
        "fresh16_dedup_firm_sector",
        "deduplication",
        "A firm stays in the same industry for the whole 1983-1991 patent panel, but a few yearly lines were "
        "keyed with the wrong sector. Set those back to what the firm's other years show.",
        "PatentsRD",
        m_patents,
        e_patents,
        "firm_patents_1983_1991_fixed.tsv",
        "line",
        [("enforce_functional_dependency", {"determinant": ["fi"], "dependent": "sector"})],
        prep="30 of the 181 firms drawn at random with their nine years (270 rows), sorted by firm and year, "
        "numbered, as CSV; the sector of one year in each of 12 firms changed by hand to another sector, the "
        "firm's first year in 4 of them and its last in 4",
    ),
    RealTask(
        "fresh16_dedup_household_reinterviews",
        "deduplication",
        "Some of the Vietnamese households were interviewed a second time after the first visit. Only the most "
        "recent interview of each household should stay in the file.",
        "VietNamH",
        m_vietnamh,
        e_vietnamh,
        "vietnam_households_latest.csv",
        "line",
        [("dedup_keep_latest", {"key": ["household"], "timestamp": "interviewed"})],
        prep="265 of the 5999 households drawn at random, kept in their order, numbered, with a made-up "
        "interview date from December 1997 to July 1998; 35 of them interviewed again 20-120 days later with "
        "the log total expenditure moved by up to 0.15, shuffled, numbered, as XLSX",
    ),
    # imputation
    RealTask(
        "fresh16_impute_users_between_minutes",
        "imputation",
        "Our server log lost a dozen of the per-minute user counts. Fill each one with the value halfway "
        "between the minute before and the minute after.",
        "WWWusage",
        m_www,
        e_www,
        "server_users_per_minute_filled.xlsx",
        "minute",
        kind="cells",
        prep="all 100 minutes, the minute and the count of users, as CSV; 12 counts blanked by hand, never the "
        "first or last minute nor two running; no operator's parameters were read, so the ground truth is the "
        "pandas table",
    ),
    RealTask(
        "fresh16_impute_no_visits_blank",
        "imputation",
        "In the RAND doctor contacts extract the visit count was left empty whenever someone had no outpatient "
        "visits that year. Could you write those as zero?",
        "DoctorContacts",
        m_doctor,
        e_doctor,
        "rand_doctor_contacts_filled.csv",
        "person_year",
        [("impute_constant", {"columns": ["mdu"], "value": 0})],
        prep="300 of the 20186 person-years drawn at random, kept in their order, ten of the columns, age to "
        "one decimal, numbered, as JSONL; the visits blanked by hand wherever they were 0",
    ),
    RealTask(
        "fresh16_impute_wage_by_party",
        "imputation",
        "Several respondents in the 1992 immigration survey have no wage. Please use the median wage of the "
        "people with the same party identification for them.",
        "immigration",
        m_immigration,
        e_immigration,
        "immigration_attitudes_1992_wages.jsonl",
        "respondent",
        [("impute_groupwise", {"columns": ["wage1992"], "by": ["prtyid"], "strategy": "median"})],
        prep="300 of the 2445 respondents with a party identification drawn at random, kept in their order, "
        "numbered, wage to four decimals, as TSV; the blank wages are the dataset's own NA",
    ),
    # integration
    RealTask(
        "fresh16_integrate_cd4_both_visits",
        "integration",
        "Can you line up each patient's CD4 count at the start with the one from a year later? Only the "
        "patients who came to both.",
        "cd4",
        m_cd4,
        e_cd4,
        "cd4_baseline_and_one_year.jsonl",
        None,
        [("join_composite", {"keys": ["patient"], "how": "inner"})],
        prep="all 20 patients, numbered, their baseline counts as CSV and the one-year counts of 13 of them "
        "drawn at random, shuffled, as XLSX",
    ),
    RealTask(
        "fresh16_integrate_turnout_two_states",
        "integration",
        "I have the 2000 turnout extracts for Arkansas and for South Carolina as two files. Make them one table "
        "with a state column holding the two-letter postal code.",
        "voteincome",
        m_voteincome,
        e_voteincome,
        "turnout_2000_two_states.tsv",
        None,
        [("union_align", {"source_column": "state", "source_names": VOTE_STATES})],
        prep="150 respondents drawn at random from each state, kept in their order, numbered on from Arkansas "
        "to South Carolina, without the state, as JSONL and CSV",
    ),
    RealTask(
        "fresh16_integrate_mexico_candidates",
        "integration",
        "Please bring the candidate's name and party from the candidates sheet into the 1988 Mexico survey, "
        "matched on the vote.",
        "mexico",
        m_mexico,
        e_mexico,
        "mexico_1988_survey_candidates.xlsx",
        "respondent",
        [("join_composite", {"left_keys": ["vote88"], "right_keys": ["code"], "how": "left"})],
        prep="300 of the 1359 respondents drawn at random, kept in their order, eight of the columns, "
        "numbered, as CSV; the three candidates of the documentation written as a sheet with code, name and "
        "party, shuffled, as TSV",
    ),
    # labeling
    RealTask(
        "fresh16_label_marriage_mood",
        "labeling",
        "Add a mood column to the 1969 marriage survey from how happy people rated their marriage: unhappy for "
        "1 or 2, average for 3, happy for 4 and 5.",
        "Fair",
        m_fair,
        labelled("mood", _mood),
        "marriage_survey_1969_mood.csv",
        "respondent",
        [("label_conditions", prefix_conditions("mood", MOOD_BANDS, "happy"))],
        target="mood",
        prep="300 of the 601 people drawn at random within strata of the rating of their marriage, 14 who "
        "rated it 1, 66 who rated it 2, 80 who rated it 3, 90 who rated it 4 and 50 who rated it 5, kept in their "
        "order, numbered, as XLSX",
    ),
    RealTask(
        "fresh16_label_cardiac_triage",
        "labeling",
        "Quality team here. We'd like a triage column on the Arizona heart patients: high for urgent "
        "admissions aged 75 or more, medium for the other urgent admissions, routine for elective ones.",
        "azpro",
        m_azpro,
        labelled("triage", _triage),
        "arizona_cardiac_stays_triage.jsonl",
        "patient",
        [("label_conditions", {"target": "triage", "cases": TRIAGE_CASES, "default": "routine"})],
        target="triage",
        prep="300 of the 3589 patients drawn at random within strata, 75 for each combination of urgent "
        "admission and age 75 or over, kept in their order, numbered, as CSV",
    ),
    RealTask(
        "fresh16_label_cheaper_ticket",
        "labeling",
        "For every question in the Dutch rail survey, which of the two trips offered was cheaper? Put first, "
        "second or same in a new column called cheaper.",
        "Train",
        m_train,
        labelled("cheaper", _cheaper),
        "dutch_rail_choices_cheaper.csv",
        "question",
        kind="labels",
        target="cheaper",
        prep="300 of the 2929 choices drawn at random, kept in their order, numbered, as TSV; the reference "
        "pipelines compare a column with a constant, so the ground truth is the pandas table",
    ),
    # refinement
    RealTask(
        "fresh16_refine_chest_centimetres",
        "refinement",
        "Chest sizes of the Scottish militiamen are in inches; the exhibit wants centimetres to one decimal.",
        "ChestSizes",
        m_chest,
        e_chest,
        "militia_chest_sizes_cm.tsv",
        "count",
        [("convert_unit", {"column": "chest", "to_unit": "cm", "default_unit": "in", "round": 1})],
        prep="all 16 chest sizes with their counts, as JSONL",
    ),
    RealTask(
        "fresh16_refine_ketchup_brand_case",
        "refinement",
        "The brand bought in the ketchup panel was typed with every capitalisation under the sun. We keep "
        "brand codes in lower case.",
        "Catsup",
        m_catsup,
        e_catsup,
        "ketchup_purchases_clean.jsonl",
        "purchase",
        [("change_case", {"column": "choice", "case": "lower"})],
        prep="300 of the 2798 purchases drawn at random, kept in their order, numbered, as XLSX; 65% of the "
        "brands bought re-cased by hand (upper, capitalised, title or mixed)",
    ),
    RealTask(
        "fresh16_refine_german_numbers",
        "refinement",
        "The primary metals figures came back from our Frankfurt office with German number formatting. I need "
        "value added, labour and capital as ordinary numbers before I can run the production function.",
        "Metal",
        m_metal,
        e_metal,
        "primary_metals_sic33_numbers.xlsx",
        "observation",
        kind="cells",
        prep="all 27 observations, numbered, as CSV, the three figures written by hand with a point between "
        "thousands and a decimal comma; no operator's parameters were read, so the ground truth is the pandas "
        "table",
    ),
    RealTask(
        "fresh16_refine_danish_town_words",
        "refinement",
        "Before the welfare table goes into the report, write the urbanisation out in words: SubCopenhagen as "
        "Copenhagen suburbs, LargeCity as large city, City as other city and Country as countryside. "
        "Copenhagen itself can stay.",
        "DanishWelfare",
        m_danish,
        e_danish,
        "danish_welfare_1976_readable.csv",
        "cell",
        [("map_values", {"column": "Urban", "mapping": TOWNS})],
        prep="all 180 cells, numbered, as TSV",
    ),
    # DAG-level
    RealTask(
        "fresh16_dag_yogurt_double_export",
        "deduplication",
        "The yogurt export wrote some purchases out twice. Could you clear the doubles and then give me only "
        "the Dannon purchases?",
        "Yogurt",
        m_yogurt,
        e_yogurt,
        "yogurt_purchases_dannon.tsv",
        "purchase",
        [
            ("dedup_key", {"key": ["purchase"], "keep": "first"}),
            ("filter_value", {"column": "choice", "op": "==", "value": "dannon"}),
        ],
        prep="the first 280 purchases (the first households' in the panel), numbered; 20 of them, 14 of Dannon "
        "and 6 of the other brands, written again by hand right after or near themselves, as CSV",
        level="dag",
    ),
    RealTask(
        "fresh16_dag_second_test_groups",
        "imputation",
        "Five students have no score on the second x test. Give them the median of that test, then split "
        "everybody into upper (20 or more on it) and lower in a column named group.",
        "Tests",
        m_tests,
        e_tests,
        "mental_test_scores_grouped.csv",
        "student",
        [
            ("impute_statistic", {"columns": ["x2"], "strategy": "median"}),
            (
                "label_conditions",
                prefix_conditions("group", [("upper", "x2", ">=", UPPER_SCORE)], "lower"),
            ),
        ],
        target="group",
        prep="all 32 students, numbered, as XLSX; the blanks are the dataset's own NA",
        level="dag",
    ),
    RealTask(
        "fresh16_dag_chosen_travel_modes",
        "integration",
        "Add household income and party size from the traveller sheet to the Sydney-Melbourne options, then "
        "keep just the option each traveller actually took.",
        "ModeChoice",
        m_modechoice,
        e_modechoice,
        "sydney_melbourne_chosen_trips.xlsx",
        "row",
        [
            ("join_composite", {"keys": ["traveller"], "how": "left"}),
            ("filter_value", {"column": "chosen", "op": "==", "value": 1}),
        ],
        prep="60 of the 210 travellers drawn at random, their four options each (air, train, bus, car, in the "
        "documented order) with the choice flag and the costs and times, numbered, as JSONL; their household income and "
        "party size as a sheet, shuffled, as XLSX",
        level="dag",
    ),
]


build_suite, main = suite_commands(TASKS, FRESH16_DIR, SEED, sources=SOURCES, head=README_HEAD)


if __name__ == "__main__":
    main()
