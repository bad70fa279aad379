"""Delivering a governance result: never over an input, in the input's format and encoding, with a summary of
what changed that a person can read at a glance."""

from __future__ import annotations

import shutil
from collections import Counter
from pathlib import Path
from typing import Any

import pandas as pd
from pydantic import BaseModel, Field

from dataagents.governance.errors import GovernanceError
from dataagents.governance.io import detect_encoding, read_table, table_format, write_table
from dataagents.governance.verify import canon_frame


class ChangeSummary(BaseModel):
    rows_in: int
    rows_out: int
    rows_removed: int
    rows_added: int
    columns_added: list[str] = Field(default_factory=list)
    columns_removed: list[str] = Field(default_factory=list)
    cells_changed: dict[str, int] = Field(default_factory=dict)  # per column, rows matched by position

    def lines(self) -> list[str]:
        out = [
            f"rows: {self.rows_in} -> {self.rows_out} ({self.rows_removed} removed, {self.rows_added} added)"
        ]
        if self.columns_added:
            out.append(f"columns added: {', '.join(self.columns_added)}")
        if self.columns_removed:
            out.append(f"columns removed: {', '.join(self.columns_removed)}")
        if self.cells_changed:
            out.append("cells changed: " + ", ".join(f"{c} {n}" for c, n in self.cells_changed.items()))
        return out


def change_summary(before: pd.DataFrame, after: pd.DataFrame) -> ChangeSummary:
    b, a = canon_frame(before), canon_frame(after)
    shared = [c for c in b.columns if c in a.columns]
    cells: dict[str, int] = {}
    removed = added = 0
    if len(b) == len(a):  # rows matched by position: count changed cells per column
        for c in shared:
            n = int((b[c].to_numpy() != a[c].to_numpy()).sum())
            if n:
                cells[c] = n
    else:  # rows matched as multisets over the shared columns
        rb = Counter(b[shared].itertuples(index=False, name=None))
        ra = Counter(a[shared].itertuples(index=False, name=None))
        removed = sum((rb - ra).values()) if len(a) < len(b) else 0
        added = sum((ra - rb).values()) if len(a) > len(b) else 0
    return ChangeSummary(
        rows_in=len(b),
        rows_out=len(a),
        rows_removed=removed,
        rows_added=added,
        columns_added=[c for c in a.columns if c not in b.columns],
        columns_removed=[c for c in b.columns if c not in a.columns],
        cells_changed=cells,
    )


def check_output_path(output: Path, inputs: list[Path], *, in_place: bool = False) -> None:
    """Refuse an output that is one of the inputs (unless ``in_place``) or that cannot be written, before any
    work is done."""
    out = Path(output).resolve()
    same = [p for p in inputs if Path(p).resolve() == out]
    if same and not in_place:
        raise GovernanceError(
            f"--output {output} is one of the inputs; it would be written over",
            hint="choose another --output, or pass --in-place (a backup FILE.bak is kept)",
        )
    table_format(out)
    from dataagents.paths import check_output_path as writable  # the checks every command makes

    writable(Path(output), option="--output")


def _delimited(path: Path) -> bool:
    try:
        return table_format(path) in ("csv", "tsv")
    except GovernanceError:
        return False


def _exact_key(v: Any) -> str:
    """One key per value, exact for long numbers (a phone number read as an int keeps all its digits)."""
    if v is None or v is pd.NA or v is pd.NaT:
        return ""
    if hasattr(v, "item") and not isinstance(v, str):
        v = v.item()
    if isinstance(v, bool):
        return str(v)
    if isinstance(v, float):
        if v != v:
            return ""
        return str(int(v)) if v.is_integer() and abs(v) < 1e18 else repr(v)
    if isinstance(v, int):
        return str(v)
    text = str(v).strip()
    for parse in (int, float):
        try:
            return _exact_key(parse(text))
        except (ValueError, OverflowError):
            continue
    return str(v)


def input_spellings(sources: list[Path]) -> dict[str, dict[str, str]]:
    """For each column of the delimited inputs: the one way each value was written there (canonical value ->
    text as in the file). A value written two ways ('3.5' and '3.50') has no single spelling and is left out."""
    seen: dict[str, dict[str, set[str]]] = {}
    for src in sources:
        if not (Path(src).exists() and _delimited(Path(src))):
            continue
        sep = "\t" if table_format(src) == "tsv" else ","
        try:
            parsed = read_table(src)
            raw = pd.read_csv(src, sep=sep, dtype=str, keep_default_na=False, encoding=detect_encoding(src))
        except Exception:  # an input the reader cannot take twice the same way: no spellings from it
            continue
        if raw.shape != parsed.shape or list(raw.columns) != [str(c) for c in parsed.columns]:
            continue
        for col in raw.columns:
            per = seen.setdefault(col, {})
            for value, text in zip(parsed[col].map(_exact_key), raw[col], strict=True):
                per.setdefault(value, set()).add(text)
    return {col: {v: next(iter(t)) for v, t in per.items() if len(t) == 1} for col, per in seen.items()}


def _integer_written(spellings: dict[str, str]) -> bool:
    texts = [t for t in spellings.values() if t.strip()]
    return bool(texts) and all(t.strip().lstrip("+-").isdigit() for t in texts)


def as_written(result: pd.DataFrame, spellings: dict[str, dict[str, str]]) -> pd.DataFrame:
    """``result`` with every value the inputs already held spelled as they wrote it (ints stay '30', not the
    '30.0' pandas makes of a column with blanks; 'N/A' stays 'N/A'), and new values in a column written as
    whole numbers printed without a decimal point when they are whole. Other columns are left as they are."""
    out = result.copy()
    for col in result.columns:
        known = spellings.get(str(col))
        if not known:
            continue
        whole = _integer_written(known)

        def spell(v: Any, known: dict[str, str] = known, whole: bool = whole) -> Any:
            key = _exact_key(v)
            if key in known:
                return known[key]
            if whole and isinstance(v, float) and v.is_integer():
                return str(int(v))
            return v

        out[col] = result[col].astype("object").map(spell)
    return out


def written_form_check(written: pd.DataFrame, spellings: dict[str, dict[str, str]]) -> list[str]:
    """Columns of the written file (read as text) where a value the inputs held is spelled differently from
    how the inputs wrote it; empty when every kept value reads as it was written."""
    bad = []
    for col, known in spellings.items():
        if col not in written.columns:
            continue
        for text in written[col]:
            key = _exact_key(text)
            if key in known and known[key] != text:
                bad.append(f"{col}: {known[key]!r} written as {text!r}")
                break
    return bad


def write_result(
    result: pd.DataFrame,
    output: Path,
    like: Path,
    *,
    in_place: bool = False,
    spellings: dict[str, dict[str, str]] | None = None,
) -> tuple[str, pd.DataFrame]:
    """Write ``result`` to ``output`` in the output suffix's format, with the encoding of the input ``like``
    when both are delimited text; returns the encoding and the frame written. Values keep the ``spellings``
    of the inputs (``input_spellings``; default: those of ``like``) when the output is delimited text. With
    ``in_place`` the original is kept as ``FILE.bak`` first."""
    output = Path(output)
    if _delimited(output):
        result = as_written(result, spellings if spellings is not None else input_spellings([like]))
    if in_place and output.exists():
        shutil.copy2(output, output.with_name(output.name + ".bak"))
    enc = detect_encoding(like) if like.exists() else "utf-8"
    fmt = table_format(output)
    tmp = output.with_name(f".{output.name}.tmp{output.suffix}")
    if fmt in ("csv", "tsv") and enc not in ("utf-8",):
        output.parent.mkdir(parents=True, exist_ok=True)
        try:
            result.to_csv(tmp, index=False, sep="\t" if fmt == "tsv" else ",", encoding=enc)
        except UnicodeEncodeError:  # a value the input's code page cannot hold: UTF-8 keeps it
            enc = "utf-8"
            result.to_csv(tmp, index=False, sep="\t" if fmt == "tsv" else ",", encoding=enc)
    else:
        enc = "utf-8"
        write_table(result, tmp)
    tmp.replace(output)
    return enc, result
