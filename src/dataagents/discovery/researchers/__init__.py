"""DataResearcher agents (paper §4): search, synthesis, deep research, and the knowledge/reasoning router."""

from __future__ import annotations

from dataagents.discovery.researchers.base import DiscoveredDataset
from dataagents.discovery.researchers.deep import classify_demand, deep_research_agent, route
from dataagents.discovery.researchers.search import search_agent
from dataagents.discovery.researchers.synthesis import synthesis_agent

AGENTS = ("search", "synthesis", "deep")

__all__ = [
    "AGENTS",
    "DiscoveredDataset",
    "classify_demand",
    "deep_research_agent",
    "route",
    "search_agent",
    "synthesis_agent",
]
