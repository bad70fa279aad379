"""What every DataResearcher returns: a discovered dataset in fine-tuning form, or a recorded failure."""

from __future__ import annotations

from pydantic import BaseModel, Field

from dataagents.discovery.task import Sample

MAX_SAMPLES = 1000  # paper §4: discovered sets are truncated to their first 1000 pairs


class DiscoveredDataset(BaseModel):
    agent: str  # "search" | "synthesis" | "deep"
    method: str  # how it was produced, e.g. "catalog search (BM25)", "model synthesis", "transform floor"
    source_id: str | None = None  # catalog id for found datasets
    card: str = ""
    samples: list[Sample] = Field(default_factory=list)
    failure: str | None = None  # why nothing was discovered (scored 0, never skipped)
    trace: list[str] = Field(default_factory=list)
    # when nothing suitable was found: the nearest candidates, each with the dimension it fails on
    candidates: list[str] = Field(default_factory=list)
    # found datasets: how many records the source holds (its card, else the records read) and its splits
    source_size: int = 0
    splits: dict[str, int] = Field(default_factory=dict)

    @property
    def failed(self) -> bool:
        return self.failure is not None or not self.samples


def failed(agent: str, method: str, reason: str, trace: list[str] | None = None) -> DiscoveredDataset:
    return DiscoveredDataset(
        agent=agent, method=method, failure=reason, trace=[*(trace or []), f"failed: {reason}"]
    )
