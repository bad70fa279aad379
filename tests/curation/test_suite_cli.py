"""The inspect task, the registered suite and the commands, end to end on the bundled sample."""

import json

import typer
from inspect_ai import eval as inspect_eval
from typer.testing import CliRunner

from dataagents.bench import get_suite
from dataagents.curation.commands import register
from dataagents.curation.suite import dca_bench
from dataagents.llm import scripted_model


def _metrics(log):
    # inspect prefixes our metrics with the package name only when dataagents is installed
    return {
        f"{s.name}/{k.removeprefix('dataagents/')}": m.value
        for s in log.results.scores
        for k, m in s.metrics.items()
    }


def test_suite_registered():
    suite = get_suite("dca")
    assert suite.agents[0] == "curator" and suite.primary_metric == "success"
    assert suite.demo_limit and suite.demo_limit <= 3 and suite.demo_args["budget"] == "demo"
    assert any("Fig. 3" in b.source for b in suite.baselines)


def test_bench_no_model_all_hint_levels(tmp_path, sample_cases):
    import shutil

    for cid in ("wine-class-counts", "iris-annotator-emails", "wine-loader-script"):
        shutil.copytree(sample_cases[cid].root, tmp_path / "cases" / cid)
    log = inspect_eval(
        dca_bench(path=str(tmp_path / "cases"), hint_level="all"),
        model="none/none",
        display="none",
        log_dir=str(tmp_path / "logs"),
    )[0]
    assert log.status == "success", log.error
    m = _metrics(log)
    assert len(log.samples) == 4 * 3
    for key in (
        "success/mean",
        "success/grouped_h0",
        "success/grouped_h3",
        "success_plus/mean",
        "overlap_success/mean",
        "success/tag_success_data-problem",
        "success/tag_success_ethical/legal-risk",
        "success/type_success_single-issue+multi-file",
        "file_recall/mean",
    ):
        assert key in m, sorted(m)
    # with no model the judge is the evidence overlap, and says so
    s = log.samples[0].scores["dca_evaluator"]
    assert "judge=overlap" in s.explanation
    assert m["success/mean"] == m["overlap_success/mean"]


def test_bench_with_scripted_curator_and_replayed_judge(tmp_path):
    # curator: one review call per case (demo budget); judge: the same scripted model, 2 consensus votes
    answers = []
    for _ in range(3):
        answers += [
            json.dumps({"drop": [], "new_findings": []}),
            "m1 ... decision: success",
            "decision: success",
        ]
    log = inspect_eval(
        dca_bench(hint_level=3, budget="demo", judge_model="agent"),
        model=scripted_model(answers),
        limit=3,
        max_samples=1,  # one scripted model answers curator and judge in order
        display="none",
        log_dir=str(tmp_path),
    )[0]
    assert log.status == "success", log.error
    m = _metrics(log)
    assert m["success/mean"] == 1.0 and m["success_plus/mean"] == 1.0
    votes = [s.scores["dca_evaluator"].metadata["votes"] for s in log.samples]
    assert votes == [["success", "success"]] * 3


def test_the_agents_model_never_judges_unless_named(tmp_path):
    # one review answer per case and nothing for a judge: an eval that asked the agent's model to judge would
    # run out of scripted answers
    answers = [json.dumps({"drop": [], "new_findings": []})] * 2
    log = inspect_eval(
        dca_bench(hint_level=3, budget="demo"),
        model=scripted_model(answers),
        limit=2,
        max_samples=1,
        display="none",
        log_dir=str(tmp_path),
    )[0]
    assert log.status == "success", log.error
    assert all("judge=overlap" in s.scores["dca_evaluator"].explanation for s in log.samples)


def test_floor_agent_ignores_the_model(tmp_path):
    log = inspect_eval(
        dca_bench(hint_level=0, agent="floor", judge_model="overlap"),
        model=scripted_model([]),
        limit=2,
        display="none",
        log_dir=str(tmp_path),
    )[0]
    assert log.status == "success", log.error


def _app():
    app = typer.Typer()
    register(app)
    app.command("noop")(lambda: None)
    return app


def test_curate_cli_formats(sample_cases, tmp_path):
    case = sample_cases["iris-label-typos"]
    r = CliRunner().invoke(_app(), ["curate", str(case.root), "--model", "none"])
    assert r.exit_code == 0, r.output
    # the odd labels of a dataset are one finding that names each
    assert (
        "Anomalous labels in 2 places: 'Iris-setsoa'" in r.output
        and "4.8,3.0,1.4,0.1,Iris-setsoa" in r.output
    )
    out = tmp_path / "r.sarif"
    r = CliRunner().invoke(
        _app(), ["curate", str(case.root / "files"), "--format", "sarif", "--out", str(out)]
    )
    assert r.exit_code == 0, r.output
    assert json.loads(out.read_text())["version"] == "2.1.0"
    r = CliRunner().invoke(_app(), ["curate", str(case.root), "--format", "json"])
    assert json.loads(r.output)["findings"]


def test_curate_cli_bad_inputs(tmp_path):
    (tmp_path / "binary.csv").write_bytes(b"\x00\x01garbage\x00")
    (tmp_path / "empty.csv").write_bytes(b"")
    (tmp_path / "latin.csv").write_bytes("a,b\nJos\u00e9,1\n".encode("latin-1"))
    (tmp_path / "broken.json").write_text('{"a": 1,,}')
    r = CliRunner().invoke(_app(), ["curate", str(tmp_path), "--format", "json"])
    assert r.exit_code == 0, r.output
    titles = " | ".join(f["title"] for f in json.loads(r.output)["findings"])
    for needle in (
        "binary.csv is binary",
        "Empty file empty.csv",
        "latin.csv is not UTF-8",
        "broken.json is not valid",
    ):
        assert needle in titles
    r = CliRunner().invoke(_app(), ["curate", str(tmp_path / "nope")])
    assert r.exit_code != 0 and "no such file" in str(r.exception)


def test_judge_validity_cli(tmp_path):
    p = tmp_path / "labels.jsonl"
    p.write_text(
        json.dumps(
            {
                "case_id": "wine-class-counts",
                "answer": "README.rst: ':Number of Instances: 178' but wine.csv has 166 rows",
                "human": "partially",
            }
        )
        + "\n"
    )
    r = CliRunner().invoke(_app(), ["dca-judge-validity", str(p)])
    assert r.exit_code == 0, r.output
    assert "accuracy" in r.output and "kappa" in r.output
