"""Labels whose later cases are said to apply only to the rows the earlier ones left ("of the others, …",
"among the rest, …", "failing that, …"), in the same sentence or the next; a case given with "gets" and a label
of one or two words ("gets second look"); "Refer is for …"; the rest's label with no verb ("everyone else
decline"); who gave a rating ("the committee rated", "rated … by the panel") is no part of the rows. End to end
with no model, on tables of their own, each in two wordings or more."""

from __future__ import annotations

from pathlib import Path

import pandas as pd
import pytest

from tests.governance.readings import written

APPLICANTS = pd.DataFrame(
    {
        "applicant": [1, 2, 3, 4, 5, 6, 7],
        "rating": [5, 4, 3, 2, 3, 1, 4],
        "gre_quant": [650, 720, 710, 690, 560, 780, 800],
    }
)
# the first case wins: applicant 7 (rated 4, GRE 800) is an interview, never a second look
TRIAGE = ["interview", "interview", "second look", "decline", "decline", "second look", "interview"]


@pytest.mark.parametrize(
    "request_text",
    [
        "Could you add a triage column to the applicants? Anyone the committee rated 4 or 5 gets interview; of "
        "the others, a quantitative GRE of 700 or more gets second look, and everyone else decline.",
        "Please add a triage column. Applicants rated 4 or 5 by the panel get interview; among the rest, second "
        "look when the quantitative GRE is 700 or more; all others decline.",
        "Add a triage column: anyone rated 4 or 5 gets interview. Of the others, a quantitative GRE of 700 or more "
        "gets second look, and everyone else gets decline.",
    ],
)
def test_later_cases_take_the_rows_the_earlier_ones_left(tmp_path: Path, request_text: str) -> None:
    result, status = written(request_text, tmp_path, **{"applicants.csv": APPLICANTS})
    assert list(result["triage"]) == TRIAGE
    assert status == "verified"


LOANS = pd.DataFrame(
    {
        "loan": [1, 2, 3, 4, 5, 6],
        "credit_score": [6, 2, 5, 1, 3, 2],
        "debt_ratio": [20, 45, 10, 38, 12, 41],
    }
)


@pytest.mark.parametrize(
    "request_text",
    [
        "Please add a review column reading refer, watch or clear. Refer is for a credit score of 5 or 6; of the "
        "rest, watch is for a debt ratio over 35, and everyone else is clear.",
        "Add a review column: refer is for anyone with a credit score of 5 or 6; failing that, watch is for a debt "
        "ratio above 35; everyone else is clear.",
    ],
)
def test_a_label_said_before_is_for(tmp_path: Path, request_text: str) -> None:
    result, status = written(request_text, tmp_path, **{"loans.csv": LOANS})
    assert list(result["review"]) == ["refer", "watch", "refer", "watch", "clear", "watch"]
    assert status == "verified"


def test_a_case_label_never_takes_the_verb_before_for(tmp_path: Path) -> None:
    result, _ = written(
        "Add a review column: refer is for a credit score of 5 or 6, and everyone else is clear.",
        tmp_path,
        **{"loans.csv": LOANS},
    )
    assert set(result["review"]) == {"refer", "clear"}


BOOK = pd.DataFrame(
    {
        "loan": [1, 2, 3, 4, 5, 6, 7],
        "grade": ["A", "B", "E", "C", "A", "D", "B"],
        "debt_to_income": [10.0, 25.0, 12.0, 41.0, 18.0, 30.0, 5.0],
    }
)


@pytest.mark.parametrize(
    "request_text",
    [
        "Credit committee would like a risk column on the loan book: high when the loan is graded E, F or G or "
        "the borrower's debt-to-income ratio is 40 or more, low for an A or B loan with a ratio under 20, and "
        "medium for everything else.",
        "I'd like a risk column: high for grades E, F and G or a debt-to-income ratio of 40 or more, low for an A "
        "or B loan with a ratio under 20, medium otherwise.",
    ],
)
def test_grades_past_the_last_one_held_and_a_bound_said_again_briefly(
    tmp_path: Path, request_text: str
) -> None:
    result, status = written(request_text, tmp_path, **{"loan_book.csv": BOOK})
    assert list(result["risk"]) == ["low", "medium", "high", "high", "low", "medium", "low"]
    assert status == "verified"


def test_letters_held_by_no_column_are_no_grades(tmp_path: Path) -> None:
    _, status = written(
        "I'd like a risk column: high for grades F and G, low otherwise.", tmp_path, **{"loan_book.csv": BOOK}
    )
    assert status != "verified"


SPINE = pd.DataFrame(
    {
        "child": [1, 2, 3, 4, 5, 6, 7, 8],
        "Kyphosis": ["absent", "present", "absent", "absent", "present", "absent", "absent", "absent"],
        "Age": [71, 158, 128, 2, 1, 1, 61, 37],
        "Number": [3, 3, 4, 5, 4, 2, 7, 6],
    }
)


def test_a_bound_left_over_is_never_put_on_a_column_no_case_compares(tmp_path: Path) -> None:
    # the vertebrae involved are Number, which nothing names; the bound is never read on the child's row number
    _, status = written(
        "Add a review column: yes for every child whose kyphosis was still present after the operation or who had "
        "more than five vertebrae involved, no for the rest.",
        tmp_path,
        **{"spine.csv": SPINE},
    )
    assert status != "verified"


CLOSET = pd.DataFrame(
    {
        "item": [1, 2, 3, 4, 5, 6, 7, 8],
        "type": ["shirt"] * 8,
        "color": [
            "white",
            "white plaid",
            "white stripe",
            "purple striped",
            "purple dotted",
            "gray",
            "blue",
            "black",
        ],
    }
)


@pytest.mark.parametrize(
    "request_text",
    [
        "For the trade lecture slides, sort each piece in the closet list into a shade by its colour description: "
        "anything plaid, striped or dotted is patterned, plain white, gray or black is neutral, and every other "
        "colour is colour.",
        "Add a shade column from the color: patterned if it mentions plaid, striped or dotted; neutral if it is "
        "white, gray or black; colour otherwise.",
    ],
)
def test_cases_said_as_words_the_values_hold(tmp_path: Path, request_text: str) -> None:
    result, status = written(request_text, tmp_path, **{"closet.csv": CLOSET})
    # "striped" finds the values written "stripe" as well as "striped"
    assert list(result["shade"]) == [
        "neutral",
        "patterned",
        "patterned",
        "patterned",
        "patterned",
        "neutral",
        "colour",
        "neutral",
    ]
    assert status == "verified"


def test_a_word_no_value_holds_leaves_the_cases_unread(tmp_path: Path) -> None:
    _, status = written(
        "Sort each piece into a shade by its colour: anything plaid, checked or dotted is patterned, white, gray or "
        "black is neutral, and every other colour is colour.",
        tmp_path,
        **{"closet.csv": CLOSET},
    )
    assert status != "verified"
