"""Catalogs over datasets as people keep them: any folder of data files, and the local Hugging Face caches.

``FolderCatalog(root)``: each sub-folder holding data files (CSV, TSV, JSON, JSONL, Parquet, Arrow) is a dataset,
and so is each data file lying directly in the root. Its card is the README.md / card.md beside it (front matter
normalised like a Hub card), or ``<name>.md`` beside a lone file, else one written from the column names and
the first values, so a folder with no documentation is still searchable by what its columns hold.

``HFCacheCatalog(root)``: what the user already downloaded with Hugging Face tools, offline: the hub cache
(``datasets--owner--name/snapshots/<revision>/``: README.md and data files) and the ``datasets`` library's cache
(``owner___name/<config>/<version>/<hash>/``: ``dataset_info.json`` and Arrow files). Ids are ``owner/name``.
"""

from __future__ import annotations

import json
import os
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pyarrow as pa
import pyarrow.parquet as pq

from dataagents.discovery.catalog.base import CatalogEntry
from dataagents.discovery.catalog.hub import normalise_card, split_front_matter
from dataagents.discovery.catalog.local import LocalCatalog, parse_card
from dataagents.discovery.errors import CatalogError
from dataagents.files import FileReadError, read_table

DATA_SUFFIXES = (".csv", ".tsv", ".jsonl", ".json", ".parquet", ".arrow")
_CARD_NAMES = ("README.md", "card.md", "readme.md")
_TRAIN = re.compile(r"(?:^|[/_.-])train(?:[/_.-]|$)")


def _data_files(folder: Path) -> list[Path]:
    """Data files under a folder, the training split first (it is the fine-tuning set)."""
    files = [
        p
        for p in folder.rglob("*")
        if p.is_file()
        and p.suffix.lower() in DATA_SUFFIXES
        and not any(part.startswith(".") for part in p.relative_to(folder).parts)
        and p.name not in ("dataset_info.json", "dataset_infos.json", "state.json")
    ]
    return sorted(files, key=lambda p: (not _TRAIN.search(p.relative_to(folder).as_posix()), str(p)))


def read_rows(path: Path, limit: int) -> list[dict[str, Any]]:
    """The first ``limit`` records of a data file, values as text (Arrow through pyarrow, the rest through
    ``dataagents.files``)."""
    if path.suffix.lower() == ".arrow":
        try:
            with pa.memory_map(str(path)) as source:
                table = pa.ipc.open_stream(source).read_all()
        except pa.ArrowInvalid:
            with pa.memory_map(str(path)) as source:
                table = pa.ipc.open_file(source).read_all()
        return [{k: str(v) for k, v in row.items()} for row in table.slice(0, limit).to_pylist()]
    try:
        df = read_table(path, nrows=limit)
    except FileReadError as err:
        raise CatalogError(f"cannot read {path}: {err}", hint="fix or remove the file") from err
    return df.astype(str).to_dict(orient="records")


def _count_rows(path: Path) -> int:
    suffix = path.suffix.lower()
    if suffix in (".jsonl", ".csv", ".tsv"):
        with path.open("rb") as fh:
            lines = sum(1 for line in fh if line.strip())
        return lines - (suffix != ".jsonl")  # a header line
    if suffix == ".parquet":
        return int(pq.ParquetFile(path).metadata.num_rows)
    return 0


def card_for(ds_id: str, card_text: str, rows: list[dict[str, Any]]) -> CatalogEntry:
    """A catalog entry from whatever card there is: README front matter (normalised like a Hub card), a
    ``key: value`` header, prose, or nothing (then the columns and first values describe the set)."""
    front, prose = split_front_matter(card_text)
    if front:
        entry = normalise_card(ds_id, front, prose)
    elif card_text.strip():
        entry = parse_card(ds_id, card_text)
    else:
        entry = CatalogEntry(id=ds_id, title=ds_id)
    fields = list(rows[0]) if rows else []
    if not entry.fields:
        entry.fields = fields
    values = "; ".join(f"{k}: {str(v)[:60]}" for k, v in (rows[0].items() if rows else []))
    if not card_text.strip():
        entry.card = f"# {ds_id}\nfields: {', '.join(fields)}\n\nFirst record: {values}\n"
    entry.backend = "folder"
    return entry


class FolderCatalog(LocalCatalog):
    """Any folder of datasets: sub-folders with data files, or data files lying in the root."""

    name = "folder"
    empty_hint = (
        "put each dataset in a sub-folder (data files + optional README.md), or data files in the folder"
    )

    def _datasets(self) -> Iterator[tuple[str, Path, str]]:
        """(id, data folder or file, card text) for every dataset under the root."""
        for child in sorted(self.root.iterdir()):
            if child.name.startswith("."):
                continue
            if child.is_dir():
                card = next((child / n for n in _CARD_NAMES if (child / n).is_file()), None)
                yield child.name, child, card.read_text(encoding="utf-8", errors="replace") if card else ""
            elif child.suffix.lower() in DATA_SUFFIXES:
                doc = child.with_suffix(".md")
                yield (
                    child.stem,
                    child,
                    doc.read_text(encoding="utf-8", errors="replace") if doc.is_file() else "",
                )

    def _collect(self) -> dict[str, CatalogEntry]:
        self._files: dict[str, Path] = {}
        entries: dict[str, CatalogEntry] = {}
        for ds_id, where, card_text in self._datasets():
            files = [where] if where.is_file() else _data_files(where)
            if not files or ds_id in self.exclude:
                continue
            try:
                rows = read_rows(files[0], 5)
            except CatalogError:
                continue  # an unreadable file is not a dataset; the others still are
            entry = card_for(ds_id, card_text, rows)
            if not entry.n_records:
                entry.n_records = _count_rows(files[0])
            self._files[ds_id] = files[0]
            entries[ds_id] = entry
        return entries

    def _read(self, dataset_id: str, limit: int) -> list[dict[str, Any]]:
        return read_rows(self._files[dataset_id], limit)


def hf_cache_roots() -> list[Path]:
    """The Hugging Face hub cache and the ``datasets`` library's cache, where the environment puts them."""
    home = Path(os.environ.get("HF_HOME") or Path.home() / ".cache" / "huggingface")
    hub = Path(os.environ.get("HF_HUB_CACHE") or home / "hub")
    datasets = Path(os.environ.get("HF_DATASETS_CACHE") or home / "datasets")
    return [hub, datasets]


def _info_card(info: dict[str, Any]) -> tuple[dict[str, Any], str]:
    """A ``datasets`` library ``dataset_info.json`` as card front matter (features, splits, licence) and prose."""
    feats = []
    for name, feat in (info.get("features") or {}).items():
        if isinstance(feat, dict) and feat.get("_type") == "ClassLabel":
            names = {str(i): n for i, n in enumerate(feat.get("names", []))}
            feats.append({"name": name, "dtype": {"class_label": {"names": names}}})
        else:
            feats.append(
                {"name": name, "dtype": feat.get("dtype", "string") if isinstance(feat, dict) else "string"}
            )
    splits = [
        {"name": k, "num_examples": v.get("num_examples", 0)}
        for k, v in (info.get("splits") or {}).items()
        if isinstance(v, dict)
    ]
    front = {"dataset_info": {"features": feats, "splits": splits}}
    if info.get("license"):
        front["license"] = info["license"]
    return front, str(info.get("description") or "")


class HFCacheCatalog(FolderCatalog):
    """Datasets already in the local Hugging Face caches (hub snapshots and the ``datasets`` library's Arrow)."""

    name = "hf-cache"
    empty_hint = "download a dataset with huggingface_hub or datasets first, or pass --catalog-path"

    def __init__(self, root: Path | None = None, *, exclude: set[str] | None = None) -> None:
        self.roots = [Path(root)] if root is not None else [r for r in hf_cache_roots() if r.is_dir()]
        if not self.roots:
            raise CatalogError(
                "no Hugging Face cache found (HF_HOME, HF_HUB_CACHE, HF_DATASETS_CACHE)", hint=self.empty_hint
            )
        super().__init__(self.roots[0], exclude=exclude)

    def _datasets(self) -> Iterator[tuple[str, Path, str]]:
        for root in self.roots:
            for repo in sorted(root.glob("datasets--*--*")):
                snaps = sorted((repo / "snapshots").glob("*"), key=lambda p: p.stat().st_mtime)
                if snaps:
                    snap = snaps[-1]  # the latest revision downloaded
                    readme = snap / "README.md"
                    text = readme.read_text(encoding="utf-8", errors="replace") if readme.is_file() else ""
                    yield repo.name.split("--", 2)[1] + "/" + repo.name.split("--", 2)[2], snap, text
            for info_path in sorted(root.glob("*/*/*/*/dataset_info.json")):
                owner_name = info_path.parents[3].name
                ds_id = owner_name.replace("___", "/")
                front, prose = _info_card(json.loads(info_path.read_text(encoding="utf-8")))
                yield ds_id, info_path.parent, "---\n" + json.dumps(front) + "\n---\n" + prose
