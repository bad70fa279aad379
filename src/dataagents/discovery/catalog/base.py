"""One interface for every catalog backend: search by text, read an entry's card, load its records."""

from __future__ import annotations

from typing import Any, Protocol

from pydantic import BaseModel, Field


class CatalogEntry(BaseModel):
    """A dataset a catalog knows: its card (README / data card) and how to read its records."""

    id: str
    title: str = ""
    card: str = ""
    task_type: str = ""
    domain: str = ""
    license: str = ""
    provenance: str = ""
    n_records: int = 0
    fields: list[str] = Field(default_factory=list)
    # the card's own fine-tuning template: "{field}" placeholders -> input; output_field -> output
    template: str = ""
    output_field: str = ""
    # the output field's class names in index order, where records store the index (Hub class_label features)
    label_names: list[str] = Field(default_factory=list)
    splits: dict[str, int] = Field(default_factory=dict)  # split name -> examples, where the card says
    backend: str = "local"


class SearchHit(BaseModel):
    id: str
    score: float  # higher is better
    title: str = ""


class Catalog(Protocol):
    name: str

    def search(self, query: str, k: int = 5) -> list[SearchHit]: ...

    def get(self, dataset_id: str) -> CatalogEntry: ...

    def load_records(self, dataset_id: str, limit: int = 1000) -> list[dict[str, Any]]: ...
