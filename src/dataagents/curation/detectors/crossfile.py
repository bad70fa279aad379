"""Cross-file discrepancies: numbers and claims in README/datacard vs what the data says — row counts,
class counts, column counts and lists, value ranges, file names (paper A.1.2 *cross-file-discrepancy*;
A.1.3 example 2: "194 stories" in README.md vs 190 in task.json)."""

from __future__ import annotations

import re
from collections.abc import Iterable
from pathlib import Path
from typing import ClassVar

from dataagents.curation.dataset import DatasetView
from dataagents.curation.detectors.base import MAX_COLUMNS, doc_texts, finding, label_column, numeric
from dataagents.curation.report import Evidence, Finding
from dataagents.curation.taxonomy import Tag

NOUNS = r"(?:rows|instances|samples|examples|records|observations|entries|stories|items|data ?points|images|cases)"
ROWS = re.compile(rf"(\d[\d,]*)\s+(?:\w+\s+){{0,2}}{NOUNS}\b|{NOUNS}\s*[:=]\s*(\d[\d,]*)", re.IGNORECASE)
N_INSTANCES = re.compile(r"number of (?:instances|rows|samples|examples|records)\W{0,3}\s*(\d[\d,]*)", re.I)
N_ATTRS = re.compile(r"number of (?:attributes|features|columns)\W{0,3}\s*(\d+)", re.IGNORECASE)
CLASS_COUNT = re.compile(r"""["'“]?([A-Za-z_][\w\- ]{0,30}?)["'”]?\s*\((\d[\d,]*)\)""")
COUNT_OF = re.compile(r"""(\d[\d,]*)\s+["'“]([^"'”]{1,30})["'”]""")
RANGE_ROW = re.compile(r"^\s*([A-Za-z][\w /()\-]{0,40}?)\s*:\s+(-?\d+(?:\.\d+)?)\s+(-?\d+(?:\.\d+)?)\b")
FILE_REF = re.compile(r"\b([\w\-]+\.(?:csv|tsv|json|jsonl|parquet|txt|xlsx|zip|npz))\b")


DICT_ROW = re.compile(r"^\s*\|?\s*`?([A-Za-z_][\w.\-]*)`?\s*\|")  # "| name | ..." or "`name` | ..."
DICT_MIN = 3  # entries before a run of such lines is a data dictionary


def _dictionary_blocks(lines: list[str]) -> list[list[tuple[int, str]]]:
    """Runs of data-dictionary lines: (line index, the name in the first cell); header and separator rows
    end no run, a line of another kind does."""
    blocks: list[list[tuple[int, str]]] = []
    run: list[tuple[int, str]] = []
    for i, ln in enumerate([*lines, ""]):
        m = DICT_ROW.match(ln)
        if m:
            run.append((i, m.group(1)))
        elif re.match(r"^\s*\|?[\s:|-]+\|?\s*$", ln) and "-" in ln:
            continue  # a separator row of a markdown table
        else:
            if len(run) >= DICT_MIN:
                blocks.append(run[1:] if run[0][1].lower() in HEADER_WORDS else run)
            run = []
    return blocks


HEADER_WORDS = {"variable", "column", "field", "name", "header", "attribute", "feature"}


def _int(s: str) -> int:
    return int(s.replace(",", ""))


def _norm(s: str) -> str:
    return re.sub(r"[^a-z0-9]", "", s.lower())


class CrossFileDiscrepancy:
    """Reports a fact stated in one file (a row count, a class count, a column name) that another file of the
    dataset contradicts."""

    name: ClassVar[str] = "cross_file_discrepancy"
    tags: ClassVar[list[Tag]] = [Tag.CROSS_FILE_DISCREPANCY, Tag.DOCUMENT_PROBLEM, Tag.WRONG_INFO]
    accepts: ClassVar[str] = (
        "a fact stated in one file (a row count, a class count, a column name) that another file of the "
        "dataset contradicts"
    )

    def detect(self, view: DatasetView) -> Iterable[Finding]:
        tables = [t for t in view.tables() if not t.truncated]
        big = {t.name: view.stream_stats(t.name) for t in view.tables() if t.truncated}
        counts = {t.name: len(t.df) for t in tables} | {n: s.rows for n, s in big.items() if s}
        if not counts:
            for doc, lines in doc_texts(view):
                yield from self._dictionaries(doc, lines, [])
            yield from self._file_refs(view)
            return
        for doc, lines in doc_texts(view):
            for i, line in enumerate(lines):
                yield from self._row_claims(view, doc, lines, i, line, counts)
                yield from self._attr_claims(doc, i, line, tables)
                yield from self._class_claims(doc, i, line, tables)
            yield from self._ranges(doc, lines, tables)
            yield from self._dictionaries(doc, lines, tables)
        yield from self._file_refs(view)

    def _dictionaries(self, doc: str, lines: list[str], tables) -> Iterable[Finding]:
        """Data dictionaries (``| name | meaning |`` tables, ```name` | meaning`` lines): a name defined
        twice in one dictionary, and a dictionary that lists exactly a table's columns in another order."""
        for block in _dictionary_blocks(lines):
            names = [n for _, n in block]
            seen: dict[str, int] = {}
            for i, n in block:
                if n in seen:
                    yield finding(
                        self,
                        f"'{n}' is defined twice in a data dictionary of {doc}",
                        f"Lines {seen[n] + 1} and {i + 1} of {doc} both define '{n}': one of them documents "
                        "another column under this name (or the entry is repeated).",
                        [
                            Evidence(
                                file=doc, location=f"line {seen[n] + 1}", context=lines[seen[n]].strip()
                            ),
                            Evidence(file=doc, location=f"line {i + 1}", context=lines[i].strip()),
                        ],
                        severity=0.55,
                        confidence=0.6,
                        tags=[Tag.DOCUMENT_PROBLEM, Tag.WRONG_INFO],
                        fix="give each column its own entry under its real name",
                    )
                seen.setdefault(n, i)
            for t in tables:
                cols = [str(c) for c in t.df.columns]
                if len(cols) < 3 or len(set(names)) != len(names) or set(names) != set(cols) or names == cols:
                    continue
                moved = next(k for k in range(len(cols)) if names[k] != cols[k])
                at = next(i for i, n in block if n == cols[moved])
                yield finding(
                    self,
                    f"{doc} lists the columns of {t.name} in a different order from its header",
                    f"The data dictionary lists {', '.join(names)}; the header of {t.name} is "
                    f"{', '.join(cols)} ('{cols[moved]}' is column {moved + 1} in the data).",
                    [
                        Evidence(file=t.name, location="line 1 (header)", context=t.header_context()),
                        Evidence(file=doc, location=f"line {at + 1}", context=lines[at].strip()),
                    ],
                    severity=0.4,
                    confidence=0.45,
                    tags=[Tag.CROSS_FILE_DISCREPANCY, Tag.DOCUMENT_PROBLEM],
                    fix="list the columns in the order of the file (or say that the order differs)",
                )

    def _row_claims(self, view, doc, lines, i, line, counts) -> Iterable[Finding]:
        claims = [_int(m.group(1)) for m in N_INSTANCES.finditer(line)]
        claims += [
            _int(m.group(1) or m.group(2))
            for m in ROWS.finditer(line)
            if (m.group(1) or m.group(2)) and not line[m.end() : m.end() + 5].lstrip().startswith("per")
        ]
        claims = [c for c in claims if c >= 10]
        if not claims:
            return
        c = claims[0]
        if c in set(counts.values()) or c == sum(counts.values()):
            return
        name, n = min(counts.items(), key=lambda kv: abs(kv[1] - c))
        if abs(c - n) > 0.5 * n:
            return  # far off: probably another quantity (a year, a size) — do not guess
        yield finding(
            self,
            f"{doc} states {c} records but {name} has {n}",
            f"The documentation claims {c} records/instances; the data file {name} holds {n} "
            "data rows. Users relying on the documented count will be misled.",
            [
                Evidence(file=doc, location=f"line {i + 1}", context=line.strip()),
                Evidence(file=name, location="whole file", context=f"{n} data rows"),
            ],
            severity=0.75,
            fix="update the documented count or restore the missing/extra rows",
        )

    def _attr_claims(self, doc, i, line, tables) -> Iterable[Finding]:
        m = N_ATTRS.search(line)
        if not m or len(tables) != 1:
            return
        t = tables[0]
        claimed, ncol = int(m.group(1)), t.df.shape[1]
        label = label_column(t)
        if claimed not in {ncol, ncol - 1, ncol - (1 if label else 0)}:
            yield finding(
                self,
                f"{doc} states {claimed} attributes but {t.name} has {ncol} columns",
                f"Documented attribute count ({claimed}) does not match the data ({ncol} columns"
                + (f" including the label '{label}'" if label else "")
                + ").",
                [
                    Evidence(file=doc, location=f"line {i + 1}", context=line.strip()),
                    Evidence(file=t.name, location="line 1 (header)", context=t.header_context()),
                ],
                severity=0.6,
                fix="document every column and its count correctly",
            )

    def _class_claims(self, doc, i, line, tables) -> Iterable[Finding]:
        pairs = [(m.group(1).strip(), _int(m.group(2))) for m in CLASS_COUNT.finditer(line)]
        pairs += [(m.group(2).strip(), _int(m.group(1))) for m in COUNT_OF.finditer(line)]
        if not pairs:
            return
        for t in tables:
            col = label_column(t)
            cands = [col] if col else []
            cands += [str(c) for c in t.df.columns[:MAX_COLUMNS] if t.df[c].nunique() <= 20 and str(c) != col]
            for c in cands:
                vc = {_norm(str(k)): int(v) for k, v in t.df[c].value_counts().items()}
                matched = [(lbl, claim, vc[_norm(lbl)]) for lbl, claim in pairs if _norm(lbl) in vc]
                if not matched:
                    continue
                wrong = [(lbl, claim, real) for lbl, claim, real in matched if claim != real]
                if wrong:
                    desc = "; ".join(
                        f"'{lbl}': documented {claim}, actual {real}" for lbl, claim, real in wrong
                    )
                    yield finding(
                        self,
                        f"Class counts in {doc} do not match {t.name}",
                        f"Per-class counts stated in the documentation disagree with column '{c}': {desc}.",
                        [
                            Evidence(file=doc, location=f"line {i + 1}", context=line.strip()),
                            Evidence(
                                file=t.name,
                                location=f"column {c}",
                                context=", ".join(f"{k}: {v}" for k, v in t.df[c].value_counts().items()),
                            ),
                        ],
                        severity=0.75,
                        fix="recount the classes and update the documentation",
                    )
                return

    def _ranges(self, doc, lines, tables) -> Iterable[Finding]:
        if len(tables) != 1:
            return
        t = tables[0]
        bad: list[tuple[int, str]] = []
        cols = {_norm(str(c)): str(c) for c in t.df.columns}
        for i, line in enumerate(lines):
            m = RANGE_ROW.match(line)
            if not m or _norm(m.group(1)) not in cols:
                continue
            col = cols[_norm(m.group(1))]
            x = numeric(t.df[col]).dropna()
            if x.empty:
                continue
            lo, hi = float(m.group(2)), float(m.group(3))
            tol = 0.01 * max(abs(hi - lo), 1e-9) + 0.051
            if abs(x.min() - lo) > tol or abs(x.max() - hi) > tol:
                bad.append((i, f"{col}: documented [{lo:g}, {hi:g}], data [{x.min():g}, {x.max():g}]"))
        if bad:
            yield finding(
                self,
                f"Value ranges in {doc} do not match {t.name}",
                "Documented min/max disagree with the data: " + "; ".join(b for _, b in bad[:5]) + ".",
                [Evidence(file=doc, location=f"line {i + 1}", context=lines[i].strip()) for i, _ in bad],
                severity=0.6,
                fix="recompute the summary statistics from the released file",
            )

    def _file_refs(self, view: DatasetView) -> Iterable[Finding]:
        present = {Path(n).name.lower() for n in view.names()}
        for doc, lines in doc_texts(view):
            seen: set[str] = set()
            for i, line in enumerate(lines):
                if line.lstrip().startswith((">>>", "...")):
                    continue  # doctest code, not a claim about files
                for m in FILE_REF.finditer(line):
                    ref = m.group(1)
                    token = next((w for w in line.split() if ref in w), ref)
                    if ref.lower() not in present and "://" not in token and ref not in seen:
                        seen.add(ref)
                        yield finding(
                            self,
                            f"{doc} refers to a file '{ref}' that is not in the dataset",
                            f"The documentation names '{ref}', but no such file was provided.",
                            [Evidence(file=doc, location=f"line {i + 1}", context=line.strip())],
                            severity=0.5,
                            # a folder cut from a larger repository often names siblings it lacks
                            confidence=0.4,
                            tags=[Tag.CROSS_FILE_DISCREPANCY, Tag.INAPPROPRIATE_FILE],
                            fix="add the file or correct the name in the documentation",
                            kind=f"{doc} refers to files that are not in the dataset",
                            subject=f"'{ref}'",
                        )
