"""Curation (DCA-Bench): find hidden data-quality issues in dataset files, with verbatim evidence.

Public surface:
- ``curate(data, *, model=None, hint=None, budget=None) -> CurationReport`` (plain async; ``model=None`` runs
  the deterministic detectors only). ``CurationReport.to_json/to_markdown/to_sarif``.
- ``load_case(path)`` / ``load_cases(tree) -> (cases, errors)``; ``Case.curator_input(level)`` is all the
  Curator may see (the label never leaves ``Case``).
- ``evaluate(case, report, hint, judge_model)`` — the paper's Evaluator (A.2.1 rubric, §3.4 voting) plus the
  deterministic evidence overlap; ``metrics.summarize`` and ``metrics.judge_validity``.
- ``write_hints(case, model)`` — the A.2.5 Hint Writer.
- inspect task ``dataagents/dca_bench`` and suite ``dca`` (``curation.suite``); CLI ``dataagents curate`` and
  ``dataagents dca-judge-validity`` (``curation.commands``).
"""

from dataagents.curation.case import Case, CuratorInput, load_case, load_cases
from dataagents.curation.curator import Budget, curate
from dataagents.curation.errors import CaseFormatError, CurationError
from dataagents.curation.evaluator import Decision, evaluate
from dataagents.curation.hints import write_hints
from dataagents.curation.report import CurationReport, Evidence, Finding

__all__ = [
    "Budget",
    "Case",
    "CaseFormatError",
    "CurationError",
    "CurationReport",
    "CuratorInput",
    "Decision",
    "Evidence",
    "Finding",
    "curate",
    "evaluate",
    "load_case",
    "load_cases",
    "write_hints",
]
