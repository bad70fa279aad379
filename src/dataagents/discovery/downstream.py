"""Downstream task performance (DTP): metrics per task type, few-shot evaluation, normalised score.

Paper §3.3 ("Downstream Task Performance Evaluation") and Table 1 (metric per task type); the weights and the
normalisation follow the public DatasetResearch code (``evaluation/process_eval_results.py``):

- text-classification, multiple-choice: accuracy (weight 1)
- question-answering: F1 (weight 1; exact match is computed and reported, its weight is commented out there)
- text-generation: 0.7 * BLEU + 0.3 * sacreBLEU;  translation: 0.5 * BLEU + 0.5 * sacreBLEU
- summarization: ROUGE-L (weight 1)

where "BLEU" is what that code reads from HF ``evaluate``'s bleu result: ``precisions[0]`` (corpus unigram
precision, 13a tokens) and "sacreBLEU" is the corpus sacreBLEU score (0-100). Both come from ``sacrebleu`` here.
QA F1 / EM use the TriviaQA normalisation that code uses.

Classification accuracy: the paper says only "the proportion of correct predictions". Ours (``label_match``,
the weighted ``accuracy``): the first line of a short answer, normalised, equals the label (an option letter is
compared as a letter). The public code's (``ending_match``, reported as ``accuracy_ending``) credits any answer that
*ends* with the label, so it is kinder to a verbose "The sentiment is positive" and also credits "not positive" for
"positive"; ours credits neither.

Normalised score (§3.3): S_eval / S_ref, computed per metric and then weighted (as the public code does), with
S_ref the same model's score with the reference set (its exemplars here, or fine-tuned on it).
"""

from __future__ import annotations

import re
import string
from collections import Counter
from collections.abc import Sequence
from typing import Any

import sacrebleu
from pydantic import BaseModel, Field
from rouge_score import rouge_scorer

from dataagents.discovery.task import Sample

# metric name -> weight, per task type (public code TASK_TYPE_METRICS).
TASK_TYPE_WEIGHTS: dict[str, dict[str, float]] = {
    "translation": {"bleu": 0.5, "sacrebleu": 0.5},
    "text-classification": {"accuracy": 1.0},
    "multiple-choice": {"accuracy": 1.0},
    "text-generation": {"bleu": 0.7, "sacrebleu": 0.3},
    "summarization": {"rougeL": 1.0},
    "question-answering": {"f1": 1.0},
}
FEW_SHOT_KS: tuple[int, ...] = (1, 3, 5)  # paper §3.3 few-shot settings


# ---------------------------------------------------------------- normalisation (TriviaQA, as the public code)
def normalize_answer(s: str) -> str:
    """Lowercase, underscores and punctuation to spaces, drop articles, squeeze whitespace (TriviaQA)."""
    s = s.replace("_", " ").lower()
    exclude = set(string.punctuation + "'’´`")
    s = "".join(" " if ch in exclude else ch for ch in s)
    s = re.sub(r"\b(a|an|the)\b", " ", s)
    return " ".join(s.split()).strip()


def exact_match_score(prediction: str, truth: str) -> float:
    return float(normalize_answer(prediction) == normalize_answer(truth))


def f1_score(prediction: str, truth: str) -> float:
    pred, gold = normalize_answer(prediction).split(), normalize_answer(truth).split()
    common = Counter(pred) & Counter(gold)
    same = sum(common.values())
    if same == 0:
        return 0.0
    precision, recall = same / len(pred), same / len(gold)
    return 2 * precision * recall / (precision + recall)


_LETTER = re.compile(r"^\(?([A-Ea-e])[\).:]?(?:\s|$)")
_ANSWER_LETTER = re.compile(
    r"answer(?: is)?[:\s]*\(?([A-Ea-e])\b", re.IGNORECASE
)  # "Answer: B" as its docstring says


def _choice(text: str, gold: str) -> str:
    """Reduce a prediction to an option letter when the gold label is one (``B``, ``(B)``, ``B.``, ``Answer: B``)."""
    text = text.strip()
    if len(gold.strip()) == 1 and gold.strip().isalpha():
        m = _LETTER.match(text) or _ANSWER_LETTER.search(text)
        if m:
            return m.group(1).upper()
    return text


def label_match(prediction: str, truth: str) -> float:
    """Accuracy for classification / multiple choice: the first line, normalised, equals the label."""
    first = prediction.strip().splitlines()[0] if prediction.strip() else ""
    if not first:
        return 0.0
    gold = truth.strip()
    if len(gold) == 1 and gold.isalpha():
        # option letters: TriviaQA normalisation would drop "A" as an article, so compare letters directly
        return float(_choice(first, gold).upper() == gold.upper())
    return float(normalize_answer(first) == normalize_answer(truth))


def ending_match(prediction: str, truth: str) -> float:
    """The public DatasetResearch code's accuracy (``evaluation/evaluators/classification.py``), reported beside
    ours, never weighted: right when the whole answer equals the label ignoring case, or *ends* with it once
    trailing punctuation is off (a letter: the last character or word; a number: the last word, with true/false
    read as 1/0; words: the last words)."""
    pred, gold = prediction.strip(), truth.strip()
    if pred.lower() == gold.lower():
        return 1.0
    tail = pred.lower()
    while tail and tail[-1] in ".。,，!！?？;；:：、)）]】}":
        tail = tail[:-1].rstrip()
    low = gold.lower()
    if low and tail.endswith(low):
        return 1.0
    words = tail.split()
    if not words:
        return 0.0
    if len(gold) == 1 and gold.isalpha():
        return float(tail[-1] == low or words[-1] == low)
    if gold.isdigit():
        if "true" in tail or "false" in tail:
            return float(gold == ("1" if "true" in tail else "0"))
        last = words[-1]
        return float(last.endswith(gold) and (len(last) == len(gold) or not last[-len(gold) - 1].isdigit()))
    gold_words = low.split()
    return float(words[-len(gold_words) :] == gold_words)


# ---------------------------------------------------------------- corpus metrics
def accuracy(predictions: Sequence[str], references: Sequence[str]) -> float:
    return sum(label_match(p, r) for p, r in zip(predictions, references, strict=True)) / max(
        len(references), 1
    )


def bleu(predictions: Sequence[str], references: Sequence[str]) -> dict[str, Any]:
    """Corpus BLEU (0-1) and n-gram precisions (0-1), 13a tokens — the shape of HF evaluate's bleu."""
    res = sacrebleu.corpus_bleu(list(predictions), [list(references)], tokenize="13a")
    return {"bleu": res.score / 100, "precisions": [p / 100 for p in res.precisions]}


def sacrebleu_score(predictions: Sequence[str], references: Sequence[str]) -> float:
    return float(sacrebleu.corpus_bleu(list(predictions), [list(references)]).score)


_ROUGE = rouge_scorer.RougeScorer(["rougeL"], use_stemmer=False)


def rouge_l(predictions: Sequence[str], references: Sequence[str]) -> float:
    """Mean ROUGE-L F-measure (rouge-score), as HF evaluate's rouge aggregates it."""
    if not references:
        return 0.0
    scores = [_ROUGE.score(r, p)["rougeL"].fmeasure for p, r in zip(predictions, references, strict=True)]
    return sum(scores) / len(scores)


def compute_metrics(
    task_type: str, predictions: Sequence[str], references: Sequence[str]
) -> dict[str, float]:
    """Every metric the task type uses, flat: accuracy | f1+exact_match | bleu(+bleu_full)+sacrebleu | rougeL."""
    if len(predictions) != len(references):
        raise ValueError(f"{len(predictions)} predictions for {len(references)} references")
    if task_type in ("text-classification", "multiple-choice"):
        n = max(len(references), 1)
        return {
            "accuracy": accuracy(predictions, references),
            # the public code's convention, for comparison with its figures (not in the weighted score)
            "accuracy_ending": sum(ending_match(p, r) for p, r in zip(predictions, references, strict=True))
            / n,
        }
    if task_type == "question-answering":
        n = max(len(references), 1)
        return {
            "f1": sum(f1_score(p, r) for p, r in zip(predictions, references, strict=True)) / n,
            "exact_match": sum(exact_match_score(p, r) for p, r in zip(predictions, references, strict=True))
            / n,
        }
    if task_type in ("text-generation", "translation"):
        b = bleu(predictions, references)
        # "bleu" = precisions[0], what the public code's weight reads; "bleu_full" = corpus BLEU for reference.
        return {
            "bleu": b["precisions"][0],
            "bleu_full": b["bleu"],
            "sacrebleu": sacrebleu_score(predictions, references),
        }
    if task_type == "summarization":
        return {"rougeL": rouge_l(predictions, references)}
    raise ValueError(f"unknown task type '{task_type}'")


def weighted_score(task_type: str, metrics: dict[str, float]) -> float:
    """The task's single score: weighted mean of its metrics (sacreBLEU rescaled to 0-1 so scales agree)."""
    weights = TASK_TYPE_WEIGHTS[task_type]
    total = sum(weights.values())
    return sum(w * (metrics[m] / 100 if m == "sacrebleu" else metrics[m]) for m, w in weights.items()) / total


def normalised_score(
    task_type: str, eval_metrics: dict[str, float], ref_metrics: dict[str, float]
) -> float | None:
    """S_eval / S_ref (paper §3.3), per metric then weighted, as the public code does; metrics whose reference
    score is 0 are left out. ``None`` when the reference scores 0 on every metric (nothing to normalise by)."""
    num, den = 0.0, 0.0
    for metric, w in TASK_TYPE_WEIGHTS[task_type].items():
        ref = ref_metrics.get(metric)
        if not ref:
            continue
        num += w * eval_metrics.get(metric, 0.0) / ref
        den += w
    return num / den if den else None


# ---------------------------------------------------------------- few-shot prompting
MAX_NEW_TOKENS = {
    "text-classification": 8,
    "multiple-choice": 8,
    "question-answering": 24,
    "translation": 48,
    "text-generation": 48,
    "summarization": 48,
}


def few_shot_prompt(item: Sample, exemplars: Sequence[Sample]) -> tuple[str | None, str]:
    """(system, user prompt) for one test item with k in-context exemplars from a (discovered) set."""
    parts = []
    for ex in exemplars:
        parts.append(f"Input: {ex.input}\nOutput: {ex.output}")
    parts.append(f"Input: {item.input}\nOutput:")
    header = (
        "Answer in the same format as the examples.\n\n" if exemplars else "Answer directly and briefly.\n\n"
    )
    return item.system, header + "\n\n".join(parts)


def _tokens(text: str) -> Counter[str]:
    return Counter(normalize_answer(text).split())


def nearest_neighbour_prediction(item: Sample, pool: Sequence[Sample]) -> str:
    """Deterministic floor for --model none: the output of the pool sample whose input overlaps most with the
    test input (cosine of token counts). Measures how well the discovered data covers the test distribution."""
    if not pool:
        return ""
    q = _tokens(item.input)
    qn = sum(v * v for v in q.values()) ** 0.5 or 1.0

    def sim(s: Sample) -> float:
        t = _tokens(s.input)
        dot = sum(q[w] * t[w] for w in q)
        return dot / (qn * (sum(v * v for v in t.values()) ** 0.5 or 1.0))

    best = max(range(len(pool)), key=lambda i: (sim(pool[i]), -i))
    return pool[best].output


_ECHO = re.compile(r"^\s*(?:output|answer)\s*:\s*", re.IGNORECASE)


def clean_prediction(text: str) -> str:
    """The answer line of a completion: first non-empty line, without an echoed ``Output:``/``Answer:`` label
    (small models continue the few-shot pattern)."""
    for line in text.strip().splitlines():
        line = _ECHO.sub("", line).strip()
        if line:
            return line
    return ""


class DTPResult(BaseModel):
    setting: str  # "zero-shot" | "k-shot" (discovered) | "k-shot-ref" | "fine-tune"
    k: int = 0
    metrics: dict[str, float] = Field(default_factory=dict)
    score: float = 0.0
    predictions: list[str] = Field(default_factory=list)
    predictor: str = "model"  # "model" or "nearest-neighbour floor"
    model: str = "none"  # which model predicted: fixed by the run, recorded with every setting


async def evaluate_setting(
    test: Sequence[Sample],
    exemplars: Sequence[Sample],
    task_type: str,
    *,
    model: Any | None,
    setting: str,
    k: int,
) -> DTPResult:
    """Predict every test item with ``k`` exemplars (model) or by nearest neighbour (no model), then score."""
    shots = list(exemplars)[:k]
    preds: list[str] = []
    if model is None:
        preds = [nearest_neighbour_prediction(item, shots) for item in test]
    else:
        from inspect_ai.model import GenerateConfig

        # imported when first needed: it loads inspect_ai, which importing this module does not
        from dataagents.llm import ModelError, generate_text

        # stop where a small model would start the next few-shot item
        cfg = GenerateConfig(
            max_tokens=MAX_NEW_TOKENS.get(task_type, 32), temperature=0.0, stop_seqs=["\nInput:", "\n\n"]
        )
        for item in test:
            system, prompt = few_shot_prompt(item, shots)
            try:
                text = await generate_text(model, prompt, system=system, config=cfg)
            except ModelError:
                text = ""  # recorded as a wrong answer, the run goes on
            preds.append(clean_prediction(text))
    metrics = compute_metrics(task_type, preds, [t.output for t in test])
    return DTPResult(
        setting=setting,
        k=k,
        metrics=metrics,
        score=weighted_score(task_type, metrics),
        predictions=preds,
        predictor="model" if model is not None else "nearest-neighbour floor",
        model="none" if model is None else str(model),  # as llm.model_name, without loading inspect_ai here
    )
