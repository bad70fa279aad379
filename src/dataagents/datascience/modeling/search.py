"""The floor's model search: honest K-fold CV, a time-aware Optuna search over LightGBM, a linear model, a blend.

* Honest CV: every LightGBM fit stops early on an inner split of its own training rows (``INNER_SHARE``), never
  on the fold it is scored on, so the out-of-fold score estimates the test score instead of flattering it.
* The search: Optuna's TPE sampler over LightGBM's main hyper-parameters, the floor's defaults as the first
  trial; each trial is a full K-fold CV scored in the task's own metric. Before a trial starts, the time it is
  expected to take (the median of the recent trials) must fit before the deadline; a trial that runs past the
  deadline is abandoned between boosting rounds. The search stops early only when it has converged: no
  improvement for ``PATIENCE`` trials.
* A ridge / logistic model (with the TF-IDF rows of any free text) and, up to ``TREES_MAX_ROWS``, ExtraTrees
  get one K-fold CV each beside LightGBM (boosting is weak on tiny and on linear data).
* The blend: greedy forward selection with replacement (Caruana et al. 2004) over the best trials and the linear
  model on the out-of-fold predictions; kept only when its CV beats the best single candidate.

Columns made from the targets (``features.fold_target_encoder``) are made for each fold from its training rows
only (``encode``), for every model, so the rows a fold is scored on stay unseen.

Every model's test prediction is the mean of its fold models, so nothing is refitted after the search and the
time after the deadline is only the blend's arithmetic.
"""

from __future__ import annotations

import dataclasses
import math
import os
import time
from collections.abc import Callable
from dataclasses import dataclass, field

import lightgbm as lgb
import numpy as np
import pandas as pd
from sklearn.model_selection import KFold, StratifiedKFold

from dataagents.datascience.modeling.features import FoldFeatures
from dataagents.threads import ThreadCountError, half_the_cores, threads_from_env

INNER_SHARE = 0.1  # share of a fold's training rows that early stopping watches
TRIALS_VARIABLE = (
    "DATAAGENTS_FLOOR_TRIALS"  # a fixed trial count: the same submission on every run, any machine
)
PATIENCE = 30  # trials without improvement after which the search counts as converged
KEEP_TOP = 5  # trials whose predictions are kept for the blend
BLEND_ROUNDS = 25
MAX_ROUNDS = 5000
EARLY_STOP = 50

Scorer = Callable[[np.ndarray], float | None]  # out-of-fold predictions -> the task metric (None: no score)


def max_trials_from_env() -> int | None:
    """``DATAAGENTS_FLOOR_TRIALS``: at most this many TPE trials after the defaults (0: the defaults only).

    The search is time-aware, so how many trials fit depends on the machine and its load; fixing the count
    makes the floor reproducible (same seed, same trials, same submission) as long as they fit the budget."""
    value = os.environ.get(TRIALS_VARIABLE, "").strip()
    if not value:
        return None
    if not value.isdigit():
        raise ThreadCountError(
            f"{TRIALS_VARIABLE}={value!r} is not a trial count", hint="use a whole number, 0 or more"
        )
    return int(value)


def lightgbm_threads() -> int:
    """Threads per LightGBM model: ``DATAAGENTS_MODEL_THREADS``/``DATAAGENTS_THREADS``, else half the cores."""
    return threads_from_env("DATAAGENTS_MODEL_THREADS") or half_the_cores()


class Deadline:
    """A monotonic-clock deadline."""

    def __init__(self, at: float) -> None:
        self.at = at

    @classmethod
    def after(cls, seconds: float) -> Deadline:
        return cls(time.monotonic() + seconds)

    def left(self) -> float:
        return self.at - time.monotonic()

    def passed(self) -> bool:
        return time.monotonic() >= self.at


class _Timeout(Exception):
    """A fit ran past the deadline."""


@dataclass
class Candidate:
    name: str
    oof: np.ndarray  # rows x width, NaN where the fold was not fitted
    test: np.ndarray  # test rows x width
    score: float | None
    params: dict = field(default_factory=dict)

    @property
    def complete(self) -> bool:
        return not np.isnan(self.oof).any()


@dataclass
class SearchResult:
    best: Candidate  # what the submission uses: the best single candidate or the blend
    candidates: list[Candidate]
    trials: int
    converged: bool
    notes: list[str] = field(default_factory=list)


def make_folds(y: np.ndarray, stratify: bool, seed: int) -> list[tuple[np.ndarray, np.ndarray]]:
    """K-fold splits: 5 folds (3 above 50,000 rows, fewer on tiny or rare-class data), stratified if asked."""
    n = len(y)
    k = 5 if n <= 50_000 else 3
    k = max(2, min(k, n // 10)) if n >= 20 else 2
    splitter = None
    if stratify:
        _, counts = np.unique(y, return_counts=True)
        k = max(2, min(k, int(counts.min()))) if counts.min() >= 2 else k
        splitter = StratifiedKFold(k, shuffle=True, random_state=seed) if counts.min() >= k else None
    splitter = splitter or KFold(k, shuffle=True, random_state=seed)
    return list(splitter.split(np.zeros(n), y if stratify else None))


def inner_split(tr: np.ndarray, seed: int) -> tuple[np.ndarray, np.ndarray]:
    """(fit rows, early-stopping rows) of a fold's training rows; the scored fold is never among them."""
    rng = np.random.default_rng(seed)
    idx = rng.permutation(tr)
    k = max(1, round(INNER_SHARE * len(tr)))
    return np.sort(idx[k:]), np.sort(idx[:k])


def default_params(objective: str, n_rows: int, seed: int, n_class: int | None = None) -> dict:
    p = {
        "objective": objective,
        "learning_rate": 0.1 if n_class else 0.05,  # multiclass grows one tree per class: fewer rounds
        "num_leaves": 31,
        "min_child_samples": max(5, min(20, n_rows // 20)),
        "subsample": 0.8,
        "subsample_freq": 1,
        "colsample_bytree": 0.8,
        "reg_lambda": 1.0,
        "reg_alpha": 1e-3,
        "min_split_gain": 1e-4,
    }
    return _complete(p, seed, n_class)


def _complete(p: dict, seed: int, n_class: int | None) -> dict:
    p = {
        **p,
        "n_estimators": MAX_ROUNDS,
        "num_threads": lightgbm_threads(),
        "random_state": seed,
        "deterministic": True,
        "force_col_wise": True,
        "verbose": -1,
    }
    if n_class:
        p["num_class"] = n_class
    return p


def _distributions(n_rows: int) -> dict:
    from optuna.distributions import FloatDistribution, IntDistribution

    return {
        "learning_rate": FloatDistribution(0.01, 0.3, log=True),
        "num_leaves": IntDistribution(4, 256, log=True),
        "min_child_samples": IntDistribution(2, max(3, min(200, n_rows // 10)), log=True),
        "subsample": FloatDistribution(0.5, 1.0),
        "colsample_bytree": FloatDistribution(0.3, 1.0),
        "reg_lambda": FloatDistribution(1e-3, 30.0, log=True),
        "reg_alpha": FloatDistribution(1e-3, 10.0, log=True),
        "min_split_gain": FloatDistribution(1e-4, 1.0, log=True),
    }


def suggest_params(trial, objective: str, n_rows: int, seed: int, n_class: int | None) -> dict:
    """One point of the search space (an Optuna trial)."""
    from optuna.distributions import IntDistribution

    p = {
        name: (trial.suggest_int if isinstance(d, IntDistribution) else trial.suggest_float)(
            name, d.low, d.high, log=d.log
        )
        for name, d in _distributions(n_rows).items()
    }
    return _complete({"objective": objective, "subsample_freq": 1, **p}, seed, n_class)


def _in_space(params: dict, n_rows: int) -> dict:
    """The defaults clipped into the search space, to tell the sampler the first trial's result."""
    out = {}
    for name, d in _distributions(n_rows).items():
        v = min(max(params[name], d.low), d.high)
        out[name] = int(v) if isinstance(v, int) or name in ("num_leaves", "min_child_samples") else float(v)
    return out


def _deadline_callback(hard: Deadline | None, soft: Deadline | None):
    """Past ``hard`` the fit is abandoned; past ``soft`` boosting stops where it is and the model is kept
    (the first trial must give a submission whatever the time)."""

    def check(env) -> None:
        if env.iteration % 10:
            return
        if hard is not None and hard.passed():
            raise _Timeout
        if soft is not None and soft.passed() and env.iteration > 0:
            raise lgb.callback.EarlyStopException(env.iteration, env.evaluation_result_list)

    return check


def fit_lightgbm_cv(
    params: dict,
    x: pd.DataFrame,
    y: np.ndarray,
    x_test: pd.DataFrame,
    folds: list[tuple[np.ndarray, np.ndarray]],
    *,
    width: int,
    seed: int,
    hard: Deadline | None,
    soft: Deadline | None = None,
    encode: FoldFeatures | None = None,
) -> tuple[np.ndarray, np.ndarray, list[int]] | None:
    """(oof, mean test prediction, best rounds per fold) of LightGBM with honest early stopping.

    ``hard``: past it the fit is abandoned (None). ``soft``: past it no further fold starts (rows of the folds
    not fitted keep NaN) — for the first trial, which must give a submission whatever the time. ``encode``:
    the columns each fold computes from its own training rows (``features.fold_target_encoder``)."""
    regression = params["objective"].startswith("regression")
    model_cls = lgb.LGBMRegressor if regression else lgb.LGBMClassifier
    oof = np.full((len(y), width), np.nan)
    test = np.zeros((len(x_test), width))
    rounds: list[int] = []
    for i, (tr, va) in enumerate(folds):
        xf, xt = (x, x_test) if encode is None else encode(tr)
        fit_rows, stop_rows = inner_split(tr, seed + i)
        model = model_cls(**params)
        try:
            model.fit(
                xf.iloc[fit_rows],
                y[fit_rows],
                eval_X=xf.iloc[stop_rows],
                eval_y=y[stop_rows],
                callbacks=[lgb.early_stopping(EARLY_STOP, verbose=False), _deadline_callback(hard, soft)],
            )
        except _Timeout:
            return None
        rounds.append(int(model.best_iteration_ or params["n_estimators"]))
        _predict(model, regression, width, xf.iloc[va], xt, oof, va, test)
        if soft is not None and soft.passed() and i < len(folds) - 1:
            return oof, test / (i + 1), rounds
    return oof, test / len(folds), rounds


def _predict(model, regression: bool, width: int, xv, xt, oof: np.ndarray, va, test: np.ndarray) -> None:
    """Out-of-fold rows into ``oof``, the test prediction added to ``test`` (no test rows: nothing added)."""
    if regression:
        oof[va, 0] = model.predict(xv)
        if xt.shape[0]:
            test[:, 0] += model.predict(xt)
        return
    pv = model.predict_proba(xv)
    oof[va] = pv[:, 1:2] if width == 1 else pv
    if xt.shape[0]:
        pt = model.predict_proba(xt)
        test += pt[:, 1:2] if width == 1 else pt


def _as_object(x: pd.DataFrame) -> pd.DataFrame:
    """Categories as plain objects for scikit-learn's imputer/encoder (NaN kept)."""
    out = x.copy()
    for c in out.columns:
        if isinstance(out[c].dtype, pd.CategoricalDtype):
            out[c] = out[c].astype(object).where(out[c].notna(), np.nan)
    return out


def linear_model(objective: str, x: pd.DataFrame, seed: int, *, parts: bool = False):
    """Imputed, scaled numbers + one-hot categories into ridge / logistic regression (one thread);
    ``parts``: the (preprocessing, estimator) pair, to put a sparse TF-IDF matrix beside the preprocessed rows."""
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
        est = LogisticRegression(C=1.0, max_iter=1000, random_state=seed)
    return (prep, est) if parts else make_pipeline(prep, est)


class _TextLinear:
    """A linear model on [preprocessed columns | TF-IDF rows]; it predicts from (frame, sparse rows) pairs."""

    def __init__(self, objective: str, x: pd.DataFrame, seed: int) -> None:
        self.prep, self.est = linear_model(objective, x, seed, parts=True)

    def _rows(self, xs, fit: bool = False):
        from scipy import sparse

        frame, text = xs
        a = self.prep.fit_transform(frame) if fit else self.prep.transform(frame)
        return sparse.hstack([sparse.csr_matrix(a), text]).tocsr()

    def fit(self, xs, y):
        self.est.fit(self._rows(xs, fit=True), y)
        return self

    def predict(self, xs):
        return self.est.predict(self._rows(xs))

    def predict_proba(self, xs):
        return self.est.predict_proba(self._rows(xs))


class _Pair(tuple):
    """(frame, sparse rows) with the row count as ``shape[0]``, so ``_predict`` can treat it like a frame."""

    @property
    def shape(self) -> tuple[int]:
        return (self[1].shape[0],)


def fit_linear_cv(
    objective: str,
    x: pd.DataFrame,
    y: np.ndarray,
    x_test: pd.DataFrame,
    folds: list[tuple[np.ndarray, np.ndarray]],
    *,
    width: int,
    seed: int,
    deadline: Deadline | None,
    text=None,
    encode: FoldFeatures | None = None,
) -> tuple[np.ndarray, np.ndarray] | None:
    """(oof, mean test prediction) of the linear model; None when it cannot give full rows or runs late.
    ``text``: a sparse TF-IDF matrix (train rows, then test rows) put beside the columns. ``encode``: as for
    ``fit_lightgbm_cv``."""
    regression = objective.startswith("regression")
    plain = None if encode else (_as_object(x), _as_object(x_test))  # the same for every fold
    n = len(x)
    oof = np.full((len(y), width), np.nan)
    test = np.zeros((len(x_test), width))
    for i, (tr, va) in enumerate(folds):
        if deadline is not None and deadline.passed():
            return None
        if not regression and width > 1 and len(np.unique(y[tr])) < width:
            return None  # a fold without every class cannot give full probability rows
        t0 = time.monotonic()
        xf, xt = (x, x_test) if encode is None else encode(tr)
        xo, xo_test = plain or (_as_object(xf), _as_object(xt))
        if text is None:
            model = linear_model(objective, xf, seed)
            rows_tr, rows_va, rows_te = xo.iloc[tr], xo.iloc[va], xo_test
        else:
            model = _TextLinear(objective, xf, seed)
            rows_tr, rows_va = _Pair((xo.iloc[tr], text[tr])), _Pair((xo.iloc[va], text[va]))
            rows_te = _Pair((xo_test, text[n:]))
        model.fit(rows_tr, y[tr])
        if (
            i == 0
            and deadline is not None
            and (time.monotonic() - t0) * (len(folds) - 1) > 0.3 * deadline.left()
        ):
            return None  # the other folds would eat the search's time
        _predict(model, regression, width, rows_va, rows_te, oof, va, test)
    return oof, test / len(folds)


TREES_MAX_ROWS = (
    50_000  # extremely randomised trees beside LightGBM on small data (they shine on tiny tables)
)


def fit_trees_cv(
    objective: str,
    x: pd.DataFrame,
    y: np.ndarray,
    x_test: pd.DataFrame,
    folds: list[tuple[np.ndarray, np.ndarray]],
    *,
    width: int,
    seed: int,
    deadline: Deadline | None,
    encode: FoldFeatures | None = None,
) -> tuple[np.ndarray, np.ndarray] | None:
    """(oof, mean test prediction) of scikit-learn's ExtraTrees on category codes; None when it runs late or a
    fold lacks a class. ``encode``: as for ``fit_lightgbm_cv``."""
    from sklearn.ensemble import ExtraTreesClassifier, ExtraTreesRegressor

    regression = objective.startswith("regression")

    def codes(f: pd.DataFrame) -> pd.DataFrame:
        out = f.copy()
        for c in out.columns:
            if isinstance(out[c].dtype, pd.CategoricalDtype):
                out[c] = out[c].cat.codes.astype(float).replace(-1.0, np.nan)
        return out.astype(float)

    plain = None if encode else (codes(x), codes(x_test))  # the same for every fold
    oof = np.full((len(y), width), np.nan)
    test = np.zeros((len(x_test), width))
    cls = ExtraTreesRegressor if regression else ExtraTreesClassifier
    loss = {"criterion": "absolute_error"} if objective == "regression_l1" and len(y) <= 5000 else {}
    for i, (tr, va) in enumerate(folds):
        if deadline is not None and deadline.passed():
            return None
        if not regression and width > 1 and len(np.unique(y[tr])) < width:
            return None
        t0 = time.monotonic()
        xc, xc_test = plain or tuple(codes(f) for f in encode(tr))
        model = cls(n_estimators=300, max_features=0.7, n_jobs=lightgbm_threads(), random_state=seed, **loss)
        model.fit(xc.iloc[tr], y[tr])
        if (
            i == 0
            and deadline is not None
            and (time.monotonic() - t0) * (len(folds) - 1) > 0.3 * deadline.left()
        ):
            return None
        _predict(model, regression, width, xc.iloc[va], xc_test, oof, va, test)
    return oof, test / len(folds)


def better(a: float | None, b: float | None, direction: str) -> bool:
    """Is score ``a`` strictly better than ``b`` (a missing score is worse than any)?"""
    if a is None or (isinstance(a, float) and math.isnan(a)):
        return False
    if b is None or (isinstance(b, float) and math.isnan(b)):
        return True
    return a > b if direction == "maximize" else a < b


def blend(
    cands: list[Candidate],
    cv_of: Scorer,
    direction: str,
    rounds: int = BLEND_ROUNDS,
    until: Deadline | None = None,
) -> Candidate | None:
    """Greedy forward selection with replacement over complete candidates; None when fewer than two.
    Past ``until`` no further round starts."""
    pool = [c for c in cands if c.complete and c.score is not None]
    if len(pool) < 2:
        return None
    counts = np.zeros(len(pool))
    oof_sum = np.zeros_like(pool[0].oof)
    best_score: float | None = None
    best_counts = counts.copy()
    for _ in range(rounds):
        if until is not None and until.passed():
            break
        step_best, step_j = None, -1
        for j, c in enumerate(pool):
            s = cv_of((oof_sum + c.oof) / (counts.sum() + 1))
            if step_j < 0 or better(s, step_best, direction):
                step_best, step_j = s, j
        counts[step_j] += 1
        oof_sum += pool[step_j].oof
        if better(step_best, best_score, direction):
            best_score, best_counts = step_best, counts.copy()
    if best_counts.max() == best_counts.sum():
        return None  # one candidate alone: no blend
    w = best_counts / best_counts.sum()
    oof = sum(wi * c.oof for wi, c in zip(w, pool, strict=True))
    test = sum(wi * c.test for wi, c in zip(w, pool, strict=True))
    parts = " + ".join(f"{wi:.2f} {c.name}" for wi, c in zip(w, pool, strict=True) if wi > 0)
    return Candidate(f"blend({parts})", oof, test, best_score)


def search(
    x: pd.DataFrame,
    y: np.ndarray,
    x_test: pd.DataFrame,
    objective: str,
    *,
    n_class: int | None,
    folds: list[tuple[np.ndarray, np.ndarray]],
    cv_of: Scorer,
    direction: str,
    seed: int,
    deadline: Deadline,
    patience: int = PATIENCE,
    max_trials: int | None = -1,
    linear: bool = True,
    text=None,
    guide: Scorer | None = None,
    encode: FoldFeatures | None = None,
) -> SearchResult:
    """Defaults first, then the linear model, then TPE trials until the deadline or convergence; then a blend.
    ``max_trials``: a cap on the TPE trials (-1: ``DATAAGENTS_FLOOR_TRIALS`` if set, else none).
    ``guide``: a smooth score to minimise in place of the task metric for every choice (log loss for a metric
    on hard labels, where a few rows flip the score); the kept candidate's score is still the task metric.
    ``encode``: the columns each fold computes from its own training rows, for every model."""
    import optuna

    metric_of = cv_of
    what = "CV"
    if guide is not None:
        cv_of, direction, what = guide, "minimize", "CV log loss"

    if max_trials == -1:
        max_trials = max_trials_from_env()
    optuna.logging.set_verbosity(optuna.logging.WARNING)
    width = n_class or 1
    notes: list[str] = []
    base = default_params(objective, len(y), seed, n_class)
    t0 = time.monotonic()
    window = deadline.left()
    first = fit_lightgbm_cv(
        base, x, y, x_test, folds, width=width, seed=seed, hard=None, soft=deadline, encode=encode
    )  # always finishes at least one fold: the submission needs a model
    assert first is not None
    durations = [time.monotonic() - t0]
    t_cv = time.monotonic()
    top: list[Candidate] = [Candidate("lgb#0", first[0], first[1], cv_of(first[0]), base)]
    t_cv = time.monotonic() - t_cv
    # the blend scores about BLEND_ROUNDS x candidates mixtures after the trials: keep that time free
    trials_end = Deadline(deadline.at - min(0.15 * max(window, 0.0), BLEND_ROUNDS * (KEEP_TOP + 1) * t_cv))
    rounds0 = int(np.mean(first[2]))
    notes.append(
        f"lgb defaults: {what} {_fmt(top[0].score)}, {len(first[2])} of {len(folds)} CV folds, "
        f"{rounds0} rounds, {durations[0]:.1f}s"
    )
    cands_extra: list[Candidate] = []
    if linear and not deadline.passed():
        t1 = time.monotonic()
        lin = fit_linear_cv(
            objective,
            x,
            y,
            x_test,
            folds,
            width=width,
            seed=seed,
            deadline=deadline,
            text=text,
            encode=encode,
        )
        if lin is not None:
            name = "linear" if text is None else "linear+tfidf"
            cands_extra.append(Candidate(name, lin[0], lin[1], cv_of(lin[0])))
            notes.append(f"{name}: {what} {_fmt(cands_extra[-1].score)}, {time.monotonic() - t1:.1f}s")
    if linear and len(y) <= TREES_MAX_ROWS and not deadline.passed():
        t1 = time.monotonic()
        et = fit_trees_cv(
            objective, x, y, x_test, folds, width=width, seed=seed, deadline=deadline, encode=encode
        )
        if et is not None:
            cands_extra.append(Candidate("extra_trees", et[0], et[1], cv_of(et[0])))
            notes.append(f"extra_trees: {what} {_fmt(cands_extra[-1].score)}, {time.monotonic() - t1:.1f}s")

    sampler = optuna.samplers.TPESampler(seed=seed, n_startup_trials=8, multivariate=True)
    study = optuna.create_study(direction=direction, sampler=sampler)
    study_best = top[0].score
    since_best, trials, converged = 0, 0, False
    if top[0].score is not None:  # the defaults' result is told to the sampler without refitting them
        study.add_trial(
            optuna.trial.create_trial(
                params=_in_space(base, len(y)), distributions=_distributions(len(y)), value=top[0].score
            )
        )
    while not trials_end.passed():
        if max_trials is not None and trials >= max_trials:
            break
        if since_best >= patience:
            converged = True
            break
        expected = float(np.median(durations[-5:]))  # a trial that overruns is abandoned at the deadline
        if expected > trials_end.left():
            break
        trial = study.ask()
        params = suggest_params(trial, objective, len(y), seed + 1 + trials, n_class)
        t0 = time.monotonic()
        got = fit_lightgbm_cv(
            params, x, y, x_test, folds, width=width, seed=seed, hard=trials_end, encode=encode
        )
        if got is None:
            study.tell(trial, state=optuna.trial.TrialState.FAIL)
            break
        durations.append(time.monotonic() - t0)
        trials += 1
        s = cv_of(got[0])
        study.tell(trial, s if s is not None else _worst(direction))
        cand = Candidate(f"lgb#{trials}", got[0], got[1], s, params)
        if better(s, study_best, direction):
            study_best, since_best = s, 0
        else:
            since_best += 1
        top.append(cand)
        top = sorted(top, key=lambda c: _key(c.score, direction))[:KEEP_TOP]
    notes.append(
        f"search: {trials} TPE trials after the defaults, "
        f"{'converged (no gain in ' + str(patience) + ' trials)' if converged else 'stopped by the budget'}; "
        f"best lgb {what} {_fmt(top[0].score)}"
    )
    cands = top + cands_extra
    best = min(cands, key=lambda c: _key(c.score, direction))
    mixed = blend(cands, cv_of, direction, until=deadline)
    if mixed is not None and better(mixed.score, best.score, direction):
        best = mixed
    if guide is not None:
        notes.append(f"kept {best.name}: {what} {_fmt(best.score)}")
        best = dataclasses.replace(best, score=metric_of(best.oof))
    notes.append(f"kept {best.name}: CV {_fmt(best.score)}")
    return SearchResult(best, cands, trials, converged, notes)


def log_loss_guide(y: np.ndarray) -> Scorer:
    """Log loss of out-of-fold class probabilities (one column: P(class 1)) on the rows that have them."""

    def score(p: np.ndarray) -> float | None:
        have = ~np.isnan(p).any(axis=1)
        if have.sum() < 2:
            return None
        q, t = p[have], y[have].astype(int)
        if q.shape[1] == 1:
            p1 = np.clip(q[:, 0], 1e-15, 1 - 1e-15)
            return float(-np.mean(np.where(t == 1, np.log(p1), np.log(1 - p1))))
        q = np.clip(q, 1e-15, None)
        q = q / q.sum(axis=1, keepdims=True)
        return float(-np.mean(np.log(np.clip(q[np.arange(len(t)), t], 1e-15, 1.0))))

    return score


def _worst(direction: str) -> float:
    return -1e30 if direction == "maximize" else 1e30


def _key(score: float | None, direction: str) -> float:
    if score is None or math.isnan(score):
        return math.inf
    return -score if direction == "maximize" else score


def _fmt(v: float | None) -> str:
    return "-" if v is None else f"{v:.5g}"
