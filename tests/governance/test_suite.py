"""The govbench suite: the inspect task end to end with no model, and the single-model baseline with a
scripted model (one turn, code run in the sandbox, scored by eval.py)."""

from pathlib import Path

import pytest
from inspect_ai import eval as inspect_eval

from dataagents.bench import get_suite
from dataagents.governance.baseline import AgentRun
from dataagents.governance.metrics import TaskRecord, summarize
from dataagents.governance.suite import (
    GOV_AGENTS,
    SAMPLE_DIR,
    govbench,
    register_agent,
    run_task,
    score_value,
)
from dataagents.governance.task import load_task
from dataagents.llm import scripted_model

WHITESPACE_SOLUTION = """```python
import json
rows = [json.loads(line) for line in open("snippets.jsonl", encoding="utf-8") if line.strip()]
with open("snippets_clean.jsonl", "w", encoding="utf-8") as fh:
    for r in rows:
        r["text"] = " ".join(str(r["text"]).split())
        fh.write(json.dumps(r, ensure_ascii=False) + "\\n")
```"""


def test_suite_registered_with_baselines() -> None:
    suite = get_suite("govbench")
    assert suite.agents[:2] == ["govern", "single-model"] and suite.primary_metric == "ats"
    gpt5 = next(b for b in suite.baselines if b.name.startswith("GPT-5"))
    assert gpt5.metrics == {"ats": 40.98, "tsr": 49.0, "crr": 81.0, "avg_score": 56.99, "tokens": 3706.21}
    assert "Table 2" in gpt5.source


async def test_single_model_baseline_with_scripted_model(tmp_path: Path) -> None:
    task = load_task(SAMPLE_DIR / "op_refine_whitespace")
    rec = await run_task(task, "single-model", scripted_model([WHITESPACE_SOLUTION]), tmp_path / "a")
    assert rec.score == 1.0 and rec.scripts_runnable == 1 and rec.debug_iterations == 1 and rec.tokens > 0
    crash = await run_task(
        task, "single-model", scripted_model(["```python\nimport nonexistent_module\n```"]), tmp_path / "b"
    )
    assert crash.scripts_runnable == 0 and crash.score == 0.0 and "nonexistent_module" in crash.error
    wrong = await run_task(
        task,
        "single-model",
        scripted_model([WHITESPACE_SOLUTION.replace('" ".join', '"  ".join')]),
        tmp_path / "c",
    )
    assert wrong.scripts_runnable == 1 and wrong.score < 1.0
    m = summarize([rec, crash, wrong])
    assert m.crr == pytest.approx(200 / 3) and m.tsr == pytest.approx(100 / 3)


def test_score_value_terms_average_to_paper_metrics() -> None:
    v = score_value(
        TaskRecord(
            task_id="t", score=0.5, scripts_generated=2, scripts_runnable=1, debug_iterations=2, tokens=10
        )
    )
    assert v["ats"] == 50 and v["tsr"] == 0 and v["crr"] == 50 and v["avg_score"] == pytest.approx(100 / 3)


def test_inspect_task_with_no_model(tmp_path: Path) -> None:
    logs = inspect_eval(
        govbench(agent="single-model", tasks="op_refine_whitespace,op_label_topics"),
        model="none/none",
        log_dir=str(tmp_path),
        display="none",
    )
    log = logs[0]
    assert log.status == "success"
    metrics = {s.name: s.metrics["mean"].value for s in log.results.scores}
    scores = {s.id: s.scores["govbench_scorer"].value for s in log.samples}
    assert scores["op_refine_whitespace"]["tsr"] == 100.0
    assert metrics["ats"] == pytest.approx(
        (scores["op_refine_whitespace"]["ats"] + scores["op_label_topics"]["ats"]) / 2
    )
    assert metrics["crr"] == 100.0


def test_register_agent_extends_the_suite() -> None:
    async def echo(instruction, inputs, output_name, *, model, workdir) -> AgentRun:
        return AgentRun(output=None, record=TaskRecord(task_id=""))

    register_agent("test-echo", echo)
    try:
        assert "test-echo" in get_suite("govbench").agents
        govbench(agent="test-echo")
    finally:
        GOV_AGENTS.pop("test-echo")
        get_suite("govbench").agents.remove("test-echo")
    with pytest.raises(ValueError, match="unknown agent"):
        govbench(agent="test-echo")
