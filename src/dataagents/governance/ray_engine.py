"""The Ray engine: a governance pipeline as Ray Data work on a local or remote Ray cluster.

What runs where:

- on the driver (the machine running ``dataagents``): each input is read once, streamed, into Parquet in the
  work folder with the pandas reader's column types and a row-position column (the DuckDB engine's loader),
  and at the end the result is streamed back in row order into the output file;
- on the cluster: every step. Row-local operators are ``map_batches`` of the pandas operator itself;
  deduplication is a ``groupby`` on each row's key (computed per batch by the pandas operator's own key
  helpers) keeping the row the pandas rule keeps; imputation computes each group's statistic with the pandas
  operator's own ``_fill_value`` over the group's values in file order (so a mean is the same number to the
  last digit), then fills batch by batch.

The work folder must be reachable from every node (a shared file system) when the cluster has several
machines. Unions and joins are not on this engine yet: a pipeline with one is refused, not approximated.
"""

from __future__ import annotations

import json
import time
from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import Any

import numpy as np
import pandas as pd

from dataagents.governance.duckdb_engine import (
    POS,
    DuckDBEngine,
    EngineResult,
    EngineStep,
    naive_utc,
    q,
    write_frames,
)
from dataagents.governance.engine import ROW_LOCAL_OPERATORS, EngineUnsupported, check_out_of_core
from dataagents.governance.errors import GovernanceError, OperatorError
from dataagents.governance.operators import OPERATORS, RunContext
from dataagents.governance.operators.dedup import exact_identity, key_identity, latest_timestamps, order_dates
from dataagents.governance.operators.imputation import _fill_value
from dataagents.governance.pipeline import Pipeline, compile_pipeline

KEY = "__dataagents_key"
RAY_OPERATORS = ROW_LOCAL_OPERATORS | {
    "dedup_exact",
    "dedup_key",
    "dedup_keep_latest",
    "impute_statistic",
    "impute_groupwise",
}


def _ray() -> Any:
    try:
        # Ray is an optional extra (pip install 'dataagents[ray]'): imported only when this engine runs
        import ray
    except ImportError as err:
        raise GovernanceError(
            "the Ray engine needs Ray", hint="pip install 'dataagents[ray]', or use --engine duckdb"
        ) from err
    return ray


def connect(address: str | None = None, num_cpus: int | None = None) -> Any:
    """Join the cluster at ``address`` (``ray://host:10001`` or ``host:6379``), or start a local instance."""
    ray = _ray()
    if not ray.is_initialized():
        if address:
            ray.init(address=address, log_to_driver=False)
        else:
            ray.init(num_cpus=num_cpus, include_dashboard=False, log_to_driver=False)
    from ray.data.context import ShuffleStrategy  # with Ray itself: an optional extra

    ctx = ray.data.DataContext.get_current()
    ctx.enable_progress_bars = False
    ctx.print_on_execution_start = False
    ctx.enable_auto_log_stats = False
    # group-bys shuffle with plain tasks sorted by key: the default hash shuffle starts aggregator actors
    # (new worker processes) for every group-by, seconds each on a small cluster
    ctx.shuffle_strategy = ShuffleStrategy.SORT_SHUFFLE_PULL_BASED
    return ray


def encode_keys(keys: pd.DataFrame) -> pd.Series:
    """One text per row that is equal exactly when the rows' key cells are: each cell as text with a marker
    for missing, joined by a separator no cell text holds unescaped."""
    parts = []
    for c in keys.columns:
        col = keys[c]
        text = col.astype(str).str.replace("\\", "\\\\", regex=False).str.replace("\x1f", "\\u", regex=False)
        parts.append(("v" + text).where(col.notna(), "-").astype(object))
    joined = parts[0]
    for part in parts[1:]:
        joined = joined + "\x1f" + part
    return joined.astype(object)


# ---- per-batch key functions (run on the cluster) -------------------------------------------------
def _dedup_keys(op: str, p: Any, data_cols: list[str]) -> Any:
    """A batch -> (POS, KEY, order columns) function for a deduplication step, from the pandas helpers."""

    def keys(df: pd.DataFrame) -> pd.DataFrame:
        out = pd.DataFrame({POS: df[POS].to_numpy()})
        if op == "dedup_exact":
            ident = exact_identity(df[data_cols], p.columns or data_cols, p.normalize_text)
            if p.keep in ("smallest_id", "largest_id"):
                if not p.id_column:
                    raise OperatorError(f"keep='{p.keep}' needs id_column", hint="name the id column")
                out["id_num"] = pd.to_numeric(df[p.id_column], errors="coerce").astype("float64").to_numpy()
                out["id_text"] = df[p.id_column].astype(str).to_numpy()
        elif op == "dedup_key":
            ident = key_identity(df, p.key or data_cols, p.ignore_case, p.unordered, p.pair)
            if p.keep in ("latest", "earliest"):
                when = order_dates(df[p.order_by])
                out["when_date"] = _as_number(when)
            if p.keep in ("latest", "earliest", "smallest", "largest"):
                out["when_num"] = pd.to_numeric(df[p.order_by], errors="coerce").astype("float64").to_numpy()
        else:
            ident = df[list(p.key)]
            out["t"] = _as_number(latest_timestamps(df[p.timestamp]))
        out[KEY] = encode_keys(ident).to_numpy()
        return out

    return keys


def _as_number(when: pd.Series) -> np.ndarray:
    """Parsed dates as float microseconds since the epoch (NaN where missing), an order-keeping number."""
    naive = naive_utc(when)
    micros = naive.astype("int64").astype("float64")
    return np.where(naive.isna().to_numpy(), np.nan, micros.to_numpy())


def _pick(op: str, p: Any, numeric_ids: bool, dates: bool) -> Any:
    """A group -> the one row position the pandas rule keeps."""

    def pick(g: pd.DataFrame) -> pd.DataFrame:
        g = g.sort_values(POS, kind="stable")
        if op == "dedup_keep_latest":
            # latest first, rows without a timestamp last, ties to the earlier row
            chosen = g.sort_values("t", ascending=False, na_position="last", kind="stable").iloc[0]
        elif op == "dedup_exact" and p.keep in ("smallest_id", "largest_id"):
            by = "id_num" if numeric_ids else "id_text"
            if p.keep == "smallest_id":
                chosen = g.sort_values(by, kind="stable").iloc[0]
            else:  # the stable ascending order reversed, as _order_for_keep does
                chosen = g.sort_values(by, kind="stable").iloc[-1]
        elif op == "dedup_key" and p.keep in ("latest", "earliest", "smallest", "largest"):
            by = "when_date" if dates and p.keep in ("latest", "earliest") else "when_num"
            ascending = p.keep in ("earliest", "smallest")
            chosen = g.sort_values(by, ascending=ascending, na_position="last", kind="stable").iloc[0]
        else:
            chosen = g.iloc[-1] if p.keep == "last" else g.iloc[0]
        return pd.DataFrame({POS: [int(chosen[POS])]})

    return pick


def _keep_positions(kept: Any) -> Any:
    def keep(df: pd.DataFrame) -> pd.DataFrame:
        # an object reference captured by a task is not resolved for it: fetch the shared positions
        return df[np.isin(df[POS].to_numpy(), _ray().get(kept))]

    return keep


def _count(ds: Any, where: Any) -> int:
    """How many rows of ``ds`` satisfy ``where`` (a batch -> boolean Series function), counted per batch."""
    counts = ds.map_batches(lambda df: pd.DataFrame({"n": [int(where(df).sum())]}), batch_format="pandas")
    return int(sum(counts.to_pandas()["n"]))


def plan_dedup(ray: Any, ds: Any, op: str, p: Any, data_cols: list[str]) -> Any:
    keys = ds.map_batches(_dedup_keys(op, p, data_cols), batch_format="pandas").materialize()
    numeric_ids = dates = False
    if op == "dedup_exact" and p.keep in ("smallest_id", "largest_id"):
        # as _order_for_keep: numeric ids only when every id is a number
        numeric_ids = _count(keys, lambda df: df["id_num"].isna()) == 0
    if op == "dedup_key" and p.keep in ("latest", "earliest"):
        # as DedupKey.run: dates when any value parses as one, else numbers
        dates = _count(keys, lambda df: df["when_date"].notna()) > 0
    kept = keys.groupby(KEY).map_groups(_pick(op, p, numeric_ids, dates), batch_format="pandas")
    positions = np.sort(np.asarray(kept.to_pandas()[POS], dtype="int64"))
    ref = ray.put(positions)  # one int per kept row, shared with every task
    return ds.map_batches(_keep_positions(ref), batch_format="pandas")


# ---- imputation -----------------------------------------------------------------------------------
def _group_statistic(column: str, by: list[str], strategy: str) -> Any:
    def stat(g: pd.DataFrame) -> pd.DataFrame:
        # the group's values in file order, through the pandas operator's own statistic
        g = g.sort_values(POS, kind="stable")
        return pd.DataFrame({KEY: [g[KEY].iloc[0]], "v": [_fill_value(g[column], strategy)]}, dtype=object)

    return stat


def _with_group_key(by: list[str]) -> Any:
    def add(df: pd.DataFrame) -> pd.DataFrame:
        out = df[[POS, *by]].copy() if by else df[[POS]].copy()
        out[KEY] = encode_keys(df[by]).to_numpy() if by else "all"
        return out

    return add


def _statistics(ds: Any, column: str, by: list[str], strategy: str) -> pd.DataFrame:
    """(KEY, v) per group of ``by`` (one row, KEY 'all', without ``by``), computed on the cluster."""
    keyed = ds.map_batches(
        lambda df: _with_group_key(by)(df).assign(**{column: df[column].to_numpy()}), batch_format="pandas"
    )
    return (
        keyed.groupby(KEY)
        .map_groups(_group_statistic(column, by, strategy), batch_format="pandas")
        .to_pandas()
    )


def _fill_batches(column: str, by: list[str], fills: Any, constant: bool) -> Any:
    def fill(df: pd.DataFrame) -> pd.DataFrame:
        table = fills if isinstance(fills, dict) else _ray().get(fills)
        if constant:  # impute_statistic: Series.fillna with one value
            df[column] = df[column].fillna(table["all"])
            return df
        keys = encode_keys(df[by])
        value = keys.map(table)
        df[column] = df[column].where(df[column].notna(), value)
        return df

    return fill


def plan_impute(ray: Any, ds: Any, op: str, p: Any) -> Any:
    for c in p.columns:
        by = list(p.by) if op == "impute_groupwise" else []
        glob_stats = _statistics(ds, c, [], p.strategy)
        glob = glob_stats["v"].iloc[0] if len(glob_stats) else None
        if op == "impute_statistic":
            if glob is None or pd.isna(glob):
                raise OperatorError(
                    f"impute_statistic: column '{c}' has no observed values to compute a {p.strategy}"
                )
            if p.round is not None and p.strategy != "mode":
                glob = round(float(glob), p.round)
            ds = ds.map_batches(_fill_batches(c, [], {"all": glob}, True), batch_format="pandas")
            continue
        stats = _statistics(ds, c, by, p.strategy)
        fill = stats["v"]
        if p.strategy != "mode":
            fill = fill.astype("float64")
        fill = fill.fillna(glob) if glob is not None and not pd.isna(glob) else fill
        if p.round is not None and p.strategy != "mode":
            fill = fill.astype(float).round(p.round)
        ref = ray.put(dict(zip(stats[KEY], fill, strict=True)))
        ds = ds.map_batches(_fill_batches(c, by, ref, False), batch_format="pandas")
    return ds


def _row_local(op: Any, p: Any) -> Any:
    def run(df: pd.DataFrame) -> pd.DataFrame:
        return op.run([df], p, RunContext())

    return run


def run_pipeline_ray(
    pipeline: Pipeline,
    sources: Mapping[str, str | Path],
    workdir: str | Path,
    *,
    output_path: str | Path | None = None,
    address: str | None = None,
    num_cpus: int | None = None,
) -> EngineResult:
    """Run ``pipeline`` on Ray Data with the pandas engine's meaning; the output file is written on the
    driver in the pandas engine's row order and spelling. Steps the engine cannot run exactly are refused."""
    t_start = time.perf_counter()
    check_out_of_core(((s.id, s.op, s.params) for s in pipeline.steps), "ray")
    not_here = [f"step '{s.id}' ({s.op})" for s in pipeline.steps if s.op not in RAY_OPERATORS]
    if not_here:
        raise EngineUnsupported(
            f"the ray engine does not run {', '.join(not_here)} yet",
            hint="use --engine duckdb for unions and joins",
        )
    ray = connect(address, num_cpus)
    workdir = Path(workdir)
    loader = DuckDBEngine(workdir / "load")
    try:
        frames: dict[str, Any] = {}
        empties: dict[str, pd.DataFrame] = {}
        for name, path in sources.items():
            table = loader.load(name, Path(path))
            parquet = workdir / f"{table}.parquet"
            loader.con.execute(f"COPY {q(table)} TO '{parquet}' (FORMAT parquet, ROW_GROUP_SIZE 100000)")
            empties[name] = loader.empty_frame(table)
            frames[name] = ray.data.read_parquet(str(parquet))
    finally:
        loader.close()
    compiled = compile_pipeline(pipeline, empties)
    steps = {s.id: s for s in pipeline.steps}
    columns = {n: list(e.columns) for n, e in empties.items()}
    lineage: list[EngineStep] = []
    for sid in compiled.order:
        op = OPERATORS[steps[sid].op]
        p = compiled.params[sid]
        (src,) = compiled.inputs[sid]
        ds = frames[src]
        t0 = time.perf_counter()
        if op.name in ROW_LOCAL_OPERATORS:
            out, how = ds.map_batches(_row_local(op, p), batch_format="pandas"), "batch map"
        elif op.name.startswith("dedup"):
            out, how = plan_dedup(ray, ds, op.name, p, columns[src]), "group-by"
        else:
            out, how = plan_impute(ray, ds, op.name, p), "group-by"
        out = out.materialize()  # each step's result once, as the other engines write each step once
        frames[sid] = out
        columns[sid] = [c for c in out.schema().names if c != POS]
        lineage.append(
            EngineStep(
                step=sid,
                op=op.name,
                params=p.model_dump(mode="json"),
                inputs=[src],
                rows_in=[ds.count()],
                rows_out=out.count(),
                columns_out=columns[sid],
                seconds=round(time.perf_counter() - t0, 3),
                how=how,
            )
        )
    final_name = pipeline.output_step or pipeline.sources[0]
    final = frames[final_name]
    if output_path is not None:
        write_frames(_in_order(final, columns[final_name]), Path(output_path), columns[final_name])
    (workdir / "lineage.json").write_text(json.dumps([r.model_dump() for r in lineage], indent=1))
    return EngineResult(
        engine="ray",
        output=str(output_path) if output_path is not None else None,
        rows=final.count(),
        columns=columns[final_name],
        lineage=lineage,
        workdir=str(workdir),
        seconds=round(time.perf_counter() - t_start, 3),
    )


def _in_order(ds: Any, columns: list[str]) -> Iterator[pd.DataFrame]:
    """The dataset's rows in POS order, streamed to the driver batch by batch."""
    for batch in ds.sort(POS).iter_batches(batch_size=100_000, batch_format="pandas"):
        yield batch[columns]
