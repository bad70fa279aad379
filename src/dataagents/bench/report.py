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

from dataagents.bench.agent import NO_MODEL
from dataagents.bench.registry import Suite, list_suites
from dataagents.bench.runner import judge_label
from dataagents.errors import DataAgentsError
from dataagents.llm.faults import kind_of_message, sample_call_faults
from dataagents.llm.usage import FREE_PROVIDERS, cost_usd


class ReportError(DataAgentsError):
    exit_code = 2  # bad usage or input (dataagents.exit_codes)


class RunRow(BaseModel):
    """One (suite, agent, model) run as the leaderboard shows it."""

    suite: str
    agent: str
    model: str
    args: str = ""  # the run's other task arguments, "k=v, …" (runs differing only here are separate rows)
    task_args: dict[str, str] = Field(default_factory=dict)  # the same, as a mapping
    status: str
    samples: int
    completed: int
    primary_metric: str
    primary: float | None
    metrics: dict[str, float]
    input_tokens: int
    output_tokens: int
    cost_usd: float  # summed over calls whose price is known
    cost_basis: str = "priced"  # "priced"; "free" (local, replayed or no model: cost is n/a); "unknown" price
    seconds: float
    errors: int = 0  # samples that ended in an error (recorded in the log, scored as failures)
    fault_kinds: dict[str, int] = Field(default_factory=dict)  # errored samples by kind (llm.faults)
    # samples that scored although a model call failed for good (the agent went on without the model, so
    # the score is not the model's), by the kind of the failed call (llm.faults.record_call_fault)
    absorbed_faults: dict[str, int] = Field(default_factory=dict)
    run_error: str | None = None  # the eval's own error when it stopped before its samples were done
    judge: str = "not recorded"  # the run's fixed judge, from the log's eval metadata (``judge_model``)
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


def _run_cost(log: EvalLog) -> tuple[float, str]:
    """(dollars, basis): inspect's own cost where it has one, else our price table; models that run here
    or replay recordings cost nothing per token, so their cost is not a figure to compare (basis "free")."""
    total, basis = 0.0, "free"
    for model, usage in log.stats.model_usage.items():
        if model.startswith(FREE_PROVIDERS):
            continue
        price = usage.total_cost
        if price is None:
            price = cost_usd(model, usage.input_tokens, usage.output_tokens)
        if price is None:
            basis = "unknown"
            continue
        total += price
        basis = "priced" if basis == "free" else basis
    if (
        basis == "free"
        and not str(log.eval.model).startswith(FREE_PROVIDERS)
        and log.eval.model != "none/none"
    ):
        basis = "priced"  # a remote model that made no calls cost $0
    return total, basis


def _planned_samples(log: EvalLog) -> int:
    """Samples a run set out to do, for logs whose samples all errored (inspect then has no results)."""
    planned = log.eval.dataset.samples or 0
    limit = log.eval.config.limit
    return min(planned, limit) if isinstance(limit, int) else planned


def _unpackaged(metric_name: str) -> str:
    """inspect names a metric ``dataagents/x`` when the package is installed and ``x`` when it runs from a
    source tree; reports use ``x`` so that their columns are the same either way."""
    return metric_name.removeprefix("dataagents/")


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
            metrics[f"{score.name}/{_unpackaged(metric_name)}"] = float(metric.value)
            if score.name == primary_name and i == 0:
                primary_value = float(metric.value)
    if suite is not None and suite.derived_metrics is not None and metrics:
        metrics.update({f"derived/{k}": v for k, v in suite.derived_metrics(metrics).items()})
    if primary_value is None and metrics and not primary_name:
        primary_name, primary_value = next(iter(metrics.items()))
    usage = log.stats.model_usage.values()
    cost, basis = _run_cost(log)
    other_args = {
        k: str(v)
        for k, v in sorted(log.eval.task_args.items())
        if k != "agent" and not (suite and k == suite.judge_arg)  # the judge has a column of its own
    }
    fault_kinds: dict[str, int] = {}
    absorbed: dict[str, int] = {}
    for summary in summaries or []:
        kind = kind_of_message(summary.error)
        if kind:
            fault_kinds[kind] = fault_kinds.get(kind, 0) + 1
        else:
            for call_kind in sample_call_faults(summary.metadata):
                absorbed[call_kind] = absorbed.get(call_kind, 0) + 1
    return RunRow(
        suite=suite.name if suite else task_name,
        agent=str(log.eval.task_args.get("agent", "default")),
        args=", ".join(f"{k}={v}" for k, v in other_args.items()),
        task_args=other_args,
        model=log.eval.model,
        status=log.status,
        samples=log.results.total_samples if log.results else _planned_samples(log),
        completed=log.results.completed_samples if log.results else 0,
        primary_metric=primary_name,
        primary=primary_value,
        metrics=metrics,
        input_tokens=sum(u.input_tokens for u in usage),
        output_tokens=sum(u.output_tokens for u in usage),
        cost_usd=cost,
        cost_basis=basis,
        seconds=_seconds(log),
        errors=sum(1 for x in summaries or [] if x.error),
        fault_kinds=dict(sorted(fault_kinds.items())),
        absorbed_faults=dict(sorted(absorbed.items())),
        run_error=log.error.message if log.error else None,
        judge=judge_label((log.eval.metadata or {}).get("judge_model")),
        sec_per_sample=(sum(x.total_time or 0.0 for x in summaries) / len(summaries) if summaries else 0.0),
        log=str(log.location),
    )


def collect_rows(log_dir: Path, unreadable: list[str] | None = None) -> list[RunRow]:
    """Latest log per (suite, agent, model, task args, judge) under ``log_dir`` (recursively): a run re-scored
    by another judge (``bench rescore`` writes it beside the original) is a row of its own. A log that
    cannot be read (cut short by a crash, or not an inspect log) is skipped and named in ``unreadable``."""
    if not log_dir.exists():
        raise ReportError(
            f"log folder {log_dir} does not exist", hint="run `dataagents bench run SUITE` first"
        )
    suites = _suite_by_task()
    latest: dict[tuple[str, str, str, str, str], tuple[str, RunRow]] = {}
    for info in list_eval_logs(str(log_dir), recursive=True):
        try:
            log = read_eval_log(info, header_only=True)
            summaries = read_eval_log_sample_summaries(info)
        except Exception as err:  # any reader failure: one bad file must not hide the others
            if unreadable is not None:
                unreadable.append(f"{info.name}: {type(err).__name__}: {str(err)[:200]}")
            continue
        row = row_from_log(log, suites, summaries)
        key = (row.suite, row.agent, row.model, row.args, row.judge)
        stamp = log.stats.started_at or ""
        if key not in latest or stamp >= latest[key][0]:
            latest[key] = (stamp, row)
    return sorted((r for _, r in latest.values()), key=lambda r: (r.suite, r.agent, r.model, r.args, r.judge))


def fault_summary(row: RunRow) -> str:
    """Errored samples by kind, e.g. ``timeout×2, rate_limit×1``; samples that scored after a model call
    failed for good, e.g. ``timeout×2 absorbed``; the run's own error if it stopped."""
    parts = [f"{kind}×{count}" for kind, count in row.fault_kinds.items()]
    parts += [f"{kind}×{count} absorbed" for kind, count in row.absorbed_faults.items()]
    if row.run_error:
        parts.append(f"run: {kind_of_message(row.run_error)}")
    return ", ".join(parts)


def is_floor(row: RunRow) -> bool:
    """A run with no model: the deterministic floor."""
    return row.model in (NO_MODEL, "none")


def model_label(row: RunRow) -> str:
    return "none (floor)" if is_floor(row) else row.model


def cost_label(row: RunRow) -> str:
    if row.cost_basis == "free":
        return "n/a"
    if row.cost_basis == "unknown":
        return f"≥${row.cost_usd:.4f} (price unknown)" if row.cost_usd else "unknown"
    return f"${row.cost_usd:.4f}"


def ranks(rows: list[RunRow]) -> list[int | None]:
    """Rank of each row by its headline score among rows of the same suite, metric and judge: runs scored
    by different judges are not ranked together. Unscored rows get no rank."""
    out: list[int | None] = []
    for r in rows:
        peers = [
            p.primary
            for p in rows
            if (p.suite, p.primary_metric, p.judge) == (r.suite, r.primary_metric, r.judge)
            and p.primary is not None
        ]
        out.append(None if r.primary is None else 1 + sum(1 for v in peers if v > r.primary))
    return out


def distinguishing_args(rows: list[RunRow]) -> list[str]:
    """Per row, only the task arguments whose values differ between runs of its suite (e.g. a hint level):
    what tells two rows apart, without the long defaults every run of the suite shares."""
    out = []
    for r in rows:
        peers = [p for p in rows if p.suite == r.suite]
        keys = {k for p in peers for k in p.task_args}
        varying = sorted(k for k in keys if len({p.task_args.get(k) for p in peers}) > 1)
        out.append(", ".join(f"{k}={r.task_args.get(k, '—')}" for k in varying))
    return out


def leaderboard_records(rows: list[RunRow]) -> list[dict[str, str]]:
    """The leaderboard as display strings, in column order; columns empty in every row are dropped."""
    records = [
        {
            "suite": r.suite,
            "rank": "" if rank is None else str(rank),
            "agent": r.agent,
            "model": model_label(r),
            "judge": r.judge,
            "metric": r.primary_metric,
            "score": "—" if r.primary is None else f"{r.primary:.4g}",
            "samples": f"{r.completed}/{r.samples}",
            "errors": fault_summary(r),
            "tokens": str(r.input_tokens + r.output_tokens),
            "cost": cost_label(r),
            "time s": f"{r.seconds:.1f}",
            "s/sample": f"{r.sec_per_sample:.2f}",
            "status": "" if r.status == "success" else r.status,
            "task args": args,
        }
        for r, rank, args in zip(rows, ranks(rows), distinguishing_args(rows), strict=True)
    ]
    keep = [c for c in records[0] if any(rec[c] for rec in records)] if records else []
    return [{c: rec[c] for c in keep} for rec in records]


def leaderboard_frame(rows: list[RunRow]) -> pd.DataFrame:
    return pd.DataFrame(leaderboard_records(rows))


def suite_metric_frames(rows: list[RunRow]) -> dict[str, pd.DataFrame]:
    """One table per suite with only the metrics that suite reports (runs down, metrics across)."""
    frames: dict[str, pd.DataFrame] = {}
    for suite in sorted({r.suite for r in rows}):
        runs = [r for r in rows if r.suite == suite]
        names = list(dict.fromkeys(k for r in runs for k in r.metrics))
        args = distinguishing_args(runs)
        frames[suite] = pd.DataFrame(
            [
                {
                    "agent": r.agent,
                    "model": model_label(r),
                    "judge": r.judge,
                    **({"task args": a} if any(args) else {}),
                    **{n: r.metrics.get(n) for n in names},
                }
                for r, a in zip(runs, args, strict=True)
            ]
        )
    return frames


def baseline_frames(suite_names: set[str]) -> dict[str, pd.DataFrame]:
    """Per suite, the figures its paper reports, each labelled with the model that produced it."""
    frames: dict[str, pd.DataFrame] = {}
    for s in list_suites():
        if s.name not in suite_names or not s.baselines:
            continue
        frames[s.name] = pd.DataFrame(
            [
                {
                    "reported by the paper for": b.name,
                    **{k: round(v, 4) for k, v in b.metrics.items()},
                    "source": b.source,
                }
                for b in s.baselines
            ]
        )
    return frames


BASELINE_NOTE = (
    "reported by the paper on its full benchmark with its own models and judge; not run here and not "
    "comparable to the rows above (a floor row uses no model at all)"
)


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


ERRORS_NOTE = (
    'Errors: samples that ended in an error, by fault kind; "absorbed": samples that were scored although '
    "a model call failed for good (the agent went on without the model, so that score is not the model's)."
)


def write_report(log_dir: Path, out_dir: Path | None = None) -> tuple[Path, Path, list[RunRow]]:
    """Write ``report.md``, ``report.html`` and ``leaderboard.png``; returns (markdown, html, rows)."""
    unreadable: list[str] = []
    rows = collect_rows(log_dir, unreadable)
    if not rows:
        raise ReportError(
            f"no readable inspect logs under {log_dir}"
            + (f" ({len(unreadable)} unreadable: {unreadable[0]})" if unreadable else ""),
            hint="run `dataagents bench run SUITE` first",
        )
    out_dir = out_dir or log_dir
    out_dir.mkdir(parents=True, exist_ok=True)
    board = leaderboard_frame(rows)
    metric_frames = suite_metric_frames(rows)
    baselines = baseline_frames({r.suite for r in rows})
    png = plot_png(rows)
    (out_dir / "leaderboard.png").write_bytes(png)

    md = [
        "# dataagents report",
        "",
        f"Logs: `{log_dir}`",
        "",
        "## Leaderboard",
        "",
        "Ranks compare runs of the same suite scored by the same judge; `none (floor)` runs use no model.",
        f"{ERRORS_NOTE}",
        "",
        board.to_markdown(index=False),
        "",
        "![leaderboard](leaderboard.png)",
    ]
    for suite, frame in metric_frames.items():
        md += ["", f"## {suite}: metrics", "", frame.to_markdown(index=False, floatfmt=".4g")]
        if suite in baselines:
            md += ["", f"Paper baselines — {BASELINE_NOTE}:", "", baselines[suite].to_markdown(index=False)]
    if unreadable:
        md += ["", "## Unreadable logs (skipped)", "", *(f"- {u}" for u in unreadable)]
    md_path = out_dir / "report.md"
    md_path.write_text("\n".join(md) + "\n")

    env = Environment(loader=PackageLoader("dataagents.bench", "templates"), autoescape=select_autoescape())
    html = env.get_template("report.html.j2").render(
        log_dir=str(log_dir),
        generated=datetime.now().isoformat(timespec="seconds"),
        leaderboard=board.to_html(index=False, na_rep="—", classes="tbl"),
        suites=[
            {
                "name": suite,
                "metrics": frame.to_html(
                    index=False, na_rep="—", classes="tbl", float_format=lambda v: f"{v:.4g}"
                ),
                "baselines": None
                if suite not in baselines
                else baselines[suite].to_html(index=False, na_rep="—", classes="tbl"),
            }
            for suite, frame in metric_frames.items()
        ],
        baseline_note=BASELINE_NOTE,
        errors_note=ERRORS_NOTE,
        unreadable=unreadable,
        plot=base64.b64encode(png).decode(),
        total_cost=_total_cost_label(rows),
        total_seconds=sum(r.seconds for r in rows),
        total_tokens=sum(r.input_tokens + r.output_tokens for r in rows),
    )
    html_path = out_dir / "report.html"
    html_path.write_text(html)
    return md_path, html_path, rows


def _total_cost_label(rows: list[RunRow]) -> str:
    priced = [r for r in rows if r.cost_basis != "free"]
    if not priced:
        return "cost n/a (local models only)"
    unknown = any(r.cost_basis == "unknown" for r in priced)
    return f"${sum(r.cost_usd for r in priced):.4f}" + (" + unpriced calls" if unknown else "")
