"""`dataagents govern` through DataGovAgent: mounted after the core's command, it replaces it."""

from __future__ import annotations

from pathlib import Path

import pandas as pd
import typer
from typer.testing import CliRunner

from dataagents.governance.agent.commands import register as register_agent_cli
from dataagents.governance.commands import register as register_core_cli


def _app() -> typer.Typer:
    app = typer.Typer()

    @app.callback()
    def main() -> None:
        """dataagents"""

    register_core_cli(app)
    register_agent_cli(app)
    return app


def test_govern_cli_runs_datagovagent_and_reports(tmp_path: Path) -> None:
    src = tmp_path / "orders.csv"
    pd.DataFrame({"id": [1, 2, 3], "amount": ["$1,200.50", None, "$10.00"]}).to_csv(src, index=False)
    out = tmp_path / "clean.csv"
    res = CliRunner().invoke(
        _app(),
        [
            "govern",
            "Fill missing 'amount' values with the median amount.",
            "--input",
            str(src),
            "--output",
            str(out),
            "--max-rounds",
            "2",
        ],
    )
    assert res.exit_code == 0, res.output
    assert "round 1: compliant" in res.output and "repair" in res.output
    assert pd.read_csv(out)["amount"].tolist() == [1200.5, 605.25, 10.0]
    assert (tmp_path / "clean.csv.datagovagent" / "report.json").exists()


def test_govern_cli_infeasible_exits_2(tmp_path: Path) -> None:
    src = tmp_path / "orders.csv"
    pd.DataFrame({"id": [1], "amount": [1.0]}).to_csv(src, index=False)
    res = CliRunner().invoke(
        _app(),
        [
            "govern",
            "Drop rows where 'weight' is empty.",
            "--input",
            str(src),
            "--output",
            str(tmp_path / "o.csv"),
        ],
    )
    assert res.exit_code == 2 and "infeasible" in res.output and "'weight'" in res.output
    assert not (tmp_path / "o.csv").exists()
