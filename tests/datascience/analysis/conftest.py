from __future__ import annotations

from pathlib import Path

import pytest

FIXTURE = Path(__file__).resolve().parent / "fixtures" / "release"
SUITES = Path(__file__).resolve().parents[3] / "src" / "dataagents" / "suites"


@pytest.fixture
def fixture_root() -> Path:
    return FIXTURE


@pytest.fixture
def sample_root() -> Path:
    from dataagents.datascience.analysis.suite import SAMPLE_ROOT

    return SAMPLE_ROOT


@pytest.fixture
def real_root() -> Path:
    return SUITES / "dsbench_analysis_real"


@pytest.fixture
def modeloff_root() -> Path:
    return SUITES / "dsbench_analysis_modeloff"
