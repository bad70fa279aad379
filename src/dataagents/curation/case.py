"""The DCA case format (paper §3.3, Fig. 2; A.1.3 for the fields) and its loader.

A case is a folder::

    case.json   id, platform, source_url, license, provenance, title, content, involved, type, tags, hints
    files/      everything the Curator receives (files with no known issue included)

``title``, ``content`` and ``involved`` are the label: they go to the Evaluator only. The Curator gets a
``CuratorInput``, which has no field that could carry them (``Case.curator_input``).
"""

from __future__ import annotations

import json
from enum import StrEnum
from pathlib import Path

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from dataagents.curation.errors import CaseFormatError
from dataagents.curation.taxonomy import Tag, parse_tag
from dataagents.files.listing import list_folder

# The bundled DCA sample suite: 18 cases, the dca suite's default and the validity judge's labels.
SAMPLE = str(Path(__file__).resolve().parent.parent / "suites" / "dca_sample")
HINT_LEVELS = (0, 1, 2, 3)  # h0 = no hint (paper §3.2 "Hints Generation")


class CaseType(StrEnum):
    """Issue type (paper §A.1.2): number of known issues × number of files in the environment."""

    SISF = "single-issue & single-file"
    SIMF = "single-issue & multi-file"
    MISF = "multi-issue & single-file"
    MIMF = "multi-issue & multi-file"


class Involved(BaseModel):
    """One labelled piece of evidence: a file name and the verbatim context of the issue in it."""

    name: str
    context: str


class Hints(BaseModel):
    h1: str  # general description, no location
    h2: str  # + which files are involved
    h3: str  # + partial context


class FileInfo(BaseModel):
    name: str  # relative to the case's files/ folder, '/'-separated
    size: int


class CuratorInput(BaseModel):
    """Everything the Curator may see for one case at one hint level. No label field exists here."""

    model_config = ConfigDict(frozen=True)

    root: Path
    files: list[FileInfo]
    hint: str | None = None
    hint_level: int = 0


class Case(BaseModel):
    id: str
    platform: str
    source_url: str
    license: str
    provenance: str = ""
    title: str
    content: str
    involved: list[Involved] = Field(min_length=1)
    type: CaseType
    tags: list[Tag] = Field(min_length=1)
    hints: Hints
    root: Path = Field(exclude=True)  # the case folder (holds case.json and files/)

    @field_validator("type", mode="before")
    @classmethod
    def _type(cls, v: object) -> object:
        if isinstance(v, str):
            norm = " & ".join(p.strip() for p in v.replace("/", "&").split("&"))
            return norm.lower()
        return v

    @field_validator("tags", mode="before")
    @classmethod
    def _tags(cls, v: object) -> object:
        return [parse_tag(t) if isinstance(t, str) else t for t in v] if isinstance(v, list) else v

    @property
    def files_dir(self) -> Path:
        return self.root / "files"

    def file_list(self) -> list[FileInfo]:
        return list_files(self.files_dir)

    def hint(self, level: int) -> str | None:
        if level not in HINT_LEVELS:
            raise CaseFormatError(f"hint level {level} is not one of 0-3", hint="use 0 (none), 1, 2 or 3")
        return None if level == 0 else getattr(self.hints, f"h{level}")

    def curator_input(self, hint_level: int = 0) -> CuratorInput:
        """The Curator's view: files and the hint text; the label stays here."""
        return CuratorInput(
            root=self.files_dir, files=self.file_list(), hint=self.hint(hint_level), hint_level=hint_level
        )

    def issue_text(self) -> str:
        """The <issue> block for the Evaluator (title, content, involved files and contexts), as in A.2.1."""
        involved = "\n".join(f"- name: {i.name}\n  context: {i.context}" for i in self.involved)
        return f"title: {self.title}\ncontent: {self.content}\ninvolved:\n{involved}"


class CaseLoadError(BaseModel):
    path: str
    reason: str


def list_files(root: Path) -> list[FileInfo]:
    """All regular files under ``root`` (sorted, '/'-separated relative names); links are not followed."""
    return [FileInfo(name=f.name, size=f.size) for f in list_folder(root)]


def load_case(path: str | Path) -> Case:
    """Load one case folder (or its case.json). Raises ``CaseFormatError`` naming the path and the fault."""
    path = Path(path)
    folder = path.parent if path.name == "case.json" else path
    meta = folder / "case.json"
    if not meta.is_file():
        raise CaseFormatError(f"{folder}: no case.json", hint="a case is a folder with case.json and files/")
    try:
        data = json.loads(meta.read_text(encoding="utf-8"))
    except (json.JSONDecodeError, UnicodeDecodeError) as err:
        raise CaseFormatError(f"{meta}: not valid JSON ({err})", hint="fix the JSON syntax") from err
    if not isinstance(data, dict):
        raise CaseFormatError(f"{meta}: top level must be a JSON object", hint="see the case format")
    try:
        case = Case.model_validate({**data, "root": folder})
    except (ValidationError, ValueError) as err:
        first = str(err).splitlines()
        reason = "; ".join(first[:3])
        raise CaseFormatError(f"{meta}: {reason}", hint="fix the named field (see curation/case.py)") from err
    if not case.files_dir.is_dir():
        raise CaseFormatError(f"{folder}: no files/ folder", hint="put the Curator's files under files/")
    return case


def load_cases(path: str | Path) -> tuple[list[Case], list[CaseLoadError]]:
    """Load one case or every case under a tree. A malformed case is reported (path + reason) and skipped."""
    path = Path(path)
    if not path.exists():
        raise CaseFormatError(f"{path}: no such file or folder", hint="pass a case folder or a tree of cases")
    if (path / "case.json").is_file() or path.name == "case.json":
        metas = [path if path.name == "case.json" else path / "case.json"]
    else:
        # a case's own files/ may contain a file named case.json: do not descend into files/
        metas = sorted(p for p in path.rglob("case.json") if "files" not in p.relative_to(path).parts[:-1])
    cases: list[Case] = []
    errors: list[CaseLoadError] = []
    seen: set[str] = set()
    for meta in metas:
        try:
            case = load_case(meta)
        except CaseFormatError as err:
            errors.append(CaseLoadError(path=str(meta.parent), reason=str(err)))
            continue
        if case.id in seen:
            errors.append(CaseLoadError(path=str(meta.parent), reason=f"duplicate case id '{case.id}'"))
            continue
        seen.add(case.id)
        cases.append(case)
    return cases, errors
