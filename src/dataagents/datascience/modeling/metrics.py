"""The 18 metrics of DSBench's data modeling tasks (paper Appendix D, m0–m17), scored with rows aligned by id.

Each metric takes two frames with the same target columns whose rows are already aligned (``score`` does the
alignment by id, never by file order: the release's evaluation scripts call ``sort_values`` without using the
result, so they silently compare rows by position). scikit-learn / scipy compute the value wherever they have
the metric; the few Kaggle metrics they lack (normalized Gini, word-level Jaccard, SMAPE, MAP@3, the column-wise
means) are small functions here, each following the Kaggle/release definition cited beside it.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Literal

import numpy as np
import pandas as pd
from scipy import stats
from sklearn import metrics as skm

from dataagents.datascience.modeling.errors import ModelingError

Output = Literal["label", "proba", "value", "text", "ranked"]
MetricFn = Callable[[pd.DataFrame, pd.DataFrame], float]


@dataclass(frozen=True)
class Metric:
    key: str  # canonical name used in task.json
    code: str  # the paper's m0..m17 (Appendix D, Figure 7)
    title: str
    higher_is_better: bool
    output: (
        Output  # what a submission must hold: class labels, probabilities/scores, values, text, ranked labels
    )
    fn: MetricFn
    aliases: tuple[str, ...] = field(default_factory=tuple)

    def __call__(self, y_true: pd.DataFrame, y_pred: pd.DataFrame) -> float:
        return float(self.fn(y_true, y_pred))


# --- helpers -------------------------------------------------------------------------------------------------


def _col(df: pd.DataFrame) -> pd.Series:
    if df.shape[1] != 1:
        raise ModelingError(
            f"this metric scores one target column, got {df.shape[1]}: {list(df.columns)}",
            hint="set metric to a column-wise metric (mcrmse, mean_spearman) or list one target in task.json",
        )
    return df.iloc[:, 0]


def _labels(y_true: pd.DataFrame, y_pred: pd.DataFrame) -> tuple[np.ndarray, np.ndarray]:
    """Class labels compared as the same type: numbers when both sides are numeric (1 == 1.0), else text."""
    t, p = _col(y_true), _col(y_pred)
    tn, pn = pd.to_numeric(t, errors="coerce"), pd.to_numeric(p, errors="coerce")
    if tn.notna().all() and pn.notna().all():
        return tn.to_numpy(float), pn.to_numpy(float)
    return t.astype(str).str.strip().to_numpy(), p.astype(str).str.strip().to_numpy()


def _num(df: pd.DataFrame) -> np.ndarray:
    return df.apply(pd.to_numeric, errors="coerce").to_numpy(float)


def _corr_or_zero(value: float) -> float:
    # A constant column has no rank/linear information: score 0 rather than NaN, so a trivial constant
    # submission (the usual sample submission) gets a finite baseline b in the RPG.
    return 0.0 if np.isnan(value) else float(value)


# --- the 18 metrics (Appendix D order) ------------------------------------------------------------------------


def accuracy(y_true: pd.DataFrame, y_pred: pd.DataFrame) -> float:
    return skm.accuracy_score(*_labels(y_true, y_pred))


def roc_auc(y_true: pd.DataFrame, y_pred: pd.DataFrame) -> float:
    """ROC AUC; several target columns (multi-label tasks such as playground s4e3) give the mean over columns."""
    t, p = _num(y_true), _num(y_pred)
    return float(np.mean([skm.roc_auc_score(t[:, j], p[:, j]) for j in range(t.shape[1])]))


def _gini(actual: np.ndarray, pred: np.ndarray) -> float:
    # Kaggle's normalized Gini (Porto Seguro; the release's porto-seguro eval): sort by prediction descending,
    # ties by original order, and compare the cumulative share of actual losses with the diagonal.
    order = np.lexsort((np.arange(len(actual)), -pred))
    a = actual[order]
    total = a.sum()
    return float((np.cumsum(a).sum() / total - (len(a) + 1) / 2.0) / len(a))


def normalized_gini(y_true: pd.DataFrame, y_pred: pd.DataFrame) -> float:
    a, p = _num(y_true)[:, 0], _num(y_pred)[:, 0]
    _col(y_true)
    return _gini(a, p) / _gini(a, a)


def _rmsle_1d(a: np.ndarray, p: np.ndarray) -> float:
    # As Kaggle (and the release's bike-sharing eval): sqrt(mean((log(p+1) - log(a+1))^2)); p <= -1 gives NaN.
    with np.errstate(invalid="ignore", divide="ignore"):
        return float(np.sqrt(np.mean((np.log1p(p) - np.log1p(a)) ** 2)))


def rmsle(y_true: pd.DataFrame, y_pred: pd.DataFrame) -> float:
    """RMSLE; several target columns (covid19 forecasting) give Kaggle's mean column-wise RMSLE."""
    t, p = _num(y_true), _num(y_pred)
    return float(np.mean([_rmsle_1d(t[:, j], p[:, j]) for j in range(t.shape[1])]))


def rmse(y_true: pd.DataFrame, y_pred: pd.DataFrame) -> float:
    return float(skm.root_mean_squared_error(_num(y_true).ravel(), _num(y_pred).ravel()))


def r2(y_true: pd.DataFrame, y_pred: pd.DataFrame) -> float:
    return float(skm.r2_score(_num(y_true).ravel(), _num(y_pred).ravel()))


def mcrmse(y_true: pd.DataFrame, y_pred: pd.DataFrame) -> float:
    """Mean column-wise RMSE (Feedback Prize ELL): RMSE of each target column, averaged."""
    t, p = _num(y_true), _num(y_pred)
    return float(np.mean(np.sqrt(np.mean((t - p) ** 2, axis=0))))


def macro_f1(y_true: pd.DataFrame, y_pred: pd.DataFrame) -> float:
    return float(skm.f1_score(*_labels(y_true, y_pred), average="macro"))


def binary_f1(y_true: pd.DataFrame, y_pred: pd.DataFrame) -> float:
    """F1 of the positive class (scikit-learn's default ``average="binary"``, as Kaggle's "F1" on two classes
    and DSBench's nlp-getting-started script score it). The positive class is 1 where the labels hold it,
    otherwise the rarer class of the answer."""
    t, p = _labels(y_true, y_pred)
    values, counts = np.unique(t, return_counts=True)
    one = 1.0 if t.dtype.kind == "f" else "1"
    positive = one if one in set(values.tolist()) else values[counts.argmin()]
    return float(skm.f1_score(t == positive, p == positive, zero_division=0.0))


def micro_f1(y_true: pd.DataFrame, y_pred: pd.DataFrame) -> float:
    return float(skm.f1_score(*_labels(y_true, y_pred), average="micro"))


def mae(y_true: pd.DataFrame, y_pred: pd.DataFrame) -> float:
    return float(skm.mean_absolute_error(_num(y_true).ravel(), _num(y_pred).ravel()))


def _jaccard(a: str, b: str) -> float:
    # Kaggle tweet-sentiment-extraction: lower-cased whitespace words as sets; two empty strings agree fully
    # (Kaggle's own function divides by zero there).
    sa, sb = set(a.lower().split()), set(b.lower().split())
    if not sa and not sb:
        return 1.0
    inter = len(sa & sb)
    return inter / (len(sa) + len(sb) - inter)


def word_jaccard(y_true: pd.DataFrame, y_pred: pd.DataFrame) -> float:
    t = _col(y_true).fillna("").astype(str).to_numpy()
    p = _col(y_pred).fillna("").astype(str).to_numpy()
    return float(np.mean([_jaccard(a, b) for a, b in zip(t, p, strict=True)]))


def quadratic_weighted_kappa(y_true: pd.DataFrame, y_pred: pd.DataFrame) -> float:
    """Kaggle QWK on integer grades: weights (i − j)² over the full grade range min..max, so a grade nobody
    used still counts in the distance (scikit-learn alone indexes only the labels present)."""
    t, p = _labels(y_true, y_pred)
    if t.dtype.kind == "f" and np.all(np.mod(np.concatenate([t, p]), 1) == 0):
        lo, hi = int(min(t.min(), p.min())), int(max(t.max(), p.max()))
        return float(skm.cohen_kappa_score(t, p, weights="quadratic", labels=np.arange(lo, hi + 1)))
    return float(skm.cohen_kappa_score(t, p, weights="quadratic"))


def pearson(y_true: pd.DataFrame, y_pred: pd.DataFrame) -> float:
    t, p = _num(y_true)[:, 0], _num(y_pred)[:, 0]
    _col(y_true)
    if np.ptp(p) == 0 or np.ptp(t) == 0:
        return 0.0
    return _corr_or_zero(stats.pearsonr(t, p).statistic)


def median_ae(y_true: pd.DataFrame, y_pred: pd.DataFrame) -> float:
    return float(skm.median_absolute_error(_num(y_true).ravel(), _num(y_pred).ravel()))


def smape(y_true: pd.DataFrame, y_pred: pd.DataFrame) -> float:
    """SMAPE in percent (Kaggle web-traffic / demand-forecasting): 100/n Σ 2|p−a|/(|a|+|p|), 0/0 counted as 0."""
    a, p = _num(y_true).ravel(), _num(y_pred).ravel()
    denom = np.abs(a) + np.abs(p)
    terms = np.where(denom == 0, 0.0, 2.0 * np.abs(p - a) / np.where(denom == 0, 1.0, denom))
    return float(100.0 * np.mean(terms))


def mean_spearman(y_true: pd.DataFrame, y_pred: pd.DataFrame) -> float:
    """Mean column-wise Spearman correlation (Google QUEST); a constant column scores 0."""
    t, p = _num(y_true), _num(y_pred)
    out = []
    for j in range(t.shape[1]):
        if np.ptp(p[:, j]) == 0 or np.ptp(t[:, j]) == 0:
            out.append(0.0)
        else:
            out.append(_corr_or_zero(stats.spearmanr(t[:, j], p[:, j]).statistic))
    return float(np.mean(out))


def map_at_3(y_true: pd.DataFrame, y_pred: pd.DataFrame) -> float:
    """Kaggle MAP@3 (playground s3e13): up to 3 space-separated labels per row; a hit at rank k scores 1/k.

    The release's script (``mpa_at_3``) scores any hit in the top 3 as 1 — top-3 accuracy, not MAP@3; we
    implement the competition's metric.
    """
    t = _col(y_true).astype(str).str.strip().to_numpy()
    p = _col(y_pred).fillna("").astype(str).to_numpy()
    total = 0.0
    for actual, ranked in zip(t, p, strict=True):
        for k, label in enumerate(ranked.split()[:3], start=1):
            if label == actual:
                total += 1.0 / k
                break
    return total / len(t)


def log_loss(y_true: pd.DataFrame, y_pred: pd.DataFrame) -> float:
    """Multi-class log loss as Kaggle computes it: rows rescaled to sum 1, clipped to [1e-15, 1 − 1e-15].

    One target column: binary labels in the answer, the probability of class 1 in the submission.
    Several columns: the answer is one-hot (lmsys-chatbot-arena), the submission one probability per column.
    """
    t, p = _num(y_true), _num(y_pred)
    if t.shape[1] == 1:
        p1 = np.clip(p[:, 0], 1e-15, 1 - 1e-15)
        return float(skm.log_loss(t[:, 0], p1, labels=[0, 1]))
    p = np.clip(p, 1e-15, None)
    p = p / p.sum(axis=1, keepdims=True)
    return float(skm.log_loss(t.argmax(axis=1), np.clip(p, 1e-15, 1 - 1e-15), labels=list(range(t.shape[1]))))


METRICS: dict[str, Metric] = {
    m.key: m
    for m in [
        Metric("accuracy", "m0", "Accuracy", True, "label", accuracy, ("acc", "classification accuracy")),
        Metric(
            "roc_auc", "m1", "ROC AUC", True, "proba", roc_auc, ("auc", "roc", "area under the roc curve")
        ),
        Metric(
            "normalized_gini", "m2", "Normalized Gini Coefficient", True, "proba", normalized_gini, ("gini",)
        ),
        Metric("rmsle", "m3", "Root Mean Squared Logarithmic Error", False, "value", rmsle, ()),
        Metric("rmse", "m4", "Root Mean Squared Error", False, "value", rmse, ()),
        Metric(
            "r2", "m5", "R2 Score", True, "value", r2, ("r2_score", "r^2", "coefficient of determination")
        ),
        Metric("mcrmse", "m6", "Mean Columnwise Root Mean Squared Error", False, "value", mcrmse, ()),
        Metric("macro_f1", "m7", "Macro F1", True, "label", macro_f1, ("f1_macro",)),
        Metric(
            "micro_f1", "m8", "Micro-averaged F1", True, "label", micro_f1, ("f1_micro", "micro f1 score")
        ),
        Metric("mae", "m9", "Mean Absolute Error", False, "value", mae, ()),
        # not one of the paper's 18 (it files nlp-getting-started under micro F1); the competition scores this
        Metric("f1", "f1", "F1 Score (positive class)", True, "label", binary_f1, ("binary_f1", "f1_binary")),
        Metric("word_jaccard", "m10", "Word-level Jaccard Score", True, "text", word_jaccard, ("jaccard",)),
        Metric(
            "qwk",
            "m11",
            "Quadratic Weighted Kappa",
            True,
            "label",
            quadratic_weighted_kappa,
            ("quadratic_kappa",),
        ),
        Metric("pearson", "m12", "Pearson Correlation Coefficient", True, "value", pearson, ("pearson_r",)),
        Metric("median_ae", "m13", "Median Absolute Error", False, "value", median_ae, ("medae",)),
        Metric("smape", "m14", "Symmetric Mean Absolute Percentage Error", False, "value", smape, ()),
        Metric(
            "mean_spearman",
            "m15",
            "Mean Column-wise Spearman's Correlation Coefficient",
            True,
            "value",
            mean_spearman,
            ("spearman",),
        ),
        Metric("map@3", "m16", "MAP@3", True, "ranked", map_at_3, ("map3", "map_at_3", "mpa@3")),
        Metric("log_loss", "m17", "Logarithmic Loss", False, "proba", log_loss, ("logloss", "cross_entropy")),
    ]
}


def _norm(name: str) -> str:
    return re.sub(r"[^a-z0-9@]", "", name.lower())


_LOOKUP: dict[str, str] = {}
for _m in METRICS.values():
    for _n in (_m.key, _m.code, _m.title, *_m.aliases):
        _LOOKUP[_norm(_n)] = _m.key


def get_metric(name: str) -> Metric:
    """A metric by key, paper code (m0–m17), title or alias, case- and punctuation-insensitive."""
    key = _LOOKUP.get(_norm(name))
    if key is None:
        raise ModelingError(f"unknown metric '{name}'", hint=f"use one of: {', '.join(METRICS)}")
    return METRICS[key]


def align_by_id(
    answer: pd.DataFrame, prediction: pd.DataFrame, id_column: str
) -> tuple[pd.DataFrame, pd.DataFrame]:
    """Rows of ``prediction`` reordered to match ``answer`` by id (ids compared as text)."""
    a = answer.assign(_key=answer[id_column].astype(str).str.strip())
    p = prediction.assign(_key=prediction[id_column].astype(str).str.strip())
    if a["_key"].duplicated().any() or p["_key"].duplicated().any():
        raise ModelingError(f"duplicate ids in column '{id_column}'", hint="each id must appear once")
    missing = set(a["_key"]) - set(p["_key"])
    if missing:
        raise ModelingError(
            f"{len(missing)} ids of the answer are missing from the prediction (e.g. {sorted(missing)[:3]})",
            hint="predict every id of test.csv",
        )
    p = p.set_index("_key").loc[a["_key"].to_numpy()].reset_index(drop=True)
    return a.drop(columns="_key").reset_index(drop=True), p


def score(
    answer: pd.DataFrame,
    prediction: pd.DataFrame,
    metric: Metric | str,
    *,
    id_column: str,
    target_columns: list[str],
) -> float:
    """``metric`` of ``prediction`` against ``answer``, rows matched by ``id_column``."""
    m = get_metric(metric) if isinstance(metric, str) else metric
    a, p = align_by_id(answer, prediction, id_column)
    return m(a[target_columns], p[target_columns])
