"""The out-of-core engine: a governance pipeline over DuckDB tables on disk, under a fixed memory limit.

Every table carries a hidden position column (``POS``): its row's place in the pandas engine's result. Steps
create new tables (write-once, like the pandas engine's step files) and the output is written in ``POS``
order through pandas' own writer, chunk by chunk, so the file has the pandas engine's spelling of each value.

How each operator keeps the pandas meaning is described in ``engine``; the reading of a CSV follows
``io.read_table``: the same missing-value markers, and the column types pandas would give (whole numbers,
floats, text; a whole-number column with a blank becomes a float column, as in pandas).
"""

from __future__ import annotations

import json
import time
from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import Any

import duckdb
import pandas as pd
import pyarrow as pa
from pandas._libs.parsers import STR_NA_VALUES
from pydantic import BaseModel

from dataagents.governance.engine import ROW_LOCAL_OPERATORS, check_out_of_core
from dataagents.governance.errors import GovernanceError, OperatorError
from dataagents.governance.io import detect_encoding, table_format
from dataagents.governance.operators import OPERATORS, RunContext
from dataagents.governance.operators.dedup import (
    exact_identity,
    key_identity,
    latest_timestamps,
    order_dates,
)
from dataagents.governance.pipeline import Pipeline, compile_pipeline

POS = "__dataagents_pos"
CHUNK_ROWS = 100_000
DEFAULT_MEMORY_LIMIT = "1GB"
DEFAULT_THREADS = 2
_NUMERIC_TYPES = ("BIGINT", "DOUBLE", "INTEGER", "HUGEINT", "SMALLINT", "TINYINT", "FLOAT", "DECIMAL")


def q(name: str) -> str:
    """A quoted SQL identifier."""
    return '"' + name.replace('"', '""') + '"'


def lit(text: str) -> str:
    return "'" + text.replace("'", "''") + "'"


class EngineStep(BaseModel):
    """One step as the out-of-core engine ran it (the lineage file's record)."""

    step: str
    op: str
    params: dict[str, Any]
    inputs: list[str]
    rows_in: list[int]
    rows_out: int
    columns_out: list[str]
    seconds: float
    how: str  # "chunks" (the pandas operator on row chunks) or "plan" (the engine's own exact plan)
    approximate: bool = False


class EngineResult(BaseModel):
    engine: str
    output: str | None
    rows: int
    columns: list[str]
    lineage: list[EngineStep]
    workdir: str
    seconds: float


class DuckDBEngine:
    """A connection to one work database; ``run`` runs a pipeline in it."""

    def __init__(
        self,
        workdir: str | Path,
        *,
        memory_limit: str = DEFAULT_MEMORY_LIMIT,
        threads: int = DEFAULT_THREADS,
        chunk_rows: int = CHUNK_ROWS,
    ) -> None:
        self.workdir = Path(workdir)
        self.workdir.mkdir(parents=True, exist_ok=True)
        db = self.workdir / "engine.duckdb"
        if db.exists():
            raise GovernanceError(
                f"{db} exists: step tables are write-once", hint="use a fresh work folder for each run"
            )
        (self.workdir / "spill").mkdir(exist_ok=True)
        self.con = duckdb.connect(
            str(db),
            config={
                "memory_limit": memory_limit,
                "threads": threads,
                "temp_directory": str(self.workdir / "spill"),
                "preserve_insertion_order": False,  # POS carries the order; unordered scans use less memory
            },
        )
        self.con.execute("SET enable_progress_bar=false")
        self.chunk_rows = chunk_rows

    def close(self) -> None:
        self.con.close()

    # ---- reading ---------------------------------------------------------------------------------
    def load(self, name: str, path: Path) -> str:
        """Read a table file into a new table with the pandas reader's types; returns the table name."""
        fmt = table_format(path)
        table = f"src_{len(self._tables())}"
        if fmt in ("csv", "tsv"):
            enc = detect_encoding(path).lower().replace("_", "-")
            enc = "utf-8" if enc in ("utf-8-sig", "ascii") else enc
            nulls = ", ".join(lit(v) for v in sorted(STR_NA_VALUES))
            source = (
                f"read_csv({lit(str(path))}, delim={lit(chr(9) if fmt == 'tsv' else ',')}, header=true, "
                f"encoding={lit(enc)}, nullstr=[{nulls}], sample_size=-1, "
                # the types pandas infers: whole numbers, floats, and text for anything else
                "auto_type_candidates=['BIGINT', 'DOUBLE', 'VARCHAR'])"
            )
        elif fmt == "parquet":
            source = f"read_parquet({lit(str(path))})"
        else:
            raise GovernanceError(
                f"{path}: the out-of-core engine reads CSV, TSV and Parquet, not {fmt}",
                hint="convert the file, or use --engine pandas",
            )
        try:
            # the file's row order is the pandas engine's row order: number the rows as they are read
            self.con.execute("SET preserve_insertion_order=true")
            self.con.execute(f"CREATE TABLE {table}_raw AS SELECT * FROM {source}")
            self.con.execute(f"CREATE TABLE {table} AS SELECT rowid AS {q(POS)}, * FROM {table}_raw")
            self.con.execute(f"DROP TABLE {table}_raw")
        except duckdb.Error as err:
            raise GovernanceError(
                f"{path}: cannot read ({str(err).splitlines()[0][:300]})", hint="check the file format"
            ) from err
        finally:
            self.con.execute("SET preserve_insertion_order=false")
        self._as_pandas_types(table)
        return table

    def _tables(self) -> list[str]:
        return [r[0] for r in self.con.execute("SELECT table_name FROM duckdb_tables()").fetchall()]

    def columns(self, table: str) -> list[tuple[str, str]]:
        """(name, type) of the table's data columns, POS left out."""
        rows = self.con.execute(f"DESCRIBE {q(table)}").fetchall()
        return [(r[0], r[1]) for r in rows if r[0] != POS]

    def rows(self, table: str) -> int:
        return int(self.con.execute(f"SELECT count(*) FROM {q(table)}").fetchall()[0][0])

    def _as_pandas_types(self, table: str) -> None:
        """A whole-number column with a missing value is a float column in pandas; make it DOUBLE here too,
        so chunks convert to the same dtype whether or not they hold a blank."""
        ints = [
            c for c, t in self.columns(table) if t in ("BIGINT", "INTEGER", "SMALLINT", "TINYINT", "HUGEINT")
        ]
        if not ints:
            return
        counts = self.con.execute(
            f"SELECT {', '.join(f'count(*) - count({q(c)})' for c in ints)} FROM {q(table)}"
        ).fetchall()[0]
        with_nulls = [c for c, n in zip(ints, counts, strict=True) if n]
        for c in with_nulls:
            self.con.execute(f"ALTER TABLE {q(table)} ALTER {q(c)} TYPE DOUBLE")

    # ---- chunks ----------------------------------------------------------------------------------
    def chunks(self, sql: str) -> Iterator[pd.DataFrame]:
        """The query's rows as pandas frames of at most ``chunk_rows`` rows, streamed."""
        cursor = self.con.cursor()
        try:
            for batch in cursor.sql(sql).to_arrow_reader(self.chunk_rows):
                if batch.num_rows:
                    yield batch.to_pandas()
        finally:
            cursor.close()

    def write_chunks(self, table: str, frames: Iterator[pd.DataFrame], like: str | None = None) -> None:
        """Create ``table`` from frames; a column that is empty in the first frame takes ``like``'s type."""
        created = False
        known = dict(self.columns(like)) if like else {}
        for df in frames:
            arrow = pa.Table.from_pandas(df, preserve_index=False)
            self.con.register("_chunk", arrow)
            try:
                if not created:
                    cols = ", ".join(
                        f"CAST({q(f.name)} AS {known.get(f.name, 'VARCHAR')}) AS {q(f.name)}"
                        if pa.types.is_null(f.type)
                        else q(f.name)
                        for f in arrow.schema
                    )
                    self.con.execute(f"CREATE TABLE {q(table)} AS SELECT {cols} FROM _chunk")
                    created = True
                else:
                    self.con.execute(f"INSERT INTO {q(table)} BY NAME SELECT * FROM _chunk")
            finally:
                self.con.unregister("_chunk")
        if not created:  # no rows at all: an empty table with the input's columns
            source = like or ""
            self.con.execute(f"CREATE TABLE {q(table)} AS SELECT * FROM {q(source)} LIMIT 0")

    # ---- running ---------------------------------------------------------------------------------
    def run(
        self,
        pipeline: Pipeline,
        sources: Mapping[str, str | Path],
        output_path: str | Path | None = None,
        ctx: RunContext | None = None,
    ) -> EngineResult:
        t_start = time.perf_counter()
        missing = [s for s in pipeline.sources if s not in sources]
        if missing:
            raise GovernanceError(
                f"pipeline '{pipeline.name}': no data for source(s) {missing}",
                hint="pass every source named in the pipeline",
            )
        check_out_of_core(((s.id, s.op, s.params) for s in pipeline.steps), "duckdb")
        tables = {name: self.load(name, Path(path)) for name, path in sources.items()}
        # the sources' columns with their pandas dtypes and no rows: the operators' pre-conditions on source
        # data are dtype checks, which read the dtype alone
        compiled = compile_pipeline(pipeline, {n: self.empty_frame(t) for n, t in tables.items()})
        steps = {s.id: s for s in pipeline.steps}
        lineage: list[EngineStep] = []
        for n, sid in enumerate(compiled.order):
            op = OPERATORS[steps[sid].op]
            p = compiled.params[sid]
            ins = [tables[d] for d in compiled.inputs[sid]]
            out = f"step_{n}"
            t0 = time.perf_counter()
            if op.name in ROW_LOCAL_OPERATORS:
                # the pandas operator itself on each chunk; POS rides along as an ordinary column
                frames = (
                    op.run([chunk], p, ctx or RunContext())
                    for chunk in self.chunks(f"SELECT * FROM {q(ins[0])}")
                )
                self.write_chunks(out, frames, like=ins[0])
                how = "chunks"
            else:
                PLANS[op.name](self, ins, p, out)
                how = "plan"
            tables[sid] = out
            lineage.append(
                EngineStep(
                    step=sid,
                    op=op.name,
                    params=p.model_dump(mode="json"),
                    inputs=compiled.inputs[sid],
                    rows_in=[self.rows(t) for t in ins],
                    rows_out=self.rows(out),
                    columns_out=[c for c, _ in self.columns(out)],
                    seconds=round(time.perf_counter() - t0, 3),
                    how=how,
                )
            )
        final = tables[pipeline.output_step] if pipeline.output_step else tables[pipeline.sources[0]]
        if output_path is not None:
            self.write_output(final, Path(output_path))
        (self.workdir / "lineage.json").write_text(json.dumps([r.model_dump() for r in lineage], indent=1))
        return EngineResult(
            engine="duckdb",
            output=str(output_path) if output_path is not None else None,
            rows=self.rows(final),
            columns=[c for c, _ in self.columns(final)],
            lineage=lineage,
            workdir=str(self.workdir),
            seconds=round(time.perf_counter() - t_start, 3),
        )

    def frames_in_order(self, table: str) -> Iterator[pd.DataFrame]:
        """The table's rows in the pandas engine's order, POS dropped, chunk by chunk."""
        cols = ", ".join(q(c) for c, _ in self.columns(table))
        yield from self.chunks(f"SELECT {cols} FROM {q(table)} ORDER BY {q(POS)}")

    def empty_frame(self, table: str) -> pd.DataFrame:
        """The table's columns with the dtypes its chunks have in pandas, and no rows."""
        cols = ", ".join(q(c) for c, _ in self.columns(table))
        return self.con.sql(f"SELECT {cols} FROM {q(table)} LIMIT 0").to_arrow_table().to_pandas()

    def frame(self, table: str) -> pd.DataFrame:
        """The whole table as one DataFrame (tests and small results only)."""
        parts = list(self.frames_in_order(table))
        if parts:
            return pd.concat(parts, ignore_index=True)
        return pd.DataFrame(columns=[c for c, _ in self.columns(table)])

    def write_output(self, table: str, path: Path) -> None:
        """Write with pandas' writer, chunk by chunk, so values are spelled as the pandas engine spells them."""
        write_frames(self.frames_in_order(table), path, [c for c, _ in self.columns(table)])


def write_frames(frames: Iterator[pd.DataFrame], path: Path, columns: list[str]) -> None:
    """Append frames to one CSV/TSV/JSONL/Parquet file as ``io.write_table`` would write their concatenation."""
    fmt = table_format(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(path.name + ".partial")
    wrote = False
    writer: Any = None
    try:
        if fmt in ("csv", "tsv"):
            with tmp.open("w", encoding="utf-8", newline="") as fh:
                for df in frames:
                    df.to_csv(fh, index=False, header=not wrote, sep="\t" if fmt == "tsv" else ",")
                    wrote = True
                if not wrote:
                    pd.DataFrame(columns=columns).to_csv(fh, index=False, sep="\t" if fmt == "tsv" else ",")
        elif fmt == "jsonl":
            with tmp.open("w", encoding="utf-8") as fh:
                for df in frames:
                    fh.write(df.to_json(orient="records", lines=True, force_ascii=False, date_format="iso"))
        elif fmt == "parquet":
            import pyarrow.parquet as pq

            for df in frames:
                table = pa.Table.from_pandas(df, preserve_index=False)
                if writer is None:
                    writer = pq.ParquetWriter(tmp, table.schema)
                writer.write_table(table.cast(writer.schema))
            if writer is None:
                pd.DataFrame(columns=columns).to_parquet(tmp, index=False)
        else:
            raise GovernanceError(
                f"{path}: the out-of-core engine writes CSV, TSV, JSONL and Parquet, not {fmt}",
                hint="choose another output suffix",
            )
    finally:
        if writer is not None:
            writer.close()
    tmp.replace(path)


# ---- plans for whole-table operators -------------------------------------------------------------
def _keys_table(engine: DuckDBEngine, source: str, name: str, make: Any) -> list[str]:
    """Build table ``name`` of (POS, k0.., extra) from ``make(chunk) -> DataFrame`` over ``source``'s rows."""

    def frames() -> Iterator[pd.DataFrame]:
        for chunk in engine.chunks(f"SELECT * FROM {q(source)}"):
            keys = make(chunk)
            keys.insert(0, POS, chunk[POS].to_numpy())
            yield keys

    engine.write_chunks(name, frames())
    return [c for c, _ in engine.columns(name)]


def _keep_rows(engine: DuckDBEngine, source: str, kept_sql: str, out: str) -> None:
    engine.con.execute(
        f"CREATE TABLE {q(out)} AS SELECT s.* FROM {q(source)} s SEMI JOIN ({kept_sql}) k USING ({q(POS)})"
    )


def _first_per_key(keys_table: str, key_cols: list[str], order: str) -> str:
    parts = ", ".join(q(c) for c in key_cols)
    return (
        f"SELECT {q(POS)} FROM {q(keys_table)} "
        f"QUALIFY row_number() OVER (PARTITION BY {parts} ORDER BY {order}) = 1"
    )


def sql_identity(
    engine: DuckDBEngine, table: str, cols: list[str], null_text: str | None
) -> list[str] | None:
    """SQL expressions that group rows exactly as the pandas operator's text keys do, or None when only
    the pandas pass is exact.

    pandas spells a whole number, a string and a float (``repr``) one way each, so its text key splits
    rows exactly where the typed values differ; DuckDB's float text is also one spelling per value and keeps
    -0.0 apart from 0.0, as ``repr`` does. Missing values group together in both. The one difference: where
    the pandas key spells a missing value as text (``null_text``: '' for ``dedup_key``; ``astype(str)`` keeps
    it missing, so None for ``dedup_exact``), a real value spelled so joins the missing ones' group; a column
    holding both is left to the pandas pass."""
    types = dict(engine.columns(table))
    exprs: dict[str, str] = {}
    for c in cols:
        t = types[c]
        if t == "DOUBLE":
            exprs[c] = f"CAST({q(c)} AS VARCHAR)"
        elif t == "BIGINT" or (t == "VARCHAR" and null_text is None):
            exprs[c] = q(c)
        elif t == "VARCHAR":
            clash = engine.con.execute(
                f"SELECT count(*) FILTER ({q(c)} IS NULL) > 0 AND count(*) FILTER ({q(c)} = ?) > 0 "
                f"FROM {q(table)}",
                [null_text],
            ).fetchall()[0][0]
            if clash:
                return None
            exprs[c] = q(c)
        else:
            return None
    return exprs


# Rows per group-by pass of a deduplication: at 90 million rows one pass ran out of its 1 GB memory limit (the
# aggregate's hash table and states spill, but not all of them); passes over hash partitions of the key bound it.
DEDUP_PASS_ROWS = 8_000_000


def _keep_first_by_sql(engine: DuckDBEngine, source: str, exprs: dict[str, str], keep: str, out: str) -> None:
    """Aggregates, no join: per group of the key expressions, the first (or last) row's position and cells.
    Large tables go in passes over hash partitions of the key; equal keys share a partition, so each group is
    whole in one pass."""
    pick = "max" if keep == "last" else "min"
    sel = [f"{pick}({q(POS)}) AS {q(POS)}"]
    for c, _ in engine.columns(source):
        if exprs.get(c) == q(c):
            sel.append(q(c))  # a grouping column: the same in every row of the group
        else:  # the kept row's own cell (NULL included), however the column groups
            sel.append(f"arg_{pick}_null({q(c)}, {q(POS)}) AS {q(c)}")
    keys = ", ".join(exprs.values())
    passes = max(1, -(-engine.rows(source) // DEDUP_PASS_ROWS))
    for i in range(passes):
        where = f"WHERE hash({keys}) % {passes} = {i}" if passes > 1 else ""
        select = f"SELECT {', '.join(sel)} FROM {q(source)} {where} GROUP BY {keys}"
        if i == 0:
            engine.con.execute(f"CREATE TABLE {q(out)} AS {select}")
        else:
            engine.con.execute(f"INSERT INTO {q(out)} {select}")


def plan_dedup_exact(engine: DuckDBEngine, ins: list[str], p: Any, out: str) -> None:
    data_cols = [c for c, _ in engine.columns(ins[0])]
    cols = p.columns or data_cols
    if not p.normalize_text and p.keep in ("first", "last", "longest"):
        exprs = sql_identity(engine, ins[0], cols, None)
        if exprs is not None:
            _keep_first_by_sql(engine, ins[0], exprs, p.keep, out)
            return
    id_col = p.id_column

    def make(chunk: pd.DataFrame) -> pd.DataFrame:
        key = exact_identity(chunk[data_cols], cols, p.normalize_text)
        key.columns = [f"k{i}" for i in range(len(cols))]
        if p.keep in ("smallest_id", "largest_id"):
            if not id_col:
                raise OperatorError(f"keep='{p.keep}' needs id_column", hint="name the id column")
            key["id_num"] = pd.to_numeric(chunk[id_col], errors="coerce").astype("float64")
            key["id_text"] = chunk[id_col].astype(str)
        return key.reset_index(drop=True)

    keys = _keys_table(engine, ins[0], f"{out}_keys", make)
    key_cols = [c for c in keys if c.startswith("k")]
    if p.keep in ("first", "longest"):
        # dedup_exact passes no text to _order_for_keep, so 'longest' ranks every row equal: the first wins
        order = q(POS)
    elif p.keep == "last":
        order = f"{q(POS)} DESC"
    elif p.keep in ("smallest_id", "largest_id"):
        # as _order_for_keep: numeric ids when every id is a number, else their text; a stable sort reversed
        # for largest_id, so ties go to the later row there
        all_numeric = not engine.con.execute(
            f"SELECT count(*) FROM {q(out + '_keys')} WHERE id_num IS NULL"
        ).fetchall()[0][0]
        by = "id_num" if all_numeric else "id_text"
        order = f"{by}, {q(POS)}" if p.keep == "smallest_id" else f"{by} DESC, {q(POS)} DESC"
    _keep_rows(engine, ins[0], _first_per_key(f"{out}_keys", key_cols, order), out)
    engine.con.execute(f"DROP TABLE {q(out + '_keys')}")


def naive_utc(when: pd.Series) -> pd.Series:
    """Parsed dates as naive UTC microseconds: the same order as the instants pandas compares."""
    if not pd.api.types.is_datetime64_any_dtype(when):
        raise OperatorError(
            "dates with different time zones cannot be ordered out of core as pandas orders them",
            hint="use --engine pandas, or standardise the dates first",
        )
    if when.dt.tz is not None:
        when = when.dt.tz_convert("UTC").dt.tz_localize(None)
    return when.astype("datetime64[us]")


def plan_dedup_key(engine: DuckDBEngine, ins: list[str], p: Any, out: str) -> None:
    data_cols = [c for c, _ in engine.columns(ins[0])]
    key = p.key or data_cols
    ranked = p.keep in ("latest", "earliest", "smallest", "largest")
    if ranked and not p.order_by:
        raise OperatorError(f"keep='{p.keep}' needs order_by", hint="name the date or number column")
    if not ranked and not p.ignore_case and not p.unordered:
        exprs = sql_identity(engine, ins[0], key, "")
        if exprs is not None:
            _keep_first_by_sql(engine, ins[0], exprs, p.keep, out)
            return

    def make(chunk: pd.DataFrame) -> pd.DataFrame:
        ident = key_identity(chunk, key, p.ignore_case, p.unordered, p.pair).reset_index(drop=True)
        ident.columns = [f"k{i}" for i in range(len(key))]
        if ranked:
            if p.keep in ("latest", "earliest"):
                ident["when_date"] = naive_utc(order_dates(chunk[p.order_by])).to_numpy()
            ident["when_num"] = pd.to_numeric(chunk[p.order_by], errors="coerce").astype("float64").to_numpy()
        return ident

    keys = _keys_table(engine, ins[0], f"{out}_keys", make)
    key_cols = [c for c in keys if c.startswith("k")]
    if not ranked:
        order = q(POS) if p.keep == "first" else f"{q(POS)} DESC"
    else:
        by = "when_num"
        if p.keep in ("latest", "earliest"):
            # as DedupKey.run: dates when any value parses as one, else numbers
            any_date = engine.con.execute(f"SELECT count(when_date) FROM {q(out + '_keys')}").fetchall()[0][0]
            by = "when_date" if any_date else "when_num"
        direction = "ASC" if p.keep in ("earliest", "smallest") else "DESC"
        # rank(method='first', na_option='bottom') then a stable sort: missing last, ties in file order
        order = f"{by} {direction} NULLS LAST, {q(POS)}"
    _keep_rows(engine, ins[0], _first_per_key(f"{out}_keys", key_cols, order), out)
    engine.con.execute(f"DROP TABLE {q(out + '_keys')}")


def plan_dedup_keep_latest(engine: DuckDBEngine, ins: list[str], p: Any, out: str) -> None:
    def make(chunk: pd.DataFrame) -> pd.DataFrame:
        t = latest_timestamps(chunk[p.timestamp])
        frame = pd.DataFrame({"t": naive_utc(t).to_numpy()})
        for i, c in enumerate(p.key):
            frame[f"k{i}"] = chunk[c].to_numpy()
        return frame

    keys = _keys_table(engine, ins[0], f"{out}_keys", make)
    key_cols = [c for c in keys if c.startswith("k")]
    # latest first, rows without a timestamp last, ties to the earlier row (dedup._latest)
    order = f"t DESC NULLS LAST, {q(POS)}"
    _keep_rows(engine, ins[0], _first_per_key(f"{out}_keys", key_cols, order), out)
    engine.con.execute(f"DROP TABLE {q(out + '_keys')}")


# ---- imputation ----------------------------------------------------------------------------------
def _statistics(engine: DuckDBEngine, table: str, column: str, strategy: str, by: list[str]) -> str:
    """A new table of (__da_g, by..., __da_v): per group of ``by`` (one row when ``by`` is empty) the statistic that
    pandas' ``_fill_value`` gives; returns its name. __da_v is NULL for a group with no observed value.

    mean: an exactly rounded sum over the count (pandas' pairwise sum can differ in the last binary digit);
    median: the mean of the two middle values (the same value twice for an odd count), averaged as numpy
    does; mode: the most frequent value, the smallest among ties (``Series.mode`` sorts its result)."""
    c = q(column)
    group = ", ".join(q(b) for b in by)
    gsel = f"{group}, " if by else ""
    gby = f"GROUP BY {group}" if by else ""
    part = f"PARTITION BY {group}" if by else ""
    name = f"_stats_{len(engine._tables())}"
    if strategy == "mean":
        sql = f"SELECT {gsel}fsum({c}) / count({c}) AS __da_v FROM {q(table)} {gby}"
    elif strategy == "median":
        sql = (
            f"SELECT {gsel}(min({c})::DOUBLE + max({c})::DOUBLE) / 2 AS __da_v FROM ("
            f"SELECT {gsel}{c}, row_number() OVER ({part} ORDER BY {c}) AS __da_r, count({c}) OVER ({part}) AS __da_n "
            f"FROM {q(table)} WHERE {c} IS NOT NULL) "
            f"WHERE __da_r IN ((__da_n + 1) // 2, __da_n // 2 + 1) {gby}"
        )
        if by:  # groups whose values are all missing still get a row (v NULL), as in pandas' transform
            sql = (
                f"SELECT g.*, m.__da_v FROM (SELECT DISTINCT {group} FROM {q(table)}) g "
                f"LEFT JOIN ({sql}) m ON "
                + " AND ".join(f"g.{q(b)} IS NOT DISTINCT FROM m.{q(b)}" for b in by)
            )
            sql = f"SELECT {', '.join(f'{q(b)}' for b in by)}, __da_v FROM ({sql})"
    else:
        counted = f"SELECT {gsel}{c}, count({c}) AS __da_n FROM {q(table)} GROUP BY {gsel}{c}"
        sql = (
            f"SELECT {gsel}CASE WHEN __da_n > 0 THEN {c} END AS __da_v FROM ({counted}) "
            f"QUALIFY row_number() OVER ({part} ORDER BY __da_n DESC, {c} NULLS LAST) = 1"
        )
    engine.con.execute(f"CREATE TABLE {name} AS SELECT row_number() OVER () AS __da_g, * FROM ({sql})")
    return name


def _check_numeric(engine: DuckDBEngine, table: str, columns: list[str], strategy: str) -> None:
    if strategy == "mode":
        return
    types = dict(engine.columns(table))
    bad = [c for c in columns if not types[c].startswith(_NUMERIC_TYPES)]
    if bad:
        raise OperatorError(f"imputation: the {strategy} of {bad} is not defined: not numeric columns")


def plan_impute_statistic(engine: DuckDBEngine, ins: list[str], p: Any, out: str) -> None:
    _check_numeric(engine, ins[0], list(p.columns), p.strategy)
    replace = []
    params: list[Any] = []
    types = dict(engine.columns(ins[0]))
    for c in p.columns:
        stats = _statistics(engine, ins[0], c, p.strategy, [])
        v = engine.con.execute(f"SELECT __da_v FROM {stats}").fetchall()[0][0]
        engine.con.execute(f"DROP TABLE {stats}")
        if v is None:
            raise OperatorError(
                f"impute_statistic: column '{c}' has no observed values to compute a {p.strategy}"
            )
        if p.round is not None and p.strategy != "mode":
            v = round(float(v), p.round)
        params.append(v)
        replace.append(f"coalesce({q(c)}, CAST(${len(params)} AS {types[c]})) AS {q(c)}")
    engine.con.execute(
        f"CREATE TABLE {q(out)} AS SELECT * REPLACE ({', '.join(replace)}) FROM {q(ins[0])}", params
    )


def plan_impute_groupwise(engine: DuckDBEngine, ins: list[str], p: Any, out: str) -> None:
    _check_numeric(engine, ins[0], list(p.columns), p.strategy)
    types = dict(engine.columns(ins[0]))
    current = ins[0]
    for i, c in enumerate(p.columns):
        # one row per group, small next to the data: the fill rule (the global statistic where a group has
        # none, numpy's rounding) is applied by pandas itself to the groups' statistics
        stats = _statistics(engine, current, c, p.strategy, list(p.by))
        glob_table = _statistics(engine, current, c, p.strategy, [])
        glob = engine.con.execute(f"SELECT __da_v FROM {glob_table}").fetchall()[0][0]
        engine.con.execute(f"DROP TABLE {glob_table}")
        fills = engine.con.sql(f"SELECT __da_g, __da_v FROM {stats}").df()
        fill = fills["__da_v"].astype("float64") if p.strategy != "mode" else fills["__da_v"].astype(object)
        fill = fill.fillna(glob) if glob is not None else fill
        if p.round is not None and p.strategy != "mode":
            fill = fill.astype(float).round(p.round)
        fills["__da_v"] = fill
        engine.con.register("_fills", fills)
        try:
            on = " AND ".join(f"s.{q(b)} IS NOT DISTINCT FROM g.{q(b)}" for b in p.by)
            target = f"{out}_{i}" if i < len(p.columns) - 1 else out
            engine.con.execute(
                f"CREATE TABLE {q(target)} AS SELECT s.* REPLACE "
                f"(coalesce(s.{q(c)}, CAST(f.__da_v AS {types[c]})) AS {q(c)}) "
                f"FROM {q(current)} s LEFT JOIN {stats} g ON {on} LEFT JOIN _fills f ON g.__da_g = f.__da_g"
            )
        finally:
            engine.con.unregister("_fills")
        engine.con.execute(f"DROP TABLE {stats}")
        if current != ins[0]:
            engine.con.execute(f"DROP TABLE {q(current)}")
        current = target


# ---- integration ---------------------------------------------------------------------------------
def _renumber(engine: DuckDBEngine, table: str, order: str) -> None:
    """Give ``table`` a fresh POS, 0.. in ``order``."""
    engine.con.execute(
        f"CREATE TABLE {q(table + '_n')} AS SELECT row_number() OVER (ORDER BY {order}) - 1 AS {q(POS)}, "
        f"* EXCLUDE ({q(POS)}, _o1, _o2) FROM {q(table)}"
    )
    engine.con.execute(f"DROP TABLE {q(table)}")
    engine.con.execute(f"ALTER TABLE {q(table + '_n')} RENAME TO {q(table)}")
    engine._as_pandas_types(table)


def plan_union_align(engine: DuckDBEngine, ins: list[str], p: Any, out: str) -> None:
    op = OPERATORS["union_align"]
    in_cols = [[c for c, _ in engine.columns(t)] for t in ins]
    cols = op.output_columns(p, in_cols)
    data_cols = [c for c in cols if c != p.source_column]
    parts = []
    for i, (t, have) in enumerate(zip(ins, in_cols, strict=True)):
        sel = [f"{i} AS _o1", f"{q(POS)} AS _o2", f"{q(POS)}"]
        for c in data_cols:
            sel.append(f"{q(c)}" if c in have else f"NULL AS {q(c)}")
        if p.source_column:
            name = p.source_names[i] if i < len(p.source_names) else f"input_{i}"
            sel.append(f"{lit(name)} AS {q(p.source_column)}")
        parts.append(f"SELECT {', '.join(sel)} FROM {q(t)}")
    engine.con.execute(f"CREATE TABLE {q(out)} AS {' UNION ALL BY NAME '.join(parts)}")
    _renumber(engine, out, "_o1, _o2")
    # keep the output column order pandas gives
    engine.con.execute(
        f"CREATE TABLE {q(out + '_c')} AS SELECT {q(POS)}, {', '.join(q(c) for c in cols)} FROM {q(out)}"
    )
    engine.con.execute(f"DROP TABLE {q(out)}")
    engine.con.execute(f"ALTER TABLE {q(out + '_c')} RENAME TO {q(out)}")
    if p.drop_duplicates:
        dedup = OPERATORS["dedup_exact"].params({"columns": data_cols})
        plan_dedup_exact(engine, [out], dedup, out + "_d")
        engine.con.execute(f"DROP TABLE {q(out)}")
        engine.con.execute(f"ALTER TABLE {q(out + '_d')} RENAME TO {q(out)}")


def plan_join_composite(engine: DuckDBEngine, ins: list[str], p: Any, out: str) -> None:
    left, right = ins
    lt, rt = dict(engine.columns(left)), dict(engine.columns(right))
    lk, rk = p.left_keys or p.keys, p.right_keys or p.keys
    shared = [c for c in lt if c in rt and c not in lk]
    conds = []
    for a, b in zip(lk, rk, strict=True):
        # as the pandas operator: keys of different types compare as text ("007" vs 7 must not silently miss)
        la, rb = f"l.{q(a)}", f"r.{q(b)}"
        if lt[a] != rt[b]:
            la, rb = f"CAST({la} AS VARCHAR)", f"CAST({rb} AS VARCHAR)"
        conds.append(f"{la} IS NOT DISTINCT FROM {rb}")  # pandas merges missing keys with each other
    sel = []
    for c in lt:
        col = f"l.{q(c)}"
        if c in lk and lt[c] != rt[rk[lk.index(c)]]:
            col = f"CAST({col} AS VARCHAR)"  # pandas compared (and so returns) such keys as text
        if c not in shared:
            sel.append(f"{col} AS {q(c)}")
        elif p.conflict == "suffix":
            sel.append(f"{col} AS {q(c + p.suffixes[0])}")
        else:
            first, second = ("l", "r") if p.conflict == "left" else ("r", "l")
            value = f"coalesce({first}.{q(c)}, {second}.{q(c)})" if p.fill_from_other else f"{first}.{q(c)}"
            sel.append(f"{value} AS {q(c)}")
    for c in rt:
        if c in rk:  # merged away (same names) or dropped by the operator (other names)
            continue
        if c not in shared:
            sel.append(f"r.{q(c)} AS {q(c)}")
        elif p.conflict == "suffix":
            sel.append(f"r.{q(c)} AS {q(c + p.suffixes[1])}")
    how = "INNER" if p.how == "inner" else "LEFT"
    engine.con.execute(
        f"CREATE TABLE {q(out)} AS SELECT l.{q(POS)} AS _o1, r.{q(POS)} AS _o2, 0 AS {q(POS)}, "
        f"{', '.join(sel)} FROM {q(left)} l {how} JOIN {q(right)} r ON {' AND '.join(conds)}"
    )
    # pandas keeps the left rows' order, and each left row's matches in the right table's order
    _renumber(engine, out, "_o1, _o2 NULLS LAST")


PLANS = {
    "dedup_exact": plan_dedup_exact,
    "dedup_key": plan_dedup_key,
    "dedup_keep_latest": plan_dedup_keep_latest,
    "impute_statistic": plan_impute_statistic,
    "impute_groupwise": plan_impute_groupwise,
    "union_align": plan_union_align,
    "join_composite": plan_join_composite,
}


def run_pipeline_duckdb(
    pipeline: Pipeline,
    sources: Mapping[str, str | Path],
    workdir: str | Path,
    *,
    output_path: str | Path | None = None,
    memory_limit: str = DEFAULT_MEMORY_LIMIT,
    threads: int = DEFAULT_THREADS,
    chunk_rows: int = CHUNK_ROWS,
    ctx: RunContext | None = None,
) -> EngineResult:
    """Run ``pipeline`` out of core on files; the output file (if any) is written in the pandas engine's row
    order and spelling. Steps the engine cannot run exactly are refused before any work."""
    engine = DuckDBEngine(workdir, memory_limit=memory_limit, threads=threads, chunk_rows=chunk_rows)
    try:
        return engine.run(pipeline, sources, output_path, ctx)
    finally:
        engine.close()
