"""Tokens, time and cost of model calls: per call, per task, summed per run.

inspect reports every successful ``generate`` to its hooks (inside an eval or not), so one hook here
feeds two collectors:
- ``run_usage()``: everything this process did, grouped by inspect task name (``-`` outside an eval).
  inspect's own eval logs also carry per-sample and per-task ``model_usage``; this is the same data
  summed with our cost table, for the CLI and reports.
- ``usage_scope()``: a context manager collecting the calls made inside it, for agents the CLI runs
  directly (no eval)::

      with usage_scope() as usage:
          result = await curate(folder, model=get_model("local/qwen2.5-coder-1.5b"))
      print(usage.total)

Cost: inspect's own figure when it has one (``ModelUsage.total_cost`` from its model database), else
the small price table below (USD per million tokens, list prices), 0 for local/replay/scripted models,
``None`` when unknown (shown as unknown, never as 0).
"""

from __future__ import annotations

import contextlib
import threading
from collections.abc import Iterator
from contextvars import ContextVar
from dataclasses import dataclass, field

from inspect_ai.hooks import Hooks, ModelCacheUsageData, ModelUsageData, hooks
from inspect_ai.model import ModelUsage

# USD per 1M (input, output) tokens; list prices, checked 2025. Prefix match on "provider/model".
PRICES: dict[str, tuple[float, float]] = {
    "openai/gpt-4o-mini": (0.15, 0.60),
    "openai/gpt-4o": (2.50, 10.00),
    "openai/gpt-4.1-nano": (0.10, 0.40),
    "openai/gpt-4.1-mini": (0.40, 1.60),
    "openai/gpt-4.1": (2.00, 8.00),
    "openai/o3-mini": (1.10, 4.40),
    "openai/o4-mini": (1.10, 4.40),
    "anthropic/claude-3-5-haiku": (0.80, 4.00),
    "anthropic/claude-3-5-sonnet": (3.00, 15.00),
    "anthropic/claude-3-7-sonnet": (3.00, 15.00),
    "deepseek/deepseek-chat": (0.27, 1.10),
}
# Providers that cost nothing per token (they run here or replay recorded answers).
FREE_PROVIDERS = ("local/", "replay/", "mockllm/", "none/", "ollama/", "llama-cpp-python/")


def cost_usd(model: str, input_tokens: int, output_tokens: int) -> float | None:
    """Cost of one call from the price table; 0 for local providers, ``None`` when unknown."""
    if model.startswith(FREE_PROVIDERS):
        return 0.0
    best = max((p for p in PRICES if model.startswith(p)), key=len, default=None)
    if best is None:
        return None
    price_in, price_out = PRICES[best]
    return (input_tokens * price_in + output_tokens * price_out) / 1_000_000


@dataclass
class UsageTotal:
    """Summed usage; ``cost_usd`` is ``None`` if any call's cost was unknown."""

    calls: int = 0
    cached_calls: int = 0
    input_tokens: int = 0
    output_tokens: int = 0
    seconds: float = 0.0
    cost_usd: float | None = 0.0

    def add(self, rec: CallUsage) -> None:
        self.calls += 1
        self.cached_calls += int(rec.cached)
        self.input_tokens += rec.input_tokens
        self.output_tokens += rec.output_tokens
        self.seconds += rec.seconds
        self.cost_usd = (
            None if self.cost_usd is None or rec.cost_usd is None else self.cost_usd + rec.cost_usd
        )

    def as_dict(self) -> dict[str, float | int | None]:
        return {
            "calls": self.calls,
            "cached_calls": self.cached_calls,
            "input_tokens": self.input_tokens,
            "output_tokens": self.output_tokens,
            "seconds": round(self.seconds, 3),
            "cost_usd": None if self.cost_usd is None else round(self.cost_usd, 6),
        }


@dataclass(frozen=True)
class CallUsage:
    """One model call."""

    model: str
    input_tokens: int
    output_tokens: int
    seconds: float
    cost_usd: float | None
    cached: bool = False
    task: str = "-"

    @classmethod
    def from_usage(
        cls, model: str, usage: ModelUsage, seconds: float, *, cached: bool = False, task: str | None = None
    ) -> CallUsage:
        # inspect's input_tokens excludes cache reads/writes; count what the model actually read.
        tokens_in = (
            usage.input_tokens + (usage.input_tokens_cache_read or 0) + (usage.input_tokens_cache_write or 0)
        )
        if cached:
            cost: float | None = 0.0
        elif usage.total_cost is not None:
            cost = usage.total_cost
        else:
            cost = cost_usd(model, tokens_in, usage.output_tokens)
        return cls(model, tokens_in, usage.output_tokens, seconds, cost, cached, task or "-")


@dataclass
class UsageLog:
    """A list of calls with totals overall, per task and per model."""

    calls: list[CallUsage] = field(default_factory=list)
    _lock: threading.Lock = field(default_factory=threading.Lock, repr=False)

    def record(self, rec: CallUsage) -> None:
        with self._lock:
            self.calls.append(rec)

    @property
    def total(self) -> UsageTotal:
        out = UsageTotal()
        for rec in list(self.calls):
            out.add(rec)
        return out

    def by(self, attr: str) -> dict[str, UsageTotal]:
        """Totals grouped by ``task`` or ``model``."""
        groups: dict[str, UsageTotal] = {}
        for rec in list(self.calls):
            groups.setdefault(getattr(rec, attr), UsageTotal()).add(rec)
        return groups

    def clear(self) -> None:
        with self._lock:
            self.calls.clear()


_RUN = UsageLog()
_SCOPES: ContextVar[tuple[UsageLog, ...]] = ContextVar("dataagents_usage_scopes", default=())


def run_usage() -> UsageLog:
    """Every model call this process made (grouped per task with ``.by("task")``)."""
    return _RUN


@contextlib.contextmanager
def usage_scope() -> Iterator[UsageLog]:
    """Collect the usage of model calls made inside the block (nested scopes all see them)."""
    log = UsageLog()
    token = _SCOPES.set((*_SCOPES.get(), log))
    try:
        yield log
    finally:
        _SCOPES.reset(token)


def record(rec: CallUsage) -> None:
    """Add one call to the run log and every open scope."""
    _RUN.record(rec)
    for log in _SCOPES.get():
        log.record(rec)


@hooks(name="dataagents_usage", description="Collects tokens, time and cost of model calls for dataagents.")
class UsageHooks(Hooks):
    """Feeds ``record`` from inspect's usage events (awaited inline, so context variables hold)."""

    async def on_model_usage(self, data: ModelUsageData) -> None:
        record(CallUsage.from_usage(data.model_name, data.usage, data.call_duration, task=data.task_name))

    async def on_model_cache_usage(self, data: ModelCacheUsageData) -> None:
        record(CallUsage.from_usage(data.model_name, data.usage, 0.0, cached=True))
