"""Public entry points the CLI calls (no argument parsing here, no agent logic in the CLI)."""

from __future__ import annotations

import logging
from pathlib import Path

from dataagents.curation.case import SAMPLE, load_case, load_cases
from dataagents.curation.curator import curate
from dataagents.curation.detectors import StepCallback
from dataagents.curation.errors import CurationError
from dataagents.curation.validity import ValidityReport, load_labels, run_validity
from dataagents.llm import get_model

log = logging.getLogger(__name__)
FORMATS = ("json", "markdown", "sarif")


TOP_FINDINGS = 10  # what the readable report shows unless every finding is asked for


async def curate_path(
    path: str | Path,
    *,
    hint: str | None = None,
    model: str = "none",
    fmt: str = "markdown",
    top: int | None = TOP_FINDINGS,
    on_step: StepCallback | None = None,
) -> str:
    """Curate a folder or file (a DCA case folder is curated through its files/) and render the report.
    ``top`` limits the Markdown report to the first findings in rank order (None: all); JSON and SARIF
    always carry every finding, ranked."""
    if fmt not in FORMATS:
        raise CurationError(f"unknown format '{fmt}'", hint=f"use one of: {', '.join(FORMATS)}")
    path = Path(path)
    if not path.exists():
        raise CurationError(f"{path}: no such file or folder", hint="pass a dataset folder or file")
    target: Path = path
    if (path / "case.json").is_file():
        target = load_case(path).files_dir  # the label in case.json is not read by the Curator
    report = await curate(target, model=get_model(model), hint=hint, on_step=on_step)
    report = report.sorted()
    if fmt == "markdown":
        return report.to_markdown(top=top)
    return report.to_json() if fmt == "json" else report.to_sarif()


async def judge_validity_file(
    labels: str | Path,
    *,
    cases: str | Path | None = None,
    judge_model: str = "none",
    length_bias: bool = False,
) -> ValidityReport:

    found, errors = load_cases(cases or SAMPLE)
    for e in errors:
        log.warning("skipped case %s: %s", e.path, e.reason)
    rows, bad = load_labels(labels)
    if not rows:
        raise CurationError(f"{labels}: no valid label lines", hint="see curation/validity.py for the format")
    rep = await run_validity({c.id: c for c in found}, rows, get_model(judge_model), length_bias=length_bias)
    rep.skipped += bad
    return rep
