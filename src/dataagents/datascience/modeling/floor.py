"""The AutoML floor: a valid, reasonable submission with no model at all.

Infer the problem from the metric and the targets, build features (``features.py``), fit LightGBM with a
metric-aware objective in K-fold cross-validation under a wall-clock budget, average the fold models on the
test set, and write a submission in the sample submission's format. Out-of-fold predictions give the CV score
in the task's own metric, which the Modeler compares with its model-written code. One thread per model
(``num_threads=1``): on 2 shared cores LightGBM with 2 threads ran 60x slower here.
"""

from __future__ import annotations

import math
import time
from dataclasses import dataclass, field
from typing import Literal

import lightgbm as lgb
import numpy as np
import pandas as pd
from sklearn.model_selection import KFold, StratifiedKFold

from dataagents.datascience.modeling.errors import ModelingError
from dataagents.datascience.modeling.features import build_features, is_date
from dataagents.datascience.modeling.metrics import score
from dataagents.datascience.modeling.metrics import word_jaccard as _jaccard_metric
from dataagents.datascience.modeling.task import ModelingTask, read_csv
from dataagents.datascience.modeling.validate import validate_frame

Kind = Literal[
    "binary", "multiclass", "multiclass_onehot", "multilabel", "regression", "multi_target", "text"
]
LOG_TARGET_METRICS = {"rmsle", "smape"}  # fit log1p(y): these metrics are relative errors
L1_METRICS = {"mae", "median_ae", "smape"}


@dataclass
class FloorResult:
    submission: pd.DataFrame
    oof: pd.DataFrame | None  # id + target columns, out-of-fold predictions in submission format
    cv_score: float | None
    kind: Kind
    notes: list[str] = field(default_factory=list)
    seconds: float = 0.0


def infer_kind(task: ModelingTask, train: pd.DataFrame) -> Kind:
    """The learning problem implied by the metric's output type and the target columns."""
    out, targets = task.metric.output, task.target_columns
    if out == "text":
        return "text"
    if len(targets) > 1:
        y = train[targets].apply(pd.to_numeric, errors="coerce")
        binary = bool(y.isin([0, 1]).all().all())
        if binary and task.metric.key == "log_loss" and (y.sum(axis=1) == 1).all():
            return "multiclass_onehot"
        if binary and out == "proba":
            return "multilabel"
        return "multi_target"
    y = train[targets[0]]
    if out in ("label", "ranked"):
        return "binary" if y.nunique() == 2 and out == "label" else "multiclass"
    if out == "proba":
        return "binary" if y.nunique() <= 2 else "regression"
    return "regression"


def _params(objective: str, n_rows: int, seed: int, n_class: int | None = None) -> dict:
    p = {
        "objective": objective,
        "learning_rate": 0.1 if n_class else 0.05,  # multiclass grows one tree per class: fewer rounds
        "num_leaves": 31,
        "min_child_samples": max(5, min(20, n_rows // 20)),
        "subsample": 0.8,
        "subsample_freq": 1,
        "colsample_bytree": 0.8,
        "reg_lambda": 1.0,
        "n_estimators": 1000,
        "num_threads": 1,
        "random_state": seed,
        "deterministic": True,
        "force_col_wise": True,
        "verbose": -1,
    }
    if n_class:
        p["num_class"] = n_class
    return p


class _Budget:
    def __init__(self, seconds: float) -> None:
        self.start, self.seconds = time.monotonic(), seconds

    @property
    def used(self) -> float:
        return time.monotonic() - self.start

    def left(self) -> float:
        return self.seconds - self.used


def _fit_cv(
    x: pd.DataFrame,
    y: np.ndarray,
    x_test: pd.DataFrame,
    objective: str,
    *,
    n_class: int | None,
    stratify: bool,
    seed: int,
    budget: _Budget,
    share: float,
) -> tuple[np.ndarray, np.ndarray, int]:
    """K-fold LightGBM with early stopping: (oof predictions, mean test prediction, folds done).

    Stops adding folds once ``share`` of the remaining budget is spent; rows of unfinished folds keep NaN."""
    n = len(y)
    k = 5 if n <= 50_000 else 3
    k = max(2, min(k, n // 10)) if n >= 20 else 2
    if stratify:
        _, counts = np.unique(y, return_counts=True)
        k = max(2, min(k, int(counts.min()))) if counts.min() >= 2 else k
        splitter = StratifiedKFold(k, shuffle=True, random_state=seed) if counts.min() >= k else None
    else:
        splitter = None
    splitter = splitter or KFold(k, shuffle=True, random_state=seed)
    width = n_class or 1
    oof = np.full((n, width), np.nan)
    test_pred = np.zeros((len(x_test), width))
    deadline = budget.used + share * budget.left()
    done = 0
    model_cls = lgb.LGBMRegressor if objective.startswith("regression") else lgb.LGBMClassifier
    for tr, va in splitter.split(x, y if stratify else None):
        model = model_cls(**_params(objective, len(tr), seed, n_class if objective == "multiclass" else None))
        model.fit(
            x.iloc[tr],
            y[tr],
            eval_X=x.iloc[va],
            eval_y=y[va],
            callbacks=[lgb.early_stopping(30, verbose=False)],
        )
        if model_cls is lgb.LGBMRegressor:
            oof[va, 0] = model.predict(x.iloc[va])
            test_pred[:, 0] += model.predict(x_test)
        else:
            pv, pt = model.predict_proba(x.iloc[va]), model.predict_proba(x_test)
            oof[va] = pv[:, 1:2] if objective == "binary" else pv
            test_pred += pt[:, 1:2] if objective == "binary" else pt
        done += 1
        if budget.used > deadline and done >= 1:
            break
    return oof, test_pred / done, done


def _regression_objective(metric: str, y: np.ndarray) -> tuple[str, bool]:
    log_target = metric in LOG_TARGET_METRICS and bool(np.nanmin(y) >= 0)
    return ("regression_l1" if metric in L1_METRICS else "regression"), log_target


def _text_floor(
    task: ModelingTask, train: pd.DataFrame, test: pd.DataFrame
) -> tuple[pd.DataFrame, list[str]]:
    """Copy the test text column that best matches the target on train (the tweet-sentiment baseline)."""
    target = task.target_columns[0]
    candidates = [
        c
        for c in test.columns
        if c in train.columns and c != task.id_column and not pd.api.types.is_numeric_dtype(test[c])
    ]
    best, best_score = None, -1.0
    for c in candidates:
        s = _jaccard_metric(train[[target]], train[[c]])
        if s > best_score:
            best, best_score = c, s
    if best is None:
        mode = train[target].astype(str).mode().iloc[0]
        return pd.DataFrame({target: [mode] * len(test)}), [f"no text column: predicting the mode '{mode}'"]
    return pd.DataFrame({target: test[best].fillna("").astype(str)}), [
        f"copying test column '{best}' (train Jaccard {best_score:.3f})"
    ]


def run_floor(task: ModelingTask, *, time_budget_s: float = 120.0, seed: int = 0) -> FloorResult:
    """Fit the floor and return a submission frame in the sample submission's row and column order."""
    budget = _Budget(time_budget_s)
    train, test = read_csv(task.train_path), read_csv(task.test_path)
    sample = read_csv(task.sample_path)
    targets = task.target_columns
    kind = infer_kind(task, train)
    notes = [f"problem: {kind}; metric {task.metric.key} ({task.direction})"]
    train = train.dropna(subset=targets).reset_index(drop=True)
    # rows follow the sample submission's order
    test = (
        test.set_index(test[task.id_column].astype(str))
        .loc[sample[task.id_column].astype(str)]
        .reset_index(drop=True)
    )

    pred = sample.copy()
    if task.id_column not in train.columns:  # some releases keep the id only in test: number train rows
        train[task.id_column] = np.arange(len(train))
    oof: pd.DataFrame | None = train[[task.id_column]].copy()
    if kind == "text":
        values, extra = _text_floor(task, train, test)
        pred[targets[0]] = values[targets[0]].to_numpy()
        result = FloorResult(pred, None, None, kind, notes + extra)
        result.seconds = budget.used
        return result

    # an id that is a timestamp (bike-sharing's ``datetime``) carries the signal: keep it as a feature
    id_is_date = is_date(test[task.id_column]) and task.id_column in train.columns
    drop = [*targets] if id_is_date else [task.id_column, *targets]
    x, x_test, rep = build_features(train, test, drop=drop, seed=seed)
    notes.append(f"features: {rep.summary()}")
    if x.shape[1] == 0:
        raise ModelingError(f"task {task.name}: no usable feature columns shared by train and test")

    if kind in ("binary", "multiclass", "multiclass_onehot"):
        if kind == "multiclass_onehot":
            classes = np.array(targets)
            y_codes = train[targets].to_numpy(float).argmax(axis=1)
        else:
            classes, y_codes = np.unique(train[targets[0]].to_numpy(), return_inverse=True)
        n_class = len(classes)
        objective = "binary" if n_class == 2 else "multiclass"
        o, t, done = _fit_cv(
            x,
            y_codes,
            x_test,
            objective,
            n_class=None if n_class == 2 else n_class,
            stratify=True,
            seed=seed,
            budget=budget,
            share=0.9,
        )
        notes.append(f"LightGBM {objective}, {n_class} classes, {done} CV folds")
        pred_vals, oof_vals = (_class_output(task, kind, classes, p) for p in (t, o))
        for j, col in enumerate(targets):
            pred[col] = pred_vals[j]
            oof[col] = oof_vals[j]
    else:  # regression, multi_target, multilabel: one model per target column
        for i, col in enumerate(targets):
            y = pd.to_numeric(train[col], errors="coerce").to_numpy(float)
            share = 0.9 / (len(targets) - i)  # split what is left evenly over the remaining targets
            if kind == "multilabel":
                o, t, done = _fit_cv(
                    x,
                    y.astype(int),
                    x_test,
                    "binary",
                    n_class=None,
                    stratify=True,
                    seed=seed,
                    budget=budget,
                    share=share,
                )
                pred[col], oof[col] = t[:, 0], o[:, 0]
                notes.append(f"{col}: LightGBM binary, {done} folds")
                continue
            objective, log_target = _regression_objective(task.metric.key, y)
            yy = np.log1p(y) if log_target else y
            o, t, done = _fit_cv(
                x, yy, x_test, objective, n_class=None, stratify=False, seed=seed, budget=budget, share=share
            )
            o, t = (np.expm1(o[:, 0]), np.expm1(t[:, 0])) if log_target else (o[:, 0], t[:, 0])
            if np.nanmin(y) >= 0:
                o, t = np.clip(o, 0, None), np.clip(t, 0, None)
            pred[col], oof[col] = t, o
            notes.append(f"{col}: LightGBM {objective}{' on log1p(y)' if log_target else ''}, {done} folds")

    cv = _cv_score(task, train, oof)
    if cv is not None:
        notes.append(f"CV {task.metric.key} = {cv:.5g}")
    violations = validate_frame(pred, task, sample)
    if violations:
        raise ModelingError(f"task {task.name}: the floor's submission is invalid: {violations[0]}")
    return FloorResult(pred, oof, cv, kind, notes, budget.used)


def _class_output(task: ModelingTask, kind: Kind, classes: np.ndarray, proba: np.ndarray) -> list[np.ndarray]:
    """Per target column, the submission values for class probabilities ``proba`` (rows x classes)."""
    out = task.metric.output
    if kind == "multiclass_onehot":
        return [proba[:, j] for j in range(len(classes))]
    if proba.shape[1] == 1:  # binary: probability of classes[1]
        p1 = proba[:, 0]
        if out == "proba":
            return [p1]
        full = np.column_stack([1 - p1, p1])
    else:
        full = proba
    if out == "ranked":
        top = np.argsort(-np.nan_to_num(full, nan=-1.0), axis=1)[:, :3]
        return [np.array([" ".join(str(classes[k]) for k in row) for row in top], dtype=object)]
    labels = classes[np.nan_to_num(full, nan=-1.0).argmax(axis=1)]
    labels = np.where(np.isnan(full).any(axis=1), None, labels)
    return [labels]


def _cv_score(task: ModelingTask, train: pd.DataFrame, oof: pd.DataFrame | None) -> float | None:
    """The task metric on the out-of-fold rows that have predictions (all folds unless the budget cut in)."""
    if oof is None:
        return None
    have = oof[task.target_columns].notna().all(axis=1)
    if have.sum() < 2:
        return None
    try:
        v = score(
            train[have], oof[have], task.metric, id_column=task.id_column, target_columns=task.target_columns
        )
    except (ValueError, ModelingError):
        return None
    return None if math.isnan(v) else v


def write_submission(frame: pd.DataFrame, path: str) -> None:
    frame.to_csv(path, index=False)
