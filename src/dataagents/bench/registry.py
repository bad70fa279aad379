"""The suite registry. Each domain registers its suites from ``<domain>/suite.py``.

A suite is an inspect ``@task`` over the benchmark's own format plus what the harness needs to run and
report it: the agents it accepts, the demo sample size, the headline metric and the paper's baselines.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from inspect_ai import Task
from pydantic import BaseModel, ConfigDict, Field

from dataagents.errors import DataAgentsError


class Baseline(BaseModel):
    """A figure a paper reports, shown beside our runs in reports (never mixed into our numbers)."""

    name: str  # e.g. "GPT-4o (paper)"
    metrics: dict[str, float]  # metric key -> value, same keys/scale as our Score.value dicts
    source: str  # e.g. "DSBench Table 3"


class Suite(BaseModel):
    model_config = ConfigDict(arbitrary_types_allowed=True)

    name: str  # CLI name: `dataagents bench run <name>`
    task_fn: Callable[..., Task]  # the inspect @task function
    description: str
    agents: list[str] = Field(default_factory=list)  # accepted values of task arg `agent`; first = default
    primary_metric: str  # key of the headline metric (as reported by the task's scorer metrics)
    demo_args: dict[str, Any] = Field(default_factory=dict)  # task args for `dataagents demo`
    demo_limit: int | None = None  # samples for `dataagents demo`
    demo_agents: list[str] = Field(default_factory=list)  # agents `dataagents demo` runs; default: the first
    baselines: list[Baseline] = Field(default_factory=list)
    domain: str = ""
    # Run-level metrics computed from the aggregated ones (e.g. GovBench's T* = tokens / (TSR/100)), added to
    # reports beside inspect's metrics. Gets {"score/metric": value}, returns {"name": value}.
    derived_metrics: Callable[[dict[str, float]], dict[str, float]] | None = None
    # Judges are fixed per run and recorded in the log, never silently the agent's own model. A suite whose
    # task takes ``judge_arg`` gets `bench run --judge-model`, or ``default_judge`` when none is given
    # ("none": no model judge, the suite's deterministic check). A suite without one scores as
    # ``scored_by`` says, which is what its logs record as the judge.
    judge_arg: str = "judge_model"
    default_judge: str = "none"
    scored_by: str | None = None

    def takes_judge(self) -> bool:
        """Whether this suite's task accepts a judge model (``judge_arg``)."""
        import inspect

        return self.judge_arg in inspect.signature(self.task_fn).parameters


class UnknownSuiteError(DataAgentsError):
    exit_code = 2  # bad usage or input (dataagents.exit_codes)


_SUITES: dict[str, Suite] = {}


def register_suite(suite: Suite) -> Suite:
    _SUITES[suite.name] = suite
    return suite


def _load_all() -> None:
    import dataagents._registry  # noqa: F401  (imports every domain's suite module)


def list_suites() -> list[Suite]:
    _load_all()
    return sorted(_SUITES.values(), key=lambda s: s.name)


def get_suite(name: str) -> Suite:
    _load_all()
    if name not in _SUITES:
        raise UnknownSuiteError(
            f"no suite named '{name}'", hint=f"choose one of: {', '.join(sorted(_SUITES)) or '(none)'}"
        )
    return _SUITES[name]
