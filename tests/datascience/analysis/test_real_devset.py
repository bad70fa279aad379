"""The real-data development set: loads with the release loader, has the promised mix, and its gold
answers are reproduced by its own reference solutions reading the written files."""

from __future__ import annotations

import importlib.util
import json
from importlib import resources
from pathlib import Path

from dataagents.datascience.analysis.answers import question_options
from dataagents.datascience.analysis.release import load_release

REAL_ROOT = Path(str(resources.files("dataagents") / "suites" / "dsbench_analysis_real"))


def _solutions():
    spec = importlib.util.spec_from_file_location("real_solutions", REAL_ROOT / "solutions.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_real_devset_loads_with_the_release_loader_and_has_the_mix() -> None:
    challenges = load_release(REAL_ROOT)
    questions = [q for ch in challenges for q in ch.questions]
    assert len(challenges) >= 5 and len(questions) >= 30
    assert all(ch.error is None and ch.workbooks for ch in challenges)
    assert all(q.error is None and q.text for q in questions)
    assert any(ch.tables for ch in challenges)  # a CSV travels too
    multiple = [q for q in questions if question_options(q.text)]
    free = [q for q in questions if not question_options(q.text)]
    assert len(multiple) >= 8 and len(free) >= 15
    assert all(isinstance(q.answer, str) and len(q.answer) == 1 for q in multiple)
    kinds = {type(q.answer).__name__ for q in free}
    assert {"int", "float", "str"} <= kinds  # numbers, names, percentages and dates


def test_real_devset_solutions_reproduce_data_json() -> None:
    solutions = _solutions()
    for line in (REAL_ROOT / "data.json").read_text(encoding="utf-8").splitlines():
        record = json.loads(line)
        got = solutions.solve(record["id"], REAL_ROOT / "data" / record["id"])
        assert list(got) == record["questions"]
        assert list(got.values()) == record["answers"], record["id"]


def test_real_devset_folder_stays_small() -> None:
    total = sum(p.stat().st_size for p in REAL_ROOT.rglob("*") if p.is_file())
    assert total < 2_000_000
