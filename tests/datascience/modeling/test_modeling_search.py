"""The floor's search (honest early stopping, time-aware TPE, blend) and its column transformations, on small data."""

from __future__ import annotations

import time

import numpy as np
import pandas as pd
import pytest

from dataagents.datascience.modeling import search as srch
from dataagents.datascience.modeling.features import (
    build_features,
    has_titles,
    is_id_like,
    is_structured,
    propose_transforms,
)


def _regression(n: int = 300, seed: int = 0) -> tuple[pd.DataFrame, np.ndarray]:
    rng = np.random.default_rng(seed)
    x = pd.DataFrame({"a": rng.normal(size=n), "b": rng.normal(size=n), "c": rng.normal(size=n)})
    y = 3 * x["a"] - 2 * x["b"] + 0.1 * rng.normal(size=n)
    return x, y.to_numpy()


def _rmse(y: np.ndarray):
    return lambda p: float(np.sqrt(np.mean((p[:, 0] - y) ** 2)))


def test_early_stopping_never_watches_the_scored_fold() -> None:
    tr = np.arange(100)
    fit, stop = srch.inner_split(tr, seed=0)
    assert len(stop) == 10 and len(fit) == 90
    assert set(fit) | set(stop) == set(tr) and not set(fit) & set(stop)
    # the rows of the scored fold (100..) are never among the rows early stopping watches
    assert stop.max() < 100


def test_search_stops_when_converged_and_reports_it(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(srch.TRIALS_VARIABLE, raising=False)
    x, y = _regression(200)
    folds = srch.make_folds(y, False, 0)
    res = srch.search(
        x, y, x.iloc[:5], "regression", n_class=None, folds=folds, cv_of=_rmse(y), direction="minimize",
        seed=0, deadline=srch.Deadline.after(60), patience=3, linear=True,
    )  # fmt: skip
    assert res.converged and res.trials >= 3
    assert any("converged" in n for n in res.notes)
    # on a linear target the ridge model (or a blend with it) beats the trees
    assert "linear" in res.best.name
    assert res.best.test.shape == (5, 1)


def test_search_honours_the_deadline() -> None:
    x, y = _regression(400)
    folds = srch.make_folds(y, False, 0)
    t0 = time.monotonic()
    res = srch.search(
        x, y, x.iloc[:5], "regression", n_class=None, folds=folds, cv_of=_rmse(y), direction="minimize",
        seed=0, deadline=srch.Deadline.after(2.0), patience=10_000, max_trials=None, linear=False,
    )  # fmt: skip
    assert time.monotonic() - t0 < 2.0 * 1.5
    assert not res.converged


def test_trial_cap_from_the_environment_makes_runs_identical(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(srch.TRIALS_VARIABLE, "2")
    x, y = _regression(150)
    folds = srch.make_folds(y, False, 0)

    def run() -> srch.SearchResult:
        return srch.search(
            x, y, x.iloc[:5], "regression", n_class=None, folds=folds, cv_of=_rmse(y), direction="minimize",
            seed=1, deadline=srch.Deadline.after(60), linear=False,
        )  # fmt: skip

    a, b = run(), run()
    assert a.trials == b.trials == 2
    np.testing.assert_array_equal(a.best.test, b.best.test)


def test_blend_is_kept_only_when_it_beats_each_part() -> None:
    y = np.array([0.0, 1.0, 2.0, 3.0])
    over = srch.Candidate("over", (y + 1)[:, None], np.zeros((1, 1)), 1.0)
    under = srch.Candidate("under", (y - 1)[:, None], np.zeros((1, 1)), 1.0)
    mixed = srch.blend([over, under], _rmse(y), "minimize")
    assert mixed is not None and mixed.score == pytest.approx(0.0)
    assert srch.blend([over], _rmse(y), "minimize") is None


def test_columns_kinds_are_recognised() -> None:
    n = 200
    ids = pd.Series([f"GIA-{i:07d}" for i in range(n)])
    assert is_id_like(ids) and is_id_like(pd.Series(np.arange(n) * 7))
    assert not is_id_like(pd.Series(np.linspace(0, 1, n)))  # a measurement, not an identifier
    assert not is_id_like(pd.Series(["a", "b"] * (n // 2)))
    assert is_structured(pd.Series(["auto(l5)", "manual(m6)", "auto(av)"] * 20))
    assert is_structured(pd.Series(["B/45/P", "C/12/S"] * 20))
    assert not is_structured(pd.Series(["red", "green"] * 20))
    assert not is_structured(pd.Series(["2020-01-01", "2021-03-04"] * 20))  # dates have their own parts
    assert has_titles(pd.Series(["Braund, Mr. Owen Harris", "Heikkinen, Miss. Laina"] * 10))


def test_transforms_split_parts_drop_ids_and_extract_titles() -> None:
    n = 65
    rng = np.random.default_rng(0)
    both = pd.DataFrame(
        {
            "ref": [f"R{v:06d}" for v in rng.choice(10**6, n, replace=False)],
            "code": [f"{'AB'[i % 2]}/{i % 7}/{'PQ'[i % 3 == 0]}" for i in range(n)],
            "name": [f"Smith{i}, {'Mr' if i % 2 else 'Mrs'}. John" for i in range(n)],
            "y": rng.normal(size=n),
        }
    )
    train, test = both.iloc[:60], both.iloc[60:].drop(columns="y")
    props = {p.column: p.actions for p in propose_transforms(train, test, drop=["y"])}
    # a letter + a number: an identifier first (dropped), then its parts; a name with words: text + its title
    assert props == {"ref": ["drop", "parts"], "code": ["split"], "name": ["title"]}
    x, xt, rep = build_features(
        train, test, drop=["y"], transforms={"ref": "drop", "code": "split", "name": "title"}
    )
    assert "ref" not in x.columns and rep.dropped == ["ref"]
    assert {"code__part0", "code__part1", "code__part2", "code"} <= set(x.columns)
    assert x["code__part1"].dtype == float  # the number inside the code is a number
    assert set(x["name__title"].astype(str)) == {"mr", "mrs"}
    assert list(x.columns) == list(xt.columns)


def test_first_fit_past_the_deadline_stops_boosting_but_keeps_a_model() -> None:
    x, y = _regression(300)
    folds = srch.make_folds(y, False, 0)
    params = srch.default_params("regression", len(y), 0)
    got = srch.fit_lightgbm_cv(
        params, x, y, x.iloc[:5], folds, width=1, seed=0, hard=None, soft=srch.Deadline.after(0)
    )
    assert got is not None
    oof, test, rounds = got
    assert len(rounds) == 1 and rounds[0] <= 11  # one fold, stopped at the first deadline check
    assert np.isfinite(test).all() and np.isnan(oof).any()
    # a hard deadline abandons the fit instead
    assert srch.fit_lightgbm_cv(params, x, y, x, folds, width=1, seed=0, hard=srch.Deadline.after(0)) is None


def test_linear_model_reads_the_tfidf_matrix_beside_the_columns() -> None:
    rng = np.random.default_rng(0)
    n = 240
    good = rng.integers(0, 2, n)
    words = np.where(good == 1, "great lovely fine", "awful poor bad")
    train = pd.DataFrame({"note": [f"{w} item {i}" for i, w in enumerate(words)], "z": rng.normal(size=n)})
    x, xt, rep = build_features(train.iloc[:200], train.iloc[200:], drop=[])
    assert rep.text == ["note"] and rep.text_matrix.shape[0] == n
    y = good[:200]
    folds = srch.make_folds(y, True, 0)
    got = srch.fit_linear_cv("binary", x, y, xt, folds, width=1, seed=0, deadline=None, text=rep.text_matrix)
    assert got is not None
    oof, test = got
    assert ((oof[:, 0] > 0.5) == y).mean() > 0.95  # the words decide, and the TF-IDF rows carry them
    assert ((test[:, 0] > 0.5) == good[200:]).mean() > 0.95


def test_log_loss_guide_scores_the_rows_that_have_predictions() -> None:
    guide = srch.log_loss_guide(np.array([1, 0, 1]))
    assert guide(np.array([[0.9], [0.1], [np.nan]])) == pytest.approx(-np.log(0.9))
    three = srch.log_loss_guide(np.array([2, 0]))
    assert three(np.array([[0.1, 0.1, 0.8], [0.5, 0.25, 0.25]])) == pytest.approx(
        -(np.log(0.8) + np.log(0.5)) / 2
    )


def test_extra_trees_candidate_gives_class_probabilities() -> None:
    rng = np.random.default_rng(0)
    x = pd.DataFrame({"a": rng.normal(size=120), "k": pd.Categorical(rng.choice(["u", "v", "w"], 120))})
    y = (x["a"] > 0).astype(int).to_numpy() + (x["k"] == "w").astype(int).to_numpy()  # three classes
    folds = srch.make_folds(y, True, 0)
    got = srch.fit_trees_cv("multiclass", x, y, x.iloc[:7], folds, width=3, seed=0, deadline=None)
    assert got is not None
    oof, test = got
    assert oof.shape == (120, 3) and test.shape == (7, 3)
    np.testing.assert_allclose(oof.sum(axis=1), 1.0)
