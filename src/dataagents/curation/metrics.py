"""DCA-Bench metrics (paper §3.4, §4.1, A.2.3, A.2.4): success rate (success ∪ success+) and success+ rate
overall, per hint level, per tag, per type; cost and time; judge validity against human labels
(accuracy, precision, recall, F1 with succ as positive, Cohen's κ binary and three-class)."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Sequence

from pydantic import BaseModel

from dataagents.curation.evaluator import Decision
from dataagents.curation.taxonomy import Tag, expand


class CaseResult(BaseModel):
    case_id: str
    hint_level: int
    tags: list[Tag]
    type: str
    decision: Decision
    overlap_decision: Decision | None = None
    tokens: int = 0
    seconds: float = 0.0
    cost_usd: float = 0.0


class Rates(BaseModel):
    n: int
    success: float  # paper's success ∪ success+  (judge: partially ∪ success)
    success_plus: float  # paper's success+         (judge: success)


def rates(decisions: Sequence[Decision]) -> Rates:
    n = len(decisions)
    if n == 0:
        return Rates(n=0, success=float("nan"), success_plus=float("nan"))
    return Rates(
        n=n,
        success=sum(d.is_success for d in decisions) / n,
        success_plus=sum(d is Decision.SUCCESS for d in decisions) / n,
    )


class Summary(BaseModel):
    overall: Rates
    by_hint: dict[str, Rates]
    by_tag: dict[str, Rates]
    by_type: dict[str, Rates]
    overlap: Rates | None = None
    tokens: int = 0
    seconds: float = 0.0
    cost_usd: float = 0.0


def summarize(results: Iterable[CaseResult]) -> Summary:
    results = list(results)
    by_hint: dict[str, list[Decision]] = defaultdict(list)
    by_tag: dict[str, list[Decision]] = defaultdict(list)
    by_type: dict[str, list[Decision]] = defaultdict(list)
    for r in results:
        by_hint[f"h{r.hint_level}"].append(r.decision)
        for t in expand(r.tags):  # a child tag also counts for its parent (Tab. 5)
            by_tag[t.value].append(r.decision)
        by_type[r.type].append(r.decision)
    ov = [r.overlap_decision for r in results if r.overlap_decision is not None]
    return Summary(
        overall=rates([r.decision for r in results]),
        by_hint={k: rates(v) for k, v in sorted(by_hint.items())},
        by_tag={k: rates(v) for k, v in sorted(by_tag.items())},
        by_type={k: rates(v) for k, v in sorted(by_type.items())},
        overlap=rates(ov) if ov else None,
        tokens=sum(r.tokens for r in results),
        seconds=sum(r.seconds for r in results),
        cost_usd=sum(r.cost_usd for r in results),
    )


# --- judge validity (§4.1 Tab. 2, A.2.3 Tab. 6) ---------------------------------------------------------
def cohen_kappa(a: Sequence[str], b: Sequence[str]) -> float:
    """Cohen's κ = (p_o - p_e) / (1 - p_e) over the labels seen in either rater."""
    n = len(a)
    if n == 0 or n != len(b):
        raise ValueError("kappa needs two equally long, non-empty label lists")
    labels = sorted(set(a) | set(b))
    po = sum(x == y for x, y in zip(a, b, strict=True)) / n
    pe = sum((a.count(lab) / n) * (b.count(lab) / n) for lab in labels)
    return 1.0 if pe == 1 else (po - pe) / (1 - pe)


class Validity(BaseModel):
    n: int
    accuracy: float
    precision: float
    recall: float
    f1: float
    kappa: float
    accuracy_3class: float
    kappa_3class: float


def judge_validity(judge: Sequence[Decision], human: Sequence[Decision]) -> Validity:
    """The judge against human labels; binary scheme with succ (success ∪ success+) as positive."""
    if len(judge) != len(human) or not judge:
        raise ValueError("judge and human label lists must be equally long and non-empty")
    jb = [d.is_success for d in judge]
    hb = [d.is_success for d in human]
    tp = sum(j and h for j, h in zip(jb, hb, strict=True))
    fp = sum(j and not h for j, h in zip(jb, hb, strict=True))
    fn = sum(h and not j for j, h in zip(jb, hb, strict=True))
    n = len(judge)
    precision = tp / (tp + fp) if tp + fp else 0.0
    recall = tp / (tp + fn) if tp + fn else 0.0
    f1 = 2 * precision * recall / (precision + recall) if precision + recall else 0.0
    return Validity(
        n=n,
        accuracy=sum(j == h for j, h in zip(jb, hb, strict=True)) / n,
        precision=precision,
        recall=recall,
        f1=f1,
        kappa=cohen_kappa([str(x) for x in jb], [str(x) for x in hb]),
        accuracy_3class=sum(j == h for j, h in zip(judge, human, strict=True)) / n,
        kappa_3class=cohen_kappa([d.value for d in judge], [d.value for d in human]),
    )


def average_odds_difference(tpr1: float, tpr2: float, fpr1: float, fpr2: float) -> float:
    """A.2.4 eq. (1): AOD = ½(|TPR1 - TPR2| + |FPR1 - FPR2|); ≤ 0.10 is considered fair."""
    return 0.5 * (abs(tpr1 - tpr2) + abs(fpr1 - fpr2))
