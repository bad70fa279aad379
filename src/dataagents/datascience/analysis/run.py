"""Public entry points: answer one question (``analyze``) and run a whole release (``evaluate_release``).

Both call the plain async agents; the CLI and the inspect suite are thin layers over these.
"""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

from inspect_ai.model import Model
from pydantic import BaseModel

from dataagents.datascience.analysis.agents import AgentConfig, AnalysisAnswer, AnalysisInput, run_agent
from dataagents.datascience.analysis.errors import AnalysisError
from dataagents.datascience.analysis.judge import Grade, grade
from dataagents.datascience.analysis.metrics import QuestionResult, summarize
from dataagents.datascience.analysis.release import Challenge, Question, guard_files, load_release


def _read(path: Path) -> str:
    if not path.is_file():
        raise AnalysisError(f"no such file: {path}", hint="check the path")
    return path.read_text(encoding="utf-8", errors="replace")


async def analyze(
    introduction: str | Path,
    question: str | Path,
    files: list[Path],
    *,
    model: Model | None,
    agent: str = "analyst",
    config: AgentConfig | None = None,
) -> AnalysisAnswer:
    """Answer one question about one's own workbook(s); text or a path for the introduction/question."""
    intro = _read(Path(introduction)) if isinstance(introduction, Path) else introduction
    q = _read(Path(question)) if isinstance(question, Path) else question
    for f in files:
        if not Path(f).is_file():
            raise AnalysisError(f"no such data file: {f}", hint="pass existing workbooks with --files")
    inp = AnalysisInput(introduction=intro, question=q, files=guard_files([Path(f) for f in files]))
    return await run_agent(agent, inp, model, config)


class QuestionRecord(BaseModel):
    """One question's full record: answer, grade, costs, and any per-question error."""

    uid: str
    challenge_id: str
    answer: str | None
    gold: Any
    grade: Grade
    error: str | None = None
    time_s: float = 0.0
    cost_usd: float = 0.0
    input_tokens: int = 0
    output_tokens: int = 0


async def answer_question(
    challenge: Challenge,
    question: Question,
    *,
    agent: str,
    model: Model | None,
    config: AgentConfig | None = None,
) -> tuple[AnalysisAnswer | None, str | None]:
    """Run the agent on one question; a bad file or agent failure is returned as an error string."""
    if question.error or question.text is None:
        return None, question.error or "no question text"
    inp = AnalysisInput(introduction=challenge.introduction, question=question.text, files=challenge.files)
    try:
        return await run_agent(agent, inp, model, config), None
    except AnalysisError as err:
        return None, str(err)
    except Exception as err:  # the sandbox or a model endpoint failing costs this question only
        return None, f"{type(err).__name__}: {err}"


async def grade_question(
    question: Question, out: AnalysisAnswer | None, error: str | None, judge: Model | None
) -> QuestionRecord:
    answer = out.answer if out else None
    g = await grade(answer, question.answer, question.text, judge)
    return QuestionRecord(
        uid=question.uid,
        challenge_id=question.challenge_id,
        answer=answer,
        gold=question.answer,
        grade=g,
        error=error,
        time_s=out.time_s if out else 0.0,
        cost_usd=out.cost_usd if out else 0.0,
        input_tokens=out.input_tokens if out else 0,
        output_tokens=out.output_tokens if out else 0,
    )


async def evaluate_release(
    root: str | Path,
    *,
    agent: str = "analyst",
    model: Model | None = None,
    judge: Model | None = None,
    config: AgentConfig | None = None,
    limit: int | None = None,
) -> tuple[list[QuestionRecord], dict[str, float]]:
    """Run an agent over every question of a release-layout root; returns records and Table 4 metrics."""
    records: list[QuestionRecord] = []
    start = time.perf_counter()
    for challenge in load_release(root):
        for q in challenge.questions:
            if limit is not None and len(records) >= limit:
                break
            out, error = await answer_question(challenge, q, agent=agent, model=model, config=config)
            records.append(await grade_question(q, out, error, judge))
    results = [
        QuestionResult(
            challenge_id=r.challenge_id,
            correct=r.grade.correct,
            time_s=r.time_s,
            cost_usd=r.cost_usd,
            input_tokens=r.input_tokens,
            output_tokens=r.output_tokens,
            decided_by=r.grade.decided_by,
        )
        for r in records
    ]
    summary = summarize(results)
    summary["wall_s"] = time.perf_counter() - start
    return records, summary
