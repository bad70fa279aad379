"""The bundled sample suite: shape, provenance, size, and every eval.py passing the consistency check."""

from collections import Counter

import pytest

from dataagents.governance.builders.evalgen import consistency_check
from dataagents.governance.suite import SAMPLE_DIR
from dataagents.governance.task import load_suite

TASKS = load_suite(SAMPLE_DIR)


def test_suite_shape_and_provenance() -> None:
    ops = [t for t in TASKS if t.spec.level == "operator"]
    dags = [t for t in TASKS if t.spec.level == "dag"]
    assert len(ops) >= 18 and len(dags) >= 4
    per_category = Counter(str(t.spec.category) for t in ops)
    assert len(per_category) == 6 and min(per_category.values()) >= 3
    ids = {t.id for t in TASKS}
    for paper_example in (
        "op_filter_blocked_words",
        "op_refine_html",
        "op_impute_knn",
        "op_dedup_incremental",
        "op_integration_join_suffix",
        "op_label_sentiment",
        "dag_a5_text_chain",
    ):
        assert paper_example in ids
    for t in TASKS:
        assert t.spec.provenance and "seed" in t.spec.provenance
        if t.spec.level == "dag":
            assert len(t.spec.components) >= 3 and len(t.spec.weights or []) == len(t.spec.components)
    a5 = next(t for t in dags if t.id == "dag_a5_text_chain").spec.reference
    assert [s.op for s in a5.steps] == [
        "filter_symbol_ratio",
        "normalize_whitespace",
        "mask_profanity",
        "dedup_minhash",
    ]
    assert a5.steps[-1].params["threshold"] == 0.9 and a5.steps[-1].params["keep"] == "smallest_id"
    inc = next(t for t in ops if t.id == "op_dedup_incremental").spec.inputs
    assert [p.rsplit(".", 1)[1] for p in inc] == ["jsonl", "csv"]


def test_suite_is_small() -> None:
    size = sum(p.stat().st_size for p in SAMPLE_DIR.rglob("*") if p.is_file())
    assert size < 2 * 1024 * 1024


@pytest.mark.parametrize("task", TASKS, ids=[t.id for t in TASKS])
def test_every_eval_script_passes_the_consistency_check(task) -> None:
    report = consistency_check(task.eval_path, task.gt_path, task.raw_paths[0])
    assert report.passed, report.detail
    assert report.gt_score == 1.0 and report.raw_score < 0.3
