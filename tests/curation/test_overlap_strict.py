"""The evidence-overlap scorer matches the same place only: near-miss lines of the same file never match."""

import pytest

from dataagents.curation.case import Case, Involved
from dataagents.curation.evaluator import (
    JUDGE_MAX_TOKENS,
    _same_context,
    evidence_overlap,
    parse_vote,
    text_overlap,
)
from dataagents.curation.report import CurationReport, Evidence, Finding


@pytest.mark.parametrize(
    ("evidence", "label"),
    [
        ("4.8,3.0,1.4,0.1,Iris-setosa", "4.8,3.0,1.4,0.1,Iris-setosa"),
        ("  4.8,3.0,1.4,0.1,IRIS-SETOSA ", "4.8,3.0,1.4,0.1,Iris-setosa"),  # case and whitespace only
        # the label is part of the cited line (labels often cut a long CSV row)
        (
            "11.42,20.38,77.58,386.1,0.1425,0.2839,0.2414,0.1052,0.2597,0.09744,0.4956,1.156,3.445,27.23",
            "11.42,20.38,77.58,386.1,0.1425,0.2839,0.2414,0.1052,0.2597",
        ),
        # a multi-line label shares a whole line with the cited excerpt
        (
            ":Donor: Michael Marshall (MARSHALL%PLU@io.arc.nasa.gov)",
            ":Creator: R.A. Fisher\n:Donor: Michael Marshall (MARSHALL%PLU@io.arc.nasa.gov)\n:D",
        ),
        (":Number of Instances: 200", ":number of instances:   200"),
    ],
)
def test_same_place_matches(evidence, label):
    assert _same_context(evidence, label)


@pytest.mark.parametrize(
    ("evidence", "label"),
    [
        # neighbouring rows of one CSV: fuzzy partial ratios called these the same
        ("4.8,3.0,1.4,0.3,Iris-setosa", "4.8,3.0,1.4,0.1,Iris-setsoa"),
        ("6.7,3.1,4.4,1.4,Iris-versicolor", "6.7,3.0,5.0,1.7,Iris-versicolour"),
        # a label value quoted alone is not the row that holds a misspelt variant of it
        ("Iris-versicolor", "6.7,3.0,5.0,1.7,Iris-versicolour"),
        # two lines of one README with the same field shape
        (":Number of Attributes: 13", ":Number of Instances: 178"),
        (
            "Alcohol:                      11.0  14.8    13.0   0.8",
            "Alcohol:                      11.0  18.8    13.0   0.8",
        ),
        ("## Data source", "## License"),
        ("189,35,-999", "189,36,60"),
        (
            '{"input": "The dog runs.", "target": "Le chien court."}',
            '{"input": "The cat sleeps on the sofa.", "target": "Le chien dort sur le canapé.',
        ),
    ],
)
def test_near_miss_lines_never_match(evidence, label):
    assert not _same_context(evidence, label)


def _case(involved):
    return Case.model_validate(
        {
            "id": "c",
            "platform": "test",
            "source_url": "https://example.org",
            "license": "CC0",
            "title": "t",
            "content": "c",
            "involved": involved,
            "type": "single-issue & single-file",
            "tags": ["typo"],
            "hints": {"h1": "a", "h2": "b", "h3": "c"},
            "root": ".",
        }
    )


def test_overlap_decision_needs_the_labelled_line_not_a_neighbour():
    case = _case([{"name": "iris.csv", "context": "4.8,3.0,1.4,0.1,Iris-setsoa"}])
    near = CurationReport(
        findings=[
            Finding(
                title="row",
                description="d",
                severity=0.5,
                evidence=[
                    Evidence(file="iris.csv", location="line 9", context="4.8,3.0,1.4,0.3,Iris-setosa")
                ],
            )
        ]
    )
    assert evidence_overlap(case, near).decision == "failed"
    hit = near.model_copy(deep=True)
    hit.findings[0].evidence[0].context = "4.8,3.0,1.4,0.1,Iris-setsoa"
    assert evidence_overlap(case, hit).decision == "success"


def test_text_overlap_has_no_fuzzy_fallback():
    case = _case([Involved(name="README.md", context="The data set contians 3 classes").model_dump()])
    assert text_overlap(case, "README.md says: the data set contains 3 classes").decision == "failed"
    assert text_overlap(case, "README.md: 'The  data set contians 3 classes'").decision == "success"


def test_judge_has_room_for_the_rubric_answer():
    assert JUDGE_MAX_TOKENS >= 1500


@pytest.mark.parametrize(
    ("text", "decision"),
    [
        ("**m1** (weight 0.8): 0.6\n**m2** (weight 0.15): 1.0\n**m3** (weight 0.05): 1.0", "partially"),
        ("m1: 0.2 * 0.8 = 0.16\nm2: 0.5 * 0.15 = 0.075\nm3: 1 * 0.05 = 0.05", "failed"),
        ("m1: 1.0 (weight 0.8)\nm2: 1.0\nm3: 1.0\n", "success"),
        ("So the agent is rated as **success**.", "success"),
        ("Total = 0.8*0.5 + 0.15*0.4 + 0.05*1 =", None),  # no value after the last '=': undecided
        ("Sum of ratings = 0.9", "success"),  # cut off before the decision line
    ],
)
def test_fallback_parse(text, decision):
    got = parse_vote(text).decision
    assert (got.value if got else None) == decision
