from __future__ import annotations

import pytest

from dataagents.datascience.analysis.judge import JUDGE_PROMPT, grade
from dataagents.datascience.analysis.metrics import (
    QuestionResult,
    competition_accuracy,
    cost_usd,
    summarize,
    task_accuracy,
)
from dataagents.llm import scripted_model


async def test_deterministic_answers_never_call_the_judge() -> None:
    judge = scripted_model([])  # any call would fail: no scripted outputs left
    g = await grade("Answer: B", "B", "Q?\nA. 1\nB. 2\nC. 3", judge)
    assert g.correct and g.decided_by == "deterministic" and g.form == "option"
    g = await grade("$983.0m", "$983.01m", "How much?", judge)
    assert not g.correct and g.decided_by == "deterministic"


@pytest.mark.parametrize(("reply", "expected"), [("True", True), ("False", False), ("Flase", False)])
async def test_undecided_answers_go_to_the_papers_judge(reply: str, expected: bool) -> None:
    g = await grade("It could be D or maybe E, hard to say.", "D", "Which?", scripted_model([reply]))
    assert g.decided_by == "llm" and g.correct is expected and g.judge_reply == reply


async def test_no_judge_leaves_undecided_answers_wrong_and_marked() -> None:
    g = await grade("It could be D or maybe E, hard to say.", "D", "Which?", None)
    assert g.correct is False and g.decided_by == "undecided"


def test_judge_prompt_is_the_release_prompt_verbatim() -> None:
    text = JUDGE_PROMPT.format(question="Q", answer="A", prediction="P")
    assert text.startswith("Please judge whether the generated answer is right or wrong.")
    assert "output True. Otherwise output Flase." in text
    assert text.endswith("You only can output True or False.")


def test_task_and_competition_accuracy() -> None:
    rs = [
        QuestionResult("c1", True),
        QuestionResult("c1", True),
        QuestionResult("c1", True),
        QuestionResult("c1", False),
        QuestionResult("c2", False),
    ]
    assert task_accuracy(rs) == pytest.approx(60.0)
    assert competition_accuracy(rs) == pytest.approx((75.0 + 0.0) / 2)
    s = summarize(rs)
    assert s["questions"] == 5 and s["decided_deterministic"] == 5


def test_cost_uses_the_papers_prices() -> None:
    assert cost_usd("openai/gpt-4o-2024-05-13", 1000, 100) == pytest.approx(1000 * 0.000005 + 100 * 0.000015)
    assert cost_usd("local/qwen2.5-coder-1.5b", 1000, 100) == 0.0
