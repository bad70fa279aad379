"""Loading-script problems: syntax errors, references to files or columns that do not exist
(paper A.1.2 *infrastructure-problem/script-code*). Scripts are parsed with ``ast``, never run."""

from __future__ import annotations

import ast
import re
from collections.abc import Iterable
from pathlib import PurePosixPath
from typing import ClassVar

from dataagents.curation.dataset import DatasetView
from dataagents.curation.detectors.base import finding, line_evidence
from dataagents.curation.report import Finding
from dataagents.curation.taxonomy import Tag

DATA_FILE = re.compile(r"[\w\-./]+\.(?:csv|tsv|json|jsonl|parquet|txt|xlsx|zip|gz|npz)$", re.I)


class ScriptProblems:
    """Reports a loader script that refers to files or columns the dataset does not have, or does not run."""

    name: ClassVar[str] = "script_problems"
    tags: ClassVar[list[Tag]] = [Tag.INFRASTRUCTURE_PROBLEM, Tag.SCRIPT_CODE]
    accepts: ClassVar[str] = (
        "a loader script that refers to files or columns the dataset does not have, or does not run"
    )

    def detect(self, view: DatasetView) -> Iterable[Finding]:
        present = {PurePosixPath(n).name.lower() for n in view.names()}
        columns = {str(c) for t in view.tables() for c in t.df.columns}
        for name in view.script_names():
            doc = view.text(name)
            if doc is None:
                continue
            lines = doc.lines
            try:
                tree = ast.parse(doc.text, filename=name)
            except SyntaxError as err:
                ln = max(1, err.lineno or 1)
                yield finding(
                    self,
                    f"Syntax error in {name}",
                    f"{name} does not parse: {err.msg} (line {ln}); the dataset cannot be loaded with it.",
                    [line_evidence(name, lines, ln - 1)],
                    severity=0.8,
                    fix="fix the syntax error",
                )
                continue
            missing_files, missing_cols = [], []
            for node in ast.walk(tree):
                if isinstance(node, ast.Constant) and isinstance(node.value, str):
                    v = node.value.strip()
                    if DATA_FILE.match(v) and "://" not in v and PurePosixPath(v).name.lower() not in present:
                        missing_files.append((node.lineno, v))
                if (
                    isinstance(node, ast.Subscript)
                    and isinstance(node.slice, ast.Constant)
                    and isinstance(node.slice.value, str)
                    and columns
                ):
                    key = node.slice.value
                    if key not in columns and self._looks_like_df(node.value):
                        missing_cols.append((node.lineno, key))
            if missing_files:
                yield finding(
                    self,
                    f"{name} loads files that do not exist",
                    "The script refers to "
                    + ", ".join(f"'{v}'" for _, v in missing_files[:4])
                    + " but the dataset has no such file; loading fails.",
                    [line_evidence(name, lines, ln - 1) for ln, _ in missing_files],
                    severity=0.75,
                    tags=[Tag.INFRASTRUCTURE_PROBLEM, Tag.SCRIPT_CODE, Tag.DATA_ACCESS],
                    fix="point the script at the real file names",
                )
            if missing_cols:
                yield finding(
                    self,
                    f"{name} uses columns that the data does not have",
                    "The script indexes "
                    + ", ".join(f"'{v}'" for _, v in missing_cols[:4])
                    + f"; the data's columns are {', '.join(sorted(columns)[:10])}.",
                    [line_evidence(name, lines, ln - 1) for ln, _ in missing_cols],
                    severity=0.65,
                    fix="use the data's real column names",
                )

    @staticmethod
    def _looks_like_df(node: ast.expr) -> bool:
        return isinstance(node, ast.Name) and node.id.lower() in {
            "df",
            "frame",
            "table",
            "row",
            "train",
            "test",
            "train_df",
            "test_df",
        }
