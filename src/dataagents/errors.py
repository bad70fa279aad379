"""The root of every error a user may see.

Each room derives its own family (``FileReadError``, ``SandboxError``, ``ModelError`` …). The message
names what failed and where; ``hint`` says what to do next. The CLI prints ``str(err)`` on one line.
"""

from __future__ import annotations


class DataAgentsError(Exception):
    """An error with a one-line message and an actionable hint.

    ``exit_code`` is what the CLI exits with when this error ends a command (``dataagents.exit_codes``):
    1 (the agent could not do it) unless a family says otherwise (bad input 2, model fault 3).
    """

    exit_code: int = 1

    def __init__(self, message: str, *, hint: str | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.hint = hint

    def __str__(self) -> str:
        return f"{self.message} — {self.hint}" if self.hint else self.message
