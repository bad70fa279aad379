import pytest

pytest.importorskip("peft")

from dataagents.discovery.finetune import (
    FinetuneConfig,
    finetune_setting,
    predict,
    prompt_text,
    tiny_causal_lm,
    train_lora,
)
from dataagents.discovery.task import Sample


def _set(label: str, start: int, n: int) -> list[Sample]:
    return [
        Sample(input=f"Is the review number {i} good? Answer yes or no.", output=label)
        for i in range(start, start + n)
    ]


CFG = FinetuneConfig(epochs=6, lr=1e-2, batch_size=4, grad_accum=1, max_new_tokens=3, lora_r=8)


def test_lora_learns_the_reference_format():
    reference, test = _set("yes", 0, 12), _set("yes", 300, 4)
    base, tok = tiny_causal_lm([prompt_text(s) + " " + s.output for s in reference + test], seed=0)
    model, losses = train_lora(base, tok, reference, CFG)
    assert losses[0] > losses[-1]
    assert predict(model, tok, test, CFG) == ["yes"] * 4


@pytest.mark.slow  # ~60 s on 2 busy cores: five LoRA trainings
def test_lora_on_the_right_set_beats_the_wrong_one():
    reference, good, bad = _set("yes", 0, 12), _set("yes", 100, 12), _set("no", 200, 12)
    test = _set("yes", 300, 6)
    texts = [prompt_text(s) + " " + s.output for s in reference + good + bad + test]
    base, tok = tiny_causal_lm(texts, seed=0)
    cfg = CFG
    res = finetune_setting(base, tok, good, reference, test, "text-classification", cfg)
    ref = res["results"]["fine-tune-ref"]
    assert ref.losses[0] > ref.losses[-1]  # it learns
    assert ref.metrics["accuracy"] == 1.0
    assert res["normalised"] == pytest.approx(1.0)
    res_bad = finetune_setting(base, tok, bad, reference, test, "text-classification", cfg)
    assert res_bad["normalised"] == 0.0
    # a failed discovery (no samples) is scored 0, not trained
    res_none = finetune_setting(base, tok, [], reference, test, "text-classification", cfg)
    assert res_none["normalised"] == 0.0


@pytest.mark.slow  # LoRA trainings inside an inspect eval
def test_suite_finetune_setting_with_a_local_model_folder(tmp_path, by_id):
    from inspect_ai import eval as inspect_eval

    from dataagents.discovery.suite import datasetresearch

    t = by_id["prime-number-judgement"]
    base, tok = tiny_causal_lm([prompt_text(s) + " " + s.output for s in t.reference + t.test], seed=0)
    base.save_pretrained(tmp_path / "tiny")
    tok.save_pretrained(tmp_path / "tiny")
    log = inspect_eval(
        datasetresearch(
            agent="search", shots="1", test_limit=2, baseline=False, finetune_model=str(tmp_path / "tiny")
        ),
        model="none/none",
        sample_id="prime-number-judgement",
        display="none",
        log_dir=str(tmp_path / "logs"),
    )[0]
    assert log.status == "success", log.error
    value = log.samples[0].scores["datasetresearch_scorer"].value
    assert "dtp_finetune" in value and value["dtp_finetune"] >= 0.0
