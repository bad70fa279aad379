"""Deterministic detectors, one module per issue family. ``run_detectors`` runs them all on a dataset view;
a detector that fails on a file is recorded as a per-file error, never a crash."""

from __future__ import annotations

import logging
from collections.abc import Callable

from dataagents.curation.dataset import DatasetView
from dataagents.curation.detectors.base import Detector, group
from dataagents.curation.detectors.crossfile import CrossFileDiscrepancy
from dataagents.curation.detectors.documentation import InsufficientDocumentation
from dataagents.curation.detectors.duplicates import DuplicateRows
from dataagents.curation.detectors.encoding import TextEncoding
from dataagents.curation.detectors.ethics import EthicalLegal
from dataagents.curation.detectors.files import FileProblems
from dataagents.curation.detectors.formats import MixedFormats
from dataagents.curation.detectors.imbalance import ClassImbalance
from dataagents.curation.detectors.internal import TotalsMismatch
from dataagents.curation.detectors.label_issues import LabelIssues
from dataagents.curation.detectors.labels import LabelAnomalies
from dataagents.curation.detectors.leakage import Leakage
from dataagents.curation.detectors.metadata import PackageDescriptor
from dataagents.curation.detectors.missing import MissingValues
from dataagents.curation.detectors.noniid import NonIID
from dataagents.curation.detectors.outliers import ImpossibleValues
from dataagents.curation.detectors.scripts import ScriptProblems
from dataagents.curation.detectors.structure import RaggedRows
from dataagents.curation.detectors.typos import Typos
from dataagents.curation.detectors.wrong_info import WrongInfo
from dataagents.curation.report import FileError, Finding

log = logging.getLogger(__name__)

# FileProblems runs last: it reports the parse problems the other detectors ran into.
DETECTORS: list[type] = [
    DuplicateRows,
    MissingValues,
    MixedFormats,
    LabelAnomalies,
    LabelIssues,
    ClassImbalance,
    NonIID,
    ImpossibleValues,
    TotalsMismatch,
    CrossFileDiscrepancy,
    InsufficientDocumentation,
    WrongInfo,
    Typos,
    EthicalLegal,
    Leakage,
    ScriptProblems,
    TextEncoding,
    RaggedRows,
    PackageDescriptor,
    FileProblems,
]


StepCallback = Callable[[str, int, int], None]  # (what runs now, steps done, steps in all)


def run_detectors(
    view: DatasetView, only: list[str] | None = None, on_step: StepCallback | None = None
) -> tuple[list[Finding], list[FileError], list[str]]:
    """All detectors over ``view`` -> (findings, per-file errors, notes). ``on_step`` hears which detector
    starts, for a progress display on large folders."""
    findings: list[Finding] = []
    errors: list[FileError] = []
    notes: list[str] = []
    chosen = [cls for cls in DETECTORS if not only or cls.name in only]
    for done, cls in enumerate(chosen):
        if on_step is not None:
            on_step(cls.name, done, len(chosen))
        det = cls()
        try:
            findings.extend(det.detect(view))
        except Exception as err:  # one broken detector must not lose the others' findings
            log.warning("detector %s failed: %s", cls.name, err, exc_info=True)
            errors.append(
                FileError(file="*", reason=f"detector {cls.name} failed: {type(err).__name__}: {err}")
            )
        if isinstance(det, WrongInfo) and det.unverifiable:
            urls = sorted(set(det.unverifiable))
            notes.append(
                f"{len(urls)} link(s) could not be checked offline (unverifiable, not broken): "
                + ", ".join(urls[:5])
            )
    if on_step is not None:
        on_step("done", len(chosen), len(chosen))
    errors.extend(e for e in view.errors if e not in errors)
    return explained_by_shifted_rows([anchored(f, view) for f in group(findings)]), errors, notes


# per-cell checks whose only evidence is a row with a field missing or extra: the values sit under the
# wrong columns, so "text in a numeric column" or "an outlier" there is the shift, not another issue
CELL_CHECKS = {"mixed_formats", "impossible_values", "label_anomalies", "class_imbalance", "missing_values"}


def explained_by_shifted_rows(findings: list[Finding]) -> list[Finding]:
    """Drop cell-level findings that only quote rows the ragged-rows finding already reports."""
    shifted = {
        (e.file, e.line)
        for f in findings
        if f.detector == "ragged_rows"
        for e in f.evidence
        if e.line is not None and e.line > 1
    }
    if not shifted:
        return findings
    return [
        f
        for f in findings
        if f.detector not in CELL_CHECKS
        or not f.evidence
        or not all((e.file, e.line) in shifted for e in f.evidence)
    ]


def anchored(f: Finding, view: DatasetView) -> Finding:
    """Every quote located in its file's raw text (line number set); what is not a verbatim excerpt
    is kept as a whole-file fact (``verbatim=False``)."""
    return f.model_copy(update={"evidence": [view.anchor(e) for e in f.evidence]})


__all__ = ["DETECTORS", "Detector", "anchored", "run_detectors"]
