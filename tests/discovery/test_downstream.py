import pytest
import sacrebleu

from dataagents.discovery.downstream import (
    TASK_TYPE_WEIGHTS,
    clean_prediction,
    compute_metrics,
    evaluate_setting,
    exact_match_score,
    f1_score,
    label_match,
    nearest_neighbour_prediction,
    normalised_score,
    weighted_score,
)
from dataagents.discovery.task import Sample


def test_triviaqa_f1_and_em():
    assert exact_match_score("The Paris.", "paris") == 1.0
    assert exact_match_score("Paris, France", "Paris") == 0.0
    # 1 common token of 2 predicted / 1 gold -> P=0.5 R=1 -> F1=2/3
    assert f1_score("Paris France", "Paris") == pytest.approx(2 / 3)
    assert f1_score("", "Paris") == 0.0
    m = compute_metrics("question-answering", ["Paris France", "Rome"], ["Paris", "Rome"])
    assert m["f1"] == pytest.approx((2 / 3 + 1) / 2)
    assert m["exact_match"] == 0.5


def test_accuracy_letter_and_label():
    assert label_match("B", "B") == 1.0
    assert label_match("", "A") == 0.0  # "A" is not an article here
    assert label_match("a", "A") == 1.0
    assert label_match("(B) because ...", "B") == 1.0
    assert label_match("The answer is C", "B") == 0.0
    assert label_match("Positive\nreason", "positive") == 1.0
    assert compute_metrics("multiple-choice", ["A", "B."], ["A", "C"]) == {
        "accuracy": 0.5,
        "accuracy_ending": 0.5,
    }


def test_two_accuracy_conventions_differ_on_verbose_answers():
    preds = ["The sentiment is positive.", "not positive", "positive", "Answer: (B)", "true"]
    golds = ["positive", "positive", "positive", "B", "1"]
    m = compute_metrics("text-classification", preds, golds)
    # ours: the answer line must be the label (or name the option letter); the public code's: end with it
    assert m["accuracy"] == pytest.approx(2 / 5)
    assert m["accuracy_ending"] == pytest.approx(5 / 5)
    assert weighted_score("text-classification", m) == m["accuracy"]  # only ours is weighted


def test_generation_uses_sacrebleu_and_unigram_precision():
    preds, refs = ["the cat sat on the mat"], ["the cat is on the mat"]
    m = compute_metrics("text-generation", preds, refs)
    ref = sacrebleu.corpus_bleu(preds, [refs])
    assert m["sacrebleu"] == pytest.approx(ref.score)
    assert m["bleu"] == pytest.approx(ref.precisions[0] / 100)  # 5 of 6 unigrams
    assert m["bleu"] == pytest.approx(5 / 6)
    assert weighted_score("text-generation", m) == pytest.approx(0.7 * 5 / 6 + 0.3 * ref.score / 100)
    assert weighted_score("translation", m) == pytest.approx(0.5 * 5 / 6 + 0.5 * ref.score / 100)


def test_rouge_l():
    m = compute_metrics("summarization", ["the cat sat on the mat"], ["the cat is on the mat"])
    assert m["rougeL"] == pytest.approx(5 / 6)  # LCS 5 of 6 tokens each side


def test_normalised_is_per_metric_ratio_then_weighted():
    assert set(TASK_TYPE_WEIGHTS["text-generation"]) == {"bleu", "sacrebleu"}
    ev, ref = {"bleu": 0.3, "sacrebleu": 10.0}, {"bleu": 0.6, "sacrebleu": 40.0}
    assert normalised_score("text-generation", ev, ref) == pytest.approx(0.7 * 0.5 + 0.3 * 0.25)
    assert normalised_score("multiple-choice", {"accuracy": 0.5}, {"accuracy": 0.0}) is None
    assert normalised_score("multiple-choice", {"accuracy": 0.9}, {"accuracy": 0.6}) == pytest.approx(1.5)


def test_nearest_neighbour_floor():
    pool = [
        Sample(input="capital of France?", output="Paris"),
        Sample(input="capital of Italy?", output="Rome"),
    ]
    assert (
        nearest_neighbour_prediction(Sample(input="What is the capital of Italy?", output="x"), pool)
        == "Rome"
    )
    assert nearest_neighbour_prediction(Sample(input="q", output="x"), []) == ""


async def test_evaluate_setting_with_scripted_model():
    from dataagents.llm import scripted_model

    test = [Sample(input="2+2?", output="4"), Sample(input="3+3?", output="6")]
    shots = [Sample(input="1+1?", output="2")]
    res = await evaluate_setting(
        test, shots, "question-answering", model=scripted_model(["4", "7"]), setting="k-shot", k=1
    )
    assert res.predictions == ["4", "7"]
    assert res.metrics["exact_match"] == 0.5
    assert res.predictor == "model"


def test_clean_prediction():
    assert clean_prediction("Output: 36\nInput: next") == "36"
    assert clean_prediction("\n  answer: Paris") == "Paris"
    assert clean_prediction("") == ""
