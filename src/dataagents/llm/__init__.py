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
- ``usage`` module: per-task and per-run tokens, time and cost.
"""

from __future__ import annotations

from dataagents.llm.door import (
    ModelError,
    StructuredOutputError,
    generate_object,
    generate_text,
    get_model,
    model_name,
    scripted_model,
)

__all__ = [
    "ModelError",
    "StructuredOutputError",
    "generate_object",
    "generate_text",
    "get_model",
    "model_name",
    "scripted_model",
]
