"""Registers dataagents' inspect model providers (embedded local model, replay)."""
