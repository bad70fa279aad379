"""``dataagents llm ping``: one JSON-schema-constrained request to a model, with its speed."""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Literal

from inspect_ai.model import GenerateConfig, ResponseSchema
from inspect_ai.util import json_schema
from pydantic import BaseModel, Field, ValidationError

from dataagents.llm.door import (
    ModelError,
    StructuredOutputError,
    _as_messages,
    _generate,
    extract_json,
    get_model,
)

PING_PROMPT = (
    "A CSV column is named 'order_date'. Its first values are '2024-01-03', '2024-01-05', '2024-01-05'. "
    "Which data type is it, and could it be a primary key on its own? Answer briefly."
)


class ColumnGuess(BaseModel):
    """The answer ping asks for: small, but needs the schema to be obeyed."""

    dtype: Literal["integer", "float", "string", "date", "boolean"]
    could_be_key: bool
    reason: str = Field(max_length=300)


@dataclass(frozen=True)
class PingResult:
    model: str
    answer: ColumnGuess
    raw: str
    input_tokens: int
    output_tokens: int
    seconds: float  # wall time of the request (first call includes loading the model)
    output_tokens_per_s: float | None  # the runtime's own generation speed when it reports one
    prompt_tokens_per_s: float | None
    threads: int | None = None  # llama.cpp threads, for the embedded model


async def ping(model_name: str, *, max_tokens: int = 120) -> PingResult:
    """Ask ``model_name`` one schema-constrained question (no response cache) and time it."""
    model = get_model(model_name, cache=False)
    if model is None:
        raise ModelError("cannot ping 'none'", hint="name a model, e.g. local/qwen2.5-coder-1.5b")
    config = GenerateConfig(
        max_tokens=max_tokens,
        temperature=0.0,
        response_schema=ResponseSchema(name="ColumnGuess", json_schema=json_schema(ColumnGuess)),
    )
    start = time.perf_counter()
    output = await _generate(model, _as_messages(PING_PROMPT, "Reply with JSON only."), config)
    seconds = time.perf_counter() - start
    try:
        answer = ColumnGuess.model_validate(extract_json(output.completion))
    except (ValueError, ValidationError) as err:
        raise StructuredOutputError(
            f"{model} answered ping with invalid JSON: {str(err)[:200]}", raw=output.completion
        ) from err
    usage = output.usage
    meta = output.metadata or {}
    out_tokens = usage.output_tokens if usage else 0
    gen_speed = meta.get("output_tokens_per_s")
    if gen_speed is None and out_tokens and output.time:
        gen_speed = out_tokens / output.time
    return PingResult(
        model=str(model),
        answer=answer,
        raw=output.completion,
        input_tokens=usage.input_tokens if usage else 0,
        output_tokens=out_tokens,
        seconds=seconds,
        output_tokens_per_s=gen_speed,
        prompt_tokens_per_s=meta.get("prompt_tokens_per_s"),
        threads=meta.get("threads"),
    )
