"""How fast a model answers on this machine now, so that a caller with a deadline can tell before a long call
whether its answer would come in time.

The embedded model reports its own prompt and output speeds (llama.cpp's timings); they swing with the load
on the machine (on 2 shared cores, prompt reading fell from over a hundred to ~19 tokens/s while another job
ran), so they are measured by one short, uncached call just before they are needed. Other providers report
no speeds: ``measure_speed`` sends them nothing and returns None, and the caller keeps its own timeout.
"""

from __future__ import annotations

import time

from inspect_ai.model import GenerateConfig, Model
from pydantic import BaseModel

from dataagents.llm.door import _as_messages, _generate
from dataagents.llm.local import LocalModelAPI

# o200k counts differ from a local model's own tokenizer (~8 % fewer for Qwen2.5 on a mixed prompt)
TOKENIZER_MARGIN = 1.15


class CallSpeed(BaseModel):
    prompt_tokens_per_s: float
    output_tokens_per_s: float
    seconds: float  # what measuring cost

    def seconds_for(self, prompt_tokens: int, output_tokens: int) -> float:
        """The longest a call of that many prompt tokens (counted with o200k) and output tokens takes at these
        speeds."""
        return (
            prompt_tokens * TOKENIZER_MARGIN / self.prompt_tokens_per_s
            + output_tokens / self.output_tokens_per_s
        )


async def measure_speed(
    model: Model, prompt: str, *, system: str | None = None, output_tokens: int = 8
) -> CallSpeed | None:
    """One short call, past the response cache, reporting the embedded model's prompt and output speeds; None
    (and no call) for other providers, which do not report them. A prompt that begins the way the coming call does is read only once by a
    model that keeps its prompt cache (llama.cpp does), so the measurement costs little of that call's time."""
    if not isinstance(model.api, LocalModelAPI):
        return None
    start = time.perf_counter()
    output = await _generate(
        model, _as_messages(prompt, system), GenerateConfig(max_tokens=output_tokens, cache=False)
    )
    seconds = time.perf_counter() - start
    meta = output.metadata or {}
    read, written = meta.get("prompt_tokens_per_s"), meta.get("output_tokens_per_s")
    if not (isinstance(read, int | float) and isinstance(written, int | float)) or read <= 0 or written <= 0:
        return None
    return CallSpeed(prompt_tokens_per_s=float(read), output_tokens_per_s=float(written), seconds=seconds)
