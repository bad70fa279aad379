"""The embedded model: a GGUF run in-process by llama.cpp (xllamacpp) on CPU, as an inspect ``ModelAPI``.

xllamacpp ships a prebuilt wheel and serves OpenAI-shaped chat requests in process (JSON-schema
response formats included), so requests are built and parsed with inspect's own OpenAI helpers.

Names: ``local/qwen2.5-coder-1.5b`` (default), ``local/qwen2.5-coder-0.5b``, ``local/smollm2-135m``
(plumbing tests only) — verified weights assembled by ``dataagents llm fetch`` — and ``local/gguf``,
which loads ``DATAAGENTS_LOCAL_MODEL=/path/to/any.gguf`` (or model arg ``path=…``).

Runtime choices (measured on 2 shared cores): ``OMP_WAIT_POLICY=PASSIVE`` must be set before
llama.cpp loads (spinning OpenMP threads made generation 6-10x slower when the cores were busy); every
available core when they are free, 1 when they are busy (``choose_threads``); one model load per
process; one request at a time. Responses are cached on disk by default
(inspect's ``CachePolicy``; ``DATAAGENTS_LLM_CACHE=0`` turns it off).
"""

from __future__ import annotations

import os
import secrets
import threading
import time
from pathlib import Path
from typing import Any

os.environ.setdefault("OMP_WAIT_POLICY", "PASSIVE")  # before llama.cpp (and its OpenMP) is loaded

import anyio
from inspect_ai.model import (
    CachePolicy,
    ChatMessage,
    GenerateConfig,
    ModelAPI,
    ModelOutput,
)
from inspect_ai.model._model_call import ModelCall
from inspect_ai.model._openai import (
    chat_choices_from_openai,
    messages_to_openai,
    model_output_from_openai,
    openai_chat_tool_choice,
    openai_chat_tools,
    openai_completion_params,
)
from inspect_ai.tool import ToolChoice, ToolInfo
from openai.types.chat import ChatCompletion

from dataagents.llm import weights
from dataagents.llm.errors import ModelError
from dataagents.paths import cache_dir
from dataagents.threads import ThreadCountError, available_cores, threads_from_env

DEFAULT_CTX = 8192
DEFAULT_MAX_TOKENS = 1024
CUSTOM_NAME = "gguf"  # local/gguf -> DATAAGENTS_LOCAL_MODEL

_load_lock = threading.Lock()
_request_lock = threading.Lock()  # one request at a time in the process, across loaded models
_servers: dict[tuple[Path, int], Any] = {}
_threads_used: dict[tuple[Path, int], int] = {}


def resolve_weights(model_name: str, path: str | None = None) -> tuple[Path, str]:
    """(GGUF path, identity for cache keys) for a ``local/…`` model name; raises ``ModelError``."""
    if path or model_name == CUSTOM_NAME:
        chosen = path or os.environ.get("DATAAGENTS_LOCAL_MODEL")
        if not chosen:
            raise ModelError(
                "local/gguf needs a model file",
                hint="set DATAAGENTS_LOCAL_MODEL=/path/to/model.gguf (or -M path=…)",
            )
        gguf = weights.custom_gguf(chosen)
        st = gguf.stat()
        return gguf, f"file:{gguf.resolve()}:{st.st_size}:{st.st_mtime_ns}"
    spec = weights.spec_for(model_name)
    return weights.verified_path(spec.name), f"sha256:{spec.sha256}"


def choose_threads() -> int:
    """Threads for llama.cpp: ``DATAAGENTS_LOCAL_THREADS`` (or ``DATAAGENTS_THREADS``), else every core this
    process may use when they are free, 1 when they are busy.

    Measured on 2 shared cores (benchmarks/llm_throughput.py; Qwen2.5-Coder-1.5B generation):
    load ~1.5: 2 threads 23 tok/s; load ~3.2: 2 threads 4.6-5 tok/s vs 1 thread 18-24 tok/s;
    load ~10: 2 threads 0.8 tok/s vs 1 thread 9.5. Every op ends in a barrier that waits for the
    thread the scheduler parked, so more threads pay off only on nearly free cores. Decided once, when
    the model loads.
    """
    try:
        chosen = threads_from_env("DATAAGENTS_LOCAL_THREADS")
    except ThreadCountError as err:
        raise ModelError(err.message, hint=err.hint) from err
    if chosen is not None:
        return chosen
    cores = available_cores()
    try:
        busy = os.getloadavg()[0] >= cores - 0.5  # another job already holds most of a core
    except OSError:  # pragma: no cover - no load average on this platform
        busy = False
    return 1 if busy else cores


def load_server(path: Path, *, threads: int | None = None, n_ctx: int | None = None) -> Any:
    """Load the GGUF once per process (and per file); later calls return the same runtime."""
    ctx = n_ctx or int(os.environ.get("DATAAGENTS_LOCAL_CTX", DEFAULT_CTX))
    key = (path, ctx)
    with _load_lock:
        if key in _servers:
            return _servers[key]
        try:
            import xllamacpp
        except ImportError as err:  # pragma: no cover - pinned dependency
            raise ModelError(
                "xllamacpp is not installed", hint="run `make test` or `pip install -e .`"
            ) from err
        n_threads = threads or choose_threads()
        params = xllamacpp.CommonParams()
        params.model.path = str(path)
        params.n_ctx = ctx
        params.n_parallel = 1  # one slot: requests are serialized anyway on 2 cores
        params.cpuparams.n_threads = n_threads
        params.cpuparams_batch.n_threads = n_threads
        params.warmup = False
        params.verbosity = 0
        # llama.cpp's server also listens on 127.0.0.1; a random key per process keeps other local
        # processes (generated code in the fallback sandbox, say) off it. In-process calls need none.
        params.api_keys = [secrets.token_hex(16)]
        try:
            server = xllamacpp.Server(params)
        except Exception as err:
            raise ModelError(
                f"llama.cpp could not load {path}: {err}", hint="is it a valid chat GGUF?"
            ) from err
        _servers[key] = server
        _threads_used[key] = n_threads
        return server


def _flatten_content(messages: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """llama.cpp chat templates want plain strings; join text parts (images are not supported)."""
    flat = []
    for msg in messages:
        msg = dict(msg)
        content = msg.get("content")
        if isinstance(content, list):
            texts = [p.get("text", "") for p in content if isinstance(p, dict) and p.get("type") == "text"]
            if len(texts) != len(content):
                raise ModelError("the embedded model accepts text only", hint="use a multimodal remote model")
            msg["content"] = "\n".join(texts)
        flat.append(msg)
    return flat


def build_request(
    messages: list[dict[str, Any]],
    tools: list[ToolInfo],
    tool_choice: ToolChoice,
    config: GenerateConfig,
) -> dict[str, Any]:
    """An OpenAI chat request for llama.cpp from inspect's config (max_tokens, temperature, seed, stop,
    response_schema -> ``response_format: json_schema``)."""
    params = openai_completion_params(model="local", config=config, tools=bool(tools))
    params.pop("model", None)
    params.pop("extra_body", None)
    params.setdefault("temperature", 0.0)  # greedy unless asked: reproducible answers, cacheable
    params.setdefault("seed", 0)
    params.setdefault("max_tokens", DEFAULT_MAX_TOKENS)
    if config.top_k is not None:
        params["top_k"] = config.top_k
    fmt = params.get("response_format")
    if fmt:
        fmt["json_schema"] = {k: v for k, v in fmt["json_schema"].items() if v is not None}
    request: dict[str, Any] = {"messages": _flatten_content(messages), **params}
    if tools:
        request["tools"] = openai_chat_tools(tools)
        request["tool_choice"] = openai_chat_tool_choice(tool_choice)
    return request


def _context_overflow(message: str) -> bool:
    text = message.lower()
    return "context" in text and ("exceed" in text or "too long" in text or "n_ctx" in text)


class LocalModelAPI(ModelAPI):
    """inspect provider ``local``: the embedded GGUF model."""

    def __init__(
        self,
        model_name: str,
        base_url: str | None = None,
        api_key: str | None = None,
        config: GenerateConfig | None = None,
        path: str | None = None,
        threads: int | None = None,
        n_ctx: int | None = None,
        cache: bool | None = None,
        **model_args: Any,
    ) -> None:
        config = config if config is not None else GenerateConfig()
        super().__init__(model_name, base_url, api_key, [], config)
        self._path_arg = path
        self._threads = threads
        self._n_ctx = n_ctx
        # Fail fast (and without loading) when the weights are not assembled/verified.
        self._gguf, self._identity = resolve_weights(model_name, path)
        # Disk cache on by default for the embedded model. The same config object becomes the
        # Model's config, so setting it here makes every generate() use inspect's cache.
        use_cache = cache if cache is not None else os.environ.get("DATAAGENTS_LLM_CACHE", "1") != "0"
        if use_cache and config.cache is None:
            # keep inspect's response cache beside our other caches unless the user chose a place
            os.environ.setdefault("INSPECT_CACHE_DIR", str(cache_dir() / "inspect"))
            config.cache = CachePolicy(expiry=None, scopes={"weights": self._identity})

    def max_tokens(self) -> int | None:
        return DEFAULT_MAX_TOKENS

    def max_connections(self) -> int:
        return 1  # one request at a time on 2 cores

    def should_retry(self, ex: Exception) -> bool:
        return False  # a local runtime failure does not heal on retry

    async def generate(
        self,
        input: list[ChatMessage],
        tools: list[ToolInfo],
        tool_choice: ToolChoice,
        config: GenerateConfig,
    ) -> tuple[ModelOutput, ModelCall]:
        request = build_request(
            [dict(m) for m in await messages_to_openai(input)], tools, tool_choice, config
        )

        abandoned = threading.Event()

        def call() -> dict[str, Any]:
            # loading (seconds for 1 GB) and decoding both block, so both run off the event loop
            server = load_server(self._gguf, threads=self._threads, n_ctx=self._n_ctx)
            with _request_lock:
                if abandoned.is_set():  # the caller timed out while queued: nobody wants this answer
                    return {"error": {"message": "request abandoned by its caller before it started"}}
                return server.handle_chat_completions(request)

        start = time.perf_counter()
        try:
            # A caller's timeout (asyncio.wait_for, inspect's time limits) cancels the wait at once; a request
            # still queued behind the lock is then skipped, so abandoned calls do not pile up and keep the
            # process busy after the work is done. One already decoding runs to its max_tokens.
            response = await anyio.to_thread.run_sync(call, abandon_on_cancel=True)
        except BaseException:
            abandoned.set()
            raise
        elapsed = time.perf_counter() - start
        model_call = ModelCall.create(request, response, time=elapsed)

        if "error" in response:
            message = str(response["error"].get("message", response["error"]))
            if _context_overflow(message):
                output = ModelOutput.from_content(f"local/{self.model_name}", "", stop_reason="model_length")
                output.metadata = {"runtime_error": message}
                return output, model_call
            raise ModelError(
                f"local/{self.model_name} rejected the request: {message}", hint="check the prompt"
            )

        response["model"] = f"local/{self.model_name}"  # llama.cpp echoes the file path
        completion = ChatCompletion.model_validate(response)
        output = model_output_from_openai(completion, chat_choices_from_openai(completion, tools))
        output.time = elapsed
        timings = response.get("timings") or {}
        output.metadata = {
            "prompt_tokens_per_s": timings.get("prompt_per_second"),
            "output_tokens_per_s": timings.get("predicted_per_second"),
            "weights": self._identity,
            "threads": next((t for (p, _), t in _threads_used.items() if p == self._gguf), None),
        }
        return output, model_call
