"""Plan: a ``RequestSpec``'s intents become a ``Pipeline`` of library operators.

Each intent expands to one or more operator steps (``Intent.to_steps``); the steps chain in the order the
request gives them, a join or a union taking the other tables it names as extra inputs. The plan is the same
whoever filled the spec (the rule parser or a model), so both readings run and are verified the same way.
"""

from __future__ import annotations

import pandas as pd

from dataagents.governance.errors import GovernanceError
from dataagents.governance.pipeline import Pipeline, Step
from dataagents.governance.schema_link import describe_table
from dataagents.governance.spec import FillFromTable, Join, MergeIncrement, RequestSpec, Union, Upsert
from dataagents.governance.understand import check_columns, parse_request


def plan_spec(spec: RequestSpec, sources: list[str]) -> tuple[Pipeline, list[str]]:
    """The pipeline for a spec, and for each intent the id of the step whose output is that intent's result."""
    steps: list[Step] = []
    ends: list[str] = []
    prev: str | None = None
    for i, s in enumerate(spec.steps, start=1):
        it = s.intent
        for j, (op, params) in enumerate(it.to_steps(), start=1):
            sid = f"s{i}_{j}_{op}"
            first = prev or s.table
            if isinstance(it, Join | MergeIncrement | Upsert | FillFromTable) and j == 1:
                inputs = [first, it.other]
            elif isinstance(it, Union) and j == 1:
                inputs = [first, *it.others]
            else:
                inputs = [first]
            steps.append(Step(id=sid, op=op, params=params, inputs=inputs))
            prev = sid
        ends.append(prev or s.table)
    return Pipeline(name="request", sources=sources, steps=steps), ends


def read_by_rules(request: str, frames: dict[str, pd.DataFrame]) -> tuple[RequestSpec, str | None]:
    """The rule parser's spec of a request over these tables, and the reason it cannot be planned (a column
    it names that the tables lack), or ``None``."""
    infos = {n: describe_table(n, f) for n, f in frames.items()}
    spec = parse_request(request, infos)
    return spec, check_columns(spec, infos)


def rules_pipeline(request: str, frames: dict[str, pd.DataFrame]) -> tuple[Pipeline, RequestSpec]:
    """The pipeline of the rules' reading of a request, for agents that export and run it themselves (the
    single-model baseline's floor, DataGovAgent's Planner). Raises ``GovernanceError`` when nothing was
    understood."""
    spec, problem = read_by_rules(request, frames)
    if not spec.steps or problem:
        raise GovernanceError(
            f"the request was not understood: {problem or spec.unmapped}",
            hint="name the columns and the operation, or give a model with --model",
        )
    return plan_spec(spec, list(frames))[0], spec
