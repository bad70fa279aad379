"""How many threads a compute-heavy step may use: read from the machine, with an override.

Every place that sizes a thread pool (llama.cpp for the embedded model, LightGBM in the modeling floor) asks
here, so a count is never tuned to one machine in the code. The override order is: the step's own variable
(e.g. ``DATAAGENTS_LOCAL_THREADS``), then ``DATAAGENTS_THREADS`` for all steps, then the machine.
"""

from __future__ import annotations

import os

from dataagents.errors import DataAgentsError
from dataagents.exit_codes import ExitCode

ALL_STEPS_VARIABLE = "DATAAGENTS_THREADS"


class ThreadCountError(DataAgentsError):
    """A thread-count variable that is not a positive whole number (exit code 2, bad usage)."""

    exit_code = ExitCode.BAD_USAGE


def available_cores() -> int:
    """The cores this process may run on: its CPU affinity where the platform has one (a container or
    ``taskset`` limits it below ``os.cpu_count()``), else the machine's count; at least 1."""
    if hasattr(os, "sched_getaffinity"):
        return max(1, len(os.sched_getaffinity(0)))
    return max(1, os.cpu_count() or 1)


def threads_from_env(variable: str) -> int | None:
    """The count set in ``variable`` or, failing that, in ``DATAAGENTS_THREADS``; ``None`` when neither is set.
    A value that is not a positive whole number raises ``ThreadCountError`` naming the variable."""
    for name in (variable, ALL_STEPS_VARIABLE):
        value = os.environ.get(name, "").strip()
        if not value:
            continue
        if not value.isdigit() or int(value) < 1:
            raise ThreadCountError(
                f"{name}={value!r} is not a thread count", hint="use a whole number, 1 or more"
            )
        return int(value)
    return None


def half_the_cores() -> int:
    """The default for a step that may run beside others (samples run concurrently, the sandbox, the
    model): half of the available cores, at least 1. On 2 shared cores that is 1, which is where LightGBM
    with 2 threads was measured 60x slower than with one (each barrier waits for a parked thread)."""
    return max(1, available_cores() // 2)
