"""Search agent (paper §4): rank catalog datasets for the demand, take the top 5, keep the first valid and
accessible one, convert it to fine-tuning form. The floor is BM25 over the catalog; a model (when given) only
proposes the input/output conversion for datasets whose card has no template."""

from __future__ import annotations

from typing import Any

from dataagents.discovery.catalog.base import Catalog
from dataagents.discovery.errors import CatalogError
from dataagents.discovery.researchers.base import MAX_SAMPLES, DiscoveredDataset, failed
from dataagents.discovery.researchers.convert import card_template_ok, convert_records, propose_rules
from dataagents.discovery.retrieval import nothing_suitable, rank_candidates

TOP_K = 5  # paper §4: "return the top five most relevant ... dataset repository identifiers"


async def take_first_valid(
    hit_ids: list[str],
    catalog: Catalog,
    demand: str,
    model: Any | None,
    trace: list[str],
    agent: str,
    method: str,
) -> DiscoveredDataset | None:
    for ds_id in hit_ids:
        try:
            entry = catalog.get(ds_id)
            records = catalog.load_records(ds_id, limit=MAX_SAMPLES)
        except CatalogError as err:
            trace.append(f"{ds_id}: not accessible ({err.message})")
            continue
        if not records:
            trace.append(f"{ds_id}: no records")
            continue
        rules = None
        if model is not None and not card_template_ok(entry, list(records[0])):
            rules, note = await propose_rules(entry, records, demand, model)
            trace.append(f"{ds_id}: {note}")
        samples = convert_records(entry, records, rules, demand)
        if not samples:
            trace.append(f"{ds_id}: no record converts to input/output form")
            continue
        size = entry.n_records or len(records)
        splits = ", ".join(f"{k} {v}" for k, v in entry.splits.items()) or "not stated"
        trace.append(f"{ds_id}: taken, {len(samples)} samples (source: {size} records; splits: {splits})")
        return DiscoveredDataset(
            agent=agent,
            method=method,
            source_id=ds_id,
            card=entry.card,
            samples=samples[:MAX_SAMPLES],
            trace=trace,
            source_size=size,
            splits=entry.splits,
        )
    return None


async def search_agent(
    demand: str, catalog: Catalog, *, model: Any | None = None, k: int = TOP_K
) -> DiscoveredDataset:
    """Rank the catalog against every dimension of the demand; take the first suitable, accessible candidate
    among the top ``k``. When none is suitable, fail with "nothing suitable found" and name the nearest
    candidates and the dimension each fails on: a wrong-task dataset is never handed over."""
    method = f"{catalog.name} catalog search (BM25 + TF-IDF, dimension-checked)"
    trace: list[str] = []
    try:
        cands = rank_candidates(demand, catalog)
    except CatalogError as err:
        return failed("search", method, err.message, trace)
    for asked in getattr(catalog, "queries", []):  # what a remote catalog (the Hub) was asked, for the trace
        trace.append(f"{catalog.name} query: {asked}")
    trace.append("search: " + ", ".join(f"{c.id} ({c.relevance:.2f})" for c in cands[:k]))
    suitable = [c for c in cands if c.suitable][:k]
    if not suitable:
        nearest = nothing_suitable(cands)
        trace += [f"not suitable: {line}" for line in nearest]
        result = failed("search", method, "nothing suitable found", trace)
        return result.model_copy(update={"candidates": nearest})
    found = await take_first_valid([c.id for c in suitable], catalog, demand, model, trace, "search", method)
    return found or failed(
        "search", method, f"none of the {len(suitable)} suitable datasets was usable", trace
    )
