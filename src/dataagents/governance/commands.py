"""CLI for the governance room: ``dataagents govern`` and the GovBench builders (``dataagents govbench …``).
Parsing and printing only."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path
from typing import Annotated

import typer
from rich.console import Console
from rich.markup import escape
from rich.table import Table

from dataagents.errors import DataAgentsError
from dataagents.exit_codes import ExitCode

console = Console()


def _catalog_table(category: str | None) -> Table:
    # imported when the command runs, so the CLI starts without loading pandas and pydantic
    from dataagents.governance.operators import list_operators

    table = Table(title="governance operators")
    for col in ("name", "category", "description", "parameters"):
        table.add_column(col, overflow="fold")
    for op in list_operators(category):
        params = ", ".join(op.Params.model_fields)
        table.add_row(op.name, str(op.category), op.description, params)
    return table


def _print_outcome(outcome: object) -> None:
    # imported when the command runs, so the CLI starts without loading pandas and rapidfuzz
    from dataagents.governance.govern import GovernOutcome

    assert isinstance(outcome, GovernOutcome)
    for cand in outcome.candidates:
        mark = " (chosen)" if cand.source == outcome.chosen else ""
        steps = "; ".join(cand.spec.describe()) if cand.spec else (cand.reason or "-")
        console.print(f"{cand.source}{mark}: {cand.status} — {steps}", markup=False, highlight=False)
        if cand.spec and cand.spec.unmapped:
            console.print(f"  not understood: {cand.spec.unmapped}", markup=False, highlight=False)
    if outcome.checks:
        table = Table(title="checks against the request")
        for col in ("step", "check", "outcome", "detail"):
            table.add_column(col, overflow="fold")
        for c in outcome.checks:
            table.add_row(str(c.step or "-"), c.name, "pass" if c.passed else "FAIL", c.detail)
        console.print(table)
    if outcome.changes is not None:
        for line in outcome.changes.lines():
            console.print(line, markup=False, highlight=False)
    if outcome.engine != "pandas":
        console.print(f"engine: {outcome.engine} (out of core)", markup=False, highlight=False)
    for step in outcome.approximate:
        console.print(f"approximate step, as requested: {step}", markup=False, highlight=False)
    colour = {"verified": "green", "unverified": "yellow"}.get(outcome.status, "red")
    console.print(f"[{colour}]{outcome.status}[/{colour}]: {escape(outcome.reason)}", highlight=False)


def register(app: typer.Typer) -> None:
    @app.command("govern")
    def govern_cmd(
        instruction: Annotated[
            str, typer.Argument(help="the request in your words, or 'ops' to list the operator catalog")
        ],
        inputs: Annotated[
            list[Path] | None, typer.Option("--input", "-i", help="input table (repeatable)")
        ] = None,
        output: Annotated[
            Path | None, typer.Option("--output", "--out", "-o", help="output file (format by suffix)")
        ] = None,
        model: Annotated[
            str, typer.Option("--model", help="provider/model, or 'none' for the rules alone")
        ] = "none",
        in_place: Annotated[
            bool, typer.Option("--in-place", help="allow --output to be an input (a FILE.bak backup is kept)")
        ] = False,
        report: Annotated[
            Path | None, typer.Option("--report", help="JSON report (default: OUTPUT.report.json)")
        ] = None,
        category: Annotated[
            str | None, typer.Option("--category", help="with 'ops': one scenario only")
        ] = None,
        as_json: Annotated[
            bool, typer.Option("--json", help="with 'ops': each operator's parameter schema and guarantees")
        ] = False,
        engine: Annotated[
            str,
            typer.Option(
                "--engine",
                help="auto (pandas up to 256 MB of input, duckdb above), pandas (in memory), duckdb (out of "
                "core, one machine) or ray (a Ray cluster; needs the 'ray' extra)",
            ),
        ] = "auto",
        ray_address: Annotated[
            str | None, typer.Option("--ray-address", help="with --engine ray: the cluster (default: local)")
        ] = None,
    ) -> None:
        """Apply a request to tables and check the result against it.

        Exit codes: 0 verified (every part of the request has a check and all pass); 1 unverified,
        violations, failed or infeasible (the reason is printed per step); 2 bad usage or input."""
        if instruction.strip().lower() == "ops":
            if as_json:
                # imported when the command runs, so the CLI starts without loading pandas and pydantic
                from dataagents.governance.operators import list_operators

                print(json.dumps([o.declaration() for o in list_operators(category)], indent=1))
                return
            console.print(_catalog_table(category))
            return
        if not inputs or output is None:
            console.print("[red]error:[/red] a request needs --input FILE (one or more) and --output FILE")
            raise typer.Exit(ExitCode.BAD_USAGE)
        # imported when the command runs, so the CLI starts without loading pandas and rapidfuzz
        from dataagents.governance.govern import run_request
        from dataagents.llm import get_model

        if engine not in ("auto", "pandas", "duckdb", "ray"):
            console.print(f"[red]error:[/red] --engine must be auto, pandas, duckdb or ray, not {engine!r}")
            raise typer.Exit(ExitCode.BAD_USAGE)
        report_path = report or output.with_name(output.name + ".report.json")
        try:
            outcome = asyncio.run(
                run_request(
                    instruction,
                    list(inputs),
                    output,
                    model=get_model(model),
                    in_place=in_place,
                    report_path=report_path,
                    engine=engine,  # type: ignore[arg-type]  (checked above)
                    ray_address=ray_address,
                )
            )
        except DataAgentsError as err:
            console.print(f"[red]error:[/red] {err}", highlight=False, soft_wrap=True)
            raise typer.Exit(ExitCode.BAD_USAGE) from None
        _print_outcome(outcome)
        if outcome.changes is not None or (outcome.engine != "pandas" and output.exists()):
            console.print(f"wrote {output}   report: {report_path}", highlight=False)
        raise typer.Exit(ExitCode.DONE if outcome.status == "verified" else ExitCode.AGENT_COULD_NOT)

    builders = typer.Typer(
        help="GovBench builders: sample suite, DAG sequences, eval-script checks, noise.",
        no_args_is_help=True,
    )
    app.add_typer(builders, name="govbench")

    @builders.command("build-sample")
    def build_sample_cmd(
        out: Annotated[Path, typer.Argument(help="output folder")],
        seed: Annotated[int, typer.Option(help="random seed")] = 20250101,
    ) -> None:
        """Rebuild the sample suite (data, noise, ground truth, eval.py, consistency check)."""
        # imported when the command runs, so the CLI starts without loading pandas and pydantic
        from dataagents.governance.builders.sample import build_suite

        results = asyncio.run(build_suite(out, seed))
        table = Table(title=f"sample suite -> {out}")
        for col in ("task", "GT score", "raw score", "consistent"):
            table.add_column(col)
        for r in results:
            table.add_row(
                r["id"], f"{r['gt']:.3f}", f"{r['raw']:.3f}", "yes" if r["passed"] else f"NO: {r['detail']}"
            )
        console.print(table)

    @builders.command("dag-sequences")
    def dag_sequences_cmd(
        members: Annotated[str, typer.Argument(help="comma-separated core task ids (M)")],
        candidates: Annotated[str, typer.Argument(help="comma-separated replaceable task ids (C)")],
        n: Annotated[int, typer.Option(help="sequences to output")] = 50,
        budget: Annotated[int, typer.Option(help="samples before adjustment")] = 200,
        seed: Annotated[int, typer.Option(help="random seed")] = 0,
    ) -> None:
        """LCS-constrained sequence synthesis (Algorithm 1): prints one JSON list per line."""
        # imported when the command runs, so the CLI starts without loading pydantic
        from dataagents.governance.builders.dag import synthesize_sequences

        res = synthesize_sequences(
            [m for m in members.split(",") if m],
            [c for c in candidates.split(",") if c],
            n_final=n,
            budget=budget,
            seed=seed,
        )
        for s in res.sequences:
            print(json.dumps(s))
        console.print(
            f"{len(res.sequences)} sequences; sampled {res.sampled}, adjusted {res.adjusted}, "
            f"replacements {res.replacements}",
            style="dim",
        )

    @builders.command("eval-check")
    def eval_check_cmd(
        task_dir: Annotated[Path, typer.Argument(help="a GovBench task folder")],
        script: Annotated[Path | None, typer.Option(help="check this eval script instead")] = None,
    ) -> None:
        """Consistency check: GT must score 1.0 and the raw input < 0.3 (§3.4)."""
        # imported when the command runs, so the CLI starts without loading pandas and pydantic
        from dataagents.governance.builders.evalgen import consistency_check
        from dataagents.governance.task import load_task

        t = load_task(task_dir)
        rep = consistency_check(script or t.eval_path, t.gt_path, t.raw_paths[0])
        console.print(
            f"GT {rep.gt_score:.3f}  raw {rep.raw_score:.3f}  -> {'accepted' if rep.passed else 'rejected'}"
            + (f": {rep.detail}" if rep.detail else "")
        )
        if not rep.passed:
            raise typer.Exit(1)

    @builders.command("eval-gen")
    def eval_gen_cmd(
        task_dir: Annotated[Path, typer.Argument(help="a GovBench task folder")],
        model: Annotated[str, typer.Option("--model", help="provider/model")],
        out: Annotated[Path, typer.Option(help="where to write the accepted script")],
    ) -> None:
        """Write an eval script with a model (Prompt 4) and keep it only if it passes the consistency check."""
        # imported when the command runs, so the CLI starts without loading pandas and pydantic
        from dataagents.governance.builders.evalgen import generate_checked_eval_script
        from dataagents.governance.task import load_task
        from dataagents.llm import get_model

        t = load_task(task_dir)
        m = get_model(model)
        if m is None:
            raise typer.BadParameter("eval-gen needs a model")
        res = asyncio.run(generate_checked_eval_script(m, t.spec.instruction, t.gt_path, t.raw_paths[0]))
        console.print(f"GT {res.report.gt_score:.3f}  raw {res.report.raw_score:.3f}")
        if not res.accepted:
            console.print(f"[red]rejected[/red]: {res.report.detail}")
            raise typer.Exit(1)
        out.write_text(res.code, encoding="utf-8")
        console.print(f"[green]accepted[/green]: wrote {out}")

    @builders.command("noise")
    def noise_cmd(
        clean: Annotated[Path, typer.Argument(help="clean table")],
        out: Annotated[Path, typer.Argument(help="noisy table to write")],
        kind: Annotated[
            str, typer.Option(help="missing_cells | duplicate_rows | typos | format_drift | label_flips")
        ] = "missing_cells",
        columns: Annotated[str, typer.Option(help="comma-separated columns")] = "",
        rate: Annotated[float, typer.Option(help="share of rows/cells")] = 0.1,
        drift: Annotated[
            str, typer.Option(help="format_drift kind: date|phone|email|number|whitespace|html")
        ] = "date",
        seed: Annotated[int, typer.Option(help="random seed")] = 0,
        instruction: Annotated[
            str | None, typer.Option(help="with --model: the task the noise should challenge")
        ] = None,
        model: Annotated[
            str, typer.Option("--model", help="provider/model for reversed-objective noise")
        ] = "none",
    ) -> None:
        """Inject noise: the deterministic library, or with --model the reversed objective (Prompts 2-3)."""
        # imported when the command runs, so the CLI starts without loading pandas and pydantic
        from dataagents.governance.builders import noise as N
        from dataagents.governance.io import read_table, write_table
        from dataagents.llm import get_model

        m = get_model(model)
        if m is not None:
            res = asyncio.run(N.reversed_objective_noise(m, instruction or "clean this data", clean))
            console.print(f"reversed objective: {res.reversed_objective}")
            if res.noisy is None:
                console.print(f"[red]{res.error}[/red]")
                raise typer.Exit(1)
            write_table(res.noisy, out)
        else:
            df = read_table(clean)
            cols = [c for c in columns.split(",") if c]
            if kind == "missing_cells":
                df = N.missing_cells(df, cols, rate, seed)
            elif kind == "duplicate_rows":
                df = N.duplicate_rows(df, rate, seed)
            elif kind == "typos":
                df = N.typos(df, cols[0], rate, seed)
            elif kind == "format_drift":
                df = N.format_drift(df, cols[0], drift, rate, seed)
            elif kind == "label_flips":
                labels = sorted(df[cols[0]].dropna().astype(str).unique())
                df = N.label_flips(df, cols[0], labels, rate, seed)
            else:
                raise typer.BadParameter(f"unknown noise kind '{kind}'")
            write_table(df, out)
        console.print(f"wrote {out}")
