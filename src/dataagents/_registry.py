"""inspect_ai entry point: importing this registers dataagents' model providers, sandbox and suites.

``inspect eval dataagents/<task>`` and ``dataagents bench …`` both come through here.
"""

from __future__ import annotations

from dataagents._imports import import_present

_MODULES = [
    "dataagents.llm.providers",
    "dataagents.sandbox.inspect_provider",
    "dataagents.bench.smoke",
    "dataagents.curation.suite",
    "dataagents.datascience.analysis.suite",
    "dataagents.datascience.modeling.suite",
    "dataagents.governance.suite",
    "dataagents.discovery.suite",
]


for _name in _MODULES:
    import_present(_name)
