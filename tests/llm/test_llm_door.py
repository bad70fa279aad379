"""The door: scripted models, structured output with one repair retry, none, usage accounting."""

from __future__ import annotations

import pytest
from inspect_ai.model import ChatMessageUser
from inspect_ai.model import get_model as inspect_get_model
from pydantic import BaseModel, Field

from dataagents.llm import (
    ModelError,
    StructuredOutputError,
    generate_object,
    generate_text,
    get_model,
    model_name,
    scripted_model,
)
from dataagents.llm.door import extract_json
from dataagents.llm.usage import CallUsage, UsageTotal, cost_usd, run_usage, usage_scope


class Verdict(BaseModel):
    label: str
    confidence: float = Field(ge=0, le=1)


async def test_generate_text_from_script() -> None:
    model = scripted_model(["first", "second"])
    assert await generate_text(model, "a") == "first"
    assert await generate_text(model, "b", system="be brief") == "second"


async def test_generate_object_validates() -> None:
    model = scripted_model(['Sure: ```json\n{"label": "dup", "confidence": 0.9}\n```'])
    assert await generate_object(model, "judge", Verdict) == Verdict(label="dup", confidence=0.9)


async def test_generate_object_repairs_once_with_the_error_quoted() -> None:
    seen: list[list] = []
    answers = iter(['{"label": "dup", "confidence": 7}', '{"label": "dup", "confidence": 0.7}'])

    def respond(messages, tools, tool_choice, config):
        from inspect_ai.model import ModelOutput

        seen.append(list(messages))
        assert config.response_schema is not None and config.response_schema.name == "Verdict"
        return ModelOutput.from_content("mockllm/model", next(answers))

    model = inspect_get_model("mockllm/model", custom_outputs=respond, memoize=False)
    assert await generate_object(model, "judge", Verdict) == Verdict(label="dup", confidence=0.7)
    assert len(seen) == 2
    repair = seen[1][-1]
    assert isinstance(repair, ChatMessageUser) and "confidence" in repair.text and "not valid" in repair.text


async def test_generate_object_gives_up_after_one_repair() -> None:
    model = scripted_model(["no json here", '{"label": 3}'])
    with pytest.raises(StructuredOutputError) as err:
        await generate_object(model, "judge", Verdict)
    assert err.value.raw == '{"label": 3}'


def test_extract_json_variants() -> None:
    assert extract_json('{"a": 1}') == {"a": 1}
    assert extract_json('text before {"a": [1, 2]} after') == {"a": [1, 2]}
    assert extract_json("```json\n[1, 2]\n```") == [1, 2]
    with pytest.raises(ValueError):
        extract_json("nothing")


def test_none_gives_no_model() -> None:
    for name in (None, "none", " None ", ""):
        assert get_model(name) is None
    assert model_name(None) == "none"


async def test_none_provider_refuses_to_generate() -> None:
    # "none" resolves to no model without opening anything, so register our providers the way the
    # entry point does; inspect's own "none" must then be behind ours
    import dataagents.llm.providers  # noqa: F401

    model = inspect_get_model("none/none")
    with pytest.raises(ModelError, match="no model configured"):
        await generate_text(model, "hello")
    with pytest.raises(ModelError, match="no model configured"):
        await model.generate("hello")


def test_unknown_provider_is_a_model_error() -> None:
    with pytest.raises(ModelError, match="cannot open model"):
        get_model("nosuchprovider/x")


async def test_usage_scope_collects_calls() -> None:
    model = scripted_model(["one", "two"])
    before = len(run_usage().calls)
    with usage_scope() as outer:
        await generate_text(model, "a")
        with usage_scope() as inner:
            await generate_text(model, "b")
    await generate_text(scripted_model(["outside"]), "c")
    assert outer.total.calls == 2 and inner.total.calls == 1
    assert outer.total.input_tokens > 0 and outer.total.output_tokens > 0
    assert outer.total.cost_usd == 0.0  # scripted models are free
    assert len(run_usage().calls) == before + 3
    assert "mockllm/model" in outer.by("model")


def test_cost_table() -> None:
    assert cost_usd("openai/gpt-4o-mini", 1_000_000, 1_000_000) == pytest.approx(0.75)
    assert cost_usd("openai/gpt-4o", 1_000_000, 0) == pytest.approx(2.5)  # longest prefix wins over -mini
    assert cost_usd("local/qwen2.5-coder-1.5b", 10_000, 10_000) == 0.0
    assert cost_usd("someprovider/unknown", 10, 10) is None
    total = UsageTotal()
    total.add(CallUsage("local/x", 1, 1, 0.1, 0.0))
    total.add(CallUsage("someprovider/unknown", 1, 1, 0.1, None))
    assert total.cost_usd is None  # unknown stays unknown, never silently 0


def test_count_tokens_offline() -> None:
    from dataagents.llm.tokens import count_tokens

    assert count_tokens("hello world") == 2
    assert count_tokens("") == 0
    assert count_tokens("a b c", encoding="cl100k_base") == 3
