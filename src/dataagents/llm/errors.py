"""The errors of the model door: a model that could not be named, opened or used, and an answer that did not
validate. They sit below every other module of ``llm`` so that providers, weights and the door share them
without importing each other."""

from __future__ import annotations

from dataagents.errors import DataAgentsError
from dataagents.llm import faults


class ModelError(DataAgentsError):
    """A model could not be reached, named, or used. ``kind`` names the fault (see ``llm.faults``); a
    call that failed carries it at the start of its message too, so the kind survives into inspect's log."""

    def __init__(self, message: str, *, hint: str | None = None, kind: str | None = None) -> None:
        super().__init__(faults.tag(kind, message) if kind else message, hint=hint)
        self.kind = kind

    @property
    def exit_code(self) -> int:  # type: ignore[override]
        """3 when a call failed (a model or endpoint fault); 2 when the model could not be named or opened."""
        return 3 if self.kind else 2


class StructuredOutputError(ModelError):
    """The model's answer did not validate against the schema, even after one repair retry."""

    def __init__(self, message: str, *, raw: str, hint: str | None = None, kind: str = "bad_output") -> None:
        super().__init__(message, hint=hint, kind=kind)
        self.raw = raw
