from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from dataagents.datascience.analysis.errors import AnswerLeakError, ReleaseFormatError
from dataagents.datascience.analysis.release import guard_files, load_release


def test_reads_fixture_in_release_layout(fixture_root: Path) -> None:
    challenges = load_release(fixture_root)
    assert [c.id for c in challenges] == ["00000101", "00000102"]
    election = challenges[0]
    assert election.year == 2017 and "District Code" in election.introduction
    assert [q.name for q in election.questions] == ["question1", "question2", "question3"]
    assert election.questions[0].text.startswith("How many voters") and election.questions[0].answer == 6
    assert election.questions[1].answer == "B"


def test_answer_workbooks_never_reach_the_agent(fixture_root: Path) -> None:
    election = load_release(fixture_root)[0]
    names = [p.name for p in election.files]
    assert names == ["Election.xlsx"]
    assert (election.folder / "Election_answer.xlsx").is_file()  # present on disk, filtered out
    with pytest.raises(AnswerLeakError, match=r"Election_answer\.xlsx"):
        guard_files([election.folder / "Election.xlsx", election.folder / "Election_answer.xlsx"])


def test_missing_question_file_is_recorded_per_question(fixture_root: Path) -> None:
    q3 = load_release(fixture_root)[0].questions[2]
    assert q3.text is None and "missing question file" in (q3.error or "")
    assert q3.answer == "31 Dec 2029"


def test_bad_index_lines_raise_typed_errors(tmp_path: Path, fixture_root: Path) -> None:
    with pytest.raises(ReleaseFormatError, match=r"no data\.json"):
        load_release(tmp_path)
    shutil.copytree(fixture_root, tmp_path / "r")
    (tmp_path / "r" / "data.json").write_text('{"id": "1", "questions": []}\nnot json\n')
    with pytest.raises(ReleaseFormatError, match="line 2"):
        load_release(tmp_path / "r")


def test_missing_challenge_folder_and_answer_count_mismatch(tmp_path: Path) -> None:
    (tmp_path / "data.json").write_text(
        json.dumps({"id": "9", "questions": ["question1", "question2"], "answers": [1]})
    )
    (ch,) = load_release(tmp_path)
    assert "missing folder" in (ch.error or "")
    assert "no gold answer" in (ch.questions[1].error or "")


def test_bundled_sample_has_three_challenges_and_21_questions(sample_root: Path) -> None:
    challenges = load_release(sample_root)
    assert len(challenges) == 3
    assert sum(len(c.questions) for c in challenges) == 21
    assert all(q.text and q.error is None for c in challenges for q in c.questions)
    finance = challenges[0]
    assert [p.name for p in finance.workbooks] == ["Sunridge_Model.xlsx"]  # the answers workbook is refused
    assert [p.name for p in challenges[1].images] == ["typical_days.png"]
    kinds = {type(q.answer).__name__ for c in challenges for q in c.questions}
    assert {"str", "int", "float", "dict"} <= kinds
