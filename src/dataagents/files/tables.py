"""Read tabular files (CSV/TSV, JSON, JSONL, Parquet, Excel) into pandas, with typed errors."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pandas as pd

from dataagents.files.errors import FileReadError, guard
from dataagents.files.sniffing import (
    TABLE_KINDS,
    check_file,
    decode_error,
    detect_kind,
    ensure_text,
    read_head,
    sniff_delimiter,
    sniff_encoding,
)


@dataclass(frozen=True)
class CsvDialect:
    encoding: str
    delimiter: str


def sniff_csv(path: Path, kind: str = "csv") -> CsvDialect:
    """Encoding and delimiter of a delimited text file, from a bounded sample."""
    head = read_head(path)
    enc = sniff_encoding(path, head)
    text = head.decode(enc.name, errors="ignore")
    return CsvDialect(enc.name, sniff_delimiter(text, kind))


_LINE_RE = re.compile(r"line (\d+)")


def read_csv(path: Path, kind: str = "csv", *, nrows: int | None = None, **kwargs: Any) -> pd.DataFrame:
    ensure_text(path, kind)
    dialect = sniff_csv(path, kind)
    try:
        return pd.read_csv(
            path, sep=dialect.delimiter, encoding=dialect.encoding, nrows=nrows, low_memory=False, **kwargs
        )
    except UnicodeDecodeError as err:
        # pandas reports offsets inside its own buffer, so name the encoding, not a position.
        raise FileReadError(
            path,
            f"bytes past the sniffed sample are not valid {dialect.encoding} ({err.reason})",
            "the file mixes encodings: re-save it as UTF-8",
            kind="encoding",
        ) from err
    except pd.errors.EmptyDataError as err:
        raise FileReadError(
            path, "no columns to parse (blank file)", "check the export", kind="empty"
        ) from err
    except pd.errors.ParserError as err:
        m = _LINE_RE.search(str(err))
        raise FileReadError(
            path,
            f"malformed {kind.upper()} (delimiter {dialect.delimiter!r}): {_first_line(err)}",
            "check quoting and that every row has the same number of fields",
            kind="parse",
            line=int(m.group(1)) if m else None,
        ) from err


def _first_line(err: BaseException) -> str:
    return str(err).strip().splitlines()[0][:300] if str(err).strip() else type(err).__name__


def decode_text(path: Path, data: bytes | None = None) -> tuple[str, str]:
    """Whole file decoded with its sniffed encoding (strict), newlines normalised; returns (text, encoding)."""
    raw = path.read_bytes() if data is None else data
    enc = sniff_encoding(path, raw[: 1 << 20]).name
    try:
        text = raw.decode(enc)
    except UnicodeDecodeError as err:
        raise decode_error(path, enc, err) from err
    return text.replace("\r\n", "\n").replace("\r", "\n"), enc


def load_json(path: Path) -> Any:
    """Parse a JSON document; a syntax error names its line and column."""
    ensure_text(path, "json")
    text, _ = decode_text(path)
    try:
        return json.loads(text)
    except json.JSONDecodeError as err:
        raise FileReadError(
            path,
            f"broken JSON: {err.msg}",
            f"fix the JSON there (trailing comma, missing quote or bracket?); "
            f"see it with render_text_window(path, {max(err.lineno - 2, 1)}, {err.lineno + 2})",
            kind="json",
            line=err.lineno,
            column=err.colno,
        ) from err


def iter_jsonl(path: Path, encoding: str | None = None) -> Iterator[tuple[int, Any]]:
    """Yield (line number, record) for each non-blank line; a broken line raises with its number."""
    enc = encoding or sniff_encoding(path).name
    lineno = 0
    try:
        with open(path, encoding=enc, newline=None) as fh:
            for lineno, line in enumerate(fh, start=1):
                if not line.strip():
                    continue
                try:
                    yield lineno, json.loads(line)
                except json.JSONDecodeError as err:
                    raise FileReadError(
                        path,
                        f"broken JSON record: {err.msg}",
                        f"fix or delete line {lineno} (every line must be one JSON value), "
                        "or read the good lines with nrows=",
                        kind="json",
                        line=lineno,
                        column=err.colno,
                    ) from err
    except UnicodeDecodeError as err:
        raise FileReadError(
            path,
            f"bytes near line {lineno + 1} are not valid {enc}",
            "re-save the file as UTF-8",
            kind="encoding",
            line=lineno + 1,
        ) from err


def read_jsonl(path: Path, *, nrows: int | None = None) -> pd.DataFrame:
    ensure_text(path, "jsonl")
    records = []
    for _, rec in iter_jsonl(path):
        records.append(rec if isinstance(rec, dict) else {"value": rec})
        if nrows is not None and len(records) >= nrows:
            break
    return pd.json_normalize(records) if records else pd.DataFrame()


def json_to_frame(obj: Any, path: Path) -> pd.DataFrame:
    """The table inside a JSON document: records, columns-of-lists, or the largest list of records."""
    if isinstance(obj, list):
        if all(isinstance(x, dict) for x in obj):
            return pd.json_normalize(obj)
        if all(isinstance(x, list) for x in obj):
            return pd.DataFrame(obj)
        return pd.DataFrame({"value": obj})
    if isinstance(obj, dict):
        lists = {k: v for k, v in obj.items() if isinstance(v, list)}
        if lists and len(lists) == len(obj) and len({len(v) for v in lists.values()}) == 1:
            return pd.DataFrame(obj)
        records = {k: v for k, v in lists.items() if v and all(isinstance(x, dict) for x in v)}
        if records:
            return pd.json_normalize(max(records.values(), key=len))
        return pd.json_normalize([obj])
    raise FileReadError(
        path, f"JSON holds a single {type(obj).__name__}, not a table", "use read_text()", kind="parse"
    )


def read_parquet(path: Path, *, nrows: int | None = None) -> pd.DataFrame:
    import pyarrow.parquet as pq

    try:
        if nrows is None:
            return pd.read_parquet(path)
        pf = pq.ParquetFile(path)
        batch = next(pf.iter_batches(batch_size=max(nrows, 1)), None)
        return batch.to_pandas() if batch is not None else pf.schema_arrow.empty_table().to_pandas()
    except FileReadError:
        raise
    except Exception as err:
        raise FileReadError(
            path, f"not a readable Parquet file ({_first_line(err)})", "re-export the file", kind="parse"
        ) from err


def read_excel(path: Path, *, sheet: str | int | None = None, nrows: int | None = None) -> pd.DataFrame:
    from python_calamine import CalamineWorkbook

    try:
        names = CalamineWorkbook.from_path(str(path)).sheet_names
    except Exception as err:
        raise FileReadError(
            path,
            f"not a readable Excel workbook ({_first_line(err)})",
            "open and re-save it in Excel/LibreOffice, or check it is not password-protected",
            kind="parse",
        ) from err
    target = 0 if sheet is None else sheet
    if (isinstance(target, str) and target not in names) or (
        isinstance(target, int) and not -len(names) <= target < len(names)
    ):
        raise FileReadError(
            path, f"no sheet {target!r}", f"sheets are: {', '.join(map(repr, names))}", kind="parse"
        )
    try:
        return pd.read_excel(path, sheet_name=target, engine="calamine", nrows=nrows)
    except Exception as err:
        raise FileReadError(path, f"cannot parse sheet {target!r} ({_first_line(err)})", None) from err


@guard
def read_table(
    path: str | Path,
    *,
    sheet: str | int | None = None,
    max_bytes: int | None = None,
    nrows: int | None = None,
) -> pd.DataFrame:
    """Load a CSV/TSV/JSON/JSONL/Parquet/Excel file as a DataFrame.

    Encoding and delimiter are sniffed; ``sheet`` picks an Excel sheet (first by default); ``nrows``
    reads only the first rows. Any failure is a ``FileReadError`` naming the file and what to do.
    """
    p = check_file(path, max_bytes)
    kind = detect_kind(p)
    if kind not in TABLE_KINDS:
        hint = "use extract_zip() first" if kind == "zip" else "use read_text() or render()"
        raise FileReadError(p, f"a {kind} file is not a table", hint, kind="unsupported")
    try:
        if kind in ("csv", "tsv"):
            return read_csv(p, kind, nrows=nrows)
        if kind == "jsonl":
            return read_jsonl(p, nrows=nrows)
        if kind == "json":
            df = json_to_frame(load_json(p), p)
            return df.head(nrows) if nrows is not None else df
        if kind == "parquet":
            return read_parquet(p, nrows=nrows)
        return read_excel(p, sheet=sheet, nrows=nrows)
    except FileReadError:
        raise
    except MemoryError as err:
        raise FileReadError(
            p,
            "out of memory while loading",
            "use render() (it streams) or lower the data size",
            kind="too_large",
        ) from err
    except Exception as err:  # last line of defence: never a raw traceback for bad input
        raise FileReadError(p, f"unexpected {type(err).__name__}: {_first_line(err)}", None) from err
