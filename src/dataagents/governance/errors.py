"""The governance room's error family: what failed, where (file, row, step), and what to do next."""

from __future__ import annotations

from dataagents.errors import DataAgentsError


class GovernanceError(DataAgentsError):
    """Root of every governance error a user may see."""


class TableIOError(GovernanceError):
    """A table could not be read or written (names the file and, where known, the row)."""


class OperatorError(GovernanceError):
    """An operator was misused: bad parameters, missing column, wrong dtype, violated contract."""


class ContractViolation(OperatorError):
    """A pre- or post-condition did not hold at run time."""

    def __init__(self, message: str, *, violations: list[str], hint: str | None = None) -> None:
        super().__init__(message, hint=hint)
        self.violations = violations


class PipelineCompileError(GovernanceError):
    """A pipeline failed its checks before running; ``problems`` lists every problem found at once."""

    def __init__(self, problems: list[str]) -> None:
        super().__init__(
            f"pipeline has {len(problems)} problem(s): " + "; ".join(problems),
            hint="fix the listed steps and compile again",
        )
        self.problems = problems


class TaskFormatError(GovernanceError):
    """A GovBench task folder is malformed."""
