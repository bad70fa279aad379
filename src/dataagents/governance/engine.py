"""Which engine runs a governance pipeline, and what each operator needs from an engine that never holds the
whole table.

Three engines run the same ``Pipeline``:

- ``pandas``: the reference; every table is a DataFrame in memory (``pipeline.run_pipeline``).
- ``duckdb``: out of core on one machine (``duckdb_engine``); tables live in a DuckDB database file that
  spills to disk, so a table larger than memory runs under a fixed memory limit.
- ``ray``: Ray Data on a local or remote Ray cluster (``ray_engine``).

The out-of-core engines keep the pandas engine's meaning exactly. They do so in two ways only:

- *row-local* operators (each output row depends on its input row alone: filters, per-value refinements,
  constant fills) run the pandas operator itself on chunks of rows, so their result is the same by
  construction;
- *whole-table* operators (deduplication, imputation by a statistic, unions, joins) have their own plan: the
  per-row part (a row's key as text, its parsed timestamp) is computed by the same pandas helpers chunk by
  chunk, and only the grouping, ordering and statistics run in the engine.

An operator in neither list is refused with a message naming it; no engine swaps it for an approximation.
``dedup_minhash`` is approximate by design and is therefore only ever run when a pipeline names it.
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path
from typing import Literal

from dataagents.governance.errors import GovernanceError

EngineName = Literal["auto", "pandas", "duckdb", "ray"]

# ``auto`` picks the out-of-core engine above this much input on disk. pandas holds a CSV in roughly 3-8x its
# size on disk (object columns cost most), so 256 MB of CSV already means 1-2 GB of memory in pandas, the
# budget this project targets for a laptop-sized machine.
AUTO_OUT_OF_CORE_BYTES = 256 * 1024 * 1024

# Operators whose output row depends only on its input row: an engine may run them chunk by chunk.
ROW_LOCAL_OPERATORS = frozenset(
    {
        "filter_value",
        "filter_rows",
        "drop_missing",
        "filter_blocked_words",
        "filter_regex",
        "filter_links",
        "filter_symbol_ratio",
        "filter_length",
        "filter_language",
        "filter_pii",
        "map_values",
        "strip_html",
        "normalize_whitespace",
        "normalize_unicode",
        "standardize_date",
        "standardize_email",
        "standardize_phone",
        "change_case",
        "mask_profanity",
        "fill_from_column",
        "impute_constant",
    }
)

# Operators that need the whole table and that the out-of-core engines plan themselves.
WHOLE_TABLE_OPERATORS = frozenset(
    {
        "dedup_exact",
        "dedup_key",
        "dedup_keep_latest",
        "impute_statistic",
        "impute_groupwise",
        "union_align",
        "join_composite",
    }
)

# Operators whose result is approximate by design; a report names them when they ran.
APPROXIMATE_OPERATORS = frozenset({"dedup_minhash"})


class EngineUnsupported(GovernanceError):
    """A step the chosen engine cannot run with the pandas engine's exact meaning."""


def out_of_core_support(op: str, params: dict[str, object] | None = None) -> str | None:
    """Why an out-of-core engine cannot run this step exactly, or None when it can."""
    params = params or {}
    if op in ROW_LOCAL_OPERATORS:
        return None
    if op == "join_composite" and params.get("how", "inner") not in ("inner", "left"):
        return (
            f"join_composite how='{params.get('how')}' orders its rows by sorted keys in pandas; only inner "
            "and left joins keep the pandas row order out of core"
        )
    if op in WHOLE_TABLE_OPERATORS:
        return None
    if op in APPROXIMATE_OPERATORS:
        return f"{op} is approximate and needs every text in memory; it runs on the pandas engine only"
    return (
        f"{op} looks at the whole table in a way the out-of-core engines do not reproduce exactly; "
        "run it with --engine pandas (it needs the table in memory)"
    )


def check_out_of_core(steps: Iterable[tuple[str, str, dict[str, object]]], engine: str) -> None:
    """Refuse, before any work, a pipeline with a step the engine cannot run exactly: (step id, op, params)."""
    problems = [
        f"step '{sid}': {why}" for sid, op, params in steps if (why := out_of_core_support(op, params))
    ]
    if problems:
        raise EngineUnsupported(
            f"the {engine} engine cannot run this pipeline with the pandas engine's meaning: "
            + "; ".join(problems),
            hint="use --engine pandas, or replace those steps",
        )


def choose_engine(requested: EngineName, inputs: Iterable[Path]) -> Literal["pandas", "duckdb", "ray"]:
    """The engine that runs: the requested one, or for ``auto`` pandas below ``AUTO_OUT_OF_CORE_BYTES`` of
    input and DuckDB above (Ray is only used when asked: it needs a cluster)."""
    if requested != "auto":
        return requested
    total = sum(Path(p).stat().st_size for p in inputs)
    return "duckdb" if total > AUTO_OUT_OF_CORE_BYTES else "pandas"
