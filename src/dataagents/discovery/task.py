"""The DatasetResearch task format: MetaTriplets (paper §3.1) and fine-tuning samples.

A MetaTriplet M_i = (D_i, S_r_i, Meta_r_i): a natural-language demand, a reference set in ``{input, output}``
fine-tuning form (optionally with a system instruction), and the reference metadata. On disk one triplet is a
folder::

    <task_id>/
      triplet.json      {"task_id", "demand", "metadata": {...}, "provenance": {...}}
      reference.jsonl   reference set exemplars (the S_ref side of DTP: few-shot exemplars / fine-tuning data)
      test.jsonl        held-out reference test items every setting is evaluated on
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, Field, ValidationError, field_validator

from dataagents.discovery.errors import TaskFormatError

# Paper §3.2 step 2 / Table 1: the six task categories.
TaskType = Literal[
    "multiple-choice",
    "question-answering",
    "summarization",
    "text-classification",
    "text-generation",
    "translation",
]
TASK_TYPES: tuple[str, ...] = TaskType.__args__  # type: ignore[attr-defined]
# Paper §3.2 "Categorizing Knowledge-Based and Reasoning-Based Tasks".
Domain = Literal["knowledge", "reasoning"]
DOMAINS: tuple[str, ...] = ("knowledge", "reasoning")


class Sample(BaseModel):
    """One fine-tuning example (the paper's ``{system, input, output}`` form)."""

    input: str
    output: str
    system: str | None = None

    @field_validator("input", "output", mode="before")
    @classmethod
    def _as_text(cls, v: object) -> str:
        if v is None:
            raise ValueError("must not be null")
        return (
            v
            if isinstance(v, str)
            else json.dumps(v, ensure_ascii=False)
            if isinstance(v, dict | list)
            else str(v)
        )

    @field_validator("input", "output")
    @classmethod
    def _not_blank(cls, v: str) -> str:
        if not v.strip():
            raise ValueError("must not be empty")
        return v


class Metadata(BaseModel):
    """Dataset metadata with the fields the public DatasetResearch repository uses.

    ``question`` is the paper's "question content type" (appendix A: the knowledge domains the questions cover),
    which the public code's judge prompt calls ``domain``; our ``domain`` is the knowledge/reasoning category.
    """

    task_id: str = ""
    dataset_id: str = ""
    query: str = ""  # the demand description generated from this metadata
    introduction: str = ""
    task_type: str = ""
    question: str = ""
    input: str = ""
    output: str = ""
    source: str = ""
    example: str = ""
    samples_count: int | None = None
    domain: str = ""


class MetaTriplet(BaseModel):
    task_id: str
    demand: str
    metadata: Metadata
    reference: list[Sample] = Field(default_factory=list)
    test: list[Sample] = Field(default_factory=list)
    provenance: dict[str, str] = Field(default_factory=dict)

    @property
    def domain(self) -> str:
        return self.metadata.domain

    @property
    def task_type(self) -> str:
        return self.metadata.task_type


def load_samples(path: Path) -> list[Sample]:
    """Read a JSONL (or JSON list) file of ``{input, output[, system]}`` samples; a bad line names its number."""
    path = Path(path)
    if not path.is_file():
        raise TaskFormatError(
            f"sample file not found: {path}", hint="each triplet needs reference.jsonl and test.jsonl"
        )
    text = path.read_text(encoding="utf-8")
    rows: list[object]
    if path.suffix == ".json":
        try:
            loaded = json.loads(text)
        except json.JSONDecodeError as err:
            raise TaskFormatError(
                f"{path}: not valid JSON ({err.msg})", hint="write a JSON list of samples"
            ) from err
        rows = loaded if isinstance(loaded, list) else [loaded]
        lines = list(range(1, len(rows) + 1))
    else:
        rows, lines = [], []
        for n, line in enumerate(text.splitlines(), start=1):
            if not line.strip():
                continue
            try:
                rows.append(json.loads(line))
            except json.JSONDecodeError as err:
                raise TaskFormatError(
                    f"{path}:{n}: not valid JSON ({err.msg})", hint="one JSON object per line"
                ) from err
            lines.append(n)
    out: list[Sample] = []
    for n, row in zip(lines, rows, strict=True):
        try:
            out.append(Sample.model_validate(row))
        except ValidationError as err:
            raise TaskFormatError(
                f"{path}:{n}: not a fine-tuning sample ({err.errors()[0]['msg']})",
                hint="each sample needs non-empty 'input' and 'output'",
            ) from err
    return out


def write_samples(path: Path, samples: list[Sample]) -> Path:
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("w", encoding="utf-8") as fh:
        for s in samples:
            fh.write(json.dumps(s.model_dump(exclude_none=True), ensure_ascii=False) + "\n")
    return path


def load_triplet(folder: Path) -> MetaTriplet:
    folder = Path(folder)
    meta_path = folder / "triplet.json"
    if not meta_path.is_file():
        raise TaskFormatError(f"no triplet.json in {folder}", hint="a MetaTriplet folder holds triplet.json")
    try:
        raw = json.loads(meta_path.read_text(encoding="utf-8"))
        triplet = MetaTriplet.model_validate(
            {
                **raw,
                "reference": load_samples(folder / "reference.jsonl"),
                "test": load_samples(folder / "test.jsonl"),
            }
        )
    except json.JSONDecodeError as err:
        raise TaskFormatError(f"{meta_path}: not valid JSON ({err.msg})", hint="fix the file") from err
    except ValidationError as err:
        raise TaskFormatError(
            f"{meta_path}: {err.errors()[0]['loc']} {err.errors()[0]['msg']}",
            hint="see dataagents.discovery.task",
        ) from err
    if triplet.metadata.task_type not in TASK_TYPES:
        raise TaskFormatError(
            f"{meta_path}: task_type '{triplet.metadata.task_type}' unknown",
            hint=f"one of {', '.join(TASK_TYPES)}",
        )
    if triplet.metadata.domain not in DOMAINS:
        raise TaskFormatError(
            f"{meta_path}: domain '{triplet.metadata.domain}' unknown", hint="knowledge or reasoning"
        )
    if not triplet.test:
        raise TaskFormatError(
            f"{folder}: test.jsonl is empty", hint="the reference test set needs at least one item"
        )
    return triplet


def load_triplets(root: Path) -> list[MetaTriplet]:
    """Every MetaTriplet folder under ``root`` (sorted by task id)."""
    root = Path(root)
    if not root.is_dir():
        raise TaskFormatError(
            f"triplet folder not found: {root}", hint="point at a folder of MetaTriplet folders"
        )
    folders = sorted(p.parent for p in root.glob("*/triplet.json"))
    if not folders:
        raise TaskFormatError(f"no MetaTriplets under {root}", hint="each task is a folder with triplet.json")
    return [load_triplet(f) for f in folders]
