"""Fixtures for sandbox tests: pick the backend through the env var the package reads."""

from __future__ import annotations

import pytest

from dataagents.sandbox import _backend


@pytest.fixture
def fallback_mode(monkeypatch: pytest.MonkeyPatch):
    """Force the plain-subprocess fallback for one test."""
    monkeypatch.setenv(_backend.ENV_MODE, "subprocess")
    _backend.reset_backend()
    yield
    monkeypatch.delenv(_backend.ENV_MODE)
    _backend.reset_backend()


@pytest.fixture
def bwrap_mode(monkeypatch: pytest.MonkeyPatch):
    """Require bubblewrap for one test (skipped where it cannot run)."""
    monkeypatch.setenv(_backend.ENV_MODE, "auto")
    _backend.reset_backend()
    if _backend.get_backend().mode != "bwrap":
        pytest.skip(f"bubblewrap unusable here: {_backend.get_backend().reason}")
    yield
    _backend.reset_backend()
