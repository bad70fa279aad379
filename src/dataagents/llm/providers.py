"""Registers dataagents' inspect model providers: ``local`` (embedded GGUF), ``replay`` and ``none``.

Imported by ``dataagents._registry`` (inspect's entry point) and by the door, so the names resolve
both in ``inspect eval`` and in plain Python. Runtime modules are imported lazily: listing providers
must not load llama.cpp.
"""

from __future__ import annotations

from typing import Any

from inspect_ai.model import ChatMessage, GenerateConfig, ModelAPI, ModelOutput, modelapi
from inspect_ai.tool import ToolChoice, ToolInfo

from dataagents.llm import usage as _usage  # noqa: F401  (registers the usage hook)
from dataagents.llm.errors import ModelError


@modelapi(name="local")
def local() -> type[ModelAPI]:
    # llama.cpp (xllamacpp) loads only when a local model is opened: listing providers stays cheap
    from dataagents.llm.local import LocalModelAPI

    return LocalModelAPI


@modelapi(name="replay")
def replay() -> type[ModelAPI]:
    # loaded when a replay model is opened: listing providers stays cheap
    from dataagents.llm.replay import ReplayModelAPI

    return ReplayModelAPI


class NoModelAPI(ModelAPI):
    """``none/none``: agents must check for no model (``active_agent_model()`` is ``None``) and run
    their deterministic floor; a call that reaches the model anyway is a bug and says so."""

    def __init__(
        self,
        model_name: str = "none",
        base_url: str | None = None,
        api_key: str | None = None,
        config: GenerateConfig | None = None,
        **model_args: Any,
    ) -> None:
        config = config if config is not None else GenerateConfig()
        super().__init__(model_name, base_url, api_key, [], config)

    async def generate(
        self,
        input: list[ChatMessage],
        tools: list[ToolInfo],
        tool_choice: ToolChoice,
        config: GenerateConfig,
    ) -> ModelOutput:
        raise ModelError(
            "no model configured (--model none): this step needs a model",
            hint="pass --model local/qwen2.5-coder-1.5b (or any provider/model); agents should check "
            "active_agent_model() is None and run their deterministic floor",
        )


@modelapi(name="none")
def none() -> type[ModelAPI]:
    return NoModelAPI


def _prefer_ours(api: str) -> None:
    """inspect resolves a provider by the first registry entry with that short name, and its own
    ``none`` was registered first; move inspect's entry behind ours (pinned inspect-ai internals —
    if they change, inspect's ``none`` stays in force, which also refuses to generate)."""
    try:
        from inspect_ai._util import registry as reg
    except ImportError:  # pragma: no cover
        return
    key = f"modelapi:inspect_ai/{api}"
    table = getattr(reg, "_registry", None)
    ours = {f"modelapi:{api}", f"modelapi:dataagents/{api}"}  # un-namespaced when run from a source tree
    if isinstance(table, dict) and key in table and any(k in ours for k in table):
        table[key] = table.pop(key)


_prefer_ours("none")
