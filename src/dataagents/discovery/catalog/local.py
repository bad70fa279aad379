"""The offline catalog: dataset folders (``card.md`` + ``data.jsonl``) indexed with SQLite FTS5 BM25.

A catalog root holds one folder per dataset. ``card.md`` starts with ``key: value`` lines (task_type, domain,
subject, input, output, source, license, provenance, template, output_field) followed by the prose card; the
index covers id, title, header and prose. Built in memory on open (small catalogs; no stale index file to manage).
"""

from __future__ import annotations

import json
import re
import sqlite3
from pathlib import Path
from typing import Any

from dataagents.discovery.catalog.base import CatalogEntry, SearchHit
from dataagents.discovery.errors import CatalogError
from dataagents.discovery.text import keywords

_HEADER = re.compile(r"^([a-z_]+)\s*:\s*(.*)$")


def parse_card(dataset_id: str, text: str) -> CatalogEntry:
    header: dict[str, str] = {}
    title = dataset_id
    for line in text.splitlines():
        if line.startswith("# "):
            title = line[2:].strip()
            continue
        m = _HEADER.match(line.strip())
        if m:
            header[m.group(1)] = m.group(2).strip()
        elif line.strip():
            break
    return CatalogEntry(
        id=dataset_id,
        title=title,
        card=text,
        task_type=header.get("task_type", ""),
        domain=header.get("domain", ""),
        license=header.get("license", ""),
        provenance=header.get("provenance", ""),
        template=header.get("template", ""),
        output_field=header.get("output_field", ""),
    )


class LocalCatalog:
    """BM25 search (SQLite FTS5) over the dataset cards under ``root``; ``exclude`` hides ids (gated datasets)."""

    name = "local"

    def __init__(self, root: Path, *, exclude: set[str] | None = None) -> None:
        self.root = Path(root)
        if not self.root.is_dir():
            raise CatalogError(
                f"catalog folder not found: {self.root}", hint="pass a folder of <id>/card.md datasets"
            )
        self.exclude = set(exclude or ())
        self._entries = {k: v for k, v in self._collect().items() if k not in self.exclude}
        if not self._entries:
            raise CatalogError(f"the catalog at {self.root} has no datasets", hint=self.empty_hint)
        self._db = sqlite3.connect(":memory:")
        self._db.execute(
            "CREATE VIRTUAL TABLE cards USING fts5(id, title, body, tokenize='porter unicode61')"
        )
        self._db.executemany(
            "INSERT INTO cards VALUES (?, ?, ?)",
            [(e.id, e.title, f"{e.id.replace('-', ' ')} {e.card}") for e in self._entries.values()],
        )

    empty_hint = (
        "each dataset is a folder with card.md and data.jsonl; build the sample with "
        "`python -m dataagents.discovery.catalog.build_sample`"
    )

    def _collect(self) -> dict[str, CatalogEntry]:
        """Every dataset under the root: ``<id>/card.md`` with ``<id>/data.jsonl``."""
        entries: dict[str, CatalogEntry] = {}
        for card in sorted(self.root.glob("*/card.md")):
            ds_id = card.parent.name
            if ds_id in self.exclude or not (card.parent / "data.jsonl").is_file():
                continue
            entry = parse_card(ds_id, card.read_text(encoding="utf-8"))
            first = self._read(ds_id, 1)
            entry.fields = list(first[0]) if first else []
            entry.n_records = sum(
                1 for ln in (card.parent / "data.jsonl").open(encoding="utf-8") if ln.strip()
            )
            entries[ds_id] = entry
        return entries

    def __len__(self) -> int:
        return len(self._entries)

    def ids(self) -> list[str]:
        return list(self._entries)

    def search(self, query: str, k: int = 5) -> list[SearchHit]:
        """Top-k datasets by BM25 over the card text (query words OR-ed, so long demands still match)."""
        words = keywords(query, limit=64)
        if not words:
            return []
        match = " OR ".join('"' + w.replace('"', "") + '"' for w in words)
        rows = self._db.execute(
            "SELECT id, title, bm25(cards, 2.0, 3.0, 1.0) AS s FROM cards WHERE cards MATCH ? ORDER BY s, id LIMIT ?",
            (match, k),
        ).fetchall()
        return [SearchHit(id=r[0], title=r[1], score=-float(r[2])) for r in rows]

    def get(self, dataset_id: str) -> CatalogEntry:
        if dataset_id not in self._entries:
            raise CatalogError(
                f"no dataset '{dataset_id}' in the local catalog at {self.root}", hint="search first"
            )
        return self._entries[dataset_id]

    def _read(self, dataset_id: str, limit: int) -> list[dict[str, Any]]:
        out: list[dict[str, Any]] = []
        path = self.root / dataset_id / "data.jsonl"
        with path.open(encoding="utf-8") as fh:
            for n, line in enumerate(fh, start=1):
                if len(out) >= limit:
                    break
                if not line.strip():
                    continue
                try:
                    row = json.loads(line)
                except json.JSONDecodeError as err:
                    raise CatalogError(
                        f"{path}:{n}: not valid JSON ({err.msg})", hint="fix or remove the line"
                    ) from err
                if isinstance(row, dict):
                    out.append(row)
        return out

    def load_records(self, dataset_id: str, limit: int = 1000) -> list[dict[str, Any]]:
        """Up to ``limit`` records (paper §4: discovered sets are truncated to the first 1000 pairs)."""
        self.get(dataset_id)
        return self._read(dataset_id, limit)
