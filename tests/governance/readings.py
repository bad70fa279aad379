"""Shared by the reading tests: a request's spec over made-up tables, and the table the agent writes for it."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pandas as pd

from dataagents.governance.govern import run_request, solve
from dataagents.governance.schema_link import describe_table
from dataagents.governance.spec import RequestSpec
from dataagents.governance.understand import parse_request


def spec_of(request: str, **frames: pd.DataFrame) -> RequestSpec:
    """The rule parser's reading of ``request`` over ``frames`` (keyed by file name)."""
    return parse_request(request, {name: describe_table(name, f) for name, f in frames.items()})


def written(request: str, tmp_path: Path, **frames: pd.DataFrame) -> tuple[pd.DataFrame, str]:
    """The table the agent writes with no model, and the status it reports, for ``request`` over ``frames``
    saved as CSV files under ``tmp_path``."""
    paths = []
    for name, frame in frames.items():
        paths.append(tmp_path / name)
        frame.to_csv(paths[-1], index=False)
    out = tmp_path / "out.csv"
    result = asyncio.run(run_request(request, paths, out, model=None))
    return pd.read_csv(out), result.status


def solved(request: str, *tables: Path) -> tuple[str, pd.DataFrame]:
    """The status the agent reports with no model, and the table it made, for ``request`` over ``tables``."""
    outcome, result = asyncio.run(solve(request, list(tables), model=None))
    assert result is not None, outcome.reason
    return outcome.status, result
