"""Build the Kaggle part of the modeling development set: real competitions' own training files, re-split 8:2.

This is what a user meets: a real Kaggle competition's ``train.csv`` (the labelled file, as Kaggle distributes
it), split 8:2 with a fixed seed so that the 20 % keep hidden labels, each scored with the competition's own
metric. The competitions are none of DSBench's 74 (the maintainers' held-out competitions are drawn from that
list), so the floor is never tuned on them.

The raw files are not downloaded by this script. Put each competition's ``train.csv`` under
``RAW/<competition>/train.csv`` (``kaggle competitions download -c <competition>`` gives it; the copies the
committed set was made from are public GitHub copies, named with their commit in the set's README), then

    .venv/bin/python benchmarks/modeling_kaggle_devset.py RAW [DEST]   # default DEST benchmarks/data/modeling_kaggle

It writes the same release layout as ``modeling_devset.py`` (so ``load_release``, ``dataagents model`` and
``benchmarks/modeling_budget.py --root`` read it unchanged). Large files are sampled to at most ``MAX_ROWS`` rows
(seeded) so a 60-300 s budget on 2 cores is a fair test; the competition's id column is replaced by a seeded
permutation, as in the other set. Columns that Kaggle's test file does not have (they describe the outcome) are
dropped, and nothing else is changed.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pandas as pd

from modeling_devset import SEED, DevTask, Made, _majority, _mean, build_task

DEST = Path(__file__).resolve().parent / "data" / "modeling_kaggle"
MAX_ROWS = 20000
KAGGLE_LICENSE = (
    "Kaggle competition data, used under the competition's rules for research; a small seeded sample kept as a "
    "benchmark input only"
)


def _read(raw: Path, competition: str, drop: list[str], max_rows: int = MAX_ROWS) -> pd.DataFrame:
    path = raw / competition / "train.csv"
    if not path.is_file():
        raise SystemExit(f"missing {path}: download the competition's train.csv there first")
    df = pd.read_csv(path, keep_default_na=False, na_values=[""], dtype=str)
    df = df.drop(columns=drop)
    if len(df) > max_rows:
        df = df.sample(n=max_rows, random_state=SEED).sort_index()
    return df.reset_index(drop=True)


def _one_hot(df: pd.DataFrame, column: str, columns: dict[str, str]) -> tuple[pd.DataFrame, list[str]]:
    """Kaggle's probability submission: one 0/1 column per class (``columns``: class -> submission column);
    the class column stays as ``_strat`` for the stratified split and is dropped from the written files."""
    hot = pd.DataFrame({name: (df[column] == value).astype(int) for value, name in columns.items()})
    df = pd.concat([df, hot], axis=1)
    return df.rename(columns={column: "_strat"}), list(columns.values())


def _typed(df: pd.DataFrame) -> pd.DataFrame:
    """Numbers back as numbers (the file was read as text so that nothing was guessed while sampling)."""
    out = df.copy()
    for col in out.columns:
        as_num = pd.to_numeric(out[col], errors="coerce")
        if as_num.notna().sum() == out[col].notna().sum():
            out[col] = as_num
    return out


def _house_prices(raw: Path) -> Made:
    df = _typed(_read(raw, "house-prices-advanced-regression-techniques", ["Id"]))
    return Made(df, ["SalePrice"], None, _mean("SalePrice"))


def _loan_approval(raw: Path) -> Made:
    df = _typed(_read(raw, "playground-series-s4e10", ["id"]))
    return Made(df, ["loan_status"], "loan_status", lambda tr: {"loan_status": 0.5})


def _forest_cover(raw: Path) -> Made:
    df = _typed(_read(raw, "forest-cover-type-prediction", ["Id"]))
    return Made(df, ["Cover_Type"], "Cover_Type", _majority("Cover_Type"))


SHELTER_OUTCOMES = ["Adoption", "Died", "Euthanasia", "Return_to_owner", "Transfer"]


def _shelter(raw: Path) -> Made:
    # OutcomeSubtype describes the outcome (Kaggle's test file lacks it); AnimalID is the training file's own id
    df = _read(raw, "shelter-animal-outcomes", ["AnimalID", "OutcomeSubtype"])
    df, targets = _one_hot(df, "OutcomeType", {o: o for o in SHELTER_OUTCOMES})
    return Made(df, targets, "_strat", lambda tr: dict.fromkeys(targets, 0.2))


def _cirrhosis(raw: Path) -> Made:
    df = _typed(_read(raw, "playground-series-s3e26", ["id"]))
    df, targets = _one_hot(df, "Status", {s: f"Status_{s}" for s in ("C", "CL", "D")})
    return Made(df, targets, "_strat", lambda tr: dict.fromkeys(targets, round(1 / 3, 6)))


def _otto(raw: Path) -> Made:
    # 93 count columns: 12,000 of the 61,878 rows keep the task's files near 2.5 MB
    df = _typed(_read(raw, "otto-group-product-classification-challenge", ["id"], max_rows=12000))
    df, targets = _one_hot(df, "target", {f"Class_{i}": f"Class_{i}" for i in range(1, 10)})
    return Made(df, targets, "_strat", lambda tr: dict.fromkeys(targets, round(1 / 9, 6)))


def _personality(raw: Path) -> Made:
    df = _typed(_read(raw, "playground-series-s5e7", ["id"]))
    return Made(df, ["Personality"], "Personality", _majority("Personality"))


def _mercedes(raw: Path) -> Made:
    df = _typed(_read(raw, "mercedes-benz-greener-manufacturing", ["ID"]))
    return Made(df, ["y"], None, _mean("y"))


def _ghouls(raw: Path) -> Made:
    df = _typed(_read(raw, "ghouls-goblins-and-ghosts-boo", ["id"]))
    return Made(df, ["type"], "type", _majority("type"))


def _rainfall(raw: Path) -> Made:
    df = _typed(_read(raw, "playground-series-s5e3", ["id"]))
    return Made(df, ["rainfall"], "rainfall", lambda tr: {"rainfall": 0.5})


def tasks(raw: Path) -> list[DevTask]:
    return [
        DevTask(
            "house-prices",
            "House Prices - Advanced Regression Techniques",
            "rmsle",
            "regression (79 columns, many categorical, 'NA' meaning 'none')",
            "Predict the sales price of each house in Ames, Iowa. The competition scores the RMSE between the "
            "logarithms of the predicted and the observed prices.",
            {
                "MSSubClass..SaleCondition": "79 columns describing the house (see the competition's data_description)",
                "SalePrice": "sale price in dollars (target)",
            },
            "Kaggle house-prices-advanced-regression-techniques train.csv (Ames Housing, De Cock 2011), all 1,460 rows",
            lambda: _house_prices(raw),
            id_column="Id",
            license=KAGGLE_LICENSE + "; the Ames Housing data is free for educational use (De Cock 2011)",
        ),
        DevTask(
            "loan-approval",
            "Loan Approval Prediction (Playground Series S4E10)",
            "roc_auc",
            "binary (synthetic from a credit-risk data set)",
            "Predict whether an applicant is approved for a loan (loan_status).",
            {
                "person_age..cb_person_cred_hist_length": "applicant and loan attributes",
                "loan_status": "1 approved, 0 not (target)",
            },
            f"Kaggle playground-series-s4e10 train.csv, {MAX_ROWS:,} of 58,645 rows",
            lambda: _loan_approval(raw),
            license=KAGGLE_LICENSE,
        ),
        DevTask(
            "forest-cover",
            "Forest Cover Type Prediction",
            "accuracy",
            "multiclass (7 cover types, one-hot wilderness and soil columns)",
            "Predict the forest cover type of each 30 m cell of Roosevelt National Forest from cartographic "
            "variables.",
            {
                "Elevation..Soil_Type40": "cartographic variables, one-hot wilderness areas and soil types",
                "Cover_Type": "1-7 (target)",
            },
            "Kaggle forest-cover-type-prediction train.csv (UCI Covertype, US Forest Service), all 15,120 rows",
            lambda: _forest_cover(raw),
            id_column="Id",
            license=KAGGLE_LICENSE + "; the UCI Covertype data is CC BY 4.0",
        ),
        DevTask(
            "shelter-outcomes",
            "Shelter Animal Outcomes",
            "log_loss",
            "multiclass probabilities (5 outcomes; names, dates, ages as text, breeds, colours)",
            "Predict the outcome of each animal leaving the Austin Animal Center: the probability of each of "
            "Adoption, Died, Euthanasia, Return_to_owner, Transfer.",
            {
                "Name": "the animal's name (often blank)",
                "DateTime": "date and time of the outcome",
                "AnimalType": "Dog or Cat",
                "SexuponOutcome": "sex and whether neutered",
                "AgeuponOutcome": "age as text, e.g. '2 years', '3 weeks'",
                "Breed": "breed, e.g. 'Pit Bull Mix'",
                "Color": "colour, e.g. 'Brown/White'",
                "Adoption..Transfer": "one column per outcome, 1 for the outcome that happened (targets)",
            },
            f"Kaggle shelter-animal-outcomes train.csv (Austin Animal Center), {MAX_ROWS:,} of 26,729 rows",
            lambda: _shelter(raw),
            id_column="ID",
            license=KAGGLE_LICENSE + "; the Austin Animal Center records are City of Austin open data",
        ),
        DevTask(
            "cirrhosis-outcomes",
            "Multi-Class Prediction of Cirrhosis Outcomes (Playground Series S3E26)",
            "log_loss",
            "multiclass probabilities (3 outcomes; synthetic from the Mayo Clinic cirrhosis trial)",
            "Predict the outcome of patients with cirrhosis: the probability of each of Status_C (censored), "
            "Status_CL (censored due to liver transplant) and Status_D (death).",
            {
                "N_Days..Stage": "patient and laboratory attributes (drug, age in days, sex, bilirubin ...)",
                "Status_C, Status_CL, Status_D": "1 for the outcome that happened (targets)",
            },
            "Kaggle playground-series-s3e26 train.csv, all 7,905 rows",
            lambda: _cirrhosis(raw),
            license=KAGGLE_LICENSE,
        ),
        DevTask(
            "otto-products",
            "Otto Group Product Classification Challenge",
            "log_loss",
            "multiclass probabilities (9 classes, 93 anonymised count features)",
            "Predict the category of each product: the probability of each of Class_1 .. Class_9.",
            {
                "feat_1..feat_93": "anonymised counts of events per product",
                "Class_1..Class_9": "1 for the product's category (targets)",
            },
            "Kaggle otto-group-product-classification-challenge train.csv, 12,000 of 61,878 rows",
            lambda: _otto(raw),
            license=KAGGLE_LICENSE,
        ),
        DevTask(
            "introvert-extrovert",
            "Predict the Introverts from the Extroverts (Playground Series S5E7)",
            "accuracy",
            "binary labels (synthetic survey answers, many blanks)",
            "Predict whether each person is an Introvert or an Extrovert.",
            {
                "Time_spent_Alone..Post_frequency": "answers about social habits (blanks where unanswered)",
                "Personality": "Introvert or Extrovert (target)",
            },
            "Kaggle playground-series-s5e7 train.csv, all 18,524 rows",
            lambda: _personality(raw),
            license=KAGGLE_LICENSE,
        ),
        DevTask(
            "mercedes-testing",
            "Mercedes-Benz Greener Manufacturing",
            "r2",
            "regression (8 anonymised letter codes, 368 binary options, 4,209 rows)",
            "Predict the time (seconds) a car spends on the test bench from its configuration.",
            {
                "X0..X8": "anonymised categorical codes (letters)",
                "X10..X385": "anonymised binary options",
                "y": "seconds on the test bench (target)",
            },
            "Kaggle mercedes-benz-greener-manufacturing train.csv, all 4,209 rows",
            lambda: _mercedes(raw),
            id_column="ID",
            license=KAGGLE_LICENSE,
        ),
        DevTask(
            "ghouls-goblins-ghosts",
            "Ghouls, Goblins, and Ghosts... Boo!",
            "accuracy",
            "multiclass labels, tiny (371 rows)",
            "Predict the type of each creature: Ghoul, Goblin or Ghost.",
            {
                "bone_length..has_soul": "measurements between 0 and 1",
                "color": "dominant colour",
                "type": "Ghoul, Goblin or Ghost (target)",
            },
            "Kaggle ghouls-goblins-and-ghosts-boo train.csv, all 371 rows",
            lambda: _ghouls(raw),
            license=KAGGLE_LICENSE,
        ),
        DevTask(
            "rainfall",
            "Binary Prediction with a Rainfall Dataset (Playground Series S5E3)",
            "roc_auc",
            "binary (daily weather, 2,190 rows, a day index)",
            "Predict the probability of rainfall on each day.",
            {
                "day": "day number",
                "pressure..windspeed": "weather measurements (the header's own spelling 'temparature')",
                "rainfall": "1 rain, 0 none (target)",
            },
            "Kaggle playground-series-s5e3 train.csv, all 2,190 rows",
            lambda: _rainfall(raw),
            license=KAGGLE_LICENSE,
        ),
    ]


def build(raw: str | Path, dest: str | Path = DEST) -> Path:
    raw, dest = Path(raw), Path(dest)
    for t in tasks(raw):
        build_task(t, dest)
        print(f"{t.name}: written")
    return dest


if __name__ == "__main__":
    if len(sys.argv) < 2:
        raise SystemExit("usage: modeling_kaggle_devset.py RAW [DEST]  (RAW/<competition>/train.csv)")
    print(build(*sys.argv[1:3]))
