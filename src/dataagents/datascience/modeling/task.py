"""DSBench data modeling tasks: the release layout, a practitioner's folder, and the small ``task.json``.

Release layout (paper §2.2.1; the public ``data_modeling/data.zip``, unzipped — it is downloaded by hand from
https://huggingface.co/datasets/liqiang888/DSBench/blob/main/data_modeling/data.zip, never vendored)::

    ROOT/[data/]task/<name>.txt                          description, evaluation, data fields
    ROOT/[data/]data_resplit/<name>/train.csv            the original train re-split 8:2
    ROOT/[data/]data_resplit/<name>/test.csv             test features (labels hidden)
    ROOT/[data/]data_resplit/<name>/sample_submission.csv
    ROOT/[data/]answers/<name>/test_answer.csv           hidden labels (the scorer's only)
    ROOT/[data/]data_resplit/<name>/task.json            ours, optional: metric, id, targets, direction

A practitioner's folder holds ``train.csv``, ``test.csv``, ``sample_submission.csv`` and optionally
``description.txt`` and ``task.json``. Without ``task.json`` the id is the sample submission's first column,
the targets its other columns, and the metric is read from the description's evaluation section (or chosen
from the target and said in ``metric_source``).
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

import pandas as pd
from pydantic import BaseModel, Field, ValidationError

from dataagents.datascience.modeling.errors import TaskFormatError
from dataagents.datascience.modeling.metrics import Metric, get_metric
from dataagents.datascience.modeling.release import RELEASE_TASKS

Problem = Literal["binary", "multiclass", "regression", "multi_target", "multilabel", "text"]


class TaskSpec(BaseModel):
    """What ``task.json`` holds (all fields but ``metric`` may be inferred)."""

    metric: str
    id_column: str | None = None
    target_columns: list[str] = Field(default_factory=list)
    direction: Literal["maximize", "minimize"] | None = None
    problem: Problem | None = None
    title: str | None = None
    source: str | None = None  # provenance of the data, for bundled tasks
    license: str | None = None


@dataclass
class ModelingTask:
    name: str
    metric: Metric
    id_column: str
    target_columns: list[str]
    direction: Literal["maximize", "minimize"]
    problem: Problem | None
    description: str
    train_path: Path
    test_path: Path
    sample_path: Path
    answer_path: Path | None = None
    metric_source: str = "task.json"  # task.json | release script | description | default | argument

    @property
    def folder(self) -> Path:
        return self.train_path.parent


# --- reading CSVs with errors that name the file -----------------------------------------------------------------


def read_csv(path: Path, *, nrows: int | None = None, usecols: list[str] | None = None) -> pd.DataFrame:
    """A CSV as a frame; any failure becomes a ``TaskFormatError`` naming the file."""
    if not path.is_file():
        raise TaskFormatError(f"{path}: file not found", hint="check the task folder layout")
    try:
        df = pd.read_csv(path, nrows=nrows, usecols=usecols, low_memory=False)
    except (pd.errors.ParserError, pd.errors.EmptyDataError, UnicodeDecodeError, ValueError, OSError) as err:
        raise TaskFormatError(
            f"{path}: cannot be read as CSV ({str(err).splitlines()[0][:160]})",
            hint="re-export the file as comma-separated UTF-8 with a header row",
        ) from err
    if df.shape[1] == 0:
        raise TaskFormatError(f"{path}: has no columns", hint="the file needs a header row")
    # the reader leaves one block per column: on a wide table (Mercedes' 378 columns) every column added later
    # would warn of a fragmented frame and slow down; a copy consolidates the blocks
    return df.copy()


# --- metric from the description ---------------------------------------------------------------------------------

# Most specific first: "mean column-wise RMSE" before "RMSE", "RMSLE" before "RMSE", "median" before "mean".
_METRIC_PATTERNS: list[tuple[str, str]] = [
    (r"quadratic(ally)?\s+weighted\s+kappa|\bqwk\b|cohen'?s\s+kappa", "qwk"),
    (r"mean\s+column[- ]?wise\s+root\s+mean\s+squared\s+error|\bmcrmse\b", "mcrmse"),
    (r"column[- ]?wise\s+spearman|spearman", "mean_spearman"),
    (r"root\s+mean\s+squared\s+log(arithmic)?\s+error|\brmsle\b", "rmsle"),
    (r"root\s+mean\s+squared?\s+error|\brmse\b", "rmse"),
    (r"median\s+absolute\s+error|\bmedae\b", "median_ae"),
    (r"symmetric\s+mean\s+absolute\s+percentage\s+error|\bsmape\b", "smape"),
    (r"mean\s+absolute\s+error|\bmae\b", "mae"),
    (r"map\s*@\s*3|mean\s+average\s+precision\s*@?\s*3", "map@3"),
    (r"jaccard", "word_jaccard"),
    (r"pearson", "pearson"),
    (r"log(arithmic)?[- ]?loss|cross[- ]entropy", "log_loss"),
    (r"gini", "normalized_gini"),
    (r"area\s+under\s+the\s+roc|roc[- ]?auc|\bauc\b|\broc\b", "roc_auc"),
    (r"macro[- ]?(averaged\s+)?f1|f1[- ]macro", "macro_f1"),
    (r"micro[- ]?(averaged\s+)?f1|f1[- ]micro", "micro_f1"),
    (r"\bf1\b", "f1"),  # binary F1 on two classes; micro F1 on more (see ``load_task``)
    (r"\br\s*(2|\^2|²|squared)\b|coefficient\s+of\s+determination", "r2"),
    (r"accuracy", "accuracy"),
]


def metric_from_description(text: str) -> str | None:
    """The metric named in a Kaggle description's evaluation section (or anywhere, if it has none)."""
    m = re.search(r"\bevaluation\b", text, flags=re.IGNORECASE)
    sections = [text[m.start() : m.start() + 3000], text] if m else [text]
    for section in sections:
        for pattern, key in _METRIC_PATTERNS:
            if re.search(pattern, section, flags=re.IGNORECASE):
                return key
    return None


def default_metric(train: pd.DataFrame, targets: list[str]) -> str:
    """A sensible metric when neither task.json nor the description names one."""
    if len(targets) > 1:
        return "mcrmse"
    y = train[targets[0]]
    if pd.api.types.is_numeric_dtype(y) and y.nunique() > 20:
        return "rmse"
    return "accuracy"


# --- loading -----------------------------------------------------------------------------------------------------


def _read_spec(path: Path) -> TaskSpec | None:
    if not path.is_file():
        return None
    try:
        return TaskSpec.model_validate(json.loads(path.read_text(encoding="utf-8")))
    except (json.JSONDecodeError, ValidationError) as err:
        raise TaskFormatError(
            f"{path}: invalid task.json ({str(err).splitlines()[0][:160]})",
            hint='write {"metric": "rmse", "id_column": "id", "target_columns": ["y"]}',
        ) from err


_FILE_PATTERNS = {
    "train": re.compile(r"^train[^/]*\.csv$", re.IGNORECASE),
    "test": re.compile(r"^test[^/]*\.csv$", re.IGNORECASE),
    "sample_submission": re.compile(r"^sample_?submission[^/]*\.csv$", re.IGNORECASE),
}


def find_file(folder: Path, kind: str) -> Path:
    """``<kind>.csv``, else the one CSV whose name matches (Kaggle's ``sampleSubmission.csv``, ``Train.csv``)."""
    exact = folder / f"{kind}.csv"
    if exact.is_file():
        return exact
    matches = sorted(p for p in folder.glob("*.csv") if _FILE_PATTERNS[kind].match(p.name))
    if len(matches) == 1:
        return matches[0]
    return exact  # missing or ambiguous: read_csv reports the expected name


def build_task(
    name: str,
    folder: Path,
    *,
    description: str = "",
    spec: TaskSpec | None = None,
    answer_path: Path | None = None,
    metric_override: str | None = None,
) -> ModelingTask:
    """Check a folder's three CSVs against each other and resolve metric, id and targets."""
    train_path, test_path = find_file(folder, "train"), find_file(folder, "test")
    sample_path = find_file(folder, "sample_submission")
    sample = read_csv(sample_path)
    train_head = read_csv(train_path, nrows=200)
    test_head = read_csv(test_path, nrows=5)

    id_column = (spec.id_column if spec else None) or str(sample.columns[0])
    targets = (spec.target_columns if spec else None) or [str(c) for c in sample.columns if c != id_column]
    if id_column not in sample.columns:
        raise TaskFormatError(
            f"{sample_path}: id column '{id_column}' is missing", hint="fix task.json id_column"
        )
    if not targets:
        raise TaskFormatError(
            f"{sample_path}: no target column beside '{id_column}'", hint="add the target column"
        )
    missing = [c for c in targets if c not in train_head.columns]
    if missing:
        raise TaskFormatError(
            f"{train_path}: target column(s) {missing} missing from train",
            hint="train.csv must hold the columns the submission predicts (or fix target_columns in task.json)",
        )
    if id_column not in test_head.columns:
        raise TaskFormatError(
            f"{test_path}: id column '{id_column}' is missing", hint="test.csv must hold the ids"
        )
    test_ids = read_csv(test_path, usecols=[id_column])[id_column].astype(str)
    sample_ids = sample[id_column].astype(str)
    if len(sample_ids) != len(test_ids) or set(sample_ids) != set(test_ids):
        extra = sorted(set(sample_ids) - set(test_ids))[:3]
        lacking = sorted(set(test_ids) - set(sample_ids))[:3]
        raise TaskFormatError(
            f"{sample_path}: ids disagree with {test_path.name} ({len(sample_ids)} vs {len(test_ids)} rows; "
            f"not in test: {extra}; not in sample: {lacking})",
            hint="the sample submission must list exactly the test ids",
        )

    if metric_override:
        metric_key, source = metric_override, "argument"
    elif spec and spec.metric:
        metric_key, source = spec.metric, "task.json"
    elif found := metric_from_description(description):
        metric_key, source = found, "description"
    else:
        metric_key, source = default_metric(train_head, targets), "default"
    if metric_key == "f1" and source != "task.json" and train_head[targets[0]].nunique() > 2:
        metric_key = "micro_f1"  # "F1" over more than two classes is averaged; micro is DSBench's reading
    metric = get_metric(metric_key)
    direction = (spec.direction if spec else None) or ("maximize" if metric.higher_is_better else "minimize")
    return ModelingTask(
        name=name,
        metric=metric,
        id_column=id_column,
        target_columns=targets,
        direction=direction,
        problem=spec.problem if spec else None,
        description=description,
        train_path=train_path,
        test_path=test_path,
        sample_path=sample_path,
        answer_path=answer_path,
        metric_source=source,
    )


def load_task_dir(folder: str | Path, *, metric: str | None = None) -> ModelingTask:
    """A practitioner's folder: train/test/sample_submission.csv, optional description.txt and task.json."""
    folder = Path(folder)
    if not folder.is_dir():
        raise TaskFormatError(
            f"{folder}: not a folder", hint="pass the folder holding train.csv and test.csv"
        )
    desc = ""
    for cand in ("description.txt", "description.md", "README.md"):
        if (folder / cand).is_file():
            desc = (folder / cand).read_text(encoding="utf-8", errors="replace")
            break
    answer = folder / "test_answer.csv"
    return build_task(
        folder.name,
        folder,
        description=desc,
        spec=_read_spec(folder / "task.json"),
        answer_path=answer if answer.is_file() else None,
        metric_override=metric,
    )


def release_base(root: str | Path) -> Path:
    """The folder holding ``task/``, ``data_resplit/`` and ``answers/`` (the root or its ``data/``)."""
    root = Path(root)
    for base in (root, root / "data", root / "data_modeling" / "data"):
        if (base / "data_resplit").is_dir():
            return base
    raise TaskFormatError(
        f"{root}: no data_resplit/ folder (nor data/data_resplit/)",
        hint="point at the unzipped DSBench data_modeling/data.zip or a folder in the same layout",
    )


def release_names(root: str | Path) -> list[str]:
    base = release_base(root)
    return sorted(p.name for p in (base / "data_resplit").iterdir() if p.is_dir())


def load_release_task(root: str | Path, name: str) -> ModelingTask:
    """One task of a release-layout root, answers included."""
    base = release_base(root)
    folder = base / "data_resplit" / name
    if not folder.is_dir():
        raise TaskFormatError(f"{folder}: no such task", hint=f"choose one of {release_names(root)[:10]}")
    desc_path = base / "task" / f"{name}.txt"
    desc = desc_path.read_text(encoding="utf-8", errors="replace") if desc_path.is_file() else ""
    answer = base / "answers" / name / "test_answer.csv"
    spec = _read_spec(folder / "task.json")
    if spec is None and name in RELEASE_TASKS:  # checked against the release's own evaluation script
        metric, targets = RELEASE_TASKS[name]
        spec = TaskSpec(metric=metric, target_columns=targets or [])
    task = build_task(
        name, folder, description=desc, spec=spec, answer_path=answer if answer.is_file() else None
    )
    if spec is not None and not (folder / "task.json").is_file():
        task.metric_source = "release script"
    return task


def load_release(root: str | Path, names: list[str] | None = None) -> list[ModelingTask]:
    return [load_release_task(root, n) for n in (names or release_names(root))]
