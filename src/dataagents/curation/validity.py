"""Judge validity (paper §4.1, A.2.3, A.2.4): rate labelled Curator answers with the Evaluator and compare
with human labels; the length-bias check rates each answer made succinct and verbose (A.2.4 prompts).

Human label file (JSONL), one line per rated answer::

    {"case_id": "...", "hint_level": 0-3, "answer": "Curator output text", "human": "failed|partially|success"}
"""

from __future__ import annotations

import json
from pathlib import Path

from pydantic import BaseModel, ValidationError

from dataagents.curation.case import Case
from dataagents.curation.errors import CurationError
from dataagents.curation.evaluator import Decision, evaluate
from dataagents.curation.metrics import Validity, judge_validity, rates
from dataagents.curation.report import CurationReport
from dataagents.llm import generate_text

VERBOSE_PROMPT = """You are provided with a description text, and your task is to make it more detailed and elaborate. Ensure that you do not add any new information or content that was not present in the original context. Your goal is to expand upon the existing meaning without altering it. Additionally, maintain the same format as the original answer. Don't mention this prompt in your response.
====== Start:
"""
SUCCINCT_PROMPT = """You are provided with a description text. Your task is to rephrase it concisely while ensuring all essential information is retained. Do not add new information or omit any key details from the original context. Remember to maintain and keep the same format as the original answer. When answer is already short, you don't have to condense it too much. Do not mention this prompt in your response.
====== Start:
"""


class HumanLabel(BaseModel):
    case_id: str
    hint_level: int = 0
    answer: str
    human: Decision


def load_labels(path: str | Path) -> tuple[list[HumanLabel], list[str]]:
    """Read a JSONL label file; a bad line is reported (line number + reason) and skipped."""
    labels, errors = [], []
    try:
        lines = Path(path).read_text(encoding="utf-8").splitlines()
    except (OSError, UnicodeDecodeError) as err:
        raise CurationError(f"{path}: cannot read labels ({err})", hint="pass a UTF-8 JSONL file") from err
    for i, line in enumerate(lines, 1):
        if not line.strip():
            continue
        try:
            labels.append(HumanLabel.model_validate(json.loads(line)))
        except (json.JSONDecodeError, ValidationError) as err:
            errors.append(f"{path}:{i}: {str(err).splitlines()[0]}")
    return labels, errors


class ValidityReport(BaseModel):
    validity: Validity | None
    length_bias: dict[str, float] | None = None  # success rate for succinct / normal / verbose answers
    skipped: list[str] = []


async def run_validity(
    cases: dict[str, Case], labels: list[HumanLabel], judge_model, length_bias: bool = False
) -> ValidityReport:
    from inspect_ai.model import GenerateConfig

    judged, human, skipped = [], [], []
    normal, succinct, verbose = [], [], []
    for lab in labels:
        case = cases.get(lab.case_id)
        if case is None:
            skipped.append(f"{lab.case_id}: no such case")
            continue
        hint = case.hint(lab.hint_level)
        j = await evaluate(case, CurationReport(), hint, judge_model, answer=lab.answer)
        judged.append(j.decision)
        human.append(lab.human)
        if length_bias and judge_model is not None:
            normal.append(j.decision)
            for prompt, bucket in ((SUCCINCT_PROMPT, succinct), (VERBOSE_PROMPT, verbose)):
                text = await generate_text(
                    judge_model, prompt + lab.answer, config=GenerateConfig(max_tokens=800)
                )
                bucket.append(
                    (await evaluate(case, CurationReport(), hint, judge_model, answer=text)).decision
                )
    validity = judge_validity(judged, human) if judged else None
    bias = None
    if normal:
        bias = {
            "succinct": rates(succinct).success,
            "normal": rates(normal).success,
            "verbose": rates(verbose).success,
        }
    return ValidityReport(validity=validity, length_bias=bias, skipped=skipped)
