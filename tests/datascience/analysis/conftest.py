from __future__ import annotations

from pathlib import Path

import pytest

FIXTURE = Path(__file__).resolve().parent / "fixtures" / "release"


@pytest.fixture
def fixture_root() -> Path:
    return FIXTURE


@pytest.fixture
def sample_root() -> Path:
    from dataagents.datascience.analysis.suite import SAMPLE_ROOT

    return SAMPLE_ROOT
