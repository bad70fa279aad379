"""Evaluate one discovered dataset against its MetaTriplet (paper §3.3, Figure 3): metadata judge + DTP.

DTP settings: zero-shot baseline (S_base), k-shot with the first k discovered samples (S_eval), k-shot with the
first k reference samples (S_ref); normalised = S_eval / S_ref per metric, weighted (``downstream``). The fine-tuning setting (LoRA on the
discovered set, ``finetune``) runs when ``finetune_model`` names a local causal-LM folder.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from pydantic import BaseModel, Field

from dataagents.discovery.downstream import DTPResult, evaluate_setting, normalised_score
from dataagents.discovery.finetune import FinetuneConfig, finetune_setting
from dataagents.discovery.judge import MetadataScore, judge_metadata
from dataagents.discovery.metadata import generate_metadata
from dataagents.discovery.researchers.base import DiscoveredDataset
from dataagents.discovery.task import Metadata, MetaTriplet


class DiscoveryEvaluation(BaseModel):
    task_id: str
    domain: str
    task_type: str
    agent: str
    failed: bool
    discovered_metadata: Metadata | None = None
    metadata: MetadataScore
    settings: list[DTPResult] = Field(default_factory=list)
    normalised: dict[str, float] = Field(default_factory=dict)  # "base", "1shot", "3shot", ... -> S/S_ref
    ref_zero: list[str] = Field(default_factory=list)  # settings whose S_ref was 0 (normalised recorded as 0)
    # the run's fixed evaluators: the metadata judge ("none" = the lexical comparison) and the downstream model
    # ("none" = the nearest-neighbour floor); never the agent's own model unless the run named it
    judge_model: str = "none"
    downstream_model: str = "none"

    def score_value(self) -> dict[str, float]:
        value = {
            "meta_avg": self.metadata.paper_avg,
            "meta_avg8": self.metadata.public_avg,
            "meta_source": self.metadata.source or 0.0,
            "meta_samples_count": self.metadata.samples_count or 0.0,
            "failed": float(self.failed),
        }
        value.update({f"dtp_{k}": v for k, v in self.normalised.items()})
        return value


async def evaluate_discovery(
    triplet: MetaTriplet,
    discovered: DiscoveredDataset,
    *,
    dtp_model: Any | None = None,
    metadata_model: Any | None = None,
    shots: Sequence[int] = (1, 3, 5),
    test_limit: int | None = None,
    baseline: bool = True,
    finetune_model: str | None = None,
) -> DiscoveryEvaluation:
    test = triplet.test[:test_limit] if test_limit else triplet.test
    tt = triplet.task_type
    if discovered.failed:
        meta_score, disc_meta = await judge_metadata(triplet.metadata, None), None
    else:
        disc_meta = await generate_metadata(
            discovered.card,
            discovered.samples[:5],
            model=metadata_model,
            dataset_id=discovered.source_id or "",
            samples_count=len(discovered.samples),
        )
        meta_score = await judge_metadata(triplet.metadata, disc_meta, model=metadata_model)
    settings: list[DTPResult] = []
    normalised: dict[str, float] = {}
    ref_zero: list[str] = []
    refs: dict[int, DTPResult] = {}
    for k in shots:
        ref = await evaluate_setting(test, triplet.reference, tt, model=dtp_model, setting="k-shot-ref", k=k)
        refs[k] = ref
        settings.append(ref)
        if discovered.failed:
            normalised[f"{k}shot"] = 0.0  # a failed discovery scores 0, it is not skipped
            continue
        ev = await evaluate_setting(test, discovered.samples, tt, model=dtp_model, setting="k-shot", k=k)
        settings.append(ev)
        norm = normalised_score(tt, ev.metrics, ref.metrics)
        if norm is None:
            ref_zero.append(f"{k}shot")
        normalised[f"{k}shot"] = norm or 0.0
    if baseline and shots:
        base = await evaluate_setting(test, [], tt, model=dtp_model, setting="zero-shot", k=0)
        settings.append(base)
        top = refs[max(shots)]  # S_base / S_ref against the largest-k reference prompt
        norm = normalised_score(tt, base.metrics, top.metrics)
        normalised["base"] = norm or 0.0
        if norm is None:
            ref_zero.append("base")
    if finetune_model:
        normalised.update(_finetune(finetune_model, discovered, triplet, test))
    return DiscoveryEvaluation(
        task_id=triplet.task_id,
        domain=triplet.domain,
        task_type=tt,
        agent=discovered.agent,
        failed=discovered.failed,
        discovered_metadata=disc_meta,
        metadata=meta_score,
        settings=settings,
        normalised=normalised,
        ref_zero=ref_zero,
        judge_model="none" if metadata_model is None else str(metadata_model),
        downstream_model="none" if dtp_model is None else str(dtp_model),
    )


def _finetune(
    path: str, discovered: DiscoveredDataset, triplet: MetaTriplet, test: Sequence[Any]
) -> dict[str, float]:
    """LoRA setting on a local model folder (weights on disk; nothing is downloaded)."""
    import torch
    from transformers import AutoModelForCausalLM, AutoTokenizer

    tok = AutoTokenizer.from_pretrained(path, local_files_only=True)
    if tok.pad_token_id is None:
        tok.pad_token = tok.eos_token
    device = "cuda" if torch.cuda.is_available() else "cpu"
    dtype = torch.bfloat16 if device == "cuda" else torch.float32
    base = AutoModelForCausalLM.from_pretrained(path, local_files_only=True, dtype=dtype).to(device)
    res = finetune_setting(
        base, tok, discovered.samples, triplet.reference, test, triplet.task_type, FinetuneConfig()
    )
    return {"finetune": res["normalised"] or 0.0, "finetune_base": res["baseline_normalised"] or 0.0}
