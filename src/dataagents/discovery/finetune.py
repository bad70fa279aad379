"""The fine-tuning DTP setting (paper §3.3): LoRA-tune a causal LM on a set, then evaluate it zero-shot on the
reference test set. S_eval = tuned on the discovered set, S_ref = tuned on the reference set, S_base = untuned;
normalised = S_eval / S_ref (``downstream.normalised_score``).

The paper fine-tunes LLaMA-3.1-8B in full (LlamaFactory, appendix D: bf16, lr 1e-5, cosine, warmup 0.1, 3 epochs,
batch 1 x grad-accum 2, cutoff 4096, max 1000 samples). Here the method is LoRA (peft) with a plain PyTorch loop:
loss on the output tokens only, same epochs/schedule/sample cap; the learning rate defaults to 2e-4, the usual LoRA
rate (full fine-tuning's 1e-5 barely moves LoRA adapters).

CPU: tests build a tiny randomly initialised Llama from a transformers config (``tiny_causal_lm``) with a tokenizer
trained on the task text, so nothing is downloaded. GPU path for an 8B model (weights already on disk)::

    from transformers import AutoModelForCausalLM, AutoTokenizer
    tok = AutoTokenizer.from_pretrained("/models/Llama-3.1-8B")
    base = AutoModelForCausalLM.from_pretrained("/models/Llama-3.1-8B", torch_dtype=torch.bfloat16, device_map="cuda")
    result = finetune_setting(base, tok, discovered, reference, test, task_type,
                              FinetuneConfig(lora_r=16, lora_alpha=32, max_len=2048, batch_size=4))

(~16 GB bf16 weights + LoRA states fit one 80 GB GPU; each of the two trainings re-uses the frozen base.)
Requires the optional packages ``torch==2.13.0``, ``transformers`` and ``peft``; without them a clear error.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from typing import Any

from pydantic import BaseModel, Field

from dataagents.discovery.downstream import compute_metrics, normalised_score, weighted_score
from dataagents.discovery.errors import DiscoveryError
from dataagents.discovery.task import Sample

MAX_TRAIN_SAMPLES = 1000  # paper appendix D: max_samples 1000


class FinetuneConfig(BaseModel):
    epochs: int = 3  # appendix D
    lr: float = 2e-4
    warmup_ratio: float = 0.1  # appendix D
    batch_size: int = 2
    grad_accum: int = 2  # appendix D
    max_len: int = 256
    lora_r: int = 8
    lora_alpha: int = 16
    lora_dropout: float = 0.0
    max_new_tokens: int = 16
    seed: int = 0
    device: str | None = None  # default: the base model's device


class FinetuneResult(BaseModel):
    setting: str  # "fine-tune" | "fine-tune-ref" | "zero-shot"
    metrics: dict[str, float] = Field(default_factory=dict)
    score: float = 0.0
    losses: list[float] = Field(default_factory=list)
    predictions: list[str] = Field(default_factory=list)


def _need_torch() -> Any:
    try:
        import peft  # noqa: F401
        import torch
        import transformers  # noqa: F401
    except ImportError as err:
        raise DiscoveryError(
            f"the fine-tuning setting needs torch, transformers and peft ({err.name} is missing)",
            hint="pip install torch==2.13.0 transformers peft, or run the few-shot settings only",
        ) from err
    return torch


def prompt_text(sample: Sample) -> str:
    """The training/inference prompt; the model learns to continue it with the output."""
    system = f"{sample.system}\n" if sample.system else ""
    return f"{system}Input: {sample.input}\nOutput:"


def tiny_causal_lm(
    texts: Sequence[str], *, seed: int = 0, hidden: int = 64, layers: int = 2
) -> tuple[Any, Any]:
    """A small randomly initialised Llama and a word-piece tokenizer trained on ``texts`` (offline, for tests)."""
    torch = _need_torch()
    from tokenizers import Tokenizer, models, pre_tokenizers, trainers
    from transformers import LlamaConfig, LlamaForCausalLM, PreTrainedTokenizerFast

    tok = Tokenizer(models.WordPiece(unk_token="[UNK]"))
    tok.pre_tokenizer = pre_tokenizers.Whitespace()
    tok.train_from_iterator(
        list(texts),
        trainers.WordPieceTrainer(vocab_size=2000, special_tokens=["[PAD]", "[UNK]", "[BOS]", "[EOS]"]),
    )
    tokenizer = PreTrainedTokenizerFast(
        tokenizer_object=tok, pad_token="[PAD]", unk_token="[UNK]", bos_token="[BOS]", eos_token="[EOS]"
    )
    torch.manual_seed(seed)
    config = LlamaConfig(
        vocab_size=len(tokenizer),
        hidden_size=hidden,
        intermediate_size=hidden * 2,
        num_hidden_layers=layers,
        num_attention_heads=4,
        num_key_value_heads=4,
        max_position_embeddings=512,
        pad_token_id=tokenizer.pad_token_id,
        bos_token_id=tokenizer.bos_token_id,
        eos_token_id=tokenizer.eos_token_id,
    )
    return LlamaForCausalLM(config), tokenizer


def _encode(tokenizer: Any, sample: Sample, max_len: int) -> tuple[list[int], list[int]]:
    """Token ids and labels; prompt tokens are masked (-100) so the loss is on the output only."""
    p = tokenizer(prompt_text(sample), add_special_tokens=False)["input_ids"]
    o = tokenizer(" " + sample.output, add_special_tokens=False)["input_ids"] + [tokenizer.eos_token_id]
    ids = (p + o)[-max_len:]
    labels = ([-100] * len(p) + o)[-max_len:]
    return ids, labels


def train_lora(
    base: Any, tokenizer: Any, samples: Sequence[Sample], cfg: FinetuneConfig
) -> tuple[Any, list[float]]:
    """LoRA adapters on ``base`` trained on ``samples``; returns (peft model, per-step losses)."""
    torch = _need_torch()
    from peft import LoraConfig, get_peft_model

    if not samples:
        raise DiscoveryError("nothing to fine-tune on: the set is empty", hint="a failed discovery scores 0")
    torch.manual_seed(cfg.seed)
    lora = LoraConfig(
        r=cfg.lora_r,
        lora_alpha=cfg.lora_alpha,
        lora_dropout=cfg.lora_dropout,
        target_modules="all-linear",
        task_type="CAUSAL_LM",
    )
    model = get_peft_model(base, lora)
    device = cfg.device or next(base.parameters()).device
    model.to(device)
    data = [_encode(tokenizer, s, cfg.max_len) for s in list(samples)[:MAX_TRAIN_SAMPLES]]
    steps = max(1, math.ceil(len(data) / (cfg.batch_size * cfg.grad_accum)) * cfg.epochs)
    opt = torch.optim.AdamW([p for p in model.parameters() if p.requires_grad], lr=cfg.lr)
    warm = max(1, int(steps * cfg.warmup_ratio))
    sched = torch.optim.lr_scheduler.LambdaLR(
        opt,
        lambda s: (
            (s + 1) / warm if s < warm else 0.5 * (1 + math.cos(math.pi * (s - warm) / max(1, steps - warm)))
        ),
    )
    rng = random.Random(cfg.seed)
    losses: list[float] = []
    model.train()
    micro = 0
    for _ in range(cfg.epochs):
        order = list(range(len(data)))
        rng.shuffle(order)
        for i in range(0, len(order), cfg.batch_size):
            batch = [data[j] for j in order[i : i + cfg.batch_size]]
            width = max(len(ids) for ids, _ in batch)
            pad = tokenizer.pad_token_id
            ids = torch.tensor([x + [pad] * (width - len(x)) for x, _ in batch], device=device)
            labels = torch.tensor([y + [-100] * (width - len(y)) for _, y in batch], device=device)
            mask = torch.tensor([[1] * len(x) + [0] * (width - len(x)) for x, _ in batch], device=device)
            loss = model(input_ids=ids, attention_mask=mask, labels=labels).loss / cfg.grad_accum
            loss.backward()
            micro += 1
            if micro % cfg.grad_accum == 0:
                opt.step()
                sched.step()
                opt.zero_grad()
            losses.append(float(loss.item() * cfg.grad_accum))
    if micro % cfg.grad_accum:
        opt.step()
        opt.zero_grad()
    model.eval()
    return model, losses


def predict(model: Any, tokenizer: Any, test: Sequence[Sample], cfg: FinetuneConfig) -> list[str]:
    """Greedy zero-shot answers (no exemplars: the fine-tuned model answers from the prompt alone)."""
    torch = _need_torch()
    device = cfg.device or next(model.parameters()).device
    out = []
    with torch.no_grad():
        for s in test:
            ids = tokenizer(prompt_text(s), add_special_tokens=False, return_tensors="pt")["input_ids"][
                :, -cfg.max_len :
            ].to(device)
            gen = model.generate(
                input_ids=ids,
                attention_mask=torch.ones_like(ids),
                max_new_tokens=cfg.max_new_tokens,
                do_sample=False,
                pad_token_id=tokenizer.pad_token_id,
                eos_token_id=tokenizer.eos_token_id,
            )
            text = tokenizer.decode(gen[0, ids.shape[1] :], skip_special_tokens=True)
            out.append(text.strip().split("\n")[0])
    return out


def _result(
    setting: str, task_type: str, preds: list[str], test: Sequence[Sample], losses: list[float]
) -> FinetuneResult:
    metrics = compute_metrics(task_type, preds, [t.output for t in test])
    return FinetuneResult(
        setting=setting,
        metrics=metrics,
        score=weighted_score(task_type, metrics),
        losses=losses,
        predictions=preds,
    )


def finetune_setting(
    base: Any,
    tokenizer: Any,
    discovered: Sequence[Sample],
    reference: Sequence[Sample],
    test: Sequence[Sample],
    task_type: str,
    cfg: FinetuneConfig | None = None,
) -> dict[str, Any]:
    """Zero-shot base, LoRA on the discovered set, LoRA on the reference set; normalised S_eval / S_ref.
    An empty discovered set (failed discovery) scores 0 and is not trained."""
    cfg = cfg or FinetuneConfig()
    base_res = _result("zero-shot", task_type, predict(base, tokenizer, test, cfg), test, [])
    results = {"zero-shot": base_res}
    for name, data in (("fine-tune-ref", reference), ("fine-tune", discovered)):
        if not data:
            results[name] = FinetuneResult(
                setting=name, metrics=dict.fromkeys(compute_metrics(task_type, [""], ["x"]), 0.0)
            )
            continue
        tuned, losses = train_lora(base, tokenizer, data, cfg)
        results[name] = _result(name, task_type, predict(tuned, tokenizer, test, cfg), test, losses)
        base = tuned.unload()  # drop the adapters: the next setting starts from the same frozen base
    ref = results["fine-tune-ref"].metrics
    return {
        "results": results,
        "normalised": normalised_score(task_type, results["fine-tune"].metrics, ref),
        "baseline_normalised": normalised_score(task_type, base_res.metrics, ref),
    }
