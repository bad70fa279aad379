"""Thread counts come from the machine, with an override; none is tuned to one machine in the code."""

from __future__ import annotations

import pytest

from dataagents import threads
from dataagents.datascience.modeling import search


def test_available_cores_is_at_least_one() -> None:
    assert threads.available_cores() >= 1


def test_step_variable_wins_over_the_all_steps_one(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("DATAAGENTS_THREADS", "3")
    monkeypatch.setenv("DATAAGENTS_MODEL_THREADS", "5")
    assert threads.threads_from_env("DATAAGENTS_MODEL_THREADS") == 5
    monkeypatch.delenv("DATAAGENTS_MODEL_THREADS")
    assert threads.threads_from_env("DATAAGENTS_MODEL_THREADS") == 3
    monkeypatch.delenv("DATAAGENTS_THREADS")
    assert threads.threads_from_env("DATAAGENTS_MODEL_THREADS") is None


@pytest.mark.parametrize("value", ["0", "-1", "two", "1.5"])
def test_a_bad_count_names_its_variable(monkeypatch: pytest.MonkeyPatch, value: str) -> None:
    monkeypatch.setenv("DATAAGENTS_MODEL_THREADS", value)
    with pytest.raises(threads.ThreadCountError, match="DATAAGENTS_MODEL_THREADS"):
        threads.threads_from_env("DATAAGENTS_MODEL_THREADS")


@pytest.mark.parametrize(("cores", "expected"), [(1, 1), (2, 1), (4, 2), (16, 8)])
def test_half_the_cores(monkeypatch: pytest.MonkeyPatch, cores: int, expected: int) -> None:
    monkeypatch.setattr(threads, "available_cores", lambda: cores)
    assert threads.half_the_cores() == expected


def test_lightgbm_threads_follow_the_machine_and_the_override(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("DATAAGENTS_MODEL_THREADS", raising=False)
    monkeypatch.delenv("DATAAGENTS_THREADS", raising=False)
    monkeypatch.setattr(search, "half_the_cores", lambda: 4)  # the search module sizes LightGBM
    assert search.lightgbm_threads() == 4
    monkeypatch.setenv("DATAAGENTS_MODEL_THREADS", "1")
    assert search.lightgbm_threads() == 1
