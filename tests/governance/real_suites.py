"""Checks shared by the tests of the real-table governance suites (``govbench_real`` and the held-out
``govbench_real_fresh*``): shape, sources disjoint from the earlier suites, business-style requests,
provenance, README, ground truth against eval.py, and the builder. None of them runs the agent: a held-out
suite is measured on purpose and never used to grow rules."""

import asyncio
import re
from collections import Counter
from pathlib import Path
from types import ModuleType
from typing import Any

from dataagents.governance.builders.evalgen import consistency_check
from dataagents.governance.builders.real import same_table, write_readme
from dataagents.governance.io import read_table, write_table
from dataagents.governance.task import run_eval_script

SCENARIOS = {"filtering", "refinement", "imputation", "deduplication", "integration", "labeling"}


def check_shape(suite: list[Any], builder: ModuleType, *, n: int, per_scenario: int, dags: int) -> None:
    """``n`` tasks, every scenario at least ``per_scenario`` times, ``dags`` DAG tasks of 2-3 steps, and
    outputs in each of csv, jsonl, tsv and xlsx."""
    assert len(suite) == n and {t.id for t in suite} == {t.id for t in builder.TASKS}
    cats = Counter(str(t.spec.category) for t in suite)
    assert set(cats) == SCENARIOS and min(cats.values()) >= per_scenario
    dag = [t for t in suite if t.spec.level == "dag"]
    assert len(dag) == dags and all(2 <= len(t.spec.reference.steps) <= 3 for t in dag)
    assert {"csv", "jsonl", "tsv", "xlsx"} <= {t.spec.output.format for t in suite}


def check_sources_disjoint(suite: list[Any], builder: ModuleType, earlier: list[ModuleType]) -> None:
    """The builder's tables and task ids are none of the earlier suites'."""
    used = {td.dataset for td in builder.TASKS}
    assert used <= set(builder.SOURCES)
    ids = {t.id for t in suite}
    for other in earlier:
        assert not used & set(other.SOURCES), other.__name__
        assert not ids & {td.id for td in other.TASKS}, other.__name__


def check_requests(suite: list[Any]) -> None:
    """1-3 sentences, no code-style column names, no two requests opening with the same words thrice."""
    texts = [t.spec.instruction for t in suite]
    for t, text in zip(suite, texts, strict=True):
        assert "`" not in text and not re.search(r"'[a-z]+_[a-z_]+'", text), t.id
        assert 1 <= len(re.findall(r"[.?!](\s|$)", text)) <= 3, t.id
    openings = Counter(" ".join(text.split()[:2]).lower() for text in texts)
    assert max(openings.values()) <= 2  # no shared template


def check_provenance(suite: list[Any], builder: ModuleType) -> None:
    for t in suite:
        prov = t.spec.provenance
        assert prov and f"seed {builder.SEED}" in prov, t.id
        dataset = prov.split("table '")[1].split("'")[0]
        assert prov.startswith(builder.SOURCES[dataset]) and "licence" in prov, t.id


def check_readme(suite: list[Any], folder: Path) -> None:
    readme = (folder / "README.md").read_text(encoding="utf-8")
    for t in suite:
        assert f"| {t.id} |" in readme
    assert "written without looking at the parser" in readme.lower()
    assert "never used to grow rules" in readme.lower()


def check_ground_truth(task: Any, tmp_path: Path) -> None:
    """The ground truth scores 1.0, the raw input below 0.3 and an empty output below 0.7 (removal is scored by
    F1 over removed rows, so an empty output earns 2r/(r+n); keep that well below a pass)."""
    report = consistency_check(task.eval_path, task.gt_path, task.raw_paths[0])
    assert report.passed, report.detail
    assert report.gt_score == 1.0 and report.raw_score < 0.3
    empty = tmp_path / task.gt_path.name
    write_table(read_table(task.gt_path).iloc[:0], empty)
    assert run_eval_script(task.eval_path, task.gt_path, empty).score < 0.7


def check_regenerates(suite: list[Any], builder: ModuleType, folder: Path, chosen: list[str], tmp_path: Path):
    """Building ``chosen`` again gives the bundled eval.py, task.json and ground truth byte for byte."""
    results = asyncio.run(builder.build_suite(tmp_path, only=chosen))
    assert [r["passed"] for r in results] == [True] * len(chosen)
    for task_id in chosen:
        bundled = next(t for t in suite if t.id == task_id)
        for rel in ("eval.py", "task.json", f"gt/{bundled.gt_path.name}"):
            assert (tmp_path / task_id / rel).read_bytes() == (folder / task_id / rel).read_bytes()


def check_pandas_meaning(task: Any, builder: ModuleType) -> None:
    """The bundled ground truth equals the builder's plain-pandas reading of the request on the bundled raw
    files (for tasks with a reference pipeline, the pipeline's output was already checked against it)."""
    td = next(td for td in builder.TASKS if td.id == task.id)
    frames = {p.name: read_table(p) for p in task.raw_paths}
    assert list(frames) == task.spec.inputs
    assert same_table(read_table(task.gt_path), td.expect(frames)) == ""


def _same_file(built: Path, bundled: Path) -> bool:
    if built.suffix == ".xlsx":  # openpyxl stamps the creation time into the workbook: compare the table
        a, b = read_table(built), read_table(bundled)
        return list(a.columns) == list(b.columns) and a.astype(str).equals(b.astype(str))
    return built.read_bytes() == bundled.read_bytes()


def check_rebuilds_whole_suite(builder: ModuleType, folder: Path, tmp_path: Path) -> None:
    """Building every task again, README included, gives the bundled suite file for file."""
    results = asyncio.run(builder.build_suite(tmp_path))
    assert [r["passed"] for r in results] == [True] * len(builder.TASKS)
    write_readme(
        tmp_path, builder.SEED, tasks=builder.TASKS, head=builder.README_HEAD, sources=builder.SOURCES
    )
    built = sorted(p.relative_to(tmp_path) for p in tmp_path.rglob("*") if p.is_file())
    bundled = sorted(p.relative_to(folder) for p in folder.rglob("*") if p.is_file())
    assert built == bundled
    assert [str(p) for p in built if not _same_file(tmp_path / p, folder / p)] == []


def check_small(suite: list[Any], folder: Path) -> None:
    """At most 300 rows a table and under a megabyte a suite: the suites ship inside the package."""
    for task in suite:
        for path in [*task.raw_paths, task.gt_path]:
            assert len(read_table(path)) <= 300, path
    assert sum(p.stat().st_size for p in folder.rglob("*") if p.is_file()) < 1_000_000


def check_one_label_guess(task: Any, target: str, tmp_path: Path) -> None:
    """Writing the most common label on every row scores below 0.7: labels are scored by accuracy, so a label
    set dominated by one value would let a constant guess pass."""
    gt = read_table(task.gt_path)
    guess = tmp_path / task.gt_path.name
    write_table(gt.assign(**{target: gt[target].mode().iloc[0]}), guess)
    assert run_eval_script(task.eval_path, task.gt_path, guess).score < 0.7
