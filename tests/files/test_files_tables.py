from __future__ import annotations

import json
from pathlib import Path

import pandas as pd
import pytest

from dataagents.errors import DataAgentsError
from dataagents.files import FileReadError, read_table


def test_latin1_csv_is_decoded(latin1_csv: Path) -> None:
    df = read_table(latin1_csv)
    assert list(df.columns) == ["city", "country", "population"]
    assert "Zürich" in set(df["city"]) and "São Paulo" in set(df["city"])
    assert df["population"].sum() == 421878 + 116466 + 12325232 + 578460 + 1083498


def test_semicolon_delimiter_sniffed(semicolon_csv: Path) -> None:
    df = read_table(semicolon_csv)
    assert list(df.columns) == ["id", "product", "price"]
    assert df.loc[0, "product"] == "apple, red"
    assert len(df) == 3


def test_tsv_with_commas_in_values(tsv_file: Path) -> None:
    df = read_table(tsv_file)
    assert list(df.columns) == ["name", "score", "note"]
    assert df.loc[0, "note"] == "good, fine"
    assert df["score"].isna().sum() == 1


def test_bom_is_stripped_from_header(bom_csv: Path) -> None:
    assert list(read_table(bom_csv).columns) == ["col_a", "col_b"]


def test_json_records_and_nested(tmp_path: Path) -> None:
    p = tmp_path / "r.json"
    p.write_text(json.dumps({"meta": {"v": 1}, "items": [{"a": 1, "b": {"c": 2}}, {"a": 3, "b": {"c": 4}}]}))
    df = read_table(p)
    assert list(df.columns) == ["a", "b.c"] and df["b.c"].tolist() == [2, 4]


def test_jsonl_broken_line_is_located(jsonl_broken: Path) -> None:
    with pytest.raises(FileReadError) as ei:
        read_table(jsonl_broken)
    err = ei.value
    assert err.kind == "json" and err.line == 4 and err.column is not None
    assert "events.jsonl:4" in str(err)
    assert isinstance(err, DataAgentsError) and err.hint


def test_jsonl_reads_good_prefix_with_nrows(jsonl_broken: Path) -> None:
    assert read_table(jsonl_broken, nrows=3)["id"].tolist() == [1, 2, 3]


def test_broken_json_names_line_and_column(tmp_path: Path) -> None:
    p = tmp_path / "cfg.json"
    p.write_text('[\n  {"a": 1},\n  {"a": 2,}\n]\n')
    with pytest.raises(FileReadError) as ei:
        read_table(p)
    assert (ei.value.line, ei.value.column) == (3, 11)  # the "}" after the trailing comma
    assert "broken JSON" in ei.value.reason


def test_parquet_roundtrip_and_nrows(parquet_file: Path) -> None:
    df = read_table(parquet_file)
    assert df.shape == (100, 3) and df["value"].max() == 99.0
    assert len(read_table(parquet_file, nrows=7)) == 7


def test_excel_sheet_selection(xlsx_file: Path) -> None:
    notes = read_table(
        xlsx_file,
        sheet="Notes",
    )
    assert list(notes.columns) == ["prepared by finance"]
    with pytest.raises(FileReadError) as ei:
        read_table(xlsx_file, sheet="Missing")
    assert "Budget" in (ei.value.hint or "")


def test_binary_named_csv(tmp_path: Path) -> None:
    p = tmp_path / "data.csv"
    pd.DataFrame({"a": [1, 2]}).to_parquet(p)
    with pytest.raises(FileReadError) as ei:
        read_table(p)
    assert ei.value.kind == "binary" and "Parquet" in ei.value.reason


def test_random_bytes_named_csv(tmp_path: Path) -> None:
    p = tmp_path / "noise.csv"
    p.write_bytes(bytes(range(256)) * 4)
    with pytest.raises(FileReadError) as ei:
        read_table(p)
    assert ei.value.kind == "binary"


def test_empty_file(tmp_path: Path) -> None:
    p = tmp_path / "empty.csv"
    p.write_bytes(b"")
    with pytest.raises(FileReadError) as ei:
        read_table(p)
    assert ei.value.kind == "empty" and "0 bytes" in str(ei.value)


def test_size_limit(semicolon_csv: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    with pytest.raises(FileReadError) as ei:
        read_table(semicolon_csv, max_bytes=10)
    assert ei.value.kind == "too_large"
    monkeypatch.setenv("DATAAGENTS_MAX_FILE_BYTES", "10")
    with pytest.raises(FileReadError):
        read_table(semicolon_csv)


def test_unsupported_extension(tmp_path: Path) -> None:
    p = tmp_path / "image.png"
    p.write_bytes(b"\x89PNG\r\n\x1a\n" + b"\0" * 64)
    with pytest.raises(FileReadError) as ei:
        read_table(p)
    assert ei.value.kind == "unsupported"


def test_malformed_csv_row(tmp_path: Path) -> None:
    p = tmp_path / "ragged.csv"
    p.write_text("a,b\n1,2\n3,4,5,6\n")
    with pytest.raises(FileReadError) as ei:
        read_table(p)
    assert ei.value.line == 3


def test_missing_file(tmp_path: Path) -> None:
    with pytest.raises(FileReadError) as ei:
        read_table(tmp_path / "nope.csv")
    assert ei.value.kind == "not_found"
