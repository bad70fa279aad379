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

import numpy as np
import pandas as pd

from dataagents.datascience.modeling.errors import ModelingError
from dataagents.datascience.modeling.features import (
    FeatureReport,
    Proposal,
    build_features,
    fold_target_encoder,
    is_date,
    propose_transforms,
)
from dataagents.datascience.modeling.metrics import score
from dataagents.datascience.modeling.metrics import word_jaccard as _jaccard_metric
from dataagents.datascience.modeling.search import (
    Deadline,
    Scorer,
    SearchResult,
    default_params,
    fit_lightgbm_cv,
    log_loss_guide,
    make_folds,
    search,
)
from dataagents.datascience.modeling.search import better as search_better
from dataagents.datascience.modeling.task import ModelingTask, read_csv
from dataagents.datascience.modeling.validate import validate_frame

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
    extra_kept: list[str] = field(default_factory=list)  # the ``extra`` columns that CV kept
    extra_cv: tuple[float | None, float | None] = (None, None)  # quick CV without and with them


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


def _search(
    x: pd.DataFrame,
    y: np.ndarray,
    x_test: pd.DataFrame,
    objective: str,
    *,
    n_class: int | None,
    stratify: bool,
    seed: int,
    cv_of: Scorer,
    direction: str,
    until: Deadline,
    rep: FeatureReport,
    guide: bool = False,
) -> SearchResult:
    """The model search of ``search.py`` on one target, until ``until`` or convergence; ``guide``: choose by
    the log loss of the class probabilities (a label metric such as accuracy is too coarse to steer a search).
    ``rep``: the features' report (the TF-IDF rows, the columns to target-encode inside each fold)."""
    folds = make_folds(y, stratify, seed)
    return search(
        x,
        y,
        x_test,
        objective,
        n_class=n_class,
        folds=folds,
        cv_of=cv_of,
        direction=direction,
        seed=seed,
        deadline=until,
        text=rep.text_matrix,
        guide=log_loss_guide(y) if guide else None,
        encode=fold_target_encoder(rep.target_codes, x, x_test, y, n_class, seed),
    )


def _share(end: float, parts: int) -> Deadline:
    """A deadline that leaves the time to ``end`` split evenly over ``parts`` searches still to run."""
    now = time.monotonic()
    return Deadline(now + max(0.0, end - now) / max(1, parts))


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


GUIDED_METRICS = {"accuracy", "micro_f1", "map@3"}  # hard-label metrics: the search minimises log loss
FEATURE_SHARE = 0.3  # column transformations are checked by CV within this share of the budget
END_SHARE = 0.98  # the searches end here; the rest of the budget writes and checks the submission


def _probe_target(
    task: ModelingTask, kind: Kind, train: pd.DataFrame, cv_on: Callable
) -> tuple[np.ndarray, str, int | None, bool, Scorer]:
    """(y, objective, n_class, stratify, scorer) of the first target: what a feature check fits."""
    targets = task.target_columns
    if kind in ("binary", "multiclass", "multiclass_onehot"):
        if kind == "multiclass_onehot":
            classes = np.array(targets)
            y = train[targets].to_numpy(float).argmax(axis=1)
        else:
            classes, y = np.unique(train[targets[0]].to_numpy(), return_inverse=True)
        n = len(classes)
        return (
            y,
            "binary" if n == 2 else "multiclass",
            None if n == 2 else n,
            True,
            lambda p: cv_on(targets, _class_output(task, kind, classes, p)),
        )
    col = targets[0]
    y = pd.to_numeric(train[col], errors="coerce").to_numpy(float)
    if kind == "multilabel":
        return y.astype(int), "binary", None, True, lambda p: cv_on([col], [p[:, 0]])
    objective, log_target = _regression_objective(task.metric.key, y)

    def back(p: np.ndarray) -> np.ndarray:
        return np.expm1(p[:, 0]) if log_target else p[:, 0]

    return np.log1p(y) if log_target else y, objective, None, False, lambda p: cv_on([col], [back(p)])


@dataclass
class _Prober:
    """The quick CV that decides feature questions: LightGBM defaults at a fast learning rate on the search's
    folds, first target only. ``fit`` gives the out-of-fold predictions (None once the deadline has passed),
    ``score`` scores them (rows left NaN are not scored), and calling it does both."""

    fit: Callable[[pd.DataFrame, pd.DataFrame, dict], np.ndarray | None]
    score: Scorer

    def __call__(self, xx: pd.DataFrame, xx_test: pd.DataFrame, target_codes: dict) -> float | None:
        oof = self.fit(xx, xx_test, target_codes)
        return None if oof is None else self.score(oof)


def _prober(
    task: ModelingTask, kind: Kind, train: pd.DataFrame, cv_on: Callable, seed: int, until: Deadline
) -> _Prober:
    y, objective, n_class, stratify, cv_of = _probe_target(task, kind, train, cv_on)
    folds = make_folds(y, stratify, seed)
    params = {**default_params(objective, len(y), seed, n_class), "learning_rate": 0.1}
    width = n_class or 1

    def fit(xx: pd.DataFrame, xx_test: pd.DataFrame, target_codes: dict) -> np.ndarray | None:
        encode = fold_target_encoder(target_codes, xx, xx_test, y, n_class, seed)
        got = fit_lightgbm_cv(
            params, xx, y, xx_test, folds, width=width, seed=seed, hard=until, encode=encode
        )
        return None if got is None else got[0]

    return _Prober(fit, cv_of)


HALF_SAMPLES = 20  # random halves of the out-of-fold rows on which new columns must keep winning
KEEP_SHARE = 0.75  # of the halves: a gain smaller than the noise of the rows wins about half of them


def _share_of_wins(
    prober: _Prober, with_oof: np.ndarray, without_oof: np.ndarray, direction: str, seed: int
) -> float:
    """On how many random halves of the out-of-fold rows the predictions with new columns score strictly better
    than those without, the same rows for both (a paired check: a noise-sized gain wins about half)."""
    rng = np.random.default_rng(seed)
    wins = tried = 0
    for _ in range(HALF_SAMPLES):
        half = (rng.random(len(with_oof)) < 0.5)[:, None]
        a = prober.score(np.where(half, with_oof, np.nan))
        b = prober.score(np.where(half, without_oof, np.nan))
        if a is None or b is None:
            continue
        tried += 1
        wins += search_better(a, b, direction)
    return wins / tried if tried else 0.0


def _check_extra(
    task: ModelingTask,
    train: pd.DataFrame,
    test: pd.DataFrame,
    *,
    drop: list[str],
    seed: int,
    extra: list[str],
    probe: _Prober,
) -> tuple[bool, float | None, float | None, float]:
    """Do the ``extra`` columns (written by a model) make the quick CV strictly better than the same features
    without them, and on at least ``KEEP_SHARE`` of random halves of the rows? Returns (keep, CV without, CV
    with, share of halves won); no time left to check means they are not kept."""
    x0, x0_test, rep0 = build_features(train, test.iloc[:1], drop=[*drop, *extra], seed=seed)
    x1, x1_test, rep1 = build_features(train, test.iloc[:1], drop=drop, seed=seed)
    if not x0.shape[1]:  # nothing but the new columns: nothing to compare them with
        with_alone = probe(x1, x1_test, rep1.target_codes)
        return with_alone is not None, None, with_alone, 1.0
    oof0 = probe.fit(x0, x0_test, rep0.target_codes)
    oof1 = probe.fit(x1, x1_test, rep1.target_codes) if oof0 is not None else None
    without = None if oof0 is None else probe.score(oof0)
    with_extra = None if oof1 is None else probe.score(oof1)
    if oof0 is None or oof1 is None or with_extra is None:
        return False, without, with_extra, 0.0
    share = _share_of_wins(probe, oof1, oof0, task.direction, seed)
    keep = search_better(with_extra, without, task.direction) and share >= KEEP_SHARE
    return keep, without, with_extra, share


def _select_transforms(
    task: ModelingTask,
    train: pd.DataFrame,
    test: pd.DataFrame,
    x: pd.DataFrame,
    *,
    drop: list[str],
    seed: int,
    proposals: list[Proposal],
    probe: _Prober,
) -> tuple[dict[str, str], list[str]]:
    """Greedy, column by column: each proposed action replaces the raw column only if ``probe`` scores better
    in CV; dropping an identifier wins ties."""
    base = probe(x, x.iloc[:0], {})
    if base is None:
        return {}, ["features: no time to check column transformations"]
    chosen: dict[str, str] = {}
    notes = []
    for prop in proposals:
        best_action, best = None, base
        for action in prop.actions:
            xa, xa_test, rep_a = build_features(
                train, test.iloc[:1], drop=drop, seed=seed, transforms={**chosen, prop.column: action}
            )
            sc = probe(xa, xa_test, rep_a.target_codes)
            if sc is None:
                notes.append("features: the time for column checks ran out")
                return chosen, notes
            if search_better(sc, best, task.direction) or (action == "drop" and sc == best):
                best_action, best = action, sc
            notes.append(f"features: {prop.column} ({prop.why}) {action}: CV {sc:.5g} vs {base:.5g}")
        if best_action is not None:
            chosen[prop.column], base = best_action, best
    notes.append(f"features: kept {chosen or 'every column raw'}")
    return chosen, notes


def run_floor(
    task: ModelingTask,
    *,
    time_budget_s: float = 120.0,
    seed: int = 0,
    extra: tuple[pd.DataFrame, pd.DataFrame] | None = None,
) -> FloorResult:
    """Fit the floor and return a submission frame in the sample submission's row and column order.

    ``extra``: new feature columns for the train and the test rows (in the files' row order), e.g. from
    model-written feature code; they are used only if the quick CV is strictly better with them."""
    started = time.monotonic()
    end = started + END_SHARE * time_budget_s
    train, test = read_csv(task.train_path), read_csv(task.test_path)
    extra_cols: list[str] = []
    if extra is not None:
        extra_train, extra_test = extra
        if len(extra_train) != len(train) or len(extra_test) != len(test):
            raise ModelingError("model features: their row counts differ from train.csv and test.csv")
        extra_cols = [c for c in extra_train.columns if c not in train.columns and c in extra_test.columns]
        train = pd.concat([train, extra_train[extra_cols].reset_index(drop=True)], axis=1)
        test = pd.concat([test, extra_test[extra_cols].reset_index(drop=True)], axis=1)
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
        return FloorResult(pred, None, None, kind, notes + extra, time.monotonic() - started)

    # an id that is a timestamp (bike-sharing's ``datetime``) carries the signal: keep it as a feature
    id_is_date = id_in_train and is_date(test[task.id_column])
    drop = [_ROW, *targets] if id_is_date else [_ROW, task.id_column, *targets]
    x, x_test, rep = build_features(train, test, drop=drop, seed=seed)
    if x.shape[1] == 0:
        raise ModelingError(f"task {task.name}: no usable feature columns shared by train and test")

    ids = train[[_ROW]]

    def cv_on(cols: list[str], values: list[np.ndarray]) -> float | None:
        frame = ids.copy()
        for c, v in zip(cols, values, strict=True):
            frame[c] = v
        return _cv_score(task, train, frame, cols)

    probe = _prober(task, kind, train, cv_on, seed, Deadline(started + FEATURE_SHARE * time_budget_s))
    extra_kept: list[str] = []
    extra_cv: tuple[float | None, float | None] = (None, None)
    if extra_cols:
        keep, without, with_extra, share = _check_extra(
            task, train, test, drop=drop, seed=seed, extra=extra_cols, probe=probe
        )
        extra_cv = (without, with_extra)
        notes.append(
            f"model features {extra_cols}: quick CV {_fmt(extra_cv[1])} with, {_fmt(extra_cv[0])} without, "
            f"better on {share:.0%} of random halves of the rows: " + ("kept" if keep else "not kept")
        )
        if keep:
            extra_kept = extra_cols
        else:
            drop = [*drop, *extra_cols]
            x, x_test, rep = build_features(train, test, drop=drop, seed=seed)
    proposals = propose_transforms(train, test, drop=drop)
    if proposals:
        chosen, extra = _select_transforms(
            task, train, test, x, drop=drop, seed=seed, proposals=proposals, probe=probe
        )
        notes.extend(extra)
        if chosen:
            x, x_test, rep = build_features(train, test, drop=drop, seed=seed, transforms=chosen)
    notes.append(f"features: {rep.summary()}")

    def say(prefix: str, res: SearchResult) -> None:
        notes.extend(f"{prefix}{n}" for n in res.notes)

    if kind in ("binary", "multiclass", "multiclass_onehot"):
        if kind == "multiclass_onehot":
            classes = np.array(targets)
            y_codes = train[targets].to_numpy(float).argmax(axis=1)
        else:
            classes, y_codes = np.unique(train[targets[0]].to_numpy(), return_inverse=True)
        n_class = len(classes)
        objective = "binary" if n_class == 2 else "multiclass"
        graded = task.metric.key == "qwk" and np.issubdtype(classes.dtype, np.number)
        res = _search(
            x,
            y_codes,
            x_test,
            objective,
            n_class=None if n_class == 2 else n_class,
            stratify=True,
            seed=seed,
            cv_of=lambda p: cv_on(targets, _class_output(task, kind, classes, p)),
            direction=task.direction,
            until=_share(end, 2 if graded else 1),
            rep=rep,
            guide=task.metric.key in GUIDED_METRICS,
        )
        notes.append(f"{objective}, {n_class} classes")
        say("", res)
        pred_vals, oof_vals = (_class_output(task, kind, classes, p) for p in (res.best.test, res.best.oof))
        if kind == "binary" and n_class == 2 and task.metric.key in THRESHOLD_METRICS:
            tuned = _tuned_threshold(task, classes, y_codes, res.best.oof[:, 0], seed)
            default = cv_on(targets, oof_vals)
            if tuned is not None and search_better(tuned[1], default, task.direction):
                cut, cv_tuned, oof_labels = tuned
                pred_vals = [_labels_at(res.best.test[:, 0], cut, classes)]
                oof_vals = [oof_labels]
                notes.append(f"threshold {cut:.3f} for {task.metric.key} (cross-fitted CV {cv_tuned:.5g})")
        if graded:
            # ordinal grades: regression rounded to the nearest grade often beats classification on QWK
            lo, hi = classes.min(), classes.max()

            def to_grade(p: np.ndarray) -> np.ndarray:
                return np.clip(np.round(p[:, 0]), lo, hi)

            reg = _search(
                x,
                train[targets[0]].to_numpy(float),
                x_test,
                "regression",
                n_class=None,
                stratify=False,
                seed=seed,
                cv_of=lambda p: cv_on(targets, [to_grade(p)]),
                direction=task.direction,
                until=_share(end, 1),
                rep=rep,
            )
            say("graded regression: ", reg)
            if search_better(reg.best.score, res.best.score, task.direction):
                pred_vals = [to_grade(reg.best.test).astype(classes.dtype)]
                oof_vals = [to_grade(reg.best.oof)]
                notes.append("kept graded regression")
        for j, col in enumerate(targets):
            pred[col] = pred_vals[j]
            oof[col] = oof_vals[j]
    else:  # regression, multi_target, multilabel: one search per target column
        for i, col in enumerate(targets):
            y = pd.to_numeric(train[col], errors="coerce").to_numpy(float)
            until = _share(end, len(targets) - i)  # what is left, split evenly over the remaining targets
            prefix = f"{col}: " if len(targets) > 1 else ""
            if kind == "multilabel":
                res = _search(
                    x,
                    y.astype(int),
                    x_test,
                    "binary",
                    n_class=None,
                    stratify=True,
                    seed=seed,
                    cv_of=lambda p, c=col: cv_on([c], [p[:, 0]]),
                    direction=task.direction,
                    until=until,
                    rep=rep,
                )
                pred[col], oof[col] = res.best.test[:, 0], res.best.oof[:, 0]
                say(prefix, res)
                continue
            objective, log_target = _regression_objective(task.metric.key, y)
            yy = np.log1p(y) if log_target else y
            nonneg = bool(np.nanmin(y) >= 0)

            def back(p: np.ndarray, log_target: bool = log_target, nonneg: bool = nonneg) -> np.ndarray:
                v = np.expm1(p[:, 0]) if log_target else p[:, 0]
                return np.clip(v, 0, None) if nonneg else v

            res = _search(
                x,
                yy,
                x_test,
                objective,
                n_class=None,
                stratify=False,
                seed=seed,
                cv_of=lambda p, c=col, f=back: cv_on([c], [f(p)]),
                direction=task.direction,
                until=until,
                rep=rep,
            )
            pred[col], oof[col] = back(res.best.test), back(res.best.oof)
            notes.append(f"{prefix}{objective}{' on log1p(y)' if log_target else ''}")
            say(prefix, res)

    cv = _cv_score(task, train, oof)
    if cv is not None:
        notes.append(f"CV {task.metric.key} = {cv:.5g}")
    violations = validate_frame(pred, task, sample)
    if violations:
        raise ModelingError(f"task {task.name}: the floor's submission is invalid: {violations[0]}")
    return FloorResult(
        pred, oof, cv, kind, notes, time.monotonic() - started, extra_kept=extra_kept, extra_cv=extra_cv
    )


def _fmt(v: float | None) -> str:
    return "-" if v is None else f"{v:.5g}"


THRESHOLD_METRICS = {"f1", "macro_f1"}  # label metrics on two classes whose best cut-off is rarely 0.5


def _labels_at(p1: np.ndarray, cut: float, classes: np.ndarray) -> np.ndarray:
    """Two-class labels from the probability of ``classes[1]`` at a cut-off."""
    return np.where(p1 >= cut, classes[1], classes[0])


def _tuned_threshold(
    task: ModelingTask, classes: np.ndarray, y_codes: np.ndarray, p1: np.ndarray, seed: int
) -> tuple[float, float, np.ndarray] | None:
    """The probability cut-off for class ``classes[1]`` that scores best on the out-of-fold rows, and an honest
    estimate of it: the rows are split in parts and each part is labelled with the cut-off chosen on the other
    parts (choosing and scoring on the same rows would flatter it). Returns (cut-off on all rows, cross-fitted
    score, cross-fitted labels) or None when too few rows have out-of-fold predictions."""
    have = ~np.isnan(p1)
    if have.sum() < 50 or len(np.unique(y_codes[have])) < 2:
        return None
    column = task.target_columns[0]
    truth = classes[y_codes]

    def scored(rows: np.ndarray, cut: float) -> float:
        labels = _labels_at(p1[rows], cut, classes)
        return task.metric(pd.DataFrame({column: truth[rows]}), pd.DataFrame({column: labels}))

    def best_cut(rows: np.ndarray) -> float:
        cuts = np.unique(np.quantile(p1[rows], np.linspace(0.02, 0.98, 49)))
        values = [scored(rows, c) for c in cuts]
        pick = int(np.argmax(values) if task.direction == "maximize" else np.argmin(values))
        return float(cuts[pick])

    rows = np.flatnonzero(have)
    labels = np.full(len(p1), None, dtype=object)
    for other, part in make_folds(y_codes[rows], True, seed + 1):
        cut = best_cut(rows[other])
        labels[rows[part]] = _labels_at(p1[rows[part]], cut, classes)
    honest = task.metric(pd.DataFrame({column: truth[rows]}), pd.DataFrame({column: labels[rows]}))
    return best_cut(rows), honest, labels


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
