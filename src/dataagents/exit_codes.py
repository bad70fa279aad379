"""Exit codes of the `dataagents` command, the same for every command (listed in the README's CLI section).

- ``DONE`` (0): the work is done and verified (for `bench run`: every sample ran to a score).
- ``AGENT_COULD_NOT`` (1): the agent ran but could not do it (an unverified or failed result, a sample
  that errored in the agent's own code).
- ``BAD_USAGE`` (2): bad usage or input, found before any work (an unknown option, a missing file, an
  output folder that does not exist or cannot be written).
- ``MODEL_FAULT`` (3): a model or the infrastructure failed (timeout, rate limit, server error, garbage or
  truncated answers); running again later, or with another model, may succeed.
"""

from __future__ import annotations

from enum import IntEnum


class ExitCode(IntEnum):
    DONE = 0
    AGENT_COULD_NOT = 1
    BAD_USAGE = 2
    MODEL_FAULT = 3


def exit_code_for_error(err: BaseException) -> ExitCode:
    """The exit code for an error that ended a command: the error family's own ``exit_code``."""
    try:
        return ExitCode(int(getattr(err, "exit_code", ExitCode.AGENT_COULD_NOT)))
    except ValueError:
        return ExitCode.AGENT_COULD_NOT
