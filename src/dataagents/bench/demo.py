"""`dataagents demo`: every registered suite on its bundled sample, floor and embedded model, then a report."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from dataagents.bench.registry import list_suites
from dataagents.bench.report import RunRow, write_report
from dataagents.bench.runner import run_suite


def run_demo(
    *,
    model: str,
    log_root: Path,
    out_dir: Path,
    suites: list[str] | None = None,
    with_floor: bool = True,
    on_suite: Callable[[str, str], None] | None = None,
    display: str = "rich",
) -> tuple[Path, Path, list[RunRow]]:
    """Run each suite's demo agents with no model (the deterministic floor) and with ``model``."""
    models = (["none"] if with_floor else []) + ([model] if model.lower() != "none" else [])
    for suite in list_suites():
        if suites and suite.name not in suites:
            continue
        for agent in suite.demo_agents or [None]:
            for m in models:
                if on_suite:
                    on_suite(f"{suite.name} · {agent or 'default agent'}", m)
                run_suite(
                    suite.name,
                    agent=agent,
                    model=m,
                    limit=suite.demo_limit,
                    task_args=dict(suite.demo_args),
                    log_root=log_root,
                    display=display,
                )
    return write_report(log_root, out_dir)
