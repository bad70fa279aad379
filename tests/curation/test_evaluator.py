"""The paper's Evaluator: weights, thresholds, regex decision and §3.4 voting, with scripted judges and
hand-computed expectations."""

import pytest

from dataagents.curation.evaluator import (
    EVALUATOR_PROMPT,
    WEIGHTS,
    Decision,
    decide,
    evaluate,
    evaluator_prompt,
    evidence_overlap,
    parse_vote,
    vote,
    weighted,
)
from dataagents.curation.report import CurationReport, Evidence, Finding
from dataagents.llm import scripted_model

F, P, S = Decision.FAILED, Decision.PARTIALLY, Decision.SUCCESS


def test_weights_and_thresholds_from_a21():
    assert WEIGHTS == {"m1": 0.8, "m2": 0.15, "m3": 0.05}
    assert decide(0.4499) is F and decide(0.45) is P and decide(0.8499) is P and decide(0.85) is S
    # m1=0.5, m2=0.6, m3=1.0 -> 0.4 + 0.09 + 0.05 = 0.54 -> partially
    assert weighted({"m1": 0.5, "m2": 0.6, "m3": 1.0}) == pytest.approx(0.54)
    # m1=1, m2=0.4, m3=0 -> 0.8 + 0.06 = 0.86 -> success
    assert decide(weighted({"m1": 1.0, "m2": 0.4, "m3": 0.0})) is S
    # everything perfect but the evidence: 0.15 + 0.05 = 0.2 -> failed
    assert decide(weighted({"m1": 0.0, "m2": 1.0, "m3": 1.0})) is F


def test_prompt_is_filled_and_keeps_the_rubric():
    p = evaluator_prompt("title: X {braces}", None, "my answer")
    assert "<ISSUE>" not in p and "<HINT>" not in p and "<ANSWER>" not in p
    assert "title: X {braces}" in p and "my answer" in p and "<hint>\nNone\n</hint>" in p
    for needle in (
        '"weight": 0.8',
        '"weight": 0.15',
        '"weight": 0.05',
        "less than 0.45",
        "0.85",
        "decision: [failed/partially/success]",
    ):
        assert needle in EVALUATOR_PROMPT


@pytest.mark.parametrize(
    "text,expected",
    [
        ("analysis...\n**decision: partially**", P),
        ('Final: "decision: [success]"', S),
        ("Decision: Failed.", F),
        ("first I thought decision: success but recomputing... decision: failed", F),  # the last one wins
        ("m1: 0.9 (x0.8)\nm2: 1.0\nm3: 1.0\n", S),  # no decision written: computed from the ratings = 0.92
        ("m1 rating 0.3, m2 rating 0.5, m3 rating 1", F),  # 0.24 + 0.075 + 0.05 = 0.365
        ("I cannot decide.", None),
    ],
)
def test_parse_vote(text, expected):
    assert parse_vote(text).decision == expected


def _asker(seq):
    it = iter(seq)

    async def ask():
        return next(it)

    return ask


async def test_vote_consensus_in_first_round():
    r = await vote(_asker([P, P, F, F]))
    assert (r.decision, r.votes, r.rounds) == (P, [P, P], 1)


async def test_vote_majority_after_second_round():
    # F,P split -> two more: P,P -> tallies P3 F1 -> P
    r = await vote(_asker([F, P, P, P]))
    assert (r.decision, len(r.votes), r.rounds) == (P, 4, 2)
    # F,S split -> S,F -> tie 2-2 -> one more: S -> S3 F2
    r = await vote(_asker([F, S, S, F, S]))
    assert (r.decision, len(r.votes), r.rounds) == (S, 5, 3)


async def test_vote_tie_rounds_one_at_a_time():
    # F,P | F,P (2-2) | S (F2 P2 S1: still tied) | F -> F3 P2 S1
    r = await vote(_asker([F, P, F, P, S, F]))
    assert (r.decision, r.votes, r.rounds) == (F, [F, P, F, P, S, F], 4)
    # three-way after round 2: F,P | S,F -> F2 P1 S1 -> F (plurality, unique top)
    r = await vote(_asker([F, P, S, F]))
    assert (r.decision, r.rounds) == (F, 2)


async def test_vote_cap_takes_the_most_conservative_tied_decision():
    # P,S | P,S (2-2) | F (2-2-1) | F (2-2-2) -> cap of 6 reached, still tied -> lowest = failed
    r = await vote(_asker([P, S, P, S, F, F, S]), max_votes=6)
    assert r.capped and len(r.votes) == 6 and r.decision is F


def _report(*contexts, file="README.rst"):
    return CurationReport(
        findings=[
            Finding(
                title=f"f{i}",
                description="d",
                severity=0.5,
                evidence=[Evidence(file=file, location="line 1", context=c)],
            )
            for i, c in enumerate(contexts)
        ]
    )


def test_evidence_overlap(sample_cases):
    case = sample_cases["wine-class-counts"]
    both = _report(
        ":Class Distribution: class_0 (59), class_1 (71), class_2 (48)", ":Number of Instances: 178"
    )
    ov = evidence_overlap(case, both)
    assert (ov.decision, ov.file_recall, ov.context_recall) == (S, 1.0, 1.0)
    one = evidence_overlap(case, _report(":Number of Instances: 178"))
    assert (one.decision, one.context_recall) == (P, 0.5)
    wrong_file = evidence_overlap(case, _report(":Number of Instances: 178", file="wine.csv"))
    assert (wrong_file.decision, wrong_file.file_recall) == (F, 0.0)
    assert evidence_overlap(case, CurationReport()).decision is F


async def test_evaluate_with_scripted_judges_votes_and_reports_overlap(sample_cases):
    case = sample_cases["wine-class-counts"]
    report = _report(":Number of Instances: 178")
    # judge 1 says failed, judge 2 partially -> 2 more: partially, success -> P2 F1 S1 -> partially
    judge = scripted_model(
        ["...decision: failed", "decision: partially", "decision: partially", "decision: success"]
    )
    j = await evaluate(case, report, case.hint(1), judge)
    assert j.decision is P and j.votes == [F, P, P, S] and j.rounds == 2
    assert j.overlap.decision is P and j.judge != "overlap" and len(j.raw) == 4
    # no judge model: the overlap decision stands in, labelled as such
    j0 = await evaluate(case, report, None, None)
    assert j0.judge == "overlap" and j0.decision is P and j0.votes == []


async def test_unreadable_judge_answer_counts_as_failed_vote(sample_cases):
    case = sample_cases["wine-class-counts"]
    j = await evaluate(case, CurationReport(), None, scripted_model(["no idea", "no idea"]))
    assert j.decision is F and j.rounds == 1
