"""The floor's target encoding of group codes: a group's mean target computed inside each CV fold, on small
frames."""

from __future__ import annotations

import numpy as np
import pandas as pd

from dataagents.datascience.modeling import search as srch
from dataagents.datascience.modeling.features import (
    build_features,
    fold_target_encoder,
    propose_transforms,
    wants_target_encoding,
)


def _groups(n_train: int = 600, n_test: int = 150, seed: int = 0) -> tuple[pd.DataFrame, pd.DataFrame]:
    """A school code whose schools differ in their mean outcome, a department of twelve, an age."""
    rng = np.random.default_rng(seed)
    n = n_train + n_test
    school = rng.integers(0, 60, n)
    effect = rng.normal(size=60) * 2
    both = pd.DataFrame(
        {
            "school": 1000 + school * 37,
            "dept": [f"dept{chr(97 + v)}" for v in rng.integers(0, 12, n)],
            "age": rng.normal(40, 10, n).round(),
            "a": rng.normal(size=n),
        }
    )
    both["y"] = effect[school] + both["a"] + 0.5 * rng.normal(size=n)
    return both.iloc[:n_train].reset_index(drop=True), both.iloc[n_train:].drop(columns="y").reset_index(
        drop=True
    )


def test_group_codes_are_told_from_measurements() -> None:
    train, test = _groups()
    both = pd.concat([train, test], ignore_index=True)
    assert wants_target_encoding(both["school"])  # a number code: its order means nothing
    # an age repeats too, but its counts follow a smooth density: a measurement, whose order the trees use
    assert not wants_target_encoding(both["age"])
    assert not wants_target_encoding(both["a"])  # a measurement with decimals
    assert not wants_target_encoding(both["dept"])  # a string code with few values: LightGBM's categories
    wide = pd.Series([f"T-{i // 3}" for i in range(900)])  # 300 tickets shared by three rows each
    assert wants_target_encoding(wide)
    assert not wants_target_encoding(pd.Series(range(900)))  # one row per value: an identifier, no groups
    props = {p.column: p.actions for p in propose_transforms(train, test, drop=["y"])}
    assert props == {"school": ["target"]}


def test_target_encoding_reads_only_the_fold_training_rows() -> None:
    train, test = _groups()
    x, xt, rep = build_features(train, test, drop=["y"], transforms={"school": "target"})
    assert "school__te" not in x.columns and set(rep.target_codes) == {"school"}
    y = train["y"].to_numpy()
    folds = srch.make_folds(y, False, 0)
    tr, va = folds[0]
    encoded, encoded_test = fold_target_encoder(rep.target_codes, x, xt, y, None, 0)(tr)
    assert list(encoded_test.columns) == list(encoded.columns) and "school__te" in encoded.columns
    # the scored fold's targets reach no value at all, of any row
    shifted = y.copy()
    shifted[va] += 100.0
    again, again_test = fold_target_encoder(rep.target_codes, x, xt, shifted, None, 0)(tr)
    pd.testing.assert_frame_equal(encoded, again)
    pd.testing.assert_frame_equal(encoded_test, again_test)
    # a training row's own target does not reach its own value (it does reach the scored fold's)
    shifted = y.copy()
    shifted[tr[0]] += 100.0
    again, _ = fold_target_encoder(rep.target_codes, x, xt, shifted, None, 0)(tr)
    assert encoded["school__te"].iloc[tr[0]] == again["school__te"].iloc[tr[0]]
    assert not np.array_equal(encoded["school__te"].to_numpy()[va], again["school__te"].to_numpy()[va])
    # classes: one column per class, shares that sum to one
    labels = (y > np.median(y)).astype(int) + (y > np.quantile(y, 0.8)).astype(int)
    three, _ = fold_target_encoder(rep.target_codes, x, xt, labels, 3, 0)(tr)
    np.testing.assert_allclose(three[["school__te0", "school__te1", "school__te2"]].sum(axis=1), 1.0)


def test_target_encoding_in_folds_helps_and_stays_out_of_fold() -> None:
    train, test = _groups()
    x, xt, rep = build_features(train, test, drop=["y"], transforms={"school": "target"})
    y = train["y"].to_numpy()
    folds = srch.make_folds(y, False, 0)
    params = srch.default_params("regression", len(y), 0)

    def oof(target: np.ndarray, encoded: bool = True) -> np.ndarray:
        encode = fold_target_encoder(rep.target_codes, x, xt, target, None, 0) if encoded else None
        got = srch.fit_lightgbm_cv(params, x, target, xt, folds, width=1, seed=0, hard=None, encode=encode)
        return got[0][:, 0]

    def rmse(p: np.ndarray) -> float:
        return float(np.sqrt(np.mean((p - y) ** 2)))

    assert rmse(oof(y)) < 0.8 * rmse(oof(y, encoded=False))  # the school's mean is the signal
    _, va = folds[0]
    shifted = y.copy()
    shifted[va] += 50.0
    np.testing.assert_array_equal(oof(y)[va], oof(shifted)[va])
