"""The discovery room's error family: one line for the user, what failed, where, what to do."""

from __future__ import annotations

from dataagents.errors import DataAgentsError


class DiscoveryError(DataAgentsError):
    """Anything in DatasetResearch discovery that failed in a way the user can act on."""


class TaskFormatError(DiscoveryError):
    """A MetaTriplet folder or sample file does not match the format."""


class CatalogError(DiscoveryError):
    """A catalog backend could not be built, opened or searched."""


class CatalogUnavailableError(CatalogError):
    """A remote catalog (the Hugging Face Hub) cannot be reached from here."""


class SynthesisError(DiscoveryError):
    """The model produced no valid, non-duplicate, non-copied sample."""
