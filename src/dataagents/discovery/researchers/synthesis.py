"""Synthesis agent (paper §4 / appendix C.2): the model writes samples for the demand in batches (10 per call in
the paper, 50 calls for 500), with or without one reference example. Every batch is schema-validated; samples are
de-duplicated and any that copies the reference set is dropped. With no model the floor is retrieve-and-transform
(Gandhi et al. 2024, cited in §2.1): the best catalog dataset re-expressed in fine-tuning form, labelled as such.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from pydantic import BaseModel, Field
from rapidfuzz import fuzz

from dataagents.discovery.catalog.base import Catalog
from dataagents.discovery.downstream import normalize_answer
from dataagents.discovery.researchers.base import DiscoveredDataset, failed
from dataagents.discovery.researchers.search import search_agent
from dataagents.discovery.task import Sample

BATCH = 10  # paper §4: 10 samples per call
COPY_THRESHOLD = (
    95.0  # rapidfuzz ratio at/above which a long sample counts as a near-copy of a reference sample
)
COPY_MIN_CHARS = (
    60  # below this only exact (normalised) copies count: short items differ by one token legitimately
)


class SynthBatch(BaseModel):
    samples: list[Sample] = Field(min_length=1)


SYNTH_PROMPT = """You are a specialized expert in fine-tuning data synthesis. You have the following dataset search requirement:
{demand}

Your task is to directly synthesize {n} corresponding examples based on this requirement. The goal is to create synthetic data that, when used for fine-tuning a large language model, will achieve better performance than fine-tuning on existing datasets found through search.
{reference}
Output JSON {{"samples": [{{"input": "...", "output": "..."}}, ...]}} with exactly {n} samples.
1. Each example must have only "input" and "output" fields
2. Follow the task type and domain specified in the requirement
3. Ensure diversity across your generated examples{avoid}"""


def is_copy(sample: Sample, reference: Sequence[Sample]) -> bool:
    key = normalize_answer(sample.input)
    for r in reference:
        other = normalize_answer(r.input)
        if key == other:
            return True
        if min(len(key), len(other)) >= COPY_MIN_CHARS and fuzz.ratio(key, other) >= COPY_THRESHOLD:
            return True
    return False


async def synthesis_agent(
    demand: str,
    *,
    model: Any | None = None,
    n: int = 20,
    batch: int = BATCH,
    reference_example: Sample | None = None,
    reference_set: Sequence[Sample] = (),
    catalog: Catalog | None = None,
) -> DiscoveredDataset:
    """``reference_example`` = the paper's "w/ ref" setting; ``reference_set`` is only used to reject copies."""
    if model is None:
        return await _transform_floor(demand, catalog)
    # imported when first needed: it loads inspect_ai, which importing this module does not
    from dataagents.llm import ModelError, generate_object

    method = "model synthesis " + ("w/ ref" if reference_example else "w/o ref")
    trace: list[str] = []
    kept: list[Sample] = []
    seen: set[str] = set()
    guard = [*reference_set, *([reference_example] if reference_example else [])]
    calls = 0
    while len(kept) < n and calls < max(1, -(-n // batch)) + 1:  # one spare call for rejected batches
        calls += 1
        want = min(batch, n - len(kept))
        ref = (
            f"Here is a reference example for guidance: {json.dumps(reference_example.model_dump(exclude_none=True), ensure_ascii=False)}\n"
            if reference_example
            else ""
        )
        avoid = (
            ("\n4. Do not repeat these inputs: " + "; ".join(s.input[:60] for s in kept[-5:])) if kept else ""
        )
        try:
            out = await generate_object(
                model, SYNTH_PROMPT.format(demand=demand, n=want, reference=ref, avoid=avoid), SynthBatch
            )
        except ModelError as err:
            trace.append(f"call {calls}: invalid output ({str(err)[:120]})")
            continue
        added = 0
        for s in out.samples:
            key = normalize_answer(s.input)
            if key in seen:
                trace.append("dropped duplicate")
                continue
            if guard and is_copy(s, guard):
                trace.append("dropped copy of reference")
                continue
            seen.add(key)
            kept.append(s)
            added += 1
        trace.append(f"call {calls}: {added} kept of {len(out.samples)}")
    if not kept:
        return failed("synthesis", method, "the model returned no valid, new samples", trace)
    return DiscoveredDataset(agent="synthesis", method=method, samples=kept[:n], trace=trace)


async def _transform_floor(demand: str, catalog: Catalog | None) -> DiscoveredDataset:
    method = "transform floor (no model): best catalog dataset re-expressed"
    if catalog is None:
        return failed("synthesis", method, "synthesis needs a model (or a catalog for the no-model floor)")

    found = await search_agent(demand, catalog)
    return found.model_copy(update={"agent": "synthesis", "method": method})
