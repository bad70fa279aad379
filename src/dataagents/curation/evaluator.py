"""The DCA-Bench Evaluator (paper §3.4 and A.2.1): rubric, weights, thresholds, regex decision, voting,
plus a deterministic evidence-overlap check reported alongside (never instead of) the judge.

Decision names follow the A.2.1 prompt: ``failed`` (paper: fail), ``partially`` (paper: success),
``success`` (paper: success+).
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Awaitable, Callable
from difflib import SequenceMatcher
from enum import StrEnum
from pathlib import Path

from pydantic import BaseModel, Field

from dataagents.curation.case import Case
from dataagents.curation.report import CurationReport
from dataagents.llm import generate_text, model_name

# A.2.1 prompt weights. The main text (§3.4) says 0.85/0.15/0.05 (sums to 1.05); the prompt the authors
# ran uses 0.8 for m1, so we follow the prompt.
WEIGHTS = {"m1": 0.8, "m2": 0.15, "m3": 0.05}
FAILED_BELOW = 0.45  # sum < 0.45 -> failed
SUCCESS_FROM = 0.85  # 0.45 <= sum < 0.85 -> partially; sum >= 0.85 -> success
VOTE_N = 2  # §3.4: first round of n judges
VOTE_M = 2  # §3.4: second round of m judges when the first has no consensus
# The A.2.1 answer lists each issue, rates m1-m3 with reasons, sums them and ends with the decision line;
# 400 tokens cut judges off before that line (a cut-off answer used to count as a failed vote).
JUDGE_MAX_TOKENS = 2048
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


DECISION_RE = re.compile(
    r"decision\W{0,6}(?:(?:is|would be|should be|will be|=)\W{0,4})?\[?\s*(failed|partially|success)\b",
    re.IGNORECASE,
)
# "the agent is rated as partially", "final rating: success", "**Rating:** failed"
RATED_RE = re.compile(
    r"(?:rated as|final rating|overall rating|rating)\W{0,6}\[?\s*(failed|partially|success)\b",
    re.IGNORECASE,
)
# one line's mention of a metric: "m1: 0.8", "**m1** (weight 0.8): rating 0.6", "m2 = 0.5 * 0.15 = 0.075"
METRIC_LINE_RE = re.compile(r"\bm([123])\b((?:(?!\bm[123]\b)[^\n])*)", re.IGNORECASE)
NUMBER_RE = re.compile(r"(?<![\d.])(\d+(?:\.\d+)?)(?![\d.])")
WEIGHT_RE = re.compile(r"weight\W{0,4}\d+(?:\.\d+)?|[*×x]\s*0?\.\d+|=\s*\d+(?:\.\d+)?", re.IGNORECASE)
SUM_RE = re.compile(
    r"(?:sum|total)[^\n=:]{0,40}[=:]\s*(?:[^\n=]*=\s*)?(\d(?:\.\d+)?)(?!\s*[*+×/\-\d.])", re.IGNORECASE
)
# the prompt's weights, as a judge may repeat them next to a metric: they are not its rating
_WEIGHT_VALUES = {"m1": 0.8, "m2": 0.15, "m3": 0.05}


class Vote(BaseModel):
    decision: Decision | None  # None: no decision could be extracted
    ratings: dict[str, float] = Field(default_factory=dict)
    raw: str = ""


def _ratings(text: str) -> dict[str, float]:
    """m1-m3 ratings in [0, 1]; a later mention of a metric (the judge's final summary) wins. Weights and
    weighted products written beside a rating are removed before the rating is read."""
    ratings: dict[str, float] = {}
    for m in METRIC_LINE_RE.finditer(text):
        key = f"m{m.group(1)}"
        rest = WEIGHT_RE.sub(" ", m.group(2))
        for num in NUMBER_RE.findall(rest[:80]):
            v = float(num)
            if 0.0 <= v <= 1.0:
                if v == _WEIGHT_VALUES[key] and "weight" in m.group(2).lower()[:20]:
                    continue
                ratings[key] = v
                break
    return ratings


def parse_vote(text: str) -> Vote:
    """Extract the decision by regex (A.2.1: "decision: [failed/partially/success]"); the last match wins,
    since the prompt asks for it after the analysis. Fallbacks, in order: "rated as X"/"rating: X"; the
    three m1-m3 ratings with the prompt's weights and thresholds; a written "sum = x" (a judge cut off
    before its decision line often has written its sum)."""
    ratings = _ratings(text)
    found = DECISION_RE.findall(text) or RATED_RE.findall(text)
    if found:
        return Vote(decision=Decision(found[-1].lower()), ratings=ratings, raw=text)
    if len(ratings) == 3:
        return Vote(decision=decide(weighted(ratings)), ratings=ratings, raw=text)
    sums = [float(x) for x in SUM_RE.findall(text) if 0.0 <= float(x) <= 1.0]
    if sums:
        return Vote(decision=decide(sums[-1]), ratings=ratings, raw=text)
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


MIN_LINE = 8  # a normalised line shorter than this ("}", "## A") says nothing about where an issue is
LONG_EXACT = 40  # an exact shared run this long is the same place even across different line breaks
LINE_SHARE = 0.6  # a contained excerpt must be most of the line it sits in ("Iris-versicolor" is not
# "6.7,3.0,5.0,1.7,Iris-versicolour")


def _norm(text: str) -> str:
    return " ".join(text.lower().split())


def _lines(text: str) -> set[str]:
    return {n for ln in text.splitlines() if len(n := _norm(ln)) >= MIN_LINE}


def _contained(short: str, long_text: str) -> bool:
    """``short`` (one normalised excerpt) is inside one line of ``long_text`` and is most of that line,
    or is long enough on its own to name one place."""
    for ln in long_text.splitlines():
        n = _norm(ln)
        if short and short in n and (len(short) >= LONG_EXACT or len(short) >= LINE_SHARE * len(n)):
            return True
    return False


def _same_context(evidence: str, label: str) -> bool:
    """Exact overlap only: the same normalised text, a shared whole line, one excerpt making up most of a
    line of the other, or a long exact shared run. No fuzzy similarity: two different rows of one file
    look alike and must not match."""
    a, b = _norm(evidence), _norm(label)
    if not a or not b:
        return False
    if a == b:
        return len(a) >= 3
    if _lines(evidence) & _lines(label):
        return True
    if (len(a) >= 12 and _contained(a, label)) or (len(b) >= 12 and _contained(b, evidence)):
        return True
    match = SequenceMatcher(None, a, b, autojunk=False).find_longest_match(0, len(a), 0, len(b))
    return match.size >= LONG_EXACT


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
        if not quoted:  # whitespace differs: a whole labelled line quoted in the answer
            normalised_answer = _norm(answer)
            quoted = any(line in normalised_answer for line in _lines(inv.context))
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

    prompt = evaluator_prompt(case.issue_text(), hint, answer if answer is not None else report.answer_text())
    raws: list[str] = []

    async def ask() -> Decision:
        # temperature > 0: repeated judges must be able to differ for voting to mean anything
        text = await generate_text(
            judge_model, prompt, config=GenerateConfig(max_tokens=JUDGE_MAX_TOKENS, temperature=0.7)
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
