import json

import pytest

from dataagents.curation.errors import CurationError
from dataagents.curation.hints import HINT_WRITER_PROMPT, HintSet, leaks, longest_shared_run, write_hints
from dataagents.curation.validity import load_labels, run_validity
from dataagents.llm import scripted_model


def test_longest_shared_run():
    assert longest_shared_run("abcXYZdef", "xyz") == 3
    assert longest_shared_run("", "abc") == 0


def test_leak_rule_is_over_40_chars(sample_cases):
    case = sample_cases["wine-class-counts"]
    ctx = case.involved[0].context  # ":Class Distribution: class_0 (59), class_1 (71), class_2 (48)"
    ok = HintSet(general="mismatched counts", medium="counts in README.rst", specific=ctx[:40])
    bad = HintSet(general="mismatched counts", medium="counts in README.rst", specific=ctx[:41])
    assert leaks(ok, case) is None and leaks(bad, case) == "specific"


async def test_hint_writer_retries_a_leaking_hint(sample_cases):
    case = sample_cases["wine-class-counts"]
    ctx = case.involved[0].context
    leaking = json.dumps({"general": "counts", "medium": "counts in README.rst", "specific": ctx})
    good = json.dumps(
        {
            "general": "mismatched quantitative information",
            "medium": "mismatched quantitative information in README.rst and wine.csv",
            "specific": "class distribution in README.rst vs the class column of wine.csv",
        }
    )
    hints = await write_hints(case, scripted_model([leaking, good]))
    assert hints.h1 == "mismatched quantitative information" and "class column" in hints.h3
    with pytest.raises(CurationError):
        await write_hints(case, scripted_model([leaking] * 3))
    assert "<ISSUE>" in HINT_WRITER_PROMPT and "never tell the agent the full context" in HINT_WRITER_PROMPT


def test_label_file_bad_lines_reported(tmp_path):
    p = tmp_path / "labels.jsonl"
    p.write_text(
        '{"case_id": "a", "answer": "x", "human": "success"}\nnot json\n{"case_id": "b", "answer": "y", '
        '"human": "maybe"}\n\n'
    )
    rows, errors = load_labels(p)
    assert [r.case_id for r in rows] == ["a"] and len(errors) == 2 and ":2:" in errors[0]


async def test_validity_and_length_bias_with_scripted_judge(sample_cases):
    from dataagents.curation.validity import HumanLabel

    labels = [
        HumanLabel(case_id="wine-class-counts", hint_level=1, answer="counts differ", human="partially"),
        HumanLabel(case_id="iris-label-typos", hint_level=0, answer="nothing", human="failed"),
        HumanLabel(case_id="no-such-case", answer="x", human="failed"),
    ]
    # label 1: consensus partially; label 2: consensus success (a false positive vs the human 'failed')
    judge = scripted_model(["decision: partially"] * 2 + ["decision: success"] * 2)
    rep = await run_validity(sample_cases, labels, judge)
    v = rep.validity
    assert v.n == 2 and v.accuracy == 0.5 and v.precision == 0.5 and v.recall == 1.0
    assert rep.skipped == ["no-such-case: no such case"]
    # length bias: normal, then succinct rewrite + its 2 votes, verbose rewrite + its 2 votes
    judge = scripted_model(
        ["decision: success"] * 2
        + ["short answer"]
        + ["decision: failed"] * 2
        + ["long answer"]
        + ["decision: success"] * 2
    )
    rep = await run_validity(sample_cases, labels[:1], judge, length_bias=True)
    assert rep.length_bias == {"succinct": 0.0, "normal": 1.0, "verbose": 1.0}


def test_text_overlap_on_free_text_answers(sample_cases):
    from dataagents.curation.evaluator import Decision, text_overlap
    from dataagents.curation.suite import SAMPLE

    case = sample_cases["wine-class-counts"]
    both = "README.rst: ':Class Distribution: class_0 (59), class_1 (71), class_2 (48)' and ':Number of Instances: 178'"
    assert text_overlap(case, both).decision is Decision.SUCCESS
    assert text_overlap(case, "README.rst says ':Number of Instances: 178'").decision is Decision.PARTIALLY
    assert text_overlap(case, "':Number of Instances: 178' (file not named)").decision is Decision.FAILED
    rows, errors = load_labels(SAMPLE + "/judge_labels.jsonl")
    assert len(rows) >= 7 and not errors and all(r.case_id in sample_cases for r in rows)
