"""Hugging Face Hub backend (paper §4: search agents query the Hub and take the first valid, accessible result).

``huggingface_hub`` is imported lazily and is not a dependency of dataagents: without it, or without network,
every call ends in ``CatalogUnavailableError`` with a one-line message and what to do. Tests pass an ``api``
object that answers from recorded responses.
"""

from __future__ import annotations

import json
from typing import Any

from dataagents.discovery.catalog.base import CatalogEntry, SearchHit
from dataagents.discovery.errors import CatalogError, CatalogUnavailableError
from dataagents.discovery.text import keywords

_DATA_SUFFIXES = (".jsonl", ".json", ".csv", ".parquet")


def _unavailable(err: Exception) -> CatalogUnavailableError:
    return CatalogUnavailableError(
        f"cannot reach the Hugging Face Hub ({type(err).__name__}: {str(err)[:160]})",
        hint="use --catalog local (offline), or check network access / HF_ENDPOINT / HF_TOKEN",
    )


class HubCatalog:
    name = "hf"

    def __init__(self, api: Any | None = None) -> None:
        if api is None:
            try:
                from huggingface_hub import HfApi  # type: ignore[import-not-found]
            except ImportError as err:
                raise CatalogUnavailableError(
                    "the hf catalog needs the huggingface_hub package, which is not installed",
                    hint="pip install huggingface_hub, or use --catalog local",
                ) from err
            api = HfApi()
        self.api = api
        self._cards: dict[str, CatalogEntry] = {}

    def search(self, query: str, k: int = 5) -> list[SearchHit]:
        words = keywords(query, limit=6)
        try:
            infos = list(self.api.list_datasets(search=" ".join(words[:3]) or query[:60], limit=k))
        except CatalogError:
            raise
        except Exception as err:  # network / HTTP errors come in many types
            raise _unavailable(err) from err
        hits = []
        for rank, info in enumerate(infos):
            ds_id = getattr(info, "id", None) or (info.get("id") if isinstance(info, dict) else None)
            if ds_id and not _gated(info):
                hits.append(SearchHit(id=ds_id, title=ds_id, score=float(k - rank)))
        return hits[:k]

    def get(self, dataset_id: str) -> CatalogEntry:
        if dataset_id in self._cards:
            return self._cards[dataset_id]
        try:
            path = self.api.hf_hub_download(repo_id=dataset_id, filename="README.md", repo_type="dataset")
            card = open(path, encoding="utf-8").read()  # noqa: SIM115
        except Exception:
            card = ""  # a dataset without README is still usable from its samples
        entry = CatalogEntry(id=dataset_id, title=dataset_id, card=card, backend="hf")
        self._cards[dataset_id] = entry
        return entry

    def load_records(self, dataset_id: str, limit: int = 1000) -> list[dict[str, Any]]:
        """Records of the first JSON/JSONL/CSV/Parquet file in the repo (first ``limit``)."""
        try:
            files = [
                f
                for f in self.api.list_repo_files(dataset_id, repo_type="dataset")
                if f.endswith(_DATA_SUFFIXES)
            ]
            if not files:
                raise CatalogError(
                    f"dataset '{dataset_id}' has no JSON/CSV/Parquet data file", hint="try the next hit"
                )
            path = self.api.hf_hub_download(
                repo_id=dataset_id, filename=sorted(files)[0], repo_type="dataset"
            )
        except CatalogError:
            raise
        except Exception as err:
            raise _unavailable(err) from err
        return read_records(path, limit)


def _gated(info: Any) -> bool:
    value = getattr(info, "gated", None) if not isinstance(info, dict) else info.get("gated")
    return bool(value)


def read_records(path: str, limit: int) -> list[dict[str, Any]]:
    if path.endswith(".jsonl"):
        rows = []
        with open(path, encoding="utf-8") as fh:
            for line in fh:
                if line.strip() and len(rows) < limit:
                    rows.append(json.loads(line))
        return [r for r in rows if isinstance(r, dict)]
    # imported when first needed: it loads pandas, which importing this module does not
    from dataagents.files import read_table

    df = read_table(path)
    return df.head(limit).astype(str).to_dict(orient="records")
