"""The Ray engine on a local Ray instance gives the pandas engine's output file, byte for byte, for each
operator it runs (the same tables as the DuckDB engine's tests). Slow: starting Ray alone takes ~10 s."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pandas as pd
import pytest

from dataagents.governance.engine import EngineUnsupported
from dataagents.governance.pipeline import Pipeline, Step, run_pipeline_sync

from .test_engines import CASES, MISSING

ray = pytest.importorskip("ray", reason="the 'ray' extra is not installed")
ray_engine = pytest.importorskip("dataagents.governance.ray_engine")

pytestmark = pytest.mark.slow

RAY_CASES = [c for c in CASES if c[2] in ray_engine.RAY_OPERATORS]


@pytest.fixture(scope="module")
def local_ray() -> Iterator[None]:
    ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False)
    yield
    ray.shutdown()


@pytest.mark.parametrize(("case", "tables", "op", "params"), RAY_CASES, ids=[c[0] for c in RAY_CASES])
def test_ray_engine_writes_the_pandas_engines_file(
    local_ray: None, tmp_path: Path, case: str, tables: list[pd.DataFrame], op: str, params: dict
) -> None:
    names = [f"t{i}.csv" for i in range(len(tables))]
    for name, df in zip(names, tables, strict=True):
        df.to_csv(tmp_path / name, index=False)
    pipeline = Pipeline(sources=names, steps=[Step(id="s1", op=op, params=params, inputs=names)])
    paths = {n: tmp_path / n for n in names}
    run_pipeline_sync(pipeline, paths, tmp_path / "pandas", output_path=tmp_path / "pandas.csv")
    ray_engine.run_pipeline_ray(pipeline, paths, tmp_path / "ray", output_path=tmp_path / "ray.csv")
    assert (tmp_path / "ray.csv").read_text().splitlines() == (
        tmp_path / "pandas.csv"
    ).read_text().splitlines()


def test_ray_engine_refuses_what_it_does_not_run(local_ray: None, tmp_path: Path) -> None:
    MISSING.to_csv(tmp_path / "t.csv", index=False)
    steps = [Step(id="u", op="union_align", params={}, inputs=["t.csv", "t.csv"])]
    with pytest.raises(EngineUnsupported, match="union_align"):
        ray_engine.run_pipeline_ray(
            Pipeline(sources=["t.csv"], steps=steps), {"t.csv": tmp_path / "t.csv"}, tmp_path / "r"
        )
