"""Getting a model and calling it: text, or a pydantic-validated object with one repair retry."""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Sequence
from typing import Any, TypeVar

from inspect_ai.model import (
    ChatMessage,
    ChatMessageSystem,
    ChatMessageUser,
    GenerateConfig,
    Model,
    ModelOutput,
    ResponseSchema,
)
from inspect_ai.model import get_model as _inspect_get_model
from inspect_ai.util import json_schema
from pydantic import BaseModel, ValidationError

from dataagents.llm import faults
from dataagents.llm.errors import ModelError, StructuredOutputError
from dataagents.llm.resolve import is_no_model, open_model
from dataagents.llm.tokens import seed_tiktoken_cache

T = TypeVar("T", bound=BaseModel)


def get_model(name: str | Model | None, *, cache: bool | None = None, **model_args: Any) -> Model | None:
    """Resolve a model name to an inspect ``Model``; ``None``/``"none"`` gives ``None`` (deterministic floor).

    Disk cache: on by default for the embedded ``local/…`` model, opt-in for the rest (``cache=True``
    or ``DATAAGENTS_LLM_CACHE=1``; ``DATAAGENTS_LLM_CACHE=0`` turns it off everywhere). It is inspect's
    own response cache (``CachePolicy``), keyed by model, messages, tools and config.
    """
    if not isinstance(name, Model) and not is_no_model(name):
        _ensure_providers_registered()
    return open_model(name, cache=cache, **model_args)


def model_name(model: Model | None) -> str:
    """Display name of a model, ``none`` for no model."""
    return "none" if model is None else str(model)


def scripted_model(outputs: Iterable[str]) -> Model:
    """A model that answers with ``outputs`` in order (inspect's mockllm). For tests only."""
    _ensure_providers_registered()
    return _inspect_get_model(
        "mockllm/model",
        custom_outputs=[ModelOutput.from_content("mockllm/model", o) for o in outputs],
        memoize=False,
    )


def _as_messages(prompt: str | Sequence[ChatMessage], system: str | None) -> list[ChatMessage]:
    messages: list[ChatMessage] = (
        [ChatMessageUser(content=prompt)] if isinstance(prompt, str) else list(prompt)
    )
    if system:
        messages.insert(0, ChatMessageSystem(content=system))
    return messages


_FAULT_HINTS = {
    "timeout": "the endpoint did not answer in time: check it is up, or raise --timeout",
    "rate_limit": "lower --max-connections, or wait and run again",
    "server_error": "the endpoint is failing: check its logs, or run again later",
    "connection": "check the endpoint's address (<SERVICE>_BASE_URL) and that it is running",
    "bad_response": "the endpoint does not speak the OpenAI chat API: check the base URL and server",
    "rejected": "check the model name, API key and request",
}


def _with_call_timeout(model: Model, config: GenerateConfig) -> GenerateConfig:
    """inspect gives the eval's per-attempt timeout only to the model under test; judges and helper models
    opened by name would otherwise wait forever on a hung endpoint, so they get it too."""
    if config.attempt_timeout is not None or model.config.attempt_timeout is not None:
        return config
    try:
        from inspect_ai.model._generate_config import active_generate_config
    except ImportError:  # pragma: no cover - pinned inspect-ai
        return config
    active = active_generate_config()
    if active.attempt_timeout is None:
        return config
    return config.merge(GenerateConfig(attempt_timeout=active.attempt_timeout))


def _failed(err: ModelError) -> ModelError:
    """A call that failed for good: noted on the running sample (``faults.record_call_fault``) whether or
    not the caller goes on to catch the error."""
    if err.kind:
        faults.record_call_fault(err.kind)
    return err


async def _generate(model: Model, messages: list[ChatMessage], config: GenerateConfig) -> ModelOutput:
    """One call through inspect (which applies its cache and its classified retries first)."""
    try:
        output = await model.generate(messages, config=_with_call_timeout(model, config))
    except ModelError as err:
        _failed(err)
        raise
    except Exception as err:
        cause = faults.unwrap(err)
        kind = faults.kind_of_exception(cause)
        raise _failed(
            ModelError(
                f"model {model} failed: {type(cause).__name__}: {str(cause)[:300]}",
                hint=_FAULT_HINTS.get(kind, "check the model name, key, request and the provider's logs"),
                kind=kind if faults.is_model_fault(kind) else "provider_error",
            )
        ) from err
    if output.stop_reason == "model_length" and not output.completion:
        raise _failed(
            ModelError(
                f"prompt too long for model {model}",
                hint="shorten the prompt (render files with a smaller budget_tokens) or raise DATAAGENTS_LOCAL_CTX",
                kind="rejected",
            )
        )
    if output.error:
        kind = faults.kind_of_message(output.error)
        raise _failed(
            ModelError(
                f"model {model} failed: {output.error}",
                hint="check the endpoint and retry",
                kind=kind if faults.is_model_fault(kind) else "bad_response",
            )
        )
    return output


def classify_error(model: Model, err: Exception) -> str:
    """``rate_limit``, ``transient`` or ``fatal``, as the provider's own inspect retry policy sees it."""
    try:
        decision = model.api.should_retry(faults.unwrap(err))
    except Exception:
        return "fatal"
    if not decision:
        return "fatal"
    return getattr(decision, "kind", "transient")


async def generate_text(
    model: Model,
    prompt: str | Sequence[ChatMessage],
    *,
    system: str | None = None,
    config: GenerateConfig | None = None,
) -> str:
    """Plain text completion; usage is recorded by the door's usage hooks."""
    output = await _generate(model, _as_messages(prompt, system), config or GenerateConfig())
    return output.completion


_FENCE = re.compile(r"```(?:json)?\s*(.*?)```", re.DOTALL)


def extract_json(text: str) -> Any:
    """Parse the first JSON value in ``text`` (bare, fenced, or surrounded by prose). Raises ValueError."""
    candidates = [m.group(1) for m in _FENCE.finditer(text)] + [text]
    for cand in candidates:
        cand = cand.strip()
        try:
            return json.loads(cand)
        except json.JSONDecodeError:
            pass
        for opener, closer in (("{", "}"), ("[", "]")):
            start, end = cand.find(opener), cand.rfind(closer)
            if start != -1 and end > start:
                try:
                    return json.loads(cand[start : end + 1])
                except json.JSONDecodeError:
                    continue
    raise ValueError("no JSON value found in model output")


def _validate_capped(schema: type[T], data: Any) -> T:
    """Validate ``data``; when the only errors are lists longer than the schema allows (a local model's
    grammar does not enforce maxItems), keep each list's first allowed items rather than lose the answer.
    Nested lists are reported only once their parent fits, hence the few rounds."""
    capped = data
    for _ in range(4):
        try:
            return schema.model_validate(capped)
        except ValidationError as err:
            errors = err.errors()
            if not errors or any(e["type"] != "too_long" or not e["loc"] for e in errors):
                raise
            capped = json.loads(json.dumps(capped))
            for e in errors:
                node = capped
                for key in e["loc"][:-1]:
                    node = node[key]
                limit = int((e.get("ctx") or {}).get("max_length", 0))
                node[e["loc"][-1]] = node[e["loc"][-1]][:limit]
    return schema.model_validate(capped)


async def generate_object(
    model: Model,
    prompt: str | Sequence[ChatMessage],
    schema: type[T],
    *,
    system: str | None = None,
    config: GenerateConfig | None = None,
) -> T:
    """Ask for JSON matching ``schema`` (sent as a JSON-schema response format), validate with pydantic,
    and retry once with the validation error quoted back to the model."""
    messages = _as_messages(prompt, system)
    cfg = (config or GenerateConfig()).merge(
        GenerateConfig(
            response_schema=ResponseSchema(name=schema.__name__[:64], json_schema=json_schema(schema)),
        )
    )
    raw = ""
    for attempt in range(2):
        output = await _generate(model, messages, cfg)
        raw = output.completion
        try:
            return _validate_capped(schema, extract_json(raw))
        except (ValueError, ValidationError) as err:
            if attempt == 1:
                truncated = output.stop_reason in ("max_tokens", "model_length")
                raise _failed(
                    StructuredOutputError(
                        f"model {model} returned output that does not match {schema.__name__}"
                        + (" (cut off at the token limit)" if truncated else "")
                        + f": {str(err)[:300]}",
                        raw=raw,
                        hint="raise the token limit or ask for less"
                        if truncated
                        else "try a stronger model or simplify the request",
                        kind="truncated" if truncated else "bad_output",
                    )
                ) from err
            messages = [
                *messages,
                output.message,
                ChatMessageUser(
                    content=f"Your answer was not valid: {str(err)[:500]}\n"
                    + (
                        "It was cut off at the token limit: answer much more briefly.\n"
                        if output.stop_reason == "max_tokens"
                        else ""
                    )
                    + f"Reply with only a JSON object matching this schema:\n{json.dumps(schema.model_json_schema())}"
                ),
            ]
    raise AssertionError("unreachable")


_registered = False


def _ensure_providers_registered() -> None:
    """Import our inspect providers (local, replay) so their names resolve without the entry point."""
    global _registered
    if not _registered:
        seed_tiktoken_cache()
        import dataagents.llm.providers  # noqa: F401  (registers local/replay/none and the usage hook)

        _quiet_init_hooks()

        _registered = True


def _quiet_init_hooks() -> None:
    """inspect prints a banner the first time it loads hooks (our usage hook); outside an eval that
    is noise on the CLI, so load them once here with stdout captured."""
    import contextlib
    import io

    try:
        from inspect_ai.hooks._startup import init_hooks
    except ImportError:  # pragma: no cover - pinned inspect-ai
        return
    with contextlib.redirect_stdout(io.StringIO()):
        init_hooks()
