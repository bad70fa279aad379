"""The inspect task, the registered suite and the `dataagents model` command, end to end on real files."""

from __future__ import annotations

import shutil
from pathlib import Path

import pandas as pd
import typer
from inspect_ai import eval as inspect_eval
from typer.testing import CliRunner

from dataagents.bench import get_suite
from dataagents.datascience.modeling.commands import register
from dataagents.datascience.modeling.errors import TaskFormatError
from dataagents.datascience.modeling.suite import dsbench_modeling
from dataagents.llm import scripted_model

RIDGE = """```python
import pandas as pd
from sklearn.linear_model import RidgeCV
from sklearn.model_selection import cross_val_predict
train = pd.read_csv("train.csv"); test = pd.read_csv("test.csv"); sample = pd.read_csv("sample_submission.csv")
X = pd.get_dummies(train.drop(columns=["id", "alcohol"]), dtype=float)
Xt = pd.get_dummies(test.drop(columns=["id"]), dtype=float).reindex(columns=X.columns, fill_value=0)
m = RidgeCV(alphas=[0.1, 1, 10])
oof = train[["id"]].copy(); oof["alcohol"] = cross_val_predict(m, X, train["alcohol"], cv=5)
oof.to_csv("oof.csv", index=False)
m.fit(X, train["alcohol"])
sub = sample.copy(); sub["alcohol"] = m.predict(Xt); sub.to_csv("submission.csv", index=False)
```"""


def test_suite_is_registered_with_paper_baselines() -> None:
    suite = get_suite("dsbench-modeling")
    assert suite.primary_metric == "rpg" and suite.agents == ["modeler", "floor"]
    gpt4 = next(b for b in suite.baselines if b.name.startswith("AutoGen + GPT-4 "))
    assert gpt4.metrics == {"task_success": 0.8784, "rpg": 0.4552, "seconds": 77.4}
    assert all("Table 6" in b.source for b in suite.baselines)


def test_inspect_task_floor_on_two_tasks(tmp_path: Path) -> None:
    task = dsbench_modeling(agent="floor", names="wine-alcohol,breast-cancer-diagnosis", time_budget=60)
    (log,) = inspect_eval(task, model="none/none", log_dir=str(tmp_path), display="none")
    assert log.status == "success"
    metrics = {s.name: s.metrics["mean"].value for s in log.results.scores}
    assert metrics["task_success"] == 1.0
    assert 0.3 < metrics["rpg"] <= 1.0
    for sample in log.samples:
        assert sample.metadata["chosen"] == "floor"


def test_inspect_task_modeler_with_scripted_model(tmp_path: Path, release: Path) -> None:
    task = dsbench_modeling(
        agent="modeler",
        names="wine-alcohol",
        time_budget=120,
        plan="false",
        debug_rounds=0,
        approach="script",
    )
    (log,) = inspect_eval(task, model=scripted_model([RIDGE]), log_dir=str(tmp_path), display="none")
    (sample,) = log.samples
    assert sample.metadata["attempts"][0]["exit_code"] == 0
    assert sample.metadata["model_cv"] is not None
    assert sample.scores  # scored, with a valid submission either way
    score = next(iter(sample.scores.values()))
    assert score.value["task_success"] == 1.0
    assert score.value["cost_usd"] == 0.0  # a scripted model costs nothing; the call was counted
    assert sample.metadata["usage"]["calls"] == 1


def test_inspect_task_on_a_release_root(release: Path, tmp_path: Path) -> None:
    (log,) = inspect_eval(
        dsbench_modeling(path=str(release), agent="floor", time_budget=30),
        model="none/none",
        log_dir=str(tmp_path),
        display="none",
    )
    (sample,) = log.samples
    assert sample.id == "bike-mini" and next(iter(sample.scores.values())).value["task_success"] == 1.0


def _app() -> typer.Typer:
    app = typer.Typer()

    @app.callback()
    def root() -> None:  # a group, so `model` is a subcommand as in the real CLI
        pass

    register(app)
    return app


def test_model_command_writes_a_valid_submission(suite_root: Path, tmp_path: Path) -> None:
    app = _app()
    folder = tmp_path / "claims"
    shutil.copytree(suite_root / "data" / "data_resplit" / "insurance-claims", folder)
    (folder / "task.json").unlink()
    shutil.copy(suite_root / "data" / "task" / "insurance-claims.txt", folder / "description.txt")
    out = tmp_path / "sub.csv"
    result = CliRunner().invoke(app, ["model", str(folder), "--out", str(out), "--time-budget", "30"])
    assert result.exit_code == 0, result.output
    assert "rmsle" in result.output and "read from the description" in result.output
    sub = pd.read_csv(out)
    assert list(sub.columns) == ["id", "amount"] and len(sub) == len(pd.read_csv(folder / "test.csv"))


def test_model_command_names_the_bad_file(tmp_path: Path, release: Path) -> None:
    app = _app()
    folder = release / "data" / "data_resplit" / "bike-mini"
    (folder / "train.csv").write_text('a,b\n"unterminated\n')
    result = CliRunner().invoke(app, ["model", str(folder), "--out", str(tmp_path / "s.csv")])
    assert result.exit_code != 0
    assert isinstance(result.exception, TaskFormatError)  # the CLI prints it as one line
    assert "train.csv" in str(result.exception)
