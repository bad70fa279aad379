"""Errors of the DataGovAgent: an invalid plan (every problem at once) and an infeasible request."""

from __future__ import annotations

from typing import Any

from dataagents.governance.errors import GovernanceError


class PlanError(GovernanceError):
    """A plan failed validation (duplicate ids, unknown inputs, a cycle); ``problems`` lists them all."""

    def __init__(self, problems: list[str]) -> None:
        super().__init__(
            f"plan rejected: {'; '.join(problems)}",
            hint="fix the listed steps (ids, inputs, edges) and plan again",
        )
        self.problems = problems


class InfeasibleRequest(GovernanceError):
    """The request cannot be carried out on this data (e.g. it names a column that does not exist)."""

    def __init__(self, message: str, *, intent: Any = None) -> None:
        super().__init__(message, hint="name an existing column, or add the missing data first")
        self.intent = intent
