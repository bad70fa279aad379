"""Read a spreadsheet cell by cell: values, formulas, dimensions, merged ranges, named ranges.

Two engines, because each sees half of the truth: openpyxl gives formula text, merged ranges and defined
names of xlsx/xlsm but no computed values; python-calamine gives the values Excel cached on save (blank in
files written by libraries such as openpyxl) and also reads xls/xlsb. For xlsx/xlsm both are merged per
cell; xls/xlsb carry values only. This is the base the data-science room's richer reader builds on.
"""

from __future__ import annotations

import datetime as dt
from pathlib import Path
from typing import Any

from pydantic import BaseModel, Field, PrivateAttr

from dataagents.files.budget import count_tokens, fit, fmt_value
from dataagents.files.errors import FileReadError, guard
from dataagents.files.sniffing import check_file, detect_kind, human_bytes

DEFAULT_MAX_WORKBOOK_BYTES = 200 << 20  # openpyxl needs ~50x the file size in memory
DEFAULT_MAX_CELLS = 1_000_000  # per sheet
READ_ONLY_ABOVE_BYTES = 10 << 20  # bigger xlsx are streamed by openpyxl (no merged ranges then)


def col_letter(col: int) -> str:
    """1 → A, 27 → AA."""
    out = ""
    while col:
        col, rem = divmod(col - 1, 26)
        out = chr(65 + rem) + out
    return out


def address(row: int, col: int) -> str:
    return f"{col_letter(col)}{row}"


class Cell(BaseModel):
    address: str  # "B3"
    row: int  # 1-based
    column: int  # 1-based
    value: Any = None  # literal value, or the value Excel cached for a formula (None if never computed)
    formula: str | None = None  # "=SUM(B1:B2)" when the cell holds a formula


class NamedRange(BaseModel):
    name: str
    refers_to: str  # "Sheet1!$B$5" or a constant/formula
    scope: str | None = None  # sheet name for sheet-local names, None for workbook-wide


class Sheet(BaseModel):
    name: str
    index: int
    state: str = "visible"  # visible / hidden / veryHidden
    dimensions: str  # used range, e.g. "A1:D10"
    max_row: int
    max_column: int
    cells: list[Cell] = Field(default_factory=list)  # non-empty cells, row-major
    merged_ranges: list[str] = Field(default_factory=list)  # e.g. ["A1:D1"]
    truncated: bool = False  # True when max_cells stopped the read
    _index: dict[str, Cell] | None = PrivateAttr(default=None)

    def cell(self, addr: str) -> Cell | None:
        """The non-empty cell at ``addr`` (e.g. "B3"), or None."""
        if self._index is None:
            self._index = {c.address: c for c in self.cells}
        return self._index.get(addr.replace("$", "").upper())

    @property
    def formulas(self) -> list[Cell]:
        return [c for c in self.cells if c.formula]


class Workbook(BaseModel):
    path: str
    format: str  # xlsx / xlsm / xls / xlsb
    sheets: list[Sheet]
    named_ranges: list[NamedRange] = Field(default_factory=list)
    formulas_available: bool = True  # False for xls/xlsb (calamine reads values only)
    notes: list[str] = Field(default_factory=list)

    def sheet(self, name: str | int) -> Sheet:
        if isinstance(name, int):
            return self.sheets[name]
        for s in self.sheets:
            if s.name == name:
                return s
        raise KeyError(f"no sheet {name!r}; sheets are {[s.name for s in self.sheets]}")

    @property
    def sheet_names(self) -> list[str]:
        return [s.name for s in self.sheets]


def _clean(v: Any) -> Any:
    """Calamine marks empty cells with ''; keep real values, with whole floats as ints like Excel shows."""
    if v == "" or v is None:
        return None
    if isinstance(v, float) and v.is_integer() and abs(v) < 2**53:
        return int(v)
    return v


def _calamine_values(path: Path) -> dict[str, list[list[Any]]]:
    """Cached values per sheet as absolute grids (row 0 = Excel row 1)."""
    from python_calamine import CalamineWorkbook

    cw = CalamineWorkbook.from_path(str(path))
    out: dict[str, list[list[Any]]] = {}
    for name in cw.sheet_names:
        try:
            out[name] = cw.get_sheet_by_name(name).to_python(skip_empty_area=False)
        except Exception:
            out[name] = []  # chart sheets and the like have no cells
    return out


def _formula_text(v: Any) -> str | None:
    if isinstance(v, str) and v.startswith("="):
        return v
    text = getattr(v, "text", None)  # ArrayFormula / DataTableFormula
    if isinstance(text, str):
        return text if text.startswith("=") else "=" + text
    return None


def _dimensions(ws: Any, cells: list[Cell]) -> str:
    try:
        dims = ws.dimensions  # read-only sheets without a <dimension> tag may not know it
    except Exception:
        dims = None
    if dims and ":" in dims:
        return dims
    if not cells:
        return "A1:A1"
    rows = [c.row for c in cells]
    cols = [c.column for c in cells]
    return f"{address(min(rows), min(cols))}:{address(max(rows), max(cols))}"


def _read_openpyxl(path: Path, max_cells: int) -> Workbook:
    import openpyxl

    cached = _calamine_values(path)
    read_only = path.stat().st_size > READ_ONLY_ABOVE_BYTES
    wb = openpyxl.load_workbook(path, read_only=read_only, data_only=False, keep_links=False, keep_vba=False)
    sheets: list[Sheet] = []
    names: list[NamedRange] = []
    missing_cache = 0
    for i, ws in enumerate(wb.worksheets):
        budget = max_cells
        grid = cached.get(ws.title, [])
        cells: list[Cell] = []
        truncated = False
        for row in ws.iter_rows():
            for c in row:
                if c.value is None:
                    continue
                if budget <= 0:
                    truncated = True
                    break
                formula = _formula_text(c.value)
                if formula is not None:
                    r, k = c.row - 1, c.column - 1
                    value = _clean(grid[r][k]) if r < len(grid) and k < len(grid[r]) else None
                    missing_cache += value is None
                else:
                    value = c.value
                cells.append(
                    Cell(address=c.coordinate, row=c.row, column=c.column, value=value, formula=formula)
                )
                budget -= 1
            if truncated:
                break
        merged = getattr(ws, "merged_cells", None)  # read-only worksheets have none
        sheets.append(
            Sheet(
                name=ws.title,
                index=i,
                state=ws.sheet_state,
                dimensions=_dimensions(ws, cells),
                max_row=ws.max_row or max((c.row for c in cells), default=1),
                max_column=ws.max_column or max((c.column for c in cells), default=1),
                cells=cells,
                merged_ranges=sorted(str(r) for r in merged.ranges) if merged is not None else [],
                truncated=truncated,
            )
        )
        for name, dn in getattr(ws, "defined_names", {}).items():
            names.append(NamedRange(name=name, refers_to=str(dn.attr_text), scope=ws.title))
    for name, dn in wb.defined_names.items():
        if not name.startswith("_xlnm."):  # print areas and other built-ins
            names.append(NamedRange(name=name, refers_to=str(dn.attr_text)))
    if read_only:
        wb.close()
    notes = []
    if read_only:
        notes.append("large workbook streamed (openpyxl read-only): merged ranges not read")
    if missing_cache:
        notes.append(
            f"{missing_cache} formula cells have no cached value (file not saved by Excel); value is None"
        )
    if any(s.truncated for s in sheets):
        notes.append(f"sheets cut at {max_cells:,} cells each (max_cells)")
    fmt = path.suffix.lower().lstrip(".")
    return Workbook(path=str(path), format=fmt, sheets=sheets, named_ranges=names, notes=notes)


def _read_calamine(path: Path, max_cells: int) -> Workbook:
    from python_calamine import CalamineWorkbook

    cw = CalamineWorkbook.from_path(str(path))
    visible = {m.name: str(m.visible).rsplit(".", 1)[-1].lower() for m in cw.sheets_metadata}
    sheets: list[Sheet] = []
    for i, name in enumerate(cw.sheet_names):
        budget = max_cells
        try:
            sh = cw.get_sheet_by_name(name)
            grid = sh.to_python(skip_empty_area=False)
            merged = [
                f"{address(r0 + 1, c0 + 1)}:{address(r1 + 1, c1 + 1)}"
                for (r0, c0), (r1, c1) in sh.merged_cell_ranges or []
            ]
        except Exception:
            grid, merged = [], []
        cells: list[Cell] = []
        truncated = False
        for r, row in enumerate(grid, start=1):
            for k, v in enumerate(row, start=1):
                v = _clean(v)
                if v is None:
                    continue
                if budget <= 0:
                    truncated = True
                    break
                cells.append(Cell(address=address(r, k), row=r, column=k, value=v))
                budget -= 1
            if truncated:
                break
        max_row = max((c.row for c in cells), default=1)
        max_col = max((c.column for c in cells), default=1)
        min_row = min((c.row for c in cells), default=1)
        min_col = min((c.column for c in cells), default=1)
        state = {"visible": "visible", "hidden": "hidden", "veryhidden": "veryHidden"}.get(
            visible.get(name, ""), "visible"
        )
        sheets.append(
            Sheet(
                name=name,
                index=i,
                state=state,
                dimensions=f"{address(min_row, min_col)}:{address(max_row, max_col)}",
                max_row=max_row,
                max_column=max_col,
                cells=cells,
                merged_ranges=merged,
                truncated=truncated,
            )
        )
    fmt = path.suffix.lower().lstrip(".")
    notes = [f".{fmt} read with calamine: cached values only, no formula text or named ranges"]
    return Workbook(path=str(path), format=fmt, sheets=sheets, formulas_available=False, notes=notes)


@guard
def read_workbook(
    path: str | Path, *, max_bytes: int | None = None, max_cells: int = DEFAULT_MAX_CELLS
) -> Workbook:
    """Every sheet of an xlsx/xlsm/xls/xlsb file, cell by cell (value and formula), plus named ranges."""
    p = check_file(path, DEFAULT_MAX_WORKBOOK_BYTES if max_bytes is None else max_bytes)
    if detect_kind(p) != "excel":
        raise FileReadError(p, "not an Excel workbook", "use read_table() or render()", kind="unsupported")
    try:
        if p.suffix.lower() in (".xlsx", ".xlsm"):
            return _read_openpyxl(p, max_cells)
        return _read_calamine(p, max_cells)
    except FileReadError:
        raise
    except Exception as err:
        msg = str(err).strip().splitlines()[0][:200] if str(err).strip() else type(err).__name__
        raise FileReadError(
            p,
            f"not a readable workbook ({type(err).__name__}: {msg})",
            "open and re-save it in Excel/LibreOffice; password-protected files are not supported",
            kind="parse",
        ) from err


# ---------------------------------------------------------------- rendering


def _fmt_cell(c: Cell, width: int) -> str:
    if isinstance(c.value, (dt.datetime, dt.date, dt.time)):
        val = c.value.isoformat()
    elif isinstance(c.value, str):
        val = '"' + fmt_value(c.value, width) + '"'
    else:
        val = fmt_value(c.value, width)
    if c.formula:
        shown = "" if c.value is None else f" → {val}"  # the header note says when values are missing
        return f"{c.address}=[{fmt_value(c.formula, width * 2)}]{shown}"
    return f"{c.address}={val}"


def _sheet_text(s: Sheet, max_rows: int, width: int, max_cells_per_row: int) -> str:
    head = (
        f'sheet {s.index + 1} "{s.name}"'
        + (f" ({s.state})" if s.state != "visible" else "")
        + f" — used range {s.dimensions}, {len(s.cells):,} non-empty cells, {len(s.formulas):,} formulas"
    )
    lines = [head]
    if s.merged_ranges:
        shown = s.merged_ranges[:20]
        more = f" (+{len(s.merged_ranges) - 20} more)" if len(s.merged_ranges) > 20 else ""
        lines.append("merged: " + ", ".join(shown) + more)
    rows: dict[int, list[Cell]] = {}
    for c in s.cells:
        rows.setdefault(c.row, []).append(c)
    keys = sorted(rows)
    tail_n = max_rows // 4
    shown_rows = keys if len(keys) <= max_rows else keys[: max_rows - tail_n] + keys[len(keys) - tail_n :]
    prev = None
    for r in shown_rows:
        if prev is not None and keys.index(r) != keys.index(prev) + 1:
            lines.append(f"… {keys.index(r) - keys.index(prev) - 1} rows not shown")
        cells = rows[r]
        text = " | ".join(_fmt_cell(c, width) for c in cells[:max_cells_per_row])
        if len(cells) > max_cells_per_row:
            text += f" | … +{len(cells) - max_cells_per_row} cells"
        lines.append(f"R{r}: {text}")
        prev = r
    if s.truncated:
        lines.append("(sheet truncated at max_cells)")
    return "\n".join(lines)


# (rows shown, cell text width, cells per row) from rich to lean
_SHEET_VIEWS = [
    (200, 40, 30),
    (120, 32, 24),
    (80, 30, 20),
    (50, 24, 16),
    (30, 24, 12),
    (20, 20, 10),
    (12, 16, 8),
    (6, 12, 6),
    (3, 12, 4),
    (0, 12, 0),
]


def render_workbook(wb: Workbook, budget_tokens: int) -> str:
    """Sheets one after another with cell addresses; the budget is shared between sheets."""
    p = Path(wb.path)
    header = f"file: {p.name} — excel workbook ({wb.format}), {human_bytes(p.stat().st_size)}, {len(wb.sheets)} sheets"
    parts = [header]
    if wb.named_ranges:
        names = ", ".join(
            f"{n.name}{'@' + n.scope if n.scope else ''}={n.refers_to}" for n in wb.named_ranges[:30]
        )
        parts.append("named ranges: " + names)
    parts += [f"note: {n}" for n in wb.notes]
    for s in wb.sheets:
        found = delimited_records(s)
        if found is not None:  # a reader should split these lines, not read them as one text column
            parts.append(
                f'note: sheet "{s.name}" is a one-column text export: {len(found.records)} records of '
                f"{len(found.header)} {found.delimiter!r}-delimited fields, header {found.header} at row "
                f"{found.header_row}; {len(found.skipped)} other line(s) (titles, page breaks, footers)"
            )
    fixed = "\n".join(parts)
    left = budget_tokens - count_tokens(fixed) - 5
    per_sheet_min = 120
    n_full = max(1, min(len(wb.sheets), left // per_sheet_min)) if left > 0 else 0
    # Small sheets first, so the budget they leave unused goes to the big ones.
    order = sorted(wb.sheets[:n_full], key=lambda s: len(s.cells))
    texts: dict[int, str] = {}
    for i, s in enumerate(order):
        share = max(left // (len(order) - i), 40)
        views = [(lambda s=s, m=m, w=w, k=k: _sheet_text(s, m, w, k)) for m, w, k in _SHEET_VIEWS]
        texts[s.index] = fit(views, share)
        left -= count_tokens(texts[s.index]) + 1
    parts += [texts[s.index] for s in wb.sheets[:n_full]]
    for s in wb.sheets[n_full:]:
        parts.append(f'sheet {s.index + 1} "{s.name}" — used range {s.dimensions} (not shown: budget)')
    return fit([lambda: "\n".join(parts)], budget_tokens)


# ---------------------------------------------------------------- one-column text exports
class DelimitedRecords(BaseModel):
    """Records found in a one-column text export: every record one delimited line in a single column."""

    column: int  # 1-based column that holds the lines
    delimiter: str
    header: list[str]
    header_row: int  # row of the first header line
    rows: list[int]  # sheet row of each record
    records: list[list[Any]]  # fields typed: int / float where the text is a number, else str
    skipped: list[int]  # rows that are not records: preamble, repeated headers, page breaks, footers


_DELIMITERS = (";", "\t", "|", ",")


def _split(line: str, delimiter: str) -> list[str]:
    """Fields of one line; a quoted field may hold the delimiter ("Smith, J.")."""
    import csv

    try:
        return next(csv.reader([line], delimiter=delimiter), [])
    except csv.Error:
        return line.split(delimiter)


def _typed(field: str) -> Any:
    text = field.strip()
    try:
        return int(text)
    except ValueError:
        pass
    try:
        return float(text)
    except ValueError:
        return text


def delimited_records(sheet: Sheet, min_records: int = 3) -> DelimitedRecords | None:
    """Recognise a sheet whose non-empty cells are all text in one column, most of them lines with the
    same number of fields under one delimiter: a system export pasted or saved into Excel.

    The header is the first line with that field count whose fields are all labels; a line that
    repeats it (after a page break) and every line with another field count are skipped, so titles,
    notes and footers do not become records. None when the sheet is not such an export.
    """
    if not sheet.cells or len({c.column for c in sheet.cells}) != 1:
        return None
    lines = [(c.row, c.value) for c in sheet.cells if isinstance(c.value, str)]
    if len(lines) < min_records + 1:
        return None
    best: tuple[int, str, int] | None = None  # (lines with the modal field count, delimiter, count)
    for d in _DELIMITERS:
        counts: dict[int, int] = {}
        for _, text in lines:
            n = len(_split(text, d))
            if n > 1:
                counts[n] = counts.get(n, 0) + 1
        if counts:
            n, hits = max(counts.items(), key=lambda kv: (kv[1], kv[0]))
            if best is None or hits > best[0]:
                best = (hits, d, n)
    if best is None or best[0] < max(min_records + 1, len(lines) // 2):
        return None
    _, delim, width = best
    header: list[str] | None = None
    header_row = 0
    rows: list[int] = []
    records: list[list[Any]] = []
    skipped: list[int] = []
    for row, text in lines:
        fields = [f.strip() for f in _split(text, delim)]
        if len(fields) != width:
            skipped.append(row)
            continue
        typed = [_typed(f) for f in fields]
        is_label_line = all(isinstance(v, str) and v for v in typed)
        if header is None and is_label_line:
            header, header_row = fields, row
            continue
        if header is not None and fields == header:
            skipped.append(row)  # the header repeated after a page break
            continue
        if header is None:
            skipped.append(row)
            continue
        rows.append(row)
        records.append(typed)
    if header is None or len(records) < min_records:
        return None
    column = sheet.cells[0].column
    return DelimitedRecords(
        column=column,
        delimiter=delim,
        header=header,
        header_row=header_row,
        rows=rows,
        records=records,
        skipped=skipped,
    )
