"""Look at a file before reading it: size limits, kind by extension, binary check, encoding, delimiter.

Everything here reads at most a bounded sample from the start of the file, so it is safe on huge inputs.
"""

from __future__ import annotations

import codecs
import csv
import os
import unicodedata
from dataclasses import dataclass
from pathlib import Path

from dataagents.files.errors import FileReadError

# Reads that load the whole file into memory refuse files above this; streaming render has its own,
# larger limit. Both can be raised with env vars or the ``max_bytes`` argument.
DEFAULT_MAX_BYTES = 1 << 30  # 1 GiB
DEFAULT_STREAM_MAX_BYTES = 64 << 30  # 64 GiB
SAMPLE_BYTES = 1 << 20  # encoding / delimiter sniffing sample

KINDS: dict[str, str] = {
    ".csv": "csv",
    ".tsv": "tsv",
    ".tab": "tsv",
    ".psv": "csv",
    ".json": "json",
    ".jsonl": "jsonl",
    ".ndjson": "jsonl",
    ".parquet": "parquet",
    ".pq": "parquet",
    ".xlsx": "excel",
    ".xlsm": "excel",
    ".xls": "excel",
    ".xlsb": "excel",
    ".zip": "zip",
    ".md": "text",
    ".markdown": "text",
    ".txt": "text",
    ".rst": "text",
    ".log": "text",
    ".py": "text",
    ".sql": "text",
    ".yaml": "text",
    ".yml": "text",
    ".toml": "text",
    ".ini": "text",
    ".cfg": "text",
    ".html": "text",
    ".xml": "text",
    ".r": "text",
    ".ipynb": "json",
}
TABLE_KINDS = {"csv", "tsv", "json", "jsonl", "parquet", "excel"}
BINARY_KINDS = {"parquet", "excel", "zip"}

# Magic numbers of common binary formats, to name what a mislabelled file really is.
_MAGIC: list[tuple[bytes, str]] = [
    (b"PK\x03\x04", "a zip container (zip/xlsx/docx)"),
    (b"PAR1", "a Parquet file"),
    (b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", "an OLE2 file (old .xls/.doc)"),
    (b"%PDF", "a PDF"),
    (b"\x89PNG", "a PNG image"),
    (b"\xff\xd8\xff", "a JPEG image"),
    (b"\x1f\x8b", "a gzip stream"),
    (b"SQLite format 3", "an SQLite database"),
    (b"\x7fELF", "an executable"),
]
_TEXT_BOMS: list[tuple[bytes, str]] = [
    (codecs.BOM_UTF32_LE, "utf-32"),
    (codecs.BOM_UTF32_BE, "utf-32"),
    (codecs.BOM_UTF8, "utf-8-sig"),
    (codecs.BOM_UTF16_LE, "utf-16"),
    (codecs.BOM_UTF16_BE, "utf-16"),
]


def _env_bytes(name: str, default: int) -> int:
    raw = os.environ.get(name)
    try:
        return int(raw) if raw else default
    except ValueError:
        return default


def default_max_bytes() -> int:
    """Size limit for reads that load a whole file (``DATAAGENTS_MAX_FILE_BYTES`` overrides)."""
    return _env_bytes("DATAAGENTS_MAX_FILE_BYTES", DEFAULT_MAX_BYTES)


def default_stream_max_bytes() -> int:
    """Size limit for streaming reads (``DATAAGENTS_MAX_STREAM_BYTES`` overrides)."""
    return _env_bytes("DATAAGENTS_MAX_STREAM_BYTES", DEFAULT_STREAM_MAX_BYTES)


def check_file(path: str | Path, max_bytes: int | None = None) -> Path:
    """Return ``path`` as a Path after checking it exists, is a regular file, non-empty and within limits."""
    p = Path(path)
    if not p.exists():
        raise FileReadError(
            p, "no such file", "check the path and that the file was copied in", kind="not_found"
        )
    if not p.is_file():
        raise FileReadError(
            p, "not a regular file", "pass a file, not a directory or device", kind="not_found"
        )
    size = p.stat().st_size
    if size == 0:
        raise FileReadError(
            p, "file is empty (0 bytes)", "re-export or re-download it; nothing to read", kind="empty"
        )
    limit = default_max_bytes() if max_bytes is None else max_bytes
    if size > limit:
        raise FileReadError(
            p,
            f"file is {human_bytes(size)}, over the {human_bytes(limit)} limit",
            "use render() (it streams), raise max_bytes / DATAAGENTS_MAX_FILE_BYTES, or split the file",
            kind="too_large",
        )
    return p


def human_bytes(n: float) -> str:
    for unit in ("B", "KB", "MB", "GB"):
        if n < 1024 or unit == "GB":
            return f"{n:.0f} {unit}" if unit == "B" else f"{n:.1f} {unit}"
        n /= 1024
    return f"{n:.1f} GB"


def detect_kind(path: str | Path) -> str:
    """File kind from its extension; unknown extensions that look like text are ``text``."""
    p = Path(path)
    kind = KINDS.get(p.suffix.lower())
    if kind:
        return kind
    head = read_head(p, 8192)
    if not head or binary_signature(head) is None:
        return "text"
    raise FileReadError(
        p,
        f"unsupported file type {p.suffix or '(no extension)'!r}",
        "supported: csv, tsv, json, jsonl, parquet, xlsx/xlsm/xls/xlsb, zip, and text files",
        kind="unsupported",
    )


def read_head(path: Path, n: int = SAMPLE_BYTES) -> bytes:
    with open(path, "rb") as fh:
        return fh.read(n)


def binary_signature(head: bytes) -> str | None:
    """Describe why ``head`` looks binary, or None when it looks like text."""
    for bom, _ in _TEXT_BOMS:
        if head.startswith(bom):
            return None
    for magic, what in _MAGIC:
        if head.startswith(magic):
            return what
    sample = head[:8192]
    if b"\x00" in sample:
        return "binary data (NUL bytes)"
    # Many control bytes other than tab/newline/CR/formfeed also mean binary.
    ctrl = sum(1 for b in sample if b < 32 and b not in (9, 10, 12, 13, 27))
    if sample and ctrl / len(sample) > 0.1:
        return "binary data (control bytes)"
    return None


def ensure_text(path: Path, kind: str) -> None:
    """Raise when a file that should be text (csv, json, md …) is binary."""
    what = binary_signature(read_head(path, 8192))
    if what:
        raise FileReadError(
            path,
            f"named {path.suffix or 'text'} but it is {what}",
            "check the file was exported as text; rename it to its real extension if it is another format",
            kind="binary",
        )


@dataclass(frozen=True)
class Encoding:
    name: str
    confidence: float  # 1.0 for BOM / clean UTF-8


def sniff_encoding(path: Path, sample: bytes | None = None) -> Encoding:
    """Encoding from BOM, then strict UTF-8, then charset-normalizer on a bounded sample."""
    head = read_head(path) if sample is None else sample
    for bom, name in _TEXT_BOMS:
        if head.startswith(bom):
            return Encoding(name, 1.0)
    try:
        # final=False: a multi-byte character cut at the sample end is not an error.
        codecs.getincrementaldecoder("utf-8")().decode(head, final=False)
        return Encoding("utf-8", 1.0)
    except UnicodeDecodeError:
        pass
    from charset_normalizer import from_bytes

    if _windows_punctuation(head):
        # bytes 0x80-0x9F are C1 controls in latin-1 (never real text) but quotes, dashes, €, ™, • in
        # cp1252: a file that uses them and reads as Latin text plus punctuation is a Windows export
        return Encoding("cp1252", 0.9)
    if _mostly_latin_cp1252(head):
        # charset-normalizer often picks cp1250/cp775 for Western text on short samples ("Zürich");
        # when cp1252 decodes to Latin letters only, it is the common Windows export encoding.
        return Encoding("cp1252", 0.9)
    best = from_bytes(head).best()
    if best is None:
        raise FileReadError(
            path,
            "bytes do not decode in any known text encoding",
            "re-save the file as UTF-8, or check that it is really text",
            kind="encoding",
        )
    if _c1_controls(str(best)) and _decodes(head, "cp1252"):
        # latin-1 (and its ISO-8859 siblings) turn bytes 0x80-0x9F into C1 control characters that no
        # real text contains; in cp1252 those bytes are curly quotes, dashes and the euro sign
        return Encoding("cp1252", 0.9)
    return Encoding(best.encoding, 1.0 - float(best.chaos))


def _c1_controls(text: str) -> bool:
    return any("\x80" <= ch <= "\x9f" for ch in text)


def _decodes(data: bytes, encoding: str) -> bool:
    try:
        data.decode(encoding)
    except UnicodeDecodeError:
        return False
    return True


def _windows_punctuation(head: bytes) -> bool:
    if not any(0x80 <= b <= 0x9F for b in head) or not _decodes(head, "cp1252"):
        return False
    odd = {ch for ch in head.decode("cp1252") if ord(ch) > 127}
    return all(
        unicodedata.category(ch)[0] in "PSZ"
        or (unicodedata.category(ch).startswith("L") and "LATIN" in unicodedata.name(ch, ""))
        for ch in odd
    )


def _mostly_latin_cp1252(head: bytes) -> bool:
    try:
        text = head.decode("cp1252")
    except UnicodeDecodeError:
        return False
    odd = [ch for ch in set(text) if ord(ch) > 127]
    return bool(odd) and all(
        (unicodedata.category(ch).startswith("L") and "LATIN" in unicodedata.name(ch, ""))
        or ch in "€£°§«»–—‘’“”…·×"
        for ch in odd
    )


def decode_error(path: Path, encoding: str, err: UnicodeDecodeError, offset: int = 0) -> FileReadError:
    """Turn a UnicodeDecodeError into a FileReadError that names the byte offset."""
    pos = offset + err.start
    return FileReadError(
        path,
        f"byte 0x{err.object[err.start]:02x} at offset {pos} is not valid {encoding}",
        "re-save the file as UTF-8 (or pass the right encoding); the file may mix encodings",
        kind="encoding",
    )


_DELIMS = ",;\t|"


def sniff_delimiter(text: str, kind: str = "csv") -> str:
    """Delimiter of a CSV sample: csv.Sniffer first, then the most consistent candidate per line."""
    lines = [ln for ln in text.splitlines()[:50] if ln.strip()]
    if len(lines) > 1 and not text.endswith(("\n", "\r")):
        lines = lines[:-1]  # last line may be cut by the sample
    sample = "\n".join(lines)
    default = "\t" if kind == "tsv" else ","
    if not sample:
        return default
    if kind == "tsv" and all("\t" in ln for ln in lines):
        return "\t"
    try:
        found = csv.Sniffer().sniff(sample, delimiters=_DELIMS).delimiter
        counts = [ln.count(found) for ln in lines]
        if found in _DELIMS and min(counts) > 0:
            return found
    except csv.Error:
        pass
    best, best_score = default, 0.0
    for d in _DELIMS:
        counts = [ln.count(d) for ln in lines]
        if not counts or min(counts) == 0:
            continue
        # Prefer delimiters that appear the same number of times on every line.
        consistency = counts.count(max(set(counts), key=counts.count)) / len(counts)
        score = consistency * 10 + min(counts) / 100
        if score > best_score:
            best, best_score = d, score
    return best
