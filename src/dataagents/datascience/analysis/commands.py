"""CLI: ``dataagents analyze --intro FILE --question FILE --files WORKBOOK…`` (parsing only)."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Annotated

import typer
from rich.console import Console
from rich.panel import Panel

from dataagents.paths import check_input_path, check_output_path

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
        out: Annotated[
            Path | None,
            typer.Option("--out", help="also write the answer, its status, checks and steps here as JSON"),
        ] = None,
    ) -> None:
        """Answer a data-analysis question about your own workbook(s) (DSBench analyst).

        Exit code 0 only for a verified answer; 1 for an unverified answer, a guess or no answer."""
        # before any work (the model may take minutes): a bad path is one line, exit 2
        check_input_path(question, option="--question", kind="file")
        for f in files:
            check_input_path(f, option="--files", kind="file")
        if intro is not None:
            check_input_path(intro, option="--intro", kind="file")
        if out is not None:
            check_output_path(out, option="--out")
        # imported when the command runs, so the CLI starts without loading inspect_ai and openpyxl
        from dataagents.datascience.analysis.agents import AgentConfig
        from dataagents.datascience.analysis.run import analyze
        from dataagents.exit_codes import ExitCode
        from dataagents.llm import get_model

        console = Console()
        answer = asyncio.run(
            analyze(
                intro if intro is not None else "",
                question,
                list(files),
                model=get_model(model),
                agent=agent,
                config=AgentConfig(context_tokens=context_tokens),
            )
        )
        if show_summary or answer.no_answer:
            console.print(Panel(answer.workbook_summary or "(no workbook)", title="workbook"))
        for note in answer.notes:
            console.print(f"[yellow]note:[/] {note}")
        for step in answer.steps:
            if step.kind == "code":
                console.print(Panel(step.code or "", title="code" + ("" if step.ok else " (failed)")))
        for check in answer.checks:
            console.print(f"check: {check}")
        if answer.no_answer:
            console.print(f"[bold red]no answer[/] (abstained): {answer.reason}")
        else:
            colour = "green" if answer.status == "verified" else "yellow"
            console.print(f"[bold {colour}]answer ({answer.status})[/]: {answer.answer}")
            if answer.status != "verified":
                console.print(f"[yellow]not verified[/]: {answer.reason}")
        console.print(
            f"model calls {answer.model_calls}, tokens {answer.input_tokens}+{answer.output_tokens}, "
            f"cost ${answer.cost_usd:.4f}, {answer.time_s:.1f} s"
        )
        if out is not None:
            out.write_text(answer.model_dump_json(indent=1) + "\n")
            console.print(f"written: {out}", highlight=False)
        # Only an answer whose checks passed is done; a guess, an unchecked answer or none is not.
        raise typer.Exit(ExitCode.DONE if answer.status == "verified" else ExitCode.AGENT_COULD_NOT)
