"""A read-only view over the files the Curator received: safe decoding, tables with verbatim rows.

Detectors need verbatim evidence (the exact line of a CSV row, the exact README sentence), so this view
keeps raw lines beside the parsed table. Every failure becomes a recorded ``FileError`` or a parse
problem that the file-problems detector reports; nothing raises out of here.

Large files (> ``LARGE_BYTES``) are never loaded whole: detectors see the first ``SAMPLE_ROWS`` rows and
``stream_stats`` makes one chunked pass for row counts, exact duplicates and missing-value tokens.
"""

from __future__ import annotations

import bisect
import csv
import io
import itertools
import json
import re
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np
import pandas as pd

from dataagents.curation.case import FileInfo, list_files
from dataagents.curation.columns import ColumnKind, classify
from dataagents.curation.report import Evidence, FileError
from dataagents.files.errors import FileReadError
from dataagents.files.sniffing import binary_signature, sniff_encoding
from dataagents.files.sniffing import sniff_delimiter as files_sniff_delimiter

LARGE_BYTES = 16 * 1024 * 1024  # above this, detectors see a sample and one streaming pass
SAMPLE_ROWS = 50_000
MAX_TEXT_BYTES = 4 * 1024 * 1024
CHUNK_ROWS = 100_000
MIN_NESTED_RECORDS = 5
SNIFF_BYTES = 1 << 20  # the encoding is decided on the first MiB, as in the files module

TABLE_EXT = {".csv", ".tsv", ".jsonl", ".json", ".parquet", ".data", ".tab"}
DOC_EXT = {".md", ".rst", ".txt", ".markdown", ".html", ".yaml", ".yml", ".cff"}
SCRIPT_EXT = {".py"}
MISSING_TOKENS = {"", "?", "na", "n/a", "nan", "null", "none", "-", "--", "missing", "-999", "-9999"}
# the same tokens as they are usually written, for an exact (no strip/lower) match in the streaming pass
_STREAM_TOKENS = sorted(
    MISSING_TOKENS | {t.upper() for t in MISSING_TOKENS} | {"NaN", "Null", "None", "N/a", "Missing"}
)


@dataclass
class TextDoc:
    name: str
    text: str
    encoding: str

    @property
    def lines(self) -> list[str]:
        return self.text.splitlines()


@dataclass
class Table:
    """A table whose cells are the file's own strings (no type coercion), plus raw lines for evidence."""

    name: str
    df: pd.DataFrame
    kind: str  # "csv" | "json" | "parquet"
    header_line: int = 1  # 1-based line of the header (csv)
    raw_lines: list[str] | None = None  # for csv: the file's lines (head only when truncated)
    json_path: str = "$"  # for json: where the records list lives
    truncated: bool = False
    delimiter: str = ","
    no_header: bool = False  # the first line is data: every field is a number
    header_fields: int | None = None  # fields in the header line when it differs from the data rows
    record_lines: list[tuple[int, int]] | None = None  # json: 0-based (first, last) raw line per record
    data_fields: int | None = None  # modal number of fields in the data rows
    _aligned: bool = field(default=False, init=False)
    _kinds: dict[str, ColumnKind] = field(default_factory=dict, init=False, repr=False)

    def column_kind(self, column: str) -> ColumnKind:
        """What ``column`` holds (code, id, free text, number, date, category), classified once per table."""
        if column not in self._kinds:
            self._kinds[column] = classify(column, self.df[column])
        return self._kinds[column]

    def __post_init__(self) -> None:
        if self.kind == "csv" and self.raw_lines is not None:
            body = len(self.raw_lines) - self.header_line
            self._aligned = body >= len(self.df)  # no multi-line quoted fields in the part we have

    def location(self, i: int, column: str | None = None) -> str:
        """Human and SARIF-friendly location of data row ``i`` (0-based)."""
        col = f", column {column}" if column is not None else ""
        if self.kind == "json":
            where = f"{self.json_path}[{i}]" + (f".{column}" if column else "")
            line = self._json_line(i, column)
            return f"line {line + 1} ({where})" if line is not None else where
        if self.kind == "csv" and self._aligned:
            return f"line {self.header_line + 1 + i} (row {i + 1}{col})"
        return f"row {i + 1}{col}"

    def row_context(self, i: int, column: str | None = None) -> str:
        """The row as it appears in the file: the verbatim CSV line, or the raw JSON/JSONL line that holds
        the record (the line with ``column``'s key when a record spans several lines), never re-serialised."""
        if self.kind == "csv" and self._aligned and self.raw_lines is not None:
            return self.raw_lines[self.header_line + i]
        if self.kind == "json" and self.raw_lines:
            line = self._json_line(i, column)
            if line is not None:
                return self.raw_lines[line].strip()
        return self.delimiter.join(str(v) for v in self.df.iloc[i].tolist())

    def _json_line(self, i: int, column: str | None) -> int | None:
        """0-based raw line of record ``i`` (of its ``column`` key when the record spans lines)."""
        if self.record_lines is None or i >= len(self.record_lines) or not self.raw_lines:
            return None
        first, last = self.record_lines[i]
        if column is not None and last > first:
            key = json.dumps(str(column), ensure_ascii=False) + ":"
            for n in range(first, last + 1):
                if key in self.raw_lines[n].replace('": ', '":'):
                    return n
        if last > first:  # the opening brace alone says nothing: the record's first line with content
            return next((n for n in range(first, last + 1) if self.raw_lines[n].strip() not in "{["), first)
        return first

    def header_context(self) -> str:
        """The line that names the columns: the CSV header, or a JSON file's first record (its keys)."""
        if self.kind == "csv" and self.raw_lines and self.header_line > 0:
            return self.raw_lines[self.header_line - 1]
        if self.kind == "json" and self.raw_lines and len(self.df):
            return self.row_context(0)
        return ", ".join(map(str, self.df.columns))


@dataclass
class StreamStats:
    rows: int
    duplicate_rows: int
    first_duplicate: int | None  # 0-based data row index of the first repeated row
    missing_tokens: dict[str, dict[str, int]]  # column -> token -> count


def is_binary(head: bytes) -> bool:
    """Binary by the files module's rule (magic numbers, NUL bytes, many control bytes)."""
    return binary_signature(head[:8192]) is not None


def decode(data: bytes) -> tuple[str, str]:
    """Bytes -> (text, encoding) with the project's one encoding sniffer (``files.sniffing``: BOM, strict
    UTF-8, cp1252 when Windows-only bytes 0x80-0x9F appear, then charset-normalizer). Never raises: bytes
    that do not decode become U+FFFD, so a detector still sees the rest of the file."""
    try:
        enc = sniff_encoding(Path("<bytes>"), data[:SNIFF_BYTES]).name
    except FileReadError:
        enc = "cp1252"
    text = data.decode(enc, errors="replace")
    return text, "utf-8" if enc == "utf-8-sig" else enc


def sniff_delimiter(sample: str, suffix: str) -> str:
    """The files module's delimiter sniffer; a space only when no usual delimiter is on the first line
    (whitespace-separated ``.data`` files)."""
    kind = "tsv" if suffix in {".tsv", ".tab"} else "csv"
    found = files_sniff_delimiter(sample[:65536], kind)
    first = next((ln for ln in sample.splitlines() if ln.strip()), "")
    if found not in first and " " in first.strip():
        return " "
    return found


def _records_in(obj: object, path: str = "$") -> tuple[list[dict], str] | None:
    """The first list of JSON objects at the top or one level down (e.g. BIG-bench's ``examples``)."""
    if isinstance(obj, list) and obj and all(isinstance(r, dict) for r in obj[:50]):
        return obj, path
    if isinstance(obj, dict):
        for k, v in obj.items():
            # a few objects under a key are metadata (a datapackage's ``resources``), not data records
            if (
                isinstance(v, list)
                and len(v) >= MIN_NESTED_RECORDS
                and all(isinstance(r, dict) for r in v[:50])
            ):
                return v, f"{path}.{k}"
    return None


def _cell(value: object) -> str:
    """A JSON value as a table cell: strings as they are, null or an absent key as an empty cell (JSON's
    own way to say "no value", not a disguised one), anything else as its JSON text."""
    if isinstance(value, str):
        return value
    if value is None or (isinstance(value, float) and value != value):
        return ""
    return json.dumps(value, ensure_ascii=False)


_DECODER = json.JSONDecoder()
_SPACE = re.compile(r"[\s,]*")


def record_spans(text: str, path: str) -> list[tuple[int, int]] | None:
    """0-based (first, last) line of each element of the JSON list at ``path`` (``$`` or ``$.key``),
    found by walking the raw text with the decoder's positions, so evidence can quote the file's own
    lines instead of a re-serialised record. None when the text is not laid out as expected."""
    newlines = [m.start() for m in re.finditer("\n", text)]

    def line_of(offset: int) -> int:
        return bisect.bisect_left(newlines, offset)

    pos = _SPACE.match(text, 0).end()
    if text.startswith("\ufeff", pos):
        pos += 1
    if path != "$":
        key = path.split(".", 1)[1]
        if not text.startswith("{", pos):
            return None
        pos += 1
        while True:
            pos = _SPACE.match(text, pos).end()
            if text.startswith("}", pos):
                return None
            name, pos = _DECODER.raw_decode(text, pos)
            pos = _SPACE.match(text, pos).end()
            if not text.startswith(":", pos):
                return None
            pos = _SPACE.match(text, pos + 1).end()
            if name == key:
                break
            _, pos = _DECODER.raw_decode(text, pos)
    if not text.startswith("[", pos):
        return None
    pos += 1
    spans = []
    while True:
        pos = _SPACE.match(text, pos).end()
        if pos >= len(text) or text.startswith("]", pos):
            return spans
        start = pos
        _, pos = _DECODER.raw_decode(text, pos)
        spans.append((line_of(start), line_of(pos - 1)))


def _duplicates(h: np.ndarray) -> tuple[int, int | None]:
    """(number of repeated rows, index of the first repeat) from row hashes, with one sorted copy of
    memory (8 bytes per row) instead of np.unique's argsort and inverse arrays."""
    if len(h) < 2:
        return 0, None
    s = np.sort(h)
    same = s[1:] == s[:-1]
    dup = int(same.sum())
    if not dup:
        return 0, None
    values = np.unique(s[1:][same])
    del s, same
    seen: set[int] = set()
    step = 1 << 20  # np.isin sorts its inputs: blocks keep that to a few MiB
    for start in range(0, len(h), step):
        for i in np.flatnonzero(np.isin(h[start : start + step], values)):
            v = int(h[start + i])
            if v in seen:
                return dup, int(start + i)
            seen.add(v)
    return dup, None


def _parse_csv(name: str, lines: list[str], delim: str, *, truncated: bool) -> Table:
    """Parse CSV text keeping every cell as the file's string. A header with fewer fields than the
    data rows (e.g. scikit-learn's ``150,4,setosa,...`` metadata line) is kept as a noted anomaly and the
    columns are numbered, instead of pandas silently turning the extra fields into an index."""
    text = "\n".join(lines)
    reader = csv.reader(io.StringIO("\n".join(lines[:200])), delimiter=delim, skipinitialspace=delim == " ")
    counts = [len(r) for r in reader if r]
    header_n = counts[0] if counts else 0
    modal = max(set(counts[1:]), key=counts[1:].count) if len(counts) > 1 else header_n
    kw = dict(
        sep=delim,
        dtype=str,
        keep_default_na=False,
        index_col=False,
        engine="python" if delim == " " else "c",
        skipinitialspace=delim == " ",
    )
    if header_n != modal and modal > 0:
        df = pd.read_csv(
            io.StringIO(text), header=None, skiprows=1, names=[f"col_{i}" for i in range(modal)], **kw
        )
        return Table(
            name=name,
            df=df,
            kind="csv",
            raw_lines=lines,
            truncated=truncated,
            delimiter=delim,
            header_fields=header_n,
            data_fields=modal,
        )
    first = next(csv.reader(io.StringIO(lines[0] if lines else ""), delimiter=delim), [])
    numeric_first = sum(bool(_NUMBER.match(f.strip())) for f in first)
    # column names are rarely numbers: a first line that is mostly numbers is data (a headerless file)
    if first and numeric_first * 2 > len(first) and len(lines) > 1:
        df = pd.read_csv(io.StringIO(text), header=None, names=[f"col_{i}" for i in range(header_n)], **kw)
        return Table(
            name=name,
            df=df,
            kind="csv",
            raw_lines=lines,
            truncated=truncated,
            delimiter=delim,
            header_line=0,
            no_header=True,
        )
    df = pd.read_csv(io.StringIO(text), **kw)
    return Table(name=name, df=df, kind="csv", raw_lines=lines, truncated=truncated, delimiter=delim)


_LINE_LOCATION = re.compile(r"^line (\d+)\b")
_NUMBER = re.compile(r"^[-+]?(\d+(\.\d*)?|\.\d+)([eE][-+]?\d+)?$")


class DatasetView:
    """The Curator's files, read lazily and cached. ``problems`` holds parse failures (reported as findings)."""

    def __init__(self, root: str | Path, files: list[FileInfo] | None = None) -> None:
        self.root = Path(root)
        self.files = files if files is not None else list_files(self.root)
        self.errors: list[FileError] = []
        self.problems: dict[str, str] = {}  # file -> why it could not be parsed as what its name says
        self._text: dict[str, TextDoc | None] = {}
        self._tables: dict[str, Table | None] = {}
        self._stats: dict[str, StreamStats | None] = {}
        self._name_cache: set[str] | None = None

    # --- file lists ---------------------------------------------------------------------------------
    def path(self, name: str) -> Path:
        return self.root / name

    def size(self, name: str) -> int:
        return next((f.size for f in self.files if f.name == name), 0)

    def names(self) -> list[str]:
        return [f.name for f in self.files]

    def table_names(self) -> list[str]:
        return [n for n in self.names() if Path(n).suffix.lower() in TABLE_EXT]

    def doc_names(self) -> list[str]:
        out = []
        for n in self.names():
            p = Path(n)
            stem = p.stem.lower()
            if p.suffix.lower() in DOC_EXT or stem in {"readme", "license", "datacard", "dataset_card"}:
                out.append(n)
        return out

    def script_names(self) -> list[str]:
        return [n for n in self.names() if Path(n).suffix.lower() in SCRIPT_EXT]

    def is_large(self, name: str) -> bool:
        return self.size(name) > LARGE_BYTES

    def head(self, name: str, n: int = 8192) -> bytes:
        try:
            with open(self.path(name), "rb") as fh:
                return fh.read(n)
        except OSError as err:
            self._error(name, f"cannot open: {err.strerror}")
            return b""

    def _error(self, name: str, reason: str) -> None:
        if not any(e.file == name and e.reason == reason for e in self.errors):
            self.errors.append(FileError(file=name, reason=reason))

    # --- text ---------------------------------------------------------------------------------------
    def text(self, name: str) -> TextDoc | None:
        """Decoded text (first ``MAX_TEXT_BYTES``); None for binary/unreadable files (recorded)."""
        if name in self._text:
            return self._text[name]
        doc = None
        try:
            with open(self.path(name), "rb") as fh:
                data = fh.read(MAX_TEXT_BYTES)
                if len(data) == MAX_TEXT_BYTES and fh.read(1) and b"\n" in data:
                    # the file goes on: its text ends at the last whole line, or a row cut in two would be
                    # reported as a row with too few fields
                    data = data[: data.rindex(b"\n") + 1]
        except OSError as err:
            self._error(name, f"cannot open: {err.strerror}")
            data = None
        if data is not None:
            if is_binary(data):
                self.problems.setdefault(name, "binary content (NUL bytes), not text")
            else:
                text, enc = decode(data)
                doc = TextDoc(name=name, text=text, encoding=enc)
        self._text[name] = doc
        return doc

    def anchor(self, ev: Evidence) -> Evidence:
        """``ev`` with the 1-based line where its context starts in the file's raw text; a context that is
        not a verbatim excerpt of the file becomes a non-verbatim fact (``verbatim=False``, no line)."""
        doc = self.text(ev.file) if ev.file in self._names_set() else None
        ctx = ev.context
        m = _LINE_LOCATION.match(ev.location)
        if doc is not None and ctx and ctx not in doc.text and m and self.size(ev.file) > MAX_TEXT_BYTES:
            # past the decoded head of a large file: read up to the detector's line and check it there
            n = int(m.group(1))
            with open(self.path(ev.file), encoding=doc.encoding, errors="replace", newline="") as fh:
                line = next(itertools.islice(fh, n - 1, n), "")
            if ctx in line:
                return ev.model_copy(update={"verbatim": True, "line": n})
        if doc is None or not ctx or ctx not in doc.text:
            return ev.model_copy(update={"verbatim": False, "line": None})
        lines = doc.lines
        if m:  # the detector's own line, if the context really is there
            n = int(m.group(1))
            first = ctx.splitlines()[0] if ctx.strip() else ctx
            if 1 <= n <= len(lines) and first in lines[n - 1]:
                return ev.model_copy(update={"verbatim": True, "line": n})
        offset = doc.text.index(ctx)
        return ev.model_copy(update={"verbatim": True, "line": doc.text.count("\n", 0, offset) + 1})

    def _names_set(self) -> set[str]:
        if self._name_cache is None:
            self._name_cache = set(self.names())
        return self._name_cache

    # --- tables -------------------------------------------------------------------------------------
    def table(self, name: str) -> Table | None:
        if name not in self._tables:
            try:
                self._tables[name] = self._load_table(name)
            except Exception as err:  # any parser failure is a finding about the file, not a crash
                self.problems.setdefault(
                    name, f"cannot be parsed as {Path(name).suffix or 'a table'}: {err}"[:300]
                )
                self._tables[name] = None
        return self._tables[name]

    def tables(self) -> list[Table]:
        return [t for n in self.table_names() if (t := self.table(n)) is not None]

    def _load_table(self, name: str) -> Table | None:
        suffix = Path(name).suffix.lower()
        if self.size(name) == 0:
            self.problems.setdefault(name, "empty file (0 bytes)")
            return None
        if suffix == ".parquet":
            df = pd.read_parquet(self.path(name)).astype(str)
            return Table(name=name, df=df, kind="parquet")
        head = self.head(name, 65536)
        if is_binary(head):
            self.problems.setdefault(name, "binary content (NUL bytes) in a file named as text data")
            return None
        if suffix in {".json", ".jsonl"}:
            return self._load_json(name, suffix)
        return self._load_csv(name, suffix, head)

    def _load_json(self, name: str, suffix: str) -> Table | None:
        doc = self.text(name)
        if doc is None:
            return None
        lines = doc.lines
        if suffix == ".jsonl":
            numbered = [(n, json.loads(line)) for n, line in enumerate(lines) if line.strip()]
            return Table(
                name=name,
                df=pd.DataFrame([r for _, r in numbered]).map(_cell),
                kind="json",
                json_path="$",
                raw_lines=lines,
                record_lines=[(n, n) for n, _ in numbered],
            )
        found = _records_in(json.loads(doc.text))
        if found is None:
            return None  # valid JSON but not tabular: documents/configs are handled as text
        records, path = found
        df = pd.DataFrame(records).map(_cell)
        spans = record_spans(doc.text, path)
        return Table(
            name=name,
            df=df,
            kind="json",
            json_path=path,
            raw_lines=lines,
            record_lines=spans if spans is not None and len(spans) == len(records) else None,
        )

    def _load_csv(self, name: str, suffix: str, head: bytes) -> Table:
        large = self.is_large(name)
        if large:
            text_head, enc = decode(head)
            delim = sniff_delimiter(text_head, suffix)
            with open(self.path(name), encoding=enc, errors="replace", newline="") as fh:
                raw = [ln.rstrip("\r\n") for ln in itertools.islice(fh, SAMPLE_ROWS + 1)]
            return _parse_csv(name, raw, delim, truncated=True)
        # the whole file (it is below LARGE_BYTES); text() is capped for documents, not for tables
        with open(self.path(name), "rb") as fh:
            text, _ = decode(fh.read())
        delim = sniff_delimiter(text, suffix)
        return _parse_csv(name, text.splitlines(), delim, truncated=False)

    # --- streaming pass for large files ---------------------------------------------------------------
    def stream_stats(self, name: str) -> StreamStats | None:
        """One chunked pass over a (large) CSV: rows, exact duplicate rows, missing-value tokens.

        Memory: one chunk of strings plus 8 bytes per row for the row hashes.
        """
        if name in self._stats:
            return self._stats[name]
        stats = None
        table = self.table(name)
        if table is not None and table.kind == "csv":
            enc = decode(self.head(name, 65536))[1]
            hashes: list[np.ndarray] = []
            missing: dict[str, dict[str, int]] = {}
            rows = 0
            try:
                reader = pd.read_csv(
                    self.path(name),
                    sep=table.delimiter,
                    dtype=str,
                    keep_default_na=False,
                    chunksize=CHUNK_ROWS,
                    encoding=enc,
                    encoding_errors="replace",
                    engine="python" if table.delimiter == " " else "c",
                )
                for chunk in reader:
                    rows += len(chunk)
                    hashes.append(pd.util.hash_pandas_object(chunk, index=False).to_numpy())
                    for col in chunk.columns:
                        vc = chunk[col]
                        hit = vc[vc.isin(_STREAM_TOKENS)].value_counts()
                        if len(hit):
                            d = missing.setdefault(str(col), {})
                            for tok, n in hit.items():
                                d[tok] = d.get(tok, 0) + int(n)
            except Exception as err:
                self.problems.setdefault(name, f"streaming parse failed after {rows} rows: {err}"[:300])
            allh = np.concatenate(hashes) if hashes else np.zeros(0, dtype=np.uint64)
            del hashes
            dup, first_dup = _duplicates(allh)
            del allh
            stats = StreamStats(
                rows=rows, duplicate_rows=dup, first_duplicate=first_dup, missing_tokens=missing
            )
        self._stats[name] = stats
        return stats
