"""Opening a model by its inspect name (``provider/model``), once the providers are registered.

The door's ``get_model`` registers dataagents' providers first and then comes here; the ``replay`` provider
comes here directly to open the model it records from (it is itself resolved through inspect's registry, so
the providers are registered by then, and importing the door from a provider would be a cycle).
"""

from __future__ import annotations

import os
from typing import Any

from inspect_ai.model import CachePolicy, GenerateConfig, Model
from inspect_ai.model import get_model as _inspect_get_model

from dataagents.llm.errors import ModelError

NO_MODEL_NAMES = {"", "none", "null", "no-model"}


def is_no_model(name: str | Model | None) -> bool:
    """Whether ``name`` means "no model" (the agents' deterministic floor)."""
    return name is None or (isinstance(name, str) and name.strip().lower() in NO_MODEL_NAMES)


def open_model(name: str | Model | None, *, cache: bool | None = None, **model_args: Any) -> Model | None:
    """An inspect ``Model`` for ``name``; ``None``/``"none"`` gives ``None``. See ``door.get_model``."""
    if isinstance(name, Model):
        return name
    if name is None or is_no_model(name):
        return None
    config = GenerateConfig()
    if name.startswith("local/"):
        if cache is not None:
            model_args["cache"] = cache
    elif cache or (cache is None and os.environ.get("DATAAGENTS_LLM_CACHE") == "1"):
        config = GenerateConfig(cache=CachePolicy(expiry=None))
    try:
        return _inspect_get_model(name, config=config, **model_args)
    except ModelError:
        raise
    except Exception as err:  # inspect raises plain exceptions for unknown providers / missing keys
        raise ModelError(
            f"cannot open model '{name}': {err}",
            hint="use provider/model (e.g. local/qwen2.5-coder-1.5b, openai/gpt-4o, ollama/llama3) or 'none'",
        ) from err
