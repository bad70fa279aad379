"""DataGovAgent on GovBench: registers ``datagovagent`` and its Table 8 ablations ``datagovagent-no-planner`` and
``datagovagent-no-rag`` as agents of the existing ``govbench`` suite (same sample tasks, metrics and scorer):

    dataagents bench run govbench --agent datagovagent [--model none | local/… | replay/…]
    dataagents bench run govbench --agent datagovagent-no-planner
    inspect eval dataagents/govbench -T agent=datagovagent-no-rag
"""

from __future__ import annotations

from dataagents.bench.registry import Baseline
from dataagents.governance.agent.agent import AGENTS
from dataagents.governance.suite import SUITE, register_agent

for _name, _fn in AGENTS.items():
    register_agent(_name, _fn)


# Table 8 (A.8): ablations of DataGovAgent on GovBench operator-level tasks, GPT-5 base.
_T8 = "GovBench Table 8 (ablation, operator-level, GPT-5)"
TABLE8 = [
    Baseline(
        name="DataGovAgent w/o Planner + GPT-5 (paper)",
        metrics={"ats": 31.20, "tsr": 38.0, "crr": 51.0, "adi": 8.75},
        source=_T8,
    ),
    Baseline(
        name="DataGovAgent w/o RAG + GPT-5 (paper)",
        metrics={"ats": 42.15, "tsr": 49.0, "crr": 65.0, "adi": 5.20},
        source=_T8,
    ),
]
for _b in TABLE8:
    if all(b.name != _b.name for b in SUITE.baselines):
        SUITE.baselines.append(_b)
