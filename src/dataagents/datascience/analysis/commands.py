"""CLI: ``dataagents analyze --intro FILE --question FILE --files WORKBOOK…`` (parsing only)."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Annotated

import typer
from rich.console import Console
from rich.panel import Panel

DEFAULT_MODEL = "local/qwen2.5-coder-1.5b"


def register(app: typer.Typer) -> None:
    @app.command("analyze")
    def analyze_cmd(
        question: Annotated[Path, typer.Option(help="text file with the question")],
        files: Annotated[list[Path], typer.Option(help="workbook(s)/CSV/images (repeatable)")],
        intro: Annotated[Path | None, typer.Option(help="text file with the background introduction")] = None,
        agent: Annotated[str, typer.Option(help="analyst | model-only")] = "analyst",
        model: Annotated[
            str, typer.Option(help="provider/model, or 'none' (workbook summary only)")
        ] = DEFAULT_MODEL,
        context_tokens: Annotated[int, typer.Option(help="the model's context window")] = 8192,
        show_summary: Annotated[bool, typer.Option(help="print the workbook summary")] = False,
    ) -> None:
        """Answer a data-analysis question about your own workbook(s) (DSBench analyst).

        Exit code 0 only for a verified answer; 1 for an unverified answer, a guess or no answer."""
        # imported when the command runs, so the CLI starts without loading inspect_ai and openpyxl
        from dataagents.datascience.analysis.agents import AgentConfig
        from dataagents.datascience.analysis.run import analyze
        from dataagents.exit_codes import ExitCode
        from dataagents.llm import get_model

        console = Console()
        out = asyncio.run(
            analyze(
                intro if intro is not None else "",
                question,
                list(files),
                model=get_model(model),
                agent=agent,
                config=AgentConfig(context_tokens=context_tokens),
            )
        )
        if show_summary or out.no_answer:
            console.print(Panel(out.workbook_summary or "(no workbook)", title="workbook"))
        for note in out.notes:
            console.print(f"[yellow]note:[/] {note}")
        for step in out.steps:
            if step.kind == "code":
                console.print(Panel(step.code or "", title="code" + ("" if step.ok else " (failed)")))
        for check in out.checks:
            console.print(f"check: {check}")
        if out.no_answer:
            console.print(f"[bold red]no answer[/] (abstained): {out.reason}")
        else:
            colour = "green" if out.status == "verified" else "yellow"
            console.print(f"[bold {colour}]answer ({out.status})[/]: {out.answer}")
            if out.status != "verified":
                console.print(f"[yellow]not verified[/]: {out.reason}")
        console.print(
            f"model calls {out.model_calls}, tokens {out.input_tokens}+{out.output_tokens}, "
            f"cost ${out.cost_usd:.4f}, {out.time_s:.1f} s"
        )
        # Only an answer whose checks passed is done; a guess, an unchecked answer or none is not.
        raise typer.Exit(ExitCode.DONE if out.status == "verified" else ExitCode.AGENT_COULD_NOT)
