"""Score the search DataResearcher on the discovery_demands suite: top-1 / top-5 accuracy and honest refusals.

    PYTHONPATH=src .venv/bin/python benchmarks/discovery_demands.py [--model none] [--split all|dev|test] [--agent search|deep] [--verbose]
        [--calibrate] [--no-dense]

- top-1: the dataset the agent hands over (what `dataagents discover` writes) is one of the expected ids;
- top-5: an expected id is among the first five ranked candidates;
- honest: for a demand with nothing suitable, no dataset is handed over (the command exits 1);
- time: each demand's search, timed after the catalogs were opened and indexed.

--no-dense leaves the sentence embeddings out (lexical retrieval and its own threshold).

--calibrate prints, on the dev split only, the relevance of the lowest right answer and of the highest candidate
without a dimension mismatch for a demand with nothing suitable: ``retrieval.THRESHOLD`` is their midpoint.

Written to run on the code before the retrieval rework too: when ``dataagents.discovery.retrieval`` is missing,
top-5 falls back on the catalog's own BM25 ranking (what the old search agent looked at).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
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


def demand_rows(split: str = "all") -> list[dict[str, Any]]:
    rows = [json.loads(x) for x in demands_path().read_text(encoding="utf-8").splitlines() if x.strip()]
    return [r for r in rows if split == "all" or r["split"] == split]


def open_catalogs(rows: list[dict[str, Any]]) -> dict[str, Any]:
    """Each catalog the rows name, opened (and indexed, embeddings included) once, before any timing."""
    catalogs = {name: open_catalog(name) for name in dict.fromkeys(r["catalog"] for r in rows)}
    for cat in catalogs.values():
        ranked_ids("warm up", cat)
    return catalogs


async def run(split: str, model_name: str, verbose: bool, agent: str = "search") -> dict[str, float]:
    rows = demand_rows(split)
    model = get_model(model_name)
    catalogs = open_catalogs(rows)
    top1 = top5 = n_pos = honest = n_neg = 0
    seconds: list[float] = []
    for r in rows:
        cat = catalogs[r["catalog"]]
        t0 = time.perf_counter()
        found = await run_agent(agent, r["demand"], catalog=cat, model=model)
        seconds.append(time.perf_counter() - t0)
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
        "ms_mean": 1000 * sum(seconds) / max(len(seconds), 1),
        "ms_max": 1000 * max(seconds, default=0.0),
    }


def calibrate() -> None:
    """Where the threshold goes: between right answers and mismatch-free candidates of nothing-suitable demands,
    measured on the dev split only so the test split stays a held-out check."""
    from dataagents.discovery.embed import embedder
    from dataagents.discovery.retrieval import THRESHOLD, THRESHOLD_DENSE, rank_candidates

    rows = demand_rows("dev")
    catalogs = open_catalogs(rows)
    right: list[float] = []
    wrong: list[float] = []
    for r in rows:
        cands = rank_candidates(r["demand"], catalogs[r["catalog"]])
        if r["expected"]:
            right += [c.relevance for c in cands if c.id in r["expected"]][:1]
        else:
            wrong += [c.relevance for c in cands if not c.mismatches][:1]
    lo, hi = min(right), max(wrong, default=0.0)
    print(f"dev: lowest right answer {lo:.3f}, highest clean candidate with nothing suitable {hi:.3f}")
    name, value = ("THRESHOLD_DENSE", THRESHOLD_DENSE) if embedder() else ("THRESHOLD", THRESHOLD)
    print(f"midpoint {(lo + hi) / 2:.3f} (retrieval.{name} = {value})")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--model", default="none")
    ap.add_argument("--split", default="all", choices=["all", "dev", "test"])
    ap.add_argument("--agent", default="search", choices=["search", "deep"])
    ap.add_argument("--verbose", action="store_true")
    ap.add_argument(
        "--no-dense", action="store_true", help="lexical retrieval only (sets DATAAGENTS_DISCOVERY_DENSE=0)"
    )
    ap.add_argument("--calibrate", action="store_true", help="print the threshold's calibration on dev")
    args = ap.parse_args()
    if args.no_dense:
        os.environ["DATAAGENTS_DISCOVERY_DENSE"] = "0"
    if args.calibrate:
        calibrate()
        return
    t0 = time.perf_counter()
    res = asyncio.run(run(args.split, args.model, args.verbose, args.agent))
    print(
        f"agent={args.agent} split={args.split} model={args.model}: top-1 {res['top1']:.1%} top-5 {res['top5']:.1%} "
        f"over {res['n_match']} demands with a match; honest {res['honest']:.1%} of {res['n_nothing']} "
        f"with nothing suitable ({time.perf_counter() - t0:.1f}s; per demand {res['ms_mean']:.0f} ms mean, "
        f"{res['ms_max']:.0f} ms max, catalogs opened and indexed before timing)"
    )


if __name__ == "__main__":
    main()
