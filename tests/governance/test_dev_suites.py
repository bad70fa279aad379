"""The two governance development suites: real tables with business-user wording (govbench_real) and the
sample tasks reworded (govbench_paraphrase). Shape, provenance, ground truth against eval.py, and the builders."""

import asyncio
import json
import re
from collections import Counter
from pathlib import Path

import pandas as pd
import pytest

from dataagents.governance.builders import paraphrase as P
from dataagents.governance.builders import real as R
from dataagents.governance.builders.evalgen import (
    consistency_check,
    eval_config_from_expected,
    render_eval_script,
)
from dataagents.governance.io import write_table
from dataagents.governance.suite import SAMPLE_DIR
from dataagents.governance.task import load_suite, run_eval_script
from tests.governance import real_suites as H

REAL = load_suite(R.REAL_DIR)
PARA = load_suite(P.PARAPHRASE_DIR)
SAMPLE = {t.id: t for t in load_suite(SAMPLE_DIR)}
SCENARIOS = {"filtering", "refinement", "imputation", "deduplication", "integration", "labeling"}
LICENCE = re.compile(r"licen[cs]e|BSD|MIT|GPL|Apache|CC BY", re.IGNORECASE)


def test_real_suite_covers_every_scenario_with_dag_tasks() -> None:
    assert len(REAL) >= 40
    ops = Counter(str(t.spec.category) for t in REAL if t.spec.level == "operator")
    assert set(ops) == SCENARIOS and min(ops.values()) >= 5
    dags = [t for t in REAL if t.spec.level == "dag"]
    assert len(dags) >= 3 and all(2 <= len(t.spec.reference.steps) <= 3 for t in dags)
    formats = Counter(t.spec.output.format for t in REAL)
    assert {"csv", "jsonl", "tsv", "xlsx"} <= set(formats)


def test_real_instructions_do_not_spell_columns_in_code_syntax() -> None:
    for t in REAL:
        assert "`" not in t.spec.instruction, t.id
        # a business user does not write snake_case column names in quotes
        assert not re.search(r"'[a-z]+_[a-z_]+'", t.spec.instruction), t.id


def test_every_task_has_provenance_with_a_licence() -> None:
    for t in [*REAL, *PARA]:
        assert t.spec.provenance and "seed" in t.spec.provenance, t.id
        assert LICENCE.search(t.spec.provenance), t.id
    for t in REAL:
        dataset = t.spec.provenance.split("table '")[1].split("'")[0]
        assert dataset in R.SOURCES and "licence" in R.SOURCES[dataset].lower(), t.id


def test_real_readme_lists_every_task() -> None:
    readme = (R.REAL_DIR / "README.md").read_text(encoding="utf-8")
    for t in REAL:
        assert f"| {t.id} |" in readme


@pytest.mark.parametrize("task", REAL, ids=[t.id for t in REAL])
def test_real_ground_truth_scores_one_and_raw_scores_low(task, tmp_path: Path) -> None:
    H.check_ground_truth(task, tmp_path)


def test_paraphrase_suite_rewords_every_sample_task_twice() -> None:
    assert len(PARA) == 2 * len(SAMPLE) == 60
    assert {t.id for t in PARA} == {f"{s}__p{n}" for s in SAMPLE for n in (1, 2)}
    for t in PARA:
        orig = SAMPLE[t.id.rsplit("__p", 1)[0]]
        assert t.spec.instruction != orig.spec.instruction
        assert t.spec.category == orig.spec.category and t.spec.level == orig.spec.level
        assert t.spec.reference == orig.spec.reference and t.spec.inputs == orig.spec.inputs
        assert t.eval_path.read_bytes() == orig.eval_path.read_bytes()
        assert t.gt_path.read_bytes() == orig.gt_path.read_bytes()
        for mine, theirs in zip(t.raw_paths, orig.raw_paths, strict=True):
            assert mine.read_bytes() == theirs.read_bytes()
    pairs = Counter(t.spec.instruction for t in PARA)
    assert max(pairs.values()) == 1


def _said(value: object, text: str) -> bool:
    low = text.lower().replace("_", " ")
    if isinstance(value, float) and value < 1:
        return str(value) in low or f"{round(value * 100)}%" in low
    return str(value).lower().replace("_", " ") in low


def test_paraphrases_keep_what_the_ground_truth_depends_on() -> None:
    """Word lists, thresholds, k, join keys, keep rules and suffixes of the reference survive the rewording."""
    for t in PARA:
        text = t.spec.instruction
        for step in t.spec.reference.steps:
            p = step.params
            for word in p.get("words", []):
                assert re.search(rf"\b{re.escape(word)}\b", text, re.IGNORECASE), (t.id, word)
            for name in ("threshold", "max_ratio", "k"):
                if name in p:
                    assert _said(p[name], text), (t.id, name, p[name])
            for k in p.get("keys", []):
                assert _said(k, text), (t.id, k)
            for s in p.get("suffixes", []) if p.get("conflict") == "suffix" else []:
                assert s in text, (t.id, s)
            if p.get("keep") == "smallest_id":
                assert re.search(r"smallest|lowest", text, re.IGNORECASE), t.id
            if step.op in ("dedup_keep_latest", "dedup_incremental"):
                assert re.search(r"latest|newest|most recent|later", text, re.IGNORECASE), t.id


@pytest.mark.parametrize("task", PARA[::12], ids=[t.id for t in PARA[::12]])
def test_paraphrase_ground_truth_scores_one_and_raw_scores_low(task) -> None:
    report = consistency_check(task.eval_path, task.gt_path, task.raw_paths[0])
    assert report.passed, report.detail


# ---- builders -----------------------------------------------------------------------------------------
def test_real_builder_regenerates_the_bundled_tasks(tmp_path: Path) -> None:
    chosen = ["real_filter_low_mpg_cars", "real_label_fuel_band", "real_dedup_latest_review"]
    H.check_regenerates(REAL, R, R.REAL_DIR, chosen, tmp_path)


def test_real_builder_refuses_a_reference_that_disagrees_with_pandas(tmp_path: Path) -> None:
    wrong = R.RealTask(
        "wrong_threshold",
        "filtering",
        "Get rid of the cars that do fewer than 15 miles per gallon.",
        "mtcars",
        R.m_mtcars,
        R.keep(lambda d: d["mpg"] >= 15),
        "out.csv",
        "model",
        [("filter_value", {"column": "mpg", "op": ">", "value": 15})],  # drops 15.0 mpg cars too
    )
    with pytest.raises(AssertionError, match="disagree"):
        asyncio.run(R.build_task(wrong, tmp_path))


def test_eval_config_from_expected_scores_cells_labels_and_removals(tmp_path: Path) -> None:
    raw = pd.DataFrame({"id": [1, 2, 3, 4], "kg": [1.0, None, 3.0, None], "name": ["a", "b", "c", "d"]})
    filled = raw.assign(kg=raw["kg"].fillna(2.0))
    labelled = raw.assign(size=["small", "big", "big", "small"])
    dropped = raw[raw["kg"].notna()]
    write_table(raw, tmp_path / "raw.csv")
    for name, expected, kind, target in [
        ("filled", filled, "cells", "label"),
        ("labelled", labelled, "labels", "size"),
        ("dropped", dropped, "removal", "label"),
    ]:
        config = eval_config_from_expected([raw], expected, key="id", kind=kind, target=target)
        if kind == "cells":
            assert sorted(config["components"][0]["targets"]) == [["2", "kg"], ["4", "kg"]]
        script = render_eval_script(config)
        write_table(expected, tmp_path / f"{name}.csv")
        assert run_eval_script(script, tmp_path / f"{name}.csv", tmp_path / f"{name}.csv").score == 1.0
        assert run_eval_script(script, tmp_path / f"{name}.csv", tmp_path / "raw.csv").score == 0.0


def test_paraphrase_builder_copies_sample_tasks_from_the_table(tmp_path: Path) -> None:
    table = json.loads((P.PARAPHRASE_DIR / P.TABLE_NAME).read_text(encoding="utf-8"))
    built = P.build(tmp_path / "out", table=P.PARAPHRASE_DIR / P.TABLE_NAME)
    assert len(built) == 60
    again = load_suite(tmp_path / "out")
    assert [t.spec.instruction for t in again] == [t.spec.instruction for t in PARA]
    del table["op_dedup_exact"]
    short = tmp_path / "short.json"
    short.write_text(json.dumps(table), encoding="utf-8")
    with pytest.raises(ValueError, match="op_dedup_exact"):
        P.build(tmp_path / "out2", table=short)
