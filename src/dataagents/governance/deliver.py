"""Delivering a governance result: never over an input, in the input's format and encoding, with a summary of
what changed that a person can read at a glance."""

from __future__ import annotations

import shutil
from collections import Counter
from pathlib import Path

import pandas as pd
from pydantic import BaseModel, Field

from dataagents.governance.errors import GovernanceError
from dataagents.governance.io import detect_encoding, table_format, write_table
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


def write_result(result: pd.DataFrame, output: Path, like: Path, *, in_place: bool = False) -> str:
    """Write ``result`` to ``output`` in the output suffix's format, with the encoding of the input ``like``
    when both are delimited text; returns the encoding written. With ``in_place`` the original is kept as
    ``FILE.bak`` first."""
    output = Path(output)
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
    return enc
