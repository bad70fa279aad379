"""Metadata generation from a dataset card + 5 samples, and demand generation from metadata.

Paper §3.2 step 7 and appendix C.1/C.3 prompts: the model reads the README (or abstract) and sampled examples and
writes introduction, task, domain/question, input, output, source; ``example`` is the sample itself and
``samples_count`` is counted, never asked. The demand is then written from the metadata without the example and
without any dataset name, with sizes as approximate ranges. Both have a deterministic floor for no model.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from collections.abc import Sequence
from typing import Any

from pydantic import BaseModel

from dataagents.discovery.task import TASK_TYPES, Metadata, Sample, TaskType
from dataagents.discovery.text import keywords

N_SAMPLES = 5  # samples shown to the metadata model (issue: card + 5 sampled examples)


class MetadataDraft(BaseModel):
    """The fields the model writes (appendix C.3 "Prompt for dataset metadata generation")."""

    introduction: str
    task: TaskType
    domain: str  # question content type
    input: str
    output: str
    source: str


METADATA_PROMPT = """You will see a dataset card (README or paper abstract) and samples from the dataset. Output metadata in JSON.
README content:
{card}

Samples:
{samples}

Analyze the dataset based on both the README and the samples (prioritize the samples when there are conflicts) and output:
{{"introduction": "A one-sentence introduction of the dataset content, including key information about task, domain, input and output",
"task": "one of: multiple-choice, question-answering, summarization, text-classification, text-generation, translation",
"domain": "the domain the dataset content involves, such as: aerospace, finance, linguistics, biology",
"input": "the dataset's input content, including its language",
"output": "the dataset's output content, including its language, such as: a number 0 or 1, a letter A/B/C/D",
"source": "the dataset's source: real-world, human-generated, machine-generated, etc."}}"""

DEMAND_PROMPT = """Imagine you are performing a dataset search task, and the ultimate ground truth is the dataset described below.
Based on this dataset's metadata, generate a prompt for the dataset search task (it will be passed to a research agent).
Metadata:
{metadata}

IMPORTANT REQUIREMENTS:
1. DO NOT mention the original dataset name or any specific dataset identifiers
2. Include all metadata information EXCEPT the example field
3. For dataset size, use approximate ranges rather than exact numbers (e.g., "around 10K samples")
4. Focus on the task type, domain, input/output characteristics, and source information
5. Make the prompt generic enough that it could find similar datasets, not just the specific one
Output the search prompt directly without any additional formatting or explanation."""


# ---------------------------------------------------------------- deterministic floor
def _words(s: str) -> int:
    return len(s.split())


def infer_task_type(samples: Sequence[Sample], hint: str = "") -> str:
    """Task type from the samples' shape (used when a card does not declare one)."""
    low = hint.lower()
    for t in TASK_TYPES:
        if t in low:
            return t
    if "translat" in low:
        return "translation"
    if "summar" in low:
        return "summarization"
    if not samples:
        return "text-generation"
    outs = [s.output.strip() for s in samples]
    if all(re.fullmatch(r"\(?[A-Ea-e]\)?\.?", o) for o in outs):
        return "multiple-choice"
    distinct = Counter(o.lower() for o in outs)
    if all(_words(o) <= 2 for o in outs) and len(distinct) <= max(2, len(outs) // 2):
        return "text-classification"
    if "translate" in " ".join(s.input.lower() for s in samples[:3]):
        return "translation"
    if all(_words(o) <= 6 for o in outs):
        return "question-answering"
    if sum(_words(o) for o in outs) < 0.5 * sum(_words(s.input) for s in samples):
        return "summarization"
    return "text-generation"


def describe_outputs(samples: Sequence[Sample]) -> str:
    outs = [s.output.strip() for s in samples]
    if not outs:
        return ""
    distinct = sorted({o for o in outs})
    if all(re.fullmatch(r"[A-E]", o) for o in outs):
        return "a single option letter (A/B/C/D)"
    if len(distinct) <= 6 and all(_words(o) <= 2 for o in outs):
        return "a short label, one of: " + ", ".join(distinct)
    avg = sum(_words(o) for o in outs) / len(outs)
    if all(re.fullmatch(r"-?[\d.,]+", o) for o in outs):
        return "a number"
    return f"free text of about {round(avg)} words, e.g. '{outs[0][:80]}'"


def describe_inputs(samples: Sequence[Sample]) -> str:
    if not samples:
        return ""
    avg = sum(_words(s.input) for s in samples) / len(samples)
    first = samples[0].input.strip().splitlines()[0][:120]
    return f"text of about {round(avg)} words, e.g. '{first}'"


def _card_field(card: str, name: str) -> str:
    m = re.search(rf"^{name}\s*:\s*(.+)$", card, re.IGNORECASE | re.MULTILINE)
    return m.group(1).strip() if m else ""


def _card_intro(card: str) -> str:
    """First prose paragraph of a card (skipping a `key: value` header and markdown titles)."""
    for para in re.split(r"\n\s*\n", card):
        lines = [ln for ln in para.strip().splitlines() if ln.strip() and not ln.startswith("#")]
        if lines and not all(re.match(r"^[a-z_]+\s*:", ln) for ln in lines):
            return " ".join(ln.strip() for ln in lines)
    return card.strip()[:300]


def example_text(sample: Sample | None) -> str:
    return json.dumps(sample.model_dump(exclude_none=True), ensure_ascii=False) if sample else ""


def floor_metadata(
    card: str,
    samples: Sequence[Sample],
    *,
    dataset_id: str = "",
    samples_count: int | None = None,
    domain: str = "",
) -> Metadata:
    intro = _card_intro(card) if card.strip() else ""
    task = _card_field(card, "task_type") or infer_task_type(samples, intro)
    question = _card_field(card, "subject") or ", ".join(keywords(intro, 8))
    return Metadata(
        dataset_id=dataset_id,
        introduction=intro,
        task_type=task if task in TASK_TYPES else infer_task_type(samples, task),
        question=question,
        input=_card_field(card, "input") or describe_inputs(samples),
        output=_card_field(card, "output") or describe_outputs(samples),
        source=_card_field(card, "source") or "unknown",
        example=example_text(samples[0] if samples else None),
        samples_count=samples_count if samples_count is not None else len(samples),
        domain=domain or _card_field(card, "domain"),
    )


# ---------------------------------------------------------------- public functions
async def generate_metadata(
    card: str,
    samples: Sequence[Sample],
    *,
    model: Any | None = None,
    dataset_id: str = "",
    samples_count: int | None = None,
    domain: str = "",
) -> Metadata:
    """Metadata for a dataset from its card and (up to) 5 samples; the floor parses the card and the samples."""
    base = floor_metadata(card, samples, dataset_id=dataset_id, samples_count=samples_count, domain=domain)
    if model is None:
        return base
    # imported when first needed: it loads inspect_ai, which importing this module does not
    from dataagents.llm import ModelError, generate_object

    shown = "\n".join(example_text(s) for s in list(samples)[:N_SAMPLES])
    try:
        draft = await generate_object(
            model, METADATA_PROMPT.format(card=card[:3000], samples=shown), MetadataDraft
        )
    except ModelError:
        return base  # keep the floor's metadata; the item is not lost
    return base.model_copy(
        update={
            "introduction": draft.introduction,
            "task_type": draft.task,
            "question": draft.domain,
            "input": draft.input,
            "output": draft.output,
            "source": draft.source,
        }
    )


def approximate_size(n: int | None) -> str:
    if not n:
        return "an unspecified number of"
    for bound, label in (
        (100, "fewer than 100"),
        (1_000, "a few hundred"),
        (10_000, "1K-10K"),
        (100_000, "10K-100K"),
    ):
        if n < bound:
            return label
    return "more than 100K"


def floor_demand(metadata: Metadata) -> str:
    """A demand from metadata without the example or any identifier (template for no model)."""
    parts = [
        f"Find a dataset for {metadata.task_type or 'supervised fine-tuning'}.",
        metadata.introduction,
        f"Questions cover: {metadata.question}." if metadata.question else "",
        f"Inputs: {metadata.input}." if metadata.input else "",
        f"Outputs: {metadata.output}." if metadata.output else "",
        f"Source: {metadata.source}." if metadata.source and metadata.source != "unknown" else "",
        f"Size: {approximate_size(metadata.samples_count)} samples, in input/output fine-tuning format.",
    ]
    text = " ".join(p.strip() for p in parts if p.strip())
    if metadata.dataset_id:
        text = text.replace(metadata.dataset_id, "the dataset")
    return text


async def generate_demand(metadata: Metadata, *, model: Any | None = None) -> str:
    """The natural-language demand for a dataset (paper appendix C.1); never includes the example."""
    if model is None:
        return floor_demand(metadata)
    # imported when first needed: it loads inspect_ai, which importing this module does not
    from dataagents.llm import ModelError, generate_text

    view = metadata.model_dump(exclude={"example", "query", "task_id", "dataset_id"})
    view["samples_count"] = approximate_size(metadata.samples_count)
    try:
        text = (
            await generate_text(model, DEMAND_PROMPT.format(metadata=json.dumps(view, ensure_ascii=False)))
        ).strip()
    except ModelError:
        return floor_demand(metadata)
    if not text:
        return floor_demand(metadata)
    return text.replace(metadata.dataset_id, "the dataset") if metadata.dataset_id else text
