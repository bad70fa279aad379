"""`dataagents govern` and `dataagents govbench …` through typer."""

from pathlib import Path

import pandas as pd
import typer
from typer.testing import CliRunner

from dataagents.governance import govern
from dataagents.governance.commands import register
from dataagents.governance.io import read_table, write_table
from dataagents.governance.suite import SAMPLE_DIR

app = typer.Typer()
register(app)
runner = CliRunner()


def test_govern_ops_prints_catalog() -> None:
    res = runner.invoke(app, ["govern", "ops", "--category", "imputation"])
    assert res.exit_code == 0
    assert "impute_knn" in res.output and "strip_html" not in res.output


def test_govern_instruction_runs_the_floor(tmp_path: Path) -> None:
    src = write_table(pd.DataFrame({"id": [1, 2], "text": ["  a   b ", "c\t d"]}), tmp_path / "in.jsonl")
    out = tmp_path / "out.jsonl"
    res = runner.invoke(
        app, ["govern", "Remove extra spaces in the text field", "--input", str(src), "--output", str(out)]
    )
    assert res.exit_code == 0, res.output
    assert read_table(out)["text"].tolist() == ["a b", "c d"]
    missing = runner.invoke(app, ["govern", "Remove extra spaces"])
    assert missing.exit_code != 0


def test_eval_check_and_dag_sequences() -> None:
    ok = runner.invoke(app, ["govbench", "eval-check", str(SAMPLE_DIR / "op_refine_html")])
    assert ok.exit_code == 0 and "accepted" in ok.output
    seqs = runner.invoke(
        app,
        [
            "govbench",
            "dag-sequences",
            ",".join(f"m{i}" for i in range(12)),
            ",".join(f"c{i}" for i in range(12)),
            "--n",
            "5",
            "--budget",
            "20",
        ],
    )
    assert seqs.exit_code == 0 and seqs.output.count("[") >= 1


def test_noise_command(tmp_path: Path) -> None:
    src = write_table(pd.DataFrame({"id": range(10), "x": range(10)}), tmp_path / "c.csv")
    res = runner.invoke(
        app, ["govbench", "noise", str(src), str(tmp_path / "n.csv"), "--columns", "x", "--rate", "0.3"]
    )
    assert res.exit_code == 0
    assert read_table(tmp_path / "n.csv")["x"].isna().sum() == 3


ROWS = "id,name,age\n1,Ann,30\n2,Bob,\n2,Bob,\n3,Cy,12\n4,Di,50\n"


def test_govern_on_the_duckdb_engine_writes_what_the_checks_passed(tmp_path: Path) -> None:
    src = tmp_path / "in.csv"
    src.write_text(ROWS)
    out = tmp_path / "out.csv"
    request = "Remove duplicate rows, then drop rows where age is below 18"
    res = runner.invoke(app, ["govern", request, "-i", str(src), "-o", str(out), "--engine", "duckdb"])
    assert res.exit_code == 0, res.output
    assert "engine: duckdb" in res.output
    assert read_table(out)["id"].tolist() == [1, 2, 4]
    report = (tmp_path / "out.csv.report.json").read_text()
    assert '"engine": "duckdb"' in report


def test_govern_out_of_core_on_more_rows_than_it_checks_is_unverified(tmp_path: Path, monkeypatch) -> None:
    monkeypatch.setattr(govern, "SAMPLE_ROWS", 3)  # the table is larger than the part the checks read
    src = tmp_path / "in.csv"
    src.write_text(ROWS)
    out = tmp_path / "out.csv"
    res = runner.invoke(
        app, ["govern", "Remove duplicate rows", "-i", str(src), "-o", str(out), "--engine", "duckdb"]
    )
    assert res.exit_code == 1, res.output
    assert "unverified" in res.output and "first 3 rows" in res.output
    assert read_table(out)["id"].tolist() == [1, 2, 3, 4]


def test_govern_never_approximates_silently_out_of_core(tmp_path: Path) -> None:
    src = tmp_path / "in.csv"
    src.write_text("id,text\n1,hello world\n2,hello world!\n3,other\n")
    out = tmp_path / "out.csv"
    request = "Remove near-duplicate rows of the text column"
    res = runner.invoke(app, ["govern", request, "-i", str(src), "-o", str(out), "--engine", "duckdb"])
    assert res.exit_code == 1
    assert "dedup_minhash is approximate" in res.output and not out.exists()
    asked = runner.invoke(app, ["govern", request, "-i", str(src), "-o", str(out), "--engine", "pandas"])
    assert "approximate step, as requested" in asked.output
    bad = runner.invoke(app, ["govern", request, "-i", str(src), "-o", str(out), "--engine", "spark"])
    assert bad.exit_code == 2
