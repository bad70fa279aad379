"""The suite with the embedded model's recorded answers (replay provider): demo config and a synthesis run.
Re-record with: get_model("replay/datasetresearch", record="local/qwen2.5-coder-1.5b", recordings=REC)."""

from pathlib import Path

from inspect_ai import eval as inspect_eval

from dataagents.bench import get_suite
from dataagents.llm import get_model

REC = Path(__file__).parent / "data" / "rec"


def _metrics(log):
    return {f"{s.name}/{k}": m.value for s in log.results.scores for k, m in s.metrics.items()}


def test_demo_config_replayed(tmp_path):
    suite = get_suite("datasetresearch")
    model = get_model("replay/datasetresearch", recordings=str(REC))
    log = inspect_eval(
        suite.task_fn(**suite.demo_args),
        model=model,
        limit=suite.demo_limit,
        display="none",
        log_dir=str(tmp_path),
    )[0]
    assert log.status == "success", log.error
    m = _metrics(log)
    # gated search: the two demo demands have no same-task stand-in, and a wrong-task set is not handed
    # over; the failure is recorded and scored, and the run still succeeds
    assert m["failed/mean"] == 1.0
    assert all("nothing suitable" in s.output.completion for s in log.samples)
    for key in (
        "meta_avg/grouped_knowledge",
        "meta_avg/grouped_reasoning",
        "dtp_3shot/grouped_knowledge",
        "dtp_3shot/grouped_reasoning",
    ):
        assert key in m
    settings = log.samples[0].scores["datasetresearch_scorer"].metadata["settings"]
    # the downstream model is fixed by the run, not the agent's: the demo scores with the deterministic floor
    assert {s["predictor"] for s in settings} == {"nearest-neighbour floor"}


def test_synthesis_with_model_replayed(tmp_path):
    suite = get_suite("datasetresearch")
    model = get_model("replay/datasetresearch", recordings=str(REC))
    task = suite.task_fn(
        agent="synthesis",
        shots="1",
        test_limit=2,
        baseline=False,
        judge_model="agent",
        downstream_model="agent",
        synth_n=3,
    )
    log = inspect_eval(
        task, model=model, sample_id="prime-number-judgement", display="none", log_dir=str(tmp_path)
    )[0]
    assert log.status == "success", log.error
    score = log.samples[0].scores["datasetresearch_scorer"]
    assert score.value["failed"] == 0.0
    assert "judge=model:" in score.explanation
    assert "w/ ref" in log.samples[0].output.completion


async def test_deep_research_with_the_embedded_model_replayed(tmp_path):
    """The embedded model (qwen2.5-coder-1.5b, recorded) decomposes the demand and is asked to refine the query
    from each round's results; its answers pass the schema and the run ends with the right set. Recorded
    finding: the 1.5B model's refinements repeated a query already tried, which the agent notices and replaces
    with the next planned query."""
    from dataagents.discovery.researchers import deep_research_agent

    from .test_researchers import _volcano_catalog

    model = get_model("replay/discovery-deep", recordings=str(REC))
    found = await deep_research_agent(
        "English questions about volcanoes answered in a few words",
        _volcano_catalog(tmp_path),
        model=model,
        max_rounds=3,
        per_round=3,
    )
    assert found.source_id == "eruption-qa", found.trace
    assert found.trace[0].startswith("model queries: ")
    refinements = [line for line in found.trace if line.startswith(("model refined", "model repeated"))]
    assert len(refinements) == 2  # asked after rounds 1 and 2, never after the last
    assert not any("refinement failed" in line for line in found.trace)
