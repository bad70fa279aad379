"""dataagents: LLM data agents and the benchmarks that measure them."""

__version__ = "0.1.0"
