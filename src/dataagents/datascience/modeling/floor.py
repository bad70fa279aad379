"""The AutoML floor: a valid, reasonable submission with no model at all.

Infer the problem from the metric and the targets, build features (``features.py``), fit LightGBM with a
metric-aware objective in K-fold cross-validation under a wall-clock budget, average the fold models on the
test set, and write a submission in the sample submission's format. Out-of-fold predictions give the CV score
in the task's own metric, which the Modeler compares with its model-written code. LightGBM's threads:
``DATAAGENTS_MODEL_THREADS`` (or ``DATAAGENTS_THREADS``), else half the available cores (``threads.half_the_cores``:
1 on 2 shared cores, where LightGBM with 2 threads ran 60x slower).
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable
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
from dataagents.threads import half_the_cores, threads_from_env

Kind = Literal[
    "binary", "multiclass", "multiclass_onehot", "multilabel", "regression", "multi_target", "text"
]
LOG_TARGET_METRICS = {"rmsle", "smape"}  # fit log1p(y): these metrics are relative errors
MAX_TRAIN_ROWS = 300_000
_ROW = "__row__"  # private key of train rows for out-of-fold scoring
L1_METRICS = {"mae", "median_ae", "smape"}


@dataclass
class FloorResult:
    submission: pd.DataFrame
    oof: pd.DataFrame | None  # train row number (``__row__``) + target columns, out-of-fold predictions
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


def lightgbm_threads() -> int:
    """Threads per LightGBM model: ``DATAAGENTS_MODEL_THREADS``/``DATAAGENTS_THREADS``, else half the cores."""
    return threads_from_env("DATAAGENTS_MODEL_THREADS") or half_the_cores()


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
        "num_threads": lightgbm_threads(),
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


LINEAR_MAX_ROWS = 20_000  # a linear candidate beside LightGBM on small data, where trees are weak


def _linear_model(objective: str, x: pd.DataFrame, seed: int):
    """Imputed, scaled numbers + one-hot categories into ridge / logistic regression (one thread)."""
    from sklearn.compose import ColumnTransformer
    from sklearn.impute import SimpleImputer
    from sklearn.linear_model import LogisticRegression, RidgeCV
    from sklearn.pipeline import make_pipeline
    from sklearn.preprocessing import OneHotEncoder, StandardScaler

    cats = [c for c in x.columns if isinstance(x[c].dtype, pd.CategoricalDtype)]
    nums = [c for c in x.columns if c not in cats]
    prep = ColumnTransformer(
        [
            ("num", make_pipeline(SimpleImputer(strategy="median"), StandardScaler()), nums),
            (
                "cat",
                make_pipeline(
                    SimpleImputer(strategy="most_frequent"),
                    OneHotEncoder(handle_unknown="ignore", min_frequency=5, max_categories=50),
                ),
                cats,
            ),
        ]
    )
    if objective.startswith("regression"):
        est = RidgeCV(alphas=np.logspace(-2, 3, 12))
    else:
        est = LogisticRegression(C=1.0, max_iter=2000, random_state=seed)
    return make_pipeline(prep, est)


def _as_object(x: pd.DataFrame) -> pd.DataFrame:
    """Categories as plain objects for scikit-learn's imputer/encoder (NaN kept)."""
    out = x.copy()
    for c in out.columns:
        if isinstance(out[c].dtype, pd.CategoricalDtype):
            out[c] = out[c].astype(object).where(out[c].notna(), np.nan)
    return out


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
) -> tuple[dict[str, tuple[np.ndarray, np.ndarray]], int]:
    """K-fold CV of the candidates: ({name: (oof predictions, mean test prediction)}, folds done).

    LightGBM with early stopping always; on small data also a linear model, and their 50/50 blend. Stops
    adding folds once ``share`` of the remaining budget is spent; rows of unfinished folds keep NaN."""
    n = len(y)
    k = 5 if n <= 50_000 else 3
    k = max(2, min(k, n // 10)) if n >= 20 else 2
    splitter = None
    if stratify:
        _, counts = np.unique(y, return_counts=True)
        k = max(2, min(k, int(counts.min()))) if counts.min() >= 2 else k
        splitter = StratifiedKFold(k, shuffle=True, random_state=seed) if counts.min() >= k else None
    splitter = splitter or KFold(k, shuffle=True, random_state=seed)
    width = n_class or 1
    names = ["lightgbm"] + (["linear"] if n <= LINEAR_MAX_ROWS else [])
    oof = {m: np.full((n, width), np.nan) for m in names}
    test_pred = {m: np.zeros((len(x_test), width)) for m in names}
    deadline = budget.used + share * budget.left()
    done = 0
    regression = objective.startswith("regression")
    model_cls = lgb.LGBMRegressor if regression else lgb.LGBMClassifier
    xo, xo_test = (_as_object(x), _as_object(x_test)) if "linear" in names else (x, x_test)
    for tr, va in splitter.split(x, y if stratify else None):
        for name in names:
            if name == "lightgbm":
                model = model_cls(
                    **_params(objective, len(tr), seed, n_class if objective == "multiclass" else None)
                )
                model.fit(
                    x.iloc[tr],
                    y[tr],
                    eval_X=x.iloc[va],
                    eval_y=y[va],
                    callbacks=[lgb.early_stopping(30, verbose=False)],
                )
                xv, xt = x.iloc[va], x_test
            else:
                model = _linear_model(objective, x, seed)
                if not regression and len(np.unique(y[tr])) < width and width > 1:
                    continue  # a fold without every class cannot give full probability rows
                model.fit(xo.iloc[tr], y[tr])
                xv, xt = xo.iloc[va], xo_test
            if regression:
                oof[name][va, 0] = model.predict(xv)
                test_pred[name][:, 0] += model.predict(xt)
            else:
                pv, pt = model.predict_proba(xv), model.predict_proba(xt)
                oof[name][va] = pv[:, 1:2] if objective == "binary" else pv
                test_pred[name] += pt[:, 1:2] if objective == "binary" else pt
        done += 1
        if budget.used > deadline:
            break
    out = {m: (oof[m], test_pred[m] / done) for m in names}
    if "linear" in out and not np.isnan(out["linear"][0]).all():
        out["blend"] = tuple((a + b) / 2 for a, b in zip(out["lightgbm"], out["linear"], strict=True))
    else:
        out.pop("linear", None)
    return out, done


def _pick(
    candidates: dict[str, tuple[np.ndarray, np.ndarray]],
    cv_of: Callable[[np.ndarray], float | None],
    direction: str,
) -> tuple[str, np.ndarray, np.ndarray, dict[str, float | None]]:
    """The candidate with the best out-of-fold score (LightGBM on ties or when nothing scores)."""
    scores = {name: cv_of(o) for name, (o, _t) in candidates.items()}
    best = "lightgbm"
    for name, v in scores.items():
        b = scores[best]
        if v is not None and (b is None or (v > b if direction == "maximize" else v < b)):
            best = name
    return best, candidates[best][0], candidates[best][1], scores


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
    if len(train) > MAX_TRAIN_ROWS:  # keep CV inside the budget on the release's multi-GB tasks
        train = train.sample(n=MAX_TRAIN_ROWS, random_state=seed).reset_index(drop=True)
        notes.append(f"trained on a seeded sample of {MAX_TRAIN_ROWS:,} train rows")
    # rows follow the sample submission's order
    test = (
        test.set_index(test[task.id_column].astype(str))
        .loc[sample[task.id_column].astype(str)]
        .reset_index(drop=True)
    )

    pred = sample.copy()
    id_in_train = task.id_column in train.columns  # some releases keep the id only in test
    train[_ROW] = np.arange(len(train))  # OOF rows are matched by position key: train ids need not be unique
    oof: pd.DataFrame | None = train[[_ROW]].copy()
    if kind == "text":
        values, extra = _text_floor(task, train, test)
        pred[targets[0]] = values[targets[0]].to_numpy()
        result = FloorResult(pred, None, None, kind, notes + extra)
        result.seconds = budget.used
        return result

    # an id that is a timestamp (bike-sharing's ``datetime``) carries the signal: keep it as a feature
    id_is_date = id_in_train and is_date(test[task.id_column])
    drop = [_ROW, *targets] if id_is_date else [_ROW, task.id_column, *targets]
    x, x_test, rep = build_features(train, test, drop=drop, seed=seed)
    notes.append(f"features: {rep.summary()}")
    if x.shape[1] == 0:
        raise ModelingError(f"task {task.name}: no usable feature columns shared by train and test")

    ids = train[[_ROW]]

    def cv_on(cols: list[str], values: list[np.ndarray]) -> float | None:
        frame = ids.copy()
        for c, v in zip(cols, values, strict=True):
            frame[c] = v
        return _cv_score(task, train, frame, cols)

    if kind in ("binary", "multiclass", "multiclass_onehot"):
        if kind == "multiclass_onehot":
            classes = np.array(targets)
            y_codes = train[targets].to_numpy(float).argmax(axis=1)
        else:
            classes, y_codes = np.unique(train[targets[0]].to_numpy(), return_inverse=True)
        n_class = len(classes)
        objective = "binary" if n_class == 2 else "multiclass"
        cands, done = _fit_cv(
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
        best, o, t, scores = _pick(
            cands, lambda p: cv_on(targets, _class_output(task, kind, classes, p)), task.direction
        )
        notes.append(
            f"{objective}, {n_class} classes, {done} CV folds; candidates {_fmt_scores(scores)}: {best}"
        )
        pred_vals, oof_vals = (_class_output(task, kind, classes, p) for p in (t, o))
        if task.metric.key == "qwk" and np.issubdtype(classes.dtype, np.number) and budget.left() > 0:
            # ordinal grades: regression rounded to the nearest grade often beats classification on QWK
            lo, hi = classes.min(), classes.max()

            def to_grade(p: np.ndarray) -> np.ndarray:
                return np.clip(np.round(p[:, 0]), lo, hi)

            reg, _ = _fit_cv(
                x,
                train[targets[0]].to_numpy(float),
                x_test,
                "regression",
                n_class=None,
                stratify=False,
                seed=seed,
                budget=budget,
                share=0.9,
            )
            rbest, ro, rt, rscores = _pick(reg, lambda p: cv_on(targets, [to_grade(p)]), task.direction)
            notes.append(f"graded regression candidates {_fmt_scores(rscores)}: {rbest}")
            if rscores[rbest] is not None and (scores[best] is None or rscores[rbest] > scores[best]):
                pred_vals = [to_grade(rt).astype(classes.dtype)]
                oof_vals = [to_grade(ro)]
                notes.append(f"kept graded regression ({rbest})")
        for j, col in enumerate(targets):
            pred[col] = pred_vals[j]
            oof[col] = oof_vals[j]
    else:  # regression, multi_target, multilabel: one model per target column
        for i, col in enumerate(targets):
            y = pd.to_numeric(train[col], errors="coerce").to_numpy(float)
            share = 0.9 / (len(targets) - i)  # split what is left evenly over the remaining targets
            if kind == "multilabel":
                cands, done = _fit_cv(
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
                best, o, t, scores = _pick(cands, lambda p, c=col: cv_on([c], [p[:, 0]]), task.direction)
                pred[col], oof[col] = t[:, 0], o[:, 0]
                notes.append(f"{col}: binary, {done} folds; candidates {_fmt_scores(scores)}: {best}")
                continue
            objective, log_target = _regression_objective(task.metric.key, y)
            yy = np.log1p(y) if log_target else y
            cands, done = _fit_cv(
                x, yy, x_test, objective, n_class=None, stratify=False, seed=seed, budget=budget, share=share
            )
            nonneg = bool(np.nanmin(y) >= 0)

            def back(p: np.ndarray, log_target: bool = log_target, nonneg: bool = nonneg) -> np.ndarray:
                v = np.expm1(p[:, 0]) if log_target else p[:, 0]
                return np.clip(v, 0, None) if nonneg else v

            best, o, t, scores = _pick(cands, lambda p, c=col, f=back: cv_on([c], [f(p)]), task.direction)
            pred[col], oof[col] = back(t), back(o)
            notes.append(
                f"{col}: {objective}{' on log1p(y)' if log_target else ''}, {done} folds; "
                f"candidates {_fmt_scores(scores)}: {best}"
            )

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


def _fmt_scores(scores: dict[str, float | None]) -> str:
    return ", ".join(f"{k} {'-' if v is None else f'{v:.4g}'}" for k, v in scores.items())


def _cv_score(
    task: ModelingTask, train: pd.DataFrame, oof: pd.DataFrame | None, cols: list[str] | None = None
) -> float | None:
    """The task metric on the out-of-fold rows that have predictions (all folds unless the budget cut in)."""
    if oof is None:
        return None
    cols = cols or task.target_columns
    have = oof[cols].notna().all(axis=1)
    if have.sum() < 2:
        return None
    try:
        v = score(train[have], oof[have], task.metric, id_column=_ROW, target_columns=cols)
    except (ValueError, ModelingError):
        return None
    return None if math.isnan(v) else v


def write_submission(frame: pd.DataFrame, path: str) -> None:
    frame.to_csv(path, index=False)
