"""Remote providers without the network: retry classification and opt-in disk cache."""

from __future__ import annotations

import httpx
import openai
import pytest
from inspect_ai.model import CachePolicy

from dataagents.llm import ModelError, classify_error, generate_text, get_model, scripted_model

_REQ = httpx.Request("POST", "http://127.0.0.1:9/v1/chat/completions")


def _status(code: int) -> httpx.Response:
    return httpx.Response(code, request=_REQ, json={"error": {"message": "x"}})


def test_openai_errors_are_classified(monkeypatch: pytest.MonkeyPatch) -> None:
    model = get_model("openai-api/test/some-model", base_url="http://127.0.0.1:9/v1", api_key="k")
    assert model is not None
    assert (
        classify_error(model, openai.RateLimitError("slow down", response=_status(429), body=None))
        == "rate_limit"
    )
    assert (
        classify_error(model, openai.InternalServerError("oops", response=_status(503), body=None))
        == "transient"
    )
    assert classify_error(model, openai.APIConnectionError(request=_REQ)) == "transient"
    assert classify_error(model, openai.BadRequestError("bad", response=_status(400), body=None)) == "fatal"
    assert classify_error(model, ValueError("bug")) == "fatal"


def test_remote_cache_is_opt_in(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("DATAAGENTS_LLM_CACHE", raising=False)
    plain = get_model("openai-api/test/m1", base_url="http://127.0.0.1:9/v1", api_key="k")
    cached = get_model("openai-api/test/m1", base_url="http://127.0.0.1:9/v1", api_key="k", cache=True)
    assert plain is not None and plain.config.cache is None
    assert cached is not None and isinstance(cached.config.cache, CachePolicy)
    monkeypatch.setenv("DATAAGENTS_LLM_CACHE", "1")
    by_env = get_model("openai-api/test/m2", base_url="http://127.0.0.1:9/v1", api_key="k")
    assert by_env is not None and isinstance(by_env.config.cache, CachePolicy)


async def test_provider_exception_becomes_one_line_model_error() -> None:
    def explode(messages, tools, tool_choice, config):
        raise RuntimeError("socket closed")

    from inspect_ai.model import get_model as inspect_get_model

    scripted_model([])  # registers providers
    model = inspect_get_model("mockllm/model", custom_outputs=explode, memoize=False)
    with pytest.raises(
        ModelError, match=r"^\[provider_error\] model mockllm/model failed: RuntimeError: socket closed"
    ):
        await generate_text(model, "hi")
