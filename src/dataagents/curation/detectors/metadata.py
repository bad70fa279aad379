"""A Data Package descriptor (``datapackage.json``) that breaks its specification (paper A.1.2
*document-problem/wrong-info*, *wrong-format*): a property name misspelled so tools ignore it ('licensces'
for 'licenses'), or a field type the Table Schema does not define ('int' for 'integer').

The property and type names are those of the Frictionless Data Package and Table Schema specifications
(v1, https://specs.frictionlessdata.io/); a near miss is found with RapidFuzz's edit-distance ratio.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable
from pathlib import Path
from typing import Any, ClassVar

from rapidfuzz import fuzz, process

from dataagents.curation.dataset import DatasetView
from dataagents.curation.detectors.base import finding, line_evidence
from dataagents.curation.report import Evidence, Finding
from dataagents.curation.taxonomy import Tag

PACKAGE_PROPERTIES = {
    "name", "id", "licenses", "profile", "title", "description", "homepage", "version", "sources",
    "contributors", "keywords", "image", "created", "resources", "$schema",
}  # fmt: skip
RESOURCE_PROPERTIES = {
    "name", "path", "data", "profile", "title", "description", "format", "mediatype", "encoding", "bytes",
    "hash", "schema", "sources", "licenses", "dialect", "homepage",
}  # fmt: skip
FIELD_TYPES = {
    "string", "number", "integer", "boolean", "object", "array", "date", "time", "datetime", "year",
    "yearmonth", "duration", "geopoint", "geojson", "any",
}  # fmt: skip
NEAR_MISS = 80  # RapidFuzz ratio (0-100) from which an unknown property reads as a misspelled known one


def _line_of(lines: list[str], key: str, value: str | None = None) -> int | None:
    """0-based line where ``"key":`` (with ``value`` when given) is written."""
    rx = re.compile(rf'"{re.escape(key)}"\s*:' + (rf'\s*"{re.escape(value)}"' if value is not None else ""))
    return next((i for i, ln in enumerate(lines) if rx.search(ln)), None)


class PackageDescriptor:
    """Reports misspelled Data Package properties and field types outside the Table Schema."""

    name: ClassVar[str] = "package_descriptor"
    tags: ClassVar[list[Tag]] = [Tag.DOCUMENT_PROBLEM, Tag.WRONG_INFO]
    accepts: ClassVar[str] = (
        "a datapackage.json property that is a misspelling of one the specification defines (so tools "
        "silently ignore it), or a field type the Table Schema does not define"
    )

    def detect(self, view: DatasetView) -> Iterable[Finding]:
        for name in view.names():
            if Path(name).name.lower() != "datapackage.json":
                continue
            doc = view.text(name)
            if doc is None:
                continue
            try:
                package = json.loads(doc.text)
            except json.JSONDecodeError:
                continue  # reported by the file-problems detector with its line
            if not isinstance(package, dict):
                continue
            lines = doc.lines
            yield from self._misspelled(name, lines, package, PACKAGE_PROPERTIES, "the package")
            for res in package.get("resources") or []:
                if not isinstance(res, dict):
                    continue
                yield from self._misspelled(name, lines, res, RESOURCE_PROPERTIES, "a resource")
                schema = res.get("schema")
                fields = schema.get("fields") if isinstance(schema, dict) else None
                for field in fields or []:
                    yield from self._field_type(name, lines, field)
                yield from self._header_mismatch(view, name, lines, res, fields)

    def _header_mismatch(
        self, view: DatasetView, name: str, lines: list[str], res: dict[str, Any], fields: object
    ) -> Iterable[Finding]:
        """Schema fields that the resource's file header does not have (and header columns the schema
        does not list): tools that load the file by its descriptor fail or drop the column."""
        path = res.get("path")
        if not isinstance(path, str) or not isinstance(fields, list):
            return
        base = str(Path(name).parent)
        target = str(Path(base) / path) if base != "." else path
        if target not in view.names():  # the same file name elsewhere (a folder copied flat), if only one
            same = [n for n in view.table_names() if Path(n).name == Path(path).name]
            target = same[0] if len(same) == 1 else target
        table = view.table(target) if target in view.names() else None
        if table is None or table.header_fields is not None:
            return  # no such file here, or a header that does not match its own rows (reported apart)
        names = [f.get("name") for f in fields if isinstance(f, dict) and isinstance(f.get("name"), str)]
        header = [str(c) for c in table.df.columns]
        missing = [n for n in names if n not in header]
        extra = [c for c in header if c not in names]
        if not missing or len(missing) > max(3, len(names) // 3):
            return  # a schema for another layout altogether is not a slip in one name
        quotes = [
            line_evidence(name, lines, i)
            for n in missing[:3]
            if (i := _line_of(lines, "name", n)) is not None
        ]
        quotes.append(Evidence(file=target, location="line 1 (header)", context=table.header_context()))
        pairs = ", ".join(f"'{n}'" for n in missing[:5])
        yield finding(
            self,
            f"Schema of {target} in {name} names field(s) {pairs} that its header does not have",
            f"The descriptor lists {pairs} for {target}, but the file's header has no such column"
            + (f"; the header has {', '.join(repr(c) for c in extra[:5])} instead" if extra else "")
            + ". Loading the file through its descriptor fails or mislabels the column.",
            quotes,
            severity=0.6,
            confidence=0.75,
            tags=[Tag.CROSS_FILE_DISCREPANCY, Tag.DOCUMENT_PROBLEM, Tag.WRONG_INFO],
            fix="use the header's column names in the schema (or rename the columns)",
        )

    def _misspelled(
        self, name: str, lines: list[str], obj: dict[str, Any], known: set[str], where: str
    ) -> Iterable[Finding]:
        for key in obj:
            if key in known or key.startswith("x-"):
                continue
            match = process.extractOne(key, known, scorer=fuzz.ratio, score_cutoff=NEAR_MISS)
            if match is None or match[0][0] != key[0]:
                continue  # a custom property ('related' is not 'created'), not a misspelling
            i = _line_of(lines, key)
            quote = (
                [line_evidence(name, lines, i)]
                if i is not None
                else [Evidence(file=name, location="file", context=f'"{key}"', verbatim=False)]
            )
            yield finding(
                self,
                f"'{key}' in {name} is not a Data Package property (meant '{match[0]}'?)",
                f"{where.capitalize()} in {name} sets '{key}', which the Data Package specification does "
                f"not define; it is most likely '{match[0]}' misspelled, so tools never read what it holds.",
                quote,
                severity=0.5,
                confidence=0.75,
                fix=f"rename '{key}' to '{match[0]}'",
                kind="Misspelled descriptor property",
                subject=f"'{key}'",
            )

    def _field_type(self, name: str, lines: list[str], field: object) -> Iterable[Finding]:
        if not isinstance(field, dict) or not isinstance(field.get("type"), str):
            return
        ftype = field["type"]
        if ftype in FIELD_TYPES:
            return
        i = _line_of(lines, "type", ftype)
        quote = (
            [line_evidence(name, lines, i)]
            if i is not None
            else [Evidence(file=name, location="file", context=f'"type": "{ftype}"', verbatim=False)]
        )
        close = process.extractOne(ftype, FIELD_TYPES, scorer=fuzz.partial_ratio)
        yield finding(
            self,
            f"Field '{field.get('name')}' of {name} has type '{ftype}', which Table Schema does not define",
            f"Table Schema field types are {', '.join(sorted(FIELD_TYPES))}; '{ftype}' is none of them, so "
            "validators reject the descriptor and loaders fall back to strings."
            + (f" '{close[0]}' is probably meant." if close else ""),
            quote,
            severity=0.5,
            confidence=0.8,
            tags=[Tag.DOCUMENT_PROBLEM, Tag.WRONG_INFO, Tag.WRONG_FORMAT],
            fix=f"use a Table Schema type{f' ({close[0]})' if close else ''}",
            kind="Field type outside Table Schema",
            subject=f"'{field.get('name')}'",
        )
