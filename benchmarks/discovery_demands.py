"""Score the search DataResearcher on the discovery_demands suite: top-1 / top-5 accuracy and honest refusals.

    PYTHONPATH=src .venv/bin/python benchmarks/discovery_demands.py [--model none] [--split all|dev|test] [--agent search|deep] [--verbose]
        [--calibrate]

- top-1: the dataset the agent hands over (what `dataagents discover` writes) is one of the expected ids;
- top-5: an expected id is among the first five ranked candidates;
- honest: for a demand with nothing suitable, no dataset is handed over (the command exits 1).

--calibrate prints, on the dev split only, the relevance of the lowest right answer and of the highest candidate
without a dimension mismatch for a demand with nothing suitable: ``retrieval.THRESHOLD`` is their midpoint.

Written to run on the code before the retrieval rework too: when ``dataagents.discovery.retrieval`` is missing,
top-5 falls back on the catalog's own BM25 ranking (what the old search agent looked at).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import time
from importlib import resources
from pathlib import Path
from typing import Any

from dataagents.discovery.catalog import open_catalog
from dataagents.discovery.discover import run_agent
from dataagents.llm import get_model


def demands_path() -> Path:
    return Path(str(resources.files("dataagents") / "suites" / "discovery_demands" / "demands.jsonl"))


def ranked_ids(demand: str, catalog: Any, k: int = 5) -> list[str]:
    try:
        from dataagents.discovery.retrieval import rank_candidates
    except ImportError:  # the code before the rework: the catalog's BM25 order is what search looked at
        return [h.id for h in catalog.search(demand, k)]
    return [c.id for c in rank_candidates(demand, catalog)[:k]]


async def run(split: str, model_name: str, verbose: bool, agent: str = "search") -> dict[str, float]:
    rows = [json.loads(x) for x in demands_path().read_text(encoding="utf-8").splitlines() if x.strip()]
    if split != "all":
        rows = [r for r in rows if r["split"] == split]
    model = get_model(model_name)
    catalogs: dict[str, Any] = {}
    top1 = top5 = n_pos = honest = n_neg = 0
    for r in rows:
        cat = catalogs.get(r["catalog"]) or catalogs.setdefault(r["catalog"], open_catalog(r["catalog"]))
        found = await run_agent(agent, r["demand"], catalog=cat, model=model)
        handed = None if found.failed else found.source_id
        if r["expected"] is None:
            n_neg += 1
            ok = handed is None
            honest += ok
        else:
            n_pos += 1
            ok = handed in r["expected"]
            top1 += ok
            top5 += any(i in r["expected"] for i in ranked_ids(r["demand"], cat))
        if verbose:
            print(
                f"{'ok ' if ok else 'BAD'} {r['id']:4} {r['demand'][:60]:60} -> {handed} (want {r['expected']})"
            )
    return {
        "n_match": n_pos,
        "top1": top1 / max(n_pos, 1),
        "top5": top5 / max(n_pos, 1),
        "n_nothing": n_neg,
        "honest": honest / max(n_neg, 1),
    }


def calibrate() -> None:
    """Where the threshold goes: between right answers and mismatch-free candidates of nothing-suitable demands,
    measured on the dev split only so the test split stays a held-out check."""
    from dataagents.discovery.retrieval import THRESHOLD, rank_candidates

    rows = [json.loads(x) for x in demands_path().read_text(encoding="utf-8").splitlines() if x.strip()]
    catalogs: dict[str, Any] = {}
    right: list[float] = []
    wrong: list[float] = []
    for r in rows:
        if r["split"] != "dev":
            continue
        cat = catalogs.get(r["catalog"]) or catalogs.setdefault(r["catalog"], open_catalog(r["catalog"]))
        cands = rank_candidates(r["demand"], cat)
        if r["expected"]:
            right += [c.relevance for c in cands if c.id in r["expected"]][:1]
        else:
            wrong += [c.relevance for c in cands if not c.mismatches][:1]
    lo, hi = min(right), max(wrong, default=0.0)
    print(f"dev: lowest right answer {lo:.3f}, highest clean candidate with nothing suitable {hi:.3f}")
    print(f"midpoint {(lo + hi) / 2:.3f} (retrieval.THRESHOLD = {THRESHOLD})")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--model", default="none")
    ap.add_argument("--split", default="all", choices=["all", "dev", "test"])
    ap.add_argument("--agent", default="search", choices=["search", "deep"])
    ap.add_argument("--verbose", action="store_true")
    ap.add_argument("--calibrate", action="store_true", help="print the threshold's calibration on dev")
    args = ap.parse_args()
    if args.calibrate:
        calibrate()
        return
    t0 = time.perf_counter()
    res = asyncio.run(run(args.split, args.model, args.verbose, args.agent))
    print(
        f"agent={args.agent} split={args.split} model={args.model}: top-1 {res['top1']:.1%} top-5 {res['top5']:.1%} "
        f"over {res['n_match']} demands with a match; honest {res['honest']:.1%} of {res['n_nothing']} "
        f"with nothing suitable ({time.perf_counter() - t0:.1f}s)"
    )


if __name__ == "__main__":
    main()
