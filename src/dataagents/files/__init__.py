"""Safe file readers and budgeted rendering for models.

Public surface (stable, used by every domain):
- ``read_table(path, *, sheet=None, max_bytes=None) -> pandas.DataFrame`` for CSV/TSV/JSON/JSONL/Parquet/Excel.
- ``read_text(path, *, max_bytes=None) -> str`` with encoding detection.
- ``read_workbook(path) -> Workbook`` every sheet, cell values and formulas.
- ``render(path, *, budget_tokens=2000) -> str`` schema, stats, sampled rows / numbered text windows.
- ``extract_zip(path, dest, *, limits=ZipLimits()) -> list[Path]`` with traversal and bomb guards.
- ``FileReadError(path, reason, hint)``: every bad input becomes this, never a raw traceback.
"""
