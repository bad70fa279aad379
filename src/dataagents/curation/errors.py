"""The curation room's error family."""

from __future__ import annotations

from dataagents.errors import DataAgentsError


class CurationError(DataAgentsError):
    """Something in the curation room failed; the message names what and where."""


class CaseFormatError(CurationError):
    """A DCA case folder is malformed (missing case.json, bad field, missing files/)."""
