"""Safe file readers and budgeted rendering for models.

Public surface (stable, used by every domain):
- ``read_table(path, *, sheet=None, max_bytes=None) -> pandas.DataFrame`` for CSV/TSV/JSON/JSONL/Parquet/Excel.
- ``read_text(path, *, max_bytes=None) -> str`` with encoding detection.
- ``read_workbook(path) -> Workbook`` every sheet, cell values and formulas.
- ``render(path, *, budget_tokens=2000) -> str`` schema, stats, sampled rows / numbered text windows.
- ``extract_zip(path, dest, *, limits=ZipLimits()) -> list[Path]`` with traversal and bomb guards.
- ``FileReadError(path, reason, hint)``: every bad input becomes this, never a raw traceback.

Also: ``render_text_window(path, start_line, end_line)`` (numbered lines, to cite evidence by line),
``list_zip(path)``, ``detect_kind(path)``. Size limits: ``DATAAGENTS_MAX_FILE_BYTES`` (whole-file loads,
default 1 GiB) and ``DATAAGENTS_MAX_STREAM_BYTES`` (streamed renders, default 64 GiB).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from dataagents.files.archive import ZipLimits, ZipMember, extract_zip, list_zip
from dataagents.files.errors import FileReadError
from dataagents.files.render import render
from dataagents.files.sniffing import detect_kind
from dataagents.files.tables import read_table
from dataagents.files.text import read_text, render_text_window

if TYPE_CHECKING:
    from dataagents.files.workbook import Cell, NamedRange, Sheet, Workbook, read_workbook

__all__ = [
    "Cell",
    "FileReadError",
    "NamedRange",
    "Sheet",
    "Workbook",
    "ZipLimits",
    "ZipMember",
    "detect_kind",
    "extract_zip",
    "list_zip",
    "read_table",
    "read_text",
    "read_workbook",
    "render",
    "render_text_window",
]

_LAZY = {
    "Cell": "workbook",
    "NamedRange": "workbook",
    "Sheet": "workbook",
    "Workbook": "workbook",
    "read_workbook": "workbook",
}


def __getattr__(name: str) -> Any:
    # The workbook reader loads openpyxl, so it is imported only when first used.
    if name in _LAZY:
        import importlib

        return getattr(importlib.import_module(f"dataagents.files.{_LAZY[name]}"), name)
    raise AttributeError(name)
