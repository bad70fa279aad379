"""Every answer form of the release, each with near-misses that must fail."""

from __future__ import annotations

import pytest

from dataagents.datascience.analysis.answers import check_answer, extract_option, question_options

MC = "Which is the highest District Code?\nA. 150\nB. 194\nC. 2022\nD. 105"
INLINE = "Pick one: A. Alpha B. Beta C. Gamma D. Delta"

RIGHT = [
    # option letters
    ("D", "D", None),
    ("D.", "D", None),
    ("(D)", "D", None),
    ("Answer: D", "D", None),
    ("The answer is D.", "D", None),
    ("**D**", "D", None),
    ("b", "b", None),  # the 2012 challenges use lower-case gold letters
    ("194", "B", MC),  # a bare value mapped onto the listed options
    ("B. 194", "B", MC),
    ("Beta", "B", INLINE),
    # numbers: currency, separators, percent, k/m/bn, tolerance by the gold's precision
    ("1661626", 1661626, None),
    ("1,661,626", 1661626, None),
    ("1661626.4", 1661626, None),
    ("$5,753,961", "$5753961", None),
    ("5753961", "$5753961", None),
    ("9.424%", "9.424%", None),
    ("0.09424", "9.424%", None),
    ("9.4243%", "9.424%", None),
    ("18217 k", "18217 k", None),
    ("18,217,000", "18217 k", None),
    ("18217", "18217 k", None),
    ("18.217 million", "18217 k", None),
    ("$983.01m", "$983.01m", None),
    ("983,010,000", "$983.01m", None),
    ("$0.98301bn", "$983.01m", None),
    ("2957", "2,957", None),
    ("(1,200)", -1200, None),
    ("4", "4", None),
    ("1.539", "1.539", None),
    ("95.01", 95.01, None),
    ("The final answer is 14978914492.", 14978914492, None),
    # dates
    ("31 Dec 2029", "31 Dec 2029", None),
    ("31 December 2029", "31 Dec 2029", None),
    ("2029-12-31", "31 Dec 2029", None),
    ("Dec 31, 2029", "31 Dec 2029", None),
    ("12/31/2029", "31 Dec 2029", None),
    # words and composites
    ("Antioch", "Antioch", None),
    ("answer: antioch", "Antioch", None),
    ("OS 4, 17236 k", "OS 4, 17236 k", None),
    ("OS 4, 17,236,000", "OS 4, 17236 k", None),
    ("S04, 21 k", "S04, 21 k", None),
    ("2,3,4a", "2,3,4a", None),
    # dicts, field by field
    ('{"Q": 1, "# of words": 7, "Xth word": "ALIBI"}', {"Q": 1, "# of words": 7, "Xth word": "ALIBI"}, None),
    ("Q: 1\n# of words: 7\nXth word: alibi", {"Q": 1, "# of words": 7, "Xth word": "ALIBI"}, None),
]

NEAR_MISSES = [
    ("E", "D", None),
    ("Answer: C", "D", None),
    ("a", "b", None),
    ("150", "B", MC),
    ("1661627", 1661626, None),
    ("1661000", 1661626, None),
    ("1661625.4", 1661626, None),
    ("$5753962", "$5753961", None),
    ("9.42%", "9.424%", None),
    ("0.0942", "9.424%", None),
    ("18218 k", "18217 k", None),
    ("18,218,000", "18217 k", None),
    ("$983.0m", "$983.01m", None),
    ("983,000,000", "$983.01m", None),
    ("2958", "2,957", None),
    ("1200", -1200, None),
    ("1.54", "1.539", None),
    ("95", 95.01, None),
    ("30 Dec 2029", "31 Dec 2029", None),
    ("31 Dec 2028", "31 Dec 2029", None),
    ("Antiochia", "Antioch", None),
    ("Naissus", "Antioch", None),
    ("OS 5, 17236 k", "OS 4, 17236 k", None),
    ("OS 4, 17235 k", "OS 4, 17236 k", None),
    ("S05, 21 k", "S04, 21 k", None),
    ('{"Q": 1, "# of words": 8, "Xth word": "ALIBI"}', {"Q": 1, "# of words": 7, "Xth word": "ALIBI"}, None),
    ('{"Q": 1, "# of words": 7, "Xth word": "ALIBIS"}', {"Q": 1, "# of words": 7, "Xth word": "ALIBI"}, None),
    ("", 5, None),
    ("I cannot compute this without more data.", 5, None),
]


@pytest.mark.parametrize(("pred", "gold", "question"), RIGHT)
def test_right_answers_pass_deterministically(pred, gold, question) -> None:
    v = check_answer(pred, gold, question)
    assert v.correct is True, v.reason


@pytest.mark.parametrize(("pred", "gold", "question"), NEAR_MISSES)
def test_near_misses_fail_deterministically(pred, gold, question) -> None:
    v = check_answer(pred, gold, question)
    assert v.correct is False, v.reason


@pytest.mark.parametrize(
    ("pred", "gold"),
    [
        ("It could be D or maybe E, hard to tell from the data given.", "D"),
        ("DE", "D"),
        ("Revenue was 120 in 2020 and 150 in 2021, so the answer relates to 150 somehow, see above.", 150),
        ("The city is Antioch, not Naissus as one might first think from the table on sheet 2.", "Antioch"),
        ('{"Q": 1, "# of words": 7}', {"Q": 1, "# of words": 7, "Xth word": "ALIBI"}),
    ],
)
def test_undecidable_answers_are_left_to_the_judge(pred, gold) -> None:
    assert check_answer(pred, gold).correct is None


def test_option_parsing() -> None:
    assert question_options(MC) == {"A": "150", "B": "194", "C": "2022", "D": "105"}
    assert question_options("Plan A. Then B. Later") == {}  # two "options" in prose are not a list
    assert extract_option("I think (C) is right") == "C"
    assert extract_option("The answer is a number") is None


def test_dict_answer_records_each_field() -> None:
    v = check_answer(
        '{"Q": 1, "# of words": 8, "Xth word": "ALIBI"}', {"Q": 1, "# of words": 7, "Xth word": "ALIBI"}
    )
    assert v.fields == {"Q": True, "# of words": False, "Xth word": True}
