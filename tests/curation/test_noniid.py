"""Non-IID row order (cleanlab's kNN index-distance permutation test) on real CSV files."""

import random

import numpy as np

from dataagents.curation.dataset import DatasetView
from dataagents.curation.detectors import run_detectors
from dataagents.curation.detectors.noniid import ks_statistic


def detect(tmp_path, name, text):
    (tmp_path / name).write_text(text)
    findings, errors, _ = run_detectors(DatasetView(tmp_path), only=["non_iid"])
    assert not errors
    return findings


def clusters(shuffle: bool) -> str:
    """Three well-separated clusters of 60 rows; sorted by cluster, or shuffled."""
    rng = random.Random(3)
    rows = [
        f"{c * 10 + rng.gauss(0, 1):.3f},{c * -7 + rng.gauss(0, 1):.3f},{rng.gauss(0, 1):.3f},g{c}"
        for c in range(3)
        for _ in range(60)
    ]
    if shuffle:
        rng.shuffle(rows)
    return "a,b,c,group\n" + "\n".join(rows) + "\n"


def test_rows_sorted_by_group_are_flagged_with_verbatim_rows(tmp_path):
    text = clusters(shuffle=False)
    (f,) = detect(tmp_path, "sorted.csv", text)
    assert f.detector == "non_iid" and "grouped by the label 'group' (3 runs)" in f.description
    lines = text.splitlines()
    # evidence: the first row of each run, verbatim (lines 2, 62, 122)
    assert [e.location.split()[1] for e in f.evidence] == ["2", "62", "122"]
    for e in f.evidence:
        assert lines[int(e.location.split()[1]) - 1] == e.context


def test_shuffled_rows_are_not_flagged(tmp_path):
    assert not detect(tmp_path, "shuffled.csv", clusters(shuffle=True))


def test_small_or_featureless_tables_are_skipped(tmp_path):
    assert not detect(tmp_path, "small.csv", "a,b\n" + "\n".join(f"{i},{i}" for i in range(20)) + "\n")
    (tmp_path / "small.csv").unlink()
    assert not detect(tmp_path, "text.csv", "name\n" + "\n".join(f"n{i}" for i in range(100)) + "\n")


def test_ks_statistic_hand_computed():
    # n = 3: random-pair index distances are 1 with P = 2/3 and 2 with P = 1/3
    assert abs(ks_statistic(np.array([1, 1, 1]), 3) - 1 / 3) < 1e-12
    assert abs(ks_statistic(np.array([2, 2]), 3) - 2 / 3) < 1e-12
