"""An incremental load said in a business user's words: read as one merge, checked independently, and a
result that keeps an older version is never verified."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pandas as pd
import pytest

from dataagents.governance.govern import run_request
from dataagents.governance.plan import read_by_rules
from dataagents.governance.spec import MergeIncrement
from dataagents.governance.verify import canon_frame, verify_step


def _history() -> pd.DataFrame:
    return pd.DataFrame(
        {
            "sku": ["K-1", "K-2", "K-3"],
            "price": [9.5, 12.0, 3.25],
            "changed_on": ["2024-02-01", "2024-02-03", "2024-02-02"],
        }
    )


def _extract() -> pd.DataFrame:
    return pd.DataFrame(
        {
            "sku": ["K-2", "K-3", "K-4", "K-1"],
            "price": [12.0, 3.75, 5.0, 8.0],
            "changed_on": ["2024-02-03", "2024-03-01", "2024-03-01", "2024-01-15"],
        }
    )


@pytest.mark.parametrize(
    "request_text",
    [
        "price_history.csv is our master list, keyed by sku. Merge the new extract into it: new skus are "
        "appended, exact repeats ignored, and where a sku already exists with a different price the most "
        "recently changed version wins.",
        "Fold new_extract.csv into the existing price history: add unseen skus and, for a sku in both, keep "
        "whichever row has the latest change date.",
    ],
)
def test_incremental_merge_is_read_run_and_verified(tmp_path: Path, request_text: str) -> None:
    hist, new = tmp_path / "price_history.csv", tmp_path / "new_extract.csv"
    _history().to_csv(hist, index=False)
    _extract().to_csv(new, index=False)
    frames = {"price_history.csv": _history(), "new_extract.csv": _extract()}
    spec, problem = read_by_rules(request_text, frames)
    assert not problem and [type(s.intent) for s in spec.steps] == [MergeIncrement]
    it = spec.steps[0].intent
    assert it.key == ["sku"] and it.timestamp == "changed_on" and it.other == "new_extract.csv"
    out = tmp_path / "merged.csv"
    report = asyncio.run(run_request(request_text, [hist, new], out, model=None))
    assert report.status == "verified", report.reason if hasattr(report, "reason") else report
    got = pd.read_csv(out).sort_values("sku").reset_index(drop=True)
    assert got["sku"].tolist() == ["K-1", "K-2", "K-3", "K-4"]
    # K-1: the history's version is later; K-3: the extract's is
    assert got["price"].tolist() == [9.5, 12.0, 3.75, 5.0]


def test_a_merge_that_keeps_an_older_version_fails_its_check() -> None:
    it = MergeIncrement(other="new.csv", key=["sku"], timestamp="changed_on")
    from dataagents.governance.spec import StepSpec

    wrong = pd.concat([_history(), _extract().iloc[[2]]], ignore_index=True)  # K-3's newer price lost
    v = verify_step(1, StepSpec(intent=it, table="h.csv"), _history(), wrong, {"new.csv": _extract()})
    failed = [c.name for c in v.checks if not c.passed]
    assert failed == ["each key keeps the version with the latest changed_on"]
    right = canon_frame(pd.concat([_history().iloc[[0, 1]], _extract().iloc[[1, 2]]], ignore_index=True))
    v = verify_step(1, StepSpec(intent=it, table="h.csv"), _history(), right, {"new.csv": _extract()})
    assert all(c.passed for c in v.checks) and v.complete
