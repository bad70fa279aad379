"""The modeling room's error family: every bad task folder or submission becomes one of these."""

from __future__ import annotations

from dataagents.errors import DataAgentsError


class ModelingError(DataAgentsError):
    """A modeling task, submission or run could not be used; the message names the file."""


class TaskFormatError(ModelingError):
    """A task folder (release layout or a practitioner's folder) is missing a file or disagrees with itself."""


class SubmissionError(ModelingError):
    """A submission file is unreadable or violates the sample submission's format."""
