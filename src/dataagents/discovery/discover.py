"""``discover(demand)``: run one DataResearcher on a demand and write the dataset in fine-tuning form."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from dataagents.discovery.catalog import open_catalog
from dataagents.discovery.errors import CatalogError, DiscoveryError
from dataagents.discovery.metadata import generate_metadata
from dataagents.discovery.researchers import (
    AGENTS,
    DiscoveredDataset,
    deep_research_agent,
    search_agent,
    synthesis_agent,
)
from dataagents.discovery.researchers.base import failed
from dataagents.discovery.task import write_samples


async def run_agent(
    agent: str,
    demand: str,
    *,
    catalog: Any | None,
    model: Any | None,
    synth_n: int = 10,
    reference_example: Any = None,
    reference_set: Any = (),
    fallback: str = "none",
) -> DiscoveredDataset:
    """Dispatch to a DataResearcher by name; catalog errors become a recorded failure, never a crash.
    ``fallback="synthesis"`` lets the deep agent's router synthesise when nothing suitable is found."""
    if agent not in AGENTS:
        raise DiscoveryError(f"unknown agent '{agent}'", hint=f"one of {', '.join(AGENTS)}")
    if agent == "synthesis":
        return await synthesis_agent(
            demand,
            model=model,
            n=synth_n,
            reference_example=reference_example,
            reference_set=reference_set,
            catalog=catalog,
        )
    if catalog is None:
        return failed(agent, f"{agent} (no catalog)", "no catalog could be opened")
    if agent == "search":
        return await search_agent(demand, catalog, model=model)
    return await deep_research_agent(demand, catalog, model=model, synth_n=synth_n, fallback=fallback)


async def discover(
    demand: str,
    out: Path,
    *,
    catalog: str = "local",
    catalog_path: Path | None = None,
    model: Any | None = None,
    agent: str = "search",
    synth_n: int = 10,
    fallback: str = "none",
) -> DiscoveredDataset:
    """Find (or synthesise) a dataset for ``demand``; write ``data.jsonl``, ``metadata.json`` and ``trace.json``
    under ``out``. A failure is written too (``trace.json`` with the reason) and returned, not raised.

    When the catalog has nothing suitable the result fails with "nothing suitable found" (and the nearest
    candidates); only ``fallback="synthesis"`` then synthesises, and metadata and trace say so."""
    if fallback not in FALLBACKS:
        raise DiscoveryError(f"unknown fallback '{fallback}'", hint=f"one of {', '.join(FALLBACKS)}")
    if not demand.strip():
        raise DiscoveryError(
            "the demand is empty", hint='describe the dataset you need, e.g. "English-French phrases"'
        )
    try:
        cat = open_catalog(catalog, path=catalog_path)
    except CatalogError as err:
        if agent == "synthesis" and model is not None:
            cat = None
        else:
            result = DiscoveredDataset(
                agent=agent, method=f"{catalog} catalog", failure=str(err), trace=[str(err)]
            )
            _write(out, result, None)
            return result
    result = await run_agent(agent, demand, catalog=cat, model=model, synth_n=synth_n, fallback=fallback)
    fell_back = None
    if fallback == "synthesis" and result.failed and agent != "synthesis":
        # asked for: synthesise instead, with no catalog (its no-model floor would re-express a catalog set,
        # which is the wrong-task hand-over this option must not cause)
        fell_back = f"synthesis, because the {agent} agent failed: {result.failure}"
        synth = await synthesis_agent(demand, model=model, n=synth_n, catalog=None)
        result = synth.model_copy(
            update={
                "method": f"{synth.method} (fallback: {result.failure})",
                "trace": [*result.trace, f"fallback: {fell_back}", *synth.trace],
                "candidates": result.candidates,
            }
        )
    meta = None
    if not result.failed:
        meta = await generate_metadata(
            result.card,
            result.samples[:5],
            model=model,
            dataset_id=result.source_id or "",
            samples_count=len(result.samples),
        )
    _write(out, result, meta, fell_back)
    return result


FALLBACKS = ("none", "synthesis")


def _write(out: Path, result: DiscoveredDataset, meta: Any, fell_back: str | None = None) -> None:
    out = Path(out)
    out.mkdir(parents=True, exist_ok=True)
    if result.samples:
        write_samples(out / "data.jsonl", result.samples)
    if meta is not None:
        data = meta.model_dump()
        if fell_back:
            data["fallback"] = fell_back  # a synthesised set must never pass for a found one
        (out / "metadata.json").write_text(json.dumps(data, ensure_ascii=False, indent=1), encoding="utf-8")
    (out / "trace.json").write_text(
        json.dumps(
            {
                "agent": result.agent,
                "method": result.method,
                "source_id": result.source_id,
                "failure": result.failure,
                "fallback": fell_back,
                "nearest_candidates": result.candidates,
                "n_samples": len(result.samples),
                "source_size": result.source_size,
                "splits": result.splits,
                "trace": result.trace,
            },
            ensure_ascii=False,
            indent=1,
        ),
        encoding="utf-8",
    )
