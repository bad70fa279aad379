"""Each of the paper's 18 metrics, and the binary F1 the competitions that say "F1" use, against values
computed by hand (the arithmetic is in the comments)."""

from __future__ import annotations

import math

import pandas as pd
import pytest

from dataagents.datascience.modeling.errors import ModelingError
from dataagents.datascience.modeling.metrics import METRICS, align_by_id, get_metric, score


def f(*cols: list) -> pd.DataFrame:
    return pd.DataFrame({f"c{i}": c for i, c in enumerate(cols)})


def test_all_18_metrics_with_paper_codes() -> None:
    paper = [m.code for m in METRICS.values() if m.code.startswith("m")]
    assert sorted(paper) == sorted(f"m{i}" for i in range(18))
    assert set(METRICS) - {m.key for m in METRICS.values() if m.code in paper} == {"f1"}


def test_binary_f1_scores_the_positive_class_as_sklearn_default_does() -> None:
    # class 1: tp 2 (rows 0, 1), fp 1 (row 3), fn 1 (row 2) -> precision 2/3, recall 2/3 -> F1 2/3;
    # micro F1 (accuracy) would be 3/5
    t, p = f([1, 1, 1, 0, 0]), f([1, 1, 0, 1, 0])
    assert METRICS["f1"](t, p) == pytest.approx(2 / 3)
    assert METRICS["micro_f1"](t, p) == pytest.approx(3 / 5)
    # labels without a 1: the rarer class of the answer is positive ("spam": tp 1, fn 1, fp 0 -> 2/3)
    t, p = f(["ham", "ham", "spam", "spam", "ham"]), f(["ham", "ham", "spam", "ham", "ham"])
    assert METRICS["f1"](t, p) == pytest.approx(2 / 3)


def test_accuracy() -> None:
    # 3 of 4 right; numbers and strings of numbers compare as numbers
    assert METRICS["accuracy"](f([1, 0, 1, 1]), f(["1", "0", "0", "1.0"])) == pytest.approx(0.75)
    assert METRICS["accuracy"](f(["a", "b"]), f(["a", "a"])) == pytest.approx(0.5)


def test_roc_auc_single_and_multi_column() -> None:
    # positives {0.8, 0.4}, negatives {0.35, 0.1}: pairs won 4/4 -> 1.0; swap 0.4 and 0.35 -> 3/4
    assert METRICS["roc_auc"](f([1, 1, 0, 0]), f([0.8, 0.4, 0.35, 0.1])) == pytest.approx(1.0)
    assert METRICS["roc_auc"](f([1, 1, 0, 0]), f([0.8, 0.35, 0.4, 0.1])) == pytest.approx(0.75)
    # two columns: 1.0 and 0.75 -> mean 0.875
    t = f([1, 1, 0, 0], [1, 1, 0, 0])
    p = f([0.8, 0.4, 0.35, 0.1], [0.8, 0.35, 0.4, 0.1])
    assert METRICS["roc_auc"](t, p) == pytest.approx(0.875)


def test_normalized_gini() -> None:
    # actual [1,0,1,0], pred [0.9,0.8,0.3,0.1]: order a=[1,0,1,0], cumsum=[1,1,2,2], sum 6/2=3, minus 2.5 -> 0.5/4
    # perfect: a=[1,1,0,0], cumsum=[1,2,2,2] -> 7/2=3.5-2.5=1/4 ; normalized = 0.125/0.25 = 0.5
    assert METRICS["normalized_gini"](f([1, 0, 1, 0]), f([0.9, 0.8, 0.3, 0.1])) == pytest.approx(0.5)
    # binary without ties: normalized Gini = 2*AUC - 1 (AUC here 0.75)
    assert METRICS["normalized_gini"](f([1, 0, 1, 0]), f([0.9, 0.8, 0.3, 0.1])) == pytest.approx(2 * 0.75 - 1)


def test_rmsle() -> None:
    # log1p(e-1)=1, log1p(0)=0 ; errors (1-0)^2 and 0 -> sqrt(1/2)
    assert METRICS["rmsle"](f([0.0, 3.0]), f([math.e - 1, 3.0])) == pytest.approx(math.sqrt(0.5))
    assert math.isnan(METRICS["rmsle"](f([1.0]), f([-2.0])))


def test_rmse_r2_mae_median_ae() -> None:
    t, p = f([1.0, 2.0, 3.0, 4.0]), f([2.0, 2.0, 3.0, 8.0])
    # errors 1,0,0,4 : MSE 17/4, MAE 5/4, median(|e|)=0.5 ; SS_res 17, SS_tot 5 -> R2 = 1-17/5
    assert METRICS["rmse"](t, p) == pytest.approx(math.sqrt(17 / 4))
    assert METRICS["mae"](t, p) == pytest.approx(1.25)
    assert METRICS["median_ae"](t, p) == pytest.approx(0.5)
    assert METRICS["r2"](t, p) == pytest.approx(1 - 17 / 5)


def test_mcrmse() -> None:
    # column 1 errors 1,1 -> 1 ; column 2 errors 0,2 -> sqrt(2) ; mean (1+sqrt 2)/2
    t, p = f([0.0, 0.0], [0.0, 0.0]), f([1.0, -1.0], [0.0, 2.0])
    assert METRICS["mcrmse"](t, p) == pytest.approx((1 + math.sqrt(2)) / 2)


def test_f1_macro_and_micro() -> None:
    t, p = f(["a", "a", "b", "c"]), f(["a", "b", "b", "c"])
    # a: P=1 R=.5 F=2/3 ; b: P=.5 R=1 F=2/3 ; c: 1 -> macro (2/3+2/3+1)/3 ; micro = accuracy 3/4
    assert METRICS["macro_f1"](t, p) == pytest.approx((2 / 3 + 2 / 3 + 1) / 3)
    assert METRICS["micro_f1"](t, p) == pytest.approx(0.75)


def test_word_jaccard() -> None:
    # {"hello","world"} vs {"hello"} = 1/2 ; "A b" vs "a B" = 1 ; both empty = 1 -> mean 2.5/3
    t = f(["hello world", "A b", ""])
    p = f(["Hello", "a B", None])
    assert METRICS["word_jaccard"](t, p) == pytest.approx(2.5 / 3)


def test_quadratic_weighted_kappa() -> None:
    # t=[0,1,2], p=[0,2,2]; weights (i-j)^2/4; observed: only (1,2) is off -> num = 1/4;
    # histograms t=[1,1,1], p=[1,0,2], expected E_ij = t_i p_j / 3 -> den = 5/4; kappa = 1 - (1/4)/(5/4) = 0.8
    t, p = [0, 1, 2], [0, 2, 2]
    w = [[(i - j) ** 2 / 4 for j in range(3)] for i in range(3)]
    o = [[0] * 3 for _ in range(3)]
    for a, b in zip(t, p, strict=True):
        o[a][b] += 1
    ht, hp = [1, 1, 1], [1, 0, 2]
    num = sum(w[i][j] * o[i][j] for i in range(3) for j in range(3))
    den = sum(w[i][j] * ht[i] * hp[j] / 3 for i in range(3) for j in range(3))
    assert METRICS["qwk"](f(t), f(p)) == pytest.approx(1 - num / den)
    assert 1 - num / den == pytest.approx(0.8)


def test_pearson() -> None:
    # y = 2x + 1 -> r = 1 ; reversed -> -1 ; a constant prediction scores 0 (not NaN)
    assert METRICS["pearson"](f([1.0, 2.0, 3.0]), f([3.0, 5.0, 7.0])) == pytest.approx(1.0)
    assert METRICS["pearson"](f([1.0, 2.0, 3.0]), f([3.0, 2.0, 1.0])) == pytest.approx(-1.0)
    assert METRICS["pearson"](f([1.0, 2.0, 3.0]), f([0.5, 0.5, 0.5])) == 0.0


def test_smape() -> None:
    # rows: |110-100|*2/210 ; 0/0 -> 0 ; |0-50|*2/50 = 2  -> 100 * (20/210 + 0 + 2)/3
    assert METRICS["smape"](f([100.0, 0.0, 50.0]), f([110.0, 0.0, 0.0])) == pytest.approx(
        100 * (20 / 210 + 2) / 3
    )


def test_mean_spearman() -> None:
    # col 1 monotone -> 1 ; col 2: ranks t=[1,2,3], p=[1,3,2] -> 1 - 6*2/(3*8) = 0.5 ; mean 0.75
    t = f([1.0, 2.0, 3.0], [1.0, 2.0, 3.0])
    p = f([10.0, 20.0, 30.0], [1.0, 3.0, 2.0])
    assert METRICS["mean_spearman"](t, p) == pytest.approx(0.75)


def test_map_at_3() -> None:
    # hits at rank 1, 2, 3, none -> (1 + 1/2 + 1/3 + 0)/4 ; labels beyond 3 ignored
    t = f(["a", "b", "c", "d"])
    p = f(["a b c", "a b c", "a b c", "a b c d"])
    assert METRICS["map@3"](t, p) == pytest.approx((1 + 0.5 + 1 / 3) / 4)


def test_log_loss_binary_and_one_hot() -> None:
    # binary: -(ln .8 + ln .6)/2
    assert METRICS["log_loss"](f([1, 0]), f([0.8, 0.4])) == pytest.approx(
        -(math.log(0.8) + math.log(0.6)) / 2
    )
    # one-hot answer, rows rescaled to sum 1 ([2,1,1] -> [.5,.25,.25]) : -(ln .5 + ln .7)/2
    t = f([1, 0], [0, 1], [0, 0])
    p = f([2.0, 0.2], [1.0, 0.7], [1.0, 0.1])
    assert METRICS["log_loss"](t, p) == pytest.approx(-(math.log(0.5) + math.log(0.7)) / 2)


def test_get_metric_by_alias_code_and_title() -> None:
    assert get_metric("AUC").key == "roc_auc"
    assert get_metric("m16").key == "map@3"
    assert get_metric("Root Mean Squared Logarithmic Error").key == "rmsle"
    with pytest.raises(ModelingError, match="unknown metric"):
        get_metric("banana")


def test_score_aligns_rows_by_id_not_file_order() -> None:
    answer = pd.DataFrame({"id": [1, 2, 3], "y": [10.0, 20.0, 30.0]})
    shuffled = pd.DataFrame({"id": ["3", "1", "2"], "y": [30.0, 10.0, 20.0]})
    assert score(answer, shuffled, "rmse", id_column="id", target_columns=["y"]) == 0.0
    # the release's positional comparison would see errors 20, 10, 10
    assert METRICS["rmse"](answer[["y"]], shuffled[["y"]]) == pytest.approx(math.sqrt(600 / 3))


def test_align_rejects_missing_or_duplicate_ids() -> None:
    answer = pd.DataFrame({"id": [1, 2], "y": [1, 2]})
    with pytest.raises(ModelingError, match="missing"):
        align_by_id(answer, pd.DataFrame({"id": [1, 5], "y": [1, 2]}), "id")
    with pytest.raises(ModelingError, match="duplicate"):
        align_by_id(answer, pd.DataFrame({"id": [1, 1, 2], "y": [1, 1, 2]}), "id")


def test_quadratic_weighted_kappa_counts_unused_grades_in_the_distance() -> None:
    # grades 0,1,3 used (2 unused): t=[0,1,3,3], p=[1,1,3,0]; weights (i-j)^2 over 0..3.
    # num = w(0,1)·1 + w(3,0)·1 = 1 + 9 = 10 ; hist t=[1,1,0,2], p=[1,2,0,1], E_ij = t_i p_j / 4
    # den = (1·2 + 9·1 + 1·1 + 4·1 + 9·2 + 4·4) / 4 = 50/4 -> kappa = 1 - 10/12.5 = 0.2
    # (indexing only the labels present, as scikit-learn alone does, would give 0.0)
    assert METRICS["qwk"](f([0, 1, 3, 3]), f([1, 1, 3, 0])) == pytest.approx(0.2)
