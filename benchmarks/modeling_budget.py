"""Side-by-side figures for the Modeler on the modeling dev set: the floor before, the floor now, plain HGB.

Per task: the hidden-test score, the CV estimate and its gap to the test score (CV − test, in the metric's
units), the RPG and the wall time against the budget ("conv.": the search stopped because it converged); then
the mean RPG, the mean share of the budget used and how many runs kept to the budget (within 10 %, or converged),
and each run's peak resident memory (its own spawned process).
Each run happens in a fresh process, one at a time (2 shared cores here). "before" is read from a JSON that an
earlier run of this script saved with ``--save`` (the floor as it was at the commit named in the file);
``hgb`` is scikit-learn's HistGradientBoosting with its defaults (early stopping on its own inner 10 %) on the
floor's features, a plain reference; ``flaml`` is FLAML's AutoML with the same budget on the same features
(optional: ``pip install -e .[bench]``); ``modeler`` is the whole agent (``model_task``) with ``--model``, so
``--runs modeler --model none`` and ``--runs modeler --model local/qwen2.5-coder-1.5b`` show what the model's
feature code changes at the same budget.

    PYTHONPATH=src nice -n 10 .venv/bin/python benchmarks/modeling_budget.py --budget 60 \
        --before benchmarks/data/modeling_dev_before_60s.json --runs floor hgb [--save OUT.json]
"""

from __future__ import annotations

import argparse
import json
import multiprocessing as mp
import resource
import subprocess
import time
from pathlib import Path

from rich.console import Console
from rich.table import Table

DEV_ROOT = str(Path(__file__).resolve().parent / "data" / "modeling_dev")


FLAML_METRIC = {"rmse": "rmse", "rmsle": "rmse", "mae": "mae", "accuracy": "accuracy", "roc_auc": "roc_auc",
                "log_loss": "log_loss", "macro_f1": "macro_f1", "micro_f1": "micro_f1", "r2": "r2"}  # fmt: skip


def _flaml(task, budget_s: float, seed: int):
    """FLAML's AutoML with the same budget on the floor's features (its own estimators and search); returns
    (submission, FLAML's best validation score in the task metric where FLAML has it, else None)."""
    import numpy as np
    from flaml import AutoML

    from dataagents.datascience.modeling import floor as fl
    from dataagents.datascience.modeling.search import lightgbm_threads

    train, x, xt, kind, pred = _inputs(task, seed)
    targets = task.target_columns
    metric = FLAML_METRIC.get(task.metric.key, "auto")
    if metric == "macro_f1" and kind == "binary":
        metric = "f1"
    kw = {"metric": metric, "seed": seed, "n_jobs": lightgbm_threads(), "verbose": 0}
    if kind in ("binary", "multiclass", "multiclass_onehot"):
        if kind == "multiclass_onehot":
            classes, y = np.array(targets), train[targets].to_numpy(float).argmax(axis=1)
        else:
            classes, y = np.unique(train[targets[0]].to_numpy(), return_inverse=True)
        m = AutoML()
        m.fit(x, y, task="classification", time_budget=budget_s, **kw)
        p = m.predict_proba(xt)
        p = p[:, 1:2] if p.shape[1] == 2 else p
        for col, v in zip(targets, fl._class_output(task, kind, classes, p), strict=True):
            pred[col] = v
    else:
        for col in targets:
            y = train[col].to_numpy(float)
            log = task.metric.key in fl.LOG_TARGET_METRICS and y.min() >= 0
            m = AutoML()
            m.fit(x, np.log1p(y) if log else y, task="regression", time_budget=budget_s / len(targets), **kw)
            v = m.predict(xt)
            pred[col] = np.expm1(v) if log else v
    return pred, None


def _inputs(task, seed: int):
    """(train, X, X_test, kind, submission frame to fill) with the floor's plain features, no transformations."""
    from dataagents.datascience.modeling import floor as fl
    from dataagents.datascience.modeling.task import read_csv

    train, test, sample = (read_csv(p) for p in (task.train_path, task.test_path, task.sample_path))
    targets = task.target_columns
    train = train.dropna(subset=targets).reset_index(drop=True)
    test = test.set_index(test[task.id_column].astype(str)).loc[sample[task.id_column].astype(str)]
    test = test.reset_index(drop=True)
    kind = fl.infer_kind(task, train)
    x, xt, _ = fl.build_features(train, test, drop=[task.id_column, *targets], seed=seed)
    return train, x, xt, kind, sample.copy()


def _hgb(task, budget_s: float, seed: int):
    """Plain HistGradientBoosting on the floor's features; returns (submission, None: no CV estimate)."""
    import numpy as np
    import pandas as pd
    from sklearn.ensemble import HistGradientBoostingClassifier, HistGradientBoostingRegressor

    from dataagents.datascience.modeling import floor as fl

    train, x, xt, kind, pred = _inputs(task, seed)
    targets = task.target_columns
    cat = []
    for c in x.columns:  # category codes; HGB takes at most 255 categories per column, wider ones as ordinals
        if isinstance(x[c].dtype, pd.CategoricalDtype):
            cat.append(x[c].nunique() <= 255)
            for f in (x, xt):
                f[c] = f[c].cat.codes.astype(float).replace(-1, np.nan)
        else:
            cat.append(False)
    kw = {"categorical_features": cat, "random_state": seed}
    if kind in ("binary", "multiclass", "multiclass_onehot"):
        if kind == "multiclass_onehot":
            classes, y = np.array(targets), train[targets].to_numpy(float).argmax(axis=1)
        else:
            classes, y = np.unique(train[targets[0]].to_numpy(), return_inverse=True)
        m = HistGradientBoostingClassifier(**kw).fit(x, y)
        p = m.predict_proba(xt)
        p = p[:, 1:2] if p.shape[1] == 2 else p
        for col, v in zip(targets, fl._class_output(task, kind, classes, p), strict=True):
            pred[col] = v
    else:
        for col in targets:
            y = train[col].to_numpy(float)
            log = task.metric.key in fl.LOG_TARGET_METRICS and y.min() >= 0
            loss = "absolute_error" if task.metric.key in fl.L1_METRICS else "squared_error"
            m = HistGradientBoostingRegressor(loss=loss, **kw).fit(x, np.log1p(y) if log else y)
            v = m.predict(xt)
            pred[col] = np.expm1(v) if log else v
    return pred, None


def _modeler(task, budget_s: float, seed: int, model_name: str) -> tuple:
    """The whole Modeler (``model_task``) with ``model_name`` ("none": the floor through the same door); returns
    (submission, CV, a note: what was kept, the model features' quick CV without/with them, tokens)."""
    import asyncio

    from dataagents.datascience.modeling.modeler import model_task
    from dataagents.llm import get_model, usage_scope

    with usage_scope() as usage:
        res = asyncio.run(model_task(task, model=get_model(model_name), time_budget_s=budget_s, seed=seed))
    note = f"{res.chosen}; features {res.feature_columns or '-'}; quick CV {res.feature_cv}; "
    spent = usage.total.as_dict()
    note += f"model calls {spent['calls']}, {spent['input_tokens']}+{spent['output_tokens']} tokens, {spent['seconds']} s; "
    note += "; ".join(n for n in res.notes if n.startswith("model"))
    return res.submission, res.floor_cv if res.chosen != "model" else res.model_cv, note


def _one(
    root: str, name: str, run: str, budget: float, seed: int, out: mp.Queue, model: str = "none"
) -> None:
    from dataagents.datascience.modeling.floor import run_floor
    from dataagents.datascience.modeling.rpg import score_submission
    from dataagents.datascience.modeling.task import load_release_task

    task = load_release_task(root, name)
    t0 = time.perf_counter()
    stop, note = "", ""
    try:
        if run == "modeler":
            sub, cv, note = _modeler(task, budget, seed, model)
        elif run == "floor":
            res = run_floor(task, time_budget_s=budget, seed=seed)
            sub, cv = res.submission, res.cv_score
            stop = "converged" if any("converged" in n for n in res.notes) else "budget"
        elif run == "flaml":
            sub, cv = _flaml(task, budget, seed)
        else:
            from threadpoolctl import threadpool_limits

            from dataagents.datascience.modeling.search import lightgbm_threads

            with threadpool_limits(lightgbm_threads()):  # the floor's thread count, for a fair comparison
                sub, cv = _hgb(task, budget, seed)
    except Exception as err:  # a failed task is a row of the table, not a crash of the bench
        sub, cv = None, None
        print(f"{name} ({run}): failed: {err!r}")
    wall = time.perf_counter() - t0
    s = score_submission(task, sub)
    peak_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024  # this task's own process (spawned)
    out.put({"task": name, "metric": task.metric.key, "test": s.performance, "rpg": s.rpg,
             "valid": s.success, "cv": cv, "wall": wall, "stop": stop, "note": note, "peak_mb": peak_mb})  # fmt: skip


def run_all(
    root: str, run: str, budget: float, seed: int, names: list[str], model: str = "none"
) -> dict[str, dict]:
    ctx = mp.get_context("spawn")
    rows = {}
    for name in names:
        q = ctx.Queue()
        p = ctx.Process(target=_one, args=(root, name, run, budget, seed, q, model))
        p.start()
        rows[name] = q.get()
        p.join()
        r = rows[name]
        print(
            f"  {run} {name}: test {r['test']} cv {r['cv']} rpg {r['rpg']:.3f} wall {r['wall']:.1f}s "
            f"peak {r['peak_mb']:.0f} MB " + r.get("note", ""),
            flush=True,
        )
    return rows


def _f(v: float | None) -> str:
    return "-" if v is None else f"{v:.4g}"


def main() -> None:
    from dataagents.datascience.modeling.task import release_names

    ap = argparse.ArgumentParser()
    ap.add_argument("--root", default=DEV_ROOT)
    ap.add_argument("--budget", type=float, default=60.0)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument(
        "--runs", nargs="*", default=["floor", "hgb"], choices=["floor", "hgb", "flaml", "modeler"]
    )
    ap.add_argument(
        "--model", default="none", help="the model of the 'modeler' run (e.g. local/qwen2.5-coder-1.5b)"
    )
    ap.add_argument("--tasks", nargs="*", default=None, help="these tasks of the root only (default: all)")
    ap.add_argument("--before", help="JSON saved by an earlier --save (the 'before' columns)")
    ap.add_argument("--save", help="write this run's rows here (JSON): the floor's, hgb's and flaml's")
    args = ap.parse_args()
    names = args.tasks or release_names(args.root)
    results: dict[str, dict[str, dict]] = {}
    if args.before:
        results["before"] = json.loads(Path(args.before).read_text())["rows"]
    for run in args.runs:
        key = {"floor": "after", "modeler": f"modeler ({args.model})"}.get(run, run)
        results[key] = run_all(args.root, run, args.budget, args.seed, names, args.model)
    if args.save:
        commit = subprocess.run(
            ["git", "rev-parse", "--short", "HEAD"], capture_output=True, text=True
        ).stdout
        # "rows" is the floor (what --before reads back); the references run beside it are kept too
        others = {run: rows for run, rows in results.items() if run not in ("before", "after")}
        Path(args.save).write_text(json.dumps(
            {"commit": commit.strip(), "budget_s": args.budget, "seed": args.seed, "rows": results.get("after", {}),
             "references": others}, indent=1) + "\n")  # fmt: skip

    table = Table(
        title=f"Modeling dev set ({len(names)} tasks), budget {args.budget:.0f} s per task, seed {args.seed}"
    )
    table.add_column("task")
    table.add_column("metric")
    for run in results:
        table.add_column(f"{run}\ntest", justify="right")
        if run not in ("hgb", "flaml"):
            table.add_column(f"{run}\nCV", justify="right")
            table.add_column(f"{run}\nCV−test", justify="right")
        table.add_column(f"{run}\nRPG", justify="right")
        table.add_column(f"{run}\nwall s", justify="right")
        table.add_column(f"{run}\npeak MB", justify="right")
    for name in names:
        row = [name, next(iter(results.values()))[name]["metric"]]
        for run, rows in results.items():
            r = rows[name]
            gap = None if r["cv"] is None or r["test"] is None else r["cv"] - r["test"]
            row.append(_f(r["test"]) + ("" if r["valid"] else " INVALID"))
            if run not in ("hgb", "flaml"):
                row += [_f(r["cv"]), _f(gap)]
            row += [
                f"{r['rpg']:.3f}",
                f"{r['wall']:.0f}" + (" conv." if r.get("stop") == "converged" else ""),
                f"{r['peak_mb']:.0f}" if "peak_mb" in r else "-",  # rows saved before it was measured
            ]
        table.add_row(*row)
    table.add_section()
    mean = ["mean", ""]
    for run, rows in results.items():
        vals = [rows[n] for n in names]
        mean.append(f"{sum(r['valid'] for r in vals)}/{len(vals)} valid")
        if run not in ("hgb", "flaml"):
            mean += ["", ""]
        used = sum(r["wall"] for r in vals) / len(vals) / args.budget
        kept = sum(
            r.get("stop") == "converged" or 0.9 * args.budget <= r["wall"] <= 1.1 * args.budget for r in vals
        )
        wall = f"{100 * used:.0f}% of budget" + (f"\n{kept}/{len(vals)} ok" if run == "after" else "")
        peak = max((r["peak_mb"] for r in vals if "peak_mb" in r), default=None)
        mean += [
            f"{sum(r['rpg'] for r in vals) / len(vals):.3f}",
            wall,
            "-" if peak is None else f"max {peak:.0f}",
        ]
    table.add_row(*mean)
    Console(width=220).print(table)


if __name__ == "__main__":
    main()
