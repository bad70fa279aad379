"""Replay: answer from recorded responses, keyed by a hash of the request; or record them.

``replay/<name>`` reads ``<recordings>/<name>.jsonl`` where ``<recordings>`` is the model arg
``recordings=…``, else ``$DATAAGENTS_RECORDINGS``, else ``cache_dir()/recordings``.
Record mode wraps a real provider and appends each answer it sees (model arg ``record=…``, or
``DATAAGENTS_RECORD=<provider/model>`` for CLIs that do not pass model args):

    inspect eval dataagents/smoke --model replay/smoke -M record=local/qwen2.5-coder-1.5b
    DATAAGENTS_RECORD=local/qwen2.5-coder-1.5b dataagents bench run smoke --model replay/smoke
    get_model("replay/smoke", record="local/qwen2.5-coder-1.5b", recordings="tests/data/rec")

The key is SHA-256 over canonical JSON of (recording name, messages without their random ids,
tools, tool choice, the generation settings that change an answer). The recording name stands
for the model: one file holds one model's answers. A miss in replay mode is a ``ModelError``
naming the hash and the file, so a test that changed its prompt says so instead of hanging.
"""

from __future__ import annotations

import fcntl
import hashlib
import json
import os
import threading
from pathlib import Path
from typing import Any, ClassVar

import anyio
from inspect_ai.model import ChatMessage, GenerateConfig, ModelAPI, ModelOutput
from inspect_ai.model._model_call import ModelCall
from inspect_ai.tool import ToolChoice, ToolInfo

from dataagents.llm.errors import ModelError
from dataagents.llm.resolve import open_model
from dataagents.paths import cache_dir

# GenerateConfig fields that change what a model says (runtime knobs like timeouts are left out).
KEY_CONFIG_FIELDS = (
    "max_tokens",
    "temperature",
    "top_p",
    "top_k",
    "seed",
    "stop_seqs",
    "num_choices",
    "frequency_penalty",
    "presence_penalty",
    "logit_bias",
    "system_message",
    "response_schema",
    "reasoning_effort",
    "logprobs",
    "top_logprobs",
)
# Message fields that vary between identical requests (random ids, provenance, model echo).
_MESSAGE_NOISE = {"id", "source", "metadata", "model"}


def recordings_dir(explicit: str | os.PathLike[str] | None = None) -> Path:
    """Where recordings live: the argument, ``$DATAAGENTS_RECORDINGS``, or ``cache_dir()/recordings``."""
    chosen = explicit or os.environ.get("DATAAGENTS_RECORDINGS")
    return Path(chosen) if chosen else cache_dir() / "recordings"


def _jsonable(value: Any) -> Any:
    if hasattr(value, "model_dump"):
        return value.model_dump(mode="json", exclude_none=True)
    return value


def request_key(
    model: str,
    messages: list[ChatMessage],
    tools: list[ToolInfo],
    tool_choice: ToolChoice | None,
    config: GenerateConfig,
) -> str:
    """Stable SHA-256 of a request (same request, same key, across processes and machines)."""
    payload = {
        "model": model,
        "messages": [
            {k: v for k, v in m.model_dump(mode="json", exclude_none=True).items() if k not in _MESSAGE_NOISE}
            for m in messages
        ],
        "tools": [t.model_dump(mode="json", exclude_none=True) for t in tools],
        "tool_choice": _jsonable(tool_choice) if tools else None,
        "config": {
            f: _jsonable(getattr(config, f)) for f in KEY_CONFIG_FIELDS if getattr(config, f) is not None
        },
    }
    canonical = json.dumps(payload, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(canonical.encode()).hexdigest()


class Recording:
    """One JSONL file of ``{"key", "model", "output"}`` lines; the last line for a key wins."""

    _locks: ClassVar[dict[Path, threading.Lock]] = {}

    def __init__(self, path: Path) -> None:
        self.path = path
        self._lock = self._locks.setdefault(path, threading.Lock())
        self._entries: dict[str, dict[str, Any]] | None = None

    def _load(self) -> dict[str, dict[str, Any]]:
        if self._entries is None:
            entries: dict[str, dict[str, Any]] = {}
            if self.path.exists():
                for n, line in enumerate(self.path.read_text(encoding="utf-8").splitlines(), 1):
                    if not line.strip():
                        continue
                    try:
                        row = json.loads(line)
                        entries[row["key"]] = row
                    except (ValueError, KeyError) as err:
                        raise ModelError(
                            f"recording {self.path} line {n} is not a valid record: {err}",
                            hint="re-record it or delete the broken line",
                        ) from err
            self._entries = entries
        return self._entries

    def get(self, key: str) -> ModelOutput | None:
        with self._lock:
            row = self._load().get(key)
        return None if row is None else ModelOutput.model_validate(row["output"])

    def append(self, key: str, model: str, output: ModelOutput) -> None:
        row = {"key": key, "model": model, "output": output.model_dump(mode="json", exclude_none=True)}
        line = json.dumps(row, ensure_ascii=False) + "\n"
        with self._lock:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            with self.path.open("a", encoding="utf-8") as fh:
                fcntl.flock(fh, fcntl.LOCK_EX)  # several processes may record into one file
                fh.write(line)
                fcntl.flock(fh, fcntl.LOCK_UN)
            self._load()[key] = row


class ReplayModelAPI(ModelAPI):
    """inspect provider ``replay``: recorded answers, or recording a wrapped model (``record=…``)."""

    def __init__(
        self,
        model_name: str,
        base_url: str | None = None,
        api_key: str | None = None,
        config: GenerateConfig | None = None,
        recordings: str | None = None,
        record: str | None = None,
        delay: float | str = 0.0,
        **model_args: Any,
    ) -> None:
        config = config if config is not None else GenerateConfig()
        super().__init__(model_name, base_url, api_key, [], config)
        if not model_name or "/" in model_name or model_name.startswith("."):
            raise ModelError(f"bad recording name '{model_name}'", hint="use replay/<name> with a plain name")
        self.recording = Recording(recordings_dir(recordings) / f"{model_name}.jsonl")
        self.record = record or os.environ.get("DATAAGENTS_RECORD") or None
        self._wrapped_args = model_args
        self._wrapped: Any = None
        # seconds to wait (without blocking) before a replayed answer: stands in for a remote endpoint's
        # latency when measuring how a run overlaps its samples (benchmarks/concurrency.py); model arg ``delay``
        # or $DATAAGENTS_REPLAY_DELAY
        self.delay = float(delay)

    def max_connections(self) -> int:
        return 1 if self.record else 16

    def _wrapped_model(self) -> Any:
        if self._wrapped is None:
            self._wrapped = open_model(self.record, **self._wrapped_args)
            if self._wrapped is None:
                raise ModelError("cannot record from 'none'", hint="use record=<provider/model>")
        return self._wrapped

    async def generate(
        self,
        input: list[ChatMessage],
        tools: list[ToolInfo],
        tool_choice: ToolChoice,
        config: GenerateConfig,
    ) -> tuple[ModelOutput, ModelCall]:
        key = request_key(self.model_name, input, tools, tool_choice, config)
        request = {"key": key, "recording": str(self.recording.path)}
        cached = self.recording.get(key)
        if cached is not None:
            # read per call: a memoized model made before the variable was set still honours it
            delay = self.delay or float(os.environ.get("DATAAGENTS_REPLAY_DELAY") or 0.0)
            if delay > 0:
                await anyio.sleep(delay)
            return cached, ModelCall.create(request, {"replayed": True})
        if not self.record:
            raise ModelError(
                f"no recorded answer for request {key[:16]}… in {self.recording.path}",
                hint=f"record it: -M record=<provider/model> (get_model('replay/{self.model_name}', "
                "record=...)), or check that the prompt did not change",
            )
        wrapped = self._wrapped_model()
        output = await wrapped.generate(input, tools=tools, tool_choice=tool_choice, config=config)
        if not output.error:
            self.recording.append(key, str(wrapped), output)
        return output, ModelCall.create(request, {"recorded_from": str(wrapped)})
