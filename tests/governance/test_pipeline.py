"""The pipeline engine: compile reports every problem at once; runs write once with lineage; resume; export."""

import json
import subprocess
import sys
from pathlib import Path

import pandas as pd
import pytest
import yaml

from dataagents.governance.baseline import governance_package_files
from dataagents.governance.errors import ContractViolation, GovernanceError, PipelineCompileError
from dataagents.governance.io import read_table, write_table
from dataagents.governance.pipeline import Pipeline, Step, compile_pipeline, export_script, run_pipeline

RAW = pd.DataFrame(
    {
        "id": [3, 1, 2, 4],
        "age": [30.0, None, 41.0, 25.0],
        "text": ["hello  damn world", "hello damn world", "@@##!!$$%%", "a clean   line here"],
    }
)


def a5_chain() -> Pipeline:
    p = Pipeline(name="a5", sources=["raw"])
    p.add("filter_symbol_ratio", column="text", max_ratio=0.3)
    p.add("normalize_whitespace", column="text")
    p.add("mask_profanity", column="text")
    p.add("dedup_minhash", column="text", threshold=0.9, keep="smallest_id", id_column="id")
    return p


def test_compile_reports_cycle_missing_column_and_broken_contract_chain_together() -> None:
    bad = Pipeline(
        sources=["raw"],
        steps=[
            Step(id="a", op="strip_html", params={"column": "text"}, inputs=["b"]),
            Step(id="b", op="normalize_whitespace", params={"column": "text"}, inputs=["a"]),
            Step(id="c", op="filter_length", params={"column": "body", "min_len": 3}, inputs=["raw"]),
            # d turns 'age' into text; e then needs it numeric: d's post-condition does not give e's pre-condition
            Step(id="d", op="change_case", params={"column": "age", "case": "lower"}, inputs=["raw"]),
            Step(
                id="e", op="impute_statistic", params={"columns": ["age"], "strategy": "mean"}, inputs=["d"]
            ),
            Step(id="f", op="no_such_op", inputs=["raw"]),
        ],
    )
    with pytest.raises(PipelineCompileError) as err:
        compile_pipeline(bad, {"raw": RAW})
    problems = err.value.problems
    assert any("cycle among steps ['a', 'b']" in p for p in problems)
    assert any("step 'c'" in p and "['body'] not available" in p for p in problems)
    assert any(
        "step 'e'" in p and "age is numeric" in p and "not guaranteed by the post-condition of 'd'" in p
        for p in problems
    )
    assert any("unknown operator 'no_such_op'" in p for p in problems)


def test_compile_checks_preconditions_on_source_data_and_params() -> None:
    p = Pipeline(
        sources=["raw"],
        steps=[
            Step(id="m", op="impute_statistic", params={"columns": ["text"]}),
            Step(id="k", op="impute_knn", params={"k": 0}),
        ],
    )
    with pytest.raises(PipelineCompileError) as err:
        compile_pipeline(p, {"raw": RAW})
    text = " | ".join(err.value.problems)
    assert "text is numeric" in text and "fails on source 'raw'" in text
    assert "step 'k'" in text and "k:" in text


def test_contract_survives_a_join() -> None:
    left = pd.DataFrame({"k": [1, 2], "amount": [1.0, None]})
    right = pd.DataFrame({"k": [1, 2], "email": ["a", "b"]})
    p = Pipeline(
        sources=["l", "r"],
        steps=[
            Step(id="j", op="join_composite", params={"keys": ["k"]}, inputs=["l", "r"]),
            Step(id="i", op="impute_statistic", params={"columns": ["amount"]}),
        ],
    )
    compiled = compile_pipeline(p, {"l": left, "r": right})
    assert compiled.order == ["j", "i"] and compiled.columns["j"] == ["k", "amount", "email"]


async def test_run_writes_once_records_lineage_and_resumes(tmp_path: Path) -> None:
    p = a5_chain()
    res = await run_pipeline(p, {"raw": RAW}, tmp_path / "w", output_path=tmp_path / "out.jsonl")
    assert res.output["id"].tolist() == [1, 4]
    assert res.output["text"].tolist() == ["hello **** world", "a clean line here"]
    assert [r.rows_out for r in res.lineage] == [3, 3, 3, 2]
    assert all(Path(r.output_file).exists() and r.status == "ran" for r in res.lineage)
    lineage = json.loads((tmp_path / "w" / "lineage.json").read_text())
    assert lineage[0]["rows_in"] == [4]
    with pytest.raises(GovernanceError, match="write-once"):
        await run_pipeline(p, {"raw": RAW}, tmp_path / "w")
    again = await run_pipeline(p, {"raw": RAW}, tmp_path / "w", resume_from="s3_mask_profanity")
    assert [r.status for r in again.lineage] == ["resumed", "resumed", "ran", "ran"]
    assert again.lineage[1].sha256 == res.lineage[1].sha256
    assert again.output.equals(res.output)


async def test_post_condition_violation_stops_the_run(tmp_path: Path) -> None:
    # impute_knn promises no nulls in its columns; a column with no observed values cannot be filled
    df = pd.DataFrame({"x": [None, None, None], "y": [1.0, 2.0, 3.0]})
    p = Pipeline(
        sources=["raw"], steps=[Step(id="k", op="impute_knn", params={"columns": ["x", "y"], "k": 1})]
    )
    df["x"] = df["x"].astype(float)
    with pytest.raises(ContractViolation, match="post-condition failed"):
        await run_pipeline(p, {"raw": df}, tmp_path)


def test_spec_round_trips_through_yaml_and_json(tmp_path: Path) -> None:
    p = a5_chain()
    (tmp_path / "p.yaml").write_text(yaml.safe_dump(p.model_dump()))
    (tmp_path / "p.json").write_text(p.model_dump_json())
    assert Pipeline.load(tmp_path / "p.yaml") == p == Pipeline.load(tmp_path / "p.json")
    (tmp_path / "bad.json").write_text('{"steps": [{"op": 3}]}')
    with pytest.raises(GovernanceError, match="not a valid pipeline spec"):
        Pipeline.load(tmp_path / "bad.json")


async def test_exported_script_reproduces_the_output_in_the_sandbox(tmp_path: Path) -> None:
    from dataagents.sandbox import run

    p = a5_chain()
    write_table(RAW, tmp_path / "raw.jsonl")
    expected = (await run_pipeline(p, {"raw": tmp_path / "raw.jsonl"}, tmp_path / "w")).output
    script = export_script(p)
    compile(script, "exported", "exec")
    res = run(
        ["python", "pipeline.py", "--input", "raw=raw.jsonl", "--output", "out.jsonl"],
        files={"pipeline.py": script, "raw.jsonl": tmp_path / "raw.jsonl", **governance_package_files()},
        language="shell",
        workspace=tmp_path / "sb",
    )
    assert res.exit_code == 0, res.stderr
    got = read_table(res.files_out["out.jsonl"])
    pd.testing.assert_frame_equal(
        got.reset_index(drop=True), expected.reset_index(drop=True), check_dtype=False
    )


def test_exported_script_refuses_missing_inputs(tmp_path: Path) -> None:
    script = tmp_path / "p.py"
    script.write_text(export_script(a5_chain()))
    proc = subprocess.run(
        [sys.executable, str(script), "--output", str(tmp_path / "o.jsonl")],
        capture_output=True,
        text=True,
        check=False,
    )
    assert proc.returncode == 2 and "missing --input for ['raw']" in proc.stderr
