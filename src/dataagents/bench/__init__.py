"""What all suites share: the suite registry, paper baselines, the runner and reports."""

from dataagents.bench.registry import Baseline, Suite, get_suite, list_suites, register_suite

__all__ = ["Baseline", "Suite", "get_suite", "list_suites", "register_suite"]
