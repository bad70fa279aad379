"""Turn a Kaggle train/test pair into a numeric LightGBM matrix: dates → parts, text → TF-IDF + SVD,
categoricals → LightGBM categories (or frequencies when very wide), missing values left to LightGBM.

Only columns present in both train and test are used (train-only columns such as bike-sharing's ``casual``
and ``registered`` would leak the target).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field

import numpy as np
import pandas as pd
from sklearn.decomposition import TruncatedSVD
from sklearn.feature_extraction.text import TfidfVectorizer
from sklearn.model_selection import KFold

from dataagents.units import unit_registry

# wider categoricals become frequency codes: LightGBM's category splits overfit a wide category (its docs advise
# reading high-cardinality ones as numbers), and scikit-learn's HistGradientBoosting takes at most 255 categories
MAX_CATEGORIES = 255
TEXT_MIN_WORDS = 3.0  # mean words per value above which a string column is free text
SVD_COMPONENTS = 16
_DATE_LIKE = re.compile(r"^\s*\d{1,4}[-/.]\d{1,2}[-/.]\d{1,4}([ T]\d{1,2}:\d{2}(:\d{2})?)?")
# a number and one word after it ("10 months", "1.6L"): the shape of a value with a unit, checked before pint
_QUANTITY_SHAPE = re.compile(r"^\s*[-+]?\d+(?:\.\d+)?\s*[^\W\d_]+\.?\s*$")
QUANTITY_SHARE = 0.9  # share of a column's values that must read as quantities of one kind (time, length …)
# distinct values pint reads at most (about 50 µs each) before a column is passed over
MAX_QUANTITY_VALUES = 5000


@dataclass
class FeatureReport:
    numeric: list[str] = field(default_factory=list)
    dates: list[str] = field(default_factory=list)
    quantities: list[str] = field(default_factory=list)
    categorical: list[str] = field(default_factory=list)
    frequency: list[str] = field(default_factory=list)
    text: list[str] = field(default_factory=list)
    structured: list[str] = field(default_factory=list)
    titles: list[str] = field(default_factory=list)
    dropped: list[str] = field(default_factory=list)
    # TF-IDF of the text columns side by side (scipy sparse, train rows then test rows), for linear models
    text_matrix: object = None
    # column -> (group code per train row, per test row; -1: missing) of the columns to target-encode in folds
    target_codes: dict[str, tuple[np.ndarray, np.ndarray]] = field(default_factory=dict)

    def summary(self) -> str:
        parts = [f"{k}={len(v)}" for k, v in vars(self).items() if isinstance(v, list) and v]
        return ", ".join(parts)


def is_date(s: pd.Series) -> bool:
    sample = s.dropna().astype(str).head(200)
    return len(sample) > 0 and sample.str.match(_DATE_LIKE).mean() > 0.9


def quantities(s: pd.Series) -> pd.Series | None:
    """A text column of values with units ("10 months", "3 weeks", "1 year") as one number each, in the base
    unit of their kind (seconds, metres …); None unless at least ``QUANTITY_SHARE`` of the values read as
    quantities of one kind in two or more units (with one unit the number alone is a structured part)."""
    if not _string_column(s):
        return None
    values = s.dropna().astype(str)
    if len(values) == 0 or values.str.match(_QUANTITY_SHAPE).mean() < QUANTITY_SHARE:
        return None
    distinct = values.unique()
    if len(distinct) > MAX_QUANTITY_VALUES:
        return None
    registry = unit_registry()  # only a column shaped like quantities builds it
    read: dict[str, float] = {}
    kinds, units = set(), set()
    for value in distinct:
        try:
            q = registry.Quantity(value.strip().rstrip("."))
        except Exception:  # pint's parse errors have no common base: a value it cannot read is no quantity
            continue
        if q.dimensionless:
            continue
        kinds.add(str(q.dimensionality))
        units.add(str(q.units))
        read[value] = float(q.to_base_units().magnitude)
    if len(kinds) != 1 or len(units) < 2 or values.isin(read).mean() < QUANTITY_SHARE:
        return None
    return s.map(read).astype(float)


def _is_text(s: pd.Series) -> bool:
    sample = s.dropna().astype(str).head(500)
    return (
        len(sample) > 0
        and sample.str.split().str.len().mean() >= TEXT_MIN_WORDS
        and s.nunique() > 0.3 * len(s)
    )


# --- column transformations the floor tries, each kept only if cross-validation says so ---------------------------

ID_UNIQUE_SHARE = (
    0.95  # distinct values per row above which a string or integer column looks like an identifier
)
STRUCTURED_SHARE = (
    0.8  # rows whose value holds two or more tokens with a digit or separator: a structured code
)
MAX_PARTS = 6
CODE_MIN_VALUES = 10  # a code with fewer values the trees read value by value
CODE_MIN_SHARED = 0.05  # share of rows whose value another row shares: below it most groups are one row
# how irregular a number column's counts must be along its values (``_count_roughness``) to be read as a code
CODE_ROUGHNESS = 0.6
# string codes with this many values get a target-encoding check (with fewer, LightGBM's categories do)
TARGET_MIN_STRINGS = 100
TARGET_SMOOTHING = 10.0  # rows of the overall mean mixed into a group's mean target: small groups lean to it
TARGET_INNER_FOLDS = 5  # a CV fold's own training rows are encoded out-of-fold over this many parts
TARGET_MAX_CLASSES = 10  # one encoded column per class: wider class sets are not encoded
_TOKEN = re.compile(r"\d+(?:\.\d+)?|[^\W\d_]+")
_SEPARATOR = re.compile(r"[/\-_().:#|]|\d")
_TITLE = re.compile(
    r"\b(Mr|Mrs|Miss|Master|Ms|Mme|Mlle|Dr|Rev|Prof|Sir|Lady|Col|Capt|Major|Don|Dona|Countess|Jonkheer)\.",
    re.IGNORECASE,
)
_ANY_TITLE = re.compile(_TITLE.pattern.replace("(", "(?:", 1), re.IGNORECASE)


@dataclass
class Proposal:
    """Other ways to use one column than the default (``raw``), in the order the floor tries them."""

    column: str
    # drop | parts (structured parts, raw dropped) | split (raw + parts) | title
    # | target (raw + the group's mean target, computed inside each CV fold: ``fold_target_encoder``)
    actions: list[str]
    why: str


def _string_column(s: pd.Series) -> bool:
    return not (pd.api.types.is_bool_dtype(s) or pd.api.types.is_numeric_dtype(s))


def is_id_like(s: pd.Series) -> bool:
    """Nearly one distinct value per row, and strings or whole numbers: a row identifier, not a measurement."""
    v = s.dropna()
    if len(v) < 20 or v.nunique() < ID_UNIQUE_SHARE * len(v):
        return False
    if _string_column(v):
        return not _is_text(s) and not is_date(s)  # a unique timestamp carries time, it is not a label
    if pd.api.types.is_bool_dtype(v):
        return False
    num = v.astype(float)
    return bool((num == np.round(num)).all())


def is_structured(s: pd.Series) -> bool:
    """Short codes made of parts (``auto(l5)``, ``B/45/P``, ``33MHz-8MB``), not free text nor dates."""
    if not _string_column(s) or is_date(s) or _is_text(s):
        return False
    v = s.dropna().astype(str).head(1000)
    if len(v) == 0:
        return False
    tokens = v.map(lambda t: len(_TOKEN.findall(t)))
    return bool(((tokens >= 2) & v.str.contains(_SEPARATOR)).mean() >= STRUCTURED_SHARE)


def _code_values(s: pd.Series) -> pd.Series | None:
    """The non-missing values of a column that names groups (a ticket, a cabin, a school, a customer): strings
    that are neither free text nor dates, or whole numbers whose counts are irregular along their values, with
    at least ``CODE_MIN_VALUES`` values of which enough repeat to have a group's mean; else None."""
    v = s.dropna()
    if len(v) < 20 or pd.api.types.is_bool_dtype(v):
        return None
    if _string_column(v):
        if _is_text(s) or is_date(s):
            return None
    else:
        num = v.astype(float)
        if not (num == np.round(num)).all() or _count_roughness(num) < CODE_ROUGHNESS:
            return None
    repeats = (v.map(v.value_counts()) >= 2).mean() >= CODE_MIN_SHARED
    return v if v.nunique() >= CODE_MIN_VALUES and repeats else None


def wants_target_encoding(s: pd.Series) -> bool:
    """A column naming groups whose mean target is worth a check: a number code (LightGBM would split on its
    order, which means nothing) or a string code with at least ``TARGET_MIN_STRINGS`` values (too many for
    LightGBM's category splits to learn from a few rows each, or coded by counts when wider than
    ``MAX_CATEGORIES``)."""
    v = _code_values(s)
    return v is not None and (not _string_column(v) or v.nunique() >= TARGET_MIN_STRINGS)


def _count_roughness(num: pd.Series) -> float:
    """How much a value's count differs from its neighbouring value's, against two values picked at random
    (mean |adjacent difference| / Gini mean difference of the counts). About 1 for codes (a school id: its
    neighbour's size is unrelated, as its order means nothing), well below 1 for a measurement (an age: the
    counts follow a smooth density, and the order that the trees split on means something)."""
    counts = num.value_counts().sort_index().to_numpy(float)
    n = len(counts)
    if n < 3:
        return 0.0
    ranked = np.sort(counts)
    spread = 2 * np.sum((2 * np.arange(1, n + 1) - n - 1) * ranked) / (n * (n - 1))
    return float(np.abs(np.diff(counts)).mean() / spread) if spread > 0 else 0.0


def has_titles(s: pd.Series) -> bool:
    v = s.dropna().astype(str).head(1000)
    return _string_column(s) and len(v) > 0 and v.str.contains(_ANY_TITLE).mean() >= 0.3


def propose_transforms(train: pd.DataFrame, test: pd.DataFrame, *, drop: list[str]) -> list[Proposal]:
    """The columns (present in train and test) with a transformation worth a CV check; the columns whose only
    check is a target encoding come last, so that the checks which change a column run first if time is short."""
    out, encodings_only = [], []
    for col in (c for c in train.columns if c in test.columns and c not in drop):
        s = pd.concat([train[col], test[col]], ignore_index=True)
        actions, why = [], []
        if has_titles(s):
            actions.append("title")
            why.append("names with titles")
        if is_id_like(s):
            actions.append("drop")
            why.append("identifier-like")
        if is_structured(s) and quantities(s) is None:  # a quantity is read as one number (build_features)
            actions.append("parts" if "drop" in actions else "split")
            why.append("structured code")
        if wants_target_encoding(s):
            (out if actions else encodings_only).append(
                Proposal(col, [*actions, "target"], ", ".join([*why, "group code"]))
            )
        elif actions:
            out.append(Proposal(col, actions, ", ".join(why)))
    return out + encodings_only


def _parts(s: pd.Series) -> dict[str, pd.Series]:
    """Token ``j`` of each value (numbers as floats, words as categories) and the number of tokens."""
    toks = [_TOKEN.findall(str(v)) if pd.notna(v) else [] for v in s.astype(object)]
    out: dict[str, pd.Series] = {"n_parts": pd.Series([float(len(t)) for t in toks], index=s.index)}
    for j in range(MAX_PARTS):
        part = pd.Series([t[j] if len(t) > j else None for t in toks], index=s.index, dtype=object)
        if part.nunique() < 2:
            continue
        num = pd.Series(pd.to_numeric(part, errors="coerce"), index=s.index, dtype=float)
        if np.isfinite(num).sum() >= 0.8 * part.notna().sum():
            out[f"part{j}"] = num
        else:
            part = part.astype("string")
            if part.nunique() <= MAX_CATEGORIES:
                out[f"part{j}"] = part.astype("category")
            else:
                out[f"part{j}"] = part.map(part.value_counts()).astype(float)
    return out


def _title(s: pd.Series) -> pd.Series:
    t = s.astype("string").str.extract(_TITLE, expand=False).str.lower()
    return t.astype("category")


def build_features(
    train: pd.DataFrame,
    test: pd.DataFrame,
    *,
    drop: list[str],
    seed: int = 0,
    transforms: dict[str, str] | None = None,
) -> tuple[pd.DataFrame, pd.DataFrame, FeatureReport]:
    """(X_train, X_test, report) with identical columns; categorical columns use pandas ``category``.

    ``transforms``: column -> action of a ``Proposal`` (drop, parts, split, title, target); other columns as
    raw. A target encoding needs the folds, so here it only records the column's group codes in
    ``report.target_codes``; ``fold_target_encoder`` adds the columns fold by fold."""
    transforms = transforms or {}
    cols = [c for c in train.columns if c in test.columns and c not in drop]
    both = pd.concat([train[cols], test[cols]], axis=0, ignore_index=True)
    n_train = len(train)
    out: dict[str, pd.Series | np.ndarray] = {}
    rep = FeatureReport(dropped=[c for c in train.columns if c not in test.columns and c not in drop])
    texts: list = []
    for col in cols:
        s = both[col]
        action = transforms.get(col, "raw")
        if action == "drop":
            rep.dropped.append(col)
            continue
        if action in ("parts", "split"):
            for k, v in _parts(s).items():
                out[f"{col}__{k}"] = v
            rep.structured.append(col)
        if action == "title":
            out[f"{col}__title"] = _title(s)
            rep.titles.append(col)
            if is_id_like(s):
                continue  # a unique name adds nothing beside its title
        if action == "parts":
            continue
        if action == "target":
            codes = pd.factorize(s)[0]  # -1 where missing
            rep.target_codes[safe_name(col)] = (codes[:n_train], codes[n_train:])
        if pd.api.types.is_bool_dtype(s) or pd.api.types.is_numeric_dtype(s):
            out[col] = s.astype(float)
            rep.numeric.append(col)
        elif action != "title" and (amounts := quantities(s)) is not None:
            out[col] = amounts
            rep.quantities.append(col)
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
                texts.append(m)
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
    if texts:
        from scipy import sparse

        rep.text_matrix = sparse.hstack(texts).tocsr()
    x = pd.DataFrame(out)
    x.columns = [safe_name(c) for c in x.columns]
    x = x.loc[:, ~x.columns.duplicated()]
    return x.iloc[:n_train].reset_index(drop=True), x.iloc[n_train:].reset_index(drop=True), rep


def safe_name(col: object) -> str:
    return re.sub(r"[^0-9A-Za-z_]", "_", str(col))  # LightGBM rejects JSON characters in feature names


# a CV fold's training rows -> (X, X_test) with the columns that fold computes from those rows
FoldFeatures = Callable[[np.ndarray], tuple[pd.DataFrame, pd.DataFrame]]


def fold_target_encoder(
    target_codes: dict[str, tuple[np.ndarray, np.ndarray]],
    x: pd.DataFrame,
    x_test: pd.DataFrame,
    y: np.ndarray,
    n_class: int | None,
    seed: int,
) -> FoldFeatures | None:
    """For a CV fold's training rows ``tr``: ``x`` and ``x_test`` with each group's smoothed mean target added
    (``<column>__te``; one column per class for multiclass, ``__te0``, ``__te1``, ...). Only the rows of ``tr``
    are ever read for a target: the rows outside ``tr`` (the scored fold) and the test rows get the means of all
    of ``tr``; the rows of ``tr`` themselves get means from the other parts of ``tr`` (``TARGET_INNER_FOLDS``),
    so the model never fits on a value made from its own row's target. None when there is nothing to encode
    or too many classes (``TARGET_MAX_CLASSES``)."""
    if not target_codes or (n_class or 0) > TARGET_MAX_CLASSES:
        return None
    outcome = np.eye(n_class)[y.astype(int)] if n_class else y.astype(float).reshape(-1, 1)

    def encode(tr: np.ndarray) -> tuple[pd.DataFrame, pd.DataFrame]:
        xf, xt = x.copy(), x_test.copy()
        inner = KFold(min(TARGET_INNER_FOLDS, len(tr)), shuffle=True, random_state=seed).split(tr)
        parts = [(tr[a], tr[b]) for a, b in inner]
        for name, (codes, codes_test) in target_codes.items():
            width = int(max(codes.max(initial=-1), codes_test.max(initial=-1))) + 1
            table = _group_means(codes[tr], outcome[tr], width)
            values = _lookup(table, codes)  # rows outside ``tr`` read the whole of ``tr``
            for fit_rows, rows in parts:
                values[rows] = _lookup(_group_means(codes[fit_rows], outcome[fit_rows], width), codes[rows])
            values_test = _lookup(table, codes_test)
            for j in range(outcome.shape[1]):
                column = f"{name}__te" if outcome.shape[1] == 1 else f"{name}__te{j}"
                xf[column], xt[column] = values[:, j], values_test[:, j]
        return xf, xt

    return encode


def _group_means(codes: np.ndarray, outcome: np.ndarray, width: int) -> np.ndarray:
    """Per group code, the mean outcome shrunk towards the overall mean by ``TARGET_SMOOTHING`` rows; one row
    more at the end for a missing code (-1), which gets the overall mean."""
    prior = outcome.mean(axis=0)
    have = codes >= 0
    counts = np.bincount(codes[have], minlength=width).astype(float)[:, None]
    sums = np.stack(
        [
            np.bincount(codes[have], weights=outcome[have, j], minlength=width)
            for j in range(outcome.shape[1])
        ],
        axis=1,
    )
    table = (sums + TARGET_SMOOTHING * prior) / (counts + TARGET_SMOOTHING)
    return np.vstack([table, prior])


def _lookup(table: np.ndarray, codes: np.ndarray) -> np.ndarray:
    return table[np.where(codes >= 0, codes, len(table) - 1)]
