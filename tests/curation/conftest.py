import json
from pathlib import Path

import pytest

from dataagents.curation.case import load_cases
from dataagents.curation.suite import SAMPLE


@pytest.fixture(scope="session")
def sample_cases():
    cases, errors = load_cases(SAMPLE)
    assert not errors
    return {c.id: c for c in cases}


@pytest.fixture
def make_case():
    return _make_case


def _make_case(root: Path, case_id: str, files: dict[str, str | bytes], **over) -> Path:
    """Write a minimal valid case folder; ``over`` replaces case.json fields."""
    d = root / case_id
    (d / "files").mkdir(parents=True)
    for name, content in files.items():
        p = d / "files" / name
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_bytes(content if isinstance(content, bytes) else content.encode())
    meta = {
        "id": case_id,
        "platform": "test",
        "source_url": "https://example.org",
        "license": "CC0",
        "title": "t",
        "content": "c",
        "involved": [{"name": next(iter(files), "x"), "context": "x"}],
        "type": "single-issue & single-file",
        "tags": ["data-problem/wrong-value"],
        "hints": {"h1": "g", "h2": "m", "h3": "s"},
    }
    meta.update(over)
    (d / "case.json").write_text(json.dumps(meta))
    return d
