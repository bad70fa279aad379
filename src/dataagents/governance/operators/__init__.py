"""The validated operator library for the six GovBench scenarios, and its registry."""

from __future__ import annotations

from dataagents.governance.errors import OperatorError
from dataagents.governance.operators import (  # noqa: F401  (registration side effects)
    dedup,
    filtering,
    imputation,
    integration,
    labeling,
    refinement,
    shaping,
)
from dataagents.governance.operators.base import OPERATORS, Category, Operator, RunContext, register


def get_operator(name: str) -> Operator:
    if name not in OPERATORS:
        raise OperatorError(f"no operator named '{name}'", hint="run `dataagents govern ops` for the catalog")
    return OPERATORS[name]


def list_operators(category: Category | str | None = None, *, spec_only: bool = True) -> list[Operator]:
    """The catalog; ``spec_only=False`` leaves out the operators whose parameters only a typed request spec
    fills (condition lists), which DataGovAgent's retrieval and prompts do not offer."""
    ops = sorted(OPERATORS.values(), key=lambda o: (list(Category).index(o.category), o.name))
    return [
        o
        for o in ops
        if (category is None or o.category == Category(category)) and (spec_only or not o.spec_only)
    ]


__all__ = ["OPERATORS", "Category", "Operator", "RunContext", "get_operator", "list_operators", "register"]
