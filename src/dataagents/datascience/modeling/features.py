"""Turn a Kaggle train/test pair into a numeric LightGBM matrix: dates → parts, text → TF-IDF + SVD,
categoricals → LightGBM categories (or frequencies when very wide), missing values left to LightGBM.

Only columns present in both train and test are used (train-only columns such as bike-sharing's ``casual``
and ``registered`` would leak the target).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

import numpy as np
import pandas as pd
from sklearn.decomposition import TruncatedSVD
from sklearn.feature_extraction.text import TfidfVectorizer

MAX_CATEGORIES = 1000  # wider categoricals become frequency codes
TEXT_MIN_WORDS = 3.0  # mean words per value above which a string column is free text
SVD_COMPONENTS = 16
_DATE_LIKE = re.compile(r"^\s*\d{1,4}[-/.]\d{1,2}[-/.]\d{1,4}([ T]\d{1,2}:\d{2}(:\d{2})?)?")


@dataclass
class FeatureReport:
    numeric: list[str] = field(default_factory=list)
    dates: list[str] = field(default_factory=list)
    categorical: list[str] = field(default_factory=list)
    frequency: list[str] = field(default_factory=list)
    text: list[str] = field(default_factory=list)
    dropped: list[str] = field(default_factory=list)

    def summary(self) -> str:
        parts = [f"{k}={len(v)}" for k, v in vars(self).items() if v]
        return ", ".join(parts)


def is_date(s: pd.Series) -> bool:
    sample = s.dropna().astype(str).head(200)
    return len(sample) > 0 and sample.str.match(_DATE_LIKE).mean() > 0.9


def _is_text(s: pd.Series) -> bool:
    sample = s.dropna().astype(str).head(500)
    return (
        len(sample) > 0
        and sample.str.split().str.len().mean() >= TEXT_MIN_WORDS
        and s.nunique() > 0.3 * len(s)
    )


def build_features(
    train: pd.DataFrame, test: pd.DataFrame, *, drop: list[str], seed: int = 0
) -> tuple[pd.DataFrame, pd.DataFrame, FeatureReport]:
    """(X_train, X_test, report) with identical columns; categorical columns use pandas ``category``."""
    cols = [c for c in train.columns if c in test.columns and c not in drop]
    both = pd.concat([train[cols], test[cols]], axis=0, ignore_index=True)
    n_train = len(train)
    out: dict[str, pd.Series | np.ndarray] = {}
    rep = FeatureReport(dropped=[c for c in train.columns if c not in test.columns and c not in drop])
    for col in cols:
        s = both[col]
        if pd.api.types.is_bool_dtype(s) or pd.api.types.is_numeric_dtype(s):
            out[col] = s.astype(float)
            rep.numeric.append(col)
        elif is_date(s):
            d = pd.to_datetime(s, errors="coerce", format="mixed")
            for part in ("year", "month", "day", "dayofweek", "hour", "dayofyear"):
                vals = getattr(
                    d.dt, part if part not in ("dayofweek", "dayofyear") else part.replace("of", "_of_")
                )
                if vals.nunique() > 1:
                    out[f"{col}__{part}"] = vals.astype(float)
            out[f"{col}__days"] = (d - pd.Timestamp("1970-01-01")).dt.days.astype(float)
            rep.dates.append(col)
        elif _is_text(s):
            text = s.fillna("").astype(str)
            tfidf = TfidfVectorizer(max_features=5000, ngram_range=(1, 2), min_df=2, sublinear_tf=True)
            try:
                m = tfidf.fit_transform(text)
                k = min(SVD_COMPONENTS, m.shape[1] - 1)
                if k >= 1:
                    z = TruncatedSVD(n_components=k, random_state=seed).fit_transform(m)
                    for j in range(k):
                        out[f"{col}__svd{j}"] = z[:, j]
            except ValueError:  # empty vocabulary
                pass
            out[f"{col}__words"] = text.str.split().str.len().astype(float)
            out[f"{col}__chars"] = text.str.len().astype(float)
            rep.text.append(col)
        else:
            s = s.astype("string")
            if s.nunique() <= MAX_CATEGORIES:
                out[col] = s.astype("category")
                rep.categorical.append(col)
            else:
                out[col] = s.map(s.value_counts()).astype(float)
                rep.frequency.append(col)
    x = pd.DataFrame(out)
    x.columns = [re.sub(r"[^0-9A-Za-z_]", "_", str(c)) for c in x.columns]  # LightGBM rejects JSON chars
    x = x.loc[:, ~x.columns.duplicated()]
    return x.iloc[:n_train].reset_index(drop=True), x.iloc[n_train:].reset_index(drop=True), rep
