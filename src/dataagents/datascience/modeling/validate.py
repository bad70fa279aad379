"""Submission validation: does a prediction file have the sample submission's shape and what the metric needs?

Every violation gets one clear line; a submission with any violation is invalid (the task is not a success
and its RPG term is 0, §2.2.2).
"""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pandas as pd

from dataagents.datascience.modeling.task import ModelingTask

MAX_LISTED = 3


def _examples(values: list) -> str:
    return ", ".join(map(str, values[:MAX_LISTED])) + (" …" if len(values) > MAX_LISTED else "")


def validate_frame(pred: pd.DataFrame, task: ModelingTask, sample: pd.DataFrame | None = None) -> list[str]:
    """Violations of ``pred`` against the task's sample submission (empty list: valid)."""
    sample = sample if sample is not None else pd.read_csv(task.sample_path, low_memory=False)
    problems: list[str] = []
    want, got = [str(c) for c in sample.columns], [str(c) for c in pred.columns]
    if got != want:
        missing = [c for c in want if c not in got]
        extra = [c for c in got if c not in want]
        if missing or extra:
            problems.append(
                f"columns differ from the sample submission: missing {missing}, unexpected {extra}"
            )
        else:
            problems.append(f"columns are in the wrong order: expected {want}, got {got}")
    if task.id_column not in pred.columns:
        return [*problems, f"no id column '{task.id_column}'"]

    ids = pred[task.id_column].astype(str).str.strip()
    want_ids = sample[task.id_column].astype(str).str.strip()
    if len(pred) != len(sample):
        problems.append(f"{len(pred)} rows, the sample submission has {len(sample)}")
    dups = ids[ids.duplicated()].unique().tolist()
    if dups:
        problems.append(f"{len(dups)} duplicated ids (e.g. {_examples(dups)})")
    lacking = sorted(set(want_ids) - set(ids))
    if lacking:
        problems.append(f"{len(lacking)} test ids have no prediction (e.g. {_examples(lacking)})")
    unknown = sorted(set(ids) - set(want_ids))
    if unknown:
        problems.append(f"{len(unknown)} ids are not in the test set (e.g. {_examples(unknown)})")

    for col in (c for c in task.target_columns if c in pred.columns):
        problems.extend(_check_column(pred[col], col, task))
    return problems


def _check_column(values: pd.Series, col: str, task: ModelingTask) -> list[str]:
    out: list[str] = []
    n_missing = int(values.isna().sum())
    if task.metric.output == "text":
        return out  # an empty text span is a legal (if poor) answer
    if n_missing:
        out.append(f"column '{col}' has {n_missing} missing values")
    present = values.dropna()
    if task.metric.output in ("value", "proba"):
        num = pd.to_numeric(present, errors="coerce")
        bad = present[num.isna()].astype(str).unique().tolist()
        if bad:
            out.append(f"column '{col}' must be numeric for {task.metric.key}; found {_examples(bad)}")
            return out
        arr = num.to_numpy(float)
        if not np.isfinite(arr).all():
            out.append(f"column '{col}' has infinite values")
        if task.metric.key == "log_loss" and ((arr < 0) | (arr > 1)).any():
            out.append(f"column '{col}' must hold probabilities in [0, 1] for log_loss")
        if task.metric.key == "rmsle" and (arr <= -1).any():
            out.append(f"column '{col}' has values <= -1, where log(1 + x) is undefined (rmsle)")
    elif task.metric.output == "label" and task.metric.key == "qwk":
        num = pd.to_numeric(present, errors="coerce")
        if num.isna().any() or (num.dropna() % 1 != 0).any():
            out.append(f"column '{col}' must hold integer grades for quadratic weighted kappa")
    return out


def validate_submission(path: str | Path, task: ModelingTask) -> list[str]:
    """Violations of the submission file at ``path`` (unreadable file: one violation saying why)."""
    path = Path(path)
    if not path.is_file():
        return [f"{path}: no submission file"]
    try:
        pred = pd.read_csv(path, low_memory=False)
    except Exception as err:  # any parse failure is a violation, never a crash
        return [f"{path}: cannot be read as CSV ({str(err).splitlines()[0][:160]})"]
    return validate_frame(pred, task)
