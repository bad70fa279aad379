"""The DCA-Bench Evaluator (paper §3.4 and A.2.1): rubric, weights, thresholds, regex decision, voting,
plus a deterministic evidence-overlap check reported alongside (never instead of) the judge.

Decision names follow the A.2.1 prompt: ``failed`` (paper: fail), ``partially`` (paper: success),
``success`` (paper: success+).
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Awaitable, Callable
from enum import StrEnum
from pathlib import Path

from pydantic import BaseModel, Field
from rapidfuzz import fuzz

from dataagents.curation.case import Case
from dataagents.curation.report import CurationReport

# A.2.1 prompt weights. The main text (§3.4) says 0.85/0.15/0.05 (sums to 1.05); the prompt the authors
# ran uses 0.8 for m1, so we follow the prompt.
WEIGHTS = {"m1": 0.8, "m2": 0.15, "m3": 0.05}
FAILED_BELOW = 0.45  # sum < 0.45 -> failed
SUCCESS_FROM = 0.85  # 0.45 <= sum < 0.85 -> partially; sum >= 0.85 -> success
VOTE_N = 2  # §3.4: first round of n judges
VOTE_M = 2  # §3.4: second round of m judges when the first has no consensus
MAX_VOTES = 9  # cap on tie-break votes (one at a time); not in the paper, prevents an endless loop


class Decision(StrEnum):
    FAILED = "failed"
    PARTIALLY = "partially"
    SUCCESS = "success"

    @property
    def rank(self) -> int:
        return {"failed": 0, "partially": 1, "success": 2}[self.value]

    @property
    def is_success(self) -> bool:
        """The paper's success ∪ success+ (binary 'succ')."""
        return self is not Decision.FAILED


def decide(score: float) -> Decision:
    """A.2.1 rule 2: thresholds on the weighted sum."""
    if score < FAILED_BELOW:
        return Decision.FAILED
    return Decision.PARTIALLY if score < SUCCESS_FROM else Decision.SUCCESS


def weighted(ratings: dict[str, float]) -> float:
    return sum(WEIGHTS[k] * min(1.0, max(0.0, ratings.get(k, 0.0))) for k in WEIGHTS)


EVALUATOR_PROMPT = """You are required to act as an answer evaluator. Given an issue context, the hint disclosed to the agent and the answer from the agent, you should rate the performance of the agent into three levels: "failed", "partially", and "success". The rating rules are as follows:

<rules>
1. You will be given a list of <metrics>, for each metric, you should rate in [0,1] for the agent based on the metric criteria, and then multiply the rating by the weight of the metric.
2. If the sum of the ratings is less than 0.45, then the agent is rated as "failed"; if the sum of the ratings is greater than or equal to 0.45 and less than 0.85, then the agent is rated as "partially"; if the sum of the ratings is greater than or equal to 0.85, then the agent is rated as "success".
3. **<text>** means the text is important and should be paid attention to.
4. ****<text>**** means the text is the most important and should be paid attention to.
</rules>

The <metrics> are as follows:
{
    "m1": {
        "criteria": "Precise Contextual Evidence:
            1. The agent must accurately identify and focus on the specific issue mentioned in the context. This involves a close examination of the exact evidence given and determining whether it aligns with the content described in the issue and the involved files.
            2. Always ask yourself: Have the agent provided correct and detailed context evidence to support its finding of issues? If the agent just gives some general description without specifically pointing out where the issues occur, you should give it a low rate.
            3. Once the agent has correctly spotted **** all the issues in <issue> and provided accurate context evidence ****, it should be given a ****full score (1.0) even if it includes other unrelated issues/examples ****
            4. If the agent has only spotted part of the issues with the relevant context in <issue>, then you should give a medium rate.
            5. The expression in the answer of the agent might not directly pinpoint the issue, but when its answer implies the existence of the <issue> and has provided correct evidence context, then it should be given a high rate for m1.
            6. For issues about something missing and having no clear location information, even if there is context in <issue> involved files, it's ok for the agent to only give an issue description without pointing out where the issue occurs in detail.",
        "weight": 0.8,
        "range": [0, 1]
    },
    "m2": {
        "criteria": "Detailed Issue Analysis:
            1. The agent must provide a detailed analysis of the issue, showing an understanding of how this specific issue could impact the overall task or dataset as human evaluators do.
            2. This metric stresses the importance of not just identifying that there is an issue but also understanding and explaining its implications in detail.",
        "weight": 0.15,
        "range": [0, 1]
    },
    "m3": {
        "criteria": "Relevance of Reasoning:
            1. The agent's reasoning should directly relate to the specific issue mentioned, highlighting this inconsistency's potential consequences or impacts.
            2. This metric ensures that the agent's logical reasoning directly applies to the problem at hand.",
        "weight": 0.05,
        "range": [0, 1]
    }
}
</metrics>

--------------------------------

Now let's begin:

<issue>
<ISSUE>
</issue>

<hint>
<HINT>
</hint>

-------------------- Below is the answer from the agent. Ensure you don't take the information above as the agent's answer!

<answer>
<ANSWER>
</answer>

--------------------------------

response below,
1. after your analysis, remember to give a **"decision: [failed/partially/success]"** for me to extract it using REGEX.
2. Don't use Code Interpreter!; Use your ability to analyze the text. ** Pay attention to your calculations and make sure they are correct. **
3. There could be multiple issues described in <issue> part. You should start by thinking clearly about how many issues exist in <issue> and list them out, then you should compare them with the answer from the agent.
4. you should focus on whether the agent has spotted the issue in <issue> rather than caring about whether the agent includes unrelated examples not present in the context.
"""


def evaluator_prompt(issue: str, hint: str | None, answer: str) -> str:
    """A.2.1 prompt with its three placeholders filled (plain replace: the texts may contain braces)."""
    return (
        EVALUATOR_PROMPT.replace("<ISSUE>", issue)
        .replace("<HINT>", hint or "None")
        .replace("<ANSWER>", answer)
    )


DECISION_RE = re.compile(r"decision\W{0,6}\[?\s*(failed|partially|success)\b", re.IGNORECASE)
RATING_RE = re.compile(r"\bm([123])\b[^0-9\n]{0,40}?([01](?:\.\d+)?)", re.IGNORECASE)


class Vote(BaseModel):
    decision: Decision | None  # None: no decision could be extracted
    ratings: dict[str, float] = Field(default_factory=dict)
    raw: str = ""


def parse_vote(text: str) -> Vote:
    """Extract the decision by regex (A.2.1: "decision: [failed/partially/success]"); the last match wins,
    since the prompt asks for it after the analysis. If no decision is written but m1-m3 ratings are,
    the decision is computed from the ratings with the prompt's weights and thresholds."""
    ratings: dict[str, float] = {}
    for m in RATING_RE.finditer(text):
        v = float(m.group(2))
        if 0.0 <= v <= 1.0:
            ratings[f"m{m.group(1)}"] = v
    found = DECISION_RE.findall(text)
    if found:
        return Vote(decision=Decision(found[-1].lower()), ratings=ratings, raw=text)
    if len(ratings) == 3:
        return Vote(decision=decide(weighted(ratings)), ratings=ratings, raw=text)
    return Vote(decision=None, ratings=ratings, raw=text)


class VoteResult(BaseModel):
    decision: Decision
    votes: list[Decision]
    rounds: int  # 1 = consensus of the first n; 2 = majority after m more; 3+ = tie-break votes
    capped: bool = False


def _majority(votes: list[Decision]) -> Decision | None:
    """The decision with strictly more votes than any other, else None (a tie)."""
    counts = Counter(votes).most_common()
    if len(counts) == 1 or counts[0][1] > counts[1][1]:
        return counts[0][0]
    return None


async def vote(
    ask: Callable[[], Awaitable[Decision]], n: int = VOTE_N, m: int = VOTE_M, max_votes: int = MAX_VOTES
) -> VoteResult:
    """§3.4 voting: n judges; consensus decides. Otherwise m more judges and a majority over all votes;
    on a tie, one more vote at a time until a majority. After ``max_votes`` the most conservative (lowest)
    of the tied decisions is returned and ``capped`` is set."""
    votes = [await ask() for _ in range(n)]
    if len(set(votes)) == 1:
        return VoteResult(decision=votes[0], votes=votes, rounds=1)
    votes += [await ask() for _ in range(m)]
    rounds = 2
    while (winner := _majority(votes)) is None:
        if len(votes) >= max_votes:
            top = Counter(votes).most_common()
            tied = [d for d, c in top if c == top[0][1]]
            return VoteResult(
                decision=min(tied, key=lambda d: d.rank), votes=votes, rounds=rounds, capped=True
            )
        votes.append(await ask())
        rounds += 1
    return VoteResult(decision=winner, votes=votes, rounds=rounds)


class Overlap(BaseModel):
    """Deterministic check of the answer's evidence against the labelled ``involved`` files and contexts."""

    file_recall: float  # share of involved files the answer cites
    context_recall: float  # share of involved contexts matched by a cited excerpt
    decision: Decision  # success if every involved item matched, partially if any, else failed


CONTEXT_MATCH = 80  # rapidfuzz partial_ratio needed to call two excerpts the same place


def _same_context(evidence: str, label: str) -> bool:
    a, b = evidence.strip().lower(), label.strip().lower()
    if not a or not b:
        return False
    if a == b:
        return True
    if len(a) >= 12 and (a in b or b in a):
        return True
    short, long_ = (a, b) if len(a) <= len(b) else (b, a)
    return len(short) >= 12 and fuzz.partial_ratio(short, long_) >= CONTEXT_MATCH


def evidence_overlap(case: Case, report: CurationReport, top_k: int = 12) -> Overlap:
    cited = [e for f in report.sorted().findings[:top_k] for e in f.evidence]
    files_hit = ctx_hit = 0
    for inv in case.involved:
        same_file = [e for e in cited if Path(e.file).name.lower() == Path(inv.name).name.lower()]
        files_hit += bool(same_file)
        if inv.context.startswith("(summary)"):
            ctx_hit += bool(same_file)  # a whole-file fact (e.g. "0 bytes"): citing the file is the evidence
        else:
            ctx_hit += any(_same_context(e.context, inv.context) for e in same_file)
    n = len(case.involved)
    fr, cr = files_hit / n, ctx_hit / n
    decision = Decision.SUCCESS if ctx_hit == n else Decision.PARTIALLY if ctx_hit else Decision.FAILED
    return Overlap(file_recall=fr, context_recall=cr, decision=decision)


def text_overlap(case: Case, answer: str) -> Overlap:
    """The overlap check on a free-text answer (human-labelled answers have no structured evidence):
    an involved item counts when its file is named and its context is quoted in the answer."""
    low = answer.lower()
    files_hit = ctx_hit = 0
    for inv in case.involved:
        named = Path(inv.name).name.lower() in low
        files_hit += named
        ctx = inv.context.strip().lower()
        quoted = ctx.startswith("(summary)") or (len(ctx) >= 3 and ctx in low)
        if not quoted and len(ctx) >= 12:
            quoted = fuzz.partial_ratio(ctx[:200], low) >= CONTEXT_MATCH
        ctx_hit += named and quoted
    n = len(case.involved)
    decision = Decision.SUCCESS if ctx_hit == n else Decision.PARTIALLY if ctx_hit else Decision.FAILED
    return Overlap(file_recall=files_hit / n, context_recall=ctx_hit / n, decision=decision)


class Judgement(BaseModel):
    decision: Decision
    votes: list[Decision]
    rounds: int
    overlap: Overlap
    judge: str  # model name, "replay" or "overlap" when no judge model ran
    raw: list[str] = Field(default_factory=list)


async def evaluate(
    case: Case, report: CurationReport, hint: str | None, judge_model=None, answer: str | None = None
) -> Judgement:
    """Rate one Curator answer. With ``judge_model`` None, the evidence-overlap decision stands in
    (and ``judge`` says so); the overlap is always reported alongside."""
    overlap = text_overlap(case, answer) if answer is not None else evidence_overlap(case, report)
    if judge_model is None:
        return Judgement(decision=overlap.decision, votes=[], rounds=0, overlap=overlap, judge="overlap")
    from inspect_ai.model import GenerateConfig

    from dataagents.llm import generate_text, model_name

    prompt = evaluator_prompt(case.issue_text(), hint, answer if answer is not None else report.answer_text())
    raws: list[str] = []

    async def ask() -> Decision:
        # temperature > 0: repeated judges must be able to differ for voting to mean anything
        text = await generate_text(
            judge_model, prompt, config=GenerateConfig(max_tokens=400, temperature=0.7)
        )
        raws.append(text)
        v = parse_vote(text)
        return v.decision or Decision.FAILED  # an unreadable judge answer counts as a failed vote

    result = await vote(ask)
    return Judgement(
        decision=result.decision,
        votes=result.votes,
        rounds=result.rounds,
        overlap=overlap,
        judge=model_name(judge_model),
        raw=raws,
    )
