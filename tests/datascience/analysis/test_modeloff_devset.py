"""The ModelOff-style development set: loads with the release loader, has the three layouts the
held-out set names (defined names and cached formulas, a one-column export, a transposed fact sheet)
and a mix of question types, and its gold answers are reproduced by its own reference solutions."""

from __future__ import annotations

import importlib.util
import json
from importlib import resources
from pathlib import Path

from typer.testing import CliRunner

from dataagents.datascience.analysis.answers import question_options
from dataagents.datascience.analysis.release import load_release
from dataagents.datascience.analysis.workbook import read_workbook_view

ROOT = Path(str(resources.files("dataagents") / "suites" / "dsbench_analysis_modeloff"))


def _solutions():
    spec = importlib.util.spec_from_file_location("modeloff_solutions", ROOT / "solutions.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_modeloff_devset_loads_and_has_the_mix() -> None:
    challenges = load_release(ROOT)
    questions = [q for ch in challenges for q in ch.questions]
    assert len(challenges) == 3 and len(questions) >= 18
    assert all(ch.error is None and ch.workbooks for ch in challenges)
    assert all(q.error is None and q.text for q in questions)
    assert sum(bool(question_options(q.text)) for q in questions) >= 3


def test_modeloff_workbooks_have_the_promised_layouts() -> None:
    model = read_workbook_view(ROOT / "data" / "10000101" / "Route_Project_Model.xlsx")
    assert {"Fare", "DiscountRate", "NPV"} <= set(model.named_ranges)
    formulas = sum(len(s.formulas) for s in model.sheets)
    assert formulas > 100 and not model.recomputed  # cached values are in the file, as Excel saves them
    assert model.named_values["NPV"] > 0
    export = read_workbook_view(ROOT / "data" / "10000102" / "Seismic_Events_Export.xlsx")
    assert export.record_sheets == {"export (records)": "export"}
    assert len(export.sheet("export (records)").values) == 1001 * 6
    facts = read_workbook_view(ROOT / "data" / "10000103" / "State_Education_Facts_1992.xlsx")
    table = max(facts.sheets[0].tables, key=lambda t: t.n_rows * t.n_cols)
    assert table.n_cols == 53 and table.n_rows == 8  # indicator, unit, 51 states across


def test_modeloff_solutions_reproduce_data_json() -> None:
    solutions = _solutions()
    for line in (ROOT / "data.json").read_text(encoding="utf-8").splitlines():
        record = json.loads(line)
        got = solutions.solve(record["id"], ROOT / "data" / record["id"])
        assert list(got) == record["questions"]
        assert list(got.values()) == record["answers"], record["id"]


def _analyze(question: Path, workbook: Path) -> object:
    from dataagents.cli import _mount_room_commands, app

    _mount_room_commands()
    intro = question.parent / "introduction.txt"
    args = ["analyze", "--intro", str(intro), "--question", str(question), "--files", str(workbook)]
    return CliRunner().invoke(app, [*args, "--model", "none"])


def test_analyze_exits_0_only_for_a_verified_answer() -> None:
    d = ROOT / "data" / "10000103"
    workbook = d / "State_Education_Facts_1992.xlsx"
    verified = _analyze(d / "question6.txt", workbook)  # the computed name is one of the options
    assert verified.exit_code == 0, verified.output
    assert "answer (verified)" in verified.output and "equals option A" in verified.output
    unchecked = _analyze(d / "question1.txt", workbook)  # one rule, nothing to cross-check it
    assert unchecked.exit_code == 1, unchecked.output
    assert "answer (unverified)" in unchecked.output and "not verified" in unchecked.output
