import json

import pytest

from dataagents.discovery.catalog import sample_root
from dataagents.discovery.errors import TaskFormatError
from dataagents.discovery.task import load_samples, load_triplet, load_triplets


def test_sample_suite_shape(triplets):
    assert len(triplets) >= 10
    assert {t.domain for t in triplets} == {"knowledge", "reasoning"}
    assert len({t.task_type for t in triplets}) >= 4
    for t in triplets:
        assert t.test and t.reference
        assert t.provenance["license"] == "CC0-1.0"
        assert t.metadata.example not in t.demand  # demands never carry the example
        # held-out test items are not in the reference exemplars
        assert not {s.input for s in t.test} & {s.input for s in t.reference}


def test_sample_suite_is_small():
    total = sum(p.stat().st_size for p in sample_root().rglob("*") if p.is_file())
    assert total < 2 * 1024 * 1024


def test_bad_sample_line_is_named(tmp_path):
    p = tmp_path / "x.jsonl"
    p.write_text('{"input": "a", "output": "b"}\n{"input": "", "output": "b"}\n')
    with pytest.raises(TaskFormatError, match=r"x.jsonl:2"):
        load_samples(p)
    p.write_text('{"input": "a", "output": "b"}\nnot json\n')
    with pytest.raises(TaskFormatError, match=r"x.jsonl:2"):
        load_samples(p)


def test_bad_triplet_task_type(tmp_path, triplets):
    t = triplets[0]
    folder = tmp_path / "t"
    folder.mkdir()
    meta = t.metadata.model_dump()
    meta["task_type"] = "regression"
    (folder / "triplet.json").write_text(json.dumps({"task_id": "t", "demand": "d", "metadata": meta}))
    (folder / "reference.jsonl").write_text('{"input": "a", "output": "b"}\n')
    (folder / "test.jsonl").write_text('{"input": "a", "output": "b"}\n')
    with pytest.raises(TaskFormatError, match="task_type"):
        load_triplet(folder)
    with pytest.raises(TaskFormatError):
        load_triplets(tmp_path / "missing")
