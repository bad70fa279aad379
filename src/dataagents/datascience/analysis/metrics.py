"""DSBench analysis metrics (§2.1.2, Table 4): task-level accuracy, competition-level accuracy
(the mean of per-challenge accuracies), and cost and time per question.

Cost follows the release's ``eval_GPT.ipynb``: prompt and completion tokens times a per-token price;
models without a listed price (local, open models) cost 0, as in the paper's table ("-").
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass

# USD per token, from the release's eval_GPT.ipynb (MODEL_COST_PER_INPUT / MODEL_COST_PER_OUTPUT).
PRICE_PER_INPUT_TOKEN = {
    "gpt-3.5-turbo-0125": 0.0000005,
    "gpt-4-turbo-2024-04-09": 0.00001,
    "gpt-4o-2024-05-13": 0.000005,
}
PRICE_PER_OUTPUT_TOKEN = {
    "gpt-3.5-turbo-0125": 0.0000015,
    "gpt-4-turbo-2024-04-09": 0.00003,
    "gpt-4o-2024-05-13": 0.000015,
}


def cost_usd(model: str | None, input_tokens: int, output_tokens: int) -> float:
    """Dollar cost of a call at the paper's prices; 0 for models it lists no price for."""
    name = (model or "").split("/")[-1]
    return input_tokens * PRICE_PER_INPUT_TOKEN.get(name, 0.0) + output_tokens * PRICE_PER_OUTPUT_TOKEN.get(
        name, 0.0
    )


@dataclass
class QuestionResult:
    challenge_id: str
    correct: bool
    time_s: float = 0.0
    cost_usd: float = 0.0
    input_tokens: int = 0
    output_tokens: int = 0
    decided_by: str = "deterministic"


def task_accuracy(results: Iterable[QuestionResult]) -> float:
    """Share of all questions answered correctly (percent)."""
    rs = list(results)
    return 100.0 * sum(r.correct for r in rs) / len(rs) if rs else 0.0


def competition_accuracy(results: Iterable[QuestionResult]) -> float:
    """Mean over challenges of each challenge's accuracy (percent), as in compute_answer.py's score4cha."""
    by_challenge: dict[str, list[bool]] = defaultdict(list)
    for r in results:
        by_challenge[r.challenge_id].append(r.correct)
    if not by_challenge:
        return 0.0
    return 100.0 * sum(sum(v) / len(v) for v in by_challenge.values()) / len(by_challenge)


def summarize(results: Iterable[QuestionResult]) -> dict[str, float]:
    """The Table 4 columns plus tokens and how many answers each grading path decided."""
    rs = list(results)
    n = len(rs) or 1
    return {
        "task_accuracy": task_accuracy(rs),
        "competition_accuracy": competition_accuracy(rs),
        "cost_usd_per_question": sum(r.cost_usd for r in rs) / n,
        "time_s_per_question": sum(r.time_s for r in rs) / n,
        "tokens_per_question": sum(r.input_tokens + r.output_tokens for r in rs) / n,
        "decided_deterministic": float(sum(r.decided_by == "deterministic" for r in rs)),
        "decided_llm": float(sum(r.decided_by == "llm" for r in rs)),
        "undecided": float(sum(r.decided_by == "undecided" for r in rs)),
        "questions": float(len(rs)),
    }
