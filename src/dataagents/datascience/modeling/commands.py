"""CLI: ``dataagents model TASK_DIR --out submission.csv [--time-budget S] [--model M] [--seed N]``."""

from __future__ import annotations

import asyncio
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Annotated

import typer
from rich.console import Console
from rich.progress import BarColumn, Progress, TextColumn, TimeElapsedColumn
from rich.table import Table

from dataagents.paths import check_input_path, check_output_path


def register(app: typer.Typer) -> None:
    @app.command("model")
    def model_cmd(
        task_dir: Annotated[
            Path, typer.Argument(help="folder with train.csv, test.csv, sample_submission.csv")
        ],
        out: Annotated[Path, typer.Option("--out", "-o", help="where to write the submission CSV")] = Path(
            "submission.csv"
        ),
        time_budget: Annotated[
            float, typer.Option("--time-budget", help="wall-clock seconds for the run")
        ] = 300.0,
        model: Annotated[
            str, typer.Option("--model", "-m", help="provider/model, or 'none' for the floor")
        ] = "none",
        seed: Annotated[
            int,
            typer.Option(
                help="random seed (the same submission on every run when DATAAGENTS_FLOOR_TRIALS caps the search)"
            ),
        ] = 0,
        metric: Annotated[str | None, typer.Option(help="override the metric (e.g. rmse, roc_auc)")] = None,
        debug_rounds: Annotated[int, typer.Option(help="repairs of failing model-written code")] = 2,
        model_writes: Annotated[
            str,
            typer.Option(
                "--model-writes",
                help="with a model: 'features' (feature expressions the floor keeps only if CV improves) or "
                "'script' (a whole training script kept only if its CV beats the floor's)",
            ),
        ] = "features",
    ) -> None:
        """Train a model for a Kaggle-style task folder and write a validated submission."""
        # before any work (a run may take its whole time budget): a bad path is one line, exit 2
        check_input_path(task_dir, option="TASK_DIR", kind="dir")
        check_output_path(out, option="--out")
        if model_writes not in ("features", "script"):
            Console(stderr=True).print(
                f"[red]--model-writes must be 'features' or 'script', not {model_writes!r}[/]"
            )
            raise typer.Exit(code=2)
        # imported when the command runs, so the CLI starts without loading inspect_ai and lightgbm
        from dataagents.datascience.modeling.modeler import model_task
        from dataagents.datascience.modeling.rpg import score_submission
        from dataagents.datascience.modeling.task import load_task_dir
        from dataagents.llm import get_model

        console = Console()
        task = load_task_dir(task_dir, metric=metric)
        how = {"task.json": "from task.json", "description": "read from the description", "argument": "given"}
        console.print(
            f"[bold]{task.name}[/]: metric [cyan]{task.metric.key}[/] ({task.direction}, "
            f"{how.get(task.metric_source, 'chosen from the target: none was named')}), id '{task.id_column}', "
            f"target(s) {task.target_columns}"
        )
        with budget_progress(console, time_budget) as on_stage:
            result = asyncio.run(
                model_task(
                    task,
                    model=get_model(model),
                    time_budget_s=time_budget,
                    seed=seed,
                    debug_rounds=debug_rounds,
                    approach=model_writes,
                    on_stage=on_stage,
                )
            )
        if result.submission is None:
            raise typer.Exit(code=_fail(console, result.notes))
        out.parent.mkdir(parents=True, exist_ok=True)
        result.submission.to_csv(out, index=False)
        table = Table(show_header=False)
        table.add_row("kept", result.chosen)
        table.add_row(f"floor CV {task.metric.key}", _fmt(result.floor_cv))
        if result.attempts and result.approach == "script":
            table.add_row(f"model CV {task.metric.key}", _fmt(result.model_cv))
        if result.feature_cv is not None:
            without, with_extra = result.feature_cv
            table.add_row("model features", ", ".join(result.feature_columns) or "not kept")
            table.add_row("quick CV without / with them", f"{_fmt(without)} / {_fmt(with_extra)}")
        if result.attempts:
            table.add_row("model rounds", str(len(result.attempts)))
        table.add_row("seconds", f"{result.seconds:.1f}")
        if task.answer_path is not None:  # a folder with test_answer.csv: score it like the benchmark
            s = score_submission(task, result.submission)
            table.add_row(f"test {task.metric.key}", _fmt(s.performance))
            table.add_row("RPG", f"{s.rpg:.3f}")
        table.add_row("submission", str(out))
        console.print(table)
        for note in result.notes:
            console.print(f"  [dim]{note}[/]")


@contextmanager
def budget_progress(console: Console, budget_s: float) -> Iterator[Callable[[str], None]]:
    """A bar over the time budget with the stage being worked on; it moves with the clock (a thread ticks it),
    since training reports no steps of its own. Yields the callback that names each new stage."""
    columns = (
        TextColumn("{task.description}"),
        BarColumn(),
        TimeElapsedColumn(),
        TextColumn("of {task.fields[budget]}"),
    )
    with Progress(*columns, console=console, transient=True) as progress:
        bar = progress.add_task("starting", total=budget_s, budget=f"{budget_s:.0f}s")
        started, done = time.monotonic(), threading.Event()

        def tick() -> None:
            while not done.wait(0.5):
                progress.update(bar, completed=min(budget_s, time.monotonic() - started))

        ticker = threading.Thread(target=tick, daemon=True)
        ticker.start()
        try:
            yield lambda what: progress.update(bar, description=what)
        finally:
            done.set()
            ticker.join()


def _fmt(v: float | None) -> str:
    return "-" if v is None else f"{v:.5g}"


def _fail(console: Console, notes: list[str]) -> int:
    console.print("[red]no valid submission could be made[/]")
    for note in notes:
        console.print(f"  {note}")
    return 1
