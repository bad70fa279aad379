"""Metadata judge (paper §3.3 "Metadata-Based Evaluation", appendix C.3 prompt).

Two views, both reported and labelled:

- **paper view** (``paper_avg``): the six dimensions the paper names — introduction, task, question, input,
  output, example — each 0-10, averaged. ``source`` and ``samples_count`` are scored too but reported separately.
- **public-code view** (``public_avg``): the eight dimensions the public repository's judge prompt scores —
  introduction, task, domain (= our ``question``), input, output, source, example, samples_count — averaged over
  non-null scores, as its prompt instructs.

A failed discovery (no dataset) scores 0 on every dimension, it is not skipped. With a model the judge is one
schema-constrained call; with no model a lexical floor scores each dimension (content-word cosine x 10, task type
exact, sample count by order of magnitude) and says so in ``judge``.
"""

from __future__ import annotations

import math
from typing import Any

from pydantic import BaseModel, Field

from dataagents.discovery.task import Metadata
from dataagents.discovery.text import cosine

PAPER_DIMENSIONS: tuple[str, ...] = ("introduction", "task", "question", "input", "output", "example")
SEPARATE_DIMENSIONS: tuple[str, ...] = ("source", "samples_count")
# public code names `question` "domain"; we keep our field name and map it in the prompt.
PUBLIC_CODE_DIMENSIONS: tuple[str, ...] = (
    "introduction",
    "task",
    "question",
    "input",
    "output",
    "source",
    "example",
    "samples_count",
)


class JudgeScores(BaseModel):
    """What the judge model returns: an integer 0-10 per dimension, or null when meaningless."""

    introduction: int | None = Field(None, ge=0, le=10)
    task: int | None = Field(None, ge=0, le=10)
    domain: int | None = Field(None, ge=0, le=10, description="question content type / subject domain")
    input: int | None = Field(None, ge=0, le=10)
    output: int | None = Field(None, ge=0, le=10)
    source: int | None = Field(None, ge=0, le=10)
    example: int | None = Field(None, ge=0, le=10)
    samples_count: int | None = Field(None, ge=0, le=10)


class MetadataScore(BaseModel):
    scores: dict[str, float | None]  # every dimension, our names
    paper_avg: float  # mean of the six paper dimensions (null -> excluded; all null -> 0)
    public_avg: float  # mean of the eight public-code dimensions (non-null)
    source: float | None
    samples_count: float | None
    judge: str  # "model:<name>" | "lexical floor" | "failed discovery"
    failed: bool = False


def _mean(values: list[float | None]) -> float:
    present = [v for v in values if v is not None]
    return sum(present) / len(present) if present else 0.0


def _assemble(scores: dict[str, float | None], judge: str, failed: bool = False) -> MetadataScore:
    return MetadataScore(
        scores=scores,
        paper_avg=_mean([scores.get(d) for d in PAPER_DIMENSIONS]),
        public_avg=_mean([scores.get(d) for d in PUBLIC_CODE_DIMENSIONS]),
        source=scores.get("source"),
        samples_count=scores.get("samples_count"),
        judge=judge,
        failed=failed,
    )


def failed_score() -> MetadataScore:
    """A discovery that produced no dataset: 0 on every dimension (paper: failures count, not skipped)."""
    return _assemble(dict.fromkeys(PUBLIC_CODE_DIMENSIONS, 0.0), "failed discovery", failed=True)


def _count_score(a: int | None, b: int | None) -> float | None:
    if not a or not b:
        return None
    # same order of magnitude -> 10, three orders apart -> 0
    return round(10 * max(0.0, 1 - abs(math.log10(a / b)) / 3))


def lexical_scores(reference: Metadata, discovered: Metadata) -> dict[str, float | None]:
    scores: dict[str, float | None] = {}
    for dim in ("introduction", "question", "input", "output", "source", "example"):
        ref, dis = getattr(reference, dim), getattr(discovered, dim)
        scores[dim] = round(10 * cosine(ref, dis)) if ref.strip() and dis.strip() else None
    scores["task"] = 10.0 if reference.task_type and reference.task_type == discovered.task_type else 0.0
    scores["samples_count"] = _count_score(reference.samples_count, discovered.samples_count)
    return {d: scores[d] for d in PUBLIC_CODE_DIMENSIONS}


JUDGE_PROMPT = """I need you to compare two dataset metadata and score their matching degree across the following dimensions.
Dimension descriptions:
- introduction: Dataset introduction and overview
- task: Task type (e.g., text-classification, question-answering, etc.)
- domain: Domain field / question content type (e.g., finance, politics, biology, etc.)
- input: Description of input content
- output: Description of output content
- source: Data source (e.g., human-generated, machine-generated, etc.)
- example: Sample data
- samples_count: Number of samples

Original dataset metadata:
{original}

Search dataset metadata:
{search}

Please score each dimension on a scale of 0-10 for matching degree, where:
- 10 points: Complete match or highly similar
- 0 points: Complete mismatch or opposite
Output an integer score. If a dimension is missing or meaningless in one or both metadata, mark it as null.
Only output JSON with the keys introduction, task, domain, input, output, source, example, samples_count."""


def _judge_view(m: Metadata) -> dict[str, Any]:
    return {
        "introduction": m.introduction,
        "task": m.task_type,
        "domain": m.question,
        "input": m.input,
        "output": m.output,
        "source": m.source,
        "example": m.example[:600],
        "samples_count": m.samples_count,
    }


async def judge_metadata(
    reference: Metadata, discovered: Metadata | None, *, model: Any | None = None
) -> MetadataScore:
    """Score discovered metadata against the reference (paper appendix C.3). ``discovered=None`` = failed."""
    if discovered is None:
        return failed_score()
    if model is None:
        return _assemble(lexical_scores(reference, discovered), "lexical floor")
    import json

    # imported when first needed: it loads inspect_ai, which importing this module does not
    from dataagents.llm import ModelError, generate_object, model_name

    prompt = JUDGE_PROMPT.format(
        original=json.dumps(_judge_view(reference), ensure_ascii=False, indent=1),
        search=json.dumps(_judge_view(discovered), ensure_ascii=False, indent=1),
    )
    try:
        out = await generate_object(model, prompt, JudgeScores)
    except ModelError:
        # the model could not judge: record the lexical floor instead of losing the item
        return _assemble(lexical_scores(reference, discovered), "lexical floor (model failed)")
    raw = out.model_dump()
    scores = {
        d: (
            None
            if raw[d if d != "question" else "domain"] is None
            else float(raw[d if d != "question" else "domain"])
        )
        for d in PUBLIC_CODE_DIMENSIONS
    }
    return _assemble(scores, f"model:{model_name(model)}")
