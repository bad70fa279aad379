"""A removal step followed by a rename is scored on the renamed output: the eval must identify rows by the
renamed columns, or every output row looks alike and any output with the right row count scores 1.0."""

from __future__ import annotations

import asyncio
import types
from pathlib import Path

import pandas as pd
import pytest

from dataagents.governance.builders.evalgen import EVAL_TEMPLATE, build_eval_config
from dataagents.governance.errors import GovernanceError
from dataagents.governance.pipeline import Pipeline

RAW = pd.DataFrame({"site": ["a", "b", "c", "d", "e"], "reading": [1.0, -2.0, 3.0, -4.0, 5.0]})


def _drop_negatives_then_rename(mapping: dict[str, str], drop_unmapped: bool = False) -> Pipeline:
    pipe = Pipeline(name="drop-then-rename")
    pipe.add("filter_rows", conditions=[{"column": "reading", "op": "<", "value": 0}], action="drop")
    pipe.add("map_columns", mapping=mapping, drop_unmapped=drop_unmapped)
    return pipe


def _component_scores(config: dict, expected: pd.DataFrame, output: pd.DataFrame, tmp_path: Path) -> dict:
    """The eval script the builder renders, run on an output: each component's score by name."""
    scorer = types.ModuleType("eval_under_test")
    exec(compile(EVAL_TEMPLATE.replace("__CONFIG__", "{}"), "eval", "exec"), scorer.__dict__)
    scorer.CONFIG = config
    expected_path, output_path = tmp_path / "expected.csv", tmp_path / "output.csv"
    expected.to_csv(expected_path, index=False)
    output.to_csv(output_path, index=False)
    result = scorer.evaluate(str(expected_path), str(output_path))
    return {part["name"]: part["score"] for part in result["components"]}


def test_the_removal_is_scored_on_which_rows_went_not_on_how_many(tmp_path: Path) -> None:
    pipe = _drop_negatives_then_rename({"site": "station", "reading": "value"})
    built = asyncio.run(build_eval_config(pipe, {"input": RAW}, key=None, level="dag"))
    removal = next(c for c in built.config["components"] if c["kind"] == "removal")
    assert removal["identity"] == ["value", "station"]  # the original columns in their order, renamed
    # the same number of rows as the right answer, but the wrong rows removed
    wrong = pd.DataFrame({"station": ["b", "d", "e"], "value": [-2.0, -4.0, 5.0]})
    assert len(wrong) == len(built.expected)
    right_scores = _component_scores(built.config, built.expected, built.expected, tmp_path)
    wrong_scores = _component_scores(built.config, built.expected, wrong, tmp_path)
    assert right_scores[removal["name"]] == 1.0
    assert wrong_scores[removal["name"]] < 0.5


def test_identity_columns_the_output_drops_are_refused() -> None:
    pipe = _drop_negatives_then_rename({"site": "station"}, drop_unmapped=True)
    with pytest.raises(GovernanceError):
        asyncio.run(build_eval_config(pipe, {"input": RAW}, key=None, level="dag"))
