"""Reading and writing the operators' tables (CSV, JSONL, Parquet, Excel), keeping field structure and UTF-8.

JSONL is parsed line by line so that a malformed line is reported with its line number and nested fields
(lists, objects) round-trip unchanged; other formats go through ``dataagents.files.read_table``.
"""

from __future__ import annotations

import json
import math
import re
from pathlib import Path
from typing import Any

import numpy as np
import pandas as pd

from dataagents.governance.errors import TableIOError

FORMATS = {
    ".csv": "csv",
    ".tsv": "tsv",
    ".jsonl": "jsonl",
    ".json": "json",
    ".parquet": "parquet",
    ".xlsx": "excel",
    ".xls": "excel",
}


def table_format(path: str | Path) -> str:
    fmt = FORMATS.get(Path(path).suffix.lower())
    if fmt is None:
        raise TableIOError(
            f"{path}: unsupported table format '{Path(path).suffix}'",
            hint=f"use one of {', '.join(sorted(FORMATS))}",
        )
    return fmt


def read_jsonl(path: str | Path) -> pd.DataFrame:
    """Read JSON Lines; a malformed line raises ``TableIOError`` naming the line."""
    path = Path(path)
    records: list[dict[str, Any]] = []
    try:
        text = path.read_text(encoding="utf-8-sig")
    except (OSError, UnicodeDecodeError) as err:
        raise TableIOError(
            f"{path}: cannot read ({err})", hint="check the path and that it is UTF-8"
        ) from err
    for lineno, line in enumerate(text.splitlines(), start=1):
        if not line.strip():
            continue
        try:
            rec = json.loads(line)
        except json.JSONDecodeError as err:
            raise TableIOError(
                f"{path}: malformed JSON on line {lineno} ({err.msg}): {line[:80]!r}",
                hint="fix or remove that line",
            ) from err
        if not isinstance(rec, dict):
            raise TableIOError(f"{path}: line {lineno} is not a JSON object", hint="one object per line")
        records.append(rec)
    columns: list[str] = []
    for rec in records:
        columns.extend(k for k in rec if k not in columns)
    return pd.DataFrame.from_records(records, columns=columns)


def detect_encoding(path: Path) -> str:
    """The text encoding of a CSV/TSV input ('utf-8' for other formats), from the project's one reader
    (``dataagents.files``). Inside the sandbox only this package travels: there a UTF-8 check and cp1252 are
    the fallback."""
    if table_format(path) not in ("csv", "tsv"):
        return "utf-8"
    try:
        # inside the sandbox only the governance package travels: there the fallback below decides
        from dataagents.files.sniffing import sniff_encoding
    except ImportError:
        raw = Path(path).read_bytes()[: 1 << 20]
        if raw.startswith(b"\xef\xbb\xbf"):
            return "utf-8-sig"
        try:
            raw.decode("utf-8")
            return "utf-8"
        except UnicodeDecodeError:
            return "cp1252"
    return sniff_encoding(Path(path)).name


def read_table(path: str | Path) -> pd.DataFrame:
    """Read a table file into pandas. Empty files give an empty frame; bad input raises ``TableIOError``."""
    path = Path(path)
    if not path.exists():
        raise TableIOError(f"{path}: file not found", hint="check the path")
    fmt = table_format(path)
    if path.stat().st_size == 0:
        return pd.DataFrame()
    if fmt == "jsonl":
        return read_jsonl(path)
    try:
        if fmt in ("csv", "tsv"):
            # dtype inference but keep ids/codes as written: leading zeros matter in governance data.
            sep, enc = "\t" if fmt == "tsv" else ",", detect_encoding(path)
            df = pd.read_csv(path, sep=sep, keep_default_na=True, encoding=enc)
            return _restore_coded_values(df, path, sep, enc)
        try:
            # inside the sandbox only the governance package travels: there pandas reads the file directly
            from dataagents.files import read_table as _read
        except ImportError:  # inside the sandbox only the governance package travels; pandas reads directly
            return pd.read_parquet(path) if fmt == "parquet" else pd.read_excel(path)
        return _read(path)
    except TableIOError:
        raise
    except Exception as err:  # FileReadError or a parser error: one line naming the file
        raise TableIOError(f"{path}: cannot read table ({err})", hint="check the file format") from err


def _shape(text: str) -> str:
    """A value's letter shape: 'NA' and 'DE' -> 'AA', 'Ann' -> 'Aaa', 'A1' -> 'A9'."""
    return re.sub(r"[a-z]", "a", re.sub(r"[A-Z]", "A", re.sub(r"\d", "9", text)))


def _restore_coded_values(df: pd.DataFrame, path: Path, sep: str, encoding: str) -> pd.DataFrame:
    """Put back the text columns' values that pandas took for missing markers but that are codes of the
    column's own kind: 'NA' among two-letter country codes is Namibia, not a blank. A marker is kept as a value
    only when most of the column's values share its exact letter shape."""
    text_cols = [
        c for c in df.columns if not pd.api.types.is_numeric_dtype(df[c].dtype) and df[c].isna().any()
    ]
    if not text_cols:
        return df
    try:
        raw = pd.read_csv(
            path, sep=sep, dtype=str, keep_default_na=False, encoding=encoding, usecols=text_cols
        )
    except Exception:  # the file read once; a second, text-only reading is only a refinement
        return df
    if len(raw) != len(df):
        return df
    for col in text_cols:
        tokens = raw[col]
        marked = df[col].isna().to_numpy() & (tokens.str.strip() != "").to_numpy()
        if not marked.any():
            continue
        shapes = tokens[~df[col].isna().to_numpy()].map(_shape).value_counts(normalize=True)
        for token in set(tokens[marked]):
            if shapes.get(_shape(token), 0.0) >= 0.5:
                df.loc[marked & (tokens == token).to_numpy(), col] = token
    return df


def _jsonable(value: Any) -> Any:
    if isinstance(value, float) and math.isnan(value):
        return None
    if value is pd.NA or value is pd.NaT:
        return None
    if isinstance(value, np.generic):
        return _jsonable(value.item())
    if isinstance(value, np.ndarray):
        return [_jsonable(v) for v in value.tolist()]
    if isinstance(value, list | tuple):
        return [_jsonable(v) for v in value]
    if isinstance(value, dict):
        return {k: _jsonable(v) for k, v in value.items()}
    if isinstance(value, pd.Timestamp):
        return value.isoformat()
    return value


def write_table(df: pd.DataFrame, path: str | Path) -> Path:
    """Write ``df`` in the format named by the file suffix (UTF-8, no index)."""
    path = Path(path)
    fmt = table_format(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    try:
        if fmt == "jsonl":
            with path.open("w", encoding="utf-8") as fh:
                for rec in df.to_dict(orient="records"):
                    fh.write(json.dumps({k: _jsonable(v) for k, v in rec.items()}, ensure_ascii=False) + "\n")
        elif fmt == "json":
            recs = [{k: _jsonable(v) for k, v in r.items()} for r in df.to_dict(orient="records")]
            path.write_text(json.dumps(recs, ensure_ascii=False, indent=1), encoding="utf-8")
        elif fmt in ("csv", "tsv"):
            df.to_csv(path, index=False, sep="\t" if fmt == "tsv" else ",", encoding="utf-8")
        elif fmt == "parquet":
            df.to_parquet(path, index=False)
        else:
            df.to_excel(path, index=False)
    except Exception as err:
        raise TableIOError(
            f"{path}: cannot write table ({err})", hint="check the folder and the data"
        ) from err
    return path
