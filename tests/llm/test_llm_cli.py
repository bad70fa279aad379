"""`dataagents llm …` commands, without the network."""

from __future__ import annotations

import typer
from typer.testing import CliRunner

from dataagents.llm import ModelError
from dataagents.llm.commands import register


def _app() -> typer.Typer:
    app = typer.Typer()
    register(app)

    @app.command("version")
    def _version() -> None:  # a second command so `llm` stays a sub-command
        pass

    return app


def test_list_shows_known_models(tmp_cache, monkeypatch) -> None:
    monkeypatch.setenv("COLUMNS", "200")
    result = CliRunner().invoke(_app(), ["llm", "list"], terminal_width=200)
    assert result.exit_code == 0, result.output
    for name in ("local/qwen2.5-coder-1.5b", "local/qwen2.5-coder-0.5b", "local/smollm2-135m"):
        assert name in result.output
    assert "not fetched" in result.output  # the private cache is empty


def test_fetch_unknown_model_is_a_clear_error(tmp_cache) -> None:
    result = CliRunner().invoke(_app(), ["llm", "fetch", "local/nope"])
    assert isinstance(result.exception, ModelError)
    assert "unknown embedded model" in str(result.exception)


def test_ping_none_is_refused() -> None:
    result = CliRunner().invoke(_app(), ["llm", "ping", "--model", "none"])
    assert isinstance(result.exception, ModelError)
