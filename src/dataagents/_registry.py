"""inspect_ai entry point: importing this registers dataagents' model providers, sandbox and suites.

``inspect eval dataagents/<task>`` and ``dataagents bench …`` both come through here.
"""

from __future__ import annotations

import importlib

_MODULES = [
    "dataagents.llm.providers",
    "dataagents.sandbox.inspect_provider",
    "dataagents.bench.smoke",
    "dataagents.curation.suite",
    "dataagents.datascience.analysis.suite",
    "dataagents.datascience.modeling.suite",
    "dataagents.governance.suite",
    "dataagents.governance.agent.suite",
    "dataagents.discovery.suite",
]


def _import_present(name: str) -> None:
    """Import a module if it exists; a room not built yet is skipped, a broken one still raises."""
    try:
        importlib.import_module(name)
    except ModuleNotFoundError as err:
        if err.name is None or not name.startswith(err.name):
            raise


for _name in _MODULES:
    _import_present(_name)
