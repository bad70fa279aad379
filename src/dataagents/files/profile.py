"""Per-column statistics and row samples of a table: exact with pandas, streamed with DuckDB for big files.

Both builders return the same ``TableProfile`` so rendering does not care which engine ran. The DuckDB
path never loads the file: one aggregate pass (count, missing, approximate distinct, min/max/mean,
approximate top values, and a hash-ordered uniform row sample), ``LIMIT`` for the head, and the tail read
from the last bytes.
"""

from __future__ import annotations

import io
import json
import math
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pandas as pd

from dataagents.files.errors import FileReadError

STREAM_MEMORY_LIMIT = "256MB"  # DuckDB spills or fails beyond this; keeps render < 500 MB RSS


@dataclass
class ColumnStats:
    name: str
    dtype: str
    missing: int
    unique: int | None = None
    unique_approx: bool = False
    min: Any = None
    max: Any = None
    mean: float | None = None
    top: list[tuple[Any, int | None]] = field(default_factory=list)


@dataclass
class TableProfile:
    n_rows: int
    columns: list[ColumnStats]
    head: pd.DataFrame
    tail: pd.DataFrame
    sample: pd.DataFrame
    exact: bool = True
    notes: list[str] = field(default_factory=list)


def _hashable(s: pd.Series) -> pd.Series:
    """JSON columns can hold lists/dicts; compare them by their JSON text."""
    if s.dtype == object and s.map(lambda v: isinstance(v, (list, dict))).any():
        return s.map(lambda v: json.dumps(v, default=str) if isinstance(v, (list, dict)) else v)
    return s


def profile_frame(
    df: pd.DataFrame, *, n_head: int = 10, n_tail: int = 5, n_sample: int = 10, top_k: int = 5, seed: int = 0
) -> TableProfile:
    """Exact statistics of an in-memory DataFrame; row labels become 1-based row numbers."""
    df = df.reset_index(drop=True)
    df.index = df.index + 1
    cols: list[ColumnStats] = []
    for name in df.columns:
        s = _hashable(df[name])
        st = ColumnStats(str(name), str(df[name].dtype), int(s.isna().sum()))
        try:
            st.unique = int(s.nunique(dropna=True))
        except TypeError:
            st.unique = None
        nonnull = s.dropna()
        is_num = pd.api.types.is_numeric_dtype(s) and not pd.api.types.is_bool_dtype(s)
        if len(nonnull) and (is_num or pd.api.types.is_datetime64_any_dtype(s)):
            st.min, st.max = nonnull.min(), nonnull.max()
            if is_num:
                mean = float(nonnull.mean())
                st.mean = mean if math.isfinite(mean) else None
        if len(nonnull) and (not is_num or (st.unique or 0) <= max(20, len(nonnull) // 2)):
            try:
                vc = nonnull.value_counts().head(top_k)
                st.top = [(k, int(v)) for k, v in vc.items()]
            except TypeError:
                pass
        cols.append(st)
    n = len(df)
    head = df.head(n_head)
    tail = df.iloc[max(n_head, n - n_tail) :]
    middle = df.iloc[n_head : max(n_head, n - n_tail)]
    sample = (
        middle.sample(min(n_sample, len(middle)), random_state=seed).sort_index() if len(middle) else middle
    )
    return TableProfile(n, cols, head, tail, sample)


# ---------------------------------------------------------------- streaming (DuckDB)


def _q(name: str) -> str:
    return '"' + name.replace('"', '""') + '"'


def _lit(s: str) -> str:
    return "'" + s.replace("'", "''") + "'"


_DUCK_ENCODINGS = {"utf-8": "utf-8", "utf_8": "utf-8", "ascii": "utf-8", "utf-8-sig": "utf-8"}
_LATIN = {"latin_1", "latin-1", "iso-8859-1", "iso8859-1", "cp1252", "windows-1252"}


def duck_encoding(enc: str) -> str | None:
    e = enc.lower()
    if e in _DUCK_ENCODINGS:
        return _DUCK_ENCODINGS[e]
    if e in _LATIN:
        return "latin-1"
    if e.startswith("utf_16") or e.startswith("utf-16"):
        return "utf-16"
    return None


def _connect() -> Any:
    import duckdb

    con = duckdb.connect(config={"memory_limit": STREAM_MEMORY_LIMIT, "threads": 2})
    con.execute("SET preserve_insertion_order=false")
    con.execute("SET enable_progress_bar=false")  # it writes to stdout, which callers may own
    return con


def _source_sql(path: Path, kind: str, delimiter: str | None, encoding: str | None, all_varchar: bool) -> str:
    p = _lit(str(path))
    if kind in ("csv", "tsv"):
        opts = [f"delim={_lit(delimiter or ',')}", "header=true"]
        if encoding:
            opts.append(f"encoding={_lit(encoding)}")
        if all_varchar:
            opts.append("all_varchar=true")
        return f"read_csv({p}, {', '.join(opts)})"
    if kind == "jsonl":
        return f"read_json_auto({p}, format='newline_delimited')"
    if kind == "json":
        return f"read_json_auto({p}, format='auto')"
    if kind == "parquet":
        return f"read_parquet({p})"
    raise ValueError(kind)


_NUMERIC = (
    "TINYINT",
    "SMALLINT",
    "INTEGER",
    "BIGINT",
    "HUGEINT",
    "FLOAT",
    "DOUBLE",
    "DECIMAL",
    "UBIGINT",
    "UINTEGER",
)


def _top_k_ok(typ: str) -> bool:
    """Top values mean something for scalar, non-continuous types only (not floats, lists, structs)."""
    t = typ.upper()
    nested = any(x in t for x in ("STRUCT", "[]", "MAP", "UNION", "JSON"))
    return not nested and not t.startswith(("DOUBLE", "FLOAT", "BLOB"))


def profile_duckdb(
    path: Path,
    kind: str,
    *,
    delimiter: str | None = None,
    encoding: str | None = None,
    n_head: int = 10,
    n_tail: int = 5,
    n_sample: int = 10,
    top_k: int = 5,
    max_columns: int = 60,
) -> TableProfile:
    """Stream a big CSV/TSV/JSONL/Parquet file through DuckDB under a fixed memory limit."""
    import duckdb

    con = _connect()
    notes: list[str] = []
    try:
        try:
            prof = _duck_profile(
                con, path, kind, delimiter, encoding, False, n_head, n_sample, top_k, max_columns
            )
        except duckdb.ConversionException:
            # A value late in the file broke the sniffed type: profile every column as text instead.
            prof = _duck_profile(
                con, path, kind, delimiter, encoding, True, n_head, n_sample, top_k, max_columns
            )
            notes.append("types read as text: a late row did not match the sniffed column types")
    except duckdb.Error as err:
        msg = str(err).strip().splitlines()[0][:300]
        raise FileReadError(
            path, f"streaming read failed: {msg}", "check the file is well-formed", kind="parse"
        ) from err
    finally:
        con.close()
    prof.notes.extend(notes)
    prof.tail = _tail(path, kind, prof, delimiter, encoding, n_tail)
    return prof


def _duck_profile(
    con: Any,
    path: Path,
    kind: str,
    delimiter: str | None,
    encoding: str | None,
    all_varchar: bool,
    n_head: int,
    n_sample: int,
    top_k: int,
    max_columns: int,
) -> TableProfile:
    src = _source_sql(path, kind, delimiter, encoding, all_varchar)
    schema = con.execute(f"DESCRIBE SELECT * FROM {src}").fetchall()
    names = [r[0] for r in schema]
    types = [str(r[1]) for r in schema]
    prof_cols = list(zip(names, types, strict=True))[:max_columns]
    exprs = ["count(*)"]
    for name, typ in prof_cols:
        c = _q(name)
        numeric = typ.upper().startswith(_NUMERIC)
        orderable = numeric or typ.upper().startswith(("DATE", "TIMESTAMP", "TIME", "BOOLEAN"))
        exprs += [
            f"count({c})",
            f"approx_count_distinct({c})",
            f"min({c})" if orderable else "NULL",
            f"max({c})" if orderable else "NULL",
            f"avg({c})" if numeric else "NULL",
            f"approx_top_k({c}, {top_k})" if _top_k_ok(typ) else "NULL",
        ]
    # The sample rides on the same pass: the n rows with the smallest row hash are a uniform,
    # deterministic sample (DuckDB's reservoir sample on a CSV scan stopped after the first chunks).
    exprs.append(f"min_by(t, hash(t), {int(n_sample)})" if n_sample > 0 else "NULL")
    row = con.execute(f"SELECT {', '.join(exprs)} FROM {src} AS t").fetchone()
    n_rows = int(row[0])
    cols: list[ColumnStats] = []
    for i, (name, typ) in enumerate(prof_cols):
        cnt, distinct, mn, mx, mean, top = row[1 + i * 6 : 7 + i * 6]
        cols.append(
            ColumnStats(
                name,
                typ,
                n_rows - int(cnt),
                unique=min(int(distinct), int(cnt)),  # the sketch can overshoot
                unique_approx=True,
                min=mn,
                max=mx,
                mean=float(mean) if mean is not None else None,
                top=[(v, None) for v in (top or []) if v is not None],
            )
        )
    head = con.execute(f"SELECT * FROM {src} LIMIT {int(n_head)}").df()
    head.index = head.index + 1
    picked = row[-1] or []
    sample = pd.DataFrame(picked, columns=names) if n_rows > len(head) and picked else head.iloc[0:0]
    sample.index = pd.Index([f"~{i + 1}" for i in range(len(sample))])
    notes = []
    if len(names) > len(prof_cols):
        notes.append(f"statistics for the first {len(prof_cols)} of {len(names)} columns")
    cols_all = cols + [
        ColumnStats(n, t, -1) for n, t in list(zip(names, types, strict=True))[len(prof_cols) :]
    ]
    return TableProfile(n_rows, cols_all, head, pd.DataFrame(), sample, exact=False, notes=notes)


def _tail(
    path: Path, kind: str, prof: TableProfile, delimiter: str | None, encoding: str | None, n_tail: int
) -> pd.DataFrame:
    """Last rows without a full pass: read the final bytes (text) or the last row group (Parquet)."""
    if n_tail <= 0 or prof.n_rows <= len(prof.head) or kind == "json":
        return pd.DataFrame()
    n_tail = min(n_tail, prof.n_rows - len(prof.head))
    names = list(prof.head.columns)
    try:
        if kind == "parquet":
            import pyarrow.parquet as pq

            pf = pq.ParquetFile(path)
            last = pf.read_row_group(pf.num_row_groups - 1).to_pandas()
            df = last.tail(n_tail)
        else:
            size = path.stat().st_size
            with open(path, "rb") as fh:
                fh.seek(max(0, size - 256 * 1024) & ~1)  # even offset keeps UTF-16 aligned
                chunk = fh.read()
            py_enc = {"latin-1": "latin-1", "utf-16": "utf-16"}.get(encoding or "utf-8", "utf-8")
            lines = chunk.decode(py_enc, errors="replace").splitlines()[1:]  # first may be partial
            lines = [ln for ln in lines if ln.strip()][-n_tail:]
            if kind == "jsonl":
                df = pd.json_normalize([json.loads(ln) for ln in lines])
            else:
                df = pd.read_csv(
                    io.StringIO("\n".join(lines)), sep=delimiter or ",", header=None, names=names
                )
        df = df.reset_index(drop=True)
        df.index = pd.RangeIndex(prof.n_rows - len(df) + 1, prof.n_rows + 1)
        return df
    except Exception:
        prof.notes.append("tail rows unavailable (could not parse the last bytes)")
        return pd.DataFrame()
