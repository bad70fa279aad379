"""CLI for the curation room: ``dataagents curate`` and ``dataagents dca-judge-validity``. Parsing only."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Annotated

import typer
from rich.console import Console
from rich.table import Table

from dataagents.curation.api import curate_path, judge_validity_file
from dataagents.paths import check_output_path

console = Console()


def register(app: typer.Typer) -> None:
    @app.command("curate")
    def curate_cmd(
        path: Annotated[
            Path, typer.Argument(help="dataset folder or file (a DCA case folder uses its files/)")
        ],
        hint: Annotated[str | None, typer.Option("--hint", help="hint text about the issue")] = None,
        model: Annotated[
            str, typer.Option("--model", help="provider/model, or 'none' for detectors only")
        ] = "none",
        fmt: Annotated[str, typer.Option("--format", help="json | markdown | sarif")] = "markdown",
        out: Annotated[
            Path | None, typer.Option("--out", help="write the report here instead of stdout")
        ] = None,
        top: Annotated[
            int, typer.Option("--top", help="findings shown in the markdown report, best first")
        ] = 10,
        show_all: Annotated[
            bool, typer.Option("--all", help="show every finding, not only the top ones")
        ] = False,
    ) -> None:
        """Find data-quality issues with verbatim evidence (deterministic detectors, then the model).
        Findings are ranked by how well they match the hint, then by confidence; each shows its file,
        line and the quoted context."""
        if out is not None:
            check_output_path(out, option="--out")  # before any work: a bad --out is a one-line error
        from rich.progress import BarColumn, Progress, TextColumn, TimeElapsedColumn

        # on stderr and gone when done: stdout carries only the report (it may be piped)
        with Progress(
            TextColumn("[progress.description]{task.description}"),
            BarColumn(),
            TextColumn("{task.completed}/{task.total} detectors"),
            TimeElapsedColumn(),
            console=Console(stderr=True),
            transient=True,
        ) as bar:
            job = bar.add_task("reading files", total=None)

            def on_step(name: str, done: int, total: int) -> None:
                bar.update(
                    job, description=f"checking: {name.replace('_', ' ')}", completed=done, total=total
                )

            text = asyncio.run(
                curate_path(
                    path,
                    hint=hint,
                    model=model,
                    fmt=fmt,
                    top=None if show_all else max(1, top),
                    on_step=on_step,
                )
            )
        if out:
            out.write_text(text, encoding="utf-8")
            console.print(f"wrote {out}")
        else:
            print(text)

    @app.command("dca-judge-validity")
    def judge_validity_cmd(
        labels: Annotated[Path, typer.Argument(help="JSONL of {case_id, hint_level, answer, human}")],
        cases: Annotated[
            Path | None, typer.Option("--cases", help="case tree (default: bundled sample)")
        ] = None,
        judge_model: Annotated[str, typer.Option("--judge-model", help="the Evaluator's model")] = "none",
        length_bias: Annotated[
            bool, typer.Option("--length-bias", help="also rate succinct/verbose rewrites")
        ] = False,
    ) -> None:
        """Judge validity against human labels: accuracy, precision, recall, F1, Cohen's κ (A.2.3, A.2.4)."""
        rep = asyncio.run(
            judge_validity_file(labels, cases=cases, judge_model=judge_model, length_bias=length_bias)
        )
        table = Table(title=f"Evaluator vs human labels ({judge_model})")
        table.add_column("metric")
        table.add_column("value", justify="right")
        if rep.validity is not None:
            for k, v in rep.validity.model_dump().items():
                table.add_row(k, f"{v:.4f}" if isinstance(v, float) else str(v))
        for k, v in (rep.length_bias or {}).items():
            table.add_row(f"success rate ({k})", f"{v:.4f}")
        console.print(table)
        for s in rep.skipped:
            console.print(f"[yellow]skipped[/] {s}")
