"""Render any supported file as text for a model, within a token budget.

Tables: schema and dtypes, row count, per-column stats, head/tail/sampled rows with row numbers.
Text: Markdown outline and numbered line windows (cite ``file:line``; fetch more with
``render_text_window``). Workbooks: sheet by sheet with cell addresses and formulas. Zips: member list.
Each renderer builds views from rich to lean and returns the first that fits ``budget_tokens``.
"""

from __future__ import annotations

import codecs
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pandas as pd

from dataagents.files.archive import render_zip
from dataagents.files.budget import fit, fmt_value
from dataagents.files.errors import FileReadError, guard
from dataagents.files.profile import TableProfile, duck_encoding, profile_duckdb, profile_frame
from dataagents.files.sniffing import (
    check_file,
    decode_error,
    default_stream_max_bytes,
    detect_kind,
    ensure_text,
    human_bytes,
)
from dataagents.files.tables import json_to_frame, load_json, read_table, sniff_csv
from dataagents.files.text import number_lines, scan_text

# Above this size tables are streamed through DuckDB instead of loaded into pandas
# (``DATAAGENTS_STREAM_THRESHOLD_BYTES`` overrides).
STREAM_THRESHOLD_BYTES = 32 << 20  # pandas needs ~7x the file size


def stream_threshold_bytes() -> int:
    raw = os.environ.get("DATAAGENTS_STREAM_THRESHOLD_BYTES", "")
    return int(raw) if raw.isdigit() else STREAM_THRESHOLD_BYTES


# ---------------------------------------------------------------- values and tables


def fmt_table(df: pd.DataFrame, *, width: int = 40, max_cols: int = 30) -> str:
    """Pipe table with a ``row`` column; wide frames keep their first ``max_cols`` columns."""
    cols = list(df.columns)[:max_cols]
    lines = ["| row | " + " | ".join(fmt_value(c, width) for c in cols) + " |"]
    lines.append("|" + "---|" * (len(cols) + 1))
    for idx, row in df[cols].iterrows():
        lines.append(f"| {idx} | " + " | ".join(fmt_value(v, width) for v in row.tolist()) + " |")
    if len(df.columns) > max_cols:
        lines.append(f"(+{len(df.columns) - max_cols} more columns not shown)")
    return "\n".join(lines)


def _fmt_stat(v: Any) -> str:
    if hasattr(v, "item") and not isinstance(v, (str, bytes)):
        v = v.item()  # numpy scalars format like Python numbers
    if isinstance(v, float):
        return f"{v:.6g}"
    if isinstance(v, int) and not isinstance(v, bool):
        return f"{v:,}"
    return fmt_value(v, 30)


def fmt_columns(prof: TableProfile, *, top_k: int, max_cols: int) -> str:
    n = prof.n_rows
    out = []
    for c in prof.columns[:max_cols]:
        if c.missing < 0:
            out.append(f"- {c.name} ({c.dtype})")
            continue
        parts = [f"missing {c.missing:,}" + (f" ({c.missing / n:.1%})" if n and c.missing else "")]
        if c.unique is not None:
            parts.append(f"unique {'~' if c.unique_approx else ''}{c.unique:,}")
        if c.min is not None:
            parts.append(f"min {_fmt_stat(c.min)}, max {_fmt_stat(c.max)}")
        if c.mean is not None:
            parts.append(f"mean {c.mean:.6g}")
        nonnull = n - c.missing
        mostly_distinct = c.unique is not None and nonnull and c.unique >= 0.9 * nonnull
        if c.top and top_k and not mostly_distinct:
            tops = ", ".join(
                (f'"{fmt_value(v, 24)}"' if isinstance(v, str) else fmt_value(v, 24))
                + (f" ×{k:,}" if k is not None else "")
                for v, k in c.top[:top_k]
            )
            parts.append(f"top {'(approx) ' if c.top[0][1] is None else ''}{tops}")
        out.append(f"- {c.name} ({c.dtype}): " + "; ".join(parts))
    if len(prof.columns) > max_cols:
        out.append(f"- … {len(prof.columns) - max_cols} more columns")
    return "\n".join(out)


def render_profile(header: str, prof: TableProfile, budget_tokens: int) -> str:
    """Table render at decreasing detail until it fits."""
    ncol = len(prof.columns)
    rows_word = "exact" if prof.exact else "exact count, streamed"
    top = f"{header}\nrows: {prof.n_rows:,} ({rows_word}) · columns: {ncol}"

    def view(
        n_head: int, n_tail: int, n_sample: int, width: int, top_k: int, max_cols: int
    ) -> Callable[[], str]:
        def build() -> str:
            # notes first: they say how to read the numbers and must survive truncation
            parts = [top, *(f"note: {n}" for n in prof.notes), "columns:"]
            parts.append(fmt_columns(prof, top_k=top_k, max_cols=max_cols))
            head = prof.head.head(n_head)
            if len(head):
                parts += [
                    f"head (rows {head.index[0]}-{head.index[-1]}):",
                    fmt_table(head, width=width, max_cols=max_cols),
                ]
            tail = prof.tail.tail(n_tail)
            if len(tail):
                parts += [
                    f"tail (rows {tail.index[0]}-{tail.index[-1]}):",
                    fmt_table(tail, width=width, max_cols=max_cols),
                ]
            sample = prof.sample.head(n_sample)
            if len(sample):
                how = (
                    "random sample" if prof.exact else "uniform sample by row hash, ~ = row position unknown"
                )
                parts += [
                    f"sampled rows ({len(sample)}, {how}):",
                    fmt_table(sample, width=width, max_cols=max_cols),
                ]
            return "\n".join(parts)

        return build

    return fit(
        [
            view(10, 5, 10, 40, 5, 60),
            view(5, 3, 5, 30, 3, 40),
            view(5, 2, 3, 20, 3, 25),
            view(3, 1, 2, 16, 2, 15),
            view(2, 0, 0, 12, 1, 10),
            view(0, 0, 0, 12, 0, 8),
        ],
        budget_tokens,
    )


# ---------------------------------------------------------------- per kind


def _header(p: Path, kind: str, extra: str = "") -> str:
    return f"file: {p.name} — {kind}, {human_bytes(p.stat().st_size)}" + (f", {extra}" if extra else "")


def _render_table_file(p: Path, kind: str, budget_tokens: int, max_bytes: int | None) -> str:
    size = p.stat().st_size
    extra = ""
    dialect = None
    if kind in ("csv", "tsv", "jsonl"):
        ensure_text(p, kind)
    if kind in ("csv", "tsv"):
        dialect = sniff_csv(p, kind)
        extra = f"encoding {dialect.encoding}, delimiter {dialect.delimiter!r}"
    if size > stream_threshold_bytes():
        enc = duck_encoding(dialect.encoding) if dialect else None
        if dialect and enc is None:
            prof = _profile_transcoded(p, kind, dialect.encoding, dialect.delimiter)
        else:
            prof = profile_duckdb(p, kind, delimiter=dialect.delimiter if dialect else None, encoding=enc)
    else:
        prof = profile_frame(read_table(p, max_bytes=max_bytes))
    return render_profile(_header(p, kind, extra), prof, budget_tokens)


def _profile_transcoded(p: Path, kind: str, encoding: str, delimiter: str) -> TableProfile:
    """DuckDB reads only UTF-8/16 and Latin-1: stream other encodings into a temporary UTF-8 copy."""
    import tempfile

    with tempfile.TemporaryDirectory(prefix="dataagents-transcode-") as tmp:
        out = Path(tmp) / (p.stem + ".csv")
        offset = 0
        with open(p, "rb") as src, open(out, "w", encoding="utf-8", newline="") as dst:
            dec = codecs.getincrementaldecoder(encoding)()
            while chunk := src.read(1 << 20):
                try:
                    dst.write(dec.decode(chunk))
                except UnicodeDecodeError as err:
                    raise decode_error(p, encoding, err, offset) from err
                offset += len(chunk)
            dst.write(dec.decode(b"", final=True))
        prof = profile_duckdb(out, kind, delimiter=delimiter, encoding="utf-8")
    prof.notes.append(f"streamed through a temporary UTF-8 copy (source encoding {encoding})")
    return prof


def _render_text_file(p: Path, kind: str, budget_tokens: int, note: str = "") -> str:
    ensure_text(p, kind)
    markdown = p.suffix.lower() in (".md", ".markdown", ".rst")
    scan = scan_text(p, markdown=markdown)
    header = _header(
        p, "text", f"encoding {scan.encoding}, {scan.total_lines:,} lines, {scan.total_chars:,} chars"
    )
    if note:
        header += "\n" + note
    tail_all = list(scan.tail)
    width = len(str(scan.total_lines))

    def view(n_head: int, n_tail: int, n_headings: int) -> Callable[[], str]:
        def build() -> str:
            parts = [header]
            if scan.headings and n_headings:
                parts += ["outline (Markdown headings):", number_lines(scan.headings[:n_headings], width)]
                if len(scan.headings) > n_headings:
                    parts.append(f"… {len(scan.headings) - n_headings} more headings")
            head = scan.head[:n_head]
            tail = (
                [x for x in tail_all[len(tail_all) - n_tail :] if x[0] > (head[-1][0] if head else 0)]
                if n_tail
                else []
            )
            if head:
                parts += [f"lines {head[0][0]}-{head[-1][0]}:", number_lines(head, width)]
            shown_to = head[-1][0] if head else 0
            resume = tail[0][0] if tail else scan.total_lines + 1
            if resume - shown_to > 1:
                parts.append(
                    f"… lines {shown_to + 1}-{resume - 1} not shown; "
                    f"read them with render_text_window({p.name!r}, start_line, end_line)"
                )
            if tail:
                parts += [f"lines {tail[0][0]}-{tail[-1][0]}:", number_lines(tail, width)]
            return "\n".join(parts)

        return build

    views = []
    n_head, n_tail = len(scan.head), min(len(tail_all), 100)
    while n_head > 5:
        views.append(view(n_head, n_tail, 60))
        n_head, n_tail = int(n_head * 0.7), int(n_tail * 0.7)
    views += [view(5, 2, 20), view(3, 0, 10), view(0, 0, 0)]
    if scan.total_lines <= len(scan.head):
        views.insert(0, view(scan.total_lines, 0, 60))
    return fit(views, budget_tokens)


def _describe_json(obj: Any, depth: int = 0, max_depth: int = 4, key: str = "$") -> list[str]:
    pad = "  " * depth
    if isinstance(obj, dict):
        lines = [f"{pad}{key}: object with {len(obj)} keys"]
        if depth < max_depth:
            for k, v in list(obj.items())[:25]:
                lines += _describe_json(v, depth + 1, max_depth, str(k))
            if len(obj) > 25:
                lines.append(f"{pad}  … {len(obj) - 25} more keys")
        return lines
    if isinstance(obj, list):
        lines = [f"{pad}{key}: array of {len(obj)}"]
        if obj and depth < max_depth:
            lines += _describe_json(obj[0], depth + 1, max_depth, "[0]")
        return lines
    return [f"{pad}{key}: {type(obj).__name__} = {fmt_value(obj, 40)}"]


def _render_json(p: Path, budget_tokens: int, max_bytes: int | None) -> str:
    if p.stat().st_size > stream_threshold_bytes():
        # A big JSON document is not loaded: DuckDB streams arrays of records (or one record per line).
        prof = profile_duckdb(p, "json")
        return render_profile(_header(p, "json", "array of records, streamed"), prof, budget_tokens)
    check_file(p, max_bytes)
    obj = load_json(p)
    tabular = (isinstance(obj, list) and obj and all(isinstance(x, (dict, list)) for x in obj)) or (
        isinstance(obj, dict)
        and any(isinstance(v, list) and v and all(isinstance(x, dict) for x in v) for v in obj.values())
    )
    structure = "structure:\n" + "\n".join(_describe_json(obj)[:60])
    if tabular:
        header = _header(p, "json") + "\n" + structure
        return render_profile(header, profile_frame(json_to_frame(obj, p)), budget_tokens)
    return _render_text_file(p, "json", budget_tokens, note=structure)


@guard
def render(path: str | Path, *, budget_tokens: int = 2000, max_bytes: int | None = None) -> str:
    """Any supported file as model-ready text within ``budget_tokens`` (counted with ``count_tokens``).

    Big CSV/TSV/JSONL/Parquet files are streamed (never loaded); other kinds load at most ``max_bytes``.
    Bad input raises ``FileReadError``.
    """
    p = check_file(path, default_stream_max_bytes() if max_bytes is None else max_bytes)
    kind = detect_kind(p)
    try:
        if kind in ("csv", "tsv", "jsonl", "parquet"):
            return _render_table_file(p, kind, budget_tokens, max_bytes)
        if kind == "json":
            return _render_json(p, budget_tokens, max_bytes)
        if kind == "excel":
            # imported when first needed: it loads pydantic, which importing this module does not
            from dataagents.files.workbook import read_workbook, render_workbook

            check_file(p, max_bytes)
            return render_workbook(read_workbook(p), budget_tokens)
        if kind == "zip":
            return render_zip(p, budget_tokens)
        return _render_text_file(p, kind, budget_tokens)
    except FileReadError:
        raise
    except Exception as err:  # never a raw traceback for bad input
        msg = str(err).strip().splitlines()[0][:300] if str(err).strip() else type(err).__name__
        raise FileReadError(p, f"cannot render ({type(err).__name__}: {msg})", None) from err
