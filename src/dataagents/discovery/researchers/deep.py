"""Deep research agent and router (paper §4 and §6.2 "iterative information gathering").

Loop: decompose the demand into queries, search, inspect each new candidate's samples, score its metadata against
the demand's metadata with the metadata judge, refine the query, and stop when a candidate is good enough or the
budget (rounds x candidates) is spent. With a model the refinement is the model's: it reads what the search
returned (each dataset and why it was or was not suitable) and writes the next query; without one, the next
planned query, then the demand plus the best candidate's terms. If nothing good is found the router falls
back: knowledge demands prefer search, reasoning demands prefer synthesis (paper §5.2), each falling back on the
other. Candidates are judged with the lexical judge (cheap, deterministic); a model decomposes the demand,
refines the query and, for the fallback, synthesises.
"""

from __future__ import annotations

import re
from typing import Any

from pydantic import BaseModel, Field

from dataagents.discovery.catalog.base import Catalog
from dataagents.discovery.errors import CatalogError
from dataagents.discovery.judge import judge_metadata
from dataagents.discovery.metadata import floor_metadata, infer_task_type
from dataagents.discovery.researchers.base import MAX_SAMPLES, DiscoveredDataset, failed
from dataagents.discovery.researchers.convert import convert_records
from dataagents.discovery.researchers.search import search_agent
from dataagents.discovery.researchers.synthesis import synthesis_agent
from dataagents.discovery.retrieval import nothing_suitable, rank_candidates
from dataagents.discovery.task import TASK_TYPES, Metadata
from dataagents.discovery.text import keywords, tokens

ACCEPT = 6.0  # paper-view metadata score (0-10) at which the loop stops
REASONING_CUES = frozenset(
    [
        "reason",
        "reasoning",
        "logic",
        "logical",
        "deduce",
        "deductive",
        "infer",
        "inference",
        "arithmetic",
        "math",
        "mathematical",
        "solve",
        "solving",
        "step",
        "steps",
        "proof",
        "judge",
        "judgement",
        "judgment",
        "syllogism",
        "syllogisms",
        "puzzle",
        "compute",
        "calculation",
        "convert",
        "conversion",
        "multi-step",
        "sentiment",
        "classify",
    ]
)


class Queries(BaseModel):
    queries: list[str] = Field(min_length=1, max_length=4)


def classify_demand(demand: str) -> str:
    """knowledge | reasoning, from cue words (paper §3.2: reasoning = logical input->output pathways)."""
    words = set(tokens(demand))
    return "reasoning" if len(words & REASONING_CUES) >= 1 else "knowledge"


def demand_metadata(demand: str) -> Metadata:
    """Metadata the demand asks for (what candidates are judged against)."""
    fields = {
        k: m.group(1).strip()
        for k in ("Questions cover", "Inputs", "Outputs", "Source")
        if (m := re.search(rf"{k}:\s*([^.]+)", demand))
    }
    return Metadata(
        introduction=demand,
        task_type=next((t for t in TASK_TYPES if t in demand.lower()), infer_task_type([], demand)),
        question=fields.get("Questions cover", demand),
        input=fields.get("Inputs", demand),
        output=fields.get("Outputs", demand),
        source=fields.get("Source", ""),
    )


def decompose(demand: str) -> list[str]:
    words = keywords(demand, limit=40)
    task = next((t for t in TASK_TYPES if t in demand.lower()), "")
    return [demand, " ".join(words[:10]), f"{task} {' '.join(words[10:24])}".strip()]


async def deep_research_agent(
    demand: str,
    catalog: Catalog,
    *,
    model: Any | None = None,
    max_rounds: int = 3,
    per_round: int = 5,
    accept: float = ACCEPT,
    synth_n: int = 10,
    fallback: str = "none",
) -> DiscoveredDataset:
    """Iterative search judged against the demand; only candidates that pass every dimension check
    (``retrieval.rank_candidates``) are judged or kept. ``fallback="synthesis"`` lets the router synthesise
    when nothing suitable is found (the paper's router); otherwise the result says nothing suitable was found."""
    trace: list[str] = []
    try:
        ranked = {c.id: c for c in rank_candidates(demand, catalog, k=100)}
    except CatalogError as err:
        return failed("deep", "deep research", err.message, trace)
    queries = decompose(demand)
    if model is not None:
        # imported when first needed: it loads inspect_ai, which importing this module does not
        from dataagents.llm import ModelError, generate_object

        try:
            q = await generate_object(
                model,
                f"Write up to 3 short keyword search queries to find a dataset for this demand:\n{demand}",
                Queries,
            )
            queries = [*q.queries, *queries]
            trace.append("model queries: " + " | ".join(q.queries))
        except ModelError as err:
            trace.append(f"model decomposition failed ({str(err)[:80]}); keyword queries used")
    target = demand_metadata(demand)
    seen: set[str] = set()
    tried: list[str] = []
    best: tuple[float, DiscoveredDataset] | None = None
    query = queries[0]
    for rnd in range(max_rounds):
        tried.append(query)
        try:
            hits = catalog.search(query, per_round)
        except CatalogError as err:
            trace.append(f"round {rnd + 1}: search failed ({err.message})")
            break
        returned: list[str] = []  # what this round's search returned, as the refinement reads it
        for hit in hits:
            cand = ranked.get(hit.id)
            if hit.id in seen:
                returned.append(f"{hit.id}: {hit.title} (seen before)")
                continue
            seen.add(hit.id)
            if cand is None or not cand.suitable:
                why = cand.why() if cand else "not a candidate for the demand itself"
                trace.append(f"round {rnd + 1}: {hit.id} not suitable ({why})")
                returned.append(f"{hit.id}: {hit.title} (not suitable: {why})")
                continue
            try:
                entry, records = catalog.get(hit.id), catalog.load_records(hit.id, limit=MAX_SAMPLES)
            except CatalogError as err:
                trace.append(f"{hit.id}: not accessible ({err.message})")
                returned.append(f"{hit.id}: {hit.title} (not accessible)")
                continue
            samples = convert_records(entry, records, demand=demand)
            if not samples:
                returned.append(f"{hit.id}: {hit.title} (no record converts to input/output)")
                continue
            meta = floor_metadata(entry.card, samples[:5], dataset_id=hit.id, samples_count=len(samples))
            score = (await judge_metadata(target, meta)).paper_avg
            trace.append(f"round {rnd + 1}: {hit.id} judged {score:.2f}")
            returned.append(f"{hit.id}: {hit.title} (suitable, judged {score:.1f}/10 against the demand)")
            if best is None or score > best[0]:
                best = (
                    score,
                    DiscoveredDataset(
                        agent="deep",
                        method="deep research (iterative search + judge)",
                        source_id=hit.id,
                        card=entry.card,
                        samples=samples,
                        source_size=entry.n_records or len(records),
                        splits=entry.splits,
                    ),
                )
        if best and best[0] >= accept:
            break
        if rnd + 1 >= max_rounds:
            break
        # refine: the model reads what the search returned and writes the next query; without a model (or when
        # it fails) the next planned query, else the demand plus the best candidate's distinctive terms
        refined = await refine_query(demand, tried, returned, model, trace) if model is not None else None
        if refined:
            query = refined
        elif rnd + 1 < len(queries):
            query = queries[rnd + 1]
        elif best:
            query = demand + " " + " ".join(keywords(best[1].card, 12))
    domain = classify_demand(demand)
    if best and best[0] >= accept:
        return best[1].model_copy(update={"trace": trace})
    if best and (domain == "knowledge" or model is None):
        # knowledge demands prefer found data (paper §5.2); without a model synthesis is not possible either
        trace.append(f"no candidate reached {accept}; best judged candidate kept ({best[0]:.2f})")
        return best[1].model_copy(update={"trace": trace})
    if fallback != "synthesis":
        nearest = nothing_suitable(sorted(ranked.values(), key=lambda c: (not c.suitable, -c.score)))
        trace += [f"not suitable: {line}" for line in nearest]
        return failed("deep", "deep research", "nothing suitable found", trace).model_copy(
            update={"candidates": nearest}
        )
    trace.append(f"no candidate reached {accept}; router for a {domain} demand (fallback: synthesis)")
    routed = await route(demand, catalog, model=model, domain=domain, synth_n=synth_n)
    if not routed.failed:
        return routed.model_copy(update={"agent": "deep", "trace": trace + routed.trace})
    if best:
        return best[1].model_copy(update={"trace": [*trace, "router failed; best judged candidate kept"]})
    return failed("deep", "deep research", routed.failure or "nothing found", trace + routed.trace)


REFINE_PROMPT = """You are searching a dataset catalog for a dataset that meets this demand:
{demand}

Queries tried so far: {tried}
The last search returned:
{returned}

Write the next search query: a few keywords that would find a dataset meeting the demand, using the words the
catalog uses for what the demand wants and avoiding what made the returned datasets unsuitable.
Reply in JSON: {{"query": "the keywords", "reason": "one short sentence"}}"""


class Refinement(BaseModel):
    query: str = Field(min_length=2, max_length=300)
    reason: str = ""


async def refine_query(
    demand: str, tried: list[str], returned: list[str], model: Any, trace: list[str]
) -> str | None:
    """The model's next query from what the search returned; None when it fails or repeats a tried query."""
    # imported when first needed: it loads inspect_ai, which importing this module does not
    from dataagents.llm import ModelError, generate_object

    prompt = REFINE_PROMPT.format(
        demand=demand[:1500],
        tried=" | ".join(tried),
        returned="\n".join(f"- {line[:300]}" for line in returned) or "- nothing",
    )
    try:
        out = await generate_object(model, prompt, Refinement)
    except ModelError as err:
        trace.append(f"query refinement failed ({str(err)[:80]})")
        return None
    query = out.query.strip()
    if query.lower() in {t.lower() for t in tried}:
        trace.append(f"model repeated a tried query ({query!r}); the next planned one is used")
        return None
    trace.append(f"model refined the query from {len(returned)} results: {query!r} ({out.reason[:120]})")
    return query


async def route(
    demand: str,
    catalog: Catalog | None,
    *,
    model: Any | None = None,
    domain: str | None = None,
    synth_n: int = 10,
) -> DiscoveredDataset:
    """Search first for knowledge demands, synthesis first for reasoning demands; fall back on the other."""
    domain = domain or classify_demand(demand)

    async def do_search() -> DiscoveredDataset:
        if catalog is None:
            return failed("search", "catalog search", "no catalog")
        return await search_agent(demand, catalog, model=model)

    async def do_synth() -> DiscoveredDataset:
        if model is None:
            return failed("synthesis", "model synthesis", "synthesis needs a model")
        return await synthesis_agent(demand, model=model, n=synth_n)

    order = [do_search, do_synth] if domain == "knowledge" else [do_synth, do_search]
    result = await order[0]()
    if result.failed:
        second = await order[1]()
        if not second.failed:
            return second.model_copy(update={"trace": result.trace + second.trace})
    return result
