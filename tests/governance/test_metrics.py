"""GovBench metrics against values computed by hand (Table 10, A.7.1, Eq. 1)."""

import pytest

from dataagents.governance.metrics import (
    TaskRecord,
    alignment,
    avg_score,
    contract_gap,
    dag_score,
    dag_weights,
    debug_efficiency,
    summarize,
    summarize_by,
    tokens_per_success,
)


def _records() -> list[TaskRecord]:
    # 4 tasks: scores 1, 1, 0.5, 0; 5 scripts generated, 4 ran; debug 1, 2, 3, 2; tokens 100..400
    return [
        TaskRecord(
            task_id="a",
            score=1.0,
            scripts_generated=1,
            scripts_runnable=1,
            debug_iterations=1,
            tokens=100,
            cost_usd=0.01,
            generation_s=1.0,
            execution_s=0.5,
        ),
        TaskRecord(
            task_id="b",
            score=1.0,
            scripts_generated=2,
            scripts_runnable=2,
            debug_iterations=2,
            tokens=200,
            cost_usd=0.02,
            generation_s=2.0,
            execution_s=0.5,
        ),
        TaskRecord(
            task_id="c",
            score=0.5,
            scripts_generated=1,
            scripts_runnable=1,
            debug_iterations=3,
            tokens=300,
            cost_usd=0.03,
            generation_s=3.0,
            execution_s=1.0,
        ),
        TaskRecord(
            task_id="d",
            score=0.0,
            scripts_generated=1,
            scripts_runnable=0,
            debug_iterations=2,
            tokens=400,
            cost_usd=0.04,
            generation_s=4.0,
            execution_s=2.0,
        ),
    ]


def test_table10_metrics_by_hand() -> None:
    m = summarize(_records())
    assert m.n_tasks == 4
    assert m.ats == pytest.approx(100 * 2.5 / 4)  # 62.5
    assert m.tsr == pytest.approx(50.0)  # 2 of 4 score exactly 1.0
    assert m.crr == pytest.approx(80.0)  # 4 runnable of 5 generated
    assert m.avg_score == pytest.approx((62.5 + 50 + 80) / 3)
    assert m.adi == pytest.approx(2.0)
    assert m.avg_tokens == pytest.approx(250.0)
    assert m.total_cost_usd == pytest.approx(0.10)
    assert m.generation_s == pytest.approx(10.0)
    assert m.execution_s == pytest.approx(4.0)
    assert m.alignment == pytest.approx(50 / 80)
    assert m.contract_gap == pytest.approx(30.0)
    assert m.debug_efficiency == pytest.approx(25.0)
    assert m.tokens_per_success == pytest.approx(500.0)  # 250 / 0.5


def test_success_needs_exactly_one() -> None:
    assert not TaskRecord(task_id="x", score=0.9999).success
    assert TaskRecord(task_id="x", score=1.0).success


def test_derived_metrics_reproduce_paper_a71() -> None:
    # DataGovAgent + GPT-5, DAG level: TSR 60, CRR 74, ADI 3.29, tokens 34303.72 -> A 0.81, Δrc 14, E 18.24, T* 57,173
    assert alignment(60, 74) == pytest.approx(0.81, abs=0.005)
    assert contract_gap(60, 74) == pytest.approx(14)
    assert debug_efficiency(60, 3.29) == pytest.approx(18.24, abs=0.005)
    assert tokens_per_success(34303.72, 60) == pytest.approx(57173, abs=1)
    # operator level: TSR 64, CRR 88, ATS 55.47 -> Avg 69.15, A 0.73, E 29.91 (ADI 2.14)
    assert avg_score(55.47, 64, 88) == pytest.approx(69.157, abs=0.01)
    assert alignment(64, 88) == pytest.approx(0.73, abs=0.005)
    assert debug_efficiency(64, 2.14) == pytest.approx(29.91, abs=0.005)


def test_undefined_ratios_are_none() -> None:
    assert alignment(0, 0) is None
    assert debug_efficiency(10, 0) is None
    assert tokens_per_success(100, 0) is None
    empty = summarize([])
    assert empty.n_tasks == 0 and empty.alignment is None


def test_dag_weights_eq1() -> None:
    # w = 1 / (1 + α·score): α = 1, scores 0, 0.5, 1 -> 1, 2/3, 1/2
    assert dag_weights([0.0, 0.5, 1.0], alpha=1.0) == pytest.approx([1.0, 2 / 3, 0.5])
    assert dag_weights([0.5], alpha=2.0) == pytest.approx([0.5])
    w = [1.0, 2 / 3, 0.5]
    # component scores 1, 0, 1: (1 + 0 + 0.5) / (1 + 2/3 + 1/2) = 1.5 / 2.1667
    assert dag_score([1.0, 0.0, 1.0], w) == pytest.approx(1.5 / (13 / 6))
    with pytest.raises(ValueError):
        dag_score([1.0], [1.0, 1.0])


def test_summarize_by_level() -> None:
    recs = _records()
    recs[0] = recs[0].model_copy(update={"level": "dag"})
    by = summarize_by(recs)
    assert set(by) == {"dag", "operator"}
    assert by["dag"].tsr == 100.0 and by["dag"].n_tasks == 1
    assert by["operator"].ats == pytest.approx(100 * 1.5 / 3)
