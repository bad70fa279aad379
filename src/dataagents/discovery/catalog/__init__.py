"""Catalog backends behind one interface (``Catalog``): the offline ``LocalCatalog`` (SQLite FTS5 BM25 over
bundled dataset cards), ``FolderCatalog`` (any folder of data files), ``HFCacheCatalog`` (what the local Hugging
Face caches hold) and ``HubCatalog`` (Hugging Face Hub, online only)."""

from __future__ import annotations

from importlib import resources
from pathlib import Path

from dataagents.discovery.catalog.base import Catalog, CatalogEntry, SearchHit
from dataagents.discovery.catalog.folder import FolderCatalog, HFCacheCatalog
from dataagents.discovery.catalog.hub import HubCatalog
from dataagents.discovery.catalog.local import LocalCatalog
from dataagents.discovery.catalog.rdatasets import build_pydataset_catalog
from dataagents.discovery.errors import CatalogError
from dataagents.paths import cache_dir


def sample_root() -> Path:
    """The bundled DatasetResearch sample suite folder (catalog/ and triplets/)."""
    return Path(str(resources.files("dataagents") / "suites" / "datasetresearch_sample"))


def default_catalog_dir() -> Path:
    return sample_root() / "catalog"


def pydataset_catalog_dir() -> Path:
    """The pydataset (R datasets) catalog, built on first use into the cache (~20 MB, a few seconds)."""
    root = cache_dir() / "discovery" / "pydataset-catalog"
    if not (root / ".built").is_file():
        build_pydataset_catalog(root)
        (root / ".built").write_text("pydataset 0.2.0\n")
    return root


def open_catalog(
    name: str = "local", *, path: Path | None = None, exclude: set[str] | None = None
) -> Catalog:
    """``local`` (offline; ``path`` or the bundled sample catalog), ``pydataset`` (offline: the ~750 documented R
    datasets the pydataset package ships), ``folder`` (``path``: any folder of data files), ``hf-cache`` (the local
    Hugging Face caches, or ``path``) or ``hf`` (Hugging Face Hub)."""
    if name == "local":
        return LocalCatalog(path or default_catalog_dir(), exclude=exclude)
    if name == "pydataset":
        return LocalCatalog(path or pydataset_catalog_dir(), exclude=exclude)
    if name == "folder":
        if path is None:
            raise CatalogError("the folder catalog needs a folder", hint="pass --catalog-path DIR")
        return FolderCatalog(path, exclude=exclude)
    if name == "hf-cache":
        return HFCacheCatalog(path, exclude=exclude)
    if name == "hf":
        return HubCatalog()
    raise CatalogError(f"unknown catalog '{name}'", hint="use local, pydataset, folder, hf-cache or hf")


__all__ = [
    "Catalog",
    "CatalogEntry",
    "FolderCatalog",
    "HFCacheCatalog",
    "HubCatalog",
    "LocalCatalog",
    "SearchHit",
    "default_catalog_dir",
    "open_catalog",
    "pydataset_catalog_dir",
    "sample_root",
]
