"""The analysis room's error family: what failed, where, and what to do next."""

from __future__ import annotations

from dataagents.errors import DataAgentsError


class AnalysisError(DataAgentsError):
    """Root of every error the DSBench analysis room raises."""


class ReleaseFormatError(AnalysisError):
    """A DSBench data-analysis release folder (data.json + data/<id>/…) is malformed or missing."""


class AnswerLeakError(AnalysisError):
    """An organisers' answer workbook was about to reach an agent."""


class WorkbookError(AnalysisError):
    """A workbook could not be opened or read."""
