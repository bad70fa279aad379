"""The loader on a miniature release, a practitioner's folder, and the bad inputs the issue names."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pandas as pd
import pytest

from dataagents.datascience.modeling.errors import TaskFormatError
from dataagents.datascience.modeling.task import (
    load_release,
    load_task_dir,
    metric_from_description,
    release_names,
)


def test_loads_release_layout_unchanged(release: Path) -> None:
    assert release_names(release) == ["bike-mini"]
    (task,) = load_release(release)
    assert task.id_column == "datetime" and task.target_columns == ["count"]
    assert task.metric.key == "rmsle" and task.metric_source == "description"
    assert task.direction == "minimize"
    assert task.answer_path is not None and task.answer_path.name == "test_answer.csv"


def test_task_json_overrides_inference(release: Path) -> None:
    folder = release / "data" / "data_resplit" / "bike-mini"
    (folder / "task.json").write_text(json.dumps({"metric": "mae", "target_columns": ["count"]}))
    (task,) = load_release(release)
    assert task.metric.key == "mae" and task.metric_source == "task.json"


def test_practitioner_folder_without_task_json(release: Path, tmp_path: Path) -> None:
    folder = tmp_path / "mine"
    shutil.copytree(release / "data" / "data_resplit" / "bike-mini", folder)
    task = load_task_dir(folder)
    # no description: a numeric target with many values gets a regression default, and says so
    assert task.metric_source == "default" and task.metric.key == "rmse"
    (folder / "description.txt").write_text("Evaluation: Mean Absolute Error")
    assert load_task_dir(folder).metric.key == "mae"


def test_corrupt_train_names_the_file(release: Path) -> None:
    train = release / "data" / "data_resplit" / "bike-mini" / "train.csv"
    train.write_bytes(b'\x00\xff\xfe garbage "unterminated\n1,2\n')
    with pytest.raises(TaskFormatError, match=r"train\.csv"):
        load_release(release)


def test_target_missing_from_train_names_the_file(release: Path) -> None:
    train = release / "data" / "data_resplit" / "bike-mini" / "train.csv"
    pd.read_csv(train).drop(columns="count").to_csv(train, index=False)
    with pytest.raises(TaskFormatError, match=r"train\.csv.*target column.*count"):
        load_release(release)


def test_sample_submission_ids_disagree_with_test(release: Path) -> None:
    sample = release / "data" / "data_resplit" / "bike-mini" / "sample_submission.csv"
    df = pd.read_csv(sample)
    df.loc[0, "datetime"] = "1999-01-01 00:00:00"
    df.to_csv(sample, index=False)
    with pytest.raises(TaskFormatError, match=r"sample_submission\.csv: ids disagree with test\.csv"):
        load_release(release)


def test_missing_folder_and_bad_task_json(release: Path, tmp_path: Path) -> None:
    with pytest.raises(TaskFormatError, match="data_resplit"):
        load_release(tmp_path / "nowhere")
    folder = release / "data" / "data_resplit" / "bike-mini"
    (folder / "task.json").write_text("{not json")
    with pytest.raises(TaskFormatError, match=r"task\.json"):
        load_release(release)


@pytest.mark.parametrize(
    ("text", "key"),
    [
        ("Evaluation\nSubmissions are scored on the area under the ROC curve", "roc_auc"),
        ("Evaluation: quadratic weighted kappa", "qwk"),
        ("Evaluation: MCRMSE, mean columnwise root mean squared error", "mcrmse"),
        ("Evaluation\nMean Average Precision @ 3 (MAP@3)", "map@3"),
        ("Evaluation: Symmetric mean absolute percentage error (SMAPE)", "smape"),
        ("Evaluation: the Normalized Gini Coefficient", "normalized_gini"),
        ("Evaluation: multi-class logarithmic loss", "log_loss"),
        ("Evaluation: word-level Jaccard score", "word_jaccard"),
        ("Evaluation: R2 score", "r2"),
    ],
)
def test_metric_from_description(text: str, key: str) -> None:
    assert metric_from_description(text) == key


def test_sample_suite_loads_with_many_metrics(suite_root: Path) -> None:
    tasks = load_release(suite_root)
    assert len(tasks) >= 8
    metrics = {t.metric.key for t in tasks}
    assert {"roc_auc", "rmsle", "rmse", "accuracy", "macro_f1", "log_loss", "qwk", "mae"} <= metrics
    assert all(t.metric_source == "task.json" and t.answer_path is not None for t in tasks)


def test_sample_suite_rebuilds_byte_identically(suite_root: Path, tmp_path: Path) -> None:
    from dataagents.datascience.modeling.sample_suite import build_sample_suite

    out = build_sample_suite(tmp_path / "rebuilt")
    bundled = suite_root / "data"
    files = sorted(p.relative_to(bundled) for p in bundled.rglob("*") if p.is_file())
    assert files == sorted(p.relative_to(out) for p in out.rglob("*") if p.is_file())
    for rel in files:
        assert (bundled / rel).read_bytes() == (out / rel).read_bytes(), rel


def test_kaggle_file_names_are_found(release: Path) -> None:
    folder = release / "data" / "data_resplit" / "bike-mini"
    (folder / "sample_submission.csv").rename(folder / "sampleSubmission.csv")
    (task,) = load_release(release)
    assert task.sample_path.name == "sampleSubmission.csv"


def test_release_table_names_metric_and_targets(tmp_path: Path, make_release) -> None:
    root = make_release(tmp_path, name="bike-sharing-demand")
    (task,) = load_release(root)
    assert task.metric.key == "rmsle" and task.metric_source == "release script"
    assert task.target_columns == ["count"]


@pytest.mark.parametrize(("labels", "key"), [([0, 1], "f1"), (["a", "b", "c"], "micro_f1")])
def test_f1_in_a_description_is_binary_on_two_classes(tmp_path: Path, labels: list, key: str) -> None:
    folder = tmp_path / "tweets"
    folder.mkdir()
    rows = 30
    pd.DataFrame(
        {"id": range(rows), "x": range(rows), "target": [labels[i % len(labels)] for i in range(rows)]}
    ).to_csv(folder / "train.csv", index=False)
    pd.DataFrame({"id": range(rows, rows + 5), "x": range(5)}).to_csv(folder / "test.csv", index=False)
    pd.DataFrame({"id": range(rows, rows + 5), "target": [labels[0]] * 5}).to_csv(
        folder / "sample_submission.csv", index=False
    )
    (folder / "description.txt").write_text(
        "Evaluation\nSubmissions are evaluated using F1 between the predicted and expected answers."
    )
    task = load_task_dir(folder)
    assert task.metric.key == key and task.metric_source == "description"
