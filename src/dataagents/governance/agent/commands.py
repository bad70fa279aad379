"""CLI: ``dataagents govern "INSTRUCTION" --input FILE… --output FILE [--model M] [--max-rounds N]`` through
DataGovAgent (``govern ops`` still prints the operator catalog). Parsing and printing only; the work is
``dataagents.governance.agent.agent.govern_files``.

Mount after ``dataagents.governance.commands`` so that this ``govern`` replaces the core's (Typer keeps the last
command registered under a name).
"""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Annotated

import typer
from rich.console import Console
from rich.table import Table

console = Console()


def _print_report(report: object) -> None:
    from dataagents.governance.agent.agent import GovernReport

    assert isinstance(report, GovernReport)
    if report.plan is not None:
        t = Table(title=f"plan ({report.plan.planned_by}): {report.plan.intent.assistant_reply[:100]}")
        for col in ("step", "realised as", "inputs", "contracts", "status"):
            t.add_column(col, overflow="fold")
        for n in report.nodes:
            what = f"{n.op} {n.params}" if n.kind == "op" else ("generated code" if n.kind == "code" else "-")
            contracts = (
                "pre: "
                + ("; ".join(map(str, n.pre)) or "-")
                + "\npost: "
                + ("; ".join(map(str, n.post)) or "-")
            )
            t.add_row(
                f"{n.id} {n.name}", what, ", ".join(n.inputs), contracts, report.contract_status.get(n.id, "")
            )
        console.print(t)
        for line in report.plan.repairs:
            console.print(f"[yellow]repair[/yellow] {line}", markup=True, highlight=False)
    for r in report.rounds:
        state = "compliant" if r.compliant else ("ran, contract violated" if r.runnable else "crashed")
        console.print(
            f"round {r.round}: {state}"
            + (f" — {r.failure}" if r.failure else "")
            + (f"\n  -> {r.action}" if r.action else ""),
            markup=False,
            highlight=False,
        )


def register(app: typer.Typer) -> None:
    @app.command("govern")
    def govern_cmd(
        instruction: Annotated[
            str, typer.Argument(help="the instruction, or 'ops' to list the operator catalog")
        ],
        inputs: Annotated[
            list[Path] | None, typer.Option("--input", "-i", help="input table (repeatable)")
        ] = None,
        output: Annotated[
            Path | None, typer.Option("--output", "-o", help="output file (format by suffix)")
        ] = None,
        model: Annotated[
            str, typer.Option("--model", help="provider/model, or 'none' for the floor")
        ] = "none",
        max_rounds: Annotated[
            int, typer.Option("--max-rounds", min=1, max=20, help="debug rounds at most")
        ] = 4,
        no_planner: Annotated[
            bool, typer.Option("--no-planner", help="ablation: raw instruction to the Executor")
        ] = False,
        no_rag: Annotated[
            bool, typer.Option("--no-rag", help="ablation: no retrieved operator exemplars")
        ] = False,
        workdir: Annotated[
            Path | None,
            typer.Option("--workdir", help="report and pipeline folder (default: OUTPUT.datagovagent/)"),
        ] = None,
        category: Annotated[
            str | None, typer.Option("--category", help="with 'ops': one scenario only")
        ] = None,
    ) -> None:
        """Govern data with a natural-language instruction through DataGovAgent (Planner, Executor, Evaluator)."""
        if instruction.strip().lower() == "ops":
            from dataagents.governance.commands import _catalog_table

            console.print(_catalog_table(category))
            return
        if not inputs or output is None:
            raise typer.BadParameter("an instruction needs --input FILE (one or more) and --output FILE")
        from dataagents.governance.agent.agent import govern_files
        from dataagents.llm import get_model

        report = asyncio.run(
            govern_files(
                instruction,
                list(inputs),
                output,
                model=get_model(model),
                max_rounds=max_rounds,
                use_planner=not no_planner,
                use_rag=not no_rag,
                workdir=workdir,
            )
        )
        _print_report(report)
        wd = workdir or output.with_name(output.name + ".datagovagent")
        if report.status == "infeasible":
            console.print(f"[red]infeasible:[/red] {report.message}", highlight=False)
            raise typer.Exit(2)
        if report.status == "failed":
            console.print(f"[red]failed:[/red] {report.message}", highlight=False)
            console.print(f"report: {wd / 'report.json'}")
            raise typer.Exit(1)
        colour = "green" if report.status == "ok" else "yellow"
        console.print(
            f"[{colour}]wrote {report.output}[/{colour}] ({report.status}; {len(report.rounds)} round(s); "
            f"tokens {report.tokens}; {report.generation_s + report.execution_s:.1f}s)\n"
            f"report: {wd / 'report.json'}  pipeline: {wd / 'pipeline'}",
            highlight=False,
        )
