"""Reports over inspect logs: a leaderboard table (terminal, Markdown, HTML) with a plot, cost and time,
and the paper baselines each suite declares shown beside (never mixed into) our numbers."""

from __future__ import annotations

import base64
import io
from datetime import datetime
from pathlib import Path

import pandas as pd
from inspect_ai.log import (
    EvalLog,
    EvalSampleSummary,
    list_eval_logs,
    read_eval_log,
    read_eval_log_sample_summaries,
)
from jinja2 import Environment, PackageLoader, select_autoescape
from pydantic import BaseModel, Field

from dataagents.bench.registry import Suite, list_suites
from dataagents.errors import DataAgentsError
from dataagents.llm.faults import kind_of_message


class ReportError(DataAgentsError):
    exit_code = 2  # bad usage or input (dataagents.exit_codes)


class RunRow(BaseModel):
    """One (suite, agent, model) run as the leaderboard shows it."""

    suite: str
    agent: str
    model: str
    args: str = ""  # the run's other task arguments, "k=v, …" (runs differing only here are separate rows)
    status: str
    samples: int
    completed: int
    primary_metric: str
    primary: float | None
    metrics: dict[str, float]
    input_tokens: int
    output_tokens: int
    cost_usd: float
    seconds: float
    errors: int = 0  # samples that ended in an error (recorded in the log, scored as failures)
    fault_kinds: dict[str, int] = Field(default_factory=dict)  # errored samples by kind (llm.faults)
    run_error: str | None = None  # the eval's own error when it stopped before its samples were done
    sec_per_sample: float = 0.0
    log: str


def _suite_by_task() -> dict[str, Suite]:
    """Map inspect task names to suites (a suite's task is named after its @task function)."""
    out: dict[str, Suite] = {}
    for suite in list_suites():
        out[suite.task_fn.__name__] = suite
        out[suite.name] = suite
    return out


def _seconds(log: EvalLog) -> float:
    try:
        start = datetime.fromisoformat(log.stats.started_at)
        end = datetime.fromisoformat(log.stats.completed_at)
        return max(0.0, (end - start).total_seconds())
    except (TypeError, ValueError):
        return 0.0


def _planned_samples(log: EvalLog) -> int:
    """Samples a run set out to do, for logs whose samples all errored (inspect then has no results)."""
    planned = log.eval.dataset.samples or 0
    limit = log.eval.config.limit
    return min(planned, limit) if isinstance(limit, int) else planned


def row_from_log(
    log: EvalLog, suites: dict[str, Suite], summaries: list[EvalSampleSummary] | None = None
) -> RunRow:
    task_name = log.eval.task.split("/")[-1]
    suite = suites.get(task_name)
    metrics: dict[str, float] = {}
    primary_value: float | None = None
    primary_name = suite.primary_metric if suite else ""
    for score in log.results.scores if log.results else []:
        for i, (metric_name, metric) in enumerate(score.metrics.items()):
            metrics[f"{score.name}/{metric_name}"] = float(metric.value)
            if score.name == primary_name and i == 0:
                primary_value = float(metric.value)
    if suite is not None and suite.derived_metrics is not None and metrics:
        metrics.update({f"derived/{k}": v for k, v in suite.derived_metrics(metrics).items()})
    if primary_value is None and metrics and not primary_name:
        primary_name, primary_value = next(iter(metrics.items()))
    usage = log.stats.model_usage.values()
    fault_kinds: dict[str, int] = {}
    for summary in summaries or []:
        kind = kind_of_message(summary.error)
        if kind:
            fault_kinds[kind] = fault_kinds.get(kind, 0) + 1
    return RunRow(
        suite=suite.name if suite else task_name,
        agent=str(log.eval.task_args.get("agent", "default")),
        args=", ".join(f"{k}={v}" for k, v in sorted(log.eval.task_args.items()) if k != "agent"),
        model=log.eval.model,
        status=log.status,
        samples=log.results.total_samples if log.results else _planned_samples(log),
        completed=log.results.completed_samples if log.results else 0,
        primary_metric=primary_name,
        primary=primary_value,
        metrics=metrics,
        input_tokens=sum(u.input_tokens for u in usage),
        output_tokens=sum(u.output_tokens for u in usage),
        cost_usd=sum(u.total_cost or 0.0 for u in usage),
        seconds=_seconds(log),
        errors=sum(1 for x in summaries or [] if x.error),
        fault_kinds=dict(sorted(fault_kinds.items())),
        run_error=log.error.message if log.error else None,
        sec_per_sample=(sum(x.total_time or 0.0 for x in summaries) / len(summaries) if summaries else 0.0),
        log=str(log.location),
    )


def collect_rows(log_dir: Path) -> list[RunRow]:
    """Latest log per (suite, agent, model) under ``log_dir`` (recursively)."""
    if not log_dir.exists():
        raise ReportError(
            f"log folder {log_dir} does not exist", hint="run `dataagents bench run SUITE` first"
        )
    suites = _suite_by_task()
    latest: dict[tuple[str, str, str, str], tuple[str, RunRow]] = {}
    for info in list_eval_logs(str(log_dir), recursive=True):
        log = read_eval_log(info, header_only=True)
        row = row_from_log(log, suites, read_eval_log_sample_summaries(info))
        key = (row.suite, row.agent, row.model, row.args)
        stamp = log.stats.started_at or ""
        if key not in latest or stamp >= latest[key][0]:
            latest[key] = (stamp, row)
    return sorted((r for _, r in latest.values()), key=lambda r: (r.suite, r.agent, r.model, r.args))


def fault_summary(row: RunRow) -> str:
    """Errored samples by kind, e.g. ``timeout×2, rate_limit×1``; the run's own error if it stopped."""
    parts = [f"{kind}×{count}" for kind, count in row.fault_kinds.items()]
    if row.run_error:
        parts.append(f"run: {kind_of_message(row.run_error)}")
    return ", ".join(parts)


def leaderboard_frame(rows: list[RunRow]) -> pd.DataFrame:
    return pd.DataFrame(
        [
            {
                "suite": r.suite,
                "agent": r.agent,
                "model": r.model,
                "args": r.args,
                "metric": r.primary_metric,
                "score": None if r.primary is None else round(r.primary, 4),
                "samples": f"{r.completed}/{r.samples}",
                "tokens": r.input_tokens + r.output_tokens,
                "cost $": round(r.cost_usd, 4),
                "errors": r.errors,
                "faults": fault_summary(r),
                "time s": round(r.seconds, 1),
                "s/sample": round(r.sec_per_sample, 2),
                "status": r.status,
            }
            for r in rows
        ]
    )


def baselines_frame(suite_names: set[str]) -> pd.DataFrame:
    records = [
        {
            "suite": s.name,
            "baseline": b.name,
            **{k: round(v, 4) for k, v in b.metrics.items()},
            "source": b.source,
        }
        for s in list_suites()
        if s.name in suite_names
        for b in s.baselines
    ]
    return pd.DataFrame(records)


def plot_png(rows: list[RunRow]) -> bytes:
    """One panel per suite (metrics have different scales), one bar per agent × model."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    plotted = [r for r in rows if r.primary is not None]
    suites = sorted({r.suite for r in plotted}) or ["(no scores)"]
    cols = min(3, len(suites))
    nrows = -(-len(suites) // cols)
    fig, axes = plt.subplots(nrows, cols, figsize=(4.2 * cols, 3.2 * nrows), squeeze=False)
    models = sorted({r.model for r in plotted})
    colours = {m: plt.get_cmap("tab10")(i % 10) for i, m in enumerate(models)}
    for ax, suite in zip(axes.flat, suites, strict=False):
        runs = [r for r in plotted if r.suite == suite]
        if not runs:  # every run errored before scoring: an empty panel says so
            ax.text(0.5, 0.5, "no scored runs", ha="center", va="center", transform=ax.transAxes)
            ax.set_axis_off()
            continue
        bars = ax.bar(
            range(len(runs)),
            [r.primary for r in runs],
            color=[colours[r.model] for r in runs],
        )
        ax.bar_label(bars, labels=[f"{r.primary:.3g}" for r in runs], fontsize=8)
        ax.set_xticks(range(len(runs)), [f"{r.agent}\n{r.model.split('/')[-1]}" for r in runs], fontsize=7)
        ax.set_title(f"{suite}: {runs[0].primary_metric if runs else ''}", fontsize=9)
        ax.set_ylim(
            bottom=min(0.0, *(r.primary for r in runs)), top=max(1.0, *(r.primary for r in runs)) * 1.15
        )
    for ax in list(axes.flat)[len(suites) :]:
        ax.axis("off")
    fig.suptitle("dataagents leaderboard (headline metric per suite)")
    fig.tight_layout()
    buf = io.BytesIO()
    fig.savefig(buf, format="png", dpi=110)
    plt.close(fig)
    return buf.getvalue()


def write_report(log_dir: Path, out_dir: Path | None = None) -> tuple[Path, Path, list[RunRow]]:
    """Write ``report.md``, ``report.html`` and ``leaderboard.png``; returns (markdown, html, rows)."""
    rows = collect_rows(log_dir)
    if not rows:
        raise ReportError(f"no inspect logs under {log_dir}", hint="run `dataagents bench run SUITE` first")
    out_dir = out_dir or log_dir
    out_dir.mkdir(parents=True, exist_ok=True)
    board = leaderboard_frame(rows)
    baselines = baselines_frame({r.suite for r in rows})
    metrics = pd.DataFrame(
        [{"suite": r.suite, "agent": r.agent, "model": r.model, "args": r.args, **r.metrics} for r in rows]
    )
    png = plot_png(rows)
    (out_dir / "leaderboard.png").write_bytes(png)

    md = [
        "# dataagents report",
        "",
        f"Logs: `{log_dir}`",
        "",
        "## Leaderboard",
        "",
        board.to_markdown(index=False),
    ]
    md += ["", "![leaderboard](leaderboard.png)", "", "## All metrics", "", metrics.to_markdown(index=False)]
    if not baselines.empty:
        md += [
            "",
            "## Paper baselines (reported by the papers, not run here)",
            "",
            baselines.to_markdown(index=False),
        ]
    md_path = out_dir / "report.md"
    md_path.write_text("\n".join(md) + "\n")

    env = Environment(loader=PackageLoader("dataagents.bench", "templates"), autoescape=select_autoescape())
    html = env.get_template("report.html.j2").render(
        log_dir=str(log_dir),
        generated=datetime.now().isoformat(timespec="seconds"),
        leaderboard=board.to_html(index=False, na_rep="—", classes="tbl"),
        metrics=metrics.to_html(index=False, na_rep="—", classes="tbl", float_format=lambda v: f"{v:.4g}"),
        baselines=None if baselines.empty else baselines.to_html(index=False, na_rep="—", classes="tbl"),
        plot=base64.b64encode(png).decode(),
        total_cost=sum(r.cost_usd for r in rows),
        total_seconds=sum(r.seconds for r in rows),
        total_tokens=sum(r.input_tokens + r.output_tokens for r in rows),
    )
    html_path = out_dir / "report.html"
    html_path.write_text(html)
    return md_path, html_path, rows
