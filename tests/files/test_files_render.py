from __future__ import annotations

import json
import random
import re
from pathlib import Path

import pandas as pd
import pytest

from dataagents.files import FileReadError, render
from dataagents.llm.tokens import count_tokens


@pytest.fixture
def sales_csv(tmp_path: Path) -> Path:
    rng = random.Random(7)
    p = tmp_path / "sales.csv"
    regions = ["north", "south", "east", "west"]
    with open(p, "w", encoding="utf-8") as fh:
        fh.write("order_id,region,amount,quantity,comment\n")
        for i in range(1, 2001):
            amount = "" if i % 50 == 0 else f"{rng.uniform(1, 500):.2f}"
            fh.write(f"{i},{regions[i % 4]},{amount},{rng.randint(1, 9)},note {i}\n")
    return p


def test_table_render_has_schema_stats_and_rows(sales_csv: Path) -> None:
    out = render(sales_csv, budget_tokens=2000)
    assert count_tokens(out) <= 2000
    assert "rows: 2,000" in out and "columns: 5" in out
    assert re.search(r"- amount \(float64\): missing 40 \(2\.0%\)", out)
    assert '- region (str): missing 0; unique 4; top "north" ×500' in out or "unique 4" in out
    assert "- order_id (int64)" in out and "min 1, max 2,000" in out
    assert "head (rows 1-" in out and "tail (rows " in out and "-2000):" in out
    assert "sampled rows" in out


@pytest.mark.parametrize("budget", [150, 400, 1000])
def test_table_render_respects_any_budget(sales_csv: Path, budget: int) -> None:
    assert count_tokens(render(sales_csv, budget_tokens=budget)) <= budget


def test_stream_path_matches_exact_counts(sales_csv: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The DuckDB path (used for big files) on a small file, forced by lowering the threshold."""
    monkeypatch.setenv("DATAAGENTS_STREAM_THRESHOLD_BYTES", "1")
    out = render(sales_csv, budget_tokens=2000)
    assert "rows: 2,000 (exact count, streamed)" in out
    assert re.search(r"- amount \(DOUBLE\): missing 40 \(2\.0%\)", out)
    assert "- region (VARCHAR): missing 0; unique ~4" in out
    assert "tail (rows 1996-2000)" in out and "| 2000 | " in out
    assert "uniform sample by row hash" in out
    sampled_ids = [int(m) for m in re.findall(r"^\| ~\d+ \| (\d+) \|", out, flags=re.M)]
    assert len(sampled_ids) == 10 and max(sampled_ids) > 1000  # drawn from the whole file, not its start


def test_stream_latin1_semicolon(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("DATAAGENTS_STREAM_THRESHOLD_BYTES", "1")
    p = tmp_path / "l1.csv"
    body = "name;city\n" + "".join(f"n{i};Zürich\n" for i in range(300))
    p.write_bytes(body.encode("latin-1"))
    out = render(p)
    assert "delimiter ';'" in out and "rows: 300" in out and "Zürich" in out


def test_stream_late_type_change_falls_back_to_text(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("DATAAGENTS_STREAM_THRESHOLD_BYTES", "1")
    p = tmp_path / "late.csv"
    p.write_text("a,b\n" + "".join(f"{i},x\n" for i in range(30000)) + "oops,x\n")
    out = render(p)
    assert "rows: 30,001" in out and "types read as text" in out


def test_parquet_and_jsonl_render(parquet_file: Path, tmp_path: Path) -> None:
    out = render(parquet_file, budget_tokens=800)
    assert "rows: 100" in out and "- ok (bool)" in out and "- value (float64)" in out
    p = tmp_path / "e.jsonl"
    p.write_text("".join(json.dumps({"id": i, "tags": ["a", "b"][: i % 3]}) + "\n" for i in range(50)))
    out = render(p)
    assert "rows: 50" in out and "- tags (object)" in out


def test_json_document_render(tmp_path: Path) -> None:
    p = tmp_path / "config.json"
    p.write_text(json.dumps({"name": "x", "params": {"lr": 0.1, "layers": [64, 32]}}, indent=2))
    out = render(p)
    assert "$: object with 2 keys" in out and "lr: float = 0.1" in out
    assert "1 | {" in out  # numbered raw lines for citing


def test_json_records_render_as_table(tmp_path: Path) -> None:
    p = tmp_path / "rows.json"
    p.write_text(json.dumps([{"k": i, "v": i * i} for i in range(30)]))
    out = render(p)
    assert "rows: 30" in out and "- v (int64)" in out


def test_wide_table_stays_in_budget(tmp_path: Path) -> None:
    p = tmp_path / "wide.csv"
    pd.DataFrame({f"feature_{j}": range(50) for j in range(300)}).to_csv(p, index=False)
    out = render(p, budget_tokens=1500)
    assert count_tokens(out) <= 1500 and "columns: 300" in out


@pytest.mark.parametrize(
    ("name", "data", "kind"),
    [
        ("empty.csv", b"", "empty"),
        ("fake.csv", b"PK\x03\x04rest-of-a-zip", "binary"),
        ("bad.jsonl", b'{"a": 1}\n{"a": \n', "json"),
        ("x.bin", b"\x00\x01\x02\x03" * 100, "unsupported"),
    ],
)
def test_render_bad_input_is_typed(tmp_path: Path, name: str, data: bytes, kind: str) -> None:
    p = tmp_path / name
    p.write_bytes(data)
    with pytest.raises(FileReadError) as ei:
        render(p)
    assert ei.value.kind == kind and str(p.name) in str(ei.value)


def test_render_size_limit(sales_csv: Path) -> None:
    with pytest.raises(FileReadError) as ei:
        render(sales_csv, max_bytes=100)
    assert ei.value.kind == "too_large" and "limit" in ei.value.reason


def test_big_json_array_is_streamed(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("DATAAGENTS_STREAM_THRESHOLD_BYTES", "1")
    p = tmp_path / "big.json"
    p.write_text(json.dumps([{"k": i, "grp": "ab"[i % 2], "v": {"n": i}} for i in range(500)]))
    out = render(p)
    assert "array of records, streamed" in out and "rows: 500" in out
    assert "- grp (VARCHAR): missing 0; unique ~2" in out and "- v (STRUCT(n BIGINT))" in out


def test_utf16_csv_streamed(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("DATAAGENTS_STREAM_THRESHOLD_BYTES", "1")
    p = tmp_path / "u16.csv"
    p.write_text("a,b\n" + "".join(f"{i},wörd{i % 3}\n" for i in range(100)), encoding="utf-16")
    out = render(p)
    assert (
        "encoding utf-16" in out
        and "rows: 100" in out
        and "tail (rows 96-100)" in out
        and "| 100 | 99 |" in out
    )


def test_tiny_budget_is_still_respected(sales_csv: Path, xlsx_file: Path) -> None:
    for path in (sales_csv, xlsx_file):
        for budget in (20, 60):
            out = render(path, budget_tokens=budget)
            assert count_tokens(out) <= budget and out.startswith("file: ")


def test_parquet_streamed(parquet_file: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("DATAAGENTS_STREAM_THRESHOLD_BYTES", "1")
    out = render(parquet_file)
    assert "rows: 100 (exact count, streamed)" in out and "- value (DOUBLE): missing 0" in out
    assert "tail (rows 96-100)" in out and "| 100 | c | 99 | False |" in out
