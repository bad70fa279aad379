"""The embedded provider: request mapping (no model), and ONE real run of SmolLM2-135M.

`make test` assembles smollm2 first (`dataagents llm fetch local/smollm2-135m`); without it the real
test is skipped with the command to run.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from inspect_ai.model import GenerateConfig, ResponseSchema
from inspect_ai.util import json_schema
from pydantic import BaseModel

from dataagents.llm import (
    ModelError,
    generate_object,
    generate_text,
    get_model,
    measure_speed,
    scripted_model,
    weights,
)
from dataagents.llm.local import build_request, resolve_weights
from dataagents.llm.usage import usage_scope


class Pet(BaseModel):
    name: str
    legs: int


def test_build_request_maps_inspect_config() -> None:
    cfg = GenerateConfig(
        max_tokens=50,
        temperature=0.3,
        seed=7,
        stop_seqs=["\n\n"],
        response_schema=ResponseSchema(name="Pet", json_schema=json_schema(Pet)),
    )
    req = build_request([{"role": "user", "content": [{"type": "text", "text": "hi"}]}], [], "auto", cfg)
    assert req["max_tokens"] == 50 and req["temperature"] == 0.3 and req["seed"] == 7
    assert req["stop"] == ["\n\n"]
    assert req["messages"] == [{"role": "user", "content": "hi"}]
    fmt = req["response_format"]
    assert fmt["type"] == "json_schema" and fmt["json_schema"]["name"] == "Pet"
    assert set(fmt["json_schema"]["schema"]["required"]) == {"name", "legs"}
    assert "tools" not in req and "model" not in req


def test_build_request_defaults_are_greedy_and_bounded() -> None:
    req = build_request([{"role": "user", "content": "hi"}], [], "auto", GenerateConfig())
    assert req["temperature"] == 0.0 and req["seed"] == 0 and req["max_tokens"] > 0
    assert "response_format" not in req


def test_threads_follow_the_load(monkeypatch: pytest.MonkeyPatch) -> None:
    from dataagents.llm import local

    monkeypatch.delenv("DATAAGENTS_LOCAL_THREADS", raising=False)
    monkeypatch.delenv("DATAAGENTS_THREADS", raising=False)
    monkeypatch.setattr(local, "available_cores", lambda: 2)
    monkeypatch.setattr(local.os, "getloadavg", lambda: (0.3, 0.3, 0.3))
    assert local.choose_threads() == 2
    monkeypatch.setattr(local.os, "getloadavg", lambda: (9.0, 9.0, 9.0))
    # 2 threads collapsed ~10x on busy cores (benchmarks/llm_throughput.py)
    assert local.choose_threads() == 1
    monkeypatch.setattr(local, "available_cores", lambda: 16)  # a bigger machine, nearly free: every core
    monkeypatch.setattr(local.os, "getloadavg", lambda: (0.5, 0.5, 0.5))
    assert local.choose_threads() == 16
    monkeypatch.setenv("DATAAGENTS_LOCAL_THREADS", "2")
    assert local.choose_threads() == 2
    monkeypatch.delenv("DATAAGENTS_LOCAL_THREADS")
    monkeypatch.setenv("DATAAGENTS_THREADS", "3")  # the all-steps override applies too
    assert local.choose_threads() == 3
    monkeypatch.setenv("DATAAGENTS_LOCAL_THREADS", "two")
    with pytest.raises(local.ModelError, match="DATAAGENTS_LOCAL_THREADS"):
        local.choose_threads()


def test_custom_gguf_needs_a_path(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.delenv("DATAAGENTS_LOCAL_MODEL", raising=False)
    with pytest.raises(ModelError, match="DATAAGENTS_LOCAL_MODEL"):
        resolve_weights("gguf")
    fake = tmp_path / "m.gguf"
    fake.write_bytes(b"GGUF" + b"\0" * 8)
    monkeypatch.setenv("DATAAGENTS_LOCAL_MODEL", str(fake))
    path, identity = resolve_weights("gguf")
    assert path == fake and identity.startswith("file:")


def test_local_model_without_weights_says_how_to_fetch(tmp_cache: Path) -> None:
    with pytest.raises(ModelError, match=re.escape("dataagents llm fetch local/qwen2.5-coder-0.5b")):
        get_model("local/qwen2.5-coder-0.5b")


@pytest.mark.model
async def test_smollm2_answers_schema_constrained_prompt() -> None:
    if weights.status("smollm2-135m") not in ("verified", "unverified"):
        pytest.skip(
            "SmolLM2 weights not assembled: run `dataagents llm fetch local/smollm2-135m` (make test does)"
        )
    model = get_model("local/smollm2-135m", cache=False)
    with usage_scope() as usage:
        pet = await generate_object(
            model,
            "Invent a pet animal. Give its name and number of legs.",
            Pet,
            system="Reply in JSON.",
            config=GenerateConfig(max_tokens=100),  # bounds the time if the tiny model rambles
        )
    assert isinstance(pet, Pet) and pet.name.strip()
    assert usage.total.calls >= 1
    assert usage.total.input_tokens > 10 and usage.total.output_tokens > 0
    assert usage.total.seconds > 0 and usage.total.cost_usd == 0.0


@pytest.mark.model
async def test_smollm2_prompt_over_context_is_a_clear_error() -> None:
    if weights.status("smollm2-135m") not in ("verified", "unverified"):
        pytest.skip(
            "SmolLM2 weights not assembled: run `dataagents llm fetch local/smollm2-135m` (make test does)"
        )
    model = get_model("local/smollm2-135m", cache=False, n_ctx=128)
    with pytest.raises(ModelError, match="prompt too long"):
        await generate_text(model, "word " * 400)


async def test_speed_is_not_measured_where_the_provider_reports_none() -> None:
    model = scripted_model(["first answer"])
    assert await measure_speed(model, "How fast are you?") is None
    assert await generate_text(model, "hello") == "first answer"  # the scripted answer was not used up


@pytest.mark.model
async def test_smollm2_reports_its_speed() -> None:
    if weights.status("smollm2-135m") not in ("verified", "unverified"):
        pytest.skip(
            "SmolLM2 weights not assembled: run `dataagents llm fetch local/smollm2-135m` (make test does)"
        )
    model = get_model("local/smollm2-135m")  # the response cache is on: the measurement must pass it
    first = await measure_speed(model, "Name three colours.", system="Be brief.")
    again = await measure_speed(model, "Name three colours.", system="Be brief.")
    for speed in (first, again):
        assert speed is not None and speed.prompt_tokens_per_s > 0 and speed.output_tokens_per_s > 0
    assert again.seconds > 0.001  # answered by the model, not read back from the cache
    assert first.seconds_for(1000, 100) > first.seconds_for(100, 10) > 0
