import math

import pytest

from dataagents.curation.evaluator import Decision
from dataagents.curation.metrics import (
    CaseResult,
    average_odds_difference,
    cohen_kappa,
    judge_validity,
    rates,
    summarize,
)
from dataagents.curation.taxonomy import Tag

F, P, S = Decision.FAILED, Decision.PARTIALLY, Decision.SUCCESS


def test_rates():
    r = rates([F, P, S, S])
    assert (r.n, r.success, r.success_plus) == (4, 0.75, 0.5)
    assert math.isnan(rates([]).success)


def test_summary_per_hint_tag_and_type():
    res = [
        CaseResult(
            case_id="a",
            hint_level=0,
            tags=[Tag.WRONG_INFO],
            type="single-issue & multi-file",
            decision=F,
            tokens=10,
            seconds=1.0,
        ),
        CaseResult(
            case_id="a",
            hint_level=3,
            tags=[Tag.WRONG_INFO],
            type="single-issue & multi-file",
            decision=S,
            tokens=20,
            seconds=2.0,
        ),
        CaseResult(
            case_id="b",
            hint_level=3,
            tags=[Tag.TYPO, Tag.MISSING_VALUE],
            type="multi-issue & single-file",
            decision=P,
            overlap_decision=S,
        ),
    ]
    s = summarize(res)
    assert s.overall.success == pytest.approx(2 / 3) and s.overall.success_plus == pytest.approx(1 / 3)
    assert (
        s.by_hint["h0"].success == 0.0
        and s.by_hint["h3"].success == 1.0
        and s.by_hint["h3"].success_plus == 0.5
    )
    # wrong-info counts for its parent document-problem; missing-value for data-problem
    assert s.by_tag["document-problem"].n == 2 and s.by_tag["document-problem"].success == 0.5
    assert s.by_tag["data-problem"].success_plus == 0.0 and s.by_tag["typo"].n == 1
    assert s.by_type["single-issue & multi-file"].n == 2
    assert s.overlap.n == 1 and s.overlap.success_plus == 1.0
    assert s.tokens == 30 and s.seconds == 3.0


def test_cohen_kappa_hand_computed():
    # 10 items, agreement 7/10; rater a: 6 yes, b: 5 yes -> pe = .6*.5 + .4*.5 = .5 -> k = (.7-.5)/.5 = .4
    a = list("YYYYYYNNNN")
    b = list("YYYYNNYNNN")
    assert sum(x == y for x, y in zip(a, b, strict=True)) == 7
    assert cohen_kappa(a, b) == pytest.approx(0.4)
    assert cohen_kappa(list("ABAB"), list("ABAB")) == 1.0
    with pytest.raises(ValueError):
        cohen_kappa([], [])


def test_judge_validity_binary_and_three_class():
    judge = [S, P, F, F, P, S]
    human = [S, F, F, P, P, P]
    v = judge_validity(judge, human)
    # binary (succ positive): judge T,T,F,F,T,T ; human T,F,F,T,T,T -> tp=3 fp=1 fn=1 tn=1
    assert v.accuracy == pytest.approx(4 / 6)
    assert (
        v.precision == pytest.approx(3 / 4)
        and v.recall == pytest.approx(3 / 4)
        and v.f1 == pytest.approx(0.75)
    )
    # kappa: po=4/6; judge 4/6 T, human 4/6 T -> pe = (4/6)^2 + (2/6)^2 = 20/36 -> (24/36-20/36)/(16/36) = .25
    assert v.kappa == pytest.approx(0.25)
    # three-class: agree on items 1,3,5 -> 3/6 ; pe = S:(2/6)(1/6) + P:(2/6)(3/6) + F:(2/6)(2/6) = 12/36
    assert v.accuracy_3class == pytest.approx(0.5)
    assert v.kappa_3class == pytest.approx((18 / 36 - 12 / 36) / (1 - 12 / 36))


def test_average_odds_difference_a24():
    # GPT-4 judge in A.2.4: TPR 84.44 vs 91.36, FPR 0 vs 3.71 -> AOD = (6.92 + 3.71)/2 = 5.315
    assert average_odds_difference(0.8444, 0.9136, 0.0, 0.0371) == pytest.approx(0.05315)
