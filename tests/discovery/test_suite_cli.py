import json

import typer
from inspect_ai import eval as inspect_eval
from typer.testing import CliRunner

from dataagents.bench import get_suite
from dataagents.discovery.commands import register
from dataagents.discovery.suite import datasetresearch
from dataagents.llm import scripted_model


def _metrics(log):
    return {f"{s.name}/{k}": m.value for s in log.results.scores for k, m in s.metrics.items()}


def test_suite_registered():
    suite = get_suite("datasetresearch")
    assert suite.agents == ["search", "synthesis", "deep"]
    assert any("Table 2" in b.source for b in suite.baselines)
    assert suite.demo_limit and suite.demo_limit <= 2


def test_bench_no_model_reports_metadata_and_dtp_by_domain(tmp_path):
    log = inspect_eval(
        datasetresearch(agent="deep", shots="1,3", test_limit=3),
        model="none/none",
        limit=12,
        display="none",
        log_dir=str(tmp_path),
    )[0]
    assert log.status == "success", log.error
    m = _metrics(log)
    for key in (
        "meta_avg/mean",
        "meta_avg8/mean",
        "dtp_3shot/grouped_knowledge",
        "dtp_3shot/grouped_reasoning",
        "dtp_base/mean",
    ):
        assert key in m
    assert 0 <= m["meta_avg/mean"] <= 10
    # gated with no model: the demands have no stand-in of the same task and topic in the 14-set catalog, so the
    # deep agent records "nothing suitable found" (scored as a failure, never a crash) instead of handing over a
    # wrong set (with the embeddings all 12 do; the words alone let the capitals QA set stand in for currencies)
    assert m["failed/mean"] > 0.9
    # gated: the reference itself is never the discovered dataset
    assert all(s.scores["datasetresearch_scorer"].answer != s.id for s in log.samples)


def test_bench_with_model_and_invalid_synthesis_is_recorded(tmp_path):
    # the model answers garbage everywhere: synthesis fails (recorded, scored 0), DTP answers are wrong, no crash
    log = inspect_eval(
        datasetresearch(
            agent="synthesis",
            shots="1",
            test_limit=2,
            judge_model="agent",
            downstream_model="agent",
            baseline=False,
        ),
        model=scripted_model(["not json at all"] * 200),
        limit=2,
        display="none",
        log_dir=str(tmp_path),
    )[0]
    assert log.status == "success", log.error
    m = _metrics(log)
    assert m["failed/mean"] == 1.0 and m["meta_avg/mean"] == 0.0 and m["dtp_1shot/mean"] == 0.0
    assert "FAILED" in log.samples[0].output.completion


def test_bench_with_scripted_dtp_model(tmp_path):
    log = inspect_eval(
        datasetresearch(
            agent="search", shots="1", test_limit=2, downstream_model="agent", baseline=True, gated=False
        ),
        model=scripted_model(["A"] * 200),
        limit=1,
        display="none",
        log_dir=str(tmp_path),
    )[0]
    assert log.status == "success", log.error
    ev = log.samples[0].scores["datasetresearch_scorer"].metadata["settings"]
    assert {s["setting"] for s in ev} == {"k-shot", "k-shot-ref", "zero-shot"}
    assert all(s["predictor"] == "model" for s in ev)


def test_discover_cli_offline(tmp_path):
    app = typer.Typer()
    register(app)

    @app.command("noop")
    def _noop() -> None:  # a second command keeps typer in multi-command mode
        pass

    out = tmp_path / "out"
    r = CliRunner().invoke(
        app, ["discover", "English to French translation of everyday phrases", "--out", str(out)]
    )
    assert r.exit_code == 0, r.output
    rows = [json.loads(x) for x in (out / "data.jsonl").read_text().splitlines()]
    assert rows and "French" in rows[0]["input"]
    assert json.loads((out / "trace.json").read_text())["source_id"] == "en-fr-phrases"
    assert json.loads((out / "metadata.json").read_text())["task_type"] == "translation"

    r = CliRunner().invoke(app, ["discover", "anything", "--out", str(tmp_path / "hf"), "--catalog", "hf"])
    assert r.exit_code == 1 and "no dataset discovered" in r.output
    assert json.loads((tmp_path / "hf" / "trace.json").read_text())["failure"]

    empty = tmp_path / "empty"
    empty.mkdir()
    r = CliRunner().invoke(app, ["discover", "x", "--out", str(tmp_path / "e"), "--catalog-path", str(empty)])
    assert r.exit_code == 1 and "has no datasets" in r.output


def test_shots_argument_forms():
    import pytest

    from dataagents.discovery.errors import DiscoveryError
    from dataagents.discovery.suite import _shots

    assert _shots("1,3,5") == [1, 3, 5] and _shots(3) == [3] and _shots(["1", "3"]) == [1, 3]
    with pytest.raises(DiscoveryError):
        _shots("one")
    with pytest.raises(DiscoveryError):
        _shots("0")


def test_judge_and_downstream_model_fixed_by_the_run_and_recorded(tmp_path):
    """The agent runs with one model; the evaluators are what the run names, and the log says which."""
    agent_answers = scripted_model(["not json"] * 50)
    # defaults: neither evaluator is the agent's model
    log = inspect_eval(
        datasetresearch(agent="search", shots="1", test_limit=2, baseline=False, gated=False),
        model=agent_answers,
        limit=1,
        display="none",
        log_dir=str(tmp_path / "default"),
    )[0]
    score = log.samples[0].scores["datasetresearch_scorer"]
    ev = score.metadata["evaluation"]
    assert ev["judge_model"] == "none" and ev["downstream_model"] == "none"
    assert ev["metadata"]["judge"] == "lexical floor"
    assert {s["model"] for s in score.metadata["settings"]} == {"none"}
    assert log.eval.task_args["judge_model"] == "none" and log.eval.task_args["downstream_model"] == "none"
    # a named downstream model (here inspect's mock model) is used and recorded, the agent's is not
    log = inspect_eval(
        datasetresearch(
            agent="search",
            shots="1",
            test_limit=2,
            baseline=False,
            gated=False,
            downstream_model="mockllm/model",
        ),
        model=agent_answers,
        limit=1,
        display="none",
        log_dir=str(tmp_path / "named"),
    )[0]
    score = log.samples[0].scores["datasetresearch_scorer"]
    assert score.metadata["evaluation"]["downstream_model"] == "mockllm/model"
    assert {s["model"] for s in score.metadata["settings"]} == {"mockllm/model"}
    assert "downstream=mockllm/model" in score.explanation
