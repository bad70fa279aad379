"""The analyst's view of a workbook: every sheet, values and formulas, merged cells, several tables per
sheet, named ranges; recomputed when cached values are blank; rendered within a token budget.

DSBench §2.1.3 ("Complex Table"): a sheet may hold several tables, with headers in the first row or
the first column, and a question may need data across tables. Files saved by openpyxl (and some
exporters) carry formulas without cached results; python-calamine then reads blanks, so the ``formulas``
package recomputes the workbook, cross-sheet references and named ranges included.
"""

from __future__ import annotations

import contextlib
import datetime as dt
import io
import re
from pathlib import Path
from typing import Any, Literal

from openpyxl.utils import get_column_letter, range_boundaries
from pydantic import BaseModel, Field

from dataagents.datascience.analysis.errors import WorkbookError
from dataagents.files.workbook import delimited_records

MAX_CELLS = 2_000_000  # stop reading beyond this (a whole-sheet fill, not a ModelOff workbook)


class TableBlock(BaseModel):
    """A rectangle of connected non-empty cells, with the orientation of its headers."""

    sheet: str
    ref: str  # "A1:D12"
    header: Literal["row", "column", "none"]
    headers: list[str] = Field(default_factory=list)
    n_rows: int
    n_cols: int


class SheetView(BaseModel):
    name: str
    dims: str  # "A1:H40"
    values: dict[str, Any] = Field(default_factory=dict)  # coordinate -> value (cached or recomputed)
    formulas: dict[str, str] = Field(default_factory=dict)  # coordinate -> "=B2*(1+Inputs!B1)"
    merged: list[str] = Field(default_factory=list)
    tables: list[TableBlock] = Field(default_factory=list)


class WorkbookView(BaseModel):
    path: Path
    sheets: list[SheetView] = Field(default_factory=list)
    named_ranges: dict[str, str] = Field(default_factory=dict)  # name -> "Inputs!$B$1"
    named_values: dict[str, Any] = Field(default_factory=dict)  # single-cell names -> their value
    # derived sheet -> the one-column text export it was parsed from ("export (records)" -> "export")
    record_sheets: dict[str, str] = Field(default_factory=dict)
    recomputed: bool = False  # formulas package filled blank cached values
    notes: list[str] = Field(default_factory=list)

    def sheet(self, name: str) -> SheetView:
        for s in self.sheets:
            if s.name == name:
                return s
        raise KeyError(name)

    def value(self, ref: str) -> Any:
        """Value at "Sheet!B3" (or a named range of one cell)."""
        if ref in self.named_ranges:
            ref = self.named_ranges[ref]
        sheet, _, coord = ref.rpartition("!")
        return self.sheet(sheet.strip("'")).values.get(coord.replace("$", ""))

    def label_of(self, ref: str) -> str | None:
        """The text just left of a single cell ("Net present value ($)" beside B15): how a model
        labels its outputs."""
        sheet_name, _, coord = ref.rpartition("!")
        try:
            sheet = self.sheet(sheet_name.strip("'"))
            c, r, c2, r2 = range_boundaries(coord.replace("$", ""))
        except (KeyError, ValueError):
            return None
        if (c, r) != (c2, r2):
            return None
        for col in range(c - 1, 0, -1):
            v = sheet.values.get(f"{get_column_letter(col)}{r}")
            if isinstance(v, str) and v.strip():
                return v.strip()
            if v not in (None, ""):
                return None
        return None


def _jsonable(v: Any) -> Any:
    if isinstance(v, dt.datetime) and v.time() == dt.time(0):
        return v.date().isoformat()  # a date cell: openpyxl hands back midnight datetimes
    if isinstance(v, dt.datetime | dt.date | dt.time):
        return v.isoformat()
    if v is None or isinstance(v, bool | int | float | str):
        return v
    return str(v)


# ---------------------------------------------------------------- reading
def _recompute(path: Path) -> dict[tuple[str, str], Any]:
    """Every cell value computed by the ``formulas`` package, keyed (SHEET UPPER, coordinate)."""
    import formulas  # heavy import; only when a workbook needs it

    with contextlib.redirect_stderr(io.StringIO()):
        solution = formulas.ExcelModel().loads(str(path)).finish().calculate()
    out: dict[tuple[str, str], Any] = {}
    for key, rng in solution.items():
        m = re.match(r"^'\[[^\]]+\](.*)'!([A-Z]+\d+)$", key)
        if not m:
            continue  # ranges and named ranges: the single cells are listed too
        value = getattr(rng, "value", rng)
        with contextlib.suppress(Exception):
            value = value[0][0]
        if hasattr(value, "item"):
            value = value.item()
        if type(value).__name__ in ("XlError", "_XlError"):
            value = str(value)
        out[(m.group(1), m.group(2))] = value
    return out


def read_workbook_view(path: str | Path) -> WorkbookView:
    """Read every sheet of a workbook: values (recomputed if blank), formulas, merged cells, tables.

    Cells, merged ranges and named ranges come from ``dataagents.files.read_workbook`` (openpyxl for
    formula text + calamine for cached values); this adds recomputation and table detection.
    """
    # imported when first needed: it loads pandas, which importing this module does not
    from dataagents.files import FileReadError, read_workbook

    path = Path(path)
    try:
        base = read_workbook(path, max_cells=MAX_CELLS)
    except FileReadError as err:
        raise WorkbookError(
            f"cannot read workbook {path.name}: {err}", hint=err.hint or "check the file"
        ) from err
    view = WorkbookView(path=path, notes=list(base.notes))
    view.named_ranges = {n.name: n.refers_to for n in base.named_ranges}
    blank_formulas = 0
    for bs in base.sheets:
        sheet = SheetView(name=bs.name, dims=bs.dimensions, merged=list(bs.merged_ranges))
        for cell in bs.cells:
            sheet.values[cell.address] = _jsonable(cell.value)
            if cell.formula:
                sheet.formulas[cell.address] = cell.formula
                blank_formulas += cell.value is None
        view.sheets.append(sheet)
    if not base.formulas_available:
        view.notes.append(f"{path.suffix} read with cached values only (formula text not available)")
    if blank_formulas:
        try:
            computed = _recompute(path)
        except Exception as err:  # the formulas package does not know every Excel function
            view.notes.append(f"{blank_formulas} formulas have no cached value and recomputing failed: {err}")
        else:
            for sheet in view.sheets:
                for coord in sheet.formulas:
                    if sheet.values.get(coord) is None:
                        sheet.values[coord] = _jsonable(computed.get((sheet.name.upper(), coord)))
            view.recomputed = True
            view.notes = [n for n in view.notes if "no cached value" not in n]
            view.notes.append(
                f"{blank_formulas} formulas had no cached value; recomputed with the formulas package"
            )
    _add_record_sheets(view, base)
    for name, ref in view.named_ranges.items():
        sheet_name, _, coord = ref.rpartition("!")
        if sheet_name and re.fullmatch(r"\$?[A-Z]{1,3}\$?\d+", coord):
            with contextlib.suppress(KeyError):
                view.named_values[name] = view.value(ref)
    for sheet in view.sheets:
        sheet.tables = find_tables(sheet)
    return view


def _add_record_sheets(view: WorkbookView, base: Any) -> None:
    """A one-column text export becomes a second, parsed sheet "<name> (records)": header in row 1,
    one record a row, fields typed; the raw sheet stays as it was."""
    for bs in base.sheets:
        found = delimited_records(bs)
        if found is None:
            continue
        name = f"{bs.name} (records)"
        sheet = SheetView(
            name=name, dims=f"A1:{get_column_letter(len(found.header))}{len(found.records) + 1}"
        )
        for c, h in enumerate(found.header, start=1):
            sheet.values[f"{get_column_letter(c)}1"] = h
        for r, rec in enumerate(found.records, start=2):
            for c, v in enumerate(rec, start=1):
                sheet.values[f"{get_column_letter(c)}{r}"] = v
        view.sheets.append(sheet)
        view.record_sheets[name] = bs.name
        view.notes.append(
            f"sheet '{bs.name}' is a one-column text export: {len(found.records)} records of "
            f"{len(found.header)} {found.delimiter!r}-delimited fields parsed into sheet '{name}'; "
            f"{len(found.skipped)} other line(s) (titles, repeated headers, page breaks, footers) left out"
        )


# ---------------------------------------------------------------- tables
def _grid(sheet: SheetView) -> dict[tuple[int, int], Any]:
    grid = {}
    for coord, v in sheet.values.items():
        if v is None or v == "":
            continue
        c1, r1, _, _ = range_boundaries(coord)
        grid[(r1, c1)] = v
    for ref in sheet.merged:  # a merged block is one piece of the table it spans
        c1, r1, c2, r2 = range_boundaries(ref)
        top = sheet.values.get(f"{get_column_letter(c1)}{r1}")
        if top not in (None, ""):
            for r in range(r1, r2 + 1):
                for c in range(c1, c2 + 1):
                    grid.setdefault((r, c), top)
    return grid


def _is_label(v: Any) -> bool:
    return isinstance(v, str) and not re.fullmatch(r"[-+$€£]?[\d,.]+%?", v.strip())


def find_tables(sheet: SheetView) -> list[TableBlock]:
    """Split a sheet into blocks of 4-connected non-empty cells (blank rows/columns separate tables)."""
    grid = _grid(sheet)
    seen: set[tuple[int, int]] = set()
    blocks = []
    for start in sorted(grid):
        if start in seen:
            continue
        stack, cells = [start], []
        seen.add(start)
        while stack:
            r, c = stack.pop()
            cells.append((r, c))
            for nb in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
                if nb in grid and nb not in seen:
                    seen.add(nb)
                    stack.append(nb)
        rows = [r for r, _ in cells]
        cols = [c for _, c in cells]
        blocks.append((min(rows), min(cols), max(rows), max(cols)))
    tables = []
    for r1, c1, r2, c2 in sorted(blocks):
        first_row = [grid.get((r1, c)) for c in range(c1, c2 + 1)]
        first_col = [grid.get((r, c1)) for r in range(r1, r2 + 1)]
        row_labels = c2 > c1 and r2 > r1 and all(v is None or _is_label(v) for v in first_row)
        col_labels = r2 > r1 and all(v is None or _is_label(v) for v in first_col)
        if row_labels and col_labels and (c2 - c1) > (r2 - r1):
            row_labels = False  # wider than tall with labels down the side: a transposed table
        if row_labels:
            header, headers = "row", [str(v) for v in first_row if v is not None]
        elif col_labels:
            header, headers = "column", [str(v) for v in first_col if v is not None]
        else:
            header, headers = "none", []
        tables.append(
            TableBlock(
                sheet=sheet.name,
                ref=f"{get_column_letter(c1)}{r1}:{get_column_letter(c2)}{r2}",
                header=header,
                headers=headers,
                n_rows=r2 - r1 + 1,
                n_cols=c2 - c1 + 1,
            )
        )
    return tables


def table_rows(sheet: SheetView, table: TableBlock) -> list[list[Any]]:
    """The table's cells as rows of values (merged blocks repeated over their span)."""
    grid = _grid(sheet)
    c1, r1, c2, r2 = range_boundaries(table.ref)
    return [[grid.get((r, c)) for c in range(c1, c2 + 1)] for r in range(r1, r2 + 1)]


# ---------------------------------------------------------------- rendering
def _fmt(v: Any) -> str:
    if v is None:
        return ""
    if isinstance(v, float):
        return f"{v:.10g}"  # enough digits to answer from; repr noise (…0000001) dropped
    return str(v).replace("\n", " ")[:60]


def _table_lines(sheet: SheetView, table: TableBlock) -> list[str]:
    c1, r1, c2, r2 = range_boundaries(table.ref)
    grid = _grid(sheet)
    lines = []
    for r in range(r1, r2 + 1):
        cells = []
        for c in range(c1, c2 + 1):
            coord = f"{get_column_letter(c)}{r}"
            text = _fmt(grid.get((r, c)))
            if coord in sheet.formulas:
                text = f"{text} [{sheet.formulas[coord]}]"
            cells.append(text)
        lines.append(f"{r:>4} | " + " | ".join(cells))
    return lines


def _water_fill(needs: list[int], budget: int) -> list[int]:
    """Split ``budget`` so small tables are shown whole and the big ones share what is left."""
    shares = [0] * len(needs)
    order = sorted(range(len(needs)), key=lambda i: needs[i])
    left = budget
    for pos, i in enumerate(order):
        fair = left // (len(order) - pos)
        shares[i] = min(needs[i], fair)
        left -= shares[i]
    return shares


def render_workbook(view: WorkbookView | str | Path, *, budget_tokens: int = 2000) -> str:
    """Text for a model: sheets, tables (row number | cells, formulas in [brackets]), merged cells and
    named ranges, cut to ``budget_tokens`` with an explicit note of what was left out."""
    # imported when first needed: it loads inspect_ai, which importing this module does not
    from dataagents.llm.tokens import count_tokens

    if not isinstance(view, WorkbookView):
        view = read_workbook_view(view)
    head = [
        f"Workbook {view.path.name}: {len(view.sheets)} sheet(s): {', '.join(s.name for s in view.sheets)}"
    ]
    if view.named_ranges:
        head.append(
            "Named ranges: "
            + ", ".join(
                f"{k}={v}" + (f" (= {_fmt(view.named_values[k])})" if k in view.named_values else "")
                for k, v in view.named_ranges.items()
            )
        )
    head += [f"Note: {n}" for n in view.notes]
    sections: list[tuple[list[str], list[str]]] = []  # (title lines, body lines) per table
    parsed_from = {raw: derived for derived, raw in view.record_sheets.items()}
    for sheet in view.sheets:
        if sheet.name in parsed_from:  # its records are shown parsed; the raw lines would crowd them out
            sections.append(
                ([f"## Sheet '{sheet.name}': raw text export, see sheet '{parsed_from[sheet.name]}'"], [])
            )
            continue
        if not sheet.tables:
            sections.append(([f"## Sheet '{sheet.name}' (empty)"], []))
        for i, t in enumerate(sheet.tables):
            title = [
                f"## Sheet '{sheet.name}' table {i + 1} at {t.ref} ({t.n_rows}x{t.n_cols}, headers in {t.header})"
            ]
            if i == 0 and sheet.merged:
                title.append("Merged cells: " + ", ".join(sheet.merged[:20]))
            sections.append((title, _table_lines(sheet, t)))
    used = count_tokens("\n".join(head + [line for s in sections for line in s[0]]))
    costs = [[count_tokens(line) + 1 for line in body] for _, body in sections]
    shares = _water_fill([sum(c) for c in costs], max(budget_tokens - used, 0))
    out = list(head)
    for (title, body), cost, share in zip(sections, costs, shares, strict=True):
        out += title
        spent = 0
        for k, line in enumerate(body):
            if spent + cost[k] > share:
                out.append(f"     … {len(body) - k} more row(s) not shown (token budget)")
                break
            out.append(line)
            spent += cost[k]
    return "\n".join(out)


def workbook_values_payload(view: WorkbookView) -> dict[str, Any]:
    """JSON-ready values for the sandbox loader: sheets as grids and each table with its header."""
    sheets = {}
    for sheet in view.sheets:
        grid = _grid(sheet)
        if grid:
            nrows, ncols = max(r for r, _ in grid), max(c for _, c in grid)
            rows = [[grid.get((r, c)) for c in range(1, ncols + 1)] for r in range(1, nrows + 1)]
        else:
            rows = []
        tables = [{"ref": t.ref, "header": t.header, "rows": table_rows(sheet, t)} for t in sheet.tables]
        sheets[sheet.name] = {"rows": rows, "tables": tables, "formulas": sheet.formulas}
    return {
        "file": view.path.name,
        "sheets": sheets,
        "named_ranges": view.named_ranges,
        "named_values": view.named_values,
    }


# Runs inside the sandbox: builds pandas frames from the payload the host wrote next to the workbook.
SANDBOX_LOADER = r"""
import json as _json
import pandas as pd
from pathlib import Path as _Path

def _frame(rows, header):
    if not rows:
        return pd.DataFrame()
    if header == "row" and len(rows) > 1:
        cols, seen = [], {}
        for i, h in enumerate(rows[0]):
            name = str(h) if h is not None else f"col{i+1}"
            seen[name] = seen.get(name, 0) + 1
            cols.append(name if seen[name] == 1 else f"{name}.{seen[name]-1}")
        return pd.DataFrame(rows[1:], columns=cols)
    if header == "column" and len(rows[0]) > 1:
        return pd.DataFrame({str(r[0]) if r[0] is not None else f"row{i+1}": r[1:] for i, r in enumerate(rows)})
    return pd.DataFrame(rows)

sheets, tables, formulas, named_ranges, named_values = {}, {}, {}, {}, {}
for _p in sorted(_Path(".").glob("*.values.json")):
    _wb = _json.loads(_p.read_text())
    named_ranges.update(_wb["named_ranges"])
    named_values.update(_wb.get("named_values", {}))
    for _name, _s in _wb["sheets"].items():
        sheets[_name] = pd.DataFrame(_s["rows"])
        sheets[_name].index = range(1, len(sheets[_name]) + 1)  # Excel row numbers
        formulas[_name] = _s["formulas"]
        for _t in _s["tables"]:
            tables[f"{_name}!{_t['ref']}"] = _frame(_t["rows"], _t["header"])
# A small model reaches for `df` first: give it the largest table, header applied, not the raw grid.
df_name = max(tables, key=lambda _k: tables[_k].size) if tables else None
df = tables[df_name].copy() if df_name else pd.DataFrame()
"""
