"""Glue between inspect solvers and our plain-async agents."""

from __future__ import annotations

from inspect_ai.model import Model
from inspect_ai.model import get_model as _active_model

NO_MODEL = "none/none"  # the inspect model string that means "deterministic floor only"


def active_agent_model() -> Model | None:
    """The model the current inspect eval runs with, or ``None`` when it was started with ``--model none``."""
    model = _active_model()
    return None if str(model) == NO_MODEL else model
