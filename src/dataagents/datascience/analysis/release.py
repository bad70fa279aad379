"""Reader for the DSBench data-analysis release layout (DSBench §2.1; LiqiangJing/DSBench data_analysis/).

Layout, read unchanged from a full download::

    ROOT/data.json                 JSON Lines, one challenge a line:
                                   {"id": "00000001", "name": …, "url": …, "year": 2016,
                                    "questions": ["question6", …], "answers": ["D", …, 1661626]}
    ROOT/data/<id>/introduction.txt
    ROOT/data/<id>/questionN.txt
    ROOT/data/<id>/*.xlsx|*.xlsm|*.xlsb   workbooks; names containing "answer" are the organisers'
                                          answers and never reach an agent (as in the paper's own
                                          ``find_excel_files``)
    ROOT/data/<id>/*.jpg|*.png            images; sometimes *.csv

A missing question file or introduction is recorded on the question (``error``), never raised, so one
bad file costs one question, not the run.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from pydantic import BaseModel, Field

from dataagents.datascience.analysis.errors import AnswerLeakError, ReleaseFormatError

WORKBOOK_SUFFIXES = (".xlsx", ".xlsm", ".xlsb", ".xls")
IMAGE_SUFFIXES = (".jpg", ".jpeg", ".png")
TABLE_SUFFIXES = (".csv",)

Answer = str | int | float | dict[str, Any] | list[Any]


def is_answer_file(path: str | Path) -> bool:
    """True for the organisers' answer files (the release names them with "answer")."""
    return "answer" in Path(path).name.lower()


def guard_files(paths: list[Path]) -> list[Path]:
    """Refuse answer workbooks: raise ``AnswerLeakError`` if any path is one."""
    leaked = [p for p in paths if is_answer_file(p)]
    if leaked:
        raise AnswerLeakError(
            f"refusing to give the agent answer file(s): {', '.join(p.name for p in leaked)}",
            hint="files whose name contains 'answer' hold the organisers' solutions; leave them out",
        )
    return paths


class Question(BaseModel):
    """One question of a challenge, with its gold answer (never shown to the agent)."""

    challenge_id: str
    name: str  # "question6"
    text: str | None = None
    answer: Answer | None = None
    error: str | None = None  # e.g. missing question file; scored wrong, never a crash

    @property
    def uid(self) -> str:
        return f"{self.challenge_id}/{self.name}"


class Challenge(BaseModel):
    """A ModelOff challenge: introduction, data files, and its questions."""

    id: str
    name: str = ""
    url: str = ""
    year: int | None = None
    folder: Path
    introduction: str = ""
    workbooks: list[Path] = Field(default_factory=list)
    images: list[Path] = Field(default_factory=list)
    tables: list[Path] = Field(default_factory=list)
    questions: list[Question] = Field(default_factory=list)
    error: str | None = None  # e.g. missing folder or introduction

    @property
    def files(self) -> list[Path]:
        """Every data file an agent may see (answer files already excluded)."""
        return [*self.workbooks, *self.tables, *self.images]


def _read_text(path: Path) -> str:
    # The release's text files are UTF-8, with the odd Windows-1252 character from the original PDFs.
    raw = path.read_bytes()
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError:
        return raw.decode("cp1252", errors="replace")


def _data_files(folder: Path) -> tuple[list[Path], list[Path], list[Path]]:
    if not folder.is_dir():
        return [], [], []
    files = sorted(p for p in folder.iterdir() if p.is_file() and not is_answer_file(p))
    pick = lambda sfx: [p for p in files if p.suffix.lower() in sfx]  # noqa: E731
    return pick(WORKBOOK_SUFFIXES), pick(IMAGE_SUFFIXES), pick(TABLE_SUFFIXES)


def _parse_line(line: str, lineno: int, index: Path) -> dict[str, Any]:
    try:
        record = json.loads(line)
    except json.JSONDecodeError as err:
        raise ReleaseFormatError(
            f"{index}: line {lineno} is not JSON ({err.msg})",
            hint="data.json must be JSON Lines: one challenge object per line",
        ) from err
    if not isinstance(record, dict) or "id" not in record:
        raise ReleaseFormatError(
            f"{index}: line {lineno} has no 'id'", hint="each line needs id/questions/answers"
        )
    return record


def load_challenge(root: Path, record: dict[str, Any]) -> Challenge:
    """Build one challenge from its data.json record; file problems are recorded, not raised."""
    cid = str(record["id"])
    folder = root / "data" / cid
    workbooks, images, tables = _data_files(folder)
    challenge = Challenge(
        id=cid,
        name=str(record.get("name", "")),
        url=str(record.get("url", "")),
        year=record.get("year"),
        folder=folder,
        workbooks=workbooks,
        images=images,
        tables=tables,
    )
    problems = []
    if not folder.is_dir():
        problems.append(f"missing folder {folder}")
    elif (folder / "introduction.txt").is_file():
        challenge.introduction = _read_text(folder / "introduction.txt")
    else:
        problems.append(f"missing {folder / 'introduction.txt'}")
    names = list(record.get("questions") or [])
    answers = list(record.get("answers") or [])
    if len(answers) != len(names):
        problems.append(f"{len(names)} questions but {len(answers)} answers in data.json")
    challenge.error = "; ".join(problems) or None
    for i, qname in enumerate(names):
        q = Question(challenge_id=cid, name=str(qname), answer=answers[i] if i < len(answers) else None)
        qfile = folder / f"{qname}.txt"
        if qfile.is_file():
            q.text = _read_text(qfile)
        else:
            q.error = f"missing question file {qfile}"
        if i >= len(answers):
            q.error = (q.error + "; " if q.error else "") + "no gold answer in data.json"
        challenge.questions.append(q)
    return challenge


def load_release(root: str | Path, *, ids: list[str] | None = None) -> list[Challenge]:
    """Read every challenge of a release-layout root (``ROOT/data.json`` + ``ROOT/data/<id>/``)."""
    root = Path(root)
    index = root / "data.json"
    if not index.is_file():
        raise ReleaseFormatError(
            f"no data.json in {root}",
            hint="point at the DSBench data_analysis folder (data.json + data/<id>/…); see the suite README",
        )
    challenges = []
    for lineno, line in enumerate(index.read_text(encoding="utf-8").splitlines(), start=1):
        if not line.strip():
            continue
        record = _parse_line(line, lineno, index)
        if ids is not None and str(record["id"]) not in ids:
            continue
        challenges.append(load_challenge(root, record))
    return challenges
