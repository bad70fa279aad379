"""The contract vocabulary: run-time checks and static implication."""

import pandas as pd

from dataagents.governance.contracts import (
    CONTRACT_ADAPTER,
    ColumnsExist,
    Dtype,
    InRange,
    InSet,
    MatchesRegex,
    NonEmpty,
    NotNull,
    RowCount,
    Unique,
    check_all,
    implied_by,
)

DF = pd.DataFrame(
    {"id": [1, 2, 2], "k": ["a", "b", "c"], "age": [10.0, None, 30.0], "code": ["A1", "B2", "x"]}
)


def test_checks_name_the_offending_row() -> None:
    assert ColumnsExist(cols=["id", "nope"]).check(DF)[0].startswith("missing column(s) ['nope']")
    assert "first at row 1" in NotNull(cols=["age"]).check(DF)[0]
    assert "first at row 2" in Unique(cols=["id"]).check(DF)[0]
    assert Unique(cols=["id", "k"]).check(DF) == []  # compound key is unique
    assert "'c'" in InSet(column="k", values=["a", "b"]).check(DF)[0]
    assert "'x'" in MatchesRegex(column="code", pattern=r"[A-Z]\d").check(DF)[0]
    assert "row 2" in InRange(column="age", min=0, max=20).check(DF)[0]
    assert Dtype(column="age", dtype="numeric").check(DF) == []
    assert "expected numeric" in Dtype(column="k", dtype="numeric").check(DF)[0]
    assert Dtype(column="k", dtype="string").check(DF) == []
    assert RowCount(relation="<=").check(DF, input_rows=2) == ["output has 3 rows, expected <= 2"]
    assert RowCount(relation="==").check(DF, input_rows=3) == []
    assert NonEmpty().check(DF.iloc[:0]) == ["table is empty"]
    assert len(check_all([NotNull(cols=["age"]), Unique(cols=["id"])], DF)) == 2


def test_implication() -> None:
    assert ColumnsExist(cols=["a", "b"]).implies(ColumnsExist(cols=["a"]))
    assert not ColumnsExist(cols=["a"]).implies(ColumnsExist(cols=["a", "b"]))
    assert Unique(cols=["id"]).implies(Unique(cols=["id", "k"]))  # a key stays a key in a superset
    assert not Unique(cols=["id", "k"]).implies(Unique(cols=["id"]))
    assert NotNull(cols=["a", "b"]).implies(NotNull(cols=["b"]))
    assert InRange(column="x", min=1, max=5).implies(InRange(column="x", min=0, max=10))
    assert not InRange(column="x", min=None, max=5).implies(InRange(column="x", min=0))
    assert InSet(column="y", values=["a"]).implies(InSet(column="y", values=["a", "b"]))
    assert InSet(column="y", values=["a"]).implies(NotNull(cols=["y"]))
    assert Dtype(column="n", dtype="integer").implies(Dtype(column="n", dtype="numeric"))
    assert not Dtype(column="n", dtype="string").implies(Dtype(column="n", dtype="numeric"))
    assert implied_by(NotNull(cols=["a"]), [ColumnsExist(cols=["a"]), NotNull(cols=["a", "b"])])
    assert not implied_by(NotNull(cols=["a"]), [ColumnsExist(cols=["a"])])


def test_contracts_serialise() -> None:
    c = CONTRACT_ADAPTER.validate_python({"kind": "in_range", "column": "age", "min": 0, "max": 120})
    assert isinstance(c, InRange) and c.max == 120
    assert CONTRACT_ADAPTER.validate_json(CONTRACT_ADAPTER.dump_json(Unique(cols=["a", "b"]))) == Unique(
        cols=["a", "b"]
    )
