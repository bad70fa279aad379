"""One pint unit registry for the whole package: building it costs about a third of a second (and importing pint
as much), so it is built once, on first use, by whichever part needs units (the Modeler reading "10 months" as a
number, the governance verifier re-deriving a temperature conversion)."""

from __future__ import annotations

import functools
from typing import Any


@functools.cache
def unit_registry() -> Any:
    """pint's default unit registry, built on first call."""
    import pint  # imported on use: most runs never need units, and pint is slow to import

    return pint.UnitRegistry()
