"""The `dataagents` command. Parses arguments and calls a room's public function; no agent logic here.

Start-up stays cheap (`dataagents --help` must not import inspect, pandas or LightGBM): the rooms' commands
are listed from ``ROOM_COMMANDS`` and their modules imported only when one of their commands runs.
Exit codes: ``dataagents.exit_codes``.
"""

from __future__ import annotations

import logging
import os
import sys
import traceback
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

import typer
from rich.console import Console
from rich.markup import escape
from rich.table import Table
from typer import _click
from typer.core import TyperCommand, TyperGroup

import dataagents
from dataagents._imports import import_present
from dataagents.errors import DataAgentsError
from dataagents.exit_codes import ExitCode, exit_code_for_error
from dataagents.paths import UsageError, cache_dir, check_input_path, check_output_path

if TYPE_CHECKING:  # inspect is imported only when a bench command runs (start-up stays cheap)
    from inspect_ai.log import EvalLog

# Reports are read in logs and CI too: keep tables legible when stdout is not a terminal.
console = Console() if sys.stdout.isatty() else Console(width=150)
DEFAULT_MODEL = "local/qwen2.5-coder-1.5b"

# Each room adds its own commands through `register(app)` in its commands module. Listed here by name with
# a one-line summary so `dataagents --help` need not import the rooms (tests/test_cli.py checks this table
# against what the modules really register). A name served by several modules takes the last one's command.
ROOM_COMMANDS: dict[str, tuple[str, tuple[str, ...]]] = {
    "llm": ("The model door: fetch, list and ping models.", ("dataagents.llm.commands",)),
    "curate": (
        "Find data-quality issues with verbatim evidence (deterministic detectors, then the model).",
        ("dataagents.curation.commands",),
    ),
    "dca-judge-validity": (
        "Judge validity against human labels: accuracy, precision, recall, F1, Cohen's κ (A.2.3, A.2.4).",
        ("dataagents.curation.commands",),
    ),
    "analyze": (
        "Answer a data-analysis question about your own workbook(s) (DSBench analyst).",
        ("dataagents.datascience.analysis.commands",),
    ),
    "model": (
        "Train a model for a Kaggle-style task folder and write a validated submission.",
        ("dataagents.datascience.modeling.commands",),
    ),
    "govern": (
        "Apply a request to tables and check the result against it.",
        ("dataagents.governance.commands",),
    ),
    "govbench": (
        "GovBench builders: sample suite, DAG sequences, eval-script checks, noise.",
        ("dataagents.governance.commands",),
    ),
    "discover": (
        "Find or synthesise a dataset for DEMAND and write it in fine-tuning form.",
        ("dataagents.discovery.commands",),
    ),
}
_SRC = Path(__file__).resolve().parent


def _room_is_built(module: str) -> bool:
    """Whether a room's commands module exists, by its file (importing it is what start-up avoids)."""
    relative = Path(*module.split(".")[1:])
    return (_SRC / relative).with_suffix(".py").is_file() or (_SRC / relative / "__init__.py").is_file()


class _LazyRoomGroup(TyperGroup):
    """The top-level group: room commands are imported when invoked, listed from ``ROOM_COMMANDS``."""

    _listing = False

    def list_commands(self, ctx: _click.Context) -> list[str]:
        own = super().list_commands(ctx)
        rooms = [
            n for n, (_, mods) in ROOM_COMMANDS.items() if n not in own and all(map(_room_is_built, mods))
        ]
        return own + rooms

    def get_command(self, ctx: _click.Context, cmd_name: str) -> _click.Command | None:
        if cmd_name in self.commands or cmd_name not in ROOM_COMMANDS:
            return super().get_command(ctx, cmd_name)
        summary, modules = ROOM_COMMANDS[cmd_name]
        if self._listing:  # the help listing needs only the name and summary
            return TyperCommand(cmd_name, help=summary, short_help=summary)
        command = _load_room_command(cmd_name, modules)
        if command is not None:
            self.commands[cmd_name] = command
        return command

    def format_help(self, ctx: _click.Context, formatter: _click.HelpFormatter) -> None:
        self._listing = True
        try:
            super().format_help(ctx, formatter)
        finally:
            self._listing = False


def _load_room_command(name: str, modules: tuple[str, ...]) -> _click.Command | None:
    staging = typer.Typer()
    for module_name in modules:
        module = import_present(module_name)
        if module is not None:  # None: room not built yet
            module.register(staging)
    group = typer.main.get_group(staging)
    return group.commands.get(name)


def _version(value: bool) -> None:
    if not value:
        return
    from importlib import metadata

    try:
        mine = metadata.version("dataagents")
    except metadata.PackageNotFoundError:  # running from a source tree
        mine = dataagents.__version__
    try:
        inspect_version = metadata.version("inspect_ai")
    except metadata.PackageNotFoundError:
        inspect_version = "not installed"
    py = ".".join(map(str, sys.version_info[:3]))
    typer.echo(f"dataagents {mine} (inspect_ai {inspect_version}, Python {py})")
    raise typer.Exit()


app = typer.Typer(
    cls=_LazyRoomGroup, help="LLM data agents and the benchmarks that measure them.", no_args_is_help=True
)
bench_app = typer.Typer(help="Run benchmark suites and report on them.", no_args_is_help=True)
app.add_typer(bench_app, name="bench")


@app.callback(epilog="Exit codes: 0 done and verified, 1 the agent could not do it, 2 bad usage or input, "
              "3 model or infrastructure fault.")  # fmt: skip
def _root(
    version: Annotated[
        bool,
        typer.Option("--version", callback=_version, is_eager=True, help="print the version and exit"),
    ] = False,
) -> None:
    """LLM data agents and the benchmarks that measure them."""


def _mount_room_commands() -> None:
    """Register every room's commands now (tests and embedders that want the full app object)."""
    for name in dict.fromkeys(m for _, mods in ROOM_COMMANDS.values() for m in mods):
        module = import_present(name)
        if module is not None:  # None: room not built yet
            module.register(app)


def _parse_task_args(pairs: list[str]) -> dict[str, object]:
    args: dict[str, object] = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep or not key:
            raise UsageError(f"bad task argument '{pair}'", hint="use -T key=value")
        args[key] = int(value) if value.lstrip("-").isdigit() else value
    return args


# Columns whose cells are short and must never wrap; the others (model, judge, errors, args) fold if needed.
_SHORT_COLUMNS = {"rank", "score", "samples", "tokens", "cost", "time s", "s/sample", "metric", "status"}
_NUMERIC_COLUMNS = {"rank", "score", "tokens", "time s", "s/sample"}


def _print_fitted(table: Table) -> None:
    """Print a table at its natural width when that fits the terminal; off a terminal (logs, CI, pipes)
    never squeeze it into a default width, so rows stay on one line each."""
    from rich.measure import Measurement

    natural = Measurement.get(console, console.options.update_width(10_000), table).maximum
    if console.is_terminal or natural <= console.width:
        console.print(table)
    else:
        Console(file=console.file, width=natural, no_color=console.no_color).print(table)


def print_leaderboard(rows: list) -> None:
    # imported when the command runs, so the CLI starts without loading inspect_ai and pandas
    from dataagents.bench.report import leaderboard_records

    records = leaderboard_records(rows)
    if not records:
        return
    table = Table(title="dataagents leaderboard", caption="ranks compare runs of one suite under one judge")
    for col in records[0]:
        table.add_column(
            col,
            justify="right" if col in _NUMERIC_COLUMNS else "left",
            no_wrap=col in _SHORT_COLUMNS or col in ("suite", "agent"),
            overflow="fold",
            max_width=None if col in _SHORT_COLUMNS else 48,
        )
    for rec in records:
        table.add_row(*rec.values())
    _print_fitted(table)


def print_metrics(rows: list) -> None:
    """Each suite's metrics (only those it reports): metrics down, runs across."""
    # imported when the command runs, so the CLI starts without loading inspect_ai and pandas
    from dataagents.bench.report import suite_metric_frames

    for suite, frame in suite_metric_frames(rows).items():
        label_cols = [c for c in ("agent", "model", "judge", "task args") if c in frame.columns]
        table = Table(title=f"{suite}: metrics")
        table.add_column("metric", no_wrap=True)
        for _, run in frame.iterrows():
            table.add_column("\n".join(str(run[c]) for c in label_cols), justify="right", overflow="fold")
        for name in [c for c in frame.columns if c not in label_cols]:
            table.add_row(name, *("—" if pd_isna(v) else f"{v:.4g}" for v in frame[name].tolist()))
        _print_fitted(table)


def pd_isna(value: object) -> bool:
    return value is None or (isinstance(value, float) and value != value)


@bench_app.command("list")
def bench_list() -> None:
    """List the registered suites, their agents and headline metric."""
    # imported when the command runs, so the CLI starts without loading inspect_ai and pydantic
    from dataagents.bench import list_suites

    table = Table(title="suites")
    for col in ("suite", "domain"):
        table.add_column(col, no_wrap=True)
    table.add_column("agents", max_width=30)
    table.add_column("metric", no_wrap=True)
    table.add_column("judge", max_width=26)
    table.add_column("description", min_width=30, ratio=1)
    for s in list_suites():
        judge = (
            f"--judge-model (default: {s.default_judge})"
            if s.takes_judge()
            else (s.scored_by or "not declared by the suite")
        )
        table.add_row(s.name, s.domain, ", ".join(s.agents), s.primary_metric, judge, s.description)
    console.print(table)


@bench_app.command("run")
def bench_run(
    suite: Annotated[str, typer.Argument(help="suite name (see `dataagents bench list`)")],
    agent: Annotated[str | None, typer.Option(help="agent to run; default: the suite's first")] = None,
    model: Annotated[
        str, typer.Option(help="provider/model, or 'none' for the deterministic floor")
    ] = DEFAULT_MODEL,
    limit: Annotated[int | None, typer.Option(help="run only the first N samples")] = None,
    task_arg: Annotated[
        list[str] | None, typer.Option("-T", help="task argument key=value (repeatable)")
    ] = None,
    max_connections: Annotated[int | None, typer.Option(help="concurrent model connections")] = None,
    timeout: Annotated[
        int | None,
        typer.Option(
            help="seconds one model-call attempt may take before it is abandoned and retried "
            "[default: 120; 900 for local/… models]"
        ),
    ] = None,
    max_retries: Annotated[
        int | None,
        typer.Option(
            help="retries of a failed or timed-out model call before its sample errors [default: 3]"
        ),
    ] = None,
    judge_model: Annotated[
        str | None,
        typer.Option(
            help="fixed judge for suites that take one (provider/model, or 'none' for the deterministic "
            "check) [default: the suite's declared judge, never the agent's model]"
        ),
    ] = None,
    log_dir: Annotated[
        Path, typer.Option("--log-dir", "--out", help="root folder for the logs and the run's report")
    ] = Path("logs"),
    ray: Annotated[
        str | None,
        typer.Option(
            "--ray",
            metavar="ADDRESS",
            help="run the samples on a Ray cluster (auto, HOST:PORT, ray://HOST:PORT, or 'local' to start "
            "one here; the 'ray' extra): the same logs, resume and report as a local run (docs/cluster.md)",
        ),
    ] = None,
) -> None:
    """Run (or resume) a suite; re-running the same command resumes where a killed run stopped.

    Exit code 0 when every sample ran to a score, 3 when a sample failed on a model or endpoint fault
    (timeout, rate limit, server error, garbage or truncated answers), 1 on other sample errors."""
    check_output_path(log_dir, option="--log-dir", directory=True)
    # imported when the command runs, so the CLI starts without loading inspect_ai and pandas
    from dataagents.bench.report import write_report
    from dataagents.bench.runner import call_limits, run_suite

    attempt_s, retries = call_limits(model, timeout, max_retries)
    console.print(
        f"[bold]{suite}[/] · agent {agent or 'default'} · model {model}"
        + (f" · judge {judge_model}" if judge_model else "")
        + (f" · first {limit} samples" if limit else "")
        + f" · each model call ≤ {attempt_s} s × {retries + 1} attempts"
        + (f" · on Ray at {ray}" if ray else ""),
        highlight=False,
    )

    run_args: dict[str, Any] = dict(
        agent=agent,
        model=model,
        limit=limit,
        task_args=_parse_task_args(task_arg or []),
        max_connections=max_connections,
        log_root=log_dir,
        timeout=timeout,
        max_retries=max_retries,
        judge_model=judge_model,
    )
    if ray is None:
        success, _, run_log_dir = run_suite(suite, **run_args)
    else:
        # imported when a --ray run starts, like run_suite above (start-up stays cheap)
        from dataagents.bench.ray_run import run_suite_on_ray

        def shard_saved(done: int, shards: int, shard_log: EvalLog) -> None:
            count = len(shard_log.samples or [])
            console.print(f"shard {done}/{shards} saved ({count} samples)", highlight=False)

        success, _, run_log_dir = run_suite_on_ray(suite, address=ray, on_shard=shard_saved, **run_args)
    _, html, rows = write_report(run_log_dir)
    print_metrics(rows)
    print_leaderboard(rows)
    console.print(f"logs: {run_log_dir}\nreport: {html}")
    code = _report_faults(rows, finished=success)
    if code != ExitCode.DONE:
        raise typer.Exit(int(code))


def _report_faults(rows: list, *, finished: bool) -> ExitCode:
    """Say which samples errored and why (kinds read back from the log); returns the run's exit code."""
    # imported when the command runs, so the CLI starts without loading inspect_ai and pydantic
    from dataagents.llm.faults import exit_code_for_faults, kind_of_message

    kinds: dict[str, int] = {}
    for r in rows:
        for kind, count in r.fault_kinds.items():
            kinds[kind] = kinds.get(kind, 0) + count
        if r.run_error:
            run_kind = kind_of_message(r.run_error) or "agent_error"
            kinds[run_kind] = kinds.get(run_kind, 0) + 1
            console.print(f"[red]run error[/] ({r.suite} · {r.agent} · {r.model}): {r.run_error[:300]}")
    absorbed: dict[str, int] = {}
    for r in rows:
        for kind, count in r.absorbed_faults.items():
            absorbed[kind] = absorbed.get(kind, 0) + count
    code = exit_code_for_faults(kinds, finished=finished, absorbed=absorbed)
    if kinds:
        summary = ", ".join(f"{kind} ×{count}" for kind, count in sorted(kinds.items()))
        console.print(
            f"[yellow]samples errored:[/] {summary} (each sample's error is in the log); "
            "run the same command again to retry only those samples"
        )
    if absorbed:
        summary = ", ".join(f"{kind} ×{count}" for kind, count in sorted(absorbed.items()))
        console.print(
            f"[yellow]samples scored after a model call failed:[/] {summary} (the agent went on without "
            "the model: those scores are not the model's)"
        )
    elif not finished:
        console.print("[yellow]some samples did not finish; run the same command again to resume[/]")
    return code


@bench_app.command("report")
def bench_report(
    log_dir: Annotated[Path, typer.Argument(help="folder of inspect logs (searched recursively)")],
    out: Annotated[Path | None, typer.Option(help="where to write report.md/html (default: LOG_DIR)")] = None,
) -> None:
    """Markdown + HTML report (metrics table, plot, cost and time, paper baselines) over a log folder."""
    check_input_path(log_dir, option="LOG_DIR", kind="dir")
    if out is not None:
        check_output_path(out, option="--out", directory=True)
    # imported when the command runs, so the CLI starts without loading inspect_ai and pandas
    from dataagents.bench.report import write_report

    md, html, rows = write_report(log_dir, out)
    print_metrics(rows)
    print_leaderboard(rows)
    console.print(f"markdown: {md}\nhtml: {html}")


@bench_app.command("rescore")
def bench_rescore(
    log: Annotated[Path, typer.Argument(help="an .eval log written by `dataagents bench run`")],
    judge_model: Annotated[
        str, typer.Option(help="the judge to score with: provider/model, or the suite's no-model word")
    ],
    out: Annotated[
        Path | None, typer.Option(help="where to write the re-scored log (default: beside LOG)")
    ] = None,
) -> None:
    """Score a finished run again with another judge, from its log alone (the agent does not run again)."""
    import asyncio

    check_input_path(log, option="LOG")
    if out is not None:
        check_output_path(out, option="--out")
    from inspect_ai.log import read_eval_log

    # imported when the command runs, so the CLI starts without loading inspect_ai and pydantic
    from dataagents.bench.rescore import headline, rescore_log

    before = headline(read_eval_log(str(log), header_only=True))
    scored, target = asyncio.run(rescore_log(log, judge_model, out))
    after = headline(scored)
    table = Table(title=f"re-scored with judge {judge_model}")
    table.add_column("metric")
    table.add_column("before", justify="right")
    table.add_column("after", justify="right")
    for key in sorted(set(before) | set(after)):
        b, a = before.get(key), after.get(key)
        table.add_row(key, "" if b is None else f"{b:.4g}", "" if a is None else f"{a:.4g}")
    console.print(table)
    console.print(f"log: {target}")


@app.command("demo")
def demo(
    model: Annotated[
        str, typer.Option(help="model for the agents (the embedded default runs offline)")
    ] = DEFAULT_MODEL,
    suite: Annotated[list[str] | None, typer.Option(help="only these suites (repeatable)")] = None,
    log_dir: Annotated[Path, typer.Option(help="where the demo's logs go")] = Path("logs/demo"),
    out: Annotated[Path, typer.Option(help="where the report goes")] = Path("reports/demo"),
    floor: Annotated[bool, typer.Option(help="also run each suite with no model")] = True,
) -> None:
    """Run every suite on its bundled sample (floor and model), print a leaderboard, write an HTML report."""
    check_output_path(log_dir, option="--log-dir", directory=True)
    check_output_path(out, option="--out", directory=True)
    # imported when the command runs, so the CLI starts without loading inspect_ai and pandas
    from dataagents.bench.demo import run_demo

    def announce(suite_name: str, model_name: str) -> None:
        console.rule(f"[bold]{suite_name}[/] · model {model_name}")

    _, html, rows = run_demo(
        model=model, log_root=log_dir, out_dir=out, suites=suite, with_floor=floor, on_suite=announce
    )
    print_leaderboard(rows)
    console.print(f"HTML report: [bold]{html.resolve()}[/]")


def main() -> None:
    """Entry point: one line per user-facing error, with the traceback kept in a log file."""
    os.environ.setdefault("INSPECT_DISPLAY", "rich")
    try:
        app()
    except DataAgentsError as err:
        # the message is text, not markup: a hint such as "pip install 'dataagents[ray]'" keeps its brackets
        # soft wrap: a long path stays one piece to copy, never broken at a hyphen or a slash
        console.print(
            f"[red]error:[/] {escape(str(err))}  [dim](traceback: {_keep_traceback()})[/]", soft_wrap=True
        )
        sys.exit(int(exit_code_for_error(err)))
    except Exception as err:  # not one of ours: still one line for the user, the traceback kept for a report
        console.print(
            f"[red]error:[/] {type(err).__name__}: {str(err)[:300]}  [dim](traceback: {_keep_traceback()})[/]",
            highlight=False,
            soft_wrap=True,
        )
        sys.exit(int(ExitCode.AGENT_COULD_NOT))


def _keep_traceback() -> Path:
    """Write the exception being handled to ``last-error.log`` in the cache folder; returns its path."""
    log_path = cache_dir() / "last-error.log"
    log_path.write_text(traceback.format_exc())
    return log_path


logging.getLogger("httpx").setLevel(logging.WARNING)

if __name__ == "__main__":
    main()
