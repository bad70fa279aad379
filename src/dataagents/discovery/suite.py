"""inspect suite ``datasetresearch``: each sample is a MetaTriplet; the solver runs a DataResearcher on its demand
and the scorer reports the metadata judge (paper 6-dim ``meta_avg``, public-code 8-dim ``meta_avg8``, ``source``
and ``samples_count`` separately) and normalised few-shot DTP per setting, grouped by domain (knowledge/reasoning).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from inspect_ai import Task, task
from inspect_ai.dataset import MemoryDataset
from inspect_ai.dataset import Sample as InspectSample
from inspect_ai.scorer import Score, Target, grouped, mean, scorer
from inspect_ai.solver import Generate, TaskState, solver

from dataagents.bench import Baseline, Suite, register_suite
from dataagents.bench.agent import active_agent_model
from dataagents.discovery.catalog import open_catalog, sample_root
from dataagents.discovery.discover import run_agent
from dataagents.discovery.errors import CatalogError, DiscoveryError
from dataagents.discovery.evaluate import evaluate_discovery
from dataagents.discovery.researchers.base import DiscoveredDataset, failed
from dataagents.discovery.task import MetaTriplet, load_triplets
from dataagents.llm import get_model

AGENTS = ["search", "synthesis", "deep"]
SCORE_KEYS = ["meta_avg", "meta_avg8", "meta_source", "meta_samples_count", "failed"]


def _shots(shots: str | int | list) -> list[int]:
    """``"1,3,5"``, ``3`` or ``[1, 3]`` (the inspect CLI turns ``-T shots=1,3`` into a list)."""
    parts = shots if isinstance(shots, list | tuple) else str(shots).split(",")
    try:
        ks = [int(str(p).strip()) for p in parts if str(p).strip()]
    except ValueError as err:
        raise DiscoveryError(f"shots must be integers, got {shots!r}", hint="e.g. shots=1,3,5") from err
    if any(k < 1 for k in ks):
        raise DiscoveryError(
            f"shots must be >= 1, got {shots!r}", hint="the zero-shot baseline is baseline=true"
        )
    return ks


def _dataset(triplets: list[MetaTriplet]) -> MemoryDataset:
    return MemoryDataset(
        [
            InspectSample(
                id=t.task_id,
                input=t.demand,
                target=t.metadata.dataset_id,
                metadata={"domain": t.domain, "task_type": t.task_type, "triplet": t.model_dump()},
            )
            for t in triplets
        ],
        name="datasetresearch",
    )


@solver
def data_researcher(agent: str, gated: bool, synth_n: int, with_ref: bool, catalog_path: str | None):
    async def solve(state: TaskState, generate: Generate) -> TaskState:
        triplet = MetaTriplet.model_validate(state.metadata["triplet"])
        model = active_agent_model()
        try:
            # gated (paper §3.2 step 1): the reference dataset itself cannot be found or downloaded
            cat = open_catalog(
                "local",
                path=Path(catalog_path) if catalog_path else None,
                exclude={triplet.metadata.dataset_id} if gated else None,
            )
        except CatalogError as err:
            found = failed(agent, "local catalog", err.message)
        else:
            found = await run_agent(
                agent,
                triplet.demand,
                catalog=cat,
                model=model,
                synth_n=synth_n,
                reference_example=triplet.reference[0] if with_ref and triplet.reference else None,
                reference_set=triplet.reference,
                # the paper's deep research routes to synthesis when its search finds nothing suitable
                fallback="synthesis",
            )
        state.store.set("discovered", found.model_dump())
        state.output.completion = (
            f"{found.agent}: {found.source_id or found.method} ({len(found.samples)} samples)"
            + (f" FAILED: {found.failure}" if found.failed else "")
        )
        return state

    return solve


def _metric_spec(shots: list[int], baseline: bool, finetune: bool = False) -> list:
    keys = SCORE_KEYS + [f"dtp_{k}shot" for k in shots] + (["dtp_base"] if baseline and shots else [])
    keys += ["dtp_finetune", "dtp_finetune_base"] if finetune else []
    return [{k: [mean(), grouped(mean(), "domain", all=False)] for k in keys}]


def _fixed_model(name: str, agent_model: Any) -> Any:
    """The judge or downstream model a run names: "none" (the deterministic metadata comparison / the
    nearest-neighbour floor), "agent" (the agent's own model, only when asked for by name), or
    provider/model."""
    if name.strip().lower() in ("none", ""):
        return None
    if name.strip().lower() == "agent":
        return agent_model
    return get_model(name)


def dr_scorer(
    shots: list[int],
    test_limit: int | None,
    baseline: bool,
    judge_model: str,
    downstream_model: str,
    finetune_model: str | None = None,
):
    @scorer(metrics=_metric_spec(shots, baseline, bool(finetune_model)))
    def datasetresearch_scorer():
        async def score(state: TaskState, target: Target) -> Score:
            triplet = MetaTriplet.model_validate(state.metadata["triplet"])
            found = DiscoveredDataset.model_validate(state.store.get("discovered"))
            ev = await evaluate_discovery(
                triplet,
                found,
                dtp_model=_fixed_model(downstream_model, active_agent_model()),
                metadata_model=_fixed_model(judge_model, active_agent_model()),
                shots=shots,
                test_limit=test_limit,
                baseline=baseline,
                finetune_model=finetune_model,
            )
            return Score(
                value=ev.score_value(),
                answer=found.source_id or found.method,
                explanation=(f"failed: {found.failure}; " if found.failed else "")
                + f"judge={ev.metadata.judge}; downstream={ev.downstream_model}; dims={ev.metadata.scores}; "
                f"ref_zero={ev.ref_zero}",
                metadata={
                    "evaluation": ev.model_dump(exclude={"settings"}),
                    "settings": [s.model_dump(exclude={"predictions"}) for s in ev.settings],
                    "trace": found.trace[-20:],
                },
            )

        return score

    return datasetresearch_scorer()


@task
def datasetresearch(
    agent: str = "search",
    shots: str = "1,3,5",
    test_limit: int | None = None,
    baseline: bool = True,
    gated: bool = True,
    synth_n: int = 10,
    with_ref: bool = True,
    judge_model: str = "none",
    downstream_model: str = "none",
    triplets_dir: str | None = None,
    catalog_path: str | None = None,
    finetune_model: str | None = None,
) -> Task:
    """DatasetResearch (paper 2508.06960) on the bundled sample, or on ``triplets_dir``/``catalog_path``.

    ``judge_model`` (the metadata judge) and ``downstream_model`` (the model few-shot prompted on the found
    data) are fixed per run and recorded in the log, never the agent's model by default: "none" is the
    deterministic metadata comparison / the nearest-neighbour floor, "agent" asks for the agent's own model
    by name, anything else is provider/model.
    ``finetune_model``: a local causal-LM folder; adds the LoRA fine-tuning setting (``dtp_finetune``).
    ``gated`` (default, as the paper): the reference dataset is hidden from the catalog, so agents must find a
    stand-in or synthesise; ``gated=False`` lets search find the reference itself."""
    if agent not in AGENTS:
        raise DiscoveryError(f"unknown agent '{agent}'", hint=f"one of {', '.join(AGENTS)}")
    triplets = load_triplets(Path(triplets_dir) if triplets_dir else sample_root() / "triplets")
    k = _shots(shots)
    return Task(
        dataset=_dataset(triplets),
        solver=data_researcher(agent, gated, synth_n, with_ref, catalog_path),
        scorer=dr_scorer(k, test_limit, baseline, judge_model, downstream_model, finetune_model),
        name="datasetresearch",
    )


# Paper Table 2 (DatasetResearch, normalised DTP in % and metadata scores 0-10) and §5.2/Figure 5 (pro subset).
_T2 = "DatasetResearch Table 2"
BASELINES = [
    Baseline(
        name="LLaMA-3.1-8B zero-shot (paper)",
        metrics={"dtp_base/knowledge": 0.1041, "dtp_base/reasoning": 0.1184},
        source=_T2,
    ),
    Baseline(
        name="GPT-4o-search (paper)",
        source=_T2,
        metrics={
            "dtp_1shot/knowledge": 0.0982,
            "dtp_1shot/reasoning": 0.0725,
            "dtp_3shot/knowledge": 0.0984,
            "dtp_3shot/reasoning": 0.0843,
            "dtp_5shot/knowledge": 0.1022,
            "dtp_5shot/reasoning": 0.0870,
            "dtp_finetune/knowledge": 0.4189,
            "dtp_finetune/reasoning": 0.2754,
            "meta_avg": 5.7083,
        },
    ),
    Baseline(
        name="GPT-4o-mini-search (paper)",
        source=_T2,
        metrics={
            "dtp_1shot/knowledge": 0.0648,
            "dtp_1shot/reasoning": 0.0573,
            "dtp_3shot/knowledge": 0.0645,
            "dtp_3shot/reasoning": 0.0789,
            "dtp_5shot/knowledge": 0.1038,
            "dtp_5shot/reasoning": 0.0839,
            "dtp_finetune/knowledge": 0.1212,
            "dtp_finetune/reasoning": 0.1735,
            "meta_avg": 5.5233,
        },
    ),
    Baseline(
        name="OpenAI o3 synthesis w/ ref (paper)",
        source=_T2,
        metrics={
            "dtp_1shot/knowledge": 0.1025,
            "dtp_1shot/reasoning": 0.1738,
            "dtp_3shot/knowledge": 0.2181,
            "dtp_3shot/reasoning": 0.3214,
            "dtp_5shot/knowledge": 0.2391,
            "dtp_5shot/reasoning": 0.2892,
            "dtp_finetune/knowledge": 0.3898,
            "dtp_finetune/reasoning": 0.7270,
            "meta_avg": 8.69,
        },
    ),
    Baseline(
        name="OpenAI o3 synthesis w/o ref (paper)",
        source=_T2,
        metrics={
            "dtp_1shot/knowledge": 0.1016,
            "dtp_1shot/reasoning": 0.1226,
            "dtp_3shot/knowledge": 0.1725,
            "dtp_3shot/reasoning": 0.2553,
            "dtp_5shot/knowledge": 0.1481,
            "dtp_5shot/reasoning": 0.1944,
            "dtp_finetune/knowledge": 0.3794,
            "dtp_finetune/reasoning": 0.6725,
            "meta_avg": 8.573,
        },
    ),
    Baseline(
        name="OpenAI DeepResearch, pro subset (paper)",
        metrics={"dtp_finetune/pro": 0.2218},
        source="DatasetResearch §5.2 / Figure 5",
    ),
]

register_suite(
    Suite(
        name="datasetresearch",
        task_fn=datasetresearch,
        description="DatasetResearch: demand-driven dataset discovery (metadata judge + normalised few-shot DTP)",
        agents=AGENTS,
        primary_metric="dtp_3shot",
        demo_args={
            "agent": "search",
            "shots": "3",
            "test_limit": 2,
            "baseline": False,
            "judge_model": "none",
        },
        demo_limit=2,
        baselines=BASELINES,
        domain="discovery",
    )
)
