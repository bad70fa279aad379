"""The out-of-core engine gives the pandas engine's result: the same output file, byte for byte, for each
operator it runs, on small tables written to real files (the operators' own test tables, and one with the
awkward cells: missing-value markers, whole numbers with blanks, repeated keys, missing keys, ties)."""

from __future__ import annotations

from pathlib import Path

import pandas as pd
import pytest

from dataagents.governance import duckdb_engine
from dataagents.governance.duckdb_engine import run_pipeline_duckdb
from dataagents.governance.engine import (
    AUTO_OUT_OF_CORE_BYTES,
    EngineUnsupported,
    choose_engine,
    out_of_core_support,
)
from dataagents.governance.pipeline import Pipeline, Step, run_pipeline_sync

# The operators' own test tables (tests/governance/test_operators.py), with a few more awkward rows.
TEXT = pd.DataFrame(
    {
        "id": [1, 2, 3, 4, 5, 6],
        "text": [
            "The refund policy allows returns within 30 days.",
            "Fix this damn service now.",
            "See https://spam.example/offer today",
            "Le service client est très lent.",
            "@@##$$%%^^&&** buy",
            None,
        ],
    }
)
MISSING = pd.DataFrame(
    {
        "g": ["a", "a", "b", "b", "b", None, None, "c"],
        "x": [1.0, None, 2.0, 4.0, None, 7.5, None, None],
        "n": pd.array(
            [1, None, 3, 3, 5, 6, 7, 8], dtype="Int64"
        ),  # whole numbers with a blank: a float column, as pandas reads it
        "s": ["u", None, "u", "v", "v", "NA", "v", "w"],  # 'NA' is missing for pandas' reader
    }
)
RECORDS = pd.DataFrame(
    {
        "id": ["a", "a", "b", "b", "c", None, None, "B"],
        "v": [1, 1, 2, 3, 4, 5, 5, 6],
        "updated_at": [
            "2024-01-01",
            "2024-01-01",
            "2024-02-01",
            "2024-03-01T00:00:00Z",
            "not a date",
            "2024-01-05",
            "2024-01-04",
            "2024-03-01",
        ],
        "name": ["Ann", "ann ", "Bob", "Bob", "Cy", "Di", "Di", "bob"],
    }
)
LEFT = pd.DataFrame(
    {
        "country": ["US", "US", "FR", "US"],
        "cid": [1, 2, 3, 1],
        "email": ["a@x", None, "c@x", "d@x"],
        "status": ["active", "active", "gone", "new"],
    }
)
RIGHT = pd.DataFrame(
    {
        "country": ["US", "US", "US"],
        "cid": [1, 2, 1],
        "email": ["a2@x", "b2@x", "a3@x"],
        "vip": ["yes", "no", "maybe"],
    }
)

CASES: list[tuple[str, list[pd.DataFrame], str, dict]] = [
    ("filter_value_ge", [MISSING], "filter_value", {"column": "x", "op": ">=", "value": 2}),
    ("filter_value_in", [MISSING], "filter_value", {"column": "s", "op": "in", "value": ["u", "w"]}),
    (
        "filter_rows",
        [MISSING],
        "filter_rows",
        {
            "conditions": [{"column": "n", "op": "<", "value": 4}, {"column": "s", "op": "is_missing"}],
            "match": "any",
        },
    ),
    ("drop_missing", [MISSING], "drop_missing", {"columns": ["x"]}),
    ("filter_blocked_words", [TEXT], "filter_blocked_words", {"column": "text", "words": ["DAMN"]}),
    ("filter_links", [TEXT], "filter_links", {}),
    ("filter_length", [TEXT], "filter_length", {"min_len": 5, "unit": "words"}),
    ("normalize_whitespace", [TEXT], "normalize_whitespace", {}),
    ("change_case", [RECORDS], "change_case", {"column": "name", "case": "title"}),
    ("impute_constant", [MISSING], "impute_constant", {"columns": ["s"], "value": "unknown"}),
    ("impute_mean", [MISSING], "impute_statistic", {"columns": ["x", "n"], "strategy": "mean"}),
    ("impute_median", [MISSING], "impute_statistic", {"columns": ["x", "n"], "strategy": "median"}),
    ("impute_mode", [MISSING], "impute_statistic", {"columns": ["s", "x"], "strategy": "mode"}),
    ("impute_round", [MISSING], "impute_statistic", {"columns": ["x"], "strategy": "mean", "round": 2}),
    ("groupwise_mean", [MISSING], "impute_groupwise", {"columns": ["x", "n"], "by": ["g"]}),
    (
        "groupwise_median",
        [MISSING],
        "impute_groupwise",
        {"columns": ["x"], "by": ["g"], "strategy": "median", "round": 1},
    ),
    ("groupwise_mode", [MISSING], "impute_groupwise", {"columns": ["s"], "by": ["g"], "strategy": "mode"}),
    ("dedup_exact_all", [RECORDS], "dedup_exact", {}),
    ("dedup_exact_last", [RECORDS], "dedup_exact", {"columns": ["id"], "keep": "last"}),
    ("dedup_exact_norm", [RECORDS], "dedup_exact", {"columns": ["name"], "normalize_text": True}),
    (
        "dedup_exact_largest",
        [RECORDS],
        "dedup_exact",
        {"columns": ["id"], "keep": "largest_id", "id_column": "v"},
    ),
    ("dedup_key_first", [RECORDS], "dedup_key", {"key": ["id"]}),
    ("dedup_key_case", [RECORDS], "dedup_key", {"key": ["id"], "ignore_case": True, "keep": "last"}),
    ("dedup_key_largest", [RECORDS], "dedup_key", {"key": ["name"], "keep": "largest", "order_by": "v"}),
    ("dedup_keep_latest", [RECORDS], "dedup_keep_latest", {"key": ["id"], "timestamp": "updated_at"}),
    ("union", [LEFT, RIGHT], "union_align", {"source_column": "src", "source_names": ["l", "r"]}),
    ("union_dedup", [LEFT, LEFT], "union_align", {"drop_duplicates": True}),
    ("join_suffix", [LEFT, RIGHT], "join_composite", {"keys": ["country", "cid"]}),
    (
        "join_left_priority",
        [LEFT, RIGHT],
        "join_composite",
        {"keys": ["country", "cid"], "how": "left", "conflict": "left"},
    ),
    (
        "join_right_priority",
        [LEFT, RIGHT],
        "join_composite",
        {"keys": ["cid"], "how": "left", "conflict": "right"},
    ),
]


def _both(tmp_path: Path, tables: list[pd.DataFrame], op: str, params: dict) -> tuple[bytes, bytes]:
    names = [f"t{i}.csv" for i in range(len(tables))]
    for name, df in zip(names, tables, strict=True):
        df.to_csv(tmp_path / name, index=False)
    pipeline = Pipeline(sources=names, steps=[Step(id="s1", op=op, params=params, inputs=names)])
    paths = {n: tmp_path / n for n in names}
    run_pipeline_sync(pipeline, paths, tmp_path / "pandas", output_path=tmp_path / "pandas.csv")
    run_pipeline_duckdb(pipeline, paths, tmp_path / "duck", output_path=tmp_path / "duck.csv", chunk_rows=3)
    return (tmp_path / "pandas.csv").read_bytes(), (tmp_path / "duck.csv").read_bytes()


@pytest.mark.parametrize(("case", "tables", "op", "params"), CASES, ids=[c[0] for c in CASES])
def test_duckdb_engine_writes_the_pandas_engines_file(
    tmp_path: Path, case: str, tables: list[pd.DataFrame], op: str, params: dict
) -> None:
    expected, got = _both(tmp_path, tables, op, params)
    # chunks of 3 rows: row-local operators see several chunks, and whole-table plans read them all
    assert got.decode().splitlines() == expected.decode().splitlines()
    assert got == expected


def test_a_chain_of_steps_matches(tmp_path: Path) -> None:
    MISSING.to_csv(tmp_path / "t.csv", index=False)
    pipeline = Pipeline(
        sources=["t.csv"],
        steps=[
            Step(id="dedup", op="dedup_key", params={"key": ["g", "s"]}),
            Step(id="filter", op="filter_value", params={"column": "n", "op": "<=", "value": 7}),
            Step(
                id="impute",
                op="impute_groupwise",
                params={"columns": ["x"], "by": ["g"], "strategy": "median"},
            ),
        ],
    )
    src = {"t.csv": tmp_path / "t.csv"}
    run_pipeline_sync(pipeline, src, tmp_path / "p", output_path=tmp_path / "p.csv")
    result = run_pipeline_duckdb(pipeline, src, tmp_path / "d", output_path=tmp_path / "d.csv", chunk_rows=2)
    assert (tmp_path / "d.csv").read_text() == (tmp_path / "p.csv").read_text()
    assert [s.how for s in result.lineage] == ["plan", "chunks", "plan"]
    assert result.rows == len(pd.read_csv(tmp_path / "p.csv"))


def test_an_operator_without_an_exact_plan_is_refused_before_any_work(tmp_path: Path) -> None:
    TEXT.to_csv(tmp_path / "t.csv", index=False)
    pipeline = Pipeline(
        sources=["t.csv"], steps=[Step(id="near", op="dedup_minhash", params={"column": "text"})]
    )
    with pytest.raises(EngineUnsupported, match="dedup_minhash is approximate"):
        run_pipeline_duckdb(
            pipeline, {"t.csv": tmp_path / "t.csv"}, tmp_path / "d", output_path=tmp_path / "o.csv"
        )
    assert not (tmp_path / "o.csv").exists()
    assert out_of_core_support("forward_fill") is not None
    assert out_of_core_support("join_composite", {"how": "outer"}) is not None


def test_auto_engine_follows_the_input_size(tmp_path: Path) -> None:
    small = tmp_path / "small.csv"
    small.write_text("a\n1\n")
    big = tmp_path / "big.csv"
    with big.open("wb") as fh:  # a sparse file: its size on disk is what the choice reads
        fh.truncate(AUTO_OUT_OF_CORE_BYTES + 1)
    assert choose_engine("auto", [small]) == "pandas"
    assert choose_engine("auto", [big]) == "duckdb"
    assert choose_engine("pandas", [big]) == "pandas"


def test_a_key_spelled_like_a_missing_value_groups_as_in_pandas(tmp_path: Path) -> None:
    """dedup_key spells a missing key as ''; once a step has made a real '' key, the two share a group in
    pandas, and the out-of-core engine must then group them too (it leaves that column to the pandas pass)."""
    pd.DataFrame({"k": ["x", None, "y", "x", None], "v": [1, 2, 3, 4, 5]}).to_csv(
        tmp_path / "t.csv", index=False
    )
    steps = [
        Step(id="blank", op="map_values", params={"column": "k", "mapping": {"x": ""}}),
        Step(id="dedup", op="dedup_key", params={"key": ["k"], "keep": "last"}),
    ]
    pipeline = Pipeline(sources=["t.csv"], steps=steps)
    src = {"t.csv": tmp_path / "t.csv"}
    run_pipeline_sync(pipeline, src, tmp_path / "p", output_path=tmp_path / "p.csv")
    run_pipeline_duckdb(pipeline, src, tmp_path / "d", output_path=tmp_path / "d.csv", chunk_rows=2)
    assert (tmp_path / "d.csv").read_text() == (tmp_path / "p.csv").read_text()
    assert pd.read_csv(tmp_path / "p.csv")["v"].tolist() == [3, 5]


def test_deduplication_in_hash_passes_keeps_the_same_rows(tmp_path: Path, monkeypatch) -> None:
    """A large table is deduplicated in several passes over hash partitions of the key; with passes of two
    rows this small table takes several, and the result is still the pandas engine's."""
    monkeypatch.setattr(duckdb_engine, "DEDUP_PASS_ROWS", 2)
    for params in ({}, {"columns": ["id"], "keep": "last"}):
        case = tmp_path / str(len(params))
        case.mkdir()
        expected, got = _both(case, [RECORDS], "dedup_exact", params)
        assert got == expected
