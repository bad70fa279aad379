"""Grading: the deterministic check first, the paper's LLM semantic comparison only when it cannot decide.

DSBench §2.1.2 scores with S(A, Â), "a semantics comparison function implemented by a LLM" (Appendix C,
validated by humans at 100% on 100 answers, Appendix F). The prompt below is the one in the release's
``data_analysis/compute_answer.py``, kept verbatim (its "Flase" typo included) so that scores stay
comparable; it is called at temperature 0 with at most 256 output tokens, and an answer counts as
correct when the reply contains "true" (the release's own rule).
"""

from __future__ import annotations

import json
from typing import Any, Literal

from inspect_ai.model import GenerateConfig, Model
from pydantic import BaseModel

from dataagents.datascience.analysis.answers import check_answer
from dataagents.llm import generate_text

JUDGE_PROMPT = (
    "Please judge whether the generated answer is right or wrong. We require that the correct answer "
    "to the prediction gives a clear answer, not just a calculation process or a disassembly of ideas. "
    "The question is {question}. The true answer is \n {answer}. \n The predicted answer is \n {prediction}.\n "
    "If the predicted answer is right, please output True. Otherwise output Flase. "
    "Don't output any other text content. You only can output True or False."
)
JUDGE_CONFIG = GenerateConfig(temperature=0, max_tokens=256, top_p=1)

DecidedBy = Literal["deterministic", "llm", "undecided"]


class Grade(BaseModel):
    """How one answer was scored, and by which path."""

    correct: bool
    decided_by: DecidedBy
    form: str
    reason: str
    fields: dict[str, bool | None] = {}
    judge_reply: str | None = None


def gold_text(gold: Any) -> str:
    """The gold answer as the release's judge saw it (``str(answer)``; dicts as JSON)."""
    return json.dumps(gold) if isinstance(gold, dict) else str(gold)


async def semantic_compare(model: Model, question: str, gold: Any, prediction: str) -> tuple[bool, str]:
    """The paper's S(A, Â): ask the judge model; correct iff its reply contains "true"."""
    prompt = JUDGE_PROMPT.format(question=question, answer=gold_text(gold), prediction=prediction)
    reply = await generate_text(model, prompt, config=JUDGE_CONFIG)
    return "true" in reply.lower(), reply.strip()


async def grade(prediction: str | None, gold: Any, question: str | None, judge: Model | None = None) -> Grade:
    """Deterministic check; if undecided and a judge model is given, the semantic comparison.

    With no judge an undecided answer is scored wrong and marked ``undecided`` so that reports show how
    many answers a judge would have had to look at.
    """
    verdict = check_answer(prediction, gold, question)
    if verdict.correct is not None:
        return Grade(
            correct=verdict.correct,
            decided_by="deterministic",
            form=verdict.form,
            reason=verdict.reason,
            fields=verdict.fields,
        )
    if judge is None:
        return Grade(
            correct=False,
            decided_by="undecided",
            form=verdict.form,
            reason=f"{verdict.reason}; no judge model",
        )
    ok, reply = await semantic_compare(judge, question or "", gold, str(prediction))
    return Grade(
        correct=ok,
        decided_by="llm",
        form=verdict.form,
        reason=f"{verdict.reason}; judge said {reply[:40]!r}",
        fields=verdict.fields,
        judge_reply=reply,
    )
